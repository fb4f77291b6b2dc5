use crate::accounts::{self, AccountError};
use crate::support::input;
use crate::web::client::ClientAddress;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{render, render_with_status, see_other, AppState};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "accounts/login.html")]
struct LoginPage<'a> {
    ctx: &'a PageContext,
    error: Option<&'static str>,
    login: &'a str,
    next: &'a str,
}

#[derive(Deserialize)]
pub struct NextQuery {
    next: Option<String>,
}

/// Only local paths: a login link must not send anyone to another site. The
/// form shows the lobby instead of a foreign `next`.
fn safe_next(next: Option<&str>) -> &str {
    next.and_then(|path| input::local_redirect("next", path).ok())
        .unwrap_or("/")
}

pub async fn form(
    ctx: PageContext,
    query: web::Query<NextQuery>,
) -> Result<HttpResponse, AppError> {
    render(&LoginPage {
        ctx: &ctx,
        error: None,
        login: "",
        next: safe_next(query.next.as_deref()),
    })
}

#[derive(Deserialize)]
pub struct LoginForm {
    login: String,
    password: String,
    next: Option<String>,
}

pub async fn submit(
    req: HttpRequest,
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<LoginForm>,
) -> Result<HttpResponse, AppError> {
    // The form only ever carries a `next` that `safe_next` let through: any
    // other is forged, and refused before the login happens.
    let next = match form.next.as_deref() {
        None | Some("") => "/",
        Some(raw) => input::local_redirect("next", raw)?,
    };
    let login = input::LookupName::parse("login", &form.login)?;
    let password = input::Password::given("password", &form.password)?;
    match accounts::log_in(
        &state.pool,
        login.as_str(),
        password.expose(),
        &client.limit_key(),
    )
    .await
    {
        Ok(user) => {
            super::start_session(&ctx, &req, &state.pool, &user).await?;
            ctx.flash(FlashLevel::Info, "account-logged-in");
            Ok(see_other(next))
        }
        Err(error @ (AccountError::BadLogin | AccountError::RateLimited { .. })) => {
            let (status, retry_after_secs) = match error {
                AccountError::RateLimited { retry_after_secs } => {
                    (StatusCode::TOO_MANY_REQUESTS, Some(retry_after_secs))
                }
                _ => (StatusCode::UNAUTHORIZED, None),
            };
            let mut response = render_with_status(
                &LoginPage {
                    ctx: &ctx,
                    error: error.message_key(),
                    login: &form.login,
                    next,
                },
                status,
            )?;
            if let Some(secs) = retry_after_secs {
                response
                    .headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(secs));
            }
            Ok(response)
        }
        Err(error) => Err(error.into()),
    }
}
