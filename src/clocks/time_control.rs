//! Time controls: the presets a correspondence player knows (days per move,
//! Fischer with a cap), the custom ones, and what makes a control valid.
//! The control itself is a column set of the game (`store::games::TimeControl`).

pub use crate::store::games::TimeControl;

/// The longest time per move, the largest bank and the largest cap: four weeks.
pub const MAX_HOURS: i32 = 24 * 28;
/// The largest increment: a week per move.
pub const MAX_INCREMENT_HOURS: i32 = 24 * 7;

/// Why a time control is refused; each says what would be accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    #[error("the time per move must be between 1 hour and 28 days")]
    PerMove,
    #[error("the time bank must be between 0 and 28 days")]
    Bank,
    #[error("the increment must be between 0 and 7 days")]
    Increment,
    #[error("the cap must be at least the bank and at most 28 days")]
    Cap,
    #[error("a clock without time per move needs a time bank")]
    NoTime,
    #[error("a game without a time limit has no bank, increment or cap")]
    NothingToSpend,
    #[error("unknown time control preset")]
    UnknownPreset,
    #[error("give a time control preset or its parts, not both")]
    PresetAndParts,
}

impl TimeControlError {
    /// The translation key of the message a person reads.
    pub fn message_key(self) -> &'static str {
        match self {
            TimeControlError::PerMove => "time-control-bad-per-move",
            TimeControlError::Bank => "time-control-bad-bank",
            TimeControlError::Increment => "time-control-bad-increment",
            TimeControlError::Cap => "time-control-bad-cap",
            TimeControlError::NoTime => "time-control-no-time",
            TimeControlError::NothingToSpend => "time-control-nothing-to-spend",
            TimeControlError::UnknownPreset => "time-control-unknown-preset",
            TimeControlError::PresetAndParts => "time-control-preset-and-parts",
        }
    }
}

/// A named time control offered at creation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    /// The form's and the API's name for it: `none`, `days-3`, `fischer-3d-1d-7d`.
    pub code: &'static str,
    pub control: TimeControl,
}

const fn days_per_move(code: &'static str, days: i32) -> Preset {
    Preset {
        code,
        control: TimeControl {
            per_move_hours: Some(24 * days),
            bank_hours: 0,
            increment_hours: 0,
            cap_hours: None,
        },
    }
}

const fn fischer(code: &'static str, bank: i32, increment: i32, cap: i32) -> Preset {
    Preset {
        code,
        control: TimeControl {
            per_move_hours: Some(0),
            bank_hours: bank,
            increment_hours: increment,
            cap_hours: Some(cap),
        },
    }
}

/// The presets, in the order the form offers them: none; days per move as
/// lichess's correspondence games have them; Fischer with a cap as OGS has
/// it (a bank that grows by an increment after each turn, up to the cap).
pub const PRESETS: &[Preset] = &[
    Preset {
        code: "none",
        control: TimeControl::NONE,
    },
    days_per_move("days-1", 1),
    days_per_move("days-2", 2),
    days_per_move("days-3", 3),
    days_per_move("days-5", 5),
    days_per_move("days-7", 7),
    days_per_move("days-14", 14),
    fischer("fischer-1d-12h-3d", 24, 12, 72),
    fischer("fischer-3d-1d-7d", 72, 24, 168),
    fischer("fischer-7d-2d-14d", 168, 48, 336),
];

/// The preset the creation form proposes: three days per move.
pub const DEFAULT_PRESET: &str = "days-3";

/// The preset called `code`.
pub fn preset(code: &str) -> Result<TimeControl, TimeControlError> {
    PRESETS
        .iter()
        .find(|preset| preset.code == code)
        .map(|preset| preset.control)
        .ok_or(TimeControlError::UnknownPreset)
}

/// A custom control from its four parts as a person gives them: no time per
/// move but a bank is Fischer (the bank is the clock); no time per move and
/// no bank is no limit.
pub fn custom(
    per_move_hours: Option<i32>,
    bank_hours: i32,
    increment_hours: i32,
    cap_hours: Option<i32>,
) -> Result<TimeControl, TimeControlError> {
    let per_move_hours = match per_move_hours {
        None | Some(0) if bank_hours > 0 || increment_hours > 0 => Some(0),
        other => other,
    };
    validate(TimeControl {
        per_move_hours,
        bank_hours,
        increment_hours,
        cap_hours,
    })
}

/// Checks a control against the limits the service keeps.
pub fn validate(control: TimeControl) -> Result<TimeControl, TimeControlError> {
    if !(0..=MAX_HOURS).contains(&control.bank_hours) {
        return Err(TimeControlError::Bank);
    }
    if !(0..=MAX_INCREMENT_HOURS).contains(&control.increment_hours) {
        return Err(TimeControlError::Increment);
    }
    match control.per_move_hours {
        None if control.bank_hours > 0
            || control.increment_hours > 0
            || control.cap_hours.is_some() =>
        {
            return Err(TimeControlError::NothingToSpend)
        }
        None => {}
        Some(0) if control.bank_hours == 0 => return Err(TimeControlError::NoTime),
        Some(hours) if !(0..=MAX_HOURS).contains(&hours) => return Err(TimeControlError::PerMove),
        Some(_) => {}
    }
    if let Some(cap) = control.cap_hours {
        if cap < control.bank_hours.max(1) || cap > MAX_HOURS {
            return Err(TimeControlError::Cap);
        }
    }
    Ok(control)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The preset code of a control, if it is one.
    fn preset_code(control: &TimeControl) -> Option<&'static str> {
        PRESETS
            .iter()
            .find(|preset| preset.control == *control)
            .map(|preset| preset.code)
    }

    #[test]
    fn every_preset_is_valid_and_named_once() {
        for preset in PRESETS {
            assert_eq!(
                validate(preset.control),
                Ok(preset.control),
                "{}",
                preset.code
            );
            assert_eq!(preset_code(&preset.control), Some(preset.code));
        }
        assert_eq!(preset(DEFAULT_PRESET).unwrap().per_move_hours, Some(72));
        assert_eq!(preset("days-4"), Err(TimeControlError::UnknownPreset));
    }

    #[test]
    fn a_bank_without_time_per_move_is_fischer_and_nothing_at_all_is_no_limit() {
        assert_eq!(
            custom(None, 72, 24, Some(168)).unwrap(),
            preset("fischer-3d-1d-7d").unwrap()
        );
        assert_eq!(custom(None, 0, 0, None).unwrap(), TimeControl::NONE);
        assert_eq!(custom(Some(0), 0, 0, None), Err(TimeControlError::NoTime));
        // The existing shape stays expressible: a limit per move and a bank.
        let old = custom(Some(48), 24, 0, None).unwrap();
        assert_eq!((old.per_move_hours, old.bank_hours), (Some(48), 24));
    }

    #[test]
    fn out_of_range_parts_are_refused_with_their_reason() {
        assert_eq!(
            custom(Some(24 * 29), 0, 0, None),
            Err(TimeControlError::PerMove)
        );
        assert_eq!(custom(Some(24), -1, 0, None), Err(TimeControlError::Bank));
        assert_eq!(
            custom(Some(24), 0, 24 * 8, None),
            Err(TimeControlError::Increment)
        );
        assert_eq!(custom(None, 72, 24, Some(48)), Err(TimeControlError::Cap));
        assert_eq!(
            custom(Some(24), 0, 0, Some(24 * 29)),
            Err(TimeControlError::Cap)
        );
        assert_eq!(
            validate(TimeControl {
                cap_hours: Some(10),
                ..TimeControl::NONE
            }),
            Err(TimeControlError::NothingToSpend)
        );
    }
}
