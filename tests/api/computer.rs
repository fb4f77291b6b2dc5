//! Computer players in the service (#16): a seat taken by a computer when a
//! game is created, "play now", the worker that decides for them (claims,
//! leases, the same submit path), and who may not use their accounts.

use crate::helpers::{browser, computer_moves, created_game, spawn_app, TestApp};
use chrono::{Duration, Utc};
use scriptorium::games::StoredSeat;
use scriptorium::store;
use uuid::Uuid;

/// The computer player accounts seated in a game, with their levels.
async fn computers_in(app: &TestApp, game: Uuid) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT u.computer_level FROM game_players p JOIN users u ON u.id = p.user_id
         WHERE p.game_id = $1 AND u.computer_level IS NOT NULL ORDER BY u.computer_level",
    )
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

async fn status_of(app: &TestApp, game: Uuid) -> String {
    sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// How many log rows of the game hold this kind of entry.
async fn log_rows(app: &TestApp, game: Uuid, key: &str) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM game_events WHERE game_id = $1 AND payload ? $2")
        .bind(game)
        .bind(key)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn play_now_puts_a_newcomer_in_a_game_against_the_computer() {
    let app = spawn_app().await;
    // A visitor sees the offer, and is sent to sign up.
    let (_, landing) = app.page(&browser(), "/").await;
    assert!(landing.contains("Play the computer now"), "{landing}");
    assert!(landing.contains("<a class=\"button\" href=\"/signup\">Create an account</a>"));

    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let (_, lobby) = app.page(&anna, "/").await;
    for game in ["carolus-magnus", "torres", "carolingi"] {
        assert!(
            lobby.contains(&format!("name=\"kind\" value=\"{game}\"")),
            "a button for {game}"
        );
    }
    // One click: a game with a computer player, started.
    let response = app
        .post_form(&anna, "/play-now", &[("kind", "torres"), ("level", "easy")])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let game = created_game(&response);
    assert_eq!(status_of(&app, game).await, "active");
    assert_eq!(computers_in(&app, game).await, vec!["easy"]);

    // The computer answers whenever the game waits on it; then it is
    // anna's turn, and her page says who she plays against.
    computer_moves(&app.pool, Utc::now()).await;
    let waiting = app.waiting_seat(game).await;
    assert_eq!(app.user_at(game, waiting).await, anna_id);
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert!(page.contains("Pippin (computer)"), "{page}");
    assert!(page.contains("computer player · easy"), "{page}");
    assert!(page.contains("<strong>It is your turn.</strong>"));
    // Nothing is ever queued for a computer's mailbox.
    let computer_mail: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox o JOIN users u ON u.id = o.user_id
         WHERE u.computer_level IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(computer_mail, 0);
    app.assert_projection_is_fold(game).await;
}

/// A game of `kind` where anna sits with computer players and lets her
/// time run out, so that the computer plays every seat; played to its end
/// through the service. Returns the game and anna.
async fn all_computers(
    app: &TestApp,
    kind: &str,
    seats: &str,
    (easy, strong): (&str, &str),
) -> (Uuid, reqwest::Client, Uuid) {
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", kind),
                ("seats", seats),
                ("computers_easy", easy),
                ("computers_strong", strong),
                ("time_limit", "24"),
                ("timeout_policy", "bot"),
            ],
        )
        .await;
    assert_eq!(status_of(app, game).await, "active", "started at once");
    // No vacation allowance puts the computer off: it takes anna's seat at
    // her first timeout.
    app.without_vacation(&[anna_id]).await;
    // Each round a day passes: the computers answer at once, anna not at
    // all, so her deadline (24 hours from when her turn came) runs out.
    let mut decided = 0;
    for day in 1..50 {
        if status_of(app, game).await == "finished" {
            break;
        }
        decided += computer_moves(&app.pool, Utc::now() + Duration::hours(25 * day)).await;
    }
    let failures: Vec<(i16, Option<String>)> =
        sqlx::query_as("SELECT seat, failure FROM seat_deadlines WHERE game_id = $1")
            .bind(game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        status_of(app, game).await,
        "finished",
        "after {decided} decisions; waiting: {failures:?}"
    );
    assert!(decided > 40, "{decided} decisions");
    app.assert_projection_is_fold(game).await;
    (game, anna, anna_id)
}

#[tokio::test]
async fn a_game_of_four_computer_players_runs_through_the_service() {
    let app = spawn_app().await;
    // Carolus Magnus for four is two teams; anna's own seat is taken by the
    // computer when her time runs out, so all four seats are computers'.
    let (game, anna, anna_id) = all_computers(&app, "carolus-magnus", "4", ("2", "1")).await;
    assert_eq!(
        computers_in(&app, game).await,
        vec!["easy", "easy", "strong"]
    );
    // anna ran out of time once; every decision taken for her is marked.
    assert_eq!(log_rows(&app, game, "timed_out").await, 1);
    let anna_seat = crate::play::seat_of(&app, game, anna_id).await;
    let annas_decisions: i64 = sqlx::query_scalar(
        "SELECT count(DISTINCT action_no) FROM game_events
         WHERE game_id = $1 AND seat = $2 AND action_no > 0",
    )
    .bind(game)
    .bind(anna_seat)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        log_rows(&app, game, "computer_played").await,
        annas_decisions
    );
    assert!(annas_decisions > 5);
    let marked: i64 = sqlx::query_scalar(
        "SELECT max(seq) FROM game_events WHERE game_id = $1 AND payload ? 'computer_played'",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let (_, history) = app.page(&anna, &format!("/games/{game}/at/{marked}")).await;
    assert!(
        history.contains("the computer decides for anna"),
        "the history says which decisions the computer took"
    );
    // Partners share the result: the winners are a whole team.
    let winners: serde_json::Value = sqlx::query_scalar("SELECT outcome FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let winners = winners["winners"].as_array().expect("winners").len();
    assert!(
        winners == 2 || winners == 4,
        "a team wins (or both): {winners}"
    );
    // Practice against the computer is not rated.
    let rated: i64 = sqlx::query_scalar("SELECT count(*) FROM rating_changes WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rated, 0);
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn computer_players_finish_torres_and_carolingi_with_its_simultaneous_phases() {
    // Carolingi's placement and exchange are decided by every seat at once.
    for (kind, seats, levels) in [("torres", "2", ("0", "1")), ("carolingi", "3", ("1", "1"))] {
        let app = spawn_app().await;
        let (game, _, _) = all_computers(&app, kind, seats, levels).await;
        assert_eq!(log_rows(&app, game, "timed_out").await, 1, "{kind}");
        assert!(log_rows(&app, game, "computer_played").await > 0, "{kind}");
    }
}

/// A play-now game of the test game where the computer is to decide.
async fn computer_to_move(app: &TestApp, client: &reqwest::Client, user: Uuid) -> Uuid {
    for _ in 0..10 {
        let response = app
            .post_form(
                client,
                "/play-now",
                &[("kind", "countdown"), ("level", "strong")],
            )
            .await;
        let game = created_game(&response);
        let waiting = app.waiting_seat(game).await;
        if app.user_at(game, waiting).await != user {
            return game;
        }
    }
    panic!("the computer never moved first in ten games");
}

#[tokio::test]
async fn a_computer_that_stops_mid_thought_loses_nothing_and_two_never_think_alike() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let game = computer_to_move(&app, &anna, anna_id).await;
    let seq = app.seq(game).await;
    let now = Utc::now() + Duration::seconds(1);
    // A worker claims the seat, then dies before it decides.
    let claimed = store::computer::claim(&app.pool, now, 60_000)
        .await
        .unwrap()
        .expect("the computer's seat is due");
    assert_eq!(claimed.game_id, game);
    assert_eq!(claimed.level.as_deref(), Some("strong"));
    // Another worker passes it by while the claim holds...
    assert!(store::computer::claim(&app.pool, now, 60_000)
        .await
        .unwrap()
        .is_none());
    assert_eq!(computer_moves(&app.pool, now).await, 0);
    assert_eq!(app.seq(game).await, seq);
    // ...and takes it once the claim has lapsed.
    assert!(computer_moves(&app.pool, now + Duration::seconds(61)).await >= 1);
    assert!(app.seq(game).await > seq, "the computer decided");
    let waiting = app.waiting_seat(game).await;
    assert_eq!(app.user_at(game, waiting).await, anna_id);
    // anna is likely at the table: her "your turn" mail after the
    // computer's answer waits ten minutes (and is dropped if she moves).
    let waits: Vec<bool> = sqlx::query_scalar(
        "SELECT send_after > now() + interval '9 minutes' FROM outbox
         WHERE user_id = $1 AND kind = 'your_turn' AND game_id = $2",
    )
    .bind(anna_id)
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(waits, vec![true]);
    app.assert_projection_is_fold(game).await;
}

#[tokio::test]
async fn a_decision_the_game_moved_past_is_dropped_and_looked_at_again() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let game = computer_to_move(&app, &anna, anna_id).await;
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let seat = record.waiting_on[0];
    let action = serde_json::json!({"type": "take_one"});
    // A choice worked out for an older position is not played...
    let stale = scriptorium::play::computer_decides(
        &app.pool,
        game,
        seat,
        record.seq - 1,
        &action,
        Utc::now(),
    )
    .await
    .unwrap();
    assert!(!stale);
    assert_eq!(app.seq(game).await, record.seq);
    // ...nor for a seat the computer does not answer for.
    let others = scriptorium::play::computer_decides(
        &app.pool,
        game,
        StoredSeat::try_from(1 - seat.number()).unwrap(),
        record.seq,
        &action,
        Utc::now(),
    )
    .await
    .unwrap();
    assert!(!others);
    assert_eq!(app.seq(game).await, record.seq);
    // The one it owes is still owed.
    assert!(computer_moves(&app.pool, Utc::now() + Duration::seconds(1)).await >= 1);
    assert!(app.seq(game).await > record.seq);
}

#[tokio::test]
async fn computer_seats_are_refused_when_they_leave_no_seat_or_name_no_level() {
    let app = spawn_app().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    let games = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM games")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    let before = games().await;
    // Two computers in a two-seat game leave the creator no seat.
    let full = app
        .post_form(
            &anna,
            "/games",
            &[("kind", "torres"), ("seats", "2"), ("computers_easy", "2")],
        )
        .await;
    assert_eq!(full.status().as_u16(), 422);
    for (field, value) in [("computers_easy", "x"), ("computers_strong", "99")] {
        let bad = app
            .post_form(
                &anna,
                "/games",
                &[("kind", "torres"), ("seats", "3"), (field, value)],
            )
            .await;
        assert_eq!(bad.status().as_u16(), 400, "{field}={value}");
    }
    let bad_level = app
        .post_form(
            &anna,
            "/play-now",
            &[("kind", "torres"), ("level", "genius")],
        )
        .await;
    assert_eq!(bad_level.status().as_u16(), 400);
    let bad_kind = app
        .post_form(&anna, "/play-now", &[("kind", "chess"), ("level", "easy")])
        .await;
    assert_eq!(bad_kind.status().as_u16(), 404);
    // Without the form's CSRF token, and for a visitor, nothing is made.
    let forged = anna
        .post(app.url("/play-now"))
        .form(&[("kind", "torres"), ("level", "easy")])
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status().as_u16(), 403);
    let visitor = app
        .post_form(
            &browser(),
            "/play-now",
            &[("kind", "torres"), ("level", "easy")],
        )
        .await;
    assert_ne!(visitor.status().as_u16(), 303);
    assert_eq!(games().await, before, "no game was created");

    // The API takes the same seats, and the same refusal.
    let token = app
        .api_token(
            sqlx::query_scalar("SELECT id FROM users WHERE username = 'anna'")
                .fetch_one(&app.pool)
                .await
                .unwrap(),
        )
        .await;
    let api = reqwest::Client::new();
    let created = api
        .post(app.url("/api/v1/games"))
        .bearer_auth(&token)
        .json(
            &serde_json::json!({"kind": "carolingi", "seats": 3, "computers": ["strong", "easy"]}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let id: Uuid = created.json::<serde_json::Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(status_of(&app, id).await, "active");
    assert_eq!(computers_in(&app, id).await, vec!["easy", "strong"]);
    let shown: serde_json::Value = api
        .get(app.url(&format!("/api/v1/games/{id}")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let mut levels: Vec<&str> = shown["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|player| player["computer"].as_str())
        .collect();
    levels.sort();
    assert_eq!(levels, vec!["easy", "strong"], "{shown}");
    let refused = api
        .post(app.url("/api/v1/games"))
        .bearer_auth(&token)
        .json(
            &serde_json::json!({"kind": "carolingi", "seats": 2, "computers": ["strong", "easy"]}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status().as_u16(), 422);
}

#[tokio::test]
async fn nobody_can_log_in_as_a_computer_player_or_reset_its_password() {
    let app = spawn_app().await;
    for login in ["Alcuin (computer)", "strong-1@computer.invalid"] {
        for password in ["!", "correct horse battery", ""] {
            let response = app
                .post_form(
                    &browser(),
                    "/login",
                    &[("login", login), ("password", password)],
                )
                .await;
            assert_ne!(response.status().as_u16(), 303, "{login} / {password:?}");
        }
    }
    let reset = app
        .post_form(
            &browser(),
            "/reset",
            &[("email", "strong-1@computer.invalid")],
        )
        .await;
    assert!(reset.status().is_success() || reset.status().is_redirection());
    let resets: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM password_resets r JOIN users u ON u.id = r.user_id
         WHERE u.computer_level IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(resets, 0);
    // Nor can anyone sign up under a computer's name.
    let taken = app
        .post_form(
            &browser(),
            "/signup",
            &[
                ("username", "Alcuin (computer)"),
                ("email", "alcuin@example.org"),
                ("password", "correct horse battery"),
            ],
        )
        .await;
    assert_ne!(taken.status().as_u16(), 303);
}

#[tokio::test]
async fn a_rematch_against_the_computer_starts_at_once_with_the_same_computer() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let response = app
        .post_form(
            &anna,
            "/play-now",
            &[("kind", "countdown"), ("level", "easy")],
        )
        .await;
    let game = created_game(&response);
    app.play_to_end(game, &[anna_id]).await;
    let offered = app
        .post_form(&anna, &format!("/games/{game}/rematch"), &[])
        .await;
    assert_eq!(offered.status().as_u16(), 303);
    let rematch = created_game(&offered);
    assert_ne!(rematch, game);
    assert_eq!(
        status_of(&app, rematch).await,
        "active",
        "no one to wait for"
    );
    let same: Vec<Uuid> = sqlx::query_scalar(
        "SELECT a.user_id FROM game_players a JOIN game_players b USING (user_id)
         JOIN users u ON u.id = a.user_id
         WHERE a.game_id = $1 AND b.game_id = $2 AND u.computer_level IS NOT NULL",
    )
    .bind(game)
    .bind(rematch)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(same.len(), 1, "the same computer player sits down again");
    let invitations: i64 =
        sqlx::query_scalar("SELECT count(*) FROM game_invitations WHERE game_id = $1")
            .bind(rematch)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        invitations, 0,
        "nobody is invited: the computer needs no invitation"
    );
}

// Fair shares of the computer players (security issue, point 3).

/// A play-now game of the test game against the strong computer, moved on
/// by its player through the API if they were first, so that the computer
/// is to decide.
async fn computer_due(app: &TestApp, client: &reqwest::Client, user: Uuid, token: &str) -> Uuid {
    let response = app
        .post_form(
            client,
            "/play-now",
            &[("kind", "countdown"), ("level", "strong")],
        )
        .await;
    let game = created_game(&response);
    // The player's turn may hold more than one decision.
    for _ in 0..5 {
        if app.user_at(game, app.waiting_seat(game).await).await != user {
            break;
        }
        let api = reqwest::Client::new();
        let shown: serde_json::Value = api
            .get(app.url(&format!("/api/v1/games/{game}")))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let moved = api
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(token)
            .json(&serde_json::json!({
                "seq": app.seq(game).await,
                "token": Uuid::new_v4(),
                "action": shown["legal_actions"][0]["action"],
            }))
            .send()
            .await
            .unwrap();
        assert_eq!(moved.status().as_u16(), 200);
    }
    assert_ne!(app.user_at(game, app.waiting_seat(game).await).await, user);
    game
}

/// Makes the seats the computer answers for in `game` due since `at`.
async fn due_since(app: &TestApp, game: Uuid, at: chrono::DateTime<Utc>) {
    let moved = sqlx::query(
        "UPDATE seat_deadlines d SET expires_at = $2, due_at = $2, started_at = $2
         FROM game_players p
         WHERE d.game_id = $1 AND p.game_id = d.game_id AND p.seat = d.seat AND p.bot",
    )
    .bind(game)
    .bind(at)
    .execute(&app.pool)
    .await
    .unwrap();
    assert!(
        moved.rows_affected() >= 1,
        "a computer seat is due in {game}"
    );
}

/// One decision of the workers, at a fixed moment; the game it went to.
async fn next_decision(app: &TestApp, now: chrono::DateTime<Utc>, games: &[Uuid]) -> Option<Uuid> {
    let mut before = Vec::new();
    for game in games {
        before.push(app.seq(*game).await);
    }
    assert!(
        scriptorium::computer::decide_one(&app.pool, now, std::time::Duration::from_millis(20))
            .await
            .unwrap(),
        "a decision was due"
    );
    for (game, seq) in games.iter().zip(before) {
        if app.seq(*game).await > seq {
            return Some(*game);
        }
    }
    None
}

#[tokio::test]
async fn the_computer_serves_accounts_in_turn_not_first_come_first_served() {
    let app = spawn_app().await;
    let (anna, berta) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let berta_id = app.sign_up(&berta, "berta").await;
    let (anna_token, berta_token) = (app.api_token(anna_id).await, app.api_token(berta_id).await);
    // anna's five games have waited for the computer longest...
    let now = Utc::now() + Duration::seconds(1);
    let mut annas = Vec::new();
    for minutes in 0..5 {
        let game = computer_due(&app, &anna, anna_id, &anna_token).await;
        due_since(&app, game, now - Duration::minutes(30 - minutes)).await;
        annas.push(game);
    }
    // ...berta's one came a minute ago.
    let bertas = computer_due(&app, &berta, berta_id, &berta_token).await;
    due_since(&app, bertas, now - Duration::minutes(1)).await;
    let mut all = annas.clone();
    all.push(bertas);
    // First come first served would make berta wait for all five of anna's;
    // in turns she waits for one at most.
    let first = next_decision(&app, now, &all).await;
    let second = next_decision(&app, now, &all).await;
    assert!(
        first == Some(bertas) || second == Some(bertas),
        "berta's game is served first or second: {first:?}, {second:?} (hers {bertas})"
    );
    // anna's wait too, and every one is answered.
    computer_moves(&app.pool, now).await;
    for game in &all {
        assert_eq!(
            app.user_at(*game, app.waiting_seat(*game).await).await,
            if *game == bertas { berta_id } else { anna_id },
            "every computer answered in the end"
        );
    }
}

#[tokio::test]
async fn games_where_only_computers_are_left_come_after_every_game_with_a_person() {
    let app = spawn_app().await;
    let (anna, berta) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    let berta_id = app.sign_up(&berta, "berta").await;
    let berta_token = app.api_token(berta_id).await;
    // anna leaves two computers to play a game of three on their own, long
    // before berta plays hers.
    let alone = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "3"),
                ("computers_strong", "2"),
            ],
        )
        .await;
    assert_eq!(crate::resign::resign_by_form(&app, &anna, alone).await, 303);
    let now = Utc::now() + Duration::seconds(1);
    due_since(&app, alone, now - Duration::hours(1)).await;
    let bertas = computer_due(&app, &berta, berta_id, &berta_token).await;
    due_since(&app, bertas, now - Duration::minutes(1)).await;
    // berta's account was served a moment ago, anna's never: turns alone
    // would favour anna; a game nobody watches goes last all the same.
    let warm_up = computer_due(&app, &berta, berta_id, &berta_token).await;
    due_since(&app, warm_up, now - Duration::minutes(2)).await;
    let games = [alone, bertas, warm_up];
    let order = [
        next_decision(&app, now, &games).await,
        next_decision(&app, now, &games).await,
        next_decision(&app, now, &games).await,
    ];
    assert_eq!(
        order,
        [Some(warm_up), Some(bertas), Some(alone)],
        "the game without a person comes last (alone {alone}, berta's {bertas}, {warm_up})"
    );
    // anna resigned, but her game still runs.
    assert_eq!(status_of(&app, alone).await, "active");
}

/// How many games `user` sits in, and how many they created.
async fn games_of(app: &TestApp, user: Uuid) -> (i64, i64) {
    sqlx::query_as(
        "SELECT (SELECT count(*) FROM game_players WHERE user_id = $1),
                (SELECT count(*) FROM games WHERE created_by = $1)",
    )
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// The page a refused form sends its person back to shows the message.
async fn sent_back_with(
    app: &TestApp,
    client: &reqwest::Client,
    response: reqwest::Response,
    to: &str,
    message: &str,
) {
    assert_eq!(response.status().as_u16(), 303);
    let location = response.headers()["location"].to_str().unwrap().to_owned();
    assert_eq!(location, to);
    let (status, page) = app.page(client, &location).await;
    assert_eq!(status, 200);
    assert!(page.contains(message), "{location} says why: {page}");
}

const RUNNING: &str = "as many games against the computer under way as one account may have";
const TOO_FAST: &str = "You have started many games against the computer in the last hour";

#[tokio::test]
async fn an_account_has_ten_games_against_the_computer_under_way_at_most() {
    // The default (COMPUTER_GAMES_PER_ACCOUNT unset).
    let app = spawn_app().await;
    let (anna, berta) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let berta_id = app.sign_up(&berta, "berta").await;
    let token = app.api_token(anna_id).await;
    let mut games = Vec::new();
    for _ in 0..10 {
        let response = app
            .post_form(
                &anna,
                "/play-now",
                &[("kind", "countdown"), ("level", "strong")],
            )
            .await;
        games.push(created_game(&response));
    }
    let before = games_of(&app, anna_id).await;
    assert_eq!(before, (10, 10));
    // The eleventh: by "play now", by the form, by the API.
    let play_now = app
        .post_form(
            &anna,
            "/play-now",
            &[("kind", "countdown"), ("level", "easy")],
        )
        .await;
    sent_back_with(&app, &anna, play_now, "/", RUNNING).await;
    let form = app
        .post_form(
            &anna,
            "/games",
            &[
                ("kind", "countdown"),
                ("seats", "3"),
                ("computers_easy", "1"),
            ],
        )
        .await;
    sent_back_with(&app, &anna, form, "/games/new?kind=countdown", RUNNING).await;
    let api = reqwest::Client::new();
    let refused = api
        .post(app.url("/api/v1/games"))
        .bearer_auth(&token)
        .json(&serde_json::json!({"kind": "countdown", "seats": 2, "computers": ["easy"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status().as_u16(), 409);
    let body: serde_json::Value = refused.json().await.unwrap();
    assert!(
        body["message"].as_str().unwrap().contains(RUNNING),
        "{body}"
    );
    // Nor may she join someone else's game with a computer.
    let bertas = app
        .create_game(
            &berta,
            &[
                ("kind", "countdown"),
                ("seats", "3"),
                ("computers_easy", "1"),
            ],
        )
        .await;
    let join = app
        .post_form(&anna, &format!("/games/{bertas}/join"), &[])
        .await;
    sent_back_with(&app, &anna, join, &format!("/games/{bertas}"), RUNNING).await;
    let join = api
        .post(app.url(&format!("/api/v1/games/{bertas}/join")))
        .bearer_auth(&token)
        .json(&serde_json::json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(join.status().as_u16(), 409);
    assert_eq!(
        games_of(&app, anna_id).await,
        before,
        "nothing was created or joined"
    );
    // A game without a computer is no business of the cap.
    app.create_countdown(&anna, "2").await;
    // A game that ends frees its place: a rematch against the computer
    // takes it, and the next rematch finds the cap again.
    app.play_to_end(games[0], &[anna_id]).await;
    app.play_to_end(games[1], &[anna_id]).await;
    let rematch = app
        .post_form(&anna, &format!("/games/{}/rematch", games[0]), &[])
        .await;
    assert_eq!(rematch.status().as_u16(), 303);
    assert_ne!(created_game(&rematch), games[0]);
    let play_now = app
        .post_form(
            &anna,
            "/play-now",
            &[("kind", "countdown"), ("level", "easy")],
        )
        .await;
    assert_eq!(play_now.status().as_u16(), 303);
    let before = games_of(&app, anna_id).await;
    let rematch = app
        .post_form(&anna, &format!("/games/{}/rematch", games[1]), &[])
        .await;
    sent_back_with(
        &app,
        &anna,
        rematch,
        &format!("/games/{}", games[1]),
        RUNNING,
    )
    .await;
    let rematch = api
        .post(app.url(&format!("/api/v1/games/{}/rematch", games[1])))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(rematch.status().as_u16(), 409);
    assert_eq!(
        games_of(&app, anna_id).await,
        before,
        "no rematch was created"
    );
    let _ = berta_id;
}

#[tokio::test]
async fn an_account_starts_twenty_games_against_the_computer_an_hour_at_most() {
    // The default (COMPUTER_GAMES_PER_HOUR unset). Each game is cancelled
    // at once, so that only the rate counts.
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    let open_with_computer = [
        ("kind", "countdown"),
        ("seats", "3"),
        ("computers_easy", "1"),
    ];
    for _ in 0..20 {
        let game = app.create_game(&anna, &open_with_computer).await;
        let cancelled = app
            .post_form(&anna, &format!("/games/{game}/cancel"), &[])
            .await;
        assert_eq!(cancelled.status().as_u16(), 303);
    }
    let before = games_of(&app, anna_id).await;
    assert_eq!(before, (20, 20));
    let form = app.post_form(&anna, "/games", &open_with_computer).await;
    sent_back_with(&app, &anna, form, "/games/new?kind=countdown", TOO_FAST).await;
    let play_now = app
        .post_form(
            &anna,
            "/play-now",
            &[("kind", "countdown"), ("level", "easy")],
        )
        .await;
    sent_back_with(&app, &anna, play_now, "/", TOO_FAST).await;
    let refused = reqwest::Client::new()
        .post(app.url("/api/v1/games"))
        .bearer_auth(&token)
        .json(&serde_json::json!({"kind": "countdown", "seats": 2, "computers": ["strong"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status().as_u16(), 429);
    let wait: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        (3000..=3600).contains(&wait),
        "the first game frees a place in an hour: {wait}"
    );
    assert_eq!(games_of(&app, anna_id).await, before, "nothing was created");
    // An hour later the oldest no longer counts.
    sqlx::query(
        "UPDATE game_players SET joined_at = joined_at - interval '61 minutes'
         WHERE game_id = (SELECT game_id FROM game_players WHERE user_id = $1
                          ORDER BY joined_at LIMIT 1)",
    )
    .bind(anna_id)
    .execute(&app.pool)
    .await
    .unwrap();
    app.create_game(&anna, &open_with_computer).await;
}

#[test]
fn the_caps_default_to_ten_games_under_way_and_twenty_an_hour() {
    for name in ["COMPUTER_GAMES_PER_ACCOUNT", "COMPUTER_GAMES_PER_HOUR"] {
        assert!(
            std::env::var_os(name).is_none(),
            "{name} is not set for the tests"
        );
    }
    let settings = scriptorium::app::config::Settings::from_env().unwrap();
    assert_eq!(settings.computer_caps.running, 10);
    assert_eq!(settings.computer_caps.per_hour, 20);
    // The test apps run with the same.
    let data = tempfile::tempdir().unwrap();
    let tests = crate::helpers::test_settings("postgres://unused", data.path());
    assert_eq!(tests.computer_caps, settings.computer_caps);
}
