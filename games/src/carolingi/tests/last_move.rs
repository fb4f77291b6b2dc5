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

/// Every decision of random games (base and advanced, with the module)
/// leaves the mark its events call for, and a replay of the log gives the
/// same mark at the end.
#[test]
fn every_kind_of_decision_leaves_its_mark() {
    use crate::carolingi::state::ExchangeMark;
    let mut seen = std::collections::BTreeSet::new();
    for (seats, advanced) in [(2u8, false), (3, true), (5, false), (6, true)] {
        let options = Options {
            advanced,
            anarchy_module: advanced,
            ..Options::default()
        };
        let mut rng = SmallRng::seed_from_u64(u64::from(seats) + 40);
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        let mut log = Carolingi::setup(&state, &mut rng);
        for event in &log {
            Carolingi::apply(&mut state, event);
        }
        for _ in 0..20_000 {
            let waiting = Carolingi::waiting_on(&state);
            if waiting.is_empty() {
                break;
            }
            let seat = waiting[rng.random_range(0..waiting.len())];
            let actions = Carolingi::legal_actions(&state, seat);
            let action = actions[rng.random_range(0..actions.len())];
            let events = Carolingi::decide(&state, seat, &action, &mut rng).unwrap();
            let placed_before = state.players[seat.index()].placed.len();
            for event in &events {
                Carolingi::apply(&mut state, event);
            }
            let last = &state.last_move;
            for event in &events {
                let kind = match event {
                    Event::TilePlaced { .. } => {
                        // Its place among the seat's tiles, never which tile.
                        assert_eq!(last.seat, Some(seat));
                        assert_eq!(last.placed, Some(placed_before as u8 + 1));
                        assert_eq!(last.tile, None);
                        "placed"
                    }
                    Event::ExchangeChosen { .. } => {
                        assert_eq!(last.seat, Some(seat));
                        assert!(last.exchange.is_some());
                        "exchange"
                    }
                    Event::ExchangesRevealed { taken } => {
                        let swapped: Vec<_> = (0..taken.len())
                            .filter(|&i| taken[i].is_some())
                            .map(|i| crate::core::Seat(i as u8))
                            .collect();
                        assert_eq!(
                            last.exchange,
                            Some(ExchangeMark::Revealed { exchanged: swapped })
                        );
                        "revealed"
                    }
                    Event::LeudePromoted { seat: who }
                    | Event::NobleCalled { seat: who }
                    | Event::NoblePromoted { seat: who } => {
                        assert_eq!(last.seat, Some(*who));
                        assert!(last.court, "{action:?}");
                        "court"
                    }
                    Event::MissusSentHome { seat: who } => {
                        assert!(last.court);
                        let home = state.homeland_of(*who).unwrap();
                        assert!(last.countries.contains(&home), "{last:?}");
                        "home"
                    }
                    Event::TrophyClaimed { .. } => {
                        assert!(last.trophy);
                        "trophy"
                    }
                    Event::ActionEnded {
                        seat: who,
                        tile,
                        carried_out: true,
                    } => {
                        assert_eq!(last.seat, Some(*who));
                        assert_eq!(last.tile, Some(*tile));
                        assert!(last.closed);
                        "action"
                    }
                    Event::FaminePartisanRemoved { country, .. } => {
                        assert_eq!(last.countries, vec![*country]);
                        "famine"
                    }
                    Event::SetupPartisanPlaced { .. } => {
                        assert_eq!(last.seat, Some(seat));
                        assert!(!last.countries.is_empty() || !last.cards.is_empty() || last.court);
                        "setup"
                    }
                    _ => continue,
                };
                seen.insert(kind);
            }
            log.extend(events);
        }
        let replayed = replay::<Carolingi>(&options, seats, &log).unwrap();
        assert_eq!(replayed.last_move, state.last_move);
    }
    for kind in [
        "placed", "exchange", "revealed", "court", "home", "trophy", "action", "setup",
    ] {
        assert!(seen.contains(kind), "{kind} never seen: {seen:?}");
    }
}

#[test]
fn a_placed_tile_is_marked_alike_whichever_tile_it_is() {
    let marks: Vec<LastMove> = [3u8, 4]
        .iter()
        .map(|&tile| {
            let options = Options::default();
            let mut rng = SmallRng::seed_from_u64(7);
            let mut state = Carolingi::new_state(&options, 2).unwrap();
            for event in Carolingi::setup(&state, &mut rng) {
                Carolingi::apply(&mut state, &event);
            }
            let action = crate::carolingi::Action::PlaceTile {
                tile: crate::carolingi::tiles::TileId(tile),
            };
            let seat = crate::core::Seat(1);
            for event in Carolingi::decide(&state, seat, &action, &mut rng).unwrap() {
                Carolingi::apply(&mut state, &event);
            }
            state.last_move
        })
        .collect();
    assert_eq!(marks[0], marks[1]);
    assert_eq!(marks[0].placed, Some(1));
}
