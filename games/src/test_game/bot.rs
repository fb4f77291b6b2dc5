//! What the computer players need to know of Countdown: the other seats'
//! jokers are secret (only whether each still holds one is public).

use super::{Countdown, State};
use crate::bot::BotGame;
use crate::core::{roll, GameRng, Seat};

/// A joker is worth 1 to 3 stones.
const JOKER_SIDES: u32 = 3;

impl BotGame for Countdown {
    /// Another seat's joker becomes the smallest one: its value is secret.
    fn knowledge(state: &State, seat: Seat) -> State {
        let mut known = state.clone();
        for (index, joker) in known.jokers.iter_mut().enumerate() {
            if index != seat.index() && joker.is_some() {
                *joker = Some(1);
            }
        }
        known
    }

    fn determinize(knowledge: &State, seat: Seat, rng: &mut dyn GameRng) -> State {
        let mut state = knowledge.clone();
        for (index, joker) in state.jokers.iter_mut().enumerate() {
            if index != seat.index() && joker.is_some() {
                *joker = Some(roll(rng, JOKER_SIDES));
            }
        }
        state
    }

    fn seat_count(state: &State) -> u8 {
        state.seats
    }

    /// Nothing but the last stone counts.
    fn estimate(state: &State) -> Vec<f64> {
        vec![0.0; usize::from(state.seats)]
    }

    fn score_scale() -> f64 {
        1.0
    }
}
