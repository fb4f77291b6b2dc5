//! "Since your last decision": on a player's turn the game page tells, above
//! the board, what the others did since that player last decided (the
//! computer's whole turn, the other players' placements in a phase played at
//! once), and the board outlines the places it touched. The same words and
//! places come from `history::recap`, for the mail and the push to use.

use crate::helpers::{browser, computer_moves, spawn_app, TestApp};
use scriptorium::games::StoredSeat;
use scriptorium::history::recap;
use scriptorium::support::i18n::Lang;
use uuid::Uuid;

async fn game_record(app: &TestApp, game: Uuid) -> scriptorium::store::games::GameRecord {
    scriptorium::store::games::load(&app.pool, game)
        .await
        .unwrap()
        .expect("the game")
}

async fn seat_of(app: &TestApp, game: Uuid, user: Uuid) -> StoredSeat {
    let seat: i16 =
        sqlx::query_scalar("SELECT seat FROM game_players WHERE game_id = $1 AND user_id = $2")
            .bind(game)
            .bind(user)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    StoredSeat::try_from(seat).unwrap()
}

/// The recap's part of a game page (empty when there is none).
/// The recap above the board in a box, or folded below it on the guided
/// first turn (which keeps the board's first place on the first screen).
fn recap_of(page: &str) -> &str {
    for (open, close) in [
        ("<div class=\"recap\"", "</div>"),
        ("<details class=\"recap\"", "</details>"),
    ] {
        if let Some(start) = page.find(open) {
            let end = start + page[start..].find(close).expect("its end");
            return &page[start..end];
        }
    }
    ""
}

/// How many places the board outlines as changed.
fn outlined(page: &str) -> usize {
    page.matches("class=\"last-move\"").count()
}

#[tokio::test]
async fn the_computers_whole_turn_is_told_above_the_board_and_outlined_on_it() {
    let app = spawn_app().await;
    let tess = browser();
    let tess_id = app.sign_up(&tess, "tess").await;
    let game = app
        .create_game(
            &tess,
            &[
                ("kind", "torres"),
                ("seats", "2"),
                ("time_limit", "none"),
                ("computers_easy", "1"),
            ],
        )
        .await;
    let seat = seat_of(&app, game, tess_id).await;
    let path = format!("/games/{game}");
    // Tess plays whole turns until the computer has played one after a
    // decision of hers (the opening's castles come one at a time).
    let mut rounds = 0;
    loop {
        rounds += 1;
        assert!(rounds < 40, "the computer never played a whole turn");
        if app.user_at(game, app.waiting_seat(game).await).await != tess_id {
            computer_moves(&app.pool, chrono::Utc::now()).await;
            continue;
        }
        let record = game_record(&app, game).await;
        let told = recap::read(&app.pool, &record, seat, Lang::ENGLISH)
            .await
            .expect("the recap");
        let others: usize = told.lines.iter().filter(|line| line.seat.is_some()).count();
        if others >= 3 {
            // Every line is another's step, after her last decision.
            let last: i64 = sqlx::query_scalar(
                "SELECT coalesce(max(seq), 0) FROM game_events WHERE game_id = $1 AND seat = $2",
            )
            .bind(game)
            .bind(seat)
            .fetch_one(&app.pool)
            .await
            .unwrap();
            assert!(told.since > last, "{told:?} after {last}");
            assert!(told.lines.iter().all(|line| line.seat != Some(seat)));
            assert!(
                !told.places.is_empty(),
                "the computer's turn touched squares"
            );
            assert!(told.places.iter().all(|place| place.starts_with("sq:")));
            // The page says it, above the board, and outlines the squares.
            let (status, page) = app.page(&tess, &path).await;
            assert_eq!(status, 200);
            let shown = recap_of(&page);
            assert!(shown.contains("Since your last decision"), "{shown}");
            let first = html_escape::encode_text(&told.lines[0].text).to_string();
            assert!(shown.contains(&first), "{first} in {shown}");
            // She never used the guided form, so the guided first turn is
            // still shown: it folds the recap below the board, so that the
            // board's first place to touch stays on a phone's first screen.
            let at = |page: &str, what: &str| page.find(what).expect(what);
            assert!(page.contains("<aside class=\"guide\""), "still guided");
            assert!(
                at(&page, "<svg class=\"torres-board\"") < at(&page, "<details class=\"recap\""),
                "folded below the board on the guided turn"
            );
            // Once she closes the guide, it is a box right above the board.
            let closed = app.post_form(&tess, &format!("{path}/guide"), &[]).await;
            assert_eq!(closed.status().as_u16(), 303);
            let (_, page) = app.page(&tess, &path).await;
            assert!(
                !page.contains("<aside class=\"guide\""),
                "the guide is closed"
            );
            assert!(!page.contains("<details class=\"recap\""));
            assert!(recap_of(&page).contains(&first), "{}", recap_of(&page));
            assert!(
                at(&page, "id=\"board\"") < at(&page, "<div class=\"recap\"")
                    && at(&page, "<div class=\"recap\"") < at(&page, "<svg class=\"torres-board\""),
                "right above the board"
            );
            assert!(
                outlined(&page) >= told.places.len(),
                "{} outlines for {:?}",
                outlined(&page),
                told.places
            );
            // French words for a French reader, from the same steps.
            let french = recap::read(&app.pool, &record, seat, Lang::from_code("fr").unwrap())
                .await
                .unwrap();
            assert_eq!(french.lines.len(), told.lines.len());
            assert_eq!(french.places, told.places);
            assert_ne!(french.lines[0].text, told.lines[0].text);
            break;
        }
        // Her whole turn, by the first thing offered each time.
        while app.user_at(game, app.waiting_seat(game).await).await == tess_id {
            let offered = app.decisions(tess_id, game).await;
            let first = offered.first().expect("something to decide");
            let done = app.take(&tess, game, first).await;
            assert_eq!(done.status().as_u16(), 303);
            if app.seq(game).await > 2000 {
                panic!("runaway");
            }
        }
        // Her page, not on her turn, tells nothing.
        let (_, page) = app.page(&tess, &path).await;
        assert_eq!(recap_of(&page), "", "only on her turn");
    }
}

#[tokio::test]
async fn another_players_placement_made_at_the_same_time_is_told() {
    let app = spawn_app().await;
    let (anna, bob) = (browser(), browser());
    let anna_id = app.sign_up(&anna, "anna").await;
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
    let path = format!("/games/{game}");
    // Both place at once: Bob places first.
    let offered = app.decisions(bob_id, game).await;
    let bobs = offered
        .iter()
        .find(|d| d.page.contains("?pick=tile:"))
        .expect("a tile of bob's");
    assert_eq!(app.take(&bob, game, bobs).await.status().as_u16(), 303);
    let record = game_record(&app, game).await;
    let anna_seat = seat_of(&app, game, anna_id).await;
    let told = recap::read(&app.pool, &record, anna_seat, Lang::ENGLISH)
        .await
        .unwrap();
    assert!(
        told.lines.iter().any(|line| line.text.contains("bob")),
        "bob's placement is told: {told:?}"
    );
    println!("recap: {told:?}");
    let (_, page) = app.page(&anna, &path).await;
    assert!(recap_of(&page).contains("bob"), "{}", recap_of(&page));
    // His tile lies face down until both have placed: nothing of where it
    // went is told or outlined.
    assert!(
        told.places
            .iter()
            .all(|place| place.starts_with("country:") || place.starts_with("card:")),
        "{:?}",
        told.places
    );
}

/// The turn mail and the push tell the same recap as the page: what the
/// computer did in its whole turn, the mail its first dozen steps, the push
/// its first few under the heading.
#[tokio::test]
async fn the_turn_mail_and_the_push_tell_the_computers_turn() {
    use crate::push::{api, Device, PushService, FROM};
    let app = spawn_app().await;
    let service = PushService::start().await;
    let tess = browser();
    let tess_id = app.sign_up(&tess, "tess").await;
    let token = app.api_token(tess_id).await;
    let device = Device::new(&service, "tess-phone");
    let (status, _) = api(
        &app,
        &token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(device.subscription()),
    )
    .await;
    assert_eq!(status, 201);
    let game = app
        .create_game(
            &tess,
            &[
                ("kind", "torres"),
                ("seats", "2"),
                ("time_limit", "none"),
                ("computers_easy", "1"),
            ],
        )
        .await;
    let seat = seat_of(&app, game, tess_id).await;
    let transport = app.folder_transport();
    let vapid = scriptorium::push::Vapid::derive(
        crate::helpers::TEST_KEY.as_bytes(),
        "mailto:noreply@scriptorium.test".into(),
    )
    .unwrap();
    let client = scriptorium::push::client(true).unwrap();
    for _ in 0..40 {
        if app.user_at(game, app.waiting_seat(game).await).await != tess_id {
            computer_moves(&app.pool, chrono::Utc::now()).await;
            continue;
        }
        let record = game_record(&app, game).await;
        let told = recap::read(&app.pool, &record, seat, Lang::ENGLISH)
            .await
            .unwrap();
        if told.lines.iter().filter(|line| line.seat.is_some()).count() >= 3 {
            // The turn mail after the computer's move waits a while (she
            // is usually at the table): let it go now.
            sqlx::query(
                "UPDATE outbox SET send_after = now() WHERE user_id = $1 AND sent_at IS NULL
                   AND dropped_at IS NULL",
            )
            .bind(tess_id)
            .execute(&app.pool)
            .await
            .unwrap();
            service.received.lock().unwrap().clear();
            while scriptorium::mail::worker::drain_once(&app.pool, &transport, FROM)
                .await
                .unwrap()
                > 0
            {}
            scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
                .await
                .unwrap();

            // The mail that went (the turn leads it, whatever else it
            // gathered).
            let mail: String = sqlx::query_scalar(
                "SELECT body_text FROM outbox WHERE user_id = $1
                   AND sent_at IS NOT NULL AND gathered_into IS NULL ORDER BY id DESC LIMIT 1",
            )
            .bind(tess_id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
            for line in told.lines.iter().take(12) {
                assert!(mail.contains(&line.text), "{} in {mail}", line.text);
            }
            let pushes = service
                .received
                .lock()
                .unwrap()
                .drain(..)
                .collect::<Vec<_>>();
            let last = pushes.last().expect("a push");
            let payload = device.decrypt(&last.body);
            let body = payload["body"].as_str().unwrap();
            assert!(body.contains(&told.lines[0].text), "{body}");
            // A heading, three steps at most, and the other updates the
            // mail gathered (the game's start) in one line.
            let lines: Vec<&str> = body.lines().collect();
            let others =
                usize::from(lines.len() > 1 && lines[lines.len() - 1].contains("Torres — "));
            assert!(
                lines.len() <= 4 + others && others <= 1,
                "a heading, three steps at most and one line of the rest: {body}"
            );
            return;
        }
        while app.user_at(game, app.waiting_seat(game).await).await == tess_id {
            let offered = app.decisions(tess_id, game).await;
            let done = app.take(&tess, game, offered.first().unwrap()).await;
            assert_eq!(done.status().as_u16(), 303);
        }
    }
    panic!("the computer never played a whole turn");
}
