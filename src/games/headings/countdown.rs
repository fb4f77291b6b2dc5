//! Headings of the test game's action forms.

use crate::support::i18n::t;
use crate::support::i18n::Lang;

pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    Some(t(
        lang,
        match group {
            "take_one" => "countdown-group-take-one",
            "end_turn" => "countdown-group-end-turn",
            "play_joker" => "countdown-group-play-joker",
            _ => return None,
        },
    ))
}
