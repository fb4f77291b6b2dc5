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

use super::labels::tr;
use super::map::{colour, colour_name, IconKind, MapDrawing};
use super::seasons::Quarter;
use super::zones::Zone;
use crate::games::Picking;
use crate::i18n::say;
use askama::Template;
use scriptorium_games::carolingi::map::{CountryId, RegionId};
use scriptorium_games::carolingi::options::{FIRST_YEAR, LAST_POSSIBLE_YEAR};
use scriptorium_games::carolingi::state::{
    Card, ExchangeChoice, ExchangeMark, InfluenceMode, Progress, Season,
};
use scriptorium_games::carolingi::tiles::{TileId, TileSpot};
use scriptorium_games::carolingi::view::{PhaseView, PlayerView, View};
use scriptorium_games::carolingi::{country_message, region_message, tile_message};
use scriptorium_games::{Lang, Seat};

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
    fn t(&self, en: &'static str, fr: &'static str) -> &'static str {
        tr(self.lang, en, fr)
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
            .filter_map(|&(spot, class, en, fr)| {
                let tiles: Vec<TileChip> = TileId::all()
                    .filter(|t| spots.get(t.index()) == Some(&spot))
                    .map(|t| TileChip {
                        token: super::picks::tile(t.0),
                        name: self.tile(&t),
                    })
                    .collect();
                (!tiles.is_empty()).then_some(TileGroup {
                    label: tr(self.lang, en, fr),
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
                Card::Famine => self.t("Famine", "Famine").to_owned(),
                Card::Anarchy => self.t("Anarchy", "Anarchie").to_owned(),
                Card::Rebellion => self.t("Rebellion", "Rébellion").to_owned(),
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
            return Some(match lang {
                Lang::En => {
                    format!("{who} placed tile {nth} of the season face down on the Scriptorium")
                }
                Lang::Fr => format!(
                    "{who} a posé sa tuile {nth} de la saison face cachée sur le Scriptorium"
                ),
            });
        }
        match &last.exchange {
            Some(ExchangeMark::Chosen) => {
                return Some(match lang {
                    Lang::En => {
                        format!("{who} made an exchange choice (secret until all have chosen)")
                    }
                    Lang::Fr => format!(
                    "{who} a fait son choix d'échange (secret jusqu'à ce que tous aient choisi)"
                ),
                })
            }
            Some(ExchangeMark::Revealed { exchanged }) => {
                let exchanged = match exchanged.is_empty() {
                    true => tr(lang, "nobody", "personne").to_owned(),
                    false => self.names_of(exchanged),
                };
                return Some(match lang {
                    Lang::En => {
                        format!("{who} made the last exchange choice; exchanged: {exchanged}")
                    }
                    Lang::Fr => format!(
                        "{who} a fait le dernier choix d'échange ; ont échangé : {exchanged}"
                    ),
                });
            }
            None => {}
        }
        let mut places: Vec<String> = last.countries.iter().map(|c| self.country(c)).collect();
        places.extend(last.cards.iter().map(|c| {
            format!(
                "{} {}",
                tr(lang, "the card of", "la carte de"),
                self.country(c)
            )
        }));
        if last.court {
            places.push(tr(lang, "the court", "la cour").to_owned());
        }
        if last.trophy {
            places.push(tr(lang, "a trophy", "un trophée").to_owned());
        }
        let mut text = who;
        if let Some(tile) = &last.tile {
            text = format!("{text} — {}", self.tile(tile));
        }
        if !places.is_empty() {
            text = format!("{text}{} {}", tr(lang, ":", " :"), places.join(", "));
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
                    tr(
                        lang,
                        "Missi sent to the homeland:",
                        "Missi envoyés à la patrie :"
                    )
                ),
                Some(InfluenceMode::Cards) => format!(
                    "{} {sent}.",
                    tr(lang, "Missi put on cards:", "Missi posés sur des cartes :")
                ),
                Some(InfluenceMode::Transfer) => format!(
                    "{} {sent}.",
                    tr(lang, "Cards transferred:", "Cartes transférées :")
                ),
                None => tr(lang, "Choose a, b or c.", "Choisissez a, b ou c.").to_owned(),
            },
            Progress::Develop { placed } => format!(
                "{} {placed}/3.",
                tr(
                    lang,
                    "Development markers placed:",
                    "Pions de développement posés :"
                )
            ),
            Progress::MakeMissi { taxes_left } => format!(
                "{} {taxes_left}.",
                tr(lang, "Taxes left to spend:", "Impôts restant à dépenser :")
            ),
            Progress::MoveTroops { sources, .. } => format!(
                "{} {}.",
                tr(lang, "Troops may leave:", "Les troupes peuvent partir de :"),
                self.countries(sources)
            ),
            Progress::Fight { fought, trophy } => format!(
                "{} {} · {} {}",
                tr(lang, "Battle fought:", "Bataille livrée :"),
                yes_no(*fought, lang),
                tr(lang, "trophy claimed:", "trophée réclamé :"),
                yes_no(*trophy, lang)
            ),
            Progress::Pacify {
                country: Some(country),
                count,
            } => format!(
                "{} {} ({count}/3).",
                tr(lang, "Pacifying", "Apaisement de"),
                self.country(country)
            ),
            Progress::Pacify { country: None, .. } | Progress::ExpelRebels { .. } => return None,
        })
    }
}

/// Where the viewer's tiles may lie: the spot, its class, its heading.
const TILE_GROUPS: [(TileSpot, &str, &str, &str); 6] = [
    (
        TileSpot::Active,
        "cg-active",
        "In your groove (active)",
        "Dans votre rainure (actives)",
    ),
    (
        TileSpot::Placed,
        "cg-placed",
        "Placed face down",
        "Posées face cachée",
    ),
    (TileSpot::Locked, "cg-locked", "Locked", "Bloquées"),
    (
        TileSpot::Used,
        "cg-used",
        "On the circle of seasons",
        "Sur le cercle des saisons",
    ),
    (
        TileSpot::Exchanged,
        "cg-exchanged",
        "Sacrificed on the exchange space",
        "Sacrifiées sur la case d'échange",
    ),
    (
        TileSpot::Declaring,
        "cg-declaring",
        "Declaring peace",
        "Déclaration de paix",
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
        true => tr(lang, "yes", "oui"),
        false => tr(lang, "no", "non"),
    }
}

pub(super) fn player_name(names: &[String], seat: Seat, lang: Lang) -> String {
    match names.get(seat.index()) {
        Some(name) => name.clone(),
        None => format!("{} {}", tr(lang, "Seat", "Place"), seat.index() + 1),
    }
}

/// A country's name without the parenthesised alternative.
pub(super) fn country_name(country: CountryId, lang: Lang) -> String {
    let name = say(lang, &country_message(country), &[]);
    match name.split_once(" (") {
        Some((short, _)) => short.to_owned(),
        None => name,
    }
}

pub(super) fn season_name(season: Season, lang: Lang) -> &'static str {
    match season {
        Season::Winter => tr(lang, "Winter", "Hiver"),
        Season::Spring => tr(lang, "Spring", "Printemps"),
        Season::Summer => tr(lang, "Summer", "Été"),
        Season::Autumn => tr(lang, "Autumn", "Automne"),
    }
}
