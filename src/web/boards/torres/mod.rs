//! Torres on the web: the board (SVG: castles shaded by height, knights, the
//! King, the score track around the board), the players' stacks and hands,
//! and the headings of the action forms.

mod board;

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
    board::board_touched(
        &Torres::view(state, viewer),
        context.names,
        context.lang,
        context.picking,
    )
}

#[cfg(test)]
mod tests;
