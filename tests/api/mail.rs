//! The outbox worker against the mail folder and a real SMTP server.

use crate::helpers::{browser, spawn_app, TestApp};
use crate::play::started_game;
use scriptorium::app::config::{Settings, SmtpSecurity, SmtpSettings};
use scriptorium::mail::notifications::{self, Plan};
use scriptorium::mail::worker::{drain_once, Transport};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::Duration;
use uuid::Uuid;

const FROM: &str = "Scriptorium <noreply@scriptorium.test>";

/// A real SMTP server (Python's smtpd) writing what it receives to a folder.
pub struct SmtpSink {
    child: Child,
    pub port: u16,
    pub folder: PathBuf,
}

impl SmtpSink {
    pub fn start_on(port: u16, folder: &Path) -> SmtpSink {
        std::fs::create_dir_all(folder).unwrap();
        let child = Command::new("python3")
            .arg(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/tests/support/smtp_sink.py"
            ))
            .arg(port.to_string())
            .arg(folder)
            .spawn()
            .expect("python3 runs the SMTP sink");
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        SmtpSink {
            child,
            port,
            folder: folder.to_path_buf(),
        }
    }

    pub fn messages(&self) -> Vec<String> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&self.folder)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "eml"))
            .collect();
        files.sort();
        files
            .iter()
            .map(|f| std::fs::read_to_string(f).unwrap())
            .collect()
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub fn smtp_transport(app: &TestApp, port: u16) -> Transport {
    let mut settings = Settings::from_env().unwrap();
    settings.data_dir = app.data_dir.path().to_path_buf();
    settings.smtp = Some(SmtpSettings {
        host: "127.0.0.1".into(),
        port: Some(port),
        security: SmtpSecurity::Plain,
        username: None,
        password: None,
    });
    settings.mail_transport().unwrap()
}

/// A header's value in a raw message (first occurrence, unfolded).
pub fn header(message: &str, name: &str) -> Option<String> {
    let head = message.split("\r\n\r\n").next().unwrap_or(message);
    let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
    unfolded
        .lines()
        .find(|line| {
            line.to_ascii_lowercase()
                .starts_with(&format!("{}:", name.to_ascii_lowercase()))
        })
        .map(|line| line[name.len() + 1..].trim().to_owned())
}

/// The text part of a message (quoted-printable soft breaks undone).
pub fn text_of(message: &str) -> String {
    message.replace("=\r\n", "").replace("=3D", "=")
}

#[tokio::test]
async fn the_worker_writes_mail_to_the_folder_gathering_per_user() {
    let app = spawn_app().await;
    let (_game, _players) = started_game(&app).await;
    let queued: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(queued, 3, "game started (2) and your turn (1)");

    let mut settings = Settings::from_env().unwrap();
    settings.smtp = None;
    settings.data_dir = app.data_dir.path().to_path_buf();
    let transport = settings.mail_transport().unwrap();
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    assert_eq!(
        drain_once(&app.pool, &transport, FROM).await.unwrap(),
        0,
        "nothing twice"
    );

    let files: Vec<_> = std::fs::read_dir(settings.mail_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
        .collect();
    // The mover's "started" and "your turn" go out together: 2 mails for 3 rows.
    assert_eq!(files.len(), 2);
    let unsent: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE sent_at IS NULL")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(unsent, 0);
}

#[tokio::test]
async fn the_turn_email_over_smtp_has_its_headers_and_working_links() {
    let app = spawn_app().await;
    let sink = SmtpSink::start_on(free_port(), &app.data_dir.path().join("smtp"));
    let (game, players) = started_game(&app).await;
    let transport = smtp_transport(&app, sink.port);
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let messages = sink.messages();
    assert_eq!(messages.len(), 2, "one per player");
    let waiting: i16 = app.waiting_seat(game).await;
    let mover_id = app.user_at(game, waiting).await;
    let (mover_client, _) = players.iter().find(|(_, id)| *id == mover_id).unwrap();
    let address: String = sqlx::query_scalar("SELECT email FROM users WHERE id = $1")
        .bind(mover_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let turn = messages
        .iter()
        .find(|m| header(m, "To").is_some_and(|to| to.contains(&address)))
        .expect("a mail to the mover");
    assert!(header(turn, "From")
        .unwrap()
        .contains("noreply@scriptorium.test"));
    let subject = header(turn, "Subject").unwrap();
    assert!(
        subject.contains("2 updates") || subject.contains("Your turn"),
        "{subject}"
    );
    let message_id = header(turn, "Message-ID").unwrap();
    assert!(message_id.starts_with("<outbox-") && message_id.ends_with("@scriptorium.test>"));
    let unsubscribe = header(turn, "List-Unsubscribe").unwrap();
    assert_eq!(
        header(turn, "List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );
    let body = text_of(turn);
    assert!(body.contains("Your turn"));
    assert!(
        body.contains("Time left:") && body.contains(", until "),
        "the time left and the real cut-off are in the mail"
    );
    assert!(body.contains(&format!("/games/{game}")));

    // The game link works for the player.
    let (status, _) = app.page(mover_client, &format!("/games/{game}")).await;
    assert_eq!(status, 200);
    // One-click unsubscribe, without logging in.
    let url = unsubscribe.trim_matches(['<', '>']);
    let path = &url[url.find("/unsubscribe/").unwrap()..];
    let response = reqwest::Client::new()
        .post(app.url(path))
        .form(&[("List-Unsubscribe", "One-Click")])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let mode: String = sqlx::query_scalar("SELECT mail_mode FROM users WHERE id = $1")
        .bind(mover_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(mode, "none");
    // A forged or altered link does nothing.
    let forged = path.replace(&mover_id.to_string(), &Uuid::new_v4().to_string());
    let response = reqwest::Client::new()
        .post(app.url(&forged))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 403);
    let (status, _) = app.page(&browser(), path).await;
    assert_eq!(status, 200, "the GET only asks to confirm");
}

#[tokio::test]
async fn a_bundled_mail_still_says_whose_turn_and_which_game() {
    let app = spawn_app().await;
    let sink = SmtpSink::start_on(free_port(), &app.data_dir.path().join("smtp"));
    let (game, players) = started_game(&app).await;
    let waiting: i16 = app.waiting_seat(game).await;
    let mover_id = app.user_at(game, waiting).await;
    let (_, other_id) = *players.iter().find(|(_, id)| *id != mover_id).unwrap();
    let name_of = |id: Uuid| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT username FROM users WHERE id = $1")
                .bind(id)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let (mover, other) = (name_of(mover_id).await, name_of(other_id).await);

    // In French, composed as the worker would: the turn leads the bundle.
    sqlx::query("UPDATE users SET language = 'fr' WHERE id = $1")
        .bind(mover_id)
        .execute(&app.pool)
        .await
        .unwrap();
    let mut conn = app.pool.acquire().await.unwrap();
    let pending =
        scriptorium::store::outbox::pending_notifications(&mut conn, mover_id, chrono::Utc::now())
            .await
            .unwrap();
    assert_eq!(pending.len(), 2, "game started and your turn");
    let (plan, _) = notifications::plan(&mut conn, &pending[0], chrono::Utc::now())
        .await
        .unwrap();
    let Plan::Deliver(french, _) = plan else {
        panic!("the mail goes now: {plan:?}")
    };
    assert_eq!(
        french.subject,
        format!("À vous de jouer : Countdown avec {other} (+1 autre nouvelle)")
    );
    drop(conn);
    sqlx::query("UPDATE users SET language = 'en' WHERE id = $1")
        .bind(mover_id)
        .execute(&app.pool)
        .await
        .unwrap();

    drain_once(&app.pool, &smtp_transport(&app, sink.port), FROM)
        .await
        .unwrap();
    let messages = sink.messages();
    let subject_to = |name: &str| {
        messages
            .iter()
            .find(|m| header(m, "To").is_some_and(|to| to.contains(&format!("{name}@"))))
            .and_then(|m| header(m, "Subject"))
            .unwrap_or_else(|| panic!("a mail to {name}"))
    };
    assert_eq!(
        subject_to(&mover),
        format!("Your turn: Countdown with {other} (+1 update)")
    );
    assert_eq!(
        subject_to(&other),
        format!("Countdown with {mover}: Your game has started")
    );
}

#[tokio::test]
async fn a_retry_after_the_server_was_down_delivers_once() {
    let app = spawn_app().await;
    let port = free_port();
    app.sign_up(&browser(), "anna").await;
    app.post_form(&browser(), "/reset", &[("email", "anna@example.org")])
        .await;
    let transport = smtp_transport(&app, port);
    // Nobody listens on the port yet.
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let (attempts, sent): (i32, Option<chrono::DateTime<chrono::Utc>>) =
        sqlx::query_as("SELECT attempts, sent_at FROM outbox")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!((attempts, sent), (1, None));
    let sink = SmtpSink::start_on(port, &app.data_dir.path().join("smtp"));
    // The backoff is 30 s: move the retry to now rather than wait.
    sqlx::query("UPDATE outbox SET send_after = now()")
        .execute(&app.pool)
        .await
        .unwrap();
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let messages = sink.messages();
    assert_eq!(messages.len(), 1);
    assert!(header(&messages[0], "Subject")
        .unwrap()
        .contains("Reset your Scriptorium password"));
}

#[tokio::test]
async fn a_stale_turn_mail_is_dropped() {
    let app = spawn_app().await;
    let sink = SmtpSink::start_on(free_port(), &app.data_dir.path().join("smtp"));
    let (game, players) = started_game(&app).await;
    // Everyone opens the game before the worker runs.
    for (client, _) in &players {
        app.page(client, &format!("/games/{game}")).await;
    }
    for _ in 0..50 {
        let seen: i64 = sqlx::query_scalar("SELECT count(*) FROM game_visits WHERE game_id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        if seen == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    drain_once(&app.pool, &smtp_transport(&app, sink.port), FROM)
        .await
        .unwrap();
    let dropped: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'your_turn' AND dropped_at IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(dropped, 1);
    assert!(sink
        .messages()
        .iter()
        .all(|m| !text_of(m).contains("Your turn")));
}

#[tokio::test]
async fn the_digest_gathers_several_games() {
    let app = spawn_app().await;
    let sink = SmtpSink::start_on(free_port(), &app.data_dir.path().join("smtp"));
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let hour = (chrono::Utc::now() - chrono::Duration::hours(1))
        .format("%H")
        .to_string();
    app.post_form(
        &anna,
        "/settings",
        &[
            ("language", ""),
            ("time_zone", "UTC"),
            ("until", ""),
            ("mode", "digest"),
            ("batch_minutes", "60"),
            ("digest_hour", &hour),
        ],
    )
    .await;
    let mut games = Vec::new();
    for _ in 0..2 {
        let game = app.create_countdown(&anna, "2").await;
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await;
        games.push(game);
    }
    let transport = smtp_transport(&app, sink.port);
    // Written just now: the next digest hour is tomorrow.
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let to_anna = |messages: Vec<String>| {
        messages
            .into_iter()
            .filter(|m| header(m, "To").unwrap().contains("anna@"))
            .collect::<Vec<_>>()
    };
    assert!(to_anna(sink.messages()).is_empty(), "held for the digest");
    // Pretend they were written before today's digest hour.
    sqlx::query("UPDATE outbox SET created_at = now() - interval '2 hours', send_after = now() WHERE user_id = $1 AND sent_at IS NULL AND dropped_at IS NULL")
        .bind(anna_id)
        .execute(&app.pool)
        .await
        .unwrap();
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let digests = to_anna(sink.messages());
    assert_eq!(digests.len(), 1, "one digest");
    let body = text_of(&digests[0]);
    for game in &games {
        assert!(
            body.contains(&format!("/games/{game}")),
            "both games in the digest"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_instances_draining_one_outbox_send_each_message_once() {
    let app = spawn_app().await;
    let other = crate::helpers::spawn_app_on(app.database_url.clone()).await;
    let sink = SmtpSink::start_on(free_port(), &app.data_dir.path().join("smtp"));
    for i in 0..12 {
        let name = format!("user{i}");
        app.sign_up(&browser(), &name).await;
        app.post_form(
            &browser(),
            "/reset",
            &[("email", &format!("{name}@example.org"))],
        )
        .await;
    }
    let (a, b) = (
        smtp_transport(&app, sink.port),
        smtp_transport(&other, sink.port),
    );
    let (pool_a, pool_b) = (app.pool.clone(), other.pool.clone());
    let first = tokio::spawn(async move { drain_once(&pool_a, &a, FROM).await.unwrap() });
    let second = tokio::spawn(async move { drain_once(&pool_b, &b, FROM).await.unwrap() });
    let handled = first.await.unwrap() + second.await.unwrap();
    assert_eq!(handled, 12);
    let messages = sink.messages();
    assert_eq!(messages.len(), 12);
    let mut ids: Vec<String> = messages
        .iter()
        .map(|m| header(m, "Message-ID").unwrap())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 12, "no message twice");
}

#[tokio::test]
async fn batched_mail_waits_its_turn_and_muted_games_send_nothing() {
    let app = spawn_app().await;
    let sink = SmtpSink::start_on(free_port(), &app.data_dir.path().join("smtp"));
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    app.post_form(
        &anna,
        "/settings",
        &[
            ("language", ""),
            ("time_zone", "UTC"),
            ("until", ""),
            ("mode", "batched"),
            ("batch_minutes", "30"),
            ("digest_hour", "8"),
        ],
    )
    .await;
    let transport = smtp_transport(&app, sink.port);
    let to_anna = |sink: &SmtpSink| {
        sink.messages()
            .into_iter()
            .filter(|m| header(m, "To").unwrap().contains("anna@"))
            .count()
    };

    let first = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{first}/join"), &[])
        .await;
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    assert_eq!(to_anna(&sink), 1, "the first mail goes at once");
    let second = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{second}/join"), &[])
        .await;
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    assert_eq!(to_anna(&sink), 1, "the next waits for the 30 minutes");
    let held: chrono::DateTime<chrono::Utc> = sqlx::query_scalar("SELECT min(send_after) FROM outbox WHERE user_id = $1 AND sent_at IS NULL AND dropped_at IS NULL")
        .bind(anna_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(held > chrono::Utc::now() + chrono::Duration::minutes(25));

    // Anna mutes the second game: when the batch is due, nothing about it goes.
    let response = app
        .post_form(&anna, &format!("/games/{second}/mail"), &[("muted", "1")])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    sqlx::query("UPDATE users SET last_notified_at = now() - interval '1 hour' WHERE id = $1")
        .bind(anna_id)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE outbox SET send_after = now() WHERE user_id = $1")
        .bind(anna_id)
        .execute(&app.pool)
        .await
        .unwrap();
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    assert_eq!(to_anna(&sink), 1, "the muted game's mail was dropped");
    let dropped: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE user_id = $1 AND game_id = $2 AND dropped_at IS NOT NULL")
        .bind(anna_id)
        .bind(second)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(dropped >= 1);
}

#[tokio::test]
async fn permanent_failures_show_on_the_settings_page() {
    let app = spawn_app().await;
    let anna = browser();
    app.sign_up(&anna, "anna").await;
    app.post_form(&browser(), "/reset", &[("email", "anna@example.org")])
        .await;
    // The address is refused for good (as a server answering 550 would).
    sqlx::query(
        "UPDATE outbox SET failed_at = now(), last_error = 'permanent: 550 mailbox unavailable'",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    let (_, settings) = app.page(&anna, "/settings").await;
    assert!(settings.contains("Emails that could not be delivered"));
    assert!(settings.contains("550 mailbox unavailable"));
}

/// The settings form with these quiet hours (and the rest as a player
/// leaves it).
fn quiet_settings<'a>(from: &'a str, to: &'a str, days: &[&'a str]) -> Vec<(&'a str, &'a str)> {
    let mut form = vec![
        ("language", ""),
        ("time_zone", "UTC"),
        ("until", ""),
        ("mode", "immediate"),
        ("batch_minutes", "60"),
        ("digest_hour", "8"),
        ("quiet_from", from),
        ("quiet_to", to),
    ];
    form.extend(days.iter().map(|day| (*day, "1")));
    form
}

#[tokio::test]
async fn quiet_hours_hold_notifications_until_they_end_and_are_checked() {
    use chrono::Timelike;
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    // Quiet from this hour (UTC, anna's zone) for two hours.
    let now = chrono::Utc::now();
    let from = now.format("%-H").to_string();
    let to = ((now.hour() + 2) % 24).to_string();
    let saved = app
        .post_form(&anna, "/settings", &quiet_settings(&from, &to, &[]))
        .await;
    assert_eq!(saved.status().as_u16(), 303);
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains(&format!(
        "name=\"quiet_from\" min=\"0\" max=\"23\" value=\"{from}\""
    )));

    let game = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let mut settings = Settings::from_env().unwrap();
    settings.smtp = None;
    settings.data_dir = app.data_dir.path().to_path_buf();
    let transport = settings.mail_transport().unwrap();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let held: Vec<(
        Option<chrono::DateTime<chrono::Utc>>,
        chrono::DateTime<chrono::Utc>,
    )> = sqlx::query_as(
        "SELECT sent_at, send_after FROM outbox WHERE user_id = $1 AND game_id IS NOT NULL",
    )
    .bind(anna_id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert!(!held.is_empty(), "anna has game mail");
    let quiet_ends = (now + chrono::Duration::hours(2))
        .date_naive()
        .and_hms_opt((now.hour() + 2) % 24, 0, 0)
        .unwrap()
        .and_utc();
    for (sent, send_after) in &held {
        assert_eq!(*sent, None, "nothing reaches anna in her quiet hours");
        assert_eq!(*send_after, quiet_ends, "held until they end");
    }
    // Bob has none: his mail went.
    let bobs_pending: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox o JOIN users u ON u.id = o.user_id
         WHERE u.username = 'bob' AND o.sent_at IS NULL AND o.dropped_at IS NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(bobs_pending, 0);

    // Once the quiet is over, it goes.
    sqlx::query("UPDATE users SET quiet_from = NULL, quiet_to = NULL WHERE id = $1")
        .bind(anna_id)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE outbox SET send_after = now() WHERE user_id = $1")
        .bind(anna_id)
        .execute(&app.pool)
        .await
        .unwrap();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let unsent: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE user_id = $1 AND sent_at IS NULL AND dropped_at IS NULL",
    )
    .bind(anna_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(unsent, 0);

    // Refusals change nothing: one hour alone, the same hour twice, every
    // day of the week, an hour out of range.
    let every_day = [
        "quiet_mon",
        "quiet_tue",
        "quiet_wed",
        "quiet_thu",
        "quiet_fri",
        "quiet_sat",
        "quiet_sun",
    ];
    for (form, status) in [
        (quiet_settings("22", "", &[]), 400),
        (quiet_settings("7", "7", &[]), 400),
        (quiet_settings("", "", &every_day), 400),
        (quiet_settings("24", "7", &[]), 400),
    ] {
        let refused = app.post_form(&anna, "/settings", &form).await;
        assert_eq!(refused.status().as_u16(), status, "{form:?}");
    }
    let kept: (Option<i16>, Option<i16>, i16) =
        sqlx::query_as("SELECT quiet_from, quiet_to, quiet_days FROM users WHERE id = $1")
            .bind(anna_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(kept, (None, None, 0), "nothing was saved by a refused form");
    // Weekend days are kept as ticked.
    let saved = app
        .post_form(
            &anna,
            "/settings",
            &quiet_settings("", "", &["quiet_sat", "quiet_sun"]),
        )
        .await;
    assert_eq!(saved.status().as_u16(), 303);
    let days: i16 = sqlx::query_scalar("SELECT quiet_days FROM users WHERE id = $1")
        .bind(anna_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(days, 0b110_0000);
}

/// The turn mail lists what the player may decide, numbered: every choice
/// in the engine's order while there are at most 20, else one line per kind
/// of action with how many choices it holds; in the player's language.
#[tokio::test]
async fn the_turn_mail_lists_the_choices_numbered() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let transport = app.folder_transport();
    let mut seen = (false, false);
    for kind in ["torres", "carolus-magnus", "carolingi"] {
        let game = app
            .create_game(&anna, &[("kind", kind), ("seats", "2")])
            .await;
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await;
        drain_once(&app.pool, &transport, FROM).await.unwrap();
        let mover = app.user_at(game, app.waiting_seat(game).await).await;
        let body: String = sqlx::query_scalar(
            "SELECT body_text FROM outbox WHERE user_id = $1 AND sent_at IS NOT NULL
               AND gathered_into IS NULL AND game_id = $2 ORDER BY id DESC LIMIT 1",
        )
        .bind(mover)
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        let state = app.api_game(&app.api_token(mover).await, game).await;
        let legal = state["legal_actions"].as_array().unwrap();
        // Answerable by reply here (the suite configures a reply domain).
        assert!(
            body.contains("Your choices now (reply to this mail with the number or letter"),
            "{kind}: {body}"
        );
        let listed: Vec<&str> = body
            .lines()
            .skip_while(|line| !line.starts_with("Your choices now"))
            .skip(1)
            .take_while(|line| line.starts_with("  "))
            .collect();
        if legal.len() <= 20 {
            seen.0 = true;
            // Each choice on a line of its own, named by its place while no
            // label carries a number, else by its own number or a letter;
            // words shared by a run of lines said once above them.
            let digits = legal.iter().any(|offer| {
                offer["label"]
                    .as_str()
                    .unwrap()
                    .contains(|c: char| c.is_ascii_digit())
            });
            let mut shared = String::new();
            let mut read = Vec::new();
            for line in &listed {
                let (key, words) = (line[..4].trim(), &line[6..]);
                if key.is_empty() {
                    shared = words.trim_end_matches('…').to_owned();
                    continue;
                }
                let label = match words.strip_prefix("  ") {
                    Some(rest) if rest.starts_with('(') => format!("{shared}{key} {rest}"),
                    Some(rest) => format!("{shared}{rest}"),
                    None => words.to_owned(),
                };
                read.push((key.to_owned(), label));
            }
            assert_eq!(read.len(), legal.len(), "{kind}: {body}");
            for (index, ((key, label), offer)) in read.iter().zip(legal).enumerate() {
                assert_eq!(label, offer["label"].as_str().unwrap(), "{kind}: {body}");
                if !digits {
                    assert_eq!(*key, (index + 1).to_string(), "{kind}");
                }
            }
        } else {
            seen.1 = true;
            // The first step of the board's path (or a kind of button),
            // each line a choice or a shorter list.
            let labels: Vec<&str> = legal
                .iter()
                .map(|offer| offer["label"].as_str().unwrap())
                .collect();
            assert!(listed.len() <= 20, "{kind}: {body}");
            for line in &listed {
                let words = line.get(6..).unwrap_or_default();
                assert!(
                    labels.contains(&words)
                        || words.ends_with(" choices)")
                        || words.contains(" … "),
                    "{kind}: {line}"
                );
            }
        }
    }
    assert!(seen.0, "a short list was checked");
}
