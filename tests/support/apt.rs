//! Installing what a test needs from the machine, as the tests' PostgreSQL
//! is installed: Debian packages by apt when they are missing, one install
//! at a time (a lock in this process, and a file lock between test runs on
//! one machine). Shared by the browser checks and the API tests.

use nix::fcntl::{Flock, FlockArg};
use nix::unistd::Uid;
use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Mutex;

/// Installs happen one at a time in this process; apt and npm also take a
/// file lock so that two test runs on one machine do not install at once.
pub static INSTALLING: Mutex<()> = Mutex::new(());

pub fn exclusive_lock(name: &str) -> Flock<File> {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.lock"));
    let file = File::create(&path).unwrap_or_else(|error| panic!("create {path:?}: {error}"));
    Flock::lock(file, FlockArg::LockExclusive)
        .unwrap_or_else(|(_, errno)| panic!("lock {path:?}: {errno}"))
}

pub fn run(command: &mut Command) {
    let status = command
        .stdin(Stdio::null())
        .status()
        .unwrap_or_else(|error| panic!("start {command:?}: {error}"));
    assert!(status.success(), "{command:?} exited with {status}");
}

/// Installs the Debian `packages` unless every one of `wanted` exists.
pub fn apt_install_unless_present(wanted: &[&str], packages: &[&str]) {
    let _one_at_a_time = INSTALLING
        .lock()
        .unwrap_or_else(|poison| poison.into_inner());
    if wanted.iter().all(|path| Path::new(path).exists()) {
        return;
    }
    assert!(
        Uid::effective().is_root(),
        "{wanted:?} missing and not running as root: install the Debian packages {packages:?}"
    );
    let _lock = exclusive_lock("apt-install");
    if wanted.iter().all(|path| Path::new(path).exists()) {
        return;
    }
    // Another apt (another test run, an unattended upgrade) may hold dpkg's
    // lock for a while: wait for it rather than fail.
    run(Command::new("apt-get")
        .args(["-q", "-o", "DPkg::Lock::Timeout=600", "update"])
        .env("DEBIAN_FRONTEND", "noninteractive"));
    run(Command::new("apt-get")
        .args([
            "-q",
            "-y",
            "-o",
            "DPkg::Lock::Timeout=600",
            "install",
            "--no-install-recommends",
        ])
        .args(packages)
        .env("DEBIAN_FRONTEND", "noninteractive"));
    for path in wanted {
        assert!(
            Path::new(path).exists(),
            "{path} missing after installing {packages:?}"
        );
    }
}
