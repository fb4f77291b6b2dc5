//! Given/when/then for the advanced game (6), the Anarchy and Rebellion
//! module (7) and the hourglass (8).

use super::helpers::*;
use crate::carolingi::actions::Action;
use crate::carolingi::events::Event;
use crate::carolingi::rules::flow::{advance, Builder};
use crate::carolingi::rules::legal::legal_actions;
use crate::carolingi::scoring::peace_reached;
use crate::carolingi::scoring::score_sheet;
use crate::carolingi::state::{
    BagItem, Card, Phase, Progress, Season, SetupChoice, State, DEVELOPMENT_MARKERS,
};
use crate::carolingi::tiles::TileSpot;
use crate::carolingi::{Carolingi, Error, Options};
use crate::core::{Game, Seat};
use crate::testing::Moves;

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);

fn advanced() -> Options {
    Options {
        advanced: true,
        ..Options::default()
    }
}

fn fresh(options: &Options, seats: u8) -> State {
    Carolingi::new_state(options, seats).unwrap()
}

fn apply_all(state: &mut State, events: &[Event]) {
    for e in events {
        Carolingi::apply(state, e);
    }
}

const BASE_FORESTS: [&str; 3] = ["berry", "flandre", "nordalbingie"];

/// Two players in set-up round 1: the forests of the base game placed,
/// `seat` holding the partisan drawn with `card` (None: empty Archivium).
fn setup_table(card: Option<&str>, seat: Seat) -> State {
    let mut state = fresh(&advanced(), 2);
    let mut deck: Vec<Card> = Vec::new();
    if let Some(id) = card {
        deck.push(Card::Country(c(id)));
    }
    let mut events = vec![
        Event::DeckShuffled {
            size: deck.len() as u8,
            cards: Some(deck),
            famine_added: false,
        },
        Event::SetupRoundBegan { round: 1 },
    ];
    events.extend(
        BASE_FORESTS
            .iter()
            .map(|f| Event::ForestPlaced { country: c(f) }),
    );
    events.push(Event::SetupPartisanDrawn {
        card: card.map(c),
        seat,
    });
    apply_all(&mut state, &events);
    state
}

/// Two players in winter 830 of an advanced game, board cleared.
fn advanced_play_table() -> State {
    let mut state = setup_table(None, RED);
    state.phase = Phase::Setup;
    Carolingi::apply(
        &mut state,
        &Event::SeasonBegan {
            year: 830,
            season: Season::Winter,
            exchange_window: false,
        },
    );
    clear_board(&mut state);
    state
}

#[test]
fn the_advanced_set_up_starts_from_an_empty_board() {
    let state = fresh(&advanced(), 4);
    assert_eq!(
        state.famine_waiting, 3,
        "one famine card fewer than players"
    );
    assert!(state.homelands.iter().all(Option::is_none));
    assert!(state.zones.iter().all(Vec::is_empty));
    assert!(state.countries.iter().all(|c| c.rebels == 0));
    assert_eq!(state.forests, Some(vec![]));
    for p in &state.players {
        assert_eq!((p.leudes, p.nobiles, p.missi), (8, 8, 0));
    }
    let base = fresh(&Options::default(), 4);
    assert_eq!(base.famine_waiting, 1);
}

#[test]
fn the_first_card_of_each_region_becomes_its_forest() {
    for seed in 0..6 {
        let mut state = fresh(&advanced(), 3);
        let events = Carolingi::setup(&state, &mut rng(seed));
        let mut before = state.clone();
        for e in &events {
            match e {
                Event::ForestPlaced { country } => {
                    assert!(!before.region_has_forest(country.info().region));
                }
                Event::SetupPartisanDrawn {
                    card: Some(country),
                    ..
                } => assert!(before.region_has_forest(country.info().region)),
                _ => {}
            }
            Carolingi::apply(&mut before, e);
        }
        apply_all(&mut state, &events);
        assert_eq!(state, before);
        assert!(matches!(events[1], Event::SetupRoundBegan { round: 1 }));
        assert!(matches!(
            state.phase,
            Phase::SetupRounds {
                chooser: Some(_),
                ..
            }
        ));
    }
}

#[test]
fn option_a_puts_the_partisan_on_the_drawn_country_and_discards_the_card() {
    let mut state = setup_table(Some("anjou"), RED);
    let legal = legal_actions(&state, RED);
    assert_eq!(legal, vec![Action::SetupOnCountry, Action::SetupMissus]);
    assert!(legal_actions(&state, BLUE).is_empty());
    let events = Carolingi::act(&mut state, RED, Action::SetupOnCountry);
    assert_eq!(
        events[0],
        Event::SetupPartisanPlaced {
            seat: RED,
            choice: SetupChoice::OnCountry
        }
    );
    assert_eq!(state.partisans_in(c("anjou"), RED), 1);
    assert!(state.discard.contains(&Card::Country(c("anjou"))));
    assert!(state.card_in_zone(c("anjou")).is_none());
}

#[test]
fn option_a_is_closed_next_to_ones_own_partisans() {
    let mut state = setup_table(Some("anjou"), RED);
    set(&mut state, "normandie", &[1, 0], 0, 0);
    assert!(!legal_actions(&state, RED).contains(&Action::SetupOnCountry));
    assert_eq!(
        Carolingi::decide(&state, RED, &Action::SetupOnCountry, &mut rng(0)),
        Err(Error::PartisanNextDoor)
    );
    // Blue's partisans next door do not matter.
    set(&mut state, "normandie", &[0, 1], 0, 0);
    assert!(legal_actions(&state, RED).contains(&Action::SetupOnCountry));
}

#[test]
fn option_b_makes_a_missus_and_the_card_goes_to_its_zone() {
    let mut state = setup_table(Some("anjou"), RED);
    Carolingi::act(&mut state, RED, Action::SetupMissus);
    assert_eq!(state.players[0].missi, 1);
    let slot = state.card_in_zone(c("anjou")).unwrap();
    assert!(slot.partisans.iter().all(|&n| n == 0));
}

#[test]
fn option_c_joins_ones_partisans_in_another_country() {
    let mut state = setup_table(Some("anjou"), RED);
    set(&mut state, "anjou", &[1, 0], 0, 0);
    set(&mut state, "hesse", &[1, 0], 0, 0);
    let legal = legal_actions(&state, RED);
    assert!(legal.contains(&Action::SetupJoinCountry {
        country: c("hesse")
    }));
    assert!(!legal.contains(&Action::SetupJoinCountry {
        country: c("anjou")
    }));
    assert_eq!(
        Carolingi::decide(
            &state,
            RED,
            &Action::SetupJoinCountry {
                country: c("champagne")
            },
            &mut rng(0)
        ),
        Err(Error::NoPartisansThere)
    );
    Carolingi::act(
        &mut state,
        RED,
        Action::SetupJoinCountry {
            country: c("hesse"),
        },
    );
    assert_eq!(state.partisans_in(c("hesse"), RED), 2);
    assert!(state.card_in_zone(c("anjou")).is_some());
}

#[test]
fn option_d_goes_on_a_card_already_in_a_zone_never_the_drawn_one() {
    let mut state = setup_table(Some("anjou"), BLUE);
    let hesse = card(&state, "hesse", &[], 0);
    state.zones[region("saxony").index()].push(hesse);
    let legal = legal_actions(&state, BLUE);
    assert!(legal.contains(&Action::SetupOnCard {
        country: c("hesse")
    }));
    assert!(!legal.contains(&Action::SetupOnCard {
        country: c("anjou")
    }));
    assert_eq!(
        Carolingi::decide(
            &state,
            BLUE,
            &Action::SetupOnCard {
                country: c("anjou")
            },
            &mut rng(0)
        ),
        Err(Error::NoSuchCard)
    );
    Carolingi::act(
        &mut state,
        BLUE,
        Action::SetupOnCard {
            country: c("hesse"),
        },
    );
    assert_eq!(
        state.card_in_zone(c("hesse")).unwrap().partisans,
        vec![0, 1]
    );
    assert_eq!(
        state.card_in_zone(c("anjou")).unwrap().partisans,
        vec![0, 0]
    );
}

#[test]
fn once_the_archivium_is_empty_only_options_b_to_d_remain() {
    let mut state = setup_table(None, RED);
    set(&mut state, "hesse", &[1, 0], 0, 0);
    let legal = legal_actions(&state, RED);
    assert_eq!(
        legal,
        vec![
            Action::SetupMissus,
            Action::SetupJoinCountry {
                country: c("hesse")
            }
        ]
    );
    assert_eq!(
        Carolingi::decide(&state, RED, &Action::SetupOnCountry, &mut rng(0)),
        Err(Error::PartisanNextDoor)
    );
}

#[test]
fn a_full_zone_overflows_during_the_set_up() {
    // Neustria's zone holds three cards; the fourth (Anjou) empties it.
    let mut state = setup_table(Some("anjou"), RED);
    let neustria = region("neustria").index();
    let cards = vec![
        card(&state, "normandie", &[], 0),
        card(&state, "ile_de_france", &[0, 2], 0),
        card(&state, "champagne", &[], 0),
    ];
    state.zones[neustria] = cards;
    let supply = state.rebel_supply;
    let events = Carolingi::act(&mut state, RED, Action::SetupMissus);
    assert_eq!(
        events[1],
        Event::ZoneOverflowed {
            region: region("neustria")
        }
    );
    // Cards without partisans took a band, then everything went to the board.
    assert_eq!(state.country(c("normandie")).unwrap().rebels, 1);
    assert_eq!(state.country(c("champagne")).unwrap().rebels, 1);
    assert_eq!(state.country(c("ile_de_france")).unwrap().rebels, 0);
    assert_eq!(state.partisans_in(c("ile_de_france"), BLUE), 2);
    assert_eq!(state.rebel_supply, supply - 2);
    let zone: Vec<_> = state.zones[neustria].iter().map(|s| s.country).collect();
    assert_eq!(zone, vec![c("anjou")]);
    for id in ["normandie", "ile_de_france", "champagne"] {
        assert!(state.discard.contains(&Card::Country(c(id))));
    }
}

#[test]
fn the_second_round_ends_with_the_rebellions_and_the_first_winter() {
    let mut state = setup_table(Some("anjou"), RED);
    state.phase = Phase::SetupRounds {
        round: 2,
        bag: vec![0, 0],
        card: Some(c("anjou")),
        chooser: Some(RED),
    };
    set(&mut state, "hesse", &[0, 0], 1, 0);
    set(&mut state, "westphalie", &[0, 1], 0, 0);
    state.discard.push(Card::Country(c("thuringe")));
    let events = Carolingi::act(&mut state, RED, Action::SetupOnCountry);
    let kinds: Vec<_> = events
        .iter()
        .map(|e| {
            format!("{e:?}")
                .split([' ', '{'])
                .next()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(
        kinds,
        vec![
            "SetupPartisanPlaced",
            "DeckShuffled",
            "SetupRebellion",
            "SeasonBegan"
        ]
    );
    assert_eq!(state.phase, Phase::Placing);
    // A band more where there was one; one where nobody was; none where a
    // partisan stands.
    assert_eq!(state.country(c("hesse")).unwrap().rebels, 2);
    assert_eq!(state.country(c("thuringe")).unwrap().rebels, 1);
    assert_eq!(state.country(c("westphalie")).unwrap().rebels, 0);
    assert_eq!(state.country(c("anjou")).unwrap().rebels, 0);
    // Forests too are countries without partisans.
    assert_eq!(state.country(c("berry")).unwrap().rebels, 1);
    // The discarded cards (the forests', Anjou, Thuringia) are shuffled in.
    assert!(state.discard.is_empty());
    assert!(state.deck.contains(&Card::Country(c("thuringe"))));
    assert!(state.deck.contains(&Card::Country(c("anjou"))));
}

/// Red controls Anjou (two markers) shared with Blue and a rebel band, its
/// card in the zone with Red's and Blue's partisans and a band; Red carries
/// out Develop with three missi.
fn palace_table() -> State {
    let mut state = advanced_play_table();
    set(&mut state, "anjou", &[3, 1], 1, 2);
    state.development_supply -= 2;
    let anjou = card(&state, "anjou", &[1, 1], 1);
    state.rebel_supply -= 1;
    state.zones[region("neustria").index()].push(anjou);
    state.players[0].missi = 3;
    acting(&mut state, RED, DEVELOP);
    state
}

#[test]
fn develop_c_claims_a_homeland_and_drives_everybody_else_out() {
    let mut state = palace_table();
    let claim = Action::ClaimHomeland {
        country: c("anjou"),
    };
    assert!(legal_actions(&state, RED).contains(&claim));
    let supply = state.rebel_supply;
    let events = Carolingi::act(&mut state, RED, claim);
    assert_eq!(
        events,
        vec![Event::HomelandClaimed {
            seat: RED,
            country: c("anjou")
        }]
    );
    assert_eq!(state.homeland_of(RED), Some(c("anjou")));
    let anjou = state.country(c("anjou")).unwrap();
    assert_eq!(
        anjou.partisans,
        vec![4, 0],
        "Red's partisan on the card joins the palace"
    );
    assert_eq!((anjou.rebels, anjou.development), (0, 0));
    assert_eq!(state.development_supply, DEVELOPMENT_MARKERS);
    assert_eq!((state.players[0].missi, state.players[0].leudes), (0, 11));
    assert_eq!(
        state.players[1].leudes, 10,
        "Blue's two partisans go home as leudes"
    );
    assert!(state.card_in_zone(c("anjou")).is_none());
    assert!(!state.deck.contains(&Card::Country(c("anjou"))));
    assert_eq!(
        state.rebel_supply,
        supply + 1,
        "the card's band goes to the supply"
    );
    // The country's band waits for Red to send it next door; no way out.
    assert_eq!(
        progress(&state),
        Progress::ExpelRebels {
            country: c("anjou"),
            left: 1
        }
    );
    let legal = legal_actions(&state, RED);
    assert!(!legal.contains(&Action::EndAction));
    let targets: Vec<_> = state.neighbours(c("anjou")).collect();
    assert_eq!(legal.len(), targets.len());
    let to = targets[0];
    assert_eq!(
        Carolingi::decide(
            &state,
            RED,
            &Action::ExpelRebel { to: c("hesse") },
            &mut rng(0)
        ),
        Err(Error::CannotExpel)
    );
    let before = state.country(to).unwrap().rebels;
    let events = Carolingi::act(&mut state, RED, Action::ExpelRebel { to });
    assert_eq!(events[0], Event::RebelExpelled { seat: RED, to });
    assert!(matches!(
        events[1],
        Event::ActionEnded {
            seat: RED,
            carried_out: true,
            ..
        }
    ));
    assert_eq!(state.country(to).unwrap().rebels, before + 1);
    // The palace counts one point, and Develop c is spent for the game.
    assert!(score_sheet(&state, RED).palace);
    assert!(!score_sheet(&state, BLUE).palace);
}

#[test]
fn develop_c_needs_two_markers_three_missi_and_a_region_without_palace() {
    let claim = Action::ClaimHomeland {
        country: c("anjou"),
    };
    let mut one_marker = palace_table();
    one_marker.countries[c("anjou").index()].development = 1;
    assert!(!legal_actions(&one_marker, RED).contains(&claim));
    let mut two_missi = palace_table();
    two_missi.players[0].missi = 2;
    assert!(!legal_actions(&two_missi, RED).contains(&claim));
    let mut neighbour_palace = palace_table();
    neighbour_palace.homelands[1] = Some(c("champagne"));
    assert!(!legal_actions(&neighbour_palace, RED).contains(&claim));
    assert_eq!(
        Carolingi::decide(&neighbour_palace, RED, &claim, &mut rng(0)),
        Err(Error::CannotClaimHomeland)
    );
    let mut not_controlled = palace_table();
    set(&mut not_controlled, "anjou", &[2, 1], 1, 2);
    assert!(!legal_actions(&not_controlled, RED).contains(&claim));
    let mut already = palace_table();
    already.homelands[0] = Some(c("hesse"));
    assert!(!legal_actions(&already, RED).contains(&claim));
    // The base game never offers it.
    let mut base = started(2, &["normandie", "ostphalie"], vec![]);
    clear_board(&mut base);
    set(&mut base, "anjou", &[3, 0], 0, 2);
    base.players[0].missi = 3;
    acting(&mut base, RED, DEVELOP);
    assert!(!legal_actions(&base, RED).contains(&claim));
}

#[test]
fn bands_with_nowhere_to_go_return_to_the_supply() {
    let mut state = palace_table();
    // No neighbour of Anjou may take a band: Blue's homeland in another
    // region next door, the others taken out of play for the test.
    let neighbours: Vec<_> = state.neighbours(c("anjou")).collect();
    let outside = neighbours
        .iter()
        .copied()
        .find(|n| n.info().region != region("neustria"));
    for &n in &neighbours {
        state.rebel_supply += state.countries[n.index()].rebels;
        state.countries[n.index()].rebels = 0;
        if Some(n) == outside {
            state.homelands[1] = Some(n);
        } else {
            state.in_play[n.index()] = false;
        }
    }
    let supply = state.rebel_supply;
    let events = Carolingi::act(
        &mut state,
        RED,
        Action::ClaimHomeland {
            country: c("anjou"),
        },
    );
    assert!(
        matches!(events[1], Event::ActionEnded { seat: RED, .. }),
        "{events:?}"
    );
    assert_eq!(
        state.rebel_supply,
        supply + 2,
        "the country's and the card's band"
    );
}

fn red_strong(state: &mut State) {
    set(state, "normandie", &[3, 0], 0, 0);
    set(state, "ile_de_france", &[2, 0], 0, 0);
    set(state, "champagne", &[2, 0], 0, 0);
    set(state, "anjou", &[2, 0], 0, 0);
    set(state, "berry", &[1, 0], 0, 0);
    set(state, "frise", &[2, 0], 0, 0);
    set(state, "haute_lotharingie", &[2, 0], 0, 0);
}

fn declare(state: &mut State) -> Vec<Event> {
    state.players[0].tiles[DECLARE_PEACE.index()] = TileSpot::Active;
    state.deck.clear();
    let mut events = Vec::new();
    for (seat, tile) in [
        (RED, DECLARE_PEACE),
        (RED, INACTION_A),
        (BLUE, INACTION_A),
        (BLUE, INACTION_B),
    ] {
        events.extend(Carolingi::act(state, seat, Action::PlaceTile { tile }));
    }
    if state.phase == (Phase::PeaceExtra { seat: RED }) {
        events.extend(Carolingi::act(state, RED, Action::SkipExtraTile));
    }
    events
}

fn declared(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::PeaceDeclared { seat: RED, .. }))
}

#[test]
fn advanced_peace_needs_a_homeland_and_three_other_conditions() {
    // Three conditions without a palace: enough in the base game only.
    let mut state = advanced_play_table();
    red_strong(&mut state);
    assert_eq!(score_sheet(&state, RED).points, 3);
    let events = declare(&mut state);
    assert!(!declared(&events));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DeclarationFailed {
            seat: RED,
            points: 3
        }
    )));

    // A palace and three others: peace.
    let mut state = advanced_play_table();
    red_strong(&mut state);
    state.homelands[0] = Some(c("normandie"));
    assert_eq!(score_sheet(&state, RED).points, 4);
    assert!(declared(&declare(&mut state)));

    // A palace and two others (three points): not enough.
    let mut state = advanced_play_table();
    red_strong(&mut state);
    set(&mut state, "frise", &[0, 0], 0, 0);
    state.homelands[0] = Some(c("normandie"));
    let sheet = score_sheet(&state, RED);
    assert_eq!(
        (sheet.points, sheet.palace, sheet.expansion),
        (3, true, false)
    );
    assert!(!peace_reached(&state, &sheet));
    assert!(!declared(&declare(&mut state)));
}

fn module_table() -> State {
    let options = Options {
        anarchy_module: true,
        ..Options::default()
    };
    let mut state = fresh(&options, 2);
    let events = [
        Event::HomelandsDrawn {
            homelands: vec![c("normandie"), c("ostphalie")],
        },
        Event::SeasonBegan {
            year: 830,
            season: Season::Winter,
            exchange_window: false,
        },
    ];
    apply_all(&mut state, &events);
    state
}

fn draw_card(state: &mut State, card: Card) -> Vec<Event> {
    state.deck = vec![card];
    state.bag = vec![BagItem::Event];
    state.phase = Phase::Drawing;
    let mut b = Builder::new(state);
    advance(&mut b, &mut rng(3));
    *state = b.state;
    b.events
}

#[test]
fn the_module_cards_join_the_deck_with_the_first_famine_only() {
    let mut state = module_table();
    assert!(state.module_cards_waiting);
    state.season = Season::Autumn;
    state.phase = Phase::Drawing;
    let mut b = Builder::new(&state);
    advance(&mut b, &mut rng(5));
    let events = b.events;
    let added = events
        .iter()
        .position(|e| *e == Event::ModuleCardsAdded)
        .unwrap();
    let shuffled = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::DeckShuffled {
                    famine_added: true,
                    ..
                }
            )
        })
        .unwrap();
    assert!(added < shuffled);
    let state = b.state;
    assert!(!state.module_cards_waiting);
    for card in [Card::Anarchy, Card::Rebellion, Card::Famine] {
        assert!(state.deck.contains(&card), "{card:?}");
    }
    // Without the module, nothing of the kind.
    let mut base = started(2, &["normandie", "ostphalie"], vec![]);
    base.season = Season::Autumn;
    base.phase = Phase::Drawing;
    let mut b = Builder::new(&base);
    advance(&mut b, &mut rng(5));
    assert!(!b.events.contains(&Event::ModuleCardsAdded));
    assert!(!b.state.deck.contains(&Card::Anarchy));
}

#[test]
fn anarchy_adds_a_band_to_every_country_nobody_controls_but_forests() {
    let mut state = module_table();
    clear_board(&mut state);
    set(&mut state, "normandie", &[2, 0], 0, 0); // Red's homeland
    set(&mut state, "anjou", &[2, 0], 0, 0); // controlled by Red
    set(&mut state, "champagne", &[1, 1], 0, 0); // nobody controls
    set(&mut state, "hesse", &[0, 1], 1, 0); // only rebels count against Blue
    let events = draw_card(&mut state, Card::Anarchy);
    let Some(Event::RebelsRose { card, countries }) = events.get(2) else {
        panic!("{events:?}")
    };
    assert_eq!(*card, Card::Anarchy);
    assert!(countries.contains(&c("champagne")));
    assert!(countries.contains(&c("hesse")));
    assert!(
        countries.contains(&c("ile_de_france")),
        "nobody there at all"
    );
    for spared in [
        "normandie",
        "ostphalie",
        "anjou",
        "berry",
        "flandre",
        "nordalbingie",
    ] {
        assert!(!countries.contains(&c(spared)), "{spared}");
    }
    assert_eq!(state.country(c("champagne")).unwrap().rebels, 1);
    assert_eq!(state.country(c("hesse")).unwrap().rebels, 2);
    assert!(state.discard.contains(&Card::Anarchy));
    let line = Carolingi::describe_event(&events[1], 2);
    assert_eq!(line.id, "carolingi-event-anarchy", "{line}");
}

#[test]
fn rebellion_strikes_where_partisans_fall_short_of_the_capacity() {
    let mut state = module_table();
    clear_board(&mut state);
    set(&mut state, "anjou", &[1, 0], 0, 1); // 1 marker, 1 partisan: revolt
    set(&mut state, "champagne", &[2, 0], 0, 1); // 1 marker, 2 partisans: calm
    set(&mut state, "hesse", &[1, 1], 0, 2); // 2 markers, 2 partisans (any colour): revolt
    set(&mut state, "thuringe", &[1, 2], 0, 2); // 2 markers, 3 partisans: calm
    set(&mut state, "westphalie", &[0, 0], 3, 1); // bands do not count: revolt
    let events = draw_card(&mut state, Card::Rebellion);
    let Some(Event::RebelsRose { card, countries }) = events.get(2) else {
        panic!("{events:?}")
    };
    assert_eq!(*card, Card::Rebellion);
    let mut got = countries.clone();
    got.sort();
    let mut want = vec![c("anjou"), c("hesse"), c("westphalie")];
    want.sort();
    assert_eq!(got, want);
    assert_eq!(state.country(c("westphalie")).unwrap().rebels, 4);
}

fn hourglass_table() -> State {
    let mut state = started(2, &["normandie", "ostphalie"], vec![]);
    state.options.hourglass_hours = 24;
    state
}

#[test]
fn the_hourglass_drops_the_tiles_of_a_late_player() {
    let mut state = hourglass_table();
    Carolingi::act(&mut state, RED, Action::PlaceTile { tile: FIGHT });
    assert!(legal_actions(&state, RED).contains(&Action::PassPlacement));
    // Time is up: the service submits each late seat's default action.
    for seat in [RED, BLUE] {
        let action = Carolingi::default_action(&state, seat).unwrap();
        assert_eq!(action, Action::PassPlacement);
        let label = Carolingi::describe_action(&state, &action);
        assert_eq!(label.id, "carolingi-action-pass-placement", "{label}");
        let events = Carolingi::act(&mut state, seat, action);
        assert_eq!(events[0], Event::PlacementPassed { seat });
        if seat == RED {
            assert!(legal_actions(&state, RED).is_empty());
            assert_eq!(Carolingi::waiting_on(&state), vec![BLUE]);
            assert_eq!(
                Carolingi::decide(
                    &state,
                    RED,
                    &Action::PlaceTile { tile: INACTION_A },
                    &mut rng(0)
                ),
                Err(Error::PlacementOver)
            );
        } else {
            // Red's one tile and the event tile went into the bag, nothing of Blue's.
            assert_eq!(events[1], Event::BagFilled { tiles: 2 });
        }
    }
    for t in [
        INFLUENCE,
        DEVELOP,
        MAKE_MISSI,
        MOVE_TROOPS,
        FIGHT,
        INACTION_A,
        INACTION_B,
    ] {
        assert_ne!(state.players[1].tiles[t.index()], TileSpot::Placed);
    }
    assert_eq!(state.players[0].tiles[FIGHT.index()], TileSpot::Used);
}

#[test]
fn without_the_hourglass_a_seat_cannot_pass_its_placement() {
    let state = started(2, &["normandie", "ostphalie"], vec![]);
    assert!(!legal_actions(&state, RED).contains(&Action::PassPlacement));
    assert!(matches!(
        Carolingi::default_action(&state, RED),
        Some(Action::PlaceTile { tile }) if tile.is_inaction()
    ));
}

#[test]
fn new_options_read_as_json_and_are_checked() {
    let options: Options =
        serde_json::from_str(r#"{"advanced":true,"anarchy_module":true,"hourglass_hours":24}"#)
            .unwrap();
    assert_eq!(options.sundial_year, 834);
    assert!(options.advanced && options.anarchy_module);
    assert!(serde_json::from_str::<Options>(r#"{"hourglas":1}"#).is_err());
    // Unknown country names are refused when the action is read.
    assert!(serde_json::from_str::<Action>(r#"{"type":"expel_rebel","to":"atlantis"}"#).is_err());
    assert_eq!(
        Carolingi::new_state(
            &Options {
                hourglass_hours: 1000,
                ..Options::default()
            },
            3
        ),
        Err(Error::HourglassHours)
    );
    let keys: Vec<_> = Carolingi::info().options.iter().map(|o| o.key).collect();
    assert_eq!(
        keys,
        vec![
            "sundial_year",
            "advanced",
            "anarchy_module",
            "hourglass_hours"
        ]
    );
    for (json, action) in [
        (r#"{"type":"pass_placement"}"#, Action::PassPlacement),
        (
            r#"{"type":"claim_homeland","country":"anjou"}"#,
            Action::ClaimHomeland {
                country: c("anjou"),
            },
        ),
        (
            r#"{"type":"expel_rebel","to":"champagne"}"#,
            Action::ExpelRebel { to: c("champagne") },
        ),
        (r#"{"type":"setup_on_country"}"#, Action::SetupOnCountry),
        (r#"{"type":"setup_missus"}"#, Action::SetupMissus),
        (
            r#"{"type":"setup_join_country","country":"hesse"}"#,
            Action::SetupJoinCountry {
                country: c("hesse"),
            },
        ),
        (
            r#"{"type":"setup_on_card","country":"hesse"}"#,
            Action::SetupOnCard {
                country: c("hesse"),
            },
        ),
    ] {
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), action);
        assert_eq!(
            serde_json::to_value(action).unwrap(),
            serde_json::from_str::<serde_json::Value>(json).unwrap()
        );
    }
}

fn end_year(state: &mut State, seed: u64) -> Vec<Event> {
    state.season = Season::Autumn;
    state.phase = Phase::Drawing;
    state.bag.clear();
    let mut b = Builder::new(state);
    advance(&mut b, &mut rng(seed));
    *state = b.state;
    b.events
}

#[test]
fn one_famine_card_enters_at_each_year_end_of_the_advanced_game() {
    let mut state = advanced_play_table();
    let four = fresh(&advanced(), 4);
    assert_eq!(four.famine_waiting, 3);
    state.famine_waiting = 3;
    state.options.sundial_year = 839;
    for year in 0..4u8 {
        let events = end_year(&mut state, u64::from(year));
        let added = events.iter().any(|e| {
            matches!(
                e,
                Event::DeckShuffled {
                    famine_added: true,
                    ..
                }
            )
        });
        assert_eq!(added, year < 3, "year end {year}");
        let in_deck = state.deck.iter().filter(|c| **c == Card::Famine).count();
        assert_eq!(in_deck, usize::from(year.min(2)) + 1);
    }
    assert_eq!(state.famine_waiting, 0);
}

#[test]
fn seats_that_always_time_out_still_finish_every_kind_of_game() {
    for bits in 0..8u8 {
        for seats in [2u8, 5] {
            let options = super::options_props::options_from(bits, 831);
            let mut rng = rng(u64::from(bits) * 10 + u64::from(seats));
            let mut state = fresh(&options, seats);
            let events = Carolingi::setup(&state, &mut rng);
            apply_all(&mut state, &events);
            let mut steps = 0;
            while Carolingi::outcome(&state).is_none() {
                let seat = Carolingi::waiting_on(&state)[0];
                let action = Carolingi::default_action(&state, seat).unwrap();
                assert!(legal_actions(&state, seat).contains(&action));
                if options.hourglass() && state.phase == Phase::Placing {
                    assert_eq!(action, Action::PassPlacement);
                }
                if matches!(state.phase, Phase::SetupRounds { .. }) {
                    assert_eq!(action, Action::SetupMissus);
                }
                let events = Carolingi::decide(&state, seat, &action, &mut rng).unwrap();
                apply_all(&mut state, &events);
                steps += 1;
                assert!(steps < 10_000);
            }
        }
    }
}

#[test]
fn the_set_up_rounds_are_public() {
    let state = setup_table(Some("anjou"), RED);
    for viewer in [
        crate::core::Viewer::Seat(BLUE),
        crate::core::Viewer::Spectator,
    ] {
        let view = Carolingi::view(&state, viewer);
        assert!(matches!(
            view.phase,
            crate::carolingi::view::PhaseView::SetupRounds {
                round: 1,
                chooser: Some(RED),
                card: Some(_),
                ..
            }
        ));
        assert!(view.players.iter().all(|p| p.setup_pile == 4));
        assert_eq!(view.waiting_on, vec![RED]);
    }
}
