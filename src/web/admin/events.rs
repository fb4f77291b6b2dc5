//! The moderators' buttons on an event's page: call the event off, take a
//! player out of it. Each takes a reason and leaves its line in the audit
//! log; to anyone but an administrator the routes do not exist (404). A
//! refusal of the event's (over already, the player not in it) comes back
//! to the event's page in words, with nothing changed.

use super::require_admin;
use crate::moderation::admin::{self, EventModeration};
use crate::support::input::Reason;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct ReasonForm {
    reason: String,
}

pub async fn cancel(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<ReasonForm>,
) -> Result<HttpResponse, AppError> {
    moderate(&ctx, &state, *id, EventModeration::Cancel, &form.reason).await
}

pub async fn remove(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
    CheckedForm(form): CheckedForm<ReasonForm>,
) -> Result<HttpResponse, AppError> {
    let (event, user) = *path;
    moderate(
        &ctx,
        &state,
        event,
        EventModeration::Remove(user),
        &form.reason,
    )
    .await
}

async fn moderate(
    ctx: &PageContext,
    state: &AppState,
    event: Uuid,
    action: EventModeration,
    reason: &str,
) -> Result<HttpResponse, AppError> {
    let admin = require_admin(ctx, state).await?;
    let reason = Reason::parse("reason", reason)?;
    let back = crate::web::events::event_path(event);
    match admin::act_on_event(&state.pool, &admin, event, action, &reason).await {
        Ok(()) => {
            let done = match action {
                EventModeration::Cancel => "admin-event-cancelled",
                EventModeration::Remove(_) => "admin-event-player-removed",
            };
            ctx.flash(FlashLevel::Info, done);
            Ok(see_other(&back))
        }
        Err(error) => match error.message_key() {
            Some(key) => {
                ctx.flash(FlashLevel::Error, key);
                Ok(see_other(&back))
            }
            None => Err(error.into()),
        },
    }
}
