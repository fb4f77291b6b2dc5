//! A game's history as one viewer may see it: every log row as a readable
//! line, the board after any step, and the export of the (redacted) log.
//!
//! Everything shown goes through the engine's `redact_event` and `view`, with
//! the viewer a seat, a spectator, or — once a finished game allows it —
//! everyone sees everything.

pub mod recap;
pub mod steps;

use crate::games::log::{self, AgreementKind, AgreementStep, Entry, HandOver, LogRow};
use crate::games::StoredSeat;
use crate::games::{Corrupt, GameEntry, Table};
use crate::store::games::GameRecord;
use crate::store::games::GameStatus;
use crate::support::i18n::Lang;
use scriptorium_games::Viewer;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One line of the history.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub seq: i64,
    pub action_no: i64,
    pub seat: Option<StoredSeat>,
    pub text: String,
    /// Taken back later by its author (shown struck through).
    pub taken_back: bool,
}

/// An event (as the viewer may see it) in words in `lang`, naming each seat
/// by `names`; empty when it does not decode.
fn event_line(table: &dyn Table, redacted: &Value, names: &[String], lang: Lang) -> String {
    // Every seat has a name: their count is the number of players.
    let seats = u8::try_from(names.len()).unwrap_or(u8::MAX);
    table
        .describe_event(redacted, seats)
        .map(|line| crate::support::i18n::say(lang, &line, names))
        .unwrap_or_default()
}

/// Who looks at a game's past. Once a game is over, all three games' rules
/// let the hidden parts (hands, face-down tiles, deck order) be shown, so a
/// finished game's history shows everything to everyone.
pub fn viewer_for(game: &GameRecord, seat: Option<StoredSeat>) -> Viewer {
    if game.status == GameStatus::Finished {
        return Viewer::Everything;
    }
    match seat {
        Some(seat) => Viewer::Seat(seat.seat()),
        None => Viewer::Spectator,
    }
}

/// Walks a log once, folding as it goes; used for the lines, the board at a
/// step and the export alike. The walk starts before set-up, or from a
/// snapshot (`from`), with `rows` the rows after it.
pub struct Walk<'a> {
    entry: &'static GameEntry,
    game: &'a GameRecord,
    from: Option<&'a Snapshot>,
    rows: &'a [LogRow],
}

/// The folded state right after the row `seq` (see `store::games::SNAPSHOT_EVERY`).
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub seq: i64,
    pub state: Value,
}

impl<'a> Walk<'a> {
    /// The whole log, from before set-up.
    pub fn new(entry: &'static GameEntry, game: &'a GameRecord, rows: &'a [LogRow]) -> Walk<'a> {
        Walk {
            entry,
            game,
            from: None,
            rows,
        }
    }

    /// The rows after a snapshot (or the whole log, with no snapshot).
    pub fn from_snapshot(
        entry: &'static GameEntry,
        game: &'a GameRecord,
        from: Option<&'a Snapshot>,
        rows: &'a [LogRow],
    ) -> Walk<'a> {
        Walk {
            entry,
            game,
            from,
            rows,
        }
    }

    fn seats(&self) -> u8 {
        self.game.seat_count.get()
    }

    fn rules_version(&self) -> u32 {
        self.game.rules_version as u32
    }

    fn start(&self) -> Result<Box<dyn Table>, Corrupt> {
        match self.from {
            Some(snapshot) => self.entry.engine.restore(&snapshot.state),
            None => self
                .entry
                .engine
                .empty(&self.game.options, self.seats(), self.rules_version()),
        }
    }

    /// The start, then the events of `rows` still in effect. A snapshot is
    /// only ever taken where no later take-back reaches behind it, so the
    /// take-backs among `rows` concern `rows` alone.
    fn fold(&self, rows: &[LogRow]) -> Result<Box<dyn Table>, Corrupt> {
        let mut table = self.start()?;
        for (_, event) in log::effective(rows) {
            table.apply(event)?;
        }
        Ok(table)
    }

    /// Calls `visit(row, redacted event or None for a take-back, state after)`
    /// for every row in order.
    fn each(
        &self,
        viewer: Viewer,
        mut visit: impl FnMut(&LogRow, Option<&Value>, &dyn Table),
    ) -> Result<(), Corrupt> {
        let mut table = self.start()?;
        for (index, row) in self.rows.iter().enumerate() {
            match &row.entry {
                Entry::Event(event) => {
                    let redacted = table.redact_event(event, viewer)?;
                    table.apply(event)?;
                    visit(row, Some(&redacted), table.as_ref());
                }
                Entry::TimedOut(_)
                | Entry::Resigned(_)
                | Entry::ComputerPlayed(_)
                | Entry::TookOver(_)
                | Entry::Agreement(_) => visit(row, None, table.as_ref()),
                Entry::TakeBack(_) => {
                    // Rare: refold the prefix without the withdrawn decision.
                    table = self.fold(&self.rows[..=index])?;
                    visit(row, None, table.as_ref());
                }
            }
        }
        Ok(())
    }

    /// Every row as a line in `lang`.
    pub fn lines(
        &self,
        viewer: Viewer,
        names: &[String],
        lang: Lang,
    ) -> Result<Vec<Line>, Corrupt> {
        self.lines_in(viewer, names, lang, i64::MIN..=i64::MAX)
    }

    /// The rows whose sequence number is in `seqs` as lines in `lang`: the
    /// walk still folds every row, but only these are described.
    pub fn lines_in(
        &self,
        viewer: Viewer,
        names: &[String],
        lang: Lang,
        seqs: std::ops::RangeInclusive<i64>,
    ) -> Result<Vec<Line>, Corrupt> {
        let taken_back: Vec<i64> = self
            .rows
            .iter()
            .filter_map(|row| match row.entry {
                Entry::TakeBack(action_no) => Some(action_no),
                _ => None,
            })
            .collect();
        let mut lines = Vec::with_capacity(self.rows.len());
        self.each(viewer, |row, redacted, table| {
            if !seqs.contains(&row.seq) {
                return;
            }
            let text = match (redacted, &row.entry) {
                (Some(event), _) => event_line(table, event, names, lang),
                (None, Entry::TakeBack(_) | Entry::Event(_)) => {
                    self.said(row, names, lang, "history-took-back")
                }
                (None, _) => self.service_line(row, names, lang).unwrap_or_default(),
            };
            lines.push(Line {
                seq: row.seq,
                action_no: row.action_no,
                seat: row.seat,
                text,
                taken_back: redacted.is_some() && taken_back.contains(&row.action_no),
            });
        })?;
        Ok(lines)
    }

    /// A line said of the row's seat, by its name as it is now.
    fn said(&self, row: &LogRow, names: &[String], lang: Lang, id: &str) -> String {
        let who = row
            .seat
            .and_then(|seat| names.get(seat.index()))
            .cloned()
            .unwrap_or_default();
        crate::support::i18n::t_args(lang, id, &[("player", who.into())])
    }

    /// The line of a row that is not a step of the game (a timeout, a
    /// resignation, an agreement, a hand-over); `None` for the others. A
    /// service row says who did it by the seat's name as it is now (a
    /// hand-over carries the names as they were).
    fn service_line(&self, row: &LogRow, names: &[String], lang: Lang) -> Option<String> {
        Some(match &row.entry {
            Entry::TookOver(hand_over) => crate::support::i18n::t_args(
                lang,
                "history-took-over",
                &[
                    ("newcomer", hand_over.to.as_str().into()),
                    ("player", hand_over.from.as_str().into()),
                ],
            ),
            Entry::Agreement(step) => self.said(row, names, lang, agreement_line(*step)),
            Entry::TimedOut(_) => self.said(row, names, lang, "history-timed-out"),
            Entry::Resigned(_) => self.said(row, names, lang, "history-resigned"),
            Entry::ComputerPlayed(_) => self.said(row, names, lang, "history-computer-played"),
            Entry::TakeBack(_) | Entry::Event(_) => return None,
        })
    }

    /// The game right after row `seq` (0: before set-up); the board drawn
    /// from it shows the viewer only what `view` lets them see.
    pub fn table_at(&self, seq: i64) -> Result<Box<dyn Table>, Corrupt> {
        let upto = self.rows.iter().take_while(|row| row.seq <= seq).count();
        self.fold(&self.rows[..upto])
    }

    /// The rows as the viewer may see them, for export.
    pub fn export(&self, viewer: Viewer) -> Result<Vec<ExportRow>, Corrupt> {
        let mut out = Vec::with_capacity(self.rows.len());
        self.each(viewer, |row, redacted, _| {
            out.push(ExportRow {
                seq: row.seq,
                action: row.action_no,
                seat: row.seat,
                event: redacted.cloned(),
                take_back: match row.entry {
                    Entry::TakeBack(action_no) => Some(action_no),
                    _ => None,
                },
                timed_out: match row.entry {
                    Entry::TimedOut(seat) => Some(seat),
                    _ => None,
                },
                resigned: match row.entry {
                    Entry::Resigned(seat) => Some(seat),
                    _ => None,
                },
                computer_played: match row.entry {
                    Entry::ComputerPlayed(seat) => Some(seat),
                    _ => None,
                },
                took_over: match &row.entry {
                    Entry::TookOver(hand_over) => Some(hand_over.clone()),
                    _ => None,
                },
                agreement: match row.entry {
                    Entry::Agreement(step) => Some(step),
                    _ => None,
                },
            });
        })?;
        Ok(out)
    }
}

/// The header line of an export file.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ExportHeader {
    pub format: String,
    pub game: String,
    pub id: String,
    pub rules_version: i32,
    pub seats: u8,
    pub options: Value,
    pub players: Vec<String>,
    /// "seat 2", "spectator" or "everything": what the rows were redacted for.
    pub viewer: String,
}

/// One row of an export: an event (redacted for the viewer) or a take-back.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ExportRow {
    pub seq: i64,
    pub action: i64,
    pub seat: Option<StoredSeat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub take_back: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timed_out: Option<StoredSeat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<StoredSeat>,
    /// The computer decided for this seat, held for its player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer_played: Option<StoredSeat>,
    /// A new player took over this seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub took_over: Option<HandOver>,
    /// A step of an agreement among the players.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agreement: Option<AgreementStep>,
}

/// The translation key of an agreement step's history line.
pub fn agreement_line(step: AgreementStep) -> &'static str {
    match step {
        AgreementStep::Proposed(AgreementKind::Pause) => "history-proposed-pause",
        AgreementStep::Proposed(AgreementKind::End) => "history-proposed-end",
        AgreementStep::Proposed(AgreementKind::CallOff) => "history-proposed-call-off",
        AgreementStep::Accepted => "history-accepted",
        AgreementStep::Declined => "history-declined",
        AgreementStep::Lapsed => "history-lapsed",
        AgreementStep::Agreed(AgreementKind::Pause) => "history-agreed-pause",
        AgreementStep::Agreed(AgreementKind::End) => "history-agreed-end",
        AgreementStep::Agreed(AgreementKind::CallOff) => "history-agreed-call-off",
        AgreementStep::Resumed => "history-resumed",
        AgreementStep::CancelledByModerators => "history-cancelled-by-moderators",
        AgreementStep::CancelledWithEvent => "history-cancelled-with-event",
    }
}

pub const EXPORT_FORMAT: &str = "scriptorium-export/1";

pub fn viewer_label(viewer: Viewer) -> String {
    match viewer {
        Viewer::Seat(seat) => format!("seat {}", seat.0),
        Viewer::Spectator => "spectator".into(),
        Viewer::Everything => "everything".into(),
    }
}

#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("line {line}: {reason}")]
    Malformed { line: usize, reason: String },
    #[error("unknown game {0:?}")]
    UnknownGame(String),
    #[error("line {line}: sequence numbers must run 1, 2, 3…; found {found}")]
    Gap { line: usize, found: i64 },
    #[error("the log does not fold: {0}")]
    Corrupt(String),
}

/// Replays an export: checks its header and numbering, folds its events and
/// returns the final state (as far as the export's viewer could see it: a
/// redacted export folds with its hidden parts left out).
pub fn verify_export(text: &str) -> Result<(ExportHeader, Value), VerifyError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty());
    let (_, first) = lines.next().ok_or(VerifyError::Malformed {
        line: 1,
        reason: "empty file".into(),
    })?;
    let header: ExportHeader =
        serde_json::from_str(first).map_err(|error| VerifyError::Malformed {
            line: 1,
            reason: error.to_string(),
        })?;
    if header.format != EXPORT_FORMAT {
        return Err(VerifyError::Malformed {
            line: 1,
            reason: format!("format {:?} is not {EXPORT_FORMAT}", header.format),
        });
    }
    let entry = crate::games::Registry::any(&header.game)
        .ok_or_else(|| VerifyError::UnknownGame(header.game.clone()))?;
    let mut rows = Vec::new();
    for (index, line) in lines {
        let row: ExportRow =
            serde_json::from_str(line).map_err(|error| VerifyError::Malformed {
                line: index + 1,
                reason: error.to_string(),
            })?;
        if row.seq != rows.len() as i64 + 1 {
            return Err(VerifyError::Gap {
                line: index + 1,
                found: row.seq,
            });
        }
        let malformed = || VerifyError::Malformed {
            line: index + 1,
            reason: "a row holds one of event, take_back, timed_out, resigned, computer_played, \
                     took_over, agreement"
                .into(),
        };
        if let Some(step) = row.agreement {
            let alone = row.event.is_none()
                && row.take_back.is_none()
                && row.timed_out.is_none()
                && row.resigned.is_none()
                && row.computer_played.is_none()
                && row.took_over.is_none();
            if !alone {
                return Err(malformed());
            }
            rows.push(LogRow {
                seq: row.seq,
                action_no: row.action,
                seat: row.seat,
                entry: Entry::Agreement(step),
            });
            continue;
        }
        let entry = match (
            row.event,
            row.take_back,
            row.timed_out,
            row.resigned,
            row.computer_played,
            row.took_over,
        ) {
            (Some(event), None, None, None, None, None) => Entry::Event(event),
            (None, Some(action), None, None, None, None) => Entry::TakeBack(action),
            (None, None, Some(seat), None, None, None) => Entry::TimedOut(seat),
            (None, None, None, Some(seat), None, None) => Entry::Resigned(seat),
            (None, None, None, None, Some(seat), None) => Entry::ComputerPlayed(seat),
            (None, None, None, None, None, Some(hand_over)) => Entry::TookOver(hand_over),
            _ => return Err(malformed()),
        };
        rows.push(LogRow {
            seq: row.seq,
            action_no: row.action,
            seat: row.seat,
            entry,
        });
    }
    let table = log::fold(
        entry.engine,
        &header.options,
        header.seats,
        header.rules_version as u32,
        &rows,
    )
    .map_err(|error| VerifyError::Corrupt(error.0))?;
    Ok((header, table.state_json()))
}

/// Remembers that `user` has seen `game` up to `seq` (never back): the game
/// page and its history mark what is new since.
pub async fn record_visit(
    pool: &sqlx::PgPool,
    game: uuid::Uuid,
    user: uuid::Uuid,
    seq: i64,
) -> Result<(), sqlx::Error> {
    crate::store::games::record_visit(pool, game, user, seq).await
}
