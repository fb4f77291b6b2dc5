//! The names of things an event refers to: players, tables, challenges, and
//! the pairs of players who must never share a table.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// A player, opaque to this crate. The service maps its `Uuid`s here with
/// `Uuid::as_u128` and back with `Uuid::from_u128`, so no lookup is needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub u128);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {:x}", self.0)
    }
}

/// A table (one game) of the event, numbered from 0 in the order the log
/// opened them; the service starts one game per table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TableId(pub u32);

/// A ladder challenge, numbered from 0 in the order they were issued.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChallengeId(pub u32);

/// Unordered pairs of players who must never sit at one table (one of them
/// blocked the other). The set lives in the log (`BlocksUpdated`) so that
/// folding the log pairs exactly as the live decision did.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blocks {
    pairs: BTreeSet<(PlayerId, PlayerId)>,
}

impl Blocks {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds the pair in either order; a player blocking themselves means nothing.
    pub fn insert(&mut self, a: PlayerId, b: PlayerId) {
        if a != b {
            self.pairs.insert(ordered(a, b));
        }
    }

    pub fn contains(&self, a: PlayerId, b: PlayerId) -> bool {
        self.pairs.contains(&ordered(a, b))
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    pub fn pairs(&self) -> impl Iterator<Item = (PlayerId, PlayerId)> + '_ {
        self.pairs.iter().copied()
    }

    /// Whether any two of `seats` are blocked from each other.
    pub fn splits(&self, seats: &[PlayerId]) -> bool {
        seats
            .iter()
            .enumerate()
            .any(|(i, &a)| seats[i + 1..].iter().any(|&b| self.contains(a, b)))
    }
}

impl FromIterator<(PlayerId, PlayerId)> for Blocks {
    fn from_iter<I: IntoIterator<Item = (PlayerId, PlayerId)>>(iter: I) -> Self {
        let mut blocks = Blocks::new();
        for (a, b) in iter {
            blocks.insert(a, b);
        }
        blocks
    }
}

fn ordered(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_works_both_ways_and_ignores_self() {
        let mut blocks = Blocks::new();
        blocks.insert(PlayerId(7), PlayerId(3));
        blocks.insert(PlayerId(4), PlayerId(4));
        assert!(blocks.contains(PlayerId(3), PlayerId(7)));
        assert!(blocks.contains(PlayerId(7), PlayerId(3)));
        assert!(!blocks.contains(PlayerId(4), PlayerId(4)));
        assert_eq!(blocks.len(), 1);
    }

    #[test]
    fn splits_sees_a_blocked_pair_anywhere_at_the_table() {
        let blocks: Blocks = [(PlayerId(1), PlayerId(5))].into_iter().collect();
        assert!(blocks.splits(&[PlayerId(5), PlayerId(2), PlayerId(1)]));
        assert!(!blocks.splits(&[PlayerId(5), PlayerId(2), PlayerId(3)]));
    }
}
