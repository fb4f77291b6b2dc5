use crate::accounts::lifecycle;
use crate::accounts::AccountError;
use crate::rate_limit::{self, SIGNUP_PER_ADDRESS};
use crate::store::users;
use crate::support::input::{Email, Password, Username};
use crate::web::client::ClientAddress;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{render, render_with_status, see_other, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "accounts/signup.html")]
struct SignupPage<'a> {
    ctx: &'a PageContext,
    error: Option<&'static str>,
    username: &'a str,
    email: &'a str,
}

pub async fn form(ctx: PageContext) -> Result<HttpResponse, AppError> {
    render(&SignupPage {
        ctx: &ctx,
        error: None,
        username: "",
        email: "",
    })
}

#[derive(Deserialize)]
pub struct SignupForm {
    username: String,
    email: String,
    password: String,
    /// The browser's time zone, filled in by `static/signup.js` (empty
    /// without JavaScript: the account starts in UTC, and Settings proposes
    /// the browser's zone later).
    #[serde(default)]
    time_zone: String,
}

pub async fn submit(
    req: HttpRequest,
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<SignupForm>,
) -> Result<HttpResponse, AppError> {
    // Every attempt counts, valid or not: each may cost a password hash.
    rate_limit::spend(&state.pool, &SIGNUP_PER_ADDRESS, &client.limit_key()).await?;
    let language = ctx.lang.code();
    let again = |key: &'static str, status: StatusCode| {
        render_with_status(
            &SignupPage {
                ctx: &ctx,
                error: Some(key),
                username: &form.username,
                email: &form.email,
            },
            status,
        )
    };
    let checked = Username::parse("username", &form.username).and_then(|username| {
        Ok((
            username,
            Email::parse("email", &form.email)?,
            Password::new_one("password", &form.password)?,
        ))
    });
    let (username, email, password) = match checked {
        Ok(checked) => checked,
        Err(error) => {
            let status = AppError::from(error.clone()).status_code();
            return again(error.message_key(), status);
        }
    };
    match lifecycle::sign_up(&state.pool, &username, &email, &password, Some(language)).await {
        Ok(id) => {
            // A zone the script found, if it is one we know; anything else
            // leaves UTC (it came from a script, not from the person).
            if let Ok(zone) = form.time_zone.trim().parse::<chrono_tz::Tz>() {
                crate::accounts::preferences::set_time_zone(&state.pool, id, zone.name()).await?;
            }
            let user = users::by_id(&state.pool, id)
                .await?
                .ok_or(AppError::NotFound)?;
            super::start_session(&ctx, &req, &state.pool, &user).await?;
            ctx.flash(FlashLevel::Info, "account-welcome");
            Ok(see_other("/"))
        }
        Err(error) => {
            let Some(key) = error.message_key() else {
                return Err(error.into());
            };
            let status = match error {
                AccountError::Taken => StatusCode::CONFLICT,
                _ => StatusCode::UNPROCESSABLE_ENTITY,
            };
            again(key, status)
        }
    }
}
