//! A round's tables are opened together, a few statements for all of them
//! (`play::start_all_seated`): each game must still get everything a game
//! started alone gets. A round robin of four in two-player Torres opens six
//! games at once, each player seated at three of them.

use super::{create_event, games_of, players, press, seated, status_of};
use crate::helpers::TestApp;
use uuid::Uuid;

/// (kind, user, seat) of the game's notices, in the order written.
async fn notices_of(app: &TestApp, game: Uuid) -> Vec<(String, Uuid, Option<i16>)> {
    sqlx::query_as("SELECT kind, user_id, seat FROM outbox WHERE game_id = $1 ORDER BY id")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn every_game_of_a_round_opened_at_once_starts_as_a_game_alone_does() {
    let app = crate::helpers::spawn_app().await;
    let people = players(&app, &["ines", "jorg", "kemal", "lotte"]).await;
    let event = create_event(
        &app,
        &people[0].client,
        &[
            ("name", "Torres all at once"),
            ("kind", "torres"),
            ("seats", "2"),
            ("format", "round_robin"),
            ("hours", "120"),
            ("vacation_days", "9"),
            ("timeout_policy", "timed_out_loses"),
            ("vanished_after", "0"),
            ("registration_days", "3"),
            ("max_players", "4"),
            ("start", "when_full"),
        ],
    )
    .await;
    for player in &people {
        press(&app, &player.client, event, "register").await;
    }
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 6, "every pair meets once, all at once");
    let tables: Vec<i32> = games.iter().map(|(table, _)| *table).collect();
    let mut distinct = tables.clone();
    distinct.dedup();
    assert_eq!(distinct, tables, "each game its own table number");
    super::assert_games_seat_their_tables(&app, event).await;
    // Created already started: each seat's waiting mark and time bank are
    // what a start alone leaves (an event's clock is per move: no bank).
    app.assert_waiting_seats_match_their_games().await;
    let banks: Vec<i64> = sqlx::query_scalar(
        "SELECT DISTINCT p.bank_seconds FROM game_players p JOIN games g ON g.id = p.game_id
         WHERE g.event_id = $1",
    )
    .bind(event)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let bank_hours: i64 =
        sqlx::query_scalar("SELECT DISTINCT time_bank_hours::int8 FROM games WHERE event_id = $1")
            .bind(event)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(banks, [bank_hours * 3600], "every seat's bank filled once");

    for (table, game) in &games {
        let what = format!("table {table}");
        assert_eq!(status_of(&app, *game).await, "active", "{what}");
        app.assert_projection_is_fold(*game).await;
        let (seq, waiting, started, event_of): (i64, Vec<i16>, bool, Option<Uuid>) =
            sqlx::query_as(
                "SELECT seq, waiting_on, started_at IS NOT NULL, event_id FROM games WHERE id = $1",
            )
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert!(started, "{what}: started");
        assert_eq!(event_of, Some(event), "{what}: marked as the event's");
        // The set-up events are the log, numbered from 1 without a gap.
        let seqs: Vec<i64> =
            sqlx::query_scalar("SELECT seq FROM game_events WHERE game_id = $1 ORDER BY seq")
                .bind(game)
                .fetch_all(&app.pool)
                .await
                .unwrap();
        assert!(!seqs.is_empty(), "{what}: set up");
        assert_eq!(seqs, (1..=seq).collect::<Vec<_>>(), "{what}: its log");
        assert_eq!(waiting.len(), 1, "{what}: one seat to move in Torres");
        // A deadline for the seat to move, of the event's 120 hours.
        let hours: Vec<(i16, f64)> = sqlx::query_as(
            "SELECT seat, EXTRACT(EPOCH FROM expires_at - started_at)::float8 / 3600
             FROM seat_deadlines WHERE game_id = $1",
        )
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        assert_eq!(hours.len(), 1, "{what}: {hours:?}");
        assert_eq!(hours[0].0, waiting[0], "{what}: the waiting seat's");
        assert!(hours[0].1 >= 120.0, "{what}: {hours:?}");
        // Both players hear that the game started; the one to move, that it
        // is their turn, once.
        let seats = seated(&app, *game).await;
        let notices = notices_of(&app, *game).await;
        for (seat, player) in seats.iter().enumerate() {
            let told = |kind: &str| {
                notices
                    .iter()
                    .filter(|(k, user, _)| k == kind && user == player)
                    .count()
            };
            assert_eq!(told("game_started"), 1, "{what}: seat {seat} {notices:?}");
            let to_move = usize::from(i64::from(waiting[0]) == seat as i64);
            assert_eq!(
                told("your_turn"),
                to_move,
                "{what}: seat {seat} {notices:?}"
            );
        }
        assert_eq!(notices.len(), 3, "{what}: nothing else, {notices:?}");
        // The one to move sees a game they can play.
        let mover = seats[waiting[0] as usize];
        let client = &people.iter().find(|p| p.id == mover).unwrap().client;
        let (status, page) = app.page(client, &format!("/games/{game}")).await;
        assert_eq!(status, 200, "{what}");
        assert!(page.contains("<strong>It is your turn.</strong>"), "{what}");
    }

    // Each entrant is granted the event's days off once, though seated at
    // three of its games.
    let allowances: Vec<(Uuid, i64)> = sqlx::query_as(
        "SELECT user_id, seconds_left FROM event_vacation WHERE event_id = $1 ORDER BY user_id",
    )
    .bind(event)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let mut entrants: Vec<Uuid> = people.iter().map(|p| p.id).collect();
    entrants.sort();
    assert_eq!(
        allowances,
        entrants
            .iter()
            .map(|id| (*id, 9 * 86_400))
            .collect::<Vec<_>>()
    );
}
