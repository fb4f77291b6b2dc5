//! The guided first turn as a newcomer meets it, in each game: signed up in
//! the browser, "Play now" against the computer, on a phone of 390×844 and
//! one of 360×640. The first place or button to touch must be on the first
//! screen with the guide above it, the guide must speak only of what the page
//! shows, and once the first turn is played it is gone without "Got it".
//! The measures are reported in `target/guided-first-turn.txt`, the pictures
//! kept in `target/guide-screenshots/`.

use crate::driver::{set_viewport, ChromeDriver, PHONE, SMALL_PHONE};
use crate::helpers::spawn_app;
use crate::turn::{play_turn, touch};
use crate::{fresh_dir, target_dir, PASSWORD};
use fantoccini::{Client, Locator};
use uuid::Uuid;

/// What the player may touch on a guided turn, with the name the guide gives
/// it (`data-speaks-of`): the first of them is the one highest on the page.
const FIRST_TARGETS: [(&str, &str); 5] = [
    ("form.pick-confirm button", "confirm"),
    ("section.board a.pick-target", "board"),
    ("ul.pick-choices a.pick-choice", "choices"),
    (
        "section.turn form.decision:not(.pick-confirm) label.choice",
        "options",
    ),
    (
        "section.turn form.decision:not(.pick-confirm) button[type=submit]",
        "buttons",
    ),
];

/// Whether `user` is among the seats the game waits on.
async fn waits_on(app: &crate::helpers::TestApp, game: Uuid, user: Uuid) -> bool {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM games g JOIN game_players p ON p.game_id = g.id
         WHERE g.id = $1 AND p.user_id = $2 AND p.seat = ANY(g.waiting_on))",
    )
    .bind(game)
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .expect("who the game waits on")
}

/// The computer plays until it is `user`'s turn again.
async fn computer_until_my_turn(app: &crate::helpers::TestApp, game: Uuid, user: Uuid) {
    for _ in 0..40 {
        if waits_on(app, game, user).await {
            return;
        }
        crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await;
    }
    panic!("the computer did not hand the turn back in {game}");
}

/// The measures of the guided turn the page shows at the viewport's size:
/// the guide's box, the first control's kind and box, the viewport's height,
/// and what the guide speaks of that the page does not show.
pub async fn measure_guide(client: &Client) -> serde_json::Value {
    let targets: Vec<String> = FIRST_TARGETS
        .iter()
        .map(|(selector, name)| format!("['{selector}', '{name}']"))
        .collect();
    client
        .execute(
            &format!(
                "const shown = e => e.getClientRects().length > 0;
                 const guide = document.querySelector('section.turn aside.guide');
                 const box = e => {{ const r = e.getBoundingClientRect();
                    return {{ top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width), height: Math.round(r.height) }}; }};
                 // The highest on the page of all there is to touch (a board
                 // lists its places in its own order).
                 let first = null;
                 for (const [selector, name] of [{}]) {{
                   for (const found of [...document.querySelectorAll(selector)].filter(shown)) {{
                     const bottom = found.getBoundingClientRect().bottom;
                     if (first === null || bottom < first.box.bottom) {{
                       first = {{ name, box: box(found), label: (found.getAttribute('aria-label') || found.textContent).trim().slice(0, 40) }};
                     }}
                   }}
                 }}
                 const present = {{
                   board: document.querySelectorAll('section.board a.pick-target').length > 0,
                   list: !!document.querySelector('section.turn details.pick-list'),
                   choices: [...document.querySelectorAll('ul.pick-choices a.pick-choice')].some(shown),
                   options: [...document.querySelectorAll('section.turn form.decision:not(.pick-confirm) label.choice')].some(shown),
                   buttons: [...document.querySelectorAll('section.turn form.decision:not(.pick-confirm) button[type=submit]')].some(shown),
                   confirm: [...document.querySelectorAll('form.pick-confirm button')].some(shown),
                 }};
                 const speaks = guide ? (guide.querySelector('[data-speaks-of]')?.dataset.speaksOf || '').split(' ').filter(w => w) : [];
                 return {{
                   guide: guide ? box(guide) : null,
                   text: guide ? guide.innerText : '',
                   speaks,
                   absent: speaks.filter(word => !present[word]),
                   first,
                   height: window.innerHeight,
                   width: document.documentElement.scrollWidth,
                   scrolled: window.scrollY,
                 }};",
                targets.join(", ")
            ),
            vec![],
        )
        .await
        .expect("measure the guided turn")
}

#[tokio::test]
async fn the_guided_first_turn_keeps_its_first_target_on_the_first_screen() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let pictures = fresh_dir(target_dir().join("guide-screenshots"));
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let client = chromedriver.session_with(profile.path(), true).await;
    set_viewport(&client, PHONE).await;
    // A newcomer signs up in the browser...
    client
        .goto(&app.url("/signup"))
        .await
        .expect("open /signup");
    for (name, text) in [
        ("username", "carla"),
        ("email", "carla@example.org"),
        ("password", PASSWORD),
    ] {
        client
            .find(Locator::Css(&format!("main input[name={name}]")))
            .await
            .unwrap_or_else(|_| panic!("the {name} field"))
            .send_keys(text)
            .await
            .expect("type");
    }
    let submit = client
        .find(Locator::Css("main form button[type=submit]"))
        .await
        .expect("the sign-up button");
    touch(&client, submit).await;
    let carla: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'carla'")
        .fetch_one(&app.pool)
        .await
        .expect("carla's account");
    let mut report = Vec::new();
    let mut wrong = Vec::new();
    for kind in ["torres", "carolus-magnus", "carolingi"] {
        // ...and plays the computer at each game, from the lobby.
        client.goto(&app.url("/")).await.expect("open the lobby");
        let play = client
            .find(Locator::Css(&format!("form.play-now button[value={kind}]")))
            .await
            .unwrap_or_else(|_| panic!("Play now: {kind}"));
        touch(&client, play).await;
        let url = client.current_url().await.expect("the url");
        let game: Uuid = url
            .path()
            .strip_prefix("/games/")
            .and_then(|id| id.parse().ok())
            .unwrap_or_else(|| panic!("a game page, not {url}"));
        computer_until_my_turn(&app, game, carla).await;
        for size in [PHONE, SMALL_PHONE] {
            set_viewport(&client, size).await;
            client
                .goto(&app.url(&format!("/games/{game}")))
                .await
                .expect("open the game");
            let what = format!("{kind}-{}x{}", size.0, size.1);
            let png = client.screenshot().await.expect("screenshot");
            std::fs::write(pictures.join(format!("{what}.png")), png).expect("save the screenshot");
            let seen = measure_guide(&client).await;
            report.push(format!("{what}: {seen}"));
            if seen["guide"].is_null() {
                wrong.push(format!("{what}: no guide on the first turn"));
                continue;
            }
            let height = seen["height"].as_f64().unwrap_or(0.0);
            match seen["first"].as_object() {
                None => wrong.push(format!("{what}: nothing to touch")),
                Some(first) => {
                    let (top, bottom) = (
                        first["box"]["top"].as_f64().unwrap_or(f64::NAN),
                        first["box"]["bottom"].as_f64().unwrap_or(f64::NAN),
                    );
                    if !(top >= 0.0 && bottom <= height) {
                        wrong.push(format!(
                            "{what}: the first {} ({}) lies at {top}–{bottom} px, the first screen ends at {height} px",
                            first["name"], first["label"]
                        ));
                    }
                    let name = first["name"].as_str().unwrap_or("");
                    let speaks: Vec<&str> = seen["speaks"]
                        .as_array()
                        .map(|words| words.iter().filter_map(|w| w.as_str()).collect())
                        .unwrap_or_default();
                    if !speaks.contains(&name) {
                        wrong.push(format!(
                            "{what}: the guide does not speak of the first thing to touch ({name}): {}",
                            seen["text"]
                        ));
                    }
                }
            }
            if seen["absent"]
                .as_array()
                .is_some_and(|absent| !absent.is_empty())
            {
                wrong.push(format!(
                    "{what}: the guide speaks of what the page does not show ({}): {}",
                    seen["absent"], seen["text"]
                ));
            }
            if seen["guide"]["bottom"].as_f64().unwrap_or(f64::MAX) > height {
                wrong.push(format!("{what}: the guide ends below the first screen"));
            }
            if seen["width"].as_f64().unwrap_or(0.0) > f64::from(size.0) {
                wrong.push(format!("{what}: wider than the phone"));
            }
        }
        // The first turn, played by touch on the phone; then the computer's,
        // then the guide is gone from the next.
        set_viewport(&client, PHONE).await;
        client
            .goto(&app.url(&format!("/games/{game}")))
            .await
            .expect("open the game");
        play_turn(&client, &format!("{kind}-first-turn"), &pictures).await;
        computer_until_my_turn(&app, game, carla).await;
        client
            .goto(&app.url(&format!("/games/{game}")))
            .await
            .expect("open the game again");
        let png = client.screenshot().await.expect("screenshot");
        std::fs::write(pictures.join(format!("{kind}-second-turn.png")), png)
            .expect("save the screenshot");
        if client.find(Locator::Css("aside.guide")).await.is_ok() {
            wrong.push(format!(
                "{kind}: the guide is still there on the second turn"
            ));
        }
        app.assert_projection_is_fold(game).await;
    }
    client.close().await.expect("close Chromium");
    let text = report.join("\n");
    std::fs::write(
        target_dir().join("guided-first-turn.txt"),
        format!("{text}\n"),
    )
    .expect("write the report");
    eprintln!("{text}");
    assert!(
        wrong.is_empty(),
        "the guided first turn:\n{}",
        wrong.join("\n")
    );
}
