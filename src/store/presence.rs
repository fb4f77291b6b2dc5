//! Who is at the table: a player with a visible, open page of a game (see
//! `live`). Shared by every instance through this table.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// Marks each (user, game) pair as at the table until `until`, in one
/// statement, and forgets the pairs long gone.
pub async fn keep(
    pool: &PgPool,
    pairs: &[(Uuid, Uuid)],
    until: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let (users, games): (Vec<Uuid>, Vec<Uuid>) = pairs.iter().copied().unzip();
    sqlx::query!(
        "WITH kept AS (
             INSERT INTO presence (user_id, game_id, until)
             SELECT user_id, game_id, $3 FROM unnest($1::uuid[], $2::uuid[]) AS p (user_id, game_id)
             WHERE EXISTS (SELECT 1 FROM games WHERE id = p.game_id)
             ON CONFLICT (user_id, game_id) DO UPDATE SET until = GREATEST(presence.until, EXCLUDED.until)
         )
         DELETE FROM presence WHERE until < $3 - interval '1 day'",
        &users,
        &games,
        until
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Until when `user` is at the table of `game`, if they are at `now`.
pub async fn at_table_until(
    conn: &mut PgConnection,
    user: Uuid,
    game: Uuid,
    now: DateTime<Utc>,
) -> Result<Option<DateTime<Utc>>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT until FROM presence WHERE user_id = $1 AND game_id = $2 AND until > $3",
        user,
        game,
        now
    )
    .fetch_optional(conn)
    .await
}

/// The players of `pairs` leave those tables at `until` (now, or after a
/// grace), unless they are written ahead again meanwhile; the "your turn"
/// and reminders held back because they were there go then too.
pub async fn leave(
    pool: &PgPool,
    pairs: &[(Uuid, Uuid)],
    until: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let (users, games): (Vec<Uuid>, Vec<Uuid>) = pairs.iter().copied().unzip();
    sqlx::query!(
        "WITH leaving AS (
             SELECT * FROM unnest($1::uuid[], $2::uuid[]) AS l (user_id, game_id)),
         left_table AS (
             UPDATE presence p SET until = $3
             FROM leaving l
             WHERE p.user_id = l.user_id AND p.game_id = l.game_id AND p.until > $3)
         UPDATE outbox o SET send_after = $3
         FROM leaving l
         WHERE o.user_id = l.user_id AND o.game_id = l.game_id
           AND o.kind IN ('your_turn', 'reminder') AND o.send_after > $3
           AND o.sent_at IS NULL AND o.failed_at IS NULL AND o.dropped_at IS NULL",
        &users,
        &games,
        until
    )
    .execute(pool)
    .await?;
    Ok(())
}
