//! Turns error responses into a page in the user's language, or into JSON for
//! the API. Errors that did not come from our handlers (a malformed path, an
//! unknown route, a body too large) get the same treatment.

use super::context::{request_lang, PageContext};
use super::error::AppError;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::HttpResponse;
use askama::Template;

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    ctx: &'a PageContext,
    message: &'a str,
    detail: Option<&'a str>,
}

fn fallback_key(status: StatusCode) -> &'static str {
    match status {
        StatusCode::NOT_FOUND => "error-not-found",
        StatusCode::FORBIDDEN => "error-forbidden",
        StatusCode::UNAUTHORIZED => "error-login-required",
        StatusCode::PAYLOAD_TOO_LARGE => "error-too-large",
        status if status.is_server_error() => "error-internal",
        _ => "error-bad-request",
    }
}

pub async fn render_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let is_api = req.path().starts_with("/api/");
    let res = next.call(req).await?.map_into_boxed_body();
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return Ok(res);
    }
    // Pages that rendered their own body (a game page with a 409) keep it.
    let own_error = res
        .response()
        .error()
        .and_then(|e| e.as_error::<AppError>());
    let empty = matches!(
        res.response().body().size(),
        actix_web::body::BodySize::Sized(0) | actix_web::body::BodySize::None
    );
    if res.response().error().is_none() && !empty {
        return Ok(res);
    }
    let (key, detail, code) = match own_error {
        Some(error) => (error.message_key(), error.detail(), error.code()),
        None => (fallback_key(status), None, "error"),
    };
    let (req, response) = res.into_parts();
    let mut headers = response.headers().clone();
    headers.remove(actix_web::http::header::CONTENT_LENGTH);
    headers.remove(actix_web::http::header::CONTENT_TYPE);
    let body = if is_api {
        let lang = request_lang(&req, None);
        let body = serde_json::json!({
            "error": code,
            "message": crate::support::i18n::t(lang, key),
            "detail": detail
                .as_ref()
                .map(|d| crate::support::i18n::registry::explanation(lang, d)),
        });
        let mut builder = HttpResponse::build(status);
        for (name, value) in headers.iter() {
            builder.insert_header((name.clone(), value.clone()));
        }
        if status == StatusCode::UNAUTHORIZED {
            builder.insert_header(("www-authenticate", "Bearer"));
        }
        builder
            .content_type("application/json")
            .body(body.to_string())
    } else {
        let ctx = PageContext::for_error_page(&req);
        let detail = detail
            .as_ref()
            .map(|d| crate::support::i18n::registry::explanation(ctx.lang, d));
        let page = ErrorPage {
            ctx: &ctx,
            message: ctx.t(key),
            detail: detail.as_deref(),
        };
        let html = page.render().unwrap_or_else(|_| ctx.t(key).to_owned());
        let mut builder = HttpResponse::build(status);
        for (name, value) in headers.iter() {
            builder.insert_header((name.clone(), value.clone()));
        }
        builder.content_type("text/html; charset=utf-8").body(html)
    };
    Ok(ServiceResponse::new(req, body))
}
