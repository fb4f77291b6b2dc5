//! Rate limits on what sends mail or costs work: password-reset requests,
//! sign-ups, table talk and API calls.
//!
//! Every limit lives in PostgreSQL (`store::rate_limits`), so the budget is
//! shared by all instances behind a load balancer: a client cannot multiply
//! it by landing on other instances. Each limit is a budget of `burst` units
//! that refills evenly over `per` (GCRA): a client may spend the whole budget
//! at once, then one unit every `per / burst`. Unlike fixed windows, there is
//! no window edge at which twice the budget can be spent.
//!
//! Failed logins are limited separately (`accounts::log_in`), because there
//! the attacker and the victim must be told apart.

pub use crate::store::rate_limits::Limit;
use crate::store::rate_limits::{self, Spend};
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

const TEN_MINUTES: Duration = Duration::from_secs(10 * 60);
const HOUR: Duration = Duration::from_secs(3600);

/// Reset requests from one address, whatever the email: 20 an hour, enough
/// for a shared office network, too few to mail-bomb a list of people.
pub const RESET_PER_ADDRESS: Limit = Limit {
    bucket: "reset.address",
    burst: 20,
    per: HOUR,
    message_key: "limit-reset",
};

/// Reset requests naming one email, from anywhere: the owner gets at most 3
/// mails an hour however many requests are made. Counted for every email,
/// whether or not it has an account, so the refusal reveals nothing.
pub const RESET_PER_EMAIL: Limit = Limit {
    bucket: "reset.email",
    burst: 3,
    per: HOUR,
    message_key: "limit-reset",
};

/// Sign-up attempts from one address (each costs a password hash).
pub const SIGNUP_PER_ADDRESS: Limit = Limit {
    bucket: "signup.address",
    burst: 20,
    per: HOUR,
    message_key: "limit-signup",
};

/// Links that prove an address (confirm it, change it): each is a mail to
/// an address the account names, so an account may not send many.
pub const EMAIL_LINKS_PER_ACCOUNT: Limit = Limit {
    bucket: "email_links.account",
    burst: 5,
    per: HOUR,
    message_key: "limit-email-links",
};

/// API tokens minted by one account: 10 an hour. A person needs one per
/// program they write; a stolen session minting tokens to keep (or to guess
/// the password through the API) is stopped early.
pub const TOKENS_PER_ACCOUNT: Limit = Limit {
    bucket: "tokens.account",
    burst: 10,
    per: HOUR,
    message_key: "limit-tokens",
};

/// Table-talk posts by one account (page and API together; mentions send
/// mail): 20 at once, then one every 30 seconds.
pub const TALK_PER_ACCOUNT: Limit = Limit {
    bucket: "talk.account",
    burst: 20,
    per: TEN_MINUTES,
    message_key: "limit-talk",
};

/// Offers of a vanished seat by one account (page and API together; an
/// offer by name sends mail): 10 at once, then one every six minutes.
pub const SEAT_OFFERS_PER_ACCOUNT: Limit = Limit {
    bucket: "seat_offer.account",
    burst: 10,
    per: HOUR,
    message_key: "limit-seat-offers",
};

/// Webhooks added, and test posts asked for, by one account (page and API
/// together): each makes the server post to an address the player gives,
/// so 10 at once, then one every six minutes.
pub const WEBHOOKS_PER_ACCOUNT: Limit = Limit {
    bucket: "webhooks.account",
    burst: 10,
    per: HOUR,
    message_key: "limit-webhooks",
};

/// API calls with one token: 600 at once, then one a second. A bot polling a
/// play-by-post game needs far less.
pub const API_PER_TOKEN: Limit = Limit {
    bucket: "api.token",
    burst: 600,
    per: TEN_MINUTES,
    message_key: "limit-api",
};

/// API calls with a token that does not exist, per address.
pub const API_BAD_TOKEN_PER_ADDRESS: Limit = Limit {
    bucket: "api.bad_token.address",
    burst: 30,
    per: TEN_MINUTES,
    message_key: "limit-api-bad-token",
};

#[derive(Debug, thiserror::Error)]
pub enum LimitError {
    #[error("rate limit reached: {message_key}")]
    Exceeded {
        message_key: &'static str,
        /// Whole seconds to wait before the next attempt can succeed.
        retry_after_secs: u64,
    },
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

/// Spends one unit of `limit` for `subject` (an address, an email, an
/// account id, a token hash), or says how long to wait.
pub async fn spend(pool: &PgPool, limit: &Limit, subject: &str) -> Result<(), LimitError> {
    purge_now_and_then(pool);
    let budget = limit.budget(subject);
    let spend = rate_limits::spend(
        pool,
        limit.bucket,
        &budget.subject,
        limit.burst,
        budget.interval_secs,
    )
    .await?;
    limit.judge(spend)
}

/// The values a spend binds: the hashed subject, the refill interval and
/// the horizon (`burst × interval`).
pub struct Budget {
    pub subject: Vec<u8>,
    pub interval_secs: f64,
    pub horizon_secs: f64,
}

impl Limit {
    pub fn budget(&self, subject: &str) -> Budget {
        let interval_secs = self.per.as_secs_f64() / f64::from(self.burst.max(1));
        Budget {
            subject: Sha256::digest(subject.as_bytes()).to_vec(),
            interval_secs,
            horizon_secs: interval_secs * f64::from(self.burst),
        }
    }

    /// The units left after an allowed spend that leaves the budget whole
    /// again in `full_in_secs`.
    pub fn remaining(&self, full_in_secs: f64) -> u32 {
        let budget = self.budget("");
        let spent = (full_in_secs / budget.interval_secs).ceil().max(0.0);
        (f64::from(self.burst) - spent).max(0.0) as u32
    }

    /// What a spend means to the caller.
    pub fn judge(&self, spend: Spend) -> Result<(), LimitError> {
        match spend {
            Spend::Allowed { .. } => Ok(()),
            Spend::Refused { retry_after_secs } => Err(LimitError::Exceeded {
                message_key: self.message_key,
                retry_after_secs: whole_seconds(retry_after_secs),
            }),
        }
    }
}

/// `Retry-After` takes whole seconds; rounding down would invite a retry
/// that is refused again.
pub fn whole_seconds(secs: f64) -> u64 {
    if secs.is_finite() && secs > 0.0 {
        secs.ceil() as u64
    } else {
        1
    }
}

/// Rows whose budget is full again are dead weight. Rather than a worker,
/// one spend in `PURGE_EVERY` on each instance deletes them, off the request
/// path; how often is not critical, only that it happens.
const PURGE_EVERY: u32 = 500;

pub(crate) fn purge_now_and_then(pool: &PgPool) {
    static SPENDS: AtomicU32 = AtomicU32::new(0);
    if SPENDS.fetch_add(1, Ordering::Relaxed) % PURGE_EVERY != PURGE_EVERY - 1 {
        return;
    }
    let pool = pool.clone();
    tokio::spawn(async move {
        if let Err(error) = rate_limits::purge_full(&pool).await {
            tracing::warn!(%error, "purging rate-limit rows failed");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_are_rounded_up_to_at_least_a_second() {
        assert_eq!(whole_seconds(0.2), 1);
        assert_eq!(whole_seconds(29.01), 30);
        assert_eq!(whole_seconds(-3.0), 1);
        assert_eq!(whole_seconds(f64::NAN), 1);
    }
}
