use serde::{Deserialize, Serialize};
use std::fmt;

/// A place at the table, numbered from 0 in turn order as drawn by the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// All seats of a table of `count`, in order.
    pub fn all(count: u8) -> impl Iterator<Item = Seat> {
        (0..count).map(Seat)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Who is looking. Hidden information is filtered by this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// A player: sees the public state plus what belongs to their seat.
    Seat(Seat),
    /// Someone not playing: the public state only.
    Spectator,
    /// Everything, hidden or not: for the server itself and for finished games
    /// whose rules allow revealing all.
    Everything,
}

impl Viewer {
    /// Whether this viewer may see what is private to `seat`.
    pub fn sees_private_of(self, seat: Seat) -> bool {
        match self {
            Viewer::Seat(own) => own == seat,
            Viewer::Spectator => false,
            Viewer::Everything => true,
        }
    }
}
