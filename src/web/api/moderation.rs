//! A player's part of moderation in the API: blocking and unblocking a
//! player, the list of those blocked, and reports of a player or of a
//! message at a table. The same checks as the pages (`web::moderation`).

use super::{ApiError, ApiUser};
use crate::moderation;
use crate::support::input::{LookupName, Reason};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

async fn set_block(
    api: &ApiUser,
    state: &AppState,
    name: &str,
    on: bool,
) -> Result<HttpResponse, AppError> {
    let name = LookupName::parse("name", name)?;
    moderation::block(&state.pool, api.user.id, name.as_str(), on).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Block a player: no invitations either way, no mention mail from them,
/// their table talk hidden, never seated together by the lobby.
#[utoipa::path(post, path = "/api/v1/users/{name}/block", params(("name" = String, Path)),
    responses((status = 204), (status = 404, body = ApiError), (status = 422, body = ApiError), (status = 429, body = ApiError)))]
pub async fn block(
    api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_block(&api, &state, &name, true).await
}

#[utoipa::path(delete, path = "/api/v1/users/{name}/block", params(("name" = String, Path)),
    responses((status = 204), (status = 404, body = ApiError), (status = 429, body = ApiError)))]
pub async fn unblock(
    api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    set_block(&api, &state, &name, false).await
}

/// A player the caller blocked.
#[derive(Serialize, ToSchema)]
pub struct Blocked {
    pub username: String,
    pub blocked_at: DateTime<Utc>,
}

#[utoipa::path(get, path = "/api/v1/blocks", responses((status = 200, body = [Blocked])))]
pub async fn blocks(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let list: Vec<Blocked> = moderation::blocked_by(&state.pool, api.user.id)
        .await?
        .into_iter()
        .map(|player| Blocked {
            username: player.username,
            blocked_at: player.blocked_at,
        })
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

/// A report: of a player (`player`), or of one message at a table the
/// caller can read (`game` and `message`); with the reason.
#[derive(Deserialize, ToSchema)]
pub struct ReportRequest {
    pub player: Option<String>,
    pub game: Option<Uuid>,
    pub message: Option<i64>,
    pub reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct ReportFiled {
    pub id: i64,
}

#[utoipa::path(post, path = "/api/v1/reports", request_body = ReportRequest,
    responses((status = 201, body = ReportFiled), (status = 400, body = ApiError), (status = 404, body = ApiError), (status = 422, body = ApiError), (status = 429, body = ApiError)))]
pub async fn report(
    api: ApiUser,
    state: web::Data<AppState>,
    body: web::Json<ReportRequest>,
) -> Result<HttpResponse, AppError> {
    let reason = Reason::parse("reason", &body.reason)?;
    let id = match (&body.player, body.game, body.message) {
        (Some(name), None, None) => {
            let name = LookupName::parse("player", name)?;
            moderation::report_player(&state.pool, api.user.id, name.as_str(), &reason).await?
        }
        (None, Some(game), Some(message)) => {
            let game = crate::store::games::load(&state.pool, game)
                .await?
                .ok_or(AppError::NotFound)?;
            moderation::report_message(&state.pool, api.user.id, &game, message, &reason).await?
        }
        _ => return Err(AppError::bad_request("moderation-report-what")),
    };
    Ok(HttpResponse::Created().json(ReportFiled { id }))
}
