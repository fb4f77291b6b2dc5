//! What an event's records mean for its games, in the decision's
//! transaction: every table a record opens (`RoundPaired`,
//! `ChallengeAccepted`) becomes a game with the event's rules, started at
//! once with the table's seats in order; every forfeit the event recorded
//! for a table whose game still runs ends that game, and an event called
//! off calls off its running games.

use super::TournamentError;
use crate::clocks::TimeControl;
use crate::games::{Registry, Seats};
use crate::play;
use crate::store::events as event_store;
use crate::store::games::{self as game_store, EventTableGame, GameStatus, NewGame, TimeoutPolicy};
use chrono::{DateTime, Utc};
use scriptorium_events::{
    Ending, EventRecord, EventState, Phase, Rules, Table, TableResult, VanishedPolicy,
};
use sqlx::PgConnection;
use uuid::Uuid;

/// Starts a game for every table `records` open; returns the games. All
/// of them are dealt, then created seated and started together, a few
/// statements for the whole round (`play::follow_set_ups` writes the rest
/// of what a start writes).
pub async fn open_games(
    tx: &mut PgConnection,
    event: Uuid,
    rules: &Rules,
    records: &[EventRecord],
) -> Result<Vec<Uuid>, TournamentError> {
    let tables: Vec<&Table> = opened_tables(records).collect();
    if tables.is_empty() {
        return Ok(Vec::new());
    }
    let entry = Registry::any(&rules.game).ok_or(TournamentError::UnknownGame)?;
    let info = entry.engine.info();
    let mut games: Vec<OpenedGame> = Vec::with_capacity(tables.len());
    for table in &tables {
        let seats = u8::try_from(table.seats.len()).map_err(|_| TournamentError::BadSeats)?;
        // The event's games play the game's own defaults: the rules shown
        // before entry name no options.
        let options = entry
            .engine
            .normalize_options(&serde_json::json!({}), seats)
            .map_err(|_| TournamentError::BadSeats)?;
        let players: Vec<Uuid> = table.seats.iter().map(|&p| super::log::user(p)).collect();
        let number = i32::try_from(table.id.0).map_err(|_| TournamentError::BadSeats)?;
        games.push(OpenedGame {
            id: Uuid::new_v4(),
            seat_count: Seats::new(seats),
            options,
            players,
            table: number,
        });
    }
    let first = games[0]
        .players
        .first()
        .copied()
        .ok_or(TournamentError::BadSeats)?;
    let terms = NewGame {
        kind: info.id,
        rules_version: info.rules_version as i32,
        options: &games[0].options,
        seat_count: games[0].seat_count,
        created_by: first,
        time_control: crate::clocks::time_control::validate(time_control(rules))
            .map_err(|_| TournamentError::BadTimeControl)?,
        // Seated by the event, never from the lobby.
        invite_only: true,
        private: false,
        chat_private: false,
        team_talk: false,
        timeout_policy: game_timeout_policy(rules),
    };
    // Each game is dealt before it is created, and created already started.
    let mut rng = play::server_rng();
    let set_ups: Vec<play::SetUp> = games
        .iter()
        .map(|game| play::SetUp::deal(entry, &game.options, game.seat_count, &mut rng))
        .collect::<Result<_, _>>()?;
    let table_games: Vec<EventTableGame> = games
        .iter()
        .zip(&set_ups)
        .map(|(game, set_up)| EventTableGame {
            id: game.id,
            seat_count: game.seat_count,
            options: &game.options,
            players: &game.players,
            table: game.table,
            set_up: set_up.projection(set_up.last_seq()),
        })
        .collect();
    game_store::create_event_games(tx, event, &terms, &table_games).await?;
    let mut everyone: Vec<Uuid> = games
        .iter()
        .flat_map(|game| game.players.iter().copied())
        .collect();
    everyone.sort();
    everyone.dedup();
    event_store::grant_vacation(
        tx,
        event,
        &everyone,
        i64::from(rules.vacation_days) * 86_400,
    )
    .await?;
    let ids: Vec<Uuid> = games.iter().map(|game| game.id).collect();
    let started: Vec<(Uuid, &play::SetUp)> = ids.iter().copied().zip(&set_ups).collect();
    play::follow_set_ups(tx, &started).await?;
    tracing::info!(%event, games = ids.len(), "an event's tables started");
    Ok(ids)
}

/// A table's game as the round opens it: what `create_event_games` is
/// given a view of.
struct OpenedGame {
    id: Uuid,
    seat_count: Seats,
    options: serde_json::Value,
    players: Vec<Uuid>,
    table: i32,
}

fn opened_tables(records: &[EventRecord]) -> impl Iterator<Item = &Table> {
    records.iter().flat_map(|record| match record {
        EventRecord::RoundPaired { tables, .. } => tables.iter().collect::<Vec<_>>(),
        EventRecord::ChallengeAccepted { table, .. } => vec![table],
        _ => Vec::new(),
    })
}

/// The clock every game of the event runs: the rules' hours per move
/// (0: no limit).
pub fn time_control(rules: &Rules) -> TimeControl {
    match i32::try_from(rules.time_control_hours) {
        Ok(hours) if hours > 0 => TimeControl {
            per_move_hours: Some(hours),
            ..TimeControl::NONE
        },
        _ => TimeControl::NONE,
    }
}

/// What the game does when a seat's time runs out, from the event's rules:
/// the computer plays on for a vanished player when the rules say so;
/// otherwise the clock's end decides the game, and the event scores it by
/// its own timeout policy.
pub fn game_timeout_policy(rules: &Rules) -> TimeoutPolicy {
    match rules.vanished_policy {
        VanishedPolicy::ComputerTakesSeat => TimeoutPolicy::Bot,
        VanishedPolicy::StayEntered | VanishedPolicy::WithdrawAfterTimeouts(_) => {
            TimeoutPolicy::End
        }
    }
}

/// Ends every game still running that the event no longer waits for: a
/// table it already decided by forfeit (a player left it: the absent
/// players resign), or any table of an event that was called off (the game
/// is called off with it). A game another transaction holds is left for
/// the scheduler: the event is made due again a minute on.
pub async fn end_forfeited_games(
    tx: &mut PgConnection,
    event: Uuid,
    state: &EventState,
    now: DateTime<Utc>,
) -> Result<(), TournamentError> {
    let called_off = state.phase == Phase::Cancelled;
    let mut waiting = false;
    for game in event_store::games_of_event(tx, event).await? {
        if game.status != GameStatus::Active.code() {
            continue;
        }
        let absent = state
            .table(scriptorium_events::TableId(game.table as u32))
            .and_then(|table| table.result.as_ref())
            .and_then(forfeited_by);
        if absent.is_none() && !called_off {
            continue;
        }
        if !event_store::try_lock_game(tx, game.game).await? {
            // Its game is being decided on right now (its end may be what
            // reports to this event): the scheduler ends it in a moment.
            waiting = true;
            continue;
        }
        match absent {
            Some(absent) => {
                let Some(locked) = game_store::lock(tx, game.game).await? else {
                    continue;
                };
                let users: Vec<Uuid> = absent.iter().map(|&p| super::log::user(p)).collect();
                play::forfeit(tx, &locked, &users, now).await?;
            }
            None => {
                play::agreements::cancel_with_event(tx, game.game, now).await?;
                tracing::info!(%event, game = %game.game, "an event's game was called off with it");
            }
        }
    }
    if waiting {
        event_store::set_due(tx, event, Some(now + chrono::Duration::minutes(1))).await?;
    }
    Ok(())
}

fn forfeited_by(result: &TableResult) -> Option<&[scriptorium_events::PlayerId]> {
    match &result.ending {
        Ending::Forfeit { absent } => Some(absent),
        Ending::Played | Ending::Timeout { .. } => None,
    }
}
