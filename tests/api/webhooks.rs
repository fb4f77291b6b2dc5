//! Webhooks against stand-in receivers on 127.0.0.1 that check what a real
//! one would: the request shapes of Discord's and Slack's incoming
//! webhooks, Matrix's client-server API and ntfy, as their documents give
//! them; the Standard Webhooks signature, verified by that spec's own
//! reference library (npm `standardwebhooks`, run with `node`); a receiver
//! that answers 429 with `Retry-After`, one that redirects to 127.0.0.1
//! (not followed); addresses refused with the test switch off; and every
//! post watched for 10 s after the last notice, counting repeats.

use crate::helpers::{browser, fresh_database, input_value, spawn_app, spawn_app_configured};
use crate::helpers::{TestApp, TEST_KEY};
use crate::play::started_game;
use crate::push::FROM;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU16, Ordering};
use std::sync::{Arc, Mutex};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use uuid::Uuid;

/// One request a receiver got.
#[derive(Debug, Clone)]
pub struct Got {
    pub method: String,
    pub path: String,
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
}

impl Got {
    pub(crate) fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("a JSON body")
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// A receiver on 127.0.0.1 answering every request with `status` and the
/// `extra` header lines.
pub struct Receiver {
    pub port: u16,
    pub status: Arc<AtomicU16>,
    pub extra: Arc<Mutex<String>>,
    pub got: Arc<Mutex<Vec<Got>>>,
}

impl Receiver {
    pub async fn start() -> Receiver {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let status = Arc::new(AtomicU16::new(200));
        let extra: Arc<Mutex<String>> = Default::default();
        let got: Arc<Mutex<Vec<Got>>> = Default::default();
        let (answer, lines, log) = (status.clone(), extra.clone(), got.clone());
        tokio::spawn(async move {
            while let Ok((mut stream, _)) = listener.accept().await {
                let (answer, lines, log) = (answer.clone(), lines.clone(), log.clone());
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
                    let mut head_lines = head.lines();
                    let mut first = head_lines.next().unwrap_or_default().split(' ');
                    let method = first.next().unwrap_or_default().to_owned();
                    let path = first.next().unwrap_or_default().to_owned();
                    let headers: HashMap<String, String> = head_lines
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
                    log.lock().unwrap().push(Got {
                        method,
                        path,
                        headers,
                        body,
                    });
                    let status = answer.load(Ordering::SeqCst);
                    let extra = lines.lock().unwrap().clone();
                    let reply = format!(
                        "HTTP/1.1 {status} Whatever\r\n{extra}content-length: 2\r\nconnection: close\r\n\r\nok"
                    );
                    let _ = stream.write_all(reply.as_bytes()).await;
                });
            }
        });
        Receiver {
            port,
            status,
            extra,
            got,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// What arrived at paths starting with `prefix`, in order.
    pub fn at(&self, prefix: &str) -> Vec<Got> {
        self.got
            .lock()
            .unwrap()
            .iter()
            .filter(|got| got.path.starts_with(prefix))
            .cloned()
            .collect()
    }

    pub fn count(&self) -> usize {
        self.got.lock().unwrap().len()
    }
}

/// An API call with a JSON body, if any.
pub async fn call(
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
        "PUT" => client.put(app.url(path)),
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

pub async fn add_hook(app: &TestApp, token: &str, hook: Value) -> (i64, Option<String>) {
    let (status, added) = call(app, token, "POST", "/api/v1/webhooks", Some(hook.clone())).await;
    assert_eq!(status, 201, "{hook} → {added}");
    (
        added["id"].as_i64().unwrap(),
        added["secret"].as_str().map(str::to_owned),
    )
}

/// The notices due now (mail's worker hands them to the channels), then
/// the posts due now, as the instance's workers would.
pub async fn deliver(app: &TestApp) -> usize {
    let transport = app.folder_transport();
    while scriptorium::mail::worker::drain_once(&app.pool, &transport, FROM)
        .await
        .unwrap()
        > 0
    {}
    send_posts(app, true).await
}

pub async fn send_posts(app: &TestApp, allow_insecure: bool) -> usize {
    let client = scriptorium::webhooks::worker::client(allow_insecure).unwrap();
    let sealer = scriptorium::webhooks::seal::Sealer::derive(TEST_KEY.as_bytes());
    scriptorium::webhooks::worker::drain_once(&app.pool, &client, &sealer, allow_insecure)
        .await
        .unwrap()
}

async fn deliveries(app: &TestApp, token: &str, hook: i64) -> Vec<Value> {
    let (status, rows) = call(
        app,
        token,
        "GET",
        &format!("/api/v1/webhooks/{hook}/deliveries"),
        None,
    )
    .await;
    assert_eq!(status, 200, "{rows}");
    rows.as_array().unwrap().clone()
}

/// Verifies a signed request with the Standard Webhooks reference library
/// (npm `standardwebhooks`, installed by `npm ci --prefix tests/browser`):
/// the payload it accepts, or its refusal.
fn verify_with_reference_library(secret: &str, got: &Got) -> Result<Value, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let script = r#"
const { Webhook } = require("standardwebhooks");
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
try {
  const payload = new Webhook(input.secret).verify(input.body, input.headers);
  process.stdout.write(JSON.stringify(payload));
} catch (error) {
  process.stderr.write(String(error));
  process.exit(1);
}
"#;
    let headers: HashMap<&str, &str> = ["webhook-id", "webhook-timestamp", "webhook-signature"]
        .into_iter()
        .map(|name| {
            (
                name,
                got.headers.get(name).map(String::as_str).unwrap_or(""),
            )
        })
        .collect();
    let input = json!({ "secret": secret, "body": got.text(), "headers": headers });
    let mut node = Command::new("node")
        .arg("-e")
        .arg(script)
        .env(
            "NODE_PATH",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/browser/node_modules"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node (and `npm ci --prefix tests/browser`)");
    node.stdin
        .take()
        .unwrap()
        .write_all(input.to_string().as_bytes())
        .unwrap();
    let output = node.wait_with_output().unwrap();
    if output.status.success() {
        Ok(serde_json::from_slice(&output.stdout).expect("the payload"))
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

#[tokio::test]
async fn each_format_reaches_its_receiver_in_the_shape_its_documents_give() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let (game, players) = started_game(&app).await;
    deliver(&app).await;
    let (anna, bob) = (players[0].1, players[1].1);
    let (anna_token, bob_token) = (app.api_token(anna).await, app.api_token(bob).await);

    let (discord, secret) = add_hook(
        &app,
        &anna_token,
        json!({"format": "discord", "url": receiver.url("/discord/anna"), "mention": "80351110224678912"}),
    )
    .await;
    assert_eq!(secret, None);
    let (matrix, _) = add_hook(
        &app,
        &anna_token,
        json!({"format": "matrix", "url": receiver.url("/matrix"), "room": "!room:example.org",
               "token": "syt_matrix_secret_token", "mention": "@anna:example.org"}),
    )
    .await;
    let (signed, secret) = add_hook(
        &app,
        &anna_token,
        json!({"format": "json", "url": receiver.url("/json/anna")}),
    )
    .await;
    let secret = secret.expect("a signed hook's secret, shown once");
    assert!(secret.starts_with("whsec_"), "{secret}");
    let (slack, _) = add_hook(
        &app,
        &bob_token,
        json!({"format": "slack", "url": receiver.url("/slack/bob"), "mention": "U024BE7LH"}),
    )
    .await;
    let (ntfy, _) = add_hook(
        &app,
        &bob_token,
        json!({"format": "ntfy", "url": receiver.url("/ntfy/bob"), "token": "tk_ntfy_secret"}),
    )
    .await;
    let ids: HashSet<i64> = [discord, matrix, signed, slack, ntfy].into();
    assert_eq!(ids.len(), 5);
    // Matrix needs a token and a room.
    let (status, _) = call(
        &app,
        &anna_token,
        "POST",
        "/api/v1/webhooks",
        Some(json!({"format": "matrix", "url": receiver.url("/matrix")})),
    )
    .await;
    assert_eq!(status, 422);

    // A chat id of the wrong kind would fail every post: refused at once.
    for (format, mention) in [
        ("discord", "everyone"),
        ("slack", "<!channel>"),
        ("matrix", "anna"),
    ] {
        let (status, _) = call(
            &app,
            &anna_token,
            "POST",
            "/api/v1/webhooks",
            Some(
                json!({"format": format, "url": receiver.url("/x"), "room": "!r:example.org",
                        "token": "t", "mention": mention}),
            ),
        )
        .await;
        assert_eq!(status, 422, "{format} {mention}");
    }

    // Each player's turn comes once: each of their hooks hears of it once.
    app.pass_the_turn(game, &players).await;
    deliver(&app).await;
    app.pass_the_turn(game, &players).await;
    deliver(&app).await;
    let game_url = format!("/games/{game}");

    let posts = receiver.at("/discord/anna");
    assert_eq!(posts.len(), 1, "{posts:?}");
    let post = &posts[0];
    assert_eq!(post.method, "POST");
    assert_eq!(post.headers["content-type"], "application/json");
    let body = post.json();
    let content = body["content"].as_str().unwrap();
    assert!(content.starts_with("<@80351110224678912> **"), "{content}");
    assert!(content.contains(&game_url), "{content}");
    assert!(content.chars().count() <= 2000);
    assert_eq!(body["allowed_mentions"]["parse"], json!([]));
    assert_eq!(
        body["allowed_mentions"]["users"],
        json!(["80351110224678912"])
    );

    let posts = receiver.at("/matrix");
    assert_eq!(posts.len(), 1, "{posts:?}");
    let post = &posts[0];
    assert_eq!(post.method, "PUT");
    let prefix = "/matrix/_matrix/client/v3/rooms/!room:example.org/send/m.room.message/";
    assert!(post.path.starts_with(prefix), "{}", post.path);
    let txn = &post.path[prefix.len()..];
    assert!(!txn.is_empty() && !txn.contains('/'));
    assert_eq!(
        post.headers["authorization"],
        "Bearer syt_matrix_secret_token"
    );
    let body = post.json();
    assert_eq!(body["msgtype"], "m.text");
    assert!(body["body"].as_str().unwrap().contains(&game_url));
    assert_eq!(body["format"], "org.matrix.custom.html");
    assert!(body["formatted_body"]
        .as_str()
        .unwrap()
        .contains("https://matrix.to/#/@anna:example.org"));
    assert_eq!(body["m.mentions"]["user_ids"], json!(["@anna:example.org"]));

    let posts = receiver.at("/json/anna");
    assert_eq!(posts.len(), 1, "{posts:?}");
    let post = &posts[0];
    let payload = verify_with_reference_library(&secret, post).expect("a valid signature");
    assert_eq!(payload["type"], "notice.your_turn");
    assert!(payload["data"]["url"].as_str().unwrap().contains(&game_url));
    assert_eq!(payload["data"]["urgent"], true);
    assert!(post.headers["webhook-id"].starts_with("msg_"));
    let mut forged = post.clone();
    forged.body = post
        .text()
        .replace("your_turn", "game_finished")
        .into_bytes();
    assert!(verify_with_reference_library(&secret, &forged).is_err());
    assert!(verify_with_reference_library("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", post).is_err());

    let posts = receiver.at("/slack/bob");
    assert_eq!(posts.len(), 1, "{posts:?}");
    let text = posts[0].json()["text"].as_str().unwrap().to_owned();
    assert!(text.starts_with("<@U024BE7LH> *<"), "{text}");
    assert!(text.contains(&format!("{game_url}|")), "{text}");

    let posts = receiver.at("/ntfy/bob");
    assert_eq!(posts.len(), 1, "{posts:?}");
    let post = &posts[0];
    assert_eq!(post.method, "POST");
    assert!(!post.headers["title"].is_empty());
    assert_eq!(post.headers["priority"], "high");
    assert!(post.headers["click"].ends_with(&game_url));
    assert_eq!(post.headers["authorization"], "Bearer tk_ntfy_secret");
    assert!(!post.body.is_empty());

    // Each delivery is in its hook's log.
    let log = deliveries(&app, &anna_token, discord).await;
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["status"], 200);
    assert_eq!(log[0]["error"], Value::Null);

    // The secrets are never shown again, nor exported, nor kept in clear;
    // an address shows only its host (Discord's and Slack's are credentials).
    let (_, listed) = call(&app, &anna_token, "GET", "/api/v1/webhooks", None).await;
    let (_, export) = call(&app, &anna_token, "GET", "/api/v1/me/export", None).await;
    for shown in [listed.to_string(), export.to_string()] {
        for secret in [
            secret.as_str(),
            "syt_matrix_secret_token",
            "/discord/anna",
            "/json/anna",
        ] {
            assert!(!shown.contains(secret), "{secret} in {shown}");
        }
    }
    assert_eq!(listed.as_array().unwrap().len(), 3);
    assert_eq!(export["webhooks"].as_array().unwrap().len(), 3);
    let sealed: Vec<Vec<u8>> =
        sqlx::query_scalar("SELECT secret_sealed FROM webhooks WHERE secret_sealed IS NOT NULL")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(sealed.len(), 3);
    for bytes in sealed {
        for secret in [
            secret.as_bytes(),
            b"syt_matrix_secret_token",
            b"tk_ntfy_secret",
        ] {
            assert!(!bytes.windows(secret.len()).any(|w| w == secret));
        }
    }

    // Nothing more to send.
    assert_eq!(send_posts(&app, true).await, 0);
    assert_eq!(receiver.count(), 5);
}

/// Starts a game of the test game for `seats` players, the first creating it.
async fn game_of(app: &TestApp, players: &[&(reqwest::Client, Uuid)]) -> Uuid {
    let game = app
        .create_countdown(&players[0].0, &players.len().to_string())
        .await;
    for player in &players[1..] {
        let response = app
            .post_form(&player.0, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(response.status().as_u16(), 303);
    }
    game
}

#[tokio::test]
async fn a_games_hook_tells_the_table_once_per_event_naming_whose_turn_it_is() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let mut people = Vec::new();
    for name in ["anna", "bob", "carl", "dora"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        people.push((client, id));
    }
    let (anna, bob, carl, dora) = (&people[0], &people[1], &people[2], &people[3]);
    let table = game_of(&app, &[anna, bob, carl]).await;
    let other = game_of(&app, &[anna, bob]).await;
    deliver(&app).await;
    let token = |user: Uuid| app.api_token(user);
    let (anna_token, bob_token) = (token(anna.1).await, token(bob.1).await);
    let (carl_token, dora_token) = (token(carl.1).await, token(dora.1).await);

    let (table_hook, _) = add_hook(
        &app,
        &anna_token,
        json!({"format": "discord", "url": receiver.url("/table"), "mention": "111111111111111111", "game": table}),
    )
    .await;
    let (other_hook, _) = add_hook(
        &app,
        &bob_token,
        json!({"format": "slack", "url": receiver.url("/other"), "game": other}),
    )
    .await;
    assert_ne!(table_hook, other_hook);
    // Bob gives his chat id on Anna's hook; Carl gives none.
    let (status, _) = call(
        &app,
        &bob_token,
        "PUT",
        &format!("/api/v1/webhooks/{table_hook}/mention"),
        Some(json!({"mention": "222222222222222222"})),
    )
    .await;
    assert_eq!(status, 204);
    // Only a game's players may add a hook to it, or see it.
    let (status, _) = call(
        &app,
        &carl_token,
        "POST",
        "/api/v1/webhooks",
        Some(json!({"format": "discord", "url": receiver.url("/x"), "game": other})),
    )
    .await;
    assert_eq!(status, 403);
    let (_, seen) = call(&app, &carl_token, "GET", "/api/v1/webhooks", None).await;
    let seen: Vec<i64> = seen
        .as_array()
        .unwrap()
        .iter()
        .map(|hook| hook["id"].as_i64().unwrap())
        .collect();
    assert_eq!(seen, vec![table_hook]);
    let (_, seen) = call(&app, &dora_token, "GET", "/api/v1/webhooks", None).await;
    assert_eq!(seen, json!([]));
    for (method, path) in [
        ("DELETE", format!("/api/v1/webhooks/{table_hook}")),
        ("GET", format!("/api/v1/webhooks/{table_hook}/deliveries")),
        ("POST", format!("/api/v1/webhooks/{table_hook}/test")),
    ] {
        let (status, _) = call(&app, &dora_token, method, &path, None).await;
        assert_eq!(status, 404, "{method} {path} by a stranger");
    }

    // Each seat's turn at the table: one post each, naming the player.
    let names: HashMap<Uuid, (&str, Option<&str>)> = [
        (anna.1, ("anna", Some("111111111111111111"))),
        (bob.1, ("bob", Some("222222222222222222"))),
        (carl.1, ("carl", None)),
    ]
    .into();
    let table_players = vec![
        (anna.0.clone(), anna.1),
        (bob.0.clone(), bob.1),
        (carl.0.clone(), carl.1),
    ];
    let mut expected = Vec::new();
    for _ in 0..3 {
        app.pass_the_turn(table, &table_players).await;
        expected.push(app.user_at(table, app.waiting_seat(table).await).await);
        deliver(&app).await;
    }
    let posts = receiver.at("/table");
    assert_eq!(posts.len(), 3, "{posts:#?}");
    for (post, user) in posts.iter().zip(&expected) {
        let body = post.json();
        let content = body["content"].as_str().unwrap();
        let (name, mention) = names[user];
        assert!(content.contains(name), "{content} names {name}");
        match mention {
            Some(id) => {
                assert!(content.starts_with(&format!("<@{id}> ")), "{content}");
                assert_eq!(body["allowed_mentions"]["users"], json!([id]));
            }
            None => assert_eq!(body["allowed_mentions"]["users"], json!([])),
        }
    }
    assert!(
        receiver.at("/other").is_empty(),
        "the other table heard nothing"
    );
    let other_players = vec![(anna.0.clone(), anna.1), (bob.0.clone(), bob.1)];
    app.pass_the_turn(other, &other_players).await;
    deliver(&app).await;
    assert_eq!(receiver.at("/other").len(), 1);
    assert_eq!(receiver.at("/table").len(), 3);

    // The game ends: its three players are told, the table hears it once.
    app.play_to_end(table, &[anna.1, bob.1, carl.1]).await;
    deliver(&app).await;
    let told: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE game_id = $1 AND kind = 'game_finished'",
    )
    .bind(table)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(told, 3);
    let ends: Vec<Got> = receiver
        .at("/table")
        .into_iter()
        .filter(|post| post.json()["content"].as_str().unwrap().contains("is over"))
        .collect();
    assert_eq!(ends.len(), 1, "{ends:#?}");
    assert_eq!(send_posts(&app, true).await, 0);

    // Any player of the game may remove its hook; a stranger may not.
    let (status, _) = call(
        &app,
        &carl_token,
        "DELETE",
        &format!("/api/v1/webhooks/{table_hook}"),
        None,
    )
    .await;
    assert_eq!(status, 204);
    let (_, listed) = call(&app, &anna_token, "GET", "/api/v1/webhooks", None).await;
    assert!(!listed.to_string().contains(&format!("\"id\":{table_hook}")));
}

#[tokio::test]
async fn a_receiver_saying_wait_is_waited_for_a_redirect_is_not_followed_and_a_dead_hook_pauses() {
    let app = spawn_app().await;
    let waiting = Receiver::start().await;
    waiting.status.store(429, Ordering::SeqCst);
    *waiting.extra.lock().unwrap() = "retry-after: 2\r\n".into();
    let elsewhere = Receiver::start().await;
    let moving = Receiver::start().await;
    moving.status.store(302, Ordering::SeqCst);
    *moving.extra.lock().unwrap() = format!("location: {}\r\n", elsewhere.url("/inside"));
    let dead = Receiver::start().await;
    dead.status.store(500, Ordering::SeqCst);
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    let (slow, _) = add_hook(
        &app,
        &token,
        json!({"format": "ntfy", "url": waiting.url("/wait")}),
    )
    .await;
    let (moved, _) = add_hook(
        &app,
        &token,
        json!({"format": "discord", "url": moving.url("/moved")}),
    )
    .await;
    let (failing, _) = add_hook(
        &app,
        &token,
        json!({"format": "slack", "url": dead.url("/dead")}),
    )
    .await;
    for hook in [slow, moved, failing] {
        let (status, _) = call(
            &app,
            &token,
            "POST",
            &format!("/api/v1/webhooks/{hook}/test"),
            None,
        )
        .await;
        assert_eq!(status, 202);
    }
    sqlx::query("UPDATE webhooks SET failing_since = now() - interval '4 days' WHERE id = $1")
        .bind(failing)
        .execute(&app.pool)
        .await
        .unwrap();
    send_posts(&app, true).await;

    // 429: tried again after Retry-After, not before.
    assert_eq!(waiting.count(), 1);
    let log = deliveries(&app, &token, slow).await;
    assert_eq!(log[0]["status"], 429);
    assert_eq!(log[0]["error"], "webhook-error-wait");
    let after: chrono::DateTime<chrono::Utc> =
        sqlx::query_scalar("SELECT send_after FROM webhook_outbox WHERE hook_id = $1")
            .bind(slow)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let wait = after - chrono::Utc::now();
    assert!(
        wait > chrono::Duration::milliseconds(500) && wait <= chrono::Duration::seconds(2),
        "{wait}"
    );
    send_posts(&app, true).await;
    assert_eq!(waiting.count(), 1, "not before Retry-After");
    waiting.status.store(200, Ordering::SeqCst);
    tokio::time::sleep(std::time::Duration::from_millis(2200)).await;
    send_posts(&app, true).await;
    assert_eq!(waiting.count(), 2);
    let log = deliveries(&app, &token, slow).await;
    assert_eq!(
        log.iter()
            .map(|row| row["status"].clone())
            .collect::<Vec<_>>(),
        vec![json!(200), json!(429)]
    );

    // A redirect to 127.0.0.1 is not followed, nor retried.
    assert_eq!(moving.count(), 1);
    assert_eq!(elsewhere.count(), 0);
    let log = deliveries(&app, &token, moved).await;
    assert_eq!(log[0]["status"], 302);
    assert_eq!(log[0]["error"], "webhook-error-redirect");
    assert!(
        log[0]["message"].as_str().unwrap().contains("redirect"),
        "{log:?}"
    );

    // Failing for more than three days: paused, and its owner sees it.
    assert_eq!(dead.count(), 1);
    let (_, listed) = call(&app, &token, "GET", "/api/v1/webhooks", None).await;
    let hook = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|hook| hook["id"] == failing)
        .unwrap()
        .clone();
    assert!(hook["paused_at"].is_string(), "{hook}");
    let (_, settings) = app.page(&anna, "/settings").await;
    assert!(settings.contains("Paused: every delivery failed for three days"));
    call(
        &app,
        &token,
        "POST",
        &format!("/api/v1/webhooks/{failing}/test"),
        None,
    )
    .await;
    send_posts(&app, true).await;
    assert_eq!(dead.count(), 1, "a paused hook is sent nothing");
    dead.status.store(204, Ordering::SeqCst);
    // Resumed, it takes what waited for it.
    let (status, _) = call(
        &app,
        &token,
        "POST",
        &format!("/api/v1/webhooks/{failing}/resume"),
        None,
    )
    .await;
    assert_eq!(status, 204);
    send_posts(&app, true).await;
    assert_eq!(dead.count(), 2);

    // Watched a while: nothing goes twice.
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    send_posts(&app, true).await;
    assert_eq!(
        (
            waiting.count(),
            moving.count(),
            elsewhere.count(),
            dead.count()
        ),
        (2, 1, 0, 2)
    );
}

#[tokio::test]
async fn only_https_to_the_public_internet_with_the_test_switch_off() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.webhooks_allow_insecure = false;
    })
    .await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let token = app.api_token(anna_id).await;
    for url in [
        "http://127.0.0.1:9/x",
        "https://127.0.0.1/x",
        "https://127.1/x",
        "https://0x7f.0.0.1/x",
        "https://10.0.0.1/x",
        "https://192.168.1.20/x",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/x",
        "https://[::ffff:127.0.0.1]/x",
        "https://localhost/x",
        "https://metadata.google.internal/x",
        "https://127.0.0.1.nip.io/x",
        "http://discord.com/api/webhooks/1/x",
        "https://hooks.example.com:8443/x",
        "https://user:pw@hooks.example.com/x",
        "ftp://hooks.example.com/x",
    ] {
        // Each refusal spends the budget of hooks added (probing is not
        // free); it is not what is tested here.
        sqlx::query("DELETE FROM rate_limits")
            .execute(&app.pool)
            .await
            .unwrap();
        let (status, error) = call(
            &app,
            &token,
            "POST",
            "/api/v1/webhooks",
            Some(json!({"format": "discord", "url": url})),
        )
        .await;
        assert_eq!(status, 422, "{url}: {error}");
    }
    // A public https address is taken (nothing is sent to it here).
    add_hook(
        &app,
        &token,
        json!({"format": "discord", "url": "https://discord.com/api/webhooks/1/abc"}),
    )
    .await;

    // A hook kept while the switch was on is refused when sent without it.
    let open = spawn_app_on_same(&app).await;
    let receiver = Receiver::start().await;
    let (hook, _) = add_hook(
        &open,
        &token,
        json!({"format": "slack", "url": receiver.url("/x")}),
    )
    .await;
    call(
        &open,
        &token,
        "POST",
        &format!("/api/v1/webhooks/{hook}/test"),
        None,
    )
    .await;
    send_posts(&app, false).await;
    assert_eq!(receiver.count(), 0);
    let log = deliveries(&app, &token, hook).await;
    assert_eq!(log[0]["status"], Value::Null);
    assert_eq!(log[0]["error"], "webhook-error-not-public", "{log:?}");
    assert!(log[0]["message"]
        .as_str()
        .unwrap()
        .contains("public internet"));
}

/// Another instance on the same database, with the test switch on.
async fn spawn_app_on_same(app: &TestApp) -> TestApp {
    spawn_app_configured(app.database_url.clone(), |settings| {
        settings.webhooks_allow_insecure = true;
    })
    .await
}

#[tokio::test]
async fn every_post_goes_exactly_once_however_many_instances_send() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let (first, players) = started_game(&app).await;
    let (anna, bob) = (players[0].1, players[1].1);
    let second = game_of(&app, &[&players[1], &players[0]]).await;
    deliver(&app).await;
    let (anna_token, bob_token) = (app.api_token(anna).await, app.api_token(bob).await);
    let mut secrets = HashMap::new();
    for (token, path, format, game) in [
        (&anna_token, "/anna/json", "json", None),
        (&anna_token, "/anna/discord", "discord", None),
        (&bob_token, "/bob/json", "json", None),
        (&bob_token, "/bob/ntfy", "ntfy", None),
        (&anna_token, "/first/json", "json", Some(first)),
        (&bob_token, "/second/json", "json", Some(second)),
    ] {
        let (_, secret) = add_hook(
            &app,
            token,
            json!({"format": format, "url": receiver.url(path), "game": game}),
        )
        .await;
        if let Some(secret) = secret {
            secrets.insert(path, secret);
        }
    }
    // Two instances' workers at once, as behind a load balancer.
    let stop = Arc::new(AtomicBool::new(false));
    let mut workers = Vec::new();
    for _ in 0..2 {
        let (pool, stop) = (app.pool.clone(), stop.clone());
        let transport = app.folder_transport();
        workers.push(tokio::spawn(async move {
            let client = scriptorium::webhooks::worker::client(true).unwrap();
            let sealer = scriptorium::webhooks::seal::Sealer::derive(TEST_KEY.as_bytes());
            while !stop.load(Ordering::SeqCst) {
                scriptorium::mail::worker::drain_once(&pool, &transport, FROM)
                    .await
                    .unwrap();
                scriptorium::webhooks::worker::drain_once(&pool, &client, &sealer, true)
                    .await
                    .unwrap();
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            }
        }));
    }
    let second_players = vec![players[1].clone(), players[0].clone()];
    for round in 0..6 {
        if round % 2 == 0 {
            app.pass_the_turn(first, &players).await;
        } else {
            app.pass_the_turn(second, &second_players).await;
        }
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    }
    // Watched for 10 s after the last notice.
    tokio::time::sleep(std::time::Duration::from_secs(10)).await;
    stop.store(true, Ordering::SeqCst);
    for worker in workers {
        worker.await.unwrap();
    }

    let got = receiver.got.lock().unwrap().clone();
    let sent: Vec<(String, i64)> = sqlx::query_as(
        "SELECT h.url, count(*) FROM webhook_outbox o JOIN webhooks h ON h.id = o.hook_id
         WHERE o.sent_at IS NOT NULL GROUP BY h.url",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let waiting: i64 =
        sqlx::query_scalar("SELECT count(*) FROM webhook_outbox WHERE sent_at IS NULL")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(waiting, 0, "everything went");
    for path in [
        "/anna/json",
        "/anna/discord",
        "/bob/json",
        "/bob/ntfy",
        "/first/json",
        "/second/json",
    ] {
        let arrived = got.iter().filter(|got| got.path == path).count() as i64;
        let marked = sent
            .iter()
            .find(|(url, _)| url.ends_with(path))
            .map_or(0, |(_, count)| *count);
        assert!(arrived > 0, "{path} heard of something");
        assert_eq!(
            arrived, marked,
            "{path}: as many arrived as were sent, no repeat"
        );
    }
    // The signed posts, by their ids: each verified, none twice.
    let mut seen = HashSet::new();
    for got in got.iter().filter(|got| got.path.ends_with("/json")) {
        let secret = &secrets[got.path.as_str()];
        verify_with_reference_library(secret, got).expect("signed");
        assert!(
            seen.insert((got.path.clone(), got.headers["webhook-id"].clone())),
            "a repeat: {got:?}"
        );
    }
    // The tables heard three turns each (the first game's, the second's).
    assert_eq!(
        got.iter().filter(|got| got.path == "/first/json").count(),
        3
    );
    assert_eq!(
        got.iter().filter(|got| got.path == "/second/json").count(),
        3
    );
}

#[tokio::test]
async fn the_settings_page_adds_lists_tests_and_removes_a_hook_without_script() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    let (status, page) = app.page(&anna, "/settings").await;
    assert_eq!(status, 200);
    assert!(page.contains("id=\"webhooks\""));
    assert!(page.contains("No webhook yet."));
    let csrf = input_value(&page, "csrf").unwrap();
    let response = anna
        .post(app.url("/settings/webhooks"))
        .form(&[
            ("csrf", csrf.as_str()),
            ("format", "json"),
            ("url", &receiver.url("/mine")),
            ("scope", "mine"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let shown = response.text().await.unwrap();
    let secret = shown
        .split("id=\"webhook-secret\">")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .expect("the secret, shown once")
        .to_owned();
    assert!(secret.starts_with("whsec_"));
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(!page.contains(&secret), "shown once only");
    let id: i64 = sqlx::query_scalar("SELECT id FROM webhooks")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(page.contains(&format!("id=\"webhook-{id}\"")));
    let response = app
        .post_form(&anna, &format!("/settings/webhooks/{id}/test"), &[])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    send_posts(&app, true).await;
    let got = receiver.at("/mine");
    assert_eq!(got.len(), 1);
    let payload = verify_with_reference_library(&secret, &got[0]).expect("signed");
    assert_eq!(payload["type"], "notice.test");
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("<td>200</td>"), "the delivery is listed");
    // A refused address is said on the page, in words.
    let response = app
        .post_form(
            &anna,
            "/settings/webhooks",
            &[("format", "discord"), ("url", "ftp://x"), ("scope", "mine")],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("That is not an https address on the public internet."));
    let response = app
        .post_form(&anna, &format!("/settings/webhooks/{id}/remove"), &[])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("No webhook yet."));
}

/// Hooks on record, of any owner.
async fn hooks_on_record(app: &TestApp) -> Vec<(i64, Option<Uuid>, Option<Uuid>)> {
    sqlx::query_as("SELECT id, game_id, event_id FROM webhooks ORDER BY id")
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_hook_naming_both_a_game_and_an_event_is_refused_in_words_and_nothing_changes() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let (game, players) = started_game(&app).await;
    let (anna, anna_id) = &players[0];
    let (_, bob_id) = &players[1];
    // Anna plays the game and organizes two events, so that each of the
    // two alone is hers to hook.
    let mut events = Vec::new();
    for name in ["Spring Swiss", "Summer Swiss"] {
        let fields = crate::tournaments::swiss_fields(name, "4");
        events.push(crate::tournaments::create_event(&app, anna, &fields).await);
    }
    let token = app.api_token(*anna_id).await;
    let bob_token = app.api_token(*bob_id).await;
    // More refusals than the hourly allowance of added hooks (10), in
    // each language: a 422 in words, every time.
    let words = [
        (
            "en",
            "A webhook posts for a game or for an event, not both: leave out one of the two.",
        ),
        (
            "de",
            "Ein Webhook meldet eine Partie oder ein Turnier, nicht beides: lass eines der beiden weg.",
        ),
        (
            "fr",
            "Un webhook publie pour une partie ou pour un tournoi, pas les deux : retirez l'un des deux.",
        ),
    ];
    for attempt in 0..12 {
        let (lang, said) = words[attempt % words.len()];
        let response = reqwest::Client::new()
            .post(app.url("/api/v1/webhooks"))
            .bearer_auth(&token)
            .header("accept-language", lang)
            .json(&json!({
                "format": "slack",
                "url": receiver.url("/both"),
                "game": game,
                "event": events[attempt % 2],
            }))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 422, "attempt {attempt}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["message"], said, "{lang}: {body}");
    }
    // Bob plays the game and organizes neither event: still the pair is
    // what is refused, before anything else is looked at.
    let (status, body) = call(
        &app,
        &bob_token,
        "POST",
        "/api/v1/webhooks",
        Some(json!({"format": "json", "url": receiver.url("/bob"), "game": game, "event": events[0]})),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    // The settings form has one field for it; sent twice, it is refused
    // as malformed (a 4xx, never a 5xx).
    let both_scopes = app
        .post_form(
            anna,
            "/settings/webhooks",
            &[
                ("format", "slack"),
                ("url", &receiver.url("/form")),
                ("scope", &game.to_string()),
                ("scope", &format!("event:{}", events[0])),
            ],
        )
        .await;
    assert!(
        both_scopes.status().is_client_error(),
        "{}",
        both_scopes.status()
    );
    assert_eq!(hooks_on_record(&app).await, vec![], "nothing was added");

    // Nothing was spent either: each alone is still welcome, and lands
    // where it was aimed.
    let (game_hook, _) = add_hook(
        &app,
        &token,
        json!({"format": "slack", "url": receiver.url("/game"), "game": game}),
    )
    .await;
    let (event_hook, _) = add_hook(
        &app,
        &token,
        json!({"format": "slack", "url": receiver.url("/event"), "event": events[1]}),
    )
    .await;
    assert_eq!(
        hooks_on_record(&app).await,
        vec![
            (game_hook, Some(game), None),
            (event_hook, None, Some(events[1]))
        ]
    );
    assert_eq!(receiver.count(), 0, "nothing was posted");
}
