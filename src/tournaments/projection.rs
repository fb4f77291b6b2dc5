//! When a running event will end, projected from its games' clocks (issue
//! 44: "a projected end date from the clocks"). Pure: the event's folded
//! state, what the clocks say of each table's game, and the time now are
//! passed in; nothing here reads a clock or the database.
//!
//! Two dates, because an honest projection of a correspondence event is a
//! range, and the page says which is which (events/RULES_NOTES.md,
//! "Projected end"):
//!
//! - **if every move takes its full time** ([`Projection::slow`]): every
//!   turn from now on uses the whole time per move, every game lasts a
//!   typical game of its kind ([`typical_length`]), less what it has
//!   played, and in each round one player spends the event's whole vacation
//!   allowance. Not a guarantee — a game may run longer than a typical one,
//!   and a player's weekly days off stop their clock — but the date a
//!   player should plan for when everyone is slow.
//! - **expected** ([`Projection::expected`]): at the pace the event's games
//!   have kept so far: each open game ends when, at its own pace so far,
//!   it has played a typical game; each round to come lasts as long as the
//!   last one did (or this one will). Only once that pace has been seen (a
//!   fifth of every open game played, or a whole round over); never later
//!   than the slow date.
//!
//! A round ends with its slowest game, and the next is paired at once (the
//! scheduler pairs it with the last result); leagues count seasons as
//! rounds. A ladder has no end until its organizer closes it, and an event
//! whose games have no time limit, or of a kind whose length is not known,
//! has no projection.

use crate::store::events::EventWithLog;
use scriptorium_events::{EventState, Format, Phase, TableId};
use std::collections::HashMap;

const HOUR: u64 = 3_600;
const DAY: u64 = 86_400;

/// How much of every open game must have been played before its pace is
/// read as the round's: a fifth (less says little of how long it lasts).
const PACE_SEEN_PER_MILLE: u64 = 200;

/// A typical game of one kind at one table size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameLength {
    /// Turns, counted as the clock counts them: each time seats begin to
    /// wait (seats waiting together count once: their clocks run side by
    /// side).
    pub turns: u32,
    /// Decisions (`games.last_action_no` at the end).
    pub decisions: u32,
}

/// The median length of each game, measured on 29 November 2026 by the
/// computer's easy level playing itself (countdown 200 games a table size,
/// Torres and Carolus Magnus 30, Carolingi 15), in the default options the
/// events play. Torres hardly varies (its years are fixed); Carolus Magnus
/// varies most (24 to 79 turns at three seats). People may play longer or
/// shorter games than the computer: the figures say "typical", no more.
pub fn typical_length(game: &str, seats: u8) -> Option<GameLength> {
    let (turns, decisions) = match (game, seats) {
        ("countdown", 2) => (9, 20),
        ("countdown", 3) => (9, 19),
        ("countdown", 4) => (9, 18),
        ("torres", 2) => (26, 151),
        ("torres", 3) => (34, 188),
        ("torres", 4) => (45, 248),
        ("carolus-magnus", 2) => (37, 119),
        ("carolus-magnus", 3) => (45, 157),
        ("carolus-magnus", 4) => (40, 111),
        ("carolingi", 2) => (55, 181),
        ("carolingi", 3) => (83, 269),
        ("carolingi", 4) => (105, 350),
        ("carolingi", 5) => (127, 435),
        ("carolingi", 6) => (152, 521),
        _ => return None,
    };
    Some(GameLength { turns, decisions })
}

/// What the clocks say of one table's game, in seconds of the caller's
/// clock.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TableClock {
    pub started_at: Option<u64>,
    pub finished_at: Option<u64>,
    /// Decisions taken so far.
    pub decisions: u64,
    /// The latest cut-off among its waiting seats (time banks, days off and
    /// nights already in it), if any seat waits.
    pub deadline: Option<u64>,
}

/// When the event is projected to end, in seconds of the caller's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Projection {
    /// At the pace of its games so far; `None` until that pace was seen.
    pub expected: Option<u64>,
    /// If every move from now on takes its full time.
    pub slow: u64,
}

/// The projected end of `event` (as read with its log, `state` its log
/// folded) at `now`.
pub fn of_event(event: &EventWithLog, state: &EventState, now: u64) -> Option<Projection> {
    let seconds = |at: Option<i64>| at.and_then(|at| u64::try_from(at).ok());
    let clocks = event
        .games
        .iter()
        .zip(&event.clocks)
        .filter_map(|(game, row)| {
            let table = TableId(u32::try_from(game.table).ok()?);
            let clock = TableClock {
                started_at: seconds(row.started_at),
                finished_at: seconds(row.finished_at),
                decisions: u64::try_from(row.decisions).unwrap_or(0),
                deadline: seconds(row.deadline),
            };
            Some((table, clock))
        })
        .collect();
    project(state, &clocks, now)
}

/// The projected end of the event `state` describes, its games' clocks by
/// table, at `now`; `None` when there is none to make (see the module).
pub fn project(
    state: &EventState,
    clocks: &HashMap<TableId, TableClock>,
    now: u64,
) -> Option<Projection> {
    let rules = state.rules.as_ref()?;
    let length = typical_length(&rules.game, rules.seats_per_table)?;
    project_with(state, clocks, length, now)
}

/// [`project`] with the games' typical length given.
pub fn project_with(
    state: &EventState,
    clocks: &HashMap<TableId, TableClock>,
    length: GameLength,
    now: u64,
) -> Option<Projection> {
    let rules = state.rules.as_ref()?;
    if state.phase != Phase::Running || length.turns == 0 || length.decisions == 0 {
        return None;
    }
    let per_move = u64::from(rules.time_control_hours) * HOUR;
    if per_move == 0 {
        return None;
    }
    let rounds_after = match rules.format {
        Format::Swiss { rounds } => u32::from(rounds).saturating_sub(state.round),
        Format::KnockOut => knockout_rounds(state.seeds.len()).saturating_sub(state.round),
        Format::League { seasons, .. } => u32::from(seasons).saturating_sub(state.round),
        Format::RoundRobin => 0,
        Format::Ladder { .. } => return None,
    };
    let vacation = u64::from(rules.vacation_days) * DAY;
    let clock = |id: TableId| clocks.get(&id).copied().unwrap_or_default();
    let open: Vec<TableClock> = state.open_tables().map(|t| clock(t.table.id)).collect();

    // This round, if every move takes its full time: each open game's
    // current turn runs to its cut-off, the turns it has left take the
    // whole time each, and one of its players spends their allowance.
    let slow_game = |game: &TableClock| {
        let turn_ends = game.deadline.map_or(now + per_move, |at| at.max(now));
        turn_ends + turns_left(game, length).saturating_sub(1) * per_move
    };
    let slow_now = match open.iter().map(slow_game).max() {
        Some(end) => end + vacation,
        // Between rounds: the next is paired at once.
        None => now,
    };
    let slow_round = u64::from(length.turns) * per_move + vacation;
    let slow = slow_now + u64::from(rounds_after) * slow_round;

    let expected =
        expected_end(state, &open, length, now, &clock).map(|(this_round_ends, round)| {
            (this_round_ends + u64::from(rounds_after) * round).min(slow)
        });
    Some(Projection { expected, slow })
}

/// Turns a game has left: a typical game's, less the share its decisions
/// so far make of a typical game's; at least the one it is in.
fn turns_left(game: &TableClock, length: GameLength) -> u64 {
    let turns = u64::from(length.turns);
    let played = done_per_mille(game, length);
    (turns * (1000 - played)).div_ceil(1000).max(1)
}

/// How much of a typical game `game` has played, in thousandths (at most
/// all of it).
fn done_per_mille(game: &TableClock, length: GameLength) -> u64 {
    (game.decisions * 1000 / u64::from(length.decisions)).min(1000)
}

/// When this round ends at the pace seen, and how long a round lasts at
/// it: from the open games' own pace once each has played enough, else
/// from the last round that is over.
fn expected_end(
    state: &EventState,
    open: &[TableClock],
    length: GameLength,
    now: u64,
    clock: &impl Fn(TableId) -> TableClock,
) -> Option<(u64, u64)> {
    let round_games = |round: u32| -> Vec<TableClock> {
        state
            .tables
            .iter()
            .filter(|t| t.round == round)
            .map(|t| clock(t.table.id))
            .collect()
    };
    let started = |games: &[TableClock]| games.iter().filter_map(|g| g.started_at).min();
    if open.is_empty() {
        // Between rounds: the one just over says how long one lasts.
        let games = round_games(state.round);
        let ended = games.iter().filter_map(|g| g.finished_at).max()?;
        return Some((now, ended.saturating_sub(started(&games)?)));
    }
    let this_round = round_games(state.round);
    let begun = started(&this_round)?;
    // Each open game at its own pace: what it took for the share played,
    // stretched to a whole typical game.
    let at_pace: Option<Vec<u64>> = open
        .iter()
        .map(|game| {
            let done = done_per_mille(game, length);
            let start = game.started_at?;
            (done >= PACE_SEEN_PER_MILLE).then(|| start + now.saturating_sub(start) * 1000 / done)
        })
        .collect();
    if let Some(ends) = at_pace {
        let ends = ends.into_iter().max()?.max(now);
        return Some((ends, ends - begun));
    }
    // Not enough seen of this round: the last round over lasted this long.
    let last = round_games(state.round.checked_sub(1)?);
    let lasted = last
        .iter()
        .filter_map(|g| g.finished_at)
        .max()?
        .saturating_sub(started(&last)?);
    Some(((begun + lasted).max(now), lasted))
}

/// Rounds of a knock-out of `players`: the bracket's doublings.
fn knockout_rounds(players: usize) -> u32 {
    match players {
        0 | 1 => 0,
        n => usize::BITS - (n - 1).leading_zeros(),
    }
}

#[cfg(test)]
mod tests;
