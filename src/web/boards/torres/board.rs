//! The Torres board for one viewer, drawn by the askama templates in
//! `templates/boards/torres/` from the engine's own `View` (redacted by
//! `Torres::view`): a status line (year, round, whose turn, action points
//! left), the 8×8 board in SVG inside the 100-space score track, the viewer's
//! own cards, the players with their stacks and hand sizes, and a legend.
//!
//! The board is drawn from above with row 8 at the top: blocks are shaded by
//! height (darker = higher) and carry their level, each castle has a thick
//! outline and a badge with its area (the highest level it may reach), knights
//! are tokens in their player's colour showing their level, the King a crown.
//! This module puts the board together (the touch targets, the legend) from
//! its parts, one module each as the templates are split: the status line
//! (`status`), the board in SVG (`svg`), the players and the viewer's hand
//! (`players`), the pieces they are drawn with (`pieces`), and what a
//! drawing knows (`drawing`). They work out only what the templates draw
//! *where*: positions, shades, titles and the sentences; every tag is in the
//! templates.

use super::drawing::Drawing;
use super::pieces::{colour, corner, shade, Arrow, Crown, Token, CELL, ORIGIN, OUTER, SPACE};
use super::players::{Hand, PlayerRow};
use super::status::{Fact, TurnBadge};
use super::svg::{AreaBadge, CastleOutline, ScoreMarker, Square, TrackSpace};
use crate::support::i18n::say;
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use crate::web::boards::Picking;
use askama::Template;
use scriptorium_games::torres::{last_move_message, square_name, View};

/// A square the viewer may touch next (a link), or the one already chosen.
pub struct Touch {
    x: i32,
    y: i32,
    name: String,
    chosen: bool,
    href: Option<String>,
}

pub struct LevelSwatch {
    x: i32,
    fill: &'static str,
    ink: &'static str,
    level: u8,
}

#[derive(Template)]
#[template(path = "boards/torres/board.html")]
struct Board {
    lang: Lang,
    facts: Vec<Fact>,
    turn_badge: Option<TurnBadge>,
    line: String,
    order: Option<String>,
    track: Vec<TrackSpace>,
    markers: Vec<ScoreMarker>,
    squares: Vec<Square>,
    outlines: Vec<CastleOutline>,
    badges: Vec<AreaBadge>,
    knights: Vec<Token>,
    king: Option<Crown>,
    /// The top-left corners of the squares the latest change touched.
    last_move: Vec<(i32, i32)>,
    last_move_arrow: Option<Arrow>,
    last_move_words: Option<String>,
    touches: Vec<Touch>,
    /// The viewer's own cards, on their own page.
    hand: Option<Hand>,
    players: Vec<PlayerRow>,
    swatches: Vec<LevelSwatch>,
    legend_tokens: Vec<Token>,
    legend_crown: Crown,
    legend_fill: &'static str,
    lifted: bool,
}

impl Board {
    fn t(&self, id: &str) -> &'static str {
        t(self.lang, id)
    }

    fn size(&self) -> i32 {
        OUTER + 8
    }

    fn frame_at(&self) -> i32 {
        SPACE + 2
    }

    fn frame_size(&self) -> i32 {
        OUTER - 2 * SPACE - 4
    }

    fn coordinates(&self) -> Vec<(char, i32, i32, i32)> {
        (0..8)
            .map(|i| {
                (
                    char::from(b'A' + i as u8),
                    ORIGIN + i * CELL + CELL / 2,
                    8 - i,
                    ORIGIN + i * CELL + CELL / 2 + 5,
                )
            })
            .collect()
    }

    /// Where the coordinates go: columns above and below, rows left and
    /// right of the squares.
    fn above(&self) -> i32 {
        ORIGIN - 8
    }

    fn below(&self) -> i32 {
        ORIGIN + 8 * CELL + 20
    }

    fn left(&self) -> i32 {
        ORIGIN - 18
    }

    fn right(&self) -> i32 {
        ORIGIN + 8 * CELL + 18
    }

    fn legend_width(&self) -> i32 {
        self.legend_tokens.len() as i32 * 28
    }
}

#[cfg(test)]
pub fn board(view: &View, names: &[String], lang: Lang) -> String {
    board_touched(view, names, lang, None)
}

/// The board, with the squares the viewer may touch next linked and marked.
pub fn board_touched(
    view: &View,
    names: &[String],
    lang: Lang,
    picking: Option<&Picking>,
) -> String {
    let seats = view
        .scores
        .len()
        .max(view.knights.len())
        .max(view.stacks.len());
    let shown: Vec<usize> = view
        .hands
        .iter()
        .enumerate()
        .filter(|(_, hand)| hand.is_some())
        .map(|(seat, _)| seat)
        .collect();
    let me = match shown.as_slice() {
        [one] => Some(*one),
        _ => None,
    };
    let draw = Drawing {
        view,
        names,
        lang,
        seats,
        me,
    };
    let board = Board {
        lang,
        facts: draw.facts(),
        turn_badge: draw.turn_badge(),
        line: draw.line(),
        order: draw.order(),
        track: draw.track(),
        markers: draw.markers(),
        squares: draw.squares(),
        outlines: draw.outlines(),
        badges: draw.badges(),
        knights: draw.knights(),
        king: view.king.map(|king| {
            let (x, y) = corner(king);
            Crown::new(x + CELL / 2, y + CELL / 2 + 4, 1.15)
        }),
        last_move: view.last_move.squares.iter().map(|s| corner(*s)).collect(),
        last_move_arrow: view
            .last_move
            .path()
            .and_then(|(from, to)| Arrow::between(from, to)),
        last_move_words: last_move_message(&view.last_move).map(|words| say(lang, &words, names)),
        touches: picking.map(touches).unwrap_or_default(),
        hand: me.map(|me| draw.hand(me)),
        players: draw.players(),
        swatches: (1..=6u8)
            .map(|level| {
                let (fill, ink) = shade(level);
                LevelSwatch {
                    x: (i32::from(level) - 1) * 24,
                    fill,
                    ink,
                    level,
                }
            })
            .collect(),
        legend_tokens: (0..seats.max(1))
            .map(|seat| Token::new(13 + seat as i32 * 28, 13, seat, 2, 10))
            .collect(),
        legend_crown: Crown::new(17, 14, 0.85),
        legend_fill: colour(0).0,
        lifted: view
            .turn
            .as_ref()
            .is_some_and(|turn| turn.lifted_from.is_some()),
    };
    board.render().unwrap_or_default()
}

/// The squares the viewer may touch next and the one already chosen.
fn touches(picking: &Picking) -> Vec<Touch> {
    (0..64u8)
        .filter_map(|square| {
            let token = crate::games::picks::torres::square(square);
            let chosen = picking.is_chosen(&token);
            let href = picking.target(&token).map(str::to_owned);
            (chosen || href.is_some()).then(|| {
                let (x, y) = corner(square);
                Touch {
                    x,
                    y,
                    name: square_name(square),
                    chosen,
                    href,
                }
            })
        })
        .collect()
}
