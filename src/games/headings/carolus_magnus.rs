//! Headings of Carolus Magnus's action forms.

use super::{Picture, Rules, RulesSection};
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use scriptorium_games::carolus_magnus::Colour;

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

/// A paladin colour's name, as the board and the mail's lists say it.
pub fn colour_name(colour: Colour, lang: Lang) -> &'static str {
    match colour {
        Colour::Red => t(lang, "cm-colour-red"),
        Colour::Pink => t(lang, "cm-colour-pink"),
        Colour::Blue => t(lang, "cm-colour-blue"),
        Colour::Yellow => t(lang, "cm-colour-yellow"),
        Colour::Green => t(lang, "cm-colour-green"),
    }
}

/// The rules page's outline (texts in `locales/*/rules-carolus-magnus.ftl`).
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
            id: "discs",
            picture: None,
        },
        RulesSection {
            id: "paladins",
            picture: None,
        },
        RulesSection {
            id: "emperor",
            picture: Some(Picture {
                seats: 2,
                moves: 40,
            }),
        },
        RulesSection {
            id: "merging",
            picture: None,
        },
        RulesSection {
            id: "dice",
            picture: None,
        },
        RulesSection {
            id: "end",
            picture: None,
        },
        RulesSection {
            id: "players",
            picture: None,
        },
        RulesSection {
            id: "options",
            picture: None,
        },
    ],
    section_of: |group| {
        Some(match group {
            "play_disc" => "discs",
            "place_paladin" => "paladins",
            "move_emperor" => "emperor",
            "choose_colour" => "dice",
            _ => return None,
        })
    },
};
