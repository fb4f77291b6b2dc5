//! Web Push: the devices players turned notifications on for, and the
//! pushes waiting to go to them (see `crate::push`).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

#[derive(Debug, Clone)]
pub struct Subscription {
    pub id: i64,
    pub user_id: Uuid,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub device: String,
    pub created_at: DateTime<Utc>,
    pub last_sent_at: Option<DateTime<Utc>>,
}

/// A device to keep for push: what its browser sent, and the login it was
/// subscribed in (a page's; none from the API).
pub struct NewDevice<'a> {
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub device: &'a str,
    pub session: Option<Uuid>,
}

/// Keeps a device's subscription for `user`, in one statement that counts:
/// `None` when the user has `limit` devices already (a known endpoint is
/// renewed, whoever had it: a browser belongs to who is logged in now).
pub async fn subscribe(
    pool: &PgPool,
    user: Uuid,
    new: &NewDevice<'_>,
    limit: i64,
) -> Result<Option<i64>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    // The count and the insert under the account's row lock: two devices
    // subscribing at once are counted one after the other, so the cap holds
    // (without it, 25 at once kept up to 24).
    sqlx::query!("SELECT id FROM users WHERE id = $1 FOR UPDATE", user)
        .fetch_optional(&mut *tx)
        .await?;
    let kept = sqlx::query_scalar!(
        "INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device, session_id)
         SELECT $1, $2, $3, $4, $5, $7
         WHERE (SELECT count(*) FROM push_subscriptions WHERE user_id = $1 AND endpoint <> $2) < $6
         ON CONFLICT (endpoint) DO UPDATE
             SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
                 device = EXCLUDED.device, session_id = EXCLUDED.session_id, created_at = now()
         RETURNING id",
        user,
        new.endpoint,
        new.p256dh,
        new.auth,
        new.device,
        limit,
        new.session
    )
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(kept)
}

/// Whether `user` has a device for push.
pub async fn has_devices(conn: &mut PgConnection, user: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = $1) AS "exists!""#,
        user
    )
    .fetch_one(conn)
    .await
}

pub async fn of_user(pool: &PgPool, user: Uuid) -> Result<Vec<Subscription>, sqlx::Error> {
    sqlx::query_as!(
        Subscription,
        "SELECT id, user_id, endpoint, p256dh, auth, device, created_at, last_sent_at
         FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at",
        user
    )
    .fetch_all(pool)
    .await
}

/// Removes one of `user`'s devices; false when they have no such device.
pub async fn unsubscribe(pool: &PgPool, user: Uuid, id: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "DELETE FROM push_subscriptions WHERE id = $1 AND user_id = $2",
        id,
        user
    )
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Queues `payload` for every device of `user`, with the notice `mail` (the
/// outbox row: once per device and notice), in the caller's transaction.
pub async fn enqueue(
    conn: &mut PgConnection,
    user: Uuid,
    mail: i64,
    payload: &str,
    urgency: &str,
    stale_at: Option<DateTime<Utc>>,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!(
        "INSERT INTO push_outbox (subscription_id, mail_id, payload, urgency, stale_at)
         SELECT id, $2, $3, $4, $5 FROM push_subscriptions WHERE user_id = $1
         ON CONFLICT (subscription_id, mail_id) DO NOTHING",
        user,
        mail,
        payload,
        urgency,
        stale_at
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

/// A push due now, with its device.
#[derive(Debug)]
pub struct DuePush {
    /// The push's own row (`push_outbox.id`), never its device's.
    pub id: i64,
    pub payload: String,
    pub attempts: i32,
    /// `normal` or `high` (the `Urgency` header).
    pub urgency: String,
    /// After this the push is not worth delivering (the player's cut-off).
    pub stale_at: Option<DateTime<Utc>>,
    pub subscription: Subscription,
}

/// Claims the next due push for this transaction (`SKIP LOCKED`: another
/// instance takes another one).
pub async fn claim_due(conn: &mut PgConnection) -> Result<Option<DuePush>, sqlx::Error> {
    // Both tables have an `id`: each column is named for its table, so
    // the push's id can never be read as its device's (it once was, and
    // the same push was claimed again at once, 190 times a second).
    let due = sqlx::query!(
        "SELECT o.id AS push_id, o.payload, o.attempts, o.urgency, o.stale_at,
                s.id AS device_id, s.user_id AS device_user, s.endpoint, s.p256dh, s.auth,
                s.device, s.created_at AS device_created_at, s.last_sent_at AS device_last_sent_at
         FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
         WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.send_after <= now()
         ORDER BY o.send_after, o.id
         LIMIT 1
         FOR UPDATE OF o SKIP LOCKED"
    )
    .fetch_optional(conn)
    .await?;
    Ok(due.map(|due| DuePush {
        id: due.push_id,
        payload: due.payload,
        attempts: due.attempts,
        urgency: due.urgency,
        stale_at: due.stale_at,
        subscription: Subscription {
            id: due.device_id,
            user_id: due.device_user,
            endpoint: due.endpoint,
            p256dh: due.p256dh,
            auth: due.auth,
            device: due.device,
            created_at: due.device_created_at,
            last_sent_at: due.device_last_sent_at,
        },
    }))
}

/// Marks a claimed push sent. False when the row was no longer waiting to
/// be sent: what was just sent had been sent before (a repeat), which the
/// caller counts.
pub async fn mark_sent(conn: &mut PgConnection, push: &DuePush) -> Result<bool, sqlx::Error> {
    let marked = sqlx::query!(
        "UPDATE push_outbox SET sent_at = now(), attempts = attempts + 1
         WHERE id = $1 AND subscription_id = $2 AND sent_at IS NULL AND failed_at IS NULL",
        push.id,
        push.subscription.id
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1",
        push.subscription.id
    )
    .execute(conn)
    .await?;
    Ok(marked.rows_affected() == 1)
}

pub async fn mark_retry(
    conn: &mut PgConnection,
    id: i64,
    error: &str,
    at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE push_outbox SET attempts = attempts + 1, last_error = $2, send_after = $3 WHERE id = $1",
        id,
        error,
        at
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A device that will not take pushes (the push service says it is gone,
/// or it refused them for good) goes, with
/// whatever was still waiting for it.
pub async fn drop_subscription(conn: &mut PgConnection, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM push_subscriptions WHERE id = $1", id)
        .execute(conn)
        .await?;
    Ok(())
}
