//! Why a decision was refused, as a message of the translation files.

use super::colours::colour_message;
use super::state::Colour;
use crate::core::{Explain, Message};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    GameOver,
    NotYourTurn,
    NotNow,
    DiscNotInHand { disc: u8 },
    DiscAlreadyPlayed { disc: u8 },
    NotInReserve { colour: Colour },
    NoSuchTerritory { territory: u8 },
    StepsOutOfRange { steps: u8, max: u8 },
    ColourExhausted { colour: Colour },
    SeatCount,
}

impl Explain for Error {
    fn explain(&self) -> Message {
        match self {
            Error::GameOver => Message::new("cm-error-game-over"),
            Error::NotYourTurn => Message::new("cm-error-not-your-turn"),
            Error::NotNow => Message::new("cm-error-not-now"),
            Error::DiscNotInHand { disc } => {
                Message::new("cm-error-disc-not-in-hand").with("disc", *disc)
            }
            Error::DiscAlreadyPlayed { disc } => {
                Message::new("cm-error-disc-already-played").with("disc", *disc)
            }
            Error::NotInReserve { colour } => {
                Message::new("cm-error-not-in-reserve").with("colour", colour_message(*colour))
            }
            Error::NoSuchTerritory { territory } => {
                Message::new("cm-error-no-such-territory").with("territory", *territory)
            }
            Error::StepsOutOfRange { steps, max } => Message::new("cm-error-steps-out-of-range")
                .with("steps", *steps)
                .with("max", *max),
            Error::ColourExhausted { colour } => {
                Message::new("cm-error-colour-exhausted").with("colour", colour_message(*colour))
            }
            Error::SeatCount => Message::new("cm-error-seat-count"),
        }
    }
}

crate::core::explained_error!(Error);
