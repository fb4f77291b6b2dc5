//! Issue 31, play by reply: lettre sends replies into the app's own SMTP
//! receiver on 127.0.0.1 — a turn made by answering the turn mail, a
//! choice made in two steps, words posted at the table, and bad mail that
//! changes nothing: a late reply, the same mail twice, a forged sender,
//! an altered token, an automatic reply, a bounce, an oversized mail, a
//! relay attempt.

use crate::helpers::{browser, fresh_database, spawn_app_configured, TestApp, TEST_KEY};
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::transport::smtp::client::Tls;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use scriptorium::mail::reply_address::ReplyToken;
use uuid::Uuid;

async fn app_with_receiver() -> TestApp {
    spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
    })
    .await
}

pub(crate) fn smtp(app: &TestApp) -> AsyncSmtpTransport<Tokio1Executor> {
    AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
        .port(app.reply_port.expect("the reply receiver runs"))
        .tls(Tls::None)
        .build()
}

/// A reply from `from` to `to` saying `body`, with its own Message-ID.
pub(crate) fn reply(from: &str, to: &str, body: &str, message_id: &str) -> Message {
    Message::builder()
        .from(from.parse().unwrap())
        .to(to.parse().unwrap())
        .subject("Re: Your turn")
        .message_id(Some(message_id.to_owned()))
        .body(body.to_owned())
        .unwrap()
}

async fn send(app: &TestApp, message: Message) -> Result<(), String> {
    let result = smtp(app)
        .send(message)
        .await
        .map(|_| ())
        .map_err(|error| error.to_string());
    result
}

/// The answers the receiver queued for `user`, oldest first.
pub(crate) async fn answers(app: &TestApp, user: Uuid) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT body_text FROM outbox WHERE user_id = $1 AND kind = 'reply_answer' ORDER BY id",
    )
    .bind(user)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

async fn messages_at_table(app: &TestApp, game: Uuid) -> Vec<String> {
    sqlx::query_scalar("SELECT body FROM game_messages WHERE game_id = $1 ORDER BY id")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// The reply address of the mover's turn mail, as sent.
pub(crate) async fn turn_mail_reply_to(app: &TestApp, user: Uuid, game: Uuid) -> (String, String) {
    app.turn_mail_reply_to(user, game).await
}

#[tokio::test]
async fn a_turn_is_played_by_answering_the_turn_mail_and_bad_mail_changes_nothing() {
    let app = app_with_receiver().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (mover_mail, other_mail) = if mover == anna_id {
        ("anna@example.org", "bob@example.org")
    } else {
        ("bob@example.org", "anna@example.org")
    };
    let (reply_to, body) = turn_mail_reply_to(&app, mover, game).await;
    assert!(reply_to.starts_with("play+") && reply_to.ends_with("@reply.scriptorium.test"));
    assert!(
        body.contains("reply to this mail with the number or letter"),
        "{body}"
    );
    assert!(body.contains("   1  "), "{body}");
    let before = app.seq(game).await;

    // A relay attempt: not an address of ours.
    let relayed = send(
        &app,
        reply(
            mover_mail,
            "someone@elsewhere.example",
            "1",
            "<relay@example.org>",
        ),
    )
    .await;
    assert!(relayed.is_err(), "no relay");
    // A forged sender with the mover's token: nothing happens, no answer.
    send(
        &app,
        reply(other_mail, &reply_to, "1", "<forged@example.org>"),
    )
    .await
    .unwrap();
    // An altered token.
    let altered = reply_to
        .replacen("play+a", "play+b", 1)
        .replacen("play+b", "play+c", 1);
    let altered = if altered == reply_to {
        reply_to.replacen("play+", "play+a", 1)
    } else {
        altered
    };
    send(
        &app,
        reply(mover_mail, &altered, "1", "<altered@example.org>"),
    )
    .await
    .unwrap();
    // An automatic reply ("I am away").
    let automatic = Message::builder()
        .from(mover_mail.parse().unwrap())
        .to(reply_to.parse().unwrap())
        .subject("Out of office")
        .message_id(Some("<away@example.org>".into()))
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Auto-Submitted"),
            "auto-replied".into(),
        ))
        .body("1".to_owned())
        .unwrap();
    send(&app, automatic).await.unwrap();
    // Oversized (300 KB): refused while it is read, past the SIZE the
    // receiver advertises (552), and nothing of it is kept.
    let big = "1\n".to_owned() + &format!("{}\n", "x".repeat(75)).repeat(4_000);
    let refused = send(
        &app,
        reply(mover_mail, &reply_to, &big, "<big@example.org>"),
    )
    .await;
    assert!(
        refused.as_ref().is_err_and(|error| error.contains("552")),
        "{refused:?}"
    );
    // A bounce (null sender).
    let bounce = reply(mover_mail, &reply_to, "1", "<bounce@example.org>");
    let envelope = lettre::address::Envelope::new(None, vec![reply_to.parse().unwrap()]).unwrap();
    // Refused at MAIL FROM by the receiver, or taken and dropped: either
    // way nothing happens and nothing answers it.
    let _ = smtp(&app).send_raw(&envelope, &bounce.formatted()).await;
    assert_eq!(app.seq(game).await, before, "none of that changed the game");
    assert!(answers(&app, anna_id).await.is_empty() && answers(&app, bob_id).await.is_empty());

    // The mover answers "1" above the quoted mail: the move is made once,
    // however often the same mail arrives.
    let answer = format!(
        "1\n\nOn Monday, Scriptorium wrote:\n> {}",
        body.replace('\n', "\n> ")
    );
    for _ in 0..2 {
        send(
            &app,
            reply(mover_mail, &reply_to, &answer, "<move-1@example.org>"),
        )
        .await
        .unwrap();
    }
    let after = app.seq(game).await;
    assert!(after > before, "the move was made");
    let said = answers(&app, mover).await;
    assert_eq!(said.len(), 1, "one answer: {said:?}");
    assert!(said[0].contains("Done: "), "{}", said[0]);
    // What the move changed, as the history tells it.
    assert!(said[0].contains("\n• "), "{}", said[0]);
    app.assert_projection_is_fold(game).await;

    // The same address again, later (another mail): the game moved on.
    send(
        &app,
        reply(mover_mail, &reply_to, "1", "<late@example.org>"),
    )
    .await
    .unwrap();
    assert_eq!(app.seq(game).await, after, "a late reply changes nothing");
    let said = answers(&app, mover).await;
    assert!(said.last().unwrap().contains("moved on"), "{said:?}");

    // Words are posted at the table, and said so.
    send(
        &app,
        reply(
            mover_mail,
            &reply_to,
            "Good game so far!\n\n> quoted",
            "<talk@example.org>",
        ),
    )
    .await
    .unwrap();
    assert_eq!(
        messages_at_table(&app, game).await,
        vec!["Good game so far!".to_owned()]
    );
    assert!(answers(&app, mover)
        .await
        .last()
        .unwrap()
        .contains("posted at the table"));
    let outcomes: Vec<String> =
        sqlx::query_scalar("SELECT outcome FROM inbound_mail ORDER BY received_at")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert!(
        outcomes.iter().any(|outcome| outcome == "played"),
        "{outcomes:?}"
    );
}

#[tokio::test]
async fn whole_turns_of_each_game_are_played_by_mail_following_the_board_s_steps() {
    let app = app_with_receiver().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let mail_of = |user: Uuid| {
        if user == anna_id {
            "anna@example.org"
        } else {
            "bob@example.org"
        }
    };
    let mut two_steps = false;
    let mut placed_on_five = false;
    for kind in ["torres", "carolus-magnus", "carolingi"] {
        let game = app
            .create_game(&anna, &[("kind", kind), ("seats", "2")])
            .await;
        app.post_form(&bob, &format!("/games/{game}/join"), &[])
            .await;
        // Whole turns of each game by mail, read from the answers' lists:
        // on until the turn has passed four times (a set-up turn each, then
        // a full turn each), and in Carolus Magnus until a paladin was
        // placed from a long list.
        let mut turns_passed = 0;
        let mut territory_five = false;
        let mut last_seat = None;
        for step in 0..120 {
            let record = scriptorium::store::games::load(&app.pool, game)
                .await
                .unwrap()
                .unwrap();
            let seat = record.waiting_on[0];
            if last_seat.is_some_and(|last| last != seat) {
                turns_passed += 1;
            }
            last_seat = Some(seat);
            if turns_passed >= 4
                && (kind != "carolus-magnus" || colour_listed(&app, &[anna_id, bob_id]).await)
            {
                assert!(step >= 4, "{kind}: {step} decisions");
                break;
            }
            assert!(step < 119, "{kind}: four turns by mail");
            let mover = app.user_at(game, seat).await;
            let token = ReplyToken {
                game,
                seat: seat.seat().0,
                seq: record.seq,
                path: vec![],
                question: None,
            };
            let to = token.address(TEST_KEY.as_bytes()).expect("a reply address");
            let before = record.seq;
            let mut key = key_at(&record, seat.seat().0, &[], step % 2);
            let mut to = to;
            // Follow shorter lists until a decision is made.
            for depth in 0..5 {
                let id = format!("<{kind}-{step}-{depth}@example.org>");
                send(&app, reply(mail_of(mover), &to, &key, &id))
                    .await
                    .unwrap();
                if app.seq(game).await > before {
                    break;
                }
                let answer = answers(&app, mover).await.pop().expect("an answer");
                let (reply_to, _): (String, i64) = sqlx::query_as(
                    "SELECT reply_to, id FROM outbox WHERE user_id = $1 AND kind = 'reply_answer'
                     ORDER BY id DESC LIMIT 1",
                )
                .bind(mover)
                .fetch_one(&app.pool)
                .await
                .unwrap();
                assert!(
                    answer.contains("You chose") || answer.contains("not one of the choices"),
                    "{answer}"
                );
                if answer.contains("You chose") {
                    two_steps = true;
                }
                let path =
                    scriptorium::mail::reply_address::token_of(&reply_to, TEST_KEY.as_bytes())
                        .expect("the answer's reply address")
                        .path;
                key = key_at(&record, seat.seat().0, &path, 0);
                // A list of territories (Carolus Magnus): 5 is territory 5.
                let territories = answer.contains(" paladin in territory …");
                if territories && answer.contains("\n   5    (") {
                    key = "5".into();
                    territory_five = true;
                }
                to = reply_to;
            }
            assert!(
                app.seq(game).await > before,
                "{kind}, step {step}: a decision was made by mail: {:?}",
                answers(&app, mover).await.last()
            );
            if std::mem::take(&mut territory_five) {
                let done = answers(&app, mover).await.pop().unwrap();
                assert!(done.contains(" paladin in territory 5 ("), "{done}");
                placed_on_five = true;
            }
        }
        app.assert_projection_is_fold(game).await;
    }
    assert!(
        two_steps,
        "some decision was made in two steps (a step on the board, then a choice)"
    );
    // Issue 42: a territory is named by its own number (the list's fifth
    // line was territory 4).
    assert!(placed_on_five, "a paladin was placed by answering 5");
    // Carolus Magnus' paladins are listed as the board picks them: the
    // colour first, then where it goes.
    let mut said = answers(&app, anna_id).await;
    said.extend(answers(&app, bob_id).await);
    assert!(
        said.iter().any(
            |answer| answer.contains("You chose Place a paladin from your reserve: ")
                && answer.contains(" choices)")
        ),
        "{said:#?}"
    );
}

/// What a reply names the `index`th line (or the last) of the seat's menu
/// at `path` by, as the mail lists it.
fn key_at(
    record: &scriptorium::store::games::GameRecord,
    seat: u8,
    path: &[u16],
    index: usize,
) -> String {
    use scriptorium::mail::choices::{menu, of_table};
    use scriptorium::support::i18n::Lang;
    let entry = scriptorium::games::Registry::any(&record.kind).unwrap();
    let table = entry
        .engine
        .restore(record.state.as_ref().unwrap())
        .unwrap();
    let offered = of_table(
        entry,
        table.as_ref(),
        scriptorium_games::Seat(seat),
        Lang::default(),
    );
    let lines = menu(&offered, path, |summary| {
        scriptorium::mail::words::summary_words(Lang::default(), summary)
    })
    .unwrap();
    lines[index.min(lines.len() - 1)].key.to_string()
}

/// Whether a paladin's colour was chosen from a list by mail, the board's
/// first step ("You chose Place a paladin from your reserve: Red (16
/// choices)").
async fn colour_listed(app: &TestApp, users: &[Uuid]) -> bool {
    for user in users {
        if answers(app, *user).await.iter().any(|answer| {
            answer.contains("You chose Place a paladin from your reserve: ")
                && answer.contains(" choices)")
        }) {
            return true;
        }
    }
    false
}

/// A flood from one address meets its budget: 60 replies are read and
/// answered, the rest are refused unread and unanswered.
#[tokio::test]
async fn a_flood_of_replies_from_one_address_is_cut_off() {
    let app = app_with_receiver().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let seat: i16 =
        sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(anna_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let seat = u8::try_from(seat).unwrap();
    // An address of an earlier point of the game: each reply is read,
    // answered "moved on", and changes nothing.
    let late = ReplyToken {
        game,
        seat,
        seq: 0,
        path: vec![],
        question: None,
    }
    .address(TEST_KEY.as_bytes())
    .unwrap();
    let before = app.seq(game).await;
    for n in 0..70 {
        send(
            &app,
            reply(
                "anna@example.org",
                &late,
                "1",
                &format!("<flood-{n}@example.org>"),
            ),
        )
        .await
        .unwrap();
    }
    assert_eq!(answers(&app, anna_id).await.len(), 60, "the budget is 60");
    let read: i64 = sqlx::query_scalar("SELECT count(*) FROM inbound_mail")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(read, 60, "the rest were not read");
    assert_eq!(app.seq(game).await, before);
}
