//! Headings of the action forms, one per action kind (the serde tag).

use super::{by, Picture, Rules, RulesSection};

/// The form headings: identifiers of the translation files.
pub fn group_label(group: &str) -> Option<&'static str> {
    Some(match group {
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
    })
}

/// The eight starting castles, a first knight of each player on one (C3
/// and F6), and the King on F3, placed by the last player.
const SET_UP: Picture = Picture {
    seats: 2,
    seed: 1,
    moves: &[
        by(0, r#"{"type":"place_first_knight","square":18}"#),
        by(1, r#"{"type":"place_first_knight","square":45}"#),
        by(1, r#"{"type":"place_king","square":21}"#),
    ],
};

/// The set-up above, then one turn each: a stack of three blocks widens the
/// player's castle to three squares and raises one of them, and the knight
/// climbs onto it: level 2 in a castle of area 3, worth 2 × 3 = 6 points at
/// a scoring.
const KNIGHTS_UP_IN_WIDER_CASTLES: Picture = Picture {
    seats: 2,
    seed: 1,
    moves: &[
        by(0, r#"{"type":"place_first_knight","square":18}"#),
        by(1, r#"{"type":"place_first_knight","square":45}"#),
        by(1, r#"{"type":"place_king","square":21}"#),
        by(0, r#"{"type":"place_block","stack":0,"square":17}"#),
        by(0, r#"{"type":"place_block","stack":0,"square":19}"#),
        by(0, r#"{"type":"place_block","stack":0,"square":17}"#),
        by(0, r#"{"type":"move_knight","from":18,"to":17}"#),
        by(0, r#"{"type":"end_turn","stack":null}"#),
        by(1, r#"{"type":"place_block","stack":0,"square":44}"#),
        by(1, r#"{"type":"place_block","stack":0,"square":46}"#),
        by(1, r#"{"type":"place_block","stack":0,"square":44}"#),
        by(1, r#"{"type":"move_knight","from":45,"to":44}"#),
        by(1, r#"{"type":"end_turn","stack":null}"#),
    ],
};

/// The rules page's outline (texts in `locales/*/rules-torres.ftl`).
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
            picture: Some(KNIGHTS_UP_IN_WIDER_CASTLES),
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
