//! The tools the browser checks need from the machine, installed like the
//! tests' PostgreSQL when they are missing: Debian's Chromium and its
//! WebDriver, a Java runtime for the Nu HTML checker, and the npm packages
//! pinned in `tests/browser/package-lock.json` (axe-core, vnu-jar).

use nix::fcntl::{Flock, FlockArg};
use nix::unistd::Uid;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// Installs happen one at a time in this process; apt and npm also take a
/// file lock so that two test runs on one machine do not install at once.
static INSTALLING: Mutex<()> = Mutex::new(());

fn exclusive_lock(name: &str) -> Flock<File> {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}.lock"));
    let file = File::create(&path).unwrap_or_else(|error| panic!("create {path:?}: {error}"));
    Flock::lock(file, FlockArg::LockExclusive)
        .unwrap_or_else(|(_, errno)| panic!("lock {path:?}: {errno}"))
}

fn run(command: &mut Command) {
    let status = command
        .stdin(Stdio::null())
        .status()
        .unwrap_or_else(|error| panic!("start {command:?}: {error}"));
    assert!(status.success(), "{command:?} exited with {status}");
}

/// Installs the Debian `packages` unless every one of `wanted` exists.
fn apt_install_unless_present(wanted: &[&str], packages: &[&str]) {
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

pub fn ensure_chromium() {
    apt_install_unless_present(&[CHROMIUM, CHROMEDRIVER], &["chromium", "chromium-driver"]);
}

/// The `java` to run vnu.jar with.
pub fn ensure_java() -> PathBuf {
    let on_path = Command::new("java")
        .arg("-version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    if !on_path {
        apt_install_unless_present(&["/usr/bin/java"], &["default-jre-headless"]);
    }
    PathBuf::from("java")
}

/// `tests/browser`, where package.json and node_modules live.
pub fn checkers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser")
}

pub fn axe_script() -> PathBuf {
    checkers_dir().join("node_modules/axe-core/axe.min.js")
}

pub fn vnu_jar() -> PathBuf {
    checkers_dir().join("node_modules/vnu-jar/build/dist/vnu.jar")
}

/// `.ci/run` installs the npm packages; a plain `cargo test` on a fresh
/// checkout does it here, from the lock file.
pub fn ensure_npm_packages() {
    let _one_at_a_time = INSTALLING
        .lock()
        .unwrap_or_else(|poison| poison.into_inner());
    if axe_script().exists() && vnu_jar().exists() {
        return;
    }
    let _lock = exclusive_lock("npm-install");
    if axe_script().exists() && vnu_jar().exists() {
        return;
    }
    // vnu-jar's install script would download a Java runtime; the machine's
    // own Java runs the jar, so scripts are skipped.
    run(Command::new("npm")
        .args([
            "ci",
            "--ignore-scripts",
            "--no-audit",
            "--no-fund",
            "--prefix",
        ])
        .arg(checkers_dir()));
    assert!(
        axe_script().exists(),
        "{:?} missing after npm ci",
        axe_script()
    );
    assert!(vnu_jar().exists(), "{:?} missing after npm ci", vnu_jar());
}
