//! What the event's page shows of its long lists, so that it stays short
//! whatever the event's size (issue 44, "events at scale"): the top of the
//! standings and the viewer's own line, the round under way with the
//! viewer's table first, earlier rounds one line each, the first entrants.
//! A small event's lists are shown whole, as they always were; each cut
//! list links to its full, paged list (`lists`). Everything comes from the
//! page's one read: nothing here asks the database.

use super::lines::{self, EntrantLine, StandingLine, TableLine};
use super::paging::{self, ENTRANTS, ROUND_BYES, ROUND_TABLES, TOP_STANDINGS};
use crate::support::i18n::t_args;
use crate::web::context::PageContext;
use scriptorium_events::{EventState, PlayerId, Standing};
use std::collections::HashMap;
use uuid::Uuid;

pub struct StandingsSection {
    pub lines: Vec<StandingLine>,
    /// Every line of the standings.
    pub total: i64,
    /// Lines were left out: the page links to the full standings.
    pub cut: bool,
}

pub fn standings(
    table: &[Standing],
    name_of: &impl Fn(&PlayerId) -> String,
    viewer: Option<PlayerId>,
) -> StandingsSection {
    let mine = viewer.and_then(|v| table.iter().position(|s| s.player == v));
    let shown = paging::top_and_mine(table.len(), TOP_STANDINGS, mine);
    StandingsSection {
        cut: shown.len() < table.len(),
        total: table.len() as i64,
        lines: shown
            .into_iter()
            .map(|shown| StandingLine {
                after_gap: shown.after_gap,
                ..lines::standing_line(&table[shown.index], name_of, viewer)
            })
            .collect(),
    }
}

/// A round listed with its tables.
pub struct RoundLine {
    pub number: u32,
    pub title: String,
    pub tables: Vec<TableLine>,
    /// Tables were left out: the link to the round's page, in words.
    pub all_tables: Option<String>,
    /// The byes, named (empty when none or when only counted).
    pub byes: String,
    /// Too many byes to name: how many, in words, with the round's link.
    pub byes_counted: Option<String>,
    /// The viewer has a bye in this round.
    pub my_bye: bool,
}

/// An earlier round of a big event: one line, linking to its page.
pub struct EarlierRound {
    pub number: u32,
    pub title: String,
    pub summary: String,
}

pub struct RoundsSection {
    pub earlier: Vec<EarlierRound>,
    pub rounds: Vec<RoundLine>,
}

/// The rounds: all of them whole when every round is small; else the
/// earlier ones a line each and the one under way cut (the viewer's own
/// tables first).
pub fn rounds(
    ctx: &PageContext,
    state: &EventState,
    games: &HashMap<u32, Uuid>,
    name_of: &impl Fn(&PlayerId) -> String,
    viewer: Option<PlayerId>,
) -> RoundsSection {
    let numbers = lines::round_numbers(state);
    let big = numbers.iter().any(|&round| {
        lines::tables_of(state, round).len() > ROUND_TABLES
            || lines::byes_of(state, round).len() > ROUND_BYES
    });
    let Some((&current, before)) = numbers.split_last().filter(|_| big) else {
        return RoundsSection {
            earlier: Vec::new(),
            rounds: numbers
                .iter()
                .map(|&round| round_line(ctx, state, round, games, name_of, viewer))
                .collect(),
        };
    };
    RoundsSection {
        earlier: before
            .iter()
            .map(|&round| EarlierRound {
                number: round,
                title: ctx.tn("events-round", "round", i64::from(round)),
                summary: ctx.tn(
                    "events-round-tables",
                    "count",
                    lines::tables_of(state, round).len() as i64,
                ),
            })
            .collect(),
        rounds: vec![round_line(ctx, state, current, games, name_of, viewer)],
    }
}

fn round_line(
    ctx: &PageContext,
    state: &EventState,
    round: u32,
    games: &HashMap<u32, Uuid>,
    name_of: &impl Fn(&PlayerId) -> String,
    viewer: Option<PlayerId>,
) -> RoundLine {
    let tables = lines::tables_of(state, round);
    let mine: Vec<usize> = (0..tables.len())
        .filter(|&n| lines::sits_at(tables[n], viewer))
        .collect();
    let shown = paging::tables_shown(tables.len(), ROUND_TABLES, &mine);
    let byes = lines::byes_of(state, round);
    let (count, round_number) = (tables.len() as i64, i64::from(round));
    let bye_count = byes.len() as i64;
    RoundLine {
        number: round,
        title: ctx.tn("events-round", "round", i64::from(round)),
        tables: shown
            .iter()
            .map(|&n| lines::table_line(ctx, tables[n], games, name_of, viewer))
            .collect(),
        all_tables: (tables.len() > ROUND_TABLES).then(|| {
            t_args(
                ctx.lang,
                "events-all-tables",
                &[("count", count.into()), ("round", round_number.into())],
            )
        }),
        byes: if byes.len() > ROUND_BYES {
            String::new()
        } else {
            byes.iter().map(name_of).collect::<Vec<_>>().join(", ")
        },
        byes_counted: (byes.len() > ROUND_BYES).then(|| {
            t_args(
                ctx.lang,
                "events-byes-counted",
                &[("count", bye_count.into()), ("round", round_number.into())],
            )
        }),
        my_bye: viewer.is_some_and(|v| byes.contains(&v)),
    }
}

pub struct EntrantsSection {
    pub lines: Vec<EntrantLine>,
    pub total: i64,
    /// Entrants were left out: the page says how many and links to them all.
    pub cut: bool,
}

/// The first entrants in order of entry (all of a small event).
pub fn entrants(
    state: &EventState,
    name_of: &impl Fn(&PlayerId) -> String,
    viewer: Option<PlayerId>,
) -> EntrantsSection {
    let total = state.entry_order.len();
    EntrantsSection {
        lines: state
            .entry_order
            .iter()
            .take(ENTRANTS)
            .map(|p| lines::entrant_line(state, p, name_of, viewer))
            .collect(),
        total: total as i64,
        cut: total > ENTRANTS,
    }
}
