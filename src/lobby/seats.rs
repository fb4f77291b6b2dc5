//! A new player for a vanished seat. When the computer holds a seat for a
//! person who is gone (their time ran out under the "computer" policy, or
//! they deleted their account), the players still in the game may offer it:
//! to one user by name (who hears of it by mail) or to anyone, listed in the
//! lobby. The first to take it over plays it on (`play::take_over`). The
//! player who was gone may still come back until then, which withdraws the
//! offer. A game whose seat changed hands is not rated.

use super::LobbyError;
use crate::games::StoredSeat;
use crate::notices::{self, Notice};
use crate::play;
use crate::store::games::{self as game_store, GameRecord, GameStatus, OpenSeat, SeatOffer};
use crate::store::users;
use chrono::Utc;
use sqlx::PgPool;
use uuid::Uuid;

/// Whether the computer holds `seat` for a person who is gone: not a
/// computer player's own seat, not a resigned one.
pub fn vanished(game: &GameRecord, seat: StoredSeat) -> bool {
    game.status == GameStatus::Active
        && game.players.iter().any(|player| {
            player.seat == Some(seat)
                && player.computer_holds_for_someone_gone()
                && !player.resigned
        })
}

/// Whether `user` plays in the game in person: seated, not resigned, and not
/// themselves gone to the computer.
pub fn may_offer(game: &GameRecord, user: Uuid) -> bool {
    game.players.iter().any(|player| {
        player.user_id == user
            && player.seat.is_some()
            && !player.resigned
            && player.plays_in_person()
    })
}

/// Offers a vanished seat: to `invitee` (a username) or, with `None`, to
/// anyone. Offering it again replaces the offer.
pub async fn offer(
    pool: &PgPool,
    game_id: Uuid,
    offerer: Uuid,
    offerer_name: &str,
    seat: StoredSeat,
    invitee: Option<&str>,
) -> Result<(), LobbyError> {
    let invitee = match invitee.map(str::trim).filter(|name| !name.is_empty()) {
        Some(name) => Some(
            users::by_username(pool, name)
                .await?
                .ok_or(LobbyError::NoSuchUser)?,
        ),
        None => None,
    };
    let mut tx = pool.begin().await?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if !may_offer(&game, offerer) {
        return Err(LobbyError::NotIn);
    }
    if !vanished(&game, seat) {
        return Err(LobbyError::SeatNotVanished);
    }
    if let Some(invitee) = &invitee {
        if game.is_player(invitee.id) {
            return Err(LobbyError::AlreadyIn);
        }
        // The lobby never seats two players who blocked one another.
        let seated: Vec<Uuid> = game.players.iter().map(|player| player.user_id).collect();
        if crate::store::moderation::blocked_with_any(&mut tx, invitee.id, &seated).await? {
            return Err(LobbyError::Blocked);
        }
    }
    let invited = invitee.as_ref().map(|invitee| invitee.id);
    game_store::offer_seat(&mut tx, game_id, seat, offerer, invited).await?;
    if let Some(invited) = invited {
        let offer = Notice::SeatOffer {
            to: invited,
            seat,
            offerer: offerer_name.to_owned(),
        };
        notices::write(&mut tx, &game, &offer, Utc::now()).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Withdraws a seat's offer (any player still in the game may).
pub async fn withdraw(
    pool: &PgPool,
    game_id: Uuid,
    user: Uuid,
    seat: StoredSeat,
) -> Result<(), LobbyError> {
    let mut tx = pool.begin().await?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if !may_offer(&game, user) {
        return Err(LobbyError::NotIn);
    }
    game_store::withdraw_seat_offer(&mut tx, game_id, seat).await?;
    tx.commit().await?;
    Ok(())
}

/// Whether `user` may take over `seat` now: it is vanished, offered to them
/// or to anyone, and they are not in the game.
pub fn may_take(game: &GameRecord, offers: &[SeatOffer], seat: StoredSeat, user: Uuid) -> bool {
    !game.is_player(user)
        && vanished(game, seat)
        && offers
            .iter()
            .any(|offer| offer.seat == seat && offer.invited.is_none_or(|invited| invited == user))
}

/// Takes over an offered seat. Returns the game's new last sequence number.
pub async fn take(
    pool: &PgPool,
    game_id: Uuid,
    user: Uuid,
    username: &str,
    seat: StoredSeat,
) -> Result<i64, LobbyError> {
    let mut tx = pool.begin().await?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if game.is_player(user) {
        return Err(LobbyError::AlreadyIn);
    }
    let offers = game_store::seat_offers(&mut tx, game_id).await?;
    if !may_take(&game, &offers, seat, user) {
        return Err(LobbyError::SeatNotOffered);
    }
    let seated: Vec<Uuid> = game.players.iter().map(|player| player.user_id).collect();
    if crate::store::moderation::blocked_with_any(&mut tx, user, &seated).await? {
        return Err(LobbyError::Blocked);
    }
    let seq = play::take_over(&mut tx, &game, seat, user, username, Utc::now()).await?;
    tx.commit().await?;
    Ok(seq)
}

/// The seats `viewer` may take over (the lobby's list).
pub async fn open_seats(pool: &PgPool, viewer: Option<Uuid>) -> Result<Vec<OpenSeat>, LobbyError> {
    Ok(game_store::open_seats(pool, viewer).await?)
}
