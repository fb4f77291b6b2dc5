//! The channels besides mail that a due notice goes by: each a subscriber
//! with an outbox and a worker of its own (push, webhooks).
//!
//! When a notice falls due, the outbox worker applies the holds every
//! channel shares and composes it once (`mail::notifications::plan`); mail
//! goes from the notice's own row; every subscriber is then handed the same
//! [`Delivery`] in that transaction and queues it in its own outbox, once
//! per notice (a retry of the mail never queues it twice). Its worker sends
//! it later, retried on its own.
//!
//! **Adding a channel** is one module and one line: implement [`Subscriber`]
//! in the channel's module (its outbox table keyed by the notice id, its
//! worker), and add it to the list `app::startup` hands to [`listen`]. The
//! rule of who is told stays `notices::addressees`; the holds (mutes, quiet
//! hours, at the table, digests) stay the dispatcher's; a channel decides
//! only whether it reaches a person at all and how it says the notice.

use crate::store::outbox::NoticeKind;
use futures_util::future::BoxFuture;
use sqlx::PgConnection;
use std::sync::OnceLock;
use uuid::Uuid;

/// A due notice as every channel is handed it, composed once.
#[derive(Debug, Clone)]
pub struct Delivery {
    /// The notice's outbox row: a channel's outbox keys its rows on it.
    pub notice: i64,
    /// Every notice row it answers for (a digest gathers several, of
    /// several games): a channel that speaks of each game, not to the
    /// person, looks at each.
    pub covers: Vec<i64>,
    pub user: Uuid,
    /// What the notice says in a line (the mail's subject).
    pub title: String,
    /// The lead section's heading, then its first lines (a turn's recap),
    /// then the headings of the other updates gathered with it, in one line.
    pub lines: Vec<String>,
    /// The page it is about.
    pub url: String,
    /// A decision waits on the person (a turn, a reminder).
    pub urgent: bool,
    /// After this the notice is not worth delivering (their cut-off).
    pub stale_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// What an event's own channel (its webhook) hears of one record, handed
/// over in the transaction that appended it (`notices::event::raise`): it
/// speaks of the event, not to a person, so no person's holds apply.
#[derive(Debug, Clone)]
pub struct EventPost {
    pub event: Uuid,
    /// The record's sequence number in the event's log: a channel's
    /// outbox keys on it, so it is queued once per hook.
    pub key: i64,
    /// `EventStarted` or `RoundStarted` (with `round` and `tables`, each
    /// table's players in seat order), or `EventFinished` (`winners`).
    pub kind: NoticeKind,
    pub round: Option<u32>,
    pub tables: Vec<Vec<Uuid>>,
    pub winners: Vec<Uuid>,
}

/// A channel that listens to the notices.
pub trait Subscriber: Send + Sync {
    /// Its name, for the logs.
    fn name(&self) -> &'static str;

    /// Whether it reaches `user` at all (a device, a hook): a notice that no
    /// channel reaches is dropped, saying so.
    fn reaches<'a>(
        &'a self,
        conn: &'a mut PgConnection,
        user: Uuid,
    ) -> BoxFuture<'a, Result<bool, sqlx::Error>>;

    /// Queues `delivery` in its own outbox, in the caller's transaction;
    /// the same notice queued again is ignored.
    fn queue<'a>(
        &'a self,
        conn: &'a mut PgConnection,
        delivery: &'a Delivery,
    ) -> BoxFuture<'a, Result<(), sqlx::Error>>;

    /// Queues what an event's own channel says of `post`, in the caller's
    /// transaction; a channel that has none does nothing.
    fn event_recorded<'a>(
        &'a self,
        _conn: &'a mut PgConnection,
        _post: &'a EventPost,
    ) -> BoxFuture<'a, Result<(), sqlx::Error>> {
        Box::pin(async { Ok(()) })
    }
}

static SUBSCRIBERS: OnceLock<Vec<Box<dyn Subscriber>>> = OnceLock::new();

/// Sets the channels that listen, once per process (at start-up).
pub fn listen(subscribers: Vec<Box<dyn Subscriber>>) {
    let _ = SUBSCRIBERS.set(subscribers);
}

fn subscribers() -> &'static [Box<dyn Subscriber>] {
    SUBSCRIBERS.get().map(Vec::as_slice).unwrap_or_default()
}

/// Whether any listening channel reaches `user`.
pub async fn reaches_any(conn: &mut PgConnection, user: Uuid) -> Result<bool, sqlx::Error> {
    for subscriber in subscribers() {
        if subscriber.reaches(conn, user).await? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Hands `delivery` to every listening channel.
pub async fn queue_all(conn: &mut PgConnection, delivery: &Delivery) -> Result<(), sqlx::Error> {
    for subscriber in subscribers() {
        subscriber.queue(conn, delivery).await?;
        tracing::debug!(
            channel = subscriber.name(),
            notice = delivery.notice,
            "queued"
        );
    }
    Ok(())
}

/// Hands `post` to every listening channel.
pub async fn event_recorded(conn: &mut PgConnection, post: &EventPost) -> Result<(), sqlx::Error> {
    for subscriber in subscribers() {
        subscriber.event_recorded(conn, post).await?;
    }
    Ok(())
}
