//! The caller's devices for push notifications: the server's key to
//! subscribe with, and the devices to list, add and remove.

use super::{ApiError, ApiUser};
use crate::push::{self, NewSubscription, SubscribeError};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// The server's VAPID public key: the `applicationServerKey` a device
/// subscribes with.
#[derive(Serialize, utoipa::ToSchema)]
pub struct PushKey {
    /// base64url, an uncompressed P-256 point.
    pub public_key: String,
}

/// One of the caller's devices.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Device {
    pub id: i64,
    /// What the device said it was.
    pub device: String,
    pub created_at: DateTime<Utc>,
    pub last_sent_at: Option<DateTime<Utc>>,
}

/// The device's keys, as `PushSubscription.toJSON()` gives them.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct Keys {
    pub p256dh: String,
    pub auth: String,
}

/// A device's subscription, as `PushSubscription.toJSON()` gives it, and a
/// name for it.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct SubscribeRequest {
    /// The push service's https address for this device.
    pub endpoint: String,
    pub keys: Keys,
    #[serde(default)]
    pub device: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Subscribed {
    pub id: i64,
}

#[utoipa::path(get, path = "/api/v1/push/key", responses((status = 200, body = PushKey)))]
pub async fn key(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(PushKey {
        public_key: state.vapid.public_key.clone(),
    })
}

#[utoipa::path(get, path = "/api/v1/push/subscriptions",
    responses((status = 200, body = [Device]), (status = 401, body = ApiError)))]
pub async fn list(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let devices: Vec<Device> = crate::store::push::of_user(&state.pool, api.user.id)
        .await?
        .into_iter()
        .map(|row| Device {
            id: row.id,
            device: row.device,
            created_at: row.created_at,
            last_sent_at: row.last_sent_at,
        })
        .collect();
    Ok(HttpResponse::Ok().json(devices))
}

/// Push notifications go to this device from now on: "your turn",
/// mentions, a game's end and reminders, with the mail and under the same
/// rules (digest, mutes, presence at the table, quiet hours).
#[utoipa::path(post, path = "/api/v1/push/subscriptions", request_body = SubscribeRequest,
    responses((status = 201, body = Subscribed), (status = 401, body = ApiError),
        (status = 409, description = "as many devices as allowed (10)", body = ApiError),
        (status = 422, description = "not an https push service, or not a P-256 key and a 16-byte secret", body = ApiError)))]
pub async fn subscribe(
    api: ApiUser,
    state: web::Data<AppState>,
    body: web::Json<SubscribeRequest>,
) -> Result<HttpResponse, AppError> {
    let id = push::subscribe(
        &state.pool,
        api.user.id,
        // A program's devices belong to no login of a browser.
        None,
        &NewSubscription {
            endpoint: &body.endpoint,
            p256dh: &body.keys.p256dh,
            auth: &body.keys.auth,
            device: &body.device,
        },
        state.push_insecure,
    )
    .await
    .map_err(refusal)?;
    Ok(HttpResponse::Created().json(Subscribed { id }))
}

#[utoipa::path(delete, path = "/api/v1/push/subscriptions/{id}", params(("id" = i64, Path)),
    responses((status = 204), (status = 401, body = ApiError), (status = 404, body = ApiError)))]
pub async fn unsubscribe(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    // Another user's device answers exactly like one that does not exist.
    if crate::store::push::unsubscribe(&state.pool, api.user.id, *id).await? {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(AppError::NotFound)
    }
}

/// A refused subscription, in the reader's words.
pub fn refusal(error: SubscribeError) -> AppError {
    let (status, key) = match error {
        SubscribeError::Endpoint => (StatusCode::UNPROCESSABLE_ENTITY, "push-bad-endpoint"),
        SubscribeError::Keys => (StatusCode::UNPROCESSABLE_ENTITY, "push-bad-keys"),
        SubscribeError::TooMany => (StatusCode::CONFLICT, "push-too-many"),
    };
    AppError::Refused {
        status,
        key,
        detail: None,
    }
}
