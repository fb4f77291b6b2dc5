//! Notices as a player receives them, with the real workers running: every
//! (device, notice) and every (mailbox, notice) arrives exactly once, and
//! nothing more arrives in the ten seconds after the last one. Several
//! players, several devices each, several notices of several kinds; the
//! ids of every table start apart (see `helpers::spread_id_sequences`), so a
//! row id taken for another table's cannot pass unseen.

use crate::helpers::{browser, fresh_database, spawn_app_configured, TestApp};
use crate::push::{api, Device, PushService};
use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// An outbox row as a failure shows it: id, kind, why dropped, gathered
/// into, created, sent, dropped.
type OutboxLine = (
    i64,
    String,
    Option<String>,
    Option<i64>,
    chrono::DateTime<chrono::Utc>,
    Option<chrono::DateTime<chrono::Utc>>,
    Option<chrono::DateTime<chrono::Utc>>,
);

/// How long the services are watched after the last delivery.
const WATCH: Duration = Duration::from_secs(10);

async fn app_with_workers() -> TestApp {
    spawn_app_configured(fresh_database().await, |settings| {
        settings.run_workers = true;
    })
    .await
}

/// The notices composed for `user` that went (a row gathered into another's
/// mail went with it), by id.
async fn composed_for(app: &TestApp, user: Uuid) -> BTreeSet<i64> {
    sqlx::query_scalar(
        "SELECT id FROM outbox
         WHERE user_id = $1 AND game_id IS NOT NULL AND sent_at IS NOT NULL
           AND gathered_into IS NULL",
    )
    .bind(user)
    .fetch_all(&app.pool)
    .await
    .unwrap()
    .into_iter()
    .collect()
}

/// Mail and push still to go, now or later.
async fn waiting(app: &TestApp) -> i64 {
    sqlx::query_scalar(
        "SELECT (SELECT count(*) FROM outbox
                 WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL)
              + (SELECT count(*) FROM push_outbox WHERE sent_at IS NULL AND failed_at IS NULL)",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap()
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

#[tokio::test]
async fn each_device_and_mailbox_gets_each_notice_exactly_once() {
    let app = app_with_workers().await;
    let service = PushService::start().await;
    let names = ["anna", "bob", "carl"];
    let mut players = Vec::new();
    let mut devices: Vec<(Uuid, Device)> = Vec::new();
    for name in names {
        let client = browser();
        let id = app.sign_up(&client, name).await;
        let token = app.api_token(id).await;
        // Two devices each: ids of devices and of pushes never line up.
        for n in 0..2 {
            let device = Device::new(&service, &format!("{name}-{n}"));
            let (status, created) = api(
                &app,
                &token,
                "POST",
                "/api/v1/push/subscriptions",
                Some(device.subscription()),
            )
            .await;
            assert_eq!(status, 201, "{created}");
            devices.push((id, device));
        }
        players.push((client, id));
    }
    // A game of three: everyone hears it start, then turns pass around.
    let game = app.create_countdown(&players[0].0, "3").await;
    for (client, _) in &players[1..] {
        let joined = app
            .post_form(client, &format!("/games/{game}/join"), &[])
            .await;
        assert_eq!(joined.status().as_u16(), 303);
    }
    for _ in 0..6 {
        app.pass_the_turn(game, &players).await;
        // The workers' round comes before the next move: each turn is a
        // notice of its own (a player who moves first would make it moot).
        tokio::time::sleep(Duration::from_millis(2500)).await;
    }
    // Two mentions at once: gathered into one mail and one push each.
    for words in ["@anna @carl first", "@anna @carl second"] {
        let said = app
            .post_form(
                &players[1].0,
                &format!("/games/{game}/talk"),
                &[("body", words)],
            )
            .await;
        assert_eq!(said.status().as_u16(), 303);
    }
    // Wait for the workers to finish, then watch on.
    let started = Instant::now();
    while waiting(&app).await > 0 {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the workers did not finish"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let settled = service.received.lock().unwrap().len();
    tokio::time::sleep(WATCH).await;
    let received = service
        .received
        .lock()
        .unwrap()
        .drain(..)
        .collect::<Vec<_>>();
    assert_eq!(
        received.len(),
        settled,
        "pushes arrived in the {WATCH:?} after the last"
    );

    // Push: each device got each notice of its owner once.
    let mut repeats = 0;
    for (user, device) in &devices {
        let path = device.endpoint.split_once("/push/").unwrap().1;
        let mut ids: Vec<i64> = received
            .iter()
            .filter(|push| push.path == format!("/push/{path}"))
            .map(|push| device.decrypt(&push.body)["notice"].as_i64().unwrap())
            .collect();
        ids.sort();
        let unique: BTreeSet<i64> = ids.iter().copied().collect();
        repeats += ids.len() - unique.len();
        let expected = composed_for(&app, *user).await;
        let rows: Vec<OutboxLine> = sqlx::query_as(
            "SELECT id, kind, last_error, gathered_into, created_at, sent_at, dropped_at FROM outbox
             WHERE user_id = $1 ORDER BY id",
        )
        .bind(user)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        assert!(
            expected.len() >= 2,
            "the start and at least one turn or update for each: {expected:?} of {rows:?}"
        );
        assert_eq!(unique, expected, "device {path}");
    }
    assert_eq!(repeats, 0, "pushes repeated");
    let mut expected_pushes = 0;
    for (user, _) in &devices {
        expected_pushes += composed_for(&app, *user).await.len();
    }
    assert_eq!(received.len(), expected_pushes, "pushes in all");

    // Mail: one message per composed notice, each written once.
    let written = mails_written(&app);
    let domain = "scriptorium.test";
    for (_, id) in &players {
        for row in composed_for(&app, *id).await {
            assert_eq!(
                written.get(&format!("<outbox-{row}@{domain}>")),
                Some(&1),
                "mail {row} written once"
            );
        }
    }
    assert!(
        written.values().all(|count| *count == 1),
        "mail repeated: {written:?}"
    );
    // Every push went to a device of the notice's own recipient.
    let misdirected: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM push_outbox p JOIN outbox o ON o.id = p.mail_id
         WHERE o.user_id <> (SELECT user_id FROM push_subscriptions s WHERE s.id = p.subscription_id)",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(misdirected, 0, "no push went to another's device");
}
