//! Issue 30: a newcomer learns the game — the landing page says what this
//! is, every game has its rules page in every language, the game page leads
//! to the rules from each kind of action, and a guided first turn against
//! the computer is shown once per game kind.

use crate::helpers::{browser, created_game, input_value, spawn_app, TestApp};
use chrono::Utc;
use uuid::Uuid;

const GAMES: [(&str, &str); 3] = [
    ("carolus-magnus", "Carolus Magnus"),
    ("torres", "Torres"),
    ("carolingi", "Carolingi"),
];

#[tokio::test]
async fn the_landing_page_says_what_this_is_and_leads_to_each_games_rules() {
    let app = spawn_app().await;
    let (status, page) = app.page(&browser(), "/").await;
    assert_eq!(status, 200);
    assert!(
        page.contains("<h1>Scriptorium: board games by post</h1>"),
        "{page}"
    );
    assert!(page.contains("Nobody has to be online at the same time"));
    for (kind, name) in GAMES {
        assert!(
            page.contains(&format!("<a href=\"/rules/{kind}\">{name}</a>")),
            "{name} with its rules link"
        );
    }
    // Each game is shown with its board (an SVG drawing, decorative here).
    assert_eq!(page.matches("class=\"board-thumb\"").count(), 3);
    assert!(page.contains("Play the computer now") && page.contains("Play with friends"));
    // The test game has no rules page and is not presented.
    assert!(!page.contains("/rules/countdown"));
}

#[tokio::test]
async fn every_game_has_a_rules_page_in_every_language() {
    let app = spawn_app().await;
    let headings = [
        ("en", "How to play"),
        ("fr", "Comment jouer"),
        ("de", "gespielt"),
    ];
    for (language, title) in headings {
        let client = browser();
        for (kind, name) in GAMES {
            let response = client
                .get(app.url(&format!("/rules/{kind}")))
                .header("accept-language", language)
                .send()
                .await
                .unwrap();
            assert_eq!(response.status().as_u16(), 200);
            let page = response.text().await.unwrap();
            assert!(page.contains(&format!("lang=\"{language}\"")), "{language}");
            assert!(
                page.contains(title) && page.contains(name),
                "{language} {kind}"
            );
            // Set-up, a turn's actions, scoring and the end are there, with
            // a board drawn by the game's own templates.
            assert!(page.contains("id=\"setup\""), "{language} {kind}: set-up");
            assert!(page.contains("id=\"end\""), "{language} {kind}: the end");
            assert!(page.contains("<figure class=\"rules-picture\">"));
            assert!(page.matches("<section class=\"rules-section\"").count() >= 8);
            assert!(!page.contains(">?<"), "no missing text");
        }
    }
    // No rules page for what is not an offered game.
    for path in ["/rules/countdown", "/rules/chess"] {
        let (status, _) = app.page(&browser(), path).await;
        assert_eq!(status, 404, "{path}");
    }
    let (status, _) = app.page(&browser(), "/rules/%00").await;
    assert!(
        (400..500).contains(&status),
        "a control character: {status}"
    );
    let (status, index) = app.page(&browser(), "/rules").await;
    assert_eq!(status, 200);
    for (kind, _) in GAMES {
        assert!(index.contains(&format!("/rules/{kind}\"")));
    }
}

/// A play-now game of `kind` for a new player, at their turn.
async fn play_now(app: &TestApp, client: &reqwest::Client, user: Uuid, kind: &str) -> Uuid {
    let response = app
        .post_form(client, "/play-now", &[("kind", kind), ("level", "easy")])
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let game = created_game(&response);
    let _ = user;
    for _ in 0..20 {
        let (_, page) = app.page(client, &format!("/games/{game}")).await;
        if page.contains("<strong>It is your turn.</strong>") {
            return game;
        }
        crate::helpers::computer_moves(&app.pool, Utc::now()).await;
    }
    panic!("the computer did not hand the turn over");
}

#[tokio::test]
async fn the_game_page_leads_to_the_rules_of_each_action_it_offers() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    for (kind, _) in GAMES {
        let game = play_now(&app, &anna, anna_id, kind).await;
        let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
        // The jump line above the board: rules, history, Resign.
        let jump = &page[page.find("class=\"game-jump\"").expect("the jump line")..];
        let jump = &jump[..jump.find("</nav>").unwrap()];
        assert!(
            jump.contains(&format!("href=\"/rules/{kind}\"")),
            "{kind}: {jump}"
        );
        assert!(jump.contains(&format!("href=\"/games/{game}/history\"")));
        assert!(jump.contains("href=\"#resign\""));
        assert!(page.contains("<details class=\"resign\" id=\"resign\">"));
        // Each kind of action offered now is linked to its paragraph.
        let links = &page[page.find("class=\"rules-links\"").expect("rules links")..];
        let links = &links[..links.find("</p>").unwrap()];
        assert!(
            links.contains(&format!("href=\"/rules/{kind}#")),
            "{kind}: {links}"
        );
        for anchor in links
            .split(&format!("/rules/{kind}#"))
            .skip(1)
            .map(|rest| &rest[..rest.find('"').unwrap()])
        {
            let (_, rules) = app.page(&anna, &format!("/rules/{kind}")).await;
            assert!(
                rules.contains(&format!("id=\"{anchor}\"")),
                "{kind}#{anchor} is a section of the rules"
            );
        }
        // The history leads to the rules too.
        let (_, history) = app.page(&anna, &format!("/games/{game}/history")).await;
        assert!(history.contains(&format!("href=\"/rules/{kind}\"")));
    }
    // The create form says what the chosen game is and links its rules.
    let (_, form) = app.page(&anna, "/games/new?kind=torres").await;
    assert!(form.contains("href=\"/rules/torres\""));
}

#[tokio::test]
async fn the_guided_first_turn_is_shown_once_per_game_kind_until_closed() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let torres = play_now(&app, &anna, anna_id, "torres").await;
    let path = format!("/games/{torres}");
    let (_, page) = app.page(&anna, &path).await;
    assert!(page.contains("Your first turn:"), "{page}");
    assert!(page.contains("The game starts with your first knight"));

    // Closing needs the form's token, and only a player may close it (for
    // themselves); neither refusal changes anything.
    let forged = anna
        .post(app.url(&format!("{path}/guide")))
        .form(&[("csrf", "not-the-token")])
        .send()
        .await
        .unwrap();
    assert!(forged.status().is_client_error(), "{}", forged.status());
    let stranger = app.post_form(&bob, &format!("{path}/guide"), &[]).await;
    assert_eq!(stranger.status().as_u16(), 403);
    let (_, page) = app.page(&anna, &path).await;
    assert!(page.contains("Your first turn:"), "still shown");

    let closed = anna
        .post(app.url(&format!("{path}/guide")))
        .form(&[("csrf", input_value(&page, "csrf").unwrap().as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(closed.status().as_u16(), 303);
    let (_, page) = app.page(&anna, &path).await;
    assert!(!page.contains("Your first turn:"), "closed");
    // Closing it again changes nothing.
    let again = app.post_form(&anna, &format!("{path}/guide"), &[]).await;
    assert_eq!(again.status().as_u16(), 303);
    let guides: Vec<String> = sqlx::query_scalar("SELECT guides_done FROM users WHERE id = $1")
        .bind(anna_id)
        .fetch_one(&app.pool)
        .await
        .map(|done: Vec<String>| done)
        .unwrap();
    assert_eq!(guides, vec!["torres".to_owned()]);

    // Once per kind: the next Torres game has no guide, a first Carolingi
    // game has its own.
    let second = play_now(&app, &anna, anna_id, "torres").await;
    let (_, page) = app.page(&anna, &format!("/games/{second}")).await;
    assert!(!page.contains("Your first turn:"));
    let carolingi = play_now(&app, &anna, anna_id, "carolingi").await;
    let (_, page) = app.page(&anna, &format!("/games/{carolingi}")).await;
    assert!(page.contains("Your first turn:"));
    assert!(page.contains("Each season everybody places two action tiles face down"));

    // Among people only, there is no guide: the computer is what it teaches.
    let people = app
        .create_game(&anna, &[("kind", "carolus-magnus"), ("seats", "2")])
        .await;
    app.post_form(&bob, &format!("/games/{people}/join"), &[])
        .await;
    let mover = app.user_at(people, app.waiting_seat(people).await).await;
    let client = if mover == anna_id { &anna } else { &bob };
    let (_, page) = app.page(client, &format!("/games/{people}")).await;
    assert!(page.contains("<strong>It is your turn.</strong>"));
    assert!(!page.contains("Your first turn:"));
}
