//! The caller's webhooks: list, add, remove, send a test, read the last
//! deliveries. A game's hook is seen and removed by any of its players.

use super::{ApiError, ApiUser};
use crate::rate_limit::{self, WEBHOOKS_PER_ACCOUNT};
use crate::store::webhooks::Hook;
use crate::web::error::AppError;
use crate::web::AppState;
use crate::webhooks::{self, Format, HookError, HookTarget, NewHookRequest};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// A hook, as its owner and the game's players see it: never its secret,
/// its address only in part.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Webhook {
    pub id: i64,
    pub format: Format,
    /// `player` (the owner's notices), `game` (one post per event of the
    /// table) or `event` (one post per round opened and at the end).
    pub scope: String,
    pub game: Option<Uuid>,
    pub event: Option<Uuid>,
    /// The scheme and host; the rest is hidden.
    pub address: String,
    pub mine: bool,
    /// The owner's chat id, when it is the caller's hook.
    pub mention: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Paused after failing for days (`POST …/resume` takes it up again).
    pub paused_at: Option<DateTime<Utc>>,
    pub failing_since: Option<DateTime<Utc>>,
}

impl Webhook {
    pub fn of(hook: &Hook, caller: Uuid) -> Webhook {
        let mine = hook.owner_id == caller;
        Webhook {
            id: hook.id,
            format: Format::parse(&hook.format).unwrap_or(Format::Json),
            scope: hook.scope.clone(),
            game: hook.game_id,
            event: hook.event_id,
            address: webhooks::shown_address(&hook.url),
            mine,
            mention: mine.then(|| hook.mention.clone()),
            created_at: hook.created_at,
            paused_at: hook.paused_at,
            failing_since: hook.failing_since,
        }
    }
}

/// A hook to add.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AddRequest {
    pub format: Format,
    /// The receiver's https address (Discord's or Slack's webhook address,
    /// the Matrix homeserver, the ntfy topic, your program's endpoint).
    pub url: String,
    /// Matrix: the room id (`!…:server`).
    #[serde(default)]
    pub room: String,
    /// Matrix: an access token; ntfy: a token for a protected topic.
    #[serde(default)]
    pub token: String,
    /// Your chat id (a Discord user id, a Slack member id, a Matrix user id).
    #[serde(default)]
    pub mention: String,
    /// A game you play: the table's channel hears one post per event.
    /// Not with `event`.
    #[serde(default)]
    pub game: Option<Uuid>,
    /// An event you organize: its channel hears each round's tables and
    /// the winners. Its entrants see that it exists. Not with `game`.
    #[serde(default)]
    pub event: Option<Uuid>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Added {
    pub id: i64,
    /// The Standard Webhooks signing secret (`whsec_…`) of a `json` hook:
    /// shown this once, never again.
    pub secret: Option<String>,
}

/// One attempt to deliver.
#[derive(Serialize, utoipa::ToSchema)]
pub struct WebhookDelivery {
    pub at: DateTime<Utc>,
    /// The receiver's HTTP status; none when it never answered.
    pub status: Option<i32>,
    /// Why it failed, as a stable code (`webhook-error-redirect`, …).
    pub error: Option<String>,
    /// The same in the caller's language.
    pub message: Option<String>,
    /// What was posted: a notice's kind, or `test`.
    pub kind: String,
}

#[utoipa::path(get, path = "/api/v1/webhooks",
    responses((status = 200, body = [Webhook]), (status = 401, body = ApiError)))]
pub async fn list(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let hooks: Vec<Webhook> = crate::store::webhooks::visible_to(&state.pool, api.user.id)
        .await?
        .iter()
        .map(|hook| Webhook::of(hook, api.user.id))
        .collect();
    Ok(HttpResponse::Ok().json(hooks))
}

/// Adds a hook: your notices ("your turn", reminders, mentions, a game's
/// end), under the same rules as your mail (digest, mutes, quiet hours,
/// nothing while you are at the table); or, with `game`, one post per turn
/// of that table for everyone to see.
#[utoipa::path(post, path = "/api/v1/webhooks", request_body = AddRequest,
    responses((status = 201, body = Added), (status = 401, body = ApiError),
        (status = 403, description = "not a player of the game, or not the event's organizer", body = ApiError),
        (status = 409, description = "as many hooks as allowed (10)", body = ApiError),
        (status = 422, description = "not an https address on the public internet, a missing token, a chat id that is not one, or both `game` and `event`", body = ApiError),
        (status = 429, description = "too many hooks added lately", body = ApiError)))]
pub async fn add(
    api: ApiUser,
    state: web::Data<AppState>,
    body: web::Json<AddRequest>,
) -> Result<HttpResponse, AppError> {
    // Before the budget is spent: a request that cannot mean anything
    // changes nothing, its asker's allowance included.
    let target = HookTarget::of(body.game, body.event).map_err(refusal)?;
    rate_limit::spend(&state.pool, &WEBHOOKS_PER_ACCOUNT, &api.user.id.to_string()).await?;
    let (id, secret) = webhooks::add(
        &state.pool,
        &state.webhook_sealer,
        api.user.id,
        &NewHookRequest {
            format: body.format,
            url: &body.url,
            room: &body.room,
            token: &body.token,
            mention: &body.mention,
            target,
        },
        state.webhooks_insecure,
    )
    .await
    .map_err(refusal)?;
    Ok(HttpResponse::Created().json(Added { id, secret }))
}

#[utoipa::path(delete, path = "/api/v1/webhooks/{id}", params(("id" = i64, Path)),
    responses((status = 204), (status = 401, body = ApiError), (status = 404, body = ApiError)))]
pub async fn remove(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    webhooks::remove(&state.pool, api.user.id, *id)
        .await
        .map_err(refusal)?;
    Ok(HttpResponse::NoContent().finish())
}

/// Queues a test post; it goes within seconds, and shows in the deliveries.
#[utoipa::path(post, path = "/api/v1/webhooks/{id}/test", params(("id" = i64, Path)),
    responses((status = 202), (status = 401, body = ApiError), (status = 404, body = ApiError),
        (status = 429, description = "too many tests lately", body = ApiError)))]
pub async fn test(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    rate_limit::spend(&state.pool, &WEBHOOKS_PER_ACCOUNT, &api.user.id.to_string()).await?;
    let lang = api.lang;
    webhooks::send_test(
        &state.pool,
        api.user.id,
        *id,
        crate::support::i18n::t(lang, "webhook-test-title"),
        crate::support::i18n::t(lang, "webhook-test-body"),
    )
    .await
    .map_err(refusal)?;
    Ok(HttpResponse::Accepted().finish())
}

#[utoipa::path(get, path = "/api/v1/webhooks/{id}/deliveries", params(("id" = i64, Path)),
    responses((status = 200, body = [WebhookDelivery]), (status = 401, body = ApiError),
        (status = 404, body = ApiError)))]
pub async fn deliveries(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let hook = webhooks::visible(&state.pool, api.user.id, *id)
        .await
        .map_err(refusal)?;
    let rows: Vec<WebhookDelivery> = crate::store::webhooks::deliveries(&state.pool, hook.id, 20)
        .await?
        .into_iter()
        .map(|row| WebhookDelivery {
            at: row.attempted_at,
            status: row.status,
            message: row
                .error
                .as_deref()
                .map(|code| crate::support::i18n::t(api.lang, code).to_owned()),
            error: row.error,
            kind: row.kind,
        })
        .collect();
    Ok(HttpResponse::Ok().json(rows))
}

/// Takes up a hook paused after failing for days.
#[utoipa::path(post, path = "/api/v1/webhooks/{id}/resume", params(("id" = i64, Path)),
    responses((status = 204), (status = 401, body = ApiError), (status = 404, body = ApiError)))]
pub async fn resume(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    webhooks::resume(&state.pool, api.user.id, *id)
        .await
        .map_err(refusal)?;
    Ok(HttpResponse::NoContent().finish())
}

/// Your chat id on a game's hook, so its posts mention you on your turn.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MentionRequest {
    /// Empty to stop being mentioned.
    pub mention: String,
}

#[utoipa::path(put, path = "/api/v1/webhooks/{id}/mention", params(("id" = i64, Path)),
    request_body = MentionRequest,
    responses((status = 204), (status = 401, body = ApiError), (status = 404, body = ApiError),
        (status = 422, body = ApiError)))]
pub async fn mention(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    body: web::Json<MentionRequest>,
) -> Result<HttpResponse, AppError> {
    webhooks::set_mention(&state.pool, api.user.id, *id, &body.mention)
        .await
        .map_err(refusal)?;
    Ok(HttpResponse::NoContent().finish())
}

/// A refused hook, in the reader's words.
pub fn refusal(error: HookError) -> AppError {
    let (status, key) = match error {
        HookError::Address => (StatusCode::UNPROCESSABLE_ENTITY, "webhook-bad-address"),
        HookError::Token => (StatusCode::UNPROCESSABLE_ENTITY, "webhook-bad-token"),
        HookError::Mention => (StatusCode::UNPROCESSABLE_ENTITY, "webhook-bad-mention"),
        HookError::GameAndEvent => (StatusCode::UNPROCESSABLE_ENTITY, "webhook-game-and-event"),
        HookError::NotAPlayer => (StatusCode::FORBIDDEN, "webhook-not-a-player"),
        HookError::NotOrganizer => (StatusCode::FORBIDDEN, "webhook-event-organizer-only"),
        HookError::TooMany => (StatusCode::CONFLICT, "webhook-too-many"),
        HookError::NotFound => return AppError::NotFound,
        HookError::Store(error) => return AppError::internal(error),
    };
    AppError::Refused {
        status,
        key,
        detail: None,
    }
}
