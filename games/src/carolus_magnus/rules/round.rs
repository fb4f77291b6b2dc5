//! The automatic steps between decisions: reserves at set-up, turn order,
//! turns, rounds, discs recovered.

use super::super::events::Event;
use super::super::state::{Colour, EndReason, Phase, State};
use super::dice::throw;
use super::emperor::{end_game, refill_dice, settled};
use super::{waiting_on, Script};
use crate::core::{GameRng, Seat};

fn start_turn(script: &mut Script, index: usize) {
    let state = &script.state;
    let Some(&seat) = state.action_order.get(index) else {
        return;
    };
    let disc = state.disc_of(seat).unwrap_or(1);
    let paladins = state
        .rules()
        .paladins_per_turn
        .min(state.reserve_size(seat));
    script.emit(Event::TurnStarted {
        seat,
        disc,
        paladins,
    });
}

/// The action order: "the lower number playing first"; equal numbers (only
/// when someone had no other disc left) go in the order they were played.
pub fn action_order(state: &State) -> Vec<Seat> {
    let mut played: Vec<(usize, Seat, u8)> = state
        .played
        .iter()
        .enumerate()
        .map(|(position, (seat, disc))| (position, *seat, *disc))
        .collect();
    played.sort_by_key(|(position, _, disc)| (*disc, *position));
    played.into_iter().map(|(_, seat, _)| seat).collect()
}

/// Plays every step that needs nobody's decision, until someone must decide
/// or the game is over.
pub fn advance(script: &mut Script, rng: &mut dyn GameRng) {
    loop {
        let state = &script.state;
        if state.phase == Phase::Over {
            return;
        }
        if state.draw.crowns > 0 && !Colour::ALL.iter().any(|&c| state.obtainable(c)) {
            let (seat, count) = (state.draw.seat, state.draw.crowns);
            script.emit(Event::CrownsLost { seat, count });
            continue;
        }
        if waiting_on(state).is_some() {
            return;
        }
        match state.phase {
            Phase::InitialReserves => {
                let throws = state.rules().initial_throws;
                let next = Seat::all(state.seats).find_map(|seat| {
                    let done = state.initial_throws.get(seat.index()).copied()?;
                    throws.get(usize::from(done)).map(|&dice| (seat, dice))
                });
                match next {
                    Some((seat, dice)) => throw(script, seat, dice, rng),
                    None => {
                        let order = state.opening_order.clone();
                        script.emit(Event::OpeningStarted { round: 1, order });
                    }
                }
            }
            Phase::Opening => {
                if state.played.is_empty() {
                    return;
                }
                let order = action_order(state);
                script.emit(Event::TurnOrderSet { order });
                start_turn(script, 0);
            }
            Phase::Replenishing => {
                let seat = state.draw.seat;
                if state.draw.unrolled > 0 {
                    throw(script, seat, state.draw.unrolled, rng);
                    continue;
                }
                // A reserve still short (earlier dice gave nothing) is
                // refilled to its size, throw after throw, while the centre
                // (or the courts) can supply a colour.
                let dice = refill_dice(state, seat);
                if dice > 0 && Colour::ALL.iter().any(|&c| state.obtainable(c)) {
                    script.emit(Event::ReplenishStarted { seat, dice });
                    continue;
                }
                end_turn(script);
            }
            Phase::Setup | Phase::Placing | Phase::Moving | Phase::Over => return,
        }
    }
}

fn end_turn(script: &mut Script) {
    let state = &script.state;
    if settled(state) {
        end_game(script, EndReason::Settled);
        return;
    }
    let next = state.turn.map_or(0, |turn| usize::from(turn.index) + 1);
    if next < state.action_order.len() {
        start_turn(script, next);
        return;
    }
    if state.discs.iter().all(Vec::is_empty) {
        script.emit(Event::DiscsRecovered);
    }
    // "The order of play is that of the numbers on the 3 discs. This is also
    // the order players will play their discs in the next turn."
    let round = script.state.round + 1;
    let order = script.state.action_order.clone();
    script.emit(Event::OpeningStarted { round, order });
}
