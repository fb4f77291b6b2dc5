//! What the map template draws, worked out from the view: each region's
//! coloured background, the borders and sea links, the region names, and
//! each country's box with what lies on it. Positions only; the shapes are
//! in `templates/boards/carolingi/map.html` and `shapes.html`.

use super::geo::{geo, Coord, HALF_H, HALF_W};
use super::labels::{country_name, player_name};
use crate::games::picks::carolingi as picks;
use crate::support::i18n::say;
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use scriptorium_games::carolingi::map::{CountryId, RegionId};
use scriptorium_games::carolingi::state::Progress;
use scriptorium_games::carolingi::view::{CountryView, PhaseView, View};
use scriptorium_games::carolingi::{country_message, region_message};

/// Player colours: fill, ink on it, and their names' messages.
const COLOURS: [(&str, &str, &str); 6] = [
    ("#c0392b", "#ffffff", "carolingi-colour-red"),
    ("#2d6cb5", "#ffffff", "carolingi-colour-blue"),
    ("#e9b824", "#2b2118", "carolingi-colour-yellow"),
    ("#3c8d40", "#ffffff", "carolingi-colour-green"),
    ("#7b4a9c", "#ffffff", "carolingi-colour-purple"),
    ("#e8e4da", "#2b2118", "carolingi-colour-white"),
];

const OUT_OF_PLAY: &str = "#cfcac0";

/// A seat's colour: fill and the ink written on it.
pub fn colour(seat: usize) -> (&'static str, &'static str) {
    let (fill, ink, _) = COLOURS[seat % COLOURS.len()];
    (fill, ink)
}

/// A seat's colour by name.
pub fn colour_name(seat: usize, lang: Lang) -> &'static str {
    let (_, _, name) = COLOURS[seat % COLOURS.len()];
    t(lang, name)
}

fn region_colour(region: &str) -> &'static str {
    match region {
        "neustria" => "#e3b55b",
        "lotharingia" => "#8fb3d9",
        "saxony" => "#9fc67e",
        "burgundy" => "#d49494",
        "alemannia" => "#b7a2dc",
        "aquitaine" => "#e9cf8c",
        "bavaria" => "#7fc7bf",
        "lombards" => "#dba8cc",
        _ => OUT_OF_PLAY,
    }
}

/// A rectangle: top-left corner, width and height.
pub struct Frame {
    pub x: Coord,
    pub y: Coord,
    pub w: Coord,
    pub h: Coord,
}

pub struct Point {
    pub x: Coord,
    pub y: Coord,
}

/// A straight line between two points.
pub struct Segment {
    pub x1: Coord,
    pub y1: Coord,
    pub x2: Coord,
    pub y2: Coord,
}

/// A region's background: a rounded box under each of its countries, joined
/// by thick lines along its inner borders.
pub struct RegionBlob {
    pub opacity: &'static str,
    pub fill: &'static str,
    pub boxes: Vec<Frame>,
    pub joins: Vec<Segment>,
}

pub struct BorderLine {
    pub line: Segment,
    pub stroke: &'static str,
    pub width: Coord,
    pub sea: bool,
}

pub struct RegionLabel {
    pub x: Coord,
    pub y: Coord,
    pub text: String,
    pub fill: &'static str,
}

/// A partisan counter: a disc in the seat's colour with their number.
pub struct Counter {
    pub x: Coord,
    pub y: Coord,
    pub r: Coord,
    /// The number's baseline and size.
    pub ty: Coord,
    pub font: Coord,
    pub fill: &'static str,
    pub ink: &'static str,
    pub count: u8,
}

impl Counter {
    pub fn new(x: f64, y: f64, r: f64, seat: usize, count: u8) -> Counter {
        let (fill, ink) = colour(seat);
        Counter {
            x: Coord(x),
            y: Coord(y),
            r: Coord(r),
            ty: Coord(y + r * 0.42),
            font: Coord((r * 1.2).round()),
            fill,
            ink,
            count,
        }
    }
}

/// A small picture in the row under a country's partisans, centred on (x, y).
pub struct Icon {
    pub x: Coord,
    pub y: Coord,
    pub kind: IconKind,
}

pub enum IconKind {
    Forest,
    /// The palace, in its owner's colour.
    Palace {
        fill: &'static str,
    },
    Rebels {
        count: u8,
    },
    Development,
}

pub struct CountryShape {
    pub id: &'static str,
    /// The token that picks it on the board.
    pub token: String,
    pub x: Coord,
    pub y: Coord,
    pub frame: Frame,
    pub name: String,
    /// Long names are squeezed to this length.
    pub fit: Option<Coord>,
    /// None for a country of a region out of play (drawn greyed).
    pub play: Option<InPlay>,
}

pub struct InPlay {
    /// Everything on it, in words.
    pub title: String,
    pub fill: &'static str,
    pub stroke: &'static str,
    pub stroke_width: Coord,
    /// Where the current action may act (troops' sources, the pacified country).
    pub focus: bool,
    pub last_move: bool,
    /// Over its capacity in a famine.
    pub famine: bool,
    /// Its card lies in the regional zone: the card's picture goes here.
    pub card: Option<Point>,
    pub counters: Vec<Counter>,
    pub icons: Vec<Icon>,
}

pub struct MapDrawing {
    pub width: f64,
    pub height: f64,
    pub regions: Vec<RegionBlob>,
    pub borders: Vec<BorderLine>,
    pub labels: Vec<RegionLabel>,
    pub countries: Vec<CountryShape>,
}

fn frame(x: f64, y: f64) -> Frame {
    Frame {
        x: Coord(x - HALF_W),
        y: Coord(y - HALF_H),
        w: Coord(2.0 * HALF_W),
        h: Coord(2.0 * HALF_H),
    }
}

fn segment(a: &super::geo::Country, b: &super::geo::Country) -> Segment {
    Segment {
        x1: Coord(a.x),
        y1: Coord(a.y),
        x2: Coord(b.x),
        y2: Coord(b.y),
    }
}

pub fn drawing(view: &View, names: &[String], lang: Lang) -> MapDrawing {
    let geo = geo();
    let in_play = |i: usize| view.country(geo.countries[i].country).is_some();
    let mut regions: Vec<&str> = Vec::new();
    for c in &geo.countries {
        if !regions.contains(&c.region.as_str()) {
            regions.push(&c.region);
        }
    }
    let blobs = regions
        .iter()
        .map(|region| {
            let members: Vec<usize> = (0..geo.countries.len())
                .filter(|&i| geo.countries[i].region == *region)
                .collect();
            let playing = members.iter().any(|&i| in_play(i));
            let fill = if playing {
                region_colour(region)
            } else {
                OUT_OF_PLAY
            };
            RegionBlob {
                opacity: if playing { "0.55" } else { "0.45" },
                fill,
                boxes: members
                    .iter()
                    .map(|&i| {
                        let c = &geo.countries[i];
                        Frame {
                            x: Coord(c.x - HALF_W - 12.0),
                            y: Coord(c.y - HALF_H - 12.0),
                            w: Coord(2.0 * HALF_W + 24.0),
                            h: Coord(2.0 * HALF_H + 24.0),
                        }
                    })
                    .collect(),
                joins: geo
                    .borders
                    .iter()
                    .filter(|b| !b.sea && members.contains(&b.a) && members.contains(&b.b))
                    .map(|b| segment(&geo.countries[b.a], &geo.countries[b.b]))
                    .collect(),
            }
        })
        .collect();
    let borders = geo
        .borders
        .iter()
        .map(|b| {
            let live = in_play(b.a) && in_play(b.b);
            let (stroke, width) = match (b.sea, live) {
                (true, true) => ("#2f6fa8", 2.5),
                (false, true) => ("#6b5a3e", 2.5),
                (_, false) => ("#b5afa3", 1.5),
            };
            BorderLine {
                line: segment(&geo.countries[b.a], &geo.countries[b.b]),
                stroke,
                width: Coord(width),
                sea: b.sea,
            }
        })
        .collect();
    let labels = regions
        .iter()
        .map(|region| {
            let playing = geo
                .countries
                .iter()
                .enumerate()
                .any(|(i, c)| c.region == *region && in_play(i));
            let text = match RegionId::named(region) {
                Some(r) => say(lang, &region_message(r), &[]).to_uppercase(),
                None => region.to_uppercase(),
            };
            let (x, y) = label_place(region, text.chars().count());
            RegionLabel {
                x: Coord(x),
                y: Coord(y),
                text,
                fill: if playing { "#4a3a22" } else { "#9b968c" },
            }
        })
        .collect();
    let marks = Marks::of(view);
    let countries = geo
        .countries
        .iter()
        .map(|c| {
            let name = country_name(c.country, lang);
            let fit = (name.chars().count() > 15).then_some(Coord(2.0 * HALF_W - 12.0));
            CountryShape {
                id: c.id.as_str(),
                token: picks::country(&c.id),
                x: Coord(c.x),
                y: Coord(c.y),
                frame: frame(c.x, c.y),
                name,
                fit,
                play: view
                    .country(c.country)
                    .map(|state| in_play_shape(c, state, view, &marks, names, lang)),
            }
        })
        .collect();
    MapDrawing {
        width: geo.width,
        height: geo.height,
        regions: blobs,
        borders,
        labels,
        countries,
    }
}

/// The countries the phase points at.
struct Marks<'a> {
    famine: &'a [CountryId],
    focus: Vec<CountryId>,
}

impl<'a> Marks<'a> {
    fn of(view: &'a View) -> Marks<'a> {
        let famine = match &view.phase {
            PhaseView::Famine { queue, .. } => queue.as_slice(),
            _ => &[],
        };
        let focus = match &view.phase {
            PhaseView::Action { progress, .. } => match progress {
                Progress::MoveTroops { sources, .. } => sources.clone(),
                Progress::Pacify {
                    country: Some(country),
                    ..
                }
                | Progress::ExpelRebels { country, .. } => vec![*country],
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        Marks { famine, focus }
    }
}

fn in_play_shape(
    c: &super::geo::Country,
    state: &CountryView,
    view: &View,
    marks: &Marks,
    names: &[String],
    lang: Lang,
) -> InPlay {
    let (x, y) = (c.x, c.y);
    let homeland = state.homeland_of;
    let (stroke, stroke_width) = match homeland {
        Some(seat) => (colour(seat.index()).0, 4.0),
        None => ("#6b5a3e", 1.5),
    };
    // Partisans, in a row.
    let present: Vec<(usize, u8)> = state
        .partisans
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, n)| *n > 0)
        .collect();
    let (r, step) = if present.len() > 4 {
        (8.5, 19.0)
    } else {
        (10.5, 24.0)
    };
    let start = x - step * (present.len() as f64 - 1.0) / 2.0;
    let counters = present
        .iter()
        .enumerate()
        .map(|(k, &(seat, n))| Counter::new(start + step * k as f64, y + 5.0, r, seat, n))
        .collect();
    // Forest, palace, rebels, development, in a row under them.
    let mut row: Vec<IconKind> = Vec::new();
    if state.forest {
        row.push(IconKind::Forest);
    }
    if let Some(owner) = homeland {
        row.push(IconKind::Palace {
            fill: colour(owner.index()).0,
        });
    }
    if state.rebels > 0 {
        row.push(IconKind::Rebels {
            count: state.rebels,
        });
    }
    for _ in 0..state.development {
        row.push(IconKind::Development);
    }
    let width = |kind: &IconKind| match kind {
        IconKind::Rebels { .. } => 20.0,
        _ => 18.0,
    };
    let mut left = x - row.iter().map(width).sum::<f64>() / 2.0;
    let icons = row
        .into_iter()
        .map(|kind| {
            let w = width(&kind);
            let icon = Icon {
                x: Coord(left + w / 2.0),
                y: Coord(y + 26.0),
                kind,
            };
            left += w;
            icon
        })
        .collect();
    InPlay {
        title: country_title(c, state, names, lang),
        fill: if state.forest { "#d7e8c8" } else { "#fdf9ef" },
        stroke,
        stroke_width: Coord(stroke_width),
        focus: marks.focus.contains(&c.country),
        last_move: view.last_move.countries.contains(&c.country),
        famine: marks.famine.contains(&c.country),
        card: view.card_in_zone(c.country).then_some(Point {
            x: Coord(x + HALF_W - 10.0),
            y: Coord(y - HALF_H + 10.0),
        }),
        counters,
        icons,
    }
}

/// Where a region's name goes: above or below one of its countries (the
/// northernmost first), the first place that covers no country box.
fn label_place(region: &str, chars: usize) -> (f64, f64) {
    let geo = geo();
    let half = chars as f64 * 5.8 + 6.0;
    let mut members: Vec<&super::geo::Country> = geo
        .countries
        .iter()
        .filter(|c| c.region == region)
        .collect();
    members.sort_by(|a, b| a.y.total_cmp(&b.y));
    let mut candidates: Vec<(f64, f64)> = Vec::new();
    for c in &members {
        candidates.push((c.x, c.y - HALF_H - 10.0));
    }
    for c in members.iter().rev() {
        candidates.push((c.x, c.y + HALF_H + 22.0));
    }
    let free = |&(x, y): &(f64, f64)| {
        x - half >= 0.0
            && x + half <= geo.width
            && y - 16.0 >= 0.0
            && y + 4.0 <= geo.height
            && geo.countries.iter().all(|c| {
                x + half < c.x - HALF_W - 2.0
                    || x - half > c.x + HALF_W + 2.0
                    || y + 4.0 < c.y - HALF_H - 2.0
                    || y - 16.0 > c.y + HALF_H + 2.0
            })
    };
    let mut shifted = Vec::new();
    for &(x, y) in &candidates {
        for dx in [0.0, -40.0, 40.0, -80.0, 80.0] {
            shifted.push((x + dx, y));
        }
    }
    shifted
        .iter()
        .copied()
        .find(free)
        .or_else(|| candidates.first().copied())
        .unwrap_or((0.0, 0.0))
}

/// Everything on a country, in words (its tooltip and accessible name).
fn country_title(
    c: &super::geo::Country,
    state: &CountryView,
    names: &[String],
    lang: Lang,
) -> String {
    let mut parts = vec![say(lang, &country_message(c.country), &[])];
    for (seat, n) in state.partisans.iter().enumerate().filter(|(_, n)| **n > 0) {
        parts.push(format!(
            "{}: {n}",
            player_name(names, scriptorium_games::Seat(seat as u8), lang)
        ));
    }
    if state.rebels > 0 {
        parts.push(format!(
            "{}: {}",
            t(lang, "carolingi-board-rebel-bands"),
            state.rebels
        ));
    }
    if state.development > 0 {
        parts.push(format!(
            "{}: {}",
            t(lang, "carolingi-board-development"),
            state.development
        ));
    }
    if state.forest {
        parts.push(t(lang, "carolingi-board-forest").to_owned());
    }
    if let Some(seat) = state.homeland_of {
        parts.push(format!(
            "{} {}",
            t(lang, "carolingi-board-palace-of"),
            player_name(names, seat, lang)
        ));
    }
    parts.join(" · ")
}
