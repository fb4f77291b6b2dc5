//! The settings page's twin: a person's settings read and changed over JSON
//! (`accounts::settings`), and the games whose mail they muted.

use super::{ApiError, ApiUser};
use crate::accounts::settings::{self as account_settings, Change, Settings};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

/// Weekdays as the API names them, Monday first (bit 0 of a stored week).
const WEEKDAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

fn week_names(days: u8) -> Vec<String> {
    WEEKDAYS
        .iter()
        .enumerate()
        .filter(|(bit, _)| days & (1 << bit) != 0)
        .map(|(_, name)| (*name).to_owned())
        .collect()
}

fn week_bits(names: &[String], field: &str) -> Result<u8, AppError> {
    names.iter().try_fold(0u8, |days, name| {
        WEEKDAYS
            .iter()
            .position(|day| day.eq_ignore_ascii_case(name.trim()))
            .map(|bit| days | (1 << bit))
            .ok_or_else(|| AppError::bad_field(field))
    })
}

#[derive(Serialize, Deserialize, ToSchema, Clone, Copy)]
pub struct QuietHoursJson {
    /// From the start of this hour (0–23, in `time_zone`)…
    pub from: u8,
    /// …to the start of this one (it may run past midnight: 22 to 7).
    pub to: u8,
}

/// A person's settings: the settings page's fields.
#[derive(Serialize, ToSchema)]
pub struct SettingsJson {
    /// `en`, `fr`, `de`; null: the browser's (or the request's) language.
    pub language: Option<String>,
    /// An IANA zone (`Europe/Paris`): the hours below, the days off and the
    /// absence are in it.
    pub time_zone: String,
    /// How the pages look: `device`, `light` or `dark`.
    pub theme: String,
    /// How notification mail is sent: `immediate`, `batched` (gathered for
    /// `batch_minutes`), `digest` (once a day at `digest_hour`) or `none`.
    pub mail_mode: String,
    pub batch_minutes: i32,
    pub digest_hour: i16,
    /// No notification in these hours (held until they end); null: none.
    pub quiet_hours: Option<QuietHoursJson>,
    /// No notification on these weekdays (`mon` … `sun`).
    pub quiet_days: Vec<String>,
    /// Days off: the weekdays the person's clocks stand still (at most 3).
    pub days_off: Vec<String>,
    /// A declared absence: the last day away (in `time_zone`); null: here.
    /// Running clocks wait, and the days are drawn from the vacation allowance.
    pub away_until: Option<chrono::NaiveDate>,
    /// The moment that absence ends.
    pub away_ends_at: Option<chrono::DateTime<chrono::Utc>>,
    /// The vacation allowance left now, in seconds (it accrues day by day).
    pub vacation_left_seconds: i64,
    /// The year's allowance, in seconds: also the most one may hold.
    pub vacation_per_year_seconds: i64,
    /// The games whose notification mail is muted.
    pub muted_games: Vec<Uuid>,
}

impl SettingsJson {
    fn of(settings: Settings, muted_games: Vec<Uuid>) -> SettingsJson {
        SettingsJson {
            language: settings.language,
            time_zone: settings.time_zone.name().to_owned(),
            theme: settings.theme.code().to_owned(),
            mail_mode: settings.mail_mode,
            batch_minutes: settings.batch_minutes,
            digest_hour: settings.digest_hour,
            quiet_hours: settings
                .quiet
                .hours
                .map(|(from, to)| QuietHoursJson { from, to }),
            quiet_days: week_names(settings.quiet.days),
            days_off: week_names(settings.days_off),
            away_until: settings
                .away_until
                .map(|until| account_settings::last_day_away(until, settings.time_zone)),
            away_ends_at: settings.away_until,
            vacation_left_seconds: settings.vacation_left_seconds,
            vacation_per_year_seconds: crate::clocks::vacation::per_year_seconds(),
            muted_games,
        }
    }
}

/// Present (even as null) or absent: a field sent as null sets "none",
/// a field left out is not changed.
fn present<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// A change of settings: only the fields sent change, all checked before
/// any is saved.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SettingsChange {
    /// null: the browser's language.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>)]
    pub language: Option<Option<String>>,
    pub time_zone: Option<String>,
    pub theme: Option<String>,
    pub mail_mode: Option<String>,
    pub batch_minutes: Option<i32>,
    pub digest_hour: Option<i16>,
    /// null: no quiet hours.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<QuietHoursJson>)]
    pub quiet_hours: Option<Option<QuietHoursJson>>,
    pub quiet_days: Option<Vec<String>>,
    pub days_off: Option<Vec<String>>,
    /// The last day away (YYYY-MM-DD, in the time zone); null: back now.
    /// Refused when the allowance left does not cover it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<chrono::NaiveDate>)]
    pub away_until: Option<Option<chrono::NaiveDate>>,
}

async fn answer(
    state: &AppState,
    user: Uuid,
    settings: Settings,
) -> Result<HttpResponse, AppError> {
    let muted = account_settings::muted_games(&state.pool, user).await?;
    Ok(HttpResponse::Ok().json(SettingsJson::of(settings, muted)))
}

/// The caller's settings.
#[utoipa::path(get, path = "/api/v1/me/settings",
    responses((status = 200, body = SettingsJson), (status = 401, body = ApiError)))]
pub async fn show(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let settings = account_settings::current(&state.pool, api.user.id).await?;
    answer(&state, api.user.id, settings).await
}

/// Changes the fields sent (the settings page's Save and "I am back").
/// 400 or 422 with the reason in words, nothing changed, when any field
/// breaks its rules.
#[utoipa::path(patch, path = "/api/v1/me/settings", request_body = SettingsChange,
    responses((status = 200, body = SettingsJson), (status = 400, body = ApiError),
        (status = 422, body = ApiError)))]
pub async fn change(
    api: ApiUser,
    state: web::Data<AppState>,
    body: web::Json<SettingsChange>,
) -> Result<HttpResponse, AppError> {
    let body = body.into_inner();
    let change = Change {
        language: body.language,
        time_zone: body.time_zone,
        theme: body.theme,
        mail_mode: body.mail_mode,
        batch_minutes: body.batch_minutes,
        digest_hour: body.digest_hour,
        quiet_hours: body
            .quiet_hours
            .map(|hours| hours.map(|hours| (hours.from, hours.to))),
        quiet_days: body
            .quiet_days
            .as_deref()
            .map(|days| week_bits(days, "quiet_days"))
            .transpose()?,
        days_off: body
            .days_off
            .as_deref()
            .map(|days| week_bits(days, "days_off"))
            .transpose()?,
        away_until: body.away_until,
    };
    let settings = account_settings::change(&state.pool, api.user.id, change).await?;
    answer(&state, api.user.id, settings).await
}

/// No notification mail about this game for the caller, a player of it.
#[utoipa::path(put, path = "/api/v1/games/{id}/mail-mute", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError)))]
pub async fn mute_game(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    account_settings::mute_game(&state.pool, api.user.id, *id, true).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Notification mail about this game again.
#[utoipa::path(delete, path = "/api/v1/games/{id}/mail-mute", params(("id" = Uuid, Path)),
    responses((status = 204), (status = 403, body = ApiError), (status = 404, body = ApiError)))]
pub async fn unmute_game(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    account_settings::mute_game(&state.pool, api.user.id, *id, false).await?;
    Ok(HttpResponse::NoContent().finish())
}
