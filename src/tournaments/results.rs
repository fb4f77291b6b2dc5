//! A game played for an event ended: its places go to the event as
//! `RecordResult`, in the transaction that ended the game
//! (`consequences::apply` calls [`game_ended`]).
//!
//! A result may make the core withdraw a player who timed out too often,
//! forfeiting their other open games. Ending those games goes through
//! `play`, which is above `consequences`; so here the event is only marked
//! due, and the scheduler's next look (`tournaments::schedule`) ends them.

use super::log::{self, DecideError};
use crate::games::log::Entry;
use crate::play::ranking::places_of;
use crate::store::events as store;
use crate::store::games::{self as game_store, GameRecord, StoredSeat, TimeoutPolicy};
use crate::store::StoreError;
use chrono::{DateTime, Utc};
use scriptorium_events::{EventAction, EventRecord, EventState, Refusal, ReportedOutcome, TableId};
use scriptorium_games::Outcome;
use sqlx::PgConnection;

/// Reports a finished game to its event, if it has one. The game's end
/// never fails because of its event: a result the event refuses (already
/// recorded: the event itself forfeited the table) changes nothing, and
/// a log that does not decode is logged, not raised.
pub async fn game_ended(
    tx: &mut PgConnection,
    game: &GameRecord,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let Some((event, table)) = store::event_of_game(tx, game.id).await? else {
        return Ok(());
    };
    let table = TableId(u32::try_from(table).unwrap_or(u32::MAX));
    let timed_out = match timed_out_seats(tx, game).await {
        Ok(seats) => seats,
        Err(StoreError::Database(error)) => return Err(error),
        Err(StoreError::Corrupt(_)) => Vec::new(),
    };
    let decided = log::decide_with(tx, event, now, |state| {
        Ok(EventAction::RecordResult {
            table,
            outcome: outcome_for(state, table, game, &timed_out)?,
        })
    })
    .await;
    match decided {
        Ok(decided) => {
            let other_forfeits = decided.records.iter().any(|record| {
                matches!(record, EventRecord::ResultRecorded { table: other, .. } if *other != table)
            });
            if other_forfeits {
                store::set_due(tx, event, Some(now)).await?;
            }
            Ok(())
        }
        // Already recorded: the event itself forfeited the table. Over: the
        // event was called off, and this game with it.
        Err(DecideError::Refused(Refusal::ResultAlreadyRecorded(_) | Refusal::EventOver)) => Ok(()),
        Err(DecideError::Store(error)) => Err(error),
        Err(DecideError::Stale) => Err(sqlx::Error::Protocol(
            "an event moved on under its lock".into(),
        )),
        Err(error) => {
            tracing::error!(%event, game = %game.id, %error, "a game's result was not recorded in its event");
            Ok(())
        }
    }
}

/// The seats whose players ran out of time in a way that decided the game:
/// the last entry's timeout (the `end` policy ended the game on it), and
/// every seat the computer played for a person (the "computer takes the
/// seat" policy), each once, in the order they first ran out: the event
/// places the first to run out lowest.
async fn timed_out_seats(
    tx: &mut PgConnection,
    game: &GameRecord,
) -> Result<Vec<StoredSeat>, StoreError> {
    let mut seats: Vec<StoredSeat> = Vec::new();
    let mut ran_out = |seat: StoredSeat| {
        if !seats.contains(&seat) {
            seats.push(seat);
        }
    };
    if game.timeout_policy == TimeoutPolicy::Bot {
        for row in game_store::log(tx, game.id).await? {
            if let Entry::ComputerPlayed(seat) = row.entry {
                ran_out(seat);
            }
        }
    }
    if let Some(Entry::TimedOut(seat)) = game_store::entry_at(tx, game.id, game.seq).await? {
        ran_out(seat);
    }
    Ok(seats)
}

/// The game's result in the table's seat order. A game called off (no
/// winner) counts as shared by everyone at the table; a game in which
/// someone ran out of time (`timed_out`) names them, so the event scores it
/// by its own timeout policy and counts it towards withdrawing a vanished
/// player.
fn outcome_for(
    state: &EventState,
    table: TableId,
    game: &GameRecord,
    timed_out: &[StoredSeat],
) -> Result<ReportedOutcome, Refusal> {
    let seats = &state
        .table(table)
        .ok_or(Refusal::NoSuchTable(table))?
        .table
        .seats;
    if state.table(table).is_some_and(|t| t.result.is_some()) {
        return Err(Refusal::ResultAlreadyRecorded(table));
    }
    // The game seated the table in its order; a reserve who took a seat
    // over plays it for the entrant who sat there.
    let seat_of = |player| {
        game.seat_of(log::user(player)).or_else(|| {
            seats
                .iter()
                .position(|p| *p == player)
                .and_then(StoredSeat::nth)
        })
    };
    let places = places_of(game);
    let place_of = |player| -> u8 {
        let Some(places) = &places else {
            return 1;
        };
        seat_of(player)
            .and_then(|seat| places.iter().find(|place| place.seat == seat.seat()))
            .map_or(u8::MAX, |place| {
                u8::try_from(place.place).unwrap_or(u8::MAX)
            })
    };
    let scores = game
        .outcome
        .clone()
        .and_then(|value| serde_json::from_value::<Outcome>(value).ok())
        .filter(|outcome| !outcome.scores.is_empty())
        .and_then(|outcome| {
            seats
                .iter()
                .map(|&player| {
                    seat_of(player)
                        .and_then(|seat| outcome.scores.get(seat.seat().index()).copied())
                })
                .collect::<Option<Vec<i64>>>()
        });
    let places = seats.iter().map(|&player| place_of(player)).collect();
    // In the order they ran out, as the event's timeout rule reads them.
    let timed_out: Vec<_> = timed_out
        .iter()
        .filter_map(|ran_out| {
            seats
                .iter()
                .copied()
                .find(|&player| seat_of(player) == Some(*ran_out))
        })
        .collect();
    Ok(if timed_out.is_empty() {
        ReportedOutcome::Played { places, scores }
    } else {
        ReportedOutcome::Timeout {
            timed_out,
            places,
            scores,
        }
    })
}
