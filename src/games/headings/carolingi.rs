//! Headings of Carolingi's action forms.

use super::{by, Picture, Rules, RulesSection, Words};
use scriptorium_games::carolingi::country_message;
use scriptorium_games::carolingi::map::CountryId;

/// A country's name without the parenthesised alternative.
pub fn country_name(country: CountryId) -> Words {
    Words::Short(country_message(country))
}

/// The form headings: identifiers of the translation files.
pub fn group_label(group: &str) -> Option<&'static str> {
    Some(match group {
        "keep_tiles" => "carolingi-group-keep-tiles",
        "exchange_tile" => "carolingi-group-exchange-tile",
        "place_tile" => "carolingi-group-place-tile",
        "end_action" => "carolingi-group-end-action",
        "send_missus_home" => "carolingi-group-send-missus-home",
        "send_missus_to_card" => "carolingi-group-send-missus-to-card",
        "transfer_card" => "carolingi-group-transfer-card",
        "unlock_tile" => "carolingi-group-unlock-tile",
        "place_development" => "carolingi-group-place-development",
        "promote_leude" => "carolingi-group-promote-leude",
        "call_noble" => "carolingi-group-call-noble",
        "promote_noble" => "carolingi-group-promote-noble",
        "move_partisan" => "carolingi-group-move-partisan",
        "fight_in" => "carolingi-group-fight-in",
        "claim_trophy" => "carolingi-group-claim-trophy",
        "pacify_rebel" => "carolingi-group-pacify-rebel",
        "play_extra_tile" => "carolingi-group-play-extra-tile",
        "skip_extra_tile" => "carolingi-group-skip-extra-tile",
        "famine_remove" => "carolingi-group-famine-remove",
        _ => return None,
    })
}

/// Three Carolingians as the set-up leaves them (2.2): a palace and five
/// partisans in each homeland (here seat 2 in Normandy, seat 0 in
/// Eastphalia, seat 1 in the County of Burgundy), a forest in each region, a
/// rebel band in every other country, a card in three zones.
const SET_UP: Picture = Picture {
    seats: 3,
    seed: 1,
    moves: &[],
};

/// The first winter: seat 2 places Move troops (the others two inaction
/// tiles) and, when it is drawn, sends from Normandy two partisans to Anjou
/// (2 against its rebel band: control), one to Île-de-France (1 against 1:
/// neither control nor plurality) and one to the Flanders forest (alone
/// there: plurality, never control).
const MAJORITIES: Picture = Picture {
    seats: 3,
    seed: 1,
    moves: &[
        by(2, r#"{"type":"place_tile","tile":3}"#),
        by(2, r#"{"type":"place_tile","tile":5}"#),
        by(0, r#"{"type":"place_tile","tile":5}"#),
        by(0, r#"{"type":"place_tile","tile":6}"#),
        by(1, r#"{"type":"place_tile","tile":5}"#),
        by(1, r#"{"type":"place_tile","tile":6}"#),
        by(
            2,
            r#"{"type":"move_partisan","from":"normandie","to":"anjou"}"#,
        ),
        by(
            2,
            r#"{"type":"move_partisan","from":"normandie","to":"anjou"}"#,
        ),
        by(
            2,
            r#"{"type":"move_partisan","from":"normandie","to":"ile_de_france"}"#,
        ),
        by(
            2,
            r#"{"type":"move_partisan","from":"normandie","to":"flandre"}"#,
        ),
        by(2, r#"{"type":"end_action"}"#),
    ],
};

/// The rules page's outline (texts in `locales/*/rules-carolingi.ftl`).
pub static RULES: Rules = Rules {
    sections: &[
        RulesSection {
            id: "aim",
            picture: None,
        },
        RulesSection {
            id: "setup",
            picture: Some(SET_UP),
        },
        RulesSection {
            id: "year",
            picture: None,
        },
        RulesSection {
            id: "majority",
            picture: Some(MAJORITIES),
        },
        RulesSection {
            id: "actions",
            picture: None,
        },
        RulesSection {
            id: "events",
            picture: None,
        },
        RulesSection {
            id: "scoring",
            picture: None,
        },
        RulesSection {
            id: "peace",
            picture: None,
        },
        RulesSection {
            id: "end",
            picture: None,
        },
        RulesSection {
            id: "advanced",
            picture: None,
        },
        RulesSection {
            id: "anarchy",
            picture: None,
        },
        RulesSection {
            id: "hourglass",
            picture: None,
        },
    ],
    section_of: |group| {
        Some(match group {
            "keep_tiles" | "exchange_tile" | "place_tile" => "year",
            "end_action"
            | "send_missus_home"
            | "send_missus_to_card"
            | "transfer_card"
            | "unlock_tile"
            | "place_development"
            | "promote_leude"
            | "call_noble"
            | "promote_noble"
            | "move_partisan"
            | "fight_in"
            | "claim_trophy"
            | "pacify_rebel" => "actions",
            "famine_remove" => "events",
            "play_extra_tile" | "skip_extra_tile" => "peace",
            "claim_homeland" | "expel_rebel" | "setup_on_country" | "setup_missus"
            | "setup_join_country" | "setup_on_card" => "advanced",
            "pass_placement" => "hourglass",
            _ => return None,
        })
    },
};
