//! Login sessions and API calls: starting, touching and ending a browser's
//! session, revoking API tokens, and authenticating an API call.

use crate::store::rate_limits::Limit;
use crate::store::sessions;
use crate::store::users;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// Logs `user` in on a browser: a new session row; its id names the session.
pub async fn start(pool: &PgPool, user: Uuid, user_agent: &str) -> Result<Uuid, sqlx::Error> {
    sessions::create(pool, user, user_agent).await
}

/// Refreshes a live session's last use and expiry when due (`last_seen`:
/// when it was last refreshed).
pub async fn touch_if_due(
    pool: &PgPool,
    session: Uuid,
    last_seen: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sessions::touch_if_due(pool, session, last_seen).await
}

/// Ends one of the user's sessions; false when they have none of that id.
pub async fn end(pool: &PgPool, user: Uuid, session: Uuid) -> Result<bool, sqlx::Error> {
    sessions::end(pool, user, session).await
}

/// "Log out everywhere": every session of the user ends.
pub async fn end_all(pool: &PgPool, user: Uuid) -> Result<(), sqlx::Error> {
    sessions::end_all(pool, user, None).await?;
    Ok(())
}

/// Revokes one of the user's API tokens; false when they have none of that
/// id (another user's token answers the same).
pub async fn revoke_token(pool: &PgPool, user: Uuid, token: Uuid) -> Result<bool, sqlx::Error> {
    sessions::revoke_token(pool, user, token).await
}

/// An API call with the token of that hash: its owner and the token's id
/// (touching its last use now and then), and one unit of `limit` spent for
/// `subject`. `None` for an unknown token.
pub async fn api_call(
    pool: &PgPool,
    token_hash: &[u8],
    limit: &Limit,
    subject: &str,
) -> Result<Option<users::ApiCall>, sqlx::Error> {
    users::api_call(pool, token_hash, limit, subject).await
}
