//! Carolus Magnus chosen on the board: a paladin's colour (beside the
//! board), then where it goes (a territory on the circle, or the player's
//! own court); the Emperor by touching where he would stop.

use super::PickRules;
use crate::games::headings::carolus_magnus::colour_name;
use crate::games::headings::Words;
use crate::games::Table;
use scriptorium_games::carolus_magnus::{Action, Colour, Destination, State};
use serde::Deserialize;
use serde_json::Value;

pub const PICKS: PickRules = PickRules {
    path,
    label,
    prompt,
    on_board: |token| !token.starts_with("colour:"),
};

/// The player's own court, wherever it is drawn.
pub const MY_COURT: &str = "court:mine";

fn colour_code(colour: Colour) -> String {
    serde_json::to_value(colour)
        .ok()
        .and_then(|value| value.as_str().map(str::to_owned))
        .unwrap_or_default()
}

pub fn territory(id: u8) -> String {
    format!("territory:{id}")
}

pub fn landing(id: u8) -> String {
    format!("land:{id}")
}

fn path(table: &dyn Table, action: &Value) -> Option<Vec<String>> {
    match Action::deserialize(action).ok()? {
        Action::PlacePaladin { colour, to } => Some(vec![
            format!("colour:{}", colour_code(colour)),
            match to {
                Destination::Court => MY_COURT.to_owned(),
                Destination::Territory(id) => territory(id),
            },
        ]),
        Action::MoveEmperor { steps } => {
            // Two distances may stop on the same territory (few remain):
            // touching it then ends with one button per distance.
            let state = table.state_any().downcast_ref::<State>()?;
            Some(vec![landing(state.region_after(steps)?.id)])
        }
        Action::PlayDisc { .. } | Action::ChooseColour { .. } => None,
    }
}

fn label(token: &str) -> Words {
    let (kind, value) = token.split_once(':').unwrap_or((token, ""));
    let then_value = |id| Words::Before(id, Box::new(Words::Verbatim(value.to_owned())));
    match kind {
        "colour" => Colour::deserialize(Value::String(value.to_owned()))
            .map(|colour| Words::Capitalised(colour_name(colour)))
            .unwrap_or_else(|_| Words::Verbatim(value.to_owned())),
        "court" => Words::Id("cm-board-your-court"),
        "territory" => then_value("cm-board-territory"),
        "land" => then_value("cm-board-the-emperor-to-territory"),
        _ => Words::Verbatim(token.to_owned()),
    }
}

fn prompt(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "colour" => "cm-board-choose-the-colour-of-the-paladin",
        "land" => "cm-board-touch-the-territory-where-the-emperor",
        _ => return None,
    })
}
