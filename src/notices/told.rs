//! What a person was told: their notices as the outbox keeps them, with
//! where each stands (waiting to be sent, sent, sent inside another mail,
//! dropped as moot, failed). The API's `GET /me/notices` lists them.

use crate::store::outbox_notices::{self, NoticeRow};
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// The most notices one page lists.
pub const MOST: i64 = 100;

/// Where a notice stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// Waiting for its time (a digest, quiet hours, a batch).
    Waiting,
    Sent,
    /// Sent inside another mail (a batch or a digest).
    Gathered,
    /// Not sent: moot by the time it was due (the turn had passed on, the
    /// game was muted or over…).
    Dropped,
    /// Given up after its retries.
    Failed,
}

pub struct Told {
    pub id: i64,
    pub kind: String,
    pub game: Option<Uuid>,
    /// The event it is about (a round, a challenge, the end), if any.
    pub event: Option<Uuid>,
    /// The mail's subject and text, once composed (at sending; empty before).
    pub subject: String,
    pub text: String,
    pub created_at: DateTime<Utc>,
    pub due_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub standing: Standing,
    /// The notice whose mail carried this one (`Gathered`).
    pub sent_in: Option<i64>,
}

impl Told {
    fn of(row: NoticeRow) -> Told {
        let standing = match (
            row.sent_at,
            row.gathered_into,
            row.dropped_at,
            row.failed_at,
        ) {
            (Some(_), Some(into), _, _) if into != row.id => Standing::Gathered,
            (Some(_), _, _, _) => Standing::Sent,
            (None, _, Some(_), _) => Standing::Dropped,
            (None, _, None, Some(_)) => Standing::Failed,
            (None, _, None, None) => Standing::Waiting,
        };
        Told {
            id: row.id,
            kind: row.kind,
            game: row.game_id,
            event: row.event_id,
            subject: row.subject,
            text: row.body_text,
            created_at: row.created_at,
            due_at: row.send_after,
            sent_at: row.sent_at,
            standing,
            sent_in: row.gathered_into.filter(|into| *into != row.id),
        }
    }
}

/// The `limit` (at most `MOST`) latest notices of `user` before notice
/// `before`, newest first.
pub async fn told(
    pool: &PgPool,
    user: Uuid,
    before: Option<i64>,
    limit: i64,
) -> Result<Vec<Told>, sqlx::Error> {
    let rows = outbox_notices::of_user(pool, user, before, limit.clamp(1, MOST)).await?;
    Ok(rows.into_iter().map(Told::of).collect())
}
