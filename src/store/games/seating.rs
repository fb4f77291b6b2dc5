//! Creating games and seating players: invitations, seats drawn, taken
//! over and offered, rematches.

use super::*;
use serde::Deserialize;
use serde_json::Value;
use sqlx::{FromRow, PgConnection, PgPool};
use uuid::Uuid;

pub struct NewGame<'a> {
    pub kind: &'a str,
    pub rules_version: i32,
    pub options: &'a Value,
    pub seat_count: Seats,
    pub created_by: Uuid,
    pub time_control: TimeControl,
    pub invite_only: bool,
    pub private: bool,
    pub chat_private: bool,
    pub team_talk: bool,
    pub timeout_policy: TimeoutPolicy,
}

pub async fn create(tx: &mut PgConnection, game: NewGame<'_>) -> Result<Uuid, sqlx::Error> {
    let id = Uuid::new_v4();
    sqlx::query!(
        "INSERT INTO games (id, kind, rules_version, options, seat_count, status, created_by,
                            move_time_limit_hours, invite_only, chat_private, team_talk,
                            timeout_policy, time_bank_hours, bank_increment_hours, bank_cap_hours,
                            private)
         VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
        id,
        game.kind,
        game.rules_version,
        game.options,
        game.seat_count as _,
        game.created_by,
        game.time_control.per_move_hours,
        game.invite_only,
        game.chat_private,
        game.team_talk,
        game.timeout_policy as _,
        game.time_control.bank_hours,
        game.time_control.increment_hours,
        game.time_control.cap_hours,
        game.private
    )
    .execute(&mut *tx)
    .await?;
    add_player(tx, id, game.created_by).await?;
    Ok(id)
}

/// One of the games an event opens at once: its id, its table's size,
/// options and players in seat order (the first one stands as its
/// creator), the event's number for the table, and the row its set-up
/// leaves (the game is created already started).
pub struct EventTableGame<'a> {
    pub id: Uuid,
    pub seat_count: Seats,
    pub options: &'a Value,
    pub players: &'a [Uuid],
    pub table: i32,
    pub set_up: Projection<'a>,
}

/// Creates the games of an event's tables in two statements (the games,
/// then their players): each is [`create`] with `terms` (but the table's
/// own size, options and creator), marked as the event's table, its
/// players in their seats, and already in the state its set-up leaves (as
/// `project_set_ups` would write it): the set-up's events are the caller's
/// to write (`play::follow_set_ups`). An event's round of 666 tables opened
/// one game at a time spent 3–4 ms a game on round trips; created open and
/// then started, each row was written twice and its triggers run twice.
pub async fn create_event_games(
    tx: &mut PgConnection,
    event: Uuid,
    terms: &NewGame<'_>,
    games: &[EventTableGame<'_>],
) -> Result<(), sqlx::Error> {
    let ids: Vec<Uuid> = games.iter().map(|game| game.id).collect();
    let seat_counts: Vec<i16> = games.iter().map(|game| game.seat_count.number()).collect();
    let options: Vec<Value> = games.iter().map(|game| game.options.clone()).collect();
    let creators: Vec<Uuid> = games
        .iter()
        .map(|game| game.players.first().copied().unwrap_or(terms.created_by))
        .collect();
    let tables: Vec<i32> = games.iter().map(|game| game.table).collect();
    let seqs: Vec<i64> = games.iter().map(|game| game.set_up.seq).collect();
    let states: Vec<&Value> = games.iter().map(|game| game.set_up.state).collect();
    // Each game's waiting seats as one JSON array (as `project_set_ups`).
    let waiting: Vec<Value> = games
        .iter()
        .map(|game| serde_json::to_value(game.set_up.waiting_on).unwrap_or(Value::Null))
        .collect();
    let outcomes: Vec<Option<&Value>> = games.iter().map(|game| game.set_up.outcome).collect();
    sqlx::query!(
        "INSERT INTO games (id, kind, rules_version, options, seat_count, status, created_by,
                            move_time_limit_hours, invite_only, chat_private, team_talk,
                            timeout_policy, time_bank_hours, bank_increment_hours, bank_cap_hours,
                            private, event_id, event_table, seq, last_action_no, state,
                            waiting_on, outcome, started_at, finished_at)
         SELECT t.id, $6, $7, t.options, t.seat_count,
                CASE WHEN t.outcome IS NULL THEN 'active' ELSE 'finished' END, t.creator,
                $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, t.event_table, t.seq, 0, t.state,
                ARRAY(SELECT w.seat::int2
                      FROM jsonb_array_elements_text(t.waiting) WITH ORDINALITY AS w (seat, i)
                      ORDER BY w.i),
                t.outcome, now(), CASE WHEN t.outcome IS NULL THEN NULL ELSE now() END
         FROM unnest($1::uuid[], $2::int2[], $3::jsonb[], $4::uuid[], $5::int4[],
                     $18::int8[], $19::jsonb[], $20::jsonb[], $21::jsonb[])
              AS t (id, seat_count, options, creator, event_table, seq, state, waiting, outcome)",
        &ids,
        &seat_counts,
        &options,
        &creators,
        &tables,
        terms.kind,
        terms.rules_version,
        terms.time_control.per_move_hours,
        terms.invite_only,
        terms.chat_private,
        terms.team_talk,
        terms.timeout_policy as _,
        terms.time_control.bank_hours,
        terms.time_control.increment_hours,
        terms.time_control.cap_hours,
        terms.private,
        event,
        &seqs,
        &states as _,
        &waiting,
        &outcomes as _
    )
    .execute(&mut *tx)
    .await?;
    // Each player in the seat the table gives them and with the time bank
    // the start fills: the start's own writes of both then find nothing
    // to change, so no row is written twice (nor its triggers run again).
    let mut player_games = Vec::new();
    let mut players = Vec::new();
    let mut seats = Vec::new();
    for game in games {
        for (seat, player) in StoredSeat::all(game.seat_count).zip(game.players) {
            player_games.push(game.id);
            players.push(*player);
            seats.push(seat.number());
        }
    }
    let bank_seconds = i64::from(terms.time_control.bank_hours) * 3600;
    sqlx::query!(
        "INSERT INTO game_players (game_id, user_id, seat, bank_seconds)
         SELECT t.game_id, t.user_id, t.seat, $4
         FROM unnest($1::uuid[], $2::uuid[], $3::int2[]) AS t (game_id, user_id, seat)
         ON CONFLICT DO NOTHING",
        &player_games,
        &players,
        &seats,
        bank_seconds
    )
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn add_player(tx: &mut PgConnection, game: Uuid, user: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO game_players (game_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        game,
        user
    )
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn remove_player(
    tx: &mut PgConnection,
    game: Uuid,
    user: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM game_players WHERE game_id = $1 AND user_id = $2",
        game,
        user
    )
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn set_cancelled(tx: &mut PgConnection, game: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET status = 'cancelled', updated_at = now() WHERE id = $1",
        game
    )
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn invite(tx: &mut PgConnection, game: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    let result = sqlx::query!(
        "INSERT INTO game_invitations (game_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        game,
        user
    )
    .execute(tx)
    .await?;
    Ok(result.rows_affected() == 1)
}

pub async fn is_invited(pool: &PgPool, game: Uuid, user: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM game_invitations WHERE game_id = $1 AND user_id = $2)
               AS "invited!""#,
        game,
        user
    )
    .fetch_one(pool)
    .await
}

/// Seats drawn by the server, in the same transaction as the start.
pub async fn assign_seat(
    tx: &mut PgConnection,
    game: Uuid,
    user: Uuid,
    seat: StoredSeat,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_players SET seat = $3 WHERE game_id = $1 AND user_id = $2",
        game,
        user,
        seat as _
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// [`assign_seat`] for many players of many games, in one statement.
pub async fn assign_seats(
    tx: &mut PgConnection,
    seats: &[(Uuid, Uuid, StoredSeat)],
) -> Result<(), sqlx::Error> {
    let games: Vec<Uuid> = seats.iter().map(|(game, _, _)| *game).collect();
    let users: Vec<Uuid> = seats.iter().map(|(_, user, _)| *user).collect();
    let numbers: Vec<i16> = seats.iter().map(|(_, _, seat)| seat.number()).collect();
    sqlx::query!(
        "UPDATE game_players p SET seat = s.seat
         FROM unnest($1::uuid[], $2::uuid[], $3::int2[]) AS s (game_id, user_id, seat)
         WHERE p.game_id = s.game_id AND p.user_id = s.user_id
           AND p.seat IS DISTINCT FROM s.seat",
        &games,
        &users,
        &numbers
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// Hands a seat over: its player row now belongs to the newcomer (the
/// computer no longer holds it), the hand-over is kept, and the seat's offer
/// is spent.
pub async fn hand_over_seat(
    tx: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    from: Uuid,
    to: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE game_players SET user_id = $4, bot = false, joined_at = now()
         WHERE game_id = $1 AND seat = $2 AND user_id = $3",
        game,
        seat as _,
        from,
        to
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO seat_handovers (game_id, seat, from_user, to_user) VALUES ($1, $2, $3, $4)",
        game,
        seat as _,
        from,
        to
    )
    .execute(&mut *tx)
    .await?;
    withdraw_seat_offer(tx, game, seat).await
}

/// An offer of a vanished seat: to one user, or to anyone (`invited` none).
pub async fn offer_seat(
    tx: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
    offered_by: Uuid,
    invited: Option<Uuid>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO seat_offers (game_id, seat, offered_by, invited) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, seat) DO UPDATE
         SET offered_by = $3, invited = $4, offered_at = now()",
        game,
        seat as _,
        offered_by,
        invited
    )
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn withdraw_seat_offer(
    tx: &mut PgConnection,
    game: Uuid,
    seat: StoredSeat,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM seat_offers WHERE game_id = $1 AND seat = $2",
        game,
        seat as _
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// A seat's offer: who may take it (`None`: anyone) and who offered it.
#[derive(Debug, Clone, FromRow, Deserialize)]
pub struct SeatOffer {
    pub seat: StoredSeat,
    pub invited: Option<Uuid>,
    pub invited_name: Option<String>,
    pub offered_by_name: String,
}

/// The offers of a game's seats.
pub async fn seat_offers(
    conn: &mut PgConnection,
    game: Uuid,
) -> Result<Vec<SeatOffer>, sqlx::Error> {
    sqlx::query_as!(
        SeatOffer,
        r#"SELECT o.seat AS "seat: StoredSeat", o.invited, i.username AS "invited_name?",
                  b.username AS offered_by_name
           FROM seat_offers o JOIN users b ON b.id = o.offered_by
           LEFT JOIN users i ON i.id = o.invited
           WHERE o.game_id = $1 ORDER BY o.seat"#,
        game
    )
    .fetch_all(conn)
    .await
}

/// A seat one may take over, as the lobby lists it.
#[derive(Debug, Clone, FromRow)]
pub struct OpenSeat {
    pub game_id: Uuid,
    pub kind: String,
    pub seat: StoredSeat,
    /// Who held it.
    pub held_by: String,
    #[sqlx(flatten)]
    pub time_control: TimeControl,
    /// Only for the viewer (an invitation), not for anyone.
    pub invited: bool,
}

/// The seats `viewer` may take over: open to anyone or offered to them, in
/// running games they are not in; newest offers first.
pub async fn open_seats(pool: &PgPool, viewer: Option<Uuid>) -> Result<Vec<OpenSeat>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT g.id AS game_id, g.kind, o.seat AS "seat: StoredSeat", u.username AS held_by,
                  g.move_time_limit_hours, g.time_bank_hours, g.bank_increment_hours,
                  g.bank_cap_hours, o.invited IS NOT NULL AS "invited!"
           FROM seat_offers o JOIN games g ON g.id = o.game_id
           JOIN game_players p ON p.game_id = o.game_id AND p.seat = o.seat
           JOIN users u ON u.id = p.user_id
           WHERE g.status = 'active' AND (o.invited IS NULL OR o.invited = $1)
             -- A private game's seat is offered to nobody it is hidden from.
             AND (NOT g.private OR o.invited = $1)
             AND NOT EXISTS (SELECT 1 FROM game_players m WHERE m.game_id = g.id AND m.user_id = $1)
             -- Never offered beside someone blocked, either way.
             AND NOT EXISTS (SELECT 1 FROM game_players m JOIN user_blocks b
                               ON (b.user_id = $1 AND b.blocked_id = m.user_id)
                               OR (b.blocked_id = $1 AND b.user_id = m.user_id)
                             WHERE m.game_id = g.id)
           ORDER BY o.offered_at DESC LIMIT 50"#,
        viewer
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| OpenSeat {
            game_id: row.game_id,
            kind: row.kind,
            seat: row.seat,
            held_by: row.held_by,
            time_control: TimeControl {
                per_move_hours: row.move_time_limit_hours,
                bank_hours: row.time_bank_hours,
                increment_hours: row.bank_increment_hours,
                cap_hours: row.bank_cap_hours,
            },
            invited: row.invited,
        })
        .collect())
}

/// The rematch of a finished game that still waits for its players.
pub async fn open_rematch(
    conn: &mut PgConnection,
    finished: Uuid,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT id FROM games WHERE rematch_of = $1 AND status = 'open'",
        finished
    )
    .fetch_optional(conn)
    .await
}

pub async fn set_rematch_of(
    conn: &mut PgConnection,
    game: Uuid,
    finished: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET rematch_of = $2 WHERE id = $1",
        game,
        finished
    )
    .execute(conn)
    .await?;
    Ok(())
}
