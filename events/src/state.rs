//! The state of an event, folded from its log. `apply` writes down what a
//! record says and never fails: every judgement was made in `decide`.

use crate::ids::{Blocks, ChallengeId, PlayerId, TableId};
use crate::record::{BlockResolution, Bye, CancelReason, EventRecord, Table, TableResult};
use crate::rules::{Format, Rules};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventState {
    /// `None` until `Created`.
    pub rules: Option<Rules>,
    pub phase: Phase,
    pub entrants: BTreeMap<PlayerId, Entrant>,
    /// Players in the order they registered (ties of rating keep it).
    pub entry_order: Vec<PlayerId>,
    /// The active players at the start, best first.
    pub seeds: Vec<PlayerId>,
    /// Rounds paired so far (Swiss, knock-out), or the league season under
    /// way; 1 once a round robin opened its tables.
    pub round: u32,
    /// Every table, indexed by its `TableId`.
    pub tables: Vec<TableState>,
    pub byes: Vec<RoundBye>,
    /// How pairing kept blocked pairs apart, with the round it happened in.
    pub resolutions: Vec<(u32, BlockResolution)>,
    pub blocks: Blocks,
    /// Knock-out: the current round's bracket slots.
    pub bracket: Vec<Option<PlayerId>>,
    /// League: the current season's divisions, top first.
    pub divisions: Vec<Vec<PlayerId>>,
    /// League: every ended season's final order per division.
    pub season_results: Vec<Vec<Vec<PlayerId>>>,
    /// Ladder: the rungs, top first.
    pub ladder: Vec<PlayerId>,
    pub challenges: Vec<Challenge>,
    pub winners: Vec<PlayerId>,
    pub cancelled: Option<CancelReason>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    #[default]
    NotCreated,
    Registering,
    Running,
    Finished,
    Cancelled,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub rating: i32,
    pub status: EntrantStatus,
    /// Games of this event the player timed out in.
    pub timeouts: u16,
    /// The round before which they registered (0: before the start).
    pub joined_round: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EntrantStatus {
    Active,
    Withdrew,
    Removed,
    Vanished,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableState {
    pub table: Table,
    /// The round (season for leagues) it belongs to; ladder games carry 0.
    pub round: u32,
    pub result: Option<TableResult>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundBye {
    pub round: u32,
    pub bye: Bye,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub id: ChallengeId,
    pub challenger: PlayerId,
    pub challenged: PlayerId,
    pub issued_at: u64,
    pub status: ChallengeStatus,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChallengeStatus {
    Open,
    Accepted(TableId),
    Declined,
    Expired,
}

impl EventState {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Finished | Phase::Cancelled)
    }

    pub fn is_active(&self, player: PlayerId) -> bool {
        self.entrants
            .get(&player)
            .is_some_and(|e| e.status == EntrantStatus::Active)
    }

    /// Active players in registration order.
    pub fn active_players(&self) -> Vec<PlayerId> {
        self.entry_order
            .iter()
            .copied()
            .filter(|&p| self.is_active(p))
            .collect()
    }

    pub fn table(&self, id: TableId) -> Option<&TableState> {
        self.tables.get(id.0 as usize)
    }

    pub fn open_tables(&self) -> impl Iterator<Item = &TableState> {
        self.tables.iter().filter(|t| t.result.is_none())
    }

    pub fn next_table_id(&self) -> TableId {
        TableId(u32::try_from(self.tables.len()).expect("fewer than 2^32 tables"))
    }

    /// Opponents already met at any table (both orders of each pair).
    pub fn met_pairs(&self) -> HashSet<(PlayerId, PlayerId)> {
        let mut met = HashSet::new();
        for table in &self.tables {
            let seats = &table.table.seats;
            for &a in seats {
                for &b in seats {
                    if a != b {
                        met.insert((a, b));
                    }
                }
            }
        }
        met
    }

    pub fn byes_had(&self) -> HashMap<PlayerId, u16> {
        let mut byes = HashMap::new();
        for round_bye in &self.byes {
            *byes.entry(round_bye.bye.player).or_insert(0) += 1;
        }
        byes
    }

    /// Seed rank (0 best) of everyone seeded, late entrants after them in
    /// registration order.
    pub fn seed_rank(&self) -> HashMap<PlayerId, usize> {
        let mut rank: HashMap<PlayerId, usize> = self
            .seeds
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, i))
            .collect();
        for &player in &self.entry_order {
            let next = rank.len();
            rank.entry(player).or_insert(next);
        }
        rank
    }

    pub fn ladder_position(&self, player: PlayerId) -> Option<usize> {
        self.ladder.iter().position(|&p| p == player)
    }

    pub fn open_challenge_of(&self, player: PlayerId) -> Option<&Challenge> {
        self.challenges.iter().find(|c| {
            (c.challenger == player || c.challenged == player)
                && match c.status {
                    ChallengeStatus::Open => true,
                    ChallengeStatus::Accepted(table) => {
                        self.table(table).is_some_and(|t| t.result.is_none())
                    }
                    ChallengeStatus::Declined | ChallengeStatus::Expired => false,
                }
        })
    }

    fn format(&self) -> Option<Format> {
        self.rules.as_ref().map(|r| r.format)
    }

    fn leave(&mut self, player: PlayerId, status: EntrantStatus) {
        if let Some(entrant) = self.entrants.get_mut(&player) {
            entrant.status = status;
        }
        if matches!(self.format(), Some(Format::Ladder { .. })) {
            self.ladder.retain(|&p| p != player);
        }
    }

    fn open_table(&mut self, table: &Table, round: u32) {
        debug_assert_eq!(table.id, self.next_table_id(), "tables open in order");
        self.tables.push(TableState {
            table: table.clone(),
            round,
            result: None,
        });
    }
}

/// Folds one record into the state. Never fails: a record is a fact.
pub fn apply(state: &mut EventState, record: &EventRecord) {
    match record {
        EventRecord::Created { rules } => {
            state.rules = Some(rules.clone());
            state.phase = Phase::Registering;
        }
        EventRecord::RulesChanged { rules } => state.rules = Some(rules.clone()),
        EventRecord::BlocksUpdated { blocks } => state.blocks = blocks.clone(),
        EventRecord::Registered { player, rating } => {
            let joined_round = if state.phase == Phase::Running {
                state.round
            } else {
                0
            };
            state.entrants.insert(
                *player,
                Entrant {
                    rating: *rating,
                    status: EntrantStatus::Active,
                    timeouts: 0,
                    joined_round,
                },
            );
            state.entry_order.push(*player);
            if state.phase == Phase::Running
                && matches!(state.format(), Some(Format::Ladder { .. }))
            {
                state.ladder.push(*player);
            }
        }
        EventRecord::Withdrew { player } => state.leave(*player, EntrantStatus::Withdrew),
        EventRecord::RemovedByModerator { player } => state.leave(*player, EntrantStatus::Removed),
        EventRecord::Vanished { player } => state.leave(*player, EntrantStatus::Vanished),
        EventRecord::Started { seeds } => {
            state.phase = Phase::Running;
            state.seeds = seeds.clone();
            if matches!(state.format(), Some(Format::Ladder { .. })) {
                state.ladder = seeds.clone();
            }
        }
        EventRecord::RoundPaired {
            round,
            tables,
            byes,
            resolutions,
        } => {
            state.round = *round;
            state
                .resolutions
                .extend(resolutions.iter().map(|r| (*round, r.clone())));
            for table in tables {
                state.open_table(table, *round);
            }
            state
                .byes
                .extend(byes.iter().map(|&bye| RoundBye { round: *round, bye }));
        }
        EventRecord::BracketDrawn { slots } => state.bracket = slots.clone(),
        EventRecord::ResultRecorded { table, result } => {
            if let crate::record::Ending::Timeout { timed_out } = &result.ending {
                for player in timed_out {
                    if let Some(entrant) = state.entrants.get_mut(player) {
                        entrant.timeouts += 1;
                    }
                }
            }
            if let Some(table) = state.tables.get_mut(table.0 as usize) {
                table.result = Some(result.clone());
            }
        }
        EventRecord::SeasonEnded {
            season: _,
            standings,
        } => {
            state.season_results.push(standings.clone());
        }
        // The moves are written for the players and the service; the next
        // season's divisions (`SeasonStarted`) already place everyone.
        EventRecord::Promoted { .. } | EventRecord::Relegated { .. } => {}
        EventRecord::SeasonStarted { season, divisions } => {
            state.round = *season;
            state.divisions = divisions.clone();
        }
        EventRecord::ChallengeIssued {
            challenge,
            challenger,
            challenged,
            at,
        } => state.challenges.push(Challenge {
            id: *challenge,
            challenger: *challenger,
            challenged: *challenged,
            issued_at: *at,
            status: ChallengeStatus::Open,
        }),
        EventRecord::ChallengeAccepted { challenge, table } => {
            state.open_table(table, 0);
            set_challenge(state, *challenge, ChallengeStatus::Accepted(table.id));
        }
        EventRecord::ChallengeDeclined { challenge } => {
            set_challenge(state, *challenge, ChallengeStatus::Declined)
        }
        EventRecord::ChallengeExpired { challenge } => {
            set_challenge(state, *challenge, ChallengeStatus::Expired)
        }
        EventRecord::PositionsSwapped { up, down } => {
            if let (Some(i), Some(j)) = (state.ladder_position(*up), state.ladder_position(*down)) {
                state.ladder.swap(i, j);
            }
        }
        EventRecord::Finished { winners } => {
            state.phase = Phase::Finished;
            state.winners = winners.clone();
        }
        EventRecord::Cancelled { reason } => {
            state.phase = Phase::Cancelled;
            state.cancelled = Some(*reason);
        }
    }
}

fn set_challenge(state: &mut EventState, id: ChallengeId, status: ChallengeStatus) {
    if let Some(challenge) = state.challenges.get_mut(id.0 as usize) {
        challenge.status = status;
    }
}

/// The state a whole log produces.
pub fn fold<'a>(records: impl IntoIterator<Item = &'a EventRecord>) -> EventState {
    let mut state = EventState::new();
    for record in records {
        apply(&mut state, record);
    }
    state
}
