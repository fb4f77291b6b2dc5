//! The account's address (confirm it, change it), the download of one's
//! data, and deleting the account.

use crate::accounts::lifecycle::{self, LifecycleError, LinkUser, NotMe};
use crate::accounts::AccountError;
use crate::rate_limit::{self, EMAIL_LINKS_PER_ACCOUNT};
use crate::store::account_lifecycle::Purpose;
use crate::support::i18n;
use crate::support::input;
use crate::web::client::ClientAddress;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::{self, FlashLevel};
use crate::web::{render, render_with_status, see_other, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "accounts/confirm_email.html")]
struct ConfirmPage<'a> {
    ctx: &'a PageContext,
    token: String,
    email: String,
    /// A change link opened outside a session of its account: the page asks
    /// for the account's password.
    asks_password: bool,
    error: Option<&'static str>,
}

#[derive(Template)]
#[template(path = "accounts/not_me.html")]
struct NotMePage<'a> {
    ctx: &'a PageContext,
    token: String,
    text: String,
}

/// The page a link in mail opens: it names the address and asks for one
/// click (and, for an address change away from a session of the account,
/// the password). Using a link is a POST, so a mail scanner that fetches
/// links does not act on the person's behalf.
pub async fn confirm_form(
    ctx: PageContext,
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let link = lifecycle::link(&state.pool, &token).await?;
    if link.purpose == Purpose::Revert {
        return render(&NotMePage {
            text: i18n::t_args(
                ctx.lang,
                "account-not-me-text",
                &[("address", link.email.as_str().into())],
            ),
            ctx: &ctx,
            token: token.into_inner(),
        });
    }
    let asks_password =
        link.purpose == Purpose::Change && ctx.user.as_ref().map(|user| user.id) != Some(link.user);
    render(&ConfirmPage {
        ctx: &ctx,
        token: token.into_inner(),
        email: link.email,
        asks_password,
        error: None,
    })
}

#[derive(Deserialize)]
pub struct EmptyForm {}

#[derive(Deserialize)]
pub struct LinkForm {
    /// The account's password, when the page asked for it.
    password: Option<String>,
}

/// Uses a link from mail: confirms an address, or stops a change ("this was
/// not me").
pub async fn confirm(
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    token: web::Path<String>,
    CheckedForm(form): CheckedForm<LinkForm>,
) -> Result<HttpResponse, AppError> {
    let link = lifecycle::link(&state.pool, &token).await?;
    if link.purpose == Purpose::Revert {
        let done = lifecycle::not_me(&state.pool, &token).await?;
        // Every session of the account ended, this browser's too if it was one.
        if ctx.user.as_ref().is_some_and(|user| user.id == link.user) {
            session::clear(&ctx.session);
        }
        match done {
            NotMe::ResetSent { .. } => ctx.flash(FlashLevel::Info, "account-not-me-done"),
            NotMe::AddressTaken => ctx.flash(FlashLevel::Error, "account-not-me-taken"),
        }
        return Ok(see_other("/"));
    }
    let password = match form.password.as_deref() {
        Some(given) if !given.is_empty() => Some(input::Password::given("password", given)?),
        _ => None,
    };
    let used = lifecycle::confirm(
        &state.pool,
        &token,
        &link,
        LinkUser {
            signed_in_as: ctx.user.as_ref().map(|user| user.id),
            password: password.as_ref().map(|password| password.expose()),
            client: &client.limit_key(),
        },
    )
    .await;
    match used {
        Ok(_) => {
            ctx.flash(FlashLevel::Info, "account-email-confirmed");
            // On to where play is, the message at the top of it: the
            // player's games if they have some, else the lobby (the
            // settings page put it out of sight, with no way on).
            let Some(user) = ctx.user.as_ref() else {
                return Ok(see_other("/login"));
            };
            let has_games = !crate::store::games::games_of(&state.pool, user.id)
                .await?
                .is_empty();
            Ok(see_other(if has_games { "/my-games" } else { "/" }))
        }
        // The page again, asking for the password (or saying it was wrong).
        Err(
            error @ (LifecycleError::NeedsPassword
            | LifecycleError::Account(AccountError::BadLogin)),
        ) => {
            let status = if matches!(error, LifecycleError::NeedsPassword) {
                StatusCode::FORBIDDEN
            } else {
                StatusCode::UNAUTHORIZED
            };
            let error = match error {
                LifecycleError::NeedsPassword => "account-email-needs-password",
                _ => "settings-password-wrong",
            };
            render_with_status(
                &ConfirmPage {
                    ctx: &ctx,
                    token: token.into_inner(),
                    email: link.email,
                    asks_password: true,
                    error: Some(error),
                },
                status,
            )
        }
        Err(error) => Err(error.into()),
    }
}

/// Sends the confirmation link of the account's address again.
pub async fn resend(
    ctx: PageContext,
    state: web::Data<AppState>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    rate_limit::spend(&state.pool, &EMAIL_LINKS_PER_ACCOUNT, &user.id.to_string()).await?;
    lifecycle::send_verification(&state.pool, user.id).await?;
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
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<ChangeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let email = input::Email::parse("email", &form.email)?;
    let password = input::Password::given("password", &form.password)?;
    rate_limit::spend(&state.pool, &EMAIL_LINKS_PER_ACCOUNT, &user.id.to_string()).await?;
    match lifecycle::request_email_change(
        &state.pool,
        user.id,
        password.expose(),
        email.as_str(),
        &client.limit_key(),
    )
    .await
    {
        Ok(()) => ctx.flash(FlashLevel::Info, "account-email-change-sent"),
        Err(LifecycleError::Account(AccountError::BadLogin)) => {
            ctx.flash(FlashLevel::Error, "settings-password-wrong")
        }
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
    let data = lifecycle::export(&state.pool, user.id).await?;
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
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<DeleteForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let password = input::Password::given("password", &form.password)?;
    match lifecycle::delete(
        &state.pool,
        user.id,
        password.expose(),
        form.understood.is_some(),
        &client.limit_key(),
    )
    .await
    {
        Ok(()) => {
            session::clear(&ctx.session);
            ctx.flash(FlashLevel::Info, "account-deleted");
            Ok(see_other("/"))
        }
        Err(LifecycleError::Account(AccountError::BadLogin)) => {
            ctx.flash(FlashLevel::Error, "settings-password-wrong");
            Ok(see_other("/settings#delete"))
        }
        Err(LifecycleError::NotConfirmed) => {
            ctx.flash(FlashLevel::Error, "account-delete-unconfirmed");
            Ok(see_other("/settings#delete"))
        }
        Err(error) => Err(error.into()),
    }
}
