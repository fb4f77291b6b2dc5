//! The regional zones: each region's row of country cards, with the
//! partisans and rebel bands lying on each card, and its empty places.

use super::geo::Coord;
use super::labels::{country_name, player_name};
use super::map::Counter;
use crate::games::picks::carolingi as picks;
use crate::support::i18n::say;
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use scriptorium_games::carolingi::region_message;
use scriptorium_games::carolingi::state::CardSlot;
use scriptorium_games::carolingi::view::View;
use scriptorium_games::Seat;

pub struct Zone {
    /// The region's id (its colour's class).
    pub id: &'static str,
    pub name: String,
    pub cards: Vec<CardShape>,
    pub capacity: u8,
    /// Places left for cards.
    pub empty: u8,
}

pub struct CardShape {
    pub name: String,
    /// The token that picks it on the board.
    pub token: String,
    pub last_move: bool,
    /// What lies on it, when something does.
    pub pieces: Option<Pieces>,
}

/// The counters on a card: one per seat present, then the rebel bands.
pub struct Pieces {
    /// The drawing's width in its own units, and on the page.
    pub view_width: u32,
    pub width: u32,
    pub counters: Vec<Counter>,
    /// Where the rebel bands' shield goes, and their number.
    pub rebels: Option<(Coord, u8)>,
    /// The same, in words.
    pub title: String,
}

pub fn zones(view: &View, names: &[String], lang: Lang) -> Vec<Zone> {
    view.zones
        .iter()
        .map(|zone| Zone {
            id: zone.region.info().id.as_str(),
            name: say(lang, &region_message(zone.region), &[]),
            cards: zone
                .cards
                .iter()
                .map(|card| CardShape {
                    name: country_name(card.country, lang),
                    token: picks::card(&card.country.info().id),
                    last_move: view.last_move.cards.contains(&card.country),
                    pieces: pieces(card, names, lang),
                })
                .collect(),
            capacity: zone.capacity,
            empty: zone.capacity.saturating_sub(zone.cards.len() as u8),
        })
        .collect()
}

fn pieces(card: &CardSlot, names: &[String], lang: Lang) -> Option<Pieces> {
    let present: Vec<(usize, u8)> = card
        .partisans
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, n)| *n > 0)
        .collect();
    if present.is_empty() && card.rebels == 0 {
        return None;
    }
    let slots = (present.len() + usize::from(card.rebels > 0)) as u32;
    let mut x = 13.0;
    let mut counters = Vec::new();
    let mut title = Vec::new();
    for &(seat, n) in &present {
        counters.push(Counter::new(x, 12.0, 10.0, seat, n));
        title.push(format!(
            "{}: {n}",
            player_name(names, Seat(seat as u8), lang)
        ));
        x += 26.0;
    }
    let rebels = (card.rebels > 0).then(|| {
        title.push(format!(
            "{}: {}",
            t(lang, "carolingi-board-rebel-bands"),
            card.rebels
        ));
        (Coord(x), card.rebels)
    });
    Some(Pieces {
        view_width: 26 * slots,
        // Drawn at full size: its numbers read at 12 px (11 for the rebels).
        width: 26 * slots,
        counters,
        rebels,
        title: title.join(" · "),
    })
}
