//! Given a table, when an action, then these events or this error.

use super::helpers::*;
use crate::carolingi::actions::Action;
use crate::carolingi::events::Event;
use crate::carolingi::map::map;
use crate::carolingi::rules::flow::{advance, Builder};
use crate::carolingi::rules::legal::legal_actions;
use crate::carolingi::scoring::{winners, ScoreSheet};
use crate::carolingi::state::{BagItem, Card, ExchangeChoice, Phase, Season, State};
use crate::carolingi::tiles::{TileId, TileSpot};
use crate::carolingi::{Carolingi, Error, Options};
use crate::core::{Game, Seat, Viewer};
use crate::testing::Moves;

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);

pub(super) fn two_players() -> State {
    started(2, &["normandie", "ostphalie"], vec![])
}

/// Red holds three victory conditions: six countries, many partisans,
/// Neustria unified.
pub(super) fn red_strong(state: &mut State) {
    set(state, "normandie", &[3, 0], 0, 0);
    set(state, "ile_de_france", &[2, 0], 0, 0);
    set(state, "champagne", &[2, 0], 0, 0);
    set(state, "anjou", &[2, 0], 0, 0);
    set(state, "berry", &[1, 0], 0, 0);
    set(state, "frise", &[2, 0], 0, 0);
    set(state, "haute_lotharingie", &[2, 0], 0, 0);
}

/// Blue: Saxony unified, six development markers, many partisans.
pub(super) fn blue_strong(state: &mut State) {
    set(state, "ostphalie", &[0, 3], 0, 0);
    set(state, "westphalie", &[0, 2], 0, 2);
    set(state, "hesse", &[0, 2], 0, 2);
    set(state, "thuringe", &[0, 2], 0, 2);
    set(state, "nordalbingie", &[0, 1], 0, 0);
    set(state, "basse_lotharingie", &[0, 2], 0, 0);
    set(state, "flandre", &[0, 1], 0, 0);
}

pub(super) fn unlock_peace(state: &mut State, seat: Seat) {
    state.players[seat.index()].tiles[DECLARE_PEACE.index()] = TileSpot::Active;
}

fn place_all(state: &mut State, placements: &[(Seat, TileId)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(seat, tile) in placements {
        events.extend(Carolingi::act(state, seat, Action::PlaceTile { tile }));
    }
    events
}

#[test]
fn everyone_places_at_once_and_nobody_sees_the_others_tiles() {
    let mut state = two_players();
    assert_eq!(Carolingi::waiting_on(&state), vec![RED, BLUE]);
    let events = Carolingi::act(&mut state, BLUE, Action::PlaceTile { tile: FIGHT });
    assert_eq!(
        events,
        vec![Event::TilePlaced {
            seat: BLUE,
            tile: Some(FIGHT)
        }]
    );
    let seen_by_red = Carolingi::redact_event(&state, &events[0], Viewer::Seat(RED));
    assert_eq!(
        seen_by_red,
        Event::TilePlaced {
            seat: BLUE,
            tile: None
        }
    );
    assert!(!Carolingi::ends_take_back(&events[0]));
    assert_eq!(Carolingi::waiting_on(&state), vec![RED, BLUE]);
    let view = Carolingi::view(&state, Viewer::Seat(RED));
    assert_eq!(view.players[1].placed_tiles, 1);
    assert_eq!(view.players[1].placed, None);
    assert_eq!(view.players[0].placed, Some(vec![]));
}

#[test]
fn the_last_placement_fills_the_bag_and_draws() {
    let mut state = two_players();
    let events = place_all(
        &mut state,
        &[
            (RED, INACTION_A),
            (RED, INACTION_B),
            (BLUE, INACTION_A),
            (BLUE, INACTION_B),
        ],
    );
    assert!(events.contains(&Event::BagFilled { tiles: 5 }));
    let drawn = events
        .iter()
        .filter(|e| matches!(e, Event::TileDrawn { .. }))
        .count();
    assert_eq!(
        drawn, 5,
        "inaction tiles go back and the event tile finds an empty deck"
    );
    assert!(events.contains(&Event::DeckEmpty));
    assert_eq!(state.season, Season::Spring);
    assert!(Carolingi::ends_take_back(events.last().unwrap()));
}

#[test]
fn declare_peace_must_go_with_an_inaction_tile() {
    let mut state = two_players();
    unlock_peace(&mut state, RED);
    Carolingi::act(
        &mut state,
        RED,
        Action::PlaceTile {
            tile: DECLARE_PEACE,
        },
    );
    assert_eq!(
        Carolingi::decide(&state, RED, &Action::PlaceTile { tile: FIGHT }, &mut rng(0)),
        Err(Error::PeaceNeedsInaction)
    );
    let mut state = two_players();
    unlock_peace(&mut state, RED);
    Carolingi::act(&mut state, RED, Action::PlaceTile { tile: FIGHT });
    assert_eq!(
        Carolingi::decide(
            &state,
            RED,
            &Action::PlaceTile {
                tile: DECLARE_PEACE
            },
            &mut rng(0)
        ),
        Err(Error::PeaceNeedsInaction)
    );
}

#[test]
fn a_locked_tile_cannot_be_placed_and_a_bad_tile_number_is_an_error() {
    let state = two_players();
    assert_eq!(
        Carolingi::decide(
            &state,
            RED,
            &Action::PlaceTile {
                tile: DECLARE_PEACE
            },
            &mut rng(0)
        ),
        Err(Error::TileNotActive)
    );
    assert_eq!(
        Carolingi::decide(
            &state,
            RED,
            &Action::PlaceTile { tile: TileId(200) },
            &mut rng(0)
        ),
        Err(Error::TileNotActive)
    );
    assert_eq!(
        Carolingi::decide(
            &state,
            Seat(7),
            &Action::PlaceTile { tile: FIGHT },
            &mut rng(0)
        ),
        Err(Error::NotYourDecision)
    );
}

fn peace_round(state: &mut State, red_tiles: [TileId; 2], blue_tiles: [TileId; 2]) -> Vec<Event> {
    state.deck.clear();
    place_all(
        state,
        &[
            (RED, red_tiles[0]),
            (RED, red_tiles[1]),
            (BLUE, blue_tiles[0]),
            (BLUE, blue_tiles[1]),
        ],
    )
}

#[test]
fn a_declaration_with_three_conditions_wins() {
    let mut state = two_players();
    clear_board(&mut state);
    red_strong(&mut state);
    unlock_peace(&mut state, RED);
    peace_round(
        &mut state,
        [DECLARE_PEACE, INACTION_A],
        [INACTION_A, INACTION_B],
    );
    assert_eq!(state.phase, Phase::PeaceExtra { seat: RED });
    assert!(legal_actions(&state, RED).contains(&Action::PlayExtraTile { tile: FIGHT }));
    assert!(!legal_actions(&state, RED).contains(&Action::PlayExtraTile { tile: INACTION_B }));
    let events = Carolingi::act(&mut state, RED, Action::SkipExtraTile);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::BagRevealed { .. })));
    assert!(matches!(
        events.last(),
        Some(Event::PeaceDeclared { seat: RED, .. })
    ));
    let outcome = Carolingi::outcome(&state).unwrap();
    assert_eq!(outcome.winners, vec![RED]);
    assert_eq!(outcome.scores[0], 3);
    assert!(Carolingi::waiting_on(&state).is_empty());
}

#[test]
fn the_extra_tile_is_played_before_the_check() {
    let mut state = two_players();
    clear_board(&mut state);
    red_strong(&mut state);
    // Without Frisia Red has five countries; the extra Move troops brings a
    // partisan from Upper Lotharingia to Lower Lotharingia: the sixth.
    set(&mut state, "frise", &[0, 0], 0, 0);
    set(&mut state, "haute_lotharingie", &[3, 0], 0, 0);
    unlock_peace(&mut state, RED);
    peace_round(
        &mut state,
        [DECLARE_PEACE, INACTION_A],
        [INACTION_A, INACTION_B],
    );
    Carolingi::act(&mut state, RED, Action::PlayExtraTile { tile: MOVE_TROOPS });
    assert_eq!(state.players[0].tiles[MOVE_TROOPS.index()], TileSpot::Used);
    Carolingi::act(
        &mut state,
        RED,
        Action::MovePartisan {
            from: c("haute_lotharingie"),
            to: c("basse_lotharingie"),
        },
    );
    let events = Carolingi::act(&mut state, RED, Action::EndAction);
    assert!(matches!(
        events.last(),
        Some(Event::PeaceDeclared { seat: RED, .. })
    ));
}

#[test]
fn a_declaration_short_of_three_conditions_fails_and_the_tile_is_locked_again() {
    let mut state = two_players();
    unlock_peace(&mut state, RED);
    let events = peace_round(
        &mut state,
        [DECLARE_PEACE, INACTION_A],
        [INACTION_A, INACTION_B],
    );
    let mut events = events;
    if state.phase == (Phase::PeaceExtra { seat: RED }) {
        events = Carolingi::act(&mut state, RED, Action::SkipExtraTile);
    }
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::DeclarationFailed { seat: RED, .. })));
    assert_eq!(
        state.players[0].tiles[DECLARE_PEACE.index()],
        TileSpot::Locked
    );
    assert!(Carolingi::outcome(&state).is_none());
}

fn contest(blue_points: bool) -> (State, Vec<Event>) {
    let mut state = two_players();
    clear_board(&mut state);
    red_strong(&mut state);
    if blue_points {
        blue_strong(&mut state);
    }
    unlock_peace(&mut state, RED);
    unlock_peace(&mut state, BLUE);
    let mut events = peace_round(
        &mut state,
        [DECLARE_PEACE, INACTION_A],
        [DECLARE_PEACE, INACTION_A],
    );
    while let Phase::PeaceExtra { seat } = state.phase {
        events.extend(Carolingi::act(&mut state, seat, Action::SkipExtraTile));
    }
    (state, events)
}

#[test]
fn two_successful_declarations_cancel_each_other() {
    let (state, events) = contest(true);
    assert!(events.contains(&Event::PeaceContest));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::DeclarationsFailed { seats } if seats.len() == 2)));
    assert!(Carolingi::outcome(&state).is_none());
    for p in &state.players {
        assert_eq!(p.tiles[DECLARE_PEACE.index()], TileSpot::Locked);
    }
    assert_eq!(
        state.season,
        Season::Spring,
        "the set-aside tiles were drawn after all"
    );
}

#[test]
fn a_contest_with_one_successful_declarer_is_won() {
    let (state, events) = contest(false);
    // Whoever was drawn first: if Blue (no conditions) came first his
    // declaration failed alone and Red's then wins on its own.
    assert!(matches!(
        events.last(),
        Some(Event::PeaceDeclared { seat: RED, .. })
    ));
    assert_eq!(Carolingi::outcome(&state).unwrap().winners, vec![RED]);
}

fn spring_with_used_fight() -> State {
    let mut state = two_players();
    state.players[0].tiles[FIGHT.index()] = TileSpot::Used;
    Carolingi::apply(
        &mut state,
        &Event::SeasonBegan {
            year: 830,
            season: Season::Spring,
            exchange_window: true,
        },
    );
    state
}

#[test]
fn the_yearly_exchange_is_announced_before_anyone_places() {
    let mut state = spring_with_used_fight();
    assert_eq!(Carolingi::waiting_on(&state), vec![RED]);
    assert!(legal_actions(&state, BLUE).is_empty());
    assert!(!legal_actions(&state, RED).contains(&Action::ExchangeTile {
        give: INACTION_A,
        take: FIGHT
    }));
    let events = Carolingi::act(
        &mut state,
        RED,
        Action::ExchangeTile {
            give: INFLUENCE,
            take: FIGHT,
        },
    );
    assert_eq!(
        Carolingi::redact_event(&state, &events[0], Viewer::Seat(BLUE)),
        Event::ExchangeChosen {
            seat: RED,
            choice: None
        }
    );
    assert_eq!(
        events[0],
        Event::ExchangeChosen {
            seat: RED,
            choice: Some(ExchangeChoice::Swap {
                give: INFLUENCE,
                take: FIGHT
            })
        }
    );
    assert_eq!(
        events[1],
        Event::ExchangesRevealed {
            taken: vec![Some(FIGHT), None]
        }
    );
    let red = &state.players[0];
    assert_eq!(red.tiles[FIGHT.index()], TileSpot::Active);
    assert_eq!(red.tiles[INFLUENCE.index()], TileSpot::Exchanged);
    assert!(red.exchange_used);
    assert_eq!(state.phase, Phase::Placing);
    // Once a year only.
    state.players[0].tiles[DEVELOP.index()] = TileSpot::Used;
    Carolingi::apply(
        &mut state,
        &Event::SeasonBegan {
            year: 830,
            season: Season::Summer,
            exchange_window: true,
        },
    );
    assert!(legal_actions(&state, RED)
        .iter()
        .all(|a| matches!(a, Action::PlaceTile { .. })));
}

#[test]
fn keeping_the_tiles_is_the_default_of_a_timed_out_seat() {
    let state = spring_with_used_fight();
    assert_eq!(
        Carolingi::default_action(&state, RED),
        Some(Action::KeepTiles)
    );
    let state = two_players();
    assert!(matches!(
        Carolingi::default_action(&state, RED),
        Some(Action::PlaceTile { tile }) if tile.is_inaction()
    ));
}

pub(super) fn end_of_autumn(state: &mut State) -> Vec<Event> {
    state.season = Season::Autumn;
    state.phase = Phase::Drawing;
    let mut b = Builder::new(state);
    advance(&mut b, &mut rng(5));
    *state = b.state;
    b.events
}

#[test]
fn the_year_end_steps() {
    let mut state = two_players();
    set(&mut state, "champagne", &[], 5, 0);
    state.players[0].tiles[FIGHT.index()] = TileSpot::Used;
    state.players[1].tiles[DEVELOP.index()] = TileSpot::Exchanged;
    state.discard.push(Card::Country(c("hesse")));
    let deck_before = state.deck.len();
    let events = end_of_autumn(&mut state);
    assert_eq!(events[0], Event::YearEnded { year: 831 });
    assert!(matches!(
        events[1],
        Event::DeckShuffled {
            famine_added: true,
            ..
        }
    ));
    assert!(matches!(events[2], Event::PlenaryCourt { .. }));
    assert_eq!(
        events[3],
        Event::RebelsToArchivium {
            moved: vec![(c("champagne"), 2)]
        }
    );
    assert_eq!(state.year, 831);
    assert_eq!(state.season, Season::Winter);
    assert_eq!(state.event_tiles_on_scriptorium, 2);
    assert!(!state.event_tile_on_annals);
    assert_eq!(state.deck.len(), deck_before + 2);
    assert!(state.deck.contains(&Card::Famine));
    assert_eq!(state.famine_waiting, 0);
    assert_eq!(state.players[0].tiles[FIGHT.index()], TileSpot::Active);
    assert_eq!(state.players[1].tiles[DEVELOP.index()], TileSpot::Active);
    assert_eq!(state.archivium_rebels, 2);
    assert_eq!(state.court.len(), 2);
    // A later country card carries a band from the Archivium's reserve.
    Carolingi::apply(
        &mut state,
        &Event::CardDrawn {
            card: Card::Country(c("anjou")),
        },
    );
    assert_eq!(state.card_in_zone(c("anjou")).unwrap().rebels, 1);
    assert_eq!(state.archivium_rebels, 1);
    // The next year end adds no famine card: the base game has only one.
    let events = end_of_autumn(&mut state);
    assert!(matches!(
        events[1],
        Event::DeckShuffled {
            famine_added: false,
            ..
        }
    ));
}

#[test]
fn the_game_ends_after_the_autumn_of_the_sundial_year() {
    let mut state = two_players();
    clear_board(&mut state);
    red_strong(&mut state);
    state.year = Options::default().sundial_year;
    let events = end_of_autumn(&mut state);
    assert!(
        matches!(events.last(), Some(Event::GameEnded { winners, .. }) if *winners == vec![RED])
    );
    assert_eq!(Carolingi::outcome(&state).unwrap().scores, vec![3, 0]);
}

#[test]
fn ties_are_broken_by_partisans_then_controlled_countries() {
    let sheet = |seat: u8, points: u8, partisans: u8, controlled: u8| ScoreSheet {
        seat: Seat(seat),
        expansion: false,
        development: false,
        many_partisans: false,
        glory: false,
        regions: vec![],
        palace: false,
        points,
        partisans_on_board: partisans,
        controlled,
        development_markers: 0,
        trophies: 0,
    };
    assert_eq!(
        winners(&[sheet(0, 2, 9, 3), sheet(1, 2, 10, 1)]),
        vec![Seat(1)]
    );
    assert_eq!(
        winners(&[sheet(0, 2, 9, 3), sheet(1, 2, 9, 1)]),
        vec![Seat(0)]
    );
    assert_eq!(
        winners(&[sheet(0, 2, 9, 3), sheet(1, 2, 9, 3)]),
        vec![Seat(0), Seat(1)]
    );
}

#[test]
fn unlocking_hides_which_tile_and_costs_two_missi() {
    let mut state = two_players();
    acting(&mut state, RED, DEVELOP);
    let events = Carolingi::act(
        &mut state,
        RED,
        Action::UnlockTile {
            tile: DECLARE_PEACE,
        },
    );
    assert_eq!(
        events[0],
        Event::TileUnlocked {
            seat: RED,
            tile: Some(DECLARE_PEACE)
        }
    );
    assert_eq!(
        Carolingi::redact_event(&state, &events[0], Viewer::Seat(BLUE)),
        Event::TileUnlocked {
            seat: RED,
            tile: None
        }
    );
    assert!(matches!(
        events[1],
        Event::ActionEnded {
            carried_out: true,
            ..
        }
    ));
    assert_eq!(
        state.players[0].tiles[DECLARE_PEACE.index()],
        TileSpot::Active
    );
    assert_eq!((state.players[0].missi, state.players[0].leudes), (1, 10));
}

#[test]
fn a_drawn_tile_may_be_left_undone() {
    let mut state = two_players();
    acting(&mut state, RED, INFLUENCE);
    assert_eq!(
        Carolingi::default_action(&state, RED),
        Some(Action::EndAction)
    );
    assert_eq!(
        Carolingi::describe_action(&state, &Action::EndAction).id,
        "carolingi-action-skip-tile"
    );
    let events = Carolingi::act(&mut state, RED, Action::EndAction);
    assert!(matches!(
        events[0],
        Event::ActionEnded {
            carried_out: false,
            ..
        }
    ));
    assert_eq!(
        Carolingi::decide(&state, BLUE, &Action::SendMissusHome, &mut rng(0)),
        Err(Error::NotYourDecision)
    );
}

#[test]
fn rebels_moved_from_a_card_into_a_forest_spread_but_never_into_a_homeland() {
    let mut state = two_players();
    clear_board(&mut state);
    let slot = card(&state, "nordalbingie", &[0, 1], 1);
    state.zones[region("saxony").index()].push(slot);
    acting(&mut state, BLUE, INFLUENCE);
    Carolingi::act(
        &mut state,
        BLUE,
        Action::TransferCard {
            country: c("nordalbingie"),
        },
    );
    assert_eq!(state.countries[c("nordalbingie").index()].rebels, 1);
    assert_eq!(state.countries[c("frise").index()].rebels, 1);
    assert_eq!(state.countries[c("ostphalie").index()].rebels, 0);
}

#[test]
fn errors_are_messages_of_the_translation_files() {
    use crate::core::{Explain, Message};
    assert_eq!(
        Error::NoMissi.explain(),
        Message::new("carolingi-error-no-missi")
    );
    assert_eq!(Error::NoMissi.to_string(), "carolingi-error-no-missi");
}

#[test]
fn options_and_seat_counts() {
    assert_eq!(
        Carolingi::new_state(
            &Options {
                sundial_year: 829,
                ..Options::default()
            },
            3
        ),
        Err(Error::SundialYear)
    );
    assert_eq!(
        Carolingi::new_state(
            &Options {
                sundial_year: 840,
                ..Options::default()
            },
            3
        ),
        Err(Error::SundialYear)
    );
    assert_eq!(
        Carolingi::new_state(&Options::default(), 1),
        Err(Error::SeatCount)
    );
    assert_eq!(
        Carolingi::new_state(&Options::default(), 7),
        Err(Error::SeatCount)
    );
    assert_eq!(Options::default().sundial_year, 834);
    let parsed: Options = serde_json::from_str("{}").unwrap();
    assert_eq!(parsed, Options::default());
    assert!(serde_json::from_str::<Options>(r#"{"sundial":831}"#).is_err());
    let info = Carolingi::info();
    assert_eq!(
        (info.id, info.min_seats, info.max_seats),
        ("carolingi", 2, 6)
    );
    assert_eq!(info.options[0].key, "sundial_year");
}

#[test]
fn actions_read_as_json_with_country_names() {
    let action = Action::MovePartisan {
        from: c("normandie"),
        to: c("anjou"),
    };
    let json = serde_json::to_string(&action).unwrap();
    assert_eq!(
        json,
        r#"{"type":"move_partisan","from":"normandie","to":"anjou"}"#
    );
    assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), action);
    assert!(serde_json::from_str::<Action>(r#"{"type":"fight_in","country":"atlantis"}"#).is_err());
    assert_eq!(
        serde_json::to_string(&Action::PlaceTile { tile: FIGHT }).unwrap(),
        r#"{"type":"place_tile","tile":4}"#
    );
}

#[test]
fn set_up_by_player_count() {
    for seats in 2..=6u8 {
        let state = Carolingi::new_state(&Options::default(), seats).unwrap();
        let events = Carolingi::setup(&state, &mut rng(u64::from(seats)));
        let mut state = state;
        for e in &events {
            Carolingi::apply(&mut state, e);
        }
        let in_play = state.countries_in_play().count();
        assert_eq!(in_play, [14, 20, 25, 30, 36][usize::from(seats - 2)]);
        let forests = state
            .countries_in_play()
            .filter(|&c| state.is_forest(c))
            .count();
        assert_eq!(forests, [3, 5, 6, 7, 8][usize::from(seats - 2)]);
        let zone_cards: usize = state.zones.iter().map(Vec::len).sum();
        assert_eq!(zone_cards, [3, 3, 4, 5, 6][usize::from(seats - 2)]);
        assert_eq!(state.deck.len(), in_play - usize::from(seats) - zone_cards);
        let rebels: u32 = state.countries.iter().map(|c| u32::from(c.rebels)).sum();
        assert_eq!(rebels as usize, in_play - forests - usize::from(seats));
        assert_eq!(
            state.event_tiles_on_scriptorium,
            if seats >= 5 { 2 } else { 1 }
        );
        for seat in state.seat_list() {
            let home = state.homeland_of(seat).unwrap();
            assert_eq!(state.partisans_in(home, seat), 5);
            let p = &state.players[seat.index()];
            assert_eq!((p.nobiles, p.leudes, p.missi), (8, 8, 3));
            assert_eq!(p.tiles_at(TileSpot::Active).count(), 7);
            assert_eq!(p.tiles_at(TileSpot::Locked).count(), 5);
        }
        let mut homes: Vec<u8> = state
            .homelands
            .iter()
            .map(|h| h.unwrap().info().homeland_order.unwrap())
            .collect();
        homes.sort();
        assert_eq!(homes, (1..=seats).collect::<Vec<_>>());
        assert_eq!(state.phase, Phase::Placing);
    }
}

#[test]
fn the_map_holds_what_the_rulebook_says() {
    let m = map();
    assert_eq!(m.countries.len(), 36);
    for r in &m.regions {
        assert_eq!(usize::from(r.zone_size) + 2, r.countries.len(), "{}", r.id);
        assert_eq!(
            r.countries.iter().filter(|c| c.info().forest).count(),
            1,
            "{}",
            r.id
        );
    }
    for id in m.country_ids() {
        for n in &id.info().neighbours {
            assert!(n.info().neighbours.contains(&id));
        }
    }
    let names = |id: &str| -> Vec<String> {
        c(id)
            .info()
            .neighbours
            .iter()
            .map(|n| n.info().id.clone())
            .collect()
    };
    assert_eq!(names("nordalbingie"), ["frise", "ostphalie"]);
    for n in ["anjou", "ile_de_france", "champagne"] {
        assert!(names("normandie").contains(&n.to_owned()));
    }
    assert!(names("hesse").contains(&"franconie".to_owned()));
    assert!(names("thuringe").contains(&"franconie".to_owned()));
}

#[test]
fn every_event_reads_in_both_languages() {
    let options = Options {
        sundial_year: 830,
        ..Options::default()
    };
    let mut rng = rng(11);
    let playout =
        crate::testing::random_playout::<Carolingi>(&options, 3, &mut rng, 100_000).unwrap();
    for event in &playout.events {
        assert!(Carolingi::describe_event(event, 3)
            .id
            .starts_with("carolingi-"));
    }
    let line = Carolingi::describe_event(
        &Event::TileDrawn {
            item: BagItem::Tile {
                seat: BLUE,
                tile: FIGHT,
            },
        },
        3,
    );
    // Bert's Fight tile ("La tuile Combattre de Bert est tirée").
    assert_eq!(
        line.to_string(),
        "carolingi-event-tile-drawn(player=seat 1, tile=carolingi-tile(kind=\"fight\", dotted=\"no\"))"
    );
}

#[test]
fn a_famine_without_plurality_takes_one_of_each_colour() {
    let mut state = started(3, &["normandie", "ostphalie", "comte_bourgogne"], vec![]);
    clear_board(&mut state);
    set(&mut state, "champagne", &[2, 2, 1], 0, 0);
    Carolingi::apply(&mut state, &Event::BagFilled { tiles: 0 });
    state.deck = vec![Card::Famine];
    let mut b = Builder::new(&state);
    b.emit(Event::TileDrawn {
        item: BagItem::Event,
    });
    b.emit(Event::CardDrawn { card: Card::Famine });
    advance(&mut b, &mut rng(0));
    assert!(b.events.contains(&Event::FamineLosses {
        country: c("champagne"),
        removed: vec![2, 2, 1]
    }));
    assert!(b.events.contains(&Event::FamineEnded {
        rebels: vec![c("champagne")]
    }));
}

#[test]
fn a_card_whose_zone_has_room_simply_joins_it() {
    let mut state = two_players();
    state.deck = vec![Card::Country(c("nordalbingie"))];
    Carolingi::apply(&mut state, &Event::BagFilled { tiles: 0 });
    let mut b = Builder::new(&state);
    b.emit(Event::TileDrawn {
        item: BagItem::Event,
    });
    b.emit(Event::CardDrawn {
        card: Card::Country(c("nordalbingie")),
    });
    advance(&mut b, &mut rng(0));
    assert!(!b
        .events
        .iter()
        .any(|e| matches!(e, Event::ZoneOverflowed { .. })));
    let saxony: Vec<_> = b.state.zones[region("saxony").index()]
        .iter()
        .map(|s| s.country)
        .collect();
    assert_eq!(saxony, vec![c("westphalie"), c("nordalbingie")]);
}

#[test]
fn missi_may_go_on_a_forest_card() {
    let mut state = two_players();
    let slot = card(&state, "berry", &[], 0);
    state.zones[region("neustria").index()].push(slot);
    acting(&mut state, BLUE, INFLUENCE);
    Carolingi::act(
        &mut state,
        BLUE,
        Action::SendMissusToCard {
            country: c("berry"),
        },
    );
    assert_eq!(
        state.card_in_zone(c("berry")).unwrap().partisans,
        vec![0, 1]
    );
    assert_eq!(state.players[1].missi, 2);
}

#[test]
fn a_seat_sees_its_own_tiles_and_only_counts_of_the_others() {
    let state = two_players();
    let view = Carolingi::view(&state, Viewer::Seat(BLUE));
    assert_eq!(view.players[1].tiles.as_ref().map(Vec::len), Some(12));
    assert_eq!(view.players[0].tiles, None);
    assert_eq!(
        (view.players[0].active_tiles, view.players[0].locked_tiles),
        (7, 5)
    );
    let everything = Carolingi::view(&state, Viewer::Everything);
    assert!(everything.players.iter().all(|p| p.tiles.is_some()));
    let json = serde_json::to_string(&view).unwrap();
    assert!(json.contains("\"deck_size\""));
}

#[test]
fn a_tile_unlocked_this_season_is_not_an_extra_tile_yet() {
    let mut state = two_players();
    clear_board(&mut state);
    red_strong(&mut state);
    unlock_peace(&mut state, RED);
    // Every other action tile is used: only the freshly unlocked one is left.
    for tile in [INFLUENCE, DEVELOP, MAKE_MISSI, MOVE_TROOPS] {
        state.players[0].tiles[tile.index()] = TileSpot::Used;
    }
    state.players[0].tiles[PACIFY.index()] = TileSpot::Active;
    state.players[0].unlocked_this_season.push(PACIFY);
    peace_round(
        &mut state,
        [DECLARE_PEACE, INACTION_A],
        [INACTION_A, INACTION_B],
    );
    assert_eq!(state.phase, Phase::PeaceExtra { seat: RED });
    let extra = legal_actions(&state, RED);
    assert!(!extra.contains(&Action::PlayExtraTile { tile: PACIFY }));
    assert!(extra.contains(&Action::PlayExtraTile { tile: FIGHT }));
}

/// Every refusal explains itself with the rule it breaks.
#[test]
fn each_refusal_names_its_rule() {
    let refused = |state: &State, seat: Seat, action: Action| {
        Carolingi::decide(state, seat, &action, &mut rng(0)).unwrap_err()
    };
    // Placing.
    let mut state = two_players();
    place_all(&mut state, &[(RED, FIGHT), (RED, INFLUENCE)]);
    assert_eq!(
        refused(&state, RED, Action::PlaceTile { tile: DEVELOP }),
        Error::AlreadyPlaced
    );
    assert_eq!(refused(&state, BLUE, Action::EndAction), Error::WrongMoment);
    // Exchange.
    let state = spring_with_used_fight();
    assert_eq!(
        refused(
            &state,
            RED,
            Action::ExchangeTile {
                give: INACTION_A,
                take: FIGHT
            }
        ),
        Error::BadExchange
    );
    // Influence.
    let mut state = two_players();
    clear_board(&mut state);
    set(&mut state, "normandie", &[2, 0], 0, 0);
    state.players[0].missi = 4;
    acting(&mut state, RED, INFLUENCE);
    assert_eq!(
        refused(
            &state,
            RED,
            Action::SendMissusToCard {
                country: c("anjou")
            }
        ),
        Error::CardNotInZone
    );
    assert_eq!(
        refused(
            &state,
            RED,
            Action::TransferCard {
                country: c("champagne")
            }
        ),
        Error::NoPartisanOnCard
    );
    for _ in 0..3 {
        Carolingi::act(&mut state, RED, Action::SendMissusHome);
    }
    // Develop.
    let mut state = two_players();
    clear_board(&mut state);
    set(&mut state, "anjou", &[3, 0], 0, 0);
    set(&mut state, "champagne", &[3, 0], 0, 0);
    state.players[0].missi = 1;
    acting(&mut state, RED, DEVELOP);
    assert_eq!(
        refused(&state, RED, Action::UnlockTile { tile: PACIFY }),
        Error::CannotUnlock
    );
    Carolingi::act(
        &mut state,
        RED,
        Action::PlaceDevelopment {
            country: c("anjou"),
        },
    );
    // Make missi.
    let mut state = two_players();
    state.players[0].leudes = 0;
    state.players[0].nobiles = 1;
    acting(&mut state, RED, MAKE_MISSI);
    assert_eq!(refused(&state, RED, Action::PromoteLeude), Error::NoLeudes);
    Carolingi::act(&mut state, RED, Action::PromoteNoble);
    // Move troops.
    let mut state = two_players();
    clear_board(&mut state);
    set(&mut state, "normandie", &[2, 0], 0, 0);
    acting(&mut state, RED, MOVE_TROOPS);
    assert_eq!(
        refused(
            &state,
            RED,
            Action::MovePartisan {
                from: c("normandie"),
                to: c("hesse")
            }
        ),
        Error::NotAdjacent
    );
    Carolingi::act(
        &mut state,
        RED,
        Action::MovePartisan {
            from: c("normandie"),
            to: c("anjou"),
        },
    );
    assert_eq!(
        refused(
            &state,
            RED,
            Action::MovePartisan {
                from: c("anjou"),
                to: c("berry")
            }
        ),
        Error::NotASource
    );
    // Fight.
    let mut state = two_players();
    clear_board(&mut state);
    set(&mut state, "normandie", &[2, 0], 0, 0);
    set(&mut state, "anjou", &[1, 0], 1, 0);
    set(&mut state, "champagne", &[2, 0], 1, 0);
    acting(&mut state, RED, FIGHT);
    assert_eq!(
        refused(
            &state,
            RED,
            Action::FightIn {
                country: c("anjou")
            }
        ),
        Error::NoPlurality
    );
    assert_eq!(
        refused(
            &state,
            RED,
            Action::FightIn {
                country: c("normandie")
            }
        ),
        Error::NothingToFight
    );
    // Pacify.
    let mut state = two_players();
    clear_board(&mut state);
    set(&mut state, "normandie", &[2, 0], 0, 0);
    set(&mut state, "hesse", &[], 1, 0);
    set(&mut state, "champagne", &[], 1, 0);
    acting(&mut state, RED, PACIFY);
    assert_eq!(
        refused(
            &state,
            RED,
            Action::PacifyRebel {
                country: c("hesse")
            }
        ),
        Error::NotNear
    );
    assert_eq!(
        refused(
            &state,
            RED,
            Action::PacifyRebel {
                country: c("anjou")
            }
        ),
        Error::NoRebels
    );
    Carolingi::act(
        &mut state,
        RED,
        Action::PacifyRebel {
            country: c("champagne"),
        },
    );
    // The game over.
    let mut state = two_players();
    state.year = Options::default().sundial_year;
    end_of_autumn(&mut state);
    assert_eq!(refused(&state, RED, Action::KeepTiles), Error::GameOver);
    assert!(Carolingi::waiting_on(&state).is_empty());
}
