//! The pieces of the Torres drawing, as `pieces.html` draws them, and where
//! things stand: each seat's colour, the blocks' shades by level, the
//! geometry of the squares and of the score track around them, a knight's
//! token, the King's crown and the arrow of the latest move. Apart from the
//! board because the squares, the track, the players' rows and the legend
//! all draw with them.

use crate::support::i18n::{t, Lang};

/// Each seat's colour: fill, ink on it, and its name for those who do not
/// tell the colours apart.
/// Each seat's colour: fill, ink and the name's message identifier.
const COLOURS: [(&str, &str, &str); 4] = [
    ("#c8372d", "#ffffff", "torres-colour-red"),
    ("#2f6db5", "#ffffff", "torres-colour-blue"),
    ("#e8b923", "#2b2118", "torres-colour-yellow"),
    ("#3b8f4e", "#ffffff", "torres-colour-green"),
];

/// Block shades by level, light to dark, and the ink readable on each.
const SHADES: [(&str, &str); 8] = [
    ("#e2d4b1", "#2b2118"),
    ("#c7ab79", "#2b2118"),
    ("#a58453", "#1d160f"),
    ("#83653d", "#ffffff"),
    ("#654b2d", "#ffffff"),
    ("#4b3722", "#ffffff"),
    ("#362719", "#ffffff"),
    ("#241a11", "#ffffff"),
];
pub(super) const OUTLINE: &str = "#2a1d12";
pub(super) const KING_OUTLINE: &str = "#c9961a";

/// Geometry: track spaces of `SPACE`, 25 per side around the board, the board
/// squares of `CELL` inside, `ORIGIN` its top-left corner.
pub(super) const SPACE: i32 = 22;
pub(super) const CELL: i32 = 56;
pub(super) const ORIGIN: i32 = 62;
pub(super) const OUTER: i32 = SPACE * 26;

pub(super) fn colour(seat: usize) -> (&'static str, &'static str) {
    let (fill, ink, _) = COLOURS[seat % COLOURS.len()];
    (fill, ink)
}

pub(super) fn colour_name(seat: usize, lang: Lang) -> &'static str {
    let (_, _, id) = COLOURS[seat % COLOURS.len()];
    t(lang, id)
}

pub(super) fn shade(level: u8) -> (&'static str, &'static str) {
    let index = usize::from(level.max(1) - 1).min(SHADES.len() - 1);
    SHADES[index]
}

/// Top-left corner of a board square on the drawing (row 8 at the top).
pub(super) fn corner(square: u8) -> (i32, i32) {
    let (x, y) = (i32::from(square % 8), i32::from(square / 8));
    (ORIGIN + x * CELL, ORIGIN + (7 - y) * CELL)
}

/// Top-left corner of a space of the score track (0 at the top-left corner,
/// clockwise).
pub(super) fn track_corner(space: u32) -> (i32, i32) {
    let side = (space / 25) % 4;
    let step = (space % 25) as i32;
    match side {
        0 => (step * SPACE, 0),
        1 => (25 * SPACE, step * SPACE),
        2 => ((25 - step) * SPACE, 25 * SPACE),
        _ => (0, (25 - step) * SPACE),
    }
}

/// A knight: a disc in its player's colour with the level it stands on.
pub struct Token {
    pub(super) cx: i32,
    pub(super) cy: i32,
    pub(super) r: i32,
    pub(super) fill: &'static str,
    pub(super) ink: &'static str,
    pub(super) level: u8,
}

impl Token {
    pub(super) fn new(cx: i32, cy: i32, seat: usize, level: u8, r: i32) -> Token {
        let (fill, ink) = colour(seat);
        Token {
            cx,
            cy,
            r,
            fill,
            ink,
            level,
        }
    }

    pub(super) fn outer(&self) -> i32 {
        self.r + 2
    }

    pub(super) fn text_y(&self) -> i32 {
        self.cy + self.r * 5 / 11
    }

    /// As big as the disc holds: 19 units read as 11 px on a phone.
    pub(super) fn font_size(&self) -> i32 {
        self.r + 1
    }
}

/// The King: a crown's outline and its jewel.
pub struct Crown {
    pub(super) path: String,
    pub(super) jewel_x: String,
    pub(super) jewel_y: String,
    pub(super) jewel_r: String,
}

impl Crown {
    pub(super) fn new(cx: i32, cy: i32, scale: f32) -> Crown {
        let p = |dx: f32, dy: f32| {
            format!(
                "{:.1},{:.1}",
                cx as f32 + dx * scale,
                cy as f32 + dy * scale
            )
        };
        Crown {
            path: format!(
                "M{} L{} L{} L{} L{} L{} L{} Z",
                p(-14.0, 9.0),
                p(-15.0, -7.0),
                p(-7.0, 1.0),
                p(0.0, -12.0),
                p(7.0, 1.0),
                p(15.0, -7.0),
                p(14.0, 9.0)
            ),
            jewel_x: format!("{:.1}", cx as f32),
            jewel_y: format!("{:.1}", cy as f32 + 3.0 * scale),
            jewel_r: format!("{:.1}", 2.6 * scale),
        }
    }
}

/// The arrow of the latest move, from where to where: a shaft from the edge
/// of the first square's piece to the arrowhead, which stops at the edge of
/// the piece on the second (so neither piece's level is hidden).
pub struct Arrow {
    pub(super) shaft: String,
    pub(super) head: String,
}

impl Arrow {
    /// Distance kept clear around each square's centre.
    const CLEAR: f32 = 18.0;
    const HEAD_LENGTH: f32 = 12.0;
    const HEAD_HALF_WIDTH: f32 = 7.0;

    pub(super) fn between(from: u8, to: u8) -> Option<Arrow> {
        let centre = |square: u8| {
            let (x, y) = corner(square);
            ((x + CELL / 2) as f32, (y + CELL / 2) as f32)
        };
        let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
        let (dx, dy) = (x2 - x1, y2 - y1);
        let length = (dx * dx + dy * dy).sqrt();
        if length <= 2.0 * Self::CLEAR + Self::HEAD_LENGTH {
            return None;
        }
        // Along the move, and across it.
        let (ux, uy) = (dx / length, dy / length);
        let (nx, ny) = (-uy, ux);
        let at = |along: f32, across: f32| {
            format!(
                "{:.1},{:.1}",
                x1 + ux * along + nx * across,
                y1 + uy * along + ny * across
            )
        };
        let tip = length - Self::CLEAR;
        let base = tip - Self::HEAD_LENGTH;
        Some(Arrow {
            shaft: format!("M{} L{}", at(Self::CLEAR, 0.0), at(base, 0.0)),
            head: format!(
                "M{} L{} L{} Z",
                at(tip, 0.0),
                at(base, Self::HEAD_HALF_WIDTH),
                at(base, -Self::HEAD_HALF_WIDTH)
            ),
        })
    }
}
