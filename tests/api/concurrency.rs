use crate::helpers::{spawn_app, spawn_app_on};
use crate::play::started_game;
use futures_util::future::join_all;
use serde_json::json;
use uuid::Uuid;

/// Many clients on two instances sharing one database submit the same move
/// at the same sequence number: exactly one lands, the others are told the
/// game moved on, and the log has no gap and no duplicate.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_submissions_land_exactly_once() {
    let first = spawn_app().await;
    let second = spawn_app_on(first.database_url.clone()).await;
    let (game, _players) = started_game(&first).await;
    let waiting: i16 = first.waiting_seat(game).await;
    let mover = first.user_at(game, waiting).await;
    let token = first.api_token(mover).await;
    let seq: i64 = first.seq(game).await;

    let submissions = (0..24).map(|i| {
        let base = if i % 2 == 0 {
            first.address.clone()
        } else {
            second.address.clone()
        };
        let token = token.clone();
        async move {
            reqwest::Client::new()
                .post(format!("{base}/api/v1/games/{game}/actions"))
                .bearer_auth(token)
                .json(&json!({"seq": seq, "token": Uuid::new_v4(), "action": {"type": "take_one"}}))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    });
    let statuses = join_all(submissions).await;
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 409).count(),
        23,
        "{statuses:?}"
    );
    let seqs = first.event_seqs(game).await;
    assert_eq!(seqs, (1..=seq + 1).collect::<Vec<_>>());
    first.assert_projection_is_fold(game).await;
}

/// A double click (the same submission token twice) applies once.
#[tokio::test]
async fn a_resent_submission_applies_once() {
    let app = spawn_app().await;
    let (game, _players) = started_game(&app).await;
    let waiting: i16 = app.waiting_seat(game).await;
    let mover = app.user_at(game, waiting).await;
    let token = app.api_token(mover).await;
    let seq: i64 = app.seq(game).await;
    let submission = Uuid::new_v4();
    let client = reqwest::Client::new();
    let mut answers = Vec::new();
    for _ in 0..3 {
        let answer: serde_json::Value = client
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(&token)
            .json(&json!({"seq": seq, "token": submission, "action": {"type": "take_one"}}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        answers.push(answer);
    }
    assert_eq!(answers[0]["applied"], true);
    assert_eq!(answers[1]["applied"], false);
    assert_eq!(answers[2]["seq"], answers[0]["seq"]);
    assert_eq!(app.event_seqs(game).await.len() as i64, seq + 1);
}

/// Plays the test game through the API (taking stones, never the joker)
/// until the next `take_one` takes the last stone and ends the game;
/// returns who takes it and at which sequence number.
async fn up_to_the_last_stone(app: &crate::helpers::TestApp, game: Uuid) -> (Uuid, i64) {
    let client = reqwest::Client::new();
    for _ in 0..100 {
        let state = app.state(game).await;
        let seq = app.seq(game).await;
        let mover = app.user_at(game, app.waiting_seat(game).await).await;
        let may_take = state["taken_this_turn"].as_u64().unwrap() < 3;
        if state["pile"] == 1 && may_take {
            return (mover, seq);
        }
        let action = if may_take {
            json!({"type": "take_one"})
        } else {
            json!({"type": "end_turn"})
        };
        let status = client
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(app.api_token(mover).await)
            .json(&json!({"seq": seq, "token": Uuid::new_v4(), "action": action}))
            .send()
            .await
            .unwrap()
            .status();
        assert_eq!(status.as_u16(), 200);
    }
    panic!("the pile must run down");
}

/// How many decisions the log holds after `seq`.
async fn decisions_after(app: &crate::helpers::TestApp, game: Uuid, seq: i64) -> i64 {
    sqlx::query_scalar(
        "SELECT count(DISTINCT action_no) FROM game_events WHERE game_id = $1 AND seq > $2",
    )
    .bind(game)
    .bind(seq)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// The answers to `copies` copies of one API submission sent at once.
async fn sent_at_once(
    app: &crate::helpers::TestApp,
    game: Uuid,
    user: Uuid,
    body: serde_json::Value,
    copies: usize,
) -> Vec<(u16, serde_json::Value)> {
    let token = app.api_token(user).await;
    let url = app.url(&format!("/api/v1/games/{game}/actions"));
    join_all((0..copies).map(|_| {
        let (token, url, body) = (token.clone(), url.clone(), body.clone());
        async move {
            let response = reqwest::Client::new()
                .post(url)
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .unwrap();
            let status = response.status().as_u16();
            (status, response.json().await.unwrap())
        }
    }))
    .await
}

/// Every copy is answered as a success, one of them applied, all at the
/// same sequence number.
fn applied_once(answers: &[(u16, serde_json::Value)]) {
    assert!(
        answers.iter().all(|(status, _)| *status == 200),
        "{answers:?}"
    );
    let applied = answers
        .iter()
        .filter(|(_, answer)| answer["applied"] == true)
        .count();
    assert_eq!(applied, 1, "{answers:?}");
    assert!(
        answers
            .iter()
            .all(|(_, answer)| answer["seq"] == answers[0].1["seq"]),
        "{answers:?}"
    );
}

/// A repeated submission that ends the game (the last stone, a resignation)
/// is as idempotent as any other: the copies that waited for the first
/// one's lock see its token and answer "already applied", not "the game is
/// not in play".
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn copies_of_a_game_ending_submission_sent_at_once_all_succeed_once() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (mover, seq) = up_to_the_last_stone(&app, game).await;
    let last = json!({"seq": seq, "token": Uuid::new_v4(), "action": {"type": "take_one"}});
    applied_once(&sent_at_once(&app, game, mover, last, 6).await);
    assert_eq!(decisions_after(&app, game, seq).await, 1);
    app.assert_projection_is_fold(game).await;
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "finished");

    let game = app.create_countdown(&players[0].0, "2").await;
    app.post_form(&players[1].0, &format!("/games/{game}/join"), &[])
        .await;
    let seq = app.seq(game).await;
    let resign = json!({"seq": seq, "token": Uuid::new_v4(), "resign": true});
    applied_once(&sent_at_once(&app, game, players[0].1, resign, 6).await);
    assert_eq!(
        app.event_seqs(game).await,
        (1..=seq + 1).collect::<Vec<_>>()
    );
    app.assert_projection_is_fold(game).await;
}

/// The game page's form carries a token too: copies of its last move, and
/// of its resignation, posted at once all get the page's answer to a
/// decision taken (303 to the game), and it is taken once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn copies_of_a_game_ending_form_posted_at_once_all_succeed_once() {
    use crate::helpers::input_value;
    let app = spawn_app().await;
    let (_, players) = started_game(&app).await;
    for resigning in [false, true] {
        let game = app.create_countdown(&players[0].0, "2").await;
        app.post_form(&players[1].0, &format!("/games/{game}/join"), &[])
            .await;
        let (client, user) = if resigning {
            (&players[0].0, players[0].1)
        } else {
            let (mover, _) = up_to_the_last_stone(&app, game).await;
            players
                .iter()
                .find(|(_, id)| *id == mover)
                .map(|(c, id)| (c, *id))
                .unwrap()
        };
        let (_, page) = app.page(client, &format!("/games/{game}")).await;
        let mut fields = vec![
            ("csrf", input_value(&page, "csrf").unwrap()),
            ("seq", input_value(&page, "seq").unwrap()),
            ("token", input_value(&page, "token").unwrap()),
        ];
        if resigning {
            fields.push(("resign", "1".to_owned()));
        } else {
            fields.push(("action", json!({"type": "take_one"}).to_string()));
        }
        let seq = app.seq(game).await;
        let statuses = join_all((0..6).map(|_| {
            let request = client
                .post(app.url(&format!("/games/{game}/act")))
                .form(&fields);
            async move { request.send().await.unwrap().status().as_u16() }
        }))
        .await;
        assert_eq!(statuses, [303; 6], "resigning: {resigning}");
        assert_eq!(decisions_after(&app, game, seq).await, 1, "applied once");
        app.assert_projection_is_fold(game).await;
        let record = scriptorium::store::games::load(&app.pool, game)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            record.status,
            scriptorium::store::games::GameStatus::Finished
        );
        assert!(record.is_player(user));
    }
}
