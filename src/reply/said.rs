//! What the player's own words say (`written` found them): a choice of the
//! menu ("3", "3.", "#3", "3)", "three", "trois", "drei", "c)"), after a
//! greeting or not ("Hi,\n\n3"); a yes (to a question we asked); a short
//! text naming a choice among other words ("3 please", "I'll take three"),
//! which is never guessed at but asked about; or a message for the table.

use super::vocabulary::vocabulary;
use crate::mail::choices::{Key, LETTERS};

/// What a reply says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A number or a letter alone (its first line, after any greeting).
    Key(Key),
    /// "Yes", "oui", "ja": the answer to "Did you mean …?".
    Yes,
    /// A short text naming these numbers or letters among other words: the
    /// player is asked what they meant.
    Maybe(Vec<Key>),
    /// A message for the table.
    Words(String),
    Nothing,
}

/// The most words a reply may have for a number in it to be asked about
/// rather than posted.
const SHORT: usize = 8;

/// A word without the punctuation around it ("3.", "#3", "(c)", "trois,").
fn bare(word: &str) -> String {
    word.trim_matches(|c: char| !(c.is_alphanumeric() || c == '°' || c == '\'' || c == '-'))
        .trim_start_matches('#')
        .to_lowercase()
}

fn number_word(word: &str) -> Option<u16> {
    let word = bare(word);
    vocabulary()
        .number_words
        .iter()
        .find(|(name, _)| *name == word)
        .map(|(_, number)| *number)
}

fn digits(word: &str) -> Option<u16> {
    let word = bare(word);
    let word = word.trim_start_matches("n°");
    (!word.is_empty() && word.len() <= 4 && word.chars().all(|c| c.is_ascii_digit()))
        .then(|| word.parse().ok())
        .flatten()
}

/// A letter standing for a line: "c", "c)", "(c)", "c.", "C:".
fn letter(word: &str) -> Option<char> {
    let bare = bare(word);
    let mut chars = bare.chars();
    let (Some(letter), None) = (chars.next(), chars.next()) else {
        return None;
    };
    LETTERS.contains(letter).then_some(letter)
}

/// A whole line that only names a line of the menu.
fn key_alone(line: &str) -> Option<Key> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let words = match words.as_slice() {
        [mark, rest @ ..]
            if vocabulary().number_marks.contains(&bare(mark)) && !rest.is_empty() =>
        {
            rest
        }
        all => all,
    };
    match words {
        [one] => digits(one)
            .or_else(|| number_word(one))
            .map(Key::Number)
            .or_else(|| letter(one).map(Key::Letter)),
        // "n° 3", "# 3"
        [mark, one] if matches!(*mark, "#" | "n°" | "N°") => digits(one).map(Key::Number),
        _ => None,
    }
}

/// Whether a line is only a greeting ("Hi,", "Hello Anna!", "Bonjour à
/// tous", "Guten Morgen,"), or opens with one before a comma.
fn greeting_end(line: &str) -> Option<usize> {
    let first = line.split_whitespace().next().map(bare)?;
    if !vocabulary().greetings.contains(&first) {
        return None;
    }
    match line.find([',', '!']) {
        Some(end) if line[..end].split_whitespace().count() <= 3 => Some(end + 1),
        None if line.split_whitespace().count() <= 3 => Some(line.len()),
        _ => None,
    }
}

/// What `words` (the player's own lines) say.
pub fn said(words: &str) -> Said {
    let mut lines: Vec<&str> = words
        .lines()
        .map(str::trim)
        .skip_while(|line| line.is_empty())
        .collect();
    let Some(first) = lines.first().copied() else {
        return Said::Nothing;
    };
    // A greeting on a line of its own, or before a comma on the first line.
    if let Some(end) = greeting_end(first) {
        let rest = first[end..].trim();
        if rest.is_empty() {
            lines.remove(0);
            while lines.first().is_some_and(|line| line.is_empty()) {
                lines.remove(0);
            }
        } else {
            lines[0] = rest;
        }
    }
    let Some(first) = lines.first().copied() else {
        // Only a greeting: nothing to read, nothing worth posting.
        return Said::Nothing;
    };
    if let Some(key) = key_alone(first) {
        return Said::Key(key);
    }
    let text = lines.join("\n");
    let all: Vec<&str> = text
        .split_whitespace()
        .filter(|word| !bare(word).is_empty())
        .collect();
    if all.len() <= 2
        && all
            .iter()
            .all(|word| vocabulary().yes.contains(&bare(word)))
    {
        return Said::Yes;
    }
    if all.len() <= SHORT {
        let mut keys: Vec<Key> = Vec::new();
        for word in &all {
            let key = digits(word).map(Key::Number).or_else(|| {
                // Number words are also articles ("un", "ein"): only in a
                // reply of a few words are they taken for numbers.
                (all.len() <= 4)
                    .then(|| number_word(word))
                    .flatten()
                    .map(Key::Number)
            });
            let key = key.or_else(|| {
                // A letter only where it is marked as one: "(c)", "c)".
                (word.ends_with(')') && word.len() <= 3)
                    .then(|| letter(word))
                    .flatten()
                    .map(Key::Letter)
            });
            if let Some(key) = key.filter(|key| !keys.contains(key)) {
                keys.push(key);
            }
        }
        if !keys.is_empty() {
            return Said::Maybe(keys);
        }
    }
    // The message as written, greeting and all.
    Said::Words(words.trim().to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(number: u16) -> Said {
        Said::Key(Key::Number(number))
    }

    #[test]
    fn a_number_however_written_is_read() {
        for (text, number) in [
            ("3", 3),
            ("3.", 3),
            ("#3", 3),
            ("3)", 3),
            ("(3)", 3),
            ("  12.  ", 12),
            ("three", 3),
            ("Three.", 3),
            ("trois", 3),
            ("Drei", 3),
            ("zwölf", 12),
            ("dix-sept", 17),
            ("No. 4", 4),
            ("n° 4", 4),
            ("Nr. 4", 4),
            ("Option 5", 5),
            ("Hi,\n\n3", 3),
            ("Hi, 3", 3),
            ("Hallo Bob,\ndrei\n\nGruß, Anna", 3),
            ("Bonjour !\n\n2\n\nMerci", 2),
            ("3\n\nThanks, nice game!", 3),
        ] {
            assert_eq!(said(text), key(number), "{text:?}");
        }
        assert_eq!(said("c)"), Said::Key(Key::Letter('c')));
        assert_eq!(said("B"), Said::Key(Key::Letter('b')));
    }

    #[test]
    fn a_number_among_a_few_words_is_asked_about_and_longer_talk_is_talk() {
        assert_eq!(said("3 please"), Said::Maybe(vec![Key::Number(3)]));
        assert_eq!(said("I'll take three"), Said::Maybe(vec![Key::Number(3)]));
        assert_eq!(
            said("Hi,\n\nI'd go with 2 or 4"),
            Said::Maybe(vec![Key::Number(2), Key::Number(4)])
        );
        assert_eq!(said("yes"), Said::Yes);
        assert_eq!(said("Oui !"), Said::Yes);
        assert_eq!(
            said("Good game so far! I will need a day or two for the next move, sorry."),
            Said::Words(
                "Good game so far! I will need a day or two for the next move, sorry.".into()
            )
        );
        assert_eq!(
            said("Hi Bob,\n\nnice castle!"),
            Said::Words("Hi Bob,\n\nnice castle!".into())
        );
        assert_eq!(said("Hi,"), Said::Nothing);
        assert_eq!(said(""), Said::Nothing);
    }
}
