//! The games the service offers, behind the one erased interface, each with
//! the renderer that draws its board for the game page.

mod carolingi;
mod carolus_magnus;
mod countdown;
pub mod erased;
#[cfg(test)]
mod lines_fit_the_files;
pub mod log;
pub mod pick;
mod torres;

pub use erased::{Corrupt, DynGame, Explanation, Offer, Rejection, Table};
pub use pick::{PickRules, Picking};

use crate::i18n::Lang;
use scriptorium_games::bot::Typed;
use scriptorium_games::carolingi::Carolingi;
use scriptorium_games::carolus_magnus::CarolusMagnus;
use scriptorium_games::test_game::Countdown;
use scriptorium_games::torres::Torres;
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
}

/// Draws a board as HTML/SVG for one viewer: from `G::view(state, viewer)`
/// (the one redaction every page goes through), reached through
/// `Table::state_any`. Must escape any text it takes from the view.
pub type BoardRenderer = fn(table: &dyn Table, viewer: Viewer, board: &BoardContext) -> String;

/// The heading of a form group (an action kind, the serde tag of the game's
/// actions) in a language; `None` falls back to the tag itself.
pub type GroupLabel = fn(group: &str, lang: Lang) -> Option<&'static str>;

pub struct GameEntry {
    pub engine: &'static dyn DynGame,
    pub board: BoardRenderer,
    pub group_label: GroupLabel,
    /// Which actions are chosen by touching the board, and how.
    pub picks: PickRules,
    /// The board's own stylesheet in `static/`, linked by the pages that
    /// draw this game's board.
    pub stylesheet: Option<&'static str>,
    /// Test-only games are offered only when the settings allow it.
    pub test_only: bool,
    /// Its computer players, when it has some.
    pub bots: Option<&'static dyn scriptorium_games::bot::DynBot>,
}

static COUNTDOWN: erased::Erased<Countdown> = erased::Erased::new();
static CAROLUS_MAGNUS: erased::Erased<CarolusMagnus> = erased::Erased::new();
static TORRES: erased::Erased<Torres> = erased::Erased::new();
static CAROLINGI: erased::Erased<Carolingi> = erased::Erased::new();

static COUNTDOWN_BOTS: Typed<Countdown> = Typed::new();
static CAROLUS_MAGNUS_BOTS: Typed<CarolusMagnus> = Typed::new();
static TORRES_BOTS: Typed<Torres> = Typed::new();
static CAROLINGI_BOTS: Typed<Carolingi> = Typed::new();

static ENTRIES: &[GameEntry] = &[
    GameEntry {
        engine: &COUNTDOWN,
        board: countdown::draw,
        group_label: countdown::group_label,
        picks: countdown::PICKS,
        stylesheet: None,
        test_only: true,
        bots: Some(&COUNTDOWN_BOTS),
    },
    GameEntry {
        engine: &CAROLUS_MAGNUS,
        board: carolus_magnus::draw,
        group_label: carolus_magnus::group_label,
        picks: carolus_magnus::PICKS,
        stylesheet: Some("carolus-magnus.css"),
        test_only: false,
        bots: Some(&CAROLUS_MAGNUS_BOTS),
    },
    GameEntry {
        engine: &TORRES,
        board: torres::draw,
        group_label: torres::group_label,
        picks: torres::PICKS,
        stylesheet: Some("torres.css"),
        test_only: false,
        bots: Some(&TORRES_BOTS),
    },
    GameEntry {
        engine: &CAROLINGI,
        board: carolingi::draw,
        group_label: carolingi::group_label,
        picks: carolingi::PICKS,
        stylesheet: Some("carolingi.css"),
        test_only: false,
        bots: Some(&CAROLINGI_BOTS),
    },
];

/// The games available in this instance.
#[derive(Clone, Copy)]
pub struct Registry {
    include_test_games: bool,
}

/// The team a seat plays in, as the game's rules say (`Game::team_of`):
/// `None` for a game without teams, an unknown game or options that do not
/// decode (no team channel is better than the wrong one).
pub fn team_of(kind: &str, options: &serde_json::Value, seats: u8, seat: u8) -> Option<u8> {
    Registry::any(kind)?
        .engine
        .team_of(options, seats, scriptorium_games::Seat(seat))
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
