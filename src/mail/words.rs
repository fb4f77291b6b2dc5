//! How a notification names things in words: a game as the recipient tells
//! their games apart ("Torres with Alice"), a list of names, the subject of
//! a mail gathering several updates, and a menu line that leads to a
//! shorter list. Apart from `notifications` because the answers to replies
//! (`reply::receive`) word their menus the same way.

use super::choices::Summary;
use crate::games::Registry;
use crate::store::games::GameRecord;
use crate::support::i18n::{t_args, Lang};

/// A menu line that leads to a shorter list, in words.
pub fn summary_words(lang: Lang, summary: Summary) -> String {
    match summary {
        Summary::Kind { heading, count } => t_args(
            lang,
            "mail-choice-kind",
            &[("heading", heading.into()), ("count", count.into())],
        ),
        Summary::Step {
            heading: Some(heading),
            step,
            count,
        } => t_args(
            lang,
            "mail-choice-kind-step",
            &[
                ("heading", heading.into()),
                ("step", step.into()),
                ("count", count.into()),
            ],
        ),
        Summary::Step {
            heading: None,
            step,
            count,
        } => t_args(
            lang,
            "mail-choice-kind",
            &[("heading", step.into()), ("count", count.into())],
        ),
        Summary::Run { first, last } => t_args(
            lang,
            "mail-choice-run",
            &[("first", first.into()), ("last", last.into())],
        ),
    }
}

/// "Alice", "Alice and Bob", "Alice, Bob and Carl".
pub fn list_names(lang: Lang, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [only] => (*only).to_owned(),
        [rest @ .., last] => t_args(
            lang,
            "list-and",
            &[("first", rest.join(", ").into()), ("last", (*last).into())],
        ),
    }
}

/// Which game, as the recipient tells their games apart: "Torres with Alice".
pub(super) fn game_label(
    game: &GameRecord,
    name: &str,
    recipient: uuid::Uuid,
    lang: Lang,
) -> String {
    let others: Vec<&str> = game
        .players
        .iter()
        .filter(|player| player.user_id != recipient)
        .map(|player| player.username.as_str())
        .collect();
    if others.is_empty() {
        name.to_owned()
    } else {
        t_args(
            lang,
            "mail-game-with",
            &[
                ("game", name.into()),
                ("players", list_names(lang, &others).into()),
            ],
        )
    }
}

/// The subject of a mail gathering several sections: the lead section's
/// own subject (a waiting turn first, so that bundling never hides it), and
/// how many more updates the mail holds.
pub(super) fn bundle_subject(lang: Lang, lead: &str, more: usize) -> String {
    match more {
        0 => lead.to_owned(),
        more => t_args(
            lang,
            "mail-bundle-subject",
            &[("subject", lead.into()), ("count", more.into())],
        ),
    }
}

pub fn game_name(game: &GameRecord) -> String {
    Registry::any(&game.kind)
        .map(|entry| entry.engine.info().name.to_owned())
        .unwrap_or_else(|| game.kind.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_listed_as_a_sentence() {
        assert_eq!(list_names(Lang::ENGLISH, &[]), "");
        assert_eq!(list_names(Lang::ENGLISH, &["Alice"]), "Alice");
        assert_eq!(
            list_names(Lang::ENGLISH, &["Alice", "Bob"]),
            "Alice and Bob"
        );
        assert_eq!(
            list_names(Lang::from_code("fr").unwrap(), &["Alice", "Bob", "Carl"]),
            "Alice, Bob et Carl"
        );
    }

    #[test]
    fn a_bundle_keeps_its_lead_subject_and_counts_the_rest() {
        let lead = "Your turn: Torres with Alice";
        assert_eq!(bundle_subject(Lang::ENGLISH, lead, 0), lead);
        assert_eq!(
            bundle_subject(Lang::ENGLISH, lead, 1),
            "Your turn: Torres with Alice (+1 update)"
        );
        assert_eq!(
            bundle_subject(Lang::ENGLISH, lead, 2),
            "Your turn: Torres with Alice (+2 updates)"
        );
        assert_eq!(
            bundle_subject(
                Lang::from_code("fr").unwrap(),
                "À vous de jouer : Torres avec Alice",
                2
            ),
            "À vous de jouer : Torres avec Alice (+2 autres nouvelles)"
        );
    }
}
