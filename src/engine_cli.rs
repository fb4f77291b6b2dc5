//! The headless rules command for bot authors and rules tests:
//! `scriptorium engine <game> new|legal|apply|view …`, JSON on stdout, errors
//! as JSON on stdout with a non-zero exit.

use crate::games::{Registry, Rejection};
use clap::Subcommand;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use scriptorium_games::{Lang, Seat, Viewer};
use serde_json::{json, Value};
use std::io::Read;

#[derive(Subcommand, Debug)]
pub enum EngineCommand {
    /// Lists the games and their options.
    List,
    /// Sets up a game: prints {"state", "events"}.
    New {
        game: String,
        #[arg(long)]
        seats: u8,
        /// Seed of the random set-up, for a reproducible run. Without it the
        /// draw comes from the operating system, as on the server.
        #[arg(long)]
        seed: Option<u64>,
        /// Options as a JSON object.
        #[arg(long, default_value = "{}")]
        options: String,
    },
    /// Prints a seat's legal actions for the state read from stdin.
    Legal {
        game: String,
        #[arg(long)]
        seat: u8,
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// Applies one action (JSON) of a seat to the state read from stdin:
    /// prints {"state", "events"}.
    Apply {
        game: String,
        #[arg(long)]
        seat: u8,
        #[arg(long)]
        action: String,
        /// Seed of the dice, bags and decks this action draws, for a
        /// reproducible run. Without it the draw comes from the operating system.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Prints what a seat (or, without --seat, a spectator) sees of the state on stdin.
    View {
        game: String,
        #[arg(long)]
        seat: Option<u8>,
    },
}

/// A seeded generator for reproducible runs, else one seeded by the OS.
fn generator(seed: Option<u64>) -> ChaCha20Rng {
    match seed {
        Some(seed) => ChaCha20Rng::seed_from_u64(seed),
        None => ChaCha20Rng::from_os_rng(),
    }
}

#[derive(Debug)]
pub struct CliError {
    pub code: &'static str,
    pub message: String,
}

impl CliError {
    fn new(code: &'static str, message: impl Into<String>) -> CliError {
        CliError {
            code,
            message: message.into(),
        }
    }

    pub fn to_json(&self) -> Value {
        json!({ "error": self.code, "message": self.message })
    }
}

fn engine(game: &str) -> Result<&'static crate::games::GameEntry, CliError> {
    Registry::any(game)
        .ok_or_else(|| CliError::new("unknown_game", format!("no game called {game:?}")))
}

fn parse(text: &str, what: &str) -> Result<Value, CliError> {
    serde_json::from_str(text)
        .map_err(|error| CliError::new("malformed", format!("{what}: {error}")))
}

fn read_state(input: &mut dyn Read) -> Result<Value, CliError> {
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|error| CliError::new("io", error.to_string()))?;
    let value = parse(&text, "state on stdin")?;
    // Accept both a bare state and the {"state": …} that `new`/`apply` print.
    Ok(match value {
        Value::Object(mut map) if map.contains_key("state") && map.contains_key("events") => {
            map.remove("state").unwrap_or(Value::Null)
        }
        other => other,
    })
}

fn rejection(error: Rejection) -> CliError {
    match error {
        Rejection::Malformed(detail) => CliError::new("malformed", detail),
        Rejection::Illegal(explanation) => CliError::new("illegal", explanation.en),
    }
}

/// Runs one command, reading a state from `input` where needed.
pub fn run(command: EngineCommand, input: &mut dyn Read) -> Result<Value, CliError> {
    match command {
        EngineCommand::List => Ok(Value::Array(
            Registry::new(true)
                .all()
                .map(|entry| {
                    let info = entry.engine.info();
                    json!({
                        "id": info.id, "name": info.name, "min_seats": info.min_seats,
                        "max_seats": info.max_seats, "rules_version": info.rules_version,
                        "options": info.options.iter().map(|o| o.key).collect::<Vec<_>>(),
                    })
                })
                .collect(),
        )),
        EngineCommand::New {
            game,
            seats,
            seed,
            options,
        } => {
            let entry = engine(&game)?;
            let options = entry
                .engine
                .normalize_options(&parse(&options, "--options")?, seats)
                .map_err(rejection)?;
            let mut rng = generator(seed);
            let (mut table, events) = entry
                .engine
                .start(&options, seats, &mut rng)
                .map_err(rejection)?;
            for event in &events {
                table
                    .apply(event)
                    .map_err(|error| CliError::new("corrupt", error.0))?;
            }
            Ok(json!({ "state": table.state_json(), "events": events }))
        }
        EngineCommand::Legal { game, seat, lang } => {
            let table = engine(&game)?
                .engine
                .restore(&read_state(input)?)
                .map_err(|error| CliError::new("malformed", error.0))?;
            let lang = Lang::from_code(&lang).unwrap_or_default();
            Ok(serde_json::to_value(table.legal_actions(Seat(seat), lang)).unwrap_or(Value::Null))
        }
        EngineCommand::Apply {
            game,
            seat,
            action,
            seed,
        } => {
            let mut table = engine(&game)?
                .engine
                .restore(&read_state(input)?)
                .map_err(|error| CliError::new("malformed", error.0))?;
            let action = parse(&action, "--action")?;
            let mut rng = generator(seed);
            let events = table
                .decide(Seat(seat), &action, &mut rng)
                .map_err(rejection)?;
            for event in &events {
                table
                    .apply(event)
                    .map_err(|error| CliError::new("corrupt", error.0))?;
            }
            Ok(json!({ "state": table.state_json(), "events": events }))
        }
        EngineCommand::View { game, seat } => {
            let table = engine(&game)?
                .engine
                .restore(&read_state(input)?)
                .map_err(|error| CliError::new("malformed", error.0))?;
            let viewer = seat
                .map(|s| Viewer::Seat(Seat(s)))
                .unwrap_or(Viewer::Spectator);
            Ok(table.view(viewer))
        }
    }
}
