//! A game's live feed: Server-Sent Events telling an open page that its game
//! changed (see `crate::live`). The page then fetches itself again and puts
//! the new board, status and decision panel in place (`static/game.js`).
//!
//! Each event's id is the game's sequence number, so a browser that
//! reconnects sends `Last-Event-ID` and hears at once of anything it missed.
//! Anyone who may open the game page may listen; a player listening is at
//! the table, which holds their "your turn" mail.

use crate::live::{self, Change};
use crate::store::games::{self, GameStatus};
use crate::talk;
use crate::web::client::ClientAddress;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse, Responder};
use actix_web_lab::sse::{self, Sse};
use serde::Deserialize;
use std::time::Duration;
use tokio::sync::broadcast;
use uuid::Uuid;

/// Live pages one client address may hold open on one instance: a family
/// behind one address has a few tabs each; more is a script.
pub const PER_ADDRESS: usize = 32;

/// A comment line this often keeps proxies from closing a quiet feed, and
/// is how a feed whose page went away is noticed (its write fails), which
/// gives its place back and ends the player's presence.
pub const KEEP_ALIVE: Duration = Duration::from_secs(10);

#[derive(Deserialize)]
pub struct LiveQuery {
    /// The sequence number the page shows (the first connection has no
    /// `Last-Event-ID` yet).
    seq: Option<i64>,
}

pub async fn events(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<LiveQuery>,
    address: ClientAddress,
    req: HttpRequest,
) -> Result<impl Responder, AppError> {
    let me = ctx.user.as_ref().map(|user| user.id);
    // The game without its state: who plays, and who may read which talk.
    let game = games::load_choosing_state(&state.pool, *id, games::StateRead::Never)
        .await?
        .ok_or(AppError::NotFound)?;
    if game.status == GameStatus::Cancelled {
        return Err(AppError::Refused {
            status: StatusCode::GONE,
            key: "game-cancelled",
            detail: None,
        });
    }
    let (seq, playing) = (game.seq, me.is_some_and(|user| game.is_player(user)));
    let audience = talk::audience(&game, me);
    let Some(slot) = state.live_slots.take(&address.limit_key(), PER_ADDRESS) else {
        return Err(AppError::RateLimited {
            key: "live-too-many",
            retry_after_secs: 10,
        });
    };
    let shown = req
        .headers()
        .get("last-event-id")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.trim().parse::<i64>().ok())
        .or(query.seq);
    let changes = state.live.subscribe(*id);
    let at_table = match me.filter(|_| playing) {
        Some(user) => {
            live::arrive_now(&state.pool, user, *id).await?;
            Some(state.live.arrive(user, *id))
        }
        None => None,
    };
    // The feed is one stream, no task of its own: it lives exactly as long
    // as the connection (actix drops it when the page goes), and with it the
    // client's slot and the player's place at the table.
    let first = shown.is_some_and(|shown| shown < seq).then(|| moved(seq));
    let feed = Feed {
        first,
        // The page has at least what this read saw: an announcement of an
        // older change still on its way to this instance is not news.
        seen: seq,
        changes,
        audience,
        _slot: slot,
        _at_table: at_table,
    };
    let events = futures_util::stream::unfold(feed, |mut feed| async move {
        if let Some(event) = feed.first.take() {
            return Some((event, feed));
        }
        loop {
            let event = match feed.changes.recv().await {
                Ok(Change::Moved { seq }) if seq > feed.seen => {
                    feed.seen = seq;
                    moved(seq)
                }
                Ok(Change::Moved { .. }) => continue,
                // Only who may read that channel hears that it moved.
                Ok(Change::Talk { team }) if feed.hears_talk(team) => {
                    sse::Data::new("talk").event("talk").into()
                }
                Ok(Change::Talk { .. }) => continue,
                Ok(Change::Resync) | Err(broadcast::error::RecvError::Lagged(_)) => {
                    sse::Data::new("resync").event("resync").into()
                }
                Err(broadcast::error::RecvError::Closed) => return None,
            };
            return Some((event, feed));
        }
    });
    Ok(Sse::from_infallible_stream(events)
        .with_keep_alive(KEEP_ALIVE)
        .with_retry_duration(Duration::from_secs(2))
        .customize()
        .insert_header(("cache-control", "no-store"))
        // Tells nginx-like proxies not to hold the stream back.
        .insert_header(("x-accel-buffering", "no")))
}

/// A logged-in player's feed across their games: an event `waiting` with
/// how many games wait for their decision, whenever that may have changed
/// (any page of theirs shows it in its title and menu). Nobody logged in:
/// 204, and the browser does not try again.
#[derive(Deserialize)]
pub struct MineQuery {
    /// The count the page shows (it may have changed while it was hidden).
    shown: Option<i64>,
}

pub async fn mine(
    ctx: PageContext,
    state: web::Data<AppState>,
    address: ClientAddress,
    query: web::Query<MineQuery>,
    req: HttpRequest,
) -> Result<HttpResponse, AppError> {
    let Some(user) = ctx.user.as_ref().map(|user| user.id) else {
        return Ok(HttpResponse::NoContent().finish());
    };
    let Some(slot) = state.live_slots.take(&address.limit_key(), PER_ADDRESS) else {
        return Err(AppError::RateLimited {
            key: "live-too-many",
            retry_after_secs: 10,
        });
    };
    let feed = PlayerFeed {
        changes: state.live.subscribe_player(user),
        pool: state.pool.clone(),
        user,
        told: query.shown,
        now: ctx.waiting,
        _slot: slot,
    };
    let events = futures_util::stream::unfold(feed, |mut feed| async move {
        // The count read with the session, if the page shows another.
        if let Some(count) = feed.now.take().filter(|count| feed.told != Some(*count)) {
            feed.told = Some(count);
            return Some((
                sse::Data::new(count.to_string()).event("waiting").into(),
                feed,
            ));
        }
        loop {
            match feed.changes.recv().await {
                Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => return None,
            }
            // A count that could not be read now is read at the next change.
            let Ok(count) = games::waiting_count(&feed.pool, feed.user).await else {
                continue;
            };
            if feed.told != Some(count) {
                feed.told = Some(count);
                let event = sse::Data::new(count.to_string()).event("waiting").into();
                return Some((event, feed));
            }
        }
    });
    Ok(Sse::from_infallible_stream(events)
        .with_keep_alive(KEEP_ALIVE)
        .with_retry_duration(Duration::from_secs(2))
        .customize()
        .insert_header(("cache-control", "no-store"))
        .insert_header(("x-accel-buffering", "no"))
        .respond_to(&req)
        .map_into_boxed_body())
}

/// One player's feed across their games.
struct PlayerFeed {
    changes: broadcast::Receiver<()>,
    pool: sqlx::PgPool,
    user: Uuid,
    /// The count the page last heard (from the page itself at first).
    told: Option<i64>,
    /// The count read with the session when the feed opened.
    now: Option<i64>,
    _slot: live::Slot,
}

/// One page's feed: what it is owed first, then the game's changes.
struct Feed {
    first: Option<sse::Event>,
    /// The newest sequence number the page has or was told of.
    seen: i64,
    changes: broadcast::Receiver<Change>,
    /// What of the game's talk the viewer may read (`None`: nothing).
    audience: Option<talk::Audience>,
    _slot: live::Slot,
    _at_table: Option<live::AtTable>,
}

impl Feed {
    /// Whether the viewer may read the channel a message was written in.
    fn hears_talk(&self, team: Option<i16>) -> bool {
        match (&self.audience, team) {
            (None, _) => false,
            (Some(audience), None) => audience.table,
            (Some(audience), Some(team)) => audience.team == Some(team),
        }
    }
}

fn moved(seq: i64) -> sse::Event {
    sse::Data::new(seq.to_string())
        .event("moved")
        .id(seq.to_string())
        .into()
}
