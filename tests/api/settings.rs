use crate::helpers::{browser, spawn_app, TestApp};
use chrono::{DateTime, Duration, TimeZone, Utc};
use uuid::Uuid;

#[derive(Debug, PartialEq, sqlx::FromRow)]
struct Saved {
    language: Option<String>,
    time_zone: String,
    mail_mode: String,
    mail_batch_minutes: i32,
    digest_hour: i16,
    away_until: Option<DateTime<Utc>>,
}

async fn saved(app: &TestApp, user: Uuid) -> Saved {
    sqlx::query_as(
        "SELECT language, time_zone, mail_mode, mail_batch_minutes, digest_hour, away_until
         FROM users WHERE id = $1",
    )
    .bind(user)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn one_save_saves_language_zone_mail_and_away_together() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let (_, page) = app.page(&anna, "/settings").await;
    assert_eq!(
        page.matches(">Save</button>").count(),
        1,
        "one Save for language, zone, mail and vacation"
    );
    assert!(
        page.contains("<option value=\"Europe/Paris\"></option>"),
        "zones suggested from the list"
    );
    assert!(page.contains("name=\"time_zone\" id=\"time-zone\" list=\"time-zones\" value=\"UTC\""));
    assert!(
        page.contains("data-propose-browser-zone"),
        "never chosen yet"
    );

    let paris = chrono_tz::Europe::Paris;
    let last_day = (Utc::now().with_timezone(&paris) + Duration::days(3)).date_naive();
    let until = last_day.format("%Y-%m-%d").to_string();
    let response = app
        .post_form(
            &anna,
            "/settings",
            &[
                ("language", "fr"),
                ("time_zone", "Europe/Paris"),
                ("mode", "batched"),
                ("batch_minutes", "45"),
                ("digest_hour", "7"),
                ("until", &until),
            ],
        )
        .await;
    assert_eq!(response.status().as_u16(), 303);
    let end_of_last_day = paris
        .from_local_datetime(&(last_day + Duration::days(1)).and_hms_opt(0, 0, 0).unwrap())
        .earliest()
        .unwrap()
        .with_timezone(&Utc);
    let expected = Saved {
        language: Some("fr".into()),
        time_zone: "Europe/Paris".into(),
        mail_mode: "batched".into(),
        mail_batch_minutes: 45,
        digest_hour: 7,
        away_until: Some(end_of_last_day),
    };
    assert_eq!(saved(&app, anna_id).await, expected);

    // The page shows what was saved, and saving it unchanged moves nothing
    // (the vacation's last day stays the same day).
    let (_, page) = app.page(&anna, "/settings").await;
    assert!(page.contains("list=\"time-zones\" value=\"Europe/Paris\""));
    assert!(!page.contains("data-propose-browser-zone"), "chosen now");
    assert!(page.contains(&format!("name=\"until\" value=\"{until}\"")));
    assert_eq!(page.matches(">Enregistrer</button>").count(), 1);
    app.post_form(
        &anna,
        "/settings",
        &[
            ("language", "fr"),
            ("time_zone", "Europe/Paris"),
            ("mode", "batched"),
            ("batch_minutes", "45"),
            ("digest_hour", "7"),
            ("until", &until),
        ],
    )
    .await;
    assert_eq!(
        saved(&app, anna_id).await,
        expected,
        "a second Save is a no-op"
    );
}

#[tokio::test]
async fn a_bad_zone_or_mail_setting_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let anna = browser();
    let anna_id = app.sign_up(&anna, "anna").await;
    let before = saved(&app, anna_id).await;

    let response = app
        .post_form(&anna, "/settings", &form("Mars/Olympus_Mons", "45", ""))
        .await;
    assert_eq!(response.status().as_u16(), 422);
    let body = response.text().await.unwrap();
    assert!(body.contains("Unknown time zone."), "{body}");
    assert!(
        body.contains("Mars/Olympus_Mons") && body.contains("is not in the list of time zones"),
        "the message names the refused zone: {body}"
    );
    assert_eq!(saved(&app, anna_id).await, before);

    let response = app
        .post_form(&anna, "/settings", &form("Europe/Paris", "1", ""))
        .await;
    assert_eq!(response.status().as_u16(), 400);
    assert_eq!(
        saved(&app, anna_id).await,
        before,
        "the zone waits for valid mail"
    );

    let too_far = (Utc::now() + Duration::days(90))
        .format("%Y-%m-%d")
        .to_string();
    let response = app
        .post_form(&anna, "/settings", &form("Europe/Paris", "45", &too_far))
        .await;
    // Longer than the vacation allowance: refused in words.
    assert_eq!(response.status().as_u16(), 422);
    let body = response.text().await.unwrap();
    assert!(
        body.contains("That absence is longer than the vacation you have left."),
        "{body}"
    );
    assert_eq!(saved(&app, anna_id).await, before);
}

/// The whole settings form, in French, with the parts a test varies.
fn form<'a>(zone: &'a str, batch_minutes: &'a str, until: &'a str) -> Vec<(&'static str, &'a str)> {
    vec![
        ("language", "fr"),
        ("time_zone", zone),
        ("mode", "batched"),
        ("batch_minutes", batch_minutes),
        ("digest_hour", "7"),
        ("until", until),
    ]
}
