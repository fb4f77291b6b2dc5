//! Every kind of page in a real Chromium (headless, through chromedriver):
//! axe-core's WCAG 2 A/AA rules at phone and desktop size, the Nu HTML
//! checker over the same pages as served and over the HTML mail, and
//! screenshots of each game's page (and of the account and players' pages)
//! for a person to look at
//! (`target/screenshots/`).

// The api tests' `spawn_app()` and form helpers, shared as they are; this
// binary uses only some of them.
#[allow(dead_code)]
#[path = "../api/helpers.rs"]
mod helpers;

mod checkers;
mod driver;
mod first_paint;
mod guide;
mod late;
mod lighthouse;
mod live;
mod reconnect;
mod system;
mod turn;
mod whole_game;

use driver::{
    emulate_color_scheme, full_page_screenshot, log_in, set_viewport, ChromeDriver, DESKTOP, PHONE,
    SMALL_PHONE,
};
use helpers::{browser, input_value, offered_actions, spawn_app, TestApp};
use scriptorium::mail::worker::drain_once;
use std::path::{Path, PathBuf};
use uuid::Uuid;

const PASSWORD: &str = "correct horse battery";

/// Whose eyes a page is seen through.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Viewer {
    Visitor,
    Anna,
    Bob,
    /// The suite's administrator (`ADMIN_EMAILS`: admin@example.org).
    Admin,
}

impl Viewer {
    fn username(self) -> Option<&'static str> {
        match self {
            Viewer::Visitor => None,
            Viewer::Anna => Some("anna"),
            Viewer::Bob => Some("bob"),
            Viewer::Admin => Some("admin"),
        }
    }
}

struct Page {
    name: String,
    path: String,
    viewer: Viewer,
    /// Game pages are also kept as pictures.
    screenshot: bool,
}

impl Page {
    fn new(name: &str, path: &str, viewer: Viewer) -> Page {
        Page {
            name: name.to_owned(),
            path: path.to_owned(),
            viewer,
            screenshot: false,
        }
    }
}

/// Where the run leaves what a person may want to look at.
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("CARGO_TARGET_TMPDIR lies inside the target folder")
        .to_path_buf()
}

fn fresh_dir(path: PathBuf) -> PathBuf {
    let _ = std::fs::remove_dir_all(&path);
    std::fs::create_dir_all(&path).unwrap_or_else(|error| panic!("create {path:?}: {error}"));
    path
}

const GAMES: [&str; 3] = ["carolus-magnus", "torres", "carolingi"];

/// Anna creates a game of `kind` through the lobby form, Bob joins it and
/// says something in its talk (so the talk's own forms are on the pages).
async fn started_game(
    app: &TestApp,
    anna: &reqwest::Client,
    bob: &reqwest::Client,
    kind: &str,
) -> Uuid {
    let game = app
        .create_game(
            anna,
            &[("kind", kind), ("seats", "2"), ("time_limit", "72")],
        )
        .await;
    let joined = app
        .post_form(bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303, "bob joins the {kind} game");
    let said = app
        .post_form(
            bob,
            &format!("/games/{game}/talk"),
            &[("body", "Good luck, @anna!")],
        )
        .await;
    assert_eq!(said.status().as_u16(), 303, "bob talks in the {kind} game");
    game
}

/// A game of the small test game played to its end through the forms, so
/// that the archive and the profiles list a finished game.
async fn finished_countdown(app: &TestApp, anna: &reqwest::Client, bob: &reqwest::Client) -> Uuid {
    let game = app.create_countdown(anna, "2").await;
    let joined = app
        .post_form(bob, &format!("/games/{game}/join"), &[])
        .await;
    assert_eq!(joined.status().as_u16(), 303, "bob joins the countdown");
    let path = format!("/games/{game}");
    for _ in 0..200 {
        let mut acted = false;
        for client in [anna, bob] {
            let (_, page) = app.page(client, &path).await;
            let Some(action) = offered_actions(&page).into_iter().next() else {
                continue;
            };
            let fields = [
                ("csrf", input_value(&page, "csrf").expect("csrf")),
                ("seq", input_value(&page, "seq").expect("seq")),
                ("token", input_value(&page, "token").expect("token")),
                ("action", action),
            ];
            let moved = client
                .post(app.url(&format!("{path}/act")))
                .form(&fields)
                .send()
                .await
                .expect("post a move");
            assert_eq!(moved.status().as_u16(), 303, "a move of the countdown");
            acted = true;
        }
        if !acted {
            let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
                .bind(game)
                .fetch_one(&app.pool)
                .await
                .expect("the game's status");
            assert_eq!(
                status, "finished",
                "nobody has a move: the countdown is over"
            );
            return game;
        }
    }
    panic!("the countdown did not end");
}

/// The link of the password-reset mail sent to `email`.
async fn reset_path(app: &TestApp, email: &str) -> String {
    let asked = app
        .post_form(&browser(), "/reset", &[("email", email)])
        .await;
    assert_eq!(asked.status().as_u16(), 303);
    let body: String = sqlx::query_scalar(
        "SELECT body_text FROM outbox WHERE kind = 'password_reset' ORDER BY id DESC LIMIT 1",
    )
    .fetch_one(&app.pool)
    .await
    .expect("a reset mail");
    let link = body
        .split_whitespace()
        .find(|word| word.contains("/reset/"))
        .expect("a reset link in the mail");
    link[link.find("/reset/").unwrap_or(0)..].to_owned()
}

#[tokio::test]
async fn every_page_kind_passes_axe_core_and_the_nu_html_checker() {
    system::ensure_npm_packages();
    let chromedriver = ChromeDriver::start();

    let app = spawn_app().await;
    let (anna, bob, admin) = (browser(), browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
    app.sign_up(&bob, "bob").await;
    app.sign_up(&admin, "admin").await;
    // Bob reads German, so every page he sees (a board of each game, a
    // finished game) is checked and photographed in German: longer words,
    // the same layout.
    let german = app
        .post_form(
            &bob,
            "/settings",
            &[
                ("language", "de"),
                ("time_zone", "Europe/Berlin"),
                ("mode", "immediate"),
                ("batch_minutes", "60"),
                ("digest_hour", "8"),
                ("until", ""),
            ],
        )
        .await;
    assert_eq!(german.status().as_u16(), 303, "Bob reads German");
    let mut games = Vec::new();
    for kind in GAMES {
        games.push((kind, started_game(&app, &anna, &bob, kind).await));
    }
    let finished = finished_countdown(&app, &anna, &bob).await;
    let open = app.create_countdown(&anna, "3").await;
    let reset = reset_path(&app, "anna@example.org").await;
    // A proposal waiting for Bob's answer in the first game (the agreements
    // panel), and, in the second, Bob's seat held by the computer as if he
    // were gone and offered to anyone (the seat controls, and the lobby's
    // "Seats to take over" on the landing page).
    let proposed = app
        .post_form(
            &anna,
            &format!("/games/{}/agreements", games[0].1),
            &[("kind", "pause")],
        )
        .await;
    assert_eq!(proposed.status().as_u16(), 303);
    let vanished = games[1].1;
    let bobs_seat: i16 = sqlx::query_scalar(
        "UPDATE game_players p SET bot = true FROM users u
         WHERE u.id = p.user_id AND u.username = 'bob' AND p.game_id = $1 RETURNING p.seat",
    )
    .bind(vanished)
    .fetch_one(&app.pool)
    .await
    .expect("bob's seat");
    let offered = app
        .post_form(
            &anna,
            &format!("/games/{vanished}/seats/{bobs_seat}/offer"),
            &[("username", "")],
        )
        .await;
    assert_eq!(offered.status().as_u16(), 303);

    // Send the queued mail to the mail folder, as the worker would: the
    // local mailbox shows it, and its HTML is what the composer made.
    let mut settings = helpers::test_settings(&app.database_url, app.data_dir.path());
    settings.smtp = None;
    let transport = settings.mail_transport().expect("mail folder transport");
    drain_once(&app.pool, &transport, &settings.mail_from)
        .await
        .expect("send the queued mail");
    let annas_mail: i64 = sqlx::query_scalar(
        "SELECT o.id FROM outbox o JOIN users u ON u.id = o.user_id
         WHERE u.username = 'anna' AND o.sent_at IS NOT NULL AND o.gathered_into IS NULL
           AND o.kind <> 'password_reset'
         ORDER BY o.id DESC LIMIT 1",
    )
    .fetch_one(&app.pool)
    .await
    .expect("a mail sent to anna");
    let html_mails: Vec<(i64, String, String)> = sqlx::query_as(
        "SELECT id, kind, body_html FROM outbox WHERE sent_at IS NOT NULL AND body_html <> ''
         ORDER BY id",
    )
    .fetch_all(&app.pool)
    .await
    .expect("the sent mail");
    let mail_kinds: Vec<&str> = html_mails
        .iter()
        .map(|(_, kind, _)| kind.as_str())
        .collect();
    assert!(
        mail_kinds.contains(&"password_reset") && mail_kinds.len() >= 3,
        "a reset mail and notifications were composed: {mail_kinds:?}"
    );

    // A link to confirm a new address, for the confirmation page.
    let asked = app
        .post_form(
            &anna,
            "/settings/email",
            &[("email", "anna@elsewhere.example"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(asked.status().as_u16(), 303);
    let confirm_link = app.email_link(anna_id).await;
    let not_me_link = app.not_me_link(anna_id).await;

    // Moderation: anna blocked and reported carl; the administrator blocked
    // him (the audit log's line) and finds him.
    let carl = browser();
    app.sign_up(&carl, "carl").await;
    let carl_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = 'carl'")
        .fetch_one(&app.pool)
        .await
        .expect("carl");
    for (path, fields) in [
        ("/users/carl/block", vec![("on", "1")]),
        (
            "/users/carl/report",
            vec![("reason", "Rude at every table")],
        ),
    ] {
        let done = app.post_form(&anna, path, &fields).await;
        assert_eq!(done.status().as_u16(), 303, "{path}");
    }
    let blocked = app
        .post_form(
            &admin,
            &format!("/admin/accounts/{carl_id}/block"),
            &[("reason", "Rude at every table")],
        )
        .await;
    assert_eq!(blocked.status().as_u16(), 303);

    // A running ladder of Anna and Bob with a challenge open: its page shows
    // the challenge (with Bob's answer buttons, in German), the rungs and
    // the organizer's buttons.
    let ladder = {
        let created = app
            .post_form(
                &anna,
                "/events",
                &[
                    ("name", "Winter ladder"),
                    ("kind", "countdown"),
                    ("seats", "2"),
                    ("format", "ladder"),
                    ("reach", "2"),
                    ("accept_days", "3"),
                    ("hours", "72"),
                    ("vacation_days", "7"),
                    ("timeout_policy", "timed_out_loses"),
                    ("vanished_after", "2"),
                    ("registration_days", "7"),
                    ("max_players", "2"),
                    ("start", "when_full"),
                ],
            )
            .await;
        assert_eq!(created.status().as_u16(), 303);
        let location = created.headers()["location"].to_str().unwrap().to_owned();
        for client in [&anna, &bob] {
            let entered = app
                .post_form(client, &format!("{location}/register"), &[])
                .await;
            assert_eq!(entered.status().as_u16(), 303);
        }
        // Whoever is on the lower rung challenges the other.
        for (client, other) in [(&anna, "bob"), (&bob, "anna")] {
            let other: uuid::Uuid = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
                .bind(other)
                .fetch_one(&app.pool)
                .await
                .unwrap();
            app.post_form(
                client,
                &format!("{location}/challenges"),
                &[("player", other.to_string().as_str())],
            )
            .await;
        }
        let issued: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM event_records WHERE record::text LIKE '{\"ChallengeIssued\"%'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert_eq!(issued, 1, "one challenge open");
        location
    };
    // A running Swiss of four (Anna, Bob and two more), its first round's
    // tables playing: its page shows the rounds, the standings with their
    // tie-breaks named and the end projected from the clocks.
    let swiss = {
        let created = app
            .post_form(
                &anna,
                "/events",
                &[
                    ("name", "Autumn Swiss"),
                    ("kind", "countdown"),
                    ("seats", "2"),
                    ("format", "swiss"),
                    ("rounds", "2"),
                    ("hours", "72"),
                    ("vacation_days", "7"),
                    ("timeout_policy", "timed_out_loses"),
                    ("vanished_after", "2"),
                    ("registration_days", "7"),
                    ("max_players", "4"),
                    ("start", "when_full"),
                ],
            )
            .await;
        assert_eq!(created.status().as_u16(), 303);
        let location = created.headers()["location"].to_str().unwrap().to_owned();
        let (dora, emil) = (browser(), browser());
        app.sign_up(&dora, "dora").await;
        app.sign_up(&emil, "emil").await;
        for client in [&anna, &bob, &dora, &emil] {
            let entered = app
                .post_form(client, &format!("{location}/register"), &[])
                .await;
            assert_eq!(entered.status().as_u16(), 303);
        }
        let (status, page) = app.page(&anna, &location).await;
        assert_eq!(status, 200);
        assert!(
            page.contains("class=\"projection\"") && page.contains("class=\"standings\""),
            "the Swiss runs, with its projection and standings"
        );
        location
    };
    // Anna's webhooks: her own (ntfy), the first game's table (signed
    // JSON) and the ladder's channel, so the settings page lists each kind
    // with its controls and the event page its hook. (Test settings take
    // local addresses; nothing is sent here.)
    let event_id = ladder.trim_start_matches("/events/").to_owned();
    for (format, url, scope) in [
        (
            "ntfy",
            "http://127.0.0.1:9/anna-turns".to_owned(),
            "mine".to_owned(),
        ),
        (
            "json",
            "http://127.0.0.1:9/table".to_owned(),
            games[0].1.to_string(),
        ),
        (
            "json",
            "http://127.0.0.1:9/ladder".to_owned(),
            format!("event:{event_id}"),
        ),
    ] {
        let added = app
            .post_form(
                &anna,
                "/settings/webhooks",
                &[
                    ("format", format),
                    ("url", url.as_str()),
                    ("scope", scope.as_str()),
                ],
            )
            .await;
        assert!(
            [200, 303].contains(&added.status().as_u16()),
            "{format} hook for {scope}: {}",
            added.status()
        );
    }
    let hooks: i64 = sqlx::query_scalar("SELECT count(*) FROM webhooks")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(hooks, 3, "three hooks added");

    use Viewer::{Admin, Anna, Bob, Visitor};
    let mut pages = vec![
        Page::new("landing", "/", Visitor),
        Page::new("offline", "/offline", Visitor),
        Page::new("login", "/login", Visitor),
        Page::new("signup", "/signup", Visitor),
        Page::new("reset-request", "/reset", Visitor),
        Page::new("reset-choose", &reset, Visitor),
        Page::new("not-found", "/no-such-page", Visitor),
        Page::new("lobby", "/", Anna),
        Page::new("settings", "/settings", Anna),
        Page::new("my-games", "/my-games", Anna),
        Page::new("new-game", "/games/new", Anna),
        Page::new("open-game", &format!("/games/{open}"), Anna),
        Page::new("finished-game", &format!("/games/{finished}"), Bob),
        Page::new("archive", "/archive", Anna),
        Page::new("user-profile", "/users/bob", Anna),
        Page::new("mail-list", "/mail", Anna),
        Page::new("mail-one", &format!("/mail/{annas_mail}"), Anna),
        Page::new("ratings", "/ratings", Visitor),
        Page::new("ratings-game", "/ratings/countdown", Anna),
        Page::new("watch", "/watch", Anna),
        Page::new("events", "/events", Anna),
        Page::new("events-visitor", "/events", Visitor),
        Page::new("event-new", "/events/new", Anna),
        Page {
            screenshot: true,
            ..Page::new("event-ladder", &ladder, Anna)
        },
        Page {
            screenshot: true,
            ..Page::new("event-ladder-de", &ladder, Bob)
        },
        Page {
            screenshot: true,
            ..Page::new("event-swiss", &swiss, Anna)
        },
        Page::new("event-swiss-de", &swiss, Bob),
        Page::new("event-visitor", &ladder, Visitor),
        // An event's full lists, paged (the ladder's are one page each).
        Page::new("event-standings", &format!("{ladder}/standings"), Anna),
        Page::new("event-entrants-de", &format!("{ladder}/entrants"), Bob),
        // The moderators' buttons (call it off, take a player out).
        Page::new("event-moderators", &ladder, Admin),
        Page {
            screenshot: true,
            ..Page::new("admin-accounts", "/admin?q=a", Admin)
        },
        Page {
            screenshot: true,
            ..Page::new("admin-reports", "/admin/reports", Admin)
        },
        Page::new(
            "admin-game",
            &format!("/admin/games?id={}", games[0].1),
            Admin,
        ),
        Page::new("admin-log", "/admin/log", Admin),
        Page::new("rules", "/rules", Visitor),
        Page::new("confirm-email", &confirm_link, Anna),
        // Away from a session of the account, a change link asks for its password.
        Page {
            screenshot: true,
            ..Page::new("confirm-email-password", &confirm_link, Visitor)
        },
        Page {
            screenshot: true,
            ..Page::new("not-me", &not_me_link, Visitor)
        },
    ];
    for (kind, game) in &games {
        let (mover, other) = if app.user_at(*game, app.waiting_seat(*game).await).await == anna_id {
            (Anna, Bob)
        } else {
            (Bob, Anna)
        };
        for (viewer, role) in [(mover, "to-move"), (other, "other-player")] {
            pages.push(Page {
                name: format!("{kind}-{role}"),
                path: format!("/games/{game}"),
                viewer,
                screenshot: true,
            });
        }
        pages.push(Page::new(
            &format!("{kind}-new-game"),
            &format!("/games/new?kind={kind}"),
            Anna,
        ));
        pages.push(Page {
            screenshot: true,
            ..Page::new(&format!("{kind}-rules"), &format!("/rules/{kind}"), Visitor)
        });
        // In German too: the longest words.
        pages.push(Page::new(
            &format!("{kind}-rules-de"),
            &format!("/rules/{kind}"),
            Bob,
        ));
        pages.push(Page::new(
            &format!("{kind}-history"),
            &format!("/games/{game}/history"),
            Anna,
        ));
    }
    // The account and players' pages are looked at too.
    for page in &mut pages {
        if [
            "settings",
            "landing",
            "user-profile",
            "watch",
            "ratings",
            "finished-game",
            "lobby",
            "new-game",
            "torres-new-game",
            "offline",
        ]
        .contains(&page.name.as_str())
        {
            page.screenshot = true;
        }
    }
    pages.sort_by_key(|page| page.viewer as u8);

    let saved = fresh_dir(target_dir().join("browser-pages"));
    let screenshots = fresh_dir(target_dir().join("screenshots"));
    let profile = tempfile::tempdir().expect("a Chromium profile folder");
    let chromium = chromedriver.session(profile.path()).await;
    let clients = [
        (Visitor, browser()),
        (Anna, anna),
        (Bob, bob),
        (Admin, admin),
    ];
    let mut violations = Vec::new();
    // A drop-down is no way to choose among more than a dozen things on a
    // phone: such choices are made on the board or typed with suggestions.
    let mut long_lists = Vec::new();
    // Nothing may be wider than a phone: boards fit or scroll in their box.
    let mut too_wide = Vec::new();
    let mut too_small = Vec::new();
    // Every control and board target is 44 × 44 CSS px or more on a phone.
    let mut small_targets = Vec::new();
    // A word broken inside although it would fit its line ("Ga me").
    let mut broken = Vec::new();
    let mut no_description = Vec::new();
    let mut html_files = Vec::new();
    let mut logged_in = None;
    for page in &pages {
        let client = &clients
            .iter()
            .find(|(viewer, _)| *viewer == page.viewer)
            .expect("a client")
            .1;
        // The page as served, for the Nu checker.
        let (status, html) = app.page(client, &page.path).await;
        let expected = if page.name == "not-found" { 404 } else { 200 };
        assert_eq!(status, expected, "{} ({})", page.name, page.path);
        for select in html.split("<select").skip(1) {
            let select = &select[..select.find("</select>").unwrap_or(select.len())];
            let options = select.matches("<option").count();
            if options > 12 {
                long_lists.push(format!("{}: a list of {options} options", page.name));
            }
        }
        // What a search engine shows of the page.
        let description = html
            .split("<meta name=\"description\" content=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or("");
        if description.trim().len() < 50 {
            no_description.push(format!("{}: {description:?}", page.name));
        }
        let file = saved.join(format!("{}.html", page.name));
        std::fs::write(&file, &html).expect("save the page");
        html_files.push(file);

        // The same page in Chromium, seen by the same person.
        if logged_in != Some(page.viewer) {
            match page.viewer.username() {
                Some(username) => log_in(&chromium, &app.address, username, PASSWORD).await,
                None => chromium.delete_all_cookies().await.expect("forget cookies"),
            }
            logged_in = Some(page.viewer);
        }
        chromium
            .goto(&app.url(&page.path))
            .await
            .expect("open the page");
        const SIZES: [(&str, (u32, u32)); 2] = [("phone", PHONE), ("desktop", DESKTOP)];
        // Pictures first: the axe check unfolds what is folded.
        if page.screenshot {
            for (size_name, size) in SIZES {
                let png = full_page_screenshot(&chromium, size).await;
                let file = screenshots.join(format!("{}-{size_name}.png", page.name));
                std::fs::write(file, png).expect("save the screenshot");
            }
        }
        for (size_name, size) in SIZES {
            set_viewport(&chromium, size).await;
            for violation in checkers::axe_violations(&chromium).await {
                violations.push(format!("{} ({size_name}): {violation}", page.name));
            }
        }
        // Phones of 390 and 360 px: nothing wider, board words of 11 px or
        // more, touch targets of 44 px, no word broken inside.
        for phone in [PHONE, SMALL_PHONE] {
            set_viewport(&chromium, phone).await;
            let what = format!("{} at {} px", page.name, phone.0);
            if let Some(wide) = checkers::wider_than(&chromium, phone.0).await {
                too_wide.push(format!("{what}: {wide}"));
            }
            let small = checkers::small_board_text(&chromium).await;
            if !small.is_empty() {
                too_small.push(format!("{what}: {}", small.join("; ")));
            }
            let targets = checkers::small_targets(&chromium).await;
            if !targets.is_empty() {
                small_targets.push(format!("{what}: {}", targets.join("; ")));
            }
            let words = checkers::broken_words(&chromium).await;
            if !words.is_empty() {
                broken.push(format!("{what}: {}", words.join("; ")));
            }
        }
        // The dark theme, as a device set to dark asks for it: the same
        // checks of axe-core (contrast above all) on the page as served.
        emulate_color_scheme(&chromium, Some("dark")).await;
        chromium.refresh().await.expect("reload the page");
        if page.screenshot {
            let png = full_page_screenshot(&chromium, PHONE).await;
            let file = screenshots.join(format!("{}-phone-dark.png", page.name));
            std::fs::write(file, png).expect("save the screenshot");
        }
        set_viewport(&chromium, PHONE).await;
        for violation in checkers::axe_violations(&chromium).await {
            violations.push(format!("{} (phone, dark): {violation}", page.name));
        }
        emulate_color_scheme(&chromium, None).await;
    }
    chromium.close().await.expect("close Chromium");

    for (id, kind, html) in &html_mails {
        let file = saved.join(format!("mail-{kind}-{id}.html"));
        std::fs::write(&file, html).expect("save the mail");
        html_files.push(file);
    }
    let nu_errors = checkers::nu_errors(&html_files);

    assert!(long_lists.is_empty(), "drop-downs too long: {long_lists:?}");
    assert!(
        no_description.is_empty(),
        "pages without a description of their own: {no_description:?}"
    );
    assert!(too_wide.is_empty(), "wider than the phone: {too_wide:?}");
    assert!(
        too_small.is_empty(),
        "board text under 11 px on a phone: {too_small:?}"
    );
    assert!(
        small_targets.is_empty(),
        "touch targets under 44 × 44 px on a phone:\n{}",
        small_targets.join("\n")
    );
    assert!(
        broken.is_empty(),
        "words broken inside on a phone:\n{}",
        broken.join("\n")
    );
    assert!(
        violations.is_empty() && nu_errors.is_empty(),
        "axe-core (wcag2a, wcag2aa) violations:\n{}\n\nNu HTML checker errors (pages in {}):\n{}",
        violations.join("\n"),
        saved.display(),
        nu_errors.join("\n")
    );
}
