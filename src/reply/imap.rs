//! Replies read from an IMAP mailbox (`INBOUND_IMAP_*`), for hosts that
//! give a mailbox (a catch-all for `play+…@INBOUND_DOMAIN`, or a provider's
//! plus-addressing) rather than a port 25 to listen on. Every
//! `INBOUND_IMAP_EVERY` the poller logs in, reads each message in the
//! mailbox through the same `receive` as the SMTP receiver, and deletes
//! what it has read. A message whose reading failed on the database stays
//! for the next round; the `inbound_mail` record of its Message-ID makes
//! sure that a message read twice (a lost delete, two instances polling
//! one mailbox) acts once.

use super::receive::{receive, Envelope, MAX_BYTES};
use super::verify::Verifier;
use crate::games::state_cache::StateCache;
use futures_util::TryStreamExt;
use mail_parser::{HeaderValue, MessageParser};
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, ServerName};
use secrecy::{ExposeSecret, SecretString};
use sqlx::PgPool;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_rustls::rustls::{ClientConfig, RootCertStore};
use tokio_rustls::TlsConnector;

/// The mailbox replies arrive in.
#[derive(Clone, Debug)]
pub struct ImapSettings {
    pub host: String,
    pub port: u16,
    /// TLS from the first byte (`INBOUND_IMAP_TLS`, on by default, port
    /// 993); off only for a server on the same machine or network.
    pub tls: bool,
    /// A certificate authority to trust besides the public ones
    /// (`INBOUND_IMAP_CA`, a PEM file), for a mail host with a private CA.
    pub extra_ca: Option<PathBuf>,
    pub username: String,
    pub password: SecretString,
    pub mailbox: String,
    /// How often the mailbox is read (`INBOUND_IMAP_EVERY`, seconds).
    pub every: Duration,
}

/// Why a round of reading failed (it is tried again next round).
#[derive(Debug, thiserror::Error)]
pub enum ImapError {
    #[error("connecting to the mailbox: {0}")]
    Connect(#[from] std::io::Error),
    #[error("the mailbox server: {0}")]
    Protocol(#[from] async_imap::error::Error),
    #[error("the mailbox server refused the login: {0}")]
    Login(async_imap::error::Error),
    #[error("the mailbox certificate authority: {0}")]
    Certificate(String),
    #[error("the mailbox server closed the connection before greeting")]
    NoGreeting,
}

/// What one round did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Round {
    /// Messages read (whatever became of them) and deleted.
    pub read: usize,
    /// Messages left for the next round (the database failed).
    pub kept: usize,
}

/// Reads the mailbox every `settings.every`, for as long as the program runs.
pub async fn run(settings: ImapSettings, pool: PgPool, verifier: Option<Arc<Verifier>>) {
    let states = StateCache::default();
    let mut ticks = tokio::time::interval(settings.every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match poll_once(&settings, &pool, &states, verifier.as_deref()).await {
            Ok(round) if round.read + round.kept > 0 => {
                tracing::info!(
                    read = round.read,
                    kept = round.kept,
                    "replies read from the mailbox"
                );
            }
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "the reply mailbox could not be read"),
        }
    }
}

/// One round: log in, read and delete every message, log out.
pub async fn poll_once(
    settings: &ImapSettings,
    pool: &PgPool,
    states: &StateCache,
    verifier: Option<&Verifier>,
) -> Result<Round, ImapError> {
    let tcp = TcpStream::connect((settings.host.as_str(), settings.port)).await?;
    if settings.tls {
        let connector = TlsConnector::from(Arc::new(tls_config(settings)?));
        let name = ServerName::try_from(settings.host.clone())
            .map_err(|error| ImapError::Certificate(error.to_string()))?;
        let stream = connector.connect(name, tcp).await?;
        read_mailbox(stream, settings, pool, states, verifier).await
    } else {
        read_mailbox(tcp, settings, pool, states, verifier).await
    }
}

fn tls_config(settings: &ImapSettings) -> Result<ClientConfig, ImapError> {
    let mut roots = RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(path) = &settings.extra_ca {
        for certificate in CertificateDer::pem_file_iter(path)
            .map_err(|error| ImapError::Certificate(format!("{}: {error}", path.display())))?
        {
            let certificate = certificate
                .map_err(|error| ImapError::Certificate(format!("{}: {error}", path.display())))?;
            roots
                .add(certificate)
                .map_err(|error| ImapError::Certificate(error.to_string()))?;
        }
    }
    // The provider is named: the program links two (ring, aws-lc-rs), and
    // rustls will not guess between them.
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    Ok(ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|error| ImapError::Certificate(error.to_string()))?
        .with_root_certificates(roots)
        .with_no_client_auth())
}

async fn read_mailbox<S>(
    stream: S,
    settings: &ImapSettings,
    pool: &PgPool,
    states: &StateCache,
    verifier: Option<&Verifier>,
) -> Result<Round, ImapError>
where
    S: AsyncRead + AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    let mut client = async_imap::Client::new(stream);
    client.read_response().await?.ok_or(ImapError::NoGreeting)?;
    let mut session = client
        .login(&settings.username, settings.password.expose_secret())
        .await
        .map_err(|(error, _)| ImapError::Login(error))?;
    session.select(&settings.mailbox).await?;
    let mut uids: Vec<u32> = session.uid_search("UNDELETED").await?.into_iter().collect();
    uids.sort_unstable();
    let mut round = Round::default();
    if uids.is_empty() {
        session.logout().await?;
        return Ok(round);
    }
    // Every size in one command: a message too large to be a reply is
    // deleted unread, as the SMTP receiver drops it.
    let listed = uids
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let sizes: Vec<(u32, usize)> = session
        .uid_fetch(&listed, "RFC822.SIZE")
        .await?
        .try_collect::<Vec<_>>()
        .await?
        .iter()
        .filter_map(|fetch| Some((fetch.uid?, fetch.size? as usize)))
        .collect();
    for (uid, size) in sizes {
        let handled = if size > MAX_BYTES {
            tracing::warn!(
                size,
                "a reply larger than {MAX_BYTES} bytes was deleted unread"
            );
            true
        } else {
            let fetches: Vec<_> = session
                .uid_fetch(uid.to_string(), "BODY.PEEK[]")
                .await?
                .try_collect()
                .await?;
            match fetches.first().and_then(|fetch| fetch.body()) {
                Some(raw) => {
                    let envelope = envelope_of(raw);
                    match receive(pool, states, verifier, &envelope, raw).await {
                        Ok(_) => true,
                        Err(error) => {
                            tracing::error!(%error, "a reply could not be read now");
                            false
                        }
                    }
                }
                None => true,
            }
        };
        if handled {
            session
                .uid_store(uid.to_string(), "+FLAGS.SILENT (\\Seen \\Deleted)")
                .await?
                .try_collect::<Vec<_>>()
                .await?;
            round.read += 1;
        } else {
            round.kept += 1;
        }
    }
    if round.read > 0 {
        session.expunge().await?.try_collect::<Vec<_>>().await?;
    }
    session.logout().await?;
    Ok(round)
}

/// The envelope a mailbox keeps of a message: the sender from
/// `Return-Path` (empty for a bounce), the recipients from the delivery
/// headers and `To`/`Cc`. No connecting host: SPF cannot be judged here.
fn envelope_of(raw: &[u8]) -> Envelope {
    let Some(message) = MessageParser::default().parse_headers(raw) else {
        return Envelope::default();
    };
    let header_text = |name: &str| -> Vec<String> {
        message
            .header_values(name)
            .filter_map(|value| match value {
                HeaderValue::Text(text) => Some(text.to_string()),
                HeaderValue::Address(address) => Some(
                    address
                        .iter()
                        .filter_map(|one| one.address())
                        .collect::<Vec<_>>()
                        .join(","),
                ),
                _ => None,
            })
            .flat_map(|text| {
                text.split(',')
                    .map(|one| one.trim().trim_matches(['<', '>']).to_owned())
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let sender = match message.header_raw("Return-Path") {
        Some(path) => path.trim().trim_matches(['<', '>']).to_owned(),
        None => header_text("From").into_iter().next().unwrap_or_default(),
    };
    let recipients = ["Delivered-To", "X-Original-To", "To", "Cc"]
        .into_iter()
        .flat_map(header_text)
        .filter(|address| !address.is_empty())
        .collect();
    Envelope {
        sender,
        recipients,
        client: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_envelope_is_read_from_the_delivery_headers() {
        let raw = b"Return-Path: <anna@example.org>\r\nDelivered-To: play+abc@reply.example\r\nFrom: Anna <anna@example.org>\r\nTo: \"Scriptorium\" <play+abc@reply.example>, bob@example.org\r\nSubject: Re\r\n\r\n3\r\n";
        let envelope = envelope_of(raw);
        assert_eq!(envelope.sender, "anna@example.org");
        assert!(envelope
            .recipients
            .contains(&"play+abc@reply.example".to_owned()));
        assert!(envelope.recipients.contains(&"bob@example.org".to_owned()));
        assert!(envelope.client.is_none());
    }

    #[test]
    fn a_bounce_keeps_its_empty_return_path() {
        let raw = b"Return-Path: <>\r\nFrom: MAILER-DAEMON@example.org\r\nTo: play+abc@reply.example\r\n\r\nundeliverable\r\n";
        assert_eq!(envelope_of(raw).sender, "");
    }
}
