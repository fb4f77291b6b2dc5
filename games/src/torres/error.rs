//! Why an action is refused, in English (Display) and French.

use crate::core::{Lang, Localized};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("Torres is played by 2 to 4 players")]
    SeatCount,
    #[error("the game is over")]
    GameOver,
    #[error("this is not a decision of yours right now")]
    NotYourDecision,
    #[error("that action does not fit this moment of the game")]
    WrongMoment,
    #[error("first finish the card in progress (keep a card or put the lifted block down)")]
    FinishPendingFirst,
    #[error("not enough action points left")]
    NotEnoughActionPoints,
    #[error("there is no such square")]
    NoSuchSquare,
    #[error("that square is taken by a knight or the King")]
    SquareTaken,
    #[error("all your knights are already on the board")]
    NoKnightInReserve,
    #[error("a new knight goes next to one of yours, at its level or lower")]
    NotBesideYourKnight,
    #[error("there is none of your knights on that square")]
    NotYourKnight,
    #[error("a knight cannot reach that square this way")]
    Unreachable,
    #[error("you have no such stack")]
    NoSuchStack,
    #[error("this turn's blocks come from the stack you already started")]
    OtherStack,
    #[error("that stack is empty")]
    EmptyStack,
    #[error("stacks of the same height are alike: choose the first one of that height")]
    PickFirstAlikeStack,
    #[error("a castle may never be higher than its area")]
    TooHighForArea,
    #[error("a block on the bare board must extend a castle")]
    NotBesideCastle,
    #[error("two castles may never join (they may touch only by a corner)")]
    WouldJoinCastles,
    #[error("the supply has no block left")]
    SupplyEmpty,
    #[error("you may buy at most two cards a turn")]
    BuyLimit,
    #[error("the deck is empty")]
    DeckEmpty,
    #[error("there is no buying in the Meister game")]
    NoBuyingInMeister,
    #[error("you hold no such card (cards bought this turn wait for your next turn)")]
    CardNotInHand,
    #[error("only one action card may be played a turn")]
    CardAlreadyPlayed,
    #[error("that is not the card this action plays")]
    WrongCard,
    #[error("keep one of the cards you looked at and put back exactly the others")]
    BadKeepChoice,
    #[error("there is no such player")]
    NoSuchSeat,
    #[error("at least 6 castles must remain")]
    TooFewCastles,
    #[error("a castle may not be cut in two")]
    WouldSplitCastle,
    #[error("only an uncovered block (nothing on it) may be moved")]
    BlockCovered,
    #[error("the block cannot be put down anywhere from there")]
    NowhereToPut,
    #[error("name the stack this turn used up (and only then)")]
    StackChoice,
    #[error("that stack is already 3 blocks high")]
    StackFull,
    #[error("castles are founded at least 3 orthogonal steps apart")]
    TooCloseToCastle,
    #[error("choose a castle that nobody holds yet")]
    CastleTaken,
    #[error("the King goes on a free block of a castle")]
    NotAFreeBlock,
    #[error("a first knight goes on a castle nobody holds yet, not on the bare board")]
    FirstKnightOffCastle,
}

impl Localized for Error {
    fn localize(&self, lang: Lang) -> String {
        if lang == Lang::En {
            return self.to_string();
        }
        match self {
            Error::SeatCount => "Torres se joue de 2 à 4 joueurs",
            Error::GameOver => "la partie est terminée",
            Error::NotYourDecision => "ce n'est pas à vous de décider maintenant",
            Error::WrongMoment => "cette action ne convient pas à ce moment de la partie",
            Error::FinishPendingFirst => {
                "terminez d'abord la carte en cours (garder une carte ou poser le bloc soulevé)"
            }
            Error::NotEnoughActionPoints => "il ne reste pas assez de points d'action",
            Error::NoSuchSquare => "cette case n'existe pas",
            Error::SquareTaken => "cette case est occupée par un chevalier ou le roi",
            Error::NoKnightInReserve => "tous vos chevaliers sont déjà sur le plateau",
            Error::NotBesideYourKnight => {
                "un nouveau chevalier se place à côté d'un des vôtres, à son niveau ou plus bas"
            }
            Error::NotYourKnight => "aucun de vos chevaliers n'est sur cette case",
            Error::Unreachable => "un chevalier ne peut pas atteindre cette case ainsi",
            Error::NoSuchStack => "vous n'avez pas cette pile",
            Error::OtherStack => "les blocs de ce tour viennent de la pile déjà entamée",
            Error::EmptyStack => "cette pile est vide",
            Error::PickFirstAlikeStack => {
                "les piles de même hauteur se valent : choisissez la première de cette hauteur"
            }
            Error::TooHighForArea => "un château ne peut jamais être plus haut que sa surface",
            Error::NotBesideCastle => "un bloc posé au sol doit agrandir un château",
            Error::WouldJoinCastles => {
                "deux châteaux ne peuvent jamais fusionner (ils ne se touchent qu'en diagonale)"
            }
            Error::SupplyEmpty => "la réserve n'a plus de bloc",
            Error::BuyLimit => "vous pouvez acheter au plus deux cartes par tour",
            Error::DeckEmpty => "la pioche est vide",
            Error::NoBuyingInMeister => "on n'achète pas de carte dans la version Meister",
            Error::CardNotInHand => {
                "vous n'avez pas cette carte (une carte achetée ce tour attend le tour suivant)"
            }
            Error::CardAlreadyPlayed => "une seule carte Action peut être jouée par tour",
            Error::WrongCard => "ce n'est pas la carte que joue cette action",
            Error::BadKeepChoice => {
                "gardez une des cartes regardées et remettez exactement les autres"
            }
            Error::NoSuchSeat => "ce joueur n'existe pas",
            Error::TooFewCastles => "il doit rester au moins 6 châteaux",
            Error::WouldSplitCastle => "un château ne peut pas être coupé en deux",
            Error::BlockCovered => "seul un bloc non couvert (rien dessus) peut être déplacé",
            Error::NowhereToPut => "le bloc ne pourrait être reposé nulle part",
            Error::StackChoice => {
                "nommez la pile consommée par ce tour (seulement si aucun bloc n'a été posé)"
            }
            Error::StackFull => "cette pile a déjà 3 blocs",
            Error::TooCloseToCastle => {
                "les châteaux se fondent à au moins 3 pas orthogonaux les uns des autres"
            }
            Error::CastleTaken => "choisissez un château que personne n'occupe encore",
            Error::NotAFreeBlock => "le roi se place sur un bloc libre d'un château",
            Error::FirstKnightOffCastle => {
                "un premier chevalier se place sur un château que personne n'occupe, pas sur le sol nu"
            }
        }
        .to_owned()
    }
}
