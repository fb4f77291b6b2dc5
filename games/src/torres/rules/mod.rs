//! Legality: one check per action, and the enumeration of legal actions built
//! from the same checks, so `legal_actions` and `decide` cannot disagree.

mod offers;
mod placement;

pub use placement::{after_lift, block_fit, put_lifted};

use super::actions::{Action, Returned};
use super::board::{Layout, DIAGONAL, ORTHOGONAL, SQUARES};
use super::data::data;
use super::error::Error;
use super::state::{Card, Phase, State};
use crate::core::Seat;
use placement::*;

/// The first stack of each height among `stacks` (`min` blocks or more),
/// skipping `except`: stacks of equal height are interchangeable, so only one
/// of them is offered.
pub fn alike_stack_representatives(stacks: &[u8], min: u8, max: u8, except: Option<u8>) -> Vec<u8> {
    let mut seen = Vec::new();
    let mut chosen = Vec::new();
    for (index, &height) in stacks.iter().enumerate() {
        let index = index as u8;
        if Some(index) == except || height < min || height > max || seen.contains(&height) {
            continue;
        }
        seen.push(height);
        chosen.push(index);
    }
    chosen
}

fn stack_height(state: &State, seat: Seat, stack: u8) -> Result<u8, Error> {
    state
        .stacks
        .get(seat.index())
        .and_then(|stacks| stacks.get(usize::from(stack)))
        .copied()
        .ok_or(Error::NoSuchStack)
}

pub fn own_stacks(state: &State, seat: Seat) -> &[u8] {
    state.stacks.get(seat.index()).map_or(&[], Vec::as_slice)
}
fn playable(state: &State, seat: Seat, card: Card) -> Result<(), Error> {
    if state.turn.card_played {
        return Err(Error::CardAlreadyPlayed);
    }
    let in_hand = state
        .hands
        .get(seat.index())
        .is_some_and(|hand| hand.contains(&card));
    if in_hand {
        Ok(())
    } else {
        Err(Error::CardNotInHand)
    }
}

fn keep_choice(drawn: &[Card], keep: Card, returned: &Returned) -> Result<(), Error> {
    let mut rest = drawn.to_vec();
    let position = rest
        .iter()
        .position(|&c| c == keep)
        .ok_or(Error::BadKeepChoice)?;
    rest.remove(position);
    let mut given: Vec<Card> = returned
        .on_top
        .iter()
        .chain(&returned.on_bottom)
        .copied()
        .collect();
    rest.sort_unstable();
    given.sort_unstable();
    if rest == given {
        Ok(())
    } else {
        Err(Error::BadKeepChoice)
    }
}

/// Whether `seat` may take `action` now, and why not.
pub fn check(state: &State, layout: &Layout, seat: Seat, action: &Action) -> Result<(), Error> {
    let data = data();
    match (&state.phase, action) {
        (Phase::Over, _) => Err(Error::GameOver),
        (Phase::NotStarted, _) => Err(Error::WrongMoment),
        (Phase::FoundingCastle { seat: s }, _)
        | (Phase::PlacingFirstKnight { seat: s }, _)
        | (Phase::PlacingKing { seat: s }, _)
        | (Phase::Spreading { seat: s, .. }, _)
        | (Phase::MovingKing { seat: s }, _)
        | (Phase::ChoosingStarter { seat: s }, _)
            if *s != seat =>
        {
            Err(Error::NotYourDecision)
        }
        (Phase::FoundingCastle { .. }, Action::FoundCastle { square }) => {
            found_castle(layout, *square)
        }
        (Phase::PlacingFirstKnight { .. }, Action::PlaceFirstKnight { square }) => {
            unheld_castle(layout, *square, Error::FirstKnightOffCastle)
        }
        (Phase::PlacingKing { .. }, Action::PlaceKing { square }) => {
            unheld_castle(layout, *square, Error::NotAFreeBlock)
        }
        (Phase::Spreading { .. }, Action::SpreadBlock { stack }) => {
            if stack_height(state, seat, *stack)? >= 3 {
                return Err(Error::StackFull);
            }
            if alike_stack_representatives(own_stacks(state, seat), 0, 2, None).contains(stack) {
                Ok(())
            } else {
                Err(Error::PickFirstAlikeStack)
            }
        }
        (Phase::MovingKing { .. }, Action::LeaveKing) => Ok(()),
        (Phase::MovingKing { .. }, Action::MoveKing { square }) => {
            free(layout, *square)?;
            if layout.height(*square) > 0 {
                Ok(())
            } else {
                Err(Error::NotAFreeBlock)
            }
        }
        (Phase::ChoosingStarter { .. }, Action::ChooseStarter { seat: starter }) => {
            if starter.0 < state.seats {
                Ok(())
            } else {
                Err(Error::NoSuchSeat)
            }
        }
        (Phase::Playing, _) => {
            if state.on_turn() != Some(seat) {
                return Err(Error::NotYourDecision);
            }
            check_turn_action(state, layout, seat, action, data.knights_per_player)
        }
        _ => Err(Error::WrongMoment),
    }
}

fn check_turn_action(
    state: &State,
    layout: &Layout,
    seat: Seat,
    action: &Action,
    knights: u8,
) -> Result<(), Error> {
    let turn = &state.turn;
    // A card half done (cards looked at, a block in the air) must be finished first.
    match action {
        Action::KeepCard { keep, returned } => {
            return if turn.drawn.is_empty() {
                Err(Error::WrongMoment)
            } else {
                keep_choice(&turn.drawn, *keep, returned)
            };
        }
        Action::PutLiftedBlock { square } => {
            let from = turn.lifted_from.ok_or(Error::WrongMoment)?;
            return put_lifted(layout, from, *square);
        }
        _ if !turn.drawn.is_empty() || turn.lifted_from.is_some() => {
            return Err(Error::FinishPendingFirst)
        }
        _ => {}
    }
    let needs = |points: u8| {
        if turn.action_points >= points {
            Ok(())
        } else {
            Err(Error::NotEnoughActionPoints)
        }
    };
    let card_is = |card: Card| playable(state, seat, card);
    match action {
        Action::PlaceKnight { square } => {
            needs(2)?;
            if state.knights_in_reserve(seat, knights) == 0 {
                return Err(Error::NoKnightInReserve);
            }
            knight_spot(layout, seat, *square, None)
        }
        Action::MoveKnight { from, to } => {
            needs(1)?;
            own_knight(layout, seat, *from)?;
            step(layout, *from, *to, &ORTHOGONAL, 1).or_else(|error| {
                if layout.passage_exits(*from, false).contains(to) {
                    Ok(())
                } else {
                    Err(error)
                }
            })
        }
        Action::PlaceBlock { stack, square } => {
            needs(1)?;
            let height = stack_height(state, seat, *stack)?;
            match turn.active_stack {
                Some(active) if active != *stack => return Err(Error::OtherStack),
                Some(_) => {}
                None if !alike_stack_representatives(own_stacks(state, seat), 1, u8::MAX, None)
                    .contains(stack) =>
                {
                    return Err(if height == 0 {
                        Error::EmptyStack
                    } else {
                        Error::PickFirstAlikeStack
                    });
                }
                None => {}
            }
            if height == 0 {
                return Err(Error::EmptyStack);
            }
            block_fit(layout, *square, false)
        }
        Action::BuyCard => {
            if state.options.meister {
                return Err(Error::NoBuyingInMeister);
            }
            needs(1)?;
            if turn.cards_bought >= 2 {
                return Err(Error::BuyLimit);
            }
            let deck = state.decks.get(state.deck_index(seat));
            if deck.is_none_or(Vec::is_empty) {
                return Err(Error::DeckEmpty);
            }
            Ok(())
        }
        Action::AdvanceScore => needs(1),
        Action::PlayActionPoints { card } => match card {
            Card::SixActionPoints | Card::SevenActionPoints => card_is(*card),
            _ => Err(Error::WrongCard),
        },
        Action::PlayClimbTwoLevels { from, to } => {
            card_is(Card::ClimbTwoLevels)?;
            own_knight(layout, seat, *from)?;
            step(layout, *from, *to, &ORTHOGONAL, 2)
        }
        Action::PlayDiagonalMove { from, to } => {
            card_is(Card::DiagonalMove)?;
            own_knight(layout, seat, *from)?;
            step(layout, *from, *to, &DIAGONAL, 1)
        }
        Action::PlayThroughCastle { from, to } => {
            card_is(Card::ThroughCastleAnyLevel)?;
            own_knight(layout, seat, *from)?;
            free(layout, *to)?;
            if layout.passage_exits(*from, true).contains(to) {
                Ok(())
            } else {
                Err(Error::Unreachable)
            }
        }
        Action::PlayRelocateKnight { from, to } => {
            card_is(Card::RelocateKnight)?;
            own_knight(layout, seat, *from)?;
            knight_spot(layout, seat, *to, Some(*from))
        }
        Action::PlayJump { from, to } => {
            card_is(Card::JumpOverKnight)?;
            own_knight(layout, seat, *from)?;
            jump(layout, seat, *from, *to)
        }
        Action::PlayBlockFromSupply { square } => {
            card_is(Card::BlockFromSupply)?;
            if state.supply == 0 {
                return Err(Error::SupplyEmpty);
            }
            block_fit(layout, *square, false)
        }
        Action::PlayBlockUnderKnight { square, stack } => {
            card_is(Card::BlockUnderKnight)?;
            if stack_height(state, seat, *stack)? == 0 {
                return Err(Error::EmptyStack);
            }
            if !under_knight_stacks(state, seat).contains(stack) {
                return Err(Error::PickFirstAlikeStack);
            }
            block_under_knight(layout, *square)
        }
        Action::PlayLiftBlock { from } => {
            card_is(Card::MoveUncoveredBlock)?;
            let lifted = after_lift(layout, *from)?;
            if (0..SQUARES as u8).any(|to| put_lifted(&lifted, *from, to).is_ok()) {
                Ok(())
            } else {
                Err(Error::NowhereToPut)
            }
        }
        Action::EndTurn { stack } => {
            let expected = end_turn_stacks(state, seat);
            match stack {
                None if expected.is_empty() => Ok(()),
                Some(stack) if expected.contains(stack) => Ok(()),
                _ => Err(Error::StackChoice),
            }
        }
        _ => Err(Error::WrongMoment),
    }
}

/// Stacks the "block under a knight" card may take from: the turn's stack,
/// and one of each height among the others.
pub fn under_knight_stacks(state: &State, seat: Seat) -> Vec<u8> {
    let stacks = own_stacks(state, seat);
    let active = state.turn.active_stack;
    let mut chosen: Vec<u8> = active
        .filter(|&a| stacks.get(usize::from(a)).is_some_and(|&h| h > 0))
        .into_iter()
        .collect();
    chosen.extend(alike_stack_representatives(stacks, 1, u8::MAX, active));
    chosen
}

/// The `stack` values `EndTurn` accepts: none once a stack was started, else
/// one stack of each height (the one this turn uses up).
pub fn end_turn_stacks(state: &State, seat: Seat) -> Vec<u8> {
    if state.turn.active_stack.is_some() {
        return Vec::new();
    }
    alike_stack_representatives(own_stacks(state, seat), 0, u8::MAX, None)
}
/// The seat with a decision now, if any.
pub fn deciding_seat(state: &State) -> Option<Seat> {
    match &state.phase {
        Phase::NotStarted | Phase::Over => None,
        Phase::Playing => state.on_turn(),
        Phase::FoundingCastle { seat }
        | Phase::PlacingFirstKnight { seat }
        | Phase::PlacingKing { seat }
        | Phase::Spreading { seat, .. }
        | Phase::MovingKing { seat }
        | Phase::ChoosingStarter { seat } => Some(*seat),
    }
}

pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    // Nothing to enumerate for a seat without a decision (and no board to analyse).
    if deciding_seat(state) != Some(seat) {
        return Vec::new();
    }
    let layout = Layout::of(state);
    offers::candidates(state, &layout, seat)
        .into_iter()
        .filter(|action| check(state, &layout, seat, action).is_ok())
        .collect()
}
