//! The generic search on the tiny test game, whose best play is known:
//! whoever leaves a multiple of four stones to the other wins.

use super::support::{
    check_determinize, choices_are_legal, rng, same_view_same_choice, states_along,
};
use crate::bot::{arena, choose, ArenaSettings, Budget, Knowledge, Level, UnmeteredClock};
use crate::core::Seat;
use crate::test_game::{Action, Countdown, Options, State};

fn table(pile: u32, taken: u32, jokers: bool) -> State {
    State {
        options: Options { jokers },
        seats: 2,
        pile,
        jokers: vec![jokers.then_some(2), jokers.then_some(3)],
        to_move: Seat(0),
        taken_this_turn: taken,
        started: true,
        winner: None,
    }
}

fn strong_choice(state: &State, seed: u64) -> Action {
    choose(
        &Knowledge::<Countdown>::of(state, Seat(0)),
        Level::Strong,
        &Budget::playouts(3_000),
        &mut rng(seed),
    )
    .expect("seat 0 is to move")
    .action
}

#[test]
fn the_strong_bot_leaves_a_multiple_of_four() {
    for seed in 0..3 {
        // Five stones: take one, then stop.
        assert_eq!(strong_choice(&table(5, 0, false), seed), Action::TakeOne);
        assert_eq!(strong_choice(&table(4, 1, false), seed), Action::EndTurn);
        // Seven stones: three to take.
        assert_eq!(strong_choice(&table(6, 1, false), seed), Action::TakeOne);
        assert_eq!(strong_choice(&table(5, 2, false), seed), Action::TakeOne);
    }
}

#[test]
fn the_strong_bot_takes_the_last_stone() {
    assert_eq!(strong_choice(&table(1, 1, false), 7), Action::TakeOne);
}

#[test]
fn a_sample_hides_the_other_jokers_and_shows_the_view() {
    let options = Options { jokers: true };
    let mut states = Vec::new();
    for seed in 0..20 {
        states.extend(states_along::<Countdown>(&options, 3, seed, 1));
    }
    let differing = check_determinize::<Countdown>(&states, 1);
    assert!(differing > 0, "the other jokers were never drawn anew");
}

#[test]
fn the_same_view_gives_the_same_choice_whatever_the_other_jokers() {
    let mut differed = false;
    for seed in 0..10 {
        let mut truth = table(9, 0, true);
        truth.jokers = vec![Some(2), Some(1 + (seed % 3) as u32)];
        differed |= same_view_same_choice::<Countdown>(&truth, Seat(0), seed, 300);
    }
    assert!(differed, "the test never met two different hidden truths");
}

#[test]
fn every_level_plays_legal_actions() {
    let states = states_along::<Countdown>(&Options::default(), 3, 4, 1);
    choices_are_legal::<Countdown>(&states, 2, 50);
}

#[test]
fn the_strong_bot_beats_random_play() {
    let settings = ArenaSettings::<Countdown> {
        options: Options { jokers: false },
        seats: 2,
        games: 20,
        levels: vec![Level::Strong, Level::Random],
        playouts: 500,
        max_actions: 1_000,
    };
    let report = arena(&settings, &UnmeteredClock, &mut rng(3)).expect("the arena runs");
    assert_eq!(report.finished, 20);
    let strong = &report.levels[&Level::Strong];
    let random = &report.levels[&Level::Random];
    assert_eq!(strong.wins + random.wins, 20.0);
    assert!(strong.wins >= 16.0, "{report:?}");
    assert!(strong.playouts > 0 && strong.choices > 0);
}

#[test]
fn an_arena_is_reproducible_from_its_seed() {
    let settings = ArenaSettings::<Countdown> {
        options: Options::default(),
        seats: 3,
        games: 6,
        levels: vec![Level::Strong, Level::Easy, Level::Random],
        playouts: 100,
        max_actions: 1_000,
    };
    let first = arena(&settings, &UnmeteredClock, &mut rng(9)).expect("the arena runs");
    let second = arena(&settings, &UnmeteredClock, &mut rng(9)).expect("the arena runs");
    assert_eq!(first, second);
    let wins: f64 = first.levels.values().map(|level| level.wins).sum();
    assert_eq!(wins, 6.0);
}
