//! The embedded default backs itself up: every `BACKUP_EVERY` a backup goes
//! into `DATA_DIR/backups`, and all but the newest `BACKUP_KEEP` there are
//! deleted. The next backup is due one period after the newest in the
//! folder, so a restarted server neither skips one nor takes an extra one.
//! pg_dump runs as a child process: requests are never held up by it.

use super::folder;
use super::tools::Database;
use super::{dump, BackupError};
use chrono::{DateTime, Utc};
use std::path::PathBuf;
use std::time::Duration;

/// How soon a failed backup is tried again (or one period, when shorter).
const RETRY: Duration = Duration::from_secs(5 * 60);

pub struct Schedule {
    pub database: Database,
    pub folder: PathBuf,
    pub every: Duration,
    pub keep: u32,
}

/// Runs the schedule for as long as the server runs.
pub async fn run(schedule: Schedule) {
    tracing::info!(
        folder = %schedule.folder.display(),
        every_seconds = schedule.every.as_secs(),
        keep = schedule.keep,
        "scheduled backups are on"
    );
    loop {
        let newest = {
            let folder = schedule.folder.clone();
            tokio::task::spawn_blocking(move || folder::newest(&folder))
                .await
                .ok()
                .and_then(Result::ok)
                .flatten()
        };
        tokio::time::sleep(wait_before_next(newest, Utc::now(), schedule.every)).await;
        match take(&schedule).await {
            Ok(written) => tracing::info!(
                path = %written.path.display(),
                bytes = written.bytes,
                seconds = written.seconds,
                "scheduled backup written"
            ),
            Err(error) => {
                let retry = RETRY.min(schedule.every);
                tracing::error!(
                    %error,
                    retry_seconds = retry.as_secs(),
                    "scheduled backup failed"
                );
                tokio::time::sleep(retry).await;
            }
        }
    }
}

/// One scheduled backup, then the pruning.
async fn take(schedule: &Schedule) -> Result<dump::Written, BackupError> {
    let path = schedule.folder.join(folder::new_name());
    let written = dump::write(&schedule.database, &path).await?;
    let (folder, keep) = (schedule.folder.clone(), schedule.keep as usize);
    let pruned = tokio::task::spawn_blocking(move || folder::prune(&folder, keep)).await?;
    match pruned {
        Ok(deleted) => {
            for path in deleted {
                tracing::info!(path = %path.display(), "old backup deleted");
            }
        }
        // The backup itself is whole: a failed pruning is only reported.
        Err(error) => tracing::warn!(%error, "old backups could not be pruned"),
    }
    Ok(written)
}

/// How long to wait before the next backup, given when the newest was taken:
/// none when it is due (or there is none), never more than one period (a
/// clock set back must not put the schedule off for ever).
pub fn wait_before_next(
    newest: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
    every: Duration,
) -> Duration {
    let Some(newest) = newest else {
        return Duration::ZERO;
    };
    let since = (now - newest).to_std().unwrap_or(Duration::ZERO);
    if now < newest {
        return every;
    }
    every.saturating_sub(since)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_backup_is_due_one_period_after_the_newest() {
        let every = Duration::from_secs(24 * 3600);
        let now = Utc::now();
        let hours = |count: i64| chrono::Duration::hours(count);
        assert_eq!(wait_before_next(None, now, every), Duration::ZERO);
        assert_eq!(
            wait_before_next(Some(now - hours(1)), now, every),
            Duration::from_secs(23 * 3600)
        );
        assert_eq!(
            wait_before_next(Some(now - hours(24)), now, every),
            Duration::ZERO
        );
        assert_eq!(
            wait_before_next(Some(now - hours(200)), now, every),
            Duration::ZERO
        );
        assert_eq!(
            wait_before_next(Some(now + hours(48)), now, every),
            every,
            "a newest backup from the future (a clock set back) waits one period"
        );
    }
}
