//! Turning accepted actions into events (`decide`) and folding events into the
//! state (`apply`). `decide` applies each event to a scratch copy as it emits
//! it, so the follow-up (next turn, scoring, next year) reads the updated state.

use super::actions::Action;
use super::data::data;
use super::events::{BlockSource, Event};
use super::rules;
use super::scoring;
use super::state::{Card, Deck, Edition, MeisterCard, Phase, State, TurnState, FIRST_PLAYER};
use crate::core::{shuffle, GameRng, Seat};
use rand::Rng;

/// Events emitted so far, and the state they lead to.
pub struct Outbox {
    pub state: State,
    pub events: Vec<Event>,
}

impl Outbox {
    pub fn new(state: &State) -> Outbox {
        Outbox {
            state: state.clone(),
            events: Vec::new(),
        }
    }

    pub fn emit(&mut self, event: Event) {
        apply(&mut self.state, &event);
        self.events.push(event);
    }
}

pub fn setup(state: &State, rng: &mut dyn GameRng) -> Vec<Event> {
    let mut decks = Vec::new();
    let mut hands = Vec::new();
    let mut meister = None;
    if state.options.meister {
        hands = vec![Card::ALL.to_vec(); usize::from(state.seats)];
        meister = MeisterCard::ALL
            .get(rng.random_range(0..MeisterCard::ALL.len()))
            .copied();
    } else {
        let deck_count = match state.options.deck {
            Deck::Personal => usize::from(state.seats),
            Deck::Shared => 1,
        };
        let copies = match state.options.deck {
            Deck::Personal => 1,
            Deck::Shared => 4,
        };
        for _ in 0..deck_count {
            let mut deck: Vec<Card> = (0..copies).flat_map(|_| Card::ALL).collect();
            shuffle(rng, &mut deck);
            decks.push(Some(deck));
        }
    }
    let castles = if state.options.meister {
        Vec::new()
    } else {
        data().starting_castles.clone()
    };
    vec![Event::Prepared {
        castles,
        decks,
        meister,
        hands,
        first: FIRST_PLAYER,
    }]
}

fn next_seat(state: &State, seat: Seat) -> Seat {
    Seat((seat.0 + 1) % state.seats.max(1))
}

/// Clockwise from `first`.
fn clockwise(state: &State, first: Seat) -> Vec<Seat> {
    (0..state.seats)
        .map(|i| Seat((first.0 + i) % state.seats))
        .collect()
}

/// Meister game: once anyone scored, the leader starts, others follow clockwise.
fn meister_order(state: &State, previous_first: Seat) -> Vec<Seat> {
    let leader = scoring::leader(state).filter(|_| state.scores.iter().any(|&s| s > 0));
    clockwise(state, leader.unwrap_or(previous_first))
}

pub fn decide(state: &State, seat: Seat, action: &Action) -> Vec<Event> {
    let mut out = Outbox::new(state);
    match action {
        Action::FoundCastle { square } => out.emit(Event::CastleFounded {
            seat,
            square: *square,
        }),
        Action::PlaceFirstKnight { square } => out.emit(Event::FirstKnightPlaced {
            seat,
            square: *square,
        }),
        Action::PlaceKing { square } => {
            out.emit(Event::KingPlaced {
                seat,
                square: *square,
            });
            start_year(&mut out, 1, FIRST_PLAYER);
        }
        Action::PlaceKnight { square } => out.emit(Event::KnightPlaced {
            seat,
            square: *square,
        }),
        Action::MoveKnight { from, to } => out.emit(Event::KnightMoved {
            seat,
            from: *from,
            to: *to,
            cost: 1,
        }),
        Action::PlaceBlock { stack, square } => out.emit(Event::BlockPlaced {
            seat,
            square: *square,
            source: BlockSource::Stack { stack: *stack },
        }),
        Action::BuyCard => {
            let deck = state
                .decks
                .get(state.deck_index(seat))
                .cloned()
                .unwrap_or_default();
            let count = if state.options.look_at_three() {
                deck.len().min(3)
            } else {
                1
            };
            out.emit(Event::CardsDrawn {
                seat,
                count: count as u8,
                cards: Some(deck.into_iter().take(count).collect()),
            });
        }
        Action::KeepCard { keep, returned } => out.emit(Event::CardKept {
            seat,
            card: Some(*keep),
            on_top: Some(returned.on_top.clone()),
            on_bottom: Some(returned.on_bottom.clone()),
            top_count: returned.on_top.len() as u8,
            bottom_count: returned.on_bottom.len() as u8,
        }),
        Action::AdvanceScore => {
            let score = scoring::advance(state, seat, 1);
            out.emit(Event::ScoreAdvanced { seat, score });
        }
        Action::PlayActionPoints { card } => out.emit(Event::CardPlayed { seat, card: *card }),
        Action::PlayClimbTwoLevels { from, to } => {
            play_move(&mut out, seat, Card::ClimbTwoLevels, *from, *to)
        }
        Action::PlayDiagonalMove { from, to } => {
            play_move(&mut out, seat, Card::DiagonalMove, *from, *to)
        }
        Action::PlayThroughCastle { from, to } => {
            play_move(&mut out, seat, Card::ThroughCastleAnyLevel, *from, *to)
        }
        Action::PlayRelocateKnight { from, to } => {
            play_move(&mut out, seat, Card::RelocateKnight, *from, *to)
        }
        Action::PlayJump { from, to } => {
            play_move(&mut out, seat, Card::JumpOverKnight, *from, *to)
        }
        Action::PlayBlockFromSupply { square } => {
            out.emit(Event::CardPlayed {
                seat,
                card: Card::BlockFromSupply,
            });
            out.emit(Event::BlockPlaced {
                seat,
                square: *square,
                source: BlockSource::Supply,
            });
        }
        Action::PlayBlockUnderKnight { square, stack } => {
            out.emit(Event::CardPlayed {
                seat,
                card: Card::BlockUnderKnight,
            });
            out.emit(Event::BlockPlaced {
                seat,
                square: *square,
                source: BlockSource::CardStack { stack: *stack },
            });
        }
        Action::PlayLiftBlock { from } => {
            out.emit(Event::CardPlayed {
                seat,
                card: Card::MoveUncoveredBlock,
            });
            out.emit(Event::BlockLifted {
                seat,
                square: *from,
            });
        }
        Action::PutLiftedBlock { square } => out.emit(Event::BlockPlaced {
            seat,
            square: *square,
            source: BlockSource::Lifted,
        }),
        Action::EndTurn { stack } => {
            let used = state.turn.active_stack.or(*stack);
            let left = used
                .and_then(|s| state.stacks.get(seat.index())?.get(usize::from(s)).copied())
                .unwrap_or(0);
            out.emit(Event::TurnEnded {
                seat,
                stack: used,
                left,
            });
            spread_then_continue(&mut out, seat);
        }
        Action::SpreadBlock { stack } => {
            out.emit(Event::BlockSpread {
                seat,
                stack: *stack,
            });
            spread_then_continue(&mut out, seat);
        }
        Action::LeaveKing => {
            out.emit(Event::KingMoved { seat, square: None });
            after_king(&mut out, seat);
        }
        Action::MoveKing { square } => {
            out.emit(Event::KingMoved {
                seat,
                square: Some(*square),
            });
            after_king(&mut out, seat);
        }
        Action::ChooseStarter { seat: starter } => {
            out.emit(Event::StarterChosen {
                seat,
                starter: *starter,
            });
            let year = out.state.year + 1;
            start_year(&mut out, year, *starter);
        }
    }
    out.events
}

fn play_move(out: &mut Outbox, seat: Seat, card: Card, from: u8, to: u8) {
    out.emit(Event::CardPlayed { seat, card });
    out.emit(Event::KnightMoved {
        seat,
        from,
        to,
        cost: 0,
    });
}

/// Spreads the unused blocks of the finished turn wherever the choice does not
/// matter, waits for the player where it does, then hands the turn on.
fn spread_then_continue(out: &mut Outbox, seat: Seat) {
    while let Phase::Spreading { left, .. } = out.state.phase {
        if left == 0 {
            break;
        }
        let stacks = out
            .state
            .stacks
            .get(seat.index())
            .cloned()
            .unwrap_or_default();
        let options = rules::alike_stack_representatives(&stacks, 0, 2, None);
        match options.first() {
            None => {
                let keep = stacks.is_empty()
                    && out.state.options.edition == Edition::Edition2017
                    && out.state.year < 3;
                out.emit(if keep {
                    Event::BlocksKept { seat, count: left }
                } else {
                    Event::BlocksReturned { seat, count: left }
                });
            }
            Some(&stack) if spread_outcomes(&stacks, left).len() <= 1 => {
                out.emit(Event::BlockSpread { seat, stack })
            }
            Some(_) => return,
        }
    }
    continue_after_turn(out);
}

/// The distinct stack-height multisets spreading `left` blocks can lead to:
/// when there is only one, the player has nothing to decide.
fn spread_outcomes(stacks: &[u8], left: u8) -> Vec<Vec<u8>> {
    let options = rules::alike_stack_representatives(stacks, 0, 2, None);
    if left == 0 || options.is_empty() {
        let mut outcome = stacks.to_vec();
        outcome.sort_unstable();
        return vec![outcome];
    }
    let mut outcomes: Vec<Vec<u8>> = Vec::new();
    for stack in options {
        let mut next = stacks.to_vec();
        if let Some(h) = next.get_mut(usize::from(stack)) {
            *h += 1;
        }
        for outcome in spread_outcomes(&next, left - 1) {
            if !outcomes.contains(&outcome) {
                outcomes.push(outcome);
            }
        }
    }
    outcomes
}

fn continue_after_turn(out: &mut Outbox) {
    let state = &out.state;
    if let Some(&next) = state.order.get(state.turn_index + 1) {
        out.emit(Event::TurnStarted { seat: next });
        return;
    }
    if state.round < data().rounds(state.seats, state.year) {
        let first = state.order.first().copied().unwrap_or(Seat(0));
        let order = if state.options.meister {
            meister_order(state, first)
        } else {
            state.order.clone()
        };
        let round = state.round + 1;
        let first = order.first().copied().unwrap_or(Seat(0));
        out.emit(Event::RoundStarted { round, order });
        out.emit(Event::TurnStarted { seat: first });
        return;
    }
    end_year(out);
}

fn end_year(out: &mut Outbox) {
    for event in scoring::year_scoring(&out.state) {
        out.emit(event);
    }
    if out.state.year >= 3 {
        let winners = scoring::winners(&out.state);
        out.emit(Event::GameEnded { winners });
        return;
    }
    let last = scoring::last_player(&out.state);
    out.emit(Event::KingAwaited { seat: last });
}

fn after_king(out: &mut Outbox, seat: Seat) {
    let year = out.state.year + 1;
    if out.state.options.meister {
        let first = out.state.year_starter;
        start_year(out, year, first);
    } else if out.state.options.edition == Edition::Original && out.state.rules_version >= 2 {
        // The older edition names no starter: « la partie se déroule ensuite
        // dans le sens des aiguilles d'une montre », so the seat after the
        // year's last player starts (with whole rounds: the youngest again).
        let last = out
            .state
            .order
            .get(out.state.turn_index)
            .copied()
            .unwrap_or(FIRST_PLAYER);
        let first = next_seat(&out.state, last);
        start_year(out, year, first);
    } else {
        out.emit(Event::StarterAwaited { seat });
    }
}

/// Deals the year's stacks from the supply, spreads the blocks kept from last
/// year on them (never above 3), and starts the first turn.
fn start_year(out: &mut Outbox, year: u8, starter: Seat) {
    let state = &out.state;
    let mut supply = state.supply;
    let mut all_stacks = Vec::new();
    let mut returned = Vec::new();
    for seat in Seat::all(state.seats) {
        let mut stacks = Vec::new();
        for wanted in data().stacks(state.seats, year) {
            // The box holds enough blocks for the printed deal; a supply short
            // through card effects deals what is left.
            let dealt = wanted.min(supply);
            supply -= dealt;
            stacks.push(dealt);
        }
        let mut kept = state.carried.get(seat.index()).copied().unwrap_or(0);
        while kept > 0 {
            let Some(lowest) = stacks.iter_mut().filter(|h| **h < 3).min_by_key(|h| **h) else {
                break;
            };
            *lowest += 1;
            kept -= 1;
        }
        returned.push(kept);
        all_stacks.push(stacks);
    }
    let order = if state.options.meister {
        meister_order(state, starter)
    } else {
        clockwise(state, starter)
    };
    let first = order.first().copied().unwrap_or(Seat(0));
    out.emit(Event::YearStarted {
        year,
        stacks: all_stacks,
        returned,
        order,
    });
    out.emit(Event::TurnStarted { seat: first });
}

fn fresh_turn() -> TurnState {
    TurnState {
        action_points: data().action_points_per_turn,
        ..TurnState::default()
    }
}

fn seat_vec<T>(state: &mut [Vec<T>], seat: Seat) -> Option<&mut Vec<T>> {
    state.get_mut(seat.index())
}

pub fn apply(state: &mut State, event: &Event) {
    state.last_move.follow(event);
    match stage_of(event) {
        Stage::SettingUp => setting_up(state, event),
        Stage::YearsAndTurns => years_and_turns(state, event),
        Stage::Actions => actions(state, event),
        Stage::TurnAndYearEnd => turn_and_year_end(state, event),
    }
}

/// The part of the game an event belongs to, for `apply`: every event is
/// named here, so a new one has to be given its place.
enum Stage {
    SettingUp,
    YearsAndTurns,
    Actions,
    TurnAndYearEnd,
}

fn stage_of(event: &Event) -> Stage {
    match event {
        Event::Prepared { .. }
        | Event::CastleFounded { .. }
        | Event::FirstKnightPlaced { .. }
        | Event::KingPlaced { .. } => Stage::SettingUp,
        Event::YearStarted { .. } | Event::RoundStarted { .. } | Event::TurnStarted { .. } => {
            Stage::YearsAndTurns
        }
        Event::KnightPlaced { .. }
        | Event::KnightMoved { .. }
        | Event::BlockPlaced { .. }
        | Event::BlockLifted { .. }
        | Event::CardsDrawn { .. }
        | Event::CardKept { .. }
        | Event::CardPlayed { .. }
        | Event::ScoreAdvanced { .. } => Stage::Actions,
        Event::TurnEnded { .. }
        | Event::BlockSpread { .. }
        | Event::BlocksReturned { .. }
        | Event::BlocksKept { .. }
        | Event::Scored { .. }
        | Event::KingAwaited { .. }
        | Event::KingMoved { .. }
        | Event::StarterAwaited { .. }
        | Event::StarterChosen { .. }
        | Event::GameEnded { .. } => Stage::TurnAndYearEnd,
    }
}

/// The set-up: decks, hands and the first castles, knights and King.
fn setting_up(state: &mut State, event: &Event) {
    match event {
        Event::Prepared {
            castles,
            decks,
            meister,
            hands,
            first,
        } => {
            for &square in castles {
                if let Some(height) = state.heights.get_mut(usize::from(square)) {
                    *height += 1;
                    state.supply = state.supply.saturating_sub(1);
                }
            }
            state.decks = decks
                .iter()
                .map(|d| d.clone().unwrap_or_default())
                .collect();
            if !hands.is_empty() {
                state.hands = hands.clone();
            }
            state.meister = *meister;
            state.phase = if state.options.meister {
                Phase::FoundingCastle { seat: *first }
            } else {
                Phase::PlacingFirstKnight { seat: *first }
            };
        }
        Event::CastleFounded { seat, square } => {
            if let Some(height) = state.heights.get_mut(usize::from(*square)) {
                *height += 1;
                state.supply = state.supply.saturating_sub(1);
            }
            state.castles_founded += 1;
            state.phase = if usize::from(state.castles_founded) >= data().starting_castles.len() {
                Phase::PlacingFirstKnight { seat: Seat(0) }
            } else {
                Phase::FoundingCastle {
                    seat: next_seat(state, *seat),
                }
            };
        }
        Event::FirstKnightPlaced { seat, square } => {
            if let Some(knights) = seat_vec(&mut state.knights, *seat) {
                knights.push(*square);
            }
            state.phase = if seat.0 + 1 >= state.seats {
                Phase::PlacingKing { seat: *seat }
            } else {
                Phase::PlacingFirstKnight {
                    seat: next_seat(state, *seat),
                }
            };
        }
        Event::KingPlaced { square, .. } => state.king = Some(*square),
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// A year, a round or a turn begins.
fn years_and_turns(state: &mut State, event: &Event) {
    match event {
        Event::YearStarted {
            year,
            stacks,
            order,
            ..
        } => {
            let carried: u8 = state.carried.iter().sum();
            let dealt: u8 = stacks.iter().flatten().sum();
            state.supply = (state.supply + carried).saturating_sub(dealt);
            state.carried = vec![0; usize::from(state.seats)];
            state.stacks = stacks.clone();
            state.year = *year;
            state.round = 1;
            state.order = order.clone();
            state.year_starter = order.first().copied().unwrap_or(Seat(0));
            state.turn_index = 0;
        }
        Event::RoundStarted { round, order } => {
            state.round = *round;
            state.order = order.clone();
            state.turn_index = 0;
        }
        Event::TurnStarted { seat } => {
            state.turn_index = state.order.iter().position(|s| s == seat).unwrap_or(0);
            state.turn = fresh_turn();
            state.phase = Phase::Playing;
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// A turn's actions: knights, blocks, cards and the score track they move.
fn actions(state: &mut State, event: &Event) {
    match event {
        Event::KnightPlaced { seat, square } => {
            if let Some(knights) = seat_vec(&mut state.knights, *seat) {
                knights.push(*square);
            }
            state.turn.action_points = state.turn.action_points.saturating_sub(2);
        }
        Event::KnightMoved {
            seat,
            from,
            to,
            cost,
        } => {
            if let Some(knight) =
                seat_vec(&mut state.knights, *seat).and_then(|k| k.iter_mut().find(|s| *s == from))
            {
                *knight = *to;
            }
            state.turn.action_points = state.turn.action_points.saturating_sub(*cost);
        }
        Event::BlockPlaced {
            seat,
            square,
            source,
        } => {
            if let Some(height) = state.heights.get_mut(usize::from(*square)) {
                *height += 1;
            }
            let take_from_stack = |state: &mut State, stack: u8| {
                if let Some(h) =
                    seat_vec(&mut state.stacks, *seat).and_then(|s| s.get_mut(usize::from(stack)))
                {
                    *h = h.saturating_sub(1);
                }
            };
            match source {
                BlockSource::Stack { stack } => {
                    take_from_stack(state, *stack);
                    state.turn.active_stack = Some(*stack);
                    state.turn.action_points = state.turn.action_points.saturating_sub(1);
                }
                BlockSource::CardStack { stack } => take_from_stack(state, *stack),
                BlockSource::Supply => state.supply = state.supply.saturating_sub(1),
                BlockSource::Lifted => state.turn.lifted_from = None,
            }
        }
        Event::BlockLifted { square, .. } => {
            if let Some(height) = state.heights.get_mut(usize::from(*square)) {
                *height = height.saturating_sub(1);
            }
            state.turn.lifted_from = Some(*square);
        }
        Event::CardsDrawn { seat, count, .. } => {
            let index = state.deck_index(*seat);
            let drawn: Vec<Card> = match state.decks.get_mut(index) {
                Some(deck) => {
                    let take = usize::from(*count).min(deck.len());
                    deck.drain(..take).collect()
                }
                None => Vec::new(),
            };
            state.turn.action_points = state.turn.action_points.saturating_sub(1);
            state.turn.cards_bought += 1;
            if drawn.len() == 1 {
                if let Some(fresh) = seat_vec(&mut state.fresh, *seat) {
                    fresh.extend(drawn);
                }
            } else {
                state.turn.drawn = drawn;
            }
        }
        Event::CardKept {
            seat,
            card,
            on_top,
            on_bottom,
            ..
        } => {
            state.turn.drawn.clear();
            if let (Some(fresh), Some(card)) = (seat_vec(&mut state.fresh, *seat), card) {
                fresh.push(*card);
            }
            let index = state.deck_index(*seat);
            if let Some(deck) = state.decks.get_mut(index) {
                let mut rebuilt = on_top.clone().unwrap_or_default();
                rebuilt.append(deck);
                rebuilt.extend(on_bottom.iter().flatten());
                *deck = rebuilt;
            }
        }
        Event::CardPlayed { seat, card } => {
            if let Some(hand) = seat_vec(&mut state.hands, *seat) {
                if let Some(position) = hand.iter().position(|c| c == card) {
                    hand.remove(position);
                }
            }
            state.turn.card_played = true;
            state.turn.action_points += match card {
                Card::SixActionPoints => 1,
                Card::SevenActionPoints => 2,
                _ => 0,
            };
        }
        Event::ScoreAdvanced { seat, score } => {
            if let Some(s) = state.scores.get_mut(seat.index()) {
                *s = *score;
            }
            state.turn.action_points = state.turn.action_points.saturating_sub(1);
        }
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

/// A turn or a year ends: blocks spread, kept or returned, the year scored, the King moved, the next starter chosen, the game over.
fn turn_and_year_end(state: &mut State, event: &Event) {
    match event {
        Event::TurnEnded { seat, stack, left } => {
            if let Some(stacks) = seat_vec(&mut state.stacks, *seat) {
                if let Some(stack) = stack.map(usize::from).filter(|&s| s < stacks.len()) {
                    stacks.remove(stack);
                }
            }
            let fresh = seat_vec(&mut state.fresh, *seat)
                .map(std::mem::take)
                .unwrap_or_default();
            if let Some(hand) = seat_vec(&mut state.hands, *seat) {
                hand.extend(fresh);
            }
            state.turn = TurnState::default();
            state.phase = Phase::Spreading {
                seat: *seat,
                left: *left,
            };
        }
        Event::BlockSpread { seat, stack } => {
            if let Some(h) =
                seat_vec(&mut state.stacks, *seat).and_then(|s| s.get_mut(usize::from(*stack)))
            {
                *h += 1;
            }
            spend_leftovers(state, 1);
        }
        Event::BlocksReturned { count, .. } => {
            state.supply += count;
            spend_leftovers(state, *count);
        }
        Event::BlocksKept { seat, count } => {
            if let Some(c) = state.carried.get_mut(seat.index()) {
                *c += count;
            }
            spend_leftovers(state, *count);
        }
        Event::Scored { seat, score, .. } => {
            if let Some(s) = state.scores.get_mut(seat.index()) {
                *s = *score;
            }
        }
        Event::KingAwaited { seat } => state.phase = Phase::MovingKing { seat: *seat },
        Event::KingMoved {
            square: Some(square),
            ..
        } => state.king = Some(*square),
        Event::StarterAwaited { seat } => state.phase = Phase::ChoosingStarter { seat: *seat },
        Event::StarterChosen { .. } => {}
        Event::GameEnded { .. } => state.phase = Phase::Over,
        // `stage_of` sends every other event elsewhere.
        _ => {}
    }
}

fn spend_leftovers(state: &mut State, count: u8) {
    if let Phase::Spreading { left, .. } = &mut state.phase {
        *left = left.saturating_sub(count);
    }
}
