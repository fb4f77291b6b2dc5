//! The SMTP receiver of replies (`INBOUND_SMTP_BIND`), on the program's own
//! runtime: one task per connection under a tokio accept loop, each command
//! parsed by `smtp-proto` (Stalwart's parser, of the family of the
//! `mail-parser` and `mail-auth` that read and check what arrives).
//!
//! Open to anyone on the internet, so everything it reads is bounded while
//! it is read, never after (RFC 5321 section 4.5.3): a command line at most
//! 512 octets, a line of text 1,000, a message `MAX_BYTES` (advertised with
//! `SIZE` and refused past it); a connection waits `idle` for the next line
//! and lasts `session` in all; a client address holds `per_client`
//! connections and everyone together `in_all`. Whatever breaks a bound is
//! answered and the connection closed: nothing is buffered beyond it.
//!
//! It takes mail only for reply addresses of the configured domain (no
//! relay), and answers 451 (try again later) only when the database or the
//! sender checks' DNS fail, so that no reply is lost then.
//!
//! SPF judges the host that connects, so it counts only for mail a
//! sender's server delivers here itself: a connection from one of the
//! trusted relays (`INBOUND_TRUSTED_RELAYS`, your own MTA in front of the
//! receiver) carries no client to judge, and its mail must prove its
//! sender by DKIM.

use super::receive::{receive, Envelope, MAX_BYTES};
use super::verify::Verifier;
use crate::games::state_cache::StateCache;
use crate::mail::reply_address;
use smtp_proto::Request;
use sqlx::PgPool;
use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

/// A command line, CRLF included (RFC 5321 section 4.5.3.1.4).
pub const MAX_COMMAND_LINE: usize = 512;
/// A line of a message's text, CRLF included (section 4.5.3.1.6).
pub const MAX_TEXT_LINE: usize = 1000;
/// Recipients of one message: a reply has one.
const MAX_RECIPIENTS: usize = 10;
/// Commands refused in a row before the connection is closed.
const MAX_ERRORS: usize = 10;

/// The receiver's bounds in time and connections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How long the receiver waits for the next line.
    pub idle: Duration,
    /// How long a connection may last in all.
    pub session: Duration,
    /// Connections one client address (an IPv6 /64) may hold at once.
    pub per_client: usize,
    /// Connections everyone may hold at once.
    pub in_all: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            // A sending server writes its next line at once; RFC 5321's
            // five minutes are for servers of 1982.
            idle: Duration::from_secs(30),
            session: Duration::from_secs(120),
            per_client: 8,
            in_all: 128,
        }
    }
}

/// What every connection shares.
struct Shared {
    pool: PgPool,
    states: StateCache,
    verifier: Option<Arc<Verifier>>,
    name: String,
    limits: Limits,
    /// Relays whose connections are not the sender's server (no SPF).
    relays: Vec<ipnet::IpNet>,
    /// Connections open, by client (see [`client_key`]), and in all.
    open: Mutex<(HashMap<IpAddr, usize>, usize)>,
}

/// The key a client's connections are counted under: its IPv4 address, or
/// the /64 of its IPv6 address (one host holds a whole /64).
fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut segments = v6.segments();
                segments[4..].fill(0);
                IpAddr::V6(segments.into())
            }
        },
        v4 => v4,
    }
}

/// An address as a relay list names it: an IPv4-mapped IPv6 address is
/// its IPv4 address.
fn unmapped(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// A counted connection: counted down again when dropped.
struct Slot {
    shared: Arc<Shared>,
    key: IpAddr,
}

impl Slot {
    fn take(shared: &Arc<Shared>, ip: IpAddr) -> Option<Slot> {
        let key = client_key(ip);
        let mut open = shared
            .open
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let (by_client, in_all) = &mut *open;
        let mine = by_client.entry(key).or_insert(0);
        if *mine >= shared.limits.per_client || *in_all >= shared.limits.in_all {
            return None;
        }
        *mine += 1;
        *in_all += 1;
        Some(Slot {
            shared: shared.clone(),
            key,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self
            .shared
            .open
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        let (by_client, in_all) = &mut *open;
        if let Some(mine) = by_client.get_mut(&self.key) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                by_client.remove(&self.key);
            }
        }
        *in_all = in_all.saturating_sub(1);
    }
}

/// Whether `address` is a reply address of ours (its token is checked later).
fn ours(address: &str) -> bool {
    let address = address.trim().trim_matches(['<', '>']);
    let Some((local, host)) = address.rsplit_once('@') else {
        return false;
    };
    local
        .to_ascii_lowercase()
        .starts_with(reply_address::PREFIX)
        && reply_address::domain().is_some_and(|domain| host.eq_ignore_ascii_case(domain))
}

/// Starts the receiver on `bind`, on the current runtime; returns the port
/// it listens on.
pub async fn start(
    bind: &str,
    pool: PgPool,
    verifier: Option<Arc<Verifier>>,
    name: &str,
    limits: Limits,
    relays: Vec<ipnet::IpNet>,
) -> io::Result<u16> {
    let listener = TcpListener::bind(bind).await?;
    let port = listener.local_addr()?.port();
    let shared = Arc::new(Shared {
        pool,
        states: StateCache::default(),
        verifier,
        name: name.to_owned(),
        limits,
        relays,
        open: Mutex::new((HashMap::new(), 0)),
    });
    tokio::spawn(accept(listener, shared));
    Ok(port)
}

async fn accept(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let (mut stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                // Out of file descriptors, say: wait rather than spin.
                tracing::warn!(%error, "the reply receiver could not accept");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(slot) = Slot::take(&shared, peer.ip()) else {
            tokio::spawn(async move {
                let _ = tokio::time::timeout(
                    Duration::from_secs(2),
                    stream.write_all(b"421 4.7.0 Too many connections, try again later\r\n"),
                )
                .await;
            });
            continue;
        };
        let shared = shared.clone();
        tokio::spawn(async move {
            let session = shared.limits.session;
            match tokio::time::timeout(session, serve(stream, peer, &shared)).await {
                Ok(Ok(())) | Ok(Err(_)) => {}
                Err(_) => tracing::info!(%peer, "a reply connection ran out of time"),
            }
            drop(slot);
        });
    }
}

/// Why a line could not be read.
enum LineError {
    /// The client closed, failed, or said nothing for `idle`.
    Gone,
    /// The line went past its bound before its end.
    TooLong,
}

/// Reads one line of at most `limit` octets (CRLF included), waiting at
/// most `idle` for each part of it. Nothing past `limit` is ever kept.
async fn read_line(
    reader: &mut BufReader<TcpStream>,
    line: &mut Vec<u8>,
    limit: usize,
    idle: Duration,
) -> Result<(), LineError> {
    line.clear();
    loop {
        let available = match tokio::time::timeout(idle, reader.fill_buf()).await {
            Ok(Ok(available)) if !available.is_empty() => available,
            _ => return Err(LineError::Gone),
        };
        let room = limit - line.len();
        match available.iter().take(room).position(|byte| *byte == b'\n') {
            Some(end) => {
                line.extend_from_slice(&available[..=end]);
                reader.consume(end + 1);
                return Ok(());
            }
            None if available.len() >= room => return Err(LineError::TooLong),
            None => {
                let taken = available.len();
                line.extend_from_slice(available);
                reader.consume(taken);
            }
        }
    }
}

async fn reply(reader: &mut BufReader<TcpStream>, answer: &str) -> io::Result<()> {
    let stream = reader.get_mut();
    stream.write_all(answer.as_bytes()).await?;
    stream.write_all(b"\r\n").await
}

/// One connection, from the greeting to QUIT (or a bound).
async fn serve(stream: TcpStream, peer: SocketAddr, shared: &Shared) -> io::Result<()> {
    let _ = stream.set_nodelay(true);
    let mut reader = BufReader::with_capacity(4096, stream);
    let idle = shared.limits.idle;
    reply(&mut reader, &format!("220 {} ESMTP ready", shared.name)).await?;
    let mut helo: Option<String> = None;
    let mut sender: Option<String> = None;
    let mut recipients: Vec<String> = Vec::new();
    let mut errors = 0;
    let mut line = Vec::with_capacity(MAX_COMMAND_LINE);
    loop {
        if errors >= MAX_ERRORS {
            return reply(&mut reader, "421 4.7.0 Too many errors, closing").await;
        }
        match read_line(&mut reader, &mut line, MAX_COMMAND_LINE, idle).await {
            Ok(()) => {}
            Err(LineError::Gone) => return Ok(()),
            Err(LineError::TooLong) => {
                return reply(&mut reader, "500 5.5.2 Line too long, closing").await;
            }
        }
        let request = Request::parse(&mut line.iter());
        match request {
            Ok(Request::Ehlo { host }) => {
                helo = Some(host.to_string());
                sender = None;
                recipients.clear();
                let greeting = format!(
                    "250-{} greets {host}\r\n250-SIZE {MAX_BYTES}\r\n250-8BITMIME\r\n250 ENHANCEDSTATUSCODES",
                    shared.name
                );
                reply(&mut reader, &greeting).await?;
            }
            Ok(Request::Helo { host }) => {
                helo = Some(host.to_string());
                sender = None;
                recipients.clear();
                reply(&mut reader, &format!("250 {}", shared.name)).await?;
            }
            Ok(Request::Mail { from }) => {
                if helo.is_none() {
                    errors += 1;
                    reply(&mut reader, "503 5.5.1 Say hello first").await?;
                } else if from.size > MAX_BYTES {
                    errors += 1;
                    reply(&mut reader, "552 5.3.4 Message too big").await?;
                } else {
                    sender = Some(from.address.to_string());
                    recipients.clear();
                    reply(&mut reader, "250 2.1.0 OK").await?;
                }
            }
            Ok(Request::Rcpt { to }) => {
                if sender.is_none() {
                    errors += 1;
                    reply(&mut reader, "503 5.5.1 MAIL first").await?;
                } else if recipients.len() >= MAX_RECIPIENTS {
                    reply(&mut reader, "452 4.5.3 Too many recipients").await?;
                } else if ours(&to.address) {
                    recipients.push(to.address.to_string());
                    reply(&mut reader, "250 2.1.5 OK").await?;
                } else {
                    errors += 1;
                    reply(&mut reader, "550 5.1.1 No such mailbox here").await?;
                }
            }
            Ok(Request::Data) => {
                let Some(from) = sender.take() else {
                    errors += 1;
                    reply(&mut reader, "503 5.5.1 MAIL first").await?;
                    continue;
                };
                if recipients.is_empty() {
                    errors += 1;
                    reply(&mut reader, "554 5.5.1 No valid recipients").await?;
                    continue;
                }
                reply(&mut reader, "354 Go ahead, end with <CRLF>.<CRLF>").await?;
                let data = match read_data(&mut reader, idle).await {
                    Ok(data) => data,
                    Err(DataError::Gone) => return Ok(()),
                    Err(DataError::TooLong) => {
                        return reply(&mut reader, "500 5.5.2 Line too long, closing").await;
                    }
                    Err(DataError::TooBig) => {
                        tracing::warn!(%peer, "a reply larger than {MAX_BYTES} bytes was refused");
                        return reply(&mut reader, "552 5.3.4 Message too big, closing").await;
                    }
                };
                // Straight from the sender's server: SPF may judge it; from
                // a trusted relay: DKIM alone.
                let relayed = shared
                    .relays
                    .iter()
                    .any(|relay| relay.contains(&unmapped(peer.ip())));
                let envelope = Envelope {
                    sender: from,
                    recipients: std::mem::take(&mut recipients),
                    client: (!relayed).then(|| (peer.ip(), helo.clone().unwrap_or_default())),
                };
                let answer = match receive(
                    &shared.pool,
                    &shared.states,
                    shared.verifier.as_deref(),
                    &envelope,
                    &data,
                )
                .await
                {
                    Ok(_) => "250 2.0.0 OK",
                    Err(error) => {
                        tracing::error!(%error, "a reply could not be read now");
                        "451 4.3.0 Try again later"
                    }
                };
                reply(&mut reader, answer).await?;
            }
            Ok(Request::Rset) => {
                sender = None;
                recipients.clear();
                reply(&mut reader, "250 2.0.0 OK").await?;
            }
            Ok(Request::Noop { .. }) => reply(&mut reader, "250 2.0.0 OK").await?,
            Ok(Request::Quit) => return reply(&mut reader, "221 2.0.0 Bye").await,
            Ok(Request::Vrfy { .. }) => {
                reply(&mut reader, "252 2.5.2 Cannot verify, send and see").await?
            }
            Ok(Request::StartTls) => {
                reply(&mut reader, "502 5.5.1 Not offered here").await?;
            }
            Ok(_) => {
                errors += 1;
                reply(&mut reader, "502 5.5.1 Command not implemented").await?;
            }
            Err(smtp_proto::Error::UnknownCommand) => {
                errors += 1;
                reply(&mut reader, "500 5.5.1 Unknown command").await?;
            }
            Err(_) => {
                errors += 1;
                reply(&mut reader, "501 5.5.4 Syntax error").await?;
            }
        }
    }
}

/// Why a message's text could not be read.
enum DataError {
    Gone,
    TooLong,
    TooBig,
}

/// Reads a message's text up to the line holding a single dot, undoing the
/// dot-stuffing (RFC 5321 section 4.5.2), every line and the whole bounded.
async fn read_data(
    reader: &mut BufReader<TcpStream>,
    idle: Duration,
) -> Result<Vec<u8>, DataError> {
    let mut data = Vec::new();
    let mut line = Vec::with_capacity(MAX_TEXT_LINE);
    loop {
        match read_line(reader, &mut line, MAX_TEXT_LINE, idle).await {
            Ok(()) => {}
            Err(LineError::Gone) => return Err(DataError::Gone),
            Err(LineError::TooLong) => return Err(DataError::TooLong),
        }
        let text = match line.as_slice() {
            b".\r\n" | b".\n" => return Ok(data),
            [b'.', rest @ ..] => rest,
            whole => whole,
        };
        if data.len() + text.len() > MAX_BYTES {
            return Err(DataError::TooBig);
        }
        data.extend_from_slice(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_clients_are_counted_by_their_64() {
        let one: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let other: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let elsewhere: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_key(one), client_key(other));
        assert_ne!(client_key(one), client_key(elsewhere));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(client_key(mapped), "192.0.2.7".parse::<IpAddr>().unwrap());
    }
}
