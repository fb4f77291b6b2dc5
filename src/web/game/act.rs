use super::page::{load_with_state, render_game, Notice, PageRequest};
use crate::games::Rejection;
use crate::play::{self, Decision, PlayError, Submitted, SubmittedError};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct ActForm {
    /// The sequence number the page was rendered at.
    seq: i64,
    /// Idempotency token of this rendering of the form.
    token: Uuid,
    /// The chosen action, as the JSON the page offered.
    action: Option<String>,
    /// Present when the player takes back their last action.
    take_back: Option<String>,
    /// Present when the player resigns (after confirming on the page).
    resign: Option<String>,
    /// The choice on the board that named the action (`?pick=`), when it
    /// was chosen there: kept if the game moved on meanwhile.
    pick: Option<String>,
    /// Present when the page showed the guided first turn: the decision
    /// that hands the turn on ends it (see `preferences::guide_turn_played`).
    guided: Option<String>,
}

/// A well-formed, non-empty board choice sent back with a confirmation.
fn kept_pick(pick: Option<&str>) -> Option<String> {
    let tokens = crate::web::boards::pick::parse(pick?).ok()?;
    (!tokens.is_empty()).then(|| tokens.join("."))
}

pub async fn submit(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<ActForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let action = match form.action.as_deref() {
        Some(action) => {
            Some(serde_json::from_str(action).map_err(|_| AppError::bad_field("action"))?)
        }
        None => None,
    };
    let submitted = Submitted {
        action,
        take_back: form.take_back.is_some(),
        resign: form.resign.is_some(),
    };
    let decision = submitted.decision().map_err(|error| match error {
        SubmittedError::Missing => AppError::bad_request("game-choose-action"),
        SubmittedError::Several => AppError::bad_request("game-choose-one"),
        SubmittedError::Input(error) => error.into(),
    })?;
    let resigning = matches!(decision, Decision::Resign);
    let taking_back = matches!(decision, Decision::TakeBack);
    let result = play::submit(
        &state.pool,
        &state.states,
        *id,
        user.id,
        form.seq,
        form.token,
        decision,
    )
    .await;
    let (notice, status) = match result {
        Ok(applied) => {
            if form.guided.is_some() && matches!(applied, play::Applied::Now(_)) {
                crate::accounts::preferences::guide_turn_played(&state.pool, user.id, *id).await?;
            }
            ctx.flash(
                FlashLevel::Info,
                if resigning {
                    "game-resignation-recorded"
                } else if taking_back {
                    "game-taken-back"
                } else {
                    "game-moved"
                },
            );
            return Ok(see_other(&format!("/games/{id}#turn")));
        }
        // Someone else moved while the player chose on the board (players
        // choosing at once): their choice is kept, checked again against
        // what is legal now on the page it comes back to.
        Err(PlayError::Stale { .. }) if kept_pick(form.pick.as_deref()).is_some() => {
            ctx.flash(FlashLevel::Error, "game-stale-kept");
            let pick = kept_pick(form.pick.as_deref()).unwrap_or_default();
            return Ok(see_other(&format!(
                "/games/{id}?pick={pick}#{}",
                crate::web::boards::pick::ANCHOR
            )));
        }
        // The page is shown again, as it is now, with the reason.
        Err(PlayError::Stale { .. }) => (
            Notice {
                key: "game-stale",
                detail: None,
            },
            StatusCode::CONFLICT,
        ),
        Err(PlayError::Rejected(Rejection::Illegal(explanation))) => (
            Notice {
                key: "game-illegal",
                detail: Some(crate::support::i18n::registry::explanation(
                    ctx.lang,
                    &explanation,
                )),
            },
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        Err(other) => return Err(other.into()),
    };
    let (game, extras, folded) = load_with_state(&state, *id, Some(user.id), None)
        .await?
        .ok_or(AppError::NotFound)?;
    let talk = super::talk::section(&state.pool, &ctx, &game, &extras).await?;
    let recap = super::page::recap_for(&state, &ctx, &game).await?;
    render_game(
        &ctx,
        &game,
        &state,
        PageRequest {
            state: folded,
            invite: None,
            notice: Some(notice),
            status,
            talk,
            pick: &[],
            extras: &extras,
            recap,
        },
    )
}
