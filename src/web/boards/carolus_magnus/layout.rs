//! Where the things standing in a region go: each label is a box, laid in
//! the region's wedge of the ring without crossing its border or another
//! box. The 900-unit circle is shown about 350 px wide on a phone, so a
//! label must be some 28 units tall to read at 11 px; boxes that size are
//! packed inside-out along the ring, and only a region too crowded for them
//! falls back to a smaller size.

use std::f64::consts::PI;

pub const SIZE: f64 = 900.0;
pub const CX: f64 = SIZE / 2.0;
pub const CY: f64 = SIZE / 2.0;
/// The ring of territories.
pub const R_OUT: f64 = 368.0;
pub const R_IN: f64 = 154.0;
/// Room kept free inside a region's border (its stroke and the last move's
/// dashed outline).
const MARGIN: f64 = 8.0;
/// How finely the packer looks for room, in units along and across the ring.
const STEP: f64 = 4.0;

/// The point `r` from the centre at `deg` degrees (0 is to the right,
/// angles grow clockwise as SVG's y axis points down).
pub fn point(r: f64, deg: f64) -> (f64, f64) {
    let rad = deg * PI / 180.0;
    (CX + r * rad.cos(), CY + r * rad.sin())
}

/// An upright rectangle on the drawing.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Bounds {
    pub fn centred(x: f64, y: f64, w: f64, h: f64) -> Bounds {
        Bounds {
            x0: x - w / 2.0,
            y0: y - h / 2.0,
            x1: x + w / 2.0,
            y1: y + h / 2.0,
        }
    }

    /// The box shrunk by `by` on every side.
    pub fn inset(&self, by: f64) -> Bounds {
        Bounds {
            x0: self.x0 + by,
            y0: self.y0 + by,
            x1: self.x1 - by,
            y1: self.y1 - by,
        }
    }

    /// Whether the two come closer than `gap` to each other.
    pub fn near(&self, other: &Bounds, gap: f64) -> bool {
        self.x0 < other.x1 + gap
            && other.x0 < self.x1 + gap
            && self.y0 < other.y1 + gap
            && other.y0 < self.y1 + gap
    }

    fn corners(&self) -> [(f64, f64); 4] {
        [
            (self.x0, self.y0),
            (self.x1, self.y0),
            (self.x0, self.y1),
            (self.x1, self.y1),
        ]
    }

    /// The distance from the circle's centre to the nearest point inside.
    fn nearest(&self) -> f64 {
        self.nearest_squared().sqrt()
    }

    fn nearest_squared(&self) -> f64 {
        let x = CX.clamp(self.x0, self.x1) - CX;
        let y = CY.clamp(self.y0, self.y1) - CY;
        x * x + y * y
    }

    fn centre(&self) -> (f64, f64) {
        ((self.x0 + self.x1) / 2.0, (self.y0 + self.y1) / 2.0)
    }

    fn moved(&self, dx: f64, dy: f64) -> Bounds {
        Bounds {
            x0: self.x0 + dx,
            y0: self.y0 + dy,
            x1: self.x1 + dx,
            y1: self.y1 + dy,
        }
    }
}

/// A region's part of the ring: from `from` to `to` degrees, clockwise.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wedge {
    pub from: f64,
    pub to: f64,
    /// The directions of its two straight edges, as (cos, sin).
    from_edge: (f64, f64),
    to_edge: (f64, f64),
}

impl Wedge {
    pub fn new(from: f64, to: f64) -> Wedge {
        let direction = |deg: f64| {
            let rad = deg * PI / 180.0;
            (rad.cos(), rad.sin())
        };
        Wedge {
            from,
            to,
            from_edge: direction(from),
            to_edge: direction(to),
        }
    }

    /// The area boxes may use, clear of the border.
    pub fn room(&self) -> f64 {
        let (inner, outer) = (R_IN + MARGIN, R_OUT - MARGIN);
        (self.to - self.from) * PI / 360.0 * (outer * outer - inner * inner)
    }

    pub fn mid(&self) -> f64 {
        (self.from + self.to) / 2.0
    }

    /// Whether the box lies inside, clear of the border by the margin.
    pub fn holds(&self, bounds: &Bounds) -> bool {
        const INNER: f64 = (R_IN + MARGIN) * (R_IN + MARGIN);
        const OUTER: f64 = (R_OUT - MARGIN) * (R_OUT - MARGIN);
        let corners = bounds.corners().map(|(x, y)| (x - CX, y - CY));
        if bounds.nearest_squared() < INNER || corners.iter().any(|(x, y)| x * x + y * y > OUTER) {
            return false;
        }
        // Which side of each straight edge a corner lies on: positive
        // clockwise of the `from` edge, negative anticlockwise of `to`.
        let side = |(cos, sin): (f64, f64), (x, y): (f64, f64)| cos * y - sin * x;
        let after_from = corners.iter().all(|&c| side(self.from_edge, c) >= MARGIN);
        let before_to = corners.iter().all(|&c| side(self.to_edge, c) <= -MARGIN);
        if self.to - self.from <= 180.0 {
            after_from && before_to
        } else {
            // A wedge wider than a half circle: outside only the narrow rest.
            after_from || before_to
        }
    }
}

/// Lays boxes one after the other in a wedge, each at the first place with
/// room: nearest the inner edge, then nearest the wedge's middle, so they
/// fill the ring along arcs from the inside out.
pub struct Packer {
    wedge: Wedge,
    gap: f64,
    /// Things drawn already that nothing may cover.
    obstacles: Vec<Bounds>,
    pub placed: Vec<Bounds>,
    /// The last box placed and the radius it was found at: a box no smaller
    /// cannot fit any nearer the centre, as boxes are only ever added.
    last: Option<(f64, f64, f64)>,
}

impl Packer {
    pub fn new(wedge: Wedge, gap: f64, obstacles: Vec<Bounds>) -> Packer {
        Packer {
            wedge,
            gap,
            obstacles,
            placed: Vec::new(),
            last: None,
        }
    }

    fn free(&self, bounds: &Bounds) -> bool {
        !self
            .obstacles
            .iter()
            .chain(&self.placed)
            .any(|other| other.near(bounds, self.gap))
            && self.wedge.holds(bounds)
    }

    /// Places a `w`×`h` box, if it fits anywhere; returns its index.
    pub fn put(&mut self, w: f64, h: f64) -> Option<usize> {
        let wedge = self.wedge;
        let mid = wedge.mid();
        // No box centre can be nearer either edge than half its smaller side.
        let inset = MARGIN + w.min(h) / 2.0;
        // How far the centre must keep from each straight edge for the
        // whole box to clear it.
        let clearance = |(cos, sin): (f64, f64)| MARGIN + cos.abs() * h / 2.0 + sin.abs() * w / 2.0;
        let (from_clear, to_clear) = (clearance(wedge.from_edge), clearance(wedge.to_edge));
        let mut r = match self.last {
            Some((last_w, last_h, found)) if w >= last_w && h >= last_h => found,
            _ => R_IN + inset,
        };
        while r <= R_OUT - inset {
            let step = STEP / r * 180.0 / PI;
            // The angles at this radius where the box clears both edges.
            let (lo, hi) = if wedge.to - wedge.from <= 180.0 {
                let angle = |clear: f64| (clear / r).min(1.0).asin() * 180.0 / PI;
                (wedge.from + angle(from_clear), wedge.to - angle(to_clear))
            } else {
                (wedge.from, wedge.to)
            };
            let reach = (mid - lo).max(hi - mid);
            let mut offset = 0.0;
            while offset <= reach {
                for deg in [mid + offset, mid - offset] {
                    if deg < lo || deg > hi {
                        continue;
                    }
                    let (x, y) = point(r, deg);
                    let bounds = Bounds::centred(x, y, w, h);
                    if self.free(&bounds) {
                        self.last = Some((w, h, r));
                        self.placed.push(bounds);
                        return Some(self.placed.len() - 1);
                    }
                }
                offset += step;
            }
            r += STEP;
        }
        None
    }

    /// Moves everything placed outwards along the ring's radius so that the
    /// room left is shared between the inner and the outer edge, when that
    /// keeps every box clear.
    pub fn centre_in_ring(&mut self) {
        let Some(inner) = self.placed.iter().map(Bounds::nearest).reduce(f64::min) else {
            return;
        };
        let outer = self
            .placed
            .iter()
            .flat_map(|b| b.corners())
            .map(|(x, y)| (x - CX).hypot(y - CY))
            .fold(0.0, f64::max);
        let slack = (R_OUT - MARGIN - outer) - (inner - R_IN - MARGIN);
        let mut shift = slack / 2.0;
        while shift >= STEP {
            let moved: Vec<Bounds> = self
                .placed
                .iter()
                .map(|b| {
                    let (x, y) = b.centre();
                    let r = (x - CX).hypot(y - CY).max(1.0);
                    b.moved((x - CX) / r * shift, (y - CY) / r * shift)
                })
                .collect();
            let clear = moved.iter().enumerate().all(|(i, b)| {
                self.wedge.holds(b)
                    && !self.obstacles.iter().any(|o| o.near(b, self.gap))
                    && !moved[..i].iter().any(|o| o.near(b, self.gap))
            });
            if clear {
                self.placed = moved;
                return;
            }
            shift /= 2.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn top() -> Wedge {
        Wedge::new(-102.0, -78.0)
    }

    #[test]
    fn a_box_must_stay_inside_its_wedge() {
        let (x, y) = point(260.0, -90.0);
        assert!(top().holds(&Bounds::centred(x, y, 40.0, 30.0)));
        // Too wide for the wedge this close to the centre.
        let (x, y) = point(180.0, -90.0);
        assert!(!top().holds(&Bounds::centred(x, y, 80.0, 20.0)));
        // Past the outer edge, past the inner edge, in the next wedge.
        let (x, y) = point(R_OUT, -90.0);
        assert!(!top().holds(&Bounds::centred(x, y, 20.0, 20.0)));
        let (x, y) = point(R_IN, -90.0);
        assert!(!top().holds(&Bounds::centred(x, y, 20.0, 20.0)));
        let (x, y) = point(260.0, -60.0);
        assert!(!top().holds(&Bounds::centred(x, y, 20.0, 20.0)));
        // A wedge that crosses the -180/180 line.
        let left = Wedge::new(174.0, 198.0);
        let (x, y) = point(260.0, 186.0);
        assert!(left.holds(&Bounds::centred(x, y, 30.0, 30.0)));
    }

    #[test]
    fn packed_boxes_never_meet_and_fill_from_the_inside() {
        let mut packer = Packer::new(top(), 4.0, Vec::new());
        let mut count = 0;
        while packer.put(50.0, 30.0).is_some() {
            count += 1;
        }
        assert!(count >= 4, "a segment holds several labels: {count}");
        for (i, a) in packer.placed.iter().enumerate() {
            assert!(top().holds(a));
            for b in &packer.placed[..i] {
                assert!(!a.near(b, 4.0), "{a:?} meets {b:?}");
            }
        }
        let first = packer.placed[0].nearest();
        assert!(first < R_IN + 20.0, "the first box is inside: {first}");
    }

    #[test]
    fn a_few_boxes_are_centred_in_the_ring() {
        let mut packer = Packer::new(top(), 4.0, Vec::new());
        packer.put(50.0, 30.0).unwrap();
        packer.centre_in_ring();
        let (_, y) = packer.placed[0].centre();
        let r = CY - y;
        let middle = (R_IN + R_OUT) / 2.0;
        assert!((r - middle).abs() <= STEP, "{r} near {middle}");
    }
}
