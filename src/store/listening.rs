//! Which games and users some instance listens to (migration 0052): the
//! announcing triggers read it, so that nothing is announced to nobody.

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// Writes that `instance` listens to `games` and `users` until `until`,
/// and forgets what every instance stopped listening to long ago.
pub async fn keep(
    pool: &PgPool,
    instance: Uuid,
    games: &[Uuid],
    users: &[Uuid],
    until: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "WITH games_kept AS (
             INSERT INTO listened_games (game_id, instance, until)
             SELECT game_id, $1, $4 FROM unnest($2::uuid[]) AS g (game_id)
             ON CONFLICT (game_id, instance) DO UPDATE SET until = EXCLUDED.until)
         , users_kept AS (
             INSERT INTO listened_users (user_id, instance, until)
             SELECT user_id, $1, $4 FROM unnest($3::uuid[]) AS u (user_id)
             ON CONFLICT (user_id, instance) DO UPDATE SET until = EXCLUDED.until)
         , games_gone AS (
             DELETE FROM listened_games WHERE until < $4 - interval '1 hour')
         DELETE FROM listened_users WHERE until < $4 - interval '1 hour'",
        instance,
        games,
        users,
        until
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Where `game` stands now (its sequence number), if it exists.
pub async fn seq_of(pool: &PgPool, game: Uuid) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!("SELECT seq FROM games WHERE id = $1", game)
        .fetch_optional(pool)
        .await
}
