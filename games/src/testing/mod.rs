//! Checks every engine must pass, shared by the games' property tests and the
//! service's tests: random legal play, replay equality, one source of legality.
//!
//! And the rulebook scenario kit ([`Scenario`], [`Moves`]): the
//! given/when/then steps every game's worked-example tests are written in,
//! kept here so the three games share one copy of "decide, then fold" and
//! its failure messages. See [`scenario`] for how to write one.

mod scenario;

pub use scenario::{Moves, Scenario, SEED};

use crate::core::{replay, Game, GameRng, Outcome, Seat, Viewer};
use rand::Rng;

/// What a random playout produced.
pub struct Playout<G: Game> {
    pub state: G::State,
    pub events: Vec<G::Event>,
    /// Number of actions taken.
    pub actions: usize,
}

/// Why a playout failed one of the frame's invariants.
#[derive(Debug)]
pub enum PlayoutFailure {
    /// No seat could act, yet the game had no outcome.
    DeadEnd { after_actions: usize },
    /// The step budget ran out before the game ended.
    TooLong { actions: usize },
    /// `decide` refused an action that `legal_actions` offered.
    LegalRefused { action: String, error: String },
    /// `decide` accepted an action `legal_actions` did not offer.
    IllegalAccepted { seat: Seat, action: String },
    /// A seat named by `waiting_on` had no legal action, or the reverse.
    WaitingMismatch { seat: Seat },
    /// Folding the log from scratch gave another state than the live one.
    ReplayDiffers,
    /// `standing` named no winner, a seat not at the table, scores or
    /// ranking keys not one per seat, or winners other than the greatest
    /// keys; or, at the end, differed from the outcome.
    StandingInvalid { after_actions: usize },
}

/// Whether `standing` is a possible end of the game as it stands: winners
/// among the seats, at least one, and no scores or one per seat; no ranking
/// keys or one per seat, the winners exactly the seats with the greatest key.
fn standing_is_sound<G: Game>(state: &G::State, seats: u8) -> bool {
    outcome_is_sound(&G::standing(state, seats), seats)
}

/// Whether `outcome` can end a game of `seats`: see [`random_playout`]'s
/// `StandingInvalid`. The winners must be the seats the ranking keys put
/// first, so that whoever ranks the seats again (after a resignation) by the
/// keys agrees with the rules.
pub fn outcome_is_sound(outcome: &Outcome, seats: u8) -> bool {
    let everyone: Vec<Seat> = Seat::all(seats).collect();
    !outcome.winners.is_empty()
        && outcome.winners.iter().all(|seat| seat.0 < seats)
        && (outcome.scores.is_empty() || outcome.scores.len() == usize::from(seats))
        && (outcome.ranking.is_empty()
            || (outcome.ranking.len() == usize::from(seats)
                && outcome.best_among(&everyone) == outcome.winners))
}

/// Plays random legal actions from a fresh set-up until the game ends,
/// checking the frame's invariants after every step.
pub fn random_playout<G: Game>(
    options: &G::Options,
    seats: u8,
    rng: &mut dyn GameRng,
    max_actions: usize,
) -> Result<Playout<G>, PlayoutFailure> {
    let mut state =
        G::new_state(options, seats).map_err(|_| PlayoutFailure::DeadEnd { after_actions: 0 })?;
    let mut events = G::setup(&state, rng);
    for event in &events {
        G::apply(&mut state, event);
    }
    let mut actions = 0;
    while G::outcome(&state).is_none() {
        if actions >= max_actions {
            return Err(PlayoutFailure::TooLong { actions });
        }
        let waiting = G::waiting_on(&state);
        let mut offers: Vec<(Seat, Vec<G::Action>)> = Vec::new();
        for seat in Seat::all(seats) {
            let legal = G::legal_actions(&state, seat);
            if waiting.contains(&seat) == legal.is_empty() {
                return Err(PlayoutFailure::WaitingMismatch { seat });
            }
            if !legal.is_empty() {
                offers.push((seat, legal));
            }
        }
        if offers.is_empty() {
            return Err(PlayoutFailure::DeadEnd {
                after_actions: actions,
            });
        }
        // One source of legality: what another seat may do, this seat may not
        // do unless it is offered to it too.
        for (seat, legal) in &offers {
            for (other, other_legal) in &offers {
                if other == seat {
                    continue;
                }
                for action in other_legal.iter().filter(|a| !legal.contains(a)).take(3) {
                    if G::decide(&state, *seat, action, rng).is_ok() {
                        return Err(PlayoutFailure::IllegalAccepted {
                            seat: *seat,
                            action: format!("{action:?}"),
                        });
                    }
                }
            }
        }
        for seat in Seat::all(seats).filter(|s| !waiting.contains(s)) {
            if let Some((_, legal)) = offers.first() {
                if let Some(action) = legal.first() {
                    if G::decide(&state, seat, action, rng).is_ok() {
                        return Err(PlayoutFailure::IllegalAccepted {
                            seat,
                            action: format!("{action:?}"),
                        });
                    }
                }
            }
        }
        let (seat, legal) = &offers[rng.random_range(0..offers.len())];
        let action = &legal[rng.random_range(0..legal.len())];
        let new_events = G::decide(&state, *seat, action, rng).map_err(|error| {
            PlayoutFailure::LegalRefused {
                action: format!("{action:?}"),
                error: error.to_string(),
            }
        })?;
        for event in &new_events {
            G::apply(&mut state, event);
        }
        events.extend(new_events);
        actions += 1;
        // The players may agree to end the game at any point: it must be
        // scorable as it stands.
        if !standing_is_sound::<G>(&state, seats) {
            return Err(PlayoutFailure::StandingInvalid {
                after_actions: actions,
            });
        }
    }
    let outcome = G::outcome(&state);
    if outcome.as_ref() != Some(&G::standing(&state, seats))
        || !outcome.as_ref().is_some_and(|o| outcome_is_sound(o, seats))
    {
        return Err(PlayoutFailure::StandingInvalid {
            after_actions: actions,
        });
    }
    let replayed =
        replay::<G>(options, seats, &events).map_err(|_| PlayoutFailure::ReplayDiffers)?;
    if replayed != state {
        return Err(PlayoutFailure::ReplayDiffers);
    }
    Ok(Playout {
        state,
        events,
        actions,
    })
}

/// Every view and redacted event a seat or a spectator would be shown along a
/// log, serialized, so a test can search them for another seat's secrets.
pub fn everything_shown_to<G: Game>(
    options: &G::Options,
    seats: u8,
    events: &[G::Event],
    viewer: Viewer,
) -> Vec<String> {
    let mut shown = Vec::new();
    let Ok(mut state) = G::new_state(options, seats) else {
        return shown;
    };
    for event in events {
        let redacted = G::redact_event(&state, event, viewer);
        shown.push(serde_json_like(&redacted));
        G::apply(&mut state, event);
        shown.push(serde_json_like(&G::view(&state, viewer)));
    }
    shown
}

/// Debug formatting is enough to search for secrets and keeps this module
/// free of a JSON dependency.
fn serde_json_like<T: std::fmt::Debug>(value: &T) -> String {
    format!("{value:?}")
}

/// A game's log recorded by an older engine, with the state it folded to
/// then: the fixtures that prove a game in play goes on after a rules change.
#[derive(serde::Deserialize)]
#[serde(bound = "")]
pub struct LegacyLog<G: Game> {
    pub options: G::Options,
    pub seats: u8,
    pub events: Vec<G::Event>,
    pub state: G::State,
}

impl<G: Game> LegacyLog<G> {
    /// Reads a stored fixture; `name` says which one in a failure.
    pub fn parse(name: &str, json: &str) -> LegacyLog<G> {
        serde_json::from_str(json)
            .unwrap_or_else(|error| panic!("{name}: the stored log does not decode: {error}"))
    }

    /// Folds the log under the rules version its game started with.
    pub fn fold(&self, rules_version: u32) -> G::State {
        crate::core::replay_at::<G>(&self.options, self.seats, rules_version, &self.events)
            .unwrap_or_else(|error| panic!("the stored log does not fold: {error}"))
    }
}
