//! Who holds a seat: a player back from the computer's hold ("I'm back"),
//! a new player taking over a seat the computer holds for someone gone.

use super::*;
use crate::consequences::{self, Consequences, DeadlineChange};
use crate::games::log::Entry;
use crate::games::StoredSeat;
use crate::store::deadlines as deadline_store;
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, LockedGame};
use crate::store::StoreError;
use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// A player takes their seat back from the computer ("I'm back"). Returns
/// false, changing nothing, when the computer did not hold their seat.
#[tracing::instrument(name = "come_back", skip(pool), fields(game = %game_id, user = %user))]
pub async fn come_back(pool: &PgPool, game_id: Uuid, user: Uuid) -> Result<bool, PlayError> {
    let mut tx = pool.begin().await.map_err(StoreError::from)?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(PlayError::NotFound)?;
    let seat = game.seat_of(user).ok_or(PlayError::NotSeated)?;
    if game.status != GameStatus::Active {
        return Err(PlayError::NotActive);
    }
    if has_resigned(&game, seat) {
        return Err(PlayError::Resigned);
    }
    let reclaimed = reclaim_seat(&mut tx, &game, seat, Utc::now()).await?;
    tx.commit().await.map_err(StoreError::from)?;
    Ok(reclaimed)
}

/// A new player takes over a seat the computer holds for a person who is
/// gone (the caller, `lobby::take_seat`, checked the offer; the game row is
/// locked). The log says so; the newcomer plays the seat on from where it
/// stands, with its clock and bank, and sees what the seat may see. The
/// person who held it leaves the game.
pub async fn take_over(
    tx: &mut PgConnection,
    game: &LockedGame,
    seat: StoredSeat,
    newcomer: Uuid,
    newcomer_name: &str,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    if game.status != GameStatus::Active {
        return Err(PlayError::NotActive);
    }
    let held = game
        .players
        .iter()
        .find(|player| player.seat == Some(seat))
        .filter(|player| player.computer_holds_for_someone_gone() && !player.resigned)
        .ok_or(PlayError::NotSeated)?;
    let action_no = game.last_action_no + 1;
    let seq = game_store::append(
        tx,
        game.id,
        game.seq,
        action_no,
        Some(seat),
        &[Entry::TookOver(crate::games::log::HandOver {
            seat,
            from: held.username.clone(),
            to: newcomer_name.to_owned(),
        })],
    )
    .await?;
    project_unchanged(tx, game, seq, action_no, None).await?;
    game_store::hand_over_seat(tx, game.id, seat, held.user_id, newcomer).await?;
    if game.waiting_on.contains(&seat) {
        // The computer's immediate deadline gives way to the newcomer's own.
        let follows = Consequences::none().deadline(DeadlineChange::Restart {
            seat,
            rules_limit_hours: rules_limit_of(game)?,
        });
        consequences::apply(tx, game, &follows, now).await?;
    }
    Ok(seq)
}

/// Ends the computer's hold on a seat, if it has one (the game row is
/// locked). Clearing the flag is not enough: a waiting seat held by the
/// computer has an immediate deadline, and the sweeper would move for the
/// player at once, so that deadline is replaced by the game's normal one.
pub(super) async fn reclaim_seat(
    tx: &mut PgConnection,
    game: &LockedGame,
    seat: StoredSeat,
    now: DateTime<Utc>,
) -> Result<bool, PlayError> {
    // The record was read under the row's lock: its flag is the truth.
    if !held_by_computer(game, seat) {
        return Ok(false);
    }
    deadline_store::set_bot(tx, game.id, seat, false).await?;
    // Back in time: the seat is no longer for someone else to take.
    game_store::withdraw_seat_offer(tx, game.id, seat).await?;
    if game.status == GameStatus::Active && game.waiting_on.contains(&seat) {
        let follows = Consequences::none().deadline(DeadlineChange::Restart {
            seat,
            rules_limit_hours: rules_limit_of(game)?,
        });
        consequences::apply(tx, game, &follows, now).await?;
    }
    Ok(true)
}
