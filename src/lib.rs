//! Scriptorium: play-by-post board games.
//!
//! `main.rs` is a thin shell over this library. Imports run one way, from
//! the web layer down to the store (`tests/import_circles.rs` fails on a
//! circle):
//!
//! - `web`: pages and the JSON API; authenticates, reads, asks the domain,
//!   renders. Errors become HTTP answers once, in `web::error`.
//! - the domain: `accounts` (passwords, their failure budget, login, reset,
//!   tokens), `account_lifecycle` (sign-up, address links, deletion, export),
//!   `lobby` (creating, joining, starting games; the computer caps), `play`
//!   (decisions: one short transaction each, saying what follows as one
//!   value), `consequences` (applies it: deadlines, mail, ratings),
//!   `deadlines` (clocks and reminders, planned at each decision), `sweeper`
//!   (acts on passed deadlines through `play`), `computer` (the computer
//!   players' workers), `ratings` (Glicko-2 when a game ends), `talk` (table
//!   talk and notes), `watch` (games to watch, following games and players),
//!   `history` (steps through a game's log), `mail` (composition,
//!   notifications, the outbox worker), `rate_limit`.
//! - beneath them: `games` (the engines of the `scriptorium-games` crate
//!   behind one erased interface, and each game's board renderer),
//!   `state_cache`, `input` (every checked field), `i18n` (the translation
//!   catalogue), `crypto`, and `store` (all SQL).
//! - around them: `config`, `startup` (builds the app and its workers),
//!   `embedded_pg` (the private PostgreSQL of the default set-up),
//!   `engine_cli` (the headless rules command).
//!
//! A request: `web` checks the session and the CSRF token, reads the game
//! row (one read), and for a decision calls `play::submit`, which locks the
//! row, checks the expected sequence number, asks the engine, and writes the
//! events and the projection; what follows from the decision (deadlines,
//! mail, ratings) is one `consequences::Consequences` value, applied in the
//! same transaction by `consequences::apply`; the mail worker, the deadline sweeper and the computer
//! players act later on what that transaction left.

pub mod account_lifecycle;
pub mod accounts;
pub mod computer;
pub mod config;
pub mod consequences;
pub mod crypto;
pub mod deadlines;
pub mod embedded_pg;
pub mod engine_cli;
pub mod games;
pub mod history;
pub mod i18n;
pub mod input;
pub mod lobby;
pub mod mail;
pub mod play;
pub mod rate_limit;
pub mod ratings;
pub mod startup;
pub mod state_cache;
pub mod store;
pub mod sweeper;
pub mod talk;
pub mod watch;
pub mod web;
