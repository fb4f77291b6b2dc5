//! Placeholder
pub mod action;
pub mod decide;
pub mod ids;
pub mod league;
pub mod pairing;
pub mod record;
pub mod refusal;
pub mod rules;
pub mod standings;
pub mod state;

pub use action::{EventAction, ReportedOutcome};
pub use decide::decide;
pub use ids::{Blocks, ChallengeId, PlayerId, TableId};
pub use record::{
    BlockResolution, Bye, ByeKind, CancelReason, Ending, EventRecord, Table, TableResult,
};
pub use refusal::Refusal;
pub use rules::{
    Format, RatingBounds, RegistrationWindow, Rules, RulesProblem, StartCondition, TimeoutPolicy,
    VanishedPolicy,
};
pub use standings::{standings, Standing, TieBreak};
pub use state::{apply, fold, EventState, Phase};

#[cfg(test)]
mod tests;
