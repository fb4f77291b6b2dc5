//! The words of the Carolus Magnus board, by their identifiers in
//! `locales/<language>/carolus-magnus.ftl`.

use crate::support::i18n::t;
use crate::support::i18n::Lang;
use scriptorium_games::carolus_magnus::{Colour, Side};

/// A paladin colour's name (the registry's word for it, said).
pub fn colour_name(colour: Colour, lang: Lang) -> &'static str {
    t(
        lang,
        crate::games::headings::carolus_magnus::colour_name(colour),
    )
}

/// The letter printed on a cube, so colours never depend on hue alone.
/// French needs two letters for rose, which would otherwise clash with rouge.
pub fn colour_letter(colour: Colour, lang: Lang) -> &'static str {
    match colour {
        Colour::Red => "R",
        Colour::Pink => t(lang, "cm-board-letter-pink"),
        Colour::Blue => "B",
        Colour::Yellow => t(lang, "cm-board-letter-yellow"),
        Colour::Green => t(lang, "cm-board-letter-green"),
    }
}

pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match side {
        0 => t(lang, "cm-side-black"),
        1 => t(lang, "cm-side-white"),
        _ => t(lang, "cm-side-grey"),
    }
}

pub struct Words {
    pub round: &'static str,
    pub centre: &'static str,
    pub court: &'static str,
    pub reserve: &'static str,
    pub castles_left: &'static str,
    pub discs: &'static str,
    pub played: &'static str,
    pub to_move: &'static str,
    pub partner: &'static str,
    pub chosen: &'static str,
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
    Words {
        round: t(lang, "cm-word-round"),
        centre: t(lang, "cm-word-centre"),
        court: t(lang, "cm-word-court"),
        reserve: t(lang, "cm-word-reserve"),
        castles_left: t(lang, "cm-word-castles-left"),
        discs: t(lang, "cm-word-discs"),
        played: t(lang, "cm-word-played"),
        to_move: t(lang, "cm-word-to-move"),
        partner: t(lang, "cm-word-partner"),
        chosen: t(lang, "cm-word-chosen"),
        legend: t(lang, "cm-word-legend"),
        emperor: t(lang, "cm-word-emperor"),
        clan_marker: t(lang, "cm-word-clan-marker"),
        castle: t(lang, "cm-word-castle"),
        landing: t(lang, "cm-word-landing"),
        strength: t(lang, "cm-word-strength"),
        disc_held: t(lang, "cm-word-disc-held"),
        disc_used: t(lang, "cm-word-disc-used"),
        territory: t(lang, "cm-word-territory"),
        merged: t(lang, "cm-word-merged"),
        game_over: t(lang, "cm-word-game-over"),
        wins: t(lang, "cm-word-wins"),
        controls: t(lang, "cm-word-controls"),
        order: t(lang, "cm-word-order"),
    }
}
