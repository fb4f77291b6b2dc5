//! Helpers to build tables for the tests.

use super::super::*;
use crate::core::replay;
use crate::core::Game;
use crate::testing::Moves;
use rand::{rngs::SmallRng, SeedableRng};

pub fn rng(seed: u64) -> SmallRng {
    SmallRng::seed_from_u64(seed)
}

/// A fresh game after set-up, folded from the set-up events.
pub fn set_up(seats: u8, options: &Options, seed: u64) -> (State, Vec<Event>) {
    let state = CarolusMagnus::new_state(options, seats).unwrap();
    let events = CarolusMagnus::setup(&state, &mut rng(seed));
    let folded = replay::<CarolusMagnus>(options, seats, &events).unwrap();
    (folded, events)
}

/// A two-player table in the middle of an action phase: 15 empty
/// territories, empty courts and reserves, the centre full, discs played.
pub fn blank_table(seats: u8) -> State {
    let mut state = CarolusMagnus::new_state(&Options::default(), seats).unwrap();
    let paladins = vec![Colour::Red; 15];
    events::apply(
        &mut state,
        &Event::BoardSet {
            emperor: 1,
            paladins,
        },
    );
    for region in &mut state.regions {
        region.paladins = [0; 5];
    }
    state.centre = [40; 5];
    state
}

/// Puts the table in `seat`'s turn, placing paladins, with `disc` played.
pub fn start_turn(state: &mut State, seat: Seat, disc: u8) {
    state.phase = Phase::Opening;
    state.played = vec![(seat, disc)];
    state.action_order = vec![seat];
    let paladins = state
        .rules()
        .paladins_per_turn
        .min(state.reserve_size(seat));
    events::apply(
        state,
        &Event::TurnStarted {
            seat,
            disc,
            paladins,
        },
    );
}

/// Moves cubes from the centre into a reserve, keeping the 200 cubes.
pub fn give_reserve(state: &mut State, seat: Seat, colour: Colour, count: u8) {
    state.centre[colour.index()] -= count;
    state.reserves[seat.index()][colour.index()] += count;
}

/// Moves cubes from the centre to a court (control is set by the caller).
pub fn give_court(state: &mut State, seat: Seat, colour: Colour, count: u8) {
    state.centre[colour.index()] -= count;
    state.courts[seat.index()][colour.index()] += count;
}

/// Moves cubes from the centre into territory `id`.
pub fn give_territory(state: &mut State, id: u8, colour: Colour, count: u8) {
    state.centre[colour.index()] -= count;
    let region = state.regions.iter_mut().find(|r| r.id == id).unwrap();
    region.paladins[colour.index()] += count;
}

/// Puts `side`'s castle(s) on a region, from its supply.
pub fn give_castles(state: &mut State, id: u8, side: Side, count: u8) {
    let region = state.regions.iter_mut().find(|r| r.id == id).unwrap();
    region.castles = count;
    region.owner = Some(side);
    state.castles_left[usize::from(side)] -= count;
}

/// Joins the regions holding the given segments (consecutive, clockwise).
pub fn join(state: &mut State, ids: &[u8]) {
    let mut into = ids[0];
    for &absorbed in &ids[1..] {
        events::apply(state, &Event::Merged { into, absorbed });
        into = into.min(absorbed);
    }
}

/// Plays every paladin of `seat`'s turn to its court.
pub fn play_court_paladins(state: &mut State, seat: Seat) {
    while state.phase == Phase::Placing {
        let colour = Colour::ALL
            .into_iter()
            .find(|c| state.reserves[seat.index()][c.index()] > 0)
            .unwrap();
        CarolusMagnus::act(
            state,
            seat,
            Action::PlacePaladin {
                colour,
                to: Destination::Court,
            },
        );
    }
}

/// Names the first offered colour for every crown until no choice is due.
pub fn resolve_choices(state: &mut State) -> Vec<Event> {
    let mut all = Vec::new();
    while matches!(state.phase, Phase::Replenishing | Phase::InitialReserves) {
        let Some(&seat) = CarolusMagnus::waiting_on(state).first() else {
            break;
        };
        let first = CarolusMagnus::legal_actions(state, seat)[0];
        all.extend(CarolusMagnus::act(state, seat, first));
    }
    all
}

/// A generator whose die rolls are chosen by the test: each `roll(rng, 6)`
/// gives the next face of `faces` (1 to 6, 6 being the crown).
pub struct LoadedDice {
    words: Vec<u32>,
    next: usize,
}

impl LoadedDice {
    pub fn new(faces: &[u32]) -> LoadedDice {
        // A uniform draw in 1..=6 maps the word's high part: word = (face-1)/6
        // of the range, plus a margin, lands on `face`.
        let words = faces
            .iter()
            .map(|&face| ((u64::from(face - 1) << 32) / 6 + (1 << 20)) as u32)
            .collect();
        LoadedDice { words, next: 0 }
    }
}

impl rand::RngCore for LoadedDice {
    fn next_u32(&mut self) -> u32 {
        let word = self.words.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        word
    }

    fn next_u64(&mut self) -> u64 {
        u64::from(self.next_u32()) << 32
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        dest.fill(0);
    }
}
