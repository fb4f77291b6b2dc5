//! The events' scheduler, run by the deadline sweeper: every event whose
//! `next_due_at` passed is looked at once per sweep, in a transaction of its
//! own. The look ends the games its forfeits decided, then sends the
//! core the timed action the event waits for: `Tick` (a timed start, lapsed
//! ladder challenges), `PairNextRound` (Swiss, knock-out), `EndSeason`
//! (leagues). A refusal such as `RoundStillRunning` only means "not yet".

use super::{decide, log, tables, TournamentError};
use crate::store::events as store;
use chrono::{DateTime, Duration, Utc};
use scriptorium_events::{EventAction, EventState, Format, Phase};
use sqlx::{PgConnection, PgPool};
use std::collections::HashSet;
use uuid::Uuid;

/// Looks at every event due at `now`; returns how many were looked at.
pub async fn sweep(pool: &PgPool, now: DateTime<Utc>) -> Result<usize, TournamentError> {
    let mut looked_at = HashSet::new();
    loop {
        let mut tx = pool.begin().await?;
        let Some(event) = store::claim_due(&mut tx, now).await? else {
            break;
        };
        if !looked_at.insert(event) {
            // Still due after its look this sweep: try again a minute on,
            // rather than looping.
            store::set_due(&mut tx, event, Some(now + Duration::minutes(1))).await?;
            tx.commit().await?;
            continue;
        }
        match look_at(&mut tx, event, now).await {
            Ok(()) => tx.commit().await?,
            Err(error) => {
                drop(tx);
                tracing::error!(%event, %error, "events scheduler: an event could not be advanced");
                let mut tx = pool.begin().await?;
                store::set_due(&mut tx, event, Some(now + Duration::hours(1))).await?;
                tx.commit().await?;
            }
        }
    }
    Ok(looked_at.len())
}

async fn look_at(
    tx: &mut PgConnection,
    event: Uuid,
    now: DateTime<Utc>,
) -> Result<(), TournamentError> {
    let state = log::state_of(tx, event).await?;
    let Some(action) = timed_action(&state) else {
        store::set_due(tx, event, None).await?;
        // Last, so that a game it could not end yet makes the event due again.
        return tables::end_forfeited_games(tx, event, &state, now).await;
    };
    match decide(tx, event, &action, now).await {
        Ok(_) => Ok(()),
        Err(TournamentError::Refused(refusal)) => {
            tracing::debug!(%event, %refusal, "events scheduler: not yet");
            let next = log::next_due(&state, now).filter(|at| *at > now);
            store::set_due(tx, event, next).await?;
            tables::end_forfeited_games(tx, event, &state, now).await
        }
        Err(error) => Err(error),
    }
}

/// The action a due event waits for.
fn timed_action(state: &EventState) -> Option<EventAction> {
    let rules = state.rules.as_ref()?;
    match (state.phase, rules.format) {
        (Phase::Registering, _) | (Phase::Running, Format::Ladder { .. }) => {
            Some(EventAction::Tick)
        }
        (Phase::Running, Format::Swiss { .. } | Format::KnockOut) => {
            Some(EventAction::PairNextRound)
        }
        (Phase::Running, Format::League { .. }) => Some(EventAction::EndSeason),
        _ => None,
    }
}
