//! What a program reads of a game through the API that a person reads on its
//! pages: the history by steps (redacted per seat, paged) and the table talk
//! in pages.

use crate::game_histories::{play_random, Played};
use crate::helpers::{browser, spawn_app, TestApp};
use scriptorium::games::{log, Registry, StoredSeat};
use scriptorium::history::viewer_for;
use scriptorium::store;
use serde_json::Value;
use uuid::Uuid;

async fn get(app: &TestApp, token: &str, path: &str) -> (u16, Value, Option<String>) {
    let response = reqwest::Client::new()
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .expect("API call");
    let status = response.status().as_u16();
    let link = response
        .headers()
        .get("link")
        .map(|value| value.to_str().unwrap().to_owned());
    let body = response.json().await.unwrap_or(Value::Null);
    (status, body, link)
}

async fn seat_user(app: &TestApp, played: &Played, seat: i16) -> Uuid {
    app.user_at(played.game, seat).await
}

/// Each step the API gives `viewer` is the row redacted for them, and the
/// view after the last step is the fold of the rows up to it, as they see it.
async fn assert_steps_are_the_viewers(
    app: &TestApp,
    game: Uuid,
    page: &Value,
    seat: Option<i16>,
) -> Value {
    let record = store::games::load(&app.pool, game).await.unwrap().unwrap();
    let entry = Registry::any(&record.kind).unwrap();
    let mut conn = app.pool.acquire().await.unwrap();
    let rows = store::games::log(&mut conn, game).await.unwrap();
    let viewer = viewer_for(&record, seat.map(|s| StoredSeat::try_from(s).unwrap()));
    let from = page["from"].as_i64().unwrap();
    let to = page["to"].as_i64().unwrap();
    let steps = page["steps"].as_array().unwrap();
    assert_eq!(steps.len() as i64, to - from + 1, "one step per seq");
    let mut table = entry
        .engine
        .empty(
            &record.options,
            record.seat_count.get(),
            record.rules_version as u32,
        )
        .unwrap();
    for row in &rows[..to as usize] {
        if let log::Entry::Event(event) = &row.entry {
            if row.seq >= from {
                let step = &steps[(row.seq - from) as usize];
                assert_eq!(step["row"]["seq"], row.seq);
                assert_eq!(
                    step["row"]["event"],
                    table.redact_event(event, viewer).unwrap(),
                    "step {} as {viewer:?}",
                    row.seq
                );
                assert!(
                    !step["text"].as_str().unwrap().is_empty(),
                    "step {} in words",
                    row.seq
                );
            }
            table.apply(event).unwrap();
        }
    }
    let folded = log::fold(
        entry.engine,
        &record.options,
        record.seat_count.get(),
        record.rules_version as u32,
        &rows[..to as usize],
    )
    .unwrap();
    assert_eq!(
        page["view"],
        folded.view(viewer),
        "the view after step {to}"
    );
    page["view"].clone()
}

#[tokio::test]
async fn each_seat_reads_the_history_as_it_may_see_it() {
    let app = spawn_app().await;
    // Carolingi: each seat holds cards the other may not see.
    let running = play_random(&app, "carolingi", 31, 14).await;
    let seq = app.seq(running.game).await;
    let mut views = Vec::new();
    for seat in 0..2i16 {
        let user = seat_user(&app, &running, seat).await;
        let token = app.api_token(user).await;
        let (status, page, _) = get(
            &app,
            &token,
            &format!("/api/v1/games/{}/history", running.game),
        )
        .await;
        assert_eq!(status, 200, "{page}");
        assert_eq!(page["last"], seq);
        assert_eq!(page["to"], seq, "a short game fits one page");
        assert_eq!(page["next"], Value::Null);
        let view = assert_steps_are_the_viewers(&app, running.game, &page, Some(seat)).await;
        // The history's last view is the game's view now, for that seat.
        assert_eq!(view, app.api_game(&token, running.game).await["view"]);
        views.push(view);
    }
    assert_ne!(views[0], views[1], "each seat sees its own hand");
    // An onlooker sees neither hand.
    let onlooker = browser();
    let outsider = app.sign_up(&onlooker, "onlooker31").await;
    let token = app.api_token(outsider).await;
    let (status, page, _) = get(
        &app,
        &token,
        &format!("/api/v1/games/{}/history?from=3&to=9", running.game),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        (page["from"].as_i64(), page["to"].as_i64()),
        (Some(3), Some(9))
    );
    assert_steps_are_the_viewers(&app, running.game, &page, None).await;
    assert_eq!(page["next"], 10);
}

#[tokio::test]
async fn a_long_history_comes_in_pages_that_join_up() {
    let app = spawn_app().await;
    let finished = play_random(&app, "torres", 32, 5_000).await;
    let seq = app.seq(finished.game).await;
    assert!(seq > 200, "a whole game is longer than a page ({seq})");
    let user = seat_user(&app, &finished, 1).await;
    let token = app.api_token(user).await;
    let mut from = Some(1);
    let mut seen = Vec::new();
    let mut pages = 0;
    while let Some(start) = from {
        let (status, page, _) = get(
            &app,
            &token,
            &format!(
                "/api/v1/games/{}/history?from={start}&to=100000",
                finished.game
            ),
        )
        .await;
        assert_eq!(status, 200, "{page}");
        let steps = page["steps"].as_array().unwrap();
        assert!(steps.len() <= 200, "at most 200 steps a page");
        if pages == 0 {
            assert_steps_are_the_viewers(&app, finished.game, &page, Some(1)).await;
        }
        seen.extend(
            steps
                .iter()
                .map(|step| step["row"]["seq"].as_i64().unwrap()),
        );
        from = page["next"].as_i64();
        pages += 1;
    }
    assert_eq!(
        seen,
        (1..=seq).collect::<Vec<_>>(),
        "every step once, in order"
    );
    assert!(pages >= 2);
}

#[tokio::test]
async fn steps_that_are_not_there_are_refused_in_words() {
    let app = spawn_app().await;
    let running = play_random(&app, "carolingi", 33, 6).await;
    let user = seat_user(&app, &running, 0).await;
    let token = app.api_token(user).await;
    for query in ["from=5&to=3", "from=9999"] {
        let (status, body, _) = get(
            &app,
            &token,
            &format!("/api/v1/games/{}/history?{query}", running.game),
        )
        .await;
        assert_eq!(status, 422, "{query}: {body}");
        assert!(body["message"].as_str().unwrap().contains("from"), "{body}");
    }
    let (status, _, _) = get(
        &app,
        &token,
        "/api/v1/games/00000000-0000-0000-0000-000000000000/history",
    )
    .await;
    assert_eq!(status, 404);
    // A game still waiting for players has no history yet.
    let host = browser();
    let host_id = app.sign_up(&host, "host33").await;
    let open = app.create_countdown(&host, "2").await;
    let (status, _, _) = get(
        &app,
        &app.api_token(host_id).await,
        &format!("/api/v1/games/{open}/history"),
    )
    .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn table_talk_comes_in_pages_linked_to_the_next() {
    let app = spawn_app().await;
    let running = play_random(&app, "carolingi", 34, 4).await;
    let author = seat_user(&app, &running, 0).await;
    let reader = seat_user(&app, &running, 1).await;
    let author_token = app.api_token(author).await;
    for n in 0..5 {
        let response = reqwest::Client::new()
            .post(app.url(&format!("/api/v1/games/{}/messages", running.game)))
            .bearer_auth(&author_token)
            .json(&serde_json::json!({ "body": format!("message {n}") }))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 201);
    }
    let token = app.api_token(reader).await;
    let mut path = format!("/api/v1/games/{}/messages?limit=2", running.game);
    let mut bodies = Vec::new();
    let mut pages = 0;
    loop {
        let (status, page, link) = get(&app, &token, &path).await;
        assert_eq!(status, 200, "{page}");
        let mut texts: Vec<String> = page
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["body"].as_str().unwrap().to_owned())
            .collect();
        assert!(texts.len() <= 2);
        // Each page is oldest first; the pages go back in time.
        texts.extend(bodies);
        bodies = texts;
        pages += 1;
        match link {
            Some(link) => {
                let target = link
                    .trim_start_matches('<')
                    .split('>')
                    .next()
                    .unwrap()
                    .to_owned();
                assert!(link.ends_with("rel=\"next\""), "{link}");
                path = target;
            }
            None => break,
        }
    }
    assert_eq!(pages, 3);
    assert_eq!(
        bodies,
        (0..5).map(|n| format!("message {n}")).collect::<Vec<_>>()
    );
}

#[tokio::test]
async fn a_player_reads_what_they_were_told_and_no_one_else_does() {
    let app = spawn_app().await;
    let host = browser();
    let host_id = app.sign_up(&host, "host35").await;
    let guest = browser();
    let guest_id = app.sign_up(&guest, "guest35").await;
    let game = app.create_countdown(&host, "2").await;
    scriptorium::lobby::join(&app.pool, Default::default(), &[], game, guest_id, None)
        .await
        .unwrap();
    // The game's start tells whoever decides first.
    let first = app.user_at(game, app.waiting_seat(game).await).await;
    let other = if first == host_id { guest_id } else { host_id };
    scriptorium::mail::worker::drain_once(
        &app.pool,
        &app.folder_transport(),
        "Scriptorium <noreply@scriptorium.test>",
    )
    .await
    .unwrap();
    let token = app.api_token(first).await;
    let (status, notices, _) = get(&app, &token, "/api/v1/me/notices").await;
    assert_eq!(status, 200, "{notices}");
    let turn = notices
        .as_array()
        .unwrap()
        .iter()
        .find(|notice| notice["kind"] == "your_turn" && notice["game"] == json_id(game))
        .unwrap_or_else(|| panic!("the turn notice is listed: {notices}"));
    // Sent, on its own or inside the mail that carried it: what it said is listed.
    let carrier = match turn["standing"].as_str() {
        Some("sent") => turn,
        Some("gathered") => notices
            .as_array()
            .unwrap()
            .iter()
            .find(|notice| notice["id"] == turn["sent_in"])
            .expect("the mail that carried it"),
        other => panic!("sent, not {other:?}"),
    };
    assert_eq!(carrier["standing"], "sent");
    assert!(
        !carrier["text"].as_str().unwrap().is_empty(),
        "what the mail said"
    );
    // The other player was not told of a turn that is not theirs.
    let (_, theirs, _) = get(&app, &app.api_token(other).await, "/api/v1/me/notices").await;
    assert!(
        !theirs
            .as_array()
            .unwrap()
            .iter()
            .any(|notice| notice["id"] == turn["id"]),
        "{theirs}"
    );
    // A token that may only read and play does not read the account's mail.
    let player_only = scriptorium::accounts::create_scoped_api_token(
        &app.pool,
        first,
        "bot",
        scriptorium::accounts::scopes::Scopes {
            play: true,
            account: false,
        },
    )
    .await
    .unwrap();
    let (status, _, _) = get(&app, &player_only, "/api/v1/me/notices").await;
    assert_eq!(status, 403);
}

fn json_id(id: Uuid) -> Value {
    Value::String(id.to_string())
}
