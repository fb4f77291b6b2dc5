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
//! A line is named by a number a reply can give without a second thought
//! ([`Key`]): its place in the list while no label carries a number of its
//! own; where labels do ("territory 5", "C4", "(2 AP)"), the label's own
//! number when the words it follows are shared by its neighbours ("Place a
//! red paladin in territory 5" is 5), else a letter — so that a player who
//! answers 5 for territory 5 never gets territory 4. Words repeated at the
//! start of three or more lines in a row are said once, above them
//! ([`shown`]).

use crate::games::{picks, GameEntry, Table};
use crate::support::i18n::Lang;
use scriptorium_games::Seat;
use serde_json::Value;
use std::fmt;

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

/// What a reply names a menu line by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    Number(u16),
    Letter(char),
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Key::Number(number) => write!(f, "{number}"),
            Key::Letter(letter) => write!(f, "{letter}"),
        }
    }
}

/// The letters that name lines whose labels carry numbers, in order: the
/// alphabet without i, l and o, which read as 1 and 0.
pub const LETTERS: &str = "abcdefghjkmnpqrstuvwxyz";

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
        .legal_actions(seat, lang)
        .into_iter()
        .map(|offer| Choice {
            heading: entry.group_heading(&offer.group, lang),
            steps: (rules.path)(table, &offer.action)
                .unwrap_or_default()
                .into_iter()
                .map(|token| Step {
                    label: (rules.label)(&token, lang),
                    token,
                })
                .collect(),
            group: offer.group,
            label: offer.label,
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

/// Lines in a row whose labels begin with the same words: `prefix` bytes
/// of each (the shared words and the space after them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Run {
    start: usize,
    end: usize,
    prefix: usize,
}

/// The fewest words a shared beginning has, and the fewest lines sharing
/// it, before it is said once.
const RUN_WORDS: usize = 3;
const RUN_LINES: usize = 3;

/// The length in bytes of the whole words `a` and `b` begin with, each
/// followed by a space.
fn shared_words(a: &str, b: &str) -> usize {
    let mut shared = 0;
    for ((index, x), y) in a.char_indices().zip(b.chars()) {
        if x != y {
            break;
        }
        if x == ' ' {
            shared = index + 1;
        }
    }
    shared
}

fn words_in(prefix: &str) -> usize {
    prefix.split_whitespace().count()
}

/// The runs of `labels`: where a line shares more words with the line
/// after its neighbour than with the neighbour itself ("at your court"
/// before "in territory 1", "in territory 2"), it stands alone, so that
/// the run says the longest shared part.
fn runs_of(labels: &[&str]) -> Vec<Run> {
    let mut runs = Vec::new();
    let mut start = 0;
    while start + 1 < labels.len() {
        let prefix = shared_words(labels[start], labels[start + 1]);
        let longer_next =
            start + 2 < labels.len() && shared_words(labels[start + 1], labels[start + 2]) > prefix;
        if words_in(&labels[start][..prefix]) < RUN_WORDS || longer_next {
            start += 1;
            continue;
        }
        let shared = &labels[start][..prefix];
        let end = (start + 1..labels.len())
            .find(|&next| !labels[next].starts_with(shared))
            .unwrap_or(labels.len());
        if end - start >= RUN_LINES {
            runs.push(Run { start, end, prefix });
            start = end;
        } else {
            start += 1;
        }
    }
    runs
}

/// The number a label's own words begin with after the shared part of its
/// run ("5 (White would then lead there…)" is 5; "C4: …" has none).
fn own_number(rest: &str) -> Option<u16> {
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after = rest[digits..].chars().next();
    if digits == 0 || digits > 4 || after.is_some_and(char::is_alphanumeric) {
        return None;
    }
    rest[..digits].parse().ok()
}

/// What each line of a list is named by (see the module's comment).
fn keys_of(labels: &[&str]) -> Vec<Key> {
    if !labels
        .iter()
        .any(|label| label.contains(|c: char| c.is_ascii_digit()))
    {
        return (1u16..).take(labels.len()).map(Key::Number).collect();
    }
    let mut own: Vec<Option<u16>> = vec![None; labels.len()];
    for run in runs_of(labels) {
        for (index, label) in labels.iter().enumerate().take(run.end).skip(run.start) {
            own[index] = own_number(&label[run.prefix..]);
        }
    }
    let unique = |number: u16| own.iter().filter(|other| **other == Some(number)).count() == 1;
    let mut letters = LETTERS.chars();
    own.iter()
        .map(|number| match number {
            Some(number) if unique(*number) => Key::Number(*number),
            _ => Key::Letter(letters.next().unwrap_or('z')),
        })
        .collect()
}

/// A menu as a mail shows it: a row per line (its key, its words), the
/// words a run of lines shares said once on a row of its own above them
/// (no key), and each line of the run with the rest of its words — without
/// its own number when that is its key.
pub fn shown(lines: &[Line]) -> Vec<(String, String)> {
    let labels: Vec<&str> = lines.iter().map(|line| line.label.as_str()).collect();
    let runs = runs_of(&labels);
    let mut rows = Vec::with_capacity(lines.len() + runs.len());
    for (index, line) in lines.iter().enumerate() {
        let run = runs
            .iter()
            .find(|run| (run.start..run.end).contains(&index));
        match run {
            Some(run) => {
                if run.start == index {
                    rows.push((String::new(), format!("{}…", &line.label[..run.prefix])));
                }
                let rest = &line.label[run.prefix..];
                let words = match (line.key, own_number(rest)) {
                    (Key::Number(key), Some(own)) if key == own => {
                        let after = rest.trim_start_matches(|c: char| c.is_ascii_digit()).trim();
                        if after.is_empty() {
                            rest
                        } else {
                            after
                        }
                    }
                    _ => rest,
                };
                rows.push((line.key.to_string(), format!("  {words}")));
            }
            None => rows.push((line.key.to_string(), line.label.clone())),
        }
    }
    rows
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
                    steps: vec![],
                })
            })
            .collect()
    }

    fn words(summary: Summary) -> String {
        match summary {
            Summary::Kind { heading, count } => format!("{heading} ({count})"),
            Summary::Step {
                heading,
                step,
                count,
            } => format!(
                "{}{step} ({count})",
                heading.map(|h| format!("{h} ")).unwrap_or_default()
            ),
            Summary::Run { first, last } => format!("{first} … {last}"),
        }
    }

    #[test]
    fn a_few_choices_are_listed_each_with_its_number() {
        let all = choices(&[("place", 3), ("pass", 1)]);
        let lines = menu(&all, &[], words).unwrap();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0].position, 1);
        // "place 0": the labels carry numbers, so letters name the lines.
        assert_eq!(lines[0].key, Key::Letter('a'));
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
        assert_eq!(runs[0].label, "place 0 … place 19");
        assert_eq!(runs[2].target, Target::More(vec![1, 3]));
        let last = menu(&all, &[1, 3], words).unwrap();
        assert_eq!(last.len(), 5);
        assert_eq!(
            last[4].target,
            Target::Action(json!({"type": "place", "i": 44}))
        );
        assert_eq!(menu(&all, &[1, 4], words), None);
        assert_every_action_is_reached_once(&all);
    }

    /// Walks every path of the menu: each action is reached exactly once,
    /// in the engine's order, and no path is longer than `longest`.
    fn walk(all: &[Choice], path: &[u16], reached: &mut Vec<Value>, longest: &mut usize) {
        *longest = (*longest).max(path.len());
        let lines = menu(all, path, words).expect("a listed path leads somewhere");
        assert_keys_never_collide(&lines);
        for line in lines {
            assert!(!line.label.is_empty());
            match line.target {
                Target::Action(action) => reached.push(action),
                Target::More(deeper) => walk(all, &deeper, reached, longest),
            }
        }
    }

    pub(super) fn assert_every_action_is_reached_once(all: &[Choice]) -> usize {
        let mut reached = Vec::new();
        let mut longest = 0;
        walk(all, &[], &mut reached, &mut longest);
        let mut expected: Vec<Value> = all.iter().map(|choice| choice.action.clone()).collect();
        let mut sorted = reached.clone();
        let key = |value: &Value| value.to_string();
        sorted.sort_by_key(key);
        expected.sort_by_key(key);
        assert_eq!(sorted, expected, "every action once");
        longest
    }

    /// Each key names one line, and a number names the line that carries
    /// it, or the place of the line in a list that carries no number.
    fn assert_keys_never_collide(lines: &[Line]) {
        let mut keys: Vec<Key> = lines.iter().map(|line| line.key).collect();
        keys.sort_by_key(|key| key.to_string());
        keys.dedup();
        assert_eq!(keys.len(), lines.len(), "{lines:#?}");
        let digits = lines
            .iter()
            .any(|line| line.label.contains(|c: char| c.is_ascii_digit()));
        for line in lines {
            match line.key {
                Key::Number(number) if digits => {
                    let numbers: Vec<&str> = line
                        .label
                        .split(|c: char| !c.is_ascii_digit())
                        .filter(|part| !part.is_empty())
                        .collect();
                    assert!(numbers.contains(&number.to_string().as_str()), "{line:?}");
                }
                Key::Number(number) => assert_eq!(number, line.position),
                Key::Letter(letter) => assert!(digits && LETTERS.contains(letter)),
            }
        }
    }

    fn buttons(labels: &[String]) -> Vec<Choice> {
        labels
            .iter()
            .enumerate()
            .map(|(i, label)| Choice {
                group: "act".into(),
                heading: "Act".into(),
                label: label.clone(),
                action: json!({ "type": "act", "i": i }),
                steps: vec![],
            })
            .collect()
    }

    #[test]
    fn a_label_s_own_number_names_it_and_a_shared_beginning_is_said_once() {
        // Carolus Magnus' paladin of one colour: the court, then territories
        // 1 to 15 (the engine's order). The fifth line is territory 4: a
        // reply of 5 must not make it.
        let mut labels = vec![
            "Place a pink paladin at your court (1 vs 0: you take control of pink)".to_owned(),
        ];
        for territory in 1..=15 {
            labels.push(format!(
                "Place a pink paladin in territory {territory} (no one would lead there: Black 0, White {})",
                territory % 3
            ));
        }
        let lines = menu(&buttons(&labels), &[], words).unwrap();
        assert_keys_never_collide(&lines);
        assert_eq!(lines[0].key, Key::Letter('a'));
        let five = lines
            .iter()
            .find(|line| line.key == Key::Number(5))
            .unwrap();
        assert!(five.label.contains("territory 5 "), "{five:?}");
        let rows = shown(&lines);
        assert_eq!(rows.len(), 17, "{rows:#?}");
        assert_eq!(
            rows[1],
            (String::new(), "Place a pink paladin in territory …".into())
        );
        assert_eq!(
            rows[6],
            (
                "5".into(),
                "  (no one would lead there: Black 0, White 2)".into()
            )
        );

        // Torres' blocks: many numbers in each label, none its own: letters,
        // and the stack said once.
        let mut labels = vec!["Place a new knight on H3 (level 0) (2 AP)".to_owned()];
        for square in ["C1", "E1", "B2", "C2", "F2"] {
            labels.push(format!(
                "Place a block from stack 1 (2 blocks) on {square}: the castle grows to area 5 (1 AP)"
            ));
        }
        labels.push("End my turn".into());
        let lines = menu(&buttons(&labels), &[], words).unwrap();
        assert_keys_never_collide(&lines);
        let keys: String = lines.iter().map(|line| line.key.to_string()).collect();
        assert_eq!(keys, "abcdefg");
        let rows = shown(&lines);
        let repeated = rows
            .iter()
            .filter(|(_, words)| words.contains("stack 1 (2 blocks)"))
            .count();
        assert_eq!(repeated, 1, "{rows:#?}");
        assert_eq!(
            rows[2],
            ("b".into(), "  C1: the castle grows to area 5 (1 AP)".into())
        );

        // Words without numbers: each line by its place.
        let labels: Vec<String> = ["Influence", "Develop", "Fight"]
            .iter()
            .map(|tile| format!("Place the {tile} tile face down on the Scriptorium"))
            .collect();
        let lines = menu(&buttons(&labels), &[], words).unwrap();
        let keys: Vec<Key> = lines.iter().map(|line| line.key).collect();
        assert_eq!(keys, [Key::Number(1), Key::Number(2), Key::Number(3)]);
    }

    fn step(token: &str) -> Step {
        Step {
            token: token.to_owned(),
            label: token.split(':').nth(1).unwrap_or(token).to_owned(),
        }
    }

    #[test]
    fn beyond_twenty_the_board_s_first_step_is_listed_then_the_next() {
        // Carolus Magnus' shape: a paladin's colour, then where it goes; the
        // Emperor by where he stops (two distances may stop at one place);
        // discs are buttons.
        let mut all = Vec::new();
        for colour in ["red", "pink", "blue", "yellow", "green"] {
            for place in 1..=16 {
                all.push(Choice {
                    group: "place".into(),
                    heading: "Place".into(),
                    label: format!("Place a {colour} paladin at {place}"),
                    action: json!({"type": "place", "colour": colour, "to": place}),
                    steps: vec![
                        step(&format!("colour:{colour}")),
                        step(&format!("at:{place}")),
                    ],
                });
            }
        }
        for (steps, land) in [(1, 4), (2, 5), (3, 5)] {
            all.push(Choice {
                group: "emperor".into(),
                heading: "Emperor".into(),
                label: format!("Emperor {steps} steps to {land}"),
                action: json!({"type": "emperor", "steps": steps}),
                steps: vec![step(&format!("land:{land}"))],
            });
        }
        for disc in 1..=4 {
            all.push(Choice {
                group: "disc".into(),
                heading: "Disc".into(),
                label: format!("Disc {disc}"),
                action: json!({"type": "disc", "n": disc}),
                steps: vec![],
            });
        }
        let first = menu(&all, &[], words).unwrap();
        let labels: Vec<&str> = first.iter().map(|line| line.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Place red (16)",
                "Place pink (16)",
                "Place blue (16)",
                "Place yellow (16)",
                "Place green (16)",
                "Emperor 1 steps to 4",
                "Emperor 5 (2)",
                "Disc (4)"
            ]
        );
        let blue = menu(&all, &[3], words).unwrap();
        assert_eq!(blue.len(), 16);
        assert_eq!(blue[15].label, "Place a blue paladin at 16");
        assert_eq!(
            blue[0].target,
            Target::Action(json!({"type": "place", "colour": "blue", "to": 1}))
        );
        assert_eq!(menu(&all, &[7], words).unwrap().len(), 2);
        assert_eq!(menu(&all, &[6, 1], words), None, "an action leads nowhere");
        assert_eq!(assert_every_action_is_reached_once(&all), 1);
    }

    /// Random games of each game at every seat count: at every decision,
    /// the menu reaches each legal action once, in at most as many replies
    /// as a reply address can carry.
    #[test]
    fn every_decision_of_every_game_is_reachable_by_mail() {
        use crate::games::Registry;
        use rand::SeedableRng;
        use rand_chacha::ChaCha8Rng;
        let mut deepest = std::collections::BTreeMap::new();
        for entry in Registry::new(false).all() {
            let engine = entry.engine;
            let info = engine.info();
            for seats in info.min_seats..=info.max_seats {
                let options = engine
                    .normalize_options(&serde_json::json!({}), seats)
                    .expect("the default options");
                let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seats));
                let (mut table, setup) = engine.start(&options, seats, &mut rng).unwrap();
                for event in &setup {
                    table.apply(event).unwrap();
                }
                for _ in 0..600 {
                    let Some(seat) = table.waiting_on().first().copied() else {
                        break;
                    };
                    let all = of_table(entry, table.as_ref(), seat, Lang::default());
                    let depth = assert_every_action_is_reached_once(&all);
                    assert!(
                        depth <= crate::mail::reply_address::MAX_PATH,
                        "{}: {depth} replies deep",
                        info.id
                    );
                    let deepest = deepest.entry(info.id).or_insert(0);
                    *deepest = depth.max(*deepest);
                    let choice = rand::RngCore::next_u32(&mut rng) as usize % all.len();
                    for event in table.decide(seat, &all[choice].action, &mut rng).unwrap() {
                        table.apply(&event).unwrap();
                    }
                }
            }
        }
        // Carolus Magnus and Torres need shorter lists (Carolingi's
        // decisions stay within twenty here).
        for game in ["carolus-magnus", "torres"] {
            assert!(
                deepest.get(game).is_some_and(|depth| *depth >= 1),
                "{deepest:?}"
            );
        }
    }

    #[test]
    fn a_first_step_with_too_many_places_comes_in_runs_then_by_place() {
        // Torres' shape: 30 squares, each with a knight placed or moved.
        let mut all = Vec::new();
        for square in 0..30 {
            all.push(Choice {
                group: "knight".into(),
                heading: "Place a knight".into(),
                label: format!("Knight on {square}"),
                action: json!({"type": "knight", "at": square}),
                steps: vec![step(&format!("sq:{square}"))],
            });
            all.push(Choice {
                group: "move".into(),
                heading: "Move".into(),
                label: format!("Move from {square}"),
                action: json!({"type": "move", "from": square}),
                steps: vec![step(&format!("sq:{square}")), step("sq:x")],
            });
        }
        let first = menu(&all, &[], words).unwrap();
        assert_eq!(first.len(), 2, "30 squares in two runs");
        assert_eq!(first[0].label, "0 (2) … 19 (2)");
        let second_run = menu(&all, &[2], words).unwrap();
        assert_eq!(second_run.len(), 10);
        assert_eq!(
            second_run[0].label, "20 (2)",
            "mixed kinds: the place alone"
        );
        let square = menu(&all, &[2, 1], words).unwrap();
        assert_eq!(square.len(), 2);
        assert_eq!(assert_every_action_is_reached_once(&all), 2);
    }
}
