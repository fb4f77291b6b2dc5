//! Lobby operations over JSON.

use super::{ApiError, ApiUser};
use crate::clocks::time_control::{self, TimeControlError};
use crate::clocks::TimeControl;
use crate::games::Registry;
use crate::lobby::{self, CreateGame};
use crate::store::games::{self as game_store, GameSummary};
use crate::support::input;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use scriptorium_games::core::OptionKind;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Serialize, ToSchema)]
pub struct GameOption {
    pub key: String,
    pub label: String,
    /// "bool", "choice" or "integer".
    pub kind: String,
    pub choices: Vec<String>,
    pub min: Option<i64>,
    pub max: Option<i64>,
    pub default: serde_json::Value,
}

#[derive(Serialize, ToSchema)]
pub struct GameKind {
    pub id: String,
    pub name: String,
    pub min_seats: u8,
    pub max_seats: u8,
    pub rules_version: u32,
    pub options: Vec<GameOption>,
}

#[derive(Serialize, ToSchema)]
pub struct GameListing {
    pub id: Uuid,
    pub kind: String,
    pub status: String,
    pub seat_count: i16,
    pub players: Vec<String>,
    pub created_by: String,
    /// Kept for older clients: `time_control.per_move_hours`.
    pub move_time_limit_hours: Option<i32>,
    pub time_control: TimeControl,
    /// What happens when a seat's time runs out.
    pub timeout_policy: lobby::TimeoutPolicy,
    /// Whether the caller must decide something in this game now.
    pub my_turn: bool,
    /// The real cut-off of the caller's decision (the deadline and the bank
    /// after it), while they must decide under a time limit.
    pub my_cut_off: Option<chrono::DateTime<chrono::Utc>>,
}

pub(super) fn listing(summary: &GameSummary) -> GameListing {
    GameListing {
        id: summary.id,
        kind: summary.kind.clone(),
        status: summary.status.code().to_owned(),
        seat_count: summary.seat_count.number(),
        players: summary.players.iter().map(|p| p.username.clone()).collect(),
        created_by: summary.created_by_name.clone(),
        move_time_limit_hours: summary.time_control.per_move_hours,
        time_control: summary.time_control,
        timeout_policy: summary.timeout_policy,
        my_turn: summary.is_my_turn(),
        my_cut_off: summary.my_due_at.filter(|_| summary.is_my_turn()),
    }
}

/// The games this server offers and their options.
#[utoipa::path(get, path = "/api/v1/kinds", responses((status = 200, body = [GameKind])))]
pub async fn list_kinds(
    api: ApiUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let registry: &Registry = &state.registry;
    let kinds: Vec<GameKind> = registry
        .all()
        .map(|entry| {
            let info = entry.engine.info();
            GameKind {
                id: info.id.into(),
                name: info.name.into(),
                min_seats: info.min_seats,
                max_seats: info.max_seats,
                rules_version: info.rules_version,
                options: info
                    .options
                    .iter()
                    .map(|spec| {
                        let (kind, choices, min, max, default) = match &spec.kind {
                            OptionKind::Bool { default } => {
                                ("bool", vec![], None, None, serde_json::json!(default))
                            }
                            OptionKind::Choice { choices, default } => (
                                "choice",
                                choices.iter().map(|(v, _)| v.to_string()).collect(),
                                None,
                                None,
                                serde_json::json!(default),
                            ),
                            OptionKind::Integer { min, max, default } => (
                                "integer",
                                vec![],
                                Some(*min),
                                Some(*max),
                                serde_json::json!(default),
                            ),
                        };
                        GameOption {
                            key: spec.key.into(),
                            label: crate::support::i18n::t(api.lang, spec.label).into(),
                            kind: kind.into(),
                            choices,
                            min,
                            max,
                            default,
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    Ok(HttpResponse::Ok().json(kinds))
}

/// Open games the caller may join.
#[utoipa::path(get, path = "/api/v1/games", responses((status = 200, body = [GameListing]), (status = 401, body = ApiError)))]
pub async fn list_open(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let open = game_store::open_games(&state.pool, Some(api.user.id)).await?;
    Ok(HttpResponse::Ok().json(open.iter().map(listing).collect::<Vec<_>>()))
}

/// The caller's games, those waiting on the caller first.
#[utoipa::path(get, path = "/api/v1/me/games", responses((status = 200, body = [GameListing])))]
pub async fn my_games(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let mut games: Vec<GameListing> = game_store::games_of(&state.pool, api.user.id)
        .await?
        .iter()
        .map(listing)
        .collect();
    games.sort_by_key(|game| (!game.my_turn, game.status == "finished"));
    Ok(HttpResponse::Ok().json(games))
}

#[derive(Deserialize, ToSchema)]
pub struct CreateRequest {
    pub kind: String,
    pub seats: u8,
    /// Option values keyed by option key (see /api/v1/kinds); missing ones take their default.
    #[serde(default)]
    pub options: serde_json::Map<String, serde_json::Value>,
    /// A named time control: `none`, `days-1`, `days-2`, `days-3`, `days-5`,
    /// `days-7`, `days-14`, `fischer-1d-12h-3d`, `fischer-3d-1d-7d`,
    /// `fischer-7d-2d-14d`. Give it, or the parts below, not both.
    pub time_control: Option<String>,
    /// Hours per move; none: no time limit, unless a bank is given (then
    /// the bank is the whole clock, as in Fischer).
    pub move_time_limit_hours: Option<i32>,
    #[serde(default)]
    pub invite_only: bool,
    /// Only its players (and whom they invite) see the game: its page,
    /// history, live feed and export are 404 to everyone else, and it is
    /// listed nowhere. It is by invitation only.
    #[serde(default)]
    pub private: bool,
    /// Keep the message thread from onlookers after the game.
    #[serde(default)]
    pub chat_private: bool,
    /// Team games: partners get a channel of their own.
    #[serde(default)]
    pub team_talk: bool,
    /// skip (default), bot or end.
    #[serde(default)]
    pub timeout_policy: lobby::TimeoutPolicy,
    /// Each player's bank of hours, spent once the time per move is used.
    #[serde(default)]
    pub time_bank_hours: i32,
    /// Hours added to a player's bank after each of their turns.
    #[serde(default)]
    pub bank_increment_hours: i32,
    /// The most hours a bank may hold.
    pub bank_cap_hours: Option<i32>,
    /// Seats for computer players, one level each (`easy`, `strong`). When
    /// they and the caller fill the game, it starts at once.
    #[serde(default)]
    pub computers: Vec<lobby::ComputerLevel>,
}

#[derive(Serialize, ToSchema)]
pub struct Created {
    pub id: Uuid,
    /// Share this link to invite players.
    pub invite_link: String,
}

/// Opens a new game with the caller in it.
#[utoipa::path(post, path = "/api/v1/games", request_body = CreateRequest,
    responses((status = 201, body = Created), (status = 409, description = "the account has as many games with a computer player under way as allowed", body = ApiError), (status = 422, body = ApiError), (status = 429, description = "too many games with a computer player started this hour; see Retry-After", body = ApiError)))]
pub async fn create(
    api: ApiUser,
    state: web::Data<AppState>,
    body: web::Json<CreateRequest>,
) -> Result<HttpResponse, AppError> {
    let request = body.into_inner();
    input::one_line("kind", &request.kind, 100)?;
    input::json_without_controls(
        "options",
        &serde_json::Value::Object(request.options.clone()),
    )?;
    let has_parts = request.move_time_limit_hours.is_some()
        || request.time_bank_hours != 0
        || request.bank_increment_hours != 0
        || request.bank_cap_hours.is_some();
    let time_control = match &request.time_control {
        Some(_) if has_parts => Err(TimeControlError::PresetAndParts),
        Some(code) => time_control::preset(code),
        None => time_control::custom(
            request.move_time_limit_hours,
            request.time_bank_hours,
            request.bank_increment_hours,
            request.bank_cap_hours,
        ),
    }
    .map_err(lobby::LobbyError::from)?;
    let id = lobby::create(
        &state.pool,
        &state.registry,
        state.computer_caps,
        api.user.id,
        CreateGame {
            kind: request.kind,
            seats: request.seats,
            options: serde_json::Value::Object(request.options),
            time_control,
            invite_only: request.invite_only,
            private: request.private,
            chat_private: request.chat_private,
            team_talk: request.team_talk,
            timeout_policy: request.timeout_policy,
            computers: request.computers,
        },
    )
    .await?;
    Ok(HttpResponse::Created().json(Created {
        id,
        invite_link: crate::mail::link(&format!(
            "/games/{id}?invite={}",
            lobby::invite_token(&state.link_key, id)
        )),
    }))
}

#[derive(Deserialize, ToSchema, Default)]
pub struct JoinRequest {
    /// The `invite` parameter of an invitation link, for invitation-only games.
    pub invite: Option<String>,
}

/// Takes a seat; the game starts when the last seat is taken.
#[utoipa::path(post, path = "/api/v1/games/{id}/join", params(("id" = Uuid, Path)),
    responses((status = 200), (status = 409, body = ApiError)))]
pub async fn join(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Option<web::Json<JoinRequest>>,
) -> Result<HttpResponse, AppError> {
    let invite = body.and_then(|b| b.into_inner().invite);
    if let Some(token) = &invite {
        input::one_line("invite", token, 200)?;
    }
    let started = lobby::join(
        &state.pool,
        state.computer_caps,
        &state.link_key,
        *id,
        api.user.id,
        invite.as_deref(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "started": started })))
}

/// Leaves a game that has not started.
#[utoipa::path(post, path = "/api/v1/games/{id}/leave", params(("id" = Uuid, Path)), responses((status = 204)))]
pub async fn leave(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    lobby::leave(&state.pool, *id, api.user.id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Cancels a game the caller created, before it starts.
#[utoipa::path(post, path = "/api/v1/games/{id}/cancel", params(("id" = Uuid, Path)), responses((status = 204)))]
pub async fn cancel(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    lobby::cancel(&state.pool, *id, api.user.id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize, ToSchema)]
pub struct InviteRequest {
    pub username: String,
}

/// Invites a user by name to a game that has not started (they are emailed).
#[utoipa::path(post, path = "/api/v1/games/{id}/invite", params(("id" = Uuid, Path)), request_body = InviteRequest,
    responses((status = 204), (status = 422, body = ApiError)))]
pub async fn invite(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<InviteRequest>,
) -> Result<HttpResponse, AppError> {
    let invitee = input::LookupName::parse("username", &body.username)?;
    lobby::invite(
        &state.pool,
        *id,
        api.user.id,
        &api.user.username,
        invitee.as_str(),
    )
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The rematch of a game.
#[derive(Serialize, ToSchema)]
pub struct Rematch {
    /// The new game: it starts when every player of the finished game joined.
    pub id: Uuid,
}

/// Offers the players of a finished game the same game again (or, when one
/// waits already, joins it: that is how the others accept).
#[utoipa::path(post, path = "/api/v1/games/{id}/rematch", params(("id" = Uuid, Path)),
    responses((status = 200, body = Rematch), (status = 403, body = ApiError), (status = 422, body = ApiError)))]
pub async fn rematch(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let id = lobby::rematch(&state.pool, state.computer_caps, *id, api.user.id).await?;
    Ok(HttpResponse::Ok().json(Rematch { id }))
}

/// The next game waiting for the caller's decision.
#[derive(Serialize, ToSchema)]
pub struct NextGame {
    pub id: Uuid,
}

/// The game waiting for the caller's decision whose deadline comes first
/// (skipping `after`); 204 when none waits.
#[utoipa::path(get, path = "/api/v1/me/next", params(("after" = Option<Uuid>, Query)),
    responses((status = 200, body = NextGame), (status = 204)))]
pub async fn next_game(
    api: ApiUser,
    state: web::Data<AppState>,
    query: web::Query<NextQuery>,
) -> Result<HttpResponse, AppError> {
    Ok(
        match game_store::next_waiting(&state.pool, api.user.id, query.after).await? {
            Some(id) => HttpResponse::Ok().json(NextGame { id }),
            None => HttpResponse::NoContent().finish(),
        },
    )
}

#[derive(Deserialize)]
pub struct NextQuery {
    after: Option<Uuid>,
}
