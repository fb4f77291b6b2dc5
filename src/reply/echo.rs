//! Nothing of our own mail is ever posted at the table, whatever a mail
//! client did to it: a second line of defence behind `written`. The words
//! about to be posted lose every line that is a line of a mail the reply
//! may answer (quoted without `>`, rewrapped, its `>` taken off), and every
//! line that names our sender, the player's own address, our site or the
//! reply domain (a header block, an attribution, a link of ours: the turn
//! mail's unsubscribe link is the player's alone).

use super::written::html_text;
use std::collections::HashSet;

/// The mails a reply may quote, as lines to hold back.
pub struct OwnMail {
    lines: HashSet<String>,
    /// All of their words in a row: a line rewrapped by a client is a
    /// piece of it.
    text: String,
    /// What a player's message never contains: our addresses, our hosts.
    marks: Vec<String>,
}

/// The shortest line held back for being a piece of one of our lines
/// (shorter ones only when they are a whole line of ours).
const PIECE_CHARS: usize = 16;

/// A line as it is compared: without quote marks, bold stars and bullet
/// marks around it, its spaces single, in lower case.
fn normal(line: &str) -> String {
    let line = line
        .trim()
        .trim_start_matches(|c: char| c == '>' || c.is_whitespace())
        .trim_matches(|c: char| c == '*' || c == '•' || c.is_whitespace());
    line.split(|c: char| c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}')
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

impl OwnMail {
    /// `mails`: the plain and HTML texts of the mails the reply may answer;
    /// `marks`: addresses and host names that never belong in a message.
    pub fn new(mails: &[(Option<String>, Option<String>)], marks: &[&str]) -> OwnMail {
        let mut lines = HashSet::new();
        let mut text = String::new();
        for (plain, html) in mails {
            let html = html.as_deref().map(html_text);
            for body in plain.iter().chain(html.iter()) {
                for line in body.lines() {
                    let line = normal(line);
                    if !line.is_empty() {
                        text.push_str(&line);
                        text.push(' ');
                        lines.insert(line);
                    }
                }
            }
        }
        OwnMail {
            lines,
            text,
            marks: marks
                .iter()
                .map(|mark| mark.trim().to_lowercase())
                .filter(|mark| mark.len() >= 4)
                .collect(),
        }
    }

    fn is_ours(&self, line: &str) -> bool {
        let line = normal(line);
        !line.is_empty()
            && (self.lines.contains(&line)
                || (line.chars().count() >= PIECE_CHARS && self.text.contains(&line))
                || self.marks.iter().any(|mark| line.contains(mark.as_str())))
    }

    /// `words` without the lines of ours, and how many were held back.
    pub fn without_ours(&self, words: &str) -> (String, usize) {
        let mut held = 0;
        let mut kept: Vec<&str> = Vec::new();
        for line in words.lines() {
            if self.is_ours(line) {
                held += 1;
                continue;
            }
            if line.trim().is_empty() && kept.last().is_none_or(|last| last.trim().is_empty()) {
                continue;
            }
            kept.push(line);
        }
        while kept.last().is_some_and(|line| line.trim().is_empty()) {
            kept.pop();
        }
        (kept.join("\n"), held)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_ours_are_held_back_however_rewrapped() {
        let ours = OwnMail::new(
            &[(
                Some("Hello anna,\n\nYour choices now (reply to this mail with the number or letter of a choice to play it):\n   1  Place the Fight tile face down on the Scriptorium\nhttps://games.example/unsubscribe/abc".into()),
                Some("<p>Hello anna,</p><ul><li><b>1</b>&#160; Place the Fight tile</li></ul>".into()),
            )],
            &["noreply@games.example", "anna@example.org", "games.example"],
        );
        let reply = "Good luck!\n\nHello anna,\nYour choices now (reply to this mail with the\nnumber or letter of a choice to play it):\n1 Place the Fight tile face down on the Scriptorium\nScriptorium <noreply@games.example> wrote:\n<https://games.example/unsubscribe/abc>\nSee you";
        let (kept, held) = ours.without_ours(reply);
        assert_eq!(kept, "Good luck!\n\nSee you");
        assert_eq!(held, 6);
        // A short line of the player's own that happens to be a word of ours
        // stays.
        assert_eq!(ours.without_ours("choices").0, "choices");
    }
}
