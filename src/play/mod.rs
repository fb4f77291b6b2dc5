//! Decisions on a game: starting it, submitting an action, taking one back.
//! Each is one short transaction: lock the game row, compare the expected
//! sequence number, ask the engine, append events, update the projection,
//! and say what follows (`consequences::Consequences`: deadlines, mail,
//! ratings), which `consequences::apply` does in the same transaction. This
//! module knows nothing of mail, clocks or ratings.

pub mod agreements;
pub mod ranking;

use crate::consequences::{self, Consequences, DeadlineChange, Rated};
use crate::games::log::{self, Entry};
use crate::games::state_cache::StateCache;
use crate::games::StoredSeat;
use crate::games::{Corrupt, GameEntry, Registry, Rejection, Table};
use crate::notices::{self, Notice};
use crate::store::deadlines as deadline_store;
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, GameRecord, Projection, StateRead, TimeoutPolicy};
use crate::store::StoreError;
use chrono::{DateTime, Utc};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
pub(crate) use ranking::without_resigned;
use scriptorium_games::{Outcome, Seat};
use serde_json::Value;
use sqlx::{PgConnection, PgPool};
use std::sync::Arc;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("no such game")]
    NotFound,
    #[error("you are not seated in this game")]
    NotSeated,
    #[error("the game is not in play")]
    NotActive,
    #[error("the game has moved on (now at {current})")]
    Stale { current: i64 },
    #[error(transparent)]
    Rejected(#[from] Rejection),
    #[error("there is nothing you may take back")]
    NothingToTakeBack,
    #[error("you resigned this game")]
    Resigned,
    #[error("the game is paused")]
    Paused,
    #[error("the game is not paused")]
    NotPaused,
    #[error("a proposal is already waiting for answers")]
    ProposalPending,
    #[error("no proposal is waiting for answers")]
    NoProposal,
    #[error("you already accepted")]
    AlreadyAnswered,
    #[error(transparent)]
    Limited(#[from] crate::rate_limit::LimitError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for PlayError {
    fn from(error: sqlx::Error) -> Self {
        if crate::store::is_unique_violation(&error) {
            // The primary key on (game, seq) caught a racing append.
            PlayError::Stale { current: -1 }
        } else {
            PlayError::Store(StoreError::Database(error))
        }
    }
}

impl From<Corrupt> for PlayError {
    fn from(error: Corrupt) -> Self {
        PlayError::Store(error.into())
    }
}

/// A submission from a seat.
#[derive(Debug, Clone)]
pub enum Decision {
    Act(Value),
    TakeBack,
    /// Leave the game for good (see [`resign`]).
    Resign,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applied {
    /// New events landed; the log now ends at this sequence number.
    Now(i64),
    /// The same submission token was already applied.
    Already(i64),
}

/// Randomness for a decision: seeded from the operating system, never from
/// anything a client sends.
pub fn server_rng() -> ChaCha20Rng {
    ChaCha20Rng::from_os_rng()
}

fn entry_of(game: &GameRecord) -> Result<&'static GameEntry, PlayError> {
    Registry::any(&game.kind).ok_or(PlayError::NotFound)
}

pub fn restore(game: &GameRecord) -> Result<Option<Box<dyn Table>>, PlayError> {
    restore_from(game, game.state.as_ref())
}

/// The game's table from a folded state read apart from its row (see
/// `state_cache`).
pub fn restore_from(
    game: &GameRecord,
    state: Option<&Value>,
) -> Result<Option<Box<dyn Table>>, PlayError> {
    let entry = entry_of(game)?;
    match state {
        Some(state) => Ok(Some(entry.engine.restore(state)?)),
        None => Ok(None),
    }
}

fn seats_of(table: &dyn Table) -> Vec<StoredSeat> {
    table
        .waiting_on()
        .into_iter()
        .map(StoredSeat::from)
        .collect()
}

/// Draws the seat order and writes the set-up events: the game is on.
pub async fn start_game(tx: &mut PgConnection, game: &GameRecord) -> Result<(), PlayError> {
    let entry = entry_of(game)?;
    let seats = game.seat_count.get();
    let mut rng = server_rng();
    let mut players: Vec<Uuid> = game.players.iter().map(|player| player.user_id).collect();
    players.shuffle(&mut rng);
    for (seat, user) in StoredSeat::all(game.seat_count).zip(&players) {
        game_store::assign_seat(tx, game.id, *user, seat).await?;
    }
    let (mut table, events) = entry.engine.start(&game.options, seats, &mut rng)?;
    for event in &events {
        table.apply(event)?;
    }
    let entries: Vec<Entry> = events.into_iter().map(Entry::Event).collect();
    let seq = game_store::append(tx, game.id, game.seq, 0, None, &entries).await?;
    let waiting = seats_of(table.as_ref());
    let outcome = table
        .outcome()
        .map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null));
    game_store::project(
        tx,
        game.id,
        Projection {
            seq,
            last_action_no: 0,
            state: &table.state_json(),
            waiting_on: &waiting,
            outcome: outcome.as_ref(),
            undo: None,
        },
    )
    .await?;
    let seated = game_store::lock(tx, game.id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let follows = Consequences::none()
        .deadline(DeadlineChange::StartBanks {
            seconds: i64::from(seated.time_control.bank_hours) * 3600,
        })
        .deadline(DeadlineChange::Sync {
            rules_limit_hours: table.rules_time_limit_hours(),
            was_waiting: Vec::new(),
            waiting: waiting.clone(),
        })
        .notice(Notice::Started)
        .notice(Notice::Turns {
            was_waiting: Vec::new(),
            waiting,
        });
    consequences::apply(tx, &seated, &follows, Utc::now()).await?;
    Ok(())
}

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
    let request = Request {
        game_id,
        user,
        expected_seq,
        token,
    };
    if let Decision::Act(action) = &decision {
        let mut conn = pool.acquire().await.map_err(StoreError::from)?;
        // The state this instance holds at the seq the player saw need not
        // be read again (if the game moved on, the read says so anyway).
        let held = states.held(game_id).filter(|held| held.seq == expected_seq);
        let read = StateRead::unless_held(held.as_ref().map(|held| held.seq));
        let (mut base, seat) = match admitted(&mut conn, &request, false, read).await? {
            Ok(admitted) => admitted,
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
    let (base, seat) = match admitted(&mut tx, &request, true, StateRead::Always).await? {
        Ok(admitted) => admitted,
        Err(seq) => {
            tracing::info!(seq, "decision: already applied (same token)");
            return Ok(Applied::Already(seq));
        }
    };
    tracing::Span::current().record("seat", seat.number());
    let game = &base.game;
    let now = Utc::now();
    let seq = match decision {
        Decision::Resign => resign(&mut tx, game, seat, now).await?,
        decision => {
            // A player who decides is back: no computer player holds their seat.
            reclaim_seat(&mut tx, game, seat, now).await?;
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

/// Who submits what on which game, as the client saw it.
struct Request {
    game_id: Uuid,
    user: Uuid,
    expected_seq: i64,
    token: Uuid,
}

/// Reads the game (`locked` or not) and checks that the user may decide on
/// it: the game and the seat they decide for, or (`Err`) where an earlier
/// submission of the same token left the game.
async fn admitted(
    conn: &mut PgConnection,
    request: &Request,
    locked: bool,
    state: StateRead,
) -> Result<Result<(game_store::DecisionBase, StoredSeat), i64>, PlayError> {
    let base = game_store::decision_base(
        conn,
        request.game_id,
        request.token,
        request.user,
        locked,
        state,
    )
    .await?
    .ok_or(PlayError::NotFound)?;
    let game = &base.game;
    if !game.is_player(request.user) {
        return Err(PlayError::NotSeated);
    }
    if let Some(seq_after) = base.prior_seq {
        return Ok(Err(seq_after));
    }
    let seat = game.seat_of(request.user).ok_or(PlayError::NotActive)?;
    if game.status != GameStatus::Active {
        return Err(PlayError::NotActive);
    }
    if game.seq != request.expected_seq {
        return Err(PlayError::Stale { current: game.seq });
    }
    if has_resigned(game, seat) {
        return Err(PlayError::Resigned);
    }
    // Paused by agreement: nobody moves until a player resumes it.
    if game.paused_at.is_some() {
        return Err(PlayError::Paused);
    }
    Ok(Ok((base, seat)))
}

fn held_by_computer(game: &GameRecord, seat: StoredSeat) -> bool {
    game.players
        .iter()
        .any(|player| player.seat == Some(seat) && player.bot)
}

/// A decision worked out by the engine, before anything is written.
struct Prepared {
    entries: Vec<Entry>,
    state_json: Value,
    /// The rules' own limit on the decision now awaited.
    rules_limit_hours: Option<u32>,
    was_waiting: Vec<StoredSeat>,
    waiting: Vec<StoredSeat>,
    outcome: Option<Value>,
    undo: Option<(StoredSeat, i64)>,
    action_no: i64,
    seq: i64,
}

/// Asks the engine for a seat's action; `prefix` rows (a timeout notice) go
/// first in the log.
fn prepare(
    game: &GameRecord,
    state: Option<&Value>,
    seat: StoredSeat,
    action: &Value,
    prefix: Vec<Entry>,
) -> Result<Prepared, PlayError> {
    let mut table = restore_from(game, state)?.ok_or(PlayError::NotActive)?;
    let engine_seat = seat.seat();
    let events = table.decide(engine_seat, action, &mut server_rng())?;
    let mut closes_take_back = false;
    for event in &events {
        closes_take_back |= table.ends_take_back(event);
        table.apply(event)?;
    }
    let action_no = game.last_action_no + 1;
    let entries: Vec<Entry> = prefix
        .into_iter()
        .chain(events.into_iter().map(Entry::Event))
        .collect();
    let outcome = table
        .outcome()
        .map(|outcome| without_resigned(game, outcome))
        .map(|outcome| serde_json::to_value(outcome).unwrap_or(Value::Null));
    Ok(Prepared {
        seq: game.seq + entries.len() as i64,
        entries,
        state_json: table.state_json(),
        rules_limit_hours: table.rules_time_limit_hours(),
        was_waiting: game.waiting_on.clone(),
        waiting: seats_of(table.as_ref()),
        outcome,
        undo: (!closes_take_back).then_some((seat, action_no)),
        action_no,
    })
}

impl Prepared {
    fn deadline_plan(&self, game: &GameRecord, now: DateTime<Utc>) -> deadline_store::DeadlinePlan {
        consequences::deadline_plan(
            game,
            self.rules_limit_hours,
            &self.was_waiting,
            &self.waiting,
            now,
        )
    }

    /// The players who newly have a decision waiting, as the notices' one
    /// rule names them (none once it is over: they hear that the game
    /// finished instead).
    fn your_turn(&self, game: &GameRecord) -> Vec<(Uuid, StoredSeat)> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let turns = Notice::Turns {
            was_waiting: self.was_waiting.clone(),
            waiting: self.waiting.clone(),
        };
        notices::addressees(&turns, &game.players, &[])
            .into_iter()
            .filter_map(|notice| Some((notice.user, notice.seat?)))
            .collect()
    }

    fn write<'a>(
        &'a self,
        game: &GameRecord,
        seat: StoredSeat,
        plan: &'a deadline_store::DeadlinePlan,
        your_turn: &'a [(Uuid, StoredSeat)],
        submission: Option<(Uuid, Uuid)>,
        now: DateTime<Utc>,
    ) -> game_store::DecisionWrite<'a> {
        game_store::DecisionWrite {
            game: game.id,
            expected_seq: game.seq,
            action_no: self.action_no,
            seat: Some(seat),
            entries: &self.entries,
            projection: Projection {
                seq: self.seq,
                last_action_no: self.action_no,
                state: &self.state_json,
                waiting_on: &self.waiting,
                outcome: self.outcome.as_ref(),
                undo: self.undo,
            },
            submission,
            deadlines: plan,
            your_turn,
            turn_mail_after: now,
        }
    }
}

/// A player takes their seat back from the computer ("I'm back"). Returns
/// false, changing nothing, when the computer did not hold their seat.
#[tracing::instrument(name = "come_back", skip(pool), fields(game = %game_id, user = %user))]
pub async fn come_back(pool: &PgPool, game_id: Uuid, user: Uuid) -> Result<bool, PlayError> {
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let seat = game.seat_of(user).ok_or(PlayError::NotSeated)?;
    if game.status != GameStatus::Active {
        return Err(PlayError::NotActive);
    }
    if has_resigned(&game, seat) {
        return Err(PlayError::Resigned);
    }
    let reclaimed = reclaim_seat(&mut tx, &game, seat, Utc::now()).await?;
    tx.commit().await.map_err(StoreError::from)?;
    Ok(reclaimed)
}

/// A new player takes over a seat the computer holds for a person who is
/// gone (the caller, `lobby::take_seat`, checked the offer; the game row is
/// locked). The log says so; the newcomer plays the seat on from where it
/// stands, with its clock and bank, and sees what the seat may see. The
/// person who held it leaves the game.
pub async fn take_over(
    tx: &mut PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    newcomer: Uuid,
    newcomer_name: &str,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    if game.status != GameStatus::Active {
        return Err(PlayError::NotActive);
    }
    let held = game
        .players
        .iter()
        .find(|player| player.seat == Some(seat))
        .filter(|player| player.bot && player.computer.is_none() && !player.resigned)
        .ok_or(PlayError::NotSeated)?;
    let action_no = game.last_action_no + 1;
    let seq = game_store::append(
        tx,
        game.id,
        game.seq,
        action_no,
        Some(seat),
        &[Entry::TookOver(crate::games::log::HandOver {
            seat,
            from: held.username.clone(),
            to: newcomer_name.to_owned(),
        })],
    )
    .await?;
    project_unchanged(tx, game, seq, action_no, None).await?;
    game_store::hand_over_seat(tx, game.id, seat, held.user_id, newcomer).await?;
    if game.waiting_on.contains(&seat) {
        // The computer's immediate deadline gives way to the newcomer's own.
        let follows = Consequences::none().deadline(DeadlineChange::Restart {
            seat,
            rules_limit_hours: rules_limit_of(game)?,
        });
        consequences::apply(tx, game, &follows, now).await?;
    }
    Ok(seq)
}

/// Ends the computer's hold on a seat, if it has one (the game row is
/// locked). Clearing the flag is not enough: a waiting seat held by the
/// computer has an immediate deadline, and the sweeper would move for the
/// player at once, so that deadline is replaced by the game's normal one.
async fn reclaim_seat(
    tx: &mut PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    now: DateTime<Utc>,
) -> Result<bool, PlayError> {
    // The record was read under the row's lock: its flag is the truth.
    if !held_by_computer(game, seat) {
        return Ok(false);
    }
    deadline_store::set_bot(tx, game.id, seat, false).await?;
    // Back in time: the seat is no longer for someone else to take.
    game_store::withdraw_seat_offer(tx, game.id, seat).await?;
    if game.status == GameStatus::Active && game.waiting_on.contains(&seat) {
        let follows = Consequences::none().deadline(DeadlineChange::Restart {
            seat,
            rules_limit_hours: rules_limit_of(game)?,
        });
        consequences::apply(tx, game, &follows, now).await?;
    }
    Ok(true)
}

/// Applies a seat's action and what follows from it; returns the new last
/// sequence number.
async fn act(
    tx: &mut PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    action: &Value,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let acted = act_with_prefix(tx, game, seat, action, now, Vec::new(), now).await?;
    consequences::apply(tx, game, &acted.follows, now).await?;
    Ok(acted.seq)
}

/// A decision written: its last sequence number and what follows from it
/// beyond what its own statement wrote (the deadlines and the "your turn"
/// mail travel with the events).
struct Acted {
    seq: i64,
    follows: Consequences,
}

/// Writes a seat's action, `prefix` rows (a timeout notice) first in the
/// log; the caller applies what follows. `turn_mail_after`: when the "your
/// turn" mail this decision causes may go.
async fn act_with_prefix(
    tx: &mut PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    action: &Value,
    now: DateTime<Utc>,
    prefix: Vec<Entry>,
    turn_mail_after: DateTime<Utc>,
) -> Result<Acted, PlayError> {
    let prepared = prepare(game, game.state.as_ref(), seat, action, prefix)?;
    let plan = prepared.deadline_plan(game, now);
    let your_turn = prepared.your_turn(game);
    let mut write = prepared.write(game, seat, &plan, &your_turn, None, now);
    write.turn_mail_after = turn_mail_after;
    // The caller holds the game row's lock: the guard cannot fail.
    if !game_store::commit_decision(tx, &write).await? {
        return Err(PlayError::Stale { current: -1 });
    }
    let follows = if prepared.outcome.is_some() {
        Consequences::none().finished(Rated::Yes)
    } else {
        Consequences::none()
    };
    Ok(Acted {
        seq: prepared.seq,
        follows,
    })
}

/// The rules' own limit on the decision the game awaits, read from its
/// stored state: for the rare paths that have no table at hand.
fn rules_limit_of(game: &GameRecord) -> Result<Option<u32>, PlayError> {
    Ok(restore(game)?.and_then(|table| table.rules_time_limit_hours()))
}

pub(crate) fn has_resigned(game: &GameRecord, seat: StoredSeat) -> bool {
    game.players
        .iter()
        .any(|player| player.seat == Some(seat) && player.resigned)
}

/// The side a seat plays for: its team in a team game, else itself.
fn side_of(game: &GameRecord, seat: StoredSeat) -> u8 {
    crate::games::team_of(&game.kind, &game.options, game.seat_count, seat).unwrap_or(seat.seat().0)
}

/// A seat resigns, and with it its side (a team resigns together). When one
/// side is left, the game ends and it wins. Otherwise the resigned seats
/// leave play as the service's rules say for every game (each game's rules
/// notes repeat it): their pieces stay on the board and the computer plays
/// them on, so the others' game goes on unchanged; they rank last.
async fn resign(
    tx: &mut PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let action_no = game.last_action_no + 1;
    let seq = game_store::append(
        tx,
        game.id,
        game.seq,
        action_no,
        Some(seat),
        &[Entry::Resigned(seat)],
    )
    .await?;
    let side = side_of(game, seat);
    let leaving: Vec<StoredSeat> = StoredSeat::all(game.seat_count)
        .filter(|other| side_of(game, *other) == side)
        .collect();
    let staying: Vec<StoredSeat> = StoredSeat::all(game.seat_count)
        .filter(|other| !leaving.contains(other) && !has_resigned(game, *other))
        .collect();
    for gone in &leaving {
        game_store::set_resigned(tx, game.id, *gone).await?;
    }
    let sides_left: std::collections::BTreeSet<u8> =
        staying.iter().map(|other| side_of(game, *other)).collect();
    if sides_left.len() <= 1 {
        let winners = staying.iter().map(|other| other.seat()).collect();
        let follows =
            end_with_winners(tx, game, seq, action_no, winners, Rated::IfEverySideDecided).await?;
        consequences::apply(tx, game, &follows, now).await?;
    } else {
        project_unchanged(tx, game, seq, action_no, None).await?;
        // The computer moves at once for a resigned seat that is waiting.
        // (`sync` gives a computer-held seat an immediate deadline.)
        let mut follows = Consequences::none();
        let waiting_gone: Vec<StoredSeat> = leaving
            .iter()
            .copied()
            .filter(|gone| game.waiting_on.contains(gone))
            .collect();
        if !waiting_gone.is_empty() {
            // One read of the rules' limit for all of them (it restores the
            // table from the stored state).
            let rules_limit_hours = rules_limit_of(game)?;
            for seat in waiting_gone {
                follows = follows.deadline(DeadlineChange::Restart {
                    seat,
                    rules_limit_hours,
                });
            }
        }
        consequences::apply(tx, game, &follows, now).await?;
    }
    Ok(seq)
}

/// Projects rows of the service that leave the game's state as it was (a
/// resignation, a hand-over, an agreement): the sequence number moves on,
/// who waits stays, and nothing may be taken back across them. With an
/// `outcome`, the game ends there and nobody waits.
pub(crate) async fn project_unchanged(
    tx: &mut PgConnection,
    game: &GameRecord,
    seq: i64,
    action_no: i64,
    outcome: Option<&Value>,
) -> Result<(), PlayError> {
    let state = game.state.clone().unwrap_or(Value::Null);
    let waiting_on: &[StoredSeat] = if outcome.is_some() {
        &[]
    } else {
        &game.waiting_on
    };
    game_store::project(
        tx,
        game.id,
        Projection {
            seq,
            last_action_no: action_no,
            state: &state,
            waiting_on,
            outcome,
            undo: None,
        },
    )
    .await?;
    Ok(())
}

/// Ends a game the service decides, not the rules (a timeout with the "end"
/// policy, a resignation leaving one side): `winners` win, no scores, the
/// pieces stay as they are. What follows: no more deadlines, the
/// finished-game mail and, as `rated` says, the ratings.
async fn end_with_winners(
    tx: &mut PgConnection,
    game: &GameRecord,
    seq: i64,
    action_no: i64,
    winners: Vec<Seat>,
    rated: Rated,
) -> Result<Consequences, PlayError> {
    let outcome = serde_json::to_value(Outcome::decided(winners)).unwrap_or(Value::Null);
    project_unchanged(tx, game, seq, action_no, Some(&outcome)).await?;
    Ok(Consequences::none()
        .deadline(DeadlineChange::RemoveAll)
        .finished(rated))
}

/// A seat's deadline passed: the game's timeout policy decides, through the
/// same path as a move, with a `TimedOut` row in the log before its effect.
/// The seats the computer answers (its own, those it holds, and the "a
/// computer player until the player returns" policy) are not swept here:
/// see [`computer_decides`].
#[tracing::instrument(name = "timeout", skip(tx, now), fields(game = %game_id, seat))]
pub async fn time_out(
    tx: &mut PgConnection,
    game_id: Uuid,
    seat: StoredSeat,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let game = game_store::lock(tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let deadline = deadline_store::remove(tx, game_id, seat).await?;
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
        spend_overtime(tx, deadline, now).await?;
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
            .and(end_with_winners(tx, &game, seq, action_no, others, Rated::Yes).await?);
        consequences::apply(tx, &game, &follows, now).await?;
        return Ok(());
    }
    let table = restore(&game)?.ok_or(PlayError::NotActive)?;
    let action = table
        .default_action(seat.seat())
        .ok_or(PlayError::Rejected(crate::games::Rejection::Malformed(
            "no legal action to take on timeout".into(),
        )))?;
    let prefix = if follow_up { Vec::new() } else { vec![notice] };
    let acted = act_with_prefix(tx, &game, seat, &action, now, prefix, now).await?;
    // The default action may not end the turn (a turn of several steps): the
    // seat stays out of time, so the next sweep takes its next default step.
    keep_deciding_at_once(tx, game.id, seat, deadline.as_ref(), now).await?;
    let told = if follow_up {
        Consequences::none()
    } else {
        Consequences::none().notice(Notice::TimedOut { seat })
    };
    consequences::apply(tx, &game, &told.and(acted.follows), now).await?;
    tracing::info!(follow_up, "timeout: the default action taken");
    Ok(())
}

/// Running out of time uses up the bank spent past the limit.
async fn spend_overtime(
    tx: &mut PgConnection,
    deadline: &deadline_store::DeadlineRow,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let overtime = (now - deadline.due_at).num_seconds();
    if overtime > 0 {
        deadline_store::spend_bank(tx, deadline.game_id, deadline.seat, overtime).await?;
    }
    Ok(())
}

/// After a decision taken for a seat out of time (or by the computer), the
/// seat may still have a step of its turn to take: it gets an immediate
/// deadline, so the next step is taken at once too.
async fn keep_deciding_at_once(
    tx: &mut PgConnection,
    game_id: Uuid,
    seat: StoredSeat,
    deadline: Option<&deadline_store::DeadlineRow>,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let after = game_store::lock(tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    if after.status == GameStatus::Active && after.waiting_on.contains(&seat) {
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
    let owned = player.is_some_and(|player| player.computer.is_some());
    let held = player.is_some_and(|player| player.bot);
    if !held && !owned && game.timeout_policy == TimeoutPolicy::Bot {
        // A person's time ran out: their vacation allowance puts the
        // computer off by a day first, as it puts off any timeout.
        let expired = deadline_store::for_game(&mut tx, game_id)
            .await?
            .into_iter()
            .find(|deadline| deadline.seat == seat && deadline.expires_at <= now);
        if let Some(expired) = expired {
            if crate::clocks::vacation::take_automatically(&mut tx, &expired, now)
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
            spend_overtime(&mut tx, deadline, now).await?;
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
    keep_deciding_at_once(&mut tx, game.id, seat, deadline.as_ref(), now).await?;
    consequences::apply(&mut tx, &game, &told.and(acted.follows), now).await?;
    let seq = acted.seq;
    tx.commit().await.map_err(StoreError::from)?;
    tracing::info!(seq, "computer decision applied");
    crate::metrics::decision_applied(crate::metrics::DecidedBy::Computer);
    Ok(true)
}

async fn take_back(
    tx: &mut PgConnection,
    game: &GameRecord,
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
