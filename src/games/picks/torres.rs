//! Torres chosen on the board: a square for what goes on a square (a castle
//! founded, a knight, a block, the King), a knight's square then where it
//! goes for a move; a card's move starts with the card, beside the board.
//! Where several actions share a square (a block from one stack or another,
//! a block or a knight), the last step offers one button per action, each
//! naming it.

use super::PickRules;
use crate::games::headings::torres::group_label;
use crate::games::headings::{heading, Words};
use crate::games::Table;
use scriptorium_games::torres::{square_name, Action, Square};
use serde::Deserialize;
use serde_json::Value;

pub const PICKS: PickRules = PickRules {
    path,
    label,
    prompt,
    on_board: |token| token.starts_with("sq:"),
};

/// The token of a square, e.g. `sq:c3`.
pub fn square(square: Square) -> String {
    format!("sq:{}", square_name(square).to_lowercase())
}

/// A card's move: the card (by its action's name), then the squares.
fn card(kind: &str) -> String {
    format!("card:{kind}")
}

fn path(_: &dyn Table, action: &Value) -> Option<Vec<String>> {
    let kind = action.get("type").and_then(Value::as_str)?.to_owned();
    Some(match Action::deserialize(action).ok()? {
        Action::FoundCastle { square: at }
        | Action::PlaceFirstKnight { square: at }
        | Action::PlaceKing { square: at }
        | Action::PlaceKnight { square: at }
        | Action::PlaceBlock { square: at, .. }
        | Action::PutLiftedBlock { square: at }
        | Action::MoveKing { square: at } => vec![square(at)],
        Action::MoveKnight { from, to } => vec![square(from), square(to)],
        Action::PlayClimbTwoLevels { from, to }
        | Action::PlayThroughCastle { from, to }
        | Action::PlayDiagonalMove { from, to }
        | Action::PlayRelocateKnight { from, to }
        | Action::PlayJump { from, to } => vec![card(&kind), square(from), square(to)],
        Action::PlayLiftBlock { from: at }
        | Action::PlayBlockUnderKnight { square: at, .. }
        | Action::PlayBlockFromSupply { square: at } => vec![card(&kind), square(at)],
        Action::BuyCard
        | Action::KeepCard { .. }
        | Action::AdvanceScore
        | Action::PlayActionPoints { .. }
        | Action::EndTurn { .. }
        | Action::SpreadBlock { .. }
        | Action::LeaveKing
        | Action::ChooseStarter { .. } => return None,
    })
}

fn label(token: &str) -> Words {
    match token.split_once(':') {
        Some(("sq", name)) => Words::Verbatim(name.to_uppercase()),
        // A card by its action's heading.
        Some(("card", kind)) => heading(group_label(kind), kind),
        _ => Words::Verbatim(token.to_owned()),
    }
}

fn prompt(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "card" => "torres-pick-card-or-square",
        "sq" => "torres-pick-square",
        _ => return None,
    })
}
