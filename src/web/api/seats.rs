//! A new player for a vanished seat, in the API (the game page's twin is
//! `web::game::seats`; the rules are `lobby::seats`'s).

use crate::lobby;
use crate::rate_limit::{self, SEAT_OFFERS_PER_ACCOUNT};
use crate::support::input;
use crate::web::api::ApiUser;
use crate::web::error::AppError;
use crate::web::game::seats::seat_in_path;
use crate::web::AppState;
use actix_web::{web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

/// A seat the caller may take over.
#[derive(Serialize, ToSchema)]
pub struct OpenSeat {
    pub game: Uuid,
    pub kind: String,
    /// The seat's number (0 first).
    pub seat: i16,
    /// Who held it before the computer.
    pub held_by: String,
    pub time_control: crate::clocks::TimeControl,
    /// Offered to the caller by name (else to anyone).
    pub invited: bool,
}

/// The seats the caller may take over: offered to anyone, or to them.
#[utoipa::path(get, path = "/api/v1/seats", responses((status = 200, body = [OpenSeat])))]
pub async fn open(api: ApiUser, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let seats: Vec<OpenSeat> = lobby::seats::open_seats(&state.pool, Some(api.user.id))
        .await?
        .into_iter()
        .map(|seat| OpenSeat {
            game: seat.game_id,
            kind: seat.kind,
            seat: seat.seat.number(),
            held_by: seat.held_by,
            time_control: seat.time_control,
            invited: seat.invited,
        })
        .collect();
    Ok(HttpResponse::Ok().json(seats))
}

#[derive(Deserialize, ToSchema)]
pub struct OfferRequest {
    /// Offer to this user only (they get a mail); none: to anyone.
    pub username: Option<String>,
}

/// Offers a seat the computer holds for a player who is gone.
#[utoipa::path(post, path = "/api/v1/games/{id}/seats/{seat}/offer", request_body = OfferRequest,
    params(("id" = Uuid, Path), ("seat" = usize, Path)),
    responses((status = 204), (status = 422, body = crate::web::api::ApiError), (status = 429, body = crate::web::api::ApiError)))]
pub async fn offer(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, usize)>,
    body: Option<web::Json<OfferRequest>>,
) -> Result<HttpResponse, AppError> {
    let (id, index) = path.into_inner();
    let seat = seat_in_path(index)?;
    let invitee = match body
        .and_then(|body| body.into_inner().username)
        .filter(|name| !name.trim().is_empty())
    {
        Some(name) => Some(input::LookupName::parse("username", &name)?),
        None => None,
    };
    rate_limit::spend(
        &state.pool,
        &SEAT_OFFERS_PER_ACCOUNT,
        &api.user.id.to_string(),
    )
    .await?;
    lobby::seats::offer(
        &state.pool,
        id,
        api.user.id,
        &api.user.username,
        seat,
        invitee.as_ref().map(|name| name.as_str()),
    )
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Withdraws a seat's offer.
#[utoipa::path(post, path = "/api/v1/games/{id}/seats/{seat}/withdraw",
    params(("id" = Uuid, Path), ("seat" = usize, Path)), responses((status = 204)))]
pub async fn withdraw(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, usize)>,
) -> Result<HttpResponse, AppError> {
    let (id, index) = path.into_inner();
    lobby::seats::withdraw(&state.pool, id, api.user.id, seat_in_path(index)?).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Takes over a seat offered to the caller (or to anyone).
#[utoipa::path(post, path = "/api/v1/games/{id}/seats/{seat}/take",
    params(("id" = Uuid, Path), ("seat" = usize, Path)),
    responses((status = 200), (status = 422, body = crate::web::api::ApiError)))]
pub async fn take(
    api: ApiUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, usize)>,
) -> Result<HttpResponse, AppError> {
    let (id, index) = path.into_inner();
    let seq = lobby::seats::take(
        &state.pool,
        id,
        api.user.id,
        &api.user.username,
        seat_in_path(index)?,
    )
    .await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({ "seq": seq })))
}
