use super::page::render_game;
use crate::store::games;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct ShowQuery {
    invite: Option<String>,
}

/// One read: the game row carries the folded state and its players.
pub async fn show(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<ShowQuery>,
) -> Result<HttpResponse, AppError> {
    let game = games::load(&state.pool, *id).await?.ok_or(AppError::NotFound)?;
    if game.status == "cancelled" {
        return Err(AppError::Refused {
            status: StatusCode::GONE,
            key: "game.cancelled",
            detail: None,
        });
    }
    let invite = query
        .invite
        .clone()
        .filter(|token| token.len() == 64 && token.chars().all(|c| c.is_ascii_hexdigit()));
    render_game(&ctx, &game, &state.link_key, invite, None, StatusCode::OK)
}
