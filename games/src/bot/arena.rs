//! Computer against computer: whole games between levels, seats rotating
//! from one game to the next, to measure the levels against each other.

use super::{choose, BotGame, Budget, Knowledge, Level};
use crate::core::{GameRng, Seat};
use serde::Serialize;
use std::collections::BTreeMap;

/// The wall clock of a computer player's move, kept by the caller (the
/// engine has none). The arena starts it before each move, the search asks
/// it whether to stop, and the arena reads the move's duration for the report.
pub trait ThinkingClock {
    fn start_move(&self);
    fn out_of_time(&self) -> bool;
    /// Milliseconds since `start_move`.
    fn elapsed_ms(&self) -> f64;
}

/// No clock: moves are bounded by their playout count alone, and take no
/// time as far as the report goes. Deterministic runs (tests) use it.
pub struct UnmeteredClock;

impl ThinkingClock for UnmeteredClock {
    fn start_move(&self) {}
    fn out_of_time(&self) -> bool {
        false
    }
    fn elapsed_ms(&self) -> f64 {
        0.0
    }
}

#[derive(Debug, Clone)]
pub struct ArenaSettings<G: BotGame> {
    pub options: G::Options,
    pub seats: u8,
    pub games: u32,
    /// Seat `s` of game `g` plays `levels[(s + g) % levels.len()]`, so each
    /// level sits everywhere in turn (and, with two levels and four seats
    /// of Carolus Magnus partners sitting opposite, each team is one level).
    pub levels: Vec<Level>,
    /// The strong level's playouts per move at most (the clock may stop it
    /// sooner).
    pub playouts: u32,
    /// A game still running after this many actions counts as no one's.
    pub max_actions: u32,
}

/// What one level did over the whole run.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ArenaLevel {
    /// Games won, a shared win counting as a share.
    pub wins: f64,
    /// Decisions taken (including those with only one legal action).
    pub moves: u64,
    /// Decisions where the level had a real choice (two legal actions or more).
    pub choices: u64,
    pub playouts: u64,
    /// Time spent on the choices, by the clock.
    pub thinking_ms: f64,
}

impl ArenaLevel {
    pub fn playouts_per_choice(&self) -> f64 {
        ratio(self.playouts as f64, self.choices as f64)
    }

    pub fn ms_per_choice(&self) -> f64 {
        ratio(self.thinking_ms, self.choices as f64)
    }
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ArenaReport {
    pub games: u32,
    /// Games that ended in time (the others count for no one).
    pub finished: u32,
    pub levels: BTreeMap<Level, ArenaLevel>,
}

/// Why an arena could not run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ArenaError {
    #[error("the game cannot be set up: {0}")]
    Setup(String),
    #[error("name at least one level")]
    NoLevels,
    #[error("the engine refused an action it offered: {0}")]
    Refused(String),
}

/// Plays the arena's games; `rng` draws every die, deck and search.
pub fn arena<G: BotGame>(
    settings: &ArenaSettings<G>,
    clock: &dyn ThinkingClock,
    rng: &mut dyn GameRng,
) -> Result<ArenaReport, ArenaError> {
    if settings.levels.is_empty() {
        return Err(ArenaError::NoLevels);
    }
    let mut report = ArenaReport {
        games: settings.games,
        ..ArenaReport::default()
    };
    for &level in &settings.levels {
        report.levels.entry(level).or_default();
    }
    for game in 0..settings.games {
        let level_of = |seat: Seat| {
            let at = (seat.index() + game as usize) % settings.levels.len();
            settings.levels[at]
        };
        let state = play_one::<G>(settings, &level_of, &mut report, clock, rng)?;
        let Some(outcome) = G::outcome(&state) else {
            continue;
        };
        report.finished += 1;
        let mut sides: Vec<u8> = outcome
            .winners
            .iter()
            .map(|&seat| G::side(&state, seat))
            .collect();
        sides.sort_unstable();
        sides.dedup();
        // Each winning side gets an equal share, split among its seats.
        for side in &sides {
            let seats: Vec<Seat> = outcome
                .winners
                .iter()
                .copied()
                .filter(|&seat| G::side(&state, seat) == *side)
                .collect();
            let share = 1.0 / (sides.len() * seats.len()) as f64;
            for seat in seats {
                report.levels.entry(level_of(seat)).or_default().wins += share;
            }
        }
    }
    Ok(report)
}

fn play_one<G: BotGame>(
    settings: &ArenaSettings<G>,
    level_of: &dyn Fn(Seat) -> Level,
    report: &mut ArenaReport,
    clock: &dyn ThinkingClock,
    rng: &mut dyn GameRng,
) -> Result<G::State, ArenaError> {
    let mut state = G::new_state(&settings.options, settings.seats)
        .map_err(|error| ArenaError::Setup(error.to_string()))?;
    for event in G::setup(&state, rng) {
        G::apply(&mut state, &event);
    }
    let out_of_time = || clock.out_of_time();
    let budget = Budget {
        playouts: settings.playouts,
        should_stop: &out_of_time,
    };
    for _ in 0..settings.max_actions {
        if G::outcome(&state).is_some() {
            break;
        }
        // Seats deciding at the same time decide one after the other, each
        // from its own knowledge: the others' hidden choices stay hidden.
        let Some(&seat) = G::waiting_on(&state).first() else {
            break;
        };
        let level = level_of(seat);
        let knowledge = Knowledge::<G>::of(&state, seat);
        let real_choice = knowledge.legal_actions().len() > 1;
        clock.start_move();
        let Some(choice) = choose(&knowledge, level, &budget, rng) else {
            break;
        };
        let elapsed = clock.elapsed_ms();
        let tally = report.levels.entry(level).or_default();
        tally.moves += 1;
        tally.choices += u64::from(real_choice);
        tally.playouts += u64::from(choice.playouts);
        tally.thinking_ms += elapsed;
        let events = G::decide(&state, seat, &choice.action, rng)
            .map_err(|error| ArenaError::Refused(format!("{:?}: {error}", choice.action)))?;
        for event in &events {
            G::apply(&mut state, event);
        }
    }
    Ok(state)
}
