//! Headings of the decision forms, one per action kind, and the small
//! words of the board (seats, countries and seasons by name), by their
//! identifiers in the translation files.

use crate::support::i18n::registry::words;
use crate::support::i18n::t;
use crate::support::i18n::Lang;
use scriptorium_games::carolingi::map::CountryId;
use scriptorium_games::carolingi::state::Season;
use scriptorium_games::Seat;

pub(super) fn player_name(names: &[String], seat: Seat, lang: Lang) -> String {
    match names.get(seat.index()) {
        Some(name) => name.clone(),
        None => format!("{} {}", t(lang, "carolingi-board-seat"), seat.index() + 1),
    }
}

/// A country's name without the parenthesised alternative (the
/// registry's words for it, said).
pub(super) fn country_name(country: CountryId, lang: Lang) -> String {
    words(
        lang,
        &crate::games::headings::carolingi::country_name(country),
    )
}

pub(super) fn season_name(season: Season, lang: Lang) -> &'static str {
    match season {
        Season::Winter => t(lang, "carolingi-board-winter"),
        Season::Spring => t(lang, "carolingi-board-spring"),
        Season::Summer => t(lang, "carolingi-board-summer"),
        Season::Autumn => t(lang, "carolingi-board-autumn"),
    }
}
