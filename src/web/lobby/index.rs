use super::{line, GameLine};
use crate::store::games;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::events::index::{listed, ListedEvent};
use crate::web::rules::{summaries, GameSummary};
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;

#[derive(Template)]
#[template(path = "lobby/index.html")]
struct LobbyPage<'a> {
    ctx: &'a PageContext,
    open: Vec<GameLine>,
    /// The games one may play against the computer at once: (id, name).
    play_now: Vec<(&'static str, &'static str)>,
    /// Seats of running games one may take over (see `lobby::seats`).
    seats: Vec<SeatLine>,
    /// For a visitor, what this is: the games, each with its board and line.
    games: Vec<GameSummary>,
    /// The newest events open for entry.
    events: Vec<ListedEvent>,
}

/// A seat to take over, as the lobby lists it.
struct SeatLine {
    game_id: uuid::Uuid,
    game_name: String,
    held_by: String,
    time_control: String,
    invited: bool,
}

pub async fn show(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let viewer = ctx.user.as_ref().map(|user| user.id);
    let open = games::open_games(&state.pool, viewer).await?;
    let seats = crate::lobby::seats::open_seats(&state.pool, viewer)
        .await?
        .into_iter()
        .map(|seat| SeatLine {
            game_id: seat.game_id,
            game_name: crate::games::Registry::any(&seat.kind)
                .map(|entry| entry.engine.info().name.to_owned())
                .unwrap_or(seat.kind),
            held_by: seat.held_by,
            time_control: super::time_control_text(&ctx, &seat.time_control),
            invited: seat.invited,
        })
        .collect();
    let play_now = state
        .registry
        .all()
        .filter(|entry| entry.bots.is_some())
        .map(|entry| entry.engine.info())
        .map(|info| (info.id, info.name))
        .collect();
    let events = crate::store::events::open_for_entry(&state.pool, chrono::Utc::now(), 5)
        .await?
        .into_iter()
        .map(|event| listed(&ctx, event))
        .collect();
    render(&LobbyPage {
        open: open.iter().map(|summary| line(&ctx, summary)).collect(),
        events,
        play_now,
        seats,
        games: if ctx.user.is_none() {
            summaries(&state.registry, ctx.lang)
        } else {
            Vec::new()
        },
        ctx: &ctx,
    })
}
