//! The webhooks section of the settings page: the hooks the viewer may
//! see (their own, and their games'), each with its last deliveries, and
//! the games a hook may be added to. Its forms are `super::webhooks`.

use crate::store::games::GameStatus;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::AppState;
use crate::webhooks::{self, Format};
use uuid::Uuid;

/// One hook, as the settings page lists it.
pub struct HookLine {
    pub id: i64,
    /// The format's name.
    pub format: &'static str,
    pub address: String,
    /// The game it posts a table's turns to, by name; none for the owner's own.
    pub game: Option<String>,
    pub game_id: Option<Uuid>,
    /// The event whose channel it is (its organizer's; its entrants see it).
    pub event_id: Option<Uuid>,
    /// The viewer may test, resume or remove it (an event's: its organizer).
    pub changeable: bool,
    pub mine: bool,
    /// The viewer's chat id on it.
    pub mention: String,
    pub added: String,
    /// Paused after failing for days: since when, in words.
    pub paused: Option<String>,
    /// Its last attempts: when, the status, the error.
    pub deliveries: Vec<(String, String, String)>,
}

/// The webhooks section of the settings page.
pub struct Section {
    pub hooks: Vec<HookLine>,
    /// The games the viewer plays that a hook may be added to (id, name).
    pub games: Vec<(Uuid, String)>,
    /// Each format's code and name.
    pub formats: Vec<(&'static str, &'static str)>,
}

pub fn format_name(ctx: &PageContext, format: Format) -> &'static str {
    ctx.t(match format {
        Format::Discord => "webhook-format-discord",
        Format::Slack => "webhook-format-slack",
        Format::Matrix => "webhook-format-matrix",
        Format::Ntfy => "webhook-format-ntfy",
        Format::Json => "webhook-format-json",
    })
}

const DELIVERIES_SHOWN: i64 = 5;

pub async fn section(ctx: &PageContext, state: &AppState, user: Uuid) -> Result<Section, AppError> {
    let games: Vec<(Uuid, String)> = crate::store::games::games_of(&state.pool, user)
        .await?
        .into_iter()
        .filter(|game| matches!(game.status, GameStatus::Open | GameStatus::Active))
        .map(|game| {
            let name = crate::games::Registry::any(&game.kind)
                .map(|entry| entry.engine.info().name.to_owned())
                .unwrap_or_else(|| game.kind.clone());
            let players: Vec<&str> = game.players.iter().map(|p| p.username.as_str()).collect();
            (game.id, format!("{name} · {}", players.join(", ")))
        })
        .collect();
    let mut hooks = Vec::new();
    for hook in crate::store::webhooks::visible_to(&state.pool, user).await? {
        let deliveries = crate::store::webhooks::deliveries(&state.pool, hook.id, DELIVERIES_SHOWN)
            .await?
            .into_iter()
            .map(|row| {
                (
                    ctx.time(&row.attempted_at),
                    row.status
                        .map(|status| status.to_string())
                        .unwrap_or_else(|| "—".into()),
                    row.error
                        .as_deref()
                        .map(|code| ctx.t(code))
                        .unwrap_or_default()
                        .to_owned(),
                )
            })
            .collect();
        let mention = if hook.owner_id == user {
            hook.mention.clone()
        } else {
            crate::store::webhooks::mentions_on(&mut *state.pool.acquire().await?, hook.id, &[user])
                .await?
                .into_iter()
                .map(|(_, mention)| mention)
                .next()
                .unwrap_or_default()
        };
        hooks.push(HookLine {
            id: hook.id,
            format: format_name(ctx, Format::parse(&hook.format).unwrap_or(Format::Json)),
            address: webhooks::shown_address(&hook.url),
            game: hook.game_id.map(|id| {
                games
                    .iter()
                    .find(|(game, _)| *game == id)
                    .map(|(_, name)| name.clone())
                    .unwrap_or_else(|| id.to_string())
            }),
            game_id: hook.game_id,
            event_id: hook.event_id,
            changeable: hook.event_id.is_none() || hook.owner_id == user,
            mine: hook.owner_id == user,
            mention,
            added: ctx.time(&hook.created_at),
            paused: hook.paused_at.map(|at| ctx.time(&at)),
            deliveries,
        });
    }
    Ok(Section {
        hooks,
        games,
        formats: Format::ALL
            .iter()
            .map(|format| (format.code(), format_name(ctx, *format)))
            .collect(),
    })
}

/// An event's hook as its page shows it: the format's name, the address
/// in part, whether it is paused.
pub struct EventHookLine {
    pub format: &'static str,
    pub address: String,
    pub paused: bool,
}

/// The hooks of `event` for its page: its entrants and organizer see that
/// they exist (the organizer manages them in the settings).
pub async fn of_event(
    ctx: &PageContext,
    state: &AppState,
    event: Uuid,
) -> Result<Vec<EventHookLine>, AppError> {
    Ok(crate::store::webhooks::of_event(&state.pool, event)
        .await?
        .iter()
        .map(|hook| EventHookLine {
            format: format_name(ctx, Format::parse(&hook.format).unwrap_or(Format::Json)),
            address: webhooks::shown_address(&hook.url),
            paused: hook.paused_at.is_some(),
        })
        .collect())
}
