//! Deadlines with a controllable clock: the sweeper takes `now` as a value.

use crate::helpers::{browser, spawn_app, TestApp};
use crate::play::seat_of;
use chrono::{Duration, Utc};
use scriptorium::deadlines::sweep;
use scriptorium::store;
use uuid::Uuid;

/// A started two-player test game with a 48-hour limit and the given policy.
async fn timed_game(app: &TestApp, policy: &str) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("time_limit", "48"),
                ("timeout_policy", policy),
            ],
        )
        .await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    (game, vec![(anna, anna_id), (bob, bob_id)])
}

async fn waiting_seat(app: &TestApp, game: Uuid) -> i16 {
    app.waiting_seat(game).await
}

async fn kinds_for(app: &TestApp, user: Uuid) -> Vec<String> {
    sqlx::query_scalar("SELECT kind FROM outbox WHERE user_id = $1 ORDER BY id")
        .bind(user)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn reminders_then_the_timeout_fire_once_each_in_order() {
    let app = spawn_app().await;
    let (game, players) = timed_game(&app, "skip").await;
    let start = Utc::now();
    let waiting = waiting_seat(&app, game).await;
    let mover = app.user_at(game, waiting).await;
    let due: chrono::DateTime<Utc> =
        sqlx::query_scalar("SELECT due_at FROM seat_deadlines WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(
        (due - start - Duration::hours(48)).num_seconds().abs() < 60,
        "deadline 48 h after the start"
    );

    // Nothing is due at first.
    let done = sweep(&app.pool, start + Duration::hours(1)).await.unwrap();
    assert_eq!((done.reminders, done.timeouts), (0, 0));
    // Half time (24 h), which is also 24 h before: one reminder, once.
    let done = sweep(&app.pool, start + Duration::hours(25)).await.unwrap();
    assert_eq!((done.reminders, done.timeouts), (1, 0));
    let done = sweep(&app.pool, start + Duration::hours(26)).await.unwrap();
    assert_eq!(
        (done.reminders, done.timeouts),
        (0, 0),
        "each reminder once"
    );
    // Past the deadline: the policy applies, once.
    let seq_before: i64 = app.seq(game).await;
    let done = sweep(&app.pool, start + Duration::hours(49)).await.unwrap();
    // The test game's turn takes two steps: take a stone, end the turn.
    assert_eq!(done.reminders, 0);
    assert!(done.timeouts >= 1);
    assert_ne!(waiting_seat(&app, game).await, waiting, "the turn passed");
    let done = sweep(&app.pool, start + Duration::hours(50)).await.unwrap();
    assert_eq!(done.timeouts, 0, "a seat times out once");

    let mut conn = app.pool.acquire().await.unwrap();
    let rows = store::games::log(&mut conn, game).await.unwrap();
    let is_timeout = |row: &scriptorium::games::log::LogRow| matches!(row.entry, scriptorium::games::log::Entry::TimedOut(s) if s == waiting);
    assert_eq!(
        rows.iter().filter(|row| is_timeout(row)).count(),
        1,
        "one timeout row"
    );
    let timed_out = rows
        .iter()
        .position(is_timeout)
        .expect("the timeout is in the log");
    assert_eq!(
        rows[timed_out].seq,
        seq_before + 1,
        "right after what was there"
    );
    assert!(
        rows.len() > timed_out + 1,
        "followed by the default action's events"
    );
    app.assert_projection_is_fold(game).await;
    let kinds = kinds_for(&app, mover).await;
    let reminder = kinds.iter().position(|k| k == "reminder").unwrap();
    let timeout = kinds.iter().position(|k| k == "timed_out").unwrap();
    assert!(reminder < timeout, "reminder before the timeout: {kinds:?}");
    assert_eq!(kinds.iter().filter(|k| *k == "reminder").count(), 1);
    let (client, _) = &players[0];
    let (_, history) = app.page(client, &format!("/games/{game}/history")).await;
    assert!(history.contains("ran out of time"));
}

#[tokio::test]
async fn the_end_policy_ends_the_game_and_the_others_win() {
    let app = spawn_app().await;
    let (game, _) = timed_game(&app, "end").await;
    let waiting = waiting_seat(&app, game).await;
    sweep(&app.pool, Utc::now() + Duration::hours(49))
        .await
        .unwrap();
    let (status, outcome): (String, serde_json::Value) =
        sqlx::query_as("SELECT status, outcome FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(status, "finished");
    assert_eq!(outcome["winners"], serde_json::json!([1 - waiting]));
    let deadlines: i64 =
        sqlx::query_scalar("SELECT count(*) FROM seat_deadlines WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(deadlines, 0);
}

#[tokio::test]
async fn the_bot_policy_plays_the_seat_until_its_player_returns() {
    let app = spawn_app().await;
    let (game, players) = timed_game(&app, "bot").await;
    let waiting = waiting_seat(&app, game).await;
    let start = Utc::now();
    sweep(&app.pool, start + Duration::hours(49)).await.unwrap();
    let bot: bool =
        sqlx::query_scalar("SELECT bot FROM game_players WHERE game_id = $1 AND seat = $2")
            .bind(game)
            .bind(waiting)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(bot, "the computer holds the seat");
    // The other player moves; when the turn comes back, the bot plays at once.
    let other = 1 - waiting;
    let mut other_user = None;
    for (_, id) in &players {
        if seat_of(&app, game, *id).await == other {
            other_user = Some(*id);
        }
    }
    let token = app.api_token(other_user.unwrap()).await;
    let client = reqwest::Client::new();
    for _ in 0..20 {
        let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
        if record.status != "active" {
            break;
        }
        if record.waiting_on == vec![other] {
            let body = serde_json::json!({"seq": record.seq, "token": Uuid::new_v4(), "action": {"type": if record.undo_seat == Some(other) { "end_turn" } else { "take_one" }}});
            let response = client
                .post(app.url(&format!("/api/v1/games/{game}/actions")))
                .bearer_auth(&token)
                .json(&body)
                .send()
                .await
                .unwrap();
            assert_eq!(response.status().as_u16(), 200);
        } else {
            // The bot's turn: due at once, no need to wait two days.
            let done = sweep(&app.pool, Utc::now() + Duration::seconds(1))
                .await
                .unwrap();
            assert!(done.timeouts >= 1, "the bot moves at the next sweep");
        }
    }
    let timeouts: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM game_events WHERE game_id = $1 AND payload ? 'timed_out'",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(timeouts, 1, "the log says it once");
    let bot_turns: i64 = sqlx::query_scalar(
        "SELECT count(DISTINCT action_no) FROM game_events WHERE game_id = $1 AND seat = $2",
    )
    .bind(game)
    .bind(waiting)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(
        bot_turns >= 4,
        "the bot kept playing: {bot_turns} decisions"
    );
    let notices: i64 =
        sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'timed_out' AND game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        notices, 2,
        "one notice per player, only when the seat first timed out"
    );
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn a_vacation_pauses_the_deadline_and_others_see_it() {
    let app = spawn_app().await;
    let (game, players) = timed_game(&app, "skip").await;
    let waiting = waiting_seat(&app, game).await;
    let mut mover = None;
    let mut watcher = None;
    for (client, id) in &players {
        if seat_of(&app, game, *id).await == waiting {
            mover = Some(client);
        } else {
            watcher = Some(client);
        }
    }
    let due_before: chrono::DateTime<Utc> =
        sqlx::query_scalar("SELECT due_at FROM seat_deadlines WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let until = (Utc::now() + Duration::days(3))
        .format("%Y-%m-%d")
        .to_string();
    let response = app
        .post_form(mover.unwrap(), "/settings/away", &[("until", &until)])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let due_after: chrono::DateTime<Utc> =
        sqlx::query_scalar("SELECT due_at FROM seat_deadlines WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(
        due_after - due_before >= Duration::days(3),
        "the deadline moved by the time away"
    );
    let done = sweep(&app.pool, due_before + Duration::hours(1))
        .await
        .unwrap();
    assert_eq!(done.timeouts, 0, "paused");
    let (_, mine) = app.page(mover.unwrap(), "/my-games").await;
    assert!(
        mine.contains("class=\"deadline\">(due "),
        "my games show my deadline"
    );
    let (_, page) = app.page(watcher.unwrap(), &format!("/games/{game}")).await;
    assert!(page.contains("away until"), "the opponents see it");
    assert!(page.contains("due "), "the deadline is shown");
    // Declaring the same vacation again does not move it twice.
    app.post_form(mover.unwrap(), "/settings/away", &[("until", &until)])
        .await;
    let due_again: chrono::DateTime<Utc> =
        sqlx::query_scalar("SELECT due_at FROM seat_deadlines WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(due_again, due_after);
}

#[tokio::test]
async fn the_time_bank_extends_a_deadline_and_is_spent() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("time_limit", "24"),
                ("time_bank", "48"),
            ],
        )
        .await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let (due, expires): (chrono::DateTime<Utc>, chrono::DateTime<Utc>) =
        sqlx::query_as("SELECT due_at, expires_at FROM seat_deadlines WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        expires - due,
        Duration::hours(48),
        "the bank comes after the limit"
    );
    let done = sweep(&app.pool, due + Duration::hours(1)).await.unwrap();
    assert_eq!(done.timeouts, 0, "the bank is running");
    let done = sweep(&app.pool, expires + Duration::minutes(1))
        .await
        .unwrap();
    assert!(done.timeouts >= 1, "then the policy applies");
    let bank: i64 =
        sqlx::query_scalar("SELECT min(bank_seconds) FROM game_players WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(bank < 48 * 3600, "the overtime was spent: {bank}");
}

#[tokio::test]
async fn the_hourglass_drops_a_late_players_tiles() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "carolingi"),
                ("seats", "2"),
                ("time_limit", "none"),
                ("opt.sundial_year", "830"),
                ("opt.hourglass_hours", "24"),
            ],
        )
        .await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    // Both seats place at once: one hourglass deadline for the season.
    let deadlines: Vec<(i16, chrono::DateTime<Utc>, bool)> = sqlx::query_as(
        "SELECT seat, due_at, hourglass FROM seat_deadlines WHERE game_id = $1 ORDER BY seat",
    )
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(deadlines.len(), 2, "{deadlines:?}");
    assert!(deadlines
        .iter()
        .all(|(_, due, hourglass)| *hourglass && *due == deadlines[0].1));
    // The first seat places both tiles; the other places none.
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let punctual = record
        .players
        .iter()
        .find(|p| p.seat == Some(0))
        .unwrap()
        .user_id;
    let late = 1i16;
    let token = app.api_token(punctual).await;
    for _ in 0..2 {
        let state: serde_json::Value = reqwest::Client::new()
            .get(app.url(&format!("/api/v1/games/{game}")))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let action = state["legal_actions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["group"] == "place_tile")
            .unwrap()["action"]
            .clone();
        let response = reqwest::Client::new()
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(&token)
            .json(&serde_json::json!({"seq": state["seq"], "token": Uuid::new_v4(), "action": action}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200);
    }
    let done = sweep(&app.pool, deadlines[0].1 + Duration::minutes(1))
        .await
        .unwrap();
    assert!(done.timeouts >= 1);
    let mut conn = app.pool.acquire().await.unwrap();
    let rows = store::games::log(&mut conn, game).await.unwrap();
    let passed = rows.iter().any(|row| matches!(&row.entry, scriptorium::games::log::Entry::Event(e) if e["type"] == "placement_passed" && e["seat"] == late));
    assert!(passed, "the late seat placed no tile");
    let placed_by_late = rows.iter().filter(|row| matches!(&row.entry, scriptorium::games::log::Entry::Event(e) if e["type"] == "tile_placed" && e["seat"] == late)).count();
    assert_eq!(placed_by_late, 0, "its tiles are not put in the bag");
    app.assert_projection_is_fold(game).await;
}
