//! The test game chosen on the board: its joker, touched to play it.

use super::PickRules;
use crate::support::i18n::t;
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
    label: |token, lang| match token {
        JOKER => t(lang, "countdown-board-your-joker").to_owned(),
        other => other.to_owned(),
    },
    prompt: |_, _| None,
    on_board: |token| token == JOKER,
};
