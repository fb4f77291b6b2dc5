//! Agreements on the game page: propose, answer, resume. The rules are
//! `play::agreements`'s; the API twin is `web::api::agreements`.

use crate::games::log::AgreementKind;
use crate::play::agreements;
use crate::web::context::{CheckedForm, PageContext};
use crate::web::error::AppError;
use crate::web::session::FlashLevel;
use crate::web::{see_other, AppState};
use actix_web::{web, HttpResponse};
use chrono::Utc;
use serde::Deserialize;
use uuid::Uuid;

#[derive(Deserialize)]
pub struct ProposeForm {
    kind: String,
}

#[derive(Deserialize)]
pub struct AnswerForm {
    /// `yes` or `no`.
    accept: String,
}

#[derive(Deserialize)]
pub struct EmptyForm {}

pub async fn propose(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<ProposeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let kind = AgreementKind::parse(&form.kind).ok_or_else(|| AppError::bad_field("kind"))?;
    agreements::propose(&state.pool, *id, user.id, kind, Utc::now()).await?;
    ctx.flash(FlashLevel::Info, "agreement-proposed");
    Ok(see_other(&format!("/games/{id}#side")))
}

pub async fn answer(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    CheckedForm(form): CheckedForm<AnswerForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    let accept = match form.accept.as_str() {
        "yes" => true,
        "no" => false,
        _ => return Err(AppError::bad_field("accept")),
    };
    agreements::answer(&state.pool, *id, user.id, accept, Utc::now()).await?;
    ctx.flash(
        FlashLevel::Info,
        if accept {
            "agreement-you-accepted"
        } else {
            "agreement-you-declined"
        },
    );
    Ok(see_other(&format!("/games/{id}#side")))
}

pub async fn resume(
    ctx: PageContext,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    _form: CheckedForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?;
    agreements::resume(&state.pool, *id, user.id, Utc::now()).await?;
    ctx.flash(FlashLevel::Info, "agreement-resumed");
    Ok(see_other(&format!("/games/{id}#side")))
}
