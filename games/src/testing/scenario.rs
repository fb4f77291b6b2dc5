//! A small given/when/then kit for the rulebooks' worked examples, shared by
//! every game (in the spirit of scalachess's test-kit).
//!
//! Why: each game's tests used to carry their own "decide, then fold the
//! events", "expect a refusal" and "play these in order" helpers, with their
//! own failure messages. Here they are written once, over the [`Game`]
//! trait, so a game's test helpers only lay out its board.
//!
//! How to write a scenario: lay out the table with the game's own helpers,
//! then chain steps and checks; every check names the step it looks at.
//!
//! ```text
//! Scenario::<CarolusMagnus>::given(figure_2())
//!     .when(WHITE_SEAT, court(Colour::Green))
//!     .then_events_eq([Event::PaladinPlaced { .. }])
//!     .when(WHITE_SEAT, Action::MoveEmperor { steps: 9 })
//!     .then_refused(Error::TooFar { .. })
//!     .then_waiting_on([WHITE_SEAT]);
//! ```
//!
//! A refused step leaves the state as it was and must be checked with
//! [`Scenario::then_refused`] (or [`Scenario::then_refused_with`]): any other
//! step or check after it fails, naming the refusal. For one-off moves
//! outside a chain, [`Moves`] gives every game `G::act`, `G::refusal` and
//! friends. Every step decides with a generator seeded afresh with the
//! scenario's seed ([`SEED`] unless [`Scenario::seed`] says otherwise), so a
//! step's draws do not depend on the steps before it.

use crate::core::{replay, Game, Outcome, Seat};
use rand::{rngs::SmallRng, SeedableRng};
use std::fmt::Debug;

/// The seed every kit step decides with unless told otherwise.
pub const SEED: u64 = 1;

fn seeded(seed: u64) -> SmallRng {
    SmallRng::seed_from_u64(seed)
}

/// One-line moves for any game, outside a [`Scenario`] chain:
/// `CarolusMagnus::act(&mut state, seat, action)`.
pub trait Moves: Game {
    /// What `decide` rules on `action` (with the kit's [`SEED`]); the state
    /// is left alone.
    fn ruling(
        state: &Self::State,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Error> {
        Self::decide(state, seat, &action, &mut seeded(SEED))
    }

    /// Folds every event into the state, in order.
    fn fold(state: &mut Self::State, events: &[Self::Event]) {
        for event in events {
            Self::apply(state, event);
        }
    }

    /// Decides and folds the events into the state, returning them; fails
    /// the test, naming the action, when the action is refused.
    #[track_caller]
    fn act(state: &mut Self::State, seat: Seat, action: Self::Action) -> Vec<Self::Event> {
        let events = Self::ruling(state, seat, action.clone())
            .unwrap_or_else(|error| panic!("{seat:?} {action:?} was refused: {error}"));
        Self::fold(state, &events);
        events
    }

    /// The state after `seat` takes `action`, the given state left alone.
    #[track_caller]
    fn after(state: &Self::State, seat: Seat, action: Self::Action) -> Self::State {
        let mut next = state.clone();
        Self::act(&mut next, seat, action);
        next
    }

    /// Plays every `(seat, action)` in order, returning all their events.
    #[track_caller]
    fn act_all(
        state: &mut Self::State,
        steps: impl IntoIterator<Item = (Seat, Self::Action)>,
    ) -> Vec<Self::Event> {
        let mut all = Vec::new();
        for (seat, action) in steps {
            all.extend(Self::act(state, seat, action));
        }
        all
    }

    /// Why `action` is refused; fails the test when it is accepted.
    #[track_caller]
    fn refusal(state: &Self::State, seat: Seat, action: Self::Action) -> Self::Error {
        match Self::ruling(state, seat, action.clone()) {
            Ok(events) => panic!("{seat:?} {action:?} was accepted, giving {events:?}"),
            Err(error) => error,
        }
    }
}

impl<G: Game> Moves for G {}

/// What the last `when` did.
struct Step<G: Game> {
    /// "step 3: Seat(1) PlacePaladin { .. }"
    name: String,
    result: Result<Vec<G::Event>, G::Error>,
}

/// A table, the steps taken on it, and checks on what they did.
pub struct Scenario<G: Game> {
    state: G::State,
    seed: u64,
    steps: usize,
    last: Option<Step<G>>,
    log: Vec<G::Event>,
}

impl<G: Game> Scenario<G> {
    /// Starts from a table laid out by hand.
    pub fn given(state: G::State) -> Self {
        Scenario {
            state,
            seed: SEED,
            steps: 0,
            last: None,
            log: Vec::new(),
        }
    }

    /// Starts from a real set-up, drawn with `seed`; the set-up events open
    /// the log.
    #[track_caller]
    pub fn set_up(options: &G::Options, seats: u8, seed: u64) -> Self {
        let mut state = G::new_state(options, seats)
            .unwrap_or_else(|error| panic!("given: the options are refused: {error}"));
        let events = G::setup(&state, &mut seeded(seed));
        G::fold(&mut state, &events);
        Scenario {
            log: events,
            ..Self::given(state)
        }
    }

    /// Starts from the state a log folds to; the log opens the scenario's.
    #[track_caller]
    pub fn from_log(options: &G::Options, seats: u8, events: &[G::Event]) -> Self {
        let state = replay::<G>(options, seats, events)
            .unwrap_or_else(|error| panic!("given: the log does not fold: {error}"));
        Scenario {
            log: events.to_vec(),
            ..Self::given(state)
        }
    }

    /// Decides the following steps with `seed` instead of [`SEED`].
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// `seat` takes `action`: the events are folded and recorded; a refusal
    /// is kept for [`Scenario::then_refused`].
    #[track_caller]
    pub fn when(mut self, seat: Seat, action: G::Action) -> Self {
        self.accepted();
        self.steps += 1;
        let name = format!("step {}: {seat:?} {action:?}", self.steps);
        let result = G::decide(&self.state, seat, &action, &mut seeded(self.seed));
        if let Ok(events) = &result {
            G::fold(&mut self.state, events);
            self.log.extend(events.iter().cloned());
        }
        self.last = Some(Step { name, result });
        self
    }

    /// Takes every `(seat, action)` in order, as so many `when`s.
    #[track_caller]
    pub fn when_all(self, steps: impl IntoIterator<Item = (Seat, G::Action)>) -> Self {
        steps
            .into_iter()
            .fold(self, |scenario, (seat, action)| scenario.when(seat, action))
    }

    /// The name of the last step, for failure messages.
    fn name(&self) -> &str {
        self.last.as_ref().map_or("given", |step| &step.name)
    }

    /// The last step's events; fails if it was refused.
    #[track_caller]
    fn accepted(&self) -> &[G::Event] {
        match &self.last {
            None => &[],
            Some(Step {
                name,
                result: Err(error),
            }) => panic!("{name} was refused: {error} ({error:?})"),
            Some(Step {
                result: Ok(events), ..
            }) => events,
        }
    }

    /// The last step was refused with exactly `expected`.
    #[track_caller]
    pub fn then_refused(self, expected: G::Error) -> Self {
        let name = self.name().to_owned();
        match self.last.as_ref().map(|step| &step.result) {
            Some(Err(error)) => assert!(
                *error == expected,
                "{name} was refused with {error:?}, expected {expected:?}"
            ),
            Some(Ok(events)) => {
                panic!("{name} was accepted, giving {events:?}; expected {expected:?}")
            }
            None => panic!("then_refused: no step was taken"),
        }
        self.checked()
    }

    /// The last step was refused, and the error passes `check`.
    #[track_caller]
    pub fn then_refused_with(self, check: impl FnOnce(&G::Error) -> bool) -> Self {
        let name = self.name().to_owned();
        match self.last.as_ref().map(|step| &step.result) {
            Some(Err(error)) => assert!(check(error), "{name}: unexpected refusal {error:?}"),
            Some(Ok(events)) => panic!("{name} was accepted, giving {events:?}"),
            None => panic!("then_refused_with: no step was taken"),
        }
        self.checked()
    }

    /// Forgets a checked refusal, so later steps go on from the same state.
    fn checked(mut self) -> Self {
        if let Some(step) = &mut self.last {
            if step.result.is_err() {
                step.result = Ok(Vec::new());
            }
        }
        self
    }

    /// The last step emitted exactly `expected`.
    #[track_caller]
    pub fn then_events_eq(self, expected: impl AsRef<[G::Event]>) -> Self {
        let events = self.accepted();
        assert!(
            events == expected.as_ref(),
            "{}: emitted\n  {events:?}\nexpected\n  {:?}",
            self.name(),
            expected.as_ref()
        );
        self
    }

    /// The last step's events from index `start` on begin with `expected`
    /// (`then_events_at(1, [e])` is "the second event is `e`").
    #[track_caller]
    pub fn then_events_at(self, start: usize, expected: impl AsRef<[G::Event]>) -> Self {
        let events = self.accepted();
        let expected = expected.as_ref();
        let found = events.get(start..start + expected.len());
        assert!(
            found == Some(expected),
            "{}: emitted\n  {events:?}\nexpected from event {start} on\n  {expected:?}",
            self.name()
        );
        self
    }

    /// The last step emitted `count` events.
    #[track_caller]
    pub fn then_event_count(self, count: usize) -> Self {
        let events = self.accepted();
        assert!(
            events.len() == count,
            "{}: emitted {} events, expected {count}: {events:?}",
            self.name(),
            events.len()
        );
        self
    }

    /// The last step's events pass `check`.
    #[track_caller]
    pub fn then_events(self, check: impl FnOnce(&[G::Event]) -> bool) -> Self {
        let events = self.accepted();
        assert!(
            check(events),
            "{}: the events fail the check: {events:?}",
            self.name()
        );
        self
    }

    /// The state passes `check`.
    #[track_caller]
    pub fn then_state(self, check: impl FnOnce(&G::State) -> bool) -> Self {
        self.accepted();
        assert!(
            check(&self.state),
            "{}: the state fails the check: {:?}",
            self.name(),
            self.state
        );
        self
    }

    /// What `read` reads off the state equals `expected`.
    #[track_caller]
    pub fn then_state_eq<T: PartialEq<U> + Debug, U: Debug>(
        self,
        read: impl FnOnce(&G::State) -> T,
        expected: U,
    ) -> Self {
        self.accepted();
        let found = read(&self.state);
        assert!(
            found == expected,
            "{}: read {found:?} off the state, expected {expected:?}",
            self.name()
        );
        self
    }

    /// Exactly these seats must decide now.
    #[track_caller]
    pub fn then_waiting_on(self, seats: impl AsRef<[Seat]>) -> Self {
        self.accepted();
        let waiting = G::waiting_on(&self.state);
        assert!(
            waiting == seats.as_ref(),
            "{}: waiting on {waiting:?}, expected {:?}",
            self.name(),
            seats.as_ref()
        );
        self
    }

    /// `seat` may take exactly these actions now.
    #[track_caller]
    pub fn then_legal_eq(self, seat: Seat, expected: impl AsRef<[G::Action]>) -> Self {
        self.accepted();
        let legal = G::legal_actions(&self.state, seat);
        assert!(
            legal == expected.as_ref(),
            "{}: {seat:?} may take {legal:?}, expected {:?}",
            self.name(),
            expected.as_ref()
        );
        self
    }

    /// The game's outcome is `expected` (`None`: not over yet).
    #[track_caller]
    pub fn then_outcome(self, expected: Option<Outcome>) -> Self {
        self.accepted();
        let outcome = G::outcome(&self.state);
        assert!(
            outcome == expected,
            "{}: the outcome is {outcome:?}, expected {expected:?}",
            self.name()
        );
        self
    }

    /// The table now (after an accepted step).
    #[track_caller]
    pub fn state(&self) -> &G::State {
        self.accepted();
        &self.state
    }

    /// The last step's events.
    #[track_caller]
    pub fn events(&self) -> &[G::Event] {
        self.accepted()
    }

    /// Every event recorded: the given log, then each accepted step's.
    pub fn log(&self) -> &[G::Event] {
        &self.log
    }

    /// The table, to go on by hand.
    #[track_caller]
    pub fn into_state(self) -> G::State {
        self.accepted();
        self.state
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_game::Countdown as TestGame;

    #[test]
    fn a_failure_names_the_step_and_the_refusal() {
        let scenario = Scenario::<TestGame>::set_up(&Default::default(), 2, 7);
        let state = scenario.state().clone();
        let waiting = TestGame::waiting_on(&state);
        let Some(&seat) = waiting.first() else {
            panic!("nobody to act after set-up");
        };
        let other = Seat::all(2).find(|s| *s != seat).unwrap();
        let action = TestGame::legal_actions(&state, seat)[0];
        let error = TestGame::refusal(&state, other, action);
        let refused = Scenario::<TestGame>::given(state.clone()).when(other, action);
        let message = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            refused.then_event_count(0);
        }))
        .unwrap_err();
        let message = message.downcast_ref::<String>().unwrap();
        assert!(
            message.starts_with(&format!(
                "step 1: {other:?} {action:?} was refused: {error}"
            )),
            "{message}"
        );
        Scenario::<TestGame>::given(state)
            .when(other, action)
            .then_refused(error)
            .when(seat, action)
            .then_events(|events| !events.is_empty());
    }
}
