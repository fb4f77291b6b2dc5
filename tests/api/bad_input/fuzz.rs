//! Every route of `src/web/mod.rs` and of the API (`src/web/api/mod.rs`),
//! sent malicious and random text in every path segment, query parameter,
//! form field and JSON member, logged in as a player of a live game: no
//! answer is a 5xx, and the game's log never changes (no request here can be
//! a legal move: the fresh game has no action to take back, and no value
//! sent is a legal action).
//!
//! Two parts: a sweep puts each value of a fixed list of known-bad inputs in
//! each slot of each route, one slot at a time (the other slots sensible, so
//! the bad one is the one read); then proptest fills every slot of a random
//! route with random strings, for a bounded number of cases.

use crate::helpers::{browser, input_value, TestApp};
use crate::play::started_game;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::{json, Value};
use uuid::Uuid;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Body {
    None,
    Form,
    Json,
}

/// Who sends the request: the logged-in player, a fresh browser (for the
/// account forms, which would log the player out or in as someone else),
/// or the player's API token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Who {
    Player,
    Stranger,
    Api,
}

struct Route {
    method: &'static str,
    /// `{name}` segments are filled from the fixture or fuzzed.
    path: &'static str,
    query: &'static [&'static str],
    body: Body,
    fields: &'static [&'static str],
    who: Who,
}

const fn route(
    method: &'static str,
    path: &'static str,
    body: Body,
    fields: &'static [&'static str],
    who: Who,
) -> Route {
    Route {
        method,
        path,
        query: &[],
        body,
        fields,
        who,
    }
}

const fn get(path: &'static str, query: &'static [&'static str]) -> Route {
    Route {
        method: "GET",
        path,
        query,
        body: Body::None,
        fields: &[],
        who: Who::Player,
    }
}

use Body::{Form, Json};
use Who::{Api, Player, Stranger};

/// The fields of an event's form (`web::events::form`).
const EVENT_FIELDS: &[&str] = &[
    "name",
    "kind",
    "seats",
    "format",
    "rounds",
    "reach",
    "accept_days",
    "decline_loses",
    "hours",
    "vacation_days",
    "timeout_policy",
    "vanished_after",
    "registration_days",
    "max_players",
    "start",
];

/// Every route, as `web::routes` and `api::routes` declare them.
const ROUTES: &[Route] = &[
    get("/healthz", &[]),
    get("/readyz", &[]),
    get("/metrics", &[]),
    get("/favicon.ico", &[]),
    get("/manifest.webmanifest", &[]),
    get("/sw.js", &[]),
    get("/offline", &[]),
    get("/", &[]),
    get("/signup", &[]),
    get("/login", &["next"]),
    get("/reset", &[]),
    get("/reset/{token}", &[]),
    get("/settings", &[]),
    get("/unsubscribe/{user}/{expires}/{signature}", &[]),
    get("/games/new", &["kind"]),
    get("/my-games", &[]),
    get("/archive", &["game", "player", "from", "to", "result"]),
    get("/users/{name}", &[]),
    get("/games/{game}", &["invite"]),
    get("/games/{game}/live", &["seq"]),
    get("/live/me", &["shown"]),
    get("/games/{game}/history", &[]),
    get("/games/{game}/at/{seq}", &[]),
    get("/games/{game}/export.jsonl", &[]),
    get("/mail", &[]),
    get("/mail/{mail}", &[]),
    get("/static/{file}", &[]),
    get("/rules", &[]),
    get("/rules/{kind}", &[]),
    route(
        "POST",
        "/signup",
        Form,
        &["username", "email", "password"],
        Stranger,
    ),
    route(
        "POST",
        "/login",
        Form,
        &["login", "password", "next"],
        Stranger,
    ),
    route("POST", "/logout", Form, &[], Stranger),
    route("POST", "/reset", Form, &["email"], Stranger),
    route("POST", "/reset/{token}", Form, &["password"], Stranger),
    route(
        "POST",
        "/settings",
        Form,
        &[
            "language",
            "time_zone",
            "mode",
            "batch_minutes",
            "digest_hour",
            "quiet_from",
            "quiet_to",
            "off_sat",
            "until",
        ],
        Player,
    ),
    route(
        "POST",
        "/settings/tokens",
        Form,
        &["label", "password"],
        Player,
    ),
    route(
        "POST",
        "/settings/mail",
        Form,
        &["mode", "batch_minutes", "digest_hour"],
        Player,
    ),
    route("POST", "/settings/away", Form, &["until"], Player),
    route(
        "POST",
        "/push/subscriptions",
        Form,
        &["endpoint", "p256dh", "auth", "device"],
        Player,
    ),
    route(
        "POST",
        "/settings/webhooks",
        Form,
        &["format", "url", "room", "token", "mention", "scope"],
        Player,
    ),
    route("POST", "/settings/webhooks/{hook}/test", Form, &[], Player),
    route(
        "POST",
        "/settings/webhooks/{hook}/resume",
        Form,
        &[],
        Player,
    ),
    route(
        "POST",
        "/settings/webhooks/{hook}/remove",
        Form,
        &[],
        Player,
    ),
    route(
        "POST",
        "/settings/webhooks/{hook}/mention",
        Form,
        &["mention"],
        Player,
    ),
    route(
        "POST",
        "/settings/password",
        Form,
        &["current", "new"],
        Player,
    ),
    route(
        "POST",
        "/unsubscribe/{user}/{expires}/{signature}",
        Body::None,
        &[],
        Player,
    ),
    route("POST", "/games/{game}/mail", Form, &["muted"], Player),
    route(
        "POST",
        "/games",
        Form,
        &[
            "kind",
            "seats",
            "time_limit",
            "opt.jokers",
            "timeout_policy",
            "time_bank",
            "time_control",
            "time_increment",
            "time_cap",
        ],
        Player,
    ),
    route(
        "POST",
        "/games/{game}/seats/{seat}/offer",
        Form,
        &["username"],
        Player,
    ),
    route(
        "POST",
        "/games/{game}/seats/{seat}/withdraw",
        Form,
        &[],
        Player,
    ),
    route("POST", "/games/{game}/seats/{seat}/take", Form, &[], Player),
    route("POST", "/games/{game}/agreements", Form, &["kind"], Player),
    route(
        "POST",
        "/games/{game}/agreements/answer",
        Form,
        &["accept"],
        Player,
    ),
    route("POST", "/games/{game}/resume", Form, &[], Player),
    route("POST", "/games/{game}/guide", Form, &[], Player),
    route("POST", "/games/{game}/join", Form, &["invite"], Player),
    route("POST", "/games/{game}/leave", Form, &[], Player),
    route("POST", "/games/{game}/cancel", Form, &[], Player),
    route("POST", "/games/{game}/invite", Form, &["username"], Player),
    route(
        "POST",
        "/games/{game}/act",
        Form,
        &["seq", "token", "action"],
        Player,
    ),
    route(
        "POST",
        "/games/{game}/act",
        Form,
        &["seq", "token", "take_back"],
        Player,
    ),
    route("POST", "/games/{game}/talk", Form, &["body", "to"], Player),
    route(
        "POST",
        "/games/{game}/talk/{message}/edit",
        Form,
        &["body"],
        Player,
    ),
    route(
        "POST",
        "/games/{game}/talk/{message}/hide",
        Form,
        &["hidden"],
        Player,
    ),
    route("POST", "/games/{game}/note", Form, &["body"], Player),
    route("POST", "/users/{name}/mute", Form, &["on", "back"], Player),
    route("POST", "/users/{name}/block", Form, &["on", "back"], Player),
    route("POST", "/users/{name}/report", Form, &["reason"], Player),
    route(
        "POST",
        "/games/{game}/talk/{message}/report",
        Form,
        &["reason"],
        Player,
    ),
    // The administrators' pages: the player is none, so each is "no such
    // page", whatever it is sent.
    get("/admin", &["q"]),
    get("/admin/reports", &["all"]),
    get("/admin/games", &["id"]),
    get("/admin/log", &[]),
    route(
        "POST",
        "/admin/accounts/{user}/{action}",
        Form,
        &["reason", "q"],
        Player,
    ),
    route(
        "POST",
        "/admin/reports/{report}/resolve",
        Form,
        &["resolution"],
        Player,
    ),
    route(
        "POST",
        "/admin/games/{game}/cancel",
        Form,
        &["reason"],
        Player,
    ),
    // Events (issue 44): the fixture's ladder, which the player organizes
    // and has entered; "cancel" comes last of its buttons.
    get("/events", &[]),
    get("/events/new", &[]),
    route("POST", "/events", Form, EVENT_FIELDS, Player),
    get("/events/{event}", &[]),
    get("/events/{event}/export.jsonl", &[]),
    get("/events/{event}/standings", &["page"]),
    get("/events/{event}/rounds/{round}", &["page"]),
    get("/events/{event}/entrants", &["page"]),
    get("/events/{event}/rules", &[]),
    route("POST", "/events/{event}/rules", Form, EVENT_FIELDS, Player),
    route(
        "POST",
        "/events/{event}/challenges",
        Form,
        &["username"],
        Player,
    ),
    route(
        "POST",
        "/events/{event}/challenges/{challenge}/accept",
        Form,
        &[],
        Player,
    ),
    route(
        "POST",
        "/events/{event}/challenges/{challenge}/decline",
        Form,
        &[],
        Player,
    ),
    route("POST", "/events/{event}/register", Form, &[], Player),
    route("POST", "/events/{event}/withdraw", Form, &[], Player),
    route("POST", "/events/{event}/start", Form, &[], Player),
    route("POST", "/events/{event}/close", Form, &[], Player),
    route(
        "POST",
        "/admin/events/{event}/remove",
        Form,
        &["username", "reason"],
        Player,
    ),
    route("GET", "/api/v1/events", Body::None, &[], Api),
    route("POST", "/api/v1/events", Json, &["name", "rules"], Api),
    route("GET", "/api/v1/events/{event}", Body::None, &[], Api),
    route("PUT", "/api/v1/events/{event}/rules", Json, &["rules"], Api),
    route("GET", "/api/v1/events/{event}/export", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/events/{event}/register",
        Body::None,
        &[],
        Api,
    ),
    route(
        "POST",
        "/api/v1/events/{event}/withdraw",
        Body::None,
        &[],
        Api,
    ),
    route("POST", "/api/v1/events/{event}/start", Body::None, &[], Api),
    route("POST", "/api/v1/events/{event}/close", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/events/{event}/challenges",
        Json,
        &["username"],
        Api,
    ),
    route(
        "POST",
        "/api/v1/events/{event}/challenges/{challenge}/accept",
        Body::None,
        &[],
        Api,
    ),
    route(
        "POST",
        "/api/v1/events/{event}/challenges/{challenge}/decline",
        Body::None,
        &[],
        Api,
    ),
    route("POST", "/events/{event}/cancel", Form, &[], Player),
    route(
        "POST",
        "/api/v1/events/{event}/cancel",
        Body::None,
        &[],
        Api,
    ),
    // The address links and the password checks behind a session: wrong
    // passwords spend the login's budget (429 after a few), never a 5xx.
    get("/email/{token}", &[]),
    route("POST", "/email/{token}", Form, &["password"], Stranger),
    route(
        "POST",
        "/settings/email",
        Form,
        &["email", "password"],
        Player,
    ),
    route(
        "POST",
        "/settings/delete",
        Form,
        &["password", "understood"],
        Player,
    ),
    // Last of the forms: it deletes the message the edits above aim at.
    route(
        "POST",
        "/games/{game}/talk/{message}/delete",
        Form,
        &[],
        Player,
    ),
    route("GET", "/api/v1/openapi.json", Body::None, &[], Api),
    route("GET", "/api/v1/kinds", Body::None, &[], Api),
    route("GET", "/api/v1/push/key", Body::None, &[], Api),
    route("GET", "/api/v1/webhooks", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/webhooks",
        Json,
        &["format", "url", "room", "token", "mention", "game"],
        Api,
    ),
    route("DELETE", "/api/v1/webhooks/{hook}", Body::None, &[], Api),
    route("POST", "/api/v1/webhooks/{hook}/test", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/webhooks/{hook}/resume",
        Body::None,
        &[],
        Api,
    ),
    route(
        "GET",
        "/api/v1/webhooks/{hook}/deliveries",
        Body::None,
        &[],
        Api,
    ),
    route(
        "PUT",
        "/api/v1/webhooks/{hook}/mention",
        Json,
        &["mention"],
        Api,
    ),
    route("GET", "/api/v1/push/subscriptions", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/push/subscriptions",
        Json,
        &["endpoint", "device"],
        Api,
    ),
    route("POST", "/api/v1/users/{name}/block", Body::None, &[], Api),
    route("DELETE", "/api/v1/users/{name}/block", Body::None, &[], Api),
    route("GET", "/api/v1/blocks", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/reports",
        Json,
        &["player", "game", "message", "reason"],
        Api,
    ),
    route("GET", "/api/v1/games", Body::None, &[], Api),
    route("GET", "/api/v1/me/games", Body::None, &[], Api),
    route("GET", "/api/v1/games/{game}", Body::None, &[], Api),
    route("GET", "/api/v1/games/{game}/messages", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/games",
        Json,
        &[
            "kind",
            "seats",
            "options",
            "move_time_limit_hours",
            "timeout_policy",
            "time_control",
            "time_bank_hours",
            "bank_increment_hours",
            "bank_cap_hours",
        ],
        Api,
    ),
    route("GET", "/api/v1/seats", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/games/{game}/seats/{seat}/offer",
        Json,
        &["username"],
        Api,
    ),
    route(
        "POST",
        "/api/v1/games/{game}/seats/{seat}/take",
        Body::None,
        &[],
        Api,
    ),
    route(
        "POST",
        "/api/v1/games/{game}/agreements",
        Json,
        &["kind"],
        Api,
    ),
    route(
        "POST",
        "/api/v1/games/{game}/agreements/answer",
        Json,
        &["accept"],
        Api,
    ),
    route("POST", "/api/v1/games/{game}/resume", Body::None, &[], Api),
    route("POST", "/api/v1/games/{game}/join", Json, &["invite"], Api),
    route("POST", "/api/v1/games/{game}/leave", Body::None, &[], Api),
    route("POST", "/api/v1/games/{game}/cancel", Body::None, &[], Api),
    route(
        "POST",
        "/api/v1/games/{game}/invite",
        Json,
        &["username"],
        Api,
    ),
    route(
        "POST",
        "/api/v1/games/{game}/actions",
        Json,
        &["seq", "token", "action", "take_back"],
        Api,
    ),
    route(
        "POST",
        "/api/v1/games/{game}/messages",
        Json,
        &["body", "to_team"],
        Api,
    ),
];

/// Known-bad text: control characters, a redirect that leaves the site,
/// header injection, traversal, SQL and HTML, look-alikes, numbers out of
/// range, broken JSON, odd Unicode, and 200 KB.
fn nasty_values() -> Vec<String> {
    [
        "\0",
        "a\0b",
        "\n",
        "/\t/evil.example",
        "\r\nX-Injected: 1",
        "\u{1b}[2J",
        "\u{85}",
        "\u{7f}",
        "\u{202e}txt.exe",
        "../../../../etc/passwd",
        "%00",
        "' OR '1'='1",
        "<script>alert(1)</script>",
        "ÉLODIE",
        "аlice",
        "",
        "-1",
        "18446744073709551616",
        "{\"type\":",
        "𝕏🎲\u{fffd}\u{feff}",
    ]
    .into_iter()
    .map(str::to_owned)
    .chain(std::iter::once("x".repeat(200 * 1024)))
    .collect()
}

/// Values of the wrong JSON type, for API members.
fn wrong_types() -> Vec<Value> {
    vec![
        Value::Null,
        json!(true),
        json!(-1e308),
        json!([]),
        json!({ "\u{0}": "\u{0}" }),
        json!(u64::MAX),
    ]
}

struct Fixture {
    game: Uuid,
    player: reqwest::Client,
    csrf: String,
    token: String,
    defaults: Vec<(&'static str, String)>,
}

impl Fixture {
    fn default_of(&self, name: &str) -> String {
        self.defaults
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.clone())
            .unwrap_or_else(|| "x".into())
    }
}

async fn fixture(app: &TestApp) -> Fixture {
    let (game, mut players) = started_game(app).await;
    let (player, anna) = players.remove(0);
    let (_, page) = app.page(&player, &format!("/games/{game}")).await;
    let csrf = input_value(&page, "csrf").expect("a csrf token on the game page");
    let posted = app
        .post_form(
            &player,
            &format!("/games/{game}/talk"),
            &[("body", "a message to edit")],
        )
        .await;
    assert_eq!(posted.status().as_u16(), 303);
    let message: i64 = sqlx::query_scalar("SELECT max(id) FROM game_messages WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let seq = app.seq(game).await.to_string();
    let token = app.api_token(anna).await;
    let event = crate::tournaments::create_event(
        app,
        &player,
        &crate::tournaments::ladder_fields("Fuzzed ladder", "8"),
    )
    .await;
    crate::tournaments::press(app, &player, event, "register").await;
    let defaults = vec![
        ("game", game.to_string()),
        ("message", message.to_string()),
        ("name", "bob".into()),
        ("report", "1".into()),
        ("token", "0".repeat(64)),
        ("user", anna.to_string()),
        ("expires", "0".into()),
        ("signature", "0".repeat(64)),
        ("seq", seq),
        ("mail", "1".into()),
        ("file", "site.css".into()),
        ("next", "/games".into()),
        ("kind", "countdown".into()),
        ("invite", "0".repeat(64)),
        ("username", "cleo".into()),
        ("email", "zed@example.org".into()),
        ("password", "correct horse battery".into()),
        ("login", "anna".into()),
        ("language", "en".into()),
        ("time_zone", "UTC".into()),
        ("label", "fuzz".into()),
        ("mode", "immediate".into()),
        ("batch_minutes", "30".into()),
        ("digest_hour", "8".into()),
        ("until", "".into()),
        ("current", "not the password".into()),
        ("new", "another long password".into()),
        ("muted", "0".into()),
        ("seats", "2".into()),
        ("time_limit", "72".into()),
        ("opt.jokers", "on".into()),
        ("timeout_policy", "skip".into()),
        ("time_bank", "0".into()),
        ("action", r#"{"type":"fly"}"#.into()),
        ("take_back", "1".into()),
        ("body", "hello".into()),
        ("to", "table".into()),
        ("hidden", "0".into()),
        ("on", "0".into()),
        ("back", "/".into()),
        ("to_team", "false".into()),
        ("options", "{}".into()),
        ("move_time_limit_hours", "72".into()),
        ("time_control", "days-3".into()),
        ("time_increment", "0".into()),
        ("time_cap", "none".into()),
        ("seat", "1".into()),
        ("accept", "yes".into()),
        ("quiet_from", "".into()),
        ("quiet_to", "".into()),
        ("off_sat", "1".into()),
        ("format", "ntfy".into()),
        ("url", "https://ntfy.example.org/fuzz".into()),
        ("room", "".into()),
        ("mention", "".into()),
        ("scope", "mine".into()),
        ("hook", "1".into()),
        ("event", event.to_string()),
        ("round", "1".into()),
        ("page", "1".into()),
        ("challenge", "1".into()),
        ("rounds", "3".into()),
        ("reach", "2".into()),
        ("accept_days", "3".into()),
        ("decline_loses", "on".into()),
        ("hours", "72".into()),
        ("vacation_days", "7".into()),
        ("vanished_after", "2".into()),
        ("registration_days", "7".into()),
        ("max_players", "8".into()),
        ("start", "when_full".into()),
        ("reason", "fuzz".into()),
        ("rules", "{}".into()),
    ];
    Fixture {
        game,
        player,
        csrf,
        token,
        defaults,
    }
}

/// One slot of a route: a path segment, a query parameter or a body field.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    Segment(&'static str),
    Query(&'static str),
    Field(&'static str),
}

fn slots(route: &Route) -> Vec<Slot> {
    let mut slots: Vec<Slot> = route
        .path
        .split('/')
        .filter_map(|segment| segment.strip_prefix('{')?.strip_suffix('}'))
        .map(Slot::Segment)
        .collect();
    slots.extend(route.query.iter().copied().map(Slot::Query));
    slots.extend(route.fields.iter().copied().map(Slot::Field));
    slots
}

/// What goes in a slot: text, or (API members only) a JSON value of any type.
#[derive(Clone, Debug)]
enum Sent {
    Text(String),
    Value(Value),
}

/// The sensible JSON value of an API member.
fn json_default(fixture: &Fixture, name: &str) -> Value {
    let text = fixture.default_of(name);
    match name {
        "seats" | "seq" | "move_time_limit_hours" => json!(text.parse::<i64>().unwrap()),
        "time_bank_hours" | "bank_increment_hours" => json!(0),
        "bank_cap_hours" => Value::Null,
        "accept" => json!(true),
        "options" | "rules" => json!({}),
        "action" => serde_json::from_str(&text).unwrap(),
        "to_team" | "take_back" => json!(false),
        "token" => json!(Uuid::new_v4()),
        _ => Value::String(text),
    }
}

const MAX_IN_URL: usize = 20_000;

async fn send(
    app: &TestApp,
    fixture: &Fixture,
    route: &Route,
    sent: &[(Slot, Sent)],
    raw_body: Option<&str>,
) -> Result<u16, String> {
    let pick = |slot: Slot| {
        sent.iter()
            .find(|(s, _)| *s == slot)
            .map(|(_, v)| v.clone())
    };
    let text_of = |slot: Slot, name: &str| {
        let text = match pick(slot) {
            Some(Sent::Text(text)) => text,
            Some(Sent::Value(value)) => value.to_string(),
            None => fixture.default_of(name),
        };
        match slot {
            // The HTTP client builds no URL over 64 KB: in a path or query, the
            // 200 KB value is sent as long as it can be.
            Slot::Segment(_) | Slot::Query(_) => text.chars().take(MAX_IN_URL).collect(),
            Slot::Field(_) => text,
        }
    };
    let mut url = reqwest::Url::parse(&app.address).unwrap();
    {
        let mut segments = url.path_segments_mut().unwrap();
        segments.clear();
        for segment in route.path.split('/').skip(1) {
            match segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                // Percent-encoded by `push`: a NUL arrives as %00, a '/' as %2F.
                Some(name) => segments.push(&text_of(Slot::Segment(name), name)),
                None => segments.push(segment),
            };
        }
    }
    if !route.query.is_empty() {
        let mut pairs = url.query_pairs_mut();
        for name in route.query {
            pairs.append_pair(name, &text_of(Slot::Query(name), name));
        }
    }
    let client = match route.who {
        Who::Player => fixture.player.clone(),
        Who::Stranger => browser(),
        Who::Api => reqwest::Client::new(),
    };
    let mut request = client.request(route.method.parse().unwrap(), url);
    if route.who == Who::Api {
        request = request.bearer_auth(&fixture.token);
    }
    request = match route.body {
        Body::None => request,
        Body::Form => {
            let csrf = match route.who {
                Who::Stranger => {
                    let (_, login) = app.page(&client, "/login").await;
                    input_value(&login, "csrf").unwrap()
                }
                _ => fixture.csrf.clone(),
            };
            let mut fields = vec![("csrf".to_owned(), csrf)];
            for name in route.fields {
                let value = text_of(Slot::Field(name), name);
                fields.push(((*name).to_owned(), value));
            }
            // A fresh idempotency token unless fuzzed.
            if let Some(pair) = fields.iter_mut().find(|(name, _)| name == "token") {
                if pick(Slot::Field("token")).is_none() {
                    pair.1 = Uuid::new_v4().to_string();
                }
            }
            request.form(&fields)
        }
        Body::Json => match raw_body {
            Some(raw) => request
                .header("content-type", "application/json")
                .body(raw.to_owned()),
            None => {
                let mut object = serde_json::Map::new();
                for name in route.fields {
                    let value = match pick(Slot::Field(name)) {
                        Some(Sent::Text(text)) => Value::String(text),
                        Some(Sent::Value(value)) => value,
                        None => json_default(fixture, name),
                    };
                    object.insert((*name).to_owned(), value);
                }
                request.json(&Value::Object(object))
            }
        },
    };
    let response = request
        .send()
        .await
        .map_err(|error| error.to_string().chars().take(300).collect::<String>())?;
    Ok(response.status().as_u16())
}

/// Sends one request and checks the two promises.
async fn check(
    app: &TestApp,
    fixture: &Fixture,
    log: &[i64],
    route: &Route,
    sent: &[(Slot, Sent)],
    raw_body: Option<&str>,
) -> Result<(), String> {
    let what = || {
        let shown: Vec<String> = sent
            .iter()
            .map(|(slot, value)| {
                let text = format!("{value:?}");
                format!("{slot:?}={}", text.chars().take(80).collect::<String>())
            })
            .collect();
        format!(
            "{} {} {shown:?} body={:?}",
            route.method,
            route.path,
            raw_body.map(|b| b.chars().take(80).collect::<String>())
        )
    };
    let status = send(app, fixture, route, sent, raw_body)
        .await
        .map_err(|error| format!("{}: no answer: {error}", what()))?;
    if status >= 500 {
        return Err(format!("{}: answered {status}", what()));
    }
    if app.event_seqs(fixture.game).await != log {
        return Err(format!("{}: the game's log changed", what()));
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_survives_malicious_input_without_5xx_or_moves() {
    let app = crate::helpers::spawn_app().await;
    let fixture = fixture(&app).await;
    let log = app.event_seqs(fixture.game).await;
    assert!(!log.is_empty());

    // The sweep: each known-bad value in each slot, one slot at a time.
    let nasty = nasty_values();
    let mut failures = Vec::new();
    for route in ROUTES {
        for slot in slots(route) {
            let mut values: Vec<Sent> = nasty.iter().cloned().map(Sent::Text).collect();
            if route.body == Body::Json && matches!(slot, Slot::Field(_)) {
                values.extend(wrong_types().into_iter().map(Sent::Value));
            }
            for value in values {
                if let Err(failure) =
                    check(&app, &fixture, &log, route, &[(slot, value)], None).await
                {
                    failures.push(failure);
                }
            }
        }
        if route.body == Body::Json {
            for raw in ["{nope", "[]", "null", "\"\u{0}\"", "{\"body\":\"\\u0000\"}"] {
                if let Err(failure) = check(&app, &fixture, &log, route, &[], Some(raw)).await {
                    failures.push(failure);
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures: {failures:#?}",
        failures.len()
    );

    // Random text in every slot of a random route. A bounded number of
    // cases keeps the run short; proptest shrinks a failure to its simplest.
    let random_text = prop_oneof![
        3 => proptest::sample::select(nasty.clone()),
        3 => any::<String>(),
        2 => "[\\x00-\\x1f\\x7f]{1,3}[a-z/]{0,4}",
        2 => "\\PC{0,24}",
    ];
    let strategy = (0..ROUTES.len(), proptest::collection::vec(random_text, 8));
    let mut runner = TestRunner::new(Config {
        cases: 64,
        failure_persistence: None,
        max_shrink_iters: 64,
        ..Config::default()
    });
    let handle = tokio::runtime::Handle::current();
    let outcome = tokio::task::block_in_place(|| {
        runner.run(&strategy, |(index, texts)| {
            let route = &ROUTES[index];
            let sent: Vec<(Slot, Sent)> = slots(route)
                .into_iter()
                .zip(texts.into_iter().map(Sent::Text))
                .collect();
            handle
                .block_on(check(&app, &fixture, &log, route, &sent, None))
                .map_err(TestCaseError::fail)
        })
    });
    if let Err(error) = outcome {
        panic!("{error}");
    }

    // The player was a player throughout: still logged in, still seated.
    let (status, _) = app.page(&fixture.player, "/settings").await;
    assert_eq!(status, 200, "the player stayed logged in");
    app.assert_projection_is_fold(fixture.game).await;
}
