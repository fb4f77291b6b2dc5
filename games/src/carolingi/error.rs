//! Why a request was refused, in English (Display) and French.

use crate::core::{Lang, Localized};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("Carolingi is played by 2 to 6 players")]
    SeatCount,
    #[error("the sundial must stand on a year from 830 to 839")]
    SundialYear,
    #[error("the game is over")]
    GameOver,
    #[error("you have no decision to take now")]
    NotYourDecision,
    #[error("that is not possible at this moment of the game")]
    WrongMoment,
    #[error("you have no such tile among your active tiles")]
    TileNotActive,
    #[error("you have already placed your two tiles this season")]
    AlreadyPlaced,
    #[error("Declare peace must be placed together with an inaction tile")]
    PeaceNeedsInaction,
    #[error("you may exchange only an active action tile for one of your tiles on the circle of seasons")]
    BadExchange,
    #[error("you have no missus left")]
    NoMissi,
    #[error("you have no leude left")]
    NoLeudes,
    #[error("you have no noble left")]
    NoNobiles,
    #[error("your taxes do not cover that")]
    NotEnoughTaxes,
    #[error("the action you chose earlier with this tile does not allow that")]
    OtherInfluenceChosen,
    #[error("you may send at most three missi to your homeland")]
    HomelandLimit,
    #[error("that country card is not in a regional zone")]
    CardNotInZone,
    #[error("another Carolingian controls that country")]
    ControlledByAnother,
    #[error("you have no partisan on that card")]
    NoPartisanOnCard,
    #[error("that tile is not among your locked tiles, or you need two missi to unlock it")]
    CannotUnlock,
    #[error("you control that country only if you have more partisans there than all others and rebels together, and never in a forest")]
    NotControlled,
    #[error("no development marker may go there (palace, forest, or already two markers)")]
    NotDevelopable,
    #[error("at most three development markers per action, from the supply")]
    DevelopmentLimit,
    #[error("your troops may leave only countries you controlled at the start of the action, or forests")]
    NotASource,
    #[error("those countries are not adjacent")]
    NotAdjacent,
    #[error("no partisan may enter another Carolingian's homeland")]
    OtherHomeland,
    #[error("every partisan there has already crossed a border during this action")]
    NoMovablePartisan,
    #[error("you need more partisans there than any other Carolingian and than the rebel bands")]
    NoPlurality,
    #[error("there is nobody to fight there")]
    NothingToFight,
    #[error("you may claim one trophy per Fight tile, after a battle, with a leude, up to four")]
    TrophyUnavailable,
    #[error("there is no rebel band there")]
    NoRebels,
    #[error("you need a partisan in that country or next to it")]
    NotNear,
    #[error("you pacify one country per action, at most three rebel bands")]
    PacifyLimit,
    #[error("that tile cannot be played now")]
    CannotPlayTile,
    #[error("that Carolingian has no partisan in the country")]
    NoSuchPartisan,
    #[error("the hourglass allows at most 168 hours")]
    HourglassHours,
    #[error("a palace needs the advanced game, no homeland yet, three missi, and a controlled country with two development markers in a region without a palace")]
    CannotClaimHomeland,
    #[error(
        "the rebel bands leave for a country adjacent to the new homeland, never another homeland"
    )]
    CannotExpel,
    #[error("option a needs no partisan of yours in the countries adjacent to the drawn card's country (and a drawn card)")]
    PartisanNextDoor,
    #[error("option c needs another country where you already have partisans")]
    NoPartisansThere,
    #[error("option d needs a country card already in a regional zone")]
    NoSuchCard,
    #[error("you have stopped placing tiles this season")]
    PlacementOver,
}

impl Localized for Error {
    fn localize(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            Error::SeatCount => "Carolingi se joue de 2 à 6 joueurs",
            Error::SundialYear => "le cadran solaire doit se trouver sur une année de 830 à 839",
            Error::GameOver => "la partie est terminée",
            Error::NotYourDecision => "vous n'avez pas de décision à prendre maintenant",
            Error::WrongMoment => "ce n'est pas possible à ce moment de la partie",
            Error::TileNotActive => "vous n'avez pas cette tuile parmi vos tuiles actives",
            Error::AlreadyPlaced => "vous avez déjà placé vos deux tuiles cette saison",
            Error::PeaceNeedsInaction => "la tuile Déclarer la paix doit être placée avec une tuile d'inaction",
            Error::BadExchange => "vous ne pouvez échanger qu'une tuile d'action active contre une de vos tuiles du cercle des saisons",
            Error::NoMissi => "vous n'avez plus de missus",
            Error::NoLeudes => "vous n'avez plus de leude",
            Error::NoNobiles => "vous n'avez plus de noble",
            Error::NotEnoughTaxes => "vos impôts ne suffisent pas",
            Error::OtherInfluenceChosen => "l'action choisie plus tôt avec cette tuile ne le permet pas",
            Error::HomelandLimit => "vous pouvez envoyer au plus trois missi à votre patrie",
            Error::CardNotInZone => "cette carte Pays n'est pas dans une zone régionale",
            Error::ControlledByAnother => "un autre Carolingien contrôle ce pays",
            Error::NoPartisanOnCard => "vous n'avez pas de partisan sur cette carte",
            Error::CannotUnlock => "cette tuile n'est pas parmi vos tuiles inactives, ou il vous faut deux missi pour la débloquer",
            Error::NotControlled => "vous ne contrôlez un pays que si vous y avez plus de partisans que tous les autres et les rebelles réunis, et jamais une forêt",
            Error::NotDevelopable => "aucun pion de développement ne peut y aller (palais, forêt, ou déjà deux pions)",
            Error::DevelopmentLimit => "au plus trois pions de développement par action, pris dans la réserve",
            Error::NotASource => "vos troupes ne peuvent partir que des pays contrôlés au début de l'action, ou des forêts",
            Error::NotAdjacent => "ces pays ne sont pas adjacents",
            Error::OtherHomeland => "aucun partisan ne peut entrer dans la patrie d'un autre Carolingien",
            Error::NoMovablePartisan => "tous vos partisans de ce pays ont déjà franchi une frontière pendant cette action",
            Error::NoPlurality => "il vous faut plus de partisans que chaque autre Carolingien et que les bandes de rebelles",
            Error::NothingToFight => "il n'y a personne à combattre ici",
            Error::TrophyUnavailable => "un seul trophée par tuile Combattre, après une bataille, avec un leude, quatre au plus",
            Error::NoRebels => "il n'y a pas de bande de rebelles ici",
            Error::NotNear => "il vous faut un partisan dans ce pays ou dans un pays adjacent",
            Error::PacifyLimit => "vous apaisez un seul pays par action, trois bandes au plus",
            Error::CannotPlayTile => "cette tuile ne peut pas être jouée maintenant",
            Error::NoSuchPartisan => "ce Carolingien n'a pas de partisan dans ce pays",
            Error::HourglassHours => "le sablier permet au plus 168 heures",
            Error::CannotClaimHomeland => "un palais exige le jeu avancé, pas encore de patrie, trois missi, et un pays contrôlé avec deux pions de développement dans une région sans palais",
            Error::CannotExpel => "les bandes de rebelles partent vers un pays adjacent à la nouvelle patrie, jamais vers une autre patrie",
            Error::PartisanNextDoor => "l'option a exige qu'aucun de vos partisans ne soit dans les pays adjacents au pays de la carte piochée (et une carte piochée)",
            Error::NoPartisansThere => "l'option c exige un autre pays où vous avez déjà des partisans",
            Error::NoSuchCard => "l'option d exige une carte Pays déjà dans une zone régionale",
            Error::PlacementOver => "vous avez cessé de poser des tuiles cette saison",
        }
        .to_owned()
    }
}
