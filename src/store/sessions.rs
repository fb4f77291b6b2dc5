//! Server-side records of who is logged in where: browser sessions and API
//! tokens, each listed on the settings page and revocable one by one or all
//! at once.

use chrono::{DateTime, Duration, Utc};
use sqlx::{FromRow, PgExecutor, PgPool};
use uuid::Uuid;

/// How long a browser session lives without being used; each use extends it.
pub const SESSION_IDLE_DAYS: i64 = 30;

/// `last_seen_at` is refreshed at most this often, so most requests only read.
const TOUCH_EVERY_MINUTES: i64 = 5;

#[derive(Debug, Clone, FromRow)]
pub struct SessionRow {
    pub id: Uuid,
    pub user_agent: String,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
}

pub async fn create(pool: &PgPool, user: Uuid, user_agent: &str) -> Result<Uuid, sqlx::Error> {
    let id = Uuid::new_v4();
    sqlx::query!(
        "INSERT INTO user_sessions (id, user_id, user_agent, expires_at) VALUES ($1, $2, $3, $4)",
        id,
        user,
        user_agent,
        Utc::now() + Duration::days(SESSION_IDLE_DAYS)
    )
    .execute(pool)
    .await?;
    Ok(id)
}

/// Whether the session is live for this user, and then how many games
/// wait for their decision (the title and the menu say it; read in the same
/// statement). Refreshes the session's last use and expiry when they are
/// more than a few minutes old.
pub async fn is_live(
    pool: &PgPool,
    id: Uuid,
    user: Uuid,
) -> Result<Option<(i64, Option<Profile>)>, sqlx::Error> {
    // The count of games waiting is `games::waiting_count`'s, written out
    // (a checked statement is one literal; a test compares them:
    // `the_page_read_counts_waiting_games_as_the_login_does`).
    let row = sqlx::query!(
        r#"SELECT last_seen_at,
                  (SELECT count(*) FROM game_players wp WHERE wp.user_id = $2 AND wp.waiting AND NOT wp.bot) AS "waiting!",
                  (SELECT u.time_zone || ' ' || u.theme || ' ' || COALESCE(u.language, '')
                   FROM users u WHERE u.id = $2) AS "profile?"
           FROM user_sessions
           WHERE id = $1 AND user_id = $2 AND expires_at > now()
             -- An account the administrators blocked acts no more, whatever
             -- session it still holds.
             AND NOT EXISTS (SELECT 1 FROM users b WHERE b.id = $2 AND b.blocked_at IS NOT NULL)"#,
        id,
        user
    )
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    touch_if_due(pool, id, row.last_seen_at).await?;
    Ok(Some((
        row.waiting,
        row.profile.as_deref().and_then(Profile::parse),
    )))
}

/// A person's language, zone and look as their account has them now, read
/// with their session on every request: the login's cookie keeps a copy
/// from when it was made, which a change on another device (or through the
/// API) leaves behind. Read as one text column, `zone theme language` (none
/// of the three holds a space), so every session check adds one column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub time_zone: String,
    pub theme: String,
    /// `None`: the browser's language.
    pub language: Option<String>,
}

impl Profile {
    pub fn parse(text: &str) -> Option<Profile> {
        let mut parts = text.splitn(3, ' ');
        let time_zone = parts.next()?.to_owned();
        let theme = parts.next()?.to_owned();
        let language = parts
            .next()
            .filter(|code| !code.is_empty())
            .map(str::to_owned);
        Some(Profile {
            time_zone,
            theme,
            language,
        })
    }
}

/// Which of `ids` are live sessions (not ended, not expired, of an account
/// not blocked), in one statement: the live feeds of an instance check
/// their logins this way (`live::check_sessions`).
pub async fn live_among(pool: &PgPool, ids: &[Uuid]) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT s.id FROM user_sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = ANY($1) AND s.expires_at > now() AND u.blocked_at IS NULL",
        ids
    )
    .fetch_all(pool)
    .await
}

/// Whether a live session's last use, read at `last_seen`, is old enough
/// to be refreshed (most requests then only read).
pub fn touch_due(last_seen: DateTime<Utc>) -> bool {
    Utc::now() - last_seen > Duration::minutes(TOUCH_EVERY_MINUTES)
}

/// Refreshes a live session's last use and expiry when due.
pub async fn touch_if_due(
    pool: &PgPool,
    id: Uuid,
    last_seen: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    if touch_due(last_seen) {
        let now = Utc::now();
        sqlx::query!(
            "UPDATE user_sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1",
            id,
            now,
            now + Duration::days(SESSION_IDLE_DAYS)
        )
        .execute(pool)
        .await?;
    }
    Ok(())
}

pub async fn list(pool: &PgPool, user: Uuid) -> Result<Vec<SessionRow>, sqlx::Error> {
    sqlx::query_as!(
        SessionRow,
        "SELECT id, user_agent, created_at, last_seen_at FROM user_sessions
         WHERE user_id = $1 AND expires_at > now() ORDER BY last_seen_at DESC",
        user
    )
    .fetch_all(pool)
    .await
}

/// Ends one session of the user, with the devices subscribed for push in
/// it (a logout at a shared computer leaves nothing behind); `false` if
/// there was no such session.
pub async fn end(pool: &PgPool, user: Uuid, id: Uuid) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "WITH devices AS (
             DELETE FROM push_subscriptions WHERE session_id = $1 AND user_id = $2)
         DELETE FROM user_sessions WHERE id = $1 AND user_id = $2",
        id,
        user
    )
    .execute(pool)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Ends every session of the user but `keep` (the one making the change, if
/// any), and forgets every device their notifications went to: a device
/// subscribed from a session that is now ended (someone else's, maybe) must
/// not go on hearing of their games. Their own devices are turned on again
/// from the settings.
pub async fn end_all<'e>(
    executor: impl PgExecutor<'e>,
    user: Uuid,
    keep: Option<Uuid>,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!(
        "WITH devices AS (DELETE FROM push_subscriptions WHERE user_id = $1)
         DELETE FROM user_sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2",
        user,
        keep
    )
    .execute(executor)
    .await?;
    Ok(done.rows_affected())
}

// --- API tokens ---

#[derive(Debug, Clone, FromRow)]
pub struct TokenRow {
    pub id: Uuid,
    pub label: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub scopes: Vec<String>,
}

pub async fn tokens(pool: &PgPool, user: Uuid) -> Result<Vec<TokenRow>, sqlx::Error> {
    sqlx::query_as!(
        TokenRow,
        "SELECT id, label, created_at, last_used_at, scopes FROM api_tokens
         WHERE user_id = $1 ORDER BY created_at DESC",
        user
    )
    .fetch_all(pool)
    .await
}

/// Revokes one token of the user; `false` if there was no such token.
pub async fn revoke_token(pool: &PgPool, user: Uuid, id: Uuid) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "DELETE FROM api_tokens WHERE id = $1 AND user_id = $2",
        id,
        user
    )
    .execute(pool)
    .await?;
    Ok(done.rows_affected() > 0)
}

pub async fn revoke_all_tokens<'e>(
    executor: impl PgExecutor<'e>,
    user: Uuid,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!("DELETE FROM api_tokens WHERE user_id = $1", user)
        .execute(executor)
        .await?;
    Ok(done.rows_affected())
}

/// Ends every outstanding password-reset link of the user: a password that
/// was just used or changed makes older links pointless and dangerous.
pub async fn end_resets<'e>(executor: impl PgExecutor<'e>, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM password_resets WHERE user_id = $1", user)
        .execute(executor)
        .await?;
    Ok(())
}

/// Ends every outstanding address link of the user (confirming the sign-up
/// address, or moving to a new one): a reset, a password change, a confirmed
/// change and a deletion each mean whoever asked for such a link may no
/// longer be entitled to it. The "this was not me" links of change notices
/// stay: they belong to the old address, and must outlive whatever the
/// person who asked for the change does next.
pub async fn end_email_links<'e>(
    executor: impl PgExecutor<'e>,
    user: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE email_tokens SET used_at = now()
         WHERE user_id = $1 AND used_at IS NULL AND purpose <> 'revert'",
        user
    )
    .execute(executor)
    .await?;
    Ok(())
}

/// Whether the API token `id` still works (not revoked, its account not
/// blocked): a program's stream lives no longer than its token.
pub async fn token_is_live(pool: &PgPool, id: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM api_tokens t JOIN users u ON u.id = t.user_id
                          WHERE t.id = $1 AND u.blocked_at IS NULL) AS "live!""#,
        id
    )
    .fetch_one(pool)
    .await
}
