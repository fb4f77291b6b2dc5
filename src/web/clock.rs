//! A seat's clock as the pages say it (the game page, "My games"): the time
//! left until the real cut-off and the cut-off itself, in the viewer's
//! words and zone.

use crate::web::context::PageContext;

/// A waiting seat's clock as the page says it: how long is left until the
/// real cut-off (the deadline and the time bank after it), and when that is
/// in the viewer's zone. A cut-off already passed is never shown as a time:
/// the page says the time is up (the sweeper acts within a minute).
pub struct Clock {
    /// "2 d 4 h", "3 h 20 min", "12 min".
    pub left: String,
    /// The cut-off, in the viewer's zone.
    pub until: String,
    /// The cut-off for the page's script, which counts down (RFC 3339).
    pub iso: String,
    pub up: bool,
    /// The per-move limit has passed: the seat is spending its bank.
    pub in_bank: bool,
}

impl Clock {
    pub fn of(
        ctx: &PageContext,
        expires: chrono::DateTime<chrono::Utc>,
        due: Option<chrono::DateTime<chrono::Utc>>,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Clock {
        let left = (expires - now).num_minutes().max(0);
        Clock {
            left: left_text(ctx, left),
            until: ctx.time(&expires),
            iso: expires.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            up: expires <= now,
            in_bank: due.is_some_and(|due| due < now && now < expires),
        }
    }
}

/// Minutes left as a person reads them (see `clocks::words::left_text`).
pub fn left_text(ctx: &PageContext, minutes: i64) -> String {
    crate::clocks::words::left_text(ctx.lang, minutes)
}
