//! Building positions for the tests: a board from a picture, a started game.

use super::super::*;
use crate::core::{Game, Seat};
use rand::{rngs::SmallRng, SeedableRng};

pub fn rng() -> SmallRng {
    SmallRng::seed_from_u64(11)
}

pub fn sq(name: &str) -> Square {
    let bytes = name.as_bytes();
    (bytes[1] - b'1') * 8 + (bytes[0] - b'A')
}

/// A game in its first turn (seat 0 on turn, 5 AP), with an empty board,
/// nothing placed, and the default stacks.
pub fn empty_turn(seats: u8, options: Options) -> State {
    let mut state = Torres::new_state(&options, seats).unwrap();
    state.phase = Phase::Playing;
    state.year = 1;
    state.round = 1;
    state.order = Seat::all(seats).collect();
    state.turn = TurnState {
        action_points: 5,
        ..TurnState::default()
    };
    state.stacks = vec![vec![2, 2, 2, 2]; usize::from(seats)];
    let dealt: u8 = state.stacks.iter().flatten().sum();
    state.supply -= dealt;
    state
}

/// Puts `height` blocks on `square`, taken from the supply.
pub fn build(state: &mut State, square: &str, height: u8) {
    state.heights[usize::from(sq(square))] += height;
    state.supply -= height;
}

pub fn knight(state: &mut State, seat: u8, square: &str) {
    state.knights[usize::from(seat)].push(sq(square));
}

pub fn hand(state: &mut State, seat: u8, cards: &[Card]) {
    state.hands[usize::from(seat)] = cards.to_vec();
}
