//! Carolingi on the web: the board (an SVG map of the Frankish countries
//! with everything on them, the regional zones, the Scriptorium, the circle
//! of seasons, the Annals and each player's action board) drawn from the
//! engine's redacted View, and the headings of the decision forms.

mod board;
mod geo;
mod labels;
mod view;

pub use board::board;
pub use labels::group_label;

/// Which actions are chosen by touching the board (none yet: every action is
/// a button or a list).
pub const PICKS: crate::games::PickRules = crate::games::pick::BUTTONS_ONLY;

/// The board for one viewer, as the game page and the history draw it.
pub fn draw(
    table: &dyn crate::games::Table,
    viewer: scriptorium_games::Viewer,
    context: &crate::games::BoardContext,
) -> String {
    board(&table.view(viewer), context.names, context.lang)
}

#[cfg(test)]
mod tests;
