//! A person's settings as one value, and one change of them: what the
//! settings page saves and what the API's `PATCH /me/settings` sends go
//! through `change`, checked whole (against the settings as they are, for
//! the fields a change leaves out), then saved, or nothing saved.

use super::preferences::{self, Preferences, Theme};
use crate::clocks::vacation::{self, VacationError};
use crate::mail::quiet::QuietHours;
use crate::store::users;
use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// How notifications may be sent.
pub const MAIL_MODES: [&str; 4] = ["immediate", "batched", "digest", "none"];
/// The bounds of a batch's wait, in minutes.
pub const BATCH_MINUTES: std::ops::RangeInclusive<i32> = 5..=1440;

/// A person's settings now.
#[derive(Debug, Clone, PartialEq)]
pub struct Settings {
    /// `None`: the browser's language.
    pub language: Option<String>,
    pub time_zone: chrono_tz::Tz,
    pub theme: Theme,
    pub mail_mode: String,
    pub batch_minutes: i32,
    pub digest_hour: i16,
    pub quiet: QuietHours,
    /// The weekdays their clocks stand still (bit 0 Monday).
    pub days_off: u8,
    /// A declared absence: away until then (the end of its last day).
    pub away_until: Option<DateTime<Utc>>,
    /// What is left of the vacation allowance now.
    pub vacation_left_seconds: i64,
}

/// The fields a change sets; `None` leaves a field as it is.
#[derive(Debug, Default, Clone)]
pub struct Change {
    /// `Some(None)`: the browser's language.
    pub language: Option<Option<String>>,
    pub time_zone: Option<String>,
    pub theme: Option<String>,
    pub mail_mode: Option<String>,
    pub batch_minutes: Option<i32>,
    pub digest_hour: Option<i16>,
    /// Quiet hours from the start of one hour to the start of another
    /// (`Some(None)`: none).
    pub quiet_hours: Option<Option<(u8, u8)>>,
    /// Quiet all day, by weekday (bit 0 Monday).
    pub quiet_days: Option<u8>,
    pub days_off: Option<u8>,
    /// Away until the end of this day in the (new) time zone; `Some(None)`:
    /// back now.
    pub away_until: Option<Option<NaiveDate>>,
}

#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("no such language")]
    UnknownLanguage,
    #[error("no such look")]
    UnknownTheme,
    #[error("not a time zone: {0}")]
    UnknownTimeZone(String),
    #[error("no such mail setting")]
    BadMail,
    #[error("quiet hours need two different hours (0-23)")]
    QuietHours,
    #[error("quiet every day")]
    QuietEveryDay,
    #[error("more days off than a week allows")]
    TooManyDaysOff,
    #[error("not a date: {0}")]
    BadDate(NaiveDate),
    #[error("no such account")]
    NoAccount,
    #[error("no such game")]
    NoGame,
    /// Only a game's players are mailed about it, so only they mute it.
    #[error("not a player of this game")]
    NotAPlayer,
    #[error(transparent)]
    Vacation(#[from] VacationError),
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

/// The settings of `user` now.
pub async fn current(pool: &PgPool, user: Uuid) -> Result<Settings, SettingsError> {
    let mut conn = pool.acquire().await?;
    let recipient = users::recipient(&mut conn, user)
        .await?
        .ok_or(SettingsError::NoAccount)?;
    drop(conn);
    let theme = users::by_id(pool, user)
        .await?
        .and_then(|row| Theme::parse(&row.theme))
        .unwrap_or_default();
    let now = Utc::now();
    Ok(Settings {
        language: recipient.language,
        time_zone: recipient.time_zone.parse().unwrap_or(chrono_tz::UTC),
        theme,
        mail_mode: recipient.mail_mode,
        batch_minutes: recipient.mail_batch_minutes,
        digest_hour: recipient.digest_hour,
        quiet: QuietHours {
            hours: recipient
                .quiet_from
                .zip(recipient.quiet_to)
                .and_then(|(from, to)| Some((u8::try_from(from).ok()?, u8::try_from(to).ok()?))),
            days: u8::try_from(recipient.quiet_days).unwrap_or(0),
        },
        days_off: u8::try_from(recipient.clock_days_off).unwrap_or(0),
        away_until: recipient.away_until.filter(|until| *until > now),
        vacation_left_seconds: vacation::left_now(pool, user, now).await?,
    })
}

/// Checks `change` against the settings as they are and saves all of it,
/// or nothing: every part is checked (the absence against the allowance
/// too) before any is written. Returns the settings after.
pub async fn change(pool: &PgPool, user: Uuid, change: Change) -> Result<Settings, SettingsError> {
    let before = current(pool, user).await?;
    let now = Utc::now();
    let after = merged(&before, change, now)?;
    let absence_changed = after.away_until != before.away_until;
    if absence_changed {
        vacation::affordable(pool, user, after.away_until, now).await?;
    }
    preferences::save(
        pool,
        user,
        &Preferences {
            language: after.language.as_deref(),
            time_zone: after.time_zone.name(),
            mail_mode: &after.mail_mode,
            batch_minutes: after.batch_minutes,
            digest_hour: after.digest_hour,
            quiet: after.quiet,
            clock_days_off: after.days_off,
        },
    )
    .await?;
    if absence_changed {
        // Checked again under its locks: a race with the sweeper's automatic
        // vacation cannot overdraw the allowance.
        crate::clocks::set_away(pool, user, after.away_until, now).await?;
    }
    if after.theme != before.theme {
        preferences::set_theme(pool, user, after.theme).await?;
    }
    current(pool, user).await
}

/// No notification mail about `game` for `user` (or again, `muted` false):
/// a player's choice, per game.
pub async fn mute_game(
    pool: &PgPool,
    user: Uuid,
    game: Uuid,
    muted: bool,
) -> Result<(), SettingsError> {
    let game = crate::store::games::load(pool, game)
        .await?
        .ok_or(SettingsError::NoGame)?;
    if !game.is_player(user) {
        return Err(SettingsError::NotAPlayer);
    }
    preferences::mute_game_mail(pool, user, game.id, muted).await?;
    Ok(())
}

/// The games `user` muted the mail of.
pub async fn muted_games(pool: &PgPool, user: Uuid) -> Result<Vec<Uuid>, SettingsError> {
    Ok(users::muted_games(pool, user).await?)
}

/// The settings `before` with `change` applied, checked whole.
fn merged(
    before: &Settings,
    change: Change,
    now: DateTime<Utc>,
) -> Result<Settings, SettingsError> {
    let language = match change.language {
        None => before.language.clone(),
        Some(None) => None,
        Some(Some(code)) => {
            if !crate::support::i18n::languages()
                .iter()
                .any(|(known, _)| *known == code)
            {
                return Err(SettingsError::UnknownLanguage);
            }
            Some(code)
        }
    };
    let time_zone = match change.time_zone {
        None => before.time_zone,
        Some(text) => text
            .trim()
            .parse::<chrono_tz::Tz>()
            .map_err(|_| SettingsError::UnknownTimeZone(text.trim().to_owned()))?,
    };
    let theme = match change.theme {
        None => before.theme,
        Some(code) => Theme::parse(&code).ok_or(SettingsError::UnknownTheme)?,
    };
    let mail_mode = change.mail_mode.unwrap_or_else(|| before.mail_mode.clone());
    let batch_minutes = change.batch_minutes.unwrap_or(before.batch_minutes);
    let digest_hour = change.digest_hour.unwrap_or(before.digest_hour);
    if !MAIL_MODES.contains(&mail_mode.as_str())
        || !BATCH_MINUTES.contains(&batch_minutes)
        || !(0..=23).contains(&digest_hour)
    {
        return Err(SettingsError::BadMail);
    }
    let hours = change.quiet_hours.unwrap_or(before.quiet.hours);
    if hours.is_some_and(|(from, to)| from == to || from > 23 || to > 23) {
        return Err(SettingsError::QuietHours);
    }
    let quiet_days = change.quiet_days.unwrap_or(before.quiet.days) & 0b111_1111;
    if quiet_days == 0b111_1111 {
        return Err(SettingsError::QuietEveryDay);
    }
    let days_off = change.days_off.unwrap_or(before.days_off) & 0b111_1111;
    if days_off.count_ones() > crate::clocks::days_off::MAX_DAYS_OFF {
        return Err(SettingsError::TooManyDaysOff);
    }
    let away_until = match change.away_until {
        None => before.away_until,
        Some(None) => None,
        Some(Some(date)) => Some(end_of_day(date, time_zone)?).filter(|until| *until > now),
    };
    Ok(Settings {
        language,
        time_zone,
        theme,
        mail_mode,
        batch_minutes,
        digest_hour,
        quiet: QuietHours {
            hours,
            days: quiet_days,
        },
        days_off,
        away_until,
        vacation_left_seconds: before.vacation_left_seconds,
    })
}

/// The end of `date` in `zone`: an absence "until" a day includes that day.
fn end_of_day(date: NaiveDate, zone: chrono_tz::Tz) -> Result<DateTime<Utc>, SettingsError> {
    date.succ_opt()
        .and_then(|next| next.and_hms_opt(0, 0, 0))
        .and_then(|at| zone.from_local_datetime(&at).earliest())
        .map(|at| at.with_timezone(&Utc))
        .ok_or(SettingsError::BadDate(date))
}

/// The last day of an absence until `until`, as a date in `zone` (what the
/// settings show and a change sends back).
pub fn last_day_away(until: DateTime<Utc>, zone: chrono_tz::Tz) -> NaiveDate {
    (until - chrono::Duration::seconds(1))
        .with_timezone(&zone)
        .date_naive()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Settings {
        Settings {
            language: None,
            time_zone: chrono_tz::Europe::Paris,
            theme: Theme::Device,
            mail_mode: "immediate".into(),
            batch_minutes: 60,
            digest_hour: 8,
            quiet: QuietHours {
                hours: Some((22, 7)),
                days: 0,
            },
            days_off: 0b100_0000,
            away_until: None,
            vacation_left_seconds: 86_400,
        }
    }

    #[test]
    fn a_change_keeps_what_it_leaves_out() {
        let now = Utc::now();
        let after = merged(
            &settings(),
            Change {
                digest_hour: Some(19),
                ..Change::default()
            },
            now,
        )
        .unwrap();
        assert_eq!(after.digest_hour, 19);
        assert_eq!(
            Settings {
                digest_hour: 8,
                ..after
            },
            settings()
        );
    }

    #[test]
    fn each_broken_rule_is_refused_by_name() {
        let now = Utc::now();
        let refused = |change: Change| merged(&settings(), change, now).unwrap_err();
        assert!(matches!(
            refused(Change {
                quiet_hours: Some(Some((5, 5))),
                ..Change::default()
            }),
            SettingsError::QuietHours
        ));
        assert!(matches!(
            refused(Change {
                quiet_days: Some(0b111_1111),
                ..Change::default()
            }),
            SettingsError::QuietEveryDay
        ));
        assert!(matches!(
            refused(Change {
                days_off: Some(0b000_1111),
                ..Change::default()
            }),
            SettingsError::TooManyDaysOff
        ));
        assert!(matches!(
            refused(Change {
                mail_mode: Some("pigeon".into()),
                ..Change::default()
            }),
            SettingsError::BadMail
        ));
        assert!(matches!(
            refused(Change {
                time_zone: Some("Mars/Olympus".into()),
                ..Change::default()
            }),
            SettingsError::UnknownTimeZone(_)
        ));
        assert!(matches!(
            refused(Change {
                language: Some(Some("tlh".into())),
                ..Change::default()
            }),
            SettingsError::UnknownLanguage
        ));
    }

    #[test]
    fn an_absence_ends_with_its_last_day_in_the_new_zone() {
        let now = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
        let date = NaiveDate::from_ymd_opt(2026, 3, 10).unwrap();
        let after = merged(
            &settings(),
            Change {
                time_zone: Some("Asia/Tokyo".into()),
                away_until: Some(Some(date)),
                ..Change::default()
            },
            now,
        )
        .unwrap();
        let until = after.away_until.unwrap();
        assert_eq!(until, Utc.with_ymd_and_hms(2026, 3, 10, 15, 0, 0).unwrap());
        assert_eq!(last_day_away(until, chrono_tz::Asia::Tokyo), date);
    }
}
