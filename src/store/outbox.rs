//! The outbox: emails written in the same transaction as their cause, then
//! claimed by a worker (`FOR UPDATE SKIP LOCKED`, so instances never collide).

use crate::games::StoredSeat;
use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgConnection, PgPool};
use uuid::Uuid;

#[derive(Debug, Clone)]
pub struct NewMail {
    pub user_id: Option<Uuid>,
    pub to_address: String,
    pub kind: &'static str,
    pub subject: String,
    pub body_text: String,
    pub body_html: String,
    /// Where a reply goes (play by reply), if anywhere but the sender.
    pub reply_to: Option<String>,
}

#[derive(Debug, Clone, FromRow)]
pub struct MailRow {
    pub id: i64,
    pub user_id: Option<Uuid>,
    pub to_address: String,
    pub kind: String,
    /// Composed at enqueue for account mail; at send time for notifications.
    pub subject: Option<String>,
    pub body_text: Option<String>,
    pub body_html: Option<String>,
    pub attempts: i32,
    pub created_at: DateTime<Utc>,
    /// Set for notifications about a game.
    pub game_id: Option<Uuid>,
    pub seat: Option<StoredSeat>,
    pub sent_at: Option<DateTime<Utc>>,
    pub failed_at: Option<DateTime<Utc>>,
    pub dropped_at: Option<DateTime<Utc>>,
    pub last_error: Option<String>,
    pub reply_to: Option<String>,
}

const MAIL_COLUMNS: &str = "id, user_id, to_address, kind, subject, body_text, body_html, attempts,
    created_at, game_id, seat, sent_at, failed_at, dropped_at, last_error, reply_to";

/// A notification about a game, composed when it is sent (and re-checked
/// then): for a confirmed address, or for a player with push devices. `note` carries text that cannot be recomputed (a mention).
pub async fn enqueue_notification(
    conn: &mut PgConnection,
    user: Uuid,
    kind: &str,
    game: Uuid,
    seat: Option<StoredSeat>,
    note: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO outbox (user_id, to_address, kind, game_id, seat, body_text)
         SELECT id, email, $2, $3, $4, $5 FROM users
         WHERE id = $1 AND (email_verified_at IS NOT NULL
               OR EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = users.id))",
    )
    .bind(user)
    .bind(kind)
    .bind(game)
    .bind(seat)
    .bind(note)
    .execute(conn)
    .await?;
    Ok(())
}

/// Every notification of a user due by `now`, locked for this transaction:
/// a digest gathers them into one message. One held back until later (the
/// hold after a computer's move, a player at the table) stays back.
pub async fn pending_notifications(
    conn: &mut PgConnection,
    user: Uuid,
    now: DateTime<Utc>,
) -> Result<Vec<MailRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {MAIL_COLUMNS} FROM outbox
         WHERE user_id = $1 AND game_id IS NOT NULL AND send_after <= $2
           AND sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL
         ORDER BY id FOR UPDATE SKIP LOCKED"
    ))
    .bind(user)
    .bind(now)
    .fetch_all(conn)
    .await
}

pub async fn postpone(
    conn: &mut PgConnection,
    ids: &[i64],
    until: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET send_after = $2 WHERE id = ANY($1)")
        .bind(ids)
        .bind(until)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn mark_dropped(
    conn: &mut PgConnection,
    ids: &[i64],
    reason: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET dropped_at = now(), last_error = $2 WHERE id = ANY($1)")
        .bind(ids)
        .bind(reason)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records what was sent for a notification (for the local mail page), and
/// marks the notifications gathered into it.
pub async fn mark_composed_sent(
    conn: &mut PgConnection,
    id: i64,
    subject: &str,
    text: &str,
    html: &str,
    reply_to: Option<&str>,
    gathered: &[i64],
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE outbox SET sent_at = now(), attempts = attempts + 1, subject = $2, body_text = $3,
             body_html = $4, reply_to = $5
         WHERE id = $1",
    )
    .bind(id)
    .bind(subject)
    .bind(text)
    .bind(html)
    .bind(reply_to)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "UPDATE outbox SET sent_at = now(), gathered_into = $1 WHERE id = ANY($2) AND id <> $1",
    )
    .bind(id)
    .bind(gathered)
    .execute(conn)
    .await?;
    Ok(())
}

/// Permanent failures of a user's mail, for their settings page.
pub async fn failures_of(pool: &PgPool, user: Uuid) -> Result<Vec<MailRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {MAIL_COLUMNS} FROM outbox WHERE user_id = $1 AND failed_at IS NOT NULL
         ORDER BY id DESC LIMIT 20"
    ))
    .bind(user)
    .fetch_all(pool)
    .await
}

pub async fn enqueue(conn: &mut PgConnection, mail: &NewMail) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO outbox (user_id, to_address, kind, subject, body_text, body_html, reply_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(mail.user_id)
    .bind(&mail.to_address)
    .bind(mail.kind)
    .bind(&mail.subject)
    .bind(&mail.body_text)
    .bind(&mail.body_html)
    .bind(&mail.reply_to)
    .execute(conn)
    .await?;
    Ok(())
}

/// Claims one due message inside `tx`; other workers skip it until `tx` ends.
pub async fn claim_due(tx: &mut PgConnection) -> Result<Option<MailRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {MAIL_COLUMNS} FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL AND send_after <= now()
         ORDER BY send_after, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED"
    ))
    .fetch_optional(tx)
    .await
}

pub async fn mark_sent(tx: &mut PgConnection, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1")
        .bind(id)
        .execute(tx)
        .await?;
    Ok(())
}

pub async fn mark_retry(
    tx: &mut PgConnection,
    id: i64,
    error: &str,
    retry_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $2, send_after = $3 WHERE id = $1",
    )
    .bind(id)
    .bind(error)
    .bind(retry_at)
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn mark_failed(tx: &mut PgConnection, id: i64, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $2, failed_at = now() WHERE id = $1",
    )
    .bind(id)
    .bind(error)
    .execute(tx)
    .await?;
    Ok(())
}

/// Recent messages for the local mail page (embedded default only).
/// The mail sent to one user, newest first, for the local mailbox. Reset
/// links are left out: they are for someone who cannot log in, and a
/// session that could read them could turn itself into a new password.
pub async fn recent_for(
    pool: &PgPool,
    user: Uuid,
    limit: i64,
) -> Result<Vec<MailRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {MAIL_COLUMNS} FROM outbox
         WHERE user_id = $1 AND kind NOT IN ('password_reset', 'verify_email', 'email_change')
           AND sent_at IS NOT NULL AND gathered_into IS NULL
         ORDER BY id DESC LIMIT $2"
    ))
    .bind(user)
    .bind(limit)
    .fetch_all(pool)
    .await
}

/// One mail of the local mailbox, only if it was sent to `user`.
pub async fn by_id_for(pool: &PgPool, user: Uuid, id: i64) -> Result<Option<MailRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {MAIL_COLUMNS} FROM outbox
         WHERE id = $1 AND user_id = $2 AND kind NOT IN ('password_reset', 'verify_email', 'email_change')
           AND sent_at IS NOT NULL AND gathered_into IS NULL"
    ))
    .bind(id)
    .bind(user)
    .fetch_optional(pool)
    .await
}

/// The outbox as an operator watches it: how many mails wait (not sent,
/// failed or dropped, including those postponed to a later time), and for
/// how many seconds the longest-due of those has been due (0 when none is
/// due yet). Postponed mails are not late, so the age counts from
/// `send_after`, not from `created_at`. One statement, on the worker's
/// partial index.
pub async fn backlog(pool: &PgPool) -> Result<(i64, f64), sqlx::Error> {
    sqlx::query_as(
        "SELECT count(*),
                COALESCE(EXTRACT(EPOCH FROM now() - min(send_after)
                                 FILTER (WHERE send_after <= now())), 0)::float8
         FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL",
    )
    .fetch_one(pool)
    .await
}
