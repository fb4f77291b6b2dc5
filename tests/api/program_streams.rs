//! Streams for programs: a game as it happens for a token with a seat (its
//! steps, state and talk, at the table), the account's games as they
//! change, reconnecting without a gap, and a whole game played by two
//! programs in another language (`examples/stream_player.py`).

use crate::helpers::{browser, spawn_app, TestApp};
use scriptorium::lobby::{self, CreateGame, TimeoutPolicy};
use serde_json::{json, Value};
use std::time::Duration;
use uuid::Uuid;

/// An open NDJSON stream, read a line at a time.
struct Lines {
    response: reqwest::Response,
    buffer: Vec<u8>,
}

impl Lines {
    async fn open(app: &TestApp, token: &str, path: &str) -> Lines {
        let response = reqwest::Client::new()
            .get(app.url(path))
            .bearer_auth(token)
            .send()
            .await
            .expect("a stream");
        assert_eq!(response.status().as_u16(), 200, "{path}");
        assert_eq!(
            response.headers()["content-type"].to_str().unwrap(),
            "application/x-ndjson"
        );
        Lines {
            response,
            buffer: Vec::new(),
        }
    }

    /// The next line that is not a keep-alive, within 10 s.
    async fn next(&mut self) -> Value {
        tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                if let Some(end) = self.buffer.iter().position(|byte| *byte == b'\n') {
                    let line: Vec<u8> = self.buffer.drain(..=end).collect();
                    if line.len() > 1 {
                        return serde_json::from_slice(&line).expect("a JSON line");
                    }
                    continue;
                }
                let chunk = self
                    .response
                    .chunk()
                    .await
                    .unwrap()
                    .expect("the stream goes on");
                self.buffer.extend_from_slice(&chunk);
            }
        })
        .await
        .expect("a line within 10 s")
    }

    /// Nothing but keep-alives for `wait`.
    async fn quiet_for(&mut self, wait: Duration) -> bool {
        tokio::time::timeout(wait, self.next()).await.is_err()
    }
}

async fn two_player_game(
    app: &TestApp,
    kind: &str,
    options: Value,
    names: [&str; 2],
) -> (Uuid, [Uuid; 2]) {
    let mut ids = Vec::new();
    for name in names {
        ids.push(app.sign_up(&browser(), name).await);
    }
    let registry = scriptorium::games::Registry::new(kind == "countdown");
    let game = lobby::create(
        &app.pool,
        &registry,
        Default::default(),
        ids[0],
        CreateGame {
            kind: kind.into(),
            seats: 2,
            options,
            time_control: scriptorium::clocks::TimeControl::NONE,
            invite_only: false,
            private: false,
            chat_private: false,
            team_talk: false,
            timeout_policy: TimeoutPolicy::Skip,
            computers: Vec::new(),
        },
    )
    .await
    .unwrap();
    lobby::join(&app.pool, Default::default(), &[], game, ids[1], None)
        .await
        .unwrap();
    (game, [ids[0], ids[1]])
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> (u16, Value) {
    let response = reqwest::Client::new()
        .post(app.url(path))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_seat_hears_its_game_as_it_happens_and_misses_nothing_on_reconnect() {
    let app = spawn_app().await;
    let (game, [first, second]) = two_player_game(
        &app,
        "carolingi",
        json!({"sundial_year": 830}),
        ["ada", "bora"],
    )
    .await;
    // A second game, so a stream hears its own game only.
    let (other_game, _) = two_player_game(
        &app,
        "carolingi",
        json!({"sundial_year": 830}),
        ["cyril", "dina"],
    )
    .await;
    let tokens = [app.api_token(first).await, app.api_token(second).await];
    let onlooker = app.sign_up(&browser(), "onlooker").await;
    let onlooker_token = app.api_token(onlooker).await;

    let mut streams = Vec::new();
    for token in &tokens {
        streams.push(Lines::open(&app, token, &format!("/api/v1/games/{game}/stream")).await);
    }
    let mut watching = Lines::open(
        &app,
        &onlooker_token,
        &format!("/api/v1/games/{game}/stream"),
    )
    .await;
    for (n, stream) in streams.iter_mut().enumerate() {
        let state = stream.next().await;
        assert_eq!(state["type"], "state");
        let seat: i16 =
            sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind([first, second][n])
                .fetch_one(&app.pool)
                .await
                .unwrap();
        assert_eq!(state["your_seat"], seat);
        // The first line is exactly what GET /games/{id} says to that token.
        let mut fetched = app.api_game(&tokens[n], game).await;
        fetched["type"] = json!("state");
        assert_eq!(state, fetched);
    }
    let seen = watching.next().await;
    assert_eq!(seen["your_seat"], Value::Null);
    assert_eq!(
        seen["legal_actions"],
        json!([]),
        "an onlooker decides nothing"
    );
    let start_seq = seen["seq"].as_i64().unwrap();

    // Each player's stream counts as being at the table.
    for user in [first, second] {
        let here: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM presence WHERE user_id = $1 AND game_id = $2 AND until > now())",
        )
        .bind(user)
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert!(here, "a player's stream is at the table");
    }

    // Three decisions by whoever is asked, through the API.
    for _ in 0..3 {
        let seat = app.waiting_seat(game).await;
        let user = app.user_at(game, seat).await;
        let token = &tokens[if user == first { 0 } else { 1 }];
        let state = app.api_game(token, game).await;
        let (status, answer) = post(
            &app,
            token,
            &format!("/api/v1/games/{game}/actions"),
            json!({"seq": state["seq"], "token": Uuid::new_v4(), "action": state["legal_actions"][0]["action"]}),
        )
        .await;
        assert_eq!(status, 200, "{answer}");
    }
    let now = app.seq(game).await;
    // Every stream hears each new step once, in order, then the state.
    for (n, stream) in streams
        .iter_mut()
        .chain(std::iter::once(&mut watching))
        .enumerate()
    {
        let mut steps = Vec::new();
        let mut last_state = None;
        while last_state
            .as_ref()
            .is_none_or(|state: &Value| state["seq"] != now)
        {
            let line = stream.next().await;
            match line["type"].as_str() {
                Some("step") => steps.push(line["row"]["seq"].as_i64().unwrap()),
                Some("state") => last_state = Some(line),
                other => panic!("stream {n}: unexpected {other:?}"),
            }
        }
        assert_eq!(
            steps,
            ((start_seq + 1)..=now).collect::<Vec<_>>(),
            "stream {n}: every step once"
        );
        assert!(
            stream.quiet_for(Duration::from_millis(1500)).await,
            "stream {n}: nothing repeated"
        );
    }

    // Table talk: heard by both seats and the onlooker? Not by an onlooker
    // while the game runs (talk is the players' until the end).
    let (status, _) = post(
        &app,
        &tokens[0],
        &format!("/api/v1/games/{game}/messages"),
        json!({"body": "good luck"}),
    )
    .await;
    assert_eq!(status, 201);
    for stream in &mut streams {
        let message = stream.next().await;
        assert_eq!(message["type"], "message");
        assert_eq!(message["body"], "good luck");
        assert_eq!(message["author"], "ada");
    }
    assert!(
        watching.quiet_for(Duration::from_millis(1500)).await,
        "the onlooker reads no players' talk"
    );

    // A move in the other game is not news here.
    let other_first = app
        .user_at(other_game, app.waiting_seat(other_game).await)
        .await;
    let other_token = app.api_token(other_first).await;
    let other_state = app.api_game(&other_token, other_game).await;
    post(
        &app,
        &other_token,
        &format!("/api/v1/games/{other_game}/actions"),
        json!({"seq": other_state["seq"], "token": Uuid::new_v4(), "action": other_state["legal_actions"][0]["action"]}),
    )
    .await;
    assert!(streams[0].quiet_for(Duration::from_millis(1500)).await);

    // Reconnecting with what it had: the steps it missed, the state, the
    // messages after the last it saw.
    drop(streams);
    let mut again = Lines::open(
        &app,
        &tokens[1],
        &format!("/api/v1/games/{game}/stream?seq={start_seq}&after_message=0"),
    )
    .await;
    let mut kinds = Vec::new();
    for _ in 0..(now - start_seq + 2) {
        let line = again.next().await;
        kinds.push(line["type"].as_str().unwrap().to_owned());
        if line["type"] == "step" {
            // As the history gives that seat the same step.
            let step_seq = line["row"]["seq"].as_i64().unwrap();
            let history: Value = reqwest::Client::new()
                .get(app.url(&format!(
                    "/api/v1/games/{game}/history?from={step_seq}&to={step_seq}"
                )))
                .bearer_auth(&tokens[1])
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            assert_eq!(line["row"], history["steps"][0]["row"]);
        }
    }
    let mut expected = vec!["step".to_owned(); (now - start_seq) as usize];
    expected.push("state".into());
    expected.push("message".into());
    assert_eq!(kinds, expected);
}

#[tokio::test]
async fn the_account_stream_says_which_games_wait() {
    let app = spawn_app().await;
    let (game, [first, second]) =
        two_player_game(&app, "countdown", json!({}), ["ada", "bora"]).await;
    let tokens = [app.api_token(first).await, app.api_token(second).await];
    let mut mine = [
        Lines::open(&app, &tokens[0], "/api/v1/me/stream").await,
        Lines::open(&app, &tokens[1], "/api/v1/me/stream").await,
    ];
    let waiting_user = app.user_at(game, app.waiting_seat(game).await).await;
    let waiter = if waiting_user == first { 0 } else { 1 };
    for (n, stream) in mine.iter_mut().enumerate() {
        let line = stream.next().await;
        assert_eq!(line["type"], "games");
        assert_eq!(line["games"][0]["id"], json!(game));
        assert_eq!(
            line["waiting"],
            if n == waiter { 1 } else { 0 },
            "stream {n}"
        );
    }
    // Play until the turn passes to the other player.
    loop {
        let user = app.user_at(game, app.waiting_seat(game).await).await;
        if user != waiting_user {
            break;
        }
        let token = &tokens[waiter];
        let state = app.api_game(token, game).await;
        post(
            &app,
            token,
            &format!("/api/v1/games/{game}/actions"),
            json!({"seq": state["seq"], "token": Uuid::new_v4(), "action": state["legal_actions"][0]["action"]}),
        )
        .await;
    }
    let line = mine[1 - waiter].next().await;
    assert_eq!(
        line["waiting"], 1,
        "the other player is told it is their turn"
    );
    assert_eq!(line["games"][0]["my_turn"], true);
    let line = mine[waiter].next().await;
    assert_eq!(line["waiting"], 0);
}

#[tokio::test]
async fn two_programs_in_python_play_a_whole_game_through_the_streams() {
    let app = spawn_app().await;
    let (game, [first, second]) = two_player_game(
        &app,
        "carolingi",
        json!({"sundial_year": 830}),
        ["ada", "bora"],
    )
    .await;
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/stream_player.py");
    let mut players = Vec::new();
    for (n, user) in [first, second].into_iter().enumerate() {
        let token = scriptorium::accounts::create_scoped_api_token(
            &app.pool,
            user,
            "python",
            scriptorium::accounts::scopes::Scopes {
                play: true,
                account: false,
            },
        )
        .await
        .unwrap();
        players.push(
            tokio::process::Command::new("python3")
                .arg(script)
                .args([
                    "--server",
                    &app.url(""),
                    "--token",
                    &token,
                    "--game",
                    &game.to_string(),
                ])
                .args(["--seed", &n.to_string(), "--patience", "240"])
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .kill_on_drop(true)
                .spawn()
                .expect("python3"),
        );
    }
    let mut decisions = 0;
    for player in players {
        let output = tokio::time::timeout(Duration::from_secs(260), player.wait_with_output())
            .await
            .expect("the program ends")
            .unwrap();
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{said}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(said.contains("finished:"), "{said}");
        decisions += said
            .lines()
            .filter(|line| line.starts_with("played"))
            .count();
    }
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "finished");
    // Every decision in the log is one the programs said they took.
    let logged: i64 = sqlx::query_scalar(
        "SELECT count(DISTINCT action_no) FROM game_events WHERE game_id = $1 AND seat IS NOT NULL",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(logged as usize, decisions);
    app.assert_projection_is_fold(game).await;
}
