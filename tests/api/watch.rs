//! Watching games under way and following games and players.

use crate::helpers::{browser, spawn_app, TestApp};
use crate::play::started_game;
use serde_json::Value;
use uuid::Uuid;

async fn finished_mail_to(app: &TestApp, game: Uuid, user: Uuid) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE game_id = $1 AND user_id = $2 AND kind = 'game_finished'",
    )
    .bind(game)
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn onlookers_find_running_games_and_hear_how_followed_ones_end() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (carl, dave, eve) = (browser(), browser(), browser());
    let carl_id = app.sign_up(&carl, "carl").await;
    let dave_id = app.sign_up(&dave, "dave").await;
    let eve_id = app.sign_up(&eve, "eve").await;

    // The list, and its filters.
    let (status, all) = app.page(&carl, "/watch").await;
    assert_eq!(status, 200);
    assert!(all.contains(&format!("/games/{game}")));
    let (_, by_player) = app.page(&carl, "/watch?game=countdown&player=Anna").await;
    assert!(by_player.contains(&format!("/games/{game}")));
    let (_, nobody) = app.page(&carl, "/watch?player=zed").await;
    assert!(!nobody.contains(&format!("/games/{game}")));
    let (status, _) = app.page(&carl, "/watch?game=chess").await;
    assert_eq!(status, 404);
    let (_, visitor) = app.page(&browser(), "/watch").await;
    assert!(visitor.contains(&format!("/games/{game}")) && !visitor.contains("/follow\""));

    // Carl follows the game from its page, dave follows anna from her profile.
    let (_, page) = app.page(&carl, &format!("/games/{game}")).await;
    assert!(page.contains(&format!("action=\"/games/{game}/follow\"")));
    let followed = app
        .post_form(&carl, &format!("/games/{game}/follow"), &[("follow", "1")])
        .await;
    assert_eq!(followed.status().as_u16(), 303);
    let (_, page) = app.page(&carl, &format!("/games/{game}")).await;
    assert!(page.contains("Stop following"));
    let followed = app
        .post_form(&dave, "/users/anna/follow", &[("follow", "1")])
        .await;
    assert_eq!(followed.status().as_u16(), 303);
    let (_, profile) = app.page(&dave, "/users/anna").await;
    assert!(profile.contains("Stop following this player"));
    // Refusals: a bad flag, oneself, nobody, no login, an away link.
    let bad = app
        .post_form(
            &carl,
            &format!("/games/{game}/follow"),
            &[("follow", "yes")],
        )
        .await;
    assert_eq!(bad.status().as_u16(), 400);
    let me = app
        .post_form(&carl, "/users/carl/follow", &[("follow", "1")])
        .await;
    assert_eq!(me.status().as_u16(), 400);
    let missing = app
        .post_form(
            &carl,
            &format!("/games/{}/follow", Uuid::new_v4()),
            &[("follow", "1")],
        )
        .await;
    assert_eq!(missing.status().as_u16(), 404);
    let anonymous = app
        .post_form(
            &browser(),
            &format!("/games/{game}/follow"),
            &[("follow", "1")],
        )
        .await;
    assert_eq!(anonymous.status().as_u16(), 401);
    let away = app
        .post_form(
            &eve,
            &format!("/games/{game}/follow"),
            &[("follow", "0"), ("back", "//evil.example/")],
        )
        .await;
    assert_eq!(
        away.headers()["location"].to_str().unwrap(),
        format!("/games/{game}")
    );

    let ids: Vec<Uuid> = players.iter().map(|(_, id)| *id).collect();
    app.play_to_end(game, &ids).await;
    assert_eq!(finished_mail_to(&app, game, carl_id).await, 1);
    assert_eq!(finished_mail_to(&app, game, dave_id).await, 1);
    assert_eq!(finished_mail_to(&app, game, eve_id).await, 0);
    for id in &ids {
        assert_eq!(finished_mail_to(&app, game, *id).await, 1, "players once");
    }
    // The onlooker's mail is composed and sent like a player's.
    let mut settings = crate::helpers::test_settings(&app.database_url, app.data_dir.path());
    settings.smtp = None;
    let transport = settings.mail_transport().unwrap();
    scriptorium::mail::worker::drain_once(&app.pool, &transport, &settings.mail_from)
        .await
        .unwrap();
    let subject: Option<String> = sqlx::query_scalar(
        "SELECT subject FROM outbox WHERE game_id = $1 AND user_id = $2 AND sent_at IS NOT NULL",
    )
    .bind(game)
    .bind(carl_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(subject.unwrap_or_default().contains("Countdown"));
    // Finished games leave the list.
    let (_, all) = app.page(&carl, "/watch").await;
    assert!(!all.contains(&format!("/games/{game}\"")));
}

#[tokio::test]
async fn the_api_lists_running_games_and_follows() {
    let app = spawn_app().await;
    let (game, _) = started_game(&app).await;
    let carl = browser();
    let carl_id = app.sign_up(&carl, "carl").await;
    let token = app.api_token(carl_id).await;
    let api = reqwest::Client::new();
    let games: Value = api
        .get(app.url("/api/v1/watch?game=countdown&player=anna"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(games[0]["id"], game.to_string());
    assert_eq!(games[0]["followed"], false);
    let status = api
        .post(app.url(&format!("/api/v1/games/{game}/follow")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 204);
    let games: Value = api
        .get(app.url("/api/v1/watch"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(games[0]["followed"], true);
    for (method, path, expected) in [
        (
            reqwest::Method::DELETE,
            format!("/api/v1/games/{game}/follow"),
            204,
        ),
        (
            reqwest::Method::POST,
            "/api/v1/users/anna/follow".to_owned(),
            204,
        ),
        (
            reqwest::Method::POST,
            "/api/v1/users/carl/follow".to_owned(),
            400,
        ),
        (
            reqwest::Method::POST,
            "/api/v1/users/nobody/follow".to_owned(),
            404,
        ),
        (
            reqwest::Method::POST,
            format!("/api/v1/games/{}/follow", Uuid::new_v4()),
            404,
        ),
    ] {
        let status = api
            .request(method, app.url(&path))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap()
            .status();
        assert_eq!(status.as_u16(), expected, "{path}");
    }
    let status = api
        .get(app.url("/api/v1/watch"))
        .send()
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 401);
}
