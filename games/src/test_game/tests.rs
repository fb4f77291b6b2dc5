use super::*;
use crate::core::replay;
use crate::testing::{everything_shown_to, random_playout};
use proptest::prelude::*;
use rand::{rngs::SmallRng, SeedableRng};

fn started(pile: u32, jokers: Vec<Option<u32>>) -> State {
    let mut state = Countdown::new_state(&Options::default(), jokers.len() as u8).unwrap();
    Countdown::apply(&mut state, &Event::Dealt { pile, jokers });
    state
}

fn rng() -> SmallRng {
    SmallRng::seed_from_u64(7)
}

#[test]
fn given_a_fresh_turn_when_ending_it_then_refused() {
    let state = started(12, vec![Some(2), Some(3)]);
    let result = Countdown::decide(&state, Seat(0), &Action::EndTurn, &mut rng());
    assert_eq!(result, Err(Error::NothingTaken));
}

#[test]
fn given_another_seats_turn_when_taking_then_refused() {
    let state = started(12, vec![Some(2), Some(3)]);
    let result = Countdown::decide(&state, Seat(1), &Action::TakeOne, &mut rng());
    assert_eq!(result, Err(Error::NotYourTurn));
}

#[test]
fn given_three_taken_when_taking_again_then_refused() {
    let mut state = started(12, vec![None, None]);
    for _ in 0..3 {
        Countdown::apply(&mut state, &Event::TookOne { seat: Seat(0) });
    }
    let result = Countdown::decide(&state, Seat(0), &Action::TakeOne, &mut rng());
    assert_eq!(result, Err(Error::TooMany));
    assert_eq!(
        Countdown::legal_actions(&state, Seat(0)),
        vec![Action::EndTurn]
    );
}

#[test]
fn given_a_joker_larger_than_the_pile_when_played_then_it_wins() {
    let state = started(2, vec![Some(3), Some(1)]);
    let events = Countdown::decide(&state, Seat(0), &Action::PlayJoker, &mut rng()).unwrap();
    assert_eq!(
        events,
        vec![
            Event::JokerPlayed {
                seat: Seat(0),
                count: 2
            },
            Event::Won { seat: Seat(0) }
        ]
    );
}

#[test]
fn given_the_last_stone_when_taken_then_the_taker_wins() {
    let state = started(1, vec![None, None]);
    let events = Countdown::decide(&state, Seat(0), &Action::TakeOne, &mut rng()).unwrap();
    assert_eq!(events.last(), Some(&Event::Won { seat: Seat(0) }));
}

#[test]
fn a_seat_sees_only_its_own_joker() {
    let dealt = Event::Dealt {
        pile: 15,
        jokers: vec![Some(1), Some(3), Some(2)],
    };
    let before = Countdown::new_state(&Options::default(), 3).unwrap();
    let seen = Countdown::redact_event(&before, &dealt, Viewer::Seat(Seat(1)));
    assert_eq!(
        seen,
        Event::Dealt {
            pile: 15,
            jokers: vec![None, Some(3), None]
        }
    );
    let spectator = Countdown::redact_event(&before, &dealt, Viewer::Spectator);
    assert_eq!(
        spectator,
        Event::Dealt {
            pile: 15,
            jokers: vec![None, None, None]
        }
    );
}

#[test]
fn bad_seat_counts_are_refused() {
    assert_eq!(
        Countdown::new_state(&Options::default(), 5),
        Err(Error::SeatCount)
    );
    assert_eq!(
        Countdown::new_state(&Options::default(), 1),
        Err(Error::SeatCount)
    );
}

#[test]
fn errors_are_messages_of_the_translation_files() {
    use crate::core::{Explain, Message};
    assert_eq!(
        Error::NotYourTurn.explain(),
        Message::new("countdown-error-not-your-turn")
    );
}

proptest! {
    #[test]
    fn random_play_ends_and_replays(seed in any::<u64>(), seats in 2u8..=4, jokers in any::<bool>()) {
        let options = Options { jokers };
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Countdown>(&options, seats, &mut rng, 1_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        prop_assert!(Countdown::outcome(&playout.state).is_some());
        prop_assert_eq!(replay::<Countdown>(&options, seats, &playout.events).unwrap(), playout.state);
    }

    #[test]
    fn no_view_shows_another_seats_joker(seed in any::<u64>(), seats in 2u8..=4) {
        let options = Options { jokers: true };
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Countdown>(&options, seats, &mut rng, 1_000).unwrap();
        for viewer in Seat::all(seats) {
            for shown in everything_shown_to::<Countdown>(&options, seats, &playout.events, Viewer::Seat(viewer)) {
                // Jokers appear only in the deal event, as a list: every other
                // seat's entry must read None.
                if let Some(list) = shown.strip_prefix("Dealt").and_then(|s| s.split("jokers: [").nth(1)) {
                    for (index, entry) in list.trim_end_matches(&[']', ' ', '}'][..]).split(", ").enumerate() {
                        if index != viewer.index() {
                            prop_assert_eq!(entry, "None");
                        } else {
                            prop_assert!(entry.starts_with("Some("));
                        }
                    }
                }
            }
        }
    }
}
