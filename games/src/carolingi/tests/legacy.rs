//! Games in play must go on: logs recorded with rules version 1 (before the
//! corrections of issue 13) fold to the very state they had then, and play
//! goes on from it.

use super::helpers::rng;
use crate::carolingi::{Carolingi, LastMove};
use crate::core::Game;

type Fixture = crate::testing::LegacyLog<Carolingi>;

const FIXTURES: [(&str, &str); 11] = [
    (
        "advanced_3_setup",
        include_str!("legacy/advanced_3_setup.json"),
    ),
    ("advanced_4_mid", include_str!("legacy/advanced_4_mid.json")),
    (
        "advanced_module_5_mid",
        include_str!("legacy/advanced_module_5_mid.json"),
    ),
    (
        "base_2_finished",
        include_str!("legacy/base_2_finished.json"),
    ),
    ("base_3_mid", include_str!("legacy/base_3_mid.json")),
    ("base_4_mid", include_str!("legacy/base_4_mid.json")),
    ("base_5_mid", include_str!("legacy/base_5_mid.json")),
    ("base_6_mid", include_str!("legacy/base_6_mid.json")),
    (
        "hourglass_2_mid",
        include_str!("legacy/hourglass_2_mid.json"),
    ),
    (
        "hourglass_advanced_module_6_mid",
        include_str!("legacy/hourglass_advanced_module_6_mid.json"),
    ),
    (
        "module_3_finished",
        include_str!("legacy/module_3_finished.json"),
    ),
];

fn fixtures() -> impl Iterator<Item = (&'static str, Fixture)> {
    FIXTURES
        .iter()
        .map(|(name, json)| (*name, Fixture::parse(name, json)))
}

#[test]
fn version_1_logs_fold_to_their_recorded_state_and_play_goes_on() {
    for (name, fixture) in fixtures() {
        let folded = fixture.fold(1);
        // The recorded states predate `last_move` (what the board marks,
        // read from the events); everything the rules keep must match.
        let mut rules_part = folded.clone();
        rules_part.last_move = LastMove::default();
        assert_eq!(rules_part, fixture.state, "{name}: the fold differs");
        if folded.is_over() {
            continue;
        }
        let seat = *Carolingi::waiting_on(&folded)
            .first()
            .unwrap_or_else(|| panic!("{name}: nobody to play"));
        let action = Carolingi::legal_actions(&folded, seat)[0];
        let events = Carolingi::decide(&folded, seat, &action, &mut rng(7))
            .unwrap_or_else(|e| panic!("{name}: {action:?} refused: {e}"));
        assert!(!events.is_empty(), "{name}: {action:?} changed nothing");
    }
}

#[test]
fn a_stored_version_1_state_decodes_as_version_1() {
    for (name, fixture) in fixtures() {
        assert_eq!(fixture.state.rules_version, 1, "{name}");
    }
}
