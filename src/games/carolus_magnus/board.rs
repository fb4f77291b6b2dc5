//! The Carolus Magnus board as SVG: the circle of territories (merged ones
//! drawn as one region), their paladins, castles and the Emperor, the centre
//! in the middle; every court below, with its clan markers, reserve, castles
//! and discs; and a legend. Nothing in this game is hidden, so every viewer
//! gets the same drawing.

use super::labels::{colour_letter, colour_name, en_fr, side_name, words, Words};
use html_escape::encode_text as text;
use scriptorium_games::carolus_magnus::{
    stop_effect, Colour, Phase, Region, Side, State, StopEffect,
};
use scriptorium_games::{Lang, Seat};
use std::f64::consts::PI;
use std::fmt::Write;

const SIZE: f64 = 900.0;
const CX: f64 = SIZE / 2.0;
const CY: f64 = SIZE / 2.0;
const R_OUT: f64 = 372.0;
const R_IN: f64 = 196.0;
const SEGMENT_DEG: f64 = 24.0;
const INK: &str = "#2b2118";
const GOLD: &str = "#d4a017";

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

fn point(r: f64, deg: f64) -> (f64, f64) {
    let rad = deg * PI / 180.0;
    (CX + r * rad.cos(), CY + r * rad.sin())
}

/// The angle where segment `n` (1..=15) starts; segment 1 starts at the top
/// and numbers run clockwise.
fn segment_start(n: u8) -> f64 {
    -90.0 - SEGMENT_DEG / 2.0 + f64::from(n.saturating_sub(1)) * SEGMENT_DEG
}

/// An annular sector from `from` to `to` degrees, clockwise.
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
fn cube(out: &mut String, x: f64, y: f64, size: f64, colour: Colour, lang: Lang) {
    let letter = colour_letter(colour, lang);
    let font = if letter.len() > 1 {
        size * 0.5
    } else {
        size * 0.62
    };
    let _ = write!(
        out,
        "<g class=\"cm-cube\"><rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{size}\" height=\"{size}\" rx=\"3\" fill=\"{}\" stroke=\"{INK}\" stroke-width=\"1.3\"/><text x=\"{:.1}\" y=\"{:.1}\" font-size=\"{font:.1}\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{}\">{letter}</text><title>{}</title></g>",
        fill_of(colour),
        x + size / 2.0,
        y + size / 2.0 + 0.5,
        letter_ink(colour),
        colour_name(colour, lang),
    );
}

/// A castle with battlements, `w` wide, its top-left corner at (x, y).
fn castle(out: &mut String, x: f64, y: f64, w: f64, side: Side) {
    let h = w * 0.9;
    let m = w / 5.0;
    let top = y + h * 0.28;
    let path = format!(
        "M{x:.1},{b:.1} V{y:.1} H{x1:.1} V{top:.1} H{x2:.1} V{y:.1} H{x3:.1} V{top:.1} H{x4:.1} V{y:.1} H{x5:.1} V{b:.1} Z",
        b = y + h,
        x1 = x + m,
        x2 = x + 2.0 * m,
        x3 = x + 3.0 * m,
        x4 = x + 4.0 * m,
        x5 = x + w,
    );
    let _ = write!(
        out,
        "<path d=\"{path}\" fill=\"{}\" stroke=\"{INK}\" stroke-width=\"1.3\" stroke-linejoin=\"round\"/>",
        side_fill(side)
    );
}

/// The Emperor: a golden crown centred on (x, y).
fn crown(out: &mut String, x: f64, y: f64, w: f64) {
    let h = w * 0.75;
    let (l, r, t, b) = (x - w / 2.0, x + w / 2.0, y - h / 2.0, y + h / 2.0);
    let _ = write!(
        out,
        "<path class=\"cm-emperor\" d=\"M{l:.1},{b:.1} L{l:.1},{t:.1} L{a:.1},{m:.1} L{x:.1},{t2:.1} L{c:.1},{m:.1} L{r:.1},{t:.1} L{r:.1},{b:.1} Z\" fill=\"{GOLD}\" stroke=\"{INK}\" stroke-width=\"1.8\" stroke-linejoin=\"round\"/>",
        a = x - w / 4.0,
        c = x + w / 4.0,
        m = y,
        t2 = t - h * 0.15,
    );
}

struct Ctx<'a> {
    state: &'a State,
    names: &'a [String],
    lang: Lang,
    w: Words,
    sides_of_seats: Vec<Side>,
    strengths: Vec<Vec<u32>>,
    waiting: Option<Seat>,
    touch: Touch<'a>,
}

impl Ctx<'_> {
    fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("#{}", seat.0 + 1))
    }

    fn side(&self, seat: Seat) -> Side {
        self.sides_of_seats
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

    /// Who does what now, in two short lines.
    fn step_lines(&self) -> (String, String) {
        let s = self.state;
        let lang = self.lang;
        let who = |seat: Seat| {
            format!(
                "{} ({})",
                self.short_name(seat),
                side_name(self.side(seat), lang)
            )
        };
        match s.phase {
            Phase::Setup => (
                String::new(),
                en_fr(lang, "Setting up", "Mise en place").into(),
            ),
            Phase::Over => {
                let line = match &s.result {
                    Some(result) => {
                        let winners = result
                            .winners
                            .iter()
                            .map(|side| side_name(*side, lang))
                            .collect::<Vec<_>>()
                            .join(en_fr(lang, " & ", " et "));
                        let score = result
                            .castles
                            .iter()
                            .map(u8::to_string)
                            .collect::<Vec<_>>()
                            .join("–");
                        format!("{winners} {} ({score})", self.w.wins)
                    }
                    None => String::new(),
                };
                (self.w.game_over.to_owned(), line)
            }
            // The thrower is named while their dice resolve too, not only
            // when a choice waits on them (the history shows those steps).
            Phase::InitialReserves => (
                who(s.draw.seat),
                en_fr(
                    lang,
                    "names a crown's colour (first reserve)",
                    "nomme la couleur d'une couronne (réserve de départ)",
                )
                .into(),
            ),
            // Between the last disc and the turn order, the last to play.
            Phase::Opening => (
                self.waiting
                    .or_else(|| s.played.last().map(|(seat, _)| *seat))
                    .map(who)
                    .unwrap_or_default(),
                en_fr(lang, "plays a disc", "joue un disque").into(),
            ),
            Phase::Placing => match s.turn {
                Some(turn) => (
                    who(turn.seat),
                    match lang {
                        Lang::En => format!(
                            "places paladins: {} of {} placed",
                            turn.placed, turn.to_place
                        ),
                        Lang::Fr => {
                            format!("place ses paladins : {} sur {}", turn.placed, turn.to_place)
                        }
                    },
                ),
                // Between two turns (a history step): who just moved.
                None => (s.last_move.seat.map(who).unwrap_or_default(), String::new()),
            },
            Phase::Moving => match s.turn {
                Some(turn) => (
                    who(turn.seat),
                    match (lang, turn.disc) {
                        (Lang::En, 1) => "moves the Emperor 1 step".to_owned(),
                        (Lang::Fr, 1) => "avance l'Empereur d'une case".to_owned(),
                        (Lang::En, disc) => format!("moves the Emperor 1 to {disc} steps"),
                        (Lang::Fr, disc) => format!("avance l'Empereur de 1 à {disc} cases"),
                    },
                ),
                // Between two turns (a history step): who just moved.
                None => (s.last_move.seat.map(who).unwrap_or_default(), String::new()),
            },
            Phase::Replenishing => (
                who(s.draw.seat),
                if s.draw.choose_die {
                    en_fr(
                        lang,
                        "sets one die's colour, then throws",
                        "fixe un dé, puis lance les autres",
                    )
                    .into()
                } else {
                    match lang {
                        Lang::En => format!("names a crown's colour ({} left)", s.draw.crowns),
                        Lang::Fr => {
                            format!("nomme la couleur d'une couronne (reste {})", s.draw.crowns)
                        }
                    }
                },
            ),
        }
    }
}

pub fn render(state: &State, extras: Extras, names: &[String], lang: Lang) -> String {
    let ctx = Ctx {
        state,
        names,
        lang,
        w: words(lang),
        sides_of_seats: extras.sides_of_seats,
        strengths: extras.strengths,
        waiting: extras.waiting_on,
        touch: extras.touch,
    };
    let mut html = String::from("<div class=\"cm\">");
    circle(&mut html, &ctx);
    courts(&mut html, &ctx);
    legend(&mut html, &ctx);
    html.push_str("</div>");
    html
}

/// The derived fields of the view.
pub struct Extras<'a> {
    pub sides_of_seats: Vec<Side>,
    pub strengths: Vec<Vec<u32>>,
    pub waiting_on: Option<Seat>,
    pub touch: Touch<'a>,
}

/// What the viewer may touch on the board, and who they are.
#[derive(Default, Clone, Copy)]
pub struct Touch<'a> {
    pub picking: Option<&'a crate::games::Picking>,
    pub me: Option<Seat>,
}

impl Touch<'_> {
    fn target(&self, token: &str) -> Option<&str> {
        self.picking.and_then(|picking| picking.target(token))
    }
}

fn circle(out: &mut String, ctx: &Ctx) {
    let s = ctx.state;
    let lang = ctx.lang;
    let title = match lang {
        Lang::En => "The circle of territories",
        Lang::Fr => "Le cercle des territoires",
    };
    let _ = write!(
        out,
        "<svg class=\"cm-circle\" viewBox=\"0 0 {SIZE} {SIZE}\" width=\"{SIZE}\" height=\"{SIZE}\" role=\"group\" aria-labelledby=\"cm-title\" font-family=\"Georgia, serif\"><title id=\"cm-title\">{title}</title>"
    );
    // The table under the ring.
    let _ = write!(
        out,
        "<circle cx=\"{CX}\" cy=\"{CY}\" r=\"{:.0}\" fill=\"#efe2c6\" stroke=\"{INK}\" stroke-width=\"1\"/><circle cx=\"{CX}\" cy=\"{CY}\" r=\"{:.0}\" fill=\"#f8f1e2\" stroke=\"{INK}\" stroke-width=\"1.5\"/>",
        R_OUT + 30.0,
        R_IN - 8.0
    );
    // Regions first, then their contents, then the Emperor on top.
    for region in &s.regions {
        region_shape(out, ctx, region);
    }
    for (index, region) in s.regions.iter().enumerate() {
        region_contents(out, ctx, index, region);
    }
    emperor_and_landings(out, ctx);
    centre(out, ctx);
    territory_targets(out, ctx);
    out.push_str("</svg>");
}

/// The territories the viewer may touch now, drawn last so that nothing on
/// them takes the touch: a transparent sector (the whole territory is the
/// target) with a dashed outline that marks it.
fn territory_targets(out: &mut String, ctx: &Ctx) {
    for region in &ctx.state.regions {
        let Some(href) = ctx.touch.target(&super::picks::territory(region.id)) else {
            continue;
        };
        let (from, to) = region_span(region);
        let label = match ctx.lang {
            Lang::En => format!("{} {}: place the paladin here", ctx.w.territory, region.id),
            Lang::Fr => format!("{} {} : placer le paladin ici", ctx.w.territory, region.id),
        };
        let _ = write!(
            out,
            "<a class=\"pick-target cm-target\" href=\"{}\" aria-label=\"{}\"><path d=\"{}\" fill=\"#ffffff\" fill-opacity=\"0\" stroke=\"#1f5fbf\" stroke-width=\"4\" stroke-dasharray=\"10 6\"/></a>",
            html_escape::encode_double_quoted_attribute(href),
            html_escape::encode_double_quoted_attribute(&label),
            sector(R_IN + 3.0, R_OUT - 3.0, from, to),
        );
    }
}

fn region_shape(out: &mut String, ctx: &Ctx, region: &Region) {
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
    let _ = write!(
        out,
        "<path class=\"cm-region\" d=\"{}\" fill=\"{}\" stroke=\"{stroke}\" stroke-width=\"{width}\" stroke-linejoin=\"round\"><title>{}</title></path>",
        sector(R_IN, R_OUT, from, to),
        region_fill(region.owner),
        text(&label),
    );
    // The last move's places: a dashed outline just inside the border, a
    // shape (not only a colour) that reads in any light.
    if ctx.state.last_move.regions.contains(&region.id) {
        let _ = write!(
            out,
            "<path class=\"last-move\" d=\"{}\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"5\" stroke-dasharray=\"12 7\" stroke-linejoin=\"round\"/>",
            sector(R_IN + 5.0, R_OUT - 5.0, from + 0.8, to - 0.8),
        );
    }
    // Inside a merged region, the old borders stay as faint dotted seams, and
    // a chain link across each shows the bond.
    for k in 1..region.segments.len() {
        let deg = from + k as f64 * SEGMENT_DEG;
        let (ax, ay) = point(R_IN + 3.0, deg);
        let (bx, by) = point(R_OUT - 3.0, deg);
        let _ = write!(
            out,
            "<line x1=\"{ax:.1}\" y1=\"{ay:.1}\" x2=\"{bx:.1}\" y2=\"{by:.1}\" stroke=\"{INK}\" stroke-width=\"1\" stroke-dasharray=\"2 5\" opacity=\"0.6\"/>"
        );
        let (lx, ly) = point(R_OUT - 12.0, deg);
        let _ = write!(
            out,
            "<g class=\"cm-bond\"><ellipse cx=\"{:.1}\" cy=\"{ly:.1}\" rx=\"7\" ry=\"4.5\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"2\"/><ellipse cx=\"{:.1}\" cy=\"{ly:.1}\" rx=\"7\" ry=\"4.5\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"2\"/></g>",
            lx - 5.0,
            lx + 5.0
        );
    }
    // Segment numbers by the outer edge; the region's name (its smallest
    // number, as the forms use it) in bold.
    for &segment in &region.segments {
        let mid = segment_start(segment) + SEGMENT_DEG / 2.0;
        let (x, y) = point(R_OUT + 17.0, mid);
        let named = segment == region.id;
        let _ = write!(
            out,
            "<text x=\"{x:.1}\" y=\"{y:.1}\" font-size=\"{}\" font-weight=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{}\">{segment}</text>",
            if named { 17 } else { 13 },
            if named { "bold" } else { "normal" },
            if named { INK } else { "#6d6256" },
        );
    }
}

/// How far a `w`×`h` box centred on a radius reaches along it, each way.
fn radial_half(w: f64, h: f64, deg: f64) -> f64 {
    let rad = deg * PI / 180.0;
    (rad.cos().abs() * w + rad.sin().abs() * h) / 2.0
}

/// The centre of the next `w`×`h` box out along the radius at `at`.
fn place(cursor: &mut f64, w: f64, h: f64, at: f64) -> (f64, f64) {
    let half = radial_half(w, h, at);
    let r = *cursor + half;
    *cursor = r + half + 5.0;
    point(r, at)
}

fn region_contents(out: &mut String, ctx: &Ctx, index: usize, region: &Region) {
    let lang = ctx.lang;
    let (from, to) = region_span(region);
    // A merged region keeps its castles and strengths in its first segment
    // and spreads its paladins over the others.
    let wide = region.segments.len() > 1;
    let (mid, chips_mid) = if wide {
        (from + SEGMENT_DEG / 2.0, (from + SEGMENT_DEG + to) / 2.0)
    } else {
        let mid = (from + to) / 2.0;
        (mid, mid)
    };
    let chips_wide = region.segments.len() > 2;
    // How "sideways" this region lies: on the left and right of the circle
    // the radius is horizontal, so items are stacked in columns there.
    let horizontal = (mid * PI / 180.0).cos().abs();
    let has_castles = region.owner.is_some() && region.castles > 0;
    let castle_w = if region.castles > 1 { 52.0 } else { 22.0 };
    let strengths = ctx
        .strengths
        .get(index)
        .filter(|strengths| strengths.iter().any(|s| *s > 0));
    let (tile_w, tile_h) = (24.0, 16.0);
    let column = horizontal > 0.75;
    let strengths_box = strengths.map(|strengths| {
        let n = strengths.len() as f64;
        if column {
            (tile_w, n * (tile_h + 2.0) - 2.0)
        } else {
            (n * (tile_w + 2.0) - 2.0, tile_h)
        }
    });
    // Paladins: the colours present, in as many columns as the region's
    // width allows along the circle.
    let present: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|c| region.paladins[c.index()] > 0)
        .collect();
    let cell_w = 42.0;
    let cell_h = 23.0;
    let chips_horizontal = (chips_mid * PI / 180.0).cos().abs();
    let max_cols = if chips_wide {
        3
    } else if chips_horizontal > 0.75 {
        1
    } else {
        2
    };
    let cols = max_cols.min(present.len()).max(1);
    let rows = present.len().div_ceil(cols);
    let chips_w = cols as f64 * cell_w;
    let chips_h = rows as f64 * cell_h;
    // Items are laid from the inner edge outwards, each as far out as its
    // box needs: castles, then strengths (and paladins, unless merged); each
    // stack is centred in the ring's depth.
    let extent = |w: f64, h: f64, at: f64| 2.0 * radial_half(w, h, at) + 5.0;
    let start = |depth: f64| R_IN + ((R_OUT - R_IN - depth) / 2.0).max(6.0);
    let mut main_depth = 0.0;
    if has_castles {
        main_depth += extent(castle_w, 20.0, mid);
    }
    if let Some((w, h)) = strengths_box {
        main_depth += extent(w, h, mid);
    }
    let chips_depth = if present.is_empty() {
        0.0
    } else {
        extent(chips_w, chips_h, chips_mid)
    };
    if !wide {
        main_depth += chips_depth;
    }
    let mut cursor = start(main_depth);
    let chips_start = start(chips_depth);
    // Castles: one icon with the count.
    if let (Some(owner), true) = (region.owner, has_castles) {
        let w = castle_w;
        let (cx, cy) = place(&mut cursor, w, 20.0, mid);
        let x = cx - w / 2.0;
        let _ = write!(out, "<g class=\"cm-castles\">");
        castle(out, x, cy - 10.0, 22.0, owner);
        if region.castles > 1 {
            let _ = write!(
                out,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"15\" font-weight=\"bold\" dominant-baseline=\"central\" fill=\"{INK}\">×{}</text>",
                x + 25.0,
                cy + 0.5,
                region.castles
            );
        }
        let _ = write!(
            out,
            "<title>{} × {}</title></g>",
            region.castles,
            side_name(owner, lang)
        );
    }
    // Each side's strength, in small tiles of the side's colour.
    if let (Some(strengths), Some((w, h))) = (strengths, strengths_box) {
        {
            let (sx, sy) = place(&mut cursor, w, h, mid);
            for (i, strength) in strengths.iter().enumerate() {
                let side = Side::try_from(i).unwrap_or(0);
                let (x, y) = if column {
                    (sx - w / 2.0, sy - h / 2.0 + i as f64 * (tile_h + 2.0))
                } else {
                    (sx - w / 2.0 + i as f64 * (tile_w + 2.0), sy - h / 2.0)
                };
                let _ = write!(
                    out,
                    "<g class=\"cm-strength\"><rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{tile_w}\" height=\"{tile_h}\" rx=\"8\" fill=\"{}\" stroke=\"{INK}\" stroke-width=\"1\"/><text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11.5\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{}\">{strength}</text><title>{} {strength}</title></g>",
                    side_fill(side),
                    x + tile_w / 2.0,
                    y + tile_h / 2.0 + 0.5,
                    side_ink(side),
                    side_name(side, lang),
                );
            }
        }
    }
    // Paladins, outermost.
    if present.is_empty() {
        return;
    }
    if wide {
        cursor = chips_start;
    }
    let (w, h) = (chips_w, chips_h);
    let (px, py) = place(&mut cursor, w, h, chips_mid);
    let left = px - w / 2.0;
    let top = py - h / 2.0;
    for (i, colour) in present.iter().enumerate() {
        let x = left + (i % cols) as f64 * cell_w;
        let y = top + (i / cols) as f64 * cell_h;
        cube(out, x + 1.0, y + 2.0, 19.0, *colour, lang);
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"15\" font-weight=\"bold\" dominant-baseline=\"central\" fill=\"{INK}\">{}</text>",
            x + 23.0,
            y + 12.0,
            region.paladins[colour.index()]
        );
    }
}

fn emperor_and_landings(out: &mut String, ctx: &Ctx) {
    let s = ctx.state;
    let Some(emperor) = s.region(s.emperor) else {
        return;
    };
    let (from, to) = region_span(emperor);
    let mid = (from + to) / 2.0;
    let (ex, ey) = point(R_OUT + 48.0, mid);
    let _ = write!(
        out,
        "<g class=\"cm-emperor-mark\"><circle cx=\"{ex:.1}\" cy=\"{ey:.1}\" r=\"19\" fill=\"#fff6d5\" stroke=\"{GOLD}\" stroke-width=\"3\"/>"
    );
    crown(out, ex, ey + 1.0, 24.0);
    let _ = write!(out, "<title>{}</title></g>", ctx.w.emperor);
    if s.phase != Phase::Moving {
        return;
    }
    let Some(turn) = s.turn else {
        return;
    };
    // Where each legal distance lands (two distances may land together when
    // few regions remain), and what the stop would do.
    let mut stops: Vec<(u8, Vec<u8>)> = Vec::new();
    for steps in 1..=turn.disc {
        if let Some(region) = s.region_after(steps) {
            match stops.iter_mut().find(|(id, _)| *id == region.id) {
                Some((_, list)) => list.push(steps),
                None => stops.push((region.id, vec![steps])),
            }
        }
    }
    for (id, steps) in stops {
        let Some(region) = s.region(id) else { continue };
        let (from, to) = region_span(region);
        let mut mid = (from + to) / 2.0;
        if id == s.emperor {
            mid += 9.0;
        }
        let (x, y) = point(R_OUT + 48.0, mid);
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
            StopEffect::Build { side } => match ctx.lang {
                Lang::En => format!("{} builds", side_name(side, ctx.lang)),
                Lang::Fr => format!("{} bâtit", side_name(side, ctx.lang)),
            },
            StopEffect::TakeOver { from, to, .. } => match ctx.lang {
                Lang::En => format!(
                    "{} takes over from {}",
                    side_name(to, ctx.lang),
                    side_name(from, ctx.lang)
                ),
                Lang::Fr => format!(
                    "{} conquiert sur {}",
                    side_name(to, ctx.lang),
                    side_name(from, ctx.lang)
                ),
            },
            StopEffect::Nothing { .. } => {
                en_fr(ctx.lang, "nothing happens", "rien ne se passe").to_owned()
            }
        };
        let target = ctx.touch.target(&super::picks::landing(id));
        if let Some(href) = target {
            let what = match ctx.lang {
                Lang::En => format!("The Emperor to {} {id}", ctx.w.territory),
                Lang::Fr => format!("L'Empereur au {} {id}", ctx.w.territory),
            };
            let _ = write!(
                out,
                "<a class=\"pick-target cm-landing-target\" href=\"{}\" aria-label=\"{}\"><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"24\" fill=\"#ffffff\" fill-opacity=\"0\" stroke=\"#1f5fbf\" stroke-width=\"3\"/>",
                html_escape::encode_double_quoted_attribute(href),
                html_escape::encode_double_quoted_attribute(&what),
            );
        }
        let _ = write!(
            out,
            "<g class=\"cm-landing\"><circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"15\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/><text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"14\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{ink}\">{label}</text>",
            y + 0.5
        );
        if !matches!(effect, StopEffect::Nothing { .. }) {
            // A small castle of the builder beside the badge.
            let (cx, cy) = point(R_OUT + 48.0, mid + 6.5);
            if let StopEffect::Build { side } | StopEffect::TakeOver { to: side, .. } = effect {
                castle(out, cx - 7.0, cy - 6.0, 13.0, side);
            }
        }
        let _ = write!(
            out,
            "<title>{label} → {} {id}: {what}</title></g>",
            ctx.w.territory
        );
        if target.is_some() {
            out.push_str("</a>");
        }
    }
}

fn centre(out: &mut String, ctx: &Ctx) {
    let s = ctx.state;
    let lang = ctx.lang;
    let _ = write!(
        out,
        "<text x=\"{CX}\" y=\"{:.0}\" font-size=\"24\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#7a2e1d\">{} {}</text>",
        CY - 112.0,
        ctx.w.round,
        s.round.max(1)
    );
    let (line1, line2) = ctx.step_lines();
    let _ = write!(
        out,
        "<text class=\"cm-step\" x=\"{CX}\" y=\"{:.0}\" font-size=\"17\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{INK}\">{}</text><text x=\"{CX}\" y=\"{:.0}\" font-size=\"15\" text-anchor=\"middle\" fill=\"{INK}\">{}</text>",
        CY - 80.0,
        text(&line1),
        CY - 58.0,
        text(&line2),
    );
    // The centre's supply of paladins.
    let _ = write!(
        out,
        "<text x=\"{CX}\" y=\"{:.0}\" font-size=\"14\" text-anchor=\"middle\" fill=\"#6d6256\">{}</text>",
        CY - 22.0,
        ctx.w.centre
    );
    let cell = 62.0;
    let left = CX - 2.5 * cell;
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        let x = left + i as f64 * cell + 6.0;
        cube(out, x, CY - 10.0, 22.0, colour, lang);
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"15\" dominant-baseline=\"central\" fill=\"{INK}\">{}</text>",
            x + 26.0,
            CY + 1.5,
            s.centre[colour.index()]
        );
    }
    // The order of play this round, with the discs.
    let order: Vec<(Seat, u8)> = if s.action_order.is_empty() {
        s.played.clone()
    } else {
        s.action_order
            .iter()
            .map(|seat| (*seat, s.disc_of(*seat).unwrap_or(0)))
            .collect()
    };
    if !order.is_empty() && s.phase != Phase::Over {
        let _ = write!(
            out,
            "<text x=\"{CX}\" y=\"{:.0}\" font-size=\"14\" text-anchor=\"middle\" fill=\"#6d6256\">{}</text>",
            CY + 42.0,
            ctx.w.order
        );
        for (i, (seat, disc)) in order.iter().enumerate() {
            let y = CY + 64.0 + i as f64 * 21.0;
            let current = s.turn.is_some_and(|t| t.seat == *seat)
                && matches!(
                    s.phase,
                    Phase::Placing | Phase::Moving | Phase::Replenishing
                );
            let side = ctx.side(*seat);
            let _ = write!(
                out,
                "<circle cx=\"{:.1}\" cy=\"{y:.1}\" r=\"9\" fill=\"{}\" stroke=\"{INK}\" stroke-width=\"1.2\"/><text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{}\">{disc}</text><text x=\"{:.1}\" y=\"{y:.1}\" font-size=\"14\" dominant-baseline=\"central\" font-weight=\"{}\" fill=\"{INK}\">{}{}</text>",
                CX - 80.0,
                side_fill(side),
                CX - 80.0,
                y + 0.5,
                side_ink(side),
                CX - 64.0,
                if current { "bold" } else { "normal" },
                if current { "▶ " } else { "" },
                text(&ctx.short_name(*seat)),
            );
        }
    }
}

fn courts(out: &mut String, ctx: &Ctx) {
    let s = ctx.state;
    let lang = ctx.lang;
    out.push_str("<div class=\"cm-courts\">");
    for seat in Seat::all(s.seats) {
        let side = ctx.side(seat);
        let active = ctx.waiting == Some(seat);
        let _ = write!(
            out,
            "<section class=\"cm-court{}\"><h3><svg width=\"22\" height=\"20\" viewBox=\"0 0 22 20\" aria-hidden=\"true\">",
            if active { " cm-active" } else { "" }
        );
        castle(out, 1.0, 1.0, 20.0, side);
        let _ = write!(
            out,
            "</svg> {} <span class=\"cm-side\">{}</span>",
            text(&ctx.name(seat)),
            side_name(side, lang)
        );
        if s.seats == 4 {
            let partner =
                Seat::all(s.seats).find(|other| *other != seat && ctx.side(*other) == side);
            if let Some(partner) = partner {
                let _ = write!(
                    out,
                    " <span class=\"cm-partner\">({} {})</span>",
                    ctx.w.partner,
                    text(&ctx.name(partner))
                );
            }
        }
        if active {
            let _ = write!(out, " <em class=\"cm-to-move\">— {}</em>", ctx.w.to_move);
        }
        out.push_str("</h3>");
        let target = (ctx.touch.me == Some(seat))
            .then(|| ctx.touch.target(super::picks::MY_COURT))
            .flatten();
        if let Some(href) = target {
            let _ = write!(
                out,
                "<a class=\"pick-target cm-court-target\" href=\"{}\" aria-label=\"{}\">",
                html_escape::encode_double_quoted_attribute(href),
                en_fr(
                    lang,
                    "Your court: place the paladin here",
                    "Votre cour : placer le paladin ici"
                ),
            );
        }
        court_svg(out, ctx, seat, side);
        if target.is_some() {
            out.push_str("</a>");
        }
        out.push_str("</section>");
    }
    out.push_str("</div>");
}

fn court_svg(out: &mut String, ctx: &Ctx, seat: Seat, side: Side) {
    let s = ctx.state;
    let lang = ctx.lang;
    let w = 400.0;
    let h = 150.0;
    let label = match lang {
        Lang::En => format!("{}'s court", ctx.name(seat)),
        Lang::Fr => format!("Cour de {}", ctx.name(seat)),
    };
    let changed = ctx.state.last_move.courts.contains(&seat);
    let _ = write!(
        out,
        "<svg class=\"cm-court-svg{}\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\" font-family=\"Georgia, serif\"><title>{}</title>",
        if changed { " last-move" } else { "" },
        text(&label)
    );
    if changed {
        let _ = write!(
            out,
            "<rect class=\"last-move\" x=\"2\" y=\"2\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"3\" stroke-dasharray=\"10 6\"/>",
            w - 4.0,
            h - 4.0
        );
    }
    let col0 = 86.0;
    let col = 58.0;
    let court = s.courts.get(seat.index()).copied().unwrap_or_default();
    let reserve = s.reserves.get(seat.index()).copied().unwrap_or_default();
    // Row labels.
    for (y, word) in [(24.0, ctx.w.court), (62.0, ctx.w.reserve)] {
        let _ = write!(
            out,
            "<text x=\"4\" y=\"{y}\" font-size=\"14\" dominant-baseline=\"central\" fill=\"#6d6256\">{word}</text>"
        );
    }
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        let x = col0 + i as f64 * col;
        let controlled = s.control[colour.index()] == Some(seat);
        if controlled {
            // The clan marker: a golden frame with a pennant.
            let _ = write!(
                out,
                "<g class=\"cm-marker\"><rect x=\"{:.1}\" y=\"4\" width=\"{:.1}\" height=\"40\" rx=\"6\" fill=\"#fff6d5\" stroke=\"{GOLD}\" stroke-width=\"3\"/><title>{} {}</title></g>",
                x - 4.0,
                col - 6.0,
                ctx.w.controls,
                colour_name(colour, lang),
            );
        }
        cube(out, x, 13.0, 22.0, colour, lang);
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"24.5\" font-size=\"17\" font-weight=\"bold\" dominant-baseline=\"central\" fill=\"{INK}\">{}</text>",
            x + 26.0,
            court[colour.index()]
        );
        cube(out, x + 3.0, 54.0, 16.0, colour, lang);
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"62.5\" font-size=\"15\" dominant-baseline=\"central\" fill=\"{INK}\">{}</text>",
            x + 24.0,
            reserve[colour.index()]
        );
    }
    // Castles still beside the board (the side's, shared by partners).
    let left = s.castles_left.get(usize::from(side)).copied().unwrap_or(0);
    let _ = write!(
        out,
        "<text x=\"4\" y=\"100\" font-size=\"14\" dominant-baseline=\"central\" fill=\"#6d6256\">{}</text>",
        ctx.w.castles_left
    );
    castle(out, 128.0, 91.0, 20.0, side);
    let _ = write!(
        out,
        "<text x=\"153\" y=\"100.5\" font-size=\"17\" font-weight=\"bold\" dominant-baseline=\"central\" fill=\"{INK}\">{left}</text>"
    );
    // Discs: held, played this round, played earlier in the cycle.
    let _ = write!(
        out,
        "<text x=\"4\" y=\"134\" font-size=\"14\" dominant-baseline=\"central\" fill=\"#6d6256\">{}</text>",
        ctx.w.discs
    );
    let hand = s.discs.get(seat.index()).cloned().unwrap_or_default();
    let now = s.disc_of(seat);
    for disc in 1..=5u8 {
        let x = 102.0 + f64::from(disc) * 30.0;
        let held = hand.contains(&disc);
        let played_now = now == Some(disc) && !held;
        let (fill, stroke, dash, ink, what) = if played_now {
            (side_fill(side), GOLD, "", side_ink(side), ctx.w.played)
        } else if held {
            (side_fill(side), INK, "", side_ink(side), ctx.w.disc_held)
        } else {
            ("none", "#9b8f80", "3 2", "#9b8f80", ctx.w.disc_used)
        };
        let _ = write!(
            out,
            "<g class=\"cm-disc\"><circle cx=\"{x:.1}\" cy=\"134\" r=\"12\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{}\" stroke-dasharray=\"{dash}\"/><text x=\"{x:.1}\" y=\"134.5\" font-size=\"13\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"{ink}\">{disc}</text><title>{disc}: {what}</title></g>",
            if played_now { 3.5 } else { 1.5 },
        );
    }
    if let Some(disc) = now {
        let place = s
            .action_order
            .iter()
            .position(|other| *other == seat)
            .map(|i| i + 1);
        let note = match (place, lang) {
            (Some(place), Lang::En) => format!(
                "{} {disc} · {} {}",
                ctx.w.played,
                ctx.w.acts,
                ordinal_en(place)
            ),
            (Some(place), Lang::Fr) => format!(
                "{} {disc} · {} en {place}{}",
                ctx.w.played,
                ctx.w.acts,
                if place == 1 { "er" } else { "e" }
            ),
            (None, _) => format!("{} {disc}", ctx.w.played),
        };
        let _ = write!(
            out,
            "<text x=\"{:.0}\" y=\"134\" font-size=\"13\" dominant-baseline=\"central\" fill=\"{INK}\">{}</text>",
            282.0,
            text(&note)
        );
    }
    out.push_str("</svg>");
}

fn ordinal_en(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn legend(out: &mut String, ctx: &Ctx) {
    let lang = ctx.lang;
    let _ = write!(
        out,
        "<details class=\"cm-legend\" open><summary>{}</summary><ul>",
        ctx.w.legend
    );
    out.push_str(
        "<li><svg width=\"150\" height=\"24\" viewBox=\"0 0 150 24\" aria-hidden=\"true\">",
    );
    for (i, colour) in Colour::ALL.into_iter().enumerate() {
        cube(out, 2.0 + i as f64 * 29.0, 2.0, 20.0, colour, lang);
    }
    out.push_str("</svg> ");
    let names = Colour::ALL
        .into_iter()
        .map(|c| format!("{} {}", colour_letter(c, lang), colour_name(c, lang)))
        .collect::<Vec<_>>()
        .join(", ");
    let _ = write!(out, "{}</li>", text(&names));
    out.push_str("<li><svg width=\"76\" height=\"24\" viewBox=\"0 0 76 24\" aria-hidden=\"true\">");
    for side in 0..ctx.state.sides() {
        castle(out, 2.0 + f64::from(side) * 25.0, 3.0, 20.0, side);
    }
    let sides = (0..ctx.state.sides())
        .map(|side| side_name(side, lang))
        .collect::<Vec<_>>()
        .join(", ");
    let _ = write!(out, "</svg> {} ({sides})</li>", ctx.w.castle);
    out.push_str("<li><svg width=\"30\" height=\"26\" viewBox=\"0 0 30 26\" aria-hidden=\"true\">");
    crown(out, 15.0, 14.0, 22.0);
    let _ = write!(out, "</svg> {}</li>", ctx.w.emperor);
    let _ = write!(
        out,
        "<li><svg width=\"30\" height=\"26\" viewBox=\"0 0 30 26\" aria-hidden=\"true\"><rect x=\"2\" y=\"3\" width=\"26\" height=\"20\" rx=\"5\" fill=\"#fff6d5\" stroke=\"{GOLD}\" stroke-width=\"3\"/></svg> {}</li>",
        ctx.w.clan_marker
    );
    let _ = write!(
        out,
        "<li><svg width=\"50\" height=\"20\" viewBox=\"0 0 50 20\" aria-hidden=\"true\"><rect x=\"1\" y=\"2\" width=\"22\" height=\"15\" rx=\"7\" fill=\"{}\" stroke=\"{INK}\"/><rect x=\"26\" y=\"2\" width=\"22\" height=\"15\" rx=\"7\" fill=\"{}\" stroke=\"{INK}\"/></svg> {}</li>",
        side_fill(0),
        side_fill(1),
        ctx.w.strength
    );
    let _ = write!(
        out,
        "<li><svg width=\"30\" height=\"30\" viewBox=\"0 0 30 30\" aria-hidden=\"true\"><circle cx=\"15\" cy=\"15\" r=\"12\" fill=\"#f8f1e2\" stroke=\"{INK}\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/><text x=\"15\" y=\"15.5\" font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\">2</text></svg> {}</li>",
        ctx.w.landing
    );
    let _ = write!(
        out,
        "<li><svg width=\"30\" height=\"16\" viewBox=\"0 0 30 16\" aria-hidden=\"true\"><ellipse cx=\"10\" cy=\"8\" rx=\"7\" ry=\"4.5\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"2\"/><ellipse cx=\"20\" cy=\"8\" rx=\"7\" ry=\"4.5\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"2\"/></svg> {}</li>",
        ctx.w.merged
    );
    let last = &ctx.state.last_move;
    if last.seat.is_some() || !last.regions.is_empty() || !last.courts.is_empty() {
        // Set-up throws are nobody's decision: then the mark has no name.
        let who = last
            .seat
            .map(|seat| format!("{} — ", text(&ctx.name(seat))))
            .unwrap_or_default();
        let _ = write!(
            out,
            "<li class=\"cm-last-move\"><svg width=\"30\" height=\"20\" viewBox=\"0 0 30 20\" aria-hidden=\"true\"><rect x=\"2\" y=\"2\" width=\"26\" height=\"16\" rx=\"4\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"3\" stroke-dasharray=\"6 4\"/></svg> {who}{}</li>",
            ctx.w.last_move
        );
    }
    out.push_str("</ul></details>");
}
