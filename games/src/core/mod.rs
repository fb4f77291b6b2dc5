//! The one interface every game implements, and the small vocabulary shared by
//! all of them (seats, viewers, outcomes, option descriptions, languages).
//!
//! The shape is the "decider" of event sourcing:
//! `setup` and `decide` turn a request into events (drawing randomness there and
//! recording its *outcome* in the events), `apply` folds an event into the state
//! and never fails nor draws randomness, so replaying a log is exact.

mod message;
mod options;
mod outcome;
mod random;
mod seat;

pub(crate) use message::explained_error;
pub use message::{Arg, Explain, Message};
pub use options::{OptionKind, OptionSpec};
pub use outcome::{Outcome, RankKey};
pub use random::{roll, shuffle, GameRng};
pub use seat::{Seat, Viewer};

use serde::{de::DeserializeOwned, Serialize};
use std::fmt::Debug;

/// What every game tells the lobby about itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable identifier used in URLs, the database and the `engine` command.
    pub id: &'static str,
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
    /// Bumped whenever a rules change would fold an old log differently. The
    /// service records it with every game it starts.
    pub rules_version: u32,
    /// The options the creator picks, described as data so the lobby can
    /// render a form without knowing the game.
    pub options: Vec<OptionSpec>,
}

/// A game's rules. Every method is a pure function of its arguments.
pub trait Game: 'static {
    type Options: Serialize + DeserializeOwned + Clone + Debug + Default + PartialEq;
    type State: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type Action: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type Event: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type View: Serialize + Debug;
    type Error: std::error::Error + Explain + Clone + PartialEq;

    fn info() -> GameInfo;

    /// The state before any event: validates the options against the number of
    /// seats. Deterministic; no randomness here.
    fn new_state(options: &Self::Options, seats: u8) -> Result<Self::State, Self::Error>;

    /// The state before any event for a game that started under an older
    /// `rules_version`, so its log folds, and its play goes on, by the rules
    /// it started with. Games whose rules never changed keep the default.
    fn new_state_at(
        options: &Self::Options,
        seats: u8,
        rules_version: u32,
    ) -> Result<Self::State, Self::Error> {
        let _ = rules_version;
        Self::new_state(options, seats)
    }

    /// The set-up events (random draws included as data) that start the game.
    fn setup(state: &Self::State, rng: &mut dyn GameRng) -> Vec<Self::Event>;

    /// Every action `seat` may take now. Empty when the seat has nothing to
    /// decide. Forms offer exactly these; `decide` accepts exactly these.
    fn legal_actions(state: &Self::State, seat: Seat) -> Vec<Self::Action>;

    /// Turns an accepted action into events. Randomness is drawn here.
    fn decide(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
        rng: &mut dyn GameRng,
    ) -> Result<Vec<Self::Event>, Self::Error>;

    /// Folds one event into the state. Never fails, never draws randomness.
    fn apply(state: &mut Self::State, event: &Self::Event);

    /// What `viewer` may see of the state. The only place hidden information
    /// is filtered for pages, API answers, emails and history steps.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// `event` as `viewer` may see it; `before` is the state the event was
    /// applied to. Hidden payloads are replaced, never leaked.
    fn redact_event(before: &Self::State, event: &Self::Event, viewer: Viewer) -> Self::Event;

    /// Seats that must decide something now (several at once for
    /// simultaneous play). Empty once the game is over.
    fn waiting_on(state: &Self::State) -> Vec<Seat>;

    /// `Some` once the game is over: the winners, the scores and every
    /// seat's ranking key by the rulebook's own comparison.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The game of `seats` as it stands, scored as if it ended now (the
    /// players agreed to end it early): every seat's ranking key as the
    /// rules would count it now, the winners the greatest, ties shared; once
    /// the game is over, its outcome. The default, for a game with no score
    /// before its end: everyone shares the win.
    fn standing(state: &Self::State, seats: u8) -> Outcome {
        Self::outcome(state).unwrap_or_else(|| Outcome::decided(Seat::all(seats).collect()))
    }

    /// Whether this event closes the door on taking back earlier actions: it
    /// revealed something new (a draw, a roll) or handed the turn on.
    /// The default allows no take-back at all.
    fn ends_take_back(_event: &Self::Event) -> bool {
        true
    }

    /// The team a seat plays in, for games played in partnerships (the
    /// service gives a team its own table talk and rates it as one side).
    /// `None`: every seat plays for itself.
    fn team_of(_options: &Self::Options, _seats: u8, _seat: Seat) -> Option<u8> {
        None
    }

    /// A time limit the rules themselves put on the decision the waiting
    /// seats face now (Carolingi's hourglass), in hours. It replaces the
    /// players' own limit and no time bank stretches it. `None`: the rules
    /// set none.
    fn rules_time_limit_hours(_state: &Self::State) -> Option<u32> {
        None
    }

    /// The least harmful legal action, used when a seat times out.
    fn default_action(state: &Self::State, seat: Seat) -> Option<Self::Action> {
        Self::legal_actions(state, seat).into_iter().next()
    }

    /// A short sentence for an action, as a form label ("Play disc 3"): a
    /// message of the translation files, which the service says in the
    /// reader's language.
    fn describe_action(state: &Self::State, action: &Self::Action) -> Message;

    /// A history line for an (already redacted) event of a game of `seats`
    /// players; players appear as seats, which the service names.
    fn describe_event(event: &Self::Event, seats: u8) -> Message;
}

/// Folds a whole log into the state it produces, under the current rules.
pub fn replay<G: Game>(
    options: &G::Options,
    seats: u8,
    events: &[G::Event],
) -> Result<G::State, G::Error> {
    replay_at::<G>(options, seats, G::info().rules_version, events)
}

/// Folds a whole log under the rules version its game started with.
pub fn replay_at<G: Game>(
    options: &G::Options,
    seats: u8,
    rules_version: u32,
    events: &[G::Event],
) -> Result<G::State, G::Error> {
    let mut state = G::new_state_at(options, seats, rules_version)?;
    for event in events {
        G::apply(&mut state, event);
    }
    Ok(state)
}
