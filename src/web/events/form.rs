//! The event form (create, and change the rules before the start): its
//! fields, read into the core's `Rules`, and the values it shows.

use crate::web::error::AppError;
use chrono::{DateTime, Utc};
use scriptorium_events::{
    Format, RatingBounds, RegistrationWindow, Rules, StartCondition, TimeoutPolicy, VanishedPolicy,
};

/// Hours per move the form offers (0: no limit).
pub const TIME_CHOICES: &[u32] = &[0, 24, 48, 72, 120, 168, 336];

/// The form's values as text, for a new event or the rules in force.
#[derive(Debug, Clone)]
pub struct FormValues {
    pub name: String,
    pub kind: String,
    pub seats: u8,
    pub format: &'static str,
    pub rounds: u16,
    pub division_size: u16,
    pub seasons: u16,
    pub promoted: u16,
    pub relegated: u16,
    pub reach: u16,
    pub accept_days: u16,
    pub decline_loses: bool,
    pub hours: u32,
    pub vacation_days: u16,
    pub timeout_loses: bool,
    /// 0: a player who stops stays entered.
    pub vanished_after: u16,
    /// The computer takes a vanished player's seat (`vanished_after` unused).
    pub computer_seat: bool,
    pub rating_min: String,
    pub rating_max: String,
    pub registration_days: u32,
    pub max_players: String,
    pub when_full: bool,
    pub start_in_hours: u32,
}

impl FormValues {
    pub fn new_event(kind: &str) -> FormValues {
        FormValues {
            name: String::new(),
            kind: kind.to_owned(),
            seats: 2,
            format: "swiss",
            rounds: 3,
            division_size: 6,
            seasons: 2,
            promoted: 1,
            relegated: 1,
            reach: 3,
            accept_days: 7,
            decline_loses: true,
            hours: 72,
            vacation_days: 14,
            timeout_loses: true,
            vanished_after: 2,
            computer_seat: false,
            rating_min: String::new(),
            rating_max: String::new(),
            registration_days: 7,
            max_players: "8".into(),
            when_full: true,
            start_in_hours: 168,
        }
    }

    /// The rules in force, as the form shows them (times from `now`).
    pub fn of_rules(name: &str, rules: &Rules, now: DateTime<Utc>) -> FormValues {
        let mut values = FormValues::new_event(&rules.game);
        values.name = name.to_owned();
        values.seats = rules.seats_per_table;
        values.format = format_code(&rules.format);
        match rules.format {
            Format::RoundRobin | Format::KnockOut => {}
            Format::Swiss { rounds } => values.rounds = rounds,
            Format::League {
                division_size,
                seasons,
                promoted,
                relegated,
            } => {
                values.division_size = division_size;
                values.seasons = seasons;
                values.promoted = promoted;
                values.relegated = relegated;
            }
            Format::Ladder {
                reach,
                accept_within_days,
                decline_loses,
            } => {
                values.reach = reach;
                values.accept_days = accept_within_days;
                values.decline_loses = decline_loses;
            }
        }
        values.hours = rules.time_control_hours;
        values.vacation_days = rules.vacation_days;
        values.timeout_loses = rules.timeout_policy == TimeoutPolicy::TimedOutLoses;
        values.computer_seat = rules.vanished_policy == VanishedPolicy::ComputerTakesSeat;
        values.vanished_after = match rules.vanished_policy {
            VanishedPolicy::StayEntered | VanishedPolicy::ComputerTakesSeat => 0,
            VanishedPolicy::WithdrawAfterTimeouts(after) => after,
        };
        values.rating_min = rules
            .rating_bounds
            .min
            .map(|r| r.to_string())
            .unwrap_or_default();
        values.rating_max = rules
            .rating_bounds
            .max
            .map(|r| r.to_string())
            .unwrap_or_default();
        let at = super::seconds(now);
        values.registration_days = u32::try_from(
            rules
                .registration
                .closes
                .saturating_sub(at)
                .div_ceil(86_400),
        )
        .unwrap_or(u32::MAX);
        values.max_players = rules.max_players.map(|m| m.to_string()).unwrap_or_default();
        match rules.start {
            StartCondition::WhenFull => values.when_full = true,
            StartCondition::AtTime(start) => {
                values.when_full = false;
                values.start_in_hours =
                    u32::try_from(start.saturating_sub(at) / 3600).unwrap_or(u32::MAX);
            }
        }
        values
    }
}

pub fn format_code(format: &Format) -> &'static str {
    match format {
        Format::RoundRobin => "round_robin",
        Format::Swiss { .. } => "swiss",
        Format::KnockOut => "knock_out",
        Format::League { .. } => "league",
        Format::Ladder { .. } => "ladder",
    }
}

pub const FORMATS: &[&str] = &["round_robin", "swiss", "knock_out", "league", "ladder"];

fn field<'a>(fields: &'a [(String, String)], name: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.trim())
}

/// A number field; empty or absent gives `default`.
fn number<T: std::str::FromStr>(
    fields: &[(String, String)],
    name: &'static str,
    default: T,
) -> Result<T, AppError> {
    match field(fields, name) {
        None | Some("") => Ok(default),
        Some(text) => text.parse().map_err(|_| AppError::bad_field(name)),
    }
}

/// A number field that may be left empty (no bound).
fn optional<T: std::str::FromStr>(
    fields: &[(String, String)],
    name: &'static str,
) -> Result<Option<T>, AppError> {
    match field(fields, name) {
        None | Some("") => Ok(None),
        Some(text) => text
            .parse()
            .map(Some)
            .map_err(|_| AppError::bad_field(name)),
    }
}

/// The event's name and rules from the form, times counted from `now`.
pub fn rules_from_fields(
    fields: &[(String, String)],
    now: DateTime<Utc>,
) -> Result<(String, Rules), AppError> {
    let name = field(fields, "name").unwrap_or_default().to_owned();
    let game = field(fields, "kind").unwrap_or_default().to_owned();
    let format = match field(fields, "format") {
        Some("round_robin") => Format::RoundRobin,
        Some("swiss") => Format::Swiss {
            rounds: number(fields, "rounds", 3)?,
        },
        Some("knock_out") => Format::KnockOut,
        Some("league") => Format::League {
            division_size: number(fields, "division_size", 6)?,
            seasons: number(fields, "seasons", 2)?,
            promoted: number(fields, "promoted", 1)?,
            relegated: number(fields, "relegated", 1)?,
        },
        Some("ladder") => Format::Ladder {
            reach: number(fields, "reach", 3)?,
            accept_within_days: number(fields, "accept_days", 7)?,
            decline_loses: field(fields, "decline_loses").is_some(),
        },
        _ => return Err(AppError::bad_field("format")),
    };
    let hours: u32 = number(fields, "hours", 72)?;
    if !TIME_CHOICES.contains(&hours) {
        return Err(AppError::bad_field("hours"));
    }
    let timeout_policy = match field(fields, "timeout_policy") {
        None | Some("timed_out_loses") => TimeoutPolicy::TimedOutLoses,
        Some("scored_as_it_stands") => TimeoutPolicy::ScoredAsItStands,
        _ => return Err(AppError::bad_field("timeout_policy")),
    };
    let vanished_after: u16 = number(fields, "vanished_after", 2)?;
    let vanished_policy = if field(fields, "computer_seat").is_some() {
        VanishedPolicy::ComputerTakesSeat
    } else if vanished_after == 0 {
        VanishedPolicy::StayEntered
    } else {
        VanishedPolicy::WithdrawAfterTimeouts(vanished_after)
    };
    let at = super::seconds(now);
    let registration_days: u64 = number(fields, "registration_days", 7)?;
    if registration_days > 365 {
        return Err(AppError::bad_field("registration_days"));
    }
    let start_in_hours: u64 = number(fields, "start_in_hours", 0)?;
    if start_in_hours > 24 * 365 {
        return Err(AppError::bad_field("start_in_hours"));
    }
    let start = match field(fields, "start") {
        None | Some("when_full") => StartCondition::WhenFull,
        Some("at_time") => StartCondition::AtTime(at + start_in_hours * 3600),
        _ => return Err(AppError::bad_field("start")),
    };
    let rules = Rules {
        game,
        seats_per_table: number(fields, "seats", 2)?,
        format,
        time_control_hours: hours,
        vacation_days: number(fields, "vacation_days", 0)?,
        timeout_policy,
        vanished_policy,
        rating_bounds: RatingBounds {
            min: optional(fields, "rating_min")?,
            max: optional(fields, "rating_max")?,
        },
        registration: RegistrationWindow {
            opens: at,
            closes: at + registration_days * 86_400,
        },
        max_players: optional(fields, "max_players")?,
        start,
    };
    Ok((name, rules))
}
