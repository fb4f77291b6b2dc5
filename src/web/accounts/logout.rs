use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::see_other;
use crate::web::session::{self, FlashLevel};
use actix_web::HttpResponse;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct LogoutForm {}

pub async fn submit(
    ctx: PageContext,
    _form: CheckedForm<LogoutForm>,
) -> Result<HttpResponse, AppError> {
    session::clear(&ctx.session);
    ctx.flash(FlashLevel::Info, "account.logged_out");
    Ok(see_other("/"))
}
