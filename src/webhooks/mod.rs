//! Webhooks: a channel of the notices beside mail and push, posting where a
//! group already talks (Discord, Slack, Matrix), to a phone (ntfy), or to
//! any program (JSON signed by the Standard Webhooks scheme).
//!
//! A hook is a player's (their own notices go to it), a game's (the
//! table's channel hears one post per notice event, naming whose turn it
//! is, however many players were told) or an event's (a tournament's
//! channel: one post per round opened, with its tables, and one at the
//! end, with the winners; only the organizer adds or changes it, its
//! entrants see that it exists).
//!
//! Whose rules a post follows: a *player's* hook is that player's channel
//! and follows their quiet hours, mutes, digest and presence at the table
//! exactly like their mail (the holds are applied before the channel is
//! handed a notice). A *game's* or an *event's* hook is the table's or the
//! event's channel: it follows the game's or the event's state only, so a
//! player who muted the game's mail or sleeps in quiet hours does not
//! silence the table for everyone else. (A table's post is still queued
//! when the first of its players' notices falls due, after that player's
//! hold at the table; see `channel`.) It subscribes to the notices
//! (`notices::subscribers`): the holds every channel shares (mutes, quiet
//! hours, the player at the table, a digest) were applied before
//! [`channel::WebhookChannel`] is handed a notice; it queues one post per
//! hook and notice in its outbox, and [`worker`] sends them, retried,
//! exactly once.
//!
//! Safety: a hook posts only to https addresses of the public internet,
//! checked when added and again when sent, the name resolved at connection
//! time through the resolver that refuses inside addresses
//! (`support::outbound`), no redirect followed; its secret or token is
//! sealed ([`seal`]), never shown again nor logged nor exported, and its
//! address is shown only in part (a Discord or Slack address is itself a
//! credential).

pub mod channel;
pub mod formats;
pub mod seal;
pub mod worker;

use crate::store::webhooks::{self as store, Hook, NewHook};
use crate::support::outbound;
pub use channel::WebhookChannel;
use seal::Sealer;
use sqlx::PgPool;
use uuid::Uuid;

/// Hooks one account may own.
pub const HOOKS_PER_ACCOUNT: i64 = 10;

/// What a hook's receiver understands.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Discord,
    Slack,
    Matrix,
    Ntfy,
    Json,
}

impl Format {
    pub const ALL: [Format; 5] = [
        Format::Discord,
        Format::Slack,
        Format::Matrix,
        Format::Ntfy,
        Format::Json,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Format::Discord => "discord",
            Format::Slack => "slack",
            Format::Matrix => "matrix",
            Format::Ntfy => "ntfy",
            Format::Json => "json",
        }
    }

    pub fn parse(code: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|format| format.code() == code)
    }
}

/// Why a hook is refused.
#[derive(Debug, thiserror::Error)]
pub enum HookError {
    #[error("the address is not an https address on the public internet")]
    Address,
    #[error("this format needs a token (Matrix: an access token and a room id)")]
    Token,
    #[error("the chat id is not one")]
    Mention,
    #[error("only the game's players may add a hook to it")]
    NotAPlayer,
    #[error("only the event's organizer may add or change its hook")]
    NotOrganizer,
    #[error("a hook is a game's or an event's, not both")]
    GameAndEvent,
    #[error("too many hooks")]
    TooMany,
    #[error("no such hook")]
    NotFound,
    #[error(transparent)]
    Store(#[from] sqlx::Error),
}

/// Whose channel a hook is: the owner's own notices, a game's table or an
/// event's. One of the three: a request naming both a game and an event
/// is refused ([`HookError::GameAndEvent`]) rather than read as either,
/// since whichever we picked, the asker would not get what they meant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HookTarget {
    Player,
    Game(Uuid),
    Event(Uuid),
}

impl HookTarget {
    /// The target a request's two optional fields name.
    pub fn of(game: Option<Uuid>, event: Option<Uuid>) -> Result<HookTarget, HookError> {
        match (game, event) {
            (None, None) => Ok(HookTarget::Player),
            (Some(game), None) => Ok(HookTarget::Game(game)),
            (None, Some(event)) => Ok(HookTarget::Event(event)),
            (Some(_), Some(_)) => Err(HookError::GameAndEvent),
        }
    }

    pub fn game(self) -> Option<Uuid> {
        match self {
            HookTarget::Game(game) => Some(game),
            _ => None,
        }
    }

    pub fn event(self) -> Option<Uuid> {
        match self {
            HookTarget::Event(event) => Some(event),
            _ => None,
        }
    }
}

/// A hook asked for.
pub struct NewHookRequest<'a> {
    pub format: Format,
    pub url: &'a str,
    /// Matrix: the room id (`!…:server`) or alias.
    pub room: &'a str,
    /// Matrix's access token; ntfy's, for a protected topic.
    pub token: &'a str,
    /// The owner's chat id.
    pub mention: &'a str,
    /// Whose channel it is; an event's is its organizer's alone.
    pub target: HookTarget,
}

/// A chat id as `format`'s chat gives it: a Discord user id (a snowflake,
/// digits), a Slack member id (`U…` or `W…`), a Matrix user id
/// (`@user:server`); for ntfy and JSON, which mention nobody, any short
/// id. Nothing that could break out of a mention (`@everyone`,
/// `<!channel>`), and a wrong kind is refused at once rather than failing
/// every post (Discord refuses a post naming a user id that is not one).
pub fn check_mention(format: Format, mention: &str) -> Result<&str, HookError> {
    let mention = mention.trim();
    if mention.is_empty() {
        return Ok(mention);
    }
    let id_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '=' | '/');
    let fits = mention.len() <= 100
        && match format {
            Format::Discord => {
                (15..=20).contains(&mention.len()) && mention.chars().all(|c| c.is_ascii_digit())
            }
            Format::Slack => {
                mention.starts_with(['U', 'W'])
                    && mention
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
            }
            Format::Matrix => mention.strip_prefix('@').is_some_and(|rest| {
                rest.split_once(':').is_some_and(|(user, server)| {
                    !user.is_empty()
                        && !server.is_empty()
                        && user.chars().all(id_char)
                        && server.chars().all(|c| id_char(c) || c == ':')
                })
            }),
            Format::Ntfy | Format::Json => mention
                .chars()
                .all(|c| id_char(c) || matches!(c, '@' | ':')),
        };
    if fits {
        Ok(mention)
    } else {
        Err(HookError::Mention)
    }
}

/// Adds a hook for `owner`; returns its id and, for a signed JSON hook, its
/// signing secret (shown this once). `allow_insecure`: the settings allow
/// a test receiver on a local address (`WEBHOOKS_ALLOW_INSECURE`).
pub async fn add(
    pool: &PgPool,
    sealer: &Sealer,
    owner: Uuid,
    request: &NewHookRequest<'_>,
    allow_insecure: bool,
) -> Result<(i64, Option<String>), HookError> {
    if request.url.len() > 2000 {
        return Err(HookError::Address);
    }
    outbound::check_url(request.url, allow_insecure).map_err(|_| HookError::Address)?;
    let mention = check_mention(request.format, request.mention)?;
    let token = request.token.trim();
    let room = request.room.trim();
    if token.len() > 1000 || room.len() > 300 || room.chars().any(char::is_control) {
        return Err(HookError::Token);
    }
    let (secret, shown) = match request.format {
        Format::Json => {
            let secret = seal::new_signing_secret();
            (Some(secret.clone()), Some(secret))
        }
        Format::Matrix => {
            if token.is_empty() || !room.starts_with('!') || !room.contains(':') {
                return Err(HookError::Token);
            }
            (Some(token.to_owned()), None)
        }
        Format::Ntfy if !token.is_empty() => (Some(token.to_owned()), None),
        _ => (None, None),
    };
    match request.target {
        HookTarget::Player => {}
        HookTarget::Game(game) => {
            if !store::plays_in(pool, owner, game).await? {
                return Err(HookError::NotAPlayer);
            }
        }
        HookTarget::Event(event) => {
            if !store::organizes(pool, owner, event).await? {
                return Err(HookError::NotOrganizer);
            }
        }
    }
    let sealed = secret.as_deref().map(|secret| sealer.seal(owner, secret));
    let id = store::add(
        pool,
        &NewHook {
            owner,
            game: request.target.game(),
            event: request.target.event(),
            format: request.format.code(),
            url: request.url,
            room: if request.format == Format::Matrix {
                room
            } else {
                ""
            },
            secret_sealed: sealed.as_deref(),
            mention,
        },
        HOOKS_PER_ACCOUNT,
    )
    .await?
    .ok_or(HookError::TooMany)?;
    tracing::info!(
        hook = id,
        format = request.format.code(),
        "a webhook was added"
    );
    Ok((id, shown))
}

/// A hook `user` may see (their own, or one of a game they play), or
/// `NotFound` (another's answers exactly like one that does not exist).
pub async fn visible(pool: &PgPool, user: Uuid, id: i64) -> Result<Hook, HookError> {
    store::visible(pool, user, id)
        .await?
        .ok_or(HookError::NotFound)
}

/// A hook `user` may change: one they may see, except an event's, which
/// only its organizer (its owner) changes.
async fn changeable(pool: &PgPool, user: Uuid, id: i64) -> Result<Hook, HookError> {
    let hook = visible(pool, user, id).await?;
    if hook.event_id.is_some() && hook.owner_id != user {
        return Err(HookError::NotOrganizer);
    }
    Ok(hook)
}

/// Removes a hook: its owner may, and any player of its game.
pub async fn remove(pool: &PgPool, user: Uuid, id: i64) -> Result<(), HookError> {
    let hook = changeable(pool, user, id).await?;
    store::remove(pool, hook.id).await?;
    Ok(())
}

/// Takes up a paused hook again (its failures forgotten).
pub async fn resume(pool: &PgPool, user: Uuid, id: i64) -> Result<(), HookError> {
    let hook = changeable(pool, user, id).await?;
    store::resume(pool, hook.id).await?;
    Ok(())
}

/// Sets `user`'s chat id on a hook they may see (a game's hook: each
/// player gives their own, so the table's posts mention them).
pub async fn set_mention(
    pool: &PgPool,
    user: Uuid,
    id: i64,
    mention: &str,
) -> Result<(), HookError> {
    let hook = changeable(pool, user, id).await?;
    let format = Format::parse(&hook.format).unwrap_or(Format::Json);
    let mention = check_mention(format, mention)?;
    store::set_mention(pool, hook.id, user, mention).await?;
    Ok(())
}

/// Queues a test post to a hook `user` may see; it goes with the next
/// round of the worker, and its delivery shows in the hook's log.
pub async fn send_test(
    pool: &PgPool,
    user: Uuid,
    id: i64,
    title: &str,
    body: &str,
) -> Result<(), HookError> {
    let hook = changeable(pool, user, id).await?;
    let mut conn = pool.acquire().await?;
    store::enqueue(
        &mut conn,
        &store::NewMessage {
            hook: hook.id,
            notice: None,
            kind: "test",
            title,
            body,
            url: &crate::mail::link("/settings#webhooks"),
            urgent: false,
            mentions: &[],
        },
    )
    .await?;
    Ok(())
}

/// A hook's address as its list shows it: the scheme and host, and the
/// path hidden (for Discord and Slack the path is the credential).
pub fn shown_address(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(parsed) => match parsed.host_str() {
            Some(host) => {
                let port = parsed
                    .port()
                    .map(|port| format!(":{port}"))
                    .unwrap_or_default();
                format!("{}://{host}{port}/…", parsed.scheme())
            }
            None => "…".into(),
        },
        Err(_) => "…".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mention_is_an_id_of_the_chat_and_nothing_more() {
        for (format, good) in [
            (Format::Discord, "80351110224678912"),
            (Format::Slack, "U024BE7LH"),
            (Format::Slack, "W012A3CDE"),
            (Format::Matrix, "@anna:matrix.org"),
            (Format::Matrix, "@anna:localhost:8448"),
            (Format::Json, "anna-42"),
        ] {
            assert_eq!(check_mention(format, &format!(" {good} ")).ok(), Some(good));
            assert_eq!(check_mention(format, "").ok(), Some(""));
        }
        for (format, bad) in [
            (Format::Discord, "everyone"),
            (Format::Discord, "<@80351110224678912>"),
            (Format::Discord, "123"),
            (Format::Slack, "<!channel>"),
            (Format::Slack, "u024be7lh"),
            (Format::Matrix, "anna"),
            (Format::Matrix, "@anna"),
            (Format::Matrix, "@an na:matrix.org"),
            (Format::Json, "a\nb"),
            (Format::Json, "@everyone hi"),
        ] {
            assert!(
                matches!(check_mention(format, bad), Err(HookError::Mention)),
                "{format:?} {bad}"
            );
        }
    }

    #[test]
    fn the_address_shown_hides_the_path() {
        assert_eq!(
            shown_address("https://discord.com/api/webhooks/123/secret-token"),
            "https://discord.com/…"
        );
        assert_eq!(
            shown_address("http://127.0.0.1:9/x"),
            "http://127.0.0.1:9/…"
        );
    }
}
