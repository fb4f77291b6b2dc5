//! League divisions: cut from the seeds at the first season, and from each
//! season's standings with promotion and relegation afterwards.

use crate::ids::PlayerId;
use std::collections::HashMap;

/// The first season's divisions: the seeds cut into divisions of `size`, top
/// first. A last division too small for one table (`min_size`) joins the
/// one above it, which then plays with more players than `size`.
pub fn first_divisions(seeds: &[PlayerId], size: usize, min_size: usize) -> Vec<Vec<PlayerId>> {
    let mut divisions: Vec<Vec<PlayerId>> = seeds.chunks(size.max(1)).map(<[_]>::to_vec).collect();
    merge_small(&mut divisions, min_size);
    divisions
}

/// A player's move between seasons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub player: PlayerId,
    pub from_division: u16,
    pub to_division: u16,
}

/// The next season's divisions from the last season's final order of each
/// division (active players only, best first): the best `promoted` of every
/// division but the top go up one, the worst `relegated` of every division
/// but the bottom go down one. A division left too small for a table joins
/// the one above it. Moves are reported from where players end up, so a
/// merge never shows as a move it is not.
pub fn next_divisions(
    standings: &[Vec<PlayerId>],
    promoted: usize,
    relegated: usize,
    min_size: usize,
) -> (Vec<Vec<PlayerId>>, Vec<Move>) {
    let last = standings.len().saturating_sub(1);
    let mut next: Vec<Vec<PlayerId>> = vec![Vec::new(); standings.len()];
    for (division, order) in standings.iter().enumerate() {
        let ups = if division > 0 {
            promoted.min(order.len())
        } else {
            0
        };
        let downs = if division < last {
            relegated.min(order.len() - ups)
        } else {
            0
        };
        for (place, &player) in order.iter().enumerate() {
            let target = if place < ups {
                division - 1
            } else if place >= order.len() - downs {
                division + 1
            } else {
                division
            };
            next[target].push(player);
        }
    }
    // Inside a division, last season's higher division comes first, then
    // the better place: the order seeds the next round robin's seats.
    next.retain(|division| !division.is_empty());
    merge_small(&mut next, min_size);
    let was_in: HashMap<PlayerId, usize> = standings
        .iter()
        .enumerate()
        .flat_map(|(d, order)| order.iter().map(move |&p| (p, d)))
        .collect();
    let mut moves = Vec::new();
    for (division, members) in next.iter().enumerate() {
        for &player in members {
            let from = was_in[&player];
            if from != division {
                moves.push(Move {
                    player,
                    from_division: from as u16,
                    to_division: division as u16,
                });
            }
        }
    }
    (next, moves)
}

fn merge_small(divisions: &mut Vec<Vec<PlayerId>>, min_size: usize) {
    let mut index = divisions.len();
    while index > 0 {
        index -= 1;
        if divisions.len() > 1 && divisions[index].len() < min_size {
            let small = divisions.remove(index);
            let into = index.saturating_sub(1).min(divisions.len() - 1);
            if index == 0 {
                // The top division is too small: the one below moves up into it.
                let mut merged = small;
                merged.extend(divisions.remove(0));
                divisions.insert(0, merged);
            } else {
                divisions[into].extend(small);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(list: &[u128]) -> Vec<PlayerId> {
        list.iter().copied().map(PlayerId).collect()
    }

    #[test]
    fn seeds_fill_divisions_top_down_and_a_tiny_rest_joins_the_last() {
        let seeds = ids(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(
            first_divisions(&seeds, 4, 2),
            vec![ids(&[1, 2, 3, 4]), ids(&[5, 6, 7, 8, 9])]
        );
        assert_eq!(
            first_divisions(&seeds, 3, 2),
            vec![ids(&[1, 2, 3]), ids(&[4, 5, 6]), ids(&[7, 8, 9])]
        );
    }

    #[test]
    fn the_best_go_up_and_the_worst_go_down() {
        let standings = vec![
            ids(&[1, 2, 3, 4]),
            ids(&[5, 6, 7, 8]),
            ids(&[9, 10, 11, 12]),
        ];
        let (next, moves) = next_divisions(&standings, 1, 1, 2);
        assert_eq!(
            next,
            vec![
                ids(&[1, 2, 3, 5]),
                ids(&[4, 6, 7, 9]),
                ids(&[8, 10, 11, 12])
            ]
        );
        assert_eq!(moves.len(), 4);
        assert!(moves.contains(&Move {
            player: PlayerId(4),
            from_division: 0,
            to_division: 1
        }));
        assert!(moves.contains(&Move {
            player: PlayerId(9),
            from_division: 2,
            to_division: 1
        }));
    }

    #[test]
    fn unequal_counts_change_division_sizes() {
        let standings = vec![ids(&[1, 2, 3, 4]), ids(&[5, 6, 7, 8])];
        let (next, _) = next_divisions(&standings, 2, 1, 2);
        assert_eq!(next, vec![ids(&[1, 2, 3, 5, 6]), ids(&[4, 7, 8])]);
    }

    #[test]
    fn a_division_emptied_by_withdrawals_merges_upwards() {
        let standings = vec![ids(&[1, 2, 3]), ids(&[4])];
        let (next, moves) = next_divisions(&standings, 1, 1, 2);
        // 3 goes down and 4 up, leaving [1, 2, 4] and [3]; [3] is too small.
        assert_eq!(next, vec![ids(&[1, 2, 4, 3])]);
        assert_eq!(
            moves,
            vec![Move {
                player: PlayerId(4),
                from_division: 1,
                to_division: 0
            }]
        );
    }
}
