//! An event's rules and results in the reader's words: every rule that
//! decides results, shown before entry; the tie-breaks by name.

use crate::support::i18n::{self, Lang};
use crate::tournaments::projection::Projection;
use crate::web::context::PageContext;
use scriptorium_events::{
    CancelReason, Format, Phase, Rules, StartCondition, TieBreak, TimeoutPolicy, VanishedPolicy,
};

/// One rule: what it is about, and what it says.
pub struct RuleLine {
    pub label: &'static str,
    pub value: String,
}

pub fn game_name(kind: &str) -> String {
    crate::games::Registry::any(kind)
        .map(|entry| entry.engine.info().name.to_owned())
        .unwrap_or_else(|| kind.to_owned())
}

pub fn format_name(ctx: &PageContext, format: &Format) -> &'static str {
    ctx.t(match format {
        Format::RoundRobin => "events-format-round-robin",
        Format::Swiss { .. } => "events-format-swiss",
        Format::KnockOut => "events-format-knock-out",
        Format::League { .. } => "events-format-league",
        Format::Ladder { .. } => "events-format-ladder",
    })
}

pub fn phase_name(ctx: &PageContext, phase: Phase) -> &'static str {
    ctx.t(phase_key(phase))
}

/// Why the event was called off, in words for its entrants.
pub fn cancel_reason(ctx: &PageContext, reason: CancelReason) -> &'static str {
    ctx.t(match reason {
        CancelReason::ByOrganizer => "events-cancelled-by-organizer",
        CancelReason::TooFewPlayers => "events-cancelled-too-few-players",
        CancelReason::NeverFilled => "events-cancelled-never-filled",
        CancelReason::ByModerators => "events-cancelled-by-moderators",
    })
}

pub fn phase_key(phase: Phase) -> &'static str {
    match phase {
        Phase::NotCreated | Phase::Registering => "events-phase-registering",
        Phase::Running => "events-phase-running",
        Phase::Finished => "events-phase-finished",
        Phase::Cancelled => "events-phase-cancelled",
    }
}

/// The same phase as the store writes it (`events.phase`).
pub fn phase_from_code(code: &str) -> Phase {
    match code {
        "running" => Phase::Running,
        "finished" => Phase::Finished,
        "cancelled" => Phase::Cancelled,
        _ => Phase::Registering,
    }
}

fn hours(lang: Lang, hours: u32) -> String {
    crate::clocks::words::hours_text(lang, i32::try_from(hours).unwrap_or(i32::MAX))
}

fn number(value: impl Into<i64>) -> String {
    value.into().to_string()
}

/// Every rule of the event, in words.
pub fn rule_lines(ctx: &PageContext, rules: &Rules) -> Vec<RuleLine> {
    let lang = ctx.lang;
    let mut lines = vec![
        RuleLine {
            label: ctx.t("events-game"),
            value: game_name(&rules.game),
        },
        RuleLine {
            label: ctx.t("events-seats"),
            value: number(rules.seats_per_table),
        },
        RuleLine {
            label: ctx.t("events-format"),
            value: format_name(ctx, &rules.format).to_owned(),
        },
    ];
    match rules.format {
        Format::RoundRobin | Format::KnockOut => {}
        Format::Swiss { rounds } => lines.push(RuleLine {
            label: ctx.t("events-rounds"),
            value: number(rounds),
        }),
        Format::League {
            division_size,
            seasons,
            promoted,
            relegated,
        } => {
            for (label, value) in [
                ("events-division-size", division_size),
                ("events-seasons", seasons),
                ("events-promoted", promoted),
                ("events-relegated", relegated),
            ] {
                lines.push(RuleLine {
                    label: ctx.t(label),
                    value: number(value),
                });
            }
        }
        Format::Ladder {
            reach,
            accept_within_days,
            decline_loses,
        } => {
            lines.push(RuleLine {
                label: ctx.t("events-reach"),
                value: number(reach),
            });
            lines.push(RuleLine {
                label: ctx.t("events-accept-days"),
                value: number(accept_within_days),
            });
            lines.push(RuleLine {
                label: ctx.t("events-decline-loses"),
                value: ctx
                    .t(if decline_loses {
                        "events-yes"
                    } else {
                        "events-no"
                    })
                    .to_owned(),
            });
        }
    }
    lines.push(RuleLine {
        label: ctx.t("events-time-control"),
        value: if rules.time_control_hours == 0 {
            ctx.t("events-no-limit").to_owned()
        } else {
            i18n::t_args(
                lang,
                "events-per-move",
                &[("time", hours(lang, rules.time_control_hours).into())],
            )
        },
    });
    lines.push(RuleLine {
        label: ctx.t("events-vacation-days"),
        value: number(rules.vacation_days),
    });
    lines.push(RuleLine {
        label: ctx.t("events-timeout-policy"),
        value: ctx
            .t(match rules.timeout_policy {
                TimeoutPolicy::TimedOutLoses => "events-timeout-loses",
                TimeoutPolicy::ScoredAsItStands => "events-timeout-as-it-stands",
            })
            .to_owned(),
    });
    lines.push(RuleLine {
        label: ctx.t("events-vanished-policy"),
        value: match rules.vanished_policy {
            VanishedPolicy::StayEntered => ctx.t("events-vanished-stay").to_owned(),
            VanishedPolicy::ComputerTakesSeat => ctx.t("events-vanished-computer").to_owned(),
            VanishedPolicy::WithdrawAfterTimeouts(after) => {
                ctx.tn("events-vanished-withdraw-after", "count", i64::from(after))
            }
        },
    });
    let bound = |bound: Option<i32>| bound.map_or_else(|| ctx.t("events-any").to_owned(), number);
    lines.push(RuleLine {
        label: ctx.t("events-rating-min"),
        value: bound(rules.rating_bounds.min),
    });
    lines.push(RuleLine {
        label: ctx.t("events-rating-max"),
        value: bound(rules.rating_bounds.max),
    });
    lines.push(RuleLine {
        label: ctx.t("events-registration-closes"),
        value: ctx.time(&super::instant(rules.registration.closes)),
    });
    lines.push(RuleLine {
        label: ctx.t("events-max-players"),
        value: rules
            .max_players
            .map_or_else(|| ctx.t("events-any").to_owned(), |max| max.to_string()),
    });
    lines.push(RuleLine {
        label: ctx.t("events-start"),
        value: match rules.start {
            StartCondition::WhenFull => ctx.t("events-start-when-full").to_owned(),
            StartCondition::AtTime(at) => ctx.time(&super::instant(at)),
        },
    });
    lines.push(RuleLine {
        label: ctx.t("events-scoring"),
        value: ctx.t("events-scoring-rule").to_owned(),
    });
    lines
}

pub fn tie_break_name(ctx: &PageContext, tie_break: TieBreak) -> &'static str {
    ctx.t(match tie_break {
        TieBreak::Buchholz => "events-tiebreak-buchholz",
        TieBreak::SonnebornBerger => "events-tiebreak-sonneborn-berger",
        TieBreak::HeadToHead => "events-tiebreak-head-to-head",
        TieBreak::GameScore => "events-tiebreak-game-score",
        TieBreak::Champion => "events-tiebreak-champion",
        TieBreak::RoundReached => "events-tiebreak-round-reached",
        TieBreak::Rung => "events-tiebreak-rung",
    })
}

/// The tie-break's name as a column's heading: short, the full name its
/// title (a phone's table of seven columns has no room for the names).
pub fn tie_break_short(ctx: &PageContext, tie_break: TieBreak) -> &'static str {
    ctx.t(match tie_break {
        TieBreak::Buchholz => "events-tiebreak-short-buchholz",
        TieBreak::SonnebornBerger => "events-tiebreak-short-sonneborn-berger",
        TieBreak::HeadToHead => "events-tiebreak-short-head-to-head",
        TieBreak::GameScore => "events-tiebreak-short-game-score",
        TieBreak::Champion => "events-tiebreak-short-champion",
        TieBreak::RoundReached => "events-tiebreak-short-round-reached",
        TieBreak::Rung => "events-tiebreak-short-rung",
    })
}

/// What withdrawing does, said before the button is pressed.
pub fn withdraw_consequence(ctx: &PageContext, phase: Phase) -> &'static str {
    ctx.t(if phase == Phase::Running {
        "events-withdraw-consequence"
    } else {
        "events-withdraw-before-start"
    })
}

/// The projected end, in the viewer's words and zone: the expected day when
/// the pace is known, and always the day if every move takes its full time
/// (`tournaments::projection`).
pub fn projection(ctx: &PageContext, projection: &Projection) -> String {
    let slow = ctx.date(&super::instant(projection.slow));
    match projection.expected {
        Some(expected) => i18n::t_args(
            ctx.lang,
            "events-projection-both",
            &[
                ("expected", ctx.date(&super::instant(expected)).into()),
                ("slow", slow.into()),
            ],
        ),
        None => i18n::t_args(ctx.lang, "events-projection-slow", &[("slow", slow.into())]),
    }
}
