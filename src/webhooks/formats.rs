//! What each kind of receiver is sent for one post, as its documents give
//! it: the request's method, address, headers and body. Pure: no IO, no
//! clock (the caller gives the moment a signature is made at).

use super::seal;
use super::Format;
use serde_json::json;

/// A post as every format is handed it.
#[derive(Debug, Clone)]
pub struct Post<'a> {
    /// The outbox row: the id a receiver tells a retry by.
    pub message: i64,
    pub kind: &'a str,
    pub title: &'a str,
    pub body: &'a str,
    pub url: &'a str,
    pub urgent: bool,
    /// Chat ids to mention (Discord user ids, Slack member ids, Matrix ids).
    pub mentions: &'a [String],
}

/// One request to make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub method: Method,
    pub url: String,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Post,
    Put,
}

/// Why a request cannot be made.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FormatError {
    #[error("the hook has no secret or token, and its format needs one")]
    NoSecret,
    #[error("the hook's address or room does not make a request address")]
    Address,
}

/// A hook's stored settings, its secret opened.
pub struct Receiver<'a> {
    pub format: Format,
    pub url: &'a str,
    pub room: &'a str,
    pub secret: Option<&'a str>,
}

/// Discord's limit on a message's content.
const DISCORD_MAX: usize = 2000;
/// Slack's advised limit on a message's text.
const SLACK_MAX: usize = 4000;

fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// The id of a message for a receiver that tells repeats apart: the same
/// for every attempt at one (hook, notice), another for every other.
pub fn message_id(message: i64) -> String {
    format!("msg_scriptorium_{message}")
}

/// The request for `post` to `receiver`; `now` is the signature's moment
/// (seconds since the epoch).
pub fn request(receiver: &Receiver, post: &Post, now: i64) -> Result<Request, FormatError> {
    match receiver.format {
        Format::Discord => Ok(discord(receiver.url, post)),
        Format::Slack => Ok(slack(receiver.url, post)),
        Format::Matrix => matrix(receiver, post),
        Format::Ntfy => Ok(ntfy(receiver, post)),
        Format::Json => json_signed(receiver, post, now),
    }
}

fn json_body(value: serde_json::Value) -> Vec<u8> {
    serde_json::to_vec(&value).unwrap_or_default()
}

const JSON: (&str, &str) = ("content-type", "application/json");

/// Discord's incoming webhook: `content` (markdown, at most 2,000
/// characters); `allowed_mentions` pings only the users named, never
/// `@everyone` or a role, whatever the text says.
fn discord(url: &str, post: &Post) -> Request {
    let mentions: Vec<String> = post.mentions.iter().map(|id| format!("<@{id}>")).collect();
    let mut text = format!("**{}**", escape_discord(post.title));
    if !mentions.is_empty() {
        text = format!("{} {text}", mentions.join(" "));
    }
    if !post.body.is_empty() {
        text.push('\n');
        text.push_str(&escape_discord(post.body));
    }
    let link = format!("\n<{}>", post.url);
    let text = format!("{}{link}", cut(&text, DISCORD_MAX - link.chars().count()));
    Request {
        method: Method::Post,
        url: url.to_owned(),
        headers: vec![(JSON.0, JSON.1.into())],
        body: json_body(json!({
            "content": text,
            "allowed_mentions": { "parse": [], "users": post.mentions },
        })),
    }
}

/// Markdown a player's name or words could carry, shown as written.
fn escape_discord(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '*' | '_' | '~' | '`' | '|' | '>' | '<' | '@' | '#' | '[' | ']'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Slack's incoming webhook: `text` in its mrkdwn, `<@U…>` a mention,
/// `<url|words>` a link; `&`, `<`, `>` escaped as its documents ask.
fn slack(url: &str, post: &Post) -> Request {
    let escape = |text: &str| {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let mentions: Vec<String> = post.mentions.iter().map(|id| format!("<@{id}>")).collect();
    let mut text = format!("*<{}|{}>*", post.url, escape(post.title));
    if !mentions.is_empty() {
        text = format!("{} {text}", mentions.join(" "));
    }
    if !post.body.is_empty() {
        text.push('\n');
        text.push_str(&escape(post.body));
    }
    Request {
        method: Method::Post,
        url: url.to_owned(),
        headers: vec![(JSON.0, JSON.1.into())],
        body: json_body(json!({ "text": cut(&text, SLACK_MAX) })),
    }
}

/// Matrix's client-server API: `PUT …/rooms/{room}/send/m.room.message/{txnId}`
/// with the access token; the transaction id is the post's own, so the
/// homeserver takes a retry as the same message, never a second one.
fn matrix(receiver: &Receiver, post: &Post) -> Result<Request, FormatError> {
    let token = receiver.secret.ok_or(FormatError::NoSecret)?;
    let room = receiver.room.trim();
    // The send endpoint takes a room id, not an alias.
    if !room.starts_with('!') {
        return Err(FormatError::Address);
    }
    let mut url = url::Url::parse(receiver.url).map_err(|_| FormatError::Address)?;
    let txn = message_id(post.message);
    url.path_segments_mut()
        .map_err(|_| FormatError::Address)?
        .pop_if_empty()
        .extend([
            "_matrix",
            "client",
            "v3",
            "rooms",
            room,
            "send",
            "m.room.message",
            txn.as_str(),
        ]);
    let escape = |text: &str| html_escape::encode_text(text).into_owned();
    let pills: Vec<String> = post
        .mentions
        .iter()
        .map(|id| {
            format!(
                "<a href=\"https://matrix.to/#/{}\">{}</a>",
                html_escape::encode_double_quoted_attribute(id),
                escape(id)
            )
        })
        .collect();
    let mut body = post.title.to_owned();
    let mut html = format!(
        "<strong><a href=\"{}\">{}</a></strong>",
        html_escape::encode_double_quoted_attribute(post.url),
        escape(post.title)
    );
    if !post.mentions.is_empty() {
        body = format!("{}: {body}", post.mentions.join(" "));
        html = format!("{}: {html}", pills.join(" "));
    }
    if !post.body.is_empty() {
        body = format!("{body}\n{}", post.body);
        html = format!("{html}<br>{}", escape(post.body).replace('\n', "<br>"));
    }
    body = format!("{body}\n{}", post.url);
    Ok(Request {
        method: Method::Put,
        url: url.to_string(),
        headers: vec![
            (JSON.0, JSON.1.into()),
            ("authorization", format!("Bearer {token}")),
        ],
        body: json_body(json!({
            "msgtype": "m.text",
            "body": body,
            "format": "org.matrix.custom.html",
            "formatted_body": html,
            "m.mentions": { "user_ids": post.mentions },
        })),
    })
}

/// ntfy: the message is the body of a POST to the topic's address;
/// `Title`, `Priority` (high when a decision waits), `Click` (the page) in
/// headers, a non-ASCII title in RFC 2047's encoded words as ntfy reads
/// them; a token, when the topic is protected.
fn ntfy(receiver: &Receiver, post: &Post) -> Request {
    let mut headers = vec![
        ("title", header_text(post.title)),
        (
            "priority",
            if post.urgent { "high" } else { "default" }.to_owned(),
        ),
        ("click", post.url.to_owned()),
        ("tags", "game_die".to_owned()),
    ];
    if let Some(token) = receiver.secret {
        headers.push(("authorization", format!("Bearer {token}")));
    }
    let body = if post.body.is_empty() {
        post.title.to_owned()
    } else {
        post.body.to_owned()
    };
    Request {
        method: Method::Post,
        url: receiver.url.to_owned(),
        headers,
        body: cut(&body, 3000).into_bytes(),
    }
}

/// A header value that is safe as it is (printable ASCII), or RFC 2047's
/// encoded word of it.
fn header_text(text: &str) -> String {
    let text: String = text.chars().filter(|c| !c.is_control()).collect();
    if text.chars().all(|c| c.is_ascii() && !c.is_ascii_control()) {
        text
    } else {
        use base64::Engine;
        format!(
            "=?UTF-8?B?{}?=",
            base64::engine::general_purpose::STANDARD.encode(text.as_bytes())
        )
    }
}

/// Any program: JSON signed by the Standard Webhooks scheme
/// (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
fn json_signed(receiver: &Receiver, post: &Post, now: i64) -> Result<Request, FormatError> {
    let secret = receiver.secret.ok_or(FormatError::NoSecret)?;
    let id = message_id(post.message);
    let body = json_body(json!({
        "type": format!("notice.{}", post.kind),
        "timestamp": chrono::DateTime::from_timestamp(now, 0).map(|at| at.to_rfc3339()),
        "data": {
            "title": post.title,
            "body": post.body,
            "url": post.url,
            "urgent": post.urgent,
            "mentions": post.mentions,
        },
    }));
    let signature = seal::signature(secret, &id, now, &body).ok_or(FormatError::NoSecret)?;
    Ok(Request {
        method: Method::Post,
        url: receiver.url.to_owned(),
        headers: vec![
            (JSON.0, JSON.1.into()),
            ("webhook-id", id),
            ("webhook-timestamp", now.to_string()),
            ("webhook-signature", signature),
        ],
        body,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn post<'a>(mentions: &'a [String]) -> Post<'a> {
        Post {
            message: 42,
            kind: "your_turn",
            title: "Your turn in Countdown",
            body: "Anna played *3*",
            url: "https://scriptorium.example/games/1",
            urgent: true,
            mentions,
        }
    }

    #[test]
    fn discord_pings_only_the_named_users() {
        let mentions = vec!["80351110224678912".to_owned()];
        let request = discord("https://discord.com/api/webhooks/1/x", &post(&mentions));
        let body: serde_json::Value = serde_json::from_slice(&request.body).unwrap();
        assert!(body["content"]
            .as_str()
            .unwrap()
            .starts_with("<@80351110224678912> **Your turn"));
        assert!(body["content"].as_str().unwrap().contains("\\*3\\*"));
        assert_eq!(body["allowed_mentions"]["parse"], json!([]));
        assert_eq!(
            body["allowed_mentions"]["users"],
            json!(["80351110224678912"])
        );
    }

    #[test]
    fn matrix_puts_with_a_stable_transaction_id() {
        let receiver = Receiver {
            format: Format::Matrix,
            url: "https://matrix.example.org/",
            room: "!abc:example.org",
            secret: Some("syt_token"),
        };
        let one = request(&receiver, &post(&[]), 1).unwrap();
        let again = request(&receiver, &post(&[]), 99).unwrap();
        assert_eq!(one.url, again.url, "a retry is the same transaction");
        assert_eq!(one.method, Method::Put);
        assert_eq!(
            one.url,
            "https://matrix.example.org/_matrix/client/v3/rooms/!abc:example.org/send/m.room.message/msg_scriptorium_42"
        );
        let no_token = Receiver {
            secret: None,
            ..receiver
        };
        assert_eq!(
            request(&no_token, &post(&[]), 1),
            Err(FormatError::NoSecret)
        );
    }

    #[test]
    fn ntfy_encodes_a_title_that_is_not_ascii() {
        assert_eq!(header_text("Your turn"), "Your turn");
        assert_eq!(header_text("À toi"), "=?UTF-8?B?w4AgdG9p?=");
    }
}
