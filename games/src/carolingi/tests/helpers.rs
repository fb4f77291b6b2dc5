//! Building tables for tests: a real set-up from events, then the board
//! arranged by hand the way the rulebook's pictures show it.

use crate::carolingi::events::Event;
use crate::carolingi::map::{CountryId, RegionId};
use crate::carolingi::state::{Card, CardSlot, Phase, Progress, State};
use crate::carolingi::tiles::TileId;
use crate::carolingi::{Carolingi, Options};
use crate::core::{Game, Seat};
use rand::{rngs::SmallRng, SeedableRng};

pub fn rng(seed: u64) -> SmallRng {
    SmallRng::seed_from_u64(seed)
}

pub fn c(id: &str) -> CountryId {
    CountryId::named(id).unwrap_or_else(|| panic!("no country {id}"))
}

pub fn region(id: &str) -> RegionId {
    RegionId::named(id).unwrap_or_else(|| panic!("no region {id}"))
}

/// A table after set-up with the given homelands (seat order) and deck.
pub fn started(seats: u8, homelands: &[&str], deck: Vec<Card>) -> State {
    let mut state = Carolingi::new_state(&Options::default(), seats).unwrap();
    let events = vec![
        Event::HomelandsDrawn {
            homelands: homelands.iter().map(|h| c(h)).collect(),
        },
        Event::DeckShuffled {
            size: deck.len() as u8,
            cards: Some(deck),
            famine_added: false,
        },
        Event::SeasonBegan {
            year: 830,
            season: crate::carolingi::state::Season::Winter,
            exchange_window: false,
        },
    ];
    for e in &events {
        Carolingi::apply(&mut state, e);
    }
    state
}

/// Empties every country of partisans and rebels (homelands too), for
/// examples that lay out their own board.
pub fn clear_board(state: &mut State) {
    let seats = usize::from(state.seats);
    for country in &mut state.countries {
        state.rebel_supply += country.rebels;
        country.rebels = 0;
        country.partisans = vec![0; seats];
    }
}

/// Sets a country's pieces: partisans per seat, rebels, development.
pub fn set(state: &mut State, id: &str, partisans: &[u8], rebels: u8, development: u8) {
    let seats = usize::from(state.seats);
    let country = &mut state.countries[c(id).index()];
    state.rebel_supply += country.rebels;
    state.rebel_supply -= rebels;
    country.rebels = rebels;
    country.development = development;
    let mut p = partisans.to_vec();
    p.resize(seats, 0);
    country.partisans = p;
}

pub fn card(state: &State, id: &str, partisans: &[u8], rebels: u8) -> CardSlot {
    let mut p = partisans.to_vec();
    p.resize(usize::from(state.seats), 0);
    CardSlot {
        country: c(id),
        partisans: p,
        rebels,
    }
}

/// Puts `seat` in the middle of carrying out `tile`, as if just drawn.
pub fn acting(state: &mut State, seat: Seat, tile: TileId) {
    Carolingi::apply(state, &Event::BagFilled { tiles: 0 });
    state
        .bag
        .push(crate::carolingi::state::BagItem::Tile { seat, tile });
    Carolingi::apply(
        state,
        &Event::TileDrawn {
            item: crate::carolingi::state::BagItem::Tile { seat, tile },
        },
    );
}

pub fn progress(state: &State) -> Progress {
    match &state.phase {
        Phase::Action { progress, .. } => progress.clone(),
        other => panic!("not in an action: {other:?}"),
    }
}

pub const INFLUENCE: TileId = TileId(0);
pub const DEVELOP: TileId = TileId(1);
pub const MAKE_MISSI: TileId = TileId(2);
pub const MOVE_TROOPS: TileId = TileId(3);
pub const FIGHT: TileId = TileId(4);
pub const INACTION_A: TileId = TileId(5);
pub const INACTION_B: TileId = TileId(6);
pub const PACIFY: TileId = TileId(10);
pub const DECLARE_PEACE: TileId = TileId(11);
