//! "I'm back": a player takes their seat back from the computer player.

use crate::play;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct BackForm {}

/// Only the seat's own player can take it back: the seat is the signed-in
/// user's, never one named in the request.
pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<BackForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    if !play::come_back(&state.pool, *id, user.id).await? {
        return Err(AppError::Refused {
            status: StatusCode::CONFLICT,
            key: "game-seat-not-held",
            detail: None,
        });
    }
    ctx.flash(FlashLevel::Info, "game-welcome-back");
    Ok(see_other(&format!("/games/{id}#turn")))
}
