//! Play by reply: a player answers the turn mail with the number (or
//! letter) of a choice, and the move is made; other words are posted at the
//! table. The turn mail's menu and its reply address are the mail's
//! (`mail::choices`, `mail::reply_address`); this folder reads what comes
//! back: the player's own words apart from what their mail client wrapped
//! them in (`written`), held against our own mail (`echo`), read (`said`),
//! and acted on (`receive`: checks, decides through `play::submit` like the
//! web and the API, answers in the reply's thread; `decision`: whether the
//! decision its address names is still open, and the menu now; `thread`:
//! the answer's place in the reply's thread), once the mail is shown
//! to come from whom it says (`verify`: SPF, DKIM, DMARC) and from a person
//! (`automatic`: no autoresponder, list or bounce is answered). Replies
//! arrive at the SMTP receiver (`smtp`) or are read from a mailbox
//! (`imap`).

pub mod automatic;
mod decision;
pub mod echo;
pub mod imap;
pub mod receive;
pub mod said;
pub mod smtp;
mod thread;
pub mod verify;
pub mod vocabulary;
pub mod written;

pub use receive::{receive, Envelope, Outcome, MAX_BYTES};
