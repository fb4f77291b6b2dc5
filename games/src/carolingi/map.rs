//! The board: countries, regions, borders and sea links, read from the one
//! data file `map.json` so a corrected board can replace it without code
//! changes. Countries and regions are named by their string ids in JSON.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;
use std::sync::OnceLock;

const MAP_JSON: &str = include_str!("map.json");

/// The regions in the order the rulebook brings them into play (2.2.1), with
/// the smallest table that uses each. Their names, like the countries', are
/// in the translation files (the map file's `en`/`fr` are the source they
/// were taken from).
const REGION_ORDER: [(&str, u8); 8] = [
    ("neustria", 2),
    ("lotharingia", 2),
    ("saxony", 2),
    ("burgundy", 3),
    ("alemannia", 3),
    ("aquitaine", 4),
    ("bavaria", 5),
    ("lombards", 6),
];

/// A country of the board, by its index in the map file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CountryId(pub u8);

/// A region of the board, by its index in [`REGION_ORDER`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RegionId(pub u8);

impl CountryId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
    pub fn info(self) -> &'static Country {
        &map().countries[self.index().min(map().countries.len() - 1)]
    }
    /// Looks a country up by its id in the map file ("hesse").
    pub fn named(id: &str) -> Option<CountryId> {
        map()
            .countries
            .iter()
            .position(|c| c.id == id)
            .map(|i| CountryId(i as u8))
    }
}

impl RegionId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
    pub fn info(self) -> &'static Region {
        &map().regions[self.index().min(map().regions.len() - 1)]
    }
    pub fn named(id: &str) -> Option<RegionId> {
        map()
            .regions
            .iter()
            .position(|r| r.id == id)
            .map(|i| RegionId(i as u8))
    }
}

#[derive(Debug, Clone)]
pub struct Country {
    pub id: String,
    pub region: RegionId,
    /// Whether a forest tile lies here when its region is in play.
    pub forest: bool,
    /// 1 for the first palace drawn (Normandy), 2 for the second, …
    pub homeland_order: Option<u8>,
    /// Its card starts in the regional zone from this many players on.
    pub initial_card_from: Option<u8>,
    /// Land borders and sea links alike ("considérés comme adjacents").
    pub neighbours: Vec<CountryId>,
}

#[derive(Debug, Clone)]
pub struct Region {
    pub id: String,
    /// Smallest number of players that puts this region in play.
    pub from_players: u8,
    /// How many country cards the regional zone holds.
    pub zone_size: u8,
    pub countries: Vec<CountryId>,
}

#[derive(Debug)]
pub struct Map {
    pub countries: Vec<Country>,
    pub regions: Vec<Region>,
}

#[derive(Deserialize)]
struct RawMap {
    regions: BTreeMap<String, RawRegion>,
    countries: Vec<RawCountry>,
}

#[derive(Deserialize)]
struct RawRegion {
    zone_size: u8,
}

#[derive(Deserialize)]
struct RawCountry {
    id: String,
    region: String,
    forest: bool,
    homeland_order: Option<u8>,
    initial_zone_card_from: Option<u8>,
    land_adjacent: Vec<String>,
    sea_links: Vec<String>,
}

/// The board, parsed once. The file is part of the program: a broken file is
/// a build defect caught by the map tests, not a player's input.
pub fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(|| parse(MAP_JSON).expect("the embedded carolingi map.json is valid"))
}

fn parse(json: &str) -> Result<Map, String> {
    let raw: RawMap = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let mut regions: Vec<Region> = REGION_ORDER
        .iter()
        .map(|&(id, from_players)| {
            let zone_size = raw.regions.get(id).map(|r| r.zone_size).unwrap_or(0);
            Region {
                id: id.to_owned(),
                from_players,
                zone_size,
                countries: Vec::new(),
            }
        })
        .collect();
    let index_of = |id: &str| raw.countries.iter().position(|c| c.id == id);
    let mut countries = Vec::new();
    for (i, c) in raw.countries.iter().enumerate() {
        let region = REGION_ORDER
            .iter()
            .position(|r| r.0 == c.region)
            .ok_or_else(|| format!("unknown region {}", c.region))?;
        regions[region].countries.push(CountryId(i as u8));
        let mut neighbours = Vec::new();
        for n in c.land_adjacent.iter().chain(&c.sea_links) {
            let n = index_of(n).ok_or_else(|| format!("unknown neighbour {n} of {}", c.id))?;
            neighbours.push(CountryId(n as u8));
        }
        countries.push(Country {
            id: c.id.clone(),
            region: RegionId(region as u8),
            forest: c.forest,
            homeland_order: c.homeland_order,
            initial_card_from: c.initial_zone_card_from,
            neighbours,
        });
    }
    // Borders go both ways even if the file names them on one side only.
    for i in 0..countries.len() {
        for n in countries[i].neighbours.clone() {
            let back = CountryId(i as u8);
            if !countries[n.index()].neighbours.contains(&back) {
                countries[n.index()].neighbours.push(back);
            }
        }
    }
    for c in &mut countries {
        c.neighbours.sort();
        c.neighbours.dedup();
    }
    Ok(Map { countries, regions })
}

impl Map {
    pub fn country_ids(&self) -> impl Iterator<Item = CountryId> {
        (0..self.countries.len()).map(|i| CountryId(i as u8))
    }
    pub fn region_ids(&self) -> impl Iterator<Item = RegionId> {
        (0..self.regions.len()).map(|i| RegionId(i as u8))
    }
}

impl Serialize for CountryId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match map().countries.get(self.index()) {
            Some(c) => s.serialize_str(&c.id),
            None => s.serialize_str("?"),
        }
    }
}

impl<'de> Deserialize<'de> for CountryId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        CountryId::named(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown country {id}")))
    }
}

impl Serialize for RegionId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match map().regions.get(self.index()) {
            Some(r) => s.serialize_str(&r.id),
            None => s.serialize_str("?"),
        }
    }
}

impl<'de> Deserialize<'de> for RegionId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        RegionId::named(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown region {id}")))
    }
}
