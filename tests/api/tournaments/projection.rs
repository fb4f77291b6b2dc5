//! An event's projected end (issue 44, "a projected end date from the
//! clocks") through its page and its API twin: worked out again here from
//! the games' own clocks, in the reader's language and date order; none for
//! a ladder, an event not started, or one that is over.

use super::{create_event, event_page, games_of, players, second_seats_resign, status_of};
use crate::helpers::{browser, spawn_app, TestApp};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde_json::Value;
use uuid::Uuid;

/// A Swiss of four at countdown, two rounds, three days a move, a week of
/// vacation.
fn swiss(name: &str) -> Vec<(&str, &str)> {
    crate::tournaments::swiss_fields(name, "4")
}

async fn projected(app: &TestApp, token: &str, event: Uuid) -> Value {
    let (status, body) = app
        .api_json(token, "GET", &format!("/api/v1/events/{event}"), None)
        .await;
    assert_eq!(status, 200, "{body}");
    body["projected_end"].clone()
}

fn day(value: &Value) -> NaiveDate {
    value.as_str().unwrap().parse().expect("an ISO date")
}

/// The latest cut-off of the event's games' waiting seats.
async fn latest_deadline(app: &TestApp, event: Uuid) -> DateTime<Utc> {
    sqlx::query_scalar(
        "SELECT max(d.expires_at) FROM seat_deadlines d JOIN games g ON g.id = d.game_id
         WHERE g.event_id = $1 AND g.status = 'active'",
    )
    .bind(event)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_swiss_shows_when_it_should_end_on_its_page_and_through_the_api() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora", "dora"]).await;
    let (olga, entrants) = (&people[0], &people[1..]);
    let token = app.api_token(entrants[0].id).await;
    let event = create_event(&app, &olga.client, &swiss("Autumn Swiss")).await;
    // A second event that never starts, and a ladder: neither projects.
    let waiting = create_event(&app, &olga.client, &swiss("Winter Swiss")).await;
    let mut ladder_fields = swiss("Spring ladder");
    ladder_fields.retain(|(name, _)| *name != "format" && *name != "rounds");
    ladder_fields.extend([("format", "ladder"), ("reach", "2"), ("accept_days", "3")]);
    let ladder = create_event(&app, &olga.client, &ladder_fields).await;
    for player in entrants {
        for id in [event, ladder] {
            let response = app
                .post_form(&player.client, &format!("/events/{id}/register"), &[])
                .await;
            assert_eq!(response.status().as_u16(), 303);
        }
    }
    assert_eq!(games_of(&app, event).await.len(), 2, "round 1 started");
    for id in [waiting, ladder] {
        assert_eq!(projected(&app, &token, id).await, Value::Null, "{id}");
        assert!(!event_page(&app, &entrants[0].client, id)
            .await
            .contains("class=\"projection\""));
    }

    // Just started: nothing played (countdown's typical game: 9 turns, 20
    // decisions), so the expected day is not known yet. If every move
    // takes its full time: the current turn to its cut-off, 8 more turns
    // of 3 days, a week of vacation; then round 2: 9 turns of 3 days and
    // a week.
    let decisions: Vec<i64> =
        sqlx::query_scalar("SELECT last_action_no FROM games WHERE event_id = $1")
            .bind(event)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(decisions, vec![0, 0]);
    let cut_off = latest_deadline(&app, event).await;
    let slow = cut_off + Duration::days(8 * 3 + 7) + Duration::days(9 * 3 + 7);
    let end = projected(&app, &token, event).await;
    assert_eq!(end["expected"], Value::Null, "{end}");
    assert_eq!(
        day(&end["if_every_move_takes_its_full_time"]),
        slow.date_naive()
    );
    let page = event_page(&app, &entrants[0].client, event).await;
    let said = format!(
        "If every move takes its full time, it ends around {}.",
        slow.format("%Y-%m-%d")
    );
    assert!(page.contains(&said), "{said} in the page");

    // Ten days on, half of each game played (10 of 20 decisions): at that
    // pace a game lasts 20 days, so round 1 ends 10 days from now and
    // round 2 takes 20 more. If every move takes its full time: 5 turns
    // left (4.5 rounded up), the first to its cut-off.
    sqlx::query(
        "UPDATE games SET started_at = now() - interval '10 days', last_action_no = 10
         WHERE event_id = $1",
    )
    .bind(event)
    .execute(&app.pool)
    .await
    .unwrap();
    let started: DateTime<Utc> =
        sqlx::query_scalar("SELECT min(started_at) FROM games WHERE event_id = $1")
            .bind(event)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let expected = started + Duration::days(20) + Duration::days(20);
    let slow = cut_off + Duration::days(4 * 3 + 7) + Duration::days(9 * 3 + 7);
    let end = projected(&app, &token, event).await;
    assert_eq!(day(&end["expected"]), expected.date_naive(), "{end}");
    assert_eq!(
        day(&end["if_every_move_takes_its_full_time"]),
        slow.date_naive()
    );
    // The page says both, in the reader's language and date order (a
    // visitor reading French here).
    let page = event_page(&app, &entrants[1].client, event).await;
    let said = format!(
        "Expected to end around {}; around {} if every move takes its full time.",
        expected.format("%Y-%m-%d"),
        slow.format("%Y-%m-%d")
    );
    assert!(page.contains(&said), "{said} in the page");
    let visitor = browser();
    let french = visitor
        .get(app.url(&format!("/events/{event}")))
        .header("accept-language", "fr")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let dit = format!(
        "Fin prévue vers le {} ; vers le {} si chaque coup prend tout son temps.",
        expected.format("%d/%m/%Y"),
        slow.format("%d/%m/%Y")
    );
    assert!(
        crate::helpers::unescape(&french).contains(&dit),
        "{dit} in the page"
    );

    // Played to its end: nothing left to project.
    second_seats_resign(&app, event, entrants).await;
    scriptorium::sweeper::sweep(&app.pool, Utc::now())
        .await
        .unwrap();
    assert_eq!(games_of(&app, event).await.len(), 4, "round 2 paired");
    second_seats_resign(&app, event, entrants).await;
    scriptorium::sweeper::sweep(&app.pool, Utc::now())
        .await
        .unwrap();
    for (_, game) in games_of(&app, event).await {
        assert_eq!(status_of(&app, game).await, "finished");
    }
    let (_, shown) = app
        .api_json(&token, "GET", &format!("/api/v1/events/{event}"), None)
        .await;
    assert_eq!(shown["phase"], "finished", "{shown}");
    assert_eq!(shown["projected_end"], Value::Null);
    assert!(!event_page(&app, &entrants[0].client, event)
        .await
        .contains("class=\"projection\""));
}
