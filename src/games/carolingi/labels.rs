//! Headings of the decision forms, one per action kind, and the small
//! words of the board, in English and French.

use scriptorium_games::Lang;

pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    let (en, fr) = match group {
        "keep_tiles" => ("Keep your tiles", "Garder vos tuiles"),
        "exchange_tile" => ("Exchange a tile", "Échanger une tuile"),
        "place_tile" => (
            "Place a tile on the Scriptorium",
            "Poser une tuile sur le Scriptorium",
        ),
        "end_action" => ("End the action", "Terminer l'action"),
        "send_missus_home" => (
            "Influence: a missus to your homeland",
            "Influencer : un missus vers la patrie",
        ),
        "send_missus_to_card" => (
            "Influence: a missus onto a card",
            "Influencer : un missus sur une carte",
        ),
        "transfer_card" => (
            "Influence: transfer a card",
            "Influencer : transférer une carte",
        ),
        "unlock_tile" => ("Develop: unlock a tile", "Développer : débloquer une tuile"),
        "place_development" => (
            "Develop: a development marker",
            "Développer : un pion de développement",
        ),
        "promote_leude" => (
            "Make missi: a leude becomes a missus",
            "Faire missi : un leude devient missus",
        ),
        "call_noble" => (
            "Make missi: call a noble to court",
            "Faire missi : appeler un noble à la cour",
        ),
        "promote_noble" => (
            "Make missi: a noble becomes a missus",
            "Faire missi : un noble devient missus",
        ),
        "move_partisan" => (
            "Move troops: one partisan",
            "Déplacer des troupes : un partisan",
        ),
        "fight_in" => (
            "Fight: battle in a country",
            "Combattre : bataille dans un pays",
        ),
        "claim_trophy" => ("Fight: claim a trophy", "Combattre : réclamer un trophée"),
        "pacify_rebel" => (
            "Pacify: replace a rebel band",
            "Apaiser : remplacer une bande de rebelles",
        ),
        "play_extra_tile" => (
            "Declare peace: play an extra tile",
            "Déclarer la paix : jouer une tuile de plus",
        ),
        "skip_extra_tile" => (
            "Declare peace: no extra tile",
            "Déclarer la paix : pas de tuile de plus",
        ),
        "famine_remove" => (
            "Famine: who leaves the country",
            "Famine : qui quitte le pays",
        ),
        _ => return None,
    };
    Some(match lang {
        Lang::En => en,
        Lang::Fr => fr,
    })
}

/// One phrase in the viewer's language.
pub fn tr(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}
