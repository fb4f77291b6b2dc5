//! Watching: the games under way anyone may look at, and following a game or
//! a player to hear by mail how their games end. The page (`web::watch`) and
//! the API (`web::api::watch`) present the same answers.

use crate::games::Registry;
use crate::store::follows::{self, Followed, RunningGame};
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, StateRead};
use crate::store::users;
use crate::support::input::{self, InputError};
use sqlx::PgPool;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum WatchError {
    /// No such game (or kind, or player) to watch or follow.
    #[error("not found")]
    NotFound,
    #[error("watch-follow-self")]
    FollowSelf,
    #[error(transparent)]
    Input(#[from] InputError),
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

/// Which games under way to list: of one kind, with one player, or all.
#[derive(Debug, Default)]
pub struct Filter {
    /// The game kind, as the registry names it.
    pub kind: Option<&'static str>,
    /// The player's name, as given (trimmed).
    pub player: Option<String>,
}

impl Filter {
    /// Reads the filter of a query: an empty field filters nothing; an
    /// unknown kind is not found; a name is checked like any name looked up.
    pub fn parse(
        registry: &Registry,
        game: Option<&str>,
        player: Option<&str>,
    ) -> Result<Filter, WatchError> {
        let kind = game
            .filter(|kind| !kind.is_empty())
            .map(|kind| registry.get(kind).ok_or(WatchError::NotFound))
            .transpose()?
            .map(|entry| entry.engine.info().id);
        let player = player
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(|name| input::LookupName::parse("player", name))
            .transpose()?
            .map(|name| name.as_str().to_owned());
        Ok(Filter { kind, player })
    }
}

/// The games under way that `filter` lets through, as `viewer` (who may
/// follow some of them) sees the list: newest activity first.
pub async fn running(
    pool: &PgPool,
    viewer: Option<Uuid>,
    filter: &Filter,
) -> Result<Vec<RunningGame>, WatchError> {
    let player_key = filter.player.as_deref().map(input::username_key);
    Ok(follows::running(pool, viewer, filter.kind, player_key.as_deref()).await?)
}

/// Follows (or stops following) a game under way or finished.
pub async fn follow_game(
    pool: &PgPool,
    user: Uuid,
    game: Uuid,
    follow: bool,
) -> Result<(), WatchError> {
    let game = game_store::load_choosing_state(pool, game, StateRead::Never)
        .await?
        .filter(|game| game.status == GameStatus::Active || game.status == GameStatus::Finished)
        .ok_or(WatchError::NotFound)?;
    follows::set(pool, user, Followed::Game(game.id), follow).await?;
    Ok(())
}

/// Whether `user` follows `player`.
pub async fn follows_player(pool: &PgPool, user: Uuid, player: Uuid) -> Result<bool, WatchError> {
    Ok(follows::is_following(pool, user, Followed::Player(player)).await?)
}

/// Follows (or stops following) a player by name; returns their name as
/// the site writes it.
pub async fn follow_player(
    pool: &PgPool,
    user: Uuid,
    name: &str,
    follow: bool,
) -> Result<String, WatchError> {
    let name = input::LookupName::parse("name", name)?;
    let player = users::by_username(pool, name.as_str())
        .await?
        .ok_or(WatchError::NotFound)?;
    if player.id == user {
        return Err(WatchError::FollowSelf);
    }
    follows::set(pool, user, Followed::Player(player.id), follow).await?;
    Ok(player.username)
}
