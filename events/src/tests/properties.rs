//! Random events played to their end in every format and table size, with
//! the invariants checked after every decision; and the Swiss search checked
//! against brute force on small fields.

use super::Log;
use crate::pairing::{round_robin, swiss};
use crate::record::ranking_by;
use crate::rules::tests::sample;
use crate::state::ChallengeStatus;
use crate::*;
use proptest::prelude::*;
use rand::{rngs::SmallRng, Rng, SeedableRng};
use std::collections::{HashMap, HashSet};

const START: u64 = 500_000;

fn format_strategy() -> impl Strategy<Value = (Format, u8)> {
    prop_oneof![
        (2u8..=6).prop_map(|seats| (Format::RoundRobin, seats)),
        (1u16..=5, 2u8..=6).prop_map(|(rounds, seats)| (Format::Swiss { rounds }, seats)),
        Just((Format::KnockOut, 2)),
        (2u8..=6, 0u16..=4, 1u16..=3, 0u16..=2, 0u16..=2).prop_map(
            |(seats, extra, seasons, promoted, relegated)| {
                let division_size = u16::from(seats) + extra;
                (
                    Format::League {
                        division_size,
                        seasons,
                        promoted: promoted.min(division_size / 2),
                        relegated: relegated.min(division_size / 2),
                    },
                    seats,
                )
            }
        ),
        (1u16..=3, 1u16..=4, any::<bool>()).prop_map(|(reach, days, decline_loses)| (
            Format::Ladder {
                reach,
                accept_within_days: days,
                decline_loses
            },
            2
        )),
    ]
}

/// A random place list for `seats` (ties allowed).
fn random_places(rng: &mut SmallRng, seats: usize) -> Vec<u8> {
    let keys: Vec<u8> = (0..seats)
        .map(|_| rng.random_range(0..seats as u8))
        .collect();
    ranking_by(&keys)
}

fn random_outcome(rng: &mut SmallRng, seats: &[PlayerId]) -> ReportedOutcome {
    let scores = rng
        .random_bool(0.5)
        .then(|| seats.iter().map(|_| rng.random_range(0..100)).collect());
    match rng.random_range(0..20) {
        0 => ReportedOutcome::Forfeit {
            absent: vec![seats[rng.random_range(0..seats.len())]],
        },
        1 | 2 => ReportedOutcome::Timeout {
            timed_out: vec![seats[rng.random_range(0..seats.len())]],
            places: random_places(rng, seats.len()),
            scores,
        },
        _ => ReportedOutcome::Played {
            places: random_places(rng, seats.len()),
            scores,
        },
    }
}

/// The invariants every record must keep, checked against the state just
/// before it and the blocks the test asked for (not the state's copy, so a
/// lost `BlocksUpdated` shows).
fn check_record(
    before: &EventState,
    blocks: &Blocks,
    record: &EventRecord,
) -> Result<(), TestCaseError> {
    let EventRecord::RoundPaired {
        tables,
        byes,
        resolutions,
        ..
    } = record
    else {
        return Ok(());
    };
    let mut seen: HashMap<PlayerId, usize> = HashMap::new();
    for table in tables {
        prop_assert!(
            !blocks.splits(&table.seats),
            "blocked pair seated: {table:?}"
        );
        let distinct: HashSet<_> = table.seats.iter().collect();
        prop_assert_eq!(distinct.len(), table.seats.len());
        let seats = before
            .rules
            .as_ref()
            .map(|r| r.seats_per_table)
            .unwrap_or(2);
        prop_assert_eq!(table.seats.len(), usize::from(seats));
        for &player in &table.seats {
            prop_assert!(before.is_active(player), "{player} seated but not active");
            *seen.entry(player).or_default() += 1;
        }
    }
    let format = before.rules.as_ref().map(|r| r.format);
    let mut expected: Vec<PlayerId> = match format {
        Some(Format::Swiss { .. }) => before.active_players(),
        Some(Format::KnockOut) => before.bracket.iter().flatten().copied().collect(),
        _ => return Ok(()),
    };
    for bye in byes {
        *seen.entry(bye.player).or_default() += 1;
    }
    for resolution in resolutions {
        if let BlockResolution::DecidedBySeed {
            advanced,
            eliminated,
        } = resolution
        {
            *seen.entry(*advanced).or_default() += 1;
            *seen.entry(*eliminated).or_default() += 1;
        }
    }
    // Each player to pair is at exactly one table or has exactly one bye.
    prop_assert!(
        seen.values().all(|&count| count == 1),
        "seated twice: {seen:?}"
    );
    let mut got: Vec<PlayerId> = seen.keys().copied().collect();
    got.sort();
    expected.sort();
    prop_assert_eq!(got, expected);
    Ok(())
}

/// Plays one random event to its end; returns the number of decisions.
fn play_out(
    format: Format,
    seats: u8,
    entrants: u8,
    block_count: u8,
    seed: u64,
) -> Result<usize, TestCaseError> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut rules = sample(format, seats);
    rules.vanished_policy = match rng.random_range(0..3) {
        0 => VanishedPolicy::StayEntered,
        1 => VanishedPolicy::ComputerTakesSeat,
        _ => VanishedPolicy::WithdrawAfterTimeouts(rng.random_range(1..=3)),
    };
    rules.timeout_policy = if rng.random_bool(0.5) {
        TimeoutPolicy::TimedOutLoses
    } else {
        TimeoutPolicy::ScoredAsItStands
    };
    let mut blocks = Blocks::new();
    for _ in 0..block_count {
        let a = rng.random_range(1..=u128::from(entrants.max(1)));
        let b = rng.random_range(1..=u128::from(entrants.max(1)));
        blocks.insert(PlayerId(a), PlayerId(b));
    }
    let mut log = Log::new(seed);
    let mut now = 1;
    let mut decisions = 0;
    let mut next_player = 1u128;
    // Every accepted decision goes through here: the records keep the
    // invariants and the live state equals the folded log.
    let mut act = |log: &mut Log, action: EventAction, now: u64| -> Result<bool, TestCaseError> {
        let before = log.state.clone();
        match log.act(action, now) {
            Ok(records) => {
                let mut step = before;
                for record in &records {
                    check_record(&step, &blocks, record)?;
                    apply(&mut step, record);
                }
                prop_assert_eq!(&step, &log.state);
                decisions += 1;
                Ok(true)
            }
            Err(_) => {
                prop_assert_eq!(&before, &log.state);
                Ok(false)
            }
        }
    };
    act(&mut log, EventAction::Create { rules }, 0)?;
    act(
        &mut log,
        EventAction::UpdateBlocks {
            blocks: blocks.clone(),
        },
        0,
    )?;
    for _ in 0..entrants {
        let rating = rng.random_range(1000..2400);
        act(
            &mut log,
            EventAction::Register {
                player: PlayerId(next_player),
                rating,
            },
            now,
        )?;
        next_player += 1;
    }
    act(&mut log, EventAction::Start, START)?;
    now = START;
    let mut ladder_steps = 0;
    for _ in 0..20_000 {
        if log.state.is_over() {
            break;
        }
        now += rng.random_range(0..3 * rules::SECONDS_PER_DAY / 2);
        let active = log.state.active_players();
        let roll = rng.random_range(0..100);
        if roll < 3 && !active.is_empty() {
            let player = active[rng.random_range(0..active.len())];
            let action = if roll == 0 {
                EventAction::Remove { player }
            } else {
                EventAction::Withdraw { player }
            };
            act(&mut log, action, now)?;
            continue;
        }
        if roll < 6 {
            // Late entries: accepted only where the format still takes them.
            act(
                &mut log,
                EventAction::Register {
                    player: PlayerId(next_player),
                    rating: 1500,
                },
                now,
            )?;
            next_player += 1;
            continue;
        }
        let open: Vec<Table> = log.state.open_tables().map(|t| t.table.clone()).collect();
        if !open.is_empty() && rng.random_bool(0.8) {
            let table = &open[rng.random_range(0..open.len())];
            let outcome = random_outcome(&mut rng, &table.seats);
            act(
                &mut log,
                EventAction::RecordResult {
                    table: table.id,
                    outcome,
                },
                now,
            )?;
            continue;
        }
        match format {
            Format::Swiss { .. } | Format::KnockOut => {
                act(&mut log, EventAction::PairNextRound, now)?;
            }
            Format::League { .. } => {
                act(&mut log, EventAction::EndSeason, now)?;
            }
            Format::RoundRobin => {
                prop_assert!(!open.is_empty(), "a finished round robin is still running");
            }
            Format::Ladder { reach, .. } => {
                ladder_steps += 1;
                if ladder_steps > 80 {
                    act(&mut log, EventAction::Close, now)?;
                    continue;
                }
                let ladder = log.state.ladder.clone();
                let open_challenges: Vec<_> = log
                    .state
                    .challenges
                    .iter()
                    .filter(|c| c.status == ChallengeStatus::Open)
                    .copied()
                    .collect();
                match rng.random_range(0..4) {
                    0 | 1 if ladder.len() > 1 => {
                        let from = rng.random_range(1..ladder.len());
                        let up = rng.random_range(1..=usize::from(reach) + 1).min(from);
                        act(
                            &mut log,
                            EventAction::Challenge {
                                challenger: ladder[from],
                                challenged: ladder[from - up],
                            },
                            now,
                        )?;
                    }
                    2 if !open_challenges.is_empty() => {
                        let challenge = open_challenges[rng.random_range(0..open_challenges.len())];
                        let action = if rng.random_bool(0.7) {
                            EventAction::AcceptChallenge {
                                challenge: challenge.id,
                                by: challenge.challenged,
                            }
                        } else {
                            EventAction::DeclineChallenge {
                                challenge: challenge.id,
                                by: challenge.challenged,
                            }
                        };
                        act(&mut log, action, now)?;
                    }
                    _ => {
                        act(&mut log, EventAction::Tick, now)?;
                    }
                }
            }
        }
    }
    prop_assert!(
        log.state.is_over(),
        "{format:?} at {seats} seats did not end: {:?}",
        log.state.phase
    );
    prop_assert_eq!(log.folded(), log.state.clone());
    if log.state.phase == Phase::Finished {
        for winner in &log.state.winners {
            prop_assert!(log.state.entrants.contains_key(winner));
        }
    }
    Ok(decisions)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn random_events_reach_their_end_and_fold_to_the_live_state(
        (format, seats) in format_strategy(),
        entrants in 0u8..=20,
        block_count in 0u8..=4,
        seed in any::<u64>(),
    ) {
        play_out(format, seats, entrants, block_count, seed)?;
    }
}

/// Whether the players (indices) minus some set of `count % seats` byes can
/// sit at tables of `seats` with no pair that met.
fn brute_force_no_repeat(count: usize, seats: usize, met: &HashSet<(usize, usize)>) -> bool {
    let byes = count % seats;
    fn partition(rest: &[usize], seats: usize, met: &HashSet<(usize, usize)>) -> bool {
        let Some(&head) = rest.first() else {
            return true;
        };
        let others: Vec<usize> = rest[1..].to_vec();
        combinations(&others, seats - 1)
            .into_iter()
            .any(|companions| {
                let mut table = companions.clone();
                table.push(head);
                let clean = table
                    .iter()
                    .all(|&a| table.iter().all(|&b| a == b || !met.contains(&(a, b))));
                if !clean {
                    return false;
                }
                let left: Vec<usize> = rest
                    .iter()
                    .copied()
                    .filter(|p| !table.contains(p))
                    .collect();
                partition(&left, seats, met)
            })
    }
    let everyone: Vec<usize> = (0..count).collect();
    combinations(&everyone, byes).into_iter().any(|bye_set| {
        let rest: Vec<usize> = everyone
            .iter()
            .copied()
            .filter(|p| !bye_set.contains(p))
            .collect();
        partition(&rest, seats, met)
    })
}

fn combinations(items: &[usize], size: usize) -> Vec<Vec<usize>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for (i, &item) in items.iter().enumerate() {
        for mut rest in combinations(&items[i + 1..], size - 1) {
            rest.insert(0, item);
            all.push(rest);
        }
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn swiss_repeats_an_opponent_only_when_brute_force_cannot_avoid_it(
        count in 2usize..=9,
        seats in 2usize..=3,
        met_bits in proptest::collection::vec(any::<bool>(), 36),
        density in 0u8..=3,
    ) {
        let players: Vec<PlayerId> = (0..count as u128).map(PlayerId).collect();
        let mut met_index = HashSet::new();
        let mut met = HashSet::new();
        let mut bit = 0;
        for a in 0..count {
            for b in a + 1..count {
                // Denser histories make unavoidable repeats common enough to test both sides.
                let has_met = met_bits[bit % 36] && (bit % 4) < usize::from(density) + 1;
                bit += 1;
                if has_met {
                    met_index.insert((a, b));
                    met_index.insert((b, a));
                    met.insert((players[a], players[b]));
                }
            }
        }
        let pairing = swiss::pair_round(&swiss::SwissRound {
            order: &players,
            seats,
            met: &met,
            blocks: &Blocks::new(),
            byes_had: &HashMap::new(),
        });
        let avoidable = brute_force_no_repeat(count, seats, &met_index);
        prop_assert_eq!(pairing.repeats(&met) == 0, avoidable);
        prop_assert_eq!(pairing.byes.len(), count % seats);
    }

    #[test]
    fn swiss_never_seats_a_blocked_pair_and_seats_everyone_once(
        count in 1usize..=30,
        seats in 2usize..=6,
        block_pairs in proptest::collection::vec((0usize..30, 0usize..30), 0..12),
    ) {
        let players: Vec<PlayerId> = (0..count as u128).map(PlayerId).collect();
        let blocks: Blocks = block_pairs
            .iter()
            .filter(|(a, b)| *a < count && *b < count)
            .map(|&(a, b)| (players[a], players[b]))
            .collect();
        let pairing = swiss::pair_round(&swiss::SwissRound {
            order: &players,
            seats,
            met: &HashSet::new(),
            blocks: &blocks,
            byes_had: &HashMap::new(),
        });
        let mut seen: Vec<PlayerId> = pairing.tables.iter().flatten().copied().collect();
        seen.extend(&pairing.byes);
        seen.extend(&pairing.blocked_byes);
        seen.sort();
        prop_assert_eq!(seen, players);
        for table in &pairing.tables {
            prop_assert_eq!(table.len(), seats);
            prop_assert!(!blocks.splits(table));
        }
        prop_assert!(pairing.byes.len() < seats);
    }

    #[test]
    fn round_robin_tables_cover_every_unblocked_pair(
        count in 0usize..=14,
        seats in 2usize..=6,
        block_pairs in proptest::collection::vec((0usize..14, 0usize..14), 0..6),
        seed in any::<u64>(),
    ) {
        let players: Vec<PlayerId> = (0..count as u128).map(PlayerId).collect();
        let blocks: Blocks = block_pairs
            .iter()
            .filter(|(a, b)| *a < count && *b < count)
            .map(|&(a, b)| (players[a], players[b]))
            .collect();
        let pairing = round_robin::pair_all(&players, seats, &blocks, &mut SmallRng::seed_from_u64(seed));
        let mut covered: HashSet<(PlayerId, PlayerId)> = HashSet::new();
        for table in &pairing.tables {
            prop_assert_eq!(table.len(), seats);
            prop_assert!(!blocks.splits(table));
            for &a in table {
                for &b in table {
                    if a < b {
                        covered.insert((a, b));
                    }
                }
            }
        }
        for (i, &a) in players.iter().enumerate() {
            for &b in &players[i + 1..] {
                let skipped = pairing.not_paired.contains(&(a, b));
                prop_assert!(covered.contains(&(a, b)) != skipped, "{a} {b}: covered or reported, not both");
                if blocks.contains(a, b) {
                    prop_assert!(skipped);
                }
            }
        }
    }
}
