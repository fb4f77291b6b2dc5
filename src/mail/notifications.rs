//! Notifications about games, composed when they are sent: re-checked then
//! (the player may have moved or opened the game), gathered per the user's
//! preference (at once, at most one mail per N minutes, a daily digest, or
//! none), and written in the user's language and time zone.

use super::{link, unsubscribe_link};
use crate::games::Registry;
use crate::history::{viewer_for, Walk};
use crate::i18n::t;
use crate::play;
use crate::store::games::{self as game_store, GameRecord};
use crate::store::outbox::{self, MailRow};
use crate::store::users::{self, Recipient};
use crate::store::{deadlines, StoreError};
use chrono::{DateTime, Duration, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
use scriptorium_games::{Lang, Outcome, Seat};
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
}

/// What to do with a due notification.
#[derive(Debug)]
pub enum Plan {
    Send(Composed),
    Postpone(DateTime<Utc>),
    /// Nothing left worth sending.
    Drop,
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

/// Whether a notification still says something true and wanted.
async fn still_true(
    conn: &mut PgConnection,
    row: &MailRow,
    recipient: &Recipient,
    game: &GameRecord,
) -> Result<bool, sqlx::Error> {
    if users::game_mail_muted(conn, recipient.id, game.id).await? {
        return Ok(false);
    }
    if row.kind == "invitation" {
        return Ok(game.status == "open" && !game.is_player(recipient.id));
    }
    if matches!(row.kind.as_str(), "your_turn" | "reminder") {
        let waiting =
            game.status == "active" && row.seat.is_some_and(|seat| game.waiting_on.contains(&seat));
        // Opened the game since: they know (or have it open right now).
        let seen = users::last_seen(conn, recipient.id, game.id).await?;
        return Ok(waiting && seen.is_none_or(|seen| seen < row.created_at));
    }
    Ok(true)
}

struct Section {
    subject: String,
    /// A decision waits on the recipient: such a section leads a bundle.
    is_turn: bool,
    heading: String,
    lines: Vec<String>,
    url: String,
}

/// "Alice", "Alice and Bob", "Alice, Bob and Carl".
fn list_names(lang: Lang, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [only] => (*only).to_owned(),
        [rest @ .., last] => format!("{} {} {last}", rest.join(", "), t(lang, "mail-and")),
    }
}

/// Which game, as the recipient tells their games apart: "Torres with Alice".
fn game_label(game: &GameRecord, name: &str, recipient: uuid::Uuid, lang: Lang) -> String {
    let others: Vec<&str> = game
        .players
        .iter()
        .filter(|player| player.user_id != recipient)
        .map(|player| player.username.as_str())
        .collect();
    if others.is_empty() {
        name.to_owned()
    } else {
        format!(
            "{name} {} {}",
            t(lang, "mail-with"),
            list_names(lang, &others)
        )
    }
}

/// The subject of a mail gathering several sections: the lead section's
/// own subject (a waiting turn first, so that bundling never hides it), and
/// how many more updates the mail holds.
fn bundle_subject(lang: Lang, lead: &str, more: usize) -> String {
    match more {
        0 => lead.to_owned(),
        1 => format!("{lead} ({})", t(lang, "mail-one-more-update")),
        more => format!("{lead} (+{more} {})", t(lang, "mail-more-updates")),
    }
}

fn game_name(game: &GameRecord) -> String {
    Registry::any(&game.kind)
        .map(|entry| entry.engine.info().name.to_owned())
        .unwrap_or_else(|| game.kind.clone())
}

/// What happened since the recipient's own last decision, as they may see it.
async fn since_last_move(
    conn: &mut PgConnection,
    game: &GameRecord,
    seat: i16,
    lang: Lang,
) -> Result<Vec<String>, StoreError> {
    let Some(entry) = Registry::any(&game.kind) else {
        return Ok(vec![]);
    };
    let rows = game_store::log(conn, game.id).await?;
    let viewer = viewer_for(game, Some(seat));
    let lines = Walk::new(entry, game, &rows).lines(viewer, &game.names_by_seat(), lang)?;
    let last_own = rows
        .iter()
        .rposition(|row| row.seat == Some(seat) && row.action_no > 0);
    let start = last_own.map(|index| index + 1).unwrap_or(0);
    let recent: Vec<String> = lines[start.min(lines.len())..]
        .iter()
        .filter(|line| !line.taken_back && !line.text.is_empty())
        .map(|line| line.text.clone())
        .collect();
    // Keep a mail short: the last dozen lines tell the story.
    let skip = recent.len().saturating_sub(12);
    Ok(recent.into_iter().skip(skip).collect())
}

async fn section(
    conn: &mut PgConnection,
    row: &MailRow,
    recipient: &Recipient,
    game: &GameRecord,
) -> Result<Section, StoreError> {
    let lang = lang_of(recipient);
    let tz = tz_of(recipient);
    let name = game_name(game);
    let label = game_label(game, &name, recipient.id, lang);
    let url = link(&format!("/games/{}", game.id));
    let names = game.names_by_seat();
    let seat_name = |seat: Option<i16>| {
        seat.and_then(|seat| names.get(seat as usize))
            .cloned()
            .unwrap_or_default()
    };
    let when = |at: DateTime<Utc>| {
        at.with_timezone(&tz)
            .format("%Y-%m-%d %H:%M %Z")
            .to_string()
    };
    let deadline = match row.seat {
        Some(seat) => deadlines::for_game(conn, game.id)
            .await?
            .into_iter()
            .find(|deadline| deadline.seat == seat)
            .map(|deadline| deadline.due_at),
        None => None,
    };
    let mut lines = Vec::new();
    let (subject, heading) = match row.kind.as_str() {
        "your_turn" | "reminder" => {
            let seat = row.seat.unwrap_or_default();
            lines.extend(since_last_move(conn, game, seat, lang).await?);
            if let (Some(entry), Ok(Some(table))) = (Registry::any(&game.kind), play::restore(game))
            {
                let mut kinds: Vec<String> = Vec::new();
                for offer in table.legal_actions(Seat(seat as u8), lang) {
                    let heading = entry.group_heading(&offer.group, lang);
                    if !kinds.contains(&heading) {
                        kinds.push(heading);
                    }
                }
                if !kinds.is_empty() {
                    lines.push(format!("{} {}", t(lang, "mail-decision"), kinds.join(", ")));
                }
            }
            if let Some(due) = deadline {
                lines.push(format!("{} {}", t(lang, "mail-deadline"), when(due)));
            }
            let (subject_key, heading_key) = if row.kind == "reminder" {
                ("mail-reminder-turn", "mail-reminder-subject")
            } else {
                ("mail-turn-subject", "mail-turn-subject")
            };
            (
                format!("{}{}{label}", t(lang, subject_key), t(lang, "mail-colon")),
                t(lang, heading_key).to_owned(),
            )
        }
        "game_started" => {
            lines.push(format!(
                "{} {}",
                t(lang, "mail-seat-order"),
                names.join(", ")
            ));
            if let Some(hours) = game.move_time_limit_hours {
                lines.push(format!("{} {hours} h", t(lang, "game-time-limit")));
            }
            (
                format!(
                    "{label}{}{}",
                    t(lang, "mail-colon"),
                    t(lang, "mail-started-subject")
                ),
                t(lang, "mail-started-body").to_owned(),
            )
        }
        "game_finished" => {
            let outcome: Option<Outcome> = game
                .outcome
                .clone()
                .and_then(|value| serde_json::from_value(value).ok());
            if let Some(outcome) = outcome {
                let winners: Vec<String> = outcome
                    .winners
                    .iter()
                    .map(|seat| seat_name(Some(i16::from(seat.0))))
                    .collect();
                lines.push(format!(
                    "{} {}",
                    t(lang, "game-winners"),
                    winners.join(", ")
                ));
                if !outcome.scores.is_empty() {
                    let scores: Vec<String> = outcome
                        .scores
                        .iter()
                        .enumerate()
                        .map(|(seat, score)| format!("{} {score}", seat_name(Some(seat as i16))))
                        .collect();
                    lines.push(format!("{} {}", t(lang, "game-scores"), scores.join(", ")));
                }
            }
            (
                format!(
                    "{label}{}{}",
                    t(lang, "mail-colon"),
                    t(lang, "mail-finished-subject")
                ),
                t(lang, "mail-finished-body").to_owned(),
            )
        }
        "timed_out" => {
            let who = seat_name(row.seat);
            let policy = match game.timeout_policy.as_str() {
                "bot" => t(lang, "lobby-policy-bot"),
                "end" => t(lang, "lobby-policy-end"),
                _ => t(lang, "lobby-policy-skip"),
            };
            lines.push(format!(
                "{} {who}. {policy}",
                t(lang, "mail-timed-out-body")
            ));
            (
                format!(
                    "{label}{}{who} {}",
                    t(lang, "mail-colon"),
                    t(lang, "mail-timed-out-subject")
                ),
                format!("{who} {}", t(lang, "mail-timed-out-subject")),
            )
        }
        "invitation" => {
            let inviter = row.body_text.clone().unwrap_or_default();
            lines.push(format!(
                "{} {}",
                t(lang, "game-players"),
                game.players
                    .iter()
                    .map(|p| p.username.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            lines.push(t(lang, "mail-invite-body").to_owned());
            (
                format!("{inviter} {} {name}", t(lang, "mail-invite-subject")),
                format!("{inviter} {} {name}", t(lang, "mail-invite-subject")),
            )
        }
        "mention" => {
            lines.push(row.body_text.clone().unwrap_or_default());
            (
                format!(
                    "{label}{}{}",
                    t(lang, "mail-colon"),
                    t(lang, "mail-mention-heading")
                ),
                t(lang, "mail-mention-heading").to_owned(),
            )
        }
        _ => (name.clone(), name.clone()),
    };
    let url = if row.kind == "mention" {
        format!("{url}#talk")
    } else {
        url
    };
    Ok(Section {
        subject,
        is_turn: matches!(row.kind.as_str(), "your_turn" | "reminder"),
        heading: format!("{name} — {heading}"),
        lines,
        url,
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
        return Ok((Plan::Drop, vec![row.id]));
    };
    let Some(recipient) = users::recipient(conn, user).await? else {
        return Ok((Plan::Drop, vec![row.id]));
    };
    if recipient.mail_mode == "none" {
        return Ok((Plan::Drop, vec![row.id]));
    }
    let mut pending = outbox::pending_notifications(conn, user).await?;
    if !pending.iter().any(|other| other.id == row.id) {
        pending.push(row.clone());
    }
    if let Some(at) = release_time(&recipient, &pending, now) {
        return Ok((
            Plan::Postpone(at),
            pending.iter().map(|row| row.id).collect(),
        ));
    }
    let lang = lang_of(&recipient);
    let mut sections = Vec::new();
    let mut used = Vec::new();
    let mut dropped = Vec::new();
    for pending_row in &pending {
        let Some(game_id) = pending_row.game_id else {
            continue;
        };
        let Some(game) = game_store::load_in(conn, game_id).await? else {
            dropped.push(pending_row.id);
            continue;
        };
        if !still_true(conn, pending_row, &recipient, &game).await? {
            dropped.push(pending_row.id);
            continue;
        }
        sections.push(section(conn, pending_row, &recipient, &game).await?);
        used.push(pending_row.id);
    }
    if !dropped.is_empty() {
        outbox::mark_dropped(conn, &dropped, "no longer true or not wanted").await?;
    }
    if sections.is_empty() {
        return Ok((Plan::Drop, vec![]));
    }
    // Waiting turns first, in the subject and in the body.
    sections.sort_by_key(|section| !section.is_turn);
    let subject = bundle_subject(lang, &sections[0].subject, sections.len() - 1);
    let unsubscribe = unsubscribe_link(recipient.id, now);
    let greeting = match lang {
        Lang::En => format!("Hello {},", recipient.username),
        Lang::Fr => format!("Bonjour {},", recipient.username),
    };
    let mut text = format!("{greeting}\n");
    let escape = |s: &str| html_escape::encode_text(s).into_owned();
    // A complete HTML document: mail clients that open the part on its own
    // show the subject as its title.
    let mut html = format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{}</title></head>\
         <body style=\"font-family:Georgia,serif;max-width:36em\"><p>{}</p>",
        lang.code(),
        escape(&subject),
        escape(&greeting)
    );
    for section in &sections {
        text.push_str(&format!("\n## {}\n", section.heading));
        html.push_str(&format!(
            "<h2 style=\"font-size:1.1em\">{}</h2><ul>",
            escape(&section.heading)
        ));
        for line in &section.lines {
            text.push_str(&format!("- {line}\n"));
            html.push_str(&format!("<li>{}</li>", escape(line)));
        }
        text.push_str(&format!("{}\n", section.url));
        html.push_str(&format!(
            "</ul><p><a href=\"{}\">{}</a></p>",
            html_escape::encode_double_quoted_attribute(&section.url),
            escape(t(lang, "mail-open-game"))
        ));
    }
    text.push_str(&format!(
        "\n{}\n{}: {}\n{}\n",
        t(lang, "mail-preferences"),
        t(lang, "mail-unsubscribe"),
        unsubscribe,
        t(lang, "mail-signature")
    ));
    html.push_str(&format!(
        "<p style=\"color:#666;font-size:.9em\">{} <a href=\"{}\">{}</a></p><p>{}</p></body></html>",
        escape(t(lang, "mail-preferences")),
        html_escape::encode_double_quoted_attribute(&unsubscribe),
        escape(t(lang, "mail-unsubscribe")),
        escape(t(lang, "mail-signature"))
    ));
    Ok((
        Plan::Send(Composed {
            to: recipient.email.clone(),
            subject,
            text,
            html,
            unsubscribe,
            rows: used.clone(),
            user: recipient.id,
        }),
        used,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_listed_as_a_sentence() {
        assert_eq!(list_names(Lang::En, &[]), "");
        assert_eq!(list_names(Lang::En, &["Alice"]), "Alice");
        assert_eq!(list_names(Lang::En, &["Alice", "Bob"]), "Alice and Bob");
        assert_eq!(
            list_names(Lang::Fr, &["Alice", "Bob", "Carl"]),
            "Alice, Bob et Carl"
        );
    }

    #[test]
    fn a_bundle_keeps_its_lead_subject_and_counts_the_rest() {
        let lead = "Your turn: Torres with Alice";
        assert_eq!(bundle_subject(Lang::En, lead, 0), lead);
        assert_eq!(
            bundle_subject(Lang::En, lead, 1),
            "Your turn: Torres with Alice (+1 update)"
        );
        assert_eq!(
            bundle_subject(Lang::En, lead, 2),
            "Your turn: Torres with Alice (+2 updates)"
        );
        assert_eq!(
            bundle_subject(Lang::Fr, "À vous de jouer : Torres avec Alice", 2),
            "À vous de jouer : Torres avec Alice (+2 autres nouvelles)"
        );
    }
}
