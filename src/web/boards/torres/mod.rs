//! Torres on the web: the board (SVG: castles shaded by height, knights, the
//! King, the score track around the board), the players' stacks and hands,
//! and the headings of the action forms.

mod board;
mod drawing;
mod pieces;
mod players;
mod status;
mod svg;

#[cfg(test)]
pub use board::board;

/// The board for one viewer, as the game page and the history draw it.
pub fn draw(
    table: &dyn crate::games::Table,
    viewer: scriptorium_games::Viewer,
    context: &crate::web::boards::BoardContext,
) -> String {
    use scriptorium_games::torres::{State, Torres};
    use scriptorium_games::Game;
    let Some(state) = table.state_any().downcast_ref::<State>() else {
        return String::new();
    };
    let mut view = Torres::view(state, viewer);
    // The squares changed since the viewer's last decision are outlined as
    // the latest change is (its arrow stays the latest move's).
    for square in 0..64u8 {
        let token = crate::games::picks::torres::square(square);
        if context.marks.contains(&token) && !view.last_move.squares.contains(&square) {
            view.last_move.squares.push(square);
        }
    }
    board::board_touched(&view, context.names, context.lang, context.picking)
}

#[cfg(test)]
mod tests;
