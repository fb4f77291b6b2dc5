//! The headless rules command, run as a process: JSON in, JSON out, errors
//! as JSON with a non-zero exit.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

fn engine(args: &[&str], stdin: &str) -> (bool, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .arg("engine")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run the binary");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    (output.status.success(), value)
}

#[test]
fn create_list_apply_and_view() {
    let (ok, games) = engine(&["list"], "");
    assert!(ok);
    assert!(games
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["id"] == "countdown"));

    let (ok, game) = engine(&["new", "countdown", "--seats", "2", "--seed", "7"], "");
    assert!(ok, "{game}");
    let (again_ok, again) = engine(&["new", "countdown", "--seats", "2", "--seed", "7"], "");
    assert!(again_ok);
    assert_eq!(game, again, "the same seed gives the same set-up");
    let state = game.to_string();

    let (ok, legal) = engine(&["legal", "countdown", "--seat", "0"], &state);
    assert!(ok);
    let legal = legal.as_array().unwrap();
    assert!(legal
        .iter()
        .any(|offer| offer["action"]["type"] == "take_one"));
    let (ok, none) = engine(&["legal", "countdown", "--seat", "1"], &state);
    assert!(ok);
    assert!(none.as_array().unwrap().is_empty());

    let (ok, after) = engine(
        &[
            "apply",
            "countdown",
            "--seat",
            "0",
            "--action",
            r#"{"type":"take_one"}"#,
        ],
        &state,
    );
    assert!(ok, "{after}");
    assert_eq!(after["events"][0]["type"], "took_one");
    assert_eq!(
        after["state"]["pile"].as_u64().unwrap() + 1,
        game["state"]["pile"].as_u64().unwrap()
    );

    let (ok, view) = engine(
        &["view", "countdown", "--seat", "1"],
        &after["state"].to_string(),
    );
    assert!(ok);
    assert_eq!(view["my_joker"], game["state"]["jokers"][1]);
    let (ok, spectator) = engine(&["view", "countdown"], &after["state"].to_string());
    assert!(ok);
    assert_eq!(spectator["my_joker"], Value::Null);
}

#[test]
fn errors_are_json_with_a_failing_exit() {
    let (ok, error) = engine(&["new", "chess", "--seats", "2"], "");
    assert!(!ok);
    assert_eq!(error["error"], "unknown_game");
    let (_, game) = engine(&["new", "countdown", "--seats", "2"], "");
    let (ok, error) = engine(
        &[
            "apply",
            "countdown",
            "--seat",
            "1",
            "--action",
            r#"{"type":"take_one"}"#,
        ],
        &game.to_string(),
    );
    assert!(!ok);
    assert_eq!(error["error"], "illegal");
    assert_eq!(error["message"], "it is not your turn");
    let (ok, error) = engine(
        &["apply", "countdown", "--seat", "0", "--action", "{nope"],
        &game.to_string(),
    );
    assert!(!ok);
    assert_eq!(error["error"], "malformed");
    let (ok, error) = engine(&["view", "countdown"], "not json");
    assert!(!ok);
    assert_eq!(error["error"], "malformed");
}

/// Every real game answers the same commands: set up, list a seat's legal
/// actions, apply the first of them, show a seat's view.
#[test]
fn every_game_plays_through_the_command() {
    for (game, seats, options) in [
        ("carolus-magnus", "4", r#"{"dice_variant": true}"#),
        ("torres", "3", r#"{"meister": true}"#),
        (
            "carolingi",
            "5",
            r#"{"sundial_year": 831, "advanced": true}"#,
        ),
    ] {
        let (ok, created) = engine(
            &[
                "new",
                game,
                "--seats",
                seats,
                "--seed",
                "3",
                "--options",
                options,
            ],
            "",
        );
        assert!(ok, "{game}: {created}");
        let mut state = created["state"].to_string();
        // Follow the game a few decisions, always taking the first legal action
        // of the first seat that has one.
        for _ in 0..5 {
            let mut moved = false;
            for seat in 0..seats.parse::<u8>().unwrap() {
                let seat = seat.to_string();
                let (ok, legal) = engine(&["legal", game, "--seat", &seat], &state);
                assert!(ok, "{game}: {legal}");
                let Some(first) = legal.as_array().unwrap().first() else {
                    continue;
                };
                assert!(first["label"]
                    .as_str()
                    .is_some_and(|label| !label.is_empty()));
                let action = first["action"].to_string();
                let (ok, after) = engine(
                    &["apply", game, "--seat", &seat, "--action", &action],
                    &state,
                );
                assert!(ok, "{game}: {after}");
                state = after["state"].to_string();
                moved = true;
                break;
            }
            assert!(moved, "{game}: somebody can act");
        }
        let (ok, view) = engine(&["view", game, "--seat", "0"], &state);
        assert!(ok && view.is_object(), "{game}: {view}");
        let (_, bad) = engine(&["new", game, "--seats", "9"], "");
        assert_eq!(bad["error"], "illegal", "{game}: {bad}");
    }
}

/// Issue 13, point 8: without `--seed` the command draws from the operating
/// system, so two set-ups (Torres shuffles its action cards) differ; with the
/// same `--seed` they stay equal.
#[test]
fn draws_come_from_the_os_unless_a_seed_is_given() {
    let new = |seed: Option<&str>| {
        let mut args = vec!["new", "torres", "--seats", "2"];
        if let Some(seed) = seed {
            args.extend(["--seed", seed]);
        }
        let (ok, game) = engine(&args, "");
        assert!(ok, "{game}");
        game
    };
    assert_ne!(new(None), new(None), "two unseeded set-ups differ");
    assert_eq!(
        new(Some("11")),
        new(Some("11")),
        "a seed reproduces a set-up"
    );
}

/// Issue 16: a computer player's choice is one of the seat's legal actions,
/// at every level and in every game, and the same seed and playout count
/// give the same choice.
#[test]
fn the_bot_command_picks_a_legal_action() {
    for (game, seats) in [
        ("countdown", "2"),
        ("carolus-magnus", "2"),
        ("torres", "3"),
        ("carolingi", "4"),
    ] {
        let (ok, created) = engine(&["new", game, "--seats", seats, "--seed", "5"], "");
        assert!(ok, "{game}: {created}");
        let state = created["state"].to_string();
        let seat = (0..seats.parse::<u8>().unwrap())
            .map(|seat| seat.to_string())
            .find(|seat| {
                let (_, legal) = engine(&["legal", game, "--seat", seat], &state);
                !legal.as_array().unwrap().is_empty()
            })
            .expect("somebody decides");
        let (_, legal) = engine(&["legal", game, "--seat", &seat], &state);
        let offered: Vec<&Value> = legal
            .as_array()
            .unwrap()
            .iter()
            .map(|offer| &offer["action"])
            .collect();
        for level in ["random", "easy", "strong"] {
            let args = [
                "bot",
                game,
                "--seat",
                &seat,
                "--level",
                level,
                "--playouts",
                "30",
                "--think-ms",
                "600000",
                "--seed",
                "9",
            ];
            let (ok, action) = engine(&args, &state);
            assert!(ok, "{game} {level}: {action}");
            assert!(
                offered.contains(&&action),
                "{game} {level}: {action} is not offered"
            );
            let (_, again) = engine(&args, &state);
            assert_eq!(action, again, "{game} {level}: the same seed decides alike");
        }
    }
}

#[test]
fn the_bot_command_refuses_what_it_cannot_do() {
    let (_, game) = engine(&["new", "countdown", "--seats", "2", "--seed", "1"], "");
    let state = game.to_string();
    let (ok, error) = engine(
        &["bot", "countdown", "--seat", "1", "--level", "easy"],
        &state,
    );
    assert!(!ok);
    assert_eq!(error["error"], "not_waiting");
    let (ok, error) = engine(
        &["bot", "countdown", "--seat", "0", "--level", "expert"],
        &state,
    );
    assert!(!ok);
    assert_eq!(error["error"], "malformed");
    let (ok, error) = engine(&["bot", "chess", "--seat", "0", "--level", "easy"], &state);
    assert!(!ok);
    assert_eq!(error["error"], "unknown_game");
}

/// A tiny arena: every game is counted, wins (a shared one as a share) add
/// up to the games finished, and the strong level reports its playouts.
#[test]
fn the_arena_command_plays_levels_against_each_other() {
    let (ok, report) = engine(
        &[
            "arena",
            "countdown",
            "--seats",
            "2",
            "--games",
            "6",
            "--levels",
            "strong,random",
            "--playouts",
            "300",
            "--seed",
            "4",
        ],
        "",
    );
    assert!(ok, "{report}");
    assert_eq!(report["games"], 6);
    assert_eq!(report["finished"], 6);
    let strong = report["wins"]["strong"].as_f64().unwrap();
    let random = report["wins"]["random"].as_f64().unwrap();
    assert_eq!(strong + random, 6.0);
    assert!(strong >= 4.0, "{report}");
    assert!(
        report["levels"]["strong"]["playouts_per_choice"]
            .as_f64()
            .unwrap()
            > 0.0
    );

    let (ok, report) = engine(
        &[
            "arena",
            "carolus-magnus",
            "--seats",
            "4",
            "--games",
            "2",
            "--levels",
            "easy,random",
            "--seed",
            "4",
        ],
        "",
    );
    assert!(ok, "{report}");
    let wins: f64 = ["easy", "random"]
        .iter()
        .map(|level| report["wins"][level].as_f64().unwrap())
        .sum();
    assert_eq!(wins, 2.0, "{report}");
    let (ok, error) = engine(
        &[
            "arena", "torres", "--seats", "9", "--games", "1", "--levels", "easy",
        ],
        "",
    );
    assert!(!ok);
    assert_eq!(error["error"], "illegal", "{error}");
}
