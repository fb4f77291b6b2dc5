//! The game page and the submission of decisions.

pub mod act;
pub mod agreements;
pub mod back;
pub mod guide;
pub mod history;
pub mod live;
pub mod page;
pub mod render_cache;
pub mod seats;
pub mod show;
pub mod talk;

use crate::lobby::visibility::{self, Viewer};
use crate::store::games::GameRecord;
use crate::web::error::AppError;
use crate::web::AppState;
use uuid::Uuid;

/// A private game exists only for those who may see it
/// (`lobby::visibility`): anyone else gets the 404 of no game at all.
pub async fn visible_to(
    state: &AppState,
    game: &GameRecord,
    user: Option<Uuid>,
    link_token: Option<&str>,
) -> Result<(), AppError> {
    let viewer = Viewer { user, link_token };
    if visibility::may_see(&state.pool, &state.admins, &state.link_key, game, viewer).await? {
        Ok(())
    } else {
        Err(AppError::NotFound)
    }
}
