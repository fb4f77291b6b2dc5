//! Headings of Carolus Magnus's action forms.

use super::{by, Picture, Rules, RulesSection};
use scriptorium_games::carolus_magnus::Colour;

/// The form headings, one per action kind: identifiers of the translation
/// files.
pub fn group_label(group: &str) -> Option<&'static str> {
    Some(match group {
        "play_disc" => "cm-board-play-a-disc",
        "place_paladin" => "cm-board-place-a-paladin-from-your-reserve",
        "move_emperor" => "cm-board-move-the-emperor",
        "choose_colour" => "cm-board-choose-a-colour",
        _ => return None,
    })
}

/// A paladin colour's name, as the board and the mail's lists say it: an
/// identifier of the translation files.
pub fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "cm-colour-red",
        Colour::Pink => "cm-colour-pink",
        Colour::Blue => "cm-colour-blue",
        Colour::Yellow => "cm-colour-yellow",
        Colour::Green => "cm-colour-green",
    }
}

/// Two players as the set-up leaves them: a paladin on each of the 15
/// territories, the Emperor on territory 2, and each reserve thrown (7
/// paladins; each crown named red).
const SET_UP: Picture = Picture {
    seats: 2,
    seed: 1,
    moves: &[
        by(0, r#"{"type":"choose_colour","colour":"red"}"#),
        by(1, r#"{"type":"choose_colour","colour":"red"}"#),
    ],
};

/// Two rounds from the set-up above. Round 1: White (disc 1) takes pink at
/// court and stops the Emperor on territory 3, whose pink paladin is now
/// White's: a white castle; Black (disc 2) takes red and blue at court and
/// stops on territory 4 (a red paladin): a black castle. Round 2: Black
/// (disc 1) puts a second blue paladin on territory 5 and stops there: a
/// castle, and territories 4 and 5 merge into one with two black castles,
/// the Emperor on it.
const CASTLES_AND_A_MERGE: Picture = Picture {
    seats: 2,
    seed: 1,
    moves: &[
        by(0, r#"{"type":"choose_colour","colour":"red"}"#),
        by(1, r#"{"type":"choose_colour","colour":"red"}"#),
        by(0, r#"{"type":"play_disc","disc":2}"#),
        by(1, r#"{"type":"play_disc","disc":1}"#),
        by(
            1,
            r#"{"type":"place_paladin","colour":"pink","to":"court"}"#,
        ),
        by(
            1,
            r#"{"type":"place_paladin","colour":"green","to":"court"}"#,
        ),
        by(
            1,
            r#"{"type":"place_paladin","colour":"red","to":{"territory":3}}"#,
        ),
        by(1, r#"{"type":"move_emperor","steps":1}"#),
        by(0, r#"{"type":"place_paladin","colour":"red","to":"court"}"#),
        by(
            0,
            r#"{"type":"place_paladin","colour":"blue","to":"court"}"#,
        ),
        by(
            0,
            r#"{"type":"place_paladin","colour":"yellow","to":"court"}"#,
        ),
        by(0, r#"{"type":"move_emperor","steps":1}"#),
        by(0, r#"{"type":"choose_colour","colour":"blue"}"#),
        by(0, r#"{"type":"choose_colour","colour":"blue"}"#),
        by(1, r#"{"type":"play_disc","disc":3}"#),
        by(0, r#"{"type":"play_disc","disc":1}"#),
        by(
            0,
            r#"{"type":"place_paladin","colour":"blue","to":{"territory":5}}"#,
        ),
        by(
            0,
            r#"{"type":"place_paladin","colour":"blue","to":"court"}"#,
        ),
        by(
            0,
            r#"{"type":"place_paladin","colour":"yellow","to":"court"}"#,
        ),
        by(0, r#"{"type":"move_emperor","steps":1}"#),
        by(0, r#"{"type":"choose_colour","colour":"green"}"#),
    ],
};

/// The rules page's outline (texts in `locales/*/rules-carolus-magnus.ftl`).
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
            id: "discs",
            picture: None,
        },
        RulesSection {
            id: "paladins",
            picture: None,
        },
        RulesSection {
            id: "emperor",
            picture: Some(CASTLES_AND_A_MERGE),
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
