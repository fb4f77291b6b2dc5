//! How a clock is said: a time control, a span of hours, the time left. Used
//! by the pages (`web::clock`) and the mail alike, in the reader's language.

use super::TimeControl;
use crate::support::i18n::{t, t_args, Lang};

/// "3 days", "12 hours": a span of whole hours as a person reads it.
pub fn hours_text(lang: Lang, hours: i32) -> String {
    let (count, unit) = if hours % 24 == 0 && hours > 0 {
        (hours / 24, "day")
    } else {
        (hours, "hour")
    };
    t_args(
        lang,
        "duration",
        &[("count", count.into()), ("unit", unit.into())],
    )
}

/// The control in words: "No time limit", "3 days per move", "3 days + 1 day
/// per move, at most 7 days", "2 days per move, bank 1 day".
pub fn describe(lang: Lang, control: &TimeControl) -> String {
    let Some(per_move) = control.per_move_hours else {
        return t(lang, "lobby-no-limit").to_owned();
    };
    let bank = hours_text(lang, control.bank_hours);
    let increment = hours_text(lang, control.increment_hours);
    let text = if per_move == 0 {
        if control.increment_hours == 0 {
            t_args(lang, "time-control-bank-only", &[("bank", bank.into())])
        } else {
            t_args(
                lang,
                "time-control-fischer",
                &[("bank", bank.into()), ("increment", increment.into())],
            )
        }
    } else {
        let time = hours_text(lang, per_move);
        match (control.bank_hours, control.increment_hours) {
            (0, 0) => t_args(lang, "time-control-per-move", &[("time", time.into())]),
            (_, 0) => t_args(
                lang,
                "time-control-per-move-bank",
                &[("time", time.into()), ("bank", bank.into())],
            ),
            _ => t_args(
                lang,
                "time-control-per-move-bank-increment",
                &[
                    ("time", time.into()),
                    ("bank", bank.into()),
                    ("increment", increment.into()),
                ],
            ),
        }
    };
    match control.cap_hours {
        Some(cap) => t_args(
            lang,
            "time-control-cap",
            &[
                ("control", text.into()),
                ("cap", hours_text(lang, cap).into()),
            ],
        ),
        None => text,
    }
}

/// Minutes left as a person reads them: days and hours, or hours and
/// minutes, or minutes ("2 d 4 h", "3 h 20 min", "12 min").
pub fn left_text(lang: Lang, minutes: i64) -> String {
    let (days, hours, mins) = (minutes / 1440, (minutes % 1440) / 60, minutes % 60);
    let unit = |key: &str, count: i64| t_args(lang, key, &[("count", count.into())]);
    match (days, hours) {
        (0, 0) => unit("clock-minutes", mins),
        (0, _) => format!(
            "{} {}",
            unit("clock-hours", hours),
            unit("clock-minutes", mins)
        ),
        _ => format!(
            "{} {}",
            unit("clock-days", days),
            unit("clock-hours", hours)
        ),
    }
}
