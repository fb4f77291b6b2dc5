//! The SMTP receiver of replies (`INBOUND_SMTP_BIND`): `mailin-embedded`
//! speaks the protocol on its own threads; each message, once received, is
//! read by `receive` on the program's runtime. It takes mail only for reply
//! addresses of the configured domain (no relay), drops what is larger than
//! `MAX_BYTES` unread, and answers 451 (try again later) only when the
//! database fails, so that no reply is lost then.

use super::receive::{receive, Envelope, MAX_BYTES};
use super::verify::Verifier;
use crate::games::state_cache::StateCache;
use crate::mail::reply_address;
use mailin_embedded::response::{INTERNAL_ERROR, NO_MAILBOX, OK};
use mailin_embedded::{Handler, Response, Server, SslConfig};
use sqlx::PgPool;
use std::io;
use std::net::{IpAddr, TcpListener};
use std::sync::Arc;

#[derive(Clone)]
struct Receiver {
    runtime: tokio::runtime::Handle,
    pool: PgPool,
    states: Arc<StateCache>,
    verifier: Option<Arc<Verifier>>,
    envelope: Envelope,
    data: Vec<u8>,
    too_large: bool,
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

impl Handler for Receiver {
    fn mail(&mut self, ip: IpAddr, domain: &str, from: &str) -> Response {
        self.envelope = Envelope {
            sender: from.to_owned(),
            recipients: Vec::new(),
            client: Some((ip, domain.to_owned())),
        };
        OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        if ours(to) {
            OK
        } else {
            NO_MAILBOX
        }
    }

    fn data_start(&mut self, _domain: &str, from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.envelope.sender = from.to_owned();
        self.envelope.recipients = to.to_vec();
        self.data.clear();
        self.too_large = false;
        OK
    }

    fn data(&mut self, buf: &[u8]) -> io::Result<()> {
        if self.data.len() + buf.len() > MAX_BYTES {
            self.too_large = true;
        } else {
            self.data.extend_from_slice(buf);
        }
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let data = std::mem::take(&mut self.data);
        if self.too_large {
            // Taken and dropped: answering 552 here would leave the SMTP
            // library's session in its DATA state, so the sender's next
            // command would hang until the five-minute timeout.
            tracing::warn!("a reply larger than {MAX_BYTES} bytes was dropped");
            return OK;
        }
        let outcome = self.runtime.block_on(receive(
            &self.pool,
            &self.states,
            self.verifier.as_deref(),
            &self.envelope,
            &data,
        ));
        match outcome {
            Ok(_) => OK,
            Err(error) => {
                tracing::error!(%error, "a reply could not be read now");
                INTERNAL_ERROR
            }
        }
    }
}

/// Starts the receiver on `bind` (its own threads); returns the port it
/// listens on.
pub fn start(
    bind: &str,
    pool: PgPool,
    verifier: Option<Arc<Verifier>>,
    name: &str,
) -> io::Result<u16> {
    let listener = TcpListener::bind(bind)?;
    let port = listener.local_addr()?.port();
    let receiver = Receiver {
        runtime: tokio::runtime::Handle::current(),
        pool,
        states: Arc::new(StateCache::default()),
        verifier,
        envelope: Envelope::default(),
        data: Vec::new(),
        too_large: false,
    };
    let mut server = Server::new(receiver);
    server
        .with_name(name)
        .with_ssl(SslConfig::None)
        .map_err(|error| io::Error::other(error.to_string()))?
        .with_num_threads(4)
        .with_tcp_listener(listener);
    std::thread::Builder::new()
        .name("reply-smtp".into())
        .spawn(move || {
            if let Err(error) = server.serve() {
                tracing::error!(%error, "the reply receiver stopped");
            }
        })?;
    Ok(port)
}
