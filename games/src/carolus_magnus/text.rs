//! Labels for actions and history lines for events, in English and French.

use super::actions::{Action, Destination};
use super::events::Event;
use super::rules::{stop_effect, StopEffect};
use super::state::{side_of, Colour, EndReason, Face, Phase, Side, State};
use crate::core::{Lang, Message, Seat};

pub fn colour_name(colour: Colour, lang: Lang) -> &'static str {
    match (colour, lang) {
        (Colour::Red, Lang::En) => "red",
        (Colour::Pink, Lang::En) => "pink",
        (Colour::Blue, Lang::En) => "blue",
        (Colour::Yellow, Lang::En) => "yellow",
        (Colour::Green, Lang::En) => "green",
        (Colour::Red, Lang::Fr) => "rouge",
        (Colour::Pink, Lang::Fr) => "rose",
        (Colour::Blue, Lang::Fr) => "bleu",
        (Colour::Yellow, Lang::Fr) => "jaune",
        (Colour::Green, Lang::Fr) => "vert",
    }
}

/// A paladin colour, as a message of the translation files.
pub fn colour_message(colour: Colour) -> Message {
    Message::new(match colour {
        Colour::Red => "cm-colour-red",
        Colour::Pink => "cm-colour-pink",
        Colour::Blue => "cm-colour-blue",
        Colour::Yellow => "cm-colour-yellow",
        Colour::Green => "cm-colour-green",
    })
}

/// A side by its castles' colour, for labels that have no player names.
pub fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (0, Lang::En) => "Black",
        (1, Lang::En) => "White",
        (_, Lang::En) => "Grey",
        (0, Lang::Fr) => "Noir",
        (1, Lang::Fr) => "Blanc",
        (_, Lang::Fr) => "Gris",
    }
}

fn en_fr(lang: Lang, en: String, fr: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

fn steps_word(steps: u8, lang: Lang) -> &'static str {
    match (steps == 1, lang) {
        (true, Lang::En) => "step",
        (false, Lang::En) => "steps",
        (true, Lang::Fr) => "case",
        (false, Lang::Fr) => "cases",
    }
}

pub fn effect_text(effect: StopEffect, lang: Lang) -> String {
    match effect {
        StopEffect::Nothing { leader: None } => en_fr(
            lang,
            "no majority, nothing happens".into(),
            "pas de majorité, rien ne se passe".into(),
        ),
        StopEffect::Nothing { leader: Some(side) } => en_fr(
            lang,
            format!("{} leads but nothing changes", side_name(side, lang)),
            format!("{} mène mais rien ne change", side_name(side, lang)),
        ),
        StopEffect::Build { side } => en_fr(
            lang,
            format!("{} builds a castle", side_name(side, lang)),
            format!("{} bâtit un château", side_name(side, lang)),
        ),
        StopEffect::TakeOver { from, to, castles } => en_fr(
            lang,
            format!(
                "{} takes over {castles} castle(s) from {}",
                side_name(to, lang),
                side_name(from, Lang::En)
            ),
            format!(
                "{} prend {castles} château(x) à {}",
                side_name(to, lang),
                side_name(from, Lang::Fr)
            ),
        ),
    }
}

/// "Black 6, White 7": each side's strength, named.
fn strengths_text(strengths: &[u32], lang: Lang) -> String {
    strengths
        .iter()
        .zip(0..)
        .map(|(strength, side)| format!("{} {strength}", side_name(side, lang)))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
    match *action {
        Action::PlayDisc { disc } => {
            // Earlier discs with a lower or equal number act first.
            let ahead = state.played.iter().filter(|(_, d)| *d <= disc).count();
            let place = match (ahead, lang) {
                (0, Lang::En) => "first so far".to_owned(),
                (n, Lang::En) => format!("after {n} player(s) so far"),
                (0, Lang::Fr) => "en premier pour l'instant".to_owned(),
                (n, Lang::Fr) => format!("après {n} joueur(s) pour l'instant"),
            };
            let steps = steps_word(disc, lang);
            en_fr(
                lang,
                format!("Play disc {disc} (act {place}; Emperor up to {disc} {steps})"),
                format!("Jouer le disque {disc} (jouer {place} ; Empereur jusqu'à {disc} {steps})"),
            )
        }
        Action::PlacePaladin {
            colour,
            to: Destination::Court,
        } => {
            let seat = state.turn.map_or(Seat(0), |t| t.seat);
            let mine = state.court(seat, colour) + 1;
            let best_rival = Seat::all(state.seats)
                .filter(|s| *s != seat)
                .map(|s| state.court(s, colour))
                .max()
                .unwrap_or(0);
            let holder = state.control[colour.index()];
            let name = colour_name(colour, lang);
            let (en, fr) = if holder == Some(seat) {
                (
                    "you keep control".to_owned(),
                    "vous gardez le contrôle".to_owned(),
                )
            } else if mine > best_rival {
                (
                    format!("you take control of {name}"),
                    format!("vous prenez le contrôle du {name}"),
                )
            } else {
                (
                    "no control change".to_owned(),
                    "pas de changement de contrôle".to_owned(),
                )
            };
            en_fr(
                lang,
                format!("Place a {name} paladin at your court ({mine} vs {best_rival}: {en})"),
                format!(
                    "Placer un paladin {name} à votre Cour ({mine} contre {best_rival} : {fr})"
                ),
            )
        }
        Action::PlacePaladin {
            colour,
            to: Destination::Territory(id),
        } => {
            let name = colour_name(colour, lang);
            let after = state.region(id).map(|region| {
                let mut region = region.clone();
                region.paladins[colour.index()] += 1;
                state.strengths(&region)
            });
            let leader = after.as_deref().and_then(super::state::leader_of);
            let counts = after
                .as_deref()
                .map(|s| strengths_text(s, lang))
                .unwrap_or_default();
            let lead = match leader {
                Some(side) => en_fr(
                    lang,
                    format!("{} would then lead there: {counts}", side_name(side, lang)),
                    format!("{} y mènerait alors : {counts}", side_name(side, lang)),
                ),
                None => en_fr(
                    lang,
                    format!("no one would lead there: {counts}"),
                    format!("personne n'y mènerait : {counts}"),
                ),
            };
            en_fr(
                lang,
                format!("Place a {name} paladin in territory {id} ({lead})"),
                format!("Placer un paladin {name} dans le territoire {id} ({lead})"),
            )
        }
        Action::MoveEmperor { steps } => {
            let to = state.region_after(steps).map_or(0, |r| r.id);
            let effect = effect_text(stop_effect(state, to), lang);
            en_fr(
                lang,
                format!(
                    "Move the Emperor {steps} {} to territory {to}: {effect}",
                    steps_word(steps, lang)
                ),
                format!(
                    "Avancer l'Empereur de {steps} {} jusqu'au territoire {to} : {effect}",
                    steps_word(steps, lang)
                ),
            )
        }
        Action::ChooseColour { colour } => {
            let name = colour_name(colour, lang);
            let centre = state.centre[colour.index()];
            let source = if centre > 0 {
                en_fr(
                    lang,
                    format!("{centre} in the centre"),
                    format!("{centre} au centre"),
                )
            } else {
                let each = state.returnable(colour);
                en_fr(
                    lang,
                    format!("none in the centre: every court gives back {each}"),
                    format!("aucun au centre : chaque Cour en rend {each}"),
                )
            };
            let variant = state.draw.choose_die
                && matches!(state.phase, Phase::Replenishing | Phase::InitialReserves);
            if variant {
                en_fr(
                    lang,
                    format!("Set one die to {name}, then throw the others ({source})"),
                    format!("Fixer un dé sur {name}, puis lancer les autres ({source})"),
                )
            } else {
                en_fr(
                    lang,
                    format!("Take a {name} paladin for a crown ({source})"),
                    format!("Prendre un paladin {name} pour une couronne ({source})"),
                )
            }
        }
    }
}

/// The players of a side: one name, or two partners with four players.
/// Who partners whom depends on the game's seating, which only `GameEnded`
/// records (`sides_of_seats`); other events of a four-player game name the
/// partnership by its castle colour alone, as the board labels each player.
/// An empty list is a log recorded before the seating option: those games
/// used the default seating.
fn side_players(
    side: Side,
    sides_of_seats: Option<&[Side]>,
    names: &[String],
    lang: Lang,
) -> String {
    let seats = u8::try_from(names.len()).unwrap_or(0);
    let known = match sides_of_seats {
        Some(known) => known,
        None if seats == 4 => return side_name(side, lang).to_owned(),
        None => &[],
    };
    let side_of_seat = |i: u8| {
        known
            .get(usize::from(i))
            .copied()
            .unwrap_or_else(|| side_of(seats, Seat(i)))
    };
    let members: Vec<&str> = names
        .iter()
        .enumerate()
        .filter(|(i, _)| u8::try_from(*i).is_ok_and(|i| side_of_seat(i) == side))
        .map(|(_, name)| name.as_str())
        .collect();
    let joined = members.join(if lang == Lang::En { " & " } else { " et " });
    if joined.is_empty() {
        side_name(side, lang).to_owned()
    } else {
        // The castle colour leads, so the verb agrees with one subject even
        // for a partnership ("Noir (Anna et Carl) bâtit").
        format!("{} ({joined})", side_name(side, lang))
    }
}

fn face_text(face: &Face, lang: Lang) -> &'static str {
    match face {
        Face::Colour(colour) => colour_name(*colour, lang),
        Face::Crown => match lang {
            Lang::En => "crown",
            Lang::Fr => "couronne",
        },
    }
}

pub fn describe_event(event: &Event, names: &[String], lang: Lang) -> String {
    let name = |seat: &Seat| {
        names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("#{seat}"))
    };
    let colour = |c: &Colour| colour_name(*c, lang);
    let list = |seats: &[Seat]| seats.iter().map(name).collect::<Vec<_>>().join(", ");
    match event {
        Event::BoardSet { emperor, .. } => en_fr(
            lang,
            format!("15 territories receive one paladin each; the Emperor starts in territory {emperor}"),
            format!("Les 15 territoires reçoivent un paladin chacun ; l'Empereur part du territoire {emperor}"),
        ),
        Event::FirstPlayerDrawn { seat } => en_fr(
            lang,
            format!("{} is drawn to play the first disc", name(seat)),
            format!("{} est tiré au sort pour jouer le premier disque", name(seat)),
        ),
        Event::DiceRolled { seat, faces } => {
            let faces = faces.iter().map(|f| face_text(f, lang)).collect::<Vec<_>>().join(", ");
            en_fr(
                lang,
                format!("{} throws the dice: {faces}", name(seat)),
                format!("{} lance les dés : {faces}", name(seat)),
            )
        }
        Event::ColourChosen { seat, colour: c } => en_fr(
            lang,
            format!("{} chooses {}", name(seat), colour(c)),
            format!("{} choisit {}", name(seat), colour(c)),
        ),
        Event::DieTurnedFree { seat, colour: c } => en_fr(
            lang,
            format!("No {} paladin left: {} names another colour", colour(c), name(seat)),
            format!("Plus de paladin {} : {} choisit une autre couleur", colour(c), name(seat)),
        ),
        Event::CrownsLost { seat, count } => en_fr(
            lang,
            format!("No paladin left of any colour: {} gets nothing for {count} die/dice", name(seat)),
            format!("Plus aucun paladin disponible : {} ne reçoit rien pour {count} dé(s)", name(seat)),
        ),
        Event::CourtsReturned { colour: c, each } => en_fr(
            lang,
            format!("No {} paladin left in the centre: every court returns {each}", colour(c)),
            format!("Plus de paladin {} au centre : chaque Cour en rend {each}", colour(c)),
        ),
        Event::CubeTaken { seat, colour: c } => en_fr(
            lang,
            format!("{} takes a {} paladin into the reserve", name(seat), colour(c)),
            format!("{} prend un paladin {} dans sa réserve", name(seat), colour(c)),
        ),
        Event::OpeningStarted { round, order } => en_fr(
            lang,
            format!("Round {round}: discs are played in the order {}", list(order)),
            format!("Tour {round} : les disques sont joués dans l'ordre {}", list(order)),
        ),
        Event::DiscPlayed { seat, disc } => en_fr(
            lang,
            format!("{} plays disc {disc}", name(seat)),
            format!("{} joue le disque {disc}", name(seat)),
        ),
        Event::TurnOrderSet { order } => en_fr(
            lang,
            format!("Order of play: {}", list(order)),
            format!("Ordre de jeu : {}", list(order)),
        ),
        Event::DiscsRecovered => en_fr(
            lang,
            "Five rounds done: everyone takes back their five discs".into(),
            "Cinq tours joués : chacun reprend ses cinq disques".into(),
        ),
        Event::TurnStarted { seat, disc, paladins } => en_fr(
            lang,
            format!("{}'s turn: {paladins} paladin(s) to play, Emperor up to {disc}", name(seat)),
            format!("Au tour de {} : {paladins} paladin(s) à jouer, Empereur jusqu'à {disc}", name(seat)),
        ),
        Event::PaladinPlaced { seat, colour: c, to: Destination::Court } => en_fr(
            lang,
            format!("{} places a {} paladin at court", name(seat), colour(c)),
            format!("{} place un paladin {} à sa Cour", name(seat), colour(c)),
        ),
        Event::PaladinPlaced { seat, colour: c, to: Destination::Territory(id) } => en_fr(
            lang,
            format!("{} places a {} paladin in territory {id}", name(seat), colour(c)),
            format!("{} place un paladin {} dans le territoire {id}", name(seat), colour(c)),
        ),
        Event::ControlChanged { colour: c, from: Some(from), to } => en_fr(
            lang,
            format!("{} takes control of {} from {}", name(to), colour(c), name(from)),
            format!("{} prend le contrôle du {} à {}", name(to), colour(c), name(from)),
        ),
        Event::ControlChanged { colour: c, from: None, to } => en_fr(
            lang,
            format!("{} takes control of {}", name(to), colour(c)),
            format!("{} prend le contrôle du {}", name(to), colour(c)),
        ),
        Event::EmperorMoved { seat, steps, to } => en_fr(
            lang,
            format!("{} moves the Emperor {steps} {} to territory {to}", name(seat), steps_word(*steps, lang)),
            format!("{} avance l'Empereur de {steps} {} jusqu'au territoire {to}", name(seat), steps_word(*steps, lang)),
        ),
        Event::NoChange { territory, leader } => match leader {
            Some(side) => en_fr(
                lang,
                format!("Territory {territory} stays as it is ({} leads)", side_players(*side, None, names, lang)),
                format!("Le territoire {territory} reste en l'état ({} mène)", side_players(*side, None, names, lang)),
            ),
            None => en_fr(
                lang,
                format!("No majority in territory {territory}: nothing happens"),
                format!("Pas de majorité dans le territoire {territory} : rien ne se passe"),
            ),
        },
        Event::CastleBuilt { side, territory } => en_fr(
            lang,
            format!("{} builds a castle in territory {territory}", side_players(*side, None, names, lang)),
            format!("{} bâtit un château dans le territoire {territory}", side_players(*side, None, names, lang)),
        ),
        Event::CastlesTakenOver { territory, from, to, removed, placed } => en_fr(
            lang,
            format!(
                "{} takes over territory {territory}: {removed} castle(s) of {} replaced by {placed}",
                side_players(*to, None, names, lang),
                side_players(*from, None, names, lang)
            ),
            format!(
                "{} conquiert le territoire {territory} : {removed} château(x) de {} remplacés par {placed}",
                side_players(*to, None, names, lang),
                side_players(*from, None, names, lang)
            ),
        ),
        Event::Merged { into, absorbed } => en_fr(
            lang,
            format!("Territories {into} and {absorbed} merge into one"),
            format!("Les territoires {into} et {absorbed} se rassemblent en une région"),
        ),
        Event::ReplenishStarted { seat, dice } => en_fr(
            lang,
            format!("{} replenishes with {dice} dice", name(seat)),
            format!("{} renouvelle sa réserve avec {dice} dés", name(seat)),
        ),
        Event::GameEnded {
            reason,
            castles,
            winners,
            sides_of_seats,
        } => {
            let why = match (reason, lang) {
                (EndReason::AllCastlesBuilt, Lang::En) => "all of a side's castles are built",
                (EndReason::AllCastlesBuilt, Lang::Fr) => "tous les châteaux d'un camp sont bâtis",
                (EndReason::FewTerritories, Lang::En) => "fewer than 4 territories remain",
                (EndReason::FewTerritories, Lang::Fr) => "il reste moins de 4 territoires",
                (EndReason::Frozen, Lang::En) => "no paladin can be played any more",
                (EndReason::Frozen, Lang::Fr) => "plus aucun paladin ne peut être joué",
                (EndReason::Settled, Lang::En) => {
                    "no paladin can be played any more and no castle can change"
                }
                (EndReason::Settled, Lang::Fr) => {
                    "plus aucun paladin ne peut être joué ni aucun château changer"
                }
            };
            let who = winners
                .iter()
                .map(|side| side_players(*side, Some(sides_of_seats), names, lang))
                .collect::<Vec<_>>()
                .join(if lang == Lang::En { " and " } else { " et " });
            let score = castles.iter().map(u8::to_string).collect::<Vec<_>>().join("–");
            en_fr(
                lang,
                format!("Game over, {why}: {who} win(s) with castles {score}"),
                format!("Fin de partie, {why} : {who} gagne(nt), châteaux {score}"),
            )
        }
    }
}
