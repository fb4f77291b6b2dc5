//! Deadlines of waiting seats, time banks, vacations, bot seats.

use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgConnection};
use uuid::Uuid;

#[derive(Debug, Clone, FromRow)]
pub struct DeadlineRow {
    pub game_id: Uuid,
    pub seat: i16,
    pub started_at: DateTime<Utc>,
    pub due_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub next_reminder_at: Option<DateTime<Utc>>,
    pub reminders_sent: i32,
    pub hourglass: bool,
}

/// What the deadline of a newly waiting seat depends on.
#[derive(Debug, Clone, FromRow)]
pub struct SeatClock {
    pub seat: i16,
    pub user_id: Uuid,
    pub bank_seconds: i64,
    pub bot: bool,
    pub away_until: Option<DateTime<Utc>>,
}

pub async fn seat_clocks(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<SeatClock>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.seat, p.user_id, p.bank_seconds, p.bot, u.away_until
         FROM game_players p JOIN users u ON u.id = p.user_id
         WHERE p.game_id = $1 AND p.seat IS NOT NULL",
    )
    .bind(game)
    .fetch_all(conn)
    .await
}

pub async fn for_game(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<DeadlineRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT game_id, seat, started_at, due_at, expires_at, next_reminder_at, reminders_sent, hourglass
         FROM seat_deadlines WHERE game_id = $1 ORDER BY seat",
    )
    .bind(game)
    .fetch_all(conn)
    .await
}

pub async fn insert(conn: &mut PgConnection, row: &DeadlineRow) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO seat_deadlines (game_id, seat, started_at, due_at, expires_at, next_reminder_at, hourglass)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (game_id, seat) DO NOTHING",
    )
    .bind(row.game_id)
    .bind(row.seat)
    .bind(row.started_at)
    .bind(row.due_at)
    .bind(row.expires_at)
    .bind(row.next_reminder_at)
    .bind(row.hourglass)
    .execute(conn)
    .await?;
    Ok(())
}

/// Removes the deadline of a seat that decided; returns it.
pub async fn remove(
    conn: &mut PgConnection,
    game: Uuid,
    seat: i16,
) -> Result<Option<DeadlineRow>, sqlx::Error> {
    sqlx::query_as(
        "DELETE FROM seat_deadlines WHERE game_id = $1 AND seat = $2
         RETURNING game_id, seat, started_at, due_at, expires_at, next_reminder_at, reminders_sent, hourglass",
    )
    .bind(game)
    .bind(seat)
    .fetch_optional(conn)
    .await
}

pub async fn remove_all(conn: &mut PgConnection, game: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM seat_deadlines WHERE game_id = $1")
        .bind(game)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn spend_bank(
    conn: &mut PgConnection,
    game: Uuid,
    seat: i16,
    seconds: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE game_players SET bank_seconds = GREATEST(0, bank_seconds - $3)
         WHERE game_id = $1 AND seat = $2",
    )
    .bind(game)
    .bind(seat)
    .bind(seconds)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_bot(
    conn: &mut PgConnection,
    game: Uuid,
    seat: i16,
    bot: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE game_players SET bot = $3 WHERE game_id = $1 AND seat = $2")
        .bind(game)
        .bind(seat)
        .bind(bot)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn start_banks(
    conn: &mut PgConnection,
    game: Uuid,
    seconds: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE game_players SET bank_seconds = $2 WHERE game_id = $1")
        .bind(game)
        .bind(seconds)
        .execute(conn)
        .await?;
    Ok(())
}

/// Claims one expired deadline; other sweepers skip it until this transaction ends.
pub async fn claim_expired(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<Option<DeadlineRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT game_id, seat, started_at, due_at, expires_at, next_reminder_at, reminders_sent, hourglass
         FROM seat_deadlines WHERE expires_at <= $1
         ORDER BY expires_at LIMIT 1 FOR UPDATE SKIP LOCKED",
    )
    .bind(now)
    .fetch_optional(conn)
    .await
}

pub async fn claim_reminder(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<Option<DeadlineRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT game_id, seat, started_at, due_at, expires_at, next_reminder_at, reminders_sent, hourglass
         FROM seat_deadlines WHERE next_reminder_at <= $1
         ORDER BY next_reminder_at LIMIT 1 FOR UPDATE SKIP LOCKED",
    )
    .bind(now)
    .fetch_optional(conn)
    .await
}

pub async fn reminded(
    conn: &mut PgConnection,
    game: Uuid,
    seat: i16,
    next: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE seat_deadlines SET reminders_sent = reminders_sent + 1, next_reminder_at = $3
         WHERE game_id = $1 AND seat = $2",
    )
    .bind(game)
    .bind(seat)
    .bind(next)
    .execute(conn)
    .await?;
    Ok(())
}

/// A user goes away until `until`: their running deadlines move by the time
/// they will be away.
pub async fn go_away(
    conn: &mut PgConnection,
    user: Uuid,
    now: DateTime<Utc>,
    until: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    let before: Option<DateTime<Utc>> =
        sqlx::query_scalar("SELECT away_until FROM users WHERE id = $1 FOR UPDATE")
            .bind(user)
            .fetch_one(&mut *conn)
            .await?;
    sqlx::query("UPDATE users SET away_until = $2 WHERE id = $1")
        .bind(user)
        .bind(until)
        .execute(&mut *conn)
        .await?;
    // Only the part of the absence not already counted moves the deadlines.
    let from = before.filter(|before| *before > now).unwrap_or(now);
    if let Some(until) = until.filter(|until| *until > from) {
        let now = from;
        sqlx::query(
            "UPDATE seat_deadlines d
             SET due_at = d.due_at + ($3 - $2), expires_at = d.expires_at + ($3 - $2),
                 next_reminder_at = d.next_reminder_at + ($3 - $2)
             FROM game_players p
             WHERE p.game_id = d.game_id AND p.seat = d.seat AND p.user_id = $1",
        )
        .bind(user)
        .bind(now)
        .bind(until)
        .execute(conn)
        .await?;
    }
    Ok(())
}

pub async fn is_bot(conn: &mut PgConnection, game: Uuid, seat: i16) -> Result<bool, sqlx::Error> {
    let bot: Option<bool> =
        sqlx::query_scalar("SELECT bot FROM game_players WHERE game_id = $1 AND seat = $2")
            .bind(game)
            .bind(seat)
            .fetch_optional(conn)
            .await?;
    Ok(bot.unwrap_or(false))
}
