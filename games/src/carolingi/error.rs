//! Why a request was refused, as a message of the translation files.

use crate::core::{Explain, Message};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    SeatCount,
    SundialYear,
    GameOver,
    NotYourDecision,
    WrongMoment,
    TileNotActive,
    AlreadyPlaced,
    PeaceNeedsInaction,
    BadExchange,
    NoMissi,
    NoLeudes,
    NoNobiles,
    NotEnoughTaxes,
    OtherInfluenceChosen,
    HomelandLimit,
    CardNotInZone,
    ControlledByAnother,
    NoPartisanOnCard,
    CannotUnlock,
    NotControlled,
    NotDevelopable,
    DevelopmentLimit,
    NotASource,
    NotAdjacent,
    OtherHomeland,
    NoMovablePartisan,
    NoPlurality,
    NothingToFight,
    TrophyUnavailable,
    NoRebels,
    NotNear,
    PacifyLimit,
    CannotPlayTile,
    NoSuchPartisan,
    HourglassHours,
    CannotClaimHomeland,
    CannotExpel,
    PartisanNextDoor,
    NoPartisansThere,
    NoSuchCard,
    PlacementOver,
}

impl Explain for Error {
    fn explain(&self) -> Message {
        match self {
            Error::SeatCount => Message::new("carolingi-error-seat-count"),
            Error::SundialYear => Message::new("carolingi-error-sundial-year"),
            Error::GameOver => Message::new("carolingi-error-game-over"),
            Error::NotYourDecision => Message::new("carolingi-error-not-your-decision"),
            Error::WrongMoment => Message::new("carolingi-error-wrong-moment"),
            Error::TileNotActive => Message::new("carolingi-error-tile-not-active"),
            Error::AlreadyPlaced => Message::new("carolingi-error-already-placed"),
            Error::PeaceNeedsInaction => Message::new("carolingi-error-peace-needs-inaction"),
            Error::BadExchange => Message::new("carolingi-error-bad-exchange"),
            Error::NoMissi => Message::new("carolingi-error-no-missi"),
            Error::NoLeudes => Message::new("carolingi-error-no-leudes"),
            Error::NoNobiles => Message::new("carolingi-error-no-nobiles"),
            Error::NotEnoughTaxes => Message::new("carolingi-error-not-enough-taxes"),
            Error::OtherInfluenceChosen => Message::new("carolingi-error-other-influence-chosen"),
            Error::HomelandLimit => Message::new("carolingi-error-homeland-limit"),
            Error::CardNotInZone => Message::new("carolingi-error-card-not-in-zone"),
            Error::ControlledByAnother => Message::new("carolingi-error-controlled-by-another"),
            Error::NoPartisanOnCard => Message::new("carolingi-error-no-partisan-on-card"),
            Error::CannotUnlock => Message::new("carolingi-error-cannot-unlock"),
            Error::NotControlled => Message::new("carolingi-error-not-controlled"),
            Error::NotDevelopable => Message::new("carolingi-error-not-developable"),
            Error::DevelopmentLimit => Message::new("carolingi-error-development-limit"),
            Error::NotASource => Message::new("carolingi-error-not-a-source"),
            Error::NotAdjacent => Message::new("carolingi-error-not-adjacent"),
            Error::OtherHomeland => Message::new("carolingi-error-other-homeland"),
            Error::NoMovablePartisan => Message::new("carolingi-error-no-movable-partisan"),
            Error::NoPlurality => Message::new("carolingi-error-no-plurality"),
            Error::NothingToFight => Message::new("carolingi-error-nothing-to-fight"),
            Error::TrophyUnavailable => Message::new("carolingi-error-trophy-unavailable"),
            Error::NoRebels => Message::new("carolingi-error-no-rebels"),
            Error::NotNear => Message::new("carolingi-error-not-near"),
            Error::PacifyLimit => Message::new("carolingi-error-pacify-limit"),
            Error::CannotPlayTile => Message::new("carolingi-error-cannot-play-tile"),
            Error::NoSuchPartisan => Message::new("carolingi-error-no-such-partisan"),
            Error::HourglassHours => Message::new("carolingi-error-hourglass-hours"),
            Error::CannotClaimHomeland => Message::new("carolingi-error-cannot-claim-homeland"),
            Error::CannotExpel => Message::new("carolingi-error-cannot-expel"),
            Error::PartisanNextDoor => Message::new("carolingi-error-partisan-next-door"),
            Error::NoPartisansThere => Message::new("carolingi-error-no-partisans-there"),
            Error::NoSuchCard => Message::new("carolingi-error-no-such-card"),
            Error::PlacementOver => Message::new("carolingi-error-placement-over"),
        }
    }
}

/// For logs and developers; players read `explain` in their language.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.explain().fmt(f)
    }
}

impl std::error::Error for Error {}
