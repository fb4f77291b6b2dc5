//! A stretch of a game's history as one viewer may see it, for a program:
//! each step's row (as in the export), its line in words, and the game as it
//! stood after the last step. The history page draws the same steps (the
//! same `Walk`, the same redaction); this is its twin for the API.

use super::{viewer_for, ExportRow, Snapshot, Walk};
use crate::games::{Corrupt, Registry};
use crate::store::games::{self as game_store, GameRecord};
use crate::store::StoreError;
use crate::support::i18n::Lang;
use serde_json::Value;
use sqlx::PgConnection;

/// The most steps one read gives: a long game is read in pages, and each
/// page costs the same wherever it is.
pub const MOST_STEPS: i64 = 200;
/// Rows read past the stretch, so a take-back of a listed decision (which
/// always follows it at once) still marks it taken back.
const LOOKAHEAD: i64 = 50;

/// One step: the row as the export has it, and its line.
pub struct Step {
    pub row: ExportRow,
    pub text: String,
    /// Its author took it back later.
    pub taken_back: bool,
}

/// The steps `first..=last` and what follows them.
pub struct Steps {
    pub first: i64,
    pub last: i64,
    pub steps: Vec<Step>,
    /// The game right after `last`, as the viewer may see it.
    pub view: Value,
    /// Where the next page starts, when the log goes on.
    pub next: Option<i64>,
}

#[derive(Debug, thiserror::Error)]
pub enum StepsError {
    /// `from` after `to`, or outside the log.
    #[error("no such steps")]
    OutOfRange,
    #[error(transparent)]
    Corrupt(#[from] Corrupt),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The steps from `from` (default 1) to `to` (default: `MOST_STEPS` later,
/// or the last) of `game` as the holder of `seat` (or an onlooker) may see
/// them. The caller has checked that they may see the game at all.
pub async fn read(
    conn: &mut PgConnection,
    game: &GameRecord,
    seat: Option<crate::games::StoredSeat>,
    lang: Lang,
    from: Option<i64>,
    to: Option<i64>,
) -> Result<Steps, StepsError> {
    let entry = Registry::any(&game.kind).ok_or(StepsError::OutOfRange)?;
    let latest = game.seq;
    let first = from.unwrap_or(1).max(1);
    let last = to
        .unwrap_or(first + MOST_STEPS - 1)
        .min(first + MOST_STEPS - 1)
        .min(latest);
    if first > last {
        return Err(StepsError::OutOfRange);
    }
    let viewer = viewer_for(game, seat);
    let (snapshot, rows) =
        game_store::snapshot_and_rows(conn, game.id, first - 1, last + LOOKAHEAD).await?;
    let snapshot = snapshot.map(|(seq, state)| Snapshot { seq, state });
    let walk = Walk::from_snapshot(entry, game, snapshot.as_ref(), &rows);
    let names = game.names_by_seat();
    let lines = walk.lines_in(viewer, &names, lang, first..=last)?;
    let steps = walk
        .export(viewer)?
        .into_iter()
        .filter(|row| (first..=last).contains(&row.seq))
        .zip(lines)
        .map(|(row, line)| Step {
            row,
            text: line.text,
            taken_back: line.taken_back,
        })
        .collect();
    let view = walk.table_at(last)?.view(viewer);
    Ok(Steps {
        first,
        last,
        steps,
        view,
        next: (last < latest).then_some(last + 1),
    })
}

/// Whether the game's log can be read by steps at all: it began.
pub fn begun(game: &GameRecord) -> bool {
    !matches!(
        game.status,
        game_store::GameStatus::Open | game_store::GameStatus::Cancelled
    )
}
