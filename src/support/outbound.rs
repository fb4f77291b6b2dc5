//! Requests the server makes to addresses someone else gave it (a device's
//! push service, later a player's webhook): only to public addresses on the
//! internet, never inside the operator's network.
//!
//! Three checks, because each alone has a gap:
//! - the address as given ([`check_url`]): https on the default port, a
//!   host that is a public IP in whatever numeric form it was written
//!   (`127.1`, `0x7f.0.0.1`, `0177.0.0.1` are all loopback: the WHATWG URL
//!   parser of the `url` crate reads them as browsers do), and no name that
//!   only means something locally (`localhost.`, `*.local`, `*.internal`);
//! - the name's addresses when the connection is made ([`PublicOnly`], the
//!   client's resolver): every address of the answer must be public, and
//!   the connection goes to an address so checked, so a DNS answer cannot
//!   point inside (`metadata.google.internal`, `*.nip.io`, a rebinding
//!   name);
//! - no redirect is followed and no proxy from the environment is used
//!   ([`client`]), so the request goes where it was checked to go.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

/// Why an address given to the server is not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum OutboundError {
    #[error("not an https address on the default port")]
    NotHttps,
    #[error("the address does not lead to the public internet")]
    NotPublic,
    #[error("not an address")]
    Malformed,
}

/// Checks an address given to the server, before anything is sent to it.
/// `allow_private` takes any http(s) address (a test service on loopback).
pub fn check_url(address: &str, allow_private: bool) -> Result<url::Url, OutboundError> {
    let url = url::Url::parse(address).map_err(|_| OutboundError::Malformed)?;
    if !matches!(url.scheme(), "https" | "http") || url.host().is_none() {
        return Err(OutboundError::Malformed);
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(OutboundError::Malformed);
    }
    if allow_private {
        return Ok(url);
    }
    // `port()` is `None` for the scheme's default port, however written.
    if url.scheme() != "https" || url.port().is_some() {
        return Err(OutboundError::NotHttps);
    }
    match url.host() {
        Some(url::Host::Ipv4(ip)) if is_public(IpAddr::V4(ip)) => Ok(url),
        Some(url::Host::Ipv6(ip)) if is_public(IpAddr::V6(ip)) => Ok(url),
        Some(url::Host::Domain(name)) if is_public_name(name) => Ok(url),
        _ => Err(OutboundError::NotPublic),
    }
}

/// A name that may lead to the internet: not one that means this machine
/// or a local network (RFC 6761, RFC 6762, RFC 8375, ICANN's `.internal`),
/// and not a wildcard-DNS service that answers with any address written
/// into the name (those are checked again when resolved, but are refused
/// at once so nobody is told "taken" for an address that could never go).
fn is_public_name(name: &str) -> bool {
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    const LOCAL_ONLY: [&str; 8] = [
        "localhost",
        "local",
        "internal",
        "home.arpa",
        "lan",
        "test",
        "invalid",
        "example",
    ];
    const ANY_ADDRESS: [&str; 6] = [
        "nip.io",
        "sslip.io",
        "xip.io",
        "localtest.me",
        "lvh.me",
        "traefik.me",
    ];
    let under = |suffix: &str| name == suffix || name.ends_with(&format!(".{suffix}"));
    name.contains('.')
        && !LOCAL_ONLY.iter().any(|suffix| under(suffix))
        && !ANY_ADDRESS.iter().any(|suffix| under(suffix))
}

/// Whether an address is on the public internet: not loopback, private,
/// link-local (the cloud metadata service's 169.254.169.254 among them),
/// shared (CGNAT), unique-local, multicast, reserved or for documentation;
/// an IPv6 address that carries an IPv4 one (mapped, NAT64, 6to4) is
/// judged by the IPv4 one.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(ip) => is_public_v4(ip),
        IpAddr::V6(ip) => is_public_v6(ip),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0
        // Shared address space (RFC 6598), carrier-grade NAT.
        || (a == 100 && (64..128).contains(&b))
        // IETF protocol assignments (RFC 6890).
        || (a == 192 && b == 0 && c == 0)
        // Benchmarking (RFC 2544).
        || (a == 198 && (18..20).contains(&b))
        // Reserved (240/4).
        || a >= 240)
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    let segments = ip.segments();
    let embedded_v4 = |high: u16, low: u16| {
        Ipv4Addr::new((high >> 8) as u8, high as u8, (low >> 8) as u8, low as u8)
    };
    // NAT64 (RFC 6052): the IPv4 address in the last 32 bits.
    if segments[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return is_public_v4(embedded_v4(segments[6], segments[7]));
    }
    // 6to4 (RFC 3056): the IPv4 address after the prefix.
    if segments[0] == 0x2002 {
        return is_public_v4(embedded_v4(segments[1], segments[2]));
    }
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        // IPv4-compatible (deprecated), ::/96.
        || segments[..6] == [0, 0, 0, 0, 0, 0]
        // Unique local fc00::/7 (fd00:ec2::254, a cloud's metadata, too).
        || (segments[0] & 0xfe00) == 0xfc00
        // Link-local fe80::/10, site-local fec0::/10 (deprecated).
        || (segments[0] & 0xffc0) == 0xfe80
        || (segments[0] & 0xffc0) == 0xfec0
        // Documentation 2001:db8::/32; Teredo 2001::/32.
        || (segments[0] == 0x2001 && (segments[1] == 0x0db8 || segments[1] == 0)))
}

/// The client's resolver: a name's addresses, every one of them public, or
/// none at all (unless `allow_private`, for a test service on loopback).
pub struct PublicOnly {
    pub allow_private: bool,
    pub timeout: Duration,
}

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let allow_private = self.allow_private;
        let timeout = self.timeout;
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let lookup = tokio::net::lookup_host((host.as_str(), 0));
            let addresses: Vec<SocketAddr> = tokio::time::timeout(timeout, lookup)
                .await
                .map_err(|_| "the name did not resolve in time")??
                .collect();
            if addresses.is_empty() {
                return Err("the name has no address".into());
            }
            // One address inside is enough to refuse the name: a resolver
            // may answer in any order, and the client tries them in turn.
            if !allow_private && addresses.iter().any(|address| !is_public(address.ip())) {
                return Err(OutboundError::NotPublic.into());
            }
            let addresses: reqwest::dns::Addrs = Box::new(addresses.into_iter());
            Ok(addresses)
        })
    }
}

/// An HTTP client for addresses someone else gave: resolves through
/// [`PublicOnly`], follows no redirect, uses no proxy, and gives each
/// request `timeout` in all.
pub fn client(allow_private: bool, timeout: Duration) -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .dns_resolver(Arc::new(PublicOnly {
            allow_private,
            timeout: Duration::from_secs(5),
        }))
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .connect_timeout(Duration::from_secs(5))
        .timeout(timeout)
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_and_private_addresses_in_every_numeric_form_are_refused() {
        for address in [
            "https://127.0.0.1/x",
            "https://127.1/x",
            "https://0x7f.0.0.1/x",
            "https://0177.0.0.1/x",
            "https://2130706433/x",
            "https://0x7f000001/x",
            "https://[::1]/x",
            "https://[::ffff:127.0.0.1]/x",
            "https://[::ffff:7f00:1]/x",
            "https://[64:ff9b::7f00:1]/x",
            "https://[2002:7f00:1::]/x",
            "https://[fe80::1]/x",
            "https://[fd00:ec2::254]/x",
            "https://10.1.2.3/x",
            "https://172.16.0.1/x",
            "https://192.168.1.1/x",
            "https://169.254.169.254/latest/meta-data",
            "https://100.64.0.1/x",
            "https://100.100.100.200/x",
            "https://0.0.0.0/x",
            "https://224.0.0.1/x",
            "https://255.255.255.255/x",
            "https://localhost/x",
            "https://localhost./x",
            "https://push.localhost./x",
            "https://metadata.google.internal./x",
            "https://metadata.google.internal/x",
            "https://printer.local./x",
            "https://router.home.arpa/x",
            "https://127.0.0.1.nip.io/x",
            "https://10-0-0-1.sslip.io/x",
            "https://intranet/x",
        ] {
            assert_eq!(
                check_url(address, false).map(|_| ()),
                Err(OutboundError::NotPublic),
                "{address}"
            );
        }
    }

    #[test]
    fn only_https_on_its_own_port_and_no_credentials() {
        assert_eq!(
            check_url("http://push.example.com/x", false).map(|_| ()),
            Err(OutboundError::NotHttps)
        );
        assert_eq!(
            check_url("https://push.example.com:8443/x", false).map(|_| ()),
            Err(OutboundError::NotHttps)
        );
        assert!(check_url("https://push.example.com:443/x", false).is_ok());
        assert!(check_url("https://fcm.googleapis.com/fcm/send/abc", false).is_ok());
        assert!(check_url("https://93.184.216.34/x", false).is_ok());
        assert_eq!(
            check_url("https://user:pw@push.example.com/x", false).map(|_| ()),
            Err(OutboundError::Malformed)
        );
        assert_eq!(
            check_url("ftp://push.example.com/x", false).map(|_| ()),
            Err(OutboundError::Malformed)
        );
        assert_eq!(
            check_url("not an address", false).map(|_| ()),
            Err(OutboundError::Malformed)
        );
        // A test service on loopback, when the settings allow it.
        assert!(check_url("http://127.0.0.1:9/x", true).is_ok());
    }

    #[test]
    fn public_addresses_are_public() {
        for ip in [
            "93.184.216.34",
            "8.8.8.8",
            "2606:4700:4700::1111",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
        ] {
            assert!(is_public(ip.parse().unwrap()), "{ip}");
        }
    }

    #[tokio::test]
    async fn the_resolver_refuses_a_name_that_leads_inside() {
        use reqwest::dns::Resolve;
        let resolver = PublicOnly {
            allow_private: false,
            timeout: Duration::from_secs(5),
        };
        let refused = resolver.resolve("localhost".parse().unwrap()).await;
        assert!(refused.is_err());
        let allowed = PublicOnly {
            allow_private: true,
            timeout: Duration::from_secs(5),
        }
        .resolve("localhost".parse().unwrap())
        .await;
        assert!(allowed.is_ok());
    }
}
