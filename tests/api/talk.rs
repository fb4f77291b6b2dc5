//! Table talk: who reads what, notes, mentions, escaping, limits, moderation.

use crate::helpers::{browser, spawn_app, TestApp};
use crate::play::started_game;
use serde_json::Value;
use uuid::Uuid;

async fn say(app: &TestApp, client: &reqwest::Client, game: Uuid, body: &str) -> u16 {
    app.post_form(client, &format!("/games/{game}/talk"), &[("body", body)])
        .await
        .status()
        .as_u16()
}

async fn last_message_id(app: &TestApp, game: Uuid) -> i64 {
    sqlx::query_scalar("SELECT max(id) FROM game_messages WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn players_talk_onlookers_read_only_after_the_end_and_notes_stay_private() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, _) = &players[0];
    let (bob, _) = &players[1];
    assert_eq!(say(&app, anna, game, "Good luck, have fun!").await, 303);
    let (_, page) = app.page(bob, &format!("/games/{game}")).await;
    assert!(page.contains("Good luck, have fun!"));

    let onlooker = browser();
    app.sign_up(&onlooker, "cleo").await;
    let (_, page) = app.page(&onlooker, &format!("/games/{game}")).await;
    assert!(
        !page.contains("Good luck"),
        "onlookers do not read a game in play"
    );
    assert_eq!(say(&app, &onlooker, game, "hello").await, 403);

    // The note is its author's only.
    let response = app
        .post_form(
            anna,
            &format!("/games/{game}/note"),
            &[("body", "Bob always bluffs")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let (_, mine) = app.page(anna, &format!("/games/{game}")).await;
    assert!(mine.contains("Bob always bluffs"));
    let (_, theirs) = app.page(bob, &format!("/games/{game}")).await;
    assert!(!theirs.contains("Bob always bluffs"));
    let (_, history) = app.page(bob, &format!("/games/{game}/history")).await;
    assert!(!history.contains("Bob always bluffs"));
    assert!(
        history.contains("Good luck, have fun!"),
        "messages show in the history at their step"
    );

    // Once the game is over, onlookers read the table (the game was not made private).
    sqlx::query("UPDATE games SET status = 'finished', finished_at = now() WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    let (_, page) = app.page(&onlooker, &format!("/games/{game}")).await;
    assert!(page.contains("Good luck, have fun!"));
    sqlx::query("UPDATE games SET chat_private = true WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    let (_, page) = app.page(&onlooker, &format!("/games/{game}")).await;
    assert!(!page.contains("Good luck, have fun!"));
}

#[tokio::test]
async fn a_mention_sends_one_mail_unless_muted() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, _) = &players[0];
    let (bob, _) = &players[1];
    assert_eq!(
        say(&app, anna, game, "@bob your move, @Bob! (and @nobody)").await,
        303
    );
    let mails: Vec<(String, String)> =
        sqlx::query_as("SELECT to_address, body_text FROM outbox WHERE kind = 'mention'")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].0, "bob@example.org");
    assert!(mails[0].1.contains("your move"));

    // Bob mutes Anna: no more mail, and her messages leave his page.
    let response = app
        .post_form(
            bob,
            "/users/anna/mute",
            &[("on", "1"), ("back", &format!("/games/{game}"))],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    assert_eq!(say(&app, anna, game, "@bob hello again").await, 303);
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'mention'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 1);
    let (_, page) = app.page(bob, &format!("/games/{game}")).await;
    assert!(!page.contains("hello again"));
}

#[tokio::test]
async fn script_and_markup_are_escaped_and_links_clickable() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, _) = &players[0];
    let (bob, bob_id) = &players[1];
    assert_eq!(
        say(
            &app,
            anna,
            game,
            "<script>alert('x')</script> <b>bold</b> https://example.org/rules?a=1&b=2"
        )
        .await,
        303
    );
    let (_, page) = app.page(bob, &format!("/games/{game}")).await;
    assert!(!page.contains("<script>alert"));
    assert!(!page.contains("<b>bold</b>"));
    assert!(page.contains("&lt;script&gt;"));
    assert!(page.contains(
        "<a href=\"https://example.org/rules?a=1&amp;b=2\" rel=\"nofollow noopener noreferrer\""
    ));
    let token = app.api_token(*bob_id).await;
    let messages: Value = reqwest::Client::new()
        .get(app.url(&format!("/api/v1/games/{game}/messages")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(messages[0]["author"], "anna");
    assert!(
        messages[0]["body"]
            .as_str()
            .unwrap()
            .starts_with("<script>"),
        "the API returns the text as written, as JSON"
    );
}

#[tokio::test]
async fn limits_and_permissions_give_clear_errors() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, _) = &players[0]; // the creator
    let (bob, _) = &players[1];
    assert_eq!(say(&app, anna, game, &"x".repeat(2001)).await, 422);
    assert_eq!(say(&app, anna, game, "   ").await, 422);
    let to_team = app
        .post_form(
            anna,
            &format!("/games/{game}/talk"),
            &[("body", "psst"), ("to", "team")],
        )
        .await;
    assert_eq!(
        to_team.status().as_u16(),
        422,
        "no team channel in this game"
    );
    assert_eq!(say(&app, bob, game, "a rude word").await, 303);
    let id = last_message_id(&app, game).await;

    // Only the author edits, only within five minutes.
    let edit = format!("/games/{game}/talk/{id}/edit");
    assert_eq!(
        app.post_form(anna, &edit, &[("body", "hijacked")])
            .await
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        app.post_form(bob, &edit, &[("body", "a kind word")])
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, page) = app.page(anna, &format!("/games/{game}")).await;
    assert!(page.contains("a kind word") && page.contains("edited"));
    sqlx::query("UPDATE game_messages SET created_at = now() - interval '6 minutes' WHERE id = $1")
        .bind(id)
        .execute(&app.pool)
        .await
        .unwrap();
    let late = app.post_form(bob, &edit, &[("body", "too late")]).await;
    assert_eq!(late.status().as_u16(), 422);
    assert!(late.text().await.unwrap().contains("first 5 minutes"));
    assert_eq!(
        app.post_form(bob, &format!("/games/{game}/talk/{id}/delete"), &[])
            .await
            .status()
            .as_u16(),
        422
    );

    // The creator hides; nobody else may.
    let hide = format!("/games/{game}/talk/{id}/hide");
    assert_eq!(
        app.post_form(bob, &hide, &[("hidden", "1")])
            .await
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        app.post_form(anna, &hide, &[("hidden", "1")])
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, page) = app.page(bob, &format!("/games/{game}")).await;
    assert!(!page.contains("a kind word"));
    assert!(page.contains("hidden by the game"));

    // Deleting within the window.
    assert_eq!(say(&app, bob, game, "oops, wrong game").await, 303);
    let id = last_message_id(&app, game).await;
    assert_eq!(
        app.post_form(bob, &format!("/games/{game}/talk/{id}/delete"), &[])
            .await
            .status()
            .as_u16(),
        303
    );
    let (_, page) = app.page(anna, &format!("/games/{game}")).await;
    assert!(!page.contains("oops, wrong game"));
    let response = app
        .post_form(
            anna,
            &format!("/games/{game}/note"),
            &[("body", &"n".repeat(20001))],
        )
        .await;
    assert_eq!(response.status().as_u16(), 422);
}

/// Carolus Magnus with four players is played in two teams (seats 0 & 2
/// against 1 & 3). With team talk on, a team's channel never reaches the
/// other team: pages, API, history, export, mail.
#[tokio::test]
async fn a_team_message_never_reaches_the_other_team() {
    team_channel_holds_partners_only("opposite", [0, 2], [1, 3]).await;
}

/// Issue 13, point 7: with partners side by side (seats 0+1 against 2+3),
/// the team channel follows the seating chosen at creation.
#[tokio::test]
async fn a_team_message_reaches_side_by_side_partners_only() {
    team_channel_holds_partners_only("adjacent", [0, 1], [2, 3]).await;
}

async fn team_channel_holds_partners_only(seating: &str, team: [usize; 2], others: [usize; 2]) {
    let app = spawn_app().await;
    let mut clients = Vec::new();
    for name in ["anna", "bob", "cleo", "dan"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        clients.push((name, client, id));
    }
    let game = app
        .create_game(
            &clients[0].1,
            &[
                ("kind", "carolus-magnus"),
                ("seats", "4"),
                ("time_limit", "none"),
                ("team_talk", "on"),
                ("opt.seating", seating),
            ],
        )
        .await;
    for (_, client, _) in &clients[1..] {
        assert_eq!(
            app.post_form(client, &format!("/games/{game}/join"), &[])
                .await
                .status()
                .as_u16(),
            303
        );
    }
    let mut by_seat: Vec<Option<&(&str, reqwest::Client, Uuid)>> = vec![None; 4];
    for player in &clients {
        let seat = crate::play::seat_of(&app, game, player.2).await;
        by_seat[seat as usize] = Some(player);
    }
    let (writer, partner) = (by_seat[team[0]].unwrap(), by_seat[team[1]].unwrap());
    let opponents = [by_seat[others[0]].unwrap(), by_seat[others[1]].unwrap()];
    let secret = format!(
        "TEAMSECRET attack territory 7 @{} @{}",
        partner.0, opponents[0].0
    );
    let response = app
        .post_form(
            &writer.1,
            &format!("/games/{game}/talk"),
            &[("body", &secret), ("to", "team")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    assert_eq!(say(&app, &writer.1, game, "Hello table").await, 303);

    let (_, partner_page) = app.page(&partner.1, &format!("/games/{game}")).await;
    assert!(partner_page.contains("TEAMSECRET"));
    for opponent in opponents {
        let (_, page) = app.page(&opponent.1, &format!("/games/{game}")).await;
        assert!(page.contains("Hello table"));
        assert!(!page.contains("TEAMSECRET"), "page");
        let (_, history) = app
            .page(&opponent.1, &format!("/games/{game}/history"))
            .await;
        assert!(!history.contains("TEAMSECRET"), "history");
        let (_, export) = app
            .page(&opponent.1, &format!("/games/{game}/export.jsonl"))
            .await;
        assert!(!export.contains("TEAMSECRET"), "export");
        let token = app.api_token(opponent.2).await;
        let messages = reqwest::Client::new()
            .get(app.url(&format!("/api/v1/games/{game}/messages")))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            messages.contains("Hello table") && !messages.contains("TEAMSECRET"),
            "API"
        );
        // An opponent cannot write into the other team's channel either.
        let response = app
            .post_form(
                &opponent.1,
                &format!("/games/{game}/talk"),
                &[("body", "their channel"), ("to", "team")],
            )
            .await;
        assert_eq!(response.status().as_u16(), 303, "their own team channel");
    }
    let (_, writer_page) = app.page(&writer.1, &format!("/games/{game}")).await;
    assert!(
        !writer_page.contains("their channel"),
        "and theirs never reaches us"
    );
    // Mail: the mentioned partner is told; the mentioned opponent is not.
    let mentioned: Vec<String> =
        sqlx::query_scalar("SELECT to_address FROM outbox WHERE kind = 'mention'")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(mentioned, vec![format!("{}@example.org", partner.0)]);
    // Without team talk, there is no team channel.
    sqlx::query("UPDATE games SET team_talk = false WHERE id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    let response = app
        .post_form(
            &writer.1,
            &format!("/games/{game}/talk"),
            &[("body", "psst"), ("to", "team")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 422);
}
