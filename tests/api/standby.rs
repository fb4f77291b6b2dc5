//! Issue 32: several stateless instances on one PostgreSQL, with a
//! streaming standby beside it, all from the system's PostgreSQL binaries
//! (like the embedded default). Moves are made through two instances, the
//! primary is killed (an immediate stop: no shutdown checkpoint, as in a
//! crash), the standby is promoted and instances are started on it (the
//! failover the README describes: restart with the new `DATABASE_URL`).
//!
//! With the settings the README recommends (synchronous commit to the
//! standby), every move the service acknowledged is on the promoted
//! standby. Without them (asynchronous replication) the moves made while
//! the standby lagged are lost; the test makes it lag on purpose (stopped
//! while moves are made) and counts them.

use crate::helpers::{browser, spawn_app_configured, TestApp};
use nix::sys::signal::{kill, Signal};
use nix::unistd::{Pid, Uid};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// The name the standby gives itself, which the primary waits for when
/// commits are synchronous.
const STANDBY_NAME: &str = "standby1";

/// A command of the PostgreSQL binaries, as the `postgres` user when the
/// tests run as root (PostgreSQL refuses to run as root).
fn pg(bin: &Path, program: &str) -> Command {
    if Uid::effective().is_root() {
        let mut command = Command::new("runuser");
        command
            .args(["-u", "postgres", "--"])
            .arg(bin.join(program));
        command
    } else {
        Command::new(bin.join(program))
    }
}

fn run(command: &mut Command) {
    let output = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|error| panic!("{command:?}: {error}"));
    assert!(
        output.status.success(),
        "{command:?}: {}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// One PostgreSQL server in a folder of its own, stopped when dropped.
struct Server {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
}

impl Server {
    /// `pg_ctl -D <dir> <args>`, which must succeed.
    fn pg_ctl(&self, args: &[&str]) {
        run(pg(&self.bin, "pg_ctl").arg("-D").arg(&self.dir).args(args));
    }

    fn start(&self) {
        let log = self.dir.join("server.log");
        let log = log.to_str().expect("a temporary path");
        self.pg_ctl(&["-l", log, "-w", "-t", "60", "start"]);
    }

    fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// Killed as in a crash: no shutdown checkpoint, nothing more sent.
    fn crash(&self) {
        self.pg_ctl(&["-m", "immediate", "-w", "stop"]);
    }

    fn stop(&self) {
        self.pg_ctl(&["-m", "fast", "-w", "stop"]);
    }

    fn promote(&self) {
        self.pg_ctl(&["-w", "promote"]);
    }

    fn configure(&self, file: &str, lines: &str) {
        use std::io::Write;
        let mut conf = std::fs::OpenOptions::new()
            .append(true)
            .open(self.dir.join(file))
            .unwrap();
        writeln!(conf, "{lines}").unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = pg(&self.bin, "pg_ctl")
            .arg("-D")
            .arg(&self.dir)
            .args(["-m", "immediate", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// A primary and its streaming standby; `synchronous`: commits wait for
/// the standby to have the WAL (the README's recommendation).
struct Pair {
    _root: tempfile::TempDir,
    primary: Server,
    standby: Server,
}

fn pair(synchronous: bool) -> Pair {
    let bin = scriptorium::app::embedded_pg::find_or_install_binaries().expect("binaries");
    let root = tempfile::tempdir().unwrap();
    if Uid::effective().is_root() {
        run(Command::new("chown").arg("postgres").arg(root.path()));
    }
    let primary = Server {
        bin: bin.clone(),
        dir: root.path().join("primary"),
        port: free_port(),
    };
    run(pg(&bin, "initdb").arg("-D").arg(&primary.dir).args([
        "-U",
        "postgres",
        "--auth=trust",
        "-E",
        "UTF8",
        "--no-sync",
    ]));
    primary.configure(
        "postgresql.conf",
        &format!(
            "listen_addresses = '127.0.0.1'\nport = {}\nunix_socket_directories = '{}'\n\
             wal_level = replica\nmax_wal_senders = 4\nhot_standby = on\n\
             synchronous_commit = on\nsynchronous_standby_names = '{}'",
            primary.port,
            primary.dir.display(),
            if synchronous { STANDBY_NAME } else { "" }
        ),
    );
    primary.configure(
        "pg_hba.conf",
        "host replication all 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 trust",
    );
    primary.start();
    let standby = Server {
        bin: bin.clone(),
        dir: root.path().join("standby"),
        port: free_port(),
    };
    run(pg(&bin, "pg_basebackup")
        .args([
            "-h",
            "127.0.0.1",
            "-U",
            "postgres",
            "-X",
            "stream",
            "-c",
            "fast",
            "-R",
        ])
        .arg("-p")
        .arg(primary.port.to_string())
        .arg("-D")
        .arg(&standby.dir));
    standby.configure(
        "postgresql.conf",
        &format!(
            "port = {}\nunix_socket_directories = '{}'\nsynchronous_standby_names = ''",
            standby.port,
            standby.dir.display()
        ),
    );
    // Read after postgresql.conf, and the last line wins: the standby
    // names itself so that the primary can wait for it.
    standby.configure(
        "postgresql.auto.conf",
        &format!(
            "primary_conninfo = 'host=127.0.0.1 port={} user=postgres application_name={STANDBY_NAME}'",
            primary.port
        ),
    );
    standby.start();
    Pair {
        _root: root,
        primary,
        standby,
    }
}

async fn one_value(url: &str, sql: &str) -> Option<String> {
    let pool = sqlx::PgPool::connect(url).await.ok()?;
    let value: Option<String> = sqlx::query_scalar(sql).fetch_optional(&pool).await.ok()?;
    pool.close().await;
    value
}

/// Waits until the primary sees the standby streaming (in the given
/// synchronous state) and replayed up to now.
async fn wait_for_standby(pair: &Pair, state: &str) {
    let started = Instant::now();
    loop {
        let caught_up = one_value(
            &pair.primary.url("postgres"),
            &format!(
                "SELECT sync_state FROM pg_stat_replication WHERE application_name = '{STANDBY_NAME}'
                   AND replay_lsn >= pg_current_wal_lsn() AND sync_state = '{state}'"
            ),
        )
        .await;
        if caught_up.is_some() {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the standby did not catch up ({state})"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A two-player game and its players' API tokens, made through `a` and `b`.
async fn game_through(a: &TestApp, b: &TestApp) -> (Uuid, Vec<(Uuid, String)>) {
    let (anna, bob) = (browser(), browser());
    let anna_id = a.sign_up(&anna, "anna").await;
    let bob_id = b.sign_up(&bob, "bob").await;
    let game = a.create_countdown(&anna, "2").await;
    b.post_form(&bob, &format!("/games/{game}/join"), &[]).await;
    let tokens = vec![
        (anna_id, a.api_token(anna_id).await),
        (bob_id, a.api_token(bob_id).await),
    ];
    (game, tokens)
}

/// Makes `moves` decisions through the instances in turn; returns the
/// sequence number after each one the service acknowledged.
async fn play(
    instances: &[&TestApp],
    game: Uuid,
    tokens: &[(Uuid, String)],
    moves: usize,
) -> Vec<i64> {
    let mut acknowledged = Vec::new();
    for step in 0..moves {
        let through = instances[step % instances.len()];
        let seat = through.waiting_seat(game).await;
        let mover = through.user_at(game, seat).await;
        let token = &tokens.iter().find(|(user, _)| *user == mover).unwrap().1;
        let state = through.api_game(token, game).await;
        let action: Value = state["legal_actions"][0]["action"].clone();
        assert!(!action.is_null(), "a decision is open: {state}");
        let status = through.api_act(token, game, &state["seq"], &action).await;
        assert_eq!(status, 200, "the move was taken");
        acknowledged.push(through.seq(game).await);
    }
    acknowledged
}

async fn seq_on(url: &str, game: Uuid) -> i64 {
    let pool = sqlx::PgPool::connect(url).await.unwrap();
    let seq: i64 = sqlx::query_scalar("SELECT seq FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    seq
}

async fn database_on(server: &Server) -> String {
    let pool = sqlx::PgPool::connect(&server.url("postgres"))
        .await
        .unwrap();
    sqlx::query("CREATE DATABASE scriptorium")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    server.url("scriptorium")
}

#[tokio::test]
async fn with_synchronous_commit_no_acknowledged_move_is_lost_when_the_primary_dies() {
    let pair = pair(true);
    let url = database_on(&pair.primary).await;
    let a = spawn_app_configured(url.clone(), |_| {}).await;
    let b = spawn_app_configured(url.clone(), |_| {}).await;
    wait_for_standby(&pair, "sync").await;
    let (game, tokens) = game_through(&a, &b).await;
    let acknowledged = play(&[&a, &b], game, &tokens, 8).await;
    // What makes it so: while the standby does not take the WAL (its
    // receiver paused), a move waits and is not acknowledged; it is once
    // the standby has it.
    let receiver: i32 = one_value(
        &pair.standby.url("postgres"),
        "SELECT pid::text FROM pg_stat_wal_receiver",
    )
    .await
    .expect("a WAL receiver")
    .parse()
    .unwrap();
    kill(Pid::from_raw(receiver), Signal::SIGSTOP).unwrap();
    let through_a = [&a];
    let waiting = play(&through_a, game, &tokens, 1);
    tokio::pin!(waiting);
    tokio::select! {
        _ = &mut waiting => panic!("a move was acknowledged before the standby had it"),
        _ = tokio::time::sleep(Duration::from_secs(2)) => {}
    }
    kill(Pid::from_raw(receiver), Signal::SIGCONT).unwrap();
    let last = *waiting.await.last().unwrap();
    assert!(last > *acknowledged.last().unwrap());
    // The primary dies the moment after the last acknowledgement.
    pair.primary.crash();
    pair.standby.promote();
    // The instances come back on the promoted standby (a new
    // DATABASE_URL); the game is there with every acknowledged move.
    let promoted = pair.standby.url("scriptorium");
    assert_eq!(
        seq_on(&promoted, game).await,
        last,
        "no acknowledged move lost"
    );
    let c = spawn_app_configured(promoted.clone(), |_| {}).await;
    let d = spawn_app_configured(promoted, |_| {}).await;
    c.assert_projection_is_fold(game).await;
    // And the game goes on through the new instances.
    let more = play(&[&c, &d], game, &tokens, 2).await;
    assert!(more[1] > last);
}

#[tokio::test]
async fn without_synchronous_commit_the_moves_the_standby_had_not_received_are_lost() {
    let pair = pair(false);
    let url = database_on(&pair.primary).await;
    let a = spawn_app_configured(url.clone(), |_| {}).await;
    let b = spawn_app_configured(url, |_| {}).await;
    let (game, tokens) = game_through(&a, &b).await;
    let before = play(&[&a, &b], game, &tokens, 3).await;
    wait_for_standby(&pair, "async").await;
    // The standby falls behind: here, all the way (it is stopped while
    // four moves are made; a slow link or a busy standby does the same to a
    // smaller window).
    pair.standby.stop();
    let lagging = play(&[&a, &b], game, &tokens, 4).await;
    assert_eq!(lagging.len(), 4, "the primary acknowledged them all");
    pair.primary.crash();
    pair.standby.start();
    pair.standby.promote();
    let promoted = pair.standby.url("scriptorium");
    let kept = seq_on(&promoted, game).await;
    assert_eq!(
        kept,
        *before.last().unwrap(),
        "the promoted standby has the game as it was when it fell behind"
    );
    let lost = lagging.iter().filter(|seq| **seq > kept).count();
    assert_eq!(
        lost, 4,
        "the four acknowledged moves made meanwhile are lost"
    );
    let c = spawn_app_configured(promoted, |_| {}).await;
    c.assert_projection_is_fold(game).await;
}

/// `compose.yaml` cannot run here (no Docker); it is kept to the set-up
/// tested above: two instances on the primary, synchronous commit to a
/// standby that names itself as the primary expects.
#[test]
fn the_compose_file_is_the_tested_set_up() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let compose = std::fs::read_to_string(root.join("compose.yaml")).unwrap();
    let standby = std::fs::read_to_string(root.join("deploy/standby-entrypoint.sh")).unwrap();
    for service in ["db:", "standby:", "app1:", "app2:", "mail:", "proxy:"] {
        assert!(compose.contains(&format!("\n  {service}")), "{service}");
    }
    assert!(compose.contains("synchronous_commit=on"));
    assert!(compose.contains(&format!("synchronous_standby_names={STANDBY_NAME}")));
    assert!(standby.contains(&format!("application_name={STANDBY_NAME}")));
    assert!(standby.contains("pg_basebackup") && standby.contains(" -R"));
    let caddy = std::fs::read_to_string(root.join("deploy/Caddyfile")).unwrap();
    assert!(caddy.contains("app1:8080 app2:8080") && caddy.contains("health_uri /readyz"));
}
