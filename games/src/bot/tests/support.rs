//! Shared checks for every game's bot: states met along random games, the
//! knowledge/determinize contract, and the no-cheat property.

use crate::bot::{choose, BotGame, Budget, Knowledge, Level};
use crate::core::{Game, Seat, Viewer};
use rand::{rngs::SmallRng, Rng, SeedableRng};

pub fn rng(seed: u64) -> SmallRng {
    SmallRng::seed_from_u64(seed)
}

/// States met along one random game from `seed`, every `every`-th action,
/// the finished state excluded.
pub fn states_along<G: BotGame>(
    options: &G::Options,
    seats: u8,
    seed: u64,
    every: usize,
) -> Vec<G::State> {
    let mut rng = rng(seed);
    let mut state = G::new_state(options, seats).expect("valid options");
    for event in G::setup(&state, &mut rng) {
        G::apply(&mut state, &event);
    }
    let mut seen = Vec::new();
    for step in 0..200_000 {
        if G::outcome(&state).is_some() {
            break;
        }
        let Some(&seat) = G::waiting_on(&state).first() else {
            break;
        };
        if step % every == 0 {
            seen.push(state.clone());
        }
        let legal = G::legal_actions(&state, seat);
        let action = &legal[rng.random_range(0..legal.len())];
        for event in G::decide(&state, seat, action, &mut rng).expect("legal action") {
            G::apply(&mut state, &event);
        }
    }
    seen
}

fn view_json<G: Game>(state: &G::State, seat: Seat) -> serde_json::Value {
    serde_json::to_value(G::view(state, Viewer::Seat(seat))).expect("views serialize")
}

/// For every state and seat: a sampled state shows the seat exactly its
/// view, the knowledge of a sample is the knowledge it was drawn from, and
/// the seat's legal actions are the same in the sample. Returns how many
/// samples differed from the true state (hidden parts drawn anew).
pub fn check_determinize<G: BotGame>(states: &[G::State], seed: u64) -> usize {
    let mut rng = rng(seed);
    let mut differing = 0;
    for state in states {
        for seat in Seat::all(G::seat_count(state)) {
            let knowledge = G::knowledge(state, seat);
            let sample = G::determinize(&knowledge, seat, &mut rng);
            assert_eq!(
                view_json::<G>(&sample, seat),
                view_json::<G>(state, seat),
                "a sample shows {seat} something else than its view"
            );
            assert_eq!(
                G::knowledge(&sample, seat),
                knowledge,
                "the knowledge of a sample is not the knowledge it came from"
            );
            assert_eq!(
                G::legal_actions(&sample, seat),
                G::legal_actions(state, seat),
                "{seat}'s legal actions depend on what it does not know"
            );
            differing += usize::from(sample != *state);
        }
    }
    differing
}

/// The no-cheat test: two states that look the same to `seat` but
/// differ in what is hidden from it give the same decision with the same
/// seed, at every level. Returns whether the two truths differed at all.
pub fn same_view_same_choice<G: BotGame>(
    truth: &G::State,
    seat: Seat,
    seed: u64,
    playouts: u32,
) -> bool {
    let mut draw = rng(seed ^ 0x5eed);
    let other_truth = G::determinize(&G::knowledge(truth, seat), seat, &mut draw);
    assert_eq!(
        view_json::<G>(truth, seat),
        view_json::<G>(&other_truth, seat)
    );
    for level in Level::ALL {
        let first = choose(
            &Knowledge::<G>::of(truth, seat),
            level,
            &Budget::playouts(playouts),
            &mut rng(seed),
        );
        let second = choose(
            &Knowledge::<G>::of(&other_truth, seat),
            level,
            &Budget::playouts(playouts),
            &mut rng(seed),
        );
        assert_eq!(first, second, "{level} decides on hidden information");
    }
    other_truth != *truth
}

/// Every level picks one of the seat's legal actions.
pub fn choices_are_legal<G: BotGame>(states: &[G::State], seed: u64, playouts: u32) {
    let mut rng = rng(seed);
    for state in states {
        for &seat in &G::waiting_on(state) {
            let legal = G::legal_actions(state, seat);
            for level in Level::ALL {
                let choice = choose(
                    &Knowledge::<G>::of(state, seat),
                    level,
                    &Budget::playouts(playouts),
                    &mut rng,
                )
                .expect("a waiting seat has a choice");
                assert!(
                    legal.contains(&choice.action),
                    "{level} chose {:?}, not a legal action",
                    choice.action
                );
            }
        }
    }
}
