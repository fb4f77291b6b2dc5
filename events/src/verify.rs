//! Checking a log someone hands us (an exported event, `scriptorium verify`):
//! folding alone trusts every record, so this replays the records one by one
//! and refuses the first that the decisions could never have written — a
//! player entered twice, a table seating someone not in the event or
//! someone twice in a round, a result for a table that is not open, a
//! challenge answered twice, anything after the end. A log our own
//! decisions wrote always passes (the property tests check every log they
//! make); the state it returns is the fold's.

use crate::ids::PlayerId;
use crate::record::EventRecord;
use crate::rules::Format;
use crate::state::{apply, ChallengeStatus, EventState, Phase};
use std::collections::HashSet;

/// The first record that cannot follow the ones before it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("record {index}: {problem}")]
pub struct Inconsistent {
    /// From 0, in log order.
    pub index: usize,
    pub problem: Problem,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("the log does not begin with the event's creation")]
    NotCreatedFirst,
    #[error("the event is created twice")]
    CreatedTwice,
    #[error("the rules change after the start")]
    RulesChangedLate,
    #[error("nothing may follow the end of the event")]
    AfterTheEnd,
    #[error("a player enters twice")]
    EnteredTwice,
    #[error("a player enters when entries are closed")]
    EntryClosed,
    #[error("a player leaves who is not taking part")]
    NotTakingPart,
    #[error("the event starts twice, or with other players than its entrants")]
    BadStart,
    #[error("a round is paired while the event is not running")]
    NotRunning,
    #[error("a table seats someone not taking part")]
    SeatsAnOutsider,
    #[error("someone is seated twice in one round")]
    SeatedTwice,
    #[error("a table seats two players who blocked each other")]
    SeatsABlockedPair,
    #[error("a table has the wrong number of seats")]
    TableSize,
    #[error("a table's number is not the next one")]
    TableOutOfOrder,
    #[error("a result is recorded for a table that is not open")]
    NoOpenTable,
    #[error("a result's places do not match the table's seats")]
    ResultShape,
    #[error("a challenge outside a running ladder")]
    NotALadder,
    #[error("a challenge's number is not the next one")]
    ChallengeOutOfOrder,
    #[error("a challenge is answered that is not open")]
    ChallengeNotOpen,
    #[error("rungs swap for a player not on the ladder")]
    NotOnTheLadder,
    #[error("a winner who never entered")]
    WinnerNotEntered,
}

/// Replays `records`, refusing the first that could not follow; the folded
/// state when all can.
pub fn check(records: &[EventRecord]) -> Result<EventState, Inconsistent> {
    let mut state = EventState::new();
    for (index, record) in records.iter().enumerate() {
        follows(&state, record).map_err(|problem| Inconsistent { index, problem })?;
        apply(&mut state, record);
    }
    Ok(state)
}

/// Whether `record` can follow `state`.
fn follows(state: &EventState, record: &EventRecord) -> Result<(), Problem> {
    let created = state.rules.is_some();
    match record {
        EventRecord::Created { .. } if created => return Err(Problem::CreatedTwice),
        EventRecord::Created { .. } => return Ok(()),
        _ if !created => return Err(Problem::NotCreatedFirst),
        _ if state.is_over() => return Err(Problem::AfterTheEnd),
        _ => {}
    }
    let rules = state.rules.as_ref().expect("created");
    let running = state.phase == Phase::Running;
    let taking_part = |player: &PlayerId| state.is_active(*player);
    match record {
        EventRecord::Created { .. } => unreachable!("handled above"),
        EventRecord::RulesChanged { .. } if state.phase != Phase::Registering => {
            Err(Problem::RulesChangedLate)
        }
        EventRecord::Registered { player, .. } => {
            if state.entrants.contains_key(player) {
                Err(Problem::EnteredTwice)
            } else if state.phase == Phase::Registering || (running && rules.late_entry()) {
                Ok(())
            } else {
                Err(Problem::EntryClosed)
            }
        }
        EventRecord::Withdrew { player }
        | EventRecord::RemovedByModerator { player }
        | EventRecord::Vanished { player }
            if !taking_part(player) =>
        {
            Err(Problem::NotTakingPart)
        }
        EventRecord::Started { seeds } => {
            let seeded: HashSet<&PlayerId> = seeds.iter().collect();
            let active = state.active_players();
            let entrants: HashSet<&PlayerId> = active.iter().collect();
            if state.phase != Phase::Registering
                || seeded != entrants
                || seeded.len() != seeds.len()
            {
                Err(Problem::BadStart)
            } else {
                Ok(())
            }
        }
        EventRecord::RoundPaired { tables, byes, .. } => {
            if !running {
                return Err(Problem::NotRunning);
            }
            // A round robin (a league's season too) opens every game at
            // once: a player sits at many tables of one pairing. A Swiss or
            // knock-out round seats each player once.
            let once_a_round = matches!(rules.format, Format::Swiss { .. } | Format::KnockOut);
            let mut seated = HashSet::new();
            for (next, table) in (state.tables.len()..).zip(tables) {
                if table.id.0 as usize != next {
                    return Err(Problem::TableOutOfOrder);
                }
                if table.seats.len() < 2 || table.seats.len() > usize::from(rules.seats_per_table) {
                    return Err(Problem::TableSize);
                }
                if state.blocks.splits(&table.seats) {
                    return Err(Problem::SeatsABlockedPair);
                }
                for player in &table.seats {
                    if !taking_part(player) {
                        return Err(Problem::SeatsAnOutsider);
                    }
                    if !seated.insert(*player) && once_a_round {
                        return Err(Problem::SeatedTwice);
                    }
                }
            }
            for bye in byes {
                if !taking_part(&bye.player) {
                    return Err(Problem::SeatsAnOutsider);
                }
                if !seated.insert(bye.player) && once_a_round {
                    return Err(Problem::SeatedTwice);
                }
            }
            Ok(())
        }
        EventRecord::ResultRecorded { table, result } => {
            let open = state
                .table(*table)
                .filter(|open| open.result.is_none())
                .ok_or(Problem::NoOpenTable)?;
            let seats = open.table.seats.len();
            let places_fit = result.places.len() == seats
                && result
                    .places
                    .iter()
                    .all(|&place| place >= 1 && usize::from(place) <= seats);
            let scores_fit = result.scores.as_ref().is_none_or(|s| s.len() == seats);
            if places_fit && scores_fit {
                Ok(())
            } else {
                Err(Problem::ResultShape)
            }
        }
        EventRecord::ChallengeIssued {
            challenge,
            challenger,
            challenged,
            ..
        } => {
            if !matches!(rules.format, Format::Ladder { .. }) || !running {
                Err(Problem::NotALadder)
            } else if challenge.0 as usize != state.challenges.len() {
                Err(Problem::ChallengeOutOfOrder)
            } else if state.ladder_position(*challenger).is_none()
                || state.ladder_position(*challenged).is_none()
            {
                Err(Problem::NotOnTheLadder)
            } else if state.blocks.contains(*challenger, *challenged) {
                Err(Problem::SeatsABlockedPair)
            } else {
                Ok(())
            }
        }
        EventRecord::ChallengeAccepted { challenge, table } => {
            let open = state
                .challenges
                .get(challenge.0 as usize)
                .is_some_and(|c| c.status == ChallengeStatus::Open);
            if !open {
                Err(Problem::ChallengeNotOpen)
            } else if table.id.0 as usize != state.tables.len() {
                Err(Problem::TableOutOfOrder)
            } else {
                Ok(())
            }
        }
        EventRecord::ChallengeDeclined { challenge }
        | EventRecord::ChallengeExpired { challenge } => {
            let open = state
                .challenges
                .get(challenge.0 as usize)
                .is_some_and(|c| c.status == ChallengeStatus::Open);
            if open {
                Ok(())
            } else {
                Err(Problem::ChallengeNotOpen)
            }
        }
        EventRecord::PositionsSwapped { up, down }
            if state.ladder_position(*up).is_none() || state.ladder_position(*down).is_none() =>
        {
            Err(Problem::NotOnTheLadder)
        }
        EventRecord::Finished { winners }
            if winners.iter().any(|w| !state.entrants.contains_key(w)) =>
        {
            Err(Problem::WinnerNotEntered)
        }
        _ => Ok(()),
    }
}
