//! Torres through the web forms: creation with its options, a whole game of
//! two players, take-back within a turn, refused submissions.

use crate::helpers::{browser, input_value, offered_actions, spawn_app, TestApp};
use serde_json::{json, Value};
use uuid::Uuid;

struct Player {
    client: reqwest::Client,
    id: Uuid,
}

/// Creates a game of Torres through the lobby form with `options` (`opt.*`
/// fields) and has bob join anna's game (their names end with `tag`);
/// returns the game and the players.
async fn started_torres(app: &TestApp, tag: &str, options: &[(&str, &str)]) -> (Uuid, Vec<Player>) {
    let mut players = Vec::new();
    for name in ["anna", "bob"] {
        let client = browser();
        let id = app.sign_up(&client, &format!("{name}{tag}")).await;
        players.push(Player { client, id });
    }
    let mut fields = vec![("kind", "torres"), ("seats", "2"), ("time_limit", "72")];
    fields.extend_from_slice(options);
    let game = app.create_game(&players[0].client, &fields).await;
    let response = app
        .post_form(&players[1].client, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    (game, players)
}

fn kind(action: &str) -> String {
    serde_json::from_str::<Value>(action).unwrap()["type"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// A choice that moves the game on: build, place knights, end the turn; buy a
/// few cards on the way so that the keep-one form is used too.
fn choose(actions: &[String], bought: &mut usize) -> String {
    let first_of = |kinds: &[&str]| {
        kinds
            .iter()
            .find_map(|wanted| actions.iter().find(|a| kind(a) == *wanted).cloned())
    };
    if let Some(pending) = first_of(&[
        "keep_card",
        "put_lifted_block",
        "spread_block",
        "found_castle",
        "place_first_knight",
        "place_king",
        "leave_king",
        "choose_starter",
    ]) {
        return pending;
    }
    if *bought < 3 {
        if let Some(buy) = first_of(&["buy_card"]) {
            *bought += 1;
            return buy;
        }
    }
    first_of(&["place_block", "place_knight", "end_turn"]).unwrap_or_else(|| actions[0].clone())
}

async fn post_action(
    app: &TestApp,
    client: &reqwest::Client,
    game: Uuid,
    page: &str,
    field: (&str, &str),
) -> reqwest::Response {
    let form = [
        ("csrf", input_value(page, "csrf").unwrap()),
        ("seq", input_value(page, "seq").unwrap()),
        ("token", input_value(page, "token").unwrap()),
        (field.0, field.1.to_owned()),
    ];
    client
        .post(app.url(&format!("/games/{game}/act")))
        .form(&form)
        .send()
        .await
        .unwrap()
}

async fn state_of(app: &TestApp, game: Uuid) -> (i64, Value) {
    sqlx::query_as("SELECT seq, state FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_options_are_chosen_at_creation_and_shown_on_the_page() {
    let app = spawn_app().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    let (status, form) = app.page(&anna, "/games/new?kind=torres").await;
    assert_eq!(status, 200);
    // The 2017 edition's basic game is the default.
    assert!(form.contains("<option value=\"2017\" selected>"), "{form}");
    assert!(form.contains("<option value=\"personal\" selected>"));
    assert!(
        form.contains("name=\"opt.meister\">"),
        "Meister is off by default"
    );

    let (game, players) = started_torres(
        &app,
        "1",
        &[
            ("opt.edition", "original"),
            ("opt.deck", "shared"),
            ("opt.meister", "on"),
        ],
    )
    .await;
    let (_, page) = app
        .page(&players[0].client, &format!("/games/{game}"))
        .await;
    assert!(
        page.contains("<dt>Edition</dt><dd>Older edition</dd>"),
        "{page}"
    );
    assert!(page.contains("<dt>Action cards</dt><dd>Shared 40-card deck</dd>"));
    assert!(page.contains("<dt>Meister version</dt><dd>yes</dd>"));
    // The Meister game begins with the players founding the castles.
    assert!(page.contains("castle 1 of 8"), "{page}");
    assert!(page.contains("Meister card:"));

    let (game, players) = started_torres(
        &app,
        "2",
        &[("opt.edition", "2017"), ("opt.deck", "personal")],
    )
    .await;
    let (_, page) = app
        .page(&players[1].client, &format!("/games/{game}"))
        .await;
    assert!(page.contains("<dt>Edition</dt><dd>2017 edition</dd>"));
    assert!(page.contains("<dt>Action cards</dt><dd>Personal 10-card deck</dd>"));
    assert!(page.contains("<dt>Meister version</dt><dd>no</dd>"));
    assert!(page.contains("class=\"torres-board\""));
}

#[tokio::test]
async fn a_full_game_of_torres_through_the_forms() {
    let app = spawn_app().await;
    let (game, players) = started_torres(
        &app,
        "",
        &[("opt.edition", "2017"), ("opt.deck", "personal")],
    )
    .await;
    let spectator = browser();
    app.sign_up(&spectator, "carl").await;
    let path = format!("/games/{game}");
    let mut bought = 0;
    let mut moves = 0;
    let mut kinds_played = std::collections::BTreeSet::new();
    let mut saw_action_points = false;
    let mut saw_take_back = false;
    loop {
        let mut acted = false;
        for player in &players {
            let (status, page) = app.page(&player.client, &path).await;
            assert_eq!(status, 200);
            if page.contains("The game is over.") {
                let finished: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
                    .bind(game)
                    .fetch_one(&app.pool)
                    .await
                    .unwrap();
                assert_eq!(finished, "finished");
                assert!(page.contains("After three years, "), "{page}");
                assert_eq!(page.matches("The game is over.").count(), 1, "said once");
                assert!(!page.contains("Game over"));
                app.assert_projection_is_fold(game).await;
                for wanted in [
                    "place_first_knight",
                    "place_king",
                    "place_block",
                    "place_knight",
                    "buy_card",
                    "keep_card",
                    "end_turn",
                    "choose_starter",
                ] {
                    assert!(
                        kinds_played.contains(wanted),
                        "{wanted} was never played: {kinds_played:?}"
                    );
                }
                assert!(
                    saw_action_points,
                    "the action points were shown to the player on turn"
                );
                assert!(saw_take_back, "a block placed can be taken back");
                let (status, page) = app.page(&spectator, &path).await;
                assert_eq!(status, 200);
                assert!(page.contains("After three years, "));
                // The history draws the board after any step.
                let (status, page) = app.page(&player.client, &format!("{path}/history")).await;
                assert_eq!(status, 200);
                assert!(page.contains("class=\"torres-board\""));
                for step in [1, moves / 2, moves] {
                    let (status, page) =
                        app.page(&player.client, &format!("{path}/at/{step}")).await;
                    assert_eq!(status, 200, "step {step}");
                    assert!(page.contains("class=\"torres-board\""), "step {step}");
                }
                return;
            }
            let offered = app.decisions(player.id, game).await;
            if offered.is_empty() {
                assert!(offered_actions(&page).is_empty(), "no decision, no form");
                continue;
            }
            let actions: Vec<String> = offered.iter().map(|o| o.action.clone()).collect();
            if actions.iter().any(|a| kind(a) == "end_turn") {
                saw_action_points |=
                    page.contains("action points left") || page.contains("action point left");
            }
            saw_take_back |= page.contains("Take back my last action");
            let action = choose(&actions, &mut bought);
            let chosen = offered.iter().find(|o| o.action == action).unwrap();
            let response = app.take(&player.client, game, chosen).await;
            assert_eq!(response.status().as_u16(), 303, "{action}");
            kinds_played.insert(kind(&action));
            moves += 1;
            acted = true;
            assert!(moves < 1500, "the game must end");
        }
        assert!(acted, "somebody must have a decision");
        if moves % 50 == 0 {
            // A spectator's page now and then: the board without any hand.
            let (status, page) = app.page(&spectator, &path).await;
            assert_eq!(status, 200);
            assert!(page.contains("class=\"torres-board\""));
            assert!(!page.contains("Your action cards"));
        }
    }
}

/// Plays through the set-up (first knights, the King) with the first offers.
async fn through_setup(app: &TestApp, game: Uuid, players: &[Player]) {
    loop {
        let mut acted = false;
        for player in players {
            let offered = app.decisions(player.id, game).await;
            let Some(first) = offered.first() else {
                continue;
            };
            if !matches!(
                kind(&first.action).as_str(),
                "place_first_knight" | "place_king"
            ) {
                return;
            }
            assert_eq!(
                app.take(&player.client, game, first)
                    .await
                    .status()
                    .as_u16(),
                303
            );
            acted = true;
        }
        assert!(acted);
    }
}

/// The player on turn: their client, page and id.
async fn on_turn<'a>(
    app: &TestApp,
    game: Uuid,
    players: &'a [Player],
) -> (&'a reqwest::Client, String, Uuid) {
    for player in players {
        if !app.decisions(player.id, game).await.is_empty() {
            let (_, page) = app.page(&player.client, &format!("/games/{game}")).await;
            return (&player.client, page, player.id);
        }
    }
    panic!("nobody is on turn");
}

#[tokio::test]
async fn blocks_can_be_taken_back_until_a_card_is_drawn() {
    let app = spawn_app().await;
    let (game, players) = started_torres(
        &app,
        "",
        &[("opt.edition", "2017"), ("opt.deck", "personal")],
    )
    .await;
    through_setup(&app, game, &players).await;
    let (client, page, mover) = on_turn(&app, game, &players).await;
    assert!(page.contains("5 action points left"), "{page}");
    assert!(!page.contains("Take back my last action"));
    let (_, before) = state_of(&app, game).await;
    let block = app
        .decisions(mover, game)
        .await
        .into_iter()
        .find(|o| kind(&o.action) == "place_block")
        .unwrap();
    assert!(
        block.page.contains("?pick=sq:"),
        "a block is placed by touching its square"
    );
    assert_eq!(app.take(client, game, &block).await.status().as_u16(), 303);
    let (_, page) = app.page(client, &format!("/games/{game}")).await;
    assert!(page.contains("4 action points left"));
    assert!(
        page.contains("Take back my last action"),
        "a block reveals nothing: {page}"
    );
    assert_eq!(
        post_action(&app, client, game, &page, ("take_back", "1"))
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, after) = state_of(&app, game).await;
    assert_eq!(before, after, "taking back restores the state");
    app.assert_projection_is_fold(game).await;

    // Buying a card shows new cards: no taking back past it.
    let (_, page) = app.page(client, &format!("/games/{game}")).await;
    assert!(page.contains("5 action points left"));
    assert_eq!(
        post_action(
            &app,
            client,
            game,
            &page,
            ("action", &json!({"type": "buy_card"}).to_string())
        )
        .await
        .status()
        .as_u16(),
        303
    );
    let (_, page) = app.page(client, &format!("/games/{game}")).await;
    assert!(page.contains("You are looking at these cards"), "{page}");
    assert!(!page.contains("Take back my last action"));
    let keep = offered_actions(&page)
        .into_iter()
        .find(|a| kind(a) == "keep_card")
        .unwrap();
    assert_eq!(
        post_action(&app, client, game, &page, ("action", &keep))
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, page) = app.page(client, &format!("/games/{game}")).await;
    assert!(page.contains("Bought this turn"), "{page}");
    assert!(!page.contains("Take back my last action"));
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn an_illegal_submission_is_refused_with_the_engines_reason() {
    let app = spawn_app().await;
    let (game, players) = started_torres(&app, "", &[]).await;
    let (client, page, _) = on_turn(&app, game, &players).await;
    let before = state_of(&app, game).await;
    // Ending a turn during the set-up: well-formed, but not now.
    let response = post_action(
        &app,
        client,
        game,
        &page,
        (
            "action",
            &json!({"type": "end_turn", "stack": null}).to_string(),
        ),
    )
    .await;
    assert_eq!(response.status().as_u16(), 422);
    let body = response.text().await.unwrap();
    assert!(body.contains("That move is not allowed:"), "{body}");
    assert!(
        body.contains("that action does not fit this moment of the game"),
        "{body}"
    );
    assert_eq!(state_of(&app, game).await, before, "nothing changed");

    // In play: a knight moved from a square where the player has none.
    through_setup(&app, game, &players).await;
    let (client, page, _) = on_turn(&app, game, &players).await;
    let before = state_of(&app, game).await;
    let state = &before.1;
    let on_turn_seat = state["order"][state["turn_index"].as_u64().unwrap() as usize]
        .as_u64()
        .unwrap() as usize;
    let mine: Vec<u64> = state["knights"][on_turn_seat]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_u64().unwrap())
        .collect();
    let from = (0..64).find(|s| !mine.contains(s)).unwrap();
    let response = post_action(
        &app,
        client,
        game,
        &page,
        (
            "action",
            &json!({"type": "move_knight", "from": from, "to": (from + 1) % 64}).to_string(),
        ),
    )
    .await;
    assert_eq!(response.status().as_u16(), 422);
    let body = response.text().await.unwrap();
    assert!(body.contains("That move is not allowed:"), "{body}");
    assert!(
        body.contains("there is none of your knights on that square"),
        "{body}"
    );
    assert_eq!(state_of(&app, game).await, before, "nothing changed");
    app.assert_projection_is_fold(game).await;
}
