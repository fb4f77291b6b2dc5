//! The ranking at the end as the outcome carries it: "The winner is the
//! player who has the most castles in play in the territories at that time."
//! The rulebook compares nothing else, so the key is the side's castles and
//! tied sides share (reading 14), also when the leader resigned.

use super::super::*;
use super::support::*;
use crate::core::{Game, Outcome, Seat};
use crate::testing::{random_playout, Moves};
use proptest::prelude::*;

/// Three players, four territories left: Black 2 castles on 1-4, White 4 on
/// 5-8, Grey `grey` on 9-12, 13-15 empty with a red paladin that Black
/// controls. White moves the Emperor one step, from 9-12 to 13-15: Black
/// builds there and merges with 1-4, three territories are left, and the
/// game ends (« quand il reste moins de 4 régions sur la table »).
fn white_ends_the_game(grey: u8) -> State {
    let mut state = blank_table(3);
    join(&mut state, &[1, 2, 3, 4]);
    join(&mut state, &[5, 6, 7, 8]);
    join(&mut state, &[9, 10, 11, 12]);
    join(&mut state, &[13, 14, 15]);
    give_castles(&mut state, 1, 0, 2);
    give_castles(&mut state, 5, 1, 4);
    give_castles(&mut state, 9, 2, grey);
    state.control[Colour::Red.index()] = Some(Seat(0));
    give_territory(&mut state, 13, Colour::Red, 1);
    state.emperor = 9;
    start_turn(&mut state, Seat(1), 1);
    CarolusMagnus::act(&mut state, Seat(1), Action::MoveEmperor { steps: 1 });
    state
}

#[test]
fn the_most_castles_in_play_win_and_the_others_rank_by_their_castles() {
    let state = white_ends_the_game(2);
    let outcome = CarolusMagnus::outcome(&state).expect("fewer than 4 territories: over");
    assert_eq!(outcome.scores, vec![3, 4, 2]);
    assert_eq!(outcome.winners, vec![Seat(1)]);
    assert_eq!(outcome.ranking, vec![rank_key(3), rank_key(4), rank_key(2)]);
    // White resigned: Black, with three castles against two, is the best
    // of the others.
    assert_eq!(outcome.best_among(&[Seat(0), Seat(2)]), vec![Seat(0)]);
}

#[test]
fn with_the_leader_resigned_a_tie_in_castles_is_still_shared() {
    let state = white_ends_the_game(3);
    let outcome = CarolusMagnus::outcome(&state).expect("over");
    assert_eq!(outcome.scores, vec![3, 4, 3]);
    assert_eq!(
        outcome.best_among(&[Seat(0), Seat(2)]),
        vec![Seat(0), Seat(2)],
        "no tie-break in the rulebook: both share"
    );
}

#[test]
fn partners_share_their_sides_castles_and_key() {
    let mut state = blank_table(4);
    give_castles(&mut state, 2, 0, 1);
    give_castles(&mut state, 4, 0, 1);
    give_castles(&mut state, 6, 1, 1);
    let standing = CarolusMagnus::standing(&state, 4);
    assert_eq!(standing.scores, vec![2, 1, 2, 1]);
    assert_eq!(standing.winners, vec![Seat(0), Seat(2)]);
    assert_eq!(standing.ranking[0], standing.ranking[2]);
}

/// The rulebook's comparison: more castles of one's side in the territories.
fn check_against_rulebook(state: &State, outcome: &Outcome) {
    let castles = |seat: Seat| state.castles_in_play(state.side_of(seat));
    for a in Seat::all(state.seats) {
        for b in Seat::all(state.seats) {
            assert_eq!(
                outcome.key_of(a).cmp(&outcome.key_of(b)),
                castles(a).cmp(&castles(b)),
                "{a:?} against {b:?}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_games_end_ranked_by_their_castles(seed in any::<u64>(), seats in 2u8..=4) {
        let playout = random_playout::<CarolusMagnus>(&Options::default(), seats, &mut rng(seed), 20_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let outcome = CarolusMagnus::outcome(&playout.state).expect("over");
        check_against_rulebook(&playout.state, &outcome);
    }
}
