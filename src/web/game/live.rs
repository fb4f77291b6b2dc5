//! A game's live feed: Server-Sent Events telling an open page that its game
//! changed (see `crate::live`). The page then fetches itself again and puts
//! the new board, status and decision panel in place (`static/game.js`).
//!
//! Each event's id is the game's sequence number, so a browser that
//! reconnects sends `Last-Event-ID` and hears at once of anything it missed.
//! Anyone who may open the game page may listen; a player listening is at
//! the table, which holds their "your turn" mail.
//!
//! A feed takes its place under the limits (login, account, address) before
//! anything is read, lives no longer than the login it was opened with
//! (`live::check_sessions`), and gives its place back when its connection
//! ends.

use crate::live::{self, Change, SessionHold};
use crate::store::games::{self, GameStatus};
use crate::talk;
use crate::web::client::ClientAddress;
use crate::web::context::ClaimedPageContext;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse, Responder};
use actix_web_lab::sse::{self, Sse};
use ipnet::Ipv6Net;
use serde::Deserialize;
use std::net::IpAddr;
use std::time::Duration;
use tokio::sync::broadcast;
use uuid::Uuid;

/// Live feeds one login may hold open on one instance: a page holds two (its
/// game's and the count of games waiting), so a dozen tabs; more is a script.
pub const PER_SESSION: usize = 24;
/// Live feeds one account may hold open on one instance, all its logins
/// (devices) together.
pub const PER_ACCOUNT: usize = 48;
/// Live feeds of visitors who are not logged in, per address (IPv6: per
/// /64, what one subscriber usually holds).
pub const PER_VISITOR_ADDRESS: usize = 32;
/// Every live feed from one address (IPv6: per /48, what one site usually
/// holds), logged in or not: many players behind one carrier address each
/// have theirs (two hundred with two tabs each hold 800), while no address
/// takes an instance's every connection.
pub const PER_ADDRESS: usize = 2048;

/// A comment line this often keeps proxies from closing a quiet feed. A
/// page that goes away is noticed at once (the connection's end is read:
/// `HttpServer::h1_allow_half_closed(false)`), and this write is the
/// backstop for a connection that vanished without a word.
pub const KEEP_ALIVE: Duration = Duration::from_secs(10);

/// The place of a new feed under every limit it counts against, taken
/// before anything is read: a refused client costs nothing. The login and
/// account are the ones the signed cookie claims (an ended login's feed is
/// still counted as that login's, then served as a visitor's).
fn feed_slot(
    state: &AppState,
    claimed: &ClaimedPageContext,
    address: &ClientAddress,
) -> Result<live::Slot, AppError> {
    let mut limits = vec![(format!("address {}", wide_key(address)), PER_ADDRESS)];
    match (claimed.claimed_user(), claimed.claimed_session()) {
        (Some(user), Some(session)) => {
            limits.push((format!("login {session}"), PER_SESSION));
            limits.push((format!("account {user}"), PER_ACCOUNT));
        }
        _ => limits.push((
            format!("visitor {}", address.limit_key()),
            PER_VISITOR_ADDRESS,
        )),
    }
    state.live_slots.take(&limits).ok_or(AppError::RateLimited {
        key: "live-too-many",
        retry_after_secs: 10,
    })
}

/// The key of the whole-address limit: the address (IPv4), or its /48
/// (IPv6: a site's usual share, so that hopping between its /64s does not
/// escape the limit).
fn wide_key(address: &ClientAddress) -> String {
    match address.0 {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => Ipv6Net::new(v6, 48)
            .map(|net| net.trunc().to_string())
            .unwrap_or_else(|_| v6.to_string()),
    }
}

#[derive(Deserialize)]
pub struct LiveQuery {
    /// The sequence number the page shows (the first connection has no
    /// `Last-Event-ID` yet).
    seq: Option<i64>,
}

pub async fn events(
    claimed: ClaimedPageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<LiveQuery>,
    address: ClientAddress,
    req: HttpRequest,
) -> Result<impl Responder, AppError> {
    let slot = feed_slot(&state, &claimed, &address)?;
    let ctx = claimed.verify().await?;
    let me = ctx.user.as_ref().map(|user| user.id);
    // The game without its state: who plays, and who may read which talk.
    let game = games::load_choosing_state(&state.pool, *id, games::StateRead::Never)
        .await?
        .ok_or(AppError::NotFound)?;
    super::visible_to(&state, &game, me, None).await?;
    if game.status == GameStatus::Cancelled {
        return Err(AppError::Refused {
            status: StatusCode::GONE,
            key: "game-cancelled",
            detail: None,
        });
    }
    let (seq, playing) = (game.seq, me.is_some_and(|user| game.is_player(user)));
    let audience = talk::audience(&game, me);
    let shown = req
        .headers()
        .get("last-event-id")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.trim().parse::<i64>().ok())
        .or(query.seq);
    let changes = state.live.listen_to_game(&state.pool, *id).await;
    // The feed lives no longer than the login it was opened with.
    let session = ctx
        .user
        .as_ref()
        .map(|user| state.live.hold_session(user.session_id, user.id));
    let at_table = match ctx.user.as_ref().filter(|_| playing) {
        Some(user) => {
            live::arrive_now(&state.pool, user.id, *id).await?;
            Some(state.live.arrive(user.id, *id, Some(user.session_id)))
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
        session,
        _slot: slot,
        _at_table: at_table,
    };
    let events = futures_util::stream::unfold(feed, |mut feed| async move {
        if let Some(event) = feed.first.take() {
            return Some((event, feed));
        }
        loop {
            let received = match feed.session.as_mut() {
                Some(session) => tokio::select! {
                    // The login ended: so does the feed.
                    () = session.ended() => return None,
                    received = feed.changes.recv() => received,
                },
                None => feed.changes.recv().await,
            };
            let event = match received {
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
    claimed: ClaimedPageContext,
    state: web::Data<AppState>,
    address: ClientAddress,
    query: web::Query<MineQuery>,
    req: HttpRequest,
) -> Result<HttpResponse, AppError> {
    if claimed.claimed_user().is_none() {
        return Ok(HttpResponse::NoContent().finish());
    }
    let slot = feed_slot(&state, &claimed, &address)?;
    let ctx = claimed.verify().await?;
    let Some(user) = ctx.user.as_ref() else {
        return Ok(HttpResponse::NoContent().finish());
    };
    let counts = state.live.listen_to_player(&state.pool, user.id).await;
    // The count this instance holds for them, else the one read with the
    // login just now.
    let now = (*counts.borrow()).or(ctx.waiting);
    let feed = PlayerFeed {
        counts,
        told: query.shown,
        now,
        session: state.live.hold_session(user.session_id, user.id),
        _slot: slot,
    };
    let events = futures_util::stream::unfold(feed, |mut feed| async move {
        // The count known at the start, if the page shows another.
        if let Some(count) = feed.now.take().filter(|count| feed.told != Some(*count)) {
            feed.told = Some(count);
            return Some((
                sse::Data::new(count.to_string()).event("waiting").into(),
                feed,
            ));
        }
        loop {
            tokio::select! {
                () = feed.session.ended() => return None,
                changed = feed.counts.changed() => {
                    if changed.is_err() {
                        return None;
                    }
                }
            }
            let count = *feed.counts.borrow_and_update();
            if let Some(count) = count.filter(|count| feed.told != Some(*count)) {
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

/// One player's feed across their games: the count as the hub holds it.
struct PlayerFeed {
    counts: tokio::sync::watch::Receiver<Option<i64>>,
    /// The count the page last heard (from the page itself at first).
    told: Option<i64>,
    /// The count known when the feed opened.
    now: Option<i64>,
    session: SessionHold,
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
    /// The login the feed was opened with (`None`: a visitor's feed).
    session: Option<SessionHold>,
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

/// How long a new game's page waits for a computer player to take the
/// game's first decision: for a worker to claim it...
const CLAIM_PATIENCE: Duration = Duration::from_millis(700);
/// ...and then to answer.
const ANSWER_PATIENCE: Duration = Duration::from_secs(4);

/// A game that has just started with a computer player to decide first
/// (Play now against the computer): waits, briefly, until it has, so that
/// the player's page opens on their turn rather than on "Waiting for
/// Pippin (computer)" replaced a moment later. Gives up when no worker takes
/// the decision up at once (none runs) or it takes long; the page then
/// shows the wait and its live feed brings the answer. Returns how long it
/// waited.
pub async fn await_computers_opening(state: &AppState, game: Uuid) -> Duration {
    let started = std::time::Instant::now();
    let mut changes = state.live.listen_to_game(&state.pool, game).await;
    let computers_first = |record: &games::GameRecord| {
        record.status == GameStatus::Active
            && !record.waiting_on.is_empty()
            && record.waiting_on.iter().all(|seat| {
                record
                    .players
                    .iter()
                    .any(|player| player.seat == Some(*seat) && player.computer_plays_now())
            })
    };
    match games::load(&state.pool, game).await {
        Ok(Some(record)) if computers_first(&record) => {}
        _ => return started.elapsed(),
    }
    let claimed_by = tokio::time::Instant::now() + CLAIM_PATIENCE;
    let answered_by = tokio::time::Instant::now() + ANSWER_PATIENCE;
    let mut claimed = false;
    loop {
        let until = if claimed {
            answered_by
        } else {
            claimed_by.min(answered_by)
        };
        let wake = tokio::time::Instant::now() + Duration::from_millis(100);
        match tokio::time::timeout_at(wake.min(until), changes.recv()).await {
            Ok(Ok(Change::Moved { .. })) | Ok(Err(_)) => {
                // A decision: the computer's, or the game moved on anyway.
                match games::load(&state.pool, game).await {
                    Ok(Some(record)) if computers_first(&record) => continue,
                    _ => return started.elapsed(),
                }
            }
            Ok(Ok(_)) => continue,
            Err(_) if tokio::time::Instant::now() >= until => return started.elapsed(),
            Err(_) if !claimed => {
                claimed = crate::store::computer::is_thinking(&state.pool, game)
                    .await
                    .unwrap_or(false);
            }
            Err(_) => continue,
        }
    }
}
