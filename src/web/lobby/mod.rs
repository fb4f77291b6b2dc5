//! The lobby pages: open games, creating, joining, leaving, cancelling,
//! inviting, and "my games".

pub mod cancel;
pub mod create;
pub mod index;
pub mod invite;
pub mod join;
pub mod leave;
pub mod mine;

use crate::games::Registry;
use crate::store::games::GameSummary;
use crate::web::context::PageContext;
use uuid::Uuid;

/// A game as listed in the lobby and "my games".
pub struct GameLine {
    pub id: Uuid,
    pub game_name: String,
    pub players: String,
    pub seats: String,
    pub creator: String,
    pub time_limit: String,
    pub updated: String,
    pub is_player: bool,
    /// The viewer may take a seat from the list.
    pub can_join: bool,
    pub my_turn: bool,
    /// When the viewer must have decided, in their zone.
    pub due: Option<String>,
}

pub fn time_limit_text(ctx: &PageContext, hours: Option<i32>) -> String {
    match hours {
        None => ctx.t("lobby.no_limit").to_owned(),
        Some(hours) if hours % 24 == 0 => format!("{} {}", hours / 24, ctx.t("lobby.days")),
        Some(hours) => format!("{hours} {}", ctx.t("lobby.hours")),
    }
}

pub fn line(ctx: &PageContext, summary: &GameSummary) -> GameLine {
    let me = ctx.user.as_ref().map(|user| user.id);
    let is_player = me.is_some_and(|me| summary.players.iter().any(|p| p.user_id == me));
    GameLine {
        id: summary.id,
        game_name: Registry::any(&summary.kind)
            .map(|entry| entry.engine.info().name.to_owned())
            .unwrap_or_else(|| summary.kind.clone()),
        players: summary
            .players
            .iter()
            .map(|player| player.username.as_str())
            .collect::<Vec<_>>()
            .join(", "),
        seats: format!("{}/{}", summary.players.len(), summary.seat_count),
        creator: summary.created_by_name.clone(),
        time_limit: time_limit_text(ctx, summary.move_time_limit_hours),
        updated: ctx.time(&summary.updated_at),
        is_player,
        // The lists only hold invitation-only games the viewer was invited
        // to (see `store::games::open_games`), so seats are all that is left
        // to check; `lobby::join` checks everything again on the POST.
        can_join: me.is_some()
            && !is_player
            && summary.status == "open"
            && summary.players.len() < summary.seat_count as usize,
        my_turn: summary.is_my_turn(),
        due: summary.my_due_at.as_ref().map(|at| ctx.time(at)),
    }
}
