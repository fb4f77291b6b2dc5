//! What the creator of a game chooses. Default = the rulebook's base game.

use crate::core::{OptionKind, OptionSpec, Text};
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
        },
        OptionSpec {
            key: "advanced",
            label: Text::new("Advanced game", "Jeu avancé (joueurs aguerris)"),
            help: Text::new(
                "Partisans are placed in set-up rounds, forests come from the first card of each region, palaces are built during play (Develop c) and count 1 point; declaring peace needs a palace and 3 other conditions; one famine card fewer than players.",
                "Les partisans sont placés en manches de mise en place, les forêts viennent de la première carte de chaque région, les palais se construisent en cours de partie (Développer c) et valent 1 point ; déclarer la paix exige un palais et 3 autres conditions ; une carte Famine de moins que de joueurs.",
            ),
            kind: OptionKind::Bool { default: false },
            seats: (2, 6),
        },
        OptionSpec {
            key: "anarchy_module",
            label: Text::new("Module: Anarchy and Rebellion", "Module : Anarchie et rébellion"),
            help: Text::new(
                "The Anarchy and Rebellion cards are shuffled into the Archivium with the first famine card at the start of the second year.",
                "Les cartes Anarchie et Rébellion sont mélangées à la pioche de l'Archivium avec la première carte Famine au début de la deuxième année.",
            ),
            kind: OptionKind::Bool { default: false },
            seats: (2, 6),
        },
        OptionSpec {
            key: "hourglass_hours",
            label: Text::new("Hourglass (hours)", "Sablier (heures)"),
            help: Text::new(
                "Hours each player has to place tiles each season (0 = no hourglass). Tiles not placed in time are not put in the bag.",
                "Heures dont chacun dispose pour poser ses tuiles à chaque saison (0 = pas de sablier). Les tuiles non posées à temps ne sont pas mises dans le sac.",
            ),
            kind: OptionKind::Integer {
                min: 0,
                max: i64::from(MAX_HOURGLASS_HOURS),
                default: 0,
            },
            seats: (2, 6),
        },
    ]
}
