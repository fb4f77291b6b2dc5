//! The moderators' buttons on an event's page: call the event off, take a
//! player out of it (one form naming the player by username, however big
//! the event; or a player's own route). Each takes a reason and leaves its
//! line in the audit log; to anyone but an administrator the routes do not
//! exist (404). A name that is not one of the event's active entrants is
//! refused in words (422); a refusal of the event's (over already) comes
//! back to the event's page in words; either way nothing changed.

use super::require_admin;
use crate::games::Explanation;
use crate::moderation::admin::{self, Admin, EventModeration};
use crate::store::events as store;
use crate::support::input::{self, Reason};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use scriptorium_games::{Arg, Message};
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

#[derive(Deserialize)]
pub struct NamedForm {
    username: String,
    reason: String,
}

/// The event page's one removal form: the player named by username.
pub async fn remove_named(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<NamedForm>,
) -> Result<HttpResponse, AppError> {
    let admin = require_admin(&ctx, &state).await?;
    let reason = Reason::parse("reason", &form.reason)?;
    let user = active_entrant(&state, *id, &form.username).await?;
    act(
        &ctx,
        &state,
        &admin,
        *id,
        EventModeration::Remove(user),
        &reason,
    )
    .await
}

/// The account of the event's active entrant called `username` (compared
/// as usernames are: `input::username_key`), from the event's one read; any
/// other name is refused in words (422), nothing changed.
async fn active_entrant(state: &AppState, event: Uuid, username: &str) -> Result<Uuid, AppError> {
    let username = input::one_line("username", username.trim(), 100)?;
    let loaded = store::load(&state.pool, event)
        .await?
        .ok_or(AppError::NotFound)?;
    let folded = crate::web::events::show::fold(&loaded)?;
    let key = input::username_key(username);
    loaded
        .names
        .iter()
        .find(|(id, name)| {
            input::username_key(name) == key
                && folded.is_active(crate::tournaments::log::player(*id))
        })
        .map(|(id, _)| *id)
        .ok_or_else(|| AppError::Refused {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            key: "admin-event-not-an-entrant",
            detail: Some(Explanation(
                Message::new("admin-event-named").with("name", Arg::Text(username.to_owned())),
            )),
        })
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
    act(ctx, state, &admin, event, action, &reason).await
}

/// The moderation done, in the audit log; back to the event's page.
async fn act(
    ctx: &PageContext,
    state: &AppState,
    admin: &Admin,
    event: Uuid,
    action: EventModeration,
    reason: &Reason,
) -> Result<HttpResponse, AppError> {
    let back = crate::web::events::event_path(event);
    match admin::act_on_event(&state.pool, admin, event, action, reason).await {
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
