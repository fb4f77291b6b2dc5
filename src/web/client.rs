//! The client's address, for rate limits.
//!
//! Anyone can send `X-Forwarded-For` or `Forwarded`, so they are read only
//! when the TCP peer is one of the reverse proxies named in `TRUSTED_PROXIES`
//! (actix's `realip_remote_addr` believes them from anyone). Proxies append
//! the address they received from, so the chain is read from the right: the
//! first address that is not a trusted proxy is the client. Everything left
//! of it was written by the client and is ignored.

use actix_web::dev::Payload;
use actix_web::http::header::HeaderMap;
use actix_web::{web, FromRequest, HttpRequest};
use ipnet::{IpNet, Ipv6Net};
use std::future::{ready, Ready};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

/// The proxies whose forwarding headers are believed (app data).
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(pub Vec<IpNet>);

impl TrustedProxies {
    fn contains(&self, address: IpAddr) -> bool {
        self.0.iter().any(|net| net.contains(&address))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

impl ClientAddress {
    pub fn of(req: &HttpRequest) -> ClientAddress {
        // Without the app data (a handler tested alone), nothing is trusted.
        let no_proxies = TrustedProxies::default();
        let trusted = req
            .app_data::<web::Data<TrustedProxies>>()
            .map(|data| data.get_ref())
            .unwrap_or(&no_proxies);
        ClientAddress(client_address(req.peer_addr(), req.headers(), trusted))
    }

    /// The subject of per-address limits. An IPv6 user usually holds a whole
    /// /64 and can pick any address in it, so IPv6 is limited per /64.
    pub fn limit_key(&self) -> String {
        match self.0 {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(v6) => Ipv6Net::new(v6, 64)
                .map(|net| net.trunc().to_string())
                .unwrap_or_else(|_| v6.to_string()),
        }
    }
}

impl FromRequest for ClientAddress {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(ClientAddress::of(req)))
    }
}

/// The client of a request from `peer` with these headers.
///
/// When both `X-Forwarded-For` and `Forwarded` are present, one of them may
/// have been written by the client and passed through by a proxy that sets
/// only the other, and nothing tells which. If they name the same client,
/// it is that one; if not, the request counts as coming from the proxy
/// itself. Spoofers then all share the proxy's one budget, while ordinary
/// browsers (which send neither header) keep their own.
pub fn client_address(
    peer: Option<SocketAddr>,
    headers: &HeaderMap,
    trusted: &TrustedProxies,
) -> IpAddr {
    let peer = peer
        .map(|peer| peer.ip().to_canonical())
        .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    if !trusted.contains(peer) {
        return peer;
    }
    let forwarded_for = chain(headers, "x-forwarded-for", parse_forwarded_for_item);
    let forwarded = chain(headers, "forwarded", parse_forwarded_item);
    let from_forwarded_for = forwarded_for.map(|chain| rightmost_untrusted(peer, &chain, trusted));
    let from_forwarded = forwarded.map(|chain| rightmost_untrusted(peer, &chain, trusted));
    match (from_forwarded_for, from_forwarded) {
        (None, None) => peer,
        (Some(client), None) | (None, Some(client)) => client,
        (Some(one), Some(other)) if one == other => one,
        (Some(_), Some(_)) => peer,
    }
}

/// The comma-separated items of every `name` header, in order, parsed;
/// `None` when the header is absent. An item that does not parse (an
/// obfuscated `Forwarded` name, garbage) is kept as `None`.
fn chain(
    headers: &HeaderMap,
    name: &str,
    parse: fn(&str) -> Option<IpAddr>,
) -> Option<Vec<Option<IpAddr>>> {
    let mut values = headers.get_all(name).peekable();
    values.peek()?;
    let mut items = Vec::new();
    for value in values {
        match value.to_str() {
            Ok(text) => items.extend(
                text.split(',')
                    .map(str::trim)
                    .filter(|item| !item.is_empty())
                    .map(parse),
            ),
            Err(_) => items.push(None),
        }
    }
    Some(items)
}

/// Walks the chain from the right, past trusted proxies, to the first
/// address that is not one. An unreadable hop stops the walk at the trusted
/// proxy that wrote it: what lies beyond cannot be known.
fn rightmost_untrusted(peer: IpAddr, chain: &[Option<IpAddr>], trusted: &TrustedProxies) -> IpAddr {
    let mut last_trusted = peer;
    for hop in chain.iter().rev() {
        match hop {
            Some(address) if trusted.contains(*address) => last_trusted = *address,
            Some(address) => return *address,
            None => return last_trusted,
        }
    }
    last_trusted
}

/// An address, maybe with a port (`192.0.2.1:4711`, `[2001:db8::1]:4711`).
fn parse_address(text: &str) -> Option<IpAddr> {
    let text = text.trim().trim_matches('"');
    text.parse::<IpAddr>()
        .or_else(|_| text.parse::<SocketAddr>().map(|socket| socket.ip()))
        .or_else(|_| {
            text.strip_prefix('[')
                .and_then(|rest| rest.strip_suffix(']'))
                .unwrap_or("")
                .parse::<IpAddr>()
        })
        .ok()
        .map(|address| address.to_canonical())
}

fn parse_forwarded_for_item(item: &str) -> Option<IpAddr> {
    parse_address(item)
}

/// One element of `Forwarded` (RFC 7239): `for=192.0.2.60;proto=http;by=…`.
fn parse_forwarded_item(item: &str) -> Option<IpAddr> {
    item.split(';').find_map(|pair| {
        let (name, value) = pair.split_once('=')?;
        name.trim()
            .eq_ignore_ascii_case("for")
            .then(|| parse_address(value))
            .flatten()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{HeaderName, HeaderValue};

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                HeaderName::from_static(name),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        map
    }

    fn trusted(list: &str) -> TrustedProxies {
        TrustedProxies(crate::app::config::parse_trusted_proxies(list).unwrap())
    }

    fn from(peer: &str, pairs: &[(&'static str, &str)], proxies: &str) -> String {
        client_address(
            Some(SocketAddr::new(peer.parse().unwrap(), 40000)),
            &headers(pairs),
            &trusted(proxies),
        )
        .to_string()
    }

    #[test]
    fn headers_from_an_untrusted_peer_are_ignored() {
        let spoofed = [
            ("x-forwarded-for", "203.0.113.9"),
            ("forwarded", "for=203.0.113.9"),
        ];
        assert_eq!(from("198.51.100.1", &spoofed, ""), "198.51.100.1");
        assert_eq!(from("198.51.100.1", &spoofed, "10.0.0.0/8"), "198.51.100.1");
    }

    #[test]
    fn behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client() {
        let pairs = [("x-forwarded-for", "1.1.1.1, 203.0.113.9, 10.0.0.7")];
        assert_eq!(from("10.0.0.5", &pairs, "10.0.0.0/8"), "203.0.113.9");
        // A second header line continues the chain.
        let pairs = [
            ("x-forwarded-for", "1.1.1.1"),
            ("x-forwarded-for", "203.0.113.9"),
        ];
        assert_eq!(from("10.0.0.5", &pairs, "10.0.0.5"), "203.0.113.9");
    }

    #[test]
    fn the_forwarded_header_is_read_with_ports_and_brackets() {
        let pairs = [(
            "forwarded",
            "for=1.1.1.1, for=\"[2001:db8:cafe::17]:4711\";proto=https",
        )];
        assert_eq!(from("10.0.0.5", &pairs, "10.0.0.5"), "2001:db8:cafe::17");
        let pairs = [("forwarded", "proto=https;For=192.0.2.60:8080")];
        assert_eq!(from("10.0.0.5", &pairs, "10.0.0.5"), "192.0.2.60");
    }

    #[test]
    fn an_unreadable_hop_stops_at_the_proxy_that_wrote_it() {
        let pairs = [("forwarded", "for=203.0.113.9, for=_hidden")];
        assert_eq!(from("10.0.0.5", &pairs, "10.0.0.5"), "10.0.0.5");
        let pairs = [("x-forwarded-for", "203.0.113.9, nonsense, 10.0.0.7")];
        assert_eq!(from("10.0.0.5", &pairs, "10.0.0.0/8"), "10.0.0.7");
    }

    #[test]
    fn a_chain_of_trusted_proxies_only_names_the_farthest_one() {
        let pairs = [("x-forwarded-for", "10.0.0.9, 10.0.0.7")];
        assert_eq!(from("10.0.0.5", &pairs, "10.0.0.0/8"), "10.0.0.9");
        assert_eq!(from("10.0.0.5", &[], "10.0.0.0/8"), "10.0.0.5");
    }

    #[test]
    fn two_headers_that_disagree_count_as_the_proxy() {
        let agree = [
            ("x-forwarded-for", "203.0.113.9"),
            ("forwarded", "for=203.0.113.9"),
        ];
        assert_eq!(from("10.0.0.5", &agree, "10.0.0.5"), "203.0.113.9");
        let disagree = [
            ("x-forwarded-for", "1.1.1.1, 203.0.113.9"),
            ("forwarded", "for=1.1.1.1"),
        ];
        assert_eq!(from("10.0.0.5", &disagree, "10.0.0.5"), "10.0.0.5");
    }

    #[test]
    fn ipv4_mapped_peers_are_seen_as_ipv4() {
        let pairs = [("x-forwarded-for", "203.0.113.9")];
        assert_eq!(from("::ffff:10.0.0.5", &pairs, "10.0.0.5"), "203.0.113.9");
    }

    #[test]
    fn ipv6_clients_are_limited_per_64() {
        let one = ClientAddress("2001:db8:1:2:aaaa::1".parse().unwrap());
        let other = ClientAddress("2001:db8:1:2:bbbb::9".parse().unwrap());
        assert_eq!(one.limit_key(), "2001:db8:1:2::/64");
        assert_eq!(one.limit_key(), other.limit_key());
        assert_eq!(
            ClientAddress("192.0.2.1".parse().unwrap()).limit_key(),
            "192.0.2.1"
        );
    }
}
