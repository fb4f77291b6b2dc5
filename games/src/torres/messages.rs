//! Labels of actions and lines of the history, as messages of the
//! translation files (`locales/<language>/torres.ftl`): the engine decides
//! what is said (who, which squares and levels, which cards, what a block
//! would do), the files say it. Squares keep their names ("C3") in every
//! language.

use super::actions::{Action, Returned};
use super::board::{name, Layout};
use super::events::{BlockSource, Event, ScoreReason};
use super::state::{Card, Change, LastMove, MeisterCard, State};
use crate::core::{Arg, Message, Seat};

pub fn card_message(card: Card) -> Message {
    Message::new(match card {
        Card::SixActionPoints => "torres-card-six-action-points",
        Card::SevenActionPoints => "torres-card-seven-action-points",
        Card::ClimbTwoLevels => "torres-card-climb-two-levels",
        Card::BlockUnderKnight => "torres-card-block-under-knight",
        Card::BlockFromSupply => "torres-card-block-from-supply",
        Card::ThroughCastleAnyLevel => "torres-card-through-castle",
        Card::DiagonalMove => "torres-card-diagonal-move",
        Card::MoveUncoveredBlock => "torres-card-move-uncovered-block",
        Card::RelocateKnight => "torres-card-relocate-knight",
        Card::JumpOverKnight => "torres-card-jump-over-knight",
    })
}

pub fn meister_message(card: MeisterCard) -> Message {
    Message::new(match card {
        MeisterCard::ExactCastles => "torres-meister-exact-castles",
        MeisterCard::OneLine => "torres-meister-one-line",
        MeisterCard::LongDiagonals => "torres-meister-long-diagonals",
        MeisterCard::SameLevel => "torres-meister-same-level",
        MeisterCard::Square => "torres-meister-square",
        MeisterCard::DifferentLevels => "torres-meister-different-levels",
        MeisterCard::Edge => "torres-meister-edge",
        MeisterCard::Chain => "torres-meister-chain",
    })
}

fn square(square: u8) -> Arg {
    Arg::Text(name(square))
}

fn cards(list: &[Card]) -> Arg {
    list.iter()
        .map(|card| card_message(*card))
        .collect::<Vec<_>>()
        .into()
}

fn returned_message(returned: &Returned) -> Message {
    let top = cards(&returned.on_top);
    let bottom = cards(&returned.on_bottom);
    match (returned.on_top.is_empty(), returned.on_bottom.is_empty()) {
        (false, false) => Message::new("torres-returned-both")
            .with("top", top)
            .with("bottom", bottom),
        (false, true) => Message::new("torres-returned-top").with("top", top),
        (true, false) => Message::new("torres-returned-bottom").with("bottom", bottom),
        (true, true) => Message::new("torres-returned-nothing"),
    }
}

/// What one more block on `at` does, for labels.
fn block_effect(layout: &Layout, at: u8) -> Message {
    let height = layout.height(at);
    if height > 0 {
        return Message::new("torres-block-rises")
            .with("square", square(at))
            .with("level", height + 1)
            .with("area", layout.area_of(at));
    }
    match layout.castles_beside(at).first() {
        Some(&castle) => Message::new("torres-block-grows")
            .with("square", square(at))
            .with("area", layout.area(castle) + 1),
        None => Message::new("torres-block-founds").with("square", square(at)),
    }
}

pub fn action_message(state: &State, action: &Action) -> Message {
    let layout = Layout::of(state);
    // "C3 (level 2)": a square with its height now.
    let at = |s: u8| {
        Message::new("torres-square-at-level")
            .with("square", square(s))
            .with("level", layout.height(s))
    };
    let stack_of = |stack: u8| {
        let seat = state.on_turn().or(match state.phase {
            super::state::Phase::Spreading { seat, .. } => Some(seat),
            _ => None,
        });
        seat.and_then(|seat| {
            state
                .stacks
                .get(seat.index())?
                .get(usize::from(stack))
                .copied()
        })
        .unwrap_or(0)
    };
    let on = |id: &'static str, at: u8| Message::new(id).with("square", square(at));
    match action {
        Action::FoundCastle { square } => on("torres-action-found-castle", *square),
        Action::PlaceFirstKnight { square } => on("torres-action-first-knight", *square),
        Action::PlaceKing { square } => on("torres-action-place-king", *square),
        Action::PlaceKnight { square } => {
            Message::new("torres-action-place-knight").with("square", at(*square))
        }
        Action::MoveKnight { from, to } => {
            // A move to a non-adjacent square is a passage through a castle.
            let step = super::board::neighbours(*from).any(|n| n == *to);
            Message::new(if step {
                "torres-action-move-knight"
            } else {
                "torres-action-move-knight-through"
            })
            .with("from", at(*from))
            .with("to", at(*to))
        }
        Action::PlaceBlock { stack, square } => Message::new("torres-action-place-block")
            .with("stack", stack + 1)
            .with("blocks", stack_of(*stack))
            .with("effect", block_effect(&layout, *square)),
        Action::BuyCard => Message::new("torres-action-buy-card"),
        Action::KeepCard { keep, returned } => Message::new("torres-action-keep-card")
            .with("card", card_message(*keep))
            .with("returned", returned_message(returned)),
        Action::AdvanceScore => Message::new("torres-action-advance-score"),
        Action::PlayActionPoints { card } => {
            Message::new("torres-action-play-card").with("card", card_message(*card))
        }
        Action::PlayClimbTwoLevels { from, to }
        | Action::PlayDiagonalMove { from, to }
        | Action::PlayThroughCastle { from, to }
        | Action::PlayRelocateKnight { from, to }
        | Action::PlayJump { from, to } => {
            let card = match action {
                Action::PlayClimbTwoLevels { .. } => Card::ClimbTwoLevels,
                Action::PlayDiagonalMove { .. } => Card::DiagonalMove,
                Action::PlayThroughCastle { .. } => Card::ThroughCastleAnyLevel,
                Action::PlayRelocateKnight { .. } => Card::RelocateKnight,
                _ => Card::JumpOverKnight,
            };
            Message::new("torres-action-play-knight-card")
                .with("card", card_message(card))
                .with("from", at(*from))
                .with("to", at(*to))
        }
        Action::PlayBlockUnderKnight { square, stack } => {
            Message::new("torres-action-block-under-knight")
                .with("square", at(*square))
                .with("stack", stack + 1)
                .with("blocks", stack_of(*stack))
        }
        Action::PlayBlockFromSupply { square } => Message::new("torres-action-block-from-supply")
            .with("effect", block_effect(&layout, *square)),
        Action::PlayLiftBlock { from } => {
            Message::new("torres-action-lift-block").with("square", at(*from))
        }
        Action::PutLiftedBlock { square } => Message::new("torres-action-put-lifted-block")
            .with("effect", block_effect(&layout, *square)),
        Action::EndTurn { stack: None } => Message::new("torres-action-end-turn"),
        Action::EndTurn { stack: Some(stack) } => {
            Message::new("torres-action-end-turn-using-stack")
                .with("stack", stack + 1)
                .with("blocks", stack_of(*stack))
        }
        Action::SpreadBlock { stack } => {
            let blocks = stack_of(*stack);
            Message::new("torres-action-spread-block")
                .with("stack", stack + 1)
                .with("blocks", blocks)
                .with("after", blocks + 1)
        }
        Action::MoveKing { square } => {
            Message::new("torres-action-move-king").with("square", at(*square))
        }
        Action::LeaveKing => Message::new("torres-action-leave-king"),
        Action::ChooseStarter { seat } => {
            Message::new("torres-action-choose-starter").with("number", seat.0 + 1)
        }
    }
}

/// The latest change on the board in words, as the history says it, with
/// the card that made it ("anna moves a knight from C3 to D4, with the card
/// …"), or the card of extra action points played since; `None` before any
/// change. A state stored before the kind of change was kept gets the
/// player and the squares only.
pub fn last_move_message(last: &LastMove) -> Option<Message> {
    let seat = last.seat?;
    let Some(&first) = last.squares.first() else {
        return last
            .card
            .map(|card| event_message(&Event::CardPlayed { seat, card }, 0));
    };
    let (last_square, at) = (*last.squares.last()?, first);
    let said = |event: Event| event_message(&event, 0);
    let what = match last.change {
        Some(Change::CastleFounded) => said(Event::CastleFounded { seat, square: at }),
        Some(Change::FirstKnightPlaced) => said(Event::FirstKnightPlaced { seat, square: at }),
        Some(Change::KingPlaced) => said(Event::KingPlaced { seat, square: at }),
        Some(Change::KnightPlaced) => said(Event::KnightPlaced { seat, square: at }),
        Some(Change::BlockPlaced { source }) => said(Event::BlockPlaced {
            seat,
            square: at,
            source,
        }),
        Some(Change::BlockLifted) => said(Event::BlockLifted { seat, square: at }),
        Some(Change::KingMoved) => said(Event::KingMoved {
            seat,
            square: Some(at),
        }),
        Some(Change::KnightMoved) => said(Event::KnightMoved {
            seat,
            from: first,
            to: last_square,
            cost: 0,
        }),
        // Two events of the log (lifted, put down) said as one move.
        Some(Change::BlockMoved) => Message::new("torres-last-block-moved")
            .with("player", seat)
            .with("from", square(first))
            .with("to", square(last_square)),
        None => Message::new("torres-last-squares")
            .with("player", seat)
            .with(
                "squares",
                Arg::Text(
                    last.squares
                        .iter()
                        .map(|s| name(*s))
                        .collect::<Vec<_>>()
                        .join(" → "),
                ),
            ),
    };
    Some(match last.card {
        Some(card) => Message::new("torres-with-card")
            .with("what", what)
            .with("card", card_message(card)),
        None => what,
    })
}

/// The history line of an event (the number of players changes nothing).
pub fn event_message(event: &Event, _seats: u8) -> Message {
    let who = |id: &'static str, seat: &Seat| Message::new(id).with("player", *seat);
    match event {
        Event::Prepared { meister, .. } => match meister {
            Some(card) => {
                Message::new("torres-event-meister-game").with("card", meister_message(*card))
            }
            None => Message::new("torres-event-prepared"),
        },
        Event::CastleFounded { seat, square: at } => {
            who("torres-event-castle-founded", seat).with("square", square(*at))
        }
        Event::FirstKnightPlaced { seat, square: at } => {
            who("torres-event-first-knight", seat).with("square", square(*at))
        }
        Event::KingPlaced { seat, square: at } => {
            who("torres-event-king-placed", seat).with("square", square(*at))
        }
        Event::YearStarted { year, order, .. } => Message::new("torres-event-year-started")
            .with("year", *year)
            .with(
                "player",
                order
                    .first()
                    .map_or(Arg::Text(String::new()), |seat| Arg::Seat(*seat)),
            ),
        Event::RoundStarted { round, .. } => {
            Message::new("torres-event-round-started").with("round", *round)
        }
        Event::TurnStarted { seat } => who("torres-event-turn-started", seat),
        Event::KnightPlaced { seat, square: at } => {
            who("torres-event-knight-placed", seat).with("square", square(*at))
        }
        Event::KnightMoved { seat, from, to, .. } => who("torres-event-knight-moved", seat)
            .with("from", square(*from))
            .with("to", square(*to)),
        Event::BlockPlaced {
            seat,
            square: at,
            source,
        } => who(
            match source {
                BlockSource::Stack { .. } | BlockSource::CardStack { .. } => {
                    "torres-event-block-placed"
                }
                BlockSource::Supply => "torres-event-block-from-supply",
                BlockSource::Lifted => "torres-event-lifted-block-placed",
            },
            seat,
        )
        .with("square", square(*at)),
        Event::BlockLifted { seat, square: at } => {
            who("torres-event-block-lifted", seat).with("square", square(*at))
        }
        Event::CardsDrawn {
            seat,
            count,
            cards: shown,
        } => match shown {
            Some(shown) => who("torres-event-cards-drawn-seen", seat)
                .with("count", *count)
                .with("cards", cards(shown)),
            None => who("torres-event-cards-drawn", seat).with("count", *count),
        },
        Event::CardKept {
            seat,
            card,
            top_count,
            bottom_count,
            ..
        } => match card {
            Some(card) => who("torres-event-card-kept-seen", seat)
                .with("card", card_message(*card))
                .with("top", *top_count)
                .with("bottom", *bottom_count),
            None => who("torres-event-card-kept", seat)
                .with("top", *top_count)
                .with("bottom", *bottom_count),
        },
        Event::CardPlayed { seat, card } => {
            who("torres-event-card-played", seat).with("card", card_message(*card))
        }
        Event::ScoreAdvanced { seat, score } => {
            who("torres-event-score-advanced", seat).with("score", *score)
        }
        Event::TurnEnded { seat, left, .. } => {
            who("torres-event-turn-ended", seat).with("left", *left)
        }
        Event::BlockSpread { seat, stack } => {
            who("torres-event-block-spread", seat).with("stack", stack + 1)
        }
        Event::BlocksReturned { seat, count } => {
            who("torres-event-blocks-returned", seat).with("count", *count)
        }
        Event::BlocksKept { seat, count } => {
            who("torres-event-blocks-kept", seat).with("count", *count)
        }
        Event::Scored {
            seat,
            reason,
            points,
            score,
        } => who(
            match reason {
                ScoreReason::Castles => "torres-event-scored-castles",
                ScoreReason::KingBonus => "torres-event-scored-king",
                ScoreReason::Meister => "torres-event-scored-meister",
            },
            seat,
        )
        .with("points", *points)
        .with("score", *score),
        Event::KingAwaited { seat } => who("torres-event-king-awaited", seat),
        Event::KingMoved {
            seat,
            square: Some(at),
        } => who("torres-event-king-moved", seat).with("square", square(*at)),
        Event::KingMoved { seat, square: None } => who("torres-event-king-left", seat),
        Event::StarterAwaited { seat } => who("torres-event-starter-awaited", seat),
        Event::StarterChosen { seat, starter } => {
            who("torres-event-starter-chosen", seat).with("starter", *starter)
        }
        Event::GameEnded { winners } => {
            Message::new("torres-event-game-ended").with("winners", winners.clone())
        }
    }
}
