//! Decisions on a game: starting it, submitting an action, taking one back.
//! Each is one short transaction: lock the game row, compare the expected
//! sequence number, ask the engine, append events, update the projection,
//! and say what follows (`consequences::Consequences`: deadlines, mail,
//! ratings), which `consequences::apply` does in the same transaction. This
//! module knows nothing of mail, clocks or ratings.

pub mod agreements;
mod computer;
mod decision;
pub mod ranking;
mod resign;
mod seats;
mod start;
mod submit;
mod timeout;

pub use computer::{computer_decides, COMPUTER_TURN_MAIL_MINUTES};
pub use decision::{Submitted, SubmittedError};
pub use resign::forfeit;
use resign::resign;
use seats::reclaim_seat;
pub use seats::{come_back, take_over};
pub use start::{follow_set_ups, start_all_seated, start_game, start_seated, SetUp};
pub use submit::submit;
pub use timeout::time_out;
use timeout::{keep_deciding_at_once, spend_overtime};

use crate::consequences::{self, Consequences, DeadlineChange, Rated};
use crate::games::log::Entry;
use crate::games::StoredSeat;
use crate::games::{Corrupt, GameEntry, Registry, Rejection, Table};
use crate::notices::{self, Notice};
use crate::store::deadlines as deadline_store;
use crate::store::games::{self as game_store, GameRecord, LockedGame, Projection};
use crate::store::StoreError;
use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
pub(crate) use ranking::without_resigned;
use scriptorium_games::{Outcome, Seat};
use serde_json::Value;
use sqlx::PgConnection;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("no such game")]
    NotFound,
    #[error("you are not seated in this game")]
    NotSeated,
    #[error("the game is not in play")]
    NotActive,
    #[error("the game has moved on (now at {current})")]
    Stale { current: i64 },
    #[error(transparent)]
    Rejected(#[from] Rejection),
    #[error("there is nothing you may take back")]
    NothingToTakeBack,
    #[error("you resigned this game")]
    Resigned,
    #[error("the game is paused")]
    Paused,
    #[error("the game is not paused")]
    NotPaused,
    #[error("a proposal is already waiting for answers")]
    ProposalPending,
    #[error("no proposal is waiting for answers")]
    NoProposal,
    #[error("you already accepted")]
    AlreadyAnswered,
    #[error(transparent)]
    Limited(#[from] crate::rate_limit::LimitError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for PlayError {
    fn from(error: sqlx::Error) -> Self {
        if crate::store::is_unique_violation(&error) {
            // The primary key on (game, seq) caught a racing append.
            PlayError::Stale { current: -1 }
        } else {
            PlayError::Store(StoreError::Database(error))
        }
    }
}

impl From<Corrupt> for PlayError {
    fn from(error: Corrupt) -> Self {
        PlayError::Store(error.into())
    }
}

/// A submission from a seat ([`Submitted::decision`] makes one of what the
/// page, the API or a reply sent).
#[derive(Debug, Clone)]
pub enum Decision {
    Act(Value),
    TakeBack,
    /// Leave the game for good (see [`resign`]).
    Resign,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    /// New events landed; the log now ends at this sequence number.
    Now(i64),
    /// The same submission token was already applied.
    Already(i64),
}

/// Randomness for a decision: seeded from the operating system, never from
/// anything a client sends.
pub fn server_rng() -> ChaCha20Rng {
    ChaCha20Rng::from_os_rng()
}

fn entry_of(game: &GameRecord) -> Result<&'static GameEntry, PlayError> {
    Registry::any(&game.kind).ok_or(PlayError::NotFound)
}

pub fn restore(game: &GameRecord) -> Result<Option<Box<dyn Table>>, PlayError> {
    restore_from(game, game.state.as_ref())
}

/// The game's table from a folded state read apart from its row (see
/// `state_cache`).
pub fn restore_from(
    game: &GameRecord,
    state: Option<&Value>,
) -> Result<Option<Box<dyn Table>>, PlayError> {
    let entry = entry_of(game)?;
    match state {
        Some(state) => Ok(Some(entry.engine.restore(state)?)),
        None => Ok(None),
    }
}

fn seats_of(table: &dyn Table) -> Vec<StoredSeat> {
    table
        .waiting_on()
        .into_iter()
        .map(StoredSeat::from)
        .collect()
}

fn held_by_computer(game: &GameRecord, seat: StoredSeat) -> bool {
    game.players
        .iter()
        .any(|player| player.seat == Some(seat) && player.computer_plays_now())
}

/// A decision worked out by the engine, before anything is written.
struct Prepared {
    entries: Vec<Entry>,
    state_json: Value,
    /// The rules' own limit on the decision now awaited.
    rules_limit_hours: Option<u32>,
    was_waiting: Vec<StoredSeat>,
    waiting: Vec<StoredSeat>,
    outcome: Option<Value>,
    undo: Option<(StoredSeat, i64)>,
    action_no: i64,
    seq: i64,
}

/// Asks the engine for a seat's action; `prefix` rows (a timeout notice) go
/// first in the log.
fn prepare(
    game: &GameRecord,
    state: Option<&Value>,
    seat: StoredSeat,
    action: &Value,
    prefix: Vec<Entry>,
) -> Result<Prepared, PlayError> {
    let mut table = restore_from(game, state)?.ok_or(PlayError::NotActive)?;
    let engine_seat = seat.seat();
    let events = table.decide(engine_seat, action, &mut server_rng())?;
    let mut closes_take_back = false;
    for event in &events {
        closes_take_back |= table.ends_take_back(event);
        table.apply(event)?;
    }
    let action_no = game.last_action_no + 1;
    let entries: Vec<Entry> = prefix
        .into_iter()
        .chain(events.into_iter().map(Entry::Event))
        .collect();
    let outcome = table
        .outcome()
        .map(|outcome| without_resigned(game, outcome))
        .map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null));
    Ok(Prepared {
        seq: game.seq + entries.len() as i64,
        entries,
        state_json: table.state_json(),
        rules_limit_hours: table.rules_time_limit_hours(),
        was_waiting: game.waiting_on.clone(),
        waiting: seats_of(table.as_ref()),
        outcome,
        undo: (!closes_take_back).then_some((seat, action_no)),
        action_no,
    })
}

impl Prepared {
    fn deadline_plan(&self, game: &GameRecord, now: DateTime<Utc>) -> deadline_store::DeadlinePlan {
        consequences::deadline_plan(
            game,
            self.rules_limit_hours,
            &self.was_waiting,
            &self.waiting,
            now,
        )
    }

    /// The players who newly have a decision waiting, as the notices' one
    /// rule names them (none once it is over: they hear that the game
    /// finished instead).
    fn your_turn(&self, game: &GameRecord) -> Vec<(Uuid, StoredSeat)> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let turns = Notice::Turns {
            was_waiting: self.was_waiting.clone(),
            waiting: self.waiting.clone(),
        };
        notices::addressees(&turns, &game.players, &[])
            .into_iter()
            .filter_map(|notice| Some((notice.user, notice.seat?)))
            .collect()
    }

    fn write<'a>(
        &'a self,
        game: &GameRecord,
        seat: StoredSeat,
        plan: &'a deadline_store::DeadlinePlan,
        your_turn: &'a [(Uuid, StoredSeat)],
        submission: Option<(Uuid, Uuid)>,
        now: DateTime<Utc>,
    ) -> game_store::DecisionWrite<'a> {
        game_store::DecisionWrite {
            game: game.id,
            expected_seq: game.seq,
            action_no: self.action_no,
            seat: Some(seat),
            entries: &self.entries,
            projection: Projection {
                seq: self.seq,
                last_action_no: self.action_no,
                state: &self.state_json,
                waiting_on: &self.waiting,
                outcome: self.outcome.as_ref(),
                undo: self.undo,
            },
            submission,
            deadlines: plan,
            your_turn,
            turn_mail_after: now,
        }
    }
}

/// Applies a seat's action and what follows from it; returns the new last
/// sequence number.
async fn act(
    tx: &mut PgConnection,
    game: &LockedGame,
    seat: StoredSeat,
    action: &Value,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let acted = act_with_prefix(tx, game, seat, action, now, Vec::new(), now).await?;
    consequences::apply(tx, game, &acted.follows, now).await?;
    Ok(acted.seq)
}

/// A decision written: its last sequence number and what follows from it
/// beyond what its own statement wrote (the deadlines and the "your turn"
/// mail travel with the events).
struct Acted {
    seq: i64,
    follows: Consequences,
    /// The seats waiting after it (none once the game is over): what the
    /// caller needs of the game as it now stands, without reading it again.
    waiting: Vec<StoredSeat>,
}

/// Writes a seat's action, `prefix` rows (a timeout notice) first in the
/// log; the caller applies what follows. `turn_mail_after`: when the "your
/// turn" mail this decision causes may go.
async fn act_with_prefix(
    tx: &mut PgConnection,
    game: &LockedGame,
    seat: StoredSeat,
    action: &Value,
    now: DateTime<Utc>,
    prefix: Vec<Entry>,
    turn_mail_after: DateTime<Utc>,
) -> Result<Acted, PlayError> {
    let prepared = prepare(game, game.state.as_ref(), seat, action, prefix)?;
    let plan = prepared.deadline_plan(game, now);
    let your_turn = prepared.your_turn(game);
    let mut write = prepared.write(game, seat, &plan, &your_turn, None, now);
    write.turn_mail_after = turn_mail_after;
    // The caller holds the game row's lock: the guard cannot fail.
    if !game_store::commit_decision(tx, &write).await? {
        return Err(PlayError::Stale { current: -1 });
    }
    let follows = if prepared.outcome.is_some() {
        Consequences::none().finished(Rated::Yes)
    } else {
        Consequences::none()
    };
    let waiting = if prepared.outcome.is_some() {
        Vec::new()
    } else {
        prepared.waiting.clone()
    };
    Ok(Acted {
        seq: prepared.seq,
        follows,
        waiting,
    })
}

/// The rules' own limit on the decision the game awaits, read from its
/// stored state: for the rare paths that have no table at hand.
fn rules_limit_of(game: &GameRecord) -> Result<Option<u32>, PlayError> {
    Ok(restore(game)?.and_then(|table| table.rules_time_limit_hours()))
}

pub(crate) fn has_resigned(game: &GameRecord, seat: StoredSeat) -> bool {
    game.players
        .iter()
        .any(|player| player.seat == Some(seat) && player.resigned)
}

/// The side a seat plays for: its team in a team game, else itself.
fn side_of(game: &GameRecord, seat: StoredSeat) -> u8 {
    crate::games::team_of(&game.kind, &game.options, game.seat_count, seat).unwrap_or(seat.seat().0)
}

/// Projects rows of the service that leave the game's state as it was (a
/// resignation, a hand-over, an agreement): the sequence number moves on,
/// who waits stays, and nothing may be taken back across them. With an
/// `outcome`, the game ends there and nobody waits.
pub(crate) async fn project_unchanged(
    tx: &mut PgConnection,
    game: &LockedGame,
    seq: i64,
    action_no: i64,
    outcome: Option<&Value>,
) -> Result<(), PlayError> {
    let state = game.state.clone().unwrap_or(Value::Null);
    let waiting_on: &[StoredSeat] = if outcome.is_some() {
        &[]
    } else {
        &game.waiting_on
    };
    game_store::project(
        tx,
        game.id,
        Projection {
            seq,
            last_action_no: action_no,
            state: &state,
            waiting_on,
            outcome,
            undo: None,
        },
    )
    .await?;
    Ok(())
}

/// Ends a game the service decides, not the rules (a timeout with the "end"
/// policy, a resignation leaving one side): `winners` win, no scores, the
/// pieces stay as they are. What follows: no more deadlines, the
/// finished-game mail and, as `rated` says, the ratings.
async fn end_with_winners(
    tx: &mut PgConnection,
    game: &LockedGame,
    seq: i64,
    action_no: i64,
    winners: Vec<Seat>,
    rated: Rated,
) -> Result<Consequences, PlayError> {
    let outcome = serde_json::to_value(Outcome::decided(winners)).unwrap_or(Value::Null);
    project_unchanged(tx, game, seq, action_no, Some(&outcome)).await?;
    Ok(Consequences::none()
        .deadline(DeadlineChange::RemoveAll)
        .finished(rated))
}
