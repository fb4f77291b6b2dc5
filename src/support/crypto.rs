//! Small cryptographic helpers: random tokens and how they are stored.
//!
//! Tokens that grant something (sessions, API access, reset and invitation
//! links) are random, shown once, and stored only as a SHA-256 hash, so a
//! leaked database cannot be replayed.

use rand::RngCore;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// 32 random bytes from the operating system, hex encoded.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    // ThreadRng is a CSPRNG seeded from the operating system.
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

pub fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// Compares secrets without leaking where they differ through timing.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.as_bytes().ct_eq(b.as_bytes()).into()
}

/// An HMAC-SHA256 signature of `message` under the server's key, hex encoded:
/// links that can be derived again without storing them (invitations).
pub fn sign(key: &[u8], message: &str) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key).unwrap_or_else(|_| {
        // HMAC takes keys of any length; this branch cannot happen.
        <Hmac<Sha256> as Mac>::new_from_slice(b"-").expect("fixed key")
    });
    mac.update(message.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

pub fn verify(key: &[u8], message: &str, signature: &str) -> bool {
    same_secret(&sign(key, message), signature)
}
