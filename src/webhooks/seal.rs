//! The hooks' secrets at rest: sealed with AES-256-GCM under a key derived
//! from the server key, so a copy of the database alone (a backup, a dump)
//! does not give them away; and the Standard Webhooks signing secrets,
//! made here and shown once.

use aes_gcm::aead::generic_array::GenericArray;
use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::Aes256Gcm;
use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

/// Why a sealed secret cannot be opened.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SealError {
    #[error("the sealed secret does not open with this server key")]
    Unopenable,
}

/// Seals and opens the hooks' secrets.
pub struct Sealer {
    cipher: Aes256Gcm,
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sealer(..)")
    }
}

const NONCE_LEN: usize = 12;

impl Sealer {
    /// The sealing key derived from the server key (every instance sharing
    /// it opens what another sealed).
    pub fn derive(server_key: &[u8]) -> Sealer {
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(server_key)
            .unwrap_or_else(|_| <Hmac<Sha256> as Mac>::new_from_slice(b"-").expect("fixed key"));
        mac.update(b"scriptorium webhook secrets v1");
        let key = mac.finalize().into_bytes();
        Sealer {
            cipher: Aes256Gcm::new(&key),
        }
    }

    /// Seals `secret` for the hook of `owner` (bound to them: a sealed
    /// secret copied onto another's hook does not open).
    pub fn seal(&self, owner: uuid::Uuid, secret: &str) -> Vec<u8> {
        let mut nonce = [0u8; NONCE_LEN];
        rand::rng().fill_bytes(&mut nonce);
        let sealed = self
            .cipher
            .encrypt(
                GenericArray::from_slice(&nonce),
                Payload {
                    msg: secret.as_bytes(),
                    aad: owner.as_bytes(),
                },
            )
            // Encrypting a short secret in memory cannot fail.
            .unwrap_or_default();
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        out
    }

    pub fn open(&self, owner: uuid::Uuid, sealed: &[u8]) -> Result<String, SealError> {
        if sealed.len() <= NONCE_LEN {
            return Err(SealError::Unopenable);
        }
        let (nonce, sealed) = sealed.split_at(NONCE_LEN);
        let plain = self
            .cipher
            .decrypt(
                GenericArray::from_slice(nonce),
                Payload {
                    msg: sealed,
                    aad: owner.as_bytes(),
                },
            )
            .map_err(|_| SealError::Unopenable)?;
        String::from_utf8(plain).map_err(|_| SealError::Unopenable)
    }
}

/// A new Standard Webhooks signing secret: `whsec_` and 24 random bytes in
/// base64, as the spec's libraries take it.
pub fn new_signing_secret() -> String {
    let mut bytes = [0u8; 24];
    rand::rng().fill_bytes(&mut bytes);
    format!("whsec_{}", STANDARD.encode(bytes))
}

/// The `webhook-signature` of a message (Standard Webhooks): `v1,` and the
/// base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes.
pub fn signature(secret: &str, id: &str, timestamp: i64, body: &[u8]) -> Option<String> {
    let key = STANDARD
        .decode(secret.strip_prefix("whsec_").unwrap_or(secret))
        .ok()?;
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&key).ok()?;
    mac.update(id.as_bytes());
    mac.update(b".");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    Some(format!(
        "v1,{}",
        STANDARD.encode(mac.finalize().into_bytes())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_opens_only_with_its_key_and_for_its_owner() {
        let sealer = Sealer::derive(b"a-server-key-that-is-long-enough-000000");
        let owner = uuid::Uuid::new_v4();
        let sealed = sealer.seal(owner, "token-123");
        assert!(!sealed.windows(9).any(|w| w == b"token-123"));
        assert_eq!(sealer.open(owner, &sealed).unwrap(), "token-123");
        assert_eq!(
            sealer.open(uuid::Uuid::new_v4(), &sealed),
            Err(SealError::Unopenable)
        );
        let other = Sealer::derive(b"another-server-key-long-enough-0000000");
        assert_eq!(other.open(owner, &sealed), Err(SealError::Unopenable));
        assert_ne!(
            sealer.seal(owner, "token-123"),
            sealed,
            "a fresh nonce each time"
        );
    }

    #[test]
    fn the_signature_is_the_specs_example() {
        // The example of the Standard Webhooks specification.
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let body = br#"{"test": 2432232314}"#;
        assert_eq!(
            signature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body).unwrap(),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
        assert!(new_signing_secret().starts_with("whsec_"));
    }
}
