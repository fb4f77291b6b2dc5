//! What the board marks as the latest change: kept by `apply` from the
//! events, so it replays exactly, and left alone by decisions that do not
//! change the board.

use super::super::*;
use crate::core::{replay, Game, Message};
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
                let placed_a_block = matches!(
                    last.change,
                    Some(Change::BlockPlaced {
                        source: BlockSource::Stack { .. }
                    })
                );
                if matches!(action, Action::PlaceKnight { .. }) {
                    assert_eq!(last.change, Some(Change::KnightPlaced));
                } else {
                    assert!(placed_a_block, "{action:?}: {last:?}");
                }
                seen[0] += 1;
            }
            Action::MoveKnight { from, to } => {
                assert_eq!(last.seat, Some(seat));
                assert_eq!(last.squares, vec![*from, *to], "{action:?}");
                assert_eq!(last.change, Some(Change::KnightMoved));
                seen[1] += 1;
            }
            Action::PlayDiagonalMove { from, to } | Action::PlayJump { from, to } => {
                assert_eq!(last.squares, vec![*from, *to], "{action:?}");
                assert_eq!(last.change, Some(Change::KnightMoved));
                assert!(
                    last.card.is_some(),
                    "{action:?}: the card is part of the mark"
                );
            }
            Action::PlayActionPoints { card } => {
                assert_eq!(last.seat, Some(seat));
                assert_eq!(last.card, Some(*card));
                assert!(last.squares.is_empty(), "{last:?}: no square changed");
            }
            Action::PutLiftedBlock { square } => {
                assert_eq!(last.squares.last(), Some(square), "{action:?}");
                assert_eq!(last.change, Some(Change::BlockMoved));
                assert_eq!(last.card, Some(Card::MoveUncoveredBlock));
            }
            Action::MoveKing { square } => {
                assert_eq!(last.squares, vec![*square]);
                assert_eq!(last.change, Some(Change::KingMoved));
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

#[test]
fn the_last_move_is_said_as_the_history_says_it() {
    let moved = LastMove {
        seat: Some(Seat(1)),
        squares: vec![2, 10],
        card: Some(Card::DiagonalMove),
        change: Some(Change::KnightMoved),
    };
    let event = Event::KnightMoved {
        seat: Seat(1),
        from: 2,
        to: 10,
        cost: 0,
    };
    // "bob moves a knight from C1 to C2, with the card Diagonal move"
    assert_eq!(
        last_move_message(&moved),
        Some(
            Message::new("torres-with-card")
                .with("what", event_message(&event, 2))
                .with("card", card_message(Card::DiagonalMove))
        )
    );
    assert_eq!(last_move_message(&LastMove::default()), None);
}

#[test]
fn a_state_stored_before_the_kind_of_change_still_loads_and_is_said() {
    let stored = r#"{"seat":0,"squares":[9,17],"card":null}"#;
    let last: LastMove = serde_json::from_str(stored).unwrap();
    assert_eq!(last.change, None);
    // "anna: B2 → B3"
    assert_eq!(
        last_move_message(&last)
            .map(|said| said.to_string())
            .as_deref(),
        Some("torres-last-squares(player=seat 0, squares=\"B2 → B3\")")
    );
}

#[test]
fn a_lifted_block_put_down_is_one_move_from_where_it_was_lifted() {
    let anna = Seat(0);
    let events = [
        Event::CardPlayed {
            seat: anna,
            card: Card::MoveUncoveredBlock,
        },
        Event::BlockLifted {
            seat: anna,
            square: 18,
        },
        Event::BlockPlaced {
            seat: anna,
            square: 27,
            source: BlockSource::Lifted,
        },
    ];
    let mut last = LastMove::default();
    last.follow(&events[0]);
    last.follow(&events[1]);
    assert_eq!(last.change, Some(Change::BlockLifted));
    assert_eq!(last.path(), None, "no arrow before the block is put down");
    last.follow(&events[2]);
    assert_eq!(last.squares, vec![18, 27]);
    assert_eq!(last.card, Some(Card::MoveUncoveredBlock));
    assert_eq!(last.path(), Some((18, 27)));
    // "anna moves the block of C3 to D4, with the card Move an uncovered block"
    assert_eq!(
        last_move_message(&last).map(|said| said.to_string()).as_deref(),
        Some(
            "torres-with-card(what=torres-last-block-moved(player=seat 0, from=\"C3\", to=\"D4\"), \
             card=torres-card-move-uncovered-block)"
        )
    );

    // Put back where it was: one square, and no arrow.
    let mut back = LastMove::default();
    for event in &events[..2] {
        back.follow(event);
    }
    back.follow(&Event::BlockPlaced {
        seat: anna,
        square: 18,
        source: BlockSource::Lifted,
    });
    assert_eq!(back.squares, vec![18]);
    assert_eq!(back.path(), None);

    // Another player's block from the supply is a mark of its own.
    back.follow(&Event::BlockPlaced {
        seat: Seat(1),
        square: 27,
        source: BlockSource::Supply,
    });
    assert_eq!(back.squares, vec![27]);
    assert_eq!(back.card, None);
}

#[test]
fn a_card_of_action_points_is_a_mark_of_its_own_and_joins_nothing() {
    let anna = Seat(0);
    let mut last = LastMove {
        seat: Some(Seat(1)),
        squares: vec![9, 17],
        card: None,
        change: Some(Change::KnightMoved),
    };
    last.follow(&Event::CardPlayed {
        seat: anna,
        card: Card::SevenActionPoints,
    });
    assert_eq!(last.squares, Vec::<Square>::new(), "nothing on the board");
    assert_eq!(last.card, Some(Card::SevenActionPoints));
    // "anna plays 7 action points"
    assert_eq!(
        last_move_message(&last)
            .map(|said| said.to_string())
            .as_deref(),
        Some("torres-event-card-played(player=seat 0, card=torres-card-seven-action-points)")
    );

    // The block placed next is paid with action points, not made by the card.
    last.follow(&Event::BlockPlaced {
        seat: anna,
        square: 18,
        source: BlockSource::Stack { stack: 0 },
    });
    assert_eq!(last.squares, vec![18]);
    assert_eq!(last.card, None);
}
