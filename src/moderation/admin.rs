//! The site's administrators: the accounts whose confirmed address is one of
//! `ADMIN_EMAILS`. They search accounts, block and unblock them (a blocked
//! account cannot log in or act: its sessions end and its API tokens are
//! revoked at once; its games go on under their timeout policy), delete
//! them, cancel games, call off events or take a player out of one, and
//! resolve reports. Each of those is one
//! transaction with its line in the audit log: who, what, to whom, when,
//! and why (a reason is required).

use super::ModerationError;
use crate::store::account_lifecycle;
use crate::store::moderation::{self as store, AdminAction};
use crate::store::sessions;
use crate::store::users;
use crate::support::input::Reason;
use chrono::Utc;
use scriptorium_events::EventAction;
use sqlx::PgPool;
use std::collections::HashSet;
use uuid::Uuid;

pub use store::{AccountRow, ActionRow, ReportRow};

/// The administrators' addresses (`ADMIN_EMAILS`, comma-separated), kept
/// lowercased.
#[derive(Debug, Clone, Default)]
pub struct Admins(HashSet<String>);

impl Admins {
    pub fn parse(list: &str) -> Admins {
        Admins(
            list.split(',')
                .map(|email| email.trim().to_lowercase())
                .filter(|email| email.contains('@'))
                .collect(),
        )
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `email` is an administrator's address.
    pub fn names(&self, email: &str) -> bool {
        self.0.contains(&email.trim().to_lowercase())
    }
}

/// An administrator, checked: their address is confirmed and listed.
#[derive(Debug, Clone)]
pub struct Admin {
    pub id: Uuid,
    pub name: String,
}

/// `user` as an administrator, if they are one now (the list and the
/// address are read at each request: a change of either takes effect at
/// once).
pub async fn admin(
    pool: &PgPool,
    admins: &Admins,
    user: Uuid,
) -> Result<Option<Admin>, sqlx::Error> {
    if admins.is_empty() {
        return Ok(None);
    }
    let Some(recipient) = users::recipient_by_id(pool, user).await? else {
        return Ok(None);
    };
    Ok(
        (recipient.email_verified && admins.names(&recipient.email)).then_some(Admin {
            id: recipient.id,
            name: recipient.username,
        }),
    )
}

pub async fn search(pool: &PgPool, query: &str) -> Result<Vec<AccountRow>, sqlx::Error> {
    store::search_accounts(pool, query).await
}

pub async fn reports(pool: &PgPool, open_only: bool) -> Result<Vec<ReportRow>, sqlx::Error> {
    store::reports(pool, open_only).await
}

pub async fn audit_log(pool: &PgPool) -> Result<Vec<ActionRow>, sqlx::Error> {
    store::actions(pool).await
}

/// An account an administrator may act on: not their own, not another
/// administrator's (that is done by changing `ADMIN_EMAILS`).
async fn target(
    pool: &PgPool,
    admins: &Admins,
    admin: &Admin,
    user: Uuid,
) -> Result<(), ModerationError> {
    let recipient = users::recipient_by_id(pool, user)
        .await?
        .ok_or(ModerationError::NoSuchPlayer)?;
    if user == admin.id || (recipient.email_verified && admins.names(&recipient.email)) {
        return Err(ModerationError::AdminAccount);
    }
    Ok(())
}

fn line<'a>(admin: &'a Admin, action: &'a str, reason: &'a Reason) -> AdminAction<'a> {
    AdminAction {
        admin: admin.id,
        admin_name: &admin.name,
        action,
        target_user: None,
        target_game: None,
        target_event: None,
        report: None,
        reason: reason.as_str(),
    }
}

/// What an administrator does to an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountAction {
    /// It cannot log in; its sessions end and its API tokens are revoked now.
    Block,
    Unblock,
    /// As its owner's deletion does: the name becomes "former player",
    /// owned data goes, other people's games keep its seat.
    Delete,
}

impl AccountAction {
    /// The audit log's word for it.
    pub fn code(self) -> &'static str {
        match self {
            AccountAction::Block => "block",
            AccountAction::Unblock => "unblock",
            AccountAction::Delete => "delete",
        }
    }

    pub fn parse(code: &str) -> Option<AccountAction> {
        [
            AccountAction::Block,
            AccountAction::Unblock,
            AccountAction::Delete,
        ]
        .into_iter()
        .find(|action| action.code() == code)
    }
}

/// Does `action` to an account, with its line in the audit log, in one
/// transaction.
pub async fn act_on_account(
    pool: &PgPool,
    admins: &Admins,
    admin: &Admin,
    user: Uuid,
    action: AccountAction,
    reason: &Reason,
) -> Result<(), ModerationError> {
    target(pool, admins, admin, user).await?;
    let mut tx = pool.begin().await?;
    match action {
        AccountAction::Block | AccountAction::Unblock => {
            let blocked = (action == AccountAction::Block).then_some(reason.as_str());
            if !store::set_account_blocked(&mut tx, user, blocked).await? {
                return Err(ModerationError::NoSuchPlayer);
            }
            if action == AccountAction::Block {
                sessions::end_all(&mut *tx, user, None).await?;
                sessions::revoke_all_tokens(&mut *tx, user).await?;
            }
        }
        AccountAction::Delete => {
            account_lifecycle::delete_account(&mut tx, user).await?;
            store::forget_blocks(&mut tx, user).await?;
        }
    }
    store::record_action(
        &mut tx,
        &AdminAction {
            target_user: Some(user),
            ..line(admin, action.code(), reason)
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Cancels a game (`play::agreements::cancel_by_moderators`).
pub async fn cancel_game(
    pool: &PgPool,
    admin: &Admin,
    game: Uuid,
    reason: &Reason,
) -> Result<i64, ModerationError> {
    let mut tx = pool.begin().await?;
    let seq = match crate::play::agreements::cancel_by_moderators(&mut tx, game, Utc::now()).await {
        Ok(seq) => seq,
        Err(crate::play::PlayError::NotActive) => return Err(ModerationError::GameNotRunning),
        Err(crate::play::PlayError::NotFound) => return Err(ModerationError::GameNotRunning),
        Err(other) => return Err(other.into()),
    };
    store::record_action(
        &mut tx,
        &AdminAction {
            target_game: Some(game),
            ..line(admin, "cancel_game", reason)
        },
    )
    .await?;
    tx.commit().await?;
    Ok(seq)
}

/// What the moderators do to an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventModeration {
    /// Call it off: its running games are called off with it.
    Cancel,
    /// Take a player out, as a withdrawal (their open two-player games
    /// are lost at once).
    Remove(Uuid),
}

impl EventModeration {
    /// The audit log's word for it.
    pub fn code(self) -> &'static str {
        match self {
            EventModeration::Cancel => "cancel_event",
            EventModeration::Remove(_) => "remove_from_event",
        }
    }
}

/// Does `action` to an event, with its line in the audit log, in one
/// transaction; a refusal of the event's (over already, not entered)
/// changes nothing.
pub async fn act_on_event(
    pool: &PgPool,
    admin: &Admin,
    event: Uuid,
    action: EventModeration,
    reason: &Reason,
) -> Result<(), ModerationError> {
    let (decision, target_user) = match action {
        EventModeration::Cancel => (EventAction::CancelByModerators, None),
        EventModeration::Remove(user) => (
            EventAction::Remove {
                player: crate::tournaments::log::player(user),
            },
            Some(user),
        ),
    };
    let mut tx = pool.begin().await?;
    crate::tournaments::decide(&mut tx, event, &decision, Utc::now()).await?;
    store::record_action(
        &mut tx,
        &AdminAction {
            target_user,
            target_event: Some(event),
            ..line(admin, action.code(), reason)
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Resolves an open report, saying what was done.
pub async fn resolve(
    pool: &PgPool,
    admin: &Admin,
    report: i64,
    resolution: &Reason,
) -> Result<(), ModerationError> {
    let mut tx = pool.begin().await?;
    if !store::resolve_report(&mut tx, report, admin.id, resolution.as_str()).await? {
        return Err(ModerationError::NoSuchReport);
    }
    store::record_action(
        &mut tx,
        &AdminAction {
            report: Some(report),
            ..line(admin, "resolve_report", resolution)
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_of_administrators_is_read_without_case_or_spaces() {
        let admins = Admins::parse(" Anna@Example.org, ,bob@example.org,not-an-address");
        assert!(admins.names("anna@example.org"));
        assert!(admins.names("BOB@example.org "));
        assert!(!admins.names("not-an-address"));
        assert!(!admins.names("carl@example.org"));
        assert!(Admins::parse("").is_empty());
    }
}
