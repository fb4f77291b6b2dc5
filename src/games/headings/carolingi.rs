//! Headings of Carolingi's action forms.

use super::{Picture, Rules, RulesSection};
use crate::support::i18n::t;
use crate::support::i18n::{say, Lang};
use scriptorium_games::carolingi::country_message;
use scriptorium_games::carolingi::map::CountryId;

/// A country's name without the parenthesised alternative.
pub fn country_name(country: CountryId, lang: Lang) -> String {
    let name = say(lang, &country_message(country), &[]);
    match name.split_once(" (") {
        Some((short, _)) => short.to_owned(),
        None => name,
    }
}

pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    let id = match group {
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
    };
    Some(t(lang, id))
}

/// The rules page's outline (texts in `locales/*/rules-carolingi.ftl`).
pub static RULES: Rules = Rules {
    sections: &[
        RulesSection {
            id: "aim",
            picture: None,
        },
        RulesSection {
            id: "setup",
            picture: Some(Picture { seats: 3, moves: 0 }),
        },
        RulesSection {
            id: "year",
            picture: None,
        },
        RulesSection {
            id: "majority",
            picture: Some(Picture {
                seats: 3,
                moves: 40,
            }),
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
