//! Choosing an action by touching the board, one place at a time.
//!
//! Each game maps a legal action to its *pick path*: the tokens a player
//! touches to choose it (a colour, then a territory; a knight, then a square).
//! The page carries what is chosen so far in its address (`?pick=a.b`), so
//! every step is a plain link that works without JavaScript, and the server
//! narrows the engine's legal actions to those whose path starts with it.
//! When a path is complete, the last step names the action in words and
//! submits it. The legal actions stay the one source of what is offered: a
//! token is a target only because some legal action's path goes through it.

pub use crate::games::picks::{kind_of, PickRules, BUTTONS_ONLY, MAX_STEPS};
use crate::games::{Offer, Table};
use crate::support::i18n::registry::{self, words};
use crate::support::i18n::Lang;
use serde_json::Value;

/// The separator of tokens in the `pick` query value; tokens never hold it.
pub const SEPARATOR: char = '.';
/// The element id of the choice in progress on the game page, which every
/// step's link lands at.
pub const ANCHOR: &str = "picking";
const MAX_TOKEN_LEN: usize = 40;

/// Why a `pick` query value is refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PickError {
    #[error("a choice on the board has at most {MAX_STEPS} steps")]
    TooLong,
    #[error("a step of a choice on the board is letters, digits, `:`, `-` or `_`")]
    BadToken,
}

/// Splits and checks a `pick` query value. Tokens are short and plain, so
/// they can be put in a link and an element id without escaping surprises.
pub fn parse(query: &str) -> Result<Vec<String>, PickError> {
    if query.is_empty() {
        return Ok(vec![]);
    }
    let tokens: Vec<&str> = query.split(SEPARATOR).collect();
    if tokens.len() > MAX_STEPS {
        return Err(PickError::TooLong);
    }
    tokens
        .into_iter()
        .map(|token| {
            let plain = !token.is_empty()
                && token.len() <= MAX_TOKEN_LEN
                && token.bytes().all(|byte| {
                    byte.is_ascii_lowercase()
                        || byte.is_ascii_digit()
                        || matches!(byte, b':' | b'-' | b'_')
                });
            if plain {
                Ok(token.to_owned())
            } else {
                Err(PickError::BadToken)
            }
        })
        .collect()
}

/// One token the player may touch next.
#[derive(Debug, Clone)]
pub struct Target {
    pub token: String,
    pub label: String,
    pub href: String,
    pub on_board: bool,
}

/// An action whose whole path is chosen, and its button's words.
#[derive(Debug, Clone)]
pub struct Confirm {
    pub action: Value,
    pub label: String,
}

/// A token already chosen, with the link that goes back to just before it.
#[derive(Debug, Clone)]
pub struct Chosen {
    pub token: String,
    pub label: String,
    pub undo_href: String,
}

/// The viewer's choice in progress: what is chosen, what may be touched
/// next, and the actions the choice already names.
#[derive(Debug, Clone)]
pub struct Picking {
    pub chosen: Vec<Chosen>,
    pub targets: Vec<Target>,
    /// Actions whose whole path is chosen: each is confirmed by a button
    /// naming it in words (two actions may share a path, e.g. a block or a
    /// knight on the same square).
    pub complete: Vec<Confirm>,
    /// What to do next, when the next tokens are all of one kind: an
    /// identifier of the translation files, which the page says.
    pub prompt: Option<&'static str>,
    /// The link that starts the choice again.
    pub restart_href: String,
    /// The chosen prefix matched no legal action (the game moved on, or the
    /// address was edited): the choice restarted from nothing.
    pub restarted: bool,
}

impl Picking {
    /// Narrows `offers` (the viewer's legal actions) by `chosen`. Returns
    /// `None` when no offered action is chosen on the board. `page` is the
    /// game page's path, to which `?pick=` is added.
    pub fn narrow(
        rules: &PickRules,
        table: &dyn Table,
        offers: &[Offer],
        chosen: &[String],
        page: &str,
        lang: Lang,
    ) -> Option<Picking> {
        let paths: Vec<(usize, Vec<String>)> = offers
            .iter()
            .enumerate()
            .filter_map(|(index, offer)| {
                (rules.path)(table, &offer.action).map(|path| (index, path))
            })
            .collect();
        if paths.is_empty() {
            return None;
        }
        let matches = |prefix: &[String]| {
            paths
                .iter()
                .filter(|(_, path)| path.starts_with(prefix))
                .count()
        };
        let (chosen, restarted) = if matches(chosen) == 0 {
            (&[][..], !chosen.is_empty())
        } else {
            (chosen, false)
        };
        // Without JavaScript each step is a page load: the anchor lands it
        // at the choice in progress, just above the board, not at the top.
        let href = |prefix: &[String]| {
            if prefix.is_empty() {
                format!("{page}#{ANCHOR}")
            } else {
                format!(
                    "{page}?pick={}#{ANCHOR}",
                    prefix.join(&SEPARATOR.to_string())
                )
            }
        };
        let mut targets: Vec<Target> = Vec::new();
        let mut complete = Vec::new();
        for (index, path) in &paths {
            if !path.starts_with(chosen) {
                continue;
            }
            match path.get(chosen.len()) {
                None => complete.push(Confirm {
                    action: offers[*index].action.clone(),
                    label: registry::label(lang, &offers[*index]),
                }),
                Some(next) if !targets.iter().any(|target| &target.token == next) => {
                    let mut prefix = chosen.to_vec();
                    prefix.push(next.clone());
                    targets.push(Target {
                        token: next.clone(),
                        label: words(lang, &(rules.label)(next)),
                        href: href(&prefix),
                        on_board: (rules.on_board)(next),
                    });
                }
                Some(_) => {}
            }
        }
        let kinds: Vec<&str> = targets
            .iter()
            .map(|target| kind_of(&target.token))
            .collect();
        let prompt = match kinds.first() {
            Some(first) if kinds.iter().all(|kind| kind == first) => (rules.prompt)(first),
            _ => None,
        };
        Some(Picking {
            chosen: chosen
                .iter()
                .enumerate()
                .map(|(at, token)| Chosen {
                    token: token.clone(),
                    label: words(lang, &(rules.label)(token)),
                    undo_href: href(&chosen[..at]),
                })
                .collect(),
            targets,
            complete,
            prompt,
            restart_href: href(&[]),
            restarted,
        })
    }

    /// The link that picks `token` next, if it is a legal next step: board
    /// templates wrap the place in it and mark it.
    pub fn target(&self, token: &str) -> Option<&str> {
        self.targets
            .iter()
            .find(|target| target.token == token)
            .map(|target| target.href.as_str())
    }

    /// Whether `token` is part of the choice so far: board templates mark it.
    pub fn is_chosen(&self, token: &str) -> bool {
        self.chosen.iter().any(|chosen| chosen.token == token)
    }

    /// Targets not drawn on the board (a colour, a card in hand): the turn
    /// panel offers them as buttons.
    pub fn off_board(&self) -> impl Iterator<Item = &Target> {
        self.targets.iter().filter(|target| !target.on_board)
    }

    /// Targets drawn on the board, also listed (folded) in the turn panel
    /// for whoever prefers a list.
    pub fn on_board(&self) -> impl Iterator<Item = &Target> {
        self.targets.iter().filter(|target| target.on_board)
    }

    pub fn has_on_board(&self) -> bool {
        self.on_board().next().is_some()
    }

    /// What is chosen so far, as the `pick` query value.
    pub fn query(&self) -> String {
        let tokens: Vec<&str> = self.chosen.iter().map(|c| c.token.as_str()).collect();
        tokens.join(&SEPARATOR.to_string())
    }

    /// The chosen token before the last, whose undo link is "Back".
    pub fn back_href(&self) -> Option<&str> {
        self.chosen.last().map(|chosen| chosen.undo_href.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::headings::Words;
    use scriptorium_games::{Arg, Message};
    use serde_json::json;

    /// A toy game: move a piece (`from`, `to`) or pass.
    fn path(_: &dyn Table, action: &Value) -> Option<Vec<String>> {
        let from = action.get("from")?.as_str()?;
        let to = action.get("to")?.as_str()?;
        Some(vec![format!("sq:{from}"), format!("sq:{to}")])
    }

    const RULES: PickRules = PickRules {
        path,
        label: |token| Words::Verbatim(token.trim_start_matches("sq:").to_uppercase()),
        prompt: |kind| (kind == "sq").then_some("Choose a square"),
        on_board: |token| token.starts_with("sq:"),
    };

    fn offer(action: Value) -> Offer {
        Offer {
            group: "move".into(),
            label: Message::new("verbatim").with("text", Arg::Text(action.to_string())),
            action,
        }
    }

    /// Any table will do: the toy paths read only the actions.
    fn table() -> Box<dyn Table> {
        let entry = crate::games::Registry::any("countdown").expect("the test game");
        entry
            .engine
            .empty(&json!({}), 2, 1)
            .expect("an empty test game")
    }

    fn offers() -> Vec<Offer> {
        vec![
            offer(json!({"type": "move", "from": "a1", "to": "a2"})),
            offer(json!({"type": "move", "from": "a1", "to": "b2"})),
            offer(json!({"type": "move", "from": "c3", "to": "c4"})),
            offer(json!({"type": "pass"})),
        ]
    }

    #[test]
    fn the_first_step_offers_each_distinct_first_token_once() {
        let picking = Picking::narrow(
            &RULES,
            table().as_ref(),
            &offers(),
            &[],
            "/games/x",
            Lang::ENGLISH,
        )
        .unwrap();
        let tokens: Vec<&str> = picking.targets.iter().map(|t| t.token.as_str()).collect();
        assert_eq!(tokens, ["sq:a1", "sq:c3"]);
        assert_eq!(picking.target("sq:a1"), Some("/games/x?pick=sq:a1#picking"));
        assert_eq!(picking.target("sq:a2"), None);
        assert!(picking.complete.is_empty());
        assert_eq!(picking.prompt, Some("Choose a square"));
        assert!(picking.chosen.is_empty() && !picking.restarted);
    }

    #[test]
    fn a_chosen_source_narrows_to_its_targets_then_to_the_action() {
        let chosen = vec!["sq:a1".to_owned()];
        let picking = Picking::narrow(
            &RULES,
            table().as_ref(),
            &offers(),
            &chosen,
            "/games/x",
            Lang::ENGLISH,
        )
        .unwrap();
        let tokens: Vec<&str> = picking.targets.iter().map(|t| t.token.as_str()).collect();
        assert_eq!(tokens, ["sq:a2", "sq:b2"]);
        assert_eq!(
            picking.target("sq:b2"),
            Some("/games/x?pick=sq:a1.sq:b2#picking")
        );
        assert!(picking.is_chosen("sq:a1"));
        assert_eq!(picking.back_href(), Some("/games/x#picking"));
        assert_eq!(picking.chosen[0].label, "A1");

        let chosen = vec!["sq:a1".to_owned(), "sq:b2".to_owned()];
        let picking = Picking::narrow(
            &RULES,
            table().as_ref(),
            &offers(),
            &chosen,
            "/games/x",
            Lang::ENGLISH,
        )
        .unwrap();
        assert!(picking.targets.is_empty());
        assert_eq!(picking.complete.len(), 1);
        assert_eq!(picking.complete[0].action["to"], "b2");
        assert_eq!(picking.back_href(), Some("/games/x?pick=sq:a1#picking"));
    }

    #[test]
    fn a_choice_no_legal_action_follows_starts_again() {
        let chosen = vec!["sq:h8".to_owned()];
        let picking = Picking::narrow(
            &RULES,
            table().as_ref(),
            &offers(),
            &chosen,
            "/games/x",
            Lang::ENGLISH,
        )
        .unwrap();
        assert!(picking.restarted);
        assert!(picking.chosen.is_empty());
        assert_eq!(picking.targets.len(), 2);
    }

    #[test]
    fn a_game_without_paths_has_no_picking() {
        assert!(Picking::narrow(
            &BUTTONS_ONLY,
            table().as_ref(),
            &offers(),
            &[],
            "/g",
            Lang::ENGLISH
        )
        .is_none());
    }

    #[test]
    fn the_query_is_plain_tokens_or_refused() {
        assert_eq!(parse(""), Ok(vec![]));
        assert_eq!(
            parse("sq:a1.knight:2"),
            Ok(vec!["sq:a1".to_owned(), "knight:2".to_owned()])
        );
        assert_eq!(parse("sq:A1"), Err(PickError::BadToken));
        assert_eq!(parse("a..b"), Err(PickError::BadToken));
        assert_eq!(parse("<script>"), Err(PickError::BadToken));
        assert_eq!(parse(&["a"; 9].join(".")), Err(PickError::TooLong));
    }
}
