//! Random play with every combination of the advanced game, the Anarchy
//! and Rebellion module and the hourglass: games end, replay equals live,
//! pieces are conserved after every event (set-up bag and piles, bands
//! driven out by a palace included), and nothing secret is shown.

use super::helpers::rng;
use super::props::{partisans_of, rebels_everywhere};
use crate::carolingi::actions::Action;
use crate::carolingi::advanced::setup_pile;
use crate::carolingi::events::Event;
use crate::carolingi::map::CountryId;
use crate::carolingi::state::{
    Phase, Progress, State, DEVELOPMENT_MARKERS, PARTISANS_PER_PLAYER, REBEL_BANDS,
};
use crate::carolingi::{Carolingi, Options};
use crate::core::{replay, Game, Seat, Viewer};
use crate::testing::random_playout;
use proptest::prelude::*;
use rand::Rng;

const MAX_ACTIONS: usize = 200_000;

/// Bit 0: advanced, bit 1: module, bit 2: hourglass.
pub fn options_from(bits: u8, sundial_year: u16) -> Options {
    Options {
        sundial_year,
        advanced: bits & 1 != 0,
        anarchy_module: bits & 2 != 0,
        hourglass_hours: if bits & 4 != 0 { 24 } else { 0 },
    }
}

/// Every partisan of a seat: court, board, cards, and in the advanced
/// set-up the pile in front of the board, the bag and the drawn partisan.
fn all_partisans_of(state: &State, seat: Seat) -> u32 {
    let mut n = partisans_of(state, seat) + u32::from(setup_pile(state));
    if let Phase::SetupRounds { bag, chooser, .. } = &state.phase {
        n += u32::from(bag[seat.index()]);
        n += u32::from(*chooser == Some(seat));
    }
    n
}

fn all_rebels(state: &State) -> u32 {
    let driven_out = match &state.phase {
        Phase::Action {
            progress: Progress::ExpelRebels { left, .. },
            ..
        } => u32::from(*left),
        _ => 0,
    };
    rebels_everywhere(state) + driven_out
}

fn check_conservation(state: &State) -> Result<(), TestCaseError> {
    for seat in state.seat_list() {
        prop_assert_eq!(
            all_partisans_of(state, seat),
            u32::from(PARTISANS_PER_PLAYER),
            "seat {:?} in {:?}",
            seat,
            state.phase
        );
    }
    prop_assert_eq!(all_rebels(state), u32::from(REBEL_BANDS));
    let developed: u32 = state
        .countries
        .iter()
        .map(|c| u32::from(c.development))
        .sum();
    prop_assert_eq!(
        developed + u32::from(state.development_supply),
        u32::from(DEVELOPMENT_MARKERS)
    );
    for country in state.countries_in_play() {
        let there = state.country(country).unwrap();
        prop_assert!(there.development <= 2);
        if let Some(owner) = state.homeland_owner(country) {
            prop_assert_eq!(there.rebels, 0);
            prop_assert_eq!(there.development, 0);
            for seat in state.seat_list().filter(|&s| s != owner) {
                prop_assert_eq!(state.partisans_in(country, seat), 0);
            }
            prop_assert!(state.card_in_zone(country).is_none());
        }
        if state.is_forest(country) {
            prop_assert_eq!(there.development, 0);
        }
    }
    if state.options.advanced && !matches!(state.phase, Phase::Setup | Phase::SetupRounds { .. }) {
        // One forest per region in play once the set-up is over.
        for region in state.regions_in_play() {
            let forests = region
                .info()
                .countries
                .iter()
                .filter(|&&c| state.is_forest(c))
                .count();
            prop_assert_eq!(forests, 1);
        }
    }
    let palaces: Vec<_> = state.homelands.iter().flatten().collect();
    for (i, a) in palaces.iter().enumerate() {
        for b in &palaces[i + 1..] {
            prop_assert!(
                !state.options.advanced || a.info().region != b.info().region,
                "two palaces in one region"
            );
        }
    }
    Ok(())
}

/// Random legal play that favours building palaces and developing (so
/// Develop c and the expulsions happen), checking at every step that
/// waiting seats and legal lists agree, that decide accepts what is
/// offered, conservation, and at the end that the events fold into the
/// live state.
fn biased_playout(
    options: &Options,
    seats: u8,
    seed: u64,
) -> Result<(State, Vec<Event>), TestCaseError> {
    let mut rng = rng(seed);
    // A separate generator for probing refusals, so they do not change the game.
    let mut probe = super::helpers::rng(seed ^ 0x5eed);
    let mut state = Carolingi::new_state(options, seats).unwrap();
    let mut events = Carolingi::setup(&state, &mut rng);
    for e in &events {
        Carolingi::apply(&mut state, e);
        check_conservation(&state)?;
    }
    for _ in 0..MAX_ACTIONS {
        if Carolingi::outcome(&state).is_some() {
            prop_assert_eq!(
                replay::<Carolingi>(options, seats, &events).unwrap(),
                state.clone()
            );
            return Ok((state, events));
        }
        let waiting = Carolingi::waiting_on(&state);
        prop_assert!(!waiting.is_empty());
        for seat in Seat::all(seats) {
            prop_assert_eq!(
                waiting.contains(&seat),
                !Carolingi::legal_actions(&state, seat).is_empty()
            );
        }
        let seat = waiting[rng.random_range(0..waiting.len())];
        let legal = Carolingi::legal_actions(&state, seat);
        prop_assert!(legal.len() < 300);
        // What is not offered is refused, for the new actions too (with a
        // country id outside the map as well).
        let any_country = CountryId(probe.random_range(0..40u8));
        for other in [
            Action::PassPlacement,
            Action::ClaimHomeland {
                country: any_country,
            },
            Action::ExpelRebel { to: any_country },
            Action::SetupOnCountry,
            Action::SetupMissus,
            Action::SetupJoinCountry {
                country: any_country,
            },
            Action::SetupOnCard {
                country: any_country,
            },
        ] {
            for s in Seat::all(seats) {
                let offered = Carolingi::legal_actions(&state, s).contains(&other);
                let accepted = Carolingi::decide(&state, s, &other, &mut probe).is_ok();
                prop_assert_eq!(offered, accepted, "{:?} by {:?}", other, s);
            }
        }
        let favoured = legal.iter().find(|a| {
            matches!(
                a,
                Action::ClaimHomeland { .. }
                    | Action::PlaceDevelopment { .. }
                    | Action::PromoteNoble
                    | Action::PromoteLeude
            )
        });
        let action = match favoured {
            Some(a) if rng.random_bool(0.8) => *a,
            _ => legal[rng.random_range(0..legal.len())],
        };
        let new = Carolingi::decide(&state, seat, &action, &mut rng)
            .map_err(|e| TestCaseError::fail(format!("{action:?} refused: {e}")))?;
        prop_assert!(Carolingi::describe_action(&state, &action)
            .id
            .starts_with("carolingi-"));
        for e in &new {
            prop_assert!(Carolingi::describe_event(e, seats)
                .id
                .starts_with("carolingi-"));
            Carolingi::apply(&mut state, e);
            check_conservation(&state)?;
        }
        events.extend(new);
    }
    Err(TestCaseError::fail("too long"))
}

fn check_no_leak(options: &Options, seats: u8, events: &[Event]) -> Result<(), TestCaseError> {
    for viewer in Seat::all(seats)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
    {
        let shown =
            crate::testing::everything_shown_to::<Carolingi>(options, seats, events, viewer);
        for other in Seat::all(seats).filter(|&s| Viewer::Seat(s) != viewer) {
            for secret in ["TilePlaced", "TileUnlocked"] {
                let leak = format!("{secret} {{ seat: Seat({}), tile: Some", other.0);
                prop_assert!(!shown.iter().any(|s| s.contains(&leak)), "{}", leak);
            }
            let leak = format!("ExchangeChosen {{ seat: Seat({}), choice: Some", other.0);
            prop_assert!(!shown.iter().any(|s| s.contains(&leak)), "{}", leak);
        }
        prop_assert!(
            !shown.iter().any(|s| s.contains("cards: Some")),
            "deck order"
        );
        prop_assert!(!shown.iter().any(|s| s.contains("deck: [")), "deck order");
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn random_play_with_every_option_ends_and_replays(seed in any::<u64>(), seats in 2u8..=6, bits in 0u8..8) {
        let options = options_from(bits, 831);
        let mut rng = rng(seed);
        let playout = random_playout::<Carolingi>(&options, seats, &mut rng, MAX_ACTIONS)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
        prop_assert!(Carolingi::outcome(&playout.state).is_some());
        prop_assert_eq!(replay::<Carolingi>(&options, seats, &playout.events).unwrap(), playout.state);
    }

}

proptest! {
    // Each case checks every event and every view: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn pieces_are_conserved_and_nothing_leaks_with_every_option(seed in any::<u64>(), seats in 2u8..=5, bits in 0u8..8) {
        let options = options_from(bits, 831);
        let (_, events) = biased_playout(&options, seats, seed)?;
        check_no_leak(&options, seats, &events)?;
    }
}

/// Over a few seeded games, every new rule is actually exercised.
#[test]
fn biased_play_reaches_every_new_rule() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        let seats = 2 + (seed % 4) as u8;
        let options = options_from(7, 832);
        let (_, events) = biased_playout(&options, seats, seed).unwrap();
        for e in &events {
            let name = format!("{e:?}");
            seen.insert(name.split([' ', '{', '(']).next().unwrap().to_owned());
        }
    }
    for needed in [
        "SetupRoundBegan",
        "ForestPlaced",
        "SetupPartisanDrawn",
        "SetupPartisanPlaced",
        "SetupRebellion",
        "ModuleCardsAdded",
        "RebelsRose",
        "HomelandClaimed",
        "ZoneOverflowed",
        "PlacementPassed",
    ] {
        assert!(seen.contains(needed), "{needed} never happened: {seen:?}");
    }
}

#[test]
fn states_and_events_with_every_option_survive_json() {
    for seats in [2u8, 5] {
        let options = options_from(7, 831);
        let (_, events) = biased_playout(&options, seats, u64::from(seats) + 300).unwrap();
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        for (i, event) in events.iter().enumerate() {
            let json = serde_json::to_string(event).unwrap();
            assert_eq!(&serde_json::from_str::<Event>(&json).unwrap(), event);
            Carolingi::apply(&mut state, event);
            if i % 23 == 0 || matches!(state.phase, Phase::SetupRounds { .. }) {
                let json = serde_json::to_string(&state).unwrap();
                assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
                serde_json::to_string(&Carolingi::view(&state, Viewer::Spectator)).unwrap();
            }
        }
    }
}

#[test]
fn an_old_base_game_state_without_the_new_fields_still_reads() {
    let state = Carolingi::new_state(&Options::default(), 3).unwrap();
    let mut json: serde_json::Value = serde_json::to_value(&state).unwrap();
    let object = json.as_object_mut().unwrap();
    object.remove("forests");
    object.remove("module_cards_waiting");
    object.insert("options".into(), serde_json::json!({ "sundial_year": 834 }));
    for player in object["players"].as_array_mut().unwrap() {
        player.as_object_mut().unwrap().remove("placement_done");
    }
    let read: State = serde_json::from_value(json).unwrap();
    assert_eq!(read, state);
}
