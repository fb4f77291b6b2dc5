//! What the computer players need to know of Torres. The board, stacks and
//! scores are public; hidden are the other hands and the cards bought this
//! turn, the order of every deck, and cards another player is looking at.
//!
//! What a seat may know of those cards is a *pool*: the cards whose place it
//! cannot see, and how many of them each hidden place holds. Played cards
//! are public (and leave the game), so a pool is the deck's cards less the
//! cards played and the seat's own cards in sight: with personal decks one
//! pool per other seat (its hand, fresh cards, deck, cards looked at) plus
//! the seat's own deck (order only); with the shared deck one pool for all
//! the others' cards and the deck. The knowledge deals each pool out sorted;
//! a sample deals it out shuffled.
//!
//! Simplification: a seat that bought cards knows where the ones it put
//! back lie in its deck; the knowledge forgets that (it is less than the
//! seat knows, never more).

use super::board::Layout;
use super::scoring::{castle_points, king_bonus, meister_points};
use super::state::{Card, Deck, Phase, State};
use super::Torres;
use crate::bot::BotGame;
use crate::core::{shuffle, GameRng, Seat};

/// Year-end scorings still to come, counting the current year's: knights
/// usually stay where they stand, so a castle share scores again.
fn scorings_left(state: &State) -> u32 {
    match state.phase {
        Phase::Over => 0,
        _ => 3 - u32::from(state.year.clamp(1, 3)) + 1,
    }
}

/// How much of the castle points in sight the estimate counts per scoring
/// to come: the board changes before the year ends.
const STANDING_WORTH: f64 = 0.7;

/// A hidden place of cards: which vector of the state holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Hand(usize),
    Fresh(usize),
    Deck(usize),
    Drawn,
}

fn cards_at(state: &mut State, place: Place) -> Option<&mut Vec<Card>> {
    match place {
        Place::Hand(seat) => state.hands.get_mut(seat),
        Place::Fresh(seat) => state.fresh.get_mut(seat),
        Place::Deck(index) => state.decks.get_mut(index),
        Place::Drawn => Some(&mut state.turn.drawn),
    }
}

/// The pools of places hidden from `seat`, each in a fixed order.
fn pools(state: &State, seat: Seat) -> Vec<Vec<Place>> {
    let others: Vec<usize> = (0..usize::from(state.seats))
        .filter(|&other| other != seat.index())
        .collect();
    // Cards another player looks at while buying are theirs to see only.
    let drawn_hidden = state.on_turn().is_some_and(|on_turn| on_turn != seat);
    let drawn_of = |owner: usize| {
        let looking = drawn_hidden && state.on_turn().map(Seat::index) == Some(owner);
        looking.then_some(Place::Drawn)
    };
    match state.options.deck {
        Deck::Personal => {
            let mut pools: Vec<Vec<Place>> = others
                .iter()
                .map(|&other| {
                    let mut pool = vec![Place::Hand(other), Place::Fresh(other)];
                    if other < state.decks.len() {
                        pool.push(Place::Deck(other));
                    }
                    pool.extend(drawn_of(other));
                    pool
                })
                .collect();
            if seat.index() < state.decks.len() {
                pools.push(vec![Place::Deck(seat.index())]);
            }
            pools
        }
        Deck::Shared => {
            let mut pool: Vec<Place> = others
                .iter()
                .flat_map(|&other| [Place::Hand(other), Place::Fresh(other)])
                .collect();
            if !state.decks.is_empty() {
                pool.push(Place::Deck(0));
            }
            if drawn_hidden {
                pool.push(Place::Drawn);
            }
            vec![pool]
        }
    }
}

/// Takes the cards out of a pool's places and deals `arrange`d cards back,
/// each place keeping its size.
fn redeal(state: &mut State, places: &[Place], arrange: &mut dyn FnMut(&mut Vec<Card>)) {
    let mut cards = Vec::new();
    let mut sizes = Vec::new();
    for &place in places {
        let held = cards_at(state, place)
            .map(std::mem::take)
            .unwrap_or_default();
        sizes.push(held.len());
        cards.extend(held);
    }
    arrange(&mut cards);
    let mut rest = cards.into_iter();
    for (&place, size) in places.iter().zip(sizes) {
        if let Some(held) = cards_at(state, place) {
            held.extend(rest.by_ref().take(size));
        }
    }
}

impl BotGame for Torres {
    fn knowledge(state: &State, seat: Seat) -> State {
        let mut known = state.clone();
        for pool in pools(state, seat) {
            redeal(&mut known, &pool, &mut |cards| cards.sort_unstable());
        }
        known
    }

    fn determinize(knowledge: &State, seat: Seat, rng: &mut dyn GameRng) -> State {
        let mut state = knowledge.clone();
        for pool in pools(knowledge, seat) {
            redeal(&mut state, &pool, &mut |cards| shuffle(rng, cards));
        }
        state
    }

    fn seat_count(state: &State) -> u8 {
        state.seats
    }

    /// The score, plus the castle points (and King's bonus, and Meister
    /// points) the board would give now, for each scoring to come.
    fn estimate(state: &State) -> Vec<f64> {
        let left = scorings_left(state);
        if left == 0 {
            return state.scores.iter().map(|&s| f64::from(s)).collect();
        }
        let layout = Layout::of(state);
        let year = state.year.clamp(1, 3);
        let meister = state
            .meister
            .map(|card| meister_points(card, &layout, state.seats, year));
        Seat::all(state.seats)
            .map(|seat| {
                let score = state.scores.get(seat.index()).copied().unwrap_or(0);
                let standing = castle_points(&layout, seat)
                    + king_bonus(&layout, state.king, seat, year)
                    + meister
                        .as_ref()
                        .and_then(|points| points.get(seat.index()).copied())
                        .unwrap_or(0);
                f64::from(score) + STANDING_WORTH * f64::from(standing) * f64::from(left)
            })
            .collect()
    }

    fn score_scale() -> f64 {
        25.0
    }

    /// No random steps at all: a turn is many small steps, each with dozens
    /// of options, most of them poor; random ones only blur what the
    /// estimate sees. The search judges positions by the estimate alone.
    fn playout_horizon() -> usize {
        0
    }

    /// Each step's options judged one step ahead first (see the trait).
    fn search_priors() -> bool {
        true
    }
}
