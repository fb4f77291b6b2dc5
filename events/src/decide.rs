//! `decide`: judges an action against the state and returns the records it
//! leads to, or why it is refused. Randomness (the round-robin coverings'
//! restarts) is drawn here and its outcome written into the records, so
//! `apply` stays exact.

use crate::action::{EventAction, ReportedOutcome};
use crate::ids::{ChallengeId, PlayerId, TableId};
use crate::league;
use crate::pairing::{knockout, round_robin, swiss};
use crate::record::{
    is_competition_ranking, ranking_by, BlockResolution, Bye, ByeKind, CancelReason, Ending,
    EventRecord, Table, TableResult,
};
use crate::refusal::Refusal;
use crate::rules::{Format, Rules, StartCondition, VanishedPolicy, SECONDS_PER_DAY};
use crate::standings::{division_standings, leaders, points_by_player, standings};
use crate::state::{apply, ChallengeStatus, EntrantStatus, EventState, Phase};
use rand::RngCore;
use std::cmp::Reverse;
use std::collections::HashMap;

/// The records `action` leads to at `now` (the caller's seconds), or why it
/// is refused. Consequences follow in the same list: a registration that
/// fills the event starts it and pairs its first round; a result that ends
/// the last round finishes the event; a player's last allowed timeout
/// withdraws them.
pub fn decide(
    state: &EventState,
    action: &EventAction,
    now: u64,
    rng: &mut dyn RngCore,
) -> Result<Vec<EventRecord>, Refusal> {
    let mut records = decide_action(state, action, now, rng)?;
    follow_up(state, &mut records);
    Ok(records)
}

fn decide_action(
    state: &EventState,
    action: &EventAction,
    now: u64,
    rng: &mut dyn RngCore,
) -> Result<Vec<EventRecord>, Refusal> {
    if let EventAction::Create { rules } = action {
        if state.phase != Phase::NotCreated {
            return Err(Refusal::AlreadyCreated);
        }
        rules.validate().map_err(Refusal::InvalidRules)?;
        return Ok(vec![EventRecord::Created {
            rules: rules.clone(),
        }]);
    }
    let rules = state.rules.as_ref().ok_or(Refusal::NotCreated)?;
    if state.is_over() {
        return Err(Refusal::EventOver);
    }
    match action {
        EventAction::Create { .. } => unreachable!("handled above"),
        EventAction::ChangeRules { rules: new } => change_rules(state, new),
        EventAction::UpdateBlocks { blocks } => Ok(if *blocks == state.blocks {
            Vec::new()
        } else {
            vec![EventRecord::BlocksUpdated {
                blocks: blocks.clone(),
            }]
        }),
        EventAction::Register { player, rating } => {
            register(state, rules, *player, *rating, now, rng)
        }
        EventAction::Withdraw { player } => {
            require_active(state, *player)?;
            Ok(leave(
                state,
                *player,
                EventRecord::Withdrew { player: *player },
            ))
        }
        EventAction::Remove { player } => {
            require_active(state, *player)?;
            Ok(leave(
                state,
                *player,
                EventRecord::RemovedByModerator { player: *player },
            ))
        }
        EventAction::Start => {
            require_registering(state)?;
            match rules.start {
                StartCondition::WhenFull => Err(Refusal::StartsWhenFull),
                StartCondition::AtTime(at) if now < at => Err(Refusal::TooEarlyToStart),
                StartCondition::AtTime(_) => Ok(start(state, rules, rng)),
            }
        }
        EventAction::Tick => Ok(tick(state, rules, now, rng)),
        EventAction::PairNextRound => {
            if !matches!(rules.format, Format::Swiss { .. } | Format::KnockOut) {
                return Err(Refusal::WrongFormat);
            }
            require_running(state)?;
            require_no_open_tables(state)?;
            match rules.format {
                Format::Swiss { rounds } if state.round >= u32::from(rounds) => {
                    Err(Refusal::NoRoundsLeft)
                }
                Format::Swiss { .. } => Ok(pair_swiss(state, rules)),
                _ => Ok(pair_knockout(state)),
            }
        }
        EventAction::EndSeason => {
            let Format::League {
                seasons,
                promoted,
                relegated,
                ..
            } = rules.format
            else {
                return Err(Refusal::WrongFormat);
            };
            require_running(state)?;
            require_no_open_tables(state)?;
            Ok(end_season(state, rules, seasons, promoted, relegated, rng))
        }
        EventAction::RecordResult { table, outcome } => {
            require_running(state)?;
            record_result(state, rules, *table, outcome)
        }
        EventAction::Challenge {
            challenger,
            challenged,
        } => challenge(state, rules, *challenger, *challenged, now),
        EventAction::AcceptChallenge { challenge, by } => {
            let (challenger, challenged) = answerable(state, rules, *challenge, *by, now)?;
            Ok(vec![EventRecord::ChallengeAccepted {
                challenge: *challenge,
                table: Table {
                    id: state.next_table_id(),
                    seats: vec![challenged, challenger],
                    division: None,
                },
            }])
        }
        EventAction::DeclineChallenge { challenge, by } => {
            let (challenger, challenged) = answerable(state, rules, *challenge, *by, now)?;
            let mut records = vec![EventRecord::ChallengeDeclined {
                challenge: *challenge,
            }];
            if let Format::Ladder {
                decline_loses: true,
                ..
            } = rules.format
            {
                records.extend(swap_if_below(state, challenger, challenged));
            }
            Ok(records)
        }
        EventAction::Close => {
            if !matches!(rules.format, Format::Ladder { .. }) {
                return Err(Refusal::WrongFormat);
            }
            require_running(state)?;
            if state.open_tables().next().is_some() {
                return Err(Refusal::GamesStillRunning);
            }
            Ok(vec![EventRecord::Finished {
                winners: state.ladder.first().copied().into_iter().collect(),
            }])
        }
        EventAction::Cancel => Ok(vec![EventRecord::Cancelled {
            reason: CancelReason::ByOrganizer,
        }]),
        EventAction::CancelByModerators => Ok(vec![EventRecord::Cancelled {
            reason: CancelReason::ByModerators,
        }]),
    }
}

fn require_registering(state: &EventState) -> Result<(), Refusal> {
    match state.phase {
        Phase::Registering => Ok(()),
        _ => Err(Refusal::AlreadyStarted),
    }
}

fn require_running(state: &EventState) -> Result<(), Refusal> {
    match state.phase {
        Phase::Running => Ok(()),
        _ => Err(Refusal::NotStarted),
    }
}

fn require_active(state: &EventState, player: PlayerId) -> Result<(), Refusal> {
    if state.is_active(player) {
        Ok(())
    } else {
        Err(Refusal::NotEntered(player))
    }
}

fn require_no_open_tables(state: &EventState) -> Result<(), Refusal> {
    match state.open_tables().next() {
        Some(open) => Err(Refusal::RoundStillRunning { round: open.round }),
        None => Ok(()),
    }
}

fn change_rules(state: &EventState, new: &Rules) -> Result<Vec<EventRecord>, Refusal> {
    if state.phase != Phase::Registering {
        return Err(Refusal::RulesFixedAfterStart);
    }
    new.validate().map_err(Refusal::InvalidRules)?;
    let active = state.active_players();
    let shut_out = active
        .iter()
        .any(|p| !new.rating_bounds.admits(state.entrants[p].rating))
        || new
            .max_players
            .is_some_and(|max| active.len() > max as usize);
    if shut_out {
        return Err(Refusal::RulesExcludeEntrants);
    }
    Ok(vec![EventRecord::RulesChanged { rules: new.clone() }])
}

fn register(
    state: &EventState,
    rules: &Rules,
    player: PlayerId,
    rating: i32,
    now: u64,
    rng: &mut dyn RngCore,
) -> Result<Vec<EventRecord>, Refusal> {
    if let Some(entrant) = state.entrants.get(&player) {
        return Err(if entrant.status == EntrantStatus::Active {
            Refusal::AlreadyEntered(player)
        } else {
            Refusal::LeftAlready(player)
        });
    }
    let late_entry_open = match rules.format {
        // Late entry until round 2 is paired.
        Format::Swiss { .. } => state.round < 2,
        Format::Ladder { .. } => true,
        _ => false,
    };
    let phase_open = state.phase == Phase::Registering || late_entry_open;
    if !phase_open || !rules.registration.contains(now) {
        return Err(Refusal::RegistrationClosed);
    }
    if !rules.rating_bounds.admits(rating) {
        return Err(Refusal::RatingOutOfBounds { rating });
    }
    let active = state.active_players().len();
    if rules.max_players.is_some_and(|max| active >= max as usize) {
        return Err(Refusal::EventFull);
    }
    let mut records = vec![EventRecord::Registered { player, rating }];
    let fills = rules
        .max_players
        .is_some_and(|max| active + 1 == max as usize);
    if state.phase == Phase::Registering && rules.start == StartCondition::WhenFull && fills {
        let mut after = state.clone();
        apply(&mut after, &records[0]);
        records.extend(start(&after, rules, rng));
    }
    Ok(records)
}

fn tick(state: &EventState, rules: &Rules, now: u64, rng: &mut dyn RngCore) -> Vec<EventRecord> {
    match (state.phase, rules.start, rules.format) {
        (Phase::Registering, StartCondition::AtTime(at), _) if now >= at => {
            start(state, rules, rng)
        }
        // Nobody can enter any more and nothing else starts it: left open it
        // would hold its entrants forever.
        (Phase::Registering, StartCondition::WhenFull, _) if now >= rules.registration.closes => {
            vec![EventRecord::Cancelled {
                reason: CancelReason::NeverFilled,
            }]
        }
        (
            Phase::Running,
            _,
            Format::Ladder {
                accept_within_days, ..
            },
        ) => {
            let mut records = Vec::new();
            let mut after = state.clone();
            let deadline = u64::from(accept_within_days) * SECONDS_PER_DAY;
            for challenge in &state.challenges {
                if challenge.status == ChallengeStatus::Open
                    && now >= challenge.issued_at.saturating_add(deadline)
                {
                    let mut lapse = vec![EventRecord::ChallengeExpired {
                        challenge: challenge.id,
                    }];
                    lapse.extend(swap_if_below(
                        &after,
                        challenge.challenger,
                        challenge.challenged,
                    ));
                    for record in &lapse {
                        apply(&mut after, record);
                    }
                    records.extend(lapse);
                }
            }
            records
        }
        _ => Vec::new(),
    }
}

/// The records of the start: the seeds and the format's first tables, or a
/// cancellation when too few players came.
fn start(state: &EventState, rules: &Rules, rng: &mut dyn RngCore) -> Vec<EventRecord> {
    let mut seeds = state.active_players();
    if seeds.len() < rules.min_players() {
        return vec![EventRecord::Cancelled {
            reason: CancelReason::TooFewPlayers,
        }];
    }
    // Stable: equal ratings keep registration order.
    seeds.sort_by_key(|p| Reverse(state.entrants[p].rating));
    let started = EventRecord::Started {
        seeds: seeds.clone(),
    };
    let mut after = state.clone();
    apply(&mut after, &started);
    let mut records = vec![started];
    match rules.format {
        Format::RoundRobin => {
            let pairing = round_robin::pair_all(
                &seeds,
                usize::from(rules.seats_per_table),
                &state.blocks,
                rng,
            );
            records.push(round_record(
                &after,
                1,
                pairing.tables.into_iter().map(|t| (t, None)).collect(),
                Vec::new(),
                not_paired(&pairing.not_paired),
            ));
        }
        Format::Swiss { .. } => records.extend(pair_swiss(&after, rules)),
        Format::KnockOut => records.extend(pair_knockout(&after)),
        Format::League { division_size, .. } => {
            let divisions = league::first_divisions(
                &seeds,
                usize::from(division_size),
                usize::from(rules.seats_per_table),
            );
            records.extend(open_season(&after, rules, 1, divisions, rng));
        }
        Format::Ladder { .. } => {}
    }
    records
}

fn not_paired(pairs: &[(PlayerId, PlayerId)]) -> Vec<BlockResolution> {
    pairs
        .iter()
        .map(|&(a, b)| BlockResolution::NotPaired { a, b })
        .collect()
}

/// A `RoundPaired` record numbering its tables from the next free id.
fn round_record(
    state: &EventState,
    round: u32,
    tables: Vec<(Vec<PlayerId>, Option<u16>)>,
    byes: Vec<Bye>,
    resolutions: Vec<BlockResolution>,
) -> EventRecord {
    let first = state.next_table_id().0;
    EventRecord::RoundPaired {
        round,
        tables: tables
            .into_iter()
            .enumerate()
            .map(|(i, (seats, division))| Table {
                id: TableId(first + i as u32),
                seats,
                division,
            })
            .collect(),
        byes,
        resolutions,
    }
}

fn pair_swiss(state: &EventState, rules: &Rules) -> Vec<EventRecord> {
    let seats = usize::from(rules.seats_per_table);
    let mut order = state.active_players();
    if order.len() < seats {
        return finish(state);
    }
    let points = points_by_player(state);
    let seed_rank = state.seed_rank();
    order.sort_by_key(|p| {
        (
            Reverse(points.get(p).copied().unwrap_or(0)),
            Reverse(state.entrants[p].rating),
            seed_rank.get(p).copied(),
        )
    });
    let met = state.met_pairs();
    let byes_had = state.byes_had();
    let pairing = swiss::pair_round(&swiss::SwissRound {
        order: &order,
        seats,
        met: &met,
        blocks: &state.blocks,
        byes_had: &byes_had,
    });
    let first_seats = first_seat_counts(state);
    let tables = pairing
        .tables
        .into_iter()
        .map(|mut table| {
            // Whoever moved first least often moves first; the table is
            // otherwise in standing order.
            let first = (0..table.len())
                .min_by_key(|&i| (first_seats.get(&table[i]).copied().unwrap_or(0), i))
                .unwrap_or(0);
            let head = table.remove(first);
            table.insert(0, head);
            (table, None)
        })
        .collect();
    let mut byes: Vec<Bye> = pairing
        .byes
        .iter()
        .map(|&player| Bye {
            player,
            kind: ByeKind::Regular,
        })
        .collect();
    byes.extend(pairing.blocked_byes.iter().map(|&player| Bye {
        player,
        kind: ByeKind::Blocked,
    }));
    let resolutions = pairing
        .blocked_byes
        .iter()
        .map(|&player| BlockResolution::ExtraBye { player })
        .collect();
    vec![round_record(
        state,
        state.round + 1,
        tables,
        byes,
        resolutions,
    )]
}

fn first_seat_counts(state: &EventState) -> HashMap<PlayerId, u32> {
    let mut counts = HashMap::new();
    for table in &state.tables {
        if let Some(&first) = table.table.seats.first() {
            *counts.entry(first).or_insert(0) += 1;
        }
    }
    counts
}

/// Knock-out: the first round's draw, or the next round from the winners;
/// the event ends when one player is left.
fn pair_knockout(state: &EventState) -> Vec<EventRecord> {
    let seed_rank = state.seed_rank();
    let (slots, mut resolutions) = if state.round == 0 {
        knockout::draw(&state.seeds, &state.blocks)
    } else {
        (knockout_survivors(state, &seed_rank), Vec::new())
    };
    if slots.iter().flatten().count() <= 1 {
        return finish(state);
    }
    let round = knockout::pair_round(&slots, &state.blocks, &seed_rank);
    resolutions.extend(round.resolutions);
    let byes = round
        .byes
        .iter()
        .map(|&player| Bye {
            player,
            kind: ByeKind::Regular,
        })
        .collect();
    vec![
        EventRecord::BracketDrawn { slots },
        round_record(
            state,
            state.round + 1,
            round.tables.into_iter().map(|t| (t, None)).collect(),
            byes,
            resolutions,
        ),
    ]
}

/// The winners of the current knock-out round in bracket order (players
/// who left since are empty slots). Call only once every table has a result.
fn knockout_survivors(
    state: &EventState,
    seed_rank: &HashMap<PlayerId, usize>,
) -> Vec<Option<PlayerId>> {
    let tables: Vec<_> = state
        .tables
        .iter()
        .filter(|t| t.round == state.round)
        .collect();
    let next = knockout::advance(&state.bracket, |a, b| {
        match tables.iter().find(|t| t.table.seats.contains(&a)) {
            Some(table) => table
                .result
                .as_ref()
                .map(|result| knockout::table_winner(&table.table.seats, result, seed_rank)),
            // No table: a blocked pair, decided by seed.
            None => Some(if seed_rank.get(&a) <= seed_rank.get(&b) {
                a
            } else {
                b
            }),
        }
    })
    .unwrap_or_default();
    next.into_iter()
        .map(|slot| slot.filter(|&p| state.is_active(p)))
        .collect()
}

fn end_season(
    state: &EventState,
    rules: &Rules,
    seasons: u16,
    promoted: u16,
    relegated: u16,
    rng: &mut dyn RngCore,
) -> Vec<EventRecord> {
    let season = state.round;
    let final_orders: Vec<Vec<PlayerId>> = (0..state.divisions.len())
        .map(|division| {
            division_standings(state, division)
                .into_iter()
                .filter(|s| s.active)
                .map(|s| s.player)
                .collect()
        })
        .collect();
    let ended = EventRecord::SeasonEnded {
        season,
        standings: final_orders.clone(),
    };
    let mut after = state.clone();
    apply(&mut after, &ended);
    let mut records = vec![ended];
    let active = state.active_players().len();
    if season >= u32::from(seasons) || active < rules.min_players() {
        let winners = leaders(&division_standings(state, 0));
        records.push(EventRecord::Finished { winners });
        return records;
    }
    let (divisions, moves) = league::next_divisions(
        &final_orders,
        usize::from(promoted),
        usize::from(relegated),
        usize::from(rules.seats_per_table),
    );
    for change in moves {
        records.push(if change.to_division < change.from_division {
            EventRecord::Promoted {
                player: change.player,
                from_division: change.from_division,
                to_division: change.to_division,
            }
        } else {
            EventRecord::Relegated {
                player: change.player,
                from_division: change.from_division,
                to_division: change.to_division,
            }
        });
    }
    records.extend(open_season(&after, rules, season + 1, divisions, rng));
    records
}

/// A season's divisions and every division's round-robin tables.
fn open_season(
    state: &EventState,
    rules: &Rules,
    season: u32,
    divisions: Vec<Vec<PlayerId>>,
    rng: &mut dyn RngCore,
) -> Vec<EventRecord> {
    let mut tables = Vec::new();
    let mut resolutions = Vec::new();
    for (index, members) in divisions.iter().enumerate() {
        let pairing = round_robin::pair_all(
            members,
            usize::from(rules.seats_per_table),
            &state.blocks,
            rng,
        );
        tables.extend(pairing.tables.into_iter().map(|t| (t, Some(index as u16))));
        resolutions.extend(not_paired(&pairing.not_paired));
    }
    vec![
        EventRecord::SeasonStarted { season, divisions },
        round_record(state, season, tables, Vec::new(), resolutions),
    ]
}

/// A table's result in which `absent` did not play: they share the last
/// places, everyone else shares first.
pub fn forfeit_result(seats: &[PlayerId], absent: &[PlayerId]) -> TableResult {
    let present = seats.iter().filter(|p| !absent.contains(p)).count();
    TableResult {
        places: seats
            .iter()
            .map(|p| {
                if absent.contains(p) {
                    present as u8 + 1
                } else {
                    1
                }
            })
            .collect(),
        scores: None,
        ending: Ending::Forfeit {
            absent: absent.to_vec(),
        },
    }
}

/// A player leaves: the leaving record, their open two-seat games forfeited
/// at once, their unanswered challenges lapsed. Open tables of three or more
/// go on; their result will place the leaver last.
fn leave(state: &EventState, player: PlayerId, record: EventRecord) -> Vec<EventRecord> {
    let mut records = vec![record];
    if state.phase != Phase::Running {
        return records;
    }
    for table in state.open_tables() {
        if table.table.seats.len() == 2 && table.table.seats.contains(&player) {
            records.push(EventRecord::ResultRecorded {
                table: table.table.id,
                result: forfeit_result(&table.table.seats, &[player]),
            });
        }
    }
    for challenge in &state.challenges {
        let involved = challenge.challenger == player || challenge.challenged == player;
        if involved && challenge.status == ChallengeStatus::Open {
            records.push(EventRecord::ChallengeExpired {
                challenge: challenge.id,
            });
        }
    }
    records
}

fn record_result(
    state: &EventState,
    rules: &Rules,
    id: TableId,
    outcome: &ReportedOutcome,
) -> Result<Vec<EventRecord>, Refusal> {
    let table = state.table(id).ok_or(Refusal::NoSuchTable(id))?;
    if table.result.is_some() {
        return Err(Refusal::ResultAlreadyRecorded(id));
    }
    let seats = &table.table.seats;
    let valid_places =
        |places: &[u8]| places.len() == seats.len() && is_competition_ranking(places);
    let valid_scores = |scores: &Option<Vec<i64>>| {
        scores
            .as_ref()
            .is_none_or(|scores| scores.len() == seats.len())
    };
    let valid_players = |players: &[PlayerId]| {
        !players.is_empty()
            && players.iter().all(|p| seats.contains(p))
            && players
                .iter()
                .enumerate()
                .all(|(i, p)| !players[i + 1..].contains(p))
    };
    let mut result = match outcome {
        ReportedOutcome::Played { places, scores } => {
            if !valid_places(places) || !valid_scores(scores) {
                return Err(Refusal::MalformedResult);
            }
            TableResult {
                places: places.clone(),
                scores: scores.clone(),
                ending: Ending::Played,
            }
        }
        ReportedOutcome::Forfeit { absent } => {
            if !valid_players(absent) {
                return Err(Refusal::MalformedResult);
            }
            forfeit_result(seats, absent)
        }
        ReportedOutcome::Timeout {
            timed_out,
            places,
            scores,
        } => {
            if !valid_players(timed_out) || !valid_places(places) || !valid_scores(scores) {
                return Err(Refusal::MalformedResult);
            }
            let places = match rules.timeout_policy {
                crate::rules::TimeoutPolicy::ScoredAsItStands => places.clone(),
                crate::rules::TimeoutPolicy::TimedOutLoses => {
                    sink_by_time_out(seats, places, timed_out)
                }
            };
            TableResult {
                places,
                scores: scores.clone(),
                ending: Ending::Timeout {
                    timed_out: timed_out.clone(),
                },
            }
        }
    };
    // Players who left during a game of three or more count as forfeiting it.
    if seats.iter().any(|&p| !state.is_active(p)) {
        result.places = sink(seats, &result.places, |p| !state.is_active(p));
    }
    let mut records = Vec::new();
    if let Some(challenge) = state
        .challenges
        .iter()
        .find(|c| c.status == ChallengeStatus::Accepted(id))
    {
        let place = |p: PlayerId| seats.iter().position(|&s| s == p).map(|i| result.places[i]);
        if place(challenge.challenger) < place(challenge.challenged) {
            records.push(EventRecord::ResultRecorded {
                table: id,
                result: result.clone(),
            });
            let mut after = state.clone();
            apply(&mut after, &records[0]);
            records.extend(swap_if_below(
                &after,
                challenge.challenger,
                challenge.challenged,
            ));
            return Ok(records);
        }
    }
    records.push(EventRecord::ResultRecorded { table: id, result });
    Ok(records)
}

/// Places re-ranked so the seats `sinks` picks come after all the others,
/// each group keeping its own order.
/// The `TimedOutLoses` places: whoever ran out of time places below everyone
/// who did not, and among those who ran out, the earlier one (first in
/// `timed_out`) places lower. A player whose seat the computer took at their
/// first move must not outrank one who played for weeks and then ran out,
/// just because the computer went on to win one seat against the other.
/// Within each group the game's own order stands.
fn sink_by_time_out(seats: &[PlayerId], places: &[u8], timed_out: &[PlayerId]) -> Vec<u8> {
    // Ran out later is better; not at all is best.
    let staying = timed_out.len();
    let keys: Vec<(usize, Reverse<u8>)> = seats
        .iter()
        .zip(places)
        .map(|(p, &place)| {
            let when = timed_out.iter().position(|t| t == p).unwrap_or(staying);
            (when, Reverse(place))
        })
        .collect();
    ranking_by(&keys)
}

fn sink(seats: &[PlayerId], places: &[u8], sinks: impl Fn(PlayerId) -> bool) -> Vec<u8> {
    let keys: Vec<(bool, Reverse<u8>)> = seats
        .iter()
        .zip(places)
        .map(|(&p, &place)| (!sinks(p), Reverse(place)))
        .collect();
    ranking_by(&keys)
}

fn challenge(
    state: &EventState,
    rules: &Rules,
    challenger: PlayerId,
    challenged: PlayerId,
    now: u64,
) -> Result<Vec<EventRecord>, Refusal> {
    let Format::Ladder { reach, .. } = rules.format else {
        return Err(Refusal::WrongFormat);
    };
    require_running(state)?;
    if challenger == challenged {
        return Err(Refusal::ChallengeSelf);
    }
    require_active(state, challenger)?;
    require_active(state, challenged)?;
    if state.blocks.contains(challenger, challenged) {
        return Err(Refusal::BlockedPair);
    }
    let (Some(from), Some(to)) = (
        state.ladder_position(challenger),
        state.ladder_position(challenged),
    ) else {
        return Err(Refusal::NotEntered(challenger));
    };
    if to >= from || from - to > usize::from(reach) {
        return Err(Refusal::OutOfReach {
            challenger,
            challenged,
        });
    }
    for player in [challenger, challenged] {
        if state.open_challenge_of(player).is_some() {
            return Err(Refusal::ChallengePending(player));
        }
    }
    Ok(vec![EventRecord::ChallengeIssued {
        challenge: ChallengeId(state.challenges.len() as u32),
        challenger,
        challenged,
        at: now,
    }])
}

/// The (challenger, challenged) of an open challenge `by` may answer now.
/// The players `challenger` may challenge now: exactly those a
/// `Challenge` action would be accepted against (the same checks), top rung
/// first. Empty outside a running ladder.
pub fn challengeable(
    state: &EventState,
    rules: &Rules,
    challenger: PlayerId,
    now: u64,
) -> Vec<PlayerId> {
    state
        .ladder
        .iter()
        .copied()
        .filter(|&target| challenge(state, rules, challenger, target, now).is_ok())
        .collect()
}

/// When an open challenge lapses unanswered (seconds, as `now`); `None`
/// outside a ladder.
pub fn challenge_deadline(rules: &Rules, challenge: &crate::state::Challenge) -> Option<u64> {
    let Format::Ladder {
        accept_within_days, ..
    } = rules.format
    else {
        return None;
    };
    Some(
        challenge
            .issued_at
            .saturating_add(u64::from(accept_within_days) * SECONDS_PER_DAY),
    )
}

fn answerable(
    state: &EventState,
    rules: &Rules,
    id: ChallengeId,
    by: PlayerId,
    now: u64,
) -> Result<(PlayerId, PlayerId), Refusal> {
    let Format::Ladder {
        accept_within_days, ..
    } = rules.format
    else {
        return Err(Refusal::WrongFormat);
    };
    let challenge = state
        .challenges
        .get(id.0 as usize)
        .filter(|c| c.status == ChallengeStatus::Open)
        .ok_or(Refusal::NoSuchChallenge(id))?;
    if challenge.challenged != by {
        return Err(Refusal::NotYourChallenge(id));
    }
    let deadline = challenge
        .issued_at
        .saturating_add(u64::from(accept_within_days) * SECONDS_PER_DAY);
    if now >= deadline {
        return Err(Refusal::ChallengeLapsed(id));
    }
    Ok((challenge.challenger, challenge.challenged))
}

/// The challenger takes the challenged player's rung (and they trade
/// places), if both are still on the ladder and the challenger still below.
fn swap_if_below(
    state: &EventState,
    challenger: PlayerId,
    challenged: PlayerId,
) -> Option<EventRecord> {
    let (Some(from), Some(to)) = (
        state.ladder_position(challenger),
        state.ladder_position(challenged),
    ) else {
        return None;
    };
    (to < from).then_some(EventRecord::PositionsSwapped {
        up: challenger,
        down: challenged,
    })
}

fn finish(state: &EventState) -> Vec<EventRecord> {
    vec![EventRecord::Finished {
        winners: leaders(&standings(state)),
    }]
}

/// What follows from the records by the event's own rules: players over the
/// timeout limit vanish, and a round robin, Swiss or knock-out whose last
/// game just ended finishes.
fn follow_up(state: &EventState, records: &mut Vec<EventRecord>) {
    if records.is_empty() {
        return;
    }
    let mut after = state.clone();
    for record in records.iter() {
        apply(&mut after, record);
    }
    let Some(rules) = after.rules.clone() else {
        return;
    };
    if let VanishedPolicy::WithdrawAfterTimeouts(limit) = rules.vanished_policy {
        let due: Vec<PlayerId> = after
            .entrants
            .iter()
            .filter(|(_, e)| e.status == EntrantStatus::Active && e.timeouts >= limit)
            .map(|(&p, _)| p)
            .collect();
        for player in due {
            for record in leave(&after, player, EventRecord::Vanished { player }) {
                apply(&mut after, &record);
                records.push(record);
            }
        }
    }
    if after.phase != Phase::Running || after.open_tables().next().is_some() {
        return;
    }
    let complete = match rules.format {
        Format::RoundRobin => after.round >= 1,
        Format::Swiss { rounds } => after.round >= u32::from(rounds),
        Format::KnockOut => {
            after.round >= 1
                && knockout_survivors(&after, &after.seed_rank())
                    .iter()
                    .flatten()
                    .count()
                    <= 1
        }
        Format::League { .. } | Format::Ladder { .. } => false,
    };
    if complete {
        let winners = if rules.format == Format::KnockOut {
            knockout_survivors(&after, &after.seed_rank())
                .into_iter()
                .flatten()
                .collect()
        } else {
            leaders(&standings(&after))
        };
        let finished = EventRecord::Finished { winners };
        records.push(finished);
    }
}
