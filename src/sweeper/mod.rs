//! The deadline sweeper: sends the reminders that are due and applies each
//! passed deadline's timeout policy through `play`, one deadline per
//! transaction. Above `play` and the clocks (`crate::clocks`), which plan the deadlines it
//! acts on.
//!
//! The clock is a parameter (`now`) everywhere, so tests move time at will.

use crate::clocks::{next_reminder, vacation};
use crate::notices::{self, Notice};
use crate::play::{self, PlayError};
use crate::store::deadlines::{self as store, Claimed, DeadlineRow, FailedStep};
use crate::store::StoreError;
use chrono::{DateTime, Duration, Utc};
use sqlx::{PgPool, Postgres, Transaction};

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Sweep {
    pub reminders: usize,
    pub timeouts: usize,
    /// Timeouts put off by an automatic vacation (see `clocks::vacation`).
    pub vacations: usize,
    /// Proposals among the players that lapsed (see `play::agreements`).
    pub lapsed: usize,
    /// Deadlines the sweeper could not act on: logged and set aside.
    pub failures: usize,
    /// Events that were due a look (`tournaments::schedule`).
    pub events: usize,
}

/// Sends due reminders and applies due timeouts. Each deadline is claimed by
/// locking its game row first (`FOR UPDATE SKIP LOCKED`, see
/// `store::deadlines::claim_expired`), so instances sweeping together never
/// act on the same game twice. One game failing (say its stored state no
/// longer decodes) must not stop the sweep for everyone: its deadline is
/// logged, marked and set aside, and the sweep goes on with the others. Only
/// a failure to reach the database at all ends the sweep early.
pub async fn sweep(pool: &PgPool, now: DateTime<Utc>) -> Result<Sweep, PlayError> {
    let mut done = Sweep::default();
    loop {
        let mut tx = pool.begin().await.map_err(StoreError::from)?;
        let deadline = match store::claim_reminder(&mut tx, now).await? {
            Claimed::Due(deadline) => deadline,
            Claimed::Changed => continue,
            Claimed::NothingDue => break,
        };
        let next = next_reminder(
            deadline.started_at,
            deadline.expires_at,
            deadline.reminders_sent + 1,
            now + Duration::seconds(1),
        );
        match remind(tx, &deadline, next).await {
            Ok(()) => done.reminders += 1,
            Err(error) => {
                set_aside(pool, &deadline, FailedStep::Reminder { next }, &error, now).await?;
                done.failures += 1;
            }
        }
    }
    loop {
        let mut tx = pool.begin().await.map_err(StoreError::from)?;
        let deadline = match store::claim_expired(&mut tx, now).await? {
            Claimed::Due(deadline) => deadline,
            Claimed::Changed => continue,
            Claimed::NothingDue => break,
        };
        match time_out(tx, &deadline, now).await {
            Ok(TimedOut::Policy) => {
                done.timeouts += 1;
                crate::metrics::timeout_applied();
            }
            Ok(TimedOut::Vacation) => done.vacations += 1,
            Err(error) => {
                set_aside(pool, &deadline, FailedStep::Timeout, &error, now).await?;
                done.failures += 1;
            }
        }
    }
    loop {
        let mut tx = pool.begin().await.map_err(StoreError::from)?;
        let Some(game) = crate::store::games::claim_lapsed_proposal(&mut tx, now).await? else {
            break;
        };
        play::agreements::lapse(&mut tx, game).await?;
        tx.commit().await.map_err(StoreError::from)?;
        done.lapsed += 1;
    }
    // The events' timed steps (a round to pair, a timed start) come after
    // the games' timeouts, whose results they may wait for.
    match crate::tournaments::schedule::sweep(pool, now).await {
        Ok(looked_at) => done.events = looked_at,
        Err(error) => tracing::error!(%error, "events scheduler"),
    }
    Ok(done)
}

/// Sends one reminder, in the transaction that claimed its deadline; on an
/// error the transaction is dropped, which rolls it back.
async fn remind(
    mut tx: Transaction<'_, Postgres>,
    deadline: &DeadlineRow,
    next: Option<DateTime<Utc>>,
) -> Result<(), PlayError> {
    if let Some(game) = crate::store::games::lock(&mut tx, deadline.game_id).await? {
        let reminder = Notice::Reminder {
            seat: deadline.seat,
        };
        notices::write(&mut tx, &game, &reminder, Utc::now()).await?;
    }
    store::reminded(&mut tx, deadline.game_id, deadline.seat, next).await?;
    tx.commit().await.map_err(StoreError::from)?;
    Ok(())
}

enum TimedOut {
    /// The game's timeout policy was applied.
    Policy,
    /// A day of the player's vacation allowance was spent instead.
    Vacation,
}

/// Applies one timeout, in the transaction that claimed its deadline:
/// an automatic vacation while the player has allowance left, otherwise
/// the game's timeout policy.
async fn time_out(
    mut tx: Transaction<'_, Postgres>,
    deadline: &DeadlineRow,
    now: DateTime<Utc>,
) -> Result<TimedOut, PlayError> {
    // The claim holds the game row; this reads it, once, for both steps.
    let game = crate::store::games::lock(&mut tx, deadline.game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let outcome = if vacation::take_automatically(&mut tx, &game, deadline, now)
        .await
        .map_err(StoreError::from)?
        .is_some()
    {
        TimedOut::Vacation
    } else {
        play::time_out(&mut tx, &game, deadline.seat, now).await?;
        TimedOut::Policy
    };
    tx.commit().await.map_err(StoreError::from)?;
    Ok(outcome)
}

/// Logs a deadline the sweeper failed on and marks it (see
/// `store::deadlines::set_aside`), in a transaction of its own since the
/// failed one is rolled back.
async fn set_aside(
    pool: &PgPool,
    deadline: &DeadlineRow,
    step: FailedStep,
    error: &PlayError,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    tracing::error!(
        game = %deadline.game_id,
        seat = deadline.seat.number(),
        ?step,
        %error,
        "deadline sweeper: set aside a deadline it could not act on"
    );
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    store::set_aside(&mut tx, deadline, step, &error.to_string(), now).await?;
    tx.commit().await.map_err(StoreError::from)?;
    Ok(())
}

/// Runs the sweeper until the process ends.
pub async fn run(pool: PgPool, every: std::time::Duration) {
    loop {
        if let Err(error) = sweep(&pool, Utc::now()).await {
            tracing::error!(%error, "deadline sweeper");
        }
        tokio::time::sleep(every).await;
    }
}
