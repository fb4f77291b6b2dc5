//! The words each game is presented with, beyond what its engine says: the
//! headings of its action forms, one per action kind (the serde tag of its
//! actions), in the reader's language (the game page's form groups and the
//! "your turn" mail's list of choices both say them), and the outline of its
//! rules page (`/rules/<game>`), whose texts are in `locales/*/rules-<game>.ftl`.

pub mod carolingi;
pub mod carolus_magnus;
pub mod countdown;
pub mod torres;

/// A game's rules page: its sections in reading order, and which section
/// explains each kind of action, so the decision panel links to it.
///
/// The texts are messages of the game's `rules-<id>.ftl`:
/// `rules-<id>-title`, `rules-<id>-summary` (one line, for the landing page
/// and the create form), and for each section `rules-<id>-<section>-heading`
/// and its paragraphs `rules-<id>-<section>-1`, `-2`, … (consecutive; a
/// paragraph whose every line starts with "• " is shown as a list).
pub struct Rules {
    pub sections: &'static [RulesSection],
    /// The section (its `id`) that explains an action kind.
    pub section_of: fn(group: &str) -> Option<&'static str>,
}

/// One section of a rules page.
pub struct RulesSection {
    /// The anchor (`/rules/<game>#<id>`) and the middle of its message ids.
    pub id: &'static str,
    /// A board drawn beside the section by the game page's own board
    /// templates.
    pub picture: Option<Picture>,
}

/// A board position for a rules page, chosen to show what its section
/// explains: a game of `seats` players (default options) set up with a
/// generator seeded with `seed`, after the scripted `moves`, each decided by
/// the engine as a player's would be (so the position is one a game can
/// reach, and the same every time). A test checks that each picture shows
/// what its section names (`web::rules`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Picture {
    pub seats: u8,
    pub seed: u64,
    pub moves: &'static [ScriptedMove],
}

/// One move of a picture's script: the seat that takes it and its action,
/// as the API writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScriptedMove {
    pub seat: u8,
    pub action: &'static str,
}

/// A scripted move (for the games' outlines).
pub const fn by(seat: u8, action: &'static str) -> ScriptedMove {
    ScriptedMove { seat, action }
}

impl Rules {
    pub fn section(&self, id: &str) -> Option<&RulesSection> {
        self.sections.iter().find(|section| section.id == id)
    }
}
