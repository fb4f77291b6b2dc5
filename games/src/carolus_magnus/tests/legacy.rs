//! Games in play must go on: logs recorded before the issue-13 corrections
//! (rules version 1, see `legacy/README.md`) fold to the state they had, and
//! play continues from them.

use super::super::*;
use super::support::rng;
use crate::core::Game;
use rand::Rng;

type Fixture = crate::testing::LegacyLog<CarolusMagnus>;

const FIXTURES: [(&str, &str); 9] = [
    ("p2_base_over", include_str!("legacy/p2_base_over.json")),
    (
        "p2_variant_round_mid",
        include_str!("legacy/p2_variant_round_mid.json"),
    ),
    (
        "p3_base_round_mid",
        include_str!("legacy/p3_base_round_mid.json"),
    ),
    (
        "p3_variant_over",
        include_str!("legacy/p3_variant_over.json"),
    ),
    (
        "p4_base_round_mid",
        include_str!("legacy/p4_base_round_mid.json"),
    ),
    (
        "p4_base_frozen_over",
        include_str!("legacy/p4_base_frozen_over.json"),
    ),
    (
        "p4_base_reserves_dry",
        include_str!("legacy/p4_base_reserves_dry.json"),
    ),
    (
        "p4_variant_reserves_dry",
        include_str!("legacy/p4_variant_reserves_dry.json"),
    ),
    (
        "p4_variant_frozen_over",
        include_str!("legacy/p4_variant_frozen_over.json"),
    ),
];

fn fixtures() -> Vec<(&'static str, Fixture)> {
    FIXTURES
        .iter()
        .map(|(name, json)| (*name, Fixture::parse(name, json)))
        .collect()
}

fn fold(fixture: &Fixture) -> State {
    fixture.fold(1)
}

#[test]
fn legacy_logs_fold_to_their_stored_state() {
    for (name, fixture) in fixtures() {
        // The stored states predate `last_move` (what the board marks, read
        // from the events); everything the rules keep must match exactly.
        let mut folded = fold(&fixture);
        assert!(folded.last_move.seat.is_some(), "{name}: a last move");
        folded.last_move = LastMove::default();
        assert_eq!(folded, fixture.state, "{name}");
    }
}

#[test]
fn legacy_finished_games_keep_their_result() {
    for (name, fixture) in fixtures().into_iter().filter(|(n, _)| n.ends_with("_over")) {
        let state = fold(&fixture);
        assert_eq!(state.phase, Phase::Over, "{name}");
        assert_eq!(
            CarolusMagnus::outcome(&state),
            CarolusMagnus::outcome(&fixture.state),
            "{name}"
        );
    }
}

/// From each unfinished legacy game, random legal play (under the current
/// rules) goes on: someone may act, every offered action is accepted, and
/// the game reaches its end.
#[test]
fn legacy_games_in_play_go_on_to_their_end() {
    let mut unfinished = 0;
    for (name, fixture) in fixtures() {
        let mut state = fold(&fixture);
        if CarolusMagnus::outcome(&state).is_some() {
            continue;
        }
        unfinished += 1;
        let mut random = rng(fixture.events.len() as u64);
        let mut actions = 0;
        while CarolusMagnus::outcome(&state).is_none() {
            assert!(actions < 20_000, "{name}: no end after {actions} actions");
            let seat = *CarolusMagnus::waiting_on(&state)
                .first()
                .unwrap_or_else(|| panic!("{name}: nobody may act"));
            let legal = CarolusMagnus::legal_actions(&state, seat);
            assert!(!legal.is_empty(), "{name}: {seat:?} has no legal action");
            let action = legal[random.random_range(0..legal.len())];
            let events = CarolusMagnus::decide(&state, seat, &action, &mut random)
                .unwrap_or_else(|error| panic!("{name}: {action:?} refused: {error}"));
            for event in &events {
                CarolusMagnus::apply(&mut state, event);
            }
            actions += 1;
        }
    }
    assert_eq!(unfinished, 5);
}
