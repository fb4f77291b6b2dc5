//! `spawn_app()`: the real application on a fresh database of a test cluster,
//! plus small helpers to drive it like a browser would.

use scriptorium::app::config::Settings;
use scriptorium::app::embedded_pg::{Durability, EmbeddedPostgres};
use scriptorium::app::startup::Application;
use scriptorium::store;
use secrecy::SecretString;
use sqlx::PgPool;
use std::sync::OnceLock;
use uuid::Uuid;

/// Where test databases are created: `DATABASE_URL`'s server if given,
/// otherwise one private cluster for this test binary.
enum Cluster {
    External(String),
    Embedded(EmbeddedPostgres),
}

static CLUSTER: OnceLock<Cluster> = OnceLock::new();

fn cluster() -> &'static Cluster {
    CLUSTER.get_or_init(|| {
        if let Ok(url) = std::env::var("DATABASE_URL") {
            return Cluster::External(url);
        }
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("test-postgres");
        let cluster = EmbeddedPostgres::start(&dir, Durability::ThrowAway)
            .or_else(|_| {
                // Another run holds that cluster: use a private one.
                let private =
                    std::env::temp_dir().join(format!("scriptorium-pg-{}", std::process::id()));
                EmbeddedPostgres::start(&private, Durability::ThrowAway)
            })
            .expect("start a PostgreSQL for the tests");
        drop_earlier_test_databases(&cluster.url("postgres"));
        Cluster::Embedded(cluster)
    })
}

/// The suite's own cluster outlives a run, and every test makes a database:
/// left alone they would fill the disk run after run (they once took 24 GB).
/// This binary holds the cluster now, so every `test_` database in it is
/// left over from an earlier run.
fn drop_earlier_test_databases(admin_url: &str) {
    let admin_url = admin_url.to_owned();
    // `cluster()` may be first called inside a test's runtime, where blocking
    // on another runtime is not allowed: the sweep runs on a thread of its own.
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime for the sweep");
        runtime.block_on(async {
            let admin = store::connect(&admin_url).await.expect("admin connection");
            let names: Vec<String> =
                sqlx::query_scalar("SELECT datname FROM pg_database WHERE datname LIKE 'test\\_%'")
                    .fetch_all(&admin)
                    .await
                    .expect("list the test databases");
            for name in names {
                sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                    .execute(&admin)
                    .await
                    .expect("drop an earlier test database");
            }
            admin.close().await;
        });
    })
    .join()
    .expect("the sweep of earlier test databases");
}

fn admin_url() -> String {
    match cluster() {
        Cluster::External(url) => url.clone(),
        Cluster::Embedded(pg) => pg.url("postgres"),
    }
}

fn url_for(database: &str) -> String {
    match cluster() {
        Cluster::External(url) => {
            let base = url.rsplit_once('/').map(|(base, _)| base).unwrap_or(url);
            format!("{base}/{database}")
        }
        Cluster::Embedded(pg) => pg.url(database),
    }
}

/// A fresh, migrated database; never shared between tests.
pub async fn fresh_database() -> String {
    let name = format!("test_{}", Uuid::new_v4().simple());
    let admin = store::connect(&admin_url())
        .await
        .expect("admin connection");
    store::ensure_database(&admin, &name)
        .await
        .expect("create database");
    admin.close().await;
    let url = url_for(&name);
    let pool = store::connect(&url).await.expect("test database");
    store::migrate(&pool)
        .await
        .expect("migrate the test database");
    spread_id_sequences(&pool).await;
    pool.close().await;
    url
}

/// Starts every id sequence of the schema at a number of its own (the n-th
/// sequence, by name, at n × 1,000,003), so that an id of one table mistaken
/// for another's names no row there: with every sequence at 1, a push's id
/// and its device's id were both 1 in every test, and the push worker that
/// confused them passed while it flooded real devices.
pub async fn spread_id_sequences(pool: &PgPool) {
    let sequences: Vec<String> = sqlx::query_scalar(
        "SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename)
         FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
    )
    .fetch_all(pool)
    .await
    .expect("list the id sequences");
    assert!(!sequences.is_empty(), "the schema has id sequences");
    for (n, sequence) in sequences.iter().enumerate() {
        sqlx::query("SELECT setval($1::regclass, $2, false)")
            .bind(sequence)
            .bind((n as i64 + 1) * ID_SPREAD)
            .execute(pool)
            .await
            .expect("move an id sequence");
    }
}

/// How far apart the tables' first ids are (a prime, so no two tables' ids
/// meet for the first million rows of each).
pub const ID_SPREAD: i64 = 1_000_003;

pub struct TestApp {
    pub address: String,
    pub pool: PgPool,
    pub database_url: String,
    pub data_dir: tempfile::TempDir,
    /// The reply receiver's port, when the test started it.
    pub reply_port: Option<u16>,
    /// The `METRICS_BIND` listener's port, when the test started it.
    pub metrics_port: Option<u16>,
    /// The instance's live pages (`None`: an app in a process of its own).
    pub live: Option<std::sync::Arc<scriptorium::live::Hub>>,
}

pub const TEST_KEY: &str = "a-test-key-that-is-long-enough-for-hmac-and-cookies-0123456789abcdef";

pub async fn spawn_app() -> TestApp {
    spawn_app_on(fresh_database().await).await
}

/// The settings every test app runs with.
pub fn test_settings(database_url: &str, data_dir: &std::path::Path) -> Settings {
    Settings {
        bind: "127.0.0.1:0".into(),
        base_url: None,
        database_url: Some(SecretString::from(database_url.to_owned())),
        data_dir: data_dir.to_path_buf(),
        secret_key: Some(SecretString::from(TEST_KEY)),
        smtp: None,
        mail_from: "Scriptorium <noreply@scriptorium.test>".into(),
        secure_cookies: false,
        enable_test_game: true,
        run_workers: false,
        reminders: "50%,24h".into(),
        vacation_days_per_year: 30,
        // The suite's many simultaneous clients on a busy machine may wait
        // longer for a connection than a production request should.
        db_acquire_timeout: std::time::Duration::from_secs(10),
        // The suite's many databases share one server: each app keeps
        // fewer connections than a production instance would.
        db_pool_size: 20,
        trusted_proxies: vec![],
        computer_think: std::time::Duration::from_millis(100),
        // The service's defaults, as `Settings::from_env` reads them when
        // nothing is set (a test checks they hold).
        computer_caps: Default::default(),
        // The suite's stand-in push service listens on 127.0.0.1.
        push_allow_insecure: true,
        // The suite's stand-in webhook receivers listen on 127.0.0.1 too (a
        // test turns this off to see the refusal).
        webhooks_allow_insecure: true,
        // Turn mails carry reply addresses; the receiver is started by the
        // tests that send replies.
        inbound_domain: Some("reply.scriptorium.test".into()),
        inbound_smtp_bind: None,
        inbound_smtp_limits: Default::default(),
        // The suite's players write from example.org, which has no DNS
        // here; the checks are turned on, with the suite's own DNS server,
        // by the test of them.
        inbound_verify: false,
        inbound_dns: vec![],
        inbound_trusted_relays: vec![],
        inbound_imap: None,
        // The suite's administrator (a test signs up with this address).
        admins: scriptorium::moderation::admin::Admins::parse("admin@example.org"),
        // `/metrics` is off; the tests of it set a token or a listener.
        metrics_token: None,
        metrics_bind: None,
        // The tests' databases are external to the app: nothing to back up
        // on a schedule.
        backup_every: None,
        backup_keep: 7,
    }
}

/// Another instance on the same database (several instances share one PostgreSQL).
pub async fn spawn_app_on(database_url: String) -> TestApp {
    spawn_app_configured(database_url, |_| {}).await
}

/// An instance whose settings `configure` adjusts (e.g. trusted proxies).
pub async fn spawn_app_configured(
    database_url: String,
    configure: impl FnOnce(&mut Settings),
) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temp dir");
    let mut settings = test_settings(&database_url, data_dir.path());
    configure(&mut settings);
    let app = Application::build(settings).await.expect("build app");
    let address = format!("http://127.0.0.1:{}", app.port());
    let pool = app.pool().clone();
    let reply_port = app.reply_port();
    let metrics_port = app.metrics_port();
    let live = Some(app.live());
    tokio::spawn(app.run_until_stopped());
    TestApp {
        address,
        pool,
        database_url,
        data_dir,
        reply_port,
        metrics_port,
        live,
    }
}

/// A browser: keeps cookies, does not follow redirects (we check the 303s).
/// An idle connection is dropped after 2 s, before the server's keep-alive
/// of 5 s closes it: a request sent on a connection the server is closing
/// fails with "incomplete message" (seen once in a browser test, whose
/// client idles while Chromium works).
pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .pool_idle_timeout(std::time::Duration::from_secs(2))
        .build()
        .expect("client")
}

/// The value of the first `name="…" value="…"` input on a page.
pub fn input_value(html: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker)? + marker.len();
    let end = html[start..].find('"')? + start;
    Some(unescape(&html[start..end]))
}

pub fn unescape(text: &str) -> String {
    html_escape::decode_html_entities(text).into_owned()
}

/// The game a creation form redirected to.
pub fn created_game(response: &reqwest::Response) -> Uuid {
    response.headers()["location"]
        .to_str()
        .unwrap()
        .trim_start_matches("/games/")
        .parse()
        .expect("a game id in the redirect")
}

/// Every action a game page offers: (form group index, action JSON).
/// A decision open to a player, and the game page that offers its button.
#[derive(Debug, Clone)]
pub struct Offered {
    /// The action's JSON.
    pub action: String,
    /// The page (path and query) whose form submits it.
    pub page: String,
}

/// The actions offered as forms on a page (buttons, lists, the button that
/// ends a choice on the board).
pub fn offered_actions(html: &str) -> Vec<String> {
    let mut actions = Vec::new();
    for form in html.split("<form method=\"post\" action=\"/games/").skip(1) {
        let form = &form[..form.find("</form>").unwrap_or(form.len())];
        if !form.contains("/act\"") {
            continue;
        }
        for piece in form.split("name=\"action\" value=\"").skip(1) {
            actions.push(unescape(&piece[..piece.find('"').unwrap_or(0)]));
        }
        for piece in form.split("<option value=\"").skip(1) {
            actions.push(unescape(&piece[..piece.find('"').unwrap_or(0)]));
        }
    }
    actions
}

impl TestApp {
    /// A mail transport into this instance's mail folder.
    /// The reply address and text of the latest turn mail of `user` in
    /// `game` (the outbox drained first, into the mail folder).
    pub async fn turn_mail_reply_to(&self, user: Uuid, game: Uuid) -> (String, String) {
        scriptorium::mail::worker::drain_once(
            &self.pool,
            &self.folder_transport(),
            "Scriptorium <noreply@scriptorium.test>",
        )
        .await
        .unwrap();
        sqlx::query_as(
            "SELECT reply_to, body_text FROM outbox WHERE user_id = $1 AND game_id = $2
               AND sent_at IS NOT NULL AND gathered_into IS NULL AND reply_to IS NOT NULL
             ORDER BY id DESC LIMIT 1",
        )
        .bind(user)
        .bind(game)
        .fetch_one(&self.pool)
        .await
        .expect("a turn mail with a reply address")
    }

    pub fn folder_transport(&self) -> scriptorium::mail::worker::Transport {
        let mut settings = Settings::from_env().expect("settings");
        settings.smtp = None;
        settings.data_dir = self.data_dir.path().to_path_buf();
        settings.mail_transport().expect("a mail folder")
    }

    /// The waiting player takes one decision through the page, ending their
    /// turn when they may; returns the game's sequence number after it.
    pub async fn waiting_player_decides(
        &self,
        game: Uuid,
        players: &[(reqwest::Client, Uuid)],
    ) -> i64 {
        let mover = self.user_at(game, self.waiting_seat(game).await).await;
        let client = &players
            .iter()
            .find(|(_, id)| *id == mover)
            .expect("the mover's client")
            .0;
        let offered = self.decisions(mover, game).await;
        let chosen = offered
            .iter()
            .find(|offer| offer.action.contains("end_turn"))
            .unwrap_or(&offered[0]);
        let response = self.take(client, game, chosen).await;
        assert_eq!(response.status().as_u16(), 303);
        self.seq(game).await
    }

    /// The waiting player decides until the turn passes to another seat;
    /// returns the game's sequence number then.
    /// Every seat's `waiting` mark (kept by triggers, counted by the login
    /// check and every page) says what the games say: its game is under
    /// way and names the seat in `waiting_on`.
    pub async fn assert_waiting_seats_match_their_games(&self) {
        let wrong: Vec<(Uuid, Option<i16>, bool)> = sqlx::query_as(
            "SELECT p.game_id, p.seat, p.waiting FROM game_players p JOIN games g ON g.id = p.game_id
             WHERE p.waiting <> COALESCE(g.status = 'active' AND p.seat = ANY(g.waiting_on), false)",
        )
        .fetch_all(&self.pool)
        .await
        .unwrap();
        assert!(
            wrong.is_empty(),
            "seats marked wrongly (game, seat, mark): {wrong:?}"
        );
        let marked: i64 = sqlx::query_scalar("SELECT count(*) FROM game_players WHERE waiting")
            .fetch_one(&self.pool)
            .await
            .unwrap();
        let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games WHERE status = 'active'")
            .fetch_one(&self.pool)
            .await
            .unwrap();
        assert!(
            games == 0 || marked > 0,
            "{games} games under way and no seat waited on"
        );
    }

    pub async fn pass_the_turn(&self, game: Uuid, players: &[(reqwest::Client, Uuid)]) -> i64 {
        let seat = self.waiting_seat(game).await;
        loop {
            let seq = self.waiting_player_decides(game, players).await;
            if self.waiting_seat(game).await != seat {
                return seq;
            }
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn page(&self, client: &reqwest::Client, path: &str) -> (u16, String) {
        let response = client.get(self.url(path)).send().await.expect("get");
        let status = response.status().as_u16();
        (status, response.text().await.expect("body"))
    }

    /// Fetches `form_page` for its CSRF token, then posts `fields` to `path`.
    pub async fn post_form(
        &self,
        client: &reqwest::Client,
        path: &str,
        fields: &[(&str, &str)],
    ) -> reqwest::Response {
        let (_, html) = self.page(client, "/login").await;
        let csrf = input_value(&html, "csrf").expect("a csrf token on the login page");
        let mut all: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
        all.extend_from_slice(fields);
        client
            .post(self.url(path))
            .form(&all)
            .send()
            .await
            .expect("post")
    }

    pub async fn sign_up(&self, client: &reqwest::Client, username: &str) -> Uuid {
        let email = format!("{username}@example.org");
        let response = self
            .post_form(
                client,
                "/signup",
                &[
                    ("username", username),
                    ("email", &email),
                    ("password", "correct horse battery"),
                ],
            )
            .await;
        assert_eq!(response.status().as_u16(), 303, "sign-up of {username}");
        let id = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
            .bind(username)
            .fetch_one(&self.pool)
            .await
            .expect("user row");
        self.confirm_email(client, id).await;
        // The confirmation was delivered and used: out of the way of the
        // tests that count and send the mail that follows.
        sqlx::query("DELETE FROM outbox WHERE user_id = $1 AND kind = 'verify_email'")
            .bind(id)
            .execute(&self.pool)
            .await
            .expect("clear the confirmation mail");
        id
    }

    /// The confirmation link of the latest address mail to `user`.
    pub async fn email_link(&self, user: Uuid) -> String {
        let body: String = sqlx::query_scalar(
            "SELECT body_text FROM outbox WHERE user_id = $1
               AND kind IN ('verify_email', 'email_change') ORDER BY id DESC LIMIT 1",
        )
        .bind(user)
        .fetch_one(&self.pool)
        .await
        .expect("an address confirmation mail");
        let start = body.find("/email/").expect("a link in the mail");
        body[start..]
            .split_whitespace()
            .next()
            .expect("the link")
            .to_owned()
    }

    /// The "this was not me" link of the latest change notice to `user`'s
    /// old address.
    pub async fn not_me_link(&self, user: Uuid) -> String {
        let body: String = sqlx::query_scalar(
            "SELECT body_text FROM outbox WHERE user_id = $1 AND kind = 'email_change_notice'
             ORDER BY id DESC LIMIT 1",
        )
        .bind(user)
        .fetch_one(&self.pool)
        .await
        .expect("a change notice");
        let start = body.find("/email/").expect("a link in the notice");
        body[start..]
            .split_whitespace()
            .next()
            .expect("the link")
            .to_owned()
    }

    /// Confirms the account's address as its owner would: the link from the
    /// mail, then the button on its page.
    pub async fn confirm_email(&self, client: &reqwest::Client, user: Uuid) {
        let link = self.email_link(user).await;
        let response = self.post_form(client, &link, &[]).await;
        assert_eq!(response.status().as_u16(), 303, "confirm {link}");
    }

    /// Creates a game of the test game through the form; returns its id.
    pub async fn create_countdown(&self, client: &reqwest::Client, seats: &str) -> Uuid {
        let response = self
            .post_form(
                client,
                "/games",
                &[
                    ("kind", "countdown"),
                    ("seats", seats),
                    ("time_limit", "72"),
                    ("opt.jokers", "on"),
                ],
            )
            .await;
        assert_eq!(response.status().as_u16(), 303);
        created_game(&response)
    }

    /// Creates a game through the lobby form with these fields; returns its id.
    pub async fn create_game(&self, client: &reqwest::Client, fields: &[(&str, &str)]) -> Uuid {
        let response = self.post_form(client, "/games", fields).await;
        assert_eq!(
            response.status().as_u16(),
            303,
            "game created with {fields:?}"
        );
        created_game(&response)
    }

    /// The game's last sequence number.
    pub async fn seq(&self, game: Uuid) -> i64 {
        sqlx::query_scalar("SELECT seq FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }

    /// The game's folded state, as stored in its projection.
    pub async fn state(&self, game: Uuid) -> serde_json::Value {
        sqlx::query_scalar("SELECT state FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }

    /// The user seated at `seat`.
    pub async fn user_at(&self, game: Uuid, seat: impl Into<i16>) -> Uuid {
        sqlx::query_scalar("SELECT user_id FROM game_players WHERE game_id = $1 AND seat = $2")
            .bind(game)
            .bind(seat.into())
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }

    /// The first seat the game is waiting on.
    pub async fn waiting_seat(&self, game: Uuid) -> i16 {
        sqlx::query_scalar("SELECT waiting_on[1] FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }

    pub async fn event_seqs(&self, game: Uuid) -> Vec<i64> {
        sqlx::query_scalar("SELECT seq FROM game_events WHERE game_id = $1 ORDER BY seq")
            .bind(game)
            .fetch_all(&self.pool)
            .await
            .unwrap()
    }

    /// Spends a player's whole vacation allowance, and keeps it from
    /// accruing for a century: their time running out is a timeout at once
    /// (tests of the timeout policies move the clock days ahead, when an
    /// allowance would take a day of vacation first; see `clocks::vacation`).
    pub async fn without_vacation(&self, users: &[Uuid]) {
        sqlx::query(
            "UPDATE users SET vacation_seconds = 0,
                    vacation_counted_at = now() + interval '100 years'
             WHERE id = ANY($1)",
        )
        .bind(users)
        .execute(&self.pool)
        .await
        .unwrap();
    }

    pub async fn api_token(&self, user: Uuid) -> String {
        scriptorium::accounts::create_api_token(&self.pool, user, "tests")
            .await
            .expect("token")
    }

    /// The decisions open to `user` in `game` (from the API's legal
    /// actions), each with the game page that offers its button: the page
    /// itself for an action chosen by a button, the board choice that ends
    /// at it (`?pick=`) for one chosen on the board.
    pub async fn decisions(&self, user: Uuid, game: Uuid) -> Vec<Offered> {
        let state: serde_json::Value = reqwest::Client::new()
            .get(self.url(&format!("/api/v1/games/{game}")))
            .bearer_auth(self.api_token(user).await)
            .send()
            .await
            .expect("the game from the API")
            .json()
            .await
            .expect("JSON");
        state["legal_actions"]
            .as_array()
            .expect("legal actions")
            .iter()
            .map(|offer| {
                let page = match offer["pick"].as_array() {
                    Some(tokens) => format!(
                        "/games/{game}?pick={}",
                        tokens
                            .iter()
                            .map(|token| token.as_str().expect("a token"))
                            .collect::<Vec<_>>()
                            .join(".")
                    ),
                    None => format!("/games/{game}"),
                };
                Offered {
                    action: offer["action"].to_string(),
                    page,
                }
            })
            .collect()
    }

    /// Takes an offered decision as its player does: opens its page, checks
    /// that the page offers exactly that action, and submits that form.
    pub async fn take(
        &self,
        client: &reqwest::Client,
        game: Uuid,
        offered: &Offered,
    ) -> reqwest::Response {
        let (status, page) = self.page(client, &offered.page).await;
        assert_eq!(status, 200, "{}", offered.page);
        let wanted: serde_json::Value = serde_json::from_str(&offered.action).expect("JSON");
        assert!(
            offered_actions(&page)
                .iter()
                .any(|action| serde_json::from_str::<serde_json::Value>(action)
                    .ok()
                    .as_ref()
                    == Some(&wanted)),
            "{} offers {}",
            offered.page,
            offered.action
        );
        client
            .post(self.url(&format!("/games/{game}/act")))
            .form(&[
                ("csrf", input_value(&page, "csrf").expect("csrf")),
                ("seq", input_value(&page, "seq").expect("seq")),
                ("token", input_value(&page, "token").expect("token")),
                ("action", offered.action.clone()),
            ])
            .send()
            .await
            .expect("post")
    }

    /// An API call with `token`: its status and JSON answer (`Null` when
    /// the answer has no body).
    pub async fn api_json(
        &self,
        token: &str,
        method: &str,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> (u16, serde_json::Value) {
        let method = reqwest::Method::from_bytes(method.as_bytes()).expect("a method");
        let mut request = reqwest::Client::new()
            .request(method, self.url(path))
            .bearer_auth(token);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("an API call");
        let status = response.status().as_u16();
        (
            status,
            response.json().await.unwrap_or(serde_json::Value::Null),
        )
    }

    /// The game as the API shows it to the token's holder (its `seq` and
    /// `legal_actions` among the rest).
    pub async fn api_game(&self, token: &str, game: Uuid) -> serde_json::Value {
        reqwest::Client::new()
            .get(self.url(&format!("/api/v1/games/{game}")))
            .bearer_auth(token)
            .send()
            .await
            .expect("the game from the API")
            .json()
            .await
            .expect("JSON")
    }

    /// Takes `action` through the API at `seq`; the answer's status.
    pub async fn api_act(
        &self,
        token: &str,
        game: Uuid,
        seq: &serde_json::Value,
        action: &serde_json::Value,
    ) -> u16 {
        reqwest::Client::new()
            .post(self.url(&format!("/api/v1/games/{game}/actions")))
            .bearer_auth(token)
            .json(&serde_json::json!({"seq": seq, "token": Uuid::new_v4(), "action": action}))
            .send()
            .await
            .expect("a move through the API")
            .status()
            .as_u16()
    }

    /// Plays a game of the test game to its end through the API, `players`
    /// deciding (taking stones first); a seat the computer holds is moved by
    /// the deadline sweeper.
    pub async fn play_to_end(&self, game: Uuid, players: &[Uuid]) {
        let mut tokens = Vec::new();
        for id in players {
            tokens.push((*id, self.api_token(*id).await));
        }
        for _ in 0..600 {
            let record = store::games::load(&self.pool, game).await.unwrap().unwrap();
            if record.status == scriptorium::store::games::GameStatus::Finished {
                return;
            }
            let seat = record.waiting_on[0];
            let user = self.user_at(game, seat).await;
            let Some((_, token)) = tokens.iter().find(|(id, _)| *id == user) else {
                scriptorium::sweeper::sweep(
                    &self.pool,
                    chrono::Utc::now() + chrono::Duration::seconds(1),
                )
                .await
                .unwrap();
                computer_moves(
                    &self.pool,
                    chrono::Utc::now() + chrono::Duration::seconds(1),
                )
                .await;
                continue;
            };
            let state = self.api_game(token, game).await;
            let legal = state["legal_actions"].as_array().unwrap();
            let pick = legal
                .iter()
                .find(|a| a["group"] == "take_one")
                .unwrap_or(&legal[0]);
            let status = self
                .api_act(token, game, &record.seq.into(), &pick["action"])
                .await;
            assert_eq!(status, 200);
        }
        panic!("the game must end");
    }

    /// The projection must always equal a fresh fold of the log.
    pub async fn assert_projection_is_fold(&self, game: Uuid) {
        let record = store::games::load(&self.pool, game).await.unwrap().unwrap();
        let mut conn = self.pool.acquire().await.unwrap();
        let rows = store::games::log(&mut conn, game).await.unwrap();
        let entry = scriptorium::games::Registry::any(&record.kind).unwrap();
        let folded = scriptorium::games::log::fold(
            entry.engine,
            &record.options,
            record.seat_count.get(),
            record.rules_version as u32,
            &rows,
        )
        .unwrap();
        assert_eq!(
            Some(folded.state_json()),
            record.state,
            "projection differs from the fold"
        );
        let seqs: Vec<i64> = rows.iter().map(|row| row.seq).collect();
        let expected: Vec<i64> = (1..=rows.len() as i64).collect();
        assert_eq!(seqs, expected, "the log has a gap or a duplicate");
        assert_eq!(record.seq, rows.len() as i64);
    }
}

/// Lets the computer players' worker take every decision due at `now`
/// (thinking briefly: the suite tests the service, not the bots' strength);
/// returns how many seats it looked at.
pub async fn computer_moves(pool: &sqlx::PgPool, now: chrono::DateTime<chrono::Utc>) -> usize {
    scriptorium::computer::decide_all(pool, now, std::time::Duration::from_millis(20))
        .await
        .expect("the computer players' worker")
}
