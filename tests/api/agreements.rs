//! Issue 29: agreements among the players — pause (the clocks stop, nobody
//! moves, a player resumes), end now with the scores as they stand, call
//! off (unrated); each proposal and answer in the log and the history; one
//! "no" ends it; it lapses; the computer's seats follow the people.

use crate::helpers::{browser, spawn_app, TestApp};
use chrono::{Duration, Utc};
use scriptorium::sweeper::sweep;
use uuid::Uuid;

struct Table {
    game: Uuid,
    anna: (reqwest::Client, Uuid),
    bob: (reqwest::Client, Uuid),
}

/// A started two-player countdown game with two days per move.
async fn table(app: &TestApp) -> Table {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("time_control", "days-2"),
            ],
        )
        .await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    Table {
        game,
        anna: (anna, anna_id),
        bob: (bob, bob_id),
    }
}

async fn expires(app: &TestApp, game: Uuid) -> chrono::DateTime<Utc> {
    sqlx::query_scalar("SELECT expires_at FROM seat_deadlines WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn column<T>(app: &TestApp, sql: &str, game: Uuid) -> T
where
    T: for<'r> sqlx::Decode<'r, sqlx::Postgres> + sqlx::Type<sqlx::Postgres> + Send + Unpin,
{
    sqlx::query_scalar(sql)
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_pause_needs_everyone_stops_the_clocks_and_the_moves_until_resumed() {
    let app = spawn_app().await;
    let t = table(&app).await;
    let game = t.game;
    let page = format!("/games/{game}");
    let before = expires(&app, game).await;

    // Anna proposes; Bob is asked (by mail and on the page).
    let proposed = app
        .post_form(
            &t.anna.0,
            &format!("{page}/agreements"),
            &[("kind", "pause")],
        )
        .await;
    assert_eq!(proposed.status().as_u16(), 303);
    let asked: i64 =
        sqlx::query_scalar("SELECT count(*) FROM outbox WHERE user_id = $1 AND kind = 'proposal'")
            .bind(t.bob.1)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(asked, 1);
    let (_, bobs) = app.page(&t.bob.0, &page).await;
    assert!(bobs.contains("anna proposes to pause the game"), "{bobs}");
    assert!(bobs.contains("name=\"accept\" value=\"yes\""));
    // One proposal at a time; an onlooker has no say.
    let again = app
        .post_form(&t.anna.0, &format!("{page}/agreements"), &[("kind", "end")])
        .await;
    assert_eq!(again.status().as_u16(), 409);
    let carl = browser();
    app.sign_up(&carl, "carl").await;
    let onlooker = app
        .post_form(
            &carl,
            &format!("{page}/agreements/answer"),
            &[("accept", "yes")],
        )
        .await;
    assert_eq!(onlooker.status().as_u16(), 403);
    let paused: Option<chrono::DateTime<Utc>> =
        column(&app, "SELECT paused_at FROM games WHERE id = $1", game).await;
    assert_eq!(paused, None, "not until everyone agrees");

    // Bob accepts: the game is paused.
    let accepted = app
        .post_form(
            &t.bob.0,
            &format!("{page}/agreements/answer"),
            &[("accept", "yes")],
        )
        .await;
    assert_eq!(accepted.status().as_u16(), 303);
    let paused: Option<chrono::DateTime<Utc>> =
        column(&app, "SELECT paused_at FROM games WHERE id = $1", game).await;
    assert!(paused.is_some());
    let (_, annas) = app.page(&t.anna.0, &page).await;
    assert!(annas.contains("Paused by agreement since"));
    // Nobody moves, and no clock runs out while paused.
    let waiting = app.waiting_seat(game).await;
    let mover = app.user_at(game, waiting).await;
    let token = app.api_token(mover).await;
    let seq = app.seq(game).await;
    let moved = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/actions")))
        .bearer_auth(&token)
        .json(&serde_json::json!({"seq": seq, "token": Uuid::new_v4(), "action": {"type": "take_one"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(moved.status().as_u16(), 409);
    assert!(moved.text().await.unwrap().contains("paused"));
    app.without_vacation(&[t.anna.1, t.bob.1]).await;
    let done = sweep(&app.pool, before + Duration::hours(1)).await.unwrap();
    assert_eq!(
        (done.timeouts, done.reminders),
        (0, 0),
        "the clocks stand still"
    );

    // Resumed: the deadlines moved on by the pause.
    let paused_at = paused.unwrap();
    let resumed = app
        .post_form(&t.anna.0, &format!("{page}/resume"), &[])
        .await;
    assert_eq!(resumed.status().as_u16(), 303);
    let after = expires(&app, game).await;
    let pause = Utc::now() - paused_at;
    assert!(
        (after - before - pause).abs() < Duration::seconds(2),
        "the cut-off moved by the pause: {before} → {after} ({pause})"
    );
    let (_, history) = app.page(&t.bob.0, &format!("{page}/history")).await;
    for line in [
        "anna proposed to pause the game",
        "bob accepted",
        "Agreed: the game is paused",
        "anna resumed the game",
    ] {
        assert!(history.contains(line), "{line}: {history}");
    }
}

#[tokio::test]
async fn calling_off_ends_the_game_unrated_and_one_no_ends_a_proposal() {
    let app = spawn_app().await;
    let t = table(&app).await;
    let game = t.game;
    let page = format!("/games/{game}");
    // Bob declines Anna's proposal to end: nothing happens.
    app.post_form(&t.anna.0, &format!("{page}/agreements"), &[("kind", "end")])
        .await;
    let declined = app
        .post_form(
            &t.bob.0,
            &format!("{page}/agreements/answer"),
            &[("accept", "no")],
        )
        .await;
    assert_eq!(declined.status().as_u16(), 303);
    let status: String = column(&app, "SELECT status FROM games WHERE id = $1", game).await;
    assert_eq!(status, "active");
    let pending: i64 = column(
        &app,
        "SELECT count(*) FROM agreement_proposals WHERE game_id = $1",
        game,
    )
    .await;
    assert_eq!(pending, 0);

    // Through the API: Bob proposes to call it off, Anna accepts.
    let api = reqwest::Client::new();
    let proposed = api
        .post(app.url(&format!("/api/v1/games/{game}/agreements")))
        .bearer_auth(app.api_token(t.bob.1).await)
        .json(&serde_json::json!({"kind": "call_off"}))
        .send()
        .await
        .unwrap();
    assert_eq!(proposed.status().as_u16(), 200);
    let accepted = api
        .post(app.url(&format!("/api/v1/games/{game}/agreements/answer")))
        .bearer_auth(app.api_token(t.anna.1).await)
        .json(&serde_json::json!({"accept": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(accepted.status().as_u16(), 200);
    let status: String = column(&app, "SELECT status FROM games WHERE id = $1", game).await;
    assert_eq!(status, "finished");
    let rated: i64 = column(
        &app,
        "SELECT count(*) FROM rating_changes WHERE game_id = $1",
        game,
    )
    .await;
    assert_eq!(rated, 0, "called off: unrated");
    let deadlines: i64 = column(
        &app,
        "SELECT count(*) FROM seat_deadlines WHERE game_id = $1",
        game,
    )
    .await;
    assert_eq!(deadlines, 0);
    let (_, annas) = app.page(&t.anna.0, &page).await;
    assert!(annas.contains("Called off by agreement: no winner, not rated."));
    let (_, history) = app.page(&t.anna.0, &format!("{page}/history")).await;
    assert!(history.contains("bob said no") && history.contains("Agreed: the game is called off"));
    // The export carries every step and replays.
    let (status, export) = app.page(&t.anna.0, &format!("{page}/export.jsonl")).await;
    assert_eq!(status, 200);
    assert!(export.contains("\"agreement\""), "{export}");
    scriptorium::history::verify_export(&export).expect("the export verifies");
}

#[tokio::test]
async fn ending_now_scores_the_game_as_it_stands_and_the_computer_follows() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    // Against the computer: Anna alone decides.
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("computers_easy", "1"),
            ],
        )
        .await;
    let ended = app
        .post_form(
            &anna,
            &format!("/games/{game}/agreements"),
            &[("kind", "end")],
        )
        .await;
    assert_eq!(ended.status().as_u16(), 303);
    let status: String = column(&app, "SELECT status FROM games WHERE id = $1", game).await;
    assert_eq!(status, "finished", "the computer's seat follows the person");
    let outcome: serde_json::Value =
        column(&app, "SELECT outcome FROM games WHERE id = $1", game).await;
    // The countdown has no score before its end: both share the win.
    assert_eq!(
        outcome["winners"].as_array().map(Vec::len),
        Some(2),
        "{outcome}"
    );
    let by: Option<String> = column(
        &app,
        "SELECT ended_by_agreement FROM games WHERE id = $1",
        game,
    )
    .await;
    assert_eq!(by.as_deref(), Some("end"));
    let _ = anna_id;
}

#[tokio::test]
async fn a_proposal_without_every_answer_lapses() {
    let app = spawn_app().await;
    let t = table(&app).await;
    let game = t.game;
    app.post_form(
        &t.anna.0,
        &format!("/games/{game}/agreements"),
        &[("kind", "pause")],
    )
    .await;
    let done = sweep(&app.pool, Utc::now() + Duration::hours(1))
        .await
        .unwrap();
    assert_eq!(done.lapsed, 0, "not yet");
    let done = sweep(
        &app.pool,
        Utc::now() + Duration::days(3) + Duration::minutes(1),
    )
    .await
    .unwrap();
    assert_eq!(done.lapsed, 1);
    let pending: i64 = column(
        &app,
        "SELECT count(*) FROM agreement_proposals WHERE game_id = $1",
        game,
    )
    .await;
    assert_eq!(pending, 0);
    let late = app
        .post_form(
            &t.bob.0,
            &format!("/games/{game}/agreements/answer"),
            &[("accept", "yes")],
        )
        .await;
    assert_eq!(late.status().as_u16(), 409);
    let (_, history) = app.page(&t.bob.0, &format!("/games/{game}/history")).await;
    assert!(history.contains("The proposal lapsed"));
}

/// An answer given twice counts once; a player cannot answer for another.
#[tokio::test]
async fn an_answer_counts_once() {
    let app = spawn_app().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    let (bob, carl) = (browser(), browser());
    app.sign_up(&bob, "bob").await;
    app.sign_up(&carl, "carl").await;
    let game = app.create_countdown(&anna, "3").await;
    for client in [&bob, &carl] {
        app.post_form(client, &format!("/games/{game}/join"), &[])
            .await;
    }
    app.post_form(
        &anna,
        &format!("/games/{game}/agreements"),
        &[("kind", "call_off")],
    )
    .await;
    let first = app
        .post_form(
            &bob,
            &format!("/games/{game}/agreements/answer"),
            &[("accept", "yes")],
        )
        .await;
    assert_eq!(first.status().as_u16(), 303);
    let seq = app.seq(game).await;
    let again = app
        .post_form(
            &bob,
            &format!("/games/{game}/agreements/answer"),
            &[("accept", "yes")],
        )
        .await;
    assert_eq!(again.status().as_u16(), 409);
    assert!(again
        .text()
        .await
        .unwrap()
        .contains("You already accepted."));
    assert_eq!(app.seq(game).await, seq, "nothing written");
    let status: String = column(&app, "SELECT status FROM games WHERE id = $1", game).await;
    assert_eq!(status, "active", "carl has not answered");
}

/// Issue 39: one timeout under "the computer plays until the player
/// returns" handed the other a rated win — the held seat did not count, so
/// the one person left ended the game at once. The seat's person may still
/// come back: the proposal waits for them, they hear of it, and only their
/// own answer ends it.
#[tokio::test]
async fn a_seat_held_for_an_absent_player_still_has_its_say() {
    let app = spawn_app().await;
    // The first mover let their time run out: the computer holds the seat.
    let crate::deadlines::TakenOver {
        game,
        absent,
        present,
    } = crate::deadlines::taken_over(&app).await;
    let (present, absent_client, absent) = (&present.0, &absent.0, absent.1);
    let proposed = app
        .post_form(
            present,
            &format!("/games/{game}/agreements"),
            &[("kind", "end")],
        )
        .await;
    assert_eq!(proposed.status().as_u16(), 303);
    let status: String = column(&app, "SELECT status FROM games WHERE id = $1", game).await;
    assert_eq!(status, "active", "the proposal waits for the absent player");
    let asked: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE game_id = $1 AND user_id = $2 AND kind = 'proposal'",
    )
    .bind(game)
    .bind(absent)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(asked, 1, "and they hear of it");
    // They come back to answer: their "no" ends it, the game goes on.
    let declined = app
        .post_form(
            absent_client,
            &format!("/games/{game}/agreements/answer"),
            &[("accept", "no")],
        )
        .await;
    assert_eq!(declined.status().as_u16(), 303);
    let status: String = column(&app, "SELECT status FROM games WHERE id = $1", game).await;
    assert_eq!(status, "active");
    let pending: i64 = column(
        &app,
        "SELECT count(*) FROM agreement_proposals WHERE game_id = $1",
        game,
    )
    .await;
    assert_eq!(pending, 0);
}

/// Issue 39: proposing and withdrawing in turn mailed the other player
/// about 1,400 times an hour. Proposals and withdrawals are limited per
/// player and game, and a player hears of proposals in a game once a day.
#[tokio::test]
async fn proposals_are_limited_and_heard_of_once_a_day() {
    let app = spawn_app().await;
    let table = table(&app).await;
    let (anna, _) = &table.anna;
    let mut refused_at = None;
    for attempt in 1..=10 {
        let proposed = app
            .post_form(
                anna,
                &format!("/games/{}/agreements", table.game),
                &[("kind", "pause")],
            )
            .await;
        if proposed.status().as_u16() == 429 {
            refused_at = Some(attempt);
            break;
        }
        assert_eq!(proposed.status().as_u16(), 303, "attempt {attempt}");
        let withdrawn = app
            .post_form(
                anna,
                &format!("/games/{}/agreements/answer", table.game),
                &[("accept", "no")],
            )
            .await;
        if withdrawn.status().as_u16() == 429 {
            refused_at = Some(attempt);
            break;
        }
        assert_eq!(withdrawn.status().as_u16(), 303, "attempt {attempt}");
    }
    // Four proposals and withdrawals together (two of each); the fifth act,
    // the third proposal, is refused.
    assert_eq!(
        refused_at,
        Some(3),
        "refused at the fifth proposal or withdrawal"
    );
    let told: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE game_id = $1 AND user_id = $2 AND kind = 'proposal'",
    )
    .bind(table.game)
    .bind(table.bob.1)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(told, 1, "bob heard of the proposals once");
}
