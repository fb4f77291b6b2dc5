//! Where pieces may go: the geometry of knights and blocks, shared by the
//! ordinary actions and the cards.

use super::super::board::{self, Layout, Occupant, ORTHOGONAL, SQUARES};
use super::super::error::Error;
use super::super::state::Square;
use crate::core::Seat;

pub fn square_on_board(square: Square) -> Result<(), Error> {
    if board::on_board(square) {
        Ok(())
    } else {
        Err(Error::NoSuchSquare)
    }
}

pub fn free(layout: &Layout, square: Square) -> Result<(), Error> {
    square_on_board(square)?;
    if layout.is_free(square) {
        Ok(())
    } else {
        Err(Error::SquareTaken)
    }
}

pub fn own_knight(layout: &Layout, seat: Seat, square: Square) -> Result<(), Error> {
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
pub fn knight_spot(
    layout: &Layout,
    seat: Seat,
    square: Square,
    moving: Option<Square>,
) -> Result<(), Error> {
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
pub fn step(
    layout: &Layout,
    from: Square,
    to: Square,
    directions: &[(i8, i8)],
    climb: u8,
) -> Result<(), Error> {
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

pub fn jump(layout: &Layout, seat: Seat, from: Square, to: Square) -> Result<(), Error> {
    free(layout, to)?;
    let over = ORTHOGONAL.iter().find_map(|&(dx, dy)| {
        (board::offset(from, 2 * dx, 2 * dy) == Some(to))
            .then(|| board::offset(from, dx, dy))
            .flatten()
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

/// The board once the block on `from` is lifted, if the card allows lifting
/// it: an uncovered block whose removal does not cut its castle in two. How
/// high the castles are against their areas is judged once the block is down
/// (`put_lifted`), since the card forbids a move only « s'il résultait » a
/// castle higher than its area.
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
    Ok(lifted)
}

/// Whether the lifted block may go down on `to`, `from` being where it came
/// from. The block goes where a block may go (a free square; on bare board it
/// joins no two castles, and may found one), and the board that results must
/// keep every castle within its area and at least 6 castles.
pub fn put_lifted(lifted: &Layout, from: Square, to: Square) -> Result<(), Error> {
    if to == from {
        return Err(Error::Unreachable);
    }
    free(lifted, to)?;
    let beside = lifted.castles_beside(to);
    let on_ground = lifted.height(to) == 0;
    if on_ground && beside.len() > 1 {
        return Err(Error::WouldJoinCastles);
    }
    if !lifted.within_areas_with_block_on(to) {
        return Err(Error::TooHighForArea);
    }
    let founds = on_ground && beside.is_empty();
    if lifted.castles.len() + usize::from(founds) < 6 {
        return Err(Error::TooFewCastles);
    }
    Ok(())
}

pub fn block_under_knight(layout: &Layout, square: Square) -> Result<(), Error> {
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

pub fn castle_spacing(layout: &Layout, square: Square, min_distance: i8) -> bool {
    let (x, y) = board::xy(square);
    (0..SQUARES as u8)
        .filter(|&s| layout.height(s) > 0)
        .all(|s| {
            let (cx, cy) = board::xy(s);
            (cx - x).abs() + (cy - y).abs() >= min_distance
        })
}

/// Meister set-up: castles 3 orthogonal steps apart ("au moins 2 cases vides"),
/// relaxed to "not touching" only if no such square is left.
pub fn found_castle(layout: &Layout, square: Square) -> Result<(), Error> {
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

/// A castle nobody holds yet, for a first knight or the King; `off_castle`
/// says why the bare board is refused for the piece being placed.
pub fn unheld_castle(layout: &Layout, square: Square, off_castle: Error) -> Result<(), Error> {
    free(layout, square)?;
    let castle = layout.castle_of(square).ok_or(off_castle)?;
    if layout.knights_in(castle).next().is_some() {
        Err(Error::CastleTaken)
    } else {
        Ok(())
    }
}
