//! Events at the sizes issue 44 names, through the service on a private
//! PostgreSQL: a 2,000-player Swiss of 3-player Carolingi tables and a
//! 500-player league of 2-player Torres in divisions of 10. For each: the
//! entries (each one decision: lock, fold the log, decide, append), the
//! start (pairing the first round and opening every table's game in one
//! transaction), and the event's page (its one read, then the fold and the
//! standings) fetched again and again by a visitor.
//!
//! `EVENT_SCALE_STATEMENT_LOG=file` writes every statement of the start and
//! of the page's fetches, with its duration, to `file.swiss` and
//! `file.league` (the cluster's log, so the second has the first's too).
//!
//! `cargo bench --bench event_scale` prints the figures; nothing is asserted
//! about time (the machine is shared).

#[path = "support/fixture.rs"]
mod support;

use chrono::Utc;
use scriptorium::tournaments::{self, log::seconds};
use scriptorium_events::{
    EventAction, Format, RatingBounds, RegistrationWindow, Rules, StartCondition, TimeoutPolicy,
    VanishedPolicy,
};
use std::time::{Duration, Instant};
use support::{start, user};
use uuid::Uuid;

fn rules(game: &str, seats: u8, format: Format) -> Rules {
    let now = seconds(Utc::now());
    Rules {
        game: game.into(),
        seats_per_table: seats,
        format,
        time_control_hours: 72,
        vacation_days: 14,
        timeout_policy: TimeoutPolicy::TimedOutLoses,
        vanished_policy: VanishedPolicy::WithdrawAfterTimeouts(2),
        rating_bounds: RatingBounds::default(),
        registration: RegistrationWindow {
            opens: now - 60,
            closes: now + 7 * 86_400,
        },
        max_players: None,
        start: StartCondition::AtTime(now + 7 * 86_400),
    }
}

struct Figures {
    name: &'static str,
    players: usize,
    entry_mean: Duration,
    entry_last: Duration,
    start: Duration,
    games: i64,
    page_p50: Duration,
    page_p90: Duration,
    page_bytes: usize,
}

async fn measure(
    base: &str,
    pool: &sqlx::PgPool,
    log_dir: &std::path::Path,
    name: &'static str,
    players: usize,
    rules: Rules,
) -> Figures {
    let registry = scriptorium::games::Registry::new(false);
    let mut people = Vec::with_capacity(players);
    for n in 0..players {
        people.push(user(pool, &format!("{name}{n}")).await);
    }
    let organizer = people[0];
    let event = tournaments::create(pool, &registry, organizer, name, rules, Utc::now())
        .await
        .expect("created");
    let mut entries = Duration::ZERO;
    let mut last = Duration::ZERO;
    for person in &people {
        let began = Instant::now();
        tournaments::register(pool, event, *person, Utc::now())
            .await
            .expect("entered");
        last = began.elapsed();
        entries += last;
    }
    // The start as the scheduler makes it at the event's time (a week on).
    let at = Utc::now() + chrono::Duration::days(7) + chrono::Duration::seconds(1);
    // `EVENT_SCALE_STATEMENT_LOG=file`: every statement of the start and of
    // the page's fetches (and its duration) goes to the cluster's log,
    // copied to `file.swiss` and `file.league` after.
    let statement_log = std::env::var("EVENT_SCALE_STATEMENT_LOG").ok();
    if statement_log.is_some() {
        log_statements(pool, true).await;
    }
    // A live site's tables have statistics (autovacuum keeps them); this
    // fresh cluster's are of empty tables, and plans made for empty tables
    // read every row where an index finds a few (the start took 2–3 times
    // as long).
    sqlx::query("ANALYZE").execute(pool).await.expect("analyze");
    let began = Instant::now();
    tournaments::organize(pool, &registry, event, organizer, EventAction::Start, at)
        .await
        .expect("started");
    let start = began.elapsed();
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games WHERE event_id = $1")
        .bind(event)
        .fetch_one(pool)
        .await
        .unwrap();
    let (page_p50, page_p90, page_bytes) = page(base, event).await;
    // The start's statements, then the page's.
    if let Some(path) = statement_log {
        log_statements(pool, false).await;
        let _ = std::fs::copy(log_dir.join("pg/postgres.log"), format!("{path}.{name}"));
    }
    Figures {
        name,
        players,
        entry_mean: entries / players as u32,
        entry_last: last,
        start,
        games,
        page_p50,
        page_p90,
        page_bytes,
    }
}

async fn log_statements(pool: &sqlx::PgPool, on: bool) {
    let setting = if on {
        "ALTER SYSTEM SET log_min_duration_statement = 0"
    } else {
        "ALTER SYSTEM RESET log_min_duration_statement"
    };
    for statement in [setting, "SELECT pg_reload_conf()"] {
        sqlx::query(statement).execute(pool).await.expect(statement);
    }
}

/// The event's page for a visitor (no login: the page's one read), 60
/// times after 5 to warm up: the median and the 90th percentile.
async fn page(base: &str, event: Uuid) -> (Duration, Duration, usize) {
    let client = reqwest::Client::new();
    let url = format!("{base}/events/{event}");
    let mut times = Vec::new();
    let mut bytes = 0;
    for round in 0..65 {
        let began = Instant::now();
        let response = client.get(&url).send().await.unwrap();
        assert!(response.status().is_success(), "{}", response.status());
        bytes = response.bytes().await.unwrap().len();
        if round >= 5 {
            times.push(began.elapsed());
        }
    }
    times.sort();
    (times[times.len() / 2], times[times.len() * 9 / 10], bytes)
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let running = start(|_| {}).await;
        let swiss = measure(
            &running.base,
            &running.pool,
            running.dir.path(),
            "swiss",
            2_000,
            rules("carolingi", 3, Format::Swiss { rounds: 7 }),
        )
        .await;
        let league = measure(
            &running.base,
            &running.pool,
            running.dir.path(),
            "league",
            500,
            rules(
                "torres",
                2,
                Format::League {
                    division_size: 10,
                    seasons: 2,
                    promoted: 2,
                    relegated: 2,
                },
            ),
        )
        .await;
        println!(
            "| event | players | an entry (mean / the last) | start: pair and open every game | games opened | the event's page p50 / p90 | page size |"
        );
        println!("|---|---|---|---|---|---|---|");
        for f in [swiss, league] {
            println!(
                "| {} | {} | {:.1} / {:.1} ms | {:.2} s | {} | {:.1} / {:.1} ms | {} KB |",
                f.name,
                f.players,
                f.entry_mean.as_secs_f64() * 1e3,
                f.entry_last.as_secs_f64() * 1e3,
                f.start.as_secs_f64(),
                f.games,
                f.page_p50.as_secs_f64() * 1e3,
                f.page_p90.as_secs_f64() * 1e3,
                f.page_bytes / 1024,
            );
        }
    });
}
