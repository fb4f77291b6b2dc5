//! Bearer-token authentication. The API never reads the session cookie, so a
//! browser on another site cannot make API calls with the user's cookies.

use crate::crypto;
use crate::store::users::{self, UserRow};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};
use scriptorium_games::Lang;
use std::future::Future;
use std::pin::Pin;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::Modify;

pub struct ApiUser {
    pub user: UserRow,
    /// The token this call came with (so it can be told apart in a list).
    pub token_id: uuid::Uuid,
    pub lang: Lang,
}

impl FromRequest for ApiUser {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let state = req
                .app_data::<web::Data<AppState>>()
                .ok_or_else(|| AppError::internal("no state"))?;
            let token = req
                .headers()
                .get("authorization")
                .and_then(|value| value.to_str().ok())
                .and_then(|value| value.strip_prefix("Bearer "))
                .map(str::trim)
                .ok_or(AppError::LoginRequired)?;
            let (user, token_id) = users::api_token_owner(&state.pool, &crypto::token_hash(token))
                .await?
                .ok_or(AppError::LoginRequired)?;
            let lang = crate::web::context::request_lang(&req, None);
            let lang = user
                .language
                .as_deref()
                .and_then(Lang::from_code)
                .unwrap_or(lang);
            Ok(ApiUser {
                user,
                token_id,
                lang,
            })
        })
    }
}

pub struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}
