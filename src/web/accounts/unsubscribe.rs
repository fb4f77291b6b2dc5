//! Unsubscribing from notification mail by a signed, expiring link: works
//! without logging in, logs nobody in, and answers mail clients' one-click
//! POST (RFC 8058).

use crate::mail;
use crate::web::context::PageContext;
use crate::web::error::AppError;
use crate::web::{render, AppState};
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::Utc;
use uuid::Uuid;

#[derive(Template)]
#[template(path = "accounts/unsubscribe.html")]
struct UnsubscribePage<'a> {
    ctx: &'a PageContext,
    done: bool,
    action: String,
}

fn check(path: &(Uuid, i64, String)) -> Result<(), AppError> {
    let (user, expires, signature) = path;
    if mail::unsubscribe_valid(*user, *expires, signature, Utc::now()) {
        Ok(())
    } else {
        Err(AppError::Refused {
            status: actix_web::http::StatusCode::FORBIDDEN,
            key: "mail-unsubscribe-invalid",
            detail: None,
        })
    }
}

/// Shows a confirmation button: link scanners that follow GETs change nothing.
pub async fn confirm(
    ctx: PageContext,
    path: web::Path<(Uuid, i64, String)>,
) -> Result<HttpResponse, AppError> {
    check(&path)?;
    let (user, expires, signature) = path.into_inner();
    render(&UnsubscribePage {
        ctx: &ctx,
        done: false,
        action: format!("/unsubscribe/{user}/{expires}/{signature}"),
    })
}

pub async fn unsubscribe(
    ctx: PageContext,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, i64, String)>,
) -> Result<HttpResponse, AppError> {
    check(&path)?;
    if !crate::accounts::preferences::unsubscribe(&state.pool, path.0).await? {
        return Err(AppError::NotFound);
    }
    render(&UnsubscribePage {
        ctx: &ctx,
        done: true,
        action: String::new(),
    })
}
