use crate::accounts::sessions;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::see_other;
use crate::web::session::{self, FlashLevel};
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct LogoutForm {}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    _form: CheckedForm<LogoutForm>,
) -> Result<HttpResponse, AppError> {
    if let Some(user) = &ctx.user {
        sessions::end(&state.pool, user.id, user.session_id).await?;
    }
    session::clear(&ctx.session);
    ctx.flash(FlashLevel::Info, "account-logged-out");
    Ok(see_other("/"))
}
