//! History: every step of a played game renders through the viewer's eyes,
//! the board at step N is the fold of the first N rows, and no page or export
//! shows another seat's secret.

use crate::helpers::{browser, spawn_app};
use crate::play::{seat_of, started_game};
use scriptorium::games::log;
use scriptorium::games::Registry;
use scriptorium::store;
use serde_json::{json, Value};
use uuid::Uuid;

/// Plays the test game to its end through the API, with a take-back on the way.
async fn played_game(app: &crate::helpers::TestApp) -> (Uuid, Vec<(reqwest::Client, Uuid, i16)>) {
    let (game, players) = started_game(app).await;
    let client = reqwest::Client::new();
    let mut seated = Vec::new();
    let mut tokens = Vec::new();
    for (browser, id) in players {
        let seat = seat_of(app, game, id).await;
        tokens.push((app.api_token(id).await, seat));
        seated.push((browser, id, seat));
    }
    let mut took_back = false;
    for _ in 0..500 {
        let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
        if record.status == scriptorium::store::games::GameStatus::Finished {
            return (game, seated);
        }
        let seat = record.waiting_on[0];
        let token = &tokens.iter().find(|(_, s)| *s == seat.number()).unwrap().0;
        let body = if record.undo_seat == Some(seat) && !took_back {
            took_back = true;
            json!({"seq": record.seq, "token": Uuid::new_v4(), "take_back": true})
        } else {
            let state: Value = client
                .get(app.url(&format!("/api/v1/games/{game}")))
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            let legal = state["legal_actions"].as_array().unwrap();
            let pick = legal
                .iter()
                .find(|a| a["group"] == "take_one")
                .unwrap_or(&legal[0]);
            json!({"seq": record.seq, "token": Uuid::new_v4(), "action": pick["action"]})
        };
        let response = client
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200);
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn every_step_renders_and_matches_the_fold_of_its_prefix() {
    let app = spawn_app().await;
    let (game, players) = played_game(&app).await;
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let mut conn = app.pool.acquire().await.unwrap();
    let rows = store::games::log(&mut conn, game).await.unwrap();
    assert!(
        rows.iter()
            .any(|row| matches!(row.entry, log::Entry::TakeBack(_))),
        "the log holds a take-back"
    );
    let entry = Registry::any(&record.kind).unwrap();
    let (viewer_client, _, _) = &players[0];
    let (status, _) = app
        .page(viewer_client, &format!("/games/{game}/history"))
        .await;
    assert_eq!(status, 200);
    // The page lists the steps around the one shown: the take-back's own.
    let take_back = rows
        .iter()
        .find(|row| matches!(row.entry, log::Entry::TakeBack(_)))
        .map(|row| row.seq)
        .unwrap();
    let (status, around) = app
        .page(viewer_client, &format!("/games/{game}/at/{take_back}"))
        .await;
    assert_eq!(status, 200);
    assert!(around.contains("took back their last action"));
    for n in 0..=rows.len() {
        let (status, page) = app
            .page(viewer_client, &format!("/games/{game}/at/{n}"))
            .await;
        assert_eq!(status, 200, "step {n}");
        // The board shown is the fold of the first n rows.
        let table = log::fold(
            entry.engine,
            &record.options,
            2,
            record.rules_version as u32,
            &rows[..n],
        )
        .unwrap();
        let pile = table.state_json()["pile"].as_u64().unwrap();
        assert!(
            page.contains(&format!("<strong>{pile}</strong>")),
            "step {n} shows pile {pile}"
        );
        if n > 0 && n < rows.len() {
            assert!(page.contains(&format!("/games/{game}/at/{}\" rel=\"next\"", n + 1)));
            assert!(page.contains(&format!("/games/{game}/at/{}\" rel=\"prev\"", n - 1)));
        }
    }
    let (status, _) = app
        .page(
            viewer_client,
            &format!("/games/{game}/at/{}", rows.len() + 1),
        )
        .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn no_step_or_export_shows_another_seats_joker_during_play() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let jokers = record.state.as_ref().unwrap()["jokers"].clone();
    let mut viewers: Vec<(reqwest::Client, Option<i16>)> = Vec::new();
    for (client, id) in players {
        let seat = seat_of(&app, game, id).await;
        viewers.push((client, Some(seat)));
    }
    let onlooker = browser();
    app.sign_up(&onlooker, "onlooker").await;
    viewers.push((onlooker, None));
    for (client, seat) in &viewers {
        let (_, export) = app
            .page(client, &format!("/games/{game}/export.jsonl"))
            .await;
        let dealt: Value = serde_json::from_str(export.lines().nth(1).unwrap()).unwrap();
        for other in 0..2i16 {
            let shown = &dealt["event"]["jokers"][other as usize];
            if Some(other) == *seat {
                assert_eq!(shown, &jokers[other as usize]);
            } else {
                assert_eq!(
                    shown,
                    &Value::Null,
                    "seat {other}'s joker hidden from {seat:?}"
                );
            }
        }
        for n in 1..=1 {
            let (_, page) = app.page(client, &format!("/games/{game}/at/{n}")).await;
            let mine = seat.map(|s| jokers[s as usize].as_u64().unwrap());
            match mine {
                Some(value) => assert!(page.contains(&format!("Your secret joker: {value}"))),
                None => assert!(!page.contains("Your secret joker")),
            }
        }
    }
}

#[tokio::test]
async fn an_export_replays_to_the_final_state() {
    let app = spawn_app().await;
    let (game, players) = played_game(&app).await;
    let (client, _, _) = &players[0];
    let (status, export) = app
        .page(client, &format!("/games/{game}/export.jsonl"))
        .await;
    assert_eq!(status, 200);
    let header: Value = serde_json::from_str(export.lines().next().unwrap()).unwrap();
    assert_eq!(header["format"], "scriptorium-export/1");
    assert_eq!(
        header["viewer"], "everything",
        "a finished game reveals everything"
    );
    let (_, state) = scriptorium::history::verify_export(&export).unwrap();
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    assert_eq!(Some(state), record.state);

    // The command does the same from a file, and refuses a damaged one.
    let path = app.data_dir.path().join("game.jsonl");
    std::fs::write(&path, &export).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    assert!(output.status.success());
    let printed: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(Some(printed["final_state"].clone()), record.state);
    let damaged: String = export
        .lines()
        .enumerate()
        .filter(|(i, _)| *i != 3)
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    std::fs::write(&path, damaged).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .arg("verify")
        .arg(&path)
        .output()
        .unwrap();
    assert!(!output.status.success());
}

#[tokio::test]
async fn what_changed_since_the_last_visit_is_marked() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let mut seated = Vec::new();
    for (client, id) in players {
        seated.push((client, seat_of(&app, game, id).await, id));
    }
    let waiting: i16 = app.waiting_seat(game).await;
    let (watcher, _, _) = seated.iter().find(|(_, seat, _)| *seat != waiting).unwrap();
    let (_, _, mover_id) = seated.iter().find(|(_, seat, _)| *seat == waiting).unwrap();
    let (_, first) = app.page(watcher, &format!("/games/{game}")).await;
    assert!(!first.contains("since your last visit"));
    // The visit is recorded off the request path: wait for it.
    for _ in 0..50 {
        let seen: Option<i64> =
            sqlx::query_scalar("SELECT seen_seq FROM game_visits WHERE game_id = $1")
                .bind(game)
                .fetch_optional(&app.pool)
                .await
                .unwrap();
        if seen.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let token = app.api_token(*mover_id).await;
    let seq: i64 = app.seq(game).await;
    for (offset, action) in ["take_one", "end_turn"].iter().enumerate() {
        let response = reqwest::Client::new()
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(&token)
            .json(&json!({"seq": seq + offset as i64, "token": Uuid::new_v4(), "action": {"type": action}}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200);
    }
    // The history marks the new lines (it does not count as a visit)…
    let (_, history) = app.page(watcher, &format!("/games/{game}/history")).await;
    assert_eq!(history.matches("class=\"badge\"").count(), 2);
    // …and the game page says how many, linking to the first.
    let (_, page) = app.page(watcher, &format!("/games/{game}")).await;
    assert!(
        page.contains("2 new steps since your last visit"),
        "two events since"
    );
    assert!(page.contains(&format!("/games/{game}/at/{}", seq + 1)));
}

#[tokio::test]
async fn new_since_the_last_visit_counts_only_other_players_steps() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let waiting: i16 = app.waiting_seat(game).await;
    let mover_id = app.user_at(game, waiting).await;
    let (mover, _) = players.iter().find(|(_, id)| *id == mover_id).unwrap();
    let (_, other_id) = players.iter().find(|(_, id)| *id != mover_id).unwrap();
    app.page(mover, &format!("/games/{game}")).await;
    // The visit is recorded off the request path: wait for it.
    for _ in 0..50 {
        let seen: Option<i64> = sqlx::query_scalar(
            "SELECT seen_seq FROM game_visits WHERE game_id = $1 AND user_id = $2",
        )
        .bind(game)
        .bind(mover_id)
        .fetch_optional(&app.pool)
        .await
        .unwrap();
        if seen.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let seq: i64 = app.seq(game).await;
    // The mover plays a whole turn, then the other player one step.
    let steps = [
        (mover_id, "take_one"),
        (mover_id, "end_turn"),
        (*other_id, "take_one"),
    ];
    for (offset, (player, action)) in steps.iter().enumerate() {
        let response = reqwest::Client::new()
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(app.api_token(*player).await)
            .json(&json!({"seq": seq + offset as i64, "token": Uuid::new_v4(), "action": {"type": action}}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200, "{action}");
    }
    // The history page (which is no visit) marks only that step as new…
    let (_, history) = app.page(mover, &format!("/games/{game}/history")).await;
    assert_eq!(
        history.matches("class=\"badge\"").count(),
        1,
        "only the other player's step is marked new in the history"
    );
    // …and says who made the step shown.
    assert!(history.contains("<strong class=\"who\">"));
    let (_, page) = app.page(mover, &format!("/games/{game}")).await;
    assert!(
        page.contains("1 new step since your last visit"),
        "only the other player's step is new"
    );
    assert!(page.contains(&format!("/games/{game}/at/{}", seq + 3)));
}

#[tokio::test]
async fn the_archive_filters_and_the_record_counts() {
    let app = spawn_app().await;
    let (game, players) = played_game(&app).await;
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let winner_seat = record.outcome.as_ref().unwrap()["winners"][0]
        .as_i64()
        .unwrap() as i16;
    let (winner, loser) = if players[0].2 == winner_seat {
        ("anna", "bob")
    } else {
        ("bob", "anna")
    };
    let client = browser();
    let link = format!("/games/{game}/history");
    let (_, all) = app.page(&client, "/archive").await;
    assert!(all.contains(&link));
    for (query, listed) in [
        (
            format!("/archive?game=countdown&player={winner}&result=won"),
            true,
        ),
        (format!("/archive?player={loser}&result=won"), false),
        (format!("/archive?player={loser}&result=lost"), true),
        ("/archive?game=torres".to_owned(), false),
        ("/archive?from=2000-01-01&to=2000-12-31".to_owned(), false),
    ] {
        let (status, page) = app.page(&client, &query).await;
        assert_eq!(status, 200);
        assert_eq!(page.contains(&link), listed, "{query}");
    }
    let (status, _) = app.page(&client, "/archive?from=yesterday").await;
    assert_eq!(status, 400);
    let (_, winner_page) = app.page(&client, &format!("/users/{winner}")).await;
    assert!(
        winner_page.contains("class=\"played\">1</td><td data-label=\"Won\" class=\"won\">1</td>")
    );
    let (_, loser_page) = app.page(&client, &format!("/users/{loser}")).await;
    assert!(
        loser_page.contains("class=\"played\">1</td><td data-label=\"Won\" class=\"won\">0</td>")
    );
}

#[tokio::test]
async fn a_profile_shows_how_fast_a_player_replies_and_how_often_time_ran_out() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let waiting = app.waiting_seat(game).await;
    let mover = app.user_at(game, waiting).await;
    let name: String = sqlx::query_scalar("SELECT username FROM users WHERE id = $1")
        .bind(mover)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let token = app.api_token(mover).await;
    let seq = app.seq(game).await;
    let response = reqwest::Client::new()
        .post(app.url(&format!("/api/v1/games/{game}/actions")))
        .bearer_auth(&token)
        .json(&json!({"seq": seq, "token": Uuid::new_v4(), "action": {"type": "take_one"}}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    // The set-up happened three hours before that decision.
    sqlx::query(
        "UPDATE game_events SET created_at = created_at - interval '3 hours'
         WHERE game_id = $1 AND action_no = 0",
    )
    .bind(game)
    .execute(&app.pool)
    .await
    .unwrap();
    let other = players.iter().find(|(_, id)| *id != mover).unwrap();
    let app = &app;
    let take = |token: String| async move {
        let seq = app.seq(game).await;
        reqwest::Client::new()
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(&token)
            .json(&json!({"seq": seq, "token": Uuid::new_v4(), "action": {"type": "end_turn"}}))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    };
    assert_eq!(take(token.clone()).await, 200);
    let other_seat = seat_of(app, game, other.1).await;
    assert_eq!(app.waiting_seat(game).await, other_seat);
    // The other player's clock runs out (the sweeper is given a late `now`;
    // no vacation allowance puts it off).
    app.without_vacation(&[other.1]).await;
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now() + chrono::Duration::days(30))
        .await
        .unwrap();
    let (_, profile) = app.page(&browser(), &format!("/users/{name}")).await;
    assert!(
        profile.contains("<strong class=\"mean-reply\">3 hours</strong>"),
        "{profile}"
    );
    assert!(profile.contains("<strong class=\"current-games\">1</strong>"));
    assert!(profile.contains("<strong class=\"timeouts\">0</strong>"));
    let other_name: String = sqlx::query_scalar("SELECT username FROM users WHERE id = $1")
        .bind(other.1)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let (_, theirs) = app.page(&browser(), &format!("/users/{other_name}")).await;
    assert!(
        theirs.contains("<strong class=\"timeouts\">1</strong>"),
        "{theirs}"
    );
}

/// A long game's step is drawn from the nearest snapshot and a window of
/// rows: it must show exactly what the fold of the whole prefix shows, at
/// the start, across snapshots and at the end.
#[tokio::test]
async fn a_step_folded_from_a_snapshot_equals_the_fold_of_the_whole_prefix() {
    let app = spawn_app().await;
    let mut users = Vec::new();
    for name in ["snapa", "snapb"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        users.push((client, id, app.api_token(id).await));
    }
    let game = app
        .create_game(
            &users[0].0,
            &[
                ("kind", "carolus-magnus"),
                ("seats", "2"),
                ("time_limit", "72"),
            ],
        )
        .await;
    let joined = app
        .post_form(&users[1].0, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let api = reqwest::Client::new();
    // Play (always the last legal action, to move things along) until the
    // log is long enough to hold a few snapshots.
    for _ in 0..2000 {
        let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
        if record.seq > 3 * store::games::SNAPSHOT_EVERY
            || record.status != scriptorium::store::games::GameStatus::Active
        {
            break;
        }
        let seat = record.waiting_on[0];
        let user = app.user_at(game, seat).await;
        let token = &users.iter().find(|(_, id, _)| *id == user).unwrap().2;
        let state: Value = api
            .get(app.url(&format!("/api/v1/games/{game}")))
            .bearer_auth(token)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let legal = state["legal_actions"].as_array().unwrap();
        let action = &legal[legal.len() - 1]["action"];
        let status = api
            .post(app.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(token)
            .json(&json!({"seq": record.seq, "token": Uuid::new_v4(), "action": action}))
            .send()
            .await
            .unwrap()
            .status();
        assert_eq!(status.as_u16(), 200);
    }
    let snapshots: i64 =
        sqlx::query_scalar("SELECT count(*) FROM game_snapshots WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(snapshots >= 2, "a long game leaves snapshots ({snapshots})");
    // A word at the end of the log belongs to the last steps' page only.
    let said = api
        .post(app.url(&format!("/api/v1/games/{game}/messages")))
        .bearer_auth(&users[0].2)
        .json(&json!({"body": "well played so far"}))
        .send()
        .await
        .unwrap();
    assert!(said.status().is_success(), "{}", said.status());
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let mut conn = app.pool.acquire().await.unwrap();
    let rows = store::games::log(&mut conn, game).await.unwrap();
    let entry = Registry::any(&record.kind).unwrap();
    let names = record.names_by_seat();
    let viewer_seat = seat_of(&app, game, users[0].1).await;
    let viewer = scriptorium_games::Viewer::Seat(scriptorium_games::Seat(viewer_seat as u8));
    let last = record.seq;
    // Around and between the snapshots (the game ran past three of them).
    let every = store::games::SNAPSHOT_EVERY;
    for at in [
        1,
        5,
        every - 1,
        every + 1,
        every * 3 / 2,
        2 * every + 1,
        every * 5 / 2,
        last - 1,
        last,
    ] {
        let (status, page) = app
            .page(&users[0].0, &format!("/games/{game}/at/{at}"))
            .await;
        assert_eq!(status, 200, "step {at}");
        let table = scriptorium::history::Walk::new(entry, &record, &rows)
            .table_at(at)
            .unwrap();
        let board = (scriptorium::web::boards::of(entry).draw)(
            table.as_ref(),
            viewer,
            &scriptorium::web::boards::BoardContext {
                names: &names,
                lang: scriptorium::support::i18n::Lang::ENGLISH,
                picking: None,
                marks: &[],
            },
        );
        assert!(
            page.contains(&board),
            "step {at} shows the fold of its prefix"
        );
        // Only a window of lines is listed, the step shown among them.
        let listed = page.matches("/at/").count();
        assert!(listed < 70, "step {at} lists {listed} links");
        assert!(
            page.contains("aria-current=\"step\""),
            "step {at} is marked"
        );
        assert_eq!(
            page.contains("well played so far"),
            at + 20 >= last,
            "step {at}: the message shows only around the end"
        );
    }
}
