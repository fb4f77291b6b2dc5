//! The caller's account: its address (confirm again, change), the download
//! of its data, and its deletion. Changing the address and deleting need the
//! password as well as the token: a leaked token must not take the account.

use super::{ApiError, ApiUser};
use crate::accounts::lifecycle::{self, LifecycleError};
use crate::rate_limit::{self, EMAIL_LINKS_PER_ACCOUNT};
use crate::support::input;
use crate::web::client::ClientAddress;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use utoipa::ToSchema;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmailChangeRequest {
    /// The new address: a link goes to it, and the address changes when the
    /// link is used; the current address is told.
    pub email: String,
    /// The account's password.
    pub password: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeleteRequest {
    /// The account's password.
    pub password: String,
    /// Must be `true`: deleting cannot be undone.
    pub understood: bool,
}

fn wrong_password(error: LifecycleError) -> AppError {
    match error {
        LifecycleError::Account(crate::accounts::AccountError::BadLogin) => AppError::Refused {
            status: actix_web::http::StatusCode::FORBIDDEN,
            key: "settings-password-wrong",
            detail: None,
        },
        other => other.into(),
    }
}

/// Everything the site holds about the caller.
#[utoipa::path(get, path = "/api/v1/me/export",
    responses((status = 200, description = "The account's data as JSON"), (status = 401, body = ApiError)))]
pub async fn export(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let data = lifecycle::export(&state.pool, api.user.id).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("cache-control", "no-store"))
        .json(data))
}

/// Sends the link that confirms the caller's address again.
#[utoipa::path(post, path = "/api/v1/me/email/verification",
    responses((status = 202), (status = 401, body = ApiError), (status = 429, body = ApiError)))]
pub async fn resend(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    rate_limit::spend(
        &state.pool,
        &EMAIL_LINKS_PER_ACCOUNT,
        &api.user.id.to_string(),
    )
    .await?;
    lifecycle::send_verification(&state.pool, api.user.id).await?;
    Ok(HttpResponse::Accepted().finish())
}

/// Asks to move the account to a new address.
#[utoipa::path(post, path = "/api/v1/me/email", request_body = EmailChangeRequest,
    responses((status = 202), (status = 403, body = ApiError), (status = 409, body = ApiError),
        (status = 422, body = ApiError), (status = 429, body = ApiError)))]
pub async fn change_email(
    api: ApiUser,
    client: ClientAddress,
    state: web::Data<AppState>,
    body: web::Json<EmailChangeRequest>,
) -> Result<HttpResponse, AppError> {
    let email = input::Email::parse("email", &body.email)?;
    let password = input::Password::given("password", &body.password)?;
    rate_limit::spend(
        &state.pool,
        &EMAIL_LINKS_PER_ACCOUNT,
        &api.user.id.to_string(),
    )
    .await?;
    lifecycle::request_email_change(
        &state.pool,
        api.user.id,
        password.expose(),
        email.as_str(),
        &client.limit_key(),
    )
    .await
    .map_err(wrong_password)?;
    Ok(HttpResponse::Accepted().finish())
}

/// Deletes the caller's account (and with it every token). `understood` is
/// judged before the password: 422 says nothing about the password. Wrong
/// passwords spend the login's failure budget (429 past it).
#[utoipa::path(delete, path = "/api/v1/me", request_body = DeleteRequest,
    responses((status = 204), (status = 403, body = ApiError), (status = 422, body = ApiError),
        (status = 429, body = ApiError)))]
pub async fn delete(
    api: ApiUser,
    client: ClientAddress,
    state: web::Data<AppState>,
    body: web::Json<DeleteRequest>,
) -> Result<HttpResponse, AppError> {
    let password = input::Password::given("password", &body.password)?;
    lifecycle::delete(
        &state.pool,
        api.user.id,
        password.expose(),
        body.understood,
        &client.limit_key(),
    )
    .await
    .map_err(wrong_password)?;
    Ok(HttpResponse::NoContent().finish())
}
