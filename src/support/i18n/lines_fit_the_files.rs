//! Every label and history line an engine can produce fits the translation
//! files: random games of every engine, every seat count and the options
//! that change what is said; every offered action and every event as each
//! viewer sees it is checked (identifiers exist, arguments match what the
//! text uses) and said in every language. So do the words the engines'
//! registry names for them (`games::headings`, `games::picks`): every form
//! heading, pick step and prompt of the actions random games offer.

use super::registry::words;
use super::{check, has_plain, say, Lang};
use crate::games::headings::Words;
use crate::games::Registry;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha20Rng;
use scriptorium_games::core::{Game, Message};
use scriptorium_games::{Seat, Viewer};

const NAMES: [&str; 6] = ["Anna", "Ben", "Carl", "Dora", "Emil", "Fay"];

fn names(seat_count: u8) -> Vec<String> {
    NAMES[..usize::from(seat_count)]
        .iter()
        .map(|name| (*name).to_owned())
        .collect()
}

/// Checks a message and says it in every language, naming the seats.
fn said(message: &Message, names: &[String]) -> usize {
    if let Err(problem) = check(message) {
        panic!("{problem}: {message}");
    }
    for lang in Lang::all() {
        let text = say(lang, message, names);
        assert!(
            !text.trim().is_empty(),
            "{message} says nothing in {lang:?}"
        );
    }
    Lang::all().len()
}

/// Plays `games` random games of each seat count and checks every line.
fn every_line<G: Game>(options: &G::Options, seats: std::ops::RangeInclusive<u8>, games: u64) {
    let mut checked = 0usize;
    for seat_count in seats {
        let names = names(seat_count);
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
                        checked += said(&G::describe_event(&seen, seat_count), &names);
                    }
                    G::apply(&mut state, &event);
                }
                let Some(seat) = G::waiting_on(&state).first().copied() else {
                    break;
                };
                let legal = G::legal_actions(&state, seat);
                for action in &legal {
                    checked += said(&G::describe_action(&state, action), &[]);
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
    assert!(checked > 0);
}

#[test]
fn countdown_lines_fit_the_files() {
    use scriptorium_games::test_game::{Countdown, Options};
    every_line::<Countdown>(&Options::default(), 2..=4, 20);
}

#[test]
fn carolus_magnus_lines_fit_the_files() {
    use scriptorium_games::carolus_magnus::{CarolusMagnus, Options};
    every_line::<CarolusMagnus>(&Options::default(), 2..=4, 3);
    // The other seating and the dice variant change who partners whom and
    // what a colour choice says.
    let options: Options = serde_json::from_value(serde_json::json!({
        "seating": "adjacent",
        "dice_variant": true
    }))
    .unwrap();
    every_line::<CarolusMagnus>(&options, 4..=4, 2);
}

#[test]
fn torres_lines_fit_the_files() {
    use scriptorium_games::torres::{Options, Torres};
    every_line::<Torres>(&Options::default(), 2..=4, 2);
    for options in [
        serde_json::json!({"edition": "original", "deck": "shared"}),
        serde_json::json!({"meister": true}),
    ] {
        let options: Options = serde_json::from_value(options).unwrap();
        every_line::<Torres>(&options, 2..=4, 1);
    }
}

#[test]
fn carolingi_lines_fit_the_files() {
    use scriptorium_games::carolingi::{map::CountryId, tiles::TileId, Carolingi, Event, Options};
    let short = |extra: serde_json::Value| -> Options {
        let mut options = serde_json::json!({"sundial_year": 831});
        options
            .as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        serde_json::from_value(options).unwrap()
    };
    every_line::<Carolingi>(&short(serde_json::json!({})), 2..=6, 1);
    every_line::<Carolingi>(
        &short(serde_json::json!({"advanced": true, "anarchy_module": true, "hourglass_hours": 4})),
        2..=6,
        1,
    );
    // Events random play seldom reaches (a peace declared, a palace built).
    let rare = [
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
    ];
    for event in &rare {
        said(&Carolingi::describe_event(event, 3), &names(3));
    }
    // Winners sharing a victory, as the files join them.
    let ended = Carolingi::describe_event(&rare[9], 3);
    assert_eq!(
        say(Lang::ENGLISH, &ended, &names(3)),
        "The sundial's year is over:  — Anna & Carl wins"
    );
}

/// Carolus Magnus's history names players, and sides by their players.
#[test]
fn carolus_magnus_history_lines_name_the_players() {
    use scriptorium_games::carolus_magnus::{CarolusMagnus, Colour, Event};
    let two: Vec<String> = vec!["Anna".into(), "Bob".into()];
    let line = |event: &Event, lang, names: &[String]| {
        say(
            lang,
            &CarolusMagnus::describe_event(event, names.len() as u8),
            names,
        )
    };
    let control = Event::ControlChanged {
        colour: Colour::Yellow,
        from: Some(Seat(0)),
        to: Seat(1),
    };
    assert_eq!(
        line(&control, Lang::ENGLISH, &two),
        "Bob takes control of yellow from Anna"
    );
    assert_eq!(
        line(&control, Lang::from_code("fr").unwrap(), &two),
        "Bob prend le contrôle du jaune à Anna"
    );
    let takeover = Event::CastlesTakenOver {
        territory: 4,
        from: 0,
        to: 1,
        removed: 3,
        placed: 3,
    };
    assert_eq!(
        line(&takeover, Lang::ENGLISH, &two),
        "White (Bob) takes over territory 4: 3 castle(s) of Black (Anna) replaced by 3"
    );
    // With four players the event cannot tell who partners whom (that is
    // the game's seating option), so the partnership is named by its
    // castles; the final result, which records the seating, names both.
    let built = Event::CastleBuilt {
        side: 0,
        territory: 2,
    };
    assert_eq!(
        line(&built, Lang::from_code("fr").unwrap(), &names(4)),
        "Noir bâtit un château dans le territoire 2"
    );
    let ended: Event = serde_json::from_str(
        r#"{"type":"game_ended","reason":"all_castles_built","castles":[10,0],"winners":[0],"sides_of_seats":[0,0,1,1]}"#,
    )
    .unwrap();
    assert_eq!(
        line(&ended, Lang::ENGLISH, &names(4)),
        "Game over, all of a side's castles are built: Black (Anna & Ben) win(s) with castles 10–0"
    );
}

/// Option labels are identifiers held as data, not written as
/// `Message::new`: every game's every option, help and choice.
#[test]
fn every_game_option_is_in_the_files() {
    use scriptorium_games::core::OptionKind;
    let mut missing = Vec::new();
    for entry in Registry::new(true).all() {
        for spec in entry.engine.info().options {
            let mut ids = vec![spec.label, spec.help];
            if let OptionKind::Choice { choices, .. } = &spec.kind {
                ids.extend(choices.iter().map(|(_, id)| *id));
            }
            missing.extend(ids.into_iter().filter(|id| !super::has_key(id)));
        }
    }
    assert!(missing.is_empty(), "missing option texts: {missing:?}");
}

/// Whether the registry's `words` fit the files: each identifier exists
/// without arguments, each message as `check` wants it.
fn words_fit(words: &Words) -> Result<(), String> {
    let plain = |id: &str| {
        has_plain(id)
            .then_some(())
            .ok_or_else(|| format!("{id} is in no file, or takes arguments"))
    };
    match words {
        Words::Verbatim(_) => Ok(()),
        Words::Id(id) | Words::Capitalised(id) => plain(id),
        Words::Message(message) | Words::Short(message) => check(message),
        Words::Before(id, rest) => plain(id).and_then(|()| words_fit(rest)),
    }
}

/// Every form heading, pick step and prompt of the actions random games of
/// every registered game offer is in the files and said in every language.
#[test]
fn the_registrys_words_fit_the_files() {
    use rand::RngCore;
    for entry in Registry::new(true).all() {
        let info = entry.engine.info();
        let mut said = 0usize;
        for seats in info.min_seats..=info.max_seats {
            let mut rng = ChaCha20Rng::seed_from_u64(u64::from(seats));
            let options = entry
                .engine
                .normalize_options(&serde_json::json!({}), seats)
                .expect("the default options");
            let (mut table, setup) = entry
                .engine
                .start(&options, seats, &mut rng)
                .expect("a game starts");
            let mut pending = setup;
            for _ in 0..300 {
                for event in pending.drain(..) {
                    table.apply(&event).expect("an event applies");
                }
                let Some(seat) = table.waiting_on().first().copied() else {
                    break;
                };
                let offers = table.legal_actions(seat);
                if offers.is_empty() {
                    break;
                }
                for offer in &offers {
                    let mut all = vec![entry.group_heading(&offer.group)];
                    for token in
                        (entry.picks.path)(table.as_ref(), &offer.action).unwrap_or_default()
                    {
                        if let Some(id) = (entry.picks.prompt)(crate::games::picks::kind_of(&token))
                        {
                            all.push(Words::Id(id));
                        }
                        all.push((entry.picks.label)(&token));
                    }
                    for one in &all {
                        if let Err(problem) = words_fit(one) {
                            panic!("{}: {problem}: {one:?}", info.id);
                        }
                        for lang in Lang::all() {
                            assert!(!words(lang, one).trim().is_empty(), "{one:?} in {lang:?}");
                        }
                        said += 1;
                    }
                }
                let choice = offers[rng.next_u32() as usize % offers.len()]
                    .action
                    .clone();
                pending = table
                    .decide(seat, &choice, &mut rng)
                    .expect("an offered action");
            }
        }
        assert!(said > 0, "{}", info.id);
    }
}
