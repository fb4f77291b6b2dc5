//! A rematch from a finished game's page.

use crate::lobby;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct EmptyForm {}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let rematch = lobby::rematch(&state.pool, state.computer_caps, *id, user.id).await;
    let rematch = match super::or_back_with_share_message(&ctx, rematch, &format!("/games/{id}"))? {
        Ok(rematch) => rematch,
        Err(back) => return Ok(back),
    };
    // Against the computer alone the rematch has started already; with
    // people it waits for them.
    let started = crate::store::games::load(&state.pool, rematch)
        .await?
        .is_some_and(|game| game.status != crate::store::games::GameStatus::Open);
    ctx.flash(
        FlashLevel::Info,
        if started {
            "lobby-rematch-started"
        } else {
            "lobby-rematch-offered"
        },
    );
    Ok(see_other(&format!("/games/{rematch}")))
}
