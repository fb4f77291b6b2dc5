//! Torres on the web: the board (SVG: castles shaded by height, knights, the
//! King, the score track around the board), the players' stacks and hands,
//! and the headings of the action forms.

mod board;
mod labels;
mod picks;

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
