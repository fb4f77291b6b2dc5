//! What the board marks as the last move: the countries and region cards a
//! player's action touched, kept by `apply`, so it replays exactly.

use crate::carolingi::{Carolingi, Event, LastMove, Options};
use crate::core::{replay, Game};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// The places an event marks: (seat, countries, region cards).
fn places(event: &Event) -> Option<(crate::core::Seat, Vec<u8>, Vec<u8>)> {
    Some(match event {
        Event::PartisanMoved { seat, from, to, .. } => (*seat, vec![from.0, to.0], vec![]),
        Event::BattleFought { seat, country, .. }
        | Event::DevelopmentPlaced { seat, country }
        | Event::RebelPacified { seat, country }
        | Event::CardTransferred { seat, country } => (*seat, vec![country.0], vec![]),
        Event::MissusSentToCard { seat, country } => (*seat, vec![], vec![country.0]),
        _ => return None,
    })
}

#[test]
fn the_last_move_gathers_the_places_of_the_acting_players_action() {
    let mut seen = [0usize; 2];
    for seats in [2u8, 4, 6] {
        let options = Options::default();
        let mut rng = SmallRng::seed_from_u64(u64::from(seats));
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        let mut log = Carolingi::setup(&state, &mut rng);
        for event in &log {
            Carolingi::apply(&mut state, event);
        }
        for _ in 0..20_000 {
            let Some(seat) = Carolingi::waiting_on(&state).first().copied() else {
                break;
            };
            let actions = Carolingi::legal_actions(&state, seat);
            let action = actions[rng.random_range(0..actions.len())];
            let events = Carolingi::decide(&state, seat, &action, &mut rng).unwrap();
            for event in &events {
                Carolingi::apply(&mut state, event);
            }
            // The last event of the decision that touched the map is marked,
            // under its player's name.
            if let Some((who, countries, cards)) = events.iter().rev().find_map(places) {
                let last = &state.last_move;
                assert_eq!(last.seat, Some(who), "{action:?}");
                for country in countries {
                    assert!(
                        last.countries.iter().any(|c| c.0 == country),
                        "{action:?}: {last:?}"
                    );
                    seen[0] += 1;
                }
                for card in cards {
                    assert!(
                        last.cards.iter().any(|c| c.0 == card),
                        "{action:?}: {last:?}"
                    );
                    seen[1] += 1;
                }
            }
            log.extend(events);
        }
        let replayed = replay::<Carolingi>(&options, seats, &log).unwrap();
        assert_eq!(replayed.last_move, state.last_move);
        assert_ne!(state.last_move, LastMove::default());
    }
    assert!(seen.iter().all(|n| *n > 0), "every kind was seen: {seen:?}");
}
