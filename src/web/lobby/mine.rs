use super::{line, GameLine};
use crate::store::games;
use crate::store::games::GameStatus;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;

#[derive(Template)]
#[template(path = "lobby/mine.html")]
struct MinePage<'a> {
    ctx: &'a PageContext,
    my_turn: Vec<GameLine>,
    waiting: Vec<GameLine>,
    open: Vec<GameLine>,
    finished: Vec<GameLine>,
}

/// My turn first, then games waiting on others, then open ones, then finished.
pub async fn show(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.id;
    let all = games::games_of(&state.pool, user).await?;
    let (mut my_turn, mut waiting, mut open, mut finished) = (vec![], vec![], vec![], vec![]);
    for summary in &all {
        let game = line(&ctx, summary);
        match summary.status {
            GameStatus::Open => open.push(game),
            GameStatus::Finished => finished.push(game),
            _ if game.my_turn => my_turn.push(game),
            _ => waiting.push(game),
        }
    }
    render(&MinePage {
        ctx: &ctx,
        my_turn,
        waiting,
        open,
        finished,
    })
}
