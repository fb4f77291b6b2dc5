//! Accounts: sign-up, login with rate limiting, password reset.
//! Passwords are hashed with argon2id off the async threads.

use crate::crypto;
use crate::input::{Email, Password, Username};
use crate::mail;
use crate::store::users::{self, Contact, NewUser, UserRow};
use crate::store::StoreError;
use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::Argon2;
use chrono::{Duration, Utc};
use sqlx::PgPool;
use std::sync::OnceLock;
use uuid::Uuid;

/// Failed logins allowed per account name and per client address in the window.
const MAX_FAILURES: i64 = 5;
const FAILURE_WINDOW_MINUTES: i64 = 15;
const RESET_VALID_MINUTES: i64 = 60;

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("account.bad_username")]
    BadUsername,
    #[error("account.bad_email")]
    BadEmail,
    #[error("account.bad_password")]
    BadPassword,
    #[error("account.taken")]
    Taken,
    #[error("account.bad_login")]
    BadLogin,
    #[error("account.rate_limited")]
    RateLimited,
    #[error("account.reset_invalid")]
    ResetInvalid,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("password hashing failed: {0}")]
    Hashing(String),
}

impl From<sqlx::Error> for AccountError {
    fn from(error: sqlx::Error) -> Self {
        AccountError::Store(error.into())
    }
}

impl AccountError {
    /// The translation key of a user-facing error, `None` for internal ones.
    pub fn message_key(&self) -> Option<&'static str> {
        Some(match self {
            AccountError::BadUsername => "account.bad_username",
            AccountError::BadEmail => "account.bad_email",
            AccountError::BadPassword => "account.bad_password",
            AccountError::Taken => "account.taken",
            AccountError::BadLogin => "account.bad_login",
            AccountError::RateLimited => "account.rate_limited",
            AccountError::ResetInvalid => "account.reset_invalid",
            AccountError::Store(_) | AccountError::Hashing(_) => return None,
        })
    }
}

pub fn valid_username(name: &str) -> bool {
    (3..=30).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

fn valid_password(password: &str) -> bool {
    (10..=200).contains(&password.chars().count())
}

async fn hash_password(password: String) -> Result<String, AccountError> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|error| AccountError::Hashing(error.to_string()))
    })
    .await
    .map_err(|error| AccountError::Hashing(error.to_string()))?
}

/// A hash of nothing, checked against when the account does not exist so that
/// a login takes as long either way.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(b"not a password of anyone", &salt)
            .map(|hash| hash.to_string())
            .unwrap_or_default()
    })
}

async fn verify_password(hash: String, password: String) -> bool {
    tokio::task::spawn_blocking(move || {
        PasswordHash::new(&hash)
            .map(|parsed| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false)
    })
    .await
    .unwrap_or(false)
}

/// Opens an account. The values were checked at the edge (`crate::input`):
/// the name's look-alikes are refused by the store's unique skeleton.
pub async fn sign_up(
    pool: &PgPool,
    username: &Username,
    email: &Email,
    password: &Password,
    language: Option<&str>,
) -> Result<Uuid, AccountError> {
    let password_hash = hash_password(password.expose().to_owned()).await?;
    users::create(
        pool,
        NewUser {
            username: username.as_str(),
            email: email.as_str(),
            password_hash: &password_hash,
            language,
        },
    )
    .await?
    .ok_or(AccountError::Taken)
}

/// Checks a login. The answer is the same for an unknown account and a wrong
/// password, and failures are counted per account name and per address.
pub async fn log_in(
    pool: &PgPool,
    login: &str,
    password: &str,
    client: &str,
) -> Result<UserRow, AccountError> {
    let login = login.trim();
    let subjects = vec![
        format!("login:{}", login.to_lowercase()),
        format!("addr:{client}"),
    ];
    let now = Utc::now();
    let since = now - Duration::minutes(FAILURE_WINDOW_MINUTES);
    if users::recent_failures(pool, &subjects[..1], since).await? >= MAX_FAILURES
        || users::recent_failures(pool, &subjects[1..], since).await? >= MAX_FAILURES * 4
    {
        return Err(AccountError::RateLimited);
    }
    let user = users::by_login(pool, login).await?;
    let hash = user
        .as_ref()
        .map(|user| user.password_hash.clone())
        .unwrap_or_else(|| dummy_hash().to_owned());
    let verified = verify_password(hash, password.to_owned()).await;
    match user {
        Some(user) if verified => Ok(user),
        _ => {
            users::record_failure(pool, &subjects, now - Duration::days(1)).await?;
            Err(AccountError::BadLogin)
        }
    }
}

/// Sends a reset link if the email belongs to an account; says nothing either way.
pub async fn request_reset(pool: &PgPool, email: &str) -> Result<(), AccountError> {
    let Some(user) = users::by_login(pool, email.trim()).await? else {
        return Ok(());
    };
    if !user.email.eq_ignore_ascii_case(email.trim()) {
        return Ok(());
    }
    let token = crypto::random_token();
    let mut tx = pool.begin().await?;
    users::create_reset(
        &mut tx,
        user.id,
        &crypto::token_hash(&token),
        Utc::now() + Duration::minutes(RESET_VALID_MINUTES),
    )
    .await?;
    let contact = Contact {
        id: user.id,
        username: user.username.clone(),
        email: user.email.clone(),
        language: user.language.clone(),
        time_zone: user.time_zone.clone(),
    };
    mail::send_password_reset(&mut tx, &contact, &mail::link(&format!("/reset/{token}"))).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn reset_is_live(pool: &PgPool, token: &str) -> Result<bool, AccountError> {
    Ok(users::reset_owner(pool, &crypto::token_hash(token))
        .await?
        .is_some())
}

pub async fn complete_reset(
    pool: &PgPool,
    token: &str,
    password: &str,
) -> Result<(), AccountError> {
    if !valid_password(password) {
        return Err(AccountError::BadPassword);
    }
    let hash = hash_password(password.to_owned()).await?;
    if users::consume_reset(pool, &crypto::token_hash(token), &hash).await? {
        Ok(())
    } else {
        Err(AccountError::ResetInvalid)
    }
}

/// Changes the password of a logged-in user who knows the current one. Every
/// other session ends; returns the new session generation.
pub async fn change_password(
    pool: &PgPool,
    user: Uuid,
    current: &str,
    new: &str,
) -> Result<i32, AccountError> {
    let row = users::by_id(pool, user)
        .await?
        .ok_or(AccountError::BadLogin)?;
    if !verify_password(row.password_hash, current.to_owned()).await {
        return Err(AccountError::BadLogin);
    }
    if !valid_password(new) {
        return Err(AccountError::BadPassword);
    }
    let hash = hash_password(new.to_owned()).await?;
    Ok(users::update_password(pool, user, &hash).await?)
}

/// A new API token for the user, returned once.
pub async fn create_api_token(
    pool: &PgPool,
    user: Uuid,
    label: &str,
) -> Result<String, AccountError> {
    let token = crypto::random_token();
    users::create_api_token(pool, user, &crypto::token_hash(&token), label).await?;
    Ok(token)
}
