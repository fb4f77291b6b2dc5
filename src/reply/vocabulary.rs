//! What mail clients and people write in a reply, in each of our languages
//! ("wrote:", "a écrit :", "schrieb:"; "From:", "De :", "Von:"; "three",
//! "trois", "drei"; "Automatic reply", "Abwesenheitsnotiz"), for the
//! receiver to read replies by. The words live with each language's other
//! words (`locales/*/service.ftl`, the `reply-read-*` lists), so that a new
//! language brings the way its mail clients write; this gathers every
//! language's list once, in lower case.

use crate::support::i18n::{t, Lang};
use std::sync::OnceLock;

/// Every language's words of each kind, lower case.
pub struct Vocabulary {
    /// The first word of a line introducing a quote ("on", "le", "am").
    pub openers: Vec<String>,
    /// How such a line ends ("wrote:", "a écrit :", "schrieb:").
    pub attribution_ends: Vec<String>,
    /// Its verb, wherever it stands ("wrote", "écrit", "schrieb").
    pub attribution_verbs: Vec<String>,
    /// The first field of a header block ("from", "de", "von").
    pub header_senders: Vec<String>,
    /// Its other fields ("sent", "to", "objet", "betreff").
    pub header_fields: Vec<String>,
    /// The names of separators before a quoted or forwarded mail.
    pub separators: Vec<String>,
    /// How phone and web mail footers begin ("sent from", "von meinem").
    pub footers: Vec<String>,
    /// Number words, each with its number ("three" 3, "trois" 3, "ein" 1).
    pub number_words: Vec<(String, u16)>,
    /// Words before a number that only say "number" ("no.", "nr.", "n°").
    pub number_marks: Vec<String>,
    /// The first word of a greeting.
    pub greetings: Vec<String>,
    /// Yes, in a word.
    pub yes: Vec<String>,
    /// A subject's reply marks ("re:", "aw:", "réf :").
    pub subject_marks: Vec<String>,
    /// What an autoresponder's subject says.
    pub responder_subjects: Vec<String>,
}

/// Every language's list `reply-read-<name>`, lower case, without repeats.
fn lists(name: &str) -> Vec<String> {
    let id = format!("reply-read-{name}");
    let mut words: Vec<String> = Vec::new();
    for lang in Lang::all() {
        for word in t(lang, &id).split('|') {
            let word = word.trim().to_lowercase();
            if !word.is_empty() && !words.contains(&word) {
                words.push(word);
            }
        }
    }
    words
}

/// The number words: each language's list is one to twenty, in order,
/// spellings of one number separated by `/`.
fn number_words() -> Vec<(String, u16)> {
    let mut words = Vec::new();
    for lang in Lang::all() {
        for (spellings, number) in t(lang, "reply-read-number-words").split('|').zip(1u16..) {
            for word in spellings.split('/') {
                let word = word.trim().to_lowercase();
                if !word.is_empty() && !words.iter().any(|(known, _)| *known == word) {
                    words.push((word, number));
                }
            }
        }
    }
    words
}

/// The words of every language, gathered at first use.
pub fn vocabulary() -> &'static Vocabulary {
    static WORDS: OnceLock<Vocabulary> = OnceLock::new();
    WORDS.get_or_init(|| Vocabulary {
        openers: lists("openers"),
        attribution_ends: lists("attribution-ends"),
        attribution_verbs: lists("attribution-verbs"),
        header_senders: lists("header-senders"),
        header_fields: lists("header-fields"),
        separators: lists("separators"),
        footers: lists("footers"),
        number_words: number_words(),
        number_marks: lists("number-marks"),
        greetings: lists("greetings"),
        yes: lists("yes"),
        subject_marks: lists("subject-marks"),
        responder_subjects: lists("responder-subjects"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_brings_its_words() {
        let words = vocabulary();
        for ending in ["wrote:", "a écrit :", "schrieb:"] {
            assert!(
                words.attribution_ends.contains(&ending.to_owned()),
                "{ending}"
            );
        }
        for (word, number) in [
            ("twenty", 20),
            ("une", 1),
            ("ein", 1),
            ("zwo", 2),
            ("vingt", 20),
        ] {
            assert!(
                words.number_words.contains(&(word.to_owned(), number)),
                "{word}"
            );
        }
        assert!(words.header_senders.contains(&"von".to_owned()));
        assert!(words
            .responder_subjects
            .contains(&"abwesenheitsnotiz".to_owned()));
    }
}
