//! Swiss tables: players in standing order (points, then rating), each table
//! seats the best unseated player with the nearest players below who have
//! met none of its other members, by a depth-first search that backs up when
//! the bottom of the list cannot be seated. The same search serves every
//! table size; two seats is the classic Swiss.
//!
//! The search runs in three passes, each only if the one before failed:
//! 1. strict: no repeated opponent, no blocked pair, trying bye sets from the
//!    lowest-ranked players without a bye upwards;
//! 2. relaxed: repeats allowed (fewest first), blocked pairs still never;
//! 3. blocked byes: the lowest-ranked player with a blocked partner left sits
//!    out with a blocked bye, and the passes run again without them.
//!
//! The strict pass is exhaustive within its budget, so for events of a few
//! dozen players "no repeat when avoidable" is exact (a property test checks
//! it against brute force); in huge events a round that exhausts the budget
//! falls back to pass 2. The budget is counted in players scanned, so the
//! worst case stays bounded whatever the field's size.

use crate::ids::{Blocks, PlayerId};
use std::collections::{HashMap, HashSet};

/// Work the strict pass may do over all bye sets, counted as one unit per
/// player looked at when backing up: a small event searches exhaustively
/// (millions of steps), a field of thousands gives up after some thousands
/// of steps, both in well under a second.
const STRICT_BUDGET: u64 = 40_000_000;
/// Work of the relaxed pass, counted the same way.
const RELAXED_BUDGET: u64 = 10_000_000;
/// Bye sets tried by the strict pass.
const STRICT_BYE_SETS: usize = 64;
/// Bye sets tried by the relaxed pass.
const RELAXED_BYE_SETS: usize = 4;

/// What the pairing of one round needs to know.
pub struct SwissRound<'a> {
    /// The players to seat, best first (points, then rating, then seed).
    pub order: &'a [PlayerId],
    pub seats: usize,
    /// Opponents already met, in either order.
    pub met: &'a HashSet<(PlayerId, PlayerId)>,
    pub blocks: &'a Blocks,
    /// How many byes each player already had (absent: none).
    pub byes_had: &'a HashMap<PlayerId, u16>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissPairing {
    pub tables: Vec<Vec<PlayerId>>,
    /// Regular byes (scored as a win).
    pub byes: Vec<PlayerId>,
    /// Players no table could take because of blocked pairs.
    pub blocked_byes: Vec<PlayerId>,
}

impl SwissPairing {
    /// Pairs of players at one table who had met before.
    pub fn repeats(&self, met: &HashSet<(PlayerId, PlayerId)>) -> usize {
        self.tables
            .iter()
            .map(|table| {
                let mut count = 0;
                for (i, &a) in table.iter().enumerate() {
                    for &b in &table[i + 1..] {
                        if met.contains(&(a, b)) || met.contains(&(b, a)) {
                            count += 1;
                        }
                    }
                }
                count
            })
            .sum()
    }
}

pub fn pair_round(round: &SwissRound<'_>) -> SwissPairing {
    let seats = round.seats.max(1);
    let mut pool: Vec<PlayerId> = round.order.to_vec();
    let mut blocked_byes = Vec::new();
    loop {
        let search = Search::new(&pool, round);
        if let Some((tables, byes)) = search.strict(seats).or_else(|| search.relaxed(seats)) {
            return SwissPairing {
                tables: tables
                    .into_iter()
                    .map(|table| table.into_iter().map(|index| pool[index]).collect())
                    .collect(),
                byes: byes.into_iter().map(|index| pool[index]).collect(),
                blocked_byes,
            };
        }
        // Only blocked pairs can make the relaxed pass fail: set aside the
        // lowest-ranked player who is blocked with someone still to seat.
        let victim = (0..pool.len())
            .rev()
            .find(|&i| {
                pool.iter()
                    .any(|&other| round.blocks.contains(pool[i], other))
            })
            .unwrap_or(pool.len() - 1);
        blocked_byes.push(pool.remove(victim));
    }
}

/// Indices into the pool (its standing order) with the pair tests precomputed.
struct Search {
    size: usize,
    met: HashSet<(usize, usize)>,
    blocked: HashSet<(usize, usize)>,
    /// Pool indices in the order byes are given: fewest byes had, then lowest ranked.
    bye_order: Vec<usize>,
}

fn key(a: usize, b: usize) -> (usize, usize) {
    if a < b {
        (a, b)
    } else {
        (b, a)
    }
}

impl Search {
    fn new(pool: &[PlayerId], round: &SwissRound<'_>) -> Self {
        let index: HashMap<PlayerId, usize> =
            pool.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let met = round
            .met
            .iter()
            .filter_map(|(a, b)| Some(key(*index.get(a)?, *index.get(b)?)))
            .collect();
        let blocked = round
            .blocks
            .pairs()
            .filter_map(|(a, b)| Some(key(*index.get(&a)?, *index.get(&b)?)))
            .collect();
        let mut bye_order: Vec<usize> = (0..pool.len()).collect();
        bye_order.sort_by_key(|&i| {
            (
                round.byes_had.get(&pool[i]).copied().unwrap_or(0),
                std::cmp::Reverse(i),
            )
        });
        Search {
            size: pool.len(),
            met,
            blocked,
            bye_order,
        }
    }

    fn strict(&self, seats: usize) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
        let mut budget = STRICT_BUDGET;
        self.bye_sets(seats, STRICT_BYE_SETS)
            .into_iter()
            .find_map(|byes| Some((self.seat_all(seats, &byes, false, &mut budget)?, byes)))
    }

    fn relaxed(&self, seats: usize) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
        let mut budget = RELAXED_BUDGET;
        self.bye_sets(seats, RELAXED_BYE_SETS)
            .into_iter()
            .find_map(|byes| Some((self.seat_all(seats, &byes, true, &mut budget)?, byes)))
    }

    /// The first `limit` sets of `size % seats` bye players, in lexicographic
    /// order of `bye_order` (the most deserving set first).
    fn bye_sets(&self, seats: usize, limit: usize) -> Vec<Vec<usize>> {
        let count = self.size % seats;
        let mut sets = Vec::new();
        let mut picks: Vec<usize> = (0..count).collect();
        loop {
            sets.push(picks.iter().map(|&k| self.bye_order[k]).collect());
            if sets.len() == limit {
                return sets;
            }
            // Next combination of `count` positions out of `size`.
            let Some(slot) = (0..count)
                .rev()
                .find(|&slot| picks[slot] < self.size - count + slot)
            else {
                return sets;
            };
            picks[slot] += 1;
            for next in slot + 1..count {
                picks[next] = picks[next - 1] + 1;
            }
        }
    }

    fn may_sit_together(&self, a: usize, b: usize, allow_repeats: bool) -> bool {
        let pair = key(a, b);
        !self.blocked.contains(&pair) && (allow_repeats || !self.met.contains(&pair))
    }

    fn repeats_with(&self, candidate: usize, members: &[usize]) -> bool {
        members
            .iter()
            .any(|&member| self.met.contains(&key(candidate, member)))
    }

    /// Seats everyone but `byes` at tables of `seats`, or `None` when the
    /// search ends (exhausted or out of budget).
    fn seat_all(
        &self,
        seats: usize,
        byes: &[usize],
        allow_repeats: bool,
        budget: &mut u64,
    ) -> Option<Vec<Vec<usize>>> {
        let mut seated = vec![false; self.size];
        for &bye in byes {
            seated[bye] = true;
        }
        let to_seat = self.size - byes.len();
        // Every choice made so far, flat (table t is chosen[t*seats..]), with
        // the cursor it was found at, so backing up resumes after it.
        let mut chosen: Vec<(usize, usize)> = Vec::with_capacity(to_seat);
        // Passes of the candidate scan: strict has one (no repeat), relaxed
        // a second one over the players it would meet again.
        let passes = if allow_repeats { 2 } else { 1 };
        let mut resume_from: Option<usize> = None;
        loop {
            if chosen.len() == to_seat {
                return Some(
                    chosen
                        .chunks(seats)
                        .map(|table| table.iter().map(|&(index, _)| index).collect())
                        .collect(),
                );
            }
            let position = chosen.len() % seats;
            let table_start = chosen.len() - position;
            let next = if position == 0 {
                // The best unseated player heads the next table; there is no
                // other choice for this seat, so backing up skips it.
                if resume_from.is_some() {
                    None
                } else {
                    (0..self.size).find(|&i| !seated[i]).map(|i| (i, 0))
                }
            } else {
                let members: Vec<usize> = chosen[table_start..].iter().map(|&(i, _)| i).collect();
                let start = resume_from.unwrap_or(if allow_repeats {
                    0
                } else {
                    // Companions in increasing order: each table is tried once.
                    chosen.last().map_or(0, |&(i, _)| i + 1)
                });
                (start..passes * self.size).find_map(|cursor| {
                    let (pass, candidate) = (cursor / self.size, cursor % self.size);
                    let fits = !seated[candidate]
                        && members
                            .iter()
                            .all(|&m| self.may_sit_together(candidate, m, allow_repeats))
                        && (pass == 1) == (allow_repeats && self.repeats_with(candidate, &members));
                    fits.then_some((candidate, cursor))
                })
            };
            resume_from = None;
            match next {
                Some((index, cursor)) => {
                    seated[index] = true;
                    chosen.push((index, cursor));
                }
                None => {
                    let (index, cursor) = chosen.pop()?;
                    seated[index] = false;
                    // Each step back costs a scan of the pool.
                    let cost = self.size as u64;
                    if *budget < cost {
                        return None;
                    }
                    *budget -= cost;
                    resume_from = Some(cursor + 1);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(count: u128) -> Vec<PlayerId> {
        (1..=count).map(PlayerId).collect()
    }

    fn met_of(pairs: &[(u128, u128)]) -> HashSet<(PlayerId, PlayerId)> {
        pairs
            .iter()
            .map(|&(a, b)| (PlayerId(a), PlayerId(b)))
            .collect()
    }

    fn pair(
        order: &[PlayerId],
        seats: usize,
        met: &HashSet<(PlayerId, PlayerId)>,
        blocks: &Blocks,
    ) -> SwissPairing {
        pair_round(&SwissRound {
            order,
            seats,
            met,
            blocks,
            byes_had: &HashMap::new(),
        })
    }

    #[test]
    fn neighbours_in_the_standings_meet() {
        let order = players(6);
        let result = pair(&order, 2, &HashSet::new(), &Blocks::new());
        let ids = |t: &[PlayerId]| t.iter().map(|p| p.0).collect::<Vec<_>>();
        let tables: Vec<Vec<u128>> = result.tables.iter().map(|t| ids(t)).collect();
        assert_eq!(tables, vec![vec![1, 2], vec![3, 4], vec![5, 6]]);
        assert!(result.byes.is_empty());
    }

    #[test]
    fn the_lowest_ranked_without_a_bye_sits_out() {
        let order = players(5);
        let mut byes_had = HashMap::new();
        byes_had.insert(PlayerId(5), 1);
        let result = pair_round(&SwissRound {
            order: &order,
            seats: 2,
            met: &HashSet::new(),
            blocks: &Blocks::new(),
            byes_had: &byes_had,
        });
        assert_eq!(result.byes, vec![PlayerId(4)]);
    }

    #[test]
    fn the_search_backs_up_to_avoid_a_repeat_at_the_bottom() {
        // Greedy would seat 1-2 and leave 3-4, who met already.
        let order = players(4);
        let met = met_of(&[(3, 4)]);
        let result = pair(&order, 2, &met, &Blocks::new());
        assert_eq!(result.repeats(&met), 0);
        assert_eq!(result.tables[0], vec![PlayerId(1), PlayerId(3)]);
    }

    #[test]
    fn repeats_come_only_when_unavoidable() {
        let order = players(2);
        let met = met_of(&[(1, 2)]);
        let result = pair(&order, 2, &met, &Blocks::new());
        assert_eq!(result.tables, vec![vec![PlayerId(1), PlayerId(2)]]);
        assert_eq!(result.repeats(&met), 1);
    }

    #[test]
    fn a_hopeless_strict_search_gives_up_within_its_budget() {
        // Two odd groups who have each met everyone outside their group: no
        // pairing without a repeat exists, and proving it exhaustively would
        // take 19!! steps. The budget ends the search and one repeat is made.
        let order = players(40);
        let mut met = HashSet::new();
        for a in 1..=21u128 {
            for b in 22..=40u128 {
                met.insert((PlayerId(a), PlayerId(b)));
            }
        }
        let result = pair(&order, 2, &met, &Blocks::new());
        assert_eq!(result.tables.len(), 20);
        assert_eq!(result.repeats(&met), 1);
    }

    #[test]
    fn three_seat_tables_leave_the_remainder_on_byes() {
        let order = players(8);
        let result = pair(&order, 3, &HashSet::new(), &Blocks::new());
        assert_eq!(result.tables.len(), 2);
        assert_eq!(result.byes, vec![PlayerId(8), PlayerId(7)]);
    }

    #[test]
    fn an_unavoidable_block_becomes_a_blocked_bye() {
        let order = players(2);
        let blocks: Blocks = [(PlayerId(1), PlayerId(2))].into_iter().collect();
        let result = pair(&order, 2, &HashSet::new(), &blocks);
        assert!(result.tables.is_empty());
        assert_eq!(result.blocked_byes, vec![PlayerId(2)]);
        assert_eq!(result.byes, vec![PlayerId(1)]);
    }

    #[test]
    fn a_block_moves_a_player_to_another_table() {
        let order = players(4);
        let blocks: Blocks = [(PlayerId(1), PlayerId(2))].into_iter().collect();
        let result = pair(&order, 2, &HashSet::new(), &blocks);
        assert_eq!(result.tables[0], vec![PlayerId(1), PlayerId(3)]);
        assert!(result.blocked_byes.is_empty());
    }
}
