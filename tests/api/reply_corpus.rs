//! Issue 42, play by reply as real mail clients write: a corpus of replies
//! to a turn mail laid out as Gmail (English, French, German, a wrapped
//! attribution, forwarded as a reply), Outlook (desktop text and HTML in
//! windows-1252 quoted-printable, "-----Original Message-----", on the web
//! and mobile, HTML only, with an inline image), Apple Mail and the iPhone
//! (format=flowed), Thunderbird (below the quote, above it, between
//! quoted parts, in German and French), K-9, FairEmail, Yahoo and Proton
//! write them, in base64 and ISO-8859-1 too, with signatures with and
//! without `-- ` (`tests/api/reply_corpus/*.eml`, and what each must be
//! read as in `expected.txt`).
//!
//! Each is read as its writer meant: a number (a digit, a word in one of
//! our languages, after a greeting) makes the move; a few words around a
//! number are asked about; words are posted exactly, and what is posted
//! shares no line with the mail it answers, nor names our sender, the
//! player's address or a link of ours.

use crate::helpers::{browser, fresh_database, spawn_app_configured, TestApp, TEST_KEY};
use crate::reply::{answers, smtp, turn_mail_reply_to};
use lettre::address::Envelope;
use lettre::AsyncTransport;
use mail_parser::MessageParser;
use scriptorium::mail::choices::Key;
use scriptorium::reply::said::{said, Said};
use scriptorium::reply::written::written;
use std::path::PathBuf;
use uuid::Uuid;

/// What a layout must be read as.
#[derive(Debug, Clone, PartialEq)]
enum Expected {
    /// The move of this number is made.
    Key(u16),
    /// "Did you mean this number?" is asked; nothing is done.
    Maybe(u16),
    /// Exactly these words are posted at the table.
    Words(String),
}

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/api/reply_corpus")
}

/// The corpus: each file's raw bytes and what it must be read as.
fn corpus() -> Vec<(String, Vec<u8>, Expected)> {
    let listed = std::fs::read_to_string(folder().join("expected.txt")).unwrap();
    let corpus: Vec<(String, Vec<u8>, Expected)> = listed
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (name, expected) = line.split_once(" | ").unwrap();
            let (kind, value) = expected.split_once(' ').unwrap();
            let expected = match kind {
                "key" => Expected::Key(value.parse().unwrap()),
                "maybe" => Expected::Maybe(value.parse().unwrap()),
                "words" => Expected::Words(value.replace("\\n", "\n")),
                other => panic!("{name}: {other}"),
            };
            let raw = std::fs::read(folder().join(name)).unwrap();
            (name.to_owned(), raw, expected)
        })
        .collect();
    // Every raw mail of the folder is listed.
    let files = std::fs::read_dir(folder())
        .unwrap()
        .filter(|entry| {
            entry
                .as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|ext| ext == "eml")
        })
        .count();
    assert_eq!(files, corpus.len(), "every .eml is in expected.txt");
    // Each its own mail: a repeated Message-ID would be read once.
    let mut ids: Vec<String> = corpus
        .iter()
        .map(|(name, raw, _)| {
            let message = MessageParser::default().parse(raw.as_slice()).unwrap();
            message
                .message_id()
                .unwrap_or_else(|| panic!("{name}"))
                .to_owned()
        })
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), corpus.len(), "one Message-ID each");
    corpus
}

/// The lines of the turn mails the corpus quotes (English, French, German).
fn quoted_turn_mails() -> Vec<String> {
    ["en", "fr", "de"]
        .iter()
        .flat_map(|lang| {
            std::fs::read_to_string(folder().join(format!("turn-mail.{lang}.txt")))
                .unwrap()
                .lines()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Whether posted words share a line with `original` (a line equal after
/// trimming, as a mail client may indent or mark it), or carry an address
/// or a link of the mail.
fn leaks(posted: &str, original: &[String]) -> Option<String> {
    for line in posted
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
    {
        let bare = line.trim_start_matches(['>', ' ']);
        if original
            .iter()
            .any(|ours| ours.trim().trim_start_matches(['>', ' ']) == bare)
            || [
                "@",
                "http",
                "unsubscribe",
                "scriptorium.example",
                "Scriptorium <",
            ]
            .iter()
            .any(|mark| line.contains(mark))
        {
            return Some(line.to_owned());
        }
    }
    None
}

#[test]
fn every_layout_of_the_corpus_is_read_as_its_writer_meant() {
    let corpus = corpus();
    assert!(corpus.len() >= 30, "{} layouts", corpus.len());
    let original = quoted_turn_mails();
    let mut wrong = Vec::new();
    for (name, raw, expected) in &corpus {
        let message = MessageParser::default().parse(raw.as_slice()).unwrap();
        let words = written(&message);
        let read = said(&words);
        let right = match expected {
            Expected::Key(number) => read == Said::Key(Key::Number(*number)),
            Expected::Maybe(number) => read == Said::Maybe(vec![Key::Number(*number)]),
            Expected::Words(text) => words == *text && read == Said::Words(text.clone()),
        };
        if !right {
            wrong.push(format!(
                "{name}: expected {expected:?}, read {read:?} from {words:?}"
            ));
        }
        if let Some(line) = leaks(&words, &original) {
            wrong.push(format!(
                "{name}: a line of the turn mail or its headers: {line:?}"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {}:\n{}",
        wrong.len(),
        corpus.len(),
        wrong.join("\n")
    );
}

async fn messages_at_table(app: &TestApp, game: Uuid) -> Vec<String> {
    sqlx::query_scalar("SELECT body FROM game_messages WHERE game_id = $1 ORDER BY id")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// The label of the `number`th line of the seat's first list (Carolingi's
/// placements carry no numbers: they are named by their place).
async fn label_of(app: &TestApp, game: Uuid, seat: u8, number: u16) -> String {
    use scriptorium::mail::choices::{menu, of_table};
    use scriptorium::support::i18n::Lang;
    let record = scriptorium::store::games::load(&app.pool, game)
        .await
        .unwrap()
        .unwrap();
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
    let lines = menu(&offered, &[], |summary| {
        scriptorium::mail::words::summary_words(Lang::default(), summary)
    })
    .unwrap();
    lines[usize::from(number) - 1].label.clone()
}

async fn send_raw(app: &TestApp, to: &str, raw: &[u8]) {
    let envelope = Envelope::new(
        Some("anna@example.org".parse().unwrap()),
        vec![to.parse().unwrap()],
    )
    .unwrap();
    smtp(app)
        .send_raw(&envelope, raw)
        .await
        .expect("the receiver takes it");
}

/// Each layout sent to the receiver as the client wrote it, to a
/// Carolingi game of its own (both seats place at once, so the player's
/// turn mail is there from the start).
#[tokio::test]
async fn each_layout_sent_to_the_receiver_moves_or_posts_exactly_the_player_s_words() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.inbound_smtp_bind = Some("127.0.0.1:0".into());
    })
    .await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let original = quoted_turn_mails();
    let mut wrong = Vec::new();
    let (mut moves, mut talk, mut asked) = (0, 0, 0);
    for (name, raw, expected) in corpus() {
        let game = app
            .create_game(&bob, &[("kind", "carolingi"), ("seats", "2")])
            .await;
        app.post_form(&anna, &format!("/games/{game}/join"), &[])
            .await;
        let seat: i16 =
            sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
                .bind(game)
                .bind(anna_id)
                .fetch_one(&app.pool)
                .await
                .unwrap();
        let seat = u8::try_from(seat).unwrap();
        let (reply_to, turn_mail) = turn_mail_reply_to(&app, anna_id, game).await;
        let mut original = original.clone();
        original.extend(turn_mail.lines().map(str::to_owned));
        let before = app.seq(game).await;
        let answered = answers(&app, anna_id).await.len();
        let label = match expected {
            Expected::Key(number) | Expected::Maybe(number) => {
                Some(label_of(&app, game, seat, number).await)
            }
            Expected::Words(_) => None,
        };
        send_raw(&app, &reply_to, &raw).await;
        let said = answers(&app, anna_id).await;
        let answer = said.get(answered).cloned().unwrap_or_default();
        let posted = messages_at_table(&app, game).await;
        let moved = app.seq(game).await > before;
        match &expected {
            Expected::Key(_) => {
                let done = format!("Done: {}", label.unwrap());
                if !moved || !answer.contains(&done) || !posted.is_empty() {
                    wrong.push(format!(
                        "{name}: no move ({moved}), posted {posted:?}: {answer}"
                    ));
                }
                moves += 1;
            }
            Expected::Maybe(number) => {
                let question = format!("Did you mean {number} — {}?", label.unwrap());
                if moved || !answer.contains(&question) || !posted.is_empty() {
                    wrong.push(format!("{name}: not asked ({moved}, {posted:?}): {answer}"));
                }
                asked += 1;
            }
            Expected::Words(text) => {
                if moved || posted != [text.clone()] {
                    wrong.push(format!("{name}: posted {posted:?}, moved {moved}"));
                }
                for message in &posted {
                    if let Some(line) = leaks(message, &original) {
                        wrong.push(format!("{name}: posted a line of ours: {line:?}"));
                    }
                }
                talk += 1;
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} layouts read wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(
        moves >= 20 && talk >= 20 && asked >= 1,
        "{moves} {talk} {asked}"
    );
    let _ = TEST_KEY;
}
