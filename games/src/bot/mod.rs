//! Computer players for every game, at three levels:
//!
//! - *random*: a uniformly drawn legal action (a yardstick, and a sparring
//!   partner for tests);
//! - *easy*: a quick one-move heuristic that plays sensibly (each game says
//!   how it judges a position, and may add a preference between actions);
//! - *strong*: an information-set Monte Carlo tree search over the pure
//!   engines (see `search.rs`).
//!
//! A bot never cheats. It decides from a [`Knowledge`]: the state with every
//! part hidden from its seat replaced by a stand-in that depends only on
//! what that seat may know (its view and the public log). Whenever the search
//! needs a whole state it samples one afresh, consistent with that knowledge
//! ([`BotGame::determinize`]).
//!
//! The engines have no clock: a move's budget comes from outside as a number
//! of playouts and a `should_stop` callback, so a search is deterministic
//! given its random generator and a budget in playouts.

mod arena;
mod erased;
pub(crate) mod reward;
mod search;
#[cfg(test)]
mod tests;

pub use arena::{
    arena, ArenaError, ArenaLevel, ArenaReport, ArenaSettings, ThinkingClock, UnmeteredClock,
};
#[cfg(test)]
pub use erased::for_game;
pub use erased::{BotError, DynBot, Typed};
pub use search::SearchStats;

use crate::core::{Game, GameRng, Seat};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How well a computer player plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Random,
    Easy,
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Easy, Level::Strong];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is none of [`Level::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no level called {0:?} (random, easy, strong)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(name: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == name)
            .ok_or_else(|| UnknownLevel(name.to_owned()))
    }
}

/// The thinking time the service gives the strong level per move, in
/// milliseconds (at most 2 s, so a player's page never waits long). The
/// engine never reads a clock: callers turn this into a `should_stop`.
pub const SERVICE_THINK_MS: u64 = 1_000;

/// How much thinking one move may take. The engine has no clock: the caller
/// bounds the playouts and may stop the search early through `should_stop`
/// (asked between playouts), e.g. when its wall-clock deadline has passed.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    pub playouts: u32,
    pub should_stop: &'a dyn Fn() -> bool,
}

fn never() -> bool {
    false
}

impl Budget<'static> {
    /// Exactly `playouts` playouts: the same generator gives the same move.
    pub fn playouts(playouts: u32) -> Budget<'static> {
        Budget {
            playouts,
            should_stop: &never,
        }
    }
}

impl fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Budget")
            .field("playouts", &self.playouts)
            .finish_non_exhaustive()
    }
}

/// What a game adds to [`Game`] so that the computer can play it.
pub trait BotGame: Game {
    /// What `seat` may know of `state`: the same state with every part
    /// hidden from `seat` replaced by a canonical stand-in computed from
    /// public facts only (for instance another hand as the sorted pool of
    /// the cards it may hold, the deck in a fixed order). Two states that
    /// look alike to `seat` give equal knowledge.
    fn knowledge(state: &Self::State, seat: Seat) -> Self::State;

    /// A whole state drawn at random among those `knowledge` allows: the
    /// stand-ins replaced by a fresh random assignment. Its `view` for
    /// `seat` equals the view of the state the knowledge came from.
    fn determinize(knowledge: &Self::State, seat: Seat, rng: &mut dyn GameRng) -> Self::State;

    /// The number of seats at the table.
    fn seat_count(state: &Self::State) -> u8;

    /// The side a seat plays for: partners share one (they win together).
    fn side(state: &Self::State, seat: Seat) -> u8 {
        let _ = state;
        seat.0
    }

    /// Each seat's projected final score, in the unit of `Outcome::scores`:
    /// how the easy level judges a position, and how a playout cut short
    /// is scored.
    fn estimate(state: &Self::State) -> Vec<f64>;

    /// A score margin that all but decides a game (rewards saturate there).
    fn score_scale() -> f64;

    /// How many actions a playout plays at random before the estimate
    /// judges where it stopped. In a long game, random play to the far end
    /// drowns what one move changes; a horizon of a few turns keeps it.
    fn playout_horizon() -> usize {
        usize::MAX
    }

    /// Whether the search judges each action by the estimate one action
    /// ahead before trying it (worth its cost where a turn is many small
    /// steps with many options each, and most of them are poor).
    fn search_priors() -> bool {
        false
    }

    /// The easy level's preference for an action beyond the position it
    /// leads to (added to the estimated margin), for actions whose worth
    /// shows only later. The default has none.
    fn easy_bonus(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
        rng: &mut dyn GameRng,
    ) -> f64 {
        let _ = (state, seat, action, rng);
        0.0
    }
}

/// What one seat knows of a game, and the only input a bot decides from.
#[derive(Debug, Clone, PartialEq)]
pub struct Knowledge<G: BotGame> {
    seat: Seat,
    known: G::State,
}

impl<G: BotGame> Knowledge<G> {
    /// What `seat` may know of `state` (see [`BotGame::knowledge`]).
    pub fn of(state: &G::State, seat: Seat) -> Knowledge<G> {
        Knowledge {
            seat,
            known: G::knowledge(state, seat),
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The canonical state standing for everything this seat may know.
    pub fn known(&self) -> &G::State {
        &self.known
    }

    /// A whole state consistent with this knowledge, drawn afresh.
    pub fn sample(&self, rng: &mut dyn GameRng) -> G::State {
        G::determinize(&self.known, self.seat, rng)
    }

    /// The seat's legal actions: they depend only on what it knows.
    pub fn legal_actions(&self) -> Vec<G::Action> {
        G::legal_actions(&self.known, self.seat)
    }
}

/// A bot's decision and what it cost.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice<A> {
    pub action: A,
    /// Playouts run to reach it (0 unless the strong level searched).
    pub playouts: u32,
}

/// The action a computer player of `level` takes for the knowledge's seat,
/// `None` when that seat has nothing to decide.
pub fn choose<G: BotGame>(
    knowledge: &Knowledge<G>,
    level: Level,
    budget: &Budget,
    rng: &mut dyn GameRng,
) -> Option<Choice<G::Action>> {
    let legal = knowledge.legal_actions();
    if legal.len() <= 1 {
        return legal.into_iter().next().map(|action| Choice {
            action,
            playouts: 0,
        });
    }
    let (index, playouts) = match level {
        Level::Random => (rng.random_range(0..legal.len()), 0),
        Level::Easy => (easy_choice(knowledge, &legal, rng), 0),
        Level::Strong => {
            let (index, stats) = search::search(knowledge, &legal, budget, rng);
            (index, stats.playouts)
        }
    };
    legal
        .into_iter()
        .nth(index)
        .map(|action| Choice { action, playouts })
}

/// One-move lookahead on one sampled state: the action whose resulting
/// position the game's estimate likes best for this seat's side, plus the
/// game's own preference; ties broken at random.
fn easy_choice<G: BotGame>(
    knowledge: &Knowledge<G>,
    legal: &[G::Action],
    rng: &mut dyn GameRng,
) -> usize {
    let seat = knowledge.seat();
    let state = knowledge.sample(rng);
    let mut best: Vec<usize> = Vec::new();
    let mut best_value = f64::NEG_INFINITY;
    for (index, action) in legal.iter().enumerate() {
        let Ok(events) = G::decide(&state, seat, action, rng) else {
            continue;
        };
        let mut after = state.clone();
        for event in &events {
            G::apply(&mut after, event);
        }
        let value = reward::margin::<G>(&after, seat) + G::easy_bonus(&state, seat, action, rng);
        if value > best_value + 1e-9 {
            best_value = value;
            best.clear();
            best.push(index);
        } else if (value - best_value).abs() <= 1e-9 {
            best.push(index);
        }
    }
    if best.is_empty() {
        return rng.random_range(0..legal.len());
    }
    best[rng.random_range(0..best.len())]
}
