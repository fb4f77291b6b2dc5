//! Webhooks: the hooks players added, the posts waiting to go to them, and
//! what each attempt came to (see `crate::webhooks`).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// A hook as stored; its secret still sealed. (No `Debug`: its address
/// is a credential for Discord and Slack, and must not reach a log.)
#[derive(Clone)]
pub struct Hook {
    pub id: i64,
    pub owner_id: Uuid,
    /// `player`, `game` or `event`.
    pub scope: String,
    pub game_id: Option<Uuid>,
    pub event_id: Option<Uuid>,
    pub format: String,
    pub url: String,
    pub room: String,
    pub secret_sealed: Option<Vec<u8>>,
    pub mention: String,
    pub failing_since: Option<DateTime<Utc>>,
    pub paused_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// A hook to keep, checked by `crate::webhooks`.
pub struct NewHook<'a> {
    pub owner: Uuid,
    pub game: Option<Uuid>,
    pub event: Option<Uuid>,
    pub format: &'a str,
    pub url: &'a str,
    pub room: &'a str,
    pub secret_sealed: Option<&'a [u8]>,
    pub mention: &'a str,
}

/// Keeps a hook, unless `owner` has `limit` of them already (counted under
/// the account's row lock, so two added at once are counted in turn).
pub async fn add(pool: &PgPool, new: &NewHook<'_>, limit: i64) -> Result<Option<i64>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query!("SELECT id FROM users WHERE id = $1 FOR UPDATE", new.owner)
        .fetch_optional(&mut *tx)
        .await?;
    let scope = match (new.game, new.event) {
        (Some(_), _) => "game",
        (None, Some(_)) => "event",
        (None, None) => "player",
    };
    let id = sqlx::query_scalar!(
        "INSERT INTO webhooks (owner_id, scope, game_id, event_id, format, url, room, secret_sealed,
                               mention)
         SELECT $1, $2, $3, $10, $4, $5, $6, $7, $8
         WHERE (SELECT count(*) FROM webhooks WHERE owner_id = $1) < $9
         RETURNING id",
        new.owner,
        scope,
        new.game,
        new.format,
        new.url,
        new.room,
        new.secret_sealed,
        new.mention,
        limit,
        new.event.filter(|_| new.game.is_none())
    )
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// The hooks `user` may see: their own, every hook of a game they play,
/// and every hook of an event they entered (an entrant sees that it
/// exists; only its organizer, the owner, may change it).
pub async fn visible_to(pool: &PgPool, user: Uuid) -> Result<Vec<Hook>, sqlx::Error> {
    sqlx::query_as!(
        Hook,
        "SELECT id, owner_id, scope, game_id, event_id, format, url, room, secret_sealed, mention,
                failing_since, paused_at, created_at
         FROM webhooks h
         WHERE owner_id = $1
            OR EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = h.game_id AND p.user_id = $1)
            OR EXISTS (SELECT 1 FROM event_entrants e WHERE e.event_id = h.event_id AND e.user_id = $1)
         ORDER BY created_at, id",
        user
    )
    .fetch_all(pool)
    .await
}

/// One hook `user` may see (see [`visible_to`]).
pub async fn visible(pool: &PgPool, user: Uuid, id: i64) -> Result<Option<Hook>, sqlx::Error> {
    sqlx::query_as!(
        Hook,
        "SELECT id, owner_id, scope, game_id, event_id, format, url, room, secret_sealed, mention,
                failing_since, paused_at, created_at
         FROM webhooks h
         WHERE id = $2 AND (owner_id = $1
            OR EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = h.game_id AND p.user_id = $1)
            OR EXISTS (SELECT 1 FROM event_entrants e WHERE e.event_id = h.event_id AND e.user_id = $1))",
        user,
        id
    )
    .fetch_optional(pool)
    .await
}

pub async fn remove(pool: &PgPool, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM webhooks WHERE id = $1", id)
        .execute(pool)
        .await?;
    Ok(())
}

/// A paused hook takes posts again; its failures are forgotten (and a
/// later pause is told again).
pub async fn resume(pool: &PgPool, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE webhooks SET paused_at = NULL, failing_since = NULL, pause_told_at = NULL
         WHERE id = $1",
        id
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Whether `user` has a seat at `game`.
pub async fn plays_in(pool: &PgPool, user: Uuid, game: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM game_players WHERE game_id = $1 AND user_id = $2) AS "x!""#,
        game,
        user
    )
    .fetch_one(pool)
    .await
}

/// Whether `user` organizes `event`.
pub async fn organizes(pool: &PgPool, user: Uuid, event: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM events WHERE id = $1 AND organizer = $2) AS "x!""#,
        event,
        user
    )
    .fetch_one(pool)
    .await
}

/// The hooks of `event` that are not paused.
pub async fn event_hooks(conn: &mut PgConnection, event: Uuid) -> Result<Vec<Target>, sqlx::Error> {
    sqlx::query_as!(
        Target,
        "SELECT id, owner_id, mention FROM webhooks
         WHERE event_id = $1 AND paused_at IS NULL ORDER BY id",
        event
    )
    .fetch_all(conn)
    .await
}

/// The hooks of `event`, for its page (an entrant sees they exist).
pub async fn of_event(pool: &PgPool, event: Uuid) -> Result<Vec<Hook>, sqlx::Error> {
    sqlx::query_as!(
        Hook,
        "SELECT id, owner_id, scope, game_id, event_id, format, url, room, secret_sealed, mention,
                failing_since, paused_at, created_at
         FROM webhooks WHERE event_id = $1 ORDER BY created_at, id",
        event
    )
    .fetch_all(pool)
    .await
}

/// The pause of `hook` is to be told its owner: true once per pause (the
/// caller writes the mail in the same transaction); their address and
/// the hook's.
pub async fn pause_to_tell(
    conn: &mut PgConnection,
    hook: i64,
) -> Result<Option<(Uuid, String)>, sqlx::Error> {
    let row = sqlx::query!(
        "UPDATE webhooks SET pause_told_at = now()
         WHERE id = $1 AND paused_at IS NOT NULL AND pause_told_at IS NULL
         RETURNING owner_id, url",
        hook
    )
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|row| (row.owner_id, row.url)))
}

/// Sets (or, with an empty `mention`, clears) a player's chat id on a hook.
pub async fn set_mention(
    pool: &PgPool,
    hook: i64,
    user: Uuid,
    mention: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE webhooks SET mention = $3 WHERE id = $1 AND owner_id = $2",
        hook,
        user,
        mention
    )
    .execute(pool)
    .await?;
    sqlx::query!(
        "DELETE FROM webhook_mentions WHERE hook_id = $1 AND user_id = $2",
        hook,
        user
    )
    .execute(pool)
    .await?;
    sqlx::query!(
        "INSERT INTO webhook_mentions (hook_id, user_id, mention)
         SELECT id, $2, $3 FROM webhooks WHERE id = $1 AND owner_id <> $2 AND $3 <> ''",
        hook,
        user,
        mention
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Whether a hook that is not paused carries notices of `user`: one of
/// their own, or one of a game they play (which of their notices it carries
/// is decided when one is queued).
pub async fn reaches(conn: &mut PgConnection, user: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT EXISTS (
               SELECT 1 FROM webhooks WHERE owner_id = $1 AND scope = 'player' AND paused_at IS NULL
           ) OR EXISTS (
               SELECT 1 FROM webhooks h JOIN game_players p ON p.game_id = h.game_id
               WHERE p.user_id = $1 AND h.paused_at IS NULL
           ) AS "x!""#,
        user
    )
    .fetch_one(conn)
    .await
}

/// A hook a post may be queued for: its id, and its owner's chat id.
#[derive(Debug, Clone)]
pub struct Target {
    pub id: i64,
    pub owner_id: Uuid,
    pub mention: String,
}

/// `user`'s own hooks that are not paused.
pub async fn player_hooks(conn: &mut PgConnection, user: Uuid) -> Result<Vec<Target>, sqlx::Error> {
    sqlx::query_as!(
        Target,
        "SELECT id, owner_id, mention FROM webhooks
         WHERE owner_id = $1 AND scope = 'player' AND paused_at IS NULL ORDER BY id",
        user
    )
    .fetch_all(conn)
    .await
}

/// The hooks of `game` that are not paused.
pub async fn game_hooks(conn: &mut PgConnection, game: Uuid) -> Result<Vec<Target>, sqlx::Error> {
    sqlx::query_as!(
        Target,
        "SELECT id, owner_id, mention FROM webhooks
         WHERE game_id = $1 AND paused_at IS NULL ORDER BY id",
        game
    )
    .fetch_all(conn)
    .await
}

/// The chat ids the other players gave on a hook, of `users`.
pub async fn mentions_on(
    conn: &mut PgConnection,
    hook: i64,
    users: &[Uuid],
) -> Result<Vec<(Uuid, String)>, sqlx::Error> {
    let rows = sqlx::query!(
        "SELECT user_id, mention FROM webhook_mentions WHERE hook_id = $1 AND user_id = ANY($2)",
        hook,
        users
    )
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.user_id, row.mention))
        .collect())
}

/// A notice's event: every notice of one kind written about one game in
/// one transaction (they share their moment), known by its first row.
#[derive(Debug, Clone)]
pub struct NoticeEvent {
    pub game: Uuid,
    pub kind: String,
    pub first: i64,
    /// Who was told, with their names, in the order they were written.
    pub told: Vec<(Uuid, String)>,
}

/// The kind of the notice `notice` (its outbox row's).
pub async fn notice_kind(
    conn: &mut PgConnection,
    notice: i64,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!("SELECT kind FROM outbox WHERE id = $1", notice)
        .fetch_optional(conn)
        .await
}

/// The event the notice `notice` belongs to, when it is about a game that
/// has a hook not paused (none otherwise, at the cost of one lookup).
pub async fn table_event_of(
    conn: &mut PgConnection,
    notice: i64,
) -> Result<Option<NoticeEvent>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT o.id, o.game_id AS "game_id!", o.kind, o.user_id AS "user_id!", u.username
           FROM outbox n
           JOIN outbox o ON o.game_id = n.game_id AND o.kind = n.kind AND o.created_at = n.created_at
           JOIN users u ON u.id = o.user_id
           WHERE n.id = $1 AND n.game_id IS NOT NULL
             AND EXISTS (SELECT 1 FROM webhooks h WHERE h.game_id = n.game_id AND h.paused_at IS NULL)
           ORDER BY o.id"#,
        notice
    )
    .fetch_all(conn)
    .await?;
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let mut event = NoticeEvent {
        game: first.game_id,
        kind: first.kind.clone(),
        first: first.id,
        told: Vec::new(),
    };
    for row in rows {
        if !event.told.iter().any(|(user, _)| *user == row.user_id) {
            event.told.push((row.user_id, row.username));
        }
    }
    Ok(Some(event))
}

/// A post to queue.
pub struct NewMessage<'a> {
    pub hook: i64,
    /// The notice it carries (none for a test).
    pub notice: Option<i64>,
    pub kind: &'a str,
    pub title: &'a str,
    pub body: &'a str,
    pub url: &'a str,
    pub urgent: bool,
    pub mentions: &'a [String],
}

/// Queues a post in the caller's transaction; the same notice queued again
/// for the same hook is ignored.
pub async fn enqueue(conn: &mut PgConnection, new: &NewMessage<'_>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO webhook_outbox (hook_id, notice_id, kind, title, body, url, urgent, mentions)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (hook_id, notice_id) DO NOTHING",
        new.hook,
        new.notice,
        new.kind,
        new.title,
        new.body,
        new.url,
        new.urgent,
        new.mentions
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A post due now, with its hook. (No `Debug`, as for [`Hook`].)
pub struct DueMessage {
    /// The post's own row (`webhook_outbox.id`), never its hook's.
    pub message_id: i64,
    pub kind: String,
    pub title: String,
    pub body: String,
    pub url: String,
    pub urgent: bool,
    pub mentions: Vec<String>,
    pub attempts: i32,
    pub created_at: DateTime<Utc>,
    pub hook_id: i64,
    pub format: String,
    pub hook_url: String,
    pub room: String,
    pub secret_sealed: Option<Vec<u8>>,
    pub owner_id: Uuid,
}

/// Claims the next due post of a hook that is not paused, for this
/// transaction (`SKIP LOCKED`: another instance takes another one).
pub async fn claim_due(conn: &mut PgConnection) -> Result<Option<DueMessage>, sqlx::Error> {
    sqlx::query_as!(
        DueMessage,
        "SELECT o.id AS message_id, o.kind, o.title, o.body, o.url, o.urgent, o.mentions,
                o.attempts, o.created_at, h.id AS hook_id, h.format, h.url AS hook_url, h.room,
                h.secret_sealed, h.owner_id
         FROM webhook_outbox o JOIN webhooks h ON h.id = o.hook_id
         WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.send_after <= now()
           AND h.paused_at IS NULL
         ORDER BY o.send_after, o.id
         LIMIT 1
         FOR UPDATE OF o SKIP LOCKED"
    )
    .fetch_optional(conn)
    .await
}

/// What an attempt came to, for the deliveries log.
pub struct Attempt<'a> {
    pub hook: i64,
    pub message: i64,
    pub status: Option<i32>,
    pub error: Option<&'a str>,
}

/// Keeps an attempt in the hook's log (its last 20).
pub async fn record(conn: &mut PgConnection, attempt: &Attempt<'_>) -> Result<(), sqlx::Error> {
    let error: Option<String> = attempt.error.map(|error| error.chars().take(300).collect());
    sqlx::query!(
        "INSERT INTO webhook_deliveries (hook_id, message_id, status, error) VALUES ($1, $2, $3, $4)",
        attempt.hook,
        attempt.message,
        attempt.status,
        error
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "DELETE FROM webhook_deliveries WHERE hook_id = $1 AND id NOT IN
             (SELECT id FROM webhook_deliveries WHERE hook_id = $1
              ORDER BY attempted_at DESC, id DESC LIMIT 20)",
        attempt.hook
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks a claimed post sent, and its hook working. False when it was no
/// longer waiting (what was just sent had been sent before: a repeat).
pub async fn mark_sent(
    conn: &mut PgConnection,
    attempt: &Attempt<'_>,
) -> Result<bool, sqlx::Error> {
    let marked = sqlx::query!(
        "UPDATE webhook_outbox SET sent_at = now(), attempts = attempts + 1, last_status = $2,
                last_error = NULL
         WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL",
        attempt.message,
        attempt.status
    )
    .execute(&mut *conn)
    .await?;
    // The attempt's log before the hook's row, as a failure takes them
    // (`mark_retry`, then `note_failure`): one order of locks, no deadlock.
    record(&mut *conn, attempt).await?;
    sqlx::query!(
        "UPDATE webhooks SET failing_since = NULL WHERE id = $1",
        attempt.hook
    )
    .execute(conn)
    .await?;
    Ok(marked.rows_affected() == 1)
}

/// A post to try again at `at`.
pub async fn mark_retry(
    conn: &mut PgConnection,
    attempt: &Attempt<'_>,
    at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE webhook_outbox SET attempts = attempts + 1, last_status = $2, last_error = $3,
                send_after = $4
         WHERE id = $1",
        attempt.message,
        attempt.status,
        attempt.error,
        at
    )
    .execute(&mut *conn)
    .await?;
    record(conn, attempt).await
}

/// A post given up on.
pub async fn mark_failed(
    conn: &mut PgConnection,
    attempt: &Attempt<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE webhook_outbox SET attempts = attempts + 1, last_status = $2, last_error = $3,
                failed_at = now()
         WHERE id = $1",
        attempt.message,
        attempt.status,
        attempt.error
    )
    .execute(&mut *conn)
    .await?;
    record(conn, attempt).await
}

/// Notes that an attempt failed; a hook whose every attempt failed since
/// `paused_if_failing_since` or before is paused (what waited for it is
/// given up). Returns whether it is paused (now or by another instance a
/// moment ago: `pause_to_tell` says whether its owner is still to hear).
pub async fn note_failure(
    conn: &mut PgConnection,
    hook: i64,
    paused_if_failing_since: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    let paused = sqlx::query_scalar!(
        r#"UPDATE webhooks SET failing_since = COALESCE(failing_since, now()),
                  paused_at = CASE WHEN failing_since <= $2 THEN now() ELSE paused_at END
           WHERE id = $1
           RETURNING paused_at IS NOT NULL AS "paused!""#,
        hook,
        paused_if_failing_since
    )
    .fetch_optional(&mut *conn)
    .await?
    .unwrap_or(false);
    if paused {
        // A post another instance is attempting right now is left to it
        // (SKIP LOCKED): waiting for it while holding the hook's row, which
        // that instance's own failure waits for, was a deadlock. It gives
        // its post up itself when its failure finds the hook paused.
        sqlx::query!(
            "UPDATE webhook_outbox SET failed_at = now(), last_error = 'webhook-error-paused'
             WHERE id IN (SELECT id FROM webhook_outbox
                          WHERE hook_id = $1 AND sent_at IS NULL AND failed_at IS NULL
                          FOR UPDATE SKIP LOCKED)",
            hook
        )
        .execute(conn)
        .await?;
    }
    Ok(paused)
}

/// One attempt, as its hook's owner reads it.
#[derive(Debug, Clone)]
pub struct DeliveryRow {
    pub attempted_at: DateTime<Utc>,
    pub status: Option<i32>,
    pub error: Option<String>,
    pub kind: String,
}

/// A hook's last attempts, the newest first.
pub async fn deliveries(
    pool: &PgPool,
    hook: i64,
    limit: i64,
) -> Result<Vec<DeliveryRow>, sqlx::Error> {
    sqlx::query_as!(
        DeliveryRow,
        r#"SELECT d.attempted_at, d.status, d.error, COALESCE(o.kind, '') AS "kind!"
           FROM webhook_deliveries d LEFT JOIN webhook_outbox o ON o.id = d.message_id
           WHERE d.hook_id = $1 ORDER BY d.attempted_at DESC, d.id DESC LIMIT $2"#,
        hook,
        limit
    )
    .fetch_all(pool)
    .await
}
