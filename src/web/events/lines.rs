//! The lines of an event's lists as its pages show them — a standings
//! line with its tie-breaks named, a table with its game and result, an
//! entrant — made from the folded event, one way for the overview and for
//! the paged lists, each marked when it is the viewer's own.

use super::words;
use crate::web::context::PageContext;
use scriptorium_events::state::TableState;
use scriptorium_events::{Ending, EventState, PlayerId, Standing, TieBreak};
use std::collections::HashMap;
use uuid::Uuid;

pub struct StandingLine {
    pub rank: u32,
    pub name: String,
    pub points: u32,
    pub games: u32,
    /// The tie-breaks' values, a column each (`tie_break_columns`).
    pub tie_breaks: Vec<String>,
    pub active: bool,
    /// The viewer's own line.
    pub mine: bool,
    /// Lines were left out just before this one (the overview's cut).
    pub after_gap: bool,
}

impl StandingLine {
    /// The row's classes: a player who left, the viewer's own.
    pub fn class(&self) -> &'static str {
        match (self.active, self.mine) {
            (true, false) => "",
            (false, false) => "left",
            (true, true) => "me",
            (false, true) => "left me",
        }
    }
}

pub struct TableLine {
    pub label: String,
    pub players: String,
    pub game: Option<Uuid>,
    pub result: String,
    /// The viewer sits at it.
    pub mine: bool,
    /// Where "Find me" leads on a round's page (the viewer's first table).
    pub anchor: bool,
}

pub struct EntrantLine {
    pub name: String,
    pub rating: i32,
    pub active: bool,
    pub mine: bool,
}

pub fn standing_line(
    standing: &Standing,
    name_of: &impl Fn(&PlayerId) -> String,
    viewer: Option<PlayerId>,
) -> StandingLine {
    StandingLine {
        rank: standing.rank,
        name: name_of(&standing.player),
        points: standing.points,
        games: standing.games,
        tie_breaks: standing
            .tie_breaks
            .iter()
            .map(|(t, v)| t.shown(*v).to_string())
            .collect(),
        active: standing.active,
        mine: viewer == Some(standing.player),
        after_gap: false,
    }
}

/// A tie-break's column: its short heading and its name.
pub struct TieBreakColumn {
    pub short: &'static str,
    pub name: &'static str,
}

/// The standings' tie-break columns, in the order they apply.
pub fn tie_break_columns(ctx: &PageContext, table: &[Standing]) -> Vec<TieBreakColumn> {
    table
        .first()
        .map(|s| {
            s.tie_breaks
                .iter()
                .map(|(t, _)| TieBreakColumn {
                    short: words::tie_break_short(ctx, *t),
                    name: words::tie_break_name(ctx, *t),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The tie-breaks of the standings in the order they apply, named.
pub fn tie_break_names(ctx: &PageContext, table: &[Standing]) -> String {
    let order: Vec<TieBreak> = table
        .first()
        .map(|s| s.tie_breaks.iter().map(|(t, _)| *t).collect())
        .unwrap_or_default();
    order
        .iter()
        .map(|t| words::tie_break_name(ctx, *t))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn entrant_line(
    state: &EventState,
    player: &PlayerId,
    name_of: &impl Fn(&PlayerId) -> String,
    viewer: Option<PlayerId>,
) -> EntrantLine {
    EntrantLine {
        name: name_of(player),
        rating: state.entrants[player].rating,
        active: state.is_active(*player),
        mine: viewer == Some(*player),
    }
}

/// The event's games by table id.
pub fn games_by_table(event: &crate::store::events::EventWithLog) -> HashMap<u32, Uuid> {
    event
        .games
        .iter()
        .map(|game| (game.table as u32, game.game))
        .collect()
}

/// The numbers of the rounds with a table or a bye, in order (a ladder's
/// challenges are round 0, a league's seasons its rounds).
pub fn round_numbers(state: &EventState) -> Vec<u32> {
    let mut numbers: Vec<u32> = state.tables.iter().map(|t| t.round).collect();
    numbers.extend(state.byes.iter().map(|b| b.round));
    numbers.sort_unstable();
    numbers.dedup();
    numbers
}

/// A round's tables, in the order they were opened.
pub fn tables_of(state: &EventState, round: u32) -> Vec<&TableState> {
    state.tables.iter().filter(|t| t.round == round).collect()
}

/// The players with a bye in a round.
pub fn byes_of(state: &EventState, round: u32) -> Vec<PlayerId> {
    state
        .byes
        .iter()
        .filter(|b| b.round == round)
        .map(|b| b.bye.player)
        .collect()
}

pub fn table_line(
    ctx: &PageContext,
    table: &TableState,
    games: &HashMap<u32, Uuid>,
    name_of: &impl Fn(&PlayerId) -> String,
    viewer: Option<PlayerId>,
) -> TableLine {
    TableLine {
        label: ctx.tn("events-table", "table", i64::from(table.table.id.0) + 1),
        players: table
            .table
            .seats
            .iter()
            .map(name_of)
            .collect::<Vec<_>>()
            .join(", "),
        game: games.get(&table.table.id.0).copied(),
        result: match &table.result {
            None => ctx.t("events-result-playing").to_owned(),
            Some(result) => {
                let places = table
                    .table
                    .seats
                    .iter()
                    .zip(&result.places)
                    .map(|(p, place)| format!("{place}. {}", name_of(p)))
                    .collect::<Vec<_>>()
                    .join(", ");
                let how = match result.ending {
                    Ending::Played => "",
                    Ending::Forfeit { .. } => ctx.t("events-result-forfeit"),
                    Ending::Timeout { .. } => ctx.t("events-result-timeout"),
                };
                format!("{places} {how}").trim_end().to_owned()
            }
        },
        mine: sits_at(table, viewer),
        anchor: false,
    }
}

/// Whether the viewer sits at `table`.
pub fn sits_at(table: &TableState, viewer: Option<PlayerId>) -> bool {
    viewer.is_some_and(|v| table.table.seats.contains(&v))
}
