use crate::accounts::{self, AccountError};
use crate::rate_limit::{self, RESET_PER_ADDRESS, RESET_PER_EMAIL};
use crate::support::input;
use crate::web::client::ClientAddress;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{render, render_with_status, see_other, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "accounts/reset_request.html")]
struct RequestPage<'a> {
    ctx: &'a PageContext,
}

#[derive(Template)]
#[template(path = "accounts/reset_choose.html")]
struct ChoosePage<'a> {
    ctx: &'a PageContext,
    token: &'a str,
    live: bool,
    error: Option<&'static str>,
}

pub async fn request_form(ctx: PageContext) -> Result<HttpResponse, AppError> {
    render(&RequestPage { ctx: &ctx })
}

#[derive(Deserialize)]
pub struct RequestForm {
    email: String,
}

/// Answers the same whether or not the email has an account (the limit per
/// email counts unknown emails too).
pub async fn request_submit(
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<RequestForm>,
) -> Result<HttpResponse, AppError> {
    let email = input::LookupName::parse("email", &form.email)?;
    rate_limit::spend(&state.pool, &RESET_PER_ADDRESS, &client.limit_key()).await?;
    rate_limit::spend(
        &state.pool,
        &RESET_PER_EMAIL,
        &email.as_str().to_lowercase(),
    )
    .await?;
    accounts::request_reset(&state.pool, email.as_str()).await?;
    ctx.flash(FlashLevel::Info, "account-reset-sent");
    Ok(see_other("/login"))
}

fn plausible(token: &str) -> bool {
    token.len() == 64 && token.chars().all(|c| c.is_ascii_hexdigit())
}

pub async fn choose_form(
    ctx: PageContext,
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let live = plausible(&token) && accounts::reset_is_live(&state.pool, &token).await?;
    render(&ChoosePage {
        ctx: &ctx,
        token: &token,
        live,
        error: None,
    })
}

#[derive(Deserialize)]
pub struct ChooseForm {
    password: String,
}

pub async fn choose_submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    token: web::Path<String>,
    CheckedForm(form): CheckedForm<ChooseForm>,
) -> Result<HttpResponse, AppError> {
    if !plausible(&token) {
        return Err(AccountError::ResetInvalid.into());
    }
    let password = input::Password::given("password", &form.password)?;
    match accounts::complete_reset(&state.pool, &token, password.expose()).await {
        Ok(()) => {
            ctx.flash(FlashLevel::Info, "account-reset-done");
            Ok(see_other("/login"))
        }
        Err(error @ (AccountError::BadPassword | AccountError::ResetInvalid)) => {
            render_with_status(
                &ChoosePage {
                    ctx: &ctx,
                    token: &token,
                    live: matches!(error, AccountError::BadPassword),
                    error: error.message_key(),
                },
                StatusCode::UNPROCESSABLE_ENTITY,
            )
        }
        Err(error) => Err(error.into()),
    }
}
