//! A player's part of moderation on the web: blocking and unblocking
//! another player (their profile page, and the list in the settings),
//! reporting a player (their profile page) or a message (beside it at the
//! table). The API's twins are in `api::moderation`.

use crate::moderation;
use crate::support::input::{self, LookupName, Reason};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct BlockForm {
    /// `1` blocks, `0` unblocks.
    on: String,
    back: Option<String>,
}

pub async fn block(
    ctx: PageContext,
    state: web::Data<AppState>,
    name: web::Path<String>,
    CheckedForm(form): CheckedForm<BlockForm>,
) -> Result<HttpResponse, AppError> {
    let name = LookupName::parse("name", &name)?;
    let user = ctx.require_user()?;
    let on = match form.on.as_str() {
        "1" => true,
        "0" => false,
        _ => return Err(AppError::bad_request("error-bad-request")),
    };
    let back = match form.back.as_deref() {
        None | Some("") => format!("/users/{}", name.as_str()),
        Some(raw) => input::local_redirect("back", raw)?.to_owned(),
    };
    moderation::block(&state.pool, user.id, name.as_str(), on).await?;
    ctx.flash(
        FlashLevel::Info,
        if on {
            "moderation-blocked"
        } else {
            "moderation-unblocked"
        },
    );
    Ok(see_other(&back))
}

#[derive(Deserialize)]
pub struct ReportForm {
    reason: String,
}

pub async fn report_player(
    ctx: PageContext,
    state: web::Data<AppState>,
    name: web::Path<String>,
    CheckedForm(form): CheckedForm<ReportForm>,
) -> Result<HttpResponse, AppError> {
    let name = LookupName::parse("name", &name)?;
    let user = ctx.require_user()?;
    let reason = Reason::parse("reason", &form.reason)?;
    moderation::report_player(&state.pool, user.id, name.as_str(), &reason).await?;
    ctx.flash(FlashLevel::Info, "moderation-reported");
    Ok(see_other(&format!("/users/{}", name.as_str())))
}

pub async fn report_message(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
    CheckedForm(form): CheckedForm<ReportForm>,
) -> Result<HttpResponse, AppError> {
    let (game_id, message) = *path;
    let user = ctx.require_user()?;
    let reason = Reason::parse("reason", &form.reason)?;
    let game = crate::store::games::load(&state.pool, game_id)
        .await?
        .ok_or(AppError::NotFound)?;
    moderation::report_message(&state.pool, user.id, &game, message, &reason).await?;
    ctx.flash(FlashLevel::Info, "moderation-reported");
    Ok(see_other(&format!("/games/{game_id}#talk")))
}
