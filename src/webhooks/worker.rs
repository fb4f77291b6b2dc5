//! Sends the queued posts like the mail's and the pushes' outboxes: one at
//! a time under `FOR UPDATE SKIP LOCKED` (exactly once across instances),
//! marked sent in the transaction that claimed it; retried with back-off,
//! after the receiver's `Retry-After` when it answers 429; every attempt
//! kept in the hook's log. A hook whose every attempt failed for
//! [`PAUSE_AFTER`] is paused, and its owner sees it paused and why.

use super::formats::{self, Method, Post, Receiver};
use super::seal::Sealer;
use super::Format;
use crate::metrics;
use crate::store::outbox::LetterKind;
use crate::store::webhooks::{self as store, Attempt, DueMessage};
use crate::support::i18n::{t, t_args, Lang};
use crate::support::outbound;
use chrono::{DateTime, Duration, Utc};
use sqlx::PgPool;

/// Tries before a post is given up (about three hours of back-off).
const MAX_ATTEMPTS: i32 = 10;
/// A hook failing this long is paused.
pub const PAUSE_AFTER: Duration = Duration::days(3);
/// Every call's time limit, all in.
const TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);
/// The most of an answer read: a receiver's answer is not wanted, only its
/// status, and an endless one must not hold the worker.
const ANSWER_LIMIT: usize = 16 * 1024;
/// The longest `Retry-After` honoured.
const LONGEST_WAIT: Duration = Duration::hours(6);

/// What one attempt came to.
#[derive(Debug, PartialEq, Eq)]
enum Outcome {
    Sent(u16),
    Retry {
        status: Option<u16>,
        error: &'static str,
        /// When the receiver said (`Retry-After`); else the back-off.
        after: Option<Duration>,
        /// The receiver is there and asked to wait (429): no failure of
        /// the hook, which counts toward its pause.
        busy: bool,
    },
    Failed {
        status: Option<u16>,
        error: &'static str,
    },
}

/// The client posts go with: to public addresses only (unless
/// `allow_insecure`), no redirect followed, no proxy, [`TIMEOUT`] a call.
pub fn client(allow_insecure: bool) -> reqwest::Result<reqwest::Client> {
    outbound::client(allow_insecure, TIMEOUT)
}

fn backoff(attempts: i32) -> Duration {
    // 30 s, 1 min, 2 min, ... capped at 1 h.
    Duration::seconds(30i64.saturating_mul(1 << attempts.clamp(0, 7)).min(3600))
}

/// `Retry-After`: seconds, or an HTTP date.
fn retry_after(value: &str, now: DateTime<Utc>) -> Option<Duration> {
    let value = value.trim();
    let wait = match value.parse::<i64>() {
        Ok(seconds) => Duration::seconds(seconds),
        Err(_) => {
            DateTime::parse_from_rfc2822(value)
                .ok()?
                .with_timezone(&Utc)
                - now
        }
    };
    Some(wait.clamp(Duration::seconds(1), LONGEST_WAIT))
}

async fn send(
    client: &reqwest::Client,
    sealer: &Sealer,
    due: &DueMessage,
    allow_insecure: bool,
) -> Outcome {
    let failed = |error: &'static str| Outcome::Failed {
        status: None,
        error,
    };
    // Checked again when sent: a row written before the check grew stricter.
    if outbound::check_url(&due.hook_url, allow_insecure).is_err() {
        return failed("webhook-error-not-public");
    }
    let Some(format) = Format::parse(&due.format) else {
        return failed("webhook-error-format");
    };
    let secret = match &due.secret_sealed {
        Some(sealed) => match sealer.open(due.owner_id, sealed) {
            Ok(secret) => Some(secret),
            Err(_) => {
                tracing::error!(
                    hook = due.hook_id,
                    "a webhook's secret does not open: was the server key changed?"
                );
                return failed("webhook-error-secret");
            }
        },
        None => None,
    };
    let receiver = Receiver {
        format,
        url: &due.hook_url,
        room: &due.room,
        secret: secret.as_deref(),
    };
    let post = Post {
        message: due.message_id,
        kind: &due.kind,
        title: &due.title,
        body: &due.body,
        url: &due.url,
        urgent: due.urgent,
        mentions: &due.mentions,
    };
    let request = match formats::request(&receiver, &post, Utc::now().timestamp()) {
        Ok(request) => request,
        Err(formats::FormatError::NoSecret) => return failed("webhook-error-secret"),
        Err(formats::FormatError::Address) => return failed("webhook-error-format"),
    };
    let mut outgoing = match request.method {
        Method::Post => client.post(&request.url),
        Method::Put => client.put(&request.url),
    };
    for (name, value) in &request.headers {
        outgoing = outgoing.header(*name, value);
    }
    match outgoing.body(request.body).send().await {
        Ok(mut response) => {
            let status = response.status();
            let wait = response
                .headers()
                .get(reqwest::header::RETRY_AFTER)
                .and_then(|value| value.to_str().ok())
                .and_then(|value| retry_after(value, Utc::now()));
            // Read a little of the answer, never more.
            let mut read = 0;
            while read < ANSWER_LIMIT {
                match response.chunk().await {
                    Ok(Some(chunk)) => read += chunk.len(),
                    _ => break,
                }
            }
            let code = status.as_u16();
            if status.is_success() {
                Outcome::Sent(code)
            } else if code == 429 {
                Outcome::Retry {
                    status: Some(code),
                    error: "webhook-error-wait",
                    after: wait,
                    busy: true,
                }
            } else if status.is_server_error() || code == 408 {
                Outcome::Retry {
                    status: Some(code),
                    error: "webhook-error-server",
                    after: wait,
                    busy: false,
                }
            } else if status.is_redirection() {
                Outcome::Failed {
                    status: Some(code),
                    error: "webhook-error-redirect",
                }
            } else {
                Outcome::Failed {
                    status: Some(code),
                    error: "webhook-error-refused",
                }
            }
        }
        Err(error) if is_refused_address(&error) => failed("webhook-error-not-public"),
        // Logged without its address: a Discord or Slack address is a
        // credential.
        Err(error) => {
            tracing::info!(hook = due.hook_id, error = %error.without_url(), "a webhook receiver is unreachable");
            Outcome::Retry {
                status: None,
                error: "webhook-error-unreachable",
                after: None,
                busy: false,
            }
        }
    }
}

/// Whether a request failed because the resolver refused where the name
/// leads (`outbound::PublicOnly`): no retry makes that better.
fn is_refused_address(error: &reqwest::Error) -> bool {
    let mut source: Option<&dyn std::error::Error> = Some(error);
    while let Some(cause) = source {
        if cause.downcast_ref::<outbound::OutboundError>().is_some() {
            return true;
        }
        source = cause.source();
    }
    false
}

/// Sends the posts due now, one transaction each; returns how many were
/// handled.
pub async fn drain_once(
    pool: &PgPool,
    client: &reqwest::Client,
    sealer: &Sealer,
    allow_insecure: bool,
) -> Result<usize, sqlx::Error> {
    let mut handled = 0;
    loop {
        let mut tx = pool.begin().await?;
        let Some(due) = store::claim_due(&mut tx).await? else {
            return Ok(handled);
        };
        let outcome = send(client, sealer, &due, allow_insecure).await;
        let now = Utc::now();
        let attempt = |status: Option<u16>, error: Option<&'static str>| Attempt {
            hook: due.hook_id,
            message: due.message_id,
            status: status.map(i32::from),
            error,
        };
        match &outcome {
            Outcome::Sent(status) => {
                if !store::mark_sent(&mut tx, &attempt(Some(*status), None)).await? {
                    metrics::repeated(metrics::Channel::Webhook);
                    tracing::error!(
                        post = due.message_id,
                        "a webhook post was sent that had been sent before"
                    );
                }
            }
            Outcome::Retry {
                status,
                error,
                after,
                busy,
            } if due.attempts + 1 < MAX_ATTEMPTS => {
                let wait = after.unwrap_or_else(|| backoff(due.attempts));
                store::mark_retry(&mut tx, &attempt(*status, Some(*error)), now + wait).await?;
                if !busy {
                    note_failure(&mut tx, &due, now).await?;
                }
            }
            Outcome::Retry { status, error, .. } | Outcome::Failed { status, error } => {
                tracing::warn!(post = due.message_id, hook = due.hook_id, status = ?status, "a webhook post failed for good");
                store::mark_failed(&mut tx, &attempt(*status, Some(*error))).await?;
                note_failure(&mut tx, &due, now).await?;
            }
        }
        tx.commit().await?;
        handled += 1;
    }
}

async fn note_failure(
    conn: &mut sqlx::PgConnection,
    due: &DueMessage,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    if store::note_failure(conn, due.hook_id, now - PAUSE_AFTER).await? {
        tracing::warn!(hook = due.hook_id, "a webhook failing for days was paused");
        tell_the_owner(conn, due.hook_id).await?;
    }
    Ok(())
}

/// A mail to the owner of a hook just paused, in their language, in the
/// transaction that paused it: once per pause (`store::pause_to_tell`).
async fn tell_the_owner(conn: &mut sqlx::PgConnection, hook: i64) -> Result<(), sqlx::Error> {
    let Some((owner, url)) = store::pause_to_tell(conn, hook).await? else {
        return Ok(());
    };
    let Some(contact) = crate::store::users::contacts(conn, &[owner]).await?.pop() else {
        return Ok(());
    };
    let lang = contact
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default();
    let mail = crate::mail::compose(
        LetterKind::WebhookPaused,
        &contact,
        t(lang, "webhook-paused-subject").to_owned(),
        &t_args(
            lang,
            "webhook-paused-body",
            &[("address", super::shown_address(&url).into())],
        ),
        &crate::mail::link("/settings#webhooks"),
        None,
    );
    crate::store::outbox::enqueue(conn, &mail).await
}

/// The webhooks worker of an instance. `allow_insecure`: the settings
/// allow a test receiver on a local address (`WEBHOOKS_ALLOW_INSECURE`).
pub async fn run(
    pool: PgPool,
    sealer: std::sync::Arc<Sealer>,
    every: std::time::Duration,
    allow_insecure: bool,
) {
    let client = match client(allow_insecure) {
        Ok(client) => client,
        Err(error) => {
            tracing::error!(%error, "no HTTP client for webhooks");
            return;
        }
    };
    loop {
        if let Err(error) = drain_once(&pool, &client, &sealer, allow_insecure).await {
            tracing::warn!(%error, "sending webhook posts");
        }
        tokio::time::sleep(every).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_in_seconds_or_as_a_date_within_bounds() {
        let now = DateTime::parse_from_rfc3339("2015-10-21T07:28:00Z")
            .unwrap()
            .with_timezone(&Utc);
        assert_eq!(retry_after("120", now), Some(Duration::seconds(120)));
        assert_eq!(
            retry_after("Wed, 21 Oct 2015 07:29:00 GMT", now),
            Some(Duration::seconds(60))
        );
        assert_eq!(retry_after("0", now), Some(Duration::seconds(1)));
        assert_eq!(retry_after("999999", now), Some(LONGEST_WAIT));
        assert_eq!(retry_after("soon", now), None);
    }
}
