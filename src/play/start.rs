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
    start_all_seated(tx, &[(game, order)]).await
}

/// [`start_seated`] for several games at once (an event's round opening its
/// tables): the seats, the set-up events, the projections, the banks and
/// the notices of all of them in one statement each; only each game's
/// deadlines are written game by game.
pub async fn start_all_seated(
    tx: &mut PgConnection,
    games: &[(&LockedGame, &[Uuid])],
) -> Result<(), PlayError> {
    let mut rng = server_rng();
    let seats: Vec<(Uuid, Uuid, StoredSeat)> = games
        .iter()
        .flat_map(|(game, order)| {
            StoredSeat::all(game.seat_count)
                .zip(order.iter())
                .map(|(seat, user)| (game.id, *user, seat))
        })
        .collect();
    game_store::assign_seats(tx, &seats).await?;
    let mut tables = Vec::with_capacity(games.len());
    let mut set_ups = Vec::with_capacity(games.len());
    for (game, _) in games {
        let entry = entry_of(game)?;
        let (mut table, events) =
            entry
                .engine
                .start(&game.options, game.seat_count.get(), &mut rng)?;
        for event in &events {
            table.apply(event)?;
        }
        let entries: Vec<Entry> = events.into_iter().map(Entry::Event).collect();
        set_ups.push((game.id, game.seq, entries));
        tables.push(table);
    }
    let seqs = game_store::append_set_ups(tx, &set_ups).await?;
    let states: Vec<Value> = tables.iter().map(|table| table.state_json()).collect();
    let waiting: Vec<Vec<StoredSeat>> = tables
        .iter()
        .map(|table| seats_of(table.as_ref()))
        .collect();
    let outcomes: Vec<Option<Value>> = tables
        .iter()
        .map(|table| {
            table
                .outcome()
                .map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null))
        })
        .collect();
    let projections: Vec<(Uuid, Projection)> = games
        .iter()
        .enumerate()
        .map(|(n, (game, _))| {
            (
                game.id,
                Projection {
                    seq: seqs[n],
                    last_action_no: 0,
                    state: &states[n],
                    waiting_on: &waiting[n],
                    outcome: outcomes[n].as_ref(),
                    undo: None,
                },
            )
        })
        .collect();
    game_store::project_set_ups(tx, &projections).await?;
    // Read again as seated and set up, under the locks this transaction holds.
    let ids: Vec<Uuid> = games.iter().map(|(game, _)| game.id).collect();
    let locked = game_store::lock_many(tx, &ids).await?;
    let follows: Vec<Consequences> = locked
        .iter()
        .zip(&tables)
        .zip(&waiting)
        .map(|((seated, table), waiting)| {
            Consequences::none()
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
                    waiting: waiting.clone(),
                })
        })
        .collect();
    let applied: Vec<(&LockedGame, &Consequences)> = locked.iter().zip(&follows).collect();
    consequences::apply_all(tx, &applied, Utc::now()).await?;
    Ok(())
}
