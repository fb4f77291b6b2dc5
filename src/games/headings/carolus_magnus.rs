//! Headings of Carolus Magnus's action forms.

use crate::support::i18n::t;
use crate::support::i18n::Lang;

/// The form headings, one per action kind.
pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    Some(match group {
        "play_disc" => t(lang, "cm-board-play-a-disc"),
        "place_paladin" => t(lang, "cm-board-place-a-paladin-from-your-reserve"),
        "move_emperor" => t(lang, "cm-board-move-the-emperor"),
        "choose_colour" => t(lang, "cm-board-choose-a-colour"),
        _ => return None,
    })
}
