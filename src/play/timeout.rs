//! A seat's time ran out: the game's timeout policy.

use super::*;
use crate::consequences::{self, Consequences, Rated};
use crate::games::log::Entry;
use crate::games::StoredSeat;
use crate::notices::Notice;
use crate::store::deadlines as deadline_store;
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, LockedGame, TimeoutPolicy};
use chrono::{DateTime, Utc};
use scriptorium_games::Seat;
use sqlx::PgConnection;
use uuid::Uuid;

/// A seat's deadline passed: the game's timeout policy decides, through the
/// same path as a move, with a `TimedOut` row in the log before its effect.
/// The seats the computer answers (its own, those it holds, and the "a
/// computer player until the player returns" policy) are not swept here:
/// see [`computer_decides`].
#[tracing::instrument(name = "timeout", skip(tx, game, now), fields(game = %game.id, seat))]
pub async fn time_out(
    tx: &mut PgConnection,
    game: &LockedGame,
    seat: StoredSeat,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let deadline = deadline_store::remove(tx, game.id, seat).await?;
    if game.status != GameStatus::Active || !game.waiting_on.contains(&seat) {
        // The seat decided in the meantime: nothing to do.
        return Ok(());
    }
    // An immediate deadline is a follow-up step of a turn already out of
    // time: the log says "ran out of time" once.
    let follow_up = deadline
        .as_ref()
        .is_some_and(|d| d.started_at == d.expires_at);
    if let Some(deadline) = deadline.as_ref().filter(|_| !follow_up) {
        spend_overtime(tx, game, deadline, now).await?;
    }
    let notice = Entry::TimedOut(seat);
    // The hourglass is part of the rules: its expiry always takes the
    // engine's default (placing no more tiles), whatever the game's policy.
    let hourglass = deadline.as_ref().is_some_and(|d| d.hourglass);
    let policy = if hourglass {
        TimeoutPolicy::Skip
    } else {
        game.timeout_policy
    };
    if policy == TimeoutPolicy::End {
        let action_no = game.last_action_no + 1;
        let seq = game_store::append(
            tx,
            game.id,
            game.seq,
            action_no,
            Some(seat),
            std::slice::from_ref(&notice),
        )
        .await?;
        let others: Vec<Seat> = StoredSeat::all(game.seat_count)
            .filter(|other| *other != seat)
            .map(StoredSeat::seat)
            .collect();
        let follows = Consequences::none()
            .notice(Notice::TimedOut { seat })
            .and(end_with_winners(tx, game, seq, action_no, others, Rated::Yes).await?);
        consequences::apply(tx, game, &follows, now).await?;
        return Ok(());
    }
    let table = restore(game)?.ok_or(PlayError::NotActive)?;
    let action = table
        .default_action(seat.seat())
        .ok_or(PlayError::Rejected(crate::games::Rejection::Malformed(
            "no legal action to take on timeout".into(),
        )))?;
    let prefix = if follow_up { Vec::new() } else { vec![notice] };
    let acted = act_with_prefix(tx, game, seat, &action, now, prefix, now).await?;
    // The default action may not end the turn (a turn of several steps): the
    // seat stays out of time, so the next sweep takes its next default step.
    keep_deciding_at_once(tx, game.id, seat, &acted.waiting, deadline.as_ref(), now).await?;
    let told = if follow_up {
        Consequences::none()
    } else {
        Consequences::none().notice(Notice::TimedOut { seat })
    };
    consequences::apply(tx, game, &told.and(acted.follows), now).await?;
    tracing::info!(follow_up, "timeout: the default action taken");
    Ok(())
}

/// Running out of time uses up the bank spent past the limit.
pub(super) async fn spend_overtime(
    tx: &mut PgConnection,
    game: &LockedGame,
    deadline: &deadline_store::DeadlineRow,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let Some(player) = game.players.iter().find(|p| p.seat == Some(deadline.seat)) else {
        return Ok(());
    };
    let bank = crate::clocks::bank::after_running_out(player.bank_seconds, deadline.due_at, now);
    if bank != player.bank_seconds {
        deadline_store::set_bank(tx, deadline.game_id, deadline.seat, bank).await?;
    }
    Ok(())
}

/// After a decision taken for a seat out of time (or by the computer), the
/// seat may still have a step of its turn to take (it is among `waiting`,
/// the seats the decision left waiting): it gets an immediate deadline, so
/// the next step is taken at once too. The decision said who waits: the
/// game row, locked once by the caller, is not read again.
pub(super) async fn keep_deciding_at_once(
    tx: &mut PgConnection,
    game_id: Uuid,
    seat: StoredSeat,
    waiting: &[StoredSeat],
    deadline: Option<&deadline_store::DeadlineRow>,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    if waiting.contains(&seat) {
        deadline_store::insert(
            tx,
            &deadline_store::DeadlineRow {
                game_id,
                seat,
                started_at: now,
                due_at: now,
                expires_at: now,
                next_reminder_at: None,
                reminders_sent: 0,
                hourglass: deadline.is_some_and(|d| d.hourglass),
            },
        )
        .await?;
    }
    Ok(())
}
