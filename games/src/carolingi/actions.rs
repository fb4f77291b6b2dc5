//! What a player may ask for. Each action is one small step (one missus, one
//! partisan, one card), so the list of legal actions stays short.

use super::map::CountryId;
use super::tiles::TileId;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Exchange window: keep the tiles as they are this time.
    KeepTiles,
    /// Exchange window: sacrifice an active tile (face down) to take back a
    /// used one from the circle of seasons.
    ExchangeTile { give: TileId, take: TileId },
    /// Place one active tile face down on the Scriptorium.
    PlaceTile { tile: TileId },
    /// Stop carrying out the drawn tile (or do nothing with it).
    EndAction,
    /// Influence a: one missus to the homeland.
    SendMissusHome,
    /// Influence b: one missus onto a country card.
    SendMissusToCard { country: CountryId },
    /// Influence c: move everything on a card to its country, discard it.
    TransferCard { country: CountryId },
    /// Develop a: two missi back to the court, unlock a dotted tile.
    UnlockTile { tile: TileId },
    /// Develop b: one development marker for one missus.
    PlaceDevelopment { country: CountryId },
    /// Make missi: one tax, a leude becomes a missus.
    PromoteLeude,
    /// Make missi: one tax, a noble is called to court as a leude.
    CallNoble,
    /// Make missi: two taxes, a noble becomes a missus.
    PromoteNoble,
    /// Move troops: one partisan across one border (the first partisan of
    /// each from→to group costs a missus).
    MovePartisan { from: CountryId, to: CountryId },
    /// Fight: battle in one country where you hold the plurality.
    FightIn { country: CountryId },
    /// Fight: one leude onto the glory track (once per Fight tile).
    ClaimTrophy,
    /// Pacify rebels: replace one rebel band by one of your missi.
    PacifyRebel { country: CountryId },
    /// Declare peace: play one active action tile at once.
    PlayExtraTile { tile: TileId },
    /// Declare peace: play no extra tile.
    SkipExtraTile,
    /// Famine, as plurality holder: this seat's partisan leaves the country.
    FamineRemove { seat: Seat },
    /// Hourglass: place no (more) tiles this season; the tiles not placed
    /// stay out of the bag. Offered only with the hourglass option.
    PassPlacement,
    /// Develop c (advanced game): build the palace on a controlled, fully
    /// developed country, claiming it as homeland (once per game).
    ClaimHomeland { country: CountryId },
    /// After Develop c: one rebel band driven out of the new homeland goes
    /// to this adjacent country.
    ExpelRebel { to: CountryId },
    /// Set-up round a: the drawn partisan on the drawn card's country.
    SetupOnCountry,
    /// Set-up round b: the drawn partisan becomes a missus.
    SetupMissus,
    /// Set-up round c: the drawn partisan joins your partisans in another country.
    SetupJoinCountry { country: CountryId },
    /// Set-up round d: the drawn partisan onto a country card in a zone.
    SetupOnCard { country: CountryId },
}
