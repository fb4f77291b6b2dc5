//! The Carolus Magnus board, drawn by the askama templates in
//! `templates/boards/carolus_magnus/` from the engine's own `View`: the
//! circle of territories (merged ones drawn as one region), their paladins,
//! castles and the Emperor, the centre in the middle; every court below, with
//! its clan markers, reserve, castles and discs; and a legend. Nothing in this
//! game is hidden, so every viewer gets the same drawing.
//!
//! This module puts the board together (the step line, the centre's supply,
//! the legend) from its parts, one module each as one template each: the
//! circle (`circle`, its labels laid out by `packing`), the courts
//! (`courts`), the pieces they are drawn with (`shapes`), and what a drawing
//! knows and says (`context`). They work out only where things go and what
//! they say (positions, SVG path data, colours, titles); every tag is in the
//! templates.

use super::circle::{
    landings, region_contents, region_shape, territory_targets, Contents, EmperorMark, Landing,
    RegionShape, TerritoryTarget, EMPEROR_R,
};
use super::context::Ctx;
use super::courts::{court, order, Court, OrderLine};
use super::labels::{colour_letter, colour_name, side_name, words, Words};
use super::layout::{point, CX, CY, R_IN, R_OUT, SIZE};
use super::packing::LEGIBLE;
use super::shapes::{castle, crown, cube, region_span, side_fill, Castle, Counted, Cube, N};
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use crate::web::boards::Picking;
use askama::Template;
use scriptorium_games::carolus_magnus::{Colour, View};
use scriptorium_games::Seat;

/// A cube of the centre's supply with its two-digit count, and the room
/// from one to the next.
const SUPPLY_CHIP: f64 = 68.0;
const SUPPLY_STEP: f64 = 80.0;

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
