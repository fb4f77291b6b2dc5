//! The menus of turn mails: few choices listed each, many by kind and by
//! the board's steps, long levels in runs, every decision of random games
//! of each game reachable by one path, and every key unique in its list.

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
    let mut labels =
        vec!["Place a pink paladin at your court (1 vs 0: you take control of pink)".to_owned()];
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
