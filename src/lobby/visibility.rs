//! Who may see a game. A game is public unless it was made private at its
//! creation; a private one is seen by its players, by the people invited to
//! it while it waits for players (an invitation by name, or its invitation
//! link), and by the site's administrators, and by nobody else: to them it
//! does not exist (404, the same answer as for no game at all, so its
//! existence is not told either). Every read of a game — its page, its
//! history and export, its live feed, the API — asks here.

use crate::moderation::admin::{self, Admins};
use crate::store::games::{self as game_store, GameRecord, GameStatus};
use sqlx::PgPool;
use uuid::Uuid;

/// Who asks to see a game.
pub struct Viewer<'a> {
    pub user: Option<Uuid>,
    /// The invitation link's token the page was opened with, if any
    /// (`lobby::invitation_for` checks it).
    pub link_token: Option<&'a str>,
}

/// Whether `viewer` may see `game`.
pub async fn may_see(
    pool: &PgPool,
    admins: &Admins,
    link_key: &[u8],
    game: &GameRecord,
    viewer: Viewer<'_>,
) -> Result<bool, sqlx::Error> {
    if !game.private {
        return Ok(true);
    }
    if viewer.user.is_some_and(|user| game.is_player(user)) {
        return Ok(true);
    }
    if game.status == GameStatus::Open {
        if viewer
            .link_token
            .is_some_and(|token| super::link_invites(link_key, game.id, token))
        {
            return Ok(true);
        }
        if let Some(user) = viewer.user {
            if game_store::is_invited(pool, game.id, user).await? {
                return Ok(true);
            }
        }
    }
    match viewer.user {
        Some(user) => Ok(admin::admin(pool, admins, user).await?.is_some()),
        None => Ok(false),
    }
}
