//! Text that arrives from outside, checked once at the edge. Each kind of
//! text input has a type here (username, email, password, message, note,
//! label, a name to look up, a redirect target); a value of that type has
//! passed its kind's rules (length, normalisation, no control characters), so
//! the code behind the handlers never sees an unchecked string.
//!
//! Control characters are refused rather than stripped: a NUL cannot be
//! stored in PostgreSQL text, a line break in a header splits it, a tab in a
//! redirect is dropped by browsers (`/\t/evil.example` becomes
//! `//evil.example`). Tabs and line breaks are allowed only in multi-line
//! text (messages and notes).

use std::borrow::Cow;
use unicode_normalization::UnicodeNormalization;
use unicode_security::confusable_detection::skeleton;
use unicode_security::{GeneralSecurityProfile, MixedScript};

pub const USERNAME_MIN_CHARS: usize = 3;
pub const USERNAME_MAX_CHARS: usize = 30;
/// RFC 5321: 64 octets of local part, 254 for the whole path.
pub const EMAIL_MAX_CHARS: usize = 254;
const EMAIL_LOCAL_MAX: usize = 64;
pub const PASSWORD_MIN_CHARS: usize = 10;
pub const PASSWORD_MAX_CHARS: usize = 200;
pub const LABEL_MAX_CHARS: usize = 60;
/// A message at a game's table, and a player's private note on a game.
pub const MAX_MESSAGE_CHARS: usize = 2000;
pub const MAX_NOTE_CHARS: usize = 20000;
/// Anything looked up by name (a login, a user to invite) is at most this
/// long: no account has a longer name or address.
pub const LOOKUP_MAX_CHARS: usize = EMAIL_MAX_CHARS;
pub const REDIRECT_MAX_CHARS: usize = 2000;

/// What is wrong with a piece of text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// NUL, escape, a line break in a one-line field… (the offending character).
    ControlCharacter(char),
    Empty,
    TooShort {
        min: usize,
    },
    TooLong {
        max: usize,
    },
    /// Not 3–30 letters, digits, '-' or '_' of the identifier profile.
    UsernameForm,
    /// Letters of several scripts (Latin "alice" with a Cyrillic "а").
    MixedScript,
    /// Not an address our mailer can deliver to.
    Email,
    /// Not a path on this site.
    Redirect,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {}", .problem.describe())]
pub struct InputError {
    /// The form field or JSON member, as the client named it.
    pub field: Cow<'static, str>,
    pub problem: Problem,
}

impl Problem {
    fn describe(&self) -> String {
        match self {
            Problem::ControlCharacter(c) => format!("control character {:?} not allowed", c),
            Problem::Empty => "empty".into(),
            Problem::TooShort { min } => format!("at least {min} characters"),
            Problem::TooLong { max } => format!("at most {max} characters"),
            Problem::UsernameForm => "not a valid username".into(),
            Problem::MixedScript => "mixes scripts".into(),
            Problem::Email => "not a deliverable email address".into(),
            Problem::Redirect => "not a path on this site".into(),
        }
    }
}

impl InputError {
    pub fn new(field: impl Into<Cow<'static, str>>, problem: Problem) -> InputError {
        InputError {
            field: field.into(),
            problem,
        }
    }

    /// The translation key of the message shown to the user.
    pub fn message_key(&self) -> &'static str {
        match self.problem {
            Problem::ControlCharacter(_) => "input-control-character",
            Problem::Empty => "input-empty",
            Problem::TooShort { .. } => "input-too-short",
            Problem::TooLong { .. } => "input-too-long",
            Problem::UsernameForm => "account-bad-username",
            Problem::MixedScript => "input-mixed-script",
            Problem::Email => "account-bad-email",
            Problem::Redirect => "input-redirect",
        }
    }

    /// Whether the request is malformed (400) rather than well-formed text
    /// that breaks a rule of its field (422, like the domain's refusals).
    pub fn is_malformed(&self) -> bool {
        matches!(
            self.problem,
            Problem::ControlCharacter(_) | Problem::Redirect
        )
    }
}

/// Whether the text may hold tabs and line breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    One,
    Many,
}

/// The first character a field of that shape may not hold. Control
/// characters are Unicode's Cc: C0, DEL and C1.
pub fn forbidden_control(text: &str, lines: Lines) -> Option<char> {
    text.chars()
        .find(|&c| c.is_control() && !(lines == Lines::Many && matches!(c, '\t' | '\n' | '\r')))
}

fn refuse_controls(field: &'static str, text: &str, lines: Lines) -> Result<(), InputError> {
    match forbidden_control(text, lines) {
        Some(c) => Err(InputError::new(field, Problem::ControlCharacter(c))),
        None => Ok(()),
    }
}

fn at_most(field: &'static str, text: &str, max: usize) -> Result<(), InputError> {
    if text.chars().count() > max {
        Err(InputError::new(field, Problem::TooLong { max }))
    } else {
        Ok(())
    }
}

/// A one-line text without control characters, trimmed, in NFC.
fn line(field: &'static str, raw: &str, max: usize) -> Result<String, InputError> {
    refuse_controls(field, raw, Lines::One)?;
    let text: String = raw.trim().nfc().collect();
    at_most(field, &text, max)?;
    Ok(text)
}

/// A multi-line text: `\r\n` and a lone `\r` become `\n`, trimmed, in NFC.
fn lines(field: &'static str, raw: &str, max: usize) -> Result<String, InputError> {
    refuse_controls(field, raw, Lines::Many)?;
    let text: String = raw
        .replace("\r\n", "\n")
        .replace('\r', "\n")
        .trim()
        .nfc()
        .collect();
    at_most(field, &text, max)?;
    Ok(text)
}

// --- usernames ---

/// The form a username is compared in: NFKC then lower case, so "Élodie",
/// "élodie" and "e\u{301}lodie" (a combining accent) are one name, and
/// full-width "ａｎｎａ" is "anna". `to_lowercase` stands in for full case
/// folding; for the letters a username may hold they differ only in rare
/// cases (final sigma), which the skeleton catches anyway.
pub fn username_key(name: &str) -> String {
    name.trim().nfkc().collect::<String>().to_lowercase()
}

/// The UTS #39 confusable skeleton of a name's key: names that look alike
/// ("alice" and Cyrillic "аlice", "anna" and "аnnа", "al1ce"/"alice")
/// share it, and it is unique per account.
pub fn username_skeleton(name: &str) -> String {
    skeleton(&username_key(name)).collect()
}

/// What a name reads as, for telling it from a computer player's: its
/// confusable skeleton with accents and the separators '-', '_', spaces and
/// brackets left out ("Alcuín", "a1cuin" and "ALCUIN" all read "alcuin").
fn reading(name: &str) -> String {
    let unaccented: String = username_key(name)
        .nfd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .collect();
    skeleton(&unaccented)
        .collect::<String>()
        .nfd()
        .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
        .filter(|c| !matches!(c, '-' | '_' | '(' | ')') && !c.is_whitespace())
        .collect()
}

/// Words that say "a program" next to a name: "Alcuin_computer", "bot-alcuin".
const COMPUTER_WORDS: &[&str] = &[
    "computer",
    "bot",
    "robot",
    "ai",
    "cpu",
    "engine",
    "ordinateur",
    "rechner",
];

/// Whether `name` would pass for one of the computer players, named
/// `computer_names` ("Alcuin (computer)": the part before the bracket is the
/// name). It does when it reads (see [`reading`]) as that name alone, or
/// as that name with one of [`COMPUTER_WORDS`] before or after it. A name
/// that merely begins like one ("alcuinus", "hugo_b") is someone's own.
pub fn passes_for_computer(name: &str, computer_names: &[String]) -> bool {
    let read = reading(name);
    computer_names.iter().any(|computer| {
        let base = computer.split(" (").next().unwrap_or(computer);
        read == reading(base)
            || COMPUTER_WORDS.iter().any(|word| {
                read == reading(&format!("{base}{word}"))
                    || read == reading(&format!("{word}{base}"))
            })
    })
}

/// A valid username: 3–30 letters, digits, '-' or '_', each allowed in
/// identifiers by UTS #39 (no obsolete scripts, no invisible characters),
/// all of one script (Japanese mixing Han and kana counts as one). Kept as
/// typed (in NFC); compared by [`username_key`] and [`username_skeleton`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(field: &'static str, raw: &str) -> Result<Username, InputError> {
        let name = line(field, raw, USERNAME_MAX_CHARS)?;
        let key = username_key(&name);
        let length = key.chars().count();
        let allowed =
            |c: char| (c.is_alphanumeric() && c.identifier_allowed()) || c == '-' || c == '_';
        if !(USERNAME_MIN_CHARS..=USERNAME_MAX_CHARS).contains(&length)
            || !name.chars().all(allowed)
            || !key.chars().all(allowed)
        {
            return Err(InputError::new(field, Problem::UsernameForm));
        }
        if !key.as_str().is_single_script() {
            return Err(InputError::new(field, Problem::MixedScript));
        }
        Ok(Username(name))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn key(&self) -> String {
        username_key(&self.0)
    }

    pub fn skeleton(&self) -> String {
        username_skeleton(&self.0)
    }
}

/// A name or address typed to find an account (login, invitation, mute):
/// one line, bounded; whether it matches anyone is the store's question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LookupName(String);

impl LookupName {
    pub fn parse(field: &'static str, raw: &str) -> Result<LookupName, InputError> {
        line(field, raw, LOOKUP_MAX_CHARS).map(LookupName)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Text that is only compared (an invitation token, a game's kind): one
/// line, no control characters, bounded by `max`.
pub fn one_line<'a>(field: &'static str, raw: &'a str, max: usize) -> Result<&'a str, InputError> {
    refuse_controls(field, raw, Lines::One)?;
    at_most(field, raw, max)?;
    Ok(raw)
}

/// No string of a JSON value (nor any key) holds a control character: for
/// the free-form members of API bodies (game options, actions), which are
/// read by the engines and may be stored.
pub fn json_without_controls(
    field: &'static str,
    value: &serde_json::Value,
) -> Result<(), InputError> {
    use serde_json::Value;
    match value {
        Value::String(text) => refuse_controls(field, text, Lines::One),
        Value::Array(items) => items
            .iter()
            .try_for_each(|item| json_without_controls(field, item)),
        Value::Object(members) => members.iter().try_for_each(|(key, item)| {
            refuse_controls(field, key, Lines::One)?;
            json_without_controls(field, item)
        }),
        Value::Null | Value::Bool(_) | Value::Number(_) => Ok(()),
    }
}

// --- email ---

/// An address the mail worker can deliver to through lettre's SMTP
/// transport: ASCII (lettre needs the server's SMTPUTF8 for anything else),
/// a dot-atom local part (quoted ones like `"a b"@x.org` parse, but many
/// servers refuse them and lettre cannot always send to them), a domain
/// name with a dot (no IP literals, no `localhost`), and one that
/// `lettre::Address` accepts too.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

fn is_atext(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~".contains(c)
}

fn deliverable_local_part(local: &str) -> bool {
    !local.is_empty()
        && local.len() <= EMAIL_LOCAL_MAX
        && local
            .split('.')
            .all(|atom| !atom.is_empty() && atom.chars().all(is_atext))
}

fn deliverable_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    let tld = labels.last().copied().unwrap_or_default();
    domain.len() <= 253
        && labels.len() >= 2
        && labels.iter().all(|label| {
            (1..=63).contains(&label.len())
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        })
        // A numeric last label would make "10.0.0.1" a domain.
        && tld.len() >= 2
        && tld.chars().any(|c| c.is_ascii_alphabetic())
}

impl Email {
    pub fn parse(field: &'static str, raw: &str) -> Result<Email, InputError> {
        let address = line(field, raw, EMAIL_MAX_CHARS)?;
        let refuse = || InputError::new(field, Problem::Email);
        if !address.is_ascii() || address.matches('@').count() != 1 {
            return Err(refuse());
        }
        let (local, domain) = address.split_once('@').ok_or_else(refuse)?;
        if !deliverable_local_part(local)
            || !deliverable_domain(domain)
            || address.parse::<lettre::Address>().is_err()
        {
            return Err(refuse());
        }
        Ok(Email(address))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

// --- passwords ---

/// A password as typed: only ever hashed, so it is not normalised or
/// trimmed (that would change existing passwords); control characters are
/// refused all the same. Never printed.
pub struct Password(String);

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(…)")
    }
}

impl Password {
    /// A password given to log in or to confirm: whatever it is, it is
    /// compared, never stored.
    pub fn given(field: &'static str, raw: &str) -> Result<Password, InputError> {
        refuse_controls(field, raw, Lines::One)?;
        Ok(Password(raw.to_owned()))
    }

    /// A new password: 10 to 200 characters.
    pub fn new_one(field: &'static str, raw: &str) -> Result<Password, InputError> {
        let password = Password::given(field, raw)?;
        let length = raw.chars().count();
        if length < PASSWORD_MIN_CHARS {
            return Err(InputError::new(
                field,
                Problem::TooShort {
                    min: PASSWORD_MIN_CHARS,
                },
            ));
        }
        if length > PASSWORD_MAX_CHARS {
            return Err(InputError::new(
                field,
                Problem::TooLong {
                    max: PASSWORD_MAX_CHARS,
                },
            ));
        }
        Ok(password)
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

// --- free text ---

/// A message of the table talk: multi-line, not empty, bounded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message(String);

impl Message {
    pub fn parse(field: &'static str, raw: &str) -> Result<Message, InputError> {
        let text = lines(field, raw, MAX_MESSAGE_CHARS)?;
        if text.is_empty() {
            return Err(InputError::new(field, Problem::Empty));
        }
        Ok(Message(text))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A player's private note on a game: multi-line, may be empty (clears it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note(String);

impl Note {
    pub fn parse(field: &'static str, raw: &str) -> Result<Note, InputError> {
        lines(field, raw, MAX_NOTE_CHARS).map(Note)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Why: a report's reason, an administrator's reason for an action.
/// Multi-line, not empty, at most [`MAX_REASON_CHARS`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reason(String);

pub const MAX_REASON_CHARS: usize = 1000;

impl Reason {
    pub fn parse(field: &'static str, raw: &str) -> Result<Reason, InputError> {
        let text = lines(field, raw, MAX_REASON_CHARS)?;
        if text.is_empty() {
            return Err(InputError::new(field, Problem::Empty));
        }
        Ok(Reason(text))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A short one-line name for something (an API token).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Label(String);

impl Label {
    pub fn parse(field: &'static str, raw: &str) -> Result<Label, InputError> {
        line(field, raw, LABEL_MAX_CHARS).map(Label)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

// --- redirects ---

/// The one check of every redirect target a request carries (`next`,
/// `back`): a path on this site. It starts with exactly one '/', never
/// "//" or "/\" (both mean another host to a browser), holds no control
/// character, whitespace or backslash (browsers drop tabs and line breaks,
/// so "/\t/x" is "//x"), and so can carry no scheme.
pub fn local_redirect<'a>(field: &'static str, raw: &'a str) -> Result<&'a str, InputError> {
    refuse_controls(field, raw, Lines::One)?;
    let safe = raw.starts_with('/')
        && !raw.starts_with("//")
        && raw.len() <= REDIRECT_MAX_CHARS
        && !raw.chars().any(|c| c.is_whitespace() || c == '\\');
    if safe {
        Ok(raw)
    } else {
        Err(InputError::new(field, Problem::Redirect))
    }
}

// --- request targets ---

/// Percent-decodes a path or query string (`+` stays: it is not a control
/// character either way). Bad escapes are kept as they are.
fn percent_decoded(raw: &str) -> Vec<u8> {
    let bytes = raw.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        let escaped = (bytes[index] == b'%')
            .then(|| bytes.get(index + 1..index + 3))
            .flatten()
            .and_then(|hex| std::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                decoded.push(byte);
                index += 3;
            }
            None => {
                decoded.push(bytes[index]);
                index += 1;
            }
        }
    }
    decoded
}

/// The first control character of a request's path or query string, once
/// percent-decoded (`/users/%00`, `?next=%0A`): no path segment or query
/// parameter of ours may hold one.
pub fn control_in_target(path: &str, query: &str) -> Option<InputError> {
    [("path", path), ("query", query)]
        .into_iter()
        .find_map(|(field, raw)| {
            let decoded = percent_decoded(raw);
            forbidden_control(&String::from_utf8_lossy(&decoded), Lines::One)
                .map(|c| InputError::new(field, Problem::ControlCharacter(c)))
        })
}

/// Whether `name` has the shape of a username (for finding @mentions in
/// text; a sign-up's name goes through [`Username::parse`]).
pub fn valid_username(name: &str) -> bool {
    (USERNAME_MIN_CHARS..=USERNAME_MAX_CHARS).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem<T: std::fmt::Debug>(result: Result<T, InputError>) -> Problem {
        result.unwrap_err().problem
    }

    #[test]
    fn control_characters_are_refused_and_line_breaks_only_in_multi_line_text() {
        for raw in ["a\0b", "a\u{1b}b", "a\u{7f}b", "a\u{85}b"] {
            assert!(matches!(
                problem(Label::parse("label", raw)),
                Problem::ControlCharacter(_)
            ));
            assert!(matches!(
                problem(Message::parse("body", raw)),
                Problem::ControlCharacter(_)
            ));
        }
        assert!(matches!(
            problem(Label::parse("label", "a\tb")),
            Problem::ControlCharacter('\t')
        ));
        assert_eq!(
            Message::parse("body", " one\r\n\ttwo ").unwrap().as_str(),
            "one\n\ttwo"
        );
        assert_eq!(Note::parse("body", "").unwrap().as_str(), "");
        assert_eq!(problem(Message::parse("body", " \n ")), Problem::Empty);
        assert!(matches!(
            problem(Password::given("password", "secret\0password")),
            Problem::ControlCharacter('\0')
        ));
    }

    #[test]
    fn names_that_read_as_a_computer_player_pass_for_it() {
        let computers = ["Alcuin (computer)".to_owned(), "Hugo (computer)".to_owned()];
        for name in [
            "alcuin",
            "Alcuín",
            "A1cuin",
            "Alcuin_computer",
            "bot-alcuin",
            "HugoAI",
            "hugo_cpu",
        ] {
            assert!(passes_for_computer(name, &computers), "{name}");
        }
        for name in ["alcuinus", "hugo_b", "botanist", "anna"] {
            assert!(!passes_for_computer(name, &computers), "{name}");
        }
    }

    #[test]
    fn usernames_compare_after_nfkc_and_case_folding() {
        assert_eq!(username_key("Élodie"), username_key("élodie"));
        assert_eq!(username_key("E\u{301}lodie"), username_key("élodie"));
        assert_eq!(username_key("ＡＮＮＡ"), "anna");
        assert_eq!(username_skeleton("alice"), username_skeleton("аlice"));
        assert_eq!(username_skeleton("anna"), username_skeleton("аnnа"));
        assert_ne!(username_skeleton("anna"), username_skeleton("hanna"));
    }

    #[test]
    fn usernames_of_one_script_only() {
        for good in [
            "anna",
            "Élodie",
            "jean-luc_2",
            "Ольга",
            "山田たろう",
            "ΑΘΗΝΑ",
        ] {
            assert!(Username::parse("username", good).is_ok(), "{good}");
        }
        assert_eq!(
            problem(Username::parse("username", "аlice")),
            Problem::MixedScript
        );
        for bad in [
            "ab",
            "a b c",
            "<script>",
            "zero\u{200b}width",
            "x".repeat(31).as_str(),
        ] {
            assert!(Username::parse("username", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn only_deliverable_addresses() {
        for good in [
            "anna@example.org",
            "a.b+tag@mail.example.co.uk",
            "o'neil@x-y.fr",
        ] {
            assert!(Email::parse("email", good).is_ok(), "{good}");
        }
        for bad in [
            "\"john doe\"@example.org",
            "\"a\"@example.org",
            "anna@[127.0.0.1]",
            "anna@127.0.0.1",
            "anna@localhost",
            "anna@example",
            "anna@example.123",
            "anna@-example.org",
            "a..b@example.org",
            ".a@example.org",
            "a@b@example.org",
            "élodie@example.org",
            "anna@exämple.org",
            "anna@exa mple.org",
            "<b>@x",
            "not-an-email",
        ] {
            assert_eq!(problem(Email::parse("email", bad)), Problem::Email, "{bad}");
        }
        assert!(matches!(
            problem(Email::parse("email", "anna@example.org\0")),
            Problem::ControlCharacter('\0')
        ));
    }

    #[test]
    fn redirects_stay_on_this_site() {
        for good in ["/", "/games/1", "/games/1?x=1#talk"] {
            assert_eq!(local_redirect("next", good), Ok(good));
        }
        for bad in [
            "//evil.example",
            "/\\evil.example",
            "/ /evil.example",
            "https://evil.example",
            "javascript:alert(1)",
            "evil.example",
            "",
            "/\u{3000}/evil.example",
        ] {
            assert_eq!(
                problem(local_redirect("next", bad)),
                Problem::Redirect,
                "{bad}"
            );
        }
        for bad in [
            "/\t/evil.example",
            "/\n/evil.example",
            "/\r\nSet-Cookie: x=1",
        ] {
            assert!(matches!(
                problem(local_redirect("next", bad)),
                Problem::ControlCharacter(_)
            ));
        }
    }

    #[test]
    fn targets_are_checked_once_decoded() {
        assert!(control_in_target("/users/%00", "").is_some());
        assert!(control_in_target("/login", "next=/%09/evil.example").is_some());
        assert!(control_in_target("/login", "next=%C2%85").is_some());
        assert!(control_in_target("/users/%C3%A9lodie", "next=/games/%2F").is_none());
        assert!(control_in_target("/x", "a=%zz&b=%").is_none());
    }
}
