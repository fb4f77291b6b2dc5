//! While the engines move from sentences to messages (issue 18): each
//! engine's message for an action or an event, said through the translation
//! files, must read exactly as the engine's own sentence did, in every
//! language, for every action offered and every event (as each viewer sees
//! it) of random games. Once every engine speaks in messages only, the old
//! sentences and this comparison go.

use crate::i18n::say;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use scriptorium_games::core::{Game, Message};
use scriptorium_games::{Lang, Seat, Viewer};

const NAMES: [&str; 6] = ["Anna", "Ben", "Carl", "Dora", "Emil", "Fay"];

pub struct Speaker<G: Game> {
    pub action: fn(&G::State, &G::Action) -> Message,
    pub event: fn(&G::Event, u8) -> Message,
    /// Anything else the engine says of a state (Torres's last move).
    pub state: fn(&G::State, &[String]),
}

/// For engines that say nothing else of a state.
pub fn nothing_more<S>(_state: &S, _names: &[String]) {}

/// Plays `games` random games of each seat count and compares every line.
pub fn compare<G: Game>(
    speaker: Speaker<G>,
    options: &G::Options,
    seats: std::ops::RangeInclusive<u8>,
    games: u64,
) {
    let mut compared = 0usize;
    for seat_count in seats {
        let names: Vec<String> = NAMES[..usize::from(seat_count)]
            .iter()
            .map(|name| (*name).to_owned())
            .collect();
        let viewers: Vec<Viewer> = std::iter::once(Viewer::Spectator)
            .chain((0..seat_count).map(|seat| Viewer::Seat(Seat(seat))))
            .collect();
        for seed in 0..games {
            let mut rng = ChaCha20Rng::seed_from_u64(seed * 31 + u64::from(seat_count));
            let mut state = G::new_state(options, seat_count).expect("a valid seat count");
            let mut pending = G::setup(&state, &mut rng);
            let mut turns = 0;
            loop {
                for event in pending.drain(..) {
                    for viewer in &viewers {
                        let seen = G::redact_event(&state, &event, *viewer);
                        for lang in Lang::ALL {
                            assert_eq!(
                                say(lang, &(speaker.event)(&seen, seat_count), &names),
                                G::describe_event(&seen, &names, lang),
                                "{seen:?}"
                            );
                            compared += 1;
                        }
                    }
                    G::apply(&mut state, &event);
                    (speaker.state)(&state, &names);
                }
                let Some(seat) = G::waiting_on(&state).first().copied() else {
                    break;
                };
                let legal = G::legal_actions(&state, seat);
                for action in &legal {
                    for lang in Lang::ALL {
                        assert_eq!(
                            say(lang, &(speaker.action)(&state, action), &names),
                            G::describe_action(&state, action, lang),
                            "{action:?}"
                        );
                        compared += 1;
                    }
                }
                turns += 1;
                if legal.is_empty() || turns > 2_000 {
                    break;
                }
                let action = legal[rng.random_range(0..legal.len())].clone();
                pending = G::decide(&state, seat, &action, &mut rng).expect("a legal action");
            }
        }
    }
    assert!(compared > 0);
}

/// Events random play seldom reaches (a peace declared, a palace built).
pub fn compare_events<G: Game>(speaker: &Speaker<G>, events: &[G::Event], seat_count: u8) {
    let names: Vec<String> = NAMES[..usize::from(seat_count)]
        .iter()
        .map(|name| (*name).to_owned())
        .collect();
    for event in events {
        for lang in Lang::ALL {
            assert_eq!(
                say(lang, &(speaker.event)(event, seat_count), &names),
                G::describe_event(event, &names, lang),
                "{event:?}"
            );
        }
    }
}

#[test]
fn countdown_says_the_same_in_messages() {
    use scriptorium_games::test_game::{Countdown, Options};
    compare::<Countdown>(
        Speaker {
            action: Countdown::action_message,
            event: Countdown::event_message,
            state: nothing_more,
        },
        &Options::default(),
        2..=4,
        20,
    );
}

#[test]
fn carolus_magnus_says_the_same_in_messages() {
    use scriptorium_games::carolus_magnus::{
        action_message, event_message, CarolusMagnus, Options,
    };
    compare::<CarolusMagnus>(
        Speaker {
            action: action_message,
            event: event_message,
            state: nothing_more,
        },
        &Options::default(),
        2..=4,
        3,
    );
    // The other seating and the dice variant change who partners whom and
    // what a colour choice says.
    let options: Options = serde_json::from_value(serde_json::json!({
        "seating": "adjacent",
        "dice_variant": true
    }))
    .unwrap();
    compare::<CarolusMagnus>(
        Speaker {
            action: action_message,
            event: event_message,
            state: nothing_more,
        },
        &options,
        4..=4,
        2,
    );
}

#[test]
fn torres_says_the_same_in_messages() {
    use scriptorium_games::torres::{
        action_message, describe_last_move, event_message, last_move_message, Options, State,
        Torres,
    };
    fn last_move(state: &State, names: &[String]) {
        for lang in Lang::ALL {
            assert_eq!(
                last_move_message(&state.last_move).map(|message| say(lang, &message, names)),
                describe_last_move(&state.last_move, names, lang),
                "{:?}",
                state.last_move
            );
        }
    }
    let speaker = || Speaker::<Torres> {
        action: action_message,
        event: event_message,
        state: last_move,
    };
    compare(speaker(), &Options::default(), 2..=4, 2);
    for options in [
        serde_json::json!({"edition": "original", "deck": "shared"}),
        serde_json::json!({"meister": true}),
    ] {
        let options: Options = serde_json::from_value(options).unwrap();
        compare(speaker(), &options, 2..=4, 1);
    }
}

#[test]
fn carolingi_says_the_same_in_messages() {
    use scriptorium_games::carolingi::{action_message, event_message, Carolingi, Options};
    let speaker = || Speaker::<Carolingi> {
        action: action_message,
        event: event_message,
        state: nothing_more,
    };
    let short = |extra: serde_json::Value| -> Options {
        let mut options = serde_json::json!({"sundial_year": 831});
        options
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        serde_json::from_value(options).unwrap()
    };
    compare(speaker(), &short(serde_json::json!({})), 2..=6, 1);
    compare(
        speaker(),
        &short(serde_json::json!({"advanced": true, "anarchy_module": true, "hourglass_hours": 4})),
        2..=6,
        1,
    );
    use scriptorium_games::carolingi::{map::CountryId, tiles::TileId, Event};
    compare_events(
        &speaker(),
        &[
            Event::HomelandClaimed {
                seat: Seat(1),
                country: CountryId(3),
            },
            Event::RebelExpelled {
                seat: Seat(0),
                to: CountryId(7),
            },
            Event::DeclarationsFailed {
                seats: vec![Seat(0), Seat(2)],
            },
            Event::DeclarationFailed {
                seat: Seat(2),
                points: 3,
            },
            Event::PeaceDeclared {
                seat: Seat(1),
                sheets: Vec::new(),
            },
            Event::PeaceContest,
            Event::ExtraActionCancelled { seat: Seat(0) },
            Event::ExtraTilePlayed {
                seat: Seat(0),
                tile: TileId(4),
            },
            Event::ExtraTileSkipped { seat: Seat(2) },
            Event::GameEnded {
                sheets: Vec::new(),
                winners: vec![Seat(0), Seat(2)],
            },
        ],
        3,
    );
}
