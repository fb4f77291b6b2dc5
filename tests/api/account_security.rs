//! The holes an attacker with a password, a cookie or a token found in an
//! account's life: an address-change link that outlived a reset, password
//! guessing behind a session or a token, and a change the old address could
//! not stop. Each test here failed on the code before it.

use crate::helpers::{
    browser, fresh_database, input_value, spawn_app, spawn_app_configured, TestApp,
};
use serde_json::json;
use uuid::Uuid;

const PASSWORD: &str = "correct horse battery";
const NEW_PASSWORD: &str = "a brand new password";

async fn email_of(app: &TestApp, user: Uuid) -> (String, bool) {
    sqlx::query_as("SELECT email, email_verified_at IS NOT NULL FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn logged_in(app: &TestApp, login: &str, password: &str) -> reqwest::Client {
    let client = browser();
    let response = app
        .post_form(
            &client,
            "/login",
            &[("login", login), ("password", password)],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303, "log in as {login}");
    client
}

/// Asks, from `client`, to move its account to `email`.
async fn ask_change(app: &TestApp, client: &reqwest::Client, email: &str) {
    let response = app
        .post_form(
            client,
            "/settings/email",
            &[("email", email), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
}

/// The newest reset link mailed to `email`.
async fn reset_link(app: &TestApp, email: &str) -> String {
    let body: String = sqlx::query_scalar(
        "SELECT body_text FROM outbox WHERE kind = 'password_reset' AND to_address = $1
         ORDER BY id DESC LIMIT 1",
    )
    .bind(email)
    .fetch_one(&app.pool)
    .await
    .expect("a reset mail");
    let start = body.find("/reset/").expect("a reset link");
    body[start..].split_whitespace().next().unwrap().to_owned()
}

async fn reset_by_mail(app: &TestApp, email: &str) {
    let client = browser();
    let asked = app.post_form(&client, "/reset", &[("email", email)]).await;
    assert_eq!(asked.status().as_u16(), 303);
    let link = reset_link(app, email).await;
    let done = app
        .post_form(&client, &link, &[("password", NEW_PASSWORD)])
        .await;
    assert_eq!(done.status().as_u16(), 303, "reset through {link}");
}

async fn count(app: &TestApp, sql: &str, user: Uuid) -> i64 {
    sqlx::query_scalar(sql)
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_reset_ends_an_address_change_link_someone_kept() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    // The attacker knows the password: logs in, asks for their address, keeps the link.
    let attacker = logged_in(&app, "anna", PASSWORD).await;
    ask_change(&app, &attacker, "mallory@evil.example").await;
    let kept = app.email_link(anna_id).await;

    // anna is told, and recovers the account with a reset.
    reset_by_mail(&app, "anna@example.org").await;

    // The kept link is dead, for the logged-out attacker and for anyone.
    for client in [&attacker, &browser()] {
        let (status, _) = app.page(client, &kept).await;
        assert_eq!(status, 410, "the kept link no longer opens");
        let used = app
            .post_form(client, &kept, &[("password", NEW_PASSWORD)])
            .await;
        assert_eq!(used.status().as_u16(), 410, "nor confirms");
    }
    assert_eq!(email_of(&app, anna_id).await.0, "anna@example.org");
    // And the account stays anna's: her new password logs in.
    logged_in(&app, "anna@example.org", NEW_PASSWORD).await;
}

#[tokio::test]
async fn a_password_change_ends_an_address_change_link_someone_kept() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let attacker = logged_in(&app, "anna", PASSWORD).await;
    ask_change(&app, &attacker, "mallory@evil.example").await;
    let kept = app.email_link(anna_id).await;

    let changed = app
        .post_form(
            &anna,
            "/settings/password",
            &[
                ("current", PASSWORD),
                ("everywhere", "1"),
                ("new", NEW_PASSWORD),
            ],
        )
        .await;
    assert_eq!(changed.status().as_u16(), 303);
    // Even with the new password (say the attacker learnt it again), the link is gone.
    let used = app
        .post_form(&browser(), &kept, &[("password", NEW_PASSWORD)])
        .await;
    assert_eq!(used.status().as_u16(), 410);
    assert_eq!(email_of(&app, anna_id).await.0, "anna@example.org");
}

#[tokio::test]
async fn the_owner_of_an_address_someone_signed_up_with_recovers_the_account_for_good() {
    let app = spawn_app().await;
    // The attacker signs up with anna's address (unconfirmed) and asks to
    // move the account to their own, keeping the link.
    let attacker = browser();
    let signed = app
        .post_form(
            &attacker,
            "/signup",
            &[
                ("username", "annaish"),
                ("email", "anna@example.org"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(signed.status().as_u16(), 303);
    let id: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'annaish'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    ask_change(&app, &attacker, "mallory@evil.example").await;
    let kept = app.email_link(id).await;

    // anna cannot sign up with her address; she recovers the account instead.
    let refused = app
        .post_form(
            &browser(),
            "/signup",
            &[
                ("username", "anna"),
                ("email", "anna@example.org"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(refused.status().as_u16(), 409);
    reset_by_mail(&app, "anna@example.org").await;

    // The kept link is worth nothing; the address is anna's, and confirmed
    // (the reset link went to it and came back).
    let used = app
        .post_form(&attacker, &kept, &[("password", PASSWORD)])
        .await;
    assert_eq!(used.status().as_u16(), 410);
    assert_eq!(
        email_of(&app, id).await,
        ("anna@example.org".to_owned(), true)
    );
}

#[tokio::test]
async fn confirming_an_address_change_needs_a_session_of_the_account_or_its_password() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    ask_change(&app, &anna, "anna@new.example").await;
    let link = app.email_link(anna_id).await;

    // Opened away from anna's session (logged out, or as bob): the page asks
    // for the account's password, and nothing happens without it.
    for client in [browser(), bob.clone()] {
        let (status, page) = app.page(&client, &link).await;
        assert_eq!(status, 200);
        assert!(page.contains("anna@new.example"));
        assert!(
            input_value(&page, "password").is_some() || page.contains("name=\"password\""),
            "a password field"
        );
        let without = app.post_form(&client, &link, &[]).await;
        assert_eq!(without.status().as_u16(), 403);
        let wrong = app
            .post_form(&client, &link, &[("password", "not the password")])
            .await;
        assert_eq!(wrong.status().as_u16(), 401);
        assert!(wrong
            .text()
            .await
            .unwrap()
            .contains("The current password is not right."));
        assert_eq!(email_of(&app, anna_id).await.0, "anna@example.org");
    }
    // In anna's own session the page asks for nothing more.
    let (_, page) = app.page(&anna, &link).await;
    assert!(!page.contains("name=\"password\""));
    // With the password, from anywhere, it goes through.
    let fresh = browser();
    let used = app
        .post_form(&fresh, &link, &[("password", PASSWORD)])
        .await;
    assert_eq!(used.status().as_u16(), 303);
    assert_eq!(
        email_of(&app, anna_id).await,
        ("anna@new.example".to_owned(), true)
    );
}

#[tokio::test]
async fn this_was_not_me_stops_the_change_ends_every_session_and_token_and_sends_a_reset() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let attacker = logged_in(&app, "anna", PASSWORD).await;
    let token = app.api_token(anna_id).await;
    ask_change(&app, &attacker, "mallory@evil.example").await;
    let change_link = app.email_link(anna_id).await;

    // The notice to anna's address carries the link; a GET only shows a page
    // (a mail scanner fetching it changes nothing).
    let not_me = app.not_me_link(anna_id).await;
    let (status, page) = app.page(&browser(), &not_me).await;
    assert_eq!(status, 200);
    assert!(page.contains("anna@example.org"));
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM user_sessions WHERE user_id = $1",
            anna_id
        )
        .await,
        2
    );

    let stopped = app.post_form(&browser(), &not_me, &[]).await;
    assert_eq!(stopped.status().as_u16(), 303);
    // The change link is dead, every session and token ended, a reset went out.
    let used = app
        .post_form(&attacker, &change_link, &[("password", PASSWORD)])
        .await;
    assert_eq!(used.status().as_u16(), 410);
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM user_sessions WHERE user_id = $1",
            anna_id
        )
        .await,
        0
    );
    for client in [&anna, &attacker] {
        let (status, _) = app.page(client, "/settings").await;
        assert_ne!(status, 200, "the session has ended");
    }
    let api = reqwest::Client::new()
        .get(app.url("/api/v1/me/export"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(api.status().as_u16(), 401, "the token has ended");
    assert!(reset_link(&app, "anna@example.org")
        .await
        .starts_with("/reset/"));
    // The link works once.
    let again = app.post_form(&browser(), &not_me, &[]).await;
    assert_eq!(again.status().as_u16(), 410);
}

#[tokio::test]
async fn this_was_not_me_gives_the_address_back_after_the_change_went_through() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let attacker = logged_in(&app, "anna", PASSWORD).await;
    ask_change(&app, &attacker, "mallory@evil.example").await;
    // The attacker confirms from their session before anna reads her mail,
    // then changes the password too.
    app.confirm_email(&attacker, anna_id).await;
    assert_eq!(email_of(&app, anna_id).await.0, "mallory@evil.example");
    let changed = app
        .post_form(
            &attacker,
            "/settings/password",
            &[
                ("current", PASSWORD),
                ("everywhere", "1"),
                ("new", "the attacker's own password"),
            ],
        )
        .await;
    assert_eq!(changed.status().as_u16(), 303);

    let not_me = app.not_me_link(anna_id).await;
    let stopped = app.post_form(&browser(), &not_me, &[]).await;
    assert_eq!(stopped.status().as_u16(), 303);
    assert_eq!(
        email_of(&app, anna_id).await,
        ("anna@example.org".to_owned(), true),
        "the address is anna's again"
    );
    let (status, _) = app.page(&attacker, "/settings").await;
    assert_ne!(status, 200, "the attacker's session has ended");
    // The reset goes to anna, and with it the account is hers.
    let link = reset_link(&app, "anna@example.org").await;
    let done = app
        .post_form(&browser(), &link, &[("password", NEW_PASSWORD)])
        .await;
    assert_eq!(done.status().as_u16(), 303);
    logged_in(&app, "anna", NEW_PASSWORD).await;
}

/// An instance that believes `X-Forwarded-For` from the test client, so a
/// request can come from another client address.
async fn spawn_app_behind_proxy() -> TestApp {
    spawn_app_configured(fresh_database().await, |settings| {
        settings.trusted_proxies =
            scriptorium::app::config::parse_trusted_proxies("127.0.0.1").unwrap();
    })
    .await
}

#[tokio::test]
async fn a_session_guesses_the_password_no_faster_than_the_login_form() {
    let app = spawn_app_behind_proxy().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let thief = logged_in(&app, "anna", PASSWORD).await;
    // Deleting: the box is judged first, so an unticked guess says the same
    // whatever the password and costs nothing.
    for password in ["wrong guess 0001", PASSWORD] {
        let response = app
            .post_form(&thief, "/settings/delete", &[("password", password)])
            .await;
        assert_eq!(response.status().as_u16(), 303);
        let (_, page) = app.page(&thief, "/settings").await;
        assert!(page.contains("Tick the box"), "{password}");
        assert!(!page.contains("The current password is not right."));
    }
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM login_failures WHERE subject = 'account:' || $1",
            anna_id
        )
        .await,
        0
    );
    // Ticked guesses spend the login's budget: five, then 429.
    let mut statuses = Vec::new();
    for guess in 0..7 {
        let password = format!("wrong guess {guess:04}");
        let response = app
            .post_form(
                &thief,
                "/settings/delete",
                &[("password", &password), ("understood", "1")],
            )
            .await;
        statuses.push(response.status().as_u16());
    }
    assert_eq!(statuses, [303, 303, 303, 303, 303, 429, 429]);
    // The right password is refused too now: the answer tells nothing.
    let right = app
        .post_form(
            &thief,
            "/settings/delete",
            &[("password", PASSWORD), ("understood", "1")],
        )
        .await;
    assert_eq!(right.status().as_u16(), 429);
    assert!(right.headers().get("retry-after").is_some());
    // The same budget covers the password change, the address change and
    // a new token, and the login form from the thief's address.
    for (path, fields) in [
        (
            "/settings/password",
            vec![("current", PASSWORD), ("new", NEW_PASSWORD)],
        ),
        (
            "/settings/email",
            vec![("email", "m@evil.example"), ("password", PASSWORD)],
        ),
        (
            "/settings/tokens",
            vec![("label", "mine"), ("password", PASSWORD)],
        ),
        ("/login", vec![("login", "anna"), ("password", PASSWORD)]),
    ] {
        let response = app.post_form(&thief, path, &fields).await;
        assert_eq!(response.status().as_u16(), 429, "{path}");
    }
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM users WHERE id = $1 AND deleted_at IS NULL",
            anna_id
        )
        .await,
        1
    );
    // anna, from her own address, is not locked out.
    let (_, html) = app.page(&anna, "/login").await;
    let csrf = input_value(&html, "csrf").unwrap();
    let response = anna
        .post(app.url("/settings/password"))
        .header("x-forwarded-for", "203.0.113.7")
        .form(&[
            ("csrf", csrf.as_str()),
            ("current", PASSWORD),
            ("new", NEW_PASSWORD),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 303);
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("Your password was changed"));
}

#[tokio::test]
async fn a_password_change_judges_the_new_password_before_the_current_one() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    for current in ["wrong guess 0001", PASSWORD] {
        let response = app
            .post_form(
                &anna,
                "/settings/password",
                &[("current", current), ("everywhere", "1"), ("new", "short")],
            )
            .await;
        assert_eq!(response.status().as_u16(), 303);
        let (_, page) = app.page(&anna, "/settings").await;
        assert!(
            !page.contains("The current password is not right."),
            "{current}"
        );
    }
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM login_failures WHERE subject = 'account:' || $1",
            anna_id
        )
        .await,
        0
    );
}

#[tokio::test]
async fn a_token_guesses_the_password_no_faster_than_the_login_form() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    let delete = |body: serde_json::Value| {
        let request = reqwest::Client::new()
            .delete(app.url("/api/v1/me"))
            .bearer_auth(&token)
            .json(&body);
        async move { request.send().await.unwrap().status().as_u16() }
    };
    // Unticked: 422 whatever the password, and no failure counted.
    assert_eq!(
        delete(json!({"password": "wrong guess 0001", "understood": false})).await,
        422
    );
    assert_eq!(
        delete(json!({"password": PASSWORD, "understood": false})).await,
        422
    );
    let mut statuses = Vec::new();
    for guess in 0..7 {
        statuses.push(
            delete(json!({"password": format!("wrong guess {guess:04}"), "understood": true}))
                .await,
        );
    }
    assert_eq!(statuses, [403, 403, 403, 403, 403, 429, 429]);
    assert_eq!(
        delete(json!({"password": PASSWORD, "understood": true})).await,
        429
    );
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM users WHERE id = $1 AND deleted_at IS NULL",
            anna_id
        )
        .await,
        1
    );
}

#[tokio::test]
async fn a_new_token_needs_the_password_and_tokens_are_limited() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let tokens = || {
        count(
            &app,
            "SELECT count(*) FROM api_tokens WHERE user_id = $1",
            anna_id,
        )
    };
    let without = app
        .post_form(&anna, "/settings/tokens", &[("label", "mine")])
        .await;
    assert_eq!(without.status().as_u16(), 400);
    let wrong = app
        .post_form(
            &anna,
            "/settings/tokens",
            &[("label", "mine"), ("password", "wrong guess 0001")],
        )
        .await;
    assert_eq!(wrong.status().as_u16(), 303);
    assert_eq!(tokens().await, 0);
    let mut statuses = Vec::new();
    for _ in 0..11 {
        statuses.push(
            app.post_form(
                &anna,
                "/settings/tokens",
                &[("label", "mine"), ("password", PASSWORD)],
            )
            .await
            .status()
            .as_u16(),
        );
    }
    assert_eq!(statuses[..10], [200; 10]);
    assert_eq!(statuses[10], 429);
    assert_eq!(tokens().await, 10);
}

#[tokio::test]
async fn an_address_change_judges_the_address_before_the_password() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    // The same answer for a right and a wrong password when the address is
    // taken or already hers, and no failure counted.
    for email in ["bob@example.org", "anna@example.org"] {
        let mut statuses = Vec::new();
        for password in ["wrong guess 0001", PASSWORD] {
            let response = app
                .post_form(
                    &anna,
                    "/settings/email",
                    &[("email", email), ("password", password)],
                )
                .await;
            statuses.push(response.status().as_u16());
        }
        assert_eq!(statuses[0], statuses[1], "{email}: {statuses:?}");
        assert!(
            statuses[0] == 409 || statuses[0] == 422,
            "{email}: {statuses:?}"
        );
    }
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM login_failures WHERE subject = 'account:' || $1",
            anna_id
        )
        .await,
        0
    );
}
