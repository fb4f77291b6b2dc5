//! The printed numbers of the game (board, starting castles, blocks per year),
//! read once from the embedded data file so a corrected board needs no code change.

use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Debug, Deserialize)]
struct RawBoard {
    width: u8,
    height: u8,
    starting_castles_xy: Vec<[u8; 2]>,
}

#[derive(Debug, Deserialize)]
struct Raw {
    board: RawBoard,
    blocks_in_box: u8,
    rounds_per_year: std::collections::BTreeMap<String, Vec<u8>>,
    stacks_per_year: std::collections::BTreeMap<String, Vec<Vec<u8>>>,
    knights_per_player: u8,
    action_points_per_turn: u8,
}

/// The game's numbers, per player count where they depend on it.
#[derive(Debug)]
pub struct Data {
    pub starting_castles: Vec<u8>,
    pub blocks_in_box: u8,
    /// Index: seats - 2, then year - 1.
    pub rounds_per_year: Vec<Vec<u8>>,
    /// Index: seats - 2, then year - 1, then stack.
    pub stacks_per_year: Vec<Vec<Vec<u8>>>,
    pub knights_per_player: u8,
    pub action_points_per_turn: u8,
}

impl Data {
    pub fn rounds(&self, seats: u8, year: u8) -> u8 {
        self.rounds_per_year
            .get(usize::from(seats.saturating_sub(2)))
            .and_then(|years| years.get(usize::from(year.saturating_sub(1))))
            .copied()
            .unwrap_or(0)
    }

    pub fn stacks(&self, seats: u8, year: u8) -> Vec<u8> {
        self.stacks_per_year
            .get(usize::from(seats.saturating_sub(2)))
            .and_then(|years| years.get(usize::from(year.saturating_sub(1))))
            .cloned()
            .unwrap_or_default()
    }
}

fn parse() -> Data {
    // The file is part of the build and checked by a test: failing here is a
    // build defect, never a consequence of a player's input.
    let raw: Raw = serde_json::from_str(include_str!("torres.json")).expect("torres.json parses");
    let per_count = |key: u8| key.to_string();
    let width = raw.board.width;
    debug_assert_eq!(
        (width, raw.board.height),
        (8, 8),
        "the engine's board is 8×8"
    );
    Data {
        starting_castles: raw
            .board
            .starting_castles_xy
            .iter()
            .map(|[x, y]| y * width + x)
            .collect(),
        blocks_in_box: raw.blocks_in_box,
        rounds_per_year: (2..=4)
            .map(|n| {
                raw.rounds_per_year
                    .get(&per_count(n))
                    .cloned()
                    .unwrap_or_default()
            })
            .collect(),
        stacks_per_year: (2..=4)
            .map(|n| {
                raw.stacks_per_year
                    .get(&per_count(n))
                    .cloned()
                    .unwrap_or_default()
            })
            .collect(),
        knights_per_player: raw.knights_per_player,
        action_points_per_turn: raw.action_points_per_turn,
    }
}

pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(parse)
}
