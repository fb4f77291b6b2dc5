//! How big a region's labels are drawn and where they go: the sizes tried
//! one after the other (legible on a phone, smaller, compact) until the
//! castles, the strengths and one box per paladin colour fit in the region's
//! wedge clear of its old borders (`layout`'s packer). Apart from the circle
//! because it is geometry a test can hold against every region of random
//! games, without drawing.

use super::layout::{point, Bounds, Packer, Wedge, R_IN, R_OUT};
use super::shapes::{region_span, SEGMENT_DEG};
use scriptorium_games::carolus_magnus::{Colour, Region};
use std::f64::consts::PI;

/// How big the things in the ring are drawn: legible on a phone, or compact
/// for a region too crowded for that.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scale {
    /// A cube's side, and a castle's width.
    pub cube: f64,
    /// Counts and strengths.
    pub font: f64,
    /// Room kept between two labels.
    pub gap: f64,
}

/// Extra room around the strength tiles, so that a tile's number never
/// reads as part of a paladin's count beside it.
const TILES_APART: f64 = 3.0;

pub const LEGIBLE: Scale = Scale {
    cube: 28.0,
    font: 28.0,
    gap: 3.0,
};

/// Still some 9 px on a phone.
pub const SMALLER: Scale = Scale {
    cube: 21.0,
    font: 22.0,
    gap: 2.0,
};

pub const COMPACT: Scale = Scale {
    cube: 17.0,
    font: 17.0,
    gap: 2.0,
};

impl Scale {
    /// The width of `chars` digits (or signs) in the count font, generously.
    fn text_w(&self, chars: usize) -> f64 {
        self.font * 0.62 * chars as f64
    }

    /// A cube with its count beside it.
    fn chip_w(&self, count: u8) -> f64 {
        self.cube + 2.0 + self.text_w(count.to_string().len())
    }

    /// A strength tile wide enough for the largest value of its group.
    pub(super) fn tile_w(&self, largest: u32) -> f64 {
        (self.text_w(largest.to_string().len()) + self.font * 0.5).max(self.cube)
    }

    /// The castle icon, with "×n" beside it for more than one castle.
    fn castles_w(&self, castles: u8) -> f64 {
        if castles > 1 {
            self.cube + 3.0 + self.text_w(1 + castles.to_string().len())
        } else {
            self.cube
        }
    }
}

/// Where a region's labels go: the castles, the strengths (a row of tiles,
/// or a column where the ring runs up and down), one box per paladin colour.
#[derive(Debug, Clone, PartialEq)]
pub struct Packed {
    pub scale: Scale,
    pub castles: Option<Bounds>,
    pub strengths: Option<(Bounds, bool)>,
    pub paladins: Vec<(Colour, Bounds)>,
    /// Even the compact size did not fit (never seen in play): the labels
    /// are stacked in the middle and may overlap.
    pub crowded: bool,
}

#[cfg(test)]
impl Packed {
    pub fn boxes(&self) -> impl Iterator<Item = &Bounds> {
        self.castles
            .iter()
            .chain(self.strengths.iter().map(|(b, _)| b))
            .chain(self.paladins.iter().map(|(_, b)| b))
    }
}

/// The chain links drawn across a merged region's old borders: labels keep
/// clear of them.
fn seam_links(region: &Region) -> Vec<Bounds> {
    let (from, _) = region_span(region);
    (1..region.segments.len())
        .map(|k| {
            let (x, y) = point(R_OUT - 12.0, from + k as f64 * SEGMENT_DEG);
            Bounds::centred(x, y, 26.0, 11.0)
        })
        .collect()
}

/// Lays out a region's labels, legibly if they fit.
pub fn pack(region: &Region, strengths: Option<&[u32]>) -> Packed {
    let (from, to) = region_span(region);
    let wedge = Wedge::new(from, to);
    for scale in [LEGIBLE, SMALLER, COMPACT] {
        if let Some(packed) = pack_at(region, strengths, wedge, scale) {
            return packed;
        }
    }
    let (x, y) = point((R_IN + R_OUT) / 2.0, wedge.mid());
    let at = |w: f64| Bounds::centred(x, y, w, COMPACT.cube);
    Packed {
        scale: COMPACT,
        castles: (region.castles > 0).then(|| at(COMPACT.castles_w(region.castles))),
        strengths: strengths.map(|s| (at(s.len() as f64 * COMPACT.cube), false)),
        paladins: Colour::ALL
            .into_iter()
            .filter(|c| region.paladins[c.index()] > 0)
            .map(|c| (c, at(COMPACT.chip_w(region.paladins[c.index()]))))
            .collect(),
        crowded: true,
    }
}

fn pack_at(
    region: &Region,
    strengths: Option<&[u32]>,
    wedge: Wedge,
    scale: Scale,
) -> Option<Packed> {
    // Boxes never fill a wedge: past this share of its room, don't try.
    let cell = |w: f64, h: f64| (w + scale.gap) * (h + scale.gap);
    let needed = Colour::ALL
        .into_iter()
        .map(|c| region.paladins[c.index()])
        .filter(|count| *count > 0)
        .map(|count| cell(scale.chip_w(count), scale.cube))
        .chain((region.castles > 0).then(|| cell(scale.castles_w(region.castles), scale.cube)))
        .chain(strengths.map(|values| {
            let largest = values.iter().copied().max().unwrap_or(0);
            values.len() as f64 * cell(scale.tile_w(largest), scale.cube)
        }))
        .sum::<f64>();
    if needed > wedge.room() * 0.6 {
        return None;
    }
    let mut packer = Packer::new(wedge, scale.gap, seam_links(region));
    let castles = match (region.owner, region.castles) {
        (Some(_), castles) if castles > 0 => {
            Some(packer.put(scale.castles_w(castles), scale.cube)?)
        }
        _ => None,
    };
    let strengths = match strengths {
        Some(values) => {
            let largest = values.iter().copied().max().unwrap_or(0);
            let n = values.len() as f64;
            let (tile, step) = (scale.tile_w(largest), scale.cube + 3.0);
            let row = (n * (tile + 3.0) - 3.0, scale.cube);
            let column = (tile, n * step - 3.0);
            // Along the ring first: a column where the ring runs up and down.
            let upright = (wedge.mid() * PI / 180.0).cos().abs() > 0.7;
            let tries = if upright {
                [(column, true), (row, false)]
            } else {
                [(row, false), (column, true)]
            };
            Some(tries.into_iter().find_map(|((w, h), upright)| {
                packer
                    .put(w + 2.0 * TILES_APART, h + 2.0 * TILES_APART)
                    .map(|i| (i, upright))
            })?)
        }
        None => None,
    };
    let mut paladins = Vec::new();
    for colour in Colour::ALL {
        let count = region.paladins[colour.index()];
        if count > 0 {
            paladins.push((colour, packer.put(scale.chip_w(count), scale.cube)?));
        }
    }
    packer.centre_in_ring();
    let placed = &packer.placed;
    Some(Packed {
        scale,
        castles: castles.map(|i| placed[i]),
        strengths: strengths.map(|(i, upright)| (placed[i].inset(TILES_APART), upright)),
        paladins: paladins.into_iter().map(|(c, i)| (c, placed[i])).collect(),
        crowded: false,
    })
}
