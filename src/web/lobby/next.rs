//! "Next game": straight to the next game waiting for the player's decision.

use crate::store::games;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct NextQuery {
    /// The game the player comes from, skipped.
    after: Option<Uuid>,
}

pub async fn next(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<NextQuery>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    match games::next_waiting(&state.pool, user.id, query.after).await? {
        Some(game) => Ok(see_other(&format!("/games/{game}"))),
        None => {
            ctx.flash(FlashLevel::Info, "lobby-nothing-waiting");
            Ok(see_other("/my-games"))
        }
    }
}
