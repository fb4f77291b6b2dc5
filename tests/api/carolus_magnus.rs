//! Carolus Magnus through the web forms: whole games for 2, 3 and 4 players,
//! and a refused submission.

use crate::helpers::{browser, input_value, offered_actions, spawn_app, TestApp};
use crate::play::seat_of;
use scriptorium_games::carolus_magnus::{
    stop_effect, Action, CarolusMagnus, Destination, Phase, State, StopEffect,
};
use scriptorium_games::{Game, Seat};
use serde_json::Value;
use uuid::Uuid;

const NAMES: [&str; 4] = ["anna", "bob", "cleo", "dan"];

/// Signs up the players, creates the game with the lobby form and joins it
/// with the others; returns the game and each seat's browser.
async fn started(app: &TestApp, seats: usize, dice_variant: bool) -> (Uuid, Vec<reqwest::Client>) {
    let mut users = Vec::new();
    for name in NAMES.iter().take(seats) {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        users.push((client, id));
    }
    let seats_field = seats.to_string();
    let game = app
        .create_game(
            &users[0].0,
            &[
                ("kind", "carolus-magnus"),
                ("seats", &seats_field),
                ("time_limit", "72"),
                ("opt.dice_variant", if dice_variant { "on" } else { "" }),
            ][..if dice_variant { 4 } else { 3 }],
        )
        .await;
    for (client, _) in users.iter().skip(1) {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
    }
    let mut by_seat: Vec<Option<reqwest::Client>> = vec![None; seats];
    for (client, id) in users {
        let seat = seat_of(app, game, id).await as usize;
        by_seat[seat] = Some(client);
    }
    (game, by_seat.into_iter().map(Option::unwrap).collect())
}

fn path_of_game(game: Uuid) -> String {
    format!("/games/{game}")
}

/// The tokens that choose `action` on the board (the page's `?pick=`), or
/// `None` for an action chosen by a button: the contract the board keeps.
fn pick_path(state: &State, action: &Action) -> Option<Vec<String>> {
    match action {
        Action::PlacePaladin { colour, to } => Some(vec![
            format!(
                "colour:{}",
                serde_json::to_value(colour).unwrap().as_str().unwrap()
            ),
            match to {
                Destination::Court => "court:mine".to_owned(),
                Destination::Territory(id) => format!("territory:{id}"),
            },
        ]),
        Action::MoveEmperor { steps } => {
            Some(vec![format!("land:{}", state.region_after(*steps)?.id)])
        }
        Action::PlayDisc { .. } | Action::ChooseColour { .. } => None,
    }
}

async fn stored_state(app: &TestApp, game: Uuid) -> (State, Option<i16>, String) {
    let (state, waiting, status): (Value, Option<i16>, String) =
        sqlx::query_as("SELECT state, waiting_on[1], status FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    (serde_json::from_value(state).unwrap(), waiting, status)
}

/// A player who wants castles: gains control at court when that takes a
/// colour, puts controlled colours where the Emperor can reach, and stops the
/// Emperor where its own side builds or takes over.
fn choose(state: &State, seat: Seat, offered: &[Action]) -> Action {
    let side = state.side_of(seat);
    let helps = |steps: u8| {
        let to = state.region_after(steps).map_or(0, |r| r.id);
        match stop_effect(state, to) {
            StopEffect::Build { side: s } | StopEffect::TakeOver { to: s, .. } if s == side => 2,
            StopEffect::Nothing { .. } => 1,
            _ => 0,
        }
    };
    let reach = state.turn.map_or(1, |t| t.disc);
    let reachable: Vec<u8> = (1..=reach)
        .filter_map(|steps| state.region_after(steps))
        .filter(|r| r.owner != Some(side))
        .map(|r| r.id)
        .collect();
    let score = |action: &Action| -> i32 {
        match *action {
            Action::PlayDisc { disc } => i32::from(disc),
            Action::MoveEmperor { steps } => helps(steps) * 10 - i32::from(steps),
            Action::PlacePaladin { colour, to } => {
                let controlled = state.control[colour.index()] == Some(seat);
                match to {
                    Destination::Court => {
                        let mine = state.court(seat, colour) + 1;
                        let best = Seat::all(state.seats)
                            .filter(|s| *s != seat)
                            .map(|s| state.court(s, colour))
                            .max()
                            .unwrap_or(0);
                        if !controlled && mine > best {
                            30
                        } else {
                            5
                        }
                    }
                    Destination::Territory(id) => {
                        if controlled && reachable.contains(&id) {
                            // The nearest reachable one first.
                            40 - reachable.iter().position(|r| *r == id).unwrap_or(0) as i32
                        } else if reachable.contains(&id) {
                            3
                        } else {
                            1
                        }
                    }
                }
            }
            Action::ChooseColour { colour } => {
                if state.control[colour.index()] == Some(seat) {
                    2
                } else {
                    1
                }
            }
        }
    };
    let mut best = offered[0];
    for action in offered {
        if score(action) > score(&best) {
            best = *action;
        }
    }
    best
}

async fn play_through_the_forms(seats: usize, dice_variant: bool) {
    let app = spawn_app().await;
    let (game, clients) = started(&app, seats, dice_variant).await;
    let (state, _, _) = stored_state(&app, game).await;
    assert_eq!(state.options.dice_variant, dice_variant);
    let path = format!("/games/{game}");
    let mut moves = 0;
    loop {
        let (state, waiting, status) = stored_state(&app, game).await;
        if status == "finished" {
            for client in &clients {
                let (code, page) = app.page(client, &path).await;
                assert_eq!(code, 200);
                // Said once: the status says it is over, the board who won.
                assert_eq!(page.matches("The game is over.").count(), 1);
                assert!(!page.contains("Game over"));
                assert!(page.contains(" wins ("), "the board says who won");
            }
            // A visitor who is not in the game sees the same board, and no form.
            let (code, page) = app.page(&browser(), &path).await;
            assert_eq!(code, 200);
            assert!(page.contains("class=\"cm-circle\"") && page.contains(" wins ("));
            assert!(offered_actions(&page).is_empty());
            let result = state.result.expect("a result");
            assert!(!result.winners.is_empty());
            app.assert_projection_is_fold(game).await;
            assert!(moves > 20, "{moves}");
            return;
        }
        let seat = waiting.expect("someone to move") as usize;
        let client = &clients[seat];
        let (code, page) = app.page(client, &path).await;
        assert_eq!(code, 200);
        assert!(page.contains("class=\"cm-circle\""), "the board is drawn");
        // The others see the board but get no form.
        if moves % 50 == 0 {
            let other = &clients[(seat + 1) % seats];
            let (_, theirs) = app.page(other, &path).await;
            assert!(theirs.contains("class=\"cm-circle\""));
            assert!(offered_actions(&theirs).is_empty());
        }
        // The engine's legal actions: those chosen on the board are reached
        // through the board's links, the others are buttons on the page.
        let offered = CarolusMagnus::legal_actions(&state, Seat(seat as u8));
        assert!(!offered.is_empty(), "the player on turn has a decision");
        let buttons: Vec<Action> = offered_actions(&page)
            .iter()
            .map(|json| serde_json::from_str(json).unwrap())
            .collect();
        let expected_buttons: Vec<Action> = offered
            .iter()
            .filter(|a| pick_path(&state, a).is_none())
            .copied()
            .collect();
        assert_eq!(
            buttons, expected_buttons,
            "buttons are the non-board actions"
        );
        for action in &offered {
            if let Some(path) = pick_path(&state, action) {
                assert!(
                    page.contains(&format!("?pick={}#picking\"", path[0])),
                    "{} is a first step on the page",
                    path[0]
                );
            }
        }
        // Only legal choices are offered: held discs, the disc's distances.
        match state.phase {
            Phase::Opening => {
                let hand = &state.discs[seat];
                assert!(offered
                    .iter()
                    .all(|a| matches!(a, Action::PlayDisc { disc } if hand.contains(disc))));
            }
            Phase::Moving => {
                assert!(
                    page.contains("class=\"cm-landing\""),
                    "the board marks the stops"
                );
                assert!(
                    page.contains("cm-landing-target"),
                    "and they are touched to move the Emperor"
                );
            }
            _ => {}
        }
        let action = choose(&state, Seat(seat as u8), &offered);
        let json = serde_json::to_string(&action).unwrap();
        // Chosen on the board: the path's link shows one button naming it.
        let page = match pick_path(&state, &action) {
            Some(path) => {
                let (code, chosen) = app
                    .page(
                        client,
                        &format!(
                            "{path_}?pick={}",
                            path.join("."),
                            path_ = path_of_game(game)
                        ),
                    )
                    .await;
                assert_eq!(code, 200);
                let confirmed: Vec<Action> = offered_actions(&chosen)
                    .iter()
                    .map(|json| serde_json::from_str(json).unwrap())
                    .collect();
                assert!(confirmed.contains(&action), "{json} confirmed at its path");
                assert!(confirmed
                    .iter()
                    .all(|a| pick_path(&state, a) == Some(path.clone())));
                // The place chosen last is marked on the board until the
                // button confirms it: a territory or a stop is ringed, the
                // court outlined.
                let last = path.last().expect("a path has a step");
                let marked = if last.starts_with("court:") {
                    chosen.contains("cm-court cm-chosen") || chosen.contains("cm-active cm-chosen")
                } else {
                    chosen.contains("class=\"cm-chosen\"")
                };
                assert!(marked, "{last} is marked as chosen on the board");
                chosen
            }
            None => page,
        };
        let response = client
            .post(app.url(&format!("{path}/act")))
            .form(&[
                ("csrf", input_value(&page, "csrf").unwrap().as_str()),
                ("seq", &input_value(&page, "seq").unwrap()),
                ("token", &input_value(&page, "token").unwrap()),
                ("action", &json),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 303, "{json}");
        moves += 1;
        assert!(moves < 2000, "the game must end");
    }
}

#[tokio::test]
async fn carolus_magnus_two_players_through_the_forms() {
    play_through_the_forms(2, false).await;
}

#[tokio::test]
async fn carolus_magnus_three_players_with_the_dice_variant_through_the_forms() {
    play_through_the_forms(3, true).await;
}

#[tokio::test]
async fn carolus_magnus_four_players_through_the_forms() {
    play_through_the_forms(4, false).await;
}

#[tokio::test]
async fn carolus_magnus_refuses_an_illegal_submission_with_the_engines_reason() {
    let app = spawn_app().await;
    let (game, clients) = started(&app, 2, false).await;
    let path = format!("/games/{game}");
    // Crowns of the first reserves may be waiting to be named: name them.
    loop {
        let (state, waiting, _) = stored_state(&app, game).await;
        if state.phase == Phase::Opening {
            break;
        }
        let seat = waiting.unwrap() as usize;
        let (_, page) = app.page(&clients[seat], &path).await;
        let action = offered_actions(&page).remove(0);
        let response = clients[seat]
            .post(app.url(&format!("{path}/act")))
            .form(&[
                ("csrf", input_value(&page, "csrf").unwrap()),
                ("seq", input_value(&page, "seq").unwrap()),
                ("token", input_value(&page, "token").unwrap()),
                ("action", action),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 303);
    }
    let before = app.event_seqs(game).await;
    let (state_before, waiting, _) = stored_state(&app, game).await;
    let mover = waiting.unwrap() as usize;
    let (_, page) = app.page(&clients[mover], &path).await;
    let post = |client: &reqwest::Client, page: &str, action: &str| {
        let form = [
            ("csrf", input_value(page, "csrf").unwrap()),
            ("seq", input_value(page, "seq").unwrap()),
            ("token", input_value(page, "token").unwrap()),
            ("action", action.to_owned()),
        ];
        let request = client.post(app.url(&format!("{path}/act"))).form(&form);
        async move {
            let response = request.send().await.unwrap();
            (response.status().as_u16(), response.text().await.unwrap())
        }
    };
    // The opening: only discs are legal, and only held numbers are offered.
    let offered = offered_actions(&page);
    assert!(
        offered.iter().all(|a| a.contains("play_disc")),
        "{offered:?}"
    );
    assert!(!offered.iter().any(|a| a.contains("\"disc\":6")));

    let (status, body) = post(&clients[mover], &page, r#"{"type":"play_disc","disc":7}"#).await;
    assert_eq!(status, 422);
    assert!(
        body.contains("you do not hold disc 7 any more"),
        "the engine explains"
    );
    assert!(
        body.contains("class=\"cm-circle\""),
        "the page is shown again"
    );

    let (status, body) = post(
        &clients[mover],
        &page,
        r#"{"type":"move_emperor","steps":2}"#,
    )
    .await;
    assert_eq!(status, 422);
    assert!(body.contains("that is not what the game is waiting for now"));

    let other = 1 - mover;
    let (_, login) = app.page(&clients[other], "/login").await;
    let seq = before.len().to_string();
    let form = [
        ("csrf", input_value(&login, "csrf").unwrap()),
        ("seq", seq),
        ("token", Uuid::new_v4().to_string()),
        ("action", r#"{"type":"play_disc","disc":1}"#.to_owned()),
    ];
    let response = clients[other]
        .post(app.url(&format!("{path}/act")))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 422);
    assert!(response
        .text()
        .await
        .unwrap()
        .contains("it is not your turn to decide"));

    // Nothing changed.
    assert_eq!(app.event_seqs(game).await, before);
    let (state_after, _, _) = stored_state(&app, game).await;
    assert_eq!(state_before, state_after);
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn the_partners_option_is_shown_only_in_games_for_four() {
    let app = spawn_app().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    for (seats, computers, shown) in [("2", "1", false), ("4", "3", true)] {
        let game = app
            .create_game(
                &anna,
                &[
                    ("kind", "carolus-magnus"),
                    ("seats", seats),
                    ("computers_easy", computers),
                ],
            )
            .await;
        let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
        assert_eq!(page.contains("<dt>Partners</dt>"), shown, "{seats} seats");
    }
}
