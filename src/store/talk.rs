//! Table talk: messages, private notes, mutes.

use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgConnection, PgPool};
use uuid::Uuid;

#[derive(Debug, Clone, FromRow)]
pub struct MessageRow {
    pub id: i64,
    pub author_id: Uuid,
    pub author: String,
    pub team: Option<i16>,
    pub body: String,
    pub at_seq: i64,
    pub created_at: DateTime<Utc>,
    pub edited_at: Option<DateTime<Utc>>,
    pub deleted_at: Option<DateTime<Utc>>,
    pub hidden_at: Option<DateTime<Utc>>,
}

/// The messages of a game in `channels` (`None` = the table, `Some(t)` =
/// team t), without authors `viewer` muted or blocked. Filtering happens here, in SQL,
/// so a team's channel never leaves the database for anyone else.
pub async fn messages(
    pool: &PgPool,
    game: Uuid,
    teams: &[i16],
    include_table: bool,
    viewer: Option<Uuid>,
) -> Result<Vec<MessageRow>, sqlx::Error> {
    sqlx::query_as!(
        MessageRow,
        "SELECT m.id, m.author_id, u.username AS author, m.team, m.body, m.at_seq, m.created_at,
                m.edited_at, m.deleted_at, m.hidden_at
         FROM game_messages m JOIN users u ON u.id = m.author_id
         WHERE m.game_id = $1
           AND ((m.team IS NULL AND $3) OR m.team = ANY($2))
           AND NOT EXISTS (SELECT 1 FROM user_mutes x WHERE x.user_id = $4 AND x.muted_id = m.author_id)
           AND NOT EXISTS (SELECT 1 FROM user_blocks x WHERE x.user_id = $4 AND x.blocked_id = m.author_id)
         ORDER BY m.id",
        game,
        teams,
        include_table,
        viewer
    )
    .fetch_all(pool)
    .await
}

/// The `limit` messages of `messages` written before message `before` (or
/// the latest), oldest first: a page of a long table talk.
pub async fn messages_before(
    pool: &PgPool,
    game: Uuid,
    teams: &[i16],
    include_table: bool,
    viewer: Option<Uuid>,
    before: Option<i64>,
    limit: i64,
) -> Result<Vec<MessageRow>, sqlx::Error> {
    let mut rows = sqlx::query_as!(
        MessageRow,
        "SELECT m.id, m.author_id, u.username AS author, m.team, m.body, m.at_seq, m.created_at,
                m.edited_at, m.deleted_at, m.hidden_at
         FROM game_messages m JOIN users u ON u.id = m.author_id
         WHERE m.game_id = $1 AND m.id < COALESCE($5, 9223372036854775807)
           AND ((m.team IS NULL AND $3) OR m.team = ANY($2))
           AND NOT EXISTS (SELECT 1 FROM user_mutes x WHERE x.user_id = $4 AND x.muted_id = m.author_id)
           AND NOT EXISTS (SELECT 1 FROM user_blocks x WHERE x.user_id = $4 AND x.blocked_id = m.author_id)
         ORDER BY m.id DESC
         LIMIT $6",
        game,
        teams,
        include_table,
        viewer,
        before,
        limit
    )
    .fetch_all(pool)
    .await?;
    rows.reverse();
    Ok(rows)
}

pub async fn post(
    conn: &mut PgConnection,
    game: Uuid,
    author: Uuid,
    team: Option<i16>,
    body: &str,
    at_seq: i64,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO game_messages (game_id, author_id, team, body, at_seq)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
        game,
        author,
        team,
        body,
        at_seq
    )
    .fetch_one(conn)
    .await
}

pub async fn message(
    pool: &PgPool,
    game: Uuid,
    id: i64,
) -> Result<Option<MessageRow>, sqlx::Error> {
    sqlx::query_as!(
        MessageRow,
        "SELECT m.id, m.author_id, u.username AS author, m.team, m.body, m.at_seq, m.created_at,
                m.edited_at, m.deleted_at, m.hidden_at
         FROM game_messages m JOIN users u ON u.id = m.author_id
         WHERE m.game_id = $1 AND m.id = $2",
        game,
        id
    )
    .fetch_optional(pool)
    .await
}

pub async fn edit(pool: &PgPool, id: i64, body: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_messages SET body = $2, edited_at = now() WHERE id = $1",
        id,
        body
    )
    .execute(pool)
    .await?;
    Ok(())
}

pub async fn delete(pool: &PgPool, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_messages SET deleted_at = now() WHERE id = $1",
        id
    )
    .execute(pool)
    .await?;
    Ok(())
}

pub async fn set_hidden(pool: &PgPool, id: i64, hidden: bool) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_messages SET hidden_at = CASE WHEN $2 THEN now() END WHERE id = $1",
        id,
        hidden
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// The private note of `user` on `game` (empty: none).
pub async fn note(pool: &PgPool, game: Uuid, user: Uuid) -> Result<String, sqlx::Error> {
    Ok(sqlx::query_scalar!(
        "SELECT body FROM private_notes WHERE game_id = $1 AND user_id = $2",
        game,
        user
    )
    .fetch_optional(pool)
    .await?
    .unwrap_or_default())
}

pub async fn save_note(
    pool: &PgPool,
    game: Uuid,
    user: Uuid,
    body: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO private_notes (game_id, user_id, body) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, user_id) DO UPDATE SET body = EXCLUDED.body, updated_at = now()",
        game,
        user,
        body
    )
    .execute(pool)
    .await?;
    Ok(())
}

pub async fn set_mute(pool: &PgPool, user: Uuid, muted: Uuid, on: bool) -> Result<(), sqlx::Error> {
    if on {
        sqlx::query!(
            "INSERT INTO user_mutes (user_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            user,
            muted
        )
        .execute(pool)
        .await?;
    } else {
        sqlx::query!(
            "DELETE FROM user_mutes WHERE user_id = $1 AND muted_id = $2",
            user,
            muted
        )
        .execute(pool)
        .await?;
    }
    Ok(())
}

/// Whether `user` muted `author` (mail to `user` about `author` is dropped).
pub async fn is_muted(
    conn: &mut PgConnection,
    user: Uuid,
    author: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM user_mutes WHERE user_id = $1 AND muted_id = $2)
               AS "muted!""#,
        user,
        author
    )
    .fetch_one(conn)
    .await
}
