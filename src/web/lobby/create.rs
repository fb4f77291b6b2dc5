use crate::clocks::time_control::{self, TimeControlError};
use crate::clocks::TimeControl;
use crate::games::Registry;
use crate::lobby::{self, ComputerLevel, CreateGame};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{render, see_other, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use scriptorium_games::core::OptionKind;
use serde::Deserialize;
use serde_json::{Map, Value};

/// An option ready for the form.
pub struct OptionField {
    pub name: String,
    pub label: String,
    pub help: String,
    pub seats: String,
    pub kind: FieldKind,
}

pub enum FieldKind {
    Checkbox {
        checked: bool,
    },
    Select {
        choices: Vec<(String, String, bool)>,
    },
    Number {
        min: i64,
        max: i64,
        value: i64,
    },
}

pub struct GameChoice {
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
    /// Whether it has a rules page, and its line of summary (a message id).
    pub has_rules: bool,
    pub summary: String,
}

#[derive(Template)]
#[template(path = "lobby/new.html")]
struct NewGamePage<'a> {
    ctx: &'a PageContext,
    games: Vec<GameChoice>,
    chosen: Option<GameChoice>,
    seat_choices: Vec<u8>,
    fields: Vec<OptionField>,
    /// Days per move, then Fischer: (code, words).
    days_presets: Vec<(&'static str, String)>,
    fischer_presets: Vec<(&'static str, String)>,
    default_preset: &'static str,
    /// The custom control's choices: (hours, words).
    per_move: Vec<(i32, String)>,
    banks: Vec<(i32, String)>,
    increments: Vec<(i32, String)>,
    caps: Vec<(i32, String)>,
}

/// Hours as (value, words) choices for a select.
fn hour_choices(ctx: &PageContext, hours: &[i32]) -> Vec<(i32, String)> {
    hours
        .iter()
        .map(|hours| (*hours, crate::clocks::words::hours_text(ctx.lang, *hours)))
        .collect()
}

#[derive(Deserialize)]
pub struct NewQuery {
    kind: Option<String>,
}

fn choice(info: &scriptorium_games::GameInfo) -> GameChoice {
    GameChoice {
        id: info.id,
        name: info.name,
        min_seats: info.min_seats,
        max_seats: info.max_seats,
        has_rules: crate::games::Registry::any(info.id).is_some_and(|entry| entry.rules.is_some()),
        summary: format!("rules-{}-summary", info.id),
    }
}

pub async fn form(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<NewQuery>,
) -> Result<HttpResponse, AppError> {
    ctx.require_user()?;
    let registry: &Registry = &state.registry;
    let games = registry
        .all()
        .map(|entry| choice(&entry.engine.info()))
        .collect();
    let chosen = query.kind.as_deref().and_then(|kind| registry.get(kind));
    let (chosen, seat_choices, fields) = match chosen {
        None => (None, vec![], vec![]),
        Some(entry) => {
            let info = entry.engine.info();
            let fields = info
                .options
                .iter()
                .map(|spec| OptionField {
                    name: format!("opt.{}", spec.key),
                    label: ctx.t(spec.label).to_owned(),
                    help: ctx.t(spec.help).to_owned(),
                    seats: if spec.seats == (info.min_seats, info.max_seats) {
                        String::new()
                    } else {
                        format!("{}–{}", spec.seats.0, spec.seats.1)
                    },
                    kind: match &spec.kind {
                        OptionKind::Bool { default } => FieldKind::Checkbox { checked: *default },
                        OptionKind::Choice { choices, default } => FieldKind::Select {
                            choices: choices
                                .iter()
                                .map(|(value, text)| {
                                    (value.to_string(), ctx.t(text).to_owned(), value == default)
                                })
                                .collect(),
                        },
                        OptionKind::Integer { min, max, default } => FieldKind::Number {
                            min: *min,
                            max: *max,
                            value: *default,
                        },
                    },
                })
                .collect();
            (
                Some(choice(&info)),
                (info.min_seats..=info.max_seats).collect(),
                fields,
            )
        }
    };
    let presets = |prefix: &str| {
        time_control::PRESETS
            .iter()
            .filter(|preset| preset.code.starts_with(prefix))
            .map(|preset| {
                (
                    preset.code,
                    crate::clocks::words::describe(ctx.lang, &preset.control),
                )
            })
            .collect()
    };
    render(&NewGamePage {
        ctx: &ctx,
        games,
        chosen,
        seat_choices,
        fields,
        days_presets: presets("days-"),
        fischer_presets: presets("fischer-"),
        default_preset: time_control::DEFAULT_PRESET,
        per_move: hour_choices(&ctx, &[6, 12, 24, 48, 72, 120, 168, 336]),
        banks: hour_choices(&ctx, &[12, 24, 48, 72, 168, 336]),
        increments: hour_choices(&ctx, &[1, 6, 12, 24, 48, 72]),
        caps: hour_choices(&ctx, &[24, 48, 72, 168, 336, 672]),
    })
}

/// Builds the options object from the form's `opt.*` fields, typed by the
/// game's option descriptions. Unknown fields are ignored.
pub fn options_from_fields(
    entry: &crate::games::GameEntry,
    fields: &[(String, String)],
) -> Result<Value, AppError> {
    let info = entry.engine.info();
    let mut options = Map::new();
    for spec in &info.options {
        let name = format!("opt.{}", spec.key);
        let raw = fields
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, v)| v.as_str());
        let value = match (&spec.kind, raw) {
            (OptionKind::Bool { .. }, raw) => Value::Bool(matches!(raw, Some("on" | "true" | "1"))),
            (_, None) => continue,
            (OptionKind::Choice { .. }, Some(raw)) => Value::String(raw.to_owned()),
            (OptionKind::Integer { .. }, Some(raw)) => Value::from(
                raw.trim()
                    .parse::<i64>()
                    .map_err(|_| AppError::bad_field(spec.key))?,
            ),
        };
        options.insert(spec.key.to_owned(), value);
    }
    Ok(Value::Object(options))
}

fn field<'a>(fields: &'a [(String, String)], name: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.as_str())
}

enum Refused {
    /// A field that is not even a number: the form was not ours.
    Field(&'static str),
    /// A control outside what the service keeps.
    Control(TimeControlError),
}

/// The time control the form chose: a preset by name, or, with `custom` (or
/// from a form that predates the presets), the custom fields: `time_limit`
/// (hours per move or `none`), `time_bank`, `time_increment`, `time_cap`.
fn time_control_from_fields(fields: &[(String, String)]) -> Result<TimeControl, Refused> {
    match field(fields, "time_control") {
        None | Some("custom") => {}
        Some(code) => return time_control::preset(code).map_err(Refused::Control),
    }
    let hours = |name: &'static str| -> Result<Option<i32>, Refused> {
        match field(fields, name).map(str::trim) {
            None | Some("" | "none" | "0") => Ok(None),
            Some(hours) => hours.parse().map(Some).map_err(|_| Refused::Field(name)),
        }
    };
    time_control::custom(
        hours("time_limit")?,
        hours("time_bank")?.unwrap_or(0),
        hours("time_increment")?.unwrap_or(0),
        hours("time_cap")?,
    )
    .map_err(Refused::Control)
}

/// The computer players asked for: how many of each level.
fn computers_from_fields(fields: &[(String, String)]) -> Result<Vec<ComputerLevel>, AppError> {
    let mut computers = Vec::new();
    for level in [ComputerLevel::Easy, ComputerLevel::Strong] {
        let name = format!("computers_{}", level.code());
        let count: usize = match field(fields, &name).map(str::trim) {
            None | Some("") => 0,
            Some(count) => count
                .parse()
                .ok()
                .filter(|count| *count <= 5)
                .ok_or_else(|| AppError::bad_field(&name))?,
        };
        computers.extend(std::iter::repeat_n(level, count));
    }
    Ok(computers)
}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(fields): CheckedForm<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let kind = field(&fields, "kind").unwrap_or_default();
    let entry = state.registry.get(kind).ok_or(AppError::NotFound)?;
    let seats: u8 = field(&fields, "seats")
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| AppError::bad_field("seats"))?;
    let time_control = match time_control_from_fields(&fields) {
        Ok(control) => control,
        Err(Refused::Field(name)) => return Err(AppError::bad_field(name)),
        // Said in words, in the reader's language (422).
        Err(Refused::Control(error)) => return Err(lobby::LobbyError::from(error).into()),
    };
    let created = lobby::create(
        &state.pool,
        &state.registry,
        state.computer_caps,
        user.id,
        CreateGame {
            kind: kind.to_owned(),
            seats,
            options: options_from_fields(entry, &fields)?,
            time_control,
            invite_only: field(&fields, "invite_only").is_some(),
            private: field(&fields, "private").is_some(),
            chat_private: field(&fields, "chat_private").is_some(),
            team_talk: field(&fields, "team_talk").is_some(),
            timeout_policy: match field(&fields, "timeout_policy") {
                None | Some("") => lobby::TimeoutPolicy::default(),
                Some(code) => lobby::TimeoutPolicy::parse(code)
                    .ok_or_else(|| AppError::bad_field("timeout_policy"))?,
            },
            computers: computers_from_fields(&fields)?,
        },
    )
    .await;
    let back = format!("/games/new?kind={}", entry.engine.info().id);
    let id = match super::or_back_with_share_message(&ctx, created, &back)? {
        Ok(id) => id,
        Err(back) => return Ok(back),
    };
    ctx.flash(FlashLevel::Info, "lobby-created");
    Ok(see_other(&format!("/games/{id}")))
}
