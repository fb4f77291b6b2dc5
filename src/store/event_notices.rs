//! What an event's notice reads when it is composed (`mail::event_notices`)
//! and what an event's webhook reads when its post is queued.

use sqlx::PgConnection;
use uuid::Uuid;

/// The event's name, if it still exists.
pub async fn event_name(
    conn: &mut PgConnection,
    event: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!("SELECT name FROM events WHERE id = $1", event)
        .fetch_optional(conn)
        .await
}

/// The games of `event` at these tables, in table order.
pub async fn games_at_tables(
    conn: &mut PgConnection,
    event: Uuid,
    tables: &[i32],
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT id FROM games WHERE event_id = $1 AND event_table = ANY($2) ORDER BY event_table",
        event,
        tables
    )
    .fetch_all(conn)
    .await
}

/// The names of `users`, in their order (an account gone is left out).
pub async fn usernames(
    conn: &mut PgConnection,
    users: &[Uuid],
) -> Result<Vec<(Uuid, String)>, sqlx::Error> {
    let rows = sqlx::query!("SELECT id, username FROM users WHERE id = ANY($1)", users)
        .fetch_all(conn)
        .await?;
    Ok(users
        .iter()
        .filter_map(|user| {
            rows.iter()
                .find(|row| row.id == *user)
                .map(|row| (row.id, row.username.clone()))
        })
        .collect())
}
