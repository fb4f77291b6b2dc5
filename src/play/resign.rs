//! A seat resigns, and with it its side.

use super::*;
use crate::consequences::{self, Consequences, DeadlineChange, Rated};
use crate::games::log::Entry;
use crate::games::StoredSeat;
use crate::store::games::{self as game_store, LockedGame};
use chrono::{DateTime, Utc};
use sqlx::PgConnection;

/// A seat resigns, and with it its side (a team resigns together). When one
/// side is left, the game ends and it wins. Otherwise the resigned seats
/// leave play as the service's rules say for every game (each game's rules
/// notes repeat it): their pieces stay on the board and the computer plays
/// them on, so the others' game goes on unchanged; they rank last.
pub(super) async fn resign(
    tx: &mut PgConnection,
    game: &LockedGame,
    seat: StoredSeat,
    now: DateTime<Utc>,
) -> Result<i64, PlayError> {
    let action_no = game.last_action_no + 1;
    let seq = game_store::append(
        tx,
        game.id,
        game.seq,
        action_no,
        Some(seat),
        &[Entry::Resigned(seat)],
    )
    .await?;
    let side = side_of(game, seat);
    let leaving: Vec<StoredSeat> = StoredSeat::all(game.seat_count)
        .filter(|other| side_of(game, *other) == side)
        .collect();
    let staying: Vec<StoredSeat> = StoredSeat::all(game.seat_count)
        .filter(|other| !leaving.contains(other) && !has_resigned(game, *other))
        .collect();
    for gone in &leaving {
        game_store::set_resigned(tx, game.id, *gone).await?;
    }
    let sides_left: std::collections::BTreeSet<u8> =
        staying.iter().map(|other| side_of(game, *other)).collect();
    if sides_left.len() <= 1 {
        let winners = staying.iter().map(|other| other.seat()).collect();
        let follows =
            end_with_winners(tx, game, seq, action_no, winners, Rated::IfEverySideDecided).await?;
        consequences::apply(tx, game, &follows, now).await?;
    } else {
        project_unchanged(tx, game, seq, action_no, None).await?;
        // The computer moves at once for a resigned seat that is waiting.
        // (`sync` gives a computer-held seat an immediate deadline.)
        let mut follows = Consequences::none();
        let waiting_gone: Vec<StoredSeat> = leaving
            .iter()
            .copied()
            .filter(|gone| game.waiting_on.contains(gone))
            .collect();
        if !waiting_gone.is_empty() {
            // One read of the rules' limit for all of them (it restores the
            // table from the stored state).
            let rules_limit_hours = rules_limit_of(game)?;
            for seat in waiting_gone {
                follows = follows.deadline(DeadlineChange::Restart {
                    seat,
                    rules_limit_hours,
                });
            }
        }
        consequences::apply(tx, game, &follows, now).await?;
    }
    Ok(seq)
}

/// An event forfeited these players' seats (they left it): each resigns,
/// as if they had themselves, so a two-player game ends at once and the
/// opponent wins. A seat already resigned, or a game already over, is left
/// as it is.
pub async fn forfeit(
    tx: &mut PgConnection,
    game: &LockedGame,
    users: &[uuid::Uuid],
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    for user in users {
        let current = game.reread(tx).await?;
        if current.status != crate::store::games::GameStatus::Active {
            break;
        }
        let Some(seat) = current.seat_of(*user) else {
            continue;
        };
        if has_resigned(&current, seat) {
            continue;
        }
        resign(tx, &current, seat, now).await?;
    }
    Ok(())
}
