//! Agreements among the players: any person playing a game may propose to
//! pause it (no clock runs and no one moves until one of them resumes it),
//! to end it now with the scores as they stand (`Game::standing`), or to
//! call it off (no winner, unrated). It takes effect when every person who
//! may still come back to a seat has accepted — one away, whose seat the
//! computer holds, included: the proposal waits for them; one "no" ends the
//! proposal, and it lapses after `LIFETIME`. The computer players' own seats
//! follow the people. A person proposes (or withdraws) a few times a day in
//! a game at most, and hears of proposals in a game once a day at most
//! (`crate::notices`). Every proposal,
//! answer and outcome is a row of the log, so the history tells it; the
//! pending proposal is projected in `agreement_proposals`.

use super::{has_resigned, without_resigned, PlayError};
use crate::consequences::{self, Consequences, DeadlineChange, Rated};
use crate::games::log::{AgreementKind, AgreementStep, Entry};
use crate::games::StoredSeat;
use crate::notices::{self, Notice};
use crate::rate_limit::{self, Limit};
use crate::store::deadlines as deadline_store;
use crate::store::games::{self as game_store, GameRecord, GameStatus, LockedGame, Proposal};
use crate::store::StoreError;
use chrono::{DateTime, Duration, Utc};
use scriptorium_games::Outcome;
use serde_json::Value;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// How long a proposal waits for its answers.
pub const LIFETIME: Duration = Duration::days(3);

/// The seats whose people must agree: every seat a person may still come
/// back to — those they play, and those the computer holds while they are
/// away (the computer does not vote for them: the proposal waits for them,
/// and lapses if they do not answer) — not a computer player's own, not a
/// resigned seat, not a deleted account's. (Leaving the absent out let the
/// one person left end the game at once, scored as it stood, and rated.)
pub fn voters(game: &GameRecord) -> Vec<StoredSeat> {
    game.players
        .iter()
        .filter(|player| player.is_person() && !player.resigned)
        .filter_map(|player| player.seat)
        .collect()
}

/// Proposals and withdrawals by one person in one game: 4 at once, then one
/// every six hours (each proposal asks the others).
pub const PROPOSALS_PER_PLAYER_AND_GAME: Limit = Limit {
    bucket: "agreement.player_game",
    burst: 4,
    per: std::time::Duration::from_secs(24 * 3600),
    message_key: "limit-proposals",
};

async fn spend_proposal(pool: &PgPool, game: Uuid, user: Uuid) -> Result<(), PlayError> {
    rate_limit::spend(
        pool,
        &PROPOSALS_PER_PLAYER_AND_GAME,
        &format!("{user}:{game}"),
    )
    .await
    .map_err(PlayError::from)
}

/// The seat of `user` if they may take part in agreements in this game.
fn voter_seat(game: &GameRecord, user: Uuid) -> Result<StoredSeat, PlayError> {
    if game.status != GameStatus::Active {
        return Err(PlayError::NotActive);
    }
    let seat = game.seat_of(user).ok_or(PlayError::NotSeated)?;
    if has_resigned(game, seat) {
        return Err(PlayError::Resigned);
    }
    if !voters(game).contains(&seat) {
        return Err(PlayError::NotSeated);
    }
    Ok(seat)
}

/// Proposes `kind`. Returns the game's new last sequence number.
pub async fn propose(
    pool: &PgPool,
    game_id: Uuid,
    user: Uuid,
    kind: AgreementKind,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    spend_proposal(pool, game_id, user).await?;
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let seat = voter_seat(&game, user)?;
    if game_store::proposal(&mut tx, game_id).await?.is_some() {
        return Err(PlayError::ProposalPending);
    }
    if kind == AgreementKind::Pause && game.paused_at.is_some() {
        return Err(PlayError::Paused);
    }
    let mut log = Log::new(&game);
    log.step(&mut tx, Some(seat), AgreementStep::Proposed(kind))
        .await?;
    let proposal = Proposal {
        kind: kind.code().to_owned(),
        proposed_by: seat,
        accepted: vec![seat],
        proposed_at: now,
        expires_at: now + LIFETIME,
    };
    let seq = settle(&mut tx, &game, log, proposal, now).await?;
    tx.commit().await.map_err(StoreError::from)?;
    Ok(seq)
}

/// Answers the pending proposal: yes or no (a proposer's "no" withdraws it).
pub async fn answer(
    pool: &PgPool,
    game_id: Uuid,
    user: Uuid,
    accept: bool,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let seat = voter_seat(&game, user)?;
    let mut proposal = game_store::proposal(&mut tx, game_id)
        .await?
        .filter(|proposal| proposal.expires_at > now)
        .ok_or(PlayError::NoProposal)?;
    let mut log = Log::new(&game);
    let seq = if !accept {
        if seat == proposal.proposed_by {
            // A withdrawal counts as a proposal does: proposing and
            // withdrawing in turn would otherwise ask the others again and
            // again.
            spend_proposal(pool, game_id, user).await?;
        }
        log.step(&mut tx, Some(seat), AgreementStep::Declined)
            .await?;
        game_store::drop_proposal(&mut tx, game_id).await?;
        log.project(&mut tx, &game).await?
    } else {
        if proposal.accepted.contains(&seat) {
            return Err(PlayError::AlreadyAnswered);
        }
        log.step(&mut tx, Some(seat), AgreementStep::Accepted)
            .await?;
        proposal.accepted.push(seat);
        settle(&mut tx, &game, log, proposal, now).await?
    };
    tx.commit().await.map_err(StoreError::from)?;
    Ok(seq)
}

/// Resumes a paused game: its clocks go on where they stood.
pub async fn resume(
    pool: &PgPool,
    game_id: Uuid,
    user: Uuid,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let seat = voter_seat(&game, user)?;
    let since = game.paused_at.ok_or(PlayError::NotPaused)?;
    let mut log = Log::new(&game);
    log.step(&mut tx, Some(seat), AgreementStep::Resumed)
        .await?;
    let paused_for = crate::clocks::pause_shift(since, now);
    deadline_store::shift_all(&mut tx, game_id, |row| {
        crate::clocks::resumed(row, paused_for)
    })
    .await?;
    game_store::set_paused(&mut tx, game_id, None).await?;
    let seq = log.project(&mut tx, &game).await?;
    tx.commit().await.map_err(StoreError::from)?;
    Ok(seq)
}

/// Ends a game by the site's moderators' decision, in the caller's
/// transaction (which also records who did it and why): an open game is
/// cancelled; a game under way ends as a called-off one does (no winner,
/// unrated, no deadline left), its history saying by whom. Returns the
/// game's last sequence number.
pub async fn cancel_by_moderators(
    tx: &mut PgConnection,
    game_id: Uuid,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    call_off_from_outside(
        tx,
        game_id,
        AgreementStep::CancelledByModerators,
        "moderators",
        now,
    )
    .await
}

/// Ends a game whose event was called off, in the event's transaction: as a
/// called-off game (no winner, unrated), its history saying why.
pub async fn cancel_with_event(
    tx: &mut PgConnection,
    game_id: Uuid,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    call_off_from_outside(
        tx,
        game_id,
        AgreementStep::CancelledWithEvent,
        "call_off",
        now,
    )
    .await
}

/// A game ended by a decision taken outside it (`step` in its history,
/// `ended_by` its `ended_by_agreement`).
async fn call_off_from_outside(
    tx: &mut PgConnection,
    game_id: Uuid,
    step: AgreementStep,
    ended_by: &str,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let game = game_store::lock(tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    match game.status {
        GameStatus::Open => {
            game_store::set_cancelled(tx, game_id).await?;
            Ok(game.seq)
        }
        GameStatus::Active => {
            game_store::drop_proposal(tx, game_id).await?;
            let mut log = Log::new(&game);
            log.step(tx, None, step).await?;
            game_store::set_ended_by_agreement(tx, game_id, ended_by).await?;
            let outcome = serde_json::to_value(Outcome::without_winner()).unwrap_or(Value::Null);
            let seq = log.finish(tx, &game, &outcome).await?;
            let follows = Consequences::none()
                .deadline(DeadlineChange::RemoveAll)
                .finished(Rated::No);
            consequences::apply(tx, &game, &follows, now).await?;
            Ok(seq)
        }
        GameStatus::Finished | GameStatus::Cancelled => Err(PlayError::NotActive),
    }
}

/// Lets the pending proposal of a game lapse (the sweeper, holding the
/// game row's lock).
pub async fn lapse(tx: &mut PgConnection, game_id: Uuid) -> Result<(), PlayError> {
    let game = game_store::lock(tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    game_store::drop_proposal(tx, game_id).await?;
    if game.status == GameStatus::Active {
        let mut log = Log::new(&game);
        log.step(tx, None, AgreementStep::Lapsed).await?;
        log.project(tx, &game).await?;
    }
    Ok(())
}

/// Keeps a proposal waiting for the others (who hear of it), or, when every
/// voter has accepted, carries it out.
async fn settle(
    tx: &mut PgConnection,
    game: &LockedGame,
    mut log: Log,
    proposal: Proposal,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let everyone = voters(game)
        .iter()
        .all(|seat| proposal.accepted.contains(seat));
    let kind = AgreementKind::parse(&proposal.kind).ok_or(PlayError::NoProposal)?;
    if !everyone {
        let fresh = proposal.accepted.len() == 1;
        game_store::put_proposal(tx, game.id, &proposal).await?;
        if fresh {
            let proposer = game
                .players
                .iter()
                .find(|player| player.seat == Some(proposal.proposed_by))
                .map(|player| player.username.clone())
                .unwrap_or_default();
            let asked = Notice::Proposal {
                proposed_by: proposal.proposed_by,
                proposer,
                voters: voters(game),
            };
            notices::write(tx, game, &asked, now).await?;
        }
        return log.project(tx, game).await;
    }
    game_store::drop_proposal(tx, game.id).await?;
    log.step(tx, None, AgreementStep::Agreed(kind)).await?;
    match kind {
        AgreementKind::Pause => {
            game_store::set_paused(tx, game.id, Some(now)).await?;
            log.project(tx, game).await
        }
        AgreementKind::End | AgreementKind::CallOff => {
            let outcome = if kind == AgreementKind::End {
                let table = super::restore(game)?.ok_or(PlayError::NotActive)?;
                without_resigned(game, table.standing(game.seat_count.get()))
            } else {
                Outcome::without_winner()
            };
            game_store::set_ended_by_agreement(tx, game.id, kind.code()).await?;
            let outcome = serde_json::to_value(outcome).unwrap_or(Value::Null);
            let seq = log.finish(tx, game, &outcome).await?;
            let rated = if kind == AgreementKind::End {
                Rated::IfEverySideDecided
            } else {
                Rated::No
            };
            let follows = Consequences::none()
                .deadline(DeadlineChange::RemoveAll)
                .finished(rated);
            consequences::apply(tx, game, &follows, now).await?;
            Ok(seq)
        }
    }
}

/// The rows an agreement writes, one decision number for all of them.
struct Log {
    game: Uuid,
    seq: i64,
    action_no: i64,
}

impl Log {
    fn new(game: &GameRecord) -> Log {
        Log {
            game: game.id,
            seq: game.seq,
            action_no: game.last_action_no + 1,
        }
    }

    async fn step(
        &mut self,
        tx: &mut PgConnection,
        seat: Option<StoredSeat>,
        step: AgreementStep,
    ) -> Result<(), PlayError> {
        self.seq = game_store::append(
            tx,
            // The caller holds the game row's lock: no append races this.
            self.game,
            self.seq,
            self.action_no,
            seat,
            &[Entry::Agreement(step)],
        )
        .await?;
        Ok(())
    }

    async fn project(self, tx: &mut PgConnection, game: &LockedGame) -> Result<i64, PlayError> {
        self.write(tx, game, None).await
    }

    async fn finish(
        self,
        tx: &mut PgConnection,
        game: &LockedGame,
        outcome: &Value,
    ) -> Result<i64, PlayError> {
        self.write(tx, game, Some(outcome)).await
    }

    async fn write(
        self,
        tx: &mut PgConnection,
        game: &LockedGame,
        outcome: Option<&Value>,
    ) -> Result<i64, PlayError> {
        super::project_unchanged(tx, game, self.seq, self.action_no, outcome).await?;
        Ok(self.seq)
    }
}
