//! Labels of actions and history lines of events, in English and French.

use super::actions::{Action, Returned};
use super::board::{name, Layout};
use super::events::{BlockSource, Event, ScoreReason};
use super::state::{Card, Change, LastMove, MeisterCard, State};
use crate::core::{Lang, Seat, Text};

pub fn card_name(card: Card) -> Text {
    match card {
        Card::SixActionPoints => Text::new("6 action points", "6 points d'action"),
        Card::SevenActionPoints => Text::new("7 action points", "7 points d'action"),
        Card::ClimbTwoLevels => Text::new("Climb two levels", "Monter de 2 étages"),
        Card::BlockUnderKnight => Text::new("Block under a knight", "Bloc sous un chevalier"),
        Card::BlockFromSupply => Text::new("Block from the supply", "Bloc de la réserve"),
        Card::ThroughCastleAnyLevel => Text::new(
            "Through a castle at any level",
            "Traverser un château à tout niveau",
        ),
        Card::DiagonalMove => Text::new("Diagonal move", "Déplacement en diagonale"),
        Card::MoveUncoveredBlock => {
            Text::new("Move an uncovered block", "Déplacer un bloc non couvert")
        }
        Card::RelocateKnight => Text::new("Relocate a knight", "Replacer un chevalier"),
        Card::JumpOverKnight => Text::new("Jump over a knight", "Sauter par-dessus un chevalier"),
    }
}

pub fn meister_name(card: MeisterCard) -> Text {
    match card {
        MeisterCard::ExactCastles => {
            Text::new("exactly 4/5/6 castles", "exactement 4/5/6 châteaux")
        }
        MeisterCard::OneLine => Text::new("all knights in one line", "tous les chevaliers alignés"),
        MeisterCard::LongDiagonals => Text::new(
            "knights on the long diagonals",
            "chevaliers sur les grandes diagonales",
        ),
        MeisterCard::SameLevel => Text::new(
            "all knights on one level",
            "tous les chevaliers au même niveau",
        ),
        MeisterCard::Square => Text::new("four knights in a square", "quatre chevaliers en carré"),
        MeisterCard::DifferentLevels => Text::new(
            "all knights on different levels",
            "chevaliers à des niveaux tous différents",
        ),
        MeisterCard::Edge => Text::new("knights on the edge", "chevaliers en bordure"),
        MeisterCard::Chain => {
            Text::new("all knights in one chain", "tous les chevaliers en chaîne")
        }
    }
}

fn pick(lang: Lang, en: String, fr: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

fn cards(list: &[Card], lang: Lang) -> String {
    list.iter()
        .map(|&c| card_name(c).get(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

fn returned_text(returned: &Returned, lang: Lang) -> String {
    let top = cards(&returned.on_top, lang);
    let bottom = cards(&returned.on_bottom, lang);
    match (
        returned.on_top.is_empty(),
        returned.on_bottom.is_empty(),
        lang,
    ) {
        (false, false, Lang::En) => format!("{top} on top, {bottom} at the bottom"),
        (false, false, Lang::Fr) => format!("{top} dessus, {bottom} dessous"),
        (false, true, Lang::En) => format!("{top} on top (first on top)"),
        (false, true, Lang::Fr) => format!("{top} dessus (le premier au-dessus)"),
        (true, false, Lang::En) => format!("{bottom} at the bottom (last lowest)"),
        (true, false, Lang::Fr) => format!("{bottom} dessous (le dernier tout en bas)"),
        (true, true, _) => String::new(),
    }
}

/// What one more block on `square` does, for labels.
fn block_effect(layout: &Layout, square: u8, lang: Lang) -> String {
    let height = layout.height(square);
    if height > 0 {
        let area = layout.area_of(square);
        return pick(
            lang,
            format!(
                "{}: rises to level {} (castle of area {area})",
                name(square),
                height + 1
            ),
            format!(
                "{} : monte au niveau {} (château de surface {area})",
                name(square),
                height + 1
            ),
        );
    }
    match layout.castles_beside(square).first() {
        Some(&castle) => {
            let area = layout.area(castle) + 1;
            pick(
                lang,
                format!("{}: the castle grows to area {area}", name(square)),
                format!("{} : le château s'agrandit à {area} cases", name(square)),
            )
        }
        None => pick(
            lang,
            format!("{}: founds a new castle", name(square)),
            format!("{} : fonde un nouveau château", name(square)),
        ),
    }
}

/// "level 2" / "niveau 2" of a square now.
fn level(layout: &Layout, square: u8, lang: Lang) -> String {
    let h = layout.height(square);
    pick(lang, format!("level {h}"), format!("niveau {h}"))
}

pub fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
    let layout = Layout::of(state);
    let at = |s: u8| format!("{} ({})", name(s), level(&layout, s, lang));
    let stack_of = |stack: u8| {
        let seat = state.on_turn().or(match state.phase {
            super::state::Phase::Spreading { seat, .. } => Some(seat),
            _ => None,
        });
        seat.and_then(|seat| {
            state
                .stacks
                .get(seat.index())?
                .get(usize::from(stack))
                .copied()
        })
        .unwrap_or(0)
    };
    match action {
        Action::FoundCastle { square } => pick(
            lang,
            format!("Found a castle on {}", name(*square)),
            format!("Fonder un château en {}", name(*square)),
        ),
        Action::PlaceFirstKnight { square } => pick(
            lang,
            format!("Place your first knight on {}", name(*square)),
            format!("Placer votre premier chevalier en {}", name(*square)),
        ),
        Action::PlaceKing { square } => pick(
            lang,
            format!("Place the King on {}", name(*square)),
            format!("Placer le roi en {}", name(*square)),
        ),
        Action::PlaceKnight { square } => pick(
            lang,
            format!("Place a new knight on {} (2 AP)", at(*square)),
            format!("Placer un nouveau chevalier en {} (2 PA)", at(*square)),
        ),
        Action::MoveKnight { from, to } => {
            // A move to a non-adjacent square is a passage through a castle.
            let step = super::board::neighbours(*from).any(|n| n == *to);
            let (via_en, via_fr) = if step {
                ("", "")
            } else {
                (" through the castle", " à travers le château")
            };
            pick(
                lang,
                format!(
                    "Move the knight from {} to {}{via_en} (1 AP)",
                    at(*from),
                    at(*to)
                ),
                format!(
                    "Déplacer le chevalier de {} à {}{via_fr} (1 PA)",
                    at(*from),
                    at(*to)
                ),
            )
        }
        Action::PlaceBlock { stack, square } => {
            let h = stack_of(*stack);
            pick(
                lang,
                format!(
                    "Place a block from stack {} ({h} blocks) on {} (1 AP)",
                    stack + 1,
                    block_effect(&layout, *square, lang)
                ),
                format!(
                    "Poser un bloc de la pile {} ({h} blocs) en {} (1 PA)",
                    stack + 1,
                    block_effect(&layout, *square, lang)
                ),
            )
        }
        Action::BuyCard => pick(
            lang,
            "Buy an action card (1 AP)".into(),
            "Acheter une carte Action (1 PA)".into(),
        ),
        Action::KeepCard { keep, returned } => pick(
            lang,
            format!(
                "Keep {}; put back {}",
                card_name(*keep).en,
                returned_text(returned, lang)
            ),
            format!(
                "Garder {} ; remettre {}",
                card_name(*keep).fr,
                returned_text(returned, lang)
            ),
        ),
        Action::AdvanceScore => pick(
            lang,
            "Advance one space on the score track (1 AP)".into(),
            "Avancer d'une case sur la piste de score (1 PA)".into(),
        ),
        Action::PlayActionPoints { card } => pick(
            lang,
            format!("Play the card {}", card_name(*card).en),
            format!("Jouer la carte {}", card_name(*card).fr),
        ),
        Action::PlayClimbTwoLevels { from, to }
        | Action::PlayDiagonalMove { from, to }
        | Action::PlayThroughCastle { from, to }
        | Action::PlayRelocateKnight { from, to }
        | Action::PlayJump { from, to } => {
            let card = match action {
                Action::PlayClimbTwoLevels { .. } => Card::ClimbTwoLevels,
                Action::PlayDiagonalMove { .. } => Card::DiagonalMove,
                Action::PlayThroughCastle { .. } => Card::ThroughCastleAnyLevel,
                Action::PlayRelocateKnight { .. } => Card::RelocateKnight,
                _ => Card::JumpOverKnight,
            };
            pick(
                lang,
                format!(
                    "Play {}: knight from {} to {}",
                    card_name(card).en,
                    at(*from),
                    at(*to)
                ),
                format!(
                    "Jouer {} : chevalier de {} à {}",
                    card_name(card).fr,
                    at(*from),
                    at(*to)
                ),
            )
        }
        Action::PlayBlockUnderKnight { square, stack } => {
            let h = stack_of(*stack);
            pick(lang, format!("Play Block under a knight: under the knight on {}, from stack {} ({h} blocks)", at(*square), stack + 1), format!("Jouer Bloc sous un chevalier : sous le chevalier en {}, de la pile {} ({h} blocs)", at(*square), stack + 1))
        }
        Action::PlayBlockFromSupply { square } => pick(
            lang,
            format!(
                "Play Block from the supply: on {}",
                block_effect(&layout, *square, lang)
            ),
            format!(
                "Jouer Bloc de la réserve : en {}",
                block_effect(&layout, *square, lang)
            ),
        ),
        Action::PlayLiftBlock { from } => pick(
            lang,
            format!(
                "Play Move an uncovered block: lift the block of {}",
                at(*from)
            ),
            format!(
                "Jouer Déplacer un bloc non couvert : soulever le bloc de {}",
                at(*from)
            ),
        ),
        Action::PutLiftedBlock { square } => pick(
            lang,
            format!(
                "Put the lifted block on {}",
                block_effect(&layout, *square, lang)
            ),
            format!(
                "Poser le bloc soulevé en {}",
                block_effect(&layout, *square, lang)
            ),
        ),
        Action::EndTurn { stack: None } => {
            pick(lang, "End my turn".into(), "Finir mon tour".into())
        }
        Action::EndTurn { stack: Some(stack) } => {
            let h = stack_of(*stack);
            pick(
                lang,
                format!(
                    "End my turn, using up stack {} ({h} blocks, spread on the others)",
                    stack + 1
                ),
                format!(
                    "Finir mon tour en consommant la pile {} ({h} blocs, répartis sur les autres)",
                    stack + 1
                ),
            )
        }
        Action::SpreadBlock { stack } => {
            let h = stack_of(*stack);
            pick(
                lang,
                format!(
                    "Put an unused block on stack {} ({h} → {})",
                    stack + 1,
                    h + 1
                ),
                format!(
                    "Mettre un bloc inutilisé sur la pile {} ({h} → {})",
                    stack + 1,
                    h + 1
                ),
            )
        }
        Action::MoveKing { square } => pick(
            lang,
            format!("Move the King to {}", at(*square)),
            format!("Déplacer le roi en {}", at(*square)),
        ),
        Action::LeaveKing => pick(
            lang,
            "Leave the King where it is".into(),
            "Laisser le roi où il est".into(),
        ),
        Action::ChooseStarter { seat } => pick(
            lang,
            format!("Player {} starts the next year", seat.0 + 1),
            format!("Le joueur {} commence l'année suivante", seat.0 + 1),
        ),
    }
}

/// The latest change on the board in words, as the history says it, with
/// the card that made it ("anna moves a knight from C3 to D4, with the card
/// …"), or the card of extra action points played since; `None` before any
/// change. A state stored before the kind of change was kept gets the
/// player and the squares only.
pub fn describe_last_move(last: &LastMove, names: &[String], lang: Lang) -> Option<String> {
    let seat = last.seat?;
    let Some(&first) = last.squares.first() else {
        return last
            .card
            .map(|card| describe_event(&Event::CardPlayed { seat, card }, names, lang));
    };
    let (last_square, square) = (*last.squares.last()?, first);
    let said = |event: Event| describe_event(&event, names, lang);
    let what = match last.change {
        Some(Change::CastleFounded) => said(Event::CastleFounded { seat, square }),
        Some(Change::FirstKnightPlaced) => said(Event::FirstKnightPlaced { seat, square }),
        Some(Change::KingPlaced) => said(Event::KingPlaced { seat, square }),
        Some(Change::KnightPlaced) => said(Event::KnightPlaced { seat, square }),
        Some(Change::BlockPlaced { source }) => said(Event::BlockPlaced {
            seat,
            square,
            source,
        }),
        Some(Change::BlockLifted) => said(Event::BlockLifted { seat, square }),
        Some(Change::KingMoved) => said(Event::KingMoved {
            seat,
            square: Some(square),
        }),
        Some(Change::KnightMoved) => said(Event::KnightMoved {
            seat,
            from: first,
            to: last_square,
            cost: 0,
        }),
        // Two events of the log (lifted, put down) said as one move.
        Some(Change::BlockMoved) => {
            let (who, from, to) = (seat_name(names, seat), name(first), name(last_square));
            pick(
                lang,
                format!("{who} moves the block of {from} to {to}"),
                format!("{who} déplace le bloc de {from} en {to}"),
            )
        }
        None => {
            let squares: Vec<String> = last.squares.iter().map(|s| name(*s)).collect();
            format!("{}: {}", seat_name(names, seat), squares.join(" → "))
        }
    };
    Some(with_card(what, last.card, lang))
}

/// A seat's player's name, or its number when the names are not known.
fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat.0 + 1))
}

/// `what` happened, and the card that made it happen, if any.
fn with_card(what: String, card: Option<Card>, lang: Lang) -> String {
    match card {
        Some(card) => pick(
            lang,
            format!("{what}, with the card {}", card_name(card).en),
            format!("{what}, avec la carte {}", card_name(card).fr),
        ),
        None => what,
    }
}

pub fn describe_event(event: &Event, names: &[String], lang: Lang) -> String {
    let who = |seat: &Seat| seat_name(names, *seat);
    let en_fr = |en: String, fr: String| pick(lang, en, fr);
    match event {
        Event::Prepared { meister, .. } => match meister {
            Some(card) => en_fr(
                format!(
                    "The Meister game starts; Meister card: {}",
                    meister_name(*card).en
                ),
                format!(
                    "La version Meister commence ; carte Maître : {}",
                    meister_name(*card).fr
                ),
            ),
            None => en_fr(
                "The 8 castles stand and the decks are shuffled".into(),
                "Les 8 châteaux sont posés et les cartes mélangées".into(),
            ),
        },
        Event::CastleFounded { seat, square } => en_fr(
            format!("{} founds a castle on {}", who(seat), name(*square)),
            format!("{} fonde un château en {}", who(seat), name(*square)),
        ),
        Event::FirstKnightPlaced { seat, square } => en_fr(
            format!("{} places a first knight on {}", who(seat), name(*square)),
            format!(
                "{} place un premier chevalier en {}",
                who(seat),
                name(*square)
            ),
        ),
        Event::KingPlaced { seat, square } => en_fr(
            format!("{} places the King on {}", who(seat), name(*square)),
            format!("{} place le roi en {}", who(seat), name(*square)),
        ),
        Event::YearStarted { year, order, .. } => en_fr(
            format!(
                "Year {year} begins; {} starts",
                order.first().map(who).unwrap_or_default()
            ),
            format!(
                "L'année {year} commence ; {} commence",
                order.first().map(who).unwrap_or_default()
            ),
        ),
        Event::RoundStarted { round, .. } => {
            en_fr(format!("Round {round}"), format!("Tour de table {round}"))
        }
        Event::TurnStarted { seat } => en_fr(
            format!("{}'s turn", who(seat)),
            format!("Au tour de {}", who(seat)),
        ),
        Event::KnightPlaced { seat, square } => en_fr(
            format!("{} places a knight on {}", who(seat), name(*square)),
            format!("{} place un chevalier en {}", who(seat), name(*square)),
        ),
        Event::KnightMoved { seat, from, to, .. } => en_fr(
            format!(
                "{} moves a knight from {} to {}",
                who(seat),
                name(*from),
                name(*to)
            ),
            format!(
                "{} déplace un chevalier de {} à {}",
                who(seat),
                name(*from),
                name(*to)
            ),
        ),
        Event::BlockPlaced {
            seat,
            square,
            source,
        } => {
            let (en, fr) = match source {
                BlockSource::Stack { .. } | BlockSource::CardStack { .. } => ("a block", "un bloc"),
                BlockSource::Supply => ("a block from the supply", "un bloc de la réserve"),
                BlockSource::Lifted => ("the lifted block", "le bloc soulevé"),
            };
            en_fr(
                format!("{} places {en} on {}", who(seat), name(*square)),
                format!("{} pose {fr} en {}", who(seat), name(*square)),
            )
        }
        Event::BlockLifted { seat, square } => en_fr(
            format!("{} lifts the block of {}", who(seat), name(*square)),
            format!("{} soulève le bloc de {}", who(seat), name(*square)),
        ),
        Event::CardsDrawn {
            seat,
            count,
            cards: shown,
        } => {
            let list = shown
                .as_ref()
                .map(|c| format!(": {}", cards(c, lang)))
                .unwrap_or_default();
            en_fr(
                format!("{} buys a card, looking at {count}{list}", who(seat)),
                format!("{} achète une carte et en regarde {count}{list}", who(seat)),
            )
        }
        Event::CardKept {
            seat,
            card,
            top_count,
            bottom_count,
            ..
        } => {
            let kept = card
                .map(|c| format!(" ({})", card_name(c).get(lang)))
                .unwrap_or_default();
            en_fr(
                format!("{} keeps a card{kept}, {top_count} back on top, {bottom_count} under the deck", who(seat)),
                format!("{} garde une carte{kept}, {top_count} remise(s) dessus, {bottom_count} dessous", who(seat)),
            )
        }
        Event::CardPlayed { seat, card } => en_fr(
            format!("{} plays {}", who(seat), card_name(*card).en),
            format!("{} joue {}", who(seat), card_name(*card).fr),
        ),
        Event::ScoreAdvanced { seat, score } => en_fr(
            format!("{} advances to {score} on the score track", who(seat)),
            format!("{} avance à {score} sur la piste de score", who(seat)),
        ),
        Event::TurnEnded { seat, left, .. } => en_fr(
            format!("{} ends the turn ({left} unused blocks)", who(seat)),
            format!("{} finit son tour ({left} blocs inutilisés)", who(seat)),
        ),
        Event::BlockSpread { seat, stack } => en_fr(
            format!("{} puts an unused block on stack {}", who(seat), stack + 1),
            format!(
                "{} met un bloc inutilisé sur la pile {}",
                who(seat),
                stack + 1
            ),
        ),
        Event::BlocksReturned { seat, count } => en_fr(
            format!("{count} blocks of {} go back to the supply", who(seat)),
            format!("{count} blocs de {} retournent à la réserve", who(seat)),
        ),
        Event::BlocksKept { seat, count } => en_fr(
            format!("{} keeps {count} blocks for next year", who(seat)),
            format!("{} garde {count} blocs pour l'année suivante", who(seat)),
        ),
        Event::Scored {
            seat,
            reason,
            points,
            score,
        } => {
            let (en, fr) = match reason {
                ScoreReason::Castles => ("for the castles", "pour les châteaux"),
                ScoreReason::KingBonus => ("as the King's bonus", "de bonus du roi"),
                ScoreReason::Meister => ("for the Meister card", "pour la carte Maître"),
            };
            en_fr(
                format!("{} scores {points} {en} (now {score})", who(seat)),
                format!("{} marque {points} points {fr} (total {score})", who(seat)),
            )
        }
        Event::KingAwaited { seat } => en_fr(
            format!("{} may move the King", who(seat)),
            format!("{} peut déplacer le roi", who(seat)),
        ),
        Event::KingMoved {
            seat,
            square: Some(square),
        } => en_fr(
            format!("{} moves the King to {}", who(seat), name(*square)),
            format!("{} déplace le roi en {}", who(seat), name(*square)),
        ),
        Event::KingMoved { seat, square: None } => en_fr(
            format!("{} leaves the King in place", who(seat)),
            format!("{} laisse le roi en place", who(seat)),
        ),
        Event::StarterAwaited { seat } => en_fr(
            format!("{} chooses who starts the next year", who(seat)),
            format!("{} choisit qui commence l'année suivante", who(seat)),
        ),
        Event::StarterChosen { seat, starter } => en_fr(
            format!("{} lets {} start", who(seat), who(starter)),
            format!("{} fait commencer {}", who(seat), who(starter)),
        ),
        Event::GameEnded { winners } => {
            let list = winners.iter().map(who).collect::<Vec<_>>().join(", ");
            en_fr(
                format!("Game over: {list} wins"),
                format!("Fin de la partie : {list} gagne"),
            )
        }
    }
}
