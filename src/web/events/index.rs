//! `/events`: the events open for entry, and the viewer's own.

use super::words;
use crate::store::events::{self as store, EventLine};
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::Utc;
use uuid::Uuid;

/// An event as a list shows it.
pub struct ListedEvent {
    pub id: Uuid,
    pub name: String,
    pub game: String,
    pub phase: &'static str,
    pub entrants: String,
    pub closes: String,
}

#[derive(Template)]
#[template(path = "events/index.html")]
struct EventsPage<'a> {
    ctx: &'a PageContext,
    open: Vec<ListedEvent>,
    mine: Option<Vec<ListedEvent>>,
}

pub fn listed(ctx: &PageContext, line: EventLine) -> ListedEvent {
    ListedEvent {
        id: line.id,
        name: line.name,
        game: words::game_name(&line.game_kind),
        phase: words::phase_name(ctx, words::phase_from_code(&line.phase)),
        entrants: match line.max_players {
            Some(max) => format!("{} / {max}", line.entrants),
            None => line.entrants.to_string(),
        },
        closes: ctx.time(&line.registration_closes_at),
    }
}

pub async fn show(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let open = store::open_for_entry(&state.pool, Utc::now(), 100).await?;
    let mine = match &ctx.user {
        Some(user) => Some(store::events_of(&state.pool, user.id).await?),
        None => None,
    };
    render(&EventsPage {
        open: open.into_iter().map(|line| listed(&ctx, line)).collect(),
        mine: mine.map(|lines| lines.into_iter().map(|line| listed(&ctx, line)).collect()),
        ctx: &ctx,
    })
}
