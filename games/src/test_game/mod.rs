//! "Countdown": a tiny game that exists only to prove the service's frame.
//!
//! A pile of 11 to 20 stones (a d10 roll at set-up). On their turn a player
//! takes one stone at a time, one to three in all, then ends the turn; each
//! take may be taken back until the turn ends. Every player also holds a
//! secret joker (1 to 3, dealt at set-up, hidden from the others) that they may
//! play once instead of taking stones: it removes exactly that many stones and
//! ends the turn. Whoever takes the last stone wins.
//!
//! It has what the real games need the frame to carry: random set-up outcomes
//! recorded in events, a secret per seat, take-back within a turn, options.

use crate::core::{
    roll, Explain, Game, GameInfo, GameRng, Message, OptionKind, OptionSpec, Outcome, Seat, Viewer,
};
use serde::{Deserialize, Serialize};

mod bot;

pub struct Countdown;

const MAX_TAKE_PER_TURN: u32 = 3;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Whether the secret jokers are dealt.
    pub jokers: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { jokers: true }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub seats: u8,
    pub pile: u32,
    /// Each seat's joker; `None` once played or when jokers are off.
    pub jokers: Vec<Option<u32>>,
    pub to_move: Seat,
    pub taken_this_turn: u32,
    pub started: bool,
    pub winner: Option<Seat>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    TakeOne,
    EndTurn,
    PlayJoker,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// `jokers[i]` is `None` in a redacted copy for anyone but seat `i`.
    Dealt {
        pile: u32,
        jokers: Vec<Option<u32>>,
    },
    TookOne {
        seat: Seat,
    },
    JokerPlayed {
        seat: Seat,
        count: u32,
    },
    TurnEnded {
        seat: Seat,
        next: Seat,
    },
    Won {
        seat: Seat,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub pile: u32,
    pub to_move: Option<Seat>,
    pub taken_this_turn: u32,
    /// Whether each seat still holds a joker (public).
    pub holds_joker: Vec<bool>,
    /// The viewer's own joker value, if any.
    pub my_joker: Option<u32>,
    pub winner: Option<Seat>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    GameOver,
    NotYourTurn,
    TooMany,
    NothingTaken,
    NoJoker,
    JokerAfterTaking,
    SeatCount,
}

impl Explain for Error {
    fn explain(&self) -> Message {
        match self {
            Error::GameOver => Message::new("countdown-error-game-over"),
            Error::NotYourTurn => Message::new("countdown-error-not-your-turn"),
            Error::TooMany => Message::new("countdown-error-too-many"),
            Error::NothingTaken => Message::new("countdown-error-nothing-taken"),
            Error::NoJoker => Message::new("countdown-error-no-joker"),
            Error::JokerAfterTaking => Message::new("countdown-error-joker-after-taking"),
            Error::SeatCount => Message::new("countdown-error-seat-count"),
        }
    }
}

crate::core::explained_error!(Error);

impl Countdown {
    /// A short sentence for an action, as a message of the translation files.
    pub fn action_message(_state: &State, action: &Action) -> Message {
        Message::new(match action {
            Action::TakeOne => "countdown-action-take-one",
            Action::EndTurn => "countdown-action-end-turn",
            Action::PlayJoker => "countdown-action-play-joker",
        })
    }

    /// A history line for an (already redacted) event of a game of `_seats`.
    pub fn event_message(event: &Event, _seats: u8) -> Message {
        match event {
            Event::Dealt { pile, .. } => Message::new("countdown-event-dealt").with("pile", *pile),
            Event::TookOne { seat } => {
                Message::new("countdown-event-took-one").with("player", *seat)
            }
            Event::JokerPlayed { seat, count } => Message::new("countdown-event-joker-played")
                .with("player", *seat)
                .with("count", *count),
            Event::TurnEnded { next, .. } => {
                Message::new("countdown-event-turn-ended").with("player", *next)
            }
            Event::Won { seat } => Message::new("countdown-event-won").with("player", *seat),
        }
    }

    fn check(state: &State, seat: Seat, action: Action) -> Result<(), Error> {
        if state.winner.is_some() {
            return Err(Error::GameOver);
        }
        if seat != state.to_move {
            return Err(Error::NotYourTurn);
        }
        match action {
            Action::TakeOne if state.taken_this_turn >= MAX_TAKE_PER_TURN => Err(Error::TooMany),
            Action::EndTurn if state.taken_this_turn == 0 => Err(Error::NothingTaken),
            Action::PlayJoker if state.taken_this_turn > 0 => Err(Error::JokerAfterTaking),
            Action::PlayJoker if state.jokers[seat.index()].is_none() => Err(Error::NoJoker),
            _ => Ok(()),
        }
    }

    fn next_seat(state: &State, seat: Seat) -> Seat {
        Seat((seat.0 + 1) % state.seats)
    }
}

impl Game for Countdown {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = Error;

    fn info() -> GameInfo {
        GameInfo {
            id: "countdown",
            name: "Countdown",
            min_seats: 2,
            max_seats: 4,
            rules_version: 1,
            options: vec![OptionSpec {
                key: "jokers",
                label: "countdown-option-jokers",
                help: "countdown-option-jokers-help",
                kind: OptionKind::Bool { default: true },
                seats: (2, 4),
            }],
        }
    }

    fn new_state(options: &Options, seats: u8) -> Result<State, Error> {
        if !(2..=4).contains(&seats) {
            return Err(Error::SeatCount);
        }
        Ok(State {
            options: options.clone(),
            seats,
            pile: 0,
            jokers: vec![None; usize::from(seats)],
            to_move: Seat(0),
            taken_this_turn: 0,
            started: false,
            winner: None,
        })
    }

    fn setup(state: &State, rng: &mut dyn GameRng) -> Vec<Event> {
        let pile = 10 + roll(rng, 10);
        let jokers = Seat::all(state.seats)
            .map(|_| state.options.jokers.then(|| roll(rng, 3)))
            .collect();
        vec![Event::Dealt { pile, jokers }]
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        [Action::TakeOne, Action::EndTurn, Action::PlayJoker]
            .into_iter()
            .filter(|&action| Self::check(state, seat, action).is_ok())
            .collect()
    }

    fn decide(
        state: &State,
        seat: Seat,
        action: &Action,
        _rng: &mut dyn GameRng,
    ) -> Result<Vec<Event>, Error> {
        Self::check(state, seat, *action)?;
        let mut events = Vec::new();
        let removed = match action {
            Action::TakeOne => {
                events.push(Event::TookOne { seat });
                1
            }
            Action::PlayJoker => {
                let count = state.jokers[seat.index()].unwrap_or(0).min(state.pile);
                events.push(Event::JokerPlayed { seat, count });
                count
            }
            Action::EndTurn => 0,
        };
        if removed > 0 && removed >= state.pile {
            events.push(Event::Won { seat });
        } else if matches!(action, Action::EndTurn | Action::PlayJoker) {
            events.push(Event::TurnEnded {
                seat,
                next: Self::next_seat(state, seat),
            });
        }
        Ok(events)
    }

    fn apply(state: &mut State, event: &Event) {
        match event {
            Event::Dealt { pile, jokers } => {
                state.pile = *pile;
                state.jokers = jokers.clone();
                state.started = true;
            }
            Event::TookOne { .. } => {
                state.pile = state.pile.saturating_sub(1);
                state.taken_this_turn += 1;
            }
            Event::JokerPlayed { seat, count } => {
                state.pile = state.pile.saturating_sub(*count);
                if let Some(joker) = state.jokers.get_mut(seat.index()) {
                    *joker = None;
                }
            }
            Event::TurnEnded { next, .. } => {
                state.to_move = *next;
                state.taken_this_turn = 0;
            }
            Event::Won { seat } => state.winner = Some(*seat),
        }
    }

    fn view(state: &State, viewer: Viewer) -> View {
        View {
            pile: state.pile,
            to_move: state.winner.is_none().then_some(state.to_move),
            taken_this_turn: state.taken_this_turn,
            holds_joker: state.jokers.iter().map(Option::is_some).collect(),
            my_joker: match viewer {
                Viewer::Seat(seat) => state.jokers.get(seat.index()).copied().flatten(),
                _ => None,
            },
            winner: state.winner,
        }
    }

    fn redact_event(_before: &State, event: &Event, viewer: Viewer) -> Event {
        match event {
            Event::Dealt { pile, jokers } => Event::Dealt {
                pile: *pile,
                jokers: jokers
                    .iter()
                    .enumerate()
                    .map(|(i, joker)| {
                        let seat = Seat(u8::try_from(i).unwrap_or(u8::MAX));
                        joker.filter(|_| viewer.sees_private_of(seat))
                    })
                    .collect(),
            },
            other => other.clone(),
        }
    }

    fn waiting_on(state: &State) -> Vec<Seat> {
        if state.started && state.winner.is_none() {
            vec![state.to_move]
        } else {
            Vec::new()
        }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.winner.map(|winner| Outcome::decided(vec![winner]))
    }

    fn ends_take_back(event: &Event) -> bool {
        !matches!(event, Event::TookOne { .. })
    }

    fn default_action(state: &State, seat: Seat) -> Option<Action> {
        // Ending the turn as soon as allowed is the least a timed-out player loses.
        let legal = Self::legal_actions(state, seat);
        [Action::EndTurn, Action::TakeOne]
            .into_iter()
            .find(|action| legal.contains(action))
    }

    fn describe_action(state: &State, action: &Action) -> Message {
        Countdown::action_message(state, action)
    }

    fn describe_event(event: &Event, seats: u8) -> Message {
        Countdown::event_message(event, seats)
    }
}

#[cfg(test)]
mod tests;
