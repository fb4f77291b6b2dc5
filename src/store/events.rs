//! Events (tournaments, leagues, ladders): the `events` row, the lock every
//! decision on an event takes and the lists' projection, and the event's
//! append-only log (`event_records`), appended after the sequence number the
//! decision expects, like a game's events. Which game plays which table is
//! on the game's row (`games.event_id`, `games.event_table`).

use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// An event's row as a decision reads it, under its lock.
#[derive(Debug, Clone)]
pub struct EventRow {
    pub id: Uuid,
    pub organizer: Uuid,
    pub name: String,
    pub seq: i64,
}

/// What a new event's row holds besides its log.
pub struct NewEvent<'a> {
    pub id: Uuid,
    pub organizer: Uuid,
    pub name: &'a str,
    pub rules: &'a Value,
    pub game_kind: &'a str,
    pub max_players: Option<i32>,
    pub registration_closes_at: DateTime<Utc>,
}

/// The lists' view of an event after a decision.
pub struct EventProjection<'a> {
    pub seq: i64,
    pub phase: &'a str,
    pub rules: &'a Value,
    pub game_kind: &'a str,
    pub max_players: Option<i32>,
    pub registration_closes_at: DateTime<Utc>,
    pub entrants: i32,
    pub next_due_at: Option<DateTime<Utc>>,
}

pub async fn create(tx: &mut PgConnection, event: NewEvent<'_>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO events (id, organizer, name, rules, game_kind, max_players,
                             registration_closes_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        event.id,
        event.organizer,
        event.name,
        event.rules,
        event.game_kind,
        event.max_players,
        event.registration_closes_at
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// Locks the event's row for one decision.
pub async fn lock(tx: &mut PgConnection, id: Uuid) -> Result<Option<EventRow>, sqlx::Error> {
    sqlx::query_as!(
        EventRow,
        "SELECT id, organizer, name, seq FROM events WHERE id = $1 FOR UPDATE",
        id
    )
    .fetch_optional(tx)
    .await
}

/// The event's log, in order, each record as JSON text. (Text, not
/// `serde_json::Value`: a player's id is a 128-bit number, which a `Value`
/// cannot hold and PostgreSQL's `jsonb` keeps exactly.)
pub async fn records(conn: &mut PgConnection, id: Uuid) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT record::text AS "record!" FROM event_records WHERE event_id = $1 ORDER BY seq"#,
        id
    )
    .fetch_all(conn)
    .await
}

/// Appends `records` (JSON text) after `after_seq`; returns the new last
/// sequence number. A racing append trips the primary key (event, seq).
pub async fn append(
    tx: &mut PgConnection,
    id: Uuid,
    after_seq: i64,
    records: &[String],
) -> Result<i64, sqlx::Error> {
    sqlx::query!(
        "INSERT INTO event_records (event_id, seq, record)
         SELECT $1, $2 + ordinality, record::jsonb
         FROM unnest($3::text[]) WITH ORDINALITY AS rows (record, ordinality)",
        id,
        after_seq,
        records
    )
    .execute(tx)
    .await?;
    Ok(after_seq + records.len() as i64)
}

/// Writes what the lists show of the event after a decision, guarded by
/// the sequence number the decision read.
pub async fn project(
    tx: &mut PgConnection,
    id: Uuid,
    expected_seq: i64,
    projection: &EventProjection<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE events SET seq = $3, phase = $4, rules = $5, entrants = $6, next_due_at = $7,
                           game_kind = $8, max_players = $9, registration_closes_at = $10,
                           updated_at = now()
         WHERE id = $1 AND seq = $2",
        id,
        expected_seq,
        projection.seq,
        projection.phase,
        projection.rules,
        projection.entrants,
        projection.next_due_at,
        projection.game_kind,
        projection.max_players,
        projection.registration_closes_at
    )
    .execute(tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The game an event is played at.
pub async fn game_kind(conn: &mut PgConnection, id: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!("SELECT game_kind FROM events WHERE id = $1", id)
        .fetch_optional(conn)
        .await
}

/// Writes who is in the event and whether they still play, as the log says:
/// the entrants a decision added or changed.
pub async fn set_entrants(
    tx: &mut PgConnection,
    id: Uuid,
    users: &[Uuid],
    active: &[bool],
) -> Result<(), sqlx::Error> {
    if users.is_empty() {
        return Ok(());
    }
    sqlx::query!(
        "INSERT INTO event_entrants (event_id, user_id, active)
         SELECT $1, u, a FROM unnest($2::uuid[], $3::bool[]) AS rows (u, a)
         ON CONFLICT (event_id, user_id) DO UPDATE SET active = EXCLUDED.active",
        id,
        users,
        active
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// Grants each of `users` the event's days off (`seconds`) unless they
/// already have their allowance in it: it is granted once per event, at
/// their first game, and spent over all their games there.
pub async fn grant_vacation(
    tx: &mut PgConnection,
    event: Uuid,
    users: &[Uuid],
    seconds: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO event_vacation (event_id, user_id, seconds_left)
         SELECT $1, user_id, $3 FROM unnest($2::uuid[]) AS u (user_id)
         ON CONFLICT (event_id, user_id) DO NOTHING",
        event,
        users,
        seconds
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// What `user` has left of the days off of `game`'s event, locked for the
/// caller's transaction; `None` when the game is played for no event (or
/// for one older than these allowances): only the player's own yearly
/// allowance counts then.
pub async fn vacation_left(
    conn: &mut PgConnection,
    game: Uuid,
    user: Uuid,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT v.seconds_left FROM games g
         JOIN event_vacation v ON v.event_id = g.event_id AND v.user_id = $2
         WHERE g.id = $1
         FOR NO KEY UPDATE OF v",
        game,
        user
    )
    .fetch_optional(conn)
    .await
}

/// Spends `seconds` of `user`'s days off in `game`'s event.
pub async fn spend_vacation(
    conn: &mut PgConnection,
    game: Uuid,
    user: Uuid,
    seconds: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE event_vacation v SET seconds_left = greatest(v.seconds_left - $3, 0)
         FROM games g
         WHERE g.id = $1 AND v.event_id = g.event_id AND v.user_id = $2",
        game,
        user,
        seconds
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Locks an event's game unless another transaction holds it (`false`).
/// A decision on an event holds the event's row; a game ending holds its
/// game's row, then asks for the event's: waiting here for the game would
/// let the two wait for each other.
pub async fn try_lock_game(conn: &mut PgConnection, game: Uuid) -> Result<bool, sqlx::Error> {
    let locked = sqlx::query_scalar!(
        "SELECT id FROM games WHERE id = $1 FOR UPDATE SKIP LOCKED",
        game
    )
    .fetch_optional(conn)
    .await?;
    Ok(locked.is_some())
}

/// The event and table a game is played for, if any.
pub async fn event_of_game(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Option<(Uuid, i32)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT event_id AS "event_id!", event_table AS "event_table!" FROM games
           WHERE id = $1 AND event_id IS NOT NULL"#,
        game
    )
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|row| (row.event_id, row.event_table)))
}

/// An event's game as its page lists it.
#[derive(Debug, Clone)]
pub struct EventGame {
    pub table: i32,
    pub game: Uuid,
    pub status: String,
}

pub async fn games_of_event(
    conn: &mut PgConnection,
    event: Uuid,
) -> Result<Vec<EventGame>, sqlx::Error> {
    sqlx::query_as!(
        EventGame,
        r#"SELECT event_table AS "table!", id AS game, status FROM games
           WHERE event_id = $1 ORDER BY event_table"#,
        event
    )
    .fetch_all(conn)
    .await
}

/// An event with its whole log, for its page: one read.
pub struct EventWithLog {
    pub id: Uuid,
    pub organizer: Uuid,
    pub organizer_name: String,
    pub name: String,
    pub seq: i64,
    pub created_at: DateTime<Utc>,
    /// The log, each record as JSON text (see [`records`]).
    pub records: Vec<String>,
    pub games: Vec<EventGame>,
    /// What the clocks say of each of `games`, in the same order (for the
    /// projected end, `tournaments::projection`).
    pub clocks: Vec<GameClockRow>,
    /// The names of everyone entered, by id.
    pub names: Vec<(Uuid, String)>,
}

/// How far an event's game has got, in seconds since the epoch: read with
/// the event in its one read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameClockRow {
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    /// Decisions taken so far (`games.last_action_no`).
    pub decisions: i64,
    /// The latest cut-off among its waiting seats, if any waits.
    pub deadline: Option<i64>,
}

pub async fn load(pool: &PgPool, id: Uuid) -> Result<Option<EventWithLog>, sqlx::Error> {
    let Some(row) = sqlx::query!(
        r#"SELECT e.id, e.organizer, u.username AS organizer_name, e.name, e.seq, e.created_at,
                  COALESCE((SELECT array_agg(r.record::text ORDER BY r.seq) FROM event_records r
                            WHERE r.event_id = e.id), '{}') AS "records!",
                  COALESCE(eg.tables, '{}') AS "tables!: Vec<i32>",
                  COALESCE(eg.game_ids, '{}') AS "game_ids!",
                  COALESCE(eg.statuses, '{}') AS "statuses!",
                  COALESCE(eg.started, '{}') AS "started!",
                  COALESCE(eg.finished, '{}') AS "finished!",
                  COALESCE(eg.decisions, '{}') AS "decisions!",
                  COALESCE(eg.deadlines, '{}') AS "deadlines!",
                  COALESCE((SELECT array_agg(n.user_id ORDER BY n.user_id)
                            FROM event_entrants n WHERE n.event_id = e.id), '{}') AS "entrant_ids!",
                  COALESCE((SELECT array_agg(v.username ORDER BY n.user_id)
                            FROM event_entrants n JOIN users v ON v.id = n.user_id
                            WHERE n.event_id = e.id), '{}') AS "entrant_names!"
           FROM events e JOIN users u ON u.id = e.organizer
           -- The games in one pass, each with its latest cut-off by a
           -- grouped join: an ungrouped max(expires_at) per game let the
           -- planner walk the expiry index of every deadline on the site
           -- for each game (86 of the page's 87 ms at 666 tables).
           LEFT JOIN LATERAL (
               SELECT array_agg(t.event_table ORDER BY t.event_table) AS tables,
                      array_agg(t.id ORDER BY t.event_table) AS game_ids,
                      array_agg(t.status ORDER BY t.event_table) AS statuses,
                      array_agg(COALESCE(EXTRACT(EPOCH FROM t.started_at)::bigint, 0)
                                ORDER BY t.event_table) AS started,
                      array_agg(COALESCE(EXTRACT(EPOCH FROM t.finished_at)::bigint, 0)
                                ORDER BY t.event_table) AS finished,
                      array_agg(t.last_action_no ORDER BY t.event_table) AS decisions,
                      array_agg(COALESCE(EXTRACT(EPOCH FROM t.expires)::bigint, 0)
                                ORDER BY t.event_table) AS deadlines
               FROM (SELECT g.id, g.event_table, g.status, g.started_at, g.finished_at,
                            g.last_action_no, max(d.expires_at) AS expires
                     FROM games g LEFT JOIN seat_deadlines d ON d.game_id = g.id
                     WHERE g.event_id = e.id
                     GROUP BY g.id) t
           ) eg ON true
           WHERE e.id = $1"#,
        id
    )
    .fetch_optional(pool)
    .await?
    else {
        return Ok(None);
    };
    let games = row
        .tables
        .iter()
        .zip(&row.game_ids)
        .zip(&row.statuses)
        .map(|((table, game), status)| EventGame {
            table: *table,
            game: *game,
            status: status.clone(),
        })
        .collect();
    // 0 stands for "none" in the arrays (no game starts at the epoch): an
    // array of timestamps with NULLs in it would not read as one type.
    let some = |seconds: i64| (seconds > 0).then_some(seconds);
    let clocks = row
        .started
        .iter()
        .zip(&row.finished)
        .zip(row.decisions.iter().zip(&row.deadlines))
        .map(
            |((started, finished), (decisions, deadline))| GameClockRow {
                started_at: some(*started),
                finished_at: some(*finished),
                decisions: *decisions,
                deadline: some(*deadline),
            },
        )
        .collect();
    Ok(Some(EventWithLog {
        id: row.id,
        organizer: row.organizer,
        organizer_name: row.organizer_name,
        name: row.name,
        seq: row.seq,
        created_at: row.created_at,
        records: row.records,
        games,
        clocks,
        names: row.entrant_ids.into_iter().zip(row.entrant_names).collect(),
    }))
}

/// An event as the lists show it.
#[derive(Debug, Clone)]
pub struct EventLine {
    pub id: Uuid,
    pub name: String,
    pub game_kind: String,
    pub phase: String,
    pub entrants: i32,
    pub max_players: Option<i32>,
    pub registration_closes_at: DateTime<Utc>,
}

/// Events still taking entries (registering or, for late entry, running)
/// whose registration has not closed, newest first, at most `limit`.
pub async fn open_for_entry(
    pool: &PgPool,
    now: DateTime<Utc>,
    limit: i64,
) -> Result<Vec<EventLine>, sqlx::Error> {
    sqlx::query_as!(
        EventLine,
        "SELECT id, name, game_kind, phase, entrants, max_players, registration_closes_at
         FROM events
         WHERE phase IN ('registering', 'running') AND registration_closes_at > $1
           AND (max_players IS NULL OR entrants < max_players)
         ORDER BY created_at DESC LIMIT $2",
        now,
        limit
    )
    .fetch_all(pool)
    .await
}

/// The events a person entered or organizes, newest first.
pub async fn events_of(pool: &PgPool, user: Uuid) -> Result<Vec<EventLine>, sqlx::Error> {
    sqlx::query_as!(
        EventLine,
        "SELECT id, name, game_kind, phase, entrants, max_players, registration_closes_at
         FROM events e
         WHERE organizer = $1
            OR EXISTS (SELECT 1 FROM event_entrants n WHERE n.event_id = e.id AND n.user_id = $1)
         ORDER BY created_at DESC LIMIT 200",
        user
    )
    .fetch_all(pool)
    .await
}

/// Claims one event whose scheduled look is due, skipping events another
/// instance holds; the caller decides on it in the same transaction.
pub async fn claim_due(
    tx: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT id FROM events WHERE next_due_at <= $1
         ORDER BY next_due_at LIMIT 1 FOR UPDATE SKIP LOCKED",
        now
    )
    .fetch_optional(tx)
    .await
}

/// Sets when the scheduler next looks at the event.
pub async fn set_due(
    tx: &mut PgConnection,
    id: Uuid,
    at: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE events SET next_due_at = $2 WHERE id = $1", id, at)
        .execute(tx)
        .await?;
    Ok(())
}

/// A player's current rating in a game, if they have one.
pub async fn rating_in(
    conn: &mut PgConnection,
    kind: &str,
    user: Uuid,
) -> Result<Option<f64>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT rating FROM ratings WHERE game_kind = $1 AND user_id = $2",
        kind,
        user
    )
    .fetch_optional(conn)
    .await
}

/// The pairs among `users` where one blocked the other.
pub async fn blocked_pairs(
    conn: &mut PgConnection,
    users: &[Uuid],
) -> Result<Vec<(Uuid, Uuid)>, sqlx::Error> {
    let rows = sqlx::query!(
        "SELECT user_id, blocked_id FROM user_blocks WHERE user_id = ANY($1) AND blocked_id = ANY($1)",
        users
    )
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.user_id, row.blocked_id))
        .collect())
}
