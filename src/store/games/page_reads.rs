//! The game page's reads: the game with what the page adds for its viewer
//! (`PageExtras`), in one statement, leaving out what the instance already
//! holds (the folded state by `seq`, the table by its version: `table`);
//! and the history step's leaner read.

use super::*;
use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{FromRow, PgPool};
use uuid::Uuid;

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
    /// The viewer's language, zone and look as their account has them now
    /// (`sessions::Profile`), read with the session: a change made on
    /// another device or through the API shows on this one at once.
    #[sqlx(default)]
    pub viewer_profile: Option<String>,
    /// Whether the viewer has closed this game kind's guided first turn.
    pub guide_done: Option<bool>,
}

/// The `PageExtras` of a page read's `row`: the viewer's own columns from
/// the row, the table's from `view` (the one held, or the one the row
/// brought).
macro_rules! page_extras {
    ($row:ident, $view:expr) => {{
        let view: &TableView = $view;
        PageExtras {
            seen_seq: $row.seen_seq,
            mail_muted: $row.mail_muted,
            my_note: $row.my_note.clone(),
            new_by_others: $row.new_by_others,
            first_new_by_others: $row.first_new_by_others,
            following: $row.following,
            open_rematch: view.open_rematch,
            player_ratings: view.player_ratings.clone(),
            has_talk: view.has_talk,
            seat_offers: view.seat_offers.clone(),
            proposal: view.proposal.clone(),
            session_seen_at: $row.session_seen_at,
            waiting_for_me: $row.waiting_for_me,
            viewer_profile: $row.viewer_profile.clone(),
            guide_done: $row.guide_done,
        }
    }};
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

    pub(super) fn never(self) -> bool {
        matches!(self, StateRead::Never)
    }

    pub(super) fn unless_at(self) -> Option<i64> {
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
/// still live (`session_seen_at`). Given the table this instance holds
/// (`held`, see `table`), the read leaves the table out and brings its
/// version: when that is the held one, the held table is the table; when it
/// is not (the table changed since), the whole game is read again, with its
/// table, which is then returned to be kept.
pub async fn load_for(
    pool: &PgPool,
    id: Uuid,
    viewer: Option<Uuid>,
    session: Option<Uuid>,
    state: StateRead,
    held: Option<&HeldTable>,
) -> Result<Option<(GameRecord, PageExtras, Option<HeldTable>)>, sqlx::Error> {
    if let Some(held) = held.filter(|held| held.current_at(Utc::now())) {
        match load_for_at(pool, id, viewer, session, state, held).await? {
            None => return Ok(None),
            Some(Some((game, extras))) => return Ok(Some((game, extras, None))),
            Some(None) => {}
        }
    }
    let whole = load_whole_for(pool, id, viewer, session, state).await?;
    Ok(whole.map(|(game, extras, table)| (game, extras, Some(table))))
}

/// The page's read without the table, when `held` is still the table
/// (`Some(None)` when it is not; `None` when there is no such game).
async fn load_for_at(
    pool: &PgPool,
    id: Uuid,
    viewer: Option<Uuid>,
    session: Option<Uuid>,
    state: StateRead,
    held: &HeldTable,
) -> Result<Option<Option<(GameRecord, PageExtras)>>, sqlx::Error> {
    // `$6`: the held players, whose accounts' and ratings' versions are
    // compared (as `load_whole_for` reads them). The count of games waiting
    // is `waiting_count`'s, as in `load_whole_for`.
    let row = game_rows_with_players!(
        "'[]'::json",
        "CASE WHEN $3 OR g.seq = $4 THEN NULL ELSE g.state END",
        r#",
            g.xmin::text::bigint AS "row_version!",
            (SELECT array_agg(u.xmin::text || '/' || COALESCE(r.xmin::text, '') ORDER BY u.id)
             FROM users u LEFT JOIN ratings r ON r.user_id = u.id AND r.game_kind = g.kind
             WHERE u.id = ANY($6)) AS "people_version?",
            (SELECT seen_seq FROM game_visits v WHERE v.game_id = g.id AND v.user_id = $2) AS "seen_seq?",
            news.new_by_others AS "new_by_others?", news.first_new_by_others AS "first_new_by_others?",
            EXISTS (SELECT 1 FROM game_mail_mutes m WHERE m.game_id = g.id AND m.user_id = $2) AS "mail_muted?",
            EXISTS (SELECT 1 FROM follows f WHERE f.game_id = g.id AND f.user_id = $2) AS "following?",
            (SELECT n.body FROM private_notes n WHERE n.game_id = g.id AND n.user_id = $2) AS "my_note?",
            (SELECT s.last_seen_at FROM user_sessions s
             WHERE s.id = $5 AND s.user_id = $2 AND s.expires_at > now()) AS "session_seen_at?",
            (SELECT u.time_zone || ' ' || u.theme || ' ' || COALESCE(u.language, '')
             FROM users u WHERE u.id = $2) AS "viewer_profile?",
            (SELECT count(*) FROM game_players wp WHERE wp.user_id = $2 AND wp.waiting AND NOT wp.bot) AS "waiting_for_me?",
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
        session,
        &held.people()
    )
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let version = TableVersion {
        row: row.row_version,
        people: row.people_version.clone().unwrap_or_default(),
    };
    if version != held.version {
        return Ok(Some(None));
    }
    let view = &held.view;
    let extras = page_extras!(row, view);
    let mut game = game_record!(row);
    game.players = Json(view.players.clone());
    Ok(Some(Some((game, extras))))
}

/// The page's whole read: the game, its table (with the table's version)
/// and what the page adds for the viewer.
async fn load_whole_for(
    pool: &PgPool,
    id: Uuid,
    viewer: Option<Uuid>,
    session: Option<Uuid>,
    state: StateRead,
) -> Result<Option<(GameRecord, PageExtras, HeldTable)>, sqlx::Error> {
    // What the page adds for the viewer `$2` of session `$5`, after the
    // game's own columns. The count of games waiting is `waiting_count`'s,
    // written out here because a checked statement is one literal (a test
    // compares them: `the_page_read_counts_waiting_games_as_the_login_does`).
    let row = game_rows!(
        "CASE WHEN $3 OR g.seq = $4 THEN NULL ELSE g.state END",
        r#",
            g.xmin::text::bigint AS "row_version!",
            (SELECT array_agg(u.xmin::text || '/' || COALESCE(r.xmin::text, '') ORDER BY u.id)
             FROM game_players p JOIN users u ON u.id = p.user_id
             LEFT JOIN ratings r ON r.user_id = u.id AND r.game_kind = g.kind
             WHERE p.game_id = g.id) AS "people_version?",
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
                    'invited_name', (SELECT i.username FROM users i WHERE i.id = o.invited),
                    'offered_by_name', (SELECT b.username FROM users b WHERE b.id = o.offered_by))
                    ORDER BY o.seat)
             FROM seat_offers o WHERE o.game_id = g.id) AS "seat_offers?: Json<Vec<SeatOffer>>",
            (SELECT json_build_object('kind', a.kind, 'proposed_by', a.proposed_by,
                    'accepted', a.accepted, 'proposed_at', a.proposed_at, 'expires_at', a.expires_at)
             FROM agreement_proposals a WHERE a.game_id = g.id) AS "proposal?: Json<Proposal>",
            (SELECT s.last_seen_at FROM user_sessions s
             WHERE s.id = $5 AND s.user_id = $2 AND s.expires_at > now()) AS "session_seen_at?",
            (SELECT u.time_zone || ' ' || u.theme || ' ' || COALESCE(u.language, '')
             FROM users u WHERE u.id = $2) AS "viewer_profile?",
            (SELECT count(*) FROM game_players wp WHERE wp.user_id = $2 AND wp.waiting AND NOT wp.bot) AS "waiting_for_me?",
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
        let version = TableVersion {
            row: row.row_version,
            people: row.people_version.clone().unwrap_or_default(),
        };
        let view = TableView {
            players: row.players.0.clone(),
            player_ratings: row.player_ratings.clone(),
            open_rematch: row.open_rematch,
            has_talk: row.has_talk,
            seat_offers: row.seat_offers.clone(),
            proposal: row.proposal.clone(),
        };
        let extras = page_extras!(row, &view);
        let game = game_record!(row);
        let table = HeldTable::new(version, view);
        (game, extras, table)
    }))
}

/// How far around a history step its read reaches: the step (`None`: the
/// game's last), how many steps are listed on each side of it, and how many
/// rows past them are read (a take-back of a listed decision follows it).
#[derive(Debug, Clone, Copy)]
pub struct StepReach {
    pub at: Option<i64>,
    pub window: i64,
    pub lookahead: i64,
}

/// The game for a history step seen by `viewer`, with only what that page
/// adds (`seen_seq`, `has_talk`, the login's `session_seen_at` and the count
/// of games waiting; the other extras stay `None`), and what the step folds
/// from (`reach`): the latest snapshot before the first step listed, and the
/// rows from there to past the last. One read, however long the log: a step
/// is asked for again and again while someone steps through a game (the
/// snapshot and its rows used to be a second statement, a third of the
/// step's time at one connection). The state is never read: a step folds
/// its own.
pub async fn load_for_history(
    pool: &PgPool,
    id: Uuid,
    viewer: Option<Uuid>,
    session: Option<Uuid>,
    reach: StepReach,
) -> Result<Option<(GameRecord, PageExtras, Vec<StepPart>)>, sqlx::Error> {
    // `waiting_count`'s count written out, as in `load_for` (a test compares
    // them). The bounds are the page's: listed from `at - window` (at least
    // 1) to `at + window` (at most the last), the snapshot at or before the
    // step before the first listed, rows to `lookahead` past the last.
    let row = game_rows!(
        "NULL::jsonb",
        r#",
            (SELECT seen_seq FROM game_visits v WHERE v.game_id = g.id AND v.user_id = $2) AS "seen_seq?",
            EXISTS (SELECT 1 FROM game_messages m WHERE m.game_id = g.id) AS "has_talk?",
            (SELECT s.last_seen_at FROM user_sessions s
             WHERE s.id = $3 AND s.user_id = $2 AND s.expires_at > now()) AS "session_seen_at?",
            (SELECT u.time_zone || ' ' || u.theme || ' ' || COALESCE(u.language, '')
             FROM users u WHERE u.id = $2) AS "viewer_profile?",
            (SELECT count(*) FROM game_players wp WHERE wp.user_id = $2 AND wp.waiting AND NOT wp.bot) AS "waiting_for_me?",
            (SELECT json_agg(json_build_array(part.is_snapshot, part.seq, part.action_no,
                                              part.seat, part.payload)
                             ORDER BY part.is_snapshot DESC, part.seq)
             FROM (SELECT true AS is_snapshot, s.seq, 0::bigint AS action_no,
                          NULL::smallint AS seat, s.state AS payload
                   FROM game_snapshots s
                   WHERE s.game_id = g.id AND s.seq = snapshot.seq
                   UNION ALL
                   SELECT false, e.seq, e.action_no, e.seat, e.payload FROM game_events e
                   WHERE e.game_id = g.id AND e.seq > COALESCE(snapshot.seq, 0)
                     AND e.seq <= bounds.rows_upto) part)
                AS "steps?: Json<Vec<StepPart>>""#,
        "FROM games g
         CROSS JOIN LATERAL (
             SELECT GREATEST(COALESCE($4, g.seq) - $5, 1) - 1 AS snapshot_upto,
                    LEAST(COALESCE($4, g.seq) + $5, g.seq) + $6 AS rows_upto
         ) bounds
         LEFT JOIN LATERAL (
             SELECT max(s.seq) AS seq FROM game_snapshots s
             WHERE s.game_id = g.id AND s.seq <= bounds.snapshot_upto
         ) snapshot ON true
         WHERE g.id = $1",
        id,
        viewer,
        session,
        reach.at,
        reach.window,
        reach.lookahead
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|row| {
        let extras = PageExtras {
            seen_seq: row.seen_seq,
            has_talk: row.has_talk,
            session_seen_at: row.session_seen_at,
            waiting_for_me: row.waiting_for_me,
            viewer_profile: row.viewer_profile.clone(),
            ..PageExtras::default()
        };
        let steps = row.steps.clone().map(|steps| steps.0).unwrap_or_default();
        (game_record!(row), extras, steps)
    }))
}
