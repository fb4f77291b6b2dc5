//! Sign-up, login, logout, password reset and settings pages.

pub mod login;
pub mod logout;
pub mod reset;
pub mod settings;
pub mod signup;
pub mod unsubscribe;

use super::session::SessionUser;
use crate::store::users::UserRow;

pub fn session_user(user: &UserRow) -> SessionUser {
    SessionUser {
        id: user.id,
        username: user.username.clone(),
        language: user.language.clone(),
        time_zone: user.time_zone.clone(),
        generation: user.session_generation,
    }
}
