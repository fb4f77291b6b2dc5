//! The catalogue behind `i18n`: the Fluent files of `locales/`, built into
//! the binary, loaded once into one bundle per language (the fallback
//! first), with every message's variables (so that tests can hold each call
//! against the text it fills) and every message without arguments
//! formatted in advance. Apart from the lookups (`t`, `t_args`, `say`),
//! which are all the rest of the service sees.

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;
use include_dir::{include_dir, Dir};
use std::collections::{BTreeSet, HashMap};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

pub(super) static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// The language everything falls back to, and whose files are the reference
/// the others are checked against.
pub(super) const FALLBACK: &str = "en";

/// One language's messages.
pub(super) struct Language {
    pub(super) code: String,
    pub(super) bundle: FluentBundle<FluentResource>,
    /// Every message's identifier, with the variables it takes.
    pub(super) variables: HashMap<String, BTreeSet<String>>,
    /// Every message without arguments, formatted once.
    pub(super) plain: HashMap<String, String>,
}

pub(super) struct Catalogue {
    pub(super) languages: Vec<Language>,
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

pub(super) fn load(locales: &Dir<'_>) -> Result<Catalogue, CatalogueError> {
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

pub(super) fn format(
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

pub(super) static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| match load(&LOCALES) {
    Ok(catalogue) => catalogue,
    // The files are built in and a test loads them, so this is a build that
    // never passed its tests.
    Err(error) => panic!("translation files: {error}"),
});

pub(super) fn language(lang: Lang) -> &'static Language {
    let languages = &CATALOGUE.languages;
    languages.get(usize::from(lang.0)).unwrap_or(&languages[0])
}
