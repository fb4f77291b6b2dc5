//! The rulebook's own worked examples, replayed.

use super::super::scoring::{castle_points, king_bonus, year_scoring};
use super::super::*;
use super::helpers::*;
use crate::core::Seat;
use crate::testing::{Moves, Scenario};

/// A castle of area 4 (B2 C2 D2 E2) with the given heights; the King on E2.
fn kings_castle(heights: [u8; 4]) -> State {
    let mut state = empty_turn(2, Options::default());
    for (square, height) in ["B2", "C2", "D2", "E2"].iter().zip(heights) {
        build(&mut state, square, height);
    }
    state.king = Some(sq("E2"));
    state
}

#[test]
fn anna_scores_3_by_5_for_her_highest_knight() {
    // "Le chevalier d'Anna se trouve au niveau 3. La surface du château occupe
    // 5 cases. Elle marque donc 3 × 5 = 15 points ... un autre chevalier aux
    // niveaux 1 ou 2 ne lui aurait pas rapporté de points supplémentaires."
    let mut state = empty_turn(2, Options::default());
    for (square, height) in [("B2", 3), ("C2", 2), ("D2", 1), ("D3", 1), ("D4", 1)] {
        build(&mut state, square, height);
    }
    knight(&mut state, 0, "B2");
    knight(&mut state, 0, "C2");
    let layout = Layout::of(&state);
    assert_eq!(castle_points(&layout, Seat(0)), 15);
    assert_eq!(castle_points(&layout, Seat(1)), 0);
}

#[test]
fn example_e_no_knight_on_level_one_scores_16_in_year_1_and_26_in_year_2() {
    // Two knights in the King's castle, neither on level 1: 4 × 4 = 16 in
    // year 1; in year 2 the one on level 2 adds the King's bonus of 10: 26.
    let mut state = kings_castle([4, 2, 1, 1]);
    knight(&mut state, 0, "B2");
    knight(&mut state, 0, "C2");
    let layout = Layout::of(&state);
    assert_eq!(castle_points(&layout, Seat(0)), 16);
    assert_eq!(king_bonus(&layout, state.king, Seat(0), 1), 0);
    assert_eq!(king_bonus(&layout, state.king, Seat(0), 2), 10);
    state.year = 1;
    assert_eq!(points_scored(&state, 0), 16);
    state.year = 2;
    assert_eq!(points_scored(&state, 0), 26);
}

#[test]
fn example_f_level_one_guard_and_level_two_knight_score_13() {
    // One knight on level 1 earns the bonus of 5, the other on level 2 the
    // castle points 4 × 2 = 8: 13 for the King's castle in year 1.
    let mut state = kings_castle([1, 2, 1, 1]);
    knight(&mut state, 0, "B2");
    knight(&mut state, 0, "C2");
    state.year = 1;
    assert_eq!(points_scored(&state, 0), 13);
}

#[test]
fn example_2_of_2017_edition_scores_8_plus_10_in_year_2() {
    let mut state = kings_castle([1, 2, 1, 1]);
    knight(&mut state, 0, "B2");
    knight(&mut state, 0, "C2");
    state.year = 2;
    assert_eq!(points_scored(&state, 0), 18);
}

#[test]
fn the_bonus_counts_once_for_two_guards_and_for_every_player() {
    let mut state = kings_castle([3, 3, 1, 1]);
    knight(&mut state, 0, "B2");
    knight(&mut state, 0, "C2");
    knight(&mut state, 1, "D2");
    state.year = 1;
    // Seat 0: 4 × 3 = 12, no level-1 guard. Seat 1: 4 × 1 + 5.
    assert_eq!(points_scored(&state, 0), 12);
    assert_eq!(points_scored(&state, 1), 9);
    state.year = 3;
    assert_eq!(points_scored(&state, 0), 12 + 15);
}

fn points_scored(state: &State, seat: u8) -> u32 {
    year_scoring(state)
        .iter()
        .filter_map(|event| match event {
            Event::Scored {
                seat: s, points, ..
            } if *s == Seat(seat) => Some(*points),
            _ => None,
        })
        .sum()
}

#[test]
fn the_black_castle_of_area_5_can_no_longer_grow() {
    // "Le château illustré en noir occupe une surface de 5 cases. Il ne peut
    // plus être agrandi sans toucher un autre château" — and so it may be at
    // most 5 high.
    let mut state = empty_turn(2, Options::default());
    // Black: a plus sign around D4.
    for square in ["D4", "C4", "E4", "D3", "D5"] {
        build(&mut state, square, 1);
    }
    // Neighbouring castles touching black's free sides by a corner only,
    // so that every bare square next to black is also next to another castle.
    for square in ["B3", "C2", "E2", "F3", "F5", "E6", "C6", "B5"] {
        build(&mut state, square, 1);
    }
    knight(&mut state, 0, "D4");
    let layout = Layout::of(&state);
    let black = layout.castle_of(sq("D4")).unwrap();
    assert_eq!(layout.area(black), 5);
    let legal = Torres::legal_actions(&state, Seat(0));
    for square in 0..64u8 {
        let beside_black =
            layout.castles_beside(square).contains(&black) && layout.height(square) == 0;
        if beside_black {
            assert!(
                !legal.contains(&Action::PlaceBlock { stack: 0, square }),
                "black grew on {}",
                square_name(square)
            );
            assert_eq!(
                Torres::refusal(&state, Seat(0), Action::PlaceBlock { stack: 0, square }),
                Error::WouldJoinCastles
            );
        }
    }
    // It may still rise to 5, not to 6.
    let mut tall = state.clone();
    tall.heights[usize::from(sq("C4"))] = 4;
    tall.supply -= 3;
    assert!(legal_contains(&tall, place_on("C4")));
    tall.heights[usize::from(sq("C4"))] = 5;
    tall.supply -= 1;
    Scenario::<Torres>::given(tall)
        .when(Seat(0), place_on("C4"))
        .then_refused(Error::TooHighForArea);
}

fn place_on(square: &str) -> Action {
    Action::PlaceBlock {
        stack: 0,
        square: sq(square),
    }
}

fn legal_contains(state: &State, action: Action) -> bool {
    Torres::legal_actions(state, Seat(0)).contains(&action)
}
