//! The living table at scale: how many open live pages one instance holds,
//! and how long a decision takes to reach the pages that watch its game.
//!
//! `cargo bench --bench live` (options after `--`: `--connections N`,
//! default 10000; `--watchers N`, default 1000; `--games N`, default 100;
//! `--rate N` decisions a second, default 100; `--seconds S`, default 10).
//! It runs the release binary on an embedded PostgreSQL (as the load harness
//! does), then:
//!
//! 1. opens `--connections` live feeds (Server-Sent Events) to one instance
//!    and reports its resident memory before and after;
//! 2. with `--watchers` pages watching `--games` games, plays `--rate`
//!    decisions a second through the API for `--seconds`, and reports the
//!    time from each decision to its event at every page watching it:
//!    from the decision's answer (the commit is before it: a lower bound)
//!    and from its request (an upper bound), p50 and p99;
//! 3. the same with the pages on a second instance of the same database.
//!
//! Nothing is asserted: this reports, the README keeps the figures.

use reqwest::Client;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use uuid::Uuid;

#[path = "support/service.rs"]
mod service;
use service::{api_tokens, free_port, sign_up_by_form, wait_until_up, App};

struct Options {
    connections: usize,
    watchers: usize,
    games: usize,
    rate: u64,
    seconds: u64,
}

fn options() -> Options {
    let mut options = Options {
        connections: 10_000,
        watchers: 1_000,
        games: 100,
        rate: 100,
        seconds: 10,
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        let value = || pair[1].parse().expect("a number");
        match pair[0].as_str() {
            "--connections" => options.connections = value() as usize,
            "--watchers" => options.watchers = value() as usize,
            "--games" => options.games = value() as usize,
            "--rate" => options.rate = value(),
            "--seconds" => options.seconds = value(),
            _ => {}
        }
    }
    options
}

/// A player: a name and API tokens (rotated: each has its own budget).
struct Player {
    name: String,
    tokens: Vec<String>,
    next: std::sync::atomic::AtomicUsize,
}

impl Player {
    fn token(&self) -> &str {
        let n = self.next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        &self.tokens[n % self.tokens.len()]
    }
}

async fn sign_up(app: &App, n: usize) -> Player {
    let name = format!("watcher{n}");
    let address = format!("10.200.{}.{}", n / 256, n % 256 + 1);
    let (_, id) = sign_up_by_form(app, &name, Some(&address)).await;
    Player {
        name,
        tokens: api_tokens(app, id, "live bench", 20).await,
        next: Default::default(),
    }
}

async fn api(
    client: &Client,
    app_base: &str,
    player: &Player,
    path: &str,
    body: Option<Value>,
) -> Value {
    let url = format!("{app_base}{path}");
    let request = match body {
        Some(body) => client.post(url).json(&body),
        None => client.get(url),
    }
    .bearer_auth(player.token());
    let response = request.send().await.expect("API call");
    let status = response.status();
    let value: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{path}: {status} {value}");
    value
}

/// A started test game, as a client playing it knows it.
struct Game {
    id: Uuid,
    seq: i64,
    seats: [usize; 2],
    turn: usize,
    took: bool,
    pile: u64,
}

async fn new_game(client: &Client, app: &App, players: &[Player], pair: [usize; 2]) -> Game {
    let created = api(
        client,
        &app.base,
        &players[pair[0]],
        "/api/v1/games",
        Some(json!({ "kind": "countdown", "seats": 2, "options": { "jokers": false }, "move_time_limit_hours": 72 })),
    )
    .await;
    let id: Uuid = created["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("id");
    api(
        client,
        &app.base,
        &players[pair[1]],
        &format!("/api/v1/games/{id}/join"),
        Some(json!({})),
    )
    .await;
    let game = api(
        client,
        &app.base,
        &players[pair[0]],
        &format!("/api/v1/games/{id}"),
        None,
    )
    .await;
    let mut seats = [0; 2];
    for player in game["players"].as_array().expect("players") {
        let seat = player["seat"].as_u64().expect("seat") as usize;
        seats[seat] = if player["username"] == players[pair[0]].name.as_str() {
            pair[0]
        } else {
            pair[1]
        };
    }
    Game {
        id,
        seq: game["seq"].as_i64().expect("seq"),
        seats,
        turn: game["waiting_on"][0].as_u64().expect("waiting") as usize,
        took: false,
        pile: game["view"]["pile"].as_u64().expect("pile"),
    }
}

/// When each (game, seq) event reached each watching page.
type Arrivals = Arc<Mutex<HashMap<(Uuid, i64), Vec<Instant>>>>;

/// Opens one live feed with a bare HTTP/1.1 request (a browser's
/// EventSource does no more) and records each `moved` event's arrival.
async fn watch(
    port: u16,
    game: Uuid,
    address: String,
    arrivals: Option<Arrivals>,
) -> Option<tokio::task::JoinHandle<()>> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.ok()?;
    let request = format!(
        "GET /games/{game}/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nX-Forwarded-For: {address}\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut head = vec![0u8; 1024];
    let read = stream.read(&mut head).await.ok()?;
    if !head[..read].starts_with(b"HTTP/1.1 200") {
        return None;
    }
    Some(tokio::spawn(async move {
        let mut buffer = vec![0u8; 4096];
        let mut pending = String::new();
        while let Ok(read) = stream.read(&mut buffer).await {
            if read == 0 {
                break;
            }
            let at = Instant::now();
            let Some(arrivals) = &arrivals else { continue };
            pending.push_str(&String::from_utf8_lossy(&buffer[..read]));
            while let Some(end) = pending.find('\n') {
                let line: String = pending.drain(..=end).collect();
                if let Some(seq) = line
                    .trim()
                    .strip_prefix("id:")
                    .and_then(|seq| seq.trim().parse::<i64>().ok())
                {
                    arrivals
                        .lock()
                        .unwrap()
                        .entry((game, seq))
                        .or_default()
                        .push(at);
                }
            }
        }
    }))
}

fn percentile(values: &mut [f64], share: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    values[((values.len() as f64 - 1.0) * share).round() as usize]
}

/// Plays `rate` decisions a second over `games` for `seconds`, the pages
/// watching through `watch_port`; prints the latencies.
async fn latency(
    label: &str,
    app: &App,
    players: &Arc<Vec<Player>>,
    games: &mut [Game],
    watch_port: u16,
    options: &Options,
) {
    let (watchers, rate, seconds) = (options.watchers, options.rate, options.seconds);
    let arrivals: Arrivals = Default::default();
    let mut feeds = Vec::new();
    for n in 0..watchers {
        let game = games[n % games.len()].id;
        let address = format!("10.{}.{}.{}", 50 + n / 65536, (n / 256) % 256, n % 256);
        if let Some(feed) = watch(watch_port, game, address, Some(arrivals.clone())).await {
            feeds.push(feed);
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let client = Client::new();
    let mut decisions: Vec<(Uuid, i64, Instant, Instant)> = Vec::new();
    let every = Duration::from_micros(1_000_000 / rate.max(1));
    let start = Instant::now();
    let mut next = start;
    let mut turn = 0usize;
    let mut in_flight = Vec::new();
    while start.elapsed() < Duration::from_secs(seconds) {
        tokio::time::sleep_until(next.into()).await;
        next += every;
        let n = turn % games.len();
        turn += 1;
        let game = &mut games[n];
        if game.pile <= 1 {
            continue;
        }
        let player = game.seats[game.turn];
        let action = if game.took {
            json!({ "type": "end_turn" })
        } else {
            json!({ "type": "take_one" })
        };
        let body = json!({ "seq": game.seq, "token": Uuid::new_v4(), "action": action });
        if game.took {
            game.turn = 1 - game.turn;
            game.took = false;
        } else {
            game.took = true;
            game.pile -= 1;
        }
        let expected_seq = game.seq + 1;
        game.seq = expected_seq;
        let (client, players, base, id) =
            (client.clone(), players.clone(), app.base.clone(), game.id);
        in_flight.push(tokio::spawn(async move {
            let sent = Instant::now();
            let answer = api(
                &client,
                &base,
                &players[player],
                &format!("/api/v1/games/{id}/actions"),
                Some(body),
            )
            .await;
            let answered = Instant::now();
            (id, answer["seq"].as_i64().expect("seq"), sent, answered)
        }));
        // The next decision on this game waits for this one's answer.
        if turn.is_multiple_of(games.len()) {
            for flight in in_flight.drain(..) {
                decisions.push(flight.await.expect("a decision"));
            }
        }
    }
    for flight in in_flight.drain(..) {
        decisions.push(flight.await.expect("a decision"));
    }
    let achieved = decisions.len() as f64 / start.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let arrivals = arrivals.lock().unwrap();
    let (mut from_answer, mut from_request, mut missing) = (Vec::new(), Vec::new(), 0usize);
    for (game, seq, sent, answered) in &decisions {
        let Some(times) = arrivals.get(&(*game, *seq)) else {
            missing += 1;
            continue;
        };
        for at in times {
            from_answer.push(at.saturating_duration_since(*answered).as_secs_f64() * 1000.0);
            from_request.push(at.duration_since(*sent).as_secs_f64() * 1000.0);
        }
    }
    let events = from_request.len();
    println!(
        "{label}: {} pages on {} games, {achieved:.0} decisions/s ({} decisions), {events} events at pages, {missing} decisions unheard",
        feeds.len(),
        games.len(),
        decisions.len(),
    );
    println!(
        "  decision answered → event at page: p50 {:.1} ms, p99 {:.1} ms (0 when the event came first)",
        percentile(&mut from_answer, 0.5),
        percentile(&mut from_answer, 0.99)
    );
    println!(
        "  decision sent → event at page:     p50 {:.1} ms, p99 {:.1} ms",
        percentile(&mut from_request, 0.5),
        percentile(&mut from_request, 0.99)
    );
    for feed in feeds {
        feed.abort();
    }
}

/// A second instance of the service on the same database.
fn second_instance(app: &App) -> (Child, u16) {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .arg("serve")
        .env("DATABASE_URL", app.cluster.url("scriptorium"))
        .env("BIND", format!("127.0.0.1:{port}"))
        .env("DATA_DIR", app.dir.path().join("data"))
        .env("TRUSTED_PROXIES", "127.0.0.1")
        .env("ENABLE_TEST_GAME", "1")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("a second instance");
    (child, port)
}

fn main() {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(bench());
}

async fn bench() {
    let options = options();
    let app = App::start().await;
    let port: u16 = app
        .base
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("port");
    let player_count = (options.games * 2).clamp(2, 40);
    let mut players = Vec::new();
    for n in 0..player_count {
        players.push(sign_up(&app, n).await);
    }
    let players = Arc::new(players);
    let client = Client::new();
    let mut games = Vec::new();
    for n in 0..options.games {
        let a = n % player_count;
        let b = (n + 1 + n / player_count) % player_count;
        let pair = if a == b {
            [a, (b + 1) % player_count]
        } else {
            [a, b]
        };
        games.push(new_game(&client, &app, &players, pair).await);
    }
    println!(
        "Live bench: {} games, {} players",
        games.len(),
        players.len()
    );

    // 1. Open connections and the memory they take.
    let before = app.rss_mb();
    let mut open = Vec::new();
    let started = Instant::now();
    for n in 0..options.connections {
        let game = games[n % games.len()].id;
        let address = format!("10.{}.{}.{}", n / 65536 + 1, (n / 256) % 256, n % 256);
        match watch(port, game, address, None).await {
            Some(feed) => open.push(feed),
            None => break,
        }
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = app.rss_mb();
    println!(
        "connections: {} live feeds open on one instance (in {:.1} s); resident memory {before:.1} MB → {after:.1} MB: {:.1} MB more, {:.1} KB a feed",
        open.len(),
        started.elapsed().as_secs_f64(),
        after - before,
        (after - before) * 1024.0 / open.len().max(1) as f64
    );
    for feed in open {
        feed.abort();
    }
    tokio::time::sleep(Duration::from_secs(12)).await;

    // 2. Decision to page, one instance.
    latency("one instance", &app, &players, &mut games, port, &options).await;

    // 3. The pages on another instance than the decisions.
    let (mut second, second_port) = second_instance(&app);
    wait_until_up(&format!("http://127.0.0.1:{second_port}")).await;
    latency(
        "across two instances",
        &app,
        &players,
        &mut games,
        second_port,
        &options,
    )
    .await;
    let _ = second.kill();
    let _ = second.wait();
}
