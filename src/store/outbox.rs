//! The outbox: emails written in the same transaction as their cause, then
//! claimed by a worker (`FOR UPDATE SKIP LOCKED`, so instances never collide).

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
}

#[derive(Debug, Clone, FromRow)]
pub struct MailRow {
    pub id: i64,
    pub user_id: Option<Uuid>,
    pub to_address: String,
    pub kind: String,
    pub subject: String,
    pub body_text: String,
    pub body_html: String,
    pub attempts: i32,
    pub created_at: DateTime<Utc>,
}

pub async fn enqueue(conn: &mut PgConnection, mail: &NewMail) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO outbox (user_id, to_address, kind, subject, body_text, body_html)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(mail.user_id)
    .bind(&mail.to_address)
    .bind(mail.kind)
    .bind(&mail.subject)
    .bind(&mail.body_text)
    .bind(&mail.body_html)
    .execute(conn)
    .await?;
    Ok(())
}

/// Claims one due message inside `tx`; other workers skip it until `tx` ends.
pub async fn claim_due(tx: &mut PgConnection) -> Result<Option<MailRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, user_id, to_address, kind, subject, body_text, body_html, attempts, created_at
         FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND send_after <= now()
         ORDER BY send_after, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED",
    )
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
pub async fn recent(pool: &PgPool, limit: i64) -> Result<Vec<MailRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, user_id, to_address, kind, subject, body_text, body_html, attempts, created_at
         FROM outbox ORDER BY id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(pool)
    .await
}

pub async fn by_id(pool: &PgPool, id: i64) -> Result<Option<MailRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, user_id, to_address, kind, subject, body_text, body_html, attempts, created_at
         FROM outbox WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await
}
