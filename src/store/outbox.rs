//! The outbox: emails written in the same transaction as their cause, then
//! claimed by a worker (`FOR UPDATE SKIP LOCKED`, so instances never collide).

use crate::games::StoredSeat;
use chrono::{DateTime, Utc};
use sqlx::postgres::{PgTypeInfo, PgValueRef};
use sqlx::{FromRow, PgConnection, PgPool, Postgres};
use uuid::Uuid;

/// What a person is told about a game: the kinds of notice (see
/// `crate::notices` for who is told which). Stored as its snake_case name
/// in `outbox.kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum NoticeKind {
    GameStarted,
    YourTurn,
    Reminder,
    TimedOut,
    GameFinished,
    Invitation,
    Proposal,
    SeatOffer,
    Mention,
    /// An event's notices (`crate::notices::event`): about an event, not a
    /// game (the row's `event_id`, no `game_id`).
    EventStarted,
    RoundStarted,
    Promoted,
    Relegated,
    EventFinished,
    ChallengeReceived,
    ChallengeAccepted,
    /// To the challenger: the challenged player declined.
    ChallengeDeclined,
    ChallengeLapsed,
}

impl NoticeKind {
    pub const ALL: [NoticeKind; 18] = [
        NoticeKind::GameStarted,
        NoticeKind::YourTurn,
        NoticeKind::Reminder,
        NoticeKind::TimedOut,
        NoticeKind::GameFinished,
        NoticeKind::Invitation,
        NoticeKind::Proposal,
        NoticeKind::SeatOffer,
        NoticeKind::Mention,
        NoticeKind::EventStarted,
        NoticeKind::RoundStarted,
        NoticeKind::Promoted,
        NoticeKind::Relegated,
        NoticeKind::EventFinished,
        NoticeKind::ChallengeReceived,
        NoticeKind::ChallengeAccepted,
        NoticeKind::ChallengeDeclined,
        NoticeKind::ChallengeLapsed,
    ];

    /// The stored name.
    pub fn code(self) -> &'static str {
        match self {
            NoticeKind::GameStarted => "game_started",
            NoticeKind::YourTurn => "your_turn",
            NoticeKind::Reminder => "reminder",
            NoticeKind::TimedOut => "timed_out",
            NoticeKind::GameFinished => "game_finished",
            NoticeKind::Invitation => "invitation",
            NoticeKind::Proposal => "proposal",
            NoticeKind::SeatOffer => "seat_offer",
            NoticeKind::Mention => "mention",
            NoticeKind::EventStarted => "event_started",
            NoticeKind::RoundStarted => "round_started",
            NoticeKind::Promoted => "promoted",
            NoticeKind::Relegated => "relegated",
            NoticeKind::EventFinished => "event_finished",
            NoticeKind::ChallengeReceived => "challenge_received",
            NoticeKind::ChallengeAccepted => "challenge_accepted",
            NoticeKind::ChallengeDeclined => "challenge_declined",
            NoticeKind::ChallengeLapsed => "challenge_lapsed",
        }
    }

    /// About an event rather than a game.
    pub fn is_event(self) -> bool {
        matches!(
            self,
            NoticeKind::EventStarted
                | NoticeKind::RoundStarted
                | NoticeKind::Promoted
                | NoticeKind::Relegated
                | NoticeKind::EventFinished
                | NoticeKind::ChallengeReceived
                | NoticeKind::ChallengeAccepted
                | NoticeKind::ChallengeDeclined
                | NoticeKind::ChallengeLapsed
        )
    }

    /// A decision waits on the recipient ("your turn", a reminder).
    pub fn is_turn(self) -> bool {
        matches!(self, NoticeKind::YourTurn | NoticeKind::Reminder)
    }
}

/// Mail about the account itself, composed when it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "text", rename_all = "snake_case")]
pub enum LetterKind {
    PasswordReset,
    /// The link that confirms the account's own address.
    VerifyEmail,
    /// The link that confirms a new address, sent to it.
    EmailChange,
    /// To the old address: a change was asked for.
    EmailChangeNotice,
    /// The answer to a reply to a turn mail (play by reply).
    ReplyAnswer,
    /// To a hook's owner: it failed for days and was paused.
    WebhookPaused,
}

impl LetterKind {
    pub const ALL: [LetterKind; 6] = [
        LetterKind::PasswordReset,
        LetterKind::VerifyEmail,
        LetterKind::EmailChange,
        LetterKind::EmailChangeNotice,
        LetterKind::ReplyAnswer,
        LetterKind::WebhookPaused,
    ];

    pub fn code(self) -> &'static str {
        match self {
            LetterKind::PasswordReset => "password_reset",
            LetterKind::VerifyEmail => "verify_email",
            LetterKind::EmailChange => "email_change",
            LetterKind::EmailChangeNotice => "email_change_notice",
            LetterKind::ReplyAnswer => "reply_answer",
            LetterKind::WebhookPaused => "webhook_paused",
        }
    }
}

/// What an outbox row is: a notice about a game, or a letter about the
/// account. One text column holds both names (they never collide).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    Notice(NoticeKind),
    Letter(LetterKind),
}

impl MailKind {
    pub fn code(self) -> &'static str {
        match self {
            MailKind::Notice(kind) => kind.code(),
            MailKind::Letter(kind) => kind.code(),
        }
    }

    pub fn parse(code: &str) -> Option<MailKind> {
        NoticeKind::ALL
            .into_iter()
            .find(|kind| kind.code() == code)
            .map(MailKind::Notice)
            .or_else(|| {
                LetterKind::ALL
                    .into_iter()
                    .find(|kind| kind.code() == code)
                    .map(MailKind::Letter)
            })
    }

    pub fn notice(self) -> Option<NoticeKind> {
        match self {
            MailKind::Notice(kind) => Some(kind),
            MailKind::Letter(_) => None,
        }
    }
}

impl std::fmt::Display for MailKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl sqlx::Type<Postgres> for MailKind {
    fn type_info() -> PgTypeInfo {
        <String as sqlx::Type<Postgres>>::type_info()
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        <String as sqlx::Type<Postgres>>::compatible(ty)
    }
}

impl<'r> sqlx::Decode<'r, Postgres> for MailKind {
    fn decode(value: PgValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        let code = <&str as sqlx::Decode<Postgres>>::decode(value)?;
        MailKind::parse(code).ok_or_else(|| format!("unknown kind of mail: {code}").into())
    }
}

impl sqlx::Encode<'_, Postgres> for MailKind {
    fn encode_by_ref(
        &self,
        buf: &mut sqlx::postgres::PgArgumentBuffer,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <&str as sqlx::Encode<Postgres>>::encode(self.code(), buf)
    }
}

/// Why a notice went nowhere: each rule that holds one back for good has
/// its name, kept with the row (`outbox.last_error`) and counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dropped {
    /// The recipient muted the game's mail (push included).
    Muted,
    /// Neither a confirmed address that wants notification mail nor a
    /// device for push.
    NoChannel,
    /// What it said is no longer so (the turn was played, the game opened
    /// since, the proposal answered, the seat taken).
    NoLongerTrue,
    /// The account or the game is gone.
    Gone,
}

impl Dropped {
    pub fn code(self) -> &'static str {
        match self {
            Dropped::Muted => "muted",
            Dropped::NoChannel => "no channel",
            Dropped::NoLongerTrue => "no longer true",
            Dropped::Gone => "gone",
        }
    }
}

#[derive(Debug, Clone)]
pub struct NewMail {
    pub user_id: Option<Uuid>,
    pub to_address: String,
    pub kind: LetterKind,
    pub subject: String,
    pub body_text: String,
    pub body_html: String,
    /// Where a reply goes (play by reply), if anywhere but the sender.
    pub reply_to: Option<String>,
}

#[derive(Debug, Clone, FromRow)]
pub struct MailRow {
    pub id: i64,
    pub user_id: Option<Uuid>,
    pub to_address: String,
    pub kind: MailKind,
    /// Composed at enqueue for account mail; at send time for notifications.
    pub subject: Option<String>,
    pub body_text: Option<String>,
    pub body_html: Option<String>,
    pub attempts: i32,
    pub created_at: DateTime<Utc>,
    /// Set for notifications about a game.
    pub game_id: Option<Uuid>,
    /// Set for notifications about an event (`NoticeKind::is_event`).
    pub event_id: Option<Uuid>,
    pub seat: Option<StoredSeat>,
    pub sent_at: Option<DateTime<Utc>>,
    pub failed_at: Option<DateTime<Utc>>,
    pub dropped_at: Option<DateTime<Utc>>,
    pub last_error: Option<String>,
    pub reply_to: Option<String>,
}

/// A query of `MailRow`s, checked at compile time: the columns once, the
/// rest of the statement (from `FROM`) given with its arguments.
macro_rules! mail_rows {
    ($rest:literal $(, $argument:expr)* $(,)?) => {
        sqlx::query_as!(
            MailRow,
            r#"SELECT id, user_id, to_address, kind AS "kind: MailKind", subject, body_text,
                      body_html, attempts, created_at, game_id, event_id, seat AS "seat: StoredSeat",
                      sent_at, failed_at, dropped_at, last_error, reply_to "# + $rest
            $(, $argument)*
        )
    };
}

/// One notice for one person: written now, composed when it is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotice {
    pub user: Uuid,
    pub kind: NoticeKind,
    /// The seat it is about, when it is about one (the recipient's own for
    /// a turn; the one that timed out; none for an onlooker).
    pub seat: Option<StoredSeat>,
    /// Text that cannot be recomputed when it is sent (a mention's words,
    /// the name of who invited).
    pub note: Option<String>,
}

/// Writes notices about `game` in the caller's transaction, in one
/// statement, all to be sent from `send_after`. Who gets which was decided
/// by `crate::notices::addressees`; how each reaches its person (mail,
/// push, nothing) is decided when it is due, so nobody is left out here.
pub async fn enqueue_notices(
    conn: &mut PgConnection,
    game: Uuid,
    notices: &[NewNotice],
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    enqueue_notices_of_games(conn, &[(game, notices)], send_after).await
}

/// [`enqueue_notices`] for several games at once (an event's tables
/// starting together), still one statement, each game's in its order.
pub async fn enqueue_notices_of_games(
    conn: &mut PgConnection,
    games: &[(Uuid, &[NewNotice])],
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let notices: Vec<(Uuid, &NewNotice)> = games
        .iter()
        .flat_map(|(game, notices)| notices.iter().map(move |notice| (*game, notice)))
        .collect();
    if notices.is_empty() {
        return Ok(());
    }
    let game_ids: Vec<Uuid> = notices.iter().map(|(game, _)| *game).collect();
    let users: Vec<Uuid> = notices.iter().map(|(_, notice)| notice.user).collect();
    let kinds: Vec<&str> = notices
        .iter()
        .map(|(_, notice)| notice.kind.code())
        .collect();
    let seats: Vec<Option<StoredSeat>> = notices.iter().map(|(_, notice)| notice.seat).collect();
    let notes: Vec<Option<&str>> = notices
        .iter()
        .map(|(_, notice)| notice.note.as_deref())
        .collect();
    sqlx::query!(
        "INSERT INTO outbox (user_id, to_address, kind, game_id, seat, body_text, send_after)
         SELECT u.id, u.email, n.kind, n.game_id, n.seat, n.note, $6
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int2[], $5::text[])
              WITH ORDINALITY AS n (game_id, user_id, kind, seat, note, position)
         JOIN users u ON u.id = n.user_id
         ORDER BY n.position",
        &game_ids,
        &users,
        &kinds as _,
        &seats as _,
        &notes as _,
        send_after
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Writes notices about `event` in the caller's transaction (the rule:
/// `crate::notices::event`), composed when due like a game's.
pub async fn enqueue_event_notices(
    conn: &mut PgConnection,
    event: Uuid,
    notices: &[NewNotice],
    send_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    if notices.is_empty() {
        return Ok(());
    }
    let users: Vec<Uuid> = notices.iter().map(|notice| notice.user).collect();
    let kinds: Vec<&str> = notices.iter().map(|notice| notice.kind.code()).collect();
    let notes: Vec<Option<&str>> = notices
        .iter()
        .map(|notice| notice.note.as_deref())
        .collect();
    sqlx::query!(
        "INSERT INTO outbox (user_id, to_address, kind, event_id, body_text, send_after)
         SELECT u.id, u.email, n.kind, $1, n.note, $5
         FROM unnest($2::uuid[], $3::text[], $4::text[])
              WITH ORDINALITY AS n (user_id, kind, note, position)
         JOIN users u ON u.id = n.user_id
         ORDER BY n.position",
        event,
        &users,
        &kinds as _,
        &notes as _,
        send_after
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Who was written a notice of `kind` about `game` since `since`.
pub async fn told_since(
    conn: &mut PgConnection,
    game: Uuid,
    kind: NoticeKind,
    since: DateTime<Utc>,
) -> Result<Vec<Uuid>, sqlx::Error> {
    let told = sqlx::query_scalar!(
        r#"SELECT DISTINCT user_id AS "user_id!" FROM outbox
           WHERE game_id = $1 AND kind = $2 AND created_at >= $3 AND user_id IS NOT NULL"#,
        game,
        kind.code(),
        since
    )
    .fetch_all(conn)
    .await?;
    Ok(told)
}

/// Every notification of a user due by `now`, locked for this transaction:
/// a digest gathers them into one message. One held back until later (the
/// hold after a computer's move, a player at the table) stays back.
pub async fn pending_notifications(
    conn: &mut PgConnection,
    user: Uuid,
    now: DateTime<Utc>,
) -> Result<Vec<MailRow>, sqlx::Error> {
    mail_rows!(
        "FROM outbox
         WHERE user_id = $1 AND (game_id IS NOT NULL OR event_id IS NOT NULL) AND send_after <= $2
           AND sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL
         ORDER BY id FOR UPDATE SKIP LOCKED",
        user,
        now
    )
    .fetch_all(conn)
    .await
}

pub async fn postpone(
    conn: &mut PgConnection,
    ids: &[i64],
    until: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE outbox SET send_after = $2 WHERE id = ANY($1)",
        ids,
        until
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn mark_dropped(
    conn: &mut PgConnection,
    ids: &[i64],
    reason: Dropped,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE outbox SET dropped_at = now(), last_error = $2 WHERE id = ANY($1)",
        ids,
        reason.code()
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Records what was sent for a notification (for the local mail page), and
/// marks the notifications gathered into it. False when the row was no
/// longer waiting (a repeat, which the caller counts).
pub async fn mark_composed_sent(
    conn: &mut PgConnection,
    id: i64,
    subject: &str,
    text: &str,
    html: &str,
    reply_to: Option<&str>,
    gathered: &[i64],
) -> Result<bool, sqlx::Error> {
    let marked = sqlx::query!(
        "UPDATE outbox SET sent_at = now(), attempts = attempts + 1, subject = $2, body_text = $3,
             body_html = $4, reply_to = $5
         WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL",
        id,
        subject,
        text,
        html,
        reply_to
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE outbox SET sent_at = now(), gathered_into = $1 WHERE id = ANY($2) AND id <> $1",
        id,
        gathered
    )
    .execute(conn)
    .await?;
    Ok(marked.rows_affected() == 1)
}

/// Permanent failures of a user's mail, for their settings page.
pub async fn failures_of(pool: &PgPool, user: Uuid) -> Result<Vec<MailRow>, sqlx::Error> {
    mail_rows!(
        "FROM outbox WHERE user_id = $1 AND failed_at IS NOT NULL ORDER BY id DESC LIMIT 20",
        user
    )
    .fetch_all(pool)
    .await
}

pub async fn enqueue(conn: &mut PgConnection, mail: &NewMail) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO outbox (user_id, to_address, kind, subject, body_text, body_html, reply_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        mail.user_id,
        mail.to_address,
        mail.kind.code(),
        mail.subject,
        mail.body_text,
        mail.body_html,
        mail.reply_to
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The stored names of the notices a decision waits on (`is_turn`).
fn turn_codes() -> Vec<&'static str> {
    NoticeKind::ALL
        .into_iter()
        .filter(|kind| kind.is_turn())
        .map(NoticeKind::code)
        .collect()
}

/// Drops, in one statement, every due turn notice that is moot (its seat is
/// no longer waited on, or its player has opened the game since: the view
/// `moot_turn_notices`). Returns how many. Rows another worker holds are
/// left to it.
pub async fn drop_moot_turns(conn: &mut PgConnection) -> Result<u64, sqlx::Error> {
    let dropped = sqlx::query!(
        "UPDATE outbox SET dropped_at = now(), last_error = $2
         WHERE id IN (
             SELECT m.id FROM moot_turn_notices m
             WHERE m.sent_at IS NULL AND m.failed_at IS NULL AND m.dropped_at IS NULL
               AND m.send_after <= now() AND m.kind = ANY($1)
             FOR UPDATE SKIP LOCKED)",
        &turn_codes() as &[&str],
        Dropped::NoLongerTrue.code()
    )
    .execute(conn)
    .await?;
    Ok(dropped.rows_affected())
}

/// Whether a turn notice still holds (see `drop_moot_turns`).
pub async fn turn_notice_holds(conn: &mut PgConnection, id: i64) -> Result<bool, sqlx::Error> {
    let moot = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM moot_turn_notices m WHERE m.id = $1) AS "moot!""#,
        id
    )
    .fetch_one(conn)
    .await?;
    Ok(!moot)
}

/// Claims one due message inside `tx`; other workers skip it until `tx` ends.
pub async fn claim_due(tx: &mut PgConnection) -> Result<Option<MailRow>, sqlx::Error> {
    mail_rows!(
        "FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL AND send_after <= now()
         ORDER BY send_after, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED"
    )
    .fetch_optional(tx)
    .await
}

/// Marks a claimed mail sent. False when it was no longer waiting: what was
/// just sent had been sent before (a repeat), which the caller counts.
pub async fn mark_sent(tx: &mut PgConnection, id: i64) -> Result<bool, sqlx::Error> {
    let marked = sqlx::query!(
        "UPDATE outbox SET sent_at = now(), attempts = attempts + 1
         WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL",
        id
    )
    .execute(tx)
    .await?;
    Ok(marked.rows_affected() == 1)
}

pub async fn mark_retry(
    tx: &mut PgConnection,
    id: i64,
    error: &str,
    retry_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $2, send_after = $3 WHERE id = $1",
        id,
        error,
        retry_at
    )
    .execute(tx)
    .await?;
    Ok(())
}

pub async fn mark_failed(tx: &mut PgConnection, id: i64, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $2, failed_at = now() WHERE id = $1",
        id,
        error
    )
    .execute(tx)
    .await?;
    Ok(())
}

/// Recent messages for the local mail page (embedded default only).
/// The mail sent to one user, newest first, for the local mailbox. Reset
/// links are left out: they are for someone who cannot log in, and a
/// session that could read them could turn itself into a new password.
pub async fn recent_for(
    pool: &PgPool,
    user: Uuid,
    limit: i64,
) -> Result<Vec<MailRow>, sqlx::Error> {
    mail_rows!(
        "FROM outbox
         WHERE user_id = $1 AND kind NOT IN ('password_reset', 'verify_email', 'email_change')
           AND sent_at IS NOT NULL AND gathered_into IS NULL
         ORDER BY id DESC LIMIT $2",
        user,
        limit
    )
    .fetch_all(pool)
    .await
}

/// One mail of the local mailbox, only if it was sent to `user`.
pub async fn by_id_for(pool: &PgPool, user: Uuid, id: i64) -> Result<Option<MailRow>, sqlx::Error> {
    mail_rows!(
        "FROM outbox
         WHERE id = $1 AND user_id = $2
           AND kind NOT IN ('password_reset', 'verify_email', 'email_change')
           AND sent_at IS NOT NULL AND gathered_into IS NULL",
        id,
        user
    )
    .fetch_optional(pool)
    .await
}

/// The outbox as an operator watches it: how many mails wait (not sent,
/// failed or dropped, including those postponed to a later time), and for
/// how many seconds the longest-due of those has been due (0 when none is
/// due yet). Postponed mails are not late, so the age counts from
/// `send_after`, not from `created_at`. One statement, on the worker's
/// partial index.
pub async fn backlog(pool: &PgPool) -> Result<(i64, f64), sqlx::Error> {
    let backlog = sqlx::query!(
        r#"SELECT count(*) AS "waiting!",
                  COALESCE(EXTRACT(EPOCH FROM now() - min(send_after)
                                   FILTER (WHERE send_after <= now())), 0)::float8 AS "oldest!"
           FROM outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL"#,
    )
    .fetch_one(pool)
    .await?;
    Ok((backlog.waiting, backlog.oldest))
}
