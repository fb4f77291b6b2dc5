//! Play by reply: the reply address of a turn mail,
//! `play+<token>@<INBOUND_DOMAIN>`. The token names one seat's decision as
//! the mail listed it (the game, the seat, the sequence number the list was
//! made at, the places chosen so far in the mail's menu, and the question
//! the mail asked, if any), signed with the key that signs the mail's
//! links: it authorises that decision only. It stays good for as long as
//! that decision is open and unchanged — the seat has not decided since
//! and its choices are still the ones listed — so another seat's placement
//! in a simultaneous phase leaves it good; the receiver checks this
//! against the game's log (`reply::receive`). Base32 in lower case, since
//! mail systems may fold an address's case; at most 63 characters with
//! four numbers (places and question together), inside the 64 a local
//! part may have.

use data_encoding::BASE32_NOPAD;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::sync::OnceLock;
use uuid::Uuid;

/// The local part's prefix that marks a reply address.
pub const PREFIX: &str = "play+";

/// Bytes of the signature kept: 80 bits.
const MAC_BYTES: usize = 10;

/// The longest menu path a token carries (see `mail::choices`; no game's
/// menu is deeper, a test walks them).
pub const MAX_PATH: usize = 4;

static DOMAIN: OnceLock<String> = OnceLock::new();

/// The domain replies go to (`INBOUND_DOMAIN`); set once at start-up. Without
/// it, turn mails carry no reply address.
pub fn set_domain(domain: &str) {
    let _ = DOMAIN.set(domain.trim().to_ascii_lowercase());
}

pub fn domain() -> Option<&'static str> {
    DOMAIN.get().map(String::as_str)
}

static SENDER: OnceLock<String> = OnceLock::new();

/// The address our mail comes from (`MAIL_FROM`'s, `Name <address>` or the
/// address alone); set once at start-up. A reply's quote names it, which
/// is how the receiver knows such a line is not the player's.
pub fn set_sender(mail_from: &str) {
    let address = match mail_from.rsplit_once('<') {
        Some((_, address)) => address.trim_end().trim_end_matches('>'),
        None => mail_from,
    };
    let _ = SENDER.set(address.trim().to_ascii_lowercase());
}

pub fn sender() -> Option<&'static str> {
    SENDER.get().map(String::as_str)
}

/// One seat's decision at one point of a game, as a reply address says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyToken {
    pub game: Uuid,
    pub seat: u8,
    /// The sequence number the mail's list was made at.
    pub seq: i64,
    /// The places of the menu lines chosen so far (empty: the mail's first
    /// list).
    pub path: Vec<u16>,
    /// What the mail asked, that a reply to it answers.
    pub question: Option<Question>,
}

/// A question an answer asked about a reply that could be read two ways.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// "Did you mean <the line at this place>?": a yes makes it.
    DidYouMean(u16),
    /// "Which one?" (the reply named several lines): words that come back
    /// are posted as they are.
    WhichOne,
}

/// The bit of the path's length byte that says a question follows the path.
const ASKED: u8 = 0x80;

fn mac(key: &[u8], payload: &[u8]) -> Option<Hmac<Sha256>> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).ok()?;
    mac.update(b"reply:");
    mac.update(payload);
    Some(mac)
}

impl ReplyToken {
    fn payload(&self) -> Option<Vec<u8>> {
        if self.path.len() + usize::from(self.question.is_some()) > MAX_PATH {
            return None;
        }
        let mut bytes = Vec::with_capacity(24);
        bytes.extend_from_slice(self.game.as_bytes());
        bytes.push(self.seat);
        bytes.extend_from_slice(&u32::try_from(self.seq).ok()?.to_be_bytes());
        let asked = if self.question.is_some() { ASKED } else { 0 };
        bytes.push(u8::try_from(self.path.len()).ok()? | asked);
        for number in &self.path {
            bytes.push(u8::try_from(*number).ok()?);
        }
        match self.question {
            Some(Question::DidYouMean(place)) => {
                bytes.push(u8::try_from(place).ok().filter(|p| *p > 0)?)
            }
            Some(Question::WhichOne) => bytes.push(0),
            None => {}
        }
        Some(bytes)
    }

    /// The token, signed with `key`.
    pub fn encode(&self, key: &[u8]) -> Option<String> {
        let mut bytes = self.payload()?;
        let signature = mac(key, &bytes)?.finalize().into_bytes();
        bytes.extend_from_slice(&signature[..MAC_BYTES]);
        Some(BASE32_NOPAD.encode(&bytes).to_ascii_lowercase())
    }

    /// A token read back, if it is well formed and signed with `key`.
    pub fn decode(token: &str, key: &[u8]) -> Option<ReplyToken> {
        let bytes = BASE32_NOPAD
            .decode(token.to_ascii_uppercase().as_bytes())
            .ok()?;
        if bytes.len() < 22 + MAC_BYTES {
            return None;
        }
        let (payload, signature) = bytes.split_at(bytes.len() - MAC_BYTES);
        // Constant time: `verify_truncated_left` compares the kept bytes.
        mac(key, payload)?.verify_truncated_left(signature).ok()?;
        let game = Uuid::from_slice(&payload[..16]).ok()?;
        let seat = payload[16];
        let seq = i64::from(u32::from_be_bytes(payload[17..21].try_into().ok()?));
        let asked = payload[21] & ASKED != 0;
        let length = usize::from(payload[21] & !ASKED);
        let mut path: Vec<u16> = payload[22..]
            .iter()
            .map(|number| u16::from(*number))
            .collect();
        let question = if asked {
            Some(match path.pop()? {
                0 => Question::WhichOne,
                place => Question::DidYouMean(place),
            })
        } else {
            None
        };
        (path.len() == length && length + usize::from(asked) <= MAX_PATH).then_some(ReplyToken {
            game,
            seat,
            seq,
            path,
            question,
        })
    }

    /// The full reply address, when a reply domain is configured.
    pub fn address(&self, key: &[u8]) -> Option<String> {
        Some(format!("{PREFIX}{}@{}", self.encode(key)?, domain()?))
    }
}

/// The token of a reply address (`play+<token>@<domain>`, the domain ours),
/// checked.
pub fn token_of(address: &str, key: &[u8]) -> Option<ReplyToken> {
    let address = address.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, host) = address.rsplit_once('@')?;
    if !domain().is_some_and(|domain| host.eq_ignore_ascii_case(domain)) {
        return None;
    }
    let local = local.to_ascii_lowercase();
    ReplyToken::decode(local.strip_prefix(PREFIX)?, key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token(path: Vec<u16>) -> ReplyToken {
        ReplyToken {
            game: Uuid::new_v4(),
            seat: 3,
            seq: 1_234_567,
            path,
            question: None,
        }
    }

    #[test]
    fn a_token_reads_back_only_with_its_key_and_unaltered() {
        let asking = |path: Vec<u16>, question| ReplyToken {
            question: Some(question),
            ..token(path)
        };
        for token in [
            token(vec![]),
            token(vec![7]),
            token(vec![2, 20]),
            token(vec![1, 2, 3, 20]),
            asking(vec![], Question::DidYouMean(3)),
            asking(vec![1, 2, 20], Question::DidYouMean(20)),
            asking(vec![4], Question::WhichOne),
        ] {
            let encoded = token.encode(b"key").unwrap();
            assert!(encoded.len() + PREFIX.len() <= 64, "{encoded}");
            assert_eq!(ReplyToken::decode(&encoded, b"key"), Some(token.clone()));
            // Case folded by a mail system: still the same token.
            assert_eq!(
                ReplyToken::decode(&encoded.to_ascii_uppercase(), b"key"),
                Some(token.clone())
            );
            assert_eq!(ReplyToken::decode(&encoded, b"other key"), None);
            // Any one character changed: refused.
            for at in 0..encoded.len() {
                let mut altered = encoded.clone().into_bytes();
                altered[at] = if altered[at] == b'a' { b'b' } else { b'a' };
                let altered = String::from_utf8(altered).unwrap();
                assert_eq!(ReplyToken::decode(&altered, b"key"), None, "{at}");
            }
        }
        assert_eq!(ReplyToken::decode("not base32!", b"key"), None);
        assert_eq!(ReplyToken::decode("", b"key"), None);
        assert_eq!(
            token(vec![1, 2, 3, 4, 5]).encode(b"key"),
            None,
            "five numbers deep"
        );
        assert_eq!(
            asking(vec![1, 2, 3, 4], Question::WhichOne).encode(b"key"),
            None,
            "four deep and a question"
        );
    }
}
