//! What every viewer of a game sees of its table besides the game row: its
//! players (with their deadlines, days off and nights), their ratings, the
//! seat offers, the pending proposal, whether anyone has talked, the
//! rematch waiting. It is the same for every viewer and changes far less
//! often than it is shown, and it was half of the game page's read in the
//! database (joins of five tables, JSON built per request). So an instance
//! keeps it (`games::table_cache`) with the version it was read at, and the
//! page's read asks only for the version while the instance holds one.
//!
//! The version is the game row's `xmin` (the id of the transaction that
//! last wrote the row: a trigger writes the row whenever one of the table's
//! rows changes, `migrations/0037_table_version.sql`) and, for each player
//! held, the `xmin` of their account and of their rating in this game's
//! kind. Like the folded state's `seq`, it is read from the database every
//! time, so several instances each with their own copy stay right.

use super::{PlayerRatings, PlayerRef, Proposal, SeatOffer};
use chrono::{DateTime, Utc};
use sqlx::types::Json;
use std::sync::Arc;

/// The table's rows, as the page's read brought them.
#[derive(Debug, Clone, Default)]
pub struct TableView {
    pub players: Vec<PlayerRef>,
    pub player_ratings: Option<PlayerRatings>,
    pub open_rematch: Option<uuid::Uuid>,
    pub has_talk: Option<bool>,
    pub seat_offers: Option<Json<Vec<SeatOffer>>>,
    pub proposal: Option<Json<Proposal>>,
}

/// Which writes a `TableView` has seen: the game row's `xmin`, and each
/// held player's account and rating `xmin`s (`"<account>/<rating>"`, in
/// the order of their user ids).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableVersion {
    pub row: i64,
    pub people: Vec<String>,
}

/// A table view held with its version.
#[derive(Debug, Clone)]
pub struct HeldTable {
    pub version: TableVersion,
    pub view: Arc<TableView>,
    /// The view says "away" of a player until this moment: after it, the
    /// same rows would be read differently (`away_until > now()`), so the
    /// view is read again.
    pub until: Option<DateTime<Utc>>,
}

impl HeldTable {
    pub fn new(version: TableVersion, view: TableView) -> HeldTable {
        let until = view
            .players
            .iter()
            .filter_map(|player| player.away_until)
            .min();
        HeldTable {
            version,
            view: Arc::new(view),
            until,
        }
    }

    /// Whether the view still reads as it would be read at `now`, if its
    /// rows did not change.
    pub fn current_at(&self, now: DateTime<Utc>) -> bool {
        self.until.is_none_or(|until| now < until)
    }

    /// The players' user ids, whose accounts and ratings the version covers.
    pub fn people(&self) -> Vec<uuid::Uuid> {
        self.view
            .players
            .iter()
            .map(|player| player.user_id)
            .collect()
    }

    /// Roughly what the view occupies in memory.
    pub fn bytes(&self) -> u64 {
        let players: usize = self
            .view
            .players
            .iter()
            .map(|player| {
                160 + player.username.len() + player.time_zone.as_ref().map_or(0, String::len)
            })
            .sum();
        let offers = self
            .view
            .seat_offers
            .as_ref()
            .map_or(0, |offers| offers.0.len() * 96);
        (players + offers + self.version.people.len() * 24 + 256) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn player(away_until: Option<DateTime<Utc>>) -> PlayerRef {
        PlayerRef {
            user_id: uuid::Uuid::new_v4(),
            username: "ada".into(),
            seat: None,
            due_at: None,
            expires_at: None,
            hourglass: false,
            away_until,
            bot: false,
            resigned: false,
            bank_seconds: 0,
            computer: None,
            deleted: false,
            days_off: 0,
            time_zone: None,
            quiet_from: None,
            quiet_to: None,
        }
    }

    #[test]
    fn a_view_saying_away_is_read_again_once_the_first_absence_ends() {
        let now = Utc::now();
        let view = TableView {
            players: vec![
                player(Some(now + Duration::hours(5))),
                player(None),
                player(Some(now + Duration::hours(2))),
            ],
            ..TableView::default()
        };
        let version = TableVersion {
            row: 7,
            people: vec![],
        };
        let held = HeldTable::new(version, view);
        assert!(held.current_at(now + Duration::hours(1)));
        assert!(!held.current_at(now + Duration::hours(2)));
        let nobody_away = HeldTable::new(
            TableVersion {
                row: 7,
                people: vec![],
            },
            TableView {
                players: vec![player(None)],
                ..TableView::default()
            },
        );
        assert!(nobody_away.current_at(now + Duration::days(3650)));
    }
}
