//! Watching: the games under way anyone may look at, and following a game
//! or a player to hear by mail how their games end. An onlooker sees what
//! the rules let a spectator see (the game page's `Viewer::Spectator`).

use crate::games::Registry;
use crate::watch;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{render, see_other, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct WatchQuery {
    /// A game kind, or empty for all.
    game: Option<String>,
    /// A player's name, or empty for anyone.
    player: Option<String>,
}

pub struct WatchLine {
    pub id: Uuid,
    pub game_name: String,
    pub players: String,
    pub steps: i64,
    pub updated: String,
    pub followed: bool,
}

#[derive(Template)]
#[template(path = "watch.html")]
struct WatchPage<'a> {
    ctx: &'a PageContext,
    kinds: Vec<(String, String)>,
    game: String,
    player: String,
    games: Vec<WatchLine>,
}

pub async fn index(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<WatchQuery>,
) -> Result<HttpResponse, AppError> {
    let filter = watch::Filter::parse(
        &state.registry,
        query.game.as_deref(),
        query.player.as_deref(),
    )?;
    let viewer = ctx.user.as_ref().map(|user| user.id);
    let games = watch::running(&state.pool, viewer, &filter)
        .await?
        .into_iter()
        .map(|game| WatchLine {
            id: game.id,
            game_name: Registry::any(&game.kind)
                .map(|entry| entry.engine.info().name.to_owned())
                .unwrap_or_else(|| game.kind.clone()),
            players: game
                .players
                .iter()
                .map(|player| player.username.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            steps: game.seq,
            updated: ctx.time(&game.updated_at),
            followed: game.followed,
        })
        .collect();
    render(&WatchPage {
        kinds: state
            .registry
            .all()
            .map(|entry| {
                let info = entry.engine.info();
                (info.id.to_owned(), info.name.to_owned())
            })
            .collect(),
        game: filter.kind.unwrap_or("").to_owned(),
        player: filter.player.unwrap_or_default(),
        games,
        ctx: &ctx,
    })
}

#[derive(Deserialize)]
pub struct FollowForm {
    /// "1" to follow, "0" to stop.
    follow: String,
    /// Where to come back to (a path on this site).
    back: Option<String>,
}

fn follow_flag(form: &FollowForm) -> Result<bool, AppError> {
    match form.follow.as_str() {
        "1" => Ok(true),
        "0" => Ok(false),
        _ => Err(AppError::bad_field("follow")),
    }
}

/// Only a path of this site: never an address elsewhere.
fn back_to(form: &FollowForm, fallback: &str) -> String {
    form.back
        .as_deref()
        .filter(|path| path.starts_with('/') && !path.starts_with("//") && !path.contains('\\'))
        .unwrap_or(fallback)
        .to_owned()
}

pub async fn follow_game(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<FollowForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let follow = follow_flag(&form)?;
    // A private game cannot be followed by whom it is hidden from.
    let game = crate::store::games::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    crate::web::game::visible_to(&state, &game, Some(user.id), None).await?;
    watch::follow_game(&state.pool, user.id, *id, follow).await?;
    ctx.flash(
        FlashLevel::Info,
        if follow {
            "watch-following"
        } else {
            "watch-unfollowed"
        },
    );
    Ok(see_other(&back_to(&form, &format!("/games/{id}"))))
}

pub async fn follow_player(
    ctx: PageContext,
    state: web::Data<AppState>,
    name: web::Path<String>,
    CheckedForm(form): CheckedForm<FollowForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let follow = follow_flag(&form)?;
    let username = watch::follow_player(&state.pool, user.id, &name, follow).await?;
    ctx.flash(
        FlashLevel::Info,
        if follow {
            "watch-following"
        } else {
            "watch-unfollowed"
        },
    );
    Ok(see_other(&back_to(&form, &format!("/users/{username}"))))
}
