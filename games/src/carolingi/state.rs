//! The whole table: board, cards, tiles, courts, and where the year stands.
//! Hidden parts (tiles behind the action boards, the bag, the deck order) live
//! here too; only `view`/`redact_event` filter them.

use super::map::{map, CountryId, RegionId};
use super::options::Options;
use super::tiles::{TileId, TileSpot};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

pub const PARTISANS_PER_PLAYER: u8 = 24;
pub const REBEL_BANDS: u8 = 50;
pub const DEVELOPMENT_MARKERS: u8 = 40;
pub const MAX_TROPHIES: u8 = 4;
pub const MAX_DEVELOPMENT_PER_COUNTRY: u8 = 2;
/// "Un maximum de 3 pions de développement peut être placé au cours d'un même tour."
pub const MAX_DEVELOPMENT_PER_ACTION: u8 = 3;
/// Influence a: "jusqu'à trois missi".
pub const MAX_MISSI_HOME: u8 = 3;
/// Pacify: "jusqu'à trois bandes de rebelles".
pub const MAX_PACIFIED: u8 = 3;
/// Develop a: "réduit deux de ses missi en leudes".
pub const UNLOCK_COST: u8 = 2;
/// Famine: "Les patries ... peuvent donc soutenir trois partisans."
pub const HOMELAND_CAPACITY: u8 = 3;
/// Year end: "plus de trois bandes de rebelles sur un pays".
pub const MAX_REBELS_AT_YEAR_END: u8 = 3;
pub const MINIMUM_TAXES: u8 = 3;
/// Develop c: "trois missi doivent être réduits en leudes".
pub const PALACE_COST: u8 = 3;
/// 6.1.1: "deux piles de quatre".
pub const SETUP_PILE: u8 = 4;
pub const SETUP_ROUNDS: u8 = 2;

/// The rules new games play by (RULES.md, "Rules versions"): 2 since the
/// corrections of issue 13 (points 9-11).
pub const RULES_VERSION: u32 = 2;
/// The rules of every game started before versions were recorded.
pub const FIRST_RULES_VERSION: u32 = 1;

/// States stored before the field existed belong to version-1 games.
fn first_rules_version() -> u32 {
    FIRST_RULES_VERSION
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Season {
    Winter,
    Spring,
    Summer,
    Autumn,
}

impl Season {
    pub fn next(self) -> Option<Season> {
        match self {
            Season::Winter => Some(Season::Spring),
            Season::Spring => Some(Season::Summer),
            Season::Summer => Some(Season::Autumn),
            Season::Autumn => None,
        }
    }
}

/// What lies on one country of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountryState {
    /// Partisans of each seat.
    pub partisans: Vec<u8>,
    pub rebels: u8,
    pub development: u8,
}

/// A country card lying in its regional zone (or just drawn), with what
/// has been put on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardSlot {
    pub country: CountryId,
    pub partisans: Vec<u8>,
    pub rebels: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Country(CountryId),
    Famine,
    /// Module 7.1: a band in every country nobody controls (forests exempt).
    Anarchy,
    /// Module 7.2: a band wherever fewer partisans stand than the capacity.
    Rebellion,
}

/// One tile in the bag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BagItem {
    Tile { seat: Seat, tile: TileId },
    Event,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub nobiles: u8,
    pub leudes: u8,
    pub missi: u8,
    pub trophies: u8,
    /// Where each of the twelve tiles lies, by tile number.
    pub tiles: Vec<TileSpot>,
    /// Tiles placed this season, in order.
    pub placed: Vec<TileId>,
    /// The exchange space is taken for the rest of the year.
    pub exchange_used: bool,
    /// Tiles unlocked this season: « utilisable dès la saison suivante ».
    pub unlocked_this_season: Vec<TileId>,
    /// Hourglass: this seat places no more tiles this season.
    #[serde(default)]
    pub placement_done: bool,
}

impl Player {
    pub fn new() -> Player {
        Player {
            nobiles: 8,
            leudes: 8,
            missi: 3,
            trophies: 0,
            tiles: TileId::all()
                .map(|t| {
                    if t.dotted() {
                        TileSpot::Locked
                    } else {
                        TileSpot::Active
                    }
                })
                .collect(),
            placed: Vec::new(),
            exchange_used: false,
            unlocked_this_season: Vec::new(),
            placement_done: false,
        }
    }

    /// 6.1.1: the advanced game's court: eight leudes, eight nobles, no
    /// missi (the other eight partisans wait in two piles of four).
    pub fn advanced() -> Player {
        Player {
            missi: 0,
            ..Player::new()
        }
    }

    pub fn spot(&self, tile: TileId) -> Option<TileSpot> {
        self.tiles.get(tile.index()).copied()
    }

    pub fn tiles_at(&self, spot: TileSpot) -> impl Iterator<Item = TileId> + '_ {
        TileId::all().filter(move |&t| self.spot(t) == Some(spot))
    }
}

impl Default for Player {
    fn default() -> Self {
        Player::new()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "choice", rename_all = "snake_case")]
pub enum ExchangeChoice {
    Keep,
    Swap { give: TileId, take: TileId },
}

/// How far the owner of a drawn action tile has got in carrying it out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Progress {
    /// Influence: which of a/b/c is chosen by the first step.
    Influence {
        mode: Option<InfluenceMode>,
        sent: u8,
    },
    /// Develop: `placed` markers so far (unlocking ends the action at once).
    Develop {
        placed: u8,
    },
    /// Make missi: taxes computed when the tile was drawn, still to spend.
    MakeMissi {
        taxes_left: u8,
    },
    /// Move troops: the countries troops may leave (control checked at the
    /// start), the groups already paid for, partisans that already crossed a
    /// border into each country.
    MoveTroops {
        sources: Vec<CountryId>,
        groups: Vec<(CountryId, CountryId)>,
        arrived: Vec<u8>,
    },
    Fight {
        fought: bool,
        trophy: bool,
    },
    Pacify {
        country: Option<CountryId>,
        count: u8,
    },
    /// Develop c (advanced game): the palace is built; the rebel bands it
    /// drove out (`left`, off the board meanwhile) go one by one to the
    /// adjacent countries the builder chooses.
    ExpelRebels {
        country: CountryId,
        left: u8,
    },
}

/// 6.1.2: what the owner of a partisan drawn in a set-up round does with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "option", rename_all = "snake_case")]
pub enum SetupChoice {
    /// a. On the drawn card's country; the card is discarded.
    OnCountry,
    /// b. As a missus; the card goes to its zone.
    Missus,
    /// c. On another country already holding this seat's partisans.
    JoinCountry { country: CountryId },
    /// d. On a country card already in a zone.
    OnCard { country: CountryId },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InfluenceMode {
    /// a. Send up to three missi to the homeland.
    Homeland,
    /// b. Send missi to country cards.
    Cards,
    /// c. Move everything from chosen cards to their countries.
    Transfer,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Before the set-up events.
    Setup,
    /// 6.1.2 (advanced game): set-up round 1 or 2. `bag` holds each seat's
    /// partisans still in the bag; `card` is the card drawn with the
    /// partisan `chooser` must place (None when the Archivium is empty).
    SetupRounds {
        round: u8,
        bag: Vec<u8>,
        card: Option<CountryId>,
        chooser: Option<Seat>,
    },
    /// The once-a-year tile exchange, announced before anyone places.
    Exchange {
        eligible: Vec<bool>,
        choices: Vec<Option<ExchangeChoice>>,
    },
    /// Everyone places two tiles face down, at the same time.
    Placing,
    /// Tiles are drawn from the bag (never waits on anyone).
    Drawing,
    /// The owner of the drawn action tile carries it out (or not).
    Action {
        seat: Seat,
        tile: TileId,
        started: bool,
        progress: Progress,
    },
    /// A drawn Declare peace: its owner may play one active tile at once.
    PeaceExtra {
        seat: Seat,
    },
    /// A famine: countries over capacity, in board order; the first one may
    /// wait on its plurality holder's choice.
    Famine {
        queue: Vec<CountryId>,
        affected: Vec<CountryId>,
    },
    Over,
}

/// A declaration of peace under way.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Peace {
    /// Several declarations are being resolved together.
    pub contest: bool,
    /// Seats whose Declare peace tile was carried out in this resolution.
    pub declarers: Vec<Seat>,
    /// The declaration to check once its extra action is over.
    pub pending_check: Option<Seat>,
    /// Tiles put aside while the Declare peace tiles are drawn.
    pub set_aside: Vec<BagItem>,
    /// Rules version 2: the table as it was when the declaration to check
    /// played its extra tile, so the extra action can be cancelled entirely
    /// if its Declare peace tile turns out to have no inaction partner
    /// (5.8: « il doit annuler entièrement son action supplémentaire »).
    #[serde(default)]
    pub before_extra: Option<Box<State>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winners: Vec<Seat>,
    pub sheets: Vec<ScoreSheet>,
    /// Set when the game ended by a successful declaration of peace.
    pub peace_by: Option<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub seats: u8,
    pub year: u16,
    pub season: Season,
    /// Countries of the regions in play, by country index.
    pub in_play: Vec<bool>,
    pub countries: Vec<CountryState>,
    /// Each seat's homeland (palace), once drawn.
    pub homelands: Vec<Option<CountryId>>,
    /// Country cards in each regional zone, by region index.
    pub zones: Vec<Vec<CardSlot>>,
    /// A drawn country card waiting while its full zone is emptied.
    pub pending_card: Option<CardSlot>,
    /// The Archivium deck, top card last (hidden order).
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    /// Famine cards beside the board, still to enter the deck.
    pub famine_waiting: u8,
    /// Rebel bands set aside on the Archivium at year end.
    pub archivium_rebels: u8,
    pub rebel_supply: u8,
    pub development_supply: u8,
    pub event_tiles_on_scriptorium: u8,
    pub event_tile_on_annals: bool,
    pub bag: Vec<BagItem>,
    pub players: Vec<Player>,
    pub phase: Phase,
    pub peace: Option<Peace>,
    /// What the last plenary court found.
    pub court: Vec<ScoreSheet>,
    pub result: Option<GameResult>,
    /// Advanced game: the forests placed during set-up (None: the base
    /// game's forests, fixed by the map).
    #[serde(default)]
    pub forests: Option<Vec<CountryId>>,
    /// Module 7: Anarchy and Rebellion still to be shuffled in.
    #[serde(default)]
    pub module_cards_waiting: bool,
    /// The rules this game plays by, fixed when it starts (RULES.md, "Rules
    /// versions").
    #[serde(default = "first_rules_version")]
    pub rules_version: u32,
    /// What the latest moves changed on the map, for the board to mark.
    /// Derived from the events like the rest (states stored before it was
    /// kept read as "nothing marked").
    #[serde(default)]
    pub last_move: LastMove,
}

/// What the latest decision changed, for the board to mark: the places a
/// player's action touched, from its start until it ended (every partisan
/// moved, battle fought, development placed or card taken in one action
/// reads as one move), or a decision of its own (a tile placed, an exchange
/// chosen, a famine loss, a set-up partisan placed).
///
/// Nothing hidden goes in: a tile placed face down is marked by its place
/// among the seat's placed tiles, never by which tile it is; an exchange
/// choice is marked as made, and the exchanges only once they are revealed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: Option<Seat>,
    pub countries: Vec<CountryId>,
    /// Region cards a missus (or a set-up partisan) was put on, or that went
    /// to their zone.
    pub cards: Vec<CountryId>,
    /// The action tile carried out: face up on the circle of seasons.
    #[serde(default)]
    pub tile: Option<TileId>,
    /// The seat's court changed (missi made or sent, a noble called, two
    /// missi paid to unlock a tile).
    #[serde(default)]
    pub court: bool,
    /// The seat claimed a trophy.
    #[serde(default)]
    pub trophy: bool,
    /// A tile placed face down on the Scriptorium: the seat's first, second…
    /// of this season.
    #[serde(default)]
    pub placed: Option<u8>,
    #[serde(default)]
    pub exchange: Option<ExchangeMark>,
    /// The action it belongs to has ended: the next move starts afresh.
    pub closed: bool,
}

/// An exchange decision, as the table may know it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum ExchangeMark {
    /// The seat chose (keep or swap: secret).
    Chosen,
    /// The last choice came in and all were revealed: these seats swapped.
    Revealed { exchanged: Vec<Seat> },
}

impl LastMove {
    pub(super) fn by(&mut self, seat: Seat) {
        if self.closed || self.seat != Some(seat) {
            self.decision(seat);
            self.closed = false;
        }
    }

    /// A decision that is a move of its own, whatever came before.
    pub(super) fn decision(&mut self, seat: Seat) {
        *self = LastMove {
            seat: Some(seat),
            closed: true,
            ..LastMove::default()
        };
    }

    pub(super) fn country(&mut self, seat: Seat, country: CountryId) {
        self.by(seat);
        if !self.countries.contains(&country) {
            self.countries.push(country);
        }
    }

    pub(super) fn card(&mut self, seat: Seat, country: CountryId) {
        self.by(seat);
        if !self.cards.contains(&country) {
            self.cards.push(country);
        }
    }

    pub(super) fn court(&mut self, seat: Seat) {
        self.by(seat);
        self.court = true;
    }
}

impl State {
    pub fn seat_list(&self) -> impl Iterator<Item = Seat> {
        Seat::all(self.seats)
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat.index())
    }

    pub fn player_mut(&mut self, seat: Seat) -> Option<&mut Player> {
        self.players.get_mut(seat.index())
    }

    pub fn country(&self, c: CountryId) -> Option<&CountryState> {
        self.countries.get(c.index())
    }

    pub fn country_mut(&mut self, c: CountryId) -> Option<&mut CountryState> {
        self.countries.get_mut(c.index())
    }

    pub fn is_in_play(&self, c: CountryId) -> bool {
        self.in_play.get(c.index()).copied().unwrap_or(false)
    }

    pub fn is_forest(&self, c: CountryId) -> bool {
        self.is_in_play(c)
            && match &self.forests {
                Some(forests) => forests.contains(&c),
                None => c.info().forest,
            }
    }

    pub fn homeland_owner(&self, c: CountryId) -> Option<Seat> {
        self.homelands
            .iter()
            .position(|h| *h == Some(c))
            .map(|i| Seat(i as u8))
    }

    pub fn homeland_of(&self, seat: Seat) -> Option<CountryId> {
        self.homelands.get(seat.index()).copied().flatten()
    }

    pub fn countries_in_play(&self) -> impl Iterator<Item = CountryId> + '_ {
        map().country_ids().filter(|&c| self.is_in_play(c))
    }

    pub fn regions_in_play(&self) -> impl Iterator<Item = RegionId> + '_ {
        map()
            .region_ids()
            .filter(|r| r.info().from_players <= self.seats)
    }

    /// In-play neighbours of a country.
    pub fn neighbours(&self, c: CountryId) -> impl Iterator<Item = CountryId> + '_ {
        c.info()
            .neighbours
            .iter()
            .copied()
            .filter(|&n| self.is_in_play(n))
    }

    pub fn partisans_in(&self, c: CountryId, seat: Seat) -> u8 {
        self.country(c)
            .and_then(|s| s.partisans.get(seat.index()).copied())
            .unwrap_or(0)
    }

    pub fn zone(&self, region: RegionId) -> &[CardSlot] {
        self.zones
            .get(region.index())
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    pub fn card_in_zone(&self, c: CountryId) -> Option<&CardSlot> {
        self.zone(c.info().region)
            .iter()
            .find(|slot| slot.country == c)
    }

    pub fn zone_is_full(&self, region: RegionId) -> bool {
        self.zone(region).len() >= usize::from(region.info().zone_size)
    }

    /// Partisans of a seat on the countries of the board (cards excluded).
    pub fn partisans_on_board(&self, seat: Seat) -> u8 {
        self.countries_in_play()
            .map(|c| self.partisans_in(c, seat))
            .sum()
    }

    /// 6.1.2: "S'il n'y a pas de forêt dans la région de ce pays".
    pub fn region_has_forest(&self, region: RegionId) -> bool {
        region.info().countries.iter().any(|&c| self.is_forest(c))
    }

    /// Whether a palace already stands in the region (Develop c: "un seul
    /// palais par région").
    pub fn region_has_palace(&self, region: RegionId) -> bool {
        self.homelands
            .iter()
            .flatten()
            .any(|h| h.info().region == region)
    }

    /// Version 2 of the rules (issue 13): invalid declarations set aside,
    /// the extra action cancelled, the homeland always taxed, every card
    /// back in the deck at the year's end.
    pub fn corrected_rules(&self) -> bool {
        self.rules_version >= 2
    }

    /// 5.8: the seat's Declare peace went into the bag with an inaction tile
    /// (« chacune accompagnée d'une tuile d'inaction »). Only the hourglass
    /// lets a seat place Declare peace alone.
    pub fn declared_with_inaction(&self, seat: Seat) -> bool {
        self.player(seat)
            .is_some_and(|p| p.placed.iter().any(|t| t.is_inaction()))
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }
}

/// A seat's victory conditions as counted at a court or at the end
/// (`scoring::score_sheet` fills it in).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub seat: Seat,
    /// At least six controlled countries.
    pub expansion: bool,
    /// At least six development markers on controlled countries.
    pub development: bool,
    /// At least twelve partisans on the countries of the board.
    pub many_partisans: bool,
    /// Strictly the most trophies, or four.
    pub glory: bool,
    /// Regions unified: every non-forest country controlled, a partisan in
    /// each forest.
    pub regions: Vec<RegionId>,
    /// Advanced game: a homeland claimed (Develop c), one point.
    #[serde(default)]
    pub palace: bool,
    pub points: u8,
    /// Tie-breakers: partisans on the board, then controlled countries.
    pub partisans_on_board: u8,
    pub controlled: u8,
    pub development_markers: u8,
    pub trophies: u8,
}
