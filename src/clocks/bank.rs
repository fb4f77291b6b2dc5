//! The time bank: the time a seat may spend past its per-move deadline,
//! paid down by overtime and (Fischer) topped up after each turn. The one
//! place its arithmetic lives; the store only writes what comes out.

use chrono::{DateTime, Utc};

/// What a bank holds after a turn that ran `overtime` seconds past its
/// deadline: never below nothing, plus the `increment` (none for a seat the
/// computer holds), and never above the `cap`.
pub fn after_turn(bank: i64, overtime: i64, increment: i64, cap: Option<i64>) -> i64 {
    let left = (bank - overtime).max(0).saturating_add(increment);
    cap.map_or(left, |cap| left.min(cap))
}

/// What a bank holds after its seat ran out of time at `now`, its deadline
/// having been `due` (the time past it is spent, never below nothing).
pub fn after_running_out(bank: i64, due: DateTime<Utc>, now: DateTime<Utc>) -> i64 {
    let overtime = (now - due).num_seconds().max(0);
    (bank - overtime).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    #[test]
    fn overtime_is_paid_down_to_nothing_and_the_increment_up_to_the_cap() {
        assert_eq!(after_turn(3600, 600, 0, None), 3000);
        assert_eq!(after_turn(3600, 7200, 0, None), 0, "never below nothing");
        assert_eq!(
            after_turn(3600, 7200, 1800, None),
            1800,
            "paid, then topped up"
        );
        assert_eq!(after_turn(3600, 0, 1800, Some(4000)), 4000, "capped");
        assert_eq!(
            after_turn(5000, 0, 0, Some(4000)),
            4000,
            "a cap holds without an increment"
        );
        assert_eq!(after_turn(i64::MAX, 0, 10, None), i64::MAX, "no overflow");
    }

    #[test]
    fn running_out_spends_the_time_past_the_deadline() {
        let due = Utc::now();
        assert_eq!(
            after_running_out(3600, due, due + Duration::minutes(10)),
            3000
        );
        assert_eq!(
            after_running_out(3600, due, due - Duration::minutes(10)),
            3600
        );
        assert_eq!(after_running_out(60, due, due + Duration::hours(1)), 0);
    }
}
