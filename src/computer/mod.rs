//! The computer players at work: a worker finds a seat the computer is to
//! decide for (its own seat, a seat it holds for a person, or a person's
//! deadline passed under the "a computer player until the player returns"
//! policy), thinks outside any transaction, on the blocking pool, within a
//! time budget, and submits its choice through the same path as a person's
//! decision (`play::computer_decides`: the sequence number it saw, one short
//! transaction). Nothing is decided inside a request.
//!
//! Several instances may run it: a seat is claimed with `FOR UPDATE SKIP
//! LOCKED` and a lease (`store::computer::claim`); a worker that dies while
//! thinking loses nothing, the seat is claimed again once the lease lapses.
//! The engines' bots see only what their seat may know (`scriptorium_games::
//! bot`): hidden tiles, hands and deck orders are dealt afresh in their
//! minds, never read.
//!
//! The workers' time is shared fairly between accounts (security issue,
//! point 3: one account's thirty games made another person wait forty
//! seconds for their computer opponent):
//! - Accounts take turns. A game belongs to its creator; of the seats due,
//!   the claim takes one of the account the computer served least recently
//!   (`store::computer::claim`), so a person's first game is never behind
//!   someone else's thirtieth, and a reply waits for at most one decision
//!   per other account with a seat due.
//! - Games where only computers are left (every person resigned, or the
//!   computer holds their seat) come last, after every game with a person
//!   still playing, and think with a tenth of the budget
//!   ([`UNATTENDED_SHARE`]): nobody is watching them, and they must never
//!   slow down a game that somebody is. Under a sustained load of games with
//!   people they wait; they lose nothing by it.
//! - An account may hold only so many games with a computer player, and
//!   start only so many an hour ([`ComputerCaps`]), on every path that seats
//!   it with one (creating, "play now", a rematch, joining).

use crate::games::Corrupt;
use crate::games::StoredSeat;
use crate::play::{self, PlayError};
use crate::store::{self, StoreError};
use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use scriptorium_games::bot::{Budget, Level};
use serde_json::Value;
use sqlx::PgPool;
use std::time::{Duration, Instant};

fn corrupt(what: impl Into<String>) -> PlayError {
    PlayError::from(Corrupt(what.into()))
}

/// How long a claim lasts: thinking plus writing, with room to spare. A
/// worker that died is replaced after this.
const LEASE: Duration = Duration::from_secs(60);

/// No search needs more, even on a fast machine with a long budget.
const MAX_PLAYOUTS: u32 = 200_000;

/// The part of the thinking budget a game gets when nobody is left at its
/// table: a tenth.
pub const UNATTENDED_SHARE: u32 = 10;

/// How much of the computer players one account may use: games with a
/// computer player it sits in that have not ended (a resignation does not
/// end one for the computers that play on), and such games it sits down in
/// per hour. Settings (`COMPUTER_GAMES_PER_ACCOUNT`, `COMPUTER_GAMES_PER_HOUR`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComputerCaps {
    pub running: u32,
    pub per_hour: u32,
}

impl ComputerCaps {
    /// Ten games under way: far more than a person follows at once in
    /// play-by-post, and with the turns above ten games of one account cost
    /// anyone else at most one decision's wait.
    pub const DEFAULT_RUNNING: u32 = 10;
    /// Twenty an hour: a quick game every three minutes, well past what a
    /// person plays, while a script gets no more than a slow trickle.
    pub const DEFAULT_PER_HOUR: u32 = 20;
}

impl Default for ComputerCaps {
    fn default() -> Self {
        ComputerCaps {
            running: Self::DEFAULT_RUNNING,
            per_hour: Self::DEFAULT_PER_HOUR,
        }
    }
}

/// Why an account may not sit down with a computer player now.
#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    #[error("{running} games with a computer player under way already")]
    TooManyRunning { running: u32 },
    #[error("too many games with a computer player this hour; wait {retry_after_secs} s")]
    TooFast { retry_after_secs: u64 },
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

/// Checks that `user` may sit down in one more game with a computer player,
/// inside the transaction that seats them: it holds the account's lock
/// until it commits, so simultaneous requests are counted one by one.
pub async fn check_share(
    conn: &mut sqlx::PgConnection,
    caps: ComputerCaps,
    user: uuid::Uuid,
) -> Result<(), ShareError> {
    let share = store::computer::lock_account_share(conn, user).await?;
    if share.running >= i64::from(caps.running) {
        return Err(ShareError::TooManyRunning {
            running: caps.running,
        });
    }
    if share.last_hour >= i64::from(caps.per_hour) {
        let wait = share
            .hour_frees_in_secs
            .unwrap_or(3600.0)
            .clamp(1.0, 3600.0);
        return Err(ShareError::TooFast {
            retry_after_secs: wait.ceil() as u64,
        });
    }
    Ok(())
}

/// The level a seat's computer plays at: a computer player's own, and the
/// strong level for a person's seat it holds.
fn level_of(claimed: &store::computer::Thinking) -> Level {
    match claimed.level.as_deref() {
        Some("easy") => Level::Easy,
        _ => Level::Strong,
    }
}

/// What the computer would do for `seat` in `state` (the whole stored
/// state: the bot itself keeps to what the seat may know), thinking at most
/// `think`. `None`: nothing to decide.
pub fn choose(
    kind: &str,
    state: &Value,
    seat: StoredSeat,
    level: Level,
    think: Duration,
) -> Result<Option<Value>, PlayError> {
    let bots = crate::games::Registry::any(kind)
        .and_then(|entry| entry.bots)
        .ok_or(PlayError::NotFound)?;
    let seat = seat.seat();
    let until = Instant::now() + think;
    let out_of_time = || Instant::now() >= until;
    let budget = Budget {
        playouts: MAX_PLAYOUTS,
        should_stop: &out_of_time,
    };
    let choice = bots
        .choose(state, seat, level, &budget, &mut ChaCha20Rng::from_os_rng())
        .map_err(|error| corrupt(error.to_string()))?;
    Ok(choice.map(|choice| choice.action))
}

/// Takes one decision the computer owes, if any is due at `now`. Returns
/// whether it found one (decided, or found it no longer needed).
pub async fn decide_one(
    pool: &PgPool,
    now: DateTime<Utc>,
    think: Duration,
) -> Result<bool, PlayError> {
    let lease = i64::try_from(LEASE.as_millis()).unwrap_or(i64::MAX);
    let Some(claimed) = store::computer::claim(pool, now, lease)
        .await
        .map_err(StoreError::from)?
    else {
        return Ok(false);
    };
    let game = store::games::load(pool, claimed.game_id)
        .await
        .map_err(StoreError::from)?
        .ok_or(PlayError::NotFound)?;
    let (Some(state), true) = (game.state.clone(), game.waiting_on.contains(&claimed.seat)) else {
        store::computer::release(pool, claimed.game_id, claimed.seat)
            .await
            .map_err(StoreError::from)?;
        return Ok(true);
    };
    let (kind, seat, level) = (game.kind.clone(), claimed.seat, level_of(&claimed));
    let think = if claimed.unattended {
        think / UNATTENDED_SHARE
    } else {
        think
    };
    let started = Instant::now();
    let thought = tokio::task::spawn_blocking(move || choose(&kind, &state, seat, level, think))
        .await
        .map_err(|error| corrupt(format!("the computer player stopped: {error}")));
    crate::metrics::computer_thought(started.elapsed());
    // The decision lands when the thinking is over, on the caller's clock.
    let decided_at = now + chrono::Duration::from_std(started.elapsed()).unwrap_or_default();
    let outcome = match thought {
        Ok(Ok(Some(action))) => {
            play::computer_decides(pool, game.id, seat, game.seq, &action, decided_at)
                .await
                .map(|_| ())
        }
        Ok(Ok(None)) => Err(corrupt("the computer found nothing to decide")),
        Ok(Err(error)) | Err(error) => Err(error),
    };
    if let Err(error) = outcome {
        tracing::error!(game = %game.id, seat = seat.number(), %error, "computer player: set aside a seat it could not decide for");
        store::computer::set_aside(pool, game.id, seat, &error.to_string(), now)
            .await
            .map_err(StoreError::from)?;
    }
    Ok(true)
}

/// Takes every decision the computer owes, one after another, starting at
/// `now` on a clock that then runs as the wall clock does (the worker passes
/// the time of day; tests a moment of their choosing). Returns how many it
/// looked at.
pub async fn decide_all(
    pool: &PgPool,
    now: DateTime<Utc>,
    think: Duration,
) -> Result<usize, PlayError> {
    let started = Instant::now();
    let mut taken = 0;
    loop {
        let at = now + chrono::Duration::from_std(started.elapsed()).unwrap_or_default();
        if !decide_one(pool, at, think).await? {
            return Ok(taken);
        }
        taken += 1;
    }
}

/// The worker: takes what is due, then looks again after `every`.
pub async fn run(pool: PgPool, every: Duration, think: Duration) {
    loop {
        if let Err(error) = decide_all(&pool, Utc::now(), think).await {
            tracing::error!(%error, "computer players");
        }
        tokio::time::sleep(every).await;
    }
}
