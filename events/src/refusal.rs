//! Why an action is refused. Each variant names one reason; the service
//! turns it into a 409/422 answer with its translated sentence (the
//! identifier comes from [`Refusal::key`]).

use crate::ids::{ChallengeId, PlayerId, TableId};
use crate::rules::RulesProblem;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Refusal {
    #[error("the event does not exist yet")]
    NotCreated,
    #[error("the event already exists")]
    AlreadyCreated,
    #[error("the event is over")]
    EventOver,
    #[error("these rules cannot make an event: {0}")]
    InvalidRules(RulesProblem),
    #[error("the rules are fixed once the event has started")]
    RulesFixedAfterStart,
    #[error("the new rules would shut out players already entered")]
    RulesExcludeEntrants,
    #[error("registration is closed")]
    RegistrationClosed,
    #[error("the event is full")]
    EventFull,
    #[error("{0} is already entered")]
    AlreadyEntered(PlayerId),
    #[error("{0} left the event and cannot enter again")]
    LeftAlready(PlayerId),
    #[error("rating {rating} is outside the event's bounds")]
    RatingOutOfBounds { rating: i32 },
    #[error("{0} is not an active entrant")]
    NotEntered(PlayerId),
    #[error("the event has not started")]
    NotStarted,
    #[error("the event has already started")]
    AlreadyStarted,
    #[error("the event starts later")]
    TooEarlyToStart,
    #[error("the event starts when full, not at a time")]
    StartsWhenFull,
    #[error("games of round {round} are still being played")]
    RoundStillRunning { round: u32 },
    #[error("every round has been paired")]
    NoRoundsLeft,
    #[error("this format does not do that")]
    WrongFormat,
    #[error("no table {0:?}")]
    NoSuchTable(TableId),
    #[error("table {0:?} already has its result")]
    ResultAlreadyRecorded(TableId),
    #[error("the result does not fit the table's seats")]
    MalformedResult,
    #[error("a player cannot challenge themselves")]
    ChallengeSelf,
    #[error("{challenged} is not above {challenger} within reach")]
    OutOfReach {
        challenger: PlayerId,
        challenged: PlayerId,
    },
    #[error("{0} already has an open challenge")]
    ChallengePending(PlayerId),
    #[error("these two players blocked each other")]
    BlockedPair,
    #[error("no open challenge {0:?}")]
    NoSuchChallenge(ChallengeId),
    #[error("only the challenged player may answer challenge {0:?}")]
    NotYourChallenge(ChallengeId),
    #[error("challenge {0:?} lapsed")]
    ChallengeLapsed(ChallengeId),
    #[error("games are still being played")]
    GamesStillRunning,
}

impl Refusal {
    /// The identifier of the refusal's sentence in the translation files.
    pub fn key(&self) -> &'static str {
        match self {
            Refusal::NotCreated => "event-refusal-not-created",
            Refusal::AlreadyCreated => "event-refusal-already-created",
            Refusal::EventOver => "event-refusal-event-over",
            Refusal::InvalidRules(_) => "event-refusal-invalid-rules",
            Refusal::RulesFixedAfterStart => "event-refusal-rules-fixed-after-start",
            Refusal::RulesExcludeEntrants => "event-refusal-rules-exclude-entrants",
            Refusal::RegistrationClosed => "event-refusal-registration-closed",
            Refusal::EventFull => "event-refusal-event-full",
            Refusal::AlreadyEntered(_) => "event-refusal-already-entered",
            Refusal::LeftAlready(_) => "event-refusal-left-already",
            Refusal::RatingOutOfBounds { .. } => "event-refusal-rating-out-of-bounds",
            Refusal::NotEntered(_) => "event-refusal-not-entered",
            Refusal::NotStarted => "event-refusal-not-started",
            Refusal::AlreadyStarted => "event-refusal-already-started",
            Refusal::TooEarlyToStart => "event-refusal-too-early-to-start",
            Refusal::StartsWhenFull => "event-refusal-starts-when-full",
            Refusal::RoundStillRunning { .. } => "event-refusal-round-still-running",
            Refusal::NoRoundsLeft => "event-refusal-no-rounds-left",
            Refusal::WrongFormat => "event-refusal-wrong-format",
            Refusal::NoSuchTable(_) => "event-refusal-no-such-table",
            Refusal::ResultAlreadyRecorded(_) => "event-refusal-result-already-recorded",
            Refusal::MalformedResult => "event-refusal-malformed-result",
            Refusal::ChallengeSelf => "event-refusal-challenge-self",
            Refusal::OutOfReach { .. } => "event-refusal-out-of-reach",
            Refusal::ChallengePending(_) => "event-refusal-challenge-pending",
            Refusal::BlockedPair => "event-refusal-blocked-pair",
            Refusal::NoSuchChallenge(_) => "event-refusal-no-such-challenge",
            Refusal::NotYourChallenge(_) => "event-refusal-not-your-challenge",
            Refusal::ChallengeLapsed(_) => "event-refusal-challenge-lapsed",
            Refusal::GamesStillRunning => "event-refusal-games-still-running",
        }
    }
}
