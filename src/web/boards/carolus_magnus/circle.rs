//! The circle of territories: each region's shape (merged ones as one, with
//! their old borders and numbers), what stands in it (castles, the sides'
//! strengths, paladins), the Emperor and where each legal distance would land
//! him, and the territories the viewer may touch, drawn last. `circle.html`
//! draws them.

use super::context::Ctx;
use super::labels::side_name;
use super::layout::{point, Bounds, R_IN, R_OUT};
use super::packing::pack;
use super::shapes::{
    castle, cube, region_fill, region_span, sector, segment_start, side_fill, side_ink, Castle,
    Counted, GOLD, INK, N, SEGMENT_DEG,
};
use crate::support::i18n::{say, t};
use scriptorium_games::carolus_magnus::{
    side_message, stop_effect, Phase, Region, Side, StopEffect,
};
use scriptorium_games::Message;

/// Where the Emperor and the landings stand, outside the ring.
pub(super) const EMPEROR_R: f64 = R_OUT + 50.0;
/// Where the territories' numbers are written, between the ring and them.
const NUMBER_R: f64 = R_OUT + 17.0;

/// A region of the circle: its shape, seams and numbers.
pub struct RegionShape {
    pub(super) path: String,
    pub(super) fill: &'static str,
    pub(super) stroke: &'static str,
    pub(super) width: N,
    pub(super) label: String,
    /// The dashed outline of the last move, just inside the border.
    pub(super) last_move: Option<String>,
    pub(super) seams: Vec<Seam>,
    pub(super) numbers: Vec<SegmentNumber>,
}

/// Inside a merged region, an old border as a faint dotted line, with a
/// chain link across it.
pub struct Seam {
    pub(super) ax: N,
    pub(super) ay: N,
    pub(super) bx: N,
    pub(super) by: N,
    pub(super) left: N,
    pub(super) right: N,
    pub(super) y: N,
}

pub struct SegmentNumber {
    pub(super) x: N,
    pub(super) y: N,
    /// The region's name (its smallest number, as the forms use it).
    pub(super) named: bool,
    pub(super) number: u8,
}

/// What stands in a region: castles, each side's strength, paladins.
pub struct Contents {
    /// The size of its counts and strengths.
    pub(super) font: N,
    pub(super) castles: Option<CastleGroup>,
    pub(super) strengths: Vec<Strength>,
    pub(super) paladins: Vec<Counted>,
}

pub struct CastleGroup {
    pub(super) castle: Castle,
    /// "×n" beside the icon for more than one castle.
    pub(super) count: Option<(N, N, u8)>,
    pub(super) title: String,
}

/// One side's strength in a small tile of the side's colour.
pub struct Strength {
    pub(super) x: N,
    pub(super) y: N,
    pub(super) w: N,
    pub(super) h: N,
    pub(super) fill: &'static str,
    pub(super) ink: &'static str,
    pub(super) tx: N,
    pub(super) ty: N,
    pub(super) value: u32,
    pub(super) side: &'static str,
}

pub struct EmperorMark {
    pub(super) x: N,
    pub(super) y: N,
    pub(super) crown: String,
}

/// Where a legal distance lands the Emperor, and what the stop would do.
pub struct Landing {
    pub(super) x: N,
    pub(super) y: N,
    pub(super) ty: N,
    pub(super) fill: &'static str,
    pub(super) ink: &'static str,
    pub(super) label: String,
    /// Smaller when two distances share the badge ("1,4").
    pub(super) font: u8,
    pub(super) castle: Option<Castle>,
    pub(super) title: String,
    /// The link that chooses this landing, and what it says.
    pub(super) target: Option<(String, String)>,
    /// Chosen in the choice under way (two distances may still share it).
    pub(super) chosen: bool,
}

pub struct TerritoryTarget {
    /// The link that chooses it; `None` once chosen.
    pub(super) href: Option<String>,
    /// Chosen in the choice under way: ringed until confirmed.
    pub(super) chosen: bool,
    pub(super) label: String,
    pub(super) path: String,
}

/// The territories the viewer may touch now, drawn last so that nothing on
/// them takes the touch: the whole sector is the target.
pub(super) fn territory_targets(ctx: &Ctx) -> Vec<TerritoryTarget> {
    ctx.state
        .regions
        .iter()
        .filter_map(|region| {
            let token = crate::games::picks::carolus_magnus::territory(region.id);
            let href = ctx.target(&token);
            let chosen = ctx.chosen(&token);
            if href.is_none() && !chosen {
                return None;
            }
            let (from, to) = region_span(region);
            Some(TerritoryTarget {
                href: href.map(str::to_owned),
                chosen,
                label: say(
                    ctx.lang,
                    &Message::new("cm-board-place-here").with("territory", region.id),
                    &[],
                ),
                path: sector(R_IN + 3.0, R_OUT - 3.0, from, to),
            })
        })
        .collect()
}

pub(super) fn region_shape(ctx: &Ctx, region: &Region) -> RegionShape {
    let (from, to) = region_span(region);
    let emperor = region.id == ctx.state.emperor;
    let (stroke, width) = if emperor { (GOLD, 5.0) } else { (INK, 2.2) };
    let label = if region.segments.len() > 1 {
        let list = region
            .segments
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        format!("{} {} ({list})", ctx.w.merged, region.id)
    } else {
        format!("{} {}", ctx.w.territory, region.id)
    };
    let seams = (1..region.segments.len())
        .map(|k| {
            let deg = from + k as f64 * SEGMENT_DEG;
            let (ax, ay) = point(R_IN + 3.0, deg);
            let (bx, by) = point(R_OUT - 3.0, deg);
            let (lx, ly) = point(R_OUT - 12.0, deg);
            Seam {
                ax: N(ax),
                ay: N(ay),
                bx: N(bx),
                by: N(by),
                left: N(lx - 5.0),
                right: N(lx + 5.0),
                y: N(ly),
            }
        })
        .collect();
    let numbers = region
        .segments
        .iter()
        .map(|&segment| {
            let (x, y) = point(NUMBER_R, segment_start(segment) + SEGMENT_DEG / 2.0);
            SegmentNumber {
                x: N(x),
                y: N(y),
                named: segment == region.id,
                number: segment,
            }
        })
        .collect();
    RegionShape {
        path: sector(R_IN, R_OUT, from, to),
        fill: region_fill(region.owner),
        stroke,
        width: N(width),
        label,
        last_move: ctx
            .state
            .last_move
            .regions
            .contains(&region.id)
            .then(|| sector(R_IN + 5.0, R_OUT - 5.0, from + 0.8, to - 0.8)),
        seams,
        numbers,
    }
}

/// The strengths a region shows: none while no side has any there.
fn shown_strengths<'a>(ctx: &'a Ctx, index: usize) -> Option<&'a [u32]> {
    ctx.view
        .strengths
        .get(index)
        .filter(|strengths| strengths.iter().any(|s| *s > 0))
        .map(Vec::as_slice)
}

pub(super) fn region_contents(ctx: &Ctx, index: usize, region: &Region) -> Contents {
    let lang = ctx.lang;
    let strengths = shown_strengths(ctx, index);
    let packed = pack(region, strengths);
    let scale = packed.scale;
    let text_y = |b: &Bounds| N((b.y0 + b.y1) / 2.0 + 1.0);
    // Castles: one icon, with the count beside it.
    let castles = match (region.owner, packed.castles) {
        (Some(owner), Some(b)) => Some(CastleGroup {
            castle: castle(b.x0, b.y0 + scale.cube * 0.05, scale.cube, owner),
            count: (region.castles > 1).then_some((
                N(b.x0 + scale.cube + 3.0),
                text_y(&b),
                region.castles,
            )),
            title: format!("{} × {}", region.castles, side_name(owner, lang)),
        }),
        _ => None,
    };
    // Each side's strength, in tiles of the side's colour.
    let mut tiles = Vec::new();
    if let (Some(values), Some((b, upright))) = (strengths, packed.strengths) {
        let largest = values.iter().copied().max().unwrap_or(0);
        let (w, h) = (scale.tile_w(largest), scale.cube);
        for (i, strength) in values.iter().enumerate() {
            let side = Side::try_from(i).unwrap_or(0);
            let (x, y) = if upright {
                (b.x0, b.y0 + i as f64 * (h + 3.0))
            } else {
                (b.x0 + i as f64 * (w + 3.0), b.y0)
            };
            tiles.push(Strength {
                x: N(x),
                y: N(y),
                w: N(w),
                h: N(h),
                fill: side_fill(side),
                ink: side_ink(side),
                tx: N(x + w / 2.0),
                ty: N(y + h / 2.0 + 1.0),
                value: *strength,
                side: side_name(side, lang),
            });
        }
    }
    let paladins = packed
        .paladins
        .iter()
        .map(|(colour, b)| Counted {
            cube: cube(b.x0, b.y0, scale.cube, *colour, lang),
            tx: N(b.x0 + scale.cube + 2.0),
            ty: text_y(b),
            count: region.paladins[colour.index()].to_string(),
        })
        .collect();
    Contents {
        font: N(scale.font),
        castles,
        strengths: tiles,
        paladins,
    }
}

/// Where each legal distance lands the Emperor (two distances may land
/// together when few regions remain), and what the stop would do.
pub(super) fn landings(ctx: &Ctx) -> Vec<Landing> {
    let s = ctx.state;
    let (Phase::Moving, Some(turn)) = (s.phase, s.turn) else {
        return Vec::new();
    };
    let mut stops: Vec<(u8, Vec<u8>)> = Vec::new();
    for steps in 1..=turn.disc {
        if let Some(region) = s.region_after(steps) {
            match stops.iter_mut().find(|(id, _)| *id == region.id) {
                Some((_, list)) => list.push(steps),
                None => stops.push((region.id, vec![steps])),
            }
        }
    }
    let lang = ctx.lang;
    stops
        .into_iter()
        .filter_map(|(id, steps)| {
            let region = s.region(id)?;
            let (from, to) = region_span(region);
            let mut mid = (from + to) / 2.0;
            if id == s.emperor {
                mid += 9.0;
            }
            let (x, y) = point(EMPEROR_R, mid);
            let effect = stop_effect(s, id);
            let (fill, ink) = match effect {
                StopEffect::Build { side } | StopEffect::TakeOver { to: side, .. } => {
                    (side_fill(side), side_ink(side))
                }
                StopEffect::Nothing { .. } => ("#f8f1e2", INK),
            };
            let label = steps
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(",");
            let what = match effect {
                StopEffect::Build { side } => say(
                    lang,
                    &Message::new("cm-board-builds").with("side", side_message(side)),
                    &[],
                ),
                StopEffect::TakeOver { from, to, .. } => say(
                    lang,
                    &Message::new("cm-board-takes-over")
                        .with("side", side_message(to))
                        .with("from", side_message(from)),
                    &[],
                ),
                StopEffect::Nothing { .. } => t(lang, "cm-board-nothing-happens").to_owned(),
            };
            // A small castle of the builder beside the badge.
            let builder = match effect {
                StopEffect::Build { side } | StopEffect::TakeOver { to: side, .. } => {
                    let (cx, cy) = point(EMPEROR_R, mid + 7.0);
                    Some(castle(cx - 8.0, cy - 7.0, 16.0, side))
                }
                StopEffect::Nothing { .. } => None,
            };
            let target = ctx
                .target(&crate::games::picks::carolus_magnus::landing(id))
                .map(|href| {
                    let what = say(
                        lang,
                        &Message::new("cm-board-emperor-to").with("territory", id),
                        &[],
                    );
                    (href.to_owned(), what)
                });
            Some(Landing {
                x: N(x),
                y: N(y),
                ty: N(y + 0.5),
                fill,
                ink,
                title: format!("{label} → {} {id}: {what}", ctx.w.territory),
                font: if label.len() > 1 { 20 } else { 28 },
                label,
                castle: builder,
                target,
                chosen: ctx.chosen(&crate::games::picks::carolus_magnus::landing(id)),
            })
        })
        .collect()
}
