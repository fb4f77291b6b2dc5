//! Legality and the flow of play: what a seat may do now, which events an
//! accepted action produces, and the automatic steps between decisions
//! (throwing dice, starting turns and rounds, resolving the Emperor's stop).

use super::actions::{Action, Destination};
use super::error::Error;
use super::events::{apply, Event};
use super::rules_data::{DIE_SIDES, DISCS, MIN_TERRITORIES};
use super::state::{Colour, EndReason, Face, Phase, Side, State};
use crate::core::{roll, GameRng, Seat};

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
            let hand = state.discs.get(seat.index()).map(Vec::as_slice).unwrap_or(&[]);
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
                return Err(Error::StepsOutOfRange { steps, max: turn.disc });
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
        Phase::Opening => DISCS.iter().map(|&disc| Action::PlayDisc { disc }).collect(),
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
            (1..=max).map(|steps| Action::MoveEmperor { steps }).collect()
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
                if let Some(change) = control_change(&script.state, seat, colour) {
                    script.emit(change);
                }
            }
        }
        Action::MoveEmperor { steps } => move_emperor(&mut script, seat, steps),
        Action::ChooseColour { colour } => {
            script.emit(Event::ColourChosen { seat, colour });
            take_cube(&mut script, seat, colour);
        }
    }
    advance(&mut script, rng);
    Ok(script.events)
}

/// "A player gains control of a paladin color by having more paladins in his
/// court of that color than his opponent has in his court. If both players
/// have the same number, control remains with the player who had it before."
/// Only the placer's count grew, so only the placer can gain control.
pub fn control_change(state: &State, seat: Seat, colour: Colour) -> Option<Event> {
    let holder = state.control[colour.index()];
    if holder == Some(seat) {
        return None;
    }
    let mine = state.court(seat, colour);
    let beats_everyone = Seat::all(state.seats)
        .filter(|other| *other != seat)
        .all(|other| state.court(other, colour) < mine);
    beats_everyone.then_some(Event::ControlChanged {
        colour,
        from: holder,
        to: seat,
    })
}

/// What an Emperor stop would do, without doing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopEffect {
    Nothing { leader: Option<Side> },
    Build { side: Side },
    TakeOver { from: Side, to: Side, castles: u8 },
}

pub fn stop_effect(state: &State, territory: u8) -> StopEffect {
    let Some(region) = state.region(territory) else {
        return StopEffect::Nothing { leader: None };
    };
    let leader = state.leader(region);
    let has_castles_left =
        |side: Side| state.castles_left.get(usize::from(side)).copied().unwrap_or(0) > 0;
    match (leader, region.owner) {
        (Some(side), None) if has_castles_left(side) => StopEffect::Build { side },
        (Some(side), Some(owner)) if owner != side && has_castles_left(side) => {
            StopEffect::TakeOver {
                from: owner,
                to: side,
                castles: region.castles,
            }
        }
        _ => StopEffect::Nothing { leader },
    }
}

fn move_emperor(script: &mut Script, seat: Seat, steps: u8) {
    let Some(to) = script.state.region_after(steps).map(|r| r.id) else {
        return;
    };
    script.emit(Event::EmperorMoved { seat, steps, to });
    let owner = match stop_effect(&script.state, to) {
        StopEffect::Nothing { leader } => {
            script.emit(Event::NoChange { territory: to, leader });
            None
        }
        StopEffect::Build { side } => {
            script.emit(Event::CastleBuilt { side, territory: to });
            Some(side)
        }
        StopEffect::TakeOver { from, to: side, castles } => {
            let left = script
                .state
                .castles_left
                .get(usize::from(side))
                .copied()
                .unwrap_or(0);
            script.emit(Event::CastlesTakenOver {
                territory: to,
                from,
                to: side,
                removed: castles,
                placed: castles.min(left),
            });
            Some(side)
        }
    };
    if let Some(side) = owner {
        merge_around(script, to, side);
    }
    if let Some(reason) = end_reason(&script.state) {
        end_game(script, reason);
        return;
    }
    let dice = script.state.turn.map_or(0, |turn| turn.placed);
    script.emit(Event::ReplenishStarted { seat, dice });
}

/// Joins the stop's region with each neighbour holding `side`'s castles,
/// clockwise first, then anticlockwise, until neither neighbour qualifies.
fn merge_around(script: &mut Script, mut territory: u8, side: Side) {
    loop {
        let state = &script.state;
        let count = state.regions.len();
        let Some(index) = state.region_index(territory) else {
            return;
        };
        if count < 2 {
            return;
        }
        let next = &state.regions[(index + 1) % count];
        let previous = &state.regions[(index + count - 1) % count];
        let neighbour = [next, previous]
            .into_iter()
            .find(|r| r.id != territory && r.owner == Some(side) && r.castles > 0)
            .map(|r| r.id);
        let Some(absorbed) = neighbour else {
            return;
        };
        script.emit(Event::Merged { into: territory, absorbed });
        territory = territory.min(absorbed);
    }
}

fn end_reason(state: &State) -> Option<EndReason> {
    if state.castles_left.contains(&0) {
        Some(EndReason::AllCastlesBuilt)
    } else if state.regions.len() < MIN_TERRITORIES {
        Some(EndReason::FewTerritories)
    } else {
        None
    }
}

fn end_game(script: &mut Script, reason: EndReason) {
    let state = &script.state;
    let castles: Vec<u8> = (0..state.sides()).map(|s| state.castles_in_play(s)).collect();
    let best = castles.iter().copied().max().unwrap_or(0);
    let winners = (0..state.sides())
        .filter(|&side| castles.get(usize::from(side)) == Some(&best))
        .collect();
    script.emit(Event::GameEnded { reason, castles, winners });
}

/// Throws `count` dice for `seat` and takes the cubes of the coloured faces.
fn throw(script: &mut Script, seat: Seat, count: u8, rng: &mut dyn GameRng) {
    let faces = (0..count)
        .map(|_| match roll(rng, DIE_SIDES) as usize {
            face @ 1..=5 => Colour::ALL
                .get(face - 1)
                .map_or(Face::Crown, |&colour| Face::Colour(colour)),
            _ => Face::Crown,
        })
        .collect::<Vec<_>>();
    script.emit(Event::DiceRolled { seat, faces: faces.clone() });
    for face in faces {
        if let Face::Colour(colour) = face {
            take_cube(script, seat, colour);
        }
    }
}

/// Takes one cube of `colour` from the centre for `seat`, applying the
/// empty-colour rule first when the centre has none.
fn take_cube(script: &mut Script, seat: Seat, colour: Colour) {
    if script.state.centre[colour.index()] == 0 {
        let each = script.state.returnable(colour);
        if each == 0 {
            script.emit(Event::DieTurnedFree { seat, colour });
            return;
        }
        script.emit(Event::CourtsReturned { colour, each });
    }
    script.emit(Event::CubeTaken { seat, colour });
}

fn start_turn(script: &mut Script, index: usize) {
    let state = &script.state;
    let Some(&seat) = state.action_order.get(index) else {
        return;
    };
    let disc = state.disc_of(seat).unwrap_or(1);
    let paladins = state.rules().paladins_per_turn.min(state.reserve_size(seat));
    script.emit(Event::TurnStarted { seat, disc, paladins });
}

/// The action order: "the lower number playing first"; equal numbers (only
/// when someone had no other disc left) go in the order they were played.
pub fn action_order(state: &State) -> Vec<Seat> {
    let mut played: Vec<(usize, Seat, u8)> = state
        .played
        .iter()
        .enumerate()
        .map(|(position, (seat, disc))| (position, *seat, *disc))
        .collect();
    played.sort_by_key(|(position, _, disc)| (*disc, *position));
    played.into_iter().map(|(_, seat, _)| seat).collect()
}

/// Plays every step that needs nobody's decision, until someone must decide
/// or the game is over.
pub fn advance(script: &mut Script, rng: &mut dyn GameRng) {
    loop {
        let state = &script.state;
        if state.phase == Phase::Over {
            return;
        }
        if state.draw.crowns > 0 && !Colour::ALL.iter().any(|&c| state.obtainable(c)) {
            let (seat, count) = (state.draw.seat, state.draw.crowns);
            script.emit(Event::CrownsLost { seat, count });
            continue;
        }
        if waiting_on(state).is_some() {
            return;
        }
        match state.phase {
            Phase::InitialReserves => {
                let throws = state.rules().initial_throws;
                let next = Seat::all(state.seats).find_map(|seat| {
                    let done = state.initial_throws.get(seat.index()).copied()?;
                    throws.get(usize::from(done)).map(|&dice| (seat, dice))
                });
                match next {
                    Some((seat, dice)) => throw(script, seat, dice, rng),
                    None => {
                        let order = state.opening_order.clone();
                        script.emit(Event::OpeningStarted { round: 1, order });
                    }
                }
            }
            Phase::Opening => {
                if state.played.is_empty() {
                    return;
                }
                let order = action_order(state);
                script.emit(Event::TurnOrderSet { order });
                start_turn(script, 0);
            }
            Phase::Replenishing => {
                if state.draw.unrolled > 0 {
                    let (seat, dice) = (state.draw.seat, state.draw.unrolled);
                    throw(script, seat, dice, rng);
                    continue;
                }
                end_turn(script);
            }
            Phase::Setup | Phase::Placing | Phase::Moving | Phase::Over => return,
        }
    }
}

fn end_turn(script: &mut Script) {
    let state = &script.state;
    let frozen = Seat::all(state.seats).all(|seat| state.reserve_size(seat) == 0);
    if frozen && state.quiet_turns >= u32::from(state.seats) {
        end_game(script, EndReason::Frozen);
        return;
    }
    let next = state.turn.map_or(0, |turn| usize::from(turn.index) + 1);
    if next < state.action_order.len() {
        start_turn(script, next);
        return;
    }
    if state.discs.iter().all(Vec::is_empty) {
        script.emit(Event::DiscsRecovered);
    }
    // "The order of play is that of the numbers on the 3 discs. This is also
    // the order players will play their discs in the next turn."
    let round = script.state.round + 1;
    let order = script.state.action_order.clone();
    script.emit(Event::OpeningStarted { round, order });
}
