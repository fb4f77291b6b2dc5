//! Agreements in the API (the game page's twin is `web::game::agreements`;
//! the rules are `play::agreements`'s).

use crate::games::log::AgreementKind;
use crate::play::agreements;
use crate::web::api::ApiUser;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use chrono::Utc;
use serde::Deserialize;
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Deserialize, ToSchema)]
pub struct ProposeRequest {
    /// `pause`, `end` (now, scored as it stands) or `call_off` (unrated).
    pub kind: String,
}

#[derive(Deserialize, ToSchema)]
pub struct AnswerRequest {
    pub accept: bool,
}

/// Proposes an agreement to the other players.
#[utoipa::path(post, path = "/api/v1/games/{id}/agreements", request_body = ProposeRequest,
    params(("id" = Uuid, Path)),
    responses((status = 200), (status = 409, body = crate::web::api::ApiError)))]
pub async fn propose(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ProposeRequest>,
) -> Result<HttpResponse, AppError> {
    let kind = AgreementKind::parse(&body.kind).ok_or_else(|| AppError::bad_field("kind"))?;
    let seq = agreements::propose(&state.pool, *id, api.user.id, kind, Utc::now()).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "seq": seq })))
}

/// Accepts or declines the pending proposal (the proposer's "no" withdraws it).
#[utoipa::path(post, path = "/api/v1/games/{id}/agreements/answer", request_body = AnswerRequest,
    params(("id" = Uuid, Path)),
    responses((status = 200), (status = 409, body = crate::web::api::ApiError)))]
pub async fn answer(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<AnswerRequest>,
) -> Result<HttpResponse, AppError> {
    let seq = agreements::answer(&state.pool, *id, api.user.id, body.accept, Utc::now()).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "seq": seq })))
}

/// Resumes a paused game.
#[utoipa::path(post, path = "/api/v1/games/{id}/resume", params(("id" = Uuid, Path)),
    responses((status = 200), (status = 409, body = crate::web::api::ApiError)))]
pub async fn resume(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let seq = agreements::resume(&state.pool, *id, api.user.id, Utc::now()).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "seq": seq })))
}
