//! Play by reply: the numbered menu of what a seat may decide, as a turn
//! mail lists it. While there are few enough to read in a mail, one line
//! per choice; beyond that, the first step of the path the board chooses
//! them by (a colour, a square, a card: `games::picks`), a line per step
//! with how many choices it holds, and a reply with its number answers
//! with the next step's list. Choices the board does not pick (buttons:
//! end the turn, buy a card) are grouped by their kind of action. A level
//! still too long comes in runs of `MAX_LISTED`. A menu is a pure function
//! of the legal actions (in the engine's order) and the path of numbers
//! chosen so far, so the same numbers mean the same choices as long as the
//! game has not moved on.
//!
//! A line is named by a number (or letter) a reply can give without a
//! second thought, and words shared by a run of lines are said once above
//! them: `keys` ([`Key`], [`shown`]).

mod keys;

pub use keys::{shown, Key, LETTERS};

use crate::games::{picks, GameEntry, Table};
use crate::support::i18n::registry::{self, words};
use crate::support::i18n::Lang;
use keys::keys_of;
use scriptorium_games::Seat;
use serde_json::Value;

/// The most choices a mail lists on one level.
pub const MAX_LISTED: usize = 20;

/// The deepest a path of steps is followed; beyond it a level is listed
/// as it is (no game's action has this many steps).
const MAX_STEPS: usize = picks::MAX_STEPS;

/// One step of the way a choice is picked on the board: its token and
/// its words ("Red", "C4", "The card of Neustria").
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub token: String,
    pub label: String,
}

/// One legal action, as the menu needs it.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// The action's kind (its serde tag) and that kind's heading.
    pub group: String,
    pub heading: String,
    /// The action in words.
    pub label: String,
    pub action: Value,
    /// Its pick path on the board (empty: a button).
    pub steps: Vec<Step>,
}

/// What a menu line leads to.
#[derive(Debug, Clone, PartialEq)]
pub enum Target {
    /// This decision.
    Action(Value),
    /// A shorter list: the path of numbers that reaches it.
    More(Vec<u16>),
}

/// One line of a menu.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// Its place in the list, from 1: what a reply address's path records.
    pub position: u16,
    /// What a reply names it by.
    pub key: Key,
    pub label: String,
    pub target: Target,
}

/// How a line that leads to a shorter list is worded.
pub enum Summary<'a> {
    /// A kind of action and how many choices it holds.
    Kind { heading: &'a str, count: usize },
    /// A step on the board ("Red", "C4") and how many choices go through
    /// it; `heading` when they are all of one kind.
    Step {
        heading: Option<&'a str>,
        step: &'a str,
        count: usize,
    },
    /// A run of a list too long for one mail: its first and last lines.
    Run { first: &'a str, last: &'a str },
}

/// What `seat` may decide in `table`, as the menu lists it (the engine's
/// order and words, each kind with its heading, each choice with its pick
/// path on the board).
pub fn of_table(entry: &GameEntry, table: &dyn Table, seat: Seat, lang: Lang) -> Vec<Choice> {
    let rules = entry.picks;
    table
        .legal_actions(seat)
        .into_iter()
        .map(|offer| Choice {
            heading: words(lang, &entry.group_heading(&offer.group)),
            steps: (rules.path)(table, &offer.action)
                .unwrap_or_default()
                .into_iter()
                .map(|token| Step {
                    label: words(lang, &(rules.label)(&token)),
                    token,
                })
                .collect(),
            label: registry::label(lang, &offer),
            group: offer.group,
            action: offer.action,
        })
        .collect()
}

/// How the members of a line that leads on are listed there.
#[derive(Clone, Copy)]
enum Next {
    /// By the step of their paths at this depth.
    Steps(usize),
    /// One line each.
    Each,
}

/// A line before it is numbered.
enum Entry<'a> {
    Action(&'a Choice),
    Group {
        label: String,
        members: Vec<&'a Choice>,
        next: Next,
    },
    Run {
        label: String,
        entries: Vec<Entry<'a>>,
    },
}

/// Groups of `members` by a key, in the order each key first appears.
fn grouped<'a, K: PartialEq>(
    members: &[&'a Choice],
    key: impl Fn(&Choice) -> K,
) -> Vec<(K, Vec<&'a Choice>)> {
    let mut groups: Vec<(K, Vec<&'a Choice>)> = Vec::new();
    for member in members {
        let k = key(member);
        match groups.iter_mut().find(|(other, _)| *other == k) {
            Some((_, group)) => group.push(member),
            None => groups.push((k, vec![member])),
        }
    }
    groups
}

/// The lines listing `members`, `next` saying how.
fn level<'a>(
    members: &[&'a Choice],
    next: Next,
    summary: &impl Fn(Summary) -> String,
) -> Vec<Entry<'a>> {
    let entries = match next {
        _ if members.len() <= MAX_LISTED => members.iter().map(|c| Entry::Action(c)).collect(),
        Next::Each => members.iter().map(|c| Entry::Action(c)).collect(),
        Next::Steps(depth) if depth >= MAX_STEPS => level(members, Next::Each, summary),
        Next::Steps(depth) => {
            // The step at this depth; at the first, a button's kind instead.
            let groups = grouped(members, |choice| match choice.steps.get(depth) {
                Some(step) => (Some(step.token.clone()), None),
                None if depth == 0 => (None, Some(choice.group.clone())),
                None => (None, None),
            });
            if let [(_, only)] = groups.as_slice() {
                if only.len() == members.len() {
                    // One step shared by all says nothing: the next one.
                    return level(members, Next::Steps(depth + 1), summary);
                }
            }
            let mut entries = Vec::new();
            for ((token, kind), group) in groups {
                match (token, kind, group.as_slice()) {
                    (_, _, [only]) => entries.push(Entry::Action(only)),
                    (Some(_), _, _) => {
                        let heading = group[0].heading.as_str();
                        let one_kind = group.iter().all(|c| c.heading == heading);
                        entries.push(Entry::Group {
                            label: summary(Summary::Step {
                                heading: one_kind.then_some(heading),
                                step: &group[0].steps[depth].label,
                                count: group.len(),
                            }),
                            members: group,
                            next: Next::Steps(depth + 1),
                        });
                    }
                    (None, Some(_), _) => entries.push(Entry::Group {
                        label: summary(Summary::Kind {
                            heading: &group[0].heading,
                            count: group.len(),
                        }),
                        members: group,
                        next: Next::Each,
                    }),
                    // Ends of paths shorter than this depth: each itself.
                    (None, None, _) => entries.extend(group.into_iter().map(Entry::Action)),
                }
            }
            entries
        }
    };
    runs(entries, summary)
}

fn label_of<'a>(entry: &'a Entry) -> &'a str {
    match entry {
        Entry::Action(choice) => &choice.label,
        Entry::Group { label, .. } | Entry::Run { label, .. } => label,
    }
}

/// A list too long for one mail, in runs of `MAX_LISTED`.
fn runs<'a>(entries: Vec<Entry<'a>>, summary: &impl Fn(Summary) -> String) -> Vec<Entry<'a>> {
    if entries.len() <= MAX_LISTED {
        return entries;
    }
    let mut listed = Vec::new();
    let mut rest = entries.into_iter().peekable();
    while rest.peek().is_some() {
        let run: Vec<Entry> = rest.by_ref().take(MAX_LISTED).collect();
        let label = summary(Summary::Run {
            first: label_of(&run[0]),
            last: label_of(&run[run.len() - 1]),
        });
        listed.push(Entry::Run {
            label,
            entries: run,
        });
    }
    runs(listed, summary)
}

/// The menu reached by `path` (numbers chosen so far; empty: the first
/// list), worded by `summary` where a line leads to a shorter list. `None`
/// when the path leads nowhere (a number not listed).
pub fn menu(
    choices: &[Choice],
    path: &[u16],
    summary: impl Fn(Summary) -> String,
) -> Option<Vec<Line>> {
    let all: Vec<&Choice> = choices.iter().collect();
    let mut entries = level(&all, Next::Steps(0), &summary);
    for number in path {
        let index = usize::from(*number).checked_sub(1)?;
        entries = match entries.into_iter().nth(index)? {
            Entry::Action(_) => return None,
            Entry::Group { members, next, .. } => level(&members, next, &summary),
            Entry::Run { entries, .. } => entries,
        };
    }
    let labels: Vec<&str> = entries.iter().map(label_of).collect();
    let keys = keys_of(&labels);
    Some(
        entries
            .iter()
            .zip(1u16..)
            .zip(keys)
            .map(|((entry, position), key)| Line {
                position,
                key,
                label: label_of(entry).to_owned(),
                target: match entry {
                    Entry::Action(choice) => Target::Action(choice.action.clone()),
                    _ => Target::More(path.iter().copied().chain([position]).collect()),
                },
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests;
