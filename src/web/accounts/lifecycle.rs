//! The account's address (confirm it, change it), the download of one's
//! data, and deleting the account.

use crate::account_lifecycle;
use crate::input;
use crate::rate_limit::{self, EMAIL_LINKS_PER_ACCOUNT};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::{self, FlashLevel};
use crate::web::{render, see_other, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "accounts/confirm_email.html")]
struct ConfirmPage<'a> {
    ctx: &'a PageContext,
    token: String,
    email: String,
}

/// The page a link in mail opens: it names the address and asks for one
/// click. Confirming is a POST, so a mail scanner that fetches links does
/// not confirm on the person's behalf.
pub async fn confirm_form(
    ctx: PageContext,
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let email = account_lifecycle::link_email(&state.pool, &token).await?;
    render(&ConfirmPage {
        ctx: &ctx,
        token: token.into_inner(),
        email,
    })
}

#[derive(Deserialize)]
pub struct EmptyForm {}

pub async fn confirm(
    ctx: PageContext,
    state: web::Data<AppState>,
    token: web::Path<String>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    account_lifecycle::confirm(&state.pool, &token).await?;
    ctx.flash(FlashLevel::Info, "account-email-confirmed");
    Ok(see_other(if ctx.user.is_some() {
        "/settings#email"
    } else {
        "/login"
    }))
}

/// Sends the confirmation link of the account's address again.
pub async fn resend(
    ctx: PageContext,
    state: web::Data<AppState>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    rate_limit::spend(&state.pool, &EMAIL_LINKS_PER_ACCOUNT, &user.id.to_string()).await?;
    account_lifecycle::send_verification(&state.pool, user.id).await?;
    ctx.flash(FlashLevel::Info, "account-email-link-sent");
    Ok(see_other("/settings#email"))
}

#[derive(Deserialize)]
pub struct ChangeForm {
    email: String,
    password: String,
}

/// Asks to move the account to a new address (confirmed from it).
pub async fn change(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<ChangeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let email = input::Email::parse("email", &form.email)?;
    let password = input::Password::given("password", &form.password)?;
    rate_limit::spend(&state.pool, &EMAIL_LINKS_PER_ACCOUNT, &user.id.to_string()).await?;
    match account_lifecycle::request_email_change(
        &state.pool,
        user.id,
        password.expose(),
        email.as_str(),
    )
    .await
    {
        Ok(()) => ctx.flash(FlashLevel::Info, "account-email-change-sent"),
        Err(account_lifecycle::LifecycleError::Account(
            crate::accounts::AccountError::BadLogin,
        )) => ctx.flash(FlashLevel::Error, "settings-password-wrong"),
        Err(error) => return Err(error.into()),
    }
    Ok(see_other("/settings#email"))
}

/// Everything the site holds about the person, as a JSON file.
pub async fn export(
    ctx: PageContext,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let data = account_lifecycle::export(&state.pool, user.id).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("cache-control", "no-store"))
        .insert_header((
            "content-disposition",
            format!(
                "attachment; filename=\"scriptorium-{}.json\"",
                user.username
            ),
        ))
        .json(data))
}

#[derive(Deserialize)]
pub struct DeleteForm {
    password: String,
    /// The box "I understand this cannot be undone".
    understood: Option<String>,
}

/// Deletes the account; the browser is logged out with it.
pub async fn delete(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<DeleteForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let password = input::Password::given("password", &form.password)?;
    match account_lifecycle::delete(
        &state.pool,
        user.id,
        password.expose(),
        form.understood.is_some(),
    )
    .await
    {
        Ok(()) => {
            session::clear(&ctx.session);
            ctx.flash(FlashLevel::Info, "account-deleted");
            Ok(see_other("/"))
        }
        Err(account_lifecycle::LifecycleError::Account(
            crate::accounts::AccountError::BadLogin,
        )) => {
            ctx.flash(FlashLevel::Error, "settings-password-wrong");
            Ok(see_other("/settings#delete"))
        }
        Err(account_lifecycle::LifecycleError::NotConfirmed) => {
            ctx.flash(FlashLevel::Error, "account-delete-unconfirmed");
            Ok(see_other("/settings#delete"))
        }
        Err(error) => Err(error.into()),
    }
}
