//! The table: territories in their circle, cubes in the centre, reserves and
//! courts, clan markers, castles, discs, and where the round stands.

use super::rules_data::{PlayerCountRules, COLOURS};
use super::Options;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// The five paladin clans, in the order of the dots on a court.
/// Where a paladin goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    /// The player's own court.
    Court,
    /// The territory (region) with this id.
    Territory(u8),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Red,
    Pink,
    Blue,
    Yellow,
    Green,
}

impl Colour {
    pub const ALL: [Colour; COLOURS] = [
        Colour::Red,
        Colour::Pink,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
    ];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// One count per colour, indexed by [`Colour::index`].
pub type Cubes = [u8; COLOURS];

/// One face of the five-colour die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    Colour(Colour),
    Crown,
}

/// A set of castles: one per player in the 2- and 3-player games, one per
/// partnership in the 4-player game. 0 = black, 1 = white, 2 = grey.
pub type Side = u8;

/// A territory as it lies on the table now: one of the 15 segments, or
/// several merged segments that can never be divided again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// The smallest segment number in it (segments are numbered 1 to 15
    /// clockwise): the name actions and events use.
    pub id: u8,
    /// Its segments, clockwise.
    pub segments: Vec<u8>,
    pub paladins: Cubes,
    pub castles: u8,
    /// Whose castles stand here (always `None` when `castles` is 0).
    pub owner: Option<Side>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Before the set-up events.
    Setup,
    /// Players throw the dice for their first reserve.
    InitialReserves,
    /// Players play their numbered discs, in the opening order.
    Opening,
    /// The turn's player places paladins one by one.
    Placing,
    /// The turn's player moves the Emperor.
    Moving,
    /// The turn's player throws the dice to refill the reserve.
    Replenishing,
    Over,
}

/// The active turn of the action phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    /// Position in the round's action order.
    pub index: u8,
    /// The disc played this round: the longest Emperor move.
    pub disc: u8,
    /// Paladins to place this turn (fewer than the usual count only when the
    /// reserve is short).
    pub to_place: u8,
    pub placed: u8,
}

/// A throw of the dice in progress: faces still to be turned into cubes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draw {
    pub seat: Seat,
    /// Dice not thrown yet (replenishment only).
    pub unrolled: u8,
    /// Crowns (or dice whose colour ran out) whose colour the thrower must name.
    pub crowns: u8,
    /// Dice variant: the thrower names one die's colour before throwing.
    pub choose_die: bool,
}

impl Default for Draw {
    fn default() -> Self {
        Draw {
            seat: Seat(0),
            unrolled: 0,
            crowns: 0,
            choose_die: false,
        }
    }
}

impl Draw {
    pub fn needs_choice(&self) -> bool {
        self.crowns > 0 || self.choose_die
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A side has every one of its castles in the territories.
    AllCastlesBuilt,
    /// Fewer than four territories remain.
    FewTerritories,
    /// Rules version 1 only (games that ended before issue 13): every reserve
    /// was empty and a round went by without a castle changing. It could end
    /// games that were not over; no longer produced.
    Frozen,
    /// Engine safeguard: no reserve holds a paladin, no die can bring one
    /// back, and no territory has a side leading without owning its castles,
    /// so no castle can ever change again (see `RULES.md`, reading 15).
    Settled,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub reason: EndReason,
    /// Castles in the territories, per side.
    pub castles: Vec<u8>,
    pub winners: Vec<Side>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub seats: u8,
    pub phase: Phase,
    pub round: u32,
    pub centre: Cubes,
    pub reserves: Vec<Cubes>,
    pub courts: Vec<Cubes>,
    /// Who holds each clan marker.
    pub control: [Option<Seat>; COLOURS],
    /// Clockwise.
    pub regions: Vec<Region>,
    /// The id of the region the Emperor stands in.
    pub emperor: u8,
    /// Castles each side still has beside the board.
    pub castles_left: Vec<u8>,
    /// Discs each seat still holds this cycle of five rounds.
    pub discs: Vec<Vec<u8>>,
    pub opening_order: Vec<Seat>,
    /// Discs played this round, in the order they were played.
    pub played: Vec<(Seat, u8)>,
    pub action_order: Vec<Seat>,
    pub turn: Option<Turn>,
    pub draw: Draw,
    /// Initial-reserve throws done, per seat.
    pub initial_throws: Vec<u8>,
    pub result: Option<GameResult>,
    /// What the latest decision changed on the table, for the board to mark.
    /// Derived from the events like the rest (states stored before it was
    /// kept read as "nothing marked").
    #[serde(default)]
    pub last_move: LastMove,
}

/// The places the latest decision touched: where its paladin went, where the
/// Emperor stopped and what that stop built, merged or took over, whose
/// court gained a cube, a disc or a clan marker.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// Who decided.
    pub seat: Option<Seat>,
    /// What was decided (absent in states stored before it was kept).
    #[serde(default)]
    pub decision: Option<Decision>,
    /// Regions (by id, as regions are named now).
    pub regions: Vec<u8>,
    /// Courts that gained something.
    pub courts: Vec<Seat>,
    /// The Emperor moved.
    pub emperor: bool,
}

/// A decision, as the board tells it; territories are named as they are now
/// (after any merge the decision caused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Decision {
    DiscPlayed {
        disc: u8,
    },
    PaladinPlaced {
        colour: Colour,
        to: Destination,
    },
    EmperorMoved {
        steps: u8,
        to: u8,
    },
    /// A crown's colour (or, with the dice variant, the chosen die's).
    ColourNamed {
        colour: Colour,
    },
}

impl LastMove {
    pub(super) fn starting(seat: Seat, decision: Decision) -> LastMove {
        LastMove {
            seat: Some(seat),
            decision: Some(decision),
            ..LastMove::default()
        }
    }

    /// Regions `old` merged into one named `new`.
    pub fn renamed(&mut self, old: [u8; 2], new: u8) {
        if self.regions.iter().any(|id| old.contains(id)) {
            self.regions.retain(|id| !old.contains(id));
            self.region(new);
        }
        match &mut self.decision {
            Some(Decision::PaladinPlaced {
                to: Destination::Territory(id),
                ..
            })
            | Some(Decision::EmperorMoved { to: id, .. })
                if old.contains(id) =>
            {
                *id = new
            }
            _ => {}
        }
    }

    pub(super) fn region(&mut self, id: u8) {
        if !self.regions.contains(&id) {
            self.regions.push(id);
        }
    }

    pub(super) fn court(&mut self, seat: Seat) {
        if !self.courts.contains(&seat) {
            self.courts.push(seat);
        }
    }
}

impl State {
    pub fn rules(&self) -> PlayerCountRules {
        PlayerCountRules::for_seats(self.seats)
    }

    pub fn sides(&self) -> u8 {
        self.rules().sides
    }

    /// The seat's side: with four players, its partnership as the game's
    /// `seating` option places it; otherwise every seat is its own side.
    pub fn side_of(&self, seat: Seat) -> Side {
        self.options.side_of(self.seats, seat)
    }

    /// Each seat's side, in seat order.
    pub fn sides_of_seats(&self) -> Vec<Side> {
        Seat::all(self.seats)
            .map(|seat| self.side_of(seat))
            .collect()
    }

    pub fn region_index(&self, id: u8) -> Option<usize> {
        self.regions.iter().position(|region| region.id == id)
    }

    pub fn region(&self, id: u8) -> Option<&Region> {
        self.regions.iter().find(|region| region.id == id)
    }

    pub fn emperor_index(&self) -> usize {
        self.region_index(self.emperor).unwrap_or(0)
    }

    /// The region `steps` steps clockwise from the Emperor.
    pub fn region_after(&self, steps: u8) -> Option<&Region> {
        if self.regions.is_empty() {
            return None;
        }
        let index = (self.emperor_index() + usize::from(steps)) % self.regions.len();
        self.regions.get(index)
    }

    pub fn castles_in_play(&self, side: Side) -> u8 {
        self.rules().castles.saturating_sub(
            self.castles_left
                .get(usize::from(side))
                .copied()
                .unwrap_or(0),
        )
    }

    pub fn court(&self, seat: Seat, colour: Colour) -> u8 {
        self.courts
            .get(seat.index())
            .map_or(0, |court| court[colour.index()])
    }

    pub fn reserve_size(&self, seat: Seat) -> u8 {
        self.reserves
            .get(seat.index())
            .map_or(0, |reserve| reserve.iter().sum())
    }

    /// The disc `seat` played this round.
    pub fn disc_of(&self, seat: Seat) -> Option<u8> {
        self.played
            .iter()
            .find(|(player, _)| *player == seat)
            .map(|(_, disc)| *disc)
    }

    /// Each side's strength in a region: the paladins of the colours its
    /// players control, plus its castles, which count as paladins.
    pub fn strengths(&self, region: &Region) -> Vec<u32> {
        let mut strength = vec![0u32; usize::from(self.sides())];
        for colour in Colour::ALL {
            if let Some(holder) = self.control[colour.index()] {
                if let Some(total) = strength.get_mut(usize::from(self.side_of(holder))) {
                    *total += u32::from(region.paladins[colour.index()]);
                }
            }
        }
        if let Some(owner) = region.owner {
            if let Some(total) = strength.get_mut(usize::from(owner)) {
                *total += u32::from(region.castles);
            }
        }
        strength
    }

    /// The side with strictly more than every other side, if any: absolute
    /// majority with two sides, relative with three.
    pub fn leader(&self, region: &Region) -> Option<Side> {
        leader_of(&self.strengths(region))
    }

    /// Whether a die may still give a cube of this colour: the centre has
    /// one, or every court can give one back (the empty-colour rule).
    pub fn obtainable(&self, colour: Colour) -> bool {
        self.centre[colour.index()] > 0 || self.returnable(colour) > 0
    }

    /// How many cubes of `colour` each court returns when the centre runs
    /// out: the same number from every court, as many as the smallest holds.
    pub fn returnable(&self, colour: Colour) -> u8 {
        self.courts
            .iter()
            .map(|court| court[colour.index()])
            .min()
            .unwrap_or(0)
    }

    pub fn cube_total(&self) -> u32 {
        let sum = |cubes: &Cubes| cubes.iter().map(|&n| u32::from(n)).sum::<u32>();
        sum(&self.centre)
            + self.reserves.iter().map(sum).sum::<u32>()
            + self.courts.iter().map(sum).sum::<u32>()
            + self.regions.iter().map(|r| sum(&r.paladins)).sum::<u32>()
    }
}

/// The seat's side with the default seating (partners opposite: seats 0&2
/// against 1&3 with four players). It cannot know a game created with
/// `seating: adjacent`; use [`Options::side_of`] (or `State::side_of`) for a
/// given game.
pub fn side_of(seats: u8, seat: Seat) -> Side {
    Options::default().side_of(seats, seat)
}

pub fn leader_of(strengths: &[u32]) -> Option<Side> {
    let best = strengths.iter().copied().max()?;
    let mut leaders = strengths.iter().enumerate().filter(|(_, &s)| s == best);
    let (side, _) = leaders.next()?;
    if leaders.next().is_some() || best == 0 {
        return None;
    }
    Side::try_from(side).ok()
}
