//! The decision a reply address names, held against the game as it stands:
//! whether it is still open and unchanged (the seat has not decided since
//! and its choices are the ones the mail listed, whatever the other seats
//! did meanwhile), the seat's menu now with the address that answers it,
//! and what a decision changed, as the history tells it. Apart from
//! `receive`, which reads a reply and acts on it: this only reads the game.

use crate::games::log::Entry;
use crate::games::{Registry, Table};
use crate::mail::choices::{menu, of_table, Choice, Line};
use crate::mail::reply_address::ReplyToken;
use crate::mail::words::summary_words;
use crate::store::games::{self as game_store, GameRecord, GameStatus};
use crate::store::StoreError;
use crate::support::i18n::Lang;
use scriptorium_games::Seat;
use sqlx::PgPool;

/// What `seat` may decide in `table`, in the mail's words.
fn choices_in(game: &GameRecord, table: &dyn Table, seat: u8, lang: Lang) -> Option<Vec<Choice>> {
    let entry = Registry::any(&game.kind)?;
    Some(of_table(entry, table, Seat(seat), lang))
}

/// The seat's menu at `path` in the game as it stands, with the address
/// that answers it; none when the game waits on someone else.
pub(super) fn current_menu(
    game: &GameRecord,
    seat: u8,
    path: &[u16],
    lang: Lang,
) -> Option<(Vec<Line>, ReplyToken)> {
    if game.status != GameStatus::Active
        || !game
            .waiting_on
            .iter()
            .any(|waiting| waiting.seat().0 == seat)
    {
        return None;
    }
    let entry = Registry::any(&game.kind)?;
    let table = entry.engine.restore(game.state.as_ref()?).ok()?;
    let choices = choices_in(game, table.as_ref(), seat, lang)?;
    let lines = menu(&choices, path, |summary| summary_words(lang, summary))?;
    Some((
        lines,
        ReplyToken {
            game: game.id,
            seat,
            seq: game.seq,
            path: path.to_vec(),
            question: None,
        },
    ))
}

/// Whether the decision `token` names is still open and unchanged in
/// `game`: the seat has decided nothing since the token's point (no row of
/// its own, no take-back), it waited then and waits now, and its choices
/// are what they were. Another seat's decision meanwhile (a placement in a
/// simultaneous phase) leaves the token good.
pub(super) async fn still_open(
    pool: &PgPool,
    game: &GameRecord,
    token: &ReplyToken,
    lang: Lang,
) -> Result<bool, StoreError> {
    if game.status != GameStatus::Active || token.seq > game.seq {
        return Ok(false);
    }
    if token.seq == game.seq {
        return Ok(true);
    }
    let Some(entry) = Registry::any(&game.kind) else {
        return Ok(false);
    };
    let rows = {
        let mut conn = pool.acquire().await?;
        game_store::log(&mut conn, game.id).await?
    };
    let decided_since = rows.iter().any(|row| {
        row.seq > token.seq
            && (row.seat.is_some_and(|seat| seat.seat().0 == token.seat)
                || matches!(row.entry, Entry::TakeBack(_)))
    });
    if decided_since {
        return Ok(false);
    }
    let Ok(then) = crate::history::Walk::new(entry, game, &rows).table_at(token.seq) else {
        return Ok(false);
    };
    let Some(Ok(now)) = game.state.as_ref().map(|state| entry.engine.restore(state)) else {
        return Ok(false);
    };
    let waits = |table: &dyn Table| table.waiting_on().contains(&Seat(token.seat));
    Ok(waits(then.as_ref())
        && waits(now.as_ref())
        && choices_in(game, then.as_ref(), token.seat, lang)
            == choices_in(game, now.as_ref(), token.seat, lang))
}

/// What the decision changed, as the game's history tells it to this seat
/// (the dice thrown, the tiles drawn, a castle built): its lines after
/// `since`, a dozen at most.
pub(super) async fn what_changed(
    pool: &PgPool,
    game: &GameRecord,
    seat: u8,
    since: i64,
    lang: Lang,
) -> Result<Vec<String>, StoreError> {
    let Some(entry) = Registry::any(&game.kind) else {
        return Ok(Vec::new());
    };
    let stored = game
        .players
        .iter()
        .filter_map(|player| player.seat)
        .find(|stored| stored.seat().0 == seat);
    let mut conn = pool.acquire().await?;
    let rows = game_store::log(&mut conn, game.id).await?;
    let viewer = crate::history::viewer_for(game, stored);
    let Ok(lines) = crate::history::Walk::new(entry, game, &rows).lines_in(
        viewer,
        &game.names_by_seat(),
        lang,
        since + 1..=i64::MAX,
    ) else {
        return Ok(Vec::new());
    };
    Ok(lines
        .into_iter()
        .filter(|line| !line.taken_back && !line.text.is_empty())
        .map(|line| format!("• {}", line.text))
        .take(12)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the token scheme leans on: in random games of each game, a
    /// seat that still waits after another seat's decision keeps the very
    /// choices it had (Carolingi's placements leave the others' lists
    /// alone), so its reply address stays good and it needs no new mail;
    /// its choices change only when it becomes newly waiting (and gets a
    /// turn mail) or decides itself.
    #[test]
    fn another_seat_s_decision_never_changes_a_waiting_seat_s_choices() {
        use rand::SeedableRng;
        use rand_chacha::ChaCha8Rng;
        let mut kept = 0;
        for entry in Registry::new(false).all() {
            let engine = entry.engine;
            let info = engine.info();
            for seats in info.min_seats..=info.max_seats {
                let options = engine
                    .normalize_options(&serde_json::json!({}), seats)
                    .unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seats) + 42);
                let (mut table, setup) = engine.start(&options, seats, &mut rng).unwrap();
                for event in &setup {
                    table.apply(event).unwrap();
                }
                for _ in 0..400 {
                    let waiting = table.waiting_on();
                    let Some(&seat) = waiting.first() else { break };
                    let others: Vec<(Seat, Vec<Choice>)> = waiting[1..]
                        .iter()
                        .map(|other| {
                            (
                                *other,
                                of_table(entry, table.as_ref(), *other, Lang::default()),
                            )
                        })
                        .collect();
                    let all = of_table(entry, table.as_ref(), seat, Lang::default());
                    let choice = rand::RngCore::next_u32(&mut rng) as usize % all.len();
                    for event in table.decide(seat, &all[choice].action, &mut rng).unwrap() {
                        table.apply(&event).unwrap();
                    }
                    for (other, before) in others {
                        if table.waiting_on().contains(&other) {
                            let now = of_table(entry, table.as_ref(), other, Lang::default());
                            assert_eq!(before, now, "{}: {other:?}", info.id);
                            kept += 1;
                        }
                    }
                }
            }
        }
        assert!(kept > 50, "simultaneous decisions were met ({kept})");
    }
}
