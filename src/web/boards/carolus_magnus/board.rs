//! The Carolus Magnus board, drawn by the askama templates in
//! `templates/boards/carolus_magnus/` from the engine's own `View`: the
//! circle of territories (merged ones drawn as one region), their paladins,
//! castles and the Emperor, the centre in the middle; every court below, with
//! its clan markers, reserve, castles and discs; and a legend. Nothing in this
//! game is hidden, so every viewer gets the same drawing.
//!
//! This module works out only where things go and what they say (positions,
//! SVG path data, colours, titles); every tag is in the templates.

use super::labels::{colour_letter, colour_name, side_name, words, Words};
use super::layout::{point, Bounds, Packer, Wedge, CX, CY, R_IN, R_OUT, SIZE};
use crate::support::i18n::Lang;
use crate::support::i18n::{say, t};
use crate::web::boards::Picking;
use askama::Template;
use scriptorium_games::carolus_magnus::{colour_message, side_message};
use scriptorium_games::carolus_magnus::{
    stop_effect, Colour, Decision, Destination, GameResult, LastMove, Phase, Region, Side, State,
    Step, StopEffect, View,
};
use scriptorium_games::{Arg, Message, Seat};
use std::f64::consts::PI;
use std::fmt;

const SEGMENT_DEG: f64 = 24.0;
/// Where the Emperor and the landings stand, outside the ring.
const EMPEROR_R: f64 = R_OUT + 50.0;
/// Where the territories' numbers are written, between the ring and them.
const NUMBER_R: f64 = R_OUT + 17.0;
/// A cube of the centre's supply with its two-digit count, and the room
/// from one to the next.
const SUPPLY_CHIP: f64 = 68.0;
const SUPPLY_STEP: f64 = 80.0;
const INK: &str = "#2b2118";
const GOLD: &str = "#d4a017";

/// A coordinate on the drawing, written with one decimal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct N(f64);

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

fn side_fill(side: Side) -> &'static str {
    match side {
        0 => "#1c1c1c",
        1 => "#fdfdfd",
        _ => "#9b9b9b",
    }
}

fn side_ink(side: Side) -> &'static str {
    match side {
        0 | 2 => "#ffffff",
        _ => INK,
    }
}

/// A region's background, tinted by the side whose castles stand there.
fn region_fill(owner: Option<Side>) -> &'static str {
    match owner {
        None => "#efe4cc",
        Some(0) => "#cbc2b3",
        Some(1) => "#fffaf0",
        Some(_) => "#dcdcdc",
    }
}

/// The angle where segment `n` (1..=15) starts; segment 1 starts at the top
/// and numbers run clockwise.
fn segment_start(n: u8) -> f64 {
    -90.0 - SEGMENT_DEG / 2.0 + f64::from(n.saturating_sub(1)) * SEGMENT_DEG
}

/// An annular sector from `from` to `to` degrees, clockwise (SVG path data).
fn sector(r_in: f64, r_out: f64, from: f64, to: f64) -> String {
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
fn region_span(region: &Region) -> (f64, f64) {
    let first = region.segments.first().copied().unwrap_or(region.id);
    let from = segment_start(first);
    let count = region.segments.len().max(1) as f64;
    (from, from + count * SEGMENT_DEG)
}

/// A cube: a rounded square in the colour, with its letter.
pub struct Cube {
    x: N,
    y: N,
    size: N,
    fill: &'static str,
    ink: &'static str,
    letter: &'static str,
    font: N,
    cx: N,
    cy: N,
    name: &'static str,
}

fn cube(x: f64, y: f64, size: f64, colour: Colour, lang: Lang) -> Cube {
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
    path: String,
    fill: &'static str,
}

fn castle(x: f64, y: f64, w: f64, side: Side) -> Castle {
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
fn crown(x: f64, y: f64, w: f64) -> String {
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

struct Ctx<'a> {
    view: &'a View,
    /// The table, as the view shows it (`view.state`).
    state: &'a State,
    names: &'a [String],
    lang: Lang,
    w: Words,
    /// What the viewer may touch next, and who they are.
    picking: Option<&'a Picking>,
    me: Option<Seat>,
}

impl Ctx<'_> {
    fn target(&self, token: &str) -> Option<&str> {
        self.picking.and_then(|picking| picking.target(token))
    }

    /// Whether the viewer has already chosen `token` in the choice under way.
    fn chosen(&self, token: &str) -> bool {
        self.picking.is_some_and(|picking| picking.is_chosen(token))
    }

    fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("#{}", seat.0 + 1))
    }

    fn side(&self, seat: Seat) -> Side {
        self.view
            .sides_of_seats
            .get(seat.index())
            .copied()
            .unwrap_or_else(|| self.state.side_of(seat))
    }

    fn short_name(&self, seat: Seat) -> String {
        let name = self.name(seat);
        if name.chars().count() > 18 {
            format!("{}…", name.chars().take(17).collect::<String>())
        } else {
            name
        }
    }

    /// Who does what now, in two short lines: the first names the seat (or
    /// says the table is being set up, or that the game is over).
    fn step_lines(&self, step: Step) -> (String, String) {
        let lang = self.lang;
        let Some(seat) = step.seat() else {
            return match step {
                // The page says the game is over; the board says who won
                // (the history's last step has it too).
                Step::Over(Some(result)) => (self.result_line(result), String::new()),
                Step::Over(None) => (self.w.game_over.to_owned(), String::new()),
                _ => (t(lang, "cm-board-setting-up").to_owned(), String::new()),
            };
        };
        let who = format!(
            "{} ({})",
            self.short_name(seat),
            side_name(self.side(seat), lang)
        );
        let what = match step {
            Step::ThrowingFirstReserve { .. } => Message::new("cm-step-first-reserve"),
            Step::NamingColour {
                crowns,
                first_reserve,
                ..
            } => {
                if first_reserve {
                    Message::new("cm-step-naming-colour-first-reserve")
                } else {
                    Message::new("cm-step-naming-colour").with("crowns", crowns)
                }
            }
            Step::SettingDie { .. } => Message::new("cm-step-setting-die"),
            Step::PlayingDisc { .. } => Message::new("cm-step-playing-disc"),
            Step::DiscsDown { disc, .. } => Message::new("cm-step-discs-down").with("disc", disc),
            Step::PlacingPaladins {
                placed, to_place, ..
            } => Message::new("cm-step-placing-paladins")
                .with("placed", placed)
                .with("total", to_place),
            Step::MovingEmperor { disc, .. } => {
                Message::new("cm-step-moving-emperor").with("disc", disc)
            }
            Step::EmperorMoved { to, .. } => {
                Message::new("cm-step-emperor-moved").with("territory", to)
            }
            Step::Replenishing { .. } => Message::new("cm-step-replenishing"),
            Step::SettingUp | Step::Over(_) => return (who, String::new()),
        };
        let what = say(lang, &what, &[]);
        (who, what)
    }

    /// The legend's words for the dashed outlines: who did what.
    fn last_move_line(&self, last: &LastMove) -> String {
        let lang = self.lang;
        let what = match (last.seat, last.decision) {
            (Some(seat), Some(decision)) => {
                format!("{} {}", self.name(seat), self.decision_words(decision))
            }
            (Some(seat), None) => self.name(seat),
            // Set-up throws are nobody's decision.
            (None, _) => t(lang, "cm-board-the-dice-thrown-for-the-first").to_owned(),
        };
        say(
            lang,
            &Message::new("cm-board-last-move").with("what", Arg::Text(what)),
            &[],
        )
    }

    fn decision_words(&self, decision: Decision) -> String {
        let words = match decision {
            Decision::DiscPlayed { disc } => {
                Message::new("cm-decision-disc-played").with("disc", disc)
            }
            Decision::PaladinPlaced {
                colour,
                to: Destination::Court,
            } => Message::new("cm-decision-placed-at-court").with("colour", colour_message(colour)),
            Decision::PaladinPlaced {
                colour,
                to: Destination::Territory(id),
            } => Message::new("cm-decision-placed-in-territory")
                .with("colour", colour_message(colour))
                .with("territory", id),
            Decision::EmperorMoved { steps, to } => Message::new("cm-decision-emperor-moved")
                .with("steps", steps)
                .with("territory", to),
            Decision::ColourNamed { colour } => {
                Message::new("cm-decision-colour-named").with("colour", colour_message(colour))
            }
        };
        say(self.lang, &words, &[])
    }

    fn result_line(&self, result: &GameResult) -> String {
        let lang = self.lang;
        let winners = result
            .winners
            .iter()
            .map(|side| side_name(*side, lang))
            .collect::<Vec<_>>()
            .join(t(lang, "cm-board-text"));
        let score = result
            .castles
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join("–");
        format!("{winners} {} ({score})", self.w.wins)
    }
}

/// A region of the circle: its shape, seams and numbers.
pub struct RegionShape {
    path: String,
    fill: &'static str,
    stroke: &'static str,
    width: N,
    label: String,
    /// The dashed outline of the last move, just inside the border.
    last_move: Option<String>,
    seams: Vec<Seam>,
    numbers: Vec<SegmentNumber>,
}

/// Inside a merged region, an old border as a faint dotted line, with a
/// chain link across it.
pub struct Seam {
    ax: N,
    ay: N,
    bx: N,
    by: N,
    left: N,
    right: N,
    y: N,
}

pub struct SegmentNumber {
    x: N,
    y: N,
    /// The region's name (its smallest number, as the forms use it).
    named: bool,
    number: u8,
}

/// What stands in a region: castles, each side's strength, paladins.
pub struct Contents {
    /// The size of its counts and strengths.
    font: N,
    castles: Option<CastleGroup>,
    strengths: Vec<Strength>,
    paladins: Vec<Counted>,
}

pub struct CastleGroup {
    castle: Castle,
    /// "×n" beside the icon for more than one castle.
    count: Option<(N, N, u8)>,
    title: String,
}

/// One side's strength in a small tile of the side's colour.
pub struct Strength {
    x: N,
    y: N,
    w: N,
    h: N,
    fill: &'static str,
    ink: &'static str,
    tx: N,
    ty: N,
    value: u32,
    side: &'static str,
}

/// A cube with a count beside it.
pub struct Counted {
    cube: Cube,
    tx: N,
    ty: N,
    count: String,
}

pub struct EmperorMark {
    x: N,
    y: N,
    crown: String,
}

/// Where a legal distance lands the Emperor, and what the stop would do.
pub struct Landing {
    x: N,
    y: N,
    ty: N,
    fill: &'static str,
    ink: &'static str,
    label: String,
    /// Smaller when two distances share the badge ("1,4").
    font: u8,
    castle: Option<Castle>,
    title: String,
    /// The link that chooses this landing, and what it says.
    target: Option<(String, String)>,
    /// Chosen in the choice under way (two distances may still share it).
    chosen: bool,
}

/// A seat in this round's order of play, with its disc.
pub struct OrderLine {
    side: Side,
    disc: u8,
    current: bool,
    name: String,
}

pub struct TerritoryTarget {
    /// The link that chooses it; `None` once chosen.
    href: Option<String>,
    /// Chosen in the choice under way: ringed until confirmed.
    chosen: bool,
    label: String,
    path: String,
}

/// A court below the circle.
pub struct Court {
    active: bool,
    icon: Castle,
    name: String,
    side: &'static str,
    partner: Option<String>,
    target: Option<String>,
    /// The court chosen as where the paladin goes, until confirmed.
    chosen: bool,
    label: String,
    changed: bool,
    markers: Vec<ClanMarker>,
    cubes: Vec<CourtColumn>,
    castles_left: u8,
    castle: Castle,
    discs: Vec<Disc>,
    note: Option<String>,
}

pub struct ClanMarker {
    x: N,
    w: N,
    title: String,
}

pub struct CourtColumn {
    court: Counted,
    reserve: Counted,
}

pub struct Disc {
    x: N,
    fill: &'static str,
    stroke: &'static str,
    width: f64,
    dash: &'static str,
    ink: &'static str,
    disc: u8,
    what: &'static str,
}

#[derive(Template)]
#[template(path = "boards/carolus_magnus/board.html")]
struct Board {
    lang: Lang,
    w: Words,
    title: &'static str,
    regions: Vec<RegionShape>,
    contents: Vec<Contents>,
    emperor: Option<EmperorMark>,
    landings: Vec<Landing>,
    round: u32,
    line1: String,
    line2: String,
    supply: Vec<Counted>,
    order: Vec<OrderLine>,
    targets: Vec<TerritoryTarget>,
    courts: Vec<Court>,
    legend_cubes: Vec<Cube>,
    colour_names: String,
    legend_castles: Vec<Castle>,
    side_names: String,
    legend_crown: String,
    black: &'static str,
    white: &'static str,
    last_move: Option<String>,
}

impl Board {
    fn t(&self, id: &str) -> &'static str {
        t(self.lang, id)
    }

    fn size(&self) -> f64 {
        SIZE
    }

    fn cx(&self) -> f64 {
        CX
    }

    fn cy(&self) -> f64 {
        CY
    }

    fn table_r(&self) -> f64 {
        R_OUT + 32.0
    }

    fn centre_r(&self) -> f64 {
        R_IN - 8.0
    }
}

/// The board for one viewer, from the engine's view of the game.
pub fn render(
    view: &View,
    names: &[String],
    lang: Lang,
    picking: Option<&Picking>,
    me: Option<Seat>,
) -> String {
    let ctx = Ctx {
        view,
        state: &view.state,
        names,
        lang,
        w: words(lang),
        picking,
        me,
    };
    let s = &view.state;
    let (line1, line2) = ctx.step_lines(view.step());
    let last = &s.last_move;
    let board = Board {
        lang,
        title: t(lang, "cm-board-the-circle-of-territories"),
        regions: s
            .regions
            .iter()
            .map(|region| region_shape(&ctx, region))
            .collect(),
        contents: s
            .regions
            .iter()
            .enumerate()
            .map(|(index, region)| region_contents(&ctx, index, region))
            .collect(),
        emperor: s.region(s.emperor).map(|emperor| {
            let (from, to) = region_span(emperor);
            let (x, y) = point(EMPEROR_R, (from + to) / 2.0);
            EmperorMark {
                x: N(x),
                y: N(y),
                crown: crown(x, y + 1.0, 24.0),
            }
        }),
        landings: landings(&ctx),
        round: s.round.max(1),
        line1,
        line2,
        supply: Colour::ALL
            .into_iter()
            .enumerate()
            .map(|(i, colour)| {
                // Three cubes over two, each with its count (up to 40).
                let (row, column) = (i / 3, (i % 3) as f64);
                let across = if row == 0 { column - 1.0 } else { column - 0.5 };
                let x = CX + across * SUPPLY_STEP - SUPPLY_CHIP / 2.0;
                let y = CY - 14.0 + row as f64 * 44.0;
                Counted {
                    cube: cube(x, y, LEGIBLE.cube, colour, lang),
                    tx: N(x + LEGIBLE.cube + 3.0),
                    ty: N(y + LEGIBLE.cube / 2.0 + 1.0),
                    count: s.centre[colour.index()].to_string(),
                }
            })
            .collect(),
        order: order(&ctx),
        targets: territory_targets(&ctx),
        courts: Seat::all(s.seats).map(|seat| court(&ctx, seat)).collect(),
        legend_cubes: Colour::ALL
            .into_iter()
            .enumerate()
            .map(|(i, colour)| cube(2.0 + i as f64 * 29.0, 2.0, 20.0, colour, lang))
            .collect(),
        colour_names: Colour::ALL
            .into_iter()
            .map(|c| format!("{} {}", colour_letter(c, lang), colour_name(c, lang)))
            .collect::<Vec<_>>()
            .join(", "),
        legend_castles: (0..s.sides())
            .map(|side| castle(2.0 + f64::from(side) * 25.0, 3.0, 20.0, side))
            .collect(),
        side_names: (0..s.sides())
            .map(|side| side_name(side, lang))
            .collect::<Vec<_>>()
            .join(", "),
        legend_crown: crown(15.0, 14.0, 22.0),
        black: side_fill(0),
        white: side_fill(1),
        last_move: (last.seat.is_some() || !last.regions.is_empty() || !last.courts.is_empty())
            .then(|| ctx.last_move_line(last)),
        w: ctx.w,
    };
    board.render().unwrap_or_default()
}

/// The territories the viewer may touch now, drawn last so that nothing on
/// them takes the touch: the whole sector is the target.
fn territory_targets(ctx: &Ctx) -> Vec<TerritoryTarget> {
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

fn region_shape(ctx: &Ctx, region: &Region) -> RegionShape {
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
    fn tile_w(&self, largest: u32) -> f64 {
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

/// The strengths a region shows: none while no side has any there.
fn shown_strengths<'a>(ctx: &'a Ctx, index: usize) -> Option<&'a [u32]> {
    ctx.view
        .strengths
        .get(index)
        .filter(|strengths| strengths.iter().any(|s| *s > 0))
        .map(Vec::as_slice)
}

fn region_contents(ctx: &Ctx, index: usize, region: &Region) -> Contents {
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
fn landings(ctx: &Ctx) -> Vec<Landing> {
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

/// The order of play this round, with the discs.
fn order(ctx: &Ctx) -> Vec<OrderLine> {
    let s = ctx.state;
    if s.phase == Phase::Over {
        return Vec::new();
    }
    let order: Vec<(Seat, u8)> = if s.action_order.is_empty() {
        s.played.clone()
    } else {
        s.action_order
            .iter()
            .map(|seat| (*seat, s.disc_of(*seat).unwrap_or(0)))
            .collect()
    };
    order
        .iter()
        .map(|(seat, disc)| OrderLine {
            side: ctx.side(*seat),
            disc: *disc,
            current: s.turn.is_some_and(|t| t.seat == *seat)
                && matches!(
                    s.phase,
                    Phase::Placing | Phase::Moving | Phase::Replenishing
                ),
            name: ctx.short_name(*seat),
        })
        .collect()
}

fn court(ctx: &Ctx, seat: Seat) -> Court {
    let s = ctx.state;
    let lang = ctx.lang;
    let side = ctx.side(seat);
    let court = s.courts.get(seat.index()).copied().unwrap_or_default();
    let reserve = s.reserves.get(seat.index()).copied().unwrap_or_default();
    let (col0, col) = (86.0, 58.0);
    let hand = s.discs.get(seat.index()).cloned().unwrap_or_default();
    let now = s.disc_of(seat);
    let discs = (1..=5u8)
        .map(|disc| {
            let held = hand.contains(&disc);
            let played_now = now == Some(disc) && !held;
            let (fill, stroke, dash, ink, what) = if played_now {
                (side_fill(side), GOLD, "", side_ink(side), ctx.w.played)
            } else if held {
                (side_fill(side), INK, "", side_ink(side), ctx.w.disc_held)
            } else {
                ("none", "#9b8f80", "3 2", "#9b8f80", ctx.w.disc_used)
            };
            Disc {
                x: N(102.0 + f64::from(disc) * 30.0),
                fill,
                stroke,
                width: if played_now { 3.5 } else { 1.5 },
                dash,
                ink,
                disc,
                what,
            }
        })
        .collect();
    let note = now.map(|disc| {
        let place = s
            .action_order
            .iter()
            .position(|other| *other == seat)
            .map(|i| i + 1);
        let note = match place {
            Some(place) => Message::new("cm-board-disc-acts")
                .with("disc", disc)
                .with("place", place),
            None => Message::new("cm-board-disc-played").with("disc", disc),
        };
        say(lang, &note, &[])
    });
    Court {
        active: ctx.view.waiting_on == Some(seat),
        icon: castle(1.0, 1.0, 20.0, side),
        name: ctx.name(seat),
        side: side_name(side, lang),
        partner: (s.seats == 4)
            .then(|| Seat::all(s.seats).find(|other| *other != seat && ctx.side(*other) == side))
            .flatten()
            .map(|partner| ctx.name(partner)),
        target: (ctx.me == Some(seat))
            .then(|| ctx.target(crate::games::picks::carolus_magnus::MY_COURT))
            .flatten()
            .map(str::to_owned),
        chosen: ctx.me == Some(seat) && ctx.chosen(crate::games::picks::carolus_magnus::MY_COURT),
        label: say(
            lang,
            &Message::new("cm-board-court-of").with("player", Arg::Text(ctx.name(seat))),
            &[],
        ),
        changed: s.last_move.courts.contains(&seat),
        markers: Colour::ALL
            .into_iter()
            .enumerate()
            .filter(|(_, colour)| s.control[colour.index()] == Some(seat))
            .map(|(i, colour)| ClanMarker {
                x: N(col0 + i as f64 * col - 4.0),
                w: N(col - 6.0),
                title: format!("{} {}", ctx.w.controls, colour_name(colour, lang)),
            })
            .collect(),
        cubes: Colour::ALL
            .into_iter()
            .enumerate()
            .map(|(i, colour)| {
                let x = col0 + i as f64 * col;
                CourtColumn {
                    court: Counted {
                        cube: cube(x, 13.0, 22.0, colour, lang),
                        tx: N(x + 26.0),
                        ty: N(24.5),
                        count: court[colour.index()].to_string(),
                    },
                    reserve: Counted {
                        cube: cube(x + 3.0, 54.0, 16.0, colour, lang),
                        tx: N(x + 24.0),
                        ty: N(62.5),
                        count: reserve[colour.index()].to_string(),
                    },
                }
            })
            .collect(),
        castles_left: s.castles_left.get(usize::from(side)).copied().unwrap_or(0),
        castle: castle(128.0, 91.0, 20.0, side),
        discs,
        note,
    }
}
