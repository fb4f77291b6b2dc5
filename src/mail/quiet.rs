//! Quiet hours: the hours of the day and the days of the week when a player
//! wants no notification at all, in their own time zone. What falls inside
//! waits until the quiet ends; nothing is dropped. The clocks keep the
//! quiet hours as the player's night: no cut-off of theirs runs out in them
//! (`clocks::days_off`); the quiet days are not days off.

use chrono::{DateTime, Datelike, Duration, NaiveDateTime, TimeZone, Timelike, Utc};
use chrono_tz::Tz;

/// Every day of the week quiet would hold every notification for ever: the
/// settings refuse it, and this reads it as no quiet days.
const EVERY_DAY: u8 = 0b111_1111;

/// A player's quiet hours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct QuietHours {
    /// From the start of this hour to the start of that one (it may run past
    /// midnight: 22 to 7); `None`: no quiet hours.
    pub hours: Option<(u8, u8)>,
    /// Quiet all day, by weekday: bit 0 is Monday, bit 6 Sunday.
    pub days: u8,
}

impl QuietHours {
    /// From the stored columns; anything out of range reads as not quiet.
    pub fn from_columns(from: Option<i16>, to: Option<i16>, days: i16) -> QuietHours {
        let hour = |h: Option<i16>| h.and_then(|h| u8::try_from(h).ok()).filter(|h| *h < 24);
        let hours = match (hour(from), hour(to)) {
            (Some(from), Some(to)) if from != to => Some((from, to)),
            _ => None,
        };
        let days = u8::try_from(days)
            .ok()
            .filter(|d| *d < EVERY_DAY)
            .unwrap_or(0);
        QuietHours { hours, days }
    }

    pub fn is_none(&self) -> bool {
        self.hours.is_none() && self.days == 0
    }

    /// Whether a local time is quiet.
    pub fn is_quiet_at(&self, local: NaiveDateTime) -> bool {
        let weekday = local.weekday().num_days_from_monday();
        if self.days & (1 << weekday) != 0 {
            return true;
        }
        let hour = local.hour() as u8;
        match self.hours {
            Some((from, to)) if from < to => (from..to).contains(&hour),
            Some((from, to)) => hour >= from || hour < to,
            None => false,
        }
    }

    /// When the quiet that holds at `now` ends (in `tz`), or `None` when
    /// `now` is not quiet.
    pub fn ends(&self, tz: Tz, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        if self.is_none() {
            return None;
        }
        let local = now.with_timezone(&tz).naive_local();
        if !self.is_quiet_at(local) {
            return None;
        }
        // Quiet starts and ends at the start of a local hour: try each
        // coming hour, at most a week and a day ahead.
        let first = local.date().and_hms_opt(local.hour(), 0, 0)? + Duration::hours(1);
        (0..24 * 8)
            .map(|step| first + Duration::hours(step))
            .filter(|candidate| !self.is_quiet_at(*candidate))
            // A local hour skipped by a change of clocks does not exist.
            .find_map(|candidate| tz.from_local_datetime(&candidate).earliest())
            .map(|at| at.with_timezone(&Utc))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paris(text: &str) -> DateTime<Utc> {
        let local = NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap();
        chrono_tz::Europe::Paris
            .from_local_datetime(&local)
            .earliest()
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn a_night_running_past_midnight_ends_at_its_morning_hour() {
        let quiet = QuietHours {
            hours: Some((22, 7)),
            days: 0,
        };
        let tz = chrono_tz::Europe::Paris;
        // Thursday 2026-11-26.
        assert_eq!(
            quiet.ends(tz, paris("2026-11-26 23:30")),
            Some(paris("2026-11-27 07:00"))
        );
        assert_eq!(
            quiet.ends(tz, paris("2026-11-27 03:10")),
            Some(paris("2026-11-27 07:00"))
        );
        assert_eq!(
            quiet.ends(tz, paris("2026-11-26 22:00")),
            Some(paris("2026-11-27 07:00"))
        );
        assert_eq!(
            quiet.ends(tz, paris("2026-11-27 07:00")),
            None,
            "the end hour is not quiet"
        );
        assert_eq!(quiet.ends(tz, paris("2026-11-26 21:59")), None);
    }

    #[test]
    fn quiet_days_and_hours_add_up() {
        // Saturday and Sunday quiet, and nights from 23 to 8.
        let quiet = QuietHours {
            hours: Some((23, 8)),
            days: 0b110_0000,
        };
        let tz = chrono_tz::Europe::Paris;
        // Friday 23:30 → the weekend → Monday's night ends at 8.
        assert_eq!(
            quiet.ends(tz, paris("2026-11-27 23:30")),
            Some(paris("2026-11-30 08:00"))
        );
        assert_eq!(
            quiet.ends(tz, paris("2026-11-28 14:00")),
            Some(paris("2026-11-30 08:00"))
        );
        assert_eq!(
            quiet.ends(tz, paris("2026-11-27 14:00")),
            None,
            "a Friday afternoon"
        );
    }

    #[test]
    fn the_quiet_is_kept_in_the_players_zone_across_a_change_of_clocks() {
        // Paris moves from 02:00 to 03:00 on 2027-03-28.
        let quiet = QuietHours {
            hours: Some((1, 3)),
            days: 0,
        };
        let tz = chrono_tz::Europe::Paris;
        let ends = quiet.ends(tz, paris("2027-03-28 01:30")).unwrap();
        assert_eq!(ends, paris("2027-03-28 03:00"));
        // One real hour later, not two.
        assert_eq!(ends - paris("2027-03-28 01:30"), Duration::minutes(30));
    }

    #[test]
    fn no_quiet_and_nonsense_columns_hold_nothing() {
        let tz = chrono_tz::Europe::Paris;
        let now = paris("2026-11-26 03:00");
        assert_eq!(QuietHours::default().ends(tz, now), None);
        assert!(QuietHours::from_columns(Some(5), Some(5), 0).is_none());
        assert!(QuietHours::from_columns(Some(25), Some(3), 0).is_none());
        assert!(
            QuietHours::from_columns(None, None, 127).is_none(),
            "every day is refused"
        );
        assert_eq!(
            QuietHours::from_columns(Some(22), Some(7), 0b100_0000),
            QuietHours {
                hours: Some((22, 7)),
                days: 0b100_0000
            }
        );
    }
}
