//! The postmaster already on a cluster, as its `postmaster.pid` and `/proc`
//! tell it: which one runs there now (a lock file whose pid is gone or names
//! another program is no server), and, at a start right after a crash, the
//! wait for the previous one to finish shutting down. Apart from the
//! supervisor (`embedded_pg`), which starts and restarts the servers it
//! owns: this only reads and waits for one it may not own.

use super::{io, EmbeddedError, Supervision, PREVIOUS_GRACE, PREVIOUS_SHUTDOWN_TIMEOUT};
use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

#[derive(Debug, PartialEq, Eq)]
enum ProcessKind {
    Gone,
    Postgres,
    Other,
}

/// What runs under a pid, from `/proc` (a zombie counts as gone).
fn process_kind(pid: i32) -> ProcessKind {
    let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return ProcessKind::Gone;
    };
    let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
        return ProcessKind::Gone;
    };
    let state = stat[close + 1..].trim_start().chars().next();
    if matches!(state, Some('Z' | 'X')) {
        return ProcessKind::Gone;
    }
    match &stat[open + 1..close] {
        "postgres" | "postmaster" => ProcessKind::Postgres,
        _ => ProcessKind::Other,
    }
}

/// What a postmaster writes in its `postmaster.pid`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockFile {
    pub pid: i32,
    /// Missing while the server is still writing the file.
    pub port: Option<u16>,
    /// `starting`, `ready`, `stopping` or `standby`.
    pub status: String,
}

/// The pid, port and status in `postmaster.pid`.
fn read_lock_file(path: &Path) -> Option<LockFile> {
    let text = fs::read_to_string(path).ok()?;
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    // A negative pid marks a single-user server.
    let pid = lines.first()?.parse::<i32>().ok()?.checked_abs()?;
    Some(LockFile {
        pid,
        port: lines.get(3).and_then(|port| port.parse().ok()),
        status: lines.get(7).copied().unwrap_or_default().to_owned(),
    })
}

/// The postmaster that runs on `pgdata` now, if any: a lock file whose pid
/// is gone or names another program is no server.
pub fn running_postmaster(pgdata: &Path) -> Option<LockFile> {
    let lock = read_lock_file(&pgdata.join("postmaster.pid"))?;
    (process_kind(lock.pid) == ProcessKind::Postgres).then_some(lock)
}

/// A start right after a crash can find the previous postmaster still shutting
/// down (a killed program's server gets its parent-death signal and writes its
/// shutdown checkpoint); PostgreSQL would refuse to start ("lock file already
/// exists"). Wait for it instead, with a bound.
pub(super) fn wait_for_previous_postmaster(
    pgdata: &Path,
    supervision: &Supervision,
) -> Result<(), EmbeddedError> {
    let lock_file = pgdata.join("postmaster.pid");
    let began = Instant::now();
    let mut announced = false;
    loop {
        // No file, or a half-written one: PostgreSQL's own checks decide.
        let Some(LockFile { pid, status, .. }) = read_lock_file(&lock_file) else {
            return Ok(());
        };
        match process_kind(pid) {
            // A stale file: PostgreSQL removes it itself.
            ProcessKind::Gone => return Ok(()),
            ProcessKind::Other => {
                // The pid now belongs to an unrelated program (typical after a
                // container restart); PostgreSQL would take it for a live server.
                tracing::warn!(pid, "removing a stale postmaster.pid");
                fs::remove_file(&lock_file).map_err(io("removing a stale postmaster.pid"))?;
                return Ok(());
            }
            ProcessKind::Postgres => {
                let waited = began.elapsed();
                let shutting_down = status == "stopping";
                if (!shutting_down && waited > PREVIOUS_GRACE) || waited > PREVIOUS_SHUTDOWN_TIMEOUT
                {
                    return Err(EmbeddedError::InUse {
                        pid,
                        dir: pgdata.display().to_string(),
                    });
                }
                if !announced {
                    tracing::info!(pid, %status, "waiting for the previous PostgreSQL to exit");
                    announced = true;
                }
                if supervision.pause(Duration::from_millis(100)) {
                    return Err(EmbeddedError::Stopped);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    fn lock_file_with_pid(pid: u32) -> tempfile::TempDir {
        let pgdata = tempfile::tempdir().expect("temp dir");
        let text = format!("{pid}\n/data\n0\n5432\n/tmp\n127.0.0.1\n0 0\nready\n");
        fs::write(pgdata.path().join("postmaster.pid"), text).expect("lock file");
        pgdata
    }

    #[test]
    fn a_lock_file_whose_pid_now_names_another_program_is_removed() {
        // This test process is alive and is not PostgreSQL.
        let pgdata = lock_file_with_pid(std::process::id());
        wait_for_previous_postmaster(pgdata.path(), &Supervision::new()).expect("no wait");
        assert!(!pgdata.path().join("postmaster.pid").exists());
    }

    #[test]
    fn a_lock_file_of_a_dead_server_is_left_to_postgresql() {
        let mut exited = Command::new("true").spawn().expect("spawn true");
        let pid = exited.id();
        exited.wait().expect("reap true");
        let pgdata = lock_file_with_pid(pid);
        wait_for_previous_postmaster(pgdata.path(), &Supervision::new()).expect("no wait");
        assert!(pgdata.path().join("postmaster.pid").exists());
    }

    #[test]
    fn the_lock_file_gives_pid_port_and_status() {
        let pgdata = lock_file_with_pid(4242);
        assert_eq!(
            read_lock_file(&pgdata.path().join("postmaster.pid")),
            Some(LockFile {
                pid: 4242,
                port: Some(5432),
                status: "ready".to_owned()
            })
        );
    }
}
