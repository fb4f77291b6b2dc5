//! The tools the browser checks need from the machine, installed like the
//! tests' PostgreSQL when they are missing: Debian's Chromium and its
//! WebDriver, a Java runtime for the Nu HTML checker, and the npm packages
//! pinned in `tests/browser/package-lock.json` (axe-core, vnu-jar).

#[path = "../support/apt.rs"]
mod apt;
use apt::{apt_install_unless_present, exclusive_lock, run, INSTALLING};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

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
