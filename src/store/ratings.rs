//! Ratings and their changes (see `crate::ratings`).

use crate::games::{Seats, StoredSeat};
use scriptorium_games::Outcome;
use sqlx::{PgConnection, PgPool, Row};
use std::collections::BTreeMap;
use uuid::Uuid;

/// One player's rating at one game, as stored. (Its default, a fresh
/// player's, is Glicko-2's: `ratings` says it.)
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Finished rated games of this kind.
    pub games: i32,
}

fn rating_of(row: &sqlx::postgres::PgRow) -> Result<Rating, sqlx::Error> {
    Ok(Rating {
        rating: row.try_get("rating")?,
        deviation: row.try_get("deviation")?,
        volatility: row.try_get("volatility")?,
        games: row.try_get("games")?,
    })
}

/// The ratings of `users` for `kind`, locked for the game's update: rows
/// are created (at the default rating) for first games, then locked in user
/// id order, so two updates with players in common wait for each other.
pub async fn lock(
    tx: &mut PgConnection,
    kind: &str,
    users: &[Uuid],
) -> Result<BTreeMap<Uuid, Rating>, sqlx::Error> {
    let fresh = Rating::default();
    sqlx::query(
        "INSERT INTO ratings (game_kind, user_id, rating, deviation, volatility)
         SELECT $1, u, $3, $4, $5 FROM unnest($2::uuid[]) AS u ORDER BY u
         ON CONFLICT (game_kind, user_id) DO NOTHING",
    )
    .bind(kind)
    .bind(users)
    .bind(fresh.rating)
    .bind(fresh.deviation)
    .bind(fresh.volatility)
    .execute(&mut *tx)
    .await?;
    let rows = sqlx::query(
        "SELECT user_id, rating, deviation, volatility, games FROM ratings
         WHERE game_kind = $1 AND user_id = ANY($2) ORDER BY user_id FOR UPDATE",
    )
    .bind(kind)
    .bind(users)
    .fetch_all(&mut *tx)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("user_id")?, rating_of(row)?)))
        .collect()
}

/// Writes the ratings after a game and the changes that led to them.
pub async fn save(
    tx: &mut PgConnection,
    game: Uuid,
    kind: &str,
    before: &BTreeMap<Uuid, Rating>,
    after: &BTreeMap<Uuid, Rating>,
) -> Result<(), sqlx::Error> {
    for (user, rating) in after {
        let old = before.get(user).copied().unwrap_or_default();
        sqlx::query(
            "WITH updated AS (
                UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6,
                       updated_at = now()
                WHERE game_kind = $2 AND user_id = $1
            )
            INSERT INTO rating_changes
                (game_id, user_id, game_kind, rating_before, rating_after, deviation_after)
            VALUES ($7, $1, $2, $8, $3, $4)",
        )
        .bind(user)
        .bind(kind)
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(rating.volatility)
        .bind(rating.games)
        .bind(game)
        .bind(old.rating)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

/// A rated game, for recomputing.
pub struct RatedGame {
    pub kind: String,
    pub options: serde_json::Value,
    pub seat_count: Seats,
    pub seated: Vec<(Uuid, StoredSeat, bool)>,
    pub outcome: Outcome,
}

/// Every rated game, in the order its ratings were applied.
pub async fn rated_games(conn: &mut PgConnection) -> Result<Vec<RatedGame>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT g.kind, g.options, g.seat_count, g.outcome,
                array_agg(p.user_id ORDER BY p.seat) AS users,
                array_agg(p.seat ORDER BY p.seat) AS seats,
                array_agg(p.resigned_at IS NOT NULL ORDER BY p.seat) AS resigned
         FROM (SELECT game_id, min(applied) AS applied FROM rating_changes GROUP BY game_id) c
         JOIN games g ON g.id = c.game_id
         JOIN game_players p ON p.game_id = g.id AND p.seat IS NOT NULL
         GROUP BY g.id, c.applied
         ORDER BY c.applied",
    )
    .fetch_all(conn)
    .await?;
    let mut games = Vec::with_capacity(rows.len());
    for row in rows {
        let users: Vec<Uuid> = row.try_get("users")?;
        let seats: Vec<StoredSeat> = row.try_get("seats")?;
        let resigned: Vec<bool> = row.try_get("resigned")?;
        let outcome: serde_json::Value = row.try_get("outcome")?;
        games.push(RatedGame {
            kind: row.try_get("kind")?,
            options: row.try_get("options")?,
            seat_count: row.try_get("seat_count")?,
            seated: users
                .into_iter()
                .zip(seats)
                .zip(resigned)
                .map(|((user, seat), resigned)| (user, seat, resigned))
                .collect(),
            outcome: serde_json::from_value(outcome)
                .map_err(|error| sqlx::Error::Decode(Box::new(error)))?,
        });
    }
    Ok(games)
}

/// Every stored rating.
pub async fn all(conn: &mut PgConnection) -> Result<BTreeMap<(String, Uuid), Rating>, sqlx::Error> {
    let rows =
        sqlx::query("SELECT game_kind, user_id, rating, deviation, volatility, games FROM ratings")
            .fetch_all(conn)
            .await?;
    rows.iter()
        .map(|row| {
            Ok((
                (row.try_get("game_kind")?, row.try_get("user_id")?),
                rating_of(row)?,
            ))
        })
        .collect()
}

/// A line of a leaderboard.
pub struct Ranked {
    pub username: String,
    pub rating: Rating,
}

/// A game's players by rating: established ratings (at least
/// `established_games` games) first, then provisional.
pub async fn leaderboard(
    pool: &PgPool,
    kind: &str,
    limit: i64,
    established_games: i32,
) -> Result<Vec<Ranked>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT u.username, r.rating, r.deviation, r.volatility, r.games
         FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.game_kind = $1 AND r.games > 0
         ORDER BY (r.games >= $3) DESC, r.rating DESC, u.username
         LIMIT $2",
    )
    .bind(kind)
    .bind(limit)
    .bind(established_games)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Ranked {
                username: row.try_get("username")?,
                rating: rating_of(row)?,
            })
        })
        .collect()
}

/// One player's rating in each game they have finished a rated game of, with
/// its history (the rating after each game, oldest first).
pub async fn of_user(
    pool: &PgPool,
    user: Uuid,
) -> Result<Vec<(String, Rating, Vec<f64>)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT r.game_kind, r.rating, r.deviation, r.volatility, r.games,
                (SELECT array_agg(c.rating_after ORDER BY c.applied) FROM rating_changes c
                 WHERE c.user_id = r.user_id AND c.game_kind = r.game_kind) AS history
         FROM ratings r WHERE r.user_id = $1 AND r.games > 0 ORDER BY r.game_kind",
    )
    .bind(user)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get("game_kind")?,
                rating_of(row)?,
                row.try_get::<Option<Vec<f64>>, _>("history")?
                    .unwrap_or_default(),
            ))
        })
        .collect()
}
