//! Games, their players and invitations, the event log and its projection.

use crate::games::log::{Entry, LogRow};
pub use crate::games::seat::{Seats, StoredSeat};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sqlx::types::Json;
use sqlx::{FromRow, PgConnection, PgPool};
use uuid::Uuid;

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
    #[serde(default)]
    pub bot: bool,
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
    pub deleted: bool,
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

/// What the game page's read adds to the game row for its viewer, in the
/// same read (`load_for`): their last visit, mutes, note, follow, the
/// rematch waiting, the players' ratings, whether anyone talked, and
/// whether their login is live.
#[derive(Debug, Clone, Default, FromRow)]
pub struct PageExtras {
    /// The last sequence number the requesting user had seen.
    pub seen_seq: Option<i64>,
    /// Whether the requesting user muted mail about this game.
    pub mail_muted: Option<bool>,
    /// The requesting user's private note on this game.
    pub my_note: Option<String>,
    /// Steps other seats made since the requesting user's last visit, and the
    /// first of them. The viewer's own steps are left out: they need no
    /// pointing out.
    pub new_by_others: Option<i64>,
    pub first_new_by_others: Option<i64>,
    /// Whether the requesting user follows this game.
    pub following: Option<bool>,
    /// The rematch of this (finished) game waiting for its players, if any.
    pub open_rematch: Option<Uuid>,
    /// Each rated player's rating in this game, by user id: the rounded
    /// rating and the games behind it.
    pub player_ratings: Option<PlayerRatings>,
    /// Whether anyone has said anything at this table: when nobody has, the
    /// page spares itself the read of the talk.
    pub has_talk: Option<bool>,
    /// The offers of the game's vanished seats (see `lobby::seats`).
    pub seat_offers: Option<Json<Vec<SeatOffer>>>,
    /// The agreement proposed and pending, if any.
    pub proposal: Option<Json<Proposal>>,
    /// When the viewer's login session was last seen, if it is live (given a
    /// session): the page checks the login in its one read.
    pub session_seen_at: Option<DateTime<Utc>>,
    /// How many games wait for the viewer's decision (the title and the
    /// menu say it), read with the session.
    #[sqlx(default)]
    pub waiting_for_me: Option<i64>,
    /// Whether the viewer has closed this game kind's guided first turn.
    pub guide_done: Option<bool>,
}

/// A query of game rows, checked at compile time: the game's columns and
/// its players once (`state` is the expression the state column is read
/// from: `g.state`, or a choice that leaves it out), `extra` columns after
/// them (or `""`), then the rest of the statement from `FROM`. Gives rows
/// with a field per column; `game_record!` makes a `GameRecord` of one.
macro_rules! game_rows {
    ($state:literal, $extra:literal, $rest:literal $(, $argument:expr)* $(,)?) => {
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
                      COALESCE((SELECT json_agg(json_build_object(
                          'user_id', p.user_id, 'username', u.username, 'seat', p.seat,
                          'due_at', (SELECT d.due_at FROM seat_deadlines d WHERE d.game_id = g.id AND d.seat = p.seat),
                          'expires_at', (SELECT d.expires_at FROM seat_deadlines d WHERE d.game_id = g.id AND d.seat = p.seat),
                          'hourglass', COALESCE((SELECT d.hourglass FROM seat_deadlines d WHERE d.game_id = g.id AND d.seat = p.seat), false),
                          'away_until', CASE WHEN u.away_until > now() THEN u.away_until END,
                          'bot', p.bot, 'resigned', p.resigned_at IS NOT NULL,
                          'bank_seconds', p.bank_seconds, 'computer', u.computer_level,
                          'deleted', u.deleted_at IS NOT NULL,
                          'days_off', u.clock_days_off, 'time_zone', u.time_zone,
                          'quiet_from', u.quiet_from, 'quiet_to', u.quiet_to)
                        ORDER BY p.seat NULLS LAST, p.joined_at)
                        FROM game_players p JOIN users u ON u.id = p.user_id
                        WHERE p.game_id = g.id), '[]'::json) AS "players!: Json<Vec<PlayerRef>>""#
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

/// Whether a page read brings the game's folded state along.
#[derive(Debug, Clone, Copy)]
pub enum StateRead {
    /// Always (the page will be worked out from it).
    Always,
    /// Unless the row is still at this sequence number: the reader holds
    /// the state of that moment already (see `state_cache`).
    UnlessAt(i64),
    /// Never (the page does not need it).
    Never,
}

impl StateRead {
    /// The state held at `seq`, if any, spares reading it again.
    pub fn unless_held(held: Option<i64>) -> StateRead {
        held.map_or(StateRead::Always, StateRead::UnlessAt)
    }

    fn never(self) -> bool {
        matches!(self, StateRead::Never)
    }

    fn unless_at(self) -> Option<i64> {
        match self {
            StateRead::UnlessAt(seq) => Some(seq),
            _ => None,
        }
    }
}

/// The game for a page seen by `viewer` and what the page adds for them
/// (`PageExtras`), in one read: a page is one read. `state` says whether the
/// folded state comes along (when it does not, the record's `state` is
/// `None`); given the viewer's login `session`, the extras say whether it is
/// still live (`session_seen_at`).
pub async fn load_for(
    pool: &PgPool,
    id: Uuid,
    viewer: Option<Uuid>,
    session: Option<Uuid>,
    state: StateRead,
) -> Result<Option<(GameRecord, PageExtras)>, sqlx::Error> {
    // What the page adds for the viewer `$2` of session `$5`, after the
    // game's own columns. The count of games waiting is `WAITING_COUNT`,
    // written out here because a checked statement is one literal (a test
    // compares the two: `the_page_read_counts_waiting_games_as_the_login_does`).
    let row = game_rows!(
        "CASE WHEN $3 OR g.seq = $4 THEN NULL ELSE g.state END",
        r#",
            (SELECT seen_seq FROM game_visits v WHERE v.game_id = g.id AND v.user_id = $2) AS "seen_seq?",
            news.new_by_others AS "new_by_others?", news.first_new_by_others AS "first_new_by_others?",
            EXISTS (SELECT 1 FROM game_mail_mutes m WHERE m.game_id = g.id AND m.user_id = $2) AS "mail_muted?",
            EXISTS (SELECT 1 FROM follows f WHERE f.game_id = g.id AND f.user_id = $2) AS "following?",
            (SELECT r.id FROM games r WHERE r.rematch_of = g.id AND r.status = 'open') AS "open_rematch?",
            (SELECT json_object_agg(r.user_id, json_build_array(round(r.rating)::bigint, r.games))
             FROM ratings r JOIN game_players p ON p.user_id = r.user_id AND p.game_id = g.id
             WHERE r.game_kind = g.kind AND r.games > 0)
                AS "player_ratings?: PlayerRatings",
            (SELECT n.body FROM private_notes n WHERE n.game_id = g.id AND n.user_id = $2) AS "my_note?",
            EXISTS (SELECT 1 FROM game_messages m WHERE m.game_id = g.id) AS "has_talk?",
            (SELECT json_agg(json_build_object('seat', o.seat, 'invited', o.invited,
                    'invited_name', i.username, 'offered_by_name', b.username) ORDER BY o.seat)
             FROM seat_offers o JOIN users b ON b.id = o.offered_by
             LEFT JOIN users i ON i.id = o.invited
             WHERE o.game_id = g.id) AS "seat_offers?: Json<Vec<SeatOffer>>",
            (SELECT json_build_object('kind', a.kind, 'proposed_by', a.proposed_by,
                    'accepted', a.accepted, 'proposed_at', a.proposed_at, 'expires_at', a.expires_at)
             FROM agreement_proposals a WHERE a.game_id = g.id) AS "proposal?: Json<Proposal>",
            (SELECT s.last_seen_at FROM user_sessions s
             WHERE s.id = $5 AND s.user_id = $2 AND s.expires_at > now()) AS "session_seen_at?",
            (SELECT count(*) FROM game_players wp JOIN games wg ON wg.id = wp.game_id
             WHERE wp.user_id = $2 AND wg.status = 'active' AND wp.seat = ANY(wg.waiting_on)
               AND NOT wp.bot) AS "waiting_for_me?",
            (SELECT g.kind = ANY(u.guides_done) FROM users u WHERE u.id = $2) AS "guide_done?""#,
        "FROM games g
         LEFT JOIN LATERAL (
             SELECT count(*) AS new_by_others, min(e.seq) AS first_new_by_others
             FROM game_visits v
             JOIN game_events e ON e.game_id = v.game_id AND e.seq > v.seen_seq
             WHERE v.game_id = g.id AND v.user_id = $2
               AND e.seat IS DISTINCT FROM
                   (SELECT p.seat FROM game_players p WHERE p.game_id = g.id AND p.user_id = $2)
         ) news ON true
         WHERE g.id = $1",
        id,
        viewer,
        state.never(),
        state.unless_at(),
        session
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|row| {
        let extras = PageExtras {
            seen_seq: row.seen_seq,
            mail_muted: row.mail_muted,
            my_note: row.my_note,
            new_by_others: row.new_by_others,
            first_new_by_others: row.first_new_by_others,
            following: row.following,
            open_rematch: row.open_rematch,
            player_ratings: row.player_ratings,
            has_talk: row.has_talk,
            seat_offers: row.seat_offers,
            proposal: row.proposal,
            session_seen_at: row.session_seen_at,
            waiting_for_me: row.waiting_for_me,
            guide_done: row.guide_done,
        };
        (game_record!(row), extras)
    }))
}

/// Remembers how far a player has seen a game.
pub async fn record_visit(
    pool: &PgPool,
    game: Uuid,
    user: Uuid,
    seq: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO game_visits (game_id, user_id, seen_seq) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, user_id) DO UPDATE
         SET seen_seq = GREATEST(game_visits.seen_seq, EXCLUDED.seen_seq), seen_at = now()",
    )
    .bind(game)
    .bind(user)
    .bind(seq)
    .execute(pool)
    .await?;
    Ok(())
}

/// Loads and locks the game row for the rest of the transaction: decisions on
/// one game are serialized here.
pub async fn lock(tx: &mut PgConnection, id: Uuid) -> Result<Option<GameRecord>, sqlx::Error> {
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

/// A game as a decision on it starts from, with where an earlier
/// submission of the same token left it (`prior_seq`), in one read.
pub struct DecisionBase {
    pub game: GameRecord,
    pub prior_seq: Option<i64>,
}

/// Reads the game for a decision of `user` with submission `token`: without
/// a lock (the write is guarded by the sequence number, see
/// `commit_decision`), or `locked` for the rest of the transaction.
///
/// The lock is taken by a statement of its own, before the read: under READ
/// COMMITTED a `SELECT … FOR UPDATE` that waits for another transaction's
/// lock re-reads the locked row, but its subqueries (the token's earlier
/// submission, the players) still see the snapshot taken before the wait. A
/// copy of a submission that waited for the first copy's lock would then
/// miss that copy's token and find the game over ("not in play") instead of
/// "already applied". The read that follows the lock takes a new snapshot,
/// which holds everything committed before the lock was granted.
pub async fn decision_base(
    conn: &mut PgConnection,
    id: Uuid,
    token: Uuid,
    user: Uuid,
    locked: bool,
    state: StateRead,
) -> Result<Option<DecisionBase>, sqlx::Error> {
    if locked
        && sqlx::query("SELECT 1 FROM games WHERE id = $1 FOR UPDATE")
            .bind(id)
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

/// About how many events apart `commit_decision` leaves snapshots of the
/// state (see migration 0016): a history step folds at most about this many.
pub const SNAPSHOT_EVERY: i64 = 50;

/// Everything one decision writes.
pub struct DecisionWrite<'a> {
    pub game: Uuid,
    /// The sequence number the decision was made on: the write lands only
    /// if the game is still there.
    pub expected_seq: i64,
    pub action_no: i64,
    pub seat: Option<StoredSeat>,
    pub entries: &'a [Entry],
    pub projection: Projection<'a>,
    /// The submission's idempotency token and its author.
    pub submission: Option<(Uuid, Uuid)>,
    pub deadlines: &'a crate::store::deadlines::DeadlinePlan,
    /// (user, seat) of the seats that now wait and get a "your turn"
    /// notice, as `crate::notices::addressees` names them: every one is
    /// written (how it reaches its person is decided when it is sent).
    pub your_turn: &'a [(Uuid, StoredSeat)],
    /// When that mail may go.
    pub turn_mail_after: DateTime<Utc>,
}

/// Writes a decision as one statement: the projection (only if the game's
/// sequence number is still `expected_seq`), and, only then, its events, its
/// submission token, the "your turn" mail and the deadline changes. Being a
/// single statement it is atomic on its own, so a move needs no explicit
/// transaction: read, decide, write. Returns false, writing nothing, when
/// another decision landed first. (The events' primary key would refuse a
/// racing append anyway; the guard makes the loser write nothing at all.)
pub async fn commit_decision(
    conn: &mut PgConnection,
    write: &DecisionWrite<'_>,
) -> Result<bool, sqlx::Error> {
    let payloads: Vec<Value> = write
        .entries
        .iter()
        .map(|entry| serde_json::to_value(entry).unwrap_or(Value::Null))
        .collect();
    let landed = "EXISTS (SELECT 1 FROM moved)";
    // Only the parts this decision needs are sent (a handful of statement
    // texts in all, each prepared once per connection): most moves neither
    // hand the turn on nor leave a snapshot, and each part costs PostgreSQL
    // some work even when it writes nothing.
    let told = if write.your_turn.is_empty() {
        String::new()
    } else {
        format!(
            ", told AS (
                 INSERT INTO outbox (user_id, to_address, kind, game_id, seat, send_after)
                 SELECT u.id, u.email, 'your_turn', $1, t.seat, $28
                 FROM unnest($14::uuid[], $15::int2[]) AS t (user_id, seat)
                 JOIN users u ON u.id = t.user_id
                 WHERE {landed})"
        )
    };
    let snapshot = if write.projection.undo.is_some() {
        String::new()
    } else {
        format!(
            ", snapshot AS (
                 INSERT INTO game_snapshots (game_id, seq, state)
                 SELECT $1, $3, $7
                 WHERE $27 AND {landed}
                   AND NOT EXISTS (SELECT 1 FROM game_snapshots s
                                   WHERE s.game_id = $1 AND s.seq > $3 - {SNAPSHOT_EVERY})
                 ON CONFLICT DO NOTHING)"
        )
    };
    let deadlines = if write.deadlines.leaving.is_empty() && write.deadlines.fresh.is_empty() {
        String::new()
    } else {
        // $16 to $26: the plan's parameters, bound by `bind_plan`.
        crate::store::deadlines::plan_ctes(16, landed)
    };
    let sql = format!(
        "WITH moved AS (
             UPDATE games SET seq = $3, last_action_no = $4, state = $7, waiting_on = $8,
                    outcome = $9, undo_seat = $10, undo_action_no = $11,
                    status = CASE WHEN $9::jsonb IS NULL THEN 'active' ELSE 'finished' END,
                    started_at = COALESCE(started_at, now()),
                    finished_at = CASE WHEN $9::jsonb IS NULL THEN NULL
                                       ELSE COALESCE(finished_at, now()) END,
                    updated_at = now()
             WHERE id = $1 AND seq = $2
             RETURNING id)
         , logged AS (
             INSERT INTO game_events (game_id, seq, action_no, seat, payload)
             SELECT $1, $2 + ordinality, $4, $5, payload
             FROM unnest($6::jsonb[]) WITH ORDINALITY AS rows (payload, ordinality)
             WHERE {landed})
         , submitted AS (
             INSERT INTO submissions (game_id, token, user_id, seq_after)
             SELECT $1, $12, $13, $3 WHERE $12::uuid IS NOT NULL AND {landed}
             ON CONFLICT (game_id, token) DO NOTHING)
         {told} {snapshot} {deadlines}
         SELECT {landed}"
    );
    let projection = &write.projection;
    let query = sqlx::query(&sql)
        .bind(write.game)
        .bind(write.expected_seq)
        .bind(projection.seq)
        .bind(write.action_no)
        .bind(write.seat)
        .bind(&payloads)
        .bind(projection.state)
        .bind(projection.waiting_on)
        .bind(projection.outcome)
        .bind(projection.undo.map(|(seat, _)| seat))
        .bind(projection.undo.map(|(_, action)| action))
        .bind(write.submission.map(|(token, _)| token))
        .bind(write.submission.map(|(_, user)| user))
        .bind(
            write
                .your_turn
                .iter()
                .map(|(user, _)| *user)
                .collect::<Vec<Uuid>>(),
        )
        .bind(
            write
                .your_turn
                .iter()
                .map(|(_, seat)| *seat)
                .collect::<Vec<StoredSeat>>(),
        );
    let query = crate::store::deadlines::bind_plan(query, write.game, write.deadlines)
        // A decision nobody can take back may leave a snapshot behind it.
        .bind(projection.undo.is_none())
        .bind(write.turn_mail_after);
    use sqlx::Row;
    query.fetch_one(conn).await?.try_get(0)
}

pub struct NewGame<'a> {
    pub kind: &'a str,
    pub rules_version: i32,
    pub options: &'a Value,
    pub seat_count: Seats,
    pub created_by: Uuid,
    pub time_control: TimeControl,
    pub invite_only: bool,
    pub private: bool,
    pub chat_private: bool,
    pub team_talk: bool,
    pub timeout_policy: TimeoutPolicy,
}

pub async fn create(tx: &mut PgConnection, game: NewGame<'_>) -> Result<Uuid, sqlx::Error> {
    let id = Uuid::new_v4();
    sqlx::query(
        "INSERT INTO games (id, kind, rules_version, options, seat_count, status, created_by,
                            move_time_limit_hours, invite_only, chat_private, team_talk,
                            timeout_policy, time_bank_hours, bank_increment_hours, bank_cap_hours,
                            private)
         VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
    )
    .bind(id)
    .bind(game.kind)
    .bind(game.rules_version)
    .bind(game.options)
    .bind(game.seat_count)
    .bind(game.created_by)
    .bind(game.time_control.per_move_hours)
    .bind(game.invite_only)
    .bind(game.chat_private)
    .bind(game.team_talk)
    .bind(game.timeout_policy)
    .bind(game.time_control.bank_hours)
    .bind(game.time_control.increment_hours)
    .bind(game.time_control.cap_hours)
    .bind(game.private)
    .execute(&mut *tx)
    .await?;
    add_player(tx, id, game.created_by).await?;
    Ok(id)
}

pub async fn add_player(tx: &mut PgConnection, game: Uuid, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO game_players (game_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind(game)
    .bind(user)
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn remove_player(
    tx: &mut PgConnection,
    game: Uuid,
    user: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM game_players WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .execute(tx)
        .await?;
    Ok(())
}

pub async fn set_cancelled(tx: &mut PgConnection, game: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET status = 'cancelled', updated_at = now() WHERE id = $1")
        .bind(game)
        .execute(tx)
        .await?;
    Ok(())
}

pub async fn invite(tx: &mut PgConnection, game: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    let result = sqlx::query(
        "INSERT INTO game_invitations (game_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind(game)
    .bind(user)
    .execute(tx)
    .await?;
    Ok(result.rows_affected() == 1)
}

pub async fn is_invited(pool: &PgPool, game: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM game_invitations WHERE game_id = $1 AND user_id = $2)",
    )
    .bind(game)
    .bind(user)
    .fetch_one(pool)
    .await
}

/// Seats drawn by the server, in the same transaction as the start.
pub async fn assign_seat(
    tx: &mut PgConnection,
    game: Uuid,
    user: Uuid,
    seat: StoredSeat,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE game_players SET seat = $3 WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .bind(seat)
        .execute(tx)
        .await?;
    Ok(())
}

/// Hands a seat over: its player row now belongs to the newcomer (the
/// computer no longer holds it), the hand-over is kept, and the seat's offer
/// is spent.
pub async fn hand_over_seat(
    tx: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    from: Uuid,
    to: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE game_players SET user_id = $4, bot = false, joined_at = now()
         WHERE game_id = $1 AND seat = $2 AND user_id = $3",
    )
    .bind(game)
    .bind(seat)
    .bind(from)
    .bind(to)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO seat_handovers (game_id, seat, from_user, to_user) VALUES ($1, $2, $3, $4)",
    )
    .bind(game)
    .bind(seat)
    .bind(from)
    .bind(to)
    .execute(&mut *tx)
    .await?;
    withdraw_seat_offer(tx, game, seat).await
}

/// An offer of a vanished seat: to one user, or to anyone (`invited` none).
pub async fn offer_seat(
    tx: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    offered_by: Uuid,
    invited: Option<Uuid>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO seat_offers (game_id, seat, offered_by, invited) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, seat) DO UPDATE
         SET offered_by = $3, invited = $4, offered_at = now()",
    )
    .bind(game)
    .bind(seat)
    .bind(offered_by)
    .bind(invited)
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn withdraw_seat_offer(
    tx: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM seat_offers WHERE game_id = $1 AND seat = $2")
        .bind(game)
        .bind(seat)
        .execute(tx)
        .await?;
    Ok(())
}

/// A seat's offer: who may take it (`None`: anyone) and who offered it.
#[derive(Debug, Clone, FromRow, Deserialize)]
pub struct SeatOffer {
    pub seat: StoredSeat,
    pub invited: Option<Uuid>,
    pub invited_name: Option<String>,
    pub offered_by_name: String,
}

/// The offers of a game's seats.
pub async fn seat_offers(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<SeatOffer>, sqlx::Error> {
    sqlx::query_as!(
        SeatOffer,
        r#"SELECT o.seat AS "seat: StoredSeat", o.invited, i.username AS "invited_name?",
                  b.username AS offered_by_name
           FROM seat_offers o JOIN users b ON b.id = o.offered_by
           LEFT JOIN users i ON i.id = o.invited
           WHERE o.game_id = $1 ORDER BY o.seat"#,
        game
    )
    .fetch_all(conn)
    .await
}

/// A seat one may take over, as the lobby lists it.
#[derive(Debug, Clone, FromRow)]
pub struct OpenSeat {
    pub game_id: Uuid,
    pub kind: String,
    pub seat: StoredSeat,
    /// Who held it.
    pub held_by: String,
    #[sqlx(flatten)]
    pub time_control: TimeControl,
    /// Only for the viewer (an invitation), not for anyone.
    pub invited: bool,
}

/// The seats `viewer` may take over: open to anyone or offered to them, in
/// running games they are not in; newest offers first.
pub async fn open_seats(pool: &PgPool, viewer: Option<Uuid>) -> Result<Vec<OpenSeat>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT g.id AS game_id, g.kind, o.seat AS "seat: StoredSeat", u.username AS held_by,
                  g.move_time_limit_hours, g.time_bank_hours, g.bank_increment_hours,
                  g.bank_cap_hours, o.invited IS NOT NULL AS "invited!"
           FROM seat_offers o JOIN games g ON g.id = o.game_id
           JOIN game_players p ON p.game_id = o.game_id AND p.seat = o.seat
           JOIN users u ON u.id = p.user_id
           WHERE g.status = 'active' AND (o.invited IS NULL OR o.invited = $1)
             -- A private game's seat is offered to nobody it is hidden from.
             AND (NOT g.private OR o.invited = $1)
             AND NOT EXISTS (SELECT 1 FROM game_players m WHERE m.game_id = g.id AND m.user_id = $1)
             -- Never offered beside someone blocked, either way.
             AND NOT EXISTS (SELECT 1 FROM game_players m JOIN user_blocks b
                               ON (b.user_id = $1 AND b.blocked_id = m.user_id)
                               OR (b.blocked_id = $1 AND b.user_id = m.user_id)
                             WHERE m.game_id = g.id)
           ORDER BY o.offered_at DESC LIMIT 50"#,
        viewer
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| OpenSeat {
            game_id: row.game_id,
            kind: row.kind,
            seat: row.seat,
            held_by: row.held_by,
            time_control: TimeControl {
                per_move_hours: row.move_time_limit_hours,
                bank_hours: row.time_bank_hours,
                increment_hours: row.bank_increment_hours,
                cap_hours: row.bank_cap_hours,
            },
            invited: row.invited,
        })
        .collect())
}

/// The proposal pending in a game (see `play::agreements`).
#[derive(Debug, Clone, FromRow, Deserialize)]
pub struct Proposal {
    pub kind: String,
    pub proposed_by: StoredSeat,
    pub accepted: Vec<StoredSeat>,
    pub proposed_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

pub async fn proposal(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Option<Proposal>, sqlx::Error> {
    sqlx::query_as!(
        Proposal,
        r#"SELECT kind, proposed_by AS "proposed_by: StoredSeat",
                  accepted AS "accepted: Vec<StoredSeat>", proposed_at, expires_at
           FROM agreement_proposals WHERE game_id = $1"#,
        game
    )
    .fetch_optional(conn)
    .await
}

pub async fn put_proposal(
    conn: &mut PgConnection,
    game: Uuid,
    proposal: &Proposal,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO agreement_proposals (game_id, kind, proposed_by, accepted, proposed_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (game_id) DO UPDATE SET kind = $2, proposed_by = $3, accepted = $4,
             proposed_at = $5, expires_at = $6",
    )
    .bind(game)
    .bind(&proposal.kind)
    .bind(proposal.proposed_by)
    .bind(&proposal.accepted)
    .bind(proposal.proposed_at)
    .bind(proposal.expires_at)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn drop_proposal(conn: &mut PgConnection, game: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM agreement_proposals WHERE game_id = $1")
        .bind(game)
        .execute(conn)
        .await?;
    Ok(())
}

/// A game whose pending proposal lapsed at `now`, locked (the game row
/// first, as everywhere); `None` when there is none.
pub async fn claim_lapsed_proposal(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT g.id FROM agreement_proposals a JOIN games g ON g.id = a.game_id
         WHERE a.expires_at <= $1
         ORDER BY a.expires_at LIMIT 1 FOR UPDATE OF g SKIP LOCKED",
    )
    .bind(now)
    .fetch_optional(conn)
    .await
}

/// Pauses (`Some`) or resumes (`None`) a game.
pub async fn set_paused(
    conn: &mut PgConnection,
    game: Uuid,
    since: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET paused_at = $2 WHERE id = $1")
        .bind(game)
        .bind(since)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn set_ended_by_agreement(
    conn: &mut PgConnection,
    game: Uuid,
    kind: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET ended_by_agreement = $2 WHERE id = $1")
        .bind(game)
        .bind(kind)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether a seat of the game ever changed hands.
pub async fn had_hand_over(conn: &mut PgConnection, game: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM seat_handovers WHERE game_id = $1)")
        .bind(game)
        .fetch_one(conn)
        .await
}

/// Appends the entries of one decision (`action_no` 0 with no seat for the
/// set-up) after `after_seq`; returns the new last sequence number. A racing
/// append trips the primary key.
pub async fn append(
    tx: &mut PgConnection,
    game: Uuid,
    after_seq: i64,
    action_no: i64,
    seat: Option<StoredSeat>,
    entries: &[Entry],
) -> Result<i64, sqlx::Error> {
    let count = entries.len() as i64;
    let payloads: Vec<Value> = entries
        .iter()
        .map(|entry| serde_json::to_value(entry).unwrap_or(Value::Null))
        .collect();
    sqlx::query(
        "INSERT INTO game_events (game_id, seq, action_no, seat, payload)
         SELECT $1, $2 + ordinality, $3, $4, payload
         FROM unnest($5::jsonb[]) WITH ORDINALITY AS rows (payload, ordinality)",
    )
    .bind(game)
    .bind(after_seq)
    .bind(action_no)
    .bind(seat)
    .bind(&payloads)
    .execute(tx)
    .await?;
    Ok(after_seq + count)
}

/// The projection written with the events it folds.
pub struct Projection<'a> {
    pub seq: i64,
    pub last_action_no: i64,
    pub state: &'a Value,
    pub waiting_on: &'a [StoredSeat],
    pub outcome: Option<&'a Value>,
    pub undo: Option<(StoredSeat, i64)>,
}

pub async fn project(
    tx: &mut PgConnection,
    game: Uuid,
    projection: Projection<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE games SET seq = $2, last_action_no = $3, state = $4, waiting_on = $5, outcome = $6,
                undo_seat = $7, undo_action_no = $8,
                status = CASE WHEN $6::jsonb IS NULL THEN 'active' ELSE 'finished' END,
                started_at = COALESCE(started_at, now()),
                finished_at = CASE WHEN $6::jsonb IS NULL THEN NULL ELSE COALESCE(finished_at, now()) END,
                updated_at = now()
         WHERE id = $1",
    )
    .bind(game)
    .bind(projection.seq)
    .bind(projection.last_action_no)
    .bind(projection.state)
    .bind(projection.waiting_on)
    .bind(projection.outcome)
    .bind(projection.undo.map(|(seat, _)| seat))
    .bind(projection.undo.map(|(_, action)| action))
    .execute(tx)
    .await?;
    Ok(())
}

#[derive(FromRow)]
struct LogRecord {
    seq: i64,
    action_no: i64,
    seat: Option<StoredSeat>,
    payload: Value,
}

pub async fn log(conn: &mut PgConnection, game: Uuid) -> Result<Vec<LogRow>, super::StoreError> {
    let records = sqlx::query_as!(
        LogRecord,
        r#"SELECT seq, action_no, seat AS "seat: StoredSeat", payload
           FROM game_events WHERE game_id = $1 ORDER BY seq"#,
        game
    )
    .fetch_all(conn)
    .await?;
    records.into_iter().map(LogRecord::into_row).collect()
}

impl LogRecord {
    fn into_row(self) -> Result<LogRow, super::StoreError> {
        Ok(LogRow {
            seq: self.seq,
            action_no: self.action_no,
            seat: self.seat,
            entry: serde_json::from_value(self.payload)?,
        })
    }
}

/// What a history step folds from: the latest snapshot at or before
/// `snapshot_upto` (its sequence number and state), and the log rows after
/// it up to `rows_upto`. One statement: the snapshot comes first, marked.
pub async fn snapshot_and_rows(
    conn: &mut PgConnection,
    game: Uuid,
    snapshot_upto: i64,
    rows_upto: i64,
) -> Result<(Option<(i64, Value)>, Vec<LogRow>), super::StoreError> {
    let parts = sqlx::query!(
        r#"WITH snapshot AS (
               SELECT seq, state FROM game_snapshots
               WHERE game_id = $1 AND seq <= $2 ORDER BY seq DESC LIMIT 1
           )
           SELECT true AS "is_snapshot!", seq AS "seq!", 0::bigint AS "action_no!",
                  NULL::smallint AS "seat?: StoredSeat", state AS "payload!"
           FROM snapshot
           UNION ALL
           (SELECT false, seq, action_no, seat, payload FROM game_events
            WHERE game_id = $1 AND seq <= $3
              AND seq > COALESCE((SELECT seq FROM snapshot), 0)
            ORDER BY seq)
           ORDER BY 1 DESC, 2"#,
        game,
        snapshot_upto,
        rows_upto
    )
    .fetch_all(conn)
    .await?;
    let mut snapshot = None;
    let mut rows = Vec::with_capacity(parts.len());
    for part in parts {
        if part.is_snapshot {
            snapshot = Some((part.seq, part.payload));
        } else {
            let record = LogRecord {
                seq: part.seq,
                action_no: part.action_no,
                seat: part.seat,
                payload: part.payload,
            };
            rows.push(record.into_row()?);
        }
    }
    Ok((snapshot, rows))
}

/// What the recap of `seat` (what the others did since its last decision,
/// `history::recap`) folds from: the latest snapshot before that decision,
/// and every row from there on (the decision's own row among them). A seat
/// that has not decided reads the whole log.
pub async fn recap_rows(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
) -> Result<(Option<(i64, Value)>, Vec<LogRow>), super::StoreError> {
    let last: Option<i64> = sqlx::query_scalar(
        "SELECT max(seq) FROM game_events
         WHERE game_id = $1 AND seat = $2 AND (payload ? 'event' OR payload ? 'take_back')",
    )
    .bind(game)
    .bind(seat)
    .fetch_one(&mut *conn)
    .await?;
    snapshot_and_rows(conn, game, last.map_or(0, |seq| seq - 1), i64::MAX).await
}

/// Where a submission of `user` with this token left the game, if it was applied.
pub async fn submission(
    tx: &mut PgConnection,
    game: Uuid,
    token: Uuid,
    user: Uuid,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT seq_after FROM submissions WHERE game_id = $1 AND token = $2 AND user_id = $3",
    )
    .bind(game)
    .bind(token)
    .bind(user)
    .fetch_optional(tx)
    .await
}

/// How many decisions each seat took of its own, by seat: decisions whose
/// events stand (not taken back), not taken for it by its deadline or by the
/// computer. Seats without one are left out.
pub async fn own_decisions(
    tx: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<(StoredSeat, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT e.seat AS "seat!: StoredSeat", count(DISTINCT e.action_no) AS "decisions!"
           FROM game_events e
           WHERE e.game_id = $1 AND e.action_no > 0 AND e.seat IS NOT NULL
             AND e.payload ? 'event'
             AND NOT EXISTS (
                 SELECT 1 FROM game_events o
                 WHERE o.game_id = e.game_id AND o.action_no = e.action_no
                   AND o.payload ?| array['take_back', 'timed_out', 'computer_played'])
           GROUP BY e.seat"#,
        game
    )
    .fetch_all(tx)
    .await?;
    Ok(rows.into_iter().map(|row| (row.seat, row.decisions)).collect())
}

pub async fn record_submission(
    tx: &mut PgConnection,
    game: Uuid,
    token: Uuid,
    user: Uuid,
    seq_after: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        // Another player's token, sent again on purpose, is simply not
        // recorded: an error here would tell them it was used.
        "INSERT INTO submissions (game_id, token, user_id, seq_after) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, token) DO NOTHING",
    )
    .bind(game)
    .bind(token)
    .bind(user)
    .bind(seq_after)
    .execute(tx)
    .await?;
    Ok(())
}

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

/// The last sequence number of a game: all a polling page needs.
pub async fn current_seq(pool: &PgPool, id: Uuid) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT seq FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await
}

/// How many games wait for the decision of the user `$2` (a seat the
/// computer holds for them does not), as a subquery of the statements that
/// read the session or the game page.
pub const WAITING_COUNT: &str =
    "(SELECT count(*) FROM game_players wp JOIN games wg ON wg.id = wp.game_id
     WHERE wp.user_id = $2 AND wg.status = 'active' AND wp.seat = ANY(wg.waiting_on)
       AND NOT wp.bot)";

/// How many games wait for `user`'s decision.
pub async fn waiting_count(pool: &PgPool, user: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT {WAITING_COUNT} FROM (SELECT $1::int) AS unused"
    ))
    .bind(0)
    .bind(user)
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
    sqlx::query_as(
        "SELECT u.id, (SELECT count(*) FROM game_players wp JOIN games wg ON wg.id = wp.game_id
                       WHERE wp.user_id = u.id AND wg.status = 'active'
                         AND wp.seat = ANY(wg.waiting_on) AND NOT wp.bot)
         FROM unnest($1::uuid[]) AS u (id)",
    )
    .bind(users)
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
    sqlx::query_scalar(
        "SELECT g.id FROM games g
         JOIN game_players p ON p.game_id = g.id AND p.user_id = $1
         LEFT JOIN seat_deadlines d ON d.game_id = g.id AND d.seat = p.seat
         WHERE g.status = 'active' AND p.seat = ANY(g.waiting_on) AND NOT p.bot
           AND g.id IS DISTINCT FROM $2
         ORDER BY d.due_at NULLS LAST, g.updated_at
         LIMIT 1",
    )
    .bind(user)
    .bind(except)
    .fetch_optional(pool)
    .await
}

/// The rematch of a finished game that still waits for its players.
pub async fn open_rematch(
    conn: &mut PgConnection,
    finished: Uuid,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM games WHERE rematch_of = $1 AND status = 'open'")
        .bind(finished)
        .fetch_optional(conn)
        .await
}

pub async fn set_rematch_of(
    conn: &mut PgConnection,
    game: Uuid,
    finished: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET rematch_of = $2 WHERE id = $1")
        .bind(game)
        .bind(finished)
        .execute(conn)
        .await?;
    Ok(())
}

/// Marks a seat resigned; the computer holds it from now on.
pub async fn set_resigned(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE game_players SET resigned_at = now(), bot = TRUE WHERE game_id = $1 AND seat = $2",
    )
    .bind(game)
    .bind(seat)
    .execute(conn)
    .await?;
    Ok(())
}
