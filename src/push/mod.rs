//! Web Push: notifications on a player's devices when the site is closed
//! (RFC 8030), their payloads encrypted for the device (RFC 8291) and the
//! requests signed with the server's VAPID key (RFC 8292).
//!
//! A push goes with each notification mail, at the same moment and under
//! the same rules (digest, mutes, the player at the table, quiet hours): the
//! mail worker queues one per device in the transaction that sends the mail
//! (`enqueue`). [`drain_once`] sends them like the mail's outbox: one at a
//! time under `FOR UPDATE SKIP LOCKED` (exactly once across instances),
//! retried with backoff, and a device the push service says is gone (404,
//! 410) is forgotten.
//!
//! The VAPID key is derived from the server key, so every instance sharing
//! `SECRET_KEY` (or the data folder's key) signs with the same one and the
//! devices' subscriptions stay valid across instances and restarts.

use crate::metrics;
use crate::metrics::Delivery as Sent;
use crate::notices::subscribers::{Delivery, Subscriber};
use crate::store::push::{self as store, DuePush};
use crate::support::outbound;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{Duration, Utc};
use futures_util::future::BoxFuture;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use sqlx::PgPool;
use web_push_native::jwt_simple::algorithms::ES256KeyPair;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;
use web_push_native::p256::PublicKey;
use web_push_native::{Auth, WebPushBuilder};

/// A device a player may have at most this many of.
pub const DEVICES_PER_ACCOUNT: i64 = 10;
/// Tries before a push is given up.
const MAX_ATTEMPTS: i32 = 6;
/// How long a push service may keep a push for an offline device.
const TIME_TO_LIVE: std::time::Duration = std::time::Duration::from_secs(12 * 3600);

/// The server's VAPID identity.
pub struct Vapid {
    key: ES256KeyPair,
    /// The public key, base64url (uncompressed point): the pages give it to
    /// `pushManager.subscribe` as the `applicationServerKey`.
    pub public_key: String,
    /// Who the push services may contact (`mailto:` the sender address).
    pub contact: String,
}

impl Vapid {
    /// The key pair derived from the server key.
    pub fn derive(server_key: &[u8], contact: String) -> anyhow::Result<Vapid> {
        for counter in 0u8..=255 {
            let mut mac = Hmac::<Sha256>::new_from_slice(server_key)?;
            mac.update(b"scriptorium web push vapid key");
            mac.update(&[counter]);
            let scalar = mac.finalize().into_bytes();
            // Almost every 32 bytes are a valid P-256 scalar.
            if let Ok(key) = ES256KeyPair::from_bytes(&scalar) {
                let compressed = key.public_key().to_bytes();
                let point = PublicKey::from_sec1_bytes(&compressed)?.to_encoded_point(false);
                let public_key = URL_SAFE_NO_PAD.encode(point.as_bytes());
                return Ok(Vapid {
                    key,
                    public_key,
                    contact,
                });
            }
        }
        anyhow::bail!("no VAPID key could be derived")
    }
}

/// Why a device's subscription is refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SubscribeError {
    #[error("the push endpoint is not an https address of a push service")]
    Endpoint,
    #[error("the device's keys are not a P-256 key and a 16-byte secret")]
    Keys,
    #[error("too many devices")]
    TooMany,
}

/// What a device sends when it subscribes (`PushSubscription.toJSON()`).
pub struct NewSubscription<'a> {
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub device: &'a str,
}

/// Checks a subscription: an https endpoint on the internet (the server
/// posts to it: see `support::outbound` for what that excludes, unless the
/// settings allow a test push service on a local address), a P-256 point
/// and a 16-byte secret.
pub fn check(subscription: &NewSubscription, allow_insecure: bool) -> Result<(), SubscribeError> {
    if subscription.endpoint.len() > 2000 {
        return Err(SubscribeError::Endpoint);
    }
    outbound::check_url(subscription.endpoint, allow_insecure)
        .map_err(|_| SubscribeError::Endpoint)?;
    let key = URL_SAFE_NO_PAD
        .decode(subscription.p256dh.trim_end_matches('='))
        .map_err(|_| SubscribeError::Keys)?;
    PublicKey::from_sec1_bytes(&key).map_err(|_| SubscribeError::Keys)?;
    let auth = URL_SAFE_NO_PAD
        .decode(subscription.auth.trim_end_matches('='))
        .map_err(|_| SubscribeError::Keys)?;
    if auth.len() != 16 {
        return Err(SubscribeError::Keys);
    }
    Ok(())
}

/// Keeps a checked subscription for `user`, made in the login `session` when
/// a page made it (a logout forgets it), in none through the API.
pub async fn subscribe(
    pool: &PgPool,
    user: uuid::Uuid,
    session: Option<uuid::Uuid>,
    subscription: &NewSubscription<'_>,
    allow_insecure: bool,
) -> Result<i64, SubscribeError> {
    check(subscription, allow_insecure)?;
    let device: String = subscription.device.chars().take(100).collect();
    store::subscribe(
        pool,
        user,
        &store::NewDevice {
            endpoint: subscription.endpoint,
            p256dh: subscription.p256dh.trim_end_matches('='),
            auth: subscription.auth.trim_end_matches('='),
            device: &device,
            session,
        },
        DEVICES_PER_ACCOUNT,
    )
    .await
    .map_err(|error| {
        tracing::warn!(%error, "keeping a push subscription");
        SubscribeError::TooMany
    })?
    .ok_or(SubscribeError::TooMany)
}

/// What a push says: the notification's title and text, the page it
/// opens, and which notice it is (the outbox row's id: a device that got
/// the same id twice got a repeat). Kept small: push services take about
/// 4 KB.
#[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq, Eq)]
pub struct Payload {
    pub title: String,
    pub body: String,
    pub url: String,
    #[serde(default)]
    pub notice: i64,
}

impl Payload {
    pub fn to_json(&self) -> String {
        let mut payload = Payload {
            title: self.title.chars().take(120).collect(),
            body: self.body.chars().take(600).collect(),
            url: self.url.clone(),
            notice: self.notice,
        };
        let mut json = serde_json::to_string(&payload).unwrap_or_default();
        while json.len() > 3000 && !payload.body.is_empty() {
            let keep = payload.body.chars().count() / 2;
            payload.body = payload.body.chars().take(keep).collect();
            json = serde_json::to_string(&payload).unwrap_or_default();
        }
        json
    }
}

/// How soon a push service should deliver a push (RFC 8030 section 5.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Urgency {
    /// News: the device may wait until it wakes anyway.
    Normal,
    /// A decision waits on the player ("your turn", a reminder).
    High,
}

impl Urgency {
    pub fn code(self) -> &'static str {
        match self {
            Urgency::Normal => "normal",
            Urgency::High => "high",
        }
    }
}

/// Queues `payload` for every device of `user`, with the notice `notice`
/// (the outbox row it comes from: once per device and notice, however
/// often the notice is handled), in the caller's transaction. It is worth
/// delivering until `stale_at` (the player's cut-off), if given.
pub async fn enqueue(
    conn: &mut sqlx::PgConnection,
    user: uuid::Uuid,
    notice: i64,
    payload: &Payload,
    urgency: Urgency,
    stale_at: Option<chrono::DateTime<Utc>>,
) -> Result<u64, sqlx::Error> {
    store::enqueue(
        conn,
        user,
        notice,
        &payload.to_json(),
        urgency.code(),
        stale_at,
    )
    .await
}

/// Push as a channel of the notices (`notices::subscribers`): a device of
/// the person's reaches them; each notice is queued once per device, with
/// the urgency and the cut-off it carries.
pub struct PushChannel;

impl Subscriber for PushChannel {
    fn name(&self) -> &'static str {
        "push"
    }

    fn reaches<'a>(
        &'a self,
        conn: &'a mut sqlx::PgConnection,
        user: uuid::Uuid,
    ) -> BoxFuture<'a, Result<bool, sqlx::Error>> {
        Box::pin(store::has_devices(conn, user))
    }

    fn queue<'a>(
        &'a self,
        conn: &'a mut sqlx::PgConnection,
        delivery: &'a Delivery,
    ) -> BoxFuture<'a, Result<(), sqlx::Error>> {
        Box::pin(async move {
            let payload = Payload {
                title: delivery.title.clone(),
                body: delivery.lines.join("\n"),
                url: delivery.url.clone(),
                notice: delivery.notice,
            };
            let urgency = if delivery.urgent {
                Urgency::High
            } else {
                Urgency::Normal
            };
            enqueue(
                conn,
                delivery.user,
                delivery.notice,
                &payload,
                urgency,
                delivery.stale_at,
            )
            .await?;
            Ok(())
        })
    }
}

/// What sending one push came to.
enum Outcome {
    Sent,
    /// The device is gone (404, 410).
    Gone,
    Retry(String),
    Failed(String),
}

/// The audience of a VAPID token: the push resource's origin (RFC 8292
/// section 2 and RFC 6454: scheme, host, and the port unless it is the
/// scheme's default).
fn origin(endpoint: &url::Url) -> Option<String> {
    let host = endpoint.host_str()?;
    Some(match endpoint.port() {
        Some(port) => format!("{}://{host}:{port}", endpoint.scheme()),
        None => format!("{}://{host}", endpoint.scheme()),
    })
}

/// The `Authorization` header of a push (RFC 8292 section 3): a token for
/// the push service's origin, signed with the server's key.
fn vapid_header(vapid: &Vapid, endpoint: &url::Url) -> Result<String, String> {
    use web_push_native::jwt_simple::prelude::{Claims, ECDSAP256KeyPairLike};
    let audience = origin(endpoint).ok_or("endpoint without a host")?;
    let claims = Claims::create(TIME_TO_LIVE.into())
        .with_audience(audience)
        .with_subject(&vapid.contact);
    let token = vapid.key.sign(claims).map_err(|error| error.to_string())?;
    Ok(format!("vapid t={token}, k={}", vapid.public_key))
}

/// How long the push service may keep this push for an offline device:
/// never past the player's cut-off, at most `TIME_TO_LIVE`. `None` once
/// the cut-off has passed (nothing left worth telling).
fn time_to_live(
    stale_at: Option<chrono::DateTime<Utc>>,
    now: chrono::DateTime<Utc>,
) -> Option<std::time::Duration> {
    match stale_at {
        None => Some(TIME_TO_LIVE),
        Some(at) if at <= now => None,
        Some(at) => Some((at - now).to_std().unwrap_or_default().min(TIME_TO_LIVE)),
    }
}

async fn send(
    client: &reqwest::Client,
    vapid: &Vapid,
    push: &DuePush,
    allow_insecure: bool,
) -> Outcome {
    let subscription = &push.subscription;
    // Checked again when sent: a row written before the check grew stricter.
    let endpoint = match outbound::check_url(&subscription.endpoint, allow_insecure) {
        Ok(endpoint) => endpoint,
        Err(error) => return Outcome::Failed(format!("endpoint refused: {error}")),
    };
    let Some(ttl) = time_to_live(push.stale_at, Utc::now()) else {
        return Outcome::Failed("too late: the player's cut-off has passed".into());
    };
    let built = (|| -> Result<(http::Request<Vec<u8>>, String), String> {
        let uri: http::Uri = endpoint.as_str().parse().map_err(|_| "endpoint")?;
        let key = URL_SAFE_NO_PAD
            .decode(&subscription.p256dh)
            .map_err(|_| "p256dh")?;
        let key = PublicKey::from_sec1_bytes(&key).map_err(|_| "p256dh")?;
        let auth = URL_SAFE_NO_PAD
            .decode(&subscription.auth)
            .map_err(|_| "auth")?;
        if auth.len() != 16 {
            return Err("auth".into());
        }
        let request = WebPushBuilder::new(uri, key, Auth::clone_from_slice(&auth))
            .with_valid_duration(ttl)
            .build(push.payload.as_bytes().to_vec())
            .map_err(|error| error.to_string())?;
        Ok((request, vapid_header(vapid, &endpoint)?))
    })();
    let (request, authorization) = match built {
        Ok(built) => built,
        Err(error) => return Outcome::Failed(format!("cannot build the push: {error}")),
    };
    let (parts, body) = request.into_parts();
    let mut outgoing = client
        .post(endpoint.clone())
        .body(body)
        .header(http::header::AUTHORIZATION, authorization)
        .header("Urgency", push.urgency.as_str());
    for (name, value) in &parts.headers {
        outgoing = outgoing.header(name.as_str(), value.as_bytes());
    }
    match outgoing.send().await {
        Ok(response) if response.status().is_success() => Outcome::Sent,
        Ok(response) if matches!(response.status().as_u16(), 404 | 410) => Outcome::Gone,
        Ok(response)
            if response.status().as_u16() == 429 || response.status().is_server_error() =>
        {
            Outcome::Retry(format!("push service answered {}", response.status()))
        }
        // A redirect is not followed: the push goes where it was checked
        // to go, or nowhere.
        Ok(response) => Outcome::Failed(format!("push service answered {}", response.status())),
        Err(error) if is_refused_address(&error) => {
            Outcome::Failed("the push service's address is not public".into())
        }
        Err(error) => Outcome::Retry(format!("push service unreachable: {error}")),
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

/// Marks a push sent; one that had been sent already is a repeat, counted
/// (`scriptorium_repeats_total{channel="push"}`) and logged. Returns whether
/// it was the first time.
pub async fn record_sent(
    conn: &mut sqlx::PgConnection,
    push: &DuePush,
) -> Result<bool, sqlx::Error> {
    let first = store::mark_sent(conn, push).await?;
    if !first {
        metrics::repeated(metrics::Channel::Push);
        tracing::error!(push = push.id, "a push was sent that had been sent before");
    }
    Ok(first)
}

/// Sends the pushes due now, one transaction each; returns how many were
/// handled.
pub async fn drain_once(
    pool: &PgPool,
    client: &reqwest::Client,
    vapid: &Vapid,
    allow_insecure: bool,
) -> Result<usize, sqlx::Error> {
    let mut handled = 0;
    loop {
        let mut tx = pool.begin().await?;
        let Some(push) = store::claim_due(&mut tx).await? else {
            return Ok(handled);
        };
        match send(client, vapid, &push, allow_insecure).await {
            Outcome::Sent => {
                metrics::push_attempted(Sent::Sent);
                record_sent(&mut tx, &push).await?;
            }
            Outcome::Gone => {
                metrics::push_attempted(Sent::Gone);
                store::drop_subscription(&mut tx, push.subscription.id).await?
            }
            Outcome::Retry(error) if push.attempts + 1 < MAX_ATTEMPTS => {
                metrics::push_attempted(Sent::Retry);
                let wait = Duration::seconds(30 * 2_i64.pow(push.attempts.clamp(0, 10) as u32));
                store::mark_retry(&mut tx, push.id, &error, Utc::now() + wait).await?
            }
            // A device that will not take pushes goes, whatever the reason
            // (refused address, another 4xx, unreachable after every try):
            // its owner's device list shows only that it went, the same as
            // for a push service's "gone", so registering an endpoint is no
            // probe of what answers at an address. The reason stays in the
            // operator's log.
            Outcome::Retry(error) | Outcome::Failed(error) => {
                metrics::push_attempted(Sent::Failed);
                tracing::warn!(
                    push = push.id,
                    subscription = push.subscription.id,
                    %error,
                    "a push could not be delivered; its device is removed"
                );
                store::drop_subscription(&mut tx, push.subscription.id).await?
            }
        }
        tx.commit().await?;
        handled += 1;
    }
}

/// The client pushes are sent with: to public addresses only, no redirect
/// followed (`support::outbound`), 15 s for a request in all.
pub fn client(allow_insecure: bool) -> reqwest::Result<reqwest::Client> {
    outbound::client(allow_insecure, std::time::Duration::from_secs(15))
}

/// The push worker of an instance. `allow_insecure`: the settings allow a
/// test push service on a local address (`PUSH_ALLOW_INSECURE_ENDPOINTS`).
pub async fn run(
    pool: PgPool,
    vapid: std::sync::Arc<Vapid>,
    every: std::time::Duration,
    allow_insecure: bool,
) {
    let client = match client(allow_insecure) {
        Ok(client) => client,
        Err(error) => {
            tracing::error!(%error, "no HTTP client for push");
            return;
        }
    };
    loop {
        if let Err(error) = drain_once(&pool, &client, &vapid, allow_insecure).await {
            tracing::warn!(%error, "sending pushes");
        }
        tokio::time::sleep(every).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subscription<'a>(endpoint: &'a str, p256dh: &'a str, auth: &'a str) -> NewSubscription<'a> {
        NewSubscription {
            endpoint,
            p256dh,
            auth,
            device: "phone",
        }
    }

    #[test]
    fn the_vapid_key_follows_the_server_key() {
        let one = Vapid::derive(
            b"a-server-key-that-is-long-enough-000000",
            "mailto:a@b.c".into(),
        )
        .unwrap();
        let again = Vapid::derive(
            b"a-server-key-that-is-long-enough-000000",
            "mailto:a@b.c".into(),
        )
        .unwrap();
        let other = Vapid::derive(
            b"another-server-key-long-enough-0000000",
            "mailto:a@b.c".into(),
        )
        .unwrap();
        assert_eq!(one.public_key, again.public_key);
        assert_ne!(one.public_key, other.public_key);
        assert_eq!(URL_SAFE_NO_PAD.decode(&one.public_key).unwrap().len(), 65);
    }

    #[test]
    fn only_an_https_push_service_and_real_keys_are_taken() {
        let vapid =
            Vapid::derive(b"a-server-key-that-is-long-enough-000000", String::new()).unwrap();
        let key = vapid.public_key.clone();
        let auth = URL_SAFE_NO_PAD.encode([7u8; 16]);
        let good = "https://fcm.googleapis.com/fcm/send/abc";
        assert_eq!(check(&subscription(good, &key, &auth), false), Ok(()));
        for endpoint in [
            "http://fcm.googleapis.com/fcm/send/abc",
            "https://127.0.0.1/x",
            "https://[::1]/x",
            "https://localhost/x",
            "https://db.internal/x",
            "https://push.example.org:8443/x",
            "not a url",
        ] {
            assert_eq!(
                check(&subscription(endpoint, &key, &auth), false),
                Err(SubscribeError::Endpoint),
                "{endpoint}"
            );
        }
        assert_eq!(
            check(&subscription("http://127.0.0.1:9/x", &key, &auth), true),
            Ok(()),
            "a test push service, when the settings allow it"
        );
        assert_eq!(
            check(&subscription(good, "AAAA", &auth), false),
            Err(SubscribeError::Keys)
        );
        let short = URL_SAFE_NO_PAD.encode([7u8; 8]);
        assert_eq!(
            check(&subscription(good, &key, &short), false),
            Err(SubscribeError::Keys)
        );
    }

    #[test]
    fn a_payload_stays_small() {
        let payload = Payload {
            title: "t".repeat(500),
            body: "é".repeat(5000),
            url: "/games/x".into(),
            notice: 3,
        };
        let json = payload.to_json();
        assert!(json.len() <= 3000, "{}", json.len());
        let back: Payload = serde_json::from_str(&json).unwrap();
        assert_eq!(back.title.chars().count(), 120);
        assert_eq!(back.url, "/games/x");
    }
}
