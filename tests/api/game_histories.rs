//! Every real game, played at random through the service, then stepped
//! through on the history pages: each step renders, its board is the fold of
//! the first N rows as the viewer may see them, and exports are redacted.

use crate::helpers::{browser, spawn_app, TestApp};
use rand::{rngs::SmallRng, Rng, SeedableRng};
use scriptorium::games::state_cache::StateCache;
use scriptorium::games::{log, Registry};
use scriptorium::history::viewer_for;
use scriptorium::lobby::{self, CreateGame, TimeoutPolicy};
use scriptorium::play::{self, Decision};
use scriptorium::store;
use scriptorium::support::i18n::Lang;
use scriptorium::web::boards::{self, BoardContext};
use scriptorium_games::{Seat, Viewer};
use serde_json::{json, Value};
use uuid::Uuid;

/// Options that keep each game short enough to step through.
fn short_options(kind: &str) -> (u8, Value) {
    match kind {
        "carolingi" => (2, json!({"sundial_year": 830})),
        // The advanced game with the module (set-up rounds, homeland claims, module cards).
        "carolingi-advanced" => (
            3,
            json!({"sundial_year": 831, "advanced": true, "anarchy_module": true}),
        ),
        _ => (2, json!({})),
    }
}

pub(crate) struct Played {
    pub(crate) game: Uuid,
    /// Logged-in browsers, by seat.
    pub(crate) seats: Vec<reqwest::Client>,
}

/// Plays `actions` random legal actions (or to the end) through `play::submit`.
pub(crate) async fn play_random(
    app: &TestApp,
    kind: &str,
    seed: u64,
    max_actions: usize,
) -> Played {
    let (seats, options) = short_options(kind);
    let mut clients = Vec::new();
    let mut ids = Vec::new();
    for i in 0..seats {
        let client = browser();
        ids.push(app.sign_up(&client, &format!("p{seed}x{i}")).await);
        clients.push(client);
    }
    let registry = Registry::new(false);
    let game = lobby::create(
        &app.pool,
        &registry,
        Default::default(),
        ids[0],
        CreateGame {
            kind: kind.trim_end_matches("-advanced").into(),
            seats,
            options,
            time_control: scriptorium::clocks::TimeControl::NONE,
            invite_only: false,
            private: false,
            chat_private: false,
            team_talk: false,
            timeout_policy: TimeoutPolicy::Skip,
            computers: Vec::new(),
        },
    )
    .await
    .unwrap();
    for id in &ids[1..] {
        lobby::join(&app.pool, Default::default(), &[], game, *id, None)
            .await
            .unwrap();
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    // One instance's cache across the moves: from the second move on, each
    // starts from the state the one before kept, not from a read of it.
    let states = StateCache::default();
    for _ in 0..max_actions {
        let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
        if record.status != scriptorium::store::games::GameStatus::Active {
            break;
        }
        let seat = record.waiting_on[rng.random_range(0..record.waiting_on.len())];
        let table = play::restore(&record).unwrap().unwrap();
        let offers = table.legal_actions(seat.seat());
        let action = offers[rng.random_range(0..offers.len())].action.clone();
        let user = record
            .players
            .iter()
            .find(|p| p.seat == Some(seat))
            .unwrap()
            .user_id;
        play::submit(
            &app.pool,
            &states,
            game,
            user,
            record.seq,
            Uuid::new_v4(),
            Decision::Act(action),
        )
        .await
        .unwrap();
    }
    let mut by_seat = vec![None; seats as usize];
    for (client, id) in clients.into_iter().zip(ids) {
        let seat: i16 =
            sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind(id)
                .fetch_one(&app.pool)
                .await
                .unwrap();
        by_seat[seat as usize] = Some(client);
    }
    Played {
        game,
        seats: by_seat.into_iter().map(Option::unwrap).collect(),
    }
}

/// Checks the board of every `every`-th step for `client`, seen as `viewer`.
async fn step_through(
    app: &TestApp,
    played: &Played,
    client: &reqwest::Client,
    seat: Option<i16>,
    every: usize,
) -> usize {
    let record = store::games::load(&app.pool, played.game)
        .await
        .unwrap()
        .unwrap();
    let entry = Registry::any(&record.kind).unwrap();
    let mut conn = app.pool.acquire().await.unwrap();
    let rows = store::games::log(&mut conn, played.game).await.unwrap();
    let viewer = viewer_for(
        &record,
        seat.map(|seat| scriptorium::games::StoredSeat::try_from(seat).unwrap()),
    );
    let names = record.names_by_seat();
    let mut checked = 0;
    for n in (0..=rows.len()).filter(|n| n % every == 0 || *n == rows.len()) {
        let (status, page) = app
            .page(client, &format!("/games/{}/at/{n}", played.game))
            .await;
        assert_eq!(status, 200, "{} step {n}", record.kind);
        let table = log::fold(
            entry.engine,
            &record.options,
            record.seat_count.get(),
            record.rules_version as u32,
            &rows[..n],
        )
        .unwrap();
        let draw = |lang| {
            let context = BoardContext {
                names: &names,
                lang,
                picking: None,
                marks: &[],
            };
            (boards::of(entry).draw)(table.as_ref(), viewer, &context)
        };
        let board = draw(Lang::ENGLISH);
        // Every renderer says "ne peut pas" (cannot) when a view does not decode.
        let french = draw(Lang::from_code("fr").unwrap());
        assert!(
            !french.contains("ne peut pas"),
            "{} step {n}: the board could not be drawn",
            record.kind
        );
        assert!(
            page.contains(&board),
            "{} step {n}: the board is the fold of the first {n} rows",
            record.kind
        );
        checked += 1;
    }
    checked
}

/// The export holds exactly the redacted rows for the requester.
async fn export_is_redacted(
    app: &TestApp,
    played: &Played,
    client: &reqwest::Client,
    viewer: Viewer,
) {
    let record = store::games::load(&app.pool, played.game)
        .await
        .unwrap()
        .unwrap();
    let entry = Registry::any(&record.kind).unwrap();
    let mut conn = app.pool.acquire().await.unwrap();
    let rows = store::games::log(&mut conn, played.game).await.unwrap();
    let (_, export) = app
        .page(client, &format!("/games/{}/export.jsonl", played.game))
        .await;
    let exported: Vec<Value> = export
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(exported.len(), rows.len());
    let mut table = entry
        .engine
        .empty(
            &record.options,
            record.seat_count.get(),
            record.rules_version as u32,
        )
        .unwrap();
    for (row, line) in rows.iter().zip(&exported) {
        if let log::Entry::Event(event) = &row.entry {
            let expected = table.redact_event(event, viewer).unwrap();
            assert_eq!(line["event"], expected, "{} row {}", record.kind, row.seq);
            table.apply(event).unwrap();
        }
    }
}

async fn check_kind(kind: &str) {
    let app = spawn_app().await;
    // A whole game, to its end, stepped through by a player.
    let finished = play_random(&app, kind, 1, 5_000).await;
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(finished.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "finished", "{kind}: random play reached the end");
    let steps = step_through(&app, &finished, &finished.seats[0], Some(0), 1).await;
    assert!(steps > 10);
    // A game in progress: each seat and an onlooker see only their part.
    let running = play_random(&app, kind, 2, 12).await;
    let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(running.game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        status, "active",
        "{kind}: still in play, so secrets are still secret"
    );
    let onlooker = browser();
    app.sign_up(&onlooker, &format!("onlooker{}", kind.len()))
        .await;
    for (seat, client) in running.seats.iter().enumerate() {
        step_through(&app, &running, client, Some(seat as i16), 5).await;
        export_is_redacted(&app, &running, client, Viewer::Seat(Seat(seat as u8))).await;
    }
    step_through(&app, &running, &onlooker, None, 5).await;
    export_is_redacted(&app, &running, &onlooker, Viewer::Spectator).await;
}

#[tokio::test]
async fn carolus_magnus_history() {
    check_kind("carolus-magnus").await;
}

#[tokio::test]
async fn torres_history() {
    check_kind("torres").await;
}

#[tokio::test]
async fn carolingi_history() {
    check_kind("carolingi").await;
}

#[tokio::test]
async fn carolingi_advanced_history() {
    check_kind("carolingi-advanced").await;
}
