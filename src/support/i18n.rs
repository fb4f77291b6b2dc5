//! The one translation layer. The service's sentences live in Fluent files,
//! `locales/<language>/*.ftl`, one folder per language holding the same
//! message identifiers; they are built into the binary (so a deployment is
//! still one file) and a change to them rebuilds it (see `build.rs`).
//!
//! Pages ask for a message by identifier with `t`. Messages without
//! arguments are formatted once, when the catalogue is first used, so a page
//! pays a hash lookup per string, as it did when the table was Rust code.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use fluent_syntax::ast;
use include_dir::{include_dir, Dir};
use scriptorium_games::{Arg as MessageArg, Message};
use std::collections::{BTreeSet, HashMap};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// The language everything falls back to, and whose files are the reference
/// the others are checked against.
const FALLBACK: &str = "en";

/// One language's messages.
struct Language {
    code: String,
    bundle: FluentBundle<FluentResource>,
    /// Every message's identifier, with the variables it takes.
    variables: HashMap<String, BTreeSet<String>>,
    /// Every message without arguments, formatted once.
    plain: HashMap<String, String>,
}

struct Catalogue {
    languages: Vec<Language>,
}

/// A translation file that does not parse, or an identifier given twice.
#[derive(Debug, thiserror::Error)]
pub enum CatalogueError {
    #[error("{file}: {errors}")]
    Syntax { file: String, errors: String },
    #[error("{file}: {errors}")]
    Duplicate { file: String, errors: String },
    #[error("{folder}: not a language tag")]
    Folder { folder: String },
}

fn load(locales: &Dir<'_>) -> Result<Catalogue, CatalogueError> {
    let mut languages = Vec::new();
    for folder in locales.dirs() {
        let code = folder
            .path()
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or_default()
            .to_owned();
        let id: LanguageIdentifier = code.parse().map_err(|_| CatalogueError::Folder {
            folder: code.clone(),
        })?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The Unicode isolation marks Fluent puts around arguments help
        // right-to-left scripts; in these languages they would only be
        // invisible noise in pages, mail and tests.
        bundle.set_use_isolating(false);
        let mut files: Vec<_> = folder
            .files()
            .filter(|file| file.path().extension().is_some_and(|ext| ext == "ftl"))
            .collect();
        files.sort_by_key(|file| file.path());
        let mut variables = HashMap::new();
        for file in files {
            let name = file.path().display().to_string();
            let source = file.contents_utf8().unwrap_or_default().to_owned();
            let resource =
                FluentResource::try_new(source).map_err(|(_, errors)| CatalogueError::Syntax {
                    file: name.clone(),
                    errors: format!("{errors:?}"),
                })?;
            variables.extend(messages_of(&resource));
            bundle
                .add_resource(resource)
                .map_err(|errors| CatalogueError::Duplicate {
                    file: name.clone(),
                    errors: format!("{errors:?}"),
                })?;
        }
        languages.push(Language {
            code,
            bundle,
            variables,
            plain: HashMap::new(),
        });
    }
    // The fallback first: lookups that miss elsewhere end there.
    languages.sort_by_key(|language| (language.code != FALLBACK, language.code.clone()));
    for language in &mut languages {
        let plain: Vec<String> = language
            .variables
            .iter()
            .filter(|(_, variables)| variables.is_empty())
            .map(|(id, _)| id.clone())
            .collect();
        for id in plain {
            if let Some(text) = format(&language.bundle, &id, None) {
                language.plain.insert(id, text);
            }
        }
    }
    Ok(Catalogue { languages })
}

/// The messages of a file, each with the variables it uses (`$name`).
fn messages_of(resource: &FluentResource) -> Vec<(String, BTreeSet<String>)> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut variables);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut variables);
                }
                Some((message.id.name.to_owned(), variables))
            }
            _ => None,
        })
        .collect()
}

fn pattern_variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, found),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                pattern_variables(&variant.value, found);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, found);
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, found);
        }
        _ => {}
    }
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs<'_>>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        tracing::warn!(id, ?errors, "message formatted with errors");
    }
    Some(text.into_owned())
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| match load(&LOCALES) {
    Ok(catalogue) => catalogue,
    // The files are built in and a test loads them, so this is a build that
    // never passed its tests.
    Err(error) => panic!("translation files: {error}"),
});

fn language(lang: Lang) -> &'static Language {
    let languages = &CATALOGUE.languages;
    languages.get(usize::from(lang.0)).unwrap_or(&languages[0])
}

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
    let valid = |pattern: &'static str| {
        chrono::format::StrftimeItems::new(pattern)
            .all(|item| !matches!(item, chrono::format::Item::Error))
            .then_some(pattern)
    };
    let pattern = valid(t(lang, "date-time-pattern"))
        .or_else(|| valid(t(Lang::ENGLISH, "date-time-pattern")))
        .unwrap_or("%Y-%m-%d %H:%M");
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
mod tests {
    use super::*;

    /// Every file under these folders of the project; `skip_tests` leaves
    /// out folders named `tests`.
    fn files_under(folders: &[&str], skip_tests: bool) -> Vec<std::path::PathBuf> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut stack: Vec<_> = folders.iter().map(|folder| root.join(folder)).collect();
        let mut files = Vec::new();
        while let Some(path) = stack.pop() {
            if !path.is_dir() {
                files.push(path);
            } else if !(skip_tests && path.ends_with("tests")) {
                stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            }
        }
        files
    }

    fn fallback() -> &'static Language {
        &CATALOGUE.languages[0]
    }

    #[test]
    fn the_files_load_and_english_comes_first() {
        let catalogue = load(&LOCALES).expect("the translation files load");
        assert_eq!(catalogue.languages[0].code, FALLBACK);
        assert!(catalogue.languages.len() >= 2);
    }

    /// The languages are the folders: nothing else lists them.
    #[test]
    fn every_folder_is_a_language_and_english_is_the_fallback() {
        let mut folders: Vec<String> = LOCALES
            .dirs()
            .map(|dir| dir.path().display().to_string())
            .collect();
        folders.sort();
        let mut codes: Vec<String> = Lang::all()
            .iter()
            .map(|lang| lang.code().to_owned())
            .collect();
        codes.sort();
        assert_eq!(folders, codes);
        assert_eq!(Lang::ENGLISH.code(), "en");
        assert_eq!(Lang::from_code("fr-CA").map(Lang::code), Some("fr"));
        assert_eq!(Lang::from_code("xx"), None);
        // Each names itself for the language menu.
        for (code, name) in languages() {
            assert!(
                !name.is_empty() && name != code,
                "{code} has no language-name"
            );
        }
    }

    #[test]
    fn every_language_has_every_message_with_the_same_arguments() {
        let reference = &fallback().variables;
        for language in &CATALOGUE.languages {
            let mut problems: Vec<String> = Vec::new();
            for (id, variables) in reference {
                match language.variables.get(id) {
                    None => problems.push(format!("{id} is missing")),
                    Some(own) if own != variables => {
                        problems.push(format!("{id} takes {own:?}, not {variables:?}"))
                    }
                    Some(_) => {}
                }
            }
            for id in language.variables.keys() {
                if !reference.contains_key(id) {
                    problems.push(format!("{id} is not in {FALLBACK}"));
                }
            }
            problems.sort();
            assert!(problems.is_empty(), "{}: {problems:#?}", language.code);
        }
    }

    #[test]
    fn an_argument_free_message_is_the_files_text() {
        assert_eq!(t(Lang::ENGLISH, "nav-lobby"), "Lobby");
        assert_eq!(t(Lang::from_code("fr").unwrap(), "nav-lobby"), "Salon");
        assert_eq!(t(Lang::ENGLISH, "no-such-message"), "?");
    }

    #[test]
    fn arguments_go_in_and_numbers_pick_the_plural_form() {
        let new_since =
            |lang, count: i64| t_args(lang, "game-new-since", &[("count", count.into())]);
        assert_eq!(
            new_since(Lang::ENGLISH, 1),
            "1 new step since your last visit"
        );
        assert_eq!(
            new_since(Lang::ENGLISH, 3),
            "3 new steps since your last visit"
        );
        assert_eq!(
            new_since(Lang::from_code("fr").unwrap(), 2),
            "2 nouvelles étapes depuis votre dernière visite"
        );
        let duration = |lang, count: i64, unit: &str| {
            t_args(
                lang,
                "duration",
                &[("count", count.into()), ("unit", unit.into())],
            )
        };
        assert_eq!(duration(Lang::ENGLISH, 1, "hour"), "1 hour");
        assert_eq!(
            duration(Lang::from_code("fr").unwrap(), 5, "day"),
            "5 jours"
        );
        // No invisible isolation marks around what is put in.
        assert_eq!(
            t_args(
                Lang::from_code("fr").unwrap(),
                "history-resigned",
                &[("player", "Alice".into())]
            ),
            "Alice abandonne"
        );
    }

    /// Every identifier the code asks `t` for, as a literal, in the
    /// templates (`ctx.t("…")`) and in the Rust sources (`t(lang, "…")`).
    #[test]
    fn every_identifier_used_exists() {
        let mut missing = Vec::new();
        for path in files_under(&["templates", "src", "games/src"], false) {
            if path.ends_with("src/support/i18n.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let mut used: Vec<&str> = Vec::new();
            // The engines' messages: `Message::new("id")`.
            for piece in text.split("Message::new(\"").skip(1) {
                used.extend(piece.split('"').next());
            }
            for name in ["t(", "t_args(", "tn("] {
                for (at, _) in text.match_indices(name) {
                    // A whole name (`ctx.t(`, `i18n::t(`), not `get(`.
                    let before = text[..at].chars().next_back();
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    // The boards' own `self.t("English", "French")` pairs
                    // hold sentences, not identifiers (they move to the
                    // files next).
                    if text[..at].ends_with("self.") {
                        continue;
                    }
                    let call = &text[at + name.len()..];
                    // `t("id")`, or `t(lang, "id")`: a name, a comma, a literal.
                    let literal = match call.strip_prefix('"') {
                        // `t("English", "French")` in the boards' templates
                        // is such a pair too.
                        Some(rest)
                            if name == "t("
                                && rest
                                    .split_once('"')
                                    .is_some_and(|(_, after)| after.starts_with(", \"")) =>
                        {
                            None
                        }
                        Some(rest) => Some(rest),
                        None => call.split_once(", \"").and_then(|(first, rest)| {
                            first
                                .chars()
                                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
                                .then_some(rest)
                        }),
                    };
                    used.extend(literal.and_then(|rest| rest.split('"').next()));
                }
            }
            for id in used {
                let looks_like_an_id = !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-._".contains(c));
                if looks_like_an_id && !has_key(id) {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
        assert!(missing.is_empty(), "missing translations: {missing:#?}");
    }

    #[test]
    fn an_engines_refusal_is_said_in_the_readers_language() {
        use scriptorium_games::carolus_magnus::{Colour, Error};
        use scriptorium_games::Explain;
        let refusal = Error::ColourExhausted {
            colour: Colour::Red,
        }
        .explain();
        assert_eq!(
            say(Lang::from_code("fr").unwrap(), &refusal, &[]),
            "il ne reste de paladin rouge ni au centre ni dans toutes les Cours"
        );
        assert_eq!(
            say(Lang::ENGLISH, &refusal, &[]),
            "no red paladin is left in the centre or in every court"
        );
        let steps = Error::StepsOutOfRange { steps: 5, max: 3 }.explain();
        assert_eq!(
            say(Lang::ENGLISH, &steps, &[]),
            "the Emperor moves 1 to 3 steps with your disc, not 5"
        );
    }

    #[test]
    fn a_seat_is_said_by_its_name_and_a_list_is_joined() {
        let names = vec!["Alice".to_owned(), "Bob".to_owned()];
        let message = Message::new("history-resigned").with("player", scriptorium_games::Seat(1));
        assert_eq!(say(Lang::ENGLISH, &message, &names), "Bob resigned");
        // Without names (a refusal has none), the seat's number.
        assert_eq!(
            say(Lang::from_code("fr").unwrap(), &message, &[]),
            "place 2 abandonne"
        );
        let list = Message::new("verbatim").with(
            "text",
            vec![Message::new("nav-lobby"), Message::new("nav-settings")],
        );
        assert_eq!(say(Lang::ENGLISH, &list, &[]), "Lobby, Settings");
    }

    /// The arguments the service gives a message (`t_args(lang, "id",
    /// &[("name", …), …])` and `tn("id", "name", n)`) are exactly those its
    /// text uses: a missing one leaves a hole, an unused one is a word the
    /// reader never sees.
    #[test]
    fn the_service_gives_each_message_the_arguments_it_uses() {
        let mut wrong = Vec::new();
        for path in files_under(&["src", "templates"], false) {
            if path.ends_with("src/support/i18n.rs") {
                continue;
            }
            // One line, one space: calls are spread over lines by rustfmt.
            let text = std::fs::read_to_string(&path)
                .unwrap()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            let mut calls: Vec<(String, BTreeSet<String>)> = Vec::new();
            for piece in text.split("t_args(").skip(1) {
                // `lang, "id", &[("name", value), …]`
                let Some((_, after)) = piece.split_once(", \"") else {
                    continue;
                };
                let Some((id, rest)) = after.split_once('"') else {
                    continue;
                };
                let Some(list) = rest.trim_start().strip_prefix(", &[") else {
                    continue;
                };
                let mut depth = 1;
                let end = list
                    .char_indices()
                    .find(|(_, c)| {
                        depth += match c {
                            '[' => 1,
                            ']' => -1,
                            _ => 0,
                        };
                        depth == 0
                    })
                    .map_or(list.len(), |(at, _)| at);
                let names = list[..end]
                    .split('(')
                    .skip(1)
                    .filter_map(|tuple| tuple.trim_start().strip_prefix('"'))
                    .filter_map(|tuple| tuple.split_once('"'))
                    .filter(|(name, after)| {
                        after.trim_start().starts_with(',')
                            && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
                    })
                    .map(|(name, _)| name.to_owned())
                    .collect();
                calls.push((id.to_owned(), names));
            }
            for piece in text.split(".tn(\"").skip(1) {
                let mut parts = piece.split('"');
                if let (Some(id), _, Some(name)) = (parts.next(), parts.next(), parts.next()) {
                    calls.push((id.to_owned(), BTreeSet::from([name.to_owned()])));
                }
            }
            for (id, given) in calls {
                match fallback().variables.get(&id) {
                    Some(used) if *used == given => {}
                    Some(used) => wrong.push(format!(
                        "{}: {id} is given {given:?} but uses {used:?}",
                        path.display()
                    )),
                    None => wrong.push(format!("{}: {id} is in no file", path.display())),
                }
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// No sentence lives outside `locales/`: a French or German word in a
    /// Rust string (accented letters give it away), a language chosen by its
    /// code in code, or words written straight into a template's text or into its
    /// `title`, `alt`, `aria-label` or `placeholder` would be a sentence the
    /// files cannot translate. Comments (rulebook quotes) and tests are free.
    /// `text` with every span from `open` to `close` replaced by a space.
    fn without(text: &str, open: &str, close: &str) -> String {
        let mut kept = String::new();
        let mut rest = text;
        while let Some(start) = rest.find(open) {
            kept.push_str(&rest[..start]);
            kept.push(' ');
            rest = rest[start..]
                .find(close)
                .map_or("", |end| &rest[start + end + close.len()..]);
        }
        kept.push_str(rest);
        kept
    }

    #[test]
    fn no_sentence_lives_outside_the_translation_files() {
        let mut found = Vec::new();
        for path in files_under(&["src", "games/src"], true) {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            // This file names the languages; the tests speak them.
            let exempt = ["i18n.rs", "lang.rs", "tests.rs", "lines_fit_the_files.rs"];
            if !name.ends_with(".rs") || exempt.contains(&name.as_str()) {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (number, line) in code.lines().enumerate() {
                let line = line.split("//").next().unwrap_or_default();
                let in_quotes = line.split('"').skip(1).step_by(2);
                let accented = in_quotes
                    .into_iter()
                    .any(|literal| literal.chars().any(|c| c.is_alphabetic() && !c.is_ascii()));
                if accented || line.contains("from_code(\"") {
                    found.push(format!(
                        "{}:{}: {}",
                        path.display(),
                        number + 1,
                        line.trim()
                    ));
                }
            }
        }
        // Words of the games that are the same in every language.
        let same_everywhere = ["Scriptorium", "Archivium", "Nobiles", "Leudes", "Missi"];
        for path in files_under(&["templates"], false) {
            let text = std::fs::read_to_string(&path).unwrap();
            // Placeables, blocks and comments first (a `>` in them is no
            // tag's end), then scripts and styles.
            let mut text = text;
            for (open, close) in [
                ("{{", "}}"),
                ("{%", "%}"),
                ("{#", "#}"),
                ("<script", "</script>"),
                ("<style", "</style>"),
            ] {
                text = without(&text, open, close);
            }
            let mut words: Vec<String> = Vec::new();
            let mut outside = String::new();
            let mut rest = text.as_str();
            while let Some(start) = rest.find('<') {
                outside.push_str(&rest[..start]);
                outside.push(' ');
                let end = rest[start..]
                    .find('>')
                    .map_or(rest.len(), |i| start + i + 1);
                let tag = &rest[start..end];
                for attribute in ["title=\"", "alt=\"", "aria-label=\"", "placeholder=\""] {
                    for value in tag.split(attribute).skip(1) {
                        outside.push(' ');
                        outside.push_str(value.split('"').next().unwrap_or_default());
                    }
                }
                rest = &rest[end..];
            }
            outside.push_str(rest);
            words.extend(
                outside
                    .split(|c: char| !c.is_alphabetic())
                    .filter(|w| w.chars().count() > 1)
                    .map(str::to_owned),
            );
            for word in words {
                if !same_everywhere.contains(&word.as_str()) {
                    found.push(format!("{}: {word}", path.display()));
                }
            }
        }
        assert!(found.is_empty(), "sentences outside locales/: {found:#?}");
    }

    #[test]
    fn dates_are_written_as_each_language_writes_them() {
        use chrono::TimeZone;
        let at = chrono::Utc
            .with_ymd_and_hms(2026, 11, 29, 1, 42, 0)
            .unwrap();
        let said = |code: &str| date_time(Lang::from_code(code).unwrap(), &at);
        assert_eq!(said("en"), "2026-11-29 01:42 UTC");
        assert_eq!(said("fr"), "29/11/2026 01:42 UTC");
        assert_eq!(said("de"), "29.11.2026, 01:42 UTC");
        // Every language's pattern parses (a broken one would fall back).
        for lang in Lang::all() {
            let pattern = t(lang, "date-time-pattern");
            assert!(
                chrono::format::StrftimeItems::new(pattern)
                    .all(|item| !matches!(item, chrono::format::Item::Error)),
                "{}: {pattern}",
                lang.code()
            );
        }
    }

    #[test]
    fn accept_language_is_negotiated_by_weight_and_region() {
        assert_eq!(
            from_accept_language("es-ES,fr;q=0.8,en;q=0.5"),
            Some(Lang::from_code("fr").unwrap())
        );
        assert_eq!(from_accept_language("en-GB"), Some(Lang::ENGLISH));
        assert_eq!(
            from_accept_language("fr-CA"),
            Some(Lang::from_code("fr").unwrap())
        );
        // Weights, not order, rank the requests.
        assert_eq!(
            from_accept_language("en;q=0.2, fr-BE;q=0.9"),
            Some(Lang::from_code("fr").unwrap())
        );
        // q=0 means "not this one".
        assert_eq!(
            from_accept_language("fr;q=0, en;q=0.1"),
            Some(Lang::ENGLISH)
        );
        assert_eq!(from_accept_language("es, pt-BR;q=0.5"), None);
        assert_eq!(from_accept_language("garbage;;;,"), None);
        assert_eq!(from_accept_language(""), None);
    }
}
