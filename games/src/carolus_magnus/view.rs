//! What a viewer sees. Carolus Magnus has no hidden information: discs are
//! played face up one after the other, reserves "must stay perfectly
//! visible" and dice are thrown in the open, so every viewer sees the whole
//! table, plus a few derived facts that save clients from recomputing rules.

use super::rules::waiting_on;
use super::state::{Side, State};
use crate::core::Seat;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    #[serde(flatten)]
    pub state: State,
    /// Each seat's side (castle set): 0 black, 1 white, 2 grey.
    pub sides_of_seats: Vec<Side>,
    /// Castles in the territories, per side.
    pub castles_in_play: Vec<u8>,
    /// Per region (same order as `regions`): each side's strength there.
    pub strengths: Vec<Vec<u32>>,
    pub waiting_on: Option<Seat>,
}

pub fn view(state: &State) -> View {
    View {
        state: state.clone(),
        sides_of_seats: state.sides_of_seats(),
        castles_in_play: (0..state.sides())
            .map(|s| state.castles_in_play(s))
            .collect(),
        strengths: state.regions.iter().map(|r| state.strengths(r)).collect(),
        waiting_on: waiting_on(state),
    }
}
