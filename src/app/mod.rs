//! Around the domain: the settings read from the environment (`config`),
//! building the app and its workers (`startup`), the private PostgreSQL of
//! the default set-up (`embedded_pg`), its backups and restores (`backup`)
//! and the headless rules command (`engine_cli`).

pub mod backup;
pub mod config;
pub mod embedded_pg;
pub mod engine_cli;
pub mod startup;
