//! Given/when/then tests of `decide` over whole events, and the random
//! playouts of every format (`properties`).

mod examples;
mod properties;
mod tampered;

use crate::rules::tests::sample;
use crate::*;
use rand::{rngs::SmallRng, SeedableRng};

/// A log under test: every accepted decision is appended and applied, and
/// the live state is checked against a fresh fold of the log.
pub(crate) struct Log {
    pub records: Vec<EventRecord>,
    pub state: EventState,
    pub rng: SmallRng,
}

impl Log {
    pub fn new(seed: u64) -> Self {
        Log {
            records: Vec::new(),
            state: EventState::new(),
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// An event of `format` created with the sample rules changed by `edit`.
    pub fn created(format: Format, seats: u8, edit: impl FnOnce(&mut Rules)) -> Self {
        let mut rules = sample(format, seats);
        edit(&mut rules);
        let mut log = Log::new(7);
        log.ok(EventAction::Create { rules }, 0);
        log
    }

    /// Decides and, when accepted, appends the records.
    pub fn act(&mut self, action: EventAction, now: u64) -> Result<Vec<EventRecord>, Refusal> {
        let records = decide(&self.state, &action, now, &mut self.rng)?;
        for record in &records {
            apply(&mut self.state, record);
        }
        self.records.extend(records.iter().cloned());
        Ok(records)
    }

    #[track_caller]
    pub fn ok(&mut self, action: EventAction, now: u64) -> Vec<EventRecord> {
        match self.act(action.clone(), now) {
            Ok(records) => records,
            Err(refusal) => panic!("{action:?} refused: {refusal}"),
        }
    }

    pub fn register(&mut self, players: impl IntoIterator<Item = (u128, i32)>, now: u64) {
        for (id, rating) in players {
            self.ok(
                EventAction::Register {
                    player: PlayerId(id),
                    rating,
                },
                now,
            );
        }
    }

    /// Records every open table as won by its first seat, the others in seat order.
    pub fn first_seats_win(&mut self) {
        let open: Vec<(TableId, usize)> = self
            .state
            .open_tables()
            .map(|t| (t.table.id, t.table.seats.len()))
            .collect();
        for (table, seats) in open {
            if self.state.table(table).is_some_and(|t| t.result.is_none()) {
                self.ok(
                    EventAction::RecordResult {
                        table,
                        outcome: ReportedOutcome::Played {
                            places: (1..=seats as u8).collect(),
                            scores: None,
                        },
                    },
                    1,
                );
            }
        }
    }

    /// The log folded afresh; every log the decisions wrote also passes
    /// the check an exported log gets (`verify`), to the same state.
    #[track_caller]
    pub fn folded(&self) -> EventState {
        let folded = fold(&self.records);
        match verify::check(&self.records) {
            Ok(checked) => assert_eq!(checked, folded, "the check folds as fold does"),
            Err(problem) => panic!("a log the decisions wrote fails the check: {problem}"),
        }
        folded
    }
}

pub(crate) fn p(id: u128) -> PlayerId {
    PlayerId(id)
}
