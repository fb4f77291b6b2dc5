//! The games the service offers, behind one erased interface: the registry
//! (each engine with its options, its computer players and the headings of
//! its action forms), the adapter from typed engines to JSON (`erased`), the
//! log's entries (`log`) and the cache of folded states (`state_cache`).
//! What the site needs to know of a game's rules (teams, the rules' own time
//! limits) it asks here, through the `Game` trait. The boards that draw a
//! game for the web are the web layer's (`web::boards`). The registry says
//! nothing in words: it names what to say (translation ids, `headings::Words`,
//! engines' `Message`s) and the layers above say it in the reader's language
//! (`support::i18n`, `support::i18n::registry`).

pub mod erased;
pub mod headings;
pub mod log;
pub mod picks;
pub mod seat;
pub mod state_cache;
pub mod table_cache;

pub use seat::{Seats, StoredSeat};

pub use erased::{Corrupt, DynGame, Explanation, Offer, Rejection, Table};

use scriptorium_games::bot::Typed;
use scriptorium_games::carolingi::Carolingi;
use scriptorium_games::carolus_magnus::CarolusMagnus;
use scriptorium_games::test_game::Countdown;
use scriptorium_games::torres::Torres;

/// The heading of a form group (an action kind, the serde tag of the game's
/// actions), as an identifier of the translation files; `None` falls back
/// to the tag itself.
pub type GroupLabel = fn(group: &str) -> Option<&'static str>;

pub struct GameEntry {
    pub engine: &'static dyn DynGame,
    pub group_label: GroupLabel,
    /// Test-only games are offered only when the settings allow it.
    pub test_only: bool,
    /// Its computer players, when it has some.
    pub bots: Option<&'static dyn scriptorium_games::bot::DynBot>,
    /// Its rules page's outline; test-only games have none.
    pub rules: Option<&'static headings::Rules>,
    /// How an action is chosen step by step, on the board and in the turn
    /// mail's lists.
    pub picks: picks::PickRules,
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
        group_label: headings::countdown::group_label,
        test_only: true,
        bots: Some(&COUNTDOWN_BOTS),
        rules: None,
        picks: picks::countdown::PICKS,
    },
    GameEntry {
        engine: &CAROLUS_MAGNUS,
        group_label: headings::carolus_magnus::group_label,
        test_only: false,
        bots: Some(&CAROLUS_MAGNUS_BOTS),
        rules: Some(&headings::carolus_magnus::RULES),
        picks: picks::carolus_magnus::PICKS,
    },
    GameEntry {
        engine: &TORRES,
        group_label: headings::torres::group_label,
        test_only: false,
        bots: Some(&TORRES_BOTS),
        rules: Some(&headings::torres::RULES),
        picks: picks::torres::PICKS,
    },
    GameEntry {
        engine: &CAROLINGI,
        group_label: headings::carolingi::group_label,
        test_only: false,
        bots: Some(&CAROLINGI_BOTS),
        rules: Some(&headings::carolingi::RULES),
        picks: picks::carolingi::PICKS,
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
pub fn team_of(
    kind: &str,
    options: &serde_json::Value,
    seats: Seats,
    seat: StoredSeat,
) -> Option<u8> {
    Registry::any(kind)?
        .engine
        .team_of(options, seats.get(), seat.seat())
}

impl GameEntry {
    /// The heading of a form group, for the layer that shows it to say.
    pub fn group_heading(&self, group: &str) -> headings::Words {
        headings::heading((self.group_label)(group), group)
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
