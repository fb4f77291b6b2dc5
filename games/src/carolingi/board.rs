//! Small moves of pieces shared by several events: rebel bands from the
//! supply, cards emptied onto the board, the forest's spreading rebellion.

use super::map::CountryId;
use super::state::{Card, CardSlot, CountryState, Phase, Progress, State};
use crate::core::Seat;

/// Capacity during a famine: 1 + development, 3 in a homeland.
pub fn famine_capacity(state: &State, c: CountryId) -> u8 {
    if state.homeland_owner(c).is_some() {
        super::state::HOMELAND_CAPACITY
    } else {
        1 + state.country(c).map(|s| s.development).unwrap_or(0)
    }
}

pub fn total_partisans(country: &CountryState) -> u8 {
    country.partisans.iter().sum()
}

/// Whether a rebel band may stand here: in play, and never in a homeland
/// ("aucun élément du jeu autre que les partisans et le palais").
pub fn rebels_allowed(state: &State, c: CountryId) -> bool {
    state.is_in_play(c) && state.homeland_owner(c).is_none()
}

/// Puts one band from the supply on a country, if the supply has one.
pub fn add_rebel_from_supply(state: &mut State, c: CountryId) -> bool {
    if state.rebel_supply == 0 || !rebels_allowed(state, c) {
        return false;
    }
    match state.country_mut(c) {
        Some(country) => {
            country.rebels += 1;
            state.rebel_supply -= 1;
            true
        }
        None => false,
    }
}

/// The countries a band arriving in a forest spreads to: every adjacent
/// country in play but the homelands; the spreading never chains on.
pub fn forest_spread_targets(state: &State, forest: CountryId) -> Vec<CountryId> {
    state
        .neighbours(forest)
        .filter(|&n| rebels_allowed(state, n))
        .collect()
}

/// 4.1 B.3 (and Influence c): everything on the card goes to its country; a
/// band arriving in a forest adds one band to each neighbour.
pub fn empty_card_onto_board(state: &mut State, slot: &CardSlot) {
    let c = slot.country;
    if let Some(country) = state.country_mut(c) {
        for (i, n) in slot.partisans.iter().enumerate() {
            if let Some(p) = country.partisans.get_mut(i) {
                *p += n;
            }
        }
    }
    if slot.rebels == 0 {
        return;
    }
    if rebels_allowed(state, c) {
        if let Some(country) = state.country_mut(c) {
            country.rebels += slot.rebels;
        }
        if state.is_forest(c) {
            for n in forest_spread_targets(state, c) {
                add_rebel_from_supply(state, n);
            }
        }
    } else {
        state.rebel_supply += slot.rebels;
    }
}

/// A partisan of `seat` goes back to its court as a leude.
pub fn partisan_to_leudes(state: &mut State, seat: Seat, count: u8) {
    if let Some(player) = state.player_mut(seat) {
        player.leudes += count;
    }
}

pub fn discard_country_card(state: &mut State, c: CountryId) {
    state.discard.push(Card::Country(c));
}

pub(super) fn with_player(
    state: &mut State,
    seat: Seat,
    f: impl FnOnce(&mut super::state::Player),
) {
    if let Some(p) = state.player_mut(seat) {
        f(p);
    }
}

pub(super) fn add_partisans(state: &mut State, c: CountryId, seat: Seat, delta: i16) {
    if let Some(p) = state
        .country_mut(c)
        .and_then(|c| c.partisans.get_mut(seat.index()))
    {
        *p = (i16::from(*p) + delta).clamp(0, 255) as u8;
    }
}

pub(super) fn progress_mut(state: &mut State) -> Option<&mut Progress> {
    match &mut state.phase {
        Phase::Action {
            progress, started, ..
        } => {
            *started = true;
            Some(progress)
        }
        _ => None,
    }
}

/// A drawn country card goes to its regional zone, or waits while the full
/// zone is emptied (4.1 B).
pub fn card_to_zone(state: &mut State, slot: CardSlot) {
    let region = slot.country.info().region;
    if state.zone_is_full(region) {
        state.pending_card = Some(slot);
    } else if let Some(zone) = state.zones.get_mut(region.index()) {
        zone.push(slot);
    }
}
