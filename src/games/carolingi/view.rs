//! The engine's View as the renderer reads it back from JSON. Every field is
//! optional: a view that lacks one draws an emptier board, never a panic.

use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct View {
    pub year: u16,
    pub season: String,
    pub sundial_year: u16,
    pub phase: Value,
    pub waiting_on: Vec<usize>,
    pub countries: Vec<Country>,
    pub zones: Vec<Zone>,
    pub deck_size: u8,
    pub discard: Vec<Value>,
    pub famine_cards_waiting: u8,
    pub archivium_rebels: u8,
    pub rebel_supply: u8,
    pub development_supply: u8,
    pub event_tiles_on_scriptorium: u8,
    pub event_tile_on_annals: bool,
    pub bag_tiles_by_seat: Vec<u8>,
    pub bag_event_tiles: u8,
    pub players: Vec<Player>,
    pub scores_now: Vec<Sheet>,
    pub last_plenary_court: Vec<Sheet>,
    pub result: Option<GameResult>,
    pub last_move: LastMove,
}

/// The places the latest move touched (see the engine's `LastMove`).
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct LastMove {
    pub seat: Option<usize>,
    pub countries: Vec<String>,
    pub cards: Vec<String>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct Country {
    pub country: String,
    pub region: String,
    pub forest: bool,
    pub homeland_of: Option<usize>,
    pub partisans: Vec<u8>,
    pub rebels: u8,
    pub development: u8,
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct Zone {
    pub region: String,
    pub capacity: u8,
    pub cards: Vec<CardSlot>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct CardSlot {
    pub country: String,
    pub partisans: Vec<u8>,
    pub rebels: u8,
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct Player {
    pub seat: usize,
    pub homeland: Option<String>,
    pub nobiles: u8,
    pub leudes: u8,
    pub missi: u8,
    pub trophies: u8,
    pub used_tiles: Vec<u8>,
    pub active_tiles: u8,
    pub locked_tiles: u8,
    pub placed_tiles: u8,
    pub exchange_space_taken: bool,
    /// Only in the viewer's own entry.
    pub tiles: Option<Vec<String>>,
    pub placed: Option<Vec<u8>>,
    pub exchange_choice: Option<Value>,
}

#[derive(Deserialize, Default, Clone)]
#[serde(default)]
pub struct Sheet {
    pub seat: usize,
    pub expansion: bool,
    pub development: bool,
    pub many_partisans: bool,
    pub glory: bool,
    pub regions: Vec<String>,
    pub points: u8,
    pub partisans_on_board: u8,
    pub controlled: u8,
    pub development_markers: u8,
    pub trophies: u8,
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct GameResult {
    pub winners: Vec<usize>,
    pub peace_by: Option<usize>,
}
