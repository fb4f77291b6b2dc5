//! The Torres board for one viewer, drawn from the engine's (redacted) View as
//! JSON: a status line (year, round, whose turn, action points left), the 8×8
//! board in SVG inside the 100-space score track, the players with their
//! stacks and hand sizes, the viewer's own cards, and a legend.
//!
//! The board is drawn from above with row 8 at the top: blocks are shaded by
//! height (darker = higher) and carry their level, each castle has a thick
//! outline and a badge with its area (the highest level it may reach), knights
//! are tokens in their player's colour showing their level, the King a crown.

use html_escape::encode_text;
use scriptorium_games::torres::{card_name, meister_name, square_name, Card, Phase, View};
use scriptorium_games::{Lang, Seat};
use std::fmt::Write;

/// Knights per player (every edition): those not on the board are in reserve.
const KNIGHTS_PER_PLAYER: usize = 6;
/// Spaces of the score track.
const TRACK_SPACES: u32 = 100;

/// Each seat's colour: fill, ink on it, and its name for those who do not
/// tell the colours apart.
const COLOURS: [(&str, &str, &str, &str); 4] = [
    ("#c8372d", "#ffffff", "red", "rouge"),
    ("#2f6db5", "#ffffff", "blue", "bleu"),
    ("#e8b923", "#2b2118", "yellow", "jaune"),
    ("#3b8f4e", "#ffffff", "green", "vert"),
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
const BARE: &str = "#eef0dc";
const OUTLINE: &str = "#2a1d12";
const KING_OUTLINE: &str = "#c9961a";

/// Geometry: track spaces of `SPACE`, 25 per side around the board, the board
/// squares of `CELL` inside, `ORIGIN` its top-left corner.
const SPACE: i32 = 22;
const CELL: i32 = 56;
const ORIGIN: i32 = 62;
const OUTER: i32 = SPACE * 26;

fn tr(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

fn colour(seat: usize) -> (&'static str, &'static str) {
    let (fill, ink, _, _) = COLOURS[seat % COLOURS.len()];
    (fill, ink)
}

fn colour_name(seat: usize, lang: Lang) -> &'static str {
    let (_, _, en, fr) = COLOURS[seat % COLOURS.len()];
    tr(lang, en, fr)
}

fn shade(level: u8) -> (&'static str, &'static str) {
    let index = usize::from(level.max(1) - 1).min(SHADES.len() - 1);
    SHADES[index]
}

/// What the board shows of one view.
struct Board<'a> {
    view: &'a View,
    names: &'a [String],
    lang: Lang,
    seats: usize,
    /// The one seat whose hand this view shows (a player's own page).
    me: Option<usize>,
    /// What the viewer may touch next.
    picking: Option<&'a crate::games::Picking>,
}

impl Board<'_> {
    fn name(&self, seat: usize) -> String {
        match self.names.get(seat) {
            Some(name) => encode_text(name).into_owned(),
            None => format!("{} {}", tr(self.lang, "Player", "Joueur"), seat + 1),
        }
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

    fn is_me(&self, seat: usize) -> bool {
        self.me == Some(seat)
    }
}

/// Top-left corner of a board square on the drawing (row 8 at the top).
fn corner(square: u8) -> (i32, i32) {
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

#[cfg(test)]
pub fn board(view: &View, names: &[String], lang: Lang) -> String {
    board_touched(view, names, lang, None)
}

/// The board, with the squares the viewer may touch next linked and marked.
pub fn board_touched(
    view: &View,
    names: &[String],
    lang: Lang,
    picking: Option<&crate::games::Picking>,
) -> String {
    let parsed = view;
    let seats = parsed
        .scores
        .len()
        .max(parsed.knights.len())
        .max(parsed.stacks.len());
    let shown: Vec<usize> = parsed
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
    let board = Board {
        view: parsed,
        names,
        lang,
        seats,
        me,
        picking,
    };
    let mut html = String::from("<div class=\"torres\">");
    status(&board, &mut html);
    html.push_str("<div class=\"torres-main\">");
    svg(&board, &mut html);
    html.push_str("</div>");
    if let Some(me) = board.me {
        own_cards(&board, me, &mut html);
    }
    players(&board, &mut html);
    legend(&board, &mut html);
    html.push_str("</div>");
    html
}

fn status(board: &Board, html: &mut String) {
    let lang = board.lang;
    let view = &board.view;
    html.push_str("<div class=\"torres-status\">");
    let mut facts = Vec::new();
    if view.year > 0 {
        facts.push(match lang {
            Lang::En => format!("Year <strong>{}</strong> of 3", view.year),
            Lang::Fr => format!("Année <strong>{}</strong> sur 3", view.year),
        });
    }
    if view.round > 0 && view.phase != Phase::Over {
        facts.push(format!(
            "{} <strong>{}</strong>",
            tr(lang, "Round", "Tour de table"),
            view.round
        ));
    }
    facts.push(format!(
        "{} <strong>{}</strong> {}",
        tr(lang, "Supply:", "Réserve :"),
        view.supply,
        tr(lang, "blocks", "blocs")
    ));
    if view.deck_sizes.len() == 1 && board.seats > 1 {
        facts.push(format!(
            "{} <strong>{}</strong> {}",
            tr(lang, "Shared deck:", "Pioche commune :"),
            view.deck_sizes[0],
            tr(lang, "cards", "cartes")
        ));
    }
    if let Some(card) = view.meister {
        facts.push(format!(
            "{} <strong>{}</strong>",
            tr(lang, "Meister card:", "Carte Maître :"),
            encode_text(meister_name(card).get(lang))
        ));
    }
    let _ = write!(html, "<p class=\"torres-facts\">{}</p>", facts.join(" · "));

    let who = |seat: Seat| board.name(seat.index());
    let about = |seat: Seat, other: [&'static str; 2], mine: [&'static str; 2], n: &str| {
        sentence(board, seat, other, mine, n)
    };
    let castle_number = (view.castles.len() + 1).to_string();
    let left_text = match &view.phase {
        Phase::Spreading { left, .. } => left.to_string(),
        _ => String::new(),
    };
    let next_year = (view.year + 1).to_string();
    let line = match &view.phase {
        Phase::NotStarted => {
            tr(lang, "The game is being set up.", "La partie se prépare.").to_owned()
        }
        Phase::FoundingCastle { seat } => about(
            *seat,
            [
                "Set-up: {who} founds castle {n} of 8.",
                "Mise en place : {who} fonde le château {n} sur 8.",
            ],
            [
                "Set-up: you found castle {n} of 8.",
                "Mise en place : vous fondez le château {n} sur 8.",
            ],
            &castle_number,
        ),
        Phase::PlacingFirstKnight { seat } => about(
            *seat,
            [
                "Set-up: {who} places a first knight on a castle nobody holds yet.",
                "Mise en place : {who} place un premier chevalier sur un château encore libre.",
            ],
            [
                "Set-up: place your first knight on a castle nobody holds yet.",
                "Mise en place : placez votre premier chevalier sur un château encore libre.",
            ],
            "",
        ),
        Phase::PlacingKing { seat } => about(
            *seat,
            [
                "Set-up: {who} places the King on a free castle.",
                "Mise en place : {who} place le roi sur un château libre.",
            ],
            [
                "Set-up: place the King on a free castle.",
                "Mise en place : placez le roi sur un château libre.",
            ],
            "",
        ),
        Phase::Playing => match &view.turn {
            Some(turn) => {
                let mut text = match (board.is_me(turn.seat.index()), lang) {
                    (true, Lang::En) => "Your turn.".to_owned(),
                    (true, Lang::Fr) => "À vous de jouer.".to_owned(),
                    (false, Lang::En) => format!("{}’s turn.", who(turn.seat)),
                    (false, Lang::Fr) => format!("Au tour de {}.", who(turn.seat)),
                };
                if turn.card_played {
                    text.push(' ');
                    text.push_str(tr(
                        lang,
                        "A card was played this turn.",
                        "Une carte a été jouée ce tour-ci.",
                    ));
                }
                if turn.cards_bought > 0 {
                    let _ = write!(
                        text,
                        " {} {}.",
                        tr(
                            lang,
                            "Cards bought this turn:",
                            "Cartes achetées ce tour-ci :"
                        ),
                        turn.cards_bought
                    );
                }
                if let Some(stack) = turn.active_stack {
                    let _ = write!(
                        text,
                        " {} {}.",
                        tr(
                            lang,
                            "Blocks come from stack",
                            "Les blocs viennent de la pile"
                        ),
                        stack + 1
                    );
                }
                if let Some(square) = turn.lifted_from {
                    let _ = write!(
                        text,
                        " {} {}.",
                        tr(lang, "A block lifted from", "Un bloc soulevé de"),
                        square_name(square)
                    );
                    text.push_str(tr(lang, " waits to be put down", " attend d'être posé"));
                    text.push('.');
                }
                if turn.looking_at > 0 && !board.is_me(turn.seat.index()) {
                    let _ = write!(
                        text,
                        " {} {} {}.",
                        tr(lang, "Looking at", "Regarde"),
                        turn.looking_at,
                        tr(lang, "cards", "cartes")
                    );
                }
                text
            }
            None => String::new(),
        },
        Phase::Spreading { seat, .. } => about(
            *seat,
            [
                "{who} spreads {n} unused block(s) on the remaining stacks.",
                "{who} répartit {n} bloc(s) inutilisé(s) sur les piles restantes.",
            ],
            [
                "Spread your {n} unused block(s) on your remaining stacks.",
                "Répartissez vos {n} bloc(s) inutilisé(s) sur vos piles restantes.",
            ],
            &left_text,
        ),
        Phase::MovingKing { seat } => about(
            *seat,
            [
                "After the scoring, {who} (furthest behind) may move the King.",
                "Après le décompte, {who} (le plus en retard) peut déplacer le roi.",
            ],
            [
                "After the scoring, you (furthest behind) may move the King.",
                "Après le décompte, vous (le plus en retard) pouvez déplacer le roi.",
            ],
            "",
        ),
        Phase::ChoosingStarter { seat } => about(
            *seat,
            [
                "{who} chooses who starts year {n}.",
                "{who} choisit qui commence l'année {n}.",
            ],
            [
                "Choose who starts year {n}.",
                "Choisissez qui commence l'année {n}.",
            ],
            &next_year,
        ),
        Phase::Over => {
            let best = view.scores.iter().copied().max().unwrap_or(0);
            let winners: Vec<String> = (0..board.seats)
                .filter(|&seat| view.scores.get(seat) == Some(&best))
                .map(|seat| board.name(seat))
                .collect();
            match lang {
                Lang::En => format!(
                    "Game over after three years: {} wins with {best} points.",
                    winners.join(", ")
                ),
                Lang::Fr => format!(
                    "Partie terminée après trois années : {} gagne avec {best} points.",
                    winners.join(", ")
                ),
            }
        }
    };
    if let (Phase::Playing, Some(turn)) = (&view.phase, &view.turn) {
        let (fill, ink) = colour(turn.seat.index());
        let _ = write!(
            html,
            "<div class=\"torres-turn\"><svg class=\"torres-ap\" viewBox=\"0 0 64 64\" width=\"64\" height=\"64\" role=\"img\" aria-label=\"{ap} {label}\">\
             <circle cx=\"32\" cy=\"32\" r=\"30\" fill=\"{fill}\" stroke=\"{OUTLINE}\" stroke-width=\"3\"/>\
             <text x=\"32\" y=\"43\" text-anchor=\"middle\" font-size=\"32\" font-weight=\"bold\" fill=\"{ink}\">{ap}</text></svg>\
             <p><strong class=\"torres-ap-text\">{ap} {label}</strong><br>{line}</p></div>",
            ap = turn.action_points,
            label = if turn.action_points == 1 {
                tr(board.lang, "action point left", "point d'action restant")
            } else {
                tr(board.lang, "action points left", "points d'action restants")
            },
        );
    } else if !line.is_empty() {
        let _ = write!(
            html,
            "<p class=\"torres-phase\"><strong>{line}</strong></p>"
        );
    }
    if board.seats > 1 && !view.order.is_empty() && view.phase != Phase::Over {
        let order: Vec<String> = view
            .order
            .iter()
            .map(|seat| board.name(seat.index()))
            .collect();
        let _ = write!(
            html,
            "<p class=\"torres-order\">{} {}</p>",
            tr(
                lang,
                "Turn order this round:",
                "Ordre de ce tour de table :"
            ),
            order.join(" → ")
        );
    }
    html.push_str("</div>");
}

/// A sentence about `seat`: `other` names them (`{who}`), `mine` speaks to
/// the viewer when it is their decision. `{n}` (a number) is put in before
/// the name, which could hold anything.
fn sentence(
    board: &Board,
    seat: Seat,
    other: [&'static str; 2],
    mine: [&'static str; 2],
    n: &str,
) -> String {
    let [en, fr] = if board.is_me(seat.index()) {
        mine
    } else {
        other
    };
    tr(board.lang, en, fr)
        .replace("{n}", n)
        .replace("{who}", &board.name(seat.index()))
}

fn crown(cx: i32, cy: i32, scale: f32) -> String {
    let p = |dx: f32, dy: f32| {
        format!(
            "{:.1},{:.1}",
            cx as f32 + dx * scale,
            cy as f32 + dy * scale
        )
    };
    format!(
        "<path d=\"M{} L{} L{} L{} L{} L{} L{} Z\" fill=\"#f2c230\" stroke=\"#5a4000\" stroke-width=\"1.6\" stroke-linejoin=\"round\"/>\
         <circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\" fill=\"#c0392b\" stroke=\"#5a4000\" stroke-width=\"0.8\"/>",
        p(-14.0, 9.0),
        p(-15.0, -7.0),
        p(-7.0, 1.0),
        p(0.0, -12.0),
        p(7.0, 1.0),
        p(15.0, -7.0),
        p(14.0, 9.0),
        cx as f32,
        cy as f32 + 3.0 * scale,
        2.6 * scale,
    )
}

fn knight_token(cx: i32, cy: i32, seat: usize, level: u8, radius: i32) -> String {
    let (fill, ink) = colour(seat);
    format!(
        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{outer}\" fill=\"{OUTLINE}\"/>\
         <circle cx=\"{cx}\" cy=\"{cy}\" r=\"{radius}\" fill=\"{fill}\" stroke=\"#ffffff\" stroke-width=\"2\"/>\
         <text x=\"{cx}\" y=\"{ty}\" text-anchor=\"middle\" font-size=\"{fs}\" font-weight=\"bold\" fill=\"{ink}\">{level}</text>",
        outer = radius + 2,
        ty = cy + radius * 5 / 11,
        fs = radius * 15 / 16,
    )
}

fn svg(board: &Board, html: &mut String) {
    let lang = board.lang;
    let view = &board.view;
    let _ = write!(
        html,
        "<svg class=\"torres-board\" viewBox=\"-4 -4 {size} {size}\" width=\"{size}\" height=\"{size}\" role=\"group\" aria-label=\"{label}\" font-family=\"Georgia, serif\">",
        size = OUTER + 8,
        label = tr(lang, "Torres board and score track", "Plateau de Torres et piste de score"),
    );
    // The score track around the board.
    for space in 0..TRACK_SPACES {
        let (x, y) = track_corner(space);
        let fill = if space % 10 == 0 {
            "#d9c9a3"
        } else if space % 5 == 0 {
            "#e8dcbc"
        } else {
            "#f6efdc"
        };
        let _ = write!(
            html,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{SPACE}\" height=\"{SPACE}\" fill=\"{fill}\" stroke=\"#b9a780\" stroke-width=\"0.8\"/>"
        );
        if space % 5 == 0 {
            let _ = write!(
                html,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"8.5\" fill=\"#6d6256\">{space}</text>",
                x + SPACE / 2,
                y + SPACE / 2 + 3
            );
        }
    }
    // Markers: one per player on the space of their score (mod 100).
    let mut by_space: Vec<(u32, Vec<usize>)> = Vec::new();
    for seat in 0..board.seats {
        let space = view.scores.get(seat).copied().unwrap_or(0) % TRACK_SPACES;
        match by_space.iter_mut().find(|(s, _)| *s == space) {
            Some((_, list)) => list.push(seat),
            None => by_space.push((space, vec![seat])),
        }
    }
    for (space, seats) in &by_space {
        let (x, y) = track_corner(*space);
        let count = seats.len() as i32;
        for (i, &seat) in seats.iter().enumerate() {
            let (fill, _) = colour(seat);
            // Several markers on one space (only at 0): side by side, smaller.
            let r = if count == 1 { 8 } else { 5 };
            let offset = (i as i32 * 2 - (count - 1)) * 3;
            let score = view.scores.get(seat).copied().unwrap_or(0);
            let _ = write!(
                html,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{r}\" fill=\"{fill}\" stroke=\"{OUTLINE}\" stroke-width=\"1.5\"><title>{}: {score}</title></circle>",
                x + SPACE / 2 + offset,
                y + SPACE / 2 + offset,
                board.name(seat),
            );
        }
    }
    // The board's frame and coordinates.
    let _ = write!(
        html,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#f3ead9\" stroke=\"#b9a780\"/>",
        SPACE + 2,
        SPACE + 2,
        OUTER - 2 * SPACE - 4,
        OUTER - 2 * SPACE - 4
    );
    for i in 0..8 {
        let column = char::from(b'A' + i as u8);
        let cx = ORIGIN + i * CELL + CELL / 2;
        let row = 8 - i;
        let cy = ORIGIN + i * CELL + CELL / 2 + 5;
        let _ = write!(
            html,
            "<text x=\"{cx}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" fill=\"#6d6256\">{column}</text>\
             <text x=\"{cx}\" y=\"{}\" text-anchor=\"middle\" font-size=\"13\" fill=\"#6d6256\">{column}</text>\
             <text x=\"{}\" y=\"{cy}\" text-anchor=\"middle\" font-size=\"13\" fill=\"#6d6256\">{row}</text>\
             <text x=\"{}\" y=\"{cy}\" text-anchor=\"middle\" font-size=\"13\" fill=\"#6d6256\">{row}</text>",
            ORIGIN - 10,
            ORIGIN + 8 * CELL + 20,
            ORIGIN - 16,
            ORIGIN + 8 * CELL + 16,
        );
    }
    let king_castle = view.king.and_then(|king| board.castle_of(king));
    let lifted = view.turn.as_ref().and_then(|turn| turn.lifted_from);
    // Squares: ground or blocks shaded by height, with their level.
    for square in 0..64u8 {
        let (x, y) = corner(square);
        let level = board.height(square);
        let knight = board.knight_on(square);
        let king = view.king == Some(square);
        let mut title = format!("{}: ", square_name(square));
        if level == 0 {
            title.push_str(tr(lang, "ground", "sol"));
        } else {
            let _ = write!(title, "{} {level}", tr(lang, "level", "niveau"));
            if let Some(castle) = board.castle_of(square).and_then(|c| view.castles.get(c)) {
                let _ = write!(
                    title,
                    ", {} {}",
                    tr(lang, "castle of area", "château de surface"),
                    castle.area
                );
            }
        }
        if let Some(seat) = knight {
            let _ = write!(
                title,
                ", {} {}",
                tr(lang, "knight of", "chevalier de"),
                board.name(seat)
            );
        }
        if king {
            title.push_str(tr(lang, ", the King", ", le roi"));
        }
        let _ = write!(html, "<g><title>{title}</title>");
        if level == 0 {
            let _ = write!(
                html,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{BARE}\" stroke=\"#cfc7a8\" stroke-width=\"1\"/>"
            );
        } else {
            let (fill, ink) = shade(level);
            // A raised tile: light top-left edges, dark bottom-right ones.
            let _ = write!(
                html,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\" stroke=\"#7d6a4d\" stroke-width=\"1\"/>\
                 <path d=\"M{x1},{y2} L{x1},{y1} L{x2},{y1}\" fill=\"none\" stroke=\"#ffffff\" stroke-opacity=\"0.45\" stroke-width=\"3\"/>\
                 <path d=\"M{x2},{y1} L{x2},{y2} L{x1},{y2}\" fill=\"none\" stroke=\"#000000\" stroke-opacity=\"0.3\" stroke-width=\"3\"/>",
                x1 = x + 3,
                y1 = y + 3,
                x2 = x + CELL - 3,
                y2 = y + CELL - 3,
            );
            if knight.is_some() || king {
                let _ = write!(
                    html,
                    "<text x=\"{}\" y=\"{}\" font-size=\"12\" font-weight=\"bold\" fill=\"{ink}\">{level}</text>",
                    x + 6,
                    y + 16
                );
            } else {
                let _ = write!(
                    html,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"24\" font-weight=\"bold\" fill=\"{ink}\">{level}</text>",
                    x + CELL / 2,
                    y + CELL / 2 + 8
                );
            }
        }
        if lifted == Some(square) {
            let _ = write!(
                html,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#7a2e1d\" stroke-width=\"2.5\" stroke-dasharray=\"6 4\"/>\
                 <text x=\"{}\" y=\"{}\" text-anchor=\"end\" font-size=\"16\" font-weight=\"bold\" fill=\"#7a2e1d\">↑</text>",
                x + 5,
                y + 5,
                CELL - 10,
                CELL - 10,
                x + CELL - 7,
                y + CELL - 7
            );
        }
        html.push_str("</g>");
    }
    // Castle outlines: a thick line on every side not shared with the castle.
    for (index, castle) in view.castles.iter().enumerate() {
        let stroke = if Some(index) == king_castle {
            KING_OUTLINE
        } else {
            OUTLINE
        };
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
                let _ = write!(path, "M{x},{y}H{}", x + CELL);
            }
            if !inside(0, -1) {
                let _ = write!(path, "M{x},{}H{}", y + CELL, x + CELL);
            }
            if !inside(-1, 0) {
                let _ = write!(path, "M{x},{y}V{}", y + CELL);
            }
            if !inside(1, 0) {
                let _ = write!(path, "M{},{y}V{}", x + CELL, y + CELL);
            }
        }
        let _ = write!(
            html,
            "<path d=\"{path}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"4\" stroke-linecap=\"square\"/>"
        );
    }
    // Castle areas: a badge on the castle's top-left square.
    for castle in &view.castles {
        let Some(&anchor) = castle
            .squares
            .iter()
            .min_by_key(|&&square| (std::cmp::Reverse(square / 8), square % 8))
        else {
            continue;
        };
        let (x, y) = corner(anchor);
        let _ = write!(
            html,
            "<g><title>{} {} · {} {}</title>\
             <rect x=\"{}\" y=\"{}\" width=\"20\" height=\"15\" rx=\"2\" fill=\"#ffffff\" stroke=\"{OUTLINE}\" stroke-width=\"1.5\"/>\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"{OUTLINE}\">{}</text></g>",
            tr(lang, "castle of area", "château de surface"),
            castle.area,
            tr(lang, "highest level", "niveau le plus haut"),
            castle.height,
            x + CELL - 24,
            y + 4,
            x + CELL - 14,
            y + 15,
            castle.area,
        );
    }
    // Pieces.
    for (seat, squares) in view.knights.iter().enumerate() {
        for &square in squares {
            let (x, y) = corner(square);
            html.push_str(&knight_token(
                x + CELL / 2,
                y + CELL / 2 + 3,
                seat,
                board.height(square),
                15,
            ));
        }
    }
    if let Some(king) = view.king {
        let (x, y) = corner(king);
        html.push_str(&crown(x + CELL / 2, y + CELL / 2 + 4, 1.15));
    }
    last_move_marks(board, html);
    touch_targets(board, html);
    html.push_str("</svg>");
}

/// The squares the viewer may touch next, drawn over everything so a knight
/// or the King on one does not take the touch: a transparent square with a
/// dashed blue frame; the square already chosen gets a solid frame.
/// The squares of the latest change: a dotted outline (a shape, not only a
/// colour), under the touch targets.
fn last_move_marks(board: &Board, html: &mut String) {
    for &square in &board.view.last_move.squares {
        let (x, y) = corner(square);
        let _ = write!(
            html,
            "<rect class=\"last-move\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"4\" stroke-dasharray=\"2 5\" stroke-linecap=\"round\"/>",
            x + 5,
            y + 5,
            CELL - 10,
            CELL - 10
        );
    }
}

/// The latest change in words, for the legend.
fn last_move_words(board: &Board) -> Option<String> {
    let last = &board.view.last_move;
    let seat = last.seat?;
    let squares = last
        .squares
        .iter()
        .map(|square| square_name(*square))
        .collect::<Vec<_>>()
        .join(" → ");
    let card = last
        .card
        .map(|card| format!(" ({})", card_name(card).get(board.lang)))
        .unwrap_or_default();
    Some(format!("{}: {squares}{card}", board.name(seat.index())))
}

fn touch_targets(board: &Board, html: &mut String) {
    let Some(picking) = board.picking else {
        return;
    };
    for square in 0..64u8 {
        let token = super::picks::square(square);
        let (x, y) = corner(square);
        if picking.is_chosen(&token) {
            let _ = write!(
                html,
                "<rect class=\"pick-chosen\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"5\"/>",
                x + 2,
                y + 2,
                CELL - 4,
                CELL - 4
            );
        }
        if let Some(href) = picking.target(&token) {
            let _ = write!(
                html,
                "<a class=\"pick-target\" href=\"{}\" aria-label=\"{}\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#ffffff\" fill-opacity=\"0\" stroke=\"#1f5fbf\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/></a>",
                html_escape::encode_double_quoted_attribute(href),
                square_name(square),
                x + 3,
                y + 3,
                CELL - 6,
                CELL - 6
            );
        }
    }
}

/// A small drawing of a player's stacks: one column of blocks per stack.
fn stacks_svg(stacks: &[u8], active: Option<u8>, lang: Lang) -> String {
    if stacks.is_empty() {
        return format!(
            "<span class=\"torres-none\">{}</span>",
            tr(lang, "none", "aucune")
        );
    }
    let (block, gap) = (10, 8);
    let tallest = i32::from(stacks.iter().copied().max().unwrap_or(0).max(3));
    let width = stacks.len() as i32 * (block + gap);
    let height = tallest * block + 14;
    let total: u32 = stacks.iter().map(|&h| u32::from(h)).sum();
    let label = match lang {
        Lang::En => format!(
            "{} stacks: {}",
            stacks.len(),
            stacks
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Lang::Fr => format!(
            "{} piles : {}",
            stacks.len(),
            stacks
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut svg = format!(
        "<svg class=\"torres-stacks\" viewBox=\"0 0 {width} {height}\" width=\"{width}\" height=\"{height}\" role=\"img\" aria-label=\"{label}\"><title>{label} ({total})</title>"
    );
    for (index, &count) in stacks.iter().enumerate() {
        let x = index as i32 * (block + gap) + gap / 2;
        if active == Some(index as u8) {
            let _ = write!(
                svg,
                "<rect x=\"{}\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#fff3d6\" stroke=\"#7a2e1d\" stroke-width=\"1.5\"/>",
                x - 3,
                block + 6,
                height - 11
            );
        }
        for level in 0..i32::from(count) {
            let y = tallest * block + 2 - (level + 1) * block;
            let _ = write!(
                svg,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{block}\" height=\"{}\" fill=\"#a8916b\" stroke=\"#4a3b28\" stroke-width=\"1\"/>",
                block - 1
            );
        }
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"9\" fill=\"#6d6256\">{}</text>",
            x + block / 2,
            height - 2,
            index + 1
        );
    }
    svg.push_str("</svg>");
    svg
}

fn card_list(cards: &[Card], lang: Lang) -> String {
    cards
        .iter()
        .map(|&card| format!("<li>{}</li>", encode_text(card_name(card).get(lang))))
        .collect()
}

fn own_cards(board: &Board, me: usize, html: &mut String) {
    let lang = board.lang;
    let view = &board.view;
    html.push_str("<section class=\"torres-hand\">");
    let _ = write!(
        html,
        "<h3>{}</h3>",
        tr(lang, "Your action cards", "Vos cartes Action")
    );
    let hand = view.hands.get(me).cloned().flatten().unwrap_or_default();
    let fresh = view.fresh.get(me).cloned().flatten().unwrap_or_default();
    if hand.is_empty() && fresh.is_empty() {
        let _ = write!(
            html,
            "<p class=\"hint\">{}</p>",
            tr(lang, "No cards in hand.", "Aucune carte en main.")
        );
    }
    if !hand.is_empty() {
        let _ = write!(
            html,
            "<ul class=\"torres-cards\">{}</ul>",
            card_list(&hand, lang)
        );
    }
    if !fresh.is_empty() {
        let _ = write!(
            html,
            "<p>{}</p><ul class=\"torres-cards fresh\">{}</ul>",
            tr(
                lang,
                "Bought this turn (playable from your next turn):",
                "Achetées ce tour-ci (jouables à partir de votre prochain tour) :"
            ),
            card_list(&fresh, lang)
        );
    }
    if let Some(drawn) = view.my_drawn.as_ref().filter(|drawn| !drawn.is_empty()) {
        let _ = write!(
            html,
            "<p>{}</p><ul class=\"torres-cards drawn\">{}</ul>",
            tr(
                lang,
                "You are looking at these cards: keep one, put the others back (see the form).",
                "Vous regardez ces cartes : gardez-en une, remettez les autres (voir le formulaire)."
            ),
            card_list(drawn, lang)
        );
    }
    html.push_str("</section>");
}

fn players(board: &Board, html: &mut String) {
    let lang = board.lang;
    let view = &board.view;
    let on_turn = view.turn.as_ref().map(|turn| turn.seat.index());
    let personal_decks = view.deck_sizes.len() == board.seats && board.seats > 1;
    let _ = write!(
        html,
        "<table class=\"torres-players\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        tr(lang, "Player", "Joueur"),
        tr(lang, "Score", "Score"),
        tr(lang, "Knights", "Chevaliers"),
        tr(lang, "Block stacks (one per turn left)", "Piles de blocs (une par tour restant)"),
        tr(lang, "Action cards", "Cartes Action"),
    );
    for seat in 0..board.seats {
        let (fill, _) = colour(seat);
        let placed = view.knights.get(seat).map_or(0, Vec::len);
        let reserve = KNIGHTS_PER_PLAYER.saturating_sub(placed);
        let class = if on_turn == Some(seat) {
            " class=\"on-turn\""
        } else {
            ""
        };
        let _ = write!(
            html,
            "<tr{class}><td><svg class=\"torres-swatch\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\"><circle cx=\"8\" cy=\"8\" r=\"7\" fill=\"{fill}\" stroke=\"{OUTLINE}\" stroke-width=\"1.5\"/></svg> \
             {marker}{number}. <strong>{name}</strong>{you} <span class=\"hint\">({colour})</span></td>",
            number = seat + 1,
            marker = if on_turn == Some(seat) { "▶ " } else { "" },
            name = board.name(seat),
            you = if board.is_me(seat) {
                tr(lang, " (you)", " (vous)")
            } else {
                ""
            },
            colour = colour_name(seat, lang),
        );
        let _ = write!(
            html,
            "<td class=\"num\"><strong>{}</strong></td>",
            view.scores.get(seat).copied().unwrap_or(0)
        );
        let _ = write!(
            html,
            "<td>{placed} {} · {reserve} {}</td>",
            tr(lang, "on the board", "sur le plateau"),
            tr(lang, "in reserve", "en réserve")
        );
        let active = view
            .turn
            .as_ref()
            .filter(|turn| turn.seat.index() == seat)
            .and_then(|turn| turn.active_stack);
        let stacks = view.stacks.get(seat).map(Vec::as_slice).unwrap_or(&[]);
        let _ = write!(html, "<td>{}", stacks_svg(stacks, active, lang));
        let carried = view.carried.get(seat).copied().unwrap_or(0);
        if carried > 0 {
            let _ = write!(
                html,
                " <span class=\"hint\">+{carried} {}</span>",
                tr(lang, "kept for next year", "gardés pour l'année suivante")
            );
        }
        html.push_str("</td>");
        let hand = view.hand_sizes.get(seat).copied().unwrap_or(0);
        let fresh = view.fresh_sizes.get(seat).copied().unwrap_or(0);
        let mut cards = format!("{hand} {}", tr(lang, "in hand", "en main"));
        if fresh > 0 {
            let _ = write!(cards, " + {fresh} {}", tr(lang, "new", "nouvelle(s)"));
        }
        if personal_decks {
            let _ = write!(
                cards,
                " · {} {}",
                tr(lang, "deck", "pioche"),
                view.deck_sizes.get(seat).copied().unwrap_or(0)
            );
        }
        let _ = write!(html, "<td>{cards}</td></tr>");
    }
    html.push_str("</tbody></table>");
}

fn legend(board: &Board, html: &mut String) {
    let lang = board.lang;
    let _ = write!(
        html,
        "<div class=\"torres-legend\"><h3>{}</h3><ul>",
        tr(lang, "Legend", "Légende")
    );
    if let Some(words) = last_move_words(board) {
        let _ = write!(
            html,
            "<li class=\"torres-last-move\"><svg viewBox=\"0 0 26 26\" width=\"26\" height=\"26\" aria-hidden=\"true\"><rect x=\"3\" y=\"3\" width=\"20\" height=\"20\" fill=\"none\" stroke=\"#b3261e\" stroke-width=\"3\" stroke-dasharray=\"2 4\" stroke-linecap=\"round\"/></svg> {} {words}</li>",
            tr(lang, "Last change on the board (dotted outline) —", "Dernier changement sur le plateau (contour pointillé) —"),
        );
    }
    // Levels.
    let mut swatches = String::new();
    for level in 1..=6u8 {
        let (fill, ink) = shade(level);
        let x = (i32::from(level) - 1) * 24;
        let _ = write!(
            swatches,
            "<rect x=\"{x}\" y=\"0\" width=\"22\" height=\"22\" fill=\"{fill}\" stroke=\"#7d6a4d\"/>\
             <text x=\"{}\" y=\"16\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"bold\" fill=\"{ink}\">{level}</text>",
            x + 11
        );
    }
    let _ = write!(
        html,
        "<li><svg viewBox=\"0 0 142 22\" width=\"142\" height=\"22\" aria-hidden=\"true\">\
         <rect x=\"0\" y=\"0\" width=\"142\" height=\"22\" fill=\"{BARE}\"/>{swatches}</svg> {}</li>",
        tr(
            lang,
            "blocks by level (darker = higher); pale squares are bare ground",
            "blocs par niveau (plus foncé = plus haut) ; les cases claires sont au sol"
        )
    );
    let _ = write!(
        html,
        "<li><svg viewBox=\"0 0 26 20\" width=\"26\" height=\"20\" aria-hidden=\"true\">\
         <rect x=\"2\" y=\"2\" width=\"22\" height=\"16\" rx=\"2\" fill=\"#ffffff\" stroke=\"{OUTLINE}\" stroke-width=\"1.5\"/>\
         <text x=\"13\" y=\"14\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"{OUTLINE}\">4</text></svg> {}</li>",
        tr(
            lang,
            "castle (thick outline) and its area: the number of its squares, also the highest level it may reach",
            "château (contour épais) et sa surface : son nombre de cases, aussi le niveau le plus haut qu'il peut atteindre"
        )
    );
    let mut tokens = String::new();
    for seat in 0..board.seats.max(1) {
        tokens.push_str(&knight_token(13 + seat as i32 * 28, 13, seat, 2, 10));
    }
    let width = board.seats.max(1) as i32 * 28;
    let _ = write!(
        html,
        "<li><svg viewBox=\"0 0 {width} 26\" width=\"{width}\" height=\"26\" aria-hidden=\"true\">{tokens}</svg> {}</li>",
        tr(
            lang,
            "knights in their player's colour; the number is the level they stand on",
            "chevaliers à la couleur de leur joueur ; le nombre est le niveau où ils se tiennent"
        )
    );
    let _ = write!(
        html,
        "<li><svg viewBox=\"0 0 34 26\" width=\"34\" height=\"26\" aria-hidden=\"true\">{}</svg> {}</li>",
        crown(17, 14, 0.85),
        tr(
            lang,
            "the King; his castle has a golden outline (bonus for a knight on the year's level of it)",
            "le roi ; son château a un contour doré (bonus pour un chevalier au niveau de l'année)"
        )
    );
    let _ = write!(
        html,
        "<li><svg viewBox=\"0 0 22 22\" width=\"22\" height=\"22\" aria-hidden=\"true\"><rect x=\"1\" y=\"1\" width=\"20\" height=\"20\" fill=\"#f6efdc\" stroke=\"#b9a780\"/>\
         <circle cx=\"11\" cy=\"11\" r=\"7\" fill=\"{}\" stroke=\"{OUTLINE}\" stroke-width=\"1.5\"/></svg> {}</li>",
        colour(0).0,
        tr(
            lang,
            "score track around the board (100 spaces, clockwise from the top-left corner); the table gives the full scores",
            "piste de score autour du plateau (100 cases, dans le sens des aiguilles d'une montre depuis le coin en haut à gauche) ; le tableau donne les scores complets"
        )
    );
    if board
        .view
        .turn
        .as_ref()
        .is_some_and(|turn| turn.lifted_from.is_some())
    {
        let _ = write!(
            html,
            "<li><svg viewBox=\"0 0 22 22\" width=\"22\" height=\"22\" aria-hidden=\"true\"><rect x=\"2\" y=\"2\" width=\"18\" height=\"18\" fill=\"none\" stroke=\"#7a2e1d\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/></svg> {}</li>",
            tr(lang, "square a block was lifted from", "case d'où un bloc a été soulevé")
        );
    }
    html.push_str("</ul></div>");
}
