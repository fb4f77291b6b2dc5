//! Legality: one check per action, and the enumeration of legal actions built
//! from the same checks, so `legal_actions` and `decide` cannot disagree.

use super::actions::{Action, Returned};
use super::board::{self, Layout, Occupant, DIAGONAL, ORTHOGONAL, SQUARES};
use super::data::data;
use super::error::Error;
use super::state::{Card, Phase, Square, State};
use crate::core::Seat;

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

fn own_stacks(state: &State, seat: Seat) -> &[u8] {
    state.stacks.get(seat.index()).map_or(&[], Vec::as_slice)
}

fn square_on_board(square: Square) -> Result<(), Error> {
    if board::on_board(square) {
        Ok(())
    } else {
        Err(Error::NoSuchSquare)
    }
}

fn free(layout: &Layout, square: Square) -> Result<(), Error> {
    square_on_board(square)?;
    if layout.is_free(square) {
        Ok(())
    } else {
        Err(Error::SquareTaken)
    }
}

fn own_knight(layout: &Layout, seat: Seat, square: Square) -> Result<(), Error> {
    square_on_board(square)?;
    if layout.occupant(square) == Some(Occupant::Knight(seat)) {
        Ok(())
    } else {
        Err(Error::NotYourKnight)
    }
}

/// Why one more block may not go on `square` (see `Layout::block_fits`).
pub fn block_fit(layout: &Layout, square: Square, new_castle_ok: bool) -> Result<(), Error> {
    free(layout, square)?;
    let height = layout.height(square);
    if height > 0 {
        return if usize::from(height) < layout.area_of(square) {
            Ok(())
        } else {
            Err(Error::TooHighForArea)
        };
    }
    match layout.castles_beside(square).len() {
        0 if new_castle_ok => Ok(()),
        0 => Err(Error::NotBesideCastle),
        1 => Ok(()),
        _ => Err(Error::WouldJoinCastles),
    }
}

/// A new knight (or one relocated by the card) must stand orthogonally next to
/// another knight of its colour, at that knight's level or lower.
fn knight_spot(layout: &Layout, seat: Seat, square: Square, moving: Option<Square>) -> Result<(), Error> {
    free(layout, square)?;
    let level = layout.height(square);
    let sponsor = board::neighbours(square).any(|n| {
        Some(n) != moving
            && layout.occupant(n) == Some(Occupant::Knight(seat))
            && layout.height(n) >= level
    });
    if sponsor {
        Ok(())
    } else {
        Err(Error::NotBesideYourKnight)
    }
}

/// One step by `(dx, dy)` climbing at most `climb` levels onto a free square.
fn step(layout: &Layout, from: Square, to: Square, directions: &[(i8, i8)], climb: u8) -> Result<(), Error> {
    free(layout, to)?;
    let adjacent = directions
        .iter()
        .any(|&(dx, dy)| board::offset(from, dx, dy) == Some(to));
    if adjacent && layout.height(to) <= layout.height(from) + climb {
        Ok(())
    } else {
        Err(Error::Unreachable)
    }
}

fn jump(layout: &Layout, seat: Seat, from: Square, to: Square) -> Result<(), Error> {
    free(layout, to)?;
    let over = ORTHOGONAL.iter().find_map(|&(dx, dy)| {
        (board::offset(from, 2 * dx, 2 * dy) == Some(to)).then(|| board::offset(from, dx, dy)).flatten()
    });
    let over_opponent = over
        .and_then(|mid| layout.occupant(mid))
        .is_some_and(|occupant| matches!(occupant, Occupant::Knight(other) if other != seat));
    if over_opponent && layout.height(to) <= layout.height(from) + 1 {
        Ok(())
    } else {
        Err(Error::Unreachable)
    }
}

/// The board once the block on `from` is lifted, if the card allows lifting it.
pub fn after_lift(layout: &Layout, from: Square) -> Result<Layout, Error> {
    square_on_board(from)?;
    if layout.height(from) == 0 || layout.occupant(from).is_some() {
        return Err(Error::BlockCovered);
    }
    let mut heights = layout.heights.clone();
    heights[usize::from(from)] -= 1;
    let lifted = Layout::new(heights, layout.occupant.clone());
    if let Some(castle) = layout.castle_of(from) {
        let rest: Vec<Option<usize>> = layout.castles[castle]
            .iter()
            .filter(|&&s| lifted.height(s) > 0)
            .map(|&s| lifted.castle_of(s))
            .collect();
        if rest.windows(2).any(|pair| pair[0] != pair[1]) {
            return Err(Error::WouldSplitCastle);
        }
    }
    if !lifted.heights_within_areas() {
        return Err(Error::TooHighForArea);
    }
    Ok(lifted)
}

/// Whether the lifted block may go down on `to`, `from` being where it came from.
pub fn put_lifted(lifted: &Layout, from: Square, to: Square) -> Result<(), Error> {
    if to == from {
        return Err(Error::Unreachable);
    }
    block_fit(lifted, to, true)?;
    let founds = lifted.height(to) == 0 && lifted.castles_beside(to).is_empty();
    if lifted.castles.len() + usize::from(founds) < 6 {
        return Err(Error::TooFewCastles);
    }
    Ok(())
}

fn block_under_knight(layout: &Layout, square: Square) -> Result<(), Error> {
    square_on_board(square)?;
    if !matches!(layout.occupant(square), Some(Occupant::Knight(_))) {
        return Err(Error::Unreachable);
    }
    let height = layout.height(square);
    if height > 0 {
        if usize::from(height) < layout.area_of(square) {
            Ok(())
        } else {
            Err(Error::TooHighForArea)
        }
    } else if layout.castles_beside(square).len() > 1 {
        Err(Error::WouldJoinCastles)
    } else {
        Ok(())
    }
}

fn castle_spacing(layout: &Layout, square: Square, min_distance: i8) -> bool {
    let (x, y) = board::xy(square);
    (0..SQUARES as u8).filter(|&s| layout.height(s) > 0).all(|s| {
        let (cx, cy) = board::xy(s);
        (cx - x).abs() + (cy - y).abs() >= min_distance
    })
}

/// Meister set-up: castles 3 orthogonal steps apart ("au moins 2 cases vides"),
/// relaxed to "not touching" only if no such square is left.
fn found_castle(layout: &Layout, square: Square) -> Result<(), Error> {
    free(layout, square)?;
    if layout.height(square) > 0 {
        return Err(Error::SquareTaken);
    }
    let min = *layout.founding_spacing.get_or_init(|| {
        let spaced = |s: Square| layout.height(s) == 0 && castle_spacing(layout, s, 3);
        if (0..SQUARES as u8).any(spaced) {
            3
        } else {
            2
        }
    });
    if castle_spacing(layout, square, min) {
        Ok(())
    } else {
        Err(Error::TooCloseToCastle)
    }
}

fn unheld_castle(layout: &Layout, square: Square) -> Result<(), Error> {
    free(layout, square)?;
    let castle = layout.castle_of(square).ok_or(Error::NotAFreeBlock)?;
    if layout.knights_in(castle).next().is_some() {
        Err(Error::CastleTaken)
    } else {
        Ok(())
    }
}

fn playable(state: &State, seat: Seat, card: Card) -> Result<(), Error> {
    if state.turn.card_played {
        return Err(Error::CardAlreadyPlayed);
    }
    let in_hand = state.hands.get(seat.index()).is_some_and(|hand| hand.contains(&card));
    if in_hand {
        Ok(())
    } else {
        Err(Error::CardNotInHand)
    }
}

fn keep_choice(drawn: &[Card], keep: Card, returned: &Returned) -> Result<(), Error> {
    let mut rest = drawn.to_vec();
    let position = rest.iter().position(|&c| c == keep).ok_or(Error::BadKeepChoice)?;
    rest.remove(position);
    let mut given: Vec<Card> = returned.on_top.iter().chain(&returned.on_bottom).copied().collect();
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
        (Phase::FoundingCastle { .. }, Action::FoundCastle { square }) => found_castle(layout, *square),
        (Phase::PlacingFirstKnight { .. }, Action::PlaceFirstKnight { square })
        | (Phase::PlacingKing { .. }, Action::PlaceKing { square }) => unheld_castle(layout, *square),
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

fn check_turn_action(state: &State, layout: &Layout, seat: Seat, action: &Action, knights: u8) -> Result<(), Error> {
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
        _ if !turn.drawn.is_empty() || turn.lifted_from.is_some() => return Err(Error::FinishPendingFirst),
        _ => {}
    }
    let needs = |points: u8| {
        if turn.action_points >= points {
            Ok(())
        } else {
            Err(Error::NotEnoughActionPoints)
        }
    };
    let card_is = |card: Card, allowed: &[Card]| {
        if allowed.contains(&card) {
            playable(state, seat, card)
        } else {
            Err(Error::WrongCard)
        }
    };
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
                None if !alike_stack_representatives(own_stacks(state, seat), 1, u8::MAX, None).contains(stack) => {
                    return Err(if height == 0 { Error::EmptyStack } else { Error::PickFirstAlikeStack });
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
        Action::PlayActionPoints { card } => {
            card_is(*card, &[Card::SixActionPoints, Card::SevenActionPoints])
        }
        Action::PlayClimbTwoLevels { from, to } => {
            card_is(Card::ClimbTwoLevels, &[Card::ClimbTwoLevels])?;
            own_knight(layout, seat, *from)?;
            step(layout, *from, *to, &ORTHOGONAL, 2)
        }
        Action::PlayDiagonalMove { from, to } => {
            card_is(Card::DiagonalMove, &[Card::DiagonalMove])?;
            own_knight(layout, seat, *from)?;
            step(layout, *from, *to, &DIAGONAL, 1)
        }
        Action::PlayThroughCastle { from, to } => {
            card_is(Card::ThroughCastleAnyLevel, &[Card::ThroughCastleAnyLevel])?;
            own_knight(layout, seat, *from)?;
            free(layout, *to)?;
            if layout.passage_exits(*from, true).contains(to) {
                Ok(())
            } else {
                Err(Error::Unreachable)
            }
        }
        Action::PlayRelocateKnight { from, to } => {
            card_is(Card::RelocateKnight, &[Card::RelocateKnight])?;
            own_knight(layout, seat, *from)?;
            knight_spot(layout, seat, *to, Some(*from))
        }
        Action::PlayJump { from, to } => {
            card_is(Card::JumpOverKnight, &[Card::JumpOverKnight])?;
            own_knight(layout, seat, *from)?;
            jump(layout, seat, *from, *to)
        }
        Action::PlayBlockFromSupply { square } => {
            card_is(Card::BlockFromSupply, &[Card::BlockFromSupply])?;
            if state.supply == 0 {
                return Err(Error::SupplyEmpty);
            }
            block_fit(layout, *square, false)
        }
        Action::PlayBlockUnderKnight { square, stack } => {
            card_is(Card::BlockUnderKnight, &[Card::BlockUnderKnight])?;
            if stack_height(state, seat, *stack)? == 0 {
                return Err(Error::EmptyStack);
            }
            if !under_knight_stacks(state, seat).contains(stack) {
                return Err(Error::PickFirstAlikeStack);
            }
            block_under_knight(layout, *square)
        }
        Action::PlayLiftBlock { from } => {
            card_is(Card::MoveUncoveredBlock, &[Card::MoveUncoveredBlock])?;
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
fn under_knight_stacks(state: &State, seat: Seat) -> Vec<u8> {
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
fn candidates(state: &State, layout: &Layout, seat: Seat) -> Vec<Action> {
    let all_squares = || 0..SQUARES as u8;
    let mut found = Vec::new();
    match &state.phase {
        Phase::FoundingCastle { .. } => found.extend(all_squares().map(|square| Action::FoundCastle { square })),
        Phase::PlacingFirstKnight { .. } => {
            found.extend(all_squares().map(|square| Action::PlaceFirstKnight { square }))
        }
        Phase::PlacingKing { .. } => found.extend(all_squares().map(|square| Action::PlaceKing { square })),
        Phase::Spreading { .. } => {
            found.extend((0..own_stacks(state, seat).len() as u8).map(|stack| Action::SpreadBlock { stack }))
        }
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
        found.extend(targets.into_iter().map(|to| Action::MoveKnight { from, to }));
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
            found.extend(spots.iter().map(|&to| Action::PlayRelocateKnight { from, to }));
        }
    }
    let stacks: Vec<u8> = match turn.active_stack {
        Some(active) => vec![active],
        None => alike_stack_representatives(own_stacks(state, seat), 1, u8::MAX, None),
    };
    let block_spots: Vec<Square> = (0..SQUARES as u8).filter(|&s| layout.block_fits(s, false)).collect();
    for &stack in &stacks {
        found.extend(block_spots.iter().map(|&square| Action::PlaceBlock { stack, square }));
    }
    found.push(Action::BuyCard);
    found.push(Action::AdvanceScore);
    for card in [Card::SixActionPoints, Card::SevenActionPoints] {
        if holds(card) {
            found.push(Action::PlayActionPoints { card });
        }
    }
    if holds(Card::BlockFromSupply) {
        found.extend(block_spots.iter().map(|&square| Action::PlayBlockFromSupply { square }));
    }
    if holds(Card::BlockUnderKnight) {
        let stacks = under_knight_stacks(state, seat);
        for square in state.knights.iter().flatten().copied() {
            found.extend(stacks.iter().map(|&stack| Action::PlayBlockUnderKnight { square, stack }));
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
    found.extend(end_stacks.into_iter().map(|stack| Action::EndTurn { stack: Some(stack) }));
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
    candidates(state, &layout, seat)
        .into_iter()
        .filter(|action| check(state, &layout, seat, action).is_ok())
        .collect()
}
