//! Given/when/then tests of the ordinary turn: knights, blocks, stacks,
//! cards bought, the score track, the year's end and the set-up.

use super::super::*;
use super::helpers::*;
use crate::core::{Game, Seat, Viewer};
use crate::testing::Moves;

#[test]
fn a_new_knight_goes_beside_one_of_yours_at_its_level_or_lower() {
    let mut state = empty_turn(2, Options::default());
    build(&mut state, "C3", 2);
    build(&mut state, "C4", 1);
    build(&mut state, "B3", 1);
    knight(&mut state, 0, "B3");
    let after = Torres::after(&state, Seat(0), Action::PlaceKnight { square: sq("A3") });
    assert_eq!(after.turn.action_points, 3);
    assert_eq!(
        Torres::ruling(&state, Seat(0), Action::PlaceKnight { square: sq("C3") }),
        Err(Error::NotBesideYourKnight)
    );
    assert_eq!(
        Torres::ruling(&state, Seat(0), Action::PlaceKnight { square: sq("C4") }),
        Err(Error::NotBesideYourKnight)
    );
    assert_eq!(
        Torres::ruling(&state, Seat(0), Action::PlaceKnight { square: sq("A2") }),
        Err(Error::NotBesideYourKnight)
    );
    let mut tired = state.clone();
    tired.turn.action_points = 1;
    assert_eq!(
        Torres::ruling(&tired, Seat(0), Action::PlaceKnight { square: sq("A3") }),
        Err(Error::NotEnoughActionPoints)
    );
    let mut all_out = state.clone();
    all_out.knights[0] = vec![sq("B3"), sq("H1"), sq("H2"), sq("H3"), sq("H4"), sq("H5")];
    assert_eq!(
        Torres::ruling(&all_out, Seat(0), Action::PlaceKnight { square: sq("A3") }),
        Err(Error::NoKnightInReserve)
    );
}

#[test]
fn a_step_climbs_one_level_and_stops_at_knights_and_the_king() {
    let mut state = empty_turn(2, Options::default());
    build(&mut state, "C3", 1);
    build(&mut state, "C4", 3);
    knight(&mut state, 0, "B3");
    knight(&mut state, 1, "B4");
    state.king = Some(sq("C3"));
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::MoveKnight {
                from: sq("B3"),
                to: sq("B4")
            }
        ),
        Err(Error::SquareTaken)
    );
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::MoveKnight {
                from: sq("B3"),
                to: sq("C3")
            }
        ),
        Err(Error::SquareTaken)
    );
    state.king = None;
    let after = Torres::after(
        &state,
        Seat(0),
        Action::MoveKnight {
            from: sq("B3"),
            to: sq("C3"),
        },
    );
    assert_eq!(after.turn.action_points, 4);
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::MoveKnight {
                from: sq("C3"),
                to: sq("C4")
            }
        ),
        Err(Error::Unreachable)
    );
    // Down any number of levels.
    let mut high = empty_turn(2, Options::default());
    build(&mut high, "C3", 3);
    build(&mut high, "C4", 1);
    knight(&mut high, 0, "C3");
    assert!(Torres::ruling(
        &high,
        Seat(0),
        Action::MoveKnight {
            from: sq("C3"),
            to: sq("D3")
        }
    )
    .is_ok());
    assert_eq!(
        Torres::ruling(
            &high,
            Seat(1),
            Action::MoveKnight {
                from: sq("C3"),
                to: sq("D3")
            }
        ),
        Err(Error::NotYourDecision)
    );
}

#[test]
fn blocks_come_from_one_stack_a_turn_and_follow_the_building_rules() {
    let mut state = empty_turn(2, Options::default());
    state.stacks[0] = vec![2, 3, 2];
    build(&mut state, "C3", 1);
    build(&mut state, "E4", 1);
    // Stacks of the same height are alike: the first of them is offered.
    let offered: Vec<u8> = Torres::legal_actions(&state, Seat(0))
        .iter()
        .filter_map(|a| match a {
            Action::PlaceBlock { stack, .. } => Some(*stack),
            _ => None,
        })
        .collect();
    assert!(offered.contains(&0) && offered.contains(&1) && !offered.contains(&2));
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlaceBlock {
                stack: 2,
                square: sq("C4")
            }
        ),
        Err(Error::PickFirstAlikeStack)
    );
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlaceBlock {
            stack: 1,
            square: sq("C4"),
        },
    );
    assert_eq!(after.turn.active_stack, Some(1));
    assert_eq!(after.stacks[0], vec![2, 2, 2]);
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::PlaceBlock {
                stack: 0,
                square: sq("C2")
            }
        ),
        Err(Error::OtherStack)
    );
    // Area 2 now: a second level is allowed, a third is not.
    let after = Torres::after(
        &after,
        Seat(0),
        Action::PlaceBlock {
            stack: 1,
            square: sq("C3"),
        },
    );
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::PlaceBlock {
                stack: 1,
                square: sq("C3")
            }
        ),
        Err(Error::TooHighForArea)
    );
    // D4 touches both C4 and E4.
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::PlaceBlock {
                stack: 1,
                square: sq("D4")
            }
        ),
        Err(Error::WouldJoinCastles)
    );
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::PlaceBlock {
                stack: 1,
                square: sq("A8")
            }
        ),
        Err(Error::NotBesideCastle)
    );
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::PlaceBlock {
                stack: 1,
                square: 64
            }
        ),
        Err(Error::NoSuchSquare)
    );
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::PlaceBlock {
                stack: 9,
                square: sq("D3")
            }
        ),
        Err(Error::NoSuchStack)
    );
}

#[test]
fn ending_a_turn_uses_up_a_stack_and_spreads_its_blocks() {
    let mut state = empty_turn(2, Options::default());
    state.stacks[0] = vec![1, 2, 3, 2];
    // No block placed: the player names the stack the turn used up.
    assert_eq!(
        Torres::ruling(&state, Seat(0), Action::EndTurn { stack: None }),
        Err(Error::StackChoice)
    );
    // Using up the 3-stack leaves 3 blocks for stacks 1, 2, 2: every way ends
    // as 2, 3, 3, so nothing is asked.
    let after = Torres::after(&state, Seat(0), Action::EndTurn { stack: Some(2) });
    let mut heights = after.stacks[0].clone();
    heights.sort_unstable();
    assert_eq!(heights, vec![2, 3, 3]);
    assert_eq!(after.on_turn(), Some(Seat(1)));
    // Stacks 1, 2, 1: using up a 1 leaves a block for the 2 or the other 1, a real choice.
    let mut state = state.clone();
    state.stacks[0] = vec![1, 2, 1];
    state.supply += 4;
    let spreading = Torres::after(&state, Seat(0), Action::EndTurn { stack: Some(0) });
    assert_eq!(
        spreading.phase,
        Phase::Spreading {
            seat: Seat(0),
            left: 1
        }
    );
    assert_eq!(Torres::waiting_on(&spreading), vec![Seat(0)]);
    assert_eq!(
        Torres::legal_actions(&spreading, Seat(0)),
        vec![
            Action::SpreadBlock { stack: 0 },
            Action::SpreadBlock { stack: 1 }
        ]
    );
    let after = Torres::after(&spreading, Seat(0), Action::SpreadBlock { stack: 1 });
    assert_eq!(after.stacks[0], vec![2, 2]);
    assert_eq!(after.on_turn(), Some(Seat(1)));
    assert_eq!(after.blocks_accounted(), 92);
}

fn last_turn_of_year(edition: Edition) -> State {
    let mut state = empty_turn(
        2,
        Options {
            edition,
            ..Options::default()
        },
    );
    state.round = 4;
    state.turn_index = 1;
    state.stacks = vec![vec![], vec![3]];
    let dealt: u8 = 16 - 3;
    state.supply += dealt;
    knight(&mut state, 0, "A1");
    knight(&mut state, 1, "H8");
    state
}

#[test]
fn edition_2017_keeps_the_last_turns_blocks_for_next_year() {
    let state = last_turn_of_year(Edition::Edition2017);
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.carried, vec![0, 3]);
    assert!(matches!(after.phase, Phase::MovingKing { .. }));
    assert_eq!(after.blocks_accounted(), 92);
    // After the King and the starter, year 2 deals 4 stacks of 3: nothing fits, all back.
    let last = match after.phase {
        Phase::MovingKing { seat } => seat.0,
        _ => unreachable!(),
    };
    let after = Torres::after(&after, Seat(last), Action::LeaveKing);
    let after = Torres::after(&after, Seat(last), Action::ChooseStarter { seat: Seat(1) });
    assert_eq!(after.year, 2);
    assert_eq!(after.order, vec![Seat(1), Seat(0)]);
    assert_eq!(after.stacks[1], vec![3, 3, 3, 3]);
    assert_eq!(after.carried, vec![0, 0]);
    assert_eq!(after.blocks_accounted(), 92);
}

#[test]
fn the_older_edition_returns_the_last_turns_blocks() {
    let state = last_turn_of_year(Edition::Original);
    let supply = state.supply;
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.carried, vec![0, 0]);
    assert_eq!(after.supply, supply + 3);
}

#[test]
fn kept_blocks_fill_next_years_stacks_up_to_three() {
    // 4 players, year 2 deals 3 stacks of 2: 2 kept blocks fit, a third too, a fourth not.
    let mut state = empty_turn(4, Options::default());
    state.round = 4;
    state.turn_index = 3;
    state.stacks = vec![vec![], vec![], vec![], vec![]];
    state.supply += 32;
    state.carried = vec![2, 0, 0, 0];
    state.supply -= 2;
    state.stacks[3] = vec![2];
    state.supply -= 2;
    let after = Torres::after(&state, Seat(3), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.carried, vec![2, 0, 0, 2]);
    let last = match after.phase {
        Phase::MovingKing { seat } => seat.0,
        ref other => panic!("{other:?}"),
    };
    let after = Torres::after(&after, Seat(last), Action::LeaveKing);
    let after = Torres::after(&after, Seat(last), Action::ChooseStarter { seat: Seat(0) });
    let mut stacks0 = after.stacks[0].clone();
    stacks0.sort_unstable();
    assert_eq!(stacks0, vec![2, 3, 3]);
    assert_eq!(after.blocks_accounted(), 92);
}

#[test]
fn the_score_track_skips_occupied_spaces() {
    let mut state = empty_turn(3, Options::default());
    state.scores = vec![4, 5, 6];
    let after = Torres::after(&state, Seat(0), Action::AdvanceScore);
    assert_eq!(after.scores[0], 7);
    assert_eq!(after.turn.action_points, 4);
}

#[test]
fn buying_looks_at_three_keeps_one_and_puts_two_back_as_chosen() {
    let mut state = empty_turn(2, Options::default());
    state.decks = vec![
        vec![
            Card::DiagonalMove,
            Card::JumpOverKnight,
            Card::SixActionPoints,
            Card::RelocateKnight,
        ],
        vec![],
    ];
    let events = Torres::ruling(&state, Seat(0), Action::BuyCard).unwrap();
    assert!(Torres::ends_take_back(&events[0]));
    let looking = Torres::after(&state, Seat(0), Action::BuyCard);
    assert_eq!(looking.turn.drawn.len(), 3);
    assert_eq!(Torres::legal_actions(&looking, Seat(0)).len(), 18);
    assert_eq!(
        Torres::ruling(&looking, Seat(0), Action::AdvanceScore),
        Err(Error::FinishPendingFirst)
    );
    let keep = Action::KeepCard {
        keep: Card::JumpOverKnight,
        returned: Returned {
            on_top: vec![Card::SixActionPoints],
            on_bottom: vec![Card::DiagonalMove],
        },
    };
    let after = Torres::after(&looking, Seat(0), keep);
    assert_eq!(after.fresh[0], vec![Card::JumpOverKnight]);
    assert_eq!(
        after.decks[0],
        vec![
            Card::SixActionPoints,
            Card::RelocateKnight,
            Card::DiagonalMove
        ]
    );
    let bad = Action::KeepCard {
        keep: Card::JumpOverKnight,
        returned: Returned {
            on_top: vec![Card::SixActionPoints, Card::SixActionPoints],
            on_bottom: vec![],
        },
    };
    assert_eq!(
        Torres::ruling(&looking, Seat(0), bad),
        Err(Error::BadKeepChoice)
    );
    // Two buys a turn at most.
    let mut twice = after.clone();
    twice.turn.cards_bought = 2;
    assert_eq!(
        Torres::ruling(&twice, Seat(0), Action::BuyCard),
        Err(Error::BuyLimit)
    );
    // The bought card joins the hand when the turn ends.
    let ended = Torres::after(&after, Seat(0), Action::EndTurn { stack: Some(0) });
    assert_eq!(ended.hands[0], vec![Card::JumpOverKnight]);
}

#[test]
fn the_older_shared_deck_draws_the_top_card() {
    let options = Options {
        edition: Edition::Original,
        deck: Deck::Shared,
        meister: false,
    };
    let mut state = empty_turn(2, options);
    state.decks = vec![vec![Card::DiagonalMove, Card::JumpOverKnight]];
    let after = Torres::after(&state, Seat(0), Action::BuyCard);
    assert_eq!(after.fresh[0], vec![Card::DiagonalMove]);
    assert!(after.turn.drawn.is_empty());
    // The 2017 shared variant still looks at three.
    let options = Options {
        deck: Deck::Shared,
        ..Options::default()
    };
    let mut state = empty_turn(2, options);
    state.decks = vec![vec![
        Card::DiagonalMove,
        Card::JumpOverKnight,
        Card::DiagonalMove,
    ]];
    let after = Torres::after(&state, Seat(0), Action::BuyCard);
    assert_eq!(after.turn.drawn.len(), 3);
    // Two alike cards: keeping either is one choice.
    assert_eq!(Torres::legal_actions(&after, Seat(0)).len(), 3 + 6);
}

#[test]
fn steps_may_be_taken_back_but_draws_and_turn_ends_may_not() {
    let mut state = empty_turn(2, Options::default());
    build(&mut state, "C3", 1);
    knight(&mut state, 0, "B3");
    for action in [
        Action::MoveKnight {
            from: sq("B3"),
            to: sq("C3"),
        },
        Action::PlaceBlock {
            stack: 0,
            square: sq("C4"),
        },
        Action::PlaceKnight { square: sq("A3") },
        Action::AdvanceScore,
    ] {
        let events = Torres::ruling(&state, Seat(0), action.clone()).unwrap();
        assert!(
            events.iter().all(|e| !Torres::ends_take_back(e)),
            "{action:?}"
        );
    }
    let events = Torres::ruling(&state, Seat(0), Action::EndTurn { stack: Some(0) }).unwrap();
    assert!(events.iter().any(Torres::ends_take_back));
}

#[test]
fn after_a_scoring_the_last_player_moves_the_king_and_names_the_starter() {
    let mut state = last_turn_of_year(Edition::Edition2017);
    build(&mut state, "A1", 1);
    build(&mut state, "D4", 1);
    state.scores = vec![3, 10];
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    // Seat 0 scores 1 × 1 = 1 → 4; still last.
    assert_eq!(after.scores, vec![4, 10]);
    assert_eq!(after.phase, Phase::MovingKing { seat: Seat(0) });
    assert_eq!(
        Torres::ruling(&after, Seat(1), Action::LeaveKing),
        Err(Error::NotYourDecision)
    );
    assert_eq!(
        Torres::ruling(&after, Seat(0), Action::MoveKing { square: sq("A1") }),
        Err(Error::SquareTaken)
    );
    assert_eq!(
        Torres::ruling(&after, Seat(0), Action::MoveKing { square: sq("C4") }),
        Err(Error::NotAFreeBlock)
    );
    let after = Torres::after(&after, Seat(0), Action::MoveKing { square: sq("D4") });
    assert_eq!(after.king, Some(sq("D4")));
    assert_eq!(after.phase, Phase::ChoosingStarter { seat: Seat(0) });
    let after = Torres::after(&after, Seat(0), Action::ChooseStarter { seat: Seat(0) });
    assert_eq!((after.year, after.on_turn()), (2, Some(Seat(0))));
}

#[test]
fn setup_places_castles_then_first_knights_then_the_king() {
    let mut state = Torres::new_state(&Options::default(), 3).unwrap();
    for event in Torres::setup(&state, &mut rng()) {
        Torres::apply(&mut state, &event);
    }
    assert_eq!(Layout::of(&state).castles.len(), 8);
    assert_eq!(state.phase, Phase::PlacingFirstKnight { seat: Seat(0) });
    assert_eq!(Torres::legal_actions(&state, Seat(0)).len(), 8);
    let castle = sq("D1");
    let state = Torres::after(&state, Seat(0), Action::PlaceFirstKnight { square: castle });
    assert_eq!(
        Torres::ruling(&state, Seat(1), Action::PlaceFirstKnight { square: castle }),
        Err(Error::SquareTaken)
    );
    let state = Torres::after(
        &state,
        Seat(1),
        Action::PlaceFirstKnight { square: sq("C3") },
    );
    let state = Torres::after(
        &state,
        Seat(2),
        Action::PlaceFirstKnight { square: sq("F3") },
    );
    assert_eq!(state.phase, Phase::PlacingKing { seat: Seat(2) });
    assert_eq!(Torres::legal_actions(&state, Seat(2)).len(), 5);
    let state = Torres::after(&state, Seat(2), Action::PlaceKing { square: sq("E8") });
    assert_eq!((state.year, state.on_turn()), (1, Some(Seat(0))));
    assert_eq!(state.stacks[0], vec![3, 3, 2, 2]);
    assert_eq!(state.turn.action_points, 5);
    assert_eq!(state.blocks_accounted(), 92);
}

#[test]
fn meister_castles_are_founded_three_steps_apart_and_the_leader_starts() {
    let options = Options {
        meister: true,
        ..Options::default()
    };
    let mut state = Torres::new_state(&options, 2).unwrap();
    for event in Torres::setup(&state, &mut rng()) {
        Torres::apply(&mut state, &event);
    }
    assert!(state.meister.is_some());
    assert_eq!(state.hands[0].len(), 10);
    assert_eq!(state.phase, Phase::FoundingCastle { seat: Seat(0) });
    let state = Torres::after(&state, Seat(0), Action::FoundCastle { square: sq("D4") });
    for near in ["D5", "E5", "F4", "D2"] {
        assert_eq!(
            Torres::ruling(&state, Seat(1), Action::FoundCastle { square: sq(near) }),
            Err(Error::TooCloseToCastle),
            "{near}"
        );
    }
    assert!(Torres::ruling(&state, Seat(1), Action::FoundCastle { square: sq("E6") }).is_ok());
    assert!(Torres::ruling(&state, Seat(1), Action::FoundCastle { square: sq("D7") }).is_ok());
    let mut playing = empty_turn(3, options.clone());
    playing.round = 1;
    playing.turn_index = 2;
    playing.stacks = vec![vec![2, 2, 2], vec![2, 2, 2], vec![2, 2, 2]];
    playing.supply += 24 - 18;
    playing.scores = vec![0, 7, 3];
    let next = Torres::after(&playing, Seat(2), Action::EndTurn { stack: Some(0) });
    assert_eq!(next.order, vec![Seat(1), Seat(2), Seat(0)]);
    assert_eq!(next.on_turn(), Some(Seat(1)));
    assert_eq!(
        Torres::ruling(&next, Seat(1), Action::BuyCard),
        Err(Error::NoBuyingInMeister)
    );
}

#[test]
fn views_hide_hands_decks_and_the_cards_looked_at() {
    let mut state = empty_turn(2, Options::default());
    state.hands = vec![vec![Card::DiagonalMove], vec![Card::JumpOverKnight]];
    state.decks = vec![
        vec![
            Card::SixActionPoints,
            Card::RelocateKnight,
            Card::ClimbTwoLevels,
        ],
        vec![],
    ];
    let looking = Torres::after(&state, Seat(0), Action::BuyCard);
    let mine = Torres::view(&looking, Viewer::Seat(Seat(0)));
    let theirs = Torres::view(&looking, Viewer::Seat(Seat(1)));
    let spectator = Torres::view(&looking, Viewer::Spectator);
    assert_eq!(mine.hands, vec![Some(vec![Card::DiagonalMove]), None]);
    assert_eq!(theirs.hands, vec![None, Some(vec![Card::JumpOverKnight])]);
    assert_eq!(spectator.hands, vec![None, None]);
    assert_eq!(mine.my_drawn.as_ref().map(Vec::len), Some(3));
    assert_eq!(theirs.my_drawn, None);
    assert_eq!(theirs.hand_sizes, vec![1, 1]);
    let drawn = Torres::ruling(&state, Seat(0), Action::BuyCard).unwrap();
    let seen = Torres::redact_event(&state, &drawn[0], Viewer::Seat(Seat(1)));
    assert_eq!(
        seen,
        Event::CardsDrawn {
            seat: Seat(0),
            count: 3,
            cards: None
        }
    );
    let own = Torres::redact_event(&state, &drawn[0], Viewer::Seat(Seat(0)));
    assert_eq!(own, drawn[0]);
}

#[test]
fn errors_and_labels_are_messages() {
    use crate::core::{Explain, Message};
    assert_eq!(
        Error::TooFewCastles.explain(),
        Message::new("torres-error-too-few-castles")
    );
    let state = empty_turn(2, Options::default());
    let label = Torres::describe_action(
        &state,
        &Action::PlaceBlock {
            stack: 0,
            square: sq("C4"),
        },
    );
    // "Poser un bloc de la pile 1 (2 blocs) en C4 : fonde un nouveau château (1 PA)"
    assert!(
        label
            .to_string()
            .starts_with("torres-action-place-block(stack=1, blocks=2,"),
        "{label}"
    );
    let line = Torres::describe_event(
        &Event::KnightMoved {
            seat: Seat(1),
            from: 0,
            to: 1,
            cost: 1,
        },
        2,
    );
    // "Laurent moves a knight from A1 to B1"
    assert_eq!(
        line.to_string(),
        "torres-event-knight-moved(player=seat 1, from=\"A1\", to=\"B1\")"
    );
}

#[test]
fn the_data_file_matches_the_engine() {
    let data = super::super::data::data();
    assert_eq!(data.starting_castles.len(), 8);
    assert_eq!(data.blocks_in_box, 92);
    for seats in 2..=4u8 {
        for year in 1..=3u8 {
            assert_eq!(
                data.stacks(seats, year).len(),
                usize::from(data.rounds(seats, year))
            );
        }
    }
}

#[test]
fn in_the_meister_game_the_leader_starts_the_next_year_without_a_choice() {
    let mut state = last_turn_of_year(Edition::Edition2017);
    state.options.meister = true;
    state.meister = Some(MeisterCard::Edge);
    state.scores = vec![2, 9];
    // Seat 0 on A1 (edge): 2 points → 4; seat 1 on H8: 2 points → 11.
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.scores, vec![4, 11]);
    assert_eq!(after.phase, Phase::MovingKing { seat: Seat(0) });
    let after = Torres::after(&after, Seat(0), Action::LeaveKing);
    assert_eq!(after.year, 2);
    assert_eq!(after.order, vec![Seat(1), Seat(0)]);
    assert_eq!(after.on_turn(), Some(Seat(1)));
}

#[test]
fn the_last_player_among_equals_is_the_latest_in_the_years_order() {
    let state = last_turn_of_year(Edition::Edition2017);
    // Nobody scores: both stay at 0, seat 1 played last.
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.scores, vec![0, 0]);
    assert_eq!(after.phase, Phase::MovingKing { seat: Seat(1) });
}

#[test]
fn the_kings_bonus_follows_the_king_to_its_new_castle() {
    let mut state = last_turn_of_year(Edition::Edition2017);
    build(&mut state, "A1", 1);
    build(&mut state, "H8", 1);
    state.king = None;
    // Year 1: both knights on level 1 of one-block castles, no King: 1 point each.
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.scores, vec![1, 2]);
    let mut with_king = state.clone();
    build(&mut with_king, "H6", 1);
    build(&mut with_king, "H7", 1);
    with_king.king = Some(sq("H6"));
    // H6-H7-H8 is one castle of area 3 with the King: seat 1 scores 3 + 5.
    let after = Torres::after(&with_king, Seat(1), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.scores, vec![1, 8]);
}

/// Year 3, last turn (seat 0 plays it): seat 1 started the year. Seat 0 at 40
/// holds a castle of area 5 at level 1 (5 points), seat 1 at 42 a castle of
/// area 3 at level 1 (3 points): both reach 45, so who scores first decides
/// who must move on to 46, and the winner.
fn both_reach_45(edition: Edition) -> State {
    let mut state = empty_turn(
        2,
        Options {
            edition,
            ..Options::default()
        },
    );
    state.year = 3;
    state.round = 4;
    state.order = vec![Seat(1), Seat(0)];
    state.year_starter = Seat(1);
    state.turn_index = 1;
    state.supply += 16 - 1;
    state.stacks = vec![vec![1], vec![]];
    for square in ["A1", "B1", "C1", "D1", "E1", "A8", "B8", "C8"] {
        build(&mut state, square, 1);
    }
    knight(&mut state, 0, "A1");
    knight(&mut state, 1, "A8");
    state.scores = vec![40, 42];
    state
}

/// 004_5e9d84b29470e061.txt (2017 edition, « Décomptes des points »): « Le
/// décompte est effectué dans le sens horaire en commençant par le joueur qui
/// avait entamé la partie. » Seat 0 played the game's first turn, so it scores
/// first even in a year seat 1 started, takes 45, and seat 1 moves on to 46.
#[test]
fn in_2017_the_player_who_started_the_game_scores_first_and_that_decides_the_winner() {
    let state = both_reach_45(Edition::Edition2017);
    let after = Torres::after(&state, Seat(0), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.phase, Phase::Over);
    assert_eq!(after.scores, vec![45, 46]);
    assert_eq!(Torres::outcome(&after).unwrap().winners, vec![Seat(1)]);
}

/// 004_5e9d84b29470e061.txt (older edition): « Les joueurs calculent leur
/// score dans le sens des aiguilles d'une montre, en commençant par le premier
/// joueur. » There the first player of the round scores first (here seat 1, as
/// in a game started before version 2 where seat 1 was named to start).
#[test]
fn in_the_older_edition_the_first_player_scores_first() {
    let state = both_reach_45(Edition::Original);
    let after = Torres::after(&state, Seat(0), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.scores, vec![46, 45]);
    assert_eq!(Torres::outcome(&after).unwrap().winners, vec![Seat(0)]);
}

/// 004_5e9d84b29470e061.txt (older edition, « Premier joueur »): « Le plus
/// jeune joueur commence et la partie se déroule ensuite dans le sens des
/// aiguilles d'une montre. » Nobody names a starter: after the King, the seat
/// after the year's last player (the first seat again) starts the next year.
#[test]
fn in_the_older_edition_play_goes_on_clockwise_into_the_next_year() {
    let state = last_turn_of_year(Edition::Original);
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    let Phase::MovingKing { seat: last } = after.phase else {
        panic!("{:?}", after.phase);
    };
    assert!(!Torres::legal_actions(&after, Seat(last.0))
        .iter()
        .any(|a| matches!(a, Action::ChooseStarter { .. })));
    let after = Torres::after(&after, Seat(last.0), Action::LeaveKing);
    assert_eq!(after.year, 2);
    assert_eq!(after.order, vec![Seat(0), Seat(1)]);
    assert_eq!(after.on_turn(), Some(Seat(0)));
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(last.0),
            Action::ChooseStarter { seat: Seat(1) }
        ),
        Err(if last == Seat(0) {
            Error::WrongMoment
        } else {
            Error::NotYourDecision
        })
    );
}

/// Games of the older edition started under rules version 1 keep naming the
/// starter, as their players were told when they sat down.
#[test]
fn an_older_edition_game_started_under_version_1_still_names_the_starter() {
    let mut state = last_turn_of_year(Edition::Original);
    state.rules_version = 1;
    let after = Torres::after(&state, Seat(1), Action::EndTurn { stack: Some(0) });
    let Phase::MovingKing { seat: last } = after.phase else {
        panic!("{:?}", after.phase);
    };
    let after = Torres::after(&after, Seat(last.0), Action::LeaveKing);
    assert_eq!(after.phase, Phase::ChoosingStarter { seat: last });
    let after = Torres::after(
        &after,
        Seat(last.0),
        Action::ChooseStarter { seat: Seat(1) },
    );
    assert_eq!((after.year, after.on_turn()), (2, Some(Seat(1))));
}

/// 004_5e9d84b29470e061.txt (2017 edition): « chaque joueur, en commençant
/// par le plus jeune, place l'un de ses chevaliers sur le château libre de son
/// choix » — a first knight on bare board is refused for the knight's reason,
/// not the King's.
#[test]
fn a_first_knight_on_bare_board_is_refused_with_the_knights_reason() {
    let mut state = Torres::new_state(&Options::default(), 2).unwrap();
    for event in Torres::setup(&state, &mut rng()) {
        Torres::apply(&mut state, &event);
    }
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlaceFirstKnight { square: sq("A1") }
        ),
        Err(Error::FirstKnightOffCastle)
    );
    let state = Torres::after(
        &state,
        Seat(0),
        Action::PlaceFirstKnight { square: sq("D1") },
    );
    let state = Torres::after(
        &state,
        Seat(1),
        Action::PlaceFirstKnight { square: sq("C3") },
    );
    assert_eq!(
        Torres::ruling(&state, Seat(1), Action::PlaceKing { square: sq("A1") }),
        Err(Error::NotAFreeBlock)
    );
}

/// The older Meister game redefines the first player every round (« le premier
/// joueur est redéfini à la fin du tour : c'est toujours celui qui détient le
/// plus de points », 004_5e9d84b29470e061.txt): the leader who opened the last
/// round scores first, not the seat that opened the year.
#[test]
fn in_the_older_meister_game_the_first_player_of_the_last_round_scores_first() {
    let mut state = both_reach_45(Edition::Original);
    state.options.meister = true;
    state.year_starter = Seat(0);
    let after = Torres::after(&state, Seat(0), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.scores, vec![46, 45]);
}
