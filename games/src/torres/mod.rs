//! Torres (Kramer & Kiesling): knights climb the castles they build together;
//! each year's end scores area × level of every player's highest knight in
//! every castle, plus the King's bonus. See RULES.md for every reading chosen.

mod actions;
mod board;
mod bot;
mod data;
mod error;
mod events;
mod flow;
mod last_move;
mod messages;
mod rules;
mod scoring;
mod state;
mod view;

pub use actions::{Action, Returned};
pub use board::{name as square_name, Layout, Occupant};
pub use error::Error;
pub use events::{BlockSource, Event, ScoreReason};
pub use messages::{
    action_message, card_message, event_message, last_move_message, meister_message,
};
pub use state::{
    Card, Change, Deck, Edition, LastMove, MeisterCard, Options, Phase, Square, State, TurnState,
};
pub use view::View;

use crate::core::{
    Game, GameInfo, GameRng, Message, OptionKind, OptionSpec, Outcome, Seat, Viewer,
};

pub struct Torres;

/// Version 2 (issue 13): the older edition's years start clockwise from the
/// youngest player instead of the last player naming the starter.
const RULES_VERSION: u32 = 2;

impl Game for Torres {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = Error;

    fn info() -> GameInfo {
        GameInfo {
            id: "torres",
            name: "Torres",
            min_seats: 2,
            max_seats: 4,
            rules_version: RULES_VERSION,
            options: vec![
                OptionSpec {
                    key: "edition",
                    label: "torres-option-edition",
                    help: "torres-option-edition-help",
                    kind: OptionKind::Choice {
                        choices: vec![
                            ("2017", "torres-option-edition-2017"),
                            ("original", "torres-option-edition-original"),
                        ],
                        default: "2017",
                    },
                    seats: (2, 4),
                },
                OptionSpec {
                    key: "deck",
                    label: "torres-option-deck",
                    help: "torres-option-deck-help",
                    kind: OptionKind::Choice {
                        choices: vec![
                            ("personal", "torres-option-deck-personal"),
                            ("shared", "torres-option-deck-shared"),
                        ],
                        default: "personal",
                    },
                    seats: (2, 4),
                },
                OptionSpec {
                    key: "meister",
                    label: "torres-option-meister",
                    help: "torres-option-meister-help",
                    kind: OptionKind::Bool { default: false },
                    seats: (2, 4),
                },
            ],
        }
    }

    fn new_state(options: &Options, seats: u8) -> Result<State, Error> {
        Self::new_state_at(options, seats, RULES_VERSION)
    }

    fn new_state_at(options: &Options, seats: u8, rules_version: u32) -> Result<State, Error> {
        if !(2..=4).contains(&seats) {
            return Err(Error::SeatCount);
        }
        let per_seat = usize::from(seats);
        Ok(State {
            options: options.clone(),
            seats,
            heights: vec![0; board::SQUARES],
            knights: vec![Vec::new(); per_seat],
            king: None,
            supply: data::data().blocks_in_box,
            stacks: vec![Vec::new(); per_seat],
            carried: vec![0; per_seat],
            scores: vec![0; per_seat],
            hands: vec![Vec::new(); per_seat],
            fresh: vec![Vec::new(); per_seat],
            decks: Vec::new(),
            meister: None,
            year: 0,
            round: 0,
            year_starter: Seat(0),
            order: Vec::new(),
            turn_index: 0,
            turn: TurnState::default(),
            phase: Phase::NotStarted,
            castles_founded: 0,
            rules_version,
            last_move: LastMove::default(),
        })
    }

    fn setup(state: &State, rng: &mut dyn GameRng) -> Vec<Event> {
        flow::setup(state, rng)
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        rules::legal_actions(state, seat)
    }

    fn decide(
        state: &State,
        seat: Seat,
        action: &Action,
        _rng: &mut dyn GameRng,
    ) -> Result<Vec<Event>, Error> {
        // Cheap refusals first: most requests of a seat without a decision.
        if state.phase == Phase::Over {
            return Err(Error::GameOver);
        }
        if rules::deciding_seat(state) != Some(seat) {
            return Err(Error::NotYourDecision);
        }
        let layout = Layout::of(state);
        rules::check(state, &layout, seat, action)?;
        Ok(flow::decide(state, seat, action))
    }

    fn apply(state: &mut State, event: &Event) {
        flow::apply(state, event);
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact_event(_before: &State, event: &Event, viewer: Viewer) -> Event {
        view::redact_event(event, viewer)
    }

    fn waiting_on(state: &State) -> Vec<Seat> {
        rules::deciding_seat(state).into_iter().collect()
    }

    fn outcome(state: &State) -> Option<Outcome> {
        (state.phase == Phase::Over).then(|| Self::standing(state, state.seats))
    }

    /// The score track as it stands; most points win, ties shared (as at
    /// the end). Each seat ranks by its score (`scoring::rank_key`).
    fn standing(state: &State, _seats: u8) -> Outcome {
        Outcome::ranked(
            state.scores.iter().map(|&s| i64::from(s)).collect(),
            state.scores.iter().map(|&s| scoring::rank_key(s)).collect(),
        )
    }

    fn ends_take_back(event: &Event) -> bool {
        // Steps of the turn that reveal nothing new may be taken back; a card
        // draw (or anything handing the turn on) closes the door.
        !matches!(
            event,
            Event::KnightPlaced { .. }
                | Event::KnightMoved { .. }
                | Event::BlockPlaced { .. }
                | Event::BlockLifted { .. }
                | Event::CardPlayed { .. }
                | Event::ScoreAdvanced { .. }
        )
    }

    fn default_action(state: &State, seat: Seat) -> Option<Action> {
        let legal = rules::legal_actions(state, seat);
        // A timed-out player ends the turn using up their smallest stack,
        // leaves the King, and otherwise takes the first offer.
        let smallest_end = legal
            .iter()
            .filter(|a| matches!(a, Action::EndTurn { .. }))
            .min_by_key(|a| match a {
                Action::EndTurn { stack: Some(stack) } => state
                    .stacks
                    .get(seat.index())
                    .and_then(|s| s.get(usize::from(*stack)))
                    .copied()
                    .unwrap_or(0),
                _ => 0,
            })
            .cloned();
        smallest_end
            .or_else(|| legal.iter().find(|a| **a == Action::LeaveKing).cloned())
            .or_else(|| {
                legal
                    .iter()
                    .find(|a| matches!(a, Action::ChooseStarter { seat: s } if *s == seat))
                    .cloned()
            })
            .or_else(|| legal.into_iter().next())
    }

    fn describe_action(state: &State, action: &Action) -> Message {
        messages::action_message(state, action)
    }

    fn describe_event(event: &Event, seats: u8) -> Message {
        messages::event_message(event, seats)
    }
}

#[cfg(test)]
mod tests;
