//! Settings from environment variables, each with a default that works on a
//! developer's machine. Secrets are wrapped so they never print.

use crate::computer::ComputerCaps;
use crate::mail::worker::Transport;
pub use crate::mail::worker::{SmtpSecurity, SmtpSettings};
pub use crate::reply::imap::ImapSettings;
use ipnet::IpNet;
use secrecy::{ExposeSecret, SecretString};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

#[derive(Clone, Debug)]
pub struct Settings {
    /// Where to listen, `127.0.0.1:8080` by default; port 0 picks a free one.
    pub bind: String,
    /// The address users reach the service at, used in emails.
    pub base_url: Option<String>,
    /// An external PostgreSQL. Without it the program runs its own.
    pub database_url: Option<SecretString>,
    /// Where the embedded PostgreSQL, the mail folder and the key live.
    pub data_dir: PathBuf,
    /// Key for session cookies and signed links (64+ bytes). Generated and kept
    /// in the data folder when not given, so sessions survive restarts.
    pub secret_key: Option<SecretString>,
    pub smtp: Option<SmtpSettings>,
    pub mail_from: String,
    /// Whether session cookies carry the `Secure` flag (on behind HTTPS).
    pub secure_cookies: bool,
    /// Offer the test game in the lobby (tests and local demos).
    pub enable_test_game: bool,
    /// Run the outbox worker and the deadline sweeper in this instance.
    pub run_workers: bool,
    /// When reminders go out before a deadline, e.g. `50%,24h`.
    pub reminders: String,
    /// Each player's vacation allowance, in days a year
    /// (`VACATION_DAYS_PER_YEAR`; see `clocks::vacation`).
    pub vacation_days_per_year: u32,
    /// How long a request waits for a database connection before answering
    /// 503 "temporarily unavailable".
    pub db_acquire_timeout: Duration,
    /// How many database connections the instance keeps at most
    /// (`DB_POOL_SIZE`, see `store::DEFAULT_POOL_SIZE`).
    pub db_pool_size: u32,
    /// Reverse proxies whose `X-Forwarded-For`/`Forwarded` headers are
    /// believed (IPs or CIDRs). Empty by default: the TCP peer is the client,
    /// because anyone can send those headers.
    pub trusted_proxies: Vec<IpNet>,
    /// How long the strong computer player thinks about one decision.
    pub computer_think: Duration,
    /// How many games with a computer player one account may have under way
    /// and start per hour (`COMPUTER_GAMES_PER_ACCOUNT`, `COMPUTER_GAMES_PER_HOUR`).
    pub computer_caps: ComputerCaps,
    /// Take push endpoints on plain http or local addresses
    /// (`PUSH_ALLOW_INSECURE_ENDPOINTS`): only for a test push service, since
    /// the server posts to whatever address a device gives.
    pub push_allow_insecure: bool,
    /// Take webhooks on plain http or local addresses
    /// (`WEBHOOKS_ALLOW_INSECURE`): only for test receivers, since the
    /// server posts to whatever address a player gives. Off by default.
    pub webhooks_allow_insecure: bool,
    /// Play by reply: the mail domain of reply addresses
    /// (`play+<token>@INBOUND_DOMAIN`, `INBOUND_DOMAIN`); without it turn
    /// mails carry no reply address.
    pub inbound_domain: Option<String>,
    /// Where the embedded SMTP receiver of replies listens
    /// (`INBOUND_SMTP_BIND`, e.g. `0.0.0.0:25` behind the domain's MX); off
    /// unless set.
    pub inbound_smtp_bind: Option<String>,
    /// The receiver's bounds in time and connections (its defaults; the
    /// tests shorten them).
    pub inbound_smtp_limits: crate::reply::smtp::Limits,
    /// Check SPF, DKIM and DMARC on replies (`INBOUND_VERIFY`; on by
    /// default once `INBOUND_DOMAIN` is set; see `reply::verify`).
    pub inbound_verify: bool,
    /// The DNS resolvers those checks ask (`INBOUND_DNS`, `host[:port]`,
    /// comma-separated); the system's (`/etc/resolv.conf`) when empty.
    pub inbound_dns: Vec<SocketAddr>,
    /// Mail relays (IPs or CIDRs, `INBOUND_TRUSTED_RELAYS`) that pass
    /// replies on to the SMTP receiver, your own MTA in front of it: their
    /// mail is judged by DKIM alone, since SPF can only judge the host that
    /// connects, and that is the relay. Empty by default: every connection
    /// is a sender's server delivering straight to the receiver.
    pub inbound_trusted_relays: Vec<IpNet>,
    /// The administrators: accounts whose confirmed address is listed
    /// (`ADMIN_EMAILS`, comma-separated) see the admin pages.
    pub admins: crate::moderation::admin::Admins,
    /// Replies read from an IMAP mailbox (`INBOUND_IMAP_*`), for hosts that
    /// give a mailbox rather than a port 25.
    pub inbound_imap: Option<ImapSettings>,
    /// The bearer token that reads `/metrics` (`METRICS_TOKEN`, at least
    /// [`METRICS_TOKEN_MIN_LEN`] characters); without it `/metrics` is off
    /// (404) on the main listener.
    pub metrics_token: Option<SecretString>,
    /// A second listener that serves only `/metrics`, without a token
    /// (`METRICS_BIND`, e.g. `10.0.0.5:9090` on a private network); off
    /// unless set.
    pub metrics_bind: Option<String>,
    /// How often the embedded default backs itself up into
    /// `DATA_DIR/backups` (`BACKUP_EVERY`, e.g. `24h`); `None` (`0`, `off`)
    /// turns the schedule off. Only the embedded cluster is backed up on a
    /// schedule: an external database is its operator's to back up.
    pub backup_every: Option<Duration>,
    /// How many scheduled backups are kept, the newest (`BACKUP_KEEP`).
    pub backup_keep: u32,
}

/// The shortest `METRICS_TOKEN` taken: `/metrics` has no budget of guesses,
/// so the token's length is what keeps guessing out.
pub const METRICS_TOKEN_MIN_LEN: usize = 16;

/// How the log is written (`LOG_FORMAT`): lines for a person to read, or
/// one JSON object per line for a log collector.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    Human,
    Json,
}

impl LogFormat {
    /// Read before the settings, since the log is set up first.
    pub fn from_env() -> Result<LogFormat, ConfigError> {
        LogFormat::parse(var("LOG_FORMAT").as_deref())
    }

    /// `None` (unset or empty): the human format.
    pub fn parse(value: Option<&str>) -> Result<LogFormat, ConfigError> {
        match value.map(str::trim) {
            None | Some("human") => Ok(LogFormat::Human),
            Some("json") => Ok(LogFormat::Json),
            Some(other) => Err(ConfigError::Invalid {
                name: "LOG_FORMAT",
                reason: format!("expected human or json, got {other:?}"),
            }),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{name} is not valid: {reason}")]
    Invalid { name: &'static str, reason: String },
}

fn var(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .filter(|value| !value.trim().is_empty())
}

/// A duration in seconds, fractions allowed (`2`, `0.5`).
fn seconds(name: &'static str, default: Duration) -> Result<Duration, ConfigError> {
    let Some(text) = var(name) else {
        return Ok(default);
    };
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| (0.1..=300.0).contains(seconds))
        .map(Duration::from_secs_f64)
        .ok_or_else(|| ConfigError::Invalid {
            name,
            reason: format!("expected a number of seconds from 0.1 to 300, got {text:?}"),
        })
}

/// A whole number from 1 to 10 000.
fn count(name: &'static str, default: u32) -> Result<u32, ConfigError> {
    let Some(text) = var(name) else {
        return Ok(default);
    };
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|count| (1..=10_000).contains(count))
        .ok_or_else(|| ConfigError::Invalid {
            name,
            reason: format!("expected a whole number from 1 to 10000, got {text:?}"),
        })
}

fn flag(name: &'static str, default: bool) -> Result<bool, ConfigError> {
    match var(name).as_deref() {
        None => Ok(default),
        Some("1" | "true" | "yes" | "on") => Ok(true),
        Some("0" | "false" | "no" | "off") => Ok(false),
        Some(other) => Err(ConfigError::Invalid {
            name,
            reason: format!("expected true or false, got {other:?}"),
        }),
    }
}

/// Parses `TRUSTED_PROXIES`: comma-separated IPs (`10.0.0.5`) or networks
/// (`10.0.0.0/8`, `fd00::/8`).
pub fn parse_trusted_proxies(list: &str) -> Result<Vec<IpNet>, ConfigError> {
    list.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.parse::<IpNet>()
                .or_else(|_| item.parse::<IpAddr>().map(IpNet::from))
                .map_err(|_| ConfigError::Invalid {
                    name: "TRUSTED_PROXIES",
                    reason: format!("{item:?} is neither an IP address nor a network"),
                })
        })
        .collect()
}

/// Parses `INBOUND_TRUSTED_RELAYS`, written like `TRUSTED_PROXIES`.
pub fn parse_trusted_relays(list: &str) -> Result<Vec<IpNet>, ConfigError> {
    parse_trusted_proxies(list).map_err(|ConfigError::Invalid { reason, .. }| {
        ConfigError::Invalid {
            name: "INBOUND_TRUSTED_RELAYS",
            reason,
        }
    })
}

/// Parses `INBOUND_DNS`: comma-separated resolvers, `1.1.1.1` or
/// `127.0.0.1:5353` (port 53 when none is given).
pub fn parse_resolvers(list: &str) -> Result<Vec<SocketAddr>, ConfigError> {
    list.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.parse::<SocketAddr>()
                .or_else(|_| item.parse::<IpAddr>().map(|ip| SocketAddr::new(ip, 53)))
                .map_err(|_| ConfigError::Invalid {
                    name: "INBOUND_DNS",
                    reason: format!("{item:?} is not an IP address (with or without a port)"),
                })
        })
        .collect()
}

/// The IMAP mailbox replies are read from, when `INBOUND_IMAP_HOST` is set.
fn imap_settings() -> Result<Option<ImapSettings>, ConfigError> {
    let Some(host) = var("INBOUND_IMAP_HOST") else {
        return Ok(None);
    };
    let tls = flag("INBOUND_IMAP_TLS", true)?;
    let port = match var("INBOUND_IMAP_PORT") {
        None => {
            if tls {
                993
            } else {
                143
            }
        }
        Some(port) => port.trim().parse().map_err(|_| ConfigError::Invalid {
            name: "INBOUND_IMAP_PORT",
            reason: format!("{port:?} is not a port number"),
        })?,
    };
    let required = |name: &'static str| {
        var(name).ok_or(ConfigError::Invalid {
            name,
            reason: "it is needed with INBOUND_IMAP_HOST".into(),
        })
    };
    Ok(Some(ImapSettings {
        host,
        port,
        tls,
        extra_ca: var("INBOUND_IMAP_CA").map(PathBuf::from),
        username: required("INBOUND_IMAP_USER")?,
        password: SecretString::from(required("INBOUND_IMAP_PASSWORD")?),
        mailbox: var("INBOUND_IMAP_MAILBOX").unwrap_or_else(|| "INBOX".into()),
        every: seconds("INBOUND_IMAP_EVERY", Duration::from_secs(60))?,
    }))
}

/// The default of `BACKUP_EVERY`: a day.
pub const DEFAULT_BACKUP_EVERY: Duration = Duration::from_secs(24 * 3600);
/// The shortest `BACKUP_EVERY` taken: each backup is a whole copy of the
/// database, so a schedule tighter than this is a mistake, not a policy.
pub const MIN_BACKUP_EVERY: Duration = Duration::from_secs(60);

/// Parses `BACKUP_EVERY`: a whole number of minutes, hours or days (`30m`,
/// `24h`, `7d`), or `0`/`off` for no schedule; `None` (unset or empty) is
/// the default, a day.
pub fn parse_backup_every(value: Option<&str>) -> Result<Option<Duration>, ConfigError> {
    let Some(text) = value.map(str::trim) else {
        return Ok(Some(DEFAULT_BACKUP_EVERY));
    };
    if matches!(text, "0" | "off") {
        return Ok(None);
    }
    let invalid = || ConfigError::Invalid {
        name: "BACKUP_EVERY",
        reason: format!(
            "expected minutes, hours or days such as 30m, 24h or 7d (at least 1m), \
             or 0 or off for no scheduled backups, got {text:?}"
        ),
    };
    let unit_at = text.len().checked_sub(1).ok_or_else(invalid)?;
    let (number, unit) = text.split_at(unit_at);
    let seconds_per_unit = match unit {
        "m" => 60,
        "h" => 3600,
        "d" => 24 * 3600,
        _ => return Err(invalid()),
    };
    // Digits only: no sign, no fraction, no space before the unit.
    if number.is_empty() || !number.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(invalid());
    }
    let every = number
        .parse::<u64>()
        .ok()
        .and_then(|count| count.checked_mul(seconds_per_unit))
        .map(Duration::from_secs)
        .ok_or_else(invalid)?;
    if every < MIN_BACKUP_EVERY {
        return Err(invalid());
    }
    Ok(Some(every))
}

/// `METRICS_TOKEN`, refused when too short to stand unguessed.
fn metrics_token(token: Option<String>) -> Result<Option<SecretString>, ConfigError> {
    match token {
        Some(token) if token.trim().chars().count() < METRICS_TOKEN_MIN_LEN => {
            Err(ConfigError::Invalid {
                name: "METRICS_TOKEN",
                reason: format!("expected at least {METRICS_TOKEN_MIN_LEN} characters"),
            })
        }
        token => Ok(token.map(|token| SecretString::from(token.trim().to_owned()))),
    }
}

impl Settings {
    pub fn from_env() -> Result<Settings, ConfigError> {
        let smtp = match var("SMTP_HOST") {
            None => None,
            Some(host) => Some(SmtpSettings {
                host,
                port: var("SMTP_PORT")
                    .map(|port| {
                        port.parse().map_err(|_| ConfigError::Invalid {
                            name: "SMTP_PORT",
                            reason: format!("{port:?} is not a port number"),
                        })
                    })
                    .transpose()?,
                security: match var("SMTP_SECURITY").as_deref() {
                    None | Some("starttls") => SmtpSecurity::StartTls,
                    Some("tls") => SmtpSecurity::Tls,
                    Some("plain") => SmtpSecurity::Plain,
                    Some(other) => {
                        return Err(ConfigError::Invalid {
                            name: "SMTP_SECURITY",
                            reason: format!("expected plain, starttls or tls, got {other:?}"),
                        })
                    }
                },
                username: var("SMTP_USERNAME"),
                password: var("SMTP_PASSWORD").map(SecretString::from),
            }),
        };
        Ok(Settings {
            bind: var("BIND").unwrap_or_else(|| "127.0.0.1:8080".into()),
            base_url: var("BASE_URL"),
            database_url: var("DATABASE_URL").map(SecretString::from),
            data_dir: var("DATA_DIR")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from("data")),
            secret_key: var("SECRET_KEY").map(SecretString::from),
            smtp,
            mail_from: var("MAIL_FROM")
                .unwrap_or_else(|| "Scriptorium <noreply@scriptorium.localhost>".into()),
            secure_cookies: flag("SECURE_COOKIES", false)?,
            enable_test_game: flag("ENABLE_TEST_GAME", false)?,
            push_allow_insecure: flag("PUSH_ALLOW_INSECURE_ENDPOINTS", false)?,
            webhooks_allow_insecure: flag("WEBHOOKS_ALLOW_INSECURE", false)?,
            inbound_domain: var("INBOUND_DOMAIN"),
            inbound_smtp_bind: var("INBOUND_SMTP_BIND"),
            inbound_smtp_limits: Default::default(),
            inbound_verify: flag("INBOUND_VERIFY", var("INBOUND_DOMAIN").is_some())?,
            inbound_dns: parse_resolvers(&var("INBOUND_DNS").unwrap_or_default())?,
            inbound_trusted_relays: parse_trusted_relays(
                &var("INBOUND_TRUSTED_RELAYS").unwrap_or_default(),
            )?,
            inbound_imap: imap_settings()?,
            admins: crate::moderation::admin::Admins::parse(
                &var("ADMIN_EMAILS").unwrap_or_default(),
            ),
            metrics_token: metrics_token(var("METRICS_TOKEN"))?,
            metrics_bind: var("METRICS_BIND"),
            backup_every: parse_backup_every(var("BACKUP_EVERY").as_deref())?,
            backup_keep: count("BACKUP_KEEP", 7)?,
            run_workers: flag("RUN_WORKERS", true)?,
            reminders: var("REMINDERS").unwrap_or_else(|| "50%,24h".into()),
            vacation_days_per_year: count("VACATION_DAYS_PER_YEAR", 30)?.min(365),
            db_acquire_timeout: seconds(
                "DB_ACQUIRE_TIMEOUT",
                crate::store::DEFAULT_ACQUIRE_TIMEOUT,
            )?,
            db_pool_size: count("DB_POOL_SIZE", crate::store::DEFAULT_POOL_SIZE)?.min(1_000),
            trusted_proxies: parse_trusted_proxies(&var("TRUSTED_PROXIES").unwrap_or_default())?,
            computer_think: seconds(
                "COMPUTER_THINK_SECONDS",
                Duration::from_millis(scriptorium_games::bot::SERVICE_THINK_MS),
            )?,
            computer_caps: ComputerCaps {
                running: count("COMPUTER_GAMES_PER_ACCOUNT", ComputerCaps::DEFAULT_RUNNING)?,
                per_hour: count("COMPUTER_GAMES_PER_HOUR", ComputerCaps::DEFAULT_PER_HOUR)?,
            },
        })
    }

    pub fn mail_dir(&self) -> PathBuf {
        self.data_dir.join("mail")
    }

    /// The embedded PostgreSQL's folder (its cluster, password and log).
    pub fn embedded_dir(&self) -> PathBuf {
        self.data_dir.join("postgres")
    }

    /// Where backups go unless told otherwise, scheduled ones always.
    pub fn backup_dir(&self) -> PathBuf {
        self.data_dir.join("backups")
    }

    /// Mail goes by SMTP when it is configured, else into the mail folder.
    pub fn mail_transport(&self) -> anyhow::Result<Transport> {
        Transport::new(self.smtp.as_ref(), self.mail_dir())
    }

    pub fn database_url_exposed(&self) -> Option<&str> {
        self.database_url.as_ref().map(|url| url.expose_secret())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trusted_proxies_take_addresses_and_networks() {
        let parsed = parse_trusted_proxies(" 10.0.0.5, 192.168.0.0/16,fd00::/8 ,").unwrap();
        let shown: Vec<String> = parsed.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["10.0.0.5/32", "192.168.0.0/16", "fd00::/8"]);
        assert!(parse_trusted_proxies("").unwrap().is_empty());
    }

    /// The only test of this binary that sets these variables (others read
    /// none of them), so it cannot race another.
    #[test]
    fn replies_are_verified_once_a_domain_is_set_and_a_mailbox_needs_its_login() {
        std::env::remove_var("INBOUND_DOMAIN");
        std::env::remove_var("INBOUND_VERIFY");
        assert!(!Settings::from_env().unwrap().inbound_verify);
        std::env::set_var("INBOUND_DOMAIN", "reply.example.org");
        assert!(Settings::from_env().unwrap().inbound_verify);
        std::env::set_var("INBOUND_VERIFY", "false");
        assert!(!Settings::from_env().unwrap().inbound_verify);
        std::env::set_var("INBOUND_IMAP_HOST", "imap.example.org");
        assert!(Settings::from_env().is_err(), "a mailbox without its login");
        std::env::set_var("INBOUND_IMAP_USER", "replies");
        std::env::set_var("INBOUND_IMAP_PASSWORD", "secret");
        let imap = Settings::from_env().unwrap().inbound_imap.unwrap();
        assert_eq!(
            (imap.port, imap.tls, imap.mailbox.as_str()),
            (993, true, "INBOX")
        );
        assert_eq!(imap.every, Duration::from_secs(60));
        for name in [
            "INBOUND_DOMAIN",
            "INBOUND_VERIFY",
            "INBOUND_IMAP_HOST",
            "INBOUND_IMAP_USER",
            "INBOUND_IMAP_PASSWORD",
        ] {
            std::env::remove_var(name);
        }
    }

    #[test]
    fn resolvers_take_an_address_with_or_without_a_port() {
        let parsed = parse_resolvers("1.1.1.1, 127.0.0.1:5353,[::1]:53").unwrap();
        let shown: Vec<String> = parsed.iter().map(ToString::to_string).collect();
        assert_eq!(shown, ["1.1.1.1:53", "127.0.0.1:5353", "[::1]:53"]);
        assert!(parse_resolvers("dns.example").is_err());
    }

    #[test]
    fn the_log_format_is_human_or_json_and_nothing_else() {
        assert_eq!(LogFormat::parse(None).unwrap(), LogFormat::Human);
        assert_eq!(LogFormat::parse(Some("human")).unwrap(), LogFormat::Human);
        assert_eq!(LogFormat::parse(Some(" json ")).unwrap(), LogFormat::Json);
        let refused = LogFormat::parse(Some("xml")).unwrap_err().to_string();
        assert!(refused.contains("LOG_FORMAT"), "{refused}");
        assert!(refused.contains("\"xml\""), "{refused}");
    }

    #[test]
    fn a_short_metrics_token_is_refused() {
        assert!(metrics_token(None).unwrap().is_none());
        assert!(metrics_token(Some("short".into())).is_err());
        let token = metrics_token(Some("sixteen-chars-ok".into())).unwrap();
        assert_eq!(token.unwrap().expose_secret(), "sixteen-chars-ok");
    }

    #[test]
    fn backup_every_takes_minutes_hours_days_or_off_and_nothing_else() {
        let minutes = |count: u64| Some(Duration::from_secs(count * 60));
        assert_eq!(parse_backup_every(None).unwrap(), minutes(24 * 60));
        assert_eq!(parse_backup_every(Some("30m")).unwrap(), minutes(30));
        assert_eq!(parse_backup_every(Some(" 24h ")).unwrap(), minutes(24 * 60));
        assert_eq!(
            parse_backup_every(Some("7d")).unwrap(),
            minutes(7 * 24 * 60)
        );
        assert_eq!(parse_backup_every(Some("1m")).unwrap(), minutes(1));
        assert_eq!(parse_backup_every(Some("0")).unwrap(), None);
        assert_eq!(parse_backup_every(Some("off")).unwrap(), None);
        for wrong in [
            "",
            "24",
            "h",
            "24 h",
            "1h30m",
            "-5m",
            "+5m",
            "1.5h",
            "30s",
            "0m",
            "2w",
            "daily",
            "OFF",
            "99999999999999999999d",
            "18446744073709551615d",
        ] {
            let refused = parse_backup_every(Some(wrong))
                .expect_err(wrong)
                .to_string();
            assert!(refused.contains("BACKUP_EVERY"), "{refused}");
            assert!(refused.contains(&format!("{wrong:?}")), "{refused}");
        }
    }

    #[test]
    fn a_trusted_proxy_that_is_not_an_address_is_refused() {
        assert!(parse_trusted_proxies("10.0.0.5, proxy.local").is_err());
        assert!(parse_trusted_proxies("10.0.0.0/33").is_err());
        let relays = parse_trusted_relays("10.0.0.5, 2001:db8::/32").unwrap();
        assert_eq!(relays.len(), 2);
        assert!(parse_trusted_relays("mx.example.org")
            .unwrap_err()
            .to_string()
            .starts_with("INBOUND_TRUSTED_RELAYS"));
    }
}
