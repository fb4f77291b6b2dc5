//! The embedded default database: with no `DATABASE_URL`, the program runs a
//! private PostgreSQL cluster from the system's server binaries (installing
//! them with apt when they are missing), keeps its data between runs, and stops
//! it on exit. A supervisor thread restarts the server if it dies, and a start
//! right after a crash waits for the previous server to finish shutting down.
//! A command run beside the server (`backup`) goes through the server already
//! running on the cluster (`attach`), and a restore builds its cluster beside
//! the live one (`start_in`).
//!
//! Why not a crate: the embedded-PostgreSQL crates download their own server
//! builds (impossible on machines that only reach package registries) and none
//! handles running as root, where PostgreSQL insists on another user.

use nix::sys::signal::{kill, Signal};
use nix::unistd::{Gid, Pid, Uid, User};
use std::fs;
use std::io::Write;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{mpsc, Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The role the program creates in its own cluster.
const ROLE: &str = "scriptorium";
/// The database the program keeps its data in.
pub const DATABASE: &str = "scriptorium";
/// The cluster's own folder inside the embedded folder.
pub const PGDATA: &str = "pgdata";
/// The server's log inside the embedded folder.
const LOG: &str = "postgres.log";
/// Tries for the first start: a failure then is most likely a set-up problem,
/// reported at once.
const FIRST_START_ATTEMPTS: u32 = 3;
/// Tries for a restart after a crash (about 25 s with the pauses): a crashed
/// server can leave backends behind for a moment, holding its shared memory,
/// and its port may be taken meanwhile; only then does the program give up.
const RESTART_ATTEMPTS: u32 = 8;
/// How long one server may take to accept connections, crash recovery included.
const READY_TIMEOUT: Duration = Duration::from_secs(60);
/// Pause before restarting a server that died: its orphaned backends notice
/// the death and exit in that time, releasing the shared memory.
const RESTART_PAUSE: Duration = Duration::from_millis(500);
/// How long a previous postmaster that is shutting down is waited for.
const PREVIOUS_SHUTDOWN_TIMEOUT: Duration = Duration::from_secs(60);
/// How long a previous postmaster that is not shutting down gets to begin.
/// A killed program's server receives its parent-death signal at once, so one
/// still running normally after this belongs to another live instance.
const PREVIOUS_GRACE: Duration = Duration::from_secs(5);
/// How long a fast shutdown may take before the server is killed.
const STOP_TIMEOUT: Duration = Duration::from_secs(30);

#[derive(Debug, thiserror::Error)]
pub enum EmbeddedError {
    #[error("no PostgreSQL server binaries found and they could not be installed: {0}")]
    NoBinaries(String),
    #[error("PostgreSQL refuses to run as root and there is no 'postgres' user to run it as")]
    NoUser,
    #[error("{step} failed: {detail}")]
    Step { step: &'static str, detail: String },
    #[error("io error while {step}: {source}")]
    Io {
        step: &'static str,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "PostgreSQL (pid {pid}) still runs on {dir}: another instance uses this data folder, \
         or that server did not finish shutting down; stop it or use another DATA_DIR"
    )]
    InUse { pid: i32, dir: String },
    #[error("the server was stopped while starting")]
    Stopped,
    #[error("there is no embedded PostgreSQL cluster in {0} yet")]
    NoCluster(String),
}

fn io(step: &'static str) -> impl FnOnce(std::io::Error) -> EmbeddedError {
    move |source| EmbeddedError::Io { step, source }
}

/// Tuning for the cluster: the test suite trades durability for speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Durability {
    Durable,
    ThrowAway,
}

/// What the supervisor knows about the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ServerHealth {
    Running,
    /// It died; a restart is under way.
    Restarting,
    /// It died and could not be restarted: the program should exit so that
    /// whatever supervises it starts it again.
    GaveUp,
    /// Stopped on purpose.
    Stopped,
}

/// A running private cluster, watched by a supervisor thread that restarts
/// the server (same port, same data) when it dies. Dropping it stops the server.
#[derive(Debug)]
pub struct EmbeddedPostgres {
    port: u16,
    password: String,
    supervision: Arc<Supervision>,
}

/// State shared by the handle and the supervisor thread.
#[derive(Debug)]
struct Supervision {
    shared: Mutex<Shared>,
    changed: Condvar,
}

#[derive(Debug)]
struct Shared {
    /// Set by `stop`: the supervisor then restarts nothing.
    stopping: bool,
    /// The current postmaster, for `stop` to signal.
    pid: Option<Pid>,
    health: ServerHealth,
    /// The supervisor thread has ended (and with it every server it ran).
    done: bool,
}

impl Supervision {
    fn new() -> Supervision {
        Supervision {
            shared: Mutex::new(Shared {
                stopping: false,
                pid: None,
                health: ServerHealth::Running,
                done: false,
            }),
            changed: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Shared> {
        self.shared.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn stopping(&self) -> bool {
        self.lock().stopping
    }

    fn set_health(&self, health: ServerHealth) {
        self.lock().health = health;
        self.changed.notify_all();
    }

    /// Sleeps, waking early when a stop is asked for; returns whether it was.
    fn pause(&self, duration: Duration) -> bool {
        let shared = self.lock();
        let (shared, _) = self
            .changed
            .wait_timeout_while(shared, duration, |shared| !shared.stopping)
            .unwrap_or_else(PoisonError::into_inner);
        shared.stopping
    }

    fn finish(&self) {
        let mut shared = self.lock();
        shared.done = true;
        shared.pid = None;
        if shared.health != ServerHealth::GaveUp {
            shared.health = ServerHealth::Stopped;
        }
        self.changed.notify_all();
    }
}

impl EmbeddedPostgres {
    /// Starts (creating on first use) the cluster kept in `dir`. Blocking.
    pub fn start(dir: &Path, durability: Durability) -> Result<EmbeddedPostgres, EmbeddedError> {
        EmbeddedPostgres::start_in(dir, PGDATA, LOG, durability)
    }

    /// Starts (creating on first use) a cluster in the folder `pgdata`
    /// inside `dir`, logging to `log` there, with the password of `dir`.
    /// Beside `start`'s own cluster: a restore builds its cluster there, so
    /// that nothing half-restored ever sits where the server looks.
    pub fn start_in(
        dir: &Path,
        pgdata: &str,
        log: &str,
        durability: Durability,
    ) -> Result<EmbeddedPostgres, EmbeddedError> {
        let bin = find_or_install_binaries()?;
        let run_as = run_as_user()?;
        let dir = &cluster_dir(dir)?;
        let pgdata = dir.join(pgdata);
        let password = read_or_create_password(dir)?;
        if !pgdata.join("PG_VERSION").exists() {
            init_cluster(&bin, &pgdata, &password, run_as.as_ref())?;
        }
        let log_path = dir.join(log);
        // Each run starts a fresh log; restarts within the run append to it.
        fs::File::create(&log_path).map_err(io("opening the server log"))?;
        let launch = Launch {
            bin,
            pgdata,
            log_path,
            run_as,
            durability,
        };

        // The parent-death signal fires when the *thread* that spawned the child
        // ends, so every server is spawned from one thread that outlives them.
        let supervision = Arc::new(Supervision::new());
        let (started_tx, started_rx) = mpsc::channel();
        let thread_supervision = Arc::clone(&supervision);
        std::thread::Builder::new()
            .name("embedded-postgres".into())
            .spawn(move || supervise(&launch, &thread_supervision, &started_tx))
            .map_err(io("starting the supervisor thread"))?;
        let port = started_rx.recv().map_err(|_| EmbeddedError::Step {
            step: "starting postgres",
            detail: "the supervisor thread ended".into(),
        })??;
        Ok(EmbeddedPostgres {
            port,
            password,
            supervision,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Whether the server runs, is being restarted, or could not be.
    pub fn health(&self) -> ServerHealth {
        self.supervision.lock().health
    }

    /// A connection URL for one database of the cluster.
    pub fn url(&self, database: &str) -> String {
        url(&self.password, self.port, database)
    }

    /// Fast shutdown: open transactions are rolled back, data is kept.
    pub fn stop(&mut self) {
        let mut shared = self.supervision.lock();
        shared.stopping = true;
        if let Some(pid) = shared.pid {
            let _ = kill(pid, Signal::SIGINT);
        }
        self.supervision.changed.notify_all();
        let _ = self
            .supervision
            .changed
            .wait_timeout_while(shared, STOP_TIMEOUT, |shared| !shared.done);
    }
}

impl Drop for EmbeddedPostgres {
    fn drop(&mut self) {
        self.stop();
    }
}

fn url(password: &str, port: u16, database: &str) -> String {
    format!("postgres://{ROLE}:{password}@127.0.0.1:{port}/{database}")
}

/// The folder the cluster of the embedded folder `dir` really lives in
/// (created when missing): `dir` itself, unless the program runs as root and
/// the `postgres` user cannot reach it (see `reachable_dir`).
pub fn cluster_dir(dir: &Path) -> Result<PathBuf, EmbeddedError> {
    let run_as = run_as_user()?;
    fs::create_dir_all(dir).map_err(io("creating the data folder"))?;
    reachable_dir(dir, run_as.is_some())
}

/// The embedded cluster as a command run beside the server (`backup`)
/// reaches it. (No `Debug`: it holds the password.)
pub enum Attached {
    /// The server another process runs on it, the serving program most
    /// likely: PostgreSQL refuses a second postmaster on the same data, and
    /// stopping that one is not the command's to do.
    Running { port: u16, password: String },
    /// Started for the command; stopped when this is dropped.
    Started(EmbeddedPostgres),
}

impl Attached {
    /// A connection URL for one database of the cluster.
    pub fn url(&self, database: &str) -> String {
        match self {
            Attached::Running { port, password } => url(password, *port, database),
            Attached::Started(server) => server.url(database),
        }
    }
}

/// Reaches the existing cluster of the embedded folder `dir`, never creating
/// one: the server already running on it (its port from `postmaster.pid`,
/// waiting while it starts), else a server started for the caller. Blocking.
pub fn attach(dir: &Path) -> Result<Attached, EmbeddedError> {
    let cluster = cluster_dir(dir)?;
    let pgdata = cluster.join(PGDATA);
    if !pgdata.join("PG_VERSION").exists() {
        return Err(EmbeddedError::NoCluster(pgdata.display().to_string()));
    }
    let deadline = Instant::now() + READY_TIMEOUT;
    loop {
        match running_postmaster(&pgdata) {
            Some(LockFile {
                port: Some(port),
                status,
                ..
            }) if status == "ready" => {
                let password = fs::read_to_string(cluster.join("pg-password"))
                    .map_err(io("reading the password file"))?;
                return Ok(Attached::Running {
                    port,
                    password: password.trim().to_owned(),
                });
            }
            // Starting (or still writing its lock file): wait for it. One
            // shutting down is waited for by `start`.
            Some(lock) if lock.status != "stopping" => {
                if Instant::now() > deadline {
                    return Err(EmbeddedError::Step {
                        step: "waiting for postgres",
                        detail: format!(
                            "pid {} is still {:?} after {} s",
                            lock.pid,
                            lock.status,
                            READY_TIMEOUT.as_secs()
                        ),
                    });
                }
                std::thread::sleep(Duration::from_millis(100));
            }
            _ => match EmbeddedPostgres::start(dir, Durability::Durable) {
                Ok(started) => return Ok(Attached::Started(started)),
                // Another program started it meanwhile: use that one.
                Err(EmbeddedError::InUse { .. }) if Instant::now() < deadline => {}
                Err(error) => return Err(error),
            },
        }
    }
}

/// The supervisor thread: starts the server, reports its port, then restarts
/// it each time it dies until a stop is asked for or restarting fails.
fn supervise(
    launch: &Launch,
    supervision: &Supervision,
    started: &mpsc::Sender<Result<u16, EmbeddedError>>,
) {
    let (mut child, port) = match launch.start(supervision, None) {
        Ok(running) => running,
        Err(error) => {
            let _ = started.send(Err(error));
            supervision.finish();
            return;
        }
    };
    let _ = started.send(Ok(port));
    loop {
        let status = child.wait();
        {
            let mut shared = supervision.lock();
            shared.pid = None;
            if shared.stopping {
                break;
            }
            shared.health = ServerHealth::Restarting;
        }
        tracing::error!(port, ?status, "the embedded PostgreSQL died; restarting it");
        if supervision.pause(RESTART_PAUSE) {
            break;
        }
        match launch.start(supervision, Some(port)) {
            Ok((restarted, _)) => {
                child = restarted;
                supervision.set_health(ServerHealth::Running);
                crate::metrics::embedded_postgres_restarted();
                tracing::info!(port, "the embedded PostgreSQL is running again");
            }
            Err(EmbeddedError::Stopped) => break,
            Err(error) => {
                tracing::error!(%error, "the embedded PostgreSQL could not be restarted");
                supervision.set_health(ServerHealth::GaveUp);
                break;
            }
        }
    }
    supervision.finish();
}

/// Everything needed to start the server again.
#[derive(Debug)]
struct Launch {
    bin: PathBuf,
    pgdata: PathBuf,
    log_path: PathBuf,
    run_as: Option<RunAs>,
    durability: Durability,
}

impl Launch {
    /// Starts a server, trying a few times. Without a `port` each try picks a
    /// free one; a restart keeps the port the connection pool knows.
    fn start(
        &self,
        supervision: &Supervision,
        port: Option<u16>,
    ) -> Result<(Child, u16), EmbeddedError> {
        let attempts = match port {
            None => FIRST_START_ATTEMPTS,
            Some(_) => RESTART_ATTEMPTS,
        };
        let mut pause = Duration::from_secs(1);
        let mut attempt = 1;
        loop {
            let result = wait_for_previous_postmaster(&self.pgdata, supervision)
                .and_then(|()| port.map_or_else(free_port, Ok))
                .and_then(|port| Ok((self.start_once(supervision, port)?, port)));
            match result {
                Ok(running) => return Ok(running),
                Err(error @ (EmbeddedError::Stopped | EmbeddedError::InUse { .. })) => {
                    return Err(error)
                }
                Err(error) if attempt >= attempts => return Err(error),
                Err(error) => {
                    tracing::warn!(attempt, %error, "PostgreSQL did not start; trying again");
                }
            }
            if supervision.pause(pause) {
                return Err(EmbeddedError::Stopped);
            }
            pause = (pause * 2).min(Duration::from_secs(4));
            attempt += 1;
        }
    }

    fn start_once(&self, supervision: &Supervision, port: u16) -> Result<Child, EmbeddedError> {
        let mut command = self.command(port)?;
        let mut child = {
            // Spawned under the lock, so `stop` either sees this pid or this
            // start sees the stop.
            let mut shared = supervision.lock();
            if shared.stopping {
                return Err(EmbeddedError::Stopped);
            }
            let child = command.spawn().map_err(io("starting postgres"))?;
            shared.pid = Some(pid_of(&child));
            child
        };
        match self.wait_until_ready(&mut child, supervision, port) {
            Ok(()) => Ok(child),
            Err(error) => {
                stop_child(&mut child);
                supervision.lock().pid = None;
                Err(error)
            }
        }
    }

    fn command(&self, port: u16) -> Result<Command, EmbeddedError> {
        let log = fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(&self.log_path)
            .map_err(io("opening the server log"))?;
        let log_err = log.try_clone().map_err(io("opening the server log"))?;
        let mut command = Command::new(self.bin.join("postgres"));
        command
            .arg("-D")
            .arg(&self.pgdata)
            .args(["-p", &port.to_string()])
            .args(["-c", "listen_addresses=127.0.0.1"])
            .arg("-c")
            .arg(format!("unix_socket_directories={}", self.pgdata.display()))
            .args(["-c", "max_connections=300"]);
        if self.durability == Durability::ThrowAway {
            command.args([
                "-c",
                "fsync=off",
                "-c",
                "synchronous_commit=off",
                "-c",
                "full_page_writes=off",
            ]);
        }
        command.stdout(log).stderr(log_err).stdin(Stdio::null());
        // A process group of its own: Ctrl-C in a terminal signals the whole
        // foreground group, and the server must not stop under requests the
        // program is still finishing; the program stops it after them.
        command.process_group(0);
        if let Some(user) = &self.run_as {
            command.uid(user.uid.as_raw()).gid(user.gid.as_raw());
        }
        // SAFETY: prctl is async-signal-safe; it makes the server stop if this
        // process dies without stopping it (a crash, a killed test run).
        unsafe {
            command.pre_exec(|| {
                nix::sys::prctl::set_pdeathsig(Signal::SIGINT).map_err(std::io::Error::from)
            });
        }
        Ok(command)
    }

    fn wait_until_ready(
        &self,
        child: &mut Child,
        supervision: &Supervision,
        port: u16,
    ) -> Result<(), EmbeddedError> {
        let deadline = Instant::now() + READY_TIMEOUT;
        loop {
            if let Ok(Some(status)) = child.try_wait() {
                let log = fs::read_to_string(&self.log_path).unwrap_or_default();
                let tail: Vec<_> = log.lines().rev().take(10).collect();
                return Err(EmbeddedError::Step {
                    step: "starting postgres",
                    detail: format!("{status}: {}", tail.join(" | ")),
                });
            }
            if supervision.stopping() {
                return Err(EmbeddedError::Stopped);
            }
            // A short timeout: a port held by something that never answers
            // must not stall noticing that the server itself has exited.
            let ready = Command::new(self.bin.join("pg_isready"))
                .args(["-q", "-t", "1", "-h", "127.0.0.1", "-p", &port.to_string()])
                .status()
                .map(|status| status.success())
                .unwrap_or(false);
            if ready {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(EmbeddedError::Step {
                    step: "waiting for postgres",
                    detail: format!("not ready after {} s", READY_TIMEOUT.as_secs()),
                });
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

fn pid_of(child: &Child) -> Pid {
    Pid::from_raw(i32::try_from(child.id()).unwrap_or(i32::MAX))
}

/// Fast shutdown of a server this thread started, killing it if that hangs.
fn stop_child(child: &mut Child) {
    if !matches!(child.try_wait(), Ok(None)) {
        return;
    }
    let _ = kill(pid_of(child), Signal::SIGINT);
    let deadline = Instant::now() + STOP_TIMEOUT;
    while Instant::now() < deadline {
        if !matches!(child.try_wait(), Ok(None)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
}

#[derive(Debug, PartialEq, Eq)]
enum ProcessKind {
    Gone,
    Postgres,
    Other,
}

/// What runs under a pid, from `/proc` (a zombie counts as gone).
fn process_kind(pid: i32) -> ProcessKind {
    let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return ProcessKind::Gone;
    };
    let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
        return ProcessKind::Gone;
    };
    let state = stat[close + 1..].trim_start().chars().next();
    if matches!(state, Some('Z' | 'X')) {
        return ProcessKind::Gone;
    }
    match &stat[open + 1..close] {
        "postgres" | "postmaster" => ProcessKind::Postgres,
        _ => ProcessKind::Other,
    }
}

/// What a postmaster writes in its `postmaster.pid`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockFile {
    pub pid: i32,
    /// Missing while the server is still writing the file.
    pub port: Option<u16>,
    /// `starting`, `ready`, `stopping` or `standby`.
    pub status: String,
}

/// The pid, port and status in `postmaster.pid`.
fn read_lock_file(path: &Path) -> Option<LockFile> {
    let text = fs::read_to_string(path).ok()?;
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    // A negative pid marks a single-user server.
    let pid = lines.first()?.parse::<i32>().ok()?.checked_abs()?;
    Some(LockFile {
        pid,
        port: lines.get(3).and_then(|port| port.parse().ok()),
        status: lines.get(7).copied().unwrap_or_default().to_owned(),
    })
}

/// The postmaster that runs on `pgdata` now, if any: a lock file whose pid
/// is gone or names another program is no server.
pub fn running_postmaster(pgdata: &Path) -> Option<LockFile> {
    let lock = read_lock_file(&pgdata.join("postmaster.pid"))?;
    (process_kind(lock.pid) == ProcessKind::Postgres).then_some(lock)
}

/// A start right after a crash can find the previous postmaster still shutting
/// down (a killed program's server gets its parent-death signal and writes its
/// shutdown checkpoint); PostgreSQL would refuse to start ("lock file already
/// exists"). Wait for it instead, with a bound.
fn wait_for_previous_postmaster(
    pgdata: &Path,
    supervision: &Supervision,
) -> Result<(), EmbeddedError> {
    let lock_file = pgdata.join("postmaster.pid");
    let began = Instant::now();
    let mut announced = false;
    loop {
        // No file, or a half-written one: PostgreSQL's own checks decide.
        let Some(LockFile { pid, status, .. }) = read_lock_file(&lock_file) else {
            return Ok(());
        };
        match process_kind(pid) {
            // A stale file: PostgreSQL removes it itself.
            ProcessKind::Gone => return Ok(()),
            ProcessKind::Other => {
                // The pid now belongs to an unrelated program (typical after a
                // container restart); PostgreSQL would take it for a live server.
                tracing::warn!(pid, "removing a stale postmaster.pid");
                fs::remove_file(&lock_file).map_err(io("removing a stale postmaster.pid"))?;
                return Ok(());
            }
            ProcessKind::Postgres => {
                let waited = began.elapsed();
                let shutting_down = status == "stopping";
                if (!shutting_down && waited > PREVIOUS_GRACE) || waited > PREVIOUS_SHUTDOWN_TIMEOUT
                {
                    return Err(EmbeddedError::InUse {
                        pid,
                        dir: pgdata.display().to_string(),
                    });
                }
                if !announced {
                    tracing::info!(pid, %status, "waiting for the previous PostgreSQL to exit");
                    announced = true;
                }
                if supervision.pause(Duration::from_millis(100)) {
                    return Err(EmbeddedError::Stopped);
                }
            }
        }
    }
}

fn find_binaries() -> Option<PathBuf> {
    if let Ok(dir) = std::env::var("PG_BIN_DIR") {
        return Some(PathBuf::from(dir));
    }
    let mut versions: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            (bin.join("postgres").exists() && bin.join("initdb").exists()).then_some((version, bin))
        })
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Some(bin);
    }
    std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .find(|dir| dir.join("postgres").exists() && dir.join("initdb").exists())
    })
}

/// The folder of the server binaries (`postgres`, `initdb`, `pgbench`),
/// installing Debian's package first when they are missing and we may.
pub fn find_or_install_binaries() -> Result<PathBuf, EmbeddedError> {
    if let Some(bin) = find_binaries() {
        return Ok(bin);
    }
    if !Uid::effective().is_root() {
        return Err(EmbeddedError::NoBinaries(
            "install the 'postgresql' package, or set DATABASE_URL".into(),
        ));
    }
    tracing::info!("PostgreSQL server binaries missing: installing the 'postgresql' package");
    for args in [
        vec!["update", "-q"],
        vec![
            "install",
            "-y",
            "-q",
            "--no-install-recommends",
            "postgresql",
        ],
    ] {
        let status = Command::new("apt-get")
            .args(&args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .stdin(Stdio::null())
            .status()
            .map_err(|error| EmbeddedError::NoBinaries(error.to_string()))?;
        if !status.success() {
            return Err(EmbeddedError::NoBinaries(format!(
                "apt-get {} exited with {status}",
                args.join(" ")
            )));
        }
    }
    find_binaries().ok_or_else(|| EmbeddedError::NoBinaries("installed, yet not found".into()))
}

#[derive(Clone, Copy, Debug)]
struct RunAs {
    uid: Uid,
    gid: Gid,
}

/// PostgreSQL will not run as root: then run it as the `postgres` user.
fn run_as_user() -> Result<Option<RunAs>, EmbeddedError> {
    if !Uid::effective().is_root() {
        return Ok(None);
    }
    let user = User::from_name("postgres")
        .ok()
        .flatten()
        .ok_or(EmbeddedError::NoUser)?;
    Ok(Some(RunAs {
        uid: user.uid,
        gid: user.gid,
    }))
}

/// Running as root, the server runs as `postgres`, which must be able to walk
/// down to its data. Under a private folder (such as /root) it cannot: then the
/// cluster lives in /var/lib/scriptorium instead, one folder per data folder.
fn reachable_dir(dir: &Path, other_user: bool) -> Result<PathBuf, EmbeddedError> {
    let dir = fs::canonicalize(dir).map_err(io("resolving the data folder"))?;
    let walkable = dir.ancestors().skip(1).all(|ancestor| {
        fs::metadata(ancestor)
            .map(|meta| meta.permissions().mode() & 0o001 != 0)
            .unwrap_or(false)
    });
    if !other_user || walkable {
        return Ok(dir);
    }
    let name: String = dir
        .to_string_lossy()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let fallback = Path::new("/var/lib/scriptorium").join(name);
    tracing::warn!(
        "the postgres user cannot reach {}; keeping the cluster in {}",
        dir.display(),
        fallback.display()
    );
    fs::create_dir_all(&fallback).map_err(io("creating the fallback data folder"))?;
    Ok(fallback)
}

fn read_or_create_password(dir: &Path) -> Result<String, EmbeddedError> {
    let path = dir.join("pg-password");
    if let Ok(password) = fs::read_to_string(&path) {
        return Ok(password.trim().to_owned());
    }
    let password = crate::support::crypto::random_token();
    let mut file = fs::File::create(&path).map_err(io("writing the password file"))?;
    file.write_all(password.as_bytes())
        .map_err(io("writing the password file"))?;
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600))
        .map_err(io("protecting the password file"))?;
    Ok(password)
}

fn init_cluster(
    bin: &Path,
    pgdata: &Path,
    password: &str,
    run_as: Option<&RunAs>,
) -> Result<(), EmbeddedError> {
    fs::create_dir_all(pgdata).map_err(io("creating pgdata"))?;
    fs::set_permissions(pgdata, fs::Permissions::from_mode(0o700))
        .map_err(io("protecting pgdata"))?;
    let pwfile = pgdata.with_extension("pwfile");
    fs::write(&pwfile, password).map_err(io("writing the initdb password"))?;
    if let Some(user) = run_as {
        for path in [pgdata, pwfile.as_path()] {
            nix::unistd::chown(path, Some(user.uid), Some(user.gid)).map_err(|error| {
                EmbeddedError::Step {
                    step: "handing pgdata to the postgres user",
                    detail: error.to_string(),
                }
            })?;
        }
    }
    let mut command = Command::new(bin.join("initdb"));
    command
        .arg("-D")
        .arg(pgdata)
        .args([
            "-U",
            ROLE,
            "--auth=scram-sha-256",
            "-E",
            "UTF8",
            "--no-locale",
        ])
        .arg(format!("--pwfile={}", pwfile.display()))
        .stdin(Stdio::null());
    if let Some(user) = run_as {
        command.uid(user.uid.as_raw()).gid(user.gid.as_raw());
    }
    let output = command.output().map_err(io("running initdb"))?;
    let _ = fs::remove_file(&pwfile);
    if !output.status.success() {
        return Err(EmbeddedError::Step {
            step: "initdb",
            detail: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    Ok(())
}

fn free_port() -> Result<u16, EmbeddedError> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(io("finding a free port"))?;
    listener
        .local_addr()
        .map(|addr| addr.port())
        .map_err(io("finding a free port"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lock_file_with_pid(pid: u32) -> tempfile::TempDir {
        let pgdata = tempfile::tempdir().expect("temp dir");
        let text = format!("{pid}\n/data\n0\n5432\n/tmp\n127.0.0.1\n0 0\nready\n");
        fs::write(pgdata.path().join("postmaster.pid"), text).expect("lock file");
        pgdata
    }

    #[test]
    fn a_lock_file_whose_pid_now_names_another_program_is_removed() {
        // This test process is alive and is not PostgreSQL.
        let pgdata = lock_file_with_pid(std::process::id());
        wait_for_previous_postmaster(pgdata.path(), &Supervision::new()).expect("no wait");
        assert!(!pgdata.path().join("postmaster.pid").exists());
    }

    #[test]
    fn a_lock_file_of_a_dead_server_is_left_to_postgresql() {
        let mut exited = Command::new("true").spawn().expect("spawn true");
        let pid = exited.id();
        exited.wait().expect("reap true");
        let pgdata = lock_file_with_pid(pid);
        wait_for_previous_postmaster(pgdata.path(), &Supervision::new()).expect("no wait");
        assert!(pgdata.path().join("postmaster.pid").exists());
    }

    #[test]
    fn the_lock_file_gives_pid_port_and_status() {
        let pgdata = lock_file_with_pid(4242);
        assert_eq!(
            read_lock_file(&pgdata.path().join("postmaster.pid")),
            Some(LockFile {
                pid: 4242,
                port: Some(5432),
                status: "ready".to_owned()
            })
        );
    }
}
