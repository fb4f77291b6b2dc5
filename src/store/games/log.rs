//! A game's log and its projection: one decision's single statement
//! (`commit_decision`), the appends and projections of the locked paths, the
//! rows and snapshots a history or a recap folds from, submissions.

use super::*;
use crate::games::log::{Entry, LogRow};
use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::{FromRow, PgConnection};
use uuid::Uuid;

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
    // Built at run time because the statement is made of the parts this
    // decision needs, and its deadline part is `deadlines::plan_ctes`.
    // The two parameters bound after the deadline plan's.
    let may_snapshot = 16 + crate::store::deadlines::PLAN_PARAMETERS;
    let turn_mail_after = may_snapshot + 1;
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
                 SELECT u.id, u.email, 'your_turn', $1, t.seat, ${turn_mail_after}
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
                 WHERE ${may_snapshot} AND {landed}
                   AND NOT EXISTS (SELECT 1 FROM game_snapshots s
                                   WHERE s.game_id = $1 AND s.seq > $3 - {SNAPSHOT_EVERY})
                 ON CONFLICT DO NOTHING)"
        )
    };
    let deadlines = if write.deadlines.leaving.is_empty() && write.deadlines.fresh.is_empty() {
        String::new()
    } else {
        // From $16: the plan's parameters, bound by `bind_plan`.
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
    sqlx::query!(
        "INSERT INTO game_events (game_id, seq, action_no, seat, payload)
         SELECT $1, $2 + ordinality, $3, $4, payload
         FROM unnest($5::jsonb[]) WITH ORDINALITY AS rows (payload, ordinality)",
        game,
        after_seq,
        action_no,
        seat as _,
        &payloads
    )
    .execute(tx)
    .await?;
    Ok(after_seq + count)
}

/// The set-up events of games starting together, in one statement: each
/// game's `entries` follow its `after_seq`, with no action and no seat (as
/// [`append`] writes a start). Returns each game's new sequence number.
pub async fn append_set_ups(
    tx: &mut PgConnection,
    games: &[(Uuid, i64, &[Entry])],
) -> Result<Vec<i64>, sqlx::Error> {
    let mut ids = Vec::new();
    let mut seqs = Vec::new();
    let mut payloads = Vec::new();
    let mut last = Vec::with_capacity(games.len());
    for (game, after_seq, entries) in games {
        let mut seq = *after_seq;
        for entry in *entries {
            seq += 1;
            ids.push(*game);
            seqs.push(seq);
            payloads.push(serde_json::to_value(entry).unwrap_or(Value::Null));
        }
        last.push(seq);
    }
    sqlx::query!(
        "INSERT INTO game_events (game_id, seq, action_no, seat, payload)
         SELECT game_id, seq, 0, NULL, payload
         FROM unnest($1::uuid[], $2::int8[], $3::jsonb[]) AS rows (game_id, seq, payload)",
        &ids,
        &seqs,
        &payloads
    )
    .execute(tx)
    .await?;
    Ok(last)
}

/// [`project`] for games starting together (no action taken yet, nothing to
/// undo), in one statement.
pub async fn project_set_ups(
    tx: &mut PgConnection,
    games: &[(Uuid, Projection<'_>)],
) -> Result<(), sqlx::Error> {
    let ids: Vec<Uuid> = games.iter().map(|(id, _)| *id).collect();
    let seqs: Vec<i64> = games.iter().map(|(_, p)| p.seq).collect();
    let states: Vec<Value> = games.iter().map(|(_, p)| p.state.clone()).collect();
    // Each game's waiting seats as one JSON array: arrays of arrays do not
    // unnest row by row.
    let waiting: Vec<Value> = games
        .iter()
        .map(|(_, p)| serde_json::to_value(p.waiting_on).unwrap_or(Value::Null))
        .collect();
    let outcomes: Vec<Option<Value>> = games.iter().map(|(_, p)| p.outcome.cloned()).collect();
    sqlx::query!(
        "UPDATE games g SET seq = n.seq, last_action_no = 0, state = n.state,
                waiting_on = ARRAY(SELECT w.seat::int2
                                   FROM jsonb_array_elements_text(n.waiting) WITH ORDINALITY AS w (seat, i)
                                   ORDER BY w.i),
                outcome = n.outcome, undo_seat = NULL, undo_action_no = NULL,
                status = CASE WHEN n.outcome IS NULL THEN 'active' ELSE 'finished' END,
                started_at = COALESCE(g.started_at, now()),
                finished_at = CASE WHEN n.outcome IS NULL THEN NULL ELSE COALESCE(g.finished_at, now()) END,
                updated_at = now()
         FROM unnest($1::uuid[], $2::int8[], $3::jsonb[], $4::jsonb[], $5::jsonb[])
              AS n (id, seq, state, waiting, outcome)
         WHERE g.id = n.id",
        &ids,
        &seqs,
        &states,
        &waiting,
        &outcomes as _
    )
    .execute(tx)
    .await?;
    Ok(())
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
    sqlx::query!(
        "UPDATE games SET seq = $2, last_action_no = $3, state = $4, waiting_on = $5, outcome = $6,
                undo_seat = $7, undo_action_no = $8,
                status = CASE WHEN $6::jsonb IS NULL THEN 'active' ELSE 'finished' END,
                started_at = COALESCE(started_at, now()),
                finished_at = CASE WHEN $6::jsonb IS NULL THEN NULL ELSE COALESCE(finished_at, now()) END,
                updated_at = now()
         WHERE id = $1",
        game,
        projection.seq,
        projection.last_action_no,
        projection.state,
        projection.waiting_on as _,
        projection.outcome,
        projection.undo.map(|(seat, _)| seat) as _,
        projection.undo.map(|(_, action)| action)
    )
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

pub async fn log(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<LogRow>, crate::store::StoreError> {
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

/// The entry at `seq` of the game's log (its last, given the game's `seq`).
pub async fn entry_at(
    conn: &mut PgConnection,
    game: Uuid,
    seq: i64,
) -> Result<Option<Entry>, crate::store::StoreError> {
    let payload = sqlx::query_scalar!(
        "SELECT payload FROM game_events WHERE game_id = $1 AND seq = $2",
        game,
        seq
    )
    .fetch_optional(conn)
    .await?;
    payload
        .map(|payload| serde_json::from_value(payload).map_err(Into::into))
        .transpose()
}

impl LogRecord {
    fn into_row(self) -> Result<LogRow, crate::store::StoreError> {
        Ok(LogRow {
            seq: self.seq,
            action_no: self.action_no,
            seat: self.seat,
            entry: serde_json::from_value(self.payload)?,
        })
    }
}

/// One part of what a history step folds from, as its read brings it
/// (`load_for_history`): (whether it is the snapshot, sequence number,
/// action number, seat, the snapshot's state or the event's payload).
pub type StepPart = (bool, i64, i64, Option<i16>, Value);

/// What a history step folds from: the snapshot (its sequence number and
/// state), if any, and the log rows after it.
pub type StepWindow = (Option<(i64, Value)>, Vec<LogRow>);

/// The snapshot and the log rows of a step's parts, in their order.
pub fn step_window(parts: Vec<StepPart>) -> Result<StepWindow, crate::store::StoreError> {
    let mut snapshot = None;
    let mut rows = Vec::with_capacity(parts.len());
    for (is_snapshot, seq, action_no, seat, payload) in parts {
        if is_snapshot {
            snapshot = Some((seq, payload));
        } else {
            let seat = seat
                .map(StoredSeat::try_from)
                .transpose()
                .map_err(|error| {
                    crate::store::StoreError::Corrupt(format!("{error:?} in the log"))
                })?;
            rows.push(
                LogRecord {
                    seq,
                    action_no,
                    seat,
                    payload,
                }
                .into_row()?,
            );
        }
    }
    Ok((snapshot, rows))
}

/// What a history step folds from: the latest snapshot at or before
/// `snapshot_upto` (its sequence number and state), and the log rows after
/// it up to `rows_upto`. One statement: the snapshot comes first, marked.
pub async fn snapshot_and_rows(
    conn: &mut PgConnection,
    game: Uuid,
    snapshot_upto: i64,
    rows_upto: i64,
) -> Result<(Option<(i64, Value)>, Vec<LogRow>), crate::store::StoreError> {
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
) -> Result<(Option<(i64, Value)>, Vec<LogRow>), crate::store::StoreError> {
    let last: Option<i64> = sqlx::query_scalar!(
        r#"SELECT max(seq) AS "last?" FROM game_events
           WHERE game_id = $1 AND seat = $2 AND (payload ? 'event' OR payload ? 'take_back')"#,
        game,
        seat as _
    )
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
    sqlx::query_scalar!(
        "SELECT seq_after FROM submissions WHERE game_id = $1 AND token = $2 AND user_id = $3",
        game,
        token,
        user
    )
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
    Ok(rows
        .into_iter()
        .map(|row| (row.seat, row.decisions))
        .collect())
}

pub async fn record_submission(
    tx: &mut PgConnection,
    game: Uuid,
    token: Uuid,
    user: Uuid,
    seq_after: i64,
) -> Result<(), sqlx::Error> {
    // Another player's token, sent again on purpose, is simply not
    // recorded: an error here would tell them it was used.
    sqlx::query!(
        "INSERT INTO submissions (game_id, token, user_id, seq_after) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, token) DO NOTHING",
        game,
        token,
        user,
        seq_after
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// Marks a seat resigned; the computer holds it from now on.
pub async fn set_resigned(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_players SET resigned_at = now(), bot = TRUE WHERE game_id = $1 AND seat = $2",
        game,
        seat as _
    )
    .execute(conn)
    .await?;
    Ok(())
}
