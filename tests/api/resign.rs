//! Resigning: an entry in the log; with two sides the other wins at once,
//! with more the computer plays the seat on and it ranks last.

use crate::helpers::{browser, input_value, spawn_app, TestApp};
use crate::play::started_game;
use scriptorium::games::{Seats, StoredSeat};
use scriptorium::store;
use serde_json::json;
use uuid::Uuid;

/// Resigns through the game page's confirmation form.
pub async fn resign_by_form(app: &TestApp, client: &reqwest::Client, game: Uuid) -> u16 {
    let (_, page) = app.page(client, &format!("/games/{game}")).await;
    assert!(
        page.contains("Yes, resign this game"),
        "the confirmation is on the page"
    );
    client
        .post(app.url(&format!("/games/{game}/act")))
        .form(&[
            ("csrf", input_value(&page, "csrf").unwrap().as_str()),
            ("seq", &input_value(&page, "seq").unwrap()),
            ("token", &input_value(&page, "token").unwrap()),
            ("resign", "1"),
        ])
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn with_two_sides_resigning_hands_the_other_the_win() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (anna, anna_id) = (&players[0].0, players[0].1);
    let bob_id = players[1].1;
    let carl = browser();
    app.sign_up(&carl, "carl").await;
    // Without the form's CSRF token, or by an onlooker: refused.
    let forged = anna
        .post(app.url(&format!("/games/{game}/act")))
        .form(&[
            ("seq", "1"),
            ("token", &Uuid::new_v4().to_string()),
            ("resign", "1"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status().as_u16(), 403);
    let (_, page) = app.page(&carl, &format!("/games/{game}")).await;
    assert!(!page.contains("Yes, resign this game"));

    // Two decisions each first: a game resigned sooner is not rated.
    crate::ratings::opening(&app, game, 2).await;
    assert_eq!(resign_by_form(&app, anna, game).await, 303);
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    assert_eq!(
        record.status,
        scriptorium::store::games::GameStatus::Finished
    );
    let bob_seat = record.seat_of(bob_id).unwrap();
    assert_eq!(
        record.outcome.as_ref().unwrap()["winners"],
        json!([bob_seat])
    );
    app.assert_projection_is_fold(game).await;
    // The log says so, the export carries it, and it replays.
    let (_, history) = app.page(anna, &format!("/games/{game}/history")).await;
    assert!(history.contains("anna resigned"));
    let export = anna
        .get(app.url(&format!("/games/{game}/export.jsonl")))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(export.contains("\"resigned\":"));
    let (_, state) = scriptorium::history::verify_export(&export).unwrap();
    assert_eq!(Some(state), record.state);
    // Rated like a loss, and nothing more to decide.
    let mut conn = app.pool.acquire().await.unwrap();
    let ratings = store::ratings::all(&mut conn).await.unwrap();
    assert!(ratings[&("countdown".to_owned(), bob_id)].rating > 1500.0);
    assert!(ratings[&("countdown".to_owned(), anna_id)].rating < 1500.0);
    assert_eq!(resign_status_by_api(&app, anna_id, game).await, 409);
}

async fn resign_status_by_api(app: &TestApp, user: Uuid, game: Uuid) -> u16 {
    reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/actions")))
        .bearer_auth(app.api_token(user).await)
        .json(&json!({"seq": app.seq(game).await, "token": Uuid::new_v4(), "resign": true}))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn with_more_sides_the_computer_plays_the_resigned_seat_which_ranks_last() {
    let app = spawn_app().await;
    let mut people = Vec::new();
    for name in ["anna", "bob", "carl"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        people.push((client, id));
    }
    let game = app.create_countdown(&people[0].0, "3").await;
    for (client, _) in &people[1..] {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
    }
    let anna_id = people[0].1;
    // A malformed request: resign and an action at once.
    let mixed = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/actions")))
        .bearer_auth(app.api_token(anna_id).await)
        .json(
            &json!({"seq": app.seq(game).await, "token": Uuid::new_v4(), "resign": true,
                      "action": {"type": "take_one"}}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(mixed.status().as_u16(), 400);
    assert_eq!(resign_status_by_api(&app, anna_id, game).await, 200);
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    assert_eq!(
        record.status,
        scriptorium::store::games::GameStatus::Active,
        "two sides are left"
    );
    let anna_seat = record.seat_of(anna_id).unwrap();
    let anna = record
        .players
        .iter()
        .find(|p| p.user_id == anna_id)
        .unwrap();
    assert!(anna.resigned && anna.computer_plays_now());
    // She decides nothing more, and cannot take the seat back.
    assert_eq!(resign_status_by_api(&app, anna_id, game).await, 409);
    let back = app
        .post_form(&people[0].0, &format!("/games/{game}/back"), &[])
        .await;
    assert_eq!(back.status().as_u16(), 409);
    let (_, page) = app.page(&people[0].0, &format!("/games/{game}")).await;
    assert!(page.contains("You resigned; the computer plays your seat."));
    assert!(!page.contains("I'm back"));

    // The others play; the computer moves for anna when the sweeper runs.
    let others: Vec<Uuid> = people[1..].iter().map(|(_, id)| *id).collect();
    app.play_to_end(game, &others).await;
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    assert_eq!(
        record.status,
        scriptorium::store::games::GameStatus::Finished
    );
    let winners = record.outcome.as_ref().unwrap()["winners"]
        .as_array()
        .unwrap()
        .clone();
    assert!(
        !winners.contains(&json!(anna_seat)),
        "a resigned seat never wins"
    );
    assert!(!winners.is_empty());
    app.assert_projection_is_fold(game).await;
    let mut conn = app.pool.acquire().await.unwrap();
    let ratings = store::ratings::all(&mut conn).await.unwrap();
    let anna_rating = ratings[&("countdown".to_owned(), anna_id)].rating;
    for (_, id) in &people[1..] {
        assert!(
            ratings[&("countdown".to_owned(), *id)].rating > anna_rating,
            "anna ranks last"
        );
    }
}

#[tokio::test]
async fn a_partner_resigns_for_the_team_and_the_other_team_wins() {
    let app = spawn_app().await;
    let mut people = Vec::new();
    for name in ["anna", "bob", "carl", "dora"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        people.push((client, id));
    }
    let game = app
        .create_game(
            &people[0].0,
            &[
                ("kind", "carolus-magnus"),
                ("seats", "4"),
                ("time_limit", "72"),
            ],
        )
        .await;
    for (client, _) in &people[1..] {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
    }
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let anna_seat = record.seat_of(people[0].1).unwrap();
    let team = |seat: StoredSeat| {
        scriptorium::games::team_of("carolus-magnus", &record.options, Seats::new(4), seat)
    };
    assert_eq!(resign_status_by_api(&app, people[0].1, game).await, 200);
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    assert_eq!(
        record.status,
        scriptorium::store::games::GameStatus::Finished
    );
    let winners: Vec<StoredSeat> =
        serde_json::from_value(record.outcome.as_ref().unwrap()["winners"].clone()).unwrap();
    assert_eq!(winners.len(), 2);
    assert!(winners.iter().all(|seat| team(*seat) != team(anna_seat)));
    let partner_resigned = record
        .players
        .iter()
        .filter(|p| p.seat.is_some_and(|s| team(s) == team(anna_seat)))
        .all(|p| p.resigned);
    assert!(partner_resigned, "the team resigned together");
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn a_seat_resigned_on_its_turn_is_played_at_once_even_without_a_time_limit() {
    let app = spawn_app().await;
    let mut people = Vec::new();
    for name in ["anna", "bob", "carl"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        people.push((client, id));
    }
    // No time limit: no deadline of a person's runs anywhere.
    let game = app
        .create_game(&people[0].0, &[("kind", "countdown"), ("seats", "3")])
        .await;
    for (client, _) in &people[1..] {
        app.post_form(client, &format!("/games/{game}/join"), &[])
            .await;
    }
    let waiting = app.user_at(game, app.waiting_seat(game).await).await;
    assert_eq!(resign_status_by_api(&app, waiting, game).await, 200);
    let seq = app.seq(game).await;
    assert!(
        crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await >= 1,
        "the computer plays the resigned seat's turn"
    );
    assert!(app.seq(game).await > seq);
    assert_ne!(
        app.user_at(game, app.waiting_seat(game).await).await,
        waiting
    );
}
