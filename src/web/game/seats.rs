//! A new player for a vanished seat, on the game page: a player still in
//! the game offers the seat (to a username, or to anyone in the lobby) or
//! withdraws the offer; the one it is offered to takes it over. The rules
//! are `lobby::seats`'s; the API twin is `web::api::seats`.

use crate::games::StoredSeat;
use crate::lobby;
use crate::rate_limit::{self, SEAT_OFFERS_PER_ACCOUNT};
use crate::support::input;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct OfferForm {
    /// Empty: anyone may take it (the lobby lists it).
    #[serde(default)]
    username: String,
}

#[derive(Deserialize)]
pub struct EmptyForm {}

/// The seat named in the path, if it is one of the game's numbers at all
/// (whether it is a vanished seat is `lobby::seats`'s to say).
pub fn seat_in_path(index: usize) -> Result<StoredSeat, AppError> {
    StoredSeat::nth(index).ok_or(AppError::NotFound)
}

pub async fn offer(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, usize)>,
    CheckedForm(form): CheckedForm<OfferForm>,
) -> Result<HttpResponse, AppError> {
    let (id, index) = path.into_inner();
    let seat = seat_in_path(index)?;
    let user = ctx.require_user()?;
    let invitee = match form.username.trim() {
        "" => None,
        name => Some(input::LookupName::parse("username", name)?),
    };
    rate_limit::spend(&state.pool, &SEAT_OFFERS_PER_ACCOUNT, &user.id.to_string()).await?;
    lobby::seats::offer(
        &state.pool,
        id,
        user.id,
        &user.username,
        seat,
        invitee.as_ref().map(|name| name.as_str()),
    )
    .await?;
    ctx.flash(
        FlashLevel::Info,
        if invitee.is_some() {
            "seat-offer-sent"
        } else {
            "seat-offer-listed"
        },
    );
    Ok(see_other(&format!("/games/{id}#side")))
}

pub async fn withdraw(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, usize)>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, index) = path.into_inner();
    let seat = seat_in_path(index)?;
    let user = ctx.require_user()?;
    lobby::seats::withdraw(&state.pool, id, user.id, seat).await?;
    ctx.flash(FlashLevel::Info, "seat-offer-withdrawn");
    Ok(see_other(&format!("/games/{id}#side")))
}

pub async fn take(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, usize)>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, index) = path.into_inner();
    let seat = seat_in_path(index)?;
    let user = ctx.require_user()?;
    lobby::seats::take(&state.pool, id, user.id, &user.username, seat).await?;
    ctx.flash(FlashLevel::Info, "seat-taken");
    Ok(see_other(&format!("/games/{id}#side")))
}
