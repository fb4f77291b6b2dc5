//! `/metrics`: the process's metrics (`crate::metrics`) for Prometheus,
//! read with `Authorization: Bearer <METRICS_TOKEN>`, or without a token on
//! the listener of `METRICS_BIND` that serves nothing else. Without
//! `METRICS_TOKEN` the main listener answers 404, as for any unknown path.

use super::error::AppError;
use super::AppState;
use crate::metrics::{self, Backlog};
use crate::store;
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use secrecy::{ExposeSecret, SecretString};
use sha2::{Digest, Sha256};
use sqlx::PgPool;
use subtle::ConstantTimeEq;

/// Who may read `/metrics` on the main listener.
pub struct MetricsAccess {
    /// `None`: nobody; `/metrics` is off there.
    pub token: Option<SecretString>,
}

/// Whether the request carries `Authorization: Bearer <token>`. Compared
/// in constant time over the digests, so that neither where the two differ
/// nor the token's length shows in the time the answer takes.
fn bearer_matches(req: &HttpRequest, token: &SecretString) -> bool {
    let Some(given) = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .map(str::trim)
    else {
        return false;
    };
    let given = Sha256::digest(given.as_bytes());
    let expected = Sha256::digest(token.expose_secret().as_bytes());
    given.ct_eq(&expected).into()
}

/// `/metrics` on the main listener, behind the token.
pub async fn scrape(
    req: HttpRequest,
    access: web::Data<MetricsAccess>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    let Some(token) = &access.token else {
        return Err(AppError::NotFound);
    };
    if !bearer_matches(&req, token) {
        // Refused before anything is read or set.
        return Ok(HttpResponse::Unauthorized()
            .insert_header((header::WWW_AUTHENTICATE, "Bearer realm=\"metrics\""))
            .content_type("text/plain; charset=utf-8")
            .body("a valid bearer token is required"));
    }
    Ok(current(&state.pool).await)
}

/// `/metrics` on the listener of `METRICS_BIND`, which is reachable only
/// where the operator put it: no token.
pub async fn scrape_open(state: web::Data<AppState>) -> HttpResponse {
    current(&state.pool).await
}

/// Reads the gauges that describe the database now, then writes out every
/// metric. A database that does not answer leaves those gauges as the last
/// scrape set them (and says so in the log): the counters are still worth
/// reading then, most of all.
async fn current(pool: &PgPool) -> HttpResponse {
    // Read before the queries below take a connection of their own.
    let idle = i64::try_from(pool.num_idle()).unwrap_or(i64::MAX);
    metrics::set_pool((i64::from(pool.size()) - idle).max(0), idle);
    match backlog(pool).await {
        Ok(backlog) => metrics::set_backlog(&backlog),
        Err(error) => tracing::warn!(%error, "metrics: the database gauges could not be read"),
    }
    HttpResponse::Ok()
        .content_type(metrics::CONTENT_TYPE)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(metrics::encode())
}

async fn backlog(pool: &PgPool) -> Result<Backlog, sqlx::Error> {
    let (outbox_depth, outbox_oldest_age_seconds) = store::outbox::backlog(pool).await?;
    Ok(Backlog {
        outbox_depth,
        outbox_oldest_age_seconds,
        computer_seats_waiting: store::computer::seats_waiting(pool).await?,
    })
}
