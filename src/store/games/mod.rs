//! Games, their players and invitations, the event log and its projection:
//! here the game record every path reasons about and its plain reads; the
//! page's one read (`page_reads`) and the table it may leave out (`table`),
//! the log and decisions (`log`), seating (`seating`), agreements
//! (`agreements`) and lists (`listings`) beside it.

pub use crate::games::seat::{Seats, StoredSeat};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::types::Json;
use sqlx::{FromRow, PgConnection, PgPool};
use uuid::Uuid;

mod agreements;
mod listings;
mod locked;
mod log;
mod seat_holder;
mod seating;
mod table;

pub use agreements::*;
pub use listings::*;
pub use locked::{decision_base_locked, lock, lock_many, LockedGame};
pub use log::*;
pub use seat_holder::SeatHolder;
pub use seating::*;
pub use table::{HeldTable, TableVersion, TableView};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRef {
    pub user_id: Uuid,
    pub username: String,
    pub seat: Option<StoredSeat>,
    /// When the seat's current deadline falls, if it is waiting.
    #[serde(default)]
    pub due_at: Option<DateTime<Utc>>,
    /// The real cut-off: the deadline plus what is left of the time bank
    /// (the hourglass has none).
    #[serde(default)]
    pub expires_at: Option<DateTime<Utc>>,
    /// The seat's current deadline is the rules' own (the Carolingi
    /// hourglass), not the game's time control.
    #[serde(default)]
    pub hourglass: bool,
    #[serde(default)]
    pub away_until: Option<DateTime<Utc>>,
    /// The computer plays the seat now. Read through the questions of
    /// `SeatHolder` (`seat_holder.rs`), not by itself.
    #[serde(default)]
    pub(crate) bot: bool,
    /// The seat resigned: it plays no more (the computer may play it on).
    #[serde(default)]
    pub resigned: bool,
    /// What is left of the seat's time bank (seconds).
    #[serde(default)]
    pub bank_seconds: i64,
    /// A computer player's level (`easy`, `strong`): the seat is the
    /// computer's for good, not held for a person.
    #[serde(default)]
    pub computer: Option<String>,
    /// The account was deleted: the seat is a placeholder ("former
    /// player") that the computer plays on, and no person stands behind it.
    #[serde(default)]
    pub(crate) deleted: bool,
    /// The player's days off and zone, which their clock keeps (see
    /// `clocks::days_off`).
    #[serde(default)]
    pub days_off: i16,
    #[serde(default)]
    pub time_zone: Option<String>,
    /// The player's night (their quiet hours): no cut-off falls in it.
    #[serde(default)]
    pub quiet_from: Option<i16>,
    #[serde(default)]
    pub quiet_to: Option<i16>,
}

/// Where a game is in its life: waiting for players, under way, over, or
/// called off. Stored as its `code` (the `games.status` column's text).
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, serde::Serialize, serde::Deserialize)]
#[sqlx(type_name = "text", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    Open,
    Active,
    Finished,
    Cancelled,
}

impl GameStatus {
    /// The stored (and the API's) word for it.
    pub fn code(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }
}

/// What happens when a seat's time runs out (the `games.timeout_policy`
/// column, stored as its `code`).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Default,
    serde::Serialize,
    serde::Deserialize,
    utoipa::ToSchema,
    sqlx::Type,
)]
#[sqlx(type_name = "text", rename_all = "lowercase")]
#[serde(rename_all = "snake_case")]
pub enum TimeoutPolicy {
    /// The engine's least harmful legal action is taken for the seat.
    #[default]
    Skip,
    /// A computer player takes the seat until its player comes back.
    Bot,
    /// The game ends; the others win.
    End,
}

impl TimeoutPolicy {
    pub fn code(self) -> &'static str {
        match self {
            TimeoutPolicy::Skip => "skip",
            TimeoutPolicy::Bot => "bot",
            TimeoutPolicy::End => "end",
        }
    }

    pub fn parse(code: &str) -> Option<TimeoutPolicy> {
        match code {
            "skip" => Some(TimeoutPolicy::Skip),
            "bot" => Some(TimeoutPolicy::Bot),
            "end" => Some(TimeoutPolicy::End),
            _ => None,
        }
    }
}

/// How much time each seat has: the game's time control, fixed at creation.
/// The clocks (`crate::clocks`) read it; what the presets are and which
/// controls are valid is theirs to say.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, FromRow, serde::Serialize, utoipa::ToSchema,
)]
pub struct TimeControl {
    /// The time for each turn before the bank is spent. `None`: no time
    /// limit at all. `Some(0)`: no time per move, the bank is the clock
    /// (Fischer).
    #[sqlx(rename = "move_time_limit_hours")]
    pub per_move_hours: Option<i32>,
    /// Each seat's bank at the start.
    #[sqlx(rename = "time_bank_hours")]
    pub bank_hours: i32,
    /// Added to a seat's bank after each of its turns.
    #[sqlx(rename = "bank_increment_hours")]
    pub increment_hours: i32,
    /// The most a bank may hold; `None`: no cap.
    #[sqlx(rename = "bank_cap_hours")]
    pub cap_hours: Option<i32>,
}

impl TimeControl {
    /// No time limit: the players take all the time they like.
    pub const NONE: TimeControl = TimeControl {
        per_move_hours: None,
        bank_hours: 0,
        increment_hours: 0,
        cap_hours: None,
    };

    /// Whether seats have a clock at all.
    pub fn is_limited(&self) -> bool {
        self.per_move_hours.is_some()
    }
}

/// A game row with its players: what every path that reads a game needs.
/// What only the game page adds for its viewer is `PageExtras`.
#[derive(Debug, Clone, FromRow)]
pub struct GameRecord {
    pub id: Uuid,
    pub kind: String,
    pub rules_version: i32,
    pub options: Value,
    pub seat_count: Seats,
    pub status: GameStatus,
    pub created_by: Uuid,
    #[sqlx(flatten)]
    pub time_control: TimeControl,
    pub invite_only: bool,
    /// Only its players (and its invitees, and administrators) see it
    /// (`lobby::visibility`).
    pub private: bool,
    pub seq: i64,
    pub last_action_no: i64,
    pub state: Option<Value>,
    pub waiting_on: Vec<StoredSeat>,
    pub outcome: Option<Value>,
    pub undo_seat: Option<StoredSeat>,
    pub undo_action_no: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    pub players: Json<Vec<PlayerRef>>,
    pub chat_private: bool,
    pub team_talk: bool,
    pub timeout_policy: TimeoutPolicy,
    /// Since when the players have paused the game by agreement.
    pub paused_at: Option<DateTime<Utc>>,
    /// How an agreement ended it (`end`, `call_off`), if one did.
    pub ended_by_agreement: Option<String>,
    /// The event (tournament, league, ladder) it is played for, if any.
    #[sqlx(default)]
    pub event_id: Option<Uuid>,
}

impl GameRecord {
    pub fn seat_of(&self, user: Uuid) -> Option<StoredSeat> {
        self.players
            .iter()
            .find(|player| player.user_id == user)
            .and_then(|player| player.seat)
    }

    /// Whether the seat may take back its last action now.
    pub fn can_take_back(&self, seat: Option<StoredSeat>) -> bool {
        self.status == GameStatus::Active && seat.is_some() && self.undo_seat == seat
    }

    pub fn is_player(&self, user: Uuid) -> bool {
        self.players.iter().any(|player| player.user_id == user)
    }

    /// Display names in seat order (only meaningful once seats are drawn).
    pub fn names_by_seat(&self) -> Vec<String> {
        let mut seated: Vec<&PlayerRef> =
            self.players.iter().filter(|p| p.seat.is_some()).collect();
        seated.sort_by_key(|player| player.seat);
        seated
            .iter()
            .map(|player| player.username.clone())
            .collect()
    }
}

/// Each rated player's rating in a game, by user id: the rounded rating and
/// the games behind it. (A name of its own: a column's type is named in its
/// alias, which PostgreSQL cuts at 63 characters.)
pub type PlayerRatings = Json<std::collections::HashMap<Uuid, (i64, i32)>>;

/// A query of game rows, checked at compile time: the game's columns and
/// its players once (`state` is the expression the state column is read
/// from: `g.state`, or a choice that leaves it out), `extra` columns after
/// them (or `""`), then the rest of the statement from `FROM`. Gives rows
/// with a field per column; `game_record!` makes a `GameRecord` of one.
macro_rules! game_rows {
    ($state:literal, $extra:literal, $rest:literal $(, $argument:expr)* $(,)?) => {
        game_rows_with_players!(
            r#"COALESCE((SELECT json_agg(json_build_object(
                  'user_id', p.user_id, 'username', u.username, 'seat', p.seat,
                  'due_at', d.due_at, 'expires_at', d.expires_at,
                  'hourglass', COALESCE(d.hourglass, false),
                  'away_until', CASE WHEN u.away_until > now() THEN u.away_until END,
                  'bot', p.bot, 'resigned', p.resigned_at IS NOT NULL,
                  'bank_seconds', p.bank_seconds, 'computer', u.computer_level,
                  'deleted', u.deleted_at IS NOT NULL,
                  'days_off', u.clock_days_off, 'time_zone', u.time_zone,
                  'quiet_from', u.quiet_from, 'quiet_to', u.quiet_to)
                ORDER BY p.seat NULLS LAST, p.joined_at)
                FROM game_players p JOIN users u ON u.id = p.user_id
                LEFT JOIN seat_deadlines d ON d.game_id = p.game_id AND d.seat = p.seat
                WHERE p.game_id = g.id), '[]'::json)"#,
            $state, $extra, $rest $(, $argument)*
        )
    };
}

/// `game_rows!` with the players read by the expression `$players` (a page
/// whose instance holds them reads `'[]'::json`, see `table`).
macro_rules! game_rows_with_players {
    ($players:literal, $state:literal, $extra:literal, $rest:literal $(, $argument:expr)* $(,)?) => {
        sqlx::query!(
            r#"SELECT g.id, g.kind, g.rules_version, g.options,
                      g.seat_count AS "seat_count: Seats", g.status AS "status: GameStatus",
                      g.created_by, g.move_time_limit_hours, g.invite_only, g.private, g.seq,
                      g.last_action_no, "# + $state + r#" AS state,
                      g.waiting_on AS "waiting_on: Vec<StoredSeat>", g.outcome,
                      g.undo_seat AS "undo_seat: StoredSeat", g.undo_action_no, g.created_at,
                      g.started_at, g.finished_at, g.updated_at, g.chat_private, g.team_talk,
                      g.timeout_policy AS "timeout_policy: TimeoutPolicy", g.time_bank_hours,
                      g.bank_increment_hours, g.bank_cap_hours, g.paused_at, g.ended_by_agreement,
                      g.event_id,
                      "# + $players + r#" AS "players!: Json<Vec<PlayerRef>>""#
                + $extra + " " + $rest
            $(, $argument)*
        )
    };
}

/// The `GameRecord` of a row that `game_rows!` read.
macro_rules! game_record {
    ($row:ident) => {
        GameRecord {
            id: $row.id,
            kind: $row.kind,
            rules_version: $row.rules_version,
            options: $row.options,
            seat_count: $row.seat_count,
            status: $row.status,
            created_by: $row.created_by,
            time_control: TimeControl {
                per_move_hours: $row.move_time_limit_hours,
                bank_hours: $row.time_bank_hours,
                increment_hours: $row.bank_increment_hours,
                cap_hours: $row.bank_cap_hours,
            },
            invite_only: $row.invite_only,
            private: $row.private,
            seq: $row.seq,
            last_action_no: $row.last_action_no,
            state: $row.state,
            waiting_on: $row.waiting_on,
            outcome: $row.outcome,
            undo_seat: $row.undo_seat,
            undo_action_no: $row.undo_action_no,
            created_at: $row.created_at,
            started_at: $row.started_at,
            finished_at: $row.finished_at,
            updated_at: $row.updated_at,
            players: $row.players,
            chat_private: $row.chat_private,
            team_talk: $row.team_talk,
            timeout_policy: $row.timeout_policy,
            paused_at: $row.paused_at,
            ended_by_agreement: $row.ended_by_agreement,
            event_id: $row.event_id,
        }
    };
}

pub async fn load(pool: &PgPool, id: Uuid) -> Result<Option<GameRecord>, sqlx::Error> {
    let row = game_rows!("g.state", "", "FROM games g WHERE g.id = $1", id)
        .fetch_optional(pool)
        .await?;
    Ok(row.map(|row| game_record!(row)))
}

/// The game, inside a transaction or on a held connection.
pub async fn load_in(conn: &mut PgConnection, id: Uuid) -> Result<Option<GameRecord>, sqlx::Error> {
    let row = game_rows!("g.state", "", "FROM games g WHERE g.id = $1", id)
        .fetch_optional(conn)
        .await?;
    Ok(row.map(|row| game_record!(row)))
}

mod page_reads;
pub use page_reads::*;

/// Remembers how far a player has seen a game.
pub async fn record_visit(
    pool: &PgPool,
    game: Uuid,
    user: Uuid,
    seq: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO game_visits (game_id, user_id, seen_seq) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, user_id) DO UPDATE
         SET seen_seq = GREATEST(game_visits.seen_seq, EXCLUDED.seen_seq), seen_at = now()",
        game,
        user,
        seq
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Loads and locks the game row for the rest of the transaction (see
/// [`LockedGame`]).
async fn lock_row(tx: &mut PgConnection, id: Uuid) -> Result<Option<GameRecord>, sqlx::Error> {
    let row = game_rows!(
        "g.state",
        "",
        "FROM games g WHERE g.id = $1 FOR UPDATE OF g",
        id
    )
    .fetch_optional(tx)
    .await?;
    Ok(row.map(|row| game_record!(row)))
}

/// [`lock_row`] for several games in one statement, locked in the order of
/// their ids (as every batch locks them, so two batches cannot deadlock).
async fn lock_rows(tx: &mut PgConnection, ids: &[Uuid]) -> Result<Vec<GameRecord>, sqlx::Error> {
    let rows = game_rows!(
        "g.state",
        "",
        "FROM games g WHERE g.id = ANY($1) ORDER BY g.id FOR UPDATE OF g",
        ids
    )
    .fetch_all(tx)
    .await?;
    Ok(rows.into_iter().map(|row| game_record!(row)).collect())
}

/// A game as a decision on it starts from, with where an earlier
/// submission of the same token left it (`prior_seq`), in one read.
pub struct DecisionBase {
    pub game: GameRecord,
    pub prior_seq: Option<i64>,
}

/// Reads the game for a decision of `user` with submission `token`, without
/// a lock: the write is guarded by the sequence number (see
/// `commit_decision`). [`decision_base_locked`] reads it locked.
pub async fn decision_base(
    conn: &mut PgConnection,
    id: Uuid,
    token: Uuid,
    user: Uuid,
    state: StateRead,
) -> Result<Option<DecisionBase>, sqlx::Error> {
    decision_base_read(conn, id, token, user, false, state).await
}

/// The game for a decision, unlocked or `locked` for the rest of the
/// transaction.
///
/// The lock is taken by a statement of its own, before the read: under READ
/// COMMITTED a `SELECT … FOR UPDATE` that waits for another transaction's
/// lock re-reads the locked row, but its subqueries (the token's earlier
/// submission, the players) still see the snapshot taken before the wait. A
/// copy of a submission that waited for the first copy's lock would then
/// miss that copy's token and find the game over ("not in play") instead of
/// "already applied". The read that follows the lock takes a new snapshot,
/// which holds everything committed before the lock was granted.
async fn decision_base_read(
    conn: &mut PgConnection,
    id: Uuid,
    token: Uuid,
    user: Uuid,
    locked: bool,
    state: StateRead,
) -> Result<Option<DecisionBase>, sqlx::Error> {
    if locked
        && sqlx::query!("SELECT 1 AS one FROM games WHERE id = $1 FOR UPDATE", id)
            .fetch_optional(&mut *conn)
            .await?
            .is_none()
    {
        return Ok(None);
    }
    // Tokens are looked up only among the user's own: nobody learns
    // whether another player's token was used.
    let row = game_rows!(
        "CASE WHEN $4 OR g.seq = $5 THEN NULL ELSE g.state END",
        r#", (SELECT s.seq_after FROM submissions s
              WHERE s.game_id = g.id AND s.token = $2 AND s.user_id = $3) AS "prior_seq?""#,
        "FROM games g WHERE g.id = $1",
        id,
        token,
        user,
        state.never(),
        state.unless_at()
    )
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|row| {
        let prior_seq = row.prior_seq;
        DecisionBase {
            game: game_record!(row),
            prior_seq,
        }
    }))
}

/// The game row without the players' per-viewer lines, its state left out
/// as `state` says (the API's read of a game; see `state_cache`).
pub async fn load_choosing_state(
    pool: &PgPool,
    id: Uuid,
    state: StateRead,
) -> Result<Option<GameRecord>, sqlx::Error> {
    let row = game_rows!(
        "CASE WHEN $2 OR g.seq = $3 THEN NULL ELSE g.state END",
        "",
        "FROM games g WHERE g.id = $1",
        id,
        state.never(),
        state.unless_at()
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|row| game_record!(row)))
}

/// The last sequence number of a game: all a polling page needs.
pub async fn current_seq(pool: &PgPool, id: Uuid) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar!("SELECT seq FROM games WHERE id = $1", id)
        .fetch_optional(pool)
        .await
}

/// How many games wait for `user`'s decision (a seat the computer holds for
/// them does not): their seats marked `waiting`, a mark triggers keep as
/// the games' `waiting_on` says (`migrations/0038_waiting_seats.sql`), so
/// the count reads a small index, not every game they ever played. The statements that read the session
/// (`sessions::is_live`) and the game page (`load_for`, `load_for_history`)
/// count them in the same words, written out in each (a checked statement
/// is one literal); a test compares them all
/// (`the_page_read_counts_waiting_games_as_the_login_does`).
pub async fn waiting_count(pool: &PgPool, user: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT (SELECT count(*) FROM game_players wp WHERE wp.user_id = $1 AND wp.waiting AND NOT wp.bot) AS "waiting!""#,
        user
    )
    .fetch_one(pool)
    .await
}

/// How many games wait for each of `users`' decision, in one statement
/// (the live feeds of an instance read them so, however many pages each
/// player has open).
pub async fn waiting_counts(
    pool: &PgPool,
    users: &[Uuid],
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT u.id AS "id!",
                  (SELECT count(*) FROM game_players wp WHERE wp.user_id = u.id AND wp.waiting AND NOT wp.bot) AS "waiting!"
           FROM unnest($1::uuid[]) AS u (id)"#,
        users
    )
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(|row| (row.id, row.waiting)).collect())
}
