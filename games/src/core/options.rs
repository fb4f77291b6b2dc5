/// One option a game's creator chooses, described as data for the lobby.
///
/// A game's `Options` type deserializes from a JSON object whose keys are the
/// `key`s below and whose values are a boolean, a choice's `value` string or an
/// integer, so the service can build it from a form without knowing the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    /// Message identifiers of the translation files.
    pub label: &'static str,
    pub help: &'static str,
    pub kind: OptionKind,
    /// Seat counts this option applies to (the lobby hides it otherwise).
    pub seats: (u8, u8),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionKind {
    Bool {
        default: bool,
    },
    Choice {
        /// Each choice's value and message identifier.
        choices: Vec<(&'static str, &'static str)>,
        default: &'static str,
    },
    Integer {
        min: i64,
        max: i64,
        default: i64,
    },
}
