//! The test game chosen on the board: its joker, touched to play it.

use super::PickRules;
use crate::games::headings::Words;
use serde_json::Value;

/// The viewer's own joker, touched on the board to play it.
pub const JOKER: &str = "joker:mine";

/// Playing the joker is chosen by touching it; taking a stone and ending the
/// turn stay buttons.
pub const PICKS: PickRules = PickRules {
    path: |_, action| match action.get("type").and_then(Value::as_str) {
        Some("play_joker") => Some(vec![JOKER.to_owned()]),
        _ => None,
    },
    label: |token| match token {
        JOKER => Words::Id("countdown-board-your-joker"),
        other => Words::Verbatim(other.to_owned()),
    },
    prompt: |_| None,
    on_board: |token| token == JOKER,
};
