use crate::lobby;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct JoinForm {
    /// Present when the user came through the invitation link.
    invite: Option<String>,
}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<JoinForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let joined = lobby::join(
        &state.pool,
        state.computer_caps,
        &state.link_key,
        *id,
        user.id,
        form.invite.as_deref(),
    )
    .await;
    let started = match super::or_back_with_share_message(&ctx, joined, &format!("/games/{id}"))? {
        Ok(started) => started,
        Err(back) => return Ok(back),
    };
    ctx.flash(
        FlashLevel::Info,
        if started {
            "lobby-started"
        } else {
            "lobby-joined"
        },
    );
    Ok(see_other(&format!("/games/{id}")))
}
