//! Legality and the flow of play: what a seat may do now, which events an
//! accepted action produces, and the automatic steps between decisions.

mod control;
mod dice;
mod emperor;
mod round;

pub use emperor::{settled, stop_effect, StopEffect};
pub use round::advance;

use super::actions::{Action, Destination};
use super::error::Error;
use super::events::{apply, Event};
use super::rules_data::DISCS;
use super::state::{Colour, Phase, State};
use crate::core::{GameRng, Seat};

/// Whose decision it is now (never more than one seat: every step of this
/// game is taken in turn, in the open).
pub fn waiting_on(state: &State) -> Option<Seat> {
    match state.phase {
        Phase::Setup | Phase::Over => None,
        Phase::InitialReserves | Phase::Replenishing => {
            state.draw.needs_choice().then_some(state.draw.seat)
        }
        Phase::Opening => state.opening_order.get(state.played.len()).copied(),
        Phase::Placing | Phase::Moving => state.turn.map(|turn| turn.seat),
    }
}

/// Why `seat` may not take `action` now, if it may not.
pub fn check(state: &State, seat: Seat, action: &Action) -> Result<(), Error> {
    if state.phase == Phase::Over {
        return Err(Error::GameOver);
    }
    if waiting_on(state) != Some(seat) {
        return Err(Error::NotYourTurn);
    }
    match *action {
        Action::PlayDisc { disc } => {
            if state.phase != Phase::Opening {
                return Err(Error::NotNow);
            }
            let hand = state
                .discs
                .get(seat.index())
                .map(Vec::as_slice)
                .unwrap_or(&[]);
            if !hand.contains(&disc) {
                return Err(Error::DiscNotInHand { disc });
            }
            let taken = |d: &u8| state.played.iter().any(|(_, played)| played == d);
            if taken(&disc) && hand.iter().any(|d| !taken(d)) {
                return Err(Error::DiscAlreadyPlayed { disc });
            }
            Ok(())
        }
        Action::PlacePaladin { colour, to } => {
            if state.phase != Phase::Placing {
                return Err(Error::NotNow);
            }
            let in_reserve = state
                .reserves
                .get(seat.index())
                .is_some_and(|reserve| reserve[colour.index()] > 0);
            if !in_reserve {
                return Err(Error::NotInReserve { colour });
            }
            match to {
                Destination::Territory(id) if state.region(id).is_none() => {
                    Err(Error::NoSuchTerritory { territory: id })
                }
                _ => Ok(()),
            }
        }
        Action::MoveEmperor { steps } => {
            let Some(turn) = state.turn.filter(|_| state.phase == Phase::Moving) else {
                return Err(Error::NotNow);
            };
            if !(1..=turn.disc).contains(&steps) {
                return Err(Error::StepsOutOfRange {
                    steps,
                    max: turn.disc,
                });
            }
            Ok(())
        }
        Action::ChooseColour { colour } => {
            if !matches!(state.phase, Phase::InitialReserves | Phase::Replenishing)
                || !state.draw.needs_choice()
            {
                return Err(Error::NotNow);
            }
            if !state.obtainable(colour) {
                return Err(Error::ColourExhausted { colour });
            }
            Ok(())
        }
    }
}

/// Every action that could possibly be legal now; `legal_actions` filters
/// them with [`check`], so both share one source of legality.
pub fn candidates(state: &State) -> Vec<Action> {
    match state.phase {
        Phase::Opening => DISCS
            .iter()
            .map(|&disc| Action::PlayDisc { disc })
            .collect(),
        Phase::Placing => Colour::ALL
            .iter()
            .flat_map(|&colour| {
                std::iter::once(Destination::Court)
                    .chain(state.regions.iter().map(|r| Destination::Territory(r.id)))
                    .map(move |to| Action::PlacePaladin { colour, to })
            })
            .collect(),
        Phase::Moving => {
            let max = state.turn.map_or(0, |turn| turn.disc);
            (1..=max)
                .map(|steps| Action::MoveEmperor { steps })
                .collect()
        }
        Phase::InitialReserves | Phase::Replenishing => Colour::ALL
            .iter()
            .map(|&colour| Action::ChooseColour { colour })
            .collect(),
        Phase::Setup | Phase::Over => Vec::new(),
    }
}

pub fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
    if waiting_on(state) != Some(seat) {
        return Vec::new();
    }
    candidates(state)
        .into_iter()
        .filter(|action| check(state, seat, action).is_ok())
        .collect()
}

/// Events under construction, applied to a working copy as they are
/// produced so each later step sees the earlier ones.
pub struct Script {
    pub state: State,
    pub events: Vec<Event>,
}

impl Script {
    pub fn new(state: &State) -> Script {
        Script {
            state: state.clone(),
            events: Vec::new(),
        }
    }

    pub fn emit(&mut self, event: Event) {
        apply(&mut self.state, &event);
        self.events.push(event);
    }
}

pub fn decide(
    state: &State,
    seat: Seat,
    action: &Action,
    rng: &mut dyn GameRng,
) -> Result<Vec<Event>, Error> {
    check(state, seat, action)?;
    let mut script = Script::new(state);
    match *action {
        Action::PlayDisc { disc } => script.emit(Event::DiscPlayed { seat, disc }),
        Action::PlacePaladin { colour, to } => {
            script.emit(Event::PaladinPlaced { seat, colour, to });
            if to == Destination::Court {
                if let Some(change) = control::control_change(&script.state, seat, colour) {
                    script.emit(change);
                }
            }
        }
        Action::MoveEmperor { steps } => emperor::move_emperor(&mut script, seat, steps),
        Action::ChooseColour { colour } => {
            script.emit(Event::ColourChosen { seat, colour });
            dice::take_cube(&mut script, seat, colour);
        }
    }
    advance(&mut script, rng);
    Ok(script.events)
}
