use crate::accounts;
use crate::accounts::{sessions as account_sessions, settings as account_settings};
use crate::store::{sessions, users};
use crate::support::input;
use crate::web::client::ClientAddress;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::{self, FlashLevel};
use crate::web::{render, see_other, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;
use uuid::Uuid;

#[derive(Template)]
#[template(path = "accounts/settings.html")]
struct SettingsPage<'a> {
    ctx: &'a PageContext,
    language: &'a str,
    /// Each language's code and own name.
    languages: Vec<(&'static str, &'static str)>,
    time_zone: &'a str,
    /// How the pages look (`device`, `light`, `dark`), and the choices with
    /// their words.
    theme: &'static str,
    themes: [(&'static str, &'static str); 3],
    email: String,
    email_verified: bool,
    /// The zones the time-zone field suggests as one types.
    zone_names: Vec<&'static str>,
    /// The user still has the default zone, so the page may propose the
    /// browser's (the table has no "chosen" flag; UTC is the default).
    propose_zone: bool,
    new_token: Option<String>,
    mail_mode: String,
    batch_minutes: i32,
    digest_hour: i16,
    /// Quiet hours: from and to ("" when none), and the quiet weekdays.
    quiet_from: String,
    quiet_to: String,
    quiet_days: [bool; 7],
    /// The weekdays the clocks stand still.
    days_off: [bool; 7],
    /// What is left of the vacation allowance, and a year's, in words.
    vacation_line: String,
    away_until: String,
    failures: Vec<(String, String, String)>,
    /// The devices push notifications go to, and the server's key to
    /// subscribe this one with.
    devices: Vec<DeviceLine>,
    push_key: String,
    /// The viewer's webhooks and their games' (`super::webhook_section`), and a
    /// signed hook's secret just made, shown this once.
    webhooks: super::webhook_section::Section,
    new_webhook_secret: Option<String>,
    sessions: Vec<SessionLine>,
    tokens: Vec<TokenLine>,
    /// The players this one blocked (name, since when).
    blocked: Vec<(String, String)>,
    /// The viewer is an administrator: a link to the admin pages.
    is_admin: bool,
}

/// One device push notifications go to.
struct DeviceLine {
    id: i64,
    device: String,
    added: String,
    last_sent: Option<String>,
}

/// The regions of the IANA database; other names (`US/Eastern`, `EST5EDT`,
/// `Etc/GMT+5`) are old aliases that only clutter a list read on a phone.
const ZONE_REGIONS: [&str; 10] = [
    "Africa",
    "America",
    "Antarctica",
    "Arctic",
    "Asia",
    "Atlantic",
    "Australia",
    "Europe",
    "Indian",
    "Pacific",
];

/// The zones the field suggests: UTC, then each region's. A `current` zone
/// outside the regions (set before the list existed) is suggested too, so
/// that saving the page unchanged keeps it. A typed field with suggestions,
/// not a drop-down: a list of some 500 zones is no choice to scroll on a
/// phone, and typing "Paris" finds "Europe/Paris" at once.
fn zone_names(current: &str) -> Vec<&'static str> {
    let mut names = vec!["UTC"];
    for region in ZONE_REGIONS {
        names.extend(
            chrono_tz::TZ_VARIANTS
                .iter()
                .map(|tz| tz.name())
                .filter(|name| name.split_once('/').is_some_and(|(head, _)| head == region)),
        );
    }
    if !names.contains(&current) {
        if let Ok(tz) = current.parse::<chrono_tz::Tz>() {
            names.push(tz.name());
        }
    }
    names
}

/// The away date as the form shows it: the last day away, in the user's
/// zone. The stored instant is the midnight that ends that day, so it is
/// stepped back a second; otherwise each Save would add a day.
fn away_date_shown(until: Option<chrono::DateTime<chrono::Utc>>, tz: chrono_tz::Tz) -> String {
    until
        .filter(|until| *until > chrono::Utc::now())
        .map(|until| {
            (until - chrono::Duration::seconds(1))
                .with_timezone(&tz)
                .format("%Y-%m-%d")
                .to_string()
        })
        .unwrap_or_default()
}

/// A browser session as the settings page lists it.
struct SessionLine {
    id: Uuid,
    device: String,
    since: String,
    last_seen: String,
    current: bool,
}

/// An API token as the settings page lists it.
struct TokenLine {
    id: Uuid,
    label: String,
    created: String,
    last_used: Option<String>,
    /// What it may do, in words ("read, play").
    scopes: String,
}

/// "Firefox on Android": enough to tell one's devices apart, from the
/// User-Agent the browser sent when the session started.
fn device_of(user_agent: &str) -> String {
    const BROWSERS: [(&str, &str); 6] = [
        ("Firefox/", "Firefox"),
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Chromium/", "Chromium"),
        ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
    ];
    const SYSTEMS: [(&str, &str); 7] = [
        ("Android", "Android"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ];
    let browser = BROWSERS
        .iter()
        .find(|(mark, _)| user_agent.contains(mark))
        .map(|(_, name)| *name);
    let system = SYSTEMS
        .iter()
        .find(|(mark, _)| user_agent.contains(mark))
        .map(|(_, name)| *name);
    match (browser, system) {
        (Some(browser), Some(system)) => format!("{browser} · {system}"),
        (Some(name), None) | (None, Some(name)) => name.to_owned(),
        (None, None) => user_agent.chars().take(40).collect(),
    }
}

pub(super) async fn page(
    ctx: &PageContext,
    state: &AppState,
    new_token: Option<String>,
    new_webhook_secret: Option<String>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let recipient = users::recipient_by_id(&state.pool, user.id)
        .await?
        .ok_or(AppError::LoginRequired)?;
    let failures = crate::store::outbox::failures_of(&state.pool, user.id)
        .await?
        .into_iter()
        .map(|row| {
            (
                row.failed_at.map(|at| ctx.time(&at)).unwrap_or_default(),
                row.subject.unwrap_or_else(|| row.kind.code().to_owned()),
                row.last_error.unwrap_or_default(),
            )
        })
        .collect();
    let sessions = sessions::list(&state.pool, user.id)
        .await?
        .into_iter()
        .map(|row| SessionLine {
            current: row.id == user.session_id,
            id: row.id,
            device: device_of(&row.user_agent),
            since: ctx.time(&row.created_at),
            last_seen: ctx.time(&row.last_seen_at),
        })
        .collect();
    let tokens = sessions::tokens(&state.pool, user.id)
        .await?
        .into_iter()
        .map(|row| TokenLine {
            id: row.id,
            label: row.label,
            created: ctx.time(&row.created_at),
            last_used: row.last_used_at.map(|at| ctx.time(&at)),
            scopes: crate::accounts::scopes::Scopes::from_codes(&row.scopes)
                .codes()
                .iter()
                .map(|code| ctx.t(&format!("settings-token-scope-{code}")).to_owned())
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect();
    let blocked = crate::moderation::blocked_by(&state.pool, user.id)
        .await?
        .into_iter()
        .map(|player| (player.username, ctx.time(&player.blocked_at)))
        .collect();
    let is_admin = crate::moderation::admin::admin(&state.pool, &state.admins, user.id)
        .await?
        .is_some();
    render(&SettingsPage {
        blocked,
        is_admin,
        ctx,
        language: user.language.as_deref().unwrap_or(""),
        languages: crate::support::i18n::languages(),
        time_zone: &user.time_zone,
        theme: user.theme.code(),
        themes: [
            ("device", "settings-theme-device"),
            ("light", "settings-theme-light"),
            ("dark", "settings-theme-dark"),
        ],
        email: recipient.email.clone(),
        email_verified: crate::store::account_lifecycle::is_verified(&state.pool, user.id).await?,
        zone_names: zone_names(&user.time_zone),
        propose_zone: user.time_zone == "UTC",
        new_token,
        mail_mode: recipient.mail_mode,
        batch_minutes: recipient.mail_batch_minutes,
        digest_hour: recipient.digest_hour,
        quiet_from: recipient
            .quiet_from
            .map(|h| h.to_string())
            .unwrap_or_default(),
        quiet_to: recipient
            .quiet_to
            .map(|h| h.to_string())
            .unwrap_or_default(),
        quiet_days: std::array::from_fn(|day| recipient.quiet_days & (1 << day) != 0),
        days_off: std::array::from_fn(|day| recipient.clock_days_off & (1 << day) != 0),
        vacation_line: crate::support::i18n::t_args(
            ctx.lang,
            "settings-vacation-allowance",
            &[
                (
                    "left",
                    crate::clocks::words::left_text(
                        ctx.lang,
                        crate::clocks::vacation::left_now(&state.pool, user.id, chrono::Utc::now())
                            .await?
                            / 60,
                    )
                    .into(),
                ),
                (
                    "days",
                    (crate::clocks::vacation::per_year_seconds() / 86_400).into(),
                ),
            ],
        ),
        away_until: away_date_shown(recipient.away_until, ctx.account_zone()),
        failures,
        devices: crate::store::push::of_user(&state.pool, user.id)
            .await?
            .into_iter()
            .map(|row| DeviceLine {
                id: row.id,
                device: row.device,
                added: ctx.time(&row.created_at),
                last_sent: row.last_sent_at.map(|at| ctx.time(&at)),
            })
            .collect(),
        push_key: state.vapid.public_key.clone(),
        webhooks: super::webhook_section::section(ctx, state, user.id).await?,
        new_webhook_secret,
        sessions,
        tokens,
    })
}

pub async fn show(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    page(&ctx, &state, None, None).await
}

/// The one settings form: preferences, mail and vacation, saved together.
#[derive(Deserialize)]
pub struct SettingsForm {
    language: String,
    time_zone: String,
    /// How the pages look (`device`, `light`, `dark`); absent: unchanged.
    theme: Option<String>,
    mode: String,
    batch_minutes: i32,
    digest_hour: i16,
    /// Quiet hours: an hour (0–23) each, or both empty.
    #[serde(default)]
    quiet_from: String,
    #[serde(default)]
    quiet_to: String,
    /// Quiet weekdays, one box each (Monday first): present when ticked.
    quiet_mon: Option<String>,
    quiet_tue: Option<String>,
    quiet_wed: Option<String>,
    quiet_thu: Option<String>,
    quiet_fri: Option<String>,
    quiet_sat: Option<String>,
    quiet_sun: Option<String>,
    /// Days off for the clocks, one box each (Monday first).
    off_mon: Option<String>,
    off_tue: Option<String>,
    off_wed: Option<String>,
    off_thu: Option<String>,
    off_fri: Option<String>,
    off_sat: Option<String>,
    off_sun: Option<String>,
    /// A date (YYYY-MM-DD) in the user's zone, or empty: not away.
    until: String,
}

/// The ticked boxes of a week as a set of weekdays (bit 0 Monday).
fn weekdays(ticked: [&Option<String>; 7]) -> u8 {
    ticked
        .iter()
        .enumerate()
        .filter(|(_, ticked)| ticked.is_some())
        .fold(0u8, |days, (day, _)| days | (1 << day))
}

/// The form's quiet hours: an hour (0–23) in each field, or both empty.
fn quiet_hours(form: &SettingsForm) -> Result<Option<(u8, u8)>, AppError> {
    let hour = |text: &str| -> Result<Option<u8>, AppError> {
        match text.trim() {
            "" => Ok(None),
            text => text
                .parse::<u8>()
                .ok()
                .filter(|hour| *hour < 24)
                .map(Some)
                .ok_or_else(|| AppError::bad_field("quiet")),
        }
    };
    match (hour(&form.quiet_from)?, hour(&form.quiet_to)?) {
        (None, None) => Ok(None),
        (Some(from), Some(to)) => Ok(Some((from, to))),
        _ => Err(AppError::bad_request("settings-quiet-both-hours")),
    }
}

/// The form's "away until" field: a date, or empty (back now).
fn away_date(text: &str) -> Result<Option<chrono::NaiveDate>, AppError> {
    match text.trim() {
        "" => Ok(None),
        text => chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| AppError::bad_date(text)),
    }
}

/// Saves the whole form, or nothing (`accounts::settings::change` checks
/// every part before it writes any).
pub async fn save(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<SettingsForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let before = account_settings::current(&state.pool, user.id).await?;
    // The form sends the away date back on every Save; only a changed one
    // is applied, so saving the language never moves a vacation (nor
    // re-reads its date in a newly chosen zone).
    let away_changed = form.until.trim() != away_date_shown(before.away_until, ctx.account_zone());
    let change = account_settings::Change {
        language: Some(Some(form.language.clone()).filter(|code| !code.is_empty())),
        time_zone: Some(form.time_zone.clone()),
        theme: form.theme.clone(),
        mail_mode: Some(form.mode.clone()),
        batch_minutes: Some(form.batch_minutes),
        digest_hour: Some(form.digest_hour),
        quiet_hours: Some(quiet_hours(&form)?),
        quiet_days: Some(weekdays([
            &form.quiet_mon,
            &form.quiet_tue,
            &form.quiet_wed,
            &form.quiet_thu,
            &form.quiet_fri,
            &form.quiet_sat,
            &form.quiet_sun,
        ])),
        days_off: Some(weekdays([
            &form.off_mon,
            &form.off_tue,
            &form.off_wed,
            &form.off_thu,
            &form.off_fri,
            &form.off_sat,
            &form.off_sun,
        ])),
        away_until: if away_changed {
            Some(away_date(&form.until)?)
        } else {
            None
        },
    };
    let after = account_settings::change(&state.pool, user.id, change).await?;
    let mut updated = user;
    updated.theme = after.theme;
    updated.language = after.language;
    updated.time_zone = after.time_zone.name().to_owned();
    let _ = ctx.session.insert("user", &updated);
    session::flash(&ctx.session, FlashLevel::Info, "settings-saved", None);
    Ok(see_other("/settings"))
}

#[derive(Deserialize)]
pub struct AwayForm {
    /// A date (YYYY-MM-DD) in the user's zone, or empty: back now.
    until: String,
}

/// "I am here": ending a vacation is an action of its own beside Save, one
/// tap on a phone instead of clearing a date field. It also accepts a date.
pub async fn save_away(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<AwayForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let change = account_settings::Change {
        away_until: Some(away_date(&form.until)?),
        ..account_settings::Change::default()
    };
    account_settings::change(&state.pool, user.id, change).await?;
    ctx.flash(FlashLevel::Info, "settings-saved");
    Ok(see_other("/settings#away"))
}

#[derive(Deserialize)]
pub struct TokenForm {
    label: String,
    password: String,
    /// The boxes "may play" and "may change the account": present when
    /// ticked (every token may read).
    play: Option<String>,
    account: Option<String>,
}

/// Creates an API token, shown once on the page that answers. It asks for
/// the password: a token outlives the session that made it.
pub async fn create_token(
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<TokenForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let label = input::Label::parse("label", &form.label)?;
    let password = input::Password::given("password", &form.password)?;
    match accounts::issue_api_token(
        &state.pool,
        user.id,
        password.expose(),
        label.as_str(),
        crate::accounts::scopes::Scopes {
            play: form.play.is_some(),
            account: form.account.is_some(),
        },
        &client.limit_key(),
    )
    .await
    {
        Ok(token) => page(&ctx, &state, Some(token), None).await,
        Err(accounts::IssueError::Account(accounts::AccountError::BadLogin)) => {
            ctx.flash(FlashLevel::Error, "settings-password-wrong");
            Ok(see_other("/settings#tokens"))
        }
        Err(error) => Err(error.into()),
    }
}

#[derive(Deserialize)]
pub struct PasswordForm {
    current: String,
    new: String,
    /// The box "sign out everywhere else and end every API token" (shown
    /// ticked; an unticked box sends nothing).
    #[serde(default)]
    everywhere: Option<String>,
}

/// Changes the password; this session stays, every other one and every API
/// token end when the box is ticked.
pub async fn change_password(
    client: ClientAddress,
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<PasswordForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let current = input::Password::given("current", &form.current)?;
    let new = input::Password::given("new", &form.new)?;
    let reach = if form.everywhere.is_some() {
        accounts::PasswordChange::Everywhere
    } else {
        accounts::PasswordChange::PasswordOnly
    };
    match accounts::change_password(
        &state.pool,
        user.id,
        user.session_id,
        (current.expose(), new.expose()),
        reach,
        &client.limit_key(),
    )
    .await
    {
        Ok(()) if reach == accounts::PasswordChange::Everywhere => {
            ctx.flash(FlashLevel::Info, "settings-password-changed-everywhere")
        }
        Ok(()) => ctx.flash(FlashLevel::Info, "settings-password-changed"),
        Err(accounts::AccountError::BadLogin) => {
            ctx.flash(FlashLevel::Error, "settings-password-wrong")
        }
        Err(accounts::AccountError::BadPassword) => {
            ctx.flash(FlashLevel::Error, "account-bad-password")
        }
        Err(error) => return Err(error.into()),
    }
    Ok(see_other("/settings#password"))
}

#[derive(Deserialize)]
pub struct EmptyForm {}

pub async fn revoke_token(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    if !account_sessions::revoke_token(&state.pool, user.id, *id).await? {
        return Err(AppError::NotFound);
    }
    ctx.flash(FlashLevel::Info, "settings-token-revoked");
    Ok(see_other("/settings#tokens"))
}

/// Ends one of the user's other sessions (their own current one is ended by
/// logging out).
pub async fn end_session(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    if !account_sessions::end(&state.pool, user.id, *id).await? {
        return Err(AppError::NotFound);
    }
    if *id == user.session_id {
        session::clear(&ctx.session);
        ctx.flash(FlashLevel::Info, "account-logged-out");
        return Ok(see_other("/"));
    }
    ctx.flash(FlashLevel::Info, "settings-session-ended");
    Ok(see_other("/settings#sessions"))
}

/// "Log out everywhere": every session of the user ends, this one too.
pub async fn end_all_sessions(
    ctx: PageContext,
    state: web::Data<AppState>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    account_sessions::end_all(&state.pool, user.id).await?;
    session::clear(&ctx.session);
    ctx.flash(FlashLevel::Info, "settings-logged-out-everywhere");
    Ok(see_other("/login"))
}
