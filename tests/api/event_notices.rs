//! An event's notices (issue 44) and an event's webhook (issue 45), with
//! more than one event running for the same players: each player is mailed
//! each round once, with their own new game linked and never another's;
//! the event's hook hears each round's tables and the winners once; a hook
//! failing for days is paused and its owner told, once per pause, in
//! their language and without the hook's full address; a player's own
//! hook hears what their mail says, once a mail. Only the event's
//! organizer adds or changes its hook; its entrants see that it exists.
//! Everything sent is watched 10 s after for repeats.

use crate::helpers::{browser, fresh_database, spawn_app, spawn_app_configured, TestApp};
use crate::resign::resign_by_form;
use crate::webhooks::{add_hook, call, deliver, send_posts, Receiver};
use serde_json::json;
use std::collections::BTreeMap;
use std::sync::atomic::Ordering;
use std::time::Duration;
use uuid::Uuid;

struct Player {
    id: Uuid,
    client: reqwest::Client,
}

async fn players(app: &TestApp, names: &[&str]) -> Vec<Player> {
    let mut players = Vec::new();
    for name in names {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        players.push(Player { id, client });
    }
    players
}

/// A Swiss of four at countdown, two rounds, three days a move, a week of
/// vacation.
fn swiss(name: &str) -> Vec<(&str, &str)> {
    crate::tournaments::swiss_fields(name, "4")
}

async fn create_event(app: &TestApp, client: &reqwest::Client, name: &str) -> Uuid {
    let response = app.post_form(client, "/events", &swiss(name)).await;
    assert_eq!(response.status().as_u16(), 303);
    let location = response.headers()["location"].to_str().unwrap().to_owned();
    location.strip_prefix("/events/").unwrap().parse().unwrap()
}

async fn register(app: &TestApp, player: &Player, event: Uuid) {
    let response = app
        .post_form(&player.client, &format!("/events/{event}/register"), &[])
        .await;
    assert_eq!(response.status().as_u16(), 303);
}

/// The event's games: (table, game).
async fn games_of(app: &TestApp, event: Uuid) -> Vec<(i32, Uuid)> {
    sqlx::query_as("SELECT event_table, id FROM games WHERE event_id = $1 ORDER BY event_table")
        .bind(event)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

async fn seated(app: &TestApp, game: Uuid) -> Vec<Uuid> {
    sqlx::query_scalar("SELECT user_id FROM game_players WHERE game_id = $1 ORDER BY seat")
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// The second seat of every running game of the event resigns.
async fn second_seats_resign(app: &TestApp, event: Uuid, players: &[Player]) {
    for (_, game) in games_of(app, event).await {
        let status: String = sqlx::query_scalar("SELECT status FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        if status != "active" {
            continue;
        }
        let seats = seated(app, game).await;
        let loser = players.iter().find(|p| p.id == seats[1]).unwrap();
        assert_eq!(resign_by_form(app, &loser.client, game).await, 303);
    }
}

/// Mail still to go, now or later.
async fn mail_waiting(app: &TestApp) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

async fn until_mail_is_out(app: &TestApp) {
    for _ in 0..60 {
        if mail_waiting(app).await == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    panic!("mail still waiting after 30 s");
}

/// Webhook posts still to go, now or later.
async fn posts_waiting(app: &TestApp) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM webhook_outbox WHERE sent_at IS NULL AND failed_at IS NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

async fn until_posts_are_out(app: &TestApp) {
    for _ in 0..60 {
        if posts_waiting(app).await == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    panic!("webhook posts still waiting after 30 s");
}

/// The Message-ID of every mail the folder transport wrote, counted.
fn mails_written(app: &TestApp) -> BTreeMap<String, usize> {
    let mut written = BTreeMap::new();
    let folder = app.data_dir.path().join("mail");
    for file in std::fs::read_dir(folder).into_iter().flatten().flatten() {
        let text = std::fs::read_to_string(file.path()).unwrap_or_default();
        if let Some(id) = text
            .lines()
            .find_map(|line| line.strip_prefix("Message-ID: "))
        {
            *written.entry(id.trim().to_owned()).or_insert(0) += 1;
        }
    }
    written
}

/// The mail that carried each of `user`'s notices of `kind` about `event`:
/// (notice row, the mail's row, the mail's text).
async fn carried(app: &TestApp, user: Uuid, event: Uuid, kind: &str) -> Vec<(i64, i64, String)> {
    sqlx::query_as(
        "SELECT n.id, m.id, m.body_text FROM outbox n
         JOIN outbox m ON m.id = COALESCE(n.gathered_into, n.id)
         WHERE n.user_id = $1 AND n.event_id = $2 AND n.kind = $3 AND n.sent_at IS NOT NULL
         ORDER BY n.id",
    )
    .bind(user)
    .bind(event)
    .bind(kind)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn each_player_is_mailed_each_round_once_with_their_own_games() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.run_workers = true;
    })
    .await;
    let people = players(&app, &["olga", "anna", "bert", "cora", "dora"]).await;
    let (olga, entrants) = (&people[0], &people[1..]);
    // Anna's own hook hears what she is mailed, as her mail says it.
    let receiver = Receiver::start().await;
    let anna_token = app.api_token(entrants[0].id).await;
    let (anna_hook, _) = add_hook(
        &app,
        &anna_token,
        json!({"format": "slack", "url": receiver.url("/anna")}),
    )
    .await;
    // Two events of the same four players: one's games never in the other's mail.
    let autumn = create_event(&app, &olga.client, "Autumn Swiss").await;
    let winter = create_event(&app, &olga.client, "Winter Swiss").await;
    for event in [autumn, winter] {
        for player in entrants {
            register(&app, player, event).await;
        }
    }
    let winter_games: Vec<Uuid> = games_of(&app, winter)
        .await
        .into_iter()
        .map(|(_, g)| g)
        .collect();
    assert_eq!(winter_games.len(), 2);
    until_mail_is_out(&app).await;
    // Each event's start: once each, with the player's own first game.
    for event in [autumn, winter] {
        let games = games_of(&app, event).await;
        for player in entrants {
            let started = carried(&app, player.id, event, "event_started").await;
            assert_eq!(started.len(), 1, "{started:?}");
            let mut own = 0;
            for (_, game) in &games {
                let linked = started[0].2.contains(&format!("/games/{game}"));
                let plays = seated(&app, *game).await.contains(&player.id);
                assert_eq!(linked, plays, "{game} in {}", started[0].2);
                own += usize::from(plays);
            }
            assert_eq!(own, 1);
        }
    }

    second_seats_resign(&app, autumn, entrants).await;
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
        .await
        .unwrap();
    let autumn_games = games_of(&app, autumn).await;
    assert_eq!(autumn_games.len(), 4, "round 2 paired");
    let round_two: Vec<Uuid> = autumn_games
        .iter()
        .filter(|(table, _)| *table >= 2)
        .map(|(_, g)| *g)
        .collect();
    until_mail_is_out(&app).await;
    let mut mails = Vec::new();
    for player in entrants {
        let told = carried(&app, player.id, autumn, "round_started").await;
        assert_eq!(told.len(), 1, "one notice of round 2: {told:?}");
        let (_, mail, text) = &told[0];
        mails.push(*mail);
        assert!(
            text.contains("Round 2 of Autumn Swiss has started: your games"),
            "{text}"
        );
        assert!(text.contains(&format!("/events/{autumn}")), "{text}");
        for game in &round_two {
            let plays = seated(&app, *game).await.contains(&player.id);
            assert_eq!(
                text.contains(&format!("/games/{game}")),
                plays,
                "{game} in {text}"
            );
        }
        for game in &winter_games {
            assert!(!text.contains(&game.to_string()), "another event's game");
        }
    }
    mails.sort();
    mails.dedup();
    assert_eq!(mails.len(), 4, "four players, four mails");
    assert!(
        carried(&app, entrants[0].id, winter, "round_started")
            .await
            .is_empty(),
        "the other event is still in round 1"
    );

    // Anna's hook: one post per mail she was sent about the games and
    // events, keyed on that mail's row (never another table's id), and none
    // links a game she does not play.
    until_posts_are_out(&app).await;
    let keys: Vec<i64> = sqlx::query_scalar(
        "SELECT notice_id FROM webhook_outbox WHERE hook_id = $1 AND sent_at IS NOT NULL ORDER BY id",
    )
    .bind(anna_hook)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let anna_mails: Vec<i64> = sqlx::query_scalar(
        "SELECT DISTINCT COALESCE(gathered_into, id) FROM outbox
         WHERE user_id = $1 AND (game_id IS NOT NULL OR event_id IS NOT NULL)
           AND sent_at IS NOT NULL ORDER BY 1",
    )
    .bind(entrants[0].id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(sorted, anna_mails, "one post per mail, keyed on the mail");
    assert!(keys.len() >= 2, "the starts and round 2: {keys:?}");
    let anna_posts: Vec<String> = receiver
        .at("/anna")
        .iter()
        .map(|got| got.json()["text"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(anna_posts.len(), keys.len(), "{anna_posts:#?}");
    // A post says its mail's lead (her turn comes before an event's news):
    // it links her own game or the event, never another player's game.
    let mut hers = vec![format!("/events/{autumn}"), format!("/events/{winter}")];
    for (_, game) in games_of(&app, autumn)
        .await
        .into_iter()
        .chain(games_of(&app, winter).await)
    {
        if seated(&app, game).await.contains(&entrants[0].id) {
            hers.push(format!("/games/{game}"));
        } else {
            for text in &anna_posts {
                assert!(!text.contains(&game.to_string()), "not hers: {text}");
            }
        }
    }
    for text in &anna_posts {
        assert!(hers.iter().any(|link| text.contains(link)), "{text}");
    }

    // What she was told, through the API: the round's notice names its
    // event (and no game).
    let (status, told) = call(&app, &anna_token, "GET", "/api/v1/me/notices", None).await;
    assert_eq!(status, 200, "{told}");
    let rounds: Vec<&serde_json::Value> = told
        .as_array()
        .unwrap()
        .iter()
        .filter(|notice| notice["kind"] == "round_started")
        .collect();
    assert_eq!(rounds.len(), 1, "{told}");
    assert_eq!(rounds[0]["event"], json!(autumn));
    assert_eq!(rounds[0]["game"], json!(null));
    let starts = told
        .as_array()
        .unwrap()
        .iter()
        .filter(|notice| notice["kind"] == "event_started")
        .map(|notice| notice["event"].as_str().unwrap().parse::<Uuid>().unwrap())
        .collect::<std::collections::BTreeSet<_>>();
    assert_eq!(starts, [autumn, winter].into_iter().collect());

    // Watched 10 s after the last send: nothing goes twice.
    let before = mails_written(&app);
    tokio::time::sleep(Duration::from_secs(10)).await;
    let after = mails_written(&app);
    assert_eq!(before, after, "nothing more was sent");
    assert_eq!(receiver.count(), anna_posts.len(), "no post repeated");
    assert!(after.values().all(|count| *count == 1), "{after:?}");
    for mail in mails {
        assert!(
            after
                .keys()
                .any(|id| id.starts_with(&format!("<outbox-{mail}@"))),
            "mail {mail} was written: {after:?}"
        );
    }
    let notices: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE event_id = $1 AND kind = 'round_started'",
    )
    .bind(autumn)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(notices, 4);
}

/// The lines of a Slack post after its title: a round's tables.
fn table_lines(text: &str) -> Vec<String> {
    text.lines().skip(1).map(str::to_owned).collect()
}

/// What the hook should say of a round: each of its games' players, in
/// seat order, one table a line.
async fn tables_of(
    app: &TestApp,
    event: Uuid,
    tables: std::ops::RangeInclusive<i32>,
) -> Vec<String> {
    let mut lines = Vec::new();
    for (table, game) in games_of(app, event).await {
        if !tables.contains(&table) {
            continue;
        }
        let names: Vec<String> = sqlx::query_scalar(
            "SELECT u.username FROM game_players p JOIN users u ON u.id = p.user_id
             WHERE p.game_id = $1 ORDER BY p.seat",
        )
        .bind(game)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        lines.push(names.join(" – "));
    }
    lines
}

/// The event's hooks.
async fn hooks_of(app: &TestApp, event: Uuid) -> Vec<i64> {
    sqlx::query_scalar("SELECT id FROM webhooks WHERE event_id = $1 ORDER BY id")
        .bind(event)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn an_events_hook_hears_each_round_and_the_winners_once_and_only_its_organizer_adds_it() {
    let app = spawn_app().await;
    let receiver = Receiver::start().await;
    let people = players(&app, &["olga", "anna", "bert", "cora", "dora", "emil"]).await;
    let (olga, entrants, emil) = (&people[0], &people[1..5], &people[5]);
    let autumn = create_event(&app, &olga.client, "Autumn Swiss").await;
    let winter = create_event(&app, &olga.client, "Winter Swiss").await;
    let token = |user: Uuid| app.api_token(user);
    let (olga_token, anna_token, emil_token) = (
        token(olga.id).await,
        token(entrants[0].id).await,
        token(emil.id).await,
    );
    // Two hooks on one event (its group's Slack and Discord), one on the other.
    let (hook, _) = add_hook(
        &app,
        &olga_token,
        json!({"format": "slack", "url": receiver.url("/autumn"), "event": autumn}),
    )
    .await;
    let (discord_hook, _) = add_hook(
        &app,
        &olga_token,
        json!({"format": "discord", "url": receiver.url("/discord"), "event": autumn}),
    )
    .await;
    let (winter_hook, _) = add_hook(
        &app,
        &olga_token,
        json!({"format": "slack", "url": receiver.url("/winter"), "event": winter}),
    )
    .await;
    assert_eq!(hooks_of(&app, autumn).await, vec![hook, discord_hook]);
    assert_eq!(hooks_of(&app, winter).await, vec![winter_hook]);
    // Only the organizer adds one: an entrant-to-be and a stranger are
    // refused in words, through the API and the page's form, and nothing
    // is added.
    for refused_token in [&anna_token, &emil_token] {
        let (status, refused) = call(
            &app,
            refused_token,
            "POST",
            "/api/v1/webhooks",
            Some(json!({"format": "slack", "url": receiver.url("/x"), "event": autumn})),
        )
        .await;
        assert_eq!(status, 403, "{refused}");
        assert!(
            refused.to_string().contains("organizer"),
            "a refusal in words: {refused}"
        );
    }
    let response = app
        .post_form(
            &emil.client,
            "/settings/webhooks",
            &[
                ("format", "slack"),
                ("url", &receiver.url("/x")),
                ("scope", &format!("event:{autumn}")),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let (_, settings) = app.page(&emil.client, "/settings").await;
    assert!(
        settings.contains("Only the event&#39;s organizer may add or remove its webhook")
            || settings.contains("Only the event's organizer may add or remove its webhook"),
        "the page says why"
    );
    // A malformed event is the form's mistake, never a 5xx.
    let response = app
        .post_form(
            &olga.client,
            "/settings/webhooks",
            &[
                ("format", "slack"),
                ("url", &receiver.url("/x")),
                ("scope", "event:not-an-id"),
            ],
        )
        .await;
    assert!(response.status().is_client_error(), "{}", response.status());
    assert_eq!(hooks_of(&app, autumn).await, vec![hook, discord_hook]);
    let emils: i64 = sqlx::query_scalar("SELECT count(*) FROM webhooks WHERE owner_id = $1")
        .bind(emil.id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(emils, 0);

    for event in [autumn, winter] {
        for player in entrants {
            register(&app, player, event).await;
        }
    }
    // Entrants see it exists; they may not change it.
    let (_, seen) = call(&app, &anna_token, "GET", "/api/v1/webhooks", None).await;
    let seen: Vec<i64> = seen
        .as_array()
        .unwrap()
        .iter()
        .map(|hook| hook["id"].as_i64().unwrap())
        .collect();
    assert_eq!(
        seen,
        vec![hook, discord_hook, winter_hook],
        "an entrant sees the hooks of the events they entered"
    );
    for (method, path) in [
        ("DELETE", format!("/api/v1/webhooks/{hook}")),
        ("POST", format!("/api/v1/webhooks/{hook}/test")),
        ("POST", format!("/api/v1/webhooks/{hook}/resume")),
    ] {
        let (status, refused) = call(&app, &anna_token, method, &path, None).await;
        assert_eq!(status, 403, "{method} {path}: {refused}");
    }
    assert_eq!(hooks_of(&app, autumn).await, vec![hook, discord_hook]);
    let queued: i64 = sqlx::query_scalar("SELECT count(*) FROM webhook_outbox")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(queued, 3, "each event's start on each of its hooks");
    let tests: i64 =
        sqlx::query_scalar("SELECT count(*) FROM webhook_outbox WHERE notice_id IS NULL")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(tests, 0, "no entrant's test post");
    let (_, page) = app
        .page(&entrants[0].client, &format!("/events/{autumn}"))
        .await;
    assert!(
        page.contains("Where this event posts") && page.contains("http://127.0.0.1:"),
        "{page}"
    );
    assert!(!page.contains("/autumn"), "the address only in part");
    assert!(
        !page.contains("Post this event to your group"),
        "an entrant adds none"
    );
    let (_, page) = app.page(&olga.client, &format!("/events/{autumn}")).await;
    assert!(page.contains("Post this event to your group"));
    // A stranger sees nothing of it.
    let (_, seen) = call(&app, &emil_token, "GET", "/api/v1/webhooks", None).await;
    assert_eq!(seen, json!([]));
    let (status, _) = call(
        &app,
        &emil_token,
        "GET",
        &format!("/api/v1/webhooks/{hook}/deliveries"),
        None,
    )
    .await;
    assert_eq!(status, 404);
    let (_, page) = app.page(&emil.client, &format!("/events/{autumn}")).await;
    assert!(!page.contains("Where this event posts"));

    // Each event's start, with its own tables, on its own hooks.
    send_posts(&app, true).await;
    let posts = receiver.at("/autumn");
    assert_eq!(posts.len(), 1, "the start: {posts:#?}");
    let text = posts[0].json()["text"].as_str().unwrap().to_owned();
    assert!(text.contains("Autumn Swiss has started"), "{text}");
    assert_eq!(table_lines(&text), tables_of(&app, autumn, 0..=1).await);
    let winter_posts = receiver.at("/winter");
    assert_eq!(winter_posts.len(), 1, "{winter_posts:#?}");
    let winter_text = winter_posts[0].json()["text"].as_str().unwrap().to_owned();
    assert!(
        winter_text.contains("Winter Swiss has started"),
        "{winter_text}"
    );
    assert_eq!(
        table_lines(&winter_text),
        tables_of(&app, winter, 0..=1).await
    );

    second_seats_resign(&app, autumn, entrants).await;
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
        .await
        .unwrap();
    send_posts(&app, true).await;
    let posts = receiver.at("/autumn");
    assert_eq!(posts.len(), 2, "{posts:#?}");
    let text = posts[1].json()["text"].as_str().unwrap().to_owned();
    assert!(
        text.contains("Round 2 of Autumn Swiss has started"),
        "{text}"
    );
    assert_eq!(table_lines(&text), tables_of(&app, autumn, 2..=3).await);
    second_seats_resign(&app, autumn, entrants).await;
    deliver(&app).await;
    let posts = receiver.at("/autumn");
    assert_eq!(posts.len(), 3, "{posts:#?}");
    let end = posts[2].json()["text"].as_str().unwrap().to_owned();
    assert!(end.contains("Autumn Swiss is over: won by"), "{end}");
    let winners: Vec<String> = sqlx::query_scalar(
        "SELECT u.username FROM event_entrants e JOIN users u ON u.id = e.user_id
         WHERE e.event_id = $1 ORDER BY u.username",
    )
    .bind(autumn)
    .fetch_all(&app.pool)
    .await
    .unwrap()
    .into_iter()
    .filter(|name: &String| end.contains(&format!("won by {name}")))
    .collect();
    assert_eq!(winners.len(), 1, "one winner named: {end}");
    // The Discord hook heard the same three, in its own shape.
    let discord: Vec<String> = receiver
        .at("/discord")
        .iter()
        .map(|got| got.json()["content"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(discord.len(), 3, "{discord:#?}");
    assert!(discord[0].contains("Autumn Swiss has started"));
    assert!(discord[1].contains("Round 2 of Autumn Swiss has started"));
    assert!(discord[2].contains(&format!("won by {}", winners[0])));
    // The other event's hook heard its start alone, nothing of autumn's.
    assert_eq!(receiver.at("/winter").len(), 1);
    for got in receiver
        .at("/autumn")
        .iter()
        .chain(&receiver.at("/discord"))
    {
        assert!(!got.text().contains("Winter"), "{}", got.text());
    }
    // Watched 10 s, asking again and again: nothing twice.
    for _ in 0..10 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
            .await
            .unwrap();
        deliver(&app).await;
    }
    assert_eq!(receiver.at("/autumn").len(), 3);
    assert_eq!(receiver.at("/discord").len(), 3);
    assert_eq!(receiver.count(), 7, "3 + 3 + 1, no repeat");
    let rows: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT hook_id, count(*) FROM webhook_outbox WHERE sent_at IS NOT NULL
         GROUP BY hook_id ORDER BY hook_id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(rows, vec![(hook, 3), (discord_hook, 3), (winter_hook, 1)]);
    // Each entrant was mailed the end once, with their place; the winner's
    // is the first.
    for player in entrants {
        let end = carried(&app, player.id, autumn, "event_finished").await;
        assert_eq!(end.len(), 1, "{end:?}");
        let name: String = sqlx::query_scalar("SELECT username FROM users WHERE id = $1")
            .bind(player.id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        let first = end[0].2.contains("Autumn Swiss is over: you placed 1\n");
        assert!(
            end[0].2.contains("Autumn Swiss is over: you placed"),
            "{}",
            end[0].2
        );
        assert_eq!(first, name == winners[0], "{name}: {}", end[0].2);
    }
}

/// The subjects of the pause mails sent to `user`, each written once.
async fn pause_mails(app: &TestApp, user: Uuid) -> Vec<String> {
    let rows: Vec<(i64, String)> = sqlx::query_as(
        "SELECT id, subject FROM outbox
         WHERE user_id = $1 AND kind = 'webhook_paused' AND sent_at IS NOT NULL ORDER BY id",
    )
    .bind(user)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let written = mails_written(app);
    for (id, _) in &rows {
        let copies: usize = written
            .iter()
            .filter(|(message, _)| message.starts_with(&format!("<outbox-{id}@")))
            .map(|(_, count)| *count)
            .sum();
        assert_eq!(copies, 1, "mail {id} written once");
    }
    rows.into_iter().map(|(_, subject)| subject).collect()
}

#[tokio::test]
async fn a_hook_failing_for_days_is_paused_and_its_owner_told_once_per_pause() {
    let app = spawn_app().await;
    let dead = Receiver::start().await;
    dead.status.store(500, Ordering::SeqCst);
    let working = Receiver::start().await;
    let people = players(&app, &["anna", "bert"]).await;
    let (anna, bert) = (&people[0], &people[1]);
    let anna_token = app.api_token(anna.id).await;
    let bert_token = app.api_token(bert.id).await;
    // Bert reads French: his mail says it in French.
    sqlx::query("UPDATE users SET language = 'fr' WHERE id = $1")
        .bind(bert.id)
        .execute(&app.pool)
        .await
        .unwrap();
    let (failing, _) = add_hook(
        &app,
        &anna_token,
        json!({"format": "ntfy", "url": dead.url("/dead")}),
    )
    .await;
    let (also_failing, _) = add_hook(
        &app,
        &bert_token,
        json!({"format": "ntfy", "url": dead.url("/bert")}),
    )
    .await;
    let (fine, _) = add_hook(
        &app,
        &anna_token,
        json!({"format": "ntfy", "url": working.url("/fine")}),
    )
    .await;
    let fail_for_days = |hook: i64| {
        let pool = app.pool.clone();
        async move {
            sqlx::query(
                "UPDATE webhooks SET failing_since = now() - interval '4 days' WHERE id = $1",
            )
            .bind(hook)
            .execute(&pool)
            .await
            .unwrap();
        }
    };
    let test = |token: String, hook: i64| {
        let app = &app;
        async move {
            let (status, _) = call(
                app,
                &token,
                "POST",
                &format!("/api/v1/webhooks/{hook}/test"),
                None,
            )
            .await;
            assert_eq!(status, 202);
        }
    };
    for (token, hook) in [
        (&anna_token, failing),
        (&bert_token, also_failing),
        (&anna_token, fine),
    ] {
        test(token.clone(), hook).await;
    }
    fail_for_days(failing).await;
    fail_for_days(also_failing).await;
    deliver(&app).await;
    deliver(&app).await;
    assert_eq!(
        pause_mails(&app, anna.id).await,
        vec!["Your webhook was paused"]
    );
    assert_eq!(
        pause_mails(&app, bert.id).await,
        vec!["Votre webhook a été mis en pause"]
    );
    assert_eq!(working.count(), 1, "a working hook is not paused");
    // More posts for the paused hook: none goes, and no second mail.
    test(anna_token.clone(), failing).await;
    deliver(&app).await;
    assert_eq!(dead.at("/dead").len(), 1);
    assert_eq!(pause_mails(&app, anna.id).await.len(), 1);

    // Resumed, it delivers again.
    dead.status.store(204, Ordering::SeqCst);
    let (status, _) = call(
        &app,
        &anna_token,
        "POST",
        &format!("/api/v1/webhooks/{failing}/resume"),
        None,
    )
    .await;
    assert_eq!(status, 204);
    deliver(&app).await;
    assert_eq!(dead.at("/dead").len(), 2, "what waited went");
    test(anna_token.clone(), failing).await;
    deliver(&app).await;
    assert_eq!(dead.at("/dead").len(), 3);
    // Failing for days again: paused again, told again (once).
    dead.status.store(500, Ordering::SeqCst);
    test(anna_token.clone(), failing).await;
    fail_for_days(failing).await;
    deliver(&app).await;
    deliver(&app).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    deliver(&app).await;
    assert_eq!(pause_mails(&app, anna.id).await.len(), 2);
    assert_eq!(pause_mails(&app, bert.id).await.len(), 1);
    assert_eq!(dead.at("/dead").len(), 4);
    // Watched 10 s after the last send, the workers asked again and
    // again: no mail and no post twice.
    for _ in 0..10 {
        tokio::time::sleep(Duration::from_secs(1)).await;
        deliver(&app).await;
    }
    assert_eq!(pause_mails(&app, anna.id).await.len(), 2);
    assert_eq!(pause_mails(&app, bert.id).await.len(), 1);
    assert_eq!(dead.at("/dead").len(), 4);
    assert_eq!(dead.at("/bert").len(), 1);
    assert_eq!(working.count(), 1);
    // The mail names the hook by its host alone: its path (a chat's
    // webhook token) and its secret stay out of the mail.
    let bodies: Vec<String> = sqlx::query_scalar(
        "SELECT body_text FROM outbox WHERE kind = 'webhook_paused' ORDER BY id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(bodies.len(), 3);
    for body in &bodies {
        assert!(body.contains(&dead.url("")), "{body}");
        assert!(!body.contains("/dead") && !body.contains("/bert"), "{body}");
    }

    // Several instances fail posts of one hook at once: whichever pauses
    // it, its owner is told once.
    let cora = &players(&app, &["cora"]).await[0];
    let cora_token = app.api_token(cora.id).await;
    let (crowded, _) = add_hook(
        &app,
        &cora_token,
        json!({"format": "ntfy", "url": dead.url("/cora")}),
    )
    .await;
    sqlx::query(
        "INSERT INTO webhook_outbox (hook_id, notice_id, kind, title, body, url)
         SELECT $1, n, 'test', 'a post', '', 'https://example.org' FROM generate_series(1, 8) n",
    )
    .bind(crowded)
    .execute(&app.pool)
    .await
    .unwrap();
    fail_for_days(crowded).await;
    let instances: Vec<_> = (0..4).map(|_| send_posts(&app, true)).collect();
    futures_util::future::join_all(instances).await;
    deliver(&app).await;
    assert_eq!(
        pause_mails(&app, cora.id).await,
        vec!["Your webhook was paused"]
    );
    let paused: bool =
        sqlx::query_scalar("SELECT paused_at IS NOT NULL FROM webhooks WHERE id = $1")
            .bind(crowded)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(paused);
    // What waited was given up, the posts in flight by their own instance.
    let waiting: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM webhook_outbox
         WHERE hook_id = $1 AND sent_at IS NULL AND failed_at IS NULL",
    )
    .bind(crowded)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(waiting, 0);
    assert!(dead.at("/cora").len() <= 4, "none after the pause");
}

/// A ladder through the form: four players, within reach of two rungs;
/// `decline_loses`: a declined challenge is lost by the one who declines.
async fn create_ladder(app: &TestApp, client: &reqwest::Client, name: &str, loses: bool) -> Uuid {
    let mut fields = crate::tournaments::ladder_fields(name, "4");
    if loses {
        fields.push(("decline_loses", "on"));
    }
    let response = app.post_form(client, "/events", &fields).await;
    assert_eq!(response.status().as_u16(), 303);
    let location = response.headers()["location"].to_str().unwrap().to_owned();
    location.strip_prefix("/events/").unwrap().parse().unwrap()
}

/// Every mail the folder transport wrote: its Message-ID and its `To:`.
fn mails_to(app: &TestApp) -> Vec<(String, String)> {
    let folder = app.data_dir.path().join("mail");
    let mut mails = Vec::new();
    for file in std::fs::read_dir(folder).into_iter().flatten().flatten() {
        let text = std::fs::read_to_string(file.path()).unwrap_or_default();
        let header = |name: &str| {
            text.lines()
                .find_map(|line| line.strip_prefix(name))
                .map(|value| value.trim().to_owned())
                .unwrap_or_default()
        };
        mails.push((header("Message-ID: "), header("To: ")));
    }
    mails.sort();
    mails
}

/// The ladder's rungs, top first, as user ids.
async fn rungs(app: &TestApp, token: &str, event: Uuid, people: &[(&str, &Player)]) -> Vec<Uuid> {
    let (status, shown) = call(app, token, "GET", &format!("/api/v1/events/{event}"), None).await;
    assert_eq!(status, 200, "{shown}");
    shown["ladder"]
        .as_array()
        .unwrap()
        .iter()
        .map(|name| {
            let name = name.as_str().unwrap();
            people.iter().find(|(n, _)| *n == name).unwrap().1.id
        })
        .collect()
}

#[tokio::test]
async fn a_declined_challenge_is_told_to_the_challenger_alone_once_on_every_channel() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.run_workers = true;
    })
    .await;
    let names = ["olga", "anna", "bert", "cora", "dora"];
    let people = players(&app, &names).await;
    let named: Vec<(&str, &Player)> = names.iter().copied().zip(&people).collect();
    let (olga, entrants) = (&people[0], &people[1..]);
    let olga_token = app.api_token(olga.id).await;
    // Two ladders of the same four: one counts a decline as lost, the other not.
    let strict = create_ladder(&app, &olga.client, "Spring ladder", true).await;
    let lenient = create_ladder(&app, &olga.client, "Summer ladder", false).await;
    for event in [strict, lenient] {
        for player in entrants {
            register(&app, player, event).await;
        }
    }
    let strict_rungs = rungs(&app, &olga_token, strict, &named).await;
    let lenient_rungs = rungs(&app, &olga_token, lenient, &named).await;
    assert_eq!(strict_rungs.len(), 4);
    // The bottom rung challenges in both (the same player: both ladders
    // were entered in the same order).
    assert_eq!(strict_rungs[3], lenient_rungs[3]);
    let challenger = people.iter().find(|p| p.id == strict_rungs[3]).unwrap();
    let name_of = |user: Uuid| named.iter().find(|(_, p)| p.id == user).unwrap().0;
    let email_of = |user: Uuid| format!("{}@example.org", name_of(user));
    let token_of = |user: Uuid| app.api_token(user);
    let challenger_token = token_of(challenger.id).await;
    // The starts' notices go first: the channels below hear only what follows.
    until_mail_is_out(&app).await;
    // The challenger's own hook and two of their devices hear what their mail says.
    let receiver = Receiver::start().await;
    add_hook(
        &app,
        &challenger_token,
        json!({"format": "slack", "url": receiver.url("/challenger")}),
    )
    .await;
    let push = crate::push::PushService::start().await;
    let devices = [
        crate::push::Device::new(&push, "phone"),
        crate::push::Device::new(&push, "laptop"),
    ];
    for device in &devices {
        let (status, added) = call(
            &app,
            &challenger_token,
            "POST",
            "/api/v1/push/subscriptions",
            Some(device.subscription()),
        )
        .await;
        assert_eq!(status, 201, "{added}");
    }

    // (event, the one challenged, what the challenger is told of them)
    let cases = [
        (
            strict,
            strict_rungs[1],
            "declined your challenge in Spring ladder: you move up to rung 2",
        ),
        (
            lenient,
            lenient_rungs[2],
            "declined your challenge in Summer ladder",
        ),
    ];
    let mut told_rows = Vec::new();
    for (number, (event, challenged, says)) in cases.into_iter().enumerate() {
        let (status, body) = call(
            &app,
            &challenger_token,
            "POST",
            &format!("/api/v1/events/{event}/challenges"),
            Some(json!({"username": name_of(challenged)})),
        )
        .await;
        assert_eq!(status, 204, "{body}");
        until_mail_is_out(&app).await;
        let before = mails_to(&app);
        let declined_by = token_of(challenged).await;
        let (status, body) = call(
            &app,
            &declined_by,
            "POST",
            &format!("/api/v1/events/{event}/challenges/0/decline"),
            None,
        )
        .await;
        assert_eq!(status, 204, "{body}");
        until_mail_is_out(&app).await;
        // One new mail, to the challenger; none to the one who declined.
        let new: Vec<(String, String)> = mails_to(&app)
            .into_iter()
            .filter(|mail| !before.contains(mail))
            .collect();
        assert_eq!(new.len(), 1, "{new:?}");
        assert!(new[0].1.contains(&email_of(challenger.id)), "{new:?}");
        assert!(!new[0].1.contains(&email_of(challenged)), "{new:?}");
        let told = carried(&app, challenger.id, event, "challenge_declined").await;
        assert_eq!(told.len(), 1, "{told:?}");
        let (row, mail, text) = &told[0];
        assert!(new[0].0.starts_with(&format!("<outbox-{mail}@")), "{new:?}");
        let expected = format!("{} {says}", name_of(challenged));
        assert!(text.contains(&expected), "{text}");
        let lost = "By this ladder's rules a declined challenge is lost";
        assert_eq!(text.contains(lost), number == 0, "{text}");
        if number == 1 {
            assert!(!text.contains("move up"), "nothing moved: {text}");
        }
        assert!(text.contains(&format!("/events/{event}")), "{text}");
        assert!(
            carried(&app, challenged, event, "challenge_declined")
                .await
                .is_empty(),
            "the one who declined is not told"
        );
        told_rows.push((*row, event, expected));
    }
    // The strict ladder swapped the two; the lenient one did not.
    assert_eq!(
        rungs(&app, &olga_token, strict, &named).await,
        vec![
            strict_rungs[0],
            strict_rungs[3],
            strict_rungs[2],
            strict_rungs[1]
        ]
    );
    assert_eq!(
        rungs(&app, &olga_token, lenient, &named).await,
        lenient_rungs
    );

    // The challenger's notices through the API: both declines, each naming
    // its event; nobody else has one.
    let (status, listed) = call(&app, &challenger_token, "GET", "/api/v1/me/notices", None).await;
    assert_eq!(status, 200, "{listed}");
    let declines: Vec<(i64, String)> = listed
        .as_array()
        .unwrap()
        .iter()
        .filter(|notice| notice["kind"] == "challenge_declined")
        .map(|notice| {
            (
                notice["id"].as_i64().unwrap(),
                notice["event"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let mut expected: Vec<(i64, String)> = told_rows
        .iter()
        .map(|(row, event, _)| (*row, event.to_string()))
        .collect();
    expected.reverse();
    assert_eq!(declines, expected, "newest first");
    let others: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'challenge_declined' AND user_id <> $1",
    )
    .bind(challenger.id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(others, 0);

    // Their hook and each of their devices: one post a decline, in order.
    until_posts_are_out(&app).await;
    let wait_for_pushes = async {
        for _ in 0..60 {
            if push.received.lock().unwrap().len() >= 4 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    };
    wait_for_pushes.await;
    let posted: Vec<String> = receiver
        .at("/challenger")
        .iter()
        .map(|got| got.json()["text"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(posted.len(), 2, "{posted:#?}");
    for (text, (_, _, says)) in posted.iter().zip(&told_rows) {
        assert!(text.contains(says.as_str()), "{text}");
    }
    let pushed = |device: &crate::push::Device| -> Vec<String> {
        push.received
            .lock()
            .unwrap()
            .iter()
            .filter(|got| device.endpoint.ends_with(&got.path))
            .map(|got| {
                device.decrypt(&got.body)["title"]
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect()
    };
    for device in &devices {
        let titles = pushed(device);
        assert_eq!(titles.len(), 2, "{titles:?}");
        for (title, (_, _, says)) in titles.iter().zip(&told_rows) {
            assert!(title.contains(says.as_str()), "{title}");
        }
    }

    // Watched 10 s after the last send: nothing goes twice.
    let mails = mails_to(&app);
    tokio::time::sleep(Duration::from_secs(10)).await;
    assert_eq!(mails_to(&app), mails, "no mail more");
    assert_eq!(receiver.count(), 2, "no post repeated");
    assert_eq!(push.received.lock().unwrap().len(), 4, "no push repeated");
    assert!(mails_written(&app).values().all(|count| *count == 1));
}

/// Adds a push device of the stand-in service for the owner of `token`.
async fn add_device(app: &TestApp, token: &str, device: &crate::push::Device) {
    let (status, added) = call(
        app,
        token,
        "POST",
        "/api/v1/push/subscriptions",
        Some(device.subscription()),
    )
    .await;
    assert_eq!(status, 201, "{added}");
}

/// What reached `device`: each push's payload, decrypted with its key.
fn pushed_to(
    service: &crate::push::PushService,
    device: &crate::push::Device,
) -> Vec<serde_json::Value> {
    service
        .received
        .lock()
        .unwrap()
        .iter()
        .filter(|got| device.endpoint.ends_with(&got.path))
        .map(|got| device.decrypt(&got.body))
        .collect()
}

/// The mails `user` was sent, by their outbox rows (a mail gathers a
/// notice into another's row).
async fn mails_sent_to(app: &TestApp, user: Uuid) -> Vec<i64> {
    sqlx::query_scalar(
        "SELECT DISTINCT COALESCE(gathered_into, id) FROM outbox
         WHERE user_id = $1 AND sent_at IS NOT NULL ORDER BY 1",
    )
    .bind(user)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn an_events_start_and_rounds_reach_each_entrants_devices_once() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.run_workers = true;
    })
    .await;
    let service = crate::push::PushService::start().await;
    let people = players(&app, &["olga", "anna", "bert", "cora", "dora", "emil"]).await;
    let (olga, entrants, emil) = (&people[0], &people[1..5], &people[5]);
    // Two entrants with two devices each, and a bystander with two.
    let mut devices = Vec::new();
    for (who, player) in [
        ("anna", &entrants[0]),
        ("bert", &entrants[1]),
        ("emil", emil),
    ] {
        let token = app.api_token(player.id).await;
        for kind in ["phone", "laptop"] {
            let device = crate::push::Device::new(&service, &format!("{who}-{kind}"));
            add_device(&app, &token, &device).await;
            devices.push((player.id, device));
        }
    }
    // Two events of the same four entrants, each starting when full.
    let autumn = create_event(&app, &olga.client, "Autumn Swiss").await;
    let winter = create_event(&app, &olga.client, "Winter Swiss").await;
    for event in [autumn, winter] {
        for player in entrants {
            register(&app, player, event).await;
        }
    }
    until_mail_is_out(&app).await;
    second_seats_resign(&app, autumn, entrants).await;
    scriptorium::sweeper::sweep(&app.pool, chrono::Utc::now())
        .await
        .unwrap();
    assert_eq!(games_of(&app, autumn).await.len(), 4, "round 2 paired");
    until_mail_is_out(&app).await;

    // Every push queued is sent (or a repeat would still be to come).
    let pushes_waiting = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM push_outbox WHERE sent_at IS NULL AND failed_at IS NULL",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap()
    };
    for _ in 0..60 {
        if pushes_waiting().await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    assert_eq!(pushes_waiting().await, 0, "pushes still waiting after 30 s");
    let first_look = service.received.lock().unwrap().len();
    // Watched 5 s after the last push: nothing more, nothing twice.
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(service.received.lock().unwrap().len(), first_look);

    let (mut event_led, mut event_behind) = (0, 0);
    for (user, device) in &devices {
        let payloads = pushed_to(&service, device);
        let mut notices: Vec<i64> = payloads
            .iter()
            .map(|payload| payload["notice"].as_i64().unwrap())
            .collect();
        notices.sort();
        if *user == emil.id {
            assert!(payloads.is_empty(), "the bystander: {payloads:?}");
            continue;
        }
        // One push per device for each mail the entrant was sent, none twice.
        assert_eq!(
            notices,
            mails_sent_to(&app, *user).await,
            "{}",
            device.endpoint
        );
        // Each event's start and autumn's second round are among them,
        // each once, linking the player's own games or the event.
        for (event, kind) in [
            (autumn, "event_started"),
            (winter, "event_started"),
            (autumn, "round_started"),
        ] {
            let told = carried(&app, *user, event, kind).await;
            assert_eq!(told.len(), 1, "{kind} of {event}: {told:?}");
            let mail = told[0].1;
            let carrying: Vec<&serde_json::Value> = payloads
                .iter()
                .filter(|payload| payload["notice"] == mail)
                .collect();
            assert_eq!(
                carrying.len(),
                1,
                "{kind} of {event} on {}",
                device.endpoint
            );
            // A push says its mail's lead (a turn first, else the mail's
            // first notice): when that is the event's, the push says the
            // event's words and links the event.
            let rows: Vec<(i64, String)> = sqlx::query_as(
                "SELECT id, kind FROM outbox WHERE COALESCE(gathered_into, id) = $1 ORDER BY id",
            )
            .bind(mail)
            .fetch_all(&app.pool)
            .await
            .unwrap();
            let lead = rows
                .iter()
                .find(|(_, kind)| kind == "your_turn" || kind == "reminder")
                .or(rows.first());
            let words = if kind == "event_started" {
                "has started: your games"
            } else {
                "Round 2 of Autumn Swiss has started"
            };
            if lead.is_some_and(|(row, _)| *row == told[0].0) {
                event_led += 1;
                let title = carrying[0]["title"].as_str().unwrap();
                assert!(title.contains(words), "{title}");
                let url = carrying[0]["url"].as_str().unwrap();
                assert!(url.ends_with(&format!("/events/{event}")), "{url}");
            } else {
                // Gathered behind another lead (their turn): the push
                // still says the event's news in its lines.
                event_behind += 1;
                let body = carrying[0]["body"].as_str().unwrap();
                assert!(body.contains(words), "{words} in {body}");
            }
        }
        assert!(
            carried(&app, *user, winter, "round_started")
                .await
                .is_empty(),
            "winter is still in its first round"
        );
    }
    assert!(event_led > 0, "some push led with an event's notice");
    eprintln!(
        "pushes led by an event's notice: {event_led}; with it behind a turn: {event_behind}"
    );
    // The two entrants with devices had pushes of their own: none of
    // anna's reached bert's devices (each device's pushes are its owner's
    // mails, checked above), and both heard something.
    for who in [entrants[0].id, entrants[1].id] {
        let heard: usize = devices
            .iter()
            .filter(|(user, _)| *user == who)
            .map(|(_, device)| pushed_to(&service, device).len())
            .sum();
        assert!(heard >= 4, "two devices, at least two mails each: {heard}");
    }
}

#[tokio::test]
async fn a_lapsed_challenge_tells_each_player_the_rung_it_left_them_on() {
    let app = spawn_app_configured(fresh_database().await, |settings| {
        settings.run_workers = true;
    })
    .await;
    let names = ["olga", "anna", "bert", "cora", "dora"];
    let people = players(&app, &names).await;
    let named: Vec<(&str, &Player)> = names.iter().copied().zip(&people).collect();
    let (olga, entrants) = (&people[0], &people[1..]);
    let olga_token = app.api_token(olga.id).await;
    // A ladder where a decline is not lost: a lapse is lost all the same.
    let ladder = create_ladder(&app, &olga.client, "Autumn ladder", false).await;
    for player in entrants {
        register(&app, player, ladder).await;
    }
    let before = rungs(&app, &olga_token, ladder, &named).await;
    let name_of = |user: Uuid| named.iter().find(|(_, p)| p.id == user).unwrap().0;
    // The bottom rung challenges the second; nobody answers.
    let (challenger, challenged) = (before[3], before[1]);
    let challenger_token = app.api_token(challenger).await;
    let (status, body) = call(
        &app,
        &challenger_token,
        "POST",
        &format!("/api/v1/events/{ladder}/challenges"),
        Some(json!({"username": name_of(challenged)})),
    )
    .await;
    assert_eq!(status, 204, "{body}");
    until_mail_is_out(&app).await;
    let mails_before = mails_to(&app);
    // Two days on: still open, nothing said.
    let soon = chrono::Utc::now() + chrono::Duration::days(2);
    scriptorium::sweeper::sweep(&app.pool, soon).await.unwrap();
    until_mail_is_out(&app).await;
    assert_eq!(mails_to(&app), mails_before, "not lapsed yet");
    assert_eq!(rungs(&app, &olga_token, ladder, &named).await, before);
    // Past the three days it has to be accepted in: the two trade rungs.
    let late = chrono::Utc::now() + chrono::Duration::days(3) + chrono::Duration::hours(1);
    scriptorium::sweeper::sweep(&app.pool, late).await.unwrap();
    // The sweep's notices are due at its (future) time: that time comes.
    sqlx::query(
        "UPDATE outbox SET send_after = now() WHERE sent_at IS NULL AND send_after > now()",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    until_mail_is_out(&app).await;
    assert_eq!(
        rungs(&app, &olga_token, ladder, &named).await,
        vec![before[0], challenger, before[2], challenged]
    );
    // Each of the two gets one mail saying where they are now, naming the
    // other; the two who were not part of it get none.
    let new: Vec<(String, String)> = mails_to(&app)
        .into_iter()
        .filter(|mail| !mails_before.contains(mail))
        .collect();
    assert_eq!(new.len(), 2, "{new:?}");
    let rule = "On this ladder a challenge not accepted in time is lost by the player challenged";
    for (who, other, says) in [
        (
            challenger,
            challenged,
            format!(
                "Your challenge of {} in Autumn ladder lapsed unanswered: you move up to rung 2",
                name_of(challenged)
            ),
        ),
        (
            challenged,
            challenger,
            format!(
                "You left the challenge of {} in Autumn ladder unanswered: you go down to rung 4",
                name_of(challenger)
            ),
        ),
    ] {
        let told = carried(&app, who, ladder, "challenge_lapsed").await;
        assert_eq!(told.len(), 1, "{told:?}");
        let (_, mail, text) = &told[0];
        assert!(text.contains(&says), "{says} in {text}");
        assert!(text.contains(rule), "{text}");
        assert!(text.contains("traded rungs"), "{text}");
        assert!(text.contains(name_of(other)), "{text}");
        let to = format!("{}@example.org", name_of(who));
        assert!(
            new.iter()
                .any(|(id, address)| id.starts_with(&format!("<outbox-{mail}@"))
                    && address.contains(&to)),
            "{new:?}"
        );
    }
    let others: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'challenge_lapsed' AND user_id <> ALL($1)",
    )
    .bind(vec![challenger, challenged])
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(others, 0);
    // A sweep again later says nothing more; watched 5 s after.
    scriptorium::sweeper::sweep(&app.pool, late + chrono::Duration::hours(1))
        .await
        .unwrap();
    let mails = mails_to(&app);
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(mails_to(&app), mails, "no mail more");
    assert!(mails_written(&app).values().all(|count| *count == 1));
}
