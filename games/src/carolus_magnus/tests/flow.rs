//! Given a table, when a decision, then these events or this error.

use super::super::*;
use super::support::*;
use crate::core::{replay, Explain, Game, Message};
use crate::testing::Moves;

/// `seat` replenishing, with `crowns` to name: its reserve lacks exactly
/// those (the rest of it is green), so naming them completes the turn.
fn replenishing(seats: u8, seat: Seat, crowns: u8) -> State {
    let mut state = blank_table(seats);
    let size = state.rules().reserve;
    give_reserve(&mut state, seat, Colour::Green, size - crowns);
    start_turn(&mut state, seat, 1);
    state.phase = Phase::Replenishing;
    state.draw = Draw {
        seat,
        unrolled: 0,
        crowns,
        choose_die: false,
    };
    state
}

#[test]
fn set_up_deals_three_paladins_of_each_colour_and_rolls_reserves() {
    for seats in 2..=4 {
        for seed in 0..20 {
            let (mut state, events) = set_up(seats, &Options::default(), seed);
            assert!(matches!(events[0], Event::BoardSet { .. }));
            assert_eq!(state.regions.len(), 15);
            for colour in Colour::ALL {
                let dealt: u8 = state
                    .regions
                    .iter()
                    .map(|r| r.paladins[colour.index()])
                    .sum();
                assert_eq!(dealt, 3);
            }
            assert!(state
                .regions
                .iter()
                .all(|r| r.paladins.iter().sum::<u8>() == 1));
            resolve_choices(&mut state);
            assert_eq!(state.phase, Phase::Opening);
            let size = if seats == 3 { 9 } else { 7 };
            assert!(Seat::all(seats).all(|seat| state.reserve_size(seat) == size));
            assert_eq!(state.cube_total(), 200);
        }
    }
}

#[test]
fn given_a_crown_when_the_roller_names_red_then_a_red_cube_joins_the_reserve() {
    let state = replenishing(2, Seat(1), 1);
    assert_eq!(CarolusMagnus::waiting_on(&state), vec![Seat(1)]);
    assert_eq!(CarolusMagnus::legal_actions(&state, Seat(1)).len(), 5);
    assert_eq!(CarolusMagnus::legal_actions(&state, Seat(0)), vec![]);
    let events = CarolusMagnus::ruling(
        &state,
        Seat(1),
        Action::ChooseColour {
            colour: Colour::Red,
        },
    )
    .unwrap();
    assert_eq!(
        events[..2],
        [
            Event::ColourChosen {
                seat: Seat(1),
                colour: Colour::Red
            },
            Event::CubeTaken {
                seat: Seat(1),
                colour: Colour::Red
            },
        ]
    );
    assert_eq!(
        CarolusMagnus::ruling(
            &state,
            Seat(0),
            Action::ChooseColour {
                colour: Colour::Red
            }
        ),
        Err(Error::NotYourTurn)
    );
}

#[test]
fn given_no_red_in_the_centre_when_red_is_named_then_every_court_returns_the_same_number() {
    let mut state = replenishing(2, Seat(0), 1);
    give_court(&mut state, Seat(0), Colour::Red, 2);
    give_court(&mut state, Seat(1), Colour::Red, 5);
    let rest = state.centre[Colour::Red.index()];
    give_territory(&mut state, 9, Colour::Red, rest);
    let events = CarolusMagnus::act(
        &mut state,
        Seat(0),
        Action::ChooseColour {
            colour: Colour::Red,
        },
    );
    assert_eq!(
        events[..3],
        [
            Event::ColourChosen {
                seat: Seat(0),
                colour: Colour::Red
            },
            Event::CourtsReturned {
                colour: Colour::Red,
                each: 2
            },
            Event::CubeTaken {
                seat: Seat(0),
                colour: Colour::Red
            },
        ]
    );
    assert_eq!(state.courts[0][0], 0);
    assert_eq!(state.courts[1][0], 3);
    assert_eq!(state.centre[0], 3);
    assert_eq!(state.cube_total(), 200);
}

#[test]
fn given_no_red_anywhere_a_court_can_spare_when_red_is_named_then_refused() {
    let mut state = replenishing(2, Seat(0), 1);
    give_court(&mut state, Seat(1), Colour::Red, 5);
    let rest = state.centre[Colour::Red.index()];
    give_territory(&mut state, 9, Colour::Red, rest);
    let error = CarolusMagnus::ruling(
        &state,
        Seat(0),
        Action::ChooseColour {
            colour: Colour::Red,
        },
    )
    .unwrap_err();
    assert_eq!(
        error,
        Error::ColourExhausted {
            colour: Colour::Red
        }
    );
    assert_eq!(
        error.explain(),
        Message::new("cm-error-colour-exhausted").with("colour", Message::new("cm-colour-red"))
    );
    assert_eq!(CarolusMagnus::legal_actions(&state, Seat(0)).len(), 4);
}

#[test]
fn given_the_dice_variant_when_replenishing_then_one_die_is_chosen_and_the_others_thrown() {
    let mut state = blank_table(2);
    state.options.dice_variant = true;
    start_turn(&mut state, Seat(0), 1);
    events::apply(
        &mut state,
        &Event::ReplenishStarted {
            seat: Seat(0),
            dice: 3,
        },
    );
    assert_eq!(CarolusMagnus::waiting_on(&state), vec![Seat(0)]);
    // "Set one die to blue, then throw the others".
    assert_eq!(
        CarolusMagnus::describe_action(
            &state,
            &Action::ChooseColour {
                colour: Colour::Blue
            },
        )
        .id,
        "cm-action-set-die"
    );
    let events = CarolusMagnus::act(
        &mut state,
        Seat(0),
        Action::ChooseColour {
            colour: Colour::Blue,
        },
    );
    assert_eq!(
        events[1],
        Event::CubeTaken {
            seat: Seat(0),
            colour: Colour::Blue
        }
    );
    let Event::DiceRolled { faces, .. } = &events[2] else {
        panic!("{events:?}")
    };
    assert_eq!(faces.len(), 2);
}

#[test]
fn given_a_turn_when_placing_wrongly_then_each_mistake_is_explained() {
    let mut state = blank_table(2);
    give_reserve(&mut state, Seat(0), Colour::Red, 3);
    start_turn(&mut state, Seat(0), 2);
    let place = |colour, to| Action::PlacePaladin { colour, to };
    assert_eq!(
        CarolusMagnus::ruling(&state, Seat(0), place(Colour::Blue, Destination::Court)),
        Err(Error::NotInReserve {
            colour: Colour::Blue
        })
    );
    assert_eq!(
        CarolusMagnus::ruling(
            &state,
            Seat(0),
            place(Colour::Red, Destination::Territory(16))
        ),
        Err(Error::NoSuchTerritory { territory: 16 })
    );
    assert_eq!(
        CarolusMagnus::ruling(&state, Seat(0), Action::MoveEmperor { steps: 1 }),
        Err(Error::NotNow)
    );
    assert_eq!(
        CarolusMagnus::ruling(&state, Seat(1), place(Colour::Red, Destination::Court)),
        Err(Error::NotYourTurn)
    );
    assert_eq!(CarolusMagnus::legal_actions(&state, Seat(0)).len(), 16);
    for _ in 0..3 {
        CarolusMagnus::act(
            &mut state,
            Seat(0),
            place(Colour::Red, Destination::Territory(2)),
        );
    }
    assert_eq!(
        CarolusMagnus::ruling(&state, Seat(0), Action::MoveEmperor { steps: 3 }),
        Err(Error::StepsOutOfRange { steps: 3, max: 2 })
    );
    assert_eq!(
        CarolusMagnus::ruling(&state, Seat(0), Action::PlayDisc { disc: 1 }),
        Err(Error::NotNow)
    );
}

#[test]
fn given_a_merged_territory_when_naming_an_absorbed_segment_then_refused() {
    let mut state = blank_table(2);
    give_castles(&mut state, 4, 0, 1);
    give_castles(&mut state, 5, 0, 1);
    join(&mut state, &[4, 5]);
    give_reserve(&mut state, Seat(0), Colour::Red, 3);
    start_turn(&mut state, Seat(0), 2);
    let to_five = Action::PlacePaladin {
        colour: Colour::Red,
        to: Destination::Territory(5),
    };
    assert_eq!(
        CarolusMagnus::ruling(&state, Seat(0), to_five),
        Err(Error::NoSuchTerritory { territory: 5 })
    );
    assert_eq!(CarolusMagnus::legal_actions(&state, Seat(0)).len(), 15);
}

#[test]
fn placing_paladins_may_be_taken_back_until_the_emperor_moves() {
    let placed = Event::PaladinPlaced {
        seat: Seat(0),
        colour: Colour::Red,
        to: Destination::Court,
    };
    let control = Event::ControlChanged {
        colour: Colour::Red,
        from: None,
        to: Seat(0),
    };
    assert!(!CarolusMagnus::ends_take_back(&placed));
    assert!(!CarolusMagnus::ends_take_back(&control));
    assert!(CarolusMagnus::ends_take_back(&Event::EmperorMoved {
        seat: Seat(0),
        steps: 1,
        to: 2
    }));
    assert!(CarolusMagnus::ends_take_back(&Event::DiscPlayed {
        seat: Seat(0),
        disc: 1
    }));
}

#[test]
fn given_no_holder_and_a_tie_at_court_then_nobody_gains_control() {
    let mut state = blank_table(3);
    give_court(&mut state, Seat(1), Colour::Green, 1);
    give_reserve(&mut state, Seat(0), Colour::Green, 4);
    start_turn(&mut state, Seat(0), 2);
    let green = Action::PlacePaladin {
        colour: Colour::Green,
        to: Destination::Court,
    };
    assert_eq!(CarolusMagnus::act(&mut state, Seat(0), green).len(), 1);
    let events = CarolusMagnus::act(&mut state, Seat(0), green);
    assert_eq!(
        events[1],
        Event::ControlChanged {
            colour: Colour::Green,
            from: None,
            to: Seat(0)
        }
    );
}

#[test]
fn three_players_need_only_a_relative_majority() {
    let mut state = blank_table(3);
    state.control = [Some(Seat(0)), Some(Seat(1)), Some(Seat(2)), None, None];
    give_territory(&mut state, 2, Colour::Red, 2);
    give_territory(&mut state, 2, Colour::Pink, 1);
    give_territory(&mut state, 2, Colour::Blue, 1);
    give_territory(&mut state, 3, Colour::Red, 1);
    give_territory(&mut state, 3, Colour::Pink, 1);
    assert_eq!(stop_effect(&state, 2), StopEffect::Build { side: 0 });
    assert_eq!(stop_effect(&state, 3), StopEffect::Nothing { leader: None });
}

#[test]
fn four_players_count_territories_by_partnership() {
    let mut state = blank_table(4);
    // Seats 0 and 2 (Black) control red and blue; seat 1 (White) green and
    // seat 3 (White) pink.
    state.control = [
        Some(Seat(0)),
        Some(Seat(3)),
        Some(Seat(2)),
        None,
        Some(Seat(1)),
    ];
    give_territory(&mut state, 2, Colour::Red, 1);
    give_territory(&mut state, 2, Colour::Blue, 2);
    give_territory(&mut state, 2, Colour::Green, 2);
    assert_eq!(state.strengths(state.region(2).unwrap()), vec![3, 2]);
    give_reserve(&mut state, Seat(3), Colour::Pink, 3);
    state.emperor = 1;
    start_turn(&mut state, Seat(3), 1);
    for _ in 0..2 {
        CarolusMagnus::act(
            &mut state,
            Seat(3),
            Action::PlacePaladin {
                colour: Colour::Pink,
                to: Destination::Territory(2),
            },
        );
    }
    CarolusMagnus::act(
        &mut state,
        Seat(3),
        Action::PlacePaladin {
            colour: Colour::Pink,
            to: Destination::Court,
        },
    );
    let events = CarolusMagnus::act(&mut state, Seat(3), Action::MoveEmperor { steps: 1 });
    assert_eq!(
        events[1],
        Event::CastleBuilt {
            side: 1,
            territory: 2
        }
    );
    // Partners share one set of castles.
    assert_eq!(state.castles_left, vec![10, 9]);
    assert_eq!(state.side_of(Seat(1)), state.side_of(Seat(3)));
}

#[test]
fn given_a_sides_last_castle_when_built_then_it_wins_at_once() {
    let mut state = blank_table(4);
    state.control[0] = Some(Seat(2));
    give_territory(&mut state, 2, Colour::Red, 1);
    for id in [5, 7, 9, 11, 13] {
        give_castles(&mut state, id, 0, 1);
    }
    give_castles(&mut state, 14, 1, 1);
    state.castles_left[0] = 1;
    start_turn(&mut state, Seat(1), 1);
    let events = CarolusMagnus::act(&mut state, Seat(1), Action::MoveEmperor { steps: 1 });
    assert_eq!(events.len(), 3);
    assert_eq!(
        events[2],
        Event::GameEnded {
            reason: EndReason::AllCastlesBuilt,
            castles: vec![10, 1],
            winners: vec![0],
            sides_of_seats: vec![0, 1, 0, 1],
        }
    );
    let outcome = CarolusMagnus::outcome(&state).unwrap();
    assert_eq!(outcome.winners, vec![Seat(0), Seat(2)]);
    assert_eq!(outcome.scores, vec![10, 1, 10, 1]);
    assert_eq!(CarolusMagnus::waiting_on(&state), vec![]);
    assert_eq!(
        CarolusMagnus::ruling(&state, Seat(0), Action::PlayDisc { disc: 1 }),
        Err(Error::GameOver)
    );
}

#[test]
fn given_four_territories_when_two_merge_then_the_game_ends_and_a_tie_is_shared() {
    let mut state = blank_table(2);
    // Regions: 1-4 (Black, 2 castles), 5-8 (White, 2), 9-12 (empty),
    // 13-15 (empty, with a red paladin Black controls).
    give_castles(&mut state, 1, 0, 1);
    give_castles(&mut state, 3, 0, 1);
    give_castles(&mut state, 5, 1, 1);
    give_castles(&mut state, 7, 1, 1);
    join(&mut state, &[1, 2, 3, 4]);
    join(&mut state, &[5, 6, 7, 8]);
    join(&mut state, &[9, 10, 11, 12]);
    join(&mut state, &[13, 14, 15]);
    assert_eq!(state.regions.len(), 4);
    state.control[0] = Some(Seat(0));
    give_territory(&mut state, 13, Colour::Red, 1);
    state.emperor = 9;
    start_turn(&mut state, Seat(1), 1);
    // "Move the Emperor 1 step to territory 13: Black builds a castle".
    assert_eq!(
        CarolusMagnus::describe_action(&state, &Action::MoveEmperor { steps: 1 }).to_string(),
        "cm-action-move-emperor(steps=1, territory=13, effect=cm-effect-build(side=cm-side-black))"
    );
    let events = CarolusMagnus::act(&mut state, Seat(1), Action::MoveEmperor { steps: 1 });
    assert_eq!(
        events[1..],
        [
            Event::CastleBuilt {
                side: 0,
                territory: 13
            },
            Event::Merged {
                into: 13,
                absorbed: 1
            },
            Event::GameEnded {
                reason: EndReason::FewTerritories,
                castles: vec![3, 2],
                winners: vec![0],
                sides_of_seats: vec![0, 1],
            },
        ]
    );
}

#[test]
fn a_tie_in_castles_is_a_shared_victory() {
    let mut state = blank_table(2);
    join(&mut state, &[1, 2, 3, 4]);
    join(&mut state, &[5, 6, 7, 8]);
    join(&mut state, &[9, 10, 11, 12]);
    join(&mut state, &[13, 14, 15]);
    give_castles(&mut state, 1, 0, 3);
    give_castles(&mut state, 5, 1, 2);
    state.control[0] = Some(Seat(1));
    give_territory(&mut state, 9, Colour::Red, 1);
    state.emperor = 5;
    start_turn(&mut state, Seat(0), 1);
    let events = CarolusMagnus::act(&mut state, Seat(0), Action::MoveEmperor { steps: 1 });
    assert_eq!(
        events[1..],
        [
            Event::CastleBuilt {
                side: 1,
                territory: 9
            },
            Event::Merged {
                into: 9,
                absorbed: 5
            },
            Event::GameEnded {
                reason: EndReason::FewTerritories,
                castles: vec![3, 3],
                winners: vec![0, 1],
                sides_of_seats: vec![0, 1],
            },
        ]
    );
    assert_eq!(
        CarolusMagnus::outcome(&state).unwrap().winners,
        vec![Seat(0), Seat(1)]
    );
}

#[test]
fn default_action_moves_the_emperor_where_its_own_side_gains() {
    let mut state = blank_table(2);
    state.control[0] = Some(Seat(1));
    state.control[1] = Some(Seat(0));
    give_territory(&mut state, 2, Colour::Red, 1);
    give_territory(&mut state, 3, Colour::Pink, 1);
    start_turn(&mut state, Seat(0), 3);
    assert_eq!(
        CarolusMagnus::default_action(&state, Seat(0)),
        Some(Action::MoveEmperor { steps: 2 })
    );
    assert_eq!(CarolusMagnus::default_action(&state, Seat(1)), None);
}

#[test]
fn every_event_and_action_reads_in_both_languages() {
    let options = Options {
        dice_variant: true,
        ..Options::default()
    };
    let mut random = rng(3);
    let playout =
        crate::testing::random_playout::<CarolusMagnus>(&options, 4, &mut random, 20_000).unwrap();
    let mut state = CarolusMagnus::new_state(&options, 4).unwrap();
    for event in &playout.events {
        assert!(CarolusMagnus::describe_event(event, 4)
            .id
            .starts_with("cm-"));
        CarolusMagnus::apply(&mut state, event);
        for seat in CarolusMagnus::waiting_on(&state) {
            for action in CarolusMagnus::legal_actions(&state, seat) {
                assert!(CarolusMagnus::describe_action(&state, &action)
                    .id
                    .starts_with("cm-action-"));
            }
        }
    }
    assert_eq!(
        replay::<CarolusMagnus>(&options, 4, &playout.events).unwrap(),
        state
    );
}

#[test]
fn the_numbers_match_the_data_file() {
    let data: serde_json::Value =
        serde_json::from_str(super::super::rules_data::DATA_JSON).unwrap();
    assert_eq!(data["territories"], 15);
    assert_eq!(data["cubes_per_colour"], 40);
    for seats in 2..=4u8 {
        let rules = super::super::rules_data::PlayerCountRules::for_seats(seats);
        let row = &data["by_player_count"][seats.to_string()];
        assert_eq!(row["castles"], rules.castles);
        assert_eq!(row["paladins_per_turn"], rules.paladins_per_turn);
        assert_eq!(row["dice"], rules.paladins_per_turn);
        let throws: Vec<u8> = serde_json::from_value(row["initial_rolls"].clone()).unwrap();
        assert_eq!(throws, rules.initial_throws);
        assert_eq!(row["initial_reserve"], throws.iter().sum::<u8>());
        assert_eq!(row["initial_reserve"], rules.reserve);
    }
}

#[test]
fn options_and_actions_have_the_documented_json() {
    assert_eq!(
        serde_json::from_str::<Options>("{}").unwrap(),
        Options::default()
    );
    assert!(
        serde_json::from_str::<Options>(r#"{"dice_variant":true}"#)
            .unwrap()
            .dice_variant
    );
    assert!(serde_json::from_str::<Options>(r#"{"dice":true}"#).is_err());
    let json = |action: Action| serde_json::to_string(&action).unwrap();
    assert_eq!(
        json(Action::PlayDisc { disc: 3 }),
        r#"{"type":"play_disc","disc":3}"#
    );
    assert_eq!(
        json(Action::PlacePaladin {
            colour: Colour::Red,
            to: Destination::Court
        }),
        r#"{"type":"place_paladin","colour":"red","to":"court"}"#
    );
    assert_eq!(
        json(Action::PlacePaladin {
            colour: Colour::Yellow,
            to: Destination::Territory(7)
        }),
        r#"{"type":"place_paladin","colour":"yellow","to":{"territory":7}}"#
    );
    assert_eq!(
        json(Action::MoveEmperor { steps: 2 }),
        r#"{"type":"move_emperor","steps":2}"#
    );
    assert_eq!(
        json(Action::ChooseColour {
            colour: Colour::Pink
        }),
        r#"{"type":"choose_colour","colour":"pink"}"#
    );
    assert_eq!(
        CarolusMagnus::new_state(&Options::default(), 5),
        Err(Error::SeatCount)
    );
    assert_eq!(CarolusMagnus::info().id, "carolus-magnus");
}

#[test]
fn loaded_dice_roll_what_the_test_asks() {
    let mut dice = LoadedDice::new(&[1, 2, 3, 4, 5, 6]);
    let rolled: Vec<u32> = (0..6).map(|_| crate::core::roll(&mut dice, 6)).collect();
    assert_eq!(rolled, vec![1, 2, 3, 4, 5, 6]);
}

/// A table at the end of seat 0's placing, who played 3 yellow paladins from
/// a full reserve of 7 (4 yellow, 3 green).
fn about_to_replenish(seats: u8) -> State {
    let mut state = blank_table(seats);
    give_reserve(&mut state, Seat(0), Colour::Yellow, 4);
    give_reserve(&mut state, Seat(0), Colour::Green, 3);
    start_turn(&mut state, Seat(0), 1);
    play_court_paladins(&mut state, Seat(0));
    state
}

#[test]
fn given_three_dice_when_rolled_then_colours_are_taken_and_a_crown_waits_for_the_roller() {
    let state = about_to_replenish(2);
    let move_one = Action::MoveEmperor { steps: 1 };
    let events =
        CarolusMagnus::decide(&state, Seat(0), &move_one, &mut LoadedDice::new(&[1, 6, 4]))
            .unwrap();
    assert_eq!(
        events[2..],
        [
            Event::ReplenishStarted {
                seat: Seat(0),
                dice: 3
            },
            Event::DiceRolled {
                seat: Seat(0),
                faces: vec![
                    Face::Colour(Colour::Red),
                    Face::Crown,
                    Face::Colour(Colour::Yellow)
                ]
            },
            Event::CubeTaken {
                seat: Seat(0),
                colour: Colour::Red
            },
            Event::CubeTaken {
                seat: Seat(0),
                colour: Colour::Yellow
            },
        ]
    );
    let after = replay_onto(&state, &events);
    assert_eq!(CarolusMagnus::waiting_on(&after), vec![Seat(0)]);
    assert!(CarolusMagnus::legal_actions(&after, Seat(0))
        .iter()
        .all(|a| matches!(a, Action::ChooseColour { .. })));
}

#[test]
fn given_an_exhausted_colour_no_court_can_refill_when_rolled_then_the_roller_names_another() {
    let mut state = about_to_replenish(2);
    // No blue left in the centre and seat 1's court holds none.
    let blue = state.centre[Colour::Blue.index()];
    give_territory(&mut state, 9, Colour::Blue, blue);
    let move_one = Action::MoveEmperor { steps: 1 };
    let events =
        CarolusMagnus::decide(&state, Seat(0), &move_one, &mut LoadedDice::new(&[3, 3, 1]))
            .unwrap();
    assert_eq!(
        events[4..],
        [
            Event::DieTurnedFree {
                seat: Seat(0),
                colour: Colour::Blue
            },
            Event::DieTurnedFree {
                seat: Seat(0),
                colour: Colour::Blue
            },
            Event::CubeTaken {
                seat: Seat(0),
                colour: Colour::Red
            },
        ]
    );
    let mut after = replay_onto(&state, &events);
    assert_eq!(after.draw.crowns, 2);
    assert!(
        !CarolusMagnus::legal_actions(&after, Seat(0)).contains(&Action::ChooseColour {
            colour: Colour::Blue
        })
    );
    CarolusMagnus::act(
        &mut after,
        Seat(0),
        Action::ChooseColour {
            colour: Colour::Pink,
        },
    );
    CarolusMagnus::act(
        &mut after,
        Seat(0),
        Action::ChooseColour {
            colour: Colour::Pink,
        },
    );
    assert_eq!(after.reserves[0], [1, 2, 0, 1, 3]);
    assert_eq!(after.phase, Phase::Opening);
}

#[test]
fn given_an_empty_centre_and_bare_courts_when_rolled_then_the_dice_give_nothing() {
    let mut state = about_to_replenish(2);
    for colour in Colour::ALL {
        let rest = state.centre[colour.index()];
        give_territory(&mut state, 9, colour, rest);
    }
    let move_one = Action::MoveEmperor { steps: 1 };
    let events =
        CarolusMagnus::decide(&state, Seat(0), &move_one, &mut LoadedDice::new(&[6, 2, 5]))
            .unwrap();
    assert_eq!(
        events[4..7],
        [
            Event::DieTurnedFree {
                seat: Seat(0),
                colour: Colour::Pink
            },
            Event::DieTurnedFree {
                seat: Seat(0),
                colour: Colour::Green
            },
            Event::CrownsLost {
                seat: Seat(0),
                count: 3
            },
        ]
    );
    let after = replay_onto(&state, &events);
    assert_eq!(after.reserve_size(Seat(0)), 4);
    assert_eq!(after.cube_total(), 200);
}

fn replay_onto(state: &State, events: &[Event]) -> State {
    let mut state = state.clone();
    for event in events {
        CarolusMagnus::apply(&mut state, event);
    }
    state
}

#[test]
fn state_events_and_view_survive_json() {
    let options = Options {
        dice_variant: true,
        ..Options::default()
    };
    let playout =
        crate::testing::random_playout::<CarolusMagnus>(&options, 3, &mut rng(5), 20_000).unwrap();
    let text = serde_json::to_string(&playout.state).unwrap();
    assert_eq!(serde_json::from_str::<State>(&text).unwrap(), playout.state);
    let log = serde_json::to_string(&playout.events).unwrap();
    assert_eq!(
        serde_json::from_str::<Vec<Event>>(&log).unwrap(),
        playout.events
    );
    let view = serde_json::to_value(CarolusMagnus::view(
        &playout.state,
        crate::core::Viewer::Spectator,
    ))
    .unwrap();
    assert_eq!(view["phase"], "over");
    assert_eq!(
        view["regions"].as_array().unwrap().len(),
        playout.state.regions.len()
    );
    assert!(view["strengths"].is_array() && view["castles_in_play"].is_array());
    let crown = serde_json::to_string(&Face::Crown).unwrap();
    let red = serde_json::to_string(&Face::Colour(Colour::Red)).unwrap();
    assert_eq!(
        (crown.as_str(), red.as_str()),
        (r#""crown""#, r#"{"colour":"red"}"#)
    );
}

#[test]
fn given_castles_on_both_sides_of_the_circles_seam_when_merged_then_the_circle_stays_whole() {
    let mut state = blank_table(2);
    give_castles(&mut state, 1, 1, 1);
    give_castles(&mut state, 14, 1, 1);
    state.control[0] = Some(Seat(1));
    give_territory(&mut state, 15, Colour::Red, 1);
    state.emperor = 13;
    start_turn(&mut state, Seat(0), 2);
    let events = CarolusMagnus::act(&mut state, Seat(0), Action::MoveEmperor { steps: 2 });
    assert_eq!(
        events[1..4],
        [
            Event::CastleBuilt {
                side: 1,
                territory: 15
            },
            Event::Merged {
                into: 15,
                absorbed: 1
            },
            Event::Merged {
                into: 1,
                absorbed: 14
            },
        ]
    );
    let seam = state.region(1).unwrap();
    assert_eq!((seam.segments.clone(), seam.castles), (vec![14, 15, 1], 3));
    assert_eq!(state.emperor, 1);
    assert_eq!(state.regions.len(), 13);
    // Clockwise from the seam region: 2, then 3.
    assert_eq!(state.region_after(1).unwrap().id, 2);
    assert_eq!(state.region_after(13).unwrap().id, 1);
}

#[test]
fn given_too_few_castles_left_when_taking_over_then_all_left_are_placed_and_the_game_ends() {
    let mut state = blank_table(2);
    join(&mut state, &[2, 3, 4]);
    give_castles(&mut state, 2, 0, 3);
    give_castles(&mut state, 9, 1, 8);
    state.control[0] = Some(Seat(1));
    give_territory(&mut state, 2, Colour::Red, 5);
    start_turn(&mut state, Seat(1), 1);
    let events = CarolusMagnus::act(&mut state, Seat(1), Action::MoveEmperor { steps: 1 });
    assert_eq!(
        events[1..],
        [
            Event::CastlesTakenOver {
                territory: 2,
                from: 0,
                to: 1,
                removed: 3,
                placed: 2
            },
            Event::GameEnded {
                reason: EndReason::AllCastlesBuilt,
                castles: vec![0, 10],
                winners: vec![1],
                sides_of_seats: vec![0, 1],
            },
        ]
    );
}
