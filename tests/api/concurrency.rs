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
