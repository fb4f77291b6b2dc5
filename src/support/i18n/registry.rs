//! The engines' registry (`games/`) names what to say: its form headings,
//! the words of its pick steps and prompts (`games::headings`,
//! `games::picks`), as identifiers of the translation files or engines'
//! messages. Here they are said in the reader's language, for every layer
//! that shows them (pages, mail, replies, the API): the registry itself
//! says nothing in words.

use super::{say, t, Lang};
use crate::games::headings::Words;

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
