//! Below the circle: the order of play this round with its discs, and each
//! player's court (clan markers, the cubes at court and in reserve, castles
//! left, the discs in hand and played). `courts.html` and the step line of
//! `board.html` draw them.

use super::context::Ctx;
use super::labels::{colour_name, side_name};
use super::shapes::{castle, cube, side_fill, side_ink, Castle, Counted, GOLD, INK, N};
use crate::support::i18n::say;
use scriptorium_games::carolus_magnus::{Colour, Phase, Side};
use scriptorium_games::{Arg, Message, Seat};

/// A seat in this round's order of play, with its disc.
pub struct OrderLine {
    pub(super) side: Side,
    pub(super) disc: u8,
    pub(super) current: bool,
    pub(super) name: String,
}

/// A court below the circle.
pub struct Court {
    pub(super) active: bool,
    pub(super) icon: Castle,
    pub(super) name: String,
    pub(super) side: &'static str,
    pub(super) partner: Option<String>,
    pub(super) target: Option<String>,
    /// The court chosen as where the paladin goes, until confirmed.
    pub(super) chosen: bool,
    pub(super) label: String,
    pub(super) changed: bool,
    pub(super) markers: Vec<ClanMarker>,
    pub(super) cubes: Vec<CourtColumn>,
    pub(super) castles_left: u8,
    pub(super) castle: Castle,
    pub(super) discs: Vec<Disc>,
    pub(super) note: Option<String>,
}

pub struct ClanMarker {
    pub(super) x: N,
    pub(super) w: N,
    pub(super) title: String,
}

pub struct CourtColumn {
    pub(super) court: Counted,
    pub(super) reserve: Counted,
}

pub struct Disc {
    pub(super) x: N,
    pub(super) fill: &'static str,
    pub(super) stroke: &'static str,
    pub(super) width: f64,
    pub(super) dash: &'static str,
    pub(super) ink: &'static str,
    pub(super) disc: u8,
    pub(super) what: &'static str,
}

/// The order of play this round, with the discs.
pub(super) fn order(ctx: &Ctx) -> Vec<OrderLine> {
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

pub(super) fn court(ctx: &Ctx, seat: Seat) -> Court {
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
