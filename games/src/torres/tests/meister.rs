//! The eight Meister cards, each scored on a position built for it.

use super::super::scoring::meister_points;
use super::super::*;
use super::helpers::*;

fn board(knights0: &[&str], knights1: &[&str], built: &[(&str, u8)]) -> Layout {
    let mut state = empty_turn(
        2,
        Options {
            meister: true,
            ..Options::default()
        },
    );
    for (square, height) in built {
        build(&mut state, square, *height);
    }
    for square in knights0 {
        knight(&mut state, 0, square);
    }
    for square in knights1 {
        knight(&mut state, 1, square);
    }
    Layout::of(&state)
}

#[test]
fn exactly_four_five_six_castles() {
    let built = [
        ("A1", 1),
        ("C1", 1),
        ("E1", 1),
        ("G1", 1),
        ("A3", 1),
        ("C3", 1),
    ];
    let four = board(&["A1", "C1", "E1", "G1", "H8"], &["A3"], &built);
    assert_eq!(
        meister_points(MeisterCard::ExactCastles, &four, 2, 1),
        vec![5, 0]
    );
    assert_eq!(
        meister_points(MeisterCard::ExactCastles, &four, 2, 2),
        vec![0, 0]
    );
    let five = board(&["A1", "C1", "E1", "G1", "A3"], &[], &built);
    assert_eq!(
        meister_points(MeisterCard::ExactCastles, &five, 2, 2),
        vec![15, 0]
    );
    let six = board(&["A1", "C1", "E1", "G1", "A3", "C3"], &[], &built);
    assert_eq!(
        meister_points(MeisterCard::ExactCastles, &six, 2, 3),
        vec![30, 0]
    );
}

#[test]
fn all_knights_in_one_line_at_the_third_scoring() {
    let layout = board(&["A1", "C3", "F6"], &["H1", "B3"], &[]);
    assert_eq!(
        meister_points(MeisterCard::OneLine, &layout, 2, 3),
        vec![50, 0]
    );
    assert_eq!(
        meister_points(MeisterCard::OneLine, &layout, 2, 2),
        vec![0, 0]
    );
}

#[test]
fn knights_on_the_long_diagonals_and_the_sole_leader() {
    let layout = board(&["A1", "H1", "B3"], &["D4"], &[]);
    // Seat 0: A1 and H1 (2 knights) and leads alone: 3 × 2; seat 1: D4.
    assert_eq!(
        meister_points(MeisterCard::LongDiagonals, &layout, 2, 1),
        vec![6, 2]
    );
    assert_eq!(
        meister_points(MeisterCard::LongDiagonals, &layout, 2, 3),
        vec![30, 10]
    );
    let tied = board(&["A1"], &["D4"], &[]);
    assert_eq!(
        meister_points(MeisterCard::LongDiagonals, &tied, 2, 2),
        vec![5, 5]
    );
}

#[test]
fn all_knights_on_one_level() {
    let layout = board(
        &["B2", "F6"],
        &["D5", "C3"],
        &[("B2", 1), ("F6", 1), ("C3", 1)],
    );
    assert_eq!(
        meister_points(MeisterCard::SameLevel, &layout, 2, 3),
        vec![50, 0]
    );
}

#[test]
fn four_knights_on_a_square() {
    let layout = board(
        &["B2", "E2", "B5", "E5", "H8"],
        &["A1", "A3", "C1", "D2"],
        &[],
    );
    assert_eq!(
        meister_points(MeisterCard::Square, &layout, 2, 3),
        vec![50, 0]
    );
}

#[test]
fn all_knights_on_different_levels() {
    let built = [("B2", 1), ("B3", 2), ("C3", 1)];
    let layout = board(&["A1", "B2", "B3"], &["C3", "H8", "G8"], &built);
    assert_eq!(
        meister_points(MeisterCard::DifferentLevels, &layout, 2, 3),
        vec![40, 0]
    );
}

#[test]
fn knights_on_the_edge_and_the_sole_leader() {
    let layout = board(&["A4", "H5", "D8"], &["A1", "C3"], &[]);
    assert_eq!(
        meister_points(MeisterCard::Edge, &layout, 2, 2),
        vec![20, 5]
    );
}

#[test]
fn all_knights_in_one_chain() {
    let layout = board(&["C3", "C4", "D4", "E4"], &["A1", "A3"], &[]);
    assert_eq!(
        meister_points(MeisterCard::Chain, &layout, 2, 3),
        vec![40, 0]
    );
}

#[test]
fn a_lone_knight_forms_no_formation() {
    let layout = board(&["C3"], &["A1", "B1"], &[]);
    for card in [
        MeisterCard::OneLine,
        MeisterCard::SameLevel,
        MeisterCard::DifferentLevels,
        MeisterCard::Chain,
    ] {
        assert_eq!(
            meister_points(card, &layout, 2, 3),
            vec![0, card_points(card)],
            "{card:?}"
        );
    }
}

fn card_points(card: MeisterCard) -> u32 {
    match card {
        MeisterCard::OneLine | MeisterCard::SameLevel => 50,
        // A1 (level 0) and B1 (level 0) are not on different levels.
        MeisterCard::DifferentLevels => 0,
        _ => 40,
    }
}
