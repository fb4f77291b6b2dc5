//! Every SQL statement of the service lives in this module.

pub mod account_lifecycle;
pub mod asked;
pub mod computer;
pub mod deadlines;
pub mod event_notices;
pub mod events;
pub mod follows;
pub mod games;
pub mod listening;
pub mod moderation;
pub mod outbox;
pub mod outbox_notices;
pub mod presence;
pub mod profiles;
pub mod push;
pub mod rate_limits;
pub mod ratings;
pub mod replies;
pub mod schema;
pub mod sessions;
pub mod talk;
pub mod users;
pub mod webhooks;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{Connection, PgPool};
use std::str::FromStr;
use std::time::Duration;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("stored data does not decode: {0}")]
    Corrupt(String),
}

impl From<crate::games::Corrupt> for StoreError {
    fn from(error: crate::games::Corrupt) -> Self {
        StoreError::Corrupt(error.0)
    }
}

impl From<serde_json::Error> for StoreError {
    fn from(error: serde_json::Error) -> Self {
        StoreError::Corrupt(error.to_string())
    }
}

/// How long a request waits for a connection unless configured otherwise:
/// while the database is down, requests answer "temporarily unavailable" after
/// this instead of hanging.
pub const DEFAULT_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(2);

/// How many connections an instance keeps at most unless configured
/// otherwise (`DB_POOL_SIZE`). A request that finds them all lent waits in
/// sqlx's queue, and that wait, not the database, was what held the game page
/// back under many simultaneous requests: at 64 connections to the app, 20
/// connections left a fifth of the CPU idle and served 2,807-2,920 pages/s;
/// 64 served 3,782-3,855 (load harness, 28 Nov). Idle connections cost the
/// server little; the sum over the instances must stay under its
/// `max_connections` (the embedded server allows 300).
pub const DEFAULT_POOL_SIZE: u32 = 64;

pub async fn connect(url: &str) -> Result<PgPool, sqlx::Error> {
    connect_with_limits(url, DEFAULT_ACQUIRE_TIMEOUT, DEFAULT_POOL_SIZE).await
}

/// A pool of at most `max_connections` whose requests give up waiting for a
/// connection after `acquire_timeout`. It reconnects by itself once the
/// server is back.
pub async fn connect_with_limits(
    url: &str,
    acquire_timeout: Duration,
    max_connections: u32,
) -> Result<PgPool, sqlx::Error> {
    // Every statement of the service is a lookup by key (or a short range
    // within one game); left to choose, PostgreSQL planned most of them
    // again on every execution ("custom plans"), 30-70 µs of a move's read
    // and write each time. One plan per prepared statement and connection
    // is what they need (load harness: +10-25 % moves and pages).
    let options =
        PgConnectOptions::from_str(url)?.options([("plan_cache_mode", "force_generic_plan")]);
    PgPoolOptions::new()
        .max_connections(max_connections)
        .acquire_timeout(acquire_timeout)
        // sqlx checks every connection with a round trip before lending it
        // (`test_before_acquire`): 13 % of the app's time on a game page in
        // a profile, and one more message for the database to answer. A connection used moments ago is
        // alive; one idle for a while (the database may have restarted
        // since) is still checked, and replaced if it is dead.
        .test_before_acquire(false)
        .before_acquire(|connection, metadata| {
            Box::pin(async move {
                if metadata.idle_for >= CHECKED_AFTER_IDLE {
                    connection.ping().await?;
                }
                Ok(true)
            })
        })
        .connect_with(options)
        .await
}

/// How long a connection may rest in the pool and still be lent without a
/// check: HikariCP's `aliveBypassWindowMs`, the Java pools' default.
pub const CHECKED_AFTER_IDLE: Duration = Duration::from_millis(500);

pub async fn migrate(pool: &PgPool) -> Result<(), sqlx::migrate::MigrateError> {
    schema::MIGRATOR.run(pool).await
}

/// Whether an error is the unique-key backstop of a racing write.
pub fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.code().as_deref() == Some("23505"))
}

/// Whether an error means the database cannot be reached right now (down,
/// restarting, or no connection free in time) rather than that a statement
/// is wrong: the request may simply be tried again.
pub fn is_unavailable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_) => true,
        // Class 08 is "connection exception"; 57P01-57P03 are a server
        // shutting down, crashed, or not accepting connections yet.
        sqlx::Error::Database(db) => db.code().is_some_and(|code| {
            code.starts_with("08") || matches!(code.as_ref(), "57P01" | "57P02" | "57P03")
        }),
        _ => false,
    }
}

pub async fn ping(pool: &PgPool) -> Result<i32, sqlx::Error> {
    sqlx::query_scalar!(r#"SELECT 1 AS "one!""#)
        .fetch_one(pool)
        .await
}

/// Creates a database if it does not exist yet (the embedded default).
pub async fn ensure_database(admin: &PgPool, name: &str) -> Result<(), sqlx::Error> {
    let exists = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS "exists!""#,
        name
    )
    .fetch_one(admin)
    .await?;
    if !exists {
        // Identifiers cannot be bound; `name` is ours, never user input.
        let sql = format!("CREATE DATABASE \"{}\"", name.replace('"', ""));
        sqlx::raw_sql(&sql).execute(admin).await?;
    }
    Ok(())
}

/// How many tables the database holds outside PostgreSQL's own schemas: a
/// restore writes over none unless told to.
pub async fn table_count(pool: &PgPool) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM pg_catalog.pg_tables
           WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"#
    )
    .fetch_one(pool)
    .await
}
