//! `verify::check` refuses a log no decision could have written, naming the
//! first record that cannot follow: each test tampers with one record of a
//! real Swiss (or ladder) log.

use super::{p, Log};
use crate::verify::{check, Problem};
use crate::*;

const START: u64 = 500_000;

/// A two-round Swiss of six, its first round paired and played, its second
/// paired and open.
fn played_swiss() -> Log {
    let mut log = Log::created(Format::Swiss { rounds: 2 }, 2, |_| {});
    log.register((1..=6).map(|id| (id, 2000 - id as i32)), 1);
    log.ok(EventAction::Start, START);
    log.first_seats_win();
    log.ok(EventAction::PairNextRound, START + 10);
    log
}

fn problem_at(records: &[EventRecord]) -> (usize, Problem) {
    let refused = check(records).expect_err("a tampered log is refused");
    (refused.index, refused.problem)
}

fn position(records: &[EventRecord], wanted: impl Fn(&EventRecord) -> bool) -> usize {
    records.iter().position(wanted).expect("the record")
}

#[test]
fn the_untouched_log_passes_and_folds_as_fold_does() {
    let log = played_swiss();
    assert_eq!(check(&log.records), Ok(fold(&log.records)));
}

#[test]
fn a_log_must_begin_with_the_creation_and_create_once() {
    let log = played_swiss();
    assert_eq!(problem_at(&log.records[1..]), (0, Problem::NotCreatedFirst));
    let mut twice = log.records.clone();
    twice.insert(2, log.records[0].clone());
    assert_eq!(problem_at(&twice), (2, Problem::CreatedTwice));
}

#[test]
fn a_player_entered_twice_is_refused() {
    let mut records = played_swiss().records;
    let first = position(&records, |r| matches!(r, EventRecord::Registered { .. }));
    records.insert(first + 1, records[first].clone());
    assert_eq!(problem_at(&records), (first + 1, Problem::EnteredTwice));
}

#[test]
fn a_table_seating_an_outsider_or_a_player_twice_is_refused() {
    let records = played_swiss().records;
    let paired = position(&records, |r| matches!(r, EventRecord::RoundPaired { .. }));
    for (seat, problem) in [
        (p(99), Problem::SeatsAnOutsider),
        (p(1), Problem::SeatedTwice),
    ] {
        let mut tampered = records.clone();
        let EventRecord::RoundPaired { tables, .. } = &mut tampered[paired] else {
            unreachable!()
        };
        // Seat 1 of the second table: someone else, or the first table's
        // first player again.
        let first_of_first = tables[0].seats[0];
        tables[1].seats[1] = if seat == p(1) { first_of_first } else { seat };
        assert_eq!(problem_at(&tampered), (paired, problem));
    }
}

#[test]
fn a_result_for_a_table_not_open_or_of_the_wrong_shape_is_refused() {
    let records = played_swiss().records;
    let result = position(&records, |r| {
        matches!(r, EventRecord::ResultRecorded { .. })
    });
    let mut twice = records.clone();
    twice.insert(result + 1, records[result].clone());
    assert_eq!(problem_at(&twice), (result + 1, Problem::NoOpenTable));
    let mut shaped = records.clone();
    let EventRecord::ResultRecorded {
        result: outcome, ..
    } = &mut shaped[result]
    else {
        unreachable!()
    };
    outcome.places = vec![1, 1, 1];
    assert_eq!(problem_at(&shaped), (result, Problem::ResultShape));
}

#[test]
fn nothing_follows_the_end() {
    let mut log = played_swiss();
    log.first_seats_win();
    assert!(log.state.is_over(), "two rounds played: over");
    let mut records = log.records.clone();
    records.push(EventRecord::Withdrew { player: p(1) });
    assert_eq!(
        problem_at(&records),
        (records.len() - 1, Problem::AfterTheEnd)
    );
}

#[test]
fn a_challenge_answered_twice_is_refused() {
    let mut log = Log::created(
        Format::Ladder {
            reach: 2,
            accept_within_days: 3,
            decline_loses: false,
        },
        2,
        |_| {},
    );
    log.register((1..=3).map(|id| (id, 2000 - id as i32)), 1);
    log.ok(EventAction::Start, START);
    log.ok(
        EventAction::Challenge {
            challenger: p(3),
            challenged: p(2),
        },
        START,
    );
    log.ok(
        EventAction::DeclineChallenge {
            challenge: ChallengeId(0),
            by: p(2),
        },
        START,
    );
    let mut records = log.records.clone();
    records.push(records.last().unwrap().clone());
    assert_eq!(
        problem_at(&records),
        (records.len() - 1, Problem::ChallengeNotOpen)
    );
}
