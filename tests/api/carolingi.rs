//! Carolingi played through the web forms: a whole short game, the
//! simultaneous placement, and a refused move.

use crate::helpers::{browser, input_value, offered_actions, spawn_app, unescape, TestApp};
use crate::play::seat_of;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use scriptorium::support::i18n::Lang;
use scriptorium_games::carolingi::{Action, Carolingi, State};
use scriptorium_games::{Explain, Game, Seat};
use serde_json::Value;
use uuid::Uuid;

/// Two players in a started game of Carolingi, in seat order.
async fn started(app: &TestApp, sundial: &str) -> (Uuid, Vec<reqwest::Client>) {
    let (game, players) = started_with_ids(app, sundial).await;
    (
        game,
        players.into_iter().map(|(client, _)| client).collect(),
    )
}

/// The same, with each player's id.
async fn started_with_ids(app: &TestApp, sundial: &str) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let (_, form) = app.page(&anna, "/games/new?kind=carolingi").await;
    assert!(
        form.contains("opt.sundial_year"),
        "the lobby form offers the sundial year"
    );
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "carolingi"),
                ("seats", "2"),
                ("time_limit", "72"),
                ("opt.sundial_year", sundial),
            ],
        )
        .await;
    let joined = app
        .post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let mut players = vec![
        (seat_of(app, game, anna_id).await, anna, anna_id),
        (seat_of(app, game, bob_id).await, bob, bob_id),
    ];
    players.sort_by_key(|(seat, _, _)| *seat);
    (
        game,
        players
            .into_iter()
            .map(|(_, client, id)| (client, id))
            .collect(),
    )
}

async fn state_of(app: &TestApp, game: Uuid) -> State {
    let json: Value = app.state(game).await;
    serde_json::from_value(json).unwrap()
}

/// Posts one offered action from a page; returns the status.
async fn post(
    app: &TestApp,
    client: &reqwest::Client,
    game: Uuid,
    page: &str,
    action: &str,
) -> u16 {
    let form = [
        ("csrf", input_value(page, "csrf").unwrap()),
        ("seq", input_value(page, "seq").unwrap()),
        ("token", input_value(page, "token").unwrap()),
        ("action", action.to_owned()),
    ];
    client
        .post(app.url(&format!("/games/{game}/act")))
        .form(&form)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

fn kind(action: &str) -> String {
    let value: Value = serde_json::from_str(action).unwrap();
    value["type"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_full_two_player_game_through_the_forms() {
    let app = spawn_app().await;
    let (game, players) = started_with_ids(&app, "830").await;
    let path = format!("/games/{game}");
    let mut rng = SmallRng::seed_from_u64(830);
    let mut moves = 0;
    let mut steps_in_action = 0;
    let mut kinds_played = std::collections::BTreeSet::new();
    loop {
        let mut acted = false;
        for (seat, (client, id)) in players.iter().enumerate() {
            let (status, page) = app.page(client, &path).await;
            assert_eq!(status, 200);
            assert!(page.contains("class=\"carolingi\""), "the board is drawn");
            if page.contains("The game is over.") {
                let finished: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
                    .bind(game)
                    .fetch_one(&app.pool)
                    .await
                    .unwrap();
                assert_eq!(finished, "finished");
                // The winner is marked as such and each score named as
                // points, not "Won by 7" (issue 30).
                assert!(page.contains("★ Winner"));
                assert!(!page.contains("★ Won by"));
                assert!(page.contains(" points</span>") || page.contains(" point</span>"));
                let state = state_of(&app, game).await;
                assert!(state.is_over());
                assert_eq!(state.year, 830);
                app.assert_projection_is_fold(game).await;
                assert!(kinds_played.contains("place_tile"));
                assert!(kinds_played.len() >= 4, "{kinds_played:?}");
                assert!(moves > 20, "{moves} moves");
                return;
            }
            let decisions = app.decisions(*id, game).await;
            if decisions.is_empty() {
                assert!(offered_actions(&page).is_empty(), "no decision, no form");
                continue;
            }
            let offered: Vec<String> = decisions.iter().map(|d| d.action.clone()).collect();
            // The page offers exactly the engine's legal actions: as buttons,
            // or chosen on the board (each then has a page ending at it).
            let state = state_of(&app, game).await;
            let mut legal: Vec<String> = Carolingi::legal_actions(&state, Seat(seat as u8))
                .iter()
                .map(|a| serde_json::to_string(a).unwrap())
                .collect();
            let mut shown: Vec<String> = offered
                .iter()
                .map(|a| {
                    serde_json::to_string(&serde_json::from_str::<Action>(a).unwrap()).unwrap()
                })
                .collect();
            legal.sort();
            shown.sort();
            assert_eq!(shown, legal);
            let mut buttons = offered_actions(&page);
            let mut expected: Vec<String> = decisions
                .iter()
                .filter(|d| !d.page.contains("?pick="))
                .map(|d| d.action.clone())
                .collect();
            buttons.sort();
            expected.sort();
            assert_eq!(
                buttons, expected,
                "the buttons are the actions not chosen on the board"
            );
            // Carry out a few steps of each action, then end it.
            let ending = offered.iter().find(|a| kind(a) == "end_action");
            let action = match ending {
                Some(end) if steps_in_action >= 3 => end.clone(),
                _ => {
                    let doing: Vec<&String> =
                        offered.iter().filter(|a| kind(a) != "end_action").collect();
                    match doing.is_empty() {
                        true => offered[0].clone(),
                        false => doing[rng.random_range(0..doing.len())].clone(),
                    }
                }
            };
            steps_in_action = if offered.iter().any(|a| kind(a) == "end_action")
                && kind(&action) != "end_action"
            {
                steps_in_action + 1
            } else {
                0
            };
            kinds_played.insert(kind(&action));
            let chosen = decisions.iter().find(|d| d.action == action).unwrap();
            assert_eq!(
                app.take(client, game, chosen).await.status().as_u16(),
                303,
                "{action}"
            );
            moves += 1;
            acted = true;
            assert!(moves < 400, "the game must end");
        }
        assert!(acted, "somebody must have a decision");
    }
}

#[tokio::test]
async fn both_place_at_once_and_the_bag_waits_for_the_last() {
    let app = spawn_app().await;
    let (game, with_ids) = started_with_ids(&app, "830").await;
    let players: Vec<reqwest::Client> = with_ids.iter().map(|(c, _)| c.clone()).collect();
    let path = format!("/games/{game}");
    // Both are asked at once: each touches one of their tiles.
    for (client, id) in &with_ids {
        let (_, page) = app.page(client, &path).await;
        assert!(page.contains("<strong>It is your turn.</strong>"), "{page}");
        let decisions = app.decisions(*id, game).await;
        assert!(!decisions.is_empty());
        assert!(decisions.iter().all(|d| kind(&d.action) == "place_tile"));
        assert!(decisions.iter().all(|d| d.page.contains("?pick=tile:")));
        assert!(page.contains("Choose one of your tiles (here, or on your action board)."));
    }
    // The second seat places both its tiles first.
    for tile in [4, 1] {
        let (_, page) = app.page(&players[1], &path).await;
        let action = format!("{{\"type\":\"place_tile\",\"tile\":{tile}}}");
        assert_eq!(post(&app, &players[1], game, &page, &action).await, 303);
    }
    let (_, page) = app.page(&players[1], &path).await;
    assert!(offered_actions(&page).is_empty(), "nothing more to place");
    assert!(
        page.contains("cg-tile cg-placed\">Fight</span>"),
        "its own tiles, by name"
    );
    let state = state_of(&app, game).await;
    assert!(state.bag.is_empty(), "the bag waits for the last one");
    // The first seat still may place, and sees only that the other has placed.
    let (_, page) = app.page(&players[0], &path).await;
    assert!(!app.decisions(with_ids[0].1, game).await.is_empty());
    let theirs = &page[page.find("data-seat=\"1\"").unwrap()..];
    let theirs = &theirs[..theirs.find("</div>").unwrap()];
    assert!(theirs.contains("2 tile(s) placed, face down"));
    assert!(!page.contains("cg-tile cg-placed\">Fight</span>"));
    assert!(!page.contains("cg-tile cg-placed\">Develop</span>"));
    let action = "{\"type\":\"place_tile\",\"tile\":0}";
    assert_eq!(post(&app, &players[0], game, &page, action).await, 303);
    let tile = app
        .decisions(with_ids[0].1, game)
        .await
        .into_iter()
        .find(|d| d.action.contains("\"tile\":3"))
        .unwrap();
    assert_eq!(
        app.take(&players[0], game, &tile).await.status().as_u16(),
        303
    );
    // The last tile placed fills and draws the bag.
    let state = state_of(&app, game).await;
    assert!(!matches!(
        state.phase,
        scriptorium_games::carolingi::state::Phase::Placing
    ));
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn an_illegal_move_is_refused_with_the_engines_reason() {
    let app = spawn_app().await;
    let (game, players) = started(&app, "834").await;
    let path = format!("/games/{game}");
    let before = state_of(&app, game).await;
    let seq: i64 = app.seq(game).await;
    // Declare peace is locked at the start: not offered, and refused.
    let illegal = Action::PlaceTile {
        tile: scriptorium_games::carolingi::tiles::TileId(11),
    };
    let refusal = Carolingi::decide(&before, Seat(0), &illegal, &mut SmallRng::seed_from_u64(1))
        .unwrap_err()
        .explain();
    let reason = scriptorium::support::i18n::say(Lang::ENGLISH, &refusal, &[]);
    let (_, page) = app.page(&players[0], &path).await;
    let json = serde_json::to_string(&illegal).unwrap();
    assert!(!offered_actions(&page).contains(&json));
    let form = [
        ("csrf", input_value(&page, "csrf").unwrap()),
        ("seq", input_value(&page, "seq").unwrap()),
        ("token", input_value(&page, "token").unwrap()),
        ("action", json),
    ];
    let response = players[0]
        .post(app.url(&format!("{path}/act")))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 422);
    let body = unescape(&response.text().await.unwrap());
    assert!(
        body.contains(&reason),
        "the engine's explanation «{reason}» is shown"
    );
    assert!(
        body.contains("class=\"carolingi\""),
        "the board is shown again"
    );
    assert_eq!(state_of(&app, game).await, before, "nothing changed");
    let after: i64 = app.seq(game).await;
    assert_eq!(after, seq);
    app.assert_projection_is_fold(game).await;
}
