//! Events (tournaments, leagues, ladders) over JSON, twins of the event
//! pages: the lists, one event with its rules, entrants, tables and
//! standings, and its actions (create, change the rules, enter, withdraw,
//! start, call off, a ladder's challenges and their answers, close a
//! ladder), each through the same `tournaments` function as the
//! page's button, refused in words with nothing changed.

use super::{ApiError, ApiUser};
use crate::store::events as store;
use crate::tournaments::{self, log::player};
use crate::web::error::AppError;
use crate::web::events::show::{self as show_page, ChallengeState};
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use chrono::Utc;
use scriptorium_events::decide;
use scriptorium_events::{standings, EventAction, PlayerId, Rules};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Serialize, ToSchema)]
pub struct EventListing {
    pub id: Uuid,
    pub name: String,
    pub game: String,
    pub phase: String,
    pub entrants: i32,
    pub max_players: Option<i32>,
    pub registration_closes_at: chrono::DateTime<Utc>,
}

impl From<store::EventLine> for EventListing {
    fn from(line: store::EventLine) -> Self {
        EventListing {
            id: line.id,
            name: line.name,
            game: line.game_kind,
            phase: line.phase,
            entrants: line.entrants,
            max_players: line.max_players,
            registration_closes_at: line.registration_closes_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct EventLists {
    /// Events taking entries, newest first.
    pub open: Vec<EventListing>,
    /// The caller's events (organized or entered).
    pub mine: Vec<EventListing>,
}

/// The events open for entry and the caller's own.
#[utoipa::path(get, path = "/api/v1/events", responses((status = 200, body = EventLists)))]
pub async fn list(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let open = store::open_for_entry(&state.pool, Utc::now(), 100).await?;
    let mine = store::events_of(&state.pool, api.user.id).await?;
    Ok(HttpResponse::Ok().json(EventLists {
        open: open.into_iter().map(EventListing::from).collect(),
        mine: mine.into_iter().map(EventListing::from).collect(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct EventJson {
    pub id: Uuid,
    pub name: String,
    pub organizer: String,
    /// `registering`, `running`, `finished` or `cancelled` (as the lists say).
    pub phase: String,
    /// Every rule that decides results, as `POST /events` takes them.
    #[schema(value_type = Object)]
    pub rules: Value,
    pub entrants: Vec<EntrantJson>,
    /// Every table of every round (a ladder's challenges are round 0).
    pub tables: Vec<TableJson>,
    pub byes: Vec<ByeJson>,
    /// Rank, points, games and the tie-breaks by name, in the order they apply.
    pub standings: Vec<StandingJson>,
    pub winners: Vec<String>,
    /// A ladder's rungs, top first (empty for other formats).
    pub ladder: Vec<String>,
    /// A ladder's challenges, newest first.
    pub challenges: Vec<ChallengeJson>,
    /// Whom the caller may challenge now (a running ladder they are on).
    pub may_challenge: Vec<String>,
    /// When a running event is projected to end, from its games' clocks;
    /// `null` when there is nothing to project (not running, a ladder, no
    /// time per move).
    pub projected_end: Option<ProjectedEnd>,
}

/// An event's projected end (the events' RULES_NOTES, "Projected end"),
/// each a day in UTC, written `YYYY-MM-DD`.
#[derive(Serialize, ToSchema)]
pub struct ProjectedEnd {
    /// At the pace its games have kept so far; `null` until that pace was
    /// seen (a fifth of every open game played, or a whole round over).
    pub expected: Option<chrono::NaiveDate>,
    /// If every move from now on takes its full time, each game lasts a
    /// typical game of its kind and each round a player spends the whole
    /// vacation allowed. Not a guarantee: a long game or a player's days
    /// off can make it later.
    pub if_every_move_takes_its_full_time: chrono::NaiveDate,
}

impl From<tournaments::projection::Projection> for ProjectedEnd {
    fn from(projection: tournaments::projection::Projection) -> Self {
        let day = |seconds: u64| tournaments::log::instant(seconds).date_naive();
        ProjectedEnd {
            expected: projection.expected.map(day),
            if_every_move_takes_its_full_time: day(projection.slow),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ChallengeJson {
    /// Send it back to accept or decline.
    pub id: u32,
    pub challenger: String,
    pub challenged: String,
    /// `open`, `accepted`, `declined` or `expired`.
    pub status: String,
    /// While open: the answer is due by then, or it is lost.
    pub answer_by: Option<chrono::DateTime<Utc>>,
}

#[derive(Serialize, ToSchema)]
pub struct EntrantJson {
    pub name: String,
    pub rating: i32,
    pub active: bool,
}

#[derive(Serialize, ToSchema)]
pub struct TableJson {
    pub round: u32,
    /// From 1.
    pub table: u32,
    /// By seat.
    pub players: Vec<String>,
    pub game: Option<Uuid>,
    /// `null` while it is played; else each seat's place and how it ended.
    #[schema(value_type = Object)]
    pub result: Option<Value>,
}

#[derive(Serialize, ToSchema)]
pub struct ByeJson {
    pub round: u32,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct StandingJson {
    pub rank: u32,
    pub name: String,
    pub points: u32,
    pub games: u32,
    /// `[name, value]` pairs, e.g. `["Buchholz", 12]`; a ladder's `Rung`
    /// counts from 1 at the top.
    #[schema(value_type = Vec<Object>)]
    pub tie_breaks: Vec<(Value, i64)>,
    pub active: bool,
}

/// An event: its rules, entrants, tables with their games and results, and
/// its standings.
#[utoipa::path(get, path = "/api/v1/events/{id}", params(("id" = Uuid, Path)),
    responses((status = 200, body = EventJson), (status = 404, body = ApiError)))]
pub async fn show(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let event = store::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    let folded = show_page::fold(&event)?;
    let rules = folded.rules.clone().ok_or(AppError::NotFound)?;
    let names = show_page::names_of(&event);
    let name_of = |p: &PlayerId| show_page::name_in(&names, p);
    let games: HashMap<u32, Uuid> = event
        .games
        .iter()
        .map(|game| (game.table as u32, game.game))
        .collect();
    let now = tournaments::log::seconds(Utc::now());
    Ok(HttpResponse::Ok().json(EventJson {
        id: event.id,
        name: event.name.clone(),
        organizer: event.organizer_name.clone(),
        phase: tournaments::log::phase_code(folded.phase).to_owned(),
        rules: json(&rules),
        entrants: folded
            .entry_order
            .iter()
            .map(|p| EntrantJson {
                name: name_of(p),
                rating: folded.entrants[p].rating,
                active: folded.is_active(*p),
            })
            .collect(),
        tables: folded
            .tables
            .iter()
            .map(|t| {
                TableJson {
                round: t.round,
                table: t.table.id.0 + 1,
                players: t.table.seats.iter().map(&name_of).collect(),
                game: games.get(&t.table.id.0).copied(),
                result: t.result.as_ref().map(|result| {
                    serde_json::json!({"places": result.places, "ending": json(&result.ending)})
                }),
            }
            })
            .collect(),
        byes: folded
            .byes
            .iter()
            .map(|b| ByeJson {
                round: b.round,
                name: name_of(&b.bye.player),
            })
            .collect(),
        standings: standings(&folded)
            .iter()
            .map(|s| StandingJson {
                rank: s.rank,
                name: name_of(&s.player),
                points: s.points,
                games: s.games,
                tie_breaks: s
                    .tie_breaks
                    .iter()
                    .map(|(t, v)| (json(t), t.shown(*v)))
                    .collect(),
                active: s.active,
            })
            .collect(),
        winners: folded.winners.iter().map(&name_of).collect(),
        ladder: folded.ladder.iter().map(&name_of).collect(),
        challenges: folded
            .challenges
            .iter()
            .rev()
            .map(|challenge| {
                let reading = ChallengeState::of(&rules, challenge, now);
                ChallengeJson {
                    id: challenge.id.0,
                    challenger: name_of(&challenge.challenger),
                    challenged: name_of(&challenge.challenged),
                    status: reading.code().to_owned(),
                    answer_by: match reading {
                        ChallengeState::Open { answer_by } => {
                            Some(tournaments::log::instant(answer_by))
                        }
                        _ => None,
                    },
                }
            })
            .collect(),
        may_challenge: decide::challengeable(&folded, &rules, player(api.user.id), now)
            .iter()
            .map(&name_of)
            .collect(),
        projected_end: tournaments::projection::of_event(&event, &folded, now)
            .map(ProjectedEnd::from),
    }))
}

/// A value as the events crate serializes it.
fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

#[derive(Deserialize, ToSchema)]
pub struct CreateEvent {
    pub name: String,
    /// The event's rules, as `GET /events/{id}` shows them (game, seats per
    /// table, format, time per move, vacation, what a timeout does, …).
    #[schema(value_type = Object)]
    pub rules: Rules,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedEvent {
    pub id: Uuid,
}

/// Creates an event (five a day per account).
#[utoipa::path(post, path = "/api/v1/events", request_body = CreateEvent,
    responses((status = 201, body = CreatedEvent), (status = 409, description = "rules the event cannot hold", body = ApiError), (status = 422, body = ApiError), (status = 429, body = ApiError)))]
pub async fn create(
    api: ApiUser,
    state: web::Data<AppState>,
    body: web::Json<CreateEvent>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let id = tournaments::create(
        &state.pool,
        &state.registry,
        api.user.id,
        &body.name,
        body.rules,
        Utc::now(),
    )
    .await?;
    Ok(HttpResponse::Created().json(CreatedEvent { id }))
}

#[derive(Deserialize, ToSchema)]
pub struct RulesChange {
    #[schema(value_type = Object)]
    pub rules: Rules,
}

/// The organizer changes the rules, before the start only.
#[utoipa::path(put, path = "/api/v1/events/{id}/rules", request_body = RulesChange, params(("id" = Uuid, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError), (status = 409, body = ApiError), (status = 422, body = ApiError)))]
pub async fn change_rules(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<RulesChange>,
) -> Result<HttpResponse, AppError> {
    let action = EventAction::ChangeRules {
        rules: body.into_inner().rules,
    };
    organize(api, state, *id, action).await
}

async fn organize(
    api: ApiUser,
    state: web::Data<AppState>,
    id: Uuid,
    action: EventAction,
) -> Result<HttpResponse, AppError> {
    tournaments::organize(
        &state.pool,
        &state.registry,
        id,
        api.user.id,
        action,
        Utc::now(),
    )
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The organizer starts a timed event early.
#[utoipa::path(post, path = "/api/v1/events/{id}/start", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError), (status = 409, body = ApiError), (status = 422, body = ApiError)))]
pub async fn start(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    organize(api, state, *id, EventAction::Start).await
}

/// The organizer calls the event off.
#[utoipa::path(post, path = "/api/v1/events/{id}/cancel", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError), (status = 409, body = ApiError), (status = 422, body = ApiError)))]
pub async fn cancel(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    organize(api, state, *id, EventAction::Cancel).await
}

/// The caller enters the event, with their rating in its game.
#[utoipa::path(post, path = "/api/v1/events/{id}/register", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 404, body = ApiError), (status = 409, body = ApiError)))]
pub async fn register(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    tournaments::register(&state.pool, *id, api.user.id, Utc::now()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The caller leaves the event: their open two-player games are lost at once.
#[utoipa::path(post, path = "/api/v1/events/{id}/withdraw", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 404, body = ApiError), (status = 409, body = ApiError)))]
pub async fn withdraw(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    tournaments::withdraw(&state.pool, *id, api.user.id, Utc::now()).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize, ToSchema)]
pub struct ChallengeRequest {
    /// The player challenged: above the caller on the ladder, within reach.
    pub username: String,
}

/// The caller challenges a player above them on a ladder.
#[utoipa::path(post, path = "/api/v1/events/{id}/challenges", request_body = ChallengeRequest, params(("id" = Uuid, Path)),
    responses((status = 204), (status = 404, body = ApiError), (status = 409, description = "out of reach, a challenge already open, not a running ladder", body = ApiError), (status = 422, body = ApiError)))]
pub async fn challenge(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ChallengeRequest>,
) -> Result<HttpResponse, AppError> {
    let name = crate::support::input::LookupName::parse("username", &body.username)?;
    tournaments::challenge_by_name(&state.pool, *id, api.user.id, name.as_str(), Utc::now())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The challenged caller accepts: a game between the two starts.
#[utoipa::path(post, path = "/api/v1/events/{id}/challenges/{challenge}/accept",
    params(("id" = Uuid, Path), ("challenge" = u32, Path)),
    responses((status = 204), (status = 404, body = ApiError), (status = 409, description = "not the caller's to answer, no longer open", body = ApiError)))]
pub async fn accept_challenge(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, challenge) = path.into_inner();
    tournaments::answer_challenge(&state.pool, id, api.user.id, challenge, true, Utc::now())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The challenged caller declines (lost, when the ladder's rules say so).
#[utoipa::path(post, path = "/api/v1/events/{id}/challenges/{challenge}/decline",
    params(("id" = Uuid, Path), ("challenge" = u32, Path)),
    responses((status = 204), (status = 404, body = ApiError), (status = 409, description = "not the caller's to answer, no longer open", body = ApiError)))]
pub async fn decline_challenge(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, u32)>,
) -> Result<HttpResponse, AppError> {
    let (id, challenge) = path.into_inner();
    tournaments::answer_challenge(&state.pool, id, api.user.id, challenge, false, Utc::now())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The organizer closes a ladder once no game of it runs: its top rung wins.
#[utoipa::path(post, path = "/api/v1/events/{id}/close", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError), (status = 409, body = ApiError)))]
pub async fn close(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    organize(api, state, *id, EventAction::Close).await
}

/// The event's log as JSON Lines, the file `scriptorium verify` checks: a
/// header, then each record in order (who blocked whom left out).
#[utoipa::path(get, path = "/api/v1/events/{id}/export", params(("id" = Uuid, Path)),
    responses((status = 200, description = "JSON Lines", content_type = "application/x-ndjson"), (status = 404, body = ApiError)))]
pub async fn export(
    _api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    crate::web::events::show::export_response(&state, *id).await
}
