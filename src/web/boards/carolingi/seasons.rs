//! The circle of seasons: four quarters clockwise from the top (winter,
//! spring, summer, autumn), the current one dark, the past ones shaded.

use super::geo::Coord;
use super::labels::season_name;
use crate::support::i18n::Lang;
use scriptorium_games::carolingi::state::Season;
use std::f64::consts::FRAC_PI_2;

const SEASONS: [Season; 4] = [
    Season::Winter,
    Season::Spring,
    Season::Summer,
    Season::Autumn,
];
/// The circle's centre and radius, in its own 200-unit drawing.
const CENTRE: f64 = 100.0;
const RADIUS: f64 = 90.0;

pub struct Quarter {
    /// The wedge (SVG path data).
    pub path: String,
    pub fill: &'static str,
    /// Where its name goes, and in which ink.
    pub tx: Coord,
    pub ty: Coord,
    pub ink: &'static str,
    pub name: &'static str,
}

pub fn quarters(now: Season, lang: Lang) -> Vec<Quarter> {
    let (c, r) = (CENTRE, RADIUS);
    SEASONS
        .iter()
        .enumerate()
        .map(|(k, &season)| {
            let a0 = (k as f64) * FRAC_PI_2 - FRAC_PI_2;
            let a1 = a0 + FRAC_PI_2;
            let (x0, y0) = (c + r * a0.cos(), c + r * a0.sin());
            let (x1, y1) = (c + r * a1.cos(), c + r * a1.sin());
            let mid = (a0 + a1) / 2.0;
            let current = season == now;
            Quarter {
                path: format!("M{c} {c} L{x0:.1} {y0:.1} A{r} {r} 0 0 1 {x1:.1} {y1:.1} Z"),
                fill: match (current, season < now) {
                    (true, _) => "#7a2e1d",
                    (false, true) => "#d9c7a8",
                    _ => "#f3ead9",
                },
                tx: Coord(c + 58.0 * mid.cos()),
                ty: Coord(c + 58.0 * mid.sin() + 5.0),
                ink: if current { "#fff" } else { "#3b2f1e" },
                name: season_name(season, lang),
            }
        })
        .collect()
}
