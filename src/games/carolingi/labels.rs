//! Headings of the decision forms, one per action kind, and the small
//! words of the board (seats, countries and seasons by name), by their
//! identifiers in the translation files.

use crate::i18n::Lang;
use crate::i18n::{say, t};
use scriptorium_games::carolingi::country_message;
use scriptorium_games::carolingi::map::CountryId;
use scriptorium_games::carolingi::state::Season;
use scriptorium_games::Seat;

pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    let id = match group {
        "keep_tiles" => "carolingi-group-keep-tiles",
        "exchange_tile" => "carolingi-group-exchange-tile",
        "place_tile" => "carolingi-group-place-tile",
        "end_action" => "carolingi-group-end-action",
        "send_missus_home" => "carolingi-group-send-missus-home",
        "send_missus_to_card" => "carolingi-group-send-missus-to-card",
        "transfer_card" => "carolingi-group-transfer-card",
        "unlock_tile" => "carolingi-group-unlock-tile",
        "place_development" => "carolingi-group-place-development",
        "promote_leude" => "carolingi-group-promote-leude",
        "call_noble" => "carolingi-group-call-noble",
        "promote_noble" => "carolingi-group-promote-noble",
        "move_partisan" => "carolingi-group-move-partisan",
        "fight_in" => "carolingi-group-fight-in",
        "claim_trophy" => "carolingi-group-claim-trophy",
        "pacify_rebel" => "carolingi-group-pacify-rebel",
        "play_extra_tile" => "carolingi-group-play-extra-tile",
        "skip_extra_tile" => "carolingi-group-skip-extra-tile",
        "famine_remove" => "carolingi-group-famine-remove",
        _ => return None,
    };
    Some(t(lang, id))
}

pub(super) fn player_name(names: &[String], seat: Seat, lang: Lang) -> String {
    match names.get(seat.index()) {
        Some(name) => name.clone(),
        None => format!("{} {}", t(lang, "carolingi-board-seat"), seat.index() + 1),
    }
}

/// A country's name without the parenthesised alternative.
pub(super) fn country_name(country: CountryId, lang: Lang) -> String {
    let name = say(lang, &country_message(country), &[]);
    match name.split_once(" (") {
        Some((short, _)) => short.to_owned(),
        None => name,
    }
}

pub(super) fn season_name(season: Season, lang: Lang) -> &'static str {
    match season {
        Season::Winter => t(lang, "carolingi-board-winter"),
        Season::Spring => t(lang, "carolingi-board-spring"),
        Season::Summer => t(lang, "carolingi-board-summer"),
        Season::Autumn => t(lang, "carolingi-board-autumn"),
    }
}
