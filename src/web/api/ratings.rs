//! Ratings in the API: a game's leaderboard and a player's ratings.

use super::{ApiError, ApiUser};
use crate::archive;
use crate::ratings::{PlayerRating, Rating};
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

impl From<PlayerRating> for RatingJson {
    fn from(rating: PlayerRating) -> Self {
        RatingJson::new(&rating.kind, rating.rating)
    }
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
    let board = crate::ratings::leaderboard(
        &state.pool,
        &state.registry,
        &kind,
        crate::ratings::LEADERBOARD_LENGTH,
    )
    .await?
    .ok_or(AppError::NotFound)?;
    let lines: Vec<RankedJson> = board
        .places
        .into_iter()
        .map(|place| RankedJson {
            rank: place.rank,
            username: place.username,
            rating: RatingJson::new(board.kind, place.rating),
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
    let ratings: Vec<RatingJson> = archive::player_ratings(&state.pool, &name)
        .await?
        .into_iter()
        .map(RatingJson::from)
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
    let profile = archive::profile(&state.pool, &name).await?;
    let reliability = profile.reliability;
    Ok(HttpResponse::Ok().json(ProfileJson {
        username: profile.player.username,
        record: profile
            .record
            .into_iter()
            .map(|line| RecordJson {
                game: line.kind,
                played: line.played,
                won: line.won,
            })
            .collect(),
        ratings: profile.ratings.into_iter().map(RatingJson::from).collect(),
        current_games: reliability.current,
        mean_reply_seconds: reliability.mean_reply_secs,
        replies: reliability.replies,
        timeouts: reliability.timeouts,
    }))
}
