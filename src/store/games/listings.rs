//! Games as lists show them: the lobby, "my games", the archive, a
//! player's record, the next game waiting.

use super::*;
use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::types::Json;
use sqlx::{FromRow, PgPool};
use uuid::Uuid;

/// A line of the lobby or of "my games".
#[derive(Debug, Clone, FromRow)]
pub struct GameSummary {
    pub id: Uuid,
    pub kind: String,
    pub seat_count: Seats,
    pub status: GameStatus,
    pub created_by_name: String,
    #[sqlx(flatten)]
    pub time_control: TimeControl,
    /// What happens when a seat's time runs out (`skip`, `bot`, `end`).
    pub timeout_policy: TimeoutPolicy,
    pub players: Json<Vec<PlayerRef>>,
    pub waiting_on: Vec<StoredSeat>,
    pub my_seat: Option<StoredSeat>,
    /// The deadline of the requesting user's seat, when it is waiting.
    /// The real cut-off of the requesting user's seat (its deadline and
    /// its time bank after it), while it waits under a time limit and the
    /// computer does not hold it.
    pub my_due_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl GameSummary {
    /// Whether the requesting user has a decision waiting in this game.
    pub fn is_my_turn(&self) -> bool {
        self.my_seat.is_some_and(|seat| {
            self.status == GameStatus::Active && self.waiting_on.contains(&seat)
        })
    }
}

/// A query of lobby lines, checked at compile time: the columns once (`$1`
/// the viewer), then the rest of the statement after the join of the
/// creator. Gives rows; `game_summary!` makes a `GameSummary` of one.
macro_rules! summary_rows {
    ($rest:literal $(, $argument:expr)* $(,)?) => {
        sqlx::query!(
            r#"SELECT g.id, g.kind, g.seat_count AS "seat_count: Seats",
                      g.status AS "status: GameStatus", c.username AS created_by_name,
                      g.move_time_limit_hours, g.timeout_policy AS "timeout_policy: TimeoutPolicy",
                      g.time_bank_hours, g.bank_increment_hours, g.bank_cap_hours,
                      g.waiting_on AS "waiting_on: Vec<StoredSeat>", g.created_at, g.updated_at,
                      (SELECT seat FROM game_players WHERE game_id = g.id AND user_id = $1)
                          AS "my_seat?: StoredSeat",
                      (SELECT d.expires_at FROM seat_deadlines d JOIN game_players p
                          ON p.game_id = d.game_id AND p.seat = d.seat
                       WHERE d.game_id = g.id AND p.user_id = $1 AND NOT p.bot) AS "my_due_at?",
                      COALESCE((SELECT json_agg(json_build_object(
                                  'user_id', p.user_id, 'username', u.username, 'seat', p.seat)
                                ORDER BY p.seat NULLS LAST, p.joined_at)
                                FROM game_players p JOIN users u ON u.id = p.user_id
                                WHERE p.game_id = g.id), '[]'::json)
                          AS "players!: Json<Vec<PlayerRef>>"
               FROM games g JOIN users c ON c.id = g.created_by "# + $rest
            $(, $argument)*
        )
    };
}

/// The `GameSummary` of a row that `summary_rows!` read.
macro_rules! game_summary {
    ($row:ident) => {
        GameSummary {
            id: $row.id,
            kind: $row.kind,
            seat_count: $row.seat_count,
            status: $row.status,
            created_by_name: $row.created_by_name,
            time_control: TimeControl {
                per_move_hours: $row.move_time_limit_hours,
                bank_hours: $row.time_bank_hours,
                increment_hours: $row.bank_increment_hours,
                cap_hours: $row.bank_cap_hours,
            },
            timeout_policy: $row.timeout_policy,
            players: $row.players,
            waiting_on: $row.waiting_on,
            my_seat: $row.my_seat,
            my_due_at: $row.my_due_at,
            created_at: $row.created_at,
            updated_at: $row.updated_at,
        }
    };
}

/// Open public games, plus open games the user was invited to; none with
/// a player the user blocked or who blocked them.
pub async fn open_games(
    pool: &PgPool,
    viewer: Option<Uuid>,
) -> Result<Vec<GameSummary>, sqlx::Error> {
    let rows = summary_rows!(
        "WHERE g.status = 'open' AND (NOT g.invite_only OR g.created_by = $1
               OR EXISTS (SELECT 1 FROM game_invitations i WHERE i.game_id = g.id AND i.user_id = $1)
               OR EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = g.id AND p.user_id = $1))
           -- Never offered a seat beside someone blocked, either way.
           AND NOT EXISTS (SELECT 1 FROM game_players p JOIN user_blocks b
                             ON (b.user_id = $1 AND b.blocked_id = p.user_id)
                             OR (b.blocked_id = $1 AND b.user_id = p.user_id)
                           WHERE p.game_id = g.id)
         ORDER BY g.created_at DESC LIMIT 200",
        viewer
    )
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|row| game_summary!(row)).collect())
}

/// Every game the user plays or played, newest activity first.
pub async fn games_of(pool: &PgPool, user: Uuid) -> Result<Vec<GameSummary>, sqlx::Error> {
    let rows = summary_rows!(
        "WHERE g.status <> 'cancelled'
           AND EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = g.id AND p.user_id = $1)
         ORDER BY g.updated_at DESC LIMIT 500",
        user
    )
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|row| game_summary!(row)).collect())
}

/// Filters of the archive of finished games; `None` means any.
#[derive(Debug, Default, Clone)]
pub struct ArchiveFilter {
    pub kind: Option<String>,
    pub player: Option<String>,
    pub finished_from: Option<DateTime<Utc>>,
    pub finished_before: Option<DateTime<Utc>>,
    /// With `player`: only games they won (`Some(true)`) or did not win.
    pub player_won: Option<bool>,
}

#[derive(Debug, Clone, FromRow)]
pub struct ArchivedGame {
    pub id: Uuid,
    pub kind: String,
    pub seat_count: Seats,
    pub finished_at: Option<DateTime<Utc>>,
    pub players: Json<Vec<PlayerRef>>,
    pub outcome: Option<Value>,
}

pub async fn archive(
    pool: &PgPool,
    filter: &ArchiveFilter,
) -> Result<Vec<ArchivedGame>, sqlx::Error> {
    sqlx::query_as!(
        ArchivedGame,
        r#"SELECT g.id, g.kind, g.seat_count AS "seat_count: Seats", g.finished_at, g.outcome,
            COALESCE((SELECT json_agg(json_build_object(
                        'user_id', p.user_id, 'username', u.username, 'seat', p.seat) ORDER BY p.seat)
                      FROM game_players p JOIN users u ON u.id = p.user_id
                      WHERE p.game_id = g.id), '[]'::json) AS "players!: Json<Vec<PlayerRef>>"
         FROM games g
         WHERE g.status = 'finished' AND NOT g.private
           AND ($1::text IS NULL OR g.kind = $1)
           AND ($2::text IS NULL OR EXISTS (
                SELECT 1 FROM game_players p JOIN users u ON u.id = p.user_id
                WHERE p.game_id = g.id AND u.username_key = lower($2)
                  AND ($5::boolean IS NULL
                       OR $5 = COALESCE(g.outcome -> 'winners' @> to_jsonb(p.seat), false))))
           AND ($3::timestamptz IS NULL OR g.finished_at >= $3)
           AND ($4::timestamptz IS NULL OR g.finished_at < $4)
         ORDER BY g.finished_at DESC
         LIMIT 200"#,
        filter.kind,
        filter.player,
        filter.finished_from,
        filter.finished_before,
        filter.player_won
    )
    .fetch_all(pool)
    .await
}

#[derive(Debug, Clone, FromRow, PartialEq, Eq)]
pub struct RecordLine {
    pub kind: String,
    pub played: i64,
    pub won: i64,
}

/// Finished games played and won, per game, by one user.
pub async fn record_of(pool: &PgPool, user: Uuid) -> Result<Vec<RecordLine>, sqlx::Error> {
    sqlx::query_as!(
        RecordLine,
        r#"SELECT g.kind, count(*) AS "played!",
                  count(*) FILTER (WHERE g.outcome -> 'winners' @> to_jsonb(p.seat)) AS "won!"
           FROM game_players p JOIN games g ON g.id = p.game_id
           WHERE p.user_id = $1 AND g.status = 'finished'
           GROUP BY g.kind ORDER BY g.kind"#,
        user
    )
    .fetch_all(pool)
    .await
}

/// The game waiting longest for `user`'s decision, other than `except`:
/// the one whose deadline comes first, then the one that waited longest.
pub async fn next_waiting(
    pool: &PgPool,
    user: Uuid,
    except: Option<Uuid>,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT g.id FROM games g
         JOIN game_players p ON p.game_id = g.id AND p.user_id = $1
         LEFT JOIN seat_deadlines d ON d.game_id = g.id AND d.seat = p.seat
         WHERE g.status = 'active' AND p.seat = ANY(g.waiting_on) AND NOT p.bot
           AND g.id IS DISTINCT FROM $2
         ORDER BY d.due_at NULLS LAST, g.updated_at
         LIMIT 1",
        user,
        except
    )
    .fetch_optional(pool)
    .await
}
