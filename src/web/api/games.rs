//! A game's state as the caller may see it, and submitting decisions.

use super::{ApiError, ApiUser};
use crate::games::Registry;
use crate::games::StoredSeat;
use crate::play::{self, Applied, PlayError, Submitted, SubmittedError};
use crate::store::games as game_store;
use crate::store::games::GameStatus;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use scriptorium_games::Viewer;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

#[derive(Serialize, ToSchema)]
pub struct Player {
    pub username: String,
    pub seat: Option<i16>,
    /// A computer player's level (`easy`, `strong`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
    /// The computer plays this person's seat until they decide again.
    pub held_by_computer: bool,
    /// The real cut-off of the seat's decision (its deadline and its bank
    /// after it), while a person must decide under a time limit.
    pub cut_off: Option<chrono::DateTime<chrono::Utc>>,
    /// What is left of the seat's bank, in a game whose clock has one.
    pub bank_seconds: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct LegalAction {
    /// The action's kind.
    pub group: String,
    /// Send this object back as `action` to take it.
    #[schema(value_type = Object)]
    pub action: serde_json::Value,
    pub label: String,
    /// The places touched on the game page to choose this action, in order
    /// (`/games/{id}?pick=` with them joined by `.`); absent for an action
    /// chosen by a button.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pick: Option<Vec<String>>,
}

#[derive(Serialize, ToSchema)]
pub struct GameState {
    pub id: Uuid,
    pub kind: String,
    pub status: String,
    pub rules_version: i32,
    /// Send this back as `seq` with a decision.
    pub seq: i64,
    pub players: Vec<Player>,
    pub your_seat: Option<i16>,
    pub waiting_on: Vec<i16>,
    #[schema(value_type = Object)]
    pub options: serde_json::Value,
    /// The state as the caller may see it (the game's View).
    #[schema(value_type = Object)]
    pub view: Option<serde_json::Value>,
    pub legal_actions: Vec<LegalAction>,
    pub can_take_back: bool,
    #[schema(value_type = Object)]
    pub outcome: Option<serde_json::Value>,
    pub time_control: crate::clocks::TimeControl,
    /// What happens when a seat's time runs out.
    pub timeout_policy: crate::lobby::TimeoutPolicy,
    /// Since when the players have paused the game by agreement.
    pub paused_at: Option<chrono::DateTime<chrono::Utc>>,
    /// How an agreement ended the game: `end` or `call_off`.
    pub ended_by_agreement: Option<String>,
}

pub(super) fn game_state(
    api: &ApiUser,
    game: &game_store::GameRecord,
    folded: Option<&serde_json::Value>,
) -> Result<GameState, AppError> {
    let entry = Registry::any(&game.kind).ok_or(AppError::NotFound)?;
    let seat = game.seat_of(api.user.id);
    let table = play::restore_from(game, folded)?;
    let viewer = match seat {
        Some(seat) => Viewer::Seat(seat.seat()),
        None => Viewer::Spectator,
    };
    let legal_actions = match (&table, seat) {
        (Some(table), Some(seat)) if game.status == GameStatus::Active => table
            .legal_actions(seat.seat())
            .into_iter()
            .map(|offer| LegalAction {
                pick: (entry.picks.path)(table.as_ref(), &offer.action),
                label: crate::support::i18n::registry::label(api.lang, &offer),
                group: offer.group,
                action: offer.action,
            })
            .collect(),
        _ => vec![],
    };
    Ok(GameState {
        id: game.id,
        kind: game.kind.clone(),
        status: game.status.code().to_owned(),
        rules_version: game.rules_version,
        seq: game.seq,
        players: game
            .players
            .iter()
            .map(|p| Player {
                username: p.username.clone(),
                seat: p.seat.map(StoredSeat::number),
                computer: p.computer.clone(),
                held_by_computer: p.computer_holds_for_someone_gone(),
                cut_off: p.expires_at.filter(|_| game.clock_runs_for(p)),
                bank_seconds: game.keeps_bank_for(p).then_some(p.bank_seconds.max(0)),
            })
            .collect(),
        your_seat: seat.map(StoredSeat::number),
        waiting_on: game.waiting_on.iter().map(|seat| seat.number()).collect(),
        options: game.options.clone(),
        view: table.as_ref().map(|table| table.view(viewer)),
        legal_actions,
        can_take_back: game.can_take_back(seat),
        outcome: game.outcome.clone(),
        time_control: game.time_control,
        timeout_policy: game.timeout_policy,
        paused_at: game.paused_at,
        ended_by_agreement: game.ended_by_agreement.clone(),
    })
}

/// The game, and its state from this instance's state cache when the row
/// has not moved on since (one read either way; see `state_cache`).
pub(super) async fn load_with_state(
    state: &AppState,
    id: Uuid,
) -> Result<
    (
        game_store::GameRecord,
        Option<std::sync::Arc<serde_json::Value>>,
    ),
    AppError,
> {
    let held = state.states.held(id);
    let read = game_store::StateRead::unless_held(held.as_ref().map(|held| held.seq));
    let mut game = game_store::load_choosing_state(&state.pool, id, read)
        .await?
        .ok_or(AppError::NotFound)?;
    let folded = state.states.settle(id, game.seq, game.state.take(), held);
    Ok((game, folded))
}

/// The game as the caller may see it, with the caller's legal actions.
#[utoipa::path(get, path = "/api/v1/games/{id}", params(("id" = Uuid, Path)),
    responses((status = 200, body = GameState), (status = 404, body = ApiError)))]
pub async fn show(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let (game, folded) = load_with_state(&state, *id).await?;
    crate::web::game::visible_to(&state, &game, Some(api.user.id), None).await?;
    Ok(HttpResponse::Ok().json(game_state(&api, &game, folded.as_deref())?))
}

#[derive(Deserialize, ToSchema)]
pub struct ActRequest {
    /// The `seq` of the state the decision was made on.
    pub seq: i64,
    /// A fresh UUID per decision: re-sending the same one never applies twice.
    pub token: Uuid,
    /// One of the `legal_actions[].action` objects.
    #[schema(value_type = Object)]
    pub action: Option<serde_json::Value>,
    /// Take back the caller's last action instead.
    #[serde(default)]
    pub take_back: bool,
    /// Resign instead: cannot be undone. With two sides the other wins; with
    /// more, the computer plays the seat on and it ranks last.
    #[serde(default)]
    pub resign: bool,
}

#[derive(Serialize, ToSchema)]
pub struct ActResponse {
    /// False when the same token had already been applied.
    pub applied: bool,
    pub seq: i64,
}

/// The answer to a submission made on a game that has moved on since.
#[derive(Serialize, ToSchema)]
pub struct StaleAnswer {
    /// Always `stale`.
    pub error: &'static str,
    /// What happened, in the caller's language.
    pub message: String,
    /// The game as it is now (its `seq`, the caller's `legal_actions`).
    pub state: GameState,
}

/// Submits a decision. 409 when the game moved on (`{error: "stale",
/// message, state}`, the current state) or is not open to this decision
/// (`{error: "refused", message, detail}`: over, or the seat resigned); 422
/// with the engine's reason when the action is not legal.
#[utoipa::path(post, path = "/api/v1/games/{id}/actions", params(("id" = Uuid, Path)), request_body = ActRequest,
    responses((status = 200, body = ActResponse), (status = 409, body = super::SubmissionConflict), (status = 422, body = ApiError)))]
pub async fn act(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ActRequest>,
) -> Result<HttpResponse, AppError> {
    let request = body.into_inner();
    let submitted = Submitted {
        action: request.action,
        take_back: request.take_back,
        resign: request.resign,
    };
    let decision = submitted.decision().map_err(|error| match error {
        SubmittedError::Missing => AppError::bad_request("api-decision-missing"),
        SubmittedError::Several => AppError::bad_request("api-decision-several"),
        SubmittedError::Input(error) => error.into(),
    })?;
    match play::submit(
        &state.pool,
        &state.states,
        *id,
        api.user.id,
        request.seq,
        request.token,
        decision,
    )
    .await
    {
        Ok(Applied::Now(seq)) => Ok(HttpResponse::Ok().json(ActResponse { applied: true, seq })),
        Ok(Applied::Already(seq)) => Ok(HttpResponse::Ok().json(ActResponse {
            applied: false,
            seq,
        })),
        Err(PlayError::Stale { .. }) => {
            let (game, folded) = load_with_state(&state, *id).await?;
            Ok(HttpResponse::Conflict().json(StaleAnswer {
                error: "stale",
                message: crate::support::i18n::t(api.lang, "game-stale").to_owned(),
                state: game_state(&api, &game, folded.as_deref())?,
            }))
        }
        Err(error) => Err(error.into()),
    }
}
