//! Issue 30: words that agree with the state — one sentence per situation,
//! said once and truly.

use crate::helpers::{browser, spawn_app};
use crate::resign::resign_by_form;

#[tokio::test]
async fn after_resigning_a_two_player_game_the_page_says_it_once_and_truly() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app.create_countdown(&anna, "2").await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(resign_by_form(&app, &anna, game).await, 303);
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    assert_eq!(page.matches("The game is over.").count(), 1, "{page}");
    assert_eq!(page.matches("You resigned").count(), 1, "said once: {page}");
    assert!(page.contains("<p class=\"resigned\">You resigned.</p>"));
    assert!(
        !page.contains("the computer plays your seat"),
        "the game is over: the computer plays nothing"
    );
    assert!(
        page.contains("Your resignation is recorded."),
        "the step is confirmed"
    );
}

#[tokio::test]
async fn a_rematch_against_the_computer_says_it_has_started() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("computers_easy", "1"),
            ],
        )
        .await;
    app.play_to_end(game, &[anna_id]).await;
    let (_, page) = app.page(&anna, &format!("/games/{game}")).await;
    let rematch = anna
        .post(app.url(&format!("/games/{game}/rematch")))
        .form(&[(
            "csrf",
            crate::helpers::input_value(&page, "csrf").unwrap().as_str(),
        )])
        .send()
        .await
        .unwrap();
    assert_eq!(rematch.status().as_u16(), 303);
    let to = rematch.headers()["location"].to_str().unwrap().to_owned();
    let (_, page) = app.page(&anna, &to).await;
    assert!(page.contains("The rematch has started."), "{page}");
    assert!(!page.contains("it starts when everyone has joined"));
}

/// Issue 30, first steps: a new account starts in the browser's time zone
/// (the sign-up form's hidden field, filled by a line of script); a zone we
/// do not know leaves UTC, and without the script nothing changes.
#[tokio::test]
async fn the_browsers_time_zone_comes_with_the_sign_up() {
    let app = spawn_app().await;
    let (_, form) = app.page(&browser(), "/signup").await;
    assert!(form.contains("name=\"time_zone\" id=\"signup-zone\""));
    assert!(form.contains("/static/signup"), "the script that fills it");
    for (name, sent, kept) in [
        ("paula", Some("Europe/Paris"), "Europe/Paris"),
        ("mars", Some("Mars/Olympus_Mons"), "UTC"),
        ("noscript", None, "UTC"),
    ] {
        let client = browser();
        let email = format!("{name}@example.org");
        let mut fields = vec![
            ("username", name),
            ("email", email.as_str()),
            ("password", "correct horse battery"),
        ];
        if let Some(zone) = sent {
            fields.push(("time_zone", zone));
        }
        let signed_up = app.post_form(&client, "/signup", &fields).await;
        assert_eq!(signed_up.status().as_u16(), 303, "{name}");
        let zone: String = sqlx::query_scalar("SELECT time_zone FROM users WHERE username = $1")
            .bind(name)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(zone, kept, "{name}");
    }
}

/// Issue 30, first steps: confirming the address lands where play is, with
/// the message at the top: the lobby for a newcomer, "My games" for a player.
#[tokio::test]
async fn confirming_the_address_leads_on_to_play() {
    let app = spawn_app().await;
    let (nina, otto) = (browser(), browser());
    for (client, name) in [(&nina, "nina"), (&otto, "otto")] {
        let signed_up = app
            .post_form(
                client,
                "/signup",
                &[
                    ("username", name),
                    ("email", &format!("{name}@example.org")),
                    ("password", "correct horse battery"),
                ],
            )
            .await;
        assert_eq!(signed_up.status().as_u16(), 303);
    }
    app.create_countdown(&otto, "2").await;
    for (client, name, lands) in [(&nina, "nina", "/"), (&otto, "otto", "/my-games")] {
        let id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
            .bind(name)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        let link = app.email_link(id).await;
        let confirmed = app.post_form(client, &link, &[]).await;
        assert_eq!(confirmed.status().as_u16(), 303);
        assert_eq!(confirmed.headers()["location"], lands, "{name}");
        let (_, page) = app.page(client, lands).await;
        assert!(page.contains("Your email address is confirmed."), "{name}");
    }
}

/// The status line of a page: from `<p class="status">` to its end.
fn status_line(page: &str) -> &str {
    let start = page.find("<p class=\"status\">").expect("a status line");
    let rest = &page[start..];
    &rest[..rest.find("</p>").expect("its end")]
}

/// Against the computer without a time limit: no clock anywhere, and while
/// the computer decides the status names it once.
#[tokio::test]
async fn without_a_time_limit_no_clock_is_shown_and_each_name_is_said_once() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("computers_easy", "1"),
                ("time_control", "none"),
            ],
        )
        .await;
    let path = format!("/games/{game}");
    let mut saw = (false, false);
    for _ in 0..6 {
        let (_, page) = app.page(&anna, &path).await;
        assert!(
            !page.contains("class=\"clock\""),
            "no clock without a limit"
        );
        assert!(!page.contains("class=\"deadline\""), "no deadline: {page}");
        let status = status_line(&page);
        let mover = app.user_at(game, app.waiting_seat(game).await).await;
        if mover == anna_id {
            assert!(status.contains("It is your turn"), "{status}");
            saw.0 = true;
            app.play_to_end(game, &[anna_id]).await;
            break;
        }
        let computer: String = sqlx::query_scalar(
            "SELECT u.username FROM game_players p JOIN users u ON u.id = p.user_id
             WHERE p.game_id = $1 AND p.user_id <> $2",
        )
        .bind(game)
        .bind(anna_id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert_eq!(status.matches(computer.as_str()).count(), 1, "{status}");
        saw.1 = true;
        crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await;
    }
    assert!(saw.0, "anna's turn came");
    // Over: said once; the winner is marked as such, scores read as points.
    let (_, page) = app.page(&anna, &path).await;
    assert_eq!(page.matches("The game is over.").count(), 1);
    assert_eq!(page.matches("★ Winner").count(), 1, "one winner");
    assert!(!page.contains("Won by"));
    assert!(page.contains(" point"), "a score is named a score");
    assert!(!page.contains("class=\"deadline\""));
}

/// With a time limit, the clock of the player to move is said once in the
/// status line for them and once beside their name for the others.
#[tokio::test]
async fn with_a_time_limit_the_movers_clock_is_said_once() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    let game = app
        .create_game(
            &anna,
            &[
                ("kind", "countdown"),
                ("seats", "2"),
                ("time_control", "days-3"),
            ],
        )
        .await;
    app.post_form(&bob, &format!("/games/{game}/join"), &[])
        .await;
    let path = format!("/games/{game}");
    let mover = app.user_at(game, app.waiting_seat(game).await).await;
    let (to_move, other) = if mover == anna_id {
        (&anna, &bob)
    } else {
        (&bob, &anna)
    };
    let (_, page) = app.page(to_move, &path).await;
    assert_eq!(status_line(&page).matches("class=\"clock\"").count(), 1);
    let (_, page) = app.page(other, &path).await;
    let status = status_line(&page);
    assert_eq!(status.matches("class=\"clock\"").count(), 1, "{status}");
}
