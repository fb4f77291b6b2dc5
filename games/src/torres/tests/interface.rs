//! The engine as the service and bots see it: options as JSON, the documented
//! action JSON, default actions.

use super::super::*;
use super::helpers::*;
use crate::core::{Game, OptionKind, Seat};

#[test]
fn option_choices_are_the_serde_values_and_defaults_match() {
    let defaults = serde_json::to_value(Options::default()).unwrap();
    for spec in Torres::info().options {
        let value = &defaults[spec.key];
        match spec.kind {
            OptionKind::Choice { choices, default } => {
                assert_eq!(value, default, "{}", spec.key);
                for (choice, _) in choices {
                    let json = format!("{{\"{}\": \"{choice}\"}}", spec.key);
                    assert!(serde_json::from_str::<Options>(&json).is_ok(), "{json}");
                }
            }
            OptionKind::Bool { default } => assert_eq!(value, default, "{}", spec.key),
            OptionKind::Integer { .. } => unreachable!(),
        }
    }
    let older: Options =
        serde_json::from_str(r#"{"edition": "original", "deck": "shared"}"#).unwrap();
    assert_eq!(
        older,
        Options {
            edition: Edition::Original,
            deck: Deck::Shared,
            meister: false
        }
    );
    assert!(serde_json::from_str::<Options>(r#"{"colour": "red"}"#).is_err());
    assert_eq!(
        serde_json::from_str::<Options>("{}").unwrap(),
        Options::default()
    );
}

#[test]
fn every_action_json_of_the_rules_notes_parses() {
    let notes = include_str!("../RULES.md");
    let examples: Vec<&str> = notes
        .lines()
        .filter(|line| line.starts_with("{\"type\""))
        .collect();
    assert_eq!(examples.len(), 25);
    for line in examples {
        let action: Action = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(
            serde_json::to_value(&action).unwrap(),
            serde_json::from_str::<serde_json::Value>(line).unwrap()
        );
    }
}

#[test]
fn a_timed_out_player_ends_the_turn_using_up_the_smallest_stack() {
    let mut state = empty_turn(2, Options::default());
    state.stacks[0] = vec![3, 1, 2];
    assert_eq!(
        Torres::default_action(&state, Seat(0)),
        Some(Action::EndTurn { stack: Some(1) })
    );
    assert_eq!(Torres::default_action(&state, Seat(1)), None);
}

#[test]
fn bad_seat_counts_are_refused() {
    assert_eq!(
        Torres::new_state(&Options::default(), 1),
        Err(Error::SeatCount)
    );
    assert_eq!(
        Torres::new_state(&Options::default(), 5),
        Err(Error::SeatCount)
    );
}

#[test]
fn every_event_has_a_history_line_in_both_languages() {
    use crate::testing::random_playout;
    use rand::{rngs::SmallRng, SeedableRng};
    let options = Options {
        meister: true,
        ..Options::default()
    };
    let playout =
        random_playout::<Torres>(&options, 3, &mut SmallRng::seed_from_u64(3), 20_000).unwrap();
    let mut state = Torres::new_state(&options, 3).unwrap();
    for event in &playout.events {
        assert!(Torres::describe_event(event, 3)
            .id
            .starts_with("torres-event-"));
        for seat in Torres::waiting_on(&state) {
            for action in Torres::legal_actions(&state, seat).iter().take(5) {
                let label = Torres::describe_action(&state, action);
                assert!(label.id.starts_with("torres-action-"), "{label}");
            }
        }
        Torres::apply(&mut state, event);
    }
}

#[test]
fn a_passage_is_labelled_as_such() {
    let mut state = empty_turn(2, Options::default());
    build(&mut state, "C3", 1);
    build(&mut state, "D3", 1);
    knight(&mut state, 0, "B3");
    let passage = Action::MoveKnight {
        from: sq("B3"),
        to: sq("E3"),
    };
    assert!(Torres::legal_actions(&state, Seat(0)).contains(&passage));
    // "Move the knight from B3 (level 0) to E3 (level 0) through the castle (1 AP)"
    assert_eq!(
        Torres::describe_action(&state, &passage).to_string(),
        "torres-action-move-knight-through(\
         from=torres-square-at-level(square=\"B3\", level=0), \
         to=torres-square-at-level(square=\"E3\", level=0))"
    );
}

#[test]
fn events_and_states_survive_a_json_round_trip() {
    use crate::testing::random_playout;
    use rand::{rngs::SmallRng, SeedableRng};
    for (seed, meister) in [(1u64, false), (2, true)] {
        let options = Options {
            meister,
            deck: Deck::Shared,
            ..Options::default()
        };
        let playout =
            random_playout::<Torres>(&options, 4, &mut SmallRng::seed_from_u64(seed), 20_000)
                .unwrap();
        let mut state = Torres::new_state(&options, 4).unwrap();
        for (index, event) in playout.events.iter().enumerate() {
            let json = serde_json::to_string(event).unwrap();
            assert_eq!(
                &serde_json::from_str::<Event>(&json).unwrap(),
                event,
                "{json}"
            );
            Torres::apply(&mut state, event);
            if index % 25 == 0 {
                let json = serde_json::to_string(&state).unwrap();
                assert_eq!(serde_json::from_str::<State>(&json).unwrap(), state);
            }
        }
        let json = serde_json::to_string(&playout.state).unwrap();
        assert_eq!(serde_json::from_str::<State>(&json).unwrap(), playout.state);
        let view =
            serde_json::to_value(Torres::view(&playout.state, crate::core::Viewer::Spectator))
                .unwrap();
        assert_eq!(view["phase"]["phase"], "over");
    }
}
