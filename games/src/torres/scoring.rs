//! The score track and the year-end scorings (castles, King's bonus, Meister card).

use super::board::{self, Layout, Occupant, SIDE};
use super::events::{Event, ScoreReason};
use super::state::{Edition, MeisterCard, Square, State, FIRST_PLAYER};
use crate::core::{RankKey, Seat};

/// Spaces of the track around the board: a marker passing 0 goes on (100/200 tile).
const TRACK: u32 = 100;

/// The score `seat` reaches gaining `points`: one marker per track space, so
/// it moves on past occupied spaces (which also makes ties impossible).
pub fn advance_from(scores: &[u32], seat: Seat, points: u32) -> u32 {
    let mut score = scores.get(seat.index()).copied().unwrap_or(0) + points;
    let taken = |score: u32| {
        scores
            .iter()
            .enumerate()
            .any(|(other, &s)| other != seat.index() && s % TRACK == score % TRACK)
    };
    while taken(score) {
        score += 1;
    }
    score
}

pub fn advance(state: &State, seat: Seat, points: u32) -> u32 {
    advance_from(&state.scores, seat, points)
}

/// Points of `seat` for the castles: per castle, area × level of its highest knight there.
pub fn castle_points(layout: &Layout, seat: Seat) -> u32 {
    (0..layout.castles.len())
        .map(|castle| {
            let best = layout
                .knights_in(castle)
                .filter(|(owner, _)| *owner == seat)
                .map(|(_, level)| u32::from(level))
                .max()
                .unwrap_or(0);
            best * layout.area(castle) as u32
        })
        .sum()
}

/// The King's bonus: 5 / 10 / 15 in year 1 / 2 / 3 for a knight exactly on
/// level 1 / 2 / 3 of the King's castle (once per player).
pub fn king_bonus(layout: &Layout, king: Option<Square>, seat: Seat, year: u8) -> u32 {
    let Some(castle) = king.and_then(|k| layout.castle_of(k)) else {
        return 0;
    };
    let guards = layout
        .knights_in(castle)
        .any(|(owner, level)| owner == seat && level == year);
    if guards {
        5 * u32::from(year)
    } else {
        0
    }
}

fn knights_of(layout: &Layout, seat: Seat) -> Vec<Square> {
    (0..board::SQUARES as u8)
        .filter(|&s| layout.occupant(s) == Some(Occupant::Knight(seat)))
        .collect()
}

/// Points per knight (2 / 5 / 10) for knights on the wanted squares, plus one
/// more knight's worth for a sole leader in such knights.
fn per_knight_bonus(
    layout: &Layout,
    seats: u8,
    year: u8,
    wanted: impl Fn(Square) -> bool,
) -> Vec<u32> {
    let each = [2, 5, 10][usize::from(year.clamp(1, 3) - 1)];
    let counts: Vec<u32> = Seat::all(seats)
        .map(|seat| {
            knights_of(layout, seat)
                .into_iter()
                .filter(|&s| wanted(s))
                .count() as u32
        })
        .collect();
    let best = counts.iter().copied().max().unwrap_or(0);
    let sole_leader = counts.iter().filter(|&&c| c == best).count() == 1 && best > 0;
    counts
        .iter()
        .map(|&count| each * (count + u32::from(sole_leader && count == best)))
        .collect()
}

fn collinear(squares: &[Square]) -> bool {
    let points: Vec<(i8, i8)> = squares.iter().map(|&s| board::xy(s)).collect();
    let Some(&(x0, y0)) = points.first() else {
        return true;
    };
    let Some(&(x1, y1)) = points.iter().find(|&&p| p != (x0, y0)) else {
        return true;
    };
    let (dx, dy) = (x1 - x0, y1 - y0);
    let line = dx == 0 || dy == 0 || dx.abs() == dy.abs();
    line && points.iter().all(|&(x, y)| (x - x0) * dy == (y - y0) * dx)
}

fn forms_square(squares: &[Square]) -> bool {
    let points: Vec<(i8, i8)> = squares.iter().map(|&s| board::xy(s)).collect();
    points.iter().any(|&(x, y)| {
        (1..SIDE as i8).any(|size| {
            [(x + size, y), (x, y + size), (x + size, y + size)]
                .iter()
                .all(|corner| points.contains(corner))
        })
    })
}

fn chained(squares: &[Square]) -> bool {
    let Some(&start) = squares.first() else {
        return true;
    };
    let mut reached = vec![start];
    let mut next = 0;
    while let Some(&square) = reached.get(next) {
        next += 1;
        for n in board::neighbours(square) {
            if squares.contains(&n) && !reached.contains(&n) {
                reached.push(n);
            }
        }
    }
    reached.len() == squares.len()
}

/// The Meister card's points for every seat at the end of `year`.
pub fn meister_points(card: MeisterCard, layout: &Layout, seats: u8, year: u8) -> Vec<u32> {
    let last = year == 3;
    // "All your knights …" asks for a formation: a lone knight forms none.
    let all_or_nothing = |points: u32, holds: &dyn Fn(&[Square]) -> bool| -> Vec<u32> {
        Seat::all(seats)
            .map(|seat| {
                let knights = knights_of(layout, seat);
                if last && knights.len() >= 2 && holds(&knights) {
                    points
                } else {
                    0
                }
            })
            .collect()
    };
    let levels =
        |knights: &[Square]| -> Vec<u8> { knights.iter().map(|&s| layout.height(s)).collect() };
    match card {
        MeisterCard::ExactCastles => Seat::all(seats)
            .map(|seat| {
                let mut castles: Vec<usize> = knights_of(layout, seat)
                    .into_iter()
                    .filter_map(|s| layout.castle_of(s))
                    .collect();
                castles.sort_unstable();
                castles.dedup();
                match (year, castles.len()) {
                    (1, 4) => 5,
                    (2, 5) => 15,
                    (3, 6) => 30,
                    _ => 0,
                }
            })
            .collect(),
        MeisterCard::OneLine => all_or_nothing(50, &collinear),
        MeisterCard::LongDiagonals => per_knight_bonus(layout, seats, year, |s| {
            let (x, y) = board::xy(s);
            x == y || x + y == SIDE as i8 - 1
        }),
        MeisterCard::SameLevel => {
            all_or_nothing(50, &|k| levels(k).windows(2).all(|w| w[0] == w[1]))
        }
        MeisterCard::Square => all_or_nothing(50, &forms_square),
        MeisterCard::DifferentLevels => all_or_nothing(40, &|k| {
            let mut l = levels(k);
            l.sort_unstable();
            l.windows(2).all(|w| w[0] != w[1])
        }),
        MeisterCard::Edge => per_knight_bonus(layout, seats, year, |s| {
            let (x, y) = board::xy(s);
            let edge = SIDE as i8 - 1;
            x == 0 || y == 0 || x == edge || y == edge
        }),
        MeisterCard::Chain => all_or_nothing(40, &chained),
    }
}

/// Who scores first at a year's end. 2017: « en commençant par le joueur qui
/// avait entamé la partie », the game's first player whoever started the
/// year. Older edition: « en commençant par le premier joueur », the first
/// player of the round just played (the same all year, but in the Meister
/// game it is redefined every round).
pub fn first_to_score(state: &State) -> Seat {
    match state.options.edition {
        Edition::Edition2017 => FIRST_PLAYER,
        Edition::Original => state.order.first().copied().unwrap_or(FIRST_PLAYER),
    }
}

/// The scoring of the year's end, seat by seat clockwise from
/// `first_to_score`: castles, then the King's bonus, then the Meister card.
pub fn year_scoring(state: &State) -> Vec<Event> {
    let layout = Layout::of(state);
    let first = first_to_score(state);
    let order: Vec<Seat> = (0..state.seats)
        .map(|i| Seat((first.0 + i) % state.seats))
        .collect();
    let mut scores = state.scores.clone();
    let mut events = Vec::new();
    let mut gain = |seat: Seat, reason: ScoreReason, points: u32, events: &mut Vec<Event>| {
        if points == 0 {
            return;
        }
        let score = advance_from(&scores, seat, points);
        if let Some(s) = scores.get_mut(seat.index()) {
            *s = score;
        }
        events.push(scored(seat, reason, points, score));
    };
    for &seat in &order {
        gain(
            seat,
            ScoreReason::Castles,
            castle_points(&layout, seat),
            &mut events,
        );
    }
    for &seat in &order {
        let bonus = king_bonus(&layout, state.king, seat, state.year);
        gain(seat, ScoreReason::KingBonus, bonus, &mut events);
    }
    if let Some(card) = state.meister {
        let points = meister_points(card, &layout, state.seats, state.year);
        for &seat in &order {
            gain(
                seat,
                ScoreReason::Meister,
                points.get(seat.index()).copied().unwrap_or(0),
                &mut events,
            );
        }
    }
    events
}

pub fn leader(state: &State) -> Option<Seat> {
    Seat::all(state.seats).max_by_key(|seat| {
        (
            state.scores.get(seat.index()).copied().unwrap_or(0),
            std::cmp::Reverse(seat.0),
        )
    })
}

/// The player furthest behind; among equals (only possible at 0), the one
/// latest in the year's order.
pub fn last_player(state: &State) -> Seat {
    let order: Vec<Seat> = (0..state.seats)
        .map(|i| Seat((state.year_starter.0 + i) % state.seats))
        .collect();
    order
        .iter()
        .rev()
        .copied()
        .min_by_key(|seat| state.scores.get(seat.index()).copied().unwrap_or(0))
        .unwrap_or(Seat(0))
}

/// A seat's ranking key: its score, the one thing the end compares (« Le
/// joueur qui totalise le plus de points sur la piste de score … remporte la
/// partie »). Two markers never share a space once they left 0, so only
/// seats still at 0 can tie, and they share.
pub fn rank_key(score: u32) -> RankKey {
    RankKey(vec![i64::from(score)])
}

pub fn winners(state: &State) -> Vec<Seat> {
    let best = state.scores.iter().copied().max().unwrap_or(0);
    Seat::all(state.seats)
        .filter(|seat| state.scores.get(seat.index()) == Some(&best))
        .collect()
}

/// A change of score, as the event that says it.
fn scored(seat: Seat, reason: ScoreReason, points: u32, score: u32) -> Event {
    Event::Scored {
        seat,
        reason,
        points,
        score,
    }
}
