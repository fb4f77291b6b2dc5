//! Headings of Carolingi's action forms.

use crate::support::i18n::t;
use crate::support::i18n::Lang;

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
