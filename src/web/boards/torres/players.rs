//! The players under the board, as `players.html` and `hand.html` draw
//! them: each player's row (colour, score, knights placed and in reserve,
//! stacks, cards) and the viewer's own hand.

use super::drawing::Drawing;
use super::pieces::{colour, colour_name};
use crate::support::i18n::{say, t_args, Lang};
use scriptorium_games::torres::card_message;

/// Knights per player (every edition): those not on the board are in reserve.
const KNIGHTS_PER_PLAYER: usize = 6;

/// A small drawing of a player's stacks: one column of blocks per stack.
pub struct Stacks {
    pub(super) width: i32,
    pub(super) height: i32,
    pub(super) label: String,
    pub(super) total: u32,
    pub(super) columns: Vec<StackColumn>,
}

pub struct StackColumn {
    pub(super) x: i32,
    pub(super) number: usize,
    pub(super) active: bool,
    /// The top of each block, bottom one first.
    pub(super) blocks: Vec<i32>,
}

pub struct PlayerRow {
    pub(super) seat: usize,
    pub(super) fill: &'static str,
    pub(super) on_turn: bool,
    pub(super) name: String,
    pub(super) you: bool,
    pub(super) colour: &'static str,
    pub(super) score: u32,
    pub(super) placed: usize,
    pub(super) reserve: usize,
    pub(super) stacks: Option<Stacks>,
    pub(super) carried: u8,
    pub(super) cards: String,
}

/// The viewer's cards: in hand, bought this turn, being looked at.
pub struct Hand {
    pub(super) hand: Vec<String>,
    pub(super) fresh: Vec<String>,
    pub(super) drawn: Vec<String>,
}

impl Drawing<'_> {
    pub(super) fn hand(&self, me: usize) -> Hand {
        let names = |cards: Option<&Vec<_>>| -> Vec<String> {
            cards
                .map(|cards| {
                    cards
                        .iter()
                        .map(|card| say(self.lang, &card_message(*card), &[]))
                        .collect()
                })
                .unwrap_or_default()
        };
        Hand {
            hand: names(self.view.hands.get(me).and_then(Option::as_ref)),
            fresh: names(self.view.fresh.get(me).and_then(Option::as_ref)),
            drawn: names(self.view.my_drawn.as_ref()),
        }
    }

    pub(super) fn players(&self) -> Vec<PlayerRow> {
        let view = self.view;
        let on_turn = view.turn.as_ref().map(|turn| turn.seat.index());
        let personal_decks = view.deck_sizes.len() == self.seats && self.seats > 1;
        (0..self.seats)
            .map(|seat| {
                let placed = view.knights.get(seat).map_or(0, Vec::len);
                let active = view
                    .turn
                    .as_ref()
                    .filter(|turn| turn.seat.index() == seat)
                    .and_then(|turn| turn.active_stack);
                let stacks = view.stacks.get(seat).map(Vec::as_slice).unwrap_or(&[]);
                let hand = view.hand_sizes.get(seat).copied().unwrap_or(0);
                let fresh = view.fresh_sizes.get(seat).copied().unwrap_or(0);
                let mut cards = format!("{hand} {}", self.t("torres-board-in-hand"));
                if fresh > 0 {
                    cards.push_str(&format!(" + {fresh} {}", self.t("torres-board-new")));
                }
                if personal_decks {
                    cards.push_str(&format!(
                        " · {} {}",
                        self.t("torres-board-deck"),
                        view.deck_sizes.get(seat).copied().unwrap_or(0)
                    ));
                }
                PlayerRow {
                    seat,
                    fill: colour(seat).0,
                    on_turn: on_turn == Some(seat),
                    name: self.name(seat),
                    you: self.is_me(seat),
                    colour: colour_name(seat, self.lang),
                    score: view.scores.get(seat).copied().unwrap_or(0),
                    placed,
                    reserve: KNIGHTS_PER_PLAYER.saturating_sub(placed),
                    stacks: stacks_of(stacks, active, self.lang),
                    carried: view.carried.get(seat).copied().unwrap_or(0),
                    cards,
                }
            })
            .collect()
    }
}

fn stacks_of(stacks: &[u8], active: Option<u8>, lang: Lang) -> Option<Stacks> {
    if stacks.is_empty() {
        return None;
    }
    let (block, gap) = (10, 8);
    let tallest = i32::from(stacks.iter().copied().max().unwrap_or(0).max(3));
    let counts = stacks
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    Some(Stacks {
        width: stacks.len() as i32 * (block + gap),
        // Room under the blocks for the stack numbers, at 11 px.
        height: tallest * block + 16,
        label: t_args(
            lang,
            "torres-board-stacks",
            &[("count", stacks.len().into()), ("heights", counts.into())],
        ),
        total: stacks.iter().map(|&h| u32::from(h)).sum(),
        columns: stacks
            .iter()
            .enumerate()
            .map(|(index, &count)| StackColumn {
                x: index as i32 * (block + gap) + gap / 2,
                number: index + 1,
                active: active == Some(index as u8),
                blocks: (0..i32::from(count))
                    .map(|level| tallest * block + 2 - (level + 1) * block)
                    .collect(),
            })
            .collect(),
    })
}
