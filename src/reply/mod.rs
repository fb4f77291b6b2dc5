//! Play by reply: a player answers the turn mail with the number of a
//! choice, and the move is made; other words are posted at the table. The
//! turn mail's numbered menu and its reply address are the mail's
//! (`mail::choices`, `mail::reply_address`); this folder reads what comes
//! back (`receive`: checks, decides through `play::submit` like the web and
//! the API, answers), once it is shown to come from whom it says
//! (`verify`: SPF, DKIM, DMARC). Replies arrive at the SMTP receiver
//! (`smtp`) or are read from a mailbox (`imap`).

pub mod imap;
pub mod receive;
pub mod smtp;
pub mod verify;

pub use receive::{receive, Envelope, Outcome, MAX_BYTES};
