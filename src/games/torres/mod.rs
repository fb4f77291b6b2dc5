//! Torres on the web: the board (SVG: castles shaded by height, knights, the
//! King, the score track around the board), the players' stacks and hands,
//! and the headings of the action forms.

mod board;
mod labels;

pub use board::board;
pub use labels::group_label;

#[cfg(test)]
mod tests;
