//! Carolus Magnus: no hidden information, teams with four players.

use super::support::{
    check_determinize, choices_are_legal, rng, same_view_same_choice, states_along,
};
use crate::bot::reward::rewards;
use crate::bot::{choose, BotGame, Budget, Knowledge, Level};
use crate::carolus_magnus::{
    stop_effect, Action, CarolusMagnus, Options, Phase, Seating, State, StopEffect,
};
use crate::core::{Game, Seat};

fn options(seating: Seating) -> Options {
    Options {
        dice_variant: false,
        seating,
    }
}

#[test]
fn a_seat_knows_the_whole_table() {
    for seats in 2..=4 {
        let states = states_along::<CarolusMagnus>(&Options::default(), seats, u64::from(seats), 7);
        assert!(!states.is_empty());
        assert_eq!(check_determinize::<CarolusMagnus>(&states, 5), 0);
        for state in &states {
            assert_eq!(&CarolusMagnus::knowledge(state, Seat(0)), state);
        }
    }
}

#[test]
fn decisions_do_not_depend_on_anything_hidden() {
    let states = states_along::<CarolusMagnus>(&Options::default(), 3, 11, 40);
    for (index, state) in states.iter().enumerate().take(4) {
        let seat = CarolusMagnus::waiting_on(state)[0];
        same_view_same_choice::<CarolusMagnus>(state, seat, index as u64, 60);
    }
}

#[test]
fn every_level_plays_legal_actions() {
    let states = states_along::<CarolusMagnus>(&options(Seating::Adjacent), 4, 3, 60);
    choices_are_legal::<CarolusMagnus>(&states, 8, 20);
}

/// The seat's legal actions, each with whether it builds or takes over
/// castles for the seat's side at once.
fn gains(state: &State, seat: Seat) -> Vec<(Action, bool)> {
    let side = state.side_of(seat);
    CarolusMagnus::legal_actions(state, seat)
        .into_iter()
        .map(|action| {
            let Action::MoveEmperor { steps } = action else {
                return (action, false);
            };
            let to = state.region_after(steps).map_or(0, |region| region.id);
            let gain = matches!(stop_effect(state, to),
                StopEffect::Build { side: s } | StopEffect::TakeOver { to: s, .. } if s == side);
            (action, gain)
        })
        .collect()
}

#[test]
fn easy_and_strong_build_when_they_can() {
    let mut checked = 0;
    for seed in 0..12 {
        let states = states_along::<CarolusMagnus>(&Options::default(), 2, seed, 1);
        for state in states.iter().filter(|s| s.phase == Phase::Moving) {
            let seat = CarolusMagnus::waiting_on(state)[0];
            let moves = gains(state, seat);
            if !moves.iter().any(|(_, gain)| *gain) || moves.iter().all(|(_, gain)| *gain) {
                continue;
            }
            for level in [Level::Easy, Level::Strong] {
                let choice = choose(
                    &Knowledge::<CarolusMagnus>::of(state, seat),
                    level,
                    &Budget::playouts(300),
                    &mut rng(seed),
                )
                .expect("the mover decides");
                let gained = moves
                    .iter()
                    .any(|(action, gain)| *gain && *action == choice.action);
                assert!(
                    gained,
                    "{level} passed up a castle with {:?}",
                    choice.action
                );
            }
            checked += 1;
            if checked >= 6 {
                return;
            }
        }
    }
    assert!(checked > 0, "no position offered a castle");
}

#[test]
fn partners_share_the_reward() {
    let states = states_along::<CarolusMagnus>(&options(Seating::Opposite), 4, 2, 50);
    let state = states.last().expect("a game was played");
    let estimate = CarolusMagnus::estimate(state);
    assert_eq!(estimate[0], estimate[2]);
    assert_eq!(estimate[1], estimate[3]);
    let rewards = rewards::<CarolusMagnus>(state);
    assert_eq!(rewards[0], rewards[2]);
    assert_eq!(rewards[1], rewards[3]);
    assert!((rewards[0] + rewards[1] - 1.0).abs() < 1e-9);
}
