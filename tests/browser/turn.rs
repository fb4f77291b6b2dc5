//! A whole turn of each game, played as a person on a phone plays it: in
//! Chromium at 390×844, by touching the marked places on the board (then the
//! button that names the chosen action), once with the pages' JavaScript on
//! and once with it off. What a person sees first is checked on the way: the
//! turn and a control to decide with are on the first screen, and nothing is
//! wider than the phone.

use crate::driver::{set_viewport, ChromeDriver, PHONE};
use crate::helpers::{browser, spawn_app, TestApp};
use crate::{fresh_dir, started_game, target_dir, PASSWORD};
use fantoccini::{Client, Locator};
use std::time::Duration;
use uuid::Uuid;

/// The games whose places are chosen on the board, each played here.
const TOUCH_GAMES: &[&str] = &["countdown", "carolus-magnus", "torres", "carolingi"];

/// What the player may act with, most specific first: a button naming the
/// chosen action, a marked place on the board, a choice beside the board
/// (a colour, a card), then any other decision's button.
const CONTROLS: [(&str, Control); 4] = [
    ("form.pick-confirm button", Control::Confirm),
    ("section.board a.pick-target", Control::BoardTarget),
    ("ul.pick-choices a.pick-choice", Control::Choice),
    (
        "section.turn form.decision button[type=submit]",
        Control::Button,
    ),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Control {
    Confirm,
    BoardTarget,
    Choice,
    Button,
}

/// A whole step cannot take more: a turn that does is stuck.
const MAX_STEPS: usize = 80;
/// Turns played (by both players) at most until one is played on the board.
const MAX_TURNS: usize = 16;

async fn number(client: &Client, script: &str) -> f64 {
    client
        .execute(script, vec![])
        .await
        .unwrap_or_else(|error| panic!("{script}: {error}"))
        .as_f64()
        .unwrap_or(f64::NAN)
}

/// Whether the game page in `client` says it is the viewer's turn.
pub async fn my_turn(client: &Client) -> bool {
    client
        .find(Locator::Css("section.turn .status strong"))
        .await
        .is_ok()
}

/// Clicks `element` as a finger would and waits for the page it leads to.
pub async fn touch(client: &Client, element: fantoccini::elements::Element) {
    assert!(
        try_touch(client, element).await,
        "the control went away before it could be touched"
    );
}

/// [`touch`], or `false` when the element went away before it could be
/// touched (a live refresh put a new board in place, as it may on a slow
/// machine between finding a control and touching it): nothing was touched.
pub async fn try_touch(client: &Client, element: fantoccini::elements::Element) -> bool {
    // A mark on the old page tells it from the new one; a choice on the
    // board made in place (the page's script) says so by an event instead.
    client
        .execute(
            "window.__before_touch = true; window.__updated = false;
             document.addEventListener('game:updated', function () { window.__updated = true; }, { once: true });",
            vec![],
        )
        .await
        .expect("mark the page");
    match element.click().await {
        Ok(()) => {}
        Err(fantoccini::error::CmdError::Standard(error))
            if error.error == fantoccini::error::ErrorStatus::StaleElementReference =>
        {
            return false;
        }
        Err(error) => panic!("touch the control: {error}"),
    }
    for _ in 0..200 {
        let loaded = client
            .execute(
                "return (window.__before_touch === undefined && document.readyState === 'complete')
                    || window.__updated === true;",
                vec![],
            )
            .await
            .ok()
            .and_then(|value| value.as_bool())
            .unwrap_or(false);
        if loaded {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the page did not load after a touch");
}

/// The first visible control, by `CONTROLS`' order.
pub async fn next_control(client: &Client) -> Option<(Control, fantoccini::elements::Element)> {
    for (selector, control) in CONTROLS {
        for element in client.find_all(Locator::Css(selector)).await.ok()? {
            if element.is_displayed().await.unwrap_or(false) {
                return Some((control, element));
            }
        }
    }
    None
}

/// The first screen of a game page where it is the viewer's turn: the turn
/// and one control are in it, nothing is wider than the phone.
async fn check_first_screen(client: &Client, what: &str) {
    let width = number(client, "return document.documentElement.scrollWidth;").await;
    if width > f64::from(PHONE.0) {
        // Name what sticks out, to say where to look.
        let wide = client
            .execute(
                "return [...document.querySelectorAll('body *')]
                    .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
                    .slice(0, 8)
                    .map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));",
                vec![],
            )
            .await
            .unwrap_or_default();
        panic!(
            "{what}: the page is {width} px wide on a {} px phone: {wide}",
            PHONE.0
        );
    }
    let status = number(
        client,
        "return document.querySelector('section.turn .status').getBoundingClientRect().bottom;",
    )
    .await;
    assert!(
        status <= f64::from(PHONE.1),
        "{what}: the turn is at {status} px"
    );
    let mut selectors: Vec<&str> = CONTROLS.iter().map(|(selector, _)| *selector).collect();
    // The board's places listed, one touch away: the way to act at once when
    // the free places lie low on a long board (a Torres set-up whose free
    // castles are all in the lower rows).
    selectors.push("section.turn details.pick-list > summary");
    let script = format!(
        "return Math.min(...[...document.querySelectorAll('{}')]
            .filter(e => e.getClientRects().length > 0)
            .map(e => e.getBoundingClientRect().top));",
        selectors.join(", ")
    );
    let control = number(client, &script).await;
    assert!(
        control < f64::from(PHONE.1),
        "{what}: the first control is at {control} px, below the first screen"
    );
}

/// Plays the viewer's whole turn on the open game page; returns the kinds of
/// control used, in order.
pub async fn play_turn(client: &Client, what: &str, pictures: &std::path::Path) -> Vec<Control> {
    let mut used = Vec::new();
    let png = client.screenshot().await.expect("screenshot");
    std::fs::write(pictures.join(format!("{what}-first.png")), png).expect("save the screenshot");
    check_first_screen(client, what).await;
    for step in 0..MAX_STEPS {
        if !my_turn(client).await {
            return used;
        }
        if step < 6 {
            let png = client.screenshot().await.expect("screenshot");
            std::fs::write(pictures.join(format!("{what}-{step}.png")), png)
                .expect("save the screenshot");
        }
        let (control, element) = next_control(client)
            .await
            .unwrap_or_else(|| panic!("{what}: it is my turn but nothing can be touched"));
        if !try_touch(client, element).await {
            // The board was replaced under the finger: look again.
            continue;
        }
        used.push(control);
        let refused = client.find(Locator::Css("p.flash.error")).await.is_ok();
        assert!(!refused, "{what}: step {step} ({control:?}) was refused");
    }
    panic!("{what}: the turn did not end in {MAX_STEPS} steps");
}

async fn mover_of(app: &TestApp, game: Uuid, anna: Uuid) -> &'static str {
    if app.user_at(game, app.waiting_seat(game).await).await == anna {
        "anna"
    } else {
        "bob"
    }
}

#[tokio::test]
async fn a_turn_of_each_game_is_played_by_touching_the_board_on_a_phone() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    // A folder of its own: the page-kinds test, running beside this one, empties
    // `screenshots/` when it starts.
    let pictures = fresh_dir(target_dir().join("turn-screenshots"));
    for javascript in [true, false] {
        let profile = tempfile::tempdir().expect("a Chromium profile folder");
        let client = chromedriver.session_with(profile.path(), javascript).await;
        let mut logged_in = None;
        for kind in TOUCH_GAMES {
            let game = match *kind {
                // The test game deals its jokers only when asked to.
                "countdown" => {
                    let game = app.create_countdown(&anna, "2").await;
                    let joined = app
                        .post_form(&bob, &format!("/games/{game}/join"), &[])
                        .await;
                    assert_eq!(joined.status().as_u16(), 303);
                    game
                }
                _ => started_game(&app, &anna, &bob, kind).await,
            };
            // Turns are played, by whoever is to move, until one of them was
            // played on the board (an opening may be all buttons: Carolus
            // Magnus starts with each player choosing a disc).
            let mut touched = false;
            for turn in 0..MAX_TURNS {
                let mover = mover_of(&app, game, anna_id).await;
                if logged_in != Some(mover) {
                    crate::driver::log_in(&client, &app.address, mover, PASSWORD).await;
                    logged_in = Some(mover);
                }
                set_viewport(&client, PHONE).await;
                client
                    .goto(&app.url(&format!("/games/{game}")))
                    .await
                    .expect("open the game");
                let scripts_ran = client.find(Locator::Css("html[data-js]")).await.is_ok();
                assert_eq!(scripts_ran, javascript, "{kind}: the page's scripts ran");
                let what = format!(
                    "{kind}-{}-turn{turn}",
                    if javascript { "js" } else { "no-js" }
                );
                let before = app.seq(game).await;
                let used = play_turn(&client, &what, &pictures).await;
                assert!(
                    app.seq(game).await > before,
                    "{what}: the turn changed the game"
                );
                if !javascript {
                    // The decision's answer lands at the decision and the
                    // board, not at the top of the page.
                    let url = client.current_url().await.expect("the address");
                    assert_eq!(url.fragment(), Some("turn"), "{what}: landed at {url}");
                    let top = number(
                        &client,
                        "return document.getElementById('turn').getBoundingClientRect().top;",
                    )
                    .await;
                    assert!(
                        top.abs() < 2.0 || number(&client, "return window.scrollY;").await > 0.0,
                        "{what}: the page is scrolled to the decision ({top} px)"
                    );
                }
                if used.contains(&Control::BoardTarget) {
                    touched = true;
                    break;
                }
            }
            assert!(
                touched,
                "{kind}: no turn in {MAX_TURNS} was played by touching the board"
            );
            app.assert_projection_is_fold(game).await;
        }
        client.close().await.expect("close Chromium");
    }
}

/// Fills a field of the page's main form.
async fn type_into(client: &Client, name: &str, text: &str) {
    client
        .find(Locator::Css(&format!("main input[name={name}]")))
        .await
        .unwrap_or_else(|_| panic!("the {name} field"))
        .send_keys(text)
        .await
        .expect("type");
}

#[tokio::test]
async fn a_newcomer_signs_up_and_plays_the_computer_by_touching_the_board() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let pictures = fresh_dir(target_dir().join("computer-screenshots"));
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let client = chromedriver.session_with(profile.path(), true).await;
    set_viewport(&client, PHONE).await;
    // Signing up lands in the lobby...
    client
        .goto(&app.url("/signup"))
        .await
        .expect("open /signup");
    type_into(&client, "username", "carla").await;
    type_into(&client, "email", "carla@example.org").await;
    type_into(&client, "password", PASSWORD).await;
    let submit = client
        .find(Locator::Css("main form button[type=submit]"))
        .await
        .expect("the sign-up button");
    touch(&client, submit).await;
    let url = client.current_url().await.expect("the url");
    assert_eq!(url.path(), "/", "signing up leads to the lobby");
    let png = client.screenshot().await.expect("screenshot");
    std::fs::write(pictures.join("lobby.png"), png).expect("save the screenshot");
    // ...and one touch from there starts a game against the computer.
    let play = client
        .find(Locator::Css("form.play-now button[value=torres]"))
        .await
        .expect("Play now: Torres");
    touch(&client, play).await;
    let url = client.current_url().await.expect("the url");
    let game: Uuid = url
        .path()
        .strip_prefix("/games/")
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("a game page, not {url}"));
    let carla: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'carla'")
        .fetch_one(&app.pool)
        .await
        .expect("carla's account");
    // The first turn is guided: what to touch and why, beside the decision,
    // readable by everyone (axe), until "Got it" closes it for Torres.
    if app.user_at(game, app.waiting_seat(game).await).await != carla {
        crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await;
        client
            .goto(&app.url(&format!("/games/{game}")))
            .await
            .expect("open the game");
    }
    let guide = client
        .find(Locator::Css("section.turn aside.guide"))
        .await
        .expect("the guided first turn");
    assert!(guide.is_displayed().await.unwrap_or(false));
    let text = guide.text().await.expect("the guide's words");
    assert!(text.contains("Your first turn:"), "{text}");
    assert!(text.contains("blue"), "it says what to touch: {text}");
    let png = client.screenshot().await.expect("screenshot");
    std::fs::write(pictures.join("guide.png"), png).expect("save the screenshot");
    crate::system::ensure_npm_packages();
    let violations = crate::checkers::axe_violations(&client).await;
    assert!(violations.is_empty(), "the guided turn: {violations:?}");
    client
        .goto(&app.url(&format!("/games/{game}")))
        .await
        .expect("open the game again");
    let close = client
        .find(Locator::Css("aside.guide form button[type=submit]"))
        .await
        .expect("Got it");
    touch(&client, close).await;
    assert!(
        client.find(Locator::Css("aside.guide")).await.is_err(),
        "the guide is closed"
    );
    // Turns go by: the computer answers (its worker, run here by hand),
    // carla plays hers by touching the board, until one is played on it.
    let mut touched = false;
    for turn in 0..MAX_TURNS {
        if app.user_at(game, app.waiting_seat(game).await).await != carla {
            crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await;
            assert_eq!(
                app.user_at(game, app.waiting_seat(game).await).await,
                carla,
                "the computer answered"
            );
        }
        client
            .goto(&app.url(&format!("/games/{game}")))
            .await
            .expect("open the game");
        let page = client.source().await.expect("the page");
        assert!(page.contains("computer player"), "the computer is named");
        let used = play_turn(
            &client,
            &format!("torres-vs-computer-turn{turn}"),
            &pictures,
        )
        .await;
        if used.contains(&Control::BoardTarget) {
            touched = true;
            break;
        }
    }
    assert!(
        touched,
        "no turn against the computer was played on the board"
    );
    app.assert_projection_is_fold(game).await;
    client.close().await.expect("close Chromium");
}
