//! Table talk over JSON: the messages the caller may read, and posting.

use super::{ApiError, ApiUser};
use crate::rate_limit::{self, TALK_PER_ACCOUNT};
use crate::store::games as game_store;
use crate::talk;
use crate::web::error::AppError;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

#[derive(Serialize, ToSchema)]
pub struct Message {
    pub id: i64,
    pub author: String,
    /// True for the caller's team channel.
    pub team: bool,
    /// Empty when deleted or hidden.
    pub body: String,
    pub at_seq: i64,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub edited: bool,
    pub deleted: bool,
    pub hidden: bool,
}

impl Message {
    /// A message as the API shows it: a deleted or hidden one without its words.
    pub(super) fn of(row: crate::store::talk::MessageRow) -> Message {
        let gone = row.deleted_at.is_some() || row.hidden_at.is_some();
        Message {
            id: row.id,
            author: row.author,
            team: row.team.is_some(),
            body: if gone { String::new() } else { row.body },
            at_seq: row.at_seq,
            created_at: row.created_at,
            edited: row.edited_at.is_some(),
            deleted: row.deleted_at.is_some(),
            hidden: row.hidden_at.is_some(),
        }
    }
}

#[derive(Deserialize, IntoParams)]
pub struct MessagesQuery {
    /// Only messages written before the message with this id (the `id` of
    /// the oldest one of the previous page).
    pub before: Option<i64>,
    /// How many (default and at most 200).
    pub limit: Option<i64>,
}

/// The messages of a game the caller may read (team channels only for its
/// team), the latest page first, oldest first within it. When earlier
/// messages remain, a `Link: <…?before=ID>; rel="next"` header names the next
/// page.
#[utoipa::path(get, path = "/api/v1/games/{id}/messages", params(("id" = Uuid, Path), MessagesQuery),
    responses((status = 200, body = [Message]), (status = 403, body = ApiError)))]
pub async fn list(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    query: web::Query<MessagesQuery>,
) -> Result<HttpResponse, AppError> {
    let game = game_store::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    let limit = query
        .limit
        .unwrap_or(talk::MOST_MESSAGES)
        .clamp(1, talk::MOST_MESSAGES);
    let (rows, more) =
        talk::read_page(&state.pool, &game, Some(api.user.id), query.before, limit).await?;
    let messages: Vec<Message> = rows.into_iter().map(Message::of).collect();
    let mut response = HttpResponse::Ok();
    if let (true, Some(oldest)) = (more, messages.first()) {
        response.insert_header((
            "link",
            format!(
                "</api/v1/games/{}/messages?before={}&limit={limit}>; rel=\"next\"",
                game.id, oldest.id
            ),
        ));
    }
    Ok(response.json(messages))
}

#[derive(Deserialize, ToSchema)]
pub struct PostRequest {
    pub body: String,
    /// Send to the caller's team channel instead of the table.
    #[serde(default)]
    pub to_team: bool,
}

/// Posts a message; @name mentions email the players named.
#[utoipa::path(post, path = "/api/v1/games/{id}/messages", params(("id" = Uuid, Path)), request_body = PostRequest,
    responses((status = 201), (status = 403, body = ApiError), (status = 422, body = ApiError), (status = 429, body = ApiError)))]
pub async fn post(
    api: ApiUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<PostRequest>,
) -> Result<HttpResponse, AppError> {
    let text = crate::support::input::Message::parse("body", &body.body)?;
    rate_limit::spend(&state.pool, &TALK_PER_ACCOUNT, &api.user.id.to_string()).await?;
    let game = game_store::load(&state.pool, *id)
        .await?
        .ok_or(AppError::NotFound)?;
    let message = talk::post(
        &state.pool,
        &game,
        api.user.id,
        &api.user.username,
        body.to_team,
        text.as_str(),
    )
    .await?;
    Ok(HttpResponse::Created().json(serde_json::json!({ "id": message })))
}
