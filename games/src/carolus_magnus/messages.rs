//! Labels of actions and lines of the history, as messages of the
//! translation files (`locales/<language>/carolus-magnus.ftl`): the engine
//! decides what is said (who, which colour, how many, what a move would
//! change), the files say it.

use super::actions::{Action, Destination};
use super::colours::colour_message;
use super::events::Event;
use super::rules::{stop_effect, StopEffect};
use super::state::{side_of, EndReason, Face, Phase, Side, State};
use crate::core::{Arg, Message, Seat};

/// A side by its castles' colour, for labels that have no player names.
pub fn side_message(side: Side) -> Message {
    Message::new(match side {
        0 => "cm-side-black",
        1 => "cm-side-white",
        _ => "cm-side-grey",
    })
}

pub fn effect_message(effect: StopEffect) -> Message {
    match effect {
        StopEffect::Nothing { leader: None } => Message::new("cm-effect-no-majority"),
        StopEffect::Nothing { leader: Some(side) } => {
            Message::new("cm-effect-leads").with("side", side_message(side))
        }
        StopEffect::Build { side } => {
            Message::new("cm-effect-build").with("side", side_message(side))
        }
        StopEffect::TakeOver { from, to, castles } => Message::new("cm-effect-take-over")
            .with("side", side_message(to))
            .with("from", side_message(from))
            .with("castles", castles),
    }
}

/// "Black 6, White 7": each side's strength, named.
fn strengths(strengths: &[u32]) -> Arg {
    strengths
        .iter()
        .zip(0..)
        .map(|(strength, side)| {
            Message::new("cm-side-strength")
                .with("side", side_message(side))
                .with("strength", *strength)
        })
        .collect::<Vec<_>>()
        .into()
}

pub fn action_message(state: &State, action: &Action) -> Message {
    match *action {
        Action::PlayDisc { disc } => {
            // Earlier discs with a lower or equal number act first.
            let ahead = state.played.iter().filter(|(_, d)| *d <= disc).count();
            Message::new("cm-action-play-disc")
                .with("disc", disc)
                .with("ahead", ahead)
        }
        Action::PlacePaladin {
            colour,
            to: Destination::Court,
        } => {
            let seat = state.turn.map_or(Seat(0), |t| t.seat);
            let mine = state.court(seat, colour) + 1;
            let best_rival = Seat::all(state.seats)
                .filter(|s| *s != seat)
                .map(|s| state.court(s, colour))
                .max()
                .unwrap_or(0);
            let holder = state.control[colour.index()];
            let control = if holder == Some(seat) {
                Message::new("cm-control-kept")
            } else if mine > best_rival {
                Message::new("cm-control-taken").with("colour", colour_message(colour))
            } else {
                Message::new("cm-control-unchanged")
            };
            Message::new("cm-action-place-at-court")
                .with("colour", colour_message(colour))
                .with("mine", mine)
                .with("rival", best_rival)
                .with("control", control)
        }
        Action::PlacePaladin {
            colour,
            to: Destination::Territory(id),
        } => {
            let after = state.region(id).map(|region| {
                let mut region = region.clone();
                region.paladins[colour.index()] += 1;
                state.strengths(&region)
            });
            let leader = after.as_deref().and_then(super::state::leader_of);
            let counts = after.as_deref().map_or(Arg::List(Vec::new()), strengths);
            let lead = match leader {
                Some(side) => Message::new("cm-would-lead")
                    .with("side", side_message(side))
                    .with("counts", counts),
                None => Message::new("cm-would-lead-nobody").with("counts", counts),
            };
            Message::new("cm-action-place-in-territory")
                .with("colour", colour_message(colour))
                .with("territory", id)
                .with("lead", lead)
        }
        Action::MoveEmperor { steps } => {
            let to = state.region_after(steps).map_or(0, |r| r.id);
            Message::new("cm-action-move-emperor")
                .with("steps", steps)
                .with("territory", to)
                .with("effect", effect_message(stop_effect(state, to)))
        }
        Action::ChooseColour { colour } => {
            let centre = state.centre[colour.index()];
            let source = if centre > 0 {
                Message::new("cm-source-centre").with("count", centre)
            } else {
                Message::new("cm-source-courts").with("each", state.returnable(colour))
            };
            let variant = state.draw.choose_die
                && matches!(state.phase, Phase::Replenishing | Phase::InitialReserves);
            Message::new(if variant {
                "cm-action-set-die"
            } else {
                "cm-action-take-paladin"
            })
            .with("colour", colour_message(colour))
            .with("source", source)
        }
    }
}

/// The players of a side: one name, or two partners with four players.
/// Who partners whom depends on the game's seating, which only `GameEnded`
/// records (`sides_of_seats`); other events of a four-player game name the
/// partnership by its castle colour alone, as the board labels each player.
/// An empty list is a log recorded before the seating option: those games
/// used the default seating.
fn side_players(side: Side, sides_of_seats: Option<&[Side]>, seats: u8) -> Message {
    let known = match sides_of_seats {
        Some(known) => known,
        None if seats == 4 => return side_message(side),
        None => &[],
    };
    let side_of_seat = |i: u8| {
        known
            .get(usize::from(i))
            .copied()
            .unwrap_or_else(|| side_of(seats, Seat(i)))
    };
    let members: Vec<Seat> = (0..seats)
        .filter(|i| side_of_seat(*i) == side)
        .map(Seat)
        .collect();
    // The castle colour leads, so the verb agrees with one subject even for
    // a partnership ("Noir (Anna et Carl) bâtit").
    match members.as_slice() {
        [] => side_message(side),
        [only] => Message::new("cm-side-player")
            .with("side", side_message(side))
            .with("player", *only),
        [first, rest @ ..] => Message::new("cm-side-partners")
            .with("side", side_message(side))
            .with("first", *first)
            .with("others", rest.to_vec()),
    }
}

fn face_message(face: &Face) -> Message {
    match face {
        Face::Colour(colour) => colour_message(*colour),
        Face::Crown => Message::new("cm-face-crown"),
    }
}

/// "A and B and C": winners named one after the other.
fn and_list(mut items: Vec<Message>) -> Message {
    let Some(last) = items.pop() else {
        return Message::new("cm-nobody");
    };
    items.into_iter().rev().fold(last, |rest, first| {
        Message::new("cm-and")
            .with("first", first)
            .with("rest", rest)
    })
}

/// The history line of an event; `seats` is the number of players (a side's
/// members depend on it).
pub fn event_message(event: &Event, seats: u8) -> Message {
    let seat = |id: &'static str, seat: &Seat| Message::new(id).with("player", *seat);
    match event {
        Event::BoardSet { emperor, .. } => {
            Message::new("cm-event-board-set").with("territory", *emperor)
        }
        Event::FirstPlayerDrawn { seat: who } => seat("cm-event-first-player", who),
        Event::DiceRolled { seat: who, faces } => seat("cm-event-dice-rolled", who)
            .with("faces", faces.iter().map(face_message).collect::<Vec<_>>()),
        Event::ColourChosen { seat: who, colour } => {
            seat("cm-event-colour-chosen", who).with("colour", colour_message(*colour))
        }
        Event::DieTurnedFree { seat: who, colour } => {
            seat("cm-event-die-turned-free", who).with("colour", colour_message(*colour))
        }
        Event::CrownsLost { seat: who, count } => {
            seat("cm-event-crowns-lost", who).with("count", *count)
        }
        Event::CourtsReturned { colour, each } => Message::new("cm-event-courts-returned")
            .with("colour", colour_message(*colour))
            .with("each", *each),
        Event::CubeTaken { seat: who, colour } => {
            seat("cm-event-cube-taken", who).with("colour", colour_message(*colour))
        }
        Event::OpeningStarted { round, order } => Message::new("cm-event-opening")
            .with("round", *round)
            .with("order", order.clone()),
        Event::DiscPlayed { seat: who, disc } => {
            seat("cm-event-disc-played", who).with("disc", *disc)
        }
        Event::TurnOrderSet { order } => {
            Message::new("cm-event-turn-order").with("order", order.clone())
        }
        Event::DiscsRecovered => Message::new("cm-event-discs-recovered"),
        Event::TurnStarted {
            seat: who,
            disc,
            paladins,
        } => seat("cm-event-turn-started", who)
            .with("paladins", *paladins)
            .with("disc", *disc),
        Event::PaladinPlaced {
            seat: who,
            colour,
            to: Destination::Court,
        } => seat("cm-event-placed-at-court", who).with("colour", colour_message(*colour)),
        Event::PaladinPlaced {
            seat: who,
            colour,
            to: Destination::Territory(id),
        } => seat("cm-event-placed-in-territory", who)
            .with("colour", colour_message(*colour))
            .with("territory", *id),
        Event::ControlChanged {
            colour,
            from: Some(from),
            to,
        } => seat("cm-event-control-taken-from", to)
            .with("colour", colour_message(*colour))
            .with("from", *from),
        Event::ControlChanged {
            colour,
            from: None,
            to,
        } => seat("cm-event-control-taken", to).with("colour", colour_message(*colour)),
        Event::EmperorMoved {
            seat: who,
            steps,
            to,
        } => seat("cm-event-emperor-moved", who)
            .with("steps", *steps)
            .with("territory", *to),
        Event::NoChange { territory, leader } => match leader {
            Some(side) => Message::new("cm-event-no-change")
                .with("territory", *territory)
                .with("side", side_players(*side, None, seats)),
            None => Message::new("cm-event-no-majority").with("territory", *territory),
        },
        Event::CastleBuilt { side, territory } => Message::new("cm-event-castle-built")
            .with("side", side_players(*side, None, seats))
            .with("territory", *territory),
        Event::CastlesTakenOver {
            territory,
            from,
            to,
            removed,
            placed,
        } => Message::new("cm-event-taken-over")
            .with("side", side_players(*to, None, seats))
            .with("territory", *territory)
            .with("removed", *removed)
            .with("from", side_players(*from, None, seats))
            .with("placed", *placed),
        Event::Merged { into, absorbed } => Message::new("cm-event-merged")
            .with("into", *into)
            .with("absorbed", *absorbed),
        Event::ReplenishStarted { seat: who, dice } => {
            seat("cm-event-replenish", who).with("dice", *dice)
        }
        Event::GameEnded {
            reason,
            castles,
            winners,
            sides_of_seats,
        } => {
            let why = Message::new(match reason {
                EndReason::AllCastlesBuilt => "cm-end-all-castles",
                EndReason::FewTerritories => "cm-end-few-territories",
                EndReason::Frozen => "cm-end-frozen",
                EndReason::Settled => "cm-end-settled",
            });
            let who = and_list(
                winners
                    .iter()
                    .map(|side| side_players(*side, Some(sides_of_seats), seats))
                    .collect(),
            );
            let score = castles
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join("–");
            Message::new("cm-event-game-ended")
                .with("why", why)
                .with("winners", who)
                .with("castles", Arg::Text(score))
        }
    }
}
