//! Late in games, with the longest names: four players whose names have the
//! longest allowed length (30 characters, no space to wrap at) play each
//! game through the API, chosen at random but repeatably; the page of the
//! player to move late in a game, the finished game and a history step near
//! its end are then measured on a 390 px phone: nothing wider than the
//! phone, no board text under 11 px, no control or board target under
//! 44 × 44 px. Pictures of each are kept in `target/screenshots-late/`.

use crate::checkers::{broken_words, small_board_text, small_targets, wider_than};
use crate::driver::{full_page_screenshot, log_in, set_viewport, ChromeDriver, PHONE, SMALL_PHONE};
use crate::helpers::{browser, spawn_app, TestApp};
use crate::{fresh_dir, target_dir, PASSWORD};
use fantoccini::Client;
use uuid::Uuid;

/// Four names of the longest allowed length, of wide letters.
const NAMES: [&str; 4] = [
    "Wilhelmina_Wunderwald_Wagner_1",
    "Wilhelmina_Wunderwald_Wagner_2",
    "Wilhelmina_Wunderwald_Wagner_3",
    "Wilhelmina_Wunderwald_Wagner_4",
];

/// A four-player game of `kind`, everyone seated.
async fn four_player_game(app: &TestApp, players: &[(reqwest::Client, Uuid)], kind: &str) -> Uuid {
    let game = app
        .create_game(&players[0].0, &[("kind", kind), ("seats", "4")])
        .await;
    for (client, _) in &players[1..] {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303, "a player joins {kind}");
    }
    game
}

/// Plays up to `moves` decisions of `game` through the API, each the
/// waiting player's offered action at a repeatable pseudo-random index;
/// returns how many were played (fewer when the game ends).
async fn play(app: &TestApp, game: Uuid, tokens: &[(Uuid, String)], moves: usize) -> usize {
    for played in 0..moves {
        let record = scriptorium::store::games::load(&app.pool, game)
            .await
            .expect("the game")
            .expect("a game");
        if record.status == scriptorium::store::games::GameStatus::Finished {
            return played;
        }
        let seat = record.waiting_on[0];
        let user = app.user_at(game, seat).await;
        let token = &tokens
            .iter()
            .find(|(id, _)| *id == user)
            .expect("a player's token")
            .1;
        let state = app.api_game(token, game).await;
        let legal = state["legal_actions"]
            .as_array()
            .unwrap_or_else(|| panic!("legal actions: {state}"));
        assert!(!legal.is_empty(), "the waiting player has a decision");
        let action = &legal[(played * 7919 + 13) % legal.len()]["action"];
        let status = app.api_act(token, game, &record.seq.into(), action).await;
        assert_eq!(status, 200, "a move of {game}");
    }
    moves
}

/// The measures of one page on phones of 390 and 360 px, as lines of what
/// is wrong (pictures of both).
async fn measure(client: &Client, what: &str, pictures: &std::path::Path) -> Vec<String> {
    let mut wrong = Vec::new();
    for phone in [PHONE, SMALL_PHONE] {
        let png = full_page_screenshot(client, phone).await;
        let name = if phone == PHONE {
            what.to_owned()
        } else {
            format!("{what}-{}", phone.0)
        };
        std::fs::write(pictures.join(format!("{name}.png")), png).expect("save the screenshot");
        set_viewport(client, phone).await;
        let what = format!("{what} at {} px", phone.0);
        if let Some(wide) = wider_than(client, phone.0).await {
            wrong.push(format!("{what}: wider than the phone: {wide}"));
        }
        let small = small_board_text(client).await;
        if !small.is_empty() {
            wrong.push(format!(
                "{what}: board text under 11 px: {}",
                small.join("; ")
            ));
        }
        let targets = small_targets(client).await;
        if !targets.is_empty() {
            wrong.push(format!(
                "{what}: targets under 44 px: {}",
                targets.join("; ")
            ));
        }
        let words = broken_words(client).await;
        if !words.is_empty() {
            wrong.push(format!("{what}: words broken inside: {}", words.join("; ")));
        }
        // The folds the measures opened close again for the next picture.
        client.refresh().await.expect("reload the page");
    }
    wrong
}

#[tokio::test]
async fn late_in_games_with_the_longest_names_every_page_fits_the_phone() {
    let chromedriver = ChromeDriver::start();
    let app = spawn_app().await;
    let mut players = Vec::new();
    for name in NAMES {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        players.push((client, id));
    }
    let pictures = fresh_dir(target_dir().join("screenshots-late"));
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let chromium = chromedriver.session(profile.path()).await;
    let mut logged_in: Option<Uuid> = None;
    let mut wrong = Vec::new();
    for kind in ["carolingi", "torres", "carolus-magnus"] {
        // Fresh tokens for each game kind: two games' worth of moves stay
        // well inside one token's budget of API calls.
        let mut tokens = Vec::new();
        for (_, id) in &players {
            tokens.push((*id, app.api_token(*id).await));
        }
        // One game played to its end: its length says what "late" is.
        let finished = four_player_game(&app, &players, kind).await;
        let length = play(&app, finished, &tokens, 3_000).await;
        assert!(length < 3_000, "a {kind} game ends");
        // Another played three quarters as far: the page of its player to move.
        let running = four_player_game(&app, &players, kind).await;
        let played = play(&app, running, &tokens, length * 3 / 4).await;
        let last = app.seq(finished).await;
        let mut pages = vec![
            (
                format!("{kind}-finished"),
                format!("/games/{finished}"),
                players[0].1,
            ),
            (
                format!("{kind}-history-late"),
                format!("/games/{finished}/at/{}", last * 9 / 10),
                players[1].1,
            ),
        ];
        let record = scriptorium::store::games::load(&app.pool, running)
            .await
            .expect("the game")
            .expect("a game");
        if record.status == scriptorium::store::games::GameStatus::Active {
            let mover = app.user_at(running, record.waiting_on[0]).await;
            pages.push((
                format!("{kind}-late-to-move"),
                format!("/games/{running}"),
                mover,
            ));
        }
        for (what, path, viewer) in pages {
            if logged_in != Some(viewer) {
                let name = NAMES[players
                    .iter()
                    .position(|(_, id)| *id == viewer)
                    .expect("a player")];
                log_in(&chromium, &app.address, name, PASSWORD).await;
                logged_in = Some(viewer);
            }
            chromium.goto(&app.url(&path)).await.expect("open the page");
            wrong.extend(measure(&chromium, &what, &pictures).await);
        }
        eprintln!("{kind}: a game of {length} decisions; the running one at {played}");
    }
    // The pages that list games and players, seen with these names.
    log_in(&chromium, &app.address, NAMES[0], PASSWORD).await;
    for (what, path) in [
        ("lobby", "/".to_owned()),
        ("my-games", "/my-games".to_owned()),
        ("archive", "/archive".to_owned()),
        ("profile", format!("/users/{}", NAMES[1])),
        ("ratings", "/ratings".to_owned()),
        ("watch", "/watch".to_owned()),
    ] {
        chromium.goto(&app.url(&path)).await.expect("open the page");
        wrong.extend(measure(&chromium, what, &pictures).await);
    }
    chromium.close().await.expect("close Chromium");
    assert!(wrong.is_empty(), "late in games:\n{}", wrong.join("\n"));
}
