//! A game page's live feed never goes deaf: in a real Chromium at phone
//! size, behind a switchboard the test controls (a TCP proxy in front of
//! the app), the feed is refused (429, 503), its connection is dropped, and
//! the instance behind it is replaced by another one of the same database;
//! each time a move is made while the page cannot hear, and the page, which
//! reopens its feed with a growing pause, catches up from the sequence
//! number it shows, in place (no navigation).
//!
//! How long each took and how many times the page knocked while refused are
//! printed (`reconnect:` lines), not asserted.

use crate::driver::{log_in, set_viewport, ChromeDriver, PHONE};
use crate::helpers::{browser, spawn_app, spawn_app_on, TestApp};
use crate::PASSWORD;
use fantoccini::Client;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use uuid::Uuid;

const PATIENCE: Duration = Duration::from_secs(60);

/// What the switchboard does with a new request.
#[derive(Clone, Copy, Debug)]
enum Mode {
    /// Passes it on to this address.
    Pass(SocketAddr),
    /// Answers a live feed's request with this status itself (other
    /// requests pass on to the address).
    Refuse(u16, SocketAddr),
}

/// A TCP proxy that decides what to do with a connection by its first
/// request: what it does is switched by the test, and it can drop every
/// connection it holds.
#[derive(Clone)]
struct Switchboard {
    mode: Arc<Mutex<Mode>>,
    /// Bumped to drop every connection open now.
    generation: Arc<tokio::sync::watch::Sender<u64>>,
    /// Live feed requests seen while refusing.
    knocks: Arc<Mutex<Vec<Instant>>>,
}

impl Switchboard {
    async fn start(to: SocketAddr) -> (Switchboard, SocketAddr) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let board = Switchboard {
            mode: Arc::new(Mutex::new(Mode::Pass(to))),
            generation: Arc::new(tokio::sync::watch::channel(0).0),
            knocks: Arc::default(),
        };
        let serving = board.clone();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let board = serving.clone();
                tokio::spawn(async move { board.carry(client).await });
            }
        });
        (board, address)
    }

    fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    /// Drops every connection open now (the feed's among them).
    fn cut(&self) {
        self.generation.send_modify(|generation| *generation += 1);
    }

    async fn carry(&self, mut client: TcpStream) {
        let mut dropped = self.generation.subscribe();
        // The request's head.
        let mut head = Vec::new();
        let mut buffer = [0u8; 4096];
        while !head.windows(4).any(|w| w == b"\r\n\r\n") {
            match client.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(read) => head.extend_from_slice(&buffer[..read]),
            }
            if head.len() > 64 * 1024 {
                return;
            }
        }
        let text = String::from_utf8_lossy(&head).into_owned();
        // Chromium keeps connections for the next requests: the switchboard
        // decides on a connection's first request (after a cut, every
        // request the page makes opens a new one).
        let is_feed = text
            .lines()
            .next()
            .is_some_and(|line| line.contains("/live"));
        let mode = *self.mode.lock().unwrap();
        let to = match mode {
            Mode::Refuse(status, _) if is_feed => {
                self.knocks.lock().unwrap().push(Instant::now());
                let answer = format!(
                    "HTTP/1.1 {status} Refused\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                );
                let _ = client.write_all(answer.as_bytes()).await;
                return;
            }
            Mode::Pass(to) | Mode::Refuse(_, to) => to,
        };
        let Ok(mut server) = TcpStream::connect(to).await else {
            return;
        };
        if server.write_all(&head).await.is_err() {
            return;
        }
        tokio::select! {
            _ = tokio::io::copy_bidirectional(&mut client, &mut server) => {}
            _ = dropped.changed() => {}
        }
    }
}

async fn run(client: &Client, script: &str) -> serde_json::Value {
    client
        .execute(script, vec![])
        .await
        .unwrap_or_else(|error| panic!("{script}: {error}"))
}

/// Waits until the page shows the game at `seq`; how long it took.
async fn shows(client: &Client, seq: i64) -> Option<Duration> {
    let started = Instant::now();
    let script = format!(
        "return document.querySelector('[data-game-live]').getAttribute('data-seq') === '{seq}';"
    );
    while started.elapsed() < PATIENCE {
        if run(client, &script).await == serde_json::Value::Bool(true) {
            return Some(started.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    None
}

async fn countdown(app: &TestApp) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    let joined = app
        .post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    (game, vec![(anna, anna_id), (bob, bob_id)])
}

#[tokio::test]
async fn a_page_hears_again_after_refusals_a_dropped_connection_and_a_new_instance() {
    let chromedriver = ChromeDriver::start();
    let first = spawn_app().await;
    let second = spawn_app_on(first.database_url.clone()).await;
    let address = |app: &TestApp| -> SocketAddr {
        app.address
            .trim_start_matches("http://")
            .parse()
            .expect("the app's address")
    };
    let (board, front) = Switchboard::start(address(&first)).await;
    let base = format!("http://{front}");
    let (game, players) = countdown(&first).await;

    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let client = chromedriver.session_with(profile.path(), true).await;
    set_viewport(&client, PHONE).await;
    log_in(&client, &base, "anna", PASSWORD).await;
    client
        .goto(&format!("{base}/games/{game}"))
        .await
        .expect("open the game");
    run(&client, "window.__same_page = true;").await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    let scenarios: [(&str, Option<u16>, bool); 4] = [
        ("a refusal (429)", Some(429), false),
        ("a refusal (503)", Some(503), false),
        ("a dropped connection", None, false),
        ("an instance replaced by another", None, true),
    ];
    for (what, refusal, replace) in scenarios {
        let upstream = if replace {
            address(&second)
        } else {
            address(&first)
        };
        board.knocks.lock().unwrap().clear();
        match refusal {
            Some(status) => board.set(Mode::Refuse(status, upstream)),
            None => board.set(Mode::Pass(upstream)),
        }
        // The feed's connection goes; while the page cannot hear, a move.
        board.cut();
        let moved = first.waiting_player_decides(game, &players).await;
        if refusal.is_some() {
            // Refused for a while: the page knocks again, less and less often.
            tokio::time::sleep(Duration::from_secs(5)).await;
            let knocks = board.knocks.lock().unwrap().clone();
            let gaps: Vec<String> = knocks
                .windows(2)
                .map(|pair| format!("{:.1}", (pair[1] - pair[0]).as_secs_f64()))
                .collect();
            println!(
                "reconnect: {what}: the page's two feeds (its game's, its player's games') knocked {} times in 5 s (gaps {} s)",
                knocks.len(),
                gaps.join(", ")
            );
            assert!(!knocks.is_empty(), "{what}: the page tried again");
            board.set(Mode::Pass(upstream));
        }
        let took = shows(&client, moved).await;
        assert!(
            took.is_some(),
            "{what}: the page did not catch up with seq {moved} in {PATIENCE:?}"
        );
        println!(
            "reconnect: {what}: the page showed the move {:?} after it could hear again",
            took.unwrap()
        );
        assert_eq!(
            run(&client, "return window.__same_page === true;").await,
            serde_json::Value::Bool(true),
            "{what}: caught up in place"
        );
        // And it hears the next move at once, live.
        let next = first.waiting_player_decides(game, &players).await;
        assert!(
            shows(&client, next).await.is_some(),
            "{what}: the feed hears again"
        );
    }
    client.close().await.expect("close Chromium");
}
