//! Bearer-token authentication. The API never reads the session cookie, so a
//! browser on another site cannot make API calls with the user's cookies.

use crate::accounts::scopes::Scopes;
use crate::accounts::sessions;
use crate::rate_limit::{self, API_BAD_TOKEN_PER_ADDRESS, API_PER_TOKEN};
use crate::store::users::UserRow;
use crate::support::crypto;
use crate::support::i18n::Lang;
use crate::web::client::ClientAddress;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
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
            let token_hash = crypto::token_hash(token);
            // One statement for a good call: the owner, and the call spent
            // from the token's budget. Tokens are 256 random bits: the limit
            // on bad ones keeps scanners cheap to answer, not guessing
            // (which cannot succeed) out.
            rate_limit::purge_now_and_then(&state.pool);
            let subject = hex::encode(&token_hash);
            let Some(call) =
                sessions::api_call(&state.pool, &token_hash, &API_PER_TOKEN, &subject).await?
            else {
                let address = ClientAddress::of(&req);
                rate_limit::spend(
                    &state.pool,
                    &API_BAD_TOKEN_PER_ADDRESS,
                    &address.limit_key(),
                )
                .await?;
                return Err(AppError::LoginRequired);
            };
            req.extensions_mut()
                .insert(super::budget::Budget::after(&API_PER_TOKEN, call.spend));
            API_PER_TOKEN.judge(call.spend)?;
            let needed = super::scopes::required(req.method(), &pattern_under_api(&req));
            if !Scopes::from_codes(&call.scopes).allows(needed) {
                return Err(AppError::Refused {
                    status: actix_web::http::StatusCode::FORBIDDEN,
                    key: "api-scope-missing",
                    detail: Some(crate::games::Explanation(
                        scriptorium_games::Message::new("api-scope-needed").with(
                            "scope",
                            scriptorium_games::Arg::Text(needed.code().to_owned()),
                        ),
                    )),
                });
            }
            let (user, token_id) = (call.user, call.token_id);
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

/// The matched route's pattern below `/api/v1` (`/games/{id}/actions`).
fn pattern_under_api(req: &HttpRequest) -> String {
    let pattern = req.match_pattern().unwrap_or_else(|| req.path().to_owned());
    pattern
        .strip_prefix("/api/v1")
        .map(str::to_owned)
        .unwrap_or(pattern)
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
