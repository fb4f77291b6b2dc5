//! The board in SVG, as `svg.html` draws it: the 100-space score track and
//! the players' markers on it, the 64 squares shaded by height, each
//! castle's outline and its area's badge, and the knights.

use super::drawing::Drawing;
use super::pieces::{
    colour, corner, shade, track_corner, Token, CELL, KING_OUTLINE, OUTLINE, SPACE,
};
use scriptorium_games::torres::square_name;

/// Spaces of the score track.
const TRACK_SPACES: u32 = 100;

pub struct TrackSpace {
    pub(super) x: i32,
    pub(super) y: i32,
    pub(super) fill: &'static str,
    /// Every fifth space is numbered.
    pub(super) number: Option<u32>,
}

pub struct ScoreMarker {
    pub(super) cx: i32,
    pub(super) cy: i32,
    pub(super) r: i32,
    pub(super) fill: &'static str,
    pub(super) title: String,
}

pub struct Square {
    pub(super) x: i32,
    pub(super) y: i32,
    pub(super) title: String,
    pub(super) level: u8,
    pub(super) fill: &'static str,
    pub(super) ink: &'static str,
    /// A piece stands on it: the level moves to the corner.
    pub(super) occupied: bool,
    /// A block was lifted from it this turn.
    pub(super) lifted: bool,
}

pub struct CastleOutline {
    pub(super) path: String,
    pub(super) stroke: &'static str,
}

pub struct AreaBadge {
    pub(super) x: i32,
    pub(super) y: i32,
    pub(super) area: usize,
    pub(super) height: u8,
}

impl Drawing<'_> {
    pub(super) fn track(&self) -> Vec<TrackSpace> {
        (0..TRACK_SPACES)
            .map(|space| {
                let (x, y) = track_corner(space);
                TrackSpace {
                    x,
                    y,
                    fill: if space % 10 == 0 {
                        "#d9c9a3"
                    } else if space % 5 == 0 {
                        "#e8dcbc"
                    } else {
                        "#f6efdc"
                    },
                    number: (space % 5 == 0).then_some(space),
                }
            })
            .collect()
    }

    /// One marker per player on the space of their score (mod 100); several
    /// on one space (only at 0) side by side, smaller.
    pub(super) fn markers(&self) -> Vec<ScoreMarker> {
        let mut by_space: Vec<(u32, Vec<usize>)> = Vec::new();
        for seat in 0..self.seats {
            let space = self.view.scores.get(seat).copied().unwrap_or(0) % TRACK_SPACES;
            match by_space.iter_mut().find(|(s, _)| *s == space) {
                Some((_, list)) => list.push(seat),
                None => by_space.push((space, vec![seat])),
            }
        }
        let mut markers = Vec::new();
        for (space, seats) in &by_space {
            let (x, y) = track_corner(*space);
            let count = seats.len() as i32;
            for (i, &seat) in seats.iter().enumerate() {
                let offset = (i as i32 * 2 - (count - 1)) * 3;
                let score = self.view.scores.get(seat).copied().unwrap_or(0);
                markers.push(ScoreMarker {
                    cx: x + SPACE / 2 + offset,
                    cy: y + SPACE / 2 + offset,
                    r: if count == 1 { 8 } else { 5 },
                    fill: colour(seat).0,
                    title: format!("{}: {score}", self.name(seat)),
                });
            }
        }
        markers
    }

    pub(super) fn squares(&self) -> Vec<Square> {
        let view = self.view;
        let lifted = view.turn.as_ref().and_then(|turn| turn.lifted_from);
        (0..64u8)
            .map(|square| {
                let (x, y) = corner(square);
                let level = self.height(square);
                let knight = self.knight_on(square);
                let king = view.king == Some(square);
                let mut title = format!("{}: ", square_name(square));
                if level == 0 {
                    title.push_str(self.t("torres-board-ground"));
                } else {
                    title.push_str(&format!("{} {level}", self.t("torres-board-level")));
                    if let Some(castle) = self.castle_of(square).and_then(|c| view.castles.get(c)) {
                        title.push_str(&format!(
                            ", {} {}",
                            self.t("torres-board-castle-of-area"),
                            castle.area
                        ));
                    }
                }
                if let Some(seat) = knight {
                    title.push_str(&format!(
                        ", {} {}",
                        self.t("torres-board-knight-of"),
                        self.name(seat)
                    ));
                }
                if king {
                    title.push_str(self.t("torres-board-the-king"));
                }
                let (fill, ink) = shade(level);
                Square {
                    x,
                    y,
                    title,
                    level,
                    fill,
                    ink,
                    occupied: knight.is_some() || king,
                    lifted: lifted == Some(square),
                }
            })
            .collect()
    }

    /// A thick line on every side of a castle's squares not shared with it.
    pub(super) fn outlines(&self) -> Vec<CastleOutline> {
        let king_castle = self.view.king.and_then(|king| self.castle_of(king));
        self.view
            .castles
            .iter()
            .enumerate()
            .map(|(index, castle)| {
                let mut path = String::new();
                for &square in &castle.squares {
                    let (x, y) = corner(square);
                    let (col, row) = (square % 8, square / 8);
                    let inside = |dx: i8, dy: i8| {
                        let (c, r) = (col as i8 + dx, row as i8 + dy);
                        (0..8).contains(&c)
                            && (0..8).contains(&r)
                            && castle.squares.contains(&((r * 8 + c) as u8))
                    };
                    if !inside(0, 1) {
                        path.push_str(&format!("M{x},{y}H{}", x + CELL));
                    }
                    if !inside(0, -1) {
                        path.push_str(&format!("M{x},{}H{}", y + CELL, x + CELL));
                    }
                    if !inside(-1, 0) {
                        path.push_str(&format!("M{x},{y}V{}", y + CELL));
                    }
                    if !inside(1, 0) {
                        path.push_str(&format!("M{},{y}V{}", x + CELL, y + CELL));
                    }
                }
                CastleOutline {
                    path,
                    stroke: if Some(index) == king_castle {
                        KING_OUTLINE
                    } else {
                        OUTLINE
                    },
                }
            })
            .collect()
    }

    /// Each castle's area on a badge at its top-left square.
    pub(super) fn badges(&self) -> Vec<AreaBadge> {
        self.view
            .castles
            .iter()
            .filter_map(|castle| {
                let anchor = castle
                    .squares
                    .iter()
                    .min_by_key(|&&square| (std::cmp::Reverse(square / 8), square % 8))?;
                let (x, y) = corner(*anchor);
                Some(AreaBadge {
                    x,
                    y,
                    area: castle.area,
                    height: castle.height,
                })
            })
            .collect()
    }

    pub(super) fn knights(&self) -> Vec<Token> {
        let mut tokens = Vec::new();
        for (seat, squares) in self.view.knights.iter().enumerate() {
            for &square in squares {
                let (x, y) = corner(square);
                tokens.push(Token::new(
                    x + CELL / 2,
                    y + CELL / 2 + 3,
                    seat,
                    self.height(square),
                    18,
                ));
            }
        }
        tokens
    }
}
