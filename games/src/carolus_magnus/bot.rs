//! What the computer players need to know of Carolus Magnus. Nothing is
//! hidden (discs, reserves and dice are all in the open), so a seat knows
//! the whole state; chance lives in the dice `decide` throws.

use super::state::{Side, State};
use super::CarolusMagnus;
use crate::bot::BotGame;
use crate::core::{GameRng, Seat};

/// How much a territory a side leads without owning is worth, in castles:
/// the Emperor may stop there and build (or take over) on a later turn.
const LEAD_WORTH: f64 = 0.4;

impl BotGame for CarolusMagnus {
    fn knowledge(state: &State, _seat: Seat) -> State {
        state.clone()
    }

    fn determinize(knowledge: &State, _seat: Seat, _rng: &mut dyn GameRng) -> State {
        knowledge.clone()
    }

    fn seat_count(state: &State) -> u8 {
        state.seats
    }

    fn side(state: &State, seat: Seat) -> u8 {
        state.side_of(seat)
    }

    /// Castles in play, plus a share of what leads may still bring (and
    /// cost the owners they would be taken from).
    fn estimate(state: &State) -> Vec<f64> {
        if let Some(result) = &state.result {
            return Seat::all(state.seats)
                .map(|seat| {
                    let side = usize::from(state.side_of(seat));
                    f64::from(result.castles.get(side).copied().unwrap_or(0))
                })
                .collect();
        }
        let sides = usize::from(state.sides());
        let mut by_side: Vec<f64> = (0..state.sides())
            .map(|side| f64::from(state.castles_in_play(side)))
            .collect();
        let has_castles_left = |side: Side| {
            state
                .castles_left
                .get(usize::from(side))
                .copied()
                .unwrap_or(0)
                > 0
        };
        for region in &state.regions {
            let Some(leader) = state.leader(region) else {
                continue;
            };
            if region.owner == Some(leader) || !has_castles_left(leader) {
                continue;
            }
            let gain = f64::from(region.castles.max(1));
            if let Some(total) = by_side.get_mut(usize::from(leader)) {
                *total += LEAD_WORTH * gain;
            }
            if let Some(owner) = region.owner.filter(|&owner| usize::from(owner) < sides) {
                by_side[usize::from(owner)] -= LEAD_WORTH * f64::from(region.castles);
            }
        }
        Seat::all(state.seats)
            .map(|seat| by_side[usize::from(state.side_of(seat))])
            .collect()
    }

    fn score_scale() -> f64 {
        3.0
    }

    /// About three rounds of two players.
    fn playout_horizon() -> usize {
        40
    }
}
