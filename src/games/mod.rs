//! The games the service offers, behind the one erased interface, each with
//! the renderer that draws its board for the game page.

mod carolingi;
mod countdown;
pub mod erased;
pub mod log;

pub use erased::{Corrupt, DynGame, Explanation, Offer, Rejection, Table};

use scriptorium_games::carolingi::Carolingi;
use scriptorium_games::test_game::Countdown;
use scriptorium_games::Lang;
use serde_json::Value;

/// Draws a board from a (redacted) view as HTML/SVG. Must escape any text it
/// takes from the view.
pub type BoardRenderer = fn(view: &Value, names: &[String], lang: Lang) -> String;

/// The heading of a form group (an action kind, the serde tag of the game's
/// actions) in a language; `None` falls back to the tag itself.
pub type GroupLabel = fn(group: &str, lang: Lang) -> Option<&'static str>;

pub struct GameEntry {
    pub engine: &'static dyn DynGame,
    pub board: BoardRenderer,
    pub group_label: GroupLabel,
    /// Test-only games are offered only when the settings allow it.
    pub test_only: bool,
}

static COUNTDOWN: erased::Erased<Countdown> = erased::Erased::new();
static CAROLINGI: erased::Erased<Carolingi> = erased::Erased::new();

static ENTRIES: &[GameEntry] = &[
    GameEntry {
        engine: &COUNTDOWN,
        board: countdown::board,
        group_label: countdown::group_label,
        test_only: true,
    },
    GameEntry {
        engine: &CAROLINGI,
        board: carolingi::board,
        group_label: carolingi::group_label,
        test_only: false,
    },
];

/// The games available in this instance.
#[derive(Clone, Copy)]
pub struct Registry {
    include_test_games: bool,
}

impl GameEntry {
    pub fn group_heading(&self, group: &str, lang: Lang) -> String {
        (self.group_label)(group, lang)
            .map(str::to_owned)
            .unwrap_or_else(|| group.replace('_', " "))
    }
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
