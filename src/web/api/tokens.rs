//! The caller's API tokens: list them and revoke one (the calling token
//! included, which then stops working at once).

use super::{ApiError, ApiUser};
use crate::store::sessions::{self, TokenRow};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::Serialize;
use uuid::Uuid;

/// One of the caller's tokens (its secret is never shown again).
#[derive(Serialize, utoipa::ToSchema)]
pub struct Token {
    pub id: Uuid,
    pub label: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    /// What it may do: `read` always, `play`, `account`.
    pub scopes: Vec<String>,
    /// This call was made with this token.
    pub current: bool,
}

impl Token {
    fn from_row(row: TokenRow, current: Uuid) -> Token {
        Token {
            current: row.id == current,
            id: row.id,
            label: row.label,
            created_at: row.created_at,
            last_used_at: row.last_used_at,
            scopes: crate::accounts::scopes::Scopes::from_codes(&row.scopes).codes(),
        }
    }
}

#[utoipa::path(get, path = "/api/v1/tokens",
    responses((status = 200, body = [Token]), (status = 401, body = ApiError)))]
pub async fn list(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let tokens: Vec<Token> = sessions::tokens(&state.pool, api.user.id)
        .await?
        .into_iter()
        .map(|row| Token::from_row(row, api.token_id))
        .collect();
    Ok(HttpResponse::Ok().json(tokens))
}

#[utoipa::path(delete, path = "/api/v1/tokens/{id}", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 401, body = ApiError), (status = 404, body = ApiError)))]
pub async fn revoke(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    // Another user's token answers exactly like a token that does not exist.
    if crate::accounts::sessions::revoke_token(&state.pool, api.user.id, *id).await? {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(AppError::NotFound)
    }
}
