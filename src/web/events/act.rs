//! The event's buttons: enter, withdraw, and the organizer's start and
//! call-off. Each answers on the event's page, with a refusal in words.

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
