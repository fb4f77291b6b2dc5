//! What follows from a decision, as one value, and the one function that
//! applies it in the decision's transaction.
//!
//! `play` decides: it asks the engine, writes the events and the projection,
//! and says what follows (`Consequences`): which deadlines change, which
//! mail goes, whether the game is over and rated. `apply` does it, through
//! the modules that own each part (`clocks`, `notices`, `ratings`), which
//! know nothing of `play`. A new consequence of a decision (a live update, a
//! push notification) is one more field here and one more step in `apply`.
//!
//! The common move writes its deadlines and its "your turn" mail in the same
//! statement as its events (`store::games::commit_decision`); for it `play`
//! asks [`deadline_plan`] for the plan that statement carries.

use crate::clocks;
use crate::games::StoredSeat;
use crate::notices::{self, Notice};
use crate::ratings;
use crate::store::deadlines::{self as deadline_store, DeadlinePlan};
use crate::store::games::{GameRecord, LockedGame};
use crate::tournaments::results as event_results;
use chrono::{DateTime, Utc};
use sqlx::PgConnection;

/// What follows from one decision, besides its events and its projection.
#[derive(Debug, Default)]
pub struct Consequences {
    /// The seats' deadlines, in this order.
    pub deadlines: Vec<DeadlineChange>,
    /// What the players hear of it, in this order (`crate::notices` says
    /// who hears of what).
    pub notices: Vec<Notice>,
    /// The game is over: everyone hears of it, and it is rated when `rated`
    /// (a game with a computer or a deleted account never is, see
    /// `ratings::record`).
    pub finished: Option<Finished>,
}

#[derive(Debug)]
pub enum DeadlineChange {
    /// The time banks start full (a game starting).
    StartBanks { seconds: i64 },
    /// Who waits changed from `was_waiting` to `waiting`; the rules' own
    /// limit on the decision now awaited is `rules_limit_hours`
    /// (`Table::rules_time_limit_hours`).
    Sync {
        rules_limit_hours: Option<u32>,
        was_waiting: Vec<StoredSeat>,
        waiting: Vec<StoredSeat>,
    },
    /// A waiting seat's deadline starts afresh (the computer's hold on it
    /// ended, or the computer takes a resigned seat over at once).
    Restart {
        seat: StoredSeat,
        rules_limit_hours: Option<u32>,
    },
    /// Every deadline of the game goes (it ended outside the rules).
    RemoveAll,
}

#[derive(Debug, Clone, Copy)]
pub struct Finished {
    pub rated: Rated,
}

/// Whether a finished game changes ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rated {
    Yes,
    /// A resignation ended it: rated only when every side took enough
    /// decisions of its own first (`ratings::every_side_decided`).
    IfEverySideDecided,
    /// Never (the players called it off).
    No,
}

impl Consequences {
    pub fn none() -> Consequences {
        Consequences::default()
    }

    pub fn deadline(mut self, change: DeadlineChange) -> Consequences {
        self.deadlines.push(change);
        self
    }

    pub fn notice(mut self, notice: Notice) -> Consequences {
        self.notices.push(notice);
        self
    }

    pub fn finished(mut self, rated: Rated) -> Consequences {
        self.finished = Some(Finished { rated });
        self
    }

    /// Both, in order: `self`'s first.
    pub fn and(mut self, more: Consequences) -> Consequences {
        self.deadlines.extend(more.deadlines);
        self.notices.extend(more.notices);
        self.finished = self.finished.or(more.finished);
        self
    }
}

/// Does what follows from a decision on `game` (the record as the decision
/// read it, under the row's lock), in the decision's transaction, at `now`.
/// The finished-game mail and the ratings read the game again under that
/// lock, as the decision left it (its outcome, who resigned).
pub async fn apply(
    tx: &mut PgConnection,
    game: &LockedGame,
    consequences: &Consequences,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    apply_all(tx, &[(game, consequences)], now).await
}

/// [`apply`] for several games decided together (an event's round starting
/// its tables): the banks filled for all of them in one statement and the
/// notices written in one, the rest game by game. A game's banks start
/// before its other deadline changes, as only a start fills them.
pub async fn apply_all(
    tx: &mut PgConnection,
    games: &[(&LockedGame, &Consequences)],
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let banks: Vec<(uuid::Uuid, i64)> = games
        .iter()
        .flat_map(|(game, consequences)| {
            consequences
                .deadlines
                .iter()
                .filter_map(|change| match change {
                    DeadlineChange::StartBanks { seconds } => Some((game.id, *seconds)),
                    _ => None,
                })
        })
        .collect();
    deadline_store::start_banks(tx, &banks).await?;
    // Many games at once: the clocks of those whose first change after the
    // banks is a sync are read for all of them in one statement (one game
    // reads its own, only if a deadline starts).
    let mut read_ahead = if games.len() > 1 {
        let first_syncs: Vec<uuid::Uuid> = games
            .iter()
            .filter(|(_, consequences)| {
                matches!(
                    consequences
                        .deadlines
                        .iter()
                        .find(|change| !matches!(change, DeadlineChange::StartBanks { .. })),
                    Some(DeadlineChange::Sync { .. })
                )
            })
            .map(|(game, _)| game.id)
            .collect();
        deadline_store::seat_clocks_of_games(tx, &first_syncs).await?
    } else {
        Default::default()
    };
    // Many games: a game whose only deadline change (besides its banks) is
    // a sync has its plan written with the others', in one statement.
    let mut plans = Vec::new();
    for (game, consequences) in games {
        let mut ahead = read_ahead.remove(&game.id);
        let batched = games.len() > 1
            && consequences
                .deadlines
                .iter()
                .filter(|change| !matches!(change, DeadlineChange::StartBanks { .. }))
                .count()
                == 1;
        for change in &consequences.deadlines {
            match change {
                DeadlineChange::StartBanks { .. } => {}
                DeadlineChange::Sync {
                    rules_limit_hours,
                    was_waiting,
                    waiting,
                } => {
                    let plan = clocks::sync(
                        tx,
                        game,
                        *rules_limit_hours,
                        was_waiting,
                        waiting,
                        ahead.take(),
                        now,
                    )
                    .await?;
                    if batched {
                        plans.push((game.id, plan));
                    } else {
                        deadline_store::apply_plan(tx, game.id, &plan).await?;
                    }
                }
                DeadlineChange::Restart {
                    seat,
                    rules_limit_hours,
                } => clocks::restart(tx, game, *seat, *rules_limit_hours, now).await?,
                DeadlineChange::RemoveAll => deadline_store::remove_all(tx, game.id).await?,
            }
        }
    }
    deadline_store::apply_plans(tx, &plans).await?;
    let notices: Vec<(&GameRecord, &Notice)> = games
        .iter()
        .flat_map(|(game, consequences)| {
            consequences
                .notices
                .iter()
                .map(|notice| (game.record(), notice))
        })
        .collect();
    notices::write_all(tx, &notices, now).await?;
    for (game, consequences) in games {
        if let Some(Finished { rated }) = consequences.finished {
            let finished = game.reread(tx).await?;
            notices::write(tx, &finished, &Notice::Finished, now).await?;
            let rated = match rated {
                Rated::Yes => true,
                Rated::IfEverySideDecided => ratings::every_side_decided(tx, &finished).await?,
                Rated::No => false,
            };
            if rated {
                ratings::record(tx, &finished).await?;
            }
            // A game played for an event reports its places to it.
            event_results::game_ended(tx, &finished, now).await?;
        }
    }
    Ok(())
}

/// The deadlines a common move writes in its own statement: the seats that
/// stop waiting lose theirs, the seats that start get one.
pub fn deadline_plan(
    game: &GameRecord,
    rules_limit_hours: Option<u32>,
    was_waiting: &[StoredSeat],
    waiting: &[StoredSeat],
    now: DateTime<Utc>,
) -> DeadlinePlan {
    clocks::plan(
        game,
        &clocks::clocks_of(game),
        rules_limit_hours,
        was_waiting,
        waiting,
        now,
    )
}
