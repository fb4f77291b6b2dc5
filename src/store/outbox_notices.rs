//! A person's notices as the outbox keeps them: what was (or will be) sent
//! to them, for the API's list.

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

pub struct NoticeRow {
    pub id: i64,
    pub kind: String,
    pub game_id: Option<Uuid>,
    pub event_id: Option<Uuid>,
    pub subject: String,
    pub body_text: String,
    pub created_at: DateTime<Utc>,
    pub send_after: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub dropped_at: Option<DateTime<Utc>>,
    pub failed_at: Option<DateTime<Utc>>,
    pub gathered_into: Option<i64>,
}

/// The `limit` latest notices of `user` before notice `before` (or the
/// latest), newest first.
pub async fn of_user(
    pool: &PgPool,
    user: Uuid,
    before: Option<i64>,
    limit: i64,
) -> Result<Vec<NoticeRow>, sqlx::Error> {
    sqlx::query_as!(
        NoticeRow,
        r#"SELECT id, kind, game_id, event_id, COALESCE(subject, '') AS "subject!",
                COALESCE(body_text, '') AS "body_text!", created_at, send_after, sent_at,
                dropped_at, failed_at, gathered_into
         FROM outbox WHERE user_id = $1 AND id < COALESCE($2, 9223372036854775807)
         ORDER BY id DESC LIMIT $3"#,
        user,
        before,
        limit
    )
    .fetch_all(pool)
    .await
}
