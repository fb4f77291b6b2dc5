//! Bad input gets a clear answer and changes nothing.

use crate::helpers::{browser, input_value, spawn_app, TestApp};
use crate::play::{seat_of, started_game};
use serde_json::json;
use uuid::Uuid;

struct Fixture {
    game: Uuid,
    mover: reqwest::Client,
    other: reqwest::Client,
}

async fn fixture(app: &TestApp) -> Fixture {
    let (game, mut players) = started_game(app).await;
    let waiting: i16 = app.waiting_seat(game).await;
    let (second, second_id) = players.pop().unwrap();
    let (first, _) = players.pop().unwrap();
    if seat_of(app, game, second_id).await == waiting {
        Fixture {
            game,
            mover: second,
            other: first,
        }
    } else {
        Fixture {
            game,
            mover: first,
            other: second,
        }
    }
}

async fn form_of(app: &TestApp, client: &reqwest::Client, game: Uuid) -> (String, String, String) {
    let (_, page) = app.page(client, &format!("/games/{game}")).await;
    let (_, login) = app.page(client, "/login").await;
    (
        input_value(&page, "csrf")
            .or_else(|| input_value(&login, "csrf"))
            .unwrap(),
        input_value(&page, "seq").unwrap_or_else(|| "0".into()),
        input_value(&page, "token").unwrap_or_else(|| Uuid::new_v4().to_string()),
    )
}

async fn post_act(
    app: &TestApp,
    client: &reqwest::Client,
    game: Uuid,
    fields: &[(&str, &str)],
) -> (u16, String) {
    let response = client
        .post(app.url(&format!("/games/{game}/act")))
        .form(fields)
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

const TAKE_ONE: &str = r#"{"type":"take_one"}"#;

#[tokio::test]
async fn csrf_token_missing_or_wrong_or_cross_site() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let before = app.event_seqs(f.game).await;
    let (csrf, seq, token) = form_of(&app, &f.mover, f.game).await;

    let (status, body) = post_act(
        &app,
        &f.mover,
        f.game,
        &[("seq", &seq), ("token", &token), ("action", TAKE_ONE)],
    )
    .await;
    assert_eq!(status, 403);
    assert!(body.contains("did not come from this site"));
    let (status, _) = post_act(
        &app,
        &f.mover,
        f.game,
        &[
            ("csrf", &"f".repeat(64)),
            ("seq", &seq),
            ("token", &token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 403);
    // The right token from a cross-site request is refused too.
    let response = f
        .mover
        .post(app.url(&format!("/games/{}/act", f.game)))
        .header("sec-fetch-site", "cross-site")
        .form(&[
            ("csrf", csrf.as_str()),
            ("seq", &seq),
            ("token", &token),
            ("action", TAKE_ONE),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 403);
    // Another browser's token is not this session's token.
    let (stranger_csrf, _, _) = form_of(&app, &browser(), f.game).await;
    let (status, _) = post_act(
        &app,
        &f.mover,
        f.game,
        &[
            ("csrf", &stranger_csrf),
            ("seq", &seq),
            ("token", &token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(app.event_seqs(f.game).await, before);
}

#[tokio::test]
async fn someone_elses_seat_and_strangers_are_refused() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let before = app.event_seqs(f.game).await;

    // The seat not on turn: the engine explains.
    let (csrf, _, token) = form_of(&app, &f.other, f.game).await;
    let seq = before.len().to_string();
    let (status, body) = post_act(
        &app,
        &f.other,
        f.game,
        &[
            ("csrf", &csrf),
            ("seq", &seq),
            ("token", &token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 422);
    assert!(
        body.contains("it is not your turn"),
        "the engine's explanation is shown"
    );

    // Someone not in the game at all.
    let stranger = browser();
    app.sign_up(&stranger, "cleo").await;
    let (csrf, _, _) = form_of(&app, &stranger, f.game).await;
    let seq = before.len().to_string();
    let token = Uuid::new_v4().to_string();
    let (status, body) = post_act(
        &app,
        &stranger,
        f.game,
        &[
            ("csrf", &csrf),
            ("seq", &seq),
            ("token", &token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 403, "{body}");

    // Logged out.
    let anonymous = browser();
    let (csrf, _, _) = form_of(&app, &anonymous, f.game).await;
    let (status, _) = post_act(
        &app,
        &anonymous,
        f.game,
        &[
            ("csrf", &csrf),
            ("seq", &seq),
            ("token", &token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(app.event_seqs(f.game).await, before);
}

#[tokio::test]
async fn malformed_oversized_unknown_and_stale_submissions() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let before = app.event_seqs(f.game).await;
    let (csrf, seq, token) = form_of(&app, &f.mover, f.game).await;

    for action in [
        "not json",
        r#"{"type":"fly"}"#,
        "[]",
        r#"{"type":"take_one","extra":"#,
    ] {
        let (status, _) = post_act(
            &app,
            &f.mover,
            f.game,
            &[
                ("csrf", &csrf),
                ("seq", &seq),
                ("token", &token),
                ("action", action),
            ],
        )
        .await;
        assert_eq!(status, 400, "{action}");
    }
    let (status, _) = post_act(
        &app,
        &f.mover,
        f.game,
        &[
            ("csrf", &csrf),
            ("seq", "x"),
            ("token", &token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 400);
    let huge = "x".repeat(200 * 1024);
    let (status, _) = post_act(
        &app,
        &f.mover,
        f.game,
        &[
            ("csrf", &csrf),
            ("seq", &seq),
            ("token", &token),
            ("action", &huge),
        ],
    )
    .await;
    assert_eq!(status, 413);

    let (status, _) = app
        .page(&f.mover, &format!("/games/{}", Uuid::new_v4()))
        .await;
    assert_eq!(status, 404);
    let (status, _) = app.page(&f.mover, "/games/not-a-uuid").await;
    assert_eq!(status, 404);
    assert_eq!(app.event_seqs(f.game).await, before);

    // A form replayed after the game moved on.
    let (status, _) = post_act(
        &app,
        &f.mover,
        f.game,
        &[
            ("csrf", &csrf),
            ("seq", &seq),
            ("token", &token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 303);
    let moved = app.event_seqs(f.game).await;
    let fresh_token = Uuid::new_v4().to_string();
    let (status, body) = post_act(
        &app,
        &f.mover,
        f.game,
        &[
            ("csrf", &csrf),
            ("seq", &seq),
            ("token", &fresh_token),
            ("action", TAKE_ONE),
        ],
    )
    .await;
    assert_eq!(status, 409);
    assert!(body.contains("The game has moved on"));
    assert!(
        body.contains(&format!("name=\"seq\" value=\"{}\"", moved.len())),
        "the new state is shown"
    );
    assert_eq!(app.event_seqs(f.game).await, moved);
}

#[tokio::test]
async fn the_api_refuses_bad_bodies_clearly() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let user: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'anna'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let token = app.api_token(user).await;
    let before = app.event_seqs(f.game).await;
    let client = reqwest::Client::new();
    let url = app.url(&format!("/api/v1/games/{}/actions", f.game));
    let response = client
        .post(&url)
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body("{nope")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 400);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["error"], "bad_request");
    let response = client
        .post(&url)
        .bearer_auth(&token)
        .json(&json!({"seq": 0, "token": Uuid::new_v4(), "action": {"type": "take_one"}, "pad": "x".repeat(100_000)}))
        .send()
        .await
        .unwrap();
    assert!(response.status().is_client_error());
    let response = client
        .post(app.url(&format!("/api/v1/games/{}/actions", Uuid::new_v4())))
        .bearer_auth(&token)
        .json(&json!({"seq": 0, "token": Uuid::new_v4(), "action": {"type": "take_one"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 404);
    assert_eq!(app.event_seqs(f.game).await, before);
}

#[tokio::test]
async fn user_text_is_escaped_everywhere() {
    let app = spawn_app().await;
    let client = browser();
    let response = app
        .post_form(
            &client,
            "/signup",
            &[
                ("username", "x"),
                ("email", "<b>@x"),
                ("password", "<script>alert(1)</script>"),
            ],
        )
        .await;
    let body = response.text().await.unwrap();
    assert!(!body.contains("<b>@x"));
    assert!(
        body.contains("&lt;b&gt;@x")
            || body.contains("&#60;b&#62;@x")
            || body.contains("&lt;b&#62;@x")
    );
    let (_, page) = app.page(&client, "/login?next=javascript:alert(1)").await;
    assert!(
        page.contains("name=\"next\" value=\"/\""),
        "open redirects are refused"
    );
}
