//! What a finished game, or a position where a playout stopped, is worth to
//! each seat: a number in [0, 1], the same for partners.

use super::BotGame;
use crate::core::{Outcome, Seat};

/// The share of a reward that winning brings; the rest rewards the score
/// margin, so the search still prefers a bigger win (or a smaller loss)
/// when the result itself no longer depends on the move.
const WIN_WEIGHT: f64 = 0.85;

/// Each seat's reward, by seat.
pub fn rewards<G: BotGame>(state: &G::State) -> Vec<f64> {
    match G::outcome(state) {
        Some(outcome) => finished::<G>(state, &outcome),
        None => {
            let scores = G::estimate(state);
            Seat::all(G::seat_count(state))
                .map(|seat| squash::<G>(margin_in::<G>(state, &scores, seat)))
                .collect()
        }
    }
}

fn finished<G: BotGame>(state: &G::State, outcome: &Outcome) -> Vec<f64> {
    let mut winning_sides: Vec<u8> = outcome
        .winners
        .iter()
        .map(|&seat| G::side(state, seat))
        .collect();
    winning_sides.sort_unstable();
    winning_sides.dedup();
    let scores: Vec<f64> = outcome.scores.iter().map(|&s| s as f64).collect();
    Seat::all(G::seat_count(state))
        .map(|seat| {
            let won = winning_sides.contains(&G::side(state, seat));
            let share = if won {
                1.0 / winning_sides.len() as f64
            } else {
                0.0
            };
            let margin = if scores.is_empty() {
                0.0
            } else {
                margin_in::<G>(state, &scores, seat)
            };
            WIN_WEIGHT * share + (1.0 - WIN_WEIGHT) * squash::<G>(margin)
        })
        .collect()
}

/// The seat's estimated score minus the best estimate of another side.
pub fn margin<G: BotGame>(state: &G::State, seat: Seat) -> f64 {
    margin_in::<G>(state, &G::estimate(state), seat)
}

fn margin_in<G: BotGame>(state: &G::State, scores: &[f64], seat: Seat) -> f64 {
    let own_side = G::side(state, seat);
    let own = scores.get(seat.index()).copied().unwrap_or(0.0);
    let best_other = Seat::all(G::seat_count(state))
        .filter(|&other| G::side(state, other) != own_side)
        .filter_map(|other| scores.get(other.index()).copied())
        .fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        own - best_other
    } else {
        0.0
    }
}

/// A margin mapped into [0, 1], one half for an even position.
fn squash<G: BotGame>(margin: f64) -> f64 {
    0.5 + 0.5 * (margin / G::score_scale()).tanh()
}
