//! Watching in the API: games under way and following.

use super::{ApiError, ApiUser};
use crate::watch;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

#[derive(Deserialize, IntoParams)]
pub struct RunningQuery {
    /// Only games of this kind.
    game: Option<String>,
    /// Only games this player plays in.
    player: Option<String>,
}

/// A game under way that anyone may watch.
#[derive(Serialize, ToSchema)]
pub struct RunningGame {
    pub id: Uuid,
    pub game: String,
    pub players: Vec<String>,
    /// Steps in the log so far.
    pub seq: i64,
    pub updated_at: DateTime<Utc>,
    /// The caller follows it.
    pub followed: bool,
}

#[utoipa::path(get, path = "/api/v1/watch", params(RunningQuery),
    responses((status = 200, body = [RunningGame]), (status = 404, body = ApiError)))]
pub async fn running(
    api: ApiUser,
    state: web::Data<AppState>,
    query: web::Query<RunningQuery>,
) -> Result<HttpResponse, AppError> {
    let filter = watch::Filter::parse(
        &state.registry,
        query.game.as_deref(),
        query.player.as_deref(),
    )?;
    let games: Vec<RunningGame> = watch::running(&state.pool, Some(api.user.id), &filter)
        .await?
        .into_iter()
        .map(|game| RunningGame {
            id: game.id,
            players: game.players.iter().map(|p| p.username.clone()).collect(),
            game: game.kind,
            seq: game.seq,
            updated_at: game.updated_at,
            followed: game.followed,
        })
        .collect();
    Ok(HttpResponse::Ok().json(games))
}

async fn set_game(
    api: &ApiUser,
    state: &AppState,
    id: Uuid,
    follow: bool,
) -> Result<HttpResponse, AppError> {
    // A private game cannot be followed by whom it is hidden from.
    let game = crate::store::games::load(&state.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    crate::web::game::visible_to(state, &game, Some(api.user.id), None).await?;
    watch::follow_game(&state.pool, api.user.id, id, follow).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Follow a game: its end comes by mail.
#[utoipa::path(post, path = "/api/v1/games/{id}/follow", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 404, body = ApiError)))]
pub async fn follow_game(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    set_game(&api, &state, *id, true).await
}

#[utoipa::path(delete, path = "/api/v1/games/{id}/follow", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 404, body = ApiError)))]
pub async fn unfollow_game(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    set_game(&api, &state, *id, false).await
}

async fn set_player(
    api: &ApiUser,
    state: &AppState,
    name: &str,
    follow: bool,
) -> Result<HttpResponse, AppError> {
    watch::follow_player(&state.pool, api.user.id, name, follow).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Follow a player: the ends of their games come by mail.
#[utoipa::path(post, path = "/api/v1/users/{name}/follow", params(("name" = String, Path)),
    responses((status = 204), (status = 400, body = ApiError), (status = 404, body = ApiError)))]
pub async fn follow_player(
    api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_player(&api, &state, &name, true).await
}

#[utoipa::path(delete, path = "/api/v1/users/{name}/follow", params(("name" = String, Path)),
    responses((status = 204), (status = 404, body = ApiError)))]
pub async fn unfollow_player(
    api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_player(&api, &state, &name, false).await
}
