//! The rules an event is created with. They travel in the `Created` record
//! and may change only before the event starts (`RulesChanged`); after the
//! start every change is refused, so every player plays by the rules they
//! entered under.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Seconds in a day: ladder deadlines are counted in days of the caller's clock.
pub const SECONDS_PER_DAY: u64 = 86_400;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// The game's identifier in the engines' registry (`"torres"`); this crate
    /// never looks inside the game.
    pub game: String,
    /// Players at every table, 2..=6.
    pub seats_per_table: u8,
    pub format: Format,
    /// The time each player has per move in the event's games, in hours.
    /// Carried for the service, which starts the games.
    pub time_control_hours: u32,
    /// Days off a player may take over the event (0: none), for the games' clocks.
    pub vacation_days: u16,
    pub timeout_policy: TimeoutPolicy,
    pub vanished_policy: VanishedPolicy,
    pub rating_bounds: RatingBounds,
    pub registration: RegistrationWindow,
    /// At most this many active entrants; `None`: no limit.
    pub max_players: Option<u32>,
    pub start: StartCondition,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Everyone meets everyone; every table opens at the start.
    RoundRobin,
    /// `rounds` rounds paired one after another by score.
    Swiss { rounds: u16 },
    /// Single elimination seeded by rating (two seats only).
    KnockOut,
    /// Divisions of `division_size` playing a round robin each season;
    /// the best `promoted` of each division go up, the worst `relegated` down.
    League {
        division_size: u16,
        seasons: u16,
        promoted: u16,
        relegated: u16,
    },
    /// A ranked list; a player challenges someone at most `reach` places
    /// above; a challenge not accepted within `accept_within_days` is lost by
    /// the challenged player, and so is a decline when `decline_loses`.
    Ladder {
        reach: u16,
        accept_within_days: u16,
        decline_loses: bool,
    },
}

/// How a game that ended on a timeout is scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeoutPolicy {
    /// The players who timed out take the last places, the first to run out
    /// the lowest; the others keep the order the game stood in.
    TimedOutLoses,
    /// The game counts as it stood when the clock ran out.
    ScoredAsItStands,
}

/// What happens to a player who stops playing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum VanishedPolicy {
    /// They stay entered and keep being paired; their games time out.
    StayEntered,
    /// After this many timed-out games in the event they are withdrawn by the
    /// system, exactly as if they had withdrawn themselves.
    WithdrawAfterTimeouts(u16),
    /// Their seat is taken at their first timeout by the computer, which
    /// plays on for them until they come back (or a reserve takes the seat
    /// over), so nobody else's game is cut short. They stay entered; how the
    /// game counts for them is the event's [`TimeoutPolicy`] (the service
    /// reports every seat the computer played for as timed out).
    ComputerTakesSeat,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingBounds {
    pub min: Option<i32>,
    pub max: Option<i32>,
}

impl RatingBounds {
    pub fn admits(&self, rating: i32) -> bool {
        self.min.is_none_or(|min| rating >= min) && self.max.is_none_or(|max| rating <= max)
    }
}

/// Registration is open from `opens` (inclusive) to `closes` (exclusive),
/// in the caller's seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegistrationWindow {
    pub opens: u64,
    pub closes: u64,
}

impl RegistrationWindow {
    pub fn contains(&self, now: u64) -> bool {
        self.opens <= now && now < self.closes
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StartCondition {
    /// The registration that fills `max_players` starts the event.
    WhenFull,
    /// The first `Start` or `Tick` at or after this second starts it.
    AtTime(u64),
}

/// Why a set of rules cannot make an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum RulesProblem {
    #[error("tables must seat 2 to 6 players")]
    SeatsOutOfRange,
    #[error("this format is played one against one: tables must seat 2")]
    FormatNeedsTwoSeats,
    #[error("a Swiss event needs at least one round")]
    NoRounds,
    #[error("a league needs at least one season")]
    NoSeasons,
    #[error("a division must hold at least one full table")]
    DivisionSmallerThanTable,
    #[error("more players promoted and relegated than a division holds")]
    TooManyMoves,
    #[error("a ladder challenge must reach at least one place up")]
    NoReach,
    #[error("a ladder challenge needs at least a day to be accepted")]
    NoTimeToAccept,
    #[error("the lowest rating allowed is above the highest")]
    EmptyRatingBounds,
    #[error("registration closes before it opens")]
    EmptyRegistrationWindow,
    #[error("the event cannot hold a single table")]
    MaxPlayersBelowTable,
    #[error("starting when full needs a maximum number of players")]
    WhenFullWithoutMaximum,
    #[error("players must be allowed at least one timeout before the system withdraws them")]
    ZeroTimeoutsAllowed,
    #[error("the game's name is empty")]
    NoGame,
}

impl Rules {
    /// Checks the rules make sense on their own (the service still checks the
    /// game supports `seats_per_table`).
    pub fn validate(&self) -> Result<(), RulesProblem> {
        if !(2..=6).contains(&self.seats_per_table) {
            return Err(RulesProblem::SeatsOutOfRange);
        }
        if self.game.trim().is_empty() {
            return Err(RulesProblem::NoGame);
        }
        match self.format {
            Format::RoundRobin => {}
            Format::Swiss { rounds } => {
                if rounds == 0 {
                    return Err(RulesProblem::NoRounds);
                }
            }
            Format::KnockOut => {
                if self.seats_per_table != 2 {
                    return Err(RulesProblem::FormatNeedsTwoSeats);
                }
            }
            Format::League {
                division_size,
                seasons,
                promoted,
                relegated,
            } => {
                if seasons == 0 {
                    return Err(RulesProblem::NoSeasons);
                }
                if division_size < u16::from(self.seats_per_table) {
                    return Err(RulesProblem::DivisionSmallerThanTable);
                }
                if promoted + relegated > division_size {
                    return Err(RulesProblem::TooManyMoves);
                }
            }
            Format::Ladder {
                reach,
                accept_within_days,
                ..
            } => {
                if self.seats_per_table != 2 {
                    return Err(RulesProblem::FormatNeedsTwoSeats);
                }
                if reach == 0 {
                    return Err(RulesProblem::NoReach);
                }
                if accept_within_days == 0 {
                    return Err(RulesProblem::NoTimeToAccept);
                }
            }
        }
        if let (Some(min), Some(max)) = (self.rating_bounds.min, self.rating_bounds.max) {
            if min > max {
                return Err(RulesProblem::EmptyRatingBounds);
            }
        }
        if self.registration.closes < self.registration.opens {
            return Err(RulesProblem::EmptyRegistrationWindow);
        }
        if let Some(max) = self.max_players {
            if max < u32::from(self.seats_per_table) {
                return Err(RulesProblem::MaxPlayersBelowTable);
            }
        }
        if self.start == StartCondition::WhenFull && self.max_players.is_none() {
            return Err(RulesProblem::WhenFullWithoutMaximum);
        }
        if self.vanished_policy == VanishedPolicy::WithdrawAfterTimeouts(0) {
            return Err(RulesProblem::ZeroTimeoutsAllowed);
        }
        Ok(())
    }

    /// Fewest active players with whom the event can play at all.
    pub fn min_players(&self) -> usize {
        usize::from(self.seats_per_table)
    }

    /// Whether registration stays open after the start (Swiss until round 2
    /// is paired, ladders as long as the window is open).
    pub fn late_entry(&self) -> bool {
        matches!(self.format, Format::Swiss { .. } | Format::Ladder { .. })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Rules that pass validation, for tests to change one field of.
    pub(crate) fn sample(format: Format, seats: u8) -> Rules {
        Rules {
            game: "torres".into(),
            seats_per_table: seats,
            format,
            time_control_hours: 72,
            vacation_days: 14,
            timeout_policy: TimeoutPolicy::TimedOutLoses,
            vanished_policy: VanishedPolicy::WithdrawAfterTimeouts(2),
            rating_bounds: RatingBounds::default(),
            registration: RegistrationWindow {
                opens: 0,
                closes: 1_000_000,
            },
            max_players: None,
            start: StartCondition::AtTime(500_000),
        }
    }

    #[test]
    fn sample_rules_are_valid_for_every_format() {
        for format in [
            Format::RoundRobin,
            Format::Swiss { rounds: 5 },
            Format::KnockOut,
            Format::League {
                division_size: 6,
                seasons: 2,
                promoted: 1,
                relegated: 1,
            },
            Format::Ladder {
                reach: 3,
                accept_within_days: 7,
                decline_loses: true,
            },
        ] {
            assert_eq!(sample(format, 2).validate(), Ok(()), "{format:?}");
        }
    }

    #[test]
    fn each_problem_is_named() {
        let mut rules = sample(Format::RoundRobin, 7);
        assert_eq!(rules.validate(), Err(RulesProblem::SeatsOutOfRange));
        rules = sample(Format::KnockOut, 3);
        assert_eq!(rules.validate(), Err(RulesProblem::FormatNeedsTwoSeats));
        rules = sample(Format::Swiss { rounds: 0 }, 2);
        assert_eq!(rules.validate(), Err(RulesProblem::NoRounds));
        rules = sample(
            Format::League {
                division_size: 3,
                seasons: 1,
                promoted: 0,
                relegated: 0,
            },
            4,
        );
        assert_eq!(
            rules.validate(),
            Err(RulesProblem::DivisionSmallerThanTable)
        );
        rules = sample(
            Format::League {
                division_size: 4,
                seasons: 1,
                promoted: 3,
                relegated: 2,
            },
            2,
        );
        assert_eq!(rules.validate(), Err(RulesProblem::TooManyMoves));
        rules = sample(Format::RoundRobin, 2);
        rules.rating_bounds = RatingBounds {
            min: Some(1600),
            max: Some(1500),
        };
        assert_eq!(rules.validate(), Err(RulesProblem::EmptyRatingBounds));
        rules = sample(Format::RoundRobin, 2);
        rules.start = StartCondition::WhenFull;
        assert_eq!(rules.validate(), Err(RulesProblem::WhenFullWithoutMaximum));
        rules.max_players = Some(1);
        assert_eq!(rules.validate(), Err(RulesProblem::MaxPlayersBelowTable));
    }

    #[test]
    fn rating_bounds_are_inclusive() {
        let bounds = RatingBounds {
            min: Some(1200),
            max: Some(1800),
        };
        assert!(bounds.admits(1200) && bounds.admits(1800));
        assert!(!bounds.admits(1199) && !bounds.admits(1801));
        assert!(RatingBounds::default().admits(i32::MIN));
    }
}
