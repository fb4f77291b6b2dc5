//! Days off and nights: the weekdays a player's clock stands still, in their
//! own time zone (a weekend, typically), and the night (their quiet hours)
//! in which no cut-off of theirs falls. A deadline counts only the time of
//! the other days: two days per move given on a Friday evening in Paris,
//! with Saturday and Sunday off, run out on Tuesday evening; one that would
//! run out at 3 a.m. in a night from 23 to 7 runs out at 7.

use chrono::{DateTime, Datelike, Duration, NaiveDate, TimeZone, Timelike, Utc};
use chrono_tz::Tz;

/// At most this many days off a week: a clock must run most of the week.
pub const MAX_DAYS_OFF: u32 = 3;

/// A player's days off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DaysOff {
    /// Bit 0 Monday to bit 6 Sunday.
    days: u8,
    /// From the start of this local hour to the start of that one (it may
    /// run past midnight).
    night: Option<(u8, u8)>,
    tz: Tz,
}

impl DaysOff {
    /// No day off: the clock always runs.
    pub const NONE: DaysOff = DaysOff {
        days: 0,
        night: None,
        tz: Tz::UTC,
    };

    /// The player's night: their quiet hours (see `mail::quiet`), both or
    /// neither; anything out of range reads as no night.
    pub fn with_night(self, from: Option<i16>, to: Option<i16>) -> DaysOff {
        let hour = |h: Option<i16>| h.and_then(|h| u8::try_from(h).ok()).filter(|h| *h < 24);
        let night = match (hour(from), hour(to)) {
            (Some(from), Some(to)) if from != to => Some((from, to)),
            _ => None,
        };
        DaysOff { night, ..self }
    }

    /// `at`, or, when it falls in the player's night, the night's end: no
    /// cut-off runs out while they sleep.
    pub fn after_night(&self, at: DateTime<Utc>) -> DateTime<Utc> {
        let Some((from, to)) = self.night else {
            return at;
        };
        let local = at.with_timezone(&self.tz);
        let hour = local.hour() as u8;
        let in_night = if from < to {
            (from..to).contains(&hour)
        } else {
            hour >= from || hour < to
        };
        if !in_night {
            return at;
        }
        let date = local.date_naive();
        let date = if hour >= to {
            date.succ_opt().unwrap_or(date)
        } else {
            date
        };
        // An hour skipped by a change of clocks: the next that exists.
        (0..3)
            .find_map(|extra| {
                let end = date.and_hms_opt(u32::from(to) + extra, 0, 0)?;
                self.tz.from_local_datetime(&end).earliest()
            })
            .map(|end| end.with_timezone(&Utc))
            .filter(|end| *end > at)
            .unwrap_or(at)
    }

    /// From the stored columns; more days than allowed, or an unknown zone,
    /// read as no days off (the settings refuse both).
    pub fn from_columns(days: i16, time_zone: Option<&str>) -> DaysOff {
        let days = u8::try_from(days)
            .ok()
            .filter(|days| *days < 0b1000_0000 && days.count_ones() <= MAX_DAYS_OFF)
            .unwrap_or(0);
        let tz = time_zone
            .and_then(|zone| zone.parse::<Tz>().ok())
            .unwrap_or(Tz::UTC);
        DaysOff {
            days,
            night: None,
            tz,
        }
    }

    pub fn is_none(&self) -> bool {
        self.days == 0
    }

    fn is_off(&self, date: NaiveDate) -> bool {
        self.days & (1 << date.weekday().num_days_from_monday()) != 0
    }

    /// The local day around `at`: its date and when the next one starts.
    fn day_of(&self, at: DateTime<Utc>) -> (NaiveDate, DateTime<Utc>) {
        let date = at.with_timezone(&self.tz).date_naive();
        (date, self.start_of(date.succ_opt().unwrap_or(date)))
    }

    /// When a local day starts (a zone may skip midnight on a change of
    /// clocks: then the first hour that exists).
    fn start_of(&self, date: NaiveDate) -> DateTime<Utc> {
        (0..3)
            .find_map(|hour| {
                let local = date.and_hms_opt(hour, 0, 0)?;
                self.tz.from_local_datetime(&local).earliest()
            })
            .map(|at| at.with_timezone(&Utc))
            .unwrap_or_else(|| date.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc())
    }

    /// The moment when `seconds` of running clock have passed since `from`.
    pub fn advance(&self, from: DateTime<Utc>, seconds: i64) -> DateTime<Utc> {
        let mut left = Duration::seconds(seconds.max(0));
        if self.is_none() {
            return from + left;
        }
        let mut at = from;
        // Each step ends a local day, and at least four days of seven run:
        // the loop ends (bounded anyway, for a clock of years).
        for _ in 0..(seconds.max(0) / 86_400 * 2 + 16) {
            let (date, next) = self.day_of(at);
            if !self.is_off(date) {
                let here = next - at;
                if left <= here {
                    return at + left;
                }
                left -= here;
            }
            at = next;
        }
        at + left
    }

    /// Seconds of running clock between `from` and `to`.
    pub fn running_seconds(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> i64 {
        if to <= from {
            return 0;
        }
        if self.is_none() {
            return (to - from).num_seconds();
        }
        let mut at = from;
        let mut running = Duration::zero();
        while at < to {
            let (date, next) = self.day_of(at);
            let end = next.min(to);
            if !self.is_off(date) {
                running += end - at;
            }
            at = end;
        }
        running.num_seconds()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SATURDAY_AND_SUNDAY: i16 = 0b110_0000;

    fn paris(text: &str) -> DateTime<Utc> {
        let local = chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap();
        chrono_tz::Europe::Paris
            .from_local_datetime(&local)
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn a_weekend_off_carries_a_friday_deadline_to_tuesday() {
        let weekend = DaysOff::from_columns(SATURDAY_AND_SUNDAY, Some("Europe/Paris"));
        // Friday 27 November 2026, 18:00 in Paris, two days per move.
        let start = paris("2026-11-27 18:00");
        let due = weekend.advance(start, 2 * 86_400);
        assert_eq!(
            due,
            paris("2026-12-01 18:00"),
            "Friday + 2 running days = Tuesday"
        );
        assert_eq!(weekend.running_seconds(start, due), 2 * 86_400);
        // Without days off, Sunday.
        assert_eq!(
            DaysOff::NONE.advance(start, 2 * 86_400),
            paris("2026-11-29 18:00")
        );
    }

    #[test]
    fn a_turn_begun_on_a_day_off_starts_counting_when_it_ends() {
        let weekend = DaysOff::from_columns(SATURDAY_AND_SUNDAY, Some("Europe/Paris"));
        let saturday_noon = paris("2026-11-28 12:00");
        assert_eq!(
            weekend.advance(saturday_noon, 3600),
            paris("2026-11-30 01:00"),
            "Monday, one hour after midnight"
        );
        assert_eq!(
            weekend.running_seconds(saturday_noon, paris("2026-11-30 00:00")),
            0
        );
    }

    #[test]
    fn the_days_are_the_players_own_across_a_change_of_clocks() {
        // Sunday 29 March 2026 is 23 hours long in Paris: a day off still
        // ends at local midnight.
        let sunday = DaysOff::from_columns(0b100_0000, Some("Europe/Paris"));
        let start = paris("2026-03-28 23:00");
        assert_eq!(sunday.advance(start, 2 * 3600), paris("2026-03-30 01:00"));
    }

    #[test]
    fn a_cut_off_in_the_night_moves_to_its_end() {
        let nights = DaysOff::from_columns(0, Some("Europe/Paris")).with_night(Some(23), Some(7));
        assert_eq!(
            nights.after_night(paris("2026-11-27 03:00")),
            paris("2026-11-27 07:00")
        );
        assert_eq!(
            nights.after_night(paris("2026-11-27 23:30")),
            paris("2026-11-28 07:00"),
            "before midnight: the next morning"
        );
        let noon = paris("2026-11-27 12:00");
        assert_eq!(nights.after_night(noon), noon, "the day is no night");
        let afternoon = DaysOff::NONE.with_night(Some(13), Some(15));
        let at = Utc.with_ymd_and_hms(2026, 11, 27, 14, 10, 0).unwrap();
        assert_eq!(
            afternoon.after_night(at),
            Utc.with_ymd_and_hms(2026, 11, 27, 15, 0, 0).unwrap()
        );
        assert_eq!(
            DaysOff::NONE.with_night(Some(5), Some(5)).after_night(at),
            at
        );
    }

    #[test]
    fn too_many_days_off_or_an_unknown_zone_read_as_none_or_utc() {
        assert!(DaysOff::from_columns(0b111_1000, None).is_none());
        assert!(DaysOff::from_columns(127, None).is_none());
        let weekend = DaysOff::from_columns(SATURDAY_AND_SUNDAY, Some("Mars/Olympus"));
        assert!(!weekend.is_none());
        assert_eq!(weekend.tz, Tz::UTC);
    }
}
