//! Board geometry and the castle structure: castles are the orthogonally
//! connected groups of squares holding at least one block.

use super::state::{Square, State};
use crate::core::Seat;
use std::cell::{OnceCell, RefCell};

pub const SIDE: u8 = 8;
pub const SQUARES: usize = 64;

pub fn xy(square: Square) -> (i8, i8) {
    ((square % SIDE) as i8, (square / SIDE) as i8)
}

pub fn at(x: i8, y: i8) -> Option<Square> {
    let side = SIDE as i8;
    ((0..side).contains(&x) && (0..side).contains(&y)).then(|| (y * side + x) as u8)
}

pub fn offset(square: Square, dx: i8, dy: i8) -> Option<Square> {
    let (x, y) = xy(square);
    at(x + dx, y + dy)
}

pub const ORTHOGONAL: [(i8, i8); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];
pub const DIAGONAL: [(i8, i8); 4] = [(1, -1), (1, 1), (-1, 1), (-1, -1)];

pub fn neighbours(square: Square) -> impl Iterator<Item = Square> {
    ORTHOGONAL
        .into_iter()
        .filter_map(move |(dx, dy)| offset(square, dx, dy))
}

pub fn on_board(square: Square) -> bool {
    usize::from(square) < SQUARES
}

/// "C4": column letter and row number, for labels.
pub fn name(square: Square) -> String {
    let (x, y) = xy(square);
    format!("{}{}", char::from(b'A' + x as u8), y + 1)
}

/// Up to four distinct castle ids (a square has four sides), without allocating:
/// the building checks ask this for every square of the board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Beside {
    ids: [usize; 4],
    len: usize,
}

impl Beside {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn first(&self) -> Option<&usize> {
        self.ids[..self.len].first()
    }

    pub fn contains(&self, castle: &usize) -> bool {
        self.ids[..self.len].contains(castle)
    }
}

/// Who stands on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occupant {
    Knight(Seat),
    King,
}

/// The castles and pieces of one board position, computed once and queried
/// by every legality check.
#[derive(Debug, Clone)]
pub struct Layout {
    pub heights: Vec<u8>,
    /// Castle id of each square, `None` for bare board.
    pub castle: Vec<Option<usize>>,
    /// Squares of each castle.
    pub castles: Vec<Vec<Square>>,
    pub occupant: Vec<Option<Occupant>>,
    /// Passage exits already computed, by (start, any level): legality checks
    /// ask for the same knight's passages once per candidate move.
    passages: RefCell<Vec<(Square, bool, Vec<Square>)>>,
    /// Meister set-up: the spacing castles must keep (3, or 2 once no square
    /// 3 steps from every castle is left).
    pub founding_spacing: OnceCell<i8>,
}

impl Layout {
    pub fn of(state: &State) -> Layout {
        let mut occupant = vec![None; SQUARES];
        for (seat, squares) in state.knights.iter().enumerate() {
            for &square in squares {
                if let Some(slot) = occupant.get_mut(usize::from(square)) {
                    *slot = Some(Occupant::Knight(Seat(seat as u8)));
                }
            }
        }
        if let Some(slot) = state.king.and_then(|k| occupant.get_mut(usize::from(k))) {
            *slot = Some(Occupant::King);
        }
        Layout::new(state.heights.clone(), occupant)
    }

    pub fn new(heights: Vec<u8>, occupant: Vec<Option<Occupant>>) -> Layout {
        let mut castle = vec![None; SQUARES];
        let mut castles: Vec<Vec<Square>> = Vec::new();
        for start in 0..SQUARES as u8 {
            if heights[usize::from(start)] == 0 || castle[usize::from(start)].is_some() {
                continue;
            }
            let id = castles.len();
            let mut members = vec![start];
            castle[usize::from(start)] = Some(id);
            let mut next = 0;
            while let Some(&square) = members.get(next) {
                next += 1;
                for n in neighbours(square) {
                    if heights[usize::from(n)] > 0 && castle[usize::from(n)].is_none() {
                        castle[usize::from(n)] = Some(id);
                        members.push(n);
                    }
                }
            }
            castles.push(members);
        }
        Layout {
            heights,
            castle,
            castles,
            occupant,
            passages: RefCell::new(Vec::new()),
            founding_spacing: OnceCell::new(),
        }
    }

    pub fn height(&self, square: Square) -> u8 {
        self.heights.get(usize::from(square)).copied().unwrap_or(0)
    }

    pub fn castle_of(&self, square: Square) -> Option<usize> {
        self.castle.get(usize::from(square)).copied().flatten()
    }

    pub fn area(&self, castle: usize) -> usize {
        self.castles.get(castle).map_or(0, Vec::len)
    }

    pub fn area_of(&self, square: Square) -> usize {
        self.castle_of(square).map_or(0, |c| self.area(c))
    }

    pub fn occupant(&self, square: Square) -> Option<Occupant> {
        self.occupant.get(usize::from(square)).copied().flatten()
    }

    /// "Case libre": on the board and neither a knight nor the King on it.
    pub fn is_free(&self, square: Square) -> bool {
        on_board(square) && self.occupant(square).is_none()
    }

    /// Distinct castles orthogonally next to a square (not counting its own).
    pub fn castles_beside(&self, square: Square) -> Beside {
        let own = self.castle_of(square);
        let mut found = Beside::default();
        for castle in neighbours(square).filter_map(|n| self.castle_of(n)) {
            if Some(castle) != own && !found.contains(&castle) {
                found.ids[found.len] = castle;
                found.len += 1;
            }
        }
        found
    }

    /// Whether one more block may go on `square`: on a free block of a castle
    /// whose area allows the new height, or on free bare board beside exactly
    /// one castle (`new_castle_ok`: or beside none, founding a castle).
    pub fn block_fits(&self, square: Square, new_castle_ok: bool) -> bool {
        if !self.is_free(square) {
            return false;
        }
        let height = self.height(square);
        if height > 0 {
            return usize::from(height) < self.area_of(square);
        }
        match self.castles_beside(square).len() {
            0 => new_castle_ok,
            1 => true,
            _ => false,
        }
    }

    /// Whether every castle is at most as high as its area.
    pub fn heights_within_areas(&self) -> bool {
        self.castles.iter().all(|members| {
            members
                .iter()
                .all(|&s| usize::from(self.height(s)) <= members.len())
        })
    }

    /// Whether every castle would be at most as high as its area with one
    /// more block on `square` (stacked, extending the castle beside it, or
    /// founding one), without building the new layout: the "move a block"
    /// card asks this for every square.
    pub fn within_areas_with_block_on(&self, square: Square) -> bool {
        // On bare board the block widens the castle beside it (or founds a
        // castle of one block, always within its area); on a block it adds a level.
        let widened = (self.height(square) == 0)
            .then(|| self.castles_beside(square).first().copied())
            .flatten();
        self.castles.iter().enumerate().all(|(castle, members)| {
            let tallest = members
                .iter()
                .map(|&s| self.height(s) + u8::from(s == square))
                .max()
                .unwrap_or(0);
            let area = members.len() + usize::from(widened == Some(castle));
            usize::from(tallest) <= area
        })
    }

    /// Seats' knights standing in a castle, with their level.
    pub fn knights_in(&self, castle: usize) -> impl Iterator<Item = (Seat, u8)> + '_ {
        self.castles
            .get(castle)
            .into_iter()
            .flatten()
            .filter_map(move |&s| match self.occupant(s) {
                Some(Occupant::Knight(seat)) => Some((seat, self.height(s))),
                _ => None,
            })
    }

    /// Where a knight on `from` may get to through a castle for one action
    /// point: it enters by a door at its own level or higher, walks the
    /// corridors and leaves by another door onto a free square. Without the
    /// card it never climbs inside (same level or down only); with
    /// `any_level` it may leave by any door of that castle.
    pub fn passage_exits(&self, from: Square, any_level: bool) -> Vec<Square> {
        let known = self
            .passages
            .borrow()
            .iter()
            .find(|(f, a, _)| *f == from && *a == any_level)
            .map(|(_, _, exits)| exits.clone());
        if let Some(exits) = known {
            return exits;
        }
        let exits = self.compute_passage_exits(from, any_level);
        self.passages
            .borrow_mut()
            .push((from, any_level, exits.clone()));
        exits
    }

    fn compute_passage_exits(&self, from: Square, any_level: bool) -> Vec<Square> {
        let level = self.height(from);
        let mut exits = Vec::new();
        let mut done_castles = Vec::new();
        for door in neighbours(from) {
            let Some(castle) = self.castle_of(door) else {
                continue;
            };
            if self.height(door) <= level || done_castles.contains(&castle) {
                continue;
            }
            done_castles.push(castle);
            let reach = if any_level {
                // Every block of the castle is open to the knight.
                self.heights.clone()
            } else {
                self.reach_inside(castle, from, level + 1)
            };
            for &inside in self.castles.get(castle).into_iter().flatten() {
                let top_layer = reach[usize::from(inside)];
                for exit in neighbours(inside) {
                    if exit != from
                        && self.is_free(exit)
                        && self.height(exit) < top_layer
                        && !exits.contains(&exit)
                    {
                        exits.push(exit);
                    }
                }
            }
        }
        exits
    }

    /// The highest corridor layer (1 = ground floor) the knight can reach in
    /// each square of `castle`, entering from `from` at `entry_layer`, never
    /// climbing: it walks level corridors or goes down stairs.
    fn reach_inside(&self, castle: usize, from: Square, entry_layer: u8) -> Vec<u8> {
        let mut reach = vec![0u8; SQUARES];
        let members = self.castles.get(castle).cloned().unwrap_or_default();
        for layer in (1..=entry_layer).rev() {
            let mut frontier: Vec<Square> = members
                .iter()
                .copied()
                .filter(|&s| {
                    self.height(s) >= layer
                        && (reach[usize::from(s)] > layer
                            || (layer == entry_layer && neighbours(from).any(|n| n == s)))
                })
                .collect();
            for &s in &frontier {
                reach[usize::from(s)] = reach[usize::from(s)].max(layer);
            }
            while let Some(square) = frontier.pop() {
                for n in neighbours(square) {
                    if self.castle_of(n) == Some(castle)
                        && self.height(n) >= layer
                        && reach[usize::from(n)] < layer
                    {
                        reach[usize::from(n)] = layer;
                        frontier.push(n);
                    }
                }
            }
        }
        reach
    }
}
