//! Whole games played by touch, as a person on a phone plays them: Chromium
//! at 390×844 with the pages' JavaScript on, a newcomer against the
//! computer (Torres, two players; Carolingi, three), every decision made by
//! touching what the page offers: the button naming the chosen action, a
//! marked place on the board, a choice beside it, or another decision's
//! button, the first shown in that order. The computer players' worker runs
//! beside the test, so their moves reach the page through its live feed.
//!
//! Counted and reported (`target/whole-games.txt`): touches, page loads
//! during play (must be none: every choice, confirmation and "End my turn" is
//! made in place) and the scrolls a person would have had to make before a
//! touch, because what they touch next was not on the screen (reported per
//! decision, not asserted: it is a measure of the layout). No touch may be
//! refused. Step pictures are in `target/whole-game-screenshots/`.

use crate::driver::{set_viewport, ChromeDriver, PHONE};
use crate::helpers::{browser, spawn_app, TestApp};
use crate::{fresh_dir, target_dir, PASSWORD};
use fantoccini::elements::Element;
use fantoccini::{Client, Locator};
use serde_json::Value;
use std::fmt::Write as _;
use std::time::{Duration, Instant};
use uuid::Uuid;

/// What the player may act with, most specific first.
const CONTROLS: [(&str, Kind); 4] = [
    ("#picking form.pick-confirm button", Kind::Confirm),
    ("#board a.pick-target", Kind::Place),
    ("#picking a.pick-choice", Kind::Choice),
    (
        "#turn form.decision button[type=submit]:not([name=take_back])",
        Kind::Button,
    ),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Confirm,
    Place,
    Choice,
    Button,
}

/// A whole game cannot take longer on this machine; a game that does is stuck.
const GAME_PATIENCE: Duration = Duration::from_secs(20 * 60);
/// How long one touch's answer may take.
const TOUCH_PATIENCE: Duration = Duration::from_secs(15);

#[derive(Default, Debug)]
struct Tally {
    touches: usize,
    /// Touches that decided (a confirmation or a decision's button).
    decisions: usize,
    page_loads: usize,
    /// Touches whose target was not on the screen first.
    scrolls: usize,
    /// The kinds of control touched.
    places: usize,
    choices: usize,
    /// Turns that came back to the player with "Since your last decision"
    /// above the board, and of these, those where it was on the screen.
    recaps: usize,
    recaps_on_screen: usize,
}

async fn run(client: &Client, script: &str, args: Vec<Value>) -> Value {
    client
        .execute(script, args)
        .await
        .unwrap_or_else(|error| panic!("{script}: {error}"))
}

/// Marks the page: a new page (a load, or a document written anew) loses
/// the mark. Also counts the page's own answers to the player's actions.
const MARK: &str = "
    var marker = document.querySelector('[data-game-live]');
    if (!marker) return false;
    if (marker.__played) return true;
    marker.__played = true;
    window.__acted = 0;
    document.addEventListener('game:updated', function (e) {
        if (e.detail && e.detail.action) window.__acted += 1;
    });
    return false;";

/// Whether the page was marked already (and marks it if not).
async fn same_page(client: &Client) -> bool {
    run(client, MARK, vec![]).await == Value::Bool(true)
}

async fn my_turn(client: &Client) -> bool {
    client
        .find(Locator::Css("#turn .status strong"))
        .await
        .is_ok()
}

/// What a person touches next: the button naming the chosen action; else a
/// place on the board or a choice beside it, one on the screen if any (a
/// Carolingi tile is offered beside the map and on the action board far
/// below it); else a decision's button. The page's script gives the focus
/// by the same rule.
async fn next_control(client: &Client) -> Option<(Kind, Element)> {
    let groups: [&[(&str, Kind)]; 3] = [&CONTROLS[0..1], &CONTROLS[1..3], &CONTROLS[3..4]];
    for group in groups {
        let mut first = None;
        for (selector, kind) in group {
            for element in client.find_all(Locator::Css(selector)).await.ok()? {
                if !element.is_displayed().await.unwrap_or(false) {
                    continue;
                }
                let on_screen = client
                    .execute(ON_SCREEN, vec![serde_json::to_value(&element).unwrap()])
                    .await
                    .unwrap_or(Value::Bool(false));
                if on_screen == Value::Bool(true) {
                    return Some((*kind, element));
                }
                first = first.or(Some((*kind, element)));
            }
        }
        if first.is_some() {
            return first;
        }
    }
    None
}

/// Whether the middle of `element` is on the screen and not cut off by a
/// box that scrolls (the Carolingi map scrolls inside its own box).
const ON_SCREEN: &str = "
    var e = arguments[0];
    var r = e.getBoundingClientRect();
    var x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    for (var p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        var s = getComputedStyle(p);
        if (!/(auto|scroll|hidden)/.test(s.overflowX + s.overflowY) || p.tagName.toLowerCase() === 'svg') continue;
        var b = p.getBoundingClientRect();
        if (x < b.left || x > b.right || y < b.top || y > b.bottom) return false;
    }
    return true;";

/// Touches `element` as a person would: scrolls first when it is not on the
/// screen (counted), then waits for the page's answer. `false`: the element
/// went away before it could be touched (a live refresh put a new page in
/// place); nothing was touched.
async fn touch(client: &Client, element: Element, tally: &mut Tally) -> bool {
    let Ok(on_screen) = client
        .execute(ON_SCREEN, vec![serde_json::to_value(&element).unwrap()])
        .await
    else {
        return false;
    };
    if on_screen == Value::Bool(false) {
        tally.scrolls += 1;
        let scrolled = client
            .execute(
                "arguments[0].scrollIntoView({ block: 'center', inline: 'center' });",
                vec![serde_json::to_value(&element).unwrap()],
            )
            .await;
        if scrolled.is_err() {
            return false;
        }
    }
    let before = run(client, "return window.__acted || 0;", vec![]).await;
    if element.click().await.is_err() {
        return false;
    }
    tally.touches += 1;
    let started = Instant::now();
    while started.elapsed() < TOUCH_PATIENCE {
        let answered = client
            .execute(
                "var m = document.querySelector('[data-game-live]');
                 if (!m || !m.__played) return document.readyState === 'complete';
                 return (window.__acted || 0) > arguments[0];",
                vec![before.clone()],
            )
            .await
            .ok()
            .and_then(|value| value.as_bool())
            .unwrap_or(false);
        if answered {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the page did not answer a touch in {TOUCH_PATIENCE:?}");
}

async fn status(app: &TestApp, game: Uuid) -> String {
    sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .expect("the game's status")
}

/// Plays the game on the open page to its end; what it took.
async fn play_to_the_end(
    client: &Client,
    app: &TestApp,
    game: Uuid,
    what: &str,
    pictures: &std::path::Path,
) -> Tally {
    let mut tally = Tally::default();
    same_page(client).await;
    let started = Instant::now();
    let mut pictures_taken = 0;
    let mut idle_at_my_turn = 0;
    let mut was_my_turn = false;
    let mut recap_pictures = 0;
    while status(app, game).await != "finished" {
        assert!(
            started.elapsed() < GAME_PATIENCE,
            "{what}: the game did not end in {GAME_PATIENCE:?} ({tally:?})"
        );
        if !same_page(client).await {
            tally.page_loads += 1;
        }
        if !my_turn(client).await {
            idle_at_my_turn = 0;
            was_my_turn = false;
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        if !was_my_turn {
            was_my_turn = true;
            // The turn came back: what the others did is told above the board.
            let recap = run(
                client,
                "var r = document.getElementById('recap');
                 if (!r) return 'none';
                 var b = r.getBoundingClientRect();
                 return b.top >= 0 && b.top < window.innerHeight ? 'shown' : 'above';",
                vec![],
            )
            .await;
            if recap != Value::String("none".into()) {
                tally.recaps += 1;
                if recap == Value::String("shown".into()) {
                    tally.recaps_on_screen += 1;
                }
                if recap_pictures < 3 {
                    let png = client.screenshot().await.expect("screenshot");
                    std::fs::write(
                        pictures.join(format!("{what}-recap-{recap_pictures}.png")),
                        png,
                    )
                    .expect("save the screenshot");
                    recap_pictures += 1;
                }
            }
        }
        let Some((kind, element)) = next_control(client).await else {
            // A refresh may be under way: look again, for a while.
            idle_at_my_turn += 1;
            assert!(
                idle_at_my_turn < 200,
                "{what}: my turn, and nothing to touch ({tally:?})"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        idle_at_my_turn = 0;
        if pictures_taken < 12 && matches!(kind, Kind::Place | Kind::Button) {
            let png = client.screenshot().await.expect("screenshot");
            std::fs::write(
                pictures.join(format!("{what}-{pictures_taken:02}.png")),
                png,
            )
            .expect("save the screenshot");
            pictures_taken += 1;
        }
        if !touch(client, element, &mut tally).await {
            continue;
        }
        match kind {
            Kind::Confirm | Kind::Button => tally.decisions += 1,
            Kind::Place => tally.places += 1,
            Kind::Choice => tally.choices += 1,
        }
        let refused = client
            .find(Locator::Css("#game-notice p.flash.error"))
            .await
            .is_ok();
        assert!(
            !refused,
            "{what}: touch {} ({kind:?}) was refused",
            tally.touches
        );
    }
    if !same_page(client).await {
        tally.page_loads += 1;
    }
    let png = client.screenshot().await.expect("screenshot");
    std::fs::write(pictures.join(format!("{what}-end.png")), png).expect("save the screenshot");
    tally
}

/// Signs a newcomer up, logs them in at phone size, and creates a game of
/// `kind` against `computers` easy computer players through the lobby's form.
async fn newcomer_against_the_computer(
    chromedriver: &ChromeDriver,
    app: &TestApp,
    name: &str,
    kind: &str,
    computers: usize,
) -> (Client, tempfile::TempDir, Uuid) {
    let account = browser();
    app.sign_up(&account, name).await;
    let game = app
        .create_game(
            &account,
            &[
                ("kind", kind),
                ("seats", &(computers + 1).to_string()),
                ("time_limit", "none"),
                ("computers_easy", &computers.to_string()),
            ],
        )
        .await;
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let client = chromedriver.session_with(profile.path(), true).await;
    set_viewport(&client, PHONE).await;
    crate::driver::log_in(&client, &app.address, name, PASSWORD).await;
    client
        .goto(&app.url(&format!("/games/{game}")))
        .await
        .expect("open the game");
    (client, profile, game)
}

/// The computer players' worker, as the service runs it: looks for what is
/// due every 100 ms. Stopped when the returned handle is dropped.
struct Worker(tokio::task::JoinHandle<()>);

impl Drop for Worker {
    fn drop(&mut self) {
        self.0.abort();
    }
}

fn computer_worker(app: &TestApp) -> Worker {
    let pool = app.pool.clone();
    Worker(tokio::spawn(async move {
        loop {
            let _ = scriptorium::computer::decide_all(
                &pool,
                chrono::Utc::now(),
                Duration::from_millis(20),
            )
            .await;
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }))
}

#[tokio::test]
async fn whole_games_are_played_by_touch_without_a_page_load() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let pictures = fresh_dir(target_dir().join("whole-game-screenshots"));
    let _worker = computer_worker(&app);
    let mut report = String::new();
    for (name, kind, computers) in [("tess", "torres", 1), ("cara", "carolingi", 2)] {
        let (client, _profile, game) =
            newcomer_against_the_computer(&chromedriver, &app, name, kind, computers).await;
        let what = format!("{kind}-{}p", computers + 1);
        let started = Instant::now();
        let tally = play_to_the_end(&client, &app, game, &what, &pictures).await;
        let line = format!(
            "{what}: {} touches ({} places on the board, {} choices beside it, {} decisions), \
             {} page loads, {} scrolls ({:.2} per decision), \
             \"since your last decision\" on {} returns of the turn ({} of them on the screen), in {:.0?}",
            tally.touches,
            tally.places,
            tally.choices,
            tally.decisions,
            tally.page_loads,
            tally.scrolls,
            tally.scrolls as f64 / tally.decisions.max(1) as f64,
            tally.recaps,
            tally.recaps_on_screen,
            started.elapsed()
        );
        println!("whole game: {line}");
        writeln!(report, "{line}").unwrap();
        assert_eq!(
            tally.page_loads, 0,
            "{what}: no page load during play ({tally:?})"
        );
        assert!(tally.decisions > 0 && tally.places > 0, "{what}: {tally:?}");
        assert!(
            tally.recaps > 0,
            "{what}: the computer's moves are told when the turn comes back"
        );
        app.assert_projection_is_fold(game).await;
        client.close().await.expect("close Chromium");
    }
    std::fs::write(target_dir().join("whole-games.txt"), report).expect("write the report");
}
