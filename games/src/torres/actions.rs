//! What a player may ask for. Each action is one fine-grained step so that the
//! list of legal actions stays short enough to be offered as a form.

use super::state::{Card, Square};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// Where a player puts a card they looked at and did not keep.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Returned {
    /// Put back on top of the deck, the first one ending on top.
    pub on_top: Vec<Card>,
    /// Slid under the deck, the last one ending at the very bottom.
    pub on_bottom: Vec<Card>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Meister set-up: found a castle (one block) on an empty square.
    FoundCastle { square: Square },
    /// Set-up: put the first knight on a castle nobody holds.
    PlaceFirstKnight { square: Square },
    /// Set-up: put the King on a castle nobody holds.
    PlaceKing { square: Square },
    /// 2 AP: a new knight next to one of yours, at its level or lower.
    PlaceKnight { square: Square },
    /// 1 AP: one orthogonal step, or one passage through a castle.
    MoveKnight { from: Square, to: Square },
    /// 1 AP: one block of `stack` (the turn's stack once chosen) on `square`.
    PlaceBlock { stack: u8, square: Square },
    /// 1 AP: look at cards of the deck (or draw the top one, older edition with a shared deck).
    BuyCard,
    /// After looking at three cards: keep `keep`, put the others back.
    KeepCard { keep: Card, returned: Returned },
    /// 1 AP: one space on the score track (skipping occupied spaces).
    AdvanceScore,
    /// Card: 6 or 7 action points this turn.
    PlayActionPoints { card: Card },
    /// Card: one orthogonal step up to two levels higher.
    PlayClimbTwoLevels { from: Square, to: Square },
    /// Card: a block from any of your stacks under a knight.
    PlayBlockUnderKnight { square: Square, stack: u8 },
    /// Card: a block from the supply, placed by the usual rules.
    PlayBlockFromSupply { square: Square },
    /// Card: through a castle, leaving by any door, even higher.
    PlayThroughCastle { from: Square, to: Square },
    /// Card: one diagonal step.
    PlayDiagonalMove { from: Square, to: Square },
    /// Card: lift an uncovered block; it is put down with `PutLiftedBlock`.
    PlayLiftBlock { from: Square },
    /// Put down the block lifted by the card.
    PutLiftedBlock { square: Square },
    /// Card: move one of your knights as if placing a new one.
    PlayRelocateKnight { from: Square, to: Square },
    /// Card: jump over an adjacent opposing knight.
    PlayJump { from: Square, to: Square },
    /// End the turn. `stack` names the stack the turn used up when no block
    /// was placed this turn (each turn uses one stack).
    EndTurn { stack: Option<u8> },
    /// Put one unused block on your stack `stack`.
    SpreadBlock { stack: u8 },
    /// After a scoring: the last player moves the King to a free block.
    MoveKing { square: Square },
    /// After a scoring: the last player leaves the King where it is.
    LeaveKing,
    /// After a scoring: the last player names who starts the next year.
    ChooseStarter { seat: Seat },
}
