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
        for asked in ["proposals", "offers", "invitations"] {
            assert_eq!(stream.next().await["type"], asked);
        }
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

/// In a team game, a seat's stream carries its team's talk and never the
/// other team's, live and on reconnect; every seat's stream counts as at
/// the table.
#[tokio::test]
async fn a_seat_stream_carries_its_own_team_talk_only() {
    let app = spawn_app().await;
    let mut players = Vec::new();
    for name in ["anna", "bob", "cleo", "dan"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        players.push((name, client, id));
    }
    let game = app
        .create_game(
            &players[0].1,
            &[
                ("kind", "carolus-magnus"),
                ("seats", "4"),
                ("time_limit", "none"),
                ("team_talk", "on"),
                ("opt.seating", "adjacent"),
            ],
        )
        .await;
    for (_, client, _) in &players[1..] {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
    }
    // Side by side: seats 0 and 1 are one team, 2 and 3 the other.
    let mut by_seat = vec![None; 4];
    for (n, player) in players.iter().enumerate() {
        let seat = crate::play::seat_of(&app, game, player.2).await;
        by_seat[seat as usize] = Some(n);
    }
    let by_seat: Vec<usize> = by_seat.into_iter().map(Option::unwrap).collect();
    let mut tokens = Vec::new();
    let mut streams = Vec::new();
    for &n in &by_seat {
        let token = app.api_token(players[n].2).await;
        let mut stream = Lines::open(&app, &token, &format!("/api/v1/games/{game}/stream")).await;
        assert_eq!(stream.next().await["type"], "state");
        tokens.push(token);
        streams.push(stream);
    }
    for &n in &by_seat {
        let here: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM presence WHERE user_id = $1 AND game_id = $2 AND until > now())",
        )
        .bind(players[n].2)
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert!(here, "{}'s stream is at the table", players[n].0);
    }

    // Seat 0 writes to its team, seat 2 to its own, then seat 3 to the table.
    for (seat, body, to_team) in [
        (0, "REDSECRET go north", true),
        (2, "BLUESECRET hold the river", true),
        (3, "good game all", false),
    ] {
        let (status, answer) = post(
            &app,
            &tokens[seat],
            &format!("/api/v1/games/{game}/messages"),
            json!({"body": body, "to_team": to_team}),
        )
        .await;
        assert_eq!(status, 201, "{answer}");
    }
    let expected = |seat: usize| -> Vec<(String, bool)> {
        let own = if seat < 2 {
            "REDSECRET go north"
        } else {
            "BLUESECRET hold the river"
        };
        vec![(own.to_owned(), true), ("good game all".to_owned(), false)]
    };
    for (seat, stream) in streams.iter_mut().enumerate() {
        let mut heard = Vec::new();
        for _ in 0..2 {
            let line = stream.next().await;
            assert_eq!(line["type"], "message", "seat {seat}: {line}");
            heard.push((
                line["body"].as_str().unwrap().to_owned(),
                line["team"].as_bool().unwrap(),
            ));
        }
        assert_eq!(
            heard,
            expected(seat),
            "seat {seat} hears its team and the table"
        );
        assert!(
            stream.quiet_for(Duration::from_millis(1500)).await,
            "seat {seat}: nothing else, nothing twice"
        );
    }
    // Reconnecting from the start gives the same, no more.
    drop(streams);
    for (seat, token) in tokens.iter().enumerate() {
        let mut again = Lines::open(
            &app,
            token,
            &format!("/api/v1/games/{game}/stream?after_message=0"),
        )
        .await;
        assert_eq!(again.next().await["type"], "state");
        let mut heard = Vec::new();
        for _ in 0..2 {
            let line = again.next().await;
            assert_eq!(line["type"], "message", "seat {seat}: {line}");
            heard.push((
                line["body"].as_str().unwrap().to_owned(),
                line["team"].as_bool().unwrap(),
            ));
        }
        assert_eq!(heard, expected(seat), "seat {seat} on reconnect");
        assert!(again.quiet_for(Duration::from_millis(1000)).await);
    }
}

/// What an account is asked reaches its stream at once (well inside the
/// stream's own minute of looking again): a proposal in a game, answered
/// away; an invitation, joined; a seat offered by name, taken. Each only to
/// whom it concerns, each once.
#[tokio::test]
async fn the_account_stream_hears_proposals_invitations_and_offers_at_once() {
    let app = spawn_app().await;
    let (game, [ada, bora]) = two_player_game(&app, "countdown", json!({}), ["ada", "bora"]).await;
    let cem = app.sign_up(&browser(), "cem").await;
    let tokens = [
        app.api_token(ada).await,
        app.api_token(bora).await,
        app.api_token(cem).await,
    ];
    let mut streams = Vec::new();
    for token in &tokens {
        let mut stream = Lines::open(&app, token, "/api/v1/me/stream").await;
        let mut first = Vec::new();
        for _ in 0..4 {
            first.push(stream.next().await);
        }
        let kinds: Vec<&str> = first
            .iter()
            .map(|line| line["type"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["games", "proposals", "offers", "invitations"]);
        assert_eq!(first[1]["proposals"], json!([]));
        streams.push(stream);
    }

    // Ada proposes a pause: both players hear it, only Bora is asked.
    let (status, _) = post(
        &app,
        &tokens[0],
        &format!("/api/v1/games/{game}/agreements"),
        json!({"kind": "pause"}),
    )
    .await;
    assert_eq!(status, 200);
    for (n, waits) in [(0, false), (1, true)] {
        let line = streams[n].next().await;
        assert_eq!(line["type"], "proposals", "stream {n}: {line}");
        let proposals = line["proposals"].as_array().unwrap();
        assert_eq!(proposals.len(), 1);
        assert_eq!(proposals[0]["game"], json!(game));
        assert_eq!(proposals[0]["kind"], "pause");
        assert_eq!(proposals[0]["proposer"], "ada");
        assert_eq!(proposals[0]["waits_for_me"], waits, "stream {n}");
    }
    // Bora declines: the proposal is gone for both.
    let (status, _) = post(
        &app,
        &tokens[1],
        &format!("/api/v1/games/{game}/agreements/answer"),
        json!({"accept": false}),
    )
    .await;
    assert_eq!(status, 200);
    for stream in &mut streams[..2] {
        let line = stream.next().await;
        assert_eq!(line["type"], "proposals", "{line}");
        assert_eq!(line["proposals"], json!([]));
    }

    // Bora opens a game and invites Cem: Cem hears of it; Ada does not.
    let (status, created) = post(
        &app,
        &tokens[1],
        "/api/v1/games",
        json!({"kind": "countdown", "seats": 2, "invite_only": true}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let open: Uuid = serde_json::from_value(created["id"].clone()).unwrap();
    assert_ne!(open, game);
    // Bora's own list has the new game.
    let line = streams[1].next().await;
    assert_eq!(line["type"], "games", "{line}");
    assert_eq!(line["games"].as_array().unwrap().len(), 2);
    let (status, _) = post(
        &app,
        &tokens[1],
        &format!("/api/v1/games/{open}/invite"),
        json!({"username": "cem"}),
    )
    .await;
    assert_eq!(status, 204);
    let line = streams[2].next().await;
    assert_eq!(line["type"], "invitations", "{line}");
    assert_eq!(line["invitations"][0]["game"], json!(open));
    assert_eq!(line["invitations"][0]["created_by"], "bora");
    // Cem joins: the game is theirs now, the invitation answered.
    let (status, joined) = post(
        &app,
        &tokens[2],
        &format!("/api/v1/games/{open}/join"),
        json!({}),
    )
    .await;
    assert!(status < 300, "{status} {joined}");
    let mut seen = Vec::new();
    while seen.len() < 2 {
        let line = streams[2].next().await;
        seen.push(line["type"].as_str().unwrap().to_owned());
        match line["type"].as_str().unwrap() {
            "games" => assert_eq!(line["games"][0]["id"], json!(open), "{line}"),
            "invitations" => assert_eq!(line["invitations"], json!([])),
            other => panic!("unexpected {other} line: {line}"),
        }
    }
    seen.sort();
    assert_eq!(seen, ["games", "invitations"]);

    // Nothing else was said to Ada, whom none of it concerned, and nothing
    // is said twice to anyone.
    for (n, stream) in streams.iter_mut().enumerate() {
        if n == 0 {
            assert!(
                stream.quiet_for(Duration::from_secs(3)).await,
                "ada hears nothing more"
            );
            continue;
        }
        // Bora's list changed when Cem joined (the game started): that line
        // may come; then quiet.
        loop {
            match tokio::time::timeout(Duration::from_secs(3), stream.next()).await {
                Err(_) => break,
                Ok(line) => assert_eq!(line["type"], "games", "stream {n}: {line}"),
            }
        }
    }
}

/// A seat offered by name reaches its one invitee's stream, and leaves it
/// once taken; nobody else's.
#[tokio::test]
async fn the_account_stream_hears_a_seat_offered_by_name() {
    let app = spawn_app().await;
    let taken = crate::deadlines::taken_over(&app).await;
    let game = taken.game;
    let (_, present) = taken.present;
    let (_, absent) = taken.absent;
    let seat: i16 =
        sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(absent)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let erin = app.sign_up(&browser(), "erin").await;
    let fay = app.sign_up(&browser(), "fay").await;
    let [erin_token, fay_token, present_token] = [
        app.api_token(erin).await,
        app.api_token(fay).await,
        app.api_token(present).await,
    ];
    let mut streams = Vec::new();
    for token in [&erin_token, &fay_token] {
        let mut stream = Lines::open(&app, token, "/api/v1/me/stream").await;
        for _ in 0..4 {
            stream.next().await;
        }
        streams.push(stream);
    }
    let (status, answer) = post(
        &app,
        &present_token,
        &format!("/api/v1/games/{game}/seats/{seat}/offer"),
        json!({"username": "erin"}),
    )
    .await;
    assert_eq!(status, 204, "{answer}");
    let line = streams[0].next().await;
    assert_eq!(line["type"], "offers", "{line}");
    assert_eq!(line["offers"].as_array().unwrap().len(), 1);
    assert_eq!(line["offers"][0]["game"], json!(game));
    assert_eq!(line["offers"][0]["seat"], seat);
    assert!(line["offers"][0]["offered_by"].is_string());
    assert!(
        streams[1].quiet_for(Duration::from_secs(2)).await,
        "fay is offered nothing"
    );

    let (status, answer) = post(
        &app,
        &erin_token,
        &format!("/api/v1/games/{game}/seats/{seat}/take"),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let mut seen = Vec::new();
    while seen.len() < 2 {
        let line = streams[0].next().await;
        match line["type"].as_str().unwrap() {
            "offers" => assert_eq!(line["offers"], json!([])),
            "games" => assert_eq!(line["games"][0]["id"], json!(game), "{line}"),
            other => panic!("unexpected {other} line: {line}"),
        }
        seen.push(line["type"].as_str().unwrap().to_owned());
    }
    seen.sort();
    assert_eq!(seen, ["games", "offers"]);
    assert!(
        streams[1].quiet_for(Duration::from_secs(2)).await,
        "fay still hears nothing"
    );
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
