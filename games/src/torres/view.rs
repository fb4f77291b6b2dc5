//! What a viewer may see: the whole board and scores; hands only of one's own
//! seat; decks only as sizes; cards looked at only by the buyer.

use super::board::Layout;
use super::events::Event;
use super::state::{Card, LastMove, MeisterCard, Phase, Square, State};
use crate::core::{Seat, Viewer};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CastleView {
    pub squares: Vec<Square>,
    pub area: usize,
    pub height: u8,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnView {
    pub seat: Seat,
    pub action_points: u8,
    pub cards_bought: u8,
    pub card_played: bool,
    pub active_stack: Option<u8>,
    pub lifted_from: Option<Square>,
    /// How many cards the player is looking at (the cards: `my_drawn`).
    pub looking_at: usize,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub heights: Vec<u8>,
    pub castles: Vec<CastleView>,
    pub knights: Vec<Vec<Square>>,
    pub king: Option<Square>,
    pub supply: u8,
    pub stacks: Vec<Vec<u8>>,
    pub carried: Vec<u8>,
    pub scores: Vec<u32>,
    pub hand_sizes: Vec<usize>,
    pub fresh_sizes: Vec<usize>,
    pub deck_sizes: Vec<usize>,
    /// Each seat's hand, `None` unless the viewer may see it.
    pub hands: Vec<Option<Vec<Card>>>,
    pub fresh: Vec<Option<Vec<Card>>>,
    /// Cards the player on turn is looking at, for that player only.
    pub my_drawn: Option<Vec<Card>>,
    pub meister: Option<MeisterCard>,
    pub year: u8,
    pub round: u8,
    pub order: Vec<Seat>,
    pub turn: Option<TurnView>,
    pub phase: Phase,
    /// The latest change on the board (nothing hidden: squares and a card
    /// played face up).
    pub last_move: LastMove,
}

fn private<T: Clone>(items: &[T], viewer: Viewer) -> Vec<Option<T>> {
    items
        .iter()
        .enumerate()
        .map(|(i, item)| viewer.sees_private_of(Seat(i as u8)).then(|| item.clone()))
        .collect()
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let layout = Layout::of(state);
    let on_turn = state.on_turn();
    View {
        heights: state.heights.clone(),
        castles: layout
            .castles
            .iter()
            .map(|squares| CastleView {
                squares: squares.clone(),
                area: squares.len(),
                height: squares.iter().map(|&s| layout.height(s)).max().unwrap_or(0),
            })
            .collect(),
        knights: state.knights.clone(),
        king: state.king,
        supply: state.supply,
        stacks: state.stacks.clone(),
        carried: state.carried.clone(),
        scores: state.scores.clone(),
        hand_sizes: state.hands.iter().map(Vec::len).collect(),
        fresh_sizes: state.fresh.iter().map(Vec::len).collect(),
        deck_sizes: state.decks.iter().map(Vec::len).collect(),
        hands: private(&state.hands, viewer),
        fresh: private(&state.fresh, viewer),
        my_drawn: on_turn
            .filter(|&seat| viewer.sees_private_of(seat) && !state.turn.drawn.is_empty())
            .map(|_| state.turn.drawn.clone()),
        meister: state.meister,
        year: state.year,
        round: state.round,
        order: state.order.clone(),
        turn: on_turn.map(|seat| TurnView {
            seat,
            action_points: state.turn.action_points,
            cards_bought: state.turn.cards_bought,
            card_played: state.turn.card_played,
            active_stack: state.turn.active_stack,
            lifted_from: state.turn.lifted_from,
            looking_at: state.turn.drawn.len(),
        }),
        phase: state.phase.clone(),
        last_move: state.last_move.clone(),
    }
}

pub fn redact_event(event: &Event, viewer: Viewer) -> Event {
    match event {
        // Nobody knows the order of a shuffled deck, not even its owner.
        Event::Prepared {
            castles,
            decks,
            meister,
            hands,
            first,
        } => Event::Prepared {
            castles: castles.clone(),
            decks: decks
                .iter()
                .map(|deck| deck.clone().filter(|_| viewer == Viewer::Everything))
                .collect(),
            meister: *meister,
            hands: hands.clone(),
            first: *first,
        },
        Event::CardsDrawn { seat, count, cards } => Event::CardsDrawn {
            seat: *seat,
            count: *count,
            cards: cards.clone().filter(|_| viewer.sees_private_of(*seat)),
        },
        Event::CardKept {
            seat,
            card,
            on_top,
            on_bottom,
            top_count,
            bottom_count,
        } => {
            let sees = viewer.sees_private_of(*seat);
            Event::CardKept {
                seat: *seat,
                card: card.filter(|_| sees),
                on_top: on_top.clone().filter(|_| sees),
                on_bottom: on_bottom.clone().filter(|_| sees),
                top_count: *top_count,
                bottom_count: *bottom_count,
            }
        }
        other => other.clone(),
    }
}
