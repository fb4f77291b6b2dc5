//! Integration tests over HTTP against the running application, each on a
//! database of its own. One test binary, so one PostgreSQL for the whole run.

mod account_lifecycle;
mod account_security;
mod accounts;
mod agreements;
mod bad_input;
mod carolingi;
mod carolus_magnus;
mod computer;
mod concurrency;
mod deadlines;
mod game_histories;
mod helpers;
mod history;
mod languages;
mod live;
mod lobby;
mod mail;
mod mail_servers;
mod metrics;
mod newcomer;
mod play;
mod push;
mod rate_limits;
mod ratings;
mod reply;
mod reply_checks;
mod resign;
mod seats;
mod serving;
mod sessions;
mod settings;
mod talk;
mod torres;
mod watch;
mod wording;
