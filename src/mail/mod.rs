//! Emails: composed in the recipient's language, written to the outbox in the
//! transaction of whatever caused them, sent later by the worker.

pub mod choices;
mod digest;
mod event_notices;
pub mod notifications;
pub mod quiet;
pub mod reply_address;
pub mod words;
pub mod worker;

use crate::store::outbox::{self, NewMail};
use crate::store::users::Contact;
use crate::support::i18n::Lang;
use crate::support::i18n::{t, t_args};
use askama::Template;
use sqlx::PgConnection;
use std::sync::OnceLock;
use uuid::Uuid;

/// The public address of the service, for links in mail. Set once at start-up.
static BASE_URL: OnceLock<String> = OnceLock::new();

pub fn set_base_url(url: &str) {
    let _ = BASE_URL.set(url.trim_end_matches('/').to_owned());
}

pub fn link(path: &str) -> String {
    format!(
        "{}{path}",
        BASE_URL
            .get()
            .map(String::as_str)
            .unwrap_or("http://localhost:8080")
    )
}

pub use crate::store::outbox::LetterKind as MailKind;

fn lang_of(contact: &Contact) -> Lang {
    contact
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default()
}

/// What a mail with one link says, in the recipient's language: the words
/// of both parts, which the templates `email/letter.txt` and
/// `email/letter.html` lay out.
pub struct Letter<'a> {
    pub lang: &'a str,
    pub subject: &'a str,
    pub greeting: String,
    pub body: &'a str,
    pub url: &'a str,
    pub footer: Option<&'a str>,
    pub signature: &'a str,
}

#[derive(Template)]
#[template(path = "email/letter.txt")]
struct LetterText<'a> {
    letter: &'a Letter<'a>,
}

/// A complete HTML document: mail clients that open the part on its own
/// show the subject as its title.
#[derive(Template)]
#[template(path = "email/letter.html")]
struct LetterHtml<'a> {
    letter: &'a Letter<'a>,
}

/// A message of a greeting, a body sentence and one link, in both parts.
pub fn compose(
    kind: MailKind,
    to: &Contact,
    subject: String,
    body: &str,
    url: &str,
    footer: Option<&str>,
) -> NewMail {
    let lang = lang_of(to);
    let letter = Letter {
        lang: lang.code(),
        subject: &subject,
        greeting: t_args(
            lang,
            "mail-greeting",
            &[("name", to.username.as_str().into())],
        ),
        body,
        url,
        footer,
        signature: t(lang, "mail-signature"),
    };
    // The templates only print strings: rendering cannot fail.
    let body_text = LetterText { letter: &letter }.render().unwrap_or_default();
    let body_html = LetterHtml { letter: &letter }.render().unwrap_or_default();
    NewMail {
        reply_to: None,
        user_id: Some(to.id),
        to_address: to.email.clone(),
        kind,
        subject,
        body_text,
        body_html,
    }
}

/// How long an unsubscribe link works.
const UNSUBSCRIBE_DAYS: i64 = 60;

static LINK_KEY: OnceLock<Vec<u8>> = OnceLock::new();

/// The key that signs links in mail. Set once at start-up.
pub fn set_link_key(key: &[u8]) {
    let _ = LINK_KEY.set(key.to_vec());
}

/// The key that signs links and reply addresses in mail.
pub fn link_key() -> &'static [u8] {
    LINK_KEY.get().map(Vec::as_slice).unwrap_or(b"unset")
}

fn unsubscribe_message(user: Uuid, expires: i64) -> String {
    format!("unsubscribe:{user}:{expires}")
}

/// A signed, expiring link that turns the user's notification mail off
/// without logging in (and logs nobody in).
pub fn unsubscribe_link(user: Uuid, now: chrono::DateTime<chrono::Utc>) -> String {
    let expires = (now + chrono::Duration::days(UNSUBSCRIBE_DAYS)).timestamp();
    let key = LINK_KEY.get().map(Vec::as_slice).unwrap_or(b"unset");
    let signature = crate::support::crypto::sign(key, &unsubscribe_message(user, expires));
    link(&format!("/unsubscribe/{user}/{expires}/{signature}"))
}

/// Checks an unsubscribe link's signature and expiry.
pub fn unsubscribe_valid(
    user: Uuid,
    expires: i64,
    signature: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> bool {
    let key = LINK_KEY.get().map(Vec::as_slice).unwrap_or(b"unset");
    expires >= now.timestamp()
        && crate::support::crypto::verify(key, &unsubscribe_message(user, expires), signature)
}

/// The answer to a reply to a turn mail (play by reply): what became of it,
/// the choices now (answerable at `reply_to`), the game's link.
pub struct Answer<'a> {
    pub to: &'a crate::store::users::Recipient,
    pub game_name: &'a str,
    /// "Re: " and the reply's subject, so that clients thread the answer
    /// with it (the game's name when the reply had no subject).
    pub subject: Option<String>,
    /// The reply answered (`In-Reply-To`, `References`).
    pub thread: Option<crate::store::replies::Thread>,
    pub lines: Vec<String>,
    /// What the player may decide now, each with what a reply names it by
    /// (`choices::shown`).
    pub choices: Vec<(String, String)>,
    pub url: String,
    pub reply_to: Option<String>,
}

#[derive(Template)]
#[template(path = "email/answer.txt")]
struct AnswerText<'a> {
    answer: &'a Answer<'a>,
    greeting: String,
    choices_heading: &'static str,
    signature: &'static str,
}

#[derive(Template)]
#[template(path = "email/answer.html")]
struct AnswerHtml<'a> {
    answer: &'a Answer<'a>,
    lang: &'static str,
    subject: &'a str,
    greeting: String,
    choices_heading: &'static str,
    open_game: &'static str,
    signature: &'static str,
}

/// Queues the answer to a reply, to the player's own address, in the
/// reply's thread.
pub async fn send_reply_answer(
    conn: &mut PgConnection,
    answer: &Answer<'_>,
) -> Result<(), sqlx::Error> {
    let lang = answer
        .to
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default();
    let subject = answer.subject.clone().unwrap_or_else(|| {
        t_args(
            lang,
            "mail-answer-subject",
            &[("game", answer.game_name.into())],
        )
    });
    let greeting = t_args(
        lang,
        "mail-greeting",
        &[("name", answer.to.username.as_str().into())],
    );
    let choices_heading = if answer.reply_to.is_some() {
        t(lang, "mail-choices-heading-reply")
    } else {
        t(lang, "mail-choices-heading")
    };
    let signature = t(lang, "mail-signature");
    // The templates only print strings: rendering cannot fail.
    let body_text = AnswerText {
        answer,
        greeting: greeting.clone(),
        choices_heading,
        signature,
    }
    .render()
    .unwrap_or_default();
    let body_html = AnswerHtml {
        answer,
        lang: lang.code(),
        subject: &subject,
        greeting,
        choices_heading,
        open_game: t(lang, "mail-open-game"),
        signature,
    }
    .render()
    .unwrap_or_default();
    outbox::enqueue(
        conn,
        &NewMail {
            user_id: Some(answer.to.id),
            to_address: answer.to.email.clone(),
            kind: MailKind::ReplyAnswer,
            subject,
            body_text,
            body_html,
            reply_to: answer.reply_to.clone(),
        },
    )
    .await?;
    if let Some(thread) = &answer.thread {
        crate::store::replies::record_thread(conn, thread).await?;
    }
    Ok(())
}

pub async fn send_password_reset(
    conn: &mut PgConnection,
    to: &Contact,
    url: &str,
) -> Result<(), sqlx::Error> {
    let lang = lang_of(to);
    let mail = compose(
        MailKind::PasswordReset,
        to,
        t(lang, "mail-reset-subject").to_owned(),
        t(lang, "mail-reset-body"),
        url,
        Some(t(lang, "mail-reset-ignore")),
    );
    outbox::enqueue(conn, &mail).await
}

/// What a mention's notice shows of the talk: who wrote, and the start of
/// what they wrote, in the recipient's language.
pub fn mention_note(author: &str, to: &Contact, body: &str) -> String {
    let excerpt: String = body.chars().take(500).collect();
    t_args(
        lang_of(to),
        "mail-mention-quote",
        &[("author", author.into()), ("excerpt", excerpt.into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contact(language: &str) -> Contact {
        Contact {
            id: Uuid::nil(),
            username: "alice".into(),
            email: "alice@example.org".into(),
            language: Some(language.into()),
            time_zone: "UTC".into(),
        }
    }

    #[test]
    fn a_letter_has_the_same_words_in_both_parts() {
        let mail = compose(
            MailKind::PasswordReset,
            &contact("fr"),
            "Sujet".into(),
            "Corps <du> message",
            "https://example.org/reset?a=1&b=2",
            Some("Pied"),
        );
        assert_eq!(
            mail.body_text,
            "Bonjour alice,\n\nCorps <du> message\n\nhttps://example.org/reset?a=1&b=2\n\nPied\n\n— Scriptorium"
        );
        let html = &mail.body_html;
        assert!(
            html.starts_with("<!doctype html>\n<html lang=\"fr\">"),
            "{html}"
        );
        assert!(html.contains("<title>Sujet</title>"));
        assert!(html.contains("<p>Bonjour alice,</p>"));
        assert!(html.contains("<p>Corps &#60;du&#62; message</p>"), "{html}");
        assert!(
            html.contains("href=\"https://example.org/reset?a=1&#38;b=2\""),
            "{html}"
        );
        assert!(html.contains("<p>Pied</p>"));
    }

    #[test]
    fn a_letter_without_a_footer_has_no_empty_paragraph() {
        let mail = compose(
            MailKind::VerifyEmail,
            &contact("en"),
            "Subject".into(),
            "Body",
            "https://example.org/x",
            None,
        );
        assert_eq!(
            mail.body_text,
            "Hello alice,\n\nBody\n\nhttps://example.org/x\n\n— Scriptorium"
        );
        assert!(!mail.body_html.contains("<p></p>"));
    }
}
