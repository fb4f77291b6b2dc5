//! Writing one backup: `pg_dump --format=custom` into a temporary name
//! beside the target, then onto the disk, then renamed, so that a file with
//! the target's name is always a whole backup.

use super::tools::{self, Database};
use super::{io, BackupError};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A backup written.
#[derive(Debug)]
pub struct Written {
    pub path: PathBuf,
    pub bytes: u64,
    pub seconds: f64,
}

/// Writes a backup of `database` to `path` (replacing a file there only once
/// the new one is whole).
pub async fn write(database: &Database, path: &Path) -> Result<Written, BackupError> {
    let began = Instant::now();
    let name = path
        .file_name()
        .ok_or_else(|| BackupError::Io {
            step: "naming the backup",
            path: path.display().to_string(),
            source: std::io::Error::other("the path names no file"),
        })?
        .to_string_lossy()
        .into_owned();
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    // A backup holds every account's address and password hash: only the
    // service's user may read it (as with the mail folder and the key).
    tokio::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(&folder)
        .await
        .map_err(io("creating the backup folder", &folder))?;
    // Hidden, and no backup's name: pruning and readers never take it for
    // one. The pid keeps two backups started in the same second apart.
    let partial = folder.join(format!(".{name}.{}.partial", std::process::id()));
    let result = private_file(&partial).await;
    let result = match result {
        Ok(()) => dump_to(database, &partial).await,
        Err(error) => Err(error),
    };
    if let Err(error) = result {
        let _ = tokio::fs::remove_file(&partial).await;
        return Err(error);
    }
    tokio::fs::rename(&partial, path)
        .await
        .map_err(io("renaming the finished backup", path))?;
    // The rename itself reaches the disk with the folder.
    sync(&folder).await?;
    let bytes = tokio::fs::metadata(path)
        .await
        .map_err(io("reading the backup's size", path))?
        .len();
    Ok(Written {
        path: std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        bytes,
        seconds: began.elapsed().as_secs_f64(),
    })
}

async fn dump_to(database: &Database, partial: &Path) -> Result<(), BackupError> {
    let mut file_arg = OsString::from("--file=");
    file_arg.push(partial);
    let args = [
        OsString::from("--format=custom"),
        // A migration holding a table's lock makes the backup fail (and the
        // schedule try again) rather than wait behind it for ever.
        OsString::from("--lock-wait-timeout=60000"),
        file_arg,
    ];
    tools::run("pg_dump", &args, database).await?;
    sync(partial).await
}

/// Creates `path` empty, readable by its owner only; pg_dump then writes
/// into it, keeping its mode.
async fn private_file(path: &Path) -> Result<(), BackupError> {
    tokio::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .await
        .map(drop)
        .map_err(io("creating the backup file", path))
}

/// Flushes a file or a folder to the disk.
async fn sync(path: &Path) -> Result<(), BackupError> {
    let path = path.to_path_buf();
    tokio::task::spawn_blocking(move || {
        std::fs::File::open(&path)
            .and_then(|file| file.sync_all())
            .map_err(io("flushing the backup to disk", &path))
    })
    .await?
}
