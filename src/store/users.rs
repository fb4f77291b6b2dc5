//! Accounts, password resets, API tokens and failed-login records.

use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgPool};
use uuid::Uuid;

#[derive(Debug, Clone, FromRow)]
pub struct UserRow {
    pub id: Uuid,
    pub username: String,
    pub email: String,
    pub password_hash: String,
    pub language: Option<String>,
    pub time_zone: String,
    /// `device`, `light` or `dark` (see `accounts::preferences::Theme`);
    /// empty where a statement does not read it (an API call's owner).
    #[sqlx(default)]
    pub theme: String,
}

pub struct NewUser<'a> {
    pub username: &'a str,
    pub email: &'a str,
    pub password_hash: &'a str,
    pub language: Option<&'a str>,
}

/// `Ok(None)` when the username (after normalisation, or a look-alike of it:
/// same confusable skeleton) or the email is taken.
pub async fn create(pool: &PgPool, user: NewUser<'_>) -> Result<Option<Uuid>, sqlx::Error> {
    let id = Uuid::new_v4();
    let result = sqlx::query!(
        "INSERT INTO users (id, username, username_key, username_skeleton, email, email_key,
                            password_hash, language)
         VALUES ($1, $2, $3, $4, $5, lower($5), $6, $7)",
        id,
        user.username,
        crate::support::input::username_key(user.username),
        crate::support::input::username_skeleton(user.username),
        user.email,
        user.password_hash,
        user.language
    )
    .execute(pool)
    .await;
    match result {
        Ok(_) => Ok(Some(id)),
        Err(error) if super::is_unique_violation(&error) => Ok(None),
        Err(error) => Err(error),
    }
}

/// The computer players' names ("Alcuin (computer)", …).
pub async fn computer_names(pool: &PgPool) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar!("SELECT username FROM users WHERE computer_level IS NOT NULL")
        .fetch_all(pool)
        .await
}

pub async fn by_id(pool: &PgPool, id: Uuid) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as!(
        UserRow,
        "SELECT id, username, email, password_hash, language, time_zone, theme
         FROM users WHERE id = $1",
        id
    )
    .fetch_optional(pool)
    .await
}

/// By username (compared as sign-up compares them: NFKC, lower case) or
/// email (case-insensitively).
pub async fn by_login(pool: &PgPool, login: &str) -> Result<Option<UserRow>, sqlx::Error> {
    if login.contains('\0') {
        // PostgreSQL text cannot hold NUL: no account has one in its name.
        return Ok(None);
    }
    sqlx::query_as!(
        UserRow,
        "SELECT id, username, email, password_hash, language, time_zone, theme FROM users
         WHERE (username_key = $1 OR email_key = lower($2)) AND computer_level IS NULL",
        crate::support::input::username_key(login),
        login
    )
    .fetch_optional(pool)
    .await
}

/// Fills in the normalised key and confusable skeleton of accounts made
/// before they existed (migration 0010): PostgreSQL has neither NFKC case
/// folding of every script nor the UTS #39 tables, so it is done here, at
/// start-up, oldest account first. When two old accounts turn out to be
/// one name or look-alikes, the update that collides is skipped: that
/// account keeps its old key, gets no skeleton (NULLs never collide) and a
/// warning at each start until someone renames one of the two. New
/// look-alikes of either are refused all the same. Returns how many
/// accounts were filled in.
pub async fn backfill_username_keys(pool: &PgPool) -> Result<u64, sqlx::Error> {
    let pending = sqlx::query!(
        "SELECT id, username FROM users WHERE username_skeleton IS NULL ORDER BY created_at, id"
    )
    .fetch_all(pool)
    .await?;
    let mut filled = 0;
    for row in pending {
        let (id, username) = (row.id, row.username);
        let result = sqlx::query!(
            "UPDATE users SET username_key = $2, username_skeleton = $3 WHERE id = $1",
            id,
            crate::support::input::username_key(&username),
            crate::support::input::username_skeleton(&username)
        )
        .execute(pool)
        .await;
        match result {
            Ok(_) => filled += 1,
            Err(error) if super::is_unique_violation(&error) => {
                tracing::warn!(%id, %username, "username looks like an older account's; rename one")
            }
            Err(error) => return Err(error),
        }
    }
    Ok(filled)
}

/// Sets a new password, ends every session but `keep` (the one that made the
/// change) and every outstanding reset link, in one transaction.
/// Sets a new password; reset and address links end. With `everywhere`,
/// every session but `keep` ends too (with the devices they subscribed)
/// and every API token is revoked, in the same transaction.
pub async fn update_password(
    pool: &PgPool,
    id: Uuid,
    password_hash: &str,
    keep: Uuid,
    everywhere: bool,
) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "UPDATE users SET password_hash = $2 WHERE id = $1",
        id,
        password_hash
    )
    .execute(&mut *tx)
    .await?;
    if everywhere {
        super::sessions::end_all(&mut *tx, id, Some(keep)).await?;
        super::sessions::revoke_all_tokens(&mut *tx, id).await?;
    }
    super::sessions::end_resets(&mut *tx, id).await?;
    super::sessions::end_email_links(&mut *tx, id).await?;
    tx.commit().await
}

/// Marks the guided first turn of game `kind` as closed for the user (once:
/// closing it again changes nothing).
pub async fn close_guide(pool: &PgPool, id: Uuid, kind: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET guides_done = array_append(guides_done, $2)
         WHERE id = $1 AND NOT ($2 = ANY(guides_done))",
        id,
        kind
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Sets how the pages look to the user (`device`, `light`, `dark`).
pub async fn set_theme(pool: &PgPool, id: Uuid, theme: &str) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET theme = $2 WHERE id = $1", id, theme)
        .execute(pool)
        .await?;
    Ok(())
}

/// Marks the guided first turn of `game`'s kind as closed for the user when
/// none of their seats in it waits any more (their turn was handed on).
pub async fn close_guide_after_turn(
    pool: &PgPool,
    id: Uuid,
    game: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users u SET guides_done = array_append(u.guides_done, g.kind)
         FROM games g
         WHERE u.id = $1 AND g.id = $2 AND NOT (g.kind = ANY(u.guides_done))
           AND NOT EXISTS (SELECT 1 FROM game_players p
                           WHERE p.game_id = g.id AND p.user_id = u.id
                             AND p.seat = ANY(g.waiting_on))",
        id,
        game
    )
    .execute(pool)
    .await?;
    Ok(())
}

pub async fn set_time_zone(pool: &PgPool, id: Uuid, time_zone: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET time_zone = $2 WHERE id = $1",
        id,
        time_zone
    )
    .execute(pool)
    .await?;
    Ok(())
}

pub async fn update_preferences(
    pool: &PgPool,
    id: Uuid,
    language: Option<&str>,
    time_zone: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET language = $2, time_zone = $3 WHERE id = $1",
        id,
        language,
        time_zone
    )
    .execute(pool)
    .await?;
    Ok(())
}

// --- rate limiting of failed logins ---

/// What the failed logins of one attempt's account, address and
/// (account, address) pair add up to.
#[derive(Debug, Clone, Default, FromRow)]
pub struct FailureCounts {
    /// Failures from the address, on any account, since `window_start`.
    pub address: i64,
    /// Failures on the account, from any address, since `window_start`.
    pub account: i64,
    /// Failures of the pair since `window_start`.
    pub pair_recent: i64,
    /// Failures of the pair since `memory_start` (longer ago: the back-off).
    pub pair_remembered: i64,
    pub pair_last: Option<DateTime<Utc>>,
}

pub async fn failure_counts(
    pool: &PgPool,
    address: &str,
    account: &str,
    pair: &str,
    window_start: DateTime<Utc>,
    memory_start: DateTime<Utc>,
) -> Result<FailureCounts, sqlx::Error> {
    sqlx::query_as!(
        FailureCounts,
        r#"SELECT count(*) FILTER (WHERE subject = $1 AND failed_at > $4) AS "address!",
                  count(*) FILTER (WHERE subject = $2 AND failed_at > $4) AS "account!",
                  count(*) FILTER (WHERE subject = $3 AND failed_at > $4) AS "pair_recent!",
                  count(*) FILTER (WHERE subject = $3) AS "pair_remembered!",
                  max(failed_at) FILTER (WHERE subject = $3) AS "pair_last?"
           FROM login_failures WHERE subject IN ($1, $2, $3) AND failed_at > $5"#,
        address,
        account,
        pair,
        window_start,
        memory_start
    )
    .fetch_one(pool)
    .await
}

/// Forgets the failures of one subject (a pair whose right password was given).
pub async fn clear_failures(pool: &PgPool, subject: &str) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM login_failures WHERE subject = $1", subject)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn record_failure(
    pool: &PgPool,
    subjects: &[String],
    prune_before: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "DELETE FROM login_failures WHERE failed_at < $1",
        prune_before
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO login_failures (subject) SELECT unnest($1::text[])",
        subjects
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

// --- password resets ---

pub async fn create_reset(
    tx: &mut sqlx::PgConnection,
    user_id: Uuid,
    token_hash: &[u8],
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
        token_hash,
        user_id,
        expires_at
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// The user a live (unused, unexpired) reset token belongs to.
pub async fn reset_owner(pool: &PgPool, token_hash: &[u8]) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT user_id FROM password_resets
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()",
        token_hash
    )
    .fetch_optional(pool)
    .await
}

/// Sets the password from a live reset link, atomically: the link and every
/// other reset link of the user end, and so do all their sessions and API
/// tokens (whoever held them may be who the reset locks out); `false` when
/// the link was no longer live.
pub async fn consume_reset(
    pool: &PgPool,
    token_hash: &[u8],
    password_hash: &str,
) -> Result<bool, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let user: Option<Uuid> = sqlx::query_scalar!(
        "UPDATE password_resets SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id",
        token_hash
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(user) = user else {
        return Ok(false);
    };
    // The link went to the account's address and came back: that address
    // is proven, which is how the real owner of an address someone else
    // signed up with takes the account over for good.
    sqlx::query!(
        "UPDATE users SET password_hash = $2,
                email_verified_at = COALESCE(email_verified_at, now())
         WHERE id = $1",
        user,
        password_hash
    )
    .execute(&mut *tx)
    .await?;
    super::sessions::end_all(&mut *tx, user, None).await?;
    super::sessions::revoke_all_tokens(&mut *tx, user).await?;
    super::sessions::end_resets(&mut *tx, user).await?;
    super::sessions::end_email_links(&mut *tx, user).await?;
    tx.commit().await?;
    Ok(true)
}

// --- API tokens ---

pub async fn create_api_token(
    pool: &PgPool,
    user_id: Uuid,
    token_hash: &[u8],
    label: &str,
    scopes: &[String],
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO api_tokens (token_hash, user_id, label, scopes) VALUES ($1, $2, $3, $4)",
        token_hash,
        user_id,
        label,
        scopes
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// The token's owner and the token's id; one round trip that also records
/// the token's last use (at most every few minutes, so most calls write nothing).
pub async fn api_token_owner(
    pool: &PgPool,
    token_hash: &[u8],
) -> Result<Option<(UserRow, Uuid)>, sqlx::Error> {
    let owner = sqlx::query!(
        "WITH touched AS (
             UPDATE api_tokens SET last_used_at = now()
             WHERE token_hash = $1
               AND (last_used_at IS NULL OR last_used_at < now() - interval '5 minutes')
         )
         SELECT u.id, u.username, u.email, u.password_hash, u.language, u.time_zone,
                t.id AS token_id
         FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1",
        token_hash
    )
    .fetch_optional(pool)
    .await?;
    Ok(owner.map(|owner| {
        let user = UserRow {
            id: owner.id,
            username: owner.username,
            email: owner.email,
            password_hash: owner.password_hash,
            language: owner.language,
            time_zone: owner.time_zone,
            // Not read for an API call's owner (see `UserRow::theme`).
            theme: String::new(),
        };
        (user, owner.token_id)
    }))
}

/// What one API call's statement found: the token's owner, the token, what
/// it may do, and the spend of the call from its budget.
pub struct ApiCall {
    pub user: UserRow,
    pub token_id: Uuid,
    /// The token's scopes as stored (see `accounts::scopes`).
    pub scopes: Vec<String>,
    pub spend: crate::store::rate_limits::Spend,
}

/// An API call in one statement: the token's owner (touching the token's
/// last use at most every five minutes) and, for a known token, one unit of
/// the `limit` spent for `subject`. `None` for an unknown token.
pub async fn api_call(
    pool: &PgPool,
    token_hash: &[u8],
    limit: &crate::store::rate_limits::Limit,
    subject: &str,
) -> Result<Option<ApiCall>, sqlx::Error> {
    use crate::store::rate_limits::{spend_answer, spend_cte, Spend};
    #[derive(FromRow)]
    struct Call {
        #[sqlx(flatten)]
        user: UserRow,
        token_id: Uuid,
        scopes: Vec<String>,
        allowed: bool,
        retry_after_secs: Option<f64>,
        full_in_secs: Option<f64>,
    }
    // Built at run time because the spend is the rate limiter's text
    // (`spend_cte`, `spend_answer`), numbered here from the second parameter.
    let sql = format!(
        "WITH owner AS (
             SELECT u.id, u.username, u.email, u.password_hash, u.language, u.time_zone,
                    t.id AS token_id, t.scopes
             FROM api_tokens t JOIN users u ON u.id = t.user_id
             WHERE t.token_hash = $1 AND u.blocked_at IS NULL)
         , touched AS (
             UPDATE api_tokens SET last_used_at = now()
             WHERE token_hash = $1
               AND (last_used_at IS NULL OR last_used_at < now() - interval '5 minutes'))
         , {}
         SELECT owner.*, answer.* FROM owner,
                LATERAL (SELECT {}) AS answer (allowed, retry_after_secs, full_in_secs)",
        spend_cte(2, "EXISTS (SELECT 1 FROM owner)"),
        spend_answer(2)
    );
    let budget = limit.budget(subject);
    let call: Option<Call> = sqlx::query_as(&sql)
        .bind(token_hash)
        .bind(limit.bucket)
        .bind(&budget.subject)
        .bind(budget.interval_secs)
        .bind(budget.horizon_secs)
        .fetch_optional(pool)
        .await?;
    Ok(call.map(|call| {
        let spend = Spend::from_answer(
            call.allowed,
            call.retry_after_secs,
            call.full_in_secs,
            budget.interval_secs,
        );
        ApiCall {
            user: call.user,
            token_id: call.token_id,
            scopes: call.scopes,
            spend,
        }
    }))
}

/// By username, compared as sign-up compares them (NFKC, lower case). A
/// deleted account is nobody: its placeholder name (`deleted-<id>`) finds
/// nothing, so it has no profile, cannot be followed, muted or invited.
pub async fn by_username(pool: &PgPool, username: &str) -> Result<Option<UserRow>, sqlx::Error> {
    if username.contains('\0') {
        // PostgreSQL text cannot hold NUL: no account has one in its name.
        return Ok(None);
    }
    sqlx::query_as!(
        UserRow,
        "SELECT id, username, email, password_hash, language, time_zone, theme FROM users
         WHERE username_key = $1 AND deleted_at IS NULL",
        crate::support::input::username_key(username)
    )
    .fetch_optional(pool)
    .await
}

/// What mail needs to reach a user in their language.
#[derive(Debug, Clone, FromRow)]
pub struct Contact {
    pub id: Uuid,
    pub username: String,
    pub email: String,
    pub language: Option<String>,
    pub time_zone: String,
}

pub async fn contacts(
    conn: &mut sqlx::PgConnection,
    ids: &[Uuid],
) -> Result<Vec<Contact>, sqlx::Error> {
    sqlx::query_as!(
        Contact,
        "SELECT id, username, email, language, time_zone FROM users WHERE id = ANY($1)",
        ids
    )
    .fetch_all(conn)
    .await
}

/// A user as the mail worker needs them: address, language, zone, preferences.
#[derive(Debug, Clone, FromRow)]
pub struct Recipient {
    pub id: Uuid,
    pub username: String,
    pub email: String,
    pub language: Option<String>,
    pub time_zone: String,
    pub mail_mode: String,
    pub mail_batch_minutes: i32,
    pub digest_hour: i16,
    pub last_notified_at: Option<DateTime<Utc>>,
    pub away_until: Option<DateTime<Utc>>,
    /// Quiet hours (see `mail::quiet`).
    pub quiet_from: Option<i16>,
    pub quiet_to: Option<i16>,
    pub quiet_days: i16,
    /// The weekdays the user's clocks stand still (see `clocks::days_off`).
    pub clock_days_off: i16,
    /// Mail goes only to a confirmed address.
    pub email_verified: bool,
}

pub async fn recipient(
    conn: &mut sqlx::PgConnection,
    id: Uuid,
) -> Result<Option<Recipient>, sqlx::Error> {
    sqlx::query_as!(
        Recipient,
        r#"SELECT id, username, email, language, time_zone, mail_mode, mail_batch_minutes,
                  digest_hour, last_notified_at, away_until, quiet_from, quiet_to, quiet_days,
                  clock_days_off, email_verified_at IS NOT NULL AS "email_verified!"
           FROM users WHERE id = $1"#,
        id
    )
    .fetch_optional(conn)
    .await
}

pub async fn recipient_by_id(pool: &PgPool, id: Uuid) -> Result<Option<Recipient>, sqlx::Error> {
    let mut conn = pool.acquire().await?;
    recipient(&mut conn, id).await
}

pub async fn notified(conn: &mut sqlx::PgConnection, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET last_notified_at = now() WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A user's quiet hours as stored: from, to (hours, both or neither) and
/// the quiet weekdays (bit 0 Monday).
pub struct QuietColumns {
    pub from: Option<i16>,
    pub to: Option<i16>,
    pub days: i16,
}

pub async fn update_mail_preferences(
    pool: &PgPool,
    id: Uuid,
    mode: &str,
    batch_minutes: i32,
    digest_hour: i16,
    quiet: &QuietColumns,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET mail_mode = $2, mail_batch_minutes = $3, digest_hour = $4,
                quiet_from = $5, quiet_to = $6, quiet_days = $7
         WHERE id = $1",
        id,
        mode,
        batch_minutes,
        digest_hour,
        quiet.from,
        quiet.to,
        quiet.days
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// The weekdays the user's clocks stand still (bit 0 Monday): they apply
/// from each seat's next turn.
pub async fn set_clock_days_off(pool: &PgPool, id: Uuid, days: i16) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET clock_days_off = $2 WHERE id = $1",
        id,
        days
    )
    .execute(pool)
    .await?;
    Ok(())
}

pub async fn set_mail_mode(pool: &PgPool, id: Uuid, mode: &str) -> Result<bool, sqlx::Error> {
    let result = sqlx::query!("UPDATE users SET mail_mode = $2 WHERE id = $1", id, mode)
        .execute(pool)
        .await?;
    Ok(result.rows_affected() == 1)
}

pub async fn game_mail_muted(
    conn: &mut sqlx::PgConnection,
    user: Uuid,
    game: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM game_mail_mutes WHERE user_id = $1 AND game_id = $2)
               AS "muted!""#,
        user,
        game
    )
    .fetch_one(conn)
    .await
}

pub async fn set_game_mail_muted(
    pool: &PgPool,
    user: Uuid,
    game: Uuid,
    muted: bool,
) -> Result<(), sqlx::Error> {
    if muted {
        sqlx::query!(
            "INSERT INTO game_mail_mutes (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            user,
            game
        )
        .execute(pool)
        .await?;
    } else {
        sqlx::query!(
            "DELETE FROM game_mail_mutes WHERE user_id = $1 AND game_id = $2",
            user,
            game
        )
        .execute(pool)
        .await?;
    }
    Ok(())
}

/// The games whose notification mail `user` muted, the latest first.
pub async fn muted_games(pool: &PgPool, user: Uuid) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT m.game_id FROM game_mail_mutes m JOIN games g ON g.id = m.game_id
         WHERE m.user_id = $1 ORDER BY g.updated_at DESC",
        user
    )
    .fetch_all(pool)
    .await
}
