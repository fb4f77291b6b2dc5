//! With no SMTP server configured, each logged-in person reads the mail sent
//! to them here (password-reset mail excepted: the operator reads those in
//! the mail folder). Nobody sees anyone else's mail, and the page does not
//! exist when real mail is configured.

use crate::store::outbox;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;

#[derive(Template)]
#[template(path = "mail/list.html")]
struct MailList<'a> {
    ctx: &'a PageContext,
    mails: Vec<outbox::MailRow>,
}

#[derive(Template)]
#[template(path = "mail/show.html")]
struct MailShow<'a> {
    ctx: &'a PageContext,
    mail: outbox::MailRow,
}

pub async fn list(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    if !state.local_mail {
        return Err(AppError::NotFound);
    }
    let user = ctx.require_user()?;
    let mails = outbox::recent_for(&state.pool, user.id, 100).await?;
    render(&MailList { ctx: &ctx, mails })
}

pub async fn show(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    if !state.local_mail {
        return Err(AppError::NotFound);
    }
    let user = ctx.require_user()?;
    // Someone else's mail answers exactly like a mail that does not exist.
    let mail = outbox::by_id_for(&state.pool, user.id, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    render(&MailShow { ctx: &ctx, mail })
}
