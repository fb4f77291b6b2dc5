//! Play across days: the deadline of every waiting seat and the reminders
//! before it, planned when a decision changes who is waiting (`plan`, `sync`,
//! `restart`). The sweeper that acts when they pass is `crate::sweeper`, above
//! `play`: the clocks know nothing of decisions.
//!
//! The clock is a parameter (`now`) everywhere, so tests move time at will.

pub mod bank;
pub mod days_off;
pub mod time_control;
pub mod vacation;
pub mod words;

pub use time_control::TimeControl;

use crate::games::StoredSeat;
use crate::store::deadlines::{self as store, DeadlineRow};
use crate::store::games::GameRecord;
use chrono::{DateTime, Duration, Utc};
use days_off::DaysOff;
use sqlx::PgConnection;

/// A point before a deadline when a reminder goes out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReminderPoint {
    /// When this percentage of the time limit has passed.
    PercentElapsed(u8),
    /// This long before the deadline.
    Before(Duration),
}

impl ReminderPoint {
    /// Parses a list such as `50%,24h,30m` (the `REMINDERS` setting).
    pub fn parse_list(text: &str) -> Result<Vec<ReminderPoint>, String> {
        text.split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(|part| {
                let bad = || format!("{part:?} is not a reminder point (like 50%, 24h or 30m)");
                if let Some(percent) = part.strip_suffix('%') {
                    let percent: u8 = percent.parse().map_err(|_| bad())?;
                    return (1..100)
                        .contains(&percent)
                        .then_some(ReminderPoint::PercentElapsed(percent))
                        .ok_or_else(bad);
                }
                let (number, unit) = part.split_at(part.len().saturating_sub(1));
                let number: i64 = number.parse().map_err(|_| bad())?;
                match unit {
                    "h" => Ok(ReminderPoint::Before(Duration::hours(number))),
                    "m" => Ok(ReminderPoint::Before(Duration::minutes(number))),
                    "d" => Ok(ReminderPoint::Before(Duration::days(number))),
                    _ => Err(bad()),
                }
            })
            .collect()
    }
}

static REMINDERS: std::sync::OnceLock<Vec<ReminderPoint>> = std::sync::OnceLock::new();

/// The reminder points of this deployment. Set once at start-up.
pub fn set_reminder_points(points: Vec<ReminderPoint>) {
    let _ = REMINDERS.set(points);
}

fn reminder_points() -> &'static [ReminderPoint] {
    REMINDERS.get_or_init(|| {
        vec![
            ReminderPoint::PercentElapsed(50),
            ReminderPoint::Before(Duration::hours(24)),
        ]
    })
}

/// When reminders go out for a turn (by default when half of the time to
/// the real cut-off has passed and 24 hours before it), each only if it
/// falls within the turn. `cut_off` is the seat's real cut-off: the per-move
/// deadline and the time bank after it.
pub fn reminder_times(started: DateTime<Utc>, cut_off: DateTime<Utc>) -> Vec<DateTime<Utc>> {
    let due = cut_off;
    let mut times: Vec<DateTime<Utc>> = reminder_points()
        .iter()
        .map(|point| match point {
            ReminderPoint::PercentElapsed(percent) => {
                started + (due - started) * i32::from(*percent) / 100
            }
            ReminderPoint::Before(before) => due - *before,
        })
        .collect();
    times.retain(|at| *at > started && *at < due);
    times.sort();
    times.dedup();
    times
}

pub(crate) fn next_reminder(
    started: DateTime<Utc>,
    cut_off: DateTime<Utc>,
    sent: i32,
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    reminder_times(started, cut_off)
        .into_iter()
        .skip(sent.max(0) as usize)
        .find(|at| *at > now - Duration::seconds(1))
}

/// Plans the deadlines in step with who is waiting, after a decision: seats that
/// decided lose theirs (and pay any overtime from their bank), seats that
/// now wait get one. A seat still waiting keeps its deadline: the limit is
/// per turn, however many actions the turn takes.
///
/// `read_ahead` holds the seats' clocks when the caller read them already
/// (for many games at once, `store::seat_clocks_of_games`); otherwise they
/// are read here, when a deadline starts.
///
/// Returns what changes; the caller writes it (`store::apply_plan`, or with
/// other games' in one statement, `store::apply_plans`).
pub async fn sync(
    conn: &mut PgConnection,
    game: &GameRecord,
    rules_limit_hours: Option<u32>,
    was_waiting: &[StoredSeat],
    now_waiting: &[StoredSeat],
    read_ahead: Option<Vec<store::SeatClock>>,
    now: DateTime<Utc>,
) -> Result<store::DeadlinePlan, sqlx::Error> {
    let restarting = !restarted(game, rules_limit_hours, was_waiting, now_waiting).is_empty();
    let clocks = if restarting || now_waiting.iter().any(|seat| !was_waiting.contains(seat)) {
        match read_ahead {
            Some(clocks) => clocks,
            None => store::seat_clocks(conn, game.id).await?,
        }
    } else {
        Vec::new()
    };
    Ok(plan(
        game,
        &clocks,
        rules_limit_hours,
        was_waiting,
        now_waiting,
        now,
    ))
}

/// The clocks of a game's seats as its record (read with the game) has them.
pub fn clocks_of(game: &GameRecord) -> Vec<store::SeatClock> {
    game.players
        .iter()
        .filter_map(|player| {
            Some(store::SeatClock {
                seat: player.seat?,
                user_id: player.user_id,
                bank_seconds: player.bank_seconds,
                bot: player.computer_plays_now(),
                away_until: player.away_until,
                days_off: player.days_off,
                time_zone: player.time_zone.clone(),
                quiet_from: player.quiet_from,
                quiet_to: player.quiet_to,
            })
        })
        .collect()
}

/// Seats that wait before and after a decision under another limit: the
/// Carolingi hourglass begins (the last player to choose an exchange waits
/// on, now to place) or ends while they wait. Their deadline was set for
/// the other limit (or there was none, without a time control): they get a
/// new one, as a seat newly waiting does (no overtime is charged: the
/// hourglass has no bank).
fn restarted(
    game: &GameRecord,
    rules_limit_hours: Option<u32>,
    was_waiting: &[StoredSeat],
    now_waiting: &[StoredSeat],
) -> Vec<StoredSeat> {
    let hourglass = rules_limit_hours.is_some();
    game.players
        .iter()
        // Under another limit, or with none while the hourglass now runs
        // (a game without a time control has no deadline before it).
        .filter(|player| match player.due_at {
            Some(_) => player.hourglass != hourglass,
            None => hourglass,
        })
        .filter_map(|player| player.seat)
        .filter(|seat| was_waiting.contains(seat) && now_waiting.contains(seat))
        .collect()
}

/// What `sync` changes, worked out without the database: the seats whose
/// deadline ends (`leaving`: their overtime is charged to the bank when the
/// row is removed) and the deadlines of the seats that now wait.
pub fn plan(
    game: &GameRecord,
    clocks: &[store::SeatClock],
    rules_limit_hours: Option<u32>,
    was_waiting: &[StoredSeat],
    now_waiting: &[StoredSeat],
    now: DateTime<Utc>,
) -> store::DeadlinePlan {
    let leaving: Vec<StoredSeat> = was_waiting
        .iter()
        .copied()
        .filter(|seat| !now_waiting.contains(seat))
        .collect();
    let control = game.time_control;
    let hourglass = rules_limit_hours.is_some();
    // The hourglass is the rules' own limit: no bank, so no increment.
    let increment = if hourglass {
        0
    } else {
        i64::from(control.increment_hours) * 3600
    };
    let cap = control.cap_hours.map(|hours| i64::from(hours) * 3600);
    let mut plan = store::DeadlinePlan {
        leaving,
        banks: Vec::new(),
        fresh: Vec::new(),
    };
    let limit = rules_limit_hours
        .map(i64::from)
        .or(control.per_move_hours.map(i64::from));
    let restarted = restarted(game, rules_limit_hours, was_waiting, now_waiting);
    let fresh = |seat: &StoredSeat| {
        now_waiting.contains(seat) && (!was_waiting.contains(seat) || restarted.contains(seat))
    };
    for clock in clocks.iter().filter(|clock| fresh(&clock.seat)) {
        let row = if clock.bot {
            // A computer player holds the seat: it decides as soon as the
            // computer players' worker gets to it, time limit or none.
            DeadlineRow {
                game_id: game.id,
                seat: clock.seat,
                started_at: now,
                due_at: now,
                expires_at: now,
                next_reminder_at: None,
                reminders_sent: 0,
                hourglass,
            }
        } else if let Some(hours) = limit {
            // A player on vacation starts the clock when they come back.
            let started = clock.away_until.filter(|until| *until > now).unwrap_or(now);
            // With no time per move (Fischer) the deadline is the start:
            // the whole turn is paid from the bank. The hourglass is the
            // rules' own limit: no time bank stretches it, and it runs on
            // every day of the week, as it does at the table.
            let (bank, days_off) = if hourglass {
                (0, DaysOff::NONE)
            } else {
                (
                    clock.bank_seconds,
                    DaysOff::from_columns(clock.days_off, clock.time_zone.as_deref())
                        .with_night(clock.quiet_from, clock.quiet_to),
                )
            };
            let due = days_off.advance(started, hours * 3600);
            // No cut-off runs out in the player's night (their quiet hours).
            let cut_off = days_off.after_night(days_off.advance(due, bank));
            DeadlineRow {
                game_id: game.id,
                seat: clock.seat,
                started_at: started,
                due_at: due,
                expires_at: cut_off,
                next_reminder_at: next_reminder(started, cut_off, 0, now),
                reminders_sent: 0,
                hourglass,
            }
        } else {
            // No limit: the player takes all the time they like.
            continue;
        };
        plan.fresh.push(row);
    }
    // A seat waiting on after the hourglass stopped, in a game without a
    // time control, gets no deadline: its hourglass one goes.
    for seat in restarted {
        if !plan.fresh.iter().any(|row| row.seat == seat) {
            plan.leaving.push(seat);
        }
    }
    // Each leaving seat pays from its bank the running time of its clock
    // past its deadline (days off do not count), and a seat a person holds
    // gets the increment (Fischer).
    for player in game.players.iter() {
        let Some(seat) = player.seat.filter(|seat| plan.leaving.contains(seat)) else {
            continue;
        };
        let overtime = player.due_at.map_or(0, |due| {
            DaysOff::from_columns(player.days_off, player.time_zone.as_deref())
                .running_seconds(due, now)
        });
        let increment = if player.bot { 0 } else { increment };
        if overtime > 0 || increment > 0 {
            let bank = bank::after_turn(player.bank_seconds, overtime, increment, cap);
            plan.banks.push((seat, bank));
        }
    }
    plan
}

/// How far the deadlines of a game paused `since` move when it resumes at
/// `now`: the pause's length (never back), in whole microseconds, as the
/// database keeps times.
pub fn pause_shift(since: DateTime<Utc>, now: DateTime<Utc>) -> Duration {
    (whole_microseconds(now) - whole_microseconds(since)).max(Duration::zero())
}

/// A deadline of a game that resumes after a pause of `paused_for`: all of
/// it moves on by that much, as if the pause had not been.
pub fn resumed(row: &DeadlineRow, paused_for: Duration) -> DeadlineRow {
    DeadlineRow {
        started_at: row.started_at + paused_for,
        due_at: row.due_at + paused_for,
        expires_at: row.expires_at + paused_for,
        next_reminder_at: row.next_reminder_at.map(|at| at + paused_for),
        ..row.clone()
    }
}

/// A time as the database keeps it: whole microseconds (sqlx writes a
/// time by cutting off the rest).
pub(crate) fn whole_microseconds(at: DateTime<Utc>) -> DateTime<Utc> {
    at - Duration::nanoseconds(i64::from(at.timestamp_subsec_nanos() % 1_000))
}

/// Gives a waiting seat a fresh deadline by the game's normal rules (the
/// player's time limit, bank, reminders), replacing the one it has: used when
/// a player takes their seat back from the computer, whose deadline is
/// immediate. The caller holds the game row's lock.
pub async fn restart(
    conn: &mut PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    rules_limit_hours: Option<u32>,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    store::remove(conn, game.id, seat).await?;
    // Waiting afresh, as far as `sync` sees: it inserts the seat's deadline
    // without charging the removed one's overtime to the bank.
    let plan = sync(conn, game, rules_limit_hours, &[], &[seat], None, now).await?;
    store::apply_plan(conn, game.id, &plan).await
}

pub use vacation::set_away;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminder_points_parse_and_refuse_nonsense() {
        assert_eq!(
            ReminderPoint::parse_list("50%, 24h,30m,2d").unwrap(),
            vec![
                ReminderPoint::PercentElapsed(50),
                ReminderPoint::Before(Duration::hours(24)),
                ReminderPoint::Before(Duration::minutes(30)),
                ReminderPoint::Before(Duration::days(2)),
            ]
        );
        for bad in ["150%", "soon", "24x", "h"] {
            assert!(ReminderPoint::parse_list(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_pause_moves_every_part_of_a_deadline_by_its_length_in_microseconds() {
        let since = Utc::now();
        let now = since + Duration::hours(30) + Duration::nanoseconds(1_500);
        let by = pause_shift(since, now);
        assert_eq!(
            by.num_nanoseconds().unwrap() % 1_000,
            0,
            "whole microseconds"
        );
        assert!(by >= Duration::hours(30));
        assert_eq!(pause_shift(now, since), Duration::zero(), "never back");
        let row = DeadlineRow {
            game_id: uuid::Uuid::nil(),
            seat: StoredSeat::nth(1).unwrap(),
            started_at: since,
            due_at: since + Duration::days(1),
            expires_at: since + Duration::days(2),
            next_reminder_at: None,
            reminders_sent: 1,
            hourglass: true,
        };
        let moved = resumed(&row, by);
        assert_eq!(moved.started_at - row.started_at, by);
        assert_eq!(moved.due_at - row.due_at, by);
        assert_eq!(moved.expires_at - row.expires_at, by);
        assert_eq!((moved.reminders_sent, moved.hourglass), (1, true));
        let at = whole_microseconds(now);
        assert_eq!(at.timestamp_subsec_nanos() % 1_000, 0);
        assert!(now - at < Duration::microseconds(1));
    }

    #[test]
    fn reminders_fall_at_half_time_and_a_day_before() {
        let start = Utc::now();
        let times = reminder_times(start, start + Duration::hours(72));
        assert_eq!(
            times,
            vec![start + Duration::hours(36), start + Duration::hours(48)]
        );
        // A short limit: only the half-time reminder exists.
        let times = reminder_times(start, start + Duration::hours(12));
        assert_eq!(times, vec![start + Duration::hours(6)]);
    }
}
