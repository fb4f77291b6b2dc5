//! What the others did since a seat's last decision, as that seat may see
//! it: the steps in words, and the places on the board they touched. The
//! game page shows it above the board on the seat's turn (the computer's
//! whole turn, the other players' placements in a phase played at once); the
//! turn mail and the push text can tell the same.
//!
//! Only words and place names come out (no web type): the places are named
//! as the board names what a player touches (`games::picks`: `sq:c3`,
//! `territory:7`, `country:hesse`, `card:hesse`), plus `court:<seat>` for a
//! player's court. They are read from each engine's own mark of the latest
//! decision (`last_move`), followed after every step, so the recap marks
//! exactly what the board would have marked step by step.

use super::{Snapshot, Walk};
use crate::games::log::{Entry, LogRow};
use crate::games::picks;
use crate::games::{Corrupt, GameEntry, StoredSeat, Table};
use crate::store::games::GameRecord;
use crate::support::i18n::Lang;
use scriptorium_games::{carolingi, carolus_magnus, torres, Viewer};

/// One step of the others, in words.
#[derive(Debug, Clone, PartialEq)]
pub struct RecapLine {
    pub seq: i64,
    /// Who took it (`None`: the game itself, e.g. a year's scoring).
    pub seat: Option<StoredSeat>,
    pub text: String,
}

/// What the others did since a seat's last decision.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Recap {
    /// The first step told (the history from there shows the same).
    pub since: i64,
    pub lines: Vec<RecapLine>,
    /// The places those steps touched, each once, in the order touched.
    pub places: Vec<String>,
}

impl Recap {
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}

/// The sequence number of `seat`'s last decision in `rows` (a step of the
/// game it took, or a take-back), if any.
pub fn last_decision(rows: &[LogRow], seat: StoredSeat) -> Option<i64> {
    rows.iter()
        .rev()
        .find(|row| {
            row.seat == Some(seat) && matches!(row.entry, Entry::Event(_) | Entry::TakeBack(_))
        })
        .map(|row| row.seq)
}

/// What the others did since `seat`'s last decision, told to `seat` in
/// `lang`. `rows` run from after `from` (a snapshot at or before that
/// decision; `None`: from before set-up) to the game's end of log, as
/// `store::games::recap_rows` reads them. A seat that has not decided yet
/// hears everything since set-up. Steps taken back meanwhile are left out,
/// with their take-backs.
pub fn since_last_decision(
    entry: &'static GameEntry,
    game: &GameRecord,
    from: Option<&Snapshot>,
    rows: &[LogRow],
    seat: StoredSeat,
    names: &[String],
    lang: Lang,
) -> Result<Recap, Corrupt> {
    let after = match last_decision(rows, seat) {
        Some(seq) => seq,
        // Never decided: from the first step anyone took.
        None => rows
            .iter()
            .find(|row| row.seat.is_some())
            .map_or(i64::MAX, |row| row.seq - 1),
    };
    let taken_back: Vec<i64> = rows
        .iter()
        .filter(|row| row.seq > after)
        .filter_map(|row| match row.entry {
            Entry::TakeBack(action_no) => Some(action_no),
            _ => None,
        })
        .collect();
    let viewer = Viewer::Seat(seat.seat());
    let walk = Walk::from_snapshot(entry, game, from, rows);
    let kind = game.kind.as_str();
    let mut recap = Recap::default();
    walk.each(viewer, |row, redacted, table| {
        if row.seq <= after || taken_back.contains(&row.action_no) {
            return;
        }
        let text = match (redacted, &row.entry) {
            (Some(event), _) => super::event_line(table, event, names, lang),
            (None, Entry::TakeBack(_)) => return,
            (None, _) => match walk.service_line(row, names, lang) {
                Some(text) => text,
                None => return,
            },
        };
        if recap.lines.is_empty() {
            recap.since = row.seq;
        }
        if !text.is_empty() {
            recap.lines.push(RecapLine {
                seq: row.seq,
                seat: row.seat,
                text,
            });
        }
        if redacted.is_some() {
            for place in places_marked(kind, table) {
                if !recap.places.contains(&place) {
                    recap.places.push(place);
                }
            }
        }
    })?;
    Ok(recap)
}

/// The places the engine marks as touched by the latest decision, in the
/// board's names.
fn places_marked(kind: &str, table: &dyn Table) -> Vec<String> {
    let state = table.state_any();
    match kind {
        "torres" => state
            .downcast_ref::<torres::State>()
            .map(|state| {
                state
                    .last_move
                    .squares
                    .iter()
                    .map(|square| picks::torres::square(*square))
                    .collect()
            })
            .unwrap_or_default(),
        "carolus-magnus" => state
            .downcast_ref::<carolus_magnus::State>()
            .map(|state| {
                let last = &state.last_move;
                let territories = last
                    .regions
                    .iter()
                    .filter_map(|id| state.region(*id))
                    .flat_map(|region| region.segments.iter())
                    .map(|segment| picks::carolus_magnus::territory(*segment));
                let courts = last.courts.iter().map(|seat| court(seat.index()));
                territories.chain(courts).collect()
            })
            .unwrap_or_default(),
        "carolingi" => state
            .downcast_ref::<carolingi::State>()
            .map(|state| {
                let last = &state.last_move;
                let countries = last
                    .countries
                    .iter()
                    .map(|country| picks::carolingi::country(&country.info().id));
                let cards = last
                    .cards
                    .iter()
                    .map(|country| picks::carolingi::card(&country.info().id));
                countries.chain(cards).collect()
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The place name of a player's court (by seat index).
pub fn court(seat: usize) -> String {
    format!("court:{seat}")
}

/// Why a recap could not be told.
#[derive(Debug, thiserror::Error)]
pub enum RecapError {
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error(transparent)]
    Corrupt(#[from] Corrupt),
}

/// Reads what it takes and tells `seat` what the others did since its last
/// decision (see [`since_last_decision`]).
pub async fn read(
    pool: &sqlx::PgPool,
    game: &GameRecord,
    seat: StoredSeat,
    lang: Lang,
) -> Result<Recap, RecapError> {
    let mut conn = pool
        .acquire()
        .await
        .map_err(crate::store::StoreError::from)?;
    read_in(&mut conn, game, seat, lang).await
}

/// [`read`] on a connection the caller holds (the mail worker's
/// transaction: the turn mail and the push tell the same recap as the page).
pub async fn read_in(
    conn: &mut sqlx::PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    lang: Lang,
) -> Result<Recap, RecapError> {
    let Some(entry) = crate::games::Registry::any(&game.kind) else {
        return Ok(Recap::default());
    };
    let (snapshot, rows) = crate::store::games::recap_rows(conn, game.id, seat).await?;
    let snapshot = snapshot.map(|(seq, state)| Snapshot { seq, state });
    Ok(since_last_decision(
        entry,
        game,
        snapshot.as_ref(),
        &rows,
        seat,
        &game.names_by_seat(),
        lang,
    )?)
}
