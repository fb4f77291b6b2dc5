//! The rulebook's own worked examples, replayed. Seats: Red 0 (Normandy),
//! Blue 1 (Eastphalia), Yellow 2 (County of Burgundy), as in the pictures.

use super::helpers::*;
use crate::carolingi::actions::Action;
use crate::carolingi::events::Event;
use crate::carolingi::rules::flow::{advance, Builder};
use crate::carolingi::rules::legal::legal_actions;
use crate::carolingi::scoring::{score_sheet, winners};
use crate::carolingi::state::{BagItem, Card, Phase, Progress, State};
use crate::carolingi::{Carolingi, Error};
use crate::core::{Game, Seat};
use crate::testing::{Moves, Scenario};

const RED: Seat = Seat(0);
const BLUE: Seat = Seat(1);
const YELLOW: Seat = Seat(2);

fn three_players() -> State {
    let mut state = started(3, &["normandie", "ostphalie", "comte_bourgogne"], vec![]);
    clear_board(&mut state);
    state
}

fn given(state: State) -> Scenario<Carolingi> {
    Scenario::given(state)
}

fn mv(from: &str, to: &str) -> Action {
    Action::MovePartisan {
        from: c(from),
        to: c(to),
    }
}

fn action_over(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::ActionEnded { .. }))
}

/// 5.3: Yellow raises 9 taxes and spends them on two nobles made missi,
/// four leudes made missi and one noble called to court.
#[test]
fn tax_example_yellow_raises_nine_and_spends_them() {
    let mut state = three_players();
    set(&mut state, "comte_bourgogne", &[0, 0, 3], 0, 0);
    set(&mut state, "duche_bourgogne", &[0, 0, 2], 0, 2);
    set(&mut state, "champagne", &[1, 0, 1], 0, 2);
    set(&mut state, "haute_lotharingie", &[0, 0, 1], 0, 1);
    set(&mut state, "franconie", &[0, 0, 1], 0, 0);
    set(&mut state, "souabe", &[0, 0, 2], 1, 1);
    set(&mut state, "haute_provence", &[0, 0, 2], 0, 0);
    acting(&mut state, YELLOW, MAKE_MISSI);
    given(state)
        .then_state_eq(progress, Progress::MakeMissi { taxes_left: 9 })
        .when_all([(YELLOW, Action::PromoteNoble); 2])
        .when_all([(YELLOW, Action::PromoteLeude); 4])
        .then_state_eq(progress, Progress::MakeMissi { taxes_left: 1 })
        .then_state(|s| !legal_actions(s, YELLOW).contains(&Action::PromoteNoble))
        .when(YELLOW, Action::CallNoble)
        // Nothing left to spend: the action closes by itself.
        .then_events(action_over)
        .then_state_eq(
            |s| {
                let yellow = &s.players[2];
                (yellow.nobiles, yellow.leudes, yellow.missi)
            },
            (5, 5, 9),
        );
}

#[test]
fn taxes_are_never_below_three() {
    let mut state = three_players();
    acting(&mut state, RED, MAKE_MISSI);
    assert_eq!(progress(&state), Progress::MakeMissi { taxes_left: 3 });
}

/// 4.2: the famine example, A to F.
#[test]
fn famine_example_a_to_f() {
    let mut state = three_players();
    set(&mut state, "normandie", &[4, 0, 0], 0, 0); // A
    set(&mut state, "hesse", &[0, 3, 0], 0, 2); // B
    set(&mut state, "champagne", &[2, 2, 0], 0, 0); // C
    set(&mut state, "duche_bourgogne", &[1, 0, 2], 0, 1); // D
    set(&mut state, "ile_de_france", &[0, 2, 0], 0, 0); // E
    set(&mut state, "souabe", &[0, 0, 2], 1, 0); // F
    set(&mut state, "anjou", &[1, 0, 0], 0, 0);
    set(&mut state, "comte_bourgogne", &[0, 0, 3], 0, 0);
    let leudes_before: Vec<u8> = state.players.iter().map(|p| p.leudes).collect();
    Carolingi::apply(&mut state, &Event::BagFilled { tiles: 0 });
    state.deck = vec![Card::Famine];

    let mut b = Builder::new(&state);
    b.emit(Event::TileDrawn {
        item: BagItem::Event,
    });
    b.emit(Event::CardDrawn { card: Card::Famine });
    advance(&mut b, &mut rng(3));
    state = b.state;
    // D waits for Yellow, who holds the plurality there.
    assert_eq!(
        state.phase,
        Phase::Famine {
            queue: vec![c("duche_bourgogne"), c("souabe")],
            affected: vec![c("normandie"), c("ile_de_france"), c("champagne")],
        }
    );
    assert_eq!(Carolingi::waiting_on(&state), vec![YELLOW]);
    assert_eq!(
        legal_actions(&state, YELLOW),
        vec![
            Action::FamineRemove { seat: RED },
            Action::FamineRemove { seat: YELLOW }
        ]
    );
    Carolingi::act(&mut state, YELLOW, Action::FamineRemove { seat: RED });

    let at = |id: &str| state.countries[c(id).index()].clone();
    assert_eq!(at("normandie").partisans, vec![3, 0, 0]); // A
    assert_eq!(at("hesse").partisans, vec![0, 3, 0]); // B
    assert_eq!(at("champagne").partisans, vec![0, 0, 0]); // C
    assert_eq!(at("duche_bourgogne").partisans, vec![0, 0, 2]); // D
    assert_eq!(at("ile_de_france").partisans, vec![0, 1, 0]); // E
    assert_eq!(at("souabe").partisans, vec![0, 0, 1]); // F
                                                       // A band wherever someone left, never in the homeland (A).
    assert_eq!(at("normandie").rebels, 0);
    assert_eq!(at("hesse").rebels, 0);
    assert_eq!(at("champagne").rebels, 1);
    assert_eq!(at("duche_bourgogne").rebels, 1);
    assert_eq!(at("ile_de_france").rebels, 1);
    assert_eq!(at("souabe").rebels, 2);
    assert_eq!(at("anjou").rebels, 0);
    let gained: Vec<u8> = state
        .players
        .iter()
        .zip(&leudes_before)
        .map(|(p, b)| p.leudes - b)
        .collect();
    assert_eq!(gained, vec![1 + 2 + 1, 2 + 1, 1]);
}

/// 5.5: Red fights in Anjou and Champagne, and gets one trophy only.
#[test]
fn fight_example_anjou_and_champagne_one_trophy() {
    let mut state = three_players();
    set(&mut state, "normandie", &[3, 0, 0], 0, 0);
    set(&mut state, "anjou", &[2, 0, 1], 0, 0);
    set(&mut state, "champagne", &[2, 1, 0], 1, 0);
    set(&mut state, "ile_de_france", &[1, 1, 0], 0, 0);
    let supply = state.rebel_supply;
    acting(&mut state, RED, FIGHT);
    let fights: Vec<Action> = legal_actions(&state, RED)
        .into_iter()
        .filter(|a| matches!(a, Action::FightIn { .. }))
        .collect();
    assert_eq!(
        fights,
        vec![
            Action::FightIn {
                country: c("champagne")
            },
            Action::FightIn {
                country: c("anjou")
            }
        ]
    );
    assert!(
        !fights.contains(&Action::FightIn {
            country: c("ile_de_france")
        }),
        "a tie is not enough"
    );
    let partisans =
        |id: &'static str| move |s: &State| s.countries[c(id).index()].partisans.clone();
    given(state)
        .when(
            RED,
            Action::FightIn {
                country: c("anjou"),
            },
        )
        .then_state_eq(partisans("anjou"), [1, 0, 0])
        .when(RED, Action::ClaimTrophy)
        // "un seul trophée par tuile d'action Combattre"
        .when(RED, Action::ClaimTrophy)
        .then_refused(Error::TrophyUnavailable)
        .when(
            RED,
            Action::FightIn {
                country: c("champagne"),
            },
        )
        .then_events(action_over)
        .then_state_eq(partisans("champagne"), [1, 0, 0])
        .then_state_eq(|s| s.countries[c("champagne").index()].rebels, 0)
        .then_state_eq(|s| s.rebel_supply, supply + 1)
        .then_state_eq(
            |s| (s.players[0].trophies, s.players[0].leudes),
            (1, 8 + 2 - 1),
        )
        .then_state_eq(|s| (s.players[1].leudes, s.players[2].leudes), (9, 9));
}

/// 5.4 A: Red sends partisans from Normandy to Anjou, Île-de-France (a group
/// of two) and Champagne: three missi.
#[test]
fn troop_moves_of_red() {
    let mut state = three_players();
    set(&mut state, "normandie", &[5, 0, 0], 0, 0);
    acting(&mut state, RED, MOVE_TROOPS);
    let state = given(state)
        .when(RED, mv("normandie", "anjou"))
        .when(RED, mv("normandie", "ile_de_france"))
        .when(RED, mv("normandie", "ile_de_france"))
        .then_events_at(
            0,
            [Event::PartisanMoved {
                seat: RED,
                from: c("normandie"),
                to: c("ile_de_france"),
                new_group: false,
            }],
        )
        .when(RED, mv("normandie", "champagne"))
        .then_state_eq(|s| (s.players[0].missi, s.players[0].leudes), (0, 11))
        .into_state();
    let at = |id: &str| state.countries[c(id).index()].partisans[0];
    assert_eq!(
        (
            at("normandie"),
            at("anjou"),
            at("ile_de_france"),
            at("champagne")
        ),
        (1, 1, 2, 1)
    );
    // A partisan crosses one border per action: the ones that arrived stay.
    assert!(!legal_actions(&state, RED)
        .iter()
        .any(|a| matches!(a, Action::MovePartisan { from, .. } if *from != c("normandie"))));
}

/// 5.4 B: Blue may not leave Westphalia (not controlled); with one missus
/// he moves the two partisans of Hesse together to Franconia.
#[test]
fn troop_moves_of_blue() {
    let mut state = three_players();
    set(&mut state, "ostphalie", &[0, 3, 0], 0, 0);
    set(&mut state, "westphalie", &[1, 1, 1], 0, 0);
    set(&mut state, "thuringe", &[0, 1, 0], 0, 0);
    set(&mut state, "hesse", &[0, 2, 0], 1, 0);
    set(&mut state, "franconie", &[0, 0, 1], 0, 0);
    state.players[1].missi = 1;
    acting(&mut state, BLUE, MOVE_TROOPS);
    given(state)
        .when(BLUE, mv("westphalie", "hesse"))
        .then_refused(Error::NotASource)
        .when(BLUE, mv("hesse", "franconie"))
        .when(BLUE, mv("thuringe", "franconie"))
        .then_refused(Error::NoMissi)
        // Hesse is no longer controlled, but control was checked at the start.
        .when(BLUE, mv("hesse", "franconie"))
        .then_events(action_over)
        .then_state_eq(
            |s| s.countries[c("franconie").index()].partisans.clone(),
            [0, 2, 1],
        )
        .then_state_eq(|s| s.players[1].missi, 0);
}

#[test]
fn troops_never_enter_another_homeland() {
    let mut state = three_players();
    set(&mut state, "duche_bourgogne", &[3, 0, 0], 0, 0);
    acting(&mut state, RED, MOVE_TROOPS);
    given(state)
        .when(RED, mv("duche_bourgogne", "comte_bourgogne"))
        .then_refused(Error::OtherHomeland);
}

#[test]
fn troops_may_leave_a_forest_whatever_the_majority() {
    let mut state = three_players();
    set(&mut state, "berry", &[1, 2, 0], 3, 0);
    acting(&mut state, RED, MOVE_TROOPS);
    assert!(legal_actions(&state, RED).contains(&mv("berry", "anjou")));
}

/// 5.7: Yellow may pacify in Upper Lotharingia, Franconia, Swabia, Upper
/// Provence, the Duchy of Burgundy or Champagne, not in Anjou, Thuringia or
/// Lower Lotharingia; he replaces the two bands of Franconia by two missi.
#[test]
fn pacify_example() {
    let mut state = three_players();
    set(&mut state, "comte_bourgogne", &[0, 0, 3], 0, 0);
    set(&mut state, "souabe", &[0, 0, 2], 1, 0);
    set(&mut state, "duche_bourgogne", &[0, 0, 2], 1, 0);
    for id in [
        "haute_lotharingie",
        "haute_provence",
        "champagne",
        "anjou",
        "thuringe",
        "basse_lotharingie",
    ] {
        set(&mut state, id, &[], 1, 0);
    }
    set(&mut state, "franconie", &[], 2, 0);
    acting(&mut state, YELLOW, PACIFY);
    let mut eligible: Vec<String> = legal_actions(&state, YELLOW)
        .into_iter()
        .filter_map(|a| match a {
            Action::PacifyRebel { country } => Some(country.info().id.clone()),
            _ => None,
        })
        .collect();
    eligible.sort();
    assert_eq!(
        eligible,
        [
            "champagne",
            "duche_bourgogne",
            "franconie",
            "haute_lotharingie",
            "haute_provence",
            "souabe"
        ]
    );
    let supply = state.rebel_supply;
    let pacify = |id| Action::PacifyRebel { country: c(id) };
    given(state)
        .when(YELLOW, pacify("franconie"))
        .when(YELLOW, pacify("souabe"))
        .then_refused(Error::PacifyLimit)
        // No band left there: the action closes.
        .when(YELLOW, pacify("franconie"))
        .then_events(action_over)
        .then_state_eq(
            |s| {
                let franconia = &s.countries[c("franconie").index()];
                (franconia.partisans[2], franconia.rebels)
            },
            (2, 0),
        )
        .then_state_eq(|s| s.rebel_supply, supply + 2)
        .then_state_eq(|s| s.players[2].missi, 1);
}

/// 4.1 B: Hesse is drawn while Saxony's zone is full. A band goes on the
/// Nordalbingia card (no partisan), everything goes to the board, the forest
/// spreads a band to Frisia (sea link) but not to Blue's homeland.
#[test]
fn full_zone_example_hesse_with_saxony_full() {
    let mut state = three_players();
    let cards = vec![
        card(&state, "westphalie", &[0, 1, 0], 0),
        card(&state, "thuringe", &[1, 0, 0], 0),
        card(&state, "nordalbingie", &[], 0),
    ];
    state.zones[region("saxony").index()] = cards;
    state.deck = vec![Card::Country(c("hesse"))];
    let supply = state.rebel_supply;
    Carolingi::apply(&mut state, &Event::BagFilled { tiles: 0 });

    let mut b = Builder::new(&state);
    b.emit(Event::TileDrawn {
        item: BagItem::Event,
    });
    b.emit(Event::CardDrawn {
        card: Card::Country(c("hesse")),
    });
    advance(&mut b, &mut rng(0));
    assert!(b.events.contains(&Event::ZoneOverflowed {
        region: region("saxony")
    }));
    let state = b.state;
    let at = |id: &str| state.countries[c(id).index()].clone();
    assert_eq!(at("westphalie").partisans, vec![0, 1, 0]);
    assert_eq!(at("thuringe").partisans, vec![1, 0, 0]);
    assert_eq!(at("nordalbingie").rebels, 1);
    assert_eq!(at("frise").rebels, 1);
    assert_eq!(at("ostphalie").rebels, 0);
    assert_eq!(state.rebel_supply, supply - 2);
    let saxony: Vec<_> = state.zones[region("saxony").index()]
        .iter()
        .map(|s| s.country)
        .collect();
    assert_eq!(saxony, vec![c("hesse")]);
    for id in ["westphalie", "thuringe", "nordalbingie"] {
        assert!(state.discard.contains(&Card::Country(c(id))));
    }
}

/// 3.5: Red 2 points, Yellow 0, Blue 4 (and wins).
#[test]
fn victory_points_example() {
    let mut state = three_players();
    // Red: Neustria unified (a lone partisan in the Berry forest is enough),
    // 13 partisans on the board, five controlled countries, 3 trophies.
    set(&mut state, "normandie", &[3, 0, 0], 0, 0);
    set(&mut state, "ile_de_france", &[2, 0, 0], 0, 0);
    set(&mut state, "champagne", &[2, 0, 0], 1, 0);
    set(&mut state, "anjou", &[2, 0, 0], 0, 0);
    set(&mut state, "berry", &[1, 0, 0], 1, 0);
    set(&mut state, "basse_lotharingie", &[1, 0, 0], 2, 0);
    set(&mut state, "haute_lotharingie", &[1, 0, 0], 0, 0);
    set(&mut state, "flandre", &[1, 0, 0], 0, 0);
    let slot = card(&state, "berry", &[1], 0);
    state.zones[region("neustria").index()].push(slot);
    state.players[0].trophies = 3;
    // Blue: six countries, Saxony unified, 8 markers, 12 partisans.
    set(&mut state, "ostphalie", &[0, 2, 0], 0, 0);
    set(&mut state, "westphalie", &[0, 2, 0], 0, 2);
    set(&mut state, "hesse", &[0, 2, 0], 0, 2);
    set(&mut state, "thuringe", &[0, 2, 0], 0, 2);
    set(&mut state, "nordalbingie", &[0, 1, 0], 2, 0);
    set(&mut state, "frise", &[0, 2, 0], 0, 2);
    set(&mut state, "franconie", &[0, 1, 0], 0, 0);
    state.players[1].trophies = 1;
    // Yellow: Burgundy not unified (nobody in Upper Provence), 4 markers,
    // partisans waiting on cards, 3 trophies.
    set(&mut state, "comte_bourgogne", &[0, 0, 3], 0, 0);
    set(&mut state, "duche_bourgogne", &[0, 0, 2], 0, 2);
    set(&mut state, "souabe", &[0, 0, 1], 0, 2);
    let slot = card(&state, "rhetie", &[0, 0, 3], 0);
    state.zones[region("alemannia").index()].push(slot);
    state.players[2].trophies = 3;

    let red = score_sheet(&state, RED);
    assert_eq!(red.regions, vec![region("neustria")]);
    assert!(red.many_partisans && !red.expansion && !red.development && !red.glory);
    assert_eq!(
        (red.points, red.partisans_on_board, red.controlled),
        (2, 13, 5)
    );
    let yellow = score_sheet(&state, YELLOW);
    assert_eq!((yellow.points, yellow.development_markers), (0, 4));
    let blue = score_sheet(&state, BLUE);
    assert!(blue.expansion && blue.development && blue.many_partisans && !blue.glory);
    assert_eq!(blue.regions, vec![region("saxony")]);
    assert_eq!(
        (
            blue.points,
            blue.development_markers,
            blue.partisans_on_board
        ),
        (4, 8, 12)
    );
    assert_eq!(winners(&[red, blue, yellow]), vec![BLUE]);
}

/// 5.1 a, b, c.
#[test]
fn influence_examples() {
    // a: Red sends the maximum of three missi to Normandy.
    let mut state = three_players();
    state.players[0].missi = 5;
    acting(&mut state, RED, INFLUENCE);
    given(state)
        .when_all([(RED, Action::SendMissusHome); 3])
        .then_events(action_over)
        .then_state_eq(|s| s.countries[c("normandie").index()].partisans[0], 3);

    // b: nobody but Blue may put missi on the Île-de-France card.
    let mut state = three_players();
    set(&mut state, "ile_de_france", &[0, 2, 1], 0, 0);
    let slot = card(&state, "ile_de_france", &[], 0);
    state.zones[region("neustria").index()].push(slot);
    acting(&mut state, YELLOW, INFLUENCE);
    let to_card = |id| Action::SendMissusToCard { country: c(id) };
    given(state)
        .when(YELLOW, to_card("ile_de_france"))
        .then_refused(Error::ControlledByAnother)
        .when(YELLOW, to_card("champagne"))
        .when(YELLOW, Action::SendMissusHome)
        .then_refused(Error::OtherInfluenceChosen);

    // c: Blue transfers Hesse and Westphalia, Yellow's and Red's partisans too.
    let mut state = three_players();
    state.zones[region("saxony").index()] = vec![
        card(&state, "westphalie", &[1, 2, 1], 0),
        card(&state, "hesse", &[0, 1, 0], 0),
        card(&state, "thuringe", &[1, 0, 0], 0),
    ];
    acting(&mut state, BLUE, INFLUENCE);
    let transfer = |id| Action::TransferCard { country: c(id) };
    given(state)
        .then_state_eq(
            |s| {
                legal_actions(s, BLUE)
                    .into_iter()
                    .filter(|a| matches!(a, Action::TransferCard { .. }))
                    .collect::<Vec<_>>()
            },
            [transfer("westphalie"), transfer("hesse")],
        )
        .when(BLUE, transfer("westphalie"))
        .when(BLUE, transfer("hesse"))
        .then_state_eq(
            |s| s.countries[c("westphalie").index()].partisans.clone(),
            [1, 2, 1],
        )
        .then_state_eq(
            |s| s.countries[c("hesse").index()].partisans.clone(),
            [0, 1, 0],
        )
        .then_state_eq(
            |s| {
                s.zones[region("saxony").index()]
                    .iter()
                    .map(|slot| slot.country)
                    .collect::<Vec<_>>()
            },
            [c("thuringe")],
        )
        .then_state(|s| s.discard.contains(&Card::Country(c("hesse"))));
}

/// 5.2 b: Yellow may develop neither palaces, forests, uncontrolled
/// countries nor a country with two markers; three markers at most.
#[test]
fn develop_example() {
    let mut state = three_players();
    set(&mut state, "comte_bourgogne", &[0, 0, 3], 0, 0);
    set(&mut state, "haute_provence", &[0, 0, 2], 0, 0);
    set(&mut state, "berry", &[0, 0, 1], 0, 0);
    set(&mut state, "ile_de_france", &[0, 1, 1], 0, 0);
    set(&mut state, "champagne", &[0, 0, 3], 0, 2);
    set(&mut state, "haute_lotharingie", &[0, 0, 2], 0, 0);
    set(&mut state, "duche_bourgogne", &[0, 0, 2], 0, 0);
    set(&mut state, "souabe", &[0, 0, 2], 0, 1);
    acting(&mut state, YELLOW, DEVELOP);
    let mut developable: Vec<String> = legal_actions(&state, YELLOW)
        .into_iter()
        .filter_map(|a| match a {
            Action::PlaceDevelopment { country } => Some(country.info().id.clone()),
            _ => None,
        })
        .collect();
    developable.sort();
    assert_eq!(
        developable,
        ["duche_bourgogne", "haute_lotharingie", "souabe"]
    );
    let develop = |id| Action::PlaceDevelopment { country: c(id) };
    given(state)
        .when(YELLOW, develop("comte_bourgogne"))
        .then_refused(Error::NotDevelopable)
        .when(YELLOW, develop("haute_provence"))
        .then_refused(Error::NotControlled)
        .when(YELLOW, develop("ile_de_france"))
        .then_refused(Error::NotControlled)
        .when(YELLOW, develop("champagne"))
        .then_refused(Error::NotDevelopable)
        .when(YELLOW, develop("haute_lotharingie"))
        .when(YELLOW, develop("duche_bourgogne"))
        .when(YELLOW, develop("duche_bourgogne"))
        // Three markers per action at most.
        .then_events(action_over)
        .then_state_eq(|s| s.countries[c("duche_bourgogne").index()].development, 2)
        .then_state_eq(|s| (s.players[2].missi, s.players[2].leudes), (0, 11));
}
