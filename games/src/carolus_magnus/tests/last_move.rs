//! What the board marks as the last move: kept by `apply` from the events
//! of each decision, so it replays exactly.

use super::super::*;
use super::support::set_up;
use crate::core::{replay, Game, Seat};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Plays random decisions, checking after each one that the last move names
/// its decider and the place it touched; returns the log.
fn play_and_check(seats: u8, seed: u64) -> Vec<Event> {
    let options = Options::default();
    let (mut state, mut log) = set_up(seats, &options, seed);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut checked = [0usize; 3];
    for _ in 0..400 {
        let Some(seat) = CarolusMagnus::waiting_on(&state).first().copied() else {
            break;
        };
        let actions = CarolusMagnus::legal_actions(&state, seat);
        let action = actions[rng.random_range(0..actions.len())];
        let events = CarolusMagnus::decide(&state, seat, &action, &mut rng).unwrap();
        for event in &events {
            CarolusMagnus::apply(&mut state, event);
        }
        log.extend(events);
        let last = &state.last_move;
        assert_eq!(last.seat, Some(seat), "the decider of {action:?}");
        let decision = last.decision.expect("the decision is kept");
        match (action, decision) {
            (Action::PlayDisc { disc }, Decision::DiscPlayed { disc: kept }) => {
                assert_eq!(disc, kept)
            }
            (
                Action::PlacePaladin { colour, to },
                Decision::PaladinPlaced {
                    colour: kept,
                    to: now,
                },
            ) => {
                assert_eq!(colour, kept);
                match (to, now) {
                    (Destination::Court, Destination::Court) => {}
                    // Named as the territory is now: the region holding it.
                    (Destination::Territory(then), Destination::Territory(now)) => {
                        let region = state.region(now).expect("a region");
                        assert!(region.segments.contains(&then), "{then} in {region:?}");
                    }
                    other => panic!("{other:?}"),
                }
            }
            (Action::MoveEmperor { steps }, Decision::EmperorMoved { steps: kept, to }) => {
                assert_eq!((steps, to), (kept, state.emperor));
            }
            (Action::ChooseColour { colour }, Decision::ColourNamed { colour: kept }) => {
                assert_eq!(colour, kept)
            }
            other => panic!("{other:?}"),
        }
        match action {
            Action::PlacePaladin {
                to: Destination::Court,
                ..
            } => {
                assert!(last.courts.contains(&seat), "{action:?}: {last:?}");
                checked[0] += 1;
            }
            Action::PlacePaladin {
                to: Destination::Territory(_),
                ..
            } => {
                // The territory may since have merged into another: the
                // mark follows it under its new name, which is a region.
                assert!(!last.regions.is_empty(), "{action:?}: {last:?}");
                for id in &last.regions {
                    assert!(
                        state.regions.iter().any(|r| r.id == *id),
                        "{id} is a region"
                    );
                }
                checked[1] += 1;
            }
            Action::MoveEmperor { .. } => {
                assert!(last.emperor);
                assert!(
                    last.regions.contains(&state.emperor),
                    "{last:?} emperor {} regions {:?}",
                    state.emperor,
                    state
                        .regions
                        .iter()
                        .map(|r| (r.id, r.segments.clone()))
                        .collect::<Vec<_>>()
                );
                checked[2] += 1;
            }
            _ => {}
        }
    }
    assert!(
        checked.iter().all(|n| *n > 0),
        "every kind was seen: {checked:?}"
    );
    log
}

#[test]
fn the_last_move_names_its_decider_and_the_places_it_touched() {
    for seats in 2..=4 {
        for seed in 0..3 {
            play_and_check(seats, seed);
        }
    }
}

#[test]
fn the_last_move_replays_exactly() {
    let log = play_and_check(3, 11);
    let options = Options::default();
    let mut live = CarolusMagnus::new_state(&options, 3).unwrap();
    for event in &log {
        CarolusMagnus::apply(&mut live, event);
    }
    let replayed = replay::<CarolusMagnus>(&options, 3, &log).unwrap();
    assert_eq!(replayed.last_move, live.last_move);
    assert_ne!(replayed.last_move, LastMove::default());
}

#[test]
fn a_die_whose_colour_ran_out_keeps_the_mark_of_the_move_that_threw_it() {
    // The Emperor's stop ends the turn; the mover's replenishment throw
    // shows a colour nobody can supply, which waits for the mover's choice.
    let mut last = LastMove::default();
    let events = [
        Event::EmperorMoved {
            seat: Seat(1),
            steps: 2,
            to: 9,
        },
        Event::CastleBuilt {
            side: 1,
            territory: 9,
        },
        Event::ReplenishStarted {
            seat: Seat(1),
            dice: 2,
        },
        Event::DiceRolled {
            seat: Seat(1),
            faces: vec![Face::Colour(Colour::Red), Face::Colour(Colour::Blue)],
        },
        Event::CubeTaken {
            seat: Seat(1),
            colour: Colour::Red,
        },
        Event::DieTurnedFree {
            seat: Seat(1),
            colour: Colour::Blue,
        },
    ];
    for event in &events {
        last.follow(event);
    }
    assert_eq!(
        last,
        LastMove {
            seat: Some(Seat(1)),
            decision: Some(Decision::EmperorMoved { steps: 2, to: 9 }),
            regions: vec![9],
            courts: vec![Seat(1)],
            emperor: true,
        }
    );
}

#[test]
fn a_merge_renames_the_decision_territory() {
    let mut last = LastMove::default();
    last.follow(&Event::PaladinPlaced {
        seat: Seat(0),
        colour: Colour::Green,
        to: Destination::Territory(7),
    });
    last.renamed([6, 7], 6);
    assert_eq!(
        last.decision,
        Some(Decision::PaladinPlaced {
            colour: Colour::Green,
            to: Destination::Territory(6)
        })
    );
    assert_eq!(last.regions, vec![6]);
}
