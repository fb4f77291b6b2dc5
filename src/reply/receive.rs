//! A reply to a turn mail, read and acted on. What it may do is what its
//! reply address's token says (one seat's decision as a mail listed it);
//! who may do it is the seat's player, from their own confirmed address.
//!
//! The player's own words are found (`written`: whatever the mail client
//! wrapped them in), anything of our own mail among them held back
//! (`echo`), and read (`said`). A line of the menu named by its number or
//! letter makes that decision through `play::submit`, as the web and the
//! API do (applied exactly once), or is answered with the shorter list it
//! opens; a few words around a number are asked about ("Did you mean 3 —
//! …? Reply yes"), never guessed at; other words are posted at the table,
//! through the same checks as the page's and the API's
//! (`support::input::Message`).
//!
//! The decision stays answerable for as long as it is open and unchanged:
//! the seat has not decided since the mail was made and its choices are
//! still the ones listed, whatever the other seats did meanwhile (a
//! simultaneous phase); else the player is told the game moved on and gets
//! the choices as they are now.
//!
//! Every reply that reaches a player gets an answer, in the same thread,
//! saying what became of it; bounces, automatic replies and repeats get
//! none, so no loop can start. Bad mail changes nothing, each refusal is
//! logged, and a failure of the database reaches no one: the reply is
//! read again on the sending server's next try.

use super::automatic::is_automatic;
use super::decision::{current_menu, still_open, what_changed};
use super::echo::OwnMail;
use super::said::{said, Said};
use super::thread::{answer_subject, thread_of};
use super::verify::{Delivery, Unverified, Verifier};
use super::written::written;
use crate::games::state_cache::StateCache;
use crate::games::Registry;
use crate::mail::choices::{shown, Key, Line, Target};
use crate::mail::reply_address::{self, Question, ReplyToken};
use crate::mail::{link, link_key, send_reply_answer, Answer};
use crate::play::{self, PlayError, Submitted};
use crate::rate_limit::{self, Limit};
use crate::store::games::{self as game_store, GameRecord, GameStatus};
use crate::store::replies;
use crate::store::users::{self, Recipient};
use crate::store::StoreError;
use crate::support::i18n::{t, t_args, Lang};
use crate::support::input;
use crate::talk::TalkError;
use mail_parser::{Message, MessageParser};
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

/// How often a decision is tried again when another seat's decision came
/// in between (a simultaneous phase): each try reads the game afresh.
const TRIES: usize = 3;

/// The SMTP envelope: who the server says sent it (empty for a bounce),
/// and the addresses it was delivered to; and the host that delivered it,
/// when it came straight from the sender's server (for SPF; none for mail
/// read from a mailbox or passed on by a trusted relay).
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

fn lang_of(recipient: &Recipient) -> Lang {
    recipient
        .language
        .as_deref()
        .and_then(Lang::from_code)
        .unwrap_or_default()
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

    /// Offers `lines` at an address that answers `question` (a plain one
    /// when the menu is too deep for the question to fit the address).
    fn ask(&mut self, lines: Vec<Line>, token: &ReplyToken, question: Question) {
        let asking = ReplyToken {
            question: Some(question),
            ..token.clone()
        };
        let address = asking.address(link_key());
        self.offer(lines, token);
        if address.is_some() {
            self.reply_to = address;
        }
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
    let Some((address, token)) = envelope.recipients.iter().find_map(|to| {
        reply_address::token_of(to, link_key())
            .map(|token| (to.trim().trim_matches(['<', '>']), token))
    }) else {
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
    if !replies::record_inbound(pool, &message_id, &from, game.id).await? {
        return Ok(log(Outcome::Ignored("a repeat"), &from));
    }
    let reply = Reply {
        pool,
        states,
        game: &game,
        token: &token,
        address,
        recipient: &recipient,
        message: &message,
        message_id: &message_id,
        lang: lang_of(&recipient),
    };
    match reply.answer().await {
        Ok(outcome) => Ok(log(outcome, &from)),
        Err(error) => {
            // Nothing reached the player; the next try is read afresh (a
            // decision it made is recognised by its submission token).
            if let Err(forget) = replies::forget_inbound(pool, &message_id).await {
                tracing::error!(%forget, "a failed reply's record could not be removed");
            }
            Err(error.into())
        }
    }
}

/// A reply from the seat's own player, being answered.
struct Reply<'a> {
    pool: &'a PgPool,
    states: &'a StateCache,
    game: &'a GameRecord,
    token: &'a ReplyToken,
    /// The reply address it came to.
    address: &'a str,
    recipient: &'a Recipient,
    message: &'a Message<'a>,
    message_id: &'a str,
    lang: Lang,
}

impl Reply<'_> {
    /// Reads the reply, acts on it and queues the answer.
    async fn answer(&self) -> Result<Outcome, StoreError> {
        let words = self.own_words().await?;
        let mut draft = Draft::default();
        let outcome = match (said(&words), self.token.question) {
            (Said::Key(key), _) => self.decide(Pick::Key(key), &mut draft).await?,
            (Said::Yes, Some(Question::DidYouMean(place))) => {
                self.decide(Pick::Place(place), &mut draft).await?
            }
            (Said::Maybe(keys), None) => self.ask(&keys, &words, &mut draft).await?,
            // Asked once already: words are words.
            (Said::Maybe(_) | Said::Words(_), _) | (Said::Yes, None) => {
                self.talk(&words, &mut draft).await?
            }
            (Said::Nothing | Said::Yes, _) => {
                draft.lines.push(t(self.lang, "reply-no-number").to_owned());
                standing(self.game, self.token.seat, self.lang, &mut draft);
                Outcome::Answered("nothing to read")
            }
        };
        let name = Registry::any(&self.game.kind)
            .map(|entry| entry.engine.info().name)
            .unwrap_or_default();
        let mut tx = self.pool.begin().await?;
        send_reply_answer(
            &mut tx,
            &Answer {
                to: self.recipient,
                game_name: name,
                subject: answer_subject(self.message),
                thread: thread_of(self.message),
                lines: draft.lines,
                choices: draft.choices,
                url: link(&format!("/games/{}", self.game.id)),
                reply_to: draft.reply_to,
            },
        )
        .await?;
        replies::set_outcome(&mut tx, self.message_id, &outcome.code()).await?;
        tx.commit().await?;
        Ok(outcome)
    }

    /// The player's own words, without any line of the mails the reply may
    /// answer, nor any naming our sender, the player, our site or the
    /// reply domain.
    async fn own_words(&self) -> Result<String, StoreError> {
        let words = written(self.message);
        let mails =
            replies::quotable(self.pool, self.recipient.id, self.address, self.game.id).await?;
        let site = url::Url::parse(&link("/"))
            .ok()
            .and_then(|url| url.host_str().map(str::to_owned))
            .unwrap_or_default();
        let marks = [
            reply_address::sender().unwrap_or_default(),
            self.recipient.email.as_str(),
            reply_address::domain().unwrap_or_default(),
            site.as_str(),
            "/unsubscribe/",
        ];
        let (words, held) = OwnMail::new(&mails, &marks).without_ours(&words);
        if held > 0 {
            tracing::warn!(held, "lines of our own mail were held back from a reply");
        }
        Ok(words)
    }

    /// A few words around one or more numbers: asked about, not guessed.
    async fn ask(
        &self,
        keys: &[Key],
        words: &str,
        draft: &mut Draft,
    ) -> Result<Outcome, StoreError> {
        let (lang, token) = (self.lang, self.token);
        if !still_open(self.pool, self.game, token, lang).await? {
            return Ok(self.stale(self.game, draft));
        }
        let Some((lines, menu_token)) = current_menu(self.game, token.seat, &token.path, lang)
        else {
            return Ok(self.stale(self.game, draft));
        };
        let named: Vec<&Line> = keys
            .iter()
            .filter_map(|key| lines.iter().find(|line| line.key == *key))
            .collect();
        match named.as_slice() {
            // No choice of the list: a message that happens to hold a number.
            [] => self.talk(words, draft).await,
            [line] => {
                draft.lines.push(t_args(
                    lang,
                    "reply-did-you-mean",
                    &[
                        ("key", line.key.to_string().into()),
                        ("choice", line.label.as_str().into()),
                    ],
                ));
                let place = line.position;
                draft.ask(lines, &menu_token, Question::DidYouMean(place));
                Ok(Outcome::Answered("asked what a number meant"))
            }
            several => {
                let named: Vec<String> = several.iter().map(|line| line.key.to_string()).collect();
                draft.lines.push(t_args(
                    lang,
                    "reply-which-one",
                    &[("keys", named.join(", ").into())],
                ));
                draft.ask(lines, &menu_token, Question::WhichOne);
                Ok(Outcome::Answered("asked which choice"))
            }
        }
    }

    /// Words for the table, through the checks the page and the API make.
    async fn talk(&self, words: &str, draft: &mut Draft) -> Result<Outcome, StoreError> {
        let lang = self.lang;
        let refused = |draft: &mut Draft, key: &str, why: &'static str| {
            draft.lines.push(t_args(
                lang,
                "reply-not-posted",
                &[("reason", t(lang, key).into())],
            ));
            standing(self.game, self.token.seat, lang, draft);
            Outcome::Answered(why)
        };
        let message = match input::Message::parse("body", words) {
            Ok(message) => message,
            Err(error) => return Ok(refused(draft, error.message_key(), "the text was refused")),
        };
        let posted = crate::talk::post(
            self.pool,
            self.game,
            self.recipient.id,
            &self.recipient.username,
            false,
            message.as_str(),
        )
        .await;
        match posted {
            Ok(_) => {
                draft.lines.push(t_args(
                    lang,
                    "reply-talked",
                    &[("text", message.as_str().into())],
                ));
                standing(self.game, self.token.seat, lang, draft);
                Ok(Outcome::Talked)
            }
            Err(TalkError::Store(error)) => Err(error),
            Err(error) => Ok(refused(
                draft,
                error.message_key().unwrap_or("error-internal"),
                "the talk refused it",
            )),
        }
    }

    fn stale(&self, game: &GameRecord, draft: &mut Draft) -> Outcome {
        draft.lines.push(t(self.lang, "reply-stale").to_owned());
        standing(game, self.token.seat, self.lang, draft);
        Outcome::Answered("the game moved on")
    }

    /// A line of the menu: the decision it names made (or the shorter list
    /// it opens, sent back), while the decision is open and unchanged.
    async fn decide(&self, pick: Pick, draft: &mut Draft) -> Result<Outcome, StoreError> {
        let (lang, token) = (self.lang, self.token);
        let mut game = self.game.clone();
        for _ in 0..TRIES {
            if !still_open(self.pool, &game, token, lang).await? {
                return Ok(self.stale(&game, draft));
            }
            let Some((lines, _)) = current_menu(&game, token.seat, &token.path, lang) else {
                return Ok(self.stale(&game, draft));
            };
            let line = lines.iter().find(|line| match pick {
                Pick::Key(key) => line.key == key,
                Pick::Place(place) => line.position == place,
            });
            let Some(line) = line.cloned() else {
                let said = match pick {
                    Pick::Key(key) => key.to_string(),
                    Pick::Place(place) => place.to_string(),
                };
                draft
                    .lines
                    .push(t_args(lang, "reply-not-listed", &[("number", said.into())]));
                let (_, menu_token) = current_menu(&game, token.seat, &token.path, lang)
                    .unwrap_or((Vec::new(), token.clone()));
                draft.offer(lines, &menu_token);
                return Ok(Outcome::Answered("a number not listed"));
            };
            let action = match line.target {
                Target::More(path) => {
                    let Some((shorter, next)) = current_menu(&game, token.seat, &path, lang) else {
                        return Ok(self.stale(&game, draft));
                    };
                    draft.lines.push(t_args(
                        lang,
                        "reply-listed",
                        &[("choice", line.label.as_str().into())],
                    ));
                    draft.offer(shorter, &next);
                    return Ok(Outcome::Listed);
                }
                Target::Action(action) => action,
            };
            // The menu's actions are the engine's own, but a reply's decision
            // is made by the same rule as the page's and the API's.
            let decision = match Submitted::action(action).decision() {
                Ok(decision) => decision,
                Err(error) => {
                    draft.lines.push(t_args(
                        lang,
                        "reply-refused",
                        &[("reason", error.to_string().into())],
                    ));
                    return Ok(Outcome::Answered("the input rules refused it"));
                }
            };
            // The same mail is one submission, however often it arrives.
            let digest = Sha256::digest(self.message_id.as_bytes());
            let submission = Uuid::from_slice(&digest[..16]).unwrap_or_else(|_| Uuid::new_v4());
            let result = play::submit(
                self.pool,
                self.states,
                game.id,
                self.recipient.id,
                game.seq,
                submission,
                decision,
            )
            .await;
            match result {
                Ok(_) => {
                    draft.lines.push(t_args(
                        lang,
                        "reply-played",
                        &[("choice", line.label.as_str().into())],
                    ));
                    if let Some(now) = game_store::load(self.pool, game.id).await? {
                        draft.lines.extend(
                            what_changed(self.pool, &now, token.seat, game.seq, lang).await?,
                        );
                        standing(&now, token.seat, lang, draft);
                    }
                    return Ok(Outcome::Played);
                }
                Err(PlayError::Stale { .. }) => {
                    // Someone decided in between: read the game again and
                    // see whether this decision is still the same.
                    match game_store::load(self.pool, game.id).await? {
                        Some(now) => game = now,
                        None => return Ok(self.stale(&game, draft)),
                    }
                }
                Err(PlayError::Store(error)) => return Err(error),
                Err(error) => {
                    let reason = match &error {
                        PlayError::Rejected(crate::games::Rejection::Illegal(explanation)) => {
                            crate::support::i18n::registry::explanation(lang, explanation)
                        }
                        other => t(lang, refusal_key(other)).to_owned(),
                    };
                    draft
                        .lines
                        .push(t_args(lang, "reply-refused", &[("reason", reason.into())]));
                    standing(&game, token.seat, lang, draft);
                    return Ok(Outcome::Answered("the rules refused it"));
                }
            }
        }
        Ok(self.stale(&game, draft))
    }
}

/// How a reply names a line of the menu.
#[derive(Debug, Clone, Copy)]
enum Pick {
    /// By the number or letter the mail showed.
    Key(Key),
    /// By its place: the line a "Did you mean …?" asked about, confirmed.
    Place(u16),
}

/// The words of a refusal that is not the rules' (those explain
/// themselves), never an error's own text.
fn refusal_key(error: &PlayError) -> &'static str {
    match error {
        PlayError::NotSeated => "game-not-seated",
        PlayError::NotActive | PlayError::NotFound => "game-not-active",
        PlayError::Resigned => "game-resigned",
        PlayError::Paused => "game-paused",
        _ => "error-internal",
    }
}
