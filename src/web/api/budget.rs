//! Each API call says what is left of its token's budget, in the headers
//! of the IETF draft "RateLimit header fields for HTTP" (as GitHub and
//! others send them): `RateLimit-Limit`, `RateLimit-Remaining`,
//! `RateLimit-Reset` (seconds until the whole budget is back) and
//! `RateLimit-Policy` (`600;w=600`: 600 calls in 600 seconds, refilled
//! evenly). A refused call (429) also carries `Retry-After`.

use crate::rate_limit::Limit;
use crate::store::rate_limits::Spend;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::HttpMessage;

/// The token's budget after this call, left in the request by `ApiUser`.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    limit: u32,
    window_secs: u64,
    remaining: u32,
    reset_secs: u64,
}

impl Budget {
    pub fn after(limit: &Limit, spend: Spend) -> Budget {
        let (remaining, reset_secs) = match spend {
            Spend::Allowed { full_in_secs } => (
                limit.remaining(full_in_secs),
                crate::rate_limit::whole_seconds(full_in_secs),
            ),
            Spend::Refused { retry_after_secs } => {
                (0, crate::rate_limit::whole_seconds(retry_after_secs))
            }
        };
        Budget {
            limit: limit.burst,
            window_secs: limit.per.as_secs(),
            remaining,
            reset_secs,
        }
    }
}

/// Adds the budget's headers to the answer of every call that spent one.
pub async fn headers(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let mut response = next.call(req).await?;
    let budget = response.request().extensions().get::<Budget>().copied();
    if let Some(budget) = budget {
        let headers = response.headers_mut();
        let mut set = |name: &'static str, value: String| {
            if let Ok(value) = HeaderValue::from_str(&value) {
                headers.insert(HeaderName::from_static(name), value);
            }
        };
        set("ratelimit-limit", budget.limit.to_string());
        set("ratelimit-remaining", budget.remaining.to_string());
        set("ratelimit-reset", budget.reset_secs.to_string());
        set(
            "ratelimit-policy",
            format!("{};w={}", budget.limit, budget.window_secs),
        );
    }
    Ok(response)
}
