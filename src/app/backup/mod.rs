//! Backups that restore: `scriptorium backup [FILE]` writes a consistent copy
//! of the whole database, `scriptorium restore FILE` puts one back, and the
//! embedded default backs itself up on a schedule (`schedule`) into
//! `DATA_DIR/backups` (`folder`).
//!
//! Why `pg_dump --format=custom` rather than `pg_basebackup` with archived
//! WAL: pg_dump reads the database in one repeatable-read transaction, so the
//! copy is consistent while the server keeps serving (nothing is stopped, no
//! file is copied from under a running server); the archive is logical, so
//! it restores into a newer PostgreSQL major version (the embedded cluster
//! runs whatever the system's packages install) and on another machine; and
//! it holds our one database compressed, without index pages or dead rows,
//! so it is small. What it cannot give is point-in-time recovery: a backup is
//! the database as its transaction began, and what follows until the next
//! one is not in it. That is `pg_basebackup` plus archived WAL, which is a
//! standby's job and an external server's operator's choice (README,
//! "Backups").
//!
//! Nothing half-made looks whole: a backup is written under a temporary name
//! and renamed once pg_dump has finished and the file is on disk (`dump`). A
//! restore reads the whole archive before it changes anything, then builds
//! the new cluster beside the live folder and moves it into place only once
//! pg_restore has finished, in one transaction (`restore`).

pub mod dump;
pub mod folder;
pub mod restore;
pub mod schedule;
pub mod tools;

use crate::app::config::Settings;
use crate::app::embedded_pg::{self, EmbeddedError};
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(
        "{tool} was not found: install PostgreSQL's client programs (Debian: postgresql-client), \
         or set PG_BIN_DIR to the folder that holds them"
    )]
    ToolMissing { tool: &'static str },
    #[error("{tool} failed ({status}): {detail}")]
    Tool {
        tool: &'static str,
        status: String,
        detail: String,
    },
    #[error(
        "{path} is not a whole backup (truncated, damaged, or not a pg_dump custom-format \
         archive); nothing was changed: {detail}"
    )]
    Damaged { path: String, detail: String },
    #[error(
        "{path} already holds a PostgreSQL cluster: restore replaces it only with --force, \
         which moves it aside rather than deleting it"
    )]
    ClusterPresent { path: String },
    #[error(
        "PostgreSQL (pid {pid}) is running on {path}: stop the server before restoring into \
         its data folder"
    )]
    ServerRunning { pid: i32, path: String },
    #[error(
        "the database of DATABASE_URL already has {tables} tables: restore writes over it only \
         with --force, which drops and recreates every object the backup holds"
    )]
    DatabaseNotEmpty { tables: i64 },
    #[error("the database URL is not valid: {0}")]
    BadUrl(String),
    #[error("io error while {step} ({path}): {source}")]
    Io {
        step: &'static str,
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("database error while {step}: {source}")]
    Database {
        step: &'static str,
        #[source]
        source: sqlx::Error,
    },
    #[error(transparent)]
    Embedded(#[from] EmbeddedError),
    #[error("a background task failed: {0}")]
    Task(#[from] tokio::task::JoinError),
}

impl BackupError {
    /// A short code for scripts: what kind of failure, not its words.
    pub fn code(&self) -> &'static str {
        match self {
            BackupError::ToolMissing { .. } => "tool_missing",
            BackupError::Damaged { .. } => "damaged_backup",
            BackupError::ClusterPresent { .. } => "cluster_present",
            BackupError::ServerRunning { .. } => "server_running",
            BackupError::DatabaseNotEmpty { .. } => "database_not_empty",
            BackupError::Embedded(EmbeddedError::NoCluster(_)) => "no_cluster",
            BackupError::BadUrl(_) => "bad_url",
            BackupError::Tool { .. }
            | BackupError::Io { .. }
            | BackupError::Database { .. }
            | BackupError::Embedded(_)
            | BackupError::Task(_) => "failed",
        }
    }
}

fn io(step: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> BackupError {
    let path = path.display().to_string();
    move |source| BackupError::Io { step, path, source }
}

fn database(step: &'static str) -> impl FnOnce(sqlx::Error) -> BackupError {
    move |source| BackupError::Database { step, source }
}

/// `scriptorium backup [FILE]`: a backup of `DATABASE_URL`'s database when it
/// is set, else of the embedded cluster (through the server that runs on it,
/// or one started for the backup), into `file` or a new file of the backups
/// folder.
pub async fn backup(
    settings: &Settings,
    file: Option<PathBuf>,
) -> Result<dump::Written, BackupError> {
    let target = file.unwrap_or_else(|| settings.backup_dir().join(folder::new_name()));
    if let Some(url) = settings.database_url_exposed() {
        return dump::write(&tools::Database::from_url(url)?, &target).await;
    }
    let dir = settings.embedded_dir();
    let attached = tokio::task::spawn_blocking(move || embedded_pg::attach(&dir)).await??;
    let written = match tools::Database::from_url(&attached.url(embedded_pg::DATABASE)) {
        Ok(source) => dump::write(&source, &target).await,
        Err(error) => Err(error),
    };
    // Stopping a server started for the backup waits for it: not on the
    // runtime's threads.
    tokio::task::spawn_blocking(move || drop(attached)).await?;
    written
}

/// `scriptorium restore FILE [--force]`: into `DATABASE_URL`'s database when
/// it is set, else into the embedded data folder.
pub async fn restore(
    settings: &Settings,
    file: &Path,
    force: bool,
) -> Result<restore::Restored, BackupError> {
    match settings.database_url_exposed() {
        Some(url) => restore::into_external(url, file, force).await,
        None => restore::into_embedded(&settings.embedded_dir(), file, force).await,
    }
}
