//! What happened, and how it changes the table. `apply` never fails and never
//! draws randomness: random outcomes (the homelands, the deck order, which
//! tile comes out of the bag) are carried by the events themselves.

use super::board::{
    add_partisans, add_rebel_from_supply, card_to_zone, discard_country_card,
    empty_card_onto_board, famine_capacity, partisan_to_leudes, progress_mut, total_partisans,
    with_player,
};
use super::map::{CountryId, RegionId};
use super::rules::progress::initial_progress;
use super::scoring::ScoreSheet;
use super::state::{
    BagItem, Card, CardSlot, ExchangeChoice, GameResult, InfluenceMode, Peace, Phase, Progress,
    Season, SetupChoice, State,
};
use super::tiles::{TileId, TileKind, TileSpot};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Set-up: the palaces drawn from the bag, each seat's homeland.
    HomelandsDrawn {
        homelands: Vec<CountryId>,
    },
    /// The Archivium deck (re)built; `cards` (top card last) is hidden from
    /// everyone but the server.
    DeckShuffled {
        cards: Option<Vec<Card>>,
        size: u8,
        famine_added: bool,
    },
    SeasonBegan {
        year: u16,
        season: Season,
        exchange_window: bool,
    },
    /// `choice` is hidden from the others until every choice is in.
    ExchangeChosen {
        seat: Seat,
        choice: Option<ExchangeChoice>,
    },
    /// The tiles taken back, by seat (the sacrificed ones stay hidden).
    ExchangesRevealed {
        taken: Vec<Option<TileId>>,
    },
    /// `tile` is hidden from the others.
    TilePlaced {
        seat: Seat,
        tile: Option<TileId>,
    },
    BagFilled {
        tiles: u8,
    },
    TileDrawn {
        item: BagItem,
    },
    ActionEnded {
        seat: Seat,
        tile: TileId,
        carried_out: bool,
    },
    MissusSentHome {
        seat: Seat,
    },
    MissusSentToCard {
        seat: Seat,
        country: CountryId,
    },
    CardTransferred {
        seat: Seat,
        country: CountryId,
    },
    /// `tile` is hidden from the others ("n'a pas besoin d'indiquer").
    TileUnlocked {
        seat: Seat,
        tile: Option<TileId>,
    },
    DevelopmentPlaced {
        seat: Seat,
        country: CountryId,
    },
    LeudePromoted {
        seat: Seat,
    },
    NobleCalled {
        seat: Seat,
    },
    NoblePromoted {
        seat: Seat,
    },
    PartisanMoved {
        seat: Seat,
        from: CountryId,
        to: CountryId,
        new_group: bool,
    },
    /// Partisans lost per seat and rebel bands destroyed.
    BattleFought {
        seat: Seat,
        country: CountryId,
        losses: Vec<u8>,
        rebels: u8,
    },
    TrophyClaimed {
        seat: Seat,
    },
    RebelPacified {
        seat: Seat,
        country: CountryId,
    },
    ExtraTilePlayed {
        seat: Seat,
        tile: TileId,
    },
    ExtraTileSkipped {
        seat: Seat,
    },
    CardDrawn {
        card: Card,
    },
    /// An event tile found the Archivium empty: nothing happens.
    DeckEmpty,
    /// 4.1 B: the drawn card's zone was full and is emptied onto the board.
    ZoneOverflowed {
        region: RegionId,
    },
    /// Famine losses decided by the rules (single colour, or a tie).
    FamineLosses {
        country: CountryId,
        removed: Vec<u8>,
    },
    /// Famine loss chosen by the plurality holder.
    FaminePartisanRemoved {
        country: CountryId,
        seat: Seat,
    },
    /// A band where partisans left (supply permitting, never a homeland).
    FamineEnded {
        rebels: Vec<CountryId>,
    },
    /// Rules version 2: the declaration had three conditions but no inaction
    /// partner: its extra action is undone entirely (the table is put back
    /// as it was when the extra tile was played, that tile active again).
    ExtraActionCancelled {
        seat: Seat,
    },
    DeclarationFailed {
        seat: Seat,
        points: u8,
    },
    BagRevealed {
        items: Vec<BagItem>,
    },
    /// Several declarations: the other tiles are set aside.
    PeaceContest,
    DeclarationsFailed {
        seats: Vec<Seat>,
    },
    PeaceDeclared {
        seat: Seat,
        sheets: Vec<ScoreSheet>,
    },
    /// Hartmut advances, the 831 event tile enters, used tiles return.
    YearEnded {
        year: u16,
    },
    PlenaryCourt {
        sheets: Vec<ScoreSheet>,
    },
    /// Bands above three on a country, set aside on the Archivium.
    RebelsToArchivium {
        moved: Vec<(CountryId, u8)>,
    },
    GameEnded {
        sheets: Vec<ScoreSheet>,
        winners: Vec<Seat>,
    },
    /// Hourglass: the seat places no more tiles this season.
    PlacementPassed {
        seat: Seat,
    },
    /// Develop c: the palace is built and the country becomes the homeland
    /// (markers back, three missi to court, others' partisans home, card out).
    HomelandClaimed {
        seat: Seat,
        country: CountryId,
    },
    /// One band driven out of a new homeland, into an adjacent country.
    RebelExpelled {
        seat: Seat,
        to: CountryId,
    },
    /// 6.1.1: each seat puts four partisans of a pile into the set-up bag.
    SetupRoundBegan {
        round: u8,
    },
    /// 6.1.2: the drawn card's region had no forest: its country becomes one.
    ForestPlaced {
        country: CountryId,
    },
    /// 6.1.2: a card (None: the Archivium is empty) and a partisan of `seat`
    /// drawn from the bag.
    SetupPartisanDrawn {
        card: Option<CountryId>,
        seat: Seat,
    },
    SetupPartisanPlaced {
        seat: Seat,
        choice: SetupChoice,
    },
    /// 6.1.3: a band more where there is one, then one where nobody is.
    SetupRebellion,
    /// 7: Anarchy and Rebellion join the deck before it is shuffled.
    ModuleCardsAdded,
    /// 7.1 / 7.2: the bands the drawn Anarchy or Rebellion card adds.
    RebelsRose {
        card: Card,
        countries: Vec<CountryId>,
    },
}

fn set_tile(state: &mut State, seat: Seat, tile: TileId, spot: TileSpot) {
    if let Some(t) = state
        .player_mut(seat)
        .and_then(|p| p.tiles.get_mut(tile.index()))
    {
        *t = spot;
    }
}

fn start_action(state: &mut State, seat: Seat, tile: TileId) {
    set_tile(state, seat, tile, TileSpot::Used);
    let progress = initial_progress(state, seat, tile);
    state.phase = Phase::Action {
        seat,
        tile,
        started: false,
        progress,
    };
}

pub fn apply(state: &mut State, event: &Event) {
    let mut last_move = std::mem::take(&mut state.last_move);
    last_move.follow(event, state);
    state.last_move = last_move;
    match stage_of(event) {
        Stage::Season => season(state, event),
        Stage::Action => action(state, event),
        Stage::CardsAndFamine => cards_and_famine(state, event),
        Stage::PeaceAndYearEnd => peace_and_year_end(state, event),
        Stage::Advanced => advanced(state, event),
    }
}

/// The part of the game an event belongs to, for `apply`: every event is
/// named here, so a new one has to be given its place.
enum Stage {
    Season,
    Action,
    CardsAndFamine,
    PeaceAndYearEnd,
    Advanced,
}

fn stage_of(event: &Event) -> Stage {
    match event {
        Event::HomelandsDrawn { .. }
        | Event::DeckShuffled { .. }
        | Event::SeasonBegan { .. }
        | Event::ExchangeChosen { .. }
        | Event::ExchangesRevealed { .. }
        | Event::TilePlaced { .. }
        | Event::BagFilled { .. }
        | Event::TileDrawn { .. } => Stage::Season,
        Event::ActionEnded { .. }
        | Event::ExtraTileSkipped { .. }
        | Event::ExtraTilePlayed { .. }
        | Event::ExtraActionCancelled { .. }
        | Event::MissusSentHome { .. }
        | Event::MissusSentToCard { .. }
        | Event::CardTransferred { .. }
        | Event::TileUnlocked { .. }
        | Event::DevelopmentPlaced { .. }
        | Event::LeudePromoted { .. }
        | Event::NobleCalled { .. }
        | Event::NoblePromoted { .. }
        | Event::PartisanMoved { .. }
        | Event::BattleFought { .. }
        | Event::TrophyClaimed { .. }
        | Event::RebelPacified { .. } => Stage::Action,
        Event::CardDrawn { .. }
        | Event::DeckEmpty
        | Event::ZoneOverflowed { .. }
        | Event::FamineLosses { .. }
        | Event::FaminePartisanRemoved { .. }
        | Event::FamineEnded { .. } => Stage::CardsAndFamine,
        Event::DeclarationFailed { .. }
        | Event::BagRevealed { .. }
        | Event::PeaceContest
        | Event::DeclarationsFailed { .. }
        | Event::PeaceDeclared { .. }
        | Event::YearEnded { .. }
        | Event::PlenaryCourt { .. }
        | Event::RebelsToArchivium { .. }
        | Event::GameEnded { .. } => Stage::PeaceAndYearEnd,
        Event::PlacementPassed { .. }
        | Event::HomelandClaimed { .. }
        | Event::RebelExpelled { .. }
        | Event::SetupRoundBegan { .. }
        | Event::ForestPlaced { .. }
        | Event::SetupPartisanDrawn { .. }
        | Event::SetupPartisanPlaced { .. }
        | Event::SetupRebellion
        | Event::ModuleCardsAdded
        | Event::RebelsRose { .. } => Stage::Advanced,
    }
}

/// The set-up of the game and of each season: homelands, the deck, the
/// exchanges, the tiles placed and the bag.
fn season(state: &mut State, event: &Event) {
    match event {
        Event::HomelandsDrawn { homelands } => {
            for (i, &h) in homelands.iter().enumerate() {
                let seat = Seat(i as u8);
                if let Some(slot) = state.homelands.get_mut(i) {
                    *slot = Some(h);
                }
                // "accompagné de ses cinq partisans restants"
                add_partisans(state, h, seat, 5);
            }
        }
        Event::DeckShuffled {
            cards,
            famine_added,
            ..
        } => {
            if let Some(cards) = cards {
                state.deck = cards.clone();
            }
            // Discarded country cards went into the new deck; in rules
            // version 1 a drawn famine (or module) card stays out of the
            // game, in version 2 it went back too (RULES.md, reading 16).
            if state.corrected_rules() {
                state.discard.clear();
            } else {
                state.discard.retain(|c| !matches!(c, Card::Country(_)));
            }
            if *famine_added {
                state.famine_waiting = state.famine_waiting.saturating_sub(1);
            }
        }
        Event::SeasonBegan {
            year,
            season,
            exchange_window,
        } => {
            state.year = *year;
            state.season = *season;
            for p in &mut state.players {
                p.placed.clear();
                p.unlocked_this_season.clear();
                p.placement_done = false;
            }
            state.phase = if *exchange_window {
                let eligible: Vec<bool> = state
                    .seat_list()
                    .map(|s| super::rules::legal::may_exchange(state, s))
                    .collect();
                Phase::Exchange {
                    choices: vec![None; eligible.len()],
                    eligible,
                }
            } else {
                Phase::Placing
            };
        }
        Event::ExchangeChosen { seat, choice } => {
            if let Phase::Exchange { choices, .. } = &mut state.phase {
                if let Some(slot) = choices.get_mut(seat.index()) {
                    *slot = Some(choice.unwrap_or(ExchangeChoice::Keep));
                }
            }
        }
        Event::ExchangesRevealed { .. } => {
            if let Phase::Exchange { choices, .. } = state.phase.clone() {
                for (i, choice) in choices.iter().enumerate() {
                    if let Some(ExchangeChoice::Swap { give, take }) = choice {
                        let seat = Seat(i as u8);
                        set_tile(state, seat, *give, TileSpot::Exchanged);
                        set_tile(state, seat, *take, TileSpot::Active);
                        with_player(state, seat, |p| p.exchange_used = true);
                    }
                }
            }
            state.phase = Phase::Placing;
        }
        Event::TilePlaced {
            seat,
            tile: Some(tile),
        } => {
            set_tile(state, *seat, *tile, TileSpot::Placed);
            with_player(state, *seat, |p| p.placed.push(*tile));
        }
        Event::BagFilled { .. } => {
            let mut bag = Vec::new();
            for (i, p) in state.players.iter().enumerate() {
                for &tile in &p.placed {
                    bag.push(BagItem::Tile {
                        seat: Seat(i as u8),
                        tile,
                    });
                }
            }
            for _ in 0..state.event_tiles_on_scriptorium {
                bag.push(BagItem::Event);
            }
            state.event_tiles_on_scriptorium = 0;
            state.bag = bag;
            state.phase = Phase::Drawing;
        }
        Event::TileDrawn { item } => {
            if let Some(pos) = state.bag.iter().position(|b| b == item) {
                state.bag.remove(pos);
            }
            match *item {
                BagItem::Event => state.event_tiles_on_scriptorium += 1,
                BagItem::Tile { seat, tile } => match tile.kind() {
                    Some(TileKind::Inaction) | None => {
                        set_tile(state, seat, tile, TileSpot::Active)
                    }
                    Some(TileKind::DeclarePeace) => {
                        set_tile(state, seat, tile, TileSpot::Declaring);
                        match &mut state.peace {
                            Some(peace) => peace.declarers.push(seat),
                            None => {
                                state.peace = Some(Peace {
                                    contest: false,
                                    declarers: vec![seat],
                                    pending_check: Some(seat),
                                    set_aside: Vec::new(),
                                    before_extra: None,
                                })
                            }
                        }
                        state.phase = Phase::PeaceExtra { seat };
                    }
                    Some(_) => start_action(state, seat, tile),
                },
            }
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// An action tile at work: missi, cards, developments, partisans, battles,
/// trophies, rebels.
fn action(state: &mut State, event: &Event) {
    match event {
        Event::ActionEnded { .. } | Event::ExtraTileSkipped { .. } => state.phase = Phase::Drawing,
        Event::ExtraTilePlayed { seat, tile } => {
            // Version 2 keeps the table as it stands, should the check find
            // no inaction partner and cancel the extra action.
            let to_check = state
                .peace
                .as_ref()
                .is_some_and(|p| p.pending_check == Some(*seat));
            if state.corrected_rules() && to_check {
                let mut before = state.clone();
                before.peace = None;
                if let Some(peace) = &mut state.peace {
                    peace.before_extra = Some(Box::new(before));
                }
            }
            start_action(state, *seat, *tile)
        }
        Event::ExtraActionCancelled { .. } => {
            let before = state.peace.as_mut().and_then(|p| p.before_extra.take());
            if let Some(before) = before {
                // Everything the extra action did is undone; the resolution
                // itself (phase, declaration under way) goes on.
                let peace = state.peace.take();
                let phase = std::mem::replace(&mut state.phase, Phase::Drawing);
                *state = *before;
                state.peace = peace;
                state.phase = phase;
            }
        }
        Event::MissusSentHome { seat } => {
            if let Some(home) = state.homeland_of(*seat) {
                add_partisans(state, home, *seat, 1);
            }
            with_player(state, *seat, |p| p.missi = p.missi.saturating_sub(1));
            if let Some(Progress::Influence { mode, sent }) = progress_mut(state) {
                *mode = Some(InfluenceMode::Homeland);
                *sent += 1;
            }
        }
        Event::MissusSentToCard { seat, country } => {
            let region = country.info().region;
            if let Some(slot) = state
                .zones
                .get_mut(region.index())
                .and_then(|z| z.iter_mut().find(|s| s.country == *country))
            {
                if let Some(p) = slot.partisans.get_mut(seat.index()) {
                    *p += 1;
                }
            }
            with_player(state, *seat, |p| p.missi = p.missi.saturating_sub(1));
            if let Some(Progress::Influence { mode, sent }) = progress_mut(state) {
                *mode = Some(InfluenceMode::Cards);
                *sent += 1;
            }
        }
        Event::CardTransferred { country, .. } => {
            let region = country.info().region;
            let slot = state.zones.get_mut(region.index()).and_then(|z| {
                z.iter()
                    .position(|s| s.country == *country)
                    .map(|i| z.remove(i))
            });
            if let Some(slot) = slot {
                empty_card_onto_board(state, &slot);
                discard_country_card(state, *country);
            }
            if let Some(Progress::Influence { mode, .. }) = progress_mut(state) {
                *mode = Some(InfluenceMode::Transfer);
            }
        }
        Event::TileUnlocked { seat, tile } => {
            if let Some(tile) = tile {
                set_tile(state, *seat, *tile, TileSpot::Active);
                with_player(state, *seat, |p| p.unlocked_this_season.push(*tile));
            }
            with_player(state, *seat, |p| {
                let paid = p.missi.min(super::state::UNLOCK_COST);
                p.missi -= paid;
                p.leudes += paid;
            });
            progress_mut(state);
        }
        Event::DevelopmentPlaced { seat, country } => {
            if let Some(c) = state.country_mut(*country) {
                c.development += 1;
            }
            state.development_supply = state.development_supply.saturating_sub(1);
            with_player(state, *seat, |p| {
                if p.missi > 0 {
                    p.missi -= 1;
                    p.leudes += 1;
                }
            });
            if let Some(Progress::Develop { placed }) = progress_mut(state) {
                *placed += 1;
            }
        }
        Event::LeudePromoted { seat } => {
            with_player(state, *seat, |p| {
                p.leudes = p.leudes.saturating_sub(1);
                p.missi += 1;
            });
            spend_taxes(state, 1);
        }
        Event::NobleCalled { seat } => {
            with_player(state, *seat, |p| {
                p.nobiles = p.nobiles.saturating_sub(1);
                p.leudes += 1;
            });
            spend_taxes(state, 1);
        }
        Event::NoblePromoted { seat } => {
            with_player(state, *seat, |p| {
                p.nobiles = p.nobiles.saturating_sub(1);
                p.missi += 1;
            });
            spend_taxes(state, 2);
        }
        Event::PartisanMoved {
            seat,
            from,
            to,
            new_group,
        } => {
            add_partisans(state, *from, *seat, -1);
            add_partisans(state, *to, *seat, 1);
            if *new_group {
                with_player(state, *seat, |p| {
                    if p.missi > 0 {
                        p.missi -= 1;
                        p.leudes += 1;
                    }
                });
            }
            if let Some(Progress::MoveTroops {
                groups, arrived, ..
            }) = progress_mut(state)
            {
                if !groups.contains(&(*from, *to)) {
                    groups.push((*from, *to));
                }
                if let Some(a) = arrived.get_mut(to.index()) {
                    *a += 1;
                }
            }
        }
        Event::BattleFought {
            country,
            losses,
            rebels,
            ..
        } => {
            for (i, &lost) in losses.iter().enumerate() {
                add_partisans(state, *country, Seat(i as u8), -i16::from(lost));
                partisan_to_leudes(state, Seat(i as u8), lost);
            }
            if let Some(c) = state.country_mut(*country) {
                let gone = c.rebels.min(*rebels);
                c.rebels -= gone;
                state.rebel_supply += gone;
            }
            if let Some(Progress::Fight { fought, .. }) = progress_mut(state) {
                *fought = true;
            }
        }
        Event::TrophyClaimed { seat } => {
            with_player(state, *seat, |p| {
                if p.leudes > 0 {
                    p.leudes -= 1;
                    p.trophies += 1;
                }
            });
            if let Some(Progress::Fight { trophy, .. }) = progress_mut(state) {
                *trophy = true;
            }
        }
        Event::RebelPacified { seat, country } => {
            if let Some(c) = state.country_mut(*country) {
                if c.rebels > 0 {
                    c.rebels -= 1;
                    state.rebel_supply += 1;
                }
            }
            add_partisans(state, *country, *seat, 1);
            with_player(state, *seat, |p| p.missi = p.missi.saturating_sub(1));
            if let Some(Progress::Pacify {
                country: chosen,
                count,
            }) = progress_mut(state)
            {
                *chosen = Some(*country);
                *count += 1;
            }
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// Country cards drawn and their zones, and famines.
fn cards_and_famine(state: &mut State, event: &Event) {
    match event {
        Event::CardDrawn { card } => {
            if let Some(pos) = state.deck.iter().rposition(|c| c == card) {
                state.deck.remove(pos);
            }
            match *card {
                Card::Famine => {
                    state.discard.push(Card::Famine);
                    let queue: Vec<CountryId> = state
                        .countries_in_play()
                        .filter(|&c| {
                            state.country(c).map(total_partisans).unwrap_or(0)
                                > famine_capacity(state, c)
                        })
                        .collect();
                    state.phase = Phase::Famine {
                        queue,
                        affected: Vec::new(),
                    };
                }
                Card::Country(c) => {
                    let mut slot = CardSlot {
                        country: c,
                        partisans: vec![0; usize::from(state.seats)],
                        rebels: 0,
                    };
                    if state.archivium_rebels > 0 {
                        state.archivium_rebels -= 1;
                        slot.rebels = 1;
                    }
                    card_to_zone(state, slot);
                }
                Card::Anarchy | Card::Rebellion => state.discard.push(*card),
            }
        }
        Event::DeckEmpty => {}
        Event::ZoneOverflowed { region } => overflow_zone(state, *region),
        Event::FamineLosses { country, removed } => {
            for (i, &n) in removed.iter().enumerate() {
                add_partisans(state, *country, Seat(i as u8), -i16::from(n));
                partisan_to_leudes(state, Seat(i as u8), n);
            }
            finish_famine_country(state, *country, removed.iter().any(|&n| n > 0));
        }
        Event::FaminePartisanRemoved { country, seat } => {
            add_partisans(state, *country, *seat, -1);
            partisan_to_leudes(state, *seat, 1);
            let fed = state.country(*country).map(total_partisans).unwrap_or(0)
                <= famine_capacity(state, *country);
            if fed {
                finish_famine_country(state, *country, true);
            }
        }
        Event::FamineEnded { rebels } => {
            for &c in rebels {
                add_rebel_from_supply(state, c);
            }
            state.phase = Phase::Drawing;
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// Declarations of peace, plenary courts and the end of a year or of the game.
fn peace_and_year_end(state: &mut State, event: &Event) {
    match event {
        Event::DeclarationFailed { seat, .. } => {
            return_declarations(state, &[*seat]);
            state.peace = None;
        }
        Event::BagRevealed { .. } => {
            if let Some(peace) = &mut state.peace {
                peace.pending_check = None;
            }
        }
        Event::PeaceContest => {
            // Version 2: only the Declare peace tiles placed with an inaction
            // tile are drawn in the contest; the others are set aside.
            let corrected = state.corrected_rules();
            let (declare, aside): (Vec<BagItem>, Vec<BagItem>) =
                state.bag.iter().partition(|item| {
                    if corrected {
                        is_valid_declaration(state, item)
                    } else {
                        is_declare_peace(item)
                    }
                });
            state.bag = declare;
            if let Some(peace) = &mut state.peace {
                peace.contest = true;
                peace.set_aside = aside;
            }
        }
        Event::DeclarationsFailed { seats } => {
            return_declarations(state, seats);
            if let Some(peace) = state.peace.take() {
                state.bag.extend(peace.set_aside);
            }
        }
        Event::PeaceDeclared { seat, sheets } => {
            state.result = Some(GameResult {
                winners: vec![*seat],
                sheets: sheets.clone(),
                peace_by: Some(*seat),
            });
            state.phase = Phase::Over;
        }
        Event::YearEnded { year } => {
            state.year = *year;
            if state.event_tile_on_annals {
                state.event_tile_on_annals = false;
                state.event_tiles_on_scriptorium += 1;
            }
            for p in &mut state.players {
                for spot in &mut p.tiles {
                    if matches!(spot, TileSpot::Used | TileSpot::Exchanged) {
                        *spot = TileSpot::Active;
                    }
                }
                p.exchange_used = false;
            }
        }
        Event::PlenaryCourt { sheets } => state.court = sheets.clone(),
        Event::RebelsToArchivium { moved } => {
            for &(c, n) in moved {
                if let Some(country) = state.country_mut(c) {
                    let n = n.min(country.rebels);
                    country.rebels -= n;
                    state.archivium_rebels += n;
                }
            }
        }
        Event::GameEnded { sheets, winners } => {
            state.result = Some(GameResult {
                winners: winners.clone(),
                sheets: sheets.clone(),
                peace_by: None,
            });
            state.phase = Phase::Over;
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// The advanced game and the module: homelands claimed, the set-up rounds,
/// rebels expelled or rising.
fn advanced(state: &mut State, event: &Event) {
    match event {
        Event::PlacementPassed { seat } => with_player(state, *seat, |p| p.placement_done = true),
        Event::HomelandClaimed { seat, country } => {
            super::advanced::claim_homeland(state, *seat, *country)
        }
        Event::RebelExpelled { to, .. } => {
            if let Some(Progress::ExpelRebels { left, .. }) = progress_mut(state) {
                if *left > 0 {
                    *left -= 1;
                    if let Some(c) = state.country_mut(*to) {
                        c.rebels += 1;
                    }
                }
            }
        }
        Event::SetupRoundBegan { round } => super::advanced::begin_setup_round(state, *round),
        Event::ForestPlaced { country } => {
            take_from_deck(state, Card::Country(*country));
            discard_country_card(state, *country);
            state.forests.get_or_insert_with(Vec::new).push(*country);
        }
        Event::SetupPartisanDrawn { card, seat } => {
            if let Some(c) = card {
                take_from_deck(state, Card::Country(*c));
            }
            if let Phase::SetupRounds {
                bag,
                card: drawn,
                chooser,
                ..
            } = &mut state.phase
            {
                if let Some(n) = bag.get_mut(seat.index()) {
                    *n = n.saturating_sub(1);
                }
                *drawn = *card;
                *chooser = Some(*seat);
            }
        }
        Event::SetupPartisanPlaced { seat, choice } => {
            super::advanced::place_setup_partisan(state, *seat, *choice)
        }
        Event::SetupRebellion => super::advanced::setup_rebellion(state),
        Event::ModuleCardsAdded => {
            state.module_cards_waiting = false;
            state.deck.push(Card::Anarchy);
            state.deck.push(Card::Rebellion);
        }
        Event::RebelsRose { countries, .. } => {
            for &c in countries {
                add_rebel_from_supply(state, c);
            }
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

fn take_from_deck(state: &mut State, card: Card) {
    if let Some(pos) = state.deck.iter().rposition(|c| *c == card) {
        state.deck.remove(pos);
    }
}

fn spend_taxes(state: &mut State, amount: u8) {
    if let Some(Progress::MakeMissi { taxes_left }) = progress_mut(state) {
        *taxes_left = taxes_left.saturating_sub(amount);
    }
}

pub fn is_declare_peace(item: &BagItem) -> bool {
    matches!(item, BagItem::Tile { tile, .. } if tile.kind() == Some(TileKind::DeclarePeace))
}

/// A Declare peace tile in the bag whose owner placed an inaction tile with
/// it (5.8: « les tuiles Déclarer la paix valides »).
pub fn is_valid_declaration(state: &State, item: &BagItem) -> bool {
    is_declare_peace(item)
        && matches!(item, BagItem::Tile { seat, .. } if state.declared_with_inaction(*seat))
}

/// Failed declarations: the tiles go back among the locked ones.
fn return_declarations(state: &mut State, seats: &[Seat]) {
    for &seat in seats {
        if let Some(p) = state.player_mut(seat) {
            for spot in &mut p.tiles {
                if *spot == TileSpot::Declaring {
                    *spot = TileSpot::Locked;
                }
            }
        }
    }
}

fn finish_famine_country(state: &mut State, country: CountryId, lost: bool) {
    if let Phase::Famine { queue, affected } = &mut state.phase {
        if queue.first() == Some(&country) {
            queue.remove(0);
        }
        if lost && !affected.contains(&country) {
            affected.push(country);
        }
    }
}

/// 4.1 B, steps 2 to 5.
fn overflow_zone(state: &mut State, region: RegionId) {
    let Some(drawn) = state.pending_card.take() else {
        return;
    };
    let cards = state
        .zones
        .get_mut(region.index())
        .map(std::mem::take)
        .unwrap_or_default();
    let mut cards = cards;
    // 2. "Une bande de rebelles est placée sur chaque carte Pays ... sur
    // laquelle aucun partisan n'a encore été placé".
    for slot in &mut cards {
        if slot.partisans.iter().all(|&n| n == 0) && state.rebel_supply > 0 {
            state.rebel_supply -= 1;
            slot.rebels += 1;
        }
    }
    // 3. Everything goes to the board; 4. the cards are discarded.
    for slot in &cards {
        empty_card_onto_board(state, slot);
        discard_country_card(state, slot.country);
    }
    // 5. The drawn card takes the emptied zone.
    if let Some(zone) = state.zones.get_mut(region.index()) {
        zone.push(drawn);
    }
}
