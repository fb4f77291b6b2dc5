//! What happened. Random outcomes (deck orders, the Meister card) are data
//! here so that folding the log never draws randomness.

pub use super::state::BlockSource;
use super::state::{Card, MeisterCard, Square};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreReason {
    Castles,
    KingBonus,
    Meister,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Set-up. `decks` holds each deck top first; `None` in every redacted copy.
    Prepared {
        castles: Vec<Square>,
        decks: Vec<Option<Vec<Card>>>,
        meister: Option<MeisterCard>,
        /// Meister game: every seat's hand (public: all ten cards).
        hands: Vec<Vec<Card>>,
        first: Seat,
    },
    CastleFounded {
        seat: Seat,
        square: Square,
    },
    FirstKnightPlaced {
        seat: Seat,
        square: Square,
    },
    KingPlaced {
        seat: Seat,
        square: Square,
    },
    /// A year starts: new stacks (after spreading kept blocks), turn order.
    YearStarted {
        year: u8,
        stacks: Vec<Vec<u8>>,
        returned: Vec<u8>,
        order: Vec<Seat>,
    },
    /// A new round of the same year (the order may change in the Meister game).
    RoundStarted {
        round: u8,
        order: Vec<Seat>,
    },
    KnightPlaced {
        seat: Seat,
        square: Square,
    },
    /// `cost` action points (0 when done by a card).
    KnightMoved {
        seat: Seat,
        from: Square,
        to: Square,
        cost: u8,
    },
    BlockPlaced {
        seat: Seat,
        square: Square,
        source: BlockSource,
    },
    BlockLifted {
        seat: Seat,
        square: Square,
    },
    /// `cards` is `None` for anyone but the buyer; `count` is public.
    CardsDrawn {
        seat: Seat,
        count: u8,
        cards: Option<Vec<Card>>,
    },
    /// The keep-one choice; the cards are `None` for anyone but the buyer.
    CardKept {
        seat: Seat,
        card: Option<Card>,
        on_top: Option<Vec<Card>>,
        on_bottom: Option<Vec<Card>>,
        top_count: u8,
        bottom_count: u8,
    },
    CardPlayed {
        seat: Seat,
        card: Card,
    },
    ScoreAdvanced {
        seat: Seat,
        score: u32,
    },
    /// The turn's stack is used up; `left` blocks remain to spread.
    TurnEnded {
        seat: Seat,
        stack: Option<u8>,
        left: u8,
    },
    BlockSpread {
        seat: Seat,
        stack: u8,
    },
    /// Unused blocks that found no room: back to the supply.
    BlocksReturned {
        seat: Seat,
        count: u8,
    },
    /// 2017 edition: unused blocks of the year's last turn kept for next year.
    BlocksKept {
        seat: Seat,
        count: u8,
    },
    TurnStarted {
        seat: Seat,
    },
    Scored {
        seat: Seat,
        reason: ScoreReason,
        points: u32,
        score: u32,
    },
    /// The last player after a scoring decides about the King.
    KingAwaited {
        seat: Seat,
    },
    KingMoved {
        seat: Seat,
        square: Option<Square>,
    },
    StarterAwaited {
        seat: Seat,
    },
    StarterChosen {
        seat: Seat,
        starter: Seat,
    },
    GameEnded {
        winners: Vec<Seat>,
    },
}
