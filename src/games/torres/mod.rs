//! Torres on the web: the board (SVG: castles shaded by height, knights, the
//! King, the score track around the board), the players' stacks and hands,
//! and the headings of the action forms.

mod board;
mod labels;

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
