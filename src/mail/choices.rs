//! Play by reply: the numbered menu of what a seat may decide, as a turn
//! mail lists it: one
//! line per choice while there are few enough to read in a mail; beyond
//! that, one line per kind of action (a reply with its number answers with
//! that kind's list), and a kind with too many choices in runs of
//! `MAX_LISTED`. A menu is a pure function of the legal actions (in the
//! engine's order) and the path of numbers chosen so far, so the same
//! numbers mean the same choices as long as the game has not moved on.

use crate::games::{GameEntry, Table};
use crate::support::i18n::Lang;
use scriptorium_games::Seat;
use serde_json::Value;

/// The most choices a mail lists on one level.
pub const MAX_LISTED: usize = 20;

/// One legal action, as the menu needs it.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// The action's kind (its serde tag) and that kind's heading.
    pub group: String,
    pub heading: String,
    /// The action in words.
    pub label: String,
    pub action: Value,
}

/// What a menu line leads to.
#[derive(Debug, Clone, PartialEq)]
pub enum Target {
    /// This decision.
    Action(Value),
    /// A shorter list: the path of numbers that reaches it.
    More(Vec<u16>),
}

/// One numbered line of a menu.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub number: u16,
    pub label: String,
    pub target: Target,
}

/// How a line that leads to a shorter list is worded: a kind of action
/// and how many choices it holds, or a run of one kind's choices.
pub enum Summary<'a> {
    Kind {
        heading: &'a str,
        count: usize,
    },
    Run {
        heading: &'a str,
        first: &'a str,
        last: &'a str,
    },
}

/// What `seat` may decide in `table`, as the menu lists it (the engine's
/// order and words, each kind with its heading).
pub fn of_table(entry: &GameEntry, table: &dyn Table, seat: Seat, lang: Lang) -> Vec<Choice> {
    table
        .legal_actions(seat, lang)
        .into_iter()
        .map(|offer| Choice {
            heading: entry.group_heading(&offer.group, lang),
            group: offer.group,
            label: offer.label,
            action: offer.action,
        })
        .collect()
}

/// The kinds of action in the order the engine first offers them, each
/// with its choices.
fn kinds(choices: &[Choice]) -> Vec<Vec<&Choice>> {
    let mut kinds: Vec<Vec<&Choice>> = Vec::new();
    for choice in choices {
        match kinds.iter_mut().find(|kind| kind[0].group == choice.group) {
            Some(kind) => kind.push(choice),
            None => kinds.push(vec![choice]),
        }
    }
    kinds
}

fn numbered(lines: impl Iterator<Item = (String, Target)>) -> Vec<Line> {
    lines
        .zip(1u16..)
        .map(|((label, target), number)| Line {
            number,
            label,
            target,
        })
        .collect()
}

fn actions<'a>(choices: impl Iterator<Item = &'a &'a Choice>) -> Vec<Line> {
    numbered(choices.map(|choice| (choice.label.clone(), Target::Action(choice.action.clone()))))
}

/// The menu reached by `path` (numbers chosen so far; empty: the first
/// list), worded by `summary` where a line leads to a shorter list. `None`
/// when the path leads nowhere (a number not listed).
pub fn menu(
    choices: &[Choice],
    path: &[u16],
    summary: impl Fn(Summary) -> String,
) -> Option<Vec<Line>> {
    let kinds = kinds(choices);
    let pick = |number: u16| usize::from(number).checked_sub(1);
    match path {
        [] if choices.len() <= MAX_LISTED => {
            Some(actions(choices.iter().collect::<Vec<_>>().iter()))
        }
        [] => Some(numbered(kinds.iter().enumerate().map(|(index, kind)| {
            let label = summary(Summary::Kind {
                heading: &kind[0].heading,
                count: kind.len(),
            });
            let number = u16::try_from(index + 1).unwrap_or(u16::MAX);
            match kind.as_slice() {
                [only] => (only.label.clone(), Target::Action(only.action.clone())),
                _ => (label, Target::More(vec![number])),
            }
        }))),
        [kind] if choices.len() > MAX_LISTED => {
            let kind = kinds.get(pick(*kind)?)?;
            if kind.len() <= MAX_LISTED {
                return Some(actions(kind.iter()));
            }
            Some(numbered(kind.chunks(MAX_LISTED).enumerate().map(
                |(index, run)| {
                    let label = summary(Summary::Run {
                        heading: &run[0].heading,
                        first: &run[0].label,
                        last: &run[run.len() - 1].label,
                    });
                    let number = u16::try_from(index + 1).unwrap_or(u16::MAX);
                    (label, Target::More(vec![path[0], number]))
                },
            )))
        }
        [kind, run] if choices.len() > MAX_LISTED => {
            let kind = kinds.get(pick(*kind)?)?;
            if kind.len() <= MAX_LISTED {
                return None;
            }
            let run = kind.chunks(MAX_LISTED).nth(pick(*run)?)?;
            Some(actions(run.iter()))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn choices(kinds: &[(&str, usize)]) -> Vec<Choice> {
        kinds
            .iter()
            .flat_map(|(group, count)| {
                (0..*count).map(move |i| Choice {
                    group: (*group).to_owned(),
                    heading: format!("{group}!"),
                    label: format!("{group} {i}"),
                    action: json!({ "type": group, "i": i }),
                })
            })
            .collect()
    }

    fn words(summary: Summary) -> String {
        match summary {
            Summary::Kind { heading, count } => format!("{heading} ({count})"),
            Summary::Run {
                heading,
                first,
                last,
            } => format!("{heading}: {first} … {last}"),
        }
    }

    #[test]
    fn a_few_choices_are_listed_each_with_its_number() {
        let all = choices(&[("place", 3), ("pass", 1)]);
        let lines = menu(&all, &[], words).unwrap();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0].number, 1);
        assert_eq!(lines[3].label, "pass 0");
        assert_eq!(
            lines[3].target,
            Target::Action(json!({"type": "pass", "i": 0}))
        );
        assert_eq!(menu(&all, &[2], words), None, "no deeper list");
    }

    #[test]
    fn many_choices_are_listed_by_kind_then_each_kind_by_number() {
        let all = choices(&[("place", 15), ("move", 8), ("pass", 1)]);
        let first = menu(&all, &[], words).unwrap();
        let labels: Vec<&str> = first.iter().map(|line| line.label.as_str()).collect();
        assert_eq!(labels, ["place! (15)", "move! (8)", "pass 0"]);
        assert_eq!(first[1].target, Target::More(vec![2]));
        // A kind of one choice is that choice.
        assert_eq!(
            first[2].target,
            Target::Action(json!({"type": "pass", "i": 0}))
        );
        let moves = menu(&all, &[2], words).unwrap();
        assert_eq!(moves.len(), 8);
        assert_eq!(moves[7].label, "move 7");
        assert_eq!(menu(&all, &[4], words), None);
        assert_eq!(menu(&all, &[0], words), None);
    }

    #[test]
    fn a_kind_too_long_for_a_mail_comes_in_runs() {
        let all = choices(&[("place", 45), ("pass", 1)]);
        let runs = menu(&all, &[1], words).unwrap();
        assert_eq!(runs.len(), 3);
        assert_eq!(runs[0].label, "place!: place 0 … place 19");
        assert_eq!(runs[2].target, Target::More(vec![1, 3]));
        let last = menu(&all, &[1, 3], words).unwrap();
        assert_eq!(last.len(), 5);
        assert_eq!(
            last[4].target,
            Target::Action(json!({"type": "place", "i": 44}))
        );
        assert_eq!(menu(&all, &[1, 4], words), None);
        // Every action is reached by exactly one path.
        let mut reached = Vec::new();
        for line in menu(&all, &[], words).unwrap() {
            match line.target {
                Target::Action(action) => reached.push(action),
                Target::More(path) => {
                    for line in menu(&all, &path, words).unwrap() {
                        match line.target {
                            Target::Action(action) => reached.push(action),
                            Target::More(path) => {
                                reached.extend(menu(&all, &path, words).unwrap().into_iter().map(
                                    |line| match line.target {
                                        Target::Action(action) => action,
                                        Target::More(_) => panic!("three levels at most"),
                                    },
                                ))
                            }
                        }
                    }
                }
            }
        }
        let expected: Vec<Value> = all.iter().map(|choice| choice.action.clone()).collect();
        assert_eq!(reached, expected);
    }
}
