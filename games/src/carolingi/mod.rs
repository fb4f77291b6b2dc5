//! Carolingi (Freudenberg & Cantzler, Sea Cove Games): base game, advanced
//! game (6), module Anarchy and Rebellion (7), hourglass (8).
//!
//! Each season every Carolingian places two tiles face down at the same
//! time; the tiles and the event tiles are then drawn from the bag one by
//! one. A drawn action tile is carried out by its owner, step by step; an
//! event tile draws an Archivium card (unrest in a country, or famine). The
//! game ends after the autumn of the sundial year, or by a successful
//! declaration of peace. See RULES.md for every reading of the rulebook.

pub mod actions;
pub mod advanced;
pub mod board;
mod bot;
pub mod error;
pub mod events;
mod last_move;
pub mod majority;
pub mod map;
mod messages;
pub mod options;
pub mod rules;
pub mod scoring;
pub mod state;
pub mod tiles;
pub mod view;

pub use actions::Action;
pub use error::Error;
pub use events::Event;
pub use messages::{action_message, country_message, event_message, region_message, tile_message};
pub use options::Options;
pub use state::{LastMove, State};
pub use view::View;

use crate::core::{Game, GameInfo, GameRng, Message, Outcome, Seat, Viewer};
use rules::flow::{advance, Builder};
use rules::legal::legal_actions;
use rules::setup::{MAX_SEATS, MIN_SEATS};
use state::{Phase, Progress};

pub struct Carolingi;

impl Game for Carolingi {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = Error;

    fn info() -> GameInfo {
        GameInfo {
            id: "carolingi",
            name: "Carolingi",
            min_seats: MIN_SEATS,
            max_seats: MAX_SEATS,
            rules_version: state::RULES_VERSION,
            options: options::option_specs(),
        }
    }

    fn new_state(options: &Options, seats: u8) -> Result<State, Error> {
        rules::setup::new_state(options, seats, state::RULES_VERSION)
    }

    fn new_state_at(options: &Options, seats: u8, rules_version: u32) -> Result<State, Error> {
        rules::setup::new_state(options, seats, rules_version)
    }

    fn setup(state: &State, rng: &mut dyn GameRng) -> Vec<Event> {
        rules::setup::setup(state, rng)
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        legal_actions(state, seat)
    }

    fn decide(
        state: &State,
        seat: Seat,
        action: &Action,
        rng: &mut dyn GameRng,
    ) -> Result<Vec<Event>, Error> {
        if state.is_over() {
            return Err(Error::GameOver);
        }
        if !legal_actions(state, seat).contains(action) {
            return Err(rules::explain::explain(state, seat, action));
        }
        let mut builder = Builder::new(state);
        rules::perform::perform(&mut builder, seat, action);
        advance(&mut builder, rng);
        Ok(builder.events)
    }

    fn apply(state: &mut State, event: &Event) {
        events::apply(state, event);
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact_event(_before: &State, event: &Event, viewer: Viewer) -> Event {
        view::redact_event(event, viewer)
    }

    fn waiting_on(state: &State) -> Vec<Seat> {
        rules::legal::waiting_on(state)
    }

    /// Section 8: the hourglass bounds each season's secret placement.
    fn rules_time_limit_hours(state: &State) -> Option<u32> {
        let hours = u32::from(state.options.hourglass_hours);
        (hours > 0 && state.phase == state::Phase::Placing).then_some(hours)
    }

    /// The winners as the rules named them (the sundial's end or a peace),
    /// and every seat's whole ranking key (`scoring::rank_key`).
    fn outcome(state: &State) -> Option<Outcome> {
        let result = state.result.as_ref()?;
        Some(Outcome {
            winners: result.winners.clone(),
            scores: result.sheets.iter().map(|s| i64::from(s.points)).collect(),
            ranking: result
                .sheets
                .iter()
                .map(|sheet| scoring::rank_key(sheet, result.peace_by))
                .collect(),
        })
    }

    /// The score sheets as they stand, ranked as at the sundial's end (3.5):
    /// points, then partisans on the board, then controlled countries.
    fn standing(state: &State, _seats: u8) -> Outcome {
        if let Some(outcome) = Self::outcome(state) {
            return outcome;
        }
        let sheets = scoring::all_sheets(state);
        Outcome::ranked(
            sheets.iter().map(|s| i64::from(s.points)).collect(),
            sheets.iter().map(|s| scoring::rank_key(s, None)).collect(),
        )
    }

    fn ends_take_back(event: &Event) -> bool {
        // Steps inside one's own action reveal nothing and pass no turn; a
        // placement or an exchange choice is private until all are in.
        !matches!(
            event,
            Event::TilePlaced { .. }
                | Event::ExchangeChosen { .. }
                | Event::MissusSentHome { .. }
                | Event::CardTransferred { .. }
                | Event::BattleFought { .. }
                | Event::MissusSentToCard { .. }
                | Event::DevelopmentPlaced { .. }
                | Event::LeudePromoted { .. }
                | Event::NobleCalled { .. }
                | Event::NoblePromoted { .. }
                | Event::PartisanMoved { .. }
                | Event::RebelPacified { .. }
                | Event::TrophyClaimed { .. }
                | Event::PlacementPassed { .. }
                | Event::HomelandClaimed { .. }
                | Event::RebelExpelled { .. }
        )
    }

    fn default_action(state: &State, seat: Seat) -> Option<Action> {
        let legal = legal_actions(state, seat);
        // Doing nothing is always the mildest choice: inaction tiles when
        // placing, no exchange, ending the action, no extra tile; in a famine
        // the timed-out chooser sends others' partisans home before their own.
        // With the hourglass, a seat whose time is up places no more tiles
        // (8: "Les tuiles qui ne sont pas sur le Scriptorium lorsque le
        // sablier s'épuise ne sont pas mises dans le sac"); in the set-up
        // rounds the drawn partisan becomes a missus (option b, always open).
        let inaction = legal
            .iter()
            .find(|a| matches!(a, Action::PlaceTile { tile } if tile.is_inaction()));
        let others_leave = legal
            .iter()
            .find(|a| matches!(a, Action::FamineRemove { seat: s } if *s != seat));
        let mild = [
            Action::KeepTiles,
            Action::EndAction,
            Action::SkipExtraTile,
            Action::PassPlacement,
            Action::SetupMissus,
        ]
        .into_iter()
        .find(|a| legal.contains(a));
        mild.or(inaction.copied())
            .or(others_leave.copied())
            .or_else(|| legal.first().copied())
    }

    fn describe_action(state: &State, action: &Action) -> Message {
        messages::action_message(state, action)
    }

    fn describe_event(event: &Event, seats: u8) -> Message {
        messages::event_message(event, seats)
    }
}

/// Whether a drawn action tile is being carried out and how far (for tests
/// and bots).
pub fn current_progress(state: &State) -> Option<&Progress> {
    match &state.phase {
        Phase::Action { progress, .. } => Some(progress),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
