//! The pieces of the Carolus Magnus drawing, as `shapes.html`'s macros draw
//! them: a coordinate written with one decimal, the colours of cubes and
//! sides, a segment's angle and a region's sector of the ring, a cube with
//! its letter, a counted cube, a castle with battlements and the Emperor's
//! crown. Apart from the board because every part of it (the circle, the
//! courts, the legend) draws with them.

use super::labels::{colour_letter, colour_name};
use super::layout::point;
use crate::support::i18n::Lang;
use scriptorium_games::carolus_magnus::{Colour, Region, Side};
use std::fmt;

pub(super) const SEGMENT_DEG: f64 = 24.0;
pub(super) const INK: &str = "#2b2118";
pub(super) const GOLD: &str = "#d4a017";

/// A coordinate on the drawing, written with one decimal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct N(pub(super) f64);

impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1}", self.0)
    }
}

fn fill_of(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "#d0312d",
        Colour::Pink => "#f7a8d0",
        Colour::Blue => "#2a62c9",
        Colour::Yellow => "#f5d033",
        Colour::Green => "#2e9e44",
    }
}

fn letter_ink(colour: Colour) -> &'static str {
    match colour {
        Colour::Pink | Colour::Yellow => INK,
        _ => "#ffffff",
    }
}

pub(super) fn side_fill(side: Side) -> &'static str {
    match side {
        0 => "#1c1c1c",
        1 => "#fdfdfd",
        _ => "#9b9b9b",
    }
}

pub(super) fn side_ink(side: Side) -> &'static str {
    match side {
        0 | 2 => "#ffffff",
        _ => INK,
    }
}

/// A region's background, tinted by the side whose castles stand there.
pub(super) fn region_fill(owner: Option<Side>) -> &'static str {
    match owner {
        None => "#efe4cc",
        Some(0) => "#cbc2b3",
        Some(1) => "#fffaf0",
        Some(_) => "#dcdcdc",
    }
}

/// The angle where segment `n` (1..=15) starts; segment 1 starts at the top
/// and numbers run clockwise.
pub(super) fn segment_start(n: u8) -> f64 {
    -90.0 - SEGMENT_DEG / 2.0 + f64::from(n.saturating_sub(1)) * SEGMENT_DEG
}

/// An annular sector from `from` to `to` degrees, clockwise (SVG path data).
pub(super) fn sector(r_in: f64, r_out: f64, from: f64, to: f64) -> String {
    let large = u8::from(to - from > 180.0);
    let (ax, ay) = point(r_out, from);
    let (bx, by) = point(r_out, to);
    let (cx, cy) = point(r_in, to);
    let (dx, dy) = point(r_in, from);
    format!(
        "M{ax:.1},{ay:.1} A{r_out},{r_out} 0 {large} 1 {bx:.1},{by:.1} L{cx:.1},{cy:.1} A{r_in},{r_in} 0 {large} 0 {dx:.1},{dy:.1} Z"
    )
}

/// The span of a region in degrees: its segments are contiguous clockwise.
pub(super) fn region_span(region: &Region) -> (f64, f64) {
    let first = region.segments.first().copied().unwrap_or(region.id);
    let from = segment_start(first);
    let count = region.segments.len().max(1) as f64;
    (from, from + count * SEGMENT_DEG)
}

/// A cube: a rounded square in the colour, with its letter.
pub struct Cube {
    pub(super) x: N,
    pub(super) y: N,
    pub(super) size: N,
    pub(super) fill: &'static str,
    pub(super) ink: &'static str,
    pub(super) letter: &'static str,
    pub(super) font: N,
    pub(super) cx: N,
    pub(super) cy: N,
    pub(super) name: &'static str,
}

pub(super) fn cube(x: f64, y: f64, size: f64, colour: Colour, lang: Lang) -> Cube {
    let letter = colour_letter(colour, lang);
    Cube {
        x: N(x),
        y: N(y),
        size: N(size),
        fill: fill_of(colour),
        ink: letter_ink(colour),
        letter,
        // As big as the square holds: the letter is the colour's name for
        // those who cannot tell the colours apart.
        font: N(if letter.chars().count() > 1 {
            size * 0.58
        } else {
            size * 0.96
        }),
        cx: N(x + size / 2.0),
        cy: N(y + size / 2.0 + 0.5),
        name: colour_name(colour, lang),
    }
}

/// A castle with battlements, `w` wide, its top-left corner at (x, y).
pub struct Castle {
    pub(super) path: String,
    pub(super) fill: &'static str,
}

pub(super) fn castle(x: f64, y: f64, w: f64, side: Side) -> Castle {
    let h = w * 0.9;
    let m = w / 5.0;
    let top = y + h * 0.28;
    Castle {
        path: format!(
            "M{x:.1},{b:.1} V{y:.1} H{x1:.1} V{top:.1} H{x2:.1} V{y:.1} H{x3:.1} V{top:.1} H{x4:.1} V{y:.1} H{x5:.1} V{b:.1} Z",
            b = y + h,
            x1 = x + m,
            x2 = x + 2.0 * m,
            x3 = x + 3.0 * m,
            x4 = x + 4.0 * m,
            x5 = x + w,
        ),
        fill: side_fill(side),
    }
}

/// The Emperor: a golden crown centred on (x, y) (SVG path data).
pub(super) fn crown(x: f64, y: f64, w: f64) -> String {
    let h = w * 0.75;
    let (l, r, t, b) = (x - w / 2.0, x + w / 2.0, y - h / 2.0, y + h / 2.0);
    format!(
        "M{l:.1},{b:.1} L{l:.1},{t:.1} L{a:.1},{m:.1} L{x:.1},{t2:.1} L{c:.1},{m:.1} L{r:.1},{t:.1} L{r:.1},{b:.1} Z",
        a = x - w / 4.0,
        c = x + w / 4.0,
        m = y,
        t2 = t - h * 0.15,
    )
}

/// A cube with a count beside it.
pub struct Counted {
    pub(super) cube: Cube,
    pub(super) tx: N,
    pub(super) ty: N,
    pub(super) count: String,
}
