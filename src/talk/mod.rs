//! Table talk: who may read and write which channel, edits within a few
//! minutes, moderation by the game's creator, mentions by email.

use crate::games;
use crate::mail;
use crate::notices::{self, Notice};
use crate::store::games::GameRecord;
use crate::store::games::GameStatus;
use crate::store::talk::{self, MessageRow};
use crate::store::users;
use crate::store::StoreError;
use crate::support::input::{MAX_MESSAGE_CHARS, MAX_NOTE_CHARS};
use chrono::{Duration, Utc};
use sqlx::PgPool;
use uuid::Uuid;

/// How long an author may edit or delete a message.
pub const EDIT_MINUTES: i64 = 5;

#[derive(Debug, thiserror::Error)]
pub enum TalkError {
    #[error("talk-cannot-read")]
    CannotRead,
    #[error("talk-players-only")]
    PlayersOnly,
    #[error("talk-no-team-channel")]
    NoTeamChannel,
    #[error("talk-empty")]
    Empty,
    #[error("talk-too-long")]
    TooLong,
    #[error("talk-not-yours")]
    NotYours,
    #[error("talk-too-late")]
    TooLate,
    #[error("talk-creator-only")]
    CreatorOnly,
    #[error("no such message")]
    NotFound,
    #[error("talk-mute-self")]
    MuteSelf,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for TalkError {
    fn from(error: sqlx::Error) -> Self {
        TalkError::Store(error.into())
    }
}

impl TalkError {
    pub fn message_key(&self) -> Option<&'static str> {
        Some(match self {
            TalkError::CannotRead => "talk-cannot-read",
            TalkError::PlayersOnly => "talk-players-only",
            TalkError::NoTeamChannel => "talk-no-team-channel",
            TalkError::Empty => "talk-empty",
            TalkError::TooLong => "talk-too-long",
            TalkError::NotYours => "talk-not-yours",
            TalkError::TooLate => "talk-too-late",
            TalkError::CreatorOnly => "talk-creator-only",
            TalkError::NotFound => "error-not-found",
            TalkError::MuteSelf => "talk-mute-self",
            TalkError::Store(_) => return None,
        })
    }
}

/// What one viewer may read of a game's talk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Audience {
    pub table: bool,
    /// The viewer's own team channel, when the game has them.
    pub team: Option<i16>,
}

/// The team of a seated user, when the game is played in teams with talk allowed.
pub fn team_of(game: &GameRecord, user: Uuid) -> Option<i16> {
    let seat = game.seat_of(user)?;
    if !game.team_talk {
        return None;
    }
    games::team_of(&game.kind, &game.options, game.seat_count, seat).map(i16::from)
}

/// `None`: the viewer may not read the thread at all.
pub fn audience(game: &GameRecord, viewer: Option<Uuid>) -> Option<Audience> {
    if let Some(user) = viewer.filter(|user| game.is_player(*user)) {
        return Some(Audience {
            table: true,
            team: team_of(game, user),
        });
    }
    (game.status == GameStatus::Finished && !game.chat_private).then_some(Audience {
        table: true,
        team: None,
    })
}

pub async fn read(
    pool: &PgPool,
    game: &GameRecord,
    viewer: Option<Uuid>,
) -> Result<Vec<MessageRow>, TalkError> {
    let audience = audience(game, viewer).ok_or(TalkError::CannotRead)?;
    let teams: Vec<i16> = audience.team.into_iter().collect();
    Ok(talk::messages(pool, game.id, &teams, audience.table, viewer).await?)
}

/// The most messages one page of table talk holds (`read_page`).
pub const MOST_MESSAGES: i64 = 200;

/// A page of the messages `viewer` may read: the `limit` (at most
/// `MOST_MESSAGES`) written before message `before`, or the latest, oldest
/// first, and whether earlier ones remain. The same channels and the same
/// hiding of muted and blocked authors as `read`.
pub async fn read_page(
    pool: &PgPool,
    game: &GameRecord,
    viewer: Option<Uuid>,
    before: Option<i64>,
    limit: i64,
) -> Result<(Vec<MessageRow>, bool), TalkError> {
    let audience = audience(game, viewer).ok_or(TalkError::CannotRead)?;
    let teams: Vec<i16> = audience.team.into_iter().collect();
    let limit = limit.clamp(1, MOST_MESSAGES);
    // One more than asked says whether an earlier page exists.
    let mut rows = talk::messages_before(
        pool,
        game.id,
        &teams,
        audience.table,
        viewer,
        before,
        limit + 1,
    )
    .await?;
    let earlier = rows.len() as i64 > limit;
    if earlier {
        rows.remove(0);
    }
    Ok((rows, earlier))
}

fn clean(body: &str, limit: usize) -> Result<String, TalkError> {
    let body = body.trim().replace("\r\n", "\n");
    if body.is_empty() {
        return Err(TalkError::Empty);
    }
    if body.chars().count() > limit {
        return Err(TalkError::TooLong);
    }
    Ok(body)
}

/// The @names in a message.
pub fn mentions(body: &str) -> Vec<String> {
    let mut names: Vec<String> = body
        .split(|c: char| !(c.is_alphanumeric() || c == '@' || c == '-' || c == '_'))
        .filter_map(|word| word.strip_prefix('@'))
        .filter(|name| crate::support::input::valid_username(name))
        .map(str::to_lowercase)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Posts a message to the table or, with `to_team`, to the author's team.
/// Mentioned players who can read that channel get one email each.
pub async fn post(
    pool: &PgPool,
    game: &GameRecord,
    author: Uuid,
    author_name: &str,
    to_team: bool,
    body: &str,
) -> Result<i64, TalkError> {
    if !game.is_player(author) {
        return Err(TalkError::PlayersOnly);
    }
    let team = if to_team {
        Some(team_of(game, author).ok_or(TalkError::NoTeamChannel)?)
    } else {
        None
    };
    let body = clean(body, MAX_MESSAGE_CHARS)?;
    let mut tx = pool.begin().await?;
    let id = talk::post(&mut tx, game.id, author, team, &body, game.seq).await?;
    let mentioned = mentions(&body);
    let recipients: Vec<Uuid> = game
        .players
        .iter()
        .filter(|player| {
            player.user_id != author && mentioned.contains(&player.username.to_lowercase())
        })
        .filter(|player| team.is_none() || team_of(game, player.user_id) == team)
        .map(|player| player.user_id)
        .collect();
    for contact in users::contacts(&mut tx, &recipients).await? {
        if talk::is_muted(&mut tx, contact.id, author).await?
            || crate::store::moderation::blocks(&mut *tx, contact.id, author).await?
        {
            continue;
        }
        let mention = Notice::Mention {
            to: contact.id,
            note: mail::mention_note(author_name, &contact, &body),
        };
        notices::write(&mut tx, game, &mention, Utc::now()).await?;
    }
    tx.commit().await?;
    Ok(id)
}

async fn own_recent(
    pool: &PgPool,
    game: &GameRecord,
    user: Uuid,
    id: i64,
) -> Result<MessageRow, TalkError> {
    let message = talk::message(pool, game.id, id)
        .await?
        .ok_or(TalkError::NotFound)?;
    if message.author_id != user || message.deleted_at.is_some() {
        return Err(TalkError::NotYours);
    }
    if Utc::now() - message.created_at > Duration::minutes(EDIT_MINUTES) {
        return Err(TalkError::TooLate);
    }
    Ok(message)
}

pub async fn edit(
    pool: &PgPool,
    game: &GameRecord,
    user: Uuid,
    id: i64,
    body: &str,
) -> Result<(), TalkError> {
    own_recent(pool, game, user, id).await?;
    talk::edit(pool, id, &clean(body, MAX_MESSAGE_CHARS)?).await?;
    Ok(())
}

pub async fn delete(
    pool: &PgPool,
    game: &GameRecord,
    user: Uuid,
    id: i64,
) -> Result<(), TalkError> {
    own_recent(pool, game, user, id).await?;
    talk::delete(pool, id).await?;
    Ok(())
}

/// Mutes (or, `on` false, unmutes) `muted`'s table talk for `user`.
pub async fn set_mute(pool: &PgPool, user: Uuid, muted: Uuid, on: bool) -> Result<(), sqlx::Error> {
    talk::set_mute(pool, user, muted, on).await
}

/// Mutes (or unmutes) the player named `name`'s table talk for `user`, the
/// page's button and the API alike: not oneself, not a name nobody has.
pub async fn mute_player(pool: &PgPool, user: Uuid, name: &str, on: bool) -> Result<(), TalkError> {
    let muted = users::by_username(pool, name)
        .await?
        .ok_or(TalkError::NotFound)?;
    if muted.id == user {
        return Err(TalkError::MuteSelf);
    }
    Ok(set_mute(pool, user, muted.id, on).await?)
}

/// The private note of `user` on `game`, a player's own.
pub async fn note(pool: &PgPool, game: &GameRecord, user: Uuid) -> Result<String, TalkError> {
    if !game.is_player(user) {
        return Err(TalkError::PlayersOnly);
    }
    Ok(talk::note(pool, game.id, user).await?)
}

/// The creator hides (or shows again) an abusive message of the table.
pub async fn hide(
    pool: &PgPool,
    game: &GameRecord,
    user: Uuid,
    id: i64,
    hidden: bool,
) -> Result<(), TalkError> {
    if game.created_by != user {
        return Err(TalkError::CreatorOnly);
    }
    let message = talk::message(pool, game.id, id)
        .await?
        .ok_or(TalkError::NotFound)?;
    // A team channel is not the creator's to read, let alone moderate.
    if message.team.is_some() && team_of(game, user) != message.team {
        return Err(TalkError::NotFound);
    }
    talk::set_hidden(pool, id, hidden).await?;
    Ok(())
}

pub async fn save_note(
    pool: &PgPool,
    game: &GameRecord,
    user: Uuid,
    body: &str,
) -> Result<(), TalkError> {
    if !game.is_player(user) {
        return Err(TalkError::PlayersOnly);
    }
    let body = body.trim();
    if body.chars().count() > MAX_NOTE_CHARS {
        return Err(TalkError::TooLong);
    }
    talk::save_note(pool, game.id, user, body).await?;
    Ok(())
}

/// A message body as HTML: everything escaped, then web links made
/// clickable and @mentions marked.
pub fn render_body(body: &str) -> String {
    let mut html = String::with_capacity(body.len() + 32);
    for (index, line) in body.split('\n').enumerate() {
        if index > 0 {
            html.push_str("<br>");
        }
        for (word_index, word) in line.split(' ').enumerate() {
            if word_index > 0 {
                html.push(' ');
            }
            let is_link =
                (word.starts_with("https://") || word.starts_with("http://")) && word.len() > 8;
            if is_link {
                let href = html_escape::encode_double_quoted_attribute(word);
                html.push_str(&format!(
                    "<a href=\"{href}\" rel=\"nofollow noopener noreferrer\" target=\"_blank\">{}</a>",
                    html_escape::encode_text(word)
                ));
            } else if word.len() > 1 && word.starts_with('@') {
                html.push_str(&format!(
                    "<span class=\"mention\">{}</span>",
                    html_escape::encode_text(word)
                ));
            } else {
                html.push_str(&html_escape::encode_text(word));
            }
        }
    }
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_are_escaped_and_links_made_clickable() {
        let html =
            render_body("<script>alert(1)</script> see https://example.org/?a=1&b=\"2\" @anna");
        assert!(!html.contains("<script>"));
        assert!(html.contains("&lt;script&gt;"));
        assert!(html.contains("<a href=\"https://example.org/?a=1&amp;b=&quot;2&quot;\""));
        assert!(html.contains("<span class=\"mention\">@anna</span>"));
        assert!(!render_body("javascript:alert(1)").contains("<a"));
    }

    #[test]
    fn mentions_are_found_once_each() {
        assert_eq!(
            mentions("@Anna, @bob and @anna again; mail@x"),
            vec!["anna", "bob"]
        );
    }
}
