//! Push notifications on the player's devices, from the pages: the page's
//! script subscribes this device and sends its subscription here; the
//! settings list the devices, each with a button to remove it.

use crate::push::{self, NewSubscription};
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use serde::Deserialize;

/// What `PushSubscription.toJSON()` holds, as the page's script posts it.
#[derive(Deserialize)]
pub struct SubscribeForm {
    endpoint: String,
    p256dh: String,
    auth: String,
    #[serde(default)]
    device: String,
}

/// Keeps this device's subscription: 204 for the script.
pub async fn subscribe(
    ctx: PageContext,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<SubscribeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let device = crate::support::input::one_line("device", &form.device, 100)?;
    push::subscribe(
        &state.pool,
        user.id,
        Some(user.session_id),
        &NewSubscription {
            endpoint: &form.endpoint,
            p256dh: &form.p256dh,
            auth: &form.auth,
            device,
        },
        state.push_insecure,
    )
    .await
    .map_err(crate::web::api::push::refusal)?;
    Ok(HttpResponse::NoContent().finish())
}

/// Removes one of the user's devices.
pub async fn remove(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    _form: CheckedForm<crate::web::accounts::settings::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    if !crate::store::push::unsubscribe(&state.pool, user.id, *id).await? {
        return Err(AppError::NotFound);
    }
    ctx.flash(FlashLevel::Info, "settings-push-removed");
    Ok(see_other("/settings#push"))
}
