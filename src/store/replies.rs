//! Play by reply: the replies received (`inbound_mail`: each Message-ID
//! read once, and what became of it), the mails a reply may quote, and the
//! thread an answer belongs to (`reply_threads`).

use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

/// Records a reply's Message-ID; false when it was read before.
pub async fn record_inbound(
    pool: &PgPool,
    message_id: &str,
    sender: &str,
    game: Uuid,
) -> Result<bool, sqlx::Error> {
    let first: Option<String> = sqlx::query_scalar!(
        "INSERT INTO inbound_mail (message_id, sender, game_id) VALUES ($1, $2, $3)
         ON CONFLICT (message_id) DO NOTHING RETURNING message_id",
        message_id,
        sender,
        game
    )
    .fetch_optional(pool)
    .await?;
    Ok(first.is_some())
}

/// Forgets a reply whose reading failed on the database, so that the
/// sending server's next try is read rather than taken for a repeat.
pub async fn forget_inbound(pool: &PgPool, message_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM inbound_mail WHERE message_id = $1 AND outcome = 'received'",
        message_id
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// What became of a reply (`reply::Outcome::code`).
pub async fn set_outcome(
    conn: &mut PgConnection,
    message_id: &str,
    outcome: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE inbound_mail SET outcome = $2 WHERE message_id = $1",
        message_id,
        outcome
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The texts (plain and HTML) of the latest mails to `user` that a reply
/// to `address` may quote: the mails that carried that reply address, and
/// the user's latest mails about `game`.
pub async fn quotable(
    pool: &PgPool,
    user: Uuid,
    address: &str,
    game: Uuid,
) -> Result<Vec<(Option<String>, Option<String>)>, sqlx::Error> {
    // Both halves read `outbox.id`, never NULL; the texts may be.
    sqlx::query!(
        r#"(SELECT id AS "id!", body_text AS "body_text?", body_html AS "body_html?" FROM outbox
            WHERE lower(reply_to) = lower($2) AND user_id = $1 ORDER BY id DESC LIMIT 4)
           UNION
           (SELECT id, body_text, body_html FROM outbox
            WHERE user_id = $1 AND game_id = $3 AND sent_at IS NOT NULL ORDER BY id DESC LIMIT 4)
           ORDER BY 1 DESC"#,
        user,
        address,
        game
    )
    .fetch_all(pool)
    .await
    .map(|rows| {
        rows.into_iter()
            .map(|row| (row.body_text, row.body_html))
            .collect()
    })
}

/// The reply an answer answers, as its `In-Reply-To` and `References`
/// headers say it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thread {
    /// The reply's Message-ID, in angle brackets.
    pub in_reply_to: String,
    /// The reply's own references and its Message-ID, space-separated.
    pub references: String,
}

/// Records the thread of the answer just queued on `conn` (the outbox row
/// the connection's last insert made).
pub async fn record_thread(conn: &mut PgConnection, thread: &Thread) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO reply_threads (outbox_id, in_reply_to, message_references)
         VALUES (currval(pg_get_serial_sequence('outbox', 'id')), $1, $2)",
        &thread.in_reply_to,
        &thread.references
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The thread of an outbox row, if it answers a reply.
pub async fn thread_of(
    conn: &mut PgConnection,
    outbox: i64,
) -> Result<Option<Thread>, sqlx::Error> {
    let row = sqlx::query!(
        "SELECT in_reply_to, message_references FROM reply_threads WHERE outbox_id = $1",
        outbox
    )
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|row| Thread {
        in_reply_to: row.in_reply_to,
        references: row.message_references,
    }))
}
