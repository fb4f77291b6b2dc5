//! A game's start: the seats drawn, the set-up written, the clocks and the
//! players told.

use super::*;
use crate::consequences::{self, Consequences, DeadlineChange};
use crate::games::log::Entry;
use crate::games::{GameEntry, Seats, StoredSeat};
use crate::notices::Notice;
use crate::store::games::{self as game_store, LockedGame, Projection};
use chrono::Utc;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha20Rng;
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

/// [`start_seated`] for several games at once: the seats, the set-up
/// events, the projections, the banks, the deadlines and the notices of all
/// of them in one statement each.
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
    let set_ups: Vec<SetUp> = games
        .iter()
        .map(|(game, _)| SetUp::deal(entry_of(game)?, &game.options, game.seat_count, &mut rng))
        .collect::<Result<_, _>>()?;
    let started: Vec<(Uuid, i64, &SetUp)> = games
        .iter()
        .zip(&set_ups)
        .map(|((game, _), set_up)| (game.id, game.seq, set_up))
        .collect();
    let seqs = append_set_ups(tx, &started).await?;
    let projections: Vec<(Uuid, Projection)> = started
        .iter()
        .zip(seqs)
        .map(|((game, _, set_up), seq)| (*game, set_up.projection(seq)))
        .collect();
    game_store::project_set_ups(tx, &projections).await?;
    follow_starts(tx, &started).await
}

/// Games created already set up (an event's tables: `SetUp::projection`
/// went into their rows, with their players in their seats): their set-up
/// events written and what follows a start done, as [`start_all_seated`]'s.
pub async fn follow_set_ups(
    tx: &mut PgConnection,
    games: &[(Uuid, &SetUp)],
) -> Result<(), PlayError> {
    let started: Vec<(Uuid, i64, &SetUp)> = games
        .iter()
        .map(|(game, set_up)| (*game, 0, *set_up))
        .collect();
    append_set_ups(tx, &started).await?;
    follow_starts(tx, &started).await
}

/// A game's set-up as its engine deals it: the events, and the table they
/// leave for the game's row.
pub struct SetUp {
    entries: Vec<Entry>,
    /// The time limit the rules set on the first turn (see
    /// `Table::rules_time_limit_hours`).
    rules_limit_hours: Option<u32>,
    state: Value,
    waiting: Vec<StoredSeat>,
    outcome: Option<Value>,
}

impl SetUp {
    pub fn deal(
        entry: &GameEntry,
        options: &Value,
        seats: Seats,
        rng: &mut ChaCha20Rng,
    ) -> Result<SetUp, PlayError> {
        let (mut table, events) = entry.engine.start(options, seats.get(), rng)?;
        for event in &events {
            table.apply(event)?;
        }
        let entries: Vec<Entry> = events.into_iter().map(Entry::Event).collect();
        Ok(SetUp {
            entries,
            state: table.state_json(),
            waiting: seats_of(table.as_ref()),
            outcome: table
                .outcome()
                .map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null)),
            rules_limit_hours: table.rules_time_limit_hours(),
        })
    }

    /// The game's row after its set-up, its log at `seq`.
    pub fn projection(&self, seq: i64) -> Projection<'_> {
        Projection {
            seq,
            last_action_no: 0,
            state: &self.state,
            waiting_on: &self.waiting,
            outcome: self.outcome.as_ref(),
            undo: None,
        }
    }

    /// The log's `seq` after the set-up of a new game (its event count).
    pub fn last_seq(&self) -> i64 {
        self.entries.len() as i64
    }
}

/// Writes each game's set-up events after its `seq`; returns the new seqs.
async fn append_set_ups(
    tx: &mut PgConnection,
    games: &[(Uuid, i64, &SetUp)],
) -> Result<Vec<i64>, PlayError> {
    let logs: Vec<(Uuid, i64, &[Entry])> = games
        .iter()
        .map(|(game, seq, set_up)| (*game, *seq, set_up.entries.as_slice()))
        .collect();
    Ok(game_store::append_set_ups(tx, &logs).await?)
}

/// What follows a start, for every game of `started`: the banks filled, the
/// waiting seats' deadlines, the "started" and "your turn" notices. The
/// games are read again as seated and set up, under this transaction's locks.
async fn follow_starts(
    tx: &mut PgConnection,
    started: &[(Uuid, i64, &SetUp)],
) -> Result<(), PlayError> {
    let ids: Vec<Uuid> = started.iter().map(|(game, _, _)| *game).collect();
    let locked = game_store::lock_many(tx, &ids).await?;
    let follows: Vec<Consequences> = locked
        .iter()
        .zip(started)
        .map(|(seated, (_, _, set_up))| {
            Consequences::none()
                .deadline(DeadlineChange::StartBanks {
                    seconds: i64::from(seated.time_control.bank_hours) * 3600,
                })
                .deadline(DeadlineChange::Sync {
                    rules_limit_hours: set_up.rules_limit_hours,
                    was_waiting: Vec::new(),
                    waiting: set_up.waiting.clone(),
                })
                .notice(Notice::Started)
                .notice(Notice::Turns {
                    was_waiting: Vec::new(),
                    waiting: set_up.waiting.clone(),
                })
        })
        .collect();
    let applied: Vec<(&LockedGame, &Consequences)> = locked.iter().zip(&follows).collect();
    consequences::apply_all(tx, &applied, Utc::now()).await?;
    Ok(())
}
