//! The archive of finished games, with filters, and each user's record.

use crate::archive::{self, ArchiveFilter, ArchivedGame};
use crate::games::Registry;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{NaiveDate, TimeZone};
use scriptorium_games::{Outcome, Seat};
use serde::Deserialize;

pub struct ArchiveLine {
    pub id: String,
    pub game_name: String,
    pub finished: String,
    pub players: String,
    pub winners: String,
}

/// A duration in the largest unit that keeps it readable ("2 days",
/// "5 hours", "12 minutes").
fn duration_text(ctx: &PageContext, secs: f64) -> String {
    let minutes = (secs / 60.0).round().max(1.0) as i64;
    let (count, unit) = match minutes {
        m if m < 120 => (m, "minute"),
        m if m < 48 * 60 => ((m as f64 / 60.0).round() as i64, "hour"),
        m => ((m as f64 / 1440.0).round() as i64, "day"),
    };
    crate::support::i18n::t_args(
        ctx.lang,
        "duration",
        &[("count", count.into()), ("unit", unit.into())],
    )
}

fn game_name(kind: &str) -> String {
    Registry::any(kind)
        .map(|entry| entry.engine.info().name.to_owned())
        .unwrap_or_else(|| kind.to_owned())
}

fn line(ctx: &PageContext, game: &ArchivedGame) -> ArchiveLine {
    let outcome: Option<Outcome> = game
        .outcome
        .clone()
        .and_then(|o| serde_json::from_value(o).ok());
    let name_of = |seat: &Seat| {
        game.players
            .iter()
            .find(|p| p.seat.is_some_and(|own| own == *seat))
            .map(|p| p.username.clone())
            .unwrap_or_default()
    };
    ArchiveLine {
        id: game.id.to_string(),
        game_name: game_name(&game.kind),
        finished: game.finished_at.map(|at| ctx.time(&at)).unwrap_or_default(),
        players: game
            .players
            .iter()
            .map(|p| p.username.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        winners: outcome
            .map(|o| o.winners.iter().map(name_of).collect::<Vec<_>>().join(", "))
            .unwrap_or_default(),
    }
}

#[derive(Deserialize, Default)]
pub struct ArchiveQuery {
    game: Option<String>,
    player: Option<String>,
    from: Option<String>,
    to: Option<String>,
    result: Option<String>,
}

#[derive(Template)]
#[template(path = "archive/index.html")]
struct ArchivePage<'a> {
    ctx: &'a PageContext,
    kinds: Vec<(&'static str, &'static str)>,
    game: String,
    player: String,
    from: String,
    to: String,
    result: String,
    games: Vec<ArchiveLine>,
}

fn nonempty(value: &Option<String>) -> Option<String> {
    value
        .as_ref()
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

fn day(
    ctx: &PageContext,
    value: &Option<String>,
    add_days: i64,
) -> Result<Option<chrono::DateTime<chrono::Utc>>, AppError> {
    let Some(text) = nonempty(value) else {
        return Ok(None);
    };
    let date =
        NaiveDate::parse_from_str(&text, "%Y-%m-%d").map_err(|_| AppError::bad_date(&text))?;
    let start = date
        .checked_add_days(chrono::Days::new(add_days as u64))
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .ok_or_else(|| AppError::bad_date(&text))?;
    Ok(ctx
        .tz
        .from_local_datetime(&start)
        .earliest()
        .map(|at| at.with_timezone(&chrono::Utc)))
}

pub async fn index(
    ctx: PageContext,
    state: web::Data<AppState>,
    query: web::Query<ArchiveQuery>,
) -> Result<HttpResponse, AppError> {
    let filter = ArchiveFilter {
        kind: nonempty(&query.game),
        player: nonempty(&query.player),
        finished_from: day(&ctx, &query.from, 0)?,
        finished_before: day(&ctx, &query.to, 1)?,
        player_won: match query.result.as_deref() {
            Some("won") => Some(true),
            Some("lost") => Some(false),
            _ => None,
        },
    };
    let games = archive::finished(&state.pool, &filter).await?;
    render(&ArchivePage {
        kinds: state
            .registry
            .all()
            .map(|e| (e.engine.info().id, e.engine.info().name))
            .collect(),
        game: filter.kind.clone().unwrap_or_default(),
        player: filter.player.clone().unwrap_or_default(),
        from: nonempty(&query.from).unwrap_or_default(),
        to: nonempty(&query.to).unwrap_or_default(),
        result: query.result.clone().unwrap_or_default(),
        games: games.iter().map(|g| line(&ctx, g)).collect(),
        ctx: &ctx,
    })
}

#[derive(Template)]
#[template(path = "archive/user.html")]
struct UserPage<'a> {
    ctx: &'a PageContext,
    username: String,
    record: Vec<(String, i64, i64)>,
    ratings: Vec<crate::web::ratings::ProfileRating>,
    reliability: archive::Reliability,
    /// Whether the (logged-in, other) viewer follows this player.
    following: Option<bool>,
    /// Whether the (logged-in, other) viewer blocked this player.
    blocked: Option<bool>,
    /// The mean reply time in words ("3 hours"), when there is one.
    mean_reply: Option<String>,
    games: Vec<ArchiveLine>,
}

pub async fn user(
    ctx: PageContext,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let profile = archive::profile(&state.pool, &name).await?;
    let games = archive::games_of(&state.pool, &profile.player).await?;
    let following = match ctx
        .user
        .as_ref()
        .filter(|viewer| viewer.id != profile.player.id)
    {
        Some(viewer) => {
            Some(crate::watch::follows_player(&state.pool, viewer.id, profile.player.id).await?)
        }
        None => None,
    };
    let blocked = match ctx
        .user
        .as_ref()
        .filter(|viewer| viewer.id != profile.player.id)
    {
        Some(viewer) => {
            Some(crate::moderation::blocks(&state.pool, viewer.id, profile.player.id).await?)
        }
        None => None,
    };
    let mean_reply = profile
        .reliability
        .mean_reply_secs
        .map(|secs| duration_text(&ctx, secs));
    render(&UserPage {
        following,
        blocked,
        reliability: profile.reliability,
        mean_reply,
        ratings: profile.ratings.into_iter().map(Into::into).collect(),
        record: profile
            .record
            .iter()
            .map(|r| (game_name(&r.kind), r.played, r.won))
            .collect(),
        games: games.iter().map(|g| line(&ctx, g)).collect(),
        username: profile.player.username,
        ctx: &ctx,
    })
}
