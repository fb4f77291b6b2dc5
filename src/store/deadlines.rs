//! Deadlines of waiting seats, time banks, vacations, bot seats.

use crate::games::StoredSeat;
use chrono::{DateTime, Utc};
use sqlx::{FromRow, PgConnection};
use uuid::Uuid;

#[derive(Debug, Clone, FromRow)]
pub struct DeadlineRow {
    pub game_id: Uuid,
    pub seat: StoredSeat,
    pub started_at: DateTime<Utc>,
    pub due_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub next_reminder_at: Option<DateTime<Utc>>,
    pub reminders_sent: i32,
    pub hourglass: bool,
}

/// A query of `DeadlineRow`s, checked at compile time: the columns once,
/// the rest of the statement (from `FROM`) given with its arguments.
macro_rules! deadline_rows {
    ($rest:literal $(, $argument:expr)* $(,)?) => {
        sqlx::query_as!(
            DeadlineRow,
            r#"SELECT game_id, seat AS "seat: StoredSeat", started_at, due_at, expires_at,
                      next_reminder_at, reminders_sent, hourglass "# + $rest
            $(, $argument)*
        )
    };
}

/// What the deadline of a newly waiting seat depends on.
#[derive(Debug, Clone, FromRow)]
pub struct SeatClock {
    pub seat: StoredSeat,
    pub user_id: Uuid,
    pub bank_seconds: i64,
    pub bot: bool,
    pub away_until: Option<DateTime<Utc>>,
    /// The player's days off (see `clocks::days_off`) and time zone, and
    /// their night (quiet hours).
    pub days_off: i16,
    pub time_zone: Option<String>,
    pub quiet_from: Option<i16>,
    pub quiet_to: Option<i16>,
}

/// The deadline changes of one decision (see `deadlines::plan`).
#[derive(Debug, Clone, Default)]
pub struct DeadlinePlan {
    /// Seats whose deadline ends.
    pub leaving: Vec<StoredSeat>,
    /// The banks that change as their seat's deadline ends (`clocks::bank`
    /// worked them out): each written only if that deadline was there to
    /// end.
    pub banks: Vec<(StoredSeat, i64)>,
    /// Deadlines of the seats that now wait.
    pub fresh: Vec<DeadlineRow>,
}

/// The deadline part of a decision's statement, as common table expressions
/// (each starting with a comma) guarded by `guard` (an SQL condition that is
/// true when the decision lands). The parameters start at `$first`: the
/// game, the leaving seats and their charges, the fresh rows' columns as
/// arrays. There are [`PLAN_PARAMETERS`] of them.
pub(crate) fn plan_ctes(first: usize, guard: &str) -> String {
    let [game, leaving, bank_seats, banks, seats, started, due, expires, remind, hourglass] =
        std::array::from_fn(|i| format!("${}", first + i));
    format!(
        ", gone AS (
             DELETE FROM seat_deadlines
             WHERE game_id = {game} AND seat = ANY({leaving}::int2[]) AND {guard}
             RETURNING seat)
         , banked AS (
             UPDATE game_players p SET bank_seconds = b.bank
             FROM gone JOIN unnest({bank_seats}::int2[], {banks}::bigint[]) AS b (seat, bank)
                  ON b.seat = gone.seat
             WHERE p.game_id = {game} AND p.seat = gone.seat)
         , fresh AS (
             INSERT INTO seat_deadlines
                 (game_id, seat, started_at, due_at, expires_at, next_reminder_at, hourglass)
             SELECT {game}, f.seat, f.started_at, f.due_at, f.expires_at, f.next_reminder_at, f.hourglass
             FROM unnest({seats}::int2[], {started}::timestamptz[], {due}::timestamptz[],
                         {expires}::timestamptz[], {remind}::timestamptz[], {hourglass}::bool[])
                  AS f (seat, started_at, due_at, expires_at, next_reminder_at, hourglass)
             WHERE {guard}
             -- A seat waiting on under another limit (see clocks::plan) has
             -- its deadline replaced; any other existing one is kept.
             ON CONFLICT (game_id, seat) DO UPDATE
             SET started_at = EXCLUDED.started_at, due_at = EXCLUDED.due_at,
                 expires_at = EXCLUDED.expires_at, next_reminder_at = EXCLUDED.next_reminder_at,
                 reminders_sent = 0, hourglass = EXCLUDED.hourglass
             WHERE seat_deadlines.hourglass <> EXCLUDED.hourglass)"
    )
}

/// How many parameters [`plan_ctes`] reads.
pub(crate) const PLAN_PARAMETERS: usize = 10;

/// Binds the parameters `plan_ctes` reads, in its order.
pub(crate) fn bind_plan<'q>(
    query: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    game: Uuid,
    plan: &'q DeadlinePlan,
) -> sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments> {
    let column = |get: fn(&DeadlineRow) -> DateTime<Utc>| -> Vec<DateTime<Utc>> {
        plan.fresh.iter().map(get).collect()
    };
    query
        .bind(game)
        .bind(&plan.leaving)
        .bind(
            plan.banks
                .iter()
                .map(|(seat, _)| *seat)
                .collect::<Vec<StoredSeat>>(),
        )
        .bind(
            plan.banks
                .iter()
                .map(|(_, bank)| *bank)
                .collect::<Vec<i64>>(),
        )
        .bind(
            plan.fresh
                .iter()
                .map(|row| row.seat)
                .collect::<Vec<StoredSeat>>(),
        )
        .bind(column(|row| row.started_at))
        .bind(column(|row| row.due_at))
        .bind(column(|row| row.expires_at))
        .bind(
            plan.fresh
                .iter()
                .map(|row| row.next_reminder_at)
                .collect::<Vec<Option<DateTime<Utc>>>>(),
        )
        .bind(
            plan.fresh
                .iter()
                .map(|row| row.hourglass)
                .collect::<Vec<bool>>(),
        )
}

/// Applies a plan on its own, in one statement.
pub async fn apply_plan(
    conn: &mut PgConnection,
    game: Uuid,
    plan: &DeadlinePlan,
) -> Result<(), sqlx::Error> {
    if plan.leaving.is_empty() && plan.fresh.is_empty() {
        return Ok(());
    }
    // Built at run time because the deadline part (`plan_ctes`) is one text
    // with the decision's statement (`games::commit_decision`), numbered from
    // the first parameter here.
    let sql = format!(
        "WITH always AS (SELECT 1) {} SELECT 1",
        plan_ctes(1, "true")
    );
    bind_plan(sqlx::query(&sql), game, plan)
        .execute(conn)
        .await?;
    Ok(())
}

/// [`apply_plan`] for the plans of several games (an event's round
/// starting its tables), in one statement: what each game's would do.
pub async fn apply_plans(
    conn: &mut PgConnection,
    plans: &[(Uuid, DeadlinePlan)],
) -> Result<(), sqlx::Error> {
    let mut leaving: (Vec<Uuid>, Vec<i16>) = Default::default();
    let mut banks: (Vec<Uuid>, Vec<i16>, Vec<i64>) = Default::default();
    let mut fresh: Vec<(Uuid, &DeadlineRow)> = Vec::new();
    for (game, plan) in plans {
        for seat in &plan.leaving {
            leaving.0.push(*game);
            leaving.1.push(seat.number());
        }
        for (seat, bank) in &plan.banks {
            banks.0.push(*game);
            banks.1.push(seat.number());
            banks.2.push(*bank);
        }
        fresh.extend(plan.fresh.iter().map(|row| (*game, row)));
    }
    if leaving.0.is_empty() && fresh.is_empty() {
        return Ok(());
    }
    let fresh_games: Vec<Uuid> = fresh.iter().map(|(game, _)| *game).collect();
    let seats: Vec<i16> = fresh.iter().map(|(_, row)| row.seat.number()).collect();
    let started: Vec<DateTime<Utc>> = fresh.iter().map(|(_, row)| row.started_at).collect();
    let due: Vec<DateTime<Utc>> = fresh.iter().map(|(_, row)| row.due_at).collect();
    let expires: Vec<DateTime<Utc>> = fresh.iter().map(|(_, row)| row.expires_at).collect();
    let remind: Vec<Option<DateTime<Utc>>> =
        fresh.iter().map(|(_, row)| row.next_reminder_at).collect();
    let hourglass: Vec<bool> = fresh.iter().map(|(_, row)| row.hourglass).collect();
    // As `plan_ctes`, each row naming its game.
    sqlx::query!(
        "WITH gone AS (
             DELETE FROM seat_deadlines d
             USING unnest($1::uuid[], $2::int2[]) AS l (game_id, seat)
             WHERE d.game_id = l.game_id AND d.seat = l.seat
             RETURNING d.game_id, d.seat)
         , banked AS (
             UPDATE game_players p SET bank_seconds = b.bank
             FROM gone JOIN unnest($3::uuid[], $4::int2[], $5::bigint[]) AS b (game_id, seat, bank)
                  ON b.game_id = gone.game_id AND b.seat = gone.seat
             WHERE p.game_id = gone.game_id AND p.seat = gone.seat)
         INSERT INTO seat_deadlines
             (game_id, seat, started_at, due_at, expires_at, next_reminder_at, hourglass)
         SELECT f.game_id, f.seat, f.started_at, f.due_at, f.expires_at, f.next_reminder_at, f.hourglass
         FROM unnest($6::uuid[], $7::int2[], $8::timestamptz[], $9::timestamptz[],
                     $10::timestamptz[], $11::timestamptz[], $12::bool[])
              AS f (game_id, seat, started_at, due_at, expires_at, next_reminder_at, hourglass)
         ON CONFLICT (game_id, seat) DO UPDATE
         SET started_at = EXCLUDED.started_at, due_at = EXCLUDED.due_at,
             expires_at = EXCLUDED.expires_at, next_reminder_at = EXCLUDED.next_reminder_at,
             reminders_sent = 0, hourglass = EXCLUDED.hourglass
         WHERE seat_deadlines.hourglass <> EXCLUDED.hourglass",
        &leaving.0,
        &leaving.1,
        &banks.0,
        &banks.1,
        &banks.2,
        &fresh_games,
        &seats,
        &started,
        &due,
        &expires,
        &remind as _,
        &hourglass
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn seat_clocks(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<SeatClock>, sqlx::Error> {
    sqlx::query_as!(
        SeatClock,
        r#"SELECT p.seat AS "seat!: StoredSeat", p.user_id, p.bank_seconds, p.bot, u.away_until,
                  u.clock_days_off AS days_off, u.time_zone AS "time_zone?", u.quiet_from,
                  u.quiet_to
           FROM game_players p JOIN users u ON u.id = p.user_id
           WHERE p.game_id = $1 AND p.seat IS NOT NULL"#,
        game
    )
    .fetch_all(conn)
    .await
}

/// [`seat_clocks`] of several games in one read, by game.
pub async fn seat_clocks_of_games(
    conn: &mut PgConnection,
    games: &[Uuid],
) -> Result<std::collections::HashMap<Uuid, Vec<SeatClock>>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT p.game_id, p.seat AS "seat!: StoredSeat", p.user_id, p.bank_seconds, p.bot,
                  u.away_until, u.clock_days_off AS days_off, u.time_zone AS "time_zone?",
                  u.quiet_from, u.quiet_to
           FROM game_players p JOIN users u ON u.id = p.user_id
           WHERE p.game_id = ANY($1) AND p.seat IS NOT NULL"#,
        games
    )
    .fetch_all(conn)
    .await?;
    let mut clocks: std::collections::HashMap<Uuid, Vec<SeatClock>> =
        games.iter().map(|game| (*game, Vec::new())).collect();
    for row in rows {
        clocks.entry(row.game_id).or_default().push(SeatClock {
            seat: row.seat,
            user_id: row.user_id,
            bank_seconds: row.bank_seconds,
            bot: row.bot,
            away_until: row.away_until,
            days_off: row.days_off,
            time_zone: row.time_zone,
            quiet_from: row.quiet_from,
            quiet_to: row.quiet_to,
        });
    }
    Ok(clocks)
}

pub async fn for_game(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<DeadlineRow>, sqlx::Error> {
    deadline_rows!("FROM seat_deadlines WHERE game_id = $1 ORDER BY seat", game)
        .fetch_all(conn)
        .await
}

pub async fn insert(conn: &mut PgConnection, row: &DeadlineRow) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO seat_deadlines (game_id, seat, started_at, due_at, expires_at, next_reminder_at, hourglass)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (game_id, seat) DO NOTHING",
        row.game_id,
        row.seat as _,
        row.started_at,
        row.due_at,
        row.expires_at,
        row.next_reminder_at,
        row.hourglass
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Removes the deadline of a seat that decided; returns it.
pub async fn remove(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
) -> Result<Option<DeadlineRow>, sqlx::Error> {
    sqlx::query_as!(
        DeadlineRow,
        r#"DELETE FROM seat_deadlines WHERE game_id = $1 AND seat = $2
           RETURNING game_id, seat AS "seat: StoredSeat", started_at, due_at, expires_at,
                     next_reminder_at, reminders_sent, hourglass"#,
        game,
        seat as _
    )
    .fetch_optional(conn)
    .await
}

pub async fn remove_all(conn: &mut PgConnection, game: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM seat_deadlines WHERE game_id = $1", game)
        .execute(conn)
        .await?;
    Ok(())
}

/// Writes what a seat's bank now holds (`clocks::bank` works it out).
pub async fn set_bank(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    seconds: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_players SET bank_seconds = $3 WHERE game_id = $1 AND seat = $2",
        game,
        seat as _,
        seconds
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_bot(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    bot: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_players SET bot = $3 WHERE game_id = $1 AND seat = $2",
        game,
        seat as _,
        bot
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Fills the time banks of every seat of each game (games starting), in one
/// statement.
pub async fn start_banks(
    conn: &mut PgConnection,
    banks: &[(Uuid, i64)],
) -> Result<(), sqlx::Error> {
    if banks.is_empty() {
        return Ok(());
    }
    let games: Vec<Uuid> = banks.iter().map(|(game, _)| *game).collect();
    let seconds: Vec<i64> = banks.iter().map(|(_, seconds)| *seconds).collect();
    sqlx::query!(
        "UPDATE game_players p SET bank_seconds = b.seconds
         FROM unnest($1::uuid[], $2::int8[]) AS b (game_id, seconds)
         WHERE p.game_id = b.game_id AND p.bank_seconds <> b.seconds",
        &games,
        &seconds
    )
    .execute(conn)
    .await?;
    Ok(())
}

// Lock order, everywhere a deadline row is written: the game row first, then
// its deadline rows. A move locks its game and then removes or inserts the
// deadlines of the seats it concerns; the sweeper and a vacation follow the
// same order, so a move and a timeout at the same instant queue on the game
// row instead of each holding what the other waits for (a deadlock).

/// Locks the game row alone (without reading the whole record), so that a
/// deadline row of the game may be written after it.
pub async fn lock_game_row(conn: &mut PgConnection, game: Uuid) -> Result<bool, sqlx::Error> {
    let found = sqlx::query_scalar!("SELECT id FROM games WHERE id = $1 FOR UPDATE", game)
        .fetch_optional(conn)
        .await?;
    Ok(found.is_some())
}

/// The outcome of claiming a deadline.
#[derive(Debug, Clone)]
pub enum Claimed {
    /// Nothing is due (or everything due is in a game another transaction holds).
    NothingDue,
    /// A due deadline changed between finding it and locking its game (the
    /// seat decided meanwhile): look again.
    Changed,
    /// This deadline is due; its game row and itself are locked.
    Due(DeadlineRow),
}

/// Claims one expired deadline that is not set aside after a failure: its
/// game row is locked first (games another transaction holds are skipped, so
/// instances sweeping together never act on the same game twice), then the
/// deadline row itself, read again under the lock.
pub async fn claim_expired(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<Claimed, sqlx::Error> {
    // Built at run time because which deadlines the computer answers
    // (`computer::ANSWERED_BY_COMPUTER`) is one text with the computer's
    // own claim: the sweeper leaves exactly those to it.
    let candidate: Option<(Uuid, StoredSeat)> = sqlx::query_as(&format!(
        "SELECT d.game_id, d.seat FROM seat_deadlines d JOIN games g ON g.id = d.game_id
             JOIN game_players p ON p.game_id = d.game_id AND p.seat = d.seat
             WHERE d.expires_at <= $1 AND (d.retry_at IS NULL OR d.retry_at <= $1)
               AND g.paused_at IS NULL
               AND NOT {}
             ORDER BY d.expires_at LIMIT 1 FOR UPDATE OF g SKIP LOCKED",
        super::computer::ANSWERED_BY_COMPUTER
    ))
    .bind(now)
    .fetch_optional(&mut *conn)
    .await?;
    let Some((game, seat)) = candidate else {
        return Ok(Claimed::NothingDue);
    };
    let row = deadline_rows!(
        "FROM seat_deadlines
         WHERE game_id = $1 AND seat = $2 AND expires_at <= $3
           AND (retry_at IS NULL OR retry_at <= $3)
         FOR UPDATE",
        game,
        seat as _,
        now
    )
    .fetch_optional(conn)
    .await?;
    Ok(row.map_or(Claimed::Changed, Claimed::Due))
}

/// Claims one deadline whose next reminder is due, in the same lock order as
/// [`claim_expired`]. A turn whose time already ran out (the sweeper was
/// down meanwhile) gets no reminder: its timeout comes next.
pub async fn claim_reminder(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<Claimed, sqlx::Error> {
    let candidate = sqlx::query!(
        r#"SELECT d.game_id, d.seat AS "seat: StoredSeat"
           FROM seat_deadlines d JOIN games g ON g.id = d.game_id
           WHERE d.next_reminder_at <= $1 AND d.expires_at > $1 AND g.paused_at IS NULL
           ORDER BY d.next_reminder_at LIMIT 1 FOR UPDATE OF g SKIP LOCKED"#,
        now
    )
    .fetch_optional(&mut *conn)
    .await?;
    let Some((game, seat)) = candidate.map(|found| (found.game_id, found.seat)) else {
        return Ok(Claimed::NothingDue);
    };
    let row = deadline_rows!(
        "FROM seat_deadlines
         WHERE game_id = $1 AND seat = $2 AND next_reminder_at <= $3
         FOR UPDATE",
        game,
        seat as _,
        now
    )
    .fetch_optional(conn)
    .await?;
    Ok(row.map_or(Claimed::Changed, Claimed::Due))
}

/// What the sweeper failed to do on a deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailedStep {
    /// Applying the timeout policy: retried later.
    Timeout,
    /// Sending a reminder: skipped; `next` is the reminder after it.
    Reminder { next: Option<DateTime<Utc>> },
}

/// Records that the sweeper failed on a deadline, for an operator to see,
/// and sets it aside so the sweeper goes on with the others: a timeout is
/// retried after a delay that doubles with each failure (5 minutes, 10, …
/// at most a day); a reminder is skipped. Only that same deadline is marked:
/// if the seat decided meanwhile, its new deadline starts clean.
pub async fn set_aside(
    conn: &mut PgConnection,
    failed: &DeadlineRow,
    step: FailedStep,
    failure: &str,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    if !lock_game_row(&mut *conn, failed.game_id).await? {
        return Ok(());
    }
    let (skipped_reminder, next_reminder) = match step {
        FailedStep::Timeout => (false, None),
        FailedStep::Reminder { next } => (true, next),
    };
    sqlx::query!(
        "UPDATE seat_deadlines
         SET failures = failures + 1, failed_at = $4, failure = $5,
             retry_at = CASE WHEN $6 THEN retry_at
                        ELSE $4::timestamptz
                             + LEAST(interval '1 day', interval '5 minutes' * power(2, failures)) END,
             next_reminder_at = CASE WHEN $6 THEN $7::timestamptz ELSE next_reminder_at END,
             reminders_sent = reminders_sent + CASE WHEN $6 THEN 1 ELSE 0 END
         WHERE game_id = $1 AND seat = $2 AND started_at = $3",
        failed.game_id,
        failed.seat as _,
        failed.started_at,
        now,
        failure,
        skipped_reminder,
        next_reminder
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn reminded(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    next: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE seat_deadlines SET reminders_sent = reminders_sent + 1, next_reminder_at = $3
         WHERE game_id = $1 AND seat = $2",
        game,
        seat as _,
        next
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A user's vacation account: what was left at `counted_at`, and the end of
/// their current absence, if any.
#[derive(Debug, Clone, FromRow)]
pub struct Vacation {
    pub seconds: i64,
    pub counted_at: DateTime<Utc>,
    pub away_until: Option<DateTime<Utc>>,
}

pub async fn vacation(
    conn: &mut PgConnection,
    user: Uuid,
) -> Result<Option<Vacation>, sqlx::Error> {
    sqlx::query_as!(
        Vacation,
        "SELECT vacation_seconds AS seconds, vacation_counted_at AS counted_at, away_until
         FROM users WHERE id = $1",
        user
    )
    .fetch_optional(conn)
    .await
}

/// A user goes away until `until`: their running deadlines move by the time
/// they will be away. `settle` says, from the account as it stands, what is
/// left of the allowance afterwards and how far the deadlines move, or
/// `None` to refuse: then nothing is written and the answer is false.
/// `moved` says where a deadline moves by that much (`clocks::vacation`). The games with such a deadline are
/// locked first (in id order, as several may be), to keep the one lock
/// order; the user row is locked `FOR NO KEY UPDATE` so that a move writing
/// outbox rows for this user (a foreign-key share lock) is not held up by it.
pub async fn go_away(
    conn: &mut PgConnection,
    user: Uuid,
    now: DateTime<Utc>,
    until: Option<DateTime<Utc>>,
    settle: impl FnOnce(&Vacation) -> Option<(i64, chrono::Duration)>,
    moved: impl Fn(&DeadlineRow, chrono::Duration) -> DeadlineRow,
) -> Result<bool, sqlx::Error> {
    let games: Vec<Uuid> = sqlx::query_scalar!(
        "SELECT g.id FROM games g
         WHERE g.id IN (SELECT d.game_id FROM seat_deadlines d JOIN game_players p
                        ON p.game_id = d.game_id AND p.seat = d.seat WHERE p.user_id = $1)
         ORDER BY g.id FOR UPDATE OF g",
        user
    )
    .fetch_all(&mut *conn)
    .await?;
    let account = sqlx::query_as!(
        Vacation,
        "SELECT vacation_seconds AS seconds, vacation_counted_at AS counted_at, away_until
         FROM users WHERE id = $1 FOR NO KEY UPDATE",
        user
    )
    .fetch_one(&mut *conn)
    .await?;
    let Some((left, shift)) = settle(&account) else {
        return Ok(false);
    };
    sqlx::query!(
        "UPDATE users SET away_until = $2, vacation_seconds = $3, vacation_counted_at = $4
         WHERE id = $1",
        user,
        until,
        left,
        now
    )
    .execute(&mut *conn)
    .await?;
    if !shift.is_zero() {
        let running = deadline_rows!(
            "FROM seat_deadlines
             WHERE game_id = ANY($2)
               AND (game_id, seat) IN (SELECT game_id, seat FROM game_players WHERE user_id = $1)",
            user,
            &games
        )
        .fetch_all(&mut *conn)
        .await?;
        let shifted: Vec<DeadlineRow> = running.iter().map(|row| moved(row, shift)).collect();
        move_deadlines(conn, &shifted).await?;
    }
    Ok(true)
}

/// Writes deadlines moved in time (their start, deadline, cut-off and next
/// reminder), as `clocks` worked them out.
pub async fn move_deadlines(
    conn: &mut PgConnection,
    rows: &[DeadlineRow],
) -> Result<(), sqlx::Error> {
    if rows.is_empty() {
        return Ok(());
    }
    let column = |get: fn(&DeadlineRow) -> DateTime<Utc>| -> Vec<DateTime<Utc>> {
        rows.iter().map(get).collect()
    };
    let games: Vec<Uuid> = rows.iter().map(|row| row.game_id).collect();
    let seats: Vec<StoredSeat> = rows.iter().map(|row| row.seat).collect();
    let reminders: Vec<Option<DateTime<Utc>>> =
        rows.iter().map(|row| row.next_reminder_at).collect();
    sqlx::query!(
        "UPDATE seat_deadlines d
         SET started_at = m.started_at, due_at = m.due_at, expires_at = m.expires_at,
             next_reminder_at = m.next_reminder_at
         FROM unnest($1::uuid[], $2::int2[], $3::timestamptz[], $4::timestamptz[],
                     $5::timestamptz[], $6::timestamptz[])
              AS m (game_id, seat, started_at, due_at, expires_at, next_reminder_at)
         WHERE d.game_id = m.game_id AND d.seat = m.seat",
        &games,
        &seats as _,
        &column(|row| row.started_at),
        &column(|row| row.due_at),
        &column(|row| row.expires_at),
        &reminders as _
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The vacation account of the person who holds a seat, locked (the caller
/// holds the game row: the one lock order), with their id; `None` when no
/// person holds it (the computer, a deleted account).
pub async fn seat_vacation(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
) -> Result<Option<(Uuid, Vacation)>, sqlx::Error> {
    let held = sqlx::query!(
        "SELECT u.id AS user_id, u.vacation_seconds AS seconds,
                u.vacation_counted_at AS counted_at, u.away_until
         FROM game_players p JOIN users u ON u.id = p.user_id
         WHERE p.game_id = $1 AND p.seat = $2 AND NOT p.bot
           AND u.computer_level IS NULL AND u.deleted_at IS NULL
         FOR NO KEY UPDATE OF u",
        game,
        seat as _
    )
    .fetch_optional(conn)
    .await?;
    Ok(held.map(|held| {
        (
            held.user_id,
            Vacation {
                seconds: held.seconds,
                counted_at: held.counted_at,
                away_until: held.away_until,
            },
        )
    }))
}

/// Writes what is left of a user's allowance, counted at `now`.
pub async fn set_vacation_left(
    conn: &mut PgConnection,
    user: Uuid,
    seconds: i64,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET vacation_seconds = $2, vacation_counted_at = $3 WHERE id = $1",
        user,
        seconds,
        now
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Moves every deadline of a game on by `by` (a paused game resumed: its
/// clocks did not run meanwhile).
/// Moves every deadline of a game as `moved` says (a pause ends:
/// `clocks::resumed`).
pub async fn shift_all(
    conn: &mut PgConnection,
    game: Uuid,
    moved: impl Fn(&DeadlineRow) -> DeadlineRow,
) -> Result<(), sqlx::Error> {
    let rows = for_game(&mut *conn, game).await?;
    let shifted: Vec<DeadlineRow> = rows.iter().map(moved).collect();
    move_deadlines(conn, &shifted).await
}

/// Moves a seat's cut-off (an automatic vacation): a fresh cut-off and
/// reminders counted towards it.
pub async fn extend(
    conn: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    due_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
    next_reminder_at: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE seat_deadlines
         SET due_at = $3, expires_at = $4, next_reminder_at = $5, reminders_sent = 0,
             retry_at = NULL
         WHERE game_id = $1 AND seat = $2",
        game,
        seat as _,
        due_at,
        expires_at,
        next_reminder_at
    )
    .execute(conn)
    .await?;
    Ok(())
}
