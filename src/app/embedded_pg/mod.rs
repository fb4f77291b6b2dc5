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
//!
//! This file is the supervisor and the handle; the machine's set-up for a
//! cluster is `cluster`'s, and the postmaster already on one `postmaster`'s.

mod cluster;
mod postmaster;

pub use cluster::find_or_install_binaries;
pub use postmaster::{running_postmaster, LockFile};

use cluster::{
    free_port, init_cluster, reachable_dir, read_or_create_password, run_as_user, RunAs,
};
use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use postmaster::wait_for_previous_postmaster;
use std::fs;
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
