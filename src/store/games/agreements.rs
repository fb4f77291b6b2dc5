//! The agreements pending among a game's players (`play::agreements`):
//! the proposal, the pause, how an agreement ended the game.

use super::*;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use sqlx::{FromRow, PgConnection};
use uuid::Uuid;

/// The proposal pending in a game (see `play::agreements`).
#[derive(Debug, Clone, FromRow, Deserialize)]
pub struct Proposal {
    pub kind: String,
    pub proposed_by: StoredSeat,
    pub accepted: Vec<StoredSeat>,
    pub proposed_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

pub async fn proposal(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Option<Proposal>, sqlx::Error> {
    sqlx::query_as!(
        Proposal,
        r#"SELECT kind, proposed_by AS "proposed_by: StoredSeat",
                  accepted AS "accepted: Vec<StoredSeat>", proposed_at, expires_at
           FROM agreement_proposals WHERE game_id = $1"#,
        game
    )
    .fetch_optional(conn)
    .await
}

pub async fn put_proposal(
    conn: &mut PgConnection,
    game: Uuid,
    proposal: &Proposal,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO agreement_proposals (game_id, kind, proposed_by, accepted, proposed_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (game_id) DO UPDATE SET kind = $2, proposed_by = $3, accepted = $4,
             proposed_at = $5, expires_at = $6",
        game,
        &proposal.kind,
        proposal.proposed_by as _,
        &proposal.accepted as _,
        proposal.proposed_at,
        proposal.expires_at
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn drop_proposal(conn: &mut PgConnection, game: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM agreement_proposals WHERE game_id = $1", game)
        .execute(conn)
        .await?;
    Ok(())
}

/// A game whose pending proposal lapsed at `now`, locked (the game row
/// first, as everywhere); `None` when there is none.
pub async fn claim_lapsed_proposal(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT g.id FROM agreement_proposals a JOIN games g ON g.id = a.game_id
         WHERE a.expires_at <= $1
         ORDER BY a.expires_at LIMIT 1 FOR UPDATE OF g SKIP LOCKED",
        now
    )
    .fetch_optional(conn)
    .await
}

/// Pauses (`Some`) or resumes (`None`) a game.
pub async fn set_paused(
    conn: &mut PgConnection,
    game: Uuid,
    since: Option<DateTime<Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE games SET paused_at = $2 WHERE id = $1", game, since)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn set_ended_by_agreement(
    conn: &mut PgConnection,
    game: Uuid,
    kind: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET ended_by_agreement = $2 WHERE id = $1",
        game,
        kind
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Whether a seat of the game ever changed hands.
pub async fn had_hand_over(conn: &mut PgConnection, game: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM seat_handovers WHERE game_id = $1) AS "had!""#,
        game
    )
    .fetch_one(conn)
    .await
}
