//! Why a decision was refused, in English and French.

use super::state::Colour;
use super::text::colour_name;
use crate::core::{Lang, Localized};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn to decide")]
    NotYourTurn,
    #[error("that is not what the game is waiting for now")]
    NotNow,
    #[error("you do not hold disc {disc} any more")]
    DiscNotInHand { disc: u8 },
    #[error("disc {disc} was already played this round and you hold another number")]
    DiscAlreadyPlayed { disc: u8 },
    #[error("your reserve has no {} paladin", colour_name(*.colour, Lang::En))]
    NotInReserve { colour: Colour },
    #[error(
        "there is no territory {territory} (merged territories are named by their smallest number)"
    )]
    NoSuchTerritory { territory: u8 },
    #[error("the Emperor moves 1 to {max} steps with your disc, not {steps}")]
    StepsOutOfRange { steps: u8, max: u8 },
    #[error("no {} paladin is left in the centre or in every court", colour_name(*.colour, Lang::En))]
    ColourExhausted { colour: Colour },
    #[error("Carolus Magnus is played by 2, 3 or 4 players")]
    SeatCount,
}

impl Localized for Error {
    fn localize(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            Error::GameOver => "la partie est terminée".to_owned(),
            Error::NotYourTurn => "ce n'est pas à vous de décider".to_owned(),
            Error::NotNow => "ce n'est pas ce que le jeu attend maintenant".to_owned(),
            Error::DiscNotInHand { disc } => format!("vous n'avez plus le disque {disc}"),
            Error::DiscAlreadyPlayed { disc } => format!(
                "le disque {disc} a déjà été joué à ce tour et il vous reste un autre nombre"
            ),
            Error::NotInReserve { colour } => format!(
                "votre réserve n'a pas de paladin {}",
                colour_name(*colour, Lang::Fr)
            ),
            Error::NoSuchTerritory { territory } => format!(
                "il n'y a pas de territoire {territory} (une région porte le plus petit numéro de ses territoires)"
            ),
            Error::StepsOutOfRange { steps, max } => format!(
                "avec votre disque, l'Empereur avance de 1 à {max} cases, pas {steps}"
            ),
            Error::ColourExhausted { colour } => format!(
                "il ne reste de paladin {} ni au centre ni dans toutes les Cours",
                colour_name(*colour, Lang::Fr)
            ),
            Error::SeatCount => "Carolus Magnus se joue à 2, 3 ou 4".to_owned(),
        }
    }
}
