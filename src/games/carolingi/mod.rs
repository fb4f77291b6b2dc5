//! Carolingi on the web: the board (an SVG map of the Frankish countries
//! with everything on them, the regional zones, the Scriptorium, the circle
//! of seasons, the Annals and each player's action board) drawn from the
//! engine's redacted View, and the headings of the decision forms.

mod board;
mod geo;
mod labels;
mod picks;
mod view;

#[cfg(test)]
pub use board::board;
pub use labels::group_label;

pub use picks::PICKS;

/// The board for one viewer, as the game page and the history draw it.
pub fn draw(
    table: &dyn crate::games::Table,
    viewer: scriptorium_games::Viewer,
    context: &crate::games::BoardContext,
) -> String {
    board::board_touched(
        &table.view(viewer),
        context.names,
        context.lang,
        context.picking,
    )
}

#[cfg(test)]
mod tests;
