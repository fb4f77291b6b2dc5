//! A user's preferences: language and time zone, how mail reaches them,
//! and the games they want no mail about.

use crate::mail::quiet::QuietHours;
use crate::store::users;
use sqlx::PgPool;
use uuid::Uuid;

/// The settings form's preferences, already checked.
pub struct Preferences<'a> {
    /// `None`: the browser's language.
    pub language: Option<&'a str>,
    pub time_zone: &'a str,
    /// How notifications are sent (one of the settings' mail modes).
    pub mail_mode: &'a str,
    pub batch_minutes: i32,
    pub digest_hour: i16,
    /// When no notification reaches them.
    pub quiet: QuietHours,
    /// The weekdays their clocks stand still (bit 0 Monday; at most
    /// `clocks::days_off::MAX_DAYS_OFF`).
    pub clock_days_off: u8,
}

/// Saves the user's preferences.
pub async fn save(
    pool: &PgPool,
    user: Uuid,
    preferences: &Preferences<'_>,
) -> Result<(), sqlx::Error> {
    users::update_preferences(pool, user, preferences.language, preferences.time_zone).await?;
    users::update_mail_preferences(
        pool,
        user,
        preferences.mail_mode,
        preferences.batch_minutes,
        preferences.digest_hour,
        &users::QuietColumns {
            from: preferences.quiet.hours.map(|(from, _)| i16::from(from)),
            to: preferences.quiet.hours.map(|(_, to)| i16::from(to)),
            days: i16::from(preferences.quiet.days),
        },
    )
    .await?;
    users::set_clock_days_off(pool, user, i16::from(preferences.clock_days_off)).await
}

/// How the pages look to a person.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// As the device asks (`prefers-color-scheme`).
    #[default]
    Device,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Device, Theme::Light, Theme::Dark];

    pub fn code(self) -> &'static str {
        match self {
            Theme::Device => "device",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The theme a stored or sent code names (`None`: no theme of ours).
    pub fn parse(code: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.code() == code)
    }
}

/// Sets how the pages look to the user.
pub async fn set_theme(pool: &PgPool, user: Uuid, theme: Theme) -> Result<(), sqlx::Error> {
    users::set_theme(pool, user, theme.code()).await
}

/// Sets the user's time zone alone (at sign-up, from the browser).
pub async fn set_time_zone(pool: &PgPool, user: Uuid, zone: &str) -> Result<(), sqlx::Error> {
    users::set_time_zone(pool, user, zone).await
}

/// The guided first turn of game `kind` is not shown to the user again.
pub async fn close_guide(pool: &PgPool, user: Uuid, kind: &str) -> Result<(), sqlx::Error> {
    users::close_guide(pool, user, kind).await
}

/// A decision of the guided first turn was made in `game`: once it handed
/// the turn on (the user's seat no longer waits), that game kind's guide is
/// over, as if closed.
pub async fn guide_turn_played(pool: &PgPool, user: Uuid, game: Uuid) -> Result<(), sqlx::Error> {
    users::close_guide_after_turn(pool, user, game).await
}

/// No more notification mail for the user (a mail's unsubscribe link);
/// false when there is no such user.
pub async fn unsubscribe(pool: &PgPool, user: Uuid) -> Result<bool, sqlx::Error> {
    users::set_mail_mode(pool, user, "none").await
}

/// No notification mail about `game` for the user (or again, `muted` false).
pub async fn mute_game_mail(
    pool: &PgPool,
    user: Uuid,
    game: Uuid,
    muted: bool,
) -> Result<(), sqlx::Error> {
    users::set_game_mail_muted(pool, user, game, muted).await
}
