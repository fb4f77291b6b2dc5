//! The candidate actions of a seat: a short superset of the legal ones,
//! which `legal_actions` filters through the very checks `decide` uses.

use super::super::actions::{Action, Returned};
use super::super::board::{self, Layout, DIAGONAL, ORTHOGONAL, SQUARES};
use super::super::state::{Card, Phase, Square, State};
use super::{alike_stack_representatives, end_turn_stacks, own_stacks, under_knight_stacks};
use crate::core::Seat;

fn return_arrangements(rest: &[Card]) -> Vec<Returned> {
    let split = |top: &[Card], bottom: &[Card]| Returned {
        on_top: top.to_vec(),
        on_bottom: bottom.to_vec(),
    };
    let mut all = match rest {
        [a] => vec![split(&[*a], &[]), split(&[], &[*a])],
        [a, b] => vec![
            split(&[*a, *b], &[]),
            split(&[*b, *a], &[]),
            split(&[], &[*a, *b]),
            split(&[], &[*b, *a]),
            split(&[*a], &[*b]),
            split(&[*b], &[*a]),
        ],
        _ => vec![split(&[], rest)],
    };
    let mut unique = Vec::new();
    for arrangement in all.drain(..) {
        if !unique.contains(&arrangement) {
            unique.push(arrangement);
        }
    }
    unique
}

fn own_knights(state: &State, seat: Seat) -> Vec<Square> {
    state.knights.get(seat.index()).cloned().unwrap_or_default()
}

/// Candidate actions (a superset of the legal ones, filtered by `check`).
pub fn candidates(state: &State, layout: &Layout, seat: Seat) -> Vec<Action> {
    let all_squares = || 0..SQUARES as u8;
    let mut found = Vec::new();
    match &state.phase {
        Phase::FoundingCastle { .. } => {
            found.extend(all_squares().map(|square| Action::FoundCastle { square }))
        }
        Phase::PlacingFirstKnight { .. } => {
            found.extend(all_squares().map(|square| Action::PlaceFirstKnight { square }))
        }
        Phase::PlacingKing { .. } => {
            found.extend(all_squares().map(|square| Action::PlaceKing { square }))
        }
        Phase::Spreading { .. } => found.extend(
            (0..own_stacks(state, seat).len() as u8).map(|stack| Action::SpreadBlock { stack }),
        ),
        Phase::MovingKing { .. } => {
            found.push(Action::LeaveKing);
            found.extend(all_squares().map(|square| Action::MoveKing { square }));
        }
        Phase::ChoosingStarter { .. } => {
            found.extend(Seat::all(state.seats).map(|seat| Action::ChooseStarter { seat }))
        }
        Phase::Playing => turn_candidates(state, layout, seat, &mut found),
        Phase::NotStarted | Phase::Over => {}
    }
    found
}

fn turn_candidates(state: &State, layout: &Layout, seat: Seat, found: &mut Vec<Action>) {
    let turn = &state.turn;
    if !turn.drawn.is_empty() {
        let mut kept: Vec<Card> = Vec::new();
        for (index, &keep) in turn.drawn.iter().enumerate() {
            if kept.contains(&keep) {
                continue;
            }
            kept.push(keep);
            let mut rest = turn.drawn.clone();
            rest.remove(index);
            for returned in return_arrangements(&rest) {
                found.push(Action::KeepCard { keep, returned });
            }
        }
        return;
    }
    if turn.lifted_from.is_some() {
        found.extend((0..SQUARES as u8).map(|square| Action::PutLiftedBlock { square }));
        return;
    }
    let knights = own_knights(state, seat);
    let mut spots: Vec<Square> = knights.iter().flat_map(|&k| board::neighbours(k)).collect();
    spots.sort_unstable();
    spots.dedup();
    found.extend(spots.iter().map(|&square| Action::PlaceKnight { square }));
    let hand = state.hands.get(seat.index()).cloned().unwrap_or_default();
    let holds = |card: Card| !turn.card_played && hand.contains(&card);
    for &from in &knights {
        let mut targets: Vec<Square> = board::neighbours(from).collect();
        targets.extend(layout.passage_exits(from, false));
        targets.sort_unstable();
        targets.dedup();
        found.extend(
            targets
                .into_iter()
                .map(|to| Action::MoveKnight { from, to }),
        );
        if holds(Card::ClimbTwoLevels) {
            found.extend(board::neighbours(from).map(|to| Action::PlayClimbTwoLevels { from, to }));
        }
        if holds(Card::DiagonalMove) {
            found.extend(
                DIAGONAL
                    .iter()
                    .filter_map(|&(dx, dy)| board::offset(from, dx, dy))
                    .map(|to| Action::PlayDiagonalMove { from, to }),
            );
        }
        if holds(Card::JumpOverKnight) {
            found.extend(
                ORTHOGONAL
                    .iter()
                    .filter_map(|&(dx, dy)| board::offset(from, 2 * dx, 2 * dy))
                    .map(|to| Action::PlayJump { from, to }),
            );
        }
        if holds(Card::ThroughCastleAnyLevel) {
            found.extend(
                layout
                    .passage_exits(from, true)
                    .into_iter()
                    .map(|to| Action::PlayThroughCastle { from, to }),
            );
        }
        if holds(Card::RelocateKnight) {
            found.extend(
                spots
                    .iter()
                    .map(|&to| Action::PlayRelocateKnight { from, to }),
            );
        }
    }
    let stacks: Vec<u8> = match turn.active_stack {
        Some(active) => vec![active],
        None => alike_stack_representatives(own_stacks(state, seat), 1, u8::MAX, None),
    };
    let block_spots: Vec<Square> = (0..SQUARES as u8)
        .filter(|&s| layout.block_fits(s, false))
        .collect();
    for &stack in &stacks {
        found.extend(
            block_spots
                .iter()
                .map(|&square| Action::PlaceBlock { stack, square }),
        );
    }
    found.push(Action::BuyCard);
    found.push(Action::AdvanceScore);
    for card in [Card::SixActionPoints, Card::SevenActionPoints] {
        if holds(card) {
            found.push(Action::PlayActionPoints { card });
        }
    }
    if holds(Card::BlockFromSupply) {
        found.extend(
            block_spots
                .iter()
                .map(|&square| Action::PlayBlockFromSupply { square }),
        );
    }
    if holds(Card::BlockUnderKnight) {
        let stacks = under_knight_stacks(state, seat);
        for square in state.knights.iter().flatten().copied() {
            found.extend(
                stacks
                    .iter()
                    .map(|&stack| Action::PlayBlockUnderKnight { square, stack }),
            );
        }
    }
    if holds(Card::MoveUncoveredBlock) {
        found.extend(
            (0..SQUARES as u8)
                .filter(|&s| layout.height(s) > 0 && layout.occupant(s).is_none())
                .map(|from| Action::PlayLiftBlock { from }),
        );
    }
    let end_stacks = end_turn_stacks(state, seat);
    if end_stacks.is_empty() {
        found.push(Action::EndTurn { stack: None });
    }
    found.extend(
        end_stacks
            .into_iter()
            .map(|stack| Action::EndTurn { stack: Some(stack) }),
    );
}
