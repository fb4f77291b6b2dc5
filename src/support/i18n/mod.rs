//! The one translation layer. The service's sentences live in Fluent files,
//! `locales/<language>/*.ftl`, one folder per language holding the same
//! message identifiers; they are built into the binary (so a deployment is
//! still one file) and a change to them rebuilds it (see `build.rs`).
//!
//! Pages ask for a message by identifier with `t`. Messages without
//! arguments are formatted once, when the catalogue is first used, so a page
//! pays a hash lookup per string, as it did when the table was Rust code.
//! The files themselves, loaded into one bundle per language, are the
//! `catalogue`'s; the engines' registry's words (form headings, pick steps,
//! offers, refusals) are said by `registry`.

mod catalogue;
#[cfg(test)]
mod lines_fit_the_files;
pub mod registry;

pub use catalogue::CatalogueError;

use catalogue::{format, language, Language, CATALOGUE};
use fluent_bundle::{FluentArgs, FluentValue};
use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use scriptorium_games::{Arg as MessageArg, Message};
#[cfg(test)]
use std::collections::BTreeSet;
use unic_langid::LanguageIdentifier;

/// A language of the catalogue: one of the folders of `locales/`, so a new
/// folder is a new language without a line of code. English, the fallback,
/// always comes first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Lang(u8);

impl Lang {
    pub const ENGLISH: Lang = Lang(0);

    /// The language of a code such as `fr` or `fr-CA` (its primary
    /// subtag), if the catalogue has it.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        CATALOGUE
            .languages
            .iter()
            .position(|language| language.code == primary)
            .and_then(|index| u8::try_from(index).ok())
            .map(Lang)
    }

    pub fn code(self) -> &'static str {
        language(self).code.as_str()
    }

    /// Every language of the catalogue, English first.
    pub fn all() -> Vec<Lang> {
        (0..CATALOGUE.languages.len())
            .filter_map(|index| u8::try_from(index).ok())
            .map(Lang)
            .collect()
    }
}

/// The text of message `id` in `lang`, falling back to English; "?" if no
/// language has it (a test makes sure no page asks for such a message).
pub fn t(lang: Lang, id: &str) -> &'static str {
    let plain = |language: &'static Language| language.plain.get(id).map(String::as_str);
    plain(language(lang))
        .or_else(|| plain(&CATALOGUE.languages[0]))
        .unwrap_or_else(|| {
            tracing::warn!(id, "missing translation");
            "?"
        })
}

/// Whether the reference language has a message `id` without arguments:
/// how a page that shows "as many paragraphs as there are" finds their end.
pub fn has_plain(id: &str) -> bool {
    CATALOGUE.languages[0].plain.contains_key(id)
}

/// An argument of a message: a number (which also chooses among plural
/// forms, `{ $count -> [one] … *[other] … }`) or a text put in as it is.
pub type Arg<'a> = FluentValue<'a>;

/// Message `id` in `lang` with its arguments, falling back to English.
pub fn t_args(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    format(&language(lang).bundle, id, Some(&fluent_args))
        .or_else(|| format(&CATALOGUE.languages[0].bundle, id, Some(&fluent_args)))
        .unwrap_or_else(|| {
            tracing::warn!(id, "missing translation");
            "?".to_owned()
        })
}

/// An engine's (or the service's) message in `lang`: its arguments are
/// rendered first (a seat by its name in `names`, a nested message in the
/// same language, a list joined), then put into the message.
pub fn say(lang: Lang, message: &Message, names: &[String]) -> String {
    let args: Vec<(&str, Arg<'_>)> = message
        .args
        .iter()
        .map(|(name, value)| (*name, argument(lang, value, names)))
        .collect();
    t_args(lang, message.id, &args)
}

fn argument(lang: Lang, value: &MessageArg, names: &[String]) -> Arg<'static> {
    match value {
        MessageArg::Number(number) => (*number).into(),
        MessageArg::Text(text) => text.clone().into(),
        MessageArg::Seat(seat) => names
            .get(usize::from(seat.0))
            .cloned()
            .unwrap_or_else(|| t_args(lang, "seat-number", &[("number", (seat.0 + 1).into())]))
            .into(),
        MessageArg::Message(inner) => say(lang, inner, names).into(),
        MessageArg::List(items) => items
            .iter()
            .map(|item| match argument(lang, item, names) {
                Arg::String(text) => text.into_owned(),
                Arg::Number(number) => number.as_string().into_owned(),
                _ => String::new(),
            })
            .collect::<Vec<_>>()
            .join(t(lang, "list-separator"))
            .into(),
    }
}

/// Whether `message` fits the files: every identifier in it (nested ones
/// too) exists, and it gives exactly the arguments its text uses, so that
/// no language shows a hole or drops something the engine said.
#[cfg(test)]
pub fn check(message: &Message) -> Result<(), String> {
    let Some(used) = CATALOGUE.languages[0].variables.get(message.id) else {
        return Err(format!("{} is in no file", message.id));
    };
    let given: BTreeSet<String> = message
        .args
        .iter()
        .map(|(name, _)| (*name).to_owned())
        .collect();
    if &given != used {
        return Err(format!(
            "{} takes {used:?}, was given {given:?}",
            message.id
        ));
    }
    fn nested(value: &MessageArg) -> Result<(), String> {
        match value {
            MessageArg::Message(inner) => check(inner),
            MessageArg::List(items) => items.iter().try_for_each(nested),
            _ => Ok(()),
        }
    }
    message.args.iter().try_for_each(|(_, value)| nested(value))
}

/// The languages a reader may choose, each by its code and its own name
/// (`language-name` in its files).
pub fn languages() -> Vec<(&'static str, &'static str)> {
    CATALOGUE
        .languages
        .iter()
        .map(|language| {
            let name = language
                .plain
                .get("language-name")
                .map_or(language.code.as_str(), String::as_str);
            (language.code.as_str(), name)
        })
        .collect()
}

/// A moment as `lang` writes dates and times: its files give the pattern
/// (`date-time-pattern`, in chrono's strftime notation), so a new language
/// brings its own. A pattern that does not parse falls back to English's.
pub fn date_time<Zone: chrono::TimeZone>(lang: Lang, at: &chrono::DateTime<Zone>) -> String
where
    Zone::Offset: std::fmt::Display,
{
    written(lang, at, "date-time-pattern", "%Y-%m-%d %H:%M")
}

/// The day of a moment as `lang` writes a date (`date-pattern`): for
/// what is known to the day at best, such as an event's projected end.
pub fn date<Zone: chrono::TimeZone>(lang: Lang, at: &chrono::DateTime<Zone>) -> String
where
    Zone::Offset: std::fmt::Display,
{
    written(lang, at, "date-pattern", "%Y-%m-%d")
}

fn written<Zone: chrono::TimeZone>(
    lang: Lang,
    at: &chrono::DateTime<Zone>,
    key: &'static str,
    last_resort: &'static str,
) -> String
where
    Zone::Offset: std::fmt::Display,
{
    let valid = |pattern: &'static str| {
        chrono::format::StrftimeItems::new(pattern)
            .all(|item| !matches!(item, chrono::format::Item::Error))
            .then_some(pattern)
    };
    let pattern = valid(t(lang, key))
        .or_else(|| valid(t(Lang::ENGLISH, key)))
        .unwrap_or(last_resort);
    at.format(pattern).to_string()
}

pub fn has_key(id: &str) -> bool {
    CATALOGUE.languages[0].variables.contains_key(id)
}

/// The best of the catalogue's languages for an `Accept-Language` header,
/// if any fits. The header's weights rank the requests (`q=0` refuses a
/// language); Fluent's negotiation then matches each to what we have, so
/// that `fr-CA` gets French and `en-GB` English.
pub fn from_accept_language(header: &str) -> Option<Lang> {
    let mut ranked: Vec<(f32, LanguageIdentifier)> = header
        .split(',')
        .filter_map(|part| {
            let mut pieces = part.trim().split(';');
            let tag: LanguageIdentifier = pieces.next()?.trim().parse().ok()?;
            let quality = pieces
                .find_map(|piece| piece.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (quality > 0.0).then_some((quality, tag))
        })
        .collect();
    // Stable: equal weights keep the order the browser gave them.
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let requested: Vec<LanguageIdentifier> = ranked.into_iter().map(|(_, tag)| tag).collect();
    let available: Vec<LanguageIdentifier> = CATALOGUE
        .languages
        .iter()
        .filter_map(|language| language.code.parse().ok())
        .collect();
    negotiate_languages(&requested, &available, None, NegotiationStrategy::Filtering)
        .into_iter()
        .find_map(|chosen| Lang::from_code(chosen.language.as_str()))
}

#[cfg(test)]
mod tests;
