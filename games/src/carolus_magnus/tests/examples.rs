//! The rulebook's own worked examples, replayed.

use super::super::*;
use super::support::*;
use crate::core::Game;
use crate::testing::{Moves, Scenario};

const BLACK_SEAT: Seat = Seat(0);
const WHITE_SEAT: Seat = Seat(1);
const BLACK: Side = 0;
const WHITE: Side = 1;

/// The label's message, as developers read it (the English sentence it
/// says is given next to each expectation).
fn label(state: &State, action: Action) -> String {
    CarolusMagnus::describe_action(state, &action).to_string()
}

fn given(state: State) -> Scenario<CarolusMagnus> {
    Scenario::given(state)
}

fn court(colour: Colour) -> Action {
    Action::PlacePaladin {
        colour,
        to: Destination::Court,
    }
}

/// Figure 2: territory 5 holds 2 green paladins, 1 red and a black castle.
/// Black controls green (3 to 2 at court), White controls red. White is to
/// play with 2 green and 1 pink in reserve and disc 3; the Emperor is 2
/// steps away, in territory 3.
fn figure_2() -> State {
    let mut state = blank_table(2);
    give_territory(&mut state, 5, Colour::Green, 2);
    give_territory(&mut state, 5, Colour::Red, 1);
    give_castles(&mut state, 5, BLACK, 1);
    give_court(&mut state, BLACK_SEAT, Colour::Green, 3);
    give_court(&mut state, WHITE_SEAT, Colour::Green, 2);
    give_court(&mut state, WHITE_SEAT, Colour::Red, 1);
    state.control[Colour::Green.index()] = Some(BLACK_SEAT);
    state.control[Colour::Red.index()] = Some(WHITE_SEAT);
    give_reserve(&mut state, WHITE_SEAT, Colour::Green, 2);
    give_reserve(&mut state, WHITE_SEAT, Colour::Pink, 1);
    state.emperor = 3;
    start_turn(&mut state, WHITE_SEAT, 3);
    state
}

#[test]
fn figure_2_black_holds_the_territory_3_to_1_while_it_controls_green() {
    let state = figure_2();
    let region = state.region(5).unwrap();
    assert_eq!(state.strengths(region), vec![3, 1]);
    assert_eq!(
        stop_effect(&state, 5),
        StopEffect::Nothing {
            leader: Some(BLACK)
        }
    );
}

#[test]
fn figure_2_white_takes_green_then_takes_over_3_to_1() {
    given(figure_2())
        // 3 to 3 at court: a tie keeps control with Black.
        .when(WHITE_SEAT, court(Colour::Green))
        .then_events_eq([Event::PaladinPlaced {
            seat: WHITE_SEAT,
            colour: Colour::Green,
            to: Destination::Court,
        }])
        // "... you take control of green"
        .then_state(|s| {
            label(s, court(Colour::Green)).contains("control=cm-control-taken(colour=cm-colour-green)")
        })
        .when(WHITE_SEAT, court(Colour::Green))
        .then_events_at(
            1,
            [Event::ControlChanged {
                colour: Colour::Green,
                from: Some(BLACK_SEAT),
                to: WHITE_SEAT,
            }],
        )
        .when(WHITE_SEAT, court(Colour::Pink))
        .then_state_eq(|s| s.strengths(s.region(5).unwrap()), [1, 3])
        .then_state_eq(
            |s| label(s, Action::MoveEmperor { steps: 2 }),
            // "Move the Emperor 2 steps to territory 5: White takes over 1 castle(s) from Black"
            "cm-action-move-emperor(steps=2, territory=5, effect=cm-effect-take-over(side=cm-side-white, from=cm-side-black, castles=1))",
        )
        .when(WHITE_SEAT, Action::MoveEmperor { steps: 2 })
        .then_events_at(
            0,
            [
                Event::EmperorMoved {
                    seat: WHITE_SEAT,
                    steps: 2,
                    to: 5,
                },
                Event::CastlesTakenOver {
                    territory: 5,
                    from: BLACK,
                    to: WHITE,
                    removed: 1,
                    placed: 1,
                },
                Event::ReplenishStarted {
                    seat: WHITE_SEAT,
                    dice: 3,
                },
            ],
        )
        .then_state_eq(
            |s| {
                let region = s.region(5).unwrap();
                (region.owner, region.castles)
            },
            (Some(WHITE), 1),
        )
        .then_state_eq(|s| s.castles_left.clone(), [10, 9]);
}

#[test]
fn figures_3_and_4_the_takeover_merges_with_white_neighbours_on_both_sides() {
    let mut state = figure_2();
    // A (territory 4) and C (territory 6) hold White castles; 3 paladins
    // between them, so the merged territory holds 6 paladins.
    give_territory(&mut state, 4, Colour::Pink, 1);
    give_territory(&mut state, 6, Colour::Blue, 1);
    give_territory(&mut state, 6, Colour::Yellow, 1);
    give_castles(&mut state, 4, WHITE, 1);
    give_castles(&mut state, 6, WHITE, 1);
    // White's reserve holds 2 green and 1 pink: all three go to court.
    let state = given(state)
        .when_all([
            (WHITE_SEAT, court(Colour::Green)),
            (WHITE_SEAT, court(Colour::Green)),
            (WHITE_SEAT, court(Colour::Pink)),
        ])
        .when(WHITE_SEAT, Action::MoveEmperor { steps: 2 })
        .then_events_at(
            1,
            [
                Event::CastlesTakenOver {
                    territory: 5,
                    from: BLACK,
                    to: WHITE,
                    removed: 1,
                    placed: 1,
                },
                Event::Merged {
                    into: 5,
                    absorbed: 6,
                },
                Event::Merged {
                    into: 5,
                    absorbed: 4,
                },
            ],
        )
        .into_state();
    let merged = state.region(4).unwrap();
    assert_eq!(merged.segments, vec![4, 5, 6]);
    assert_eq!(merged.paladins.iter().sum::<u8>(), 6);
    assert_eq!((merged.castles, merged.owner), (3, Some(WHITE)));
    assert_eq!(state.regions.len(), 13);
    assert_eq!(state.emperor, 4);
    // "a merged territory counts as just one step": from 4-5-6, one step
    // reaches territory 7.
    assert_eq!(state.region_after(1).unwrap().id, 7);
}

/// Figure 5's courts: White controls red (7 to 6) and pink (8 to 5); Black
/// controls blue (8 to 6), yellow (6 to 5) and green (5 to 3).
fn figure_5() -> State {
    let mut state = blank_table(2);
    let white = [7, 8, 6, 5, 3];
    let black = [6, 5, 8, 6, 5];
    for colour in Colour::ALL {
        give_court(&mut state, WHITE_SEAT, colour, white[colour.index()]);
        give_court(&mut state, BLACK_SEAT, colour, black[colour.index()]);
        let holder = if white[colour.index()] > black[colour.index()] {
            WHITE_SEAT
        } else {
            BLACK_SEAT
        };
        state.control[colour.index()] = Some(holder);
    }
    // White's reserve: 2 red and 3 yellow (figure 6), and 2 pink; Black's
    // holds 3 red.
    give_reserve(&mut state, WHITE_SEAT, Colour::Red, 2);
    give_reserve(&mut state, WHITE_SEAT, Colour::Yellow, 3);
    give_reserve(&mut state, WHITE_SEAT, Colour::Pink, 2);
    give_reserve(&mut state, BLACK_SEAT, Colour::Red, 3);
    state
}

#[test]
fn figure_5_control_follows_the_courts() {
    let state = figure_5();
    use Colour::*;
    let holders: Vec<_> = [Red, Pink, Blue, Yellow, Green]
        .iter()
        .map(|c| state.control[c.index()])
        .collect();
    assert_eq!(
        holders,
        vec![
            Some(WHITE_SEAT),
            Some(WHITE_SEAT),
            Some(BLACK_SEAT),
            Some(BLACK_SEAT),
            Some(BLACK_SEAT)
        ]
    );
}

#[test]
fn figure_5_black_threatens_red_with_its_three_reserve_reds() {
    let mut state = figure_5();
    start_turn(&mut state, BLACK_SEAT, 2);
    given(state)
        // 7 to 7: White keeps red; 8 to 7: Black takes it.
        .when(BLACK_SEAT, court(Colour::Red))
        .then_event_count(1)
        .when(BLACK_SEAT, court(Colour::Red))
        .then_events_at(
            1,
            [Event::ControlChanged {
                colour: Colour::Red,
                from: Some(WHITE_SEAT),
                to: BLACK_SEAT,
            }],
        );
}

#[test]
fn figure_5_white_defends_red_9_to_6() {
    let mut state = figure_5();
    start_turn(&mut state, WHITE_SEAT, 3);
    given(state)
        .when(WHITE_SEAT, court(Colour::Red))
        .then_event_count(1)
        .when(WHITE_SEAT, court(Colour::Red))
        .then_event_count(1)
        .then_state_eq(
            |s| {
                (
                    s.court(WHITE_SEAT, Colour::Red),
                    s.court(BLACK_SEAT, Colour::Red),
                )
            },
            (9, 6),
        )
        .then_state_eq(|s| s.control[Colour::Red.index()], Some(WHITE_SEAT));
}

#[test]
fn figure_5_white_takes_yellow_with_two_yellows() {
    let mut state = figure_5();
    start_turn(&mut state, WHITE_SEAT, 3);
    given(state)
        // "... (6 vs 6: no control change)"
        .then_state(|s| {
            label(s, court(Colour::Yellow))
                .contains("mine=6, rival=6, control=cm-control-unchanged")
        })
        .when(WHITE_SEAT, court(Colour::Yellow))
        .then_event_count(1)
        // "... (7 vs 6: you take control of yellow)"
        .then_state(|s| {
            label(s, court(Colour::Yellow))
                .contains("mine=7, rival=6, control=cm-control-taken(colour=cm-colour-yellow)")
        })
        .when(WHITE_SEAT, court(Colour::Yellow))
        .then_events_at(
            1,
            [Event::ControlChanged {
                colour: Colour::Yellow,
                from: Some(BLACK_SEAT),
                to: WHITE_SEAT,
            }],
        );
}

/// Figure 6: A = territories 1-2 (2 Black castles, the Emperor here),
/// B = 3 (a White castle, but Black leads), C = 4-5-6 (3 Black castles,
/// Black leads 9 to 3), D = 7 (a White castle). Courts as in figure 5.
fn figure_6(turn: Seat, disc: u8) -> State {
    let mut state = figure_5();
    give_territory(&mut state, 1, Colour::Green, 2);
    give_territory(&mut state, 3, Colour::Blue, 2);
    give_territory(&mut state, 4, Colour::Yellow, 3);
    give_territory(&mut state, 5, Colour::Red, 2);
    give_territory(&mut state, 5, Colour::Pink, 1);
    give_territory(&mut state, 6, Colour::Green, 2);
    give_territory(&mut state, 6, Colour::Blue, 1);
    give_territory(&mut state, 7, Colour::Red, 1);
    for id in [1, 2, 4, 5, 6] {
        give_castles(&mut state, id, BLACK, 1);
    }
    give_castles(&mut state, 3, WHITE, 1);
    give_castles(&mut state, 7, WHITE, 1);
    join(&mut state, &[1, 2]);
    join(&mut state, &[4, 5]);
    join(&mut state, &[4, 6]);
    state.emperor = 1;
    if turn == BLACK_SEAT {
        // The "if it were Black's turn" case: Black has nothing to place.
        state.reserves[0] = [0; 5];
        state.centre[Colour::Red.index()] += 3;
    }
    start_turn(&mut state, turn, disc);
    state
}

#[test]
fn figure_6_the_table_reads_as_the_rulebook_says() {
    let state = figure_6(WHITE_SEAT, 3);
    assert_eq!(state.regions.len(), 12);
    assert_eq!(state.strengths(state.region(4).unwrap()), vec![9, 3]);
    assert_eq!(state.strengths(state.region(3).unwrap()), vec![2, 1]);
    // "Moving him 1 step would be suicide ... temporary safety by moving the
    // Emperor 3 steps to D."
    assert_eq!(
        label(&state, Action::MoveEmperor { steps: 1 }),
        // "Move the Emperor 1 step to territory 3: Black takes over 1 castle(s) from White"
        "cm-action-move-emperor(steps=1, territory=3, effect=cm-effect-take-over(side=cm-side-black, from=cm-side-white, castles=1))"
    );
    assert_eq!(
        label(&state, Action::MoveEmperor { steps: 3 }),
        // "Move the Emperor 3 steps to territory 7: White leads but nothing changes"
        "cm-action-move-emperor(steps=3, territory=7, effect=cm-effect-leads(side=cm-side-white))"
    );
}

#[test]
fn figure_6_if_black_moved_to_b_it_would_unite_six_castles() {
    given(figure_6(BLACK_SEAT, 1))
        .then_state_eq(|s| s.phase, Phase::Moving)
        .when(BLACK_SEAT, Action::MoveEmperor { steps: 1 })
        .then_events_at(
            1,
            [
                Event::CastlesTakenOver {
                    territory: 3,
                    from: WHITE,
                    to: BLACK,
                    removed: 1,
                    placed: 1,
                },
                Event::Merged {
                    into: 3,
                    absorbed: 4,
                },
                Event::Merged {
                    into: 3,
                    absorbed: 1,
                },
            ],
        )
        .then_state_eq(
            |s| {
                let huge = s.region(1).unwrap();
                (huge.segments.clone(), huge.castles)
            },
            (vec![1, 2, 3, 4, 5, 6], 6),
        );
}

#[test]
fn figure_6_white_counterattacks_7_to_6_and_gains_a_five_castle_territory() {
    let third = Action::PlacePaladin {
        colour: Colour::Yellow,
        to: Destination::Territory(4),
    };
    given(figure_6(WHITE_SEAT, 3))
        .when(WHITE_SEAT, court(Colour::Yellow))
        .then_event_count(1)
        .when(WHITE_SEAT, court(Colour::Yellow))
        .then_events_at(
            1,
            [Event::ControlChanged {
                colour: Colour::Yellow,
                from: Some(BLACK_SEAT),
                to: WHITE_SEAT,
            }],
        )
        .then_state_eq(
            |s| label(s, third),
            // "Place a yellow paladin in territory 4 (White would then lead there: Black 6, White 7)"
            "cm-action-place-in-territory(colour=cm-colour-yellow, territory=4, lead=cm-would-lead(side=cm-side-white, counts=[cm-side-strength(side=cm-side-black, strength=6), cm-side-strength(side=cm-side-white, strength=7)]))",
        )
        .when(WHITE_SEAT, third)
        // 4 yellow, 2 red and 1 pink against 2 green, 1 blue and 3 castles.
        .then_state_eq(|s| s.strengths(s.region(4).unwrap()), [6, 7])
        .when(WHITE_SEAT, Action::MoveEmperor { steps: 2 })
        .then_events_at(
            0,
            [
                Event::EmperorMoved {
                    seat: WHITE_SEAT,
                    steps: 2,
                    to: 4,
                },
                Event::CastlesTakenOver {
                    territory: 4,
                    from: BLACK,
                    to: WHITE,
                    removed: 3,
                    placed: 3,
                },
                Event::Merged {
                    into: 4,
                    absorbed: 7,
                },
                Event::Merged {
                    into: 4,
                    absorbed: 3,
                },
                Event::ReplenishStarted {
                    seat: WHITE_SEAT,
                    dice: 3,
                },
            ],
        )
        .then_state_eq(
            |s| {
                let won = s.region(3).unwrap();
                (won.segments.clone(), won.castles, won.owner)
            },
            (vec![3, 4, 5, 6, 7], 5, Some(WHITE)),
        )
        .then_state_eq(|s| s.castles_left.clone(), [8, 5])
        .then_state_eq(|s| s.cube_total(), 200);
}

/// "Albert plays his number 3 disc and Bob his number 2 disc. Bob is first
/// in the action phase and moves the Emperor 1 or 2 spaces ... Albert plays
/// second and moves the Emperor 1, 2, or 3 spaces."
#[test]
fn disc_example_albert_3_bob_2() {
    let (albert, bob) = (Seat(0), Seat(1));
    let mut state = opening_table(2);
    CarolusMagnus::act(&mut state, albert, Action::PlayDisc { disc: 3 });
    let events = CarolusMagnus::act(&mut state, bob, Action::PlayDisc { disc: 2 });
    assert_eq!(
        events[..2],
        [
            Event::DiscPlayed { seat: bob, disc: 2 },
            Event::TurnOrderSet {
                order: vec![bob, albert]
            },
        ]
    );
    play_court_paladins(&mut state, bob);
    let steps = |state: &State, seat| CarolusMagnus::legal_actions(state, seat);
    assert_eq!(
        steps(&state, bob),
        vec![
            Action::MoveEmperor { steps: 1 },
            Action::MoveEmperor { steps: 2 }
        ]
    );
    CarolusMagnus::act(&mut state, bob, Action::MoveEmperor { steps: 2 });
    resolve_choices(&mut state);
    play_court_paladins(&mut state, albert);
    assert_eq!(steps(&state, albert).len(), 3);
    CarolusMagnus::act(&mut state, albert, Action::MoveEmperor { steps: 1 });
    resolve_choices(&mut state);
    // "the starting player is the player who had placed the lower number"
    assert_eq!(state.phase, Phase::Opening);
    assert_eq!(state.opening_order, vec![bob, albert]);
    assert_eq!(CarolusMagnus::waiting_on(&state), vec![bob]);
}

#[test]
fn disc_numbers_must_differ_within_a_round() {
    given(opening_table(2))
        .when(Seat(0), Action::PlayDisc { disc: 3 })
        .when(Seat(1), Action::PlayDisc { disc: 3 })
        .then_refused(Error::DiscAlreadyPlayed { disc: 3 })
        .then_state_eq(|s| CarolusMagnus::legal_actions(s, Seat(1)).len(), 4)
        .then_state(|s| {
            !CarolusMagnus::legal_actions(s, Seat(1)).contains(&Action::PlayDisc { disc: 3 })
        });
}

/// "If both players have the same numbered disc when each has just one
/// left, the first player's number is considered the lower one."
#[test]
fn disc_tie_when_both_hold_only_the_same_number() {
    let mut state = opening_table(2);
    state.discs = vec![vec![4], vec![4]];
    state.opening_order = vec![Seat(1), Seat(0)];
    given(state)
        .when(Seat(1), Action::PlayDisc { disc: 4 })
        .then_legal_eq(Seat(0), [Action::PlayDisc { disc: 4 }])
        .when(Seat(0), Action::PlayDisc { disc: 4 })
        .then_events_at(
            1,
            [Event::TurnOrderSet {
                order: vec![Seat(1), Seat(0)],
            }],
        );
}

/// "After every fifth round, each player picks up his 5 discs."
#[test]
fn discs_are_recovered_after_the_fifth_round() {
    let mut state = opening_table(2);
    for round in 1..=5u32 {
        assert_eq!(state.round, round);
        while state.phase == Phase::Opening {
            let seat = CarolusMagnus::waiting_on(&state)[0];
            let first = CarolusMagnus::legal_actions(&state, seat)[0];
            CarolusMagnus::act(&mut state, seat, first);
        }
        for _ in 0..2 {
            let seat = state.turn.unwrap().seat;
            play_court_paladins(&mut state, seat);
            let events = CarolusMagnus::act(&mut state, seat, Action::MoveEmperor { steps: 1 });
            let recovered = events.contains(&Event::DiscsRecovered)
                || resolve_choices(&mut state).contains(&Event::DiscsRecovered);
            let last_turn_of_fifth = round == 5 && state.phase == Phase::Opening;
            assert_eq!(recovered, last_turn_of_fifth, "round {round}");
        }
    }
    assert_eq!(state.discs, vec![vec![1, 2, 3, 4, 5]; 2]);
    assert_eq!(state.round, 6);
}

/// Three players: "The order of play is that of the numbers on the 3 discs.
/// This is also the order players will play their discs in the next turn."
#[test]
fn three_player_disc_order_carries_to_the_next_round() {
    let order = vec![Seat(1), Seat(2), Seat(0)];
    let mut state = given(opening_table(3))
        .when(Seat(0), Action::PlayDisc { disc: 5 })
        .when(Seat(1), Action::PlayDisc { disc: 1 })
        .when(Seat(2), Action::PlayDisc { disc: 3 })
        .then_events_at(
            1,
            [
                Event::TurnOrderSet {
                    order: order.clone(),
                },
                Event::TurnStarted {
                    seat: Seat(1),
                    disc: 1,
                    paladins: 4,
                },
            ],
        )
        .into_state();
    for seat in order.clone() {
        play_court_paladins(&mut state, seat);
        CarolusMagnus::act(&mut state, seat, Action::MoveEmperor { steps: 1 });
        resolve_choices(&mut state);
    }
    assert_eq!(state.opening_order, order);
}

/// A table in round 1's opening, every reserve full, set up from events.
fn opening_table(seats: u8) -> State {
    let mut state = blank_table(seats);
    let size = state.rules().initial_throws.iter().sum::<u8>();
    for seat in Seat::all(seats) {
        give_reserve(&mut state, seat, Colour::ALL[seat.index()], size);
    }
    events::apply(
        &mut state,
        &Event::OpeningStarted {
            round: 1,
            order: Seat::all(seats).collect(),
        },
    );
    state
}

#[test]
fn disc_labels_say_where_the_player_would_act() {
    given(opening_table(2))
        .then_state_eq(
            |s| label(s, Action::PlayDisc { disc: 3 }),
            // "Play disc 3 (act first so far; Emperor up to 3 steps)"
            "cm-action-play-disc(disc=3, ahead=0)",
        )
        .when(Seat(0), Action::PlayDisc { disc: 3 })
        .then_state_eq(
            |s| label(s, Action::PlayDisc { disc: 2 }),
            // "Play disc 2 (act first so far; Emperor up to 2 steps)"
            "cm-action-play-disc(disc=2, ahead=0)",
        )
        .then_state_eq(
            |s| label(s, Action::PlayDisc { disc: 4 }),
            // "Jouer le disque 4 (jouer après 1 joueur(s) pour l'instant ; Empereur jusqu'à 4 cases)"
            "cm-action-play-disc(disc=4, ahead=1)",
        );
}

/// Four players: each holds a set of discs; numbers differ across the
/// table while possible, partners included, and partners may act in a row.
#[test]
fn four_player_discs_and_partnerships() {
    given(opening_table(4))
        .then_state_eq(|s| s.sides_of_seats(), [0, 1, 0, 1])
        .when(Seat(0), Action::PlayDisc { disc: 2 })
        .when(Seat(1), Action::PlayDisc { disc: 2 })
        .then_refused(Error::DiscAlreadyPlayed { disc: 2 })
        .when(Seat(1), Action::PlayDisc { disc: 5 })
        .when(Seat(2), Action::PlayDisc { disc: 5 })
        .then_refused(Error::DiscAlreadyPlayed { disc: 5 })
        .when(Seat(2), Action::PlayDisc { disc: 1 })
        .when(Seat(3), Action::PlayDisc { disc: 4 })
        // Black's partners (seats 2 and 0) act one after the other.
        .then_events_at(
            1,
            [Event::TurnOrderSet {
                order: vec![Seat(2), Seat(0), Seat(3), Seat(1)],
            }],
        );
}

/// "On Anna's first turn she gains control of red by playing a red paladin
/// at her court. ... She then moves the Emperor to a territory with a red
/// paladin and places one of her castles there." Given a log of set-up
/// events, when Anna plays, then these events.
#[test]
fn annas_first_turn_builds_a_castle_on_a_red_paladin() {
    let (anna, bob) = (Seat(0), Seat(1));
    use Colour::*;
    // Territory 3 holds red; the Emperor stands in territory 1.
    let paladins = vec![
        Blue, Pink, Red, Green, Yellow, Blue, Pink, Red, Green, Yellow, Blue, Pink, Red, Green,
        Yellow,
    ];
    let throw = |seat, faces: &[Colour]| {
        let mut events = vec![Event::DiceRolled {
            seat,
            faces: faces.iter().map(|&c| Face::Colour(c)).collect(),
        }];
        events.extend(
            faces
                .iter()
                .map(|&colour| Event::CubeTaken { seat, colour }),
        );
        events
    };
    let mut log = vec![
        Event::BoardSet {
            emperor: 1,
            paladins,
        },
        Event::FirstPlayerDrawn { seat: anna },
    ];
    for seat in [anna, bob] {
        log.extend(throw(seat, &[Red, Pink, Blue]));
        log.extend(throw(seat, &[Yellow, Green, Blue]));
        log.extend(throw(seat, &[Green]));
    }
    log.push(Event::OpeningStarted {
        round: 1,
        order: vec![anna, bob],
    });
    log.push(Event::DiscPlayed {
        seat: anna,
        disc: 2,
    });
    log.push(Event::DiscPlayed { seat: bob, disc: 4 });
    log.push(Event::TurnOrderSet {
        order: vec![anna, bob],
    });
    log.push(Event::TurnStarted {
        seat: anna,
        disc: 2,
        paladins: 3,
    });
    Scenario::<CarolusMagnus>::from_log(&Options::default(), 2, &log)
        .then_state_eq(|s| s.reserves[0], [1, 1, 2, 1, 2])
        .then_waiting_on([anna])
        .when(anna, court(Red))
        .then_events_eq([
            Event::PaladinPlaced {
                seat: anna,
                colour: Red,
                to: Destination::Court,
            },
            Event::ControlChanged {
                colour: Red,
                from: None,
                to: anna,
            },
        ])
        .when(anna, court(Blue))
        .when(anna, court(Blue))
        .then_state_eq(
            |s| label(s, Action::MoveEmperor { steps: 2 }),
            // "Move the Emperor 2 steps to territory 3: Black builds a castle"
            "cm-action-move-emperor(steps=2, territory=3, effect=cm-effect-build(side=cm-side-black))",
        )
        .when(anna, Action::MoveEmperor { steps: 2 })
        .then_events_at(
            0,
            [
                Event::EmperorMoved {
                    seat: anna,
                    steps: 2,
                    to: 3,
                },
                Event::CastleBuilt {
                    side: BLACK,
                    territory: 3,
                },
                Event::ReplenishStarted {
                    seat: anna,
                    dice: 3,
                },
            ],
        )
        .then_state_eq(|s| s.castles_in_play(BLACK), 1)
        .then_state_eq(|s| s.cube_total(), 200);
}
