//! Who follows which game or player, and the running games one may watch.

use super::games::PlayerRef;
use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{FromRow, PgConnection, PgPool};
use uuid::Uuid;

/// What is followed.
#[derive(Debug, Clone, Copy)]
pub enum Followed {
    Game(Uuid),
    Player(Uuid),
}

impl Followed {
    fn columns(self) -> (Option<Uuid>, Option<Uuid>) {
        match self {
            Followed::Game(game) => (Some(game), None),
            Followed::Player(player) => (None, Some(player)),
        }
    }
}

/// Starts (`true`) or stops following; doing it twice changes nothing.
pub async fn set(
    pool: &PgPool,
    user: Uuid,
    followed: Followed,
    follow: bool,
) -> Result<(), sqlx::Error> {
    let (game, player) = followed.columns();
    if follow {
        sqlx::query!(
            "INSERT INTO follows (user_id, game_id, player_id) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING",
            user,
            game,
            player
        )
        .execute(pool)
        .await?;
    } else {
        sqlx::query!(
            "DELETE FROM follows WHERE user_id = $1
               AND game_id IS NOT DISTINCT FROM $2 AND player_id IS NOT DISTINCT FROM $3",
            user,
            game,
            player
        )
        .execute(pool)
        .await?;
    }
    Ok(())
}

pub async fn is_following(
    pool: &PgPool,
    user: Uuid,
    followed: Followed,
) -> Result<bool, sqlx::Error> {
    let (game, player) = followed.columns();
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM follows WHERE user_id = $1
             AND game_id IS NOT DISTINCT FROM $2 AND player_id IS NOT DISTINCT FROM $3"#,
        user,
        game,
        player
    )
    .fetch_one(pool)
    .await?
        > 0)
}

/// Who follows a game that just finished, or one of its players, and does
/// not play in it (players hear of the end anyway).
pub async fn followers_of(conn: &mut PgConnection, game: Uuid) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT DISTINCT f.user_id FROM follows f
         WHERE (f.game_id = $1
                OR f.player_id IN (SELECT user_id FROM game_players
                                   WHERE game_id = $1 AND seat IS NOT NULL))
           AND NOT EXISTS (SELECT 1 FROM game_players p
                           WHERE p.game_id = $1 AND p.user_id = f.user_id)",
        game
    )
    .fetch_all(conn)
    .await
}

#[derive(Debug, Clone, FromRow)]
pub struct RunningGame {
    pub id: Uuid,
    pub kind: String,
    pub players: Json<Vec<PlayerRef>>,
    pub seq: i64,
    pub started_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub followed: bool,
}

/// Games under way that anyone may watch (not invitation-only), newest
/// activity first; filtered by game kind and by a player's name.
pub async fn running(
    pool: &PgPool,
    viewer: Option<Uuid>,
    kind: Option<&str>,
    player_key: Option<&str>,
) -> Result<Vec<RunningGame>, sqlx::Error> {
    sqlx::query_as!(
        RunningGame,
        r#"SELECT g.id, g.kind, g.seq, g.started_at, g.updated_at,
                COALESCE((SELECT json_agg(json_build_object(
                            'user_id', p.user_id, 'username', u.username, 'seat', p.seat)
                          ORDER BY p.seat)
                          FROM game_players p JOIN users u ON u.id = p.user_id
                          WHERE p.game_id = g.id), '[]'::json) AS "players!: Json<Vec<PlayerRef>>",
                EXISTS (SELECT 1 FROM follows f WHERE f.user_id = $1 AND f.game_id = g.id)
                    AS "followed!"
         FROM games g
         WHERE g.status = 'active' AND NOT g.invite_only AND NOT g.private
           AND ($2::text IS NULL OR g.kind = $2)
           AND ($3::text IS NULL OR EXISTS (
                SELECT 1 FROM game_players p JOIN users u ON u.id = p.user_id
                WHERE p.game_id = g.id AND u.username_key = $3))
         ORDER BY g.updated_at DESC LIMIT 100"#,
        viewer,
        kind,
        player_key
    )
    .fetch_all(pool)
    .await
}
