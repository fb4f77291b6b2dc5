//! The game log as the service stores it: each row is a game event or the
//! taking back of an earlier decision. Folding skips what was taken back.

use super::{Corrupt, DynGame, StoredSeat, Table};
use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// An event of the game, as the engine produced it (unredacted).
    Event(Value),
    /// The decision with this number was taken back by its author.
    TakeBack(i64),
    /// The seat's deadline passed; the game's timeout policy decided next.
    TimedOut(StoredSeat),
    /// The seat resigned: it leaves play (see `play::resign`).
    Resigned(StoredSeat),
    /// The computer decided for this person's seat (after a timeout or a
    /// resignation): the decision's events follow.
    ComputerPlayed(StoredSeat),
    /// A new player took over a seat the computer held for a person who
    /// was gone (see `play::take_over`); the names are as they were then.
    TookOver(HandOver),
    /// A step of an agreement among the players (see `play::agreements`);
    /// the row's seat is the one who took it, if anyone did.
    Agreement(AgreementStep),
}

/// What players may agree on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AgreementKind {
    /// No clock runs and no one moves, until a player resumes the game.
    Pause,
    /// The game ends now, scored as it stands.
    End,
    /// The game ends without a winner, unrated.
    CallOff,
}

impl AgreementKind {
    pub fn code(self) -> &'static str {
        match self {
            AgreementKind::Pause => "pause",
            AgreementKind::End => "end",
            AgreementKind::CallOff => "call_off",
        }
    }

    pub fn parse(code: &str) -> Option<AgreementKind> {
        match code {
            "pause" => Some(AgreementKind::Pause),
            "end" => Some(AgreementKind::End),
            "call_off" => Some(AgreementKind::CallOff),
            _ => None,
        }
    }
}

/// One step of an agreement, as the log keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AgreementStep {
    Proposed(AgreementKind),
    Accepted,
    Declined,
    /// Nobody declined, but not everyone accepted in time.
    Lapsed,
    /// Everyone accepted: it takes effect.
    Agreed(AgreementKind),
    /// A paused game goes on.
    Resumed,
    /// Not an agreement: the site's moderators ended the game, without a
    /// winner, unrated (`moderation::admin`). Kept among the players' steps
    /// because it is told the same way: one line of the history, no seat.
    CancelledByModerators,
    /// Not an agreement either: the game's event was called off (by its
    /// organizer, its moderators, or for want of players), so its games end
    /// with it, without a winner, unrated.
    CancelledWithEvent,
}

/// A seat changing hands: who held it, who plays it on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HandOver {
    pub seat: StoredSeat,
    pub from: String,
    pub to: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct LogRow {
    pub seq: i64,
    /// The decision the row belongs to; 0 for set-up.
    pub action_no: i64,
    pub seat: Option<StoredSeat>,
    pub entry: Entry,
}

/// The rows whose event is still in effect, in order.
pub fn effective(rows: &[LogRow]) -> impl Iterator<Item = (&LogRow, &Value)> {
    let taken_back: Vec<i64> = rows
        .iter()
        .filter_map(|row| match row.entry {
            Entry::TakeBack(action_no) => Some(action_no),
            Entry::Event(_)
            | Entry::TimedOut(_)
            | Entry::Resigned(_)
            | Entry::ComputerPlayed(_)
            | Entry::TookOver(_)
            | Entry::Agreement(_) => None,
        })
        .collect();
    rows.iter().filter_map(move |row| match &row.entry {
        Entry::Event(event) if !taken_back.contains(&row.action_no) => Some((row, event)),
        _ => None,
    })
}

/// Folds the whole log from scratch, under the rules version the game started with.
pub fn fold(
    engine: &dyn DynGame,
    options: &Value,
    seats: u8,
    rules_version: u32,
    rows: &[LogRow],
) -> Result<Box<dyn Table>, Corrupt> {
    let events: Vec<Value> = effective(rows).map(|(_, event)| event.clone()).collect();
    engine.fold(options, seats, rules_version, &events)
}

/// The decision that may be taken back after this log, if any: the last one
/// in effect, when none of its events closed the door on it.
pub fn revocable(
    table_kind: &dyn DynGame,
    options: &Value,
    seats: u8,
    rules_version: u32,
    rows: &[LogRow],
) -> Result<Option<(StoredSeat, i64)>, Corrupt> {
    let in_effect: Vec<(&LogRow, &Value)> = effective(rows).collect();
    let Some((last, _)) = in_effect.last() else {
        return Ok(None);
    };
    let (Some(seat), action_no) = (last.seat, last.action_no) else {
        return Ok(None);
    };
    if action_no == 0 {
        return Ok(None);
    }
    let probe = table_kind.empty(options, seats, rules_version)?;
    let closes = in_effect
        .iter()
        .filter(|(row, _)| row.action_no == action_no)
        .any(|(_, event)| probe.ends_take_back(event));
    Ok((!closes).then_some((seat, action_no)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Registry;
    use serde_json::json;

    /// Issue 13: a game started under an older rules version folds its log,
    /// and so plays on, by that version; a new game by the current one.
    #[test]
    fn a_fold_starts_from_the_rules_version_the_game_began_with() {
        for entry in Registry::new(true).all() {
            let info = entry.engine.info();
            let seats = info.min_seats;
            let options = entry
                .engine
                .normalize_options(&json!({}), seats)
                .expect("default options");
            let version_of = |rules_version: u32| {
                let table = fold(entry.engine, &options, seats, rules_version, &[]).unwrap();
                // A state that does not record its version is a version-1 state.
                table.state_json()["rules_version"].as_u64().unwrap_or(1)
            };
            assert_eq!(version_of(1), 1, "{} at version 1", info.id);
            if info.rules_version > 1 {
                assert_eq!(
                    version_of(info.rules_version),
                    u64::from(info.rules_version),
                    "{} at its current version",
                    info.id
                );
            }
        }
    }
}
