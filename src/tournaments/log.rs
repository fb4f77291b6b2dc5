//! One decision on an event's log: lock the event's row, fold its log, ask
//! the pure core (`scriptorium_events::decide`), append the records after the
//! sequence number read, and write the lists' projection — all in the
//! caller's transaction. What the records mean for games (tables to start,
//! forfeits to end) is the caller's: this step knows nothing of `play`, so
//! the end of a game (`consequences`) may report its result through it.

use crate::store::events::{self as store, EventProjection, EventRow};
use chrono::{DateTime, TimeZone, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use scriptorium_events::{
    apply, decide, fold, Blocks, EventAction, EventRecord, EventState, Format, Phase, PlayerId,
    Refusal, StartCondition,
};
use sqlx::PgConnection;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum DecideError {
    #[error("no such event")]
    NotFound,
    /// The core refused: nothing was written.
    #[error("refused: {0}")]
    Refused(Refusal),
    /// Another decision landed first (the primary key on (event, seq)).
    #[error("the event moved on")]
    Stale,
    #[error("an event record does not decode: {0}")]
    Corrupt(#[from] serde_json::Error),
    #[error(transparent)]
    Store(sqlx::Error),
}

impl From<sqlx::Error> for DecideError {
    fn from(error: sqlx::Error) -> Self {
        if crate::store::is_unique_violation(&error) {
            DecideError::Stale
        } else {
            DecideError::Store(error)
        }
    }
}

impl From<Refusal> for DecideError {
    fn from(refusal: Refusal) -> Self {
        DecideError::Refused(refusal)
    }
}

/// A decision written: the records it added and the event as they left it.
#[derive(Debug)]
pub struct Decided {
    pub event: EventRow,
    pub records: Vec<EventRecord>,
    pub state: EventState,
}

/// A person as the event's core knows them.
pub fn player(user: Uuid) -> PlayerId {
    PlayerId(user.as_u128())
}

/// The person an event's player is.
pub fn user(player: PlayerId) -> Uuid {
    Uuid::from_u128(player.0)
}

/// The core's clock: whole seconds since 1970.
pub fn seconds(at: DateTime<Utc>) -> u64 {
    u64::try_from(at.timestamp()).unwrap_or(0)
}

pub fn instant(seconds: u64) -> DateTime<Utc> {
    Utc.timestamp_opt(i64::try_from(seconds).unwrap_or(i64::MAX), 0)
        .single()
        .unwrap_or(DateTime::<Utc>::MAX_UTC)
}

/// The event's log folded, read under the caller's lock.
pub async fn state_of(conn: &mut PgConnection, id: Uuid) -> Result<EventState, DecideError> {
    let records = store::records(conn, id).await?;
    let records: Vec<EventRecord> = records
        .into_iter()
        .map(|record| serde_json::from_str(&record))
        .collect::<Result<_, _>>()?;
    Ok(fold(&records))
}

/// Decides `action` on the event `id` at `now` and writes what it led to.
/// Before an action that may seat players together, the blocks among the
/// entrants (and `newcomer`) are brought up to date in the same log, so the
/// pairing the core makes keeps blocked pairs apart. A refusal writes
/// nothing.
pub async fn decide_on(
    tx: &mut PgConnection,
    id: Uuid,
    action: &EventAction,
    now: DateTime<Utc>,
) -> Result<Decided, DecideError> {
    decide_with(tx, id, now, |_| Ok(action.clone())).await
}

/// [`decide_on`] with the action made from the event as it stands under
/// the lock (a result needs the table's seats).
pub async fn decide_with(
    tx: &mut PgConnection,
    id: Uuid,
    now: DateTime<Utc>,
    make_action: impl FnOnce(&EventState) -> Result<EventAction, Refusal>,
) -> Result<Decided, DecideError> {
    let event = store::lock(tx, id).await?.ok_or(DecideError::NotFound)?;
    let mut state = state_of(tx, id).await?;
    let was_active: std::collections::HashMap<PlayerId, bool> = state
        .entry_order
        .iter()
        .map(|&p| (p, state.is_active(p)))
        .collect();
    let action = &make_action(&state)?;
    let mut rng = ChaCha20Rng::from_os_rng();
    let at = seconds(now);
    let mut records = Vec::new();
    if may_pair(action) && state.phase != Phase::NotCreated {
        let blocks = blocks_among(tx, &state, action).await?;
        let update = EventAction::UpdateBlocks { blocks };
        // A finished event refuses it, and so it will the action itself.
        if let Ok(updated) = decide(&state, &update, at, &mut rng) {
            for record in &updated {
                apply(&mut state, record);
            }
            records.extend(updated);
        }
    }
    let decided = decide(&state, action, at, &mut rng)?;
    for record in &decided {
        apply(&mut state, record);
    }
    records.extend(decided);
    let values: Vec<String> = records
        .iter()
        .map(serde_json::to_string)
        .collect::<Result<_, _>>()?;
    let seq = if values.is_empty() {
        event.seq
    } else {
        store::append(tx, id, event.seq, &values).await?
    };
    // Who hears of it (mail, push, hooks) is the notices' rule.
    crate::notices::event::raise(tx, id, event.seq + 1, &records, &state, now).await?;
    let Some(rules) = state.rules.clone() else {
        return Err(DecideError::NotFound);
    };
    let rules_json = serde_json::to_value(&rules)?;
    let entrants = state.active_players().len();
    let projection = EventProjection {
        seq,
        phase: phase_code(state.phase),
        rules: &rules_json,
        game_kind: &rules.game,
        max_players: rules
            .max_players
            .map(|max| i32::try_from(max).unwrap_or(i32::MAX)),
        registration_closes_at: instant(rules.registration.closes),
        entrants: i32::try_from(entrants).unwrap_or(i32::MAX),
        next_due_at: next_due(&state, now),
    };
    if !store::project(tx, id, event.seq, &projection).await? {
        return Err(DecideError::Stale);
    }
    // Only the entrants the decision added or whose standing it changed: a
    // 2,000-player event rewrote every row at each entry.
    let (users, active): (Vec<Uuid>, Vec<bool>) = state
        .entry_order
        .iter()
        .map(|&p| (p, state.is_active(p)))
        .filter(|(p, active)| was_active.get(p) != Some(active))
        .map(|(p, active)| (user(p), active))
        .unzip();
    store::set_entrants(tx, id, &users, &active).await?;
    Ok(Decided {
        event,
        records,
        state,
    })
}

/// Whether the action may open tables (blocks must be current for it).
fn may_pair(action: &EventAction) -> bool {
    matches!(
        action,
        EventAction::Register { .. }
            | EventAction::Start
            | EventAction::Tick
            | EventAction::PairNextRound
            | EventAction::EndSeason
    )
}

async fn blocks_among(
    conn: &mut PgConnection,
    state: &EventState,
    action: &EventAction,
) -> Result<Blocks, DecideError> {
    let mut users: Vec<Uuid> = state.entry_order.iter().map(|&p| user(p)).collect();
    if let EventAction::Register {
        player: newcomer, ..
    } = action
    {
        users.push(user(*newcomer));
    }
    let pairs = store::blocked_pairs(conn, &users).await?;
    Ok(pairs
        .into_iter()
        .map(|(a, b)| (player(a), player(b)))
        .collect())
}

pub fn phase_code(phase: Phase) -> &'static str {
    match phase {
        Phase::NotCreated | Phase::Registering => "registering",
        Phase::Running => "running",
        Phase::Finished => "finished",
        Phase::Cancelled => "cancelled",
    }
}

/// When the scheduler must next look at the event: at a timed start, as
/// soon as a round (or a league season) has no game left to play, when a
/// ladder challenge lapses; never once it is over.
pub fn next_due(state: &EventState, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let rules = state.rules.as_ref()?;
    match state.phase {
        Phase::Registering => match rules.start {
            StartCondition::AtTime(at) => Some(instant(at)),
            // Not full when registration closes: the scheduler cancels it.
            StartCondition::WhenFull => Some(instant(rules.registration.closes)),
        },
        Phase::Running => match rules.format {
            Format::Swiss { .. } | Format::KnockOut | Format::League { .. } => {
                state.open_tables().next().is_none().then_some(now)
            }
            Format::Ladder { .. } => state
                .challenges
                .iter()
                .filter(|c| c.status == scriptorium_events::state::ChallengeStatus::Open)
                .filter_map(|c| scriptorium_events::decide::challenge_deadline(rules, c))
                .min()
                .map(instant),
            Format::RoundRobin => None,
        },
        Phase::NotCreated | Phase::Finished | Phase::Cancelled => None,
    }
}
