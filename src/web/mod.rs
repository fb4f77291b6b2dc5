//! The web layer: thin handlers that authenticate, load, ask the domain,
//! and render. One folder per area, one file per verb.

pub mod accounts;
pub mod admin;
pub mod api;
pub mod archive;
pub mod assets;
pub mod boards;
pub mod client;
pub mod clock;
pub mod context;
pub mod error;
pub mod error_pages;
pub mod events;
pub mod game;
pub mod gzip_pieces;
pub mod health;
pub mod input_guard;
pub mod installable;
pub mod lobby;
pub mod local_mail;
pub mod metrics;
pub mod moderation;
pub mod ratings;
pub mod request_metrics;
pub mod rules;
pub mod session;
pub mod watch;

use crate::games::Registry;
use actix_web::http::header::{self, HeaderValue};
use actix_web::web;
use actix_web::HttpResponse;
use askama::Template;
use error::AppError;
use sqlx::PgPool;

pub struct AppState {
    pub pool: PgPool,
    pub registry: Registry,
    /// No SMTP configured: the local mail page is on.
    pub local_mail: bool,
    /// The server key, for links derived by signature (invitations).
    pub link_key: Vec<u8>,
    /// Boards and decision panels already rendered (see `game::render_cache`).
    pub renders: game::render_cache::RenderCache,
    /// The latest folded state of the games read or moved (see `state_cache`).
    pub states: crate::games::state_cache::StateCache,
    /// The tables of the games shown, by version (see `table_cache`).
    pub tables: crate::games::table_cache::TableCache,
    /// Each account's share of the computer players.
    pub computer_caps: crate::computer::ComputerCaps,
    /// This instance's live pages (see `crate::live`).
    pub live: std::sync::Arc<crate::live::Hub>,
    /// Live connections held per client.
    pub live_slots: std::sync::Arc<crate::live::Slots>,
    /// The server's Web Push identity (see `crate::push`).
    pub vapid: std::sync::Arc<crate::push::Vapid>,
    /// Push endpoints on plain http or local addresses are taken (a test
    /// push service); never in production.
    pub push_insecure: bool,
    /// Seals and opens the webhooks' secrets (see `crate::webhooks::seal`).
    pub webhook_sealer: std::sync::Arc<crate::webhooks::seal::Sealer>,
    /// Webhooks may go to local http addresses (a test receiver); never in
    /// production.
    pub webhooks_insecure: bool,
    /// The administrators' addresses (`ADMIN_EMAILS`).
    pub admins: crate::moderation::admin::Admins,
}

/// Renders a page template into a response.
pub fn render(template: &impl Template) -> Result<HttpResponse, AppError> {
    render_with_status(template, actix_web::http::StatusCode::OK)
}

pub fn render_with_status(
    template: &impl Template,
    status: actix_web::http::StatusCode,
) -> Result<HttpResponse, AppError> {
    let body = template.render().map_err(AppError::internal)?;
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(body))
}

/// Post/Redirect/Get: every successful form answers with a 303.
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .finish()
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(health::healthz))
        .route("/readyz", web::get().to(health::readyz))
        .route("/metrics", web::get().to(metrics::scrape))
        .route("/favicon.ico", web::get().to(installable::favicon))
        .route(
            "/manifest.webmanifest",
            web::get().to(installable::manifest),
        )
        .route("/sw.js", web::get().to(installable::service_worker))
        .route("/offline", web::get().to(installable::offline))
        .route("/", web::get().to(lobby::index::show))
        .route("/signup", web::get().to(accounts::signup::form))
        .route("/signup", web::post().to(accounts::signup::submit))
        .route("/login", web::get().to(accounts::login::form))
        .route("/login", web::post().to(accounts::login::submit))
        .route("/logout", web::post().to(accounts::logout::submit))
        .route("/reset", web::get().to(accounts::reset::request_form))
        .route("/reset", web::post().to(accounts::reset::request_submit))
        .route(
            "/reset/{token}",
            web::get().to(accounts::reset::choose_form),
        )
        .route(
            "/reset/{token}",
            web::post().to(accounts::reset::choose_submit),
        )
        .route("/settings", web::get().to(accounts::settings::show))
        .route(
            "/settings/email",
            web::post().to(accounts::lifecycle::change),
        )
        .route(
            "/settings/verify",
            web::post().to(accounts::lifecycle::resend),
        )
        .route(
            "/settings/export.json",
            web::get().to(accounts::lifecycle::export),
        )
        .route(
            "/settings/delete",
            web::post().to(accounts::lifecycle::delete),
        )
        .route(
            "/email/{token}",
            web::get().to(accounts::lifecycle::confirm_form),
        )
        .route(
            "/email/{token}",
            web::post().to(accounts::lifecycle::confirm),
        )
        .route("/settings", web::post().to(accounts::settings::save))
        .route(
            "/settings/tokens",
            web::post().to(accounts::settings::create_token),
        )
        .route(
            "/settings/tokens/{id}/revoke",
            web::post().to(accounts::settings::revoke_token),
        )
        .route(
            "/settings/sessions/{id}/end",
            web::post().to(accounts::settings::end_session),
        )
        .route(
            "/settings/sessions/end-all",
            web::post().to(accounts::settings::end_all_sessions),
        )
        .route(
            "/settings/away",
            web::post().to(accounts::settings::save_away),
        )
        .route(
            "/push/subscriptions",
            web::post().to(accounts::push::subscribe),
        )
        .route(
            "/settings/push/{id}/remove",
            web::post().to(accounts::push::remove),
        )
        .route(
            "/settings/webhooks",
            web::post().to(accounts::webhooks::add),
        )
        .route(
            "/settings/webhooks/{id}/remove",
            web::post().to(accounts::webhooks::remove),
        )
        .route(
            "/settings/webhooks/{id}/test",
            web::post().to(accounts::webhooks::test),
        )
        .route(
            "/settings/webhooks/{id}/resume",
            web::post().to(accounts::webhooks::resume),
        )
        .route(
            "/settings/webhooks/{id}/mention",
            web::post().to(accounts::webhooks::mention),
        )
        .route(
            "/settings/password",
            web::post().to(accounts::settings::change_password),
        )
        .route(
            "/unsubscribe/{user}/{expires}/{signature}",
            web::get().to(accounts::unsubscribe::confirm),
        )
        .route(
            "/unsubscribe/{user}/{expires}/{signature}",
            web::post().to(accounts::unsubscribe::unsubscribe),
        )
        .route(
            "/games/{id}/mail",
            web::post().to(game::talk::mute_game_mail),
        )
        .route("/games/new", web::get().to(lobby::create::form))
        .route("/games", web::post().to(lobby::create::submit))
        .route("/play-now", web::post().to(lobby::play_now::submit))
        .route("/my-games", web::get().to(lobby::mine::show))
        .route("/next", web::get().to(lobby::next::next))
        .route("/archive", web::get().to(archive::index))
        .route("/users/{name}", web::get().to(archive::user))
        .route("/ratings", web::get().to(ratings::index))
        .route("/rules", web::get().to(rules::index))
        .route("/rules/{kind}", web::get().to(rules::show))
        .route("/watch", web::get().to(watch::index))
        .route("/games/{id}/follow", web::post().to(watch::follow_game))
        .route("/users/{name}/follow", web::post().to(watch::follow_player))
        .route("/users/{name}/block", web::post().to(moderation::block))
        .route(
            "/users/{name}/report",
            web::post().to(moderation::report_player),
        )
        .route(
            "/games/{id}/talk/{message}/report",
            web::post().to(moderation::report_message),
        )
        .route("/admin", web::get().to(admin::index))
        .route(
            "/admin/accounts/{id}/{action}",
            web::post().to(admin::account_action),
        )
        .route("/admin/reports", web::get().to(admin::reports))
        .route(
            "/admin/reports/{id}/resolve",
            web::post().to(admin::resolve),
        )
        .route("/admin/games", web::get().to(admin::game))
        .route(
            "/admin/games/{id}/cancel",
            web::post().to(admin::cancel_game),
        )
        .route(
            "/admin/events/{id}/cancel",
            web::post().to(admin::events::cancel),
        )
        .route(
            "/admin/events/{id}/remove/{user}",
            web::post().to(admin::events::remove),
        )
        .route(
            "/admin/events/{id}/remove",
            web::post().to(admin::events::remove_named),
        )
        .route("/admin/log", web::get().to(admin::log))
        .route("/ratings/{kind}", web::get().to(ratings::game))
        .route("/games/{id}", web::get().to(game::show::show))
        .route("/games/{id}/live", web::get().to(game::live::events))
        .route("/live/me", web::get().to(game::live::mine))
        .route("/games/{id}/join", web::post().to(lobby::join::submit))
        .route("/games/{id}/leave", web::post().to(lobby::leave::submit))
        .route(
            "/games/{id}/rematch",
            web::post().to(lobby::rematch::submit),
        )
        .route("/games/{id}/cancel", web::post().to(lobby::cancel::submit))
        .route("/games/{id}/invite", web::post().to(lobby::invite::submit))
        .route("/games/{id}/act", web::post().to(game::act::submit))
        .route("/games/{id}/back", web::post().to(game::back::submit))
        .route("/games/{id}/guide", web::post().to(game::guide::close))
        .route(
            "/games/{id}/agreements",
            web::post().to(game::agreements::propose),
        )
        .route(
            "/games/{id}/agreements/answer",
            web::post().to(game::agreements::answer),
        )
        .route(
            "/games/{id}/resume",
            web::post().to(game::agreements::resume),
        )
        .route(
            "/games/{id}/seats/{seat}/offer",
            web::post().to(game::seats::offer),
        )
        .route(
            "/games/{id}/seats/{seat}/withdraw",
            web::post().to(game::seats::withdraw),
        )
        .route(
            "/games/{id}/seats/{seat}/take",
            web::post().to(game::seats::take),
        )
        .route("/games/{id}/talk", web::post().to(game::talk::post))
        .route(
            "/games/{id}/talk/{message}/edit",
            web::post().to(game::talk::edit),
        )
        .route(
            "/games/{id}/talk/{message}/delete",
            web::post().to(game::talk::delete),
        )
        .route(
            "/games/{id}/talk/{message}/hide",
            web::post().to(game::talk::hide),
        )
        .route("/games/{id}/note", web::post().to(game::talk::note))
        .route("/users/{name}/mute", web::post().to(game::talk::mute))
        .route("/games/{id}/history", web::get().to(game::history::latest))
        .route("/games/{id}/at/{seq}", web::get().to(game::history::at))
        .route(
            "/games/{id}/export.jsonl",
            web::get().to(game::history::export),
        )
        .route("/mail", web::get().to(local_mail::list))
        .route("/mail/{id}", web::get().to(local_mail::show))
        .configure(events::routes)
        .service(
            web::scope("/api/v1")
                .wrap(actix_web::middleware::from_fn(api::budget::headers))
                .configure(api::routes),
        )
        .configure(assets::routes);
}

/// Answers `HEAD` wherever `GET` answers, in one place rather than per route:
/// the request goes on as a `GET`. The body is left to the connection, which
/// read the method off the wire: it sends a `HEAD`'s headers only, with the
/// length the `GET` would have.
pub async fn head_as_get(
    mut req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    if req.method() == actix_web::http::Method::HEAD {
        req.head_mut().method = actix_web::http::Method::GET;
    }
    next.call(req).await
}

/// Pages and API answers are made for one reader: `Cache-Control: private,
/// no-store` on every HTML and JSON response that does not say otherwise
/// (static files keep their year-long caching, the offline page its own),
/// so that no shared cache and no back-button cache keeps the settings'
/// address and tokens, a game's hidden hand, or a mailbox.
pub async fn private_answers(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    let mut response = next.call(req).await?;
    let headers = response.headers_mut();
    let personal = headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|kind| kind.starts_with("text/html") || kind.starts_with("application/json"));
    if personal && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("private, no-store"),
        );
    }
    Ok(response)
}

/// Headers every response carries.
pub fn security_headers() -> actix_web::middleware::DefaultHeaders {
    actix_web::middleware::DefaultHeaders::new()
        .add((
            header::CONTENT_SECURITY_POLICY,
            // The inline stylesheets (see `assets::inline_css`) by their
            // hashes: nothing else inline is styled.
            HeaderValue::from_str(&format!(
                "default-src 'self'; img-src 'self' data:; style-src 'self' {}; script-src 'self'; \
                 frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
                assets::inline_style_sources()
            ))
            .unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'")),
        ))
        .add((
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .add((header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")))
        .add((
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
}
