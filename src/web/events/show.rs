//! `/events/{id}`: every rule before entry, the entrants, the rounds with
//! their games, the standings with their tie-breaks named, and the buttons
//! the viewer may press (with what withdrawing does, in words).

use super::words::{self, RuleLine};
use crate::store::events::{self as store, EventWithLog};
use crate::tournaments::log::{player, user};
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use scriptorium_events::state::EntrantStatus;
use scriptorium_events::{standings, Ending, EventRecord, EventState, Phase, PlayerId, TieBreak};
use std::collections::HashMap;
use uuid::Uuid;

pub struct EntrantLine {
    pub id: Uuid,
    pub name: String,
    pub rating: i32,
    pub active: bool,
}

pub struct TableLine {
    pub label: String,
    pub players: String,
    pub game: Option<Uuid>,
    pub result: String,
}

pub struct RoundLine {
    pub title: String,
    pub tables: Vec<TableLine>,
    pub byes: String,
}

pub struct StandingLine {
    pub rank: u32,
    pub name: String,
    pub points: u32,
    pub games: u32,
    pub tie_breaks: String,
    pub active: bool,
}

#[derive(Template)]
#[template(path = "events/show.html")]
struct EventPage<'a> {
    ctx: &'a PageContext,
    id: Uuid,
    name: String,
    organizer: String,
    phase: &'static str,
    rules: Vec<RuleLine>,
    entrants: Vec<EntrantLine>,
    may_register: bool,
    may_withdraw: bool,
    withdraw_consequence: &'static str,
    is_organizer: bool,
    before_start: bool,
    over: bool,
    rounds: Vec<RoundLine>,
    standings: Vec<StandingLine>,
    tie_breaks: String,
    winners: String,
    /// Why it was called off, when it was.
    cancelled_because: Option<&'static str>,
    /// The viewer is one of the site's moderators: they may call the event
    /// off or take a player out (with a reason, in the audit log).
    is_moderator: bool,
}

/// The event's log folded.
pub fn fold(event: &EventWithLog) -> Result<EventState, AppError> {
    let records: Vec<EventRecord> = event
        .records
        .iter()
        .map(|record| serde_json::from_str(record))
        .collect::<Result<_, _>>()
        .map_err(AppError::internal)?;
    Ok(scriptorium_events::fold(&records))
}

pub async fn show(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let event = store::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    let folded = fold(&event)?;
    let rules = folded.rules.clone().ok_or(AppError::NotFound)?;
    let names: HashMap<PlayerId, String> = event
        .names
        .iter()
        .map(|(id, name)| (player(*id), name.clone()))
        .collect();
    let name_of = |p: &PlayerId| {
        names
            .get(p)
            .cloned()
            .unwrap_or_else(|| user(*p).simple().to_string())
    };
    let viewer = ctx.user.as_ref().map(|u| player(u.id));
    let is_moderator = match &ctx.user {
        Some(viewer) => crate::moderation::admin::admin(&state.pool, &state.admins, viewer.id)
            .await?
            .is_some(),
        None => false,
    };
    let entered = viewer.and_then(|v| folded.entrants.get(&v));
    let late_entry = rules.late_entry() && folded.phase == Phase::Running;
    let may_register =
        viewer.is_some() && entered.is_none() && (folded.phase == Phase::Registering || late_entry);
    let may_withdraw =
        entered.is_some_and(|e| e.status == EntrantStatus::Active) && !folded.is_over();
    let entrants = folded
        .entry_order
        .iter()
        .map(|p| EntrantLine {
            id: user(*p),
            name: name_of(p),
            rating: folded.entrants[p].rating,
            active: folded.is_active(*p),
        })
        .collect();
    let games: HashMap<u32, Uuid> = event
        .games
        .iter()
        .map(|game| (game.table as u32, game.game))
        .collect();
    let rounds = rounds(&ctx, &folded, &games, &name_of);
    let table = standings(&folded);
    let tie_break_order: Vec<TieBreak> = table
        .first()
        .map(|s| s.tie_breaks.iter().map(|(t, _)| *t).collect())
        .unwrap_or_default();
    let standings = table
        .iter()
        .map(|s| StandingLine {
            rank: s.rank,
            name: name_of(&s.player),
            points: s.points,
            games: s.games,
            tie_breaks: s
                .tie_breaks
                .iter()
                .map(|(t, v)| format!("{} {v}", words::tie_break_name(&ctx, *t)))
                .collect::<Vec<_>>()
                .join(" · "),
            active: s.active,
        })
        .collect();
    render(&EventPage {
        id: event.id,
        name: event.name.clone(),
        organizer: event.organizer_name.clone(),
        phase: words::phase_name(&ctx, folded.phase),
        rules: words::rule_lines(&ctx, &rules),
        entrants,
        may_register,
        may_withdraw,
        withdraw_consequence: words::withdraw_consequence(&ctx, folded.phase),
        is_organizer: ctx.user.as_ref().is_some_and(|u| u.id == event.organizer),
        before_start: folded.phase == Phase::Registering,
        over: folded.is_over(),
        rounds,
        standings,
        tie_breaks: tie_break_order
            .iter()
            .map(|t| words::tie_break_name(&ctx, *t))
            .collect::<Vec<_>>()
            .join(", "),
        winners: folded
            .winners
            .iter()
            .map(&name_of)
            .collect::<Vec<_>>()
            .join(", "),
        is_moderator,
        cancelled_because: folded
            .cancelled
            .map(|reason| words::cancel_reason(&ctx, reason)),
        ctx: &ctx,
    })
}

/// The tables by round (a ladder's challenges are round 0), with their
/// games and results, and each round's byes.
fn rounds(
    ctx: &PageContext,
    state: &EventState,
    games: &HashMap<u32, Uuid>,
    name_of: &impl Fn(&PlayerId) -> String,
) -> Vec<RoundLine> {
    let mut numbers: Vec<u32> = state.tables.iter().map(|t| t.round).collect();
    numbers.extend(state.byes.iter().map(|b| b.round));
    numbers.sort_unstable();
    numbers.dedup();
    numbers
        .into_iter()
        .map(|round| RoundLine {
            title: ctx.tn("events-round", "round", i64::from(round)),
            tables: state
                .tables
                .iter()
                .filter(|t| t.round == round)
                .map(|t| TableLine {
                    label: ctx.tn("events-table", "table", i64::from(t.table.id.0) + 1),
                    players: t
                        .table
                        .seats
                        .iter()
                        .map(name_of)
                        .collect::<Vec<_>>()
                        .join(", "),
                    game: games.get(&t.table.id.0).copied(),
                    result: match &t.result {
                        None => ctx.t("events-result-playing").to_owned(),
                        Some(result) => {
                            let places = t
                                .table
                                .seats
                                .iter()
                                .zip(&result.places)
                                .map(|(p, place)| format!("{place}. {}", name_of(p)))
                                .collect::<Vec<_>>()
                                .join(", ");
                            let how = match result.ending {
                                Ending::Played => "",
                                Ending::Forfeit { .. } => ctx.t("events-result-forfeit"),
                                Ending::Timeout { .. } => ctx.t("events-result-timeout"),
                            };
                            format!("{places} {how}").trim_end().to_owned()
                        }
                    },
                })
                .collect(),
            byes: state
                .byes
                .iter()
                .filter(|b| b.round == round)
                .map(|b| name_of(&b.bye.player))
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect()
}
