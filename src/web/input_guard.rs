//! Refuses, before any handler runs, a request whose path or query string
//! holds a control character once percent-decoded (`GET /users/%00`,
//! `?next=/%09/evil.example`): 400 with the usual error page or JSON, and
//! nothing is done. Form bodies are checked by `CheckedForm`, JSON members by
//! the types of `crate::support::input`.

use super::error::AppError;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;

pub async fn refuse_control_characters(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    if let Some(error) = crate::support::input::control_in_target(req.path(), req.query_string()) {
        return Ok(req.error_response(AppError::Input(error)));
    }
    Ok(next.call(req).await?.map_into_boxed_body())
}
