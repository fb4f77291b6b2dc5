//! Putting a backup back. Into the embedded default: only into a data folder
//! that holds no cluster (or with `--force`, which moves the old cluster
//! aside), building the new cluster under a temporary name and renaming it
//! into place once pg_restore has finished. Into `DATABASE_URL`'s database:
//! only when it has no tables (or with `--force`, which drops and recreates
//! what the backup holds), in one transaction, so that a failure leaves the
//! database as it was.

use super::tools::{self, Database};
use super::{database, io, BackupError};
use crate::app::embedded_pg::{self, Durability, EmbeddedPostgres, DATABASE, PGDATA};
use crate::store;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A restore done.
#[derive(Debug)]
pub struct Restored {
    /// The cluster folder, or the database's address (without password).
    pub into: String,
    /// Where the cluster that was there before went (`--force`).
    pub moved_aside: Option<PathBuf>,
    pub seconds: f64,
}

/// Restores `file` into the embedded folder `dir` (`DATA_DIR/postgres`).
pub async fn into_embedded(dir: &Path, file: &Path, force: bool) -> Result<Restored, BackupError> {
    let began = Instant::now();
    tools::read_through(file).await?;
    let dir = dir.to_path_buf();
    let cluster = {
        let dir = dir.clone();
        tokio::task::spawn_blocking(move || embedded_pg::cluster_dir(&dir)).await??
    };
    let pgdata = cluster.join(PGDATA);
    if let Some(running) = embedded_pg::running_postmaster(&pgdata) {
        return Err(BackupError::ServerRunning {
            pid: running.pid,
            path: pgdata.display().to_string(),
        });
    }
    let holds_cluster = match std::fs::read_dir(&pgdata) {
        Ok(mut entries) => entries.next().is_some(),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => false,
        Err(error) => return Err(io("looking into the cluster folder", &pgdata)(error)),
    };
    if holds_cluster && !force {
        return Err(BackupError::ClusterPresent {
            path: pgdata.display().to_string(),
        });
    }

    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
    let building = format!("{PGDATA}.restoring-{stamp}");
    let log = format!("{building}.log");
    let result = build(&dir, &building, &log, file).await;
    let _ = std::fs::remove_file(cluster.join(&log));
    let built = cluster.join(&building);
    if let Err(error) = result {
        let _ = std::fs::remove_dir_all(&built);
        return Err(error);
    }

    // Two renames in the one folder: the old cluster aside, the new one in.
    // Between them there is no cluster at all, never a half-restored one.
    let moved_aside = if holds_cluster {
        let aside = cluster.join(format!("{PGDATA}.before-restore-{stamp}"));
        std::fs::rename(&pgdata, &aside).map_err(io("moving the old cluster aside", &pgdata))?;
        Some(aside)
    } else {
        // Nothing, or an empty folder.
        let _ = std::fs::remove_dir(&pgdata);
        None
    };
    std::fs::rename(&built, &pgdata).map_err(io("moving the restored cluster in", &pgdata))?;
    std::fs::File::open(&cluster)
        .and_then(|folder| folder.sync_all())
        .map_err(io("flushing the cluster folder", &cluster))?;
    Ok(Restored {
        into: pgdata.display().to_string(),
        moved_aside,
        seconds: began.elapsed().as_secs_f64(),
    })
}

/// A fresh cluster in `dir/<building>` with the backup in the program's
/// database, stopped (its shutdown checkpoint puts everything on disk).
async fn build(dir: &Path, building: &str, log: &str, file: &Path) -> Result<(), BackupError> {
    let server = {
        let (dir, building, log) = (dir.to_path_buf(), building.to_owned(), log.to_owned());
        tokio::task::spawn_blocking(move || {
            EmbeddedPostgres::start_in(&dir, &building, &log, Durability::Durable)
        })
        .await??
    };
    let restored = async {
        let admin = store::connect(&server.url("postgres"))
            .await
            .map_err(database("connecting to the new cluster"))?;
        let created = store::ensure_database(&admin, DATABASE).await;
        admin.close().await;
        created.map_err(database("creating the database"))?;
        pg_restore(&Database::from_url(&server.url(DATABASE))?, file, false).await
    }
    .await;
    tokio::task::spawn_blocking(move || {
        let mut server = server;
        server.stop();
    })
    .await?;
    restored
}

/// Restores `file` into the database of `url`.
pub async fn into_external(url: &str, file: &Path, force: bool) -> Result<Restored, BackupError> {
    let began = Instant::now();
    tools::read_through(file).await?;
    let target = Database::from_url(url)?;
    let pool = store::connect(url)
        .await
        .map_err(database("connecting to DATABASE_URL"))?;
    let tables = store::table_count(&pool).await;
    pool.close().await;
    let tables = tables.map_err(database("counting the tables of DATABASE_URL"))?;
    if tables > 0 && !force {
        return Err(BackupError::DatabaseNotEmpty { tables });
    }
    pg_restore(&target, file, tables > 0).await?;
    Ok(Restored {
        into: target.address().to_owned(),
        moved_aside: None,
        seconds: began.elapsed().as_secs_f64(),
    })
}

/// `pg_restore` of `file` into `target`, all or nothing. The objects become
/// the connecting role's and no grants are replayed: the roles of the server
/// the backup came from need not exist here, and the program needs none.
async fn pg_restore(target: &Database, file: &Path, clean: bool) -> Result<(), BackupError> {
    let mut args: Vec<OsString> = [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
    ]
    .map(OsString::from)
    .to_vec();
    if clean {
        args.extend(["--clean", "--if-exists"].map(OsString::from));
    }
    args.push(file.as_os_str().to_owned());
    tools::run("pg_restore", &args, target).await
}
