//! The rules pages: how each game is played, in the reader's language, with
//! small boards drawn by the game page's own board templates. The outline of
//! each page is the game's (`games::headings::<game>::RULES`); its words are
//! in `locales/*/rules-<game>.ftl`.

use crate::games::headings::{Picture, Rules};
use crate::games::{Corrupt, GameEntry, Registry, Rejection, Table};
use crate::support::i18n::{has_plain, t, Lang};
use crate::web::boards::{self, BoardContext};
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use rand::SeedableRng;
use scriptorium_games::{Seat, Viewer};
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// A paragraph of a rules section: running text, or a list when every line
/// of its message starts with "• ".
pub enum Paragraph {
    Text(&'static str),
    List(Vec<&'static str>),
}

impl Paragraph {
    fn of(text: &'static str) -> Paragraph {
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        if lines.len() > 1 && lines.iter().all(|line| line.starts_with("• ")) {
            Paragraph::List(
                lines
                    .into_iter()
                    .map(|line| line.trim_start_matches("• "))
                    .collect(),
            )
        } else {
            Paragraph::Text(text)
        }
    }
}

pub struct ShownSection {
    pub id: &'static str,
    pub heading: &'static str,
    pub paragraphs: Vec<Paragraph>,
    /// The board drawn beside it (HTML/SVG made by the board template).
    pub picture: Option<String>,
}

/// One game for the list of rules pages, the landing page and the create form.
pub struct GameSummary {
    pub kind: &'static str,
    pub name: &'static str,
    pub summary: &'static str,
    pub players: String,
    /// The board at the start of a game (the rules page's first picture).
    pub picture: Option<String>,
}

/// The message id of a rules text of game `kind`.
fn id(kind: &str, rest: &str) -> String {
    format!("rules-{kind}-{rest}")
}

/// The paragraphs of a section, as many as its file has (consecutive from 1).
fn paragraphs(kind: &str, section: &str, lang: Lang) -> Vec<Paragraph> {
    (1..)
        .map(|n| id(kind, &format!("{section}-{n}")))
        .take_while(|message| has_plain(message))
        .map(|message| Paragraph::of(t(lang, &message)))
        .collect()
}

/// Every offered game with a rules page, with its line of summary.
pub fn summaries(registry: &Registry, lang: Lang) -> Vec<GameSummary> {
    registry
        .all()
        .filter(|entry| entry.rules.is_some())
        .map(|entry| {
            let info = entry.engine.info();
            let first_picture = entry
                .rules
                .and_then(|rules| rules.sections.iter().find_map(|section| section.picture));
            GameSummary {
                picture: first_picture.and_then(|position| picture(entry, position, lang)),
                kind: info.id,
                name: info.name,
                summary: t(lang, &id(info.id, "summary")),
                players: crate::support::i18n::t_args(
                    lang,
                    "rules-players",
                    &[
                        ("min", info.min_seats.into()),
                        ("max", info.max_seats.into()),
                    ],
                ),
            }
        })
        .collect()
}

/// Where the rules explain an action kind of game `kind`, if they do.
pub fn link_for(kind: &str, group: &str) -> Option<String> {
    let rules = Registry::any(kind)?.rules?;
    let section = (rules.section_of)(group)?;
    rules
        .section(section)
        .map(|_| format!("/rules/{kind}#{section}"))
}

/// Boards already drawn, by game, position and language: a picture is the
/// same every time (a seeded set-up and a script), and drawing one replays
/// its moves.
static PICTURES: LazyLock<Mutex<HashMap<PictureKey, String>>> = LazyLock::new(Mutex::default);

/// A picture's game, position and language.
type PictureKey = (&'static str, Picture, Lang);

/// Why a rules picture could not be drawn: its script no longer fits the
/// engine (a test draws every picture, so this is found before a reader).
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the game does not start: {0}")]
    Start(Rejection),
    #[error("scripted move {index} ({action}) is not an action: {error}")]
    Unreadable {
        index: usize,
        action: &'static str,
        error: serde_json::Error,
    },
    #[error("scripted move {index} ({action}) was refused: {rejection}")]
    Refused {
        index: usize,
        action: &'static str,
        rejection: Rejection,
    },
    #[error("an event does not fold: {0}")]
    Fold(#[from] Corrupt),
    #[error("the board has no drawing")]
    NoDrawing,
}

/// The board of `picture` of `entry`, drawn for a spectator (once: then
/// from the cache). A picture that cannot be drawn is left out of the page.
fn picture(entry: &'static GameEntry, picture: Picture, lang: Lang) -> Option<String> {
    let kind = entry.engine.info().id;
    let key = (kind, picture, lang);
    if let Some(drawn) = PICTURES.lock().ok()?.get(&key) {
        return Some(drawn.clone());
    }
    let drawn = match draw_picture(entry, picture, lang) {
        Ok(drawn) => drawn,
        Err(error) => {
            tracing::warn!(game = kind, %error, "a rules picture is not drawn");
            return None;
        }
    };
    if let Ok(mut pictures) = PICTURES.lock() {
        pictures.insert(key, drawn.clone());
    }
    Some(drawn)
}

/// The table of `picture`: its seeded set-up, then its scripted moves.
pub fn position(
    entry: &'static GameEntry,
    picture: Picture,
) -> Result<Box<dyn Table>, PictureError> {
    let engine = entry.engine;
    let options = engine
        .normalize_options(&serde_json::json!({}), picture.seats)
        .map_err(PictureError::Start)?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(picture.seed);
    let (mut table, setup) = engine
        .start(&options, picture.seats, &mut rng)
        .map_err(PictureError::Start)?;
    for event in &setup {
        table.apply(event)?;
    }
    for (index, scripted) in picture.moves.iter().enumerate() {
        let action: serde_json::Value =
            serde_json::from_str(scripted.action).map_err(|error| PictureError::Unreadable {
                index,
                action: scripted.action,
                error,
            })?;
        let events = table
            .decide(Seat(scripted.seat), &action, &mut rng)
            .map_err(|rejection| PictureError::Refused {
                index,
                action: scripted.action,
                rejection,
            })?;
        for event in &events {
            table.apply(event)?;
        }
    }
    Ok(table)
}

/// The board of `picture`, drawn for a spectator.
fn draw_picture(
    entry: &'static GameEntry,
    picture: Picture,
    lang: Lang,
) -> Result<String, PictureError> {
    let table = position(entry, picture)?;
    let names: Vec<String> = (0..picture.seats)
        .map(|seat| {
            crate::support::i18n::t_args(
                lang,
                "seat-number",
                &[("number", (Seat(seat).0 + 1).into())],
            )
        })
        .collect();
    let board = boards::of(entry);
    let drawn = (board.draw)(
        table.as_ref(),
        Viewer::Spectator,
        &BoardContext {
            names: &names,
            lang,
            picking: None,
            marks: &[],
        },
    );
    main_drawing(&drawn)
        .map(str::to_owned)
        .ok_or(PictureError::NoDrawing)
}

/// `svg` with every `id` it declares (and every reference to one) prefixed:
/// two pictures of one game on a page would otherwise share ids.
fn prefix_ids(svg: &str, prefix: &str) -> String {
    let ids: Vec<&str> = svg
        .split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    let mut prefixed = svg.to_owned();
    for id in ids {
        for (before, after) in [
            (" id=\"", "\""),
            ("aria-labelledby=\"", "\""),
            ("aria-describedby=\"", "\""),
            ("url(#", ")"),
            ("href=\"#", "\""),
        ] {
            prefixed = prefixed.replace(
                &format!("{before}{id}{after}"),
                &format!("{before}{prefix}-{id}{after}"),
            );
        }
    }
    prefixed
}

/// The largest top-level `<svg>` of a drawn board: the board itself, without
/// the status lines, tables and legend the game page puts around it.
fn main_drawing(html: &str) -> Option<&str> {
    let mut depth = 0usize;
    let mut start = 0;
    let mut largest: Option<&str> = None;
    let mut at = 0;
    while let Some(offset) = html[at..]
        .find("<svg")
        .into_iter()
        .chain(html[at..].find("</svg>"))
        .min()
    {
        let position = at + offset;
        if html[position..].starts_with("</svg>") {
            depth = depth.saturating_sub(1);
            at = position + "</svg>".len();
            if depth == 0 {
                let drawing = &html[start..at];
                if largest.is_none_or(|largest| drawing.len() > largest.len()) {
                    largest = Some(drawing);
                }
            }
        } else {
            if depth == 0 {
                start = position;
            }
            depth += 1;
            at = position + "<svg".len();
        }
    }
    largest
}

/// A game's rules page, in `lang`.
pub fn sections(entry: &'static GameEntry, rules: &Rules, lang: Lang) -> Vec<ShownSection> {
    let kind = entry.engine.info().id;
    rules
        .sections
        .iter()
        .map(|section| ShownSection {
            id: section.id,
            heading: t(lang, &id(kind, &format!("{}-heading", section.id))),
            paragraphs: paragraphs(kind, section.id, lang),
            picture: section
                .picture
                .and_then(|position| picture(entry, position, lang))
                .map(|svg| prefix_ids(&svg, section.id)),
        })
        .collect()
}

#[derive(Template)]
#[template(path = "rules/index.html")]
struct IndexPage<'a> {
    ctx: &'a PageContext,
    games: Vec<GameSummary>,
}

#[derive(Template)]
#[template(path = "rules/show.html")]
struct RulesPage<'a> {
    ctx: &'a PageContext,
    kind: &'static str,
    title: &'static str,
    summary: &'static str,
    sections: Vec<ShownSection>,
    stylesheet: Option<&'static str>,
}

/// The list of games, each with its line and a link to its rules.
pub async fn index(ctx: PageContext, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    render(&IndexPage {
        games: summaries(&state.registry, ctx.lang),
        ctx: &ctx,
    })
}

/// One game's rules.
pub async fn show(
    ctx: PageContext,
    state: web::Data<AppState>,
    kind: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let entry = state.registry.get(&kind).ok_or(AppError::NotFound)?;
    let rules = entry.rules.ok_or(AppError::NotFound)?;
    let info = entry.engine.info();
    let lang = ctx.lang;
    render(&RulesPage {
        kind: info.id,
        title: t(lang, &id(info.id, "title")),
        summary: t(lang, &id(info.id, "summary")),
        sections: sections(entry, rules, lang),
        stylesheet: boards::of(entry).stylesheet,
        ctx: &ctx,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::support::i18n::has_plain;

    #[test]
    fn every_section_of_every_rules_page_has_a_heading_and_words_in_every_language() {
        for entry in Registry::new(false).all() {
            let kind = entry.engine.info().id;
            let rules = entry
                .rules
                .unwrap_or_else(|| panic!("{kind} has no rules page"));
            for rest in ["title", "summary"] {
                assert!(has_plain(&id(kind, rest)), "{kind}: no {rest}");
            }
            for section in rules.sections {
                assert!(
                    has_plain(&id(kind, &format!("{}-heading", section.id))),
                    "{kind}#{}: no heading",
                    section.id
                );
                for lang in Lang::all() {
                    let shown = paragraphs(kind, section.id, lang);
                    assert!(!shown.is_empty(), "{kind}#{}: no words", section.id);
                }
            }
        }
    }

    /// The rules notes beside a game's engine (`games/src/<game>/RULES.md`).
    fn rules_notes(kind: &str) -> String {
        let path = format!(
            "{}/games/src/{}/RULES.md",
            env!("CARGO_MANIFEST_DIR"),
            kind.replace('-', "_")
        );
        std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
    }

    /// Every paragraph of a rules page has a row in the table "The rules
    /// page, traced" of its game's rules notes (its first cell names it),
    /// and the table names no paragraph the page does not have.
    #[test]
    fn every_paragraph_of_every_rules_page_is_traced_to_its_rulebook() {
        for entry in Registry::new(false).all() {
            let kind = entry.engine.info().id;
            let notes = rules_notes(kind);
            let (_, table) = notes
                .split_once("## The rules page, traced")
                .unwrap_or_else(|| panic!("{kind}: no trace table in RULES.md"));
            let traced: Vec<String> = table
                .lines()
                .filter(|line| line.starts_with("| ") && !line.starts_with("| page"))
                .filter_map(|line| line.split('|').nth(1))
                .flat_map(|cell| cell.split(',').map(|name| name.trim().to_owned()))
                .collect();
            let mut on_the_page = Vec::new();
            for section in entry.rules.expect("rules").sections {
                let count = paragraphs(kind, section.id, Lang::default()).len();
                for n in 1..=count {
                    on_the_page.push(format!("{}-{n}", section.id));
                }
            }
            for paragraph in &on_the_page {
                assert!(
                    traced.contains(paragraph),
                    "{kind}: paragraph {paragraph} is not traced in RULES.md"
                );
            }
            for name in &traced {
                assert!(
                    on_the_page.contains(name),
                    "{kind}: RULES.md traces {name}, which the page does not have"
                );
            }
        }
    }

    /// Options that reach every rule: the defaults, every switch on, and
    /// each choice's other values.
    fn variants(info: &scriptorium_games::GameInfo, seats: u8) -> Vec<serde_json::Value> {
        use scriptorium_games::core::OptionKind;
        let mut all_on = serde_json::Map::new();
        let mut variants = vec![serde_json::json!({})];
        for spec in info
            .options
            .iter()
            .filter(|spec| (spec.seats.0..=spec.seats.1).contains(&seats))
        {
            match &spec.kind {
                OptionKind::Bool { .. } => {
                    all_on.insert(spec.key.into(), true.into());
                }
                OptionKind::Choice { choices, .. } => {
                    for (value, _) in choices {
                        variants.push(serde_json::json!({ spec.key: value }));
                    }
                }
                OptionKind::Integer { .. } => {}
            }
        }
        for (key, value) in all_on.clone() {
            variants.push(serde_json::json!({ key: value }));
        }
        variants.push(all_on.into());
        variants
    }

    #[test]
    fn every_action_a_game_offers_links_to_a_section_of_its_rules() {
        use rand_chacha::ChaCha8Rng;
        let mut unexplained = std::collections::BTreeSet::new();
        for entry in Registry::new(false).all() {
            let kind = entry.engine.info().id;
            let engine = entry.engine;
            let info = engine.info();
            for seats in info.min_seats..=info.max_seats {
                for (seed, options) in variants(&info, seats).into_iter().enumerate() {
                    let Ok(options) = engine.normalize_options(&options, seats) else {
                        continue;
                    };
                    let mut rng = ChaCha8Rng::seed_from_u64(seed as u64);
                    let (mut table, setup) = engine
                        .start(&options, seats, &mut rng)
                        .expect("a game starts");
                    for event in &setup {
                        table.apply(event).expect("set-up");
                    }
                    for _ in 0..2_000 {
                        let Some(seat) = table.waiting_on().first().copied() else {
                            break;
                        };
                        let offers = table.legal_actions(seat);
                        for offer in &offers {
                            if link_for(kind, &offer.group).is_none() {
                                unexplained.insert(format!("{kind}: {}", offer.group));
                            }
                        }
                        let choice = rand::RngCore::next_u32(&mut rng) as usize % offers.len();
                        for event in table
                            .decide(seat, &offers[choice].action, &mut rng)
                            .expect("an offered action")
                        {
                            table.apply(&event).expect("its event");
                        }
                    }
                }
            }
        }
        assert!(
            unexplained.is_empty(),
            "actions without a rules section: {unexplained:?}"
        );
    }

    #[test]
    fn the_picture_is_the_largest_drawing_nested_ones_included() {
        let html = "<p>Supply</p><svg a><svg b></svg><rect/></svg><table></table><svg c></svg>";
        assert_eq!(
            main_drawing(html),
            Some("<svg a><svg b></svg><rect/></svg>")
        );
        assert_eq!(main_drawing("<p>no drawing</p>"), None);
    }

    #[test]
    fn two_pictures_on_a_page_share_no_id() {
        let svg = r##"<svg aria-labelledby="t"><title id="t">x</title><use href="#g"/><g id="g" fill="url(#g)"/></svg>"##;
        assert_eq!(
            prefix_ids(svg, "setup"),
            r##"<svg aria-labelledby="setup-t"><title id="setup-t">x</title><use href="#setup-g"/><g id="setup-g" fill="url(#setup-g)"/></svg>"##
        );
    }

    #[test]
    fn a_rules_picture_is_the_same_board_every_time() {
        for entry in Registry::new(false).all() {
            for section in entry.rules.expect("rules").sections {
                if let Some(position) = section.picture {
                    let first =
                        draw_picture(entry, position, Lang::default()).unwrap_or_else(|error| {
                            panic!("{}#{}: {error}", entry.engine.info().id, section.id)
                        });
                    assert!(
                        first.starts_with("<svg") && first.len() > 2_000,
                        "{}#{}: a board is drawn",
                        entry.engine.info().id,
                        section.id
                    );
                    let again = draw_picture(entry, position, Lang::default()).ok();
                    assert_eq!(Some(first), again);
                }
            }
        }
    }
}

#[cfg(test)]
mod pictures;
