//! The headless rules command for bot authors and rules tests:
//! `scriptorium engine <game> new|legal|apply|view|bot|arena …`, JSON on
//! stdout, errors as JSON on stdout with a non-zero exit.

use crate::games::{Registry, Rejection};
use crate::support::i18n::Lang;
use clap::Subcommand;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use scriptorium_games::bot::{self, Budget, Level, ThinkingClock, SERVICE_THINK_MS};
use scriptorium_games::{Seat, Viewer};
use serde_json::{json, Map, Value};
use std::cell::Cell;
use std::io::Read;
use std::time::{Duration, Instant};

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
    /// Prints the action (one of `legal`'s) a computer player of `--level`
    /// takes for `--seat` in the state on stdin. It looks only at what that
    /// seat may know.
    Bot {
        game: String,
        #[arg(long)]
        seat: u8,
        /// random, easy or strong.
        #[arg(long)]
        level: String,
        /// The strong level's thinking time, in milliseconds (default: the
        /// service's budget).
        #[arg(long)]
        think_ms: Option<u64>,
        /// The strong level's playouts at most; with a seed, a playout count
        /// alone (and a generous --think-ms) gives a reproducible choice.
        #[arg(long)]
        playouts: Option<u32>,
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Computer against computer: plays `--games` games, seats rotating
    /// through `--levels` from one game to the next, and prints
    /// {"games", "wins": {level: …}, …} (a shared win counts as a share).
    Arena {
        game: String,
        #[arg(long)]
        seats: u8,
        #[arg(long)]
        games: u32,
        /// Levels by seat, comma-separated (random, easy, strong).
        #[arg(long, value_delimiter = ',', required = true)]
        levels: Vec<String>,
        /// The strong level's thinking time per move, in milliseconds
        /// (default: the service's budget).
        #[arg(long)]
        think_ms: Option<u64>,
        /// The strong level's playouts per move at most.
        #[arg(long)]
        playouts: Option<u32>,
        #[arg(long)]
        seed: Option<u64>,
        /// Options as a JSON object.
        #[arg(long, default_value = "{}")]
        options: String,
    },
}

/// The wall clock of one computer move: the engine asks it whether to stop.
struct MoveClock {
    think: Duration,
    started: Cell<Instant>,
}

impl MoveClock {
    fn new(think_ms: Option<u64>) -> MoveClock {
        MoveClock {
            think: Duration::from_millis(think_ms.unwrap_or(SERVICE_THINK_MS)),
            started: Cell::new(Instant::now()),
        }
    }
}

impl ThinkingClock for MoveClock {
    fn start_move(&self) {
        self.started.set(Instant::now());
    }

    fn out_of_time(&self) -> bool {
        self.started.get().elapsed() >= self.think
    }

    fn elapsed_ms(&self) -> f64 {
        self.started.get().elapsed().as_secs_f64() * 1000.0
    }
}

fn bot_for(game: &str) -> Result<&'static dyn bot::DynBot, CliError> {
    engine(game)?;
    crate::games::Registry::any(game)
        .and_then(|entry| entry.bots)
        .ok_or_else(|| CliError::new("no_bot", format!("no computer player for {game:?}")))
}

fn level(name: &str) -> Result<Level, CliError> {
    name.parse()
        .map_err(|error: bot::UnknownLevel| CliError::new("malformed", error.to_string()))
}

fn bot_error(error: bot::BotError) -> CliError {
    match error {
        bot::BotError::State(_) | bot::BotError::Options(_) => {
            CliError::new("malformed", error.to_string())
        }
        bot::BotError::Arena(_) => CliError::new("arena", error.to_string()),
    }
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
        Rejection::Illegal(explanation) => CliError::new("illegal", explanation.to_string()),
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
            /// An offer with its label said, as the command prints it.
            #[derive(serde::Serialize)]
            struct Said {
                group: String,
                action: Value,
                label: String,
            }
            let offers: Vec<Said> = table
                .legal_actions(Seat(seat))
                .into_iter()
                .map(|offer| Said {
                    label: crate::support::i18n::registry::label(lang, &offer),
                    group: offer.group,
                    action: offer.action,
                })
                .collect();
            Ok(serde_json::to_value(offers).unwrap_or(Value::Null))
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
        EngineCommand::Bot {
            game,
            seat,
            level: level_name,
            think_ms,
            playouts,
            seed,
        } => {
            let bot = bot_for(&game)?;
            let level = level(&level_name)?;
            let state = read_state(input)?;
            let clock = MoveClock::new(think_ms);
            let out_of_time = || clock.out_of_time();
            let budget = Budget {
                playouts: playouts.unwrap_or(u32::MAX),
                should_stop: &out_of_time,
            };
            clock.start_move();
            let choice = bot
                .choose(&state, Seat(seat), level, &budget, &mut generator(seed))
                .map_err(bot_error)?
                .ok_or_else(|| {
                    CliError::new("not_waiting", format!("seat {seat} has nothing to decide"))
                })?;
            Ok(choice.action)
        }
        EngineCommand::Arena {
            game,
            seats,
            games,
            levels,
            think_ms,
            playouts,
            seed,
            options,
        } => {
            let bot = bot_for(&game)?;
            let levels: Vec<Level> = levels
                .iter()
                .map(|name| level(name))
                .collect::<Result<_, _>>()?;
            let options = engine(&game)?
                .engine
                .normalize_options(&parse(&options, "--options")?, seats)
                .map_err(rejection)?;
            let clock = MoveClock::new(think_ms);
            let report = bot
                .arena(
                    &options,
                    seats,
                    games,
                    &levels,
                    playouts.unwrap_or(u32::MAX),
                    &clock,
                    &mut generator(seed),
                )
                .map_err(bot_error)?;
            let mut wins = Map::new();
            let mut by_level = Map::new();
            for (level, tally) in &report.levels {
                wins.insert(level.name().to_owned(), json!(tally.wins));
                by_level.insert(
                    level.name().to_owned(),
                    json!({
                        "moves": tally.moves,
                        "choices": tally.choices,
                        "playouts": tally.playouts,
                        "playouts_per_choice": tally.playouts_per_choice(),
                        "ms_per_choice": tally.ms_per_choice(),
                    }),
                );
            }
            Ok(json!({
                "game": game,
                "seats": seats,
                "games": report.games,
                "finished": report.finished,
                "wins": wins,
                "levels": by_level,
                "think_ms": clock.think.as_millis() as u64,
            }))
        }
    }
}
