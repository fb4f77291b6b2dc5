//! Counts and times every HTTP request for `/metrics`, by the route pattern
//! that matched (`/games/{id}`), never by the path: a path holds game ids,
//! names and tokens, and each would become a series of its own.

use crate::metrics;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use std::time::Instant;

/// The method as a label: any other (a client may send any word) is
/// "other", so that the label stays a short list.
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// The middleware: outermost, so that the time counted is the whole of the
/// server's work on the request, compression and error pages included.
pub async fn record(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    // Read before the request goes on: `head_as_get` turns a HEAD into a GET
    // further in.
    let method = method_label(req.method());
    let result = next.call(req).await;
    // The pattern is known only once the router has seen the request. An
    // error that reaches this far came from a middleware before routing.
    let (route, status) = match &result {
        Ok(response) => (response.request().match_pattern(), response.status()),
        Err(error) => (None, error.as_response_error().status_code()),
    };
    metrics::request_answered(
        method,
        route.as_deref().unwrap_or(metrics::UNMATCHED),
        status.as_u16(),
        started.elapsed(),
    );
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_method_nobody_registered_is_other() {
        assert_eq!(method_label(&Method::GET), "GET");
        assert_eq!(method_label(&Method::from_bytes(b"BREW").unwrap()), "other");
    }
}
