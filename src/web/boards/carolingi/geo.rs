//! Where each country of the board is drawn. The board is static data (the
//! engine's `map.json`, the same file the rules read): each country's rough
//! latitude and longitude are projected (equirectangular, longitudes scaled by
//! cos 48°), then nudged apart until no two country boxes overlap.

use scriptorium_games::carolingi::map::CountryId;
use serde::Deserialize;
use std::fmt;
use std::ops::{Add, Mul, Sub};
use std::sync::OnceLock;

const MAP_JSON: &str = include_str!("../../../../games/src/carolingi/map.json");

/// Half the width and height of a country box, in SVG units.
pub const HALF_W: f64 = 58.0;
pub const HALF_H: f64 = 38.0;
/// Room around the map inside the SVG.
const MARGIN: f64 = 60.0;
/// SVG units per degree of latitude.
const SCALE: f64 = 84.0;

/// A length or position on a drawing, written with one decimal. The
/// templates offset it by plain numbers (`x - 9.0`).
#[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
pub struct Coord(pub f64);

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1}", self.0)
    }
}

/// `Coord ± f64`, `Coord × f64`, for a coordinate and for a reference to
/// one (templates hand macros references).
macro_rules! coord_op {
    ($trait:ident, $method:ident, $op:tt) => {
        impl $trait<f64> for Coord {
            type Output = Coord;
            fn $method(self, by: f64) -> Coord {
                Coord(self.0 $op by)
            }
        }
        impl $trait<f64> for &Coord {
            type Output = Coord;
            fn $method(self, by: f64) -> Coord {
                Coord(self.0 $op by)
            }
        }
    };
}
coord_op!(Add, add, +);
coord_op!(Sub, sub, -);
coord_op!(Mul, mul, *);

#[derive(Deserialize)]
struct RawMap {
    countries: Vec<RawCountry>,
}

#[derive(Deserialize)]
struct RawCountry {
    id: String,
    region: String,
    land_adjacent: Vec<String>,
    sea_links: Vec<String>,
    approx_lat: f64,
    approx_lon: f64,
}

pub struct Country {
    /// The engine's id of this country (the map file's order).
    pub country: CountryId,
    pub id: String,
    pub region: String,
    pub x: f64,
    pub y: f64,
}

pub struct Border {
    pub a: usize,
    pub b: usize,
    pub sea: bool,
}

pub struct Geo {
    pub countries: Vec<Country>,
    pub borders: Vec<Border>,
    pub width: f64,
    pub height: f64,
}

pub fn geo() -> &'static Geo {
    static GEO: OnceLock<Geo> = OnceLock::new();
    GEO.get_or_init(|| build(MAP_JSON))
}

fn build(json: &str) -> Geo {
    // The file is compiled in and checked by the engine's map tests; an
    // unreadable file gives an empty board rather than a panic in a page.
    let raw: RawMap = serde_json::from_str(json).unwrap_or(RawMap { countries: vec![] });
    let k = 48f64.to_radians().cos();
    let origin: Vec<(f64, f64)> = raw
        .countries
        .iter()
        .map(|c| (c.approx_lon * k * SCALE, -c.approx_lat * SCALE))
        .collect();
    let mut pos = origin.clone();
    relax(&mut pos, &origin);
    let min_x = pos.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
    let min_y = pos.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let max_x = pos.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max);
    let max_y = pos.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let countries = raw
        .countries
        .iter()
        .zip(&pos)
        .enumerate()
        .map(|(i, (c, p))| Country {
            country: CountryId(i as u8),
            id: c.id.clone(),
            region: c.region.clone(),
            x: (p.0 - min_x + MARGIN + HALF_W).round(),
            y: (p.1 - min_y + MARGIN + HALF_H + 20.0).round(),
        })
        .collect::<Vec<_>>();
    let index_of = |id: &str| raw.countries.iter().position(|c| c.id == id);
    let mut borders: Vec<Border> = Vec::new();
    for (a, c) in raw.countries.iter().enumerate() {
        let links = c
            .land_adjacent
            .iter()
            .map(|n| (n, false))
            .chain(c.sea_links.iter().map(|n| (n, true)));
        for (n, sea) in links {
            let Some(b) = index_of(n) else { continue };
            let (a, b) = (a.min(b), a.max(b));
            if a != b && !borders.iter().any(|x| x.a == a && x.b == b) {
                borders.push(Border { a, b, sea });
            }
        }
    }
    Geo {
        countries,
        borders,
        width: (max_x - min_x + 2.0 * (MARGIN + HALF_W)).round(),
        height: (max_y - min_y + 2.0 * (MARGIN + HALF_H) + 20.0).round(),
    }
}

/// Pushes overlapping boxes apart along the axis where they overlap least,
/// with a weak pull back to their geographic place.
fn relax(pos: &mut [(f64, f64)], origin: &[(f64, f64)]) {
    let (gap_w, gap_h) = (2.0 * HALF_W + 14.0, 2.0 * HALF_H + 14.0);
    for _ in 0..400 {
        let mut moved = false;
        for i in 0..pos.len() {
            for j in i + 1..pos.len() {
                let dx = pos[j].0 - pos[i].0;
                let dy = pos[j].1 - pos[i].1;
                let over_x = gap_w - dx.abs();
                let over_y = gap_h - dy.abs();
                if over_x <= 0.0 || over_y <= 0.0 {
                    continue;
                }
                moved = true;
                if over_x / gap_w < over_y / gap_h {
                    let push = over_x / 2.0 * if dx < 0.0 { -1.0 } else { 1.0 };
                    pos[i].0 -= push;
                    pos[j].0 += push;
                } else {
                    let push = over_y / 2.0 * if dy < 0.0 { -1.0 } else { 1.0 };
                    pos[i].1 -= push;
                    pos[j].1 += push;
                }
            }
        }
        for (p, o) in pos.iter_mut().zip(origin) {
            p.0 += (o.0 - p.0) * 0.02;
            p.1 += (o.1 - p.1) * 0.02;
        }
        if !moved {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_country_has_a_place_and_no_boxes_overlap() {
        let geo = geo();
        assert_eq!(geo.countries.len(), 36);
        for (i, a) in geo.countries.iter().enumerate() {
            assert!(a.x >= HALF_W && a.x <= geo.width - HALF_W, "{}", a.id);
            assert!(a.y >= HALF_H && a.y <= geo.height - HALF_H, "{}", a.id);
            for b in &geo.countries[i + 1..] {
                let apart = (a.x - b.x).abs() >= 2.0 * HALF_W || (a.y - b.y).abs() >= 2.0 * HALF_H;
                assert!(apart, "{} overlaps {}", a.id, b.id);
            }
        }
        for c in &geo.countries {
            assert_eq!(c.country.info().id, c.id, "the engine reads the same file");
        }
        assert!(geo.borders.iter().any(|b| b.sea));
        assert!(geo.borders.len() > 40);
    }
}
