//! The shared rate limiter's one table: a GCRA (generic cell rate algorithm,
//! a token bucket kept as a single time) per (limit, subject). Living in
//! PostgreSQL, it holds across every instance of the service.

use sqlx::PgPool;
use std::time::Duration;

/// One limit: `burst` units per `per`, refilled evenly.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    /// The limit's name in the table, e.g. `signup.address`.
    pub bucket: &'static str,
    pub burst: u32,
    pub per: Duration,
    /// The message shown to a refused client.
    pub message_key: &'static str,
}

/// What one spend of a unit of budget answered.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Spend {
    /// Allowed; the whole budget is there again after this many seconds
    /// (what a client is told as `RateLimit-Reset`).
    Allowed { full_in_secs: f64 },
    /// Refused; the next unit is available after this many seconds.
    Refused { retry_after_secs: f64 },
}

/// Spends one unit of the `bucket`'s budget for `subject` in one statement:
/// a budget of `burst` units refilled one per `interval_secs` (see
/// `spend_cte`).
pub async fn spend(
    pool: &PgPool,
    bucket: &str,
    subject: &[u8],
    burst: u32,
    interval_secs: f64,
) -> Result<Spend, sqlx::Error> {
    let horizon_secs = interval_secs * f64::from(burst);
    // Built at run time because the spend's text is shared (`spend_cte`,
    // `spend_answer`) with the statements that spend in the same round trip
    // (`users::api_call`), numbered from their own first parameter.
    let sql = format!("WITH {} SELECT {}", spend_cte(1, "true"), spend_answer(1));
    let (allowed, retry_after_secs, full_in_secs): (bool, Option<f64>, Option<f64>) =
        sqlx::query_as(&sql)
            .bind(bucket)
            .bind(subject)
            .bind(interval_secs)
            .bind(horizon_secs)
            .fetch_one(pool)
            .await?;
    Ok(Spend::from_answer(
        allowed,
        retry_after_secs,
        full_in_secs,
        interval_secs,
    ))
}

impl Spend {
    /// The spend from the columns of `spend_answer`.
    pub(crate) fn from_answer(
        allowed: bool,
        retry_after_secs: Option<f64>,
        full_in_secs: Option<f64>,
        interval_secs: f64,
    ) -> Spend {
        if allowed {
            Spend::Allowed {
                full_in_secs: full_in_secs.unwrap_or(interval_secs).max(0.0),
            }
        } else {
            Spend::Refused {
                // No earlier row in the snapshot means a racing first spend
                // filled the budget at once: one interval is the honest wait.
                retry_after_secs: retry_after_secs.unwrap_or(interval_secs),
            }
        }
    }
}

/// The spend as a common table expression `spent`, so other statements can
/// spend a unit in the same round trip; done only where `guard` holds. The
/// parameters from `$first` are the bucket, the subject, the interval and
/// the horizon (`burst × interval`), in seconds.
///
/// The row keeps the time at which the budget is full again. A spend pushes
/// it one interval later (starting from now if it lies in the past), and is
/// allowed only while that stays within the horizon from now. A refusal
/// leaves the row unchanged: refused calls do not dig the hole deeper.
pub(crate) fn spend_cte(first: usize, guard: &str) -> String {
    let [bucket, subject, interval, horizon] = std::array::from_fn(|i| format!("${}", first + i));
    format!(
        "spent AS (
             INSERT INTO rate_limits AS limits (bucket, subject, full_again_at)
             SELECT {bucket}, {subject}, now() + make_interval(secs => {interval}) WHERE {guard}
             ON CONFLICT (bucket, subject) DO UPDATE
             SET full_again_at = greatest(limits.full_again_at, now()) + make_interval(secs => {interval})
             WHERE greatest(limits.full_again_at, now()) + make_interval(secs => {interval})
                   <= now() + make_interval(secs => {horizon})
             RETURNING full_again_at
         )"
    )
}

/// The three answer columns of a spend: whether it was allowed, when the
/// next unit is available, and (allowed) in how many seconds the whole
/// budget is there again. The scalar sub-select reads the statement's
/// snapshot, i.e. the row as it was before this spend: on a refusal, that is
/// the time that decides the wait.
pub(crate) fn spend_answer(first: usize) -> String {
    let [bucket, subject, interval, horizon] = std::array::from_fn(|i| format!("${}", first + i));
    format!(
        "EXISTS (SELECT 1 FROM spent),
         (SELECT extract(epoch FROM full_again_at + make_interval(secs => {interval})
                                    - make_interval(secs => {horizon}) - now())::float8
          FROM rate_limits WHERE bucket = {bucket} AND subject = {subject}),
         (SELECT extract(epoch FROM full_again_at - now())::float8 FROM spent)"
    )
}

/// Deletes the rows whose budget is full again: they say nothing a missing
/// row does not.
pub async fn purge_full(pool: &PgPool) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query!("DELETE FROM rate_limits WHERE full_again_at < now()")
            .execute(pool)
            .await?
            .rows_affected(),
    )
}
