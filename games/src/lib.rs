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
pub mod testing;
pub mod torres;

pub use crate::core::{Arg, Explain, Game, GameInfo, Message, Outcome, Seat, Viewer};
