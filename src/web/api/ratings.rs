//! Ratings in the API: a game's leaderboard and a player's ratings.

use super::{ApiError, ApiUser};
use crate::ratings::Rating;
use crate::store::{ratings as store, users};
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;

/// A Glicko-2 rating.
#[derive(Serialize, ToSchema)]
pub struct RatingJson {
    /// The game kind, e.g. `torres`.
    pub game: String,
    pub rating: f64,
    /// Glicko-2 rating deviation: the true strength is within two of them of
    /// `rating` about 95 times in 100.
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games finished.
    pub games: i32,
    /// Fewer than 10 games.
    pub provisional: bool,
}

impl RatingJson {
    fn new(game: &str, rating: Rating) -> RatingJson {
        RatingJson {
            game: game.to_owned(),
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
            games: rating.games,
            provisional: rating.provisional(),
        }
    }
}

/// One line of a leaderboard.
#[derive(Serialize, ToSchema)]
pub struct RankedJson {
    pub rank: usize,
    pub username: String,
    pub rating: RatingJson,
}

/// A game's leaderboard: established ratings first (best first), then
/// provisional ones; at most 100 players.
#[utoipa::path(get, path = "/api/v1/ratings/{kind}",
    params(("kind" = String, Path, description = "The game kind")),
    responses((status = 200, body = [RankedJson]), (status = 404, body = ApiError)))]
pub async fn leaderboard(
    _api: ApiUser,
    state: web::Data<AppState>,
    kind: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let entry = state.registry.get(&kind).ok_or(AppError::NotFound)?;
    let kind = entry.engine.info().id;
    let lines: Vec<RankedJson> = crate::ratings::leaderboard(&state.pool, kind, 100)
        .await?
        .into_iter()
        .enumerate()
        .map(|(index, ranked)| RankedJson {
            rank: index + 1,
            username: ranked.username,
            rating: RatingJson::new(kind, ranked.rating),
        })
        .collect();
    Ok(HttpResponse::Ok().json(lines))
}

/// A player's rating in each game they have finished a rated game of.
#[utoipa::path(get, path = "/api/v1/users/{name}/ratings",
    params(("name" = String, Path, description = "The username")),
    responses((status = 200, body = [RatingJson]), (status = 404, body = ApiError)))]
pub async fn of_user(
    _api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let name = crate::support::input::LookupName::parse("name", &name)?;
    let user = users::by_username(&state.pool, name.as_str())
        .await?
        .ok_or(AppError::NotFound)?;
    let ratings: Vec<RatingJson> = store::of_user(&state.pool, user.id)
        .await?
        .into_iter()
        .map(|(kind, rating, _)| RatingJson::new(&kind, rating))
        .collect();
    Ok(HttpResponse::Ok().json(ratings))
}

/// What a profile shows about a player.
#[derive(Serialize, ToSchema)]
pub struct ProfileJson {
    pub username: String,
    /// Finished games per game kind: played and won.
    pub record: Vec<RecordJson>,
    pub ratings: Vec<RatingJson>,
    /// Games under way.
    pub current_games: i64,
    /// Mean seconds between the game turning to the player and their first
    /// decision, over `replies` turns (none yet: null).
    pub mean_reply_seconds: Option<f64>,
    pub replies: i64,
    /// Decisions the player's deadline took for them.
    pub timeouts: i64,
}

#[derive(Serialize, ToSchema)]
pub struct RecordJson {
    pub game: String,
    pub played: i64,
    pub won: i64,
}

/// A player's profile: record, ratings and reliability as an opponent.
#[utoipa::path(get, path = "/api/v1/users/{name}",
    params(("name" = String, Path, description = "The username")),
    responses((status = 200, body = ProfileJson), (status = 404, body = ApiError)))]
pub async fn profile(
    _api: ApiUser,
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let name = crate::support::input::LookupName::parse("name", &name)?;
    let user = users::by_username(&state.pool, name.as_str())
        .await?
        .ok_or(AppError::NotFound)?;
    let record = crate::store::games::record_of(&state.pool, user.id)
        .await?
        .into_iter()
        .map(|line| RecordJson {
            game: line.kind,
            played: line.played,
            won: line.won,
        })
        .collect();
    let ratings = store::of_user(&state.pool, user.id)
        .await?
        .into_iter()
        .map(|(kind, rating, _)| RatingJson::new(&kind, rating))
        .collect();
    let reliability = crate::store::profiles::reliability(&state.pool, user.id).await?;
    Ok(HttpResponse::Ok().json(ProfileJson {
        username: user.username,
        record,
        ratings,
        current_games: reliability.current,
        mean_reply_seconds: reliability.mean_reply_secs,
        replies: reliability.replies,
        timeouts: reliability.timeouts,
    }))
}
