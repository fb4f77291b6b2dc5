//! Headings of the action forms, one per action kind (the serde tag).

use scriptorium_games::Lang;

pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    let (en, fr) = match group {
        "found_castle" => ("Found a castle", "Fonder un château"),
        "place_first_knight" => ("Place your first knight", "Placer votre premier chevalier"),
        "place_king" => ("Place the King", "Placer le roi"),
        "place_knight" => (
            "Place a new knight (2 AP)",
            "Placer un nouveau chevalier (2 PA)",
        ),
        "move_knight" => ("Move a knight (1 AP)", "Déplacer un chevalier (1 PA)"),
        "place_block" => ("Place a block (1 AP)", "Poser un bloc (1 PA)"),
        "buy_card" => (
            "Buy an action card (1 AP)",
            "Acheter une carte Action (1 PA)",
        ),
        "keep_card" => (
            "Keep one card, put the others back",
            "Garder une carte, remettre les autres",
        ),
        "advance_score" => (
            "Advance on the score track (1 AP)",
            "Avancer sur la piste de score (1 PA)",
        ),
        "play_action_points" => (
            "Card: more action points",
            "Carte : plus de points d'action",
        ),
        "play_climb_two_levels" => ("Card: climb two levels", "Carte : monter de 2 étages"),
        "play_block_under_knight" => (
            "Card: block under a knight",
            "Carte : bloc sous un chevalier",
        ),
        "play_block_from_supply" => ("Card: block from the supply", "Carte : bloc de la réserve"),
        "play_through_castle" => (
            "Card: through a castle at any level",
            "Carte : traverser un château à tout niveau",
        ),
        "play_diagonal_move" => ("Card: diagonal move", "Carte : déplacement en diagonale"),
        "play_lift_block" => (
            "Card: move an uncovered block (lift it)",
            "Carte : déplacer un bloc non couvert (le soulever)",
        ),
        "put_lifted_block" => ("Put the lifted block down", "Poser le bloc soulevé"),
        "play_relocate_knight" => ("Card: relocate a knight", "Carte : replacer un chevalier"),
        "play_jump" => (
            "Card: jump over a knight",
            "Carte : sauter par-dessus un chevalier",
        ),
        "end_turn" => ("End the turn", "Finir le tour"),
        "spread_block" => ("Spread an unused block", "Répartir un bloc inutilisé"),
        "move_king" => ("Move the King", "Déplacer le roi"),
        "leave_king" => ("Leave the King", "Laisser le roi"),
        "choose_starter" => ("Who starts the next year", "Qui commence l'année suivante"),
        _ => return None,
    };
    Some(match lang {
        Lang::En => en,
        Lang::Fr => fr,
    })
}
