//! The embedded default database: with no `DATABASE_URL`, the program runs a
//! private PostgreSQL cluster from the system's server binaries (installing
//! them with apt when they are missing), keeps its data between runs, and stops
//! it on exit.
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
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The role the program creates in its own cluster.
const ROLE: &str = "scriptorium";

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

/// A running private cluster. Dropping it stops the server.
#[derive(Debug)]
pub struct EmbeddedPostgres {
    pid: Pid,
    port: u16,
    password: String,
    exited: std::sync::Mutex<mpsc::Receiver<()>>,
    stopped: bool,
}

impl EmbeddedPostgres {
    /// Starts (creating on first use) the cluster kept in `dir`. Blocking.
    pub fn start(dir: &Path, durability: Durability) -> Result<EmbeddedPostgres, EmbeddedError> {
        let bin = find_or_install_binaries()?;
        let run_as = run_as_user()?;
        fs::create_dir_all(dir).map_err(io("creating the data folder"))?;
        let dir = &reachable_dir(dir, run_as.is_some())?;
        let pgdata = dir.join("pgdata");
        let password = read_or_create_password(dir)?;
        if !pgdata.join("PG_VERSION").exists() {
            init_cluster(&bin, &pgdata, &password, run_as.as_ref())?;
        }
        let port = free_port()?;
        let log_path = dir.join("postgres.log");
        let log = fs::File::create(&log_path).map_err(io("opening the server log"))?;
        let log_err = log.try_clone().map_err(io("opening the server log"))?;
        let mut command = Command::new(bin.join("postgres"));
        command
            .arg("-D")
            .arg(&pgdata)
            .args(["-p", &port.to_string()])
            .args(["-c", "listen_addresses=127.0.0.1"])
            .arg("-c")
            .arg(format!("unix_socket_directories={}", pgdata.display()))
            .args(["-c", "max_connections=300"]);
        if durability == Durability::ThrowAway {
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
        if let Some(user) = &run_as {
            command.uid(user.uid.as_raw()).gid(user.gid.as_raw());
        }
        // SAFETY: prctl is async-signal-safe; it makes the server stop if this
        // process dies without stopping it (a crash, a killed test run).
        unsafe {
            command.pre_exec(|| {
                nix::sys::prctl::set_pdeathsig(Signal::SIGINT).map_err(std::io::Error::from)
            });
        }

        // The parent-death signal fires when the *thread* that spawned the child
        // ends, so spawn it from a thread that lives exactly as long as it.
        let (started_tx, started_rx) = mpsc::channel();
        let (exited_tx, exited_rx) = mpsc::channel();
        std::thread::Builder::new()
            .name("embedded-postgres".into())
            .spawn(move || match command.spawn() {
                Ok(mut child) => {
                    let _ = started_tx.send(Ok(child.id()));
                    let _ = child.wait();
                    let _ = exited_tx.send(());
                }
                Err(error) => {
                    let _ = started_tx.send(Err(error));
                }
            })
            .map_err(io("starting the supervisor thread"))?;
        let pid = started_rx
            .recv()
            .map_err(|_| EmbeddedError::Step {
                step: "starting postgres",
                detail: "the supervisor thread ended".into(),
            })?
            .map_err(io("starting postgres"))?;
        let pid = Pid::from_raw(i32::try_from(pid).unwrap_or(i32::MAX));
        let server = EmbeddedPostgres {
            pid,
            port,
            password,
            exited: std::sync::Mutex::new(exited_rx),
            stopped: false,
        };
        server.wait_until_ready(&bin, &log_path)?;
        Ok(server)
    }

    fn wait_until_ready(&self, bin: &Path, log_path: &Path) -> Result<(), EmbeddedError> {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if self
                .exited
                .lock()
                .is_ok_and(|exited| exited.try_recv().is_ok())
            {
                let log = fs::read_to_string(log_path).unwrap_or_default();
                return Err(EmbeddedError::Step {
                    step: "starting postgres",
                    detail: log.lines().rev().take(10).collect::<Vec<_>>().join(" | "),
                });
            }
            let ready = Command::new(bin.join("pg_isready"))
                .args(["-q", "-h", "127.0.0.1", "-p", &self.port.to_string()])
                .status()
                .map(|status| status.success())
                .unwrap_or(false);
            if ready {
                return Ok(());
            }
            if Instant::now() > deadline {
                return Err(EmbeddedError::Step {
                    step: "waiting for postgres",
                    detail: "not ready after 60 s".into(),
                });
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// A connection URL for one database of the cluster.
    pub fn url(&self, database: &str) -> String {
        format!(
            "postgres://{ROLE}:{}@127.0.0.1:{}/{database}",
            self.password, self.port
        )
    }

    /// Fast shutdown: open transactions are rolled back, data is kept.
    pub fn stop(&mut self) {
        if self.stopped {
            return;
        }
        self.stopped = true;
        if kill(self.pid, Signal::SIGINT).is_ok() {
            if let Ok(exited) = self.exited.lock() {
                let _ = exited.recv_timeout(Duration::from_secs(30));
            }
        }
    }
}

impl Drop for EmbeddedPostgres {
    fn drop(&mut self) {
        self.stop();
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

fn find_or_install_binaries() -> Result<PathBuf, EmbeddedError> {
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
    let password = crate::crypto::random_token();
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
