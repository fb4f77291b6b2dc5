//! What the caller was told (`notices::told`): their notices, newest first.

use super::{ApiError, ApiUser};
use crate::notices::told::{self, Standing};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

#[derive(Deserialize, IntoParams)]
pub struct NoticesQuery {
    /// Only notices older than the one with this id (the last of the previous page).
    pub before: Option<i64>,
    /// How many (default and at most 100).
    pub limit: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct Notice {
    pub id: i64,
    /// `your_turn`, `reminder`, `game_over`, `mention`, `proposal`, … (the
    /// outbox's kind).
    pub kind: String,
    pub game: Option<Uuid>,
    /// The event it is about (`round_started`, `event_finished`, a ladder's
    /// challenge…), if any.
    pub event: Option<Uuid>,
    pub standing: Standing,
    /// What the mail said, once composed (at sending); empty before.
    pub subject: String,
    pub text: String,
    pub created_at: DateTime<Utc>,
    /// When it is (or was) due to be sent.
    pub due_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    /// The notice whose mail carried this one, when it went in another.
    pub sent_in: Option<i64>,
}

/// The caller's notices (what mail, and the pushes that go with it, said),
/// newest first, 100 a page. Needs the `account` scope: a notice may carry
/// the account's links.
#[utoipa::path(get, path = "/api/v1/me/notices", params(NoticesQuery),
    responses((status = 200, body = [Notice]), (status = 403, body = ApiError)))]
pub async fn list(
    api: ApiUser,
    state: web::Data<AppState>,
    query: web::Query<NoticesQuery>,
) -> Result<HttpResponse, AppError> {
    let notices: Vec<Notice> = told::told(
        &state.pool,
        api.user.id,
        query.before,
        query.limit.unwrap_or(told::MOST),
    )
    .await?
    .into_iter()
    .map(|told| Notice {
        id: told.id,
        kind: told.kind,
        game: told.game,
        event: told.event,
        standing: told.standing,
        subject: told.subject,
        text: told.text,
        created_at: told.created_at,
        due_at: told.due_at,
        sent_at: told.sent_at,
        sent_in: told.sent_in,
    })
    .collect();
    Ok(HttpResponse::Ok().json(notices))
}
