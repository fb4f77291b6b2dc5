//! Events: tournaments, leagues and ladders (issue 44), run by the service.
//! (The word "events" is taken by the games' logs; pages say "event".)
//!
//! The rules of every format are the pure `scriptorium_events` crate's. This
//! module drives it: [`decide`] is the one way an event changes — it locks
//! the event, folds its log, asks the core, appends the records
//! (`log::decide_on`), and carries out what they mean for games in the same
//! transaction (`tables`: a game started per table opened, a game ended per
//! forfeit). The end of a game played for an event reports its result
//! through `results` (from `consequences::apply`); the scheduler
//! (`schedule`) sends the core's timed actions when an event is due.

pub mod export;
pub mod log;
pub mod projection;
pub mod results;
pub mod schedule;
pub mod tables;

use crate::games::Registry;
use crate::play::PlayError;
use crate::rate_limit::{self, Limit, LimitError};
use crate::store::events as store;
use crate::store::StoreError;
use chrono::{DateTime, Utc};
use log::{DecideError, Decided};
use scriptorium_events::{EventAction, Refusal, Rules};
use sqlx::{PgConnection, PgPool};
use std::time::Duration;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    #[error("no such event")]
    NotFound,
    #[error("only the organizer may do that")]
    NotOrganizer,
    #[error("unknown game kind")]
    UnknownGame,
    #[error("the game is not played at that many seats")]
    BadSeats,
    #[error("the time control is outside the service's limits")]
    BadTimeControl,
    #[error("an event needs a name")]
    BadName,
    #[error("no player of that name")]
    NoSuchPlayer,
    /// The event's rules refuse it; nothing changed.
    #[error("refused: {0}")]
    Refused(Refusal),
    #[error("the event moved on")]
    Stale,
    #[error(transparent)]
    Limited(#[from] LimitError),
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl TournamentError {
    /// The sentence of what the event refused (or why the form cannot make
    /// one); `None`: not the person's doing.
    pub fn message_key(&self) -> Option<&'static str> {
        Some(match self {
            TournamentError::Refused(refusal) => refusal.key(),
            TournamentError::NotOrganizer => "events-not-organizer",
            TournamentError::UnknownGame => "events-unknown-game",
            TournamentError::BadSeats => "events-bad-seats",
            TournamentError::BadTimeControl => "events-bad-time-control",
            TournamentError::BadName => "events-bad-name",
            TournamentError::NoSuchPlayer => "events-no-such-player",
            TournamentError::Stale => "events-stale",
            TournamentError::NotFound
            | TournamentError::Limited(_)
            | TournamentError::Play(_)
            | TournamentError::Store(_) => return None,
        })
    }
}

impl From<sqlx::Error> for TournamentError {
    fn from(error: sqlx::Error) -> Self {
        TournamentError::Store(error.into())
    }
}

impl From<DecideError> for TournamentError {
    fn from(error: DecideError) -> Self {
        match error {
            DecideError::NotFound => TournamentError::NotFound,
            DecideError::Refused(refusal) => TournamentError::Refused(refusal),
            DecideError::Stale => TournamentError::Stale,
            DecideError::Corrupt(error) => TournamentError::Store(error.into()),
            DecideError::Store(error) => error.into(),
        }
    }
}

/// Events created by one account: each starts games for its entrants, so
/// a few a day.
pub const EVENTS_PER_ACCOUNT: Limit = Limit {
    bucket: "events.account",
    burst: 5,
    per: Duration::from_secs(24 * 3600),
    message_key: "limit-events",
};

/// Decides `action` on the event and carries out what it leads to, in the
/// caller's transaction: a game started for every table it opened, the
/// games it forfeited ended.
pub async fn decide(
    tx: &mut PgConnection,
    event: Uuid,
    action: &EventAction,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    let decided = log::decide_on(tx, event, action, now).await?;
    if let Some(rules) = &decided.state.rules {
        tables::open_games(tx, event, rules, &decided.records).await?;
    }
    tables::end_forfeited_games(tx, event, &decided.state, now).await?;
    Ok(decided)
}

/// [`decide`] in a transaction of its own.
async fn decide_now(
    pool: &PgPool,
    event: Uuid,
    action: &EventAction,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    let mut tx = pool.begin().await?;
    let decided = decide(&mut tx, event, action, now).await?;
    tx.commit().await?;
    Ok(decided)
}

/// Checks what the core cannot: the game is offered and is played at the
/// table's size.
fn check_game(registry: &Registry, rules: &Rules) -> Result<(), TournamentError> {
    let entry = registry
        .get(&rules.game)
        .ok_or(TournamentError::UnknownGame)?;
    let info = entry.engine.info();
    if !(info.min_seats..=info.max_seats).contains(&rules.seats_per_table) {
        return Err(TournamentError::BadSeats);
    }
    if crate::clocks::time_control::validate(tables::time_control(rules)).is_err() {
        return Err(TournamentError::BadTimeControl);
    }
    Ok(())
}

/// Opens a new event with its rules; returns its id.
pub async fn create(
    pool: &PgPool,
    registry: &Registry,
    organizer: Uuid,
    name: &str,
    rules: Rules,
    now: DateTime<Utc>,
) -> Result<Uuid, TournamentError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 100 || name.chars().any(char::is_control) {
        return Err(TournamentError::BadName);
    }
    check_game(registry, &rules)?;
    rules
        .validate()
        .map_err(|problem| TournamentError::Refused(Refusal::InvalidRules(problem)))?;
    rate_limit::spend(pool, &EVENTS_PER_ACCOUNT, &organizer.to_string()).await?;
    let id = Uuid::new_v4();
    let rules_json = serde_json::to_value(&rules).map_err(StoreError::from)?;
    let mut tx = pool.begin().await?;
    store::create(
        &mut tx,
        store::NewEvent {
            id,
            organizer,
            name,
            rules: &rules_json,
            game_kind: &rules.game,
            max_players: rules
                .max_players
                .map(|max| i32::try_from(max).unwrap_or(i32::MAX)),
            registration_closes_at: log::instant(rules.registration.closes),
        },
    )
    .await?;
    decide(&mut tx, id, &EventAction::Create { rules }, now).await?;
    tx.commit().await?;
    Ok(id)
}

/// Enters `user` with their current rating in the event's game (a first
/// game's rating when they have none).
pub async fn register(
    pool: &PgPool,
    event: Uuid,
    user: Uuid,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    let mut tx = pool.begin().await?;
    let game = store::game_kind(&mut tx, event)
        .await?
        .ok_or(TournamentError::NotFound)?;
    let rating = store::rating_in(&mut tx, &game, user)
        .await?
        .unwrap_or(crate::store::ratings::Rating::default().rating);
    let action = EventAction::Register {
        player: log::player(user),
        rating: rating.round() as i32,
    };
    let decided = decide(&mut tx, event, &action, now).await?;
    tx.commit().await?;
    Ok(decided)
}

/// `user` leaves the event: their open two-player games are lost at once.
pub async fn withdraw(
    pool: &PgPool,
    event: Uuid,
    user: Uuid,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    let action = EventAction::Withdraw {
        player: log::player(user),
    };
    decide_now(pool, event, &action, now).await
}

/// What only the organizer may do: new rules before the start, an early
/// start at a timed event's time, calling it off.
pub async fn organize(
    pool: &PgPool,
    registry: &Registry,
    event: Uuid,
    user: Uuid,
    action: EventAction,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    if let EventAction::ChangeRules { rules } = &action {
        check_game(registry, rules)?;
    }
    let mut tx = pool.begin().await?;
    let row = store::lock(&mut tx, event)
        .await?
        .ok_or(TournamentError::NotFound)?;
    if row.organizer != user {
        return Err(TournamentError::NotOrganizer);
    }
    let decided = decide(&mut tx, event, &action, now).await?;
    tx.commit().await?;
    Ok(decided)
}

/// `user` challenges `challenged` on a ladder (the core decides who is in
/// reach; a game starts once the challenge is accepted).
pub async fn challenge(
    pool: &PgPool,
    event: Uuid,
    user: Uuid,
    challenged: Uuid,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    let action = EventAction::Challenge {
        challenger: log::player(user),
        challenged: log::player(challenged),
    };
    decide_now(pool, event, &action, now).await
}

/// [`challenge`] naming the player challenged by their username.
pub async fn challenge_by_name(
    pool: &PgPool,
    event: Uuid,
    user: Uuid,
    challenged: &str,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    let challenged = crate::store::users::by_username(pool, challenged)
        .await?
        .ok_or(TournamentError::NoSuchPlayer)?;
    challenge(pool, event, user, challenged.id, now).await
}

/// The challenged `user` accepts (a game between the two starts) or
/// declines (lost, when the ladder's rules say so) challenge `challenge`.
pub async fn answer_challenge(
    pool: &PgPool,
    event: Uuid,
    user: Uuid,
    challenge: u32,
    accept: bool,
    now: DateTime<Utc>,
) -> Result<Decided, TournamentError> {
    let challenge = scriptorium_events::ChallengeId(challenge);
    let by = log::player(user);
    let action = if accept {
        EventAction::AcceptChallenge { challenge, by }
    } else {
        EventAction::DeclineChallenge { challenge, by }
    };
    decide_now(pool, event, &action, now).await
}
