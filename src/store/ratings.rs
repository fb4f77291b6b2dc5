//! Ratings and their changes (see `crate::ratings`).

use crate::games::{Seats, StoredSeat};
use scriptorium_games::Outcome;
use sqlx::{PgConnection, PgPool};
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

/// The `Rating` of a row read with its columns `rating, deviation,
/// volatility, games`.
macro_rules! rating_of {
    ($row:expr) => {
        Rating {
            rating: $row.rating,
            deviation: $row.deviation,
            volatility: $row.volatility,
            games: $row.games,
        }
    };
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
    sqlx::query!(
        "INSERT INTO ratings (game_kind, user_id, rating, deviation, volatility)
         SELECT $1, u, $3, $4, $5 FROM unnest($2::uuid[]) AS u ORDER BY u
         ON CONFLICT (game_kind, user_id) DO NOTHING",
        kind,
        users,
        fresh.rating,
        fresh.deviation,
        fresh.volatility
    )
    .execute(&mut *tx)
    .await?;
    let rows = sqlx::query!(
        "SELECT user_id, rating, deviation, volatility, games FROM ratings
         WHERE game_kind = $1 AND user_id = ANY($2) ORDER BY user_id FOR UPDATE",
        kind,
        users
    )
    .fetch_all(&mut *tx)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.user_id, rating_of!(row)))
        .collect())
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
        sqlx::query!(
            "WITH updated AS (
                UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6,
                       updated_at = now()
                WHERE game_kind = $2 AND user_id = $1
            )
            INSERT INTO rating_changes
                (game_id, user_id, game_kind, rating_before, rating_after, deviation_after)
            VALUES ($7, $1, $2, $8, $3, $4)",
            user,
            kind,
            rating.rating,
            rating.deviation,
            rating.volatility,
            rating.games,
            game,
            old.rating
        )
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
    // Each group has a row at least: its arrays are never NULL.
    let rows = sqlx::query!(
        r#"SELECT g.kind, g.options, g.seat_count AS "seat_count: Seats", g.outcome,
                array_agg(p.user_id ORDER BY p.seat) AS "users!",
                array_agg(p.seat ORDER BY p.seat) AS "seats!: Vec<StoredSeat>",
                array_agg(p.resigned_at IS NOT NULL ORDER BY p.seat) AS "resigned!: Vec<bool>"
         FROM (SELECT game_id, min(applied) AS applied FROM rating_changes GROUP BY game_id) c
         JOIN games g ON g.id = c.game_id
         JOIN game_players p ON p.game_id = g.id AND p.seat IS NOT NULL
         GROUP BY g.id, c.applied
         ORDER BY c.applied"#
    )
    .fetch_all(conn)
    .await?;
    let mut games = Vec::with_capacity(rows.len());
    for row in rows {
        // A rated game is over: it has an outcome (none fails the read, as
        // a NULL read into a value does).
        let outcome = row.outcome.ok_or_else(|| sqlx::Error::ColumnDecode {
            index: "outcome".into(),
            source: Box::new(sqlx::error::UnexpectedNullError),
        })?;
        games.push(RatedGame {
            kind: row.kind,
            options: row.options,
            seat_count: row.seat_count,
            seated: row
                .users
                .into_iter()
                .zip(row.seats)
                .zip(row.resigned)
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
    let rows = sqlx::query!(
        "SELECT game_kind, user_id, rating, deviation, volatility, games FROM ratings"
    )
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let rating = rating_of!(row);
            ((row.game_kind, row.user_id), rating)
        })
        .collect())
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
    let rows = sqlx::query!(
        "SELECT u.username, r.rating, r.deviation, r.volatility, r.games
         FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.game_kind = $1 AND r.games > 0
         ORDER BY (r.games >= $3) DESC, r.rating DESC, u.username
         LIMIT $2",
        kind,
        limit,
        established_games
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| Ranked {
            rating: rating_of!(row),
            username: row.username,
        })
        .collect())
}

/// One player's rating in each game they have finished a rated game of, with
/// its history (the rating after each game, oldest first).
pub async fn of_user(
    pool: &PgPool,
    user: Uuid,
) -> Result<Vec<(String, Rating, Vec<f64>)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT r.game_kind, r.rating, r.deviation, r.volatility, r.games,
                  (SELECT array_agg(c.rating_after ORDER BY c.applied) FROM rating_changes c
                   WHERE c.user_id = r.user_id AND c.game_kind = r.game_kind) AS "history?"
           FROM ratings r WHERE r.user_id = $1 AND r.games > 0 ORDER BY r.game_kind"#,
        user
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let rating = rating_of!(row);
            (row.game_kind, rating, row.history.unwrap_or_default())
        })
        .collect())
}
