//! PostgreSQL's own client programs (`pg_dump`, `pg_restore`): where they
//! are, how they reach a database, and running them as child processes, so
//! that a backup never holds up the runtime that answers requests.

use super::BackupError;
use crate::app::embedded_pg;
use secrecy::{ExposeSecret, SecretString};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// How many of a failed program's last lines of errors are reported.
const ERROR_LINES: usize = 20;

/// A database as the client programs reach it: its address without the
/// password, since a command line is visible to every user of the machine,
/// and the password apart, handed over in the child's environment
/// (`PGPASSWORD`), which only its owner can read.
pub struct Database {
    address: String,
    password: Option<SecretString>,
}

impl Database {
    /// From a connection URL (`postgres://user:password@host:port/name`).
    pub fn from_url(url: &str) -> Result<Database, BackupError> {
        let mut parsed =
            url::Url::parse(url).map_err(|error| BackupError::BadUrl(error.to_string()))?;
        if !matches!(parsed.scheme(), "postgres" | "postgresql") {
            return Err(BackupError::BadUrl(format!(
                "expected postgres:// or postgresql://, got {}://",
                parsed.scheme()
            )));
        }
        let password = match parsed.password() {
            None => None,
            Some(encoded) => Some(SecretString::from(
                percent_encoding::percent_decode_str(encoded)
                    .decode_utf8()
                    .map_err(|_| BackupError::BadUrl("the password is not UTF-8".into()))?
                    .into_owned(),
            )),
        };
        parsed
            .set_password(None)
            .map_err(|()| BackupError::BadUrl("the URL has no host".into()))?;
        Ok(Database {
            address: parsed.into(),
            password,
        })
    }

    /// The address, without the password.
    pub fn address(&self) -> &str {
        &self.address
    }
}

/// PostgreSQL's client program `name`: beside the server binaries the
/// embedded default runs (the newest installed, whose pg_dump reads every
/// older server too; installed with apt as the embedded default does when
/// missing), else on the `PATH`.
pub async fn program(name: &'static str) -> Result<PathBuf, BackupError> {
    let server_binaries =
        tokio::task::spawn_blocking(embedded_pg::find_or_install_binaries).await?;
    if let Ok(folder) = server_binaries {
        let beside = folder.join(name);
        if beside.is_file() {
            return Ok(beside);
        }
    }
    std::env::var_os("PATH")
        .and_then(|path| {
            std::env::split_paths(&path)
                .map(|folder| folder.join(name))
                .find(|candidate| candidate.is_file())
        })
        .ok_or(BackupError::ToolMissing { tool: name })
}

/// Runs the client program `name` with `args` against `database`; on failure
/// the error carries the last lines it wrote to its standard error.
pub async fn run(
    name: &'static str,
    args: &[OsString],
    database: &Database,
) -> Result<(), BackupError> {
    let program = program(name).await?;
    let mut command = tokio::process::Command::new(&program);
    command
        .args(args)
        .arg(format!("--dbname={}", database.address))
        // Never prompt for a password: fail instead.
        .arg("--no-password")
        .env("PGAPPNAME", format!("scriptorium-{name}"))
        // An unreachable server fails the command rather than hanging it.
        .env("PGCONNECT_TIMEOUT", "15")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        // A cancelled backup (the server stopping) takes its child with it.
        .kill_on_drop(true);
    if let Some(password) = &database.password {
        command.env("PGPASSWORD", password.expose_secret());
    }
    let output = command
        .output()
        .await
        .map_err(super::io("running a PostgreSQL client program", &program))?;
    if output.status.success() {
        return Ok(());
    }
    Err(BackupError::Tool {
        tool: name,
        status: output.status.to_string(),
        detail: summary(name, &output.stderr),
    })
}

/// Reads a whole archive with `pg_restore`, writing its script nowhere: a
/// truncated or damaged file fails here, before a restore changes anything.
pub async fn read_through(archive: &Path) -> Result<(), BackupError> {
    // A missing file is no damaged one: said as it is.
    tokio::fs::metadata(archive)
        .await
        .map_err(super::io("reading the backup", archive))?;
    let program = program("pg_restore").await?;
    let output = tokio::process::Command::new(&program)
        .arg("--file=/dev/null")
        .arg(archive)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .output()
        .await
        .map_err(super::io("running pg_restore", &program))?;
    if output.status.success() {
        return Ok(());
    }
    Err(BackupError::Damaged {
        path: archive.display().to_string(),
        detail: summary("pg_restore", &output.stderr),
    })
}

/// What a failed client program said: its own messages (`pg_restore:
/// error: ...`, with the server's `DETAIL:` and `HINT:`), not the statement
/// it echoes after them; its last lines when it said nothing of the kind.
fn summary(tool: &str, stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    let prefix = format!("{tool}:");
    let own: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|line| {
            let line = line.trim_start();
            line.starts_with(&prefix) || line.starts_with("DETAIL:") || line.starts_with("HINT:")
        })
        .collect();
    let chosen = if own.is_empty() { lines } else { own };
    let from = chosen.len().saturating_sub(ERROR_LINES);
    chosen[from..].join(" | ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_leaves_the_address_and_is_decoded() {
        let database = Database::from_url(
            "postgres://anna:p%40ss%2Fword@db.example.org:5433/games?sslmode=require",
        )
        .unwrap();
        assert_eq!(
            database.address(),
            "postgres://anna@db.example.org:5433/games?sslmode=require"
        );
        assert_eq!(
            database
                .password
                .as_ref()
                .map(|secret| secret.expose_secret()),
            Some("p@ss/word")
        );
        let without = Database::from_url("postgresql://db.example.org/games").unwrap();
        assert_eq!(without.address(), "postgresql://db.example.org/games");
        assert!(without.password.is_none());
    }

    #[test]
    fn a_failure_is_told_in_the_programs_own_lines() {
        let stderr = b"pg_restore: while PROCESSING TOC:\n\
            pg_restore: from TOC entry 215; 1259 16390 TABLE users scriptorium\n\
            pg_restore: error: could not execute query: ERROR:  syntax error at or near \"TABLX\"\n\
            LINE 1: CREATE TABLX public.users (\n\
            \x20              ^\n\
            Command was: CREATE TABLX public.users (\n\
            \x20   id uuid NOT NULL\n\
            );\n";
        assert_eq!(
            summary("pg_restore", stderr),
            "pg_restore: while PROCESSING TOC: | pg_restore: from TOC entry 215; 1259 16390 \
             TABLE users scriptorium | pg_restore: error: could not execute query: ERROR:  \
             syntax error at or near \"TABLX\""
        );
        assert_eq!(summary("pg_dump", b"\nsomething odd\n\n"), "something odd");
    }

    #[test]
    fn only_postgres_urls_are_taken() {
        assert!(Database::from_url("mysql://anna:secret@db/games").is_err());
        assert!(Database::from_url("not a url").is_err());
    }
}
