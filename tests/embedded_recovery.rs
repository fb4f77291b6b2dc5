//! The embedded PostgreSQL of the default set-up dies, or a crashed program
//! leaves it shutting down: the real binary notices, answers 503 meanwhile,
//! recovers by itself, and leaves no server behind when it stops. Each test
//! runs the binary on a data folder and ports of its own.

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use reqwest::StatusCode;
use std::fs;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Generous against a busy machine, yet shorter than the 10 s a request used
/// to hang for while the database was down.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(8);
/// The first start runs initdb.
const FIRST_START_TIMEOUT: Duration = Duration::from_secs(120);
const RECOVERY_TIMEOUT: Duration = Duration::from_secs(60);
const EXIT_TIMEOUT: Duration = Duration::from_secs(60);
/// The program tries restarts for about half a minute before giving up.
const GIVE_UP_TIMEOUT: Duration = Duration::from_secs(120);
/// What reads `/metrics` of the programs started here.
const METRICS_TOKEN: &str = "the-recovery-tests-metrics-token";

/// One data folder and one address, on which the program is started (maybe
/// more than once). Dropping it kills whatever is left, failed test or not.
struct Harness {
    data_dir: tempfile::TempDir,
    port: u16,
    apps: Vec<Child>,
    client: reqwest::Client,
}

impl Harness {
    fn new() -> Harness {
        let data_dir = tempfile::tempdir().expect("temp dir");
        // Running as root, the server runs as `postgres`, which must reach the
        // folder; otherwise the cluster would move to /var/lib/scriptorium.
        fs::set_permissions(data_dir.path(), fs::Permissions::from_mode(0o755))
            .expect("open the temp dir");
        Harness {
            data_dir,
            port: free_port(),
            apps: Vec::new(),
            // Idle connections go before the server's 5 s keep-alive closes
            // them (a request on a closing one fails "incomplete message").
            client: reqwest::Client::builder()
                .timeout(REQUEST_TIMEOUT)
                .pool_idle_timeout(std::time::Duration::from_secs(2))
                .build()
                .expect("http client"),
        }
    }

    fn start(&mut self) {
        let log_path = self
            .data_dir
            .path()
            .join(format!("app-{}.log", self.apps.len()));
        let log = fs::File::create(&log_path).expect("app log");
        let child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
            .env_remove("DATABASE_URL")
            .env_remove("DB_ACQUIRE_TIMEOUT")
            .env("DATA_DIR", self.data_dir.path())
            .env("BIND", format!("127.0.0.1:{}", self.port))
            .env("RUST_LOG", "info,sqlx=warn")
            .env("METRICS_TOKEN", METRICS_TOKEN)
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("app log"))
            .stderr(log)
            // A group of its own, as a terminal's foreground job is: Ctrl-C
            // signals the whole group.
            .process_group(0)
            .spawn()
            .expect("start scriptorium");
        self.apps.push(child);
    }

    fn app(&mut self) -> &mut Child {
        self.apps.last_mut().expect("an app was started")
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    fn pgdata(&self) -> PathBuf {
        fs::canonicalize(self.data_dir.path())
            .expect("data dir")
            .join("postgres")
            .join("pgdata")
    }

    /// The running postmaster's pid and port, from its lock file.
    fn postmaster(&self) -> (Pid, u16) {
        let text = fs::read_to_string(self.pgdata().join("postmaster.pid"))
            .expect("postmaster.pid of a running server");
        let lines: Vec<&str> = text.lines().collect();
        let pid = lines[0].trim().parse().expect("pid line");
        let port = lines[3].trim().parse().expect("port line");
        (Pid::from_raw(pid), port)
    }

    async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .unwrap_or_else(|error| panic!("GET {path} did not answer: {error}"))
    }

    /// Polls /healthz until it says ok; fails at once if the program exits.
    async fn wait_healthy(&mut self, within: Duration) {
        let deadline = Instant::now() + within;
        loop {
            if let Some(status) = self.app().try_wait().expect("app status") {
                panic!("the program exited with {status} instead of serving");
            }
            if let Ok(response) = self.client.get(self.url("/healthz")).send().await {
                if response.status() == StatusCode::OK {
                    return;
                }
            }
            assert!(
                Instant::now() < deadline,
                "/healthz not ok within {within:?}"
            );
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
    }

    async fn wait_exit(&mut self, within: Duration) -> ExitStatus {
        let deadline = Instant::now() + within;
        loop {
            if let Some(status) = self.app().try_wait().expect("app status") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "the program did not exit within {within:?}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// SIGTERM, as a service manager stops it.
    async fn terminate(&mut self) -> ExitStatus {
        let pid = app_pid(self.app());
        kill(pid, Signal::SIGTERM).expect("SIGTERM the program");
        self.wait_exit(EXIT_TIMEOUT).await
    }

    /// No server process of this cluster is left (postmaster or backend: they
    /// all work in the data folder).
    async fn assert_no_postgres_left(&self) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let left = processes_in(&self.pgdata());
            if left.is_empty() {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "PostgreSQL processes left behind: {left:?}"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
}

impl Drop for Harness {
    fn drop(&mut self) {
        for app in &mut self.apps {
            let _ = app.kill();
            let _ = app.wait();
        }
        for pid in processes_in(&self.pgdata()) {
            let _ = kill(pid, Signal::SIGCONT);
            let _ = kill(pid, Signal::SIGKILL);
        }
        if std::thread::panicking() {
            for index in 0..self.apps.len() {
                let path = self.data_dir.path().join(format!("app-{index}.log"));
                let log = fs::read_to_string(&path).unwrap_or_default();
                eprintln!("--- program log {index} ---\n{log}");
            }
            let log = fs::read_to_string(self.data_dir.path().join("postgres/postgres.log"))
                .unwrap_or_default();
            eprintln!("--- postgres.log ---\n{log}");
        }
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

fn app_pid(app: &Child) -> Pid {
    Pid::from_raw(i32::try_from(app.id()).expect("pid"))
}

/// Processes whose working directory is `dir`.
fn processes_in(dir: &Path) -> Vec<Pid> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid: i32 = entry.file_name().to_str()?.parse().ok()?;
            let cwd = fs::read_link(entry.path().join("cwd")).ok()?;
            (cwd == dir).then(|| Pid::from_raw(pid))
        })
        .collect()
}

/// Takes the port as soon as the dead server's socket is gone, so that a
/// restart cannot succeed while the test looks at the outage.
async fn occupy(port: u16) -> TcpListener {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Ok(listener) = TcpListener::bind(("127.0.0.1", port)) {
            return listener;
        }
        assert!(Instant::now() < deadline, "port {port} never freed");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

fn assert_unavailable(response: &reqwest::Response, what: &str) {
    assert_eq!(
        response.status(),
        StatusCode::SERVICE_UNAVAILABLE,
        "{what} while the database is down"
    );
    assert!(
        response.headers().contains_key("retry-after"),
        "{what}: a 503 says when to retry"
    );
}

#[tokio::test]
async fn a_killed_postmaster_gives_quick_503s_then_is_restarted_and_stops_with_the_program() {
    let mut harness = Harness::new();
    harness.start();
    harness.wait_healthy(FIRST_START_TIMEOUT).await;
    let (postmaster, pg_port) = harness.postmaster();

    kill(postmaster, Signal::SIGKILL).expect("kill the postmaster");
    let blocker = occupy(pg_port).await;

    let health = harness.get("/healthz").await;
    assert_unavailable(&health, "/healthz");
    let ready = harness.get("/readyz").await;
    assert_unavailable(&ready, "/readyz");
    let page = harness.get("/").await;
    assert_unavailable(&page, "the lobby page");
    let api = harness
        .client
        .get(harness.url("/api/v1/games"))
        .bearer_auth("any-token")
        .send()
        .await
        .expect("the API answers");
    assert_unavailable(&api, "the API");
    let body: serde_json::Value = api.json().await.expect("a JSON error");
    assert_eq!(body["error"], "unavailable", "{body}");

    drop(blocker);
    harness.wait_healthy(RECOVERY_TIMEOUT).await;
    let (restarted, restarted_port) = harness.postmaster();
    assert_ne!(restarted, postmaster, "a new postmaster runs");
    assert_eq!(restarted_port, pg_port, "on the port the pool knows");
    assert_eq!(harness.get("/").await.status(), StatusCode::OK);
    assert_eq!(harness.get("/readyz").await.status(), StatusCode::OK);
    let metrics = harness
        .client
        .get(harness.url("/metrics"))
        .bearer_auth(METRICS_TOKEN)
        .send()
        .await
        .expect("/metrics answers")
        .text()
        .await
        .expect("the metrics");
    assert!(
        metrics
            .lines()
            .any(|line| line == "scriptorium_embedded_postgres_restarts_total 1"),
        "one restart counted: {metrics}"
    );

    let status = harness.terminate().await;
    assert!(
        status.success(),
        "a stopped program exits cleanly: {status}"
    );
    harness.assert_no_postgres_left().await;
}

#[tokio::test]
async fn a_postmaster_that_cannot_be_restarted_makes_the_program_exit_non_zero() {
    let mut harness = Harness::new();
    harness.start();
    harness.wait_healthy(FIRST_START_TIMEOUT).await;
    let (postmaster, pg_port) = harness.postmaster();

    kill(postmaster, Signal::SIGKILL).expect("kill the postmaster");
    let _blocker = occupy(pg_port).await;

    let status = harness.wait_exit(GIVE_UP_TIMEOUT).await;
    assert!(
        !status.success(),
        "giving up must exit non-zero, so a supervisor restarts it: {status}"
    );
    harness.assert_no_postgres_left().await;
}

#[tokio::test]
async fn a_start_right_after_a_killed_program_waits_for_its_postmaster() {
    let mut harness = Harness::new();
    harness.start();
    harness.wait_healthy(FIRST_START_TIMEOUT).await;

    // Holding the old server still makes "still shutting down when the next
    // start comes" certain rather than likely. It can only be held once its
    // program is gone: the server is a process group of its own, and when the
    // program dies the kernel continues (SIGHUP, SIGCONT) a group left
    // orphaned with a stopped member, so a server stopped before the kill runs
    // on and shuts down at once. Stopped right after it changed parent, it has
    // at most begun its shutdown; should it have finished in that instant,
    // the scenario did not happen and is played again.
    let mut attempts = 0;
    let old_postmaster = loop {
        attempts += 1;
        let (postmaster, _) = harness.postmaster();
        let old_app = app_pid(harness.app());
        kill(old_app, Signal::SIGKILL).expect("kill the program");
        while parent_of(postmaster) == Some(old_app) {
            std::hint::spin_loop();
        }
        let held = kill(postmaster, Signal::SIGSTOP).is_ok();
        harness.wait_exit(EXIT_TIMEOUT).await;
        if held {
            break postmaster;
        }
        assert!(
            attempts < 5,
            "the old server always finished before it could be held"
        );
        harness.start();
        harness.wait_healthy(RECOVERY_TIMEOUT).await;
    };
    harness.start();
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(
        parent_of(old_postmaster).is_some(),
        "the old server is still there, held, when the next start comes"
    );
    kill(old_postmaster, Signal::SIGCONT).expect("let the old postmaster shut down");

    harness.wait_healthy(RECOVERY_TIMEOUT).await;
    let (new_postmaster, _) = harness.postmaster();
    assert_ne!(new_postmaster, old_postmaster);
    assert_eq!(harness.get("/").await.status(), StatusCode::OK);
    let log = fs::read_to_string(
        harness
            .data_dir
            .path()
            .join(format!("app-{}.log", harness.apps.len() - 1)),
    )
    .expect("app log");
    assert!(
        log.contains("waiting for the previous PostgreSQL to exit"),
        "the new start waited for the old server: {log}"
    );

    let status = harness.terminate().await;
    assert!(
        status.success(),
        "a stopped program exits cleanly: {status}"
    );
    harness.assert_no_postgres_left().await;
}

/// The parent of a process, from `/proc/<pid>/stat` (None once it is gone).
fn parent_of(pid: Pid) -> Option<Pid> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The name in parentheses may hold spaces; the fields after it do not.
    let after_name = &stat[stat.rfind(')')? + 1..];
    let parent = after_name.split_whitespace().nth(1)?.parse().ok()?;
    Some(Pid::from_raw(parent))
}

/// Ctrl-C in a terminal signals the whole foreground group. The server is in
/// a group of its own, so it is not stopped under the requests the program
/// is finishing: the program stops it after them, and nothing reads as a
/// crash (no restart).
#[tokio::test]
async fn ctrl_c_stops_the_program_and_then_its_server_without_a_restart() {
    let mut harness = Harness::new();
    harness.start();
    harness.wait_healthy(FIRST_START_TIMEOUT).await;
    let (postmaster, _) = harness.postmaster();
    let group = app_pid(harness.app());
    kill(Pid::from_raw(-group.as_raw()), Signal::SIGINT).expect("Ctrl-C the group");
    let status = harness.wait_exit(EXIT_TIMEOUT).await;
    assert!(
        status.success(),
        "a stopped program exits cleanly: {status}"
    );
    harness.assert_no_postgres_left().await;
    let log = fs::read_to_string(harness.data_dir.path().join("app-0.log")).expect("app log");
    assert!(
        !log.contains("died; restarting"),
        "the server was stopped by the program, not by the signal: {log}"
    );
    let _ = postmaster;
}
