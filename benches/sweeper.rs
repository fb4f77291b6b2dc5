//! The deadline sweeper at scale: whether 10,000 games whose deadlines fall
//! due together are timed out before they pile up, by one sweeper and by two
//! sweeping the same database at once (as several instances do).
//!
//! `cargo bench --bench sweeper` (options after `--`: `--games N`, default
//! 10000; `--rounds 1,2,1`, the sweepers of each round; `--no-vacuum`). It
//! starts the embedded PostgreSQL durable, as in production (each commit
//! waits for its log flush), in a temporary folder, and then, the sweeper's
//! clock being a parameter (no sleeping):
//!
//! 1. floor: one-row INSERT transactions on one connection, the least a
//!    transaction costs on this disk;
//! 2. each round creates `--games` games of Torres for two through
//!    `lobby::create` and `lobby::join`, 24 hours a move and "skip" on
//!    timeout, each started by the join (which writes the waiting seat's
//!    deadline), and vacuums and analyzes the tables (as autovacuum leaves a
//!    live database; `--no-vacuum` leaves them as just filled: see the README);
//!    a sweep at the reminder time (half-way) sends their reminders; then one
//!    sweep at one second after the last deadline times them all out (the
//!    second round: two sweeps at once, each with its own pool, as two
//!    instances; the third: one sweeper again). It prints the wall time
//!    until the last sweep returns, timeouts per second, and the time of
//!    each timeout (from one timeout's log event to the next of the same
//!    sweeper: claim, default action, consequences and commit), p50/p99 and
//!    by tenths of the sweep;
//! 3. two sweepers' throughput over one's (the mean of its rounds).
//!
//! Each timeout of a fresh game is one decision (placing the first knight)
//! that hands the turn over, so a sweep's timeouts are its games. After each
//! sweep it checks that no due deadline is left, none was set aside, and
//! every game holds exactly one "ran out of time" row: a game handled twice
//! would hold two, or the sweepers' counts would add up to more. The times
//! are set against a minute (10,000 deadlines a minute are handled only if
//! a sweep of them takes less) and the pause between sweeps (30 s,
//! `app::startup`); nothing is asserted about them: it reports, the README
//! keeps the figures.

#[path = "support/fixture.rs"]
mod fixture;

use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use scriptorium::app::embedded_pg::Durability;
use scriptorium::clocks::TimeControl;
use scriptorium::games::Registry;
use scriptorium::lobby::{self, CreateGame, TimeoutPolicy};
use scriptorium::sweeper::{sweep, Sweep};
use sqlx::PgPool;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tracing::Instrument;
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::Layer;
use uuid::Uuid;

/// How often an instance sweeps (`crate::sweeper::run` in `app::startup`):
/// it sleeps this long after each sweep.
const SWEEP_EVERY: Duration = Duration::from_secs(30);

/// Games created at once while setting up.
const SETUP_CONCURRENCY: usize = 8;

struct Options {
    games: usize,
    /// Sweepers of each round, in order.
    rounds: Vec<usize>,
    /// Whether the tables are vacuumed and analyzed after the games are created.
    vacuum: bool,
}

fn options() -> Options {
    let mut options = Options {
        games: 10_000,
        rounds: vec![1, 2, 1],
        vacuum: !std::env::args().any(|arg| arg == "--no-vacuum"),
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--games" => options.games = pair[1].parse().expect("--games N"),
            "--rounds" => {
                options.rounds = pair[1]
                    .split(',')
                    .map(|n| n.parse().expect("--rounds 1,2"))
                    .collect()
            }
            _ => {}
        }
    }
    assert!(
        options.rounds.iter().all(|n| (1..=2).contains(n)),
        "--rounds: one or two sweepers a round"
    );
    options
}

/// When each timeout's log event ("timeout: the default action taken",
/// `play::time_out`) was seen, by the span of the sweeper that took it.
static STAMPS: Mutex<Vec<(&'static str, Instant)>> = Mutex::new(Vec::new());

/// Records [`STAMPS`]: a layer that sees only the sweepers' spans and that
/// one event (see [`wanted`]), so the rest of the log costs nothing.
struct Stamps;

impl<S> Layer<S> for Stamps
where
    S: tracing::Subscriber + for<'a> LookupSpan<'a>,
{
    fn on_event(&self, event: &tracing::Event<'_>, context: Context<'_, S>) {
        let at = Instant::now();
        if let Some(span) = context.event_span(event) {
            STAMPS.lock().unwrap().push((span.name(), at));
        }
    }
}

fn wanted(metadata: &tracing::Metadata<'_>) -> bool {
    if metadata.is_span() {
        return metadata.name().starts_with("sweeper");
    }
    metadata.target() == "scriptorium::play" && metadata.fields().field("follow_up").is_some()
}

fn main() {
    let options = options();
    tracing::subscriber::set_global_default(
        tracing_subscriber::registry()
            .with(Stamps.with_filter(tracing_subscriber::filter::filter_fn(wanted))),
    )
    .expect("the bench's subscriber");
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(bench(options));
}

async fn bench(options: Options) {
    let (mut pg, _dir, url) = fixture::database(Durability::Durable).await;
    let pool = scriptorium::store::connect(&url).await.expect("pool");
    let games = options.games;
    let people = (games / 10).clamp(2, 1_000);
    let mut players = Vec::new();
    for n in 0..people {
        players.push(fixture::user(&pool, &format!("sweep{n}")).await);
    }

    let floor = floor(&pool).await;
    println!(
        "Sweeper bench: {games} games of Torres for two a round (24 h a move, skip on timeout), \
         {people} players, a durable cluster, tables {}; {} s pause between sweeps",
        if options.vacuum {
            "vacuumed and analyzed after each set-up"
        } else {
            "as just filled (--no-vacuum)"
        },
        SWEEP_EVERY.as_secs()
    );
    println!(
        "floor: one-row INSERT transactions, one connection: {floor:.0}/s ({:.2} ms each)",
        1000.0 / floor
    );

    let mut walls = Vec::new();
    for sweepers in options.rounds {
        walls.push((
            sweepers,
            round(
                &url,
                &pool,
                &players,
                games,
                sweepers,
                floor,
                options.vacuum,
            )
            .await,
        ));
    }
    let mean_wall = |sweepers: usize| {
        let walls: Vec<f64> = walls
            .iter()
            .filter(|(n, _)| *n == sweepers)
            .map(|(_, wall)| wall.as_secs_f64())
            .collect();
        (!walls.is_empty()).then(|| walls.iter().sum::<f64>() / walls.len() as f64)
    };
    if let (Some(one), Some(two)) = (mean_wall(1), mean_wall(2)) {
        println!(
            "\ntwo sweepers / one: {:.2}× the timeouts per second (one sweeper's rounds: {one:.2} s on average)",
            one / two
        );
    }
    pool.close().await;
    pg.stop();
}

/// One-row INSERT transactions a second, one after another on one connection.
async fn floor(pool: &PgPool) -> f64 {
    sqlx::query("CREATE TABLE bench_commit (n int)")
        .execute(pool)
        .await
        .expect("floor table");
    let count = 2_000;
    let started = Instant::now();
    for n in 0..count {
        let mut tx = pool.begin().await.expect("begin");
        sqlx::query("INSERT INTO bench_commit (n) VALUES ($1)")
            .bind(n)
            .execute(&mut *tx)
            .await
            .expect("insert");
        tx.commit().await.expect("commit");
    }
    let rate = f64::from(count) / started.elapsed().as_secs_f64();
    sqlx::query("DROP TABLE bench_commit")
        .execute(pool)
        .await
        .expect("drop");
    rate
}

/// `count` new games of Torres for two, started, each waiting on one seat
/// with a deadline 24 hours from its start.
async fn new_games(pool: &PgPool, players: &[Uuid], count: usize) -> Vec<Uuid> {
    let registry = Registry::new(false);
    let people = players.len();
    futures_util::stream::iter(0..count)
        .map(|n| {
            let registry = &registry;
            async move {
                let creator = players[n % people];
                let opponent = players[(n + 1 + (n / people) % (people - 1)) % people];
                let id = lobby::create(
                    pool,
                    registry,
                    Default::default(),
                    creator,
                    CreateGame {
                        kind: "torres".into(),
                        seats: 2,
                        options: serde_json::json!({}),
                        time_control: TimeControl {
                            per_move_hours: Some(24),
                            bank_hours: 0,
                            increment_hours: 0,
                            cap_hours: None,
                        },
                        timeout_policy: TimeoutPolicy::Skip,
                        invite_only: false,
                        private: false,
                        chat_private: false,
                        team_talk: false,
                        computers: Vec::new(),
                    },
                )
                .await
                .expect("create");
                let started = lobby::join(pool, Default::default(), &[], id, opponent, None)
                    .await
                    .expect("join");
                assert!(started, "the second player starts the game");
                id
            }
        })
        .buffer_unordered(SETUP_CONCURRENCY)
        .collect()
        .await
}

/// The deadlines of these games: how many, when the first and the last fall
/// due, when the last reminder is due.
async fn deadlines(
    pool: &PgPool,
    games: &[Uuid],
) -> (i64, DateTime<Utc>, DateTime<Utc>, DateTime<Utc>) {
    type At = Option<DateTime<Utc>>;
    let (count, first, last, reminder): (i64, At, At, At) = sqlx::query_as(
        "SELECT count(*), min(expires_at), max(expires_at), max(next_reminder_at)
         FROM seat_deadlines WHERE game_id = ANY($1)",
    )
    .bind(games)
    .fetch_one(pool)
    .await
    .expect("deadlines");
    (
        count,
        first.expect("a deadline"),
        last.expect("a deadline"),
        reminder.expect("a reminder"),
    )
}

/// What one sweeper did: its counts, its time, and the time of each timeout.
struct Swept {
    name: &'static str,
    done: Sweep,
    took: Duration,
    each_ms: Vec<f64>,
}

/// Runs `pools.len()` sweeps at once at `now` (each on its own task and
/// pool, as separate instances); the wall time until the last returns.
async fn sweep_together(pools: &[PgPool], now: DateTime<Utc>) -> (Duration, Vec<Swept>) {
    STAMPS.lock().unwrap().clear();
    let started = Instant::now();
    let tasks: Vec<_> = pools
        .iter()
        .enumerate()
        .map(|(n, pool)| {
            let pool = pool.clone();
            let (name, span) = match n {
                0 => ("sweeper_a", tracing::info_span!("sweeper_a")),
                _ => ("sweeper_b", tracing::info_span!("sweeper_b")),
            };
            tokio::spawn(async move {
                let started = Instant::now();
                let done = sweep(&pool, now).instrument(span).await.expect("sweep");
                (name, done, started, started.elapsed())
            })
        })
        .collect();
    let mut results = Vec::new();
    for task in tasks {
        results.push(task.await.expect("a sweeper"));
    }
    let wall = started.elapsed();
    let stamps = std::mem::take(&mut *STAMPS.lock().unwrap());
    let swept = results
        .into_iter()
        .map(|(name, done, started, took)| {
            let mut last = started;
            let mut each_ms = Vec::new();
            for (_, at) in stamps.iter().filter(|(span, _)| *span == name) {
                each_ms.push(at.duration_since(last).as_secs_f64() * 1000.0);
                last = *at;
            }
            Swept {
                name,
                done,
                took,
                each_ms,
            }
        })
        .collect();
    (wall, swept)
}

fn percentile(values: &mut [f64], share: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    values[((values.len() as f64 - 1.0) * share).round() as usize]
}

/// After a sweep at `now`: nothing due is left, nothing was set aside, and
/// every game in the database ran out of time exactly once.
async fn check_every_game_timed_out_once(pool: &PgPool, now: DateTime<Utc>) {
    let (due, set_aside): (i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE expires_at <= $1), count(*) FILTER (WHERE failed_at IS NOT NULL)
         FROM seat_deadlines",
    )
    .bind(now)
    .fetch_one(pool)
    .await
    .expect("deadlines left");
    assert_eq!(due, 0, "deadlines still due after the sweep");
    assert_eq!(set_aside, 0, "deadlines set aside");
    let (once, games): (i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE timed_out = 1), count(*) FROM (
             SELECT (SELECT count(*) FROM game_events e
                     WHERE e.game_id = g.id AND e.payload ? 'timed_out') AS timed_out
             FROM games g) counts",
    )
    .fetch_one(pool)
    .await
    .expect("timeouts per game");
    assert_eq!(once, games, "every game ran out of time exactly once");
}

/// Creates `games` new games, sends their reminders and times them all out
/// with `sweepers` sweepers at once; prints the figures, returns the wall time.
async fn round(
    url: &str,
    pool: &PgPool,
    players: &[Uuid],
    games: usize,
    sweepers: usize,
    floor: f64,
    vacuum: bool,
) -> Duration {
    let started = Instant::now();
    let ids = new_games(pool, players, games).await;
    // The players have no vacation allowance left: each passed deadline is
    // a timeout, not an automatic vacation (`clocks::vacation`; one takes
    // about as long: a claim, two one-row updates, a mail row, a commit).
    sqlx::query(
        "UPDATE users SET vacation_seconds = 0, vacation_counted_at = now() + interval '100 years'
         WHERE id = ANY($1)",
    )
    .bind(players)
    .execute(pool)
    .await
    .expect("no vacation left");
    let setup = started.elapsed();
    if vacuum {
        // As autovacuum leaves a live database: on tables never analyzed the
        // claim's plan reads and sorts every due deadline, and autovacuum
        // catching up competes with the first sweep.
        sqlx::query("VACUUM ANALYZE")
            .execute(pool)
            .await
            .expect("vacuum");
    }
    let (count, first, last, reminder) = deadlines(pool, &ids).await;
    assert_eq!(count, games as i64, "one deadline a game");
    assert!(
        reminder < first,
        "the reminders are due before any deadline"
    );
    let label = match sweepers {
        1 => "one sweeper",
        _ => "two sweepers at once",
    };
    println!(
        "\n{label}: {games} new games (set up in {:.1} s); their deadlines fall due within {:.1} s of each other",
        setup.as_secs_f64(),
        (last - first).num_milliseconds() as f64 / 1000.0
    );
    let mut pools = Vec::new();
    for _ in 0..sweepers {
        pools.push(
            scriptorium::store::connect(url)
                .await
                .expect("a sweeper's pool"),
        );
    }

    // The reminders, half-way: sent before the deadlines, as in life.
    let remind_at = reminder + chrono::Duration::seconds(1);
    let (wall, swept) = sweep_together(&pools, remind_at).await;
    let reminders: usize = swept.iter().map(|s| s.done.reminders).sum();
    assert_eq!(reminders, games, "every seat reminded once");
    assert!(swept
        .iter()
        .all(|s| s.done.timeouts == 0 && s.done.failures == 0));
    println!(
        "  reminders: {reminders} in {:.2} s, {:.0}/s ({})",
        wall.as_secs_f64(),
        reminders as f64 / wall.as_secs_f64(),
        split(&swept, |done| done.reminders)
    );

    // The deadlines: one second after the last.
    let now = last + chrono::Duration::seconds(1);
    let due: i64 = sqlx::query_scalar("SELECT count(*) FROM seat_deadlines WHERE expires_at <= $1")
        .bind(now)
        .fetch_one(pool)
        .await
        .expect("due");
    assert_eq!(
        due, games as i64,
        "the round's deadlines, and only they, are due"
    );
    println!("  claim plan at the start: {}", claim_plan(url, now).await);
    let (wall, mut swept) = sweep_together(&pools, now).await;
    let timeouts: usize = swept.iter().map(|s| s.done.timeouts).sum();
    let failures: usize = swept.iter().map(|s| s.done.failures).sum();
    assert_eq!(failures, 0, "no deadline failed");
    assert_eq!(timeouts, games, "every game timed out once, none twice");
    check_every_game_timed_out_once(pool, now).await;
    let rate = timeouts as f64 / wall.as_secs_f64();
    println!(
        "  timeouts: {timeouts} in {:.2} s, {rate:.0}/s ({:.2} of the floor's commits/s), {failures} failures ({})",
        wall.as_secs_f64(),
        rate / floor,
        split(&swept, |done| done.timeouts)
    );
    for sweeper in &swept {
        let trend: Vec<String> = sweeper
            .each_ms
            .chunks(sweeper.each_ms.len().div_ceil(10).max(1))
            .map(|chunk| format!("{:.1}", chunk.iter().sum::<f64>() / chunk.len() as f64))
            .collect();
        println!(
            "  per timeout, {}, mean ms by tenths of its sweep: {}",
            sweeper.name,
            trend.join(" ")
        );
    }
    for sweeper in &mut swept {
        let mean = sweeper.took.as_secs_f64() * 1000.0 / sweeper.done.timeouts.max(1) as f64;
        println!(
            "  per timeout, {}: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms, mean {mean:.2} ms ({} timed)",
            sweeper.name,
            percentile(&mut sweeper.each_ms, 0.5),
            percentile(&mut sweeper.each_ms, 0.99),
            percentile(&mut sweeper.each_ms, 1.0),
            sweeper.each_ms.len()
        );
    }
    let minute = wall.as_secs_f64() / 60.0;
    let needed = games as f64 / 60.0;
    println!(
        "  {games} timeouts within one minute? {}: {minute:.2} of a minute, {:.1}× the {needed:.0}/s \
         that {games} a minute need; {:.2} of the {} s pause between sweeps (the last is timed \
         out about {:.0} s after falling due)",
        if minute < 1.0 {
            "yes, it does not fall behind"
        } else {
            "NO, it falls behind"
        },
        rate / needed,
        wall.as_secs_f64() / SWEEP_EVERY.as_secs_f64(),
        SWEEP_EVERY.as_secs(),
        (SWEEP_EVERY + wall).as_secs_f64()
    );
    for pool in pools {
        pool.close().await;
    }
    wall
}

/// Each sweeper's count and time.
fn split(swept: &[Swept], count: impl Fn(&Sweep) -> usize) -> String {
    swept
        .iter()
        .map(|s| {
            format!(
                "{} {} in {:.2} s",
                s.name,
                count(&s.done),
                s.took.as_secs_f64()
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether the claim of an expired deadline (`store::deadlines::claim_expired`,
/// with the service's generic plans) reads the deadlines by their expiry
/// index, as the planner sees the tables now.
async fn claim_plan(url: &str, now: DateTime<Utc>) -> &'static str {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(url).await.expect("connection");
    // The statement of `claim_expired` (a copy: it is private there).
    let claim = format!(
        "PREPARE claim(timestamptz) AS SELECT d.game_id, d.seat
             FROM seat_deadlines d JOIN games g ON g.id = d.game_id
             JOIN game_players p ON p.game_id = d.game_id AND p.seat = d.seat
             WHERE d.expires_at <= $1 AND (d.retry_at IS NULL OR d.retry_at <= $1)
               AND NOT {}
             ORDER BY d.expires_at LIMIT 1 FOR UPDATE OF g SKIP LOCKED",
        scriptorium::store::computer::ANSWERED_BY_COMPUTER
    );
    for statement in ["SET plan_cache_mode = force_generic_plan", claim.as_str()] {
        sqlx::raw_sql(statement)
            .execute(&mut conn)
            .await
            .expect("prepare");
    }
    let plan: Vec<String> =
        sqlx::query_scalar(&format!("EXPLAIN EXECUTE claim('{}')", now.to_rfc3339()))
            .fetch_all(&mut conn)
            .await
            .expect("explain");
    let _ = conn.close().await;
    if plan
        .iter()
        .any(|line| line.contains("seat_deadlines_expiring"))
    {
        "the expiry index, the first due deadline"
    } else {
        "no index: every due deadline is read and sorted at each claim"
    }
}
