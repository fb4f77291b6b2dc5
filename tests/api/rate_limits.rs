//! Rate limits: who the client is (forwarded headers only from trusted
//! proxies), failed logins that throttle the attacker but not the owner, and
//! the shared limits on resets, sign-ups, table talk and API calls.

use crate::helpers::{
    browser, fresh_database, input_value, spawn_app, spawn_app_configured, TestApp,
};
use crate::play::started_game;
use futures_util::future::join_all;
use serde_json::Value;

/// An instance that believes forwarding headers from the test client's
/// address, so each test request can claim to come from any client.
async fn spawn_app_behind_proxy() -> TestApp {
    spawn_app_configured(fresh_database().await, |settings| {
        settings.trusted_proxies =
            scriptorium::app::config::parse_trusted_proxies("127.0.0.1").unwrap();
    })
    .await
}

/// Posts a CSRF-checked form, with `X-Forwarded-For` when given.
async fn post_from(
    app: &TestApp,
    client: &reqwest::Client,
    forwarded_for: Option<&str>,
    path: &str,
    fields: &[(&str, &str)],
) -> reqwest::Response {
    let (_, html) = app.page(client, "/login").await;
    let csrf = input_value(&html, "csrf").expect("a csrf token on the login page");
    let mut all = vec![("csrf", csrf.as_str())];
    all.extend_from_slice(fields);
    let mut request = client.post(app.url(path)).form(&all);
    if let Some(forwarded_for) = forwarded_for {
        request = request.header("x-forwarded-for", forwarded_for);
    }
    request.send().await.expect("post")
}

async fn log_in(
    app: &TestApp,
    forwarded_for: Option<&str>,
    login: &str,
    password: &str,
) -> reqwest::Response {
    post_from(
        app,
        &browser(),
        forwarded_for,
        "/login",
        &[("login", login), ("password", password)],
    )
    .await
}

fn retry_after(response: &reqwest::Response) -> u64 {
    response
        .headers()
        .get("retry-after")
        .expect("a Retry-After header")
        .to_str()
        .unwrap()
        .parse()
        .expect("Retry-After in seconds")
}

#[tokio::test]
async fn spoofed_forwarded_for_from_an_untrusted_peer_does_not_escape_the_address_limit() {
    let app = spawn_app().await;
    for i in 0..20 {
        let spoofed = format!("203.0.113.{i}");
        let response = log_in(
            &app,
            Some(&spoofed),
            &format!("nobody{i}"),
            "wrong password!!",
        )
        .await;
        assert_eq!(response.status().as_u16(), 401, "failure {i}");
    }
    let response = log_in(
        &app,
        Some("198.51.100.99"),
        "someone-else",
        "wrong password!!",
    )
    .await;
    assert_eq!(response.status().as_u16(), 429);
    assert!(retry_after(&response) > 0);
    assert!(response
        .text()
        .await
        .unwrap()
        .contains("Too many failed attempts"));
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_rightmost_forwarded_client_is_limited() {
    let app = spawn_app_behind_proxy().await;
    // The left part of the chain is whatever the client wrote: ignored.
    for i in 0..20 {
        let chain = format!("192.0.2.{i}, 198.51.100.7");
        let response = log_in(
            &app,
            Some(&chain),
            &format!("nobody{i}"),
            "wrong password!!",
        )
        .await;
        assert_eq!(response.status().as_u16(), 401, "failure {i}");
    }
    let response = log_in(
        &app,
        Some("10.9.9.9, 198.51.100.7"),
        "x-name",
        "wrong password!!",
    )
    .await;
    assert_eq!(response.status().as_u16(), 429);
    // Another client behind the same proxy is not affected.
    let response = log_in(&app, Some("198.51.100.8"), "x-name", "wrong password!!").await;
    assert_eq!(response.status().as_u16(), 401);
}

#[tokio::test]
async fn failures_from_other_addresses_do_not_lock_the_owner_out() {
    let app = spawn_app_behind_proxy().await;
    app.sign_up(&browser(), "alice").await;
    let attacker = Some("203.0.113.1");
    for _ in 0..5 {
        let response = log_in(&app, attacker, "alice", "wrong password!!").await;
        assert_eq!(response.status().as_u16(), 401);
    }
    // The attacking address is held back, even with the right password...
    let response = log_in(&app, attacker, "alice", "correct horse battery").await;
    assert_eq!(response.status().as_u16(), 429);
    assert!(retry_after(&response) > 0);
    // ...and so are many addresses guessing together, after a couple of tries each.
    for i in 10..20 {
        let address = format!("203.0.113.{i}");
        for _ in 0..2 {
            let response = log_in(
                &app,
                Some(&address),
                "alice@example.org",
                "wrong password!!",
            )
            .await;
            assert_eq!(response.status().as_u16(), 401, "from {address}");
        }
    }
    let response = log_in(&app, Some("203.0.113.10"), "alice", "wrong password!!").await;
    assert_eq!(response.status().as_u16(), 429);

    // Alice, from her own address, gets in.
    let response = log_in(&app, Some("192.0.2.44"), "alice", "correct horse battery").await;
    assert_eq!(response.status().as_u16(), 303);
}

async fn reset_mails(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'password_reset'")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_reset_flood_from_many_addresses_sends_the_victim_three_mails() {
    let app = spawn_app_behind_proxy().await;
    app.sign_up(&browser(), "anna").await;
    let mut statuses = Vec::new();
    for i in 0..30 {
        let address = format!("203.0.113.{i}");
        let response = post_from(
            &app,
            &browser(),
            Some(&address),
            "/reset",
            &[("email", "Anna@Example.org ")],
        )
        .await;
        statuses.push(response.status().as_u16());
        if response.status().as_u16() == 429 {
            assert!(retry_after(&response) > 0);
            assert!(response
                .text()
                .await
                .unwrap()
                .contains("Too many reset requests"));
        }
    }
    assert_eq!(statuses[..3], [303, 303, 303]);
    assert!(
        statuses[3..].iter().all(|status| *status == 429),
        "{statuses:?}"
    );
    assert_eq!(reset_mails(&app).await, 3);
}

#[tokio::test]
async fn reset_requests_from_one_address_are_limited() {
    let app = spawn_app().await;
    app.sign_up(&browser(), "anna").await;
    for i in 0..20 {
        let response = post_from(
            &app,
            &browser(),
            None,
            "/reset",
            &[("email", &format!("someone{i}@example.org"))],
        )
        .await;
        assert_eq!(response.status().as_u16(), 303, "request {i}");
    }
    let response = post_from(
        &app,
        &browser(),
        None,
        "/reset",
        &[("email", "anna@example.org")],
    )
    .await;
    assert_eq!(response.status().as_u16(), 429);
    assert_eq!(
        reset_mails(&app).await,
        0,
        "a refused request queues no mail"
    );
}

#[tokio::test]
async fn sign_ups_from_one_address_are_limited() {
    let app = spawn_app().await;
    // Failed attempts count too: each may cost a password hash.
    for i in 0..20 {
        let response = post_from(
            &app,
            &browser(),
            None,
            "/signup",
            &[
                ("username", &format!("user{i}")),
                ("email", &format!("user{i}@example.org")),
                ("password", "short"),
            ],
        )
        .await;
        assert_eq!(response.status().as_u16(), 422, "attempt {i}");
    }
    let response = post_from(
        &app,
        &browser(),
        None,
        "/signup",
        &[
            ("username", "latecomer"),
            ("email", "latecomer@example.org"),
            ("password", "correct horse battery"),
        ],
    )
    .await;
    assert_eq!(response.status().as_u16(), 429);
    assert!(retry_after(&response) > 0);
    assert!(response.text().await.unwrap().contains("Too many sign-ups"));
    let users: i64 = sqlx::query_scalar("SELECT count(*) FROM users WHERE computer_level IS NULL")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(users, 0);
}

#[tokio::test]
async fn table_talk_is_limited_per_account_on_pages_and_api() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, anna_id) = &players[0];
    let path = format!("/games/{game}/talk");
    for i in 0..20 {
        let body = format!("message {i}");
        let response = post_from(&app, anna, None, &path, &[("body", &body)]).await;
        assert_eq!(response.status().as_u16(), 303, "message {i}");
    }
    let refused = post_from(&app, anna, None, &path, &[("body", "one too many")]).await;
    assert_eq!(refused.status().as_u16(), 429);
    assert!(retry_after(&refused) > 0);
    assert!(refused.text().await.unwrap().contains("posting too fast"));

    // The API spends the same budget.
    let token = app.api_token(*anna_id).await;
    let response = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/messages")))
        .bearer_auth(&token)
        .json(&serde_json::json!({"body": "through the API"}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    assert!(retry_after(&response) > 0);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(answer["error"], "rate_limited");

    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM game_messages WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 20);
    // Bob has a budget of his own.
    let (bob, _) = &players[1];
    let response = post_from(&app, bob, None, &path, &[("body", "hello")]).await;
    assert_eq!(response.status().as_u16(), 303);
}

#[tokio::test]
async fn api_calls_are_limited_per_token() {
    let app = spawn_app().await;
    let user = app.sign_up(&browser(), "anna").await;
    let token = app.api_token(user).await;
    let client = reqwest::Client::new();
    let call = |token: String| {
        let request = client.get(app.url("/api/v1/kinds")).bearer_auth(token);
        async move { request.send().await.unwrap() }
    };
    // The budget is 600 at once, refilled one a second: calls made faster
    // than that run out whatever the machine's speed.
    let mut allowed = 0;
    let mut refused = None;
    for _ in 0..30 {
        let batch = join_all((0..50).map(|_| call(token.clone()))).await;
        for response in batch {
            match response.status().as_u16() {
                200 => allowed += 1,
                429 => refused = Some(response),
                other => panic!("unexpected status {other}"),
            }
        }
        if refused.is_some() {
            break;
        }
    }
    let refused = refused.expect("the token's calls were limited");
    assert!(allowed >= 600, "only {allowed} calls before the limit");
    assert!(retry_after(&refused) > 0);
    let answer: Value = refused.json().await.unwrap();
    assert_eq!(answer["error"], "rate_limited");

    // Another token has its own budget.
    let other = app.api_token(user).await;
    assert_eq!(call(other).await.status().as_u16(), 200);
}

#[tokio::test]
async fn unknown_api_tokens_are_limited_per_address() {
    let app = spawn_app().await;
    let client = reqwest::Client::new();
    for i in 0..30 {
        let response = client
            .get(app.url("/api/v1/kinds"))
            .bearer_auth(format!("not-a-token-{i}"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 401, "call {i}");
    }
    let response = client
        .get(app.url("/api/v1/kinds"))
        .bearer_auth("still-not-a-token")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    assert!(retry_after(&response) > 0);
}
