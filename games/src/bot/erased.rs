//! The bots behind one object-safe interface speaking JSON, found by game
//! id, for callers that do not name a game's types (the `engine` command,
//! the service).

use super::arena::{arena, ArenaError, ArenaReport, ArenaSettings, ThinkingClock};
use super::{choose, BotGame, Budget, Choice, Knowledge, Level};
#[cfg(test)]
use crate::carolingi::Carolingi;
#[cfg(test)]
use crate::carolus_magnus::CarolusMagnus;
#[cfg(test)]
use crate::core::Game;
use crate::core::{GameRng, Seat};
#[cfg(test)]
use crate::test_game::Countdown;
#[cfg(test)]
use crate::torres::Torres;
use serde_json::Value;
use std::marker::PhantomData;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    #[error("the state does not decode: {0}")]
    State(String),
    #[error("the options do not decode: {0}")]
    Options(String),
    #[error(transparent)]
    Arena(#[from] ArenaError),
}

/// A game's computer players.
pub trait DynBot: Send + Sync {
    /// The action (as JSON) a player of `level` takes for `seat`, and the
    /// playouts it took; `None` when the seat has nothing to decide. Only
    /// what `seat` may know of the state is looked at.
    fn choose(
        &self,
        state: &Value,
        seat: Seat,
        level: Level,
        budget: &Budget,
        rng: &mut dyn GameRng,
    ) -> Result<Option<Choice<Value>>, BotError>;

    /// Computer against computer (see [`super::arena()`]); `options` is the
    /// game's options as JSON.
    #[allow(clippy::too_many_arguments)]
    fn arena(
        &self,
        options: &Value,
        seats: u8,
        games: u32,
        levels: &[Level],
        playouts: u32,
        clock: &dyn ThinkingClock,
        rng: &mut dyn GameRng,
    ) -> Result<ArenaReport, BotError>;
}

/// The computer players of the game `G`, behind [`DynBot`]: the service
/// keeps one per game in its registry of games.
pub struct Typed<G>(PhantomData<fn() -> G>);

impl<G> Typed<G> {
    pub const fn new() -> Typed<G> {
        Typed(PhantomData)
    }
}

impl<G> Default for Typed<G> {
    fn default() -> Self {
        Typed::new()
    }
}

/// No real game comes near this many actions; a game that does is stuck.
const ARENA_MAX_ACTIONS: u32 = 200_000;

impl<G: BotGame> DynBot for Typed<G> {
    fn choose(
        &self,
        state: &Value,
        seat: Seat,
        level: Level,
        budget: &Budget,
        rng: &mut dyn GameRng,
    ) -> Result<Option<Choice<Value>>, BotError> {
        let state: G::State = serde_json::from_value(state.clone())
            .map_err(|error| BotError::State(error.to_string()))?;
        let knowledge = Knowledge::<G>::of(&state, seat);
        Ok(choose(&knowledge, level, budget, rng).map(|choice| Choice {
            // Engine actions are plain data with string keys.
            action: serde_json::to_value(&choice.action).unwrap_or(Value::Null),
            playouts: choice.playouts,
        }))
    }

    fn arena(
        &self,
        options: &Value,
        seats: u8,
        games: u32,
        levels: &[Level],
        playouts: u32,
        clock: &dyn ThinkingClock,
        rng: &mut dyn GameRng,
    ) -> Result<ArenaReport, BotError> {
        let options: G::Options = serde_json::from_value(options.clone())
            .map_err(|error| BotError::Options(error.to_string()))?;
        let settings = ArenaSettings::<G> {
            options,
            seats,
            games,
            levels: levels.to_vec(),
            playouts,
            max_actions: ARENA_MAX_ACTIONS,
        };
        Ok(arena(&settings, clock, rng)?)
    }
}

#[cfg(test)]
static COUNTDOWN: Typed<Countdown> = Typed::new();
#[cfg(test)]
static CAROLUS_MAGNUS: Typed<CarolusMagnus> = Typed::new();
#[cfg(test)]
static TORRES: Typed<Torres> = Typed::new();
#[cfg(test)]
static CAROLINGI: Typed<Carolingi> = Typed::new();

/// The computer players of the game with this id (`GameInfo::id`), for this
/// crate's own tests; the service finds them in its registry of games.
#[cfg(test)]
pub fn for_game(id: &str) -> Option<&'static dyn DynBot> {
    if id == Countdown::info().id {
        Some(&COUNTDOWN)
    } else if id == CarolusMagnus::info().id {
        Some(&CAROLUS_MAGNUS)
    } else if id == Torres::info().id {
        Some(&TORRES)
    } else if id == Carolingi::info().id {
        Some(&CAROLINGI)
    } else {
        None
    }
}
