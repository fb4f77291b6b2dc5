use super::AppState;
use actix_web::{web, HttpResponse};
use std::time::Duration;

/// An upper bound on the check itself: the pool's acquire timeout already
/// bounds waiting for a connection, this also bounds a server that accepts
/// connections but does not answer.
const CHECK_TIMEOUT: Duration = Duration::from_secs(5);

/// Alive and able to reach the database; 503 quickly when it cannot.
pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    let error = match tokio::time::timeout(CHECK_TIMEOUT, crate::store::ping(&state.pool)).await {
        Ok(Ok(_)) => return HttpResponse::Ok().content_type("text/plain").body("ok"),
        Ok(Err(error)) => error.to_string(),
        Err(_) => format!("no answer within {} s", CHECK_TIMEOUT.as_secs()),
    };
    tracing::error!(%error, "health check");
    HttpResponse::ServiceUnavailable()
        .insert_header(("retry-after", super::error::RETRY_AFTER_SECONDS))
        .content_type("text/plain")
        .body("database unreachable")
}
