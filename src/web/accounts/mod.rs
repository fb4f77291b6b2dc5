//! Sign-up, login, logout, password reset and settings pages.

pub mod lifecycle;
pub mod login;
pub mod logout;
pub mod push;
pub mod reset;
pub mod settings;
pub mod signup;
pub mod unsubscribe;
pub mod webhook_section;
pub mod webhooks;

use super::context::PageContext;
use super::error::AppError;
use super::session::{self, SessionUser};
use crate::store::users::UserRow;
use actix_web::HttpRequest;
use sqlx::PgPool;

/// Logs `user` in on this browser: a new server-side session row, named by
/// the (encrypted) cookie.
pub async fn start_session(
    ctx: &PageContext,
    req: &HttpRequest,
    pool: &PgPool,
    user: &UserRow,
) -> Result<(), AppError> {
    let user_agent: String = req
        .headers()
        .get("user-agent")
        .and_then(|value| value.to_str().ok())
        .unwrap_or("")
        .chars()
        .filter(|c| !c.is_control())
        .take(200)
        .collect();
    let session_id = crate::accounts::sessions::start(pool, user.id, &user_agent).await?;
    session::set_user(
        &ctx.session,
        &SessionUser {
            id: user.id,
            username: user.username.clone(),
            language: user.language.clone(),
            time_zone: user.time_zone.clone(),
            theme: crate::accounts::preferences::Theme::parse(&user.theme).unwrap_or_default(),
            session_id,
        },
    );
    Ok(())
}
