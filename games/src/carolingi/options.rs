//! What the creator of a game chooses. Default = the rulebook's base game.

use crate::core::{OptionKind, OptionSpec, Text};
use serde::{Deserialize, Serialize};

pub const FIRST_YEAR: u16 = 830;
pub const LAST_POSSIBLE_YEAR: u16 = 839;
/// "Nous recommandons l'an 834."
pub const RECOMMENDED_SUNDIAL_YEAR: u16 = 834;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The year the sundial marks: the game ends after its autumn (830-839).
    pub sundial_year: u16,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            sundial_year: RECOMMENDED_SUNDIAL_YEAR,
        }
    }
}

pub fn option_specs() -> Vec<OptionSpec> {
    vec![OptionSpec {
        key: "sundial_year",
        label: Text::new("Last year (sundial)", "Dernière année (cadran solaire)"),
        help: Text::new(
            "The game ends after the autumn of this year, unless someone declares peace first. 834 is recommended.",
            "La partie s'achève à la fin de l'automne de cette année, sauf si quelqu'un déclare la paix avant. L'an 834 est recommandé.",
        ),
        kind: OptionKind::Integer {
            min: i64::from(FIRST_YEAR),
            max: i64::from(LAST_POSSIBLE_YEAR),
            default: i64::from(RECOMMENDED_SUNDIAL_YEAR),
        },
        seats: (2, 6),
    }]
}
