//! The `scriptorium` binary: serves the site (the default), or runs the
//! headless rules command.

use clap::{Parser, Subcommand};
use scriptorium::app::config::{LogFormat, Settings};
use scriptorium::app::engine_cli::{self, EngineCommand};
use scriptorium::app::startup::Application;
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
    /// Replays an exported game (JSON Lines) and prints its final state.
    Verify {
        /// The exported file; `-` reads standard input.
        file: String,
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
        None | Some(Command::Serve) => serve(),
    }
}

fn serve() -> anyhow::Result<()> {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn"));
    match LogFormat::from_env()? {
        LogFormat::Human => tracing_subscriber::fmt().with_env_filter(filter).init(),
        // One object per line, the event's fields at the top level (where
        // collectors look for `message` and `level`), with the spans it
        // happened in (the request's id, the game, the seat).
        LogFormat::Json => tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_env_filter(filter)
            .init(),
    }
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
