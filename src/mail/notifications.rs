//! Notifications about games, composed when they are sent: re-checked then
//! (the player may have moved or opened the game), gathered per the user's
//! preference (at once, at most one mail per N minutes, a daily digest, or
//! none), and written in the user's language and time zone.

use super::choices::menu;
use super::digest::{Digest, DigestHtml, DigestText, Section};
use super::quiet::QuietHours;
use super::reply_address::ReplyToken;
use super::words::{bundle_subject, game_label, game_name, summary_words};
use super::{link, unsubscribe_link};
use crate::games::Registry;
use crate::games::StoredSeat;
use crate::notices::{self, Dropped, NoticeKind, Reach};
use crate::store::games::GameStatus;
use crate::store::games::TimeoutPolicy;
use crate::store::games::{self as game_store, GameRecord};
use crate::store::outbox::{self, MailRow};
use crate::store::presence;
use crate::store::users::{self, Recipient};
use crate::store::{deadlines, StoreError};
use crate::support::i18n::Lang;
use crate::support::i18n::{t, t_args};
use askama::Template;
use chrono::{DateTime, Duration, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
use scriptorium_games::Outcome;
use sqlx::PgConnection;

/// A composed message, ready for the transport.
#[derive(Debug, Clone)]
pub struct Composed {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub unsubscribe: String,
    /// Every outbox row this message answers for.
    pub rows: Vec<i64>,
    pub user: uuid::Uuid,
    /// The first section's heading and link: what a push notification says
    /// and opens.
    pub lead: String,
    /// What a push says under the heading: the first steps the others took
    /// since the recipient's last decision, when the lead is their turn.
    pub lead_lines: Vec<String>,
    /// The headings of the mail's other sections, after the lead: a push or
    /// a post says every update the mail gathered (a round started behind
    /// the turn), not only the first.
    pub more: Vec<String>,
    pub url: String,
    /// The mail's Reply-To: the address that makes the one turn it lists
    /// answerable by reply (none when it lists several, or no reply domain
    /// is configured).
    pub reply_to: Option<String>,
    /// A decision waits on the recipient (the lead section is a turn or a
    /// reminder): a push asks to be delivered at once.
    pub urgent: bool,
    /// The recipient's cut-off for that decision, after which telling them
    /// is pointless.
    pub cut_off: Option<DateTime<Utc>>,
}

/// What to do with a due notification.
#[derive(Debug)]
pub enum Plan {
    /// Goes now, composed, by the channels the notices' rule names.
    Deliver(Box<Composed>, Reach),
    Postpone(DateTime<Utc>),
    /// Goes nowhere, for this reason.
    Drop(Dropped),
    /// Each row was held back or dropped on its own: nothing goes now.
    Settled,
}

fn lang_of(recipient: &Recipient) -> Lang {
    recipient
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default()
}

fn tz_of(recipient: &Recipient) -> Tz {
    recipient.time_zone.parse().unwrap_or(Tz::UTC)
}

/// The first digest time (the user's hour, in their zone) at or after `from`.
pub fn digest_slot(recipient: &Recipient, from: DateTime<Utc>) -> DateTime<Utc> {
    let tz = tz_of(recipient);
    let local = from.with_timezone(&tz);
    let hour = NaiveTime::from_hms_opt(u32::from(recipient.digest_hour.clamp(0, 23) as u16), 0, 0)
        .unwrap_or_default();
    for days in 0..3 {
        let date = local.date_naive() + Duration::days(days);
        if let Some(slot) = tz.from_local_datetime(&date.and_time(hour)).earliest() {
            let slot = slot.with_timezone(&Utc);
            if slot >= from {
                return slot;
            }
        }
    }
    from
}

/// When the user's preference lets the next notification mail go.
fn release_time(
    recipient: &Recipient,
    pending: &[MailRow],
    now: DateTime<Utc>,
) -> Option<DateTime<Utc>> {
    let earliest = pending
        .iter()
        .map(|row| row.created_at)
        .min()
        .unwrap_or(now);
    match recipient.mail_mode.as_str() {
        "batched" => recipient
            .last_notified_at
            .map(|last| last + Duration::minutes(i64::from(recipient.mail_batch_minutes)))
            .filter(|at| *at > now),
        "digest" => Some(digest_slot(recipient, earliest)).filter(|at| *at > now),
        _ => None,
    }
}

/// Why a notification should no longer go, if it should not: the game's
/// mail muted, or what it says no longer so.
async fn held_back(
    conn: &mut PgConnection,
    row: &MailRow,
    recipient: &Recipient,
    game: &GameRecord,
) -> Result<Option<Dropped>, sqlx::Error> {
    if users::game_mail_muted(conn, recipient.id, game.id).await? {
        return Ok(Some(Dropped::Muted));
    }
    Ok((!still_true(conn, row, recipient, game).await?).then_some(Dropped::NoLongerTrue))
}

/// Whether a notification still says something true.
async fn still_true(
    conn: &mut PgConnection,
    row: &MailRow,
    recipient: &Recipient,
    game: &GameRecord,
) -> Result<bool, sqlx::Error> {
    let Some(kind) = row.kind.notice() else {
        return Ok(false);
    };
    if kind == NoticeKind::Invitation {
        return Ok(game.status == GameStatus::Open && !game.is_player(recipient.id));
    }
    if kind == NoticeKind::Proposal {
        // Still waiting for this player's answer.
        let pending = crate::store::games::proposal(conn, game.id).await?;
        return Ok(game.status == GameStatus::Active
            && pending.is_some_and(|proposal| {
                row.seat
                    .is_some_and(|seat| !proposal.accepted.contains(&seat))
            }));
    }
    if kind == NoticeKind::SeatOffer {
        return Ok(game.status == GameStatus::Active && !game.is_player(recipient.id));
    }
    if kind.is_turn() {
        // Still waited on, and not opened since (they know, or have it open
        // right now): the same question `drop_moot_turns` asks of all.
        return outbox::turn_notice_holds(conn, row.id).await;
    }
    Ok(true)
}

/// What the others did since the recipient's own last decision, as they
/// may see it: the same recap the game page shows above the board
/// (`history::recap`), the earliest steps first. A mail tells the first
/// `RECAP_IN_MAIL` and says how many more the history holds.
async fn since_last_decision(
    conn: &mut PgConnection,
    game: &GameRecord,
    seat: StoredSeat,
    lang: Lang,
) -> Result<Vec<String>, StoreError> {
    let recap = match crate::history::recap::read_in(conn, game, seat, lang).await {
        Ok(recap) => recap,
        Err(crate::history::recap::RecapError::Store(error)) => return Err(error),
        Err(crate::history::recap::RecapError::Corrupt(error)) => return Err(error.into()),
    };
    let mut lines: Vec<String> = recap
        .lines
        .iter()
        .take(RECAP_IN_MAIL)
        .map(|line| line.text.clone())
        .collect();
    let more = recap.lines.len().saturating_sub(RECAP_IN_MAIL);
    if more > 0 {
        lines.push(t_args(lang, "game-recap-more", &[("count", more.into())]));
    }
    Ok(lines)
}

/// How many steps of the recap a turn mail tells (the rest are in the
/// game's history, which the mail links to).
const RECAP_IN_MAIL: usize = 12;

/// How many a push tells, after its heading: a notification shows a few
/// lines at most.
const RECAP_IN_PUSH: usize = 3;

async fn section(
    conn: &mut PgConnection,
    row: &MailRow,
    recipient: &Recipient,
    game: &GameRecord,
    now: DateTime<Utc>,
) -> Result<Section, StoreError> {
    let lang = lang_of(recipient);
    let tz = tz_of(recipient);
    let name = game_name(game);
    let label = game_label(game, &name, recipient.id, lang);
    let url = link(&format!("/games/{}", game.id));
    let names = game.names_by_seat();
    let seat_name = |seat: Option<usize>| {
        seat.and_then(|seat| names.get(seat))
            .cloned()
            .unwrap_or_default()
    };
    let when = |at: DateTime<Utc>| crate::support::i18n::date_time(lang, &at.with_timezone(&tz));
    // "Your turn: Torres with Alice", in the language's words and order.
    let of_game = |id: &str| t_args(lang, id, &[("game", label.as_str().into())]);
    let deadline = match row.seat {
        Some(seat) => deadlines::for_game(conn, game.id)
            .await?
            .into_iter()
            .find(|deadline| deadline.seat == seat),
        None => None,
    };
    let mut lines = Vec::new();
    let mut choices = Vec::new();
    let mut reply = None;
    let mut cut_off = None;
    let mut recap_lines = Vec::new();
    let kind = row.kind.notice();
    let (subject, heading) = match kind {
        Some(NoticeKind::YourTurn | NoticeKind::Reminder) => {
            let seat = row.seat.unwrap_or_default();
            let recap = since_last_decision(conn, game, seat, lang).await?;
            recap_lines = recap.iter().take(RECAP_IN_PUSH).cloned().collect();
            lines.extend(recap);
            let entry = Registry::any(&game.kind);
            let table = entry
                .zip(game.state.as_ref())
                .map(|(entry, state)| entry.engine.restore(state));
            if let (Some(entry), Some(Ok(table))) = (entry, table) {
                // What the player may decide, numbered: each choice while
                // they are few, else each kind of action (see reply::menu).
                let offered = super::choices::of_table(entry, table.as_ref(), seat.seat(), lang);
                if let Some(menu) = menu(&offered, &[], |summary| summary_words(lang, summary)) {
                    choices = super::choices::shown(&menu);
                    if !choices.is_empty() {
                        reply = Some(ReplyToken {
                            game: game.id,
                            seat: seat.seat().0,
                            seq: game.seq,
                            path: Vec::new(),
                            question: None,
                        });
                    }
                }
            }
            // The real cut-off (the deadline and the bank after it), never
            // a time already passed; none while the computer holds the seat.
            let held_by_computer = game
                .players
                .iter()
                .any(|player| player.seat == Some(seat) && player.computer_plays_now());
            if let Some(deadline) = deadline.filter(|d| d.expires_at > now && !held_by_computer) {
                cut_off = Some(deadline.expires_at);
                let fischer = game.time_control.per_move_hours == Some(0);
                let key = if deadline.due_at <= now && !deadline.hourglass && !fischer {
                    "mail-deadline-bank-line"
                } else {
                    "mail-deadline-line"
                };
                let left = crate::clocks::words::left_text(
                    lang,
                    (deadline.expires_at - now).num_minutes(),
                );
                lines.push(t_args(
                    lang,
                    key,
                    &[
                        ("left", left.into()),
                        ("when", when(deadline.expires_at).into()),
                    ],
                ));
            }
            let (subject_id, heading_id) = if kind == Some(NoticeKind::Reminder) {
                ("mail-reminder-subject-of", "mail-reminder-subject")
            } else {
                ("mail-turn-subject-of", "mail-turn-subject")
            };
            (of_game(subject_id), t(lang, heading_id).to_owned())
        }
        Some(NoticeKind::GameStarted) => {
            lines.push(t_args(
                lang,
                "mail-seat-order-line",
                &[("players", names.join(", ").into())],
            ));
            if game.time_control.is_limited() {
                lines.push(t_args(
                    lang,
                    "mail-time-control-line",
                    &[(
                        "control",
                        crate::clocks::words::describe(lang, &game.time_control).into(),
                    )],
                ));
            }
            (
                of_game("mail-started-subject-of"),
                t(lang, "mail-started-body").to_owned(),
            )
        }
        Some(NoticeKind::GameFinished) => {
            let outcome: Option<Outcome> = game
                .outcome
                .clone()
                .and_then(|value| serde_json::from_value(value).ok());
            if let Some(outcome) = outcome {
                let winners: Vec<String> = outcome
                    .winners
                    .iter()
                    .map(|seat| seat_name(Some(usize::from(seat.0))))
                    .collect();
                lines.push(t_args(
                    lang,
                    "mail-winners-line",
                    &[("players", winners.join(", ").into())],
                ));
                if !outcome.scores.is_empty() {
                    let scores: Vec<String> = outcome
                        .scores
                        .iter()
                        .enumerate()
                        .map(|(seat, score)| {
                            t_args(
                                lang,
                                "player-score",
                                &[
                                    ("player", seat_name(Some(seat)).into()),
                                    ("score", (*score).into()),
                                ],
                            )
                        })
                        .collect();
                    lines.push(t_args(
                        lang,
                        "mail-scores-line",
                        &[("scores", scores.join(", ").into())],
                    ));
                }
            }
            (
                of_game("mail-finished-subject-of"),
                t(lang, "mail-finished-body").to_owned(),
            )
        }
        Some(NoticeKind::TimedOut) => {
            let who = seat_name(row.seat.map(StoredSeat::index));
            let policy = match game.timeout_policy {
                TimeoutPolicy::Bot => t(lang, "lobby-policy-bot"),
                TimeoutPolicy::End => t(lang, "lobby-policy-end"),
                TimeoutPolicy::Skip => t(lang, "lobby-policy-skip"),
            };
            lines.push(t_args(
                lang,
                "mail-timed-out-line",
                &[("player", who.as_str().into()), ("policy", policy.into())],
            ));
            (
                t_args(
                    lang,
                    "mail-timed-out-subject-of",
                    &[
                        ("game", label.as_str().into()),
                        ("player", who.as_str().into()),
                    ],
                ),
                t_args(
                    lang,
                    "mail-timed-out-heading",
                    &[("player", who.as_str().into())],
                ),
            )
        }
        Some(NoticeKind::Invitation) => {
            let inviter = row.body_text.clone().unwrap_or_default();
            let players: Vec<&str> = game.players.iter().map(|p| p.username.as_str()).collect();
            lines.push(t_args(
                lang,
                "mail-players-line",
                &[("players", players.join(", ").into())],
            ));
            lines.push(t(lang, "mail-invite-body").to_owned());
            let invitation = t_args(
                lang,
                "mail-invite-subject",
                &[
                    ("inviter", inviter.as_str().into()),
                    ("game", name.as_str().into()),
                ],
            );
            (invitation.clone(), invitation)
        }
        Some(NoticeKind::Proposal) => {
            let proposer = row.body_text.clone().unwrap_or_default();
            let pending = crate::store::games::proposal(conn, game.id).await?;
            let key = match pending.as_ref().map(|proposal| proposal.kind.as_str()) {
                Some("pause") => "agreement-proposes-pause",
                Some("end") => "agreement-proposes-end",
                _ => "agreement-proposes-call-off",
            };
            lines.push(t_args(lang, key, &[("player", proposer.as_str().into())]));
            if let Some(proposal) = pending {
                lines.push(t_args(
                    lang,
                    "mail-proposal-until",
                    &[("when", when(proposal.expires_at).into())],
                ));
            }
            (
                of_game("mail-proposal-subject-of"),
                t(lang, "mail-proposal-heading").to_owned(),
            )
        }
        Some(NoticeKind::SeatOffer) => {
            let inviter = row.body_text.clone().unwrap_or_default();
            let players: Vec<&str> = game.players.iter().map(|p| p.username.as_str()).collect();
            lines.push(t_args(
                lang,
                "mail-players-line",
                &[("players", players.join(", ").into())],
            ));
            lines.push(t_args(
                lang,
                "mail-seat-offer-body",
                &[(
                    "player",
                    seat_name(row.seat.map(|seat| seat.index())).into(),
                )],
            ));
            let subject = t_args(
                lang,
                "mail-seat-offer-subject",
                &[
                    ("inviter", inviter.as_str().into()),
                    ("game", name.as_str().into()),
                ],
            );
            (subject.clone(), subject)
        }
        Some(NoticeKind::Mention) => {
            lines.push(row.body_text.clone().unwrap_or_default());
            (
                of_game("mail-mention-subject-of"),
                t(lang, "mail-mention-heading").to_owned(),
            )
        }
        // An event's notice is composed by `event_notices`, never here.
        Some(_) | None => (name.clone(), name.clone()),
    };
    let url = if kind == Some(NoticeKind::Mention) {
        format!("{url}#talk")
    } else {
        url
    };
    Ok(Section {
        subject,
        choices,
        reply,
        is_turn: kind.is_some_and(NoticeKind::is_turn),
        cut_off,
        recap: recap_lines,
        heading: t_args(
            lang,
            "mail-section-heading",
            &[("game", name.as_str().into()), ("heading", heading.into())],
        ),
        lines,
        url,
        open: None,
    })
}

/// Decides what to do with a due notification and, if it goes now, composes
/// it together with every other pending notification of the same user.
pub async fn plan(
    conn: &mut PgConnection,
    row: &MailRow,
    now: DateTime<Utc>,
) -> Result<(Plan, Vec<i64>), StoreError> {
    let Some(user) = row.user_id else {
        return Ok((Plan::Drop(Dropped::Gone), vec![row.id]));
    };
    let Some(recipient) = users::recipient(conn, user).await? else {
        return Ok((Plan::Drop(Dropped::Gone), vec![row.id]));
    };
    let reached_otherwise = notices::subscribers::reaches_any(conn, user).await?;
    let reach = notices::reach(&recipient, reached_otherwise);
    if reach.nowhere() {
        return Ok((Plan::Drop(Dropped::NoChannel), vec![row.id]));
    }
    let by_mail = reach.mail;
    let mut pending = outbox::pending_notifications(conn, user, now).await?;
    if !pending.iter().any(|other| other.id == row.id) {
        pending.push(row.clone());
    }
    if let Some(at) = release_time(&recipient, &pending, now) {
        return Ok((
            Plan::Postpone(at),
            pending.iter().map(|row| row.id).collect(),
        ));
    }
    // Quiet hours: everything waits until they end.
    let quiet = QuietHours::from_columns(
        recipient.quiet_from,
        recipient.quiet_to,
        recipient.quiet_days,
    );
    if let Some(at) = quiet.ends(tz_of(&recipient), now) {
        return Ok((
            Plan::Postpone(at),
            pending.iter().map(|row| row.id).collect(),
        ));
    }
    let lang = lang_of(&recipient);
    let mut sections = Vec::new();
    let mut used = Vec::new();
    for pending_row in &pending {
        // An event's notice: no game to mute, nothing that turns moot.
        if let Some(event) = pending_row.event_id {
            match super::event_notices::section(conn, pending_row, &recipient, event, lang).await? {
                Some(section) => {
                    sections.push(section);
                    used.push(pending_row.id);
                }
                None => {
                    outbox::mark_dropped(conn, &[pending_row.id], Dropped::Gone).await?;
                    crate::metrics::notice_dropped(Dropped::Gone.code());
                }
            }
            continue;
        }
        let Some(game_id) = pending_row.game_id else {
            continue;
        };
        let Some(game) = game_store::load_in(conn, game_id).await? else {
            outbox::mark_dropped(conn, &[pending_row.id], Dropped::Gone).await?;
            crate::metrics::notice_dropped(Dropped::Gone.code());
            continue;
        };
        if let Some(reason) = held_back(conn, pending_row, &recipient, &game).await? {
            outbox::mark_dropped(conn, &[pending_row.id], reason).await?;
            crate::metrics::notice_dropped(reason.code());
            continue;
        }
        // At the table, the player sees their turn come: the mail waits
        // until they have left (and a short grace), then is checked again.
        if pending_row.kind.notice().is_some_and(NoticeKind::is_turn) {
            if let Some(until) = presence::at_table_until(conn, user, game.id, now).await? {
                outbox::postpone(conn, &[pending_row.id], until).await?;
                continue;
            }
        }
        sections.push(section(conn, pending_row, &recipient, &game, now).await?);
        used.push(pending_row.id);
    }
    if sections.is_empty() {
        return Ok((Plan::Settled, vec![]));
    }
    // Waiting turns first, in the subject and in the body.
    sections.sort_by_key(|section| !section.is_turn);
    let subject = bundle_subject(lang, &sections[0].subject, sections.len() - 1);
    // A reply can answer one turn: the mail is answerable when it lists
    // exactly one, and the player's own confirmed address receives it.
    let turns: Vec<&ReplyToken> = sections
        .iter()
        .filter_map(|section| section.reply.as_ref())
        .collect();
    let reply_to = match turns.as_slice() {
        [only] if by_mail => only.address(super::link_key()),
        _ => None,
    };
    let unsubscribe = unsubscribe_link(recipient.id, now);
    let digest = Digest {
        lang: lang.code(),
        subject: &subject,
        greeting: t_args(
            lang,
            "mail-greeting",
            &[("name", recipient.username.as_str().into())],
        ),
        sections: &sections,
        open_game: t(lang, "mail-open-game"),
        preferences: t(lang, "mail-preferences"),
        unsubscribe_label: t(lang, "mail-unsubscribe"),
        unsubscribe_line: t_args(
            lang,
            "mail-unsubscribe-line",
            &[("url", unsubscribe.as_str().into())],
        ),
        unsubscribe_url: &unsubscribe,
        signature: t(lang, "mail-signature"),
        choices_heading: if reply_to.is_some() {
            t(lang, "mail-choices-heading-reply")
        } else {
            t(lang, "mail-choices-heading")
        },
    };
    // The templates only print strings: rendering cannot fail.
    let text = DigestText { digest: &digest }.render().unwrap_or_default();
    let html = DigestHtml { digest: &digest }.render().unwrap_or_default();
    Ok((
        Plan::Deliver(
            Box::new(Composed {
                to: recipient.email.clone(),
                subject,
                text,
                html,
                unsubscribe,
                rows: used.clone(),
                user: recipient.id,
                lead: sections[0].heading.clone(),
                lead_lines: sections[0].recap.clone(),
                more: sections[1..]
                    .iter()
                    .map(|section| section.heading.clone())
                    .collect(),
                url: sections[0].url.clone(),
                reply_to,
                urgent: sections[0].is_turn,
                cut_off: sections[0].cut_off,
            }),
            reach,
        ),
        used,
    ))
}
