//! The reply receiver under attack (issue 39): everything it reads is
//! bounded while it is read. A line of hundreds of megabytes, a hundred
//! idle connections, a sender dripping a byte at a time, a mail of 10 MB and
//! a DNS that never answers each get their answer and change nothing, the
//! memory of the process stays put, and a genuine reply from another
//! address plays meanwhile.
//!
//! A test binary of its own: the app runs inside the test's process, whose
//! resident memory is what is measured, so no other test may allocate
//! beside it (in the api binary a hundred others did, and the measure
//! moved by 20 MB with them). Its two tests take turns for the same reason.

// The api tests' `spawn_app()` and helpers, shared as they are.
#[allow(dead_code)]
#[path = "../api/helpers.rs"]
mod helpers;

use helpers::{browser, fresh_database, spawn_app_configured, TestApp};
use scriptorium::reply::smtp::Limits;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpSocket, TcpStream};

const LIMITS: Limits = Limits {
    idle: Duration::from_secs(2),
    session: Duration::from_secs(4),
    per_client: 8,
    in_all: 128,
};

async fn app_with_receiver(
    configure: impl FnOnce(&mut scriptorium::app::config::Settings),
) -> TestApp {
    spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
        settings.inbound_smtp_limits = LIMITS;
        configure(settings);
    })
    .await
}

/// Held by each test for its whole run: they never overlap.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// This process's resident memory (the app runs in it), in bytes.
fn resident() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .unwrap()
        * 1024
}

/// A connection to the receiver from `from` (an address of the loopback
/// network: each is a client of its own).
async fn connect(app: &TestApp, from: &str) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(format!("{from}:0").parse::<SocketAddr>().unwrap())
        .unwrap();
    socket
        .connect(
            format!("127.0.0.1:{}", app.reply_port.unwrap())
                .parse()
                .unwrap(),
        )
        .await
        .unwrap()
}

/// The next answer of the receiver (its last line), or `None` once closed.
async fn answer(reader: &mut BufReader<TcpStream>) -> Option<String> {
    loop {
        let mut line = String::new();
        match tokio::time::timeout(Duration::from_secs(15), reader.read_line(&mut line)).await {
            Ok(Ok(0)) | Ok(Err(_)) | Err(_) => return None,
            Ok(Ok(_)) => {}
        }
        // "250-" continues, "250 " ends.
        if line.as_bytes().get(3) != Some(&b'-') {
            return Some(line.trim_end().to_owned());
        }
    }
}

async fn say(reader: &mut BufReader<TcpStream>, line: &str) -> Option<String> {
    reader
        .get_mut()
        .write_all(format!("{line}\r\n").as_bytes())
        .await
        .ok()?;
    answer(reader).await
}

/// A whole SMTP conversation from `from`: the reply `body` from `sender`
/// to `to`; the answer to the end of its data.
async fn deliver(app: &TestApp, from: &str, sender: &str, to: &str, body: &str) -> Option<String> {
    let mut reader = BufReader::new(connect(app, from).await);
    assert!(answer(&mut reader).await?.starts_with("220"));
    assert!(say(&mut reader, "EHLO client.example.org")
        .await?
        .starts_with("250"));
    assert!(say(&mut reader, &format!("MAIL FROM:<{sender}>"))
        .await?
        .starts_with("250"));
    assert!(say(&mut reader, &format!("RCPT TO:<{to}>"))
        .await?
        .starts_with("250"));
    assert!(say(&mut reader, "DATA").await?.starts_with("354"));
    let message = format!(
        "From: <{sender}>\r\nTo: <{to}>\r\nSubject: Re: Your turn\r\nMessage-ID: <{}@example.org>\r\n\r\n{body}\r\n.",
        uuid::Uuid::new_v4()
    );
    let done = say(&mut reader, &message).await;
    let _ = say(&mut reader, "QUIT").await;
    done
}

#[tokio::test]
async fn the_receiver_bounds_what_it_reads_and_a_genuine_reply_still_plays() {
    let _alone = ONE_AT_A_TIME.lock().await;
    let app = app_with_receiver(|_| {}).await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let mover_mail = if mover == anna_id {
        "anna@example.org"
    } else {
        let _ = bob_id;
        "bob@example.org"
    };
    let (reply_to, _) = app.turn_mail_reply_to(mover, game).await;
    let before = app.seq(game).await;
    let memory_before = resident();

    // 1. One line without end: answered and closed after its bound; what
    //    the client could still push is what the sockets' buffers hold.
    let mut long = BufReader::new(connect(&app, "127.0.0.1").await);
    assert!(answer(&mut long).await.unwrap().starts_with("220"));
    let chunk = vec![b'a'; 1 << 20];
    long.get_mut().write_all(b"EHLO ").await.unwrap();
    let mut pushed = 0usize;
    while pushed < 512 << 20 {
        match tokio::time::timeout(Duration::from_secs(5), long.get_mut().write_all(&chunk)).await {
            Ok(Ok(())) => pushed += chunk.len(),
            _ => break,
        }
    }
    let refused = answer(&mut long).await;
    assert!(
        refused
            .as_deref()
            .is_some_and(|line| line.starts_with("500")),
        "{refused:?} after {pushed} bytes"
    );
    assert!(
        pushed < 64 << 20,
        "the receiver kept reading: {pushed} bytes"
    );
    drop(long);

    // 2. A hundred idle connections from one address: its share is
    //    greeted, the rest refused at once, and the idle ones are closed.
    let mut idle = Vec::new();
    for _ in 0..100 {
        idle.push(BufReader::new(connect(&app, "127.0.0.1").await));
    }
    let mut greeted = 0;
    let mut refused = 0;
    for connection in &mut idle {
        match answer(connection).await.as_deref() {
            Some(line) if line.starts_with("220") => greeted += 1,
            Some(line) if line.starts_with("421") => refused += 1,
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(
        (greeted, refused),
        (LIMITS.per_client, 100 - LIMITS.per_client)
    );

    // 3. Meanwhile a genuine reply from another address plays.
    let started = Instant::now();
    let played = deliver(&app, "127.0.0.2", mover_mail, &reply_to, "1").await;
    let took = started.elapsed();
    assert_eq!(played.as_deref().map(|line| &line[..3]), Some("250"));
    assert!(app.seq(game).await > before, "the reply played");
    eprintln!("a genuine reply beside 100 idle connections played in {took:?}");

    // The idle ones are closed after `idle`: the address may connect again.
    for connection in &mut idle {
        assert_eq!(answer(connection).await, None, "closed when idle");
    }
    drop(idle);

    // 4. A slow sender, a byte at a time: cut at the session's end.
    let mut slow = BufReader::new(connect(&app, "127.0.0.1").await);
    assert!(answer(&mut slow).await.unwrap().starts_with("220"));
    let started = Instant::now();
    let mut dripped = 0;
    loop {
        if slow.get_mut().write_all(b"N").await.is_err() {
            break;
        }
        dripped += 1;
        let mut byte = [0u8; 64];
        match tokio::time::timeout(Duration::from_millis(500), slow.get_mut().read(&mut byte)).await
        {
            Ok(Ok(0)) | Ok(Err(_)) => break,
            _ => {}
        }
        assert!(started.elapsed() < Duration::from_secs(30), "never cut off");
    }
    eprintln!(
        "a slow sender was cut after {:?} ({dripped} bytes)",
        started.elapsed()
    );

    // 5. A mail of 10 MB: refused past the size the receiver advertises.
    let mut big = BufReader::new(connect(&app, "127.0.0.3").await);
    assert!(answer(&mut big).await.unwrap().starts_with("220"));
    let ehlo = say(&mut big, "EHLO big.example.org").await.unwrap();
    assert!(ehlo.starts_with("250"));
    assert!(say(&mut big, &format!("MAIL FROM:<{mover_mail}>"))
        .await
        .unwrap()
        .starts_with("250"));
    assert!(say(&mut big, &format!("RCPT TO:<{reply_to}>"))
        .await
        .unwrap()
        .starts_with("250"));
    assert!(say(&mut big, "DATA").await.unwrap().starts_with("354"));
    let line = format!("{}\r\n", "x".repeat(996));
    let mut sent = 0;
    while sent < 10 << 20 {
        if big.get_mut().write_all(line.as_bytes()).await.is_err() {
            break;
        }
        sent += line.len();
    }
    let _ = big.get_mut().write_all(b".\r\n").await;
    let too_big = answer(&mut big).await;
    assert!(
        too_big
            .as_deref()
            .is_some_and(|line| line.starts_with("552")),
        "{too_big:?}"
    );
    // The SIZE the client declares is refused at once.
    let mut declared = BufReader::new(connect(&app, "127.0.0.3").await);
    answer(&mut declared).await.unwrap();
    say(&mut declared, "EHLO big.example.org").await.unwrap();
    let refused = say(
        &mut declared,
        &format!("MAIL FROM:<{mover_mail}> SIZE=10485760"),
    )
    .await
    .unwrap();
    assert!(refused.starts_with("552"), "{refused}");

    // Nothing of it changed the game; the memory stayed put.
    let after_all = app.seq(game).await;
    let grown = resident().saturating_sub(memory_before);
    eprintln!("resident memory grew by {} kB", grown / 1024);
    assert!(grown < 10 << 20, "memory grew by {grown} bytes");
    // Only the genuine reply played: one decision, whatever it led to.
    let decided: i64 = sqlx::query_scalar(
        "SELECT count(DISTINCT action_no) FROM game_events WHERE game_id = $1 AND seq > $2",
    )
    .bind(game)
    .bind(before)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(decided, 1, "{before} → {after_all}");
}

/// A DNS that never answers holds a reply the check's budget at most, and
/// the sending server is asked to try again later (nothing is lost).
#[tokio::test]
async fn a_dns_that_does_not_answer_gets_a_try_again_later_in_seconds() {
    let _alone = ONE_AT_A_TIME.lock().await;
    // A resolver that takes every question and answers none.
    let silent = tokio::net::UdpSocket::bind("127.0.0.1:0").await.unwrap();
    let silent_address = silent.local_addr().unwrap();
    let app = app_with_receiver(|settings| {
        settings.inbound_verify = true;
        settings.inbound_dns = vec![silent_address];
        // Time enough for the checks' whole budget.
        settings.inbound_smtp_limits.session = Duration::from_secs(30);
    })
    .await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let mover_mail: String = sqlx::query_scalar("SELECT email FROM users WHERE id = $1")
        .bind(mover)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let (reply_to, _) = app.turn_mail_reply_to(mover, game).await;
    let before = app.seq(game).await;
    let started = Instant::now();
    let answered = deliver(&app, "127.0.0.1", &mover_mail, &reply_to, "1").await;
    eprintln!("answered {answered:?} after {:?}", started.elapsed());
    assert_eq!(answered.as_deref().map(|line| &line[..3]), Some("451"));
    assert_eq!(app.seq(game).await, before, "nothing played");
    drop(silent);
}
