//! Issue 32, moderation: players block and report one another (pages and
//! API); the administrators (`ADMIN_EMAILS`; the suite names
//! admin@example.org) block, unblock and delete accounts, cancel games and
//! resolve reports, each action in the audit log. Every refusal changes
//! nothing.

use crate::helpers::{browser, spawn_app, TestApp};
use reqwest::Client;
use serde_json::json;
use uuid::Uuid;

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.pool).await.unwrap()
}

async fn status(response: reqwest::Response) -> u16 {
    response.status().as_u16()
}

/// A two-player game already under way between `a` and `b` (made by `a`).
async fn game_between(app: &TestApp, a: &Client, b: &Client) -> Uuid {
    let game = app.create_countdown(a, "2").await;
    app.post_form(b, &format!("/games/{game}/join"), &[]).await;
    game
}

#[tokio::test]
async fn a_block_keeps_two_players_apart_until_it_is_lifted() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let running = game_between(&app, &anna, &bob).await;
    let finished = game_between(&app, &anna, &bob).await;
    app.play_to_end(finished, &[anna_id, bob_id]).await;
    app.post_form(
        &bob,
        &format!("/games/{running}/talk"),
        &[("body", "Hello @anna, a secret plan")],
    )
    .await;
    let mentions =
        "SELECT count(*) FROM outbox WHERE kind = 'mention' AND to_address = 'anna@example.org'";
    assert_eq!(
        count(&app, mentions).await,
        1,
        "before the block a mention mails"
    );

    // Without the form's token nothing happens.
    let forged = anna
        .post(app.url("/users/bob/block"))
        .form(&[("on", "1")])
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status().as_u16(), 403);
    assert_eq!(count(&app, "SELECT count(*) FROM user_blocks").await, 0);
    // Oneself: refused.
    assert_eq!(
        status(
            app.post_form(&anna, "/users/anna/block", &[("on", "1")])
                .await
        )
        .await,
        422
    );
    // Anna blocks bob.
    assert_eq!(
        status(
            app.post_form(&anna, "/users/bob/block", &[("on", "1")])
                .await
        )
        .await,
        303
    );
    let (_, profile) = app.page(&anna, "/users/bob").await;
    assert!(profile.contains("Unblock"), "the profile offers to lift it");
    let (_, settings) = app.page(&anna, "/settings").await;
    assert!(
        settings.contains("href=\"/users/bob\""),
        "the settings list the block"
    );

    // Their talk is hidden from her, and a new mention does not mail her.
    let (_, page) = app.page(&anna, &format!("/games/{running}")).await;
    assert!(
        !page.contains("a secret plan"),
        "bob's message is hidden from anna"
    );
    let (_, page) = app.page(&bob, &format!("/games/{running}")).await;
    assert!(page.contains("a secret plan"), "bob still sees his own");
    app.post_form(
        &bob,
        &format!("/games/{running}/talk"),
        &[("body", "@anna again")],
    )
    .await;
    assert_eq!(
        count(&app, mentions).await,
        1,
        "no mention mail after the block"
    );

    // Never seated together: her open game is not offered to him, and
    // joining it is refused; neither may invite the other.
    let open = app.create_countdown(&anna, "3").await;
    let (_, lobby) = app.page(&bob, "/").await;
    assert!(!lobby.contains(&open.to_string()), "not offered to bob");
    assert_eq!(
        status(
            app.post_form(&bob, &format!("/games/{open}/join"), &[])
                .await
        )
        .await,
        403
    );
    assert_eq!(
        status(
            app.post_form(
                &anna,
                &format!("/games/{open}/invite"),
                &[("username", "bob")]
            )
            .await
        )
        .await,
        403
    );
    let his = app.create_countdown(&bob, "3").await;
    assert_eq!(
        status(
            app.post_form(
                &bob,
                &format!("/games/{his}/invite"),
                &[("username", "anna")]
            )
            .await
        )
        .await,
        403
    );
    assert_eq!(
        status(
            app.post_form(&anna, &format!("/games/{his}/join"), &[])
                .await
        )
        .await,
        403
    );
    let seated = format!("SELECT count(*) FROM game_players WHERE game_id IN ('{open}', '{his}')");
    assert_eq!(count(&app, &seated).await, 2, "only the two creators sit");
    assert_eq!(
        count(&app, "SELECT count(*) FROM game_invitations").await,
        0
    );
    // A rematch of a game they finished together does not ask her back.
    let rematch = app
        .post_form(&bob, &format!("/games/{finished}/rematch"), &[])
        .await;
    assert_eq!(rematch.status().as_u16(), 303);
    assert_eq!(
        count(&app, "SELECT count(*) FROM game_invitations").await,
        0,
        "anna is not invited by bob"
    );

    // The API: the same block, listed, lifted.
    let token = app.api_token(anna_id).await;
    let api = Client::new();
    let blocks: serde_json::Value = api
        .get(app.url("/api/v1/blocks"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(blocks[0]["username"], "bob");
    let lifted = api
        .delete(app.url("/api/v1/users/bob/block"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(lifted.status().as_u16(), 204);
    // Lifted: he may join, and his words are back.
    assert_eq!(
        status(
            app.post_form(&bob, &format!("/games/{open}/join"), &[])
                .await
        )
        .await,
        303
    );
    let (_, page) = app.page(&anna, &format!("/games/{running}")).await;
    assert!(page.contains("a secret plan"));
    let again = api
        .post(app.url("/api/v1/users/bob/block"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 204);
    assert_eq!(count(&app, "SELECT count(*) FROM user_blocks").await, 1);
    let nobody = api
        .post(app.url("/api/v1/users/nobody-at-all/block"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(nobody.status().as_u16(), 404);
}

#[tokio::test]
async fn reports_reach_the_administrators_and_only_what_one_can_read_is_reported() {
    let app = spawn_app().await;
    let (anna, bob, carl) = (browser(), browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let carl_id = app.sign_up(&carl, "carl").await;
    let game = game_between(&app, &anna, &bob).await;
    app.post_form(
        &bob,
        &format!("/games/{game}/talk"),
        &[("body", "You play like a potato")],
    )
    .await;
    let message: i64 = sqlx::query_scalar("SELECT id FROM game_messages WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(
        page.contains(&format!("/games/{game}/talk/{message}/report")),
        "a report form beside it"
    );

    // Without a reason: refused, nothing kept.
    let empty = app
        .post_form(
            &anna,
            &format!("/games/{game}/talk/{message}/report"),
            &[("reason", "  ")],
        )
        .await;
    assert_eq!(empty.status().as_u16(), 422);
    assert_eq!(count(&app, "SELECT count(*) FROM reports").await, 0);
    // With one: kept with the message as it read.
    let filed = app
        .post_form(
            &anna,
            &format!("/games/{game}/talk/{message}/report"),
            &[("reason", "Insults")],
        )
        .await;
    assert_eq!(filed.status().as_u16(), 303);
    let (body, reason): (String, String) =
        sqlx::query_as("SELECT message_body, reason FROM reports WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        (body.as_str(), reason.as_str()),
        ("You play like a potato", "Insults")
    );
    // Carl cannot read that table while the game runs: no such message.
    let carl_token = app.api_token(carl_id).await;
    let api = Client::new();
    let stranger = api
        .post(app.url("/api/v1/reports"))
        .bearer_auth(&carl_token)
        .json(&json!({"game": game, "message": message, "reason": "curious"}))
        .send()
        .await
        .unwrap();
    assert_eq!(stranger.status().as_u16(), 404);
    // Neither a player nor a message named: a clear refusal.
    let vague = api
        .post(app.url("/api/v1/reports"))
        .bearer_auth(&carl_token)
        .json(&json!({"reason": "something"}))
        .send()
        .await
        .unwrap();
    assert_eq!(vague.status().as_u16(), 400);
    // A player, by the API; ten at once, then the budget says wait.
    let anna_token = app.api_token(anna_id).await;
    let mut statuses = Vec::new();
    for n in 0..11 {
        let response = api
            .post(app.url("/api/v1/reports"))
            .bearer_auth(&anna_token)
            .json(&json!({"player": "bob", "reason": format!("again {n}")}))
            .send()
            .await
            .unwrap();
        statuses.push(response.status().as_u16());
    }
    assert_eq!(statuses[..9], [201; 9], "{statuses:?}");
    assert_eq!(
        statuses[9..],
        [429, 429],
        "ten in all, the form's included: {statuses:?}"
    );
    assert_eq!(count(&app, "SELECT count(*) FROM reports").await, 10);
}

#[tokio::test]
async fn administrators_block_unblock_delete_cancel_and_resolve_and_each_act_is_logged() {
    let app = spawn_app().await;
    let (admin, anna, bob, carl) = (browser(), browser(), browser(), browser());
    let admin_id = app.sign_up(&admin, "admin").await;
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let carl_id = app.sign_up(&carl, "carl").await;
    let game = game_between(&app, &anna, &bob).await;
    app.post_form(
        &anna,
        "/users/bob/report",
        &[("reason", "Stalls every game")],
    )
    .await;

    // To anyone else the pages do not exist, and their forms do nothing.
    assert_eq!(app.page(&anna, "/admin").await.0, 404);
    assert_eq!(app.page(&browser(), "/admin/reports").await.0, 404);
    let by_anna = app
        .post_form(
            &anna,
            &format!("/admin/accounts/{bob_id}/block"),
            &[("reason", "I say so")],
        )
        .await;
    assert_eq!(by_anna.status().as_u16(), 404);
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM users WHERE blocked_at IS NOT NULL"
        )
        .await,
        0
    );

    // The administrator finds bob, and blocks him (a reason is required).
    let (code, found) = app.page(&admin, "/admin?q=bo").await;
    assert_eq!(code, 200);
    assert!(found.contains("bob@example.org"));
    let (_, settings) = app.page(&admin, "/settings").await;
    assert!(
        settings.contains("href=\"/admin\""),
        "the way in, from the settings"
    );
    let no_reason = app
        .post_form(
            &admin,
            &format!("/admin/accounts/{bob_id}/block"),
            &[("reason", "")],
        )
        .await;
    assert_eq!(no_reason.status().as_u16(), 422);
    let bob_token = app.api_token(bob_id).await;
    let blocked = app
        .post_form(
            &admin,
            &format!("/admin/accounts/{bob_id}/block"),
            &[("reason", "Abuse at the table")],
        )
        .await;
    assert_eq!(blocked.status().as_u16(), 303);
    // Bob is out at once: his page session, his token, his login.
    assert_ne!(
        app.page(&bob, "/settings").await.0,
        200,
        "his session ended"
    );
    let api = Client::new();
    let with_token = api
        .get(app.url("/api/v1/blocks"))
        .bearer_auth(&bob_token)
        .send()
        .await
        .unwrap();
    assert_eq!(with_token.status().as_u16(), 401, "his token is revoked");
    let fresh = browser();
    let login = app
        .post_form(
            &fresh,
            "/login",
            &[("login", "bob"), ("password", "correct horse battery")],
        )
        .await;
    assert_eq!(login.status().as_u16(), 403);
    assert!(login.text().await.unwrap().contains("blocked"));
    // His game goes on.
    let still: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(still, "active");
    // Not the administrator's own account.
    let own = app
        .post_form(
            &admin,
            &format!("/admin/accounts/{admin_id}/block"),
            &[("reason", "oops")],
        )
        .await;
    assert_eq!(own.status().as_u16(), 403);
    // Unblocked: he logs in again.
    app.post_form(
        &admin,
        &format!("/admin/accounts/{bob_id}/unblock"),
        &[("reason", "Apologised")],
    )
    .await;
    let login = app
        .post_form(
            &fresh,
            "/login",
            &[("login", "bob"), ("password", "correct horse battery")],
        )
        .await;
    assert_eq!(login.status().as_u16(), 303);

    // The report is resolved, once.
    let report: i64 = count(&app, "SELECT id FROM reports").await;
    let (_, reports) = app.page(&admin, "/admin/reports").await;
    assert!(reports.contains("Stalls every game"));
    let resolve = format!("/admin/reports/{report}/resolve");
    assert_eq!(
        status(
            app.post_form(&admin, &resolve, &[("resolution", "Warned him")])
                .await
        )
        .await,
        303
    );
    assert_eq!(
        status(
            app.post_form(&admin, &resolve, &[("resolution", "Twice")])
                .await
        )
        .await,
        409
    );

    // The game is cancelled: no winner, unrated, and its history says who.
    let (_, lookup) = app
        .page(
            &admin,
            &format!("/admin/games?id={}", app.url(&format!("/games/{game}"))),
        )
        .await;
    assert!(lookup.contains(&format!("/admin/games/{game}/cancel")));
    let cancel = format!("/admin/games/{game}/cancel");
    assert_eq!(
        status(
            app.post_form(&admin, &cancel, &[("reason", "Players asked")])
                .await
        )
        .await,
        303
    );
    assert_eq!(
        status(app.post_form(&admin, &cancel, &[("reason", "Again")]).await).await,
        409
    );
    let (state, ended): (String, Option<String>) =
        sqlx::query_as("SELECT status, ended_by_agreement FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        (state.as_str(), ended.as_deref()),
        ("finished", Some("moderators"))
    );
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(page.contains("Cancelled by the site"), "the page says so");
    app.assert_projection_is_fold(game).await;

    // Carl is deleted.
    app.post_form(
        &admin,
        &format!("/admin/accounts/{carl_id}/delete"),
        &[("reason", "Spam account")],
    )
    .await;
    let name: String = sqlx::query_scalar("SELECT username FROM users WHERE id = $1")
        .bind(carl_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(name, "former player");

    // Every act, with its reason, in the audit log.
    let (_, log) = app.page(&admin, "/admin/log").await;
    for reason in [
        "Abuse at the table",
        "Apologised",
        "Warned him",
        "Players asked",
        "Spam account",
    ] {
        assert!(log.contains(reason), "{reason}");
    }
    let actions: Vec<String> = sqlx::query_scalar("SELECT action FROM admin_actions ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        actions,
        [
            "block",
            "unblock",
            "resolve_report",
            "cancel_game",
            "delete"
        ]
    );
    let _ = anna_id;
}

/// A seat the computer holds for a player who is gone is not offered to, or
/// taken by, someone a block stands between with a player of the game.
#[tokio::test]
async fn a_block_keeps_a_vanished_seat_from_the_blocked() {
    let app = spawn_app().await;
    let taken = crate::deadlines::taken_over(&app).await;
    let game = taken.game;
    let (present, present_id) = &taken.present;
    let (_, absent_id) = &taken.absent;
    let present_name: String = sqlx::query_scalar("SELECT username FROM users WHERE id = $1")
        .bind(present_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let seat: i16 =
        sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(absent_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let (carla, dan) = (browser(), browser());
    app.sign_up(&carla, "carla").await;
    app.sign_up(&dan, "dan").await;
    let blocked = app
        .post_form(
            &carla,
            &format!("/users/{present_name}/block"),
            &[("on", "1")],
        )
        .await;
    assert_eq!(blocked.status().as_u16(), 303);

    // Offered to carla by name: refused, nothing offered.
    let offer = format!("/games/{game}/seats/{seat}/offer");
    let by_name = app
        .post_form(present, &offer, &[("username", "carla")])
        .await;
    assert_eq!(by_name.status().as_u16(), 403);
    assert_eq!(count(&app, "SELECT count(*) FROM seat_offers").await, 0);
    // Offered to anyone: carla is not shown it, and cannot take it.
    assert_eq!(
        status(app.post_form(present, &offer, &[("username", "")]).await).await,
        303
    );
    let take = format!("/games/{game}/seats/{seat}/take");
    let (_, lobby) = app.page(&carla, "/").await;
    assert!(!lobby.contains(&game.to_string()), "not in carla's lobby");
    let (_, lobby) = app.page(&dan, "/").await;
    assert!(lobby.contains(&game.to_string()), "in dan's lobby");
    let seq = app.seq(game).await;
    assert_eq!(status(app.post_form(&carla, &take, &[]).await).await, 403);
    assert_eq!(app.seq(game).await, seq, "nothing changed");
    // Dan, with no block, takes it.
    assert_eq!(status(app.post_form(&dan, &take, &[]).await).await, 303);
}
