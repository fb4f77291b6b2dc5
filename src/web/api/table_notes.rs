//! The rest of the table over JSON, twins of the game page's forms: a
//! message changed after it was written (its author edits or deletes it
//! within minutes, the creator hides it), the player's private note, and
//! muting a player's talk (`talk`).

use super::{ApiError, ApiUser};
use crate::store::games as game_store;
use crate::support::input;
use crate::talk;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

async fn game_of(state: &AppState, id: Uuid) -> Result<game_store::GameRecord, AppError> {
    game_store::load(&state.pool, id)
        .await?
        .ok_or(AppError::NotFound)
}

#[derive(Deserialize, ToSchema)]
pub struct TextRequest {
    pub body: String,
}

/// The author changes their message, within 5 minutes of writing it.
#[utoipa::path(patch, path = "/api/v1/games/{id}/messages/{message}", request_body = TextRequest,
    params(("id" = Uuid, Path), ("message" = i64, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError), (status = 422, body = ApiError)))]
pub async fn edit(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
    body: web::Json<TextRequest>,
) -> Result<HttpResponse, AppError> {
    let (id, message) = path.into_inner();
    let text = input::Message::parse("body", &body.body)?;
    let game = game_of(&state, id).await?;
    talk::edit(&state.pool, &game, api.user.id, message, text.as_str()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The author deletes their message, within 5 minutes of writing it.
#[utoipa::path(delete, path = "/api/v1/games/{id}/messages/{message}",
    params(("id" = Uuid, Path), ("message" = i64, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError), (status = 422, body = ApiError)))]
pub async fn delete(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, message) = path.into_inner();
    let game = game_of(&state, id).await?;
    talk::delete(&state.pool, &game, api.user.id, message).await?;
    Ok(HttpResponse::NoContent().finish())
}

async fn set_hidden(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
    hidden: bool,
) -> Result<HttpResponse, AppError> {
    let (id, message) = path.into_inner();
    let game = game_of(&state, id).await?;
    talk::hide(&state.pool, &game, api.user.id, message, hidden).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The game's creator hides an abusive message of the table.
#[utoipa::path(put, path = "/api/v1/games/{id}/messages/{message}/hidden",
    params(("id" = Uuid, Path), ("message" = i64, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError)))]
pub async fn hide(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
) -> Result<HttpResponse, AppError> {
    set_hidden(api, state, path, true).await
}

/// The game's creator shows a hidden message again.
#[utoipa::path(delete, path = "/api/v1/games/{id}/messages/{message}/hidden",
    params(("id" = Uuid, Path), ("message" = i64, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError)))]
pub async fn show(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
) -> Result<HttpResponse, AppError> {
    set_hidden(api, state, path, false).await
}

#[derive(Serialize, ToSchema)]
pub struct Note {
    /// The player's own note on the game, seen by nobody else (empty: none).
    pub body: String,
}

/// The caller's private note on a game they play.
#[utoipa::path(get, path = "/api/v1/games/{id}/note", params(("id" = Uuid, Path)),
    responses((status = 200, body = Note), (status = 403, body = ApiError), (status = 404, body = ApiError)))]
pub async fn note(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let game = game_of(&state, *id).await?;
    let body = talk::note(&state.pool, &game, api.user.id).await?;
    Ok(HttpResponse::Ok().json(Note { body }))
}

/// Saves the caller's private note on a game they play (empty: none).
#[utoipa::path(put, path = "/api/v1/games/{id}/note", request_body = TextRequest, params(("id" = Uuid, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError), (status = 422, body = ApiError)))]
pub async fn save_note(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<TextRequest>,
) -> Result<HttpResponse, AppError> {
    let text = input::Note::parse("body", &body.body)?;
    let game = game_of(&state, *id).await?;
    talk::save_note(&state.pool, &game, api.user.id, text.as_str()).await?;
    Ok(HttpResponse::NoContent().finish())
}

async fn set_mute(
    api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
    on: bool,
) -> Result<HttpResponse, AppError> {
    let name = input::LookupName::parse("name", &name)?;
    talk::mute_player(&state.pool, api.user.id, name.as_str(), on).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The caller reads no more of this player's table talk (anywhere).
#[utoipa::path(put, path = "/api/v1/users/{name}/mute", params(("name" = String, Path)),
    responses((status = 204), (status = 400, body = ApiError), (status = 404, body = ApiError)))]
pub async fn mute(
    api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_mute(api, state, name, true).await
}

/// The caller reads this player's table talk again.
#[utoipa::path(delete, path = "/api/v1/users/{name}/mute", params(("name" = String, Path)),
    responses((status = 204), (status = 400, body = ApiError), (status = 404, body = ApiError)))]
pub async fn unmute(
    api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_mute(api, state, name, false).await
}
