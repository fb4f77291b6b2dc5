//! The event's buttons: enter, withdraw, a ladder's challenges and their
//! answers, and the organizer's start, close (a ladder) and call-off. Each
//! answers on the event's page, with a refusal in words.

use crate::tournaments;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use chrono::Utc;
use scriptorium_events::EventAction;
use serde::Deserialize;
use uuid::Uuid;

/// The buttons' forms carry nothing but their CSRF token.
#[derive(Deserialize)]
pub struct Button {}

/// A challenge names the player challenged.
#[derive(Deserialize)]
pub struct ChallengeForm {
    pub player: String,
}

pub async fn register(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<Button>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let entered = tournaments::register(&state.pool, *id, user.id, Utc::now()).await;
    super::answer(&ctx, entered, "events-registered", &super::event_path(*id))
}

pub async fn withdraw(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<Button>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let left = tournaments::withdraw(&state.pool, *id, user.id, Utc::now()).await;
    super::answer(&ctx, left, "events-withdrew", &super::event_path(*id))
}

pub async fn start(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<Button>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let started = tournaments::organize(
        &state.pool,
        &state.registry,
        *id,
        user.id,
        EventAction::Start,
        Utc::now(),
    )
    .await;
    super::answer(&ctx, started, "events-started", &super::event_path(*id))
}

pub async fn cancel(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<Button>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let cancelled = tournaments::organize(
        &state.pool,
        &state.registry,
        *id,
        user.id,
        EventAction::Cancel,
        Utc::now(),
    )
    .await;
    super::answer(&ctx, cancelled, "events-cancelled", &super::event_path(*id))
}

/// Challenges a player above on a ladder.
pub async fn challenge(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    form: CheckedForm<ChallengeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let challenged =
        Uuid::parse_str(form.0.player.trim()).map_err(|_| AppError::bad_field("player"))?;
    let made = tournaments::challenge(&state.pool, *id, user.id, challenged, Utc::now()).await;
    super::answer(&ctx, made, "events-challenged", &super::event_path(*id))
}

pub async fn accept_challenge(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, u32)>,
    _form: CheckedForm<Button>,
) -> Result<HttpResponse, AppError> {
    answer_challenge(ctx, state, path.into_inner(), true).await
}

pub async fn decline_challenge(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, u32)>,
    _form: CheckedForm<Button>,
) -> Result<HttpResponse, AppError> {
    answer_challenge(ctx, state, path.into_inner(), false).await
}

/// The challenged player's answer, either way.
async fn answer_challenge(
    ctx: PageContext,
    state: web::Data<AppState>,
    (id, challenge): (Uuid, u32),
    accept: bool,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let answered =
        tournaments::answer_challenge(&state.pool, id, user.id, challenge, accept, Utc::now())
            .await;
    let done = if accept {
        "events-challenge-you-accepted"
    } else {
        "events-challenge-you-declined"
    };
    super::answer(&ctx, answered, done, &super::event_path(id))
}

/// The organizer ends a ladder: its top rung wins.
pub async fn close(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<Button>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let closed = tournaments::organize(
        &state.pool,
        &state.registry,
        *id,
        user.id,
        EventAction::Close,
        Utc::now(),
    )
    .await;
    super::answer(&ctx, closed, "events-closed", &super::event_path(*id))
}
