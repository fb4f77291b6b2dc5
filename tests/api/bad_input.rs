//! Bad input gets a clear answer and changes nothing.

mod fuzz;

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

async fn logged_in(app: &TestApp, client: &reqwest::Client) -> bool {
    app.page(client, "/settings").await.0 == 200
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.pool).await.unwrap()
}

/// Issue 12, point 4: `next=/<TAB>/evil.example` was answered with that
/// Location (browsers drop the tab: `//evil.example`), and a line break gave
/// a 500 after the login had happened.
#[tokio::test]
async fn a_next_that_leaves_the_site_is_refused_and_nobody_logs_in() {
    let app = spawn_app().await;
    app.sign_up(&browser(), "anna").await;
    for next in [
        "/\t/evil.example",
        "/\n/evil.example",
        "/\r\nSet-Cookie: x=1",
        "//evil.example",
        "/\\evil.example",
        "https://evil.example",
    ] {
        let client = browser();
        let response = app
            .post_form(
                &client,
                "/login",
                &[
                    ("login", "anna"),
                    ("password", "correct horse battery"),
                    ("next", next),
                ],
            )
            .await;
        assert_eq!(response.status().as_u16(), 400, "{next:?}");
        assert!(response.headers().get("location").is_none());
        let body = response.text().await.unwrap();
        assert!(
            body.contains("control character") || body.contains("a page of this site"),
            "a clear message for {next:?}"
        );
        assert!(!logged_in(&app, &client).await, "no login with {next:?}");
    }
    // The login page never offers such a target, whatever the link said.
    let (status, _) = app.page(&browser(), "/login?next=/%09/evil.example").await;
    assert_eq!(status, 400);
    let (_, page) = app.page(&browser(), "/login?next=//evil.example").await;
    assert!(page.contains("name=\"next\" value=\"/\""));
    // A local one still works.
    let client = browser();
    let response = app
        .post_form(
            &client,
            "/login",
            &[
                ("login", "anna"),
                ("password", "correct horse battery"),
                ("next", "/my-games"),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    assert_eq!(response.headers()["location"], "/my-games");
}

#[tokio::test]
async fn a_mute_back_link_that_leaves_the_site_is_refused_and_nothing_is_muted() {
    let app = spawn_app().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    app.sign_up(&browser(), "bob").await;
    for back in ["/\t/evil.example", "/games/\n", "//evil.example"] {
        let response = app
            .post_form(&anna, "/users/bob/mute", &[("on", "1"), ("back", back)])
            .await;
        assert_eq!(response.status().as_u16(), 400, "{back:?}");
    }
    assert_eq!(count(&app, "SELECT count(*) FROM user_mutes").await, 0);
}

/// Issue 12, point 8: each of these was a 500 (PostgreSQL text cannot hold
/// NUL), and the API message one too.
#[tokio::test]
async fn nul_bytes_are_refused_with_400_everywhere_and_change_nothing() {
    let app = spawn_app().await;
    let f = fixture(&app).await;
    let anna = &f.mover;
    let posted = app
        .post_form(anna, &format!("/games/{}/talk", f.game), &[("body", "hi")])
        .await;
    assert_eq!(posted.status().as_u16(), 303);
    let message: i64 = count(&app, "SELECT max(id) FROM game_messages").await;
    let before = app.event_seqs(f.game).await;
    let tokens = count(&app, "SELECT count(*) FROM api_tokens").await;

    let stranger = browser();
    // (who, where, what)
    type Case<'a> = (&'a reqwest::Client, String, Vec<(&'a str, &'a str)>);
    let cases: Vec<Case> = vec![
        (
            &stranger,
            "/login".into(),
            vec![("login", "anna\0"), ("password", "correct horse battery")],
        ),
        (
            &stranger,
            "/reset".into(),
            vec![("email", "anna@example.org\0")],
        ),
        (
            anna,
            "/settings/tokens".into(),
            vec![("label", "bot\0"), ("password", "correct horse battery")],
        ),
        (
            anna,
            "/settings/tokens".into(),
            vec![("label", "a\tb"), ("password", "correct horse battery")],
        ),
        (
            anna,
            format!("/games/{}/invite", f.game),
            vec![("username", "cleo\0")],
        ),
        (
            anna,
            format!("/games/{}/talk", f.game),
            vec![("body", "hi\0")],
        ),
        (
            anna,
            format!("/games/{}/talk/{message}/edit", f.game),
            vec![("body", "\0")],
        ),
        (
            anna,
            format!("/games/{}/note", f.game),
            vec![("body", "n\0te")],
        ),
        (anna, "/users/bob\0/mute".into(), vec![("on", "1")]),
    ];
    for (client, path, fields) in cases {
        let response = app.post_form(client, &path, &fields).await;
        let status = response.status().as_u16();
        let body = response.text().await.unwrap();
        assert_eq!(status, 400, "{path} {fields:?}");
        assert!(body.contains("control character"), "{path}: {body}");
    }
    assert!(!logged_in(&app, &stranger).await);
    assert_eq!(count(&app, "SELECT count(*) FROM password_resets").await, 0);
    assert_eq!(count(&app, "SELECT count(*) FROM api_tokens").await, tokens);
    assert_eq!(count(&app, "SELECT count(*) FROM game_messages").await, 1);
    let body: String = sqlx::query_scalar("SELECT body FROM game_messages WHERE id = $1")
        .bind(message)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(body, "hi");

    // The page's action is made a decision by the same rule as the API's:
    // a control character inside its JSON is refused, and nothing moves.
    let seq: i64 = sqlx::query_scalar("SELECT seq FROM games WHERE id = $1")
        .bind(f.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let response = app
        .post_form(
            anna,
            &format!("/games/{}/act", f.game),
            &[
                ("seq", &seq.to_string()),
                ("token", &Uuid::new_v4().to_string()),
                ("action", r#"{"take":"\u0007"}"#),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 400);
    assert!(response.text().await.unwrap().contains("control character"));
    let after: i64 = sqlx::query_scalar("SELECT seq FROM games WHERE id = $1")
        .bind(f.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(after, seq, "nothing moved");

    let (status, page) = app.page(anna, "/users/%00").await;
    assert_eq!(status, 400);
    assert!(page.contains("control character"));
    let (status, _) = app.page(anna, "/archive?player=%00").await;
    assert_eq!(status, 400);

    let user: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'anna'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let token = app.api_token(user).await;
    let client = reqwest::Client::new();
    for (path, body) in [
        (
            format!("/api/v1/games/{}/messages", f.game),
            json!({"body": "hi\u{0}"}),
        ),
        (
            format!("/api/v1/games/{}/invite", f.game),
            json!({"username": "cleo\u{0}"}),
        ),
    ] {
        let response = client
            .post(app.url(&path))
            .bearer_auth(&token)
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 400, "{path}");
        let error: serde_json::Value = response.json().await.unwrap();
        assert_eq!(error["error"], "invalid_input", "{path}");
        assert_eq!(
            error["detail"],
            "Field: body (character U+0000)".replace(
                "body",
                if path.ends_with("invite") {
                    "username"
                } else {
                    "body"
                },
            )
        );
    }
    assert_eq!(count(&app, "SELECT count(*) FROM game_messages").await, 1);
    assert_eq!(app.event_seqs(f.game).await, before);

    // Multi-line text keeps its tabs and line breaks.
    let note = app
        .post_form(
            anna,
            &format!("/games/{}/note", f.game),
            &[("body", "line one\r\n\tline two")],
        )
        .await;
    assert_eq!(note.status().as_u16(), 303);
}

/// Issue 12, point 9: quoted local parts were accepted, and such users could
/// never be sent a reset.
#[tokio::test]
async fn sign_up_refuses_addresses_the_mailer_cannot_deliver_to() {
    let app = spawn_app().await;
    for (name, email) in [
        ("quoted", "\"john doe\"@example.org"),
        ("quoted2", "\"anna\"@example.org"),
        ("literal", "anna@[127.0.0.1]"),
        ("ipdomain", "anna@127.0.0.1"),
        ("dotless", "anna@localhost"),
        ("dots", "anna..b@example.org"),
        ("unicode", "élodie@example.org"),
    ] {
        let response = app
            .post_form(
                &browser(),
                "/signup",
                &[
                    ("username", name),
                    ("email", email),
                    ("password", "correct horse battery"),
                ],
            )
            .await;
        assert_eq!(response.status().as_u16(), 422, "{email}");
        assert!(response
            .text()
            .await
            .unwrap()
            .contains("does not look like an email address"));
    }
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM users WHERE computer_level IS NULL"
        )
        .await,
        0
    );
    app.sign_up(&browser(), "plain").await;
}

/// Issue 12, point 9: "Élodie" next to "élodie", Cyrillic "аlice" next to
/// "alice" were two accounts.
#[tokio::test]
async fn usernames_are_unique_after_normalisation_and_look_alikes_are_refused() {
    let app = spawn_app().await;
    let attempt = |username: &'static str, email: &'static str| {
        let app = &app;
        async move {
            let response = app
                .post_form(
                    &browser(),
                    "/signup",
                    &[
                        ("username", username),
                        ("email", email),
                        ("password", "correct horse battery"),
                    ],
                )
                .await;
            let status = response.status().as_u16();
            (status, response.text().await.unwrap())
        }
    };
    assert_eq!(attempt("élodie", "elodie@example.org").await.0, 303);
    assert_eq!(attempt("alice", "alice@example.org").await.0, 303);
    assert_eq!(attempt("cope", "cope@example.org").await.0, 303);
    // Case and normalisation: one name.
    assert_eq!(attempt("Élodie", "e1@example.org").await.0, 409);
    assert_eq!(attempt("E\u{301}LODIE", "e2@example.org").await.0, 409);
    assert_eq!(attempt("ｅｌｏｄｉｅ", "e3@example.org").await.0, 422);
    // Mixed scripts: a Cyrillic "а" in a Latin name.
    let (status, page) = attempt("аlice", "a1@example.org").await;
    assert_eq!(status, 422);
    assert!(page.contains("one script only"));
    // Whole-script look-alikes: Cyrillic "соре" looks like "cope".
    assert_eq!(attempt("соре", "c1@example.org").await.0, 409);
    // Digits that look like letters.
    assert_eq!(attempt("a1ice", "a2@example.org").await.0, 409);
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM users WHERE computer_level IS NULL"
        )
        .await,
        3
    );

    // Login, profile and invitations by name normalise the same way.
    let client = browser();
    let response = app
        .post_form(
            &client,
            "/login",
            &[("login", "ÉLODIE"), ("password", "correct horse battery")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let (status, page) = app.page(&client, "/users/%C3%89lodie").await;
    assert_eq!(status, 200);
    assert!(page.contains("élodie"));
}

#[tokio::test]
async fn accounts_from_before_the_skeleton_get_it_at_start_up() {
    let app = spawn_app().await;
    for (name, key, minutes_ago) in [("Zoé", "Zoé", 30), ("zoé", "zoé", 20), ("bob", "bob", 10)]
    {
        sqlx::query(
            "INSERT INTO users (id, username, username_key, email, email_key, password_hash, created_at)
             VALUES ($1, $2, $3, $4, $4, 'x', now() - make_interval(mins => $5))",
        )
        .bind(Uuid::new_v4())
        .bind(name)
        .bind(key)
        .bind(format!("{}@example.org", Uuid::new_v4().simple()))
        .bind(minutes_ago)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    let filled = scriptorium::store::users::backfill_username_keys(&app.pool)
        .await
        .unwrap();
    assert_eq!(filled, 2, "one of Zoé and zoé, and bob");
    let rows: Vec<(String, String, Option<String>)> = sqlx::query_as(
        "SELECT username, username_key, username_skeleton FROM users WHERE computer_level IS NULL
         ORDER BY created_at",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let zoes: Vec<_> = rows[..2].iter().filter(|row| row.2.is_some()).collect();
    assert_eq!(zoes.len(), 1, "the other is left for someone to rename");
    assert_eq!(zoes[0].1, "zoé");
    assert_eq!(rows[2].2.as_deref(), Some("bob"));
    assert_eq!(
        scriptorium::store::users::backfill_username_keys(&app.pool)
            .await
            .unwrap(),
        0,
        "nothing more to do at the next start"
    );
    // A new look-alike of the filled-in account is refused.
    let response = app
        .post_form(
            &browser(),
            "/signup",
            &[
                ("username", "ZOÉ"),
                ("email", "z@example.org"),
                ("password", "correct horse battery"),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 409);
}
