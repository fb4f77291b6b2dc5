//! Worked examples: given these records, when this action, then these
//! records or this refusal.

use super::{p, Log};
use crate::record::pairwise_points;
use crate::state::ChallengeStatus;
use crate::*;

const START: u64 = 500_000;
const DAY: u64 = rules::SECONDS_PER_DAY;

fn swiss(rounds: u16) -> Format {
    Format::Swiss { rounds }
}

fn ladder(decline_loses: bool) -> Format {
    Format::Ladder {
        reach: 2,
        accept_within_days: 3,
        decline_loses,
    }
}

fn tables_of(records: &[EventRecord]) -> Vec<Table> {
    records
        .iter()
        .flat_map(|r| match r {
            EventRecord::RoundPaired { tables, .. } => tables.clone(),
            _ => Vec::new(),
        })
        .collect()
}

#[test]
fn registration_refuses_twice_out_of_bounds_closed_and_full() {
    let mut log = Log::created(Format::RoundRobin, 2, |r| {
        r.rating_bounds = RatingBounds {
            min: Some(1000),
            max: Some(2000),
        };
        r.registration = RegistrationWindow {
            opens: 100,
            closes: 200,
        };
        r.max_players = Some(3);
    });
    let enter = |id, rating| EventAction::Register {
        player: p(id),
        rating,
    };
    assert_eq!(
        log.act(enter(1, 1500), 99),
        Err(Refusal::RegistrationClosed)
    );
    assert_eq!(
        log.act(enter(1, 1500), 200),
        Err(Refusal::RegistrationClosed)
    );
    assert_eq!(
        log.act(enter(1, 999), 150),
        Err(Refusal::RatingOutOfBounds { rating: 999 })
    );
    log.ok(enter(1, 1500), 150);
    assert_eq!(
        log.act(enter(1, 1600), 150),
        Err(Refusal::AlreadyEntered(p(1)))
    );
    log.ok(enter(2, 1500), 150);
    log.ok(enter(3, 1500), 150);
    assert_eq!(log.act(enter(4, 1500), 150), Err(Refusal::EventFull));
    log.ok(EventAction::Withdraw { player: p(3) }, 150);
    assert_eq!(
        log.act(enter(3, 1500), 150),
        Err(Refusal::LeftAlready(p(3)))
    );
    log.ok(enter(4, 1500), 150);
}

#[test]
fn rules_change_before_the_start_only_and_never_against_entrants() {
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.register([(1, 1500), (2, 1700)], 1);
    let mut stricter = log.state.rules.clone().expect("created");
    stricter.rating_bounds.min = Some(1600);
    assert_eq!(
        log.act(
            EventAction::ChangeRules {
                rules: stricter.clone()
            },
            1
        ),
        Err(Refusal::RulesExcludeEntrants)
    );
    let mut longer = stricter.clone();
    longer.rating_bounds.min = None;
    longer.time_control_hours = 96;
    log.ok(
        EventAction::ChangeRules {
            rules: longer.clone(),
        },
        1,
    );
    assert_eq!(
        log.state.rules.as_ref().map(|r| r.time_control_hours),
        Some(96)
    );
    log.ok(EventAction::Start, START);
    assert_eq!(
        log.act(EventAction::ChangeRules { rules: longer }, START),
        Err(Refusal::RulesFixedAfterStart)
    );
    let mut invalid = stricter;
    invalid.seats_per_table = 9;
    let mut fresh = Log::created(Format::RoundRobin, 2, |_| {});
    assert_eq!(
        fresh.act(EventAction::ChangeRules { rules: invalid }, 1),
        Err(Refusal::InvalidRules(RulesProblem::SeatsOutOfRange))
    );
}

#[test]
fn the_registration_that_fills_the_event_starts_it() {
    let mut log = Log::created(Format::RoundRobin, 2, |r| {
        r.max_players = Some(4);
        r.start = StartCondition::WhenFull;
    });
    log.register([(1, 1500), (2, 1600), (3, 1400)], 1);
    assert_eq!(log.state.phase, Phase::Registering);
    let records = log.ok(
        EventAction::Register {
            player: p(4),
            rating: 1550,
        },
        2,
    );
    assert!(matches!(
        &records[1],
        EventRecord::Started { seeds } if *seeds == vec![p(2), p(4), p(1), p(3)]
    ));
    assert_eq!(tables_of(&records).len(), 6);
    assert_eq!(log.act(EventAction::Start, 3), Err(Refusal::AlreadyStarted));
}

#[test]
fn a_timed_start_waits_for_its_time_and_cancels_when_too_few_came() {
    let mut log = Log::created(Format::RoundRobin, 3, |_| {});
    log.register([(1, 1500), (2, 1500)], 1);
    assert_eq!(
        log.act(EventAction::Start, START - 1),
        Err(Refusal::TooEarlyToStart)
    );
    assert_eq!(log.ok(EventAction::Tick, START - 1), vec![]);
    assert_eq!(
        log.ok(EventAction::Tick, START),
        vec![EventRecord::Cancelled {
            reason: CancelReason::TooFewPlayers
        }]
    );
    assert_eq!(log.act(EventAction::Start, START), Err(Refusal::EventOver));
}

#[test]
fn a_swiss_round_waits_for_the_last_one_and_late_entry_ends_at_round_two() {
    let mut log = Log::created(swiss(3), 2, |_| {});
    log.register([(1, 1900), (2, 1800), (3, 1700), (4, 1600), (5, 1500)], 1);
    let records = log.ok(EventAction::Start, START);
    let EventRecord::RoundPaired { byes, tables, .. } = &records[1] else {
        panic!("round 1 paired: {records:?}");
    };
    assert_eq!(tables.len(), 2);
    assert_eq!(
        byes,
        &vec![Bye {
            player: p(5),
            kind: ByeKind::Regular
        }]
    );
    assert_eq!(
        log.act(EventAction::PairNextRound, START),
        Err(Refusal::RoundStillRunning { round: 1 })
    );
    // Late entry during round 1 joins round 2.
    log.register([(6, 2000)], START + 1);
    log.first_seats_win();
    let records = log.ok(EventAction::PairNextRound, START + 2);
    let seated: usize = tables_of(&records).iter().map(|t| t.seats.len()).sum();
    assert_eq!(seated, 6);
    assert_eq!(
        log.act(
            EventAction::Register {
                player: p(7),
                rating: 1500
            },
            START + 3
        ),
        Err(Refusal::RegistrationClosed)
    );
    log.first_seats_win();
    log.ok(EventAction::PairNextRound, START + 4);
    log.first_seats_win();
    assert_eq!(log.state.phase, Phase::Finished);
    assert_eq!(
        log.act(EventAction::PairNextRound, START),
        Err(Refusal::EventOver)
    );
    assert_eq!(log.folded(), log.state);
}

#[test]
fn swiss_byes_go_to_the_lowest_ranked_without_one() {
    let mut log = Log::created(swiss(2), 2, |_| {});
    log.register([(1, 1900), (2, 1800), (3, 1700)], 1);
    log.ok(EventAction::Start, START);
    assert_eq!(log.state.byes[0].bye.player, p(3));
    log.first_seats_win();
    log.ok(EventAction::PairNextRound, START);
    // p3 has 2 points from the bye, as many as the round-1 winner; the bye
    // now goes to the lowest-ranked of the two who had none.
    let loser_of_round_one = log.state.tables[0].table.seats[1];
    assert_eq!(log.state.byes[1].bye.player, loser_of_round_one);
}

#[test]
fn a_withdrawal_forfeits_two_seat_games_at_once_and_sinks_the_leaver_at_bigger_tables() {
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.register([(1, 1500), (2, 1500), (3, 1500)], 1);
    log.ok(EventAction::Start, START);
    let records = log.ok(EventAction::Withdraw { player: p(2) }, START);
    let forfeits = records
        .iter()
        .filter(|r| matches!(r, EventRecord::ResultRecorded { result, .. } if result.ending == Ending::Forfeit { absent: vec![p(2)] }))
        .count();
    assert_eq!(forfeits, 2);

    let mut log = Log::created(Format::RoundRobin, 3, |_| {});
    log.register([(1, 1500), (2, 1500), (3, 1500)], 1);
    log.ok(EventAction::Start, START);
    let records = log.ok(EventAction::Withdraw { player: p(1) }, START);
    assert_eq!(records.len(), 1, "the three-seat game goes on");
    let table = log.state.tables[0].table.clone();
    let leaver_seat = table.seats.iter().position(|&s| s == p(1)).expect("seated");
    // The leaver's seat reports first place; the others 2 and 3.
    let mut others = 2..;
    let places: Vec<u8> = (0..3)
        .map(|seat| {
            if seat == leaver_seat {
                1
            } else {
                others.next().unwrap_or(3)
            }
        })
        .collect();
    log.ok(
        EventAction::RecordResult {
            table: table.id,
            outcome: ReportedOutcome::Played {
                places,
                scores: None,
            },
        },
        START,
    );
    let result = log.state.tables[0].result.clone().expect("recorded");
    assert_eq!(result.places[leaver_seat], 3, "the leaver is placed last");
    assert_eq!(log.state.phase, Phase::Finished);
}

#[test]
fn timeouts_sink_the_sleeper_and_the_second_one_withdraws_them() {
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.register([(1, 1500), (2, 1500), (3, 1500), (4, 1500)], 1);
    log.ok(EventAction::Start, START);
    let sleeper = p(4);
    let their_tables: Vec<Table> = log
        .state
        .tables
        .iter()
        .filter(|t| t.table.seats.contains(&sleeper))
        .map(|t| t.table.clone())
        .collect();
    let time_out = |table: &Table| EventAction::RecordResult {
        table: table.id,
        outcome: ReportedOutcome::Timeout {
            timed_out: vec![sleeper],
            places: table
                .seats
                .iter()
                .map(|&s| if s == sleeper { 1 } else { 2 })
                .collect(),
            scores: None,
        },
    };
    log.ok(time_out(&their_tables[0]), START);
    let result = log.state.tables[their_tables[0].id.0 as usize]
        .result
        .clone()
        .expect("recorded");
    let seat = their_tables[0]
        .seats
        .iter()
        .position(|&s| s == sleeper)
        .expect("seated");
    assert_eq!(result.places[seat], 2, "a timeout loses even when ahead");
    let records = log.ok(time_out(&their_tables[1]), START);
    assert!(records.contains(&EventRecord::Vanished { player: sleeper }));
    assert!(records.iter().any(|r| matches!(r,
        EventRecord::ResultRecorded { table, result } if *table == their_tables[2].id && result.ending == Ending::Forfeit { absent: vec![sleeper] })));
    assert!(!log.state.is_active(sleeper));
}

/// With the computer taking seats, several players of one game may run out:
/// the first to run out places lowest, whatever the computer made of their
/// seats; whoever never ran out stays on top.
#[test]
fn the_first_to_run_out_places_lowest() {
    let mut log = Log::created(Format::RoundRobin, 3, |r| {
        r.vanished_policy = VanishedPolicy::ComputerTakesSeat;
    });
    log.register([(1, 1500), (2, 1500), (3, 1500)], 1);
    log.ok(EventAction::Start, START);
    let seats = log.state.tables[0].table.seats.clone();
    // The game stood: seat 0 first, seat 1 second, seat 2 third. Seat 0 ran
    // out first (the computer then won its seat), seat 1 ran out later.
    log.ok(
        EventAction::RecordResult {
            table: TableId(0),
            outcome: ReportedOutcome::Timeout {
                timed_out: vec![seats[0], seats[1]],
                places: vec![1, 2, 3],
                scores: None,
            },
        },
        START,
    );
    let result = log.state.tables[0].result.clone().expect("recorded");
    assert_eq!(result.places, vec![3, 2, 1]);
    assert_eq!(
        result.points_of_seat(0),
        0,
        "the first sleeper scores nothing"
    );

    // Reported the other way round, the order of running out decides again.
    let mut log = Log::created(Format::RoundRobin, 2, |r| {
        r.vanished_policy = VanishedPolicy::ComputerTakesSeat;
    });
    log.register([(1, 1500), (2, 1500)], 1);
    log.ok(EventAction::Start, START);
    let seats = log.state.tables[0].table.seats.clone();
    log.ok(
        EventAction::RecordResult {
            table: TableId(0),
            outcome: ReportedOutcome::Timeout {
                timed_out: vec![seats[1], seats[0]],
                places: vec![2, 1],
                scores: None,
            },
        },
        START,
    );
    let result = log.state.tables[0].result.clone().expect("recorded");
    assert_eq!(result.places, vec![1, 2], "the later sleeper wins");
}

#[test]
fn a_result_must_fit_its_table_and_comes_once() {
    let mut log = Log::created(Format::RoundRobin, 3, |_| {});
    log.register([(1, 1500), (2, 1500), (3, 1500), (4, 1500)], 1);
    log.ok(EventAction::Start, START);
    let table = TableId(0);
    let played = |places: Vec<u8>, scores| EventAction::RecordResult {
        table,
        outcome: ReportedOutcome::Played { places, scores },
    };
    assert_eq!(
        log.act(played(vec![1, 2], None), START),
        Err(Refusal::MalformedResult)
    );
    assert_eq!(
        log.act(played(vec![1, 3, 3], None), START),
        Err(Refusal::MalformedResult)
    );
    assert_eq!(
        log.act(played(vec![1, 2, 3], Some(vec![1])), START),
        Err(Refusal::MalformedResult)
    );
    assert_eq!(
        log.act(
            EventAction::RecordResult {
                table,
                outcome: ReportedOutcome::Forfeit {
                    absent: vec![p(99)]
                }
            },
            START
        ),
        Err(Refusal::MalformedResult)
    );
    assert_eq!(
        log.act(played(vec![1, 2, 3], None), START),
        Ok(vec![EventRecord::ResultRecorded {
            table,
            result: TableResult {
                places: vec![1, 2, 3],
                scores: None,
                ending: Ending::Played
            }
        }])
    );
    assert_eq!(
        log.act(played(vec![1, 2, 3], None), START),
        Err(Refusal::ResultAlreadyRecorded(table))
    );
    assert_eq!(
        log.act(played(vec![1, 2, 3], None), START).err(),
        Some(Refusal::ResultAlreadyRecorded(table))
    );
    assert_eq!(
        log.act(
            EventAction::RecordResult {
                table: TableId(999),
                outcome: ReportedOutcome::Forfeit { absent: vec![p(1)] }
            },
            START
        ),
        Err(Refusal::NoSuchTable(TableId(999)))
    );
}

#[test]
fn a_knock_out_gives_the_top_seeds_byes_and_ends_with_one_champion() {
    let mut log = Log::created(Format::KnockOut, 2, |_| {});
    log.register((1..=6).map(|id| (id, 2000 - id as i32)), 1);
    let records = log.ok(EventAction::Start, START);
    let EventRecord::RoundPaired { byes, tables, .. } = &records[2] else {
        panic!("round 1: {records:?}");
    };
    assert_eq!(
        byes.iter().map(|b| b.player).collect::<Vec<_>>(),
        vec![p(1), p(2)]
    );
    assert_eq!(
        tables.iter().map(|t| t.seats.clone()).collect::<Vec<_>>(),
        vec![vec![p(4), p(5)], vec![p(3), p(6)]]
    );
    // The lower seeds win every game: 5 and 6 go through.
    let lower_wins = |log: &mut Log| {
        let open: Vec<TableId> = log.state.open_tables().map(|t| t.table.id).collect();
        for table in open {
            log.ok(
                EventAction::RecordResult {
                    table,
                    outcome: ReportedOutcome::Played {
                        places: vec![2, 1],
                        scores: None,
                    },
                },
                START,
            );
        }
    };
    lower_wins(&mut log);
    let records = log.ok(EventAction::PairNextRound, START);
    assert_eq!(
        tables_of(&records)
            .iter()
            .map(|t| t.seats.clone())
            .collect::<Vec<_>>(),
        vec![vec![p(1), p(5)], vec![p(2), p(6)]]
    );
    lower_wins(&mut log);
    log.ok(EventAction::PairNextRound, START);
    lower_wins(&mut log);
    assert_eq!(log.state.phase, Phase::Finished);
    assert_eq!(log.state.winners, vec![p(6)]);
    let order = standings(&log.state);
    assert_eq!((order[0].player, order[0].rank), (p(6), 1));
    assert_eq!((order[1].player, order[1].rank), (p(5), 2));
    assert_eq!(order[2].rank, 3);
    assert_eq!(order[3].rank, 3);
    assert_eq!(log.folded(), log.state);
}

#[test]
fn a_league_promotes_relegates_and_ends_after_its_seasons() {
    let mut log = Log::created(
        Format::League {
            division_size: 3,
            seasons: 2,
            promoted: 1,
            relegated: 1,
        },
        2,
        |_| {},
    );
    log.register((1..=6).map(|id| (id, 2000 - id as i32)), 1);
    let records = log.ok(EventAction::Start, START);
    assert!(records.contains(&EventRecord::SeasonStarted {
        season: 1,
        divisions: vec![vec![p(1), p(2), p(3)], vec![p(4), p(5), p(6)]]
    }));
    assert_eq!(log.state.tables.len(), 6);
    assert_eq!(
        log.act(EventAction::EndSeason, START),
        Err(Refusal::RoundStillRunning { round: 1 })
    );
    assert_eq!(
        log.act(EventAction::PairNextRound, START),
        Err(Refusal::WrongFormat)
    );
    // The better seed wins every game.
    let better_seed_wins = |log: &mut Log| {
        let open: Vec<Table> = log.state.open_tables().map(|t| t.table.clone()).collect();
        for table in open {
            let places = if table.seats[0] < table.seats[1] {
                vec![1, 2]
            } else {
                vec![2, 1]
            };
            log.ok(
                EventAction::RecordResult {
                    table: table.id,
                    outcome: ReportedOutcome::Played {
                        places,
                        scores: None,
                    },
                },
                START,
            );
        }
    };
    better_seed_wins(&mut log);
    let records = log.ok(EventAction::EndSeason, START);
    assert!(records.contains(&EventRecord::Relegated {
        player: p(3),
        from_division: 0,
        to_division: 1
    }));
    assert!(records.contains(&EventRecord::Promoted {
        player: p(4),
        from_division: 1,
        to_division: 0
    }));
    assert!(records.contains(&EventRecord::SeasonStarted {
        season: 2,
        divisions: vec![vec![p(1), p(2), p(4)], vec![p(3), p(5), p(6)]]
    }));
    better_seed_wins(&mut log);
    let records = log.ok(EventAction::EndSeason, START);
    assert_eq!(
        records.last(),
        Some(&EventRecord::Finished {
            winners: vec![p(1)]
        })
    );
    assert_eq!(log.folded(), log.state);
}

#[test]
fn a_ladder_challenge_within_reach_swaps_when_the_challenger_wins() {
    let mut log = Log::created(ladder(false), 2, |_| {});
    log.register((1..=5).map(|id| (id, 2000 - id as i32)), 1);
    log.ok(EventAction::Start, START);
    assert_eq!(log.state.ladder, vec![p(1), p(2), p(3), p(4), p(5)]);
    let challenge = |a, b| EventAction::Challenge {
        challenger: p(a),
        challenged: p(b),
    };
    assert_eq!(
        log.act(challenge(5, 2), START),
        Err(Refusal::OutOfReach {
            challenger: p(5),
            challenged: p(2)
        })
    );
    assert_eq!(
        log.act(challenge(2, 3), START),
        Err(Refusal::OutOfReach {
            challenger: p(2),
            challenged: p(3)
        })
    );
    assert_eq!(log.act(challenge(3, 3), START), Err(Refusal::ChallengeSelf));
    log.ok(challenge(5, 3), START);
    assert_eq!(
        log.act(challenge(4, 3), START),
        Err(Refusal::ChallengePending(p(3)))
    );
    let id = ChallengeId(0);
    assert_eq!(
        log.act(
            EventAction::AcceptChallenge {
                challenge: id,
                by: p(5)
            },
            START
        ),
        Err(Refusal::NotYourChallenge(id))
    );
    let records = log.ok(
        EventAction::AcceptChallenge {
            challenge: id,
            by: p(3),
        },
        START + DAY,
    );
    let EventRecord::ChallengeAccepted { table, .. } = &records[0] else {
        panic!("{records:?}");
    };
    assert_eq!(table.seats, vec![p(3), p(5)]);
    assert_eq!(
        log.act(EventAction::Close, START),
        Err(Refusal::GamesStillRunning)
    );
    let records = log.ok(
        EventAction::RecordResult {
            table: table.id,
            outcome: ReportedOutcome::Played {
                places: vec![2, 1],
                scores: None,
            },
        },
        START + 2 * DAY,
    );
    assert_eq!(
        records.last(),
        Some(&EventRecord::PositionsSwapped {
            up: p(5),
            down: p(3)
        })
    );
    assert_eq!(log.state.ladder, vec![p(1), p(2), p(5), p(4), p(3)]);
    log.ok(EventAction::Close, START + 3 * DAY);
    assert_eq!(log.state.winners, vec![p(1)]);
}

/// What the page offers as "challenge" buttons is exactly what the
/// decision would accept: players above within reach, nobody with an open
/// challenge, nothing outside a running ladder; and the answer's deadline is
/// the issue time plus the days allowed.
#[test]
fn the_players_a_ladder_rung_may_challenge_are_those_the_decision_accepts() {
    let mut log = Log::created(ladder(false), 2, |_| {});
    log.register((1..=5).map(|id| (id, 2000 - id as i32)), 1);
    let rules = log.state.rules.clone().unwrap();
    assert_eq!(
        decide::challengeable(&log.state, &rules, p(5), START),
        vec![],
        "not before the start"
    );
    log.ok(EventAction::Start, START);
    // Reach 2 (see `ladder`): rung 5 may challenge 3 and 4; the top nobody.
    assert_eq!(
        decide::challengeable(&log.state, &rules, p(5), START),
        vec![p(3), p(4)]
    );
    assert_eq!(
        decide::challengeable(&log.state, &rules, p(1), START),
        vec![]
    );
    log.ok(
        EventAction::Challenge {
            challenger: p(5),
            challenged: p(3),
        },
        START,
    );
    assert_eq!(
        decide::challengeable(&log.state, &rules, p(4), START),
        vec![p(2)],
        "3 has a challenge open"
    );
    assert_eq!(
        decide::challengeable(&log.state, &rules, p(5), START),
        vec![]
    );
    let open = log.state.challenges[0];
    let Format::Ladder {
        accept_within_days, ..
    } = rules.format
    else {
        unreachable!()
    };
    assert_eq!(
        decide::challenge_deadline(&rules, &open),
        Some(START + u64::from(accept_within_days) * DAY)
    );
}

#[test]
fn a_ladder_challenge_left_unanswered_for_the_days_allowed_is_lost() {
    let mut log = Log::created(ladder(false), 2, |_| {});
    log.register((1..=3).map(|id| (id, 2000 - id as i32)), 1);
    log.ok(EventAction::Start, START);
    log.ok(
        EventAction::Challenge {
            challenger: p(3),
            challenged: p(1),
        },
        START,
    );
    assert_eq!(log.ok(EventAction::Tick, START + 3 * DAY - 1), vec![]);
    assert_eq!(
        log.act(
            EventAction::AcceptChallenge {
                challenge: ChallengeId(0),
                by: p(1)
            },
            START + 3 * DAY
        ),
        Err(Refusal::ChallengeLapsed(ChallengeId(0)))
    );
    assert_eq!(
        log.ok(EventAction::Tick, START + 3 * DAY),
        vec![
            EventRecord::ChallengeExpired {
                challenge: ChallengeId(0)
            },
            EventRecord::PositionsSwapped {
                up: p(3),
                down: p(1)
            }
        ]
    );
    assert_eq!(log.state.ladder, vec![p(3), p(2), p(1)]);
    assert_eq!(log.state.challenges[0].status, ChallengeStatus::Expired);
}

#[test]
fn a_decline_loses_only_when_the_rules_say_so() {
    for decline_loses in [false, true] {
        let mut log = Log::created(ladder(decline_loses), 2, |_| {});
        log.register((1..=2).map(|id| (id, 2000 - id as i32)), 1);
        log.ok(EventAction::Start, START);
        log.ok(
            EventAction::Challenge {
                challenger: p(2),
                challenged: p(1),
            },
            START,
        );
        log.ok(
            EventAction::DeclineChallenge {
                challenge: ChallengeId(0),
                by: p(1),
            },
            START,
        );
        let expected = if decline_loses {
            vec![p(2), p(1)]
        } else {
            vec![p(1), p(2)]
        };
        assert_eq!(log.state.ladder, expected);
    }
}

#[test]
fn blocked_players_never_share_a_table_and_the_log_says_how() {
    let blocks: Blocks = [(p(1), p(2))].into_iter().collect();
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.ok(
        EventAction::UpdateBlocks {
            blocks: blocks.clone(),
        },
        1,
    );
    assert_eq!(
        log.ok(
            EventAction::UpdateBlocks {
                blocks: blocks.clone()
            },
            1
        ),
        vec![]
    );
    log.register([(1, 1500), (2, 1500), (3, 1500)], 1);
    let records = log.ok(EventAction::Start, START);
    let EventRecord::RoundPaired {
        tables,
        resolutions,
        ..
    } = &records[1]
    else {
        panic!("{records:?}");
    };
    assert_eq!(tables.len(), 2);
    assert_eq!(
        resolutions,
        &vec![BlockResolution::NotPaired { a: p(1), b: p(2) }]
    );

    let mut log = Log::created(swiss(1), 2, |_| {});
    log.ok(
        EventAction::UpdateBlocks {
            blocks: blocks.clone(),
        },
        1,
    );
    log.register([(1, 1500), (2, 1500)], 1);
    let records = log.ok(EventAction::Start, START);
    assert!(records.iter().any(|r| matches!(r,
        EventRecord::RoundPaired { resolutions, .. } if *resolutions == vec![BlockResolution::ExtraBye { player: p(2) }])));
    assert_eq!(
        log.state.phase,
        Phase::Finished,
        "a round of byes only ends at once"
    );

    let mut log = Log::created(ladder(true), 2, |_| {});
    log.ok(EventAction::UpdateBlocks { blocks }, 1);
    log.register([(1, 1500), (2, 1500)], 1);
    log.ok(EventAction::Start, START);
    assert_eq!(
        log.act(
            EventAction::Challenge {
                challenger: p(2),
                challenged: p(1)
            },
            START
        ),
        Err(Refusal::BlockedPair)
    );
}

#[test]
fn swiss_standings_name_buchholz_and_sonneborn_berger() {
    // Four players, two rounds, hand-computed:
    // round 1: 1 beats 2, 3 draws 4; round 2: 1 draws 3, 2 beats 4.
    let mut log = Log::created(swiss(2), 2, |_| {});
    log.register([(1, 1900), (2, 1800), (3, 1700), (4, 1600)], 1);
    log.ok(EventAction::Start, START);
    let result = |log: &mut Log, a: u128, b: u128, places: [u8; 2]| {
        let table = log
            .state
            .open_tables()
            .find(|t| t.table.seats.contains(&p(a)) && t.table.seats.contains(&p(b)))
            .map(|t| t.table.clone())
            .expect("the pair is seated");
        let places = if table.seats[0] == p(a) {
            places.to_vec()
        } else {
            vec![places[1], places[0]]
        };
        log.ok(
            EventAction::RecordResult {
                table: table.id,
                outcome: ReportedOutcome::Played {
                    places,
                    scores: None,
                },
            },
            START,
        );
    };
    result(&mut log, 1, 2, [1, 2]);
    result(&mut log, 3, 4, [1, 1]);
    log.ok(EventAction::PairNextRound, START);
    result(&mut log, 1, 3, [1, 1]);
    result(&mut log, 2, 4, [1, 2]);
    // A win is 2 points and a draw 1: 1 has 3, 2 has 2, 3 has 2, 4 has 1.
    let table = standings(&log.state);
    let row = |id| {
        table
            .iter()
            .find(|s| s.player == p(id))
            .expect("listed")
            .clone()
    };
    assert_eq!(row(1).points, 3);
    assert_eq!((row(2).points, row(3).points, row(4).points), (2, 2, 1));
    // Buchholz of 2: opponents 1 (3) and 4 (1) = 4; of 3: opponents 4 (1) and 1 (3) = 4.
    // Sonneborn-Berger of 2: 0×3 + 2×1 = 2; of 3: 1×1 + 1×3 = 4, so 3 is ahead.
    assert_eq!(
        row(2).tie_breaks[..2],
        [(TieBreak::Buchholz, 4), (TieBreak::SonnebornBerger, 2)]
    );
    assert_eq!(
        row(3).tie_breaks[..2],
        [(TieBreak::Buchholz, 4), (TieBreak::SonnebornBerger, 4)]
    );
    let order: Vec<PlayerId> = table.iter().map(|s| s.player).collect();
    assert_eq!(order, vec![p(1), p(3), p(2), p(4)]);
    assert_eq!(log.state.winners, vec![p(1)]);
    assert_eq!(pairwise_points(1, 1), 1);
}

#[test]
fn round_robin_ties_break_on_head_to_head_then_game_points() {
    // Three players, everyone wins once: all on 2 points, head-to-head
    // among all three is level too, so the game's own score decides.
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.register([(1, 1500), (2, 1500), (3, 1500)], 1);
    log.ok(EventAction::Start, START);
    let tables: Vec<Table> = log.state.tables.iter().map(|t| t.table.clone()).collect();
    for table in tables {
        let (a, b) = (table.seats[0].0, table.seats[1].0);
        // 1 beats 2, 2 beats 3, 3 beats 1; winners score 10 + their id.
        let a_wins = (a, b) == (1, 2) || (a, b) == (2, 3) || (a, b) == (3, 1);
        let (places, scores) = if a_wins {
            (vec![1, 2], vec![10 + a as i64, 0])
        } else {
            (vec![2, 1], vec![0, 10 + b as i64])
        };
        log.ok(
            EventAction::RecordResult {
                table: table.id,
                outcome: ReportedOutcome::Played {
                    places,
                    scores: Some(scores),
                },
            },
            START,
        );
    }
    let table = standings(&log.state);
    assert!(table.iter().all(|s| s.points == 2));
    assert!(table
        .iter()
        .all(|s| s.tie_breaks[0] == (TieBreak::HeadToHead, 2)));
    let order: Vec<PlayerId> = table.iter().map(|s| s.player).collect();
    assert_eq!(order, vec![p(3), p(2), p(1)]);
    assert_eq!(log.state.winners, vec![p(3)]);

    // 1 and 4 level on 4 points, 4 beat 1; 2 and 3 level on 2, 3 beat 2:
    // head-to-head puts both pairs against their seed order.
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.register([(1, 1500), (2, 1500), (3, 1500), (4, 1500)], 1);
    log.ok(EventAction::Start, START);
    let winners = [
        ((1, 2), 1),
        ((1, 3), 1),
        ((1, 4), 4),
        ((2, 3), 3),
        ((2, 4), 2),
        ((3, 4), 4),
    ];
    let tables: Vec<Table> = log.state.tables.iter().map(|t| t.table.clone()).collect();
    for table in tables {
        let (a, b) = (table.seats[0].0, table.seats[1].0);
        let winner = winners
            .iter()
            .find(|((x, y), _)| (*x, *y) == (a.min(b), a.max(b)))
            .map(|&(_, w)| w)
            .expect("every pair listed");
        let places = if winner == a { vec![1, 2] } else { vec![2, 1] };
        log.ok(
            EventAction::RecordResult {
                table: table.id,
                outcome: ReportedOutcome::Played {
                    places,
                    scores: None,
                },
            },
            START,
        );
    }
    let table = standings(&log.state);
    let order: Vec<(PlayerId, u32, u32)> =
        table.iter().map(|s| (s.player, s.points, s.rank)).collect();
    assert_eq!(
        order,
        vec![(p(4), 4, 1), (p(1), 4, 2), (p(3), 2, 3), (p(2), 2, 4)]
    );
    assert_eq!(log.state.winners, vec![p(4)]);
}

#[test]
fn cancelling_ends_everything() {
    let mut log = Log::created(swiss(3), 2, |_| {});
    log.register([(1, 1500)], 1);
    log.ok(EventAction::Cancel, 2);
    assert_eq!(
        log.act(
            EventAction::Register {
                player: p(2),
                rating: 1500
            },
            3
        ),
        Err(Refusal::EventOver)
    );
    assert_eq!(
        Log::new(1).act(EventAction::Start, 0),
        Err(Refusal::NotCreated)
    );
}

#[test]
fn the_log_survives_a_json_round_trip() {
    let mut log = Log::created(swiss(2), 3, |_| {});
    log.register((1..=7).map(|id| (id, 1500 + id as i32)), 1);
    log.ok(EventAction::Start, START);
    log.first_seats_win();
    let json = serde_json::to_string(&log.records).expect("serialises");
    let back: Vec<EventRecord> = serde_json::from_str(&json).expect("parses");
    assert_eq!(back, log.records);
    assert_eq!(fold(&back), log.state);
}

#[test]
fn only_active_entrants_can_leave() {
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.register([(1, 1500), (2, 1500)], 1);
    assert_eq!(
        log.act(EventAction::Remove { player: p(9) }, 2),
        Err(Refusal::NotEntered(p(9)))
    );
    log.ok(EventAction::Remove { player: p(2) }, 2);
    assert_eq!(
        log.act(EventAction::Withdraw { player: p(2) }, 3),
        Err(Refusal::NotEntered(p(2)))
    );
    assert_eq!(
        log.state.entrants[&p(2)].status,
        crate::state::EntrantStatus::Removed
    );
}

#[test]
fn a_timeout_can_count_as_the_game_stood() {
    let mut log = Log::created(Format::RoundRobin, 3, |r| {
        r.timeout_policy = TimeoutPolicy::ScoredAsItStands;
        r.vanished_policy = VanishedPolicy::StayEntered;
    });
    log.register([(1, 1500), (2, 1500), (3, 1500)], 1);
    log.ok(EventAction::Start, START);
    let sleeper = log.state.tables[0].table.seats[0];
    log.ok(
        EventAction::RecordResult {
            table: TableId(0),
            outcome: ReportedOutcome::Timeout {
                timed_out: vec![sleeper],
                places: vec![1, 2, 2],
                scores: Some(vec![30, 20, 20]),
            },
        },
        START,
    );
    let result = log.state.tables[0].result.clone().expect("recorded");
    assert_eq!(result.places, vec![1, 2, 2]);
    assert_eq!(
        result.ending,
        Ending::Timeout {
            timed_out: vec![sleeper]
        }
    );
    assert!(log.state.is_active(sleeper), "staying entered");
    assert_eq!(log.state.entrants[&sleeper].timeouts, 1);
}

#[test]
fn an_event_that_never_fills_is_cancelled_when_registration_closes() {
    let mut log = Log::created(swiss(3), 2, |r| {
        r.start = StartCondition::WhenFull;
        r.max_players = Some(4);
    });
    log.register([(1, 1500), (2, 1400), (3, 1300)], 1);
    assert_eq!(log.ok(EventAction::Tick, 999_999), vec![], "still open");
    assert_eq!(
        log.ok(EventAction::Tick, 1_000_000),
        vec![EventRecord::Cancelled {
            reason: CancelReason::NeverFilled
        }]
    );
    assert_eq!(log.state.phase, Phase::Cancelled);
    assert_eq!(
        log.act(EventAction::Tick, 1_000_001),
        Err(Refusal::EventOver)
    );
}

#[test]
fn moderators_cancel_a_running_event_with_their_reason() {
    let mut log = Log::created(Format::RoundRobin, 2, |_| {});
    log.register([(1, 1500), (2, 1400), (3, 1300)], 1);
    log.ok(EventAction::Start, 500_000);
    assert_eq!(
        log.ok(EventAction::CancelByModerators, 500_001),
        vec![EventRecord::Cancelled {
            reason: CancelReason::ByModerators
        }]
    );
    assert_eq!(log.state.cancelled, Some(CancelReason::ByModerators));
}
