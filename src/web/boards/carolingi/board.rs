//! The Carolingi board for one viewer, drawn by the askama templates in
//! `templates/boards/carolingi/` from the engine's own (already redacted)
//! `View`.
//!
//! Layout: a banner saying what happens now; the SVG map; a legend; then the
//! panels: action boards, Scriptorium and Archivium, circle of seasons,
//! Annals with the victory conditions, regional zones with their cards.
//!
//! This module works out only what the templates cannot: words in the
//! viewer's language, colours, and (in `map` and `panels`) positions; every
//! tag is in the templates.

use super::labels::{country_name, player_name, season_name};
use super::map::{colour, colour_name, IconKind, MapDrawing};
use super::seasons::Quarter;
use super::zones::Zone;
use crate::support::i18n::say;
use crate::support::i18n::Lang;
use crate::support::i18n::{t, t_args};
use crate::web::boards::Picking;
use askama::Template;
use scriptorium_games::carolingi::map::{CountryId, RegionId};
use scriptorium_games::carolingi::options::{FIRST_YEAR, LAST_POSSIBLE_YEAR};
use scriptorium_games::carolingi::state::{
    Card, ExchangeChoice, ExchangeMark, InfluenceMode, Progress, Season,
};
use scriptorium_games::carolingi::tiles::{TileId, TileSpot};
use scriptorium_games::carolingi::view::{PhaseView, PlayerView, View};
use scriptorium_games::carolingi::{region_message, tile_message};
use scriptorium_games::Seat;

#[derive(Template)]
#[template(path = "boards/carolingi/board.html")]
struct Board<'a> {
    view: &'a View,
    names: &'a [String],
    lang: Lang,
    /// What the viewer may touch next (see `games::pick`).
    picking: Option<&'a Picking>,
    map: MapDrawing,
    quarters: Vec<Quarter>,
    zones: Vec<Zone>,
}

/// The board, with the places the viewer may touch next linked and marked.
pub fn render(view: &View, names: &[String], lang: Lang, picking: Option<&Picking>) -> String {
    Board {
        view,
        names,
        lang,
        picking,
        map: super::map::drawing(view, names, lang),
        quarters: super::seasons::quarters(view.season, lang),
        zones: super::zones::zones(view, names, lang),
    }
    .render()
    .unwrap_or_default()
}

impl Board<'_> {
    /// One phrase in the viewer's language.
    fn t(&self, id: &str) -> &'static str {
        t(self.lang, id)
    }

    /// The link that picks `token` next, if it is a legal next step.
    fn target(&self, token: &str) -> Option<&str> {
        self.picking.and_then(|picking| picking.target(token))
    }

    /// Whether `token` is part of the choice so far.
    fn chosen(&self, token: &str) -> bool {
        self.picking.is_some_and(|picking| picking.is_chosen(token))
    }

    /// The action boards, the viewer's first.
    fn boards(&self) -> Vec<&PlayerView> {
        let own = self.view.own_seat();
        let mut boards: Vec<&PlayerView> = self.view.players.iter().collect();
        boards.sort_by_key(|p| (Some(p.seat) != own, p.seat));
        boards
    }

    /// Whether the viewer plays this seat.
    fn is_viewer(&self, seat: &Seat) -> bool {
        self.view.own_seat() == Some(*seat)
    }

    /// Whether the game waits for this seat's decision.
    fn waiting(&self, seat: &Seat) -> bool {
        self.view.waiting_on.contains(seat)
    }

    /// The four trophy places: won or not.
    fn trophies(&self, won: &u8) -> [bool; 4] {
        std::array::from_fn(|k| k < usize::from(*won))
    }

    /// The viewer's tiles by where they lie (empty places left out).
    fn tile_groups(&self, spots: &[TileSpot]) -> Vec<TileGroup> {
        TILE_GROUPS
            .iter()
            .filter_map(|&(spot, class, heading)| {
                let tiles: Vec<TileChip> = TileId::all()
                    .filter(|t| spots.get(t.index()) == Some(&spot))
                    .map(|t| TileChip {
                        token: crate::games::picks::carolingi::tile(t.0),
                        name: self.tile(&t),
                    })
                    .collect();
                (!tiles.is_empty()).then_some(TileGroup {
                    label: t(self.lang, heading),
                    class,
                    tiles,
                })
            })
            .collect()
    }

    /// Tiles in the bag, all told.
    fn bag_total(&self) -> u32 {
        self.view
            .bag_tiles_by_seat
            .iter()
            .map(|&n| u32::from(n))
            .sum::<u32>()
            + u32::from(self.view.bag_event_tiles)
    }

    /// Each seat's tiles in the bag, for the seats that have some.
    fn bag_by_seat(&self) -> Vec<(Seat, u8)> {
        self.view
            .bag_tiles_by_seat
            .iter()
            .zip(Seat::all(self.view.bag_tiles_by_seat.len() as u8))
            .filter(|(n, _)| **n > 0)
            .map(|(&n, seat)| (seat, n))
            .collect()
    }

    /// The discarded cards by name, in the order they were discarded.
    fn discard(&self) -> String {
        self.view
            .discard
            .iter()
            .map(|card| match card {
                Card::Country(country) => self.country(country),
                Card::Famine => self.t("carolingi-board-famine").to_owned(),
                Card::Anarchy => self.t("carolingi-board-anarchy").to_owned(),
                Card::Rebellion => self.t("carolingi-board-rebellion").to_owned(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Whether some tile lies face up on the circle of seasons.
    fn tiles_drawn(&self) -> bool {
        self.view.players.iter().any(|p| !p.used_tiles.is_empty())
    }

    /// The years of the Annals.
    fn annals(&self) -> std::ops::RangeInclusive<u16> {
        FIRST_YEAR..=LAST_POSSIBLE_YEAR
    }

    /// Several regions' names, comma separated.
    fn regions(&self, regions: &[RegionId]) -> String {
        regions
            .iter()
            .map(|r| say(self.lang, &region_message(*r), &[]))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The last move in words: who, and what it changed.
    fn last_move_text(&self) -> Option<String> {
        let last = &self.view.last_move;
        let who = self.name(&last.seat?);
        let lang = self.lang;
        if let Some(nth) = last.placed {
            return Some(t_args(
                lang,
                "carolingi-board-last-placed",
                &[("who", who.into()), ("nth", nth.into())],
            ));
        }
        match &last.exchange {
            Some(ExchangeMark::Chosen) => {
                return Some(t_args(
                    lang,
                    "carolingi-board-last-exchange-chosen",
                    &[("who", who.into())],
                ))
            }
            Some(ExchangeMark::Revealed { exchanged }) => {
                let exchanged = match exchanged.is_empty() {
                    true => t(lang, "carolingi-board-nobody").to_owned(),
                    false => self.names_of(exchanged),
                };
                return Some(t_args(
                    lang,
                    "carolingi-board-last-exchange-revealed",
                    &[("who", who.into()), ("exchanged", exchanged.into())],
                ));
            }
            None => {}
        }
        let mut places: Vec<String> = last.countries.iter().map(|c| self.country(c)).collect();
        places.extend(last.cards.iter().map(|c| {
            format!(
                "{} {}",
                t(lang, "carolingi-board-the-card-of"),
                self.country(c)
            )
        }));
        if last.court {
            places.push(t(lang, "carolingi-board-the-court").to_owned());
        }
        if last.trophy {
            places.push(t(lang, "carolingi-board-a-trophy").to_owned());
        }
        let mut text = who;
        if let Some(tile) = &last.tile {
            text = format!("{text} — {}", self.tile(tile));
        }
        if !places.is_empty() {
            text = format!(
                "{text}{} {}",
                t(lang, "carolingi-board-text"),
                places.join(", ")
            );
        }
        Some(text)
    }

    /// Whether the last move was this seat's.
    fn moved_last(&self, seat: &Seat) -> bool {
        self.view.last_move.seat == Some(*seat)
    }

    /// The last move carried out this seat's tile (face up).
    fn last_tile(&self, seat: &Seat, tile: &TileId) -> bool {
        self.moved_last(seat) && self.view.last_move.tile == Some(*tile)
    }

    /// The last move changed this seat's court.
    fn last_court(&self, seat: &Seat) -> bool {
        self.moved_last(seat) && self.view.last_move.court
    }

    /// The last move won this seat a trophy.
    fn last_trophy(&self, seat: &Seat) -> bool {
        self.moved_last(seat) && self.view.last_move.trophy
    }

    /// The last move placed this seat's tile number `index + 1` of the
    /// season face down (which tile it is stays unsaid).
    fn last_placed(&self, seat: &Seat, index: &u8) -> bool {
        self.moved_last(seat) && self.view.last_move.placed == Some(index + 1)
    }

    /// The last move was this seat's exchange choice, or revealed that this
    /// seat exchanged.
    fn last_exchange(&self, seat: &Seat) -> bool {
        match &self.view.last_move.exchange {
            Some(ExchangeMark::Chosen) => self.moved_last(seat),
            Some(ExchangeMark::Revealed { exchanged }) => exchanged.contains(seat),
            None => false,
        }
    }

    /// A seat's colour.
    fn fill(&self, seat: &Seat) -> &'static str {
        colour(seat.index()).0
    }

    /// The legend's palace, in the first seat's colour.
    fn legend_palace_fill(&self) -> &'static str {
        colour(0).0
    }

    fn colour_name(&self, seat: &Seat) -> &'static str {
        colour_name(seat.index(), self.lang)
    }

    /// A player's name (their seat number when the name is missing).
    fn name(&self, seat: &Seat) -> String {
        player_name(self.names, *seat, self.lang)
    }

    /// Several players' names, comma separated.
    fn names_of(&self, seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|seat| self.name(seat))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn country(&self, country: &CountryId) -> String {
        country_name(*country, self.lang)
    }

    /// Several countries' names, comma separated.
    fn countries(&self, countries: &[CountryId]) -> String {
        countries
            .iter()
            .map(|c| self.country(c))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn tile(&self, tile: &TileId) -> String {
        say(self.lang, &tile_message(*tile), &[])
    }

    fn season(&self, season: &Season) -> &'static str {
        season_name(*season, self.lang)
    }

    /// How far the drawn tile's owner has got, when there is something to say.
    fn progress(&self, progress: &Progress) -> Option<String> {
        let lang = self.lang;
        Some(match progress {
            Progress::Influence { mode, sent } => match mode {
                Some(InfluenceMode::Homeland) => format!(
                    "{} {sent}/3.",
                    t(lang, "carolingi-board-missi-sent-to-the-homeland")
                ),
                Some(InfluenceMode::Cards) => {
                    format!("{} {sent}.", t(lang, "carolingi-board-missi-put-on-cards"))
                }
                Some(InfluenceMode::Transfer) => {
                    format!("{} {sent}.", t(lang, "carolingi-board-cards-transferred"))
                }
                None => t(lang, "carolingi-board-choose-a-b-or-c").to_owned(),
            },
            Progress::Develop { placed } => format!(
                "{} {placed}/3.",
                t(lang, "carolingi-board-development-markers-placed")
            ),
            Progress::MakeMissi { taxes_left } => format!(
                "{} {taxes_left}.",
                t(lang, "carolingi-board-taxes-left-to-spend")
            ),
            Progress::MoveTroops { sources, .. } => format!(
                "{} {}.",
                t(lang, "carolingi-board-troops-may-leave"),
                self.countries(sources)
            ),
            Progress::Fight { fought, trophy } => format!(
                "{} {} · {} {}",
                t(lang, "carolingi-board-battle-fought"),
                yes_no(*fought, lang),
                t(lang, "carolingi-board-trophy-claimed"),
                yes_no(*trophy, lang)
            ),
            Progress::Pacify {
                country: Some(country),
                count,
            } => format!(
                "{} {} ({count}/3).",
                t(lang, "carolingi-board-pacifying"),
                self.country(country)
            ),
            Progress::Pacify { country: None, .. } | Progress::ExpelRebels { .. } => return None,
        })
    }
}

/// Where the viewer's tiles may lie: the spot, its class, its heading.
/// Where tiles lie: the spot, its class and its heading's message.
const TILE_GROUPS: [(TileSpot, &str, &str); 6] = [
    (TileSpot::Active, "cg-active", "carolingi-tiles-active"),
    (TileSpot::Placed, "cg-placed", "carolingi-tiles-placed"),
    (TileSpot::Locked, "cg-locked", "carolingi-tiles-locked"),
    (TileSpot::Used, "cg-used", "carolingi-tiles-used"),
    (
        TileSpot::Exchanged,
        "cg-exchanged",
        "carolingi-tiles-exchanged",
    ),
    (
        TileSpot::Declaring,
        "cg-declaring",
        "carolingi-tiles-declaring",
    ),
];

/// The viewer's tiles lying in one place.
struct TileGroup {
    label: &'static str,
    class: &'static str,
    tiles: Vec<TileChip>,
}

/// One of the viewer's tiles, with the token that picks it.
struct TileChip {
    token: String,
    name: String,
}

fn yes_no(value: bool, lang: Lang) -> &'static str {
    match value {
        true => t(lang, "carolingi-board-yes"),
        false => t(lang, "carolingi-board-no"),
    }
}
