//! Labels for actions and history lines for events, in English and French.

use super::actions::Action;
use super::events::Event;
use super::map::{CountryId, RegionId};
use super::rules::perform::battle_losses;
use super::scoring::ScoreSheet;
use super::state::{BagItem, Card, ExchangeChoice, Phase, Progress, Season, State};
use super::tiles::{TileId, TileKind};
use crate::core::{Lang, Seat};

pub(super) fn pick(lang: Lang, en: String, fr: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

pub fn country(c: CountryId, lang: Lang) -> String {
    let info = c.info();
    pick(lang, info.en.clone(), info.fr.clone())
}

pub fn region(r: RegionId, lang: Lang) -> String {
    let info = r.info();
    pick(lang, info.en.to_owned(), info.fr.to_owned())
}

pub fn tile(t: TileId, lang: Lang) -> String {
    let (en, fr) = match t.kind() {
        Some(TileKind::Influence) => ("Influence", "Influencer"),
        Some(TileKind::Develop) => ("Develop", "Développer"),
        Some(TileKind::MakeMissi) => ("Make missi", "Faire missi"),
        Some(TileKind::MoveTroops) => ("Move troops", "Déplacer des troupes"),
        Some(TileKind::Fight) => ("Fight", "Combattre"),
        Some(TileKind::PacifyRebels) => ("Pacify rebels", "Apaiser les rebelles"),
        Some(TileKind::DeclarePeace) => ("Declare peace", "Déclarer la paix"),
        Some(TileKind::Inaction) => ("Inaction", "Inaction"),
        None => ("?", "?"),
    };
    let dot = if t.dotted() { " •" } else { "" };
    pick(lang, format!("{en}{dot}"), format!("{fr}{dot}"))
}

fn season(s: Season, lang: Lang) -> String {
    let (en, fr) = match s {
        Season::Winter => ("winter", "hiver"),
        Season::Spring => ("spring", "printemps"),
        Season::Summer => ("summer", "été"),
        Season::Autumn => ("autumn", "automne"),
    };
    pick(lang, en.to_owned(), fr.to_owned())
}

pub fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
    let c = |id: &CountryId| country(*id, lang);
    match action {
        Action::KeepTiles => pick(
            lang,
            "Exchange no tile this season".into(),
            "N'échanger aucune tuile cette saison".into(),
        ),
        Action::ExchangeTile { give, take } => pick(
            lang,
            format!(
                "Give up {} (face down) to take back {}",
                tile(*give, lang),
                tile(*take, lang)
            ),
            format!(
                "Sacrifier {} (face cachée) pour reprendre {}",
                tile(*give, lang),
                tile(*take, lang)
            ),
        ),
        Action::PlaceTile { tile: t } => pick(
            lang,
            format!(
                "Place the {} tile face down on the Scriptorium",
                tile(*t, lang)
            ),
            format!(
                "Placer la tuile {} face cachée sur le Scriptorium",
                tile(*t, lang)
            ),
        ),
        Action::EndAction => {
            let started = matches!(state.phase, Phase::Action { started: true, .. });
            if started {
                pick(
                    lang,
                    "End this action".into(),
                    "Terminer cette action".into(),
                )
            } else {
                pick(
                    lang,
                    "Do nothing with this tile".into(),
                    "Ne rien faire de cette tuile".into(),
                )
            }
        }
        Action::SendMissusHome => pick(
            lang,
            "Influence: send a missus to your homeland".into(),
            "Influencer : envoyer un missus à votre patrie".into(),
        ),
        Action::SendMissusToCard { country } => pick(
            lang,
            format!("Influence: put a missus on the {} card", c(country)),
            format!("Influencer : placer un missus sur la carte {}", c(country)),
        ),
        Action::TransferCard { country } => pick(
            lang,
            format!(
                "Influence: move everything on the {} card to the country",
                c(country)
            ),
            format!(
                "Influencer : transférer tout ce qui est sur la carte {} vers le pays",
                c(country)
            ),
        ),
        Action::UnlockTile { tile: t } => pick(
            lang,
            format!("Develop: unlock {} (2 missi become leudes)", tile(*t, lang)),
            format!(
                "Développer : débloquer {} (2 missi redeviennent leudes)",
                tile(*t, lang)
            ),
        ),
        Action::PlaceDevelopment { country } => {
            let now = state.country(*country).map(|s| s.development).unwrap_or(0);
            pick(
                lang,
                format!(
                    "Develop: a development marker in {} ({} → {}), for one missus",
                    c(country),
                    now,
                    now + 1
                ),
                format!(
                    "Développer : un pion de développement en {} ({} → {}), pour un missus",
                    c(country),
                    now,
                    now + 1
                ),
            )
        }
        Action::PromoteLeude => with_taxes(
            state,
            lang,
            "Make a leude a missus (1 tax)",
            "Faire missus un leude (1 impôt)",
        ),
        Action::CallNoble => with_taxes(
            state,
            lang,
            "Call a noble to court as a leude (1 tax)",
            "Appeler un noble à la cour comme leude (1 impôt)",
        ),
        Action::PromoteNoble => with_taxes(
            state,
            lang,
            "Make a noble a missus (2 taxes)",
            "Faire missus un noble (2 impôts)",
        ),
        Action::MovePartisan { from, to } => {
            let paid = match &state.phase {
                Phase::Action {
                    progress: Progress::MoveTroops { groups, .. },
                    ..
                } => !groups.contains(&(*from, *to)),
                _ => true,
            };
            let (en, fr) = if paid {
                (
                    "new group, costs a missus",
                    "nouveau groupe, coûte un missus",
                )
            } else {
                ("joins the group, free", "rejoint le groupe, gratuit")
            };
            pick(
                lang,
                format!("Move a partisan from {} to {} ({en})", c(from), c(to)),
                format!("Déplacer un partisan de {} vers {} ({fr})", c(from), c(to)),
            )
        }
        Action::FightIn { country } => {
            let (own_loss, enemies, rebels) = battle_preview(state, *country);
            pick(
                lang,
                format!(
                    "Fight in {}: you lose {own_loss}, {enemies} enemy partisans and {rebels} rebel bands are removed",
                    c(country)
                ),
                format!(
                    "Combattre en {} : vous perdez {own_loss}, {enemies} partisans adverses et {rebels} bandes de rebelles sont retirés",
                    c(country)
                ),
            )
        }
        Action::ClaimTrophy => pick(
            lang,
            "Claim a trophy (a leude onto the glory track)".into(),
            "Réclamer un trophée (un leude sur la piste de gloire)".into(),
        ),
        Action::PacifyRebel { country } => pick(
            lang,
            format!("Pacify: replace a rebel band in {} by a missus", c(country)),
            format!(
                "Apaiser : remplacer une bande de rebelles en {} par un missus",
                c(country)
            ),
        ),
        Action::PlayExtraTile { tile: t } => pick(
            lang,
            format!("Declare peace: play {} at once", tile(*t, lang)),
            format!("Déclarer la paix : jouer {} immédiatement", tile(*t, lang)),
        ),
        Action::SkipExtraTile => pick(
            lang,
            "Declare peace: play no extra tile".into(),
            "Déclarer la paix : ne jouer aucune tuile supplémentaire".into(),
        ),
        Action::FamineRemove { seat } => {
            let place = match &state.phase {
                Phase::Famine { queue, .. } => {
                    queue.first().map(|q| country(*q, lang)).unwrap_or_default()
                }
                _ => String::new(),
            };
            pick(
                lang,
                format!(
                    "Famine in {place}: a partisan of player {} leaves",
                    u16::from(seat.0) + 1
                ),
                format!(
                    "Famine en {place} : un partisan du joueur {} s'en va",
                    u16::from(seat.0) + 1
                ),
            )
        }
        Action::PassPlacement
        | Action::ClaimHomeland { .. }
        | Action::ExpelRebel { .. }
        | Action::SetupOnCountry
        | Action::SetupMissus
        | Action::SetupJoinCountry { .. }
        | Action::SetupOnCard { .. } => super::advanced_text::describe_action(state, action, lang),
    }
}

/// What a battle would cost the fighter and remove of the others.
fn battle_preview(state: &State, c: CountryId) -> (u8, u8, u8) {
    let Phase::Action { seat, .. } = state.phase else {
        return (0, 0, 0);
    };
    let Some(country) = state.country(c) else {
        return (0, 0, 0);
    };
    let (losses, rebels) = battle_losses(country);
    let own = losses.get(seat.index()).copied().unwrap_or(0);
    let total: u8 = losses.iter().sum();
    (own, total - own, rebels)
}

fn with_taxes(state: &State, lang: Lang, en: &str, fr: &str) -> String {
    let left = match &state.phase {
        Phase::Action {
            progress: Progress::MakeMissi { taxes_left },
            ..
        } => *taxes_left,
        _ => 0,
    };
    pick(
        lang,
        format!("{en} — {left} taxes left"),
        format!("{fr} — reste {left} impôts"),
    )
}

fn sheet_line(sheet: &ScoreSheet, names: &[String], lang: Lang) -> String {
    let name = names.get(sheet.seat.index()).cloned().unwrap_or_default();
    pick(
        lang,
        format!("{name} {} pt", sheet.points),
        format!("{name} {} pt", sheet.points),
    )
}

pub fn describe_event(event: &Event, names: &[String], lang: Lang) -> String {
    let n = |s: &Seat| {
        names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("#{}", u16::from(s.0) + 1))
    };
    let c = |id: &CountryId| country(*id, lang);
    match event {
        Event::HomelandsDrawn { homelands } => {
            let list: Vec<String> = homelands
                .iter()
                .enumerate()
                .map(|(i, h)| format!("{}: {}", n(&Seat(i as u8)), c(h)))
                .collect();
            pick(
                lang,
                format!("Palaces drawn — {}", list.join(", ")),
                format!("Palais tirés — {}", list.join(", ")),
            )
        }
        Event::DeckShuffled {
            size, famine_added, ..
        } => {
            let (en, fr) = if *famine_added {
                (", famine card included", ", carte Famine incluse")
            } else {
                ("", "")
            };
            pick(
                lang,
                format!("The Archivium is shuffled: {size} cards{en}"),
                format!("L'Archivium est mélangé : {size} cartes{fr}"),
            )
        }
        Event::SeasonBegan {
            year,
            season: s,
            exchange_window,
        } => {
            let (en, fr) = if *exchange_window {
                (" — tile exchanges first", " — échanges de tuiles d'abord")
            } else {
                ("", "")
            };
            pick(
                lang,
                format!("{} {year} begins{en}", capital(&season(*s, lang))),
                format!("{} {year} commence{fr}", capital(&season(*s, lang))),
            )
        }
        Event::ExchangeChosen { seat, choice } => match choice {
            Some(ExchangeChoice::Keep) => pick(
                lang,
                format!("{} keeps their tiles", n(seat)),
                format!("{} garde ses tuiles", n(seat)),
            ),
            Some(ExchangeChoice::Swap { give, take }) => pick(
                lang,
                format!(
                    "{} gives up {} for {}",
                    n(seat),
                    tile(*give, lang),
                    tile(*take, lang)
                ),
                format!(
                    "{} sacrifie {} pour {}",
                    n(seat),
                    tile(*give, lang),
                    tile(*take, lang)
                ),
            ),
            None => pick(
                lang,
                format!("{} has decided about an exchange", n(seat)),
                format!("{} a décidé d'un échange", n(seat)),
            ),
        },
        Event::ExchangesRevealed { taken } => {
            let list: Vec<String> = taken
                .iter()
                .enumerate()
                .filter_map(|(i, t)| {
                    t.map(|t| format!("{} ← {}", n(&Seat(i as u8)), tile(t, lang)))
                })
                .collect();
            if list.is_empty() {
                pick(
                    lang,
                    "Nobody exchanges a tile".into(),
                    "Personne n'échange de tuile".into(),
                )
            } else {
                pick(
                    lang,
                    format!("Exchanges: {}", list.join(", ")),
                    format!("Échanges : {}", list.join(", ")),
                )
            }
        }
        Event::TilePlaced { seat, tile: t } => match t {
            Some(t) => pick(
                lang,
                format!("{} places the {} tile face down", n(seat), tile(*t, lang)),
                format!("{} place la tuile {} face cachée", n(seat), tile(*t, lang)),
            ),
            None => pick(
                lang,
                format!("{} places a tile face down", n(seat)),
                format!("{} place une tuile face cachée", n(seat)),
            ),
        },
        Event::BagFilled { tiles } => pick(
            lang,
            format!("{tiles} tiles go into the bag"),
            format!("{tiles} tuiles vont dans le sac"),
        ),
        Event::TileDrawn { item } => match item {
            BagItem::Event => pick(
                lang,
                "An event tile is drawn".into(),
                "Une tuile Événement est tirée".into(),
            ),
            BagItem::Tile { seat, tile: t } => pick(
                lang,
                format!("{}'s {} is drawn", n(seat), tile(*t, lang)),
                format!("La tuile {} de {} est tirée", tile(*t, lang), n(seat)),
            ),
        },
        Event::ActionEnded {
            seat,
            tile: t,
            carried_out,
        } => {
            if *carried_out {
                pick(
                    lang,
                    format!("{} ends the {} action", n(seat), tile(*t, lang)),
                    format!("{} termine l'action {}", n(seat), tile(*t, lang)),
                )
            } else {
                pick(
                    lang,
                    format!("{} does nothing with the {} tile", n(seat), tile(*t, lang)),
                    format!("{} ne joue pas sa tuile {}", n(seat), tile(*t, lang)),
                )
            }
        }
        Event::MissusSentHome { seat } => pick(
            lang,
            format!("{} sends a missus to their homeland", n(seat)),
            format!("{} envoie un missus à sa patrie", n(seat)),
        ),
        Event::MissusSentToCard { seat, country } => pick(
            lang,
            format!("{} puts a missus on the {} card", n(seat), c(country)),
            format!("{} place un missus sur la carte {}", n(seat), c(country)),
        ),
        Event::CardTransferred { seat, country } => pick(
            lang,
            format!(
                "{} moves the {} card's pieces onto the country",
                n(seat),
                c(country)
            ),
            format!(
                "{} transfère les pièces de la carte {} vers le pays",
                n(seat),
                c(country)
            ),
        ),
        Event::TileUnlocked { seat, tile: t } => match t {
            Some(t) => pick(
                lang,
                format!("{} unlocks {}", n(seat), tile(*t, lang)),
                format!("{} débloque {}", n(seat), tile(*t, lang)),
            ),
            None => pick(
                lang,
                format!("{} unlocks a tile", n(seat)),
                format!("{} débloque une tuile", n(seat)),
            ),
        },
        Event::DevelopmentPlaced { seat, country } => pick(
            lang,
            format!("{} develops {}", n(seat), c(country)),
            format!("{} développe {}", n(seat), c(country)),
        ),
        Event::LeudePromoted { seat } => pick(
            lang,
            format!("{} makes a leude a missus", n(seat)),
            format!("{} fait missus un leude", n(seat)),
        ),
        Event::NobleCalled { seat } => pick(
            lang,
            format!("{} calls a noble to court", n(seat)),
            format!("{} appelle un noble à la cour", n(seat)),
        ),
        Event::NoblePromoted { seat } => pick(
            lang,
            format!("{} makes a noble a missus", n(seat)),
            format!("{} fait missus un noble", n(seat)),
        ),
        Event::PartisanMoved {
            seat,
            from,
            to,
            new_group,
        } => {
            let (en, fr) = if *new_group {
                (
                    " (a missus returns to court)",
                    " (un missus retourne à la cour)",
                )
            } else {
                ("", "")
            };
            pick(
                lang,
                format!(
                    "{} moves a partisan from {} to {}{en}",
                    n(seat),
                    c(from),
                    c(to)
                ),
                format!(
                    "{} déplace un partisan de {} vers {}{fr}",
                    n(seat),
                    c(from),
                    c(to)
                ),
            )
        }
        Event::BattleFought {
            seat,
            country,
            losses,
            rebels,
        } => {
            let lost: u8 = losses.iter().sum();
            pick(
                lang,
                format!(
                    "{} fights in {}: {lost} partisans and {rebels} rebel bands removed",
                    n(seat),
                    c(country)
                ),
                format!(
                    "{} combat en {} : {lost} partisans et {rebels} bandes de rebelles retirés",
                    n(seat),
                    c(country)
                ),
            )
        }
        Event::TrophyClaimed { seat } => pick(
            lang,
            format!("{} claims a trophy", n(seat)),
            format!("{} réclame un trophée", n(seat)),
        ),
        Event::RebelPacified { seat, country } => pick(
            lang,
            format!("{} pacifies a rebel band in {}", n(seat), c(country)),
            format!("{} apaise une bande de rebelles en {}", n(seat), c(country)),
        ),
        Event::ExtraTilePlayed { seat, tile: t } => pick(
            lang,
            format!("{} plays {} at once", n(seat), tile(*t, lang)),
            format!("{} joue {} immédiatement", n(seat), tile(*t, lang)),
        ),
        Event::ExtraTileSkipped { seat } => pick(
            lang,
            format!("{} plays no extra tile", n(seat)),
            format!("{} ne joue pas de tuile supplémentaire", n(seat)),
        ),
        Event::CardDrawn { card } => match card {
            Card::Famine => pick(
                lang,
                "The Archivium yields a famine".into(),
                "L'Archivium révèle une famine".into(),
            ),
            Card::Country(x) => pick(
                lang,
                format!("The Archivium yields {}", c(x)),
                format!("L'Archivium révèle {}", c(x)),
            ),
            Card::Anarchy | Card::Rebellion => super::advanced_text::module_card(*card, lang),
        },
        Event::DeckEmpty => pick(
            lang,
            "The Archivium is empty: nothing happens".into(),
            "L'Archivium est vide : rien ne se passe".into(),
        ),
        Event::ZoneOverflowed { region: r } => pick(
            lang,
            format!(
                "The {} zone is full: its cards are emptied onto the board",
                region(*r, lang)
            ),
            format!(
                "La zone {} est pleine : ses cartes sont vidées sur le plateau",
                region(*r, lang)
            ),
        ),
        Event::FamineLosses { country, removed } => {
            let lost: u8 = removed.iter().sum();
            pick(
                lang,
                format!("Famine in {}: {lost} partisans return to court", c(country)),
                format!(
                    "Famine en {} : {lost} partisans retournent à la cour",
                    c(country)
                ),
            )
        }
        Event::FaminePartisanRemoved { country, seat } => pick(
            lang,
            format!("Famine in {}: a partisan of {} leaves", c(country), n(seat)),
            format!(
                "Famine en {} : un partisan de {} s'en va",
                c(country),
                n(seat)
            ),
        ),
        Event::FamineEnded { rebels } => {
            let list: Vec<String> = rebels.iter().map(c).collect();
            pick(
                lang,
                format!("The famine ends; rebels rise in: {}", list.join(", ")),
                format!(
                    "La famine s'achève ; des rebelles se lèvent en : {}",
                    list.join(", ")
                ),
            )
        }
        Event::ExtraActionCancelled { seat } => pick(
            lang,
            format!(
                "{} placed no inaction tile with Declare peace: the extra action is undone",
                n(seat)
            ),
            format!(
                "{} n'a pas placé de tuile d'inaction avec Déclarer la paix : l'action supplémentaire est annulée",
                n(seat)
            ),
        ),
        Event::DeclarationFailed { seat, points } => pick(
            lang,
            format!(
                "{}'s declaration of peace fails ({points} conditions)",
                n(seat)
            ),
            format!(
                "La déclaration de paix de {} échoue ({points} conditions)",
                n(seat)
            ),
        ),
        Event::BagRevealed { items } => pick(
            lang,
            format!("The bag is revealed: {} tiles", items.len()),
            format!("Le sac est révélé : {} tuiles", items.len()),
        ),
        Event::PeaceContest => pick(
            lang,
            "Other declarations of peace are in the bag: they are drawn first".into(),
            "D'autres déclarations de paix sont dans le sac : elles sont tirées d'abord".into(),
        ),
        Event::DeclarationsFailed { seats } => {
            let list: Vec<String> = seats.iter().map(n).collect();
            pick(
                lang,
                format!(
                    "No single Carolingian prevails: the declarations of {} fail",
                    list.join(", ")
                ),
                format!(
                    "Aucun Carolingien ne l'emporte seul : les déclarations de {} échouent",
                    list.join(", ")
                ),
            )
        }
        Event::PeaceDeclared { seat, .. } => pick(
            lang,
            format!("{} declares peace and wins", n(seat)),
            format!("{} déclare la paix et l'emporte", n(seat)),
        ),
        Event::YearEnded { year } => pick(
            lang,
            format!("Brother Hartmut opens the year {year}"),
            format!("Frère Hartmut ouvre l'année {year}"),
        ),
        Event::PlenaryCourt { sheets } => {
            let list: Vec<String> = sheets.iter().map(|s| sheet_line(s, names, lang)).collect();
            pick(
                lang,
                format!("Plenary court: {}", list.join(", ")),
                format!("Cour plénière : {}", list.join(", ")),
            )
        }
        Event::RebelsToArchivium { moved } => {
            let count: u8 = moved.iter().map(|m| m.1).sum();
            pick(
                lang,
                format!("{count} surplus rebel bands go to the Archivium"),
                format!("{count} bandes de rebelles excédentaires vont à l'Archivium"),
            )
        }
        Event::GameEnded { sheets, winners } => {
            let list: Vec<String> = sheets.iter().map(|s| sheet_line(s, names, lang)).collect();
            let w: Vec<String> = winners.iter().map(n).collect();
            pick(
                lang,
                format!(
                    "The sundial's year is over: {} — {} wins",
                    list.join(", "),
                    w.join(" & ")
                ),
                format!(
                    "L'année du cadran solaire s'achève : {} — victoire de {}",
                    list.join(", "),
                    w.join(" & ")
                ),
            )
        }
        Event::PlacementPassed { .. }
        | Event::HomelandClaimed { .. }
        | Event::RebelExpelled { .. }
        | Event::SetupRoundBegan { .. }
        | Event::ForestPlaced { .. }
        | Event::SetupPartisanDrawn { .. }
        | Event::SetupPartisanPlaced { .. }
        | Event::SetupRebellion
        | Event::ModuleCardsAdded
        | Event::RebelsRose { .. } => super::advanced_text::describe_event(event, names, lang),
    }
}

fn capital(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}
