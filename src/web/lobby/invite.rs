use crate::lobby;
use crate::support::input;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct InviteForm {
    username: String,
}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<InviteForm>,
) -> Result<HttpResponse, AppError> {
    let invitee = input::LookupName::parse("username", &form.username)?;
    let user = ctx.require_user()?;
    lobby::invite(&state.pool, *id, user.id, &user.username, invitee.as_str()).await?;
    ctx.flash(FlashLevel::Info, "lobby-invited");
    Ok(see_other(&format!("/games/{id}")))
}
