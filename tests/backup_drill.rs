//! Backups that restore (issue 32), drilled with the real binary on data
//! folders of their own: play, back up, play on, lose the data folder,
//! restore, start again, and find every game as it was at the backup, each
//! export still verifying. Beside it: a restore refuses a folder that holds
//! a cluster and a damaged backup, changing nothing; and the same commands
//! against an external database (`DATABASE_URL`).

use reqwest::StatusCode;
use scriptorium::app::backup::folder::taken_at;
use scriptorium::app::embedded_pg::{Durability, EmbeddedPostgres};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fs;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime};
use uuid::Uuid;

/// The first start runs initdb and every migration.
const START_TIMEOUT: Duration = Duration::from_secs(120);
const EXIT_TIMEOUT: Duration = Duration::from_secs(60);
const PASSWORD: &str = "correct horse battery";

/// A data folder (inside a folder of the test's own, which also keeps the
/// backups that must survive the data folder) and an address, on which the
/// program is started (maybe more than once). Dropping it kills whatever is
/// left, failed test or not.
struct Harness {
    root: tempfile::TempDir,
    port: u16,
    apps: Vec<Child>,
    client: reqwest::Client,
}

impl Harness {
    fn new() -> Harness {
        let root = tempfile::tempdir().expect("temp dir");
        // Running as root, the server runs as `postgres`, which must reach the
        // folder; otherwise the cluster would move to /var/lib/scriptorium.
        fs::set_permissions(root.path(), fs::Permissions::from_mode(0o755))
            .expect("open the temp dir");
        Harness {
            root,
            port: free_port(),
            apps: Vec::new(),
            // Idle connections go before the server's 5 s keep-alive closes
            // them (a request on a closing one fails "incomplete message").
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .pool_idle_timeout(Duration::from_secs(2))
                .build()
                .expect("http client"),
        }
    }

    fn data_dir(&self) -> PathBuf {
        self.root.path().join("data")
    }

    fn pgdata(&self) -> PathBuf {
        self.data_dir().join("postgres").join("pgdata")
    }

    /// A place for files that outlive the data folder.
    fn kept(&self, name: &str) -> PathBuf {
        let folder = self.root.path().join("kept");
        fs::create_dir_all(&folder).expect("the kept folder");
        folder.join(name)
    }

    async fn start(&mut self) {
        let log_path = self
            .root
            .path()
            .join(format!("app-{}.log", self.apps.len()));
        let log = fs::File::create(&log_path).expect("app log");
        let child = Command::new(env!("CARGO_BIN_EXE_scriptorium"))
            .env_remove("DATABASE_URL")
            .env_remove("BACKUP_EVERY")
            .env_remove("BACKUP_KEEP")
            .env("DATA_DIR", self.data_dir())
            .env("BIND", format!("127.0.0.1:{}", self.port))
            .env("ENABLE_TEST_GAME", "true")
            .env("RUST_LOG", "info,sqlx=warn")
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("app log"))
            .stderr(log)
            .spawn()
            .expect("start scriptorium");
        self.apps.push(child);
        self.wait_healthy().await;
    }

    fn app(&mut self) -> &mut Child {
        self.apps.last_mut().expect("an app was started")
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    async fn wait_healthy(&mut self) {
        let deadline = Instant::now() + START_TIMEOUT;
        loop {
            if let Some(status) = self.app().try_wait().expect("app status") {
                panic!("the program exited with {status} instead of serving");
            }
            if let Ok(response) = self.client.get(self.url("/readyz")).send().await {
                if response.status() == StatusCode::OK {
                    return;
                }
            }
            assert!(
                Instant::now() < deadline,
                "not ready within {START_TIMEOUT:?}"
            );
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
    }

    /// SIGTERM, as a service manager stops it; it must exit cleanly.
    async fn stop(&mut self) {
        let pid = nix::unistd::Pid::from_raw(self.app().id() as i32);
        nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGTERM).expect("SIGTERM");
        let deadline = Instant::now() + EXIT_TIMEOUT;
        loop {
            if let Some(status) = self.app().try_wait().expect("app status") {
                assert!(
                    status.success(),
                    "a stopped program exits cleanly: {status}"
                );
                return;
            }
            assert!(Instant::now() < deadline, "the program did not exit");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The postmaster's pid, from its lock file, while one runs.
    fn postmaster(&self) -> Option<i32> {
        let text = fs::read_to_string(self.pgdata().join("postmaster.pid")).ok()?;
        text.lines().next()?.trim().parse().ok()
    }

    /// Runs `scriptorium <args>` on this data folder: whether it succeeded,
    /// its standard output as JSON, and how long it took.
    fn command(&self, args: &[&str], database_url: Option<&str>) -> (bool, Value, Duration) {
        let mut command = Command::new(env!("CARGO_BIN_EXE_scriptorium"));
        command
            .args(args)
            .env_remove("DATABASE_URL")
            .env("DATA_DIR", self.data_dir())
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null());
        if let Some(url) = database_url {
            command.env("DATABASE_URL", url);
        }
        let began = Instant::now();
        let output = command.output().expect("run scriptorium");
        let took = began.elapsed();
        let stdout = String::from_utf8_lossy(&output.stdout);
        let value = serde_json::from_str(stdout.trim()).unwrap_or_else(|_| {
            panic!(
                "scriptorium {args:?}: no JSON on stdout: {stdout}\nstderr: {}",
                String::from_utf8_lossy(&output.stderr)
            )
        });
        (output.status.success(), value, took)
    }

    /// A new account, signed up through the form, and an API token made on
    /// its settings page.
    async fn sign_up(&self, username: &str) -> String {
        let browser = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .pool_idle_timeout(Duration::from_secs(2))
            .build()
            .expect("browser");
        let email = format!("{username}@example.org");
        let signed_up = self
            .post_form(
                &browser,
                "/signup",
                &[
                    ("username", username),
                    ("email", &email),
                    ("password", PASSWORD),
                ],
            )
            .await;
        assert_eq!(
            signed_up.status(),
            StatusCode::SEE_OTHER,
            "sign-up of {username}"
        );
        let page = self
            .post_form(
                &browser,
                "/settings/tokens",
                &[("label", "drill"), ("password", PASSWORD), ("play", "1")],
            )
            .await;
        assert_eq!(page.status(), StatusCode::OK, "a token for {username}");
        let html = page.text().await.expect("the settings page");
        let start = html.find("<code class=\"token\">").expect("the new token") + 20;
        let end = html[start..].find('<').expect("the token's end") + start;
        html[start..end].to_owned()
    }

    async fn post_form(
        &self,
        browser: &reqwest::Client,
        path: &str,
        fields: &[(&str, &str)],
    ) -> reqwest::Response {
        let login = browser
            .get(self.url("/login"))
            .send()
            .await
            .expect("the login page")
            .text()
            .await
            .expect("its text");
        let marker = "name=\"csrf\" value=\"";
        let start = login.find(marker).expect("a csrf token") + marker.len();
        let csrf = &login[start..start + login[start..].find('"').expect("its end")];
        let mut all = vec![("csrf", csrf)];
        all.extend_from_slice(fields);
        browser
            .post(self.url(path))
            .form(&all)
            .send()
            .await
            .expect("post a form")
    }

    /// A two-seat game of the test game, started: `host` opens it, `guest` joins.
    async fn new_game(&self, host: &str, guest: &str) -> Uuid {
        let created: Value = self
            .client
            .post(self.url("/api/v1/games"))
            .bearer_auth(host)
            .json(&json!({"kind": "countdown", "seats": 2}))
            .send()
            .await
            .expect("create a game")
            .json()
            .await
            .expect("the created game");
        let game: Uuid = created["id"]
            .as_str()
            .expect("an id")
            .parse()
            .expect("a uuid");
        let joined = self
            .client
            .post(self.url(&format!("/api/v1/games/{game}/join")))
            .bearer_auth(guest)
            .send()
            .await
            .expect("join the game");
        assert_eq!(joined.status(), StatusCode::OK);
        game
    }

    async fn game(&self, token: &str, game: Uuid) -> (StatusCode, Value) {
        let response = self
            .client
            .get(self.url(&format!("/api/v1/games/{game}")))
            .bearer_auth(token)
            .send()
            .await
            .expect("the game from the API");
        let status = response.status();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Whoever the game waits for takes a stone (or ends the turn when they
    /// must); the game's sequence number after it.
    async fn decide(&self, tokens: &[&str], game: Uuid) -> i64 {
        for token in tokens {
            let (status, state) = self.game(token, game).await;
            assert_eq!(status, StatusCode::OK, "{state}");
            let Some(legal) = state["legal_actions"].as_array().filter(|a| !a.is_empty()) else {
                continue;
            };
            let chosen = legal
                .iter()
                .find(|offer| offer["group"] == "take_one")
                .unwrap_or(&legal[0]);
            let answer: Value = self
                .client
                .post(self.url(&format!("/api/v1/games/{game}/actions")))
                .bearer_auth(token)
                .json(&json!({"seq": state["seq"], "token": Uuid::new_v4(), "action": chosen["action"]}))
                .send()
                .await
                .expect("a decision")
                .json()
                .await
                .expect("its answer");
            return answer["seq"].as_i64().unwrap_or_else(|| panic!("{answer}"));
        }
        panic!("nobody may decide in {game}");
    }

    async fn export(&self, game: Uuid) -> String {
        let response = self
            .client
            .get(self.url(&format!("/games/{game}/export.jsonl")))
            .send()
            .await
            .expect("the export");
        assert_eq!(response.status(), StatusCode::OK, "export of {game}");
        response.text().await.expect("the export's text")
    }

    /// `scriptorium verify` accepts the export (kept in a file) of `game`.
    fn assert_verifies(&self, game: Uuid, export: &str) {
        let file = self.kept(&format!("{game}.jsonl"));
        fs::write(&file, export).expect("keep the export");
        let (ok, answer, _) = self.command(&["verify", file.to_str().expect("a path")], None);
        assert!(ok, "verify {game}: {answer}");
        assert_eq!(answer["id"], game.to_string(), "{answer}");
    }

    /// Every file under the data folder with its size and time, and every
    /// folder: what "nothing changed" is checked against.
    fn snapshot(&self) -> BTreeMap<PathBuf, Option<(u64, SystemTime)>> {
        fn walk(dir: &Path, into: &mut BTreeMap<PathBuf, Option<(u64, SystemTime)>>) {
            for entry in fs::read_dir(dir).expect("a folder").flatten() {
                let meta = entry.metadata().expect("metadata");
                if meta.is_dir() {
                    into.insert(entry.path(), None);
                    walk(&entry.path(), into);
                } else {
                    into.insert(
                        entry.path(),
                        Some((meta.len(), meta.modified().expect("mtime"))),
                    );
                }
            }
        }
        let mut found = BTreeMap::new();
        walk(&self.data_dir(), &mut found);
        found
    }
}

impl Drop for Harness {
    fn drop(&mut self) {
        for app in &mut self.apps {
            let _ = app.kill();
            let _ = app.wait();
        }
        if std::thread::panicking() {
            for index in 0..self.apps.len() {
                let path = self.root.path().join(format!("app-{index}.log"));
                let log = fs::read_to_string(&path).unwrap_or_default();
                eprintln!("--- program log {index} ---\n{log}");
            }
        }
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

fn size_of(path: &str) -> u64 {
    fs::metadata(path).expect("the backup file").len()
}

#[tokio::test]
async fn the_drill_play_back_up_play_on_lose_the_folder_restore_and_find_every_game() {
    let mut harness = Harness::new();
    harness.start().await;

    // The embedded default backs itself up at once when it has no backup yet.
    let scheduled_folder = harness.data_dir().join("backups");
    let deadline = Instant::now() + Duration::from_secs(60);
    let scheduled = loop {
        // A backup under way is a hidden `.partial` file until it is whole.
        let found: Vec<PathBuf> = fs::read_dir(&scheduled_folder)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|entry| taken_at(&entry.file_name().to_string_lossy()).is_some())
            .map(|entry| entry.path())
            .collect();
        if let Some(first) = found.first() {
            assert_eq!(found.len(), 1, "one scheduled backup: {found:?}");
            break first.clone();
        }
        assert!(
            Instant::now() < deadline,
            "no scheduled backup within a minute"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    let name = scheduled
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    assert!(
        scriptorium::app::backup::folder::taken_at(&name).is_some(),
        "named as the schedule names: {name}"
    );
    let meta = fs::metadata(&scheduled).expect("the scheduled backup");
    assert!(meta.len() > 0);
    assert_eq!(
        meta.permissions().mode() & 0o777,
        0o600,
        "private to the service"
    );

    let anna = harness.sign_up("anna").await;
    let bert = harness.sign_up("bert").await;
    let players = [anna.as_str(), bert.as_str()];

    // One game played to its end, one under way.
    let finished = harness.new_game(&anna, &bert).await;
    for decision in 0.. {
        assert!(decision < 200, "the game must end");
        harness.decide(&players, finished).await;
        let (_, state) = harness.game(&anna, finished).await;
        if state["status"] == "finished" {
            break;
        }
    }
    let under_way = harness.new_game(&bert, &anna).await;
    for _ in 0..4 {
        harness.decide(&players, under_way).await;
    }
    let mut at_backup = BTreeMap::new();
    for game in [finished, under_way] {
        let (_, state) = harness.game(&anna, game).await;
        let export = harness.export(game).await;
        harness.assert_verifies(game, &export);
        at_backup.insert(
            game,
            (state["seq"].clone(), state["status"].clone(), export),
        );
    }

    let postmaster = harness.postmaster().expect("the server's postmaster");
    let file = harness.kept("drill.dump");
    let file = file.to_str().expect("a path");
    let (ok, written, backup_took) = harness.command(&["backup", file], None);
    assert!(ok, "backup: {written}");
    assert_eq!(written["backup"], file, "{written}");
    assert_eq!(written["bytes"], size_of(file), "{written}");
    assert_eq!(
        harness.postmaster(),
        Some(postmaster),
        "the backup went through the running server, starting no other"
    );
    let no_partial: Vec<_> = fs::read_dir(harness.kept(""))
        .unwrap()
        .flatten()
        .filter(|entry| entry.file_name().to_string_lossy().ends_with(".partial"))
        .collect();
    assert!(no_partial.is_empty(), "{no_partial:?}");

    // Play on: more moves, a new game. None of it is in the backup.
    let mut later_seq = 0;
    for _ in 0..3 {
        later_seq = harness.decide(&players, under_way).await;
    }
    let later = harness.new_game(&anna, &bert).await;
    harness.decide(&players, later).await;
    assert_eq!(harness.game(&anna, later).await.0, StatusCode::OK);

    harness.stop().await;
    fs::remove_dir_all(harness.data_dir()).expect("wipe the data folder");

    let (ok, restored, restore_took) = harness.command(&["restore", file], None);
    assert!(ok, "restore: {restored}");
    assert_eq!(restored["moved_aside"], Value::Null, "nothing was there");
    assert!(harness.pgdata().join("PG_VERSION").exists());
    let leftovers: Vec<_> = fs::read_dir(harness.data_dir().join("postgres"))
        .unwrap()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("restoring"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    eprintln!(
        "drill: backup of {} bytes in {:.2} s (command), restore in {:.2} s (command)",
        size_of(file),
        backup_took.as_secs_f64(),
        restore_took.as_secs_f64()
    );

    harness.start().await;
    for (game, (seq, status, export)) in &at_backup {
        let (code, state) = harness.game(&anna, *game).await;
        assert_eq!(code, StatusCode::OK, "{game} is back");
        assert_eq!(&state["seq"], seq, "{game} as at the backup");
        assert_eq!(&state["status"], status, "{game} as at the backup");
        let again = harness.export(*game).await;
        assert_eq!(&again, export, "the export of {game} is the one before");
        harness.assert_verifies(*game, &again);
    }
    let (_, state) = harness.game(&anna, under_way).await;
    assert!(
        state["seq"].as_i64().unwrap() < later_seq,
        "the later moves are gone"
    );
    assert_eq!(
        harness.game(&anna, later).await.0,
        StatusCode::NOT_FOUND,
        "the later game is gone"
    );
    // The restored games go on.
    harness.decide(&players, under_way).await;
    harness.stop().await;
}

#[tokio::test]
async fn a_restore_refuses_a_cluster_without_force_and_a_damaged_backup_changing_nothing() {
    let mut harness = Harness::new();
    harness.start().await;
    let carla = harness.sign_up("carla").await;
    harness.stop().await;
    assert_eq!(harness.postmaster(), None);

    // No server runs: the backup starts the cluster for itself, then stops it.
    let file = harness.kept("stopped.dump");
    let file = file.to_str().expect("a path");
    let (ok, written, _) = harness.command(&["backup", file], None);
    assert!(ok, "backup: {written}");
    assert_eq!(
        harness.postmaster(),
        None,
        "the backup's own server stopped"
    );

    let before = harness.snapshot();
    let (ok, refused, _) = harness.command(&["restore", file], None);
    assert!(!ok);
    assert_eq!(refused["error"], "cluster_present", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("--force"),
        "{refused}"
    );
    assert_eq!(
        harness.snapshot(),
        before,
        "a refused restore changes nothing"
    );

    let bytes = fs::read(file).expect("the backup");
    let truncated = harness.kept("truncated.dump");
    fs::write(&truncated, &bytes[..bytes.len() * 2 / 3]).expect("a truncated copy");
    let truncated = truncated.to_str().unwrap();
    for args in [
        vec!["restore", truncated],
        vec!["restore", truncated, "--force"],
    ] {
        let (ok, refused, _) = harness.command(&args, None);
        assert!(!ok, "{args:?}");
        assert_eq!(refused["error"], "damaged_backup", "{args:?}: {refused}");
        assert!(
            refused["message"].as_str().unwrap().contains(truncated),
            "the message names the file: {refused}"
        );
    }
    assert_eq!(
        harness.snapshot(),
        before,
        "a damaged backup changes nothing, --force or not"
    );

    // Whole, yet failing half-way through pg_restore: one statement of the
    // archive's table of contents is no longer SQL. The cluster being built
    // is thrown away; the one in place stays as it was.
    let statement = b"CREATE TABLE public.users ";
    let at = bytes
        .windows(statement.len())
        .position(|window| window == statement)
        .expect("the users table in the backup");
    let mut broken = bytes.clone();
    broken[at..at + statement.len()].copy_from_slice(b"CREATE TABLX public.users ");
    let broken_file = harness.kept("broken.dump");
    fs::write(&broken_file, &broken).expect("a broken copy");
    let (ok, failed, _) =
        harness.command(&["restore", broken_file.to_str().unwrap(), "--force"], None);
    assert!(!ok);
    assert_eq!(failed["error"], "failed", "{failed}");
    assert!(
        failed["message"].as_str().unwrap().contains("TABLX"),
        "pg_restore's own words: {failed}"
    );
    assert_eq!(
        harness.snapshot(),
        before,
        "a restore that fails half-way changes nothing"
    );

    let (ok, restored, _) = harness.command(&["restore", file, "--force"], None);
    assert!(ok, "restore --force: {restored}");
    let aside = PathBuf::from(restored["moved_aside"].as_str().expect("moved aside"));
    assert!(
        aside.join("PG_VERSION").exists(),
        "the old cluster is kept: {}",
        aside.display()
    );
    assert!(aside
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("pgdata.before-restore-"));

    harness.start().await;
    let mine = harness
        .client
        .get(harness.url("/api/v1/me/games"))
        .bearer_auth(&carla)
        .send()
        .await
        .expect("carla's games");
    assert_eq!(mine.status(), StatusCode::OK, "carla's account came back");
    let (ok, refused, _) = harness.command(&["restore", file, "--force"], None);
    assert!(!ok);
    assert_eq!(
        refused["error"], "server_running",
        "never under a running server: {refused}"
    );
    harness.stop().await;
}

#[tokio::test]
async fn an_external_database_is_backed_up_and_restored_only_over_no_tables_unless_forced() {
    let harness = Harness::new();
    let cluster_dir = harness.root.path().join("external");
    let cluster = tokio::task::spawn_blocking(move || {
        EmbeddedPostgres::start(&cluster_dir, Durability::ThrowAway)
    })
    .await
    .unwrap()
    .expect("a PostgreSQL standing in for an external server");
    let admin = scriptorium::store::connect(&cluster.url("postgres"))
        .await
        .unwrap();
    for name in ["source", "copy"] {
        scriptorium::store::ensure_database(&admin, name)
            .await
            .unwrap();
    }
    admin.close().await;
    let source = scriptorium::store::connect(&cluster.url("source"))
        .await
        .unwrap();
    scriptorium::store::migrate(&source).await.unwrap();
    sqlx::query("CREATE TABLE drill_notes (line text NOT NULL)")
        .execute(&source)
        .await
        .unwrap();
    sqlx::query("INSERT INTO drill_notes SELECT 'line ' || n FROM generate_series(1, 50) n")
        .execute(&source)
        .await
        .unwrap();

    let file = harness.kept("external.dump");
    let file = file.to_str().expect("a path");
    let (ok, written, _) = harness.command(&["backup", file], Some(&cluster.url("source")));
    assert!(ok, "backup: {written}");
    // Played on after the backup: not in it.
    sqlx::query("INSERT INTO drill_notes VALUES ('after the backup')")
        .execute(&source)
        .await
        .unwrap();
    source.close().await;

    let copy_url = cluster.url("copy");
    let (ok, restored, _) = harness.command(&["restore", file], Some(&copy_url));
    assert!(ok, "restore into an empty database: {restored}");
    let password = copy_url
        .split_once("scriptorium:")
        .and_then(|(_, rest)| rest.split_once('@'))
        .expect("the cluster's password")
        .0;
    let into = restored["restored"].as_str().expect("where it went");
    assert!(into.ends_with("/copy"), "{restored}");
    assert!(
        !into.contains(password),
        "no password is printed: {restored}"
    );
    let copy = scriptorium::store::connect(&copy_url).await.unwrap();
    let lines = |pool: sqlx::PgPool| async move {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM drill_notes")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    assert_eq!(lines(copy.clone()).await, 50);
    let migrations: i64 = sqlx::query_scalar("SELECT count(*) FROM _sqlx_migrations")
        .fetch_one(&copy)
        .await
        .unwrap();
    assert!(migrations > 0, "the schema came with the data");

    sqlx::query("DELETE FROM drill_notes WHERE line <> 'line 1'")
        .execute(&copy)
        .await
        .unwrap();
    let (ok, refused, _) = harness.command(&["restore", file], Some(&copy_url));
    assert!(!ok);
    assert_eq!(refused["error"], "database_not_empty", "{refused}");
    assert_eq!(
        lines(copy.clone()).await,
        1,
        "a refused restore changes nothing"
    );

    let (ok, restored, _) = harness.command(&["restore", file, "--force"], Some(&copy_url));
    assert!(ok, "restore --force: {restored}");
    assert_eq!(lines(copy.clone()).await, 50, "as at the backup");
    copy.close().await;
    tokio::task::spawn_blocking(move || drop(cluster))
        .await
        .unwrap();
}
