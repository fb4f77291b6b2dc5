//! One given/when/then group per action card, with the card's limits.

use super::super::*;
use super::helpers::*;
use crate::core::Seat;
use crate::testing::Moves;

fn with_card(card: Card) -> State {
    let mut state = empty_turn(2, Options::default());
    hand(&mut state, 0, &[card]);
    state
}

#[test]
fn six_and_seven_action_points() {
    let state = with_card(Card::SixActionPoints);
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlayActionPoints {
            card: Card::SixActionPoints,
        },
    );
    assert_eq!(after.turn.action_points, 6);
    assert!(after.hands[0].is_empty());
    let mut state = with_card(Card::SevenActionPoints);
    state.hands[0].push(Card::SixActionPoints);
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlayActionPoints {
            card: Card::SevenActionPoints,
        },
    );
    assert_eq!(after.turn.action_points, 7);
    // One card a turn.
    assert_eq!(
        Torres::ruling(
            &after,
            Seat(0),
            Action::PlayActionPoints {
                card: Card::SixActionPoints
            }
        ),
        Err(Error::CardAlreadyPlayed)
    );
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayActionPoints {
                card: Card::DiagonalMove
            }
        ),
        Err(Error::WrongCard)
    );
}

#[test]
fn a_card_bought_this_turn_waits_for_the_next_turn() {
    let mut state = empty_turn(2, Options::default());
    state.fresh[0] = vec![Card::SixActionPoints];
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayActionPoints {
                card: Card::SixActionPoints
            }
        ),
        Err(Error::CardNotInHand)
    );
}

#[test]
fn climb_two_levels_in_one_orthogonal_step() {
    let mut state = with_card(Card::ClimbTwoLevels);
    build(&mut state, "B2", 1);
    build(&mut state, "C2", 3);
    build(&mut state, "D2", 1);
    build(&mut state, "B3", 4);
    build(&mut state, "C3", 1);
    knight(&mut state, 0, "B2");
    // A normal step climbs one level only.
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::MoveKnight {
                from: sq("B2"),
                to: sq("C2")
            }
        ),
        Err(Error::Unreachable)
    );
    let events = Torres::ruling(
        &state,
        Seat(0),
        Action::PlayClimbTwoLevels {
            from: sq("B2"),
            to: sq("C2"),
        },
    )
    .unwrap();
    assert_eq!(
        events,
        vec![
            Event::CardPlayed {
                seat: Seat(0),
                card: Card::ClimbTwoLevels
            },
            Event::KnightMoved {
                seat: Seat(0),
                from: sq("B2"),
                to: sq("C2"),
                cost: 0
            },
        ]
    );
    // Three levels is too many; a diagonal square is not adjacent.
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayClimbTwoLevels {
                from: sq("B2"),
                to: sq("B3")
            }
        ),
        Err(Error::Unreachable)
    );
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayClimbTwoLevels {
                from: sq("B2"),
                to: sq("C3")
            }
        ),
        Err(Error::Unreachable)
    );
}

#[test]
fn block_under_a_knight_from_any_stack() {
    let mut state = with_card(Card::BlockUnderKnight);
    state.stacks[0] = vec![2, 3];
    knight(&mut state, 0, "D4");
    // On bare board away from castles: founds a new castle.
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlayBlockUnderKnight {
            square: sq("D4"),
            stack: 1,
        },
    );
    assert_eq!(after.heights[usize::from(sq("D4"))], 1);
    assert_eq!(after.stacks[0], vec![2, 2]);
    assert_eq!(
        after.turn.action_points, 5,
        "the card's block costs no action point"
    );
    assert_eq!(
        after.turn.active_stack, None,
        "nor does it choose the turn's stack"
    );
    // Beside two castles it would join them.
    let mut joining = state.clone();
    build(&mut joining, "C4", 1);
    build(&mut joining, "E4", 1);
    assert_eq!(
        Torres::ruling(
            &joining,
            Seat(0),
            Action::PlayBlockUnderKnight {
                square: sq("D4"),
                stack: 0
            }
        ),
        Err(Error::WouldJoinCastles)
    );
    // On a castle as high as its area it cannot rise.
    let mut high = with_card(Card::BlockUnderKnight);
    build(&mut high, "B2", 2);
    build(&mut high, "B3", 1);
    knight(&mut high, 1, "B2");
    assert_eq!(
        Torres::ruling(
            &high,
            Seat(0),
            Action::PlayBlockUnderKnight {
                square: sq("B2"),
                stack: 0
            }
        ),
        Err(Error::TooHighForArea)
    );
    // Under another colour's knight, lower in the castle: allowed.
    knight(&mut high, 1, "B3");
    let after = Torres::after(
        &high,
        Seat(0),
        Action::PlayBlockUnderKnight {
            square: sq("B3"),
            stack: 0,
        },
    );
    assert_eq!(after.heights[usize::from(sq("B3"))], 2);
}

#[test]
fn block_from_the_supply_by_the_usual_rules() {
    let mut state = with_card(Card::BlockFromSupply);
    build(&mut state, "B2", 1);
    let supply = state.supply;
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlayBlockFromSupply { square: sq("B3") },
    );
    assert_eq!(after.supply, supply - 1);
    assert_eq!(after.stacks[0], vec![2, 2, 2, 2]);
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayBlockFromSupply { square: sq("F6") }
        ),
        Err(Error::NotBesideCastle)
    );
    let mut empty = state.clone();
    empty.supply = 0;
    assert_eq!(
        Torres::ruling(
            &empty,
            Seat(0),
            Action::PlayBlockFromSupply { square: sq("B3") }
        ),
        Err(Error::SupplyEmpty)
    );
}

/// A castle C3 (1) D3 (2) E3 (3), a knight of seat 0 on bare B3.
fn stairs() -> State {
    let mut state = with_card(Card::ThroughCastleAnyLevel);
    build(&mut state, "C3", 1);
    build(&mut state, "D3", 2);
    build(&mut state, "E3", 3);
    knight(&mut state, 0, "B3");
    state
}

#[test]
fn through_a_castle_without_the_card_never_climbs() {
    let state = stairs();
    let exits = Layout::of(&state).passage_exits(sq("B3"), false);
    // Entering at the ground floor it can only leave onto bare board around.
    assert!(exits.contains(&sq("F3")));
    assert!(exits.contains(&sq("E4")));
    assert!(!exits.contains(&sq("D3")));
    let after = Torres::after(
        &state,
        Seat(0),
        Action::MoveKnight {
            from: sq("B3"),
            to: sq("F3"),
        },
    );
    assert_eq!(
        after.turn.action_points, 4,
        "a passage costs one action point"
    );
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::MoveKnight {
                from: sq("B3"),
                to: sq("D3")
            }
        ),
        Err(Error::Unreachable)
    );
}

#[test]
fn through_a_castle_going_down_inside() {
    // From the top of a tower of 3 beside the castle, the knight enters at
    // level 3 and may leave onto the roof of level 2 or the bare board.
    let mut state = with_card(Card::ThroughCastleAnyLevel);
    build(&mut state, "C3", 1);
    build(&mut state, "D3", 3);
    build(&mut state, "D4", 2);
    build(&mut state, "E3", 3);
    knight(&mut state, 0, "C3");
    // C3 is part of the castle: the knight on level 1 enters D3 at level 2.
    let exits = Layout::of(&state).passage_exits(sq("C3"), false);
    assert!(exits.contains(&sq("F3")));
    assert!(exits.contains(&sq("C4")));
    assert!(
        !exits.contains(&sq("D4")),
        "D4's roof (level 2) is not below a level-2 corridor"
    );
}

#[test]
fn through_a_castle_card_leaves_by_any_door_even_higher() {
    let state = stairs();
    let action = Action::PlayThroughCastle {
        from: sq("B3"),
        to: sq("D3"),
    };
    assert!(Torres::legal_actions(&state, Seat(0)).contains(&action));
    let after = Torres::after(&state, Seat(0), action);
    assert_eq!(after.knights[0], vec![sq("D3")]);
    assert_eq!(after.turn.action_points, 5);
    // E3 is the top: no door above it.
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayThroughCastle {
                from: sq("B3"),
                to: sq("E3")
            }
        ),
        Err(Error::Unreachable)
    );
    // The start must face a door: from F6 there is no castle beside.
    let mut far = with_card(Card::ThroughCastleAnyLevel);
    build(&mut far, "C3", 1);
    knight(&mut far, 0, "F6");
    assert_eq!(
        Torres::ruling(
            &far,
            Seat(0),
            Action::PlayThroughCastle {
                from: sq("F6"),
                to: sq("C4")
            }
        ),
        Err(Error::Unreachable)
    );
}

#[test]
fn diagonal_move_climbs_one_level_at_most() {
    let mut state = with_card(Card::DiagonalMove);
    build(&mut state, "C3", 1);
    build(&mut state, "A3", 2);
    build(&mut state, "A4", 2);
    knight(&mut state, 0, "B2");
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlayDiagonalMove {
            from: sq("B2"),
            to: sq("C3"),
        },
    );
    assert_eq!(after.knights[0], vec![sq("C3")]);
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayDiagonalMove {
                from: sq("B2"),
                to: sq("A3")
            }
        ),
        Err(Error::Unreachable)
    );
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayDiagonalMove {
                from: sq("B2"),
                to: sq("B3")
            }
        ),
        Err(Error::Unreachable)
    );
}

/// Six castles of one block each, plus a castle B2 (2) B3 (1) B4 (1).
fn six_castles() -> State {
    let mut state = with_card(Card::MoveUncoveredBlock);
    for square in ["E1", "G1", "E3", "G3", "E5"] {
        build(&mut state, square, 1);
    }
    build(&mut state, "B2", 2);
    build(&mut state, "B3", 1);
    build(&mut state, "B4", 1);
    state
}

#[test]
fn move_an_uncovered_block_two_steps_and_its_limits() {
    let state = six_castles();
    // Lift the top of B2, put it on G7: a seventh castle.
    let lifted = Torres::after(&state, Seat(0), Action::PlayLiftBlock { from: sq("B2") });
    assert_eq!(lifted.turn.lifted_from, Some(sq("B2")));
    assert_eq!(lifted.blocks_accounted(), 92);
    assert_eq!(
        Torres::ruling(&lifted, Seat(0), Action::EndTurn { stack: Some(0) }),
        Err(Error::FinishPendingFirst)
    );
    let after = Torres::after(
        &lifted,
        Seat(0),
        Action::PutLiftedBlock { square: sq("G7") },
    );
    assert_eq!(Layout::of(&after).castles.len(), 7);
    assert_eq!(after.turn.lifted_from, None);
    // Taking a one-block castle leaves 5: only founding a new castle is allowed then.
    let lifted = Torres::after(&state, Seat(0), Action::PlayLiftBlock { from: sq("E1") });
    assert_eq!(
        Torres::ruling(
            &lifted,
            Seat(0),
            Action::PutLiftedBlock { square: sq("E2") }
        ),
        Err(Error::TooFewCastles)
    );
    assert!(Torres::ruling(
        &lifted,
        Seat(0),
        Action::PutLiftedBlock { square: sq("H8") }
    )
    .is_ok());
    // Cutting B2-B3-B4 in two at B3 is refused.
    assert_eq!(
        Torres::ruling(&state, Seat(0), Action::PlayLiftBlock { from: sq("B3") }),
        Err(Error::WouldSplitCastle)
    );
    // Shrinking B2 (2) B3 (1) to one square for good would leave a castle
    // higher than its area: the block may only land where B2 keeps area 2.
    let mut short = six_castles();
    short.heights[usize::from(sq("B4"))] = 0;
    short.supply += 1;
    let lifted = Torres::after(&short, Seat(0), Action::PlayLiftBlock { from: sq("B3") });
    assert_eq!(
        Torres::ruling(
            &lifted,
            Seat(0),
            Action::PutLiftedBlock { square: sq("H8") }
        ),
        Err(Error::TooHighForArea)
    );
    // A covered block (knight on it) may not move.
    let mut covered = six_castles();
    knight(&mut covered, 1, "B2");
    assert_eq!(
        Torres::ruling(&covered, Seat(0), Action::PlayLiftBlock { from: sq("B2") }),
        Err(Error::BlockCovered)
    );
}

/// 004_5e9d84b29470e061.txt (older edition, card « Déplacez un bloc non
/// couvert »): « vous n'êtes pas autorisé à utiliser cette action pour réduire
/// la superficie d'un château s'il résultait d'une telle action que le château
/// devienne plus haut que ne l'autorise sa superficie ». The result decides:
/// a ground block may go round to another side of its castle when the castle
/// keeps its area, not away from it.
#[test]
fn a_moved_block_is_judged_by_the_board_it_leaves_behind() {
    // B2 (2) B3 (1): area 2, height 2, plus six one-block castles.
    let mut state = six_castles();
    state.heights[usize::from(sq("B4"))] = 0;
    state.supply += 1;
    assert!(
        Torres::legal_actions(&state, Seat(0)).contains(&Action::PlayLiftBlock { from: sq("B3") })
    );
    let lifted = Torres::after(&state, Seat(0), Action::PlayLiftBlock { from: sq("B3") });
    let offered: Vec<Action> = Torres::legal_actions(&lifted, Seat(0));
    // Round to another side of B2: the castle is again 2 squares under 2 levels.
    for side in ["C2", "A2", "B1"] {
        let put = Action::PutLiftedBlock { square: sq(side) };
        assert!(offered.contains(&put), "{side}");
        let after = Torres::after(&lifted, Seat(0), put);
        let layout = Layout::of(&after);
        assert_eq!(layout.area_of(sq("B2")), 2, "{side}");
        assert!(layout.heights_within_areas(), "{side}");
    }
    // Away from it (a new castle), or on top of it: B2 stays alone and 2 or 3 high.
    for away in ["H8", "B2"] {
        assert_eq!(
            Torres::ruling(
                &lifted,
                Seat(0),
                Action::PutLiftedBlock { square: sq(away) }
            ),
            Err(Error::TooHighForArea),
            "{away}"
        );
        assert!(!offered.contains(&Action::PutLiftedBlock { square: sq(away) }));
    }
    // Back where it came from is no move at all.
    assert_eq!(
        Torres::ruling(
            &lifted,
            Seat(0),
            Action::PutLiftedBlock { square: sq("B3") }
        ),
        Err(Error::Unreachable)
    );
}

#[test]
fn relocate_a_knight_by_the_placing_rules() {
    let mut state = with_card(Card::RelocateKnight);
    build(&mut state, "D4", 2);
    build(&mut state, "D5", 1);
    knight(&mut state, 0, "A1");
    knight(&mut state, 0, "D5");
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlayRelocateKnight {
            from: sq("A1"),
            to: sq("D6"),
        },
    );
    assert_eq!(after.knights[0], vec![sq("D6"), sq("D5")]);
    // Not higher than the sponsoring knight.
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayRelocateKnight {
                from: sq("A1"),
                to: sq("D4")
            }
        ),
        Err(Error::NotBesideYourKnight)
    );
    // A knight does not sponsor itself.
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayRelocateKnight {
                from: sq("D5"),
                to: sq("D6")
            }
        ),
        Err(Error::NotBesideYourKnight)
    );
}

#[test]
fn jump_over_an_opposing_knight() {
    let mut state = with_card(Card::JumpOverKnight);
    build(&mut state, "C2", 3);
    build(&mut state, "D2", 1);
    build(&mut state, "C3", 1);
    knight(&mut state, 0, "B2");
    knight(&mut state, 1, "C2");
    // The jumped knight may stand at any height; the landing is one level up.
    let after = Torres::after(
        &state,
        Seat(0),
        Action::PlayJump {
            from: sq("B2"),
            to: sq("D2"),
        },
    );
    assert_eq!(after.knights[0], vec![sq("D2")]);
    assert_eq!(after.turn.action_points, 5);
    // Landing two levels above the start is too high.
    let mut high = state.clone();
    high.heights[usize::from(sq("D2"))] = 2;
    high.supply -= 1;
    assert_eq!(
        Torres::ruling(
            &high,
            Seat(0),
            Action::PlayJump {
                from: sq("B2"),
                to: sq("D2")
            }
        ),
        Err(Error::Unreachable)
    );
    // Over one's own knight, or over nobody: refused.
    let mut own = state.clone();
    own.knights[1].clear();
    own.knights[0].push(sq("C2"));
    assert_eq!(
        Torres::ruling(
            &own,
            Seat(0),
            Action::PlayJump {
                from: sq("B2"),
                to: sq("D2")
            }
        ),
        Err(Error::Unreachable)
    );
    assert_eq!(
        Torres::ruling(
            &state,
            Seat(0),
            Action::PlayJump {
                from: sq("B2"),
                to: sq("B4")
            }
        ),
        Err(Error::Unreachable)
    );
}
