//! The lobby: creating games, joining, leaving, cancelling, inviting. A game
//! starts, with seats drawn by the server, the moment its last seat is taken.

pub mod seats;
pub mod visibility;

use crate::computer::{self, ComputerCaps, ShareError};
use crate::games::{Explanation, Registry, Rejection, Seats, StoredSeat};
use crate::notices::{self, Notice};
use crate::play::{self, PlayError};
use crate::store::computer as computer_store;
use crate::store::games::GameStatus;
use crate::store::games::{self as game_store, GameRecord, NewGame, SeatHolder};
use crate::store::moderation as moderation_store;
use crate::store::users;
use crate::store::StoreError;
use crate::support::crypto;
use chrono::Utc;
use serde_json::Value;
use sqlx::PgPool;
use uuid::Uuid;

#[derive(Debug, thiserror::Error)]
pub enum LobbyError {
    #[error("no such game")]
    NotFound,
    #[error("unknown game kind")]
    UnknownGame,
    #[error("seat count out of range")]
    BadSeats,
    #[error("bad option: {0}")]
    BadOption(Explanation),
    #[error("the game is full")]
    Full,
    #[error("the game is not open")]
    NotOpen,
    #[error("already in the game")]
    AlreadyIn,
    #[error("invitation needed")]
    InvitationNeeded,
    #[error("only the creator may do that")]
    NotCreator,
    #[error("the creator cancels instead of leaving")]
    CreatorCannotLeave,
    #[error("no such user")]
    NoSuchUser,
    #[error("not in the game")]
    NotIn,
    /// A block between the two players (either way): the lobby never
    /// seats them together, and neither invites the other.
    #[error("a block stands between these players")]
    Blocked,
    #[error(transparent)]
    BadTimeControl(#[from] crate::clocks::time_control::TimeControlError),
    #[error("only a finished game gets a rematch")]
    NotFinished,
    #[error("the computer does not hold that seat for a player who is gone")]
    SeatNotVanished,
    #[error("that seat is not offered to you")]
    SeatNotOffered,
    /// The account has its share of the computer players already.
    #[error(transparent)]
    ComputerShare(#[from] ShareError),
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for LobbyError {
    fn from(error: sqlx::Error) -> Self {
        LobbyError::Store(error.into())
    }
}

impl LobbyError {
    pub fn message_key(&self) -> Option<&'static str> {
        Some(match self {
            LobbyError::NotFound => "error-not-found",
            LobbyError::UnknownGame => "lobby-unknown-game",
            LobbyError::BadSeats => "lobby-bad-seats",
            LobbyError::BadOption(_) => "lobby-bad-option",
            LobbyError::Full => "lobby-full",
            LobbyError::NotOpen => "lobby-not-open",
            LobbyError::AlreadyIn => "lobby-already-in",
            LobbyError::InvitationNeeded => "lobby-invitation-needed",
            LobbyError::NotCreator | LobbyError::NotIn => "error-forbidden",
            LobbyError::CreatorCannotLeave => "lobby-creator-cannot-leave",
            LobbyError::NoSuchUser => "lobby-no-such-user",
            LobbyError::Blocked => "lobby-blocked",
            LobbyError::BadTimeControl(error) => error.message_key(),
            LobbyError::NotFinished => "lobby-not-finished",
            LobbyError::SeatNotVanished => "lobby-seat-not-vanished",
            LobbyError::SeatNotOffered => "lobby-seat-not-offered",
            LobbyError::ComputerShare(ShareError::TooManyRunning { .. }) => {
                "lobby-computer-games-running"
            }
            LobbyError::ComputerShare(ShareError::TooFast { .. }) => "lobby-computer-games-rate",
            LobbyError::ComputerShare(ShareError::Store(_))
            | LobbyError::Play(_)
            | LobbyError::Store(_) => return None,
        })
    }
}

pub struct CreateGame {
    pub kind: String,
    pub seats: u8,
    /// Raw option values keyed by option key, as the form or API sent them.
    pub options: Value,
    /// Checked by [`create`] (`clocks::time_control::validate`).
    pub time_control: TimeControl,
    pub invite_only: bool,
    /// Only its players see it (and it is by invitation only).
    pub private: bool,
    /// Keep the thread from onlookers after the game ends.
    pub chat_private: bool,
    /// Partners of a team game get a channel of their own.
    pub team_talk: bool,
    pub timeout_policy: TimeoutPolicy,
    /// Seats taken by computer players, at these levels. With the creator
    /// they may fill the game, which then starts at once.
    pub computers: Vec<ComputerLevel>,
}

/// How well a computer player plays.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ComputerLevel {
    /// Looks one decision ahead: builds when it can, scores when it can.
    Easy,
    /// Searches the game's future (Monte Carlo tree search over what its
    /// seat may know).
    Strong,
}

impl ComputerLevel {
    pub fn code(self) -> &'static str {
        match self {
            ComputerLevel::Easy => "easy",
            ComputerLevel::Strong => "strong",
        }
    }

    pub fn parse(code: &str) -> Option<ComputerLevel> {
        match code {
            "easy" => Some(ComputerLevel::Easy),
            "strong" => Some(ComputerLevel::Strong),
            _ => None,
        }
    }
}

pub use crate::clocks::TimeControl;
pub use crate::store::games::TimeoutPolicy;

/// The secret part of a game's invitation link: derived from the server key,
/// so it never needs storing and every player can share it.
pub fn invite_token(key: &[u8], game: Uuid) -> String {
    crypto::sign(key, &format!("invite:{game}"))
}

/// Whether `token` is the game's invitation link secret.
pub fn link_invites(key: &[u8], game: Uuid, token: &str) -> bool {
    crypto::same_secret(&invite_token(key, game), token)
}

/// The invitation token a game page carries into its Join form: the link's
/// token when the viewer came with a valid one, or, for a viewer invited by
/// name, the game's own token — their invitation mail holds that same link,
/// so handing it over reveals nothing new. `None`: no invitation.
pub async fn invitation_for(
    pool: &PgPool,
    key: &[u8],
    game: &GameRecord,
    viewer: Option<Uuid>,
    link_token: Option<&str>,
) -> Result<Option<String>, LobbyError> {
    if let Some(token) = link_token.filter(|token| link_invites(key, game.id, token)) {
        return Ok(Some(token.to_owned()));
    }
    let Some(viewer) = viewer.filter(|_| game.invite_only && game.status == GameStatus::Open)
    else {
        return Ok(None);
    };
    Ok(game_store::is_invited(pool, game.id, viewer)
        .await?
        .then(|| invite_token(key, game.id)))
}

/// Whether a Join button makes sense for this viewer: the same rules
/// [`join`] enforces, so nobody is offered a seat only to be refused.
pub fn may_join(game: &GameRecord, viewer: Option<Uuid>, invited: bool) -> bool {
    viewer.is_some_and(|viewer| {
        game.status == GameStatus::Open
            && !game.is_player(viewer)
            && (!game.invite_only || invited)
            && game.players.len() < game.seat_count.count()
    })
}

pub async fn create(
    pool: &PgPool,
    registry: &Registry,
    caps: ComputerCaps,
    creator: Uuid,
    request: CreateGame,
) -> Result<Uuid, LobbyError> {
    let entry = registry.get(&request.kind).ok_or(LobbyError::UnknownGame)?;
    let info = entry.engine.info();
    if !(info.min_seats..=info.max_seats).contains(&request.seats) {
        return Err(LobbyError::BadSeats);
    }
    let time_control = crate::clocks::time_control::validate(request.time_control)?;
    // The creator takes a seat too.
    if request.computers.len() >= usize::from(request.seats) {
        return Err(LobbyError::BadSeats);
    }
    let options = entry
        .engine
        .normalize_options(&request.options, request.seats)
        .map_err(|rejection| match rejection {
            Rejection::Illegal(explanation) => LobbyError::BadOption(explanation),
            Rejection::Malformed(detail) => LobbyError::BadOption(Explanation::verbatim(detail)),
        })?;
    let mut tx = pool.begin().await?;
    if !request.computers.is_empty() {
        computer::check_share(&mut tx, caps, creator).await?;
    }
    let id = game_store::create(
        &mut tx,
        NewGame {
            kind: info.id,
            rules_version: info.rules_version as i32,
            options: &options,
            seat_count: Seats::new(request.seats),
            created_by: creator,
            time_control,
            // A private game seats only whom its players invite.
            invite_only: request.invite_only || request.private,
            private: request.private,
            chat_private: request.chat_private,
            team_talk: request.team_talk,
            timeout_policy: request.timeout_policy,
        },
    )
    .await?;
    for (index, level) in request.computers.iter().enumerate() {
        let chair = StoredSeat::nth(index + 1).ok_or(LobbyError::BadSeats)?;
        if !computer_store::add_to_game(&mut tx, id, level.code(), chair).await? {
            return Err(LobbyError::BadSeats);
        }
    }
    if request.computers.len() + 1 == usize::from(request.seats) {
        // Nobody else to wait for: the game starts at once.
        let full = game_store::lock(&mut tx, id)
            .await?
            .ok_or(LobbyError::NotFound)?;
        play::start_game(&mut tx, &full).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Takes a seat. `invited_by_link`: the user came with the game's
/// invitation link (checked by the caller against [`invite_token`]).
pub async fn join(
    pool: &PgPool,
    caps: ComputerCaps,
    link_key: &[u8],
    game_id: Uuid,
    user: Uuid,
    link_token: Option<&str>,
) -> Result<bool, LobbyError> {
    // Invited by the game's link (the token as the page or the program gave
    // it, checked here, not by the caller) or by name.
    let invited_by_link = link_token.is_some_and(|token| link_invites(link_key, game_id, token));
    let invited = invited_by_link || game_store::is_invited(pool, game_id, user).await?;
    let mut tx = pool.begin().await?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen);
    }
    if game.is_player(user) {
        return Err(LobbyError::AlreadyIn);
    }
    if game.invite_only && !invited {
        return Err(LobbyError::InvitationNeeded);
    }
    if game.players.len() >= game.seat_count.count() {
        return Err(LobbyError::Full);
    }
    let seated: Vec<Uuid> = game.players.iter().map(|player| player.user_id).collect();
    if moderation_store::blocked_with_any(&mut tx, user, &seated).await? {
        return Err(LobbyError::Blocked);
    }
    if game.has_computer_player() {
        computer::check_share(&mut tx, caps, user).await?;
    }
    game_store::add_player(&mut tx, game_id, user).await?;
    let started = game.players.len() + 1 == game.seat_count.count();
    if started {
        // The game as it now stands, with its last player seated.
        let full = game.reread(&mut tx).await?;
        play::start_game(&mut tx, &full).await?;
    }
    tx.commit().await?;
    Ok(started)
}

pub async fn leave(pool: &PgPool, game_id: Uuid, user: Uuid) -> Result<(), LobbyError> {
    let mut tx = pool.begin().await?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen);
    }
    if !game.is_player(user) {
        return Err(LobbyError::NotIn);
    }
    if game.created_by == user {
        return Err(LobbyError::CreatorCannotLeave);
    }
    game_store::remove_player(&mut tx, game_id, user).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn cancel(pool: &PgPool, game_id: Uuid, user: Uuid) -> Result<(), LobbyError> {
    let mut tx = pool.begin().await?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if game.created_by != user {
        return Err(LobbyError::NotCreator);
    }
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen);
    }
    game_store::set_cancelled(&mut tx, game_id).await?;
    tx.commit().await?;
    Ok(())
}

/// Invites a user by name: they see the game in the lobby and get an email
/// with the invitation link.
pub async fn invite(
    pool: &PgPool,
    game_id: Uuid,
    inviter: Uuid,
    inviter_name: &str,
    invitee_name: &str,
) -> Result<(), LobbyError> {
    let invitee = users::by_username(pool, invitee_name.trim())
        .await?
        .ok_or(LobbyError::NoSuchUser)?;
    let mut tx = pool.begin().await?;
    let game = game_store::lock(&mut tx, game_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if !game.is_player(inviter) {
        return Err(LobbyError::NotIn);
    }
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen);
    }
    if game.is_player(invitee.id) {
        return Err(LobbyError::AlreadyIn);
    }
    if moderation_store::blocked_with_any(&mut tx, inviter, &[invitee.id]).await? {
        return Err(LobbyError::Blocked);
    }
    if game_store::invite(&mut tx, game_id, invitee.id).await? {
        let invitation = Notice::Invitation {
            invitee: invitee.id,
            inviter: inviter_name.to_owned(),
        };
        notices::write(&mut tx, &game, &invitation, Utc::now()).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Offers the players of a finished game the same game again: same game,
/// seats, options, limits and timeout policy, by invitation only. The one who
/// asks takes a seat; the others are invited (and told by mail), and it starts
/// when they have all joined. Asking when a rematch already waits joins it:
/// that is how the others accept. Returns the rematch.
pub async fn rematch(
    pool: &PgPool,
    caps: ComputerCaps,
    finished_id: Uuid,
    user: Uuid,
) -> Result<Uuid, LobbyError> {
    let mut tx = pool.begin().await?;
    // The finished game's row is the lock: two offers at once make one game.
    let finished = game_store::lock(&mut tx, finished_id)
        .await?
        .ok_or(LobbyError::NotFound)?;
    if finished.status != GameStatus::Finished {
        return Err(LobbyError::NotFinished);
    }
    if finished.seat_of(user).is_none() {
        return Err(LobbyError::NotIn);
    }
    if let Some(waiting) = game_store::open_rematch(&mut tx, finished_id).await? {
        tx.commit().await?;
        return match join(pool, caps, &[], waiting, user, None).await {
            Ok(_) | Err(LobbyError::AlreadyIn) => Ok(waiting),
            Err(error) => Err(error),
        };
    }
    // The rematch plays under today's rules, so its options are checked again.
    let entry = Registry::any(&finished.kind).ok_or(LobbyError::UnknownGame)?;
    let options = entry
        .engine
        .normalize_options(&finished.options, finished.seat_count.get())
        .map_err(|_| LobbyError::UnknownGame)?;
    if finished.has_computer_player() {
        computer::check_share(&mut tx, caps, user).await?;
    }
    let id = game_store::create(
        &mut tx,
        NewGame {
            kind: &finished.kind,
            rules_version: entry.engine.info().rules_version as i32,
            options: &options,
            seat_count: finished.seat_count,
            created_by: user,
            time_control: finished.time_control,
            invite_only: true,
            private: finished.private,
            chat_private: finished.chat_private,
            team_talk: finished.team_talk,
            timeout_policy: finished.timeout_policy,
        },
    )
    .await?;
    game_store::set_rematch_of(&mut tx, id, finished_id).await?;
    let asker = finished
        .players
        .iter()
        .find(|player| player.user_id == user)
        .map(|player| player.username.clone())
        .unwrap_or_default();
    // A deleted account is not asked back: its seat stays free for the
    // asker to invite someone else to (else the rematch waits for nobody, and
    // no other rematch of this game can be offered while it does).
    let seated = finished.players.iter().filter(|player| {
        player.seat.is_some()
            && player.user_id != user
            && player.holder() != SeatHolder::FormerPlayer
    });
    // The computer players sit down again at once; the people are invited.
    let mut computers = 0;
    for player in seated.clone().filter(|player| player.is_computer_player()) {
        computer_store::seat(&mut tx, id, player.user_id).await?;
        computers += 1;
    }
    for player in seated.filter(|player| !player.is_computer_player()) {
        // Not asked back by someone they blocked, or who blocked them: the
        // seat stays free for another player.
        if moderation_store::blocked_with_any(&mut tx, user, &[player.user_id]).await? {
            continue;
        }
        if game_store::invite(&mut tx, id, player.user_id).await? {
            let invitation = Notice::Invitation {
                invitee: player.user_id,
                inviter: asker.clone(),
            };
            // The rematch's only player yet is the one who asked.
            notices::write_about(&mut tx, id, &[], &invitation, Utc::now()).await?;
        }
    }
    if computers + 1 == finished.seat_count.count() {
        // Nobody else to wait for.
        let full = game_store::lock(&mut tx, id)
            .await?
            .ok_or(LobbyError::NotFound)?;
        play::start_game(&mut tx, &full).await?;
    }
    tx.commit().await?;
    Ok(id)
}
