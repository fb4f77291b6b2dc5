//! Level against level on demand, for tuning and measuring (ignored by a
//! normal run): `BOT_GAME=torres BOT_SEATS=2 BOT_GAMES=40
//! BOT_LEVELS=easy,random BOT_PLAYOUTS=500 BOT_OPTIONS='{}' cargo test
//! --release -p scriptorium-games arena_on_demand -- --ignored --nocapture`.
//! `BOT_THINK_MS` adds a wall-clock limit per move, as `engine arena` has.

use super::support::rng;
use crate::bot::{for_game, Level, ThinkingClock};
use std::cell::Cell;
use std::time::{Duration, Instant};

/// The wall clock, for measuring (tests may read it; the engine does not).
struct WallClock {
    think: Option<Duration>,
    started: Cell<Instant>,
}

impl ThinkingClock for WallClock {
    fn start_move(&self) {
        self.started.set(Instant::now());
    }
    fn out_of_time(&self) -> bool {
        self.think
            .is_some_and(|think| self.started.get().elapsed() >= think)
    }
    fn elapsed_ms(&self) -> f64 {
        self.started.get().elapsed().as_secs_f64() * 1000.0
    }
}

fn setting(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_owned())
}

#[test]
#[ignore = "a measurement, run on demand"]
fn arena_on_demand() {
    let game = setting("BOT_GAME", "countdown");
    let seats: u8 = setting("BOT_SEATS", "2").parse().expect("BOT_SEATS");
    let games: u32 = setting("BOT_GAMES", "10").parse().expect("BOT_GAMES");
    let playouts: u32 = setting("BOT_PLAYOUTS", "200")
        .parse()
        .expect("BOT_PLAYOUTS");
    let seed: u64 = setting("BOT_SEED", "1").parse().expect("BOT_SEED");
    let levels: Vec<Level> = setting("BOT_LEVELS", "strong,random")
        .split(',')
        .map(|name| name.parse().expect("BOT_LEVELS"))
        .collect();
    let options: serde_json::Value =
        serde_json::from_str(&setting("BOT_OPTIONS", "{}")).expect("BOT_OPTIONS");
    let think: Option<u64> = std::env::var("BOT_THINK_MS")
        .ok()
        .map(|ms| ms.parse().expect("BOT_THINK_MS"));
    let clock = WallClock {
        think: think.map(Duration::from_millis),
        started: Cell::new(Instant::now()),
    };
    let bot = for_game(&game).expect("BOT_GAME");
    let report = bot
        .arena(
            &options,
            seats,
            games,
            &levels,
            playouts,
            &clock,
            &mut rng(seed),
        )
        .expect("the arena runs");
    eprintln!(
        "{}",
        serde_json::to_string_pretty(&report).expect("serializes")
    );
}
