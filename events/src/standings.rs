//! Standings rebuilt from the log's tables and byes, with the tie-breaks of
//! each format named:
//! - Swiss: points, Buchholz, Sonneborn-Berger, the game's own score;
//! - round robin and league divisions, two seats: points, head-to-head,
//!   the game's own score (game points);
//! - round robin and league divisions, 3–6 seats: points by place, the
//!   game's own score;
//! - knock-out: the champion, then the last round reached;
//! - ladder: the rungs.
//!
//! Every list ends with the seed (rating at the start) so the order is
//! total, but the seed never makes a rank: players level on every named
//! tie-break share their rank.

use crate::ids::PlayerId;
use crate::record::{bye_points, pairwise_points, BlockResolution, TableResult};
use crate::rules::Format;
use crate::state::{EntrantStatus, EventState, TableState};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// Sum of the points of every opponent met (one entry per table).
    Buchholz,
    /// Sum over opponents of (points scored against them) × (their points).
    SonnebornBerger,
    /// Points scored against the players level on points.
    HeadToHead,
    /// Sum of the game's own scores.
    GameScore,
    /// Knock-out: 1 for the champion.
    Champion,
    /// Knock-out: the last round the player played or went through.
    RoundReached,
    /// Ladder: the rung, counted from the top (negated, so greater is better).
    Rung,
}

impl TieBreak {
    /// A value of this tie-break as people read it: the same, but a rung
    /// counted from 1 at the top (the stored value is negated to sort).
    pub fn shown(self, value: i64) -> i64 {
        match self {
            TieBreak::Rung => 1 - value,
            _ => value,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub player: PlayerId,
    /// 1 is first; level players share a rank.
    pub rank: u32,
    /// Points: 2 for each opponent finished ahead of, 1 for each tie, byes
    /// worth a win (or a draw for a blocked bye).
    pub points: u32,
    pub games: u32,
    /// The named tie-breaks in the order they apply.
    pub tie_breaks: Vec<(TieBreak, i64)>,
    pub active: bool,
}

/// The standings of the whole event (for a league: the season under way,
/// all divisions, top division first).
pub fn standings(state: &EventState) -> Vec<Standing> {
    let Some(rules) = &state.rules else {
        return Vec::new();
    };
    let everyone: Vec<PlayerId> = state.entry_order.clone();
    match rules.format {
        Format::Swiss { .. } => ranked(state, &everyone, &all_tables(state), true, swiss_keys),
        Format::RoundRobin => {
            let tables = all_tables(state);
            if rules.seats_per_table == 2 {
                ranked(state, &everyone, &tables, false, head_to_head_keys)
            } else {
                ranked(state, &everyone, &tables, false, game_score_keys)
            }
        }
        Format::League { .. } => (0..state.divisions.len())
            .flat_map(|division| division_standings(state, division))
            .collect(),
        Format::KnockOut => ranked(state, &everyone, &all_tables(state), true, knockout_keys),
        Format::Ladder { .. } => ladder_standings(state),
    }
}

/// One league division's standings in the season under way.
pub fn division_standings(state: &EventState, division: usize) -> Vec<Standing> {
    let Some(rules) = &state.rules else {
        return Vec::new();
    };
    let Some(members) = state.divisions.get(division) else {
        return Vec::new();
    };
    let tables: Vec<&TableState> = state
        .tables
        .iter()
        .filter(|t| t.round == state.round && t.table.division == Some(division as u16))
        .collect();
    if rules.seats_per_table == 2 {
        ranked(state, members, &tables, false, head_to_head_keys)
    } else {
        ranked(state, members, &tables, false, game_score_keys)
    }
}

/// The best active players, sharing first place.
pub fn leaders(standings: &[Standing]) -> Vec<PlayerId> {
    let active: Vec<&Standing> = standings.iter().filter(|s| s.active).collect();
    let Some(best) = active.first() else {
        return Vec::new();
    };
    active
        .iter()
        .filter(|s| s.points == best.points && s.tie_breaks == best.tie_breaks)
        .map(|s| s.player)
        .collect()
}

fn all_tables(state: &EventState) -> Vec<&TableState> {
    state.tables.iter().collect()
}

/// What the tables say about one player.
#[derive(Default)]
struct Tally {
    points: u32,
    games: u32,
    game_score: i64,
    /// (opponent, points scored against them), one entry per table.
    against: Vec<(PlayerId, u32)>,
    last_round: u32,
}

type KeyFn = fn(&Context<'_>, PlayerId) -> Vec<(TieBreak, i64)>;

struct Context<'a> {
    state: &'a EventState,
    tallies: HashMap<PlayerId, Tally>,
    /// Players level on points with each player (head-to-head groups).
    level: HashMap<u32, HashSet<PlayerId>>,
}

fn ranked(
    state: &EventState,
    players: &[PlayerId],
    tables: &[&TableState],
    with_byes: bool,
    keys: KeyFn,
) -> Vec<Standing> {
    let seats = state.rules.as_ref().map_or(2, |r| r.seats_per_table);
    let members: HashSet<PlayerId> = players.iter().copied().collect();
    let mut tallies: HashMap<PlayerId, Tally> =
        players.iter().map(|&p| (p, Tally::default())).collect();
    for table in tables {
        let Some(result) = &table.result else {
            continue;
        };
        tally_table(&mut tallies, &members, table, result);
    }
    if with_byes {
        for round_bye in &state.byes {
            if let Some(tally) = tallies.get_mut(&round_bye.bye.player) {
                tally.points += bye_points(round_bye.bye.kind, seats);
                tally.last_round = tally.last_round.max(round_bye.round);
            }
        }
        for (round, resolution) in &state.resolutions {
            if let BlockResolution::DecidedBySeed {
                advanced,
                eliminated,
            } = resolution
            {
                for player in [advanced, eliminated] {
                    if let Some(tally) = tallies.get_mut(player) {
                        tally.last_round = tally.last_round.max(*round);
                    }
                }
            }
        }
    }
    let mut level: HashMap<u32, HashSet<PlayerId>> = HashMap::new();
    for (&player, tally) in &tallies {
        level.entry(tally.points).or_default().insert(player);
    }
    let context = Context {
        state,
        tallies,
        level,
    };
    let seed_rank = state.seed_rank();
    let mut rows: Vec<Standing> = players
        .iter()
        .map(|&player| {
            let tally = &context.tallies[&player];
            Standing {
                player,
                rank: 0,
                points: tally.points,
                games: tally.games,
                tie_breaks: keys(&context, player),
                active: state.is_active(player),
            }
        })
        .collect();
    let format_ranks_on_points = !matches!(
        state.rules.as_ref().map(|r| r.format),
        Some(Format::KnockOut)
    );
    let sort_key = |row: &Standing| {
        let points = if format_ranks_on_points {
            row.points
        } else {
            0
        };
        (
            points,
            row.tie_breaks.iter().map(|&(_, v)| v).collect::<Vec<_>>(),
        )
    };
    rows.sort_by(|a, b| {
        sort_key(b)
            .cmp(&sort_key(a))
            .then_with(|| seed_rank.get(&a.player).cmp(&seed_rank.get(&b.player)))
    });
    assign_ranks(&mut rows, sort_key);
    rows
}

fn assign_ranks<K: PartialEq>(rows: &mut [Standing], key: impl Fn(&Standing) -> K) {
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && key(&rows[i]) == key(&rows[i - 1]) {
            rows[i - 1].rank
        } else {
            i as u32 + 1
        };
    }
}

fn tally_table(
    tallies: &mut HashMap<PlayerId, Tally>,
    members: &HashSet<PlayerId>,
    table: &TableState,
    result: &TableResult,
) {
    let seats = &table.table.seats;
    for (seat, &player) in seats.iter().enumerate() {
        if !members.contains(&player) {
            continue;
        }
        let tally = tallies.get_mut(&player).expect("members have tallies");
        tally.points += result.points_of_seat(seat);
        tally.games += 1;
        tally.last_round = tally.last_round.max(table.round);
        if let Some(score) = result.scores.as_ref().and_then(|s| s.get(seat)) {
            tally.game_score += score;
        }
        for (other, &opponent) in seats.iter().enumerate() {
            if other != seat {
                tally.against.push((
                    opponent,
                    pairwise_points(result.places[seat], result.places[other]),
                ));
            }
        }
    }
}

fn points_of(context: &Context<'_>, player: PlayerId) -> i64 {
    context
        .tallies
        .get(&player)
        .map_or(0, |t| i64::from(t.points))
}

fn swiss_keys(context: &Context<'_>, player: PlayerId) -> Vec<(TieBreak, i64)> {
    let tally = &context.tallies[&player];
    let buchholz = tally
        .against
        .iter()
        .map(|&(opponent, _)| points_of(context, opponent))
        .sum();
    let sonneborn_berger = tally
        .against
        .iter()
        .map(|&(opponent, scored)| i64::from(scored) * points_of(context, opponent))
        .sum();
    vec![
        (TieBreak::Buchholz, buchholz),
        (TieBreak::SonnebornBerger, sonneborn_berger),
        (TieBreak::GameScore, tally.game_score),
    ]
}

fn head_to_head_keys(context: &Context<'_>, player: PlayerId) -> Vec<(TieBreak, i64)> {
    let tally = &context.tallies[&player];
    let level = &context.level[&tally.points];
    let head_to_head = tally
        .against
        .iter()
        .filter(|(opponent, _)| level.contains(opponent))
        .map(|&(_, scored)| i64::from(scored))
        .sum();
    vec![
        (TieBreak::HeadToHead, head_to_head),
        (TieBreak::GameScore, tally.game_score),
    ]
}

fn game_score_keys(context: &Context<'_>, player: PlayerId) -> Vec<(TieBreak, i64)> {
    vec![(TieBreak::GameScore, context.tallies[&player].game_score)]
}

fn knockout_keys(context: &Context<'_>, player: PlayerId) -> Vec<(TieBreak, i64)> {
    let champion = context.state.winners.contains(&player);
    vec![
        (TieBreak::Champion, i64::from(champion)),
        (
            TieBreak::RoundReached,
            i64::from(context.tallies[&player].last_round),
        ),
    ]
}

fn ladder_standings(state: &EventState) -> Vec<Standing> {
    let mut rows: Vec<Standing> = state
        .ladder
        .iter()
        .enumerate()
        .map(|(rung, &player)| Standing {
            player,
            rank: rung as u32 + 1,
            points: 0,
            games: state
                .tables
                .iter()
                .filter(|t| t.result.is_some() && t.table.seats.contains(&player))
                .count() as u32,
            tie_breaks: vec![(TieBreak::Rung, -(rung as i64))],
            active: true,
        })
        .collect();
    // Players who left keep no rung; they follow, unranked by play.
    let next_rank = rows.len() as u32 + 1;
    rows.extend(
        state
            .entry_order
            .iter()
            .filter(|p| {
                state
                    .entrants
                    .get(p)
                    .is_some_and(|e| e.status != EntrantStatus::Active)
            })
            .map(|&player| Standing {
                player,
                rank: next_rank,
                points: 0,
                games: 0,
                tie_breaks: Vec::new(),
                active: false,
            }),
    );
    rows
}

/// Every entrant's points so far (tables and byes), for pairing by score.
pub fn points_by_player(state: &EventState) -> HashMap<PlayerId, u32> {
    let seats = state.rules.as_ref().map_or(2, |r| r.seats_per_table);
    let mut points: HashMap<PlayerId, u32> = state.entry_order.iter().map(|&p| (p, 0)).collect();
    for table in &state.tables {
        let Some(result) = &table.result else {
            continue;
        };
        for (seat, player) in table.table.seats.iter().enumerate() {
            *points.entry(*player).or_insert(0) += result.points_of_seat(seat);
        }
    }
    for round_bye in &state.byes {
        *points.entry(round_bye.bye.player).or_insert(0) += bye_points(round_bye.bye.kind, seats);
    }
    points
}
