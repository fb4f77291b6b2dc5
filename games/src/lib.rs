//! Scriptorium's rules engines.
//!
//! Pure values only: no IO, no clock, no global randomness. Each game lives in a
//! folder of its own with its rules notes beside its code, and implements the
//! one [`core::Game`] interface that the service, the store, mail and history
//! use.

pub mod bot;
pub mod carolingi;
pub mod carolus_magnus;
pub mod core;
pub mod test_game;
/// Checks every engine passes (random legal play, replay equality, one
/// source of legality) and the rulebook scenario kit, for tests and benches
/// only: the release library leaves them out. Tests and benches get them through the `testing`
/// feature, which the crates' dev-dependencies turn on.
#[cfg(any(test, feature = "testing"))]
pub mod testing;
pub mod torres;

pub use crate::core::{Arg, Explain, Game, GameInfo, Message, Outcome, RankKey, Seat, Viewer};
