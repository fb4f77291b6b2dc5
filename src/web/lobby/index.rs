use super::{line, GameLine};
use crate::store::games;
use crate::web::context::PageContext;
use crate::web::error::AppError;
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
}

pub async fn show(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let viewer = ctx.user.as_ref().map(|user| user.id);
    let open = games::open_games(&state.pool, viewer).await?;
    let play_now = state
        .registry
        .all()
        .filter(|entry| entry.bots.is_some())
        .map(|entry| entry.engine.info())
        .map(|info| (info.id, info.name))
        .collect();
    render(&LobbyPage {
        open: open.iter().map(|summary| line(&ctx, summary)).collect(),
        play_now,
        ctx: &ctx,
    })
}
