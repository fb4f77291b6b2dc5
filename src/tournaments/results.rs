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
use crate::store::games::{self as game_store, GameRecord};
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
    let timed_out = match game_store::entry_at(tx, game.id, game.seq).await {
        Ok(Some(Entry::TimedOut(seat))) => game
            .players
            .iter()
            .find(|player| player.seat == Some(seat))
            .map(|player| player.user_id),
        Ok(_) => None,
        Err(StoreError::Database(error)) => return Err(error),
        Err(StoreError::Corrupt(_)) => None,
    };
    let decided = log::decide_with(tx, event, now, |state| {
        Ok(EventAction::RecordResult {
            table,
            outcome: outcome_for(state, table, game, timed_out)?,
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

/// The game's result in the table's seat order. A game called off (no
/// winner) counts as shared by everyone at the table; a game its clock
/// ended (the `End` policy every event game runs) names who ran out of
/// time, so the event scores it by its own timeout policy and counts it
/// towards withdrawing a vanished player.
fn outcome_for(
    state: &EventState,
    table: TableId,
    game: &GameRecord,
    timed_out: Option<uuid::Uuid>,
) -> Result<ReportedOutcome, Refusal> {
    let seats = &state
        .table(table)
        .ok_or(Refusal::NoSuchTable(table))?
        .table
        .seats;
    if state.table(table).is_some_and(|t| t.result.is_some()) {
        return Err(Refusal::ResultAlreadyRecorded(table));
    }
    let seat_of = |player| game.seat_of(log::user(player));
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
    Ok(match timed_out {
        Some(user) => ReportedOutcome::Timeout {
            timed_out: vec![log::player(user)],
            places,
            scores,
        },
        None => ReportedOutcome::Played { places, scores },
    })
}
