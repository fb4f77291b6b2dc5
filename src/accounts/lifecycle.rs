//! An account's life after sign-up: its address is verified by a link (no
//! game mail goes to it before), changed only when the new address confirms
//! (and the old one is told), and the person may download everything the
//! site holds about them, or delete the account.

use crate::accounts::{self, AccountError};
use crate::mail::{self, MailKind};
use crate::store::account_lifecycle::{self as store, Confirmed, EmailLink, Purpose, Reverted};
use crate::store::users::{self, Contact, UserRow};
use crate::support::crypto;
use crate::support::i18n::Lang;
use crate::support::i18n::{t, t_args};
use crate::support::input::{Email, Password, Username};
use chrono::{Duration, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// How long a verification or change link works.
pub const LINK_VALID_HOURS: i64 = 48;

/// How long the "this was not me" link of a change notice works: longer
/// than the change link, since the person it protects may read their mail
/// only after the change went through.
pub const NOT_ME_VALID_DAYS: i64 = 7;

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
    /// An address change is confirmed from a session of the account, or
    /// with its password.
    #[error("account-email-needs-password")]
    NeedsPassword,
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

/// Writes a link for `email` and returns it (the path to put in a mail), in
/// `conn`'s transaction.
async fn new_link(
    conn: &mut PgConnection,
    user: Uuid,
    email: &str,
    purpose: Purpose,
) -> Result<String, sqlx::Error> {
    let token = crypto::random_token();
    let valid = match purpose {
        Purpose::Verify | Purpose::Change => Duration::hours(LINK_VALID_HOURS),
        Purpose::Revert => Duration::days(NOT_ME_VALID_DAYS),
    };
    store::create_email_token(
        conn,
        user,
        email,
        purpose,
        &crypto::token_hash(&token),
        Utc::now() + valid,
    )
    .await?;
    Ok(format!("/email/{token}"))
}

/// Writes a link that confirms `email` and the mail that carries it to
/// `email`, in `conn`'s transaction.
async fn send_link(
    conn: &mut PgConnection,
    user: &UserRow,
    email: &str,
    purpose: Purpose,
) -> Result<(), sqlx::Error> {
    let path = new_link(conn, user.id, email, purpose).await?;
    let lang = lang_of(user);
    let (kind, subject, body) = match purpose {
        Purpose::Verify => (
            MailKind::VerifyEmail,
            "mail-verify-subject",
            "mail-verify-body",
        ),
        Purpose::Change | Purpose::Revert => (
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
        &mail::link(&path),
        Some(t(lang, "mail-verify-ignore")),
    );
    crate::store::outbox::enqueue(conn, &message).await
}

/// Opens an account. The values were checked at the edge (`crate::support::input`):
/// the name's look-alikes are refused by the store's unique skeleton, and a
/// name that would pass for a computer player's here, before any hashing.
pub async fn sign_up(
    pool: &PgPool,
    username: &Username,
    email: &Email,
    password: &Password,
    language: Option<&str>,
) -> Result<Uuid, AccountError> {
    if crate::support::input::passes_for_computer(
        username.as_str(),
        &users::computer_names(pool).await?,
    ) {
        return Err(AccountError::ComputerName);
    }
    let password_hash = accounts::hash_password(password.expose().to_owned()).await?;
    let id = users::create(
        pool,
        users::NewUser {
            username: username.as_str(),
            email: email.as_str(),
            password_hash: &password_hash,
            language,
        },
    )
    .await?
    .ok_or(AccountError::Taken)?;
    if let Err(error) = send_verification(pool, id).await {
        // The account exists; its settings page sends the link again.
        tracing::warn!(%error, "queueing the address confirmation");
    }
    Ok(id)
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
/// (nothing changes until it is used, from a session of the account or with
/// its password) and a notice to the current one with a "this was not me"
/// link, so a stolen session or password cannot quietly take the account's
/// mail away. What can be judged without the password is judged first (the
/// same address, an address another account has: sign-up says that much to
/// anyone already), so no answer tells a right password from a wrong one
/// before the rest of the request holds.
pub async fn request_email_change(
    pool: &PgPool,
    user: Uuid,
    password: &str,
    new_email: &str,
    client: &str,
) -> Result<(), LifecycleError> {
    let row = users::by_id(pool, user)
        .await?
        .ok_or(AccountError::BadLogin)?;
    if row.email.eq_ignore_ascii_case(new_email) {
        return Err(LifecycleError::SameEmail);
    }
    if store::email_taken(pool, new_email).await? {
        return Err(LifecycleError::EmailTaken);
    }
    accounts::check_password(pool, &row, password, client).await?;
    let mut tx = pool.begin().await?;
    send_link(&mut tx, &row, new_email, Purpose::Change).await?;
    let not_me = new_link(&mut tx, row.id, &row.email, Purpose::Revert).await?;
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
        &mail::link(&not_me),
        Some(t(lang, "mail-change-notice-not-you")),
    );
    crate::store::outbox::enqueue(&mut tx, &notice).await?;
    tx.commit().await?;
    Ok(())
}

/// A live link, for its page: what it is for and which address it names.
pub async fn link(pool: &PgPool, token: &str) -> Result<EmailLink, LifecycleError> {
    store::live_email_token(pool, &crypto::token_hash(token))
        .await?
        .ok_or(LifecycleError::LinkInvalid)
}

/// Who is using a link: the account of the session it is used from, if
/// any, the password given on its page, and the client's address (for the
/// password's failure budget).
pub struct LinkUser<'a> {
    pub signed_in_as: Option<Uuid>,
    pub password: Option<&'a str>,
    pub client: &'a str,
}

/// Uses a confirmation link: its address becomes the account's, confirmed.
/// A sign-up link needs nothing more (it went to the account's own address);
/// a change link also needs a session of the account or its password, so a
/// link kept by someone who no longer has either is worth nothing.
///
/// `link` is what [`link`] read of `token` for the page; the confirmation
/// itself locks the token again, so a link used meanwhile is refused.
pub async fn confirm(
    pool: &PgPool,
    token: &str,
    link: &EmailLink,
    by: LinkUser<'_>,
) -> Result<(Uuid, String), LifecycleError> {
    match link.purpose {
        Purpose::Verify => {}
        Purpose::Change if by.signed_in_as == Some(link.user) => {}
        Purpose::Change => match by.password.filter(|password| !password.is_empty()) {
            Some(password) => {
                accounts::check_password_of(pool, link.user, password, by.client).await?;
            }
            None => return Err(LifecycleError::NeedsPassword),
        },
        Purpose::Revert => return Err(LifecycleError::LinkInvalid),
    }
    match store::confirm_email(pool, &crypto::token_hash(token)).await? {
        Confirmed::Done { user, email } => Ok((user, email)),
        Confirmed::Invalid => Err(LifecycleError::LinkInvalid),
        Confirmed::Taken => Err(LifecycleError::EmailTaken),
    }
}

/// What "this was not me" did, for its page.
#[derive(Debug, PartialEq, Eq)]
pub enum NotMe {
    /// The account is back on `email`, where a reset link has gone.
    ResetSent { email: String },
    /// The old address is another account's now: the change stays, every
    /// session and token ended, and only the operator can help further.
    AddressTaken,
}

/// Uses a "this was not me" link, in one transaction: every pending address
/// change is cancelled; every session, API token and reset link ends; the
/// address the notice went to is the account's again (if the change went
/// through meanwhile), and a reset link goes to it, since whoever asked for
/// the change knew the password.
pub async fn not_me(pool: &PgPool, token: &str) -> Result<NotMe, LifecycleError> {
    let mut tx = pool.begin().await?;
    let done = match store::revert_email_change(&mut tx, &crypto::token_hash(token)).await? {
        Reverted::Invalid => return Err(LifecycleError::LinkInvalid),
        Reverted::AddressTaken { user } => {
            tracing::warn!(%user, "not me: the old address is another account's now");
            NotMe::AddressTaken
        }
        Reverted::Done { user, email } => {
            accounts::queue_reset(&mut tx, user).await?;
            NotMe::ResetSent { email }
        }
    };
    tx.commit().await?;
    Ok(done)
}

/// Deletes the account of someone who says they understand and gives its
/// password; their sessions end with it. The box is judged first: an
/// unticked request says so whatever the password.
pub async fn delete(
    pool: &PgPool,
    user: Uuid,
    password: &str,
    understood: bool,
    client: &str,
) -> Result<(), LifecycleError> {
    if !understood {
        return Err(LifecycleError::NotConfirmed);
    }
    accounts::check_password_of(pool, user, password, client).await?;
    let mut tx = pool.begin().await?;
    store::delete_account(&mut tx, user).await?;
    tx.commit().await?;
    Ok(())
}

/// Everything the site holds about the person, as JSON.
pub async fn export(pool: &PgPool, user: Uuid) -> Result<serde_json::Value, LifecycleError> {
    Ok(store::export(pool, user).await?)
}
