//! The words of the Carolus Magnus board, in English and French.

use scriptorium_games::carolus_magnus::{Colour, Side};
use scriptorium_games::Lang;

pub fn en_fr(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

pub fn colour_name(colour: Colour, lang: Lang) -> &'static str {
    match colour {
        Colour::Red => en_fr(lang, "red", "rouge"),
        Colour::Pink => en_fr(lang, "pink", "rose"),
        Colour::Blue => en_fr(lang, "blue", "bleu"),
        Colour::Yellow => en_fr(lang, "yellow", "jaune"),
        Colour::Green => en_fr(lang, "green", "vert"),
    }
}

/// The letter printed on a cube, so colours never depend on hue alone.
/// French needs two letters for rose, which would otherwise clash with rouge.
pub fn colour_letter(colour: Colour, lang: Lang) -> &'static str {
    match colour {
        Colour::Red => "R",
        Colour::Pink => en_fr(lang, "P", "Rs"),
        Colour::Blue => "B",
        Colour::Yellow => en_fr(lang, "Y", "J"),
        Colour::Green => en_fr(lang, "G", "V"),
    }
}

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match side {
        0 => en_fr(lang, "Black", "Noir"),
        1 => en_fr(lang, "White", "Blanc"),
        _ => en_fr(lang, "Grey", "Gris"),
    }
}

/// The form headings, one per action kind.
pub fn group_label(group: &str, lang: Lang) -> Option<&'static str> {
    Some(match group {
        "play_disc" => en_fr(lang, "Play a disc", "Jouer un disque"),
        "place_paladin" => en_fr(
            lang,
            "Place a paladin from your reserve",
            "Placer un paladin de votre réserve",
        ),
        "move_emperor" => en_fr(lang, "Move the Emperor", "Avancer l'Empereur"),
        "choose_colour" => en_fr(lang, "Choose a colour", "Choisir une couleur"),
        _ => return None,
    })
}

pub struct Words {
    pub round: &'static str,
    pub centre: &'static str,
    pub court: &'static str,
    pub reserve: &'static str,
    pub castles_left: &'static str,
    pub discs: &'static str,
    pub played: &'static str,
    pub acts: &'static str,
    pub to_move: &'static str,
    pub partner: &'static str,
    pub legend: &'static str,
    pub emperor: &'static str,
    pub clan_marker: &'static str,
    pub castle: &'static str,
    pub landing: &'static str,
    pub strength: &'static str,
    pub disc_held: &'static str,
    pub disc_used: &'static str,
    pub territory: &'static str,
    pub merged: &'static str,
    pub game_over: &'static str,
    pub wins: &'static str,
    pub controls: &'static str,
    pub order: &'static str,
}

pub fn words(lang: Lang) -> Words {
    match lang {
        Lang::En => Words {
            round: "Round",
            centre: "Centre",
            court: "Court",
            reserve: "Reserve",
            castles_left: "Castles left",
            discs: "Discs",
            played: "played",
            acts: "acts",
            to_move: "to move",
            partner: "partner",
            legend: "Legend",
            emperor: "Emperor",
            clan_marker: "clan marker: this court controls the colour",
            castle: "castles",
            landing: "where the Emperor can stop (steps) and who would build or take over",
            strength: "strength of each side here (controlled paladins + castles)",
            disc_held: "disc in hand",
            disc_used: "disc played earlier",
            territory: "territory",
            merged: "merged territories",
            game_over: "Game over",
            wins: "wins",
            controls: "controls",
            order: "Order of play",
        },
        Lang::Fr => Words {
            round: "Tour",
            centre: "Centre",
            court: "Cour",
            reserve: "Réserve",
            castles_left: "Châteaux restants",
            discs: "Disques",
            played: "joué",
            acts: "joue",
            to_move: "à jouer",
            partner: "partenaire",
            legend: "Légende",
            emperor: "Empereur",
            clan_marker: "marqueur de clan : cette Cour contrôle la couleur",
            castle: "châteaux",
            landing: "où l'Empereur peut s'arrêter (cases) et qui y bâtirait ou conquerrait",
            strength: "force de chaque camp ici (paladins contrôlés + châteaux)",
            disc_held: "disque en main",
            disc_used: "disque déjà joué",
            territory: "territoire",
            merged: "territoires rassemblés",
            game_over: "Fin de partie",
            wins: "gagne",
            controls: "contrôle",
            order: "Ordre de jeu",
        },
    }
}
