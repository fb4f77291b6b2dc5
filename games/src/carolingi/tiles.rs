//! Each Carolingian's twelve tiles: five action tiles without a dot (active
//! from the start), two inaction tiles, five action tiles with a dot (locked,
//! face down, until Develop unlocks them).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileKind {
    Influence,
    Develop,
    MakeMissi,
    MoveTroops,
    Fight,
    PacifyRebels,
    DeclarePeace,
    Inaction,
}

/// One of a player's twelve tiles, numbered as in [`TILES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

/// Every player's set, by tile number: kind and whether it bears a dot.
/// The rulebook does not list which actions the five dotted tiles carry
/// besides Declare peace (see RULES.md): this table is the one place to fix it.
pub const TILES: [(TileKind, bool); 12] = [
    (TileKind::Influence, false),
    (TileKind::Develop, false),
    (TileKind::MakeMissi, false),
    (TileKind::MoveTroops, false),
    (TileKind::Fight, false),
    (TileKind::Inaction, false),
    (TileKind::Inaction, false),
    (TileKind::Influence, true),
    (TileKind::MakeMissi, true),
    (TileKind::MoveTroops, true),
    (TileKind::PacifyRebels, true),
    (TileKind::DeclarePeace, true),
];

impl TileId {
    pub fn all() -> impl Iterator<Item = TileId> {
        (0..TILES.len() as u8).map(TileId)
    }
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
    /// `None` for a number outside the set (an arbitrary action's input).
    pub fn kind(self) -> Option<TileKind> {
        TILES.get(self.index()).map(|t| t.0)
    }
    pub fn dotted(self) -> bool {
        TILES.get(self.index()).is_some_and(|t| t.1)
    }
    pub fn is_inaction(self) -> bool {
        self.kind() == Some(TileKind::Inaction)
    }
}

/// Where one tile lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileSpot {
    /// In the groove of the action board, usable (hidden from the others).
    Active,
    /// Face down among the dotted tiles (hidden which).
    Locked,
    /// Placed face down on the Scriptorium or in the bag this season.
    Placed,
    /// Face up on the circle of seasons (public).
    Used,
    /// Sacrificed face down on the exchange space (hidden which).
    Exchanged,
    /// A Declare peace tile being resolved.
    Declaring,
}
