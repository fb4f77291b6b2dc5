//! The computer players' share of the seat deadlines: which waiting seats
//! the computer decides for, and its claim on one while it thinks.

use crate::games::StoredSeat;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// The deadlines the computer answers, as an SQL condition over `d`
/// (seat_deadlines), `g` (games) and `p` (game_players): a seat the
/// computer holds or owns, and a person's deadline under the "a computer
/// player until the player returns" policy. The Carolingi hourglass is the
/// rules' own limit: on a person's seat its expiry takes the engine's
/// default, whatever the policy, so the deadline sweeper keeps it.
pub const ANSWERED_BY_COMPUTER: &str = "(p.bot OR (g.timeout_policy = 'bot' AND NOT d.hourglass))";

/// A seat the computer is to decide for, claimed until `thinking_until`.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Thinking {
    pub game_id: Uuid,
    pub seat: StoredSeat,
    /// The computer player's level; `None`: a person's seat, held for them.
    pub level: Option<String>,
    /// No person is left at the table (every one resigned or is held by the
    /// computer): nobody waits for this decision.
    pub unattended: bool,
}

/// Whether the game of `d` has no person left playing, as an SQL condition:
/// every seat is a computer player's, or a person's that resigned or that
/// the computer holds (a resignation also sets `bot`).
const UNATTENDED: &str = "NOT EXISTS (
    SELECT 1 FROM game_players q JOIN users qu ON qu.id = q.user_id
    WHERE q.game_id = d.game_id AND qu.computer_level IS NULL AND NOT q.bot)";

/// Claims the seat due for the computer that should go next, if any, for
/// `lease_ms`: other workers pass it by meanwhile (`SKIP LOCKED` while the
/// statement runs, `thinking_until` after), and a worker that dies while
/// thinking only delays the move until the claim lapses. One statement.
///
/// Which seat goes next (see `crate::computer`): games with a person still
/// playing before unattended ones; among those, the game whose owner (its
/// creator) the computer served least recently, so that accounts take turns
/// however many games each has; then the longest waiting. The claim records
/// the owner's turn in `computer_service`.
pub async fn claim(
    pool: &PgPool,
    now: DateTime<Utc>,
    lease_ms: i64,
) -> Result<Option<Thinking>, sqlx::Error> {
    // Built at run time because which deadlines the computer answers
    // (`ANSWERED_BY_COMPUTER`) is one text with the deadline sweeper's
    // (`deadlines::claim_expired`), which leaves exactly those to it.
    sqlx::query_as(&format!(
        "WITH due AS (
             SELECT d.game_id, d.seat, g.created_by AS owner, {UNATTENDED} AS unattended
             FROM seat_deadlines d
             JOIN games g ON g.id = d.game_id
             JOIN game_players p ON p.game_id = d.game_id AND p.seat = d.seat
             LEFT JOIN computer_service s ON s.user_id = g.created_by
             WHERE d.expires_at <= $1
               AND (d.thinking_until IS NULL OR d.thinking_until <= $1)
               AND (d.retry_at IS NULL OR d.retry_at <= $1)
               AND g.status = 'active' AND g.paused_at IS NULL
               AND {ANSWERED_BY_COMPUTER}
             ORDER BY unattended, s.served_turn NULLS FIRST, d.expires_at LIMIT 1
             FOR UPDATE OF d SKIP LOCKED),
         claimed AS (
             UPDATE seat_deadlines d SET thinking_until = $1 + $2 * interval '1 millisecond'
             FROM due
             WHERE d.game_id = due.game_id AND d.seat = due.seat
             RETURNING d.game_id, d.seat, due.owner, due.unattended),
         served AS (
             INSERT INTO computer_service (user_id, served_turn)
             SELECT owner, nextval('computer_turns') FROM claimed
             ON CONFLICT (user_id) DO UPDATE SET served_turn = EXCLUDED.served_turn)
         SELECT c.game_id, c.seat, c.unattended,
             (SELECT u.computer_level FROM game_players p JOIN users u ON u.id = p.user_id
              WHERE p.game_id = c.game_id AND p.seat = c.seat) AS level
         FROM claimed c"
    ))
    .bind(now)
    .bind(lease_ms)
    .fetch_optional(pool)
    .await
}

/// What an account already has of the computer players' time, counted
/// under a lock on the account that the caller's transaction holds until it
/// ends, so that simultaneous requests are counted one after another.
#[derive(Debug, Clone, Copy, sqlx::FromRow)]
pub struct AccountShare {
    /// Games with a computer player that the account sits in (resigned or
    /// not) and that have not ended.
    pub running: i64,
    /// Such games (ended or not) the account sat down in over the last hour.
    pub last_hour: i64,
    /// Seconds until the oldest of those is an hour old.
    pub hour_frees_in_secs: Option<f64>,
}

/// Locks `user`'s share of the computer players for the transaction and
/// counts it (see [`AccountShare`]).
pub async fn lock_account_share(
    conn: &mut PgConnection,
    user: Uuid,
) -> Result<AccountShare, sqlx::Error> {
    sqlx::query!(
        "SELECT pg_advisory_xact_lock(hashtextextended('computer-share:' || $1::uuid::text, 0))",
        user
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query_as!(
        AccountShare,
        r#"WITH mine AS (
             SELECT g.status, me.joined_at FROM game_players me
             JOIN games g ON g.id = me.game_id
             WHERE me.user_id = $1
               AND (g.status IN ('open', 'active') OR me.joined_at > now() - interval '1 hour')
               AND EXISTS (SELECT 1 FROM game_players c JOIN users cu ON cu.id = c.user_id
                           WHERE c.game_id = g.id AND cu.computer_level IS NOT NULL))
         SELECT count(*) FILTER (WHERE status IN ('open', 'active')) AS "running!",
             count(*) FILTER (WHERE joined_at > now() - interval '1 hour') AS "last_hour!",
             EXTRACT(EPOCH FROM min(joined_at) FILTER (WHERE joined_at > now() - interval '1 hour')
                 + interval '1 hour' - now())::float8 AS "hour_frees_in_secs?"
         FROM mine"#,
        user
    )
    .fetch_one(conn)
    .await
}

/// Gives a claim up before it lapses (the seat had nothing to decide).
pub async fn release(pool: &PgPool, game: Uuid, seat: StoredSeat) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE seat_deadlines SET thinking_until = NULL WHERE game_id = $1 AND seat = $2",
        game,
        seat as _
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Records that the computer could not decide for a seat (a state that no
/// longer decodes, an engine that refused its choice), for an operator to
/// see, and sets the seat aside for a while that doubles with each failure,
/// as the deadline sweeper does with what it cannot act on.
pub async fn set_aside(
    pool: &PgPool,
    game: Uuid,
    seat: StoredSeat,
    failure: &str,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE seat_deadlines
         SET failures = failures + 1, failed_at = $3::timestamptz, failure = $4,
             thinking_until = NULL,
             retry_at = $3 + LEAST(interval '1 day', interval '5 minutes' * power(2, failures))
         WHERE game_id = $1 AND seat = $2",
        game,
        seat as _,
        now,
        failure
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Seats the computer player of `level` for the game's `chair`-th computer
/// seat: it holds its seat for good (`bot`), so the seat's every decision is
/// the computer's.
pub async fn add_to_game(
    conn: &mut PgConnection,
    game: Uuid,
    level: &str,
    chair: StoredSeat,
) -> Result<bool, sqlx::Error> {
    let added = sqlx::query!(
        "INSERT INTO game_players (game_id, user_id, bot)
         SELECT $1, id, TRUE FROM users WHERE computer_level = $2 AND computer_chair = $3
         ON CONFLICT DO NOTHING",
        game,
        level,
        chair as _
    )
    .execute(conn)
    .await?;
    Ok(added.rows_affected() == 1)
}

/// Seats this computer player (a rematch takes the same ones again).
pub async fn seat(conn: &mut PgConnection, game: Uuid, computer: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO game_players (game_id, user_id, bot)
         SELECT $1, id, TRUE FROM users WHERE id = $2 AND computer_level IS NOT NULL
         ON CONFLICT DO NOTHING",
        game,
        computer
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// How many seats' decisions are due from the computer now (being thought
/// about, set aside for a retry, or not yet claimed): what the computer
/// players owe.
pub async fn seats_waiting(pool: &PgPool) -> Result<i64, sqlx::Error> {
    // Built at run time because which deadlines the computer answers is
    // `ANSWERED_BY_COMPUTER`, one text with `claim`'s.
    sqlx::query_scalar(&format!(
        "SELECT count(*)
         FROM seat_deadlines d
         JOIN games g ON g.id = d.game_id
         JOIN game_players p ON p.game_id = d.game_id AND p.seat = d.seat
         WHERE d.expires_at <= now()
           AND g.status = 'active' AND g.paused_at IS NULL
           AND {ANSWERED_BY_COMPUTER}"
    ))
    .fetch_one(pool)
    .await
}

/// Whether the computer is thinking for a seat of `game` now (a worker
/// claimed it and has not answered yet).
pub async fn is_thinking(pool: &PgPool, game: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM seat_deadlines WHERE game_id = $1 AND thinking_until > now())
               AS "thinking!""#,
        game
    )
    .fetch_one(pool)
    .await
}
