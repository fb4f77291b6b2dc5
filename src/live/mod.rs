//! The living table: every open page of a game hears at once when the game
//! changes, on whichever instance the change was made.
//!
//! A change announces itself from the database: a trigger sends
//! `NOTIFY game_changed` in the writing transaction (migration 0022), so it
//! goes out on commit only, whatever path wrote the game. Each instance has
//! one listener ([`listen`]) that reconnects by itself and fans each
//! announcement out to the pages of that game open on this instance
//! ([`Hub`]); `web::game::live` sends them on as Server-Sent Events.
//!
//! The hub also counts who is at the table: a player whose visible page of a
//! game holds a live connection. [`keep_presence`] writes that to the
//! `presence` table for every instance to see, a little ahead of time, so a
//! player who leaves stays "at the table" only for a short grace.

use crate::store::presence;
use chrono::{DateTime, Utc};
use sqlx::postgres::PgListener;
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::broadcast;
use uuid::Uuid;

/// The channel the trigger announces a game's changes on.
pub const CHANNEL: &str = "game_changed";
/// The channel the trigger names the players of a game on when who waits in
/// it changed ("<user id> <user id> ...").
pub const PLAYERS_CHANNEL: &str = "players_changed";

/// How often the presence of the players at a table is written ahead.
pub const PRESENCE_EVERY: Duration = Duration::from_secs(15);
/// How far ahead: a player who closes the page is still at the table for
/// between `PRESENCE_AHEAD - PRESENCE_EVERY` and `PRESENCE_AHEAD`, the grace
/// before their "your turn" goes out after all.
pub const PRESENCE_AHEAD: Duration = Duration::from_secs(45);

/// What happened to a game, as its open pages hear it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// Its log reached `seq` (a decision, a timeout, the start, the end).
    Moved { seq: i64 },
    /// Its table talk changed: in the channel of this team, or at the
    /// whole table (`None`).
    Talk { team: Option<i16> },
    /// The listener lost its connection for a while: announcements may have
    /// been missed, so every page checks where its game is.
    Resync,
}

impl Change {
    /// Reads a notification's payload: "<game id> <seq>" or "<game id> talk
    /// <all | team>".
    pub fn parse(payload: &str) -> Option<(Uuid, Change)> {
        let (game, what) = payload.split_once(' ')?;
        let game = Uuid::parse_str(game).ok()?;
        let change = match what.split_once(' ') {
            Some(("talk", "all")) => Change::Talk { team: None },
            Some(("talk", team)) => Change::Talk {
                team: Some(team.parse().ok()?),
            },
            Some(_) => return None,
            None => Change::Moved {
                seq: what.parse().ok()?,
            },
        };
        Some((game, change))
    }
}

/// This instance's open live pages, by game, and who among them is at the
/// table.
#[derive(Default)]
pub struct Hub {
    games: Mutex<HashMap<Uuid, broadcast::Sender<Change>>>,
    /// Each logged-in user's open pages: told when who waits changed in one
    /// of their games (`true`), or to check anyway after a lost connection.
    players: Mutex<HashMap<Uuid, broadcast::Sender<()>>>,
    /// Open live pages of a player at a game: (user, game) → count.
    present: Mutex<HashMap<(Uuid, Uuid), usize>>,
}

/// How many changes a page may fall behind before it skips to a resync: a
/// page only needs the latest anyway.
const BACKLOG: usize = 16;

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding the lock leaves only counts behind: go on.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Hub {
    /// Hears the changes of `game` from now on.
    pub fn subscribe(&self, game: Uuid) -> broadcast::Receiver<Change> {
        lock(&self.games)
            .entry(game)
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .subscribe()
    }

    /// Passes a change on to the game's open pages; forgets a game nobody
    /// here watches any more.
    pub fn dispatch(&self, game: Uuid, change: Change) {
        let mut games = lock(&self.games);
        if let Some(sender) = games.get(&game) {
            if sender.send(change).is_err() {
                games.remove(&game);
            }
        }
    }

    /// Tells every open page to check where its game is.
    pub fn resync_all(&self) {
        let mut games = lock(&self.games);
        games.retain(|_, sender| sender.send(Change::Resync).is_ok());
        drop(games);
        let mut players = lock(&self.players);
        players.retain(|_, sender| sender.send(()).is_ok());
    }

    /// Hears when who waits changes in one of `user`'s games.
    pub fn subscribe_player(&self, user: Uuid) -> broadcast::Receiver<()> {
        lock(&self.players)
            .entry(user)
            .or_insert_with(|| broadcast::channel(4).0)
            .subscribe()
    }

    /// Passes on that who waits changed in a game of each of `users`.
    pub fn dispatch_players(&self, users: impl Iterator<Item = Uuid>) {
        let mut players = lock(&self.players);
        for user in users {
            if let Some(sender) = players.get(&user) {
                if sender.send(()).is_err() {
                    players.remove(&user);
                }
            }
        }
    }

    /// How many games have an open live page here.
    pub fn watched_games(&self) -> usize {
        lock(&self.games).len()
    }

    /// `user` is at the table of `game` while the returned guard lives.
    pub fn arrive(self: &Arc<Self>, user: Uuid, game: Uuid) -> AtTable {
        *lock(&self.present).entry((user, game)).or_insert(0) += 1;
        AtTable {
            hub: Arc::clone(self),
            key: (user, game),
        }
    }

    /// The (user, game) pairs at a table here now.
    pub fn present(&self) -> Vec<(Uuid, Uuid)> {
        lock(&self.present).keys().copied().collect()
    }
}

/// A player at a table, for as long as this lives (one open live page).
pub struct AtTable {
    hub: Arc<Hub>,
    key: (Uuid, Uuid),
}

impl Drop for AtTable {
    fn drop(&mut self) {
        let mut present = lock(&self.hub.present);
        if let Some(count) = present.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                present.remove(&self.key);
            }
        }
    }
}

/// Live connections held open per client, so that one client cannot hold
/// an instance's every connection.
#[derive(Default)]
pub struct Slots {
    held: Mutex<HashMap<String, usize>>,
}

impl Slots {
    /// One more connection for `client`, unless it holds `max` already.
    pub fn take(self: &Arc<Self>, client: &str, max: usize) -> Option<Slot> {
        let mut held = lock(&self.held);
        let count = held.entry(client.to_owned()).or_insert(0);
        if *count >= max {
            return None;
        }
        *count += 1;
        Some(Slot {
            slots: Arc::clone(self),
            client: client.to_owned(),
            _counted: crate::metrics::LiveConnection::open(),
        })
    }
}

/// One held connection; given back when dropped. Every live stream holds
/// one for as long as it is open, so it is also what counts the instance's
/// open streams.
pub struct Slot {
    slots: Arc<Slots>,
    client: String,
    _counted: crate::metrics::LiveConnection,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut held = lock(&self.slots.held);
        if let Some(count) = held.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                held.remove(&self.client);
            }
        }
    }
}

/// Until when a player seen now is at the table.
pub fn presence_until(now: DateTime<Utc>) -> DateTime<Utc> {
    now + chrono::Duration::from_std(PRESENCE_AHEAD).unwrap_or_default()
}

/// Marks one player at a table at once (a page just opened), so that a
/// move made the next moment already finds them there.
pub async fn arrive_now(pool: &PgPool, user: Uuid, game: Uuid) -> Result<(), sqlx::Error> {
    presence::keep(pool, &[(user, game)], presence_until(Utc::now())).await
}

/// The instance's one listener: forwards every announcement to the hub.
/// Never returns; on a lost connection it reconnects (sqlx's listener does
/// so on the next receive) and has every page resync, since announcements
/// made meanwhile are lost.
pub async fn listen(pool: PgPool, hub: Arc<Hub>) {
    loop {
        let mut listener = match PgListener::connect_with(&pool).await {
            Ok(listener) => listener,
            Err(error) => {
                tracing::warn!(%error, "live listener: connecting");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        if let Err(error) = listener.listen_all([CHANNEL, PLAYERS_CHANNEL]).await {
            tracing::warn!(%error, "live listener: LISTEN");
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        // Whatever was announced before this connection listened is unknown.
        hub.resync_all();
        loop {
            match listener.try_recv().await {
                Ok(Some(notification)) if notification.channel() == PLAYERS_CHANNEL => {
                    hub.dispatch_players(
                        notification
                            .payload()
                            .split(' ')
                            .filter_map(|user| Uuid::parse_str(user).ok()),
                    );
                }
                Ok(Some(notification)) => {
                    if let Some((game, change)) = Change::parse(notification.payload()) {
                        hub.dispatch(game, change);
                    }
                }
                // The connection was lost; the next receive reconnects and
                // listens again.
                Ok(None) => {
                    tracing::warn!("live listener: connection lost, reconnecting");
                    hub.resync_all();
                }
                Err(error) => {
                    tracing::warn!(%error, "live listener: receiving");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    break;
                }
            }
        }
    }
}

/// Writes who is at a table here, ahead of time, every `PRESENCE_EVERY`.
pub async fn keep_presence(pool: PgPool, hub: Arc<Hub>) {
    let mut every = tokio::time::interval(PRESENCE_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let present = hub.present();
        if present.is_empty() {
            continue;
        }
        if let Err(error) = presence::keep(&pool, &present, presence_until(Utc::now())).await {
            tracing::warn!(%error, "writing who is at the table");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_are_read_and_nonsense_is_not() {
        let game = Uuid::new_v4();
        assert_eq!(
            Change::parse(&format!("{game} 42")),
            Some((game, Change::Moved { seq: 42 }))
        );
        assert_eq!(
            Change::parse(&format!("{game} talk all")),
            Some((game, Change::Talk { team: None }))
        );
        assert_eq!(
            Change::parse(&format!("{game} talk 1")),
            Some((game, Change::Talk { team: Some(1) }))
        );
        assert_eq!(Change::parse(&format!("{game} talk")), None);
        assert_eq!(Change::parse(&format!("{game} talk x")), None);
        assert_eq!(Change::parse("nonsense 1"), None);
        assert_eq!(Change::parse(&format!("{game} x")), None);
        assert_eq!(Change::parse(""), None);
    }

    #[tokio::test]
    async fn a_change_reaches_the_pages_of_its_game_only() {
        let hub = Hub::default();
        let (one, other) = (Uuid::new_v4(), Uuid::new_v4());
        let mut watching = hub.subscribe(one);
        let mut elsewhere = hub.subscribe(other);
        hub.dispatch(one, Change::Moved { seq: 3 });
        assert_eq!(watching.recv().await.unwrap(), Change::Moved { seq: 3 });
        assert!(elsewhere.try_recv().is_err());
        drop(watching);
        hub.dispatch(one, Change::Talk { team: None });
        assert_eq!(hub.watched_games(), 1, "a game nobody watches is forgotten");
    }

    #[test]
    fn a_client_holds_so_many_connections_and_gets_them_back() {
        let slots = Arc::new(Slots::default());
        let held: Vec<Slot> = (0..3).filter_map(|_| slots.take("a", 3)).collect();
        assert_eq!(held.len(), 3);
        assert!(slots.take("a", 3).is_none(), "a fourth is refused");
        assert!(slots.take("b", 3).is_some(), "another client is not");
        drop(held);
        assert!(slots.take("a", 3).is_some());
    }

    #[test]
    fn a_player_is_at_the_table_while_a_page_of_theirs_is_open() {
        let hub = Arc::new(Hub::default());
        let (user, game) = (Uuid::new_v4(), Uuid::new_v4());
        let first = hub.arrive(user, game);
        let second = hub.arrive(user, game);
        drop(first);
        assert_eq!(hub.present(), vec![(user, game)]);
        drop(second);
        assert!(hub.present().is_empty());
    }
}
