//! Whether a reply really comes from the address in its `From:` (SPF, DKIM
//! and DMARC, checked with `mail-auth`; `INBOUND_VERIFY`, on by default once
//! a reply domain is configured). The reply address's token says which
//! decision may be made; this says that the mail was not forged by someone
//! who saw the token (a forwarded turn mail, a shared screen, a mail
//! archive). A reply that fails is dropped unanswered: answering a forged
//! `From:` would send mail to someone who never wrote.
//!
//! The rule, for the domain of the `From:` address:
//! - when it publishes a DMARC record, DMARC must pass (an aligned SPF or
//!   DKIM pass), whatever policy it asks receivers to apply: a move is worth
//!   more than a newsletter;
//! - when it publishes none, the same alignment is asked for all the same:
//!   a DKIM signature that verifies for that domain (or a parent of it), or
//!   an SPF pass for a `MAIL FROM` of that domain from the connecting host.
//!
//! SPF needs the connecting host, so it counts only for mail delivered to
//! the receiver directly; mail read from an IMAP mailbox, or passed on by
//! one of the relays named in `INBOUND_TRUSTED_RELAYS` (the SMTP receiver
//! then gives no client), is judged by its DKIM signature alone.

use mail_auth::dmarc::verify::DmarcParameters;
use mail_auth::hickory_resolver::config::{NameServerConfigGroup, ResolverConfig, ResolverOpts};
use mail_auth::spf::verify::SpfParameters;
use mail_auth::{
    AuthenticatedMessage, DkimResult, DmarcResult, MessageAuthenticator, SpfOutput, SpfResult,
};
use std::net::{IpAddr, SocketAddr};

/// Where a reply came from, as far as the receiver saw it.
#[derive(Debug, Clone, Default)]
pub struct Delivery {
    /// The connecting host and its `HELO` name, when the mail came by SMTP
    /// straight from the sender's server.
    pub client: Option<(IpAddr, String)>,
    /// The `MAIL FROM` address (empty for a bounce).
    pub mail_from: String,
}

/// Why a reply was not believed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Unverified {
    #[error("the sender's domain asks for DMARC and it failed")]
    DmarcFailed,
    #[error("neither an aligned DKIM signature nor an aligned SPF pass")]
    NotAuthenticated,
    #[error("the mail could not be read for checking")]
    Unreadable,
    /// The DNS did not answer within `CHECK_BUDGET`: nothing is known
    /// either way, so the sending server is asked to try again later.
    #[error("the DNS did not answer in time")]
    Unanswered,
}

/// How long one reply's checks may take in all (a mail holds its
/// connection while they run).
pub const CHECK_BUDGET: std::time::Duration = std::time::Duration::from_secs(8);

/// The checker, with its DNS resolver (which keeps its own cache).
pub struct Verifier {
    authenticator: MessageAuthenticator,
    /// This host's name, for SPF's `%{r}` macro.
    host: String,
}

impl Verifier {
    /// A verifier asking the system's resolvers (`/etc/resolv.conf`), or
    /// the given ones (`INBOUND_DNS`).
    pub fn new(resolvers: &[SocketAddr], host: &str) -> std::io::Result<Verifier> {
        let authenticator = if resolvers.is_empty() {
            MessageAuthenticator::new_system_conf()
        } else {
            let mut servers = NameServerConfigGroup::with_capacity(2 * resolvers.len());
            for address in resolvers {
                servers.merge(NameServerConfigGroup::from_ips_clear(
                    &[address.ip()],
                    address.port(),
                    true,
                ));
            }
            MessageAuthenticator::new(
                ResolverConfig::from_parts(None, vec![], servers),
                resolver_options(),
            )
        }
        .map_err(|error| std::io::Error::other(error.to_string()))?;
        Ok(Verifier {
            authenticator,
            host: host.to_owned(),
        })
    }

    /// Checks `raw`, whose `From:` is `from` (already read by the caller),
    /// in `CHECK_BUDGET` at most.
    pub async fn check(
        &self,
        raw: &[u8],
        from: &str,
        delivery: &Delivery,
    ) -> Result<(), Unverified> {
        tokio::time::timeout(CHECK_BUDGET, self.check_unbounded(raw, from, delivery))
            .await
            .unwrap_or(Err(Unverified::Unanswered))
    }

    async fn check_unbounded(
        &self,
        raw: &[u8],
        from: &str,
        delivery: &Delivery,
    ) -> Result<(), Unverified> {
        let message = AuthenticatedMessage::parse(raw).ok_or(Unverified::Unreadable)?;
        let from_domain = domain_of(from).ok_or(Unverified::Unreadable)?;
        let dkim = self.authenticator.verify_dkim(&message).await;
        let mail_from_domain = domain_of(&delivery.mail_from).unwrap_or_default();
        let spf = match &delivery.client {
            Some((ip, helo)) if !delivery.mail_from.is_empty() => {
                self.authenticator
                    .verify_spf(SpfParameters::verify_mail_from(
                        *ip,
                        helo,
                        &self.host,
                        &delivery.mail_from,
                    ))
                    .await
            }
            // No connecting host to judge: SPF says nothing.
            _ => SpfOutput::new(mail_from_domain.clone()),
        };
        let dmarc = self
            .authenticator
            .verify_dmarc(DmarcParameters::new(
                &message,
                &dkim,
                &mail_from_domain,
                &spf,
            ))
            .await;
        if dmarc.dmarc_record().is_some() {
            return if dmarc.dkim_result() == &DmarcResult::Pass
                || dmarc.spf_result() == &DmarcResult::Pass
            {
                Ok(())
            } else {
                Err(Unverified::DmarcFailed)
            };
        }
        let dkim_aligned = dkim.iter().any(|output| {
            output.result() == &DkimResult::Pass
                && output
                    .signature()
                    .is_some_and(|signature| aligned(&signature.d, &from_domain))
        });
        let spf_aligned =
            spf.result() == SpfResult::Pass && aligned(&mail_from_domain, &from_domain);
        if dkim_aligned || spf_aligned {
            Ok(())
        } else {
            Err(Unverified::NotAuthenticated)
        }
    }
}

/// Each question asked once, for 2 s: with several lookups a reply, the
/// resolver's defaults (5 s, twice, per server) held a mail 30 s when the
/// DNS did not answer.
fn resolver_options() -> ResolverOpts {
    let mut options = ResolverOpts::default();
    options.timeout = std::time::Duration::from_secs(2);
    options.attempts = 1;
    options
}

fn domain_of(address: &str) -> Option<String> {
    let (_, domain) = address.trim().trim_matches(['<', '>']).rsplit_once('@')?;
    (!domain.is_empty()).then(|| domain.trim_end_matches('.').to_ascii_lowercase())
}

/// Relaxed alignment without a public-suffix list: the authenticated
/// domain is the author's domain or a parent of it (`mail.example.org`
/// signs for `example.org`'s subdomain, not the other way round, and never
/// a bare top-level name).
fn aligned(authenticated: &str, author: &str) -> bool {
    let authenticated = authenticated.trim_end_matches('.').to_ascii_lowercase();
    let author = author.trim_end_matches('.').to_ascii_lowercase();
    authenticated.contains('.')
        && (author == authenticated || author.ends_with(&format!(".{authenticated}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alignment_is_the_same_domain_or_a_parent_of_it() {
        assert!(aligned("example.org", "example.org"));
        assert!(aligned("Example.ORG.", "example.org"));
        assert!(aligned("example.org", "mail.example.org"));
        assert!(!aligned("mail.example.org", "example.org"));
        assert!(!aligned("org", "example.org"));
        assert!(!aligned("ample.org", "example.org"));
        assert!(!aligned("evil.test", "example.org"));
    }

    #[test]
    fn the_domain_of_an_address() {
        assert_eq!(
            domain_of("<Anna@Example.org>").as_deref(),
            Some("example.org")
        );
        assert_eq!(domain_of("anna@"), None);
        assert_eq!(domain_of(""), None);
    }
}
