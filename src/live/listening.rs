//! Telling every instance what this one listens to (migration 0052).
//!
//! Announcing a change costs its transaction a lock shared by the whole
//! cluster at commit, and most moves of a game played by post are made
//! while nobody else has it open. So the triggers announce a game's change
//! only if some instance wrote that it listens to the game, and name only
//! the users some instance listens to. Every way of hearing goes through
//! here: [`Hub::listen_to_game`] for a game's live page, stream or wait,
//! [`Hub::listen_to_player`] for a player's count of games waiting,
//! [`Hub::listen_to_account`] for an account's stream. [`keep_listening`]
//! writes it all again ahead of time, like the presence at a table, so an
//! instance that dies stops being announced to by itself.
//!
//! The first listener of a game or user here writes the row before it goes
//! on. A change whose statement began before that row was committed cannot
//! see it and is not announced; so a moment later the instance looks again
//! itself (the game's sequence number, the user's count and what they are
//! asked), and whatever such a change did reaches the listeners anyway.

use super::{lock, presence_until, Change, Hub, PRESENCE_EVERY};
use crate::store::listening;
use chrono::Utc;
use sqlx::PgPool;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, watch};
use uuid::Uuid;

/// How long after registering the instance looks again: longer than a
/// change's statement takes to commit.
const LOOK_AGAIN_AFTER: Duration = Duration::from_millis(1_000);

/// This instance, as the listened tables name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instance(pub Uuid);

impl Default for Instance {
    fn default() -> Instance {
        Instance(Uuid::new_v4())
    }
}

impl Hub {
    /// Hears the changes of `game` from now on, from whichever instance
    /// makes them.
    pub async fn listen_to_game(
        self: &Arc<Self>,
        pool: &PgPool,
        game: Uuid,
    ) -> broadcast::Receiver<Change> {
        let changes = self.subscribe(game);
        let first = lock(&self.listened_games).insert(game);
        if first && self.register(pool, &[game], &[]).await {
            let (hub, pool) = (Arc::clone(self), pool.clone());
            tokio::spawn(async move {
                tokio::time::sleep(LOOK_AGAIN_AFTER).await;
                match listening::seq_of(&pool, game).await {
                    Ok(Some(seq)) => hub.dispatch(game, Change::Moved { seq }),
                    Ok(None) => {}
                    Err(error) => tracing::warn!(%error, "looking again at a game listened to"),
                }
            });
        } else if first {
            lock(&self.listened_games).remove(&game);
        }
        changes
    }

    /// Hears how many games wait for `user` (see [`Hub::subscribe_player`]),
    /// announced from whichever instance changes them.
    pub async fn listen_to_player(
        self: &Arc<Self>,
        pool: &PgPool,
        user: Uuid,
    ) -> watch::Receiver<Option<i64>> {
        let counts = self.subscribe_player(user);
        self.listen_to_user(pool, user).await;
        counts
    }

    /// Hears when what `user` is asked changes (see
    /// [`Hub::subscribe_account`]), announced from whichever instance.
    pub async fn listen_to_account(
        self: &Arc<Self>,
        pool: &PgPool,
        user: Uuid,
    ) -> watch::Receiver<u64> {
        let asked = self.subscribe_account(user);
        self.listen_to_user(pool, user).await;
        asked
    }

    async fn listen_to_user(self: &Arc<Self>, pool: &PgPool, user: Uuid) {
        let first = lock(&self.listened_users).insert(user);
        if first && self.register(pool, &[], &[user]).await {
            let hub = Arc::clone(self);
            tokio::spawn(async move {
                tokio::time::sleep(LOOK_AGAIN_AFTER).await;
                hub.recount([user].into_iter());
                hub.dispatch_accounts([user].into_iter());
            });
        } else if first {
            lock(&self.listened_users).remove(&user);
        }
    }

    /// Writes that this instance listens; false (said in the log) when it
    /// could not: the next keeping tries again.
    async fn register(&self, pool: &PgPool, games: &[Uuid], users: &[Uuid]) -> bool {
        let until = presence_until(Utc::now());
        match listening::keep(pool, self.instance.0, games, users, until).await {
            Ok(()) => true,
            Err(error) => {
                tracing::warn!(%error, "writing what this instance listens to");
                false
            }
        }
    }

    /// What this instance still listens to, forgetting what nobody here
    /// hears any more: the games with an open receiver, the users with an
    /// open count or account stream.
    fn listened(&self) -> (Vec<Uuid>, Vec<Uuid>) {
        let games: Vec<Uuid> = {
            let mut held = lock(&self.games);
            held.retain(|_, sender| sender.receiver_count() > 0);
            let mut listened = lock(&self.listened_games);
            listened.retain(|game| held.contains_key(game));
            listened.iter().copied().collect()
        };
        let users: Vec<Uuid> = {
            let players = lock(&self.players);
            let accounts = lock(&self.accounts);
            let mut listened = lock(&self.listened_users);
            listened.retain(|user| {
                players.get(user).is_some_and(|sender| !sender.is_closed())
                    || accounts.get(user).is_some_and(|sender| !sender.is_closed())
            });
            listened.iter().copied().collect()
        };
        (games, users)
    }
}

/// Writes what this instance listens to ahead of time, every
/// `PRESENCE_EVERY`; what it stopped listening to runs out by itself.
pub async fn keep_listening(pool: PgPool, hub: Arc<Hub>) {
    let mut every = tokio::time::interval(PRESENCE_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let (games, users) = hub.listened();
        if games.is_empty() && users.is_empty() {
            continue;
        }
        hub.register(&pool, &games, &users).await;
    }
}
