//! How a finished game ended, and how its seats rank by the rulebook.

use super::Seat;
use serde::{Deserialize, Serialize};

/// A seat's standing by its game's rulebook: the terms the rulebook compares,
/// most important first, compared term by term; greater is better
/// (Carolingi: a successful declaration of peace, then points, then partisans
/// on the board, then controlled countries).
///
/// The whole key is kept, not only the score, because the service ranks the
/// seats again after the rules are done: when a winner had resigned, the best
/// of the others must be found by the rulebook's tie-breaks, not by points
/// alone.
#[derive(Debug, Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RankKey(pub Vec<i64>);

/// How a finished game ended (or would end, for a game the players agree to
/// end early).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Seats sharing first place (more than one only for a true tie, or a team).
    pub winners: Vec<Seat>,
    /// Final score per seat, in seat order (empty when the game has no scores).
    pub scores: Vec<i64>,
    /// Each seat's whole ranking key, in seat order. Empty when nothing ranks
    /// the seats (an end the service decides, the test game), and in
    /// outcomes stored before the key was kept: [`Outcome::key_of`] then
    /// falls back to the score.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranking: Vec<RankKey>,
}

impl Outcome {
    /// The outcome of a game ranked by its rulebook's key: the winners are
    /// the seats whose key is the greatest (a tie shares the win).
    pub fn ranked(scores: Vec<i64>, ranking: Vec<RankKey>) -> Outcome {
        let mut outcome = Outcome {
            winners: Vec::new(),
            scores,
            ranking,
        };
        let everyone: Vec<Seat> = (0..outcome.ranking.len())
            .filter_map(|index| u8::try_from(index).ok().map(Seat))
            .collect();
        outcome.winners = outcome.best_among(&everyone);
        outcome
    }

    /// An end decided by the service rather than by the rules (a resignation
    /// leaving one side, a timeout): these seats win, nothing ranks the rest.
    pub fn decided(winners: Vec<Seat>) -> Outcome {
        Outcome {
            winners,
            scores: Vec::new(),
            ranking: Vec::new(),
        }
    }

    /// A game that ends without a winner (called off).
    pub fn without_winner() -> Outcome {
        Outcome::decided(Vec::new())
    }

    /// The key `seat` ranks by: its own; for an outcome stored before keys
    /// were kept, its score, the one term known then; empty when neither is
    /// known (every seat then ranks alike).
    pub fn key_of(&self, seat: Seat) -> RankKey {
        if let Some(key) = self.ranking.get(seat.index()) {
            return key.clone();
        }
        RankKey(self.scores.get(seat.index()).copied().into_iter().collect())
    }

    /// The seats of `among` that rank first among them, in the order given
    /// (all of them when nothing tells them apart).
    pub fn best_among(&self, among: &[Seat]) -> Vec<Seat> {
        let best = among.iter().map(|&seat| self.key_of(seat)).max();
        among
            .iter()
            .copied()
            .filter(|&seat| Some(self.key_of(seat)) == best)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(terms: &[i64]) -> RankKey {
        RankKey(terms.to_vec())
    }

    #[test]
    fn a_key_compares_its_terms_in_order() {
        assert!(key(&[4, 5, 9]) < key(&[4, 7, 0]));
        assert!(key(&[5, 0, 0]) > key(&[4, 12, 9]));
        assert!(key(&[4, 7, 3]) > key(&[4, 7, 2]));
    }

    #[test]
    fn the_winners_of_a_ranked_outcome_are_the_greatest_keys() {
        let outcome = Outcome::ranked(
            vec![4, 4, 3],
            vec![key(&[0, 4, 5, 2]), key(&[0, 4, 7, 1]), key(&[0, 3, 12, 9])],
        );
        assert_eq!(outcome.winners, vec![Seat(1)]);
        let tie = Outcome::ranked(vec![2, 2], vec![key(&[2, 6]), key(&[2, 6])]);
        assert_eq!(tie.winners, vec![Seat(0), Seat(1)]);
    }

    #[test]
    fn an_outcome_stored_without_keys_ranks_by_score_and_reads_as_before() {
        let old: Outcome = serde_json::from_str(r#"{"winners":[0],"scores":[5,3,4]}"#).unwrap();
        assert!(old.ranking.is_empty());
        assert_eq!(old.best_among(&[Seat(1), Seat(2)]), vec![Seat(2)]);
        let unscored: Outcome = serde_json::from_str(r#"{"winners":[1],"scores":[]}"#).unwrap();
        assert_eq!(
            unscored.best_among(&[Seat(0), Seat(2)]),
            vec![Seat(0), Seat(2)]
        );
        // A decided end writes no key, so old readers see what they saw.
        assert_eq!(
            serde_json::to_string(&Outcome::decided(vec![Seat(1)])).unwrap(),
            r#"{"winners":[1],"scores":[]}"#
        );
    }
}
