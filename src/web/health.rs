use super::AppState;
use actix_web::{web, HttpResponse};

/// Alive and able to reach the database.
pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    match crate::store::ping(&state.pool).await {
        Ok(_) => HttpResponse::Ok().content_type("text/plain").body("ok"),
        Err(error) => {
            tracing::error!(%error, "health check");
            HttpResponse::ServiceUnavailable()
                .content_type("text/plain")
                .body("database unreachable")
        }
    }
}
