//! Carolingi on the web: the board (an SVG map of the Frankish countries
//! with everything on them, the regional zones, the Scriptorium, the circle
//! of seasons, the Annals and each player's action board) drawn from the
//! engine's redacted View, and the headings of the decision forms.

mod board;
mod geo;
mod labels;
mod map;
mod seasons;
mod zones;

/// The board for one viewer, as the game page and the history draw it.
pub fn draw(
    table: &dyn crate::games::Table,
    viewer: scriptorium_games::Viewer,
    context: &crate::web::boards::BoardContext,
) -> String {
    use scriptorium_games::carolingi::{Carolingi, State};
    use scriptorium_games::Game;
    let Some(state) = table.state_any().downcast_ref::<State>() else {
        return String::new();
    };
    let mut view = Carolingi::view(state, viewer);
    // The countries and cards changed since the viewer's last decision are
    // outlined as the latest change is.
    if !context.marks.is_empty() {
        use crate::games::picks::carolingi::{card, country};
        use scriptorium_games::carolingi::map::CountryId;
        let last = &mut view.last_move;
        let countries = &scriptorium_games::carolingi::map::map().countries;
        for (index, info) in countries.iter().enumerate() {
            let id = CountryId(index as u8);
            let name = &info.id;
            if context.marks.contains(&country(name)) && !last.countries.contains(&id) {
                last.countries.push(id);
            }
            if context.marks.contains(&card(name)) && !last.cards.contains(&id) {
                last.cards.push(id);
            }
        }
    }
    board::render(&view, context.names, context.lang, context.picking)
}

/// Draws the table from the view, with nothing to touch.
#[cfg(test)]
pub fn board(
    view: &scriptorium_games::carolingi::View,
    names: &[String],
    lang: crate::support::i18n::Lang,
) -> String {
    board::render(view, names, lang, None)
}

#[cfg(test)]
mod tests;
