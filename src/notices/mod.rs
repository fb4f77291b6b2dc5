//! Notices: what a person is told about a game, and the one rule that says
//! who is told (`addressees`) and how it reaches them (`reach`).
//!
//! Every path that tells anyone anything about a game — a decision (the
//! fast path's single statement included), the computer's, a reminder, a
//! timeout, an agreement, a seat offered, a mention, an invitation — names
//! what happened as a [`Notice`] and asks [`addressees`] who hears of it;
//! the rows are written in that path's transaction ([`write`]). When a
//! notice falls due, the outbox worker asks [`reach`] by which channels it
//! goes (mail, push), after the holds every channel shares (mutes, quiet
//! hours, the player at the table, a digest). A channel never decides
//! who is told, so two channels cannot disagree about it.

use crate::games::StoredSeat;
use crate::store::games::{GameRecord, PlayerRef};
use crate::store::outbox::{self, NewNotice};
pub use crate::store::outbox::{Dropped, NoticeKind};
use crate::store::users::Recipient;
use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

pub mod event;
pub mod subscribers;
pub mod told;

/// What happened that someone should hear of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The game started: every player hears of it.
    Started,
    /// Who waits changed: the seats newly waiting get their "your turn".
    Turns {
        was_waiting: Vec<StoredSeat>,
        waiting: Vec<StoredSeat>,
    },
    /// A waiting seat's deadline draws near (or a day of its player's
    /// vacation was spent instead of a timeout).
    Reminder { seat: StoredSeat },
    /// A seat ran out of time: everyone hears of it.
    TimedOut { seat: StoredSeat },
    /// The game ended: its players, and its followers as onlookers.
    Finished,
    /// `invitee` was invited to an open game by `inviter`.
    Invitation { invitee: Uuid, inviter: String },
    /// A player proposed an agreement: every other voter is asked.
    Proposal {
        proposed_by: StoredSeat,
        proposer: String,
        voters: Vec<StoredSeat>,
    },
    /// A vanished seat was offered to `to` by `offerer`.
    SeatOffer {
        to: Uuid,
        seat: StoredSeat,
        offerer: String,
    },
    /// `to` was named in the talk; `note` is what they are shown of it.
    Mention { to: Uuid, note: String },
}

impl Notice {
    /// Whether the rule needs the game's followers (see [`addressees`]).
    pub fn reaches_followers(&self) -> bool {
        matches!(self, Notice::Finished)
    }
}

/// A person with a seat who is told what happens at it: not a computer
/// player, not a deleted account's placeholder.
fn is_person(player: &PlayerRef) -> bool {
    player.is_person() && player.seat.is_some()
}

/// A person who decides for their seat themselves: not resigned, and the
/// computer does not hold the seat for them (it decides at once then).
fn decides_own_seat(player: &PlayerRef) -> bool {
    is_person(player) && !player.resigned && player.plays_in_person()
}

/// The rule: who is told of `notice` on a game of these `players`, each
/// with the kind of notice they get and the seat it is about. `followers`
/// are the game's followers (asked for only when
/// [`Notice::reaches_followers`]); nobody is told twice.
pub fn addressees(notice: &Notice, players: &[PlayerRef], followers: &[Uuid]) -> Vec<NewNotice> {
    let is_player = |user: Uuid| players.iter().any(|player| player.user_id == user);
    let to_seats = |kind: NoticeKind, about: Option<StoredSeat>| -> Vec<NewNotice> {
        players
            .iter()
            .filter(|player| is_person(player))
            .map(|player| NewNotice {
                user: player.user_id,
                kind,
                seat: about.or(player.seat),
                note: None,
            })
            .collect()
    };
    match notice {
        Notice::Started => to_seats(NoticeKind::GameStarted, None),
        Notice::TimedOut { seat } => to_seats(NoticeKind::TimedOut, Some(*seat)),
        Notice::Finished => {
            let mut told = to_seats(NoticeKind::GameFinished, None);
            for follower in followers {
                if !is_player(*follower) && !told.iter().any(|n| n.user == *follower) {
                    told.push(NewNotice {
                        user: *follower,
                        kind: NoticeKind::GameFinished,
                        seat: None,
                        note: None,
                    });
                }
            }
            told
        }
        Notice::Turns {
            was_waiting,
            waiting,
        } => players
            .iter()
            .filter(|player| decides_own_seat(player))
            .filter_map(|player| Some((player.user_id, player.seat?)))
            .filter(|(_, seat)| waiting.contains(seat) && !was_waiting.contains(seat))
            .map(|(user, seat)| NewNotice {
                user,
                kind: NoticeKind::YourTurn,
                seat: Some(seat),
                note: None,
            })
            .collect(),
        Notice::Reminder { seat } => players
            .iter()
            .filter(|player| player.seat == Some(*seat) && decides_own_seat(player))
            .map(|player| NewNotice {
                user: player.user_id,
                kind: NoticeKind::Reminder,
                seat: Some(*seat),
                note: None,
            })
            .collect(),
        Notice::Proposal {
            proposed_by,
            proposer,
            voters,
        } => players
            .iter()
            .filter(|player| is_person(player))
            .filter_map(|player| Some((player.user_id, player.seat?)))
            .filter(|(_, seat)| seat != proposed_by && voters.contains(seat))
            .map(|(user, seat)| NewNotice {
                user,
                kind: NoticeKind::Proposal,
                seat: Some(seat),
                note: Some(proposer.clone()),
            })
            .collect(),
        Notice::Invitation { invitee, inviter } => vec![NewNotice {
            user: *invitee,
            kind: NoticeKind::Invitation,
            seat: None,
            note: Some(inviter.clone()),
        }],
        Notice::SeatOffer { to, seat, offerer } => vec![NewNotice {
            user: *to,
            kind: NoticeKind::SeatOffer,
            seat: Some(*seat),
            note: Some(offerer.clone()),
        }],
        Notice::Mention { to, note } => vec![NewNotice {
            user: *to,
            kind: NoticeKind::Mention,
            seat: None,
            note: Some(note.clone()),
        }],
    }
}

/// Writes `notice` about `game` for everyone the rule names, in the
/// caller's transaction; they may go from `send_after`.
pub async fn write(
    conn: &mut PgConnection,
    game: &GameRecord,
    notice: &Notice,
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    // A private game has no onlookers to tell.
    let onlookers = if game.private {
        Onlookers::None
    } else {
        Onlookers::Followers
    };
    told_about(conn, game.id, &game.players, onlookers, notice, send_after).await
}

/// [`write`] for several games' notices at once (an event's tables
/// starting together), in one statement, unless a notice needs a read of
/// its own first (its game's followers, or who heard of it lately): that
/// one is written as [`write`] writes it, in its place in the order.
pub async fn write_all(
    conn: &mut PgConnection,
    notices: &[(&GameRecord, &Notice)],
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let mut batch: Vec<(Uuid, Vec<NewNotice>)> = Vec::new();
    for (game, notice) in notices {
        let told = addressees(notice, &game.players, &[]);
        let reads_first = (notice.reaches_followers() && !game.private)
            || told
                .iter()
                .any(|told| at_most_once_per(told.kind).is_some());
        if reads_first {
            enqueue_batch(conn, &mut batch, send_after).await?;
            write(conn, game, notice, send_after).await?;
        } else {
            batch.push((game.id, told));
        }
    }
    enqueue_batch(conn, &mut batch, send_after).await
}

async fn enqueue_batch(
    conn: &mut PgConnection,
    batch: &mut Vec<(Uuid, Vec<NewNotice>)>,
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let games: Vec<(Uuid, &[NewNotice])> = batch
        .iter()
        .map(|(game, told)| (*game, told.as_slice()))
        .collect();
    outbox::enqueue_notices_of_games(conn, &games, send_after).await?;
    batch.clear();
    Ok(())
}

/// Whether the game's followers may hear of it.
enum Onlookers {
    Followers,
    None,
}

/// [`write`] for a game whose record the caller does not hold (a rematch
/// just created): its id and its players; no onlooker hears of it.
pub async fn write_about(
    conn: &mut PgConnection,
    game: Uuid,
    players: &[PlayerRef],
    notice: &Notice,
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    told_about(conn, game, players, Onlookers::None, notice, send_after).await
}

async fn told_about(
    conn: &mut PgConnection,
    game: Uuid,
    players: &[PlayerRef],
    onlookers: Onlookers,
    notice: &Notice,
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let followers = if notice.reaches_followers() && matches!(onlookers, Onlookers::Followers) {
        crate::store::follows::followers_of(conn, game).await?
    } else {
        Vec::new()
    };
    let mut told = addressees(notice, players, &followers);
    // A kind told at most once in a while: whoever heard of it in this game
    // lately is not told again (proposing and withdrawing in turn once
    // mailed the others about 1,400 times an hour).
    for kind in NoticeKind::ALL {
        if let Some(period) = at_most_once_per(kind) {
            if told.iter().any(|notice| notice.kind == kind) {
                let lately = outbox::told_since(conn, game, kind, send_after - period).await?;
                told.retain(|notice| notice.kind != kind || !lately.contains(&notice.user));
            }
        }
    }
    outbox::enqueue_notices(conn, game, &told, send_after).await
}

/// The kinds a person hears of at most once in a period, in one game.
pub fn at_most_once_per(kind: NoticeKind) -> Option<chrono::Duration> {
    match kind {
        NoticeKind::Proposal => Some(chrono::Duration::days(1)),
        _ => None,
    }
}

/// The channels a due notice goes by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Reach {
    /// A mail to the confirmed address.
    pub mail: bool,
    /// The other channels (`subscribers`: push to the person's devices,
    /// and whatever else listens), each queuing it if it reaches them.
    pub subscribers: bool,
}

impl Reach {
    pub fn nowhere(self) -> bool {
        !self.mail && !self.subscribers
    }
}

/// The rule's other half: how a notice reaches `recipient`. Mail goes to a
/// confirmed address whose owner wants notification mail; the subscribing
/// channels (push to the person's devices) go whether or not they take
/// mail, when one of them reaches them (`reached_otherwise`). All wait for
/// the same holds (mutes, quiet hours, at the table, a digest), decided
/// before this.
pub fn reach(recipient: &Recipient, reached_otherwise: bool) -> Reach {
    Reach {
        mail: recipient.mail_mode != "none" && recipient.email_verified,
        subscribers: reached_otherwise,
    }
}

#[cfg(test)]
mod tests;
