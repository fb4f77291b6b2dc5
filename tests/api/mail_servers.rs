//! Real servers for the tests of play by reply, from Debian like the
//! suite's PostgreSQL (installed by apt when missing): a DNS server
//! (dnsmasq) holding the SPF, DKIM and DMARC records of the players' mail
//! domains, and an IMAP server (Dovecot) holding a reply mailbox behind
//! TLS with a certificate of the test's own authority. Each runs in the
//! foreground from a temporary folder and is killed when dropped.

#[path = "../support/apt.rs"]
mod apt;

use std::net::{TcpListener, TcpStream, UdpSocket};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const DNSMASQ: &str = "/usr/sbin/dnsmasq";
const DOVECOT: &str = "/usr/sbin/dovecot";

/// A port free on 127.0.0.1 for both TCP and UDP (DNS answers on both).
fn free_port() -> u16 {
    loop {
        let tcp = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let port = tcp.local_addr().unwrap().port();
        if UdpSocket::bind(("127.0.0.1", port)).is_ok() {
            return port;
        }
    }
}

fn wait_for_tcp(port: u16, child: &mut Child, what: &str) {
    let started = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = child.try_wait() {
            panic!("{what} exited at start: {status}");
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{what} did not listen on {port}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A DNS server answering for the given TXT records, authoritative for
/// `.test` (any other name there does not exist).
pub struct Dns {
    child: Child,
    pub port: u16,
}

impl Dns {
    pub fn start(records: &[(&str, &str)]) -> Dns {
        apt::apt_install_unless_present(&[DNSMASQ], &["dnsmasq-base"]);
        let port = free_port();
        let mut command = Command::new(DNSMASQ);
        command
            .args([
                "--keep-in-foreground",
                "--conf-file=/dev/null",
                "--no-resolv",
                "--no-hosts",
                "--no-poll",
                "--bind-interfaces",
                "--listen-address=127.0.0.1",
                "--pid-file=",
                "--local=/test/",
                "--user=root",
            ])
            .arg(format!("--port={port}"));
        for (name, text) in records {
            // One string each: dnsmasq would split a text at its commas,
            // and quotes on a command line are taken literally.
            assert!(!text.contains(','), "{text}");
            command.arg(format!("--txt-record={name},{text}"));
        }
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start dnsmasq");
        wait_for_tcp(port, &mut child, "dnsmasq");
        Dns { child, port }
    }

    pub fn address(&self) -> std::net::SocketAddr {
        std::net::SocketAddr::from(([127, 0, 0, 1], self.port))
    }
}

impl Drop for Dns {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An IMAP server with one mailbox (`replies`), on TLS only.
pub struct Imap {
    child: Child,
    _dir: tempfile::TempDir,
    pub port: u16,
    /// The certificate of the authority that signed the server's.
    pub ca: PathBuf,
    pub user: &'static str,
    pub password: &'static str,
    maildir: PathBuf,
    delivered: std::sync::atomic::AtomicUsize,
}

fn openssl(dir: &Path, args: &[&str]) {
    let status = Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("run openssl");
    assert!(status.success(), "openssl {args:?}: {status}");
}

impl Imap {
    pub fn start() -> Imap {
        apt::apt_install_unless_present(&[DOVECOT], &["dovecot-imapd", "openssl"]);
        let dir = tempfile::tempdir().expect("a folder for dovecot");
        let root = dir.path();
        // An authority of our own, and the server's certificate for
        // "localhost" signed by it (an authority is not a server's
        // certificate: TLS libraries refuse one used as the other).
        let ec = [
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
        ];
        let mut ca_args = vec!["req", "-x509"];
        ca_args.extend(ec);
        ca_args.extend([
            "-keyout",
            "ca.key",
            "-out",
            "ca.pem",
            "-days",
            "2",
            "-subj",
            "/CN=Test CA",
        ]);
        openssl(root, &ca_args);
        let mut request = vec!["req"];
        request.extend(ec);
        request.extend([
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
            "-subj",
            "/CN=localhost",
        ]);
        openssl(root, &request);
        std::fs::write(root.join("server.ext"), "subjectAltName=DNS:localhost\n").unwrap();
        openssl(
            root,
            &[
                "x509",
                "-req",
                "-in",
                "server.csr",
                "-CA",
                "ca.pem",
                "-CAkey",
                "ca.key",
                "-CAcreateserial",
                "-out",
                "server.pem",
                "-days",
                "2",
                "-extfile",
                "server.ext",
            ],
        );
        let mail = root.join("mail");
        for sub in ["new", "cur", "tmp"] {
            std::fs::create_dir_all(mail.join("replies").join(sub)).unwrap();
        }
        std::fs::create_dir_all(root.join("run")).unwrap();
        // Dovecot will not open mail as root; the mailbox belongs to nobody.
        Command::new("chown")
            .args(["-R", "nobody:nogroup"])
            .arg(&mail)
            .status()
            .expect("chown");
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(root, std::fs::Permissions::from_mode(0o755)).unwrap();
        let (user, password) = ("replies", "a long test secret");
        std::fs::write(root.join("users"), format!("{user}:{{PLAIN}}{password}\n")).unwrap();
        let port = free_port();
        let r = root.display();
        let config = format!(
            "protocols = imap
listen = 127.0.0.1
base_dir = {r}/run
state_dir = {r}/run/state
log_path = {r}/dovecot.log
ssl = required
ssl_cert = <{r}/server.pem
ssl_key = <{r}/server.key
auth_mechanisms = plain login
first_valid_uid = 1
mail_location = maildir:{r}/mail/%u
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%u {r}/users
}}
userdb {{
  driver = static
  args = uid=nobody gid=nogroup home={r}/mail/%u
}}
service imap-login {{
  inet_listener imap {{
    port = 0
  }}
  inet_listener imaps {{
    port = {port}
    ssl = yes
  }}
}}
service stats {{
  unix_listener stats-reader {{
    mode = 0666
  }}
  unix_listener stats-writer {{
    mode = 0666
  }}
}}
"
        );
        let config_path = root.join("dovecot.conf");
        std::fs::write(&config_path, config).unwrap();
        let mut child = Command::new(DOVECOT)
            .arg("-F")
            .arg("-c")
            .arg(&config_path)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start dovecot");
        wait_for_tcp(port, &mut child, "dovecot");
        Imap {
            child,
            maildir: mail.join("replies"),
            delivered: std::sync::atomic::AtomicUsize::new(0),
            ca: root.join("ca.pem"),
            _dir: dir,
            port,
            user,
            password,
        }
    }
}

impl Imap {
    /// Delivers `raw` into the mailbox as a local delivery agent does
    /// (Maildir: written in `tmp`, then moved into `new`).
    pub fn deliver(&self, raw: &[u8]) {
        let n = self
            .delivered
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let name = format!("{}.{n}.test", std::process::id());
        let tmp = self.maildir.join("tmp").join(&name);
        std::fs::write(&tmp, raw).unwrap();
        Command::new("chown")
            .arg("nobody:nogroup")
            .arg(&tmp)
            .status()
            .expect("chown");
        std::fs::rename(&tmp, self.maildir.join("new").join(&name)).unwrap();
    }

    /// Messages in the mailbox (not yet expunged).
    pub fn messages(&self) -> usize {
        ["new", "cur"]
            .into_iter()
            .map(|sub| std::fs::read_dir(self.maildir.join(sub)).map_or(0, Iterator::count))
            .sum()
    }
}

impl Drop for Imap {
    fn drop(&mut self) {
        // TERM, so the master stops its login and mail processes too.
        let _ = nix::sys::signal::kill(
            nix::unistd::Pid::from_raw(self.child.id() as i32),
            nix::sys::signal::Signal::SIGTERM,
        );
        let _ = self.child.wait();
    }
}
