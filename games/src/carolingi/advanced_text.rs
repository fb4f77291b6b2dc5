//! Labels and history lines for the advanced game, the module and the
//! hourglass, in English and French.

use super::actions::Action;
use super::events::Event;
use super::state::{Card, Phase, SetupChoice, State};
use super::text::{country, pick};
use crate::core::{Lang, Seat};

fn drawn_card(state: &State) -> Option<super::map::CountryId> {
    match state.phase {
        Phase::SetupRounds { card, .. } => card,
        _ => None,
    }
}

pub fn describe_action(state: &State, action: &Action, lang: Lang) -> String {
    let c = |id: &super::map::CountryId| country(*id, lang);
    match action {
        Action::PassPlacement => pick(
            lang,
            "Place no (more) tiles this season (the tiles not placed stay out of the bag)".into(),
            "Ne poser aucune (autre) tuile cette saison (les tuiles non posées restent hors du sac)"
                .into(),
        ),
        Action::ClaimHomeland { country: x } => pick(
            lang,
            format!(
                "Develop c: build your palace in {} (3 missi to court, both markers back; others leave)",
                c(x)
            ),
            format!(
                "Développer c : construire votre palais en {} (3 missi à la cour, les deux pions rendus ; les autres partent)",
                c(x)
            ),
        ),
        Action::ExpelRebel { to } => pick(
            lang,
            format!("Drive a rebel band out of your new homeland into {}", c(to)),
            format!(
                "Chasser une bande de rebelles de votre nouvelle patrie vers {}",
                c(to)
            ),
        ),
        Action::SetupOnCountry => {
            let place = drawn_card(state).map(|x| c(&x)).unwrap_or_default();
            pick(
                lang,
                format!("a. Put the partisan in {place} and discard its card"),
                format!("a. Placer le partisan en {place} et défausser sa carte"),
            )
        }
        Action::SetupMissus => pick(
            lang,
            "b. Make the partisan a missus (the card goes to its zone)".into(),
            "b. Faire du partisan un missus (la carte va dans sa zone)".into(),
        ),
        Action::SetupJoinCountry { country: x } => pick(
            lang,
            format!(
                "c. Add the partisan to your partisans in {} (the card goes to its zone)",
                c(x)
            ),
            format!(
                "c. Ajouter le partisan à vos partisans en {} (la carte va dans sa zone)",
                c(x)
            ),
        ),
        Action::SetupOnCard { country: x } => pick(
            lang,
            format!(
                "d. Put the partisan on the {} card (the drawn card goes to its zone)",
                c(x)
            ),
            format!(
                "d. Placer le partisan sur la carte {} (la carte piochée va dans sa zone)",
                c(x)
            ),
        ),
        _ => String::new(),
    }
}

pub fn module_card(card: Card, lang: Lang) -> String {
    match card {
        Card::Anarchy => pick(
            lang,
            "The Archivium yields Anarchy: a rebel band in every country nobody controls (forests exempt)".into(),
            "L'Archivium révèle l'Anarchie : une bande de rebelles dans chaque pays sans contrôle carolingien (sauf les forêts)".into(),
        ),
        _ => pick(
            lang,
            "The Archivium yields Rebellion: a rebel band wherever fewer partisans stand than the capacity".into(),
            "L'Archivium révèle la Rébellion : une bande de rebelles partout où les partisans sont moins nombreux que la capacité".into(),
        ),
    }
}

pub fn describe_event(event: &Event, names: &[String], lang: Lang) -> String {
    let n = |s: &Seat| {
        names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("#{}", u16::from(s.0) + 1))
    };
    let c = |id: &super::map::CountryId| country(*id, lang);
    match event {
        Event::PlacementPassed { seat } => pick(
            lang,
            format!("{} places no more tiles this season", n(seat)),
            format!("{} ne pose plus de tuile cette saison", n(seat)),
        ),
        Event::HomelandClaimed { seat, country: x } => pick(
            lang,
            format!(
                "{} builds a palace in {}: it is now their homeland",
                n(seat),
                c(x)
            ),
            format!(
                "{} construit son palais en {} : c'est désormais sa patrie",
                n(seat),
                c(x)
            ),
        ),
        Event::RebelExpelled { seat, to } => pick(
            lang,
            format!("{}'s palace drives a rebel band into {}", n(seat), c(to)),
            format!(
                "Le palais de {} chasse une bande de rebelles vers {}",
                n(seat),
                c(to)
            ),
        ),
        Event::SetupRoundBegan { round } => pick(
            lang,
            format!("Set-up round {round}: everyone puts four partisans in the bag"),
            format!("Manche de mise en place {round} : chacun met quatre partisans dans le sac"),
        ),
        Event::ForestPlaced { country: x } => pick(
            lang,
            format!("{} becomes the forest of its region", c(x)),
            format!("{} devient la forêt de sa région", c(x)),
        ),
        Event::SetupPartisanDrawn { card, seat } => match card {
            Some(x) => pick(
                lang,
                format!("{} is drawn with a partisan of {}", c(x), n(seat)),
                format!("{} est piochée avec un partisan de {}", c(x), n(seat)),
            ),
            None => pick(
                lang,
                format!("The Archivium is empty; a partisan of {} is drawn", n(seat)),
                format!("L'Archivium est vide ; un partisan de {} est tiré", n(seat)),
            ),
        },
        Event::SetupPartisanPlaced { seat, choice } => match choice {
            SetupChoice::OnCountry => pick(
                lang,
                format!("{} puts the partisan on the drawn country", n(seat)),
                format!("{} place le partisan sur le pays pioché", n(seat)),
            ),
            SetupChoice::Missus => pick(
                lang,
                format!("{} makes the partisan a missus", n(seat)),
                format!("{} fait du partisan un missus", n(seat)),
            ),
            SetupChoice::JoinCountry { country: x } => pick(
                lang,
                format!("{} adds the partisan in {}", n(seat), c(x)),
                format!("{} ajoute le partisan en {}", n(seat), c(x)),
            ),
            SetupChoice::OnCard { country: x } => pick(
                lang,
                format!("{} puts the partisan on the {} card", n(seat), c(x)),
                format!("{} place le partisan sur la carte {}", n(seat), c(x)),
            ),
        },
        Event::SetupRebellion => pick(
            lang,
            "Rebellions: a band more where there is one, a band where nobody is".into(),
            "Rébellions : une bande de plus là où il y en a, une bande là où il n'y a personne"
                .into(),
        ),
        Event::ModuleCardsAdded => pick(
            lang,
            "The Anarchy and Rebellion cards join the Archivium".into(),
            "Les cartes Anarchie et Rébellion rejoignent l'Archivium".into(),
        ),
        Event::RebelsRose { countries, .. } => {
            let list: Vec<String> = countries.iter().map(c).collect();
            pick(
                lang,
                format!("{} new rebel bands: {}", countries.len(), list.join(", ")),
                format!(
                    "{} nouvelles bandes de rebelles : {}",
                    countries.len(),
                    list.join(", ")
                ),
            )
        }
        _ => String::new(),
    }
}
