//! Single elimination. Seeds (best rating first) fill a bracket whose size
//! is the next power of two, in the standard order where seed 1 meets the
//! last seed, seed 2 the second last, and seeds 1 and 2 can meet only in the
//! final. The empty slots fall against the top seeds, so they get the byes.

use crate::ids::{Blocks, PlayerId};
use crate::record::{BlockResolution, TableResult};
use std::cmp::Reverse;
use std::collections::HashMap;

/// The seed number (1-based) sitting in each slot of a bracket of `size`
/// (a power of two): each seed of the half-size bracket is followed by its
/// mirror, so for 4 the order is `[1, 4, 2, 3]`.
pub fn seed_positions(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let doubled = order.len() * 2;
        order = order
            .iter()
            .flat_map(|&seed| [seed, doubled + 1 - seed])
            .collect();
    }
    order
}

/// The first round's bracket: seeds in their slots, `None` for empty slots,
/// and blocked first-round pairs moved apart where a swap with a
/// neighbouring match's lower seed keeps every match unblocked.
pub fn draw(seeds: &[PlayerId], blocks: &Blocks) -> (Vec<Option<PlayerId>>, Vec<BlockResolution>) {
    let size = seeds.len().max(1).next_power_of_two().max(2);
    let mut slots: Vec<Option<PlayerId>> = seed_positions(size)
        .into_iter()
        .map(|seed| seeds.get(seed - 1).copied())
        .collect();
    let mut resolutions = Vec::new();
    let matches = size / 2;
    let blocked_match =
        |slots: &[Option<PlayerId>], m: usize| match (slots[2 * m], slots[2 * m + 1]) {
            (Some(a), Some(b)) => blocks.contains(a, b),
            _ => false,
        };
    for m in 0..matches {
        if !blocked_match(&slots, m) {
            continue;
        }
        // The second slot of a match holds its lower seed; try the nearest
        // matches first so the bracket changes least.
        let nearest = (1..matches).flat_map(|d| [m.checked_add(d), m.checked_sub(d)]);
        for other in nearest.flatten().filter(|&o| o < matches) {
            if slots[2 * other + 1].is_none() {
                continue;
            }
            slots.swap(2 * m + 1, 2 * other + 1);
            if !blocked_match(&slots, m) && !blocked_match(&slots, other) {
                resolutions.push(BlockResolution::SwappedTables {
                    moved: slots[2 * other + 1].expect("swapped a player"),
                    swapped_with: slots[2 * m + 1].expect("swapped a player"),
                });
                break;
            }
            slots.swap(2 * m + 1, 2 * other + 1);
        }
    }
    (slots, resolutions)
}

/// One round's matches from its bracket slots.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KnockOutRound {
    pub tables: Vec<Vec<PlayerId>>,
    pub byes: Vec<PlayerId>,
    pub resolutions: Vec<BlockResolution>,
}

/// The matches of `slots`: a pair plays (better seed first), a lone player
/// goes through on a bye, a blocked pair is decided by seed.
pub fn pair_round(
    slots: &[Option<PlayerId>],
    blocks: &Blocks,
    seed_rank: &HashMap<PlayerId, usize>,
) -> KnockOutRound {
    let mut round = KnockOutRound::default();
    for pair in slots.chunks(2) {
        match (pair[0], pair.get(1).copied().flatten()) {
            (Some(a), Some(b)) => {
                let (better, worse) = by_seed(a, b, seed_rank);
                if blocks.contains(a, b) {
                    round.resolutions.push(BlockResolution::DecidedBySeed {
                        advanced: better,
                        eliminated: worse,
                    });
                } else {
                    round.tables.push(vec![better, worse]);
                }
            }
            (Some(alone), None) | (None, Some(alone)) => round.byes.push(alone),
            (None, None) => {}
        }
    }
    round
}

/// The next round's slots: the winner of each match, in bracket order.
/// `winner_of(a, b)` gives the winner of a match both played (their table's
/// result, or the better seed when a block kept them apart); `None` means
/// the match has no winner yet.
pub fn advance(
    slots: &[Option<PlayerId>],
    mut winner_of: impl FnMut(PlayerId, PlayerId) -> Option<PlayerId>,
) -> Option<Vec<Option<PlayerId>>> {
    slots
        .chunks(2)
        .map(|pair| match (pair[0], pair.get(1).copied().flatten()) {
            (Some(a), Some(b)) => winner_of(a, b).map(Some),
            (Some(alone), None) | (None, Some(alone)) => Some(Some(alone)),
            (None, None) => Some(None),
        })
        .collect()
}

/// The winner of a two-seat knock-out table: the better place, then the
/// better game score, then the better seed.
pub fn table_winner(
    seats: &[PlayerId],
    result: &TableResult,
    seed_rank: &HashMap<PlayerId, usize>,
) -> PlayerId {
    let rank = |seat: usize| seed_rank.get(&seats[seat]).copied().unwrap_or(usize::MAX);
    let score = |seat: usize| {
        result
            .scores
            .as_ref()
            .and_then(|scores| scores.get(seat))
            .copied()
            .unwrap_or(0)
    };
    (0..seats.len())
        .min_by_key(|&seat| (result.places[seat], Reverse(score(seat)), rank(seat)))
        .map(|seat| seats[seat])
        .expect("a table has seats")
}

fn by_seed(a: PlayerId, b: PlayerId, seed_rank: &HashMap<PlayerId, usize>) -> (PlayerId, PlayerId) {
    let rank = |p: PlayerId| seed_rank.get(&p).copied().unwrap_or(usize::MAX);
    if rank(a) <= rank(b) {
        (a, b)
    } else {
        (b, a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Ending;

    fn seeds(count: u128) -> Vec<PlayerId> {
        (1..=count).map(PlayerId).collect()
    }

    fn ranks(seeds: &[PlayerId]) -> HashMap<PlayerId, usize> {
        seeds.iter().enumerate().map(|(i, &p)| (p, i)).collect()
    }

    #[test]
    fn the_standard_bracket_keeps_the_top_seeds_apart() {
        assert_eq!(seed_positions(2), vec![1, 2]);
        assert_eq!(seed_positions(4), vec![1, 4, 2, 3]);
        assert_eq!(seed_positions(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
    }

    #[test]
    fn byes_go_to_the_top_seeds() {
        let field = seeds(6);
        let (slots, resolutions) = draw(&field, &Blocks::new());
        assert!(resolutions.is_empty());
        let round = pair_round(&slots, &Blocks::new(), &ranks(&field));
        assert_eq!(round.byes, vec![PlayerId(1), PlayerId(2)]);
        assert_eq!(
            round.tables,
            vec![
                vec![PlayerId(4), PlayerId(5)],
                vec![PlayerId(3), PlayerId(6)]
            ]
        );
    }

    #[test]
    fn a_blocked_first_round_pair_is_swapped_with_the_next_match() {
        let field = seeds(4);
        let blocks: Blocks = [(PlayerId(1), PlayerId(4))].into_iter().collect();
        let (slots, resolutions) = draw(&field, &blocks);
        assert_eq!(
            slots,
            vec![
                Some(PlayerId(1)),
                Some(PlayerId(3)),
                Some(PlayerId(2)),
                Some(PlayerId(4))
            ]
        );
        assert_eq!(
            resolutions,
            vec![BlockResolution::SwappedTables {
                moved: PlayerId(4),
                swapped_with: PlayerId(3)
            }]
        );
    }

    #[test]
    fn a_blocked_final_is_decided_by_seed() {
        let field = seeds(2);
        let blocks: Blocks = [(PlayerId(1), PlayerId(2))].into_iter().collect();
        let (slots, _) = draw(&field, &blocks);
        let round = pair_round(&slots, &blocks, &ranks(&field));
        assert!(round.tables.is_empty());
        assert_eq!(
            round.resolutions,
            vec![BlockResolution::DecidedBySeed {
                advanced: PlayerId(1),
                eliminated: PlayerId(2)
            }]
        );
    }

    #[test]
    fn a_draw_goes_to_the_better_score_then_the_better_seed() {
        let field = seeds(2);
        let drawn = |scores| TableResult {
            places: vec![1, 1],
            scores,
            ending: Ending::Played,
        };
        let seats = [PlayerId(2), PlayerId(1)];
        assert_eq!(
            table_winner(&seats, &drawn(None), &ranks(&field)),
            PlayerId(1)
        );
        assert_eq!(
            table_winner(&seats, &drawn(Some(vec![30, 20])), &ranks(&field)),
            PlayerId(2)
        );
    }

    #[test]
    fn winners_advance_in_bracket_order() {
        let slots = vec![
            Some(PlayerId(1)),
            Some(PlayerId(4)),
            Some(PlayerId(2)),
            None,
        ];
        let next = advance(&slots, |_, b| Some(b)).expect("all decided");
        assert_eq!(next, vec![Some(PlayerId(4)), Some(PlayerId(2))]);
        assert_eq!(advance(&slots, |_, _| None), None);
    }
}
