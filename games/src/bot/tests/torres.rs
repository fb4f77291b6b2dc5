//! Torres: other hands, cards bought this turn and deck orders are hidden.

use super::support::{
    check_determinize, choices_are_legal, rng, same_view_same_choice, states_along,
};
use crate::bot::{arena, ArenaSettings, BotGame, Level, UnmeteredClock};
use crate::core::{Game, Seat};
use crate::torres::{Deck, Edition, Options, Torres};

fn every_options() -> Vec<Options> {
    let mut all = Vec::new();
    for edition in [Edition::Edition2017, Edition::Original] {
        for deck in [Deck::Personal, Deck::Shared] {
            for meister in [false, true] {
                all.push(Options {
                    edition,
                    deck,
                    meister,
                });
            }
        }
    }
    all
}

#[test]
fn a_sample_redeals_only_what_the_seat_cannot_see() {
    for (index, options) in every_options().iter().enumerate() {
        let seats = 2 + (index % 3) as u8;
        let states = states_along::<Torres>(options, seats, index as u64, 13);
        assert!(states.len() > 5);
        let differing = check_determinize::<Torres>(&states, index as u64);
        assert!(differing > 0, "{options:?}: nothing was ever hidden");
    }
}

#[test]
fn the_knowledge_keeps_the_seats_own_cards_and_pools_the_others() {
    let options = Options::default();
    let states = states_along::<Torres>(&options, 3, 21, 50);
    let state = states.last().expect("a game was played");
    let known = Torres::knowledge(state, Seat(1));
    assert_eq!(known.hands[1], state.hands[1]);
    assert_eq!(known.fresh[1], state.fresh[1]);
    for other in [0, 2] {
        let mut truth: Vec<_> = [
            &state.hands[other],
            &state.fresh[other],
            &state.decks[other],
        ]
        .into_iter()
        .flatten()
        .copied()
        .collect();
        let mut pooled: Vec<_> = [
            &known.hands[other],
            &known.fresh[other],
            &known.decks[other],
        ]
        .into_iter()
        .flatten()
        .copied()
        .collect();
        truth.sort_unstable();
        pooled.sort_unstable();
        assert_eq!(truth, pooled, "seat {other}'s cards changed");
        assert_eq!(known.hands[other].len(), state.hands[other].len());
        assert_eq!(known.decks[other].len(), state.decks[other].len());
    }
}

#[test]
fn the_same_view_gives_the_same_choice_whatever_the_hidden_cards() {
    let mut differed = false;
    for (index, options) in every_options().iter().enumerate().step_by(3) {
        let states = states_along::<Torres>(options, 3, 40 + index as u64, 30);
        for state in states.iter().skip(2).step_by(3).take(2) {
            let seat = Torres::waiting_on(state)[0];
            differed |= same_view_same_choice::<Torres>(state, seat, index as u64, 20);
        }
    }
    assert!(differed, "the test never met two different hidden truths");
}

#[test]
fn every_level_plays_legal_actions() {
    let options = Options {
        deck: Deck::Shared,
        ..Options::default()
    };
    let states = states_along::<Torres>(&options, 2, 5, 40);
    choices_are_legal::<Torres>(&states, 3, 10);
}

#[test]
fn the_easy_level_beats_random_play() {
    let settings = ArenaSettings::<Torres> {
        options: Options::default(),
        seats: 2,
        games: 4,
        levels: vec![Level::Easy, Level::Random],
        playouts: 0,
        max_actions: 20_000,
    };
    let report = arena(&settings, &UnmeteredClock, &mut rng(1)).expect("the arena runs");
    assert_eq!(report.finished, 4);
    assert!(report.levels[&Level::Easy].wins >= 3.5, "{report:?}");
}
