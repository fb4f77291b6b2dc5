//! Options, cards and the full (secret-holding) state of a game of Torres.

use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// A square of the 8×8 board: `y * 8 + x`, x = column (A–H), y = row (1–8).
pub type Square = u8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Edition {
    /// The 2017 HUCH! & friends edition: unused blocks of the last turn of a
    /// year are kept for the next year.
    #[default]
    #[serde(rename = "2017")]
    Edition2017,
    /// The older edition: unused blocks go back to the supply at the year's end,
    /// and with a shared deck a card bought is simply the top card.
    Original,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deck {
    /// Each player draws from the 10 cards of their colour (2017 basic game).
    #[default]
    Personal,
    /// All 40 cards in one deck (2017 variant, older edition's basic game).
    Shared,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub edition: Edition,
    pub deck: Deck,
    /// The advanced "Meister" game: players found the castles, hold all their
    /// cards from the start, and a Meister card adds scoring goals.
    pub meister: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            edition: Edition::Edition2017,
            deck: Deck::Personal,
            meister: false,
        }
    }
}

impl Options {
    /// Whether buying a card means looking at three and keeping one. Only the
    /// older edition's basic game (shared deck) draws the top card blind.
    pub fn look_at_three(&self) -> bool {
        !(self.edition == Edition::Original && self.deck == Deck::Shared)
    }
}

/// The ten action cards (one of each per colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    SixActionPoints,
    SevenActionPoints,
    ClimbTwoLevels,
    BlockUnderKnight,
    BlockFromSupply,
    ThroughCastleAnyLevel,
    DiagonalMove,
    MoveUncoveredBlock,
    RelocateKnight,
    JumpOverKnight,
}

impl Card {
    /// The cards that only add action points: they change nothing on the
    /// board by themselves.
    pub fn gives_action_points(self) -> bool {
        matches!(self, Card::SixActionPoints | Card::SevenActionPoints)
    }

    pub const ALL: [Card; 10] = [
        Card::SixActionPoints,
        Card::SevenActionPoints,
        Card::ClimbTwoLevels,
        Card::BlockUnderKnight,
        Card::BlockFromSupply,
        Card::ThroughCastleAnyLevel,
        Card::DiagonalMove,
        Card::MoveUncoveredBlock,
        Card::RelocateKnight,
        Card::JumpOverKnight,
    ];
}

/// The eight Meister cards of the advanced game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeisterCard {
    /// Be in exactly 4 / 5 / 6 castles after scoring 1 / 2 / 3: 5 / 15 / 30 points.
    ExactCastles,
    /// All your knights on one line (row, column or diagonal) after the 3rd scoring: 50.
    OneLine,
    /// Per knight on a long diagonal: 2 / 5 / 10; the sole leader counts one more.
    LongDiagonals,
    /// All your knights on the same level after the 3rd scoring: 50.
    SameLevel,
    /// Four of your knights on the corners of a square after the 3rd scoring: 50.
    Square,
    /// All your knights on different levels after the 3rd scoring: 40.
    DifferentLevels,
    /// Per knight on an edge square: 2 / 5 / 10; the sole leader counts one more.
    Edge,
    /// All your knights form one orthogonally connected chain after the 3rd scoring: 40.
    Chain,
}

impl MeisterCard {
    pub const ALL: [MeisterCard; 8] = [
        MeisterCard::ExactCastles,
        MeisterCard::OneLine,
        MeisterCard::LongDiagonals,
        MeisterCard::SameLevel,
        MeisterCard::Square,
        MeisterCard::DifferentLevels,
        MeisterCard::Edge,
        MeisterCard::Chain,
    ];
}

/// Who must decide what now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Before the set-up events.
    NotStarted,
    /// Meister game: `seat` founds the next castle on an empty square.
    FoundingCastle {
        seat: Seat,
    },
    /// `seat` puts their first knight on a castle nobody holds.
    PlacingFirstKnight {
        seat: Seat,
    },
    /// `seat` (the last to place a knight) puts the King on a free castle.
    PlacingKing {
        seat: Seat,
    },
    /// The seat `order[turn_index]` plays its turn.
    Playing,
    /// After ending a turn, `seat` spreads `left` unused blocks on its stacks.
    Spreading {
        seat: Seat,
        left: u8,
    },
    /// After a scoring, the last player may move the King.
    MovingKing {
        seat: Seat,
    },
    /// After a scoring, the last player names who starts the next year.
    ChoosingStarter {
        seat: Seat,
    },
    Over,
}

/// What the player on turn did so far this turn.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnState {
    pub action_points: u8,
    pub cards_bought: u8,
    pub card_played: bool,
    /// The stack this turn's blocks come from, once the first block is placed.
    pub active_stack: Option<u8>,
    /// Cards looked at while buying, waiting for the keep-one choice.
    pub drawn: Vec<Card>,
    /// Square a block was lifted from by the "move an uncovered block" card,
    /// while the block waits to be put down.
    pub lifted_from: Option<Square>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub seats: u8,
    /// Blocks on each square (0 = bare board).
    pub heights: Vec<u8>,
    /// Squares of each seat's knights on the board.
    pub knights: Vec<Vec<Square>>,
    pub king: Option<Square>,
    /// Blocks in the common supply.
    pub supply: u8,
    /// Each seat's block stacks for the rest of the year.
    pub stacks: Vec<Vec<u8>>,
    /// 2017 edition: unused blocks of a seat's last turn, kept for next year.
    pub carried: Vec<u8>,
    pub scores: Vec<u32>,
    /// Playable cards in hand.
    pub hands: Vec<Vec<Card>>,
    /// Cards bought this turn: not playable before the next turn.
    pub fresh: Vec<Vec<Card>>,
    /// Draw piles, top first: one per seat (personal decks) or a single one.
    pub decks: Vec<Vec<Card>>,
    pub meister: Option<MeisterCard>,
    /// 1 to 3 (0 before the first year starts).
    pub year: u8,
    /// 1-based round within the year.
    pub round: u8,
    pub year_starter: Seat,
    /// Turn order of the current round.
    pub order: Vec<Seat>,
    pub turn_index: usize,
    pub turn: TurnState,
    pub phase: Phase,
    /// Meister game: castles founded so far during set-up.
    pub castles_founded: u8,
    /// The rules version the game started with (see RULES.md, "Rules
    /// versions"). States stored before versions existed decode as 1.
    #[serde(default = "first_rules_version")]
    pub rules_version: u32,
    /// The latest change on the board, for the board to mark. Derived from
    /// the events like the rest (states stored before it was kept read as
    /// "nothing marked").
    #[serde(default)]
    pub last_move: LastMove,
}

fn first_rules_version() -> u32 {
    1
}

/// "Le plus jeune joueur commence": the site knows no ages, so the first seat
/// of the (drawn) seating order plays the game's first turn.
pub const FIRST_PLAYER: Seat = Seat(0);

/// Where a placed block came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BlockSource {
    /// From the player's stack, as the turn's ordinary block placement.
    Stack {
        stack: u8,
    },
    /// From any stack, by the "block under a knight" card.
    CardStack {
        stack: u8,
    },
    Supply,
    /// The block lifted by the "move an uncovered block" card.
    Lifted,
}

/// The squares the latest decision that changed the board touched, and the
/// action card it played (public once played). A card of extra action
/// points is a mark of its own, with no squares. Decisions that leave the
/// board as it was (buying or keeping cards, scoring, ending a turn) leave
/// the mark where it is: the board keeps showing the last change to it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: Option<Seat>,
    pub squares: Vec<Square>,
    pub card: Option<Card>,
    /// What the change was, so the board can say it in words. `None` in
    /// states stored before it was kept.
    #[serde(default)]
    pub change: Option<Change>,
}

/// The kind of the latest board change; `LastMove::squares` says where (a
/// move, of a knight or of a lifted block: where from, then where to).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    CastleFounded,
    FirstKnightPlaced,
    KingPlaced,
    KnightPlaced,
    KnightMoved,
    BlockPlaced {
        source: BlockSource,
    },
    BlockLifted,
    /// The block lifted by the card put down again: the lift and the
    /// put-down are two decisions, but one move of one block.
    BlockMoved,
    KingMoved,
}

impl LastMove {
    /// Where a move went, for an arrow: from, then to (a knight's move, a
    /// lifted block put down elsewhere).
    pub fn path(&self) -> Option<(Square, Square)> {
        match (self.change, self.squares.as_slice()) {
            (Some(Change::KnightMoved | Change::BlockMoved), &[from, to]) => Some((from, to)),
            _ => None,
        }
    }
}

impl State {
    /// The seat whose turn it is, during play.
    pub fn on_turn(&self) -> Option<Seat> {
        match self.phase {
            Phase::Playing => self.order.get(self.turn_index).copied(),
            _ => None,
        }
    }

    /// The index of `seat`'s deck in `decks`.
    pub fn deck_index(&self, seat: Seat) -> usize {
        match self.options.deck {
            Deck::Personal => seat.index(),
            Deck::Shared => 0,
        }
    }

    pub fn knights_in_reserve(&self, seat: Seat, per_player: u8) -> u8 {
        let placed = self.knights.get(seat.index()).map_or(0, Vec::len);
        per_player.saturating_sub(u8::try_from(placed).unwrap_or(u8::MAX))
    }

    /// Every block of the box, wherever it is: the conservation invariant.
    pub fn blocks_accounted(&self) -> u32 {
        let board: u32 = self.heights.iter().map(|&h| u32::from(h)).sum();
        let stacks: u32 = self.stacks.iter().flatten().map(|&h| u32::from(h)).sum();
        let carried: u32 = self.carried.iter().map(|&h| u32::from(h)).sum();
        let spreading = match self.phase {
            Phase::Spreading { left, .. } => u32::from(left),
            _ => 0,
        };
        let lifted = u32::from(self.turn.lifted_from.is_some());
        board + stacks + carried + spreading + lifted + u32::from(self.supply)
    }
}
