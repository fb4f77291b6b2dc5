use crate::helpers::{browser, input_value, offered_actions, spawn_app, TestApp};
use serde_json::{json, Value};
use uuid::Uuid;

/// Two players with a started game of the test game.
pub async fn started_game(app: &TestApp) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    assert_eq!(
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await
            .status()
            .as_u16(),
        303
    );
    (game, vec![(anna, anna_id), (bob, bob_id)])
}

pub async fn seat_of(app: &TestApp, game: Uuid, user: Uuid) -> i16 {
    sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_full_game_through_the_forms() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let path = format!("/games/{game}");
    let mut moves = 0;
    loop {
        let mut acted = false;
        for (client, _) in &players {
            let (status, page) = app.page(client, &path).await;
            assert_eq!(status, 200);
            if page.contains("The game is over.") {
                let finished: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
                    .bind(game)
                    .fetch_one(&app.pool)
                    .await
                    .unwrap();
                assert_eq!(finished, "finished");
                assert!(page.contains("★ Winner"));
                app.assert_projection_is_fold(game).await;
                assert!(moves > 3);
                return;
            }
            let actions = offered_actions(&page);
            if actions.is_empty() {
                continue;
            }
            // Prefer taking stones so the game moves towards its end.
            let action = actions
                .iter()
                .find(|a| a.contains("take_one"))
                .unwrap_or(&actions[0])
                .clone();
            let seq = input_value(&page, "seq").unwrap();
            let token = input_value(&page, "token").unwrap();
            let csrf = input_value(&page, "csrf").unwrap();
            let response = client
                .post(app.url(&format!("{path}/act")))
                .form(&[
                    ("csrf", csrf.as_str()),
                    ("seq", &seq),
                    ("token", &token),
                    ("action", &action),
                ])
                .send()
                .await
                .unwrap();
            assert_eq!(response.status().as_u16(), 303, "{action}");
            moves += 1;
            acted = true;
            assert!(moves < 500, "the game must end");
        }
        assert!(acted, "somebody must have a decision");
    }
}

#[tokio::test]
async fn take_back_within_a_turn_and_not_after_it() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let path = format!("/games/{game}");
    let waiting: i16 = app.waiting_seat(game).await;
    let mover_id = app.user_at(game, waiting).await;
    let (mover, _) = players.iter().find(|(_, id)| *id == mover_id).unwrap();
    let act = |page: String, field: (&'static str, String)| {
        assert!(page.contains("name=\"seq\""), "a decision form on {page}");
        let app = &app;
        let path = path.clone();
        async move {
            let mut form = vec![
                ("csrf", input_value(&page, "csrf").unwrap()),
                ("seq", input_value(&page, "seq").unwrap()),
                ("token", input_value(&page, "token").unwrap()),
            ];
            form.push(field);
            mover
                .post(app.url(&format!("{path}/act")))
                .form(&form)
                .send()
                .await
                .unwrap()
        }
    };
    let (_, page) = app.page(mover, &path).await;
    let before: Value = app.state(game).await;
    let response = act(page, ("action", json!({"type": "take_one"}).to_string())).await;
    assert_eq!(response.status().as_u16(), 303);
    let (_, page) = app.page(mover, &path).await;
    assert!(page.contains("Take back my last action"));
    let response = act(page, ("take_back", "1".into())).await;
    assert_eq!(response.status().as_u16(), 303);
    let after: Value = app.state(game).await;
    assert_eq!(before, after, "taking back restores the state");
    app.assert_projection_is_fold(game).await;

    // After ending the turn nothing can be taken back.
    let (_, page) = app.page(mover, &path).await;
    assert_eq!(
        act(page, ("action", json!({"type": "take_one"}).to_string()))
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, page) = app.page(mover, &path).await;
    assert_eq!(
        act(page, ("action", json!({"type": "end_turn"}).to_string()))
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, page) = app.page(mover, &path).await;
    assert!(!page.contains("Take back my last action"));
    let seq: i64 = app.seq(game).await;
    let form = [
        ("csrf", input_value(&page, "csrf").unwrap()),
        ("seq", seq.to_string()),
        ("token", Uuid::new_v4().to_string()),
        ("take_back", "1".to_owned()),
    ];
    let response = mover
        .post(app.url(&format!("{path}/act")))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 422);
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn a_full_game_through_the_json_api() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let tokens = [app.api_token(anna_id).await, app.api_token(bob_id).await];
    let client = reqwest::Client::new();

    let kinds: Value = client
        .get(app.url("/api/v1/kinds"))
        .bearer_auth(&tokens[0])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(kinds
        .as_array()
        .unwrap()
        .iter()
        .any(|k| k["id"] == "countdown"));

    let created = client
        .post(app.url("/api/v1/games"))
        .bearer_auth(&tokens[0])
        .json(&json!({"kind": "countdown", "seats": 2, "options": {"jokers": false}, "move_time_limit_hours": 48}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let created: Value = created.json().await.unwrap();
    let game = created["id"].as_str().unwrap().to_owned();
    let open: Value = client
        .get(app.url("/api/v1/games"))
        .bearer_auth(&tokens[1])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(open
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["id"] == game.as_str()));
    // Inviting by name through the API (the invitation is mailed).
    let invited = client
        .post(app.url(&format!("/api/v1/games/{game}/invite")))
        .bearer_auth(&tokens[0])
        .json(&json!({"username": "bob"}))
        .send()
        .await
        .unwrap();
    assert_eq!(invited.status().as_u16(), 204);
    let unknown = client
        .post(app.url(&format!("/api/v1/games/{game}/invite")))
        .bearer_auth(&tokens[0])
        .json(&json!({"username": "nobody"}))
        .send()
        .await
        .unwrap();
    assert_eq!(unknown.status().as_u16(), 422);
    let joined: Value = client
        .post(app.url(&format!("/api/v1/games/{game}/join")))
        .bearer_auth(&tokens[1])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(joined["started"], true);

    let mut turns = 0;
    loop {
        let mut acted = false;
        for token in &tokens {
            let state: Value = client
                .get(app.url(&format!("/api/v1/games/{game}")))
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            if state["status"] == "finished" {
                assert!(state["outcome"]["winners"]
                    .as_array()
                    .is_some_and(|w| w.len() == 1));
                let mine: Value = client
                    .get(app.url("/api/v1/me/games"))
                    .bearer_auth(token)
                    .send()
                    .await
                    .unwrap()
                    .json()
                    .await
                    .unwrap();
                assert_eq!(mine[0]["status"], "finished");
                return;
            }
            let legal = state["legal_actions"].as_array().unwrap();
            let Some(choice) = legal
                .iter()
                .find(|a| a["group"] == "take_one")
                .or(legal.first())
            else {
                continue;
            };
            let response = client
                .post(app.url(&format!("/api/v1/games/{game}/actions")))
                .bearer_auth(token)
                .json(&json!({"seq": state["seq"], "token": Uuid::new_v4(), "action": choice["action"]}))
                .send()
                .await
                .unwrap();
            assert_eq!(response.status().as_u16(), 200);
            acted = true;
            turns += 1;
            assert!(turns < 500);
        }
        assert!(acted);
    }
}

#[tokio::test]
async fn the_api_needs_a_valid_token_and_documents_itself() {
    let app = spawn_app().await;
    let client = reqwest::Client::new();
    let response = client.get(app.url("/api/v1/games")).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 401);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"], "unauthorized");
    let response = client
        .get(app.url("/api/v1/games"))
        .bearer_auth("nope")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 401);

    let doc: Value = client
        .get(app.url("/api/v1/openapi.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for path in [
        "/api/v1/games",
        "/api/v1/games/{id}/actions",
        "/api/v1/games/{id}/join",
        "/api/v1/games/{id}/invite",
        "/api/v1/games/{id}/messages",
        "/api/v1/kinds",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} documented");
    }
}

#[tokio::test]
async fn the_page_names_its_live_feed_and_what_it_shows() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (client, _) = &players[0];
    let (_, page) = app.page(client, &format!("/games/{game}")).await;
    let seq: i64 = app.seq(game).await;
    assert!(page.contains(&format!(
        "data-game-live=\"/games/{game}/live\" data-seq=\"{seq}\" data-page=\"/games/{game}\""
    )));
}

/// The user whose turn it is and an API token for them, and the other player.
async fn mover_and_other(
    app: &TestApp,
    game: Uuid,
    players: &[(reqwest::Client, Uuid)],
) -> (String, String) {
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let other = players.iter().find(|(_, id)| *id != mover).unwrap().1;
    (app.api_token(mover).await, app.api_token(other).await)
}

async fn post_action(app: &TestApp, game: Uuid, token: &str, body: &Value) -> (u16, Value) {
    let response = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/actions")))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn an_action_with_an_unknown_field_is_malformed_and_changes_nothing() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (mover, _) = mover_and_other(&app, game, &players).await;
    let seq = app.seq(game).await;
    let state = app.state(game).await;
    // Without the check this parses as a plain take_one and is applied.
    let body =
        json!({"seq": seq, "token": Uuid::new_v4(), "action": {"type": "take_one", "count": 3}});
    let (status, error) = post_action(&app, game, &mover, &body).await;
    assert_eq!(status, 400, "{error}");
    assert!(
        error["detail"]
            .as_str()
            .is_some_and(|detail| detail.contains("unknown field `count`")),
        "a clear message: {error}"
    );
    assert_eq!(app.seq(game).await, seq, "nothing changes");
    assert_eq!(app.state(game).await, state);
}

#[tokio::test]
async fn another_user_cannot_probe_whether_a_token_was_used() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (mover, other) = mover_and_other(&app, game, &players).await;
    let seq = app.seq(game).await;
    let token = Uuid::new_v4();
    let body = json!({"seq": seq, "token": token, "action": {"type": "take_one"}});
    let (status, _) = post_action(&app, game, &mover, &body).await;
    assert_eq!(status, 200);
    // The same token again, by its owner: already applied.
    let (status, answer) = post_action(&app, game, &mover, &body).await;
    assert_eq!((status, &answer["applied"]), (200, &json!(false)));

    // A stranger is refused as such, whatever the token.
    let stranger = browser();
    let stranger_id = app.sign_up(&stranger, "carla").await;
    let stranger_token = app.api_token(stranger_id).await;
    let (status, answer) = post_action(&app, game, &stranger_token, &body).await;
    assert_eq!(status, 403, "{answer}");
    // The other player does not learn of the mover's token either: their
    // stale submission is treated as theirs, and refused as stale.
    let (status, answer) = post_action(&app, game, &other, &body).await;
    assert_eq!(status, 409, "{answer}");
    assert_eq!(app.seq(game).await, seq + 1, "only the one move landed");
}

/// Issue 14, turn first: the page says whose turn it is, until when, and
/// holds the decision's controls before the board, so a phone shows them on
/// the first screen (the wide layout puts them beside the board).
#[tokio::test]
async fn the_turn_and_its_controls_come_before_the_board() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let path = format!("/games/{game}");
    let waiting = app.waiting_seat(game).await;
    for (client, user) in &players {
        let (_, page) = app.page(client, &path).await;
        let board = page.find("class=\"board\"").expect("a board");
        let turn = page.find("class=\"turn\"").expect("a turn section");
        assert!(turn < board, "the turn section precedes the board");
        let status = &page[turn..board];
        if seat_of(&app, game, *user).await == waiting {
            assert!(status.contains("It is your turn"));
            assert!(
                status.contains("action=\"/games/"),
                "the controls are in it"
            );
        } else {
            assert!(status.contains("Waiting for"), "{status}");
            assert!(
                !status.contains("/act\""),
                "no controls for the other player"
            );
        }
        assert!(status.contains("class=\"deadline\""), "until when");
    }
}

/// The `href` of the first link on `page` with class `class`.
fn link_with_class(page: &str, class: &str) -> Option<String> {
    let at = page.find(&format!("class=\"{class}\" href=\""))?;
    let rest = &page[at + class.len() + 15..];
    Some(crate::helpers::unescape(&rest[..rest.find('"')?]))
}

#[tokio::test]
async fn an_action_is_chosen_by_touching_the_board_then_confirmed_in_words() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let seat = app.waiting_seat(game).await;
    let mover_id = app.user_at(game, seat).await;
    let (mover, other) = if players[0].1 == mover_id {
        (&players[0].0, &players[1].0)
    } else {
        (&players[1].0, &players[0].0)
    };
    let path = format!("/games/{game}");

    // The joker is a marked link on the board, not a button among the forms.
    let (_, page) = app.page(mover, &path).await;
    let target = link_with_class(&page, "pick-target").expect("the joker is a target");
    assert_eq!(target, format!("{path}?pick=joker:mine#picking"));
    assert!(!offered_actions(&page)
        .iter()
        .any(|a| a.contains("play_joker")));
    assert!(offered_actions(&page)
        .iter()
        .any(|a| a.contains("take_one")));
    // Whoever is not to move has nothing to touch.
    let (_, theirs) = app.page(other, &path).await;
    assert!(link_with_class(&theirs, "pick-target").is_none());

    // Touching it names the action and offers only its confirmation.
    let (status, chosen) = app.page(mover, &target).await;
    assert_eq!(status, 200);
    assert!(chosen.contains("Chosen so far:") && chosen.contains("your joker"));
    let actions = offered_actions(&chosen);
    assert_eq!(actions.len(), 1, "{actions:?}");
    assert!(actions[0].contains("play_joker"));
    assert!(chosen.contains("class=\"decision pick-confirm\""));
    assert!(chosen.contains(&format!("href=\"{path}#picking\">Start again")));

    let before = app.seq(game).await;
    let response = mover
        .post(app.url(&format!("{path}/act")))
        .form(&[
            ("csrf", input_value(&chosen, "csrf").unwrap().as_str()),
            ("seq", &input_value(&chosen, "seq").unwrap()),
            ("token", &input_value(&chosen, "token").unwrap()),
            ("action", &actions[0]),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 303);
    assert!(app.seq(game).await > before);
    assert_eq!(app.state(game).await["jokers"][seat as usize], Value::Null);

    // A choice that no longer leads anywhere starts again, saying so.
    let (status, stale) = app.page(mover, &target).await;
    assert_eq!(status, 200);
    assert!(stale.contains("That choice is no longer open"));
    assert!(!stale.contains("Chosen so far:"));
}

#[tokio::test]
async fn a_malformed_choice_on_the_board_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let before = app.seq(game).await;
    for pick in ["%3Cscript%3E", "joker:Mine", "a..b", "a.b.c.d.e.f.g.h.i"] {
        let (status, page) = app
            .page(&players[0].0, &format!("/games/{game}?pick={pick}"))
            .await;
        assert_eq!(status, 400, "{pick}");
        assert!(page.contains("a choice on the board"), "{pick}: {page}");
    }
    assert_eq!(app.seq(game).await, before);
}

/// Follows `$ref`s into the document's components.
fn resolved<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap();
            resolved(doc, &doc["components"]["schemas"][name])
        }
        None => schema,
    }
}

/// The members a documented schema sends, for each of its alternatives.
fn documented_shapes(doc: &Value, schema: &Value) -> Vec<Vec<String>> {
    let schema = resolved(doc, schema);
    if let Some(alternatives) = schema["oneOf"].as_array() {
        return alternatives
            .iter()
            .flat_map(|alternative| documented_shapes(doc, alternative))
            .collect();
    }
    let mut members: Vec<String> = schema["properties"]
        .as_object()
        .map(|properties| properties.keys().cloned().collect())
        .unwrap_or_default();
    members.sort();
    vec![members]
}

fn members_of(body: &Value) -> Vec<String> {
    let mut members: Vec<String> = body.as_object().unwrap().keys().cloned().collect();
    members.sort();
    members
}

/// The OpenAPI document says what a 409 from a submission sends: the
/// "game moved on" answer ({error, message, state}) or a refusal such as
/// "the game is not in play" ({error, message, detail}).
#[tokio::test]
async fn the_documented_conflict_of_a_submission_is_what_it_sends() {
    let app = spawn_app().await;
    let doc: Value = reqwest::get(app.url("/api/v1/openapi.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let conflict = &doc["paths"]["/api/v1/games/{id}/actions"]["post"]["responses"]["409"];
    let shapes = documented_shapes(&doc, &conflict["content"]["application/json"]["schema"]);

    let (game, players) = started_game(&app).await;
    let (mover, _) = mover_and_other(&app, game, &players).await;
    let stale = json!({"seq": 0, "token": Uuid::new_v4(), "action": {"type": "take_one"}});
    let (status, answer) = post_action(&app, game, &mover, &stale).await;
    assert_eq!(status, 409);
    assert_eq!(answer["error"], "stale");
    assert_eq!(members_of(&answer), ["error", "message", "state"]);
    assert!(shapes.contains(&members_of(&answer)), "{shapes:?}");
    assert!(answer["state"]["legal_actions"].is_array());

    let seq = app.seq(game).await;
    let resign = json!({"seq": seq, "token": Uuid::new_v4(), "resign": true});
    assert_eq!(post_action(&app, game, &mover, &resign).await.0, 200);
    let late = json!({"seq": seq + 1, "token": Uuid::new_v4(), "resign": true});
    let (status, answer) = post_action(&app, game, &mover, &late).await;
    assert_eq!(status, 409);
    assert!(shapes.contains(&members_of(&answer)), "{answer} {shapes:?}");
}

#[tokio::test]
async fn a_choice_on_the_board_survives_a_game_that_moved_on() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let mover_id = app.user_at(game, app.waiting_seat(game).await).await;
    let mover = &players.iter().find(|(_, id)| *id == mover_id).unwrap().0;
    let path = format!("/games/{game}");
    let (_, chosen) = app.page(mover, &format!("{path}?pick=joker:mine")).await;
    let actions = offered_actions(&chosen);
    assert_eq!(actions.len(), 1);
    assert_eq!(input_value(&chosen, "pick").as_deref(), Some("joker:mine"));
    // The form was rendered at an older state of the game.
    let stale_seq = (app.seq(game).await - 1).to_string();
    let form = |pick: &'static str| {
        vec![
            ("csrf", input_value(&chosen, "csrf").unwrap()),
            ("seq", stale_seq.clone()),
            ("token", input_value(&chosen, "token").unwrap()),
            ("action", actions[0].clone()),
            ("pick", pick.to_owned()),
        ]
    };
    let before = app.seq(game).await;
    let kept = mover
        .post(app.url(&format!("{path}/act")))
        .form(&form("joker:mine"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        kept.status().as_u16(),
        303,
        "back to the choice, not an error"
    );
    assert_eq!(
        kept.headers()["location"].to_str().unwrap(),
        format!("{path}?pick=joker:mine#picking")
    );
    assert_eq!(app.seq(game).await, before, "nothing was played");
    let (_, again) = app.page(mover, &format!("{path}?pick=joker:mine")).await;
    assert!(again.contains("Someone else moved while you were choosing"));
    assert_eq!(
        offered_actions(&again),
        actions,
        "the choice is still offered"
    );
    // A malformed choice is not carried anywhere: the stale page as before.
    let refused = mover
        .post(app.url(&format!("{path}/act")))
        .form(&form("bad token!"))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status().as_u16(), 409);
}
