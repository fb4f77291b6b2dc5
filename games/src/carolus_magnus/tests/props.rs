//! Random legal play from random seeds, with every option and seat count.

use super::super::*;
use super::support::rng;
use crate::core::{replay, Game};
use crate::testing::{everything_shown_to, random_playout};
use proptest::prelude::*;

const MAX_ACTIONS: usize = 20_000;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_play_ends_and_replays(seed in any::<u64>(), seats in 2u8..=4, dice_variant in any::<bool>()) {
        let options = Options { dice_variant };
        let playout = random_playout::<CarolusMagnus>(&options, seats, &mut rng(seed), MAX_ACTIONS)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let outcome = CarolusMagnus::outcome(&playout.state);
        prop_assert!(outcome.is_some());
        prop_assert_eq!(replay::<CarolusMagnus>(&options, seats, &playout.events).unwrap(), playout.state);
    }

    #[test]
    fn cubes_are_conserved_after_every_event(seed in any::<u64>(), seats in 2u8..=4, dice_variant in any::<bool>()) {
        let options = Options { dice_variant };
        let playout = random_playout::<CarolusMagnus>(&options, seats, &mut rng(seed), MAX_ACTIONS)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let mut state = CarolusMagnus::new_state(&options, seats).unwrap();
        let sides = state.sides();
        let castles = state.rules().castles;
        for event in &playout.events {
            CarolusMagnus::apply(&mut state, event);
            prop_assert_eq!(state.cube_total(), 200, "after {:?}", event);
            let on_board: Vec<u32> = (0..sides)
                .map(|side| state.regions.iter().filter(|r| r.owner == Some(side)).map(|r| u32::from(r.castles)).sum())
                .collect();
            for side in 0..sides {
                prop_assert_eq!(on_board[usize::from(side)] + u32::from(state.castles_left[usize::from(side)]), u32::from(castles));
            }
            let segments: usize = state.regions.iter().map(|r| r.segments.len()).sum();
            if state.phase != Phase::Setup {
                prop_assert_eq!(segments, 15);
            }
        }
    }

    #[test]
    fn everyone_sees_everything(seed in any::<u64>(), seats in 2u8..=4) {
        let options = Options::default();
        let playout = random_playout::<CarolusMagnus>(&options, seats, &mut rng(seed), MAX_ACTIONS)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let all = everything_shown_to::<CarolusMagnus>(&options, seats, &playout.events, Viewer::Everything);
        prop_assert_eq!(&everything_shown_to::<CarolusMagnus>(&options, seats, &playout.events, Viewer::Spectator), &all);
        for seat in Seat::all(seats) {
            prop_assert_eq!(&everything_shown_to::<CarolusMagnus>(&options, seats, &playout.events, Viewer::Seat(seat)), &all);
        }
    }

    #[test]
    fn made_up_actions_are_accepted_only_when_listed(seed in any::<u64>(), seats in 2u8..=4, steps in 0usize..400) {
        let options = Options::default();
        let (mut state, _) = super::support::set_up(seats, &options, seed);
        let mut random = rng(seed ^ 0x5eed);
        for _ in 0..steps {
            if CarolusMagnus::outcome(&state).is_some() { break; }
            let candidates = [
                Action::PlayDisc { disc: (seed % 7) as u8 },
                Action::PlacePaladin { colour: Colour::ALL[(seed % 5) as usize], to: Destination::Territory((seed % 17) as u8) },
                Action::PlacePaladin { colour: Colour::ALL[(seed % 5) as usize], to: Destination::Court },
                Action::MoveEmperor { steps: (seed % 7) as u8 },
                Action::ChooseColour { colour: Colour::ALL[(seed % 5) as usize] },
            ];
            for seat in Seat::all(seats) {
                let legal = CarolusMagnus::legal_actions(&state, seat);
                for action in &candidates {
                    let accepted = CarolusMagnus::decide(&state, seat, action, &mut random).is_ok();
                    prop_assert_eq!(accepted, legal.contains(action), "{:?} by {:?}", action, seat);
                }
            }
            let waiting = CarolusMagnus::waiting_on(&state);
            let seat = waiting[0];
            let legal = CarolusMagnus::legal_actions(&state, seat);
            let pick = &legal[rand::Rng::random_range(&mut random, 0..legal.len())];
            for event in CarolusMagnus::decide(&state, seat, pick, &mut random).unwrap() {
                CarolusMagnus::apply(&mut state, &event);
            }
        }
    }
}
