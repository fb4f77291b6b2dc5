//! Headings of the action forms, one per action kind (the serde tag).

use super::{Picture, Rules, RulesSection};
use crate::support::i18n::t;
use crate::support::i18n::Lang;

pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    let id = match group {
        "found_castle" => "torres-group-found-castle",
        "place_first_knight" => "torres-group-place-first-knight",
        "place_king" => "torres-group-place-king",
        "place_knight" => "torres-group-place-knight",
        "move_knight" => "torres-group-move-knight",
        "place_block" => "torres-group-place-block",
        "buy_card" => "torres-group-buy-card",
        "keep_card" => "torres-group-keep-card",
        "advance_score" => "torres-group-advance-score",
        "play_action_points" => "torres-group-play-action-points",
        "play_climb_two_levels" => "torres-group-play-climb-two-levels",
        "play_block_under_knight" => "torres-group-play-block-under-knight",
        "play_block_from_supply" => "torres-group-play-block-from-supply",
        "play_through_castle" => "torres-group-play-through-castle",
        "play_diagonal_move" => "torres-group-play-diagonal-move",
        "play_lift_block" => "torres-group-play-lift-block",
        "put_lifted_block" => "torres-group-put-lifted-block",
        "play_relocate_knight" => "torres-group-play-relocate-knight",
        "play_jump" => "torres-group-play-jump",
        "end_turn" => "torres-group-end-turn",
        "spread_block" => "torres-group-spread-block",
        "move_king" => "torres-group-move-king",
        "leave_king" => "torres-group-leave-king",
        "choose_starter" => "torres-group-choose-starter",
        _ => return None,
    };
    Some(t(lang, id))
}

/// The rules page's outline (texts in `locales/*/rules-torres.ftl`).
pub static RULES: Rules = Rules {
    sections: &[
        RulesSection {
            id: "aim",
            picture: None,
        },
        RulesSection {
            id: "setup",
            picture: Some(Picture { seats: 2, moves: 0 }),
        },
        RulesSection {
            id: "turn",
            picture: None,
        },
        RulesSection {
            id: "knights",
            picture: None,
        },
        RulesSection {
            id: "blocks",
            picture: None,
        },
        RulesSection {
            id: "cards",
            picture: None,
        },
        RulesSection {
            id: "scoring",
            picture: Some(Picture {
                seats: 2,
                moves: 60,
            }),
        },
        RulesSection {
            id: "year",
            picture: None,
        },
        RulesSection {
            id: "end",
            picture: None,
        },
        RulesSection {
            id: "editions",
            picture: None,
        },
        RulesSection {
            id: "meister",
            picture: None,
        },
    ],
    section_of: |group| {
        Some(match group {
            "place_first_knight" | "place_king" => "setup",
            "advance_score" | "end_turn" => "turn",
            "place_knight" | "move_knight" => "knights",
            "place_block" | "spread_block" => "blocks",
            "buy_card"
            | "keep_card"
            | "play_action_points"
            | "play_climb_two_levels"
            | "play_block_under_knight"
            | "play_block_from_supply"
            | "play_through_castle"
            | "play_diagonal_move"
            | "play_lift_block"
            | "put_lifted_block"
            | "play_relocate_knight"
            | "play_jump" => "cards",
            "move_king" | "leave_king" | "choose_starter" => "year",
            "found_castle" => "meister",
            _ => return None,
        })
    },
};
