//! What someone asks of an event: an organizer, a moderator, a player, or
//! the system (the service's scheduler and its game engines). Who may ask
//! what is the service's business; this crate judges only whether the
//! request fits the event.

use crate::ids::{Blocks, ChallengeId, PlayerId, TableId};
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum EventAction {
    /// Organizer: open the event with its rules.
    Create { rules: Rules },
    /// Organizer: new rules, accepted only before the start.
    ChangeRules { rules: Rules },
    /// System: the blocked pairs among the entrants changed.
    UpdateBlocks { blocks: Blocks },
    /// Player: enter with their current rating in the event's game.
    Register { player: PlayerId, rating: i32 },
    /// Player: leave; their remaining games count as forfeits.
    Withdraw { player: PlayerId },
    /// Moderator: take a player out, like a withdrawal.
    Remove { player: PlayerId },
    /// Organizer or system: start now (at or after the start time).
    Start,
    /// System: the clock reached `now`; start, expire challenges, as due.
    Tick,
    /// System: pair the next Swiss or knock-out round.
    PairNextRound,
    /// System: close a league season and open the next one.
    EndSeason,
    /// System: a table's game ended.
    RecordResult {
        table: TableId,
        outcome: ReportedOutcome,
    },
    /// Player: challenge someone above on the ladder.
    Challenge {
        challenger: PlayerId,
        challenged: PlayerId,
    },
    AcceptChallenge {
        challenge: ChallengeId,
        by: PlayerId,
    },
    DeclineChallenge {
        challenge: ChallengeId,
        by: PlayerId,
    },
    /// Organizer: end a ladder for good.
    Close,
    /// Organizer: call the event off.
    Cancel,
    /// Moderator: call the event off.
    CancelByModerators,
}

/// How a table's game ended, as the game engine reports it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum ReportedOutcome {
    /// Places in seat order (1 best, ties equal) and the game's own scores.
    Played {
        places: Vec<u8>,
        scores: Option<Vec<i64>>,
    },
    /// These seats never played.
    Forfeit { absent: Vec<PlayerId> },
    /// These seats ran out of time, in the order they ran out (the first to
    /// run out first); `places` is how the game stood then.
    Timeout {
        timed_out: Vec<PlayerId>,
        places: Vec<u8>,
        scores: Option<Vec<i64>>,
    },
}
