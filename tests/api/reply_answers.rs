//! Issues 42 and 39, the answers to replies: threaded with the reply
//! (`In-Reply-To`, `References`, `Subject: Re: …`); every mail we send says
//! it is automatic (`Auto-Submitted`), and an autoresponder's mail is
//! neither answered nor posted, whether or not it says so in its headers;
//! a number among a few words is asked about, and a yes makes it; words
//! from mail pass the same checks as the page's and the API's, and no
//! database error reaches a mail.

use crate::helpers::{browser, fresh_database, spawn_app_configured, TestApp};
use crate::reply::{answers, smtp, turn_mail_reply_to};
use lettre::message::header::ContentType;
use lettre::{AsyncTransport, Message};
use scriptorium::mail::worker::drain_once;
use uuid::Uuid;

const FROM: &str = "Scriptorium <noreply@scriptorium.test>";

async fn app() -> TestApp {
    spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
    })
    .await
}

/// Anna and bob, signed up: anna's id and both browsers.
struct Players {
    anna_id: Uuid,
    anna: reqwest::Client,
    bob: reqwest::Client,
}

async fn players(app: &TestApp) -> Players {
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    Players { anna_id, anna, bob }
}

/// A Carolingi game of anna's with bob (both place at once, so anna's turn
/// mail is there from the start): the game and its reply address.
async fn carolingi(app: &TestApp, players: &Players) -> (Uuid, String) {
    let game = app
        .create_game(&players.bob, &[("kind", "carolingi"), ("seats", "2")])
        .await;
    app.post_form(&players.anna, &format!("/games/{game}/join"), &[])
        .await;
    let (reply_to, _) = turn_mail_reply_to(app, players.anna_id, game).await;
    (game, reply_to)
}

async fn game_with_anna_to_move(app: &TestApp) -> (Uuid, Uuid, String) {
    let players = players(app).await;
    let (game, reply_to) = carolingi(app, &players).await;
    (players.anna_id, game, reply_to)
}

/// A reply from anna, its subject and Message-ID (the body follows).
fn from_anna(to: &str, subject: &str, id: &str) -> lettre::message::MessageBuilder {
    Message::builder()
        .from("Anna <anna@example.org>".parse().unwrap())
        .to(to.parse().unwrap())
        .subject(subject)
        .message_id(Some(id.to_owned()))
}

async fn send(app: &TestApp, message: Message) {
    smtp(app)
        .send(message)
        .await
        .expect("the receiver takes it");
}

async fn posted(app: &TestApp, game: Uuid) -> Vec<String> {
    sqlx::query_scalar("SELECT body FROM game_messages WHERE game_id = $1 ORDER BY id")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// Every mail in the app's mail folder, as sent.
fn sent_mails(app: &TestApp) -> Vec<String> {
    std::fs::read_dir(app.data_dir.path().join("mail"))
        .unwrap()
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "eml").then(|| std::fs::read_to_string(path).unwrap())
        })
        .collect()
}

#[tokio::test]
async fn answers_join_the_reply_s_thread_and_every_mail_says_it_is_automatic() {
    let app = app().await;
    let (anna, game, reply_to) = game_with_anna_to_move(&app).await;
    let before = app.seq(game).await;
    let reply = from_anna(
        &reply_to,
        "Re: Your turn: Carolingi with bob",
        "<thread-1@example.org>",
    )
    .in_reply_to("<outbox-3000027@scriptorium.test>".into())
    .references("<outbox-3000027@scriptorium.test>".into())
    .body("2\r\n".to_owned())
    .unwrap();
    send(&app, reply).await;
    assert!(app.seq(game).await > before);
    drain_once(&app.pool, &app.folder_transport(), FROM)
        .await
        .unwrap();
    let mails = sent_mails(&app);
    assert!(mails.len() >= 2, "the turn mail and the answer");
    for mail in &mails {
        assert!(
            mail.contains("\r\nAuto-Submitted: auto-generated\r\n")
                || mail.contains("\r\nAuto-Submitted: auto-replied\r\n"),
            "{mail}"
        );
    }
    let answer = mails
        .iter()
        .find(|mail| mail.contains("Auto-Submitted: auto-replied"))
        .expect("the answer is auto-replied");
    assert!(
        answer.contains("\r\nIn-Reply-To: <thread-1@example.org>\r\n"),
        "{answer}"
    );
    assert!(
        answer.contains(
            "\r\nReferences: <outbox-3000027@scriptorium.test> <thread-1@example.org>\r\n"
        ),
        "{answer}"
    );
    assert!(
        answer.contains("\r\nSubject: Re: Your turn: Carolingi with bob\r\n"),
        "{answer}"
    );
    // The turn mail itself is auto-generated.
    assert!(mails
        .iter()
        .any(|mail| mail.contains("Auto-Submitted: auto-generated") && mail.contains("Your turn")));
    assert_eq!(answers(&app, anna).await.len(), 1);
}

#[tokio::test]
async fn an_autoresponder_is_neither_answered_nor_posted() {
    let app = app().await;
    let (anna, game, reply_to) = game_with_anna_to_move(&app).await;
    let before = app.seq(game).await;
    // Out-of-office mails as Exchange, a German and a French responder send
    // them: no Auto-Submitted header, only the subject says it.
    for (n, subject) in [
        "Automatic reply: Your turn: Carolingi with bob",
        "Abwesenheitsnotiz: Du bist am Zug: Carolingi mit bob",
        "Réponse automatique : À vous de jouer : Carolingi avec bob",
        "Out of Office: Re: Your turn",
    ]
    .iter()
    .enumerate()
    {
        let away = from_anna(&reply_to, subject, &format!("<away-{n}@example.org>"))
            .body(
                "I am out of the office until Monday 10 June.\r\nFor urgent matters call 3.\r\n"
                    .to_owned(),
            )
            .unwrap();
        send(&app, away).await;
    }
    assert!(posted(&app, game).await.is_empty(), "nothing posted");
    assert!(answers(&app, anna).await.is_empty(), "nothing answered");
    assert_eq!(app.seq(game).await, before);
}

#[tokio::test]
async fn a_number_among_words_is_asked_about_and_a_yes_makes_it() {
    let app = app().await;
    let players = players(&app).await;
    let anna = players.anna_id;
    let (game, reply_to) = carolingi(&app, &players).await;
    let before = app.seq(game).await;
    send(
        &app,
        from_anna(&reply_to, "Re: Your turn", "<maybe-1@example.org>")
            .body("I'll take 3 please\r\n".to_owned())
            .unwrap(),
    )
    .await;
    assert_eq!(app.seq(game).await, before, "not guessed");
    assert!(posted(&app, game).await.is_empty(), "not posted");
    let asked = answers(&app, anna).await.pop().unwrap();
    assert!(asked.contains("Did you mean 3 — "), "{asked}");
    let label = asked
        .split("Did you mean 3 — ")
        .nth(1)
        .and_then(|rest| rest.split('?').next())
        .unwrap()
        .to_owned();
    let question_address: String = sqlx::query_scalar(
        "SELECT reply_to FROM outbox WHERE user_id = $1 AND kind = 'reply_answer' ORDER BY id DESC LIMIT 1",
    )
    .bind(anna)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_ne!(question_address, reply_to);
    // A yes to the question makes that choice.
    send(
        &app,
        from_anna(&question_address, "Re: Your reply", "<maybe-2@example.org>")
            .body("Yes\r\n\r\nOn Monday, Scriptorium wrote:\r\n> Did you mean 3?\r\n".to_owned())
            .unwrap(),
    )
    .await;
    assert!(app.seq(game).await > before, "the yes played");
    let done = answers(&app, anna).await.pop().unwrap();
    assert!(done.contains(&format!("Done: {label}")), "{done}");

    // Several numbers: which one? Words sent again to that address are
    // posted as they are.
    let (game, reply_to) = carolingi(&app, &players).await;
    send(
        &app,
        from_anna(&reply_to, "Re: Your turn", "<which-1@example.org>")
            .body("2 or 4, not sure\r\n".to_owned())
            .unwrap(),
    )
    .await;
    let asked = answers(&app, anna).await.pop().unwrap();
    assert!(asked.contains("more than one choice (2, 4)"), "{asked}");
    let which: String = sqlx::query_scalar(
        "SELECT reply_to FROM outbox WHERE user_id = $1 AND kind = 'reply_answer' ORDER BY id DESC LIMIT 1",
    )
    .bind(anna)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    send(
        &app,
        from_anna(&which, "Re: Your reply", "<which-2@example.org>")
            .body("2 or 4, not sure\r\n".to_owned())
            .unwrap(),
    )
    .await;
    assert_eq!(posted(&app, game).await, ["2 or 4, not sure"]);
}

#[tokio::test]
async fn words_from_mail_pass_the_page_s_checks_and_no_database_error_is_told() {
    let app = app().await;
    let (anna, game, reply_to) = game_with_anna_to_move(&app).await;
    // Escape, bell, backspace (a terminal's colours and tricks), and a NUL
    // that PostgreSQL cannot store.
    for (n, body) in [
        "Nice move \u{1b}[31mreally\u{1b}[0m",
        "Ding\u{7}",
        "Oops\u{8}\u{8}\u{8}",
        "Hello\u{0}there",
    ]
    .iter()
    .enumerate()
    {
        let message = from_anna(
            &reply_to,
            "Re: Your turn",
            &format!("<control-{n}@example.org>"),
        )
        .header(ContentType::TEXT_PLAIN)
        .body(format!("{body}\r\n"))
        .unwrap();
        send(&app, message).await;
    }
    assert!(posted(&app, game).await.is_empty(), "nothing stored");
    let said = answers(&app, anna).await;
    assert_eq!(said.len(), 4, "each told why");
    for answer in &said {
        assert!(
            answer.contains("Your words were not posted: A field holds a control character"),
            "{answer}"
        );
    }
    let leaked: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE body_text ILIKE '%byte sequence%' OR body_text ILIKE '%database%'
            OR body_html ILIKE '%byte sequence%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(leaked, 0, "no database error in any mail");
}
