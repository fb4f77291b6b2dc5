//! The talk section of the game page, and its forms: post, edit, delete,
//! hide, the private note, muting a user.

use crate::rate_limit::{self, TALK_PER_ACCOUNT};
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, GameRecord, PageExtras};
use crate::store::talk as talk_store;
use crate::support::input;
use crate::talk;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use chrono::{Duration, Utc};
use serde::Deserialize;
use sqlx::PgPool;
use uuid::Uuid;

pub struct MessageView {
    pub id: i64,
    pub author: String,
    pub author_is_me: bool,
    pub team: bool,
    /// Escaped and linkified; or a placeholder for deleted and hidden messages.
    pub html: String,
    pub time: String,
    pub at_seq: i64,
    pub edited: bool,
    pub removed: bool,
    pub hidden: bool,
    pub can_change: bool,
    pub can_hide: bool,
    pub raw: String,
}

pub struct TalkSection {
    pub readable: bool,
    pub messages: Vec<MessageView>,
    pub can_post: bool,
    pub has_team: bool,
    pub note: Option<String>,
}

impl TalkSection {
    pub fn hidden() -> TalkSection {
        TalkSection {
            readable: false,
            messages: vec![],
            can_post: false,
            has_team: false,
            note: None,
        }
    }
}

pub fn message_views(
    ctx: &PageContext,
    game: &GameRecord,
    rows: &[talk_store::MessageRow],
) -> Vec<MessageView> {
    let me = ctx.user.as_ref().map(|user| user.id);
    let now = Utc::now();
    rows.iter()
        .map(|row| {
            let removed = row.deleted_at.is_some();
            let hidden = row.hidden_at.is_some();
            let html = if removed {
                ctx.t("talk-deleted").to_owned()
            } else if hidden {
                ctx.t("talk-hidden").to_owned()
            } else {
                talk::render_body(&row.body)
            };
            MessageView {
                id: row.id,
                author: row.author.clone(),
                author_is_me: Some(row.author_id) == me,
                team: row.team.is_some(),
                html,
                time: ctx.time(&row.created_at),
                at_seq: row.at_seq,
                edited: row.edited_at.is_some(),
                removed,
                hidden,
                can_change: Some(row.author_id) == me
                    && !removed
                    && now - row.created_at <= Duration::minutes(talk::EDIT_MINUTES),
                can_hide: me == Some(game.created_by) && row.team.is_none() && !removed,
                raw: if removed || hidden {
                    String::new()
                } else {
                    row.body.clone()
                },
            }
        })
        .collect()
}

pub async fn section(
    pool: &PgPool,
    ctx: &PageContext,
    game: &GameRecord,
    extras: &PageExtras,
) -> Result<TalkSection, AppError> {
    let me = ctx.user.as_ref().map(|user| user.id);
    let Some(audience) = talk::audience(game, me) else {
        return Ok(TalkSection::hidden());
    };
    let rows = match extras.has_talk {
        Some(false) => vec![],
        _ => talk::read(pool, game, me).await?,
    };
    let is_player = me.is_some_and(|me| game.is_player(me));
    Ok(TalkSection {
        readable: true,
        messages: message_views(ctx, game, &rows),
        can_post: is_player && game.status != GameStatus::Cancelled,
        has_team: audience.team.is_some(),
        // The note comes with the game row (one read), for its author only.
        note: is_player.then(|| extras.my_note.clone().unwrap_or_default()),
    })
}

async fn game_of(state: &AppState, id: Uuid) -> Result<GameRecord, AppError> {
    game_store::load(&state.pool, id)
        .await?
        .ok_or(AppError::NotFound)
}

fn back(id: Uuid) -> HttpResponse {
    see_other(&format!("/games/{id}#talk"))
}

#[derive(Deserialize)]
pub struct PostForm {
    body: String,
    to: Option<String>,
}

pub async fn post(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<PostForm>,
) -> Result<HttpResponse, AppError> {
    let body = input::Message::parse("body", &form.body)?;
    let user = ctx.require_user()?;
    rate_limit::spend(&state.pool, &TALK_PER_ACCOUNT, &user.id.to_string()).await?;
    let game = game_of(&state, *id).await?;
    talk::post(
        &state.pool,
        &game,
        user.id,
        &user.username,
        form.to.as_deref() == Some("team"),
        body.as_str(),
    )
    .await?;
    ctx.flash(FlashLevel::Info, "talk-posted");
    Ok(back(*id))
}

#[derive(Deserialize)]
pub struct EditForm {
    body: String,
}

pub async fn edit(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
    CheckedForm(form): CheckedForm<EditForm>,
) -> Result<HttpResponse, AppError> {
    let (id, message) = path.into_inner();
    let body = input::Message::parse("body", &form.body)?;
    let user = ctx.require_user()?;
    let game = game_of(&state, id).await?;
    talk::edit(&state.pool, &game, user.id, message, body.as_str()).await?;
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct EmptyForm {}

pub async fn delete(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, message) = path.into_inner();
    let user = ctx.require_user()?;
    let game = game_of(&state, id).await?;
    talk::delete(&state.pool, &game, user.id, message).await?;
    Ok(back(id))
}

#[derive(Deserialize)]
pub struct HideForm {
    hidden: String,
}

pub async fn hide(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64)>,
    CheckedForm(form): CheckedForm<HideForm>,
) -> Result<HttpResponse, AppError> {
    let (id, message) = path.into_inner();
    let user = ctx.require_user()?;
    let game = game_of(&state, id).await?;
    talk::hide(&state.pool, &game, user.id, message, form.hidden == "1").await?;
    Ok(back(id))
}

pub async fn note(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<EditForm>,
) -> Result<HttpResponse, AppError> {
    let body = input::Note::parse("body", &form.body)?;
    let user = ctx.require_user()?;
    let game = game_of(&state, *id).await?;
    talk::save_note(&state.pool, &game, user.id, body.as_str()).await?;
    ctx.flash(FlashLevel::Info, "talk-saved");
    Ok(see_other(&format!("/games/{id}#note")))
}

#[derive(Deserialize)]
pub struct MuteForm {
    on: String,
    back: Option<String>,
}

pub async fn mute(
    ctx: PageContext,
    state: web::Data<AppState>,
    name: web::Path<String>,
    CheckedForm(form): CheckedForm<MuteForm>,
) -> Result<HttpResponse, AppError> {
    let name = input::LookupName::parse("name", &name)?;
    let back = match form.back.as_deref() {
        None | Some("") => "/",
        Some(raw) => input::local_redirect("back", raw)?,
    };
    let user = ctx.require_user()?;
    talk::mute_player(&state.pool, user.id, name.as_str(), form.on == "1").await?;
    Ok(see_other(back))
}

#[derive(Deserialize)]
pub struct MailMuteForm {
    muted: String,
}

/// Per game: no notification mail about it (or again).
pub async fn mute_game_mail(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<MailMuteForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    crate::accounts::settings::mute_game(&state.pool, user.id, *id, form.muted == "1").await?;
    Ok(see_other(&format!("/games/{id}#side")))
}
