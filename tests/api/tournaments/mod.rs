//! Events (issue 44) end to end: created and entered through the forms,
//! their tables started as games with the tables' seats, results reported
//! by the games' ends, the next round paired by the scheduler, and every
//! refusal said in words with the log unchanged.

use crate::helpers::{browser, spawn_app, TestApp};
use crate::resign::resign_by_form;
use scriptorium_events::EventRecord;
use uuid::Uuid;

/// A player and their browser.
pub(crate) struct Player {
    pub id: Uuid,
    pub client: reqwest::Client,
}

pub(crate) async fn players(app: &TestApp, names: &[&str]) -> Vec<Player> {
    let mut players = Vec::new();
    for name in names {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        players.push(Player { id, client });
    }
    players
}

/// Creates an event through the form; returns its id.
pub(crate) async fn create_event(
    app: &TestApp,
    client: &reqwest::Client,
    fields: &[(&str, &str)],
) -> Uuid {
    let response = app.post_form(client, "/events", fields).await;
    assert_eq!(response.status().as_u16(), 303, "created with {fields:?}");
    let location = response.headers()["location"].to_str().unwrap().to_owned();
    location
        .strip_prefix("/events/")
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("an event's page, not {location}"))
}

/// Presses a button of the event's page; returns where it led.
pub(crate) async fn press(
    app: &TestApp,
    client: &reqwest::Client,
    event: Uuid,
    button: &str,
) -> String {
    let response = app
        .post_form(client, &format!("/events/{event}/{button}"), &[])
        .await;
    assert_eq!(response.status().as_u16(), 303, "{button}");
    response.headers()["location"].to_str().unwrap().to_owned()
}

/// The event's page as `client` sees it next (with the flash of what just
/// happened).
pub(crate) async fn event_page(app: &TestApp, client: &reqwest::Client, event: Uuid) -> String {
    let (status, page) = app.page(client, &format!("/events/{event}")).await;
    assert_eq!(status, 200);
    page
}

/// The event's log, each record as the database gives it back in JSON.
pub(crate) async fn log_of(app: &TestApp, event: Uuid) -> Vec<String> {
    sqlx::query_scalar("SELECT record::text FROM event_records WHERE event_id = $1 ORDER BY seq")
        .bind(event)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// The event's games by table: (table, game).
pub(crate) async fn games_of(app: &TestApp, event: Uuid) -> Vec<(i32, Uuid)> {
    sqlx::query_as("SELECT event_table, id FROM games WHERE event_id = $1 ORDER BY event_table")
        .bind(event)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// The players of a game in seat order.
pub(crate) async fn seated(app: &TestApp, game: Uuid) -> Vec<Uuid> {
    sqlx::query_scalar("SELECT user_id FROM game_players WHERE game_id = $1 ORDER BY seat")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

pub(crate) async fn status_of(app: &TestApp, game: Uuid) -> String {
    sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// The seats of every table the log opened, by table id, as user ids.
fn tables_in(log: &[String]) -> Vec<(u64, Vec<Uuid>)> {
    log.iter()
        .map(|text| serde_json::from_str::<EventRecord>(text).expect("a record"))
        .filter_map(|record| match record {
            EventRecord::RoundPaired { tables, .. } => Some(tables),
            _ => None,
        })
        .flatten()
        .map(|table| {
            let seats = table.seats.iter().map(|p| Uuid::from_u128(p.0)).collect();
            (u64::from(table.id.0), seats)
        })
        .collect()
}

/// How many records of this kind the log holds.
pub(crate) fn count(log: &[String], kind: &str) -> usize {
    log.iter()
        .filter(|record| record.starts_with(&format!("{{\"{kind}\"")))
        .count()
}

pub(crate) fn swiss_fields<'a>(name: &'a str, max: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("name", name),
        ("kind", "countdown"),
        ("seats", "2"),
        ("format", "swiss"),
        ("rounds", "2"),
        ("hours", "72"),
        ("vacation_days", "7"),
        ("timeout_policy", "timed_out_loses"),
        ("vanished_after", "2"),
        ("registration_days", "7"),
        ("max_players", max),
        ("start", "when_full"),
    ]
}

/// A ladder's form: two-player countdown, a challenge within two rungs
/// answered within three days, starting when `max` have entered.
pub(crate) fn ladder_fields<'a>(name: &'a str, max: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("name", name),
        ("kind", "countdown"),
        ("seats", "2"),
        ("format", "ladder"),
        ("reach", "2"),
        ("accept_days", "3"),
        ("hours", "72"),
        ("vacation_days", "7"),
        ("timeout_policy", "timed_out_loses"),
        ("vanished_after", "2"),
        ("registration_days", "7"),
        ("max_players", max),
        ("start", "when_full"),
    ]
}

/// Every table's game seats the table's players in the table's order.
async fn assert_games_seat_their_tables(app: &TestApp, event: Uuid) {
    let log = log_of(app, event).await;
    let games = games_of(app, event).await;
    let tables = tables_in(&log);
    assert_eq!(games.len(), tables.len(), "one game per table");
    for (table, seats) in tables {
        let (_, game) = games
            .iter()
            .find(|(number, _)| *number as u64 == table)
            .expect("the table's game");
        assert_eq!(seated(app, *game).await, seats, "table {table}");
    }
}

/// The loser of every running game of the event resigns (the second seat).
pub(crate) async fn second_seats_resign(
    app: &TestApp,
    event: Uuid,
    players: &[Player],
) -> Vec<Uuid> {
    let mut winners = Vec::new();
    for (_, game) in games_of(app, event).await {
        if status_of(app, game).await != "active" {
            continue;
        }
        let seats = seated(app, game).await;
        let loser = players.iter().find(|p| p.id == seats[1]).unwrap();
        assert_eq!(resign_by_form(app, &loser.client, game).await, 303);
        assert_eq!(status_of(app, game).await, "finished");
        winners.push(seats[0]);
    }
    winners
}

#[tokio::test]
async fn a_swiss_filled_through_the_forms_plays_its_rounds_and_shows_its_standings() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora", "dora", "emil"]).await;
    let (olga, entrants) = (&people[0], &people[1..5]);
    // Two events at once: the other's games must not mix with this one's.
    let event = create_event(&app, &olga.client, &swiss_fields("Autumn Swiss", "4")).await;
    let other = create_event(&app, &olga.client, &swiss_fields("Winter Swiss", "6")).await;
    assert_ne!(event, other);
    let page = event_page(&app, &entrants[0].client, event).await;
    for rule in [
        "Autumn Swiss",
        "Swiss",
        "Rounds",
        "3 days per move",
        "Days of vacation allowed",
        "the player who ran out of time loses",
        "is withdrawn after 2 games lost on time",
        "when the event is full",
        "Enter this event",
    ] {
        assert!(page.contains(rule), "the page shows {rule:?} before entry");
    }

    // The lobby and the landing page list them while they take entries.
    for client in [&entrants[0].client, &browser()] {
        let (_, lobby) = app.page(client, "/").await;
        assert!(
            lobby.contains(&format!("href=\"/events/{event}\"")),
            "{lobby}"
        );
        assert!(lobby.contains("Winter Swiss"));
    }
    for player in entrants {
        assert_eq!(
            press(&app, &player.client, event, "register").await,
            format!("/events/{event}")
        );
    }
    press(&app, &people[5].client, other, "register").await;
    // The fourth entry filled the event: it started and round 1 is two games.
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "Registered"), 4);
    assert_eq!(count(&log, "Started"), 1);
    assert_eq!(games_of(&app, event).await.len(), 2);
    assert!(
        games_of(&app, other).await.is_empty(),
        "the other still waits"
    );
    let (_, lobby) = app.page(&browser(), "/").await;
    assert!(
        !lobby.contains("Autumn Swiss"),
        "a full event is no longer listed"
    );
    assert!(lobby.contains("Winter Swiss"));
    assert_games_seat_their_tables(&app, event).await;
    for (_, game) in games_of(&app, event).await {
        assert_eq!(status_of(&app, game).await, "active");
        let (_, page) = app
            .page(&entrants[0].client, &format!("/games/{game}"))
            .await;
        assert!(
            page.contains(&format!("href=\"/events/{event}\"")),
            "a game of an event shows its event"
        );
    }
    // Round 2 is not paired while round 1 runs.
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
        .await
        .unwrap();
    assert_eq!(games_of(&app, event).await.len(), 2);

    let round_one_winners = second_seats_resign(&app, event, entrants).await;
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "ResultRecorded"), 2, "{log:#?}");
    let page = event_page(&app, &olga.client, event).await;
    assert!(page.contains("Standings") && page.contains("Buchholz"));
    assert!(page.contains("Sonneborn-Berger"), "tie-breaks named");

    // The scheduler pairs round 2: the two winners meet.
    let swept = scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
        .await
        .unwrap();
    assert!(swept.events >= 1);
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 4, "round 2 paired");
    assert_games_seat_their_tables(&app, event).await;
    let round_two: Vec<Vec<Uuid>> = {
        let mut tables = Vec::new();
        for (table, game) in &games {
            if *table >= 2 {
                tables.push(seated(&app, *game).await);
            }
        }
        tables
    };
    assert!(
        round_two.iter().any(|seats| round_one_winners
            .iter()
            .all(|winner| seats.contains(winner))),
        "winners meet winners: {round_two:?}"
    );
    let final_winners = second_seats_resign(&app, event, entrants).await;
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "Finished"), 1, "the last round ended it");
    let champion = round_one_winners
        .iter()
        .find(|w| final_winners.contains(w))
        .unwrap();
    let champion_name: String = sqlx::query_scalar("SELECT username FROM users WHERE id = $1")
        .bind(champion)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let page = event_page(&app, &olga.client, event).await;
    assert!(page.contains("Finished"));
    assert!(
        page.contains(&format!("Won by</strong> {champion_name}")),
        "the winner is named"
    );
    // The standings rank the champion first with 4 points.
    let standings = &page[page.find("class=\"standings\"").unwrap()..];
    let first_row = &standings[standings.find("<td>1</td>").unwrap()..];
    assert!(first_row.starts_with(&format!("<td>1</td><td>{champion_name}</td><td>4</td>")));
    // Nothing more is due.
    let swept = scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
        .await
        .unwrap();
    assert_eq!(swept.events, 0);
    assert_eq!(log_of(&app, event).await.len(), log.len());

    // The event's log as a file `scriptorium verify` checks, from the page's
    // link and its API twin alike.
    assert!(page.contains(&format!("/events/{event}/export.jsonl")));
    let (status, export) = app
        .page(&olga.client, &format!("/events/{event}/export.jsonl"))
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        export.lines().count(),
        log.len() + 1,
        "a header, then every record"
    );
    let token = app.api_token(olga.id).await;
    let from_api = reqwest::Client::new()
        .get(app.url(&format!("/api/v1/events/{event}/export")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(from_api, export);
    let verify = |text: &str| {
        let path = app.data_dir.path().join("event.jsonl");
        std::fs::write(&path, text).unwrap();
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_scriptorium"))
            .arg("verify")
            .arg(&path)
            .output()
            .unwrap();
        let printed: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        (output.status.success(), printed)
    };
    let (ok, printed) = verify(&export);
    assert!(ok, "{printed}\n{export}");
    assert_eq!(printed["phase"], "finished");
    assert_eq!(printed["winners"], serde_json::json!([champion_name]));
    assert_eq!(
        printed["standings"][0]["name"],
        serde_json::json!(champion_name)
    );
    assert_eq!(printed["standings"][0]["points"], 4);
    // A line left out is a gap; a player entered twice (the seqs mended) is
    // a record no decision could write: both refused, naming the line.
    let lines: Vec<&str> = export.lines().collect();
    let without: String = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != 3)
        .map(|(_, line)| format!("{line}\n"))
        .collect();
    let (ok, printed) = verify(&without);
    assert!(!ok);
    assert!(
        printed["message"].as_str().unwrap().contains("line 4"),
        "{printed}"
    );
    let registered = lines
        .iter()
        .position(|line| line.contains("\"Registered\""))
        .unwrap();
    // Rows are rewritten as text: a JSON value would round the players'
    // 128-bit ids.
    let mut twice: Vec<&str> = lines[1..].to_vec();
    twice.insert(registered, twice[registered - 1]);
    let mut text = format!("{}\n", lines[0]);
    for (n, row) in twice.iter().enumerate() {
        let rest = &row[row.find(',').unwrap()..];
        assert!(row.starts_with("{\"seq\":"), "{row}");
        text.push_str(&format!("{{\"seq\":{}{rest}\n", n + 1));
    }
    let (ok, printed) = verify(&text);
    assert!(!ok);
    let message = printed["message"].as_str().unwrap();
    assert!(message.contains("a player enters twice"), "{message}");
    assert!(
        message.contains(&format!("line {}", registered + 2)),
        "{message}"
    );
}

#[tokio::test]
async fn a_three_seat_round_robin_of_carolingi_starts_every_table_at_once() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora", "dora"]).await;
    let event = create_event(
        &app,
        &people[0].client,
        &[
            ("name", "Carolingi all at once"),
            ("kind", "carolingi"),
            ("seats", "3"),
            ("format", "round_robin"),
            ("hours", "120"),
            ("vacation_days", "10"),
            ("timeout_policy", "scored_as_it_stands"),
            ("vanished_after", "0"),
            ("registration_days", "3"),
            ("max_players", "4"),
            ("start", "when_full"),
        ],
    )
    .await;
    for player in &people[1..] {
        press(&app, &player.client, event, "register").await;
    }
    let log = log_of(&app, event).await;
    assert_eq!(
        count(&log, "RoundPaired"),
        1,
        "one pairing for the whole event"
    );
    let games = games_of(&app, event).await;
    // Four players at three seats: every pair meets in three tables.
    assert_eq!(games.len(), 3);
    assert_games_seat_their_tables(&app, event).await;
    for (_, game) in &games {
        assert_eq!(status_of(&app, *game).await, "active");
        assert_eq!(seated(&app, *game).await.len(), 3);
        let kind: String = sqlx::query_scalar("SELECT kind FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(kind, "carolingi");
    }
    let page = event_page(&app, &people[1].client, event).await;
    assert!(page.contains("Round robin, every game at once"));
    assert!(page.contains("the game counts as it stood"));
    assert!(page.contains("stays entered and their games time out"));
    assert_eq!(
        page.matches("href=\"/games/").count(),
        3,
        "links to its games"
    );
}

#[tokio::test]
async fn a_timed_start_is_made_by_the_scheduler() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert"]).await;
    let event = create_event(
        &app,
        &people[0].client,
        &[
            ("name", "Timed round robin"),
            ("kind", "countdown"),
            ("seats", "2"),
            ("format", "round_robin"),
            ("hours", "48"),
            ("registration_days", "1"),
            ("start", "at_time"),
            ("start_in_hours", "0"),
        ],
    )
    .await;
    for player in &people[1..] {
        press(&app, &player.client, event, "register").await;
    }
    assert!(
        games_of(&app, event).await.is_empty(),
        "not started by entries"
    );
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now() + chrono::Duration::seconds(1))
        .await
        .unwrap();
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 1, "started at its time");
    assert_games_seat_their_tables(&app, event).await;
}

#[tokio::test]
async fn refusals_are_said_in_words_and_change_nothing() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora"]).await;
    let (olga, anna, bert, cora) = (&people[0], &people[1], &people[2], &people[3]);
    // Full: two places, a timed start a day away.
    let mut timed = swiss_fields("Two places", "2");
    timed.retain(|(name, _)| *name != "start");
    timed.push(("start", "at_time"));
    timed.push(("start_in_hours", "24"));
    let full = create_event(&app, &olga.client, &timed).await;
    press(&app, &anna.client, full, "register").await;
    let before = log_of(&app, full).await;
    // Entering twice.
    press(&app, &anna.client, full, "register").await;
    let page = event_page(&app, &anna.client, full).await;
    assert!(page.contains("You have already entered this event."));
    assert_eq!(log_of(&app, full).await, before);
    press(&app, &bert.client, full, "register").await;
    let before = log_of(&app, full).await;
    press(&app, &cora.client, full, "register").await;
    let page = event_page(&app, &cora.client, full).await;
    assert!(page.contains("This event is full."), "{page}");
    assert_eq!(log_of(&app, full).await, before);
    // Only the organizer changes the rules, and not after the start.
    let form = app
        .post_form(&anna.client, &format!("/events/{full}/rules"), &timed)
        .await;
    assert_eq!(form.status().as_u16(), 303);
    assert!(event_page(&app, &anna.client, full)
        .await
        .contains("Only the organizer of the event may do that."));
    assert_eq!(log_of(&app, full).await, before);

    // Closed: a registration window that is already over.
    let mut closed_fields = swiss_fields("Closed", "4");
    closed_fields.retain(|(name, _)| *name != "registration_days");
    closed_fields.push(("registration_days", "0"));
    let closed = create_event(&app, &olga.client, &closed_fields).await;
    let before = log_of(&app, closed).await;
    press(&app, &cora.client, closed, "register").await;
    let page = event_page(&app, &cora.client, closed).await;
    assert!(page.contains("Registration for this event is closed."));
    assert_eq!(log_of(&app, closed).await, before);

    // Rules after the start: a round robin of two that started when full.
    let mut started_fields = swiss_fields("Started", "2");
    started_fields.retain(|(name, _)| *name != "format");
    started_fields.push(("format", "round_robin"));
    let started = create_event(&app, &olga.client, &started_fields).await;
    press(&app, &anna.client, started, "register").await;
    press(&app, &bert.client, started, "register").await;
    assert_eq!(games_of(&app, started).await.len(), 1);
    let before = log_of(&app, started).await;
    let mut changed = started_fields.clone();
    changed.retain(|(name, _)| *name != "hours");
    changed.push(("hours", "24"));
    let response = app
        .post_form(&olga.client, &format!("/events/{started}/rules"), &changed)
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let page = event_page(&app, &olga.client, started).await;
    assert!(page.contains("The rules cannot change once the event has started"));
    assert!(page.contains("3 days per move"), "the rules as they were");
    assert_eq!(log_of(&app, started).await, before);
    // Before the start the organizer may: the rules form is the event's.
    let response = app
        .post_form(&olga.client, &format!("/events/{full}/rules"), &{
            let mut more = timed.clone();
            more.retain(|(name, _)| *name != "hours");
            more.push(("hours", "24"));
            more
        })
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let page = event_page(&app, &olga.client, full).await;
    assert!(page.contains("The rules were changed."), "{page}");
    assert!(page.contains("1 day per move"));

    // The same refusal in French and German.
    for (language, words) in [
        ("fr", "Vous êtes déjà inscrit à ce tournoi."),
        ("de", "Du bist für dieses Turnier bereits angemeldet."),
    ] {
        let saved = app
            .post_form(
                &anna.client,
                "/settings",
                &[
                    ("language", language),
                    ("time_zone", "UTC"),
                    ("mode", "immediate"),
                    ("batch_minutes", "60"),
                    ("digest_hour", "8"),
                    ("until", ""),
                ],
            )
            .await;
        assert_eq!(saved.status().as_u16(), 303);
        let before = log_of(&app, full).await;
        press(&app, &anna.client, full, "register").await;
        let page = event_page(&app, &anna.client, full).await;
        assert!(page.contains(words), "{language}: {page}");
        assert_eq!(log_of(&app, full).await, before);
    }
}

#[tokio::test]
async fn withdrawing_forfeits_a_running_two_player_game() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert"]).await;
    let mut fields = swiss_fields("Short", "2");
    fields.retain(|(name, _)| *name != "format");
    fields.push(("format", "round_robin"));
    let event = create_event(&app, &people[0].client, &fields).await;
    press(&app, &people[1].client, event, "register").await;
    press(&app, &people[2].client, event, "register").await;
    let page = event_page(&app, &people[1].client, event).await;
    assert!(page.contains("Your open two-player games are lost at once"));
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 1);
    press(&app, &people[1].client, event, "withdraw").await;
    assert_eq!(status_of(&app, games[0].1).await, "finished");
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "Withdrew"), 1);
    assert_eq!(count(&log, "ResultRecorded"), 1, "{log:#?}");
    assert_eq!(count(&log, "Finished"), 1);
    let page = event_page(&app, &people[2].client, event).await;
    assert!(page.contains("Won by</strong> bert"));
}

#[tokio::test]
async fn a_player_out_of_time_loses_and_vanishes_after_the_timeouts_allowed() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "anna", "bert", "cora"]).await;
    let ids: Vec<Uuid> = people.iter().map(|p| p.id).collect();
    app.without_vacation(&ids).await;
    let mut fields = swiss_fields("Strict clocks", "3");
    fields.retain(|(name, _)| !["format", "hours", "vanished_after"].contains(name));
    fields.extend([
        ("format", "round_robin"),
        ("hours", "24"),
        ("vanished_after", "1"),
    ]);
    let event = create_event(&app, &people[0].client, &fields).await;
    for player in &people[1..] {
        press(&app, &player.client, event, "register").await;
    }
    let games = games_of(&app, event).await;
    assert_eq!(games.len(), 3, "three pairs, all at once");
    // A day and more passes: every waiting seat runs out of time.
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now() + chrono::Duration::hours(25))
        .await
        .unwrap();
    let log = log_of(&app, event).await;
    let timeouts = log.iter().filter(|r| r.contains("\"Timeout\"")).count();
    assert!(timeouts >= 1, "scored as timeouts: {log:#?}");
    assert!(
        count(&log, "Vanished") >= 1,
        "the one timeout allowed withdrew: {log:#?}"
    );
    assert_eq!(count(&log, "Finished"), 1, "every table has its result");
    for (_, game) in games_of(&app, event).await {
        assert_eq!(
            status_of(&app, game).await,
            "finished",
            "no event game left running"
        );
    }
    let page = event_page(&app, &people[0].client, event).await;
    assert!(page.contains("(on time)"));
    assert!(page.contains("left the event"));
}

#[tokio::test]
async fn racing_entries_fill_the_event_exactly_once() {
    let app = spawn_app().await;
    let people = players(
        &app,
        &["olga", "anna", "bert", "cora", "dora", "emil", "finn"],
    )
    .await;
    let event = create_event(&app, &people[0].client, &swiss_fields("Race", "4")).await;
    let path = format!("/events/{event}/register");
    let entries = people[1..]
        .iter()
        .map(|player| app.post_form(&player.client, &path, &[]));
    for response in futures_util::future::join_all(entries).await {
        assert_eq!(response.status().as_u16(), 303);
    }
    let log = log_of(&app, event).await;
    assert_eq!(count(&log, "Registered"), 4, "{log:#?}");
    assert_eq!(count(&log, "Started"), 1);
    assert_eq!(games_of(&app, event).await.len(), 2);
    assert_games_seat_their_tables(&app, event).await;
    let entrants: i32 = sqlx::query_scalar("SELECT entrants FROM events WHERE id = $1")
        .bind(event)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(entrants, 4);
}

/// The event pages' twins: a program creates an event with the rules an
/// event shows, enters, starts and withdraws through the API, each through
/// the page's own function, refused in words with the log unchanged.
#[tokio::test]
async fn a_program_runs_an_event_through_the_api_as_the_pages_do() {
    let app = spawn_app().await;
    let people = players(&app, &["anna", "bert", "cora", "dirk"]).await;
    let mut tokens = Vec::new();
    for person in &people {
        tokens.push(app.api_token(person.id).await);
    }
    // An event made on the pages, read through the API…
    let fields = swiss_fields("Autumn cup", "4");
    let paged = create_event(&app, &people[0].client, &fields).await;
    let (status, shown) = app
        .api_json(&tokens[1], "GET", &format!("/api/v1/events/{paged}"), None)
        .await;
    assert_eq!(status, 200, "{shown}");
    assert_eq!(shown["name"], "Autumn cup");
    assert_eq!(shown["organizer"], "anna");
    // …and a second one with the same rules made through the API.
    let (status, created) = app
        .api_json(
            &tokens[0],
            "POST",
            "/api/v1/events",
            Some(serde_json::json!({"name": "Winter cup", "rules": shown["rules"]})),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let event: Uuid = serde_json::from_value(created["id"].clone()).unwrap();
    assert_ne!(event, paged);
    let (_, again) = app
        .api_json(&tokens[0], "GET", &format!("/api/v1/events/{event}"), None)
        .await;
    assert_eq!(again["rules"], shown["rules"], "the rules as given");
    let (_, lists) = app
        .api_json(&tokens[2], "GET", "/api/v1/events", None)
        .await;
    let open: Vec<&str> = lists["open"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert!(
        open.contains(&"Autumn cup") && open.contains(&"Winter cup"),
        "{lists}"
    );

    // Three enter; the third one's second entry is refused in words.
    for token in &tokens[1..4] {
        let (status, answer) = app
            .api_json(
                token,
                "POST",
                &format!("/api/v1/events/{event}/register"),
                None,
            )
            .await;
        assert_eq!(status, 204, "{answer}");
    }
    let before = log_of(&app, event).await;
    let (status, answer) = app
        .api_json(
            &tokens[3],
            "POST",
            &format!("/api/v1/events/{event}/register"),
            None,
        )
        .await;
    assert_eq!(status, 409, "{answer}");
    assert!(!answer["message"].as_str().unwrap().is_empty());
    // Only the organizer starts it or changes its rules.
    let (status, _) = app
        .api_json(
            &tokens[1],
            "POST",
            &format!("/api/v1/events/{event}/cancel"),
            None,
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .api_json(
            &tokens[1],
            "PUT",
            &format!("/api/v1/events/{event}/rules"),
            Some(serde_json::json!({"rules": shown["rules"]})),
        )
        .await;
    assert_eq!(status, 403);
    assert_eq!(log_of(&app, event).await, before, "refusals change nothing");

    // The organizer enters too: full, it starts, and its tables have games.
    let (status, _) = app
        .api_json(
            &tokens[0],
            "POST",
            &format!("/api/v1/events/{event}/register"),
            None,
        )
        .await;
    assert_eq!(status, 204);
    let (_, running) = app
        .api_json(&tokens[2], "GET", &format!("/api/v1/events/{event}"), None)
        .await;
    let tables = running["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2, "{running}");
    assert!(tables.iter().all(|t| t["game"].is_string()));
    assert_eq!(running["entrants"].as_array().unwrap().len(), 4);
    assert_games_seat_their_tables(&app, event).await;
    // A withdrawal forfeits the running game; the standings say so.
    let (status, _) = app
        .api_json(
            &tokens[3],
            "POST",
            &format!("/api/v1/events/{event}/withdraw"),
            None,
        )
        .await;
    assert_eq!(status, 204);
    let (_, after) = app
        .api_json(&tokens[2], "GET", &format!("/api/v1/events/{event}"), None)
        .await;
    let dirk = after["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "dirk")
        .unwrap();
    assert_eq!(dirk["active"], false, "{after}");
    assert!(after["tables"]
        .as_array()
        .unwrap()
        .iter()
        .any(|t| !t["result"].is_null()));
}

/// Who blocked whom is private: the export says a block set was recorded
/// (marked redacted) without naming anyone, and still verifies.
#[tokio::test]
async fn an_exported_event_keeps_who_blocked_whom_private() {
    let app = spawn_app().await;
    let people = players(&app, &["olga", "pavel", "quinn", "rosa"]).await;
    let blocked = app
        .post_form(&people[1].client, "/users/quinn/block", &[("on", "1")])
        .await;
    assert_eq!(blocked.status().as_u16(), 303);
    let event = create_event(&app, &people[0].client, &swiss_fields("Quiet Swiss", "4")).await;
    for player in &people {
        press(&app, &player.client, event, "register").await;
    }
    let log = log_of(&app, event).await;
    assert_eq!(
        count(&log, "BlocksUpdated"),
        1,
        "the pair is in the log: {log:#?}"
    );
    let (status, export) = app
        .page(&people[3].client, &format!("/events/{event}/export.jsonl"))
        .await;
    assert_eq!(status, 200);
    let blocks_line = export
        .lines()
        .find(|line| line.contains("BlocksUpdated"))
        .expect("the record, redacted");
    assert!(
        blocks_line.ends_with(r#""redacted":true}"#),
        "{blocks_line}"
    );
    let (pavel, quinn) = (people[1].id.as_u128(), people[2].id.as_u128());
    assert!(
        !blocks_line.contains(&pavel.to_string()) && !blocks_line.contains(&quinn.to_string()),
        "nobody named: {blocks_line}"
    );
    let (header, state) = scriptorium::tournaments::export::verify_export(&export).unwrap();
    assert_eq!(header.players.len(), 4);
    assert_eq!(state.entrants.len(), 4);
}

mod moderators;
mod opening;
mod paging;
mod policies;
mod projection;
mod stuck;
