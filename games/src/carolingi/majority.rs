//! The three tests the rulebook keeps apart, named once and used everywhere:
//!
//! * **control** (absolute majority): "plus de partisans que le total combiné
//!   de tous les autres Carolingiens et des bandes de rebelles" — and never in
//!   a forest ("Les pays boisés ne peuvent pas être contrôlés");
//! * **plurality** (simple majority): "plus de partisans que n'importe quel
//!   autre Carolingien et que le nombre de bandes rebelles. Une égalité ne
//!   suffit pas" (forests included);
//! * **presence**: at least one partisan.
//!
//! Plus the famine's "le Carolingien qui en a le plus", which compares
//! Carolingians only (rebels do not eat).

use super::map::CountryId;
use super::state::{CountryState, State};
use crate::core::Seat;

fn own(country: &CountryState, seat: Seat) -> u8 {
    country.partisans.get(seat.index()).copied().unwrap_or(0)
}

fn others(country: &CountryState, seat: Seat) -> impl Iterator<Item = u8> + '_ {
    country
        .partisans
        .iter()
        .enumerate()
        .filter(move |(i, _)| *i != seat.index())
        .map(|(_, &n)| n)
}

/// Absolute majority on a set of pieces, forest or not.
pub fn has_absolute_majority(country: &CountryState, seat: Seat) -> bool {
    let others: u32 = others(country, seat).map(u32::from).sum::<u32>() + u32::from(country.rebels);
    u32::from(own(country, seat)) > others
}

/// Plurality: strictly more than every other Carolingian and than the rebels.
pub fn has_plurality(country: &CountryState, seat: Seat) -> bool {
    let mine = own(country, seat);
    mine > 0 && mine > country.rebels && others(country, seat).all(|n| mine > n)
}

pub fn is_present(country: &CountryState, seat: Seat) -> bool {
    own(country, seat) > 0
}

/// The Carolingian with strictly the most partisans (rebels not counted).
pub fn partisan_leader(country: &CountryState) -> Option<Seat> {
    let best = country.partisans.iter().copied().max().unwrap_or(0);
    let mut leaders = country
        .partisans
        .iter()
        .enumerate()
        .filter(|(_, &n)| n == best && n > 0);
    match (leaders.next(), leaders.next()) {
        (Some((i, _)), None) => Some(Seat(i as u8)),
        _ => None,
    }
}

/// Whether `seat` controls the country: absolute majority on a country in
/// play that is not a forest.
pub fn controls(state: &State, c: CountryId, seat: Seat) -> bool {
    state.is_in_play(c)
        && !state.is_forest(c)
        && state
            .country(c)
            .is_some_and(|country| has_absolute_majority(country, seat))
}

/// Whether some other seat than `seat` controls the country.
pub fn controlled_by_another(state: &State, c: CountryId, seat: Seat) -> bool {
    state
        .seat_list()
        .any(|other| other != seat && controls(state, c, other))
}

pub fn plurality(state: &State, c: CountryId, seat: Seat) -> bool {
    state.is_in_play(c)
        && state
            .country(c)
            .is_some_and(|country| has_plurality(country, seat))
}

pub fn present(state: &State, c: CountryId, seat: Seat) -> bool {
    state
        .country(c)
        .is_some_and(|country| is_present(country, seat))
}

pub fn controlled_countries(state: &State, seat: Seat) -> impl Iterator<Item = CountryId> + '_ {
    state
        .countries_in_play()
        .filter(move |&c| controls(state, c, seat))
}
