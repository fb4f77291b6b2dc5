//! The Emperor's move and what his stop does: build, take over, merge, end.

use super::super::events::Event;
use super::super::rules_data::MIN_TERRITORIES;
use super::super::state::{Colour, EndReason, Side, State};
use super::Script;
use crate::core::Seat;

/// What an Emperor stop would do, without doing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopEffect {
    Nothing { leader: Option<Side> },
    Build { side: Side },
    TakeOver { from: Side, to: Side, castles: u8 },
}

pub fn stop_effect(state: &State, territory: u8) -> StopEffect {
    let Some(region) = state.region(territory) else {
        return StopEffect::Nothing { leader: None };
    };
    let leader = state.leader(region);
    let has_castles_left = |side: Side| {
        state
            .castles_left
            .get(usize::from(side))
            .copied()
            .unwrap_or(0)
            > 0
    };
    match (leader, region.owner) {
        (Some(side), None) if has_castles_left(side) => StopEffect::Build { side },
        (Some(side), Some(owner)) if owner != side && has_castles_left(side) => {
            StopEffect::TakeOver {
                from: owner,
                to: side,
                castles: region.castles,
            }
        }
        _ => StopEffect::Nothing { leader },
    }
}

pub(super) fn move_emperor(script: &mut Script, seat: Seat, steps: u8) {
    let Some(to) = script.state.region_after(steps).map(|r| r.id) else {
        return;
    };
    script.emit(Event::EmperorMoved { seat, steps, to });
    let owner = match stop_effect(&script.state, to) {
        StopEffect::Nothing { leader } => {
            script.emit(Event::NoChange {
                territory: to,
                leader,
            });
            None
        }
        StopEffect::Build { side } => {
            script.emit(Event::CastleBuilt {
                side,
                territory: to,
            });
            Some(side)
        }
        StopEffect::TakeOver {
            from,
            to: side,
            castles,
        } => {
            let left = script
                .state
                .castles_left
                .get(usize::from(side))
                .copied()
                .unwrap_or(0);
            script.emit(Event::CastlesTakenOver {
                territory: to,
                from,
                to: side,
                removed: castles,
                placed: castles.min(left),
            });
            Some(side)
        }
    };
    if let Some(side) = owner {
        merge_around(script, to, side);
    }
    if let Some(reason) = end_reason(&script.state) {
        end_game(script, reason);
        return;
    }
    // "The player rolls the 3 dice" (4 with 3 players) — always the full set:
    // the reserve then lacks at least that many (see `refill_dice`).
    let dice = refill_dice(&script.state, seat);
    script.emit(Event::ReplenishStarted { seat, dice });
}

/// Dice for the next throw of a replenishment: the game's dice ("the 3
/// dice", "the 4 dice"), or fewer for a last throw that brings the reserve
/// back to its size. After the turn's paladins are played the reserve lacks
/// at least the game's dice (3 played from a full reserve, or a reserve
/// under 3 played out), so the first throw is always the full set; later
/// throws only refill a reserve that dice had left short.
pub(super) fn refill_dice(state: &State, seat: Seat) -> u8 {
    let rules = state.rules();
    let missing = rules.reserve.saturating_sub(state.reserve_size(seat));
    rules.paladins_per_turn.min(missing)
}

/// Whether no castle can ever change again: no reserve holds a paladin and
/// no die can bring one (every colour is gone from the centre and some court
/// has none to give back), so courts, control and territories are fixed for
/// good — and no region has a leader other than its owner, so no stop of
/// the Emperor, wherever he goes, builds or takes over.
pub fn settled(state: &State) -> bool {
    let reserves_empty = Seat::all(state.seats).all(|seat| state.reserve_size(seat) == 0);
    let nothing_to_draw = !Colour::ALL.iter().any(|&colour| state.obtainable(colour));
    reserves_empty
        && nothing_to_draw
        && state
            .regions
            .iter()
            .all(|region| matches!(stop_effect(state, region.id), StopEffect::Nothing { .. }))
}

/// Joins the stop's region with each neighbour holding `side`'s castles,
/// clockwise first, then anticlockwise, until neither neighbour qualifies.
fn merge_around(script: &mut Script, mut territory: u8, side: Side) {
    loop {
        let state = &script.state;
        let count = state.regions.len();
        let Some(index) = state.region_index(territory) else {
            return;
        };
        if count < 2 {
            return;
        }
        let next = &state.regions[(index + 1) % count];
        let previous = &state.regions[(index + count - 1) % count];
        let neighbour = [next, previous]
            .into_iter()
            .find(|r| r.id != territory && r.owner == Some(side) && r.castles > 0)
            .map(|r| r.id);
        let Some(absorbed) = neighbour else {
            return;
        };
        script.emit(Event::Merged {
            into: territory,
            absorbed,
        });
        territory = territory.min(absorbed);
    }
}

fn end_reason(state: &State) -> Option<EndReason> {
    if state.castles_left.contains(&0) {
        Some(EndReason::AllCastlesBuilt)
    } else if state.regions.len() < MIN_TERRITORIES {
        Some(EndReason::FewTerritories)
    } else {
        None
    }
}

pub(super) fn end_game(script: &mut Script, reason: EndReason) {
    let state = &script.state;
    let castles: Vec<u8> = (0..state.sides())
        .map(|s| state.castles_in_play(s))
        .collect();
    let best = castles.iter().copied().max().unwrap_or(0);
    let winners = (0..state.sides())
        .filter(|&side| castles.get(usize::from(side)) == Some(&best))
        .collect();
    let sides_of_seats = state.sides_of_seats();
    script.emit(Event::GameEnded {
        reason,
        castles,
        winners,
        sides_of_seats,
    });
}
