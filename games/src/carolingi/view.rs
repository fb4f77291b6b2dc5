//! What each viewer may see. The only place hidden information is filtered:
//! the tiles behind each action board (active, locked, placed, sacrificed),
//! the bag's contents, the deck's order, exchange choices not yet revealed.

use super::events::Event;
use super::map::{CountryId, RegionId};
use super::rules::legal::waiting_on;
use super::scoring::{all_sheets, ScoreSheet};
use super::state::{BagItem, Card, CardSlot, ExchangeChoice, GameResult, Phase, Season, State};
use super::tiles::{TileId, TileSpot};
use crate::core::{Seat, Viewer};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub year: u16,
    pub season: Season,
    pub sundial_year: u16,
    /// The options of this game (advanced, module, hourglass).
    pub options: super::options::Options,
    /// Module cards still to be shuffled in at the end of the first year.
    pub module_cards_waiting: bool,
    pub phase: PhaseView,
    pub waiting_on: Vec<Seat>,
    pub countries: Vec<CountryView>,
    pub zones: Vec<ZoneView>,
    pub deck_size: u8,
    pub discard: Vec<Card>,
    pub famine_cards_waiting: u8,
    pub archivium_rebels: u8,
    pub rebel_supply: u8,
    pub development_supply: u8,
    pub event_tiles_on_scriptorium: u8,
    pub event_tile_on_annals: bool,
    /// Tiles in the bag per seat, and event tiles (counts only, unless the
    /// bag was revealed by a declaration of peace).
    pub bag_tiles_by_seat: Vec<u8>,
    pub bag_event_tiles: u8,
    pub players: Vec<PlayerView>,
    /// Victory conditions as they stand now (all of it is on the table).
    pub scores_now: Vec<ScoreSheet>,
    pub last_plenary_court: Vec<ScoreSheet>,
    pub result: Option<GameResult>,
    /// What the latest moves changed (public: countries and region cards).
    pub last_move: super::state::LastMove,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CountryView {
    pub country: CountryId,
    pub region: RegionId,
    pub forest: bool,
    pub homeland_of: Option<Seat>,
    pub partisans: Vec<u8>,
    pub rebels: u8,
    pub development: u8,
    pub neighbours: Vec<CountryId>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ZoneView {
    pub region: RegionId,
    pub capacity: u8,
    pub cards: Vec<CardSlot>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub homeland: Option<CountryId>,
    pub nobiles: u8,
    pub leudes: u8,
    pub missi: u8,
    pub trophies: u8,
    /// Tiles face up on the circle of seasons (public).
    pub used_tiles: Vec<TileId>,
    pub active_tiles: u8,
    pub locked_tiles: u8,
    pub placed_tiles: u8,
    pub exchange_space_taken: bool,
    /// Hourglass: this seat places no more tiles this season.
    pub placement_done: bool,
    /// Advanced set-up: partisans still waiting in front of the action board.
    pub setup_pile: u8,
    /// Where each tile lies: only for the player themself.
    pub tiles: Option<Vec<TileSpot>>,
    /// The tiles placed this season: only for the player themself.
    pub placed: Option<Vec<TileId>>,
    /// Exchange choice not yet revealed: only for the player themself.
    pub exchange_choice: Option<ExchangeChoice>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    Setup,
    /// Advanced set-up: partisans left in the bag per seat, the drawn card
    /// and who must place the drawn partisan (all public).
    SetupRounds {
        round: u8,
        bag: Vec<u8>,
        card: Option<CountryId>,
        chooser: Option<Seat>,
    },
    Exchange {
        decided: Vec<bool>,
    },
    Placing,
    Drawing,
    Action {
        seat: Seat,
        tile: TileId,
        started: bool,
        progress: super::state::Progress,
    },
    PeaceExtra {
        seat: Seat,
    },
    Famine {
        queue: Vec<CountryId>,
        affected: Vec<CountryId>,
    },
    Over,
}

impl View {
    /// The seat whose private tiles this view holds (none for a spectator).
    pub fn own_seat(&self) -> Option<Seat> {
        self.players
            .iter()
            .find(|p| p.tiles.is_some())
            .map(|p| p.seat)
    }

    /// A country in play (none for a country of a region out of play).
    pub fn country(&self, country: CountryId) -> Option<&CountryView> {
        self.countries.iter().find(|c| c.country == country)
    }

    /// Whether the country's card lies in its regional zone.
    pub fn card_in_zone(&self, country: CountryId) -> bool {
        self.zones
            .iter()
            .flat_map(|z| &z.cards)
            .any(|c| c.country == country)
    }
}

pub fn view(state: &State, viewer: Viewer) -> View {
    View {
        year: state.year,
        season: state.season,
        sundial_year: state.options.sundial_year,
        options: state.options.clone(),
        module_cards_waiting: state.module_cards_waiting,
        phase: phase_view(&state.phase),
        waiting_on: waiting_on(state),
        countries: state
            .countries_in_play()
            .filter_map(|c| {
                let s = state.country(c)?;
                Some(CountryView {
                    country: c,
                    region: c.info().region,
                    forest: state.is_forest(c),
                    homeland_of: state.homeland_owner(c),
                    partisans: s.partisans.clone(),
                    rebels: s.rebels,
                    development: s.development,
                    neighbours: state.neighbours(c).collect(),
                })
            })
            .collect(),
        zones: state
            .regions_in_play()
            .map(|r| ZoneView {
                region: r,
                capacity: r.info().zone_size,
                cards: state.zone(r).to_vec(),
            })
            .collect(),
        deck_size: state.deck.len() as u8,
        discard: state.discard.clone(),
        famine_cards_waiting: state.famine_waiting,
        archivium_rebels: state.archivium_rebels,
        rebel_supply: state.rebel_supply,
        development_supply: state.development_supply,
        event_tiles_on_scriptorium: state.event_tiles_on_scriptorium,
        event_tile_on_annals: state.event_tile_on_annals,
        bag_tiles_by_seat: state
            .seat_list()
            .map(|s| {
                state
                    .bag
                    .iter()
                    .filter(|b| matches!(b, BagItem::Tile { seat, .. } if *seat == s))
                    .count() as u8
            })
            .collect(),
        bag_event_tiles: state.bag.iter().filter(|b| **b == BagItem::Event).count() as u8,
        players: state
            .seat_list()
            .filter_map(|seat| {
                let p = state.player(seat)?;
                let own = viewer.sees_private_of(seat);
                let count = |spot| p.tiles_at(spot).count() as u8;
                let choice = match &state.phase {
                    Phase::Exchange { choices, .. } if own => {
                        choices.get(seat.index()).copied().flatten()
                    }
                    _ => None,
                };
                Some(PlayerView {
                    seat,
                    homeland: state.homeland_of(seat),
                    nobiles: p.nobiles,
                    leudes: p.leudes,
                    missi: p.missi,
                    trophies: p.trophies,
                    used_tiles: p.tiles_at(TileSpot::Used).collect(),
                    active_tiles: count(TileSpot::Active),
                    locked_tiles: count(TileSpot::Locked),
                    placed_tiles: p.placed.len() as u8,
                    exchange_space_taken: p.exchange_used,
                    placement_done: p.placement_done,
                    setup_pile: super::advanced::setup_pile(state),
                    tiles: own.then(|| p.tiles.clone()),
                    placed: own.then(|| p.placed.clone()),
                    exchange_choice: choice,
                })
            })
            .collect(),
        scores_now: all_sheets(state),
        last_plenary_court: state.court.clone(),
        result: state.result.clone(),
        last_move: state.last_move.clone(),
    }
}

fn phase_view(phase: &Phase) -> PhaseView {
    match phase {
        Phase::Setup => PhaseView::Setup,
        Phase::SetupRounds {
            round,
            bag,
            card,
            chooser,
        } => PhaseView::SetupRounds {
            round: *round,
            bag: bag.clone(),
            card: *card,
            chooser: *chooser,
        },
        Phase::Exchange { eligible, choices } => PhaseView::Exchange {
            decided: eligible
                .iter()
                .zip(choices)
                .map(|(e, c)| !e || c.is_some())
                .collect(),
        },
        Phase::Placing => PhaseView::Placing,
        Phase::Drawing => PhaseView::Drawing,
        Phase::Action {
            seat,
            tile,
            started,
            progress,
        } => PhaseView::Action {
            seat: *seat,
            tile: *tile,
            started: *started,
            progress: progress.clone(),
        },
        Phase::PeaceExtra { seat } => PhaseView::PeaceExtra { seat: *seat },
        Phase::Famine { queue, affected } => PhaseView::Famine {
            queue: queue.clone(),
            affected: affected.clone(),
        },
        Phase::Over => PhaseView::Over,
    }
}

pub fn redact_event(event: &Event, viewer: Viewer) -> Event {
    match event {
        Event::TilePlaced { seat, tile } => Event::TilePlaced {
            seat: *seat,
            tile: tile.filter(|_| viewer.sees_private_of(*seat)),
        },
        Event::TileUnlocked { seat, tile } => Event::TileUnlocked {
            seat: *seat,
            tile: tile.filter(|_| viewer.sees_private_of(*seat)),
        },
        Event::ExchangeChosen { seat, choice } => Event::ExchangeChosen {
            seat: *seat,
            choice: choice.filter(|_| viewer.sees_private_of(*seat)),
        },
        Event::DeckShuffled {
            cards,
            size,
            famine_added,
        } => Event::DeckShuffled {
            cards: cards.clone().filter(|_| viewer == Viewer::Everything),
            size: *size,
            famine_added: *famine_added,
        },
        other => other.clone(),
    }
}
