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

impl Feed {
    /// Whether the server ends the feed within `patience` (events before
    /// the end are read and let go).
    async fn ends_within(&mut self, patience: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + patience;
        loop {
            match tokio::time::timeout_at(deadline, self.response.chunk()).await {
                Err(_) => return false,
                Ok(Ok(Some(_))) => continue,
                Ok(Ok(None) | Err(_)) => return true,
            }
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
async fn one_visitor_holds_only_so_many_feeds_open_and_gets_one_back_at_once() {
    let app = spawn_app().await;
    let (game, _) = started_game(&app).await;
    let client = browser();
    let limit = scriptorium::web::game::live::PER_VISITOR_ADDRESS;
    let mut open = Vec::new();
    for _ in 0..limit {
        open.push(Feed::open(&client, feed_url(&app, game, 0), None).await);
    }
    let refused = client.get(feed_url(&app, game, 0)).send().await.unwrap();
    assert_eq!(refused.status().as_u16(), 429);
    assert!(refused.headers().contains_key("retry-after"));
    // Closing one gives its place back as soon as the close is read.
    drop(open.pop());
    let mut tries = 1;
    loop {
        let response = client.get(feed_url(&app, game, 0)).send().await.unwrap();
        if response.status().as_u16() == 200 {
            break;
        }
        assert!(tries < 50, "a closed feed's place is given back");
        tries += 1;
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    println!("live: a closed feed's place came back at try {tries}");
}

/// Opens a feed and closes it at once, as a page that is reloaded or left
/// right away does; the answer's status.
async fn open_and_close(client: &reqwest::Client, url: String) -> u16 {
    let response = client.get(url).send().await.expect("the feed answers");
    let status = response.status().as_u16();
    drop(response);
    status
}

#[tokio::test]
async fn a_hundred_pages_opened_and_closed_quickly_leave_the_next_its_feeds() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let visitor = browser();
    for (who, client, logged_in) in [
        ("a player", &players[0].0, true),
        ("a visitor", &visitor, false),
    ] {
        let started = std::time::Instant::now();
        for page in 1..=100 {
            let status = open_and_close(client, feed_url(&app, game, 0)).await;
            assert_eq!(status, 200, "{who}: page {page}'s game feed");
            if logged_in {
                let status = open_and_close(client, app.url("/live/me?shown=0")).await;
                assert_eq!(status, 200, "{who}: page {page}'s feed of their games");
            }
        }
        println!(
            "live: {who} opened and closed 100 pages in {:?}",
            started.elapsed()
        );
        // The 101st page gets its feeds, at once.
        let _game_feed = Feed::open(client, feed_url(&app, game, 0), None).await;
        if logged_in {
            let _mine = Feed::open(client, app.url("/live/me?shown=0"), None).await;
        }
    }
}

/// A client logged in as `user` (`name`) through a new login row, without
/// the password check (its hash is the slow part of a login, ~0.5 s here):
/// the login row written as a login writes it, and the session cookie
/// sealed with the test key the way the server seals its own.
async fn logged_in_as(app: &TestApp, user: Uuid, name: &str) -> reqwest::Client {
    use actix_web::cookie::{Cookie, CookieJar, Key};
    let session = Uuid::new_v4();
    sqlx::query(
        "INSERT INTO user_sessions (id, user_id, user_agent, expires_at)
         VALUES ($1, $2, 'test', now() + interval '1 day')",
    )
    .bind(session)
    .bind(user)
    .execute(&app.pool)
    .await
    .expect("a login");
    let who = serde_json::json!({
        "id": user, "username": name, "language": null,
        "time_zone": "UTC", "session_id": session,
    });
    let state = serde_json::json!({ "user": who.to_string() }).to_string();
    let mut jar = CookieJar::new();
    jar.private_mut(&Key::derive_from(crate::helpers::TEST_KEY.as_bytes()))
        .add(Cookie::new("scriptorium", state));
    let sealed = jar
        .get("scriptorium")
        .expect("the sealed cookie")
        .value()
        .to_owned();
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(
        reqwest::header::COOKIE,
        format!("scriptorium={sealed}").parse().unwrap(),
    );
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .default_headers(headers)
        .build()
        .unwrap()
}

/// `n` players, each logged in on a client of their own (see
/// [`logged_in_as`]); a page read by the last shows them logged in.
async fn crowd(app: &TestApp, n: usize) -> Vec<(reqwest::Client, Uuid)> {
    let mut players = Vec::with_capacity(n);
    for i in 0..n {
        let user = Uuid::new_v4();
        sqlx::query(
            "INSERT INTO users (id, username, username_key, email, email_key, password_hash)
             VALUES ($1, $2, $2, $2 || '@example.org', $2 || '@example.org', 'none')",
        )
        .bind(user)
        .bind(format!("crowd{i}"))
        .execute(&app.pool)
        .await
        .expect("an account");
        players.push((logged_in_as(app, user, &format!("crowd{i}")).await, user));
    }
    let (_, page) = app.page(&players[n - 1].0, "/").await;
    assert!(
        page.contains(&format!("Log out (crowd{})", n - 1)),
        "the sealed cookie is a login"
    );
    players
}

/// Opens feeds on `url` with `client` until one is refused; the feeds it
/// got (the refused one is the next).
async fn until_refused(client: &reqwest::Client, url: &str) -> Vec<reqwest::Response> {
    let mut held = Vec::new();
    loop {
        let response = client.get(url).send().await.unwrap();
        match response.status().as_u16() {
            200 => held.push(response),
            429 => return held,
            other => panic!("a feed answered {other}"),
        }
        assert!(held.len() < 2000, "one client opened 2000 feeds");
    }
}

#[tokio::test]
async fn two_hundred_players_behind_one_address_all_get_their_feeds_and_one_client_does_not() {
    use scriptorium::web::game::live::{PER_ACCOUNT, PER_SESSION, PER_VISITOR_ADDRESS};
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let seq = app.seq(game).await;
    // Everyone here comes from 127.0.0.1, as players behind one carrier
    // address do: two tabs each, each tab with its game's feed and the feed
    // of their games.
    let crowd = crowd(&app, 200).await;
    let mut game_feeds = Vec::new();
    let mut their_feeds = Vec::new();
    for (client, _) in &crowd {
        for _tab in 0..2 {
            game_feeds.push(Feed::open(client, feed_url(&app, game, seq), None).await);
            their_feeds.push(Feed::open(client, app.url("/live/me?shown=0"), None).await);
        }
    }
    println!(
        "live: {} feeds open from one address",
        game_feeds.len() + their_feeds.len()
    );
    // One client opening feeds without end is refused soon, whoever else
    // shares its address: a login (it holds four already)...
    let url = feed_url(&app, game, seq);
    let greedy = until_refused(&crowd[0].0, &url).await;
    let at = greedy.len() + 4 + 1;
    println!("live: one login was refused its feed number {at}");
    assert_eq!(at, PER_SESSION + 1);
    // ...an account logging in again and again...
    let mut held = Vec::new();
    let account = crowd[1].1;
    let at = loop {
        let login = logged_in_as(&app, account, "crowd1").await;
        let got = until_refused(&login, &url).await;
        let full = got.len() < PER_SESSION;
        held.extend(got);
        if full {
            break held.len() + 4 + 1;
        }
        assert!(held.len() < 2000, "one account opened 2000 feeds");
    };
    println!("live: one account was refused its feed number {at}");
    assert_eq!(at, PER_ACCOUNT + 1);
    // ...and a visitor.
    let at = until_refused(&browser(), &url).await.len() + 1;
    println!("live: one visitor was refused its feed number {at}");
    assert_eq!(at, PER_VISITOR_ADDRESS + 1);
    // Everyone's feeds still run: a move reaches every page.
    let after = app.waiting_player_decides(game, &players).await;
    for feed in &mut game_feeds {
        let event = feed.next().await.expect("the move reaches every page");
        assert_eq!(event.id, Some(after.to_string()));
    }
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

async fn username(app: &TestApp, user: Uuid) -> String {
    sqlx::query_scalar("SELECT username FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Security issue 39, point 7: someone holds a copy of a player's login
/// cookie and keeps a page of their game open; the player logs out
/// everywhere.
#[tokio::test]
async fn the_feeds_of_an_ended_login_end_and_its_player_leaves_the_table() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (victim_client, victim) = players.iter().find(|(_, id)| *id != mover).unwrap();
    let copied = logged_in_as(&app, *victim, &username(&app, *victim).await).await;
    let seq = app.seq(game).await;
    let mut game_feed = Feed::open(&copied, feed_url(&app, game, seq), None).await;
    let mut their_feed = Feed::open(&copied, app.url("/live/me?shown=0"), None).await;
    let at_table = || async {
        sqlx::query_scalar::<_, bool>(
            "SELECT EXISTS (SELECT 1 FROM presence WHERE user_id = $1 AND game_id = $2 AND until > now())",
        )
        .bind(victim)
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap()
    };
    assert!(
        at_table().await,
        "the copied login's page keeps them at the table"
    );

    let ended = app
        .post_form(victim_client, "/settings/sessions/end-all", &[])
        .await;
    assert_eq!(ended.status().as_u16(), 303);
    let started = std::time::Instant::now();
    assert!(
        game_feed.ends_within(PATIENCE).await,
        "the game's feed of the ended login ends"
    );
    assert!(
        their_feed.ends_within(PATIENCE).await,
        "the feed of their games ends too"
    );
    println!(
        "live: the feeds of a login ended {:?} after \"log out everywhere\"",
        started.elapsed()
    );
    assert!(
        !at_table().await,
        "they left the table with it, without a grace"
    );
    // Their turn comes: the mail goes.
    let before = your_turn_rows(&app, *victim).await.len();
    app.pass_the_turn(game, &players).await;
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    let rows = your_turn_rows(&app, *victim).await;
    assert_eq!(rows.len(), before + 1, "their turn is queued");
    assert!(rows[before].0.is_some(), "and sent, nobody holding it");
    // The copied cookie now opens a visitor's feed, which seats nobody.
    let seq = app.seq(game).await;
    let _visitor = Feed::open(&copied, feed_url(&app, game, seq), None).await;
    assert!(!at_table().await);
}

#[tokio::test]
async fn the_feeds_of_a_blocked_account_end() {
    let app = spawn_app().await;
    let (game, players) = started_game(&app).await;
    let (client, user) = &players[0];
    let seq = app.seq(game).await;
    let mut feed = Feed::open(client, feed_url(&app, game, seq), None).await;
    sqlx::query("UPDATE users SET blocked_at = now() WHERE id = $1")
        .bind(user)
        .execute(&app.pool)
        .await
        .unwrap();
    assert!(
        feed.ends_within(PATIENCE).await,
        "a blocked account hears no more"
    );
}

/// Security issue 39, point 9: every feed of a player's games read their
/// count from the database at each change.
#[tokio::test]
async fn every_page_of_a_player_hears_their_count_from_one_reading() {
    let app = spawn_app().await;
    let hub = app.live.clone().expect("the instance's live pages");
    let (game, players) = started_game(&app).await;
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (_, other) = players.iter().find(|(_, id)| *id != mover).unwrap();
    let name = username(&app, *other).await;
    // Forty pages of theirs, on two devices.
    let mut feeds = Vec::new();
    for _device in 0..2 {
        let login = logged_in_as(&app, *other, &name).await;
        for _ in 0..20 {
            feeds.push(Feed::open(&login, app.url("/live/me?shown=0"), None).await);
        }
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    for round in 1..=3 {
        let before = hub.count_readings();
        app.pass_the_turn(game, &players).await;
        let count = if round % 2 == 1 { "1" } else { "0" };
        for feed in &mut feeds {
            let event = feed.next().await.expect("every page hears the count");
            assert_eq!(
                (event.name.as_str(), event.data.as_str()),
                ("waiting", count)
            );
        }
        let readings = hub.count_readings() - before;
        println!(
            "live: one change, {readings} reading(s) of the count for {} pages",
            feeds.len()
        );
        assert!(readings <= 2, "{readings} readings for one change");
    }
}

/// The computer players' worker as the service runs it (every 300 ms),
/// beside a test; stopped when dropped.
struct ComputerWorker(tokio::task::JoinHandle<()>);

impl Drop for ComputerWorker {
    fn drop(&mut self) {
        self.0.abort();
    }
}

fn computer_worker(app: &TestApp) -> ComputerWorker {
    let pool = app.pool.clone();
    ComputerWorker(tokio::spawn(async move {
        loop {
            let _ = scriptorium::computer::decide_all(
                &pool,
                chrono::Utc::now(),
                Duration::from_millis(100),
            )
            .await;
            tokio::time::sleep(Duration::from_millis(300)).await;
        }
    }))
}

/// Issue 40: "Play now" opened on "Waiting for Pippin (computer)", then "It
/// is your turn" 0.4 s later.
#[tokio::test]
async fn play_now_opens_on_the_players_turn_when_the_computer_begins() {
    let app = spawn_app().await;
    let _worker = computer_worker(&app);
    let carla = browser();
    let carla_id = app.sign_up(&carla, "carla").await;
    let mut computer_first = 0;
    for (round, kind) in ["torres", "carolus-magnus", "carolingi"]
        .iter()
        .cycle()
        .take(8)
        .enumerate()
    {
        let started = std::time::Instant::now();
        let response = app
            .post_form(&carla, "/play-now", &[("kind", kind), ("level", "easy")])
            .await;
        assert_eq!(response.status().as_u16(), 303);
        let waited = started.elapsed();
        let path = response.headers()["location"].to_str().unwrap().to_owned();
        let game: Uuid = path.trim_start_matches("/games/").parse().unwrap();
        let (_, page) = app.page(&carla, &path).await;
        let first_seat: Option<i16> = sqlx::query_scalar(
            "SELECT seat FROM game_events WHERE game_id = $1 AND seat IS NOT NULL ORDER BY seq LIMIT 1",
        )
        .bind(game)
        .fetch_optional(&app.pool)
        .await
        .unwrap();
        let computer_began = match first_seat {
            Some(seat) => app.user_at(game, seat).await != carla_id,
            None => false,
        };
        println!(
            "live: play now ({kind}): the page came after {waited:?}; the computer began: {computer_began}"
        );
        assert!(
            page.contains("<strong>It is your turn.</strong>"),
            "round {round}: the new game's page opens on the player's turn"
        );
        if computer_began {
            computer_first += 1;
            if computer_first == 2 {
                break;
            }
        }
    }
    assert!(
        computer_first > 0,
        "in eight games the computer began once at least"
    );
}

/// A started game of the test kind between two new players.
async fn game_between(app: &TestApp, names: [&str; 2]) -> (Uuid, Vec<(reqwest::Client, Uuid)>) {
    let (first, second) = (browser(), browser());
    let first_id = app.sign_up(&first, names[0]).await;
    let second_id = app.sign_up(&second, names[1]).await;
    let game = app.create_countdown(&first, "2").await;
    let joined = app
        .post_form(&second, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    (game, vec![(first, first_id), (second, second_id)])
}

/// Every announcement made while `patience` passes: (channel, payload).
async fn announced(
    listener: &mut sqlx::postgres::PgListener,
    patience: Duration,
) -> Vec<(String, String)> {
    let deadline = tokio::time::Instant::now() + patience;
    let mut heard = Vec::new();
    while let Ok(notification) = tokio::time::timeout_at(deadline, listener.recv()).await {
        let notification = notification.expect("the listener stays connected");
        heard.push((
            notification.channel().to_owned(),
            notification.payload().to_owned(),
        ));
    }
    heard
}

/// Nothing is announced to nobody (migration 0052): announcing costs a
/// move a lock of the whole cluster at commit. A move of a game that no
/// instance listens to sends no NOTIFY at all; while a page of a game is
/// open, that game's moves are announced and the other game's are not; a
/// player's count of games waiting is named only while a page of theirs
/// listens for it, and their opponent's is not.
#[tokio::test]
async fn only_what_someone_listens_to_is_announced() {
    let app = spawn_app().await;
    let (watched, watched_players) = game_between(&app, ["wanda", "walt"]).await;
    let (quiet, quiet_players) = game_between(&app, ["quincy", "quilla"]).await;
    let mut listener = sqlx::postgres::PgListener::connect_with(&app.pool)
        .await
        .unwrap();
    listener
        .listen_all(["game_changed", "players_changed"])
        .await
        .unwrap();
    app.pass_the_turn(quiet, &quiet_players).await;
    app.pass_the_turn(watched, &watched_players).await;
    let heard = announced(&mut listener, Duration::from_millis(1_500)).await;
    assert_eq!(heard, [], "nobody listens: nothing announced");

    let seq = app.seq(watched).await;
    let onlooker = browser();
    let mut feed = Feed::open(&onlooker, feed_url(&app, watched, seq), None).await;
    app.waiting_player_decides(quiet, &quiet_players).await;
    let after = app.waiting_player_decides(watched, &watched_players).await;
    let event = feed.next().await.expect("the watched game's move is heard");
    assert_eq!(event.id, Some(after.to_string()));
    let heard = announced(&mut listener, Duration::from_millis(1_500)).await;
    assert_eq!(
        heard,
        [("game_changed".to_owned(), format!("{watched} {after}"))],
        "only the watched game, once"
    );

    // A page of one player of the quiet game listens for their count.
    let (listening, listening_id) = (&quiet_players[0].0, quiet_players[0].1);
    let mut counts = Feed::open(listening, app.url("/live/me?shown=9"), None).await;
    counts.next().await.expect("the count at once");
    app.pass_the_turn(quiet, &quiet_players).await;
    let heard = announced(&mut listener, Duration::from_millis(1_500)).await;
    assert_eq!(
        heard,
        [("players_changed".to_owned(), listening_id.to_string())],
        "the listening player alone, not their opponent, no game change"
    );
}

/// Seats written in one statement (an event's round seats every table's
/// players at once) are announced once for the statement (migration 0053),
/// to every seated player some instance listens to, and never in a
/// notification over PostgreSQL's 8,000 bytes: 252 listened players at 84
/// tables would need 9,324 bytes in one, and the round would fail.
#[tokio::test]
async fn a_round_seating_hundreds_of_listened_players_is_announced_in_pieces() {
    let app = spawn_app().await;
    let mut listener = sqlx::postgres::PgListener::connect_with(&app.pool)
        .await
        .unwrap();
    listener.listen("account_changed").await.unwrap();
    let mut tx = app.pool.begin().await.unwrap();
    let players: Vec<Uuid> = sqlx::query_scalar(
        "INSERT INTO users (id, username, username_key, email, email_key, password_hash)
         SELECT gen_random_uuid(), 'crowd' || n, 'crowd' || n, 'crowd' || n || '@example.test',
                'crowd' || n || '@example.test', 'unused'
         FROM generate_series(1, 253) AS n RETURNING id",
    )
    .fetch_all(&mut *tx)
    .await
    .unwrap();
    // All but one listened to (their pages open somewhere).
    let (unheard, listened) = players.split_last().unwrap();
    sqlx::query(
        "INSERT INTO listened_users (user_id, instance, until)
         SELECT u, gen_random_uuid(), now() + interval '1 hour' FROM unnest($1::uuid[]) AS u",
    )
    .bind(listened)
    .execute(&mut *tx)
    .await
    .unwrap();
    let games: Vec<Uuid> = sqlx::query_scalar(
        "INSERT INTO games (id, kind, rules_version, options, seat_count, status, created_by)
         SELECT gen_random_uuid(), 'torres', 1, '{}', 3, 'open', $1 FROM generate_series(1, 85) RETURNING id",
    )
    .bind(players[0])
    .fetch_all(&mut *tx)
    .await
    .unwrap();
    let tables: Vec<Uuid> = players
        .iter()
        .enumerate()
        .map(|(n, _)| games[n / 3])
        .collect();
    sqlx::query(
        "INSERT INTO game_players (game_id, user_id, seat)
         SELECT g, u, (n - 1) % 3 FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS s (g, u, n)",
    )
    .bind(&tables)
    .bind(&players)
    .execute(&mut *tx)
    .await
    .expect("the seats are written and announced");
    tx.commit().await.unwrap();

    let heard = announced(&mut listener, Duration::from_millis(1_500)).await;
    assert_eq!(
        heard.len(),
        2,
        "252 players, 200 to a notification: {heard:?}"
    );
    let mut named: Vec<Uuid> = Vec::new();
    for (_, payload) in &heard {
        assert!(payload.len() <= 8_000, "{} bytes", payload.len());
        named.extend(payload.split(' ').map(|user| user.parse::<Uuid>().unwrap()));
    }
    named.sort();
    let mut expected = listened.to_vec();
    expected.sort();
    assert_eq!(named, expected, "each listened player once, the other not");
    assert!(!named.contains(unheard));
}
