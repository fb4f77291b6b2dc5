//! Random legal play from random seeds, with the game's invariants checked
//! after every event.

use super::super::*;
use crate::core::{replay, Game, Seat, Viewer};
use crate::testing::{everything_shown_to, random_playout};
use proptest::prelude::*;
use rand::Rng;
use rand::{rngs::SmallRng, SeedableRng};

fn options_strategy() -> impl Strategy<Value = Options> {
    (any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(older, shared, meister)| Options {
        edition: if older {
            Edition::Original
        } else {
            Edition::Edition2017
        },
        deck: if shared { Deck::Shared } else { Deck::Personal },
        meister,
    })
}

fn assert_board_invariants(state: &State) -> Result<(), TestCaseError> {
    prop_assert_eq!(state.blocks_accounted(), 92, "blocks conserved");
    let layout = Layout::of(state);
    // The "move a block" card is judged by where the block lands, so only
    // while a lifted block is in the air may a castle stand above its area.
    prop_assert!(
        state.turn.lifted_from.is_some() || layout.heights_within_areas(),
        "a castle is higher than its area"
    );
    for knights in &state.knights {
        prop_assert!(knights.len() <= 6);
    }
    Ok(())
}

/// Castles never touch orthogonally: the flood fill would merge them, so the
/// check is that no new ground block ever lands beside two castles.
fn assert_no_join(before: &State, event: &Event) -> Result<(), TestCaseError> {
    if let Event::BlockPlaced { square, .. } | Event::CastleFounded { square, .. } = event {
        let layout = Layout::of(before);
        if layout.height(*square) == 0 {
            prop_assert!(
                layout.castles_beside(*square).len() <= 1,
                "castles joined on {}",
                square_name(*square)
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_play_ends_and_replays(seed in any::<u64>(), seats in 2u8..=4, options in options_strategy()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Torres>(&options, seats, &mut rng, 20_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        prop_assert!(Torres::outcome(&playout.state).is_some());
        let mut state = Torres::new_state(&options, seats).unwrap();
        let mut played = 0;
        for event in &playout.events {
            assert_no_join(&state, event)?;
            Torres::apply(&mut state, event);
            assert_board_invariants(&state)?;
            played += usize::from(matches!(event, Event::CardPlayed { .. }));
            let held: usize = state.hands.iter().chain(&state.fresh).chain(&state.decks).map(Vec::len).sum();
            let in_game = if options.deck == Deck::Shared && !options.meister { 40 } else { 10 * usize::from(seats) };
            prop_assert_eq!(held + state.turn.drawn.len() + played, in_game, "cards conserved");
        }
        prop_assert_eq!(replay::<Torres>(&options, seats, &playout.events).unwrap(), playout.state);
    }
}

/// What `viewer` may not see: other seats' hands, the deck order, cards
/// looked at by someone else.
fn assert_nothing_hidden_leaks(state: &State, viewer: Seat) -> Result<(), TestCaseError> {
    let view = Torres::view(state, Viewer::Seat(viewer));
    for (seat, hand) in view.hands.iter().enumerate() {
        prop_assert_eq!(hand.is_some(), seat == viewer.index());
    }
    for (seat, fresh) in view.fresh.iter().enumerate() {
        prop_assert_eq!(fresh.is_some(), seat == viewer.index());
    }
    if state.on_turn() != Some(viewer) {
        prop_assert!(view.my_drawn.is_none());
    }
    let spectator = Torres::view(state, Viewer::Spectator);
    prop_assert!(spectator
        .hands
        .iter()
        .chain(&spectator.fresh)
        .all(Option::is_none));
    prop_assert!(spectator.my_drawn.is_none());
    Ok(())
}

fn assert_event_redacted(before: &State, event: &Event, viewer: Seat) -> Result<(), TestCaseError> {
    match Torres::redact_event(before, event, Viewer::Seat(viewer)) {
        Event::Prepared { decks, .. } => prop_assert!(decks.iter().all(Option::is_none)),
        Event::CardsDrawn { seat, cards, .. } => prop_assert_eq!(cards.is_some(), seat == viewer),
        Event::CardKept {
            seat,
            card,
            on_top,
            on_bottom,
            ..
        } => {
            prop_assert_eq!(card.is_some(), seat == viewer);
            prop_assert_eq!(on_top.is_some(), seat == viewer);
            prop_assert_eq!(on_bottom.is_some(), seat == viewer);
        }
        _ => {}
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn no_seat_sees_another_seats_hand_or_the_deck_order(seed in any::<u64>(), seats in 2u8..=4, shared in any::<bool>()) {
        let options = Options { deck: if shared { Deck::Shared } else { Deck::Personal }, ..Options::default() };
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Torres>(&options, seats, &mut rng, 20_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let mut state = Torres::new_state(&options, seats).unwrap();
        for event in &playout.events {
            for viewer in Seat::all(seats) {
                assert_event_redacted(&state, event, viewer)?;
            }
            Torres::apply(&mut state, event);
            for viewer in Seat::all(seats) {
                assert_nothing_hidden_leaks(&state, viewer)?;
            }
        }
        // The shared checker's text of everything a seat was shown never
        // carries a deck's content.
        for viewer in Seat::all(seats) {
            for shown in everything_shown_to::<Torres>(&options, seats, &playout.events, Viewer::Seat(viewer)) {
                prop_assert!(!shown.contains("decks: [Some"));
            }
        }
    }
}

/// Random play reaches every card and keeps the offer lists short.
#[test]
fn random_games_play_every_card_and_offer_short_lists() {
    let mut played = std::collections::BTreeSet::new();
    let mut longest = 0;
    for seed in 0..40u64 {
        let options = Options {
            meister: seed % 2 == 0,
            ..Options::default()
        };
        let seats = 2 + (seed % 3) as u8;
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Torres>(&options, seats, &mut rng, 20_000).unwrap();
        let mut state = Torres::new_state(&options, seats).unwrap();
        for event in &playout.events {
            Torres::apply(&mut state, event);
            if let Event::CardPlayed { card, .. } = event {
                played.insert(*card);
            }
            for seat in Torres::waiting_on(&state) {
                longest = longest.max(Torres::legal_actions(&state, seat).len());
            }
        }
    }
    assert_eq!(played.len(), 10, "cards played: {played:?}");
    assert!(longest < 400, "an offer list of {longest} actions");
    println!("longest offer list: {longest}");
}

/// Every option combination and player count, a few fixed seeds each: the
/// game always ends, with the blocks conserved and the log replaying.
#[test]
fn every_option_set_and_player_count_finishes_three_years() {
    for edition in [Edition::Edition2017, Edition::Original] {
        for deck in [Deck::Personal, Deck::Shared] {
            for meister in [false, true] {
                let options = Options {
                    edition,
                    deck,
                    meister,
                };
                for seats in 2..=4u8 {
                    for seed in 0..2u64 {
                        let mut rng = SmallRng::seed_from_u64(seed * 31 + u64::from(seats));
                        let playout = random_playout::<Torres>(&options, seats, &mut rng, 20_000)
                            .unwrap_or_else(|f| panic!("{options:?} {seats}: {f:?}"));
                        let state = &playout.state;
                        assert_eq!((state.year, state.phase.clone()), (3, Phase::Over));
                        assert_eq!(state.blocks_accounted(), 92);
                        let years = playout
                            .events
                            .iter()
                            .filter(|e| matches!(e, Event::YearStarted { .. }))
                            .count();
                        assert_eq!(years, 3);
                    }
                }
            }
        }
    }
}

/// Any action at all, squares and stacks out of range included.
fn arbitrary_action(rng: &mut SmallRng) -> Action {
    use rand::Rng;
    let square = if rng.random_bool(0.9) {
        rng.random_range(0..64)
    } else {
        rng.random()
    };
    let other = if rng.random_bool(0.9) {
        rng.random_range(0..64)
    } else {
        rng.random()
    };
    let stack = rng.random_range(0..6);
    let card = Card::ALL[rng.random_range(0..Card::ALL.len())];
    match rng.random_range(0..25) {
        0 => Action::FoundCastle { square },
        1 => Action::PlaceFirstKnight { square },
        2 => Action::PlaceKing { square },
        3 => Action::PlaceKnight { square },
        4 => Action::MoveKnight {
            from: square,
            to: other,
        },
        5 => Action::PlaceBlock { stack, square },
        6 => Action::BuyCard,
        7 => Action::KeepCard {
            keep: card,
            returned: Returned {
                on_top: vec![card],
                on_bottom: vec![],
            },
        },
        8 => Action::AdvanceScore,
        9 => Action::PlayActionPoints { card },
        10 => Action::PlayClimbTwoLevels {
            from: square,
            to: other,
        },
        11 => Action::PlayBlockUnderKnight { square, stack },
        12 => Action::PlayBlockFromSupply { square },
        13 => Action::PlayThroughCastle {
            from: square,
            to: other,
        },
        14 => Action::PlayDiagonalMove {
            from: square,
            to: other,
        },
        15 => Action::PlayLiftBlock { from: square },
        16 => Action::PutLiftedBlock { square },
        17 => Action::PlayRelocateKnight {
            from: square,
            to: other,
        },
        18 => Action::PlayJump {
            from: square,
            to: other,
        },
        19 => Action::EndTurn {
            stack: rng.random_bool(0.5).then_some(stack),
        },
        20 => Action::SpreadBlock { stack },
        21 => Action::MoveKing { square },
        22 => Action::LeaveKing,
        23 => Action::ChooseStarter {
            seat: Seat(rng.random_range(0..6)),
        },
        _ => Action::EndTurn { stack: None },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    /// `decide` accepts exactly the offered actions, and never panics on any other.
    #[test]
    fn decide_accepts_exactly_the_legal_actions(seed in any::<u64>(), seats in 2u8..=4, meister in any::<bool>()) {
        let options = Options { meister, ..Options::default() };
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Torres>(&options, seats, &mut rng, 20_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let mut state = Torres::new_state(&options, seats).unwrap();
        for (index, event) in playout.events.iter().enumerate() {
            Torres::apply(&mut state, event);
            if index % 3 != 0 {
                continue;
            }
            for _ in 0..15 {
                let action = arbitrary_action(&mut rng);
                let seat = Seat(rng.random_range(0..seats));
                let accepted = Torres::decide(&state, seat, &action, &mut rng).is_ok();
                prop_assert_eq!(accepted, Torres::legal_actions(&state, seat).contains(&action), "{:?} by {:?}", action, seat);
            }
        }
    }
}
