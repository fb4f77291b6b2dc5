//! For the people who run it: `/metrics` (off without `METRICS_TOKEN`,
//! refused without the token, the Prometheus text with it; the listener of
//! `METRICS_BIND`), `/readyz`, and the JSON log.
//!
//! The metrics are one registry per process, and this test binary runs
//! many apps at once in one process: what must be counted exactly is
//! counted in a process of its own, the real binary started with the
//! settings an operator would give it.

use crate::helpers::{fresh_database, spawn_app, spawn_app_configured, TestApp, TEST_KEY};
use crate::play::started_game;
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};

const TOKEN: &str = "a-metrics-token-for-the-tests-0123456789";

const PROMETHEUS_TEXT: &str = "text/plain; version=0.0.4";

/// The value of the sample written exactly as `series` (name and labels).
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .and_then(|value| value.trim().parse().ok())
}

async fn get_metrics(app: &TestApp, authorization: Option<&str>) -> reqwest::Response {
    let mut request = reqwest::Client::new().get(app.url("/metrics"));
    if let Some(value) = authorization {
        request = request.header("authorization", value);
    }
    request.send().await.expect("/metrics answers")
}

/// The metrics as the token's holder reads them.
async fn scrape(app: &TestApp) -> String {
    let response = get_metrics(app, Some(&format!("Bearer {TOKEN}"))).await;
    assert_eq!(response.status().as_u16(), 200);
    response.text().await.expect("the metrics")
}

#[tokio::test]
async fn without_a_token_configured_metrics_are_off() {
    let app = spawn_app().await;
    for authorization in [None, Some(format!("Bearer {TOKEN}"))] {
        let response = get_metrics(&app, authorization.as_deref()).await;
        assert_eq!(response.status().as_u16(), 404, "{authorization:?}");
    }
}

#[tokio::test]
async fn metrics_are_refused_without_the_token() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.metrics_token = Some(TOKEN.to_owned().into());
    })
    .await;
    let refused = [
        None,
        Some("Bearer".to_owned()),
        Some("Bearer wrong-token-of-some-length-000000000".to_owned()),
        // A prefix, or the token and more, is not the token.
        Some(format!("Bearer {}", &TOKEN[..TOKEN.len() - 1])),
        Some(format!("Bearer {TOKEN}x")),
        Some(format!("Basic {TOKEN}")),
    ];
    for authorization in &refused {
        let response = get_metrics(&app, authorization.as_deref()).await;
        assert_eq!(response.status().as_u16(), 401, "{authorization:?}");
        assert!(
            response.headers().contains_key("www-authenticate"),
            "{authorization:?}"
        );
        let body = response.text().await.unwrap();
        assert!(
            !body.contains("scriptorium_"),
            "nothing is shown to {authorization:?}: {body}"
        );
    }
    let response = get_metrics(&app, Some(&format!("Bearer {TOKEN}"))).await;
    assert_eq!(response.status().as_u16(), 200);
    let content_type = response.headers()["content-type"].to_str().unwrap();
    assert!(
        content_type.starts_with(PROMETHEUS_TEXT),
        "Prometheus text: {content_type}"
    );
    let body = response.text().await.unwrap();
    for name in [
        "scriptorium_http_requests_total",
        "scriptorium_http_request_duration_seconds",
        "scriptorium_decisions_applied_total",
        "scriptorium_timeouts_applied_total",
        "scriptorium_mails_total",
        "scriptorium_pushes_total",
        "scriptorium_replies_total",
        "scriptorium_computer_think_seconds",
        "scriptorium_computer_seats_waiting",
        "scriptorium_live_connections",
        "scriptorium_db_connections",
        "scriptorium_outbox_depth",
        "scriptorium_outbox_oldest_age_seconds",
        "scriptorium_embedded_postgres_restarts_total",
    ] {
        assert!(
            body.contains(&format!("# HELP {name} ")),
            "{name} with its help: {body}"
        );
    }
}

#[tokio::test]
async fn the_metrics_listener_serves_metrics_alone_without_a_token() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.metrics_bind = Some("127.0.0.1:0".into());
    })
    .await;
    let port = app.metrics_port.expect("the metrics listener runs");
    let client = reqwest::Client::new();
    let metrics = client
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .await
        .unwrap();
    assert_eq!(metrics.status().as_u16(), 200);
    assert!(metrics.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with(PROMETHEUS_TEXT));
    assert!(metrics
        .text()
        .await
        .unwrap()
        .contains("# TYPE scriptorium_outbox_depth gauge"));
    for path in ["/healthz", "/", "/login"] {
        let other = client
            .get(format!("http://127.0.0.1:{port}{path}"))
            .send()
            .await
            .unwrap();
        assert_eq!(other.status().as_u16(), 404, "{path} is not served there");
    }
    // The main listener still has no token, so no metrics.
    assert_eq!(get_metrics(&app, None).await.status().as_u16(), 404);
}

#[tokio::test]
async fn ready_on_a_migrated_database_and_not_with_a_migration_missing() {
    let app = spawn_app().await;
    let ready = reqwest::get(app.url("/readyz")).await.unwrap();
    assert_eq!(ready.status().as_u16(), 200);
    assert_eq!(ready.text().await.unwrap(), "ready");

    let newest: i64 =
        sqlx::query_scalar("DELETE FROM _sqlx_migrations WHERE version = (SELECT max(version) FROM _sqlx_migrations) RETURNING version")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let not_ready = reqwest::get(app.url("/readyz")).await.unwrap();
    assert_eq!(not_ready.status().as_u16(), 503);
    assert!(not_ready.headers().contains_key("retry-after"));
    assert_eq!(
        not_ready.text().await.unwrap(),
        format!("migrations not applied: {newest}")
    );
    // Alive all the same: the database answers.
    let alive = reqwest::get(app.url("/healthz")).await.unwrap();
    assert_eq!(alive.status().as_u16(), 200);
}

/// The real binary, serving in a process of its own; killed when dropped.
struct Process {
    app: TestApp,
    _child: tokio::process::Child,
}

/// Starts `scriptorium` with an operator's settings, `METRICS_TOKEN` and
/// `LOG_FORMAT=json` among them, on a fresh database; returns once it
/// logged, in JSON, where it listens.
async fn start_process() -> Process {
    let database_url = fresh_database().await;
    let data_dir = tempfile::tempdir().expect("temp dir");
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        // Nothing of this machine's settings (an SMTP server, say) leaks in.
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("DATABASE_URL", &database_url)
        .env("BIND", "127.0.0.1:0")
        .env("DATA_DIR", data_dir.path())
        .env("SECRET_KEY", TEST_KEY)
        .env("ENABLE_TEST_GAME", "true")
        .env("RUN_WORKERS", "false")
        .env("METRICS_TOKEN", TOKEN)
        .env("LOG_FORMAT", "json")
        .env("RUST_LOG", "info,sqlx=warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("start scriptorium");
    let mut lines = BufReader::new(child.stdout.take().expect("its output")).lines();
    let port = tokio::time::timeout(Duration::from_secs(120), async {
        while let Some(line) = lines.next_line().await.expect("a log line") {
            let entry: serde_json::Value = serde_json::from_str(&line)
                .unwrap_or_else(|error| panic!("a JSON log line ({error}): {line}"));
            assert!(entry["level"].is_string(), "a level: {line}");
            assert!(entry["timestamp"].is_string(), "a time: {line}");
            let message = entry["message"].as_str().unwrap_or_default();
            if let Some(rest) =
                message.strip_prefix("Scriptorium is listening on http://localhost:")
            {
                return rest.trim_end_matches('/').parse::<u16>().expect("a port");
            }
        }
        panic!("the program ended before it listened");
    })
    .await
    .expect("the program listens within two minutes");
    // The rest of the log is read and let go: a full pipe would stop the
    // program at its next line.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    let pool = scriptorium::store::connect(&database_url)
        .await
        .expect("the database");
    Process {
        app: TestApp {
            address: format!("http://127.0.0.1:{port}"),
            pool,
            database_url,
            data_dir,
            reply_port: None,
            metrics_port: None,
            live: None,
        },
        _child: child,
    }
}

#[tokio::test]
async fn a_process_counts_what_it_did_exactly() {
    let process = start_process().await;
    let app = &process.app;
    let (game, players) = started_game(app).await;
    let decisions = "scriptorium_decisions_applied_total{by=\"player\"}";
    let actions = "scriptorium_http_requests_total{method=\"POST\",route=\"/api/v1/games/{id}/actions\",status=\"200\"}";
    let before = scrape(app).await;
    let decided_before = sample(&before, decisions).expect("the decisions counter");
    assert_eq!(sample(&before, actions), None, "no move made yet");

    const MOVES: usize = 3;
    let tokens = [
        (players[0].1, app.api_token(players[0].1).await),
        (players[1].1, app.api_token(players[1].1).await),
    ];
    for _ in 0..MOVES {
        let mover = app.user_at(game, app.waiting_seat(game).await).await;
        let (_, token) = tokens.iter().find(|(id, _)| *id == mover).unwrap();
        let state = app.api_game(token, game).await;
        let action = &state["legal_actions"][0]["action"];
        assert_eq!(app.api_act(token, game, &state["seq"], action).await, 200);
    }

    let after = scrape(app).await;
    assert_eq!(
        sample(&after, decisions).expect("the decisions counter") - decided_before,
        MOVES as f64,
        "{after}"
    );
    assert_eq!(sample(&after, actions), Some(MOVES as f64), "{after}");
    assert!(
        after.contains("route=\"/api/v1/games/{id}\""),
        "the game read by its pattern: {after}"
    );
    assert!(
        !after.contains(&game.to_string()),
        "no game id in any label: {after}"
    );
    let unsent: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(unsent > 0, "the moves left mail to send");
    assert_eq!(
        sample(&after, "scriptorium_outbox_depth"),
        Some(unsent as f64),
        "{after}"
    );

    // A live page is counted while it is open.
    let live_connections = "scriptorium_live_connections";
    assert_eq!(sample(&after, live_connections), Some(0.0));
    let page = players[0]
        .0
        .get(app.url(&format!("/games/{game}/live?seq=0")))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status().as_u16(), 200);
    assert_eq!(sample(&scrape(app).await, live_connections), Some(1.0));
    drop(page);
    let mut left = None;
    for _ in 0..300 {
        left = sample(&scrape(app).await, live_connections);
        if left == Some(0.0) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(left, Some(0.0), "a closed page is no longer counted");
}

#[tokio::test]
async fn an_unknown_log_format_stops_the_start() {
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_scriptorium"))
        .env_clear()
        .env("LOG_FORMAT", "xml")
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .stdin(Stdio::null())
        .output()
        .await
        .expect("run scriptorium");
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("LOG_FORMAT") && said.contains("\"xml\""),
        "{said}"
    );
}

/// A push marked sent twice is a repeat: the counter an operator alerts on
/// rises by one, and the README's alert rule is written on that counter.
#[tokio::test]
async fn a_repeated_push_is_counted_where_the_readme_alert_looks() {
    use crate::push::{api, Device, PushService};
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.metrics_token = Some(TOKEN.to_owned().into());
    })
    .await;
    let service = PushService::start().await;
    let (game, players) = crate::play::started_game(&app).await;
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (_, other) = players.iter().find(|(_, id)| *id != mover).unwrap();
    let token = app.api_token(*other).await;
    let device = Device::new(&service, "twice");
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
    let transport = app.folder_transport();
    while scriptorium::mail::worker::drain_once(&app.pool, &transport, crate::push::FROM)
        .await
        .unwrap()
        > 0
    {}
    // The README's alert rule, as an operator would copy it.
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README");
    let expr = readme
        .lines()
        .find_map(|line| line.trim().strip_prefix("expr: "))
        .expect("an alert rule in the README");
    let counter = expr
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .find(|word| word.starts_with("scriptorium_"))
        .expect("the rule reads a scriptorium metric");
    let series = format!("{counter}{{channel=\"push\"}}");
    let before = sample(&scrape(&app).await, &series).unwrap_or(0.0);

    let mut tx = app.pool.begin().await.unwrap();
    let push = scriptorium::store::push::claim_due(&mut tx)
        .await
        .unwrap()
        .expect("a push is due");
    assert!(scriptorium::push::record_sent(&mut tx, &push)
        .await
        .unwrap());
    // The same push, marked sent again (a second delivery): a repeat.
    assert!(!scriptorium::push::record_sent(&mut tx, &push)
        .await
        .unwrap());
    tx.commit().await.unwrap();
    let after = sample(&scrape(&app).await, &series).expect("the counter is exported");
    // Other tests of this binary never repeat: this one's repeat is the rise.
    assert_eq!(after - before, 1.0, "{series}");
    assert!(
        expr.contains("increase(") && expr.ends_with("> 0"),
        "{expr}"
    );
}
