//! The guided first turn: on a newcomer's turns against the computer, a
//! short panel says what to touch and why, until they close it; closed once
//! per game kind (`users.guides_done`), so the next game of that kind is
//! played without it.

use crate::store::games as game_store;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct CloseForm {}

/// "Got it": the guide of this game's kind is closed for the viewer.
pub async fn close(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(_): CheckedForm<CloseForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let game = game_store::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !game.is_player(user.id) {
        return Err(AppError::Forbidden("talk-players-only"));
    }
    crate::accounts::preferences::close_guide(&state.pool, user.id, &game.kind).await?;
    Ok(see_other(&format!("/games/{id}#turn")))
}
