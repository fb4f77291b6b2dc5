//! What a profile shows about a player's habits: how fast they reply, how
//! often their time ran out, how many games they have going.

use sqlx::{FromRow, PgPool};
use uuid::Uuid;

#[derive(Debug, Clone, Default, FromRow)]
pub struct Reliability {
    /// Mean wait, in seconds, between the game turning to the player and
    /// their first decision (turns of several steps count once).
    pub mean_reply_secs: Option<f64>,
    /// Turns that mean is taken over.
    pub replies: i64,
    /// Decisions their deadline took for them.
    pub timeouts: i64,
    /// Games they are playing now.
    pub current: i64,
}

/// The player's reliability over their games' logs.
pub async fn reliability(pool: &PgPool, user: Uuid) -> Result<Reliability, sqlx::Error> {
    sqlx::query_as!(
        Reliability,
        r#"WITH mine AS (
             SELECT game_id, seat FROM game_players WHERE user_id = $1 AND seat IS NOT NULL
         ), steps AS (
             SELECT e.game_id, e.action_no, e.seat,
                    min(e.created_at) AS first_at, max(e.created_at) AS last_at
             FROM game_events e
             WHERE e.game_id IN (SELECT game_id FROM mine) AND e.payload ? 'event'
             GROUP BY e.game_id, e.action_no, e.seat
         ), ordered AS (
             SELECT s.*, lag(s.seat) OVER w AS prev_seat, lag(s.last_at) OVER w AS prev_at
             FROM steps s
             WINDOW w AS (PARTITION BY s.game_id ORDER BY s.action_no, s.first_at)
         ), replies AS (
             SELECT extract(epoch FROM o.first_at - o.prev_at)::float8 AS secs
             FROM ordered o JOIN mine m ON m.game_id = o.game_id AND m.seat = o.seat
             WHERE o.prev_at IS NOT NULL AND o.prev_seat IS DISTINCT FROM o.seat
         )
         SELECT (SELECT avg(secs) FROM replies) AS "mean_reply_secs?",
                (SELECT count(*) FROM replies) AS "replies!",
                (SELECT count(*) FROM game_events e JOIN mine m ON m.game_id = e.game_id
                 WHERE e.payload ? 'timed_out'
                   AND (e.payload ->> 'timed_out')::smallint = m.seat) AS "timeouts!",
                (SELECT count(*) FROM games g JOIN mine m ON m.game_id = g.id
                 WHERE g.status = 'active') AS "current!""#,
        user
    )
    .fetch_one(pool)
    .await
}
