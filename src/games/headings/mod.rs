//! The words each game is presented with, beyond what its engine says: the
//! headings of its action forms, one per action kind (the serde tag of its
//! actions), as identifiers of the translation files (the game page's form
//! groups and the "your turn" mail's list of choices both say them, in the
//! reader's language: `support::i18n::registry`), and the outline of its
//! rules page (`/rules/<game>`), whose texts are in `locales/*/rules-<game>.ftl`.
//! The registry names what to say; it says nothing itself.

pub mod carolingi;
pub mod carolus_magnus;
pub mod countdown;
pub mod torres;

use scriptorium_games::core::Message;

/// Words the registry names and the layers above say in the reader's
/// language (`support::i18n::registry::words`): a heading, a place on the
/// board ("territory 4", "the card of Neustria").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Words {
    /// As they are, in every language: a square ("C3"), or a tag or token
    /// the game has no words for.
    Verbatim(String),
    /// A message of the translation files without arguments.
    Id(&'static str),
    /// An engine's message (a tile, a country).
    Message(Message),
    /// A message without arguments, its first letter a capital ("Red").
    Capitalised(&'static str),
    /// An engine's message up to its parenthesised alternative: a
    /// country's short name ("Neustria" of "Neustria (Austrasia)").
    Short(Message),
    /// A message without arguments, a space, then more words: "territory
    /// 4", "the card of Neustria".
    Before(&'static str, Box<Words>),
}

/// The heading of a form group: its message, when the game has one
/// (`group_label`), else the tag itself in words ("end turn").
pub fn heading(id: Option<&'static str>, group: &str) -> Words {
    match id {
        Some(id) => Words::Id(id),
        None => Words::Verbatim(group.replace('_', " ")),
    }
}

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
