//! What a drawn action tile starts with: Make missi counts its taxes and Move
//! troops notes the countries it may leave, both "au début du tour".

use crate::carolingi::majority::controls;
use crate::carolingi::map::{map, CountryId};
use crate::carolingi::state::{Progress, State, MINIMUM_TAXES};
use crate::carolingi::tiles::{TileId, TileKind};
use crate::core::Seat;

pub fn initial_progress(state: &State, seat: Seat, tile: TileId) -> Progress {
    match tile.kind() {
        Some(TileKind::Develop) => Progress::Develop { placed: 0 },
        Some(TileKind::MakeMissi) => Progress::MakeMissi {
            taxes_left: taxes(state, seat),
        },
        Some(TileKind::MoveTroops) => Progress::MoveTroops {
            sources: move_sources(state, seat),
            groups: Vec::new(),
            arrived: vec![0; map().countries.len()],
        },
        Some(TileKind::Fight) => Progress::Fight {
            fought: false,
            trophy: false,
        },
        Some(TileKind::PacifyRebels) => Progress::Pacify {
            country: None,
            count: 0,
        },
        _ => Progress::Influence {
            mode: None,
            sent: 0,
        },
    }
}

/// One tax per controlled country plus its development markers; forests
/// nothing, the homeland always one (« La patrie produit toujours 1 seul
/// impôt »: in rules version 2 even when its owner has nobody there, in
/// version 1 only when controlled); three at least.
pub fn taxes(state: &State, seat: Seat) -> u8 {
    let home = state.homeland_of(seat);
    let always_home = state.corrected_rules();
    let raised: u32 = state
        .countries_in_play()
        .filter(|&c| controls(state, c, seat) || (always_home && Some(c) == home))
        .map(|c| {
            if Some(c) == home {
                1
            } else {
                1 + u32::from(state.country(c).map(|s| s.development).unwrap_or(0))
            }
        })
        .sum();
    raised.max(u32::from(MINIMUM_TAXES)).min(255) as u8
}

/// Countries whose partisans may move: controlled ones, and forests whatever
/// the majorities there.
pub fn move_sources(state: &State, seat: Seat) -> Vec<CountryId> {
    state
        .countries_in_play()
        .filter(|&c| {
            state.partisans_in(c, seat) > 0 && (controls(state, c, seat) || state.is_forest(c))
        })
        .collect()
}
