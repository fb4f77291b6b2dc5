//! The translation files against the code: every language has every
//! message with the same arguments, every identifier the service, the
//! engines and the templates use exists and is given the arguments its text
//! uses, and no sentence lives outside `locales/`.

use super::catalogue::{load, FALLBACK, LOCALES};
use super::*;

/// Whether `path` is a file of this layer (`src/support/i18n/`), which
/// names the languages and whose tests speak them.
fn of_this_layer(path: &std::path::Path) -> bool {
    path.starts_with(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/support/i18n"))
}

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
    let new_since = |lang, count: i64| t_args(lang, "game-new-since", &[("count", count.into())]);
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
        if of_this_layer(&path) {
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
        if of_this_layer(&path) {
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
        // This layer names the languages; the tests speak them.
        let exempt = ["lang.rs", "tests.rs"];
        if !name.ends_with(".rs") || exempt.contains(&name.as_str()) || of_this_layer(&path) {
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
    let day = |code: &str| date(Lang::from_code(code).unwrap(), &at);
    assert_eq!(day("en"), "2026-11-29");
    assert_eq!(day("fr"), "29/11/2026");
    assert_eq!(day("de"), "29.11.2026");
    // Every language's pattern parses (a broken one would fall back).
    for (lang, key) in Lang::all()
        .into_iter()
        .flat_map(|lang| [(lang, "date-time-pattern"), (lang, "date-pattern")])
    {
        let pattern = t(lang, key);
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
