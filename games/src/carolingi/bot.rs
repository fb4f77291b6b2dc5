//! What the computer players need to know of Carolingi. The map, the
//! courts, the cards in the zones and the tiles face up on the circle of
//! seasons are public; hidden are which of another player's tiles lie where
//! behind the action board (active, locked, placed, sacrificed), which of
//! them were unlocked this season, which tiles of theirs are in the bag, the
//! exchange choices not revealed yet, and the order of the Archivium deck
//! (its contents are public: every card that left it was seen).
//!
//! A seat knows of another player's hidden tiles only how many lie in each
//! place. The knowledge deals them out in tile order (locked ones among the
//! dotted tiles, sacrificed ones among the action tiles); a sample deals them
//! out in a random order, under the same rules. Tiles drawn from the bag this
//! season were seen by all and stay where they are.
//!
//! Simplification: a failed Declare peace goes back among the locked tiles
//! in the open; the knowledge forgets which locked tile it is (less than
//! the seat knows, never more).

use super::board::{famine_capacity, total_partisans};
use super::rules::legal::legal_actions;
use super::rules::progress::initial_progress;
use super::scoring::peace_reached;
use super::scoring::{
    score_sheet, ScoreSheet, DEVELOPMENT_MARKERS_NEEDED, EXPANSION_COUNTRIES, PARTISANS_NEEDED,
};
use super::state::{BagItem, Card, ExchangeChoice, Phase, Player, State};
use super::tiles::{TileId, TileKind, TileSpot};
use super::{Action, Carolingi, Event};
use crate::bot::reward::margin;
use crate::bot::BotGame;
use crate::core::{shuffle, Game, GameRng, Seat};
use rand::Rng;

/// Where another player's hidden tiles lie: the tiles, and how many of them
/// lie in each hidden place (the rest are active).
struct HiddenTiles {
    tiles: Vec<TileId>,
    /// Tiles placed this season and drawn since, in tile order.
    drawn: Vec<TileId>,
    locked: usize,
    unlocked_this_season: usize,
    sacrificed: usize,
    placed: usize,
}

/// Whether `tile` of this player was placed this season and drawn from the
/// bag since: everyone saw it come out, so where it lies now is public.
fn drawn_this_season(player: &Player, tile: TileId) -> bool {
    player.placed.contains(&tile) && player.spot(tile) != Some(TileSpot::Placed)
}

fn hidden_tiles(player: &Player) -> HiddenTiles {
    let tiles: Vec<TileId> = TileId::all()
        .filter(|&tile| {
            matches!(
                player.spot(tile),
                Some(TileSpot::Active | TileSpot::Locked | TileSpot::Placed | TileSpot::Exchanged)
            ) && !drawn_this_season(player, tile)
        })
        .collect();
    let count = |spot| {
        tiles
            .iter()
            .filter(|&&tile| player.spot(tile) == Some(spot))
            .count()
    };
    let mut drawn: Vec<TileId> = player
        .placed
        .iter()
        .copied()
        .filter(|&tile| drawn_this_season(player, tile))
        .collect();
    drawn.sort_unstable();
    HiddenTiles {
        drawn,
        locked: count(TileSpot::Locked),
        sacrificed: count(TileSpot::Exchanged),
        placed: count(TileSpot::Placed),
        unlocked_this_season: player.unlocked_this_season.len(),
        tiles,
    }
}

/// Deals the hidden tiles out to their places in the order of `order` (a
/// permutation of `hidden.tiles`), each place taking the first tiles that
/// may lie there: locked and unlocked ones are dotted, a sacrificed tile is
/// an action tile. Returns the tiles placed, in `order`.
fn deal_tiles(player: &mut Player, hidden: &HiddenTiles, order: &[TileId]) -> Vec<TileId> {
    let mut left: Vec<TileId> = order.to_vec();
    let mut take = |count: usize, fits: &dyn Fn(TileId) -> bool| -> Vec<TileId> {
        let mut taken = Vec::new();
        left.retain(|&tile| {
            if taken.len() < count && fits(tile) {
                taken.push(tile);
                false
            } else {
                true
            }
        });
        taken
    };
    let locked = take(hidden.locked, &TileId::dotted);
    let unlocked = take(hidden.unlocked_this_season, &TileId::dotted);
    let sacrificed = take(hidden.sacrificed, &|tile: TileId| !tile.is_inaction());
    let placed = take(hidden.placed, &|_| true);
    let spots = [
        (&locked, TileSpot::Locked),
        (&unlocked, TileSpot::Active),
        (&sacrificed, TileSpot::Exchanged),
        (&placed, TileSpot::Placed),
        (&left, TileSpot::Active),
    ];
    for (tiles, spot) in spots {
        for tile in tiles {
            if let Some(at) = player.tiles.get_mut(tile.index()) {
                *at = spot;
            }
        }
    }
    player.unlocked_this_season = unlocked;
    // The order tiles were placed in is hidden too: those drawn since first.
    player.placed = hidden.drawn.iter().chain(&placed).copied().collect();
    placed
}

/// Gives this seat's items in the bag (and beside it during a contest of
/// declarations) the tiles now dealt to the bag, in order.
fn refill_bag_items(items: &mut [BagItem], seat: Seat, placed: &mut impl Iterator<Item = TileId>) {
    for item in items {
        if let BagItem::Tile { seat: owner, tile } = item {
            if *owner == seat {
                if let Some(dealt) = placed.next() {
                    *tile = dealt;
                }
            }
        }
    }
}

fn bag_key(item: &BagItem) -> (u8, u8, u8) {
    match *item {
        BagItem::Event => (0, 0, 0),
        BagItem::Tile { seat, tile } => (1, seat.0, tile.0),
    }
}

fn card_key(card: &Card) -> (u8, u8) {
    match *card {
        Card::Country(country) => (0, country.0),
        Card::Famine => (1, 0),
        Card::Anarchy => (2, 0),
        Card::Rebellion => (3, 0),
    }
}

/// An exchange choice another player may have made, drawn at random: one
/// time in two they kept their tiles, else any swap open to them.
fn sample_exchange(player: &Player, rng: &mut dyn GameRng) -> ExchangeChoice {
    let gives: Vec<TileId> = player
        .tiles_at(TileSpot::Active)
        .filter(|tile| !tile.is_inaction())
        .collect();
    let takes: Vec<TileId> = player.tiles_at(TileSpot::Used).collect();
    if gives.is_empty() || takes.is_empty() || rng.random_bool(0.5) {
        return ExchangeChoice::Keep;
    }
    ExchangeChoice::Swap {
        give: gives[rng.random_range(0..gives.len())],
        take: takes[rng.random_range(0..takes.len())],
    }
}

/// Deals every part hidden from `seat` anew: `arrange` orders each pool of
/// hidden tiles and the deck, `choose_exchange` fills another player's
/// unrevealed exchange choice.
fn redeal(
    state: &mut State,
    seat: Seat,
    arrange_tiles: &mut dyn FnMut(&mut Vec<TileId>),
    arrange_deck: &mut dyn FnMut(&mut Vec<Card>),
    choose_exchange: &mut dyn FnMut(&Player) -> ExchangeChoice,
) {
    let mut set_aside = state
        .peace
        .as_mut()
        .map(|peace| std::mem::take(&mut peace.set_aside))
        .unwrap_or_default();
    for other in state.seat_list().filter(|&other| other != seat) {
        let Some(player) = state.players.get_mut(other.index()) else {
            continue;
        };
        let hidden = hidden_tiles(player);
        let mut order = hidden.tiles.clone();
        arrange_tiles(&mut order);
        let placed = deal_tiles(player, &hidden, &order);
        let mut dealt = placed.into_iter();
        refill_bag_items(&mut state.bag, other, &mut dealt);
        refill_bag_items(&mut set_aside, other, &mut dealt);
    }
    if let Phase::Exchange { choices, .. } = &mut state.phase {
        for (index, choice) in choices.iter_mut().enumerate() {
            if index != seat.index() && choice.is_some() {
                if let Some(player) = state.players.get(index) {
                    *choice = Some(choose_exchange(player));
                }
            }
        }
    }
    // Tiles come out of the bag at random, whatever its order.
    state.bag.sort_by_key(bag_key);
    set_aside.sort_by_key(bag_key);
    if let Some(peace) = state.peace.as_mut() {
        peace.set_aside = set_aside;
        // The table as it was before an extra action, should it be undone.
        if let Some(before) = peace.before_extra.as_mut() {
            redeal(before, seat, arrange_tiles, arrange_deck, choose_exchange);
        }
    }
    arrange_deck(&mut state.deck);
}

impl BotGame for Carolingi {
    fn knowledge(state: &State, seat: Seat) -> State {
        let mut known = state.clone();
        redeal(
            &mut known,
            seat,
            &mut |tiles| tiles.sort_unstable(),
            &mut |deck| deck.sort_by_key(card_key),
            &mut |_| ExchangeChoice::Keep,
        );
        known
    }

    fn determinize(knowledge: &State, seat: Seat, rng: &mut dyn GameRng) -> State {
        let mut state = knowledge.clone();
        // One generator serves all three, one after the other.
        let rng = std::cell::RefCell::new(rng);
        redeal(
            &mut state,
            seat,
            &mut |tiles| shuffle(&mut **rng.borrow_mut(), tiles),
            &mut |deck| shuffle(&mut **rng.borrow_mut(), deck),
            &mut |player| sample_exchange(player, &mut **rng.borrow_mut()),
        );
        state
    }

    fn seat_count(state: &State) -> u8 {
        state.seats
    }

    /// Points, plus part of a point for the way to each condition not met
    /// yet, plus the tie-breakers (partisans on the board, then countries),
    /// plus the court: missi and leudes are partisans to come.
    fn estimate(state: &State) -> Vec<f64> {
        state
            .seat_list()
            .map(|seat| {
                if let Some(result) = &state.result {
                    if let Some(sheet) = result.sheets.get(seat.index()) {
                        return f64::from(sheet.points) + tie_breakers(sheet);
                    }
                }
                let sheet = score_sheet(state, seat);
                let towards = |met: bool, have: f64, need: f64| {
                    if met {
                        0.0
                    } else {
                        WAY_WORTH * (have / need).min(1.0)
                    }
                };
                f64::from(sheet.points)
                    + towards(
                        sheet.expansion,
                        f64::from(sheet.controlled),
                        EXPANSION_COUNTRIES as f64,
                    )
                    + towards(
                        sheet.development,
                        f64::from(sheet.development_markers),
                        f64::from(DEVELOPMENT_MARKERS_NEEDED),
                    )
                    + towards(
                        sheet.many_partisans,
                        f64::from(sheet.partisans_on_board),
                        f64::from(PARTISANS_NEEDED),
                    )
                    + tie_breakers(&sheet)
                    + state.player(seat).map_or(0.0, court_worth)
                    - PARTISAN_WORTH * FAMINE_RISK * over_capacity(state, seat)
            })
            .collect()
    }

    fn score_scale() -> f64 {
        1.5
    }

    /// About two seasons.
    fn playout_horizon() -> usize {
        60
    }

    /// Placing a tile changes nothing until it is drawn, so a tile is worth
    /// what carrying it out now would bring (see [`tile_value`]); Declare
    /// peace only when it would win, its inaction partner with it, no other
    /// inaction tile while an action tile is left. An exchange is worth the
    /// tile taken back less the tile given.
    fn easy_bonus(state: &State, seat: Seat, action: &Action, rng: &mut dyn GameRng) -> f64 {
        match *action {
            Action::PlaceTile { tile } => placement_value(state, seat, tile, rng),
            Action::ExchangeTile { give, take } => {
                tile_value(state, seat, take, rng) - tile_value(state, seat, give, rng)
            }
            // Rather something useful than nothing, when both look alike.
            Action::EndAction => -0.001,
            _ => 0.0,
        }
    }
}

/// What placing `tile` is worth to the easy level.
fn placement_value(state: &State, seat: Seat, tile: TileId, rng: &mut dyn GameRng) -> f64 {
    let Some(player) = state.player(seat) else {
        return 0.0;
    };
    match tile.kind() {
        Some(TileKind::DeclarePeace) => {
            if peace_reached(state, &score_sheet(state, seat)) {
                PEACE_WORTH
            } else {
                -PEACE_WORTH
            }
        }
        Some(TileKind::Inaction) => {
            let declaring = player
                .placed
                .iter()
                .any(|t| t.kind() == Some(TileKind::DeclarePeace));
            if declaring {
                PEACE_WORTH
            } else {
                -INACTION_COST
            }
        }
        Some(_) => tile_value(state, seat, tile, rng),
        None => 0.0,
    }
}

/// Worth of a sure win by Declare peace, and what it costs to declare in vain.
const PEACE_WORTH: f64 = 2.0;
/// An inaction tile placed for nothing loses a turn.
const INACTION_COST: f64 = 0.3;
/// Steps of one action the easy level looks through.
const TILE_STEPS: usize = 6;

/// What carrying out `tile` now would bring `seat`: its action's steps
/// taken greedily (each the step the estimate likes best, while one
/// improves it), as a gain in estimated margin.
fn tile_value(state: &State, seat: Seat, tile: TileId, rng: &mut dyn GameRng) -> f64 {
    let mut carrying = state.clone();
    carrying.phase = Phase::Action {
        seat,
        tile,
        started: false,
        progress: initial_progress(state, seat, tile),
    };
    let start = margin::<Carolingi>(&carrying, seat);
    let mut now = start;
    for _ in 0..TILE_STEPS {
        let mut best: Option<(f64, State)> = None;
        for step in legal_actions(&carrying, seat) {
            if step == Action::EndAction {
                continue;
            }
            let Some(after) = step_within_action(&carrying, seat, &step, rng) else {
                continue;
            };
            let value = margin::<Carolingi>(&after, seat);
            if best.as_ref().is_none_or(|(best, _)| value > *best) {
                best = Some((value, after));
            }
        }
        match best {
            Some((value, after)) if value > now + 1e-9 => {
                now = value;
                carrying = after;
            }
            _ => break,
        }
        if !matches!(carrying.phase, Phase::Action { .. }) {
            break;
        }
    }
    now - start
}

/// The table after one step of an action, up to the action's end (what
/// the game does next, drawing on from the bag, is no part of the step).
fn step_within_action(
    state: &State,
    seat: Seat,
    step: &Action,
    rng: &mut dyn GameRng,
) -> Option<State> {
    let events = Carolingi::decide(state, seat, step, rng).ok()?;
    let mut after = state.clone();
    for event in &events {
        if matches!(event, Event::ActionEnded { .. }) {
            break;
        }
        Carolingi::apply(&mut after, event);
    }
    Some(after)
}

/// How much of a point the way to an unmet condition is worth at most.
const WAY_WORTH: f64 = 0.4;

/// What a missus and a leude at court are worth, in partisans on the board
/// (a missus becomes one in a single step, a leude in two).
const MISSUS_WORTH: f64 = 0.6;
const LEUDE_WORTH: f64 = 0.25;
/// A partisan's share of the way to twelve, plus its tie-breaker.
const PARTISAN_WORTH: f64 = WAY_WORTH / PARTISANS_NEEDED as f64 + 0.01;

/// How much of the partisans over a country's famine capacity the estimate
/// writes off: all of them (a famine card comes every year, and arena runs
/// found no better share).
const FAMINE_RISK: f64 = 1.0;

/// The seat's share of the partisans beyond each country's famine capacity.
fn over_capacity(state: &State, seat: Seat) -> f64 {
    state
        .countries_in_play()
        .filter_map(|country| {
            let here = state.country(country)?;
            let total = f64::from(total_partisans(here));
            let own = f64::from(state.partisans_in(country, seat));
            let excess = total - f64::from(famine_capacity(state, country));
            (excess > 0.0 && own > 0.0).then(|| excess * own / total)
        })
        .sum()
}

fn court_worth(player: &Player) -> f64 {
    PARTISAN_WORTH
        * (MISSUS_WORTH * f64::from(player.missi) + LEUDE_WORTH * f64::from(player.leudes))
}

/// The end's tie-breakers, each worth less than anything above it.
fn tie_breakers(sheet: &ScoreSheet) -> f64 {
    0.01 * f64::from(sheet.partisans_on_board) + 0.002 * f64::from(sheet.controlled)
}
