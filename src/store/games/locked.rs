//! A game whose row this transaction has locked, as a value.
//!
//! Decisions on one game are serialized by its row's lock. Whatever changes
//! a game under that lock (a decision, a timeout, a resignation, an
//! agreement, seating) takes a [`LockedGame`], which only [`lock`] (and the
//! locked read of a decision, [`decision_base_locked`]) make: so the lock is
//! taken once per transaction, by the use case that starts it, and the
//! steps after it (the consequences, the clocks, the notices) are handed the
//! value instead of locking again.

use super::{decision_base_read, lock_row, lock_rows, DecisionBase, GameRecord, StateRead};
use sqlx::PgConnection;
use std::ops::Deref;
use uuid::Uuid;

/// A game row locked until the transaction that read it ends.
#[derive(Debug)]
pub struct LockedGame {
    record: GameRecord,
}

impl Deref for LockedGame {
    type Target = GameRecord;

    fn deref(&self) -> &GameRecord {
        &self.record
    }
}

impl LockedGame {
    /// The game as this transaction has since written it (a player seated,
    /// a decision projected), read again under the lock it already holds:
    /// taking a lock the transaction holds does not wait, and the row cannot
    /// have been changed by anyone else meanwhile.
    pub async fn reread(&self, tx: &mut PgConnection) -> Result<LockedGame, sqlx::Error> {
        let record = lock_row(tx, self.record.id)
            .await?
            .ok_or(sqlx::Error::RowNotFound)?;
        Ok(LockedGame { record })
    }

    /// The record, for what reads a game whether locked or not.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }
}

/// Loads and locks the game row for the rest of the transaction: decisions on
/// one game are serialized here.
pub async fn lock(tx: &mut PgConnection, id: Uuid) -> Result<Option<LockedGame>, sqlx::Error> {
    Ok(lock_row(tx, id).await?.map(|record| LockedGame { record }))
}

/// [`super::decision_base`], locked for the rest of the transaction.
pub async fn decision_base_locked(
    tx: &mut PgConnection,
    id: Uuid,
    token: Uuid,
    user: Uuid,
) -> Result<Option<(LockedGame, Option<i64>)>, sqlx::Error> {
    let base = decision_base_read(tx, id, token, user, true, StateRead::Always).await?;
    Ok(base.map(|DecisionBase { game, prior_seq }| (LockedGame { record: game }, prior_seq)))
}

/// [`lock`] for several games in one read (an event's round opening its
/// tables), in the order of `ids`; a missing game is an error, as the caller
/// has just created them.
pub async fn lock_many(
    tx: &mut PgConnection,
    ids: &[Uuid],
) -> Result<Vec<LockedGame>, sqlx::Error> {
    let mut records: std::collections::HashMap<Uuid, GameRecord> = lock_rows(tx, ids)
        .await?
        .into_iter()
        .map(|record| (record.id, record))
        .collect();
    ids.iter()
        .map(|id| {
            records
                .remove(id)
                .map(|record| LockedGame { record })
                .ok_or(sqlx::Error::RowNotFound)
        })
        .collect()
}
