//! The load harness: the service against its own database's ceiling.
//!
//! `cargo bench --bench load` (options after `--`: `--seconds S` per phase,
//! default 8; `--rounds R`, default 2). It starts the embedded PostgreSQL in a
//! temporary folder, runs the release binary on it (as `scriptorium serve`
//! would run), fills it through the HTTP interface (sign-ups by the form,
//! games by the API), then alternates phases of the app with phases of
//! `pgbench` on the same cluster (A/B, medians of `--rounds`), and prints each
//! ratio with p50/p99 latencies and the app's resident memory.
//!
//! Absolute numbers depend on the machine and its neighbours; the ratios to
//! pgbench, measured minutes apart on the same cluster, are what to compare.
//! The `floor` phases (see `support/floor.rs`) measure the same ratios for a
//! bare server of the same stack doing only pgbench's statement: the
//! ceiling of the app's ratios here. A second table sets the app against it.
//! Nothing here is asserted: this reports, the README keeps the table.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use reqwest::Client;
use scriptorium::app::embedded_pg;
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use uuid::Uuid;

#[path = "support/floor.rs"]
mod floor;
#[path = "support/service.rs"]
mod service;
use service::{free_port, wait_until_up, App};

const PASSWORD: &str = "correct horse battery";
const USERS: usize = 65;
const TOKENS_PER_USER: usize = 40;

struct Settings {
    seconds: u64,
    rounds: usize,
    /// Only the phases named here, separated by commas (`floor`, `commit`,
    /// `real`, `page`, `history`: `--only page,commit,history`); all by
    /// default.
    only: Option<String>,
}

impl Settings {
    fn runs(&self, phase: &str) -> bool {
        self.only
            .as_deref()
            .is_none_or(|only| only.split(',').any(|named| named.trim() == phase))
    }
}

fn settings() -> Settings {
    let mut settings = Settings {
        seconds: 8,
        rounds: 2,
        only: None,
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--seconds" => settings.seconds = pair[1].parse().expect("--seconds N"),
            "--rounds" => settings.rounds = pair[1].parse().expect("--rounds N"),
            "--only" => settings.only = Some(pair[1].clone()),
            _ => {}
        }
    }
    settings
}

/// The floor server (see `support/floor.rs`): this binary again, on the
/// cluster's pgbench database.
struct Floor {
    child: Child,
    base: String,
}

impl Floor {
    async fn start(app: &App) -> Floor {
        let port = free_port();
        let child = Command::new(std::env::current_exe().expect("this binary"))
            .env(floor::DATABASE_VARIABLE, app.cluster.url("pgbench"))
            .env(floor::BIND_VARIABLE, format!("127.0.0.1:{port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the floor server");
        let base = format!("http://127.0.0.1:{port}");
        wait_until_up(&base).await;
        Floor { child, base }
    }
}

impl Drop for Floor {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the floor is asked, per operation.
#[derive(Clone, Copy, PartialEq)]
enum FloorOp {
    /// One single-row INSERT (against a move's commit).
    Insert,
    /// One SELECT by key (against a page).
    Select,
    /// A SELECT by key, then an INSERT (against a move of a real game: a
    /// GET, then a POST).
    SelectThenInsert,
}

impl FloorOp {
    fn key(self, clients: usize) -> String {
        let name = match self {
            FloorOp::Insert => "insert",
            FloorOp::Select => "select",
            FloorOp::SelectThenInsert => "select+insert",
        };
        format!("{name} {clients}")
    }
}

/// One request to the floor, read to its end.
async fn floor_request(request: reqwest::RequestBuilder) {
    let response = request.send().await.expect("floor request");
    assert!(
        response.status().is_success(),
        "floor: {}",
        response.status()
    );
    let _ = response.bytes().await.expect("body");
}

/// The floor's requests, with random keys as pgbench's scripts have.
async fn floor_requests(floor: &Floor, op: FloorOp, clients: usize, seconds: u64) -> Tally {
    let base = Arc::new(floor.base.clone());
    let client = Client::new();
    run_phase(clients, seconds, move |_| {
        let (base, client) = (base.clone(), client.clone());
        async move {
            if op != FloorOp::Insert {
                let id = rand::rng().random_range(1..=100_000);
                floor_request(client.get(format!("{base}/select/{id}"))).await;
            }
            if op != FloorOp::Select {
                let v = rand::rng().random_range(1..=1_000_000);
                floor_request(client.post(format!("{base}/insert/{v}"))).await;
            }
            1
        }
    })
    .await
}

fn input_value(html: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker)? + marker.len();
    let end = html[start..].find('"')? + start;
    Some(html[start..end].to_owned())
}

/// A signed-up, logged-in user: a cookie client for pages, tokens for the API.
struct User {
    name: String,
    browser: Client,
    tokens: Vec<String>,
    next_token: std::sync::atomic::AtomicUsize,
}

impl User {
    /// Tokens rotate: the API's per-token budget is a person's, not a
    /// load generator's.
    fn token(&self) -> &str {
        let n = self
            .next_token
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        &self.tokens[n % self.tokens.len()]
    }
}

async fn sign_up(app: &App, n: usize) -> User {
    let browser = Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let address = format!("10.{}.{}.{}", n / 65536, (n / 256) % 256, n % 256 + 1);
    let html = browser
        .get(app.url("/signup"))
        .header("x-forwarded-for", &address)
        .send()
        .await
        .expect("sign-up page")
        .text()
        .await
        .expect("text");
    let csrf = input_value(&html, "csrf").expect("csrf");
    let name = format!("player{n}");
    let response = browser
        .post(app.url("/signup"))
        .header("x-forwarded-for", &address)
        .form(&[
            ("csrf", csrf.as_str()),
            ("username", &name),
            ("email", &format!("{name}@example.org")),
            ("password", PASSWORD),
        ])
        .send()
        .await
        .expect("sign-up");
    assert_eq!(response.status().as_u16(), 303, "sign-up of {name}");
    let id: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(&name)
        .fetch_one(&app.pool)
        .await
        .expect("user row");
    // The address is taken as confirmed (the confirmation link is tested
    // elsewhere): confirmed users get the turn mail a real game sends.
    sqlx::query("UPDATE users SET email_verified_at = now() WHERE id = $1")
        .bind(id)
        .execute(&app.pool)
        .await
        .expect("confirm");
    let mut tokens = Vec::new();
    for _ in 0..TOKENS_PER_USER {
        tokens.push(
            scriptorium::accounts::create_api_token(&app.pool, id, "load")
                .await
                .expect("token"),
        );
    }
    User {
        name,
        browser,
        tokens,
        next_token: Default::default(),
    }
}

async fn api(
    client: &Client,
    app: &App,
    user: &User,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> Value {
    let request = match method {
        "GET" => client.get(app.url(path)),
        _ => client.post(app.url(path)),
    }
    .bearer_auth(user.token());
    let request = match body {
        Some(body) => request.json(&body),
        None => request,
    };
    let response = request.send().await.expect("API call");
    let status = response.status();
    let value: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{method} {path}: {status} {value}");
    value
}

/// Creates a game of `kind` for `players` (the first creates, the others
/// join, which starts it); returns its id.
async fn new_game(
    client: &Client,
    app: &App,
    kind: &str,
    options: Value,
    players: &[&User],
) -> Uuid {
    let created = api(
        client,
        app,
        players[0],
        "POST",
        "/api/v1/games",
        Some(json!({ "kind": kind, "seats": players.len(), "options": options, "move_time_limit_hours": 72 })),
    )
    .await;
    let id: Uuid = created["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("game id");
    for player in &players[1..] {
        api(
            client,
            app,
            player,
            "POST",
            &format!("/api/v1/games/{id}/join"),
            Some(json!({})),
        )
        .await;
    }
    id
}

/// A started test game and what a client needs to play it without asking:
/// who is on turn, how many stones are left.
struct Countdown {
    id: Uuid,
    seq: i64,
    seats: [usize; 2],
    turn: usize,
    pile: u64,
    /// The player on turn took a stone already (one is the least).
    took: bool,
}

async fn countdown(client: &Client, app: &App, users: &[User], pair: [usize; 2]) -> Countdown {
    let id = new_game(
        client,
        app,
        "countdown",
        json!({ "jokers": false }),
        &[&users[pair[0]], &users[pair[1]]],
    )
    .await;
    let game = api(
        client,
        app,
        &users[pair[0]],
        "GET",
        &format!("/api/v1/games/{id}"),
        None,
    )
    .await;
    let mut seats = [0usize; 2];
    for player in game["players"].as_array().expect("players") {
        let seat = player["seat"].as_u64().expect("seat") as usize;
        let name = player["username"].as_str().expect("name");
        seats[seat] = if users[pair[0]].name == name {
            pair[0]
        } else {
            pair[1]
        };
    }
    Countdown {
        id,
        seq: game["seq"].as_i64().expect("seq"),
        seats,
        turn: game["waiting_on"][0].as_u64().expect("waiting") as usize,
        pile: game["view"]["pile"].as_u64().expect("pile"),
        took: false,
    }
}

/// Latencies and counts of one phase.
#[derive(Default)]
struct Tally {
    ops: u64,
    micros: Vec<u64>,
    elapsed: Duration,
}

impl Tally {
    fn rate(&self) -> f64 {
        self.ops as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    fn percentile(&self, p: f64) -> f64 {
        let mut sorted = self.micros.clone();
        sorted.sort_unstable();
        if sorted.is_empty() {
            return 0.0;
        }
        let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
        sorted[index] as f64 / 1000.0
    }
}

/// Runs `clients` loops of `op` until `seconds` pass; each op returns how
/// many operations it counted (0 when it had nothing left to do: that
/// client stops).
async fn run_phase<F, Fut>(clients: usize, seconds: u64, op: F) -> Tally
where
    F: Fn(usize) -> Fut + Clone + Send + 'static,
    Fut: std::future::Future<Output = u64> + Send,
{
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    for client in 0..clients {
        let op = op.clone();
        tasks.push(tokio::spawn(async move {
            let mut micros = Vec::new();
            let mut ops = 0;
            while Instant::now() < deadline {
                let begun = Instant::now();
                let done = op(client).await;
                if done == 0 {
                    break;
                }
                ops += done;
                micros.push(begun.elapsed().as_micros() as u64);
            }
            (ops, micros, started.elapsed())
        }));
    }
    let mut tally = Tally::default();
    for task in tasks {
        let (ops, micros, elapsed) = task.await.expect("client task");
        tally.ops += ops;
        tally.micros.extend(micros);
        tally.elapsed = tally.elapsed.max(elapsed);
    }
    tally
}

/// pgbench on the same cluster; returns transactions per second.
fn pgbench(app: &App, script: &str, clients: usize, seconds: u64) -> f64 {
    let bin = embedded_pg::find_or_install_binaries().expect("server binaries");
    let file = tempfile::NamedTempFile::new().expect("script file");
    std::fs::write(file.path(), script).expect("script");
    let url = app.cluster.url("pgbench");
    let output = Command::new(bin.join("pgbench"))
        .args(["-n", "-M", "extended", "-T", &seconds.to_string()])
        .args([
            "-c",
            &clients.to_string(),
            "-j",
            &clients.min(2).to_string(),
        ])
        .arg("-f")
        .arg(file.path())
        .arg(&url)
        .output()
        .expect("pgbench");
    let text = String::from_utf8_lossy(&output.stdout);
    text.lines()
        .find(|line| line.starts_with("tps = "))
        .and_then(|line| line.split_whitespace().nth(2))
        .and_then(|tps| tps.parse().ok())
        .unwrap_or_else(|| {
            panic!(
                "pgbench said: {text}{}",
                String::from_utf8_lossy(&output.stderr)
            )
        })
}

const PGBENCH_INSERT: &str =
    "\\set v random(1, 1000000)\nINSERT INTO bench_insert (v) VALUES (:v);\n";
const PGBENCH_SELECT: &str =
    "\\set id random(1, 100000)\nSELECT id, v FROM bench_kv WHERE id = :id;\n";

async fn prepare_pgbench(app: &App) {
    let pool = scriptorium::store::connect(&app.cluster.url("pgbench"))
        .await
        .expect("pgbench database");
    for statement in [
        "CREATE TABLE IF NOT EXISTS bench_insert (id bigserial PRIMARY KEY, v int, at timestamptz DEFAULT now())",
        "CREATE TABLE IF NOT EXISTS bench_kv (id int PRIMARY KEY, v text)",
        "INSERT INTO bench_kv SELECT n, md5(n::text) FROM generate_series(1, 100000) n ON CONFLICT DO NOTHING",
        "VACUUM ANALYZE bench_kv",
    ] {
        sqlx::query(statement).execute(&pool).await.expect(statement);
    }
    pool.close().await;
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

struct Row {
    what: String,
    /// The floor row (`insert N`, `select N`) the same requests are set against.
    floor_key: Option<String>,
    ratio: f64,
    app: f64,
    base: f64,
    p50: f64,
    p99: f64,
}

/// The rounds of one A/B comparison: the app's rate against a baseline's.
#[derive(Default)]
struct AbRuns {
    ratios: Vec<f64>,
    apps: Vec<f64>,
    bases: Vec<f64>,
    last: Tally,
}

impl Row {
    fn against_floor(mut self, key: String) -> Row {
        self.floor_key = Some(key);
        self
    }
}

impl AbRuns {
    fn push(&mut self, app: Tally, base: f64) {
        self.ratios.push(app.rate() / base);
        self.apps.push(app.rate());
        self.bases.push(base);
        self.last = app;
    }

    /// The medians, with the latencies of the last round of the app.
    fn row(mut self, what: String) -> Row {
        let row = Row {
            what,
            floor_key: None,
            ratio: median(&mut self.ratios),
            app: median(&mut self.apps),
            base: median(&mut self.bases),
            p50: self.last.percentile(0.5),
            p99: self.last.percentile(0.99),
        };
        println!("{}", row_line(&row));
        row
    }
}

/// Moves of the test game, each one POST and nothing else: the client knows
/// the game's rules well enough to know who is on turn.
async fn move_commits(
    app: &Arc<App>,
    users: &Arc<Vec<User>>,
    clients: usize,
    seconds: u64,
    games_needed: usize,
) -> Tally {
    let queue = Arc::new(Mutex::new(VecDeque::new()));
    let client = Client::new();
    let mut creations = Vec::new();
    for n in 0..games_needed {
        let (app, users, client) = (app.clone(), users.clone(), client.clone());
        let pair = [n % USERS, (n + 1 + n / USERS) % USERS];
        let pair = if pair[0] == pair[1] {
            [pair[0], (pair[1] + 1) % USERS]
        } else {
            pair
        };
        creations.push(async move { countdown(&client, &app, &users, pair).await });
        if creations.len() == 16 {
            let ready = futures_join(std::mem::take(&mut creations)).await;
            queue.lock().unwrap().extend(ready);
        }
    }
    let ready = futures_join(creations).await;
    queue.lock().unwrap().extend(ready);
    let playing: Arc<Vec<Mutex<Option<Countdown>>>> =
        Arc::new((0..clients).map(|_| Mutex::new(None)).collect());
    let (app, users) = (app.clone(), users.clone());
    let clients_http: Arc<Vec<Client>> = Arc::new((0..clients).map(|_| Client::new()).collect());
    run_phase(clients, seconds, move |n| {
        let (app, users, queue, playing, clients) = (
            app.clone(),
            users.clone(),
            queue.clone(),
            playing.clone(),
            clients_http.clone(),
        );
        async move {
            let current = playing[n].lock().unwrap().take();
            let mut game = match current {
                Some(game) => game,
                None => match queue.lock().unwrap().pop_front() {
                    Some(game) => game,
                    None => return 0,
                },
            };
            let user = &users[game.seats[game.turn]];
            // One stone, then end the turn: every other move hands it on.
            let taking = !game.took;
            let action = if taking {
                json!({ "type": "take_one" })
            } else {
                json!({ "type": "end_turn" })
            };
            let answer = api(
                &clients[n],
                &app,
                user,
                "POST",
                &format!("/api/v1/games/{}/actions", game.id),
                Some(json!({ "seq": game.seq, "token": Uuid::new_v4(), "action": action })),
            )
            .await;
            game.seq = answer["seq"].as_i64().expect("seq");
            if taking {
                game.pile -= 1;
                if game.pile == 0 {
                    return 1;
                }
                game.took = true;
            } else {
                game.turn = 1 - game.turn;
                game.took = false;
            }
            *playing[n].lock().unwrap() = Some(game);
            1
        }
    })
    .await
}

async fn futures_join<T: Send + 'static>(
    futures: Vec<impl std::future::Future<Output = T> + Send + 'static>,
) -> Vec<T> {
    let handles: Vec<_> = futures.into_iter().map(tokio::spawn).collect();
    let mut out = Vec::new();
    for handle in handles {
        out.push(handle.await.expect("task"));
    }
    out
}

/// A real game between two users, played with random legal actions.
struct RealGame {
    id: Uuid,
    players: Vec<usize>,
    guess: usize,
}

const REAL_KINDS: [&str; 3] = ["carolus-magnus", "torres", "carolingi"];

/// One decision of a real game as a client makes it: GET the game (with the
/// token of the seat it expects on turn; again with the right one if wrong),
/// then POST one of the legal actions. Returns false once the game is over.
async fn real_move(
    client: &Client,
    app: &App,
    users: &[User],
    game: &mut RealGame,
    rng: &mut SmallRng,
) -> bool {
    for _ in 0..2 {
        let user = &users[game.players[game.guess]];
        let state = api(
            client,
            app,
            user,
            "GET",
            &format!("/api/v1/games/{}", game.id),
            None,
        )
        .await;
        if state["status"] != "active" {
            return false;
        }
        let actions = state["legal_actions"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        if actions.is_empty() {
            let waiting = state["waiting_on"][0].as_u64().unwrap_or(0) as usize;
            game.guess = waiting;
            continue;
        }
        let chosen = &actions[rng.random_range(0..actions.len())]["action"];
        let answer = client
            .post(app.url(&format!("/api/v1/games/{}/actions", game.id)))
            .bearer_auth(user.token())
            .json(&json!({ "seq": state["seq"], "token": Uuid::new_v4(), "action": chosen }))
            .send()
            .await
            .expect("move");
        // A simultaneous phase may see another seat move first: a stale
        // answer is a normal outcome, the next GET sees the new state.
        assert!(
            answer.status().is_success() || answer.status().as_u16() == 409,
            "move: {}",
            answer.status()
        );
        return true;
    }
    true
}

async fn real_game(
    client: &Client,
    app: &App,
    users: &[User],
    kind: &str,
    options: Value,
    players: Vec<usize>,
) -> RealGame {
    let refs: Vec<&User> = players.iter().map(|n| &users[*n]).collect();
    let id = new_game(client, app, kind, options, &refs).await;
    let state = api(
        client,
        app,
        refs[0],
        "GET",
        &format!("/api/v1/games/{id}"),
        None,
    )
    .await;
    let mut seated = players.clone();
    for player in state["players"].as_array().expect("players") {
        let seat = player["seat"].as_u64().expect("seat") as usize;
        let name = player["username"].as_str().expect("name");
        seated[seat] = *players
            .iter()
            .find(|n| users[**n].name == name)
            .expect("a player");
    }
    RealGame {
        id,
        players: seated,
        guess: 0,
    }
}

async fn real_moves(app: &Arc<App>, users: &Arc<Vec<User>>, clients: usize, seconds: u64) -> Tally {
    let (app, users) = (app.clone(), users.clone());
    let games: Arc<Vec<Mutex<Option<RealGame>>>> =
        Arc::new((0..clients).map(|_| Mutex::new(None)).collect());
    let clients_http: Arc<Vec<Client>> = Arc::new((0..clients).map(|_| Client::new()).collect());
    run_phase(clients, seconds, move |n| {
        let (app, users, games, clients) = (
            app.clone(),
            users.clone(),
            games.clone(),
            clients_http.clone(),
        );
        async move {
            let client = &clients[n];
            let mut rng = SmallRng::seed_from_u64(rand::random());
            let current = games[n].lock().unwrap().take();
            let mut game = match current {
                Some(game) => game,
                None => {
                    let first = rng.random_range(0..USERS);
                    let second = (first + 1 + rng.random_range(0..USERS - 1)) % USERS;
                    real_game(
                        client,
                        &app,
                        &users,
                        REAL_KINDS[n % 3],
                        json!({}),
                        vec![first, second],
                    )
                    .await
                }
            };
            if real_move(client, &app, &users, &mut game, &mut rng).await {
                *games[n].lock().unwrap() = Some(game);
            }
            1
        }
    })
    .await
}

/// Plays a six-player Carolingi game until its log holds `events` events
/// (or it ends); returns its id and last sequence number.
async fn long_carolingi(app: &App, users: &[User], events: i64) -> (Uuid, i64, Vec<usize>) {
    let client = Client::new();
    let players: Vec<usize> = (0..6).collect();
    // The latest sundial year makes the longest games.
    let options = json!({ "sundial_year": 839 });
    let mut game = real_game(&client, app, users, "carolingi", options, players).await;
    let mut rng = SmallRng::seed_from_u64(7);
    loop {
        let seq: i64 = sqlx::query_scalar("SELECT seq FROM games WHERE id = $1")
            .bind(game.id)
            .fetch_one(&app.pool)
            .await
            .expect("seq");
        if seq >= events || !real_move(&client, app, users, &mut game, &mut rng).await {
            return (game.id, seq, game.players.clone());
        }
    }
}

async fn pages(
    app: &Arc<App>,
    users: &Arc<Vec<User>>,
    path: Arc<String>,
    viewer: usize,
    connections: usize,
    seconds: u64,
) -> Tally {
    let (app, users) = (app.clone(), users.clone());
    run_phase(connections, seconds, move |_| {
        let (app, users, path) = (app.clone(), users.clone(), path.clone());
        async move {
            let response = users[viewer]
                .browser
                .get(app.url(&path))
                .header("accept-encoding", "gzip")
                .send()
                .await
                .expect("page");
            assert_eq!(response.status().as_u16(), 200, "{path}");
            let _ = response.bytes().await.expect("body");
            1
        }
    })
    .await
}

fn main() {
    if floor::serve_if_asked() {
        return;
    }
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(harness());
}

async fn harness() {
    let settings = settings();
    let seconds = settings.seconds;
    println!(
        "Load harness: {} s per phase, {} rounds",
        seconds, settings.rounds
    );
    let app = Arc::new(App::start().await);
    prepare_pgbench(&app).await;
    let rss_start = app.rss_mb();
    let mut users = Vec::new();
    for n in 0..USERS {
        users.push(sign_up(&app, n).await);
    }
    let rss_signed_up = app.rss_mb();
    println!("RSS: {rss_start:.1} MB at start, {rss_signed_up:.1} MB after {USERS} sign-ups");
    let users = Arc::new(users);
    let mut rows = Vec::new();
    // For profiling the database's side: every statement's duration goes to
    // the cluster's log, copied to this file at the end.
    let statement_log = std::env::var("LOAD_STATEMENT_LOG").ok();
    if let Ok(sql) = std::env::var("LOAD_EXPERIMENT_SQL") {
        for statement in sql.split(';').filter(|s| !s.trim().is_empty()) {
            sqlx::query(statement)
                .execute(&app.pool)
                .await
                .expect(statement);
        }
    }
    if statement_log.is_some() {
        for statement in [
            "ALTER SYSTEM SET log_min_duration_statement = 0",
            "SELECT pg_reload_conf()",
        ] {
            sqlx::query(statement)
                .execute(&app.pool)
                .await
                .expect(statement);
        }
    }

    // The stack's floor (support/floor.rs): one statement over HTTP, the
    // ceiling of what the app's ratios could be here.
    let mut floor_rates: Vec<(String, f64)> = Vec::new();
    if settings.runs("floor") {
        let floor = Floor::start(&app).await;
        let phases = [
            (FloorOp::Insert, [1usize, 8, 32].as_slice()),
            (FloorOp::SelectThenInsert, &[1, 8, 32]),
            (FloorOp::Select, &[16, 64]),
        ];
        for (op, counts) in phases {
            for &clients in counts {
                let mut runs = AbRuns::default();
                for _ in 0..settings.rounds {
                    let tally = floor_requests(&floor, op, clients, seconds).await;
                    let base = match op {
                        FloorOp::Select => pgbench(&app, PGBENCH_SELECT, 16, seconds),
                        _ => pgbench(&app, PGBENCH_INSERT, clients, seconds),
                    };
                    runs.push(tally, base);
                }
                let row = runs.row(match op {
                    FloorOp::Insert => format!(
                        "floor: one INSERT over HTTP, {clients} clients / pgbench INSERT"
                    ),
                    FloorOp::SelectThenInsert => format!(
                        "floor: a SELECT by key then an INSERT over HTTP, {clients} clients / pgbench INSERT"
                    ),
                    FloorOp::Select => format!(
                        "floor: one SELECT by key over HTTP, {clients} connections / pgbench SELECT by key at 16"
                    ),
                });
                floor_rates.push((op.key(clients), row.app));
                rows.push(row);
            }
        }
    }

    // Moves of the test game, against single-row INSERTs.
    let mut games_per_phase = 200;
    for clients in [1usize, 8, 32]
        .into_iter()
        .filter(|_| settings.runs("commit"))
    {
        let mut runs = AbRuns::default();
        for _ in 0..settings.rounds {
            let tally = move_commits(&app, &users, clients, seconds, games_per_phase).await;
            games_per_phase = games_per_phase.max((tally.ops as usize / 20) * 3 / 2 + 32);
            runs.push(tally, pgbench(&app, PGBENCH_INSERT, clients, seconds));
        }
        rows.push(
            runs.row(format!(
                "move commit (API, test game), {clients} clients / pgbench INSERT"
            ))
            .against_floor(FloorOp::Insert.key(clients)),
        );
    }

    // Moves of real games (GET then POST), against the same INSERTs.
    for clients in [1usize, 8, 32]
        .into_iter()
        .filter(|_| settings.runs("real"))
    {
        let mut runs = AbRuns::default();
        for _ in 0..settings.rounds {
            let tally = real_moves(&app, &users, clients, seconds).await;
            runs.push(tally, pgbench(&app, PGBENCH_INSERT, clients, seconds));
        }
        rows.push(
            runs.row(format!(
                "move, real games (GET then POST), {clients} clients / pgbench INSERT"
            ))
            .against_floor(FloorOp::SelectThenInsert.key(clients)),
        );
    }

    // Game pages: a long Carolingi game and a short one, seen by a player.
    if !settings.runs("page") && !settings.runs("history") {
        print_table(&app, rows, &floor_rates, rss_start, rss_signed_up).await;
        if let Some(path) = statement_log {
            let _ = std::fs::copy(app.dir.path().join("postgres/postgres.log"), path);
        }
        return;
    }
    let (long_id, long_seq, long_players) = long_carolingi(&app, &users, 1900).await;
    let (short_id, short_seq, _) = long_carolingi(&app, &users, 10).await;
    println!("long Carolingi game: {long_seq} events; short: {short_seq}");
    let viewer = long_players[0];
    // `LOAD_SAVE_PAGES=folder` keeps the short game's page and a history
    // step as the viewer gets them (plain, not gzip), to look at what is measured.
    if let Ok(folder) = std::env::var("LOAD_SAVE_PAGES") {
        for (name, path) in [
            ("page.html", format!("/games/{short_id}")),
            (
                "history.html",
                format!("/games/{long_id}/at/{}", long_seq - 3),
            ),
        ] {
            let body = users[viewer]
                .browser
                .get(app.url(&path))
                .send()
                .await
                .and_then(|response| response.error_for_status())
                .expect("a page to keep");
            let text = body.text().await.expect("its text");
            std::fs::write(std::path::Path::new(&folder).join(name), text).expect("keeping it");
        }
    }
    let long_page = Arc::new(format!("/games/{long_id}"));
    let short_page = Arc::new(format!("/games/{short_id}"));
    for connections in [16usize, 64].into_iter().filter(|_| settings.runs("page")) {
        let mut runs = AbRuns::default();
        for _ in 0..settings.rounds {
            let tally = pages(
                &app,
                &users,
                short_page.clone(),
                viewer,
                connections,
                seconds,
            )
            .await;
            runs.push(tally, pgbench(&app, PGBENCH_SELECT, 16, seconds));
        }
        rows.push(
            runs.row(format!(
                "game page, {connections} connections / pgbench SELECT by key at 16"
            ))
            .against_floor(FloorOp::Select.key(connections)),
        );
    }
    if settings.runs("page") {
        let mut runs = AbRuns::default();
        for _ in 0..settings.rounds {
            let long = pages(&app, &users, long_page.clone(), viewer, 16, seconds).await;
            let short = pages(&app, &users, short_page.clone(), viewer, 16, seconds).await;
            runs.push(long, short.rate());
        }
        rows.push(runs.row(format!(
            "page of a {long_seq}-event game / a {short_seq}-event game, 16 connections"
        )));
    }

    // History steps near the end of the long game, and near its start.
    for (label, at) in [("near the end", long_seq - 3), ("near the start", 10)]
        .into_iter()
        .filter(|_| settings.runs("history"))
    {
        let path = Arc::new(format!("/games/{long_id}/at/{at}"));
        let tally = pages(&app, &users, path, viewer, 1, seconds).await;
        rows.push(Row {
            floor_key: None,
            what: format!(
                "history step {label} of the {long_seq}-event game (step {at}), 1 connection"
            ),
            ratio: f64::NAN,
            app: tally.rate(),
            base: f64::NAN,
            p50: tally.percentile(0.5),
            p99: tally.percentile(0.99),
        });
        println!("{}", rows.last().map(row_line).unwrap_or_default());
    }

    print_table(&app, rows, &floor_rates, rss_start, rss_signed_up).await;
    if let Some(path) = statement_log {
        let _ = std::fs::copy(app.dir.path().join("postgres/postgres.log"), path);
    }
}

async fn print_table(
    app: &App,
    rows: Vec<Row>,
    floor_rates: &[(String, f64)],
    rss_start: f64,
    rss_signed_up: f64,
) {
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    let rss_end = app.rss_mb();
    println!();
    println!("| what | ratio | app /s | baseline /s | p50 ms | p99 ms |");
    println!("|---|---|---|---|---|---|");
    for row in &rows {
        println!("{}", row_line(row));
    }
    println!(
        "| app memory (RSS): start / after {USERS} sign-ups / after {games} games | | {rss_start:.0} / {rss_signed_up:.0} / {rss_end:.0} MB | | | |"
    );
    // How much of the stack's ceiling the app uses.
    let shares: Vec<String> = rows
        .iter()
        .filter_map(|row| {
            let key = row.floor_key.as_ref()?;
            let (_, floor) = floor_rates.iter().find(|(name, _)| name == key)?;
            Some(format!(
                "| {} | {:.0} | {floor:.0} | {:.2} |",
                row.what,
                row.app,
                row.app / floor
            ))
        })
        .collect();
    if !shares.is_empty() {
        println!();
        println!("| what | app /s | floor /s (same requests, one statement) | app / floor |");
        println!("|---|---|---|---|");
        for line in shares {
            println!("{line}");
        }
    }
}

fn row_line(row: &Row) -> String {
    let number = |value: f64, digits: usize| {
        if value.is_nan() {
            String::new()
        } else {
            format!("{value:.digits$}")
        }
    };
    format!(
        "| {} | {} | {} | {} | {} | {} |",
        row.what,
        number(row.ratio, 2),
        number(row.app, 0),
        number(row.base, 0),
        number(row.p50, 2),
        number(row.p99, 2)
    )
}
