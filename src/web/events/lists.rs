//! An event's full lists, a hundred lines a page (issue 44, "events at
//! scale"): `/events/{id}/standings`, `/events/{id}/rounds/{round}` (its
//! tables with their games and results, and its byes) and
//! `/events/{id}/entrants`, each `?page=K`. Each is the event's one read
//! and fold, then a slice (`paging`); the viewer's own line is marked, and
//! "Find me" leads to the page that holds it. A page past a list's end, or
//! a round the event does not have, is a 404 in words.

use super::lines::{self, EntrantLine, StandingLine, TableLine};
use super::paging::{self, Page};
use super::show::{fold, name_in, names_of};
use crate::games::Explanation;
use crate::store::events::{self as store, EventWithLog};
use crate::tournaments::log::player;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use scriptorium_events::{EventState, PlayerId};
use scriptorium_games::Message;
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct PageQuery {
    /// Text, not a number: a wrong one reads as the first page
    /// (`paging::asked`) instead of the extractor's 400.
    page: Option<String>,
}

/// The links between a list's pages.
pub struct Pager {
    /// The list's address, without its query.
    pub path: String,
    /// "Page K of M", in words.
    pub of: String,
    pub previous: Option<usize>,
    pub next: Option<usize>,
    /// The page that holds the viewer's own line, if they have one.
    pub mine: Option<usize>,
}

fn pager(ctx: &PageContext, path: String, page: &Page, mine: Option<usize>) -> Pager {
    Pager {
        path,
        of: crate::support::i18n::t_args(
            ctx.lang,
            "events-page-of",
            &[
                ("page", (page.number as i64).into()),
                ("pages", (page.pages as i64).into()),
            ],
        ),
        previous: page.previous(),
        next: page.next(),
        mine,
    }
}

/// A 404 that says what is missing, in words.
fn missing(key: &'static str, detail: Option<Message>) -> AppError {
    AppError::Refused {
        status: StatusCode::NOT_FOUND,
        key,
        detail: detail.map(Explanation),
    }
}

/// The page asked for of a list of `total` lines, or "no such page".
fn page_of_list(total: usize, query: &PageQuery) -> Result<Page, AppError> {
    paging::page(total, paging::asked(query.page.as_deref())).ok_or_else(|| {
        missing(
            "events-no-such-page",
            Some(Message::new("events-list-pages").with("pages", paging::pages(total) as i64)),
        )
    })
}

/// The event's one read, folded.
async fn read(state: &AppState, id: Uuid) -> Result<(EventWithLog, EventState), AppError> {
    let event = store::load(&state.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let folded = fold(&event)?;
    if folded.rules.is_none() {
        return Err(AppError::NotFound);
    }
    Ok((event, folded))
}

#[derive(Template)]
#[template(path = "events/standings.html")]
struct StandingsPage<'a> {
    ctx: &'a PageContext,
    id: Uuid,
    name: String,
    total: i64,
    tie_breaks: String,
    tie_break_columns: Vec<lines::TieBreakColumn>,
    standing_lines: Vec<StandingLine>,
    pager: Pager,
}

pub async fn standings(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    let (event, folded) = read(&state, *id).await?;
    let names = names_of(&event);
    let name_of = |p: &PlayerId| name_in(&names, p);
    let viewer = ctx.user.as_ref().map(|u| player(u.id));
    let table = scriptorium_events::standings(&folded);
    let page = page_of_list(table.len(), &query)?;
    let mine = viewer
        .and_then(|v| table.iter().position(|s| s.player == v))
        .map(paging::page_of);
    render(&StandingsPage {
        id: event.id,
        name: event.name.clone(),
        total: table.len() as i64,
        tie_breaks: lines::tie_break_names(&ctx, &table),
        tie_break_columns: lines::tie_break_columns(&ctx, &table),
        standing_lines: table[page.lines.clone()]
            .iter()
            .map(|s| lines::standing_line(s, &name_of, viewer))
            .collect(),
        pager: pager(&ctx, format!("/events/{}/standings", event.id), &page, mine),
        ctx: &ctx,
    })
}

#[derive(Template)]
#[template(path = "events/round.html")]
struct RoundPage<'a> {
    ctx: &'a PageContext,
    id: Uuid,
    name: String,
    title: String,
    /// How many tables the round has, in words.
    count: String,
    table_lines: Vec<TableLine>,
    /// The round's byes, named: on its first page only, so each list's
    /// lines are on one page.
    byes: String,
    my_bye: bool,
    pager: Pager,
}

pub async fn round(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, u32)>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let (event, folded) = read(&state, id).await?;
    if !lines::round_numbers(&folded).contains(&round) {
        return Err(missing("events-no-such-round", None));
    }
    let names = names_of(&event);
    let name_of = |p: &PlayerId| name_in(&names, p);
    let viewer = ctx.user.as_ref().map(|u| player(u.id));
    let games = lines::games_by_table(&event);
    let tables = lines::tables_of(&folded, round);
    let page = page_of_list(tables.len(), &query)?;
    let first_mine = tables.iter().position(|t| lines::sits_at(t, viewer));
    let byes = lines::byes_of(&folded, round);
    render(&RoundPage {
        id: event.id,
        name: event.name.clone(),
        title: ctx.tn("events-round", "round", i64::from(round)),
        count: ctx.tn("events-round-tables", "count", tables.len() as i64),
        table_lines: page
            .lines
            .clone()
            .map(|n| TableLine {
                anchor: first_mine == Some(n),
                ..lines::table_line(&ctx, tables[n], &games, &name_of, viewer)
            })
            .collect(),
        byes: if page.number == 1 {
            byes.iter().map(name_of).collect::<Vec<_>>().join(", ")
        } else {
            String::new()
        },
        my_bye: viewer.is_some_and(|v| byes.contains(&v)),
        pager: pager(
            &ctx,
            format!("/events/{}/rounds/{round}", event.id),
            &page,
            first_mine.map(paging::page_of),
        ),
        ctx: &ctx,
    })
}

#[derive(Template)]
#[template(path = "events/entrants.html")]
struct EntrantsPage<'a> {
    ctx: &'a PageContext,
    id: Uuid,
    name: String,
    total: i64,
    /// The number of the page's first entrant, in order of entry.
    first: usize,
    entrant_lines: Vec<EntrantLine>,
    pager: Pager,
}

pub async fn entrants(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    let (event, folded) = read(&state, *id).await?;
    let names = names_of(&event);
    let name_of = |p: &PlayerId| name_in(&names, p);
    let viewer = ctx.user.as_ref().map(|u| player(u.id));
    let order = &folded.entry_order;
    let page = page_of_list(order.len(), &query)?;
    let mine = viewer
        .and_then(|v| order.iter().position(|p| *p == v))
        .map(paging::page_of);
    render(&EntrantsPage {
        id: event.id,
        name: event.name.clone(),
        total: order.len() as i64,
        first: page.lines.start + 1,
        entrant_lines: order[page.lines.clone()]
            .iter()
            .map(|p| lines::entrant_line(&folded, p, &name_of, viewer))
            .collect(),
        pager: pager(&ctx, format!("/events/{}/entrants", event.id), &page, mine),
        ctx: &ctx,
    })
}
