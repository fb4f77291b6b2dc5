//! The living table in a real Chromium at phone size: a move made by one
//! player shows on the other's open page in place (no navigation, the scroll
//! kept), the computer's answer shows likewise, a half-made Carolingi choice
//! survives the other player's placement, and no "your turn" mail goes to a
//! player whose page is open.
//!
//! The time from the decision to the page showing it is printed (`live:`
//! lines), not asserted: the machines are shared and noisy. Each wait gives
//! up after `PATIENCE`.

use crate::driver::{log_in, set_viewport, ChromeDriver, PHONE};
use crate::helpers::{browser, spawn_app, TestApp};
use crate::turn::{next_control, play_turn, touch, Control};
use crate::{fresh_dir, target_dir, PASSWORD};
use fantoccini::{Client, Locator};
use scriptorium::mail::worker::drain_once;
use std::time::{Duration, Instant};
use uuid::Uuid;

const PATIENCE: Duration = Duration::from_secs(15);
const FROM: &str = "Scriptorium <noreply@scriptorium.test>";

async fn run(client: &Client, script: &str) -> serde_json::Value {
    client
        .execute(script, vec![])
        .await
        .unwrap_or_else(|error| panic!("{script}: {error}"))
}

/// Marks the page, so that a navigation (which forgets the mark) shows.
async fn mark(client: &Client) {
    run(client, "window.__same_page = true;").await;
}

async fn still_same_page(client: &Client) -> bool {
    run(client, "return window.__same_page === true;").await == serde_json::Value::Bool(true)
}

/// Waits until `script` returns true on the page; how long it took.
async fn until(client: &Client, script: &str) -> Option<Duration> {
    let start = Instant::now();
    while start.elapsed() < PATIENCE {
        if run(client, script).await == serde_json::Value::Bool(true) {
            return Some(start.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    None
}

const MY_TURN: &str = "return document.querySelector('#turn .status strong') !== null;";

/// A Chromium at phone size, logged in as `username`, on the game's page.
async fn seated(
    chromedriver: &ChromeDriver,
    app: &TestApp,
    username: &str,
    game: Uuid,
) -> (Client, tempfile::TempDir) {
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let client = chromedriver.session_with(profile.path(), true).await;
    set_viewport(&client, PHONE).await;
    log_in(&client, &app.address, username, PASSWORD).await;
    client
        .goto(&app.url(&format!("/games/{game}")))
        .await
        .expect("open the game");
    // The page listens once its feed is open.
    until(&client, "return document.readyState === 'complete';").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    (client, profile)
}

/// How long ago the game's last decision was made, by the database's clock:
/// read right after a page showed it, the time from decision to display
/// (an upper bound: it includes the decision's own transaction and the
/// test's polling).
async fn since_last_decision(app: &TestApp, game: Uuid) -> Duration {
    let micros: f64 = sqlx::query_scalar(
        "SELECT EXTRACT(EPOCH FROM clock_timestamp() - max(created_at))::float8 * 1e6
         FROM game_events WHERE game_id = $1",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .expect("the last decision's time");
    Duration::from_micros(micros.max(0.0) as u64)
}

async fn turn_mail_sent_to(app: &TestApp, user: Uuid) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE user_id = $1 AND kind = 'your_turn' AND sent_at IS NOT NULL",
    )
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_move_shows_in_place_on_the_other_players_open_page() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let pictures = fresh_dir(target_dir().join("live-screenshots"));
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    let joined = app
        .post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let transport = app.folder_transport();
    while drain_once(&app.pool, &transport, FROM).await.unwrap() > 0 {}

    let mover_id = app.user_at(game, app.waiting_seat(game).await).await;
    let (mover_name, watcher_name, watcher_id) = if mover_id == anna_id {
        ("anna", "bob", bob_id)
    } else {
        ("bob", "anna", anna_id)
    };
    let (mover, _mover_profile) = seated(&chromedriver, &app, mover_name, game).await;
    let (watcher, _watcher_profile) = seated(&chromedriver, &app, watcher_name, game).await;
    // The watcher has scrolled down a little, to the players.
    run(
        &watcher,
        "document.getElementById('side').scrollIntoView();",
    )
    .await;
    const PLAYERS_AT: &str =
        "return Math.round(document.getElementById('side').getBoundingClientRect().top);";
    let scrolled = run(&watcher, PLAYERS_AT).await;
    mark(&watcher).await;
    assert_eq!(run(&watcher, MY_TURN).await, serde_json::Value::Bool(false));

    let sent_before = turn_mail_sent_to(&app, watcher_id).await;
    let before = app.seq(game).await;
    play_turn(&mover, "countdown-live-mover", &pictures).await;
    assert!(
        app.seq(game).await > before,
        "the mover's turn changed the game"
    );
    let shown = until(&watcher, MY_TURN).await;
    let waited = since_last_decision(&app, game).await;
    assert!(
        shown.is_some(),
        "the watcher's page did not show the move in {PATIENCE:?}"
    );
    println!("live: the other player's page showed the move at most {waited:?} after it was made");
    assert!(
        still_same_page(&watcher).await,
        "shown in place, without a navigation"
    );
    assert_eq!(
        run(&watcher, PLAYERS_AT).await,
        scrolled,
        "the players stay where they were on the screen"
    );
    assert!(
        until(&watcher, "return document.title.indexOf('(1) ') === 0;")
            .await
            .is_some(),
        "the title counts the game now waiting"
    );
    let png = watcher.screenshot().await.expect("screenshot");
    std::fs::write(pictures.join("watcher-after-move.png"), png).expect("save");

    // A player may turn notifications on for this device from the game page.
    let offered = until(
        &watcher,
        "var b = document.querySelector('[data-push-enable]'); return !!b && !b.hidden;",
    )
    .await;
    assert!(
        offered.is_some(),
        "\"Notify me on this device\" is offered where the browser has the Push API, live refresh or not"
    );
    // Headless Chromium has no push service to subscribe with: touching the
    // button says what became of it instead of failing silently.
    watcher
        .find(Locator::Css("[data-push-enable]"))
        .await
        .expect("the button")
        .click()
        .await
        .expect("touch it");
    let told = until(
        &watcher,
        "var s = document.querySelector('[data-push-state]'); return !!s && !s.hidden && s.textContent.length > 0;",
    )
    .await;
    let said = run(
        &watcher,
        "var s = document.querySelector('[data-push-state]'); return s ? s.textContent : '';",
    )
    .await;
    println!("live: touching \"Notify me on this device\" in headless Chromium says {said}");
    assert!(told.is_some(), "the page says what became of it");

    // The watcher is at the table: their "your turn" mail waits.
    drain_once(&app.pool, &transport, FROM).await.unwrap();
    assert_eq!(
        turn_mail_sent_to(&app, watcher_id).await,
        sent_before,
        "no \"your turn\" mail while the page is open"
    );
    // The watcher leaves without deciding: the held mail goes after the
    // grace the README promises (about 30 s; the mail worker's round on
    // top). Measured from the page's closing to the mail's sending, with a
    // worker round every 200 ms here.
    watcher.goto("about:blank").await.expect("leave the game");
    let left = Instant::now();
    let mut sent_after = None;
    while left.elapsed() < Duration::from_secs(120) {
        drain_once(&app.pool, &transport, FROM).await.unwrap();
        if turn_mail_sent_to(&app, watcher_id).await > sent_before {
            sent_after = Some(left.elapsed());
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let sent_after = sent_after.expect("the held turn mail went after the player left");
    println!("live: the held \"your turn\" mail went {sent_after:?} after the page closed");
    std::fs::write(
        target_dir().join("presence-hold.txt"),
        format!(
            "the held \"your turn\" mail went {:.1} s after the page closed\n",
            sent_after.as_secs_f64()
        ),
    )
    .expect("report the hold");
    assert!(
        sent_after >= Duration::from_secs(25),
        "not before the grace: {sent_after:?}"
    );
    mover.close().await.expect("close Chromium");
    watcher.close().await.expect("close Chromium");
}

#[tokio::test]
async fn the_computers_answer_shows_in_place() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let pictures = fresh_dir(target_dir().join("live-computer-screenshots"));
    let carla = browser();
    let carla_id = app.sign_up(&carla, "carla").await;
    let (_, lobby) = app.page(&carla, "/").await;
    assert!(lobby.contains("play-now"), "the lobby offers Play now");
    let started = app
        .post_form(
            &carla,
            "/play-now",
            &[("kind", "torres"), ("level", "easy")],
        )
        .await;
    assert_eq!(started.status().as_u16(), 303);
    let game: Uuid = started.headers()["location"]
        .to_str()
        .unwrap()
        .trim_start_matches("/games/")
        .parse()
        .expect("the new game's page");
    if app.user_at(game, app.waiting_seat(game).await).await != carla_id {
        crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await;
    }
    let (client, _profile) = seated(&chromedriver, &app, "carla", game).await;
    play_turn(&client, "torres-live", &pictures).await;
    mark(&client).await;
    // The computer decides (its worker, run here by hand) while the page is open.
    assert!(crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await > 0);
    let shown = until(&client, MY_TURN).await;
    let waited = since_last_decision(&app, game).await;
    assert!(
        shown.is_some(),
        "the computer's answer did not show in {PATIENCE:?}"
    );
    println!("live: the computer's answer showed at most {waited:?} after its decision");
    assert!(still_same_page(&client).await, "shown in place");
    client.close().await.expect("close Chromium");
}

#[tokio::test]
async fn a_half_made_carolingi_choice_survives_the_other_players_placement() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    let bob_id = app.sign_up(&bob, "bob").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "carolingi"),
                ("seats", "2"),
                ("time_limit", "72"),
                ("opt.sundial_year", "830"),
            ],
        )
        .await;
    let joined = app
        .post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303);
    let (client, _profile) = seated(&chromedriver, &app, "anna", game).await;
    assert_eq!(
        run(&client, MY_TURN).await,
        serde_json::Value::Bool(true),
        "both place at once"
    );
    // Anna touches one of her tiles: the choice is under way, in place.
    let target = client
        .find(Locator::Css("section.board a.pick-target"))
        .await
        .expect("a tile to touch");
    touch(&client, target).await;
    let address = client.current_url().await.expect("the address");
    assert!(
        address.query().unwrap_or("").starts_with("pick=tile:"),
        "{address}"
    );
    assert!(
        client.find(Locator::Css(".pick-so-far")).await.is_ok(),
        "the tile is chosen"
    );
    mark(&client).await;

    // Bob places a tile meanwhile.
    let before = app.seq(game).await;
    let offered = app.decisions(bob_id, game).await;
    let bobs = offered
        .iter()
        .find(|d| d.page.contains("?pick=tile:"))
        .expect("a tile of bob's");
    let placed = app.take(&bob, game, bobs).await;
    assert_eq!(placed.status().as_u16(), 303);
    assert!(app.seq(game).await > before);
    let seq = app.seq(game).await;
    let refreshed = until(
        &client,
        &format!("return document.querySelector('[data-game-live]').getAttribute('data-seq') === '{seq}';"),
    )
    .await;
    assert!(refreshed.is_some(), "anna's page heard of bob's placement");
    assert!(still_same_page(&client).await, "in place");
    assert!(
        client.find(Locator::Css(".pick-so-far")).await.is_ok(),
        "anna's tile is still chosen"
    );
    assert_eq!(
        client.current_url().await.unwrap(),
        address,
        "and still in the address"
    );
    assert!(
        client.find(Locator::Css("p.flash.error")).await.is_err(),
        "nothing was dropped"
    );

    // She finishes her choice and confirms it: no "the game moved on".
    for _ in 0..8 {
        let Some((kind, control)) = next_control(&client).await else {
            break;
        };
        touch(&client, control).await;
        if kind == Control::Confirm || app.seq(game).await > seq {
            break;
        }
    }
    assert!(app.seq(game).await > seq, "anna's placement landed");
    assert!(
        client.find(Locator::Css("p.flash.error")).await.is_err(),
        "without a refusal"
    );
    client.close().await.expect("close Chromium");
}

#[tokio::test]
async fn the_service_worker_installs_and_keeps_the_offline_page() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let client = chromedriver.session_with(profile.path(), true).await;
    set_viewport(&client, PHONE).await;
    client.goto(&app.url("/")).await.expect("open the lobby");
    let kept = until(
        &client,
        "if (!window.__sw_checked) {
             window.__sw_checked = true;
             navigator.serviceWorker.ready
                 .then(function () { return caches.match('/offline'); })
                 .then(function (page) { window.__offline_kept = !!page; });
         }
         return window.__offline_kept === true;",
    )
    .await;
    assert!(
        kept.is_some(),
        "the service worker is active and keeps the offline page"
    );
    let scope = run(
        &client,
        "return navigator.serviceWorker.controller ? 'controlled' : 'not yet';",
    )
    .await;
    println!("live: service worker ready; this page is {scope}");
    client.close().await.expect("close Chromium");
}
