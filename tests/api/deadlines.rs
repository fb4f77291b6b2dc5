//! Deadlines with a controllable clock: the sweeper takes `now` as a value.

use crate::helpers::computer_moves;
use crate::helpers::{browser, input_value, spawn_app, TestApp};
use crate::play::seat_of;
use chrono::{Duration, Utc};
use scriptorium::store;
use scriptorium::sweeper::sweep;
use uuid::Uuid;

/// A started two-player test game with a 48-hour limit and the given policy.
async fn timed_game(app: &TestApp, policy: &str) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    timed_game_of(app, policy, ("anna", "bob")).await
}

/// The same, between two new players of these names.
async fn timed_game_of(
    app: &TestApp,
    policy: &str,
    (first, second): (&str, &str),
) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, first).await;
    let bob_id = app.sign_up(&bob, second).await;
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
    // These games test the timeout policies: no vacation puts them off.
    app.without_vacation(&[anna_id, bob_id]).await;
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
    let is_timeout = |row: &scriptorium::games::log::LogRow| matches!(row.entry, scriptorium::games::log::Entry::TimedOut(s) if s.number() == waiting);
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
    // The deadline sweeper leaves this seat to the computer players' worker.
    let done = sweep(&app.pool, start + Duration::hours(49)).await.unwrap();
    assert_eq!(done.timeouts, 0, "{done:?}");
    // The computer takes the seat and plays the whole turn (several steps).
    assert!(computer_moves(&app.pool, start + Duration::hours(49)).await >= 1);
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
        if record.status != scriptorium::store::games::GameStatus::Active {
            break;
        }
        if record
            .waiting_on
            .iter()
            .map(|seat| seat.number())
            .eq([other])
        {
            let body = serde_json::json!({"seq": record.seq, "token": Uuid::new_v4(), "action": {"type": if record.undo_seat.map(|seat| seat.number()) == Some(other) { "end_turn" } else { "take_one" }}});
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
            let done = computer_moves(&app.pool, Utc::now() + Duration::seconds(1)).await;
            assert!(done >= 1, "the computer moves when it next looks");
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
    let (game, players) =
        game_with_time(&app, &[("time_limit", "48"), ("timeout_policy", "skip")]).await;
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
        mine.contains("class=\"deadline\">(") && mine.contains("left, until"),
        "my games show my clock"
    );
    let (_, page) = app.page(watcher.unwrap(), &format!("/games/{game}")).await;
    assert!(page.contains("away until"), "the opponents see it");
    assert!(page.contains("left, until"), "the clock is shown");
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
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    app.without_vacation(&[anna_id, bob_id]).await;
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
        .find(|p| p.seat.is_some_and(|seat| seat.number() == 0))
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

/// Submits a countdown step through the API: the second step of a turn ends
/// it. The step is chosen from the legal actions the API offers at the `seq`
/// it answers with, so a racing sweeper can only make it stale (409), never
/// illegal. Returns the HTTP status, or `None` when the token's user has
/// nothing to decide (a racing sweeper's move ended their turn or the game).
async fn api_step(app: &TestApp, token: &str, game: Uuid) -> Option<u16> {
    let state: serde_json::Value = reqwest::Client::new()
        .get(app.url(&format!("/api/v1/games/{game}")))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let legal = state["legal_actions"].as_array()?;
    let action = ["end_turn", "take_one"].iter().find_map(|kind| {
        legal
            .iter()
            .find(|offer| offer["action"]["type"] == *kind)
            .map(|offer| offer["action"].clone())
    })?;
    reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/actions")))
        .bearer_auth(token)
        .json(&serde_json::json!({"seq": state["seq"], "token": Uuid::new_v4(), "action": action}))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
        .into()
}

#[derive(sqlx::FromRow, Debug)]
struct Failure {
    failures: i32,
    failed_at: Option<chrono::DateTime<Utc>>,
    failure: Option<String>,
    retry_at: Option<chrono::DateTime<Utc>>,
}

/// PostgreSQL keeps microseconds.
fn same_instant(stored: Option<chrono::DateTime<Utc>>, at: chrono::DateTime<Utc>) -> bool {
    stored.is_some_and(|stored| (stored - at).abs() < Duration::milliseconds(1))
}

async fn failure_of(app: &TestApp, game: Uuid) -> Failure {
    sqlx::query_as(
        "SELECT failures, failed_at, failure, retry_at FROM seat_deadlines WHERE game_id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_game_that_does_not_decode_is_set_aside_and_the_sweep_goes_on() {
    let app = spawn_app().await;
    let (broken, _) = timed_game_of(&app, "skip", ("anna", "bob")).await;
    let (healthy, _) = timed_game_of(&app, "skip", ("carla", "dan")).await;
    let healthy_seat = waiting_seat(&app, healthy).await;
    // The broken game's deadline falls first, so it is claimed first.
    sqlx::query(
        "UPDATE seat_deadlines SET due_at = due_at - interval '1 hour',
                expires_at = expires_at - interval '1 hour' WHERE game_id = $1",
    )
    .bind(broken)
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query("UPDATE games SET state = '{\"not\": \"a countdown state\"}' WHERE id = $1")
        .bind(broken)
        .execute(&app.pool)
        .await
        .unwrap();
    let seq_before = app.seq(broken).await;

    let now = Utc::now() + Duration::hours(49);
    let done = sweep(&app.pool, now)
        .await
        .expect("one broken game does not stop the sweep");
    assert_eq!(done.failures, 1, "{done:?}");
    assert!(done.timeouts >= 1, "the healthy game timed out: {done:?}");
    assert_ne!(
        waiting_seat(&app, healthy).await,
        healthy_seat,
        "its turn passed"
    );
    assert_eq!(
        app.seq(broken).await,
        seq_before,
        "nothing written to the broken game"
    );
    let marked = failure_of(&app, broken).await;
    assert_eq!(marked.failures, 1);
    assert!(
        same_instant(marked.failed_at, now),
        "visible to an operator: {marked:?}"
    );
    assert!(
        marked
            .failure
            .as_deref()
            .is_some_and(|text| text.contains("does not decode")),
        "{marked:?}"
    );
    assert!(marked.retry_at.is_some_and(|at| at > now), "{marked:?}");

    // Set aside: the next sweeps skip it rather than fail on it first again.
    let done = sweep(&app.pool, now + Duration::minutes(1)).await.unwrap();
    assert_eq!((done.failures, done.timeouts), (0, 0), "{done:?}");
    // It is retried later, with a longer delay after each failure.
    let first_retry = marked.retry_at.unwrap();
    let done = sweep(&app.pool, first_retry).await.unwrap();
    assert_eq!(done.failures, 1, "{done:?}");
    let again = failure_of(&app, broken).await;
    assert_eq!(again.failures, 2);
    assert!(
        again.retry_at.unwrap() - first_retry > first_retry - now,
        "{again:?}"
    );
}

#[tokio::test]
async fn a_failing_reminder_is_skipped_and_the_others_go_out() {
    let app = spawn_app().await;
    let start = Utc::now();
    let (broken, _) = timed_game_of(&app, "skip", ("anna", "bob")).await;
    let (healthy, _) = timed_game_of(&app, "skip", ("carla", "dan")).await;
    let healthy_mover = app
        .user_at(healthy, waiting_seat(&app, healthy).await)
        .await;
    sqlx::query(
        "UPDATE seat_deadlines SET next_reminder_at = next_reminder_at - interval '1 hour'
         WHERE game_id = $1",
    )
    .bind(broken)
    .execute(&app.pool)
    .await
    .unwrap();
    // Any mail about the broken game fails to be written.
    sqlx::query(&format!(
        "CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF NEW.game_id = '{broken}' THEN RAISE EXCEPTION 'mail about this game refused'; END IF;
           RETURN NEW;
         END $$"
    ))
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()",
    )
    .execute(&app.pool)
    .await
    .unwrap();

    let now = start + Duration::hours(25);
    let done = sweep(&app.pool, now)
        .await
        .expect("one failing reminder does not stop the sweep");
    assert_eq!((done.reminders, done.failures), (1, 1), "{done:?}");
    assert!(kinds_for(&app, healthy_mover)
        .await
        .contains(&"reminder".to_owned()));
    let marked = failure_of(&app, broken).await;
    assert!(same_instant(marked.failed_at, now), "{marked:?}");
    assert!(
        marked
            .failure
            .as_deref()
            .is_some_and(|text| text.contains("refused")),
        "{marked:?}"
    );
    // A reminder is not retried: the next sweep has nothing to do.
    let done = sweep(&app.pool, now + Duration::minutes(1)).await.unwrap();
    assert_eq!((done.reminders, done.failures), (0, 0), "{done:?}");
}

#[tokio::test]
async fn moves_racing_the_sweeper_at_the_deadline_instant_neither_deadlock_nor_fail() {
    let app = spawn_app().await;
    let names = [
        ("anna", "bob"),
        ("carla", "dan"),
        ("eddy", "flo"),
        ("gus", "hal"),
    ];
    let mut games = Vec::new();
    for pair in names {
        let (game, players) = timed_game_of(&app, "skip", pair).await;
        let mut tokens = std::collections::HashMap::new();
        for (_, user) in &players {
            tokens.insert(*user, app.api_token(*user).await);
        }
        games.push((game, tokens));
    }
    let mut races = 0;
    for _ in 0..30 {
        let mut active = Vec::new();
        for (game, tokens) in &games {
            let record = store::games::load(&app.pool, *game).await.unwrap().unwrap();
            if record.status != scriptorium::store::games::GameStatus::Active {
                continue;
            }
            // The waiting seat's deadline is now.
            sqlx::query(
                "UPDATE seat_deadlines SET started_at = now() - interval '48 hours',
                        due_at = now(), expires_at = now(), next_reminder_at = NULL
                 WHERE game_id = $1",
            )
            .bind(game)
            .execute(&app.pool)
            .await
            .unwrap();
            let mover = app.user_at(*game, record.waiting_on[0]).await;
            active.push((*game, tokens[&mover].clone()));
        }
        if active.is_empty() {
            break;
        }
        let moves = futures_util::future::join_all(
            active
                .iter()
                .map(|(game, token)| api_step(&app, token, *game)),
        );
        let sweeps = futures_util::future::join_all(
            (0..2).map(|_| sweep(&app.pool, Utc::now() + Duration::seconds(1))),
        );
        let (statuses, sweeps) = tokio::join!(moves, sweeps);
        for status in statuses.into_iter().flatten() {
            assert!(
                [200, 409].contains(&status),
                "a move at the deadline gets applied or told the game moved on, not {status}"
            );
        }
        for done in sweeps {
            let done = done.expect("the sweep never fails");
            assert_eq!(
                done.failures, 0,
                "no deadline failed (a deadlock would): {done:?}"
            );
        }
        races += active.len();
    }
    assert!(races >= 20, "enough races: {races}");
    for (game, _) in &games {
        app.assert_projection_is_fold(*game).await;
    }
}

/// A game with the bot policy whose first waiting seat ran out of time: the
/// computer holds it, and it is the other seat's turn.
pub(crate) struct TakenOver {
    pub game: Uuid,
    pub absent: (reqwest::Client, Uuid),
    pub present: (reqwest::Client, Uuid),
}

pub(crate) async fn taken_over(app: &TestApp) -> TakenOver {
    let (game, players) = timed_game(app, "bot").await;
    let waiting = waiting_seat(app, game).await;
    computer_moves(&app.pool, Utc::now() + Duration::hours(49)).await;
    let mut absent = None;
    let mut present = None;
    for (client, id) in players {
        if seat_of(app, game, id).await == waiting {
            absent = Some((client, id));
        } else {
            present = Some((client, id));
        }
    }
    let taken = TakenOver {
        game,
        absent: absent.unwrap(),
        present: present.unwrap(),
    };
    assert!(
        is_bot(app, game, taken.absent.1).await,
        "the computer holds the seat"
    );
    assert_ne!(waiting_seat(app, game).await, waiting);
    taken
}

pub(crate) async fn is_bot(app: &TestApp, game: Uuid, user: Uuid) -> bool {
    sqlx::query_scalar("SELECT bot FROM game_players WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn due_of(app: &TestApp, game: Uuid, user: Uuid) -> Option<chrono::DateTime<Utc>> {
    sqlx::query_scalar(
        "SELECT d.due_at FROM seat_deadlines d JOIN game_players p
           ON p.game_id = d.game_id AND p.seat = d.seat
         WHERE d.game_id = $1 AND p.user_id = $2",
    )
    .bind(game)
    .bind(user)
    .fetch_optional(&app.pool)
    .await
    .unwrap()
}

/// Plays the present player's whole turn (take a stone, end the turn).
async fn play_turn(app: &TestApp, game: Uuid, token: &str) {
    for _ in 0..2 {
        assert_eq!(api_step(app, token, game).await, Some(200));
    }
}

#[tokio::test]
async fn im_back_takes_the_seat_back_from_the_computer() {
    let app = spawn_app().await;
    let TakenOver {
        game,
        absent,
        present,
    } = taken_over(&app).await;
    let path = format!("/games/{game}");
    // The turn comes back to the absent player's seat: the computer's
    // deadline is immediate.
    play_turn(&app, game, &app.api_token(present.1).await).await;
    let due = due_of(&app, game, absent.1).await.expect("the seat waits");
    assert!(due <= Utc::now(), "the computer's deadline is immediate");

    let (_, watcher_page) = app.page(&present.0, &path).await;
    assert!(
        watcher_page.contains("computer playing for anna")
            || watcher_page.contains("computer playing for bob"),
        "the opponents see who holds the seat"
    );
    assert!(
        !watcher_page.contains("/back\""),
        "no I'm back for the opponent"
    );
    // Neither the opponent nor a stranger can take the seat back.
    let stranger = browser();
    app.sign_up(&stranger, "carla").await;
    let response = app
        .post_form(&present.0, &format!("{path}/back"), &[])
        .await;
    assert_eq!(
        response.status().as_u16(),
        409,
        "the opponent's own seat is not held"
    );
    let response = app.post_form(&stranger, &format!("{path}/back"), &[]).await;
    assert_eq!(response.status().as_u16(), 403, "not a player of this game");
    assert!(
        is_bot(&app, game, absent.1).await,
        "refusals change nothing"
    );
    assert_eq!(due_of(&app, game, absent.1).await, Some(due));
    // The player opens the game and presses "I'm back" (its own form, CSRF and all).
    let (_, page) = app.page(&absent.0, &path).await;
    let form = &page[page.find("action=\"/games/").unwrap()..];
    assert!(
        page.contains(&format!("action=\"{path}/back\"")),
        "the page offers I'm back"
    );
    let csrf = input_value(form, "csrf").unwrap();
    let response = absent
        .0
        .post(app.url(&format!("{path}/back")))
        .form(&[("csrf", csrf.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 303);
    assert!(!is_bot(&app, game, absent.1).await);
    let due = due_of(&app, game, absent.1)
        .await
        .expect("the seat still waits");
    assert!(
        due > Utc::now() + Duration::hours(47),
        "the normal deadline returns: {due}"
    );
    // The computer no longer moves for them, now or on their next turn.
    let done = sweep(&app.pool, Utc::now() + Duration::seconds(1))
        .await
        .unwrap();
    assert_eq!(done.timeouts, 0, "{done:?}");
    assert_eq!(
        computer_moves(&app.pool, Utc::now() + Duration::seconds(1)).await,
        0
    );
    play_turn(&app, game, &app.api_token(absent.1).await).await;
    play_turn(&app, game, &app.api_token(present.1).await).await;
    let due = due_of(&app, game, absent.1)
        .await
        .expect("their turn again");
    assert!(due > Utc::now() + Duration::hours(47), "{due}");
    let done = sweep(&app.pool, Utc::now() + Duration::seconds(1))
        .await
        .unwrap();
    assert_eq!(done.timeouts, 0, "{done:?}");
    assert_eq!(
        computer_moves(&app.pool, Utc::now() + Duration::seconds(1)).await,
        0
    );
    let (_, watcher_page) = app.page(&present.0, &path).await;
    assert!(!watcher_page.contains("computer playing for"));
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn moving_takes_the_seat_back_from_the_computer() {
    let app = spawn_app().await;
    let TakenOver {
        game,
        absent,
        present,
    } = taken_over(&app).await;
    play_turn(&app, game, &app.api_token(present.1).await).await;
    // The player beats the sweeper to the first step of their turn.
    assert_eq!(
        api_step(&app, &app.api_token(absent.1).await, game).await,
        Some(200)
    );
    assert!(!is_bot(&app, game, absent.1).await);
    let due = due_of(&app, game, absent.1)
        .await
        .expect("the turn goes on");
    assert!(
        due > Utc::now() + Duration::hours(47),
        "the normal deadline: {due}"
    );
    let seq = app.seq(game).await;
    let done = sweep(&app.pool, Utc::now() + Duration::seconds(1))
        .await
        .unwrap();
    assert_eq!(
        done.timeouts, 0,
        "the computer does not finish their turn: {done:?}"
    );
    assert_eq!(
        computer_moves(&app.pool, Utc::now() + Duration::seconds(1)).await,
        0,
        "nor does the computer players' worker"
    );
    assert_eq!(app.seq(game).await, seq);
    assert!(!is_bot(&app, game, absent.1).await);
}

/// Issue 29: each waiting seat's clock shows the real cut-off (the limit and
/// the bank after it) and the time left; a passed cut-off is never shown as
/// a time; each seat's bank and the timeout policy are on the page.
#[tokio::test]
async fn the_game_page_shows_the_real_cut_off_and_never_a_passed_time() {
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
                ("timeout_policy", "skip"),
            ],
        )
        .await;
    let joined = app
        .post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
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
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    // 24 h limit + 48 h bank: about 3 days left, until the cut-off (UTC).
    assert!(
        page.contains("2 d 23 h</time> left, until") || page.contains("3 d 0 h</time> left, until"),
        "{}",
        &page[page.find("deadline").unwrap_or(0)..][..300.min(page.len())]
    );
    assert!(page.contains(&format!(
        "datetime=\"{}\"",
        expires.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
    )));
    assert!(
        page.contains("<small class=\"bank\">bank 2 d 0 h</small>"),
        "each seat's bank"
    );
    assert!(
        page.contains("the least harmful move is played for the player"),
        "the policy"
    );

    // Past the limit, in the bank: it says so, with the same cut-off.
    sqlx::query("UPDATE seat_deadlines SET due_at = now() - interval '1 hour' WHERE game_id = $1")
        .bind(game)
        .execute(&app.pool)
        .await
        .unwrap();
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(page.contains("in the time bank"));
    // Past the cut-off (the sweeper not yet by): no passed time is shown.
    sqlx::query(
        "UPDATE seat_deadlines SET expires_at = now() - interval '1 minute' WHERE game_id = $1",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(page.contains("time is up"));
    assert!(
        !page.contains("left, until"),
        "a passed cut-off is not shown as a deadline"
    );
    let (_, mine) = app.page(&anna, "/my-games").await;
    assert!(!mine.contains("left, until"));
}

#[tokio::test]
async fn a_seat_the_computer_plays_shows_no_clock() {
    let app = spawn_app().await;
    let carla = browser();
    app.sign_up(&carla, "carla").await;
    // Games until the computer is the one to move (who starts is drawn; an
    // account may have 10 such games under way).
    for _ in 0..10 {
        let started = app
            .post_form(
                &carla,
                "/play-now",
                &[("kind", "torres"), ("level", "easy")],
            )
            .await;
        assert_eq!(started.status().as_u16(), 303);
        let path = started.headers()["location"].to_str().unwrap().to_owned();
        let game: uuid::Uuid = path.trim_start_matches("/games/").parse().unwrap();
        let computer_waits: i64 =
            sqlx::query_scalar("SELECT count(*) FROM seat_deadlines WHERE game_id = $1")
                .bind(game)
                .fetch_one(&app.pool)
                .await
                .unwrap();
        if computer_waits == 0 {
            continue;
        }
        let (_, page) = app.page(&carla, &path).await;
        assert!(
            !page.contains("class=\"clock\""),
            "the computer's immediate deadline is no clock, and a game without a limit has none"
        );
        return;
    }
    panic!("the computer never started in ten games");
}

/// A started two-player countdown game created with these time fields.
async fn game_with_time(
    app: &TestApp,
    time: &[(&str, &str)],
) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let mut fields = vec![("kind", "countdown"), ("seats", "2")];
    fields.extend_from_slice(time);
    let game = app.create_game(&anna, &fields).await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    (game, vec![(anna, anna_id), (bob, bob_id)])
}

async fn deadline_of(
    app: &TestApp,
    game: Uuid,
    seat: i16,
) -> (
    chrono::DateTime<Utc>,
    chrono::DateTime<Utc>,
    chrono::DateTime<Utc>,
) {
    sqlx::query_as(
        "SELECT started_at, due_at, expires_at FROM seat_deadlines WHERE game_id = $1 AND seat = $2",
    )
    .bind(game)
    .bind(seat)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

async fn bank_of(app: &TestApp, game: Uuid, seat: i16) -> i64 {
    sqlx::query_scalar("SELECT bank_seconds FROM game_players WHERE game_id = $1 AND seat = $2")
        .bind(game)
        .bind(seat)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Issue 29: Fischer with a cap (3 days + 1 day per move, at most 7 days).
/// The bank is the whole clock; each turn's time is paid from it, then the
/// increment is added, never beyond the cap.
#[tokio::test]
async fn a_fischer_clock_spends_the_bank_adds_the_increment_and_stops_at_the_cap() {
    let app = spawn_app().await;
    let (game, players) = game_with_time(&app, &[("time_control", "fischer-3d-1d-7d")]).await;
    app.without_vacation(&[players[0].1, players[1].1]).await;
    let first = waiting_seat(&app, game).await;
    let (started, due, expires) = deadline_of(&app, game, first).await;
    assert_eq!(due, started, "no time per move: the bank is the clock");
    assert_eq!(expires - started, Duration::hours(72));
    assert_eq!(bank_of(&app, game, first).await, 72 * 3600);

    // The first player thinks for ten hours, then ends the turn.
    sqlx::query(
        "UPDATE seat_deadlines SET started_at = started_at - interval '10 hours',
                due_at = due_at - interval '10 hours', expires_at = expires_at - interval '10 hours'
         WHERE game_id = $1",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    app.pass_the_turn(game, &players).await;
    let bank = bank_of(&app, game, first).await;
    let expected = (72 - 10 + 24) * 3600;
    assert!(
        (expected - 60..=expected).contains(&bank),
        "72 h - 10 h spent + 24 h increment, got {bank} s"
    );

    // Quick turns: the bank grows by a day each, up to the cap of 7 days.
    for _ in 0..8 {
        app.pass_the_turn(game, &players).await;
    }
    for seat in [0, 1] {
        let bank = bank_of(&app, game, seat).await;
        assert!(bank <= 168 * 3600, "never beyond the cap: {bank}");
        assert!(bank > 160 * 3600, "the cap was reached: {bank}");
    }
    // The waiting seat's cut-off is its whole bank away.
    let waiting = waiting_seat(&app, game).await;
    let (started, _, expires) = deadline_of(&app, game, waiting).await;
    assert_eq!(
        (expires - started).num_seconds(),
        bank_of(&app, game, waiting).await
    );

    // The page says the control in words and shows the bank.
    let (_, page) = app.page(&players[0].0, &format!("/games/{game}")).await;
    assert!(
        page.contains("3 days + 1 day per move, at most 7 days"),
        "the control in words"
    );
    assert!(
        page.contains("<small class=\"bank\">bank 7 d 0 h</small>")
            || page.contains("<small class=\"bank\">bank 6 d 23 h</small>")
    );

    // Past the cut-off, the timeout policy applies as for any clock.
    let done = sweep(&app.pool, expires + Duration::minutes(1))
        .await
        .unwrap();
    assert!(done.timeouts >= 1, "the policy applies");
}

/// Issue 29: days per move as a preset, and reminders from the real cut-off
/// (half of the way to it, and a day before it), not from the per-move limit.
#[tokio::test]
async fn reminders_count_from_the_real_cut_off() {
    let app = spawn_app().await;
    let (game, _) = game_with_time(&app, &[("time_limit", "24"), ("time_bank", "48")]).await;
    let seat = waiting_seat(&app, game).await;
    let (started, due, expires) = deadline_of(&app, game, seat).await;
    assert_eq!(due - started, Duration::hours(24));
    assert_eq!(expires - started, Duration::hours(72));
    let next: chrono::DateTime<Utc> = sqlx::query_scalar(
        "SELECT next_reminder_at FROM seat_deadlines WHERE game_id = $1 AND seat = $2",
    )
    .bind(game)
    .bind(seat)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        next - started,
        Duration::hours(36),
        "half way to the cut-off"
    );
    let done = sweep(&app.pool, started + Duration::hours(37))
        .await
        .unwrap();
    assert_eq!(done.reminders, 1);
    let next: chrono::DateTime<Utc> = sqlx::query_scalar(
        "SELECT next_reminder_at FROM seat_deadlines WHERE game_id = $1 AND seat = $2",
    )
    .bind(game)
    .bind(seat)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        expires - next,
        Duration::hours(24),
        "a day before the cut-off"
    );

    let app = spawn_app().await;
    let (game, _) = game_with_time(&app, &[("time_control", "days-5")]).await;
    let (started, due, expires) = deadline_of(&app, game, waiting_seat(&app, game).await).await;
    assert_eq!(
        (due - started, expires - due),
        (Duration::days(5), Duration::zero())
    );
}

/// Issue 29: a time control out of range is refused in words, in the
/// reader's language, on the form and in the API, and creates nothing.
#[tokio::test]
async fn a_bad_time_control_is_refused_in_words() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    for (fields, words) in [
        (
            vec![
                ("time_control", "custom"),
                ("time_limit", "none"),
                ("time_cap", "24"),
                ("time_bank", "0"),
            ],
            "A game without a time limit has no bank, no increment and no cap.",
        ),
        (
            vec![
                ("time_control", "custom"),
                ("time_limit", "none"),
                ("time_bank", "168"),
                ("time_cap", "72"),
            ],
            "The most a bank may hold must be at least the bank itself and at most 28 days.",
        ),
        (
            vec![("time_control", "days-4")],
            "There is no such time control",
        ),
        (
            vec![("time_limit", "1000")],
            "The time per move must be between 1 hour and 28 days.",
        ),
    ] {
        let mut form = vec![("kind", "countdown"), ("seats", "2")];
        form.extend(fields.iter().copied());
        let response = app.post_form(&anna, "/games", &form).await;
        assert_eq!(response.status().as_u16(), 422, "{fields:?}");
        let page = response.text().await.unwrap();
        assert!(page.contains(words), "{fields:?}: {page}");
    }
    // The same in French, through the API.
    let token = app.api_token(anna_id).await;
    let response = reqwest::Client::new()
        .post(format!("{}/api/v1/games", app.address))
        .bearer_auth(&token)
        .header("Accept-Language", "fr")
        .json(&serde_json::json!({
            "kind": "countdown", "seats": 2,
            "time_control": "days-3", "move_time_limit_hours": 24
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 422);
    let body = response.text().await.unwrap();
    assert!(body.contains("pas les deux"), "{body}");
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(games, 0);
}

/// Issue 29: the API takes a preset, lists each game's control and policy,
/// and gives the caller's real cut-off while it is their turn.
#[tokio::test]
async fn the_api_takes_a_preset_and_lists_the_clock() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let client = reqwest::Client::new();
    let created: serde_json::Value = client
        .post(format!("{}/api/v1/games", app.address))
        .bearer_auth(app.api_token(anna_id).await)
        .json(&serde_json::json!({
            "kind": "countdown", "seats": 2, "time_control": "fischer-1d-12h-3d",
            "timeout_policy": "bot"
        }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let game: Uuid = created["id"].as_str().unwrap().parse().unwrap();
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let waiting = app.user_at(game, waiting_seat(&app, game).await).await;
    let (_, _, expires) = deadline_of(&app, game, waiting_seat(&app, game).await).await;
    for user in [anna_id, bob_id] {
        let mine: serde_json::Value = client
            .get(format!("{}/api/v1/me/games", app.address))
            .bearer_auth(app.api_token(user).await)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let listed = mine
            .as_array()
            .and_then(|games| games.iter().find(|g| g["id"] == game.to_string()))
            .unwrap_or_else(|| panic!("{mine}"));
        assert_eq!(
            listed["time_control"],
            serde_json::json!({"per_move_hours": 0, "bank_hours": 24, "increment_hours": 12, "cap_hours": 72})
        );
        assert_eq!(listed["timeout_policy"], "bot");
        if user == waiting {
            let cut_off: chrono::DateTime<Utc> =
                serde_json::from_value(listed["my_cut_off"].clone()).unwrap();
            assert_eq!(cut_off, expires);
        } else {
            assert!(listed["my_cut_off"].is_null());
        }
    }
}

/// Issue 29: a player's days off stop their clock. With the three days after
/// today off, a day per move started today runs out four days from now.
#[tokio::test]
async fn days_off_stop_the_clock_and_too_many_are_refused_in_words() {
    use chrono::Datelike;
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
    let today = Utc::now().weekday().num_days_from_monday() as usize;
    let (_, settings) = app.page(&anna, "/settings").await;
    assert!(
        settings.contains("name=\"off_sat\""),
        "the settings offer days off"
    );
    let base = vec![
        ("language", ""),
        ("time_zone", "UTC"),
        ("mode", "immediate"),
        ("batch_minutes", "60"),
        ("digest_hour", "8"),
        ("until", ""),
    ];
    // Four days off: refused in words, nothing saved.
    let mut four = base.clone();
    for day in 1..=4 {
        four.push((
            Box::leak(format!("off_{}", names[(today + day) % 7]).into_boxed_str()),
            "1",
        ));
    }
    let refused = app.post_form(&anna, "/settings", &four).await;
    assert_eq!(refused.status().as_u16(), 422);
    assert!(refused
        .text()
        .await
        .unwrap()
        .contains("At most three days off a week"));
    // The three days after today off, for both players.
    let mut three = base.clone();
    for day in 1..=3 {
        three.push((
            Box::leak(format!("off_{}", names[(today + day) % 7]).into_boxed_str()),
            "1",
        ));
    }
    for client in [&anna, &bob] {
        let saved = app.post_form(client, "/settings", &three).await;
        assert_eq!(saved.status().as_u16(), 303);
    }
    let stored: i16 = sqlx::query_scalar("SELECT clock_days_off FROM users WHERE id = $1")
        .bind(anna_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored.count_ones(), 3);
    let (_, settings) = app.page(&anna, "/settings").await;
    assert!(settings.contains(&format!(
        "name=\"off_{}\" value=\"1\" checked",
        names[(today + 1) % 7]
    )));

    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("time_control", "days-1"),
            ],
        )
        .await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let _ = bob_id;
    let (started, due, expires) = deadline_of(&app, game, waiting_seat(&app, game).await).await;
    assert_eq!(
        due - started,
        Duration::hours(24 + 72),
        "three days off in between"
    );
    assert_eq!(expires, due);
}

/// Issue 29: the vacation allowance. A declared absence draws from it (and a
/// shortened one gives back the rest); one longer than what is left is
/// refused in words; when a player's time runs out, a day of it is spent
/// before the timeout policy applies, and the timeout comes once it is gone.
#[tokio::test]
async fn the_vacation_allowance_pays_for_absences_and_puts_off_a_timeout() {
    let app = spawn_app().await;
    let (game, players) = game_with_time(&app, &[("time_control", "days-2")]).await;
    let waiting = waiting_seat(&app, game).await;
    let mover = app.user_at(game, waiting).await;
    let client = &players.iter().find(|(_, id)| *id == mover).unwrap().0;
    let left = |app: &TestApp, user: Uuid| {
        let pool = app.pool.clone();
        async move {
            let seconds: i64 =
                sqlx::query_scalar("SELECT vacation_seconds FROM users WHERE id = $1")
                    .bind(user)
                    .fetch_one(&pool)
                    .await
                    .unwrap();
            seconds
        }
    };
    assert_eq!(
        left(&app, mover).await,
        7 * 86_400,
        "everyone starts with a week"
    );
    let (_, settings) = app.page(client, "/settings").await;
    assert!(
        settings.contains("Vacation left: 7 d 0 h"),
        "the settings say it"
    );

    // Ten days away: more than the week left, refused in words.
    let far = (Utc::now() + Duration::days(10))
        .format("%Y-%m-%d")
        .to_string();
    let refused = app
        .post_form(client, "/settings/away", &[("until", &far)])
        .await;
    assert_eq!(refused.status().as_u16(), 422);
    let page = refused.text().await.unwrap();
    assert!(
        page.contains("That absence is longer than the vacation you have left."),
        "{page}"
    );
    assert!(
        page.contains("You have 6 days and 23 hours of vacation left.")
            || page.contains("You have 7 days and 0 hours of vacation left."),
        "{page}"
    );
    let away: Option<chrono::DateTime<Utc>> =
        sqlx::query_scalar("SELECT away_until FROM users WHERE id = $1")
            .bind(mover)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(away, None, "nothing changed");

    // Two days away: taken from the allowance, the clock moves on by as
    // much; back at once: the days come back and the clock moves back.
    let (_, _, before_absence) = deadline_of(&app, game, waiting).await;
    let near = (Utc::now() + Duration::days(1))
        .format("%Y-%m-%d")
        .to_string();
    let saved = app
        .post_form(client, "/settings/away", &[("until", &near)])
        .await;
    assert_eq!(saved.status().as_u16(), 303);
    let after_absence = left(&app, mover).await;
    assert!(
        after_absence < 6 * 86_400 && after_absence > 4 * 86_400,
        "{after_absence}"
    );
    let (_, _, during) = deadline_of(&app, game, waiting).await;
    assert_eq!(
        (during - before_absence).num_seconds(),
        7 * 86_400 - after_absence,
        "the clock moved by the days taken"
    );
    app.post_form(client, "/settings/away", &[("until", "")])
        .await;
    let back = left(&app, mover).await;
    assert!(back > 7 * 86_400 - 120, "the unused days came back: {back}");
    let (_, _, after_return) = deadline_of(&app, game, waiting).await;
    assert!(
        (after_return - before_absence).abs() < Duration::minutes(2),
        "the clock moved back: {before_absence} → {after_return}"
    );

    // The time runs out: a day of vacation instead of the timeout.
    let (_, _, expires) = deadline_of(&app, game, waiting).await;
    let late = expires + Duration::minutes(1);
    let done = sweep(&app.pool, late).await.unwrap();
    assert_eq!((done.vacations, done.timeouts), (1, 0));
    let (_, _, moved) = deadline_of(&app, game, waiting).await;
    assert_eq!(moved, late + Duration::days(1), "a day later");
    // A week, plus what accrued in the two days the clock moved on
    // (30 days a year: about 4 hours), less the day taken.
    let after = left(&app, mover).await;
    assert!(
        (6 * 86_400 + 3 * 3600..6 * 86_400 + 5 * 3600).contains(&after),
        "{after}"
    );
    assert!(
        kinds_for(&app, mover)
            .await
            .contains(&"reminder".to_owned()),
        "the player hears of it"
    );
    assert_eq!(
        app.waiting_seat(game).await,
        waiting,
        "the turn is still theirs"
    );

    // With nothing left, the timeout policy applies.
    app.without_vacation(&[mover]).await;
    let done = sweep(&app.pool, moved + Duration::minutes(1))
        .await
        .unwrap();
    assert_eq!(done.vacations, 0);
    assert!(done.timeouts >= 1);
}

/// Issue 29: no cut-off runs out in a player's night (their quiet hours):
/// one that would is moved to the night's end.
#[tokio::test]
async fn a_cut_off_never_falls_in_the_players_night() {
    use chrono::Timelike;
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    // A night of two hours around this time tomorrow, for both.
    let from = (Utc::now() + Duration::hours(24)).hour();
    let to = (from + 2) % 24;
    let (from, to) = (from.to_string(), to.to_string());
    for client in [&anna, &bob] {
        let saved = app
            .post_form(
                client,
                "/settings",
                &[
                    ("language", ""),
                    ("time_zone", "UTC"),
                    ("mode", "immediate"),
                    ("batch_minutes", "60"),
                    ("digest_hour", "8"),
                    ("quiet_from", from.as_str()),
                    ("quiet_to", to.as_str()),
                    ("until", ""),
                ],
            )
            .await;
        assert_eq!(saved.status().as_u16(), 303);
    }
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("time_control", "days-1"),
            ],
        )
        .await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let (started, due, expires) = deadline_of(&app, game, waiting_seat(&app, game).await).await;
    assert_eq!(
        due - started,
        Duration::hours(24),
        "the day per move itself"
    );
    assert_eq!(
        (expires.hour(), expires.minute(), expires.second()),
        (to.parse::<u32>().unwrap(), 0, 0),
        "moved to the end of the night: {expires}"
    );
    assert!(expires > due && expires - due <= Duration::hours(2));
}

/// Issue 29: the API's game state carries the clock: the control, the
/// timeout policy, each waiting seat's real cut-off and each seat's bank.
#[tokio::test]
async fn the_api_game_state_carries_every_seats_clock() {
    let app = spawn_app().await;
    let (game, players) = game_with_time(
        &app,
        &[
            ("time_control", "fischer-3d-1d-7d"),
            ("timeout_policy", "end"),
        ],
    )
    .await;
    let waiting = waiting_seat(&app, game).await;
    let (_, _, expires) = deadline_of(&app, game, waiting).await;
    let state: serde_json::Value = reqwest::Client::new()
        .get(format!("{}/api/v1/games/{game}", app.address))
        .bearer_auth(app.api_token(players[0].1).await)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(state["time_control"]["increment_hours"], 24, "{state}");
    assert_eq!(state["timeout_policy"], "end");
    for player in state["players"].as_array().unwrap() {
        assert_eq!(player["bank_seconds"], 72 * 3600);
        if player["seat"] == waiting {
            let cut_off: chrono::DateTime<Utc> =
                serde_json::from_value(player["cut_off"].clone()).unwrap();
            assert_eq!(cut_off, expires);
        } else {
            assert!(player["cut_off"].is_null());
        }
    }
}

/// Issue 29: under the "computer plays" policy too, a person's allowance
/// puts the timeout off by a day before the computer takes the seat.
#[tokio::test]
async fn the_computer_waits_for_a_day_of_vacation_before_taking_a_seat() {
    let app = spawn_app().await;
    let (game, _) = game_with_time(&app, &[("time_limit", "24"), ("timeout_policy", "bot")]).await;
    let waiting = waiting_seat(&app, game).await;
    let mover = app.user_at(game, waiting).await;
    let (_, _, expires) = deadline_of(&app, game, waiting).await;
    let late = expires + Duration::minutes(1);
    // The worker claims the seat, then finds a day of vacation to spend.
    computer_moves(&app.pool, late).await;
    assert!(
        !is_bot(&app, game, mover).await,
        "the seat is still the person's"
    );
    let (_, _, moved) = deadline_of(&app, game, waiting).await;
    // A day from when the worker looked (its clock runs on while it works).
    assert!(
        (moved - late - Duration::days(1)).abs() < Duration::seconds(1),
        "{moved}"
    );
    // With the allowance spent, the computer takes the seat.
    app.without_vacation(&[mover]).await;
    computer_moves(&app.pool, moved + Duration::minutes(1)).await;
    assert!(is_bot(&app, game, mover).await, "now the computer holds it");
}

/// Whoever waits while the Carolingi hourglass runs has an hourglass
/// deadline, whether they were waiting before it began (the last to choose
/// an exchange waits on, now to place) or not, with a time control or none;
/// and nobody keeps one once it stops.
#[tokio::test]
async fn the_hourglass_deadline_goes_to_every_seat_that_waits_under_it() {
    for time_control in ["none", "days-3"] {
        let app = spawn_app().await;
        let (anna, bob) = (browser(), browser());
        let anna_id = app.sign_up(&anna, "anna").await;
        let bob_id = app.sign_up(&bob, "bob").await;
        app.without_vacation(&[anna_id, bob_id]).await;
        let game = app
            .create_game(
                &anna,
                &[
                    ("kind", "carolingi"),
                    ("seats", "2"),
                    ("time_control", time_control),
                    ("opt.sundial_year", "830"),
                    ("opt.hourglass_hours", "24"),
                ],
            )
            .await;
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await;
        let tokens = [
            (anna_id, app.api_token(anna_id).await),
            (bob_id, app.api_token(bob_id).await),
        ];
        let engine = scriptorium::games::Registry::any("carolingi")
            .unwrap()
            .engine;
        let mut under_hourglass = 0;
        for step in 0..400 {
            let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
            if record.status == store::games::GameStatus::Finished {
                break;
            }
            let limit = engine
                .restore(record.state.as_ref().expect("a started game"))
                .unwrap()
                .rules_time_limit_hours();
            let rows: Vec<(i16, bool)> = sqlx::query_as(
                "SELECT seat, hourglass FROM seat_deadlines WHERE game_id = $1 ORDER BY seat",
            )
            .bind(game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
            for seat in &record.waiting_on {
                let row = rows.iter().find(|(s, _)| *s == seat.number());
                if limit.is_some() {
                    assert_eq!(
                        row.map(|(_, hourglass)| *hourglass),
                        Some(true),
                        "{time_control}, step {step}: seat {seat:?} waits under the hourglass: {rows:?}"
                    );
                } else {
                    assert!(
                        !row.is_some_and(|(_, hourglass)| *hourglass),
                        "{time_control}, step {step}: no hourglass after it stops: {rows:?}"
                    );
                }
            }
            if limit.is_some() {
                under_hourglass += 1;
            }
            // The first waiting seat decides, choosing pseudo-randomly.
            let seat = record.waiting_on[0];
            let user = app.user_at(game, seat).await;
            let token = &tokens.iter().find(|(id, _)| *id == user).unwrap().1;
            let state = app.api_game(token, game).await;
            let legal = state["legal_actions"].as_array().unwrap();
            let action = &legal[(step * 7919 + 3) % legal.len()]["action"];
            assert_eq!(app.api_act(token, game, &state["seq"], action).await, 200);
        }
        assert!(under_hourglass > 10, "{time_control}: the hourglass ran");
    }
}
