//! What one drawing of the board knows (the view, the players' names, the
//! language, who the viewer is) and the facts of the table it reads from
//! the view (a square's height, the knight or castle on it). The parts of
//! the board (`svg`, `status`, `players`) each add their own methods to it.

use crate::support::i18n::{t, Lang};
use scriptorium_games::torres::View;

/// Works out what the templates draw from one view.
pub(super) struct Drawing<'a> {
    pub(super) view: &'a View,
    pub(super) names: &'a [String],
    pub(super) lang: Lang,
    pub(super) seats: usize,
    pub(super) me: Option<usize>,
}

impl Drawing<'_> {
    pub(super) fn t(&self, id: &str) -> &'static str {
        t(self.lang, id)
    }

    pub(super) fn name(&self, seat: usize) -> String {
        match self.names.get(seat) {
            Some(name) => name.clone(),
            None => format!("{} {}", self.t("torres-board-player"), seat + 1),
        }
    }

    pub(super) fn is_me(&self, seat: usize) -> bool {
        self.me == Some(seat)
    }

    pub(super) fn height(&self, square: u8) -> u8 {
        self.view
            .heights
            .get(usize::from(square))
            .copied()
            .unwrap_or(0)
    }

    pub(super) fn knight_on(&self, square: u8) -> Option<usize> {
        self.view
            .knights
            .iter()
            .position(|list| list.contains(&square))
    }

    pub(super) fn castle_of(&self, square: u8) -> Option<usize> {
        self.view
            .castles
            .iter()
            .position(|castle| castle.squares.contains(&square))
    }
}
