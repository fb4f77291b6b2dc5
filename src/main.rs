//! The `scriptorium` binary: serves the site (the default), runs the
//! headless rules command, checks an exported game, or backs the database up
//! and restores it.

use clap::{Parser, Subcommand};
use scriptorium::app::backup;
use scriptorium::app::config::{LogFormat, Settings};
use scriptorium::app::engine_cli::{self, EngineCommand};
use scriptorium::app::startup::Application;
use std::path::PathBuf;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::EnvFilter;

#[derive(Parser)]
#[command(name = "scriptorium", about = "Play-by-post board games")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Runs the web server (the default).
    Serve,
    /// The headless rules engines, JSON in and out.
    Engine {
        #[command(subcommand)]
        command: EngineCommand,
    },
    /// Replays an exported game (JSON Lines) and prints its final state; or
    /// checks an exported event's log record by record and prints its
    /// standings.
    Verify {
        /// The exported file; `-` reads standard input.
        file: String,
    },
    /// Writes a consistent copy of the whole database (pg_dump, custom
    /// format): of DATABASE_URL's database when it is set, else of the
    /// embedded cluster in DATA_DIR (running or not).
    Backup {
        /// Where to write it; by default a new file in DATA_DIR/backups.
        file: Option<PathBuf>,
    },
    /// Puts a backup back: into the embedded data folder, which must hold
    /// no cluster, or into DATABASE_URL's database, which must have no
    /// tables. Stop the server first.
    Restore {
        /// A file written by `scriptorium backup` (or `pg_dump --format=custom`).
        file: PathBuf,
        /// Restore anyway: the embedded cluster there is moved aside (not
        /// deleted); an external database's objects are dropped and recreated.
        #[arg(long)]
        force: bool,
    },
}

/// glibc's malloc, tuned on purpose. Password hashing allocates 19 MiB
/// blocks (argon2's defaults); by default glibc raises its mmap threshold
/// after the first such block is freed, so later ones come from the heap and
/// are kept after use, and with up to eight arenas per core each thread keeps
/// its own: the service grew from 17 to 435 MB over 65 sign-ups. A fixed
/// threshold sends every large block to mmap and back to the system on free,
/// and two arenas bound what freed small blocks can hold (requests are short,
/// contention on the two is low). Set before any thread starts.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn tune_allocator() {
    // SAFETY: `mallopt` only sets allocator parameters; it is called once,
    // before the program starts any thread or allocates much.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn tune_allocator() {}

fn main() -> anyhow::Result<()> {
    tune_allocator();
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Engine { command }) => {
            let result = engine_cli::run(command, &mut std::io::stdin());
            match result {
                Ok(value) => {
                    println!("{value}");
                    Ok(())
                }
                Err(error) => {
                    println!("{}", error.to_json());
                    std::process::exit(2);
                }
            }
        }
        Some(Command::Verify { file }) => {
            let text = if file == "-" {
                std::io::read_to_string(std::io::stdin())?
            } else {
                std::fs::read_to_string(&file)?
            };
            if scriptorium::tournaments::export::is_event_export(&text) {
                use scriptorium::tournaments::export;
                return match export::verify_export(&text) {
                    Ok((header, state)) => {
                        println!("{}", export::summary(&header, &state));
                        Ok(())
                    }
                    Err(error) => {
                        println!(
                            "{}",
                            serde_json::json!({"error": "invalid_export", "message": error.to_string()})
                        );
                        std::process::exit(2);
                    }
                };
            }
            match scriptorium::history::verify_export(&text) {
                Ok((header, state)) => {
                    println!(
                        "{}",
                        serde_json::json!({"game": header.game, "id": header.id, "viewer": header.viewer, "final_state": state})
                    );
                    Ok(())
                }
                Err(error) => {
                    println!(
                        "{}",
                        serde_json::json!({"error": "invalid_export", "message": error.to_string()})
                    );
                    std::process::exit(2);
                }
            }
        }
        Some(Command::Backup { file }) => {
            let written =
                database_command(|settings| async move { backup::backup(&settings, file).await })?;
            println!(
                "{}",
                serde_json::json!({"backup": written.path, "bytes": written.bytes, "seconds": written.seconds})
            );
            Ok(())
        }
        Some(Command::Restore { file, force }) => {
            let restored = database_command(|settings| async move {
                backup::restore(&settings, &file, force).await
            })?;
            println!(
                "{}",
                serde_json::json!({"restored": restored.into, "moved_aside": restored.moved_aside, "seconds": restored.seconds})
            );
            Ok(())
        }
        None | Some(Command::Serve) => serve(),
    }
}

/// Logs to `writer`: standard output for the server, standard error for a
/// command whose answer is its standard output.
fn init_logging<W>(writer: W) -> anyhow::Result<()>
where
    W: for<'writer> MakeWriter<'writer> + Send + Sync + 'static,
{
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    match LogFormat::from_env()? {
        LogFormat::Human => tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(writer)
            .init(),
        // One object per line, the event's fields at the top level (where
        // collectors look for `message` and `level`), with the spans it
        // happened in (the request's id, the game, the seat).
        LogFormat::Json => tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_env_filter(filter)
            .with_writer(writer)
            .init(),
    }
    Ok(())
}

/// Runs `backup` or `restore` with the settings (DATABASE_URL, DATA_DIR). A
/// failure is printed as `{"error": code, "message": ...}` with exit code 2,
/// like the other commands' errors.
fn database_command<T, F, Fut>(command: F) -> anyhow::Result<T>
where
    F: FnOnce(Settings) -> Fut,
    Fut: std::future::Future<Output = Result<T, backup::BackupError>>,
{
    init_logging(std::io::stderr)?;
    let settings = Settings::from_env()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    match runtime.block_on(command(settings)) {
        Ok(done) => Ok(done),
        Err(error) => {
            println!(
                "{}",
                serde_json::json!({"error": error.code(), "message": error.to_string()})
            );
            std::process::exit(2);
        }
    }
}

fn serve() -> anyhow::Result<()> {
    init_logging(std::io::stdout)?;
    let settings = Settings::from_env()?;
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(async move {
            let app = Application::build(settings).await?;
            tracing::info!(
                "Scriptorium is listening on http://localhost:{}/",
                app.port()
            );
            app.run_until_stopped().await?;
            Ok(())
        })
}
