//! Everything that happens, one step per event, and how each folds into the
//! state. `apply` never fails: an event that does not fit is ignored.

use super::actions::Destination;
use super::rules_data::{CUBES_PER_COLOUR, DISCS, TERRITORIES};
use super::state::{Colour, Draw, EndReason, Face, GameResult, Phase, Region, Side, State, Turn};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Set-up: the Emperor's territory and the paladin dealt to each of the
    /// 15 territories (`paladins[i]` lies in territory `i + 1`).
    BoardSet {
        emperor: u8,
        paladins: Vec<Colour>,
    },
    /// Set-up: who plays the first disc, drawn by lot.
    FirstPlayerDrawn {
        seat: Seat,
    },
    DiceRolled {
        seat: Seat,
        faces: Vec<Face>,
    },
    /// The thrower named a colour (crown, exhausted colour, or variant die).
    ColourChosen {
        seat: Seat,
        colour: Colour,
    },
    /// A die asked for a colour the centre has no more of, and no court can
    /// give one back: the thrower names another colour instead.
    DieTurnedFree {
        seat: Seat,
        colour: Colour,
    },
    /// No colour at all can be supplied: these dice give nothing.
    CrownsLost {
        seat: Seat,
        count: u8,
    },
    /// The empty-colour rule: every court gives back `each` cubes.
    CourtsReturned {
        colour: Colour,
        each: u8,
    },
    CubeTaken {
        seat: Seat,
        colour: Colour,
    },
    OpeningStarted {
        round: u32,
        order: Vec<Seat>,
    },
    DiscPlayed {
        seat: Seat,
        disc: u8,
    },
    TurnOrderSet {
        order: Vec<Seat>,
    },
    DiscsRecovered,
    TurnStarted {
        seat: Seat,
        disc: u8,
        paladins: u8,
    },
    PaladinPlaced {
        seat: Seat,
        colour: Colour,
        to: Destination,
    },
    ControlChanged {
        colour: Colour,
        from: Option<Seat>,
        to: Seat,
    },
    EmperorMoved {
        seat: Seat,
        steps: u8,
        to: u8,
    },
    /// The stop changed nothing; `leader` had the majority, if anyone.
    NoChange {
        territory: u8,
        leader: Option<Side>,
    },
    CastleBuilt {
        side: Side,
        territory: u8,
    },
    /// All `removed` castles of `from` go; `placed` castles of `to` replace
    /// them (fewer only if `to` runs out of castles).
    CastlesTakenOver {
        territory: u8,
        from: Side,
        to: Side,
        removed: u8,
        placed: u8,
    },
    /// `absorbed` joins `into`; the result is named by its smallest segment.
    Merged {
        into: u8,
        absorbed: u8,
    },
    ReplenishStarted {
        seat: Seat,
        dice: u8,
    },
    GameEnded {
        reason: EndReason,
        castles: Vec<u8>,
        winners: Vec<Side>,
        /// Each seat's side, so the result reads without the options. Empty
        /// in logs recorded before the seating option: they used the
        /// default seating.
        #[serde(default)]
        sides_of_seats: Vec<Side>,
    },
}

fn cell(cubes: &mut [u8], colour: Colour) -> Option<&mut u8> {
    cubes.get_mut(colour.index())
}

fn seat_cubes(list: &mut [[u8; 5]], seat: Seat, colour: Colour) -> Option<&mut u8> {
    list.get_mut(seat.index())
        .and_then(|cubes| cell(cubes, colour))
}

pub fn apply(state: &mut State, event: &Event) {
    state.last_move.follow(event);
    match stage_of(event) {
        Stage::SettingUp => setting_up(state, event),
        Stage::DiceAndCubes => dice_and_cubes(state, event),
        Stage::OpeningAndTurns => opening_and_turns(state, event),
        Stage::PaladinsAndEmperor => paladins_and_emperor(state, event),
        Stage::ReplenishingAndEnd => replenishing_and_end(state, event),
    }
}

/// The part of the game an event belongs to, for `apply`: every event is
/// named here, so a new one has to be given its place.
enum Stage {
    SettingUp,
    DiceAndCubes,
    OpeningAndTurns,
    PaladinsAndEmperor,
    ReplenishingAndEnd,
}

fn stage_of(event: &Event) -> Stage {
    match event {
        Event::BoardSet { .. } | Event::FirstPlayerDrawn { .. } => Stage::SettingUp,
        Event::DiceRolled { .. }
        | Event::ColourChosen { .. }
        | Event::DieTurnedFree { .. }
        | Event::CrownsLost { .. }
        | Event::CourtsReturned { .. }
        | Event::CubeTaken { .. } => Stage::DiceAndCubes,
        Event::OpeningStarted { .. }
        | Event::DiscPlayed { .. }
        | Event::TurnOrderSet { .. }
        | Event::DiscsRecovered
        | Event::TurnStarted { .. } => Stage::OpeningAndTurns,
        Event::PaladinPlaced { .. }
        | Event::ControlChanged { .. }
        | Event::EmperorMoved { .. }
        | Event::NoChange { .. }
        | Event::CastleBuilt { .. }
        | Event::CastlesTakenOver { .. }
        | Event::Merged { .. } => Stage::PaladinsAndEmperor,
        Event::ReplenishStarted { .. } | Event::GameEnded { .. } => Stage::ReplenishingAndEnd,
    }
}

/// The set-up: the board and the first player.
fn setting_up(state: &mut State, event: &Event) {
    match event {
        Event::BoardSet { emperor, paladins } => {
            state.regions = (1..=TERRITORIES)
                .map(|id| Region {
                    id,
                    segments: vec![id],
                    paladins: [0; 5],
                    castles: 0,
                    owner: None,
                })
                .collect();
            state.centre = [CUBES_PER_COLOUR; 5];
            for (region, colour) in state.regions.iter_mut().zip(paladins) {
                region.paladins[colour.index()] += 1;
                if let Some(centre) = cell(&mut state.centre, *colour) {
                    *centre = centre.saturating_sub(1);
                }
            }
            state.emperor = *emperor;
            state.phase = Phase::InitialReserves;
        }
        Event::FirstPlayerDrawn { seat } => {
            state.opening_order = (0..state.seats)
                .map(|offset| Seat((seat.0 + offset) % state.seats.max(1)))
                .collect();
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// The dice: rolls, colours chosen, crowns, courts returned and cubes taken.
fn dice_and_cubes(state: &mut State, event: &Event) {
    match event {
        Event::DiceRolled { seat, faces } => {
            let crowns = faces.iter().filter(|face| **face == Face::Crown).count();
            let thrown = u8::try_from(faces.len()).unwrap_or(u8::MAX);
            state.draw.seat = *seat;
            state.draw.unrolled = state.draw.unrolled.saturating_sub(thrown);
            state.draw.crowns = state
                .draw
                .crowns
                .saturating_add(u8::try_from(crowns).unwrap_or(u8::MAX));
            if state.phase == Phase::InitialReserves {
                if let Some(done) = state.initial_throws.get_mut(seat.index()) {
                    *done += 1;
                }
            }
        }
        Event::ColourChosen { .. } => {
            if state.draw.choose_die {
                state.draw.choose_die = false;
                state.draw.unrolled = state.draw.unrolled.saturating_sub(1);
            } else {
                state.draw.crowns = state.draw.crowns.saturating_sub(1);
            }
        }
        Event::DieTurnedFree { .. } => state.draw.crowns = state.draw.crowns.saturating_add(1),
        Event::CrownsLost { count, .. } => {
            state.draw.crowns = state.draw.crowns.saturating_sub(*count)
        }
        Event::CourtsReturned { colour, each } => {
            let mut returned = 0u8;
            for court in &mut state.courts {
                if let Some(count) = cell(court, *colour) {
                    let given = (*count).min(*each);
                    *count -= given;
                    returned = returned.saturating_add(given);
                }
            }
            if let Some(centre) = cell(&mut state.centre, *colour) {
                *centre = centre.saturating_add(returned);
            }
        }
        Event::CubeTaken { seat, colour } => {
            if let Some(centre) = cell(&mut state.centre, *colour) {
                *centre = centre.saturating_sub(1);
            }
            if let Some(count) = seat_cubes(&mut state.reserves, *seat, *colour) {
                *count += 1;
            }
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// The opening discs, the turn order and each turn's start.
fn opening_and_turns(state: &mut State, event: &Event) {
    match event {
        Event::OpeningStarted { round, order } => {
            state.phase = Phase::Opening;
            state.round = *round;
            state.opening_order = order.clone();
            state.played.clear();
            state.turn = None;
        }
        Event::DiscPlayed { seat, disc } => {
            if let Some(hand) = state.discs.get_mut(seat.index()) {
                if let Some(position) = hand.iter().position(|d| d == disc) {
                    hand.remove(position);
                }
            }
            state.played.push((*seat, *disc));
        }
        Event::TurnOrderSet { order } => state.action_order = order.clone(),
        Event::DiscsRecovered => {
            for hand in &mut state.discs {
                *hand = DISCS.to_vec();
            }
        }
        Event::TurnStarted {
            seat,
            disc,
            paladins,
        } => {
            let index = state
                .action_order
                .iter()
                .position(|s| s == seat)
                .unwrap_or(0);
            state.turn = Some(Turn {
                seat: *seat,
                index: u8::try_from(index).unwrap_or(0),
                disc: *disc,
                to_place: *paladins,
                placed: 0,
            });
            state.phase = if *paladins > 0 {
                Phase::Placing
            } else {
                Phase::Moving
            };
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// Paladins placed, control and the Emperor's moves, castles built and taken over, territories merged.
fn paladins_and_emperor(state: &mut State, event: &Event) {
    match event {
        Event::PaladinPlaced { seat, colour, to } => {
            if let Some(count) = seat_cubes(&mut state.reserves, *seat, *colour) {
                *count = count.saturating_sub(1);
            }
            let target = match to {
                Destination::Court => seat_cubes(&mut state.courts, *seat, *colour),
                Destination::Territory(id) => state
                    .regions
                    .iter_mut()
                    .find(|region| region.id == *id)
                    .and_then(|region| cell(&mut region.paladins, *colour)),
            };
            if let Some(count) = target {
                *count += 1;
            }
            if let Some(turn) = &mut state.turn {
                turn.placed += 1;
                if turn.placed >= turn.to_place {
                    state.phase = Phase::Moving;
                }
            }
        }
        Event::ControlChanged { colour, to, .. } => {
            if let Some(holder) = state.control.get_mut(colour.index()) {
                *holder = Some(*to);
            }
        }
        Event::EmperorMoved { to, .. } => state.emperor = *to,
        Event::NoChange { .. } => {}
        Event::CastleBuilt { side, territory } => {
            if let Some(region) = state.regions.iter_mut().find(|r| r.id == *territory) {
                region.castles = 1;
                region.owner = Some(*side);
            }
            if let Some(left) = state.castles_left.get_mut(usize::from(*side)) {
                *left = left.saturating_sub(1);
            }
        }
        Event::CastlesTakenOver {
            territory,
            from,
            to,
            removed,
            placed,
        } => {
            if let Some(region) = state.regions.iter_mut().find(|r| r.id == *territory) {
                region.castles = *placed;
                region.owner = Some(*to);
            }
            if let Some(left) = state.castles_left.get_mut(usize::from(*from)) {
                *left = left.saturating_add(*removed);
            }
            if let Some(left) = state.castles_left.get_mut(usize::from(*to)) {
                *left = left.saturating_sub(*placed);
            }
        }
        Event::Merged { into, absorbed } => merge(state, *into, *absorbed),
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// The dice replenished, and the end of the game.
fn replenishing_and_end(state: &mut State, event: &Event) {
    match event {
        Event::ReplenishStarted { seat, dice } => {
            state.phase = Phase::Replenishing;
            // With nothing left to choose from, the variant die is thrown
            // like the others.
            let any_colour = Colour::ALL.iter().any(|&c| state.obtainable(c));
            state.draw = Draw {
                seat: *seat,
                unrolled: *dice,
                crowns: 0,
                choose_die: state.options.dice_variant && *dice > 0 && any_colour,
            };
        }
        Event::GameEnded {
            reason,
            castles,
            winners,
            ..
        } => {
            state.phase = Phase::Over;
            state.turn = None;
            state.result = Some(GameResult {
                reason: *reason,
                castles: castles.clone(),
                winners: winners.clone(),
            });
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// Joins two neighbouring regions into one, keeping the circle's order and
/// the Emperor on the joined region when he stood on either.
fn merge(state: &mut State, into: u8, absorbed: u8) {
    let count = state.regions.len();
    let (Some(a), Some(b)) = (state.region_index(into), state.region_index(absorbed)) else {
        return;
    };
    if a == b || count < 2 {
        return;
    }
    // `first` is the region whose clockwise neighbour is `second`.
    let (first, second) = if (a + 1) % count == b {
        (a, b)
    } else if (b + 1) % count == a {
        (b, a)
    } else {
        return;
    };
    let taken = state.regions[second].clone();
    let keep = &mut state.regions[first];
    keep.segments.extend(taken.segments.iter().copied());
    for (mine, theirs) in keep.paladins.iter_mut().zip(taken.paladins) {
        *mine += theirs;
    }
    keep.castles += taken.castles;
    keep.owner = keep.owner.or(taken.owner);
    let new_id = keep.segments.iter().copied().min().unwrap_or(keep.id);
    let old_ids = [keep.id, taken.id];
    keep.id = new_id;
    state.regions.remove(second);
    state.last_move.renamed(old_ids, new_id);
    if old_ids.contains(&state.emperor) {
        state.emperor = new_id;
    }
}
