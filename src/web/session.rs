//! What the session cookie holds (encrypted by actix-session): who is logged
//! in, their display preferences, the CSRF token and one-shot flash messages.
//! Keeping the preferences here lets a page be served with a single read.

use actix_session::Session;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

const USER: &str = "user";
const CSRF: &str = "csrf";
const FLASH: &str = "flash";

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct SessionUser {
    pub id: Uuid,
    pub username: String,
    /// `None`: follow Accept-Language.
    pub language: Option<String>,
    pub time_zone: String,
    /// How the pages look to them (a cookie from before themes: as the
    /// device asks).
    #[serde(default)]
    pub theme: crate::accounts::preferences::Theme,
    /// The server-side row of this login (`user_sessions`): deleting the row
    /// ends the session for every request, whatever the cookie still says.
    pub session_id: Uuid,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum FlashLevel {
    Info,
    Error,
}

/// A message for the next page. `key` is a translation key; `detail` is extra
/// text already in the user's language (an engine's explanation).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Flash {
    pub level: FlashLevel,
    pub key: String,
    pub detail: Option<String>,
}

pub fn user(session: &Session) -> Option<SessionUser> {
    session.get::<SessionUser>(USER).ok().flatten()
}

pub fn set_user(session: &Session, user: &SessionUser) {
    session.renew();
    let _ = session.insert(USER, user);
    // A fresh CSRF token with every login.
    let _ = session.insert(CSRF, crate::support::crypto::random_token());
}

/// Ends the login but keeps a session for the flash message and a new CSRF token.
pub fn clear(session: &Session) {
    session.clear();
    session.renew();
}

/// The session's CSRF token, created on first use.
pub fn csrf_token(session: &Session) -> String {
    if let Ok(Some(token)) = session.get::<String>(CSRF) {
        return token;
    }
    let token = crate::support::crypto::random_token();
    let _ = session.insert(CSRF, &token);
    token
}

pub fn existing_csrf_token(session: &Session) -> Option<String> {
    session.get::<String>(CSRF).ok().flatten()
}

pub fn flash(session: &Session, level: FlashLevel, key: &str, detail: Option<String>) {
    let mut list: Vec<Flash> = session.get(FLASH).ok().flatten().unwrap_or_default();
    list.push(Flash {
        level,
        key: key.to_owned(),
        detail,
    });
    let _ = session.insert(FLASH, list);
}

pub fn take_flashes(session: &Session) -> Vec<Flash> {
    let list: Vec<Flash> = session.get(FLASH).ok().flatten().unwrap_or_default();
    if !list.is_empty() {
        session.remove(FLASH);
    }
    list
}
