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
//!
//! A feed lives no longer than the login it was opened with: the hub knows
//! the session of every feed, [`check_sessions`] asks the database every
//! [`SESSION_CHECK_EVERY`] which of them still hold (one statement for all of
//! this instance's feeds), and the feeds of an ended session (logged out,
//! "log out everywhere", a password change, a blocked account) end, and
//! their player leaves the table at once.
//!
//! The count of games waiting for each logged-in player with a page open
//! here is kept in the hub ([`keep_counts`]): when a game's waiting players
//! change, it is read once for everyone named, whatever number of pages
//! they have open, and every page of theirs hears it from memory.

use crate::store::{games as game_store, presence, sessions as session_store};
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::{broadcast, watch, Notify};
use uuid::Uuid;

mod listener;
mod listening;
pub use listener::{listen, Change, ACCOUNTS_CHANNEL, CHANNEL, PLAYERS_CHANNEL};
pub use listening::keep_listening;

/// How often the presence of the players at a table is written ahead.
pub const PRESENCE_EVERY: Duration = Duration::from_secs(15);
/// How far ahead: an instance that stops writing (it died) leaves its
/// players at the table this long at most. A page that closes is noticed at
/// once and its player leaves after `LEAVE_GRACE` instead.
pub const PRESENCE_AHEAD: Duration = Duration::from_secs(45);

/// How long after a player's last page of a game closed they still count
/// as at the table: a reload or a step to the history and back is not
/// leaving. Their held "your turn" goes this long after they left (README,
/// "At the table").
pub const LEAVE_GRACE: Duration = Duration::from_secs(30);

/// How often the sessions of this instance's open feeds are checked: a
/// feed of a session ended anywhere ends at most this long after.
pub const SESSION_CHECK_EVERY: Duration = Duration::from_secs(3);

/// This instance's open live pages, by game, and who among them is at the
/// table.
#[derive(Default)]
pub struct Hub {
    games: Mutex<HashMap<Uuid, broadcast::Sender<Change>>>,
    /// Each logged-in user with open pages here, and how many games wait
    /// for their decision as last read (`None`: not read yet).
    players: Mutex<HashMap<Uuid, watch::Sender<Option<i64>>>>,
    /// Users whose count is to be read again, and the wake of the reader.
    recount: Mutex<HashSet<Uuid>>,
    recount_due: Notify,
    /// Open live pages of a player at a game: (user, game) → count.
    present: Mutex<HashMap<(Uuid, Uuid), usize>>,
    /// The logins the open feeds were opened with.
    sessions: Mutex<HashMap<Uuid, OpenSession>>,
    /// How many times counts were read from the database.
    readings: std::sync::atomic::AtomicU64,
    /// Players whose last page of a game here just closed, and the wake of
    /// [`leave_tables`], which lets them leave after the grace.
    left: Mutex<Vec<(Uuid, Uuid)>>,
    left_due: Notify,
    /// Each user with an account stream open here, and how many times what
    /// they are asked changed (the streams only need to know that it did).
    accounts: Mutex<HashMap<Uuid, watch::Sender<u64>>>,
    /// This instance, and the games and users it wrote that it listens to
    /// (`listening`: nothing is announced that nobody listens to).
    instance: listening::Instance,
    listened_games: Mutex<HashSet<Uuid>>,
    listened_users: Mutex<HashSet<Uuid>>,
}

/// A login with feeds open here.
struct OpenSession {
    user: Uuid,
    feeds: usize,
    /// Set when the login ended: its feeds end.
    ended: watch::Sender<bool>,
    /// The games its feeds sit at (one entry a feed).
    at_table: Vec<Uuid>,
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
    /// Hears the changes of `game` from now on, as far as they are
    /// announced (see `listen_to_game`).
    fn subscribe(&self, game: Uuid) -> broadcast::Receiver<Change> {
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
        lock(&self.accounts).retain(|_, sender| {
            sender.send_modify(|changes| *changes += 1);
            !sender.is_closed()
        });
        let users: Vec<Uuid> = {
            let mut players = lock(&self.players);
            players.retain(|_, sender| !sender.is_closed());
            players.keys().copied().collect()
        };
        self.recount(users.into_iter());
    }

    /// Hears when what `user` is asked changes (`ACCOUNTS_CHANNEL`), from
    /// now on.
    fn subscribe_account(&self, user: Uuid) -> watch::Receiver<u64> {
        let mut accounts = lock(&self.accounts);
        match accounts.get(&user).filter(|sender| !sender.is_closed()) {
            Some(sender) => sender.subscribe(),
            None => {
                let (sender, receiver) = watch::channel(0);
                accounts.insert(user, sender);
                receiver
            }
        }
    }

    /// What each of `users` is asked changed: their account streams look
    /// again. Forgets users whose streams here have all closed.
    pub fn dispatch_accounts(&self, users: impl Iterator<Item = Uuid>) {
        let mut accounts = lock(&self.accounts);
        for user in users {
            if let Some(sender) = accounts.get(&user) {
                if sender.is_closed() {
                    accounts.remove(&user);
                } else {
                    sender.send_modify(|changes| *changes += 1);
                }
            }
        }
    }

    /// Hears how many games wait for `user`'s decision, from now on: the
    /// receiver holds the count as last read (`None` before the first
    /// reading, which this asks for).
    fn subscribe_player(&self, user: Uuid) -> watch::Receiver<Option<i64>> {
        let mut players = lock(&self.players);
        if let Some(sender) = players.get(&user).filter(|sender| !sender.is_closed()) {
            return sender.subscribe();
        }
        // Nobody of theirs listened here: what was known is stale.
        let (sender, receiver) = watch::channel(None);
        players.insert(user, sender);
        drop(players);
        self.recount([user].into_iter());
        receiver
    }

    /// Who waits changed in a game of each of `users`: their counts are
    /// read again (once for all of them, however many pages they have).
    pub fn dispatch_players(&self, users: impl Iterator<Item = Uuid>) {
        let listened: Vec<Uuid> = {
            let mut players = lock(&self.players);
            players.retain(|_, sender| !sender.is_closed());
            users.filter(|user| players.contains_key(user)).collect()
        };
        self.recount(listened.into_iter());
    }

    fn recount(&self, users: impl Iterator<Item = Uuid>) {
        let mut due = lock(&self.recount);
        let before = due.len();
        due.extend(users);
        if due.len() > before {
            self.recount_due.notify_one();
        }
    }

    /// How many times the counts of waiting games were read from the
    /// database for this instance's pages (one reading serves every page of
    /// every player it names).
    pub fn count_readings(&self) -> u64 {
        self.readings.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The users whose counts are due, forgetting them.
    fn take_recount(&self) -> Vec<Uuid> {
        lock(&self.recount).drain().collect()
    }

    /// The counts as read: every page of each user hears theirs.
    fn counted(&self, counts: &[(Uuid, i64)]) {
        let players = lock(&self.players);
        for (user, count) in counts {
            if let Some(sender) = players.get(user) {
                sender.send_if_modified(|held| {
                    let changed = *held != Some(*count);
                    *held = Some(*count);
                    changed
                });
            }
        }
    }

    /// The count of `user` as last read here, if any.
    pub fn waiting_count(&self, user: Uuid) -> Option<i64> {
        lock(&self.players)
            .get(&user)
            .and_then(|sender| *sender.borrow())
    }

    /// How many games have an open live page here.
    pub fn watched_games(&self) -> usize {
        lock(&self.games).len()
    }

    /// `user` is at the table of `game` while the returned guard lives
    /// (through a feed of `session`, when given).
    pub fn arrive(self: &Arc<Self>, user: Uuid, game: Uuid, session: Option<Uuid>) -> AtTable {
        *lock(&self.present).entry((user, game)).or_insert(0) += 1;
        if let Some(id) = session {
            if let Some(open) = lock(&self.sessions).get_mut(&id) {
                open.at_table.push(game);
            }
        }
        AtTable {
            hub: Arc::clone(self),
            key: (user, game),
            session,
        }
    }

    /// A feed opened with `session` (of `user`) lives while the returned
    /// guard does; [`SessionHold::ended`] resolves when the login ends.
    pub fn hold_session(self: &Arc<Self>, session: Uuid, user: Uuid) -> SessionHold {
        let mut sessions = lock(&self.sessions);
        let open = sessions.entry(session).or_insert_with(|| OpenSession {
            user,
            feeds: 0,
            ended: watch::channel(false).0,
            at_table: Vec::new(),
        });
        open.feeds += 1;
        SessionHold {
            hub: Arc::clone(self),
            session,
            ended: open.ended.subscribe(),
        }
    }

    /// The logins with feeds open here.
    pub fn open_sessions(&self) -> Vec<Uuid> {
        lock(&self.sessions).keys().copied().collect()
    }

    /// Takes these logins off the hub: their feeds end when the returned
    /// [`Ending`] is finished (after their players' leaving is written, so
    /// that whoever sees a feed end finds its player gone).
    pub fn end_sessions(&self, ended: &[Uuid]) -> Ending {
        let mut leaving: HashMap<(Uuid, Uuid), usize> = HashMap::new();
        let mut signals = Vec::new();
        {
            let mut sessions = lock(&self.sessions);
            for id in ended {
                if let Some(open) = sessions.remove(id) {
                    for game in open.at_table {
                        *leaving.entry((open.user, game)).or_insert(0) += 1;
                    }
                    signals.push(open.ended);
                }
            }
        }
        let present = lock(&self.present);
        Ending {
            leaving: leaving
                .into_iter()
                .filter(|(pair, count)| present.get(pair).is_none_or(|held| held <= count))
                .map(|(pair, _)| pair)
                .collect(),
            signals,
        }
    }

    /// The (user, game) pairs at a table here now.
    pub fn present(&self) -> Vec<(Uuid, Uuid)> {
        lock(&self.present).keys().copied().collect()
    }
}

/// Logins taken off the hub, their feeds still to be ended.
#[must_use = "the feeds end only when this is finished"]
pub struct Ending {
    /// The (user, game) pairs that leave the table with them: no other
    /// feed here sits there.
    pub leaving: Vec<(Uuid, Uuid)>,
    signals: Vec<watch::Sender<bool>>,
}

impl Ending {
    /// Ends the feeds.
    pub fn finish(self) {
        for signal in self.signals {
            signal.send_replace(true);
        }
    }
}

/// A player at a table, for as long as this lives (one open live page).
pub struct AtTable {
    hub: Arc<Hub>,
    key: (Uuid, Uuid),
    session: Option<Uuid>,
}

impl Drop for AtTable {
    fn drop(&mut self) {
        let mut present = lock(&self.hub.present);
        let mut last = false;
        if let Some(count) = present.get_mut(&self.key) {
            *count -= 1;
            if *count == 0 {
                present.remove(&self.key);
                last = true;
            }
        }
        drop(present);
        if last {
            lock(&self.hub.left).push(self.key);
            self.hub.left_due.notify_one();
        }
        if let Some(id) = self.session {
            if let Some(open) = lock(&self.hub.sessions).get_mut(&id) {
                if let Some(at) = open.at_table.iter().position(|game| *game == self.key.1) {
                    open.at_table.swap_remove(at);
                }
            }
        }
    }
}

/// A feed's hold on the login it was opened with.
pub struct SessionHold {
    hub: Arc<Hub>,
    session: Uuid,
    ended: watch::Receiver<bool>,
}

impl SessionHold {
    /// Resolves once the login has ended (at once if it has).
    pub async fn ended(&mut self) {
        // A dropped sender is an ended login too.
        let _ = self.ended.wait_for(|ended| *ended).await;
    }
}

impl Drop for SessionHold {
    fn drop(&mut self) {
        let mut sessions = lock(&self.hub.sessions);
        // The entry of this very login (an ended one was removed; a later
        // entry under the same id is not this feed's).
        if let Some(open) = sessions
            .get_mut(&self.session)
            .filter(|open| open.ended.subscribe().same_channel(&self.ended))
        {
            open.feeds -= 1;
            if open.feeds == 0 {
                sessions.remove(&self.session);
            }
        }
    }
}

/// Live connections held open, counted under several keys at once (the
/// login, the account, the address), so that no one client can hold an
/// instance's every connection while many players behind one address each
/// get theirs.
#[derive(Default)]
pub struct Slots {
    held: Mutex<HashMap<String, usize>>,
}

impl Slots {
    /// One more connection, counted under each `(key, max)`, unless one of
    /// the keys holds its `max` already (then nothing is counted).
    pub fn take(self: &Arc<Self>, limits: &[(String, usize)]) -> Option<Slot> {
        let mut held = lock(&self.held);
        let full = limits
            .iter()
            .any(|(key, max)| held.get(key).copied().unwrap_or(0) >= *max);
        if full {
            return None;
        }
        for (key, _) in limits {
            *held.entry(key.clone()).or_insert(0) += 1;
        }
        Some(Slot {
            slots: Arc::clone(self),
            keys: limits.iter().map(|(key, _)| key.clone()).collect(),
            _counted: crate::metrics::LiveConnection::open(),
        })
    }

    /// How many connections `key` holds.
    pub fn held(&self, key: &str) -> usize {
        lock(&self.held).get(key).copied().unwrap_or(0)
    }
}

/// One held connection; given back when dropped. Every live stream holds
/// one for as long as it is open, so it is also what counts the instance's
/// open streams.
pub struct Slot {
    slots: Arc<Slots>,
    keys: Vec<String>,
    _counted: crate::metrics::LiveConnection,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut held = lock(&self.slots.held);
        for key in &self.keys {
            if let Some(count) = held.get_mut(key) {
                *count -= 1;
                if *count == 0 {
                    held.remove(key);
                }
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

/// Lets the players whose last page of a game here closed leave the table
/// `LEAVE_GRACE` later, in the `presence` every instance reads, and brings
/// their held "your turn" forward to then (it had been put off to when the
/// presence written ahead would have run out, up to `PRESENCE_AHEAD`). A
/// player back at the table meanwhile (a reload) stays.
pub async fn leave_tables(pool: PgPool, hub: Arc<Hub>) {
    loop {
        hub.left_due.notified().await;
        // Closings come in bursts (a reload closes and opens): gather them.
        tokio::time::sleep(Duration::from_millis(250)).await;
        let leaving: Vec<(Uuid, Uuid)> = {
            let mut left = lock(&hub.left);
            let present = lock(&hub.present);
            left.drain(..)
                .filter(|key| !present.contains_key(key))
                .collect::<HashSet<_>>()
                .into_iter()
                .collect()
        };
        if leaving.is_empty() {
            continue;
        }
        let until = Utc::now() + chrono::Duration::from_std(LEAVE_GRACE).unwrap_or_default();
        if let Err(error) = presence::leave(&pool, &leaving, until).await {
            tracing::warn!(%error, "players leaving the table");
        }
    }
}

/// Reads the counts of games waiting for the players whose counts are
/// due (see [`Hub::dispatch_players`]), in one statement for all of them,
/// and hands them to their pages. Changes that come while it reads are
/// gathered for the next reading.
pub async fn keep_counts(pool: PgPool, hub: Arc<Hub>) {
    loop {
        hub.recount_due.notified().await;
        let users = hub.take_recount();
        if users.is_empty() {
            continue;
        }
        hub.readings
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        match game_store::waiting_counts(&pool, &users).await {
            Ok(counts) => hub.counted(&counts),
            Err(error) => {
                tracing::warn!(%error, "reading the games waiting for players");
                hub.recount(users.into_iter());
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}

/// Every `SESSION_CHECK_EVERY`, asks which logins of this instance's open
/// feeds still hold, and ends the feeds of the others; their players leave
/// the table at once (no grace: nobody left, the login was ended).
pub async fn check_sessions(pool: PgPool, hub: Arc<Hub>) {
    let mut every = tokio::time::interval(SESSION_CHECK_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        let open = hub.open_sessions();
        if open.is_empty() {
            continue;
        }
        let live: HashSet<Uuid> = match session_store::live_among(&pool, &open).await {
            Ok(live) => live.into_iter().collect(),
            Err(error) => {
                tracing::warn!(%error, "checking the logins of the live feeds");
                continue;
            }
        };
        let ended: Vec<Uuid> = open.into_iter().filter(|id| !live.contains(id)).collect();
        if ended.is_empty() {
            continue;
        }
        tracing::info!(sessions = ended.len(), "live feeds of ended logins closed");
        let ending = hub.end_sessions(&ended);
        if !ending.leaving.is_empty() {
            if let Err(error) = presence::leave(&pool, &ending.leaving, Utc::now()).await {
                tracing::warn!(%error, "players of ended logins leaving the table");
            }
        }
        ending.finish();
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

    fn limits(pairs: &[(&str, usize)]) -> Vec<(String, usize)> {
        pairs
            .iter()
            .map(|(key, max)| (key.to_string(), *max))
            .collect()
    }

    #[test]
    fn a_client_holds_so_many_connections_and_gets_them_back() {
        let slots = Arc::new(Slots::default());
        let a = limits(&[("a", 3)]);
        let held: Vec<Slot> = (0..3).filter_map(|_| slots.take(&a)).collect();
        assert_eq!(held.len(), 3);
        assert!(slots.take(&a).is_none(), "a fourth is refused");
        assert!(
            slots.take(&limits(&[("b", 3)])).is_some(),
            "another client is not"
        );
        drop(held);
        assert!(slots.take(&a).is_some());
    }

    #[test]
    fn every_key_counts_and_a_full_one_refuses_without_counting() {
        let slots = Arc::new(Slots::default());
        let one = limits(&[("session 1", 2), ("address", 3)]);
        let other = limits(&[("session 2", 2), ("address", 3)]);
        let first: Vec<Slot> = (0..2).filter_map(|_| slots.take(&one)).collect();
        assert_eq!(first.len(), 2);
        assert!(slots.take(&one).is_none(), "the login is full");
        assert_eq!(slots.held("address"), 2, "a refusal counts nothing");
        let second = slots.take(&other).expect("another login, same address");
        assert!(slots.take(&other).is_none(), "the address is full");
        drop(second);
        drop(first);
        assert_eq!(slots.held("address"), 0);
        assert_eq!(slots.held("session 1"), 0);
    }

    #[tokio::test]
    async fn the_feeds_of_an_ended_login_end_and_its_player_leaves() {
        let hub = Arc::new(Hub::default());
        let (user, game) = (Uuid::new_v4(), Uuid::new_v4());
        let (stolen, own) = (Uuid::new_v4(), Uuid::new_v4());
        let mut thief = hub.hold_session(stolen, user);
        let _thief_at = hub.arrive(user, game, Some(stolen));
        let mut owner = hub.hold_session(own, user);
        let mut open = hub.open_sessions();
        open.sort();
        let mut both = vec![stolen, own];
        both.sort();
        assert_eq!(open, both);
        let ending = hub.end_sessions(&[stolen]);
        assert_eq!(
            ending.leaving,
            vec![(user, game)],
            "no other page of theirs is there"
        );
        ending.finish();
        tokio::time::timeout(Duration::from_secs(1), thief.ended())
            .await
            .expect("the ended login's feed hears it");
        assert!(
            tokio::time::timeout(Duration::from_millis(50), owner.ended())
                .await
                .is_err(),
            "the other login goes on"
        );
        assert_eq!(hub.open_sessions(), vec![own]);
    }

    #[test]
    fn a_player_still_at_the_table_through_another_login_does_not_leave() {
        let hub = Arc::new(Hub::default());
        let (user, game) = (Uuid::new_v4(), Uuid::new_v4());
        let (ended, other) = (Uuid::new_v4(), Uuid::new_v4());
        let _one = hub.hold_session(ended, user);
        let _one_at = hub.arrive(user, game, Some(ended));
        let _two = hub.hold_session(other, user);
        let _two_at = hub.arrive(user, game, Some(other));
        let ending = hub.end_sessions(&[ended]);
        assert!(ending.leaving.is_empty());
        ending.finish();
    }

    #[tokio::test]
    async fn every_page_of_a_player_hears_one_reading_of_their_count() {
        let hub = Arc::new(Hub::default());
        let user = Uuid::new_v4();
        let mut pages: Vec<_> = (0..3).map(|_| hub.subscribe_player(user)).collect();
        assert_eq!(
            hub.take_recount(),
            vec![user],
            "the first page asks for one reading"
        );
        hub.dispatch_players([user, Uuid::new_v4()].into_iter());
        hub.dispatch_players([user].into_iter());
        assert_eq!(
            hub.take_recount(),
            vec![user],
            "two changes, one reading, nobody else's"
        );
        hub.counted(&[(user, 2)]);
        for page in &mut pages {
            page.changed().await.unwrap();
            assert_eq!(*page.borrow_and_update(), Some(2));
        }
        assert_eq!(hub.waiting_count(user), Some(2));
    }

    #[test]
    fn a_player_is_at_the_table_while_a_page_of_theirs_is_open() {
        let hub = Arc::new(Hub::default());
        let (user, game) = (Uuid::new_v4(), Uuid::new_v4());
        let first = hub.arrive(user, game, None);
        let second = hub.arrive(user, game, None);
        drop(first);
        assert_eq!(hub.present(), vec![(user, game)]);
        drop(second);
        assert!(hub.present().is_empty());
    }
}
