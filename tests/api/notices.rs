//! Notices as a player receives them, with the real workers running: every
//! (device, notice) and every (mailbox, notice) arrives exactly once, and
//! nothing more arrives in the ten seconds after the last one. Several
//! players, several devices each, several notices of several kinds; the
//! ids of every table start apart (see `helpers::spread_id_sequences`), so a
//! row id taken for another table's cannot pass unseen.

use crate::helpers::{browser, fresh_database, spawn_app_configured, TestApp};
use crate::push::{api, Device, PushService};
use chrono::Timelike;
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

/// How a player takes their notices, for the game played below.
#[derive(Debug, Clone, Copy)]
struct Profile {
    name: &'static str,
    confirmed: bool,
    device: bool,
    /// `immediate`, `digest` or `none` (notification mail).
    mode: &'static str,
    muted: bool,
    quiet_now: bool,
    at_table: bool,
}

const PROFILES: [Profile; 8] = [
    Profile {
        name: "mail_and_push",
        confirmed: true,
        device: true,
        mode: "immediate",
        muted: false,
        quiet_now: false,
        at_table: false,
    },
    Profile {
        name: "unconfirmed_push",
        confirmed: false,
        device: true,
        mode: "immediate",
        muted: false,
        quiet_now: false,
        at_table: false,
    },
    Profile {
        name: "muted",
        confirmed: true,
        device: true,
        mode: "immediate",
        muted: true,
        quiet_now: false,
        at_table: false,
    },
    Profile {
        name: "nothing",
        confirmed: false,
        device: false,
        mode: "immediate",
        muted: false,
        quiet_now: false,
        at_table: false,
    },
    Profile {
        name: "digest",
        confirmed: true,
        device: true,
        mode: "digest",
        muted: false,
        quiet_now: false,
        at_table: false,
    },
    Profile {
        name: "quiet",
        confirmed: true,
        device: false,
        mode: "immediate",
        muted: false,
        quiet_now: true,
        at_table: false,
    },
    Profile {
        name: "at_table",
        confirmed: true,
        device: true,
        mode: "immediate",
        muted: false,
        quiet_now: false,
        at_table: true,
    },
    Profile {
        name: "push_no_mail",
        confirmed: true,
        device: true,
        mode: "none",
        muted: false,
        quiet_now: false,
        at_table: false,
    },
];

/// The rule a test names for where a notice ended, from the player's
/// profile alone (never from what the service did).
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Expected {
    /// By mail and by push to each device, once.
    MailAndPush,
    MailOnly,
    PushOnly,
    DroppedMuted,
    DroppedNoChannel,
    /// Waiting: quiet hours, the digest's hour, the player at the table.
    HeldBack,
}

/// The rules in the order they apply: a channel at all, then the holds on
/// everything (the digest's hour, quiet hours), then the game's mutes, then
/// the hold on a turn (the player is at the table).
fn expected(profile: &Profile, kind: &str) -> Expected {
    let mail = profile.confirmed && profile.mode != "none";
    let push = profile.device;
    if !mail && !push {
        Expected::DroppedNoChannel
    } else if profile.quiet_now || profile.mode == "digest" {
        Expected::HeldBack
    } else if profile.muted {
        Expected::DroppedMuted
    } else if profile.at_table && matches!(kind, "your_turn" | "reminder") {
        Expected::HeldBack
    } else {
        match (mail, push) {
            (true, true) => Expected::MailAndPush,
            (true, false) => Expected::MailOnly,
            _ => Expected::PushOnly,
        }
    }
}

/// A notice as it ended: id, kind, why dropped, gathered into, sent,
/// dropped, waiting for later.
type NoticeEnd = (i64, String, Option<String>, Option<i64>, bool, bool, bool);

/// Random games of each game, with people of every profile and computer
/// players at each table: every "your turn" the rule owes is written once
/// for each seat newly waiting on a person (none for a computer), and every
/// notice ends as the player's profile says: by mail and push once each,
/// by one of them, dropped for a named reason, or held back.
#[tokio::test]
async fn every_notice_reaches_each_channel_once_or_is_held_back_by_a_named_rule() {
    use rand::{Rng, SeedableRng};
    let app = crate::helpers::spawn_app().await;
    let service = PushService::start().await;
    let transport = app.folder_transport();
    let (vapid, client) = (
        scriptorium::push::Vapid::derive(
            crate::helpers::TEST_KEY.as_bytes(),
            "mailto:noreply@scriptorium.test".into(),
        )
        .unwrap(),
        scriptorium::push::client(true).unwrap(),
    );
    let mut people = Vec::new();
    let mut devices = BTreeMap::new();
    for profile in PROFILES {
        let client = browser();
        let id = app.sign_up(&client, &profile.name.replace('_', "")).await;
        let token = app.api_token(id).await;
        if profile.device {
            let device = Device::new(&service, profile.name);
            let (status, _) = api(
                &app,
                &token,
                "POST",
                "/api/v1/push/subscriptions",
                Some(device.subscription()),
            )
            .await;
            assert_eq!(status, 201);
            devices.insert(profile.name, device);
        }
        let hour = chrono::Utc::now().hour() as i16;
        sqlx::query(
            "UPDATE users SET mail_mode = $2,
                    email_verified_at = CASE WHEN $3 THEN email_verified_at END,
                    digest_hour = $4, quiet_from = $5, quiet_to = $6
             WHERE id = $1",
        )
        .bind(id)
        .bind(profile.mode)
        .bind(profile.confirmed)
        .bind((hour + 12) % 24)
        .bind(profile.quiet_now.then_some(hour))
        .bind(profile.quiet_now.then_some((hour + 2) % 24))
        .execute(&app.pool)
        .await
        .unwrap();
        people.push((profile, client, id, token));
    }
    // Each game: its people (by profile) and one computer player.
    let tables: [(&str, &[usize]); 4] = [
        ("carolingi", &[0, 1, 2, 3, 4]),
        ("torres", &[5, 6, 7]),
        ("carolus-magnus", &[0, 6]),
        ("countdown", &[1, 2, 3]),
    ];
    let mut rng = rand::rngs::SmallRng::seed_from_u64(38);
    let mut after_computer = BTreeSet::new();
    for (kind, seated) in tables {
        let seats = (seated.len() + 1).to_string();
        let (_, creator, creator_id, _) = &people[seated[0]];
        let game = app
            .create_game(
                creator,
                &[
                    ("kind", kind),
                    ("seats", &seats),
                    ("computers_easy", "1"),
                    ("time_limit", "72"),
                ],
            )
            .await;
        for &person in &seated[1..] {
            let (_, client, _, _) = &people[person];
            let joined = app
                .post_form(client, &format!("/games/{game}/join"), &[])
                .await;
            assert_eq!(joined.status().as_u16(), 303, "{kind}");
        }
        for &person in seated {
            let (profile, _, id, _) = &people[person];
            if profile.muted {
                sqlx::query("INSERT INTO game_mail_mutes (user_id, game_id) VALUES ($1, $2)")
                    .bind(id)
                    .bind(game)
                    .execute(&app.pool)
                    .await
                    .unwrap();
            }
            if profile.at_table {
                scriptorium::store::presence::keep(
                    &app.pool,
                    &[(*id, game)],
                    chrono::Utc::now() + chrono::Duration::hours(2),
                )
                .await
                .unwrap();
            }
        }
        let _ = creator_id;
        // Random play, each notice handled before the next decision.
        for _ in 0..120 {
            let before = scriptorium::store::games::load(&app.pool, game)
                .await
                .unwrap()
                .unwrap();
            if before.status != scriptorium::store::games::GameStatus::Active {
                break;
            }
            let turns_before = turn_rows(&app, game).await;
            let person = before.waiting_on.iter().find_map(|seat| {
                let user = before.players.iter().find(|p| p.seat == Some(*seat))?;
                (user.computer.is_none()).then_some(user.user_id)
            });
            let computer_step = person.is_none();
            match person {
                Some(user) => {
                    let token = &people.iter().find(|p| p.2 == user).unwrap().3;
                    let state = app.api_game(token, game).await;
                    let legal = state["legal_actions"].as_array().unwrap();
                    let pick = &legal[rng.random_range(0..legal.len())];
                    let status = app
                        .api_act(token, game, &state["seq"], &pick["action"])
                        .await;
                    assert_eq!(status, 200, "{kind}: {pick}");
                }
                None => {
                    crate::helpers::computer_moves(&app.pool, chrono::Utc::now()).await;
                }
            }
            let after = scriptorium::store::games::load(&app.pool, game)
                .await
                .unwrap()
                .unwrap();
            // The rule, from the test's side: each seat newly waiting on a
            // person who decides it gets one "your turn".
            let mut owed: BTreeMap<Uuid, i64> = BTreeMap::new();
            if after.status == scriptorium::store::games::GameStatus::Active {
                for seat in &after.waiting_on {
                    if before.waiting_on.contains(seat) {
                        continue;
                    }
                    let player = after
                        .players
                        .iter()
                        .find(|p| p.seat == Some(*seat))
                        .unwrap();
                    if player.plays_in_person() && !player.resigned {
                        *owed.entry(player.user_id).or_default() += 1;
                    }
                }
            }
            let turns_after = turn_rows(&app, game).await;
            if computer_step {
                // After the computer's decision a turn waits a while (the
                // player is usually at the table and sees it come). The
                // computer's worker answers every table, so an earlier game
                // that has not ended in its 120 steps moves here too: its
                // held turns count as well.
                let held: Vec<i64> = sqlx::query_scalar(
                    "SELECT id FROM outbox WHERE kind = 'your_turn'
                       AND sent_at IS NULL AND dropped_at IS NULL AND send_after > now()",
                )
                .fetch_all(&app.pool)
                .await
                .unwrap();
                after_computer.extend(held);
            }
            for user in people.iter().map(|person| person.2) {
                let new = turns_after.get(&user).copied().unwrap_or(0)
                    - turns_before.get(&user).copied().unwrap_or(0);
                assert_eq!(
                    new,
                    owed.get(&user).copied().unwrap_or(0),
                    "{kind}: turns written for {user}"
                );
            }
            while scriptorium::mail::worker::drain_once(&app.pool, &transport, crate::push::FROM)
                .await
                .unwrap()
                > 0
            {}
            scriptorium::push::drain_once(&app.pool, &client, &vapid, true)
                .await
                .unwrap();
        }
    }
    // Nothing was written for a computer player.
    let to_computers: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox o JOIN users u ON u.id = o.user_id
         WHERE u.computer_level IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(to_computers, 0, "notices for computer players");

    // Every notice, as its player's profile says.
    let written = mails_written(&app);
    let received = service
        .received
        .lock()
        .unwrap()
        .drain(..)
        .collect::<Vec<_>>();
    let mut seen_kinds = BTreeSet::new();
    let mut seen_outcomes = BTreeSet::new();
    for (profile, _, user, _) in &people {
        let rows: Vec<NoticeEnd> = sqlx::query_as(
            "SELECT id, kind, last_error, gathered_into, sent_at IS NOT NULL,
                        dropped_at IS NOT NULL, send_after > now()
                 FROM outbox WHERE user_id = $1 AND game_id IS NOT NULL ORDER BY id",
        )
        .bind(user)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        assert!(!rows.is_empty(), "{}: no notice at all", profile.name);
        for (id, kind, error, gathered, sent, dropped, later) in rows {
            let lead = gathered.unwrap_or(id);
            let mails = written
                .get(&format!("<outbox-{lead}@scriptorium.test>"))
                .copied()
                .unwrap_or(0);
            let pushes = received
                .iter()
                .filter(|push| push.path == format!("/push/{}", profile.name))
                .filter(|push| {
                    devices[profile.name].decrypt(&push.body)["notice"].as_i64() == Some(lead)
                })
                .count();
            let what = format!(
                "{} {kind} #{id}: {error:?} sent {sent} dropped {dropped} later {later}",
                profile.name
            );
            if error.as_deref() == Some("no longer true") {
                // Only a turn can be moot (played before it went), and
                // nothing of it went anywhere.
                assert!(kind == "your_turn" || kind == "reminder", "{what}");
                assert_eq!((mails, sent), (0, false), "{what}");
                seen_outcomes.insert("no longer true".to_owned());
                continue;
            }
            if after_computer.contains(&id) && !sent && !dropped {
                // Held by the rule of the computer's move: still waiting,
                // and nothing of it went.
                assert!(later && mails == 0 && pushes == 0, "{what}");
                seen_outcomes.insert("after the computer's move".to_owned());
                continue;
            }
            let expectation = expected(profile, &kind);
            match expectation {
                Expected::MailAndPush => {
                    assert!(
                        sent && mails == 1 && pushes == 1,
                        "{what}: {mails} {pushes}"
                    )
                }
                Expected::MailOnly => assert!(sent && mails == 1 && pushes == 0, "{what}"),
                Expected::PushOnly => {
                    assert!(sent && mails == 0 && pushes == 1, "{what}: {pushes}")
                }
                Expected::DroppedMuted => {
                    assert!(
                        dropped && error.as_deref() == Some("muted") && mails == 0,
                        "{what}"
                    )
                }
                Expected::DroppedNoChannel => assert!(
                    dropped && error.as_deref() == Some("no channel") && mails == 0,
                    "{what}"
                ),
                Expected::HeldBack => {
                    assert!(
                        !sent && !dropped && later && mails == 0 && pushes == 0,
                        "{what}"
                    )
                }
            }
            seen_kinds.insert(kind);
            seen_outcomes.insert(format!("{expectation:?}"));
        }
    }
    // The games reached what the test is about.
    for kind in ["game_started", "your_turn", "game_finished"] {
        assert!(
            seen_kinds.contains(kind),
            "{kind} never written: {seen_kinds:?}"
        );
    }
    assert!(seen_outcomes.len() >= 6, "{seen_outcomes:?}");
    // Starts, moves, timeouts, take-overs and ends of three kinds of games
    // left every seat's waiting mark as its game says.
    app.assert_waiting_seats_match_their_games().await;
}

/// Each game's "your turn" rows so far, by user.
async fn turn_rows(app: &TestApp, game: Uuid) -> BTreeMap<Uuid, i64> {
    sqlx::query_as::<_, (Uuid, i64)>(
        "SELECT user_id, count(*) FROM outbox
         WHERE game_id = $1 AND kind = 'your_turn' GROUP BY user_id",
    )
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap()
    .into_iter()
    .collect()
}
