//! Email verification and change links, account deletion, and the download
//! of everything the site holds about a person.

use chrono::{DateTime, Utc};
use serde_json::{json, Value};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// What an email link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The account's own address, at sign-up.
    Verify,
    /// A new address for the account.
    Change,
    /// "This was not me", in the notice of a change sent to the old address.
    Revert,
}

impl Purpose {
    fn code(self) -> &'static str {
        match self {
            Purpose::Verify => "verify",
            Purpose::Change => "change",
            Purpose::Revert => "revert",
        }
    }

    fn from_code(code: &str) -> Option<Purpose> {
        [Purpose::Verify, Purpose::Change, Purpose::Revert]
            .into_iter()
            .find(|purpose| purpose.code() == code)
    }
}

pub async fn create_email_token(
    conn: &mut PgConnection,
    user: Uuid,
    email: &str,
    purpose: Purpose,
    token_hash: &[u8],
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO email_tokens (token_hash, user_id, email, purpose, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
        token_hash,
        user,
        email,
        purpose.code(),
        expires_at
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A live (unused, unexpired) link of a living account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailLink {
    pub user: Uuid,
    /// The address it confirms, or for a "not me" link the address it was
    /// sent to (the one the account had before the change).
    pub email: String,
    pub purpose: Purpose,
}

/// The link of a row read as `t.user_id, t.email, t.purpose`.
fn link_of(user: Uuid, email: String, code: String) -> Result<EmailLink, sqlx::Error> {
    Ok(EmailLink {
        user,
        email,
        purpose: Purpose::from_code(&code).ok_or_else(|| sqlx::Error::ColumnDecode {
            index: "purpose".into(),
            source: format!("unknown link purpose {code:?}").into(),
        })?,
    })
}

pub async fn live_email_token(
    pool: &PgPool,
    token_hash: &[u8],
) -> Result<Option<EmailLink>, sqlx::Error> {
    let row = sqlx::query!(
        "SELECT t.user_id, t.email, t.purpose FROM email_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
           AND u.deleted_at IS NULL",
        token_hash
    )
    .fetch_optional(pool)
    .await?;
    row.map(|row| link_of(row.user_id, row.email, row.purpose))
        .transpose()
}

/// Locks a live link of `purposes` for its use in `tx`.
async fn lock_live_link(
    tx: &mut PgConnection,
    token_hash: &[u8],
    purposes: &[Purpose],
) -> Result<Option<EmailLink>, sqlx::Error> {
    let codes: Vec<&str> = purposes.iter().map(|purpose| purpose.code()).collect();
    let row = sqlx::query!(
        "SELECT t.user_id, t.email, t.purpose FROM email_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
           AND u.deleted_at IS NULL AND t.purpose = ANY($2)
         FOR UPDATE OF t",
        token_hash,
        &codes as &[&str]
    )
    .fetch_optional(&mut *tx)
    .await?;
    row.map(|row| link_of(row.user_id, row.email, row.purpose))
        .transpose()
}

/// What confirming a link did.
#[derive(Debug, PartialEq, Eq)]
pub enum Confirmed {
    /// The address is the account's, and confirmed.
    Done { user: Uuid, email: String },
    /// The link is unknown, used or expired.
    Invalid,
    /// Another account took the address in the meantime.
    Taken,
}

/// Makes the link's address the account's confirmed address, and ends every
/// other address link of the account (one address at a time). The caller
/// has settled who may use `link` (`live_email_token` read it first).
pub async fn confirm_email(pool: &PgPool, token_hash: &[u8]) -> Result<Confirmed, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let Some(link) =
        lock_live_link(&mut tx, token_hash, &[Purpose::Verify, Purpose::Change]).await?
    else {
        return Ok(Confirmed::Invalid);
    };
    let updated = sqlx::query!(
        "UPDATE users SET email = $2, email_key = lower($2), email_verified_at = now()
         WHERE id = $1",
        link.user,
        &link.email
    )
    .execute(&mut *tx)
    .await;
    match updated {
        Ok(_) => {}
        Err(error) if super::is_unique_violation(&error) => return Ok(Confirmed::Taken),
        Err(error) => return Err(error),
    }
    super::sessions::end_email_links(&mut *tx, link.user).await?;
    tx.commit().await?;
    Ok(Confirmed::Done {
        user: link.user,
        email: link.email,
    })
}

/// What a "this was not me" link did.
#[derive(Debug, PartialEq, Eq)]
pub enum Reverted {
    /// Every pending change is cancelled, every session, API token and reset
    /// link ended; the account's address is `email` (given back if the change
    /// had gone through), confirmed.
    Done { user: Uuid, email: String },
    /// As `Done`, but the old address now belongs to another account, so the
    /// account keeps the address it has.
    AddressTaken { user: Uuid },
    /// The link is unknown, used or expired.
    Invalid,
}

/// Uses a "this was not me" link, in `tx` (the caller queues the reset link
/// in the same transaction).
pub async fn revert_email_change(
    tx: &mut PgConnection,
    token_hash: &[u8],
) -> Result<Reverted, sqlx::Error> {
    let Some(link) = lock_live_link(tx, token_hash, &[Purpose::Revert]).await? else {
        return Ok(Reverted::Invalid);
    };
    sqlx::query!(
        "UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
        link.user
    )
    .execute(&mut *tx)
    .await?;
    super::sessions::end_all(&mut *tx, link.user, None).await?;
    super::sessions::revoke_all_tokens(&mut *tx, link.user).await?;
    super::sessions::end_resets(&mut *tx, link.user).await?;
    // The old address comes back unless someone else holds it now (checked
    // first: a failed UPDATE would abort the whole transaction).
    let held_elsewhere = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM users WHERE email_key = lower($1) AND id <> $2)
               AS "held!""#,
        &link.email,
        link.user
    )
    .fetch_one(&mut *tx)
    .await?;
    if held_elsewhere {
        return Ok(Reverted::AddressTaken { user: link.user });
    }
    sqlx::query!(
        "UPDATE users SET email = $2, email_key = lower($2),
                email_verified_at = COALESCE(
                    CASE WHEN email_key = lower($2) THEN email_verified_at END, now())
         WHERE id = $1",
        link.user,
        &link.email
    )
    .execute(&mut *tx)
    .await?;
    Ok(Reverted::Done {
        user: link.user,
        email: link.email,
    })
}

/// Whether the account's address is confirmed.
pub async fn is_verified(pool: &PgPool, user: Uuid) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query_scalar!(
        r#"SELECT email_verified_at IS NOT NULL AS "verified!" FROM users WHERE id = $1"#,
        user
    )
    .fetch_optional(pool)
    .await?
    .unwrap_or(false))
}

/// Whether an address is some other account's.
pub async fn email_taken(pool: &PgPool, email: &str) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM users WHERE email_key = lower($1)"#,
        email
    )
    .fetch_one(pool)
    .await?
        > 0)
}

/// Empties an account of everything that was the person's, in one
/// transaction. The row stays, renamed "former player" with an address that
/// cannot receive mail and a password that matches nothing, because finished
/// games keep their seats; its name and address are free again. Open games
/// it created are cancelled, open games it joined are left; in a game under
/// way the computer player takes its seat and plays on.
pub async fn delete_account(tx: &mut PgConnection, user: Uuid) -> Result<(), sqlx::Error> {
    let placeholder = format!("deleted-{}", user.simple());
    sqlx::query!(
        "UPDATE users SET username = 'former player', username_key = $2,
                username_skeleton = $2, email = $3, email_key = $3, password_hash = '!',
                language = NULL, time_zone = 'UTC', email_verified_at = NULL,
                away_until = NULL, deleted_at = now()
         WHERE id = $1",
        user,
        &placeholder,
        format!("{placeholder}@invalid")
    )
    .execute(&mut *tx)
    .await?;
    // Each of these statements of `$1`, the user, in turn.
    macro_rules! each_of_user {
        ($($statement:literal),* $(,)?) => {
            $(sqlx::query!($statement, user).execute(&mut *tx).await?;)*
        };
    }
    // Owned data goes; rows other people's games need stay.
    each_of_user!(
        "DELETE FROM user_sessions WHERE user_id = $1",
        "DELETE FROM api_tokens WHERE user_id = $1",
        "DELETE FROM password_resets WHERE user_id = $1",
        "DELETE FROM email_tokens WHERE user_id = $1",
        "DELETE FROM outbox WHERE user_id = $1",
        "DELETE FROM game_visits WHERE user_id = $1",
        "DELETE FROM private_notes WHERE user_id = $1",
        "DELETE FROM user_mutes WHERE user_id = $1 OR muted_id = $1",
        // Both ways: whom they followed, and who followed them (a follower
        // would otherwise still be told of the placeholder's games).
        "DELETE FROM follows WHERE user_id = $1 OR player_id = $1",
        "DELETE FROM computer_service WHERE user_id = $1",
        "DELETE FROM game_mail_mutes WHERE user_id = $1",
        "DELETE FROM push_subscriptions WHERE user_id = $1",
        // Their hooks (a game's too: the table hears no more of its
        // posts than the player who added it chose), and their chat ids.
        "DELETE FROM webhooks WHERE owner_id = $1",
        "DELETE FROM webhook_mentions WHERE user_id = $1",
        "DELETE FROM presence WHERE user_id = $1",
        "DELETE FROM game_messages WHERE author_id = $1",
        "DELETE FROM game_invitations WHERE user_id = $1",
        "DELETE FROM rating_changes WHERE user_id = $1",
        "DELETE FROM ratings WHERE user_id = $1",
        "UPDATE games SET status = 'cancelled', updated_at = now()
         WHERE created_by = $1 AND status = 'open'",
        "DELETE FROM game_players p USING games g
         WHERE p.game_id = g.id AND p.user_id = $1 AND g.status = 'open'",
        "UPDATE game_players p SET bot = TRUE FROM games g
         WHERE p.game_id = g.id AND p.user_id = $1 AND g.status = 'active'",
        // Where the game waits on them, the computer decides at once: its
        // worker answers due deadlines, and a game without a time limit
        // would have none.
        "INSERT INTO seat_deadlines (game_id, seat, started_at, due_at, expires_at)
         SELECT g.id, p.seat, now(), now(), now()
         FROM game_players p JOIN games g ON g.id = p.game_id
         WHERE p.user_id = $1 AND g.status = 'active' AND p.seat = ANY (g.waiting_on)
         ON CONFLICT (game_id, seat) DO UPDATE
         SET started_at = now(), due_at = now(), expires_at = now(),
             next_reminder_at = NULL, thinking_until = NULL, retry_at = NULL",
    );
    Ok(())
}

/// Everything the site holds about a person, as one JSON document.
pub async fn export(pool: &PgPool, user: Uuid) -> Result<Value, sqlx::Error> {
    let account = sqlx::query!(
        "SELECT username, email, email_verified_at, language, time_zone, created_at,
                mail_mode, mail_batch_minutes, digest_hour, away_until,
                quiet_from, quiet_to, quiet_days
         FROM users WHERE id = $1",
        user
    )
    .fetch_one(pool)
    .await?;
    // The rows a statement of `$1`, the user, aggregates into one JSON
    // array (`[]` when there are none).
    macro_rules! rows_as_json {
        ($statement:literal) => {
            sqlx::query_scalar!($statement, user)
                .fetch_one(pool)
                .await
                .map(|value: Option<Value>| value.unwrap_or_else(|| json!([])))
        };
    }
    Ok(json!({
        "format": "scriptorium-account-1",
        "exported_at": Utc::now(),
        "account": {
            "id": user,
            "username": account.username,
            "email": account.email,
            "email_verified_at": account.email_verified_at,
            "language": account.language,
            "time_zone": account.time_zone,
            "created_at": account.created_at,
            "mail_mode": account.mail_mode,
            "mail_batch_minutes": account.mail_batch_minutes,
            "digest_hour": account.digest_hour,
            "away_until": account.away_until,
            "quiet_from": account.quiet_from,
            "quiet_to": account.quiet_to,
            "quiet_days": account.quiet_days,
        },
        "push_devices": rows_as_json!(
            "SELECT json_agg(json_build_object('device', device, 'endpoint', endpoint,
                    'created_at', created_at, 'last_sent_at', last_sent_at) ORDER BY created_at)
             FROM push_subscriptions WHERE user_id = $1")?,
        // A hook's address and secret are credentials: never exported.
        "webhooks": rows_as_json!(
            "SELECT json_agg(json_build_object('format', format, 'scope', scope, 'game', game_id,
                    'created_at', created_at, 'paused_at', paused_at) ORDER BY created_at)
             FROM webhooks WHERE owner_id = $1")?,
        "sessions": rows_as_json!(
            "SELECT json_agg(json_build_object('created_at', created_at, 'last_seen_at', last_seen_at,
                    'user_agent', user_agent) ORDER BY created_at)
             FROM user_sessions WHERE user_id = $1")?,
        "api_tokens": rows_as_json!(
            "SELECT json_agg(json_build_object('label', label, 'created_at', created_at,
                    'last_used_at', last_used_at) ORDER BY created_at)
             FROM api_tokens WHERE user_id = $1")?,
        "games": rows_as_json!(
            "SELECT json_agg(json_build_object('id', g.id, 'game', g.kind, 'status', g.status,
                    'seat', p.seat, 'joined_at', p.joined_at, 'started_at', g.started_at,
                    'finished_at', g.finished_at, 'outcome', g.outcome) ORDER BY p.joined_at)
             FROM game_players p JOIN games g ON g.id = p.game_id WHERE p.user_id = $1")?,
        "messages": rows_as_json!(
            "SELECT json_agg(json_build_object('game', game_id, 'team', team, 'body', body,
                    'at_seq', at_seq, 'written_at', created_at) ORDER BY id)
             FROM game_messages WHERE author_id = $1")?,
        "private_notes": rows_as_json!(
            "SELECT json_agg(json_build_object('game', game_id, 'body', body,
                    'updated_at', updated_at))
             FROM private_notes WHERE user_id = $1")?,
        "follows": {
            "games": rows_as_json!(
                "SELECT json_agg(game_id ORDER BY created_at, id) FROM follows
                 WHERE user_id = $1 AND game_id IS NOT NULL")?,
            "players": rows_as_json!(
                "SELECT json_agg(u.username ORDER BY f.created_at, f.id)
                 FROM follows f JOIN users u ON u.id = f.player_id
                 WHERE f.user_id = $1")?,
        },
        "muted_users": rows_as_json!(
            "SELECT json_agg(u.username) FROM user_mutes m JOIN users u ON u.id = m.muted_id
             WHERE m.user_id = $1")?,
        "ratings": rows_as_json!(
            "SELECT json_agg(json_build_object('game', game_kind, 'rating', rating,
                    'deviation', deviation, 'volatility', volatility, 'games', games))
             FROM ratings WHERE user_id = $1")?,
        "mail": rows_as_json!(
            "SELECT json_agg(json_build_object('kind', kind, 'to', to_address, 'subject', subject,
                    'created_at', created_at, 'sent_at', sent_at) ORDER BY id)
             FROM outbox WHERE user_id = $1 AND kind NOT IN ('password_reset')")?,
    }))
}
