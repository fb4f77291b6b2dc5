//! The JSON API under `/api/v1`, authenticated by bearer tokens (created on
//! the settings page). It covers what the forms do; its OpenAPI document is
//! served at `/api/v1/openapi.json`.

mod account;
mod agreements;
mod auth;
pub mod budget;
mod events;
mod games;
mod history;
mod lobby;
mod moderation;
mod notices;
pub mod push;
mod ratings;
mod scopes;
mod seats;
mod settings;
mod stream;
mod table_notes;
mod talk;
mod tokens;
mod watch;
pub mod webhooks;

pub use auth::ApiUser;
use auth::BearerScheme;

use actix_web::{web, HttpResponse};
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(title = "Scriptorium API", version = "1", description = "Play-by-post board games. Authenticate with `Authorization: Bearer <token>`; create tokens on your settings page."),
    paths(
        lobby::list_kinds, lobby::list_open, lobby::my_games, lobby::create, lobby::join,
        lobby::leave, lobby::cancel, lobby::invite, lobby::rematch, games::show, games::act, history::steps, stream::game, stream::mine, notices::list,
        events::list, events::show, events::create, events::change_rules, events::start,
        events::cancel, events::register, events::withdraw, events::challenge,
        events::accept_challenge, events::decline_challenge, events::close, events::export,
        table_notes::edit, table_notes::delete, table_notes::hide, table_notes::show,
        table_notes::note, table_notes::save_note, table_notes::mute, table_notes::unmute, talk::list, talk::post,
        tokens::list, tokens::revoke, ratings::leaderboard, ratings::of_user, ratings::profile, lobby::next_game, account::export, account::resend,
        account::change_email, account::delete, watch::running, watch::follow_game,
        watch::unfollow_game, watch::follow_player, watch::unfollow_player,
        moderation::block, moderation::unblock, moderation::blocks, moderation::report,
        push::key, push::list, push::subscribe, push::unsubscribe,
        webhooks::list, webhooks::add, webhooks::remove, webhooks::test, webhooks::deliveries,
        webhooks::resume, webhooks::mention,
        seats::open, seats::offer, seats::withdraw, seats::take,
        settings::show, settings::change, settings::mute_game, settings::unmute_game,
        agreements::propose, agreements::answer, agreements::resume
    ),
    components(schemas(
        lobby::GameKind, lobby::GameOption, lobby::GameListing, lobby::CreateRequest,
        lobby::Created, lobby::InviteRequest, lobby::Rematch, crate::lobby::TimeoutPolicy, games::GameState, games::LegalAction, games::ActRequest,
        games::ActResponse, games::Player, history::HistoryPage, history::HistoryStep, notices::Notice, crate::notices::told::Standing, events::EventListing, events::EventLists,
        events::EventJson, events::ProjectedEnd, events::EntrantJson, events::TableJson, events::ByeJson, events::StandingJson, events::ChallengeJson, events::ChallengeRequest,
        events::CreateEvent, events::CreatedEvent, events::RulesChange, table_notes::TextRequest, table_notes::Note, talk::Message, talk::PostRequest, tokens::Token, ratings::RatingJson, ratings::RankedJson, ratings::ProfileJson, ratings::RecordJson, lobby::NextGame, account::EmailChangeRequest, account::DeleteRequest, watch::RunningGame, moderation::Blocked, moderation::ReportRequest, moderation::ReportFiled, ApiError, SubmissionConflict, games::StaleAnswer,
        push::PushKey, push::Device, push::Keys, push::SubscribeRequest, push::Subscribed,
        webhooks::Webhook, webhooks::AddRequest, webhooks::Added, webhooks::WebhookDelivery,
        webhooks::MentionRequest, crate::webhooks::Format,
        seats::OpenSeat, seats::OfferRequest, crate::clocks::TimeControl,
        settings::SettingsJson, settings::SettingsChange, settings::QuietHoursJson,
        agreements::ProposeRequest, agreements::AnswerRequest
    )),
    modifiers(&BearerScheme),
    security(("bearer" = []))
)]
pub struct ApiDoc;

/// The shape of every API error.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct ApiError {
    /// Stable code: not_found, forbidden, unauthorized, bad_request, invalid_input (a text
    /// field breaks its rules: 400 for control characters, 422 otherwise), refused,
    /// rate_limited (with Retry-After), stale, illegal, internal, unavailable (with Retry-After).
    pub error: String,
    pub message: String,
    pub detail: Option<String>,
}

/// What a 409 from a submission sends, one of two shapes: the game moved on
/// since the `seq` the decision was made at (`error` is `stale`, with the
/// game as it is now), or a refusal in the shape of every error (`refused`:
/// the game is not in play, the seat resigned).
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum SubmissionConflict {
    Stale(Box<games::StaleAnswer>),
    Refused(ApiError),
}

async fn openapi() -> HttpResponse {
    HttpResponse::Ok().json(ApiDoc::openapi())
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.app_data(
        web::JsonConfig::default()
            .limit(64 * 1024)
            .error_handler(|error, _| {
                crate::web::error::AppError::BadRequest(error.to_string()).into()
            }),
    )
    .route("/openapi.json", web::get().to(openapi))
    .route("/kinds", web::get().to(lobby::list_kinds))
    .route("/games", web::get().to(lobby::list_open))
    .route("/games", web::post().to(lobby::create))
    .route("/me/games", web::get().to(lobby::my_games))
    .route("/me", web::delete().to(account::delete))
    .route("/me/export", web::get().to(account::export))
    .route("/me/settings", web::get().to(settings::show))
    .route("/me/settings", web::patch().to(settings::change))
    .route("/games/{id}/mail-mute", web::put().to(settings::mute_game))
    .route(
        "/games/{id}/mail-mute",
        web::delete().to(settings::unmute_game),
    )
    .route("/me/email", web::post().to(account::change_email))
    .route("/me/email/verification", web::post().to(account::resend))
    .route("/games/{id}", web::get().to(games::show))
    .route("/games/{id}/join", web::post().to(lobby::join))
    .route("/games/{id}/leave", web::post().to(lobby::leave))
    .route("/games/{id}/rematch", web::post().to(lobby::rematch))
    .route("/games/{id}/cancel", web::post().to(lobby::cancel))
    .route("/games/{id}/invite", web::post().to(lobby::invite))
    .route("/games/{id}/actions", web::post().to(games::act))
    .route("/seats", web::get().to(seats::open))
    .route(
        "/games/{id}/agreements",
        web::post().to(agreements::propose),
    )
    .route(
        "/games/{id}/agreements/answer",
        web::post().to(agreements::answer),
    )
    .route("/games/{id}/resume", web::post().to(agreements::resume))
    .route(
        "/games/{id}/seats/{seat}/offer",
        web::post().to(seats::offer),
    )
    .route(
        "/games/{id}/seats/{seat}/withdraw",
        web::post().to(seats::withdraw),
    )
    .route("/games/{id}/seats/{seat}/take", web::post().to(seats::take))
    .route("/games/{id}/history", web::get().to(history::steps))
    .route("/games/{id}/stream", web::get().to(stream::game))
    .route("/me/stream", web::get().to(stream::mine))
    .route("/me/notices", web::get().to(notices::list))
    .route("/events", web::get().to(events::list))
    .route("/events", web::post().to(events::create))
    .route("/events/{id}", web::get().to(events::show))
    .route("/events/{id}/rules", web::put().to(events::change_rules))
    .route("/events/{id}/start", web::post().to(events::start))
    .route("/events/{id}/cancel", web::post().to(events::cancel))
    .route("/events/{id}/register", web::post().to(events::register))
    .route("/events/{id}/withdraw", web::post().to(events::withdraw))
    .route("/events/{id}/close", web::post().to(events::close))
    .route("/events/{id}/export", web::get().to(events::export))
    .route("/events/{id}/challenges", web::post().to(events::challenge))
    .route(
        "/events/{id}/challenges/{challenge}/accept",
        web::post().to(events::accept_challenge),
    )
    .route(
        "/events/{id}/challenges/{challenge}/decline",
        web::post().to(events::decline_challenge),
    )
    .route("/games/{id}/messages", web::get().to(talk::list))
    .route("/games/{id}/messages", web::post().to(talk::post))
    .route(
        "/games/{id}/messages/{message}",
        web::patch().to(table_notes::edit),
    )
    .route(
        "/games/{id}/messages/{message}",
        web::delete().to(table_notes::delete),
    )
    .route(
        "/games/{id}/messages/{message}/hidden",
        web::put().to(table_notes::hide),
    )
    .route(
        "/games/{id}/messages/{message}/hidden",
        web::delete().to(table_notes::show),
    )
    .route("/games/{id}/note", web::get().to(table_notes::note))
    .route("/games/{id}/note", web::put().to(table_notes::save_note))
    .route("/users/{name}/mute", web::put().to(table_notes::mute))
    .route("/users/{name}/mute", web::delete().to(table_notes::unmute))
    .route("/ratings/{kind}", web::get().to(ratings::leaderboard))
    .route("/users/{name}/ratings", web::get().to(ratings::of_user))
    .route("/users/{name}", web::get().to(ratings::profile))
    .route("/me/next", web::get().to(lobby::next_game))
    .route("/watch", web::get().to(watch::running))
    .route("/games/{id}/follow", web::post().to(watch::follow_game))
    .route("/games/{id}/follow", web::delete().to(watch::unfollow_game))
    .route("/users/{name}/block", web::post().to(moderation::block))
    .route("/users/{name}/block", web::delete().to(moderation::unblock))
    .route("/blocks", web::get().to(moderation::blocks))
    .route("/reports", web::post().to(moderation::report))
    .route("/users/{name}/follow", web::post().to(watch::follow_player))
    .route(
        "/users/{name}/follow",
        web::delete().to(watch::unfollow_player),
    )
    .route("/push/key", web::get().to(push::key))
    .route("/push/subscriptions", web::get().to(push::list))
    .route("/push/subscriptions", web::post().to(push::subscribe))
    .route(
        "/push/subscriptions/{id}",
        web::delete().to(push::unsubscribe),
    )
    .route("/webhooks", web::get().to(webhooks::list))
    .route("/webhooks", web::post().to(webhooks::add))
    .route("/webhooks/{id}", web::delete().to(webhooks::remove))
    .route("/webhooks/{id}/test", web::post().to(webhooks::test))
    .route("/webhooks/{id}/resume", web::post().to(webhooks::resume))
    .route("/webhooks/{id}/mention", web::put().to(webhooks::mention))
    .route(
        "/webhooks/{id}/deliveries",
        web::get().to(webhooks::deliveries),
    )
    .route("/tokens", web::get().to(tokens::list))
    .route("/tokens/{id}", web::delete().to(tokens::revoke))
    .default_service(web::to(|| async {
        Err::<HttpResponse, _>(crate::web::error::AppError::NotFound)
    }));
}
