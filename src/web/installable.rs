//! What makes Scriptorium an app a phone can keep on its home screen: the
//! web app manifest, the icons (and `/favicon.ico`, which browsers ask for
//! on every site), the service worker (`static/sw.js`: the offline page,
//! and later the push notifications) and the offline page it keeps.
//!
//! The service worker is served from the root, so that its scope is the
//! whole site, and is never cached for long: a new version must reach the
//! browsers that have the old one.

use crate::web::assets::{self, SHORT};
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::render;
use actix_web::HttpResponse;
use askama::Template;
use serde_json::json;

/// The site's colour (`--accent` in `static/site.css`): the phone's bar and
/// the splash screen take it.
const THEME: &str = "#7a2e1d";
/// The page's paper colour (`--paper`).
const BACKGROUND: &str = "#fbf7ef";

/// A static file under a fixed address (not its hashed name): browsers and
/// installs look for these names.
fn fixed(name: &str, cache: &'static str) -> HttpResponse {
    match assets::assets().get(name) {
        Some(asset) => HttpResponse::Ok()
            .content_type(asset.content_type.clone())
            .insert_header(("cache-control", cache))
            .body(asset.bytes.clone()),
        None => HttpResponse::NotFound().finish(),
    }
}

pub async fn favicon() -> HttpResponse {
    fixed("favicon.ico", SHORT)
}

/// The service worker: revalidated at every check, so an update is seen.
pub async fn service_worker() -> HttpResponse {
    let mut response = fixed("sw.js", "no-cache");
    response.headers_mut().insert(
        actix_web::http::header::CONTENT_TYPE,
        actix_web::http::header::HeaderValue::from_static("text/javascript; charset=utf-8"),
    );
    response
}

/// The manifest, in the reader's language.
pub async fn manifest(ctx: PageContext) -> HttpResponse {
    let icon = |name: &str, size: &str, kind: &str| json!({ "src": assets::url(name), "sizes": size, "type": kind, "purpose": "any" });
    let body = json!({
        "name": ctx.t("app-name"),
        "short_name": ctx.t("app-name"),
        "description": ctx.t("app-description"),
        "lang": ctx.lang.code(),
        "id": "/",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": BACKGROUND,
        "theme_color": THEME,
        "icons": [
            icon("icon-192.png", "192x192", "image/png"),
            icon("icon-512.png", "512x512", "image/png"),
            icon("icon.svg", "any", "image/svg+xml"),
        ],
    });
    HttpResponse::Ok()
        .content_type("application/manifest+json")
        .insert_header(("cache-control", SHORT))
        .body(body.to_string())
}

#[derive(Template)]
#[template(path = "offline.html")]
struct Offline<'a> {
    ctx: &'a PageContext,
}

/// The page the service worker shows when the network is gone. It carries
/// nothing of the person (no name, no form token): it is kept in the
/// browser's cache.
pub async fn offline(ctx: PageContext) -> Result<HttpResponse, AppError> {
    let mut response = render(&Offline { ctx: &ctx })?;
    response.headers_mut().insert(
        actix_web::http::header::CACHE_CONTROL,
        actix_web::http::header::HeaderValue::from_static("no-cache"),
    );
    Ok(response)
}
