//! What a viewer sees. Carolus Magnus has no hidden information: discs are
//! played face up one after the other, reserves "must stay perfectly
//! visible" and dice are thrown in the open, so every viewer sees the whole
//! table, plus a few derived facts that save clients from recomputing rules.

use super::rules::waiting_on;
use super::state::{GameResult, Phase, Side, State};
use crate::core::Seat;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    #[serde(flatten)]
    pub state: State,
    /// Each seat's side (castle set): 0 black, 1 white, 2 grey.
    pub sides_of_seats: Vec<Side>,
    /// Castles in the territories, per side.
    pub castles_in_play: Vec<u8>,
    /// Per region (same order as `regions`): each side's strength there.
    pub strengths: Vec<Vec<u32>>,
    pub waiting_on: Option<Seat>,
}

pub fn view(state: &State) -> View {
    View {
        state: state.clone(),
        sides_of_seats: state.sides_of_seats(),
        castles_in_play: (0..state.sides())
            .map(|s| state.castles_in_play(s))
            .collect(),
        strengths: state.regions.iter().map(|r| state.strengths(r)).collect(),
        waiting_on: waiting_on(state),
    }
}

/// What the table is doing now and who does it: the status line a board
/// shows. Every step but the set-up and the end names a seat, including the
/// moments between decisions that only a history shows (dice resolving, the
/// turn order being set, the Emperor's stop being carried out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<'a> {
    /// Before the set-up events: nobody acts yet.
    SettingUp,
    /// The seat's dice for its first reserve are being thrown.
    ThrowingFirstReserve {
        seat: Seat,
    },
    /// The seat names a crown's colour: `crowns` still to name.
    NamingColour {
        seat: Seat,
        crowns: u8,
        first_reserve: bool,
    },
    /// Dice variant: the seat sets one die's colour before throwing.
    SettingDie {
        seat: Seat,
    },
    PlayingDisc {
        seat: Seat,
    },
    /// Every disc is down (`seat` played the last): the order of play
    /// follows from them.
    DiscsDown {
        seat: Seat,
        disc: u8,
    },
    PlacingPaladins {
        seat: Seat,
        placed: u8,
        to_place: u8,
    },
    /// The seat moves the Emperor 1 to `disc` steps.
    MovingEmperor {
        seat: Seat,
        disc: u8,
    },
    /// The seat moved the Emperor to `to`; the stop is being carried out.
    EmperorMoved {
        seat: Seat,
        to: u8,
    },
    /// The seat's dice refill its reserve.
    Replenishing {
        seat: Seat,
    },
    Over(Option<&'a GameResult>),
}

impl Step<'_> {
    /// The seat the step is about, if any.
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Step::SettingUp | Step::Over(_) => None,
            Step::ThrowingFirstReserve { seat }
            | Step::NamingColour { seat, .. }
            | Step::SettingDie { seat }
            | Step::PlayingDisc { seat }
            | Step::DiscsDown { seat, .. }
            | Step::PlacingPaladins { seat, .. }
            | Step::MovingEmperor { seat, .. }
            | Step::EmperorMoved { seat, .. }
            | Step::Replenishing { seat } => Some(seat),
        }
    }
}

impl View {
    /// What the table is doing now, and who does it.
    pub fn step(&self) -> Step<'_> {
        let s = &self.state;
        let draw = s.draw;
        match s.phase {
            Phase::Setup => Step::SettingUp,
            Phase::Over => Step::Over(s.result.as_ref()),
            Phase::InitialReserves | Phase::Replenishing if draw.needs_choice() => {
                if draw.choose_die {
                    Step::SettingDie { seat: draw.seat }
                } else {
                    Step::NamingColour {
                        seat: draw.seat,
                        crowns: draw.crowns,
                        first_reserve: s.phase == Phase::InitialReserves,
                    }
                }
            }
            // The first thrower is seat 0, which is also where `draw` starts.
            Phase::InitialReserves => Step::ThrowingFirstReserve { seat: draw.seat },
            Phase::Replenishing => Step::Replenishing { seat: draw.seat },
            Phase::Opening => match (self.waiting_on, s.played.last()) {
                (Some(seat), _) => Step::PlayingDisc { seat },
                (None, Some(&(seat, disc))) => Step::DiscsDown { seat, disc },
                (None, None) => Step::PlayingDisc {
                    seat: s.opening_order.first().copied().unwrap_or(Seat(0)),
                },
            },
            Phase::Placing | Phase::Moving => match s.turn {
                // The Emperor has moved this turn: his stop is resolving.
                Some(turn)
                    if s.phase == Phase::Moving
                        && s.last_move.emperor
                        && s.last_move.seat == Some(turn.seat) =>
                {
                    Step::EmperorMoved {
                        seat: turn.seat,
                        to: s.emperor,
                    }
                }
                Some(turn) if s.phase == Phase::Placing => Step::PlacingPaladins {
                    seat: turn.seat,
                    placed: turn.placed,
                    to_place: turn.to_place,
                },
                Some(turn) => Step::MovingEmperor {
                    seat: turn.seat,
                    disc: turn.disc,
                },
                // Not reached by the rules (a turn starts before these
                // phases); a state read from elsewhere still names someone.
                None => Step::EmperorMoved {
                    seat: s.last_move.seat.unwrap_or(Seat(0)),
                    to: s.emperor,
                },
            },
        }
    }
}
