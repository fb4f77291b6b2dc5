//! A game's history by steps, as the caller may see it: the history page's
//! twin for programs (`history::steps`).

use super::ApiUser;
use crate::history::steps::{self, StepsError};
use crate::store::games as game_store;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

#[derive(Deserialize, IntoParams)]
pub struct HistoryQuery {
    /// The first step (default 1).
    pub from: Option<i64>,
    /// The last step (default and at most 200 after `from`, and the game's last).
    pub to: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct HistoryStep {
    /// The row as the export file has it (`seq`, `action`, `seat`, and the
    /// game's `event` redacted for the caller, or `take_back`, `timed_out`,
    /// `resigned`, `computer_played`, `took_over`, `agreement`).
    #[schema(value_type = Object)]
    pub row: crate::history::ExportRow,
    /// The step in words, in the caller's language.
    pub text: String,
    /// Its author took it back later.
    pub taken_back: bool,
}

#[derive(Serialize, ToSchema)]
pub struct HistoryPage {
    pub game: Uuid,
    pub from: i64,
    pub to: i64,
    /// The game's last step now.
    pub last: i64,
    pub steps: Vec<HistoryStep>,
    /// The game right after `to`, as the caller may see it (the game's View).
    #[schema(value_type = Object)]
    pub view: serde_json::Value,
    /// `from` of the next page, while there is one.
    pub next: Option<i64>,
}

impl From<StepsError> for AppError {
    fn from(error: StepsError) -> Self {
        match error {
            StepsError::OutOfRange => AppError::Refused {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                key: "api-history-out-of-range",
                detail: None,
            },
            StepsError::Corrupt(error) => error.into(),
            StepsError::Store(error) => error.into(),
        }
    }
}

/// Steps `from`..=`to` of a game that began, each redacted for the caller
/// (a seat sees its own secrets, an onlooker none; a finished game shows
/// everything to everyone), at most 200 at a time.
#[utoipa::path(get, path = "/api/v1/games/{id}/history", params(("id" = Uuid, Path), HistoryQuery),
    responses((status = 200, body = HistoryPage), (status = 404, body = super::ApiError),
        (status = 422, body = super::ApiError)))]
pub async fn steps(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<HistoryQuery>,
) -> Result<HttpResponse, AppError> {
    let game = game_store::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    if !steps::begun(&game) {
        return Err(AppError::NotFound);
    }
    crate::web::game::visible_to(&state, &game, Some(api.user.id), None).await?;
    let seat = game.seat_of(api.user.id);
    let mut conn = state.pool.acquire().await?;
    let read = steps::read(&mut conn, &game, seat, api.lang, query.from, query.to).await?;
    Ok(HttpResponse::Ok().json(HistoryPage {
        game: game.id,
        from: read.first,
        to: read.last,
        last: game.seq,
        steps: read
            .steps
            .into_iter()
            .map(|step| HistoryStep {
                row: step.row,
                text: step.text,
                taken_back: step.taken_back,
            })
            .collect(),
        view: read.view,
        next: read.next,
    }))
}
