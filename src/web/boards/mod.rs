//! Each game's board on the web: an HTML/SVG drawing of the viewer's
//! redacted view, the places a player touches to choose an action (`pick`),
//! and the board's stylesheet. Keyed by the engine's id in the registry
//! (`games::Registry`); a game without a board here is played with buttons.

mod carolingi;
mod carolus_magnus;
mod countdown;
pub mod pick;
mod torres;

pub use pick::{PickRules, Picking};

use crate::games::{GameEntry, Table};
use crate::support::i18n::Lang;
use scriptorium_games::Viewer;

/// What a board is drawn for, besides the game itself.
pub struct BoardContext<'a> {
    /// Player names by seat.
    pub names: &'a [String],
    pub lang: Lang,
    /// The viewer's choice in progress, when it is their turn and some of
    /// their actions are chosen on the board: the board marks and links each
    /// target (`Picking::target`) and marks what is chosen (`is_chosen`).
    pub picking: Option<&'a Picking>,
    /// Places to mark as changed since the viewer's last decision (see
    /// `history::recap`), besides the latest decision's own marks: the
    /// board outlines them as it outlines the latest change.
    pub marks: &'a [String],
}

/// Draws a board as HTML/SVG for one viewer: from `G::view(state, viewer)`
/// (the one redaction every page goes through), reached through
/// `Table::state_any`. Must escape any text it takes from the view.
pub type BoardRenderer = fn(table: &dyn Table, viewer: Viewer, board: &BoardContext) -> String;

/// A game's board.
pub struct Board {
    /// The engine's id (`GameInfo::id`) this board draws.
    pub kind: &'static str,
    pub draw: BoardRenderer,
    /// The board's own stylesheet in `static/`, linked by the pages that
    /// draw this game's board.
    pub stylesheet: Option<&'static str>,
}

static BOARDS: &[Board] = &[
    Board {
        kind: "countdown",
        draw: countdown::draw,
        stylesheet: None,
    },
    Board {
        kind: "carolus-magnus",
        draw: carolus_magnus::draw,
        stylesheet: Some("carolus-magnus.css"),
    },
    Board {
        kind: "torres",
        draw: torres::draw,
        stylesheet: Some("torres.css"),
    },
    Board {
        kind: "carolingi",
        draw: carolingi::draw,
        stylesheet: Some("carolingi.css"),
    },
];

/// No drawing: every action is a button.
static BUTTONS: Board = Board {
    kind: "",
    draw: |_, _, _| String::new(),
    stylesheet: None,
};

/// The board of a registered game.
pub fn of(entry: &GameEntry) -> &'static Board {
    let kind = entry.engine.info().id;
    BOARDS
        .iter()
        .find(|board| board.kind == kind)
        .unwrap_or(&BUTTONS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Registry;

    #[test]
    fn every_game_has_its_board_and_every_board_its_game() {
        for entry in Registry::new(true).all() {
            assert_ne!(
                of(entry).kind,
                "",
                "{} has no board",
                entry.engine.info().id
            );
        }
        for board in BOARDS {
            assert!(
                Registry::any(board.kind).is_some(),
                "{} is no game",
                board.kind
            );
        }
    }
}
