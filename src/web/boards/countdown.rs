//! The test game's board: the pile and who holds a joker. Small, but drawn
//! the way every board is: an askama template over the engine's own `View`,
//! with the places an action is chosen by (here the viewer's joker) linked
//! and marked when they are a legal next step.

use super::{BoardContext, Picking};
use crate::games::Table;
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use askama::Template;
use scriptorium_games::test_game::{Countdown, State, View};
use scriptorium_games::{Game, Viewer};

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
