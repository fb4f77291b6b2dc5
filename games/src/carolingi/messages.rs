//! Labels of actions and lines of the history (base game, advanced game,
//! module and hourglass), as messages of the translation files
//! (`locales/<language>/carolingi.ftl`): the engine decides what is said,
//! the files say it. Countries and regions are named by their map
//! identifiers, which the files turn into names.

use super::actions::Action;
use super::events::Event;
use super::map::{CountryId, RegionId};
use super::rules::perform::battle_losses;
use super::scoring::ScoreSheet;
use super::state::{BagItem, Card, ExchangeChoice, Phase, Progress, Season, SetupChoice, State};
use super::tiles::{TileId, TileKind};
use crate::core::{Arg, Message, Seat};

pub fn country_message(c: CountryId) -> Message {
    Message::new("carolingi-country").with("country", Arg::Text(c.info().id.clone()))
}

pub fn region_message(r: RegionId) -> Message {
    Message::new("carolingi-region").with("region", Arg::Text(r.info().id.clone()))
}

pub fn tile_message(t: TileId) -> Message {
    let kind = match t.kind() {
        Some(TileKind::Influence) => "influence",
        Some(TileKind::Develop) => "develop",
        Some(TileKind::MakeMissi) => "make-missi",
        Some(TileKind::MoveTroops) => "move-troops",
        Some(TileKind::Fight) => "fight",
        Some(TileKind::PacifyRebels) => "pacify-rebels",
        Some(TileKind::DeclarePeace) => "declare-peace",
        Some(TileKind::Inaction) => "inaction",
        None => "unknown",
    };
    Message::new("carolingi-tile")
        .with("kind", Arg::Text(kind.to_owned()))
        .with(
            "dotted",
            Arg::Text(if t.dotted() { "yes" } else { "no" }.to_owned()),
        )
}

fn season_key(s: Season) -> Arg {
    Arg::Text(
        match s {
            Season::Winter => "winter",
            Season::Spring => "spring",
            Season::Summer => "summer",
            Season::Autumn => "autumn",
        }
        .to_owned(),
    )
}

fn countries(list: &[CountryId]) -> Arg {
    list.iter()
        .map(|c| country_message(*c))
        .collect::<Vec<_>>()
        .into()
}

fn drawn_card(state: &State) -> Option<CountryId> {
    match state.phase {
        Phase::SetupRounds { card, .. } => card,
        _ => None,
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

fn with_taxes(state: &State, what: &'static str) -> Message {
    let left = match &state.phase {
        Phase::Action {
            progress: Progress::MakeMissi { taxes_left },
            ..
        } => *taxes_left,
        _ => 0,
    };
    Message::new("carolingi-with-taxes")
        .with("what", Message::new(what))
        .with("left", left)
}

pub fn action_message(state: &State, action: &Action) -> Message {
    let in_country =
        |id: &'static str, c: &CountryId| Message::new(id).with("country", country_message(*c));
    match action {
        Action::KeepTiles => Message::new("carolingi-action-keep-tiles"),
        Action::ExchangeTile { give, take } => Message::new("carolingi-action-exchange-tile")
            .with("give", tile_message(*give))
            .with("take", tile_message(*take)),
        Action::PlaceTile { tile } => {
            Message::new("carolingi-action-place-tile").with("tile", tile_message(*tile))
        }
        Action::EndAction => {
            let started = matches!(state.phase, Phase::Action { started: true, .. });
            Message::new(if started {
                "carolingi-action-end-action"
            } else {
                "carolingi-action-skip-tile"
            })
        }
        Action::SendMissusHome => Message::new("carolingi-action-missus-home"),
        Action::SendMissusToCard { country } => {
            in_country("carolingi-action-missus-to-card", country)
        }
        Action::TransferCard { country } => in_country("carolingi-action-transfer-card", country),
        Action::UnlockTile { tile } => {
            Message::new("carolingi-action-unlock-tile").with("tile", tile_message(*tile))
        }
        Action::PlaceDevelopment { country } => {
            let now = state.country(*country).map(|s| s.development).unwrap_or(0);
            in_country("carolingi-action-develop", country)
                .with("now", now)
                .with("after", now + 1)
        }
        Action::PromoteLeude => with_taxes(state, "carolingi-promote-leude"),
        Action::CallNoble => with_taxes(state, "carolingi-call-noble"),
        Action::PromoteNoble => with_taxes(state, "carolingi-promote-noble"),
        Action::MovePartisan { from, to } => {
            let paid = match &state.phase {
                Phase::Action {
                    progress: Progress::MoveTroops { groups, .. },
                    ..
                } => !groups.contains(&(*from, *to)),
                _ => true,
            };
            Message::new(if paid {
                "carolingi-action-move-partisan-new-group"
            } else {
                "carolingi-action-move-partisan-joins"
            })
            .with("from", country_message(*from))
            .with("to", country_message(*to))
        }
        Action::FightIn { country } => {
            let (own_loss, enemies, rebels) = battle_preview(state, *country);
            in_country("carolingi-action-fight", country)
                .with("own", own_loss)
                .with("enemies", enemies)
                .with("rebels", rebels)
        }
        Action::ClaimTrophy => Message::new("carolingi-action-claim-trophy"),
        Action::PacifyRebel { country } => in_country("carolingi-action-pacify", country),
        Action::PlayExtraTile { tile } => {
            Message::new("carolingi-action-extra-tile").with("tile", tile_message(*tile))
        }
        Action::SkipExtraTile => Message::new("carolingi-action-skip-extra-tile"),
        Action::FamineRemove { seat } => {
            let place = match &state.phase {
                Phase::Famine { queue, .. } => queue
                    .first()
                    .map_or(Arg::Text(String::new()), |q| country_message(*q).into()),
                _ => Arg::Text(String::new()),
            };
            Message::new("carolingi-action-famine-remove")
                .with("place", place)
                .with("number", u16::from(seat.0) + 1)
        }
        Action::PassPlacement => Message::new("carolingi-action-pass-placement"),
        Action::ClaimHomeland { country } => in_country("carolingi-action-claim-homeland", country),
        Action::ExpelRebel { to } => in_country("carolingi-action-expel-rebel", to),
        Action::SetupOnCountry => Message::new("carolingi-action-setup-on-country").with(
            "country",
            drawn_card(state).map_or(Arg::Text(String::new()), |c| country_message(c).into()),
        ),
        Action::SetupMissus => Message::new("carolingi-action-setup-missus"),
        Action::SetupJoinCountry { country } => {
            in_country("carolingi-action-setup-join-country", country)
        }
        Action::SetupOnCard { country } => in_country("carolingi-action-setup-on-card", country),
    }
}

/// "Anna & Ben": winners sharing the victory.
fn together(seats: &[Seat]) -> Message {
    let Some((last, rest)) = seats.split_last() else {
        return Message::new("carolingi-nobody");
    };
    rest.iter().rev().fold(
        Message::new("carolingi-player").with("player", *last),
        |others, first| {
            Message::new("carolingi-together")
                .with("first", *first)
                .with("rest", others)
        },
    )
}

fn sheet_message(sheet: &ScoreSheet) -> Message {
    Message::new("carolingi-sheet-line")
        .with("player", sheet.seat)
        .with("points", sheet.points)
}

fn module_card_message(card: Card) -> Message {
    Message::new(match card {
        Card::Anarchy => "carolingi-event-anarchy",
        _ => "carolingi-event-rebellion",
    })
}

/// The history line of an event (the number of players changes nothing).
pub fn event_message(event: &Event, _seats: u8) -> Message {
    let who = |id: &'static str, seat: &Seat| Message::new(id).with("player", *seat);
    match event {
        Event::HomelandsDrawn { homelands } => Message::new("carolingi-event-homelands").with(
            "palaces",
            homelands
                .iter()
                .enumerate()
                .map(|(i, h)| {
                    Message::new("carolingi-player-country")
                        .with("player", Seat(i as u8))
                        .with("country", country_message(*h))
                })
                .collect::<Vec<_>>(),
        ),
        Event::DeckShuffled {
            size, famine_added, ..
        } => Message::new(if *famine_added {
            "carolingi-event-deck-shuffled-famine"
        } else {
            "carolingi-event-deck-shuffled"
        })
        .with("size", *size),
        Event::SeasonBegan {
            year,
            season,
            exchange_window,
        } => Message::new(if *exchange_window {
            "carolingi-event-season-exchanges"
        } else {
            "carolingi-event-season"
        })
        .with("season", season_key(*season))
        .with("year", *year),
        Event::ExchangeChosen { seat, choice } => match choice {
            Some(ExchangeChoice::Keep) => who("carolingi-event-keeps-tiles", seat),
            Some(ExchangeChoice::Swap { give, take }) => who("carolingi-event-exchange", seat)
                .with("give", tile_message(*give))
                .with("take", tile_message(*take)),
            None => who("carolingi-event-exchange-decided", seat),
        },
        Event::ExchangesRevealed { taken } => {
            let list: Vec<Message> = taken
                .iter()
                .enumerate()
                .filter_map(|(i, t)| {
                    t.map(|t| {
                        Message::new("carolingi-player-takes")
                            .with("player", Seat(i as u8))
                            .with("tile", tile_message(t))
                    })
                })
                .collect();
            if list.is_empty() {
                Message::new("carolingi-event-no-exchange")
            } else {
                Message::new("carolingi-event-exchanges").with("exchanges", list)
            }
        }
        Event::TilePlaced { seat, tile } => match tile {
            Some(t) => who("carolingi-event-tile-placed-seen", seat).with("tile", tile_message(*t)),
            None => who("carolingi-event-tile-placed", seat),
        },
        Event::BagFilled { tiles } => {
            Message::new("carolingi-event-bag-filled").with("tiles", *tiles)
        }
        Event::TileDrawn { item } => match item {
            BagItem::Event => Message::new("carolingi-event-event-drawn"),
            BagItem::Tile { seat, tile } => {
                who("carolingi-event-tile-drawn", seat).with("tile", tile_message(*tile))
            }
        },
        Event::ActionEnded {
            seat,
            tile,
            carried_out,
        } => who(
            if *carried_out {
                "carolingi-event-action-ended"
            } else {
                "carolingi-event-action-skipped"
            },
            seat,
        )
        .with("tile", tile_message(*tile)),
        Event::MissusSentHome { seat } => who("carolingi-event-missus-home", seat),
        Event::MissusSentToCard { seat, country } => {
            who("carolingi-event-missus-to-card", seat).with("country", country_message(*country))
        }
        Event::CardTransferred { seat, country } => {
            who("carolingi-event-card-transferred", seat).with("country", country_message(*country))
        }
        Event::TileUnlocked { seat, tile } => match tile {
            Some(t) => {
                who("carolingi-event-tile-unlocked-seen", seat).with("tile", tile_message(*t))
            }
            None => who("carolingi-event-tile-unlocked", seat),
        },
        Event::DevelopmentPlaced { seat, country } => {
            who("carolingi-event-developed", seat).with("country", country_message(*country))
        }
        Event::LeudePromoted { seat } => who("carolingi-event-leude-promoted", seat),
        Event::NobleCalled { seat } => who("carolingi-event-noble-called", seat),
        Event::NoblePromoted { seat } => who("carolingi-event-noble-promoted", seat),
        Event::PartisanMoved {
            seat,
            from,
            to,
            new_group,
        } => who(
            if *new_group {
                "carolingi-event-partisan-moved-new-group"
            } else {
                "carolingi-event-partisan-moved"
            },
            seat,
        )
        .with("from", country_message(*from))
        .with("to", country_message(*to)),
        Event::BattleFought {
            seat,
            country,
            losses,
            rebels,
        } => who("carolingi-event-battle", seat)
            .with("country", country_message(*country))
            .with("lost", losses.iter().sum::<u8>())
            .with("rebels", *rebels),
        Event::TrophyClaimed { seat } => who("carolingi-event-trophy", seat),
        Event::RebelPacified { seat, country } => {
            who("carolingi-event-pacified", seat).with("country", country_message(*country))
        }
        Event::ExtraTilePlayed { seat, tile } => {
            who("carolingi-event-extra-tile", seat).with("tile", tile_message(*tile))
        }
        Event::ExtraTileSkipped { seat } => who("carolingi-event-extra-tile-skipped", seat),
        Event::CardDrawn { card } => match card {
            Card::Famine => Message::new("carolingi-event-famine-card"),
            Card::Country(x) => {
                Message::new("carolingi-event-country-card").with("country", country_message(*x))
            }
            Card::Anarchy | Card::Rebellion => module_card_message(*card),
        },
        Event::DeckEmpty => Message::new("carolingi-event-deck-empty"),
        Event::ZoneOverflowed { region } => {
            Message::new("carolingi-event-zone-overflowed").with("region", region_message(*region))
        }
        Event::FamineLosses { country, removed } => Message::new("carolingi-event-famine-losses")
            .with("country", country_message(*country))
            .with("lost", removed.iter().sum::<u8>()),
        Event::FaminePartisanRemoved { country, seat } => {
            who("carolingi-event-famine-partisan", seat).with("country", country_message(*country))
        }
        Event::FamineEnded { rebels } => {
            Message::new("carolingi-event-famine-ended").with("countries", countries(rebels))
        }
        Event::ExtraActionCancelled { seat } => who("carolingi-event-extra-action-cancelled", seat),
        Event::DeclarationFailed { seat, points } => {
            who("carolingi-event-declaration-failed", seat).with("points", *points)
        }
        Event::BagRevealed { items } => {
            Message::new("carolingi-event-bag-revealed").with("tiles", items.len())
        }
        Event::PeaceContest => Message::new("carolingi-event-peace-contest"),
        Event::DeclarationsFailed { seats } => {
            Message::new("carolingi-event-declarations-failed").with("players", seats.clone())
        }
        Event::PeaceDeclared { seat, .. } => who("carolingi-event-peace-declared", seat),
        Event::YearEnded { year } => Message::new("carolingi-event-year-ended").with("year", *year),
        Event::PlenaryCourt { sheets } => Message::new("carolingi-event-plenary-court").with(
            "sheets",
            sheets.iter().map(sheet_message).collect::<Vec<_>>(),
        ),
        Event::RebelsToArchivium { moved } => Message::new("carolingi-event-rebels-to-archivium")
            .with("count", moved.iter().map(|m| m.1).sum::<u8>()),
        Event::GameEnded { sheets, winners } => Message::new("carolingi-event-game-ended")
            .with(
                "sheets",
                sheets.iter().map(sheet_message).collect::<Vec<_>>(),
            )
            .with("winners", together(winners)),
        Event::PlacementPassed { seat } => who("carolingi-event-placement-passed", seat),
        Event::HomelandClaimed { seat, country } => {
            who("carolingi-event-homeland-claimed", seat).with("country", country_message(*country))
        }
        Event::RebelExpelled { seat, to } => {
            who("carolingi-event-rebel-expelled", seat).with("country", country_message(*to))
        }
        Event::SetupRoundBegan { round } => {
            Message::new("carolingi-event-setup-round").with("round", *round)
        }
        Event::ForestPlaced { country } => {
            Message::new("carolingi-event-forest").with("country", country_message(*country))
        }
        Event::SetupPartisanDrawn { card, seat } => match card {
            Some(x) => {
                who("carolingi-event-setup-drawn", seat).with("country", country_message(*x))
            }
            None => who("carolingi-event-setup-drawn-empty", seat),
        },
        Event::SetupPartisanPlaced { seat, choice } => match choice {
            SetupChoice::OnCountry => who("carolingi-event-setup-on-country", seat),
            SetupChoice::Missus => who("carolingi-event-setup-missus", seat),
            SetupChoice::JoinCountry { country } => who("carolingi-event-setup-join-country", seat)
                .with("country", country_message(*country)),
            SetupChoice::OnCard { country } => who("carolingi-event-setup-on-card", seat)
                .with("country", country_message(*country)),
        },
        Event::SetupRebellion => Message::new("carolingi-event-setup-rebellion"),
        Event::ModuleCardsAdded => Message::new("carolingi-event-module-cards"),
        Event::RebelsRose {
            countries: risen, ..
        } => Message::new("carolingi-event-rebels-rose")
            .with("count", risen.len())
            .with("countries", countries(risen)),
    }
}
