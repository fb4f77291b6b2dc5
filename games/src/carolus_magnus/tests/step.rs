//! The step a board describes (`View::step`): it names a seat at every
//! moment of a running game, the one waited on whenever someone is.

use super::super::*;
use super::support::set_up;
use crate::core::{Game, Viewer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

#[test]
fn every_step_of_a_running_game_names_a_seat() {
    for seats in 2..=4 {
        let options = Options {
            dice_variant: seats == 3,
            ..Options::default()
        };
        let fresh = CarolusMagnus::new_state(&options, seats).unwrap();
        let view = CarolusMagnus::view(&fresh, Viewer::Spectator);
        assert_eq!(view.step(), Step::SettingUp);
        let (mut state, _) = set_up(seats, &options, 5);
        let mut rng = SmallRng::seed_from_u64(u64::from(seats));
        let mut seen = std::collections::BTreeSet::new();
        while state.phase != Phase::Over {
            let seat = CarolusMagnus::waiting_on(&state)[0];
            let actions = CarolusMagnus::legal_actions(&state, seat);
            let action = actions[rng.random_range(0..actions.len())];
            // Each event of the decision is a step of the history.
            for event in CarolusMagnus::decide(&state, seat, &action, &mut rng).unwrap() {
                CarolusMagnus::apply(&mut state, &event);
                let view = CarolusMagnus::view(&state, Viewer::Spectator);
                let step = view.step();
                seen.insert(
                    format!("{step:?}")
                        .split([' ', '('])
                        .next()
                        .unwrap()
                        .to_owned(),
                );
                match CarolusMagnus::waiting_on(&state).as_slice() {
                    [] if state.phase == Phase::Over => {
                        assert_eq!(step, Step::Over(state.result.as_ref()));
                    }
                    [] => assert!(step.seat().is_some(), "{step:?} after {event:?}"),
                    [waited] => assert_eq!(step.seat(), Some(*waited), "{step:?} after {event:?}"),
                    more => panic!("one seat at a time: {more:?}"),
                }
            }
        }
        for kind in [
            "ThrowingFirstReserve",
            "NamingColour",
            "PlayingDisc",
            "DiscsDown",
            "PlacingPaladins",
            "MovingEmperor",
            "EmperorMoved",
            "Replenishing",
            "Over",
        ] {
            assert!(seen.contains(kind), "{seats} seats: {kind} in {seen:?}");
        }
        if options.dice_variant {
            assert!(seen.contains("SettingDie"), "{seen:?}");
        }
    }
}
