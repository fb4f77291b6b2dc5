//! Set-up (2.2): everything the player count fixes is laid out by
//! `new_state`; the random parts (which palace goes where, the deck order)
//! are drawn by `setup` and carried by events.

use super::flow::{advance, shuffle_deck, Builder};
use crate::carolingi::error::Error;
use crate::carolingi::events::Event;
use crate::carolingi::map::{map, CountryId};
use crate::carolingi::options::{Options, FIRST_YEAR, LAST_POSSIBLE_YEAR, MAX_HOURGLASS_HOURS};
use crate::carolingi::state::{
    Card, CardSlot, CountryState, Phase, Player, Season, State, DEVELOPMENT_MARKERS, REBEL_BANDS,
};
use crate::core::{shuffle, GameRng, Seat};

pub const MIN_SEATS: u8 = 2;
pub const MAX_SEATS: u8 = 6;

/// A new game under the rules of `rules_version` (the current ones for a
/// game created now; an older one to fold an older game's log).
pub fn new_state(options: &Options, seats: u8, rules_version: u32) -> Result<State, Error> {
    if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
        return Err(Error::SeatCount);
    }
    if !(FIRST_YEAR..=LAST_POSSIBLE_YEAR).contains(&options.sundial_year) {
        return Err(Error::SundialYear);
    }
    if options.hourglass_hours > MAX_HOURGLASS_HOURS {
        return Err(Error::HourglassHours);
    }
    let advanced = options.advanced;
    let m = map();
    let in_play: Vec<bool> = m
        .countries
        .iter()
        .map(|c| c.region.info().from_players <= seats)
        .collect();
    let is_homeland = |c: CountryId| c.info().homeland_order.is_some_and(|o| o <= seats);
    let seat_count = usize::from(seats);
    let mut rebel_supply = REBEL_BANDS;
    let countries = m
        .country_ids()
        .map(|c| {
            // 2.2.9: one band on every unforested country in play but the homelands.
            // 6.1: the advanced game starts with an empty board.
            let rebels =
                u8::from(!advanced && in_play[c.index()] && !c.info().forest && !is_homeland(c));
            rebel_supply -= rebels;
            CountryState {
                partisans: vec![0; seat_count],
                rebels,
                development: 0,
            }
        })
        .collect();
    let zones = m
        .region_ids()
        .map(|r| {
            r.info()
                .countries
                .iter()
                .filter(|c| {
                    !advanced
                        && in_play[c.index()]
                        && c.info().initial_card_from.is_some_and(|n| n <= seats)
                })
                .map(|&country| CardSlot {
                    country,
                    partisans: vec![0; seat_count],
                    rebels: 0,
                })
                .collect()
        })
        .collect();
    Ok(State {
        options: options.clone(),
        seats,
        year: FIRST_YEAR,
        season: Season::Winter,
        in_play,
        countries,
        homelands: vec![None; seat_count],
        zones,
        pending_card: None,
        deck: Vec::new(),
        discard: Vec::new(),
        // 6.1.1: "une de moins que le nombre de joueurs".
        famine_waiting: if advanced { seats - 1 } else { 1 },
        archivium_rebels: 0,
        rebel_supply,
        development_supply: DEVELOPMENT_MARKERS,
        // 2.2.5: one on 831, one (2-4 players) or two (5-6) on the Scriptorium.
        event_tiles_on_scriptorium: if seats >= 5 { 2 } else { 1 },
        event_tile_on_annals: true,
        bag: Vec::new(),
        players: (0..seats)
            .map(|_| {
                if advanced {
                    Player::advanced()
                } else {
                    Player::new()
                }
            })
            .collect(),
        phase: Phase::Setup,
        peace: None,
        court: Vec::new(),
        result: None,
        forests: advanced.then(Vec::new),
        module_cards_waiting: options.anarchy_module,
        rules_version,
        last_move: Default::default(),
    })
}

/// The Archivium's first deck: the cards of the regions in play but the
/// homelands and the cards already in the zones.
pub fn initial_deck(state: &State) -> Vec<Card> {
    let seats = state.seats;
    // 6.1.2: "Toutes les cartes des pays en jeu" in the advanced game.
    let advanced = state.options.advanced;
    state
        .countries_in_play()
        .filter(|c| advanced || c.info().homeland_order.is_none_or(|o| o > seats))
        .filter(|&c| state.card_in_zone(c).is_none())
        .map(Card::Country)
        .collect()
}

pub fn setup(state: &State, rng: &mut dyn GameRng) -> Vec<Event> {
    let mut b = Builder::new(state);
    if state.options.advanced {
        // 6.1: no palace on the board; the set-up rounds are drawn until the
        // first partisan's owner must choose.
        b.state.deck = initial_deck(&b.state);
        shuffle_deck(&mut b, rng, false);
        b.emit(Event::SetupRoundBegan { round: 1 });
        advance(&mut b, rng);
        return b.events;
    }
    // 2.2.8: palaces drawn from the bag; the k-th drawn goes to homeland k.
    let mut drawn: Vec<Seat> = state.seat_list().collect();
    shuffle(rng, &mut drawn);
    let mut homelands = vec![CountryId(0); usize::from(state.seats)];
    for (k, seat) in drawn.iter().enumerate() {
        let order = k as u8 + 1;
        if let Some(c) = map()
            .country_ids()
            .find(|c| c.info().homeland_order == Some(order))
        {
            homelands[seat.index()] = c;
        }
    }
    b.emit(Event::HomelandsDrawn { homelands });
    b.state.deck = initial_deck(&b.state);
    shuffle_deck(&mut b, rng, false);
    b.emit(Event::SeasonBegan {
        year: FIRST_YEAR,
        season: Season::Winter,
        exchange_window: false,
    });
    b.events
}
