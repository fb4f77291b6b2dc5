//! The vacation allowance: days a player may be away in a year without
//! losing a game to the clock. It accrues day by day (as OGS's does) up to a
//! year's allowance (`VACATION_DAYS_PER_YEAR`, 30 by default); a declared
//! absence (Settings, "away until") draws from it, and so does the sweeper
//! when a person's time runs out: instead of the timeout, a day of their
//! allowance is spent and the cut-off moves by a day (automatic vacation, as
//! Board Game Arena has it), as long as some is left.

use super::next_reminder;
use crate::notices::{self, Notice};
use crate::store::deadlines::{self as store, DeadlineRow, Vacation};
use crate::store::events as event_store;
use crate::store::games::LockedGame;
use chrono::{DateTime, Duration, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

const YEAR_SECONDS: i64 = 365 * 86_400;

/// The longest automatic vacation taken at once: a day. The next is taken
/// when it is over, while the allowance lasts.
pub const AUTOMATIC_STEP: Duration = Duration::days(1);

/// Less than this left is not worth a vacation: the timeout applies.
pub const SMALLEST_AUTOMATIC: Duration = Duration::hours(1);

static PER_YEAR_SECONDS: std::sync::OnceLock<i64> = std::sync::OnceLock::new();

/// The deployment's yearly allowance. Set once at start-up.
pub fn set_days_per_year(days: u32) {
    let _ = PER_YEAR_SECONDS.set(i64::from(days) * 86_400);
}

/// A year's allowance, in seconds: also the most one may hold.
pub fn per_year_seconds() -> i64 {
    *PER_YEAR_SECONDS.get_or_init(|| 30 * 86_400)
}

/// What is left of an account at `now`: what was left when it was last
/// counted, plus what accrued since, never more than a year's allowance.
pub fn left(account: &Vacation, now: DateTime<Utc>) -> i64 {
    let per_year = per_year_seconds();
    let elapsed = (now - account.counted_at).num_seconds().max(0);
    let accrued =
        i64::try_from(i128::from(elapsed) * i128::from(per_year) / i128::from(YEAR_SECONDS))
            .unwrap_or(per_year);
    account.seconds.saturating_add(accrued).min(per_year).max(0)
}

#[derive(Debug, thiserror::Error)]
pub enum VacationError {
    /// The absence asked for is longer than what is left of the allowance.
    #[error("only {left_seconds} s of vacation left")]
    NotEnough { left_seconds: i64 },
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

/// What is left of a user's allowance now (for the settings page).
pub async fn left_now(pool: &PgPool, user: Uuid, now: DateTime<Utc>) -> Result<i64, sqlx::Error> {
    let mut conn = pool.acquire().await?;
    Ok(store::vacation(&mut conn, user)
        .await?
        .map_or(0, |account| left(&account, now)))
}

/// Whether an absence until `until` fits in what is left of the user's
/// allowance now (a check before a form saves anything; `set_away` checks
/// again under its locks).
pub async fn affordable(
    pool: &PgPool,
    user: Uuid,
    until: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Result<(), VacationError> {
    let mut conn = pool.acquire().await?;
    let Some(account) = store::vacation(&mut conn, user).await? else {
        return Ok(());
    };
    let have = left(&account, now);
    if have < cost(&account, until, now) {
        return Err(VacationError::NotEnough { left_seconds: have });
    }
    Ok(())
}

/// What an absence until `until` (or none) costs a user whose account is
/// `account`: the part of it not already counted; a shortened absence gives
/// back what it no longer takes. Negative: given back.
fn cost(account: &Vacation, until: Option<DateTime<Utc>>, now: DateTime<Utc>) -> i64 {
    absence_shift(account, until, now).num_seconds()
}

/// How far an absence until `until` (or none) moves its player's running
/// deadlines, for an account that counted one until `account.away_until`:
/// by the change in the absence still to come. A longer one pushes them
/// on, a shorter one (back early) pulls them back by the part not taken, as
/// the allowance gives that part back. In whole microseconds, as the
/// database keeps times.
fn absence_shift(account: &Vacation, until: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Duration {
    let counted = account.away_until.filter(|at| *at > now).unwrap_or(now);
    let asked = until.filter(|at| *at > now).unwrap_or(now);
    super::whole_microseconds(asked) - super::whole_microseconds(counted)
}

/// A running deadline moved by an absence's `shift`: its deadline and
/// cut-off never before `now`, its next reminder with it.
fn moved_by_absence(row: &DeadlineRow, shift: Duration, now: DateTime<Utc>) -> DeadlineRow {
    let now = super::whole_microseconds(now);
    DeadlineRow {
        due_at: (row.due_at + shift).max(now),
        expires_at: (row.expires_at + shift).max(now),
        next_reminder_at: row.next_reminder_at.map(|at| at + shift),
        ..row.clone()
    }
}

/// Declares a user away until `until` (or back, with `None`): running
/// deadlines move by the time they will be away, and the absence is taken
/// from the allowance (a shortened one gives back the rest). Refused, with
/// nothing changed, when the allowance is not enough.
pub async fn set_away(
    pool: &PgPool,
    user: Uuid,
    until: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Result<(), VacationError> {
    let mut tx = pool.begin().await?;
    let mut shortfall = None;
    let done = store::go_away(
        &mut tx,
        user,
        now,
        until,
        |account| {
            let have = left(account, now);
            let after = have - cost(account, until, now);
            if after < 0 {
                shortfall = Some(have);
                return None;
            }
            Some((
                after.min(per_year_seconds()),
                absence_shift(account, until, now),
            ))
        },
        |row, shift| moved_by_absence(row, shift, now),
    )
    .await?;
    if !done {
        return Err(VacationError::NotEnough {
            left_seconds: shortfall.unwrap_or(0),
        });
    }
    tx.commit().await?;
    Ok(())
}

/// Instead of a timeout: when a person holds the seat and has allowance
/// left, a day of it (or what is left) is spent and the seat's cut-off moves
/// by as much; the player hears of it like a reminder. Returns the new
/// cut-off, or `None` when the timeout must apply. Not for the hourglass,
/// the rules' own limit. `game`: the deadline's game, locked by the caller.
pub async fn take_automatically(
    conn: &mut PgConnection,
    game: &LockedGame,
    deadline: &DeadlineRow,
    now: DateTime<Utc>,
) -> Result<Option<DateTime<Utc>>, sqlx::Error> {
    if deadline.hourglass {
        return Ok(None);
    }
    let Some((user, account)) = store::seat_vacation(conn, deadline.game_id, deadline.seat).await?
    else {
        return Ok(None);
    };
    let have = left(&account, now);
    // An event's game: no more than the event's days off, whatever the
    // player has of their own.
    let in_event = event_store::vacation_left(conn, deadline.game_id, user).await?;
    let usable = in_event.map_or(have, |event_left| have.min(event_left));
    if usable < SMALLEST_AUTOMATIC.num_seconds() {
        return Ok(None);
    }
    let take = usable.min(AUTOMATIC_STEP.num_seconds());
    let cut_off = now + Duration::seconds(take);
    store::set_vacation_left(conn, user, have - take, now).await?;
    if in_event.is_some() {
        event_store::spend_vacation(conn, deadline.game_id, user, take).await?;
    }
    // The per-move deadline never lies after the new cut-off.
    store::extend(
        conn,
        deadline.game_id,
        deadline.seat,
        deadline.due_at.min(cut_off),
        cut_off,
        next_reminder(now, cut_off, 0, now),
    )
    .await?;
    // The player hears of it like a reminder, through the notices' rule.
    let reminder = Notice::Reminder {
        seat: deadline.seat,
    };
    notices::write(conn, game, &reminder, now).await?;
    Ok(Some(cut_off))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(days: i64, counted_days_ago: i64, now: DateTime<Utc>) -> Vacation {
        Vacation {
            seconds: days * 86_400,
            counted_at: now - Duration::days(counted_days_ago),
            away_until: None,
        }
    }

    #[test]
    fn the_allowance_accrues_a_year_s_worth_a_year_and_no_more() {
        let now = Utc::now();
        // 30 days a year: about a day every 12 days.
        assert_eq!(left(&account(0, 73, now), now) / 86_400, 6);
        assert_eq!(left(&account(7, 0, now), now), 7 * 86_400);
        assert_eq!(left(&account(25, 365, now), now), 30 * 86_400, "capped");
    }

    fn deadline(due: DateTime<Utc>, expires: DateTime<Utc>) -> DeadlineRow {
        DeadlineRow {
            game_id: Uuid::nil(),
            seat: crate::games::StoredSeat::nth(0).unwrap(),
            started_at: due - Duration::days(3),
            due_at: due,
            expires_at: expires,
            next_reminder_at: Some(due - Duration::hours(24)),
            reminders_sent: 0,
            hourglass: false,
        }
    }

    #[test]
    fn an_absence_moves_running_deadlines_by_the_change_never_into_the_past() {
        let now = super::super::whole_microseconds(Utc::now());
        let mut away = account(10, 0, now);
        let three_days = absence_shift(&away, Some(now + Duration::days(3)), now);
        assert_eq!(three_days, Duration::days(3));
        let row = deadline(now + Duration::days(1), now + Duration::days(2));
        let later = moved_by_absence(&row, three_days, now);
        assert_eq!(later.due_at, now + Duration::days(4));
        assert_eq!(later.expires_at, now + Duration::days(5));
        assert_eq!(later.next_reminder_at, Some(now + Duration::days(3)));
        assert_eq!(
            later.started_at, row.started_at,
            "the turn began when it began"
        );
        // Back two days early: pulled back, but never before now.
        away.away_until = Some(now + Duration::days(3));
        let back = absence_shift(&away, Some(now + Duration::days(1)), now);
        assert_eq!(back, -Duration::days(2));
        let pulled = moved_by_absence(&later, back, now);
        assert_eq!(pulled.due_at, now + Duration::days(2));
        let soon = deadline(now + Duration::hours(1), now + Duration::hours(5));
        let pulled = moved_by_absence(&soon, back, now);
        assert_eq!((pulled.due_at, pulled.expires_at), (now, now));
    }

    #[test]
    fn an_absence_costs_what_is_not_yet_counted_and_a_shorter_one_gives_back() {
        let now = Utc::now();
        let mut away = account(10, 0, now);
        assert_eq!(cost(&away, Some(now + Duration::days(3)), now), 3 * 86_400);
        away.away_until = Some(now + Duration::days(3));
        assert_eq!(cost(&away, Some(now + Duration::days(4)), now), 86_400);
        assert_eq!(
            cost(&away, None, now),
            -3 * 86_400,
            "back early: three days back"
        );
        assert_eq!(
            cost(&away, Some(now + Duration::days(3)), now),
            0,
            "the same again"
        );
    }
}
