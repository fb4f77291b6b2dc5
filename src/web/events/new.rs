//! The event form: `/events/new` creates one; `/events/{id}/rules` changes
//! its rules, which the event accepts only before its start.

use super::form::{self, FormValues};
use crate::store::events as store;
use crate::tournaments;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{render, see_other, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::Utc;
use scriptorium_events::{EventAction, Rules};
use serde::Deserialize;
use uuid::Uuid;

pub struct Choice {
    pub value: String,
    pub text: String,
    pub selected: bool,
}

#[derive(Template)]
#[template(path = "events/new.html")]
struct EventFormPage<'a> {
    ctx: &'a PageContext,
    /// Where the form posts: `/events`, or the event's rules.
    action: String,
    values: FormValues,
    games: Vec<Choice>,
    formats: Vec<Choice>,
    times: Vec<Choice>,
}

fn page(
    ctx: &PageContext,
    state: &AppState,
    action: String,
    values: FormValues,
) -> Result<HttpResponse, AppError> {
    let games = state
        .registry
        .all()
        .map(|entry| {
            let info = entry.engine.info();
            Choice {
                value: info.id.to_owned(),
                text: format!("{} ({}–{})", info.name, info.min_seats, info.max_seats),
                selected: info.id == values.kind,
            }
        })
        .collect();
    let formats = form::FORMATS
        .iter()
        .map(|code| Choice {
            value: (*code).to_owned(),
            text: ctx
                .t(&format!("events-format-{}", code.replace('_', "-")))
                .to_owned(),
            selected: *code == values.format,
        })
        .collect();
    let times = form::TIME_CHOICES
        .iter()
        .map(|&hours| Choice {
            value: hours.to_string(),
            text: if hours == 0 {
                ctx.t("events-no-limit").to_owned()
            } else {
                crate::clocks::words::hours_text(ctx.lang, hours as i32)
            },
            selected: hours == values.hours,
        })
        .collect();
    render(&EventFormPage {
        ctx,
        action,
        values,
        games,
        formats,
        times,
    })
}

#[derive(Deserialize)]
pub struct NewQuery {
    kind: Option<String>,
}

pub async fn form(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<NewQuery>,
) -> Result<HttpResponse, AppError> {
    ctx.require_user()?;
    let kind = query.kind.clone().unwrap_or_else(|| "torres".into());
    page(&ctx, &state, "/events".into(), FormValues::new_event(&kind))
}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(fields): CheckedForm<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let now = Utc::now();
    let (name, rules) = form::rules_from_fields(&fields, now)?;
    match tournaments::create(&state.pool, &state.registry, user.id, &name, rules, now).await {
        Ok(id) => {
            ctx.flash(FlashLevel::Info, "events-created");
            Ok(see_other(&super::event_path(id)))
        }
        Err(error) => match error.message_key() {
            Some(key) => {
                ctx.flash(FlashLevel::Error, key);
                Ok(see_other("/events/new"))
            }
            None => Err(error.into()),
        },
    }
}

/// The rules in force, in the form, for the organizer to change.
pub async fn edit(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let event = store::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    if event.organizer != user.id {
        return Err(AppError::Forbidden("events-not-organizer"));
    }
    let rules = super::show::fold(&event)?.rules.ok_or(AppError::NotFound)?;
    let values = FormValues::of_rules(&event.name, &rules, Utc::now());
    page(&ctx, &state, format!("/events/{id}/rules"), values)
}

pub async fn change(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(fields): CheckedForm<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let now = Utc::now();
    let (_, rules): (String, Rules) = form::rules_from_fields(&fields, now)?;
    let changed = tournaments::organize(
        &state.pool,
        &state.registry,
        *id,
        user.id,
        EventAction::ChangeRules { rules },
        now,
    )
    .await;
    super::answer(
        &ctx,
        changed,
        "events-rules-changed",
        &super::event_path(*id),
    )
}
