//! Carolus Magnus (Leo Colovini, 2000) for 2, 3 or 4 players (4 in two
//! partnerships): play paladins to your court to control clans, move the
//! Emperor round a circle of 15 territories, build castles where your clans
//! hold the majority, merge neighbouring territories, and take over others'.
//!
//! Rules notes and the JSON of options, actions and state: `RULES.md`.

mod actions;
mod bot;
mod colours;
mod error;
mod events;
mod last_move;
mod messages;
mod rules;
mod rules_data;
mod state;
mod view;

pub use actions::{Action, Destination};
pub use colours::colour_message;
pub use error::Error;
pub use events::Event;
pub use messages::{action_message, event_message, side_message};
pub use rules::{settled, stop_effect, StopEffect};
pub use state::{
    side_of, Colour, Cubes, Decision, Draw, EndReason, Face, GameResult, LastMove, Phase, Region,
    Side, State, Turn,
};
pub use view::{Step, View};

use crate::core::{
    roll, shuffle, Game, GameInfo, GameRng, Message, OptionKind, OptionSpec, Outcome, RankKey,
    Seat, Viewer,
};
use rules::Script;
use rules_data::{PlayerCountRules, COLOURS, DISCS, TERRITORIES};
use serde::{Deserialize, Serialize};

pub struct CarolusMagnus;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The rulebook's dice variant: before each replenishment throw, choose
    /// one die's colour and throw the others.
    pub dice_variant: bool,
    /// Four players: where partners sit. Games created before this option
    /// existed have no such key and get the seating they were played with.
    pub seating: Seating,
}

/// "Partners may sit opposite or next to each other." Seats are numbered in
/// the order players sit round the table (round 1 opens in that order from
/// the drawn player), so the seating decides who partners whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seating {
    /// Seats 0 & 2 (Black) against 1 & 3 (White): partners alternate.
    #[default]
    Opposite,
    /// Seats 0 & 1 (Black) against 2 & 3 (White): partners side by side.
    Adjacent,
}

impl Options {
    /// The side (castle set) a seat plays: its partnership with four
    /// players, itself otherwise (the seating means nothing then).
    pub fn side_of(&self, seats: u8, seat: Seat) -> Side {
        if seats != 4 {
            return seat.0;
        }
        match self.seating {
            Seating::Opposite => seat.0 % 2,
            Seating::Adjacent => seat.0 / 2,
        }
    }
}

impl Game for CarolusMagnus {
    type Options = Options;
    type State = State;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = Error;

    fn info() -> GameInfo {
        GameInfo {
            id: "carolus-magnus",
            name: "Carolus Magnus",
            min_seats: 2,
            max_seats: 4,
            rules_version: 1,
            options: vec![
                OptionSpec {
                    key: "dice_variant",
                    label: "cm-option-dice-variant",
                    help: "cm-option-dice-variant-help",
                    kind: OptionKind::Bool { default: false },
                    seats: (2, 4),
                },
                OptionSpec {
                    key: "seating",
                    label: "cm-option-seating",
                    help: "cm-option-seating-help",
                    kind: OptionKind::Choice {
                        choices: vec![
                            ("opposite", "cm-option-seating-opposite"),
                            ("adjacent", "cm-option-seating-adjacent"),
                        ],
                        default: "opposite",
                    },
                    seats: (4, 4),
                },
            ],
        }
    }

    fn new_state(options: &Options, seats: u8) -> Result<State, Error> {
        if !(2..=4).contains(&seats) {
            return Err(Error::SeatCount);
        }
        let rules = PlayerCountRules::for_seats(seats);
        let per_seat = usize::from(seats);
        Ok(State {
            options: options.clone(),
            seats,
            phase: Phase::Setup,
            round: 0,
            centre: [rules_data::CUBES_PER_COLOUR; COLOURS],
            reserves: vec![[0; COLOURS]; per_seat],
            courts: vec![[0; COLOURS]; per_seat],
            control: [None; COLOURS],
            regions: Vec::new(),
            emperor: 1,
            castles_left: vec![rules.castles; usize::from(rules.sides)],
            discs: vec![DISCS.to_vec(); per_seat],
            opening_order: Seat::all(seats).collect(),
            played: Vec::new(),
            action_order: Vec::new(),
            turn: None,
            draw: Draw::default(),
            initial_throws: vec![0; per_seat],
            result: None,
            last_move: LastMove::default(),
        })
    }

    fn setup(state: &State, rng: &mut dyn GameRng) -> Vec<Event> {
        // "Take 3 cubes of each color ... and place them at random on the
        // territories, 1 per territory."
        let mut paladins: Vec<Colour> = Colour::ALL
            .iter()
            .flat_map(|&colour| std::iter::repeat_n(colour, usize::from(TERRITORIES) / COLOURS))
            .collect();
        shuffle(rng, &mut paladins);
        let emperor = u8::try_from(roll(rng, u32::from(TERRITORIES))).unwrap_or(1);
        let first = Seat(u8::try_from(roll(rng, u32::from(state.seats)) - 1).unwrap_or(0));
        let mut script = Script::new(state);
        script.emit(Event::BoardSet { emperor, paladins });
        script.emit(Event::FirstPlayerDrawn { seat: first });
        rules::advance(&mut script, rng);
        script.events
    }

    fn legal_actions(state: &State, seat: Seat) -> Vec<Action> {
        rules::legal_actions(state, seat)
    }

    fn decide(
        state: &State,
        seat: Seat,
        action: &Action,
        rng: &mut dyn GameRng,
    ) -> Result<Vec<Event>, Error> {
        rules::decide(state, seat, action, rng)
    }

    fn apply(state: &mut State, event: &Event) {
        events::apply(state, event)
    }

    fn view(state: &State, _viewer: Viewer) -> View {
        view::view(state)
    }

    fn redact_event(_before: &State, event: &Event, _viewer: Viewer) -> Event {
        // Nothing is secret in this game (see view.rs).
        event.clone()
    }

    fn waiting_on(state: &State) -> Vec<Seat> {
        rules::waiting_on(state).into_iter().collect()
    }

    /// With four players, two partnerships (the `seating` option).
    fn team_of(options: &Options, seats: u8, seat: Seat) -> Option<u8> {
        (seats == 4).then(|| options.side_of(seats, seat))
    }

    /// The winners as the end named them; each seat scores, and ranks by,
    /// its side's castles in the territories ("The winner is the player who
    /// has the most castles in play in the territories at that time": the
    /// rulebook compares nothing else).
    fn outcome(state: &State) -> Option<Outcome> {
        let result = state.result.as_ref()?;
        let scores: Vec<i64> = Seat::all(state.seats)
            .map(|seat| {
                let side = usize::from(state.side_of(seat));
                i64::from(result.castles.get(side).copied().unwrap_or(0))
            })
            .collect();
        Some(Outcome {
            winners: Seat::all(state.seats)
                .filter(|&seat| result.winners.contains(&state.side_of(seat)))
                .collect(),
            ranking: scores.iter().map(|&castles| rank_key(castles)).collect(),
            scores,
        })
    }

    /// The castles in play as they stand: most castles win (a team's seats
    /// together), ties shared; each seat scores its side's castles.
    fn standing(state: &State, _seats: u8) -> Outcome {
        if let Some(outcome) = Self::outcome(state) {
            return outcome;
        }
        let scores: Vec<i64> = Seat::all(state.seats)
            .map(|seat| i64::from(state.castles_in_play(state.side_of(seat))))
            .collect();
        Outcome::ranked(
            scores.clone(),
            scores.iter().map(|&castles| rank_key(castles)).collect(),
        )
    }

    fn ends_take_back(event: &Event) -> bool {
        // Placing paladins (and the control changes they cause) may be taken
        // back until the Emperor moves: nothing new is revealed meanwhile.
        !matches!(
            event,
            Event::PaladinPlaced { .. } | Event::ControlChanged { .. }
        )
    }

    fn default_action(state: &State, seat: Seat) -> Option<Action> {
        let legal = rules::legal_actions(state, seat);
        let own_side = state.side_of(seat);
        let score = |action: &Action| -> i32 {
            match *action {
                // Stopping where one's own side gains is best, where another
                // side gains is worst.
                Action::MoveEmperor { steps } => {
                    let to = state.region_after(steps).map_or(0, |r| r.id);
                    match stop_effect(state, to) {
                        StopEffect::Build { side } | StopEffect::TakeOver { to: side, .. }
                            if side == own_side =>
                        {
                            2
                        }
                        StopEffect::Nothing { .. } => 1,
                        _ => 0,
                    }
                }
                // A paladin at court never helps an opponent in a territory.
                Action::PlacePaladin {
                    to: Destination::Court,
                    ..
                } => 1,
                // The smallest disc commits least; any colour is as good.
                _ => 0,
            }
        };
        let best = legal.iter().map(score).max()?;
        legal.into_iter().find(|action| score(action) == best)
    }

    fn describe_action(state: &State, action: &Action) -> Message {
        messages::action_message(state, action)
    }

    fn describe_event(event: &Event, seats: u8) -> Message {
        messages::event_message(event, seats)
    }
}

/// A seat's ranking key: its side's castles in the territories, the one
/// thing the end of the game compares ("the most castles in play in the
/// territories"; no tie-break, so tied sides share the win, reading 14).
pub fn rank_key(castles_in_play: i64) -> RankKey {
    RankKey(vec![castles_in_play])
}

#[cfg(test)]
mod tests;
