//! What happened in an event: the records of its append-only log. Each
//! record is a fact already decided, so `apply` only writes it down.

use crate::ids::{Blocks, ChallengeId, PlayerId, TableId};
use crate::rules::Rules;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum EventRecord {
    Created {
        rules: Rules,
    },
    /// Only ever before the start.
    RulesChanged {
        rules: Rules,
    },
    /// The pairs that must not share a table from now on (replaces the set).
    BlocksUpdated {
        blocks: Blocks,
    },
    Registered {
        player: PlayerId,
        rating: i32,
    },
    Withdrew {
        player: PlayerId,
    },
    RemovedByModerator {
        player: PlayerId,
    },
    /// The system withdrew a player who timed out too often
    /// (`VanishedPolicy::WithdrawAfterTimeouts`).
    Vanished {
        player: PlayerId,
    },
    /// `seeds`: the active players, best first (rating, then registration).
    Started {
        seeds: Vec<PlayerId>,
    },
    /// Tables opened together: a Swiss or knock-out round, the whole round
    /// robin, or one league season (`round` is then the season).
    RoundPaired {
        round: u32,
        tables: Vec<Table>,
        byes: Vec<Bye>,
        /// How blocked pairs were kept apart where the format's own pairing
        /// would have seated them together.
        resolutions: Vec<BlockResolution>,
    },
    /// Knock-out: the bracket the next round is paired from, in bracket
    /// order (`None`: an empty slot, whose neighbour goes through).
    BracketDrawn {
        slots: Vec<Option<PlayerId>>,
    },
    ResultRecorded {
        table: TableId,
        result: TableResult,
    },
    /// A league season's final order of every division, best first.
    SeasonEnded {
        season: u32,
        standings: Vec<Vec<PlayerId>>,
    },
    Promoted {
        player: PlayerId,
        from_division: u16,
        to_division: u16,
    },
    Relegated {
        player: PlayerId,
        from_division: u16,
        to_division: u16,
    },
    /// The divisions of a league season, top division first.
    SeasonStarted {
        season: u32,
        divisions: Vec<Vec<PlayerId>>,
    },
    ChallengeIssued {
        challenge: ChallengeId,
        challenger: PlayerId,
        challenged: PlayerId,
        at: u64,
    },
    /// The accepted challenge's game: `table` seats the challenged player
    /// first, then the challenger.
    ChallengeAccepted {
        challenge: ChallengeId,
        table: Table,
    },
    ChallengeDeclined {
        challenge: ChallengeId,
    },
    ChallengeExpired {
        challenge: ChallengeId,
    },
    /// Two ladder rungs trade places (a challenger won, or the challenged
    /// player let the challenge lapse or declined it).
    PositionsSwapped {
        up: PlayerId,
        down: PlayerId,
    },
    /// The event is over; `winners` share first place.
    Finished {
        winners: Vec<PlayerId>,
    },
    Cancelled {
        reason: CancelReason,
    },
}

/// One table of players who play one game together; the first seat is the
/// first to move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub id: TableId,
    pub seats: Vec<PlayerId>,
    /// The league division (0 = top) the table belongs to.
    pub division: Option<u16>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    pub player: PlayerId,
    pub kind: ByeKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ByeKind {
    /// The format's bye (odd numbers, a table's remainder, a bracket's
    /// empty slot): scored as a win, one first place at a full table.
    Regular,
    /// A player no table could take without seating a blocked pair: scored as
    /// a draw with the whole table, so blocking someone never earns points.
    Blocked,
}

/// How pairing kept a blocked pair apart when the format would have seated
/// them together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum BlockResolution {
    /// A round-robin (or league) pair that will not play: no game, no points.
    NotPaired { a: PlayerId, b: PlayerId },
    /// A knock-out bracket swapped `moved` with `swapped_with` from the
    /// neighbouring match.
    SwappedTables {
        moved: PlayerId,
        swapped_with: PlayerId,
    },
    /// No table could take `player`: they got a blocked bye.
    ExtraBye { player: PlayerId },
    /// A knock-out match between a blocked pair was not played: the better
    /// seed went through.
    DecidedBySeed {
        advanced: PlayerId,
        eliminated: PlayerId,
    },
}

/// A table's scored result, after the event's policies were applied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableResult {
    /// Place of each seat, in seat order: 1 is best, equal places are ties,
    /// standard competition ranking (1, 1, 3).
    pub places: Vec<u8>,
    /// The game's own score of each seat, when the game has one (tie-break).
    pub scores: Option<Vec<i64>>,
    pub ending: Ending,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    Played,
    /// These seats did not play (withdrawn, removed, absent): they share the last places.
    Forfeit {
        absent: Vec<PlayerId>,
    },
    /// These seats' clocks ran out.
    Timeout {
        timed_out: Vec<PlayerId>,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CancelReason {
    ByOrganizer,
    /// The start came with fewer players than one table.
    TooFewPlayers,
    /// An event that starts when full was still not full when its
    /// registration closed: nothing would ever start it.
    NeverFilled,
    /// The site's moderators called it off (the service's audit log says
    /// who and why).
    ByModerators,
}

impl TableResult {
    /// The event's points of seat `seat`: 2 for every other seat it finished
    /// ahead of, 1 for every seat it tied with (a two-player win is 2, a
    /// draw 1; first of three is 4).
    pub fn points_of_seat(&self, seat: usize) -> u32 {
        (0..self.places.len())
            .filter(|&other| other != seat)
            .map(|other| pairwise_points(self.places[seat], self.places[other]))
            .sum()
    }
}

/// Points of a place against another place: 2 ahead, 1 tied, 0 behind.
pub fn pairwise_points(mine: u8, theirs: u8) -> u32 {
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Less => 2,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Greater => 0,
    }
}

/// Points a bye is worth at a table of `seats`.
pub fn bye_points(kind: ByeKind, seats: u8) -> u32 {
    let opponents = u32::from(seats.saturating_sub(1));
    match kind {
        ByeKind::Regular => 2 * opponents,
        ByeKind::Blocked => opponents,
    }
}

/// Whether `places` is a standard competition ranking of its seats
/// (1, 2, 2, 4 yes; 1, 3 no; 2, 2 no).
pub fn is_competition_ranking(places: &[u8]) -> bool {
    places.iter().all(|&place| {
        let better = places.iter().filter(|&&other| other < place).count();
        usize::from(place) == better + 1
    })
}

/// The competition ranking of `keys` where greater is better.
pub fn ranking_by<K: Ord>(keys: &[K]) -> Vec<u8> {
    keys.iter()
        .map(|key| {
            let better = keys.iter().filter(|other| *other > key).count();
            u8::try_from(better + 1).unwrap_or(u8::MAX)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_count_every_opponent_beaten_or_tied() {
        let result = TableResult {
            places: vec![2, 1, 2, 4],
            scores: None,
            ending: Ending::Played,
        };
        assert_eq!(result.points_of_seat(1), 6);
        assert_eq!(result.points_of_seat(0), 2 + 1);
        assert_eq!(result.points_of_seat(3), 0);
        let total: u32 = (0..4).map(|seat| result.points_of_seat(seat)).sum();
        // Every pair of seats shares exactly 2 points.
        assert_eq!(total, 2 * 6);
    }

    #[test]
    fn a_bye_is_worth_a_win_or_a_draw_at_a_full_table() {
        assert_eq!(bye_points(ByeKind::Regular, 2), 2);
        assert_eq!(bye_points(ByeKind::Regular, 3), 4);
        assert_eq!(bye_points(ByeKind::Blocked, 3), 2);
    }

    #[test]
    fn competition_rankings_are_recognised() {
        assert!(is_competition_ranking(&[1, 2, 2, 4]));
        assert!(is_competition_ranking(&[1, 1]));
        assert!(!is_competition_ranking(&[1, 3]));
        assert!(!is_competition_ranking(&[2, 2]));
        assert!(!is_competition_ranking(&[0, 1]));
        assert_eq!(ranking_by(&[10, 30, 10, 20]), vec![3, 1, 3, 2]);
    }
}
