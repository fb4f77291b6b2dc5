//! Scriptorium: play-by-post board games.
//!
//! `main.rs` is a thin shell over this library. The areas: `web` (pages and
//! API), `store` (all SQL), `accounts`, `lobby`, `play` (decisions on games),
//! `games` (the rules engines behind one erased interface), `mail`, `config`,
//! and `embedded_pg` (the private PostgreSQL of the default set-up).

pub mod account_lifecycle;
pub mod accounts;
pub mod computer;
pub mod config;
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
pub mod talk;
pub mod web;
