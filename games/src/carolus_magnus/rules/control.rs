//! Who holds each clan marker.

use super::super::events::Event;
use super::super::state::{Colour, State};
use crate::core::Seat;

/// "A player gains control of a paladin color by having more paladins in his
/// court of that color than his opponent has in his court. If both players
/// have the same number, control remains with the player who had it before."
/// Only the placer's count grew, so only the placer can gain control.
pub fn control_change(state: &State, seat: Seat, colour: Colour) -> Option<Event> {
    let holder = state.control[colour.index()];
    if holder == Some(seat) {
        return None;
    }
    let mine = state.court(seat, colour);
    let beats_everyone = Seat::all(state.seats)
        .filter(|other| *other != seat)
        .all(|other| state.court(other, colour) < mine);
    beats_everyone.then_some(Event::ControlChanged {
        colour,
        from: holder,
        to: seat,
    })
}
