//! A reply to a turn mail, read and acted on. What it may do is what its
//! reply address's token says (one seat's decision at one point of one
//! game); who may do it is the seat's player, from their own confirmed
//! address. A number listed in the mail's menu makes that decision through
//! `play::submit`, as the web and the API do (the sequence number checked,
//! applied exactly once); a number that opens a shorter list is answered
//! with it; other words are posted at the table. Every reply that reaches a
//! player gets an answer saying what became of it; bounces, automatic
//! replies and repeats get none, so no loop can start. Bad mail changes
//! nothing and each refusal is logged.

use super::verify::{Delivery, Unverified, Verifier};
use crate::games::state_cache::StateCache;
use crate::games::Registry;
use crate::mail::choices::{menu, of_table, shown, Key, Line, Target, LETTERS};
use crate::mail::notifications::summary_words;
use crate::mail::reply_address::{self, ReplyToken};
use crate::mail::{link, link_key, send_reply_answer, Answer};
use crate::play::{self, Decision, PlayError};
use crate::rate_limit::{self, Limit};
use crate::store::games::{self as game_store, GameRecord, GameStatus};
use crate::store::users::{self, Recipient};
use crate::store::StoreError;
use crate::support::i18n::{t, t_args, Lang};
use mail_parser::{Message, MessageParser};
use scriptorium_games::Seat;
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use std::time::Duration;
use uuid::Uuid;

/// The largest reply read; the receiver refuses bigger ones (552).
pub const MAX_BYTES: usize = 256 * 1024;

/// Replies from one address: 60 at once, then one a minute — a whole
/// turn of several steps answered mail by mail fits, a flood does not.
pub const REPLIES_PER_ADDRESS: Limit = Limit {
    bucket: "reply.address",
    burst: 60,
    per: Duration::from_secs(3600),
    message_key: "limit-replies",
};

/// The SMTP envelope: who the server says sent it (empty for a bounce),
/// and the addresses it was delivered to; and the host that delivered it,
/// when it came straight from the sender's server (for SPF).
#[derive(Debug, Clone, Default)]
pub struct Envelope {
    pub sender: String,
    pub recipients: Vec<String>,
    pub client: Option<(std::net::IpAddr, String)>,
}

/// What became of a reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The decision was made.
    Played,
    /// A shorter list of choices was sent back.
    Listed,
    /// The words were posted at the table.
    Talked,
    /// Answered, nothing changed (why).
    Answered(&'static str),
    /// Dropped without an answer (a bounce, an automatic reply, a repeat).
    Ignored(&'static str),
    /// Refused without an answer (forged, a bad token, malformed...).
    Refused(&'static str),
}

impl Outcome {
    /// The kind of outcome, without its reason (a metric's label).
    pub fn kind(self) -> &'static str {
        match self {
            Outcome::Played => "played",
            Outcome::Listed => "listed",
            Outcome::Talked => "talked",
            Outcome::Answered(_) => "answered",
            Outcome::Ignored(_) => "ignored",
            Outcome::Refused(_) => "refused",
        }
    }

    /// The kind and, where nothing was done, why (`inbound_mail.outcome`).
    pub fn code(self) -> String {
        match self {
            Outcome::Answered(why) | Outcome::Ignored(why) | Outcome::Refused(why) => {
                format!("{}: {why}", self.kind())
            }
            _ => self.kind().to_owned(),
        }
    }
}

/// What the reply says, read from its text: the first line that is neither
/// quoted nor empty is a number, or the new words are a message.
#[derive(Debug, PartialEq, Eq)]
pub enum Said {
    /// A number or a letter naming a line of the menu.
    Key(Key),
    Words(String),
    Nothing,
}

/// The line a mail client puts before the quoted mail ("On …, Bob
/// wrote:"), in any of our languages (`reply-quote-intro`), or a forwarded
/// copy's rule.
fn starts_the_quote(line: &str) -> bool {
    let lower = line.to_lowercase();
    Lang::all().into_iter().any(|lang| {
        let intro = t(lang, "reply-quote-intro").to_lowercase();
        lower.ends_with(&intro) || lower.ends_with(&intro.replace(" :", ":"))
    }) || lower.starts_with("-----original message")
        || lower.starts_with("-------- original")
}

pub fn read(text: &str) -> Said {
    let mut words: Vec<&str> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('>') || starts_the_quote(line) || line == "--" {
            // The quoted mail, or the signature: the reply is above it.
            if words.is_empty() && line.starts_with('>') {
                continue;
            }
            break;
        }
        if line.is_empty() && words.is_empty() {
            continue;
        }
        words.push(line);
    }
    while words.last().is_some_and(|line| line.is_empty()) {
        words.pop();
    }
    let Some(first) = words.first() else {
        return Said::Nothing;
    };
    let number = first
        .trim_end_matches(['.', ')', ':'])
        .trim_start_matches('#')
        .trim();
    let letter = number.to_lowercase();
    match number.parse::<u16>() {
        Ok(number) => Said::Key(Key::Number(number)),
        Err(_) if letter.chars().count() == 1 && LETTERS.contains(letter.as_str()) => {
            Said::Key(Key::Letter(letter.chars().next().unwrap_or('a')))
        }
        Err(_) => Said::Words(words.join("\n")),
    }
}

/// An automatic reply or a list's mail: never answered (RFC 3834).
fn is_automatic(message: &Message) -> bool {
    let header = |name: &str| {
        message
            .header_raw(name)
            .map(|value| value.trim().to_ascii_lowercase())
    };
    header("Auto-Submitted").is_some_and(|value| value != "no")
        || header("Precedence")
            .is_some_and(|value| ["bulk", "junk", "list", "auto_reply"].contains(&value.as_str()))
        || header("X-Autoreply").is_some()
        || header("X-Autorespond").is_some()
        || header("List-Id").is_some()
}

fn lang_of(recipient: &Recipient) -> Lang {
    recipient
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default()
}

/// The seat's menu at `path` in the game as it stands, with the address
/// that answers it; empty when the game waits on someone else.
fn current_menu(
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
    let choices = of_table(entry, table.as_ref(), Seat(seat), lang);
    let lines = menu(&choices, path, |summary| summary_words(lang, summary))?;
    Some((
        lines,
        ReplyToken {
            game: game.id,
            seat,
            seq: game.seq,
            path: path.to_vec(),
        },
    ))
}

/// Where the game stands for the player, in words, with their choices if
/// it waits on them.
fn standing(game: &GameRecord, seat: u8, lang: Lang, answer: &mut Draft) {
    match current_menu(game, seat, &[], lang) {
        Some((lines, token)) => {
            answer
                .lines
                .push(t(lang, "reply-your-turn-again").to_owned());
            answer.offer(lines, &token);
        }
        None if game.status == GameStatus::Active => {
            let names = game.names_by_seat();
            let waiting: Vec<String> = game
                .waiting_on
                .iter()
                .filter_map(|seat| names.get(seat.index()).cloned())
                .collect();
            answer.lines.push(t_args(
                lang,
                "reply-waiting-for",
                &[("names", waiting.join(", ").into())],
            ));
        }
        None => answer.lines.push(t(lang, "reply-game-over").to_owned()),
    }
}

/// The answer being written.
#[derive(Default)]
struct Draft {
    lines: Vec<String>,
    choices: Vec<(String, String)>,
    reply_to: Option<String>,
}

impl Draft {
    fn offer(&mut self, lines: Vec<Line>, token: &ReplyToken) {
        self.choices = shown(&lines);
        self.reply_to = token.address(link_key());
    }
}

fn log(outcome: Outcome, sender: &str) -> Outcome {
    crate::metrics::reply_read(outcome.kind());
    match outcome {
        Outcome::Refused(_) | Outcome::Ignored(_) => {
            tracing::warn!(
                outcome = %outcome.code(),
                sender = %crate::mail::worker::mask(sender),
                "a reply changed nothing"
            );
        }
        _ => tracing::info!(outcome = %outcome.code(), "a reply was handled"),
    }
    outcome
}

/// Why a reply could not be read now: the sending server is asked to try
/// again later (SMTP 451), the mailbox keeps the message for the next round.
#[derive(Debug, thiserror::Error)]
pub enum ReceiveError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the sender checks' DNS did not answer in time")]
    DnsUnanswered,
}

impl From<sqlx::Error> for ReceiveError {
    fn from(error: sqlx::Error) -> Self {
        ReceiveError::Store(error.into())
    }
}

/// Reads one reply and acts on it. Errors are the database's or the DNS's
/// (the receiver then asks the sending server to try again later).
pub async fn receive(
    pool: &PgPool,
    states: &StateCache,
    verifier: Option<&Verifier>,
    envelope: &Envelope,
    raw: &[u8],
) -> Result<Outcome, ReceiveError> {
    let sender = envelope.sender.trim().trim_matches(['<', '>']);
    if raw.len() > MAX_BYTES {
        return Ok(log(Outcome::Refused("too large"), sender));
    }
    if sender.is_empty() {
        return Ok(log(Outcome::Ignored("a bounce"), sender));
    }
    let Some(token) = envelope
        .recipients
        .iter()
        .find_map(|to| reply_address::token_of(to, link_key()))
    else {
        return Ok(log(Outcome::Refused("no valid reply address"), sender));
    };
    let Some(message) = MessageParser::default().parse(raw) else {
        return Ok(log(Outcome::Refused("malformed"), sender));
    };
    if is_automatic(&message) {
        return Ok(log(Outcome::Ignored("an automatic reply"), sender));
    }
    let Some(from) = message
        .from()
        .and_then(|from| from.first())
        .and_then(|from| from.address())
        .map(str::to_ascii_lowercase)
    else {
        return Ok(log(Outcome::Refused("no sender"), sender));
    };
    if let Some(verifier) = verifier {
        let delivery = Delivery {
            client: envelope.client.clone(),
            mail_from: sender.to_owned(),
        };
        match verifier.check(raw, &from, &delivery).await {
            Ok(()) => {}
            Err(Unverified::Unanswered) => return Err(ReceiveError::DnsUnanswered),
            Err(why) => {
                tracing::warn!(%why, "a reply was not authenticated");
                return Ok(log(Outcome::Refused("not authenticated"), &from));
            }
        }
    }
    if rate_limit::spend(pool, &REPLIES_PER_ADDRESS, &from)
        .await
        .is_err()
    {
        return Ok(log(Outcome::Refused("too many replies"), &from));
    }
    let Some(game) = game_store::load(pool, token.game).await? else {
        return Ok(log(Outcome::Refused("no such game"), &from));
    };
    let Some(player) = game
        .players
        .iter()
        .find(|player| player.seat.is_some_and(|seat| seat.seat().0 == token.seat))
    else {
        return Ok(log(Outcome::Refused("no such seat"), &from));
    };
    let user = player.user_id;
    let Some(recipient) = users::recipient_by_id(pool, user).await? else {
        return Ok(log(Outcome::Refused("no such player"), &from));
    };
    // The token is the authority, and it comes from the player's own
    // address: a forwarded or forged mail does nothing.
    if !recipient.email_verified || !recipient.email.eq_ignore_ascii_case(&from) {
        return Ok(log(Outcome::Refused("not the seat's player"), &from));
    }
    if crate::store::moderation::account_blocked(pool, user).await? {
        return Ok(log(Outcome::Refused("a blocked account"), &from));
    }
    // The same mail delivered twice is read once.
    let message_id = message
        .message_id()
        .map(str::to_owned)
        .unwrap_or_else(|| hex::encode(Sha256::digest(raw)));
    let first: Option<String> = sqlx::query_scalar(
        "INSERT INTO inbound_mail (message_id, sender, game_id) VALUES ($1, $2, $3)
         ON CONFLICT (message_id) DO NOTHING RETURNING message_id",
    )
    .bind(&message_id)
    .bind(&from)
    .bind(game.id)
    .fetch_optional(pool)
    .await?;
    if first.is_none() {
        return Ok(log(Outcome::Ignored("a repeat"), &from));
    }
    let lang = lang_of(&recipient);
    let text = message.body_text(0).unwrap_or_default();
    let mut draft = Draft::default();
    let outcome = match read(&text) {
        Said::Key(key) => {
            let seated = Seated {
                token: &token,
                user,
            };
            decide(
                pool,
                states,
                &game,
                &seated,
                key,
                &message_id,
                lang,
                &mut draft,
            )
            .await?
        }
        Said::Words(words) => {
            let words: String = words.chars().take(2000).collect();
            match crate::talk::post(pool, &game, user, &recipient.username, false, &words).await {
                Ok(_) => {
                    draft.lines.push(t_args(
                        lang,
                        "reply-talked",
                        &[("text", words.as_str().into())],
                    ));
                    standing(&game, token.seat, lang, &mut draft);
                    Outcome::Talked
                }
                Err(error) => {
                    draft.lines.push(t_args(
                        lang,
                        "reply-refused",
                        &[("reason", error.to_string().into())],
                    ));
                    Outcome::Answered("the talk refused it")
                }
            }
        }
        Said::Nothing => {
            draft.lines.push(t(lang, "reply-no-number").to_owned());
            standing(&game, token.seat, lang, &mut draft);
            Outcome::Answered("nothing to read")
        }
    };
    let name = Registry::any(&game.kind)
        .map(|entry| entry.engine.info().name)
        .unwrap_or_default();
    let mut conn = pool.acquire().await?;
    send_reply_answer(
        &mut conn,
        &Answer {
            to: &recipient,
            game_name: name,
            lines: draft.lines,
            choices: draft.choices,
            url: link(&format!("/games/{}", game.id)),
            reply_to: draft.reply_to,
        },
    )
    .await?;
    sqlx::query("UPDATE inbound_mail SET outcome = $2 WHERE message_id = $1")
        .bind(&message_id)
        .bind(outcome.code())
        .execute(&mut *conn)
        .await?;
    Ok(log(outcome, &from))
}

/// What the decision changed, as the game's history tells it to this seat
/// (the dice thrown, the tiles drawn, a castle built): its lines after
/// `since`, a dozen at most.
async fn what_changed(
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

/// The decision a reply may make, and the player it was checked to be from.
struct Seated<'a> {
    token: &'a ReplyToken,
    user: Uuid,
}

/// A number: the choice it names in the mail's menu, made (or the shorter
/// list it opens, sent back).
#[allow(clippy::too_many_arguments)]
async fn decide(
    pool: &PgPool,
    states: &StateCache,
    game: &GameRecord,
    seated: &Seated<'_>,
    key: Key,
    message_id: &str,
    lang: Lang,
    draft: &mut Draft,
) -> Result<Outcome, StoreError> {
    let token = seated.token;
    let stale = |draft: &mut Draft, game: &GameRecord| {
        draft.lines.push(t(lang, "reply-stale").to_owned());
        standing(game, token.seat, lang, draft);
        Outcome::Answered("the game moved on")
    };
    if token.seq != game.seq || game.status != GameStatus::Active {
        return Ok(stale(draft, game));
    }
    let Some((lines, _)) = current_menu(game, token.seat, &token.path, lang) else {
        return Ok(stale(draft, game));
    };
    let Some(line) = lines.iter().find(|line| line.key == key).cloned() else {
        draft.lines.push(t_args(
            lang,
            "reply-not-listed",
            &[("number", key.to_string().into())],
        ));
        draft.offer(lines, token);
        return Ok(Outcome::Answered("a number not listed"));
    };
    match line.target {
        Target::More(path) => {
            let Some((shorter, token)) = current_menu(game, token.seat, &path, lang) else {
                return Ok(stale(draft, game));
            };
            draft.lines.push(t_args(
                lang,
                "reply-listed",
                &[("choice", line.label.as_str().into())],
            ));
            draft.offer(shorter, &token);
            Ok(Outcome::Listed)
        }
        Target::Action(action) => {
            // The same mail is one submission, however often it arrives.
            let digest = Sha256::digest(message_id.as_bytes());
            let submission = Uuid::from_slice(&digest[..16]).unwrap_or_else(|_| Uuid::new_v4());
            match play::submit(
                pool,
                states,
                game.id,
                seated.user,
                token.seq,
                submission,
                Decision::Act(action),
            )
            .await
            {
                Ok(_) => {
                    draft.lines.push(t_args(
                        lang,
                        "reply-played",
                        &[("choice", line.label.as_str().into())],
                    ));
                    if let Some(now) = game_store::load(pool, game.id).await? {
                        draft
                            .lines
                            .extend(what_changed(pool, &now, token.seat, token.seq, lang).await?);
                        standing(&now, token.seat, lang, draft);
                    }
                    Ok(Outcome::Played)
                }
                Err(PlayError::Stale { .. }) => {
                    let now = game_store::load(pool, game.id).await?;
                    Ok(stale(draft, now.as_ref().unwrap_or(game)))
                }
                Err(PlayError::Store(error)) => Err(error),
                Err(error) => {
                    let reason = match &error {
                        PlayError::Rejected(crate::games::Rejection::Illegal(explanation)) => {
                            explanation.get(lang)
                        }
                        other => other.to_string(),
                    };
                    draft
                        .lines
                        .push(t_args(lang, "reply-refused", &[("reason", reason.into())]));
                    standing(game, token.seat, lang, draft);
                    Ok(Outcome::Answered("the rules refused it"))
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_unquoted_line_is_read() {
        assert_eq!(
            read("3\n\nOn Monday, Bob wrote:\n> Your turn"),
            Said::Key(Key::Number(3))
        );
        assert_eq!(read("\n\n  12.  \n-- \nAnna"), Said::Key(Key::Number(12)));
        assert_eq!(read("> quoted first\n7"), Said::Key(Key::Number(7)));
        assert_eq!(read("C)"), Said::Key(Key::Letter('c')));
        assert_eq!(
            read("Nice move!\nSee you.\n\nLe lundi, Bob a écrit :\n> 3"),
            Said::Words("Nice move!\nSee you.".into())
        );
        assert_eq!(read("> only quoted\n> 4"), Said::Nothing);
        assert_eq!(read(""), Said::Nothing);
        assert_eq!(read("3 please"), Said::Words("3 please".into()));
    }
}
