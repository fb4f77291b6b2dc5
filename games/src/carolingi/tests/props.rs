//! Random legal play: it ends, folds back to the same state, conserves
//! pieces, and never shows a seat another seat's hidden tiles.

use super::helpers::rng;
use crate::carolingi::events::Event;
use crate::carolingi::state::{State, DEVELOPMENT_MARKERS, PARTISANS_PER_PLAYER, REBEL_BANDS};
use crate::carolingi::view::view;
use crate::carolingi::{Carolingi, Options};
use crate::core::{replay, Game, Seat, Viewer};
use crate::testing::random_playout;
use proptest::prelude::*;

const MAX_ACTIONS: usize = 200_000;

pub fn partisans_of(state: &State, seat: Seat) -> u32 {
    let p = &state.players[seat.index()];
    let court =
        u32::from(p.nobiles) + u32::from(p.leudes) + u32::from(p.missi) + u32::from(p.trophies);
    let board: u32 = state
        .countries
        .iter()
        .map(|c| u32::from(c.partisans[seat.index()]))
        .sum();
    let cards: u32 = state
        .zones
        .iter()
        .flatten()
        .chain(state.pending_card.iter())
        .map(|s| u32::from(s.partisans[seat.index()]))
        .sum();
    court + board + cards
}

pub fn rebels_everywhere(state: &State) -> u32 {
    let board: u32 = state.countries.iter().map(|c| u32::from(c.rebels)).sum();
    let cards: u32 = state
        .zones
        .iter()
        .flatten()
        .chain(state.pending_card.iter())
        .map(|s| u32::from(s.rebels))
        .sum();
    board + cards + u32::from(state.archivium_rebels) + u32::from(state.rebel_supply)
}

fn check_conservation(state: &State) -> Result<(), TestCaseError> {
    for seat in state.seat_list() {
        prop_assert_eq!(
            partisans_of(state, seat),
            u32::from(PARTISANS_PER_PLAYER),
            "seat {:?}",
            seat
        );
    }
    prop_assert_eq!(rebels_everywhere(state), u32::from(REBEL_BANDS));
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
        if let Some(owner) = state.homeland_owner(country) {
            let there = state.country(country).unwrap();
            prop_assert_eq!(there.rebels, 0);
            prop_assert_eq!(there.development, 0);
            for seat in state.seat_list().filter(|&s| s != owner) {
                prop_assert_eq!(
                    state.partisans_in(country, seat),
                    0,
                    "a stranger in a homeland"
                );
            }
        }
        prop_assert!(state.country(country).unwrap().development <= 2);
    }
    Ok(())
}

fn play_out(
    seed: u64,
    seats: u8,
    sundial: u16,
) -> Result<(Options, Vec<Event>, State), TestCaseError> {
    let options = Options {
        sundial_year: sundial,
        ..Options::default()
    };
    let mut rng = rng(seed);
    let playout = random_playout::<Carolingi>(&options, seats, &mut rng, MAX_ACTIONS)
        .map_err(|failure| TestCaseError::fail(format!("{failure:?}")))?;
    prop_assert!(Carolingi::outcome(&playout.state).is_some());
    Ok((options, playout.events, playout.state))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_play_ends_and_replays(seed in any::<u64>(), seats in 2u8..=6, sundial in 830u16..=831) {
        let (options, events, state) = play_out(seed, seats, sundial)?;
        prop_assert_eq!(replay::<Carolingi>(&options, seats, &events).unwrap(), state);
    }

    #[test]
    fn every_sundial_year_ends_the_game_after_its_autumn(seed in any::<u64>(), sundial in 830u16..=839) {
        let (_, events, state) = play_out(seed, 2, sundial)?;
        if state.result.as_ref().is_some_and(|r| r.peace_by.is_none()) {
            prop_assert_eq!(state.year, sundial);
            prop_assert_eq!(state.season, crate::carolingi::state::Season::Autumn);
            let years = events.iter().filter(|e| matches!(e, Event::YearEnded { .. })).count();
            prop_assert_eq!(years, usize::from(sundial - 830));
        }
    }

    #[test]
    fn partisans_rebels_and_markers_are_conserved_after_every_event(seed in any::<u64>(), seats in 2u8..=6) {
        let (options, events, _) = play_out(seed, seats, 830)?;
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        for event in &events {
            Carolingi::apply(&mut state, event);
            if !matches!(state.phase, crate::carolingi::state::Phase::Setup) && state.homelands.iter().all(Option::is_some) {
                check_conservation(&state)?;
            }
        }
    }

    #[test]
    fn no_seat_sees_another_seats_hidden_tiles(seed in any::<u64>(), seats in 2u8..=4) {
        let (options, events, _) = play_out(seed, seats, 830)?;
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        for event in &events {
            for viewer in Seat::all(seats) {
                let shown = Carolingi::redact_event(&state, event, Viewer::Seat(viewer));
                match &shown {
                    Event::TilePlaced { seat, tile } | Event::TileUnlocked { seat, tile } => {
                        prop_assert_eq!(tile.is_some(), *seat == viewer);
                    }
                    Event::ExchangeChosen { seat, choice } => prop_assert_eq!(choice.is_some(), *seat == viewer),
                    Event::DeckShuffled { cards, .. } => prop_assert!(cards.is_none()),
                    _ => {}
                }
            }
            let spectator = Carolingi::redact_event(&state, event, Viewer::Spectator);
            if let Event::TilePlaced { tile, .. } | Event::TileUnlocked { tile, .. } = spectator {
                prop_assert!(tile.is_none());
            }
            Carolingi::apply(&mut state, event);
            for viewer in Seat::all(seats) {
                let seen = view(&state, Viewer::Seat(viewer));
                for player in &seen.players {
                    let own = player.seat == viewer;
                    prop_assert_eq!(player.tiles.is_some(), own);
                    prop_assert_eq!(player.placed.is_some(), own);
                    if !own {
                        prop_assert!(player.exchange_choice.is_none());
                    }
                }
            }
            let seen = view(&state, Viewer::Spectator);
            prop_assert!(seen.players.iter().all(|p| p.tiles.is_none() && p.placed.is_none()));
        }
    }

    #[test]
    fn nothing_shown_to_a_seat_names_another_seats_hidden_tile(seed in any::<u64>(), seats in 2u8..=5) {
        let (options, events, _) = play_out(seed, seats, 830)?;
        for viewer in Seat::all(seats) {
            let shown = crate::testing::everything_shown_to::<Carolingi>(&options, seats, &events, Viewer::Seat(viewer));
            for other in Seat::all(seats).filter(|&s| s != viewer) {
                for secret in ["TilePlaced", "TileUnlocked"] {
                    let leak = format!("{secret} {{ seat: Seat({}), tile: Some", other.0);
                    prop_assert!(!shown.iter().any(|s| s.contains(&leak)), "{}", leak);
                }
                let leak = format!("ExchangeChosen {{ seat: Seat({}), choice: Some", other.0);
                prop_assert!(!shown.iter().any(|s| s.contains(&leak)), "{}", leak);
            }
            prop_assert!(!shown.iter().any(|s| s.contains("cards: Some")), "deck order");
            prop_assert!(!shown.iter().any(|s| s.contains("deck: [")), "deck order");
        }
    }

    #[test]
    fn longer_games_end_too(seed in any::<u64>(), seats in 2u8..=6) {
        play_out(seed, seats, 834)?;
    }
}

#[test]
fn legal_action_lists_stay_small() {
    for seats in 2..=6u8 {
        let options = Options {
            sundial_year: 831,
            ..Options::default()
        };
        let mut rng = rng(u64::from(seats));
        let playout = random_playout::<Carolingi>(&options, seats, &mut rng, MAX_ACTIONS).unwrap();
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        for event in &playout.events {
            Carolingi::apply(&mut state, event);
            for seat in Seat::all(seats) {
                assert!(Carolingi::legal_actions(&state, seat).len() < 300);
            }
        }
    }
}

/// Random games over every table size reach the main kinds of events and
/// end with a score sheet per seat and points within the possible range.
#[test]
fn random_games_reach_the_main_events_and_score_sensibly() {
    let mut counts = std::collections::BTreeMap::new();
    for seed in 0..10u64 {
        let seats = 2 + (seed % 5) as u8;
        let mut rng = rng(seed);
        let playout = random_playout::<Carolingi>(
            &Options {
                sundial_year: 831,
                ..Options::default()
            },
            seats,
            &mut rng,
            MAX_ACTIONS,
        )
        .unwrap();
        for e in &playout.events {
            let name = format!("{e:?}");
            let name = name.split([' ', '{', '(']).next().unwrap().to_owned();
            *counts.entry(name).or_insert(0) += 1;
        }
        let r = playout.state.result.clone().unwrap();
        assert_eq!(r.sheets.len(), usize::from(seats));
        assert!(!r.winners.is_empty());
        for sheet in &r.sheets {
            // Four conditions plus at most one point per region in play.
            assert!(usize::from(sheet.points) <= 4 + playout.state.regions_in_play().count());
        }
        if r.peace_by.is_none() {
            assert_eq!(playout.state.year, 831, "seed {seed}");
        }
    }
    for kind in [
        "TilePlaced",
        "TileDrawn",
        "SeasonBegan",
        "YearEnded",
        "PartisanMoved",
        "LeudePromoted",
    ] {
        assert!(
            counts.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} in {counts:?}"
        );
    }
}

/// Plays from a given table with a policy that favours declaring peace, and
/// checks the frame's invariants at every step: waiting seats and legal
/// lists agree, what is offered is accepted, pieces are conserved, folding
/// the events onto the starting table gives the live one.
fn biased_playout(start: &State, seed: u64, max_actions: usize) -> Result<State, TestCaseError> {
    use crate::carolingi::actions::Action;
    use crate::carolingi::tiles::TileKind;
    use rand::Rng;
    let mut rng = rng(seed);
    let mut state = start.clone();
    let mut events = Vec::new();
    let totals: Vec<u32> = state.seat_list().map(|s| partisans_of(&state, s)).collect();
    let rebels = rebels_everywhere(&state);
    for _ in 0..max_actions {
        if Carolingi::outcome(&state).is_some() {
            let mut folded = start.clone();
            for e in &events {
                Carolingi::apply(&mut folded, e);
            }
            prop_assert_eq!(&folded, &state);
            return Ok(state);
        }
        let waiting = Carolingi::waiting_on(&state);
        prop_assert!(!waiting.is_empty(), "dead end");
        for seat in state.seat_list() {
            prop_assert_eq!(
                waiting.contains(&seat),
                !Carolingi::legal_actions(&state, seat).is_empty()
            );
        }
        let seat = waiting[rng.random_range(0..waiting.len())];
        let legal = Carolingi::legal_actions(&state, seat);
        let peaceful = |a: &Action| match a {
            Action::UnlockTile { tile } | Action::PlaceTile { tile } => {
                tile.kind() == Some(TileKind::DeclarePeace)
            }
            _ => false,
        };
        let action = match legal.iter().find(|a| peaceful(a)) {
            Some(a) if rng.random_bool(0.8) => *a,
            _ => legal[rng.random_range(0..legal.len())],
        };
        let new = Carolingi::decide(&state, seat, &action, &mut rng)
            .map_err(|e| TestCaseError::fail(format!("{action:?} refused: {e}")))?;
        for e in &new {
            Carolingi::apply(&mut state, e);
            for (seat, total) in state.seat_list().zip(&totals) {
                prop_assert_eq!(partisans_of(&state, seat), *total);
            }
            prop_assert_eq!(rebels_everywhere(&state), rebels);
        }
        events.extend(new);
    }
    Err(TestCaseError::fail("too long"))
}

fn strong_start(seats: u8, unlocked: bool) -> State {
    use super::helpers::{clear_board, set, started};
    use crate::carolingi::tiles::TileSpot;
    let homes = ["normandie", "ostphalie", "comte_bourgogne", "toulouse"];
    let mut state = started(seats, &homes[..usize::from(seats)], Vec::new());
    state.deck = {
        let mut deck = crate::carolingi::rules::setup::initial_deck(&state);
        deck.push(crate::carolingi::state::Card::Famine);
        deck
    };
    clear_board(&mut state);
    // Keep each seat's 24 partisans: 5 on the homeland, the rest spread by
    // hand from the court.
    let spread: &[(&str, usize, u8, u8)] = &[
        ("normandie", 0, 3, 0),
        ("ile_de_france", 0, 2, 0),
        ("champagne", 0, 2, 1),
        ("anjou", 0, 2, 2),
        ("berry", 0, 1, 0),
        ("frise", 0, 2, 0),
        ("haute_lotharingie", 0, 2, 2),
        ("ostphalie", 1, 3, 0),
        ("westphalie", 1, 2, 2),
        ("hesse", 1, 2, 2),
        ("thuringe", 1, 2, 2),
        ("nordalbingie", 1, 1, 0),
        ("basse_lotharingie", 1, 2, 0),
    ];
    for &(id, seat, n, dev) in spread {
        if usize::from(seats) <= seat {
            continue;
        }
        let mut partisans = vec![0; usize::from(seats)];
        partisans[seat] = n;
        set(&mut state, id, &partisans, 0, dev);
        state.development_supply -= dev;
    }
    for seat in state.seat_list() {
        let on_board = state.partisans_on_board(seat);
        let p = &mut state.players[seat.index()];
        // 19 at court and 5 at home to begin with.
        p.nobiles -= on_board.saturating_sub(5).min(8);
        p.leudes -= on_board.saturating_sub(13).min(8);
        if unlocked {
            p.tiles[11] = TileSpot::Active;
        }
    }
    state
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn declarations_of_peace_resolve_consistently(seed in any::<u64>(), seats in 2u8..=4, unlocked in any::<bool>()) {
        let start = strong_start(seats, unlocked);
        let end = biased_playout(&start, seed, 100_000)?;
        prop_assert!(end.is_over());
    }
}

#[test]
fn biased_play_reaches_peace_sometimes() {
    let mut by_peace = 0;
    for seed in 0..20 {
        let start = strong_start(2, true);
        let end = biased_playout(&start, seed, 100_000).unwrap();
        if end.result.unwrap().peace_by.is_some() {
            by_peace += 1;
        }
    }
    assert!(by_peace > 0);
}

/// Any action at all, including nonsense numbers, for the fuzz test.
fn any_action() -> impl Strategy<Value = crate::carolingi::actions::Action> {
    use crate::carolingi::actions::Action;
    use crate::carolingi::map::CountryId;
    use crate::carolingi::tiles::TileId;
    let country = (0u8..36).prop_map(CountryId);
    let tile = (0u8..16).prop_map(TileId);
    prop_oneof![
        Just(Action::KeepTiles),
        (tile.clone(), tile.clone()).prop_map(|(give, take)| Action::ExchangeTile { give, take }),
        tile.clone().prop_map(|tile| Action::PlaceTile { tile }),
        Just(Action::EndAction),
        Just(Action::SendMissusHome),
        country
            .clone()
            .prop_map(|country| Action::SendMissusToCard { country }),
        country
            .clone()
            .prop_map(|country| Action::TransferCard { country }),
        tile.clone().prop_map(|tile| Action::UnlockTile { tile }),
        country
            .clone()
            .prop_map(|country| Action::PlaceDevelopment { country }),
        Just(Action::PromoteLeude),
        Just(Action::CallNoble),
        Just(Action::PromoteNoble),
        (country.clone(), country.clone()).prop_map(|(from, to)| Action::MovePartisan { from, to }),
        country
            .clone()
            .prop_map(|country| Action::FightIn { country }),
        Just(Action::ClaimTrophy),
        country.prop_map(|country| Action::PacifyRebel { country }),
        tile.prop_map(|tile| Action::PlayExtraTile { tile }),
        Just(Action::SkipExtraTile),
        any::<u8>().prop_map(|s| Action::FamineRemove { seat: Seat(s) }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// decide accepts exactly the legal actions, refuses the rest with an
    /// explanation in both languages, and never panics.
    #[test]
    fn decide_accepts_exactly_the_legal_actions(
        seed in any::<u64>(),
        seats in 2u8..=6,
        cut in 0.0f64..1.0,
        tries in proptest::collection::vec((0u8..7, any_action()), 40),
    ) {
        use crate::core::Explain;
        let (options, events, _) = play_out(seed, seats, 830)?;
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        let keep = ((events.len() as f64) * cut) as usize;
        for e in &events[..keep] {
            Carolingi::apply(&mut state, e);
        }
        for (seat, action) in tries {
            let seat = Seat(seat);
            let legal = Carolingi::legal_actions(&state, seat).contains(&action);
            match Carolingi::decide(&state, seat, &action, &mut rng(seed)) {
                Ok(_) => prop_assert!(legal, "accepted {:?} for {:?}", action, seat),
                Err(error) => {
                    prop_assert!(!legal, "refused legal {:?}: {}", action, error);
                    prop_assert!(error.explain().id.starts_with("carolingi-error-"));
                }
            }
            let _ = Carolingi::describe_action(&state, &action);
        }
    }
}

/// A seat's history never names the tiles another seat placed or
/// unlocked, and every line and offered action reads as text in both languages.
#[test]
fn a_seats_history_names_only_its_own_hidden_tiles() {
    let mut rng = rng(4);
    let playout = random_playout::<Carolingi>(
        &Options {
            sundial_year: 830,
            ..Options::default()
        },
        3,
        &mut rng,
        MAX_ACTIONS,
    )
    .unwrap();
    let mut state = Carolingi::new_state(
        &Options {
            sundial_year: 830,
            ..Options::default()
        },
        3,
    )
    .unwrap();
    let mut others_hidden = 0;
    for e in &playout.events {
        let shown = Carolingi::redact_event(&state, e, Viewer::Seat(Seat(0)));
        assert!(Carolingi::describe_event(&shown, 3)
            .id
            .starts_with("carolingi-"));
        match shown {
            Event::TilePlaced { seat, tile } | Event::TileUnlocked { seat, tile } => {
                assert_eq!(tile.is_some(), seat == Seat(0), "{e:?}");
                if seat != Seat(0) {
                    others_hidden += 1;
                }
            }
            Event::ExchangeChosen { seat, choice } => {
                assert_eq!(choice.is_some(), seat == Seat(0), "{e:?}");
            }
            _ => {}
        }
        for seat in Seat::all(3) {
            for a in Carolingi::legal_actions(&state, seat).iter().take(2) {
                assert!(Carolingi::describe_action(&state, a)
                    .id
                    .starts_with("carolingi-"));
            }
        }
        Carolingi::apply(&mut state, e);
    }
    assert!(others_hidden > 0);
}

#[test]
fn states_and_events_survive_json() {
    for seats in [2u8, 6] {
        let options = Options {
            sundial_year: 831,
            ..Options::default()
        };
        let mut rng = rng(u64::from(seats) + 100);
        let playout = random_playout::<Carolingi>(&options, seats, &mut rng, MAX_ACTIONS).unwrap();
        let mut state = Carolingi::new_state(&options, seats).unwrap();
        for (i, event) in playout.events.iter().enumerate() {
            let json = serde_json::to_string(event).unwrap();
            assert_eq!(&serde_json::from_str::<Event>(&json).unwrap(), event);
            Carolingi::apply(&mut state, event);
            if i % 37 == 0 {
                let json = serde_json::to_string(&state).unwrap();
                assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
                serde_json::to_string(&view(&state, Viewer::Spectator)).unwrap();
            }
        }
    }
}
