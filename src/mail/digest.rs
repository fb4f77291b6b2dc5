//! The layout of a notification mail: one or more sections (one per game
//! update) under a greeting, in the recipient's language, which the
//! templates `email/digest.txt` and `email/digest.html` lay out. Apart from
//! `notifications`, which decides what the sections say and when they go:
//! this is only what a mail is made of.

use super::reply_address::ReplyToken;
use askama::Template;
use chrono::{DateTime, Utc};

/// A mail of one or more sections (one per game update), in the
/// recipient's language; `email/digest.txt` and `email/digest.html` lay
/// it out.
pub(super) struct Digest<'a> {
    pub(super) lang: &'a str,
    pub(super) subject: &'a str,
    pub(super) greeting: String,
    pub(super) sections: &'a [Section],
    pub(super) open_game: &'a str,
    pub(super) preferences: &'a str,
    pub(super) unsubscribe_label: &'a str,
    pub(super) unsubscribe_line: String,
    pub(super) unsubscribe_url: &'a str,
    pub(super) signature: &'a str,
    /// Says what the numbered list under a turn is.
    pub(super) choices_heading: &'a str,
}

#[derive(Template)]
#[template(path = "email/digest.txt")]
pub(super) struct DigestText<'a> {
    pub(super) digest: &'a Digest<'a>,
}

/// A complete HTML document: mail clients that open the part on its own
/// show the subject as its title.
#[derive(Template)]
#[template(path = "email/digest.html")]
pub(super) struct DigestHtml<'a> {
    pub(super) digest: &'a Digest<'a>,
}

pub(super) struct Section {
    pub(super) subject: String,
    /// What the player may decide now, each with what a reply names it by
    /// (a turn or a reminder; `choices::shown`).
    pub(super) choices: Vec<(String, String)>,
    /// The decision a reply to this section would make (play by reply).
    pub(super) reply: Option<ReplyToken>,
    /// A decision waits on the recipient: such a section leads a bundle.
    pub(super) is_turn: bool,
    /// When the recipient's time for that decision runs out, if it can.
    pub(super) cut_off: Option<DateTime<Utc>>,
    /// The first steps of what the others did since the recipient's last
    /// decision (a turn's section): what a push tells under its heading.
    pub(super) recap: Vec<String>,
    pub(super) heading: String,
    pub(super) lines: Vec<String>,
    pub(super) url: String,
    /// The link's words, when not "open the game" (an event's page).
    pub(super) open: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_lists_each_section_with_its_lines_and_link() {
        let sections = vec![
            Section {
                subject: "s1".into(),
                choices: vec![
                    ("1".into(), "Place a knight on C4".into()),
                    ("2".into(), "End the turn".into()),
                ],
                reply: None,
                is_turn: true,
                cut_off: None,
                recap: vec![],
                heading: "Torres — Your turn".into(),
                lines: vec!["Bob moved".into(), "Deadline: soon".into()],
                url: "https://example.org/games/1".into(),
                open: None,
            },
            Section {
                subject: "s2".into(),
                choices: vec![],
                reply: None,
                is_turn: false,
                cut_off: None,
                recap: vec![],
                heading: "Carolingi — Game over".into(),
                lines: vec![],
                url: "https://example.org/events/2".into(),
                open: Some("Open the event".into()),
            },
        ];
        let digest = Digest {
            lang: "en",
            subject: "Subject <1>",
            greeting: "Hello alice,".into(),
            sections: &sections,
            open_game: "Open the game",
            preferences: "Preferences.",
            unsubscribe_label: "Stop these emails",
            unsubscribe_line: "Stop these emails: https://example.org/u".into(),
            unsubscribe_url: "https://example.org/u",
            signature: "— Scriptorium",
            choices_heading: "Your choices now:",
        };
        assert_eq!(
            DigestText { digest: &digest }.render().unwrap(),
            "Hello alice,\n\n## Torres — Your turn\n- Bob moved\n- Deadline: soon\n\
             Your choices now:\n   1  Place a knight on C4\n   2  End the turn\n\
             https://example.org/games/1\n\n## Carolingi — Game over\nhttps://example.org/events/2\n\n\
             Preferences.\nStop these emails: https://example.org/u\n— Scriptorium"
        );
        let html = DigestHtml { digest: &digest }.render().unwrap();
        assert!(
            html.contains("<title>Subject &#60;1&#62;</title>"),
            "{html}"
        );
        assert!(
            html.contains("<li>Bob moved</li>\n<li>Deadline: soon</li>"),
            "{html}"
        );
        assert!(html.contains("<a href=\"https://example.org/games/1\">Open the game</a>"));
        assert!(html.contains("<a href=\"https://example.org/events/2\">Open the event</a>"));
        assert_eq!(html.matches("<h2").count(), 2);
    }
}
