//! "Play now against the computer": one click from the lobby into a game
//! with a computer player, so a newcomer never waits for an opponent.

use crate::lobby::{self, ComputerLevel, CreateGame, TimeoutPolicy};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct PlayNowForm {
    kind: String,
    level: String,
}

/// A game of `kind` for the fewest players it allows (at least two): the
/// user and a computer player of the chosen level, the game's default
/// options, no time limit. It starts at once.
pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<PlayNowForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let entry = state.registry.get(&form.kind).ok_or(AppError::NotFound)?;
    let level = ComputerLevel::parse(&form.level).ok_or_else(|| AppError::bad_field("level"))?;
    let seats = entry.engine.info().min_seats.max(2);
    let created = lobby::create(
        &state.pool,
        &state.registry,
        state.computer_caps,
        user.id,
        CreateGame {
            kind: form.kind,
            seats,
            options: serde_json::json!({}),
            time_control: crate::clocks::TimeControl::NONE,
            invite_only: true,
            private: false,
            chat_private: false,
            team_talk: false,
            timeout_policy: TimeoutPolicy::Skip,
            computers: vec![level; usize::from(seats) - 1],
        },
    )
    .await;
    let id = match super::or_back_with_share_message(&ctx, created, "/")? {
        Ok(id) => id,
        Err(back) => return Ok(back),
    };
    // The page opens on the player's turn when the computer decides first.
    crate::web::game::live::await_computers_opening(&state, id).await;
    ctx.flash(FlashLevel::Info, "lobby-started");
    Ok(see_other(&format!("/games/{id}")))
}
