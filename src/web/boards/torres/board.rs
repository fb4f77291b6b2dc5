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
//! This module works out only what the templates draw *where*: positions,
//! shades, titles and the sentences; every tag is in the templates.

use crate::support::i18n::say;
use crate::support::i18n::Lang;
use crate::support::i18n::{t, t_args};
use crate::web::boards::Picking;
use askama::Template;
use scriptorium_games::torres::{
    card_message, last_move_message, meister_message, square_name, Phase, View,
};
use scriptorium_games::Seat;

/// Knights per player (every edition): those not on the board are in reserve.
const KNIGHTS_PER_PLAYER: usize = 6;
/// Spaces of the score track.
const TRACK_SPACES: u32 = 100;

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
const OUTLINE: &str = "#2a1d12";
const KING_OUTLINE: &str = "#c9961a";

/// Geometry: track spaces of `SPACE`, 25 per side around the board, the board
/// squares of `CELL` inside, `ORIGIN` its top-left corner.
const SPACE: i32 = 22;
const CELL: i32 = 56;
const ORIGIN: i32 = 62;
const OUTER: i32 = SPACE * 26;

fn colour(seat: usize) -> (&'static str, &'static str) {
    let (fill, ink, _) = COLOURS[seat % COLOURS.len()];
    (fill, ink)
}

fn colour_name(seat: usize, lang: Lang) -> &'static str {
    let (_, _, id) = COLOURS[seat % COLOURS.len()];
    t(lang, id)
}

fn shade(level: u8) -> (&'static str, &'static str) {
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
fn track_corner(space: u32) -> (i32, i32) {
    let side = (space / 25) % 4;
    let step = (space % 25) as i32;
    match side {
        0 => (step * SPACE, 0),
        1 => (25 * SPACE, step * SPACE),
        2 => ((25 - step) * SPACE, 25 * SPACE),
        _ => (0, (25 - step) * SPACE),
    }
}

/// A fact of the status line: `before <strong>value</strong> after`.
pub struct Fact {
    before: &'static str,
    value: String,
    after: &'static str,
}

/// The big action-point badge of the player on turn.
pub struct TurnBadge {
    points: u8,
    label: &'static str,
    fill: &'static str,
    ink: &'static str,
}

pub struct TrackSpace {
    x: i32,
    y: i32,
    fill: &'static str,
    /// Every fifth space is numbered.
    number: Option<u32>,
}

pub struct ScoreMarker {
    cx: i32,
    cy: i32,
    r: i32,
    fill: &'static str,
    title: String,
}

pub struct Square {
    x: i32,
    y: i32,
    title: String,
    level: u8,
    fill: &'static str,
    ink: &'static str,
    /// A piece stands on it: the level moves to the corner.
    occupied: bool,
    /// A block was lifted from it this turn.
    lifted: bool,
}

pub struct CastleOutline {
    path: String,
    stroke: &'static str,
}

pub struct AreaBadge {
    x: i32,
    y: i32,
    area: usize,
    height: u8,
}

/// A knight: a disc in its player's colour with the level it stands on.
pub struct Token {
    cx: i32,
    cy: i32,
    r: i32,
    fill: &'static str,
    ink: &'static str,
    level: u8,
}

impl Token {
    fn new(cx: i32, cy: i32, seat: usize, level: u8, r: i32) -> Token {
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

    fn outer(&self) -> i32 {
        self.r + 2
    }

    fn text_y(&self) -> i32 {
        self.cy + self.r * 5 / 11
    }

    /// As big as the disc holds: 19 units read as 11 px on a phone.
    fn font_size(&self) -> i32 {
        self.r + 1
    }
}

/// The King: a crown's outline and its jewel.
pub struct Crown {
    path: String,
    jewel_x: String,
    jewel_y: String,
    jewel_r: String,
}

impl Crown {
    fn new(cx: i32, cy: i32, scale: f32) -> Crown {
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
    shaft: String,
    head: String,
}

impl Arrow {
    /// Distance kept clear around each square's centre.
    const CLEAR: f32 = 18.0;
    const HEAD_LENGTH: f32 = 12.0;
    const HEAD_HALF_WIDTH: f32 = 7.0;

    fn between(from: u8, to: u8) -> Option<Arrow> {
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

/// A square the viewer may touch next (a link), or the one already chosen.
pub struct Touch {
    x: i32,
    y: i32,
    name: String,
    chosen: bool,
    href: Option<String>,
}

/// A small drawing of a player's stacks: one column of blocks per stack.
pub struct Stacks {
    width: i32,
    height: i32,
    label: String,
    total: u32,
    columns: Vec<StackColumn>,
}

pub struct StackColumn {
    x: i32,
    number: usize,
    active: bool,
    /// The top of each block, bottom one first.
    blocks: Vec<i32>,
}

pub struct PlayerRow {
    seat: usize,
    fill: &'static str,
    on_turn: bool,
    name: String,
    you: bool,
    colour: &'static str,
    score: u32,
    placed: usize,
    reserve: usize,
    stacks: Option<Stacks>,
    carried: u8,
    cards: String,
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

/// The viewer's cards: in hand, bought this turn, being looked at.
pub struct Hand {
    hand: Vec<String>,
    fresh: Vec<String>,
    drawn: Vec<String>,
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

/// Works out what the templates draw from one view.
struct Drawing<'a> {
    view: &'a View,
    names: &'a [String],
    lang: Lang,
    seats: usize,
    me: Option<usize>,
}

impl Drawing<'_> {
    fn t(&self, id: &str) -> &'static str {
        t(self.lang, id)
    }

    fn name(&self, seat: usize) -> String {
        match self.names.get(seat) {
            Some(name) => name.clone(),
            None => format!("{} {}", self.t("torres-board-player"), seat + 1),
        }
    }

    fn is_me(&self, seat: usize) -> bool {
        self.me == Some(seat)
    }

    fn height(&self, square: u8) -> u8 {
        self.view
            .heights
            .get(usize::from(square))
            .copied()
            .unwrap_or(0)
    }

    fn knight_on(&self, square: u8) -> Option<usize> {
        self.view
            .knights
            .iter()
            .position(|list| list.contains(&square))
    }

    fn castle_of(&self, square: u8) -> Option<usize> {
        self.view
            .castles
            .iter()
            .position(|castle| castle.squares.contains(&square))
    }

    fn facts(&self) -> Vec<Fact> {
        let view = self.view;
        let mut facts = Vec::new();
        if view.year > 0 {
            facts.push(Fact {
                before: self.t("torres-board-year"),
                value: view.year.to_string(),
                after: self.t("torres-board-of-3"),
            });
        }
        if view.round > 0 && view.phase != Phase::Over {
            facts.push(Fact {
                before: self.t("torres-board-round"),
                value: view.round.to_string(),
                after: "",
            });
        }
        facts.push(Fact {
            before: self.t("torres-board-supply"),
            value: view.supply.to_string(),
            after: self.t("torres-board-blocks"),
        });
        if view.deck_sizes.len() == 1 && self.seats > 1 {
            facts.push(Fact {
                before: self.t("torres-board-shared-deck"),
                value: view.deck_sizes[0].to_string(),
                after: self.t("torres-board-cards"),
            });
        }
        if let Some(card) = view.meister {
            facts.push(Fact {
                before: self.t("torres-board-meister-card"),
                value: say(self.lang, &meister_message(card), &[]),
                after: "",
            });
        }
        facts
    }

    fn turn_badge(&self) -> Option<TurnBadge> {
        let turn = match (&self.view.phase, &self.view.turn) {
            (Phase::Playing, Some(turn)) => turn,
            _ => return None,
        };
        let (fill, ink) = colour(turn.seat.index());
        Some(TurnBadge {
            points: turn.action_points,
            label: if turn.action_points == 1 {
                self.t("torres-board-action-point-left")
            } else {
                self.t("torres-board-action-points-left")
            },
            fill,
            ink,
        })
    }

    /// A sentence about `seat`: `other` names them (`$who`), `mine` speaks
    /// to the viewer when it is their decision; `$n` is a number.
    fn sentence(&self, seat: Seat, other: &'static str, mine: &'static str, n: &str) -> String {
        let id = if self.is_me(seat.index()) {
            mine
        } else {
            other
        };
        crate::support::i18n::t_args(
            self.lang,
            id,
            &[
                ("who", self.name(seat.index()).into()),
                ("n", n.to_owned().into()),
            ],
        )
    }

    /// Who does what now, in words.
    fn line(&self) -> String {
        let view = self.view;
        let lang = self.lang;
        match &view.phase {
            Phase::NotStarted => self.t("torres-board-the-game-is-being-set-up").to_owned(),
            Phase::FoundingCastle { seat } => self.sentence(
                *seat,
                "torres-board-set-up-who-founds-castle-n",
                "torres-board-set-up-you-found-castle-n",
                &(view.castles.len() + 1).to_string(),
            ),
            Phase::PlacingFirstKnight { seat } => self.sentence(
                *seat,
                "torres-board-set-up-who-places-a-first",
                "torres-board-set-up-place-your-first-knight",
                "",
            ),
            Phase::PlacingKing { seat } => self.sentence(
                *seat,
                "torres-board-set-up-who-places-the-king",
                "torres-board-set-up-place-the-king-on",
                "",
            ),
            Phase::Playing => match &view.turn {
                Some(turn) => {
                    let who = self.name(turn.seat.index());
                    let mut text = if self.is_me(turn.seat.index()) {
                        t(lang, "torres-board-your-turn").to_owned()
                    } else {
                        t_args(lang, "torres-board-turn-of", &[("who", who.into())])
                    };
                    let mut add = |more: String| {
                        text.push(' ');
                        text.push_str(&more);
                    };
                    if turn.card_played {
                        add(self
                            .t("torres-board-a-card-was-played-this-turn")
                            .to_owned());
                    }
                    if turn.cards_bought > 0 {
                        add(format!(
                            "{} {}.",
                            self.t("torres-board-cards-bought-this-turn"),
                            turn.cards_bought
                        ));
                    }
                    if let Some(stack) = turn.active_stack {
                        add(format!(
                            "{} {}.",
                            self.t("torres-board-blocks-come-from-stack"),
                            stack + 1
                        ));
                    }
                    if let Some(square) = turn.lifted_from {
                        add(format!(
                            "{} {}{}.",
                            self.t("torres-board-a-block-lifted-from"),
                            square_name(square),
                            self.t("torres-board-waits-to-be-put-down")
                        ));
                    }
                    if turn.looking_at > 0 && !self.is_me(turn.seat.index()) {
                        add(format!(
                            "{} {} {}.",
                            self.t("torres-board-looking-at"),
                            turn.looking_at,
                            self.t("torres-board-cards")
                        ));
                    }
                    text
                }
                None => String::new(),
            },
            Phase::Spreading { seat, left } => self.sentence(
                *seat,
                "torres-board-who-spreads-n-unused-block-s",
                "torres-board-spread-your-n-unused-block-s",
                &left.to_string(),
            ),
            Phase::MovingKing { seat } => self.sentence(
                *seat,
                "torres-board-after-the-scoring-who-furthest-behind",
                "torres-board-after-the-scoring-you-furthest-behind",
                "",
            ),
            Phase::ChoosingStarter { seat } => self.sentence(
                *seat,
                "torres-board-who-chooses-who-starts-year-n",
                "torres-board-choose-who-starts-year-n",
                &(view.year + 1).to_string(),
            ),
            Phase::Over => {
                let best = view.scores.iter().copied().max().unwrap_or(0);
                let winners: Vec<String> = (0..self.seats)
                    .filter(|&seat| view.scores.get(seat) == Some(&best))
                    .map(|seat| self.name(seat))
                    .collect();
                t_args(
                    lang,
                    "torres-board-game-over",
                    &[
                        ("winners", winners.join(", ").into()),
                        ("points", best.into()),
                    ],
                )
            }
        }
    }

    fn order(&self) -> Option<String> {
        let view = self.view;
        (self.seats > 1 && !view.order.is_empty() && view.phase != Phase::Over).then(|| {
            view.order
                .iter()
                .map(|seat| self.name(seat.index()))
                .collect::<Vec<_>>()
                .join(" → ")
        })
    }

    fn track(&self) -> Vec<TrackSpace> {
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
    fn markers(&self) -> Vec<ScoreMarker> {
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

    fn squares(&self) -> Vec<Square> {
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
    fn outlines(&self) -> Vec<CastleOutline> {
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
    fn badges(&self) -> Vec<AreaBadge> {
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

    fn knights(&self) -> Vec<Token> {
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

    fn hand(&self, me: usize) -> Hand {
        let names = |cards: Option<&Vec<_>>| -> Vec<String> {
            cards
                .map(|cards| {
                    cards
                        .iter()
                        .map(|card| say(self.lang, &card_message(*card), &[]))
                        .collect()
                })
                .unwrap_or_default()
        };
        Hand {
            hand: names(self.view.hands.get(me).and_then(Option::as_ref)),
            fresh: names(self.view.fresh.get(me).and_then(Option::as_ref)),
            drawn: names(self.view.my_drawn.as_ref()),
        }
    }

    fn players(&self) -> Vec<PlayerRow> {
        let view = self.view;
        let on_turn = view.turn.as_ref().map(|turn| turn.seat.index());
        let personal_decks = view.deck_sizes.len() == self.seats && self.seats > 1;
        (0..self.seats)
            .map(|seat| {
                let placed = view.knights.get(seat).map_or(0, Vec::len);
                let active = view
                    .turn
                    .as_ref()
                    .filter(|turn| turn.seat.index() == seat)
                    .and_then(|turn| turn.active_stack);
                let stacks = view.stacks.get(seat).map(Vec::as_slice).unwrap_or(&[]);
                let hand = view.hand_sizes.get(seat).copied().unwrap_or(0);
                let fresh = view.fresh_sizes.get(seat).copied().unwrap_or(0);
                let mut cards = format!("{hand} {}", self.t("torres-board-in-hand"));
                if fresh > 0 {
                    cards.push_str(&format!(" + {fresh} {}", self.t("torres-board-new")));
                }
                if personal_decks {
                    cards.push_str(&format!(
                        " · {} {}",
                        self.t("torres-board-deck"),
                        view.deck_sizes.get(seat).copied().unwrap_or(0)
                    ));
                }
                PlayerRow {
                    seat,
                    fill: colour(seat).0,
                    on_turn: on_turn == Some(seat),
                    name: self.name(seat),
                    you: self.is_me(seat),
                    colour: colour_name(seat, self.lang),
                    score: view.scores.get(seat).copied().unwrap_or(0),
                    placed,
                    reserve: KNIGHTS_PER_PLAYER.saturating_sub(placed),
                    stacks: stacks_of(stacks, active, self.lang),
                    carried: view.carried.get(seat).copied().unwrap_or(0),
                    cards,
                }
            })
            .collect()
    }
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

fn stacks_of(stacks: &[u8], active: Option<u8>, lang: Lang) -> Option<Stacks> {
    if stacks.is_empty() {
        return None;
    }
    let (block, gap) = (10, 8);
    let tallest = i32::from(stacks.iter().copied().max().unwrap_or(0).max(3));
    let counts = stacks
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    Some(Stacks {
        width: stacks.len() as i32 * (block + gap),
        // Room under the blocks for the stack numbers, at 11 px.
        height: tallest * block + 16,
        label: t_args(
            lang,
            "torres-board-stacks",
            &[("count", stacks.len().into()), ("heights", counts.into())],
        ),
        total: stacks.iter().map(|&h| u32::from(h)).sum(),
        columns: stacks
            .iter()
            .enumerate()
            .map(|(index, &count)| StackColumn {
                x: index as i32 * (block + gap) + gap / 2,
                number: index + 1,
                active: active == Some(index as u8),
                blocks: (0..i32::from(count))
                    .map(|level| tallest * block + 2 - (level + 1) * block)
                    .collect(),
            })
            .collect(),
    })
}
