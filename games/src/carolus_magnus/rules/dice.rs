//! Throwing the dice and taking cubes from the centre, with the
//! empty-colour rule.

use super::super::events::Event;
use super::super::rules_data::DIE_SIDES;
use super::super::state::{Colour, Face};
use super::Script;
use crate::core::{roll, GameRng, Seat};

/// Throws `count` dice for `seat` and takes the cubes of the coloured faces.
pub(super) fn throw(script: &mut Script, seat: Seat, count: u8, rng: &mut dyn GameRng) {
    let faces = (0..count)
        .map(|_| match roll(rng, DIE_SIDES) as usize {
            face @ 1..=5 => Colour::ALL
                .get(face - 1)
                .map_or(Face::Crown, |&colour| Face::Colour(colour)),
            _ => Face::Crown,
        })
        .collect::<Vec<_>>();
    script.emit(Event::DiceRolled {
        seat,
        faces: faces.clone(),
    });
    for face in faces {
        if let Face::Colour(colour) = face {
            take_cube(script, seat, colour);
        }
    }
}

/// Takes one cube of `colour` from the centre for `seat`, applying the
/// empty-colour rule first when the centre has none.
pub(super) fn take_cube(script: &mut Script, seat: Seat, colour: Colour) {
    if script.state.centre[colour.index()] == 0 {
        let each = script.state.returnable(colour);
        if each == 0 {
            script.emit(Event::DieTurnedFree { seat, colour });
            return;
        }
        script.emit(Event::CourtsReturned { colour, each });
    }
    script.emit(Event::CubeTaken { seat, colour });
}
