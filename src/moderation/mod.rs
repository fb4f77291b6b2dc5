//! Moderation: what players do about one another, and what the site's
//! administrators do about anyone.
//!
//! A player may **block** another: no invitations either way, no mention
//! mail from them, their table talk hidden from the blocker, and the lobby
//! never seats the two together (a game with one of them is not offered
//! to the other, and joining it is refused). A block is revoked by
//! unblocking. A player may **report** a player or a message at a table
//! they can read, with a reason; the administrators see the reports.
//!
//! Administrators (`admin`) are named by `ADMIN_EMAILS`: they block and
//! unblock accounts, delete them, cancel games, resolve reports, and each
//! of those actions is kept with who, when and why.

pub mod admin;

use crate::rate_limit::{self, Limit, LimitError};
use crate::store::games::GameRecord;
use crate::store::moderation::{self as store, NewReport};
use crate::store::talk as talk_store;
use crate::store::users;
use crate::support::input::Reason;
use sqlx::PgPool;
use std::time::Duration;
use uuid::Uuid;

pub use store::BlockedPlayer;

/// Reports one account may file: 10 at once, then one every six minutes.
pub const REPORTS_PER_ACCOUNT: Limit = Limit {
    bucket: "moderation.report",
    burst: 10,
    per: Duration::from_secs(3600),
    message_key: "limit-reports",
};

/// Blocks and unblocks one account may make: 60 at once, then one a minute.
pub const BLOCKS_PER_ACCOUNT: Limit = Limit {
    bucket: "moderation.block",
    burst: 60,
    per: Duration::from_secs(3600),
    message_key: "limit-blocks",
};

#[derive(Debug, thiserror::Error)]
pub enum ModerationError {
    #[error("no such player")]
    NoSuchPlayer,
    #[error("no such message")]
    NoSuchMessage,
    #[error("one cannot block or report oneself")]
    Yourself,
    #[error("not an administrator")]
    NotAdmin,
    #[error("an administrator's account is not blocked or deleted from the admin pages")]
    AdminAccount,
    #[error("the game is over or cancelled already")]
    GameNotRunning,
    #[error("no such report, or it is resolved already")]
    NoSuchReport,
    #[error(transparent)]
    Limited(#[from] LimitError),
    /// The event refused (already over, the player not in it): said in
    /// words, nothing changed.
    #[error(transparent)]
    Event(#[from] crate::tournaments::TournamentError),
    #[error(transparent)]
    Play(#[from] crate::play::PlayError),
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

impl ModerationError {
    pub fn message_key(&self) -> Option<&'static str> {
        Some(match self {
            ModerationError::NoSuchPlayer => "lobby-no-such-user",
            ModerationError::NoSuchMessage => "error-not-found",
            ModerationError::Yourself => "moderation-yourself",
            ModerationError::NotAdmin => "error-forbidden",
            ModerationError::AdminAccount => "moderation-admin-account",
            ModerationError::GameNotRunning => "moderation-game-not-running",
            ModerationError::NoSuchReport => "moderation-no-such-report",
            ModerationError::Event(error) => return error.message_key(),
            ModerationError::Limited(_) | ModerationError::Play(_) | ModerationError::Store(_) => {
                return None
            }
        })
    }
}

async fn other_player(pool: &PgPool, user: Uuid, name: &str) -> Result<Uuid, ModerationError> {
    let other = users::by_username(pool, name.trim())
        .await?
        .ok_or(ModerationError::NoSuchPlayer)?;
    if other.id == user {
        return Err(ModerationError::Yourself);
    }
    Ok(other.id)
}

/// Blocks (`on`) or unblocks the player named `name` for `user`.
pub async fn block(pool: &PgPool, user: Uuid, name: &str, on: bool) -> Result<(), ModerationError> {
    let other = other_player(pool, user, name).await?;
    rate_limit::spend(pool, &BLOCKS_PER_ACCOUNT, &user.to_string()).await?;
    store::set_block(pool, user, other, on).await?;
    Ok(())
}

/// Whether `user` blocked `other` (the profile page's button).
pub async fn blocks(pool: &PgPool, user: Uuid, other: Uuid) -> Result<bool, sqlx::Error> {
    store::blocks(pool, user, other).await
}

pub async fn blocked_by(pool: &PgPool, user: Uuid) -> Result<Vec<BlockedPlayer>, sqlx::Error> {
    store::blocked_by(pool, user).await
}

/// Reports the player named `name`.
pub async fn report_player(
    pool: &PgPool,
    reporter: Uuid,
    name: &str,
    reason: &Reason,
) -> Result<i64, ModerationError> {
    let reported = other_player(pool, reporter, name).await?;
    rate_limit::spend(pool, &REPORTS_PER_ACCOUNT, &reporter.to_string()).await?;
    Ok(store::add_report(
        pool,
        &NewReport {
            reporter,
            reported,
            game: None,
            message: None,
            reason: reason.as_str(),
        },
    )
    .await?)
}

/// Reports message `message` of `game`, which `reporter` must be able to
/// read: a message they cannot see is "no such message".
pub async fn report_message(
    pool: &PgPool,
    reporter: Uuid,
    game: &GameRecord,
    message: i64,
    reason: &Reason,
) -> Result<i64, ModerationError> {
    let visible = crate::talk::read(pool, game, Some(reporter))
        .await
        .map_err(|_| ModerationError::NoSuchMessage)?;
    let found = visible
        .into_iter()
        .find(|row: &talk_store::MessageRow| row.id == message && row.deleted_at.is_none())
        .ok_or(ModerationError::NoSuchMessage)?;
    if found.author_id == reporter {
        return Err(ModerationError::Yourself);
    }
    rate_limit::spend(pool, &REPORTS_PER_ACCOUNT, &reporter.to_string()).await?;
    Ok(store::add_report(
        pool,
        &NewReport {
            reporter,
            reported: found.author_id,
            game: Some(game.id),
            message: Some((found.id, &found.body)),
            reason: reason.as_str(),
        },
    )
    .await?)
}
