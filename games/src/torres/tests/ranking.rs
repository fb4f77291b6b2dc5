//! The ranking at the end as the outcome carries it. « Le jeu se termine
//! après la marque, à la fin de la troisième année. Le joueur le plus avancé
//! dans le score est le gagnant » (older edition), « Le joueur qui totalise le
//! plus de points sur la piste de score … remporte la partie » (2017): the
//! key is the score. « Il ne peut y avoir qu'un seul chevalier par case sur la
//! piste de score », so markers that left 0 never tie; markers still on 0 do,
//! and share.

use super::super::*;
use super::helpers::*;
use crate::core::{Game, Outcome, Seat};
use crate::testing::{random_playout, Moves};
use proptest::prelude::*;
use rand::{rngs::SmallRng, SeedableRng};

/// Year 3, the last turn (seat 2 plays it): seat 0 at 50, seat 1 at 61,
/// seat 2 at 30; seat 0 has a knight at level 1 of a castle of area 5, seat
/// 2 one at level 1 of a castle of area 3.
fn last_turn_of_the_game() -> State {
    let mut state = empty_turn(3, Options::default());
    state.year = 3;
    state.round = 4;
    state.turn_index = 2;
    state.stacks = vec![vec![], vec![], vec![1]];
    for square in ["A1", "B1", "C1", "D1", "E1", "A8", "B8", "C8"] {
        build(&mut state, square, 1);
    }
    knight(&mut state, 0, "A1");
    knight(&mut state, 2, "A8");
    state.scores = vec![50, 61, 30];
    state
}

#[test]
fn after_the_third_scoring_the_most_points_win_and_rank_the_rest() {
    let state = last_turn_of_the_game();
    let after = Torres::after(&state, Seat(2), Action::EndTurn { stack: Some(0) });
    assert_eq!(after.phase, Phase::Over);
    assert_eq!(after.scores, vec![55, 61, 33]);
    let outcome = Torres::outcome(&after).expect("over");
    assert_eq!(outcome.winners, vec![Seat(1)]);
    assert_eq!(
        outcome.ranking,
        vec![
            scoring::rank_key(55),
            scoring::rank_key(61),
            scoring::rank_key(33)
        ]
    );
    // Seat 1 resigned: seat 0, furthest along of the others, wins.
    assert_eq!(outcome.best_among(&[Seat(0), Seat(2)]), vec![Seat(0)]);
}

#[test]
fn markers_that_never_left_0_tie_and_share() {
    let state = empty_turn(3, Options::default());
    let standing = Torres::standing(&state, 3);
    assert_eq!(standing.winners, vec![Seat(0), Seat(1), Seat(2)]);
    let mut later = state.clone();
    later.scores = vec![0, 7, 0];
    let standing = Torres::standing(&later, 3);
    assert_eq!(standing.winners, vec![Seat(1)]);
    assert_eq!(
        standing.best_among(&[Seat(0), Seat(2)]),
        vec![Seat(0), Seat(2)]
    );
}

fn check_against_rulebook(state: &State, outcome: &Outcome) {
    for a in Seat::all(state.seats) {
        for b in Seat::all(state.seats) {
            let (score_a, score_b) = (state.scores[a.index()], state.scores[b.index()]);
            assert_eq!(
                outcome.key_of(a).cmp(&outcome.key_of(b)),
                score_a.cmp(&score_b),
                "{a:?} against {b:?}"
            );
            // One marker a space: equal scores only on 0.
            assert!(a == b || score_a != score_b || score_a == 0);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn random_games_end_ranked_by_their_scores(seed in any::<u64>(), seats in 2u8..=4) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let playout = random_playout::<Torres>(&Options::default(), seats, &mut rng, 20_000)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        let outcome = Torres::outcome(&playout.state).expect("over");
        check_against_rulebook(&playout.state, &outcome);
    }
}
