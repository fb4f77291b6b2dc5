//! The archive of finished games, and each player's profile: their record,
//! ratings and reliability as an opponent. The pages (`web::archive`) and
//! the API (`web::api::ratings`) present the same answers.

use crate::ratings::{self, PlayerRating};
use crate::store::games::{self as game_store, RecordLine};
use crate::store::{profiles, users};
use crate::support::input::{self, InputError};
use sqlx::PgPool;
use uuid::Uuid;

pub use crate::store::games::{ArchiveFilter, ArchivedGame};
pub use crate::store::profiles::Reliability;

/// How many of a player's finished games their profile page lists.
pub const PROFILE_GAMES: usize = 50;

#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    /// No such player.
    #[error("not found")]
    NotFound,
    #[error(transparent)]
    Input(#[from] InputError),
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

/// The finished games `filter` lets through, newest first.
pub async fn finished(
    pool: &PgPool,
    filter: &ArchiveFilter,
) -> Result<Vec<ArchivedGame>, ArchiveError> {
    Ok(game_store::archive(pool, filter).await?)
}

/// A player, found by their name as given.
pub struct Player {
    pub id: Uuid,
    /// The name as the site writes it.
    pub username: String,
}

/// The player of that name (checked like any name looked up).
pub async fn player(pool: &PgPool, name: &str) -> Result<Player, ArchiveError> {
    let name = input::LookupName::parse("name", name)?;
    let user = users::by_username(pool, name.as_str())
        .await?
        .ok_or(ArchiveError::NotFound)?;
    Ok(Player {
        id: user.id,
        username: user.username,
    })
}

/// The ratings of the player of that name.
pub async fn player_ratings(pool: &PgPool, name: &str) -> Result<Vec<PlayerRating>, ArchiveError> {
    let player = player(pool, name).await?;
    Ok(ratings::of_user(pool, player.id).await?)
}

/// What a profile shows about a player.
pub struct Profile {
    pub player: Player,
    /// Finished games per game kind: played and won.
    pub record: Vec<RecordLine>,
    pub ratings: Vec<PlayerRating>,
    pub reliability: Reliability,
}

/// The profile of the player of that name.
pub async fn profile(pool: &PgPool, name: &str) -> Result<Profile, ArchiveError> {
    let player = player(pool, name).await?;
    let record = game_store::record_of(pool, player.id).await?;
    let ratings = ratings::of_user(pool, player.id).await?;
    let reliability = profiles::reliability(pool, player.id).await?;
    Ok(Profile {
        player,
        record,
        ratings,
        reliability,
    })
}

/// A player's latest finished games, for their profile page.
pub async fn games_of(pool: &PgPool, player: &Player) -> Result<Vec<ArchivedGame>, ArchiveError> {
    let mut games = finished(
        pool,
        &ArchiveFilter {
            player: Some(player.username.clone()),
            ..ArchiveFilter::default()
        },
    )
    .await?;
    games.truncate(PROFILE_GAMES);
    Ok(games)
}
