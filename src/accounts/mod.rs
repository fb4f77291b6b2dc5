//! Accounts: sign-up, login with rate limiting, password reset.
//! Passwords are hashed with argon2id off the async threads.

pub mod lifecycle;
pub mod preferences;
pub mod scopes;
pub mod sessions;
pub mod settings;

use crate::mail;
use crate::store::users::{self, UserRow};
use crate::store::StoreError;
use crate::support::crypto;
use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::Argon2;
use chrono::{DateTime, Duration, Utc};
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use uuid::Uuid;

const RESET_VALID_MINUTES: i64 = 60;

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("account-bad-username")]
    BadUsername,
    #[error("account-bad-email")]
    BadEmail,
    #[error("account-bad-password")]
    BadPassword,
    #[error("account-taken")]
    Taken,
    /// The name would pass for a computer player's (`input::passes_for_computer`).
    #[error("account-name-computer")]
    ComputerName,
    #[error("account-bad-login")]
    BadLogin,
    #[error("account-rate-limited")]
    RateLimited { retry_after_secs: u64 },
    #[error("account-reset-invalid")]
    ResetInvalid,
    /// The administrators blocked the account: the right password is told
    /// so, rather than "wrong password".
    #[error("account-blocked")]
    Blocked,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("password hashing failed: {0}")]
    Hashing(String),
    /// Every hashing slot stayed taken for too long.
    #[error("too many password checks at once")]
    Busy,
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
            AccountError::BadUsername => "account-bad-username",
            AccountError::BadEmail => "account-bad-email",
            AccountError::BadPassword => "account-bad-password",
            AccountError::Taken => "account-taken",
            AccountError::ComputerName => "account-name-computer",
            AccountError::BadLogin => "account-bad-login",
            AccountError::RateLimited { .. } => "account-rate-limited",
            AccountError::ResetInvalid => "account-reset-invalid",
            AccountError::Blocked => "account-blocked",
            AccountError::Store(_) | AccountError::Hashing(_) | AccountError::Busy => return None,
        })
    }
}

fn valid_password(password: &str) -> bool {
    (10..=200).contains(&password.chars().count())
}

/// Password hashing is the one thing here that needs much memory: argon2's
/// default parameters take 19 MiB per hash, for a few dozen milliseconds of
/// CPU. Hashes therefore run on the blocking pool at most this many at a
/// time (one per core, at least two): more would not finish sooner, they
/// would only hold more memory. A request that waits longer than
/// [`HASH_QUEUE_WAIT`] for its turn is told the service is busy (503 with
/// Retry-After) rather than queueing without end.
fn hashing_slots() -> &'static tokio::sync::Semaphore {
    static SLOTS: OnceLock<tokio::sync::Semaphore> = OnceLock::new();
    SLOTS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        tokio::sync::Semaphore::new(cores.clamp(2, 8))
    })
}

/// How long a sign-up, login or password change waits for a hashing slot.
const HASH_QUEUE_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Runs `work` (a hash or a verification) when a hashing slot is free.
async fn with_hashing_slot<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, AccountError> {
    with_hashing_slot_within(HASH_QUEUE_WAIT, work).await
}

async fn with_hashing_slot_within<T: Send + 'static>(
    wait: std::time::Duration,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, AccountError> {
    let _slot = tokio::time::timeout(wait, hashing_slots().acquire())
        .await
        .map_err(|_| AccountError::Busy)?
        .map_err(|_| AccountError::Busy)?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|error| AccountError::Hashing(error.to_string()))
}

pub(crate) async fn hash_password(password: String) -> Result<String, AccountError> {
    with_hashing_slot(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|error| AccountError::Hashing(error.to_string()))
    })
    .await?
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

/// Whether `password` matches `hash`; `Err` only when no hashing slot came
/// free in time (the caller answers "busy", never "wrong password").
pub async fn verify_password(hash: String, password: String) -> Result<bool, AccountError> {
    with_hashing_slot(move || {
        PasswordHash::new(&hash)
            .map(|parsed| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false)
    })
    .await
}

// --- Failed logins: throttle the attacker, never lock the owner out ---
//
// Every failure is recorded three times: for the address, for the account and
// for the (account, address) pair. An attempt is refused, with the wait, when
//
// 1. its address failed `ADDRESS_MAX_FAILURES` times in the window, on any
//    accounts: one address guessing many accounts;
// 2. its pair failed `PAIR_FREE_FAILURES` times or more in the last day: the
//    pair then waits `PAIR_FIRST_WAIT` after its last failure, twice as long
//    for each further failure, up to a day (exponential back-off: one address
//    guessing one account slows to a crawl);
// 3. the account failed `ACCOUNT_UNDER_ATTACK` times in the window from all
//    addresses together, and this pair already failed
//    `UNDER_ATTACK_PAIR_ALLOWANCE` times in it: many addresses guessing one
//    account get a couple of guesses each per window.
//
// No rule refuses an address that has not failed on the account (and has not
// failed on many others): however hard an account is attacked, its owner, from
// their own address, still logs in with the right password. The limit on the
// account as a whole (rule 3) is what an account-wide lock-out would have
// been, without the lock-out. Rows are per attempt, in PostgreSQL, so every
// instance sees every failure.

const FAILURE_WINDOW: Duration = Duration::minutes(15);
/// How long a pair's failures count towards its back-off (rows older than
/// this are pruned).
const BACKOFF_MEMORY: Duration = Duration::days(1);
const ADDRESS_MAX_FAILURES: i64 = 20;
const PAIR_FREE_FAILURES: i64 = 5;
const PAIR_FIRST_WAIT: Duration = Duration::minutes(15);
const ACCOUNT_UNDER_ATTACK: i64 = 10;
const UNDER_ATTACK_PAIR_ALLOWANCE: i64 = 2;

/// How long an attempt with these failures behind it must wait; `None` when
/// it may go ahead.
fn login_wait(failures: &users::FailureCounts, now: DateTime<Utc>) -> Option<Duration> {
    let since_last_pair_failure = failures.pair_last.map(|last| now - last);
    let mut waits = Vec::new();
    if failures.address >= ADDRESS_MAX_FAILURES {
        // The oldest of these failures leaves the window within its length.
        waits.push(FAILURE_WINDOW);
    }
    if let Some(elapsed) = since_last_pair_failure {
        if failures.pair_remembered >= PAIR_FREE_FAILURES {
            let doublings = (failures.pair_remembered - PAIR_FREE_FAILURES).min(16) as i32;
            let backoff = (PAIR_FIRST_WAIT * 2i32.pow(doublings as u32)).min(BACKOFF_MEMORY);
            waits.push(backoff - elapsed);
        }
        if failures.account >= ACCOUNT_UNDER_ATTACK
            && failures.pair_recent >= UNDER_ATTACK_PAIR_ALLOWANCE
        {
            waits.push(FAILURE_WINDOW - elapsed);
        }
    }
    waits
        .into_iter()
        .filter(|wait| *wait > Duration::zero())
        .max()
}

/// The three subjects a password check is counted under (see above).
struct Subjects {
    address: String,
    account: String,
    pair: String,
}

impl Subjects {
    fn new(account: String, client: &str) -> Subjects {
        Subjects {
            address: format!("address:{client}"),
            pair: format!("pair:{account}@{client}"),
            account,
        }
    }

    fn of_account(user: Uuid, client: &str) -> Subjects {
        Subjects::new(format!("account:{user}"), client)
    }
}

/// Checks `password` against `hash` within the failure budget of
/// `subjects`: refused with the wait when the budget is spent, a failure
/// recorded when it does not match. `known`: `hash` is a real account's (a
/// match with the dummy hash of an unknown name is still a failure).
///
/// Every place that takes a password goes through here (the login, and the
/// password a logged-in person or an API token must give to delete the
/// account, change its password or address, create a token, or confirm an
/// address change), so a stolen session or token guesses no faster than a
/// stranger at the login form, and its failures count against the same
/// account. Checks of one account, and checks from one client address, take
/// turns in this instance ([`PasswordTurns`]): a flood holds one hashing
/// slot, never all of them, so other people's logins wait at most for one
/// hash.
async fn budgeted_check(
    pool: &PgPool,
    subjects: &Subjects,
    hash: String,
    password: &str,
    known: bool,
) -> Result<bool, AccountError> {
    let _turn = password_turns()
        .take(&[&subjects.address, &subjects.account])
        .await?;
    let now = Utc::now();
    let failures = users::failure_counts(
        pool,
        &subjects.address,
        &subjects.account,
        &subjects.pair,
        now - FAILURE_WINDOW,
        now - BACKOFF_MEMORY,
    )
    .await?;
    if let Some(wait) = login_wait(&failures, now) {
        return Err(AccountError::RateLimited {
            retry_after_secs: crate::rate_limit::whole_seconds(
                wait.num_milliseconds() as f64 / 1000.0,
            ),
        });
    }
    if verify_password(hash, password.to_owned()).await? && known {
        // The owner is back: their own typos are forgiven.
        users::clear_failures(pool, &subjects.pair).await?;
        Ok(true)
    } else {
        let all = [
            subjects.address.clone(),
            subjects.account.clone(),
            subjects.pair.clone(),
        ];
        users::record_failure(pool, &all, now - BACKOFF_MEMORY).await?;
        Ok(false)
    }
}

/// Checks the password of the account `user` given by someone already
/// signed in to it (a session or an API token), from the client address
/// `client`, within the login's failure budget. `Err(BadLogin)`: wrong.
pub async fn check_password(
    pool: &PgPool,
    user: &UserRow,
    password: &str,
    client: &str,
) -> Result<(), AccountError> {
    let subjects = Subjects::of_account(user.id, client);
    if budgeted_check(pool, &subjects, user.password_hash.clone(), password, true).await? {
        Ok(())
    } else {
        Err(AccountError::BadLogin)
    }
}

/// [`check_password`] for the account with id `user`.
pub async fn check_password_of(
    pool: &PgPool,
    user: Uuid,
    password: &str,
    client: &str,
) -> Result<UserRow, AccountError> {
    let row = users::by_id(pool, user)
        .await?
        .ok_or(AccountError::BadLogin)?;
    check_password(pool, &row, password, client).await?;
    Ok(row)
}

/// Checks a login from the client address `client`. The answer is the same
/// for an unknown account and a wrong password, and unknown accounts are
/// limited like known ones, so neither reveals who has an account.
pub async fn log_in(
    pool: &PgPool,
    login: &str,
    password: &str,
    client: &str,
) -> Result<UserRow, AccountError> {
    let login = login.trim();
    let user = users::by_login(pool, login).await?;
    // A known account is one subject whether named by username or email.
    let subjects = match &user {
        Some(user) => Subjects::of_account(user.id, client),
        None => Subjects::new(format!("account:name:{}", login.to_lowercase()), client),
    };
    let (hash, known) = match &user {
        Some(user) => (user.password_hash.clone(), true),
        None => (dummy_hash().to_owned(), false),
    };
    match (
        budgeted_check(pool, &subjects, hash, password, known).await?,
        user,
    ) {
        (true, Some(user)) => {
            if crate::store::moderation::account_blocked(pool, user.id).await? {
                return Err(AccountError::Blocked);
            }
            Ok(user)
        }
        _ => Err(AccountError::BadLogin),
    }
}

/// Password checks take turns: one at a time per account and per client
/// address in this instance, with at most [`MAX_WAITING_CHECKS`] waiting
/// behind it; more are refused at once (429), costing no hash at all. The
/// budget in PostgreSQL is what limits guessing across instances; this is
/// what keeps one flood from taking every hashing slot of one instance
/// while its failures are being recorded.
pub struct PasswordTurns {
    queues: std::sync::Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

/// How many checks of one subject may wait while one runs.
const MAX_WAITING_CHECKS: usize = 4;

fn password_turns() -> &'static PasswordTurns {
    static TURNS: OnceLock<PasswordTurns> = OnceLock::new();
    TURNS.get_or_init(|| PasswordTurns {
        queues: std::sync::Mutex::new(HashMap::new()),
    })
}

/// The turn of one check: held while it runs.
pub struct PasswordTurn<'a> {
    turns: &'a PasswordTurns,
    held: Vec<(String, tokio::sync::OwnedMutexGuard<()>)>,
}

impl PasswordTurns {
    /// Waits for the turn of every subject in `subjects`, always in the
    /// order given (address before account everywhere, so two checks
    /// never wait for each other in a circle).
    async fn take(&self, subjects: &[&String]) -> Result<PasswordTurn<'_>, AccountError> {
        let mut turn = PasswordTurn {
            turns: self,
            held: Vec::with_capacity(subjects.len()),
        };
        for subject in subjects {
            let queue = {
                let mut queues = self.queues.lock().unwrap_or_else(|e| e.into_inner());
                let queue = queues.entry((*subject).clone()).or_default().clone();
                // The map's reference and ours, plus one per check holding
                // or waiting for this subject: room for one running and
                // MAX_WAITING_CHECKS waiting, this one included.
                if Arc::strong_count(&queue) > MAX_WAITING_CHECKS + 2 {
                    return Err(AccountError::RateLimited {
                        retry_after_secs: 1,
                    });
                }
                queue
            };
            let guard = tokio::time::timeout(HASH_QUEUE_WAIT, queue.lock_owned())
                .await
                .map_err(|_| AccountError::Busy)?;
            turn.held.push(((*subject).clone(), guard));
        }
        Ok(turn)
    }

    /// How many subjects have a check running or waiting (for tests).
    #[cfg(test)]
    fn subjects_in_use(&self) -> usize {
        self.queues.lock().map(|queues| queues.len()).unwrap_or(0)
    }
}

impl Drop for PasswordTurn<'_> {
    fn drop(&mut self) {
        let subjects: Vec<String> = self.held.drain(..).map(|(subject, _)| subject).collect();
        // The guards are gone; a queue nobody else holds leaves the map.
        let mut queues = self.turns.queues.lock().unwrap_or_else(|e| e.into_inner());
        for subject in subjects {
            if queues
                .get(&subject)
                .is_some_and(|queue| Arc::strong_count(queue) == 1)
            {
                queues.remove(&subject);
            }
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
    let mut tx = pool.begin().await?;
    queue_reset(&mut tx, user.id).await?;
    tx.commit().await?;
    Ok(())
}

/// Writes a reset link for the account `user` and the mail that carries it
/// to the account's address, in `conn`'s transaction.
pub async fn queue_reset(conn: &mut sqlx::PgConnection, user: Uuid) -> Result<(), AccountError> {
    let Some(contact) = users::contacts(conn, &[user]).await?.into_iter().next() else {
        return Ok(());
    };
    let token = crypto::random_token();
    users::create_reset(
        conn,
        user,
        &crypto::token_hash(&token),
        Utc::now() + Duration::minutes(RESET_VALID_MINUTES),
    )
    .await?;
    mail::send_password_reset(conn, &contact, &mail::link(&format!("/reset/{token}"))).await?;
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

/// How far a password change reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PasswordChange {
    /// Only the password (and the reset and address links, which end).
    PasswordOnly,
    /// Also every other session (with its devices) and every API token:
    /// "lock everyone out", which the page offers ticked.
    Everywhere,
}

/// Changes the password of a logged-in user who knows the current one. The
/// session `keep` (the one asking) stays; every outstanding reset link and
/// every address link ends, and with `PasswordChange::Everywhere` every
/// other session and every API token too. The new password is judged
/// before the current one is checked, so the answer never tells a right
/// current password from a wrong one unless the change goes through.
pub async fn change_password(
    pool: &PgPool,
    user: Uuid,
    keep: Uuid,
    (current, new): (&str, &str),
    reach: PasswordChange,
    client: &str,
) -> Result<(), AccountError> {
    if !valid_password(new) {
        return Err(AccountError::BadPassword);
    }
    check_password_of(pool, user, current, client).await?;
    let hash = hash_password(new.to_owned()).await?;
    let everywhere = reach == PasswordChange::Everywhere;
    Ok(users::update_password(pool, user, &hash, keep, everywhere).await?)
}

/// A new API token for the user, returned once. Minting one from the
/// settings page needs the password ([`issue_api_token`]); this is the
/// creation itself.
pub async fn create_api_token(
    pool: &PgPool,
    user: Uuid,
    label: &str,
) -> Result<String, AccountError> {
    create_scoped_api_token(pool, user, label, scopes::Scopes::EVERYTHING).await
}

/// A new API token that may do only what `scopes` allow.
pub async fn create_scoped_api_token(
    pool: &PgPool,
    user: Uuid,
    label: &str,
    scopes: scopes::Scopes,
) -> Result<String, AccountError> {
    let token = crypto::random_token();
    users::create_api_token(
        pool,
        user,
        &crypto::token_hash(&token),
        label,
        &scopes.codes(),
    )
    .await?;
    Ok(token)
}

/// A new API token for a signed-in person who gives the account's password:
/// a token outlives the session, so a stolen cookie must not mint one.
/// Tokens are also limited in number per hour (only minted ones count).
pub async fn issue_api_token(
    pool: &PgPool,
    user: Uuid,
    password: &str,
    label: &str,
    scopes: scopes::Scopes,
    client: &str,
) -> Result<String, IssueError> {
    check_password_of(pool, user, password, client).await?;
    crate::rate_limit::spend(
        pool,
        &crate::rate_limit::TOKENS_PER_ACCOUNT,
        &user.to_string(),
    )
    .await?;
    Ok(create_scoped_api_token(pool, user, label, scopes).await?)
}

/// Why a token was not issued.
#[derive(Debug, thiserror::Error)]
pub enum IssueError {
    #[error(transparent)]
    Account(#[from] AccountError),
    #[error(transparent)]
    Limited(#[from] crate::rate_limit::LimitError),
}

#[cfg(test)]
mod login_limit_tests {
    use super::*;
    use crate::store::users::FailureCounts;

    fn at(minutes_ago: i64, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        Some(now - Duration::minutes(minutes_ago))
    }

    #[test]
    fn a_fresh_address_is_never_refused_for_the_account_s_sake() {
        let now = Utc::now();
        let attacked = FailureCounts {
            account: 10_000,
            ..FailureCounts::default()
        };
        assert_eq!(login_wait(&attacked, now), None);
    }

    #[test]
    fn a_pair_backs_off_exponentially() {
        let now = Utc::now();
        let pair = |failures: i64, minutes_ago: i64| FailureCounts {
            pair_recent: failures,
            pair_remembered: failures,
            pair_last: at(minutes_ago, now),
            ..FailureCounts::default()
        };
        assert_eq!(login_wait(&pair(4, 0), now), None);
        assert_eq!(login_wait(&pair(5, 5), now), Some(Duration::minutes(10)));
        assert_eq!(login_wait(&pair(5, 15), now), None);
        assert_eq!(login_wait(&pair(6, 15), now), Some(Duration::minutes(15)));
        assert_eq!(login_wait(&pair(8, 0), now), Some(Duration::minutes(120)));
        assert_eq!(login_wait(&pair(40, 0), now), Some(BACKOFF_MEMORY));
    }

    #[test]
    fn an_attacked_account_allows_each_address_a_couple_of_failures() {
        let now = Utc::now();
        let failures = |pair: i64| FailureCounts {
            account: ACCOUNT_UNDER_ATTACK,
            pair_recent: pair,
            pair_remembered: pair,
            pair_last: at(5, now),
            ..FailureCounts::default()
        };
        assert_eq!(login_wait(&failures(1), now), None);
        assert_eq!(login_wait(&failures(2), now), Some(Duration::minutes(10)));
    }

    #[test]
    fn an_address_failing_on_many_accounts_waits() {
        let now = Utc::now();
        let failures = FailureCounts {
            address: ADDRESS_MAX_FAILURES,
            ..FailureCounts::default()
        };
        assert_eq!(login_wait(&failures, now), Some(FAILURE_WINDOW));
    }
}

#[cfg(test)]
mod password_turn_tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test]
    async fn checks_of_one_subject_take_turns_and_a_crowd_is_refused() {
        let turns = PasswordTurns {
            queues: std::sync::Mutex::new(HashMap::new()),
        };
        let (address, account) = ("address:203.0.113.1".to_owned(), "account:x".to_owned());
        let running = AtomicUsize::new(0);
        let most = AtomicUsize::new(0);
        let check = || async {
            let _turn = turns.take(&[&address, &account]).await?;
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            most.fetch_max(now, Ordering::SeqCst);
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            running.fetch_sub(1, Ordering::SeqCst);
            Ok::<(), AccountError>(())
        };
        let results = futures_util::future::join_all((0..12).map(|_| check())).await;
        assert_eq!(most.load(Ordering::SeqCst), 1, "one check at a time");
        let refused = results
            .iter()
            .filter(|result| matches!(result, Err(AccountError::RateLimited { .. })))
            .count();
        let ran = results.iter().filter(|result| result.is_ok()).count();
        assert_eq!(ran, 1 + MAX_WAITING_CHECKS, "one running, the rest waiting");
        assert_eq!(
            refused,
            12 - ran,
            "the crowd beyond them is refused at once"
        );
        assert_eq!(
            turns.subjects_in_use(),
            0,
            "nothing is kept once they are done"
        );
        // Another subject never waits for these.
        let other = "address:198.51.100.2".to_owned();
        let _held = turns.take(&[&address]).await.expect("a turn");
        let elsewhere =
            tokio::time::timeout(std::time::Duration::from_millis(100), turns.take(&[&other]))
                .await;
        assert!(matches!(elsewhere, Ok(Ok(_))));
    }
}

#[cfg(test)]
mod hashing_tests {
    #[tokio::test]
    async fn hashing_waits_for_a_free_slot_and_says_busy_when_none_comes() {
        let slots = super::hashing_slots();
        let all = slots.available_permits() as u32;
        let held = slots.acquire_many(all).await.expect("every slot");
        let waited =
            super::with_hashing_slot_within(std::time::Duration::from_millis(20), || 1).await;
        assert!(matches!(waited, Err(super::AccountError::Busy)));
        drop(held);
        let ran = super::with_hashing_slot_within(std::time::Duration::from_millis(20), || 2).await;
        assert_eq!(ran.ok(), Some(2));
    }
}
