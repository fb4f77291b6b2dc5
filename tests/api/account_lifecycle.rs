//! An account's life: its address confirmed before any game mail goes to it,
//! changed only from the new address (the old one told), its data downloaded,
//! and the account deleted.

use crate::helpers::{browser, computer_moves, offered_actions, spawn_app, Offered, TestApp};
use crate::play::started_game;
use serde_json::Value;
use uuid::Uuid;

const PASSWORD: &str = "correct horse battery";

/// Signs up without confirming the address.
async fn sign_up_unconfirmed(app: &TestApp, client: &reqwest::Client, name: &str) -> Uuid {
    let response = app
        .post_form(
            client,
            "/signup",
            &[
                ("username", name),
                ("email", &format!("{name}@example.org")),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn mail_kinds(app: &TestApp, user: Uuid) -> Vec<String> {
    sqlx::query_scalar("SELECT kind FROM outbox WHERE user_id = $1 ORDER BY id")
        .bind(user)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

async fn email_of(app: &TestApp, user: Uuid) -> String {
    sqlx::query_scalar("SELECT email FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn only_the_confirmation_goes_to_an_address_until_it_is_confirmed() {
    let app = spawn_app().await;
    let (anna, carl) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let carl_id = sign_up_unconfirmed(&app, &carl, "carl").await;
    assert_eq!(mail_kinds(&app, carl_id).await, ["verify_email"]);
    let (_, settings) = app.page(&carl, "/settings").await;
    assert!(settings.contains("not confirmed yet"));
    // The link is not readable over HTTP (a session is no proof of the address).
    let (_, mail) = app.page(&carl, "/mail").await;
    assert!(
        !mail.contains("/email/"),
        "the confirmation is not shown in /mail"
    );

    // A game between them: carl is told of it as anyone is (the notices'
    // rule), but nothing reaches his unconfirmed address, and he has no
    // device: each notice goes nowhere, saying why.
    let game = app.create_countdown(&anna, "2").await;
    let joined = app
        .post_form(&carl, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let transport = app.folder_transport();
    while scriptorium::mail::worker::drain_once(
        &app.pool,
        &transport,
        "Scriptorium <noreply@scriptorium.test>",
    )
    .await
    .unwrap()
        > 0
    {}
    let carls: Vec<(String, bool, Option<String>)> = sqlx::query_as(
        "SELECT kind, sent_at IS NOT NULL, last_error FROM outbox WHERE user_id = $1 ORDER BY id",
    )
    .bind(carl_id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(carls[0], ("verify_email".to_owned(), true, None));
    assert!(carls.len() > 1, "carl's game notices are written");
    for (kind, sent, error) in &carls[1..] {
        assert_eq!(
            (*sent, error.as_deref()),
            (false, Some("no channel")),
            "{kind} goes nowhere"
        );
    }
    let carl_address = email_of(&app, carl_id).await;
    let to_carl = std::fs::read_dir(app.data_dir.path().join("mail"))
        .unwrap()
        .flatten()
        .filter(|file| {
            std::fs::read_to_string(file.path())
                .is_ok_and(|text| text.contains(&format!("To: {carl_address}")))
        })
        .count();
    assert_eq!(to_carl, 1, "only the confirmation was mailed to carl");
    assert!(
        mail_kinds(&app, anna_id)
            .await
            .contains(&"game_started".to_owned()),
        "anna hears of the game"
    );

    // The link opens a page naming the address; a bad or used link is gone.
    let link = app.email_link(carl_id).await;
    let (status, page) = app.page(&carl, &link).await;
    assert_eq!(status, 200);
    assert!(page.contains("carl@example.org"));
    let (status, _) = app.page(&carl, "/email/not-a-token").await;
    assert_eq!(status, 410);
    // Confirming needs the form's CSRF token.
    let forged = carl.post(app.url(&link)).send().await.unwrap();
    assert_eq!(forged.status().as_u16(), 403);
    app.confirm_email(&carl, carl_id).await;
    let (_, settings) = app.page(&carl, "/settings").await;
    assert!(!settings.contains("not confirmed yet"));
    let again = app.post_form(&carl, &link, &[]).await;
    assert_eq!(again.status().as_u16(), 410, "a link works once");
}

#[tokio::test]
async fn the_address_changes_only_when_the_new_one_confirms_and_the_old_one_is_told() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let change = |email: &'static str, password: &'static str| {
        let anna = anna.clone();
        let app = &app;
        async move {
            app.post_form(
                &anna,
                "/settings/email",
                &[("email", email), ("password", password)],
            )
            .await
        }
    };
    // A wrong password, a taken address, a malformed one: refused, nothing sent.
    let before = mail_kinds(&app, anna_id).await.len();
    let wrong = change("anna@new.example", "not my password").await;
    assert_eq!(wrong.status().as_u16(), 303);
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("The current password is not right."));
    assert_eq!(
        change("bob@example.org", PASSWORD).await.status().as_u16(),
        409
    );
    assert_eq!(
        change("not an address", PASSWORD).await.status().as_u16(),
        422
    );
    assert_eq!(mail_kinds(&app, anna_id).await.len(), before);

    // The right request: a link to the new address, a notice to the old.
    assert_eq!(
        change("anna@new.example", PASSWORD).await.status().as_u16(),
        303
    );
    let sent: Vec<(String, String)> = sqlx::query_as(
        "SELECT kind, to_address FROM outbox WHERE user_id = $1 ORDER BY id DESC LIMIT 2",
    )
    .bind(anna_id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert!(sent.contains(&("email_change".into(), "anna@new.example".into())));
    assert!(sent.contains(&("email_change_notice".into(), "anna@example.org".into())));
    assert_eq!(email_of(&app, anna_id).await, "anna@example.org", "not yet");
    app.confirm_email(&anna, anna_id).await;
    assert_eq!(email_of(&app, anna_id).await, "anna@new.example");
    // The new address logs in.
    let fresh = browser();
    let login = app
        .post_form(
            &fresh,
            "/login",
            &[("login", "anna@new.example"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(login.status().as_u16(), 303);

    // Address links are rate limited per account.
    let mut statuses = Vec::new();
    for _ in 0..6 {
        statuses.push(
            app.post_form(&anna, "/settings/verify", &[])
                .await
                .status()
                .as_u16(),
        );
    }
    assert!(statuses.contains(&429), "{statuses:?}");
}

#[tokio::test]
async fn a_person_downloads_what_the_site_holds_about_them_and_only_that() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, _) = &players[0];
    let said = app
        .post_form(
            anna,
            &format!("/games/{game}/talk"),
            &[("body", "Bonne chance !")],
        )
        .await;
    assert_eq!(said.status().as_u16(), 303);
    let response = anna
        .get(app.url("/settings/export.json"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert!(response
        .headers()
        .get("content-disposition")
        .unwrap()
        .to_str()
        .unwrap()
        .contains("attachment"));
    let data: Value = response.json().await.unwrap();
    assert_eq!(data["account"]["username"], "anna");
    assert_eq!(data["account"]["email"], "anna@example.org");
    assert_eq!(data["games"][0]["id"], game.to_string());
    assert_eq!(data["messages"][0]["body"], "Bonne chance !");
    assert!(data["sessions"].as_array().unwrap().len() == 1);
    let text = data.to_string();
    assert!(!text.contains("bob@example.org"), "nobody else's address");
    assert!(!text.contains("password"), "no password hash");
    // Logged out: no download.
    let status = browser()
        .get(app.url("/settings/export.json"))
        .send()
        .await
        .unwrap()
        .status();
    assert_ne!(status.as_u16(), 200);
}

#[tokio::test]
async fn a_deleted_account_is_gone_and_its_finished_games_say_former_player() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, anna_id) = (&players[0].0, players[0].1);
    let bob = &players[1].0;
    let open = app.create_countdown(anna, "3").await;
    // bob plays until the game waits on anna.
    let anna_seat = crate::play::seat_of(&app, game, anna_id).await;
    for _ in 0..10 {
        if app.waiting_seat(game).await == anna_seat {
            break;
        }
        let (_, page) = app.page(bob, &format!("/games/{game}")).await;
        let action = offered_actions(&page)
            .into_iter()
            .next()
            .expect("bob's move");
        let offered = Offered {
            action,
            page: format!("/games/{game}"),
        };
        assert_eq!(app.take(bob, game, &offered).await.status().as_u16(), 303);
    }
    assert_eq!(app.waiting_seat(game).await, anna_seat);
    // Refusals first: a wrong password, or the box not ticked.
    for fields in [
        vec![("password", "not my password"), ("understood", "1")],
        vec![("password", PASSWORD)],
    ] {
        let response = app.post_form(anna, "/settings/delete", &fields).await;
        assert_eq!(response.status().as_u16(), 303);
        let (status, _) = app.page(anna, "/settings").await;
        assert_eq!(status, 200, "still there after {fields:?}");
    }
    let deleted = app
        .post_form(
            anna,
            "/settings/delete",
            &[("password", PASSWORD), ("understood", "1")],
        )
        .await;
    assert_eq!(deleted.status().as_u16(), 303);

    // The browser is logged out, the name no longer logs in, the profile is gone.
    let (status, _) = app.page(anna, "/settings").await;
    assert_ne!(status, 200);
    let login = app
        .post_form(
            &browser(),
            "/login",
            &[("login", "anna"), ("password", PASSWORD)],
        )
        .await;
    assert_ne!(login.status().as_u16(), 303);
    let (status, _) = app.page(bob, "/users/anna").await;
    assert_eq!(status, 404);
    // The game under way goes on with the computer in the seat; the open one
    // anna created is cancelled.
    let bot: bool =
        sqlx::query_scalar("SELECT bot FROM game_players WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(anna_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(bot);
    // It was anna's turn: the computer takes it at once, time limit or not.
    let seq = app.seq(game).await;
    assert!(computer_moves(&app.pool, chrono::Utc::now()).await >= 1);
    assert!(app.seq(game).await > seq);
    assert_ne!(app.waiting_seat(game).await, anna_seat);
    let (_, page) = app.page(bob, &format!("/games/{game}")).await;
    assert!(page.contains("former player"));
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(open)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "cancelled");
    let left: i64 = sqlx::query_scalar(
        "SELECT (SELECT count(*) FROM user_sessions WHERE user_id = $1)
              + (SELECT count(*) FROM game_messages WHERE author_id = $1)
              + (SELECT count(*) FROM outbox WHERE user_id = $1)",
    )
    .bind(anna_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(left, 0);
    // The name and the address are free again.
    let again = browser();
    app.sign_up(&again, "anna").await;
}

#[tokio::test]
async fn the_api_covers_the_account_with_the_password_for_what_cannot_be_undone() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    let api = reqwest::Client::new();
    let call = |method: reqwest::Method, path: &str, body: Option<Value>| {
        let mut request = api.request(method, app.url(path)).bearer_auth(&token);
        if let Some(body) = body {
            request = request.json(&body);
        }
        request.send()
    };
    let data: Value = call(reqwest::Method::GET, "/api/v1/me/export", None)
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(data["account"]["username"], "anna");

    let wrong = serde_json::json!({"email": "anna@new.example", "password": "not mine at all"});
    let status = call(reqwest::Method::POST, "/api/v1/me/email", Some(wrong))
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 403);
    let right = serde_json::json!({"email": "anna@new.example", "password": PASSWORD});
    let status = call(reqwest::Method::POST, "/api/v1/me/email", Some(right))
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 202);
    assert_eq!(
        email_of(&app, anna_id).await,
        "anna@example.org",
        "until confirmed"
    );

    let unticked = serde_json::json!({"password": PASSWORD, "understood": false});
    let status = call(reqwest::Method::DELETE, "/api/v1/me", Some(unticked))
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 422);
    let ticked = serde_json::json!({"password": PASSWORD, "understood": true});
    let status = call(reqwest::Method::DELETE, "/api/v1/me", Some(ticked))
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 204);
    // Every token ended with the account.
    let status = call(reqwest::Method::GET, "/api/v1/me/export", None)
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 401);
    let openapi: Value = reqwest::get(app.url("/api/v1/openapi.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    for path in [
        "/api/v1/me",
        "/api/v1/me/export",
        "/api/v1/me/email",
        "/api/v1/ratings/{kind}",
    ] {
        assert!(
            openapi["paths"].get(path).is_some(),
            "{path} in the OpenAPI document"
        );
    }
}

/// How many rows of `sql` (one `$1`) there are for `id`.
async fn count(app: &TestApp, sql: &str, id: Uuid) -> i64 {
    sqlx::query_scalar(sql)
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Deleting an account leaves nothing that names or rates its person: its
/// follows go both ways (the export listed them while it lived), the game
/// the computer plays on for the seat ends unrated for everyone (like any
/// game with a computer player), the placeholder name has no page, and a
/// rematch invites only the living, so the others can fill it.
#[tokio::test]
async fn a_deleted_account_leaves_no_follows_ratings_profile_or_rematch_seat() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, anna_id) = (&players[0].0, players[0].1);
    let (bob, bob_id) = (&players[1].0, players[1].1);
    let carl = browser();
    let carl_id = app.sign_up(&carl, "carl").await;
    for (client, path) in [
        (anna, "/users/bob/follow".to_owned()),
        (anna, format!("/games/{game}/follow")),
        (&carl, "/users/anna/follow".to_owned()),
    ] {
        let followed = app.post_form(client, &path, &[("follow", "1")]).await;
        assert_eq!(followed.status().as_u16(), 303, "{path}");
    }
    let data: Value = anna
        .get(app.url("/settings/export.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(data["follows"]["players"], serde_json::json!(["bob"]));
    assert_eq!(
        data["follows"]["games"],
        serde_json::json!([game.to_string()])
    );

    let deleted = app
        .post_form(
            anna,
            "/settings/delete",
            &[("password", PASSWORD), ("understood", "1")],
        )
        .await;
    assert_eq!(deleted.status().as_u16(), 303);
    let follows = "SELECT count(*) FROM follows WHERE user_id = $1 OR player_id = $1";
    assert_eq!(
        count(&app, follows, anna_id).await,
        0,
        "no follows either way"
    );

    // bob plays on against the computer in anna's seat, to the end.
    app.play_to_end(game, &[bob_id]).await;
    let record = scriptorium::store::games::load(&app.pool, game)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        record.status,
        scriptorium::store::games::GameStatus::Finished
    );
    for id in [anna_id, bob_id] {
        let rated = "SELECT (SELECT count(*) FROM ratings WHERE user_id = $1)
                          + (SELECT count(*) FROM rating_changes WHERE user_id = $1)";
        assert_eq!(count(&app, rated, id).await, 0, "unrated for everyone");
    }
    let placeholder = format!("deleted-{}", anna_id.simple());
    let (status, _) = app.page(bob, &format!("/users/{placeholder}")).await;
    assert_eq!(status, 404);
    let api = reqwest::Client::new()
        .get(app.url(&format!("/api/v1/users/{placeholder}")))
        .bearer_auth(app.api_token(bob_id).await)
        .send()
        .await
        .unwrap();
    assert_eq!(api.status().as_u16(), 404);

    // bob's rematch invites nobody for anna's seat: he invites carl, who
    // takes it, and the rematch starts.
    let offered = app
        .post_form(bob, &format!("/games/{game}/rematch"), &[])
        .await;
    assert_eq!(offered.status().as_u16(), 303);
    let rematch: Uuid = offered.headers()["location"].to_str().unwrap()["/games/".len()..]
        .parse()
        .unwrap();
    let anna_invited = "SELECT count(*) FROM game_invitations WHERE user_id = $1";
    assert_eq!(count(&app, anna_invited, anna_id).await, 0);
    let invited = app
        .post_form(
            bob,
            &format!("/games/{rematch}/invite"),
            &[("username", "carl")],
        )
        .await;
    assert_eq!(invited.status().as_u16(), 303);
    let joined = app
        .post_form(&carl, &format!("/games/{rematch}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let started = "SELECT count(*) FROM games g JOIN game_players p ON p.game_id = g.id
                   WHERE g.id = $1 AND g.status = 'active'";
    assert_eq!(count(&app, started, rematch).await, 2);
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM game_players WHERE user_id = $1",
            carl_id
        )
        .await,
        1
    );
}
