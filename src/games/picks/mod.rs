//! Choosing an action one step at a time: each game maps a legal action to
//! its *pick path*, the tokens a player chooses it by (a colour, then a
//! territory; a knight, then a square). The board on the web is touched
//! along it (`web::boards::pick`), and a turn mail's numbered lists follow
//! it when there are too many choices to list at once (`mail::choices`):
//! one path, so a place is chosen the same way on the page and by mail.
//! The legal actions stay the one source of what is offered: a token is a
//! step only because some legal action's path goes through it.

pub mod carolingi;
pub mod carolus_magnus;
pub mod countdown;
pub mod torres;

use crate::games::headings::Words;
use crate::games::Table;
use serde_json::Value;

/// The tokens that choose an action in the game as it stands (`table`), or
/// `None` for an action chosen by a plain button (pass, end the turn).
pub type PickPath = fn(table: &dyn Table, action: &Value) -> Option<Vec<String>>;

/// How a game names one of its tokens to a person ("C3", "your court"):
/// the words the page or the mail says in the reader's language.
pub type TokenLabel = fn(token: &str) -> Words;

/// What a game asks for when the next step's tokens are all of one kind (the
/// part of a token before `:`), e.g. "Choose a territory": an identifier of
/// the translation files.
pub type StepPrompt = fn(kind: &str) -> Option<&'static str>;

/// Whether a token names a place drawn on the board (touched there) or a
/// choice that is not on the board (offered as a button beside it).
pub type OnBoard = fn(token: &str) -> bool;

/// A game's pick rules.
#[derive(Clone, Copy)]
pub struct PickRules {
    pub path: PickPath,
    pub label: TokenLabel,
    pub prompt: StepPrompt,
    pub on_board: OnBoard,
}

/// For games whose actions are all buttons.
pub const BUTTONS_ONLY: PickRules = PickRules {
    path: |_, _| None,
    label: |token| Words::Verbatim(token.to_owned()),
    prompt: |_| None,
    on_board: |_| false,
};

/// More steps than any game's action needs: a longer path is not ours.
pub const MAX_STEPS: usize = 8;

/// The kind of a token: what comes before its `:`.
pub fn kind_of(token: &str) -> &str {
    token.split(':').next().unwrap_or(token)
}
