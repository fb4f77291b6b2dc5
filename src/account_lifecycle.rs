//! An account's life after sign-up: its address is verified by a link (no
//! game mail goes to it before), changed only when the new address confirms
//! (and the old one is told), and the person may download everything the
//! site holds about them, or delete the account.

use crate::accounts::{verify_password, AccountError};
use crate::crypto;
use crate::i18n::Lang;
use crate::i18n::{t, t_args};
use crate::mail::{self, MailKind};
use crate::store::account_lifecycle::{self as store, Confirmed, Purpose};
use crate::store::users::{self, Contact, UserRow};
use chrono::{Duration, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// How long a verification or change link works.
pub const LINK_VALID_HOURS: i64 = 48;

#[derive(Debug, thiserror::Error)]
pub enum LifecycleError {
    #[error("account-email-link-invalid")]
    LinkInvalid,
    #[error("account-email-taken")]
    EmailTaken,
    #[error("account-email-same")]
    SameEmail,
    #[error("account-delete-unconfirmed")]
    NotConfirmed,
    #[error(transparent)]
    Account(#[from] AccountError),
}

impl From<sqlx::Error> for LifecycleError {
    fn from(error: sqlx::Error) -> Self {
        LifecycleError::Account(error.into())
    }
}

fn contact_of(user: &UserRow, email: &str) -> Contact {
    Contact {
        id: user.id,
        username: user.username.clone(),
        email: email.to_owned(),
        language: user.language.clone(),
        time_zone: user.time_zone.clone(),
    }
}

fn lang_of(user: &UserRow) -> Lang {
    user.language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default()
}

/// Writes a link for `email` and the mail that carries it, in `conn`'s
/// transaction.
async fn send_link(
    conn: &mut PgConnection,
    user: &UserRow,
    email: &str,
    purpose: Purpose,
) -> Result<(), sqlx::Error> {
    let token = crypto::random_token();
    store::create_email_token(
        conn,
        user.id,
        email,
        purpose,
        &crypto::token_hash(&token),
        Utc::now() + Duration::hours(LINK_VALID_HOURS),
    )
    .await?;
    let lang = lang_of(user);
    let (kind, subject, body) = match purpose {
        Purpose::Verify => (
            MailKind::VerifyEmail,
            "mail-verify-subject",
            "mail-verify-body",
        ),
        Purpose::Change => (
            MailKind::EmailChange,
            "mail-change-subject",
            "mail-change-body",
        ),
    };
    let message = mail::compose(
        kind,
        &contact_of(user, email),
        t(lang, subject).to_owned(),
        t(lang, body),
        &mail::link(&format!("/email/{token}")),
        Some(t(lang, "mail-verify-ignore")),
    );
    crate::store::outbox::enqueue(conn, &message).await
}

/// Sends (again) the link that confirms the account's own address.
pub async fn send_verification(pool: &PgPool, user: Uuid) -> Result<(), LifecycleError> {
    let row = users::by_id(pool, user)
        .await?
        .ok_or(AccountError::BadLogin)?;
    let mut tx = pool.begin().await?;
    send_link(&mut tx, &row, &row.email, Purpose::Verify).await?;
    tx.commit().await?;
    Ok(())
}

/// Asks to move the account to `new_email`: a link goes to the new address
/// (nothing changes until it is used) and a notice to the current one, so a
/// stolen session cannot quietly take the account's mail away.
pub async fn request_email_change(
    pool: &PgPool,
    user: Uuid,
    password: &str,
    new_email: &str,
) -> Result<(), LifecycleError> {
    let row = users::by_id(pool, user)
        .await?
        .ok_or(AccountError::BadLogin)?;
    if !verify_password(row.password_hash.clone(), password.to_owned()).await? {
        return Err(AccountError::BadLogin.into());
    }
    if row.email.eq_ignore_ascii_case(new_email) {
        return Err(LifecycleError::SameEmail);
    }
    if store::email_taken(pool, new_email).await? {
        return Err(LifecycleError::EmailTaken);
    }
    let mut tx = pool.begin().await?;
    send_link(&mut tx, &row, new_email, Purpose::Change).await?;
    let lang = lang_of(&row);
    let notice = mail::compose(
        MailKind::EmailChangeNotice,
        &contact_of(&row, &row.email),
        t(lang, "mail-change-notice-subject").to_owned(),
        &t_args(
            lang,
            "mail-change-notice-body",
            &[("address", new_email.into())],
        ),
        &mail::link("/settings"),
        Some(t(lang, "mail-change-notice-not-you")),
    );
    crate::store::outbox::enqueue(&mut tx, &notice).await?;
    tx.commit().await?;
    Ok(())
}

/// The address a live link would confirm, for its confirmation page.
pub async fn link_email(pool: &PgPool, token: &str) -> Result<String, LifecycleError> {
    store::live_email_token(pool, &crypto::token_hash(token))
        .await?
        .map(|(_, email)| email)
        .ok_or(LifecycleError::LinkInvalid)
}

/// Uses a link: its address becomes the account's, confirmed.
pub async fn confirm(pool: &PgPool, token: &str) -> Result<(Uuid, String), LifecycleError> {
    match store::confirm_email(pool, &crypto::token_hash(token)).await? {
        Confirmed::Done { user, email } => Ok((user, email)),
        Confirmed::Invalid => Err(LifecycleError::LinkInvalid),
        Confirmed::Taken => Err(LifecycleError::EmailTaken),
    }
}

/// Deletes the account of someone who gives its password and says they
/// understand; their sessions end with it.
pub async fn delete(
    pool: &PgPool,
    user: Uuid,
    password: &str,
    understood: bool,
) -> Result<(), LifecycleError> {
    let row = users::by_id(pool, user)
        .await?
        .ok_or(AccountError::BadLogin)?;
    if !verify_password(row.password_hash, password.to_owned()).await? {
        return Err(AccountError::BadLogin.into());
    }
    if !understood {
        return Err(LifecycleError::NotConfirmed);
    }
    let mut tx = pool.begin().await?;
    store::delete_account(&mut tx, user).await?;
    tx.commit().await?;
    Ok(())
}

/// Everything the site holds about the person, as JSON.
pub async fn export(pool: &PgPool, user: Uuid) -> Result<serde_json::Value, LifecycleError> {
    Ok(store::export(pool, user).await?)
}
