use crate::accounts;
use crate::store::users;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::{self, FlashLevel};
use crate::web::{render, see_other, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "accounts/settings.html")]
struct SettingsPage<'a> {
    ctx: &'a PageContext,
    language: &'a str,
    time_zone: &'a str,
    zones: Vec<&'static str>,
    new_token: Option<String>,
}

fn page(ctx: &PageContext, new_token: Option<String>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    render(&SettingsPage {
        ctx,
        language: user.language.as_deref().unwrap_or(""),
        time_zone: &user.time_zone,
        zones: chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name()).collect(),
        new_token,
    })
}

pub async fn show(ctx: PageContext) -> Result<HttpResponse, AppError> {
    page(&ctx, None)
}

#[derive(Deserialize)]
pub struct SettingsForm {
    language: String,
    time_zone: String,
}

pub async fn save(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<SettingsForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let language = match form.language.as_str() {
        "" => None,
        "en" | "fr" => Some(form.language.as_str()),
        _ => return Err(AppError::BadRequest("unknown language".into())),
    };
    if form.time_zone.parse::<chrono_tz::Tz>().is_err() {
        ctx.flash(FlashLevel::Error, "settings.bad_time_zone");
        return Ok(see_other("/settings"));
    }
    users::update_preferences(&state.pool, user.id, language, &form.time_zone).await?;
    let mut updated = user;
    updated.language = language.map(str::to_owned);
    updated.time_zone = form.time_zone;
    let _ = ctx.session.insert("user", &updated);
    session::flash(&ctx.session, FlashLevel::Info, "settings.saved", None);
    Ok(see_other("/settings"))
}

#[derive(Deserialize)]
pub struct TokenForm {
    label: String,
}

pub async fn create_token(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<TokenForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let label: String = form.label.trim().chars().take(60).collect();
    let token = accounts::create_api_token(&state.pool, user.id, &label).await?;
    page(&ctx, Some(token))
}
