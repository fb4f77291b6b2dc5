//! The advanced game (6), the Anarchy and Rebellion module (7) and the
//! hourglass (8): the pieces of rules they add, kept apart from the base
//! game so each stays readable. `apply` helpers change the table; the
//! `*_targets`/`*_options` functions say what is possible.

use super::actions::Action;
use super::board::{add_partisans, card_to_zone, progress_mut, with_player};
use super::board::{add_rebel_from_supply, discard_country_card, rebels_allowed, total_partisans};
use super::majority::{controls, present};
use super::map::CountryId;
use super::state::{
    Card, CardSlot, Phase, Progress, SetupChoice, State, MAX_DEVELOPMENT_PER_COUNTRY, PALACE_COST,
    SETUP_PILE,
};
use crate::core::Seat;

// ---- Set-up rounds (6.1) ----

/// "chaque Carolingien place ses quatre premiers partisans dans le sac".
pub fn begin_setup_round(state: &mut State, round: u8) {
    state.phase = Phase::SetupRounds {
        round,
        bag: vec![SETUP_PILE; usize::from(state.seats)],
        card: None,
        chooser: None,
    };
}

/// Partisans still waiting in front of an action board (the second pile
/// during the first round).
pub fn setup_pile(state: &State) -> u8 {
    match state.phase {
        Phase::SetupRounds { round: 1, .. } => SETUP_PILE,
        Phase::Setup if state.options.advanced => 2 * SETUP_PILE,
        _ => 0,
    }
}

/// The options a-d open to the owner of the drawn partisan.
pub fn setup_options(state: &State, seat: Seat, card: Option<CountryId>) -> Vec<Action> {
    let mut actions = Vec::new();
    // a. "à condition qu'il n'ait pas déjà de partisans dans l'un des pays adjacents"
    if let Some(c) = card {
        if !state.neighbours(c).any(|n| present(state, n, seat)) {
            actions.push(Action::SetupOnCountry);
        }
    }
    actions.push(Action::SetupMissus);
    actions.extend(
        state
            .countries_in_play()
            .filter(|&c| Some(c) != card && present(state, c, seat))
            .map(|country| Action::SetupJoinCountry { country }),
    );
    actions.extend(
        state
            .regions_in_play()
            .flat_map(|r| state.zone(r).iter())
            .map(|slot| Action::SetupOnCard {
                country: slot.country,
            }),
    );
    actions
}

pub fn setup_choice(action: &Action) -> Option<SetupChoice> {
    match *action {
        Action::SetupOnCountry => Some(SetupChoice::OnCountry),
        Action::SetupMissus => Some(SetupChoice::Missus),
        Action::SetupJoinCountry { country } => Some(SetupChoice::JoinCountry { country }),
        Action::SetupOnCard { country } => Some(SetupChoice::OnCard { country }),
        _ => None,
    }
}

/// The partisan goes where its owner chose; the drawn card is discarded (a)
/// or goes to its zone (b-d), which may overflow.
pub fn place_setup_partisan(state: &mut State, seat: Seat, choice: SetupChoice) {
    let card = match &mut state.phase {
        Phase::SetupRounds { card, chooser, .. } => {
            *chooser = None;
            card.take()
        }
        _ => None,
    };
    match choice {
        SetupChoice::OnCountry => {
            if let Some(c) = card {
                add_partisans(state, c, seat, 1);
                discard_country_card(state, c);
            }
            return;
        }
        SetupChoice::Missus => with_player(state, seat, |p| p.missi += 1),
        SetupChoice::JoinCountry { country } => add_partisans(state, country, seat, 1),
        SetupChoice::OnCard { country } => {
            let region = country.info().region;
            if let Some(slot) = state
                .zones
                .get_mut(region.index())
                .and_then(|z| z.iter_mut().find(|s| s.country == country))
            {
                if let Some(p) = slot.partisans.get_mut(seat.index()) {
                    *p += 1;
                }
            }
        }
    }
    if let Some(c) = card {
        let slot = CardSlot {
            country: c,
            partisans: vec![0; usize::from(state.seats)],
            rebels: 0,
        };
        card_to_zone(state, slot);
    }
}

/// 6.1.3: "Tous les pays qui ont déjà au moins une bande de rebelles en
/// reçoivent une autre, puis tous les pays qui n'ont ni partisan ni bande de
/// rebelles en reçoivent une."
pub fn setup_rebellion(state: &mut State) {
    let with_bands: Vec<CountryId> = state
        .countries_in_play()
        .filter(|&c| state.country(c).is_some_and(|s| s.rebels > 0))
        .collect();
    for c in with_bands {
        add_rebel_from_supply(state, c);
    }
    let empty: Vec<CountryId> = state
        .countries_in_play()
        .filter(|&c| {
            state
                .country(c)
                .is_some_and(|s| s.rebels == 0 && total_partisans(s) == 0)
        })
        .collect();
    for c in empty {
        add_rebel_from_supply(state, c);
    }
}

// ---- Develop c: claiming a homeland (6.2.1) ----

/// Where `seat` may build its palace now: once per game, a controlled
/// country with two markers, in a region without a palace, for three missi.
pub fn palace_sites(state: &State, seat: Seat) -> Vec<CountryId> {
    let allowed = state.options.advanced
        && state.homeland_of(seat).is_none()
        && state.player(seat).is_some_and(|p| p.missi >= PALACE_COST);
    if !allowed {
        return Vec::new();
    }
    state
        .countries_in_play()
        .filter(|&c| palace_site(state, c, seat))
        .collect()
}

pub fn palace_site(state: &State, c: CountryId, seat: Seat) -> bool {
    controls(state, c, seat)
        && state
            .country(c)
            .is_some_and(|s| s.development >= MAX_DEVELOPMENT_PER_COUNTRY)
        && !state.region_has_palace(c.info().region)
}

/// Steps 1-3 of Develop c; the bands driven out wait in the progress until
/// the builder sends each to a neighbour (or go to the supply when no
/// neighbour may take them).
pub fn claim_homeland(state: &mut State, seat: Seat, country: CountryId) {
    with_player(state, seat, |p| {
        let paid = p.missi.min(PALACE_COST);
        p.missi -= paid;
        p.leudes += paid;
    });
    if let Some(slot) = state.homelands.get_mut(seat.index()) {
        *slot = Some(country);
    }
    // 1. The two markers go back to the supply; 2. other Carolingians'
    // partisans go home as leudes, the bands are driven out.
    let mut markers = 0;
    let mut driven_out = 0;
    let mut strangers = vec![0u8; usize::from(state.seats)];
    if let Some(c) = state.country_mut(country) {
        markers = c.development;
        c.development = 0;
        for (i, n) in c.partisans.iter_mut().enumerate() {
            if i != seat.index() {
                if let Some(s) = strangers.get_mut(i) {
                    *s += *n;
                }
                *n = 0;
            }
        }
        driven_out = c.rebels;
        c.rebels = 0;
    }
    state.development_supply += markers;
    // 3. The country's card leaves the game, wherever it lies.
    let region = country.info().region;
    let slot = state.zones.get_mut(region.index()).and_then(|z| {
        z.iter()
            .position(|s| s.country == country)
            .map(|i| z.remove(i))
    });
    if let Some(slot) = slot {
        for (i, &n) in slot.partisans.iter().enumerate() {
            if i == seat.index() {
                add_partisans(state, country, seat, i16::from(n));
            } else if let Some(s) = strangers.get_mut(i) {
                *s += n;
            }
        }
        state.rebel_supply += slot.rebels;
    }
    let card = Card::Country(country);
    state.deck.retain(|c| *c != card);
    state.discard.retain(|c| *c != card);
    for (i, n) in strangers.into_iter().enumerate() {
        with_player(state, Seat(i as u8), |p| p.leudes += n);
    }
    if expel_targets(state, country).is_empty() {
        state.rebel_supply += driven_out;
        driven_out = 0;
    }
    if let Some(progress) = progress_mut(state) {
        *progress = Progress::ExpelRebels {
            country,
            left: driven_out,
        };
    }
}

/// "expulsées par le palais vers les pays adjacents au choix du joueur":
/// any adjacent country in play that is not a homeland.
pub fn expel_targets(state: &State, homeland: CountryId) -> Vec<CountryId> {
    state
        .neighbours(homeland)
        .filter(|&n| rebels_allowed(state, n))
        .collect()
}

// ---- Module Anarchy and Rebellion (7) ----

/// The countries the drawn module card adds a band to (supply permitting).
pub fn unrest_targets(state: &State, card: Card) -> Vec<CountryId> {
    state
        .countries_in_play()
        .filter(|&c| rebels_allowed(state, c))
        .filter(|&c| match card {
            // 7.1: every country nobody controls, forests exempt.
            Card::Anarchy => {
                !state.is_forest(c) && !state.seat_list().any(|s| controls(state, c, s))
            }
            // 7.2: fewer partisans (all colours) than the capacity 1 + markers,
            // where there is at least one marker.
            Card::Rebellion => state
                .country(c)
                .is_some_and(|s| s.development > 0 && total_partisans(s) < 1 + s.development),
            _ => false,
        })
        .collect()
}
