//! The projection worked by hand: a game of 10 turns and 40 decisions at
//! 72 hours (3 days) a move lasts 30 days when every move takes its full
//! time.

use super::*;
use scriptorium_events::record::{Ending, Table, TableResult};
use scriptorium_events::{
    fold, EventRecord, PlayerId, RatingBounds, RegistrationWindow, Rules, StartCondition,
    TimeoutPolicy, VanishedPolicy,
};

const TEN_TURNS: GameLength = GameLength {
    turns: 10,
    decisions: 40,
};
/// "Now" in the tests: day 100.
const NOW: u64 = 100 * DAY;

fn rules(format: Format, hours: u32, vacation_days: u16) -> Rules {
    Rules {
        game: "torres".into(),
        seats_per_table: 2,
        format,
        time_control_hours: hours,
        vacation_days,
        timeout_policy: TimeoutPolicy::TimedOutLoses,
        vanished_policy: VanishedPolicy::StayEntered,
        rating_bounds: RatingBounds::default(),
        registration: RegistrationWindow {
            opens: 0,
            closes: 1,
        },
        max_players: None,
        start: StartCondition::AtTime(1),
    }
}

fn p(n: u128) -> PlayerId {
    PlayerId(n)
}

/// Records of an event of `players` started under `rules`, with round 1
/// paired two by two (tables 0, 1, …).
fn started(rules: Rules, players: u128) -> Vec<EventRecord> {
    let mut records = vec![EventRecord::Created { rules }];
    for n in 1..=players {
        records.push(EventRecord::Registered {
            player: p(n),
            rating: 1500,
        });
    }
    records.push(EventRecord::Started {
        seeds: (1..=players).map(p).collect(),
    });
    records.push(paired(1, 0, players));
    records
}

/// Round `round`'s tables of `players` (the first `players` ids) from
/// table `first` on.
fn paired(round: u32, first: u32, players: u128) -> EventRecord {
    EventRecord::RoundPaired {
        round,
        tables: (0..players / 2)
            .map(|n| Table {
                id: TableId(first + n as u32),
                seats: vec![p(2 * n + 1), p(2 * n + 2)],
                division: None,
            })
            .collect(),
        byes: vec![],
        resolutions: vec![],
    }
}

fn won(table: u32) -> EventRecord {
    EventRecord::ResultRecorded {
        table: TableId(table),
        result: TableResult {
            places: vec![1, 2],
            scores: None,
            ending: Ending::Played,
        },
    }
}

fn clock(started: u64, decisions: u64, deadline: Option<u64>) -> TableClock {
    TableClock {
        started_at: Some(started),
        finished_at: None,
        decisions,
        deadline,
    }
}

#[test]
fn a_swiss_of_three_rounds_at_72_hours_a_move_just_started() {
    let state = fold(&started(rules(Format::Swiss { rounds: 3 }, 72, 7), 4));
    let clocks = HashMap::from([
        (TableId(0), clock(NOW, 0, Some(NOW + 3 * DAY))),
        (TableId(1), clock(NOW, 0, Some(NOW + 3 * DAY))),
    ]);
    // Each round: 10 turns of 3 days, and one player's 7 days of
    // vacation: 37 days; three rounds 111. No pace seen yet.
    assert_eq!(
        project_with(&state, &clocks, TEN_TURNS, NOW),
        Some(Projection {
            expected: None,
            slow: NOW + 111 * DAY,
        })
    );
}

#[test]
fn a_swiss_half_played_projects_from_its_games_own_pace() {
    let state = fold(&started(rules(Format::Swiss { rounds: 3 }, 72, 7), 4));
    let begun = NOW - 10 * DAY;
    let clocks = HashMap::from([
        // Half a game (20 of 40 decisions) in 10 days: 20 days a game, so
        // it ends on day 110; 5 turns left, the first runs to day 101.
        (TableId(0), clock(begun, 20, Some(NOW + DAY))),
        // Three quarters in 10 days: ends on day 103⅓; 3 turns left
        // (2.5 rounded up).
        (TableId(1), clock(begun, 30, Some(NOW + DAY))),
    ]);
    let projection = project_with(&state, &clocks, TEN_TURNS, NOW).unwrap();
    // The round lasts 20 days at that pace (day 90 to day 110), and so do
    // the two to come: day 150.
    assert_eq!(projection.expected, Some(NOW + 50 * DAY));
    // Slow: table 0's turn to day 101 and 4 more of 3 days (day 113), plus
    // 7 days of vacation (day 120), then two rounds of 37 days: day 194.
    assert_eq!(projection.slow, NOW + 94 * DAY);
}

#[test]
fn a_knock_out_of_eight_has_three_rounds_and_then_the_last_ones_pace() {
    let mut records = started(rules(Format::KnockOut, 72, 0), 8);
    let state = fold(&records);
    let start = NOW - 12 * DAY;
    let mut clocks: HashMap<TableId, TableClock> = (0..4)
        .map(|table| (TableId(table), clock(start, 0, None)))
        .collect();
    // Nothing played yet (the clocks of the current turns unknown: a turn
    // from now): three rounds of 30 days.
    assert_eq!(
        project_with(&state, &clocks, TEN_TURNS, start),
        Some(Projection {
            expected: None,
            slow: start + 90 * DAY,
        })
    );
    // Round 1 over in 12 days (the slowest on day 100); round 2 paired now
    // (tables 4 and 5 of the four winners, here 1, 3, 5, 7).
    for table in 0..4 {
        records.push(won(table));
        clocks.get_mut(&TableId(table)).unwrap().finished_at = Some(NOW - DAY * u64::from(table));
    }
    records.push(EventRecord::RoundPaired {
        round: 2,
        tables: vec![
            Table {
                id: TableId(4),
                seats: vec![p(1), p(3)],
                division: None,
            },
            Table {
                id: TableId(5),
                seats: vec![p(5), p(7)],
                division: None,
            },
        ],
        byes: vec![],
        resolutions: vec![],
    });
    let state = fold(&records);
    for table in [4, 5] {
        clocks.insert(TableId(table), clock(NOW, 1, Some(NOW + 3 * DAY)));
    }
    // Round 2 and the final at round 1's pace: 12 days each. Slow: round
    // 2's games have 10 turns left (1 decision is no turn's worth), the
    // first to day 103: day 130; the final 30 days more.
    assert_eq!(
        project_with(&state, &clocks, TEN_TURNS, NOW),
        Some(Projection {
            expected: Some(NOW + 24 * DAY),
            slow: NOW + 60 * DAY,
        })
    );
}

#[test]
fn between_rounds_the_next_starts_now() {
    let mut records = started(rules(Format::Swiss { rounds: 2 }, 24, 0), 4);
    records.extend([won(0), won(1)]);
    let state = fold(&records);
    let clocks = HashMap::from([
        (
            TableId(0),
            TableClock {
                finished_at: Some(NOW - DAY),
                ..clock(NOW - 5 * DAY, 40, None)
            },
        ),
        (
            TableId(1),
            TableClock {
                finished_at: Some(NOW - 2 * DAY),
                ..clock(NOW - 5 * DAY, 40, None)
            },
        ),
    ]);
    // Round 1 lasted 4 days; round 2, from now, as long (or 10 turns of
    // a day, if slow).
    assert_eq!(
        project_with(&state, &clocks, TEN_TURNS, NOW),
        Some(Projection {
            expected: Some(NOW + 4 * DAY),
            slow: NOW + 10 * DAY,
        })
    );
}

#[test]
fn a_finished_or_cancelled_event_a_ladder_and_a_game_without_a_clock_have_none() {
    let mut records = started(rules(Format::Swiss { rounds: 1 }, 72, 7), 2);
    records.extend([
        won(0),
        EventRecord::Finished {
            winners: vec![p(1)],
        },
    ]);
    let clocks = HashMap::from([(TableId(0), clock(NOW - DAY, 40, None))]);
    assert_eq!(project_with(&fold(&records), &clocks, TEN_TURNS, NOW), None);
    let mut cancelled = started(rules(Format::Swiss { rounds: 2 }, 72, 7), 2);
    cancelled.push(EventRecord::Cancelled {
        reason: scriptorium_events::CancelReason::ByOrganizer,
    });
    assert_eq!(
        project_with(&fold(&cancelled), &clocks, TEN_TURNS, NOW),
        None
    );
    // A ladder ends when its organizer closes it: no date to project.
    let ladder = Format::Ladder {
        reach: 2,
        accept_within_days: 3,
        decline_loses: true,
    };
    let mut records = started(rules(ladder, 72, 7), 2);
    records.pop();
    assert_eq!(project_with(&fold(&records), &clocks, TEN_TURNS, NOW), None);
    // No time per move: nothing bounds a move, nothing to project.
    let state = fold(&started(rules(Format::Swiss { rounds: 2 }, 0, 7), 2));
    assert_eq!(project_with(&state, &clocks, TEN_TURNS, NOW), None);
    // Not started yet.
    let registering = &started(rules(Format::Swiss { rounds: 2 }, 72, 7), 2)[..3];
    assert_eq!(
        project_with(&fold(registering), &clocks, TEN_TURNS, NOW),
        None
    );
}

#[test]
fn a_round_robin_ends_with_its_slowest_game_and_a_late_deadline_counts() {
    let state = fold(&started(rules(Format::RoundRobin, 48, 2), 4));
    let clocks = HashMap::from([
        // A quarter played in 5 days: 20 days a game, ends on day 115; 8
        // turns left, this one's cut-off on day 104 (a time bank, days
        // off): 7 more of 2 days, day 118.
        (TableId(0), clock(NOW - 5 * DAY, 10, Some(NOW + 4 * DAY))),
        // All but over: a cut-off already past counts from now.
        (TableId(1), clock(NOW - 5 * DAY, 39, Some(NOW - DAY))),
    ]);
    assert_eq!(
        project_with(&state, &clocks, TEN_TURNS, NOW),
        Some(Projection {
            expected: Some(NOW + 15 * DAY),
            slow: NOW + 20 * DAY,
        })
    );
}

#[test]
fn every_game_of_the_registry_has_a_length_at_every_table_size() {
    let registry = crate::games::Registry::new(true);
    for entry in registry.all() {
        let info = entry.engine.info();
        for seats in info.min_seats..=info.max_seats {
            let length = typical_length(info.id, seats)
                .unwrap_or_else(|| panic!("{} at {seats} seats has no length", info.id));
            assert!(length.turns > 0 && length.decisions >= length.turns);
        }
    }
    assert_eq!(typical_length("torres", 5), None);
    assert_eq!(knockout_rounds(8), 3);
    assert_eq!(knockout_rounds(5), 3);
    assert_eq!(knockout_rounds(2), 1);
}
