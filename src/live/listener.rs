//! How this instance hears the database's announcements: the channels the
//! triggers `NOTIFY` on (migrations 0022 and 0049), what a game's
//! announcement says ([`Change`]), and the one listener that passes each on
//! to the [`Hub`].

use super::Hub;
use sqlx::postgres::PgListener;
use sqlx::PgPool;
use std::sync::Arc;
use std::time::Duration;
use uuid::Uuid;

/// The channel the trigger announces a game's changes on.
pub const CHANNEL: &str = "game_changed";
/// The channel the trigger names the players of a game on when who waits in
/// it changed ("<user id> <user id> ...").
pub const PLAYERS_CHANNEL: &str = "players_changed";
/// The channel a trigger names users on when what they are asked changed:
/// a proposal in their game, a seat offered to them, an invitation, a game
/// of theirs that opened, started or ended (migration 0049).
pub const ACCOUNTS_CHANNEL: &str = "account_changed";

/// What happened to a game, as its open pages hear it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// Its log reached `seq` (a decision, a timeout, the start, the end).
    Moved { seq: i64 },
    /// Its table talk changed: in the channel of this team, or at the
    /// whole table (`None`).
    Talk { team: Option<i16> },
    /// The listener lost its connection for a while: announcements may have
    /// been missed, so every page checks where its game is.
    Resync,
}

impl Change {
    /// Reads a notification's payload: "<game id> <seq>" or "<game id> talk
    /// <all | team>".
    pub fn parse(payload: &str) -> Option<(Uuid, Change)> {
        let (game, what) = payload.split_once(' ')?;
        let game = Uuid::parse_str(game).ok()?;
        let change = match what.split_once(' ') {
            Some(("talk", "all")) => Change::Talk { team: None },
            Some(("talk", team)) => Change::Talk {
                team: Some(team.parse().ok()?),
            },
            Some(_) => return None,
            None => Change::Moved {
                seq: what.parse().ok()?,
            },
        };
        Some((game, change))
    }
}

/// The instance's one listener: forwards every announcement to the hub.
/// Never returns; on a lost connection it reconnects (sqlx's listener does
/// so on the next receive) and has every page resync, since announcements
/// made meanwhile are lost.
pub async fn listen(pool: PgPool, hub: Arc<Hub>) {
    loop {
        let mut listener = match PgListener::connect_with(&pool).await {
            Ok(listener) => listener,
            Err(error) => {
                tracing::warn!(%error, "live listener: connecting");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        if let Err(error) = listener
            .listen_all([CHANNEL, PLAYERS_CHANNEL, ACCOUNTS_CHANNEL])
            .await
        {
            tracing::warn!(%error, "live listener: LISTEN");
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        // Whatever was announced before this connection listened is unknown.
        hub.resync_all();
        loop {
            match listener.try_recv().await {
                Ok(Some(notification)) if notification.channel() == PLAYERS_CHANNEL => {
                    hub.dispatch_players(
                        notification
                            .payload()
                            .split(' ')
                            .filter_map(|user| Uuid::parse_str(user).ok()),
                    );
                }
                Ok(Some(notification)) if notification.channel() == ACCOUNTS_CHANNEL => {
                    hub.dispatch_accounts(
                        notification
                            .payload()
                            .split(' ')
                            .filter_map(|user| Uuid::parse_str(user).ok()),
                    );
                }
                Ok(Some(notification)) => {
                    if let Some((game, change)) = Change::parse(notification.payload()) {
                        hub.dispatch(game, change);
                    }
                }
                // The connection was lost; the next receive reconnects and
                // listens again.
                Ok(None) => {
                    tracing::warn!("live listener: connection lost, reconnecting");
                    hub.resync_all();
                }
                Err(error) => {
                    tracing::warn!(%error, "live listener: receiving");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    break;
                }
            }
        }
    }
}
