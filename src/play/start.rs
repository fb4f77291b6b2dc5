//! A game's start: the seats drawn, the set-up written, the clocks and the
//! players told.

use super::*;
use crate::consequences::{self, Consequences, DeadlineChange};
use crate::games::log::Entry;
use crate::games::StoredSeat;
use crate::notices::Notice;
use crate::store::games::{self as game_store, LockedGame, Projection};
use chrono::Utc;
use rand::seq::SliceRandom;
use serde_json::Value;
use sqlx::PgConnection;
use uuid::Uuid;

/// Draws the seat order and writes the set-up events: the game is on.
pub async fn start_game(tx: &mut PgConnection, game: &LockedGame) -> Result<(), PlayError> {
    let mut players: Vec<Uuid> = game.players.iter().map(|player| player.user_id).collect();
    players.shuffle(&mut server_rng());
    start_seated(tx, game, &players).await
}

/// Starts the game with its players in the seats `order` gives them, first
/// seat first (an event's table says who moves first).
pub async fn start_seated(
    tx: &mut PgConnection,
    game: &LockedGame,
    order: &[Uuid],
) -> Result<(), PlayError> {
    let entry = entry_of(game)?;
    let seats = game.seat_count.get();
    let mut rng = server_rng();
    let players = order;
    for (seat, user) in StoredSeat::all(game.seat_count).zip(players) {
        game_store::assign_seat(tx, game.id, *user, seat).await?;
    }
    let (mut table, events) = entry.engine.start(&game.options, seats, &mut rng)?;
    for event in &events {
        table.apply(event)?;
    }
    let entries: Vec<Entry> = events.into_iter().map(Entry::Event).collect();
    let seq = game_store::append(tx, game.id, game.seq, 0, None, &entries).await?;
    let waiting = seats_of(table.as_ref());
    let outcome = table
        .outcome()
        .map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null));
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
    let seated = game.reread(tx).await?;
    let follows = Consequences::none()
        .deadline(DeadlineChange::StartBanks {
            seconds: i64::from(seated.time_control.bank_hours) * 3600,
        })
        .deadline(DeadlineChange::Sync {
            rules_limit_hours: table.rules_time_limit_hours(),
            was_waiting: Vec::new(),
            waiting: waiting.clone(),
        })
        .notice(Notice::Started)
        .notice(Notice::Turns {
            was_waiting: Vec::new(),
            waiting,
        });
    consequences::apply(tx, &seated, &follows, Utc::now()).await?;
    Ok(())
}
