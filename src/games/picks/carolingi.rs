//! Carolingi chosen on the board: a country on the map for what happens in
//! a country (a troop's move: where from, then where to), a region card in
//! its zone for what goes onto a card, a tile on the player's action board
//! for what is done with a tile (an exchange: the tile given, then the one
//! taken back).

use super::PickRules;
use crate::games::headings::carolingi::country_name;
use crate::games::headings::Words;
use crate::games::Table;
use scriptorium_games::carolingi::map::CountryId;
use scriptorium_games::carolingi::tile_message;
use scriptorium_games::carolingi::tiles::TileId;
use scriptorium_games::carolingi::Action;
use serde::Deserialize;
use serde_json::Value;

pub const PICKS: PickRules = PickRules {
    path,
    label,
    prompt,
    // Tiles are offered beside the board as well (the action board sits
    // below the map, far down a phone's page); countries and cards are
    // touched where they are drawn.
    on_board: |token| !token.starts_with("tile:"),
};

/// The token of a country on the map, e.g. `country:neustria`.
pub fn country(id: &str) -> String {
    format!("country:{id}")
}

/// The token of a country's region card in its zone.
pub fn card(id: &str) -> String {
    format!("card:{id}")
}

/// The token of one of the viewer's tiles.
pub fn tile(number: u8) -> String {
    format!("tile:{number}")
}

/// A country's id as the JSON of an action carries it.
fn id_of(action: &Value, field: &str) -> Option<String> {
    action.get(field)?.as_str().map(str::to_owned)
}

fn tile_of(action: &Value, field: &str) -> Option<u8> {
    action
        .get(field)?
        .as_u64()
        .and_then(|n| u8::try_from(n).ok())
}

fn path(_: &dyn Table, json: &Value) -> Option<Vec<String>> {
    // Parsed to be sure it is an action of the game; the fields are read
    // from the JSON in the form the page and the API use.
    let action = Action::deserialize(json).ok()?;
    Some(match action {
        Action::SendMissusToCard { .. }
        | Action::TransferCard { .. }
        | Action::SetupOnCard { .. } => vec![card(&id_of(json, "country")?)],
        Action::PlaceDevelopment { .. }
        | Action::FightIn { .. }
        | Action::PacifyRebel { .. }
        | Action::ClaimHomeland { .. }
        | Action::SetupJoinCountry { .. } => vec![country(&id_of(json, "country")?)],
        Action::ExpelRebel { .. } => vec![country(&id_of(json, "to")?)],
        Action::MovePartisan { .. } => {
            vec![country(&id_of(json, "from")?), country(&id_of(json, "to")?)]
        }
        Action::PlaceTile { .. } | Action::UnlockTile { .. } | Action::PlayExtraTile { .. } => {
            vec![tile(tile_of(json, "tile")?)]
        }
        Action::ExchangeTile { .. } => {
            vec![tile(tile_of(json, "give")?), tile(tile_of(json, "take")?)]
        }
        _ => return None,
    })
}

fn label(token: &str) -> Words {
    let country = |id: &str| match CountryId::named(id) {
        Some(country) => country_name(country),
        None => Words::Verbatim(id.to_owned()),
    };
    match token.split_once(':') {
        Some(("country", id)) => country(id),
        Some(("card", id)) => Words::Before("carolingi-board-the-card-of", Box::new(country(id))),
        Some(("tile", number)) => number
            .parse::<u8>()
            .map(|n| Words::Message(tile_message(TileId(n))))
            .unwrap_or_else(|_| Words::Verbatim(number.to_owned())),
        _ => Words::Verbatim(token.to_owned()),
    }
}

fn prompt(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "country" => "carolingi-pick-country",
        "card" => "carolingi-pick-card",
        "tile" => "carolingi-pick-tile",
        _ => return None,
    })
}
