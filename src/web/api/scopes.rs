//! Which scope each API route needs (`accounts::scopes`), decided once for
//! every call by the route's pattern and method, so no handler can forget
//! it: reading needs `read`, changing the account (its settings, devices,
//! hooks, tokens, address, export, deletion) `account`, and every other
//! change `play`.

use crate::accounts::scopes::Scope;
use actix_web::http::Method;

/// Routes (under `/api/v1`) that belong to the account, whatever the method:
/// their answers hold secrets of the account (hook addresses, device
/// endpoints, personal data), so reading them is not `read`'s.
const ACCOUNT_ROUTES: [&str; 6] = [
    "/tokens",
    "/webhooks",
    "/push/subscriptions",
    "/me/export",
    "/me/email",
    "/me/notices",
];

/// Routes that change the account, by their first segments.
const ACCOUNT_CHANGES: [&str; 2] = ["/me", "/games/{id}/mail-mute"];

/// The scope a call of `pattern` (the route's pattern under `/api/v1`, e.g.
/// `/games/{id}/actions`) with `method` needs.
pub fn required(method: &Method, pattern: &str) -> Scope {
    let under = |prefix: &str| pattern == prefix || pattern.starts_with(&format!("{prefix}/"));
    if ACCOUNT_ROUTES.iter().any(|prefix| under(prefix)) {
        return Scope::Account;
    }
    if method == Method::GET || method == Method::HEAD {
        return Scope::Read;
    }
    if ACCOUNT_CHANGES.iter().any(|prefix| under(prefix)) {
        return Scope::Account;
    }
    Scope::Play
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_route_needs_its_scope() {
        let cases = [
            (Method::GET, "/games/{id}", Scope::Read),
            (Method::GET, "/games/{id}/history", Scope::Read),
            (Method::GET, "/me/settings", Scope::Read),
            (Method::GET, "/me/games", Scope::Read),
            (Method::POST, "/games/{id}/actions", Scope::Play),
            (Method::POST, "/games/{id}/messages", Scope::Play),
            (Method::POST, "/games", Scope::Play),
            (Method::POST, "/users/{name}/block", Scope::Play),
            (Method::PATCH, "/me/settings", Scope::Account),
            (Method::DELETE, "/me", Scope::Account),
            (Method::POST, "/me/email", Scope::Account),
            (Method::POST, "/me/email/verification", Scope::Account),
            (Method::GET, "/me/export", Scope::Account),
            (Method::GET, "/webhooks", Scope::Account),
            (Method::GET, "/webhooks/{id}/deliveries", Scope::Account),
            (Method::GET, "/tokens", Scope::Account),
            (Method::DELETE, "/tokens/{id}", Scope::Account),
            (Method::GET, "/push/subscriptions", Scope::Account),
            (Method::PUT, "/games/{id}/mail-mute", Scope::Account),
            (Method::GET, "/push/key", Scope::Read),
            (Method::GET, "/me/notices", Scope::Account),
            (Method::GET, "/me/stream", Scope::Read),
        ];
        for (method, pattern, scope) in cases {
            assert_eq!(required(&method, pattern), scope, "{method} {pattern}");
        }
    }
}
