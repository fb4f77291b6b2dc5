//! The cluster's set-up on this machine: the server binaries (found, or
//! installed from Debian's package), the user the server runs as (not root),
//! a folder that user can reach, the password kept beside the data, the
//! cluster itself (`initdb`, its role and database) and a free port. Apart
//! from the supervisor (`embedded_pg`), which runs a server on what this
//! prepares.

use super::{io, EmbeddedError, ROLE};
use nix::unistd::{Gid, Uid, User};
use std::fs;
use std::io::Write;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
pub(super) struct RunAs {
    pub(super) uid: Uid,
    pub(super) gid: Gid,
}

/// PostgreSQL will not run as root: then run it as the `postgres` user.
pub(super) fn run_as_user() -> Result<Option<RunAs>, EmbeddedError> {
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
pub(super) fn reachable_dir(dir: &Path, other_user: bool) -> Result<PathBuf, EmbeddedError> {
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

pub(super) fn read_or_create_password(dir: &Path) -> Result<String, EmbeddedError> {
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

pub(super) fn init_cluster(
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

pub(super) fn free_port() -> Result<u16, EmbeddedError> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(io("finding a free port"))?;
    listener
        .local_addr()
        .map(|addr| addr.port())
        .map_err(io("finding a free port"))
}
