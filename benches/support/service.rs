//! The service under a harness: the binary (`scriptorium serve`, release under
//! `cargo bench`) on an embedded PostgreSQL in a temporary folder, shared by the
//! load harness and the computer players' fairness bench.

// Each bench that includes this uses only part of it.
#![allow(dead_code)]

use reqwest::Client;
use scriptorium::app::embedded_pg::{Durability, EmbeddedPostgres};
use sqlx::PgPool;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The app under test: a child process on the embedded cluster.
pub struct App {
    pub child: Child,
    pub base: String,
    pub pool: PgPool,
    pub cluster: EmbeddedPostgres,
    pub dir: tempfile::TempDir,
}

impl App {
    pub async fn start() -> App {
        App::start_with(&[]).await
    }

    /// The app with these environment variables besides the harness's own.
    pub async fn start_with(settings: &[(&str, &str)]) -> App {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let pg_dir = dir.path().join("postgres");
        let cluster = tokio::task::spawn_blocking(move || {
            EmbeddedPostgres::start(&pg_dir, Durability::Durable)
        })
        .await
        .expect("thread")
        .expect("the embedded PostgreSQL");
        let admin = scriptorium::store::connect(&cluster.url("postgres"))
            .await
            .expect("admin connection");
        for database in ["scriptorium", "pgbench"] {
            scriptorium::store::ensure_database(&admin, database)
                .await
                .expect("database");
        }
        admin.close().await;
        let port = free_port();
        let child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
            .arg("serve")
            .env("DATABASE_URL", cluster.url("scriptorium"))
            .env("BIND", format!("127.0.0.1:{port}"))
            .env("DATA_DIR", dir.path().join("data"))
            // Sign-ups come from many addresses, as in life (the sign-up
            // limit is per address): the harness is the trusted proxy.
            .env("TRUSTED_PROXIES", "127.0.0.1")
            // The test game measures the frame without any rules cost.
            .env("ENABLE_TEST_GAME", "1")
            .env("RUST_LOG", "warn")
            .envs(settings.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the scriptorium binary");
        let base = format!("http://127.0.0.1:{port}");
        wait_until_up(&base).await;
        let pool = scriptorium::store::connect(&cluster.url("scriptorium"))
            .await
            .expect("pool");
        App {
            child,
            base,
            pool,
            cluster,
            dir,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The app's resident memory, in MB.
    pub fn rss_mb(&self) -> f64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    }
}

impl Drop for App {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.cluster.stop();
    }
}

pub const PASSWORD: &str = "correct horse battery";

/// A hidden field's value in a page.
pub fn input_value(html: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker)? + marker.len();
    let end = html[start..].find('"')? + start;
    Some(html[start..end].to_owned())
}

/// Signs `name` up through the form, as a person does (from `address`, the
/// harness being the trusted proxy, when given): the logged-in browser and
/// the account's id.
pub async fn sign_up_by_form(app: &App, name: &str, address: Option<&str>) -> (Client, uuid::Uuid) {
    let browser = Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    let with_address = |request: reqwest::RequestBuilder| match address {
        Some(address) => request.header("x-forwarded-for", address),
        None => request,
    };
    let html = with_address(browser.get(app.url("/signup")))
        .send()
        .await
        .expect("sign-up page")
        .text()
        .await
        .expect("text");
    let csrf = input_value(&html, "csrf").expect("csrf");
    let response = with_address(browser.post(app.url("/signup")))
        .form(&[
            ("csrf", csrf.as_str()),
            ("username", name),
            ("email", &format!("{name}@example.org")),
            ("password", PASSWORD),
        ])
        .send()
        .await
        .expect("sign-up");
    assert_eq!(response.status().as_u16(), 303, "sign-up of {name}");
    let id = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(name)
        .fetch_one(&app.pool)
        .await
        .expect("user row");
    (browser, id)
}

/// `count` API tokens of the account `id`.
pub async fn api_tokens(app: &App, id: uuid::Uuid, label: &str, count: usize) -> Vec<String> {
    let mut tokens = Vec::new();
    for _ in 0..count {
        tokens.push(
            scriptorium::accounts::create_api_token(&app.pool, id, label)
                .await
                .expect("token"),
        );
    }
    tokens
}

/// Waits (up to a minute) until a server started by the harness answers.
pub async fn wait_until_up(base: &str) {
    let probe = Client::new();
    for _ in 0..600 {
        if probe.get(format!("{base}/health")).send().await.is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|address| address.port())
        .expect("a free port")
}
