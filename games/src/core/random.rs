//! The random-number trait the engines draw from. The server hands in a
//! cryptographically seeded generator; tests hand in seeded ones. Engines never
//! reach for a global generator.

pub use rand::RngCore as GameRng;
use rand::{seq::SliceRandom, Rng};

/// A uniform roll in `1..=sides`.
pub fn roll(rng: &mut dyn GameRng, sides: u32) -> u32 {
    rng.random_range(1..=sides)
}

/// Shuffles in place (Fisher-Yates, from `rand`).
pub fn shuffle<T>(rng: &mut dyn GameRng, items: &mut [T]) {
    items.shuffle(rng);
}
