//! Scriptorium: play-by-post board games.
//!
//! `main.rs` is a thin shell over this library. Every folder is one idea;
//! imports run one way, from the web layer down to the store
//! (`tests/import_circles.rs` fails on a circle):
//!
//! - `web`: pages and the JSON API; authenticates, reads, asks the domain,
//!   renders. A page and its API twin call the same domain function and
//!   differ only in how they present its answer. Errors become HTTP answers once, in `web::error`. Each game's
//!   board drawing is `web::boards`.
//! - the domain, one folder per capability:
//!   - `accounts`: passwords and their failure budget, login, reset, API
//!     tokens; `accounts::lifecycle`: sign-up, address links, deletion,
//!     export; `accounts::sessions`: login sessions and API calls;
//!     `accounts::preferences`: language, zone, mail and its mutes.
//!   - `lobby`: creating, joining and starting games; the computer caps;
//!     offering a vanished seat to a new player.
//!   - `play`: decisions, one short transaction each, saying what follows
//!     as one value (`consequences::Consequences`); agreements among the
//!     players (pause, end now, call off); a seat taken over. What the page,
//!     the API and a reply send becomes a decision by one rule
//!     (`play::Submitted::decision`). A use case takes the game's lock once
//!     (`store::games::lock` gives a `LockedGame`) and hands that value to
//!     every step after it: whatever changes a game under the lock asks
//!     for a `&LockedGame`, so no step can lock it again or forget to.
//!   - `consequences`: applies that value in the decision's transaction,
//!     through the modules that own each part (clocks, mail, ratings).
//!   - `clocks`: deadlines and reminders, planned at each decision; time
//!     controls, days off and nights, the vacation allowance; all the time
//!     bank's arithmetic (`clocks::bank`), the store writing its results.
//!   - `sweeper`: acts on passed deadlines and due reminders through
//!     `play` (a worker, like the computer players').
//!   - `computer`: the computer players' workers.
//!   - `ratings`: Glicko-2 when a game ends; the leaderboards.
//!   - `archive`: finished games and each player's profile (record,
//!     ratings, reliability).
//!   - `talk`: table talk, its mutes, and private notes.
//!   - `moderation`: players' blocks and reports; the administrators
//!     (`ADMIN_EMAILS`): accounts blocked or deleted, games cancelled,
//!     reports resolved, each action in the audit log.
//!   - `watch`: games to watch, following games and players.
//!   - `history`: stepping through a game's log, export, how far each
//!     player has seen.
//!   - `live`: every open page hears at once when its game changes (one
//!     LISTEN per instance, fanned out to Server-Sent Events); who is at
//!     the table.
//!   - `notices`: what a person is told about a game (`Notice`) and the
//!     one rule of who is told and by which channels; every path that
//!     tells anyone anything writes its rows through it. Channels besides
//!     mail subscribe (`notices::subscribers`): to add one, implement
//!     `Subscriber` in its own module (an outbox keyed by the notice, a
//!     worker) and add it to the list `app::startup` hands to
//!     `notices::subscribers::listen`; nothing else changes.
//!   - `mail`: composition, notifications, the outbox worker; the numbered
//!     menu of a seat's choices that a turn mail lists (`mail::choices`) and
//!     its reply address (`mail::reply_address`).
//!   - `reply`: play by reply — the SMTP receiver of replies to turn mails,
//!     which decides through `play` or posts at the table, and answers.
//!   - `push`: Web Push to players' devices, a subscriber of the notices.
//!   - `webhooks`: posts to a player's or a table's chat (Discord, Slack,
//!     Matrix), ntfy, or any program (signed JSON), a subscriber too.
//!   - `rate_limit`: the budgets of guesses, mail and creations.
//!   - `tournaments`: events (tournaments, leagues, ladders) run by the
//!     pure `scriptorium-events` crate: their log, the games their tables
//!     start, the results games report, the scheduler's timed steps.
//! - beneath the domain: `games` (the registry of the engines of the
//!   `scriptorium-games` crate behind one erased interface, the cache of
//!   folded states, and `games::seat`: a seat as the store reads and writes
//!   it, checked once when read, so nothing above casts numbers into seats), `support` (translations, checked input, keys) and `store` (all SQL).
//! - beside everything: `metrics`, the process's counters and gauges for the
//!   people who run it, which any module may bump and which imports nothing
//!   of the crate (served on `/metrics` by `web::metrics`).
//! - around it all: `app` (settings, start-up and workers, the embedded PostgreSQL,
//!   the headless rules command).
//!
//! A request: `web` checks the session and the CSRF token, reads the game
//! row (one read), and for a decision calls `play::submit`, which (for the
//! common move) writes guarded by the sequence number, or else locks the
//! row, checks the expected sequence number, asks the engine, and writes the
//! events and the projection; what follows from the decision (deadlines,
//! mail, ratings) is one `consequences::Consequences` value, applied in the
//! same transaction by `consequences::apply`. The mail worker, the deadline
//! sweeper and the computer players act later on what that transaction left.

pub mod accounts;
pub mod app;
pub mod archive;
pub mod clocks;
pub mod computer;
pub mod consequences;
pub mod games;
pub mod history;
pub mod live;
pub mod lobby;
pub mod mail;
pub mod metrics;
pub mod moderation;
pub mod notices;
pub mod play;
pub mod push;
pub mod rate_limit;
pub mod ratings;
pub mod reply;
pub mod store;
pub mod support;
pub mod sweeper;
pub mod talk;
pub mod tournaments;
pub mod watch;
pub mod web;
pub mod webhooks;
