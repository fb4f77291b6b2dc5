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
}

pub async fn show(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let viewer = ctx.user.as_ref().map(|user| user.id);
    let open = games::open_games(&state.pool, viewer).await?;
    render(&LobbyPage {
        open: open.iter().map(|summary| line(&ctx, summary)).collect(),
        ctx: &ctx,
    })
}
