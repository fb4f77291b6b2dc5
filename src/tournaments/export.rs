//! An event's log as a file anyone can check (`scriptorium verify`), like a
//! game's export: a header line naming the event, its game and its players,
//! then one line per record in log order. Who blocked whom is private: a
//! `BlocksUpdated` record goes out empty and marked `redacted` (the pairing
//! it caused still shows in the rounds and their `resolutions`).

use crate::store::events::EventWithLog;
use scriptorium_events::verify::{self, Inconsistent};
use scriptorium_events::{standings, Blocks, EventRecord, EventState};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use uuid::Uuid;

pub const EVENT_EXPORT_FORMAT: &str = "scriptorium-event-export/1";

#[derive(Debug, Serialize, Deserialize)]
pub struct EventExportHeader {
    pub format: String,
    pub id: Uuid,
    pub name: String,
    pub organizer: String,
    /// Each player's name by the id the records use.
    pub players: BTreeMap<Uuid, String>,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct EventExportRow {
    pub seq: i64,
    pub record: EventRecord,
    /// Its private part was left out (see the module's words).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub redacted: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum EventVerifyError {
    #[error("line {line}: {reason}")]
    Malformed { line: usize, reason: String },
    #[error("line {line}: seq {found} breaks the sequence")]
    Gap { line: usize, found: i64 },
    #[error("line {line}: {inconsistent}")]
    Inconsistent {
        line: usize,
        inconsistent: Inconsistent,
    },
}

/// The event as its export's lines.
pub fn export(event: &EventWithLog) -> Result<String, serde_json::Error> {
    let header = EventExportHeader {
        format: EVENT_EXPORT_FORMAT.into(),
        id: event.id,
        name: event.name.clone(),
        organizer: event.organizer_name.clone(),
        players: event.names.iter().cloned().collect(),
    };
    let mut body = serde_json::to_string(&header)?;
    body.push('\n');
    for (index, text) in event.records.iter().enumerate() {
        let mut record: EventRecord = serde_json::from_str(text)?;
        let redacted = matches!(record, EventRecord::BlocksUpdated { .. });
        if redacted {
            record = EventRecord::BlocksUpdated {
                blocks: Blocks::new(),
            };
        }
        let row = EventExportRow {
            seq: index as i64 + 1,
            record,
            redacted,
        };
        body.push_str(&serde_json::to_string(&row)?);
        body.push('\n');
    }
    Ok(body)
}

/// Whether the first line of `text` is an event export's header.
pub fn is_event_export(text: &str) -> bool {
    text.lines()
        .find(|line| !line.trim().is_empty())
        .and_then(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .is_some_and(|header| header["format"] == EVENT_EXPORT_FORMAT)
}

/// Reads an event's export and replays its records through the check of
/// `scriptorium_events::verify`; the header and the state they fold to.
pub fn verify_export(text: &str) -> Result<(EventExportHeader, EventState), EventVerifyError> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty());
    let malformed = |line: usize, reason: String| EventVerifyError::Malformed { line, reason };
    let (_, first) = lines
        .next()
        .ok_or_else(|| malformed(1, "empty file".into()))?;
    let header: EventExportHeader =
        serde_json::from_str(first).map_err(|error| malformed(1, error.to_string()))?;
    if header.format != EVENT_EXPORT_FORMAT {
        return Err(malformed(
            1,
            format!("format {:?} is not {EVENT_EXPORT_FORMAT}", header.format),
        ));
    }
    let mut records = Vec::new();
    let mut line_of = Vec::new();
    for (index, line) in lines {
        let row: EventExportRow =
            serde_json::from_str(line).map_err(|error| malformed(index + 1, error.to_string()))?;
        if row.seq != records.len() as i64 + 1 {
            return Err(EventVerifyError::Gap {
                line: index + 1,
                found: row.seq,
            });
        }
        records.push(row.record);
        line_of.push(index + 1);
    }
    let state = verify::check(&records).map_err(|inconsistent| EventVerifyError::Inconsistent {
        line: line_of[inconsistent.index],
        inconsistent,
    })?;
    Ok((header, state))
}

/// What `scriptorium verify` prints for a sound event export: the event,
/// its phase, its standings by name and its winners.
pub fn summary(header: &EventExportHeader, state: &EventState) -> serde_json::Value {
    let name = |player: &scriptorium_events::PlayerId| {
        let id = super::log::user(*player);
        header
            .players
            .get(&id)
            .cloned()
            .unwrap_or_else(|| id.to_string())
    };
    serde_json::json!({
        "event": header.id,
        "name": header.name,
        "phase": super::log::phase_code(state.phase),
        "standings": standings(state).iter().map(|line| serde_json::json!({
            "rank": line.rank,
            "name": name(&line.player),
            "points": line.points,
            "games": line.games,
        })).collect::<Vec<_>>(),
        "winners": state.winners.iter().map(name).collect::<Vec<_>>(),
    })
}
