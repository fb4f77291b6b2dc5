//! The application on a private PostgreSQL with two players and games of
//! Carolus Magnus, shared by the benches that serve pages and moves.

// Each bench that includes this uses only part of it.
#![allow(dead_code)]

use rand::{rngs::SmallRng, Rng, SeedableRng};
use scriptorium::app::config::Settings;
use scriptorium::app::embedded_pg::{Durability, EmbeddedPostgres};
use scriptorium::app::startup::Application;
use scriptorium::games::state_cache::StateCache;
use scriptorium::games::Registry;
use scriptorium::lobby::{self, CreateGame, TimeoutPolicy};
use scriptorium::play::{self, Decision};
use scriptorium::store::{self, users};
use secrecy::SecretString;
use uuid::Uuid;

pub struct Fixture {
    _pg: EmbeddedPostgres,
    _dir: tempfile::TempDir,
    pub base: String,
    pub pool: sqlx::PgPool,
    pub players: Vec<Uuid>,
    pub short_game: Uuid,
    pub long_game: Uuid,
    pub long_events: i64,
}

/// The process's state cache, as an app instance has one.
static STATES: std::sync::LazyLock<StateCache> = std::sync::LazyLock::new(StateCache::default);

/// One random decision of the seat on turn, as a client makes it: read the
/// game, submit. False once the game is over.
pub async fn one_move(pool: &sqlx::PgPool, id: Uuid, rng: &mut SmallRng) -> bool {
    let record = store::games::load(pool, id).await.unwrap().unwrap();
    if record.status != scriptorium::store::games::GameStatus::Active {
        return false;
    }
    let seat = record.waiting_on[0];
    let offers = play::restore(&record)
        .unwrap()
        .unwrap()
        .legal_actions(seat.seat());
    let action = offers[rng.random_range(0..offers.len())].action.clone();
    let user = record
        .players
        .iter()
        .find(|p| p.seat == Some(seat))
        .unwrap()
        .user_id;
    play::submit(
        pool,
        &STATES,
        id,
        user,
        record.seq,
        Uuid::new_v4(),
        Decision::Act(action),
    )
    .await
    .unwrap();

    true
}

/// A new two-player game with `actions` random decisions made; its id and
/// last sequence number.
pub async fn game(pool: &sqlx::PgPool, players: &[Uuid], actions: usize) -> (Uuid, i64) {
    let id = lobby::create(
        pool,
        &Registry::new(false),
        Default::default(),
        players[0],
        CreateGame {
            kind: "carolus-magnus".into(),
            seats: 2,
            options: serde_json::json!({}),
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
    lobby::join(pool, Default::default(), &[], id, players[1], None)
        .await
        .unwrap();
    let mut rng = SmallRng::seed_from_u64(1);
    for _ in 0..actions {
        if !one_move(pool, id, &mut rng).await {
            break;
        }
    }
    let seq = store::games::load(pool, id).await.unwrap().unwrap().seq;
    (id, seq)
}

/// A new account (that never logs in): its id.
pub async fn user(pool: &sqlx::PgPool, name: &str) -> Uuid {
    let new = users::NewUser {
        username: name,
        email: &format!("{name}@example.org"),
        password_hash: "not used",
        language: None,
    };
    users::create(pool, new).await.unwrap().unwrap()
}

/// The application serving on a private PostgreSQL, its workers off.
pub struct Running {
    pub pg: EmbeddedPostgres,
    pub dir: tempfile::TempDir,
    pub base: String,
    pub pool: sqlx::PgPool,
}

/// A fresh private PostgreSQL in a temporary folder, with an empty `bench`
/// database: the cluster, its folder and the database's address.
pub async fn cluster(durability: Durability) -> (EmbeddedPostgres, tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let pg = EmbeddedPostgres::start(&dir.path().join("pg"), durability).unwrap();
    let admin = store::connect(&pg.url("postgres")).await.unwrap();
    store::ensure_database(&admin, "bench").await.unwrap();
    admin.close().await;
    let url = pg.url("bench");
    (pg, dir, url)
}

/// The application's schema on a fresh private PostgreSQL, nothing serving
/// it: for benches that call the library directly.
pub async fn database(durability: Durability) -> (EmbeddedPostgres, tempfile::TempDir, String) {
    let (pg, dir, url) = cluster(durability).await;
    let pool = store::connect(&url).await.unwrap();
    store::migrate(&pool).await.unwrap();
    pool.close().await;
    (pg, dir, url)
}

/// Starts the application on a fresh private PostgreSQL; `adjust` changes
/// its settings first.
pub async fn start(adjust: impl FnOnce(&mut Settings)) -> Running {
    let (pg, dir, url) = cluster(Durability::ThrowAway).await;
    let mut settings = Settings::from_env().unwrap();
    settings.bind = "127.0.0.1:0".into();
    settings.database_url = Some(SecretString::from(url));
    settings.data_dir = dir.path().to_path_buf();
    settings.secret_key = Some(SecretString::from(
        "a-benchmark-key-long-enough-for-hmac-and-cookies-0123456789abcdef",
    ));
    settings.run_workers = false;
    adjust(&mut settings);
    let app = Application::build(settings).await.unwrap();
    let base = format!("http://127.0.0.1:{}", app.port());
    let pool = app.pool().clone();
    tokio::spawn(app.run_until_stopped());
    Running {
        pg,
        dir,
        base,
        pool,
    }
}

pub fn fixture(runtime: &tokio::runtime::Runtime) -> Fixture {
    runtime.block_on(async {
        let Running {
            pg,
            dir,
            base,
            pool,
        } = start(|_| {}).await;
        let mut players = Vec::new();
        for name in ["anna", "bob"] {
            players.push(user(&pool, name).await);
        }
        let (short_game, _) = game(&pool, &players, 0).await;
        let (long_game, long_events) = game(&pool, &players, 2_000).await;
        Fixture {
            _pg: pg,
            _dir: dir,
            base,
            pool,
            players,
            short_game,
            long_game,
            long_events,
        }
    })
}
