use crate::lobby;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct LeaveForm {}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<LeaveForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    lobby::leave(&state.pool, *id, user.id).await?;
    ctx.flash(FlashLevel::Info, "lobby-left");
    Ok(see_other("/"))
}
