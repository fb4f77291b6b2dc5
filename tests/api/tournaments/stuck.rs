//! Events that could be left hanging: a game of theirs cancelled by the
//! moderators, an event called off while its games run, an event that
//! starts when full and never fills.

use super::*;

/// A round robin of four (six two-player tables, all at once) created by
/// `organizer` and entered by `entrants`.
async fn running_round_robin(app: &TestApp, organizer: &Player, entrants: &[&Player]) -> Uuid {
    let mut fields = swiss_fields("Stuck tables", "4");
    fields.retain(|(name, _)| *name != "format");
    fields.push(("format", "round_robin"));
    let event = create_event(app, &organizer.client, &fields).await;
    for player in entrants {
        press(app, &player.client, event, "register").await;
    }
    event
}

#[tokio::test]
async fn a_game_the_moderators_cancel_gets_its_result_and_the_table_closes() {
    let app = spawn_app().await;
    let people = players(&app, &["admin", "anna", "bert", "cora", "dora"]).await;
    let entrants: Vec<&Player> = people[1..].iter().collect();
    let event = running_round_robin(&app, &people[0], &entrants).await;
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 6);
    let (table, cancelled) = games[2];
    let response = app
        .post_form(
            &people[0].client,
            &format!("/admin/games/{cancelled}/cancel"),
            &[("reason", "A bug froze the board")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    assert_eq!(status_of(&app, cancelled).await, "finished");
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "ResultRecorded"), 1, "{log:#?}");
    let recorded = log
        .iter()
        .find(|record| record.starts_with("{\"ResultRecorded\""))
        .unwrap();
    assert!(
        recorded.contains(&format!("\"table\": {table}")),
        "the cancelled game's own table: {recorded}"
    );
    assert!(
        recorded.contains("\"places\": [1, 1]"),
        "shared, as a game without a winner: {recorded}"
    );
    // The other tables still play.
    for (other, game) in &games {
        if *other != table {
            assert_eq!(status_of(&app, *game).await, "active");
        }
    }
}

#[tokio::test]
async fn an_event_called_off_calls_off_its_running_games() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora", "dora"]).await;
    let entrants: Vec<&Player> = people[1..].iter().collect();
    let event = running_round_robin(&app, &people[0], &entrants).await;
    // Another event's games, which must not be touched.
    let other = running_round_robin(
        &app,
        &people[1],
        &[&people[0], &people[2], &people[3], &people[4]],
    )
    .await;
    let games = games_of(&app, event).await;
    // One table already played: it stays as it ended.
    let (_, played) = games[0];
    let seats = seated(&app, played).await;
    let loser = people.iter().find(|p| p.id == seats[1]).unwrap();
    assert_eq!(resign_by_form(&app, &loser.client, played).await, 303);
    // Only the organizer calls it off.
    press(&app, &people[1].client, event, "cancel").await;
    assert_eq!(count(&log_of(&app, event).await, "Cancelled"), 0);
    press(&app, &people[0].client, event, "cancel").await;
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "Cancelled"), 1);
    for (_, game) in &games {
        assert_eq!(status_of(&app, *game).await, "finished", "none left open");
    }
    let called_off: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM games WHERE event_id = $1 AND ended_by_agreement = 'call_off'",
    )
    .bind(event)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(called_off, 5, "every game but the one already played");
    for (_, game) in games_of(&app, other).await {
        assert_eq!(
            status_of(&app, game).await,
            "active",
            "another event's game"
        );
    }
    let page = event_page(&app, &people[2].client, event).await;
    assert!(
        page.contains("The organizer called the event off"),
        "{page}"
    );
    let history = app
        .page(&people[2].client, &format!("/games/{}/history", games[1].1))
        .await;
    assert!(
        history
            .1
            .contains("event was called off, and the game with it"),
        "{}",
        history.1
    );
}

#[tokio::test]
async fn an_event_that_never_fills_is_called_off_when_registration_closes() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert"]).await;
    let mut fields = swiss_fields("Never full", "4");
    fields.retain(|(name, _)| *name != "registration_days");
    fields.push(("registration_days", "2"));
    let event = create_event(&app, &people[0].client, &fields).await;
    let filled = create_event(&app, &people[0].client, &swiss_fields("Full", "2")).await;
    for player in &people[1..] {
        press(&app, &player.client, event, "register").await;
        press(&app, &player.client, filled, "register").await;
    }
    let now = chrono::Utc::now();
    scriptorium::sweeper::sweep(&app.pool, now + chrono::Duration::days(1))
        .await
        .unwrap();
    assert_eq!(
        count(&log_of(&app, event).await, "Cancelled"),
        0,
        "still open"
    );
    scriptorium::sweeper::sweep(
        &app.pool,
        now + chrono::Duration::days(2) + chrono::Duration::minutes(1),
    )
    .await
    .unwrap();
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "Cancelled"), 1, "{log:#?}");
    assert!(log.last().unwrap().contains("NeverFilled"));
    assert_eq!(count(&log_of(&app, filled).await, "Cancelled"), 0);
    let page = event_page(&app, &people[1].client, event).await;
    assert!(page.contains("Called off"));
    assert!(page.contains("Registration closed before the event was full"));
    let phase: String = sqlx::query_scalar("SELECT phase FROM events WHERE id = $1")
        .bind(event)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(phase, "cancelled");
}
