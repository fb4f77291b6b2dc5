//! What a user is asked, across their games: the proposals pending in
//! them, the seats offered to them by name, the open games they are invited
//! to. The account's stream for programs sends these (`web::api::stream`);
//! the trigger of migration 0049 says when they change.

use crate::games::StoredSeat;
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// A proposal pending in one of the user's games.
#[derive(Debug, Clone)]
pub struct PendingProposal {
    pub game_id: Uuid,
    pub game_kind: String,
    /// `pause`, `end` or `call_off`.
    pub kind: String,
    pub proposed_by: StoredSeat,
    pub proposer: Option<String>,
    pub accepted: Vec<StoredSeat>,
    pub expires_at: DateTime<Utc>,
    /// The user's seat in the game (none in a game not started).
    pub my_seat: Option<StoredSeat>,
}

impl PendingProposal {
    /// Whether it waits for the user's answer: not theirs, not yet accepted
    /// by them.
    pub fn waits_for_me(&self) -> bool {
        self.my_seat
            .is_some_and(|seat| seat != self.proposed_by && !self.accepted.contains(&seat))
    }
}

/// A seat offered to the user by name.
#[derive(Debug, Clone)]
pub struct SeatOffered {
    pub game_id: Uuid,
    pub game_kind: String,
    pub seat: StoredSeat,
    pub offered_by: String,
    pub offered_at: DateTime<Utc>,
}

/// An open game the user is invited to and has not joined.
#[derive(Debug, Clone)]
pub struct Invitation {
    pub game_id: Uuid,
    pub game_kind: String,
    pub created_by: Option<String>,
    pub invited_at: DateTime<Utc>,
}

pub async fn proposals(pool: &PgPool, user: Uuid) -> Result<Vec<PendingProposal>, sqlx::Error> {
    sqlx::query_as!(
        PendingProposal,
        r#"SELECT a.game_id, g.kind AS game_kind, a.kind,
                  a.proposed_by AS "proposed_by: StoredSeat",
                  (SELECT u.username FROM game_players pp JOIN users u ON u.id = pp.user_id
                   WHERE pp.game_id = a.game_id AND pp.seat = a.proposed_by) AS proposer,
                  a.accepted AS "accepted: Vec<StoredSeat>", a.expires_at,
                  p.seat AS "my_seat?: StoredSeat"
           FROM agreement_proposals a
           JOIN games g ON g.id = a.game_id
           JOIN game_players p ON p.game_id = a.game_id AND p.user_id = $1
           WHERE a.expires_at > now()
           ORDER BY a.proposed_at"#,
        user
    )
    .fetch_all(pool)
    .await
}

pub async fn seats_offered_to(pool: &PgPool, user: Uuid) -> Result<Vec<SeatOffered>, sqlx::Error> {
    sqlx::query_as!(
        SeatOffered,
        r#"SELECT o.game_id, g.kind AS game_kind, o.seat AS "seat: StoredSeat",
                  u.username AS offered_by, o.offered_at
           FROM seat_offers o
           JOIN games g ON g.id = o.game_id
           JOIN users u ON u.id = o.offered_by
           WHERE o.invited = $1 AND g.status = 'active'
           ORDER BY o.offered_at DESC LIMIT 50"#,
        user
    )
    .fetch_all(pool)
    .await
}

pub async fn invitations(pool: &PgPool, user: Uuid) -> Result<Vec<Invitation>, sqlx::Error> {
    sqlx::query_as!(
        Invitation,
        r#"SELECT i.game_id, g.kind AS game_kind, u.username AS "created_by?", i.invited_at
           FROM game_invitations i
           JOIN games g ON g.id = i.game_id
           LEFT JOIN users u ON u.id = g.created_by
           WHERE i.user_id = $1 AND g.status = 'open'
             AND NOT EXISTS (SELECT 1 FROM game_players p
                             WHERE p.game_id = i.game_id AND p.user_id = $1)
           ORDER BY i.invited_at DESC LIMIT 50"#,
        user
    )
    .fetch_all(pool)
    .await
}
