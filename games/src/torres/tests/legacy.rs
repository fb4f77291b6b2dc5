//! Games started before the issue-13 corrections must go on: their logs fold
//! to the state they had, and play continues from it.

use super::super::*;
use crate::core::{Game, Seat};
use rand::{rngs::SmallRng, SeedableRng};

type Fixture = crate::testing::LegacyLog<Torres>;

const FIXTURES: [(&str, &str); 11] = [
    (
        "p2_2017_personal_over",
        include_str!("legacy/p2_2017_personal_over.json"),
    ),
    (
        "p3_2017_shared_year2",
        include_str!("legacy/p3_2017_shared_year2.json"),
    ),
    (
        "p4_2017_personal_moving_king",
        include_str!("legacy/p4_2017_personal_moving_king.json"),
    ),
    (
        "p2_2017_personal_lifted",
        include_str!("legacy/p2_2017_personal_lifted.json"),
    ),
    (
        "p4_original_shared_choosing",
        include_str!("legacy/p4_original_shared_choosing.json"),
    ),
    (
        "p2_original_personal_year2",
        include_str!("legacy/p2_original_personal_year2.json"),
    ),
    (
        "p3_original_shared_year1",
        include_str!("legacy/p3_original_shared_year1.json"),
    ),
    (
        "p3_2017_meister_year3",
        include_str!("legacy/p3_2017_meister_year3.json"),
    ),
    (
        "p3_original_personal_over",
        include_str!("legacy/p3_original_personal_over.json"),
    ),
    (
        "p4_2017_shared_over",
        include_str!("legacy/p4_2017_shared_over.json"),
    ),
    (
        "p4_original_meister_over",
        include_str!("legacy/p4_original_meister_over.json"),
    ),
];

fn fixtures() -> impl Iterator<Item = (&'static str, Fixture)> {
    FIXTURES
        .iter()
        .map(|(name, json)| (*name, Fixture::parse(name, json)))
}

#[test]
fn legacy_logs_fold_to_their_stored_state() {
    for (name, fixture) in fixtures() {
        let mut folded = fixture.fold(1);
        // The stored states predate `last_move` (what the board marks, read
        // from the events); everything the rules keep must match exactly.
        assert!(folded.last_move.seat.is_some(), "{name}: a last move");
        folded.last_move = LastMove::default();
        assert_eq!(folded, fixture.state, "{name}");
        // Stored states predate the field: they decode as version 1.
        assert_eq!(fixture.state.rules_version, 1, "{name}");
    }
}

/// An older-edition game in its first year under version 1 still has the
/// last player name who starts year 2 (version 2 goes on clockwise instead).
#[test]
fn a_legacy_older_edition_game_still_names_the_next_starter() {
    let (_, fixture) = fixtures()
        .find(|(name, _)| *name == "p3_original_shared_year1")
        .unwrap();
    let mut state = fixture.state;
    let mut rng = SmallRng::seed_from_u64(3);
    while state.year == 1 {
        assert!(
            !matches!(state.phase, Phase::Over),
            "the game ended in year 1"
        );
        let seat = Torres::waiting_on(&state)[0];
        if let Phase::ChoosingStarter { .. } = state.phase {
            let choose = Action::ChooseStarter { seat: Seat(2) };
            assert!(Torres::legal_actions(&state, seat).contains(&choose));
            for event in Torres::decide(&state, seat, &choose, &mut rng).unwrap() {
                Torres::apply(&mut state, &event);
            }
            break;
        }
        let action = Torres::default_action(&state, seat).unwrap();
        for event in Torres::decide(&state, seat, &action, &mut rng).unwrap() {
            Torres::apply(&mut state, &event);
        }
    }
    assert_eq!((state.year, state.on_turn()), (2, Some(Seat(2))));
}

#[test]
fn legacy_games_in_play_go_on() {
    let mut unfinished = 0;
    for (name, fixture) in fixtures() {
        let state = fixture.state;
        if Torres::outcome(&state).is_some() {
            continue;
        }
        unfinished += 1;
        let seat = Torres::waiting_on(&state)
            .first()
            .copied()
            .unwrap_or_else(|| panic!("{name}: nobody to play"));
        let legal = Torres::legal_actions(&state, seat);
        let action = legal
            .first()
            .unwrap_or_else(|| panic!("{name}: no legal action for {seat:?}"));
        let events = Torres::decide(&state, seat, action, &mut SmallRng::seed_from_u64(1))
            .unwrap_or_else(|e| panic!("{name}: {action:?} refused: {e}"));
        assert!(!events.is_empty(), "{name}");
    }
    assert!(unfinished >= 5, "the fixtures keep games in play");
}

/// A game in play under version 1 plays on to its end by its own rules.
#[test]
fn legacy_games_in_play_reach_their_end() {
    for (name, fixture) in fixtures() {
        let mut state = fixture.state;
        let mut rng = SmallRng::seed_from_u64(7);
        let mut steps = 0;
        while Torres::outcome(&state).is_none() {
            steps += 1;
            assert!(steps < 20_000, "{name}: no end");
            let seat: Seat = Torres::waiting_on(&state)[0];
            let action =
                Torres::default_action(&state, seat).unwrap_or_else(|| panic!("{name}: dead end"));
            for event in Torres::decide(&state, seat, &action, &mut rng).unwrap() {
                Torres::apply(&mut state, &event);
            }
        }
    }
}
