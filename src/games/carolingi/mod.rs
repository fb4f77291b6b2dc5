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

#[cfg(test)]
mod tests;
