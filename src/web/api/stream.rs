//! Streams for programs, as newline-delimited JSON (`application/x-ndjson`),
//! one object a line with its `type`:
//!
//! - `GET /api/v1/games/{id}/stream`: a game as the token's owner sees it.
//!   At connect, the steps missed since `?seq=` (`type: "step"`, as the
//!   history gives them), then the game (`type: "state"`, as `GET
//!   /games/{id}` gives it, legal actions included) and the messages since
//!   `?after_message=` (`type: "message"`); then, as the game changes, its
//!   new steps and state, and each message the owner may read (team talk
//!   included for their team). A player's stream counts as being at the
//!   table, like their open page: it holds their "your turn" mail.
//! - `GET /api/v1/me/stream`: the owner's games (`type: "games"`: how many
//!   wait for them and their games as `GET /me/games` lists them), the
//!   proposals pending in them (`type: "proposals"`, each saying whether it
//!   waits for the owner's answer), the seats offered to them by name
//!   (`type: "offers"`) and the open games they are invited to (`type:
//!   "invitations"`): each at connect and whenever it changes, as a whole
//!   list (an empty one when the last went).
//!
//! An empty line every 10 seconds keeps proxies from closing a quiet
//! stream. A stream ends when its token is revoked (checked each minute) or
//! its account blocked. Reconnecting with the last `seq` and message id
//! seen misses nothing. Each stream takes a place under the live feeds'
//! limits (per token, and per account with its pages).

use super::games::{game_state, load_with_state};
use super::ApiUser;
use crate::history::steps;
use crate::live::{self, Change};
use crate::store::asked;
use crate::store::games::GameStatus;
use crate::talk;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::{HashMap, VecDeque};
use std::time::Duration;
use tokio::sync::broadcast;
use uuid::Uuid;

/// Streams one token may hold open on one instance.
pub const PER_TOKEN: usize = 16;
/// An empty line this often keeps a quiet stream open through proxies.
const KEEP_ALIVE: Duration = Duration::from_secs(10);
/// How often a stream asks whether its token still works.
const TOKEN_CHECK: Duration = Duration::from_secs(60);

#[derive(Deserialize, utoipa::IntoParams)]
pub struct GameStreamQuery {
    /// The last `seq` the program has: the steps after it come first.
    pub seq: Option<i64>,
    /// The id of the last message the program has: the later ones come first.
    pub after_message: Option<i64>,
}

/// One line of a stream.
fn line(value: &impl Serialize) -> Bytes {
    let mut text = serde_json::to_vec(value).unwrap_or_default();
    text.push(b'\n');
    Bytes::from(text)
}

fn slot(state: &AppState, api: &ApiUser) -> Result<live::Slot, AppError> {
    state
        .live_slots
        .take(&[
            (format!("token {}", api.token_id), PER_TOKEN),
            (
                format!("account {}", api.user.id),
                crate::web::game::live::PER_ACCOUNT,
            ),
        ])
        .ok_or(AppError::RateLimited {
            key: "live-too-many",
            retry_after_secs: 10,
        })
}

/// A game as it happens, for the token's owner (see the module's words).
#[utoipa::path(get, path = "/api/v1/games/{id}/stream", params(("id" = Uuid, Path), GameStreamQuery),
    responses((status = 200, description = "NDJSON: step, state and message lines", content_type = "application/x-ndjson"),
        (status = 404, body = super::ApiError), (status = 410, body = super::ApiError)))]
pub async fn game(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<GameStreamQuery>,
) -> Result<HttpResponse, AppError> {
    let slot = slot(&state, &api)?;
    let (game, folded) = load_with_state(&state, *id).await?;
    crate::web::game::visible_to(&state, &game, Some(api.user.id), None).await?;
    if game.status == GameStatus::Cancelled {
        return Err(AppError::Refused {
            status: StatusCode::GONE,
            key: "game-cancelled",
            detail: None,
        });
    }
    let me = api.user.id;
    let changes = state.live.listen_to_game(&state.pool, game.id).await;
    let at_table = if game.is_player(me) {
        live::arrive_now(&state.pool, me, game.id).await?;
        Some(state.live.arrive(me, game.id, None))
    } else {
        None
    };
    let mut first = Vec::new();
    let seen = query.seq.unwrap_or(game.seq).min(game.seq);
    first.extend(steps_between(&state, &api, game.id, seen, game.seq).await?);
    first.push(line(&state_line(game_state(
        &api,
        &game,
        folded.as_deref(),
    )?)));
    let mut feed = GameFeed {
        state: state.clone(),
        game: game.id,
        seen: game.seq,
        last_message: query.after_message,
        changes,
        pending: first.into(),
        keep_alive: keep_alive(),
        token_check: token_check(),
        api,
        _slot: slot,
        _at_table: at_table,
    };
    if feed.last_message.is_some() {
        feed.messages().await?;
    }
    let stream = futures_util::stream::unfold(feed, |mut feed| async move {
        loop {
            if let Some(bytes) = feed.pending.pop_front() {
                return Some((Ok::<_, actix_web::Error>(bytes), feed));
            }
            match feed.next().await {
                Ok(true) => continue,
                // The token ended, the game is gone, or the store failed:
                // the program reconnects (and is told why) or stops.
                Ok(false) | Err(_) => return None,
            }
        }
    });
    Ok(ndjson(stream))
}

fn ndjson(
    stream: impl futures_util::Stream<Item = Result<Bytes, actix_web::Error>> + 'static,
) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/x-ndjson")
        .insert_header(("cache-control", "no-store"))
        .insert_header(("x-accel-buffering", "no"))
        .streaming(stream)
}

fn keep_alive() -> tokio::time::Interval {
    let mut interval =
        tokio::time::interval_at(tokio::time::Instant::now() + KEEP_ALIVE, KEEP_ALIVE);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    interval
}

fn token_check() -> tokio::time::Interval {
    let mut interval =
        tokio::time::interval_at(tokio::time::Instant::now() + TOKEN_CHECK, TOKEN_CHECK);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    interval
}

fn state_line(state: super::games::GameState) -> Value {
    let mut value = serde_json::to_value(state).unwrap_or(Value::Null);
    if let Value::Object(map) = &mut value {
        map.insert("type".into(), json!("state"));
    }
    value
}

/// The steps after `seen` up to `last` as lines, as the caller may see them.
async fn steps_between(
    state: &AppState,
    api: &ApiUser,
    game: Uuid,
    seen: i64,
    last: i64,
) -> Result<Vec<Bytes>, AppError> {
    let mut lines = Vec::new();
    if seen >= last {
        return Ok(lines);
    }
    let record = crate::store::games::load_choosing_state(
        &state.pool,
        game,
        crate::store::games::StateRead::Never,
    )
    .await?
    .ok_or(AppError::NotFound)?;
    let seat = record.seat_of(api.user.id);
    let mut conn = state.pool.acquire().await?;
    let mut from = seen + 1;
    while from <= last {
        let page = steps::read(&mut conn, &record, seat, api.lang, Some(from), Some(last)).await?;
        for step in page.steps {
            lines.push(line(&json!({
                "type": "step",
                "row": step.row,
                "text": step.text,
                "taken_back": step.taken_back,
            })));
        }
        from = page.last + 1;
    }
    Ok(lines)
}

/// One program's stream of a game.
struct GameFeed {
    state: web::Data<AppState>,
    api: ApiUser,
    game: Uuid,
    /// The newest `seq` the program was sent.
    seen: i64,
    /// The newest message id the program was sent (`None`: only later ones).
    last_message: Option<i64>,
    changes: broadcast::Receiver<Change>,
    pending: std::collections::VecDeque<Bytes>,
    keep_alive: tokio::time::Interval,
    token_check: tokio::time::Interval,
    _slot: live::Slot,
    _at_table: Option<live::AtTable>,
}

impl GameFeed {
    /// Waits for the next thing to say and queues it; false: the stream ends.
    async fn next(&mut self) -> Result<bool, AppError> {
        tokio::select! {
            _ = self.keep_alive.tick() => {
                self.pending.push_back(Bytes::from_static(b"\n"));
            }
            _ = self.token_check.tick() => {
                if !crate::store::sessions::token_is_live(&self.state.pool, self.api.token_id).await? {
                    return Ok(false);
                }
            }
            received = self.changes.recv() => match received {
                Ok(Change::Moved { seq }) if seq > self.seen => self.moved().await?,
                Ok(Change::Moved { .. }) => {}
                Ok(Change::Talk { team }) => {
                    let game = crate::store::games::load_choosing_state(
                        &self.state.pool,
                        self.game,
                        crate::store::games::StateRead::Never,
                    )
                    .await?
                    .ok_or(AppError::NotFound)?;
                    let audience = talk::audience(&game, Some(self.api.user.id));
                    let hears = match (&audience, team) {
                        (None, _) => false,
                        (Some(audience), None) => audience.table,
                        (Some(audience), Some(team)) => audience.team == Some(team),
                    };
                    if hears {
                        self.messages().await?;
                    }
                }
                Ok(Change::Resync) | Err(broadcast::error::RecvError::Lagged(_)) => {
                    self.moved().await?;
                    self.messages().await?;
                }
                Err(broadcast::error::RecvError::Closed) => return Ok(false),
            }
        }
        Ok(true)
    }

    /// The game moved on: its new steps, then the state.
    async fn moved(&mut self) -> Result<(), AppError> {
        let (game, folded) = load_with_state(&self.state, self.game).await?;
        if game.seq <= self.seen && game.status != GameStatus::Finished {
            return Ok(());
        }
        let lines = steps_between(&self.state, &self.api, self.game, self.seen, game.seq).await?;
        self.pending.extend(lines);
        self.pending.push_back(line(&state_line(game_state(
            &self.api,
            &game,
            folded.as_deref(),
        )?)));
        self.seen = game.seq;
        Ok(())
    }

    /// The messages after the last one sent that the owner may read.
    async fn messages(&mut self) -> Result<(), AppError> {
        let game = crate::store::games::load_choosing_state(
            &self.state.pool,
            self.game,
            crate::store::games::StateRead::Never,
        )
        .await?
        .ok_or(AppError::NotFound)?;
        let rows = match talk::read(&self.state.pool, &game, Some(self.api.user.id)).await {
            Ok(rows) => rows,
            Err(talk::TalkError::CannotRead) => return Ok(()),
            Err(error) => return Err(error.into()),
        };
        let after = self.last_message.unwrap_or(0);
        for row in rows.into_iter().filter(|row| row.id > after) {
            self.last_message = Some(row.id);
            let mut value =
                serde_json::to_value(super::talk::Message::of(row)).unwrap_or(Value::Null);
            if let Value::Object(map) = &mut value {
                map.insert("type".into(), json!("message"));
            }
            self.pending.push_back(line(&value));
        }
        Ok(())
    }
}

/// The owner's games as they change, and what they are asked (see the
/// module's words).
#[utoipa::path(get, path = "/api/v1/me/stream",
    responses((status = 200, description = "NDJSON: `games`, `proposals`, `offers` and `invitations` lines", content_type = "application/x-ndjson")))]
pub async fn mine(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let slot = slot(&state, &api)?;
    let counts = state.live.listen_to_player(&state.pool, api.user.id).await;
    let asked = state.live.listen_to_account(&state.pool, api.user.id).await;
    let mut feed = MineFeed {
        state: state.clone(),
        api,
        counts,
        asked,
        told: Default::default(),
        keep_alive: keep_alive(),
        token_check: token_check(),
        // The announcements say when to look; this only mends what a lost
        // one would leave (a proposal that lapsed by its time, say).
        look_again: tokio::time::interval(LOOK_AGAIN),
        _slot: slot,
    };
    let first = feed.look().await?;
    let stream = futures_util::stream::unfold(
        (feed, first),
        |(mut feed, mut pending)| async move {
            loop {
                if let Some(bytes) = pending.pop_front() {
                    return Some((Ok::<_, actix_web::Error>(bytes), (feed, pending)));
                }
                tokio::select! {
                    _ = feed.keep_alive.tick() => pending.push_back(Bytes::from_static(b"\n")),
                    _ = feed.token_check.tick() => {
                        match crate::store::sessions::token_is_live(&feed.state.pool, feed.api.token_id).await {
                            Ok(true) => {}
                            _ => return None,
                        }
                    }
                    _ = feed.look_again.tick() => pending = feed.look().await.ok()?,
                    changed = feed.counts.changed() => {
                        changed.ok()?;
                        pending = feed.look().await.ok()?;
                    }
                    changed = feed.asked.changed() => {
                        changed.ok()?;
                        pending = feed.look().await.ok()?;
                    }
                }
            }
        },
    );
    Ok(ndjson(stream))
}

/// How often the account's stream looks again unprompted.
const LOOK_AGAIN: Duration = Duration::from_secs(60);

struct MineFeed {
    state: web::Data<AppState>,
    api: ApiUser,
    counts: tokio::sync::watch::Receiver<Option<i64>>,
    asked: tokio::sync::watch::Receiver<u64>,
    /// The last line of each type sent, so an unchanged one is not sent
    /// again.
    told: HashMap<&'static str, Bytes>,
    keep_alive: tokio::time::Interval,
    token_check: tokio::time::Interval,
    look_again: tokio::time::Interval,
    _slot: live::Slot,
}

impl MineFeed {
    /// The lines that say something new: the owner's games, the proposals
    /// in them, the seats offered to them and their invitations.
    async fn look(&mut self) -> Result<VecDeque<Bytes>, AppError> {
        let pool = &self.state.pool;
        let user = self.api.user.id;
        let games: Vec<super::lobby::GameListing> = crate::store::games::games_of(pool, user)
            .await?
            .iter()
            .map(super::lobby::listing)
            .collect();
        let waiting = games.iter().filter(|game| game.my_turn).count();
        let proposals: Vec<Value> = asked::proposals(pool, user)
            .await?
            .iter()
            .map(|proposal| {
                json!({
                    "game": proposal.game_id,
                    "game_kind": proposal.game_kind,
                    "kind": proposal.kind,
                    "proposed_by": proposal.proposed_by.number(),
                    "proposer": proposal.proposer,
                    "accepted": proposal.accepted.iter().map(|seat| seat.number()).collect::<Vec<_>>(),
                    "expires_at": proposal.expires_at,
                    "waits_for_me": proposal.waits_for_me(),
                })
            })
            .collect();
        let offers: Vec<Value> = asked::seats_offered_to(pool, user)
            .await?
            .iter()
            .map(|offer| {
                json!({
                    "game": offer.game_id,
                    "game_kind": offer.game_kind,
                    "seat": offer.seat.number(),
                    "offered_by": offer.offered_by,
                    "offered_at": offer.offered_at,
                })
            })
            .collect();
        let invitations: Vec<Value> = asked::invitations(pool, user)
            .await?
            .iter()
            .map(|invitation| {
                json!({
                    "game": invitation.game_id,
                    "game_kind": invitation.game_kind,
                    "created_by": invitation.created_by,
                    "invited_at": invitation.invited_at,
                })
            })
            .collect();
        let lines = [
            (
                "games",
                json!({"type": "games", "waiting": waiting, "games": games}),
            ),
            (
                "proposals",
                json!({"type": "proposals", "proposals": proposals}),
            ),
            ("offers", json!({"type": "offers", "offers": offers})),
            (
                "invitations",
                json!({"type": "invitations", "invitations": invitations}),
            ),
        ];
        let mut news = VecDeque::new();
        for (kind, value) in lines {
            let bytes = line(&value);
            if self.told.get(kind) != Some(&bytes) {
                self.told.insert(kind, bytes.clone());
                news.push_back(bytes);
            }
        }
        Ok(news)
    }
}
