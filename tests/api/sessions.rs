//! Issue 12, points 1–3 and 6: mail is private, sessions and API tokens are
//! revocable on the server, and a used or changed password ends reset links.

use crate::helpers::{browser, input_value, spawn_app, test_settings, TestApp};
use reqwest::header::{COOKIE, SET_COOKIE};
use uuid::Uuid;

pub(crate) const PASSWORD: &str = "correct horse battery";

/// Logs `username` in on a fresh browser and returns it with the raw cookie
/// it was given, so a test can replay the cookie after the session ended.
pub(crate) async fn log_in(
    app: &TestApp,
    username: &str,
    password: &str,
) -> (reqwest::Client, String) {
    let client = browser();
    let response = app
        .post_form(
            &client,
            "/login",
            &[("login", username), ("password", password)],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303, "login of {username}");
    let cookie = response
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .find(|value| value.starts_with("scriptorium="))
        .map(|value| value.split(';').next().unwrap().to_owned())
        .expect("a session cookie");
    (client, cookie)
}

/// A GET with only the given cookie, like an attacker who saved it.
async fn with_cookie(app: &TestApp, cookie: &str, path: &str) -> (u16, String) {
    let response = browser()
        .get(app.url(path))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

fn logged_in_as(page: &str, username: &str) -> bool {
    page.contains(&format!("Log out ({username})"))
}

async fn session_rows(app: &TestApp, user: Uuid) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM user_sessions WHERE user_id = $1")
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn mail_to(app: &TestApp, user: Uuid, kind: &str, subject: &str) -> i64 {
    sqlx::query_scalar(
        "INSERT INTO outbox (user_id, to_address, kind, subject, body_text, body_html, sent_at)
         SELECT id, email, $2, $3, 'body of ' || $3, '<p>body</p>', now() FROM users WHERE id = $1
         RETURNING id",
    )
    .bind(user)
    .bind(kind)
    .bind(subject)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn local_mail_shows_each_person_only_their_own_and_never_reset_links() {
    let app = spawn_app().await;
    let anna_browser = browser();
    let anna = app.sign_up(&anna_browser, "anna").await;
    let bob_browser = browser();
    let bob = app.sign_up(&bob_browser, "bob").await;
    let annas = mail_to(&app, anna, "game_started", "Game of Anna started").await;
    let bobs = mail_to(&app, bob, "game_started", "Game of Bob started").await;
    let reset = mail_to(&app, anna, "password_reset", "Reset link of Anna").await;

    // Logged out: no mailbox at all, no mail.
    for path in ["/mail".to_owned(), format!("/mail/{annas}")] {
        let (status, page) = app.page(&browser(), &path).await;
        assert_ne!(status, 200, "{path} is closed to visitors");
        assert!(!page.contains("Game of Anna started"));
        assert!(!page.contains("anna@example.org"));
    }

    let (status, list) = app.page(&bob_browser, "/mail").await;
    assert_eq!(status, 200);
    assert!(list.contains("Game of Bob started"));
    assert!(!list.contains("Game of Anna started"), "{list}");
    assert!(!list.contains("anna@example.org"));
    let (status, _) = app.page(&bob_browser, &format!("/mail/{annas}")).await;
    assert_eq!(status, 404, "someone else's mail does not exist for Bob");
    let (status, own) = app.page(&bob_browser, &format!("/mail/{bobs}")).await;
    assert_eq!(status, 200);
    assert!(own.contains("Bob&#x27;s game started") || own.contains("Game of Bob started"));

    // Reset links are not shown over HTTP even to their owner.
    let (_, list) = app.page(&anna_browser, "/mail").await;
    assert!(list.contains("Game of Anna started"));
    assert!(!list.contains("reset link"));
    let (status, _) = app.page(&anna_browser, &format!("/mail/{reset}")).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn the_mail_folder_is_readable_by_the_service_alone() {
    use std::os::unix::fs::PermissionsExt;
    let app = spawn_app().await;
    let settings = test_settings(&app.database_url, app.data_dir.path());
    settings.mail_transport().unwrap();
    let mode = std::fs::metadata(settings.mail_dir())
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o077, 0, "mail folder mode {mode:o}");
}

#[tokio::test]
async fn logging_out_ends_the_session_for_a_saved_cookie() {
    let app = spawn_app().await;
    let user = app.sign_up(&browser(), "anna").await;
    let (client, cookie) = log_in(&app, "anna", PASSWORD).await;
    let (status, page) = with_cookie(&app, &cookie, "/settings").await;
    assert_eq!(status, 200);
    assert!(logged_in_as(&page, "anna"));

    let logout = app.post_form(&client, "/logout", &[]).await;
    assert_eq!(logout.status().as_u16(), 303);
    let (status, page) = with_cookie(&app, &cookie, "/settings").await;
    assert_ne!(status, 200, "the saved cookie no longer opens the settings");
    assert!(!logged_in_as(&page, "anna"));
    // Nor can it create an API token.
    let (_, login_page) = with_cookie(&app, &cookie, "/login").await;
    let csrf = input_value(&login_page, "csrf").unwrap_or_default();
    let response = browser()
        .post(app.url("/settings/tokens"))
        .header(COOKIE, &cookie)
        .form(&[
            ("csrf", csrf.as_str()),
            ("label", "stolen"),
            ("password", PASSWORD),
        ])
        .send()
        .await
        .unwrap();
    assert_ne!(response.status().as_u16(), 200);
    let tokens: i64 = sqlx::query_scalar("SELECT count(*) FROM api_tokens WHERE user_id = $1")
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(tokens, 0);
}

#[tokio::test]
async fn a_password_change_ends_every_other_session_for_reads_too() {
    let app = spawn_app().await;
    let here = browser();
    app.sign_up(&here, "anna").await;
    let (_elsewhere, cookie) = log_in(&app, "anna", PASSWORD).await;
    let creator = browser();
    app.sign_up(&creator, "bob").await;
    let game = app.create_countdown(&creator, "2").await;
    let join = app
        .post_form(&here, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(join.status().as_u16(), 303);
    let (_, page) = with_cookie(&app, &cookie, &format!("/games/{game}")).await;
    assert!(logged_in_as(&page, "anna"));

    let changed = app
        .post_form(
            &here,
            "/settings/password",
            &[
                ("current", PASSWORD),
                ("everywhere", "1"),
                ("new", "a brand new password"),
            ],
        )
        .await;
    assert_eq!(changed.status().as_u16(), 303);
    let (status, _) = with_cookie(&app, &cookie, "/settings").await;
    assert_ne!(status, 200, "the other session cannot read the settings");
    let (_, page) = with_cookie(&app, &cookie, &format!("/games/{game}")).await;
    assert!(
        !logged_in_as(&page, "anna"),
        "the game page is served as to a visitor"
    );
    let (status, page) = app.page(&here, "/settings").await;
    assert_eq!(status, 200, "the session that changed it goes on");
    assert!(logged_in_as(&page, "anna"));
}

#[tokio::test]
async fn settings_list_sessions_end_one_and_log_out_everywhere() {
    let app = spawn_app().await;
    let here = browser();
    let anna = app.sign_up(&here, "anna").await;
    let (other, other_cookie) = log_in(&app, "anna", PASSWORD).await;
    let (_third, third_cookie) = log_in(&app, "anna", PASSWORD).await;
    assert_eq!(session_rows(&app, anna).await, 3);

    let (status, page) = app.page(&here, "/settings").await;
    assert_eq!(status, 200);
    assert!(page.contains("Where you are logged in"));
    assert!(page.contains("This browser"));
    assert_eq!(
        page.matches("/end\"").count(),
        2,
        "an End button per other session"
    );

    // End the second session from the first.
    let other_id: Uuid = {
        let (_, other_page) = app.page(&other, "/settings").await;
        let ids: Vec<&str> = page
            .split("/settings/sessions/")
            .skip(1)
            .map(|rest| &rest[..36])
            .collect();
        // The first browser lists the others; the other browser lists the first.
        let listed_by_other: Vec<&str> = other_page
            .split("/settings/sessions/")
            .skip(1)
            .map(|rest| &rest[..36])
            .collect();
        let id = ids
            .iter()
            .find(|id| !listed_by_other.contains(id))
            .expect("the other browser's own session is not listed with a button");
        id.parse().unwrap()
    };
    let ended = app
        .post_form(&here, &format!("/settings/sessions/{other_id}/end"), &[])
        .await;
    assert_eq!(ended.status().as_u16(), 303);
    let (status, _) = with_cookie(&app, &other_cookie, "/settings").await;
    assert_ne!(status, 200, "the ended session is over");
    let (status, _) = with_cookie(&app, &third_cookie, "/settings").await;
    assert_eq!(status, 200, "the third session goes on");

    // Another user cannot end Anna's sessions.
    let bob = browser();
    app.sign_up(&bob, "bob").await;
    let third_id: Uuid = sqlx::query_scalar(
        "SELECT id FROM user_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1",
    )
    .bind(anna)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let refused = app
        .post_form(&bob, &format!("/settings/sessions/{third_id}/end"), &[])
        .await;
    assert_eq!(refused.status().as_u16(), 404);
    assert_eq!(session_rows(&app, anna).await, 2);

    let everywhere = app
        .post_form(&here, "/settings/sessions/end-all", &[])
        .await;
    assert_eq!(everywhere.status().as_u16(), 303);
    assert_eq!(session_rows(&app, anna).await, 0);
    let (status, _) = with_cookie(&app, &third_cookie, "/settings").await;
    assert_ne!(status, 200);
    let (status, _) = app.page(&here, "/settings").await;
    assert_ne!(status, 200, "log out everywhere includes this browser");
}

async fn create_token(app: &TestApp, client: &reqwest::Client, label: &str) -> String {
    let response = app
        .post_form(
            client,
            "/settings/tokens",
            &[
                ("label", label),
                ("password", PASSWORD),
                ("play", "1"),
                ("account", "1"),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 200);
    let page = response.text().await.unwrap();
    let start = page.find("<code class=\"token\">").expect("the new token") + 20;
    page[start..start + page[start..].find('<').unwrap()].to_owned()
}

async fn api_status(app: &TestApp, token: &str, path: &str) -> u16 {
    browser()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn tokens_are_listed_and_revoked_in_settings_and_the_api() {
    let app = spawn_app().await;
    let here = browser();
    app.sign_up(&here, "anna").await;
    let first = create_token(&app, &here, "phone bot").await;
    let second = create_token(&app, &here, "laptop script").await;
    assert_eq!(api_status(&app, &first, "/api/v1/me/games").await, 200);

    let (_, page) = app.page(&here, "/settings").await;
    assert!(page.contains("phone bot") && page.contains("laptop script"));
    assert_eq!(page.matches("/revoke\"").count(), 2);

    // The API lists them, marks the calling one, and revokes by id.
    let listed: serde_json::Value = browser()
        .get(app.url("/api/v1/tokens"))
        .bearer_auth(&first)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let listed = listed.as_array().unwrap();
    assert_eq!(listed.len(), 2);
    let current = listed.iter().find(|t| t["current"] == true).unwrap();
    assert_eq!(current["label"], "phone bot");
    let second_id = listed.iter().find(|t| t["current"] == false).unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // Bob cannot revoke Anna's token.
    let bob = browser();
    let bob_id = app.sign_up(&bob, "bob").await;
    let bob_token = app.api_token(bob_id).await;
    let refused = browser()
        .delete(app.url(&format!("/api/v1/tokens/{second_id}")))
        .bearer_auth(&bob_token)
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status().as_u16(), 404);
    assert_eq!(api_status(&app, &second, "/api/v1/me/games").await, 200);

    let revoked = browser()
        .delete(app.url(&format!("/api/v1/tokens/{second_id}")))
        .bearer_auth(&first)
        .send()
        .await
        .unwrap();
    assert_eq!(revoked.status().as_u16(), 204);
    assert_eq!(api_status(&app, &second, "/api/v1/me/games").await, 401);

    // And the settings page's button revokes the other.
    let (_, page) = app.page(&here, "/settings").await;
    let start = page.find("/settings/tokens/").unwrap() + "/settings/tokens/".len();
    let first_id = &page[start..start + 36];
    let response = app
        .post_form(&here, &format!("/settings/tokens/{first_id}/revoke"), &[])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    assert_eq!(api_status(&app, &first, "/api/v1/me/games").await, 401);
}

/// Requests a reset for anna and returns the link's path, read from the outbox.
async fn reset_link(app: &TestApp) -> String {
    let before: i64 =
        sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'password_reset'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let response = app
        .post_form(&browser(), "/reset", &[("email", "anna@example.org")])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let body: String = sqlx::query_scalar(
        "SELECT body_text FROM outbox WHERE kind = 'password_reset' ORDER BY id DESC LIMIT 1",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let count: i64 =
        sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'password_reset'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(count, before + 1);
    let link = body
        .split_whitespace()
        .find(|word| word.contains("/reset/"))
        .unwrap();
    link[link.find("/reset/").unwrap()..].to_owned()
}

async fn choose_password(app: &TestApp, path: &str, password: &str) -> u16 {
    let client = browser();
    let (_, form) = app.page(&client, path).await;
    let Some(csrf) = input_value(&form, "csrf") else {
        return 0;
    };
    client
        .post(app.url(path))
        .form(&[("csrf", csrf.as_str()), ("password", password)])
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_reset_ends_every_session_token_and_older_link() {
    let app = spawn_app().await;
    let here = browser();
    let anna = app.sign_up(&here, "anna").await;
    let token = create_token(&app, &here, "bot").await;
    let older = reset_link(&app).await;
    let newer = reset_link(&app).await;

    assert_eq!(
        choose_password(&app, &newer, "a brand new password").await,
        303
    );
    assert_eq!(session_rows(&app, anna).await, 0, "every session ended");
    assert_eq!(
        api_status(&app, &token, "/api/v1/me/games").await,
        401,
        "tokens revoked"
    );
    let (_, page) = app.page(&browser(), &older).await;
    assert!(
        page.contains("invalid, used or expired"),
        "the older link is dead"
    );
    assert_ne!(
        choose_password(&app, &older, "an attacker's password").await,
        303
    );
    let (status, _) = app.page(&here, "/settings").await;
    assert_ne!(status, 200);
}

#[tokio::test]
async fn a_password_change_ends_outstanding_reset_links() {
    let app = spawn_app().await;
    let here = browser();
    app.sign_up(&here, "anna").await;
    let link = reset_link(&app).await;
    let changed = app
        .post_form(
            &here,
            "/settings/password",
            &[
                ("current", PASSWORD),
                ("everywhere", "1"),
                ("new", "a brand new password"),
            ],
        )
        .await;
    assert_eq!(changed.status().as_u16(), 303);
    let (_, page) = app.page(&browser(), &link).await;
    assert!(page.contains("invalid, used or expired"));
    assert_ne!(
        choose_password(&app, &link, "an attacker's password").await,
        303
    );
}

#[tokio::test]
async fn the_game_page_checks_the_login_in_its_one_read_and_shows_an_ended_one_nothing_of_its_own()
{
    let app = spawn_app().await;
    let (game, players) = crate::play::started_game(&app).await;
    let (_, anna) = &players[0];
    let (_, cookie) = log_in(&app, "anna", PASSWORD).await;
    sqlx::query(
        "INSERT INTO private_notes (game_id, user_id, body) VALUES ($1, $2, 'my secret plan')",
    )
    .bind(game)
    .bind(anna)
    .execute(&app.pool)
    .await
    .unwrap();
    let path = format!("/games/{game}");
    let (status, page) = with_cookie(&app, &cookie, &path).await;
    assert_eq!(status, 200);
    assert!(logged_in_as(&page, "anna"));
    assert!(page.contains("my secret plan"));
    assert!(page.contains("Your secret joker"), "her hidden joker");

    // A live session's last use is refreshed now and then by the same page.
    // (She has two: the sign-up's browser's and this cookie's.)
    sqlx::query(
        "UPDATE user_sessions SET last_seen_at = now() - interval '1 hour' WHERE user_id = $1",
    )
    .bind(anna)
    .execute(&app.pool)
    .await
    .unwrap();
    let (status, _) = with_cookie(&app, &cookie, &path).await;
    assert_eq!(status, 200);
    let refreshed: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM user_sessions
         WHERE user_id = $1 AND last_seen_at > now() - interval '1 minute'",
    )
    .bind(anna)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        refreshed, 1,
        "this cookie's session, and only it, refreshed"
    );

    // Every session of hers ends (as "log out everywhere" does).
    sqlx::query("DELETE FROM user_sessions WHERE user_id = $1")
        .bind(anna)
        .execute(&app.pool)
        .await
        .unwrap();
    let response = browser()
        .get(app.url(&path))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200, "an onlooker's page");
    let cleared = response
        .headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .any(|value| value.starts_with("scriptorium="));
    let page = response.text().await.unwrap();
    assert!(!logged_in_as(&page, "anna"));
    assert!(!page.contains("my secret plan"), "no note of hers");
    assert!(!page.contains("Your secret joker"), "no secret of her seat");
    assert!(!page.contains("(you)"));
    assert!(
        page.contains("class=\"countdown\""),
        "the board, as anyone sees it"
    );
    assert!(cleared, "the cookie's login is cleared");
}

/// Issue 39: pages carried no `Cache-Control`, so the settings (address,
/// token list) might stay in a shared cache or the back cache. Every page
/// and API answer is private and not stored; static files keep their
/// caching.
#[tokio::test]
async fn pages_and_api_answers_are_private_and_not_stored() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    for path in ["/settings", "/", "/lobby", "/mail", "/no-such-page"] {
        let response = anna.get(app.url(path)).send().await.unwrap();
        assert_eq!(
            response
                .headers()
                .get("cache-control")
                .and_then(|value| value.to_str().ok()),
            Some("private, no-store"),
            "{path}"
        );
    }
    let token = app.api_token(anna_id).await;
    let me = reqwest::Client::new()
        .get(app.url("/api/v1/me/games"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(
        me.headers()
            .get("cache-control")
            .and_then(|v| v.to_str().ok()),
        Some("private, no-store")
    );
    let (_, page) = app.page(&anna, "/settings").await;
    let stylesheet = page
        .split("src=\"")
        .filter_map(|rest| rest.split('"').next())
        .find(|src| src.starts_with("/static/") && src.ends_with(".js"))
        .expect("a static script");
    let asset = anna.get(app.url(stylesheet)).send().await.unwrap();
    let caching = asset
        .headers()
        .get("cache-control")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(caching.contains("max-age"), "{stylesheet}: {caching}");
}

/// Issue 39: an API token survived a password change, and players took a
/// password change for "lock everyone out". The page offers that, ticked:
/// ticked, every other login and every token ends; unticked, they go on,
/// and the page says which happened.
#[tokio::test]
async fn a_password_change_signs_out_everywhere_and_ends_tokens_when_asked() {
    let app = spawn_app().await;
    let here = browser();
    let anna = app.sign_up(&here, "anna").await;
    let (_, settings) = app.page(&here, "/settings").await;
    assert!(
        settings.contains("name=\"everywhere\" value=\"1\" checked"),
        "the page offers it ticked"
    );
    let token_works = |token: String| {
        let url = app.url("/api/v1/me/games");
        async move {
            reqwest::Client::new()
                .get(url)
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };

    // Unticked: the other login and the token go on.
    let (_, other_cookie) = log_in(&app, "anna", PASSWORD).await;
    let token = app.api_token(anna).await;
    let changed = app
        .post_form(
            &here,
            "/settings/password",
            &[("current", PASSWORD), ("new", "a brand new password")],
        )
        .await;
    assert_eq!(changed.status().as_u16(), 303);
    let (_, page) = app.page(&here, "/settings").await;
    assert!(
        page.contains("go on working"),
        "the page says what survived"
    );
    let (status, _) = with_cookie(&app, &other_cookie, "/settings").await;
    assert_eq!(status, 200, "the other login goes on");
    assert_eq!(token_works(token.clone()).await, 200, "the token goes on");

    // Ticked: both end, this login stays.
    let changed = app
        .post_form(
            &here,
            "/settings/password",
            &[
                ("current", "a brand new password"),
                ("new", "yet another new password"),
                ("everywhere", "1"),
            ],
        )
        .await;
    assert_eq!(changed.status().as_u16(), 303);
    let (status, page) = app.page(&here, "/settings").await;
    assert_eq!(status, 200);
    assert!(page.contains("signed out everywhere else"));
    let (status, _) = with_cookie(&app, &other_cookie, "/settings").await;
    assert_ne!(status, 200, "the other login ended");
    assert_eq!(token_works(token).await, 401, "the token ended");
}
