//! What a reply names a menu line by ([`Key`]), and how a mail shows the
//! lines ([`shown`]). A line is named by its place in the list while no
//! label carries a number of its own; where labels do ("territory 5", "C4",
//! "(2 AP)"), by the label's own number when the words it follows are
//! shared by its neighbours ("Place a red paladin in territory 5" is 5),
//! else by a letter — so that a player who answers 5 for territory 5 never
//! gets territory 4. Words repeated at the start of three or more lines in a
//! row are said once, above them. Apart from the menu (`choices`), which
//! decides which lines a list holds: this only names and shows them, from
//! their labels alone.

use super::Line;
use std::fmt;

/// What a reply names a menu line by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    Number(u16),
    Letter(char),
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Key::Number(number) => write!(f, "{number}"),
            Key::Letter(letter) => write!(f, "{letter}"),
        }
    }
}

/// The letters that name lines whose labels carry numbers, in order: the
/// alphabet without i, l and o, which read as 1 and 0.
pub const LETTERS: &str = "abcdefghjkmnpqrstuvwxyz";

/// Lines in a row whose labels begin with the same words: `prefix` bytes
/// of each (the shared words and the space after them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Run {
    start: usize,
    end: usize,
    prefix: usize,
}

/// The fewest words a shared beginning has, and the fewest lines sharing
/// it, before it is said once.
const RUN_WORDS: usize = 3;
const RUN_LINES: usize = 3;

/// The length in bytes of the whole words `a` and `b` begin with, each
/// followed by a space.
fn shared_words(a: &str, b: &str) -> usize {
    let mut shared = 0;
    for ((index, x), y) in a.char_indices().zip(b.chars()) {
        if x != y {
            break;
        }
        if x == ' ' {
            shared = index + 1;
        }
    }
    shared
}

fn words_in(prefix: &str) -> usize {
    prefix.split_whitespace().count()
}

/// The runs of `labels`: where a line shares more words with the line
/// after its neighbour than with the neighbour itself ("at your court"
/// before "in territory 1", "in territory 2"), it stands alone, so that
/// the run says the longest shared part.
fn runs_of(labels: &[&str]) -> Vec<Run> {
    let mut runs = Vec::new();
    let mut start = 0;
    while start + 1 < labels.len() {
        let prefix = shared_words(labels[start], labels[start + 1]);
        let longer_next =
            start + 2 < labels.len() && shared_words(labels[start + 1], labels[start + 2]) > prefix;
        if words_in(&labels[start][..prefix]) < RUN_WORDS || longer_next {
            start += 1;
            continue;
        }
        let shared = &labels[start][..prefix];
        let end = (start + 1..labels.len())
            .find(|&next| !labels[next].starts_with(shared))
            .unwrap_or(labels.len());
        if end - start >= RUN_LINES {
            runs.push(Run { start, end, prefix });
            start = end;
        } else {
            start += 1;
        }
    }
    runs
}

/// The number a label's own words begin with after the shared part of its
/// run ("5 (White would then lead there…)" is 5; "C4: …" has none).
fn own_number(rest: &str) -> Option<u16> {
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after = rest[digits..].chars().next();
    if digits == 0 || digits > 4 || after.is_some_and(char::is_alphanumeric) {
        return None;
    }
    rest[..digits].parse().ok()
}

/// What each line of a list is named by (see the module's comment).
pub(super) fn keys_of(labels: &[&str]) -> Vec<Key> {
    if !labels
        .iter()
        .any(|label| label.contains(|c: char| c.is_ascii_digit()))
    {
        return (1u16..).take(labels.len()).map(Key::Number).collect();
    }
    let mut own: Vec<Option<u16>> = vec![None; labels.len()];
    for run in runs_of(labels) {
        for (index, label) in labels.iter().enumerate().take(run.end).skip(run.start) {
            own[index] = own_number(&label[run.prefix..]);
        }
    }
    let unique = |number: u16| own.iter().filter(|other| **other == Some(number)).count() == 1;
    let mut letters = LETTERS.chars();
    own.iter()
        .map(|number| match number {
            Some(number) if unique(*number) => Key::Number(*number),
            _ => Key::Letter(letters.next().unwrap_or('z')),
        })
        .collect()
}

/// A menu as a mail shows it: a row per line (its key, its words), the
/// words a run of lines shares said once on a row of its own above them
/// (no key), and each line of the run with the rest of its words — without
/// its own number when that is its key.
pub fn shown(lines: &[Line]) -> Vec<(String, String)> {
    let labels: Vec<&str> = lines.iter().map(|line| line.label.as_str()).collect();
    let runs = runs_of(&labels);
    let mut rows = Vec::with_capacity(lines.len() + runs.len());
    for (index, line) in lines.iter().enumerate() {
        let run = runs
            .iter()
            .find(|run| (run.start..run.end).contains(&index));
        match run {
            Some(run) => {
                if run.start == index {
                    rows.push((String::new(), format!("{}…", &line.label[..run.prefix])));
                }
                let rest = &line.label[run.prefix..];
                let words = match (line.key, own_number(rest)) {
                    (Key::Number(key), Some(own)) if key == own => {
                        let after = rest.trim_start_matches(|c: char| c.is_ascii_digit()).trim();
                        if after.is_empty() {
                            rest
                        } else {
                            after
                        }
                    }
                    _ => rest,
                };
                rows.push((line.key.to_string(), format!("  {words}")));
            }
            None => rows.push((line.key.to_string(), line.label.clone())),
        }
    }
    rows
}
