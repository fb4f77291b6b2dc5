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

/// Ready to take requests: the database answers and has every migration
/// built into this binary. A load balancer sends nothing here until then
/// (say, while another instance is still migrating); 503 says why.
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let checked = tokio::time::timeout(
        CHECK_TIMEOUT,
        crate::store::schema::unapplied_migrations(&state.pool),
    )
    .await;
    let reason = match checked {
        Ok(Ok(missing)) if missing.is_empty() => {
            return HttpResponse::Ok().content_type("text/plain").body("ready")
        }
        Ok(Ok(missing)) => not_applied(&missing),
        Ok(Err(error)) => {
            tracing::error!(%error, "readiness check");
            "database unreachable".to_owned()
        }
        Err(_) => format!(
            "database unreachable: no answer within {} s",
            CHECK_TIMEOUT.as_secs()
        ),
    };
    tracing::warn!(%reason, "not ready");
    HttpResponse::ServiceUnavailable()
        .insert_header(("retry-after", super::error::RETRY_AFTER_SECONDS))
        .content_type("text/plain")
        .body(reason)
}

/// "migrations not applied: 29, 30" (at most a few versions named).
fn not_applied(missing: &[i64]) -> String {
    const NAMED: usize = 5;
    let mut named: Vec<String> = missing
        .iter()
        .take(NAMED)
        .map(ToString::to_string)
        .collect();
    if missing.len() > NAMED {
        named.push(format!("and {} more", missing.len() - NAMED));
    }
    format!("migrations not applied: {}", named.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reason_names_a_few_missing_migrations() {
        assert_eq!(not_applied(&[30]), "migrations not applied: 30");
        assert_eq!(
            not_applied(&[1, 2, 3, 4, 5, 6, 7]),
            "migrations not applied: 1, 2, 3, 4, 5, and 2 more"
        );
    }
}
