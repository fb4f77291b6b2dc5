//! A person's decision (an action, a take-back, a resignation), from the
//! page, the API or a reply: the common move in one statement, the rest under
//! the game row's lock.

use super::*;
use crate::consequences::{self, Consequences, DeadlineChange};
use crate::games::log::{self, Entry};
use crate::games::state_cache::StateCache;
use crate::games::StoredSeat;
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, GameRecord, LockedGame, Projection, StateRead};
use crate::store::StoreError;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use std::sync::Arc;
use uuid::Uuid;

/// Applies one decision of `user` to the game, if the game is still where
/// the client saw it (`expected_seq`).
///
/// The common case, an action on a game no one else is deciding on at that
/// moment, costs two statements and no explicit transaction: an unlocked
/// read and one write guarded by the sequence number
/// (`game_store::commit_decision`), which is atomic on its own. Whatever
/// that write does not carry (an action that ends the game, a seat the
/// computer holds, a take-back, a resignation), and a write that lost a
/// race, goes through the locked transaction, which decides again from what
/// is then the truth: exactly once either way.
#[tracing::instrument(name = "decision", skip_all,
    fields(game = %game_id, user = %user, expected_seq, seat = tracing::field::Empty))]
pub async fn submit(
    pool: &PgPool,
    states: &StateCache,
    game_id: Uuid,
    user: Uuid,
    expected_seq: i64,
    token: Uuid,
    decision: Decision,
) -> Result<Applied, PlayError> {
    if let Decision::Act(action) = &decision {
        let mut conn = pool.acquire().await.map_err(StoreError::from)?;
        // The state this instance holds at the seq the player saw need not
        // be read again (if the game moved on, the read says so anyway).
        let held = states.held(game_id).filter(|held| held.seq == expected_seq);
        let read = StateRead::unless_held(held.as_ref().map(|held| held.seq));
        let mut base = game_store::decision_base(&mut conn, game_id, token, user, read)
            .await?
            .ok_or(PlayError::NotFound)?;
        let seat = match admitted(&base.game, base.prior_seq, user, expected_seq)? {
            Ok(seat) => seat,
            Err(seq) => {
                tracing::info!(seq, "decision: already applied (same token)");
                return Ok(Applied::Already(seq));
            }
        };
        tracing::Span::current().record("seat", seat.number());
        let folded = states.settle(game_id, base.game.seq, base.game.state.take(), held);
        let game = &base.game;
        if !held_by_computer(game, seat) {
            let now = Utc::now();
            let prepared = prepare(game, folded.as_deref(), seat, action, Vec::new())?;
            if prepared.outcome.is_none() {
                let plan = prepared.deadline_plan(game, now);
                let your_turn = prepared.your_turn(game);
                let write = prepared.write(game, seat, &plan, &your_turn, Some((token, user)), now);
                if game_store::commit_decision(&mut conn, &write).await? {
                    // The next read of this game (the player's page, the
                    // next move) starts from here without reading the state.
                    states.keep(game_id, prepared.seq, Arc::new(prepared.state_json));
                    tracing::info!(seq = prepared.seq, "decision applied");
                    crate::metrics::decision_applied(crate::metrics::DecidedBy::Player);
                    return Ok(Applied::Now(prepared.seq));
                }
            }
        }
    }
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let (game, prior_seq) = game_store::decision_base_locked(&mut tx, game_id, token, user)
        .await?
        .ok_or(PlayError::NotFound)?;
    let seat = match admitted(&game, prior_seq, user, expected_seq)? {
        Ok(seat) => seat,
        Err(seq) => {
            tracing::info!(seq, "decision: already applied (same token)");
            return Ok(Applied::Already(seq));
        }
    };
    tracing::Span::current().record("seat", seat.number());
    let game = &game;
    let now = Utc::now();
    let seq = match decision {
        Decision::Resign => resign(&mut tx, game, seat, now).await?,
        decision => {
            // A player who decides is back: no computer player holds their
            // seat. Taking it back gave the seat its own deadline again: the
            // decision starts from the game as that left it (its clock is
            // the player's, not the computer's immediate one).
            let reclaimed = if reclaim_seat(&mut tx, game, seat, now).await? {
                Some(game.reread(&mut tx).await?)
            } else {
                None
            };
            let game = reclaimed.as_ref().unwrap_or(game);
            match decision {
                Decision::Act(action) => act(&mut tx, game, seat, &action, now).await?,
                _ => take_back(&mut tx, game, seat, now).await?,
            }
        }
    };
    game_store::record_submission(&mut tx, game_id, token, user, seq).await?;
    tx.commit().await.map_err(StoreError::from)?;
    tracing::info!(seq, "decision applied (locked)");
    crate::metrics::decision_applied(crate::metrics::DecidedBy::Player);
    Ok(Applied::Now(seq))
}

/// Checks that `user` may decide on `game` as they saw it (at
/// `expected_seq`): the seat they decide for, or (`Err`) where an earlier
/// submission of the same token (`prior_seq`) left the game.
fn admitted(
    game: &GameRecord,
    prior_seq: Option<i64>,
    user: Uuid,
    expected_seq: i64,
) -> Result<Result<StoredSeat, i64>, PlayError> {
    if !game.is_player(user) {
        return Err(PlayError::NotSeated);
    }
    if let Some(seq_after) = prior_seq {
        return Ok(Err(seq_after));
    }
    let seat = game.seat_of(user).ok_or(PlayError::NotActive)?;
    if game.status != GameStatus::Active {
        return Err(PlayError::NotActive);
    }
    if game.seq != expected_seq {
        return Err(PlayError::Stale { current: game.seq });
    }
    if has_resigned(game, seat) {
        return Err(PlayError::Resigned);
    }
    // Paused by agreement: nobody moves until a player resumes it.
    if game.paused_at.is_some() {
        return Err(PlayError::Paused);
    }
    Ok(Ok(seat))
}

async fn take_back(
    tx: &mut PgConnection,
    game: &LockedGame,
    seat: StoredSeat,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let action_no = match (game.undo_seat, game.undo_action_no) {
        (Some(undo_seat), Some(action_no)) if undo_seat == seat => action_no,
        _ => return Err(PlayError::NothingToTakeBack),
    };
    let entry = entry_of(game)?;
    let seats = game.seat_count.get();
    let mut rows = game_store::log(tx, game.id).await?;
    let entry_row = Entry::TakeBack(action_no);
    let seq = game_store::append(
        tx,
        game.id,
        game.seq,
        action_no,
        Some(seat),
        std::slice::from_ref(&entry_row),
    )
    .await?;
    rows.push(log::LogRow {
        seq,
        action_no,
        seat: Some(seat),
        entry: entry_row,
    });
    // Taking back is rare: refold from the log rather than keep undo state.
    let rules_version = game.rules_version as u32;
    let table = log::fold(entry.engine, &game.options, seats, rules_version, &rows)?;
    let undo = log::revocable(entry.engine, &game.options, seats, rules_version, &rows)?;
    let waiting = seats_of(table.as_ref());
    let state_json = table.state_json();
    game_store::project(
        tx,
        game.id,
        Projection {
            seq,
            last_action_no: game.last_action_no,
            state: &state_json,
            waiting_on: &waiting,
            outcome: None,
            undo,
        },
    )
    .await?;
    let follows = Consequences::none().deadline(DeadlineChange::Sync {
        rules_limit_hours: table.rules_time_limit_hours(),
        was_waiting: game.waiting_on.clone(),
        waiting,
    });
    consequences::apply(tx, game, &follows, now).await?;
    Ok(seq)
}
