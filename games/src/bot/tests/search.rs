//! The search itself, on every game: it spends exactly its budget, grows a
//! tree, and the engines never refuse an action it offers.

use super::support::{rng, states_along};
use crate::bot::search::search;
use crate::bot::{BotGame, Budget, Knowledge};
use crate::carolingi::Carolingi;
use crate::carolus_magnus::CarolusMagnus;
use crate::core::Game;
use crate::torres::Torres;
use std::cell::Cell;

fn searches_soundly<G: BotGame>(options: &G::Options, seats: u8, seed: u64) {
    let mut searched = 0;
    for state in states_along::<G>(options, seats, seed, 9) {
        let seat = G::waiting_on(&state)[0];
        let knowledge = Knowledge::<G>::of(&state, seat);
        let legal = knowledge.legal_actions();
        if legal.len() < 2 {
            continue;
        }
        let (index, stats) = search(&knowledge, &legal, &Budget::playouts(30), &mut rng(seed));
        assert!(index < legal.len());
        assert_eq!(stats.playouts, 30);
        assert!(stats.nodes > 1, "no tree grew");
        assert_eq!(stats.refused, 0, "the engine refused an offered action");
        searched += 1;
        if searched == 5 {
            return;
        }
    }
    panic!("too few decisions with a choice");
}

#[test]
fn the_search_is_sound_in_every_game() {
    searches_soundly::<CarolusMagnus>(&Default::default(), 4, 1);
    searches_soundly::<Torres>(&Default::default(), 3, 2);
    searches_soundly::<Carolingi>(&Default::default(), 5, 3);
}

#[test]
fn the_caller_can_stop_a_search() {
    let state = &states_along::<CarolusMagnus>(&Default::default(), 2, 4, 40)[1];
    let seat = CarolusMagnus::waiting_on(state)[0];
    let knowledge = Knowledge::<CarolusMagnus>::of(state, seat);
    let legal = knowledge.legal_actions();
    let asked = Cell::new(0);
    let stop_after_ten = || {
        asked.set(asked.get() + 1);
        asked.get() > 10
    };
    let budget = Budget {
        playouts: 1_000,
        should_stop: &stop_after_ten,
    };
    let (_, stats) = search(&knowledge, &legal, &budget, &mut rng(1));
    assert_eq!(stats.playouts, 10);
}
