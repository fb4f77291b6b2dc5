//! Every action of the pages has its twin in the JSON API (issue 46): this
//! walks the routes the pages and the API register (their `.route(...)`
//! calls in `src/web/`) and fails on a page action (any method but GET)
//! that is neither named here with its API twin nor among the deliberate
//! exceptions, each with its reason. A twin named here must exist, and an
//! entry whose page route is gone fails too, so the table stays true.

use std::collections::BTreeSet;

/// Page actions and their API twins (method and path under `/api/v1`).
const TWINS: &[(&str, &str, &str)] = &[
    ("/settings", "PATCH", "/me/settings"),
    ("/settings/away", "PATCH", "/me/settings"),
    ("/settings/email", "POST", "/me/email"),
    ("/settings/verify", "POST", "/me/email/verification"),
    ("/settings/delete", "DELETE", "/me"),
    ("/settings/tokens/{id}/revoke", "DELETE", "/tokens/{id}"),
    ("/push/subscriptions", "POST", "/push/subscriptions"),
    (
        "/settings/push/{id}/remove",
        "DELETE",
        "/push/subscriptions/{id}",
    ),
    ("/settings/webhooks", "POST", "/webhooks"),
    ("/settings/webhooks/{id}/remove", "DELETE", "/webhooks/{id}"),
    (
        "/settings/webhooks/{id}/test",
        "POST",
        "/webhooks/{id}/test",
    ),
    (
        "/settings/webhooks/{id}/resume",
        "POST",
        "/webhooks/{id}/resume",
    ),
    (
        "/settings/webhooks/{id}/mention",
        "PUT",
        "/webhooks/{id}/mention",
    ),
    ("/games/{id}/mail", "PUT", "/games/{id}/mail-mute"),
    ("/games", "POST", "/games"),
    // "Play now": a game against the computer, started at once.
    ("/play-now", "POST", "/games"),
    ("/games/{id}/follow", "POST", "/games/{id}/follow"),
    ("/users/{name}/follow", "POST", "/users/{name}/follow"),
    ("/users/{name}/block", "POST", "/users/{name}/block"),
    ("/users/{name}/report", "POST", "/reports"),
    ("/games/{id}/talk/{message}/report", "POST", "/reports"),
    ("/games/{id}/join", "POST", "/games/{id}/join"),
    ("/games/{id}/leave", "POST", "/games/{id}/leave"),
    ("/games/{id}/rematch", "POST", "/games/{id}/rematch"),
    ("/games/{id}/cancel", "POST", "/games/{id}/cancel"),
    ("/games/{id}/invite", "POST", "/games/{id}/invite"),
    ("/games/{id}/act", "POST", "/games/{id}/actions"),
    // A take-back is `"take_back": true` to the same endpoint.
    ("/games/{id}/back", "POST", "/games/{id}/actions"),
    ("/games/{id}/agreements", "POST", "/games/{id}/agreements"),
    (
        "/games/{id}/agreements/answer",
        "POST",
        "/games/{id}/agreements/answer",
    ),
    ("/games/{id}/resume", "POST", "/games/{id}/resume"),
    (
        "/games/{id}/seats/{seat}/offer",
        "POST",
        "/games/{id}/seats/{seat}/offer",
    ),
    (
        "/games/{id}/seats/{seat}/withdraw",
        "POST",
        "/games/{id}/seats/{seat}/withdraw",
    ),
    (
        "/games/{id}/seats/{seat}/take",
        "POST",
        "/games/{id}/seats/{seat}/take",
    ),
    ("/games/{id}/talk", "POST", "/games/{id}/messages"),
    (
        "/games/{id}/talk/{message}/edit",
        "PATCH",
        "/games/{id}/messages/{message}",
    ),
    (
        "/games/{id}/talk/{message}/delete",
        "DELETE",
        "/games/{id}/messages/{message}",
    ),
    (
        "/games/{id}/talk/{message}/hide",
        "PUT",
        "/games/{id}/messages/{message}/hidden",
    ),
    ("/games/{id}/note", "PUT", "/games/{id}/note"),
    ("/users/{name}/mute", "PUT", "/users/{name}/mute"),
    ("/events", "POST", "/events"),
    ("/events/{id}/rules", "PUT", "/events/{id}/rules"),
    ("/events/{id}/register", "POST", "/events/{id}/register"),
    ("/events/{id}/withdraw", "POST", "/events/{id}/withdraw"),
    ("/events/{id}/start", "POST", "/events/{id}/start"),
    ("/events/{id}/cancel", "POST", "/events/{id}/cancel"),
    ("/events/{id}/close", "POST", "/events/{id}/close"),
    ("/events/{id}/challenges", "POST", "/events/{id}/challenges"),
    (
        "/events/{id}/challenges/{challenge}/accept",
        "POST",
        "/events/{id}/challenges/{challenge}/accept",
    ),
    (
        "/events/{id}/challenges/{challenge}/decline",
        "POST",
        "/events/{id}/challenges/{challenge}/decline",
    ),
];

/// Page actions with no API twin, on purpose.
const EXCEPTIONS: &[(&str, &str)] = &[
    ("/signup", "an account is made by a person in a browser; tokens come after"),
    ("/login", "a token is the API's login"),
    ("/logout", "a token is revoked instead (DELETE /tokens/{id})"),
    ("/reset", "a forgotten password is a person's, answered by mail"),
    ("/reset/{token}", "the link of a reset mail"),
    ("/email/{token}", "the link of an address mail proves the mailbox, not a token"),
    (
        "/unsubscribe/{user}/{expires}/{signature}",
        "the signed link of a mail; the API sets mail_mode in PATCH /me/settings",
    ),
    (
        "/settings/tokens",
        "minting a token asks for the password in a logged-in browser: a token must not mint tokens",
    ),
    (
        "/settings/password",
        "a password change ends every token; a token may not change what protects it",
    ),
    (
        "/settings/sessions/{id}/end",
        "browser logins are the browser's; a stolen token must not log its owner out",
    ),
    (
        "/settings/sessions/end-all",
        "browser logins are the browser's; a stolen token must not log its owner out",
    ),
    ("/games/{id}/guide", "closes the page's guided first turn, a thing of the page"),
    ("/admin/accounts/{id}/{action}", "administrators act on the admin pages, in the audit log"),
    ("/admin/reports/{id}/resolve", "administrators act on the admin pages, in the audit log"),
    ("/admin/games/{id}/cancel", "administrators act on the admin pages, in the audit log"),
    ("/admin/events/{id}/cancel", "administrators act on the admin pages, in the audit log"),
    (
        "/admin/events/{id}/remove/{user}",
        "administrators act on the admin pages, in the audit log",
    ),
    (
        "/admin/events/{id}/remove",
        "administrators act on the admin pages, in the audit log",
    ),
];

/// Every `(method, path)` registered by `.route("path", web::method()…)` in
/// the file.
fn routes(file: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(format!("{}/{file}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|error| panic!("{file}: {error}"));
    let mut found = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find(".route(") {
        rest = &rest[at + ".route(".len()..];
        let Some(open) = rest.find('"') else { break };
        let after = &rest[open + 1..];
        let Some(close) = after.find('"') else { break };
        let path = after[..close].to_owned();
        let tail = after[close + 1..]
            .trim_start()
            .trim_start_matches(',')
            .trim_start();
        if let Some(method) = tail
            .strip_prefix("web::")
            .and_then(|method| method.split('(').next())
        {
            found.push((method.to_uppercase(), path));
        }
        rest = &after[close + 1..];
    }
    found
}

/// The page routes: the pages' own files, each area's `routes`.
fn page_actions() -> BTreeSet<String> {
    ["src/web/mod.rs", "src/web/events/mod.rs"]
        .iter()
        .flat_map(|file| routes(file))
        .filter(|(method, _)| method != "GET")
        .map(|(_, path)| path)
        .collect()
}

#[test]
fn the_walk_finds_the_routes_it_walks() {
    // The walk itself must see routes, or every check below passes empty.
    let pages = page_actions();
    assert!(
        pages.contains("/games/{id}/act") && pages.len() > 40,
        "{pages:?}"
    );
    let api = routes("src/web/api/mod.rs");
    assert!(api.contains(&("POST".into(), "/games/{id}/actions".into())));
}

#[test]
fn every_page_action_has_an_api_twin_or_a_reason() {
    let api: BTreeSet<(String, String)> = routes("src/web/api/mod.rs").into_iter().collect();
    let named: BTreeSet<&str> = TWINS
        .iter()
        .map(|(page, _, _)| *page)
        .chain(EXCEPTIONS.iter().map(|(page, _)| *page))
        .collect();
    let pages = page_actions();
    let missing: Vec<&String> = pages
        .iter()
        .filter(|page| !named.contains(page.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "page actions with no API twin and no reason: {missing:?}"
    );
    for (page, method, twin) in TWINS {
        assert!(
            api.contains(&(method.to_string(), twin.to_string())),
            "{page}: its twin {method} /api/v1{twin} is not a route"
        );
    }
    let stale: Vec<&&str> = named
        .iter()
        .filter(|page| !pages.contains(**page))
        .collect();
    assert!(
        stale.is_empty(),
        "named but no page action any more: {stale:?}"
    );
}
