//! What a player may decide: one fine-grained choice per action.

use super::state::Colour;
pub use super::state::Destination;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Opening phase: play one numbered disc.
    PlayDisc { disc: u8 },
    /// Action phase, step 1: one paladin from the reserve.
    PlacePaladin { colour: Colour, to: Destination },
    /// Action phase, step 2: 1 to the disc's number of steps clockwise.
    MoveEmperor { steps: u8 },
    /// Name the colour of a crown (or of a die whose colour ran out), or with
    /// the dice variant, of the one die chosen before throwing.
    ChooseColour { colour: Colour },
}
