//! # Scriptorium's events: tournaments, leagues and ladders
//!
//! The pure core of issue 44. Like the rules engines in `games/`, it is
//! values only: no IO, no clock, no global randomness, and it depends on
//! nothing heavier than std, serde, thiserror and rand's random-number
//! trait, so the compiler keeps it that way.
//!
//! ## One decider per event
//!
//! Every event is an append-only log of [`EventRecord`]s, folded into an
//! [`EventState`]:
//!
//! - [`decide()`]`(&state, &action, now, rng)` judges an [`EventAction`] (what
//!   an organizer, a moderator, a player or the system asks) and returns the
//!   records it leads to, or a [`Refusal`] that says why not. `now` is the
//!   caller's clock in seconds; `rng` is only drawn from by pairings that
//!   need it (the round-robin coverings), and what it chose is written into
//!   the records.
//! - [`apply`]`(&mut state, &record)` writes a record down and never fails.
//! - [`fold`]`(&records)` replays a whole log; it always equals the live
//!   state (a property test checks it over random events of every format).
//!
//! A decision returns its consequences in the same list: the registration
//! that fills an event also starts it and pairs its first tables; the result
//! that ends a round robin, the last Swiss round or a knock-out final also
//! finishes the event; a player's last allowed timeout also withdraws them
//! and forfeits their open games.
//!
//! ## Formats ([`Format`])
//!
//! | format | tables | pairing | ends |
//! |---|---|---|---|
//! | round robin | 2–6 seats | all at once; 3–6 seats by a greedy covering ([`pairing::round_robin`]) | last result |
//! | Swiss | 2–6 seats | by points then rating, no repeats when avoidable ([`pairing::swiss`]) | last result of the last round |
//! | knock-out | 2 seats | standard seeded bracket, byes to the top seeds ([`pairing::knockout`]) | the final's result |
//! | league | 2–6 seats | divisions, a round robin each per season ([`league`]) | `EndSeason` of the last season |
//! | ladder | 2 seats | challenges up to `reach` rungs above | `Close` |
//!
//! Blocked pairs ([`Blocks`], set through `UpdateBlocks`) never share a
//! table; when a format would seat them together, the `RoundPaired` record
//! says how that was resolved ([`BlockResolution`]).
//!
//! ## Points and standings
//!
//! A table gives each seat 2 points per opponent it finished ahead of and 1
//! per opponent it tied with (a two-player win is 2, a draw 1; first of
//! three is 4). [`standings()`] rebuilds the table from the log with the
//! format's named tie-breaks ([`TieBreak`]). Every choice made where the
//! formats are ambiguous is written down in `events/RULES_NOTES.md`.
//!
//! ## How the service drives an event
//!
//! The service stores the log (one row per record, like the games' events),
//! maps its user `Uuid`s to [`PlayerId`] with `as_u128`, starts one game per
//! [`Table`] of a `RoundPaired` or `ChallengeAccepted` record with the rules'
//! game, seats, time control and vacation days, and reports every game's end
//! as `RecordResult`. Its scheduler sends `Tick` (timed starts, lapsed
//! challenges), `PairNextRound` (Swiss, knock-out) and `EndSeason` (leagues)
//! when they are due; a refusal such as `RoundStillRunning` just means "not
//! yet". A `ResultRecorded` forfeit for a table whose game still runs (a
//! withdrawal) tells the service to end that game.
//!
//! ```
//! use rand::{rngs::SmallRng, SeedableRng};
//! use scriptorium_events::*;
//!
//! let rules = Rules {
//!     game: "torres".into(),
//!     seats_per_table: 2,
//!     format: Format::Swiss { rounds: 3 },
//!     time_control_hours: 72,
//!     vacation_days: 14,
//!     timeout_policy: TimeoutPolicy::TimedOutLoses,
//!     vanished_policy: VanishedPolicy::WithdrawAfterTimeouts(2),
//!     rating_bounds: RatingBounds::default(),
//!     registration: RegistrationWindow { opens: 0, closes: 1_000 },
//!     max_players: Some(4),
//!     start: StartCondition::WhenFull,
//! };
//! let mut rng = SmallRng::seed_from_u64(1);
//! let mut log = Vec::new();
//! let mut state = EventState::new();
//! let mut act = |state: &mut EventState, action: EventAction, now: u64| {
//!     let records = decide(state, &action, now, &mut rng)?;
//!     for record in &records {
//!         apply(state, record);
//!     }
//!     log.extend(records.clone());
//!     Ok::<_, Refusal>(records)
//! };
//! act(&mut state, EventAction::Create { rules }, 0)?;
//! for (id, rating) in [(1, 1800), (2, 1700), (3, 1600)] {
//!     act(&mut state, EventAction::Register { player: PlayerId(id), rating }, 10)?;
//! }
//! // The fourth entry fills the event: it starts and round 1 is paired.
//! let records = act(&mut state, EventAction::Register { player: PlayerId(4), rating: 1500 }, 20)?;
//! assert!(matches!(records[1], EventRecord::Started { .. }));
//! assert_eq!(state.open_tables().count(), 2);
//! assert_eq!(
//!     act(&mut state, EventAction::PairNextRound, 30),
//!     Err(Refusal::RoundStillRunning { round: 1 })
//! );
//! assert_eq!(fold(&log), state);
//! # Ok::<(), Refusal>(())
//! ```

pub mod action;
pub mod decide;
pub mod ids;
pub mod league;
pub mod pairing;
pub mod record;
pub mod refusal;
pub mod rules;
pub mod standings;
pub mod state;
pub mod verify;

pub use action::{EventAction, ReportedOutcome};
pub use decide::decide;
pub use ids::{Blocks, ChallengeId, PlayerId, TableId};
pub use record::{
    BlockResolution, Bye, ByeKind, CancelReason, Ending, EventRecord, Table, TableResult,
};
pub use refusal::Refusal;
pub use rules::{
    Format, RatingBounds, RegistrationWindow, Rules, RulesProblem, StartCondition, TimeoutPolicy,
    VanishedPolicy,
};
pub use standings::{standings, Standing, TieBreak};
pub use state::{apply, fold, EventState, Phase};

#[cfg(test)]
mod tests;
