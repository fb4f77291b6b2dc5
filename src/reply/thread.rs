//! The answer's place in the reply's thread: its `In-Reply-To` and
//! `References` (the reply's own Message-ID after its references) and its
//! subject ("Re: " and the reply's subject without its reply marks), so
//! that mail clients show the answer under the reply. Apart from `receive`
//! because it reads only the reply's headers, never the game.

use crate::store::replies::Thread;
use mail_parser::{HeaderValue, Message};

/// A Message-ID as it may go into a header of ours: printable, without
/// spaces or angle brackets, not too long.
fn header_safe_id(id: &str) -> Option<String> {
    let id = id.trim().trim_matches(['<', '>']);
    (!id.is_empty()
        && id.len() <= 250
        && id
            .chars()
            .all(|c| c.is_ascii_graphic() && c != '<' && c != '>'))
    .then(|| format!("<{id}>"))
}

/// The thread the answer joins: the reply's Message-ID after its own
/// references (the last ten in all).
pub(super) fn thread_of(message: &Message) -> Option<Thread> {
    let in_reply_to = header_safe_id(message.message_id()?)?;
    let mut references: Vec<String> = match message.references() {
        HeaderValue::Text(id) => vec![id.to_string()],
        HeaderValue::TextList(ids) => ids.iter().map(|id| id.to_string()).collect(),
        _ => Vec::new(),
    }
    .iter()
    .filter_map(|id| header_safe_id(id))
    .collect();
    references.push(in_reply_to.clone());
    let skip = references.len().saturating_sub(10);
    Some(Thread {
        in_reply_to,
        references: references[skip..].join(" "),
    })
}

/// The answer's subject: "Re: " and the reply's own subject without its
/// reply marks ("Re:", "AW:", "RE :"), so that clients thread it; none when
/// the reply had none.
pub(super) fn answer_subject(message: &Message) -> Option<String> {
    let subject: String = message
        .subject()?
        .chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let mut rest = subject.as_str();
    loop {
        let lower = rest.to_lowercase();
        let Some(mark) = super::vocabulary::vocabulary()
            .subject_marks
            .iter()
            .find(|mark| lower.starts_with(mark.as_str()))
        else {
            break;
        };
        // (Lower case may change a text's length: never cut inside a letter.)
        let Some(after) = rest.get(mark.len()..) else {
            break;
        };
        rest = after.trim_start();
    }
    let rest: String = rest.chars().take(200).collect();
    (!rest.is_empty()).then(|| format!("Re: {rest}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mail_parser::MessageParser;

    fn parsed(raw: &str) -> Message<'_> {
        MessageParser::default().parse(raw.as_bytes()).unwrap()
    }

    #[test]
    fn an_answer_joins_the_reply_s_thread() {
        let raw = "From: a@example.org\r\nSubject: RE: Re: Your turn: Torres with bob\r\nMessage-ID: <r2@example.org>\r\nReferences: <outbox-7@scriptorium.test> <r1@example.org>\r\n\r\n3\r\n";
        let message = parsed(raw);
        assert_eq!(
            thread_of(&message),
            Some(Thread {
                in_reply_to: "<r2@example.org>".into(),
                references: "<outbox-7@scriptorium.test> <r1@example.org> <r2@example.org>".into(),
            })
        );
        assert_eq!(
            answer_subject(&message).as_deref(),
            Some("Re: Your turn: Torres with bob")
        );
        let bare = parsed("From: a@example.org\r\nSubject: AW: Du bist dran\r\n\r\n3\r\n");
        assert_eq!(thread_of(&bare), None);
        assert_eq!(answer_subject(&bare).as_deref(), Some("Re: Du bist dran"));
    }
}
