//! The event's rules are its games' rules: the time control and the
//! vanished-player policy reach every game it starts.

use super::*;
use crate::helpers::computer_moves;
use scriptorium::store::games as game_store;

/// The sweeps that move Anna's games on run for every game, so the opponent
/// waiting in her other game may run out too, and the computer then plays
/// both seats of it: she ran out first, so she still places last (this was
/// once an intermittent failure: the computer won her seat).
#[tokio::test]
async fn the_computer_takes_a_vanished_seat_and_the_timeout_still_loses() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora"]).await;
    let ids: Vec<Uuid> = people.iter().map(|p| p.id).collect();
    app.without_vacation(&ids).await;
    let (anna, bert, cora) = (&people[1], &people[2], &people[3]);
    let mut fields = swiss_fields("Computer seats", "3");
    fields.retain(|(name, _)| !["format", "hours"].contains(name));
    fields.extend([
        ("format", "round_robin"),
        ("hours", "24"),
        ("computer_seat", "on"),
    ]);
    let event = create_event(&app, &people[0].client, &fields).await;
    let page = event_page(&app, &anna.client, event).await;
    assert!(
        page.contains("the computer takes their seat"),
        "the rule is shown before entry"
    );
    for player in &people[1..] {
        press(&app, &player.client, event, "register").await;
    }
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 3);
    let policies: Vec<String> = sqlx::query_scalar(
        "SELECT timeout_policy::text FROM games WHERE event_id = $1 ORDER BY event_table",
    )
    .bind(event)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(policies, ["bot", "bot", "bot"]);
    let hours: Vec<Option<i32>> = sqlx::query_scalar(
        "SELECT move_time_limit_hours FROM games WHERE event_id = $1 ORDER BY event_table",
    )
    .bind(event)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(hours, [Some(24), Some(24), Some(24)], "the event's clock");
    // Bert and Cora play their first moves; their own game ends at once.
    let clients: Vec<(reqwest::Client, Uuid)> =
        people.iter().map(|p| (p.client.clone(), p.id)).collect();
    let mut annas = Vec::new();
    for (_, game) in &games {
        let seats = seated(&app, *game).await;
        if !seats.contains(&anna.id) {
            let loser = if seats[1] == bert.id { bert } else { cora };
            assert_eq!(resign_by_form(&app, &loser.client, *game).await, 303);
            continue;
        }
        if app.user_at(*game, app.waiting_seat(*game).await).await != anna.id {
            app.pass_the_turn(*game, &clients).await;
        }
        annas.push((
            *game,
            if seats[0] == anna.id {
                seats[1]
            } else {
                seats[0]
            },
        ));
    }
    assert_eq!(annas.len(), 2);
    // Anna never moves: a day on, the computer takes her seats.
    let later = chrono::Utc::now() + chrono::Duration::hours(25);
    scriptorium::sweeper::sweep(&app.pool, later).await.unwrap();
    computer_moves(&app.pool, later).await;
    for (game, opponent) in &annas {
        let computer_played: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM game_events WHERE game_id = $1 AND payload ? 'computer_played'",
        )
        .bind(*game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert!(computer_played > 0, "the computer plays for her");
        play_on_against_the_computer(&app, *game, *opponent, later).await;
    }
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "ResultRecorded"), 3, "{log:#?}");
    assert_eq!(count(&log, "Vanished"), 0, "she stays entered");
    assert_eq!(count(&log, "Finished"), 1);
    let anna_player = anna.id.as_u128().to_string();
    let anna_results: Vec<&String> = log
        .iter()
        .filter(|r| r.starts_with("{\"ResultRecorded\"") && r.contains(&anna_player))
        .collect();
    assert_eq!(anna_results.len(), 2, "{log:#?}");
    for result in anna_results {
        // (The ids are u128s, past what serde_json's numbers hold exactly.)
        let timed_out = result
            .split("\"timed_out\": [")
            .nth(1)
            .unwrap_or_else(|| panic!("a timeout: {result}"));
        assert!(
            timed_out.starts_with(&anna_player),
            "she ran out first: {result}"
        );
    }
    // Whatever the computer made of her games, the timeout loses: no points.
    let page = event_page(&app, &bert.client, event).await;
    let anna_row = page
        .split("<tr")
        .find(|row| row.contains("<td>anna</td>"))
        .expect("anna's standing");
    assert!(anna_row.contains("<td>0</td><td>2</td>"), "{anna_row}");
}

/// Plays `game` to its end: `opponent` takes a stone at each turn, the
/// computer plays the other seat, each time its player's day per move has
/// run out (the player could come back meanwhile): the clock reads `from`
/// onwards, a day and an hour more at each of the computer's turns.
async fn play_on_against_the_computer(
    app: &TestApp,
    game: Uuid,
    opponent: Uuid,
    from: chrono::DateTime<chrono::Utc>,
) {
    let token = app.api_token(opponent).await;
    for step in 0..400 {
        let record = game_store::load(&app.pool, game).await.unwrap().unwrap();
        if record.status == game_store::GameStatus::Finished {
            return;
        }
        if app.user_at(game, record.waiting_on[0]).await != opponent {
            let now = from + chrono::Duration::hours(25 * step);
            scriptorium::sweeper::sweep(&app.pool, now).await.unwrap();
            computer_moves(&app.pool, now).await;
            continue;
        }
        let state = app.api_game(&token, game).await;
        let legal = state["legal_actions"].as_array().unwrap();
        let pick = legal
            .iter()
            .find(|a| a["group"] == "take_one")
            .unwrap_or(&legal[0]);
        let status = app
            .api_act(&token, game, &record.seq.into(), &pick["action"])
            .await;
        assert_eq!(status, 200);
    }
    panic!("the game must end");
}

/// The event's days off are everyone's there, whatever they have of their
/// own: a day's allowance pays for one running-out, the next is a timeout
/// although the player still has days of their own.
#[tokio::test]
async fn an_event_game_takes_vacation_from_the_events_days_off() {
    use chrono::{Duration, Utc};
    let app = spawn_app().await;
    let people = players(&app, &["olga", "pavel", "quinn", "rosa"]).await;
    let mut fields = swiss_fields("Brisk Swiss", "4");
    for field in &mut fields {
        if field.0 == "vacation_days" {
            field.1 = "1";
        }
    }
    let event = create_event(&app, &people[0].client, &fields).await;
    for player in &people {
        press(&app, &player.client, event, "register").await;
    }
    let (_, game) = games_of(&app, event).await[0];
    let waiting = app.waiting_seat(game).await;
    let mover = app.user_at(game, waiting).await;
    let allowance = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            let row: (i64, i64) = sqlx::query_as(
                "SELECT v.seconds_left, u.vacation_seconds FROM event_vacation v
                 JOIN users u ON u.id = v.user_id WHERE v.event_id = $1 AND v.user_id = $2",
            )
            .bind(event)
            .bind(mover)
            .fetch_one(&pool)
            .await
            .unwrap();
            row
        }
    };
    let (in_event, own) = allowance(&app).await;
    assert_eq!(in_event, 86_400, "a day, granted at the first game");
    assert!(own > 6 * 86_400, "a week of their own");
    let expires = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            let at: chrono::DateTime<Utc> = sqlx::query_scalar(
                "SELECT expires_at FROM seat_deadlines WHERE game_id = $1 AND seat = $2",
            )
            .bind(game)
            .bind(waiting)
            .fetch_one(&pool)
            .await
            .unwrap();
            at
        }
    };
    let late = expires(&app).await + Duration::minutes(1);
    let done = scriptorium::sweeper::sweep(&app.pool, late).await.unwrap();
    // (Both round-one games ran out together: each waiting player's day.)
    assert_eq!(
        (done.vacations, done.timeouts),
        (2, 0),
        "the event's day pays"
    );
    let (in_event, own_after) = allowance(&app).await;
    assert_eq!(in_event, 0, "the event's day is spent");
    assert!(own_after < own, "and counts against their own as well");
    assert_eq!(app.waiting_seat(game).await, waiting, "still their turn");

    let later = expires(&app).await + Duration::minutes(1);
    let done = scriptorium::sweeper::sweep(&app.pool, later).await.unwrap();
    assert_eq!(done.vacations, 0, "no more than the event allows");
    assert!(done.timeouts >= 1, "the event's timeout rule applies");
}
