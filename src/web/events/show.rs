//! `/events/{id}`: every rule before entry, the entrants, the rounds with
//! their games, the standings with their tie-breaks named, and the buttons
//! the viewer may press (with what withdrawing does, in words). A big
//! event's lists are cut to what a player looks for first (`overview`),
//! each linking to its full, paged list (`lists`).

use super::lines;
use super::overview::{self, EntrantsSection, RoundsSection, StandingsSection};
use super::words::{self, RuleLine};
use crate::store::events::{self as store, EventWithLog};
use crate::tournaments::log::{player, user};
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use scriptorium_events::decide;
use scriptorium_events::state::{Challenge, ChallengeStatus, EntrantStatus};
use scriptorium_events::{standings, EventRecord, EventState, Format, Phase, PlayerId, Rules};
use std::collections::HashMap;
use uuid::Uuid;

/// A player the viewer may challenge on a ladder.
pub struct ChallengeTarget {
    pub user: Uuid,
    pub name: String,
    pub rung: usize,
}

/// A ladder challenge as the page lists it.
pub struct ChallengeLine {
    pub id: u32,
    pub challenger: String,
    pub challenged: String,
    /// What became of it, or by when it must be answered.
    pub state: String,
    /// The viewer is the one challenged, and it is open: they may answer.
    pub may_answer: bool,
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
    entrants: EntrantsSection,
    may_register: bool,
    may_withdraw: bool,
    withdraw_consequence: &'static str,
    is_organizer: bool,
    before_start: bool,
    over: bool,
    rounds: RoundsSection,
    standings: StandingsSection,
    tie_breaks: String,
    tie_break_columns: Vec<lines::TieBreakColumn>,
    winners: String,
    /// A running ladder: challenges are listed (and made, and answered).
    ladder_running: bool,
    may_challenge: Vec<ChallengeTarget>,
    challenges: Vec<ChallengeLine>,
    /// Where the event posts (its webhooks), for its entrants and organizer.
    hooks: Option<Vec<crate::web::accounts::webhook_section::EventHookLine>>,
    /// Why it was called off, when it was.
    cancelled_because: Option<&'static str>,
    /// When it is projected to end, in words (a running event with clocks).
    projection: Option<String>,
    /// The viewer is one of the site's moderators: they may call the event
    /// off or take a player out (with a reason, in the audit log).
    is_moderator: bool,
}

/// The names of an event's players, by the id its records use.
pub fn names_of(event: &EventWithLog) -> HashMap<PlayerId, String> {
    event
        .names
        .iter()
        .map(|(id, name)| (player(*id), name.clone()))
        .collect()
}

/// A player's name, or their id when the name is gone (a deleted account).
pub fn name_in(names: &HashMap<PlayerId, String>, p: &PlayerId) -> String {
    names
        .get(p)
        .cloned()
        .unwrap_or_else(|| user(*p).simple().to_string())
}

/// What became of a ladder challenge at `now`: still open until its
/// deadline (`Some`), or lapsed, accepted, declined — the page's and the
/// API's one reading.
pub enum ChallengeState {
    Open { answer_by: u64 },
    Expired,
    Accepted,
    Declined,
}

impl ChallengeState {
    pub fn of(rules: &Rules, challenge: &Challenge, now: u64) -> ChallengeState {
        let deadline = decide::challenge_deadline(rules, challenge).unwrap_or(0);
        match challenge.status {
            ChallengeStatus::Open if now < deadline => ChallengeState::Open {
                answer_by: deadline,
            },
            ChallengeStatus::Open | ChallengeStatus::Expired => ChallengeState::Expired,
            ChallengeStatus::Accepted(_) => ChallengeState::Accepted,
            ChallengeStatus::Declined => ChallengeState::Declined,
        }
    }

    /// The API's word for it.
    pub fn code(&self) -> &'static str {
        match self {
            ChallengeState::Open { .. } => "open",
            ChallengeState::Expired => "expired",
            ChallengeState::Accepted => "accepted",
            ChallengeState::Declined => "declined",
        }
    }
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
    let names = names_of(&event);
    let name_of = |p: &PlayerId| name_in(&names, p);
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
    let entrants = overview::entrants(&folded, &name_of, viewer);
    let games = lines::games_by_table(&event);
    let rounds = overview::rounds(&ctx, &folded, &games, &name_of, viewer);
    let table = standings(&folded);
    let tie_breaks = lines::tie_break_names(&ctx, &table);
    let standings = overview::standings(&table, &name_of, viewer);
    let now = crate::tournaments::log::seconds(chrono::Utc::now());
    // From the same read as the rest of the page: the games' clocks come
    // with the event.
    let projection = crate::tournaments::projection::of_event(&event, &folded, now)
        .map(|projection| words::projection(&ctx, &projection));
    let ladder_running =
        matches!(rules.format, Format::Ladder { .. }) && folded.phase == Phase::Running;
    let may_challenge = match viewer {
        Some(viewer) if ladder_running => decide::challengeable(&folded, &rules, viewer, now)
            .into_iter()
            .map(|target| ChallengeTarget {
                user: user(target),
                name: name_of(&target),
                rung: folded.ladder_position(target).unwrap_or(0) + 1,
            })
            .collect(),
        _ => Vec::new(),
    };
    let challenges = challenge_lines(&ctx, &folded, &rules, viewer, now, &name_of);
    let hooks = if entered.is_some() || ctx.user.as_ref().is_some_and(|u| u.id == event.organizer) {
        Some(crate::web::accounts::webhook_section::of_event(&ctx, &state, event.id).await?)
    } else {
        None
    };
    render(&EventPage {
        hooks,
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
        tie_breaks,
        tie_break_columns: lines::tie_break_columns(&ctx, &table),
        winners: folded
            .winners
            .iter()
            .map(&name_of)
            .collect::<Vec<_>>()
            .join(", "),
        ladder_running,
        may_challenge,
        challenges,
        is_moderator,
        projection,
        cancelled_because: folded
            .cancelled
            .map(|reason| words::cancel_reason(&ctx, reason)),
        ctx: &ctx,
    })
}

/// A ladder's challenges, newest first: open ones with their deadline (and
/// the challenged viewer's buttons), the others with what became of them.
fn challenge_lines(
    ctx: &PageContext,
    state: &EventState,
    rules: &Rules,
    viewer: Option<PlayerId>,
    now: u64,
    name_of: &impl Fn(&PlayerId) -> String,
) -> Vec<ChallengeLine> {
    state
        .challenges
        .iter()
        .rev()
        .map(|challenge| {
            let reading = ChallengeState::of(rules, challenge, now);
            let open = matches!(reading, ChallengeState::Open { .. });
            let state = match reading {
                ChallengeState::Open { answer_by } => format!(
                    "{} {}",
                    ctx.t("events-challenge-answer-by"),
                    ctx.time(&super::instant(answer_by))
                ),
                ChallengeState::Expired => ctx.t("events-challenge-expired").to_owned(),
                ChallengeState::Accepted => ctx.t("events-challenge-accepted").to_owned(),
                ChallengeState::Declined => ctx.t("events-challenge-declined").to_owned(),
            };
            ChallengeLine {
                id: challenge.id.0,
                challenger: name_of(&challenge.challenger),
                challenged: name_of(&challenge.challenged),
                state,
                may_answer: open && viewer == Some(challenge.challenged),
            }
        })
        .collect()
}

/// `/events/{id}/export.jsonl`: the event's log as a file `scriptorium
/// verify` checks (`tournaments::export`).
pub async fn export(
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    export_response(&state, *id).await
}

/// The export's answer, the page's and the API's.
pub async fn export_response(state: &AppState, id: Uuid) -> Result<HttpResponse, AppError> {
    let event = store::load(&state.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    let body = crate::tournaments::export::export(&event).map_err(AppError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type("application/x-ndjson; charset=utf-8")
        .insert_header((
            "content-disposition",
            format!("attachment; filename=\"event-{}.jsonl\"", event.id),
        ))
        .body(body))
}
