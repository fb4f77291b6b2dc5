//! The test game's board: the pile and who holds a joker. Small, but drawn
//! the way every board is: an askama template over the engine's own `View`,
//! with the places an action is chosen by (here the viewer's joker) linked
//! and marked when they are a legal next step.

use super::pick::PickRules;
use super::{BoardContext, Picking};
use crate::games::Table;
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use askama::Template;
use scriptorium_games::test_game::{Countdown, State, View};
use scriptorium_games::{Game, Viewer};
use serde_json::Value;

/// The viewer's own joker, touched on the board to play it.
const JOKER: &str = "joker:mine";

/// Playing the joker is chosen by touching it; taking a stone and ending the
/// turn stay buttons.
pub const PICKS: PickRules = PickRules {
    path: |_, action| match action.get("type").and_then(Value::as_str) {
        Some("play_joker") => Some(vec![JOKER.to_owned()]),
        _ => None,
    },
    label: |token, lang| match token {
        JOKER => t(lang, "countdown-board-your-joker").to_owned(),
        other => other.to_owned(),
    },
    prompt: |_, _| None,
    on_board: |token| token == JOKER,
};

#[derive(Template)]
#[template(path = "boards/countdown.html")]
struct Board<'a> {
    view: View,
    names: &'a [String],
    lang: Lang,
    picking: Option<&'a Picking>,
}

impl Board<'_> {
    fn t(&self, id: &str) -> &'static str {
        t(self.lang, id)
    }

    fn holds_joker(&self, seat: &usize) -> bool {
        self.view.holds_joker.get(*seat).copied().unwrap_or(false)
    }

    fn target(&self, token: &str) -> Option<&str> {
        self.picking.and_then(|picking| picking.target(token))
    }
}

pub fn draw(table: &dyn Table, viewer: Viewer, context: &BoardContext) -> String {
    let Some(state) = table.state_any().downcast_ref::<State>() else {
        return String::new();
    };
    Board {
        view: Countdown::view(state, viewer),
        names: context.names,
        lang: context.lang,
        picking: context.picking,
    }
    .render()
    .unwrap_or_default()
}
