//! What the creator of a game chooses. Default = the rulebook's base game.

use crate::core::{OptionKind, OptionSpec};
use serde::{Deserialize, Serialize};

pub const FIRST_YEAR: u16 = 830;
pub const LAST_POSSIBLE_YEAR: u16 = 839;
/// "Nous recommandons l'an 834."
pub const RECOMMENDED_SUNDIAL_YEAR: u16 = 834;
/// A generous upper bound for the hourglass (one week per season).
pub const MAX_HOURGLASS_HOURS: u16 = 168;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The year the sundial marks: the game ends after its autumn (830-839).
    pub sundial_year: u16,
    /// The advanced game (section 6): set-up rounds, palaces built in play.
    pub advanced: bool,
    /// Module "Anarchie et rébellion" (section 7): two more Archivium cards.
    pub anarchy_module: bool,
    /// The hourglass (section 8): hours each seat has to place its tiles in
    /// a season, 0 for none. The service enforces the deadline; the engine
    /// only offers the "place no more tiles" action when it is on.
    pub hourglass_hours: u16,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            sundial_year: RECOMMENDED_SUNDIAL_YEAR,
            advanced: false,
            anarchy_module: false,
            hourglass_hours: 0,
        }
    }
}

impl Options {
    pub fn hourglass(&self) -> bool {
        self.hourglass_hours > 0
    }
}

pub fn option_specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: "sundial_year",
            label: "carolingi-option-sundial-year",
            help: "carolingi-option-sundial-year-help",
            kind: OptionKind::Integer {
                min: i64::from(FIRST_YEAR),
                max: i64::from(LAST_POSSIBLE_YEAR),
                default: i64::from(RECOMMENDED_SUNDIAL_YEAR),
            },
            seats: (2, 6),
        },
        OptionSpec {
            key: "advanced",
            label: "carolingi-option-advanced",
            help: "carolingi-option-advanced-help",
            kind: OptionKind::Bool { default: false },
            seats: (2, 6),
        },
        OptionSpec {
            key: "anarchy_module",
            label: "carolingi-option-anarchy-module",
            help: "carolingi-option-anarchy-module-help",
            kind: OptionKind::Bool { default: false },
            seats: (2, 6),
        },
        OptionSpec {
            key: "hourglass_hours",
            label: "carolingi-option-hourglass-hours",
            help: "carolingi-option-hourglass-hours-help",
            kind: OptionKind::Integer {
                min: 0,
                max: i64::from(MAX_HOURGLASS_HOURS),
                default: 0,
            },
            seats: (2, 6),
        },
    ]
}
