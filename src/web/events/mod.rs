//! The events' pages: the list (open for entry, mine), the form that creates
//! one (and changes its rules before the start), the event itself with the
//! full lists a big event's page links to (standings, a round's tables,
//! entrants; paged), and its buttons (enter, withdraw, start, call off).
//! A refusal of the event's rules comes back to the page it came from, said
//! in words, with nothing changed.

pub mod act;
pub mod form;
pub mod index;
pub mod lines;
pub mod lists;
pub mod new;
pub mod overview;
pub mod paging;
pub mod show;
pub mod words;

use crate::tournaments::TournamentError;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::see_other;
use crate::web::session::FlashLevel;
use actix_web::{web, HttpResponse};
use uuid::Uuid;

pub use crate::tournaments::log::{instant, seconds};

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/events", web::get().to(index::show))
        .route("/events", web::post().to(new::submit))
        .route("/events/new", web::get().to(new::form))
        .route("/events/{id}", web::get().to(show::show))
        .route("/events/{id}/export.jsonl", web::get().to(show::export))
        .route("/events/{id}/standings", web::get().to(lists::standings))
        .route("/events/{id}/rounds/{round}", web::get().to(lists::round))
        .route("/events/{id}/entrants", web::get().to(lists::entrants))
        .route("/events/{id}/rules", web::get().to(new::edit))
        .route("/events/{id}/rules", web::post().to(new::change))
        .route("/events/{id}/register", web::post().to(act::register))
        .route("/events/{id}/withdraw", web::post().to(act::withdraw))
        .route("/events/{id}/start", web::post().to(act::start))
        .route("/events/{id}/cancel", web::post().to(act::cancel))
        .route("/events/{id}/close", web::post().to(act::close))
        .route("/events/{id}/challenges", web::post().to(act::challenge))
        .route(
            "/events/{id}/challenges/{challenge}/accept",
            web::post().to(act::accept_challenge),
        )
        .route(
            "/events/{id}/challenges/{challenge}/decline",
            web::post().to(act::decline_challenge),
        );
}

/// Post/Redirect/Get: back to `back` with `done` on success, or with the
/// refusal in words (nothing changed); other failures are error pages.
pub fn answer<T>(
    ctx: &PageContext,
    outcome: Result<T, TournamentError>,
    done: &str,
    back: &str,
) -> Result<HttpResponse, AppError> {
    match outcome {
        Ok(_) => {
            ctx.flash(FlashLevel::Info, done);
            Ok(see_other(back))
        }
        Err(error) => match error.message_key() {
            Some(key) => {
                ctx.flash(FlashLevel::Error, key);
                Ok(see_other(back))
            }
            None => Err(error.into()),
        },
    }
}

pub fn event_path(id: Uuid) -> String {
    format!("/events/{id}")
}
