//! The game's numbers, from the rulebook as summarised in `data.json`
//! (`/work/shared/data/carolus-magnus.json`). They are constants so the engine
//! cannot fail on a malformed file; a test checks them against the file.

pub const COLOURS: usize = 5;
pub const CUBES_PER_COLOUR: u8 = 40;
pub const TERRITORIES: u8 = 15;
/// Each player's discs, numbered 1 to 5.
pub const DISCS: [u8; 5] = [1, 2, 3, 4, 5];
/// Die faces: the five colours and a crown.
pub const DIE_SIDES: u32 = 6;
/// "The game also ends when there are fewer than 4 territories".
pub const MIN_TERRITORIES: usize = 4;

/// What changes with the number of players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerCountRules {
    /// Castle sets in play (2 players: 2, 3 players: 3, 4 players: 2 teams).
    pub sides: u8,
    /// Castles per side, which is also the number that wins outright.
    pub castles: u8,
    /// Dice thrown, one after the other, for the first reserve.
    pub initial_throws: &'static [u8],
    /// Paladins played (and dice thrown to replenish) per turn.
    pub paladins_per_turn: u8,
    /// The reserve's size, which replenishing restores: "a reserve of 9
    /// paladins (not 7)".
    pub reserve: u8,
}

impl PlayerCountRules {
    pub fn for_seats(seats: u8) -> PlayerCountRules {
        match seats {
            3 => PlayerCountRules {
                sides: 3,
                castles: 8,
                initial_throws: &[3, 3, 3],
                paladins_per_turn: 4,
                reserve: 9,
            },
            4 => PlayerCountRules {
                sides: 2,
                castles: 10,
                initial_throws: &[3, 3, 1],
                paladins_per_turn: 3,
                reserve: 7,
            },
            _ => PlayerCountRules {
                sides: 2,
                castles: 10,
                initial_throws: &[3, 3, 1],
                paladins_per_turn: 3,
                reserve: 7,
            },
        }
    }
}

/// The data file, kept beside the code for the consistency test.
#[cfg(test)]
pub const DATA_JSON: &str = include_str!("data.json");
