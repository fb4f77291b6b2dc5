//! Webhooks on the settings page: add one (a player's, or a game's for a
//! game one plays), see each with its last deliveries, send a test,
//! resume a paused one, remove one; for a game's hook added by another
//! player, give one's own chat id. Forms only: no script needed.

use crate::rate_limit::{self, WEBHOOKS_PER_ACCOUNT};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use crate::webhooks::{self, Format, HookError, HookTarget, NewHookRequest};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct AddForm {
    format: String,
    url: String,
    #[serde(default)]
    room: String,
    #[serde(default)]
    token: String,
    #[serde(default)]
    mention: String,
    /// `mine`, a game's id, or `event:` and an event's id (the form on
    /// the event's page, its organizer's): one field, so the form cannot
    /// name a game and an event at once (the field twice is refused as
    /// malformed).
    #[serde(default)]
    scope: String,
}

/// The words of a refused hook, for the flash.
fn refusal_key(error: &HookError) -> Option<&'static str> {
    Some(match error {
        HookError::Address => "webhook-bad-address",
        HookError::Token => "webhook-bad-token",
        HookError::Mention => "webhook-bad-mention",
        HookError::GameAndEvent => "webhook-game-and-event",
        HookError::NotAPlayer => "webhook-not-a-player",
        HookError::NotOrganizer => "webhook-event-organizer-only",
        HookError::TooMany => "webhook-too-many",
        HookError::NotFound | HookError::Store(_) => return None,
    })
}

fn page_error(ctx: &PageContext, error: HookError) -> Result<HttpResponse, AppError> {
    match refusal_key(&error) {
        Some(key) => {
            ctx.flash(FlashLevel::Error, key);
            Ok(see_other("/settings#webhooks"))
        }
        None => Err(crate::web::api::webhooks::refusal(error)),
    }
}

/// Adds a hook; a signed JSON hook's secret is shown on the page that
/// answers, this once.
pub async fn add(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<AddForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let format = Format::parse(&form.format).ok_or_else(|| AppError::bad_field("format"))?;
    let parse = |id: &str| id.parse::<Uuid>().map_err(|_| AppError::bad_field("scope"));
    let target = match form.scope.as_str() {
        "" | "mine" => HookTarget::Player,
        scope => match scope.strip_prefix("event:") {
            Some(event) => HookTarget::Event(parse(event)?),
            None => HookTarget::Game(parse(scope)?),
        },
    };
    rate_limit::spend(&state.pool, &WEBHOOKS_PER_ACCOUNT, &user.id.to_string()).await?;
    match webhooks::add(
        &state.pool,
        &state.webhook_sealer,
        user.id,
        &NewHookRequest {
            format,
            url: form.url.trim(),
            room: &form.room,
            token: &form.token,
            mention: &form.mention,
            target,
        },
        state.webhooks_insecure,
    )
    .await
    {
        Ok((_, Some(secret))) => super::settings::page(&ctx, &state, None, Some(secret)).await,
        Ok((_, None)) => {
            ctx.flash(FlashLevel::Info, "webhook-added");
            Ok(see_other("/settings#webhooks"))
        }
        Err(error) => page_error(&ctx, error),
    }
}

pub async fn remove(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    _form: CheckedForm<super::settings::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    webhooks::remove(&state.pool, user.id, *id)
        .await
        .map_err(crate::web::api::webhooks::refusal)?;
    ctx.flash(FlashLevel::Info, "webhook-removed");
    Ok(see_other("/settings#webhooks"))
}

pub async fn test(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    _form: CheckedForm<super::settings::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    rate_limit::spend(&state.pool, &WEBHOOKS_PER_ACCOUNT, &user.id.to_string()).await?;
    webhooks::send_test(
        &state.pool,
        user.id,
        *id,
        ctx.t("webhook-test-title"),
        ctx.t("webhook-test-body"),
    )
    .await
    .map_err(crate::web::api::webhooks::refusal)?;
    ctx.flash(FlashLevel::Info, "webhook-test-queued");
    Ok(see_other("/settings#webhooks"))
}

pub async fn resume(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    _form: CheckedForm<super::settings::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    webhooks::resume(&state.pool, user.id, *id)
        .await
        .map_err(crate::web::api::webhooks::refusal)?;
    ctx.flash(FlashLevel::Info, "webhook-resumed");
    Ok(see_other("/settings#webhooks"))
}

#[derive(Deserialize)]
pub struct MentionForm {
    #[serde(default)]
    mention: String,
}

/// The viewer's chat id on a hook (a game's hook another player added).
pub async fn mention(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    CheckedForm(form): CheckedForm<MentionForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    match webhooks::set_mention(&state.pool, user.id, *id, &form.mention).await {
        Ok(()) => {
            ctx.flash(FlashLevel::Info, "webhook-mention-saved");
            Ok(see_other("/settings#webhooks"))
        }
        Err(error) => page_error(&ctx, error),
    }
}
