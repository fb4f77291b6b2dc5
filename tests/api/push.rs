//! Web Push at the protocol level: a stand-in push service on 127.0.0.1
//! receives what the server sends, checks the VAPID signature (RFC 8292)
//! against the server's published key, and decrypts the payload (RFC 8291)
//! with the device's private key, as a browser would.

use crate::helpers::{browser, spawn_app, TestApp, TEST_KEY};
use crate::play::started_game;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use scriptorium::app::config::Settings;
use scriptorium::mail::worker::drain_once;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, Mutex};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use web_push_native::jwt_simple::prelude::*;
use web_push_native::p256;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;

pub const FROM: &str = "Scriptorium <noreply@scriptorium.test>";

/// One request the push service received.
pub struct Received {
    pub path: String,
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
}

/// A push service on 127.0.0.1 that answers every push with `status`.
pub struct PushService {
    pub port: u16,
    pub status: Arc<AtomicU16>,
    pub received: Arc<Mutex<Vec<Received>>>,
    /// A `Location` to answer with (a redirect), if any.
    pub location: Arc<Mutex<Option<String>>>,
}

impl PushService {
    pub async fn start() -> PushService {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let status = Arc::new(AtomicU16::new(201));
        let received: Arc<Mutex<Vec<Received>>> = Default::default();
        let location: Arc<Mutex<Option<String>>> = Default::default();
        let (answer, log, redirect) = (status.clone(), received.clone(), location.clone());
        tokio::spawn(async move {
            while let Ok((mut stream, _)) = listener.accept().await {
                let (answer, log, redirect) = (answer.clone(), log.clone(), redirect.clone());
                tokio::spawn(async move {
                    let mut data = Vec::new();
                    let mut buffer = [0u8; 4096];
                    let (head, body_start) = loop {
                        let read = stream.read(&mut buffer).await.unwrap_or(0);
                        if read == 0 {
                            return;
                        }
                        data.extend_from_slice(&buffer[..read]);
                        if let Some(at) = data.windows(4).position(|w| w == b"\r\n\r\n") {
                            break (String::from_utf8_lossy(&data[..at]).into_owned(), at + 4);
                        }
                    };
                    let mut lines = head.lines();
                    let path = lines
                        .next()
                        .and_then(|line| line.split(' ').nth(1))
                        .unwrap_or_default()
                        .to_owned();
                    let headers: HashMap<String, String> = lines
                        .filter_map(|line| line.split_once(':'))
                        .map(|(name, value)| {
                            (name.trim().to_ascii_lowercase(), value.trim().to_owned())
                        })
                        .collect();
                    let length: usize = headers
                        .get("content-length")
                        .and_then(|value| value.parse().ok())
                        .unwrap_or(0);
                    let mut body = data[body_start..].to_vec();
                    while body.len() < length {
                        let read = stream.read(&mut buffer).await.unwrap_or(0);
                        if read == 0 {
                            break;
                        }
                        body.extend_from_slice(&buffer[..read]);
                    }
                    log.lock().unwrap().push(Received {
                        path,
                        headers,
                        body,
                    });
                    let status = answer.load(Ordering::SeqCst);
                    let location = redirect
                        .lock()
                        .unwrap()
                        .as_ref()
                        .map(|to| format!("location: {to}\r\n"))
                        .unwrap_or_default();
                    let reply = format!("HTTP/1.1 {status} Whatever\r\n{location}content-length: 0\r\nconnection: close\r\n\r\n");
                    let _ = stream.write_all(reply.as_bytes()).await;
                });
            }
        });
        PushService {
            port,
            status,
            received,
            location,
        }
    }
}

/// A browser's push subscription: its keys, as a device keeps them.
pub struct Device {
    secret: p256::SecretKey,
    auth: [u8; 16],
    pub endpoint: String,
}

impl Device {
    pub fn new(service: &PushService, name: &str) -> Device {
        let secret = loop {
            if let Ok(secret) = p256::SecretKey::from_slice(&rand::random::<[u8; 32]>()) {
                break secret;
            }
        };
        Device {
            secret,
            auth: rand::random(),
            endpoint: format!("http://127.0.0.1:{}/push/{name}", service.port),
        }
    }

    pub fn subscription(&self) -> Value {
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": self.endpoint,
            "keys": {
                "p256dh": URL_SAFE_NO_PAD.encode(public.as_bytes()),
                "auth": URL_SAFE_NO_PAD.encode(self.auth),
            },
            "device": "Test phone",
        })
    }

    pub fn decrypt(&self, body: &[u8]) -> Value {
        let auth = web_push_native::Auth::clone_from_slice(&self.auth);
        let plain = web_push_native::decrypt(body.to_vec(), &self.secret, &auth)
            .expect("the payload decrypts with the device's key");
        serde_json::from_slice(&plain).expect("JSON")
    }
}

pub async fn api(
    app: &TestApp,
    token: &str,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let client = reqwest::Client::new();
    let request = match method {
        "GET" => client.get(app.url(path)),
        "DELETE" => client.delete(app.url(path)),
        _ => client.post(app.url(path)),
    }
    .bearer_auth(token);
    let request = match body {
        Some(body) => request.json(&body),
        None => request,
    };
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// The server's own push identity (derived from its key, as every instance
/// derives it) and a client to send with, to drain the push outbox here.
fn sender() -> (scriptorium::push::Vapid, reqwest::Client) {
    (
        scriptorium::push::Vapid::derive(
            TEST_KEY.as_bytes(),
            "mailto:noreply@scriptorium.test".into(),
        )
        .unwrap(),
        // The workers' own client: a test push service on loopback allowed.
        scriptorium::push::client(true).unwrap(),
    )
}

#[tokio::test]
async fn a_turn_reaches_the_device_signed_and_encrypted_once_and_a_gone_device_is_dropped() {
    let app = spawn_app().await;
    let service = PushService::start().await;
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let other = players.iter().find(|(_, id)| *id != mover).unwrap().1;
    let token = app.api_token(other).await;

    let (status, key) = api(&app, &token, "GET", "/api/v1/push/key", None).await;
    assert_eq!(status, 200);
    let server_key = key["public_key"].as_str().unwrap().to_owned();
    let device = Device::new(&service, "bobs-phone");
    let (status, created) = api(
        &app,
        &token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(device.subscription()),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let (_, listed) = api(&app, &token, "GET", "/api/v1/push/subscriptions", None).await;
    assert_eq!(listed[0]["device"], "Test phone");

    // The turn passes to the device's owner: the mail and the push go.
    app.pass_the_turn(game, &players).await;
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let (vapid, client) = sender();
    assert_eq!(
        vapid.public_key, server_key,
        "every instance signs with the published key"
    );
    scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
        .await
        .unwrap();
    let received = service
        .received
        .lock()
        .unwrap()
        .drain(..)
        .collect::<Vec<_>>();
    assert_eq!(received.len(), 1, "one push");
    let push = &received[0];
    assert_eq!(push.path, "/push/bobs-phone");
    assert_eq!(push.headers["content-encoding"], "aes128gcm");
    assert!(push.headers["ttl"].parse::<u64>().unwrap() > 0);
    // A decision waits on the player: delivered at once.
    assert_eq!(push.headers["urgency"], "high");
    // VAPID: a JWT signed with the key the server publishes, for this
    // push service's origin, naming who to contact.
    let authorization = &push.headers["authorization"];
    let (token_part, key_part) = authorization
        .strip_prefix("vapid t=")
        .and_then(|rest| rest.split_once(", k="))
        .expect("vapid t=…, k=…");
    assert_eq!(key_part, server_key);
    let public = ES256PublicKey::from_bytes(&URL_SAFE_NO_PAD.decode(key_part).unwrap()).unwrap();
    let claims = public
        .verify_token::<NoCustomClaims>(
            token_part,
            Some(VerificationOptions {
                // The push resource's origin, its port included (RFC 8292
                // section 2, RFC 6454): the stand-in is on no default port.
                allowed_audiences: Some(HashSet::from_strings(&[format!(
                    "http://127.0.0.1:{}",
                    service.port
                )])),
                ..Default::default()
            }),
        )
        .expect("a valid VAPID signature");
    assert_eq!(
        claims.subject.as_deref(),
        Some("mailto:noreply@scriptorium.test")
    );
    // A token signed by another key is refused by the same check.
    let stranger = ES256KeyPair::generate();
    let forged = stranger
        .sign(Claims::create(Duration::from_hours(1)))
        .unwrap();
    assert!(public
        .verify_token::<NoCustomClaims>(&forged, None)
        .is_err());
    // The payload, decrypted with the device's private key.
    let payload = device.decrypt(&push.body);
    assert!(
        payload["url"]
            .as_str()
            .unwrap()
            .contains(&format!("/games/{game}")),
        "{payload}"
    );
    assert!(!payload["title"].as_str().unwrap().is_empty());

    // Exactly once: nothing more to send.
    assert_eq!(
        scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
            .await
            .unwrap(),
        0
    );
    assert!(service.received.lock().unwrap().is_empty());

    // The device is gone (410): it is dropped with what waited for it.
    service.status.store(410, Ordering::SeqCst);
    app.pass_the_turn(game, &players).await;
    app.pass_the_turn(game, &players).await;
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
        .await
        .unwrap();
    let (_, listed) = api(&app, &token, "GET", "/api/v1/push/subscriptions", None).await;
    assert_eq!(listed, json!([]), "the gone device is forgotten");
}

#[tokio::test]
async fn a_subscription_is_checked_and_only_its_owner_removes_it() {
    let app = spawn_app().await;
    let service = PushService::start().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let (anna_token, bob_token) = (app.api_token(anna_id).await, app.api_token(bob_id).await);
    let device = Device::new(&service, "annas");
    let mut bad_keys = device.subscription();
    bad_keys["keys"]["p256dh"] = json!("AAAA");
    let mut short_auth = device.subscription();
    short_auth["keys"]["auth"] = json!(URL_SAFE_NO_PAD.encode([1u8; 8]));
    for (body, status) in [
        (bad_keys, 422),
        (short_auth, 422),
        (json!({"endpoint": 5}), 400),
    ] {
        let (answer, error) = api(
            &app,
            &anna_token,
            "POST",
            "/api/v1/push/subscriptions",
            Some(body),
        )
        .await;
        assert_eq!(answer, status, "{error}");
    }
    let (status, created) = api(
        &app,
        &anna_token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(device.subscription()),
    )
    .await;
    assert_eq!(status, 201);
    let id = created["id"].as_i64().unwrap();
    // Bob cannot see or remove it.
    let (_, bobs) = api(&app, &bob_token, "GET", "/api/v1/push/subscriptions", None).await;
    assert_eq!(bobs, json!([]));
    let (status, _) = api(
        &app,
        &bob_token,
        "DELETE",
        &format!("/api/v1/push/subscriptions/{id}"),
        None,
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = api(
        &app,
        "not-a-token",
        "GET",
        "/api/v1/push/subscriptions",
        None,
    )
    .await;
    assert_eq!(status, 401);
    // Ten devices at most.
    for n in 0..9 {
        let (status, _) = api(
            &app,
            &anna_token,
            "POST",
            "/api/v1/push/subscriptions",
            Some(Device::new(&service, &format!("more{n}")).subscription()),
        )
        .await;
        assert_eq!(status, 201);
    }
    let (status, _) = api(
        &app,
        &anna_token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(Device::new(&service, "eleventh").subscription()),
    )
    .await;
    assert_eq!(status, 409);
    // Her own removal works.
    let (status, _) = api(
        &app,
        &anna_token,
        "DELETE",
        &format!("/api/v1/push/subscriptions/{id}"),
        None,
    )
    .await;
    assert_eq!(status, 204);
}

#[tokio::test]
async fn the_pages_subscribe_a_device_list_it_and_remove_it() {
    let app = spawn_app().await;
    let service = PushService::start().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let device = Device::new(&service, "annas-laptop");
    let subscription = device.subscription();
    let form = [
        ("endpoint", subscription["endpoint"].as_str().unwrap()),
        ("p256dh", subscription["keys"]["p256dh"].as_str().unwrap()),
        ("auth", subscription["keys"]["auth"].as_str().unwrap()),
        ("device", "Linux"),
    ];
    // Without the form's token nothing is kept.
    let forged = anna
        .post(app.url("/push/subscriptions"))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status().as_u16(), 403);
    let kept = app.post_form(&anna, "/push/subscriptions", &form).await;
    assert_eq!(kept.status().as_u16(), 204);
    let (_, settings) = app.page(&anna, "/settings").await;
    assert!(
        settings.contains("<strong>Linux</strong>"),
        "the device is listed"
    );
    assert!(
        settings.contains("data-push-key=\""),
        "the page can add this device"
    );
    let id: i64 = sqlx::query_scalar("SELECT id FROM push_subscriptions")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // Bob cannot remove Anna's device; she can.
    let theirs = app
        .post_form(&bob, &format!("/settings/push/{id}/remove"), &[])
        .await;
    assert_eq!(theirs.status().as_u16(), 404);
    let removed = app
        .post_form(&anna, &format!("/settings/push/{id}/remove"), &[])
        .await;
    assert_eq!(removed.status().as_u16(), 303);
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM push_subscriptions")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(left, 0);
    // A plain-http endpoint is refused where the settings do not allow it:
    // see push::tests (the suite's own instance allows its stand-in).
}

#[tokio::test]
async fn ending_every_session_forgets_the_devices_and_the_export_lists_them() {
    let app = spawn_app().await;
    let service = PushService::start().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    let (status, _) = api(
        &app,
        &token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(Device::new(&service, "a").subscription()),
    )
    .await;
    assert_eq!(status, 201);
    let (status, export) = app.page(&anna, "/settings/export.json").await;
    assert_eq!(status, 200);
    let export: Value = serde_json::from_str(&export).unwrap();
    assert_eq!(export["push_devices"][0]["device"], "Test phone");
    let ended = app
        .post_form(&anna, "/settings/sessions/end-all", &[])
        .await;
    assert_eq!(ended.status().as_u16(), 303);
    let left: i64 =
        sqlx::query_scalar("SELECT count(*) FROM push_subscriptions WHERE user_id = $1")
            .bind(anna_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        left, 0,
        "a device subscribed from an ended session hears no more"
    );
}

#[tokio::test]
async fn with_notification_mail_off_the_turn_still_reaches_the_device() {
    let app = spawn_app().await;
    let service = PushService::start().await;
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (other_client, other) = players.iter().find(|(_, id)| *id != mover).unwrap();
    // No notification mail for this player...
    let saved = app
        .post_form(
            other_client,
            "/settings",
            &[
                ("language", ""),
                ("time_zone", "UTC"),
                ("until", ""),
                ("mode", "none"),
                ("batch_minutes", "60"),
                ("digest_hour", "8"),
            ],
        )
        .await;
    assert_eq!(saved.status().as_u16(), 303);
    // ...but a device.
    let token = app.api_token(*other).await;
    let device = Device::new(&service, "only-push");
    let (status, _) = api(
        &app,
        &token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(device.subscription()),
    )
    .await;
    assert_eq!(status, 201);
    let address: String = sqlx::query_scalar("SELECT email FROM users WHERE id = $1")
        .bind(other)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let mails_to = || {
        let mut settings = Settings::from_env().unwrap();
        settings.data_dir = app.data_dir.path().to_path_buf();
        std::fs::read_dir(settings.mail_dir())
            .map(|entries| {
                entries
                    .flatten()
                    .filter(|entry| {
                        std::fs::read_to_string(entry.path())
                            .is_ok_and(|text| text.contains(&format!("To: {address}")))
                    })
                    .count()
            })
            .unwrap_or(0)
    };
    let mailed_before = mails_to();
    assert!(
        mailed_before > 0,
        "the game's start went by mail, before the change"
    );

    app.pass_the_turn(game, &players).await;
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let (vapid, client) = sender();
    scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
        .await
        .unwrap();
    let received = service
        .received
        .lock()
        .unwrap()
        .drain(..)
        .collect::<Vec<_>>();
    assert_eq!(received.len(), 1, "the turn goes by push");
    let payload = device.decrypt(&received[0].body);
    assert!(payload["url"]
        .as_str()
        .unwrap()
        .contains(&format!("/games/{game}")));
    assert_eq!(mails_to(), mailed_before, "and not by mail");
}

/// The case the ordinary move's single statement once got wrong: a player
/// with a device but no confirmed address got no "your turn" at all (the
/// statement wrote only rows for confirmed addresses), while the slow path
/// told them by push.
#[tokio::test]
async fn an_unconfirmed_address_with_a_device_still_hears_its_turn_by_push() {
    let app = spawn_app().await;
    let service = PushService::start().await;
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (_, other) = players.iter().find(|(_, id)| *id != mover).unwrap();
    sqlx::query("UPDATE users SET email_verified_at = NULL WHERE id = $1")
        .bind(other)
        .execute(&app.pool)
        .await
        .unwrap();
    let token = app.api_token(*other).await;
    let device = Device::new(&service, "unconfirmed");
    let (status, _) = api(
        &app,
        &token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(device.subscription()),
    )
    .await;
    assert_eq!(status, 201);
    let address: String = sqlx::query_scalar("SELECT email FROM users WHERE id = $1")
        .bind(other)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let mailed = || {
        std::fs::read_dir(app.data_dir.path().join("mail"))
            .map(|entries| {
                entries
                    .flatten()
                    .filter(|entry| {
                        std::fs::read_to_string(entry.path())
                            .is_ok_and(|text| text.contains(&format!("To: {address}")))
                    })
                    .count()
            })
            .unwrap_or(0)
    };
    let mailed_before = mailed();
    // An ordinary move: the one-statement path.
    app.pass_the_turn(game, &players).await;
    let turn_rows: i64 =
        sqlx::query_scalar("SELECT count(*) FROM outbox WHERE user_id = $1 AND kind = 'your_turn'")
            .bind(other)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(turn_rows, 1, "the move wrote the turn's notice");
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let (vapid, client) = sender();
    scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
        .await
        .unwrap();
    let received = service
        .received
        .lock()
        .unwrap()
        .drain(..)
        .collect::<Vec<_>>();
    assert_eq!(received.len(), 1, "the turn goes by push");
    assert_eq!(received[0].headers["urgency"], "high");
    let sent_mail: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox o
         WHERE o.user_id = $1 AND o.kind = 'your_turn' AND o.sent_at IS NOT NULL",
    )
    .bind(other)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(sent_mail, 1, "handled once");
    // The unconfirmed address gets no mail: only the push went.
    assert_eq!(mailed(), mailed_before, "no mail to an unconfirmed address");
}

/// A push service that answers with a redirect to an address inside: the
/// worker does not follow it, and the push fails for good.
#[tokio::test]
async fn a_redirect_from_the_push_service_is_not_followed() {
    let app = spawn_app().await;
    let service = PushService::start().await;
    // The "internal" service the redirect points at, counting visits.
    let internal = PushService::start().await;
    service.status.store(307, Ordering::SeqCst);
    *service.location.lock().unwrap() = Some(format!(
        "http://127.0.0.1:{}/internal/admin/delete-everything",
        internal.port
    ));
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (_, other) = players.iter().find(|(_, id)| *id != mover).unwrap();
    let token = app.api_token(*other).await;
    let device = Device::new(&service, "redirected");
    let (status, _) = api(
        &app,
        &token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(device.subscription()),
    )
    .await;
    assert_eq!(status, 201);
    app.pass_the_turn(game, &players).await;
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let (vapid, client) = sender();
    scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
        .await
        .unwrap();
    assert_eq!(service.received.lock().unwrap().len(), 1, "asked once");
    assert!(
        internal.received.lock().unwrap().is_empty(),
        "the redirect was not followed"
    );
    let devices: i64 = sqlx::query_scalar("SELECT count(*) FROM push_subscriptions")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(devices, 0, "failed for good, not retried: the device went");
}

/// Issue 39: "sent" against "device removed" in the device list told what
/// answered at an endpoint. However a device stops taking pushes (the push
/// service's "gone", another refusal, a redirect, no answer after every
/// try) its owner sees one thing: it went, with no reason; a device that
/// takes them stays. Both players have two devices, one working and one
/// refusing; only the player whose turn comes is pushed to, so the mover's
/// refusing device, never tried, stays.
#[tokio::test]
async fn every_way_a_device_goes_looks_the_same_in_its_owners_list() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let working = PushService::start().await;
    let mut sections = Vec::new();
    for answer in [404_u16, 410, 400, 403, 307, 500] {
        let refusing = PushService::start().await;
        refusing.status.store(answer, Ordering::SeqCst);
        let mover = app.user_at(game, app.waiting_seat(game).await).await;
        let mut devices = Vec::new();
        for (player, (_, id)) in players.iter().enumerate() {
            let token = app.api_token(*id).await;
            for (service, kind) in [(&working, "working"), (&refusing, "refusing")] {
                let name = format!("{kind}-{answer}-of-player-{player}");
                let mut subscription = Device::new(service, &name).subscription();
                subscription["device"] = json!(name);
                let (status, body) = api(
                    &app,
                    &token,
                    "POST",
                    "/api/v1/push/subscriptions",
                    Some(subscription),
                )
                .await;
                assert_eq!(status, 201, "{body}");
                let stays = kind == "working" || *id == mover;
                devices.push((player, name, stays));
            }
        }
        let pushed_before = working.received.lock().unwrap().len();
        app.pass_the_turn(game, &players).await;
        while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
        let (vapid, client) = sender();
        // A 500 is retried: every try is made at once here.
        for _ in 0..8 {
            sqlx::query("UPDATE push_outbox SET send_after = now() WHERE sent_at IS NULL")
                .execute(&app.pool)
                .await
                .unwrap();
            scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
                .await
                .unwrap();
        }
        assert_eq!(
            working.received.lock().unwrap().len(),
            pushed_before + 1,
            "{answer}: the turn reached the working device once"
        );
        for (player, (browser, _)) in players.iter().enumerate() {
            let (status, page) = app.page(browser, "/settings").await;
            assert_eq!(status, 200);
            let start = page.find("<ul class=\"devices\">").expect("a device list");
            let section = &page[start..start + page[start..].find("</ul>").unwrap()];
            let expected: Vec<&String> = devices
                .iter()
                .filter(|(owner, _, stays)| *owner == player && *stays)
                .map(|(_, name, _)| name)
                .collect();
            for (owner, name, _) in &devices {
                assert_eq!(
                    section.contains(name.as_str()),
                    *owner == player && expected.contains(&name),
                    "{answer}: {name} in player {player}'s list"
                );
            }
            assert_eq!(section.matches("<li>").count(), expected.len());
            // What the list says of a device, its name and dates aside.
            let mut shape = section.to_owned();
            for (_, name, _) in &devices {
                shape = shape.replace(name.as_str(), "NAME");
            }
            // The form's CSRF token is the session's, not the device's.
            if let Some(at) = shape.find("name=\"csrf\" value=\"") {
                let value = at + "name=\"csrf\" value=\"".len();
                let end = value + shape[value..].find('"').unwrap();
                shape.replace_range(value..end, "");
            }
            shape.retain(|c| !c.is_ascii_digit());
            sections.push((expected.len(), shape));
        }
        // The next round starts from empty lists.
        sqlx::query("DELETE FROM push_subscriptions")
            .execute(&app.pool)
            .await
            .unwrap();
    }
    // The receiver's list after each kind of refusal reads the same.
    let receivers: Vec<&String> = sections
        .iter()
        .filter(|(count, _)| *count == 1)
        .map(|(_, shape)| shape)
        .collect();
    assert_eq!(receivers.len(), 6);
    assert!(
        receivers.windows(2).all(|pair| pair[0] == pair[1]),
        "{receivers:#?}"
    );
}

/// Endpoints that lead inside the operator's network are refused when a
/// device subscribes, in whatever form the address is written.
#[tokio::test]
async fn endpoints_inside_the_network_are_refused() {
    let app =
        crate::helpers::spawn_app_configured(crate::helpers::fresh_database().await, |settings| {
            settings.push_allow_insecure = false
        })
        .await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    let service = PushService::start().await;
    let device = Device::new(&service, "x");
    for endpoint in [
        "https://127.1/push",
        "https://0x7f.0.0.1/push",
        "https://0177.0.0.1/push",
        "https://localhost./push",
        "https://a.localhost./push",
        "https://metadata.google.internal./computeMetadata/v1/",
        "https://printer.local./push",
        "https://127.0.0.1.nip.io/push",
        "https://[::ffff:127.0.0.1]/push",
        "https://169.254.169.254/latest/meta-data/",
    ] {
        let mut subscription = device.subscription();
        subscription["endpoint"] = json!(endpoint);
        let (status, body) = api(
            &app,
            &token,
            "POST",
            "/api/v1/push/subscriptions",
            Some(subscription),
        )
        .await;
        assert_eq!(status, 422, "{endpoint}: {body}");
    }
    let kept: i64 = sqlx::query_scalar("SELECT count(*) FROM push_subscriptions")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(kept, 0);
}

/// Issue 39: a plain logout left the browser's device subscribed, so the
/// next person at a shared computer got the previous one's notifications.
/// A logout forgets the devices subscribed in that login, and only those.
#[tokio::test]
async fn a_logout_forgets_the_devices_subscribed_in_that_browser() {
    use crate::sessions::{log_in, PASSWORD};
    let app = spawn_app().await;
    let service = PushService::start().await;
    let first = browser();
    let anna_id = app.sign_up(&first, "anna").await;
    let (second, _) = log_in(&app, "anna", PASSWORD).await;
    let subscribe = |client: reqwest::Client, name: &'static str| {
        let app = &app;
        let device = Device::new(&service, name);
        async move {
            let subscription = device.subscription();
            let form = [
                (
                    "endpoint",
                    subscription["endpoint"].as_str().unwrap().to_owned(),
                ),
                (
                    "p256dh",
                    subscription["keys"]["p256dh"].as_str().unwrap().to_owned(),
                ),
                (
                    "auth",
                    subscription["keys"]["auth"].as_str().unwrap().to_owned(),
                ),
                ("device", name.to_owned()),
            ];
            let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let kept = app.post_form(&client, "/push/subscriptions", &form).await;
            assert_eq!(kept.status().as_u16(), 204);
        }
    };
    subscribe(first.clone(), "shared-computer").await;
    subscribe(second.clone(), "own-phone").await;
    // And one from a program, through the API.
    let token = app.api_token(anna_id).await;
    let program = Device::new(&service, "program");
    let (status, _) = api(
        &app,
        &token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(program.subscription()),
    )
    .await;
    assert_eq!(status, 201);

    let out = app.post_form(&first, "/logout", &[]).await;
    assert_eq!(out.status().as_u16(), 303);
    let left: Vec<String> = sqlx::query_scalar(
        "SELECT device FROM push_subscriptions WHERE user_id = $1 ORDER BY device",
    )
    .bind(anna_id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        left,
        ["Test phone", "own-phone"],
        "only that browser's device went"
    );
}
