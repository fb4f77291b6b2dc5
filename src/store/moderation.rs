//! Moderation's rows: players' blocks of one another, reports, accounts
//! blocked by an administrator, and the administrators' audit log.

use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgConnection, PgExecutor, PgPool};
use uuid::Uuid;

/// Blocks (`on`) or unblocks `blocked` for `user`.
pub async fn set_block(
    pool: &PgPool,
    user: Uuid,
    blocked: Uuid,
    on: bool,
) -> Result<(), sqlx::Error> {
    if on {
        sqlx::query!(
            "INSERT INTO user_blocks (user_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            user,
            blocked
        )
        .execute(pool)
        .await?;
    } else {
        sqlx::query!(
            "DELETE FROM user_blocks WHERE user_id = $1 AND blocked_id = $2",
            user,
            blocked
        )
        .execute(pool)
        .await?;
    }
    Ok(())
}

/// A deleted account's blocks, both ways.
pub async fn forget_blocks(conn: &mut PgConnection, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM user_blocks WHERE user_id = $1 OR blocked_id = $1",
        user
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Whether `user` blocked `other`.
pub async fn blocks<'e>(
    executor: impl PgExecutor<'e>,
    user: Uuid,
    other: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM user_blocks WHERE user_id = $1 AND blocked_id = $2)
               AS "blocks!""#,
        user,
        other
    )
    .fetch_one(executor)
    .await
}

/// Whether any of `others` blocked `user` or was blocked by them.
pub async fn blocked_with_any(
    conn: &mut PgConnection,
    user: Uuid,
    others: &[Uuid],
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM user_blocks
                          WHERE (user_id = $1 AND blocked_id = ANY($2))
                             OR (blocked_id = $1 AND user_id = ANY($2))) AS "blocked!""#,
        user,
        others
    )
    .fetch_one(conn)
    .await
}

#[derive(Debug, Clone, FromRow, serde::Serialize)]
pub struct BlockedPlayer {
    pub username: String,
    pub blocked_at: DateTime<Utc>,
}

/// The players `user` blocked, by name.
pub async fn blocked_by(pool: &PgPool, user: Uuid) -> Result<Vec<BlockedPlayer>, sqlx::Error> {
    sqlx::query_as!(
        BlockedPlayer,
        "SELECT u.username, b.created_at AS blocked_at
         FROM user_blocks b JOIN users u ON u.id = b.blocked_id
         WHERE b.user_id = $1 ORDER BY lower(u.username)",
        user
    )
    .fetch_all(pool)
    .await
}

/// What a report is about.
pub struct NewReport<'a> {
    pub reporter: Uuid,
    pub reported: Uuid,
    pub game: Option<Uuid>,
    pub message: Option<(i64, &'a str)>,
    pub reason: &'a str,
}

pub async fn add_report(pool: &PgPool, report: &NewReport<'_>) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO reports (reporter_id, reported_id, game_id, message_id, message_body, reason)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        report.reporter,
        report.reported,
        report.game,
        report.message.map(|(id, _)| id),
        report.message.map(|(_, body)| body),
        report.reason
    )
    .fetch_one(pool)
    .await
}

#[derive(Debug, Clone, FromRow, serde::Serialize)]
pub struct ReportRow {
    pub id: i64,
    pub reporter: String,
    pub reported: String,
    pub reported_id: Uuid,
    pub game_id: Option<Uuid>,
    pub message_id: Option<i64>,
    pub message_body: Option<String>,
    pub reason: String,
    pub created_at: DateTime<Utc>,
    pub resolved_at: Option<DateTime<Utc>>,
    pub resolution: Option<String>,
}

/// A query of `ReportRow`s, checked at compile time: the columns and joins
/// once, the rest of the statement (from `WHERE`) given with its arguments.
macro_rules! report_rows {
    ($rest:literal $(, $argument:expr)* $(,)?) => {
        sqlx::query_as!(
            ReportRow,
            "SELECT r.id, a.username AS reporter, b.username AS reported,
                    r.reported_id, r.game_id, r.message_id, r.message_body, r.reason, r.created_at,
                    r.resolved_at, r.resolution
             FROM reports r JOIN users a ON a.id = r.reporter_id JOIN users b ON b.id = r.reported_id
             " + $rest
            $(, $argument)*
        )
    };
}

/// Reports, the open ones first, newest first (at most 200).
pub async fn reports(pool: &PgPool, open_only: bool) -> Result<Vec<ReportRow>, sqlx::Error> {
    report_rows!(
        "WHERE NOT $1 OR r.resolved_at IS NULL
         ORDER BY r.resolved_at IS NOT NULL, r.created_at DESC LIMIT 200",
        open_only
    )
    .fetch_all(pool)
    .await
}

pub async fn report(pool: &PgPool, id: i64) -> Result<Option<ReportRow>, sqlx::Error> {
    report_rows!("WHERE r.id = $1", id)
        .fetch_optional(pool)
        .await
}

pub async fn resolve_report(
    conn: &mut PgConnection,
    id: i64,
    admin: Uuid,
    resolution: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE reports SET resolved_at = now(), resolved_by = $2, resolution = $3
         WHERE id = $1 AND resolved_at IS NULL",
        id,
        admin,
        resolution
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Blocks (with the reason) or unblocks an account.
pub async fn set_account_blocked(
    conn: &mut PgConnection,
    user: Uuid,
    reason: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE users SET blocked_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
                          blocked_reason = $2
         WHERE id = $1 AND deleted_at IS NULL",
        user,
        reason
    )
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn account_blocked<'e>(
    executor: impl PgExecutor<'e>,
    user: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT blocked_at IS NOT NULL AS "blocked!" FROM users WHERE id = $1"#,
        user
    )
    .fetch_optional(executor)
    .await
    .map(|blocked| blocked.unwrap_or(false))
}

/// One administrator's action, for the audit log.
pub struct AdminAction<'a> {
    pub admin: Uuid,
    pub admin_name: &'a str,
    pub action: &'a str,
    pub target_user: Option<Uuid>,
    pub target_game: Option<Uuid>,
    pub target_event: Option<Uuid>,
    pub report: Option<i64>,
    pub reason: &'a str,
}

pub async fn record_action(
    conn: &mut PgConnection,
    action: &AdminAction<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO admin_actions (admin_id, admin_name, action, target_user, target_game,
                                    target_event, report_id, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        action.admin,
        action.admin_name,
        action.action,
        action.target_user,
        action.target_game,
        action.target_event,
        action.report,
        action.reason
    )
    .execute(conn)
    .await?;
    Ok(())
}

#[derive(Debug, Clone, FromRow, serde::Serialize)]
pub struct ActionRow {
    pub id: i64,
    pub admin_name: String,
    pub action: String,
    pub target: Option<String>,
    pub target_game: Option<Uuid>,
    pub target_event: Option<Uuid>,
    pub report_id: Option<i64>,
    pub reason: String,
    pub at: DateTime<Utc>,
}

/// The audit log, newest first (at most 500).
pub async fn actions(pool: &PgPool) -> Result<Vec<ActionRow>, sqlx::Error> {
    sqlx::query_as!(
        ActionRow,
        r#"SELECT x.id, x.admin_name, x.action, u.username AS "target?", x.target_game,
                  x.target_event, x.report_id, x.reason, x.at
           FROM admin_actions x LEFT JOIN users u ON u.id = x.target_user
           ORDER BY x.at DESC, x.id DESC LIMIT 500"#
    )
    .fetch_all(pool)
    .await
}

#[derive(Debug, Clone, FromRow, serde::Serialize)]
pub struct AccountRow {
    pub id: Uuid,
    pub username: String,
    pub email: String,
    pub email_verified: bool,
    pub created_at: DateTime<Utc>,
    pub blocked_at: Option<DateTime<Utc>>,
    pub blocked_reason: Option<String>,
    pub deleted: bool,
    pub games: i64,
    pub reports: i64,
}

/// Accounts whose name or address contains `query` (at most 100).
pub async fn search_accounts(pool: &PgPool, query: &str) -> Result<Vec<AccountRow>, sqlx::Error> {
    let pattern = format!(
        "%{}%",
        query
            .to_lowercase()
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    );
    sqlx::query_as!(
        AccountRow,
        r#"SELECT u.id, u.username, u.email, u.email_verified_at IS NOT NULL AS "email_verified!",
                  u.created_at, u.blocked_at, u.blocked_reason,
                  u.deleted_at IS NOT NULL AS "deleted!",
                  (SELECT count(*) FROM game_players p WHERE p.user_id = u.id) AS "games!",
                  (SELECT count(*) FROM reports r WHERE r.reported_id = u.id) AS "reports!"
           FROM users u
           WHERE u.computer_level IS NULL AND (lower(u.username) LIKE $1 OR lower(u.email) LIKE $1)
           ORDER BY lower(u.username) LIMIT 100"#,
        pattern
    )
    .fetch_all(pool)
    .await
}
