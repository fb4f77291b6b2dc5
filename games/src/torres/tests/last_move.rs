//! What the board marks as the latest change: kept by `apply` from the
//! events, so it replays exactly, and left alone by decisions that do not
//! change the board.

use super::super::*;
use crate::core::{replay, Game};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn play_and_check(seats: u8, seed: u64) -> (Options, Vec<Event>) {
    let options = Options::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut state = Torres::new_state(&options, seats).unwrap();
    let mut log = Torres::setup(&state, &mut rng);
    for event in &log {
        Torres::apply(&mut state, event);
    }
    let mut seen = [0usize; 3];
    for _ in 0..3000 {
        let Some(seat) = Torres::waiting_on(&state).first().copied() else {
            break;
        };
        let actions = Torres::legal_actions(&state, seat);
        let action = actions[rng.random_range(0..actions.len())].clone();
        let before = state.last_move.clone();
        let events = Torres::decide(&state, seat, &action, &mut rng).unwrap();
        for event in &events {
            Torres::apply(&mut state, event);
        }
        log.extend(events);
        let last = &state.last_move;
        match &action {
            Action::PlaceKnight { square } | Action::PlaceBlock { square, .. } => {
                assert_eq!(last.seat, Some(seat));
                assert_eq!(last.squares, vec![*square], "{action:?}");
                assert_eq!(last.card, None);
                seen[0] += 1;
            }
            Action::MoveKnight { from, to } => {
                assert_eq!(last.seat, Some(seat));
                assert_eq!(last.squares, vec![*from, *to], "{action:?}");
                seen[1] += 1;
            }
            Action::BuyCard | Action::AdvanceScore => {
                assert_eq!(*last, before, "{action:?} leaves the mark");
                seen[2] += 1;
            }
            _ => {}
        }
    }
    assert!(seen.iter().all(|n| *n > 0), "every kind was seen: {seen:?}");
    (options, log)
}

#[test]
fn the_last_move_marks_the_squares_a_decision_changed() {
    for seats in 2..=4 {
        play_and_check(seats, u64::from(seats) * 7);
    }
}

#[test]
fn the_last_move_replays_exactly() {
    let (options, log) = play_and_check(3, 5);
    let mut live = Torres::new_state(&options, 3).unwrap();
    for event in &log {
        Torres::apply(&mut live, event);
    }
    let replayed = replay::<Torres>(&options, 3, &log).unwrap();
    assert_eq!(replayed.last_move, live.last_move);
    assert_ne!(replayed.last_move, LastMove::default());
}
