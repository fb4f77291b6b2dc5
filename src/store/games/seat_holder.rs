//! Who holds a seat — a person, the computer for a person who is gone (away
//! past their time, timed out, or their account deleted), or a computer
//! player — and the questions pages, clocks, notices and ratings ask of it.
//!
//! The game's read carries three flags per player (`bot`: the computer plays
//! the seat now; `computer`: a computer player's level; `deleted`: the
//! account is gone). Combined by hand they were written out at a dozen
//! places in different ways; here each question is answered once, by name.

use super::{GameRecord, GameStatus, PlayerRef};

/// Who holds a seat, as the domain speaks of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatHolder {
    /// A person plays it themselves.
    Person,
    /// The computer plays it for a person who is away or timed out: they may
    /// come back to it, or it may be offered to someone else.
    ComputerForPerson,
    /// The account behind it was deleted: a placeholder the computer plays
    /// on, with no person to come back.
    FormerPlayer,
    /// A computer player: the seat is the computer's for good.
    ComputerPlayer,
}

impl PlayerRef {
    pub fn holder(&self) -> SeatHolder {
        if self.computer.is_some() {
            SeatHolder::ComputerPlayer
        } else if self.deleted {
            SeatHolder::FormerPlayer
        } else if self.bot {
            SeatHolder::ComputerForPerson
        } else {
            SeatHolder::Person
        }
    }

    /// A computer player's seat (its level is `computer`).
    pub fn is_computer_player(&self) -> bool {
        self.holder() == SeatHolder::ComputerPlayer
    }

    /// An account of a person stands behind the seat (not a computer player,
    /// not a deleted account), whoever plays it now.
    pub fn is_person(&self) -> bool {
        matches!(
            self.holder(),
            SeatHolder::Person | SeatHolder::ComputerForPerson
        )
    }

    /// The computer decides for the seat now, for whatever reason.
    pub fn computer_plays_now(&self) -> bool {
        self.bot || self.computer.is_some()
    }

    /// The seat was a person's and the computer plays it for now (they are
    /// away, timed out, or their account is gone): the page says "held by
    /// the computer", and the seat may be offered to a new player.
    pub fn computer_holds_for_someone_gone(&self) -> bool {
        self.bot && self.computer.is_none()
    }

    /// The person decides for their seat themselves: their clock runs.
    pub fn plays_in_person(&self) -> bool {
        self.holder() == SeatHolder::Person
    }
}

impl GameRecord {
    /// A computer player sits at the table.
    pub fn has_computer_player(&self) -> bool {
        self.players.iter().any(PlayerRef::is_computer_player)
    }

    /// The player's clock runs now: the game is under way, waits on their
    /// seat, and they decide for it themselves (the computer answers at once).
    pub fn clock_runs_for(&self, player: &PlayerRef) -> bool {
        self.status == GameStatus::Active
            && player
                .seat
                .is_some_and(|seat| self.waiting_on.contains(&seat))
            && player.plays_in_person()
    }

    /// The seat keeps a time bank worth showing: the time control has one
    /// (or an increment), and the seat is not a computer player's.
    pub fn keeps_bank_for(&self, player: &PlayerRef) -> bool {
        let control = &self.time_control;
        control.is_limited()
            && (control.bank_hours > 0 || control.increment_hours > 0)
            && player.seat.is_some()
            && !player.is_computer_player()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(bot: bool, computer: bool, deleted: bool) -> PlayerRef {
        serde_json::from_value(serde_json::json!({
            "user_id": uuid::Uuid::nil(),
            "username": "anna",
            "seat": 0,
            "bot": bot,
            "computer": computer.then_some("easy"),
            "deleted": deleted,
        }))
        .unwrap()
    }

    /// Every combination of the read's flags (a computer player is always
    /// seated with `bot`), and what each question answers for it.
    #[test]
    fn each_holder_answers_each_question() {
        use SeatHolder::*;
        // (bot, computer, deleted) -> holder, person, computer now, held for
        // someone gone, plays in person
        let table = [
            ((false, false, false), Person, true, false, false, true),
            (
                (true, false, false),
                ComputerForPerson,
                true,
                true,
                true,
                false,
            ),
            ((true, false, true), FormerPlayer, false, true, true, false),
            // A deleted account in a game that is over: nobody plays it.
            (
                (false, false, true),
                FormerPlayer,
                false,
                false,
                false,
                false,
            ),
            (
                (true, true, false),
                ComputerPlayer,
                false,
                true,
                false,
                false,
            ),
        ];
        for ((bot, computer, deleted), holder, person, now, held, in_person) in table {
            let seat = player(bot, computer, deleted);
            let flags = (bot, computer, deleted);
            assert_eq!(seat.holder(), holder, "{flags:?}");
            assert_eq!(seat.is_person(), person, "person {flags:?}");
            assert_eq!(seat.computer_plays_now(), now, "computer now {flags:?}");
            assert_eq!(
                seat.computer_holds_for_someone_gone(),
                held,
                "held {flags:?}"
            );
            assert_eq!(seat.plays_in_person(), in_person, "in person {flags:?}");
            assert_eq!(seat.is_computer_player(), holder == ComputerPlayer);
        }
    }
}
