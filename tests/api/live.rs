//! The living table: a game's open pages hear of every change through its
//! live feed (Server-Sent Events), on whichever instance it was made; a
//! player with the page open is at the table, and their "your turn" mail
//! waits until they have left.

use crate::helpers::{browser, spawn_app, spawn_app_on, TestApp};
use crate::play::started_game;
use scriptorium::mail::worker::drain_once;
use std::time::Duration;
use uuid::Uuid;

/// How long a test waits for an event before it fails: far above the
/// expected few milliseconds, so that a busy machine does not fail it.
const PATIENCE: Duration = Duration::from_secs(15);

/// One server-sent event as the browser reads it.
#[derive(Debug, PartialEq)]
struct Event {
    name: String,
    id: Option<String>,
    data: String,
}

/// An open live feed.
struct Feed {
    response: reqwest::Response,
    buffer: String,
}

impl Feed {
    async fn open(client: &reqwest::Client, url: String, last_event_id: Option<i64>) -> Feed {
        let mut request = client.get(url);
        if let Some(id) = last_event_id {
            request = request.header("last-event-id", id.to_string());
        }
        let response = request.send().await.expect("the feed answers");
        assert_eq!(response.status().as_u16(), 200, "the feed opens");
        assert_eq!(
            response.headers()["content-type"].to_str().unwrap(),
            "text/event-stream"
        );
        Feed {
            response,
            buffer: String::new(),
        }
    }

    /// The next event (keep-alive comments and the retry hint skipped), or
    /// `None` when none came in `PATIENCE`.
    async fn next(&mut self) -> Option<Event> {
        self.next_within(PATIENCE).await
    }

    /// The next event, or `None` when none came in `patience`.
    async fn next_within(&mut self, patience: Duration) -> Option<Event> {
        let deadline = tokio::time::Instant::now() + patience;
        loop {
            while let Some(end) = self.buffer.find("\n\n") {
                let frame: String = self.buffer.drain(..end + 2).collect();
                let mut event = Event {
                    name: "message".into(),
                    id: None,
                    data: String::new(),
                };
                let mut has_data = false;
                for line in frame.lines() {
                    if let Some(value) = line.strip_prefix("event:") {
                        event.name = value.trim().to_owned();
                    } else if let Some(value) = line.strip_prefix("id:") {
                        event.id = Some(value.trim().to_owned());
                    } else if let Some(value) = line.strip_prefix("data:") {
                        event.data.push_str(value.trim());
                        has_data = true;
                    }
                }
                if has_data {
                    return Some(event);
                }
            }
            let chunk = tokio::time::timeout_at(deadline, self.response.chunk())
                .await
                .ok()?
                .ok()??;
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

fn feed_url(app: &TestApp, game: Uuid, seq: i64) -> String {
    app.url(&format!("/games/{game}/live?seq={seq}"))
}

#[tokio::test]
async fn a_move_made_on_one_instance_reaches_a_page_open_on_another() {
    let first = spawn_app().await;
    let second = spawn_app_on(first.database_url.clone()).await;
    let (game, players) = started_game(&first).await;
    let seq = first.seq(game).await;
    // An onlooker, not logged in, watching through the other instance.
    let onlooker = browser();
    let mut feed = Feed::open(&onlooker, feed_url(&second, game, seq), None).await;
    let after = first.waiting_player_decides(game, &players).await;
    assert!(after > seq);
    let event = feed.next().await.expect("the move is heard");
    assert_eq!(
        event,
        Event {
            name: "moved".into(),
            id: Some(after.to_string()),
            data: after.to_string(),
        }
    );
}

#[tokio::test]
async fn a_page_that_reconnects_hears_at_once_what_it_missed() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let seen = app.seq(game).await;
    let after = app.waiting_player_decides(game, &players).await;
    // The browser's reconnection says the last id it had.
    let mut feed = Feed::open(&players[0].0, feed_url(&app, game, 0), Some(seen)).await;
    let event = feed.next().await.expect("the missed move");
    assert_eq!(
        (event.name.as_str(), event.id),
        ("moved", Some(after.to_string()))
    );
    // A page already up to date hears nothing until something happens.
    let mut current = Feed::open(&players[0].0, feed_url(&app, game, after), None).await;
    let next = app.waiting_player_decides(game, &players).await;
    let event = current.next().await.expect("the next move");
    assert_eq!(event.id, Some(next.to_string()), "not the one it had");
}

#[tokio::test]
async fn a_message_at_the_table_is_heard() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let seq = app.seq(game).await;
    let mut feed = Feed::open(&players[1].0, feed_url(&app, game, seq), None).await;
    // An announcement of a change the page already has (late on its way,
    // as the game's start can be under load) is not news.
    sqlx::query("SELECT pg_notify('game_changed', $1)")
        .bind(format!("{game} {seq}"))
        .execute(&app.pool)
        .await
        .unwrap();
    let posted = app
        .post_form(
            &players[0].0,
            &format!("/games/{game}/talk"),
            &[("body", "Good luck!")],
        )
        .await;
    assert_eq!(posted.status().as_u16(), 303);
    let event = feed.next().await.expect("the message is heard");
    assert_eq!(event.name, "talk");
}

#[tokio::test]
async fn the_feed_of_no_game_or_a_cancelled_one_is_refused() {
    let app = spawn_app().await;
    let client = browser();
    let missing = client
        .get(feed_url(&app, Uuid::new_v4(), 0))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status().as_u16(), 404);
    let creator = browser();
    app.sign_up(&creator, "carla").await;
    let game = app.create_countdown(&creator, "2").await;
    let cancelled = app
        .post_form(&creator, &format!("/games/{game}/cancel"), &[])
        .await;
    assert_eq!(cancelled.status().as_u16(), 303);
    let gone = client.get(feed_url(&app, game, 0)).send().await.unwrap();
    assert_eq!(gone.status().as_u16(), 410);
}

#[tokio::test]
async fn one_client_holds_only_so_many_feeds_open() {
    let app = spawn_app().await;
    let (game, _) = started_game(&app).await;
    let client = browser();
    let limit = scriptorium::web::game::live::PER_ADDRESS;
    let mut open = Vec::new();
    for _ in 0..limit {
        open.push(Feed::open(&client, feed_url(&app, game, 0), None).await);
    }
    let refused = client.get(feed_url(&app, game, 0)).send().await.unwrap();
    assert_eq!(refused.status().as_u16(), 429);
    assert!(refused.headers().contains_key("retry-after"));
    // Closing one gives its place back.
    drop(open.pop());
    let mut again = None;
    for _ in 0..600 {
        let response = client.get(feed_url(&app, game, 0)).send().await.unwrap();
        if response.status().as_u16() == 200 {
            again = Some(response);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(again.is_some(), "a closed feed's place is given back");
}

async fn your_turn_rows(
    app: &TestApp,
    user: Uuid,
) -> Vec<(
    Option<chrono::DateTime<chrono::Utc>>,
    chrono::DateTime<chrono::Utc>,
)> {
    sqlx::query_as(
        "SELECT sent_at, send_after FROM outbox WHERE user_id = $1 AND kind = 'your_turn' ORDER BY id",
    )
    .bind(user)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

const FROM: &str = "Scriptorium <noreply@scriptorium.test>";

#[tokio::test]
async fn no_turn_mail_reaches_a_player_at_the_table_until_they_leave() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    // What the start queued goes first.
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    // The player who moves next has the page open.
    let seat = app.waiting_seat(game).await;
    let mover = app.user_at(game, seat).await;
    let (watcher_client, watcher) = players.iter().find(|(_, id)| *id != mover).unwrap();
    let before = your_turn_rows(&app, *watcher).await.len();
    let seq = app.seq(game).await;
    let feed = Feed::open(watcher_client, feed_url(&app, game, seq), None).await;
    app.pass_the_turn(game, &players).await;
    let rows = your_turn_rows(&app, *watcher).await;
    assert_eq!(rows.len(), before + 1, "their turn is queued");
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let (sent, held_until) = your_turn_rows(&app, *watcher).await[before];
    assert_eq!(sent, None, "no mail while they are at the table");
    assert!(held_until > chrono::Utc::now(), "held until they leave");

    // They leave without deciding; the grace passes.
    drop(feed);
    sqlx::query("UPDATE presence SET until = now() - interval '1 second' WHERE user_id = $1")
        .bind(watcher)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE outbox SET send_after = now() WHERE user_id = $1 AND kind = 'your_turn'")
        .bind(watcher)
        .execute(&app.pool)
        .await
        .unwrap();
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let (sent, _) = your_turn_rows(&app, *watcher).await[before];
    assert!(sent.is_some(), "the mail goes once they have left");
}

#[tokio::test]
async fn a_page_refreshing_itself_is_not_a_visit() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (client, user) = &players[0];
    let seen = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM game_visits WHERE game_id = $1 AND user_id = $2",
        )
        .bind(game)
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
    };
    let response = client
        .get(app.url(&format!("/games/{game}")))
        .header("x-live-refresh", "1")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(seen().await, 0, "a live refresh records no visit");
    app.page(client, &format!("/games/{game}")).await;
    let mut visits = 0;
    for _ in 0..50 {
        visits = seen().await;
        if visits > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(visits, 1, "opening the page is one");
}

#[tokio::test]
async fn a_held_mail_is_not_gathered_into_another_before_its_time() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let user = players[1].1;
    for (note, hold) in [("now", "0 seconds"), ("later", "10 minutes")] {
        sqlx::query(
            "INSERT INTO outbox (user_id, to_address, kind, game_id, body_text, send_after)
             SELECT id, email, 'mention', $2, $3, now() + $4::interval FROM users WHERE id = $1",
        )
        .bind(user)
        .bind(game)
        .bind(note)
        .bind(hold)
        .execute(&app.pool)
        .await
        .unwrap();
    }
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let rows: Vec<(String, Option<chrono::DateTime<chrono::Utc>>)> = sqlx::query_as(
        "SELECT body_text, sent_at FROM outbox WHERE user_id = $1 AND kind = 'mention' ORDER BY id",
    )
    .bind(user)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert!(rows[0].1.is_some(), "the due one went");
    assert_eq!(rows[1].1, None, "the held one waits for its time");
}

fn title_of(page: &str) -> String {
    let start = page.find("<title>").expect("a title") + "<title>".len();
    let end = start + page[start..].find("</title>").expect("its end");
    page[start..end].to_owned()
}

#[tokio::test]
async fn the_games_waiting_for_a_player_are_counted_in_the_title_and_heard_live() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (mover_client, other_client) = if players[0].1 == mover {
        (&players[0].0, &players[1].0)
    } else {
        (&players[1].0, &players[0].0)
    };
    let (_, lobby) = app.page(mover_client, "/").await;
    assert!(title_of(&lobby).starts_with("(1) "), "{}", title_of(&lobby));
    assert!(lobby.contains("data-waiting-count> (1)</span>"));
    let (_, game_page) = app.page(mover_client, &format!("/games/{game}")).await;
    assert!(
        title_of(&game_page).starts_with("(1) "),
        "the game page reads it in its one read"
    );
    let (_, others) = app.page(other_client, "/").await;
    assert!(!title_of(&others).starts_with('('));
    assert!(others.contains("data-waiting-count hidden> (0)</span>"));

    // The other player's pages hear when the turn comes to them.
    let mut feed = Feed::open(other_client, app.url("/live/me?shown=0"), None).await;
    app.pass_the_turn(game, &players).await;
    let event = feed.next().await.expect("the count is heard");
    assert_eq!((event.name.as_str(), event.data.as_str()), ("waiting", "1"));
    // A page that shows an old count hears the right one at once.
    let mut stale = Feed::open(mover_client, app.url("/live/me?shown=1"), None).await;
    let event = stale.next().await.expect("the count now");
    assert_eq!(event.data, "0");
    // Nobody logged in: nothing to count, and no reconnection (204).
    let anonymous = browser().get(app.url("/live/me")).send().await.unwrap();
    assert_eq!(anonymous.status().as_u16(), 204);
}

#[tokio::test]
async fn a_team_message_is_announced_to_the_team_only() {
    let app = spawn_app().await;
    let mut clients = Vec::new();
    for name in ["anna", "bob", "cleo", "dan"] {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        clients.push((client, id));
    }
    let game = app
        .create_game(
            &clients[0].0,
            &[
                ("kind", "carolus-magnus"),
                ("seats", "4"),
                ("time_limit", "none"),
                ("team_talk", "on"),
                ("opt.seating", "opposite"),
            ],
        )
        .await;
    for (client, _) in &clients[1..] {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
    }
    let mut by_seat = [None; 4];
    for (client, id) in &clients {
        by_seat[crate::play::seat_of(&app, game, *id).await as usize] = Some(client);
    }
    // Seats 0 and 2 play together, against 1 and 3.
    let (writer, partner, opponent) = (
        by_seat[0].unwrap(),
        by_seat[2].unwrap(),
        by_seat[1].unwrap(),
    );
    let seq = app.seq(game).await;
    let mut partners = Feed::open(partner, feed_url(&app, game, seq), None).await;
    let mut opponents = Feed::open(opponent, feed_url(&app, game, seq), None).await;
    let onlooker = browser();
    let mut onlookers = Feed::open(&onlooker, feed_url(&app, game, seq), None).await;
    let team = app
        .post_form(
            writer,
            &format!("/games/{game}/talk"),
            &[("body", "psst"), ("to", "team")],
        )
        .await;
    assert_eq!(team.status().as_u16(), 303);
    assert_eq!(partners.next().await.map(|e| e.name), Some("talk".into()));
    assert_eq!(
        opponents.next_within(Duration::from_secs(2)).await,
        None,
        "the other team does not even hear that the team talked"
    );
    let table = app
        .post_form(
            writer,
            &format!("/games/{game}/talk"),
            &[("body", "hello all")],
        )
        .await;
    assert_eq!(table.status().as_u16(), 303);
    assert_eq!(opponents.next().await.map(|e| e.name), Some("talk".into()));
    assert_eq!(partners.next().await.map(|e| e.name), Some("talk".into()));
    assert_eq!(
        onlookers.next_within(Duration::from_secs(2)).await,
        None,
        "onlookers read nothing of a game under way, nor hear of it"
    );
}
