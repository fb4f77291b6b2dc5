//! The computer's decisions, for its own seats and the seats it holds.

use super::*;
use crate::consequences::{self, Consequences};
use crate::games::log::Entry;
use crate::games::StoredSeat;
use crate::notices::Notice;
use crate::store::deadlines as deadline_store;
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, TimeoutPolicy};
use crate::store::StoreError;
use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::PgPool;
use uuid::Uuid;

/// How long the "your turn" mail after a computer's decision waits.
pub const COMPUTER_TURN_MAIL_MINUTES: i64 = 10;

/// Plays `action`, which the computer worked out for `seat` while the game
/// stood at `seen_seq` (see `crate::computer`), in one short transaction
/// through the same path as a person's decision. Returns false, changing
/// nothing, when the game moved on meanwhile or the seat is no longer the
/// computer's to answer (its player came back): the worker looks again.
///
/// When a person's deadline passed under the "a computer player until the
/// player returns" policy, this is the moment the computer takes the seat:
/// the log says the seat ran out of time, its bank pays the overtime, and
/// the players hear of it. Each decision the computer takes for a person is
/// marked in the log (`ComputerPlayed`), so the history says so; a computer
/// player's own seat needs no mark.
#[tracing::instrument(name = "computer_decision", skip(pool, action, now),
    fields(game = %game_id, seat, seen_seq))]
pub async fn computer_decides(
    pool: &PgPool,
    game_id: Uuid,
    seat: StoredSeat,
    seen_seq: i64,
    action: &Value,
    now: DateTime<Utc>,
) -> Result<bool, PlayError> {
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let player = game.players.iter().find(|player| player.seat == Some(seat));
    let owned = player.is_some_and(|player| player.is_computer_player());
    let held = player.is_some_and(|player| player.computer_plays_now());
    if !held && !owned && game.timeout_policy == TimeoutPolicy::Bot {
        // A person's time ran out: their vacation allowance puts the
        // computer off by a day first, as it puts off any timeout.
        let expired = deadline_store::for_game(&mut tx, game_id)
            .await?
            .into_iter()
            .find(|deadline| deadline.seat == seat && deadline.expires_at <= now);
        if let Some(expired) = expired {
            if crate::clocks::vacation::take_automatically(&mut tx, &game, &expired, now)
                .await?
                .is_some()
            {
                tx.commit().await.map_err(StoreError::from)?;
                crate::store::computer::release(pool, game_id, seat).await?;
                return Ok(false);
            }
        }
    }
    let deadline = deadline_store::remove(&mut tx, game_id, seat).await?;
    let still_ours = deadline.as_ref().is_some_and(|deadline| {
        deadline.expires_at <= now
            && (held || (game.timeout_policy == TimeoutPolicy::Bot && !deadline.hourglass))
    });
    if game.status != GameStatus::Active
        || game.paused_at.is_some()
        || !game.waiting_on.contains(&seat)
        || game.seq != seen_seq
        || !still_ours
    {
        tx.rollback().await.map_err(StoreError::from)?;
        crate::store::computer::release(pool, game_id, seat).await?;
        return Ok(false);
    }
    let mut prefix = Vec::new();
    let mut told = Consequences::none();
    if !held {
        if let Some(deadline) = deadline.as_ref() {
            spend_overtime(&mut tx, &game, deadline, now).await?;
        }
        deadline_store::set_bot(&mut tx, game.id, seat, true).await?;
        prefix.push(Entry::TimedOut(seat));
        told = told.notice(Notice::TimedOut { seat });
    }
    if !owned {
        prefix.push(Entry::ComputerPlayed(seat));
    }
    // Someone playing the computer is usually at the table: the "your turn"
    // mail waits, and is dropped if they move or look first.
    let turn_mail_after = now + chrono::Duration::minutes(COMPUTER_TURN_MAIL_MINUTES);
    let acted = act_with_prefix(&mut tx, &game, seat, action, now, prefix, turn_mail_after).await?;
    keep_deciding_at_once(
        &mut tx,
        game.id,
        seat,
        &acted.waiting,
        deadline.as_ref(),
        now,
    )
    .await?;
    consequences::apply(&mut tx, &game, &told.and(acted.follows), now).await?;
    let seq = acted.seq;
    tx.commit().await.map_err(StoreError::from)?;
    tracing::info!(seq, "computer decision applied");
    crate::metrics::decision_applied(crate::metrics::DecidedBy::Computer);
    Ok(true)
}
