//! Issue 29: a new player for a vanished seat. The players still in a game
//! offer a seat the computer holds for a player who is gone (to a username,
//! or to anyone in the lobby); the one it is offered to takes it over and
//! plays it on with its clock, seeing only what the seat may see; the game
//! is then not rated.

use crate::deadlines::{is_bot, taken_over};
use crate::helpers::{browser, input_value, spawn_app, TestApp};
use uuid::Uuid;

async fn seat_of_user(app: &TestApp, game: Uuid, user: Uuid) -> Option<i16> {
    sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .fetch_optional(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_vanished_seat_offered_by_name_is_taken_over_by_that_player_only() {
    let app = spawn_app().await;
    let taken = taken_over(&app).await;
    let game = taken.game;
    let (present, present_id) = &taken.present;
    let (absent, absent_id) = &taken.absent;
    let seat = seat_of_user(&app, game, *absent_id).await.unwrap();
    let carla = browser();
    let carla_id = app.sign_up(&carla, "carla").await;
    let dan = browser();
    app.sign_up(&dan, "dan").await;

    // The player still in the game is offered the choice, on the page.
    let (_, page) = app.page(present, &format!("/games/{game}")).await;
    let offer_path = format!("/games/{game}/seats/{seat}/offer");
    assert!(
        page.contains(&format!("action=\"{offer_path}\"")),
        "the page offers it"
    );
    // Nobody else may offer it: not an onlooker, not their own seat.
    let refused = app
        .post_form(&dan, &offer_path, &[("username", "carla")])
        .await;
    assert_eq!(refused.status().as_u16(), 403);
    let own = seat_of_user(&app, game, *present_id).await.unwrap();
    let refused = app
        .post_form(
            present,
            &format!("/games/{game}/seats/{own}/offer"),
            &[("username", "carla")],
        )
        .await;
    assert_eq!(refused.status().as_u16(), 422);
    assert!(refused
        .text()
        .await
        .unwrap()
        .contains("Only a seat the computer holds for a player who is gone can be offered."));
    // Without the form's token, nothing happens.
    let forged = present
        .post(app.url(&offer_path))
        .form(&[("username", "carla")])
        .send()
        .await
        .unwrap();
    assert!(forged.status().is_client_error());
    let offers: i64 = sqlx::query_scalar("SELECT count(*) FROM seat_offers")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(offers, 0, "no refused offer left anything behind");

    // Offered to carla: she hears of it by mail, and the page says so.
    let offered = app
        .post_form(present, &offer_path, &[("username", "carla")])
        .await;
    assert_eq!(offered.status().as_u16(), 303);
    let mailed: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE user_id = $1 AND kind = 'seat_offer' AND game_id = $2",
    )
    .bind(carla_id)
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(mailed, 1);
    let (_, page) = app.page(present, &format!("/games/{game}")).await;
    assert!(page.contains("Offered to carla"));

    // Dan is not offered it: no button, and taking it is refused.
    let take_path = format!("/games/{game}/seats/{seat}/take");
    let (_, page) = app.page(&dan, &format!("/games/{game}")).await;
    assert!(!page.contains(&take_path));
    let seq_before = app.seq(game).await;
    let refused = app.post_form(&dan, &take_path, &[]).await;
    assert_eq!(refused.status().as_u16(), 422);
    assert_eq!(app.seq(game).await, seq_before, "nothing changed");

    // Carla takes it over.
    let (_, page) = app.page(&carla, &format!("/games/{game}")).await;
    assert!(page.contains(&take_path), "carla is offered the seat");
    let took = app.post_form(&carla, &take_path, &[]).await;
    assert_eq!(took.status().as_u16(), 303);
    assert_eq!(seat_of_user(&app, game, carla_id).await, Some(seat));
    assert_eq!(
        seat_of_user(&app, game, *absent_id).await,
        None,
        "bob is out"
    );
    assert!(
        !is_bot(&app, game, carla_id).await,
        "a person plays it again"
    );
    assert_eq!(app.seq(game).await, seq_before + 1, "the log says so");
    let (_, history) = app.page(&dan, &format!("/games/{game}/history")).await;
    assert!(history.contains("carla took over the seat of"), "{history}");
    // The export carries the hand-over and still replays.
    let (status, export) = app
        .page(&carla, &format!("/games/{game}/export.jsonl"))
        .await;
    assert_eq!(status, 200);
    assert!(export.contains("\"took_over\""), "{export}");
    scriptorium::history::verify_export(&export).expect("the export verifies");
    // A second taker finds it gone; the one who was gone cannot come back.
    let again = app.post_form(&dan, &take_path, &[]).await;
    assert_eq!(again.status().as_u16(), 422);
    let back = app
        .post_form(absent, &format!("/games/{game}/back"), &[])
        .await;
    assert!(back.status().is_client_error());
    let offers: i64 = sqlx::query_scalar("SELECT count(*) FROM seat_offers")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(offers, 0, "the offer is spent");

    // Carla plays the seat on, then the game ends: it is not rated.
    let players = vec![(present.clone(), *present_id), (carla.clone(), carla_id)];
    for _ in 0..200 {
        let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        if status == "finished" {
            break;
        }
        app.waiting_player_decides(game, &players).await;
    }
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "finished");
    let rated: i64 = sqlx::query_scalar("SELECT count(*) FROM rating_changes WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rated, 0, "a game whose seat changed hands is not rated");
}

#[tokio::test]
async fn a_seat_offered_to_anyone_is_listed_and_taken_through_the_api() {
    let app = spawn_app().await;
    let taken = taken_over(&app).await;
    let game = taken.game;
    let (present, _) = &taken.present;
    let (_, absent_id) = &taken.absent;
    let seat = seat_of_user(&app, game, *absent_id).await.unwrap();
    let erin = browser();
    let erin_id = app.sign_up(&erin, "erin").await;

    let (_, lobby) = app.page(&erin, "/").await;
    assert!(!lobby.contains("Seats to take over"));
    let (_, page) = app.page(present, &format!("/games/{game}")).await;
    let csrf = input_value(&page, "csrf").unwrap();
    let offered = present
        .post(app.url(&format!("/games/{game}/seats/{seat}/offer")))
        .form(&[("csrf", csrf.as_str()), ("username", "")])
        .send()
        .await
        .unwrap();
    assert_eq!(offered.status().as_u16(), 303);
    let (_, lobby) = app.page(&erin, "/").await;
    assert!(lobby.contains("Seats to take over"), "the lobby lists it");
    assert!(lobby.contains(&format!("/games/{game}")));

    let token = app.api_token(erin_id).await;
    let api = reqwest::Client::new();
    let open: serde_json::Value = api
        .get(app.url("/api/v1/seats"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(open[0]["game"], game.to_string());
    assert_eq!(open[0]["seat"], seat);
    assert_eq!(open[0]["invited"], false);
    let took = api
        .post(app.url(&format!("/api/v1/games/{game}/seats/{seat}/take")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(took.status().as_u16(), 200);
    assert_eq!(seat_of_user(&app, game, erin_id).await, Some(seat));
    // Erin sees what her seat may see: the API gives her the seat.
    let state: serde_json::Value = api
        .get(app.url(&format!("/api/v1/games/{game}")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(state["your_seat"], seat, "{state}");
    let (_, lobby) = app.page(&erin, "/").await;
    assert!(
        !lobby.contains("Seats to take over"),
        "taken: no longer listed"
    );
}

#[tokio::test]
async fn coming_back_in_time_withdraws_the_offer() {
    let app = spawn_app().await;
    let taken = taken_over(&app).await;
    let game = taken.game;
    let (present, _) = &taken.present;
    let (absent, absent_id) = &taken.absent;
    let seat = seat_of_user(&app, game, *absent_id).await.unwrap();
    app.sign_up(&browser(), "fay").await;
    let offered = app
        .post_form(
            present,
            &format!("/games/{game}/seats/{seat}/offer"),
            &[("username", "fay")],
        )
        .await;
    assert_eq!(offered.status().as_u16(), 303);
    let back = app
        .post_form(absent, &format!("/games/{game}/back"), &[])
        .await;
    assert_eq!(back.status().as_u16(), 303);
    let offers: i64 = sqlx::query_scalar("SELECT count(*) FROM seat_offers WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(offers, 0, "the player came back: the seat is theirs");
}

/// Offering seats is rate limited per account (each offer by name sends mail).
#[tokio::test]
async fn a_flood_of_offers_is_limited() {
    let app = spawn_app().await;
    let taken = taken_over(&app).await;
    let game = taken.game;
    let (present, _) = &taken.present;
    let seat = seat_of_user(&app, game, taken.absent.1).await.unwrap();
    let mut statuses = Vec::new();
    for _ in 0..12 {
        let offered = app
            .post_form(
                present,
                &format!("/games/{game}/seats/{seat}/offer"),
                &[("username", "")],
            )
            .await;
        statuses.push(offered.status().as_u16());
    }
    assert_eq!(&statuses[..10], &[303; 10]);
    assert_eq!(&statuses[10..], &[429, 429], "{statuses:?}");
}
