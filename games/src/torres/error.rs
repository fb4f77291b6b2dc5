//! Why an action is refused, as a message of the translation files.

use crate::core::{Explain, Message};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    SeatCount,
    GameOver,
    NotYourDecision,
    WrongMoment,
    FinishPendingFirst,
    NotEnoughActionPoints,
    NoSuchSquare,
    SquareTaken,
    NoKnightInReserve,
    NotBesideYourKnight,
    NotYourKnight,
    Unreachable,
    NoSuchStack,
    OtherStack,
    EmptyStack,
    PickFirstAlikeStack,
    TooHighForArea,
    NotBesideCastle,
    WouldJoinCastles,
    SupplyEmpty,
    BuyLimit,
    DeckEmpty,
    NoBuyingInMeister,
    CardNotInHand,
    CardAlreadyPlayed,
    WrongCard,
    BadKeepChoice,
    NoSuchSeat,
    TooFewCastles,
    WouldSplitCastle,
    BlockCovered,
    NowhereToPut,
    StackChoice,
    StackFull,
    TooCloseToCastle,
    CastleTaken,
    NotAFreeBlock,
    FirstKnightOffCastle,
}

impl Explain for Error {
    fn explain(&self) -> Message {
        match self {
            Error::SeatCount => Message::new("torres-error-seat-count"),
            Error::GameOver => Message::new("torres-error-game-over"),
            Error::NotYourDecision => Message::new("torres-error-not-your-decision"),
            Error::WrongMoment => Message::new("torres-error-wrong-moment"),
            Error::FinishPendingFirst => Message::new("torres-error-finish-pending-first"),
            Error::NotEnoughActionPoints => Message::new("torres-error-not-enough-action-points"),
            Error::NoSuchSquare => Message::new("torres-error-no-such-square"),
            Error::SquareTaken => Message::new("torres-error-square-taken"),
            Error::NoKnightInReserve => Message::new("torres-error-no-knight-in-reserve"),
            Error::NotBesideYourKnight => Message::new("torres-error-not-beside-your-knight"),
            Error::NotYourKnight => Message::new("torres-error-not-your-knight"),
            Error::Unreachable => Message::new("torres-error-unreachable"),
            Error::NoSuchStack => Message::new("torres-error-no-such-stack"),
            Error::OtherStack => Message::new("torres-error-other-stack"),
            Error::EmptyStack => Message::new("torres-error-empty-stack"),
            Error::PickFirstAlikeStack => Message::new("torres-error-pick-first-alike-stack"),
            Error::TooHighForArea => Message::new("torres-error-too-high-for-area"),
            Error::NotBesideCastle => Message::new("torres-error-not-beside-castle"),
            Error::WouldJoinCastles => Message::new("torres-error-would-join-castles"),
            Error::SupplyEmpty => Message::new("torres-error-supply-empty"),
            Error::BuyLimit => Message::new("torres-error-buy-limit"),
            Error::DeckEmpty => Message::new("torres-error-deck-empty"),
            Error::NoBuyingInMeister => Message::new("torres-error-no-buying-in-meister"),
            Error::CardNotInHand => Message::new("torres-error-card-not-in-hand"),
            Error::CardAlreadyPlayed => Message::new("torres-error-card-already-played"),
            Error::WrongCard => Message::new("torres-error-wrong-card"),
            Error::BadKeepChoice => Message::new("torres-error-bad-keep-choice"),
            Error::NoSuchSeat => Message::new("torres-error-no-such-seat"),
            Error::TooFewCastles => Message::new("torres-error-too-few-castles"),
            Error::WouldSplitCastle => Message::new("torres-error-would-split-castle"),
            Error::BlockCovered => Message::new("torres-error-block-covered"),
            Error::NowhereToPut => Message::new("torres-error-nowhere-to-put"),
            Error::StackChoice => Message::new("torres-error-stack-choice"),
            Error::StackFull => Message::new("torres-error-stack-full"),
            Error::TooCloseToCastle => Message::new("torres-error-too-close-to-castle"),
            Error::CastleTaken => Message::new("torres-error-castle-taken"),
            Error::NotAFreeBlock => Message::new("torres-error-not-a-free-block"),
            Error::FirstKnightOffCastle => Message::new("torres-error-first-knight-off-castle"),
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
