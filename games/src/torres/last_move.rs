//! The board's mark of the latest change, kept up to date from the events:
//! what the board and its words show as "the last move". Apart from the
//! state's types so that the state never needs to know the events.

use super::events::Event;
use super::state::Square;
use super::state::{BlockSource, Change, LastMove};
use crate::core::Seat;

impl LastMove {
    /// Follows one event. A played card starts a new mark, and the board
    /// change right after a card with an effect on the board (that effect,
    /// in the same decision) joins it; any other board change starts a new
    /// mark.
    pub fn follow(&mut self, event: &Event) {
        let (seat, squares, change): (Seat, Vec<Square>, Change) = match event {
            Event::CardPlayed { seat, card } => {
                *self = LastMove {
                    seat: Some(*seat),
                    squares: Vec::new(),
                    card: Some(*card),
                    change: None,
                };
                return;
            }
            Event::CastleFounded { seat, square } => (*seat, vec![*square], Change::CastleFounded),
            Event::FirstKnightPlaced { seat, square } => {
                (*seat, vec![*square], Change::FirstKnightPlaced)
            }
            Event::KingPlaced { seat, square } => (*seat, vec![*square], Change::KingPlaced),
            Event::KnightPlaced { seat, square } => (*seat, vec![*square], Change::KnightPlaced),
            Event::BlockPlaced {
                seat,
                square,
                source,
            } => (
                *seat,
                vec![*square],
                Change::BlockPlaced { source: *source },
            ),
            Event::BlockLifted { seat, square } => (*seat, vec![*square], Change::BlockLifted),
            Event::KnightMoved { seat, from, to, .. } => {
                (*seat, vec![*from, *to], Change::KnightMoved)
            }
            Event::KingMoved {
                seat,
                square: Some(square),
            } => (*seat, vec![*square], Change::KingMoved),
            _ => return,
        };
        let puts_down_the_lifted_block = matches!(
            event,
            Event::BlockPlaced {
                source: BlockSource::Lifted,
                ..
            }
        ) && self.seat == Some(seat)
            && self.change == Some(Change::BlockLifted);
        if puts_down_the_lifted_block {
            // Put back where it was lifted from, it is still one square.
            for square in squares {
                if !self.squares.contains(&square) {
                    self.squares.push(square);
                }
            }
            self.change = Some(Change::BlockMoved);
            return;
        }
        let effect_of_card = self.seat == Some(seat)
            && self.squares.is_empty()
            && self.card.is_some_and(|card| !card.gives_action_points());
        if !effect_of_card {
            *self = LastMove {
                seat: Some(seat),
                ..LastMove::default()
            };
        }
        self.squares.extend(squares);
        self.change = Some(change);
    }
}
