//! Issue 31, play by reply, against real mail infrastructure: SPF, DKIM and
//! DMARC checked (`INBOUND_VERIFY`) with the players' domains served by a
//! DNS server of the test's own; replies read from an IMAP mailbox over
//! TLS (Dovecot); and the shapes of mail a receiver meets (HTML only, an
//! attachment, broken MIME, list mail).

use crate::helpers::{browser, fresh_database, spawn_app_configured, TestApp, TEST_KEY};
use crate::mail_servers::{Dns, Imap};
use crate::reply::answers;
use base64::Engine;
use lettre::address::Envelope;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment, MultiPart, SinglePart};
use lettre::{AsyncTransport, Message};
use mail_auth::common::crypto::Ed25519Key;
use mail_auth::common::headers::HeaderWriter;
use mail_auth::dkim::DkimSigner;
use scriptorium::mail::reply_address::ReplyToken;
use scriptorium::reply::imap::ImapSettings;
use secrecy::SecretString;
use std::time::{Duration, Instant};
use uuid::Uuid;

/// A signing key, and its DNS record.
fn dkim_key() -> (Vec<u8>, String) {
    let pkcs8 = Ed25519Key::generate_pkcs8().expect("a key");
    let key = Ed25519Key::from_pkcs8_der(&pkcs8).expect("the key reads back");
    let public = base64::engine::general_purpose::STANDARD.encode(key.public_key());
    (pkcs8, format!("v=DKIM1; k=ed25519; p={public}"))
}

/// `raw` with a DKIM signature by `domain` (selector `sel`) on top.
fn signed(pkcs8: &[u8], domain: &str, raw: &[u8]) -> Vec<u8> {
    let key = Ed25519Key::from_pkcs8_der(pkcs8).unwrap();
    let signature = DkimSigner::from_key(key)
        .domain(domain)
        .selector("sel")
        .headers(["From", "To", "Subject", "Message-ID"])
        .sign(raw)
        .expect("signed");
    let mut out = signature.to_header().into_bytes();
    out.extend_from_slice(raw);
    out
}

/// The domains of the test: what each publishes.
fn records(dkim_record: &str) -> Vec<(&'static str, String)> {
    vec![
        // Signs its mail; its servers are elsewhere (SPF never passes here).
        ("dkim.test", "v=spf1 -all".into()),
        ("sel._domainkey.dkim.test", dkim_record.into()),
        ("_dmarc.dkim.test", "v=DMARC1; p=reject".into()),
        // Another domain with a valid key: its signature is not the author's.
        ("sel._domainkey.elsewhere.test", dkim_record.into()),
        ("elsewhere.test", "v=spf1 ip4:127.0.0.1 -all".into()),
        // Sends from this host, asks for DMARC but only to watch (p=none).
        ("spf.test", "v=spf1 ip4:127.0.0.1 -all".into()),
        ("_dmarc.spf.test", "v=DMARC1; p=none".into()),
        // Sends from this host and publishes no DMARC.
        ("nodmarc.test", "v=spf1 ip4:127.0.0.1 -all".into()),
    ]
}

fn start_dns(dkim_record: &str) -> Dns {
    let records = records(dkim_record);
    let records: Vec<(&str, &str)> = records
        .iter()
        .map(|(name, text)| (*name, text.as_str()))
        .collect();
    Dns::start(&records)
}

async fn set_email(app: &TestApp, user: Uuid, email: &str) {
    sqlx::query("UPDATE users SET email = $2, email_key = lower($2) WHERE id = $1")
        .bind(user)
        .bind(email)
        .execute(&app.pool)
        .await
        .unwrap();
}

/// The player to move and the reply address of their turn.
async fn mover(app: &TestApp, game: Uuid) -> (Uuid, String) {
    let record = scriptorium::store::games::load(&app.pool, game)
        .await
        .unwrap()
        .unwrap();
    let seat = record.waiting_on[0];
    let user = app.user_at(game, seat).await;
    let token = ReplyToken {
        game,
        seat: seat.seat().0,
        seq: record.seq,
        path: vec![],
        question: None,
    };
    (user, token.address(TEST_KEY.as_bytes()).unwrap())
}

async fn two_player_game(app: &TestApp) -> Uuid {
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    game
}

/// A reply as sent, bytes (to sign, or to send as they are).
fn raw(from: &str, to: &str, body: &str, id: &str) -> Vec<u8> {
    crate::reply::reply(from, to, body, id).formatted()
}

async fn send_raw(app: &TestApp, mail_from: &str, to: &str, raw: &[u8]) {
    let envelope =
        Envelope::new(Some(mail_from.parse().unwrap()), vec![to.parse().unwrap()]).unwrap();
    crate::reply::smtp(app)
        .send_raw(&envelope, raw)
        .await
        .expect("the receiver takes it");
}

async fn outcomes(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar("SELECT coalesce(outcome, '') FROM inbound_mail ORDER BY received_at")
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn with_checks_on_only_mail_that_proves_its_sender_plays() {
    let (pkcs8, dkim_record) = dkim_key();
    let dns = start_dns(&dkim_record);
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
        settings.inbound_verify = true;
        settings.inbound_dns = vec![dns.address()];
    })
    .await;
    let game = two_player_game(&app).await;

    // A player whose domain signs its mail (DMARC p=reject).
    let (user, to) = mover(&app, game).await;
    set_email(&app, user, "mover@dkim.test").await;
    let before = app.seq(game).await;
    // Unsigned, from a host the domain's SPF does not name.
    send_raw(
        &app,
        "mover@dkim.test",
        &to,
        &raw("mover@dkim.test", &to, "1", "<u1@dkim.test>"),
    )
    .await;
    // Signed, but by another domain (a valid signature, not the author's).
    let other = signed(
        &pkcs8,
        "elsewhere.test",
        &raw("mover@dkim.test", &to, "1", "<u2@dkim.test>"),
    );
    send_raw(&app, "mover@dkim.test", &to, &other).await;
    // Signed by the domain, then altered on the way.
    let good = signed(
        &pkcs8,
        "dkim.test",
        &raw("mover@dkim.test", &to, "1", "<u3@dkim.test>"),
    );
    let altered = String::from_utf8(good.clone())
        .unwrap()
        .replace("\r\n\r\n1", "\r\n\r\n2");
    assert_ne!(altered.as_bytes(), good.as_slice());
    send_raw(&app, "mover@dkim.test", &to, altered.as_bytes()).await;
    assert_eq!(app.seq(game).await, before, "no unproven reply played");
    assert!(
        answers(&app, user).await.is_empty(),
        "and none was answered"
    );
    // Signed by the domain, as sent: it plays.
    let good = signed(
        &pkcs8,
        "dkim.test",
        &raw("mover@dkim.test", &to, "1", "<u4@dkim.test>"),
    );
    send_raw(&app, "mover@dkim.test", &to, &good).await;
    assert!(app.seq(game).await > before, "the signed reply played");
    assert_eq!(answers(&app, user).await.len(), 1);

    // A player whose domain names this host in SPF and asks DMARC p=none.
    let (user, to) = mover(&app, game).await;
    set_email(&app, user, "mover@spf.test").await;
    let before = app.seq(game).await;
    // The envelope's domain passes SPF but is not the author's.
    send_raw(
        &app,
        "bounces@elsewhere.test",
        &to,
        &raw("mover@spf.test", &to, "1", "<s1@spf.test>"),
    )
    .await;
    assert_eq!(
        app.seq(game).await,
        before,
        "an SPF pass for another domain is no proof"
    );
    send_raw(
        &app,
        "mover@spf.test",
        &to,
        &raw("mover@spf.test", &to, "1", "<s2@spf.test>"),
    )
    .await;
    assert!(app.seq(game).await > before, "an aligned SPF pass plays");

    // A domain without DMARC: the same alignment is asked for.
    let (user, to) = mover(&app, game).await;
    set_email(&app, user, "mover@nodmarc.test").await;
    let before = app.seq(game).await;
    send_raw(
        &app,
        "mover@nodmarc.test",
        &to,
        &raw("mover@nodmarc.test", &to, "1", "<n1@nodmarc.test>"),
    )
    .await;
    assert!(
        app.seq(game).await > before,
        "SPF aligned without DMARC plays"
    );

    // Refusals are logged, not recorded: a forged mail must not take the
    // Message-ID of the genuine one it imitates.
    let outcomes = outcomes(&app).await;
    assert_eq!(outcomes, ["played", "played", "played"]);
    app.assert_projection_is_fold(game).await;
}

/// Waits until `done` holds, for at most 30 s (the poller reads every 0.2 s).
async fn eventually<F, Fut>(mut done: F, what: &str)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let started = Instant::now();
    while !done().await {
        assert!(started.elapsed() < Duration::from_secs(30), "{what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn replies_are_read_from_an_imap_mailbox_over_tls_and_deleted() {
    let (pkcs8, dkim_record) = dkim_key();
    let dns = start_dns(&dkim_record);
    let imap = Imap::start();
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_verify = true;
        settings.inbound_dns = vec![dns.address()];
        settings.inbound_imap = Some(ImapSettings {
            host: "localhost".into(),
            port: imap.port,
            tls: true,
            extra_ca: Some(imap.ca.clone()),
            username: imap.user.into(),
            password: SecretString::from(imap.password),
            mailbox: "INBOX".into(),
            every: Duration::from_millis(200),
        });
    })
    .await;
    let game = two_player_game(&app).await;
    let (user, to) = mover(&app, game).await;
    set_email(&app, user, "mover@dkim.test").await;
    let before = app.seq(game).await;
    let delivered = |raw: Vec<u8>| {
        let mut with_envelope =
            format!("Return-Path: <mover@dkim.test>\r\nDelivered-To: {to}\r\n").into_bytes();
        with_envelope.extend(raw);
        with_envelope
    };
    // Unsigned: a mailbox cannot judge SPF, and DMARC asks for proof.
    imap.deliver(&delivered(raw(
        "mover@dkim.test",
        &to,
        "1",
        "<i1@dkim.test>",
    )));
    // A bounce (empty Return-Path).
    imap.deliver(
        format!("Return-Path: <>\r\nDelivered-To: {to}\r\n")
            .as_bytes()
            .iter()
            .copied()
            .chain(raw("mailer-daemon@dkim.test", &to, "1", "<i2@dkim.test>"))
            .collect::<Vec<u8>>()
            .as_slice(),
    );
    // Too large to be a reply (300 KB).
    let big = "1\n".to_owned() + &format!("{}\n", "x".repeat(75)).repeat(4_000);
    imap.deliver(&delivered(raw(
        "mover@dkim.test",
        &to,
        &big,
        "<i3@dkim.test>",
    )));
    // Signed by the player's domain: it plays.
    imap.deliver(&delivered(signed(
        &pkcs8,
        "dkim.test",
        &raw("mover@dkim.test", &to, "1", "<i4@dkim.test>"),
    )));
    eventually(
        || async { imap.messages() == 0 },
        "the poller read and deleted all four",
    )
    .await;
    assert!(app.seq(game).await > before, "the signed reply played");
    // The unsigned reply, the bounce and the large one were dropped
    // without a record (see above); only the signed one was read.
    assert_eq!(outcomes(&app).await, ["played"]);
    assert_eq!(
        answers(&app, user).await.len(),
        1,
        "one answer, to the played reply"
    );
    // The same message delivered again (a lost delete): read, not replayed.
    let seq = app.seq(game).await;
    imap.deliver(&delivered(signed(
        &pkcs8,
        "dkim.test",
        &raw("mover@dkim.test", &to, "1", "<i4@dkim.test>"),
    )));
    eventually(|| async { imap.messages() == 0 }, "the repeat was read").await;
    assert_eq!(app.seq(game).await, seq);
    assert_eq!(answers(&app, user).await.len(), 1);
}

#[tokio::test]
async fn html_only_replies_and_attachments_are_read_and_broken_mail_changes_nothing() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
    })
    .await;
    let game = two_player_game(&app).await;
    let email_of = |user: Uuid, app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT email FROM users WHERE id = $1")
                .bind(user)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };

    // List mail (Precedence: bulk) and broken MIME: nothing happens.
    let (user, to) = mover(&app, game).await;
    let from = email_of(user, &app).await;
    let before = app.seq(game).await;
    let bulk = Message::builder()
        .from(from.parse().unwrap())
        .to(to.parse().unwrap())
        .subject("Digest")
        .message_id(Some("<bulk@example.org>".into()))
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Precedence"),
            "bulk".into(),
        ))
        .body("1".to_owned())
        .unwrap();
    send_raw(&app, &from, &to, &bulk.formatted()).await;
    let broken = format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re\r\nMessage-ID: <broken@example.org>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"nowhere\"\r\n\r\n--elsewhere\r\n\x00\x01\x02garbage\r\n"
    );
    send_raw(&app, &from, &to, broken.as_bytes()).await;
    assert_eq!(app.seq(game).await, before, "neither made a move");

    // HTML only, the number in a paragraph above the quoted mail.
    let html = Message::builder()
        .from(from.parse().unwrap())
        .to(to.parse().unwrap())
        .subject("Re: Your turn")
        .message_id(Some("<html@example.org>".into()))
        .singlepart(SinglePart::html(
            "<div dir=\"ltr\"><p>1</p></div><blockquote><p>Your turn</p><p>2 Something</p></blockquote>".to_owned(),
        ))
        .unwrap();
    send_raw(&app, &from, &to, &html.formatted()).await;
    assert!(app.seq(game).await > before, "the HTML reply played");

    // The number in the text, a file attached (not read).
    let (user, to) = mover(&app, game).await;
    let from = email_of(user, &app).await;
    let before = app.seq(game).await;
    let answered = answers(&app, user).await.len();
    let with_file = Message::builder()
        .from(from.parse().unwrap())
        .to(to.parse().unwrap())
        .subject("Re: Your turn")
        .message_id(Some("<attached@example.org>".into()))
        .multipart(
            MultiPart::mixed()
                .singlepart(SinglePart::plain("1\n".to_owned()))
                .singlepart(
                    Attachment::new("moves.txt".into())
                        .body("2\n3\n".to_owned(), ContentType::TEXT_PLAIN),
                ),
        )
        .unwrap();
    send_raw(&app, &from, &to, &with_file.formatted()).await;
    assert!(app.seq(game).await > before, "the text part played");
    assert_eq!(answers(&app, user).await.len(), answered + 1);
    // The list mail was dropped unanswered; the broken one had nothing to
    // read and was told so.
    assert_eq!(
        outcomes(&app).await,
        ["answered: nothing to read", "played", "played"]
    );
    app.assert_projection_is_fold(game).await;
}

/// Issue 42: SPF judges the host that connects, so it counts only for mail
/// delivered straight to the receiver. Mail passed on by a trusted relay
/// (`INBOUND_TRUSTED_RELAYS`, here the test's own host) must prove its
/// sender by DKIM: an SPF pass for the relay's address proves nothing.
#[tokio::test]
async fn mail_from_a_trusted_relay_is_judged_by_dkim_alone() {
    let (pkcs8, dkim_record) = dkim_key();
    let dns = start_dns(&dkim_record);
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
        settings.inbound_verify = true;
        settings.inbound_dns = vec![dns.address()];
        settings.inbound_trusted_relays =
            scriptorium::app::config::parse_trusted_relays("127.0.0.0/8").unwrap();
    })
    .await;
    let game = two_player_game(&app).await;

    // spf.test names this host in SPF: straight from it, its mail would
    // play (see above); through the relay, unsigned, it does not.
    let (user, to) = mover(&app, game).await;
    set_email(&app, user, "mover@spf.test").await;
    let before = app.seq(game).await;
    send_raw(
        &app,
        "mover@spf.test",
        &to,
        &raw("mover@spf.test", &to, "1", "<r1@spf.test>"),
    )
    .await;
    assert_eq!(app.seq(game).await, before, "no SPF through a relay");
    assert!(answers(&app, user).await.is_empty());

    // Signed by its domain, relayed: it plays.
    set_email(&app, user, "mover@dkim.test").await;
    let good = signed(
        &pkcs8,
        "dkim.test",
        &raw("mover@dkim.test", &to, "1", "<r2@dkim.test>"),
    );
    send_raw(&app, "mover@dkim.test", &to, &good).await;
    assert!(app.seq(game).await > before, "DKIM through a relay plays");
    assert_eq!(outcomes(&app).await, ["played"]);
}
