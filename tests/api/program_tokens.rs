//! What a token may do (its scopes), refused in words where it may not, and
//! the budget every call says is left (`RateLimit-*`).

use crate::helpers::{browser, spawn_app, TestApp};
use scriptorium::accounts::scopes::Scopes;
use serde_json::{json, Value};
use uuid::Uuid;

async fn call(
    app: &TestApp,
    token: &str,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> (u16, Value, reqwest::header::HeaderMap) {
    let client = reqwest::Client::new();
    let request = match method {
        "GET" => client.get(app.url(path)),
        "PATCH" => client.patch(app.url(path)),
        _ => client.post(app.url(path)),
    }
    .bearer_auth(token);
    let request = match body {
        Some(body) => request.json(&body),
        None => request,
    };
    let response = request.send().await.expect("API call");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (
        status,
        response.json().await.unwrap_or(Value::Null),
        headers,
    )
}

async fn scoped(app: &TestApp, user: Uuid, play: bool, account: bool) -> String {
    scriptorium::accounts::create_scoped_api_token(&app.pool, user, "bot", Scopes { play, account })
        .await
        .unwrap()
}

fn header(headers: &reqwest::header::HeaderMap, name: &str) -> Option<String> {
    headers
        .get(name)
        .map(|value| value.to_str().unwrap().to_owned())
}

#[tokio::test]
async fn a_token_does_only_what_its_scopes_allow_and_says_why_not() {
    let app = spawn_app().await;
    let host = browser();
    app.sign_up(&host, "host").await;
    let guest = browser();
    let guest_id = app.sign_up(&guest, "guest").await;
    let game = app.create_countdown(&host, "2").await;
    scriptorium::lobby::join(&app.pool, Default::default(), &[], game, guest_id, None)
        .await
        .unwrap();
    let seat = app.waiting_seat(game).await;
    let mover = app.user_at(game, seat).await;

    let read_only = scoped(&app, mover, false, false).await;
    let player = scoped(&app, mover, true, false).await;
    let keeper = scoped(&app, mover, false, true).await;

    // Reading: every token.
    for token in [&read_only, &player, &keeper] {
        let (status, state, _) =
            call(&app, token, "GET", &format!("/api/v1/games/{game}"), None).await;
        assert_eq!(status, 200, "{state}");
    }
    let state = app.api_game(&player, game).await;
    let action = json!({
        "seq": state["seq"],
        "token": Uuid::new_v4(),
        "action": state["legal_actions"][0]["action"],
    });
    let seq_before = app.seq(game).await;

    // A move: not with a read-only token, nor an account one; in words.
    for token in [&read_only, &keeper] {
        let (status, answer, _) = call(
            &app,
            token,
            "POST",
            &format!("/api/v1/games/{game}/actions"),
            Some(action.clone()),
        )
        .await;
        assert_eq!(status, 403, "{answer}");
        assert_eq!(answer["error"], "refused");
        assert!(
            answer["message"].as_str().unwrap().contains("may not"),
            "{answer}"
        );
        assert!(
            answer["detail"].as_str().unwrap().contains("play"),
            "{answer}"
        );
        assert_eq!(app.seq(game).await, seq_before, "nothing moved");
    }
    // Settings: not with a read-only or playing token.
    for token in [&read_only, &player] {
        let (status, answer, _) = call(
            &app,
            token,
            "PATCH",
            "/api/v1/me/settings",
            Some(json!({"digest_hour": 5})),
        )
        .await;
        assert_eq!(status, 403, "{answer}");
        assert!(
            answer["detail"].as_str().unwrap().contains("account"),
            "{answer}"
        );
        let (status, _, _) = call(&app, token, "GET", "/api/v1/webhooks", None).await;
        assert_eq!(status, 403, "hook addresses are the account's");
    }
    let (status, _, _) = call(
        &app,
        &keeper,
        "PATCH",
        "/api/v1/me/settings",
        Some(json!({"digest_hour": 5})),
    )
    .await;
    assert_eq!(status, 200);
    let (status, answer, _) = call(
        &app,
        &player,
        "POST",
        &format!("/api/v1/games/{game}/actions"),
        Some(action),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(app.seq(game).await, answer["seq"].as_i64().unwrap());
}

#[tokio::test]
async fn the_settings_page_makes_a_scoped_token_and_lists_what_each_may_do() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let response = app
        .post_form(
            &anna,
            "/settings/tokens",
            &[
                ("label", "my bot"),
                ("password", "correct horse battery"),
                ("play", "1"),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 200);
    let page = response.text().await.unwrap();
    let token = page
        .split("<code class=\"token\">")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .expect("the new token, shown once")
        .to_owned();
    let stored: Vec<String> =
        sqlx::query_scalar("SELECT scopes FROM api_tokens WHERE user_id = $1")
            .bind(anna_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(stored, ["read", "play"]);
    let (status, _, _) = call(
        &app,
        &token,
        "PATCH",
        "/api/v1/me/settings",
        Some(json!({"digest_hour": 5})),
    )
    .await;
    assert_eq!(status, 403, "the box for the account was not ticked");
    // A second token with every box; the page says what each may do.
    app.post_form(
        &anna,
        "/settings/tokens",
        &[
            ("label", "my app"),
            ("password", "correct horse battery"),
            ("play", "1"),
            ("account", "1"),
        ],
    )
    .await;
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(
        page.contains("<td data-label=\"May\" class=\"token-scopes\">read, play</td>"),
        "{page}"
    );
    assert!(page.contains("class=\"token-scopes\">read, play, change the account</td>"));
    let full = scoped(&app, anna_id, false, true).await;
    let (status, tokens, _) = call(&app, &full, "GET", "/api/v1/tokens", None).await;
    assert_eq!(status, 200);
    let mut listed: Vec<Value> = tokens
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["scopes"].clone())
        .collect();
    listed.sort_by_key(|scopes| scopes.to_string());
    let mut expected = vec![
        json!(["read", "account"]),
        json!(["read", "play"]),
        json!(["read", "play", "account"]),
    ];
    expected.sort_by_key(|scopes| scopes.to_string());
    assert_eq!(listed, expected);
}

#[tokio::test]
async fn every_call_says_what_is_left_of_its_tokens_budget() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let bert = browser();
    let bert_id = app.sign_up(&bert, "bert").await;
    let first = app.api_token(anna_id).await;
    let second = app.api_token(anna_id).await;
    let other = app.api_token(bert_id).await;
    let mut remaining = Vec::new();
    for _ in 0..3 {
        let (status, _, headers) = call(&app, &first, "GET", "/api/v1/me/games", None).await;
        assert_eq!(status, 200);
        assert_eq!(header(&headers, "ratelimit-limit").as_deref(), Some("600"));
        assert_eq!(
            header(&headers, "ratelimit-policy").as_deref(),
            Some("600;w=600")
        );
        let reset: u64 = header(&headers, "ratelimit-reset")
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=600).contains(&reset));
        remaining.push(
            header(&headers, "ratelimit-remaining")
                .unwrap()
                .parse::<u32>()
                .unwrap(),
        );
    }
    assert_eq!(remaining, [599, 598, 597], "one unit a call");
    // Each token has its own budget.
    for token in [&second, &other] {
        let (_, _, headers) = call(&app, token, "GET", "/api/v1/me/games", None).await;
        assert_eq!(
            header(&headers, "ratelimit-remaining").as_deref(),
            Some("599")
        );
    }
    // Spent to the end: 429 with Retry-After and nothing remaining.
    let mut refused = None;
    for _ in 0..700 {
        let (status, answer, headers) = call(&app, &first, "GET", "/api/v1/me/games", None).await;
        if status == 429 {
            refused = Some((answer, headers));
            break;
        }
    }
    let (answer, headers) = refused.expect("the budget runs out");
    assert_eq!(answer["error"], "rate_limited");
    assert!(header(&headers, "retry-after").is_some());
    assert_eq!(
        header(&headers, "ratelimit-remaining").as_deref(),
        Some("0")
    );
    // The other token still works.
    let (status, _, _) = call(&app, &second, "GET", "/api/v1/me/games", None).await;
    assert_eq!(status, 200);
}
