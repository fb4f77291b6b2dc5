//! The Emperor's move and what his stop does: build, take over, merge, end.

use super::super::events::Event;
use super::super::rules_data::MIN_TERRITORIES;
use super::super::state::{EndReason, Side, State};
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
    let dice = script.state.turn.map_or(0, |turn| turn.placed);
    script.emit(Event::ReplenishStarted { seat, dice });
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
    script.emit(Event::GameEnded {
        reason,
        castles,
        winners,
    });
}
