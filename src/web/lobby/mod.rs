//! The lobby pages: open games, creating, joining, leaving, cancelling,
//! inviting, and "my games".

pub mod cancel;
pub mod create;
pub mod index;
pub mod invite;
pub mod join;
pub mod leave;
pub mod mine;
pub mod next;
pub mod play_now;
pub mod rematch;

use crate::computer::ShareError;
use crate::games::Registry;
use crate::lobby::LobbyError;
use crate::store::games::GameStatus;
use crate::store::games::GameSummary;
use crate::store::games::TimeoutPolicy;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::see_other;
use crate::web::session::FlashLevel;
use actix_web::HttpResponse;
use uuid::Uuid;

/// A lobby step's outcome on a page. The account's share of the computer
/// players being used up is no failure of the request: the person gets the
/// page they came from (`back`) again with the message, and can choose
/// otherwise (the API answers 409, or 429 with `Retry-After`).
pub fn or_back_with_share_message<T>(
    ctx: &PageContext,
    outcome: Result<T, LobbyError>,
    back: &str,
) -> Result<Result<T, HttpResponse>, AppError> {
    match outcome {
        Ok(done) => Ok(Ok(done)),
        Err(
            error @ LobbyError::ComputerShare(
                ShareError::TooManyRunning { .. } | ShareError::TooFast { .. },
            ),
        ) => {
            if let Some(key) = error.message_key() {
                ctx.flash(FlashLevel::Error, key);
            }
            Ok(Err(see_other(back)))
        }
        Err(error) => Err(error.into()),
    }
}

/// A game as listed in the lobby and "my games".
pub struct GameLine {
    pub id: Uuid,
    pub game_name: String,
    pub players: String,
    pub seats: String,
    pub creator: String,
    pub time_limit: String,
    /// What happens when time runs out, for those who choose a game to
    /// join (empty without a time limit).
    pub time_rules: String,
    pub updated: String,
    pub is_player: bool,
    /// The viewer may take a seat from the list.
    pub can_join: bool,
    pub my_turn: bool,
    /// When the viewer must have decided, in their zone.
    pub due: Option<String>,
}

/// The game's time control in words ("3 days per move").
pub fn time_control_text(ctx: &PageContext, control: &crate::clocks::TimeControl) -> String {
    crate::clocks::words::describe(ctx.lang, control)
}

/// "then the computer plays": what happens when a seat's time runs out
/// (empty without a time limit).
pub fn time_rules_text(ctx: &PageContext, summary: &GameSummary) -> String {
    if !summary.time_control.is_limited() {
        return String::new();
    }
    let policy = match summary.timeout_policy {
        TimeoutPolicy::Bot => ctx.t("lobby-policy-bot-short"),
        TimeoutPolicy::End => ctx.t("lobby-policy-end-short"),
        TimeoutPolicy::Skip => ctx.t("lobby-policy-skip-short"),
    };
    crate::support::i18n::t_args(ctx.lang, "lobby-then", &[("policy", policy.into())])
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
        time_limit: time_control_text(ctx, &summary.time_control),
        time_rules: time_rules_text(ctx, summary),
        updated: ctx.time(&summary.updated_at),
        is_player,
        // The lists only hold invitation-only games the viewer was invited
        // to (see `store::games::open_games`), so seats are all that is left
        // to check; `lobby::join` checks everything again on the POST.
        can_join: me.is_some()
            && !is_player
            && summary.status == GameStatus::Open
            && summary.players.len() < summary.seat_count.count(),
        my_turn: summary.is_my_turn(),
        due: summary.my_due_at.map(|at| {
            let clock = crate::web::clock::Clock::of(ctx, at, None, chrono::Utc::now());
            if clock.up {
                ctx.t("clock-up").to_owned()
            } else {
                format!(
                    "{} {} {}",
                    clock.left,
                    ctx.t("clock-left-until"),
                    clock.until
                )
            }
        }),
    }
}
