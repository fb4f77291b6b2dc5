//! Everything that happens without anyone deciding: filling and drawing the
//! bag, Archivium cards, the automatic part of famines, declarations of peace
//! being checked, seasons and years passing. Runs after every decision until
//! someone has to decide again.

use super::legal::{exchange_possible, famine_chooser, legal_actions};
use crate::carolingi::actions::Action;
use crate::carolingi::advanced::unrest_targets;
use crate::carolingi::board::{famine_capacity, rebels_allowed, total_partisans};
use crate::carolingi::events::{apply, is_declare_peace, is_valid_declaration, Event};
use crate::carolingi::majority::partisan_leader;
use crate::carolingi::map::CountryId;
use crate::carolingi::scoring::peace_reached;
use crate::carolingi::scoring::{all_sheets, score_sheet, winners};
use crate::carolingi::state::{
    BagItem, Card, ExchangeChoice, Phase, State, MAX_REBELS_AT_YEAR_END, SETUP_ROUNDS,
};
use crate::core::{shuffle, GameRng};
use rand::Rng;

/// Events produced so far, applied to a scratch copy of the state so each
/// next step sees their effect.
pub struct Builder {
    pub state: State,
    pub events: Vec<Event>,
}

impl Builder {
    pub fn new(state: &State) -> Builder {
        Builder {
            state: state.clone(),
            events: Vec::new(),
        }
    }

    pub fn emit(&mut self, event: Event) {
        apply(&mut self.state, &event);
        self.events.push(event);
    }
}

/// A bound no real game reaches; it only keeps a defect from looping.
const MAX_AUTOMATIC_STEPS: usize = 100_000;

pub fn advance(b: &mut Builder, rng: &mut dyn GameRng) {
    for _ in 0..MAX_AUTOMATIC_STEPS {
        let progressed = match b.state.phase.clone() {
            Phase::Exchange { eligible, choices } => {
                let all_in = eligible
                    .iter()
                    .zip(&choices)
                    .all(|(e, c)| !e || c.is_some());
                if all_in {
                    let taken = choices
                        .iter()
                        .map(|c| match c {
                            Some(ExchangeChoice::Swap { take, .. }) => Some(*take),
                            _ => None,
                        })
                        .collect();
                    b.emit(Event::ExchangesRevealed { taken });
                }
                all_in
            }
            Phase::Placing => {
                let all_placed = b
                    .state
                    .seat_list()
                    .all(|s| legal_actions(&b.state, s).is_empty());
                if all_placed {
                    let tiles = b
                        .state
                        .players
                        .iter()
                        .map(|p| p.placed.len())
                        .sum::<usize>()
                        + usize::from(b.state.event_tiles_on_scriptorium);
                    b.emit(Event::BagFilled { tiles: tiles as u8 });
                }
                all_placed
            }
            Phase::Drawing => {
                draw_step(b, rng);
                true
            }
            Phase::Action {
                seat,
                tile,
                started,
                ..
            } => {
                let nothing_left = legal_actions(&b.state, seat) == [Action::EndAction];
                if nothing_left {
                    b.emit(Event::ActionEnded {
                        seat,
                        tile,
                        carried_out: started,
                    });
                }
                nothing_left
            }
            Phase::PeaceExtra { seat } => {
                let nothing_left = legal_actions(&b.state, seat) == [Action::SkipExtraTile];
                if nothing_left {
                    b.emit(Event::ExtraTileSkipped { seat });
                }
                nothing_left
            }
            Phase::Famine { queue, affected } => famine_step(b, &queue, &affected),
            Phase::SetupRounds { .. } => setup_step(b, rng),
            Phase::Setup | Phase::Over => false,
        };
        if !progressed {
            return;
        }
    }
}

fn draw_step(b: &mut Builder, rng: &mut dyn GameRng) {
    if let Some(slot) = &b.state.pending_card {
        let region = slot.country.info().region;
        b.emit(Event::ZoneOverflowed { region });
        return;
    }
    if let Some(peace) = b.state.peace.clone() {
        if let Some(seat) = peace.pending_check {
            check_declaration(b, seat);
            return;
        }
        if peace.contest && b.state.bag.is_empty() {
            settle_contest(b, &peace.declarers);
            return;
        }
    }
    if b.state.bag.is_empty() {
        end_season(b, rng);
        return;
    }
    let item = b.state.bag[rng.random_range(0..b.state.bag.len())];
    b.emit(Event::TileDrawn { item });
    if item == BagItem::Event {
        match b.state.deck.last() {
            Some(&card) => {
                b.emit(Event::CardDrawn { card });
                if matches!(card, Card::Anarchy | Card::Rebellion) {
                    let countries = unrest_targets(&b.state, card);
                    b.emit(Event::RebelsRose { card, countries });
                }
            }
            None => b.emit(Event::DeckEmpty),
        }
    }
}

/// 5.8 step 2, after the extra action of the first declaration.
fn check_declaration(b: &mut Builder, seat: crate::core::Seat) {
    let sheet = score_sheet(&b.state, seat);
    let points = sheet.points;
    if !peace_reached(&b.state, &sheet) {
        // « Continuez à jouer comme auparavant »: the extra action stands.
        b.emit(Event::DeclarationFailed { seat, points });
        return;
    }
    b.emit(Event::BagRevealed {
        items: b.state.bag.clone(),
    });
    // « S'il s'avère que le Carolingien avait placé une tuile autre qu'une
    // tuile d'inaction dans le sac, il doit annuler entièrement son action
    // supplémentaire »: only the hourglass lets this happen (RULES.md H4).
    if !b.state.declared_with_inaction(seat) {
        let extra_played = b
            .state
            .peace
            .as_ref()
            .is_some_and(|p| p.before_extra.is_some());
        if b.state.corrected_rules() && extra_played {
            b.emit(Event::ExtraActionCancelled { seat });
        }
        b.emit(Event::DeclarationFailed { seat, points });
        return;
    }
    let contest = if b.state.corrected_rules() {
        // « remettez les tuiles Déclarer la paix valides ... dans le sac, en
        // mettant de côté toutes les autres »: a Declare peace without its
        // inaction tile is no rival.
        b.state
            .bag
            .iter()
            .any(|item| is_valid_declaration(&b.state, item))
    } else {
        b.state.bag.iter().any(is_declare_peace)
    };
    if contest {
        b.emit(Event::PeaceContest);
    } else {
        let sheets = all_sheets(&b.state);
        b.emit(Event::PeaceDeclared { seat, sheets });
    }
}

/// Once the Declare peace tiles are all drawn: one declarer alone with three
/// conditions wins; otherwise all of them fail and play goes on.
fn settle_contest(b: &mut Builder, declarers: &[crate::core::Seat]) {
    let sheets = all_sheets(&b.state);
    let succeeded: Vec<_> = declarers
        .iter()
        .copied()
        .filter(|s| {
            sheets
                .get(s.index())
                .is_some_and(|sh| peace_reached(&b.state, sh))
        })
        .collect();
    if let [seat] = succeeded.as_slice() {
        b.emit(Event::PeaceDeclared {
            seat: *seat,
            sheets,
        });
    } else {
        b.emit(Event::DeclarationsFailed {
            seats: declarers.to_vec(),
        });
    }
}

fn end_season(b: &mut Builder, rng: &mut dyn GameRng) {
    let year = b.state.year;
    if let Some(next) = b.state.season.next() {
        let exchange_window = b.state.players.iter().any(exchange_possible);
        b.emit(Event::SeasonBegan {
            year,
            season: next,
            exchange_window,
        });
        return;
    }
    if year >= b.state.options.sundial_year {
        let sheets = all_sheets(&b.state);
        let winners = winners(&sheets);
        b.emit(Event::GameEnded { sheets, winners });
        return;
    }
    b.emit(Event::YearEnded { year: year + 1 });
    // 7: "ajoutées à la pioche ... avec la première carte Famine au début de
    // la deuxième année".
    if b.state.module_cards_waiting {
        b.emit(Event::ModuleCardsAdded);
    }
    shuffle_deck(b, rng, true);
    b.emit(Event::PlenaryCourt {
        sheets: all_sheets(&b.state),
    });
    let moved: Vec<(CountryId, u8)> = b
        .state
        .countries_in_play()
        .filter_map(|c| {
            let rebels = b.state.country(c)?.rebels;
            (rebels > MAX_REBELS_AT_YEAR_END).then(|| (c, rebels - MAX_REBELS_AT_YEAR_END))
        })
        .collect();
    if !moved.is_empty() {
        b.emit(Event::RebelsToArchivium { moved });
    }
    b.emit(Event::SeasonBegan {
        year: year + 1,
        season: crate::carolingi::state::Season::Winter,
        exchange_window: false,
    });
}

/// The deck with the discarded country cards (and, at a year's end, the next
/// famine card) shuffled in.
pub fn shuffle_deck(b: &mut Builder, rng: &mut dyn GameRng, year_end: bool) {
    let mut cards = b.state.deck.clone();
    // Rules version 2: « mélangez les cartes pour former une nouvelle
    // pioche » — a drawn famine (or module) card comes back with the
    // country cards; version 1 kept it out (RULES.md, reading 16).
    let every_card = b.state.corrected_rules();
    cards.extend(
        b.state
            .discard
            .iter()
            .filter(|c| every_card || matches!(c, Card::Country(_))),
    );
    let famine_added = year_end && b.state.famine_waiting > 0;
    if famine_added {
        cards.push(Card::Famine);
    }
    shuffle(rng, &mut cards);
    let size = cards.len() as u8;
    b.emit(Event::DeckShuffled {
        cards: Some(cards),
        size,
        famine_added,
    });
}

/// One country of a famine whose losses need no choice, or the end of it.
fn famine_step(b: &mut Builder, queue: &[CountryId], affected: &[CountryId]) -> bool {
    let Some(&c) = queue.first() else {
        let mut supply = b.state.rebel_supply;
        let rebels = affected
            .iter()
            .copied()
            .filter(|&c| rebels_allowed(&b.state, c))
            .filter(|_| {
                let available = supply > 0;
                supply = supply.saturating_sub(1);
                available
            })
            .collect();
        b.emit(Event::FamineEnded { rebels });
        return true;
    };
    if famine_chooser(&b.state, c).is_some() {
        return false;
    }
    let Some(country) = b.state.country(c) else {
        return false;
    };
    let capacity = famine_capacity(&b.state, c);
    let mut left = country.partisans.clone();
    let mut removed = vec![0u8; left.len()];
    if let Some(leader) = partisan_leader(country) {
        // Only the leader's colour is here: the excess simply goes home.
        let excess = total_partisans(country).saturating_sub(capacity);
        if let Some(r) = removed.get_mut(leader.index()) {
            *r = excess;
        }
    } else {
        // No plurality: one of each colour at a time, "jusqu'à ce que la
        // capacité d'accueil du pays ne soit plus dépassée".
        while left.iter().sum::<u8>() > capacity {
            for (n, r) in left.iter_mut().zip(removed.iter_mut()) {
                if *n > 0 {
                    *n -= 1;
                    *r += 1;
                }
            }
        }
    }
    b.emit(Event::FamineLosses {
        country: c,
        removed,
    });
    true
}

/// 6.1.2, one automatic step of the set-up rounds: a full zone emptied, a
/// forest placed, a card and a partisan drawn, the next round, or the end
/// of the set-up (deck reshuffled, 6.1.3 rebellions, first winter).
fn setup_step(b: &mut Builder, rng: &mut dyn GameRng) -> bool {
    if let Some(slot) = &b.state.pending_card {
        let region = slot.country.info().region;
        b.emit(Event::ZoneOverflowed { region });
        return true;
    }
    let Phase::SetupRounds {
        round,
        bag,
        chooser,
        ..
    } = b.state.phase.clone()
    else {
        return false;
    };
    if chooser.is_some() {
        return false;
    }
    let in_bag: u32 = bag.iter().map(|&n| u32::from(n)).sum();
    if in_bag == 0 {
        if round < SETUP_ROUNDS {
            b.emit(Event::SetupRoundBegan { round: round + 1 });
        } else {
            // "toutes les cartes Pays en jeu sont à nouveau mélangées"
            shuffle_deck(b, rng, false);
            b.emit(Event::SetupRebellion);
            b.emit(Event::SeasonBegan {
                year: b.state.year,
                season: crate::carolingi::state::Season::Winter,
                exchange_window: false,
            });
        }
        return true;
    }
    let card = match b.state.deck.last() {
        Some(Card::Country(c)) => Some(*c),
        _ => None,
    };
    if let Some(c) = card {
        if !b.state.region_has_forest(c.info().region) {
            b.emit(Event::ForestPlaced { country: c });
            return true;
        }
    }
    let mut pick = rng.random_range(0..in_bag);
    let mut drawn = crate::core::Seat(0);
    for (i, &n) in bag.iter().enumerate() {
        if pick < u32::from(n) {
            drawn = crate::core::Seat(i as u8);
            break;
        }
        pick -= u32::from(n);
    }
    b.emit(Event::SetupPartisanDrawn { card, seat: drawn });
    true
}
