//! Carolingi: other players' tiles behind their action boards, the bag,
//! unrevealed exchange choices and the deck order are hidden; tiles are
//! placed by everyone at once.

use super::support::{
    check_determinize, choices_are_legal, rng, same_view_same_choice, states_along,
};
use crate::bot::{arena, choose, ArenaSettings, BotGame, Budget, Knowledge, Level, UnmeteredClock};
use crate::carolingi::state::{Phase, State};
use crate::carolingi::tiles::TileSpot;
use crate::carolingi::{Action, Carolingi, Options};
use crate::core::{Game, Seat};

fn every_options() -> Vec<Options> {
    let mut all = Vec::new();
    for advanced in [false, true] {
        for anarchy_module in [false, true] {
            for hourglass_hours in [0, 24] {
                all.push(Options {
                    sundial_year: 831,
                    advanced,
                    anarchy_module,
                    hourglass_hours,
                });
            }
        }
    }
    all
}

/// How many of a player's tiles lie in each place, in a fixed order.
fn counts(state: &State, seat: Seat) -> [usize; 6] {
    let player = state.player(seat).expect("a seat at the table");
    [
        TileSpot::Active,
        TileSpot::Locked,
        TileSpot::Placed,
        TileSpot::Used,
        TileSpot::Exchanged,
        TileSpot::Declaring,
    ]
    .map(|spot| player.tiles_at(spot).count())
}

#[test]
fn a_sample_redeals_only_what_the_seat_cannot_see() {
    for (index, options) in every_options().iter().enumerate() {
        let seats = 2 + (index % 5) as u8;
        let states = states_along::<Carolingi>(options, seats, index as u64, 7);
        assert!(states.len() > 5);
        let differing = check_determinize::<Carolingi>(&states, index as u64);
        assert!(differing > 0, "{options:?}: nothing was ever hidden");
        for state in states.iter().step_by(5) {
            let sample =
                Carolingi::determinize(&Carolingi::knowledge(state, Seat(0)), Seat(0), &mut rng(1));
            for seat in state.seat_list() {
                assert_eq!(counts(&sample, seat), counts(state, seat));
            }
            assert_eq!(
                sample.players[0], state.players[0],
                "the seat's own tiles moved"
            );
        }
    }
}

#[test]
fn the_same_view_gives_the_same_choice_whatever_the_hidden_tiles() {
    let mut differed = false;
    for (index, options) in every_options().iter().enumerate().step_by(3) {
        let states = states_along::<Carolingi>(options, 4, 60 + index as u64, 23);
        for state in states.iter().skip(3).step_by(4).take(3) {
            let seat = Carolingi::waiting_on(state)[0];
            differed |= same_view_same_choice::<Carolingi>(state, seat, index as u64, 15);
        }
    }
    assert!(differed, "the test never met two different hidden truths");
}

#[test]
fn every_level_plays_legal_actions() {
    let options = Options {
        advanced: true,
        ..Options::default()
    };
    let states = states_along::<Carolingi>(&options, 3, 9, 90);
    choices_are_legal::<Carolingi>(&states, 4, 10);
}

#[test]
fn a_seat_places_its_tiles_without_seeing_the_others() {
    let mut met = 0;
    for seed in 0..6 {
        let states = states_along::<Carolingi>(&Options::default(), 3, seed, 1);
        // Placing, and another seat has placed already.
        let Some(state) = states.iter().find(|state| {
            state.phase == Phase::Placing
                && Carolingi::waiting_on(state).contains(&Seat(2))
                && !state.players[0].placed.is_empty()
        }) else {
            continue;
        };
        met += 1;
        let choice = choose(
            &Knowledge::<Carolingi>::of(state, Seat(2)),
            Level::Strong,
            &Budget::playouts(20),
            &mut rng(seed),
        )
        .expect("seat 2 places");
        assert!(matches!(
            choice.action,
            Action::PlaceTile { .. } | Action::PassPlacement
        ));
        same_view_same_choice::<Carolingi>(state, Seat(2), seed, 20);
    }
    assert!(
        met > 0,
        "no game reached a placement with a tile already down"
    );
}

#[test]
fn the_easy_level_beats_random_play() {
    let settings = ArenaSettings::<Carolingi> {
        options: Options::default(),
        seats: 2,
        games: 40,
        levels: vec![Level::Easy, Level::Random],
        playouts: 0,
        max_actions: 50_000,
    };
    let report = arena(&settings, &UnmeteredClock, &mut rng(2)).expect("the arena runs");
    assert_eq!(report.finished, 40);
    assert!(report.levels[&Level::Easy].wins >= 32.0, "{report:?}");
}
