//! Decisions on a game: starting it, submitting an action, taking one back.
//! Each is one short transaction: lock the game row, compare the expected
//! sequence number, ask the engine, append events, update the projection,
//! write the outbox rows.

use crate::games::log::{self, Entry};
use crate::games::{Corrupt, GameEntry, Rejection, Registry, Table};
use crate::mail;
use crate::store::games::{self as game_store, GameRecord, NewRow, Projection};
use crate::store::StoreError;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use scriptorium_games::Seat;
use serde_json::Value;
use sqlx::{PgConnection, PgPool};
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

/// A submission from a seat.
#[derive(Debug, Clone)]
pub enum Decision {
    Act(Value),
    TakeBack,
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
    let entry = entry_of(game)?;
    match &game.state {
        Some(state) => Ok(Some(entry.engine.restore(state)?)),
        None => Ok(None),
    }
}

fn seats_of(table: &dyn Table) -> Vec<i16> {
    table.waiting_on().iter().map(|seat| i16::from(seat.0)).collect()
}

/// Draws the seat order and writes the set-up events: the game is on.
pub async fn start_game(tx: &mut PgConnection, game: &GameRecord) -> Result<(), PlayError> {
    let entry = entry_of(game)?;
    let seats = u8::try_from(game.seat_count).map_err(|_| PlayError::NotActive)?;
    let mut rng = server_rng();
    let mut players: Vec<Uuid> = game.players.iter().map(|player| player.user_id).collect();
    players.shuffle(&mut rng);
    for (seat, user) in players.iter().enumerate() {
        game_store::assign_seat(tx, game.id, *user, seat as i16).await?;
    }
    let (mut table, events) = entry.engine.start(&game.options, seats, &mut rng)?;
    for event in &events {
        table.apply(event)?;
    }
    let entries: Vec<Entry> = events.into_iter().map(Entry::Event).collect();
    let rows: Vec<NewRow> = entries
        .iter()
        .map(|entry| NewRow {
            action_no: 0,
            seat: None,
            entry,
        })
        .collect();
    let seq = game_store::append(tx, game.id, game.seq, &rows).await?;
    let waiting = seats_of(table.as_ref());
    let outcome = table.outcome().map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null));
    game_store::project(
        tx,
        game.id,
        Projection {
            seq,
            last_action_no: 0,
            state: &table.state_json(),
            waiting_on: &waiting,
            outcome: outcome.as_ref(),
            undo: None,
        },
    )
    .await?;
    let seated = game_store::lock(tx, game.id).await?.ok_or(PlayError::NotFound)?;
    mail::notify_started(tx, &seated).await?;
    mail::notify_turns(tx, &seated, &[], &waiting).await?;
    Ok(())
}

/// Applies one decision of `user` to the game, if the game is still where
/// the client saw it (`expected_seq`).
pub async fn submit(
    pool: &PgPool,
    game_id: Uuid,
    user: Uuid,
    expected_seq: i64,
    token: Uuid,
    decision: Decision,
) -> Result<Applied, PlayError> {
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    if let Some(seq_after) = game_store::submission(&mut tx, game_id, token).await? {
        return Ok(Applied::Already(seq_after));
    }
    if !game.is_player(user) {
        return Err(PlayError::NotSeated);
    }
    let seat = game.seat_of(user).ok_or(PlayError::NotActive)?;
    if game.status != "active" {
        return Err(PlayError::NotActive);
    }
    if game.seq != expected_seq {
        return Err(PlayError::Stale { current: game.seq });
    }
    let seq = match decision {
        Decision::Act(action) => act(&mut tx, &game, seat, &action).await?,
        Decision::TakeBack => take_back(&mut tx, &game, seat).await?,
    };
    game_store::record_submission(&mut tx, game_id, token, user, seq).await?;
    tx.commit().await.map_err(StoreError::from)?;
    Ok(Applied::Now(seq))
}

async fn act(tx: &mut PgConnection, game: &GameRecord, seat: i16, action: &Value) -> Result<i64, PlayError> {
    let mut table = restore(game)?.ok_or(PlayError::NotActive)?;
    let engine_seat = Seat(u8::try_from(seat).map_err(|_| PlayError::NotSeated)?);
    let events = table.decide(engine_seat, action, &mut server_rng())?;
    let was_waiting = game.waiting_on.clone();
    let mut closes_take_back = false;
    for event in &events {
        closes_take_back |= table.ends_take_back(event);
        table.apply(event)?;
    }
    let action_no = game.last_action_no + 1;
    let entries: Vec<Entry> = events.into_iter().map(Entry::Event).collect();
    let rows: Vec<NewRow> = entries
        .iter()
        .map(|entry| NewRow {
            action_no,
            seat: Some(seat),
            entry,
        })
        .collect();
    let seq = game_store::append(tx, game.id, game.seq, &rows).await?;
    let waiting = seats_of(table.as_ref());
    let outcome = table.outcome().map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null));
    game_store::project(
        tx,
        game.id,
        Projection {
            seq,
            last_action_no: action_no,
            state: &table.state_json(),
            waiting_on: &waiting,
            outcome: outcome.as_ref(),
            undo: (!closes_take_back).then_some((seat, action_no)),
        },
    )
    .await?;
    if outcome.is_some() {
        let finished = game_store::lock(tx, game.id).await?.ok_or(PlayError::NotFound)?;
        mail::notify_finished(tx, &finished).await?;
    } else {
        mail::notify_turns(tx, game, &was_waiting, &waiting).await?;
    }
    Ok(seq)
}

async fn take_back(tx: &mut PgConnection, game: &GameRecord, seat: i16) -> Result<i64, PlayError> {
    let action_no = match (game.undo_seat, game.undo_action_no) {
        (Some(undo_seat), Some(action_no)) if undo_seat == seat => action_no,
        _ => return Err(PlayError::NothingToTakeBack),
    };
    let entry = entry_of(game)?;
    let seats = u8::try_from(game.seat_count).map_err(|_| PlayError::NotActive)?;
    let mut rows = game_store::log(tx, game.id).await?;
    let entry_row = Entry::TakeBack(action_no);
    let seq = game_store::append(
        tx,
        game.id,
        game.seq,
        &[NewRow {
            action_no,
            seat: Some(seat),
            entry: &entry_row,
        }],
    )
    .await?;
    rows.push(log::LogRow {
        seq,
        action_no,
        seat: Some(seat),
        entry: entry_row,
    });
    // Taking back is rare: refold from the log rather than keep undo state.
    let table = log::fold(entry.engine, &game.options, seats, &rows)?;
    let undo = log::revocable(entry.engine, &game.options, seats, &rows)?;
    let waiting = seats_of(table.as_ref());
    game_store::project(
        tx,
        game.id,
        Projection {
            seq,
            last_action_no: game.last_action_no,
            state: &table.state_json(),
            waiting_on: &waiting,
            outcome: None,
            undo,
        },
    )
    .await?;
    Ok(seq)
}
