//! The games the service offers, behind the one erased interface, each with
//! the renderer that draws its board for the game page.

mod countdown;
pub mod erased;
pub mod log;

pub use erased::{Corrupt, DynGame, Explanation, Offer, Rejection, Table};

use scriptorium_games::test_game::Countdown;
use scriptorium_games::Lang;
use serde_json::Value;

/// Draws a board from a (redacted) view as HTML/SVG. Must escape any text it
/// takes from the view.
pub type BoardRenderer = fn(view: &Value, names: &[String], lang: Lang) -> String;

pub struct GameEntry {
    pub engine: &'static dyn DynGame,
    pub board: BoardRenderer,
    /// Test-only games are offered only when the settings allow it.
    pub test_only: bool,
}

static COUNTDOWN: erased::Erased<Countdown> = erased::Erased::new();

static ENTRIES: &[GameEntry] = &[GameEntry {
    engine: &COUNTDOWN,
    board: countdown::board,
    test_only: true,
}];

/// The games available in this instance.
#[derive(Clone, Copy)]
pub struct Registry {
    include_test_games: bool,
}

impl Registry {
    pub fn new(include_test_games: bool) -> Registry {
        Registry { include_test_games }
    }

    pub fn all(&self) -> impl Iterator<Item = &'static GameEntry> + '_ {
        ENTRIES
            .iter()
            .filter(move |entry| self.include_test_games || !entry.test_only)
    }

    pub fn get(&self, kind: &str) -> Option<&'static GameEntry> {
        self.all().find(|entry| entry.engine.info().id == kind)
    }

    /// Any known game, offered or not: a game started with it must still open.
    pub fn any(kind: &str) -> Option<&'static GameEntry> {
        ENTRIES.iter().find(|entry| entry.engine.info().id == kind)
    }
}
