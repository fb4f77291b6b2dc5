//! The engines' registry (`games/`) names what to say: its form headings,
//! the words of its pick steps and prompts (`games::headings`,
//! `games::picks`), an offer's label and a refusal (`games::erased`), as
//! identifiers of the translation files or engines' messages. Here they are
//! said in the reader's language, for every layer that shows them (pages,
//! mail, replies, the API): the registry itself says nothing in words.

use super::{say, t, Lang};
use crate::games::headings::Words;
use crate::games::{Explanation, Offer};

/// An offered action's label in `lang`: action labels name no players,
/// only seat numbers.
pub fn label(lang: Lang, offer: &Offer) -> String {
    say(lang, &offer.label, &[])
}

/// Why something was refused, in `lang`.
pub fn explanation(lang: Lang, explanation: &Explanation) -> String {
    say(lang, &explanation.0, &[])
}

/// In English, for logs and the headless rules command.
impl std::fmt::Display for Explanation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&explanation(Lang::ENGLISH, self))
    }
}

/// `words` in `lang`.
pub fn words(lang: Lang, words: &Words) -> String {
    match words {
        Words::Verbatim(text) => text.clone(),
        Words::Id(id) => t(lang, id).to_owned(),
        Words::Message(message) => say(lang, message, &[]),
        Words::Capitalised(id) => {
            let text = t(lang, id);
            let mut chars = text.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => String::new(),
            }
        }
        Words::Short(message) => {
            let name = say(lang, message, &[]);
            match name.split_once(" (") {
                Some((short, _)) => short.to_owned(),
                None => name,
            }
        }
        Words::Before(id, rest) => format!("{} {}", t(lang, id), self::words(lang, rest)),
    }
}
